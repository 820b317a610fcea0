#!/usr/bin/env python3
"""Build and check the third pair of held-out corpora (heldout3_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0). All private
people, handles, e-mail addresses, phone numbers, case numbers and amounts are invented.
Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|LABEL]]``; the offsets are computed here while the text is built, never
counted by hand.

    python3 bench/corpora/build_heldout3.py          # write both files, then check them
    python3 bench/corpora/build_heldout3.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, main


EN = [
# 1 regional news article about a strike (Dundee, Scotland)
"""Home-care workers walk out in [[Dundee|GEO]] as mileage talks collapse

By [[Fiona McAllister|PERS]], local democracy reporter

[[Some 400|NUM]] home-care workers employed by [[Dundee City Council|ORGANIZATION]] began a [[three-day|TEMPORAL]] strike on [[Monday 3 March|TEMPORAL]], picketing the council offices on [[Dock Street|GEO]] in sleet and a raw wind off the [[Tay|GEO]].

The walkout, called by [[Unison|ORGANIZATION]], follows [[eight months|TEMPORAL]] of talks over mileage rates and unpaid travel time between visits. "We drive our own cars to forty clients a week and pay for the privilege," said [[branch secretary Morag Duthie|PERS]], [[52|NUM]], a [[care co-ordinator|DETAIL]] who joined the service in [[1998|TEMPORAL]].

Among the pickets was [[Tendai Moyo|PERS]], a [[Zimbabwean|DETAIL]]-born carer who looks after her own [[mother|DETAIL]] in the evenings. [[Moyo|PERS]] said her fuel bill had doubled since she moved to a rural round near Monifieth.

A council spokesperson said the authority had offered a flat payment of £1,200 a year, "the best offer possible within the budget we have been given". [[Councillor Alan Strachan|PERS]], the social care convener, said the [[roughly 1,900|NUM]] people who receive care at home had been contacted and that urgent visits would go ahead. [[Duthie|PERS]] said further strike days were planned for [[the week of 17 March|TEMPORAL]].""",

# 2 university press release (Dunedin, New Zealand)
"""MEDIA RELEASE – [[University of Otago|ORGANIZATION]]
[[Wednesday 12 November 2025|TEMPORAL]]

Sea lion mothers are nursing for longer as fish grow scarce

New Zealand sea lion pups on the [[Otago Peninsula|GEO]] are being weaned weeks later than they were [[two decades ago|TEMPORAL]], according to a study led by the [[Department of Marine Science|ORGANIZATION]].

Lead author [[Dr Aroha Tipene|PERS]], a [[marine ecologist|DETAIL]] who grew up in [[Ōtepoti|GEO]], followed [[46|NUM]] pups from birth in [[late December|TEMPORAL]], at the height of the southern summer, through [[four breeding seasons|TEMPORAL]].

"The mothers are travelling further to feed, so the pups stay dependent longer," [[Tipene|PERS]] said. "That leaves them smaller going into their first winter."

Much of the fieldwork was done by [[PhD candidate Sione Faleolo|PERS]], who spent [[eleven weeks|TEMPORAL]] camped near the colony and fitted tags to the females while they slept on the sand. [[Faleolo's|PERS]] thesis on foraging trips will be submitted next year.

The paper, "[[Delayed weaning in a recolonising sea lion population|DETAIL]]", is published today. The work was funded with [[NZ$480,000|NUM]] from the [[Marsden Fund|ORGANIZATION]] and carried out with the permission of [[Te Rūnanga o Ōtākou|ORGANIZATION]].

Media contact: [[Hemi Carter|PERS]], [[communications adviser|DETAIL]], [[hemi.carter@otago.example|DETAIL]]""",

# 3 blog post by a tenant activist (Vancouver, Canada)
"""[[The Tenant Line|DETAIL]] – notes from a housing organiser
Posted [[Saturday 27 September 2025|TEMPORAL]] by [[Marisol Dimaculangan|PERS]]

We are not leaving [[Fraserview Court|GEO]]

[[Eleven days ago|TEMPORAL]], all [[42|NUM]] households in our building on [[Kingsway|GEO]] in [[East Vancouver|GEO]] found eviction notices taped to their doors. The new owner, [[Northpine Capital|ORGANIZATION]], says the suites need "renovation". We know what that means: the same units back on the market at double the rent.

My neighbour [[Mr Gurdev Sandhu|PERS]] is [[81|NUM]]. He came from [[Punjab|GEO]] in [[1987|TEMPORAL]], drove a taxi for thirty years and raised four daughters in a two-bedroom suite on the third floor. Last night [[Mr Sandhu|PERS]] sat with us in a camping chair on the lawn until the rain came, chanting [["Homes, not hotels!"|DETAIL]] with the students from [[Langara College|ORGANIZATION]].

My [[lola|DETAIL]] used to tell me, in Tagalog, that a roof you rent is still a roof you defend. So we are defending it. We have filed a dispute with the [[Residential Tenancy Branch|ORGANIZATION]], and a hearing is set for [[late October|TEMPORAL]].

Join us on the lawn any evening, and bring a raincoat. Follow [[@fraserview_tenants|DETAIL]] and share with [[#StopRenovictionsYVR|DETAIL]].

– [[Marisol|PERS]]""",

# 4 product review on a retailer's site (Stockport, England)
"""★★☆☆☆ Lovely motor, shame about the battery

Reviewed by [[Funmilayo Adeyemi|PERS]] from [[Stockport|GEO]] · Verified purchase · [[14 January 2025|TEMPORAL]]

I bought the [[Voltra Commuter 2|DETAIL]] e-bike in [[October|TEMPORAL]] for [[£1,349|NUM]] to get to my job as a [[night-shift radiographer|DETAIL]] at [[Stepping Hill Hospital|ORGANIZATION]]. For the first [[two months|TEMPORAL]] it was brilliant: quiet, comfortable, and the hill up from the town centre was suddenly nothing.

Then the frost arrived in [[December|TEMPORAL]]. The range dropped from about 50 miles to barely 20, and twice the display died at [[3am|TEMPORAL]] on my way home. My [[husband Tunde|PERS]] had to come and fetch me in the car with the bike hanging out of the boot.

The shop sent it back to [[Voltra UK|ORGANIZATION]], who said the cells were "within specification". Ticket [[VC-208817|DETAIL]], if anyone from the company is reading. The technician, [[Gareth|PERS]], was kind and honest and admitted the battery does not like the cold.

Two stars because the motor and frame are genuinely good. Would not buy again for winter commuting in the North West.

Response from [[Voltra UK|ORGANIZATION]], [[16 January 2025|TEMPORAL]]:
Hi [[Funmilayo|PERS]], we're sorry to read this. Please e-mail [[care@voltra.example|DETAIL]] quoting your ticket and we will arrange a replacement battery.""",

# 5 letter to the editor (West Cork, Ireland)
"""Letters to the Editor – [[Irish Examiner|ORGANIZATION]]

Rural bus cuts will leave the old stranded

Sir, – Your report ([[October 7th|TEMPORAL]]) on the proposed withdrawal of the midday service on the [[237|DETAIL]] route between [[Skibbereen|GEO]] and [[Cork|GEO]] did not mention who actually travels on it.

My mother, [[Nora Hurley|PERS]], is [[88|NUM]] and lives alone on a farm outside [[Dunmanway|GEO]]. She gave up driving after her [[macular degeneration|DETAIL]] was diagnosed in [[2022|TEMPORAL]], and the midday bus is how she gets to her eye clinic at [[Cork University Hospital|ORGANIZATION]] [[every six weeks|TEMPORAL]]. The early bus leaves before the home help arrives; the late one gets her home after dark.

I am [[61|NUM]] myself and work in [[Bandon|GEO]], so I cannot take a day off for every appointment. Neither can the neighbours who already do so much.

[[Bus Éireann|ORGANIZATION]] says the service costs too much for the handful who use it. That handful are the people who built these parishes. [[Councillor Siobhán Crowley|PERS]] has raised the matter at county level, and I would urge every reader who depends on the route to write to her before the consultation closes on [[November 14th|TEMPORAL]].

Yours, etc,

[[PÁDRAIG HURLEY|PERS]],
[[Ballineen|GEO]],
Co Cork.""",

# 6 union newsletter (Wagga Wagga, New South Wales)
"""BRANCH BULLETIN – [[Wagga Wagga Base Hospital|ORGANIZATION]] Branch
[[NSW Nurses and Midwives' Association|ORGANIZATION]] · [[July 2025|TEMPORAL]]

Winter has hit us hard. Flu admissions on the medical wards are the highest since [[2019|TEMPORAL]], and on [[three|NUM]] nights last week the emergency department ran with two nurses short. Please keep filling in workload forms: they are the evidence we take to management.

Rally in Sydney
The state-wide rally for safe staffing is on [[Thursday 24 July|TEMPORAL]] outside Parliament House. Our bus leaves the staff car park at [[5.30am|TEMPORAL]] and returns late. Seats are free for members; put your name down with [[branch president Kylie Tran|PERS]] on the medical ward by Friday.

Welcome
A warm welcome to [[Jaspreet Gill|PERS]], our new delegate in the emergency department. [[Jaspreet|PERS]] trained at [[Charles Sturt University|ORGANIZATION]] and has already sorted out the roster dispute in triage.

Farewell
After [[41 years|TEMPORAL]], [[midwife|DETAIL]] [[Beverley Hanrahan|PERS]] retires on [[Friday 8 August|TEMPORAL]]. [[Bev|PERS]] has delivered more babies in this town than anyone can count, several of our own members among them. Afternoon tea in the maternity tearoom from [[2pm|TEMPORAL]]; gold coin donation towards her gift.

Questions: [[wagga.branch@nswnma.example|DETAIL]]""",

# 7 NGO field report (Turkana, Kenya)
"""FIELD REPORT – [[Turkana County|GEO]], [[Kenya|GEO]]
[[Dryland Water Trust|ORGANIZATION]] · Reporting period: [[April–June 2025|TEMPORAL]]

The long rains failed for the third year in four. By [[mid-May|TEMPORAL]] the seasonal river south of [[Lokichar|GEO]] was dry sand, and families were walking up to five hours for water.

Our team, led by [[hydrogeologist|DETAIL]] [[Wanjiru Kamau|PERS]], rehabilitated [[six|NUM]] boreholes and fitted two of them with solar pumps. Each water point is run by a village committee that collects [[KSh 5|NUM]] per jerrican for repairs.

At the largest site, committee chair [[Ekai Lokwang|PERS]], a [[58-year-old|NUM]] [[pastoralist|DETAIL]] who lost most of his goats in the [[2022 drought|DETAIL]], now keeps the pump logbook himself. "When the water comes, the children go back to school," [[Lokwang|PERS]] told us in [[Ng'aturkana|DETAIL]]. His daughter [[Akai|PERS]] fetches water in twenty minutes instead of three hours.

We worked alongside the [[Kenyan Ministry of Water, Sanitation and Irrigation|ORGANIZATION]] and the county water office in [[Lodwar|GEO]]. Fuel prices and insecurity on the road delayed the second drilling rig by [[a fortnight|TEMPORAL]].

Next quarter: hygiene training with the women's groups before the short rains.

Report by [[Programme Officer Daniel Ochieng|PERS]], [[d.ochieng@drylandwater.example|DETAIL]]""",

# 8 local sports-club report (cricket, West Yorkshire)
"""[[Thornhill Edge CC|ORGANIZATION]] – First XI report

[[Thornhill Edge|ORGANIZATION]] v [[Golcar Parish|ORGANIZATION]], [[Saturday 14 June|TEMPORAL]]

What a day at the Edge. Under a cloudless sky and on a pitch as flat as a billiard table, [[captain Imran Bashir|PERS]] won the toss and chose to bat. It looked a poor decision at [[2.15pm|TEMPORAL]], when we were 38 for four, but [[Ollie Firth|PERS]] and [[Bashir|PERS]] put on [[112|NUM]] for the fifth wicket before tea. [[Imran's|PERS]] 74 was his best score for the club since he joined from [[Dewsbury|GEO]] in [[2018|TEMPORAL]].

We were all out for 211. In reply [[Golcar|ORGANIZATION]] cruised to 150 for two, and the home crowd went quiet. Enter [[16-year-old|NUM]] [[Zaid Hussain|PERS]], playing only his second senior game, who took [[five wickets for 19|NUM]] with his leg-spin. [[Zaid|PERS]] was carried off on the shoulders of the whole team, and his [[grandad|DETAIL]] was seen wiping his eyes in the pavilion.

Thanks as always to [[Hollins Plumbing & Heating|ORGANIZATION]] for the match ball, and to the tea ladies for the finest scones in the [[Huddersfield Cricket League|ORGANIZATION]].

Next up: away at [[Marsden|GEO]] [[next Saturday|TEMPORAL]], start 1pm. Lifts from the clubhouse at 12.""",

# 9 podcast episode description
"""[[The Long Table|DETAIL]] – a podcast about food and the people who cook it

Ep. 87: Pulling noodles, and what grandmothers know, with [[Professor Huang Jiayi|PERS]]
Released [[Thursday 22 May 2025|TEMPORAL]] · [[52 minutes|TEMPORAL]]

This week [[Nadia Haddad|PERS]] and [[Tom Ellery|PERS]] sit down with [[Professor Huang|PERS]], a [[food historian|DETAIL]] at [[SOAS University of London|ORGANIZATION]] and the author of [[Pulled by Hand: A Noodle History of the Silk Road|DETAIL]].

Born in [[Lanzhou|GEO]], [[Huang|PERS]] learned to stretch dough from her [[grandmother|DETAIL]] before she could read. She explains why a bowl of beef noodles in her home city is judged by its broth before its noodles, how the dish travelled west with Hui traders, and why she spent [[three winters|TEMPORAL]] in a restaurant kitchen in [[Xining|GEO]] as part of her fieldwork.

[[Tom|PERS]] attempts a hand-pulled noodle live on air. It does not go well.

Listener question of the week comes from [[@noodlegirl_leeds|DETAIL]], who wants to know whether you can freeze fresh dough (short answer: yes, but don't tell anyone's grandmother).

[[Professor Huang|PERS]] is speaking at [[Hay Festival|DETAIL]] on [[Saturday 31 May|TEMPORAL]].

Support the show on [[Patreon|ORGANIZATION]], or write to us at [[hello@thelongtable.example|DETAIL]].""",

# 10 municipal council decision (Ceredigion, Wales)
"""[[CEREDIGION COUNTY COUNCIL|ORGANIZATION]]
RECORD OF CABINET DECISION

Decision no.: [[CAB/2025/061|DETAIL]]
Meeting: [[Tuesday 7 October 2025|TEMPORAL]], Canolfan Rheidol, [[Aberystwyth|GEO]]

Subject: Community asset transfer of the former school building at [[Pont-siân|GEO]]

Present: [[Cllr Eleri Jenkins|PERS]] (Chair), [[Cllr Gethin Pugh|PERS]], [[Cllr Mared Lloyd|PERS]], [[Cllr Owain Rees|PERS]].

Declaration of interest: [[Cllr Pugh|PERS]] declared a personal and prejudicial interest, his [[sister-in-law|DETAIL]] being a trustee of the applicant, and left the room at [[10.42am|TEMPORAL]].

Decision: Cabinet AGREED to grant a lease of [[25 years|TEMPORAL]], at a nominal rent, to [[Cymdeithas Neuadd Pont-siân|ORGANIZATION]], together with a one-off grant of [[£38,500|NUM]] towards a new roof and accessible toilets, on condition that:
(a) the building is open to community groups for at least three days a week;
(b) all signage and publicity are bilingual, in [[Welsh|DETAIL]] and English;
(c) the trustees report annually to the Communities Overview and Scrutiny Committee.

Reasons: the building has stood empty since the school closed in [[July 2021|TEMPORAL]], and the village has no other hall.

Call-in period ends: [[Friday 17 October 2025|TEMPORAL]].
Officer: [[Rhodri Morgan|PERS]], [[Corporate Lead Officer, Economy and Regeneration|DETAIL]]""",

# 11 church newsletter (Greek Orthodox parish, Melbourne)
"""[[St Eleftherios Greek Orthodox Parish|ORGANIZATION]], [[Coburg|GEO]]
Parish News – [[April 2025|TEMPORAL]]

Christ is Risen! This year we celebrate Pascha together with our [[Catholic|DETAIL]] and [[Anglican|DETAIL]] neighbours, as Easter falls on the same day, [[20 April|TEMPORAL]], for all of us.

Holy Week
The Epitaphios will be decorated on the morning of [[Good Friday|TEMPORAL]], and the procession leaves the church at [[7.30pm|TEMPORAL]]. The Resurrection service begins at [[11pm|TEMPORAL]] on Holy Saturday. Bring a coat: the autumn nights are getting colder.

Koulourakia bake
The Philoptochos ladies will bake in the hall on [[Tuesday 15 April|TEMPORAL]]. All hands welcome, and [[Presvytera Eleni|PERS]] promises to share her mother's recipe at last.

Celebrations
Many happy returns to [[Yiayia Sophia Karalis|PERS]], who turns [[95|NUM]] this month. [[Kyria Sophia|PERS]] was born in [[Kalamata|GEO]] in [[1930|TEMPORAL]] and has sung in our choir since [[1962|TEMPORAL]].

Congratulations to [[Chris and Anna Vlahos|PERS]] on the baptism of their daughter [[Theodora|PERS]] on [[Sunday 27 April|TEMPORAL]].

Greek school resumes after the holidays. The parish is collecting for the [[Salvation Army|ORGANIZATION]] food bank: tins and pasta in the box by the candle stand.

With love in the Risen Lord,
[[Fr Nikolaos Papadakis|PERS]]""",

# 12 social-media thread with handles and hashtags (Portland, Oregon)
"""[[@rosecity_rides|DETAIL]] · [[Aug 9|TEMPORAL]]
AQI in [[St. Johns|GEO]] is over 180 this morning and the sky is orange. Skipping the group ride. Stay inside, people. [[#pdxsmoke|DETAIL]]

[[@marisela_bakes|DETAIL]] · [[Aug 9|TEMPORAL]]
Same in [[Lents|GEO]]. My [[abuela|DETAIL]] has [[COPD|DETAIL]] and our window unit is not keeping up. Does anyone know if the libraries are open as cooling and clean air spaces this weekend?

[[@pdx_neighbor_nurse|DETAIL]] · [[Aug 9|TEMPORAL]]
Replying to [[@marisela_bakes|DETAIL]]
[[Multnomah County|ORGANIZATION]] opened clean air shelters [[last night|TEMPORAL]]. The one at the [[Gregory Heights Library|ORGANIZATION]] is open until [[9pm|TEMPORAL]] and has N95s at the desk. If she gets short of breath, don't wait, call 911.

[[@marisela_bakes|DETAIL]] · [[Aug 9|TEMPORAL]]
Thank you!! My brother [[Tomás|PERS]] is driving her over now. She is complaining the whole way, which is a good sign.

[[@rosecity_rides|DETAIL]] · [[Aug 10|TEMPORAL]]
Update: AQI down to 95. Hope your abuela is doing ok. [[#pdxsmoke|DETAIL]] #airquality""",
]

SV = [
# 1 regional nyhetsartikel om en protest (Lycksele, januari)
"""Hundratals protesterade mot nattstängd akut

[[SVT Västerbotten|ORGANIZATION]] · [[Publicerad 20 januari 2025 kl. 18.04|TEMPORAL]]

Trots 27 minusgrader och snö i luften samlades [[flera hundra|NUM]] personer på torget i [[Lycksele|GEO]] [[i lördags|TEMPORAL]] för att protestera mot [[Region Västerbottens|ORGANIZATION]] beslut att stänga akutmottagningen på [[Lycksele lasarett|ORGANIZATION]] nattetid från [[den 1 mars|TEMPORAL]].

– Det är tretton mil till [[Umeå|GEO]]. En vinternatt på halkiga vägar kan det ta över två timmar, sa [[undersköterskan Sanna Lidström|PERS]], [[44|NUM]], som har arbetat på lasarettet i [[tjugo år|TEMPORAL]].

Protesten organiserades av [[Per-Olof Grahn|PERS]], [[pensionerad lastbilschaufför|DETAIL]] från [[Storuman|GEO]], via en [[Facebook|ORGANIZATION]]grupp som på [[en vecka|TEMPORAL]] fick över 6 000 medlemmar. [[Grahns|PERS]] fru fick en stroke förra vintern.

– Hade akuten varit stängd den natten hade hon inte levt i dag, sa han.

Deltagarna bar plakat med texten [[”Rädda akuten – vi bor också här!”|DETAIL]].

[[Regionrådet Anna-Karin Wiklund|PERS]] säger att beslutet beror på brist på läkare och att ambulanserna ska förstärkas. [[Wiklund|PERS]] ska möta protestgruppen på [[torsdag|TEMPORAL]].""",

# 2 pressmeddelande från ett universitet (Östersund)
"""Pressmeddelande från [[Mittuniversitetet|ORGANIZATION]] · [[2025-02-11|TEMPORAL]]

Snösäsongen i fjällen har krympt – skidorterna får längre köer

Säsongen med säker snö i [[Åre|GEO]] och [[Vemdalen|GEO]] har blivit nästan [[tre veckor|TEMPORAL]] kortare sedan [[1990-talet|TEMPORAL]]. Det visar en ny studie från [[institutionen för ekonomi, geografi, juridik och turism|ORGANIZATION]].

Forskarna har jämfört snödata med bokningar från elva skidanläggningar. När säsongen blir kortare trängs gästerna under sportloven och påsken.

– Fjällföretagen blir allt mer beroende av några få veckor, och ett dåligt snöår kan slå ut en hel by, säger [[docent Leila Hamidi|PERS]], som leder projektet. [[Hamidi|PERS]] är [[kulturgeograf|DETAIL]] och kom till [[Östersund|GEO]] från [[Teheran|GEO]] [[2009|TEMPORAL]].

Doktoranden [[Jonas Åhrén|PERS]], själv uppvuxen i en skidlärarfamilj i [[Tänndalen|GEO]], har intervjuat 60 säsongsanställda om hur de klarar sig när snön dröjer. [[Åhréns|PERS]] avhandling läggs fram i höst.

Studien [[”Kortare vintrar, längre köer”|DETAIL]] har finansierats av [[Formas|ORGANIZATION]] med [[4,2 miljoner kronor|NUM]].

Kontakt: [[Leila Hamidi|PERS]], [[070-174 06 41|DETAIL]], [[leila.hamidi@miun.example|DETAIL]]""",

# 3 blogginlägg av en aktivist (Jokkmokk, Sápmi)
"""[[Várri|DETAIL]] – en blogg om land, vatten och renar

Vi flyttar inte på oss
Skrivet [[tisdag 8 april 2025|TEMPORAL]] av [[Elle-Máret Partapuoli|PERS]]

I dag är det [[tolfte dagen|TEMPORAL]] vi står vid skogsbilvägen väster om [[Jokkmokk|GEO]]. Snön bär fortfarande på morgnarna, men skaren blir mjuk framåt lunch och maskinerna från [[NordVind Energi AB|ORGANIZATION]] har inte kommit längre än till bommen.

Bolaget vill resa [[62|NUM]] vindkraftverk mitt i vårbetet för [[Sirges sameby|ORGANIZATION]]. Om [[fem veckor|TEMPORAL]] börjar kalvningen. Min [[bror Niila|PERS]] är [[renskötare|DETAIL]] som pappa och farfar, och han har räknat: med vägar och kraftledningar försvinner nästan en tredjedel av vårbetet.

Min [[áhkku|DETAIL]] [[Ristin|PERS]] är [[86|NUM]]. Hon satt här med oss i går, i renskinnspälsen, och sjöng en jojk för berget på [[nordsamiska|DETAIL]]. En polis frågade om hon behövde hjälp att komma hem. ”Jag är hemma”, sa hon.

[[Länsstyrelsen i Norrbotten|ORGANIZATION]] ska pröva tillståndet efter sommaren. Till dess står vi kvar.

[[”Mii eat vuovdde min eatnamiid”|DETAIL]] – vi säljer inte vårt land.

Dela gärna med [[#Sirgesvárri|DETAIL]] och följ oss på [[Instagram|ORGANIZATION]].

/[[Elle-Máret|PERS]]""",

# 4 produktrecension på en konsumentsajt (Motala)
"""Omdöme på [[Prisjakt|ORGANIZATION]] · 2 av 5 stjärnor

Tyst och snygg, men klarar inte en vanlig villatomt
[[Birgitta Sandell|PERS]], [[Motala|GEO]] · [[19 augusti 2025|TEMPORAL]]

Köpte robotgräsklipparen [[Gräsrobot Vega 600|DETAIL]] i [[slutet av april|TEMPORAL]] på [[Clas Ohlson|ORGANIZATION]] i [[Linköping|GEO]] för [[5 990 kr|NUM]]. Den första månaden gick allt bra. Den är tyst, jag hör den knappt från altanen, och gräsmattan såg ut som en golfbana till [[midsommar|TEMPORAL]].

Sedan började problemen. Den fastnar i rabattkanten vid syrenbersån flera gånger i veckan, och appen tappar kontakten med den så fort den rundar garaget. Mitt [[barnbarn Elias|PERS]], [[12|NUM]], har försökt flytta begränsningskabeln två gånger utan att det hjälpt.

Värst var när den en kväll i [[juli|TEMPORAL]] körde på en igelkott. Den klarade sig, men nu kör jag bara roboten på dagtid.

Kundtjänsten svarade snabbt och var trevlig, det ska de ha. Men för nästan sextusen kronor förväntar man sig mer av en maskin som säger sig klara 600 kvadratmeter och backar.

Jag är [[71 år|NUM]] och ingen tekniker, men det här borde inte vara så krångligt.

Svar från säljaren: Hej [[Birgitta|PERS]]! Tack för ditt omdöme. Kontakta oss på [[kundtjanst@vegarobot.example|DETAIL]] så hjälper vi dig att få roboten att fungera.""",

# 5 insändare (Uppsala, januari)
"""INSÄNDARE · [[Upsala Nya Tidning|ORGANIZATION]]

Skotta trottoarerna innan fler av oss bryter benen

Jag är [[79 år|NUM]] och har bott i [[Svartbäcken|GEO]] sedan [[1971|TEMPORAL]]. [[I tisdags|TEMPORAL]] skulle jag gå till apoteket på [[Kungsgatan|GEO]]. Det hade snöat hela natten och ingen hade plogat gångbanan. Jag kom knappt hundra meter innan rollatorn fastnade i en isvall och jag föll.

Resultatet blev en [[höftfraktur|DETAIL]] och [[fem dagar|TEMPORAL]] på [[Akademiska sjukhuset|ORGANIZATION]]. Personalen där var underbar, men på min sal låg ytterligare två kvinnor som hade halkat samma vecka.

[[Uppsala kommun|ORGANIZATION]] säger att gator och cykelbanor prioriteras först. Jag förstår att bilarna och cyklarna måste fram. Men vi som går med rollator, käpp eller barnvagn är också trafikanter, och för oss är en ohalkbekämpad trottoar ett stängt hus.

Min [[dotter Helena|PERS]] har ringt [[Uppsala kommuns|ORGANIZATION]] felanmälan [[tre gånger|NUM]] den här veckan. Hon fick höra att vår gata ligger i ”prioriteringsklass 3”. Vad betyder det för den som inte kan gå ut på [[en vecka|TEMPORAL]]?

Jag vill bara kunna gå till apoteket själv i [[februari|TEMPORAL]].

[[Rut Johansson|PERS]], [[pensionerad barnmorska|DETAIL]], Svartbäcken""",

# 6 fackets medlemsblad (Hallstahammar)
"""KLUBBNYTT · [[IF Metall|ORGANIZATION]]-klubben på [[Hallstahammars Gjuteri AB|ORGANIZATION]] · [[Oktober 2025|TEMPORAL]]

Varsel om 37 tjänster
Som de flesta redan vet lade företaget [[i förra veckan|TEMPORAL]] ett varsel om [[37|NUM]] tjänster, främst på kärnmakeriet och i putsen. Förhandlingarna enligt [[MBL|DETAIL]] har börjat. Klubbens linje är att inga uppsägningar ska ske förrän alla möjligheter till omplacering, pension och frivilliga avgångar har prövats.

– Vi har varit med om det här förut, [[2009|TEMPORAL]], och då kom nästan alla tillbaka inom [[två år|TEMPORAL]], säger [[klubbordförande Tomasz Wiśniewski|PERS]].

Den som blir uppsagd kan få stöd från [[Trygghetsfonden TSL|ORGANIZATION]]. Prata med oss innan du skriver på något.

Nytt huvudskyddsombud
Vi välkomnar [[Aila Heikkinen|PERS]] från gjuteriets formavdelning som nytt huvudskyddsombud. [[Aila|PERS]] har jobbat vid formmaskinerna i [[femton år|TEMPORAL]] och vet var skorna klämmer.

Tack, [[Roger|PERS]]!
Efter [[42 år|TEMPORAL]] vid ugnarna går [[Roger Hedlund|PERS]] i pension. [[Roger|PERS]] fyller [[65|NUM]] i december och har varit med i klubbstyrelsen sedan [[1994|TEMPORAL]].

Medlemsmöte [[torsdag 23 oktober kl. 15.30|TEMPORAL]] i matsalen. Fika bjuder klubben på.

Frågor? Ring [[Tomasz|PERS]] på [[070-174 06 57|DETAIL]].""",

# 7 NGO-rapport från fältet (Cusco, Peru)
"""Fältrapport från [[Ccatcca|GEO]], [[Peru|GEO]]
[[Föreningen Agua Viva Sverige|ORGANIZATION]] · [[juli 2025|TEMPORAL]]

Det är torrtid och vinter på högslätten. Sedan [[mitten av juni|TEMPORAL]] har det varit frost nästan varje natt, ner mot femton minusgrader på 4 000 meters höjd, och flera familjer har förlorat unga alpackor i kylan.

Vi besökte [[fyra|NUM]] byar i distriktet tillsammans med vår peruanska partnerorganisation [[Asociación Yaku Kawsay|ORGANIZATION]]. I byn [[Hatun Rumi|GEO]] har byarådet byggt skyddade fållor och ett litet växthus med stöd från projektet. [[Hilario Huamán Quispe|PERS]], [[67|NUM]], [[alpackaherde|DETAIL]] och byns ålderman, visade oss runt.

– Förr kom frosten i juli, nu kan den komma redan i april, sa [[Huamán|PERS]] på [[quechua|DETAIL]].

Kvinnogruppen leds av [[Ruth Mamani|PERS]], som säljer vävda filtar på marknaden i [[Cusco|GEO]]. Förra året tjänade gruppen [[2 300 soles|NUM]] tillsammans, pengar som gick till skolskor och veterinärvård.

[[Municipalidad Distrital de Ccatcca|ORGANIZATION]] har lovat att bidra till fler fållor [[nästa år|TEMPORAL]].

Rapporten skrevs av [[projektledaren Karin Aldén|PERS]]. Frågor: [[karin.alden@aguaviva.example|DETAIL]]""",

# 8 idrottsförenings rapport (damernas bandy, Hälsingland)
"""[[Ljusnans BK|ORGANIZATION]] damer – matchrapport

[[Ljusnan|ORGANIZATION]]–[[Sörby IF|ORGANIZATION]] 4–2, [[lördagen den 25 januari|TEMPORAL]]

Arton minusgrader, blank natur-is och [[230|NUM]] åskådare på [[Kyrkbyvallen|GEO]]. Bättre bandyväder än så blir det inte i [[Hälsingland|GEO]].

Gästerna tog ledningen redan efter [[fyra minuter|TEMPORAL]], men [[lagkaptenen Ida Olofsson|PERS]] kvitterade på hörna strax därefter. [[Olofssons|PERS]] skott från vänsterkanten gick in via stolpen, och sedan var vi med i matchen.

Vårt finska nyförvärv [[Henna Mäkelä|PERS]] från [[Uleåborg|GEO]] gjorde 2–1 före paus och slog passningen till 3–1. Efter matchen fick hon frågan om kylan. – Det här är ingenting, hemma var det minus trettio i julas, sa [[Henna|PERS]].

Matchens stora glädje var ändå [[15-åriga|NUM]] [[Saga Nyström|PERS]], som gjorde sin [[första|NUM]] match i A-laget och slog in 4–2 med [[sju minuter|TEMPORAL]] kvar. Hennes [[mormor|DETAIL]] spelade själv i föreningen på [[1970-talet|TEMPORAL]] och stod vid sargen med termosen.

– Vi har en ung trupp som växer för varje match, säger [[tränaren Leif Hedin|PERS]].

Nästa hemmamatch: [[söndag 2 februari kl. 13.00|TEMPORAL]] mot [[Edsbyns IF|ORGANIZATION]]. Korv och kaffe i cafeterian, swisha till klubben.""",

# 9 beskrivning av ett poddavsnitt (Oslo, Norge)
"""[[Grannlandet|DETAIL]] – en podd om att leva och jobba i Norge

Avsnitt 41: Sjuksköterskan som pendlade till [[Oslo|GEO]] och stannade
Publicerat [[torsdag 6 november 2025|TEMPORAL]] · [[48 min|TEMPORAL]]

Den här veckan pratar [[Johan Berglind|PERS]] och [[Fatima Osman|PERS]] med [[Agnieszka Kowalczyk|PERS]], [[sjuksköterska|DETAIL]] på [[Ullevål sykehus|ORGANIZATION]].

[[Agnieszka|PERS]] växte upp i [[Gdańsk|GEO]], utbildade sig i Sverige och började hyrpendla till Oslo [[2016|TEMPORAL]]. Hon fyllde [[37|NUM]] [[i våras|TEMPORAL]] och räknar sig numera som halvt norsk.

Vi pratar om lönen ([[cirka 52 000 norska kronor|NUM]] i månaden före skatt), om att lära sig skilja på ”sykehus” och ”sjukhus” i journalen, och om varför hon till slut köpte lägenhet på [[Grünerløkka|GEO]] tillsammans med [[sambon Øystein|PERS]]. Dessutom: hur det är att ringa hem till Polen varje söndag och förklara vad brunost är.

[[Fatima|PERS]] testar norsk julmat inför december och [[Johan|PERS]] har synpunkter på pinnekjøtt.

Lyssna på [[Spotify|ORGANIZATION]], [[Acast|ORGANIZATION]] eller där du hittar poddar. Tips och frågor till [[hej@grannlandet.example|DETAIL]].""",

# 10 kommunfullmäktiges beslut (Övertorneå)
"""PROTOKOLLSUTDRAG
[[Kommunfullmäktige i Övertorneå kommun|ORGANIZATION]]
Sammanträdesdatum: [[tisdag 18 mars 2025|TEMPORAL]]

§ 47 Bidrag till renovering av bystugan i [[Juoksengi|GEO]]
Dnr [[KS 2025/118|DETAIL]]

Ärendet
[[Juoksengi byaförening|ORGANIZATION]] har ansökt om bidrag till nytt tak, ny värmepump och tillgänglighetsanpassning av bystugan, som används av cirka [[140|NUM]] boende, av ungdomsverksamheten och för undervisning i [[meänkieli|DETAIL]].

Kommunstyrelsen föreslår att föreningen beviljas [[350 000 kronor|NUM]] ur landsbygdsfonden.

Yrkanden
[[Heikki Vaara|PERS]] ([[C|ORGANIZATION]]) yrkar bifall till kommunstyrelsens förslag. [[Marja Keinänen|PERS]] ([[M|ORGANIZATION]]) yrkar att bidraget sänks till 250 000 kronor.

Ordförande [[Kerstin Alatalo|PERS]] ställer förslagen mot varandra och finner att fullmäktige bifaller kommunstyrelsens förslag.

Beslut
Kommunfullmäktige beviljar [[Juoksengi byaförening|ORGANIZATION]] 350 000 kronor. Arbetet ska vara klart senast [[den 31 oktober 2025|TEMPORAL]].

Jäv
[[Keinänen|PERS]] frågar om [[Vaara|PERS]] är jävig, eftersom hans [[svåger|DETAIL]] sitter i föreningens styrelse. Ordföranden konstaterar att ärendet inte rör [[Vaara|PERS]] personligen och att jäv inte föreligger.

Justerat [[2025-03-21|TEMPORAL]]. Beslutet kan överklagas till [[Förvaltningsrätten i Luleå|ORGANIZATION]] inom [[tre veckor|TEMPORAL]] från det att protokollet anslogs.""",

# 11 församlingsblad (Pargas, Finland)
"""[[Pargas svenska församling|ORGANIZATION]] · Församlingsbladet [[december 2025|TEMPORAL]]

Kära församlingsbor!

Mörkret ligger tätt över skärgården nu, men i kyrkan tänder vi ljusen. Välkomna till adventstiden!

Lucia
Årets lucia i [[Pargas|GEO]] är [[Emma Grönroos|PERS]], [[17|NUM]], som går andra året på [[Pargas svenska gymnasium|ORGANIZATION]]. [[Emma|PERS]] och hennes tärnor kröns i kyrkan [[lördag 13 december kl. 18|TEMPORAL]] och besöker därefter servicehuset.

Julens gudstjänster
Julbön på [[julafton kl. 15|TEMPORAL]] i kyrkan och kl. 17 i [[Nagu|GEO]]. Julotta på [[juldagen kl. 7|TEMPORAL]], tvåspråkig, på svenska och finska.

Insamling
Adventsinsamlingen till [[Finska Missionssällskapet|ORGANIZATION]] gav [[1 240 euro|NUM]]. Ett stort tack till alla som bakade till basaren!

Döpta
[[Alva Lindholm|PERS]], dotter till [[Jonna och Mikko Lindholm|PERS]].

Avlidna
[[Elsa Sjöblom|PERS]], [[91 år|NUM]], från [[Korpo|GEO]]. [[Elsa|PERS]] var [[kantor|DETAIL]] i församlingen i [[över trettio år|TEMPORAL]] och många minns hennes orgelspel.

Frid och välsignelse,
[[kyrkoherde Mikael Sundqvist|PERS]]""",

# 12 tråd på sociala medier (Norrlandståget, februari)
"""[[@norrlandspendlarn|DETAIL]] · [[tis 11 feb 06.48|TEMPORAL]]
Står på perrongen i [[Sundsvall|GEO]], minus 22. Tåget till [[Stockholm|GEO]] inställt igen, tredje gången den här veckan. Hur ska man kunna ha ett jobb? [[#tågkaos|DETAIL]] [[#Ostkustbanan|DETAIL]]

[[@SJ_AB|DETAIL]] · [[tis 11 feb 07.02|TEMPORAL]]
Hej! Vi beklagar verkligen. Det är ett rälsbrott vid [[Hudiksvall|GEO]] pga kylan och [[Trafikverket|ORGANIZATION]] arbetar på plats. Ersättningsbussar går från stationen kl. 07.30. /[[Linnea|PERS]]

[[@ayaan_warsame|DETAIL]] · [[tis 11 feb 07.15|TEMPORAL]]
Rälsbrott igen? Tredje i vinter 😅 Sitter på bussen nu. Vår [[tågvärd Mats|PERS]] från igår delar ut kaffe fast han inte ens jobbar idag, den mannen är en hjälte.

[[@norrlandspendlarn|DETAIL]] · [[tis 11 feb 07.21|TEMPORAL]]
Haha, hälsa [[Mats|PERS]]! Vi ses i [[Gävle|GEO]] om tre timmar typ.

[[@ayaan_warsame|DETAIL]] · [[tis 11 feb 10.40|TEMPORAL]]
Framme äntligen, nästan fyra timmar försenad till jobbet. Chefen tog det med ro, som tur är. Skickar ersättningsansökan till [[SJ|ORGANIZATION]] ikväll. [[#tågkaos|DETAIL]]""",
]

# Capitalised words that may sit inside a PERS span without being a name of their own.
NOT_NAMES = frozenset({
    "Mr", "Dr", "Cllr", "Councillor", "Professor", "PhD", "Fr", "Presvytera",
    "Yiayia", "Kyria", "Programme", "Officer", "Regionrådet", "PÁDRAIG",
})

SCHEME = Scheme(
    prefix="heldout3",
    labels=("PERS", "GEO", "ORGANIZATION", "TEMPORAL", "NUM", "DETAIL"),
    person="PERS",
    words=(130, 200),
    spans=(15, 22),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
