#!/usr/bin/env python3
"""Build and check the ninth pair of held-out corpora (heldout9_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0). All private
people, addresses, e-mail addresses, phone numbers, handles, case, reference, booking,
membership, patient, student and ID numbers, personnummer and amounts are invented.
Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand.

    python3 bench/corpora/build_heldout9.py          # write both files, then check them
    python3 bench/corpora/build_heldout9.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, main

EN = [
# 1 bed-and-breakfast booking confirmation (Portstewart, Northern Ireland)
"""[[Harbour Light B&B|EINR]]
[[14 Strand Road, Portstewart BT55 7LU|ORT]]

Booking confirmation no. [[HL-2605-118|KENN]]
Issued [[Tuesday 21 April 2026|ZEIT]]

Dear [[Mrs Gráinne McAleese|PER_N]],

Thank you for booking with us. Here are the details of your stay.

Guests: [[Gráinne|PER_N]] and [[Declan McAleese|PER_N]], with your granddaughter [[Orla|PER_N]] ([[nine|ALTER]])
Arrival: [[Friday 15 May 2026|ZEIT]], check-in from 4 pm
Departure: [[Monday 18 May|ZEIT]], by 10.30 am
Room: the Sea Room (double bed plus a single camp bed), three nights at [[£95|BETRAG]]
Total: [[£285|BETRAG]]; deposit of £85 paid by card ending [[4471|KENN]], balance of £200 due on arrival

You mentioned that [[Declan|PER_N]] has [[coeliac disease|SONST]]. Our cook, [[Siobhán|PER_N]], will keep gluten-free bread in for breakfast, and the [[Ulster fry|SONST]] can be made without the soda farls.

Parking is on the street opposite the Promenade. The [[North West 200|SONST]] is on that week, so roads near Portrush may be closed on the Saturday; Translink runs extra buses from Coleraine.

If you need to cancel, please tell us [[seven days|ZEIT]] before arrival and the deposit will be returned in full. Later cancellations lose the deposit unless we can relet the room.

We look forward to meeting you all.

[[Ruairí Doherty|PER_N]]
[[07700 900418|ERREICH]] · [[stay@harbourlight.example|ERREICH]]""",

# 2 parish burial register note (St Just, Cornwall)
"""Parish of [[St Just in Penwith|EINR]] – Burial Register, supplementary note
Entry no. [[2026/07|KENN]]

Name of deceased: [[Wilfred John Trevaskis|PER_N]]
Abode: [[3 Carn Bosavern Cottages, Cape Cornwall Road|ORT]]
Died: [[2 March 2026|ZEIT]], at [[West Cornwall Hospital|EINR]], Penzance
Age: [[91|ALTER]] (born 1934)
Buried: [[Wednesday 11 March 2026|ZEIT]], in the churchyard extension, row F, plot 14
Officiating: [[the Revd Tamsin Hocking|PER_N]]

Note by the churchwarden:

[[Mr Trevaskis|PER_N]] was a [[tin miner at Geevor|SONST]] until the mine closed in [[1990|ZEIT]], and afterwards a [[bell-ringer|SONST]] here for over thirty years. At his request the last hymn was [[“Guide Me, O Thou Great Redeemer”|SONST]], with the final verse sung in [[Cornish|SONST]] by members of the [[Penwith Male Voice Choir|EINR]].

He is buried beside his wife [[Morwenna|PER_N]] (d. [[2011|ZEIT]]), whose grave is in row F, plot 13. The family has asked that a single granite headstone be placed over both plots; the faculty application will go to the [[Diocese of Truro|EINR]] once [[six months|ZEIT]] have passed for the ground to settle. Until then a wooden cross marks the grave.

The fee for the extension plot, [[£340|BETRAG]], was paid by his daughter-in-law, [[Mrs Kerenza Trevaskis|PER_N]], on [[10 March|ZEIT]]. The churchyard extension now has eleven plots left in row F.

Signed: [[Peter Nance|PER_N]], churchwarden""",

# 3 rowing club AGM report (Ottawa, Ontario)
"""[[Rideau Canal Rowing Club|EINR]] – Annual General Meeting report
[[Sunday, November 16, 2025|ZEIT]], clubhouse at [[1140 Queen Elizabeth Driveway, Ottawa|ORT]]

Present: 41 members. Chair: [[Commodore Heather MacKinnon|PER_N]]. Minutes: [[Raj Patel-Dubois|PER_N]], secretary.

1. Commodore's report. [[Heather|PER_N]] thanked the volunteers who rebuilt the dock after the spring flood. The club raced at the [[Royal Canadian Henley Regatta|SONST]] in [[St. Catharines|ORT]] in August, where the women's masters eight won bronze.

2. Treasurer's report. [[Tomás Ferreira|PER_N]] reported income of [[$68,400|BETRAG]] and expenses of [[$61,950|BETRAG]], a surplus of $6,450. Membership fees will rise by 4% from January 1. The club's new [[Empacher|SONST]] double, bought second-hand from the [[University of Ottawa|EINR]] team, cost $9,800.

3. Safety. Coach [[Amélie Gagnon|PER_N]] reminded members that no one may row on the canal when the water is below [[10 °C|BETRAG]] without a launch following. Juniors under [[14|ALTER]] must wear a PFD at all times.

4. Elections. [[Heather MacKinnon|PER_N]] was re-elected by acclamation; [[Ngozi Okafor|PER_N]], a [[chartered accountant|SONST]], replaces [[Tomás|PER_N]] as treasurer.

5. Honorary life membership was given to [[Bernard Lévesque|PER_N]], [[88|ALTER]], who has rowed from the club for fifty-two years and still sculls most mornings.

Next AGM: [[November 2026|ZEIT]]. Questions to [[secretary@rcrc.example|ERREICH]].""",

# 4 dental practice recall letter (Sliema, Malta)
"""[[Sliema Family Dental Clinic|EINR]]
[[42, Triq it-Torri, Sliema SLM 1605|ORT]]

[[3 February 2026|ZEIT]]

[[Ms Roberta Camilleri|PER_N]]
[[Flat 6, Block B, Triq San Pawl, San Pawl il-Baħar|ORT]]

Patient no.: [[SFD-20931|KENN]]

Dear [[Roberta|PER_N]],

Our records show that your last check-up with [[Dr Karl Azzopardi|PER_N]] was on [[12 July 2025|ZEIT]], and he recommended a recall in six months. We would also like to see your son, [[Luke|PER_N]], who turned [[twelve|ALTER]] in January and is due for fissure sealants on his new molars.

We have kept two appointments for you on [[Thursday 19 February|ZEIT]]: you at 16:00 with our hygienist, [[Ms Daniela Vella|PER_N]], and [[Luke|PER_N]] at 16:40 with [[Dr Azzopardi|PER_N]].

A check-up with scale and polish costs [[€65|BETRAG]]. Sealants for children are free at government health centres; at our clinic they are €30 a tooth. If you have cover through [[GasanMamo|EINR]] health insurance, please bring your card.

You told us last time that you take [[warfarin|SONST]] for [[atrial fibrillation|SONST]]. Please bring your latest INR reading from the anticoagulation clinic at [[Mater Dei Hospital|EINR]].

If these times do not suit you, reply to this letter or write to [[appointments@sliemadental.example|ERREICH]]. We speak [[Maltese|SONST]], English and Italian.

Kind regards,
[[Marisa Grech|PER_N]], practice manager""",

# 5 beekeeping association newsletter (Huon Valley, Tasmania)
"""[[Huon Valley Beekeepers Association|EINR]] – Newsletter, [[March 2026|ZEIT]]

From the president

What a season. Most of us took off our last honey in the [[first week of March|ZEIT]], and [[Margaret Lim|PER_N]] in Cygnet reports [[38 kg|BETRAG]] from a single hive, a club record. [[She|PER_N]] puts it down to the [[leatherwood|SONST]] flowering late on the slopes behind her place.

Varroa watch

[[Varroa destructor|SONST]] has still not been found in Tasmania, and we mean to keep it that way. Sticky-mat checks are due again in April; results go to [[Biosecurity Tasmania|EINR]] on the usual form. [[Ivan Kowalczyk|PER_N]] has spare mats for anyone who asks: ring him on [[0491 570 236|ERREICH]].

Field day

Our autumn field day is on [[Saturday 11 April|ZEIT]] at the [[Ranelagh Showground|ORT]], 10 am to 2 pm. [[Dr Fiona Braddock|PER_N]], a [[bee veterinarian|SONST]] from Hobart, will talk on [[American foulbrood|SONST]] and how to burn an infected box safely. Lunch is $15; children under 12 eat free.

New members

Welcome to [[the Nguyen family|PER_N]] of Franklin, who keep two hives of Italian bees beside their cherry orchard, and to [[Callum Reid|PER_N]], aged [[16|ALTER]], our youngest member.

Subscriptions

Fees of [[$45|BETRAG]] for 2026–27 can be paid by bank transfer, or in cash to [[Ivan|PER_N]] at the field day.

[[Rosalind Hart|PER_N]], President
[[hvba.example/newsletter|ERREICH]]""",

# 6 bail hearing summary (Harris County, Texas)
"""[[Harris County Criminal Court at Law No. 9|EINR]]
Bail Hearing Summary

Cause no.: [[2641187|KENN]]
State of Texas v. [[Dwayne Anthony Mitchell|PER_N]]
Hearing: [[Monday, February 9, 2026, 9:30 a.m.|ZEIT]]
Presiding: [[Judge Carolina Reyes-Whitaker|PER_N]]

The defendant, [[29|ALTER]], of [[Pasadena|ORT]], is charged with driving while intoxicated, second offense, a Class A misdemeanor, following a traffic stop on Spencer Highway on [[February 6|ZEIT]]. He was booked into the [[Harris County Jail|EINR]] the same night; the hearing took place [[three days|ZEIT]] after the arrest.

Defense counsel [[Marcus Oyelaran|PER_N]] of the [[Harris County Public Defender's Office|EINR]] asked for a personal bond, noting that [[Mr. Mitchell|PER_N]] has worked for six years as a [[welder|SONST]] at a Channelview fabrication yard and cares for his mother, who has [[Parkinson's disease|SONST]]. Assistant District Attorney [[Hannah Cho|PER_N]] asked for a bond of [[$5,000|BETRAG]], citing the prior conviction in [[2021|ZEIT]].

The Court set bond at [[$2,500|BETRAG]] with conditions: an ignition interlock device on any vehicle he drives, including his [[2017 Ford F-150|SONST]]; no alcohol; weekly check-in with Pretrial Services.

Next setting: [[March 12, 2026|ZEIT]].

Clerk: [[L. Ramírez|PER_N]] · [[(713) 555-0148|ERREICH]]""",

# 7 dog-grooming appointment reminder (Ennis, Co. Clare, Ireland)
"""Hi [[Aisling|PER_N]],

This is a reminder from [[Pawfect Parlour Ennis|EINR]] that [[Biscuit|SONST]] is booked in for a full groom on [[Thursday 26 March|ZEIT]] at 10.15am with [[Ciara|PER_N]].

Where: [[Unit 4, Clonroad Business Park, Ennis, Co. Clare|ORT]]
Booking ref: [[PP-7731|KENN]]
Price: [[€55|BETRAG]] (full groom, [[cockapoo|SONST]], medium coat)

Last time [[Ciara|PER_N]] noted some matting behind [[Biscuit|SONST]]'s ears, so if you can give him a brush in the days before, the groom will be quicker and kinder on him. We will also do his nails and a [[sanitary trim|SONST]]. Please tell us if his [[ear infection|SONST]] has come back; if he is still on the drops from [[Fergus Vets|EINR]], bring them with you.

Drop-off is at the side door. Pick-up is usually about two and a half hours later; we'll text you when he's ready. Please park in the bays marked for customers and not outside [[Supermac's|EINR]] next door.

Cancellations: please give us [[24 hours|ZEIT]]' notice, or a €20 fee applies. Your loyalty card has 7 of 10 stamps filled, so Biscuit's tenth groom, in three visits' time, will be half price.

To move the appointment, reply to this message or book on [[pawfectparlour.example/ennis|ERREICH]]. We're also on Instagram as [[@pawfect_ennis|ERREICH]].

See you soon,
[[Ciara|PER_N]] and [[Sinéad|PER_N]]
[[Pawfect Parlour|EINR]]""",

# 8 marathon results e-mail (Eldoret, Kenya)
"""Subject: Your results – [[Eldoret City Marathon 2026|SONST]]

Dear [[Faith Jepchirchir|PER_N]],

Congratulations on finishing the half marathon on [[Sunday 19 April 2026|ZEIT]]. Your official results are below.

Bib number: [[H-2087|KENN]]
Age on race day: [[36|ALTER]]
Category: Women 35–39
Chip time: [[1:24:36|ZEIT]]
Gun time: 1:24:51
Overall position: 46th of 1,312 women
Category position: 3rd

As a category podium finisher you have won [[KSh 15,000|BETRAG]], which will be sent by [[M-Pesa|EINR]] to the number on your registration within [[14 days|ZEIT]]. Please check that your [[KRA PIN|SONST]] is correct in your profile; prize money above KSh 10,000 cannot be paid without it.

Your coach, [[Mr Elias Kiprono|PER_N]] of the [[Kaptagat Runners Club|EINR]], collected your medal and finisher's T-shirt, as he told the desk you had gone to the medical tent with [[cramp|SONST]]. We hope you have recovered, [[Faith|PER_N]].

Photos of your finish at the [[Kipchoge Keino Stadium|ORT]] can be downloaded from [[results.eldoretmarathon.example/photos|ERREICH]] using your bib number.

Next year's race is planned for [[April 2027|ZEIT]]. Early registration opens on [[1 December|ZEIT]] at KSh 1,500 for [[Kenyan|SONST]] citizens and residents.

Asante sana, and well run.

[[Joyce Wambui Ndegwa|PER_N]]
Results Coordinator, [[Eldoret City Marathon|EINR]]
[[results@eldoretmarathon.example|ERREICH]]""",

# 9 community radio show listing (Mandeville, Jamaica)
"""[[Manchester Community Radio 97.3 FM|EINR]] – This week's schedule, [[Monday 4 May – Sunday 10 May 2026|ZEIT]]

MORNINGS
[[Wake Up Manchester|SONST]] (weekdays, 6–9 a.m.) with [[Desmond "Bigga" Francis|PER_N]]. On Tuesday [[Desmond|PER_N]] talks to farmers from Christiana about the Irish potato crop and the price of fertiliser.

MIDDAY
[[Health Corner|SONST]] (Wednesday, noon) with [[Nurse Patricia Gayle|PER_N]] of the [[Mandeville Regional Hospital|EINR]]. This week: living with [[type 2 diabetes|SONST]], and what the NHF card covers for [[metformin|SONST]].

AFTERNOONS
[[Church Notes|SONST]] (Thursday, 3 p.m.) with [[Pastor Winston Reid|PER_N]] of the [[Mile Gully New Testament Church of God|EINR]]. [[Winston|PER_N]] will read the names of members celebrating milestones, including [[Mother Iris Campbell|PER_N]], who turns [[100|ALTER]] on [[Friday 8 May|ZEIT]].

SATURDAY
[[Yard Vibes|SONST]] (8–11 p.m.), [[dancehall|SONST]] and [[reggae|SONST]] with [[Kemar Lewis|PER_N]], a.k.a. [[DJ Kemzy|PER_N]]. Shout-outs on WhatsApp to [[876-555-0173|ERREICH]].

SUNDAY
Gospel through the morning, then the Manchester Parish Council community meeting, live from the Mandeville Courthouse at 4 p.m.

Listen online at [[mcr973.example/live|ERREICH]], or on the app. Programmes may change at short notice when there is breaking news or a hurricane warning.""",

# 10 tuition-class enrolment confirmation (Kandy, Sri Lanka)
"""[[Hillside Maths Academy|EINR]]
[[No. 27, Peradeniya Road, Kandy|ORT]]

ENROLMENT CONFIRMATION – 2026 A/L Combined Mathematics (Theory)

Student: [[Tharushi Nethmini Wijesinghe|PER_N]]
Student ID: [[HMA-26-0419|KENN]]
School: [[Mahamaya Girls' College|EINR]], Grade 12
Date of birth: [[14 August 2009|ZEIT]] ([[16|ALTER]] years)
Parent/guardian: [[Mr. Sunil Wijesinghe|PER_N]], [[bank clerk|SONST]]

Classes are with [[Mr. Ashan Dissanayake|PER_N]] every [[Saturday, 7.30 a.m. to 12.30 p.m.|ZEIT]], starting [[7 February 2026|ZEIT]], in Hall B. The medium is [[Sinhala|SONST]]; English-medium papers are given on request.

Fees: [[Rs. 4,500|BETRAG]] a month, paid by the 10th. The first month and a registration fee of Rs. 1,000 (Rs. 5,500 in all) were received on [[2 February|ZEIT]], receipt no. [[00731|KENN]].

Please note:
1. Students must bring the blue [[Past Paper Workbook|SONST]] (Rs. 950 at the front desk).
2. Phones must be switched off during class.
3. [[Tharushi|PER_N]] may not leave early without a note signed by her father.
4. During the [[Esala Perahera|SONST]] the class will move to Sunday mornings, as the roads around the [[Temple of the Tooth|ORT]] are closed in the evenings.

Parents with questions may message [[Mrs. Chamari Perera|PER_N]] at the office, at [[hillsidemaths.kandy@example.com|ERREICH]].

We wish [[Tharushi|PER_N]] well in her studies.""",

# 11 removal firm quotation (Belfast to Lisburn, Northern Ireland)
"""[[Lagan Valley Removals Ltd|EINR]]
Quotation no. [[Q-26-0388|KENN]]
Date: [[Wednesday 8 April 2026|ZEIT]]

Customer: [[Dr Priya Ramanathan|PER_N]] and [[Mr Colm Breen|PER_N]]
From: [[19 Eglantine Avenue, Belfast BT9 6DW|ORT]] (second-floor flat, no lift)
To: [[5 Hillhall Gardens, Lisburn BT27 5AB|ORT]]
Moving day: [[Friday 1 May 2026|ZEIT]], crew arriving 8 am

Surveyed by [[Gary McCrum|PER_N]] on [[6 April|ZEIT]].

We estimate about [[900 cubic feet|BETRAG]] of furniture and boxes, including an upright [[Yamaha|SONST]] piano, which needs a four-man crew on the stairs, and a [[Peloton|SONST]] bike to be dismantled.

Charges
Crew of four and 7.5-tonne lorry, one day: £780
Piano handling: £150
Packing materials (40 boxes, tape, wardrobe cartons): £85
Total: [[£1,015|BETRAG]] (no VAT charged)

A deposit of [[£200|BETRAG]] secures the date. Goods in transit are insured up to £40,000.

[[Dr Ramanathan|PER_N]] mentioned she is a [[consultant anaesthetist|SONST]] at the [[Royal Victoria Hospital|EINR]] and may be on call that morning; [[Colm|PER_N]] can sign the delivery sheet instead. Your cat, [[Miso|SONST]], should be kept in a room with the door closed, or with a neighbour, until the lorry is loaded.

To accept, reply within [[14 days|ZEIT]] or call [[07700 900592|ERREICH]].

[[Gary McCrum|PER_N]], Surveyor""",

# 12 swimming lesson progress report (Austin, Texas)
"""[[Barton Springs Swim School|EINR]] – Spring Session Progress Report

Swimmer: [[Mateo Alvarez-Kim|PER_N]]
Age: [[6|ALTER]]
Level: Minnows 2
Session: [[January 12 – March 26, 2026|ZEIT]] (11 weeks, Mondays and Thursdays, 4:30–5:00 p.m.)
Pool: [[Dittmar Recreation Center|ORT]]
Instructor: Coach [[Brianna Holloway|PER_N]]

Dear [[Mr. and Mrs. Alvarez-Kim|PER_N]],

[[Mateo|PER_N]] has had a great session. He missed two of the 22 lessons, both in the week he had [[ear tubes|SONST]] put in at [[Dell Children's Medical Center|EINR]], and came back more confident than before.

Skills passed:
- Front float and back float, 10 seconds each, unassisted
- Flutter kick with a kickboard for 15 yards
- Jump in, turn, and swim back to the wall
Still working on: rhythmic breathing to the side, and swimming on without his [[Speedo|SONST]] goggles when he gets splashed.

[[Brianna|PER_N]] writes: "[[Super brave on the deep end jump!|SONST]]" [[He|PER_N]] is ready to move up to Dolphins 1.

Next session: [[April 6 – June 11|ZEIT]]. Returning swimmers may register from [[March 23|ZEIT]] at [[bartonswim.example/register|ERREICH]]. The fee is [[$198|BETRAG]] (22 lessons at $9), with a 10% sibling discount for [[Sofia|PER_N]], who starts in the [[Parent & Tot|SONST]] class.

Questions: [[frontdesk@bartonswim.example|ERREICH]] or [[(512) 555-0126|ERREICH]].

[[Brianna Holloway|PER_N]]
Head Instructor""",
]

SV = [
# 1 reklamation av hyresavi (Rosengård, Malmö; en syrisk familj)
"""Till: [[MKB Fastighets AB|EINR]], kundservice
Från: [[Rami Al-Khatib|PER_N]], [[Ramels väg 44 B, lgh 1203, 213 69 Malmö|ORT]]
Kundnummer: [[70-44812|KENN]]
Datum: [[2026-01-12|ZEIT]]

Reklamation av hyresavi för februari 2026

Hej,

Jag har fått hyresavin för februari och den stämmer inte. Där står [[9 847 kr|BETRAG]], men min hyra är 8 962 kr. Skillnaden, 885 kr, är enligt avin en avgift för ”extra parkeringsplats”. Jag har ingen bil längre. Jag sade upp platsen [[den 28 oktober|ZEIT]] och fick ett mejl från er handläggare [[Jenny Persson|PER_N]] om att den skulle upphöra vid årsskiftet.

Dessutom har värmen i vardagsrummet varit trasig sedan [[mitten av december|ZEIT]]. Vi har mätt [[17 grader|BETRAG]] inomhus. Min fru [[Lina|PER_N]] är gravid, och min mamma [[Fatima Al-Khatib|PER_N]], [[78 år|ALTER]], som bor hos oss, har [[KOL|SONST]] och tål inte kylan. Jag felanmälde felet [[den 16 december|ZEIT]] med ärendenummer [[F-2025-33190|KENN]], men ingen har kommit.

Jag begär därför:
1. att parkeringsavgiften tas bort från avin,
2. att värmen lagas inom en vecka,
3. nedsättning av hyran med [[10 procent|BETRAG]] för den tid elementen inte har fungerat.

Om jag inte får svar inom två veckor kommer jag att vända mig till [[Hyresgästföreningen|EINR]] och till [[hyresnämnden|EINR]].

Jag skriver själv på svenska, men min mamma talar bara [[arabiska|SONST]], så om ni ringer henne, be om tolk.

Med vänlig hälsning
[[Rami Al-Khatib|PER_N]]
[[070-174 06 23|ERREICH]]
[[rami.alkhatib@example.com|ERREICH]]""",

# 2 protokoll från en fiskevårdsförening (Rusksele, Västerbotten)
"""Protokoll fört vid årsmöte med [[Rusksele fiskevårdsområdesförening|EINR]]
Tid: [[lördag 14 mars 2026 kl. 13.00|ZEIT]]
Plats: [[Rusksele bygdegård|ORT]]

Närvarande: 23 medlemmar.

§ 1. Mötets öppnande. Ordföranden [[Lars-Göran Lindström|PER_N]] hälsade alla välkomna och förklarade mötet öppnat.

§ 2. Val av mötesfunktionärer. Till [[sekreterare|SONST]] valdes [[Mirjam Burman|PER_N]] och till justerare [[Esa Kuusela|PER_N]] och [[Britt Holmgren|PER_N]].

§ 3. Verksamhetsberättelse. Under [[2025|ZEIT]] såldes 412 fiskekort, varav 96 via [[iFiske|EINR]]. Intäkterna blev [[58 300 kr|BETRAG]]. Föreningen satte ut 4 000 ensomriga öringar i [[Ruskträsket|ORT]]. [[Lars-Göran|PER_N]] påpekade att gäddfisket i Vindelälven har ökat kraftigt sedan sommaren.

§ 4. Fisketillsyn. [[Esa|PER_N]] rapporterade att tillsynsmännen hade gjort 31 kontroller och funnit två personer utan fiskekort, den ena med levande [[mört|SONST]] som bete, vilket är förbjudet i området. Båda ärendena har lämnats till polisen.

§ 5. Avgifter. Årskortet höjs till [[450 kr|BETRAG]] och dygnskortet till 80 kr från [[1 maj|ZEIT]]. Ungdomar under [[16 år|ALTER]] fiskar gratis i sällskap med målsman.

§ 6. Pimpeltävling. Föreningen ordnar [[Ruskselepimpeln|SONST]] på isen [[den 4 april|ZEIT]]. [[ICA Nära Rusksele|EINR]] skänker priser och korv till alla barn.

§ 7. Mötets avslutande. Ordföranden tackade för visat intresse och avslutade mötet.

Vid protokollet: [[Mirjam Burman|PER_N]]
Justeras: [[Esa Kuusela|PER_N]], [[Britt Holmgren|PER_N]]""",

# 3 intyg från en trafikskola (Halmstad, Halland; en eritreansk elev)
"""[[Halmstads Trafikskola AB|EINR]]
[[Laholmsvägen 12, 302 41 Halmstad|ORT]]

INTYG

Härmed intygas att [[Senait Tesfamariam Gebru|PER_N]], personnummer [[19960311-4087|KENN]], har genomgått riskutbildning del 1 (riskettan) och del 2 (halkbanan) hos oss.

Riskettan genomfördes [[den 20 januari 2026|ZEIT]] i vår lokal, halkbanan [[tisdag 3 februari|ZEIT]] på [[Kattegattbanan|ORT]] utanför Falkenberg. Båda delarna är registrerade hos [[Trafikverket|EINR]] och gäller i fem år.

[[Senait|PER_N]] har dessutom tagit 24 körlektioner à 40 minuter för trafiklärare [[Johan Ekdahl|PER_N]], sammanlagt [[16 timmar|ZEIT]]. Lektionerna har hållits på svenska, med förklaringar på [[tigrinja|SONST]] av vår andra lärare [[Yonas Habte|PER_N]] när det behövts. Enligt [[Johan|PER_N]] är hon nu redo för körprovet på förarprovskontoret i Halmstad.

[[Senait|PER_N]] arbetar som [[undersköterska|SONST]] på [[Hallands sjukhus Halmstad|EINR]] och behöver körkort för att kunna ta kvällspass i hemsjukvården. Hennes körkortstillstånd gäller till och med 2027-09-30. Lektionsbilen är en [[Volkswagen Golf|SONST]] med manuell växellåda.

Totalt har hon betalat [[14 760 kr|BETRAG]] (paketpris för riskutbildningen 2 400 kr och 24 lektioner à 515 kr).

Halmstad [[den 9 februari 2026|ZEIT]]

[[Anneli Bengtsson|PER_N]]
[[Utbildningsansvarig|SONST]]
[[070-174 06 41|ERREICH]]""",

# 4 anmälan till Försäkringskassan (Mora, Dalarna; en estnisk mamma)
"""[[Försäkringskassan|EINR]]
Anmälan om tillfällig föräldrapenning – vård av sjukt barn
Ärendenummer: [[TFP-2026-0873341|KENN]]
Inskickad: [[2026-02-27 kl. 21:14|ZEIT]] via Mina sidor

Förälder: [[Kadri Tamm Ersson|PER_N]], [[19880523-2946|KENN]]
Adress: [[Millåkersvägen 7, 792 32 Mora|ORT]]
Barn: [[Elsa Ersson|PER_N]], född [[2021-08-14|ZEIT]] ([[4 år|ALTER]])

Period: [[måndag 23 februari – fredag 27 februari 2026|ZEIT]] (5 dagar, heltid)
Arbetsgivare: [[Mora kommun|EINR]], [[förskollärare|SONST]] på Noretskolans förskola

Övriga upplysningar:
[[Elsa|PER_N]] insjuknade i [[vattkoppor|SONST]] [[söndag kväll|ZEIT]] och fick inte gå tillbaka till förskolan förrän alla blåsor hade torkat in. Hennes pappa, [[Mikael Ersson|PER_N]], arbetar som [[lastbilschaufför|SONST]] på [[Orsa Åkeri|EINR]] och körde till [[Tallinn|ORT]] med färjan hela veckan, så det var bara jag som kunde vara hemma. Han tar ut VAB-dagarna nästa gång.

Vi har varit på [[Mora vårdcentral|EINR]], och läkaren, [[dr Pekka Hiltunen|PER_N]], skrev ett intyg som jag bifogar som foto. Jag vet att läkarintyg behövs först från den åttonde dagen, men jag skickar med det ändå.

Jag är [[estnisk|SONST]] medborgare med uppehållsrätt och har bott i Sverige sedan 2012. Utbetalningen ska som vanligt gå till mitt konto i [[Swedbank|EINR]].

Jag intygar att uppgifterna är riktiga.""",

# 5 bokning av bygdegård (Finström, Åland)
"""Ämne: Bokningsbekräftelse, [[Strömma bygdegård|ORT]]

Hej [[Camilla Sundblom|PER_N]]!

Tack för din bokning av Strömma bygdegård i [[Finström|ORT]]. Här är det vi kom överens om i telefon [[i tisdags|ZEIT]].

Bokningsnummer: [[SB-2026-14|KENN]]
Tid: [[fredag 5 juni kl. 16 – söndag 7 juni kl. 12|ZEIT]]
Tillställning: [[släktträff|SONST]], cirka 45 personer
Hyra: stora salen och köket, två dygn à 220 euro = [[440 euro|BETRAG]]
Slutstädning: 80 euro (frivilligt, ni kan också städa själva)
Deposition: [[150 euro|BETRAG]], betalas till föreningens konto i [[Ålandsbanken|EINR]] senast [[15 maj|ZEIT]]

Nycklarna hämtas hos vår stugvärd [[Gunnel Eriksson|PER_N]], [[Strömmavägen 31|ORT]], på fredagen efter kl. 15. [[Gunnel|PER_N]] går också igenom brandlarmet och visar hur [[kaffebryggaren|SONST]] och diskmaskinen fungerar.

Några saker att tänka på:
– Salen rymmer högst 80 personer enligt brandsynen.
– Levande ljus är inte tillåtna inomhus.
– Ni får gärna slå upp tält på gräsmattan, som era släktingar från [[Åbo|ORT]] har frågat om.
– Grillen får användas om det inte råder eldningsförbud; följ [[Ålands landskapsregerings|EINR]] besked.

Du skrev att din mamma, [[Sylvia Sundblom|PER_N]], fyller [[80 år|ALTER]] samma helg och att ni vill ha tårta på lördagen. [[Bageri Kvarnen|EINR]] i Godby kör gärna ut hit om man beställer en vecka i förväg.

Välkomna!

[[Henrik Karlsson|PER_N]]
[[bokningsansvarig|SONST]], [[Strömma byalag|EINR]]
[[bokning@stromma-byalag.example|ERREICH]]""",

# 6 ansökan till kulturskolan (Norsborg, Botkyrka; en irakisk familj)
"""[[Botkyrka kulturskola|EINR]]
Ansökan om plats, läsåret 2026/27

Elevens namn: [[Noor Hadi Al-Saadi|PER_N]]
Personnummer: [[20150904-6623|KENN]]
Ålder: [[10 år|ALTER]]
Skola och klass: Fittja skola, 4B
Adress: [[Krögarvägen 18, 145 53 Norsborg|ORT]]

Önskat ämne i första hand: [[fiol|SONST]]
I andra hand: [[kör|SONST]]

Vårdnadshavare: [[Zainab Kadhim|PER_N]], [[070-174 06 88|ERREICH]]

Berätta gärna varför eleven vill gå i kulturskolan:

[[Noor|PER_N]] har velat spela fiol ända sedan hon såg [[Kungliga Filharmonikerna|EINR]] på en skolkonsert förra våren. Hemma lyssnar vi mycket på irakisk musik; min pappa, alltså [[Noors|PER_N]] morfar, spelade [[oud|SONST]] i [[Bagdad|ORT]] innan vi kom hit 2016. Hon sjunger också i skolans kör, och hennes lärare [[Maria Lindqvist|PER_N]] tycker att hon har lätt för att hålla tonen.

Hennes lillebror [[Yusuf|PER_N]] ([[6 år|ALTER]]) vill gärna börja på rytmik längre fram, så jag undrar om syskonrabatten gäller redan i höst. Avgiften på [[300 kr per termin|BETRAG]] är ingen svårighet för oss.

Hon har [[ADHD|SONST]] och fungerar bäst i små grupper; det står i skolans åtgärdsprogram, som jag kan skicka om ni vill. Hon blir lätt trött på eftermiddagarna, så en lektion direkt efter skolan passar bäst, gärna på [[Fittja gård|ORT]] som ligger nära.

Norsborg [[den 2 mars 2026|ZEIT]]
[[Zainab Kadhim|PER_N]], [[mamma|SONST]]""",

# 7 referat från en orienteringstävling (Söderåsen, Skåne; en vietnamesisk-svensk löpare)
"""Referat från [[Söderåsnatten 2025|SONST]]

I fredags, [[den 17 oktober|ZEIT]], sprang 212 löpare i mörkret över [[Söderåsen|ORT]] när [[Rönnebäckens OK|EINR]] arrangerade höstens nattorientering. Samlingen var vid [[Skäralids parkering|ORT]] och första start gick [[19.30|ZEIT]].

Banläggaren [[Ingrid Hallberg|PER_N]] hade gjort den långa banan, H21 Elit, [[9,4 kilometer|BETRAG]] lång med 22 kontroller, och flera erfarna löpare gick vilse i branterna ned mot Skäralidsdalen. Segrade gjorde [[Adam Nguyen Svensson|PER_N]] från [[IFK Lund|EINR]] på [[1.08.42|ZEIT]], [[tre minuter|ZEIT]] före klubbkamraten [[Jonas Lidén|PER_N]].

[[Adam|PER_N]], [[23|ALTER]], vars mamma [[Thu Hà|PER_N]] själv sprang i det [[vietnamesiska|SONST]] landslaget i friidrott, berättade efteråt att pannlampan, en [[Lupine Piko|SONST]], räddade hans lopp när månen gick i moln.

– Jag såg bara tre meter framför mig i granskogen, men kartan var perfekt, sade han.

I D21 vann [[Hanna Ek|PER_N]] från [[OK Pan Kristianstad|EINR]] med god marginal. En äldre löpare, [[Bo Ringström|PER_N]], [[67|ALTER]], vrickade foten vid kontroll 14 och fick hjälp av [[Röda Korsets|EINR]] sjukvårdare.

Fullständiga resultat och sträcktider finns på [[eventor.orientering.se|ERREICH]].""",

# 8 presentation i en släktforskarförening (Brandbergen, Haninge; estlandssvensk släkt)
"""[[Södertörns släktforskarförening|EINR]] – Ny medlem presenterar sig i [[Medlemsbladet nr 2/2026|SONST]]

Hej alla! Jag heter [[Margit Rosenlund|PER_N]], är [[71 år|ALTER]] och har bott i [[Brandbergen|ORT]] sedan 1983. Jag gick med i föreningen i höstas efter en kvällskurs hos [[Studieförbundet Vuxenskolan|EINR]].

Min släkt på fars sida är [[estlandssvenskar|SONST]] från [[Ormsö|ORT]]. Farfar [[Anders Rosenlund|PER_N]] föddes där [[1911|ZEIT]] och flydde över till Sverige med båt i [[september 1944|ZEIT]], tillsammans med farmor [[Elin|PER_N]] och deras två barn. Pappa [[Voldemar|PER_N]] var då [[tre år|ALTER]]. Jag har hittat familjen i kyrkböckerna från [[Ormsö församling|EINR]] på [[Rahvusarhiivs|EINR]] webbplats, som är gratis att använda. Det har gått bra fast mycket är skrivet på [[tyska|SONST]] och [[estniska|SONST]].

Nu letar jag efter farmors syster [[Maria Österman|PER_N]], som stannade kvar och troligen deporterades till Sibirien [[1949|ZEIT]]. Har någon erfarenhet av att beställa handlingar från estniska arkiv, eller av Memorials listor, så hör gärna av er!

Jag forskar också på mors släkt i Hälsingland, bönder och [[sockenskräddare|SONST]], men där har jag kommit längre tack vare [[ArkivDigital|EINR]].

Ni når mig på [[margit.rosenlund@example.com|ERREICH]] eller efter medlemsmötet på Haninge bibliotek sista tisdagen i månaden.

Hälsningar
[[Margit|PER_N]] (medlem nr 4127)""",

# 9 brev från en samfällighetsförening om vägavgift (Särö, Kungsbacka, Halland)
"""[[Särö Västerskogs samfällighetsförening|EINR]]
Kungsbacka [[20 april 2026|ZEIT]]

Till alla medlemmar i gemensamhetsanläggningen [[Kungsbacka Västerskog ga:3|KENN]]

Debitering av vägavgift 2026 och asfaltering av [[Kärrvägen|ORT]]

På ordinarie föreningsstämma [[den 29 mars|ZEIT]] beslutades att asfaltera de [[620 meter|BETRAG]] av Kärrvägen som fortfarande är grus. Offerten från [[NCC|EINR]] lyder på [[412 000 kr|BETRAG]] inklusive moms. Föreningen har [[160 000 kr|BETRAG]] i underhållsfonden, och resten, 252 000 kr, fördelas efter andelstal. Varje fastighet har ett andelstal, utom [[Västerskog 1:14|KENN]] som har två eftersom där finns två bostadshus. Med 36 andelar blir det [[7 000 kr|BETRAG]] per andel, utöver den ordinarie avgiften på 1 800 kr.

Fakturan skickas ut i maj och ska vara betald senast [[30 juni|ZEIT]]. Den som vill dela upp betalningen på tre månader kan kontakta kassören [[Tiina Mäkelä|PER_N]], [[tiina.makela@example.com|ERREICH]].

Arbetet beräknas ta [[tre veckor|ZEIT]] i augusti, och vägen blir då avstängd dagtid mellan kl. 7 och 16. [[Hemtjänsten|EINR]] och sophämtningen i [[Kungsbacka kommun|EINR]] är informerade. [[Bengt-Åke Carlsson|PER_N]] på Kärrvägen 9, som har [[hemdialys|SONST]] och får leveranser varje vecka, har lovats att de kan ske via grannens infart.

Styrelsen tackar [[Göran och Lisbeth Fransson|PER_N]] som låter entreprenören ställa maskinerna på sin tomt.

Frågor besvaras av ordföranden [[Peter Hedlund|PER_N]], [[070-174 06 57|ERREICH]].

För styrelsen
[[Peter Hedlund|PER_N]]""",

# 10 besked om förskoleplats (Järfälla; en vietnamesisk-svensk familj)
"""[[Järfälla kommun|EINR]], förvaltningen för barn och ungdom
Besked om erbjuden förskoleplats
Ärendenummer: [[BUN 2026/1142|KENN]]
[[2026-03-18|ZEIT]]

Till vårdnadshavarna för [[Linh Tran Andersson|PER_N]], född [[2024-11-02|ZEIT]]

Vi kan nu erbjuda [[Linh|PER_N]] plats på [[Förskolan Solrosen|EINR]], [[Kvarnhusvägen 4, 177 38 Järfälla|ORT]], från och med [[måndag 4 maj 2026|ZEIT]]. Ni har stått i kö sedan [[20 november 2025|ZEIT]], alltså knappt fyra månader, och platsen ligger inom garantitiden.

[[Linh|PER_N]] kommer att gå på avdelningen Fjärilen, där pedagogerna är [[Hoa Pham|PER_N]], som talar [[vietnamesiska|SONST]], och [[Emma Sjöberg|PER_N]]. Inskolningen pågår i två veckor, och en vårdnadshavare behöver vara med de första dagarna.

Avgift: enligt maxtaxan är avgiften 3 procent av hushållets inkomst, högst 1 688 kr i månaden för första barnet. Ni har angett en inkomst på [[48 500 kr|BETRAG]] i månaden, vilket ger en avgift på [[1 455 kr|BETRAG]].

Ni har uppgett att [[Linh|PER_N]] har [[komjölksproteinallergi|SONST]]. Ta med intyg från BVC i Jakobsberg, så kan köket anpassa maten.

Svara senast [[1 april|ZEIT]] via e-tjänsten på [[jarfalla.example/forskola|ERREICH]]. Om ni tackar nej står barnet kvar i kön.

Registrerade vårdnadshavare: [[Minh Tran|PER_N]] och [[Johan Andersson|PER_N]]

Handläggare: [[Sara Nyström|PER_N]], [[08-465 004 12|ERREICH]]""",

# 11 ansökan om färdtjänst (Södertälje; en sverigefinsk man)
"""Ansökan om färdtjänst
Till: [[Färdtjänsten, Region Stockholm|EINR]]

Sökande: [[Veikko Järvinen|PER_N]]
Personnummer: [[19470619-3315|KENN]]
Adress: [[Ronnavägen 22, 2 tr, 151 38 Södertälje|ORT]]
Telefon: [[070-174 06 14|ERREICH]]

Beskriv din funktionsnedsättning:
Jag har haft [[Parkinsons sjukdom|SONST]] sedan [[2019|ZEIT]] och bröt höften i november, när jag halkade på isen utanför [[Coop Ronna|EINR]]. Nu går jag med [[rollator|SONST]] och klarar högst [[100 meter|BETRAG]] innan jag måste vila. Busshållplatsen ligger 350 meter bort och bussarna är ofta fulla.

Hur länge väntas funktionsnedsättningen pågå?
Varaktigt, minst sex månader enligt läkarintyget.

Behöver du ledsagare?
Ja, ibland. Min dotter [[Anja Järvinen Berg|PER_N]] följer med till [[Karolinska Universitetssjukhuset i Huddinge|EINR]], där jag går på kontroll hos neurologen [[dr Samir Haddad|PER_N]] var tredje månad.

Övrigt:
Jag är född i [[Kemi|ORT]] i Finland och kom till Södertälje [[1966|ZEIT]] för att arbeta på [[Scania|EINR]] som [[svetsare|SONST]]. Jag talar svenska, men tar gärna emot information på [[finska|SONST]] om det finns.

Jag är [[78 år|ALTER]] och har bott ensam sedan min fru [[Aili|PER_N]] gick bort [[för två år sedan|ZEIT]].

Södertälje [[den 12 februari 2026|ZEIT]]

[[Veikko Järvinen|PER_N]]

Bilaga: läkarintyg från Ronna vårdcentral""",

# 12 kontrakt för båtplats (Gustavsberg, Värmdö)
"""KONTRAKT FÖR BÅTPLATS 2026

Uthyrare: [[Gustavsbergs Båtklubb|EINR]]
Hamn: [[Farstaviken, brygga C|ORT]]
Båtplatsnummer: [[C-27|KENN]]

Hyresgäst: [[Erik Wallin|PER_N]]
Adress: [[Skärgårdsvägen 61, 134 40 Gustavsberg|ORT]]
Medlemsnummer: [[GBK-1189|KENN]]
E-post: [[erik.wallin@example.com|ERREICH]]

Båt: [[Linjett 32|SONST]], segelbåt, längd [[9,75 m|BETRAG]], bredd 3,20 m, djupgående 1,65 m. Båtens namn: [[Sjöbris II|SONST]]

Period: [[1 maj – 30 september 2026|ZEIT]]
Avgift: [[6 400 kr|BETRAG]] för säsongen, att betala senast 15 april till klubbens bankgiro.

Villkor:
1. Båtplatsen får inte hyras ut i andra hand.
2. Båten ska vara försäkrad, minst med ansvarsförsäkring. [[Erik|PER_N]] har uppgett en försäkring hos [[Svenska Sjö|EINR]], nummer [[SS-4408172|KENN]].
3. Varje medlem gör fyra timmars arbetsplikt, till exempel på [[sjösättningsdagen|SONST]] [[lördag 25 april|ZEIT]].
4. Strömuttaget på bryggan får bara användas för laddning, inte för värmefläktar.

[[Erik|PER_N]] stod i kö i [[sex år|ZEIT]]. Platsen blev ledig när förra hyresgästen, [[Lennart Ohlsson|PER_N]], sålde sin båt efter 32 säsonger i klubben. [[Hamnkapten Ahmad Darwish|PER_N]] visar platsen och förtöjningarna före sjösättningen.

Gustavsberg [[2026-03-02|ZEIT]]

För klubben: [[Ahmad Darwish|PER_N]], hamnkapten
Hyresgäst: [[Erik Wallin|PER_N]]""",
]

# Capitalised words that may sit inside a `PER_N` span without being a name of their own.
NOT_NAMES = frozenset({
    "Mrs", "Revd", "Commodore", "Judge", "Nurse", "Pastor", "Mother", "Coach", "She",
    "Hamnkapten",
})

SCHEME = Scheme(
    prefix="heldout9",
    labels=(
        "PER_N", "ORT", "EINR", "ZEIT", "ALTER", "BETRAG", "ERREICH", "KENN", "SONST",
    ),
    person="PER_N",
    words=(140, 240),
    spans=(18, 24),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
