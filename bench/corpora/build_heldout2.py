#!/usr/bin/env python3
"""Build and check the second pair of held-out corpora (heldout2_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0). All people,
addresses, numbers and e-mail addresses are invented. Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand.

    python3 bench/corpora/build_heldout2.py          # write both files, then check them
    python3 bench/corpora/build_heldout2.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, main

EN = [
# 1 patient discharge letter (Sheffield, England)
"""[[Northgate General Hospital|body]] – Department of Respiratory Medicine
DISCHARGE SUMMARY

Patient: [[Mrs Adaeze Nwosu|who]]    NHS no.: [[943 476 5919|code]]
DOB: [[14/02/1951|when]]    Admitted: [[02/11/2024|when]]    Discharged: [[09/11/2024|when]]

Dear [[Dr Kaur|who]],

[[Mrs Nwosu|who]], a [[73-year-old|howold]] [[retired midwife|trait]], was admitted through A&E with [[community-acquired pneumonia|trait]] on a background of well-controlled diabetes. She was treated with intravenous co-amoxiclav and has been switched to oral amoxicillin, to complete the course at home. Her oxygen saturations were 96% on air at discharge and she was walking independently with her stick. Her metformin has been restarted at the usual dose; please check her renal function at her next visit.

She lives alone in a ground-floor flat off [[Abbeydale Road|where]]. Her [[daughter, Chioma|who]], has a key and will look in on her every evening; [[Chioma's|who]] mobile is [[07700 900461|reach]].

Please arrange a repeat chest X-ray in [[six weeks|when]] to confirm resolution. A follow-up appointment in the chest clinic has been requested; the clinic will write to her directly.

Yours sincerely,

[[Dr Rhys Pemberton|who]]
Consultant Respiratory Physician
Letter prepared by [[Dr Pemberton's registrar|who]]""",

# 2 internet forum thread with usernames (Ohio, USA)
"""[[TomatoTalk|body]] › Regional Growing › [[Ohio Valley|where]]
Thread: Blossom end rot AGAIN – what am I doing wrong?

[[rustbelt_dave|who]] · [[Jul 14, 2024 9:12 PM|when]]
Every single year my Brandywines rot from the bottom up. Raised beds, drip line, bagged soil from the co-op in [[Chillicothe|where]]. I'm [[68|howold]] and a [[retired mail carrier|trait]], so I have all day to fuss over them, but I'm out of ideas. Pics: [[imgbox.example.com/rd_beds24|reach]]

[[KimLoanBrews|who]] · [[Jul 14, 2024 10:47 PM|when]]
[[@rustbelt_dave|who]] it's almost never the soil, it's uneven watering. My husband's family grew tomatoes on their plot outside [[Cần Thơ|where]] for generations and they all say the same thing: mulch, mulch, mulch. Water deep and less often.

[[desertfox77|who]] · [[Jul 15, 2024 6:03 AM|when]]
Agree with the above. Get your pH tested too, the county extension office does it for twenty bucks. And tell [[Biscuit|other]] to quit digging in the beds, [[Dave|who]], we all saw that photo 😄

[[rustbelt_dave|who]] · [[Jul 15, 2024 8:30 AM|when]]
Ha! [[Biscuit|other]] is an old man now and deaf as a post, he does what he likes. Off to buy straw. Will report back, thanks both.""",

# 3 parent-teacher meeting minutes (Co. Cork, Ireland)
"""[[Scoil Naomh Fionán|body]], [[Carrigtwohill, Co. Cork|where]]
Parent–Teacher Meeting, 3rd Class – Minutes
[[Tuesday 14 January 2025|when]], school hall

Present: Principal [[Declan Furlong|who]]; class teacher [[Ms Aoife Ní Bhriain|who]]; [[Ioana Popescu|who]] (Parents' Association, chair); 16 parents.

1. Welcome. Principal [[Furlong|who]] thanked everyone for coming out on a wet night and welcomed two new families to the class.

2. Support. [[Mr Obinna Eze|who]] asked what extra support is available for his son [[Chidi|who]], who joined the class from a school in [[Lagos|where]] and is finding Irish difficult. [[Ms Ní Bhriain|who]] said [[Chidi|who]] is already one of the strongest in the class at maths and that she will meet the family to agree a plan.

3. Fundraising. [[Ioana|who]] reported that the raffle raised €1,240, which will go towards new books for the library. The next event is [[the Fionán Fun Run|other]] on [[Saturday 17 May|when]]; volunteers should give their names to her at the gate.

4. AOB. Our lollipop lady, [[Bríd Hegarty|who]], is retiring; a card will go round.

Next meeting: [[Tuesday 11 March|when]]. Minutes taken by [[I. Popescu|who]].""",

# 4 police incident report (Geelong, Victoria, Australia)
"""[[VICTORIA POLICE|body]] – INCIDENT REPORT
Ref: [[IR 2024-118734|code]]
Date/time: [[Sat 24/08/2024|when]], approx. [[2315 hrs|when]]
Location: rear car park, [[87 Pakington Street, Geelong West|where]]

Informant [[NGUYEN Thi Hoa|who]] ([[55|howold]]), owner of [[Sunrise Asian Grocer|body]], reports that while locking up the shop she heard glass breaking and saw a male smash the rear window of her van, a white [[Toyota HiAce|other]], rego [[1XR 4KM|code]]. The male took a cash tin containing approx. $300 from the passenger seat and ran off down the laneway behind the shops.

Offender: male, approx. [[20–25 yrs|howold]], thin build, grey hoodie with "[[Corio Cobras|body]]" printed on the back, white sneakers.

Witness [[Gurpreet Sandhu|who]], a [[rideshare driver|trait]] who was waiting for a job in the car park, filmed part of the incident on his phone and has agreed to supply the footage. Mob. [[0491 570 156|reach]].

[[Ms Nguyen|who]] was shaken but not injured. Scene photographed, van to be examined for prints. Area canvassed for CCTV with negative result. Informant advised of victim support services.

Reporting member: [[Const. Hollie Brennan|who]]""",

# 5 real-estate listing with contact details (Portland, Maine, USA)
"""JUST LISTED – [[52 Brackett Street, Portland, ME 04102|where]]
$649,000 · 3 bd · 2 ba · 1,860 sq ft · MLS# [[1604427|code]]

A sunny [[1890s|when]] Victorian on a quiet [[West End|where]] block, five minutes' walk from the water. Original pine floors throughout, a bay-windowed parlor with a working fireplace, and a chef's kitchen redone in [[2019|when]] with soapstone counters and a six-burner range.

The sellers, a [[retired shipwright|trait]] and his wife, have owned the house since [[1978|when]] and are moving closer to their grandchildren in [[Tucson|where]]. They planted the lilac hedge the neighbors call "[[the Purple Wall|other]]".

The third-floor studio, with its own entrance, is rented to a [[graduate student at USM|trait]] through [[August 2025|when]]; the lease transfers with the sale. Off-street parking for two cars, new roof, full basement.

Open house [[Saturday, June 14|when]], [[11 am–1 pm|when]]. Private showings by appointment.

Listing agent: [[Renata Okonjo-Marsh|who]], [[Casco Bay Realty Group|body]]
[[207-555-0148|reach]] · [[renata@cascobayrealty.example|reach]]""",

# 6 birth announcement (Leicester, England)
"""Welcome to the world, [[Jasleen Aoife|who]]!

[[Harpreet|who]] and [[Ciarán Doyle|who]] are over the moon to announce the safe arrival of their daughter at [[Leicester Royal Infirmary|body]] at [[4.52 am|when]] on [[Friday 12 July 2024|when]], weighing 7 lb 3 oz. Mother and baby are both doing well and home already.

Big brother [[Arjun|who]], [[aged 3|howold]], has offered her his favourite dinosaur, [[Mr Stompy|other]], and checks on her every five minutes.

Her first name was chosen by [[Nani-ji|who]] in [[Ludhiana|where]], who saw the first photos on a video call [[just before half past nine in the morning|when]], Indian time. Her middle name is for her great-grandmother, [[Aoife Moriarty|who]] of [[Dingle|where]], who is [[97|howold]] and has already knitted her a cardigan.

Heartfelt thanks to the midwives and to everyone on the delivery suite for their kindness on a very long night.

[[Jasleen's|who]] naming ceremony will be held at [[the Guru Nanak Gurdwara|body]] as soon as mother and baby are up to it, followed by langar. All friends and family welcome, no gifts please.""",

# 7 tenant association minutes (Bronx, New York, USA)
"""[[Sedgwick Terrace Tenants' Association|body]]
General Meeting – Minutes
[[Wednesday, October 9, 2024|when]], community room, [[1640 Sedgwick Avenue, Bronx|where]]

Chair: [[Marisol Vega|who]]. Secretary: [[Bogdan Ionescu|who]]. 31 households present.

1. Heat and hot water. The boiler has failed three times since the heating season started. [[Ms. Vega|who]] has filed complaints with [[HPD|body]] (complaint no. [[311-24-889105|code]]). The landlord, [[Kestrel Property Holdings LLC|body]], has not answered any of our letters.

2. Elevator. The elevator was out of service for [[eleven days|when]]. [[Mrs. Evangeline Pratt|who]], [[91|howold]], who lives alone in [[Apt. 5A|where]], could not leave the building and missed two [[dialysis|trait]] appointments. The super says the part is on order. Neighbors on the fifth floor will take turns checking on her.

3. Legal. Our lawyer from [[Bronx Legal Aid Collective|body]] is preparing an HP action over the heat and the elevator. Members agreed to collect photos and dates of every outage.

Next meeting: [[Wednesday, November 13|when]]. Minutes: [[B. Ionescu|who]].""",

# 8 customer-service chat transcript (Galway, Ireland)
"""[[Shamrock Fibre|body]] – Live Chat transcript
Started [[18/03/2025 14:02|when]]

Agent: Hi, you're through to [[Siobhán|who]] in technical support. Can I have your account number and the Eircode of the property, please?
Customer: Account [[SF-00471928|code]], Eircode [[H91 X2T4|where]]. It's [[Rajesh Venkataraman|who]], [[Apartment 6, Claddagh Quay, Galway|where]].
Agent: Thanks, [[Rajesh|who]]. What's happening with the connection?
Customer: The router has been dead since [[Saturday|when]]. Red light, nothing else, and restarting it does nothing. I work nights as a [[radiographer|trait]] and my [[mother-in-law|trait]] is staying with us from [[Chennai|where]], so we really need the internet for her video calls home.
Agent: I'm sorry about that. I can see a fault on the line. I've ordered a replacement router, order no. [[ORD-7734120|code]], and booked an engineer, [[Tadhg|who]], for [[Thursday 20 March|when]] between [[8 am and 1 pm|when]]. You'll get a confirmation at [[raj.venkat@example.com|reach]].
Customer: Perfect, thanks [[Siobhán|who]].
Agent: No bother at all. Is there anything else I can help with today?
Customer: No, that's everything.
— Chat ended —""",

# 9 diary entry (Bristol, England)
"""[[Thursday 6 March|when]]

Early shift at [[Beechwood House|body]] again. [[Mr Coombes|who]] in room 12 was in great form – he turned [[91|howold]] on [[Sunday|when]] and he is still telling everyone he was a [[bus driver|trait]] in [[Bedminster|where]] for [[thirty years|when]]. His daughter brought in a cake shaped like a double-decker and he ate two slices before anyone could stop him. [[Marmalade|other]], the home's ginger cat, slept on his bed and nobody had the heart to move her.

[[Nurse Fiona Baird|who]] says I should apply for the nursing associate course that starts in [[September|when]]. [[Fiona|who]] thinks my diploma from [[Cluj|where]] might count for something. I am not so sure, but I will print the form at the library.

Video call with [[Mama|who]] after dinner. She is worried about [[Sorin's|who]] wedding in [[June|when]] – the hall in [[Turda|where]] wants the rest of the money soon and he has not paid it. I said I will send £200 on payday. Must book flights before the prices go up again.

Feet hurt. Bed early.""",

# 10 scholarship decision letter (Chicago, USA)
"""[[Lakeshore State University|body]] – Office of Financial Aid and Scholarships
[[April 2, 2025|when]]

[[Tran Minh Khoa|who]]
[[2217 W. Argyle Street, Apt. 3, Chicago, IL 60625|where]]
Student ID: [[LSU-20931847|code]]

Dear [[Mr. Tran|who]],

I am delighted to inform you that the selection committee has awarded you the [[Harriet Oduya Memorial Scholarship|other]] for the coming academic year, in the amount of $6,500.

The committee was especially moved by your essay about interpreting in [[Vietnamese|trait]] for your grandmother during her [[chemotherapy|trait]] at [[Northside Community Hospital|body]], and by the recommendation from [[Ms. Laura Delgado-Fitch|who]], your [[AP Chemistry teacher|trait]] at [[Amundsen High School|body]].

To accept the award, please sign the enclosed form and return it to our office. Recipients will be honored at [[the Founders' Day luncheon|other]] on [[Friday, April 25|when]], and you are welcome to bring two guests.

Questions may be directed to [[scholarships@lakeshore-state.example|reach]] or [[(312) 555-0186|reach]].

Congratulations, and welcome to [[Lakeshore|body]].

Sincerely,

[[Professor Lindiwe Mahlangu|who]]
Chair, Scholarship Committee""",

# 11 lost-and-found notices (Brisbane, Queensland, Australia)
"""[[Red Hill Community Centre|body]] – Lost & Found board
Updated [[Mon 3 Feb 2025|when]]

LOST – elderly black cat, answers to "[[Professor Whiskers|other]]". [[Fifteen years old|howold]], on thyroid tablets, microchip [[956000012345678|code]]. Last seen near [[Enoggera Terrace|where]] on [[Australia Day|when]]. He is very timid and may be hiding in a shed or under a house. Please call [[Leonie|who]] on [[0491 570 157|reach]], any time.

FOUND – bunch of keys with a [[Brisbane Broncos|body]] keyring and a tag that says "DAD", on the footpath outside [[Ithaca Pool|where]] last [[Wednesday|when]]. Handed in at the front desk – ask for [[Tevita|who]].

LOST – thin gold bangle, engraved inside "[[For Anh, love Bà, 2006|other]]". A present from my grandmother for my [[18th birthday|howold]]; she passed away [[last year|when]] and it means the world to me. Reward offered, no questions asked. [[Thu-Anh Le|who]], [[thuanh.le@example.com|reach]]

Please take your notice down once your item is found so others have room.""",

# 12 personal e-mail between relatives (New Jersey to Pune)
"""From: [[anjali.deshpande@example.com|reach]]
To: [[meera.joshi55@example.com|reach]]
Subject: [[Aaji's|who]] [[90th|howold]]!!

Dear [[Meera Mavshi|who]],

Sorry for the slow reply – [[Rohan|who]] had flu and I was juggling him and my shifts at the lab. [[Mom|who]] says you have already booked the hall in [[Kothrud|where]] for [[14 December|when]]. I still can't believe it! Tell me what I can organise from here, I feel bad leaving everything to you.

Good news: [[Sameer|who]] got his leave approved, so all three of us can come, and we will drive down to [[Pune|where]] from the airport. Is your spare room still free, or should we book a hotel nearby?

[[Vinod Kaka|who]] wants to do a slideshow of old photos. Could you dig out the ones from the school in [[Satara|where]] where [[Aaji|who]] was [[headmistress|trait]]? I remember a group photo with a huge banyan tree behind.

[[Rohan|who]] is making her a card. He is [[seven|howold]] now and insists on writing it in Marathi himself, so expect spelling mistakes!

Love,
[[Anjali|who]]""",
]

SV = [
# 1 epikris / utskrivningsmeddelande (Jönköpings län)
"""[[Länssjukhuset Ryhov|body]], Medicinkliniken
EPIKRIS

Patient: [[Sven-Erik Holmqvist|who]], [[19480312-3472|code]]
Vårdtid: [[2024-10-03|when]]–[[2024-10-11|when]]

[[76-årig|howold]] man, [[pensionerad lantbrukare|trait]] från [[Hestra|where]]. Tidigare frisk bortsett från högt blodtryck. Sökte via ambulans på grund av hjärtklappning, yrsel och andfåddhet. Ingen bröstsmärta. EKG visade [[förmaksflimmer|trait]] med snabb kammarfrekvens. Behandlades med betablockerare och har satts in på blodförtunnande läkemedel. Konverterade spontant till sinusrytm under vårdtiden och mår nu bra.

Bor med hustrun [[Gunnel|who]] på en gård utanför samhället. Hemtjänsten i [[Gislaveds kommun|body]] hjälper till med dosetten tills vidare. Patienten och hustrun har fått muntlig och skriftlig information om läkemedlet och om tecken på blödning. [[Holmqvists|who]] dotter [[Maria|who]] är kontaktperson, tfn [[070-174 06 38|reach]].

Uppföljning: återbesök hos [[dr Farid Hosseini|who]] på [[Hjärtmottagningen, Värnamo sjukhus|body]] om [[sex veckor|when]]. Patienten ska inte köra bil förrän efter återbesöket. Kallelse skickas hem.

[[Johanna Lindfors|who]], specialistläkare""",

# 2 forumtråd med användarnamn (Skövde)
"""[[Småbarnsforumet|body]] › Förskola och skola
Tråd: Flytta till Skövde – tips på förskola?

[[Norrlandsmamma82|who]] skrev [[23 maj 2024 kl. 21:14|when]]:
Hej allihop! Vi flyttar från [[Kiruna|where]] till [[Skövde|where]] i [[augusti|when]] eftersom min man har fått jobb som [[svetsare|trait]] där. Vi har en son som har lite svårt med nya miljöer. Jag är själv [[42|howold]] och [[förskollärare|trait]], så jag är nog lite petig 😅 Någon som har koll på förskolorna runt [[Hentorp|where]]?

[[farsan_i_Tidan|who]] skrev [[23 maj 2024 kl. 22:02|when]]:
Våra två gick på [[Solrosens förskola|body]] och vi var supernöjda. Fråga efter pedagogerna på Blå avdelningen, de är guld värda med barn som behöver tid på sig.

[[Leyla_S|who]] skrev [[24 maj 2024 kl. 07:40|when]]:
Håller med [[farsan_i_Tidan|who]]! Ställ er i kö direkt via kommunens e-tjänst, det kan ta ett tag att få plats. Och välkommen söderut, ni kommer att sakna snön.

[[Norrlandsmamma82|who]] skrev [[24 maj 2024 kl. 08:15|when]]:
Tack snälla ni, vad skönt att höra! @[[Leyla_S|who]] jag skickar ett pm.""",

# 3 protokoll från föräldramöte (Alingsås)
"""Protokoll från föräldramöte, klass 4B, [[Björkängsskolan|body]], [[Alingsås|where]]
[[Tisdagen den 10 september 2024|when]], i matsalen

Närvarande: klasslärare [[Lena Bergström|who]], fritidspedagog [[Jari Koskinen|who]] samt 19 vårdnadshavare.
Mötesordförande: [[Hodan Abdi|who]]. Sekreterare: [[Katarzyna Nowak|who]].

§ 1. [[Lena|who]] gick igenom läsåret. Klassen har 24 elever och de flesta fyller [[tio|howold]] under året. Läsningen går framåt och matten ska få mer tid.

§ 2. Trygghet. [[Marcus Lindahls|who]] fråga om en gruppchatt i mobilen där flera barn har fått elaka meddelanden diskuterades. [[Lena|who]] och skolans kurator träffar de berörda eleverna, och föräldrarna uppmanas att prata med sina barn hemma.

§ 3. Klassresa. Förslaget att åka till [[Nordens Ark|where]] i [[maj|when]] fick brett stöd. [[Hodan|who]] och [[Katarzyna|who]] tar in prisuppgifter från två bussbolag.

§ 4. Övrigt. Inga övriga frågor.

Vid protokollet: [[Katarzyna Nowak|who]]
Justeras: [[Hodan Abdi|who]]""",

# 4 polisens händelserapport (Eslöv, Skåne)
"""[[Polisen Region Syd|body]] – Händelserapport
Diarienr: [[5000-K231847-25|code]]
Tid: natten till [[lördagen den 15 februari 2025|when]], [[ca kl. 02.15|when]]
Plats: [[Föreningsgatan 7, 241 30 Eslöv|where]]

Anmälaren [[Shirin Rahimi|who]], [[19850203-4625|code]], arbetar som [[sjuksköterska|trait]] på [[Skånes universitetssjukhus|body]]. Hon vaknade av ett ljud och såg från balkongen en man som försökte bryta upp dörren på hennes bil, en röd [[Volvo V70|other]] med reg.nr [[KFT 418|code]]. När hon ropade sprang mannen därifrån. Han beskrivs som [[20–25 år|howold]], smal, i mörk täckjacka och svart keps.

Vittne: grannen [[Göran Åkesson|who]], [[i 70-årsåldern|howold]], såg händelsen från sitt köksfönster. [[Åkesson|who]] har lämnat sina uppgifter och kan nås på [[070-174 06 54|reach]].

[[Rahimis|who]] bil har en krossad ruta på förarsidan. Inget har stulits. Området genomsöktes av patrullen utan resultat. Anmälaren informerades om brottsofferstöd.

Rapportskrivare: polisassistent [[Emil Strand|who]]""",

# 5 bostadsannons med kontaktuppgifter (Söderhamn)
"""Charmig trea med balkong mot innergården
[[Storgatan 12, 826 30 Söderhamn|where]]
3 rok · 78 m² · Utgångspris 1 150 000 kr · Avgift 4 870 kr/mån
Objektnummer: [[HM-25-0417|code]]

Välkommen till en ljus och välplanerad trea i ett klassiskt stenhus från [[1938|when]], i folkmun kallat "[[Kopparhuset|other]]", mitt i centrala [[Söderhamn|where]]. Stambyte gjordes [[2017|when]] och köket är nyligen renoverat. Säljarna, ett pensionerat [[lärarpar|trait]], har bott här i [[över tjugo år|when]] och flyttar nu närmare barnbarnen i [[Uppsala|where]].

Föreningen [[Brf Linden 4|body]] har god ekonomi och ingen planerad avgiftshöjning. Gångavstånd till skolor, resecentrum, affärer och vattnet.

Visning: [[söndag den 6 april|when]] [[kl. 13.00–13.45|when]]. Anmäl dig gärna i förväg.

Ansvarig mäklare: [[Annelie Forsberg|who]], [[Hälsinge Mäkleri AB|body]]
[[070-174 06 71|reach]] · [[annelie.forsberg@halsingemakleri.example|reach]]
Är [[Annelies|who]] telefon upptagen? Ring hennes kollega [[Mustafa Al-Jaberi|who]] på [[070-174 06 72|reach]].""",

# 6 födelseannons (Östersund, Jämtland)
"""Vi har fått en dotter!

[[Elsa Noor|who]] kom till världen på [[Östersunds sjukhus|body]] [[fredagen den 12 juli 2024|when]] [[kl. 04.17|when]]. Hon vägde 3 420 gram och var 51 centimeter lång, och hon har redan pappas svarta hår.

Lyckliga föräldrar är [[Jonna Persson|who]] och [[Karim Haddad|who]]. Storasyster [[Alva|who]], [[tre år|howold]], har bestämt att lillasyster ska kallas "[[Knytte|other]]", och det verkar ha fastnat.

Morfar [[Lennart|who]] i [[Strömsund|where]] körde ner med nybakade kanelbullar direkt när han fick beskedet, och farmor [[Samira|who]] flyger hit från [[Beirut|where]] så snart hon kan. Nätterna är korta men vi är oändligt tacksamma.

Ett varmt tack till barnmorskan [[Kristina|who]] och all personal på förlossningen för lugnet och omtanken.

[[Elsa Noor|who]] döps i [[Frösö kyrka|where]] [[i augusti|when]]. Släkt och vänner är hjärtligt välkomna.""",

# 7 protokoll från hyresgästförening (Linköping)
"""Protokoll från styrelsemöte i [[Hyresgästföreningen Ryd|body]]
[[Onsdagen den 16 oktober 2024|when]], föreningslokalen på [[Björnkärrsgatan 9, Linköping|where]]

Närvarande: [[Birgitta Öhman|who]] (ordförande), [[Abdirahman Warsame|who]] (sekreterare), [[Marek Zieliński|who]] (kassör), [[Tuula Heikkinen|who]].

§ 1. Fuktskadan i tvättstugan i hus 14 anmäldes till [[Stångåstaden|body]] redan [[i våras|when]] (ärende [[FE-2024-0881|code]]), men ingenting har hänt. [[Birgitta|who]] kontaktar förvaltaren [[Jonas Eklöf|who]] igen och begär ett skriftligt svar.

§ 2. Kassan redovisades. Kaffeförsäljningen på [[Rydsdagen|other]] gav 3 450 kr, som går till julfesten för barnen.

§ 3. Trygghetsvandringen med kommunen och polisen blir [[torsdagen den 7 november|when]]. Alla boende är välkomna att gå med.

§ 4. [[Tuula|who]] föreslog en kaffeträff på finska för äldre. Flera [[sverigefinska|trait]] grannar [[i 80-årsåldern|howold]] känner sig ensamma sedan träffpunkten stängde. Styrelsen ställde sig positiv.

Vid protokollet: [[Abdirahman Warsame|who]]""",

# 8 kundtjänstchatt (Huskvarna)
"""Chatt med kundservice – [[Vättervik Energi|body]]
[[2025-02-04 14:02|when]]

Kundservice: Hej och välkommen! Du chattar med [[Frida|who]]. Vad kan jag hjälpa dig med?
Kund: Hej, det är [[Reza Mohammadi|who]]. Fakturan för [[januari|when]] är på 4 860 kr, nästan dubbelt mot vad vi brukar betala. Kundnummer [[400718223|code]].
Kundservice: Tack [[Reza|who]]! Jag ser att anläggningen på [[Kvarngatan 5 B, 561 32 Huskvarna|where]] fick en uppskattad mätarställning i [[december|when]], och den verkar ha blivit för hög.
Kund: Ja, och vi är fler hemma nu. Min [[svärmor|trait]] kom från [[Shiraz|where]] i [[november|when]] och hon fryser jämt, så elementen står på max 😅
Kundservice: Förståeligt! Kan du läsa av mätaren nu och skriva ställningen här?
Kund: 48 213 kWh.
Kundservice: Perfekt. Jag har registrerat den och beställt en korrigerad faktura. Den skickas till [[reza.mohammadi@example.com|reach]] inom [[tre arbetsdagar|when]]. Ditt ärendenummer är [[CS-558120|code]].
Kund: Toppen, tack [[Frida|who]]!
[[14:19|when]] Chatten avslutades.""",

# 9 dagboksanteckning (Haparanda)
"""[[Söndag 14 januari|when]]

Minus 31 på termometern vid köksfönstret. [[Pirkko|who]] och jag höll oss inne och spelade kort, och hon vann som vanligt.

Ringde [[Mikael|who]] i [[Göteborg|where]]. Barnbarnet [[Ella|who]] fyller [[sju|howold]] på [[fredag|when]] och önskar sig bara en sak: en egen pulka. Får skicka pengar, det hinner inte fram annars.

Efter lunch kom grannen [[Olle Lantto|who]] förbi på skotern med nyrökt sik. [[Olle|who]] är [[84|howold]] men kör fortfarande som en tonåring. Han var [[tulltjänsteman|trait]] vid gränsen mot [[Torneå|where]] i [[över trettio år|when]] och kan alla smugglarhistorier utantill. Vi skrattade så vi grät.

[[Pirkkos|who]] knä blir inte bättre. Måste ringa [[Vårdcentralen Haparanda|body]] och be om en ny tid hos [[doktor Lindmark|who]]. Och tandläkaren i [[Kalix|where]] på [[tisdag kl. 9.40|when]] – glöm inte!""",

# 10 beslut om stipendium (Växjö)
"""[[Stiftelsen Gunnar och Margit Ekbloms minnesfond|body]]
[[Växjö|where]] den [[28 maj 2025|when]]

BESLUT OM STIPENDIUM

[[Amina Yusuf|who]]
[[Teleborgsvägen 14 B|where]]
[[352 52 Växjö|where]]
Personnummer: [[20061124-5283|code]]

Stiftelsens styrelse har vid sitt senaste sammanträde beslutat att tilldela dig ett stipendium om 25 000 kronor för studier vid [[KTH|body]] med start [[hösten 2025|when]].

Styrelsen fäste särskild vikt vid dina mycket goda betyg från [[Katedralskolan|body]], ditt ideella arbete som läxhjälpare för nyanlända barn och rekommendationen från din lärare [[Per-Olof Sandin|who]].

Stipendiet betalas ut till ditt konto i [[Swedbank|body]], kontonummer [[8327-9, 914 553 402-1|code]], när du har skickat in intyg om antagning.

Diplomet delas ut vid stiftelsens årsmöte på [[Residenset|where]] [[torsdagen den 12 juni|when]], dit du och din familj är varmt välkomna.

Stort grattis, [[Amina|who]]!

Med vänliga hälsningar

[[Ingrid Ekblom-Svärd|who]], ordförande
[[ingrid.ekblom@ekblomsfonden.example|reach]]""",

# 11 anslag: upphittat och borttappat (Torsby, Värmland)
"""ANSLAGSTAVLAN – UPPHITTAT OCH BORTTAPPAT

UPPHITTAT: Nyckelknippa med blå bricka och en liten muminfigur. Hittad vid busshållplatsen på [[Järnvägsgatan|where]] [[i tisdags|when]]. Lämnad i kassan. /[[Kent|who]]

BORTSPRUNGEN KATT! [[Misse|other]], grå tigrerad hona, [[9 år|howold]], chipnummer [[752098100437216|code]]. Försvann från [[Östmarksvägen 3|where]] [[natten till söndag|when]]. Hon är skygg men går att locka med räkor. Ring [[Hanna Ivarsson|who]], [[070-174 06 92|reach]]. Tack på förhand!

TAPPAT: Tunn guldring med inskriptionen "[[Lasse & Maj-Britt 14/6 1958|other]]", troligen på parkeringen vid [[Torsby sjukhus|where]]. Det är mammas vigselring. Hon är [[i 90-årsåldern|howold]] och väldigt ledsen, ringen har aldrig varit av fingret förut. Hittelön! Ring [[Eva Larsson|who]], [[070-174 06 93|reach]].

UPPHITTAT: Röd barnmössa med [[Färjestad BK|body]]-logga i pulkabacken vid [[Hovfjället|where]]. Den ligger i kassan. /[[Linnéa|who]]

Lappar som suttit uppe längre än en månad tas ner.""",

# 12 mejl mellan släktingar (Umeå till Vimmerby)
"""Från: [[Sara Lindqvist|who]] <[[sara.lindqvist@example.com|reach]]>
Till: [[Eva Sjögren|who]]
Ämne: [[Bengts|who]] [[80|howold]]-årskalas

Hej [[faster Eva|who]]!

Tack för vykortet från [[Kreta|where]], det sitter på kylskåpet. Här i [[Umeå|where]] har vi haft massor av snö och barnen är överlyckliga.

Jag ringde [[farbror Bengt|who]] häromdagen. Han låter pigg och glad och verkar mest orolig för att det ska bli för mycket mat. Kalaset blir hemma hos honom i [[Vimmerby|where]] [[lördagen den 7 juni|when]], alltså på själva födelsedagen. [[Pappa|who]] kör upp från [[Kalmar|where]] på förmiddagen.

[[Tomasz|who]] och jag tar nattåget ner med barnen. Vi tänkte ge [[Bengt|who]] en inramad bild av hans gamla segelbåt [[Marianne II|other]] – du har väl kvar fotona från [[sommaren 1972|when]]? Skulle du kunna skanna dem och mejla mig?

Kram från oss alla,
[[Sara|who]]""",
]

# Words that may sit inside a `who` span without being a name of their own.
NOT_NAMES = frozenset({
    "Mr", "Mrs", "Ms", "Mr.", "Mrs.", "Ms.", "Dr", "Dr.", "Nurse", "Const.",
    "Professor", "Principal",
})

SCHEME = Scheme(
    prefix="heldout2",
    labels=("who", "where", "body", "when", "howold", "reach", "code", "trait", "other"),
    person="who",
    words=(120, 250),
    spans=(15, 20),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
