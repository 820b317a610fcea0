# ruff: noqa: E501
"""Swedish source of news_pgv_sv.jsonl: 12 articles in the inline markup of pgv_markup.

Written for pseudoweb's evaluation (CC0). The people and most events are invented;
public figures appear only in roles and events of the public record.
"""

ARTICLES = [
    # 1
    """
    ⟦G|Frankrike⟧: Utländska studenter protesterar mot ⟦O|Guéant-cirkuläret⟧

    ⟦G|Paris⟧, ⟦D|6 september 2011⟧. ⟦O|Tusentals⟧ utländska studenter i
    ⟦G|Frankrike⟧ protesterar mot ett regeringscirkulär som gör det svårare för dem
    att stanna och arbeta efter examen. Cirkuläret undertecknades den ⟦D|31 maj 2011⟧
    av ⟦P|inrikesminister Claude Guéant⟧ och ⟦P|arbetsminister Xavier Bertrand⟧.

    ⟦D|I måndags⟧ samlades omkring ⟦O|300⟧ studenter framför
    ⟦I|Sorbonne-universitetet⟧. Bland dem fanns ⟦P|Amina Benali⟧, ⟦A|25 år⟧, som har
    en masterexamen från ⟦I|Sorbonne-universitetets⟧ institution för
    ⟦O|statsvetenskap⟧.

    – Jag har bott här i ⟦D|sju år⟧ och betalat skatt. Nu säger ⟦P|Guéant⟧ att jag
    är ett problem, säger ⟦P|hon⟧.

    ⟦P|Guéants⟧ kritiker menar att cirkuläret skadar ⟦G|Frankrikes⟧ ekonomi.
    Studentorganisationen ⟦I|UNEF⟧ och ⟦I|Konferensen för grandes écoles⟧ har krävt
    att texten dras tillbaka. På ⟦O|Facebook⟧ har gruppen
    ⟦O|"Vi är inte ett hot"⟧ fått ⟦O|mer än 4 000⟧ medlemmar.

    ⟦P|Guéant⟧ har i flera intervjuer sagt att ⟦P|han⟧ vill minska både den lagliga
    och den olagliga invandringen. Studenter från ⟦G|Marocko⟧, Senegal och
    ⟦G|Kina⟧ säger till ⟦I|Global Voices⟧ att de nu funderar på att flytta till
    ⟦G|Kanada⟧ eller ⟦G|Tyskland⟧ i stället.
    """,
    # 2
    """
    ⟦G|Turkiet⟧: Rättegången mot journalisten ⟦P|Nadir Kalkan⟧ har inletts

    Rättegången mot ⟦O|journalisten⟧ ⟦P|Nadir Kalkan⟧ inleddes den
    ⟦D|6 september 2011⟧ vid
    ⟦I|fjortonde avdelningen vid Istanbuls brottmålsdomstol⟧. ⟦P|Kalkan⟧,
    ⟦A|42 år⟧, har suttit häktad i ⟦G|Silivri⟧-fängelset utanför ⟦G|Istanbul⟧
    sedan ⟦D|oktober 2010⟧.

    Åklagaren anklagar ⟦P|honom⟧ för medlemskap i en väpnad organisation, på grundval
    av artiklar om ⟦O|kurdiska⟧ byar som ⟦P|han⟧ skrev för dagstidningen
    ⟦I|Yeni Gündem⟧.

    – Jag är ⟦O|journalist⟧, inte terrorist, sade ⟦P|herr Kalkan⟧ inför domstolen
    enligt ⟦I|Plattformen för fria journalister⟧, som rapporterade direkt på
    ⟦O|Twitter⟧.

    Utanför domstolsbyggnaden på ⟦G|Çağlayan-torget⟧ väntade ⟦O|omkring 200⟧
    kolleger. ⟦P|Kalkans⟧ fru, ⟦P|Elif Kalkan⟧, berättade att ⟦P|hon⟧ bara fått
    träffa sin man två gånger på ⟦D|elva månader⟧.

    Domaren sköt upp förhandlingen till ⟦D|den 14 november⟧. Organisationen
    ⟦I|Reportrar utan gränser⟧ kallar ⟦G|Turkiet⟧ "världens största fängelse för
    journalister". ⟦I|Svenska Journalistförbundet⟧ har skickat ett protestbrev till
    ⟦I|Turkiets ambassad⟧ i ⟦G|Stockholm⟧.

    ⟦I|Global Voices⟧ har översatt ⟦P|Kalkans⟧ försvarstal från ⟦O|turkiska⟧ till
    ⟦O|engelska⟧ och svenska.
    """,
    # 3
    """
    ⟦G|Bangladesh⟧: Bloggaren ⟦P|Farzana Yasmin⟧ gripen efter inlägg om textilarbetare

    Polisen i ⟦G|Dhaka⟧ grep ⟦D|natten till den 4 maj⟧ ⟦O|bloggaren⟧ och
    ⟦O|universitetslektorn⟧ ⟦P|Farzana Yasmin⟧ i hennes hem i stadsdelen
    ⟦G|Mirpur⟧.

    ⟦P|Yasmin⟧, ⟦A|31 år⟧, undervisar i ⟦O|beteendevetenskap⟧ vid
    ⟦I|Dhakas universitet⟧ och skriver på ⟦O|bengali⟧. I sitt senaste inlägg beskrev
    ⟦P|hon⟧ hur ⟦O|tusentals⟧ ⟦O|textilarbetare⟧ i industriområdet ⟦G|Ashulia⟧
    inte fått lön på ⟦D|tre månader⟧.

    ⟦P|Hennes bror Tanvir Ahmed⟧ säger att ⟦P|hon⟧ har fått hot via ⟦O|Facebook⟧ i
    flera veckor.

    – Hon skrev bara det som alla redan vet, säger ⟦P|han⟧.

    ⟦P|Farzana Yasmin⟧ åtalas enligt
    ⟦O|paragraf 57 i lagen om informations- och kommunikationsteknik⟧. Bloggare
    startade genast hashtaggen ⟦O|#FreeFarzana⟧, och ⟦O|över 300⟧ studenter samlades
    vid ⟦G|Shaheed Minar⟧ ⟦D|i fredags⟧.

    ⟦I|Amnesty International⟧ kräver att ⟦P|Yasmin⟧ friges omedelbart.
    ⟦I|Inrikesministeriet⟧ hävdar enligt tidningen ⟦I|Prothom Alo⟧ att fallet inte
    har något med yttrandefrihet att göra. ⟦I|Global Voices⟧ har översatt flera av
    ⟦P|Yasmins⟧ texter till ⟦O|svenska⟧.
    """,
    # 4
    """
    ⟦G|Kina⟧: Taxichaufförer strejkar i ⟦G|Shaoyang⟧

    ⟦O|Hundratals⟧ taxichaufförer i ⟦G|Shaoyang city⟧ i provinsen ⟦G|Hunan⟧ ställde
    ⟦D|i tisdags⟧ sina bilar längs ⟦G|Baoqing-vägen⟧ i protest mot den avgift som
    taxibolagen tar ut varje månad.

    Bilder från de tomma gatorna spreds snabbt på mikrobloggen ⟦O|Weibo⟧. En av
    strejkens ledare är ⟦P|Li Wenjun⟧, ⟦A|35 år⟧, som är
    ⟦O|taxichaufför på deltid⟧ och dessutom arbetar i ett nudelkök. ⟦P|Hans⟧ lista
    med förarnas krav delades ⟦O|över 10 000 gånger⟧ innan censuren tog bort den.

    – Vi jobbar fjorton timmar om dagen och kan ändå inte försörja våra barn, skrev
    ⟦P|Li⟧ ⟦O|[zh]⟧.

    Förarna säger att de företräds av
    ⟦I|Shaoyang citys oberoende fackliga rörelse⟧, som inte är erkänd av den statliga
    ⟦I|Kinas fackliga centralorganisation⟧. ⟦D|I onsdags⟧ lovade
    ⟦I|centralregeringens officiella representant⟧ i provinsen en utredning, enligt
    nyhetsbyrån ⟦I|Xinhua⟧.

    Samma kväll stängdes ⟦P|Lis⟧ konto. ⟦P|Hans vän Zhang Meiling⟧ berättar för
    ⟦I|Global Voices⟧ att ⟦P|Li⟧ har fått besök av ⟦I|säkerhetspolisen⟧ och
    varnats för att tala med ⟦O|utländska⟧ medier.

    Strejken avslutades den ⟦D|19 augusti⟧, efter att bolagen gått med på att sänka
    avgiften med ⟦O|20 procent⟧.
    """,
    # 5
    """
    ⟦G|Sverige⟧: Studenter från länder utanför ⟦G|EU⟧ protesterar mot studieavgifter

    ⟦D|I måndags⟧ samlades ⟦O|ett hundratal⟧ studenter utanför
    ⟦I|Uppsala universitets⟧ huvudbyggnad för att protestera mot de studieavgifter som
    sedan ⟦D|hösten 2011⟧ tas ut av studenter från länder utanför ⟦G|EU⟧.

    Bland demonstranterna fanns ⟦P|Farhan Chowdhury⟧, ⟦A|24 år⟧, från
    ⟦G|Chittagong⟧ i ⟦G|Bangladesh⟧, som läser ⟦O|miljövetenskap⟧.

    – Jag betalar mer för en termin än min pappa tjänar på ett år, säger ⟦P|han⟧.

    ⟦P|Prorektor Per Andersson⟧ säger till ⟦I|Upsala Nya Tidning⟧ att universitetet
    har delat ut ⟦O|ett fyrtiotal⟧ stipendier, men att beslutet om avgifter fattades
    av ⟦I|riksdagen⟧.

    – Vi har bjudit in ⟦P|herr Andersson⟧ till ett öppet möte, men ⟦P|han⟧ har inte
    svarat, säger ⟦P|Chowdhury⟧.

    Studenterna får stöd av ⟦P|Karin Lind⟧, ⟦A|67⟧, en
    ⟦O|pensionerad gymnasielärare⟧ som bjuder dem på middag varje ⟦D|söndag⟧ i sitt
    hus i ⟦G|Luthagen⟧.

    – ⟦P|Fru Lind⟧ har hjälpt fler av oss än ⟦I|Migrationsverket⟧, skrattar en
    ⟦O|nigeriansk⟧ student. Själv säger ⟦P|fru Lind⟧ att
    hon bara gör det som grannar borde göra.

    Protesten är inspirerad av studenterna i ⟦G|Paris⟧ som ⟦D|i höstas⟧
    demonstrerade mot ⟦P|Claude Guéants⟧ cirkulär. På ⟦O|Facebook⟧ har
    uppsalastudenterna startat gruppen ⟦O|"Education is not for sale"⟧.
    ⟦I|Sveriges förenade studentkårer⟧ kräver att avgifterna utreds på nytt.
    """,
    # 6
    """
    ⟦G|Stockholm⟧: Manifestation för fängslade journalister i ⟦G|Turkiet⟧

    På ⟦O|pressfrihetens dag⟧, ⟦D|den 3 maj⟧, samlades ⟦O|ett par hundra⟧ personer
    på ⟦G|Mynttorget⟧ i ⟦G|Stockholm⟧ för att kräva att ⟦G|Turkiet⟧ friger de
    journalister som sitter fängslade.

    Manifestationen arrangerades av ⟦I|Svenska PEN⟧ och ⟦I|Journalistförbundet⟧.
    Många bar bilder på ⟦P|Nadir Kalkan⟧, ⟦O|reportern⟧ som har suttit häktad i mer
    än ⟦D|ett och ett halvt år⟧.

    ⟦P|Kalkans⟧ dotter ⟦P|Deniz Kalkan⟧, ⟦A|19 år⟧, som läser ⟦O|juridik⟧ vid
    ⟦I|Stockholms universitet⟧, talade från scenen på ⟦O|svenska⟧ och
    ⟦O|turkiska⟧.

    – Min pappa har missat min studentexamen och ⟦O|min brors⟧ bröllop. Han har inte
    gjort något annat än att skriva, sade ⟦P|hon⟧.

    Riksdagsledamoten ⟦P|Ulf Bergström⟧ (⟦I|Miljöpartiet⟧) lovade att ta upp fallet
    med ⟦I|Utrikesdepartementet⟧. ⟦D|I onsdags⟧ skickade ⟦I|Svenska PEN⟧ ett öppet
    brev till den turkiska justitieministern.

    Enligt ⟦I|Kommittén för att skydda journalister⟧ satt ⟦O|fler än 60⟧
    journalister fängslade i ⟦G|Turkiet⟧ i ⟦D|december 2011⟧. ⟦I|Global Voices⟧ har
    följt ⟦P|Kalkans⟧ rättegång sedan ⟦D|september 2011⟧, då den inleddes vid
    ⟦I|Istanbuls brottmålsdomstol⟧.
    """,
    # 7
    """
    ⟦G|Göteborg⟧: Bangladeshisk bloggare gästade ⟦O|Bokmässan⟧

    ⟦P|Farzana Yasmin⟧, den ⟦O|bangladeshiska⟧ bloggaren som satt fängslad i
    ⟦D|sex veckor⟧ ⟦D|förra året⟧, var en av de mest uppmärksammade gästerna på
    ⟦O|Bokmässan⟧ i ⟦G|Göteborg⟧ ⟦D|i helgen⟧.

    Inför en fullsatt sal berättade ⟦P|hon⟧ om tiden i häktet i ⟦G|Dhaka⟧ och om de
    ⟦O|tusentals⟧ textilarbetare vars villkor hon har skrivit om.

    – De tog min dator men inte mina ord, sade ⟦P|Yasmin⟧, som talade ⟦O|engelska⟧
    med tolkning till ⟦O|svenska⟧.

    Samtalet leddes av ⟦P|Emily Tremblay⟧, ⟦O|kanadensisk⟧ ⟦O|författare⟧ och
    ⟦O|doktorand⟧ vid ⟦I|McGill-universitetet⟧ i ⟦G|Montréal⟧, vars bok
    ⟦O|"Vi är inga maskiner"⟧ om ⟦P|Li Wenjun⟧ och taxistrejken i
    ⟦G|Shaoyang⟧ nyss har getts ut på
    ⟦I|Ordfront förlag⟧. Samtalet arrangerades av ⟦I|Svenska PEN⟧.

    ⟦P|Yasmin⟧ är tillbaka som ⟦O|lektor⟧ i ⟦O|beteendevetenskap⟧ vid
    ⟦I|Dhakas universitet⟧ men säger att ⟦P|hon⟧ fortfarande övervakas.

    – Min mamma ringer varje kväll för att höra att jag lever, sade ⟦P|hon⟧.

    ⟦I|Global Voices⟧ publicerade ⟦D|i fjol⟧ en svensk översättning av
    ⟦P|Yasmins⟧ mest lästa blogginlägg.
    """,
    # 8
    """
    ⟦G|Frankrike⟧: Hundratals romer vräks i ⟦G|Marseille⟧

    Polisen vräkte ⟦D|i torsdags⟧ omkring ⟦O|200⟧ ⟦O|romer⟧ från ett läger vid
    ⟦G|Porte d'Aix⟧ i ⟦G|Marseille⟧. Inrikesminister ⟦P|Claude Guéant⟧ har lovat
    hårdare tag mot olagliga läger, och ⟦P|han⟧ har sagt att det handlar om
    säkerhet och inte om ursprung.

    Lokalbloggaren ⟦P|Yasmina Haddad⟧, ⟦A|38⟧, som skriver på ⟦O|franska⟧ och
    ⟦O|arabiska⟧, filmade vräkningen och lade upp klippet på ⟦O|YouTube⟧. Där syns
    ⟦P|Florin Stoica⟧, en ⟦O|rumänsk⟧ ⟦O|skrotsamlare⟧, som försöker rädda
    ⟦O|sina fem barns⟧ skolväskor.

    – Mina barn går i skolan på ⟦G|rue de la République⟧. Vart ska vi nu ta vägen?
    frågar ⟦P|han⟧.

    Organisationen ⟦I|Läkare utan gränser⟧, som driver en mobil klinik i lägret,
    säger att ⟦O|ett trettiotal⟧ barn nu saknar tak över huvudet.
    ⟦I|Marseilles stadsfullmäktige⟧ har erbjudit tillfälliga platser på ett härbärge i
    ⟦G|La Joliette⟧.

    ⟦P|Guéants⟧ linje har även kritiserats av ⟦I|Europeiska kommissionen⟧, som
    ⟦D|sommaren 2010⟧ hotade ⟦G|Frankrike⟧ med ett överträdelseförfarande efter
    vräkningarna under ⟦P|president Nicolas Sarkozy⟧. ⟦I|Global Voices⟧ har samlat
    reaktioner från ⟦O|rumänska⟧ bloggare.
    """,
    # 9
    """
    ⟦G|Kina⟧: Taxichauffören ⟦P|Li Wenjun⟧ dansade på sin brors bröllop

    Bara ⟦D|två veckor⟧ efter att ⟦P|Li Wenjun⟧ släpptes ur häktet i ⟦G|Shaoyang⟧
    stod ⟦P|han⟧ som marskalk på sin yngste brors bröllop i byn ⟦G|Tanfu⟧ i
    ⟦G|Xinshao-distriktet⟧.

    ⟦P|Li⟧, ⟦A|35 år⟧, är äldst av ⟦O|fem syskon⟧. ⟦O|Brudgummen⟧, ⟦P|Li Qiang⟧,
    ⟦A|24⟧, arbetar som ⟦O|montör⟧ på en elektronikfabrik i ⟦G|Shenzhen⟧.
    ⟦O|Bruden⟧, ⟦P|Chen Xiaoyan⟧, är ⟦O|sjuksköterska⟧ på samma sjukhus som ⟦P|Lis⟧
    syster ⟦P|Li Hong⟧.

    Bilder från bröllopet delades på ⟦O|Weibo⟧ av tusentals användare, många med
    kommentaren ⟦O|"Välkommen hem, storebror Li"⟧.

    ⟦I|Global Voices⟧ talade med ⟦P|Li Hong⟧ per telefon ⟦D|i lördags⟧.

    – Min bror får inte lämna ⟦G|Hunan⟧ och ⟦I|polisen⟧ ringer ⟦P|honom⟧ varje
    morgon, men i dag fick ⟦P|han⟧ vara glad, sade ⟦P|hon⟧.

    Enligt ⟦I|China Labour Bulletin⟧ har ⟦I|Shaoyang citys oberoende fackliga rörelse⟧
    nu ⟦O|omkring 900⟧ medlemmar. ⟦P|Li⟧ väntar fortfarande på besked om åtal.
    """,
    # 10
    """
    ⟦G|Turkiet⟧: ⟦P|Nadir Kalkan⟧ dömd till fängelse – ⟦O|tusentals⟧ protesterar på
    ⟦O|Twitter⟧

    ⟦I|Istanbuls brottmålsdomstol⟧ dömde ⟦D|i onsdags⟧ ⟦O|journalisten⟧
    ⟦P|Nadir Kalkan⟧ till sju och ett halvt års fängelse. Domen föll efter
    ⟦D|drygt ett år⟧ av förhandlingar. ⟦P|Kalkans advokat, Fikret Aslan,⟧ säger att
    domen kommer att överklagas till ⟦I|Kassationsdomstolen⟧ i ⟦G|Ankara⟧.

    Inom en timme hade hashtaggen ⟦O|#NadirKalkanaÖzgürlük⟧ använts av
    ⟦O|tusentals⟧ ⟦O|Twitter⟧-användare.

    – Det här är en dom mot hela yrket, skriver ⟦O|journalisten⟧
    ⟦P|Ayşe Demirtaş⟧ på sin blogg ⟦O|[tr]⟧.

    ⟦P|Kalkan⟧, som fyllde ⟦A|43 år⟧ i fängelset, vinkade till sina anhöriga från de
    åtalades bänk. ⟦P|Hans fru Elif⟧ grät öppet i rättssalen, rapporterar
    nyhetssajten ⟦I|Bianet⟧.

    ⟦I|Europarådet⟧ och ⟦I|OSSE⟧ har uttryckt oro över domen. I ⟦G|Sverige⟧ skrev
    ⟦P|riksdagsledamoten Ulf Bergström⟧ på ⟦O|Twitter⟧ att ⟦P|han⟧ tänker kalla
    ⟦G|Turkiets⟧ ambassadör till ett möte. ⟦I|Global Voices⟧ har bevakat
    ⟦P|herr Kalkans⟧ rättegång sedan den inleddes i ⟦D|september 2011⟧.
    """,
    # 11
    """
    Möt volontärerna som översätter världens bloggare till svenska

    Varje vecka översätter ⟦O|ett tjugotal⟧ ⟦O|volontärer⟧ artiklar från
    ⟦I|Global Voices⟧ till ⟦O|svenska⟧. En av dem är ⟦P|Sara Lindqvist⟧, ⟦A|29 år⟧,
    som arbetar som ⟦O|bibliotekarie⟧ i ⟦G|Umeå⟧ och har varit med sedan
    ⟦D|våren 2010⟧.

    – Det började när jag läste om ⟦O|den arabiska våren⟧ och ville att min
    ⟦O|farmor⟧ också skulle kunna följa den, säger ⟦P|hon⟧.

    ⟦P|Lindqvist⟧ har bland annat översatt ⟦P|Farzana Yasmins⟧ texter om
    textilarbetarna i ⟦G|Bangladesh⟧ och reportagen om ⟦P|Nadir Kalkans⟧ rättegång i
    ⟦G|Istanbul⟧.

    – När ⟦P|Farzana⟧ släpptes mot borgen grät jag vid köksbordet, berättar ⟦P|hon⟧.

    Redaktör för den svenska sajten är ⟦P|Johan Ekström⟧, ⟦A|41⟧,
    ⟦O|frilansjournalist⟧ i ⟦G|Malmö⟧. ⟦P|Han⟧ säger att sajten har
    ⟦O|omkring 15 000⟧ läsare i månaden, flest i ⟦G|Sverige⟧ men också i
    ⟦G|Finland⟧.

    Arbetet är helt ideellt, men ⟦I|Malmö högskola⟧ lånar ut en lokal för en träff
    ⟦D|den första lördagen varje månad⟧. Nästa träff är ⟦D|den 3 mars⟧, och då
    medverkar ⟦P|Farzana Yasmin⟧ via ⟦O|Skype⟧ från ⟦G|Dhaka⟧.
    """,
    # 12
    """
    ⟦G|Hongkong⟧: ⟦O|Tiotusentals⟧ demonstrerade ⟦D|den 1 juli⟧

    ⟦O|Tiotusentals⟧ människor tågade ⟦D|i fredags⟧ från ⟦G|Victoria Park⟧ till
    regeringskvarteret i ⟦G|Admiralty⟧ på ⟦O|årsdagen av överlämnandet⟧ av
    ⟦G|Hongkong⟧ till ⟦G|Kina⟧. Arrangörerna i ⟦I|Civil Human Rights Front⟧ räknade
    till ⟦O|218 000⟧ deltagare, medan ⟦I|Hongkongpolisen⟧ uppgav ⟦O|54 000⟧.

    Den medborgardrivna nyhetssajten ⟦O|Inmediahk.net⟧ sände direkt från marschen och
    publicerade rapporter ⟦O|[zh]⟧ från reportrar längs vägen. Redaktören
    ⟦P|Chan Ka-wai⟧ säger till ⟦I|Global Voices⟧ att ilskan gäller stigande
    bostadspriser och förslaget att avskaffa fyllnadsval till
    ⟦I|det lagstiftande rådet⟧.

    ⟦P|Lam Siu-ying⟧, ⟦A|68 år⟧, ⟦O|pensionerad lärare⟧, gick tillsammans med sitt
    ⟦O|barnbarn⟧.

    – Min generation flydde hit från ⟦G|Guangdong⟧ för att slippa rädslan. Jag vill
    inte att den ska följa efter oss, säger ⟦P|hon⟧.

    Efter marschen satte sig ⟦O|hundratals⟧ demonstranter på ⟦G|Chater Road⟧.
    Polisen grep ⟦O|228 personer⟧ tidigt på morgonen ⟦D|den 2 juli⟧, bland dem flera
    ⟦O|studenter⟧ från ⟦I|Hongkongs kinesiska universitet⟧. En video av gripandena på
    ⟦O|YouTube⟧ har visats ⟦O|över 80 000 gånger⟧. ⟦O|Kinesiska⟧ statsmedier nämnde
    inte marschen.
    """,
]
