#!/usr/bin/env python3
"""Build and check the fifth pair of held-out corpora (heldout5_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0). All private
people, handles, e-mail addresses, phone numbers, case numbers and amounts are invented.
Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand.

    python3 bench/corpora/build_heldout5.py          # write both files, then check them
    python3 bench/corpora/build_heldout5.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, main

EN = [
# 1 complaint letter to the city council (Swansea, Wales)
"""[[27 Rhyddings Terrace, Brynmill, Swansea SA2 0ET|spot]]
[[Monday 3 March 2025|moment]]

Customer Services, [[Swansea Council|entity]], [[Civic Centre, Oystermouth Road|spot]]
Your reference: [[CRM-2025-048817|reference]]

Dear Sir or Madam,

I am writing for the third time about the blocked drain outside my house. Since [[the January storms|moment]] the gully on the corner of [[Rhyddings Terrace|spot]] has not cleared, and every heavy shower sends a brown stream across the pavement and up to my front step. I am [[78|measure]], I have [[COPD|marker]] and I use a walking frame. Last [[Thursday|moment]] I could not get to the bus stop for my appointment at [[Singleton Hospital|entity]] because the water was over my ankles. Even my cat, [[Bara Brith|misc]], refuses to go out.

My neighbour, Mr [[Dafydd Ellis-Rees|actor]], reported it online on [[10 January|moment]] and was told an inspector would call within [[ten working days|moment]]. Nobody came. I then telephoned, and a polite young man called [[Owain|actor]] promised to send a crew out. None has appeared.

I have also written to [[Councillor Rhian Bevan|actor]], who has not replied. As a [[retired infant teacher|marker]] I know how stretched everyone is, but a drain should not take [[two months|moment]].

Please ring me on [[07700 900412|channel]] or e-mail [[gwen.pritchard@example.com|channel]].

Yours faithfully,
[[Gwenllian Pritchard|actor]] (Mrs)""",

# 2 witness statement to police (Limerick, Ireland)
"""[[AN GARDA SÍOCHÁNA|entity]]: WITNESS STATEMENT
Station: [[Henry Street Garda Station|entity]], [[Limerick|spot]]
PULSE incident no.: [[19846352|reference]]
Statement of: [[Ciarán Ó Donnabháin|actor]], date of birth [[12/06/1987|moment]]
Occupation: [[bus driver|marker]], [[Bus Éireann|entity]]
Taken by: [[Garda Aoife Keating|actor]], [[Saturday 15 February 2025|moment]]

I am [[37 years|measure]] of age and I live in [[Castletroy|spot]]. On the evening of [[Friday 14 February|moment]] I finished my shift at the bus station and walked up [[O'Connell Street|spot]] to meet my partner for a Valentine's dinner. At about [[21:40|moment]], near the bank machines, I saw a man on a black e-bike mount the footpath and pull a handbag from a woman using the machine. She fell against the wall. I now know her name is [[Máire Hanrahan|actor]].

The man was about [[25|measure]], thin, fairly tall, in a grey tracksuit with the hood up and a white face mask. He cycled off towards [[Arthur's Quay|spot]]. I stayed with [[Ms Hanrahan|actor]] until the ambulance came. She told me there was about [[€60|measure]] in the bag, along with her phone.

A silver hatchback parked at the kerb, registration [[241-L-3817|reference]], flashed its lights at him as he passed. I cannot say whether the driver knew him.

I have read this statement and it is true.
Signed: [[C. Ó Donnabháin|actor]]""",

# 3 CV / professional profile (Cebu, Philippines)
"""[[MARIA LUISA "MALOU" VILLANUEVA-TAN|actor]]
[[Registered Nurse|marker]] · [[Lahug, Cebu City 6000|spot]] · [[malou.vtan@example.com|channel]]
Profile updated [[January 2025|moment]]

PROFILE
[[Filipino|marker]] registered nurse, [[30|measure]], with [[eight years|moment]] on medical and critical-care wards. Speaks [[Cebuano, Tagalog and English|marker]]. Calm in emergencies, patient with families, and the colleague the new graduates are sent to when a cardiac monitor starts alarming in the middle of a night shift.

EXPERIENCE
Staff Nurse, Intensive Care Unit, [[Vicente Sotto Memorial Medical Center|entity]], [[Cebu City|spot]], [[June 2019|moment]] to present. Six-bed medical ICU; charge nurse on night duty; has precepted [[14|measure]] newly licensed nurses.
Staff Nurse, Medical Ward, [[Chong Hua Hospital Mandaue|entity]], [[2016–2019|moment]].

EDUCATION AND LICENCE
[[BS Nursing|marker]], [[Cebu Normal University|entity]]. PRC licence no. [[0612457|reference]]. BLS and ACLS certified.

REFERENCES
[[Cristina Dela Peña-Abellana|actor]], [[Chief Nurse|marker]], and [[Dr Ramon Uy|actor]], intensivist, both on request.

Preferred name: [[Malou|actor]].""",

# 4 minutes of a parish council (Hobart, Tasmania)
"""[[St John's Anglican Church|entity]], [[New Town|spot]]
Minutes of the Parish Council meeting held on [[Tuesday 18 March 2025|moment]] at [[7.30 pm|moment]] in the parish hall

Present: [[the Rev. Canon Helen Marsh|actor]] (chair), [[Aunty Lorraine Mundy|actor]], [[Graham and Pip Toohey|actor]], [[Dr Anil Fernando|actor]] (treasurer), [[Sue Hallett|actor]] (secretary).

1. Opening. [[Aunty Lorraine|actor]], a [[palawa|marker]] elder, gave an Acknowledgement of Country, and [[Canon Marsh|actor]] opened with prayer.

2. Treasurer's report. [[Dr Fernando|actor]] reported [[$4,820|measure]] in the fabric fund. Plate giving is slightly down; the op shop is doing well.

3. Roof. Two quotes were received for the north-side gutters; council accepted the quote of [[Derwent Valley Roofing|entity]] for [[$18,500|measure]], subject to approval by the [[Anglican Diocese of Tasmania|entity]]. The work should be finished before the heavy rains set in.

4. Easter. Dawn service on [[Easter Sunday, 20 April|moment]] on the church lawn, followed by a shared breakfast. [[Pip|actor]] will organise the hot cross buns; the secretary will check the forecast, as it will be cold at that hour in [[autumn|moment]].

5. General business. A request to use the hall for a weekly playgroup was welcomed in principle. The next issue of [[The New Town Bell|misc]] will carry the new cleaning roster.

Next meeting: [[Tuesday 15 April 2025|moment]]. The meeting closed with the grace.""",

# 5 local news item about a road accident (Rotorua, New Zealand)
"""Teen driver seriously hurt as car rolls on icy highway

[[Rotorua Daily Post|entity]] · [[Monday 7 July 2025|moment]]

A [[19-year-old|measure]] [[Rotorua|spot]] woman is in a serious but stable condition in [[Rotorua Hospital|entity]] after her car slid off an icy [[State Highway 33|spot]] and rolled down a bank near [[Ōkere Falls|spot]] late on [[Sunday|moment]].

Police said the crash happened at about [[11.15pm|moment]], when the temperature had dropped to minus two. The driver, [[Mereana Rangihuna|actor]], was alone in her [[Mazda Demio|misc]].

A passing truck driver, [[Joe Te Kani|actor]], stopped and called 111. "She was talking to me the whole time, which was the main thing," [[Mr Te Kani|actor]] said. Firefighters from [[Fire and Emergency New Zealand|entity]] had to cut her free.

[[Senior Sergeant Hemi Walker|actor]] urged drivers to slow down on the lakes roads over [[winter|moment]], saying black ice on that stretch had already caused several crashes.

[[Ms Rangihuna's|actor]] [[uncle|marker]], [[Tamati Rangihuna|actor]], said the whānau was grateful to everyone who stopped. "[[Mere|actor]]'s a [[kōhanga reo teacher|marker]], so half of Rotorua knows her. The kids are already making her cards."

The highway was closed while the car was recovered.""",

# 6 restaurant review on a review site (Hong Kong)
"""★★★★☆ "Proper old-school dim sum, if you can get a table"
Reviewed by [[WingSzeW|actor]] on [[Tripadvisor|entity]] · Visited [[January 2025|moment]] · [[Sham Shui Po|spot]], [[Hong Kong|spot]]

We came to [[Lung Fung Tea House|entity]] on [[Chinese New Year's Eve|moment]] with my parents and my [[Hakka|marker]] [[mother-in-law|marker]], Mrs [[Lam|actor]], who at [[84|measure]] is the harshest dim sum critic I know. We queued [[forty minutes|moment]] outside [[Shop 3, 128 Fuk Wing Street|spot]] in a cold drizzle, which is part of the ritual.

The har gow had thin, springy skins and the lotus-leaf rice was excellent. The only miss was the egg tart, clearly reheated. Our server, a brisk older lady everyone calls [[Auntie Fong|actor]], shouted our order across the room in [[Cantonese|marker]] and still got every dish right. When my son knocked over his tea she brought him a [[Hello Kitty|misc]] cup and refused to charge for it.

The bill for the six of us was [[HK$1,148|measure]] including tea and the service charge, which is fair for the area. Cash and Octopus only.

Tip: it is a short walk from [[Sham Shui Po MTR station|spot]], exit A2. Book on [[https://lungfung.example/booking|channel]] or arrive before [[8am|moment]].

Response from the owner: Thank you, [[Ms Wong|actor]]! Happy New Year to your family. – [[Kenny Leung|actor]], manager""",

# 7 school counsellor case note (Milwaukee, Wisconsin)
"""[[Bay View High School|entity]], [[Milwaukee|spot]] – Student Services
CASE NOTE (confidential)

Student: [[Pa Nhia Vang|actor]]   Student ID: [[8841207|reference]]   Grade 11, age [[16|measure]]
Date: [[Tuesday, 11/12/2024|moment]]
Counselor: [[Deborah Kowalczyk|actor]], [[school counselor|marker]]

Reason for contact: referred by [[Mr. Thao|actor]] ([[chemistry teacher|marker]]) after [[Pa Nhia|actor]] left class in tears twice. She has missed several first periods since [[October|moment]].

Summary: Student reports trouble sleeping and "a tight chest" before school. She is the eldest of [[seven|measure]] children and gets her siblings ready in the mornings while her mother works early shifts at a meat-packing plant. Her father died in [[2021|moment]]. She was diagnosed with [[generalized anxiety disorder|marker]] by her pediatrician and prescribed [[sertraline|marker]], which she says she stopped taking because it "made me feel flat."

Plan: (1) Meeting with mother, [[Mai Yer Lee|actor]], with a [[Hmong|marker]]-speaking interpreter, before [[Thanksgiving|moment]]. (2) Encourage student to talk to her doctor before stopping any medication. (3) Referral to the youth program at the [[Hmong American Friendship Association|entity]]. Mother prefers phone calls: [[(414) 555-0172|channel]].

[[D.K.|actor]]""",

# 8 retirement speech (Kumasi, Ghana)
"""Valedictory dinner, [[Friday 22 August 2025|moment]]

Good evening, colleagues, family and friends, and our guest of honour.

I have been asked to say a few words about [[Professor Akosua Boatemaa Owusu-Ansah|actor]], and I was warned to keep it short. That is impossible, but I will try.

[[Prof. Owusu-Ansah|actor]] walked into the [[Faculty of Pharmacy and Pharmaceutical Sciences|entity]] in [[September 1991|moment]] as a [[26-year-old|measure]] [[assistant lecturer|marker]] with one suitcase and a borrowed typewriter. [[Thirty-four years|moment]] later she leaves us as [[Professor of Pharmacognosy|marker]], having supervised [[41|measure]] doctoral students and won the university's [[Best Teacher Award|misc]] twice.

Many of you know her simply as [[Auntie Akos|actor]]. The name started in the hostels at [[Ayeduase|spot]], on the edge of [[Kumasi|spot]], where she fed half of her students on Sunday evenings, and it followed her all the way to the [[Ghana Academy of Arts and Sciences|entity]].

Her work with the herbalists of [[Ejisu|spot]] on the medicinal plants of [[Ashanti|spot]] changed how this country regulates herbal medicine, without ever raising her voice.

To her husband, [[Nana Kwabena Ansah|actor]], and to their three children: thank you for lending her to [[KNUST|entity]] for so long. We return her now, slightly tired.

[[Auntie|actor]], on [[Sunday|moment]] you turn [[60|measure]]. Akwaaba to the next chapter. Please raise your glasses.""",

# 9 farming news column (Saskatchewan, Canada)
"""FIELD NOTES · [[Saskatoon StarPhoenix|entity]] · [[October 19, 2024|moment]]
By [[Dale Sawchuk|actor]]

The combines are parked around [[Cudworth|spot]], an hour north-east of [[Saskatoon|spot]], and for once nobody is complaining.

I spent [[Thanksgiving Monday|moment]] on the [[Melnychuk|actor]] place, where [[Olena and Taras Melnychuk|actor]] farm [[2,400 acres|measure]] that his great-grandfather broke with oxen. Their canola came off at [[47 bushels an acre|measure]], the best they can remember.

"And we got it all in before the snow," said [[Taras|actor]], [[61|measure]], leaning on the grain truck, a 1979 Ford the family calls [[Big Orange|misc]].

[[Olena|actor]], a [[Ternopil|spot]]-born [[nurse|marker]] who came over in [[1998|moment]], keeps the books and the weather records. She says the last rain of the season fell on the day the canola was swathed, and not a day later.

Their son [[Andriy|actor]] is home from university for the weekend, which helps when the bins need levelling.

If you want to meet them, come hungry: on [[November 2|moment]] the parish hall at [[St. Volodymyr Ukrainian Catholic Church|entity]] hosts its fall supper, with perogies, cabbage rolls and the best poppy-seed roll in the province. Tickets are [[$25|measure]]; call [[306-555-0148|channel]].""",

# 10 family group chat (Mombasa, Kenya)
"""Group: Nyumbani 🏠

[[13/03/2025, 17:52|moment]] - [[Mama Zawadi|actor]]: Salaam everyone. Iftar at ours [[tomorrow|moment]], Baba is making his famous biryani. Bring your appetites and bring ice, the freezer is already full of fish from the market.
[[13/03/2025, 17:58|moment]] - [[Salim|actor]]: Inshallah. Long shift at the port with [[KPA|entity]], I will come straight from work. Traffic on [[Nyali Bridge|spot]] is terrible these days so don't wait for me 🙄
[[13/03/2025, 18:06|moment]] - [[Zawadi|actor]]: Wish I was there 😭 Exams at [[JKUAT|entity]] until [[the 28th|moment]], then I take the night bus on [[Saturday 29th|moment]]. Home for [[Eid|moment]], I promise!!
[[13/03/2025, 18:11|moment]] - [[Mama Zawadi|actor]]: Did the [[KSh 3,500|measure]] reach you for the ticket? Buy it now before the holiday prices. And greet your roommate [[Wanjiru|actor]] for me, tell her she is welcome here any time.
[[13/03/2025, 18:24|moment]] - [[Salim|actor]]: Also reminder, [[Bibi|marker]] has her sugar check at [[Coast General|entity]] on [[Monday|moment]]. Who is taking her? I can only manage after my shift because of the roster.""",

# 11 workplace injury report (Shetland, Scotland)
"""INCIDENT AND INJURY REPORT (reportable under RIDDOR)
Employer: [[Voe Marine Services Ltd|entity]], [[Brae, Shetland ZE2 9QJ|spot]]
Reported to the [[HSE|entity]], notification no. [[INC-2501-88317|reference]]

Injured person: [[Magnus Jamieson|actor]], aged [[44|measure]], [[workboat skipper|marker]]
National Insurance no.: [[QQ 12 34 56 C|reference]]
Date and time: [[Wednesday 22 January 2025|moment]], [[15:35|moment]], in failing light
Location: pen 6, [[Olna Firth|spot]] salmon site

What happened: [[Mr Jamieson|actor]] and [[deckhand|marker]] [[Callum Nicolson|actor]] were replacing a chafed mooring line from the workboat [[Sula Bright|misc]] in a south-westerly [[force 7|measure]]. As the crane took the weight, the boat dropped in the swell and his left hand was trapped between the hook block and the gunwale. He was wearing gloves but not the impact-resistant type the company now issues.

First aid was given on board by [[Callum|actor]]. He was taken ashore and by ambulance to the [[Gilbert Bain Hospital|entity]] in [[Lerwick|spot]], where fractures to two fingers were confirmed. He is expected to be off work for [[at least six weeks|moment]].

Action taken: crane lifts from workboats suspended above force 5 until the procedure is reviewed.

Report completed by [[Ewan Tulloch|actor]], site manager. Tel. [[07700 900318|channel]]""",

# 12 podcast interview transcript excerpt (Minneapolis, Minnesota)
"""[[North Star Kitchen Table|misc]], episode 57, recorded [[October 9, 2025|moment]] (transcript excerpt)

[00:02:14] [[JENNA|actor]]: My guest today runs the busiest sambusa counter in [[Cedar-Riverside|spot]]. [[Hodan Abdi Warsame|actor]], welcome to the table. Take us back: how did you end up here?

[00:02:31] [[HODAN|actor]]: Thank you, [[Jenna|actor]]. We came from [[Dadaab|spot]], the camp in Kenya, in [[January 1998|moment]]. I was [[seven|measure]] and I had never seen snow. My [[hooyo|marker]] cooked for half the building at [[Riverside Plaza|spot]], and she never wrote a single recipe down.

[00:03:05] [[JENNA|actor]]: And you didn't start out as a cook.

[00:03:08] [[HODAN|actor]]: No, I was a [[nurse|marker]] at [[Hennepin Healthcare|entity]]. Night shifts. During the pandemic I was baking before dawn just to stay sane, and my coworkers started paying me for it. In [[2021|moment]] I opened my own counter, [[Hooyo's Kitchen|entity]]. Now I am [[34|measure]], I have a real team, and my mother still says my sambusa need more cumin.

[00:03:44] [[JENNA|actor]]: Where can people find you?

[00:03:47] [[HODAN|actor]]: At the counter, or at [[hooyoskitchen.example|channel]]. Or just follow the smell of cardamom.""",
]

SV = [
# 1 klagomål till kommunen (Örebro)
"""Till: [[Örebro kommun|entity]], [[Tekniska förvaltningen|entity]]
Från: [[Rebwar Hassan|actor]], [[Lappländargatan 12|spot]], [[703 75 Örebro|spot]]
Datum: [[2025-02-04|moment]]
Ärende: Klagomål på snöröjning och gatubelysning i [[Vivalla|spot]]

Hej,

Jag skriver för att gångvägen mellan vårt hus och [[Vivalla centrum|spot]] inte har plogats ordentligt på [[tre veckor|moment]], och för att tre gatlampor längs stigen har varit släckta sedan [[jul|moment]]. Jag anmälde felet till [[Örebro kommuns|entity]] kundtjänst redan den [[14 januari|moment]] och fick ärendenummer [[TN 2025/0187|reference]], men ingenting har hänt.

[[Måndagen den 27 januari|moment]] halkade min [[mamma|marker]], [[Gulistan Ahmed|actor]], på isen i mörkret och bröt handleden. Hon är [[72 år|measure]] och fick gipsas på akuten. Nu vågar hon inte gå ut ensam, och eftersom hon bara talar [[kurdiska|marker]] klarar hon inte heller att ringa färdtjänst själv.

Jag arbetar som [[bussförare|marker]] och går till jobbet medan det fortfarande är kolsvart ute. Flera grannar har samma problem, och vår granne [[Lena Sjöberg|actor]] har också skrivit till er.

Jag vill veta när stigen blir sandad och lamporna lagade, och om kommunen tar något ansvar för min mammas skada.

Med vänlig hälsning
[[Rebwar Hassan|actor]]
[[070-174 06 31|channel]]""",

# 2 vittnesberättelse (Norrköping)
"""[[Polismyndigheten, polisregion Öst|entity]]
FÖRHÖR MED VITTNE
Diarienummer: [[5000-K118742-25|reference]]
Hörd: [[Agnieszka Nowak|actor]], [[870412-2848|reference]]
Förhörsledare: [[polisinspektör Mats Edholm|actor]]
Tid och plats: [[fredagen den 13 juni 2025 kl. 14.10|moment]], [[polishuset i Norrköping|spot]]

[[Nowak|actor]] uppger att hon är [[38 år|measure]], född i [[Gdańsk|spot]], och arbetar som [[undersköterska|marker]] på [[Vrinnevisjukhuset|entity]]. Förhöret hålls på svenska; hon avböjer tolk.

Hon berättar att hon på [[torsdagskvällen vid 22.30|moment]] väntade tillsammans med kollegan [[Monika Sandberg|actor]] på spårvagnen vid hållplatsen [[Hörsalsparken|spot]] efter ett kvällspass. En pojke i [[15-årsåldern|measure]] stod och tittade i sin mobil. En man kom gående från centrum, ryckte telefonen ur händerna på pojken och slog honom i ansiktet när han försökte hålla kvar den.

Mannen var enligt [[Nowak|actor]] i [[25-årsåldern|measure]], lång, smal, med mörk keps och en vit jacka med texten "[[Nordic Wolves|misc]]" på ryggen. Han sprang mot [[Resecentrum|spot]]. Hon stannade hos pojken, som hette [[Elias|actor]], tills hans pappa kom.

Hon tror att hon kan känna igen mannen om hon ser honom igen. Hon nås på [[070-174 06 44|channel]].

Uppläst och godkänt.""",

# 3 CV (Linköping)
"""[[NASRIN FARAHANI|actor]]
[[Civilingenjör|marker]] · [[Ryd, Linköping|spot]] · [[070-174 06 58|channel]] · [[nasrin.farahani@example.com|channel]]

PROFIL
Systemingenjör med [[tolv års|moment]] erfarenhet av styrsystem för flygplan. Uppvuxen i [[Teheran|spot]], bosatt i Sverige sedan [[2011|moment]]. Trivs i gränslandet mellan matematik och hårdvara, skriver hellre ett test för mycket än ett för lite och tar gärna de långa testnätterna i simulatorn när en ny programvaruversion ska flygas för första gången. Söker nu en roll där jag får leda ett mindre team.

ERFARENHET
[[2015|moment]]–idag: [[systemingenjör|marker]], sedan [[2021|moment]] teknisk ansvarig för flygstyrlagar i [[Gripen E|misc]]-programmet, [[Saab AB|entity]].
[[2013–2015|moment]]: [[forskningsingenjör|marker]], [[Institutionen för systemteknik vid Linköpings universitet|entity]].

UTBILDNING
Civilingenjörsexamen i elektroteknik från [[Sharif University of Technology|entity]] och teknologie masterexamen i reglerteknik från [[LiU|entity]].

SPRÅK
[[Persiska, svenska och engelska|marker]], alla flytande i tal och skrift. Läser tyska på kvällskurs.

ÖVRIGT
B-körkort. Säkerhetsprövad. Tränar juniorer i [[Linköpings Schacksällskap|entity]] på lördagar.

REFERENSER
[[Henrik Ljungqvist|actor]], min nuvarande chef, och [[professor Leila Moradi|actor]], min tidigare handledare. Kontaktuppgifter lämnas på begäran.""",

# 4 protokoll från kyrkoråd (Östersund)
"""PROTOKOLL fört vid sammanträde med kyrkorådet i [[Östersunds församling|entity]]
Tid: [[tisdagen den 8 april 2025, kl. 18.30|moment]]
Plats: [[Stora kyrkans församlingshem|spot]]

Närvarande: [[Birgitta Ottosson|actor]] (ordförande), [[kyrkoherde Anders Wiklund|actor]], [[Laila Fjellström|actor]], [[Per-Olof Strand|actor]], [[Sara Lindholm|actor]] (sekreterare).

§ 1 Mötets öppnande. Ordföranden hälsade välkommen och [[Wiklund|actor]] inledde med en kort andakt.

§ 2 Ekonomi. [[Strand|actor]] redovisade att kollekterna under [[första kvartalet|moment]] uppgått till [[38 400 kronor|measure]].

§ 3 Samisk gudstjänst. [[Fjellström|actor]], som också sitter i [[Samiska rådet i Svenska kyrkan|entity]], föredrog planerna för en [[sydsamisk|marker]] gudstjänst med jojk och nattvard på [[Kristi himmelsfärds dag|moment]]. Rådet beslutade att bevilja [[15 000 kronor|measure]] till resor för deltagare från [[Tåssåsens sameby|entity]].

§ 4 Fastigheter. Värmesystemet i [[Gamla kyrkan|spot]] har gått sönder igen. Sekreteraren fick i uppdrag att begära in två offerter till nästa möte.

§ 5 Nästa sammanträde hålls [[tisdagen den 13 maj|moment]].

Vid protokollet: [[Sara Lindholm|actor]]
Justeras: [[Birgitta Ottosson|actor]]""",

# 5 lokalnyhet om trafikolycka (Sundsvall)
"""Svår krock i flughalkan söder om stan

[[Sundsvalls Tidning|entity]] · [[torsdag 20 november 2025|moment]]

En [[52-årig|measure]] [[lastbilschaufför|marker]] från [[Lettland|spot]] fördes med ambulans till [[Sundsvalls sjukhus|entity]] efter en frontalkrock på [[E4|spot]] vid [[Njurundabommen|spot]] strax efter [[klockan nio på onsdagskvällen|moment]].

Enligt polisen fick lastbilen sladd i en kurva där vägbanan var isbelagd och gled över i mötande körfält, där den kolliderade med en personbil. Personbilens förare, en [[34-årig|measure]] kvinna från [[Timrå|spot]], klarade sig med lindriga skador.

– Det var flughalt och kraftigt snöfall vid tillfället, säger [[Lars Byström|actor]], [[presstalesperson|marker]] vid [[polisregion Nord|entity]].

Lastbilen, som tillhör ett åkeri i [[Riga|spot]], var lastad med [[28 ton|measure]] flis. E4 var helt avstängd medan lastbilen, en [[Scania R 500|misc]], bärgades.

Chaufförens arbetskamrat [[Edgars Kalniņš|actor]], som kör samma sträcka, säger till tidningen att den skadade, [[Jānis Ozoliņš|actor]], har kört timmer och flis åt olika åkerier i [[elva år|moment]].

– [[Jānis|actor]] är den försiktigaste förare jag känner. Han ringde sin [[fru|marker]] från sjukhuset och skämtade redan, så jag tror att han klarar sig.

Enligt sjukhuset är hans tillstånd allvarligt men stabilt.""",

# 6 hotellrecension på recensionssajt (Reykjavik)
"""★★★★★ ”Som att bo hemma hos en isländsk moster”
Recension av [[resekicki|actor]] på [[Tripadvisor|entity]], skriven [[24 februari 2025|moment]] · Reste som par

Min [[man|marker]] [[Leif|actor]] och jag bodde [[fyra nätter|moment]] på [[Gistihús Fjóla|entity]] på [[Njálsgata 43|spot]] under [[sportlovet|moment]]. Läget är perfekt: nära till [[Hallgrímskirkja|spot]] och till alla kaféer nere på stan.

Värdinnan [[Sigríður Jónsdóttir|actor]], som alla kallar [[Sigga|actor]], tog emot oss med hembakat rågbröd och en termos kaffe fast vi kom först [[vid midnatt|moment]] efter en försening på [[Arlanda|spot]]. Hon har pluggat i [[Uppsala|spot]] och pratar en charmig blandning av svenska och isländska. Redan efter frukost hade hon bokat en norrskenstur åt oss, och vi såg faktiskt norrsken den [[andra kvällen|moment]]!

Huskatten [[Snúður|misc]] sov gärna i vår fönstersmyg. Rummet var litet men rent, sängarna sköna och frukosten med skyr, rökt lax och hennes egen rabarbersylt var resans bästa måltid. Pris: [[24 900 isländska kronor|measure]] per natt inklusive frukost, vilket är billigt för [[Reykjavík|spot]].

Minus: ingen hiss, och trappan är brant för den som har dåliga knän, som [[Leif|actor]]. Och Snúður fäller på täcket.

Förtjänt [[Travellers’ Choice|misc]]-märkning! Svar från värden: Takk fyrir, kära ni! Välkomna tillbaka! /[[Sigga|actor]]""",

# 7 journalanteckning, socialtjänst (Västerås)
"""[[Västerås stad|entity]], individ- och familjeomsorgen, barn och unga
JOURNALANTECKNING
Barn: [[Hamza Mohamed Yusuf|actor]], [[100318-2977|reference]]
Datum: [[2025-10-09|moment]], hembesök
Handläggare: [[socialsekreterare Karin Åberg|actor]]

Närvarande: barnet, modern [[Faadumo Ali Hersi|actor]] och tolk i [[somaliska|marker]] via telefon.

Bakgrund: Orosanmälan från [[Bäckbyskolan|entity]] den [[22 september|moment]] om hög frånvaro, [[38 procent|measure]] sedan skolstarten, och om att pojken setts med äldre ungdomar vid [[Bäckby centrum|spot]] sent på kvällarna.

Samtal: [[Faadumo|actor]] berättar att familjen kom från [[Mogadishu|spot]] [[2017|moment]] och att fadern bor kvar där. Hon städar på kvällarna och är orolig men vet inte hur hon ska nå sin son. [[Hamza|actor]], [[15 år|measure]], säger att skolan är "meningslös" och att han slutat ta sin [[Concerta|marker]], eftersom den gör honom "konstig". Diagnosen [[ADHD|marker]] ställdes av barn- och ungdomspsykiatrin [[2022|moment]]. Han spelar [[Fortnite|misc]] till långt in på nätterna men vill börja spela fotboll igen och nämner en tränare han litar på.

Bedömning: Behov av samordnade insatser mellan skola, vård och socialtjänst. Modern samtycker till att vi kontaktar skolan och vården.

Planering: Nätverksmöte med mentor, elevhälsa och läkare [[vecka 43|moment]]. Ny kontakt med modern efter mötet.

[[K.Å.|actor]]""",

# 8 pensionstal (Umeå)
"""Tal vid [[doktor Tigist Alemus|actor]] avtackning, [[Norrlands universitetssjukhus|entity]], [[fredagen den 26 september 2025|moment]]

Kära [[Tigist|actor]], kära kollegor!

När du kom hit i [[januari 1989|moment]] hade du en läkarexamen från [[Addis Abeba-universitetet|entity]], två resväskor och ingen aning om vad [[minus 30 grader|measure]] innebär. [[Trettiosex år|moment]] senare går du i pension som [[överläkare i barnneurologi|marker]] och [[docent|marker]] vid [[Umeå universitet|entity]], och du fyller [[66|measure]] i [[december|moment]].

Jag, [[Anna-Karin Nordin|actor]], var din första underläkare, och jag var inte ensam: du har lärt en hel generation [[AT-läkare|marker]] att lyssna på föräldrarna innan de tittar på röntgenbilderna. Du har suttit på golvet med barn som inte kunnat prata och fått dem att skratta. Och du har aldrig, inte en enda gång, glömt en sköterskas namn.

Men mest känd är du för ditt kaffe. Varje fredag har du hållit [[etiopisk|marker]] kaffeceremoni i personalrummet, med rostade bönor, popcorn och rökelse, och brandlarmet har bara gått två gånger. Som [[Gunilla Berglund|actor]] på avdelningen sa till mig: ”Det var värt det båda gångerna.”

Till din man [[Dawit Haile|actor]] och era döttrar [[Meron och Selam|actor]]: tack för att ni delat henne med oss. Nu får ni tillbaka henne, och stugan på [[Holmön|spot]] får äntligen sin nya veranda.

Så höj era glas. Skål för [[Tigist|actor]]!""",

# 9 hembygdsföreningens nyhetsbrev (Luleå)
"""[[Gammelstads hembygdsförening|entity]] · Nyhetsbrev [[hösten 2025|moment]]

Dagböcker på meänkieli skänkta till föreningen

Föreningen har fått en ovanlig gåva: dagböckerna som [[Hilja Kallio|actor]] förde mellan [[1946 och 1958|moment]], när hon arbetade som [[piga|marker]] och senare som sömmerska i [[Gammelstads kyrkstad|spot]]. [[Hilja|actor]] föddes [[1929|moment]] i [[Korpilombolo|spot]] och skrev på [[meänkieli|marker]], med enstaka svenska ord för sådant hon lärt sig i stan. Hon dog [[2019|moment]], [[90 år|measure]] gammal.

Det var hennes sonson [[Mikael Kallio|actor]] från [[Bergnäset|spot]] som lämnade in de små vaxdukshäftena, inlindade i en gammal kökshandduk.

– [[Farmor|marker]] ville att de skulle hamna här och inte på en vind, säger han.

Nu söker vi frivilliga som läser meänkieli och kan hjälpa till att översätta. Anteckningarna om kyrkhelgerna, marknaderna och kriget är en guldgruva för alla som intresserar sig för kyrkstadens vardag.

Berättarkväll: [[Mikael|actor]] visar häftena och berättar om sin farmor [[torsdagen den 27 november kl. 18.00|moment]] i [[Hembygdsgården|spot]]. Kaffe och nybakat tunnbröd serveras.

Medlemsavgiften är [[200 kronor|measure]] per person, bankgiro [[5832-4417|reference]].

Kontakt: [[Gunnel Lundbäck|actor]], ordförande, [[070-174 06 77|channel]]""",

# 10 familjechatt (Halmstad)
"""Los [[Halmstad|spot]]eños 🇨🇴🇸🇪

[[2025-06-02 19:14|moment]] – [[Carolina|actor]]: Hola familia! Mamita landar på [[Landvetter|spot]] [[onsdag 11 juni kl. 15.40|moment]]. Vem kan hämta henne? Jag sitter fast i möten då 😩
[[2025-06-02 19:20|moment]] – [[Andrés|actor]]: Jag kan gå tidigare från [[Getinge|entity]]. Det tar ändå ett tag att köra upp till flygplatsen.
[[2025-06-02 19:22|moment]] – [[Valentina|actor]]: JAG kan köra!! Jag har ju körkort nu 😎
[[2025-06-02 19:23|moment]] – [[Carolina|actor]]: Nej mi amor. Inte på [[E6|spot]]:an i rusningstrafik med [[abuela|marker]] i baksätet 😂
[[2025-06-02 19:31|moment]] – [[Tía Marcela|actor]]: Hola desde [[Bogotá|spot]]! Mamá har packat [[tre kilo|measure]] bocadillo och arepamjöl, ni är varnade. Och hon har redan köpt en gul klänning till utspringet 💛
[[2025-06-02 19:40|moment]] – [[Valentina|actor]]: Tía 😭 säg att det är [[fredag 13 juni kl. 13.30|moment]] vid [[Sannarpsgymnasiet|entity]] och att hon inte får springa fram och krama mig innan vi sjungit klart""",

# 11 arbetsskadeanmälan (Jönköping)
"""ANMÄLAN OM ARBETSSKADA (olycksfall)
Arbetsgivare: [[Vätterlogistik AB|entity]], org.nr [[556712-3343|reference]], [[Lagervägen 9, 556 52 Jönköping|spot]]
Den skadade: [[Pirjo Heikkinen|actor]], [[711102-4464|reference]], [[truckförare|marker]], anställd sedan [[2008|moment]]
Olyckan inträffade: [[fredagen den 16 maj 2025 kl. 06.40|moment]], lastkaj 14

Händelseförlopp: [[Heikkinen|actor]], [[53 år|measure]], stod vid kajen och kontrollerade en inkommande trailer från [[Tammerfors|spot]]. En kollega backade med en motviktstruck av modell [[Toyota Traigo 80|misc]] och tog i det övre pallstället, varvid en pall med [[cirka 400 kilo|measure]] kartong föll ner. Hon hann kasta sig åt sidan men fick pallen över vänster fot. Hon bar skyddsskor.

Vittnen: [[Jukka Mäkinen|actor]] och [[Sofia Lind|actor]], båda på samma skift.

Skada: Fraktur på tre mellanfotsben. Hon fördes med ambulans till [[Länssjukhuset Ryhov|entity]] och är sjukskriven i [[fyra veckor|moment]] enligt läkarintyg.

Åtgärder: Skyddsombudet [[Ahmed Karimi|actor]] har begärt att pallställen vid kaj 12 till 16 förses med påkörningsskydd och att backning vid lastning förbjuds när någon står vid kajen. Arbetsgivaren har beslutat om åtgärderna och utbildning för all personal.

Anmälan har lämnats till [[Försäkringskassan|entity]] och [[Arbetsmiljöverket|entity]].

Underskrift: [[Linnea Åkesson|actor]], [[driftchef|marker]]""",

# 12 poddintervju (Gävle)
"""[[Gävlepodden|misc]], avsnitt 112, inspelat [[tisdagen den 4 november 2025|moment]] (utdrag ur transkriptionen)

[00:04:10] [[OSKAR|actor]]: Med mig i studion sitter [[Frida Holmgren|actor]], [[barnmorska|marker]] på [[Gävle sjukhus|entity]], född och uppvuxen i [[Bomhus|spot]]. Men du har bott utomlands ganska länge?

[00:04:22] [[FRIDA|actor]]: Ja, [[åtta år|moment]] i [[Helsingfors|spot]]. Jag flyttade dit [[2013|moment]] för kärleken, som man säger, och jobbade på en stor förlossning. Det tog lång tid innan jag vågade prata [[finska|marker]] med patienterna.

[00:04:58] [[OSKAR|actor]]: Och varför kom du hem?

[00:05:03] [[FRIDA|actor]]: [[Mormor|marker]] blev sjuk. Hon hade bott i samma lägenhet på [[Bomhusvägen|spot]] hela sitt vuxna liv och vägrade flytta. Så jag flyttade in hos henne i stället. Hon blev [[94|measure]].

[00:05:40] [[OSKAR|actor]]: Och nu har du startat något eget.

[00:05:44] [[FRIDA|actor]]: Ja, [[Mammafika Gävle|entity]]. Vi är en stödgrupp för nyblivna föräldrar, pappor också, och vi ses [[varje torsdagsförmiddag|moment]] i centrum. Man anmäler sig på [[mammafika.example|channel]], men man kan också bara dyka upp med vagnen.""",
]

# Capitalised words that may sit inside an `actor` span without being a name of their own.
NOT_NAMES = frozenset({
    "Mr", "Mrs", "Ms", "Dr",
    "Councillor", "Garda", "Rev", "Canon", "Aunty", "Auntie", "Senior", "Sergeant",
    "Professor", "Prof", "Nana", "Mama", "Tía",
})

SCHEME = Scheme(
    prefix="heldout5",
    labels=(
        "actor", "spot", "entity", "moment", "measure", "channel", "reference",
        "marker", "misc",
    ),
    person="actor",
    words=(130, 210),
    spans=(15, 22),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
