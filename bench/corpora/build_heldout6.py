#!/usr/bin/env python3
"""Build and check the sixth pair of held-out corpora (heldout6_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0). All private
people, addresses, e-mail addresses, phone numbers, case, reference and ID numbers,
plates and amounts are invented. Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand.

    python3 bench/corpora/build_heldout6.py          # write both files, then check them
    python3 bench/corpora/build_heldout6.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, main

EN = [
# 1 tenant's e-mail to a letting agent about a broken boiler (Leith, Edinburgh, Scotland)
"""From: [[Eilidh Rennie|Indiv]] <[[eilidh.rennie@example.com|Comms]]>
To: [[Forthside Lettings|Collective]] <[[repairs@forthside-lettings.example|Comms]]>
Sent: [[Tuesday 14 October 2025, 07:52|Chrono]]
Subject: No heating or hot water at [[2F1, 41 Dalmeny Street, Edinburgh EH6 8RG|Locale]] (third request)

Dear [[Mr Gillespie|Indiv]],

I am writing again about the boiler in our flat, which has given us no heating or hot water since [[Friday 26 September|Chrono]]. Your contractor came out on [[2 October|Chrono]], said a new diverter valve was needed and that he would order one. Nobody has been in touch since, and my calls to your office go to voicemail.

We have now been without heating for [[almost three weeks|Chrono]]. Last night it dropped to [[3°C|Qty]] in Leith, and this morning we could see our breath in the bedroom. My partner, [[Ruaraidh|Indiv]], has [[Raynaud's|Assorted]] and his hands go white and numb in the cold. We are boiling kettles to wash, and I shower at the [[Leith Victoria Swim Centre|Collective]] before my shifts at the Royal Infirmary.

Under our private residential tenancy the flat must meet the Repairing Standard, and a working heating system is part of it. We have paid the rent of [[£1,150|Qty]] on time every month since we moved in on [[1 August 2023|Chrono]], and our deposit is held by [[SafeDeposits Scotland|Collective]] (ref. [[SDS-0472913|Serial]]).

If the boiler is not repaired by [[Friday 24 October|Chrono]], I will apply to the [[First-tier Tribunal for Scotland (Housing and Property Chamber)|Collective]] for a repairing standard enforcement order. I would much rather not have to.

You can reach me on [[07700 900318|Comms]] most days after four.

Regards,
[[Eilidh Rennie|Indiv]]""",

# 2 hospital outpatient appointment letter (Cardiff, Wales)
"""[[Cardiff and Vale University Health Board|Collective]]
[[Eye Unit|Collective]], [[University Hospital of Wales, Heath Park, Cardiff CF14 4XW|Locale]]
Appointments: [[029 2018 0462|Comms]]

Date: [[2 February 2026|Chrono]]
Hospital number: [[H0783215|Serial]]
NHS number: [[999 104 6186|Serial]]

PRIVATE AND CONFIDENTIAL
[[Mr Emrys Bowen|Indiv]]
[[9 Heol Llanishen Fach, Rhiwbina, Cardiff CF14 6LA|Locale]]
Date of birth: [[17/08/1949|Chrono]]

Dear [[Mr Bowen|Indiv]],

Outpatient appointment: Medical Retina (Macular) Clinic

Following the urgent referral from your optometrist at [[Pantmawr Opticians|Collective]], an appointment has been booked for you with [[Ms Ffion Gwilym|Indiv]], [[Consultant Ophthalmologist|Assorted]], on [[Thursday 26 February 2026 at 10:40|Chrono]] in Eye Outpatients, ground floor.

The clinic will check your right eye for [[wet age-related macular degeneration|Assorted]]. You will be given drops to widen your pupils and have a scan of the back of the eye, and if treatment is needed you may be offered your first injection on the same day. Please allow plenty of time for your visit.

The drops blur your vision for [[four to six hours|Chrono]], so please do not drive to the appointment. Bring your glasses, a list of the medicines you take, and someone to accompany you if you can.

If you cannot attend, or no longer need this appointment, please telephone the number above between [[9 am and 4 pm, Monday to Friday|Chrono]], or e-mail [[eye.bookings@example.com|Comms]]. Patients who miss two appointments without letting us know may be referred back to their optometrist.

Mae croeso i chi gysylltu â ni yn Gymraeg.

Yours sincerely,
[[Bethan Morgan|Indiv]]
Outpatient Booking Officer, Ophthalmology

cc: [[Dr Meera Nair|Indiv]], [[Rhiwbina Health Centre|Collective]]""",

# 3 sailing club newsletter, end of season (Kingston, Ontario, Canada)
"""THE TELLTALE · [[Autumn 2025|Chrono]]
Newsletter of the [[Cataraqui Shoals Sailing Club|Collective]], [[Portsmouth Olympic Harbour|Locale]], [[Kingston, Ontario|Locale]]

From the Commodore's desk

What a season. We launched on [[May 17|Chrono]] into water that was still bitterly cold, and by the [[Canada Day|Chrono]] pursuit race the fleet was the biggest we have had since before the pandemic. Thank you to everyone who ran a mark boat or flipped burgers on the deck.

Congratulations to [[Priya and Dev Shanmugaratnam|Indiv]], who won the Wednesday night series in their Tanzer 22, [[Second Wind|Assorted]], by a single point over [[Luc Gagnon-Roy|Indiv]]. [[Luc|Indiv]] has asked me to point out that he was leading until the last night, when the wind died off [[Cedar Island|Locale]].

Our junior program, run by head instructor [[Hannah Kowalchuk|Indiv]], had [[84|Qty]] young sailors aged 8 to 15 this summer, and two of them crewed on the committee boats during [[CORK|Assorted]] in August. [[Hannah|Indiv]] starts her master's in January, so we are looking for a new head instructor. Please spread the word.

Haul-out is [[Saturday, October 18|Chrono]]. The crane arrives early, and cradles must be in the yard two days before. The fee is [[$145|Qty]] for boats under 26 feet. Questions to our harbourmaster, [[Doug Fairbairn|Indiv]], at [[613-555-0139|Comms]].

Finally, the annual general meeting will be held on [[Thursday, November 20|Chrono]], in the clubhouse at seven. Bring your ideas, and your dues.

Fair winds,
[[Marc-André Thibodeau|Indiv]], Commodore""",

# 4 covering note to a customs declaration, returning resident (Tema, Ghana)
"""[[Abena Serwaa Boakye|Indiv]]
[[Plot 27, Lashibi, Tema Community 18|Locale]]
[[a.s.boakye@example.com|Comms]]

[[3 November 2025|Chrono]]

The Sector Commander
[[Customs Division, Ghana Revenue Authority|Collective]]
[[Tema Port|Locale]]

Dear Sir/Madam,

DECLARATION OF USED PERSONAL AND HOUSEHOLD EFFECTS: RETURNING RESIDENT
Bill of lading [[MEDUL7402815|Serial]], container [[MSCU 482016 0|Serial]] (20 ft)

I write to declare the contents of the above container, which was loaded at [[Felixstowe|Locale]] and is due at Tema [[on or about 6 November|Chrono]].

I am a [[Ghanaian|Assorted]] citizen, Ghana Card [[GHA-718204953-6|Serial]], returning home after [[nine years|Chrono]] in [[Leeds|Locale]], England, where I worked as a [[community pharmacist|Assorted]]. I landed at [[Kotoka International Airport|Locale]] on [[27 October 2025|Chrono]] and now live permanently at the address above with my mother, [[Madam Adwoa Boakye|Indiv]].

The container holds only used household goods that I have owned for more than a year: furniture, kitchenware, books, clothes, a fridge-freezer, a washing machine and my late father's keyboard. A full inventory is attached. Their total value is about [[£3,200|Qty]]. There is no vehicle, nothing for sale and nothing on the prohibited list.

I respectfully request the exemption from import duty allowed for the personal effects of returning residents. Copies of my passport, my UK employment record and my flight ticket are enclosed.

My clearing agent, [[Mr Kwame Asante-Darko|Indiv]], will attend the examination on my behalf. He can be reached at [[kwame.ad@nyahofreight.example|Comms]].

Yours faithfully,
[[Abena S. Boakye|Indiv]]""",

# 5 funeral eulogy read by a grandson (Kombewa, Kisumu County, Kenya)
"""Eulogy for [[Mama Grace Akinyi Otieno|Indiv]], [[1941–2025|Chrono]]
Read by her grandson [[Brian Ouma|Indiv]] at her home in [[Kombewa, Seme|Locale]], [[Saturday 20 September 2025|Chrono]]

Good morning, family, friends, and the people of Kombewa.

[[Mama Grace|Indiv]] was born on [[12 March 1941|Chrono]] in a village near [[Kit Mikayi|Locale]], the fourth of seven children. Her father wanted her married at sixteen. Instead she walked to school every day in bare feet, and she went on to finish her training at [[Kaimosi Teachers' College|Collective]].

For [[thirty-four years|Chrono]] she taught mathematics, most of them at [[Kisumu Girls' High School|Collective]]. Half the women in this tent were her students, and I can see some of you sitting up straighter because she is being spoken about.

In [[1963|Chrono]] she married [[Mzee Joseph Otieno Onyango|Indiv]], a [[surveyor|Assorted]] with the railways. They built this house with their own savings and raised six children here, and later more grandchildren than she could count at Christmas. When [[Mzee Joseph|Indiv]] died, she refused to move to town as we begged her; she kept her cows and her kitchen garden.

To us grandchildren she was simply Dani. She scolded us in [[Dholuo|Assorted]], praised us in English, and prayed for us in both. When I was admitted to [[Maseno University|Collective]], she sold a heifer to pay my first fees, [[KSh 28,000|Qty]], and never let me mention it again.

She fell asleep on the morning of [[Sunday 7 September|Chrono]] at [[Aga Khan Hospital, Kisumu|Collective]], aged [[84|Qty]], with my aunt [[Millicent|Indiv]] holding her hand.

Dani, nind gi kwe. Rest in peace.""",

# 6 job reference letter for a laboratory technologist (Mysuru, India)
"""[[Kaveri Diagnostics Pvt. Ltd.|Collective]]
[[2nd Floor, 118 Sayyaji Rao Road, Devaraja Mohalla, Mysuru 570001|Locale]], Karnataka

[[15 September 2025|Chrono]]

The Recruitment Team
[[Te Whatu Ora – Health New Zealand, Waikato|Collective]]
[[Hamilton|Locale]], New Zealand

Dear Sir or Madam,

Reference for [[Ms Kavya Narasimhamurthy|Indiv]] (Employee No. [[KD-2019-0614|Serial]])

I am pleased to support [[Kavya's|Indiv]] application for the post of [[Medical Laboratory Scientist|Assorted]]. She worked in our laboratory from [[3 June 2019|Chrono]] to [[29 August 2025|Chrono]], first as a trainee technician and later as [[Senior Technologist|Assorted]] in haematology and clinical biochemistry.

[[Kavya|Indiv]] holds a [[B.Sc. in Medical Laboratory Technology|Assorted]] from [[JSS Academy of Higher Education & Research|Collective]]. During the second wave of COVID-19 in [[May 2021|Chrono]] she ran our RT-PCR bench on twelve-hour shifts, processing up to [[900 samples a day|Qty]], and she has since trained most of our junior staff. She led our preparation for the NABL surveillance audit in [[2024|Chrono]], which we passed with no major non-conformity.

She is calm and kind with anxious patients, many of them elderly farmers from around [[Nanjangud|Locale]] who come to our collection centre and speak only [[Kannada|Assorted]]. In six years I recall her taking sick leave only once, for dengue.

Her leaving is our loss, and we would re-employ her without hesitation.

Yours faithfully,

[[Dr. S. Raghavendra Rao|Indiv]], MD (Pathology)
Laboratory Director
[[raghavendra.rao@kaveridx.example|Comms]]""",

# 7 school camp report (Darwin and Kakadu, Northern Territory, Australia)
"""Year 9 Kakadu Camp: Trip Report
[[Marrara Creek College|Collective]]
Trip: [[Tuesday 17 June|Chrono]] to [[Friday 20 June 2025|Chrono]]
Staff: [[Ms Tegan Whitford|Indiv]] (trip leader), [[Mr Joel Anau|Indiv]], [[Mrs Rosa Calabrese|Indiv]]

[[Forty-two|Qty]] students and three staff left the school gate at dawn on a chartered coach. After a pie stop we drove out along the Arnhem Highway, spotting jabirus near Mary River, and reached the park by lunchtime. We camped at [[Muirella Park|Locale]] for three nights.

On [[Wednesday|Chrono]] we took the sunrise cruise on [[Yellow Water|Locale]], where students counted nineteen saltwater crocodiles, and in the afternoon we visited the [[Warradjan Cultural Centre|Collective]]. Our guide, [[Bininj|Assorted]] ranger [[Jacob Cooper|Indiv]], explained the six seasons of the Gundjeihmi calendar. June is Wurrgeng, the cold-weather time, though nobody who sweated up the rock at [[Ubirr|Locale]] on [[Thursday evening|Chrono]] would call [[32 degrees|Qty]] cold. The sunset over the floodplain was the highlight of the trip for most of us.

There was one injury: [[Tamati Hohaia|Indiv]] rolled his ankle on the Burrungkuy walk and was checked by a nurse at the [[Jabiru Community Health Centre|Collective]]. He was back on his feet, and telling everyone about it, by breakfast.

The camp cost [[$395|Qty]] per student, with help from the school's activity fund for families who needed it. Thank you to the parents who packed eskies, and to [[Mr Anau|Indiv]], who cooked damper for forty-five people in a camp oven.

Photos are on the school portal. Questions to [[Ms Whitford|Indiv]] on [[0491 570 156|Comms]].""",

# 8 community choir tour blog (Stellenbosch, Western Cape, South Africa)
"""[[Msunduzi Voices|Collective]] on tour, Day 4: [[Stellenbosch|Locale]]
Posted [[24 September 2025|Chrono]] by [[Nomvula Dlamini|Indiv]]

Happy [[Heritage Day|Chrono]], everyone back home in [[Pietermaritzburg|Locale]]!

We woke up this morning in our host families' homes in [[Kayamandi|Locale]]. [[Mama Nokuthula Mgudlwa|Indiv]] had six of our tenors at her table before dawn, feeding them amagwinya and rooibos and drilling them on the clicks in a Xhosa wedding song they have been getting wrong for weeks. By the time the bus left, [[Sipho|Indiv]] could finally say "Qongqothwane" without spitting.

Rehearsal was at the [[Endler Hall|Locale]] with a local community choir led by [[Ms Elmarie Botha|Indiv]]. We taught them "[[Thuma Mina|Assorted]]" and they taught us an Afrikaans hymn, and by lunch the two choirs had become one choir of [[eighty-one|Qty]] voices and nobody wanted to stop.

Some bad news: our bass section leader, [[Thabo Mokoena|Indiv]], has [[laryngitis|Assorted]] and is on strict voice rest. The doctor at the clinic was very firm about it. [[Thabo|Indiv]] is now conducting the basses with his eyebrows, which is honestly more effective.

Tonight's concert is at [[7 pm|Chrono]] in the [[Moederkerk|Locale]], tickets at the door. Next we sing at [[St George's Cathedral|Locale]] in [[Cape Town|Locale]], and then it is the long bus ride home up the N1 and across the Free State.

Thank you to everyone who sent money for the tour, and to the aunties who packed padkos for twenty hours of driving. Messages and voice notes for the choir to [[tour@msunduzivoices.example|Comms]].""",

# 9 data-breach notification letter from an orthodontic practice (Vermont, United States)
"""[[Birchline Orthodontics|Collective]]
[[212 Dorset Street, Suite 4, South Burlington, VT 05403|Locale]]

[[November 21, 2025|Chrono]]

To the Parent or Guardian of
[[Owen Lachance|Indiv]]
[[58 Maple Hollow Road, Essex Junction, VT 05452|Locale]]

Notice of Data Security Incident
Reference: [[BLO-25-1187|Serial]]

Dear Parent or Guardian:

We are writing to tell you about an incident that may involve some of [[Owen's|Indiv]] information. We take the privacy of our patients seriously and regret any worry this may cause.

What happened. On [[October 29, 2025|Chrono]], our staff noticed that our scheduling system was running unusually slowly. We took it offline the same day and engaged [[Hollis Forensic Partners|Collective]], an outside cybersecurity firm. Their investigation found that an unauthorized person had access to one server between [[October 24 and October 29|Chrono]].

What information was involved. The server held patient names, dates of birth, home addresses, insurance member ID numbers and some treatment notes. For your child, this included the date of birth [[03/14/2013|Chrono]], a [[Northeast Delta Dental|Collective]] member ID ending in [[4471|Serial]], and a note about [[a cleft palate repair|Assorted]]. No Social Security or payment card numbers were stored on the server.

What we are doing. We have reported the incident to the [[Vermont Attorney General's Office|Collective]] and to law enforcement, reset every password and added multi-factor sign-in. We are offering [[24 months|Chrono]] of free credit and identity monitoring. To enroll, use code [[K7RQ-22MX-9FHT|Serial]] at [[idprotect.example|Comms]] by [[February 27, 2026|Chrono]].

For more information, call our dedicated line at [[802-555-0163|Comms]].

Sincerely,
[[Dr. Anneliese Ward|Indiv]], DMD
Owner and Orthodontist""",

# 10 folk and food festival programme (Nelson, New Zealand)
"""[[WHAKATŪ FOLK & KAI FESTIVAL 2026|Assorted]]
[[Nelson|Locale]] · Anniversary Weekend · [[31 January to 2 February|Chrono]]

Kia ora and welcome! Three days of music, food and stories at the top of the South Island. Most events are free; tamariki always are.

[[SATURDAY|Chrono]]
[[10 am|Chrono]] Pōwhiri at [[Founders Heritage Park|Locale]], with a welcome from kaumātua [[Hemi Paratene|Indiv]] of [[Ngāti Rārua|Collective]].
[[2 pm|Chrono]] Whitebait fritter cook-off, hosted by [[Marama Wiremu-Stead|Indiv]] of Kōura Kitchen in Māpua, who has won it twice and now only judges.
[[7.30 pm|Chrono]] Headliner: [[Sione Latu|Indiv]] and his Tongan string band at the [[Trafalgar Centre|Locale]].

[[SUNDAY|Chrono]]
[[1 pm|Chrono]] Book talk at [[the Suter Art Gallery|Locale]]: [[Dr Elspeth Caird|Indiv]] on her history of whaling songs, [[Songs of the Tasman|Assorted]].
[[8 pm|Chrono]] Ceilidh with caller [[Fiona McPhail|Indiv]] and the Boulder Bank Band. No experience needed; [[Fiona|Indiv]] will shout.

[[MONDAY|Chrono]] (Anniversary Day)
[[2 pm|Chrono]] Closing waiata and a family picnic in the park, with kite-making for tamariki.

If it rains, outdoor events move to the Trafalgar Centre. Free parking at the park; buses run from the city every half hour.""",

# 11 recipe blog post with a family story (Lafayette and Breaux Bridge, Louisiana)
"""[[Mawmaw Odile's|Indiv]] Chicken and Andouille Gumbo
Posted [[November 9, 2025|Chrono]] by [[Renée Guidry|Indiv]]

The first real cold front finally pushed through [[Lafayette|Locale]] on [[Thursday|Chrono]], and around here that means one thing: gumbo weather. I pulled out my grandmother's black iron pot, the one with the handle wired back on, and called my mama to argue about the roux.

My grandmother, [[Odile Broussard Guidry|Indiv]], made this gumbo every week from [[All Saints' Day|Chrono]] until [[Lent|Chrono]] in her kitchen in [[Breaux Bridge|Locale]]. She was born in [[1931|Chrono]], spoke [[Cajun French|Assorted]] before she spoke a word of English, and fed whoever came through the screen door. She passed in [[March 2023|Chrono]] at [[91|Qty]], two days after telling my cousin [[Jolie|Indiv]] her roux was "too pale, cher, like a paper bag."

So here is Mawmaw's version, as close as I can get it.

You'll need [[1 cup|Qty]] each of oil and flour; [[2 pounds|Qty]] of bone-in chicken thighs; a pound of andouille from [[Poche's|Collective]]; the trinity of onion, celery and bell pepper; a gallon of stock; and a good shake of [[Tony Chachere's|Assorted]].

Stir the roux over medium-low heat for [[45 minutes to an hour|Chrono]], until it is the color of a Hershey bar. Don't walk away, and don't answer the phone. Add the trinity, then the sausage, then the stock and chicken, and let it simmer until the chicken falls off the bone. Pick out the bones, season, and serve over rice with potato salad on the side, the way [[Uncle Clovis|Indiv]] insists.

Next week: [[Jolie's|Indiv]] sweet potato pie for [[Thanksgiving|Chrono]].""",

# 12 volunteer search and rescue mission log (Hyalite Canyon, Gallatin County, Montana)
"""[[Gallatin County Search and Rescue|Collective]]: Mission Log
Mission [[GCSAR-25-0217|Serial]] · Overdue hiker, [[Hyalite Canyon|Locale]]
Date: [[Saturday, October 11, 2025|Chrono]]
Incident commander: [[Lt. Dana Whitcomb|Indiv]]

Subject: [[Gary Lindqvist|Indiv]], [[67|Qty]], of [[Belgrade|Locale]]. [[Type 1 diabetic|Assorted]], experienced hiker, solo.

[[19:42|Chrono]] Page from dispatch. Wife, [[Marlene Lindqvist|Indiv]], reports subject overdue from a day hike to Hyalite Peak. Left home early, expected back by late afternoon. Not answering his cell, [[406-555-0172|Comms]].

[[20:05|Chrono]] [[Deputy R. Okafor|Indiv]] confirms subject's grey Subaru, MT plate [[6-48213C|Serial]], at the Grotto Falls trailhead. Snow starting above 8,000 ft. Two hasty teams deployed on foot. Team 1 ([[Sam Becenti|Indiv]], [[Kelsey Marsh|Indiv]]) up the Hyalite Creek trail; Team 2 held at the trailhead with the medical kit.

[[23:48|Chrono]] After finding boot tracks above the falls, Team 1 makes voice contact. Subject found off trail, cold and confused, blood glucose very low. Given glucose gel, dry layers and a hot drink. Subject states he lost the trail in the snow after dark and sat down to wait.

[[01:15|Chrono]] Team 1 and subject back at trailhead. Subject transported by ambulance to [[Bozeman Health Deaconess Regional Medical Center|Collective]] for evaluation. All teams clear by 02:10.

Notes: Subject had a paper map and spare insulin but no headlamp. Debrief set for Tuesday. Thanks to [[Marlene|Indiv]] for the medication list and to the deputies for hot coffee at the trailhead.""",
]

SV = [
# 1 e-post till hyresvärden om fuktskada (Karlstad)
"""Från: [[Jelena Marković|Indiv]] <[[jelena.markovic@example.com|Comms]]>
Till: [[Klarälvsbo Fastigheter AB|Collective]] <[[kundtjanst@klaralvsbo.example|Comms]]>
Skickat: [[måndag 3 november 2025 21:14|Chrono]]
Ämne: Fuktskada i badrummet, [[Stockrosgatan 12, lgh 1203|Locale]] – påminnelse

Hej,

Jag skriver igen om fuktskadan i vårt badrum. Jag gjorde en felanmälan på er webbplats redan den [[22 september|Chrono]] (ärende [[FA-2025-30917|Serial]]), när golvmattan började släppa bakom toaletten. Så småningom kom en hantverkare från [[Värmlands Våtrumsteknik|Collective]], tittade i fem minuter och sa att det måste fuktmätas. Sedan dess har jag inte hört något, fast jag har ringt er kundtjänst flera gånger.

Nu luktar det unket i hela lägenheten och det har kommit svarta prickar i fogarna. Min son [[Luka|Indiv]], som är [[sju år|Qty]], har [[astma|Assorted]] och har hostat varje natt sedan [[höstlovet|Chrono]]. Hans läkare har skrivit ett intyg som jag kan skicka om ni vill.

Vi har betalat full hyra, [[8 640 kronor|Qty]] i månaden, hela tiden. Jag anser att vi har rätt till nedsättning av hyran från september, och jag har fått råd av [[Hyresgästföreningen|Collective]]. Om ingen fuktmätning görs senast [[fredag den 14 november|Chrono]] kommer jag att vända mig till hyresnämnden.

Vår granne [[Tove Lindahl|Indiv]] i lägenheten under oss har också fått fläckar i badrumstaket, så det är inte bara vårt problem.

Jag jobbar som [[undersköterska|Assorted]] på [[Centralsjukhuset i Karlstad|Collective]] och går skift, men jag svarar på [[070-174 06 52|Comms]] efter jobbet.

Med vänlig hälsning
[[Jelena Marković|Indiv]]
Kontraktsnummer [[4021-1203-07|Serial]]""",

# 2 kallelse till ortopedmottagningen (Växjö/Lammhult)
"""[[Region Kronoberg|Collective]]
[[Ortopedmottagningen|Collective]], [[Centrallasarettet Växjö|Collective]]

[[Arvid Gustavsson|Indiv]]
[[Lönngatan 4|Locale]]
[[360 30 Lammhult|Locale]]

Växjö [[2025-11-17|Chrono]]

Kallelse till nybesök
Personnummer: [[511102-4575|Serial]]

Du är välkommen till [[överläkare Maria Sandell|Indiv]] på Ortopedmottagningen [[onsdag 10 december 2025 klockan 13.20|Chrono]].

Besöket gäller remissen från din läkare på [[Lammhults vårdcentral|Collective]] om smärta och stelhet i höger knä, där man misstänker [[artros|Assorted]]. Innan du träffar läkaren blir du röntgad, så räkna med att besöket tar [[ungefär en och en halv timme|Chrono]]. Kom i god tid och anmäl dig i receptionen på plan 2.

Ta med en lista över de läkemedel du använder. Om du tar blodförtunnande medicin, till exempel [[Waran|Assorted]] eller Eliquis, vill vi att du ringer oss i förväg.

Patientavgiften är [[200 kronor|Qty]]. Har du frikort betalar du ingenting. Om du uteblir utan att ha lämnat återbud debiteras du [[400 kronor|Qty]].

Behöver du tolk, eller vill du boka om tiden? Ring mottagningens sekreterare [[Lena Holm|Indiv]] på [[070-174 06 18|Comms]] eller skicka ett meddelande via [[1177.se|Comms]].

Parkering finns i parkeringshuset vid lasarettet. Från Lammhult går [[Länstrafiken Kronobergs|Collective]] regionbussar till resecentrum, och därifrån är det tio minuters promenad.

Med vänlig hälsning
[[Lena Holm|Indiv]]
[[medicinsk sekreterare|Assorted]], Ortopedmottagningen""",

# 3 seglarklubbens medlemsblad, vårnummer (Härnösand)
"""SKOTET · Medlemsblad för [[Segelklubben Härnön|Collective]] · [[nr 1, mars 2026|Chrono]]

Ordföranden har ordet

Isen ligger fortfarande kvar i [[Södra sundet|Locale]] när jag skriver det här, men på årsmötet var det ingen som pratade om annat än sjösättningen. Vi var fler i klubbstugan än någonsin, och [[Gunnel Ekholm|Indiv]] hade bakat sin berömda rabarberkaka trots att rabarbern är från i fjol.

Årsmötet beslutade att höja bryggavgiften till [[2 400 kronor|Qty]] per säsong och att köpa en begagnad ribbåt till juniorverksamheten. Kassören [[Per-Olof Strand|Indiv]] lovar att det ryms i budgeten ändå.

Viktiga datum
Arbetsdag på varvet: [[lördag 18 april|Chrono]] klockan nio. Vi bjuder på ärtsoppa och pannkakor.
Sjösättning: [[lördag 9 maj|Chrono]]. Kranbilen kommer tidigt, så var på plats.
Midnattsseglingen till [[Högbonden|Locale]]: [[midsommarnatten|Chrono]], som vanligt.
Seglarläger för juniorer: [[vecka 27|Chrono]], med ledaren [[Amir Haddad|Indiv]].

Stöld i vintras
Någon gång under vintern stals en utombordsmotor från [[Ingemar Ottossons|Indiv]] båt på vinteruppläggningen, en [[Yamaha F9.9|Assorted]] med serienummer [[6DR-1047723|Serial]]. Polisanmälan är gjord. Hör av er till [[Ingemar|Indiv]] om ni ser den till salu på Blocket!

Välkomna, nya medlemmar: [[Sanne och Joris de Vries|Indiv]], som flyttade hit från Utrecht i höstas och redan har köpt en [[Albin Vega|Assorted]].

Frågor om bryggplatser går till hamnkaptenen [[Pekka Rantala|Indiv]], [[070-174 06 71|Comms]].

Vi ses på bryggan!
[[Gunilla Nordström|Indiv]], ordförande""",

# 4 bilaga till tulldeklaration, flyttsaker från Norge (Strömstad/Svinesund)
"""Till [[Tullverket|Collective]]

Bilaga till tulldeklaration – flyttsaker från Norge

Avsändare: [[Linnea Karlsen|Indiv]], personnummer [[860214-2484|Serial]]
Ny adress: [[Tjärnvägen 6, 452 34 Strömstad|Locale]]
Telefon: [[070-174 06 33|Comms]]

Jag har bott och arbetat i [[Sandefjord|Locale]] i Norge sedan [[augusti 2014|Chrono]] och flyttar nu hem till Sverige tillsammans med min man [[Øystein Karlsen|Indiv]], som är [[norsk|Assorted]] medborgare, och våra barn [[Maja|Indiv]] ([[9|Qty]]) och [[Sander|Indiv]] ([[6|Qty]]). Vi är nu folkbokförda i Strömstad enligt beslut från [[Skatteverket|Collective]].

Vi kör själva över gränsen [[lördag 29 november|Chrono]] med en hyrd lastbil, norskt registreringsnummer [[RJ 48213|Serial]], och räknar med att passera [[Svinesundsbron|Locale]] någon gång på förmiddagen.

Lasset består enbart av begagnat bohag som vi har ägt och använt i mer än [[sex månader|Chrono]]: möbler, husgeråd, kläder, leksaker, två cyklar och en torktumlare. Allt finns i den bifogade packlistan. Vi har inga varor för försäljning och ingen alkohol eller tobak utöver det som är tullfritt.

Vår bil förs in separat och anmäls till Transportstyrelsen för svensk registrering. Jag börjar arbeta som lärare i Strömstad efter jul, så vi vill gärna få allt klart före dess.

Om något är oklart når ni mig på telefon eller via [[linnea.karlsen@example.com|Comms]].

Strömstad [[2025-11-20|Chrono]]
[[Linnea Karlsen|Indiv]]""",

# 5 minnesord vid begravning (Mora, Dalarna)
"""Minnesord vid [[Anders Mattssons|Indiv]] begravning i [[Mora kyrka|Locale]], [[fredagen den 16 januari 2026|Chrono]]

Jag heter [[Elin|Indiv]] och är morfars yngsta barnbarn. Mamma bad mig säga några ord, för själv skulle hon inte klara det, sa hon.

Morfar föddes den [[1 mars 1934|Chrono]] i [[Östnor|Locale]], och där bodde han i hela sitt liv, utom när han gjorde lumpen i [[Boden|Locale]]. I byn kallades han aldrig något annat än [[Gäs-Anders|Indiv]], efter gården. När han var [[fjorton|Qty]] började han på [[Frosts knivfabrik|Collective]], och där blev han kvar i [[fyrtiosex år|Chrono]]. Det finns knappast en morakniv i någon kökslåda här i kyrkan som han inte har slipat.

Han åkte [[Vasaloppet|Assorted]] [[tjugosju gånger|Qty]], första gången [[1956|Chrono]], och han pratade fortfarande om året då han kom i mål i mörker med en bruten stav.

Han och mormor [[Margit|Indiv]] gifte sig på [[midsommardagen 1958|Chrono]]. När hon dog trodde vi att han skulle ge upp, men han började i stället sjunga i kyrkokören, och han var alltid först på plats.

Han lärde oss barnbarn att pimpla abborre på [[Orsasjön|Locale]], att aldrig gå från en eld som inte är släckt, och att man svarar på moramål när [[Nisse i Våmhus|Indiv]] ringer, annars blir han ledsen.

De sista åren bodde han kvar hemma med hjälp av hemtjänsten. Han fick en [[stroke|Assorted]] i höstas och somnade stilla på [[Mora lasarett|Collective]] [[lördagen mellan jul och nyår|Chrono]], [[91 år|Qty]] gammal.

Tack, morfar. Vi ses i spåret.""",

# 6 arbetsgivarreferens (Skövde)
"""[[Billingens Mekaniska AB|Collective]]
[[Metallvägen 14, 541 39 Skövde|Locale]]

Skövde den [[8 december 2025|Chrono]]

Referens för [[Farid Rahimi|Indiv]]

[[Farid Rahimi|Indiv]], född [[1998|Chrono]], har varit anställd hos oss från [[1 april 2019|Chrono]] till [[30 november 2025|Chrono]], de första åren som [[CNC-operatör|Assorted]] och sedan [[januari 2023|Chrono]] som skiftledare på kvällsskiftet. Vi tillverkar växellådsdetaljer och motorkomponenter, bland annat till [[Volvo|Collective]]s motorfabrik här i stan.

[[Farid|Indiv]] kom till Sverige som [[sextonåring|Qty]] från [[Herat|Locale]] och läste in gymnasiet på [[Vuxenutbildningen i Skövde|Collective]] samtidigt som han praktiserade hos oss. Han talar [[dari|Assorted]], svenska och engelska och har många gånger hjälpt nyanställda som ännu inte behärskar svenska. Han har också tagit truckkort och gått vår utbildning i mätteknik.

Som skiftledare har [[Farid|Indiv]] varit lugn, noggrann och rättvis, och han har fått med sig hela laget. Andelen kasserade detaljer på hans skift mer än halverades under hans första år. Han har nästan aldrig varit sjukskriven.

Han lämnar oss på egen begäran, eftersom han och hans sambo [[Nadia|Indiv]] flyttar till [[Trollhättan|Locale]], där hon har fått en tjänst. Vi förlorar en mycket bra medarbetare och rekommenderar honom varmt.

Ring eller mejla mig gärna om ni vill veta mer.

[[Ulrika Bergkvist|Indiv]]
Produktionschef
[[070-174 06 09|Comms]] · [[ulrika.bergkvist@billingensmek.example|Comms]]""",

# 7 rapport från klassresa (Nyköping–Stockholm)
"""Rapport från klassresan till [[Stockholm|Locale]]
Klass 6B, [[Stenbrottsskolan|Collective]], [[Nyköping|Locale]], [[19–20 maj 2026|Chrono]]

Efter två års kakförsäljning, pantinsamling och ett lotteri på höstmarknaden hade klassen samlat in [[14 300 kronor|Qty]], och [[i tisdags morse|Chrono]] stod [[26|Qty]] förväntansfulla tolvåringar och tre vuxna på perrongen vid resecentrum. Tåget gick [[07.42|Chrono]] och var bara lite försenat, vilket enligt [[Mikael|Indiv]] var ett rekord.

Första stoppet var [[Vasamuseet|Locale]], där vår guide [[Jonas|Indiv]] fick alla att tystna genom att berätta hur många som drunknade när skeppet sjönk på sin första resa. Efter lunch på Djurgården gick vi till [[Riksdagshuset|Locale]] och satt på åhörarläktaren under en debatt om skolmat. Flera elever tyckte att debatten var lika lång som tågresan.

Vi sov på vandrarhemmet på [[Långholmen|Locale]], i det gamla fängelset. Ingen ville sova ensam i en cell, så det blev fyra i varje, och lärarna sov inte mycket alls.

Andra dagen ägnades åt [[Skansen|Locale]] och [[Gröna Lund|Locale]]. [[Ella S.|Indiv]] tappade sitt busskort i Fritt fall men fick tillbaka det av en vakt, och [[Noah|Indiv]], som har [[nötallergi|Assorted]], hade med sig egen matsäck hela resan och delade generöst med sig av sina kanelbullar.

Tack till alla föräldrar som hjälpte till, och särskilt till [[Mikael Öhman|Indiv]] och [[Fatima Ali|Indiv]] som följde med som extra vuxna. Bilder finns i klassens lärplattform.

[[Sara Lindkvist|Indiv]], mentor för 6B
[[070-174 06 44|Comms]]""",

# 8 körblogg från pilgrimsturné (Åre, Jämtland)
"""[[Kammarkören Norrsken|Collective]] på pilgrimsturné – dag 3: [[Åre|Locale]]
[[Måndag 27 juli 2026|Chrono]] · skrivet av [[Anna-Karin Lundberg|Indiv]]

Hej alla där hemma i [[Piteå|Locale]]!

Vi vaknade i morse till regn och [[elva grader|Qty]] på vandrarhemmet i [[Undersåker|Locale]], vilket kändes väldigt Jämtland och inte alls juli. Men efter gröt och kaffe gick vi ändå den sista etappen av [[S:t Olavsleden|Locale]] in mot Åre genom blöt skog. [[Ludvig|Indiv]] bar notpärmarna åt alla sopraner och fick applåder när vi kom fram.

I eftermiddags sjöng vi i [[Åre gamla kyrka|Locale]], som har en akustik som får även basarna att låta som änglar. Vi sjöng "[[Gabriellas sång|Assorted]]", en gammal fäbodpsalm och tre norska folkvisor som vi har övat in för turnén. Kollekten, [[4 260 kronor|Qty]], går till [[Läkare utan gränser|Collective]].

Vår dirigent [[Malin Wikström|Indiv]] var nöjd, vilket inte händer varje dag. Tyvärr har [[Ludvig|Indiv]] fått [[halsfluss|Assorted]] efter regnet och får vila rösten några dagar, så tenorerna är bara tre.

I morgon kör vår chaufför [[Lennart|Indiv]] oss över riksgränsen till [[Trondheim|Locale]], och på [[onsdag kväll|Chrono]] sjunger vi under [[Olsok|Assorted]] i [[Nidarosdomen|Locale]]. Flera av oss har aldrig sjungit utomlands förut, så det är nervöst men mest roligt.

Vill ni följa oss på vägen? Skicka en hälsning till [[turne@norrskenkoren.example|Comms]], så läser vi upp den i bussen.""",

# 9 information om personuppgiftsincident (Sala)
"""[[Fysiokliniken Silvergruvan AB|Collective]]
[[Rådhusgatan 5, 733 30 Sala|Locale]]

[[Britt-Marie Sjöberg|Indiv]]
[[Kungsgatan 22 A|Locale]]
[[733 36 Sala|Locale]]

Sala [[2025-10-20|Chrono]]

Information om en personuppgiftsincident

Hej [[Britt-Marie|Indiv]],

Vi skriver till dig eftersom uppgifter om dig kan ha kommit i orätta händer.

Vad har hänt?
[[Måndagen den 6 oktober|Chrono]] upptäckte vi att någon utomstående hade tagit sig in i en av våra e-postlådor. En medarbetare hade klickat på en länk i ett falskt mejl som såg ut att komma från [[Microsoft|Collective]]. Inkorgen var öppen för obehöriga mellan [[30 september och 6 oktober|Chrono]].

Vilka uppgifter gäller det?
I inkorgen fanns remisser och bokningsbekräftelser. För din del gäller det namn, personnummer ([[530617-****|Serial]]), mobilnummer och uppgiften att du tränar hos oss efter en [[höftprotesoperation|Assorted]] på [[Västerås sjukhus|Collective]]. Inga journalanteckningar fanns i e-posten.

Vad gör vi?
Vi har bytt alla lösenord, infört tvåstegsverifiering och anmält incidenten till [[Integritetsskyddsmyndigheten (IMY)|Collective]], ärendenummer [[IMY-2025-11482|Serial]]. Vi har också gjort en polisanmälan.

Vad kan du göra?
Var misstänksam mot sms, mejl och samtal där någon säger sig ringa från kliniken, från 1177 eller från din bank och ber om koder eller BankID. Du kan beställa en kostnadsfri bedrägerispärr hos [[UC|Collective]].

Har du frågor kan du kontakta vårt dataskyddsombud [[Henrik Almqvist|Indiv]], [[dataskydd@silvergruvanfysio.example|Comms]], eller ringa mig på [[070-174 06 27|Comms]].

Vi ber om ursäkt för det inträffade.

[[Camilla Frisk|Indiv]]
[[leg. fysioterapeut|Assorted]], verksamhetschef""",

# 10 festivalprogram (Simrishamn, Österlen)
"""[[HAMNFESTEN I SIMRISHAMN|Assorted]] · [[31 juli–2 augusti 2026|Chrono]]

Välkommen till tre dagar med musik, sill, loppis och båtar i Österlens största hamn! Det är gratis att gå in på hamnområdet. Dansbandskvällen kostar en slant, men barn under tolv går in gratis.

[[FREDAG 31 JULI|Chrono]]
[[17.00|Chrono]] Invigning på [[Hamntorget|Locale]] med tal av kommunstyrelsens ordförande och musik av skolornas blåsorkester.
[[20.00|Chrono]] Dansbandskväll med [[Tufvessons|Collective]] på stora scenen. Ta med dansskorna!

[[LÖRDAG 1 AUGUSTI|Chrono]]
[[09.00|Chrono]] Loppis längs Storgatan – över åttio bord, från porslin till fiskeredskap.
[[11.00|Chrono]] Äppelprovning med pomologen [[Ingrid Persson|Indiv]] från [[Kiviks Musteri|Collective]]. [[Ingrid|Indiv]] har med sig säsongens första sommaräpplen.

[[SÖNDAG 2 AUGUSTI|Chrono]]
[[10.00|Chrono]] Friluftsgudstjänst vid [[S:t Nikolai kyrka|Locale]] med [[komminister Lars Åkesson|Indiv]]. Vid regn hålls gudstjänsten inne i kyrkan.
[[13.00|Chrono]] Författarsamtal i hamnmagasinet: [[Mia Håkansson|Indiv]] berättar om sin roman [[Sillkungens döttrar|Assorted]], som utspelar sig i Simrishamn på 1890-talet.
Eftermiddag: prisutdelning och avslutning på Hamntorget.

Guidade turer i hamnen på svenska, tyska och danska varje dag klockan tolv. Cykelparkering finns vid busstationen, och tåget från [[Ystad|Locale]] går en gång i timmen.

Arrangör: [[Simrishamns kommun|Collective]] tillsammans med hamnens föreningar. Frågor: [[hamnfesten@simrishamn.example|Comms]]""",

# 11 matblogg med familjehistoria (Enköping, mormor från Burträsk)
"""[[Mormor Gunvors|Indiv]] västerbottenspaj
Publicerat [[söndag 24 augusti 2025|Chrono]] av [[Sofia|Indiv]]

Kräftpremiären är förbi men säsongen för kräftskivor har bara börjat, och i lördags var det vår tur. Tolv personer på altanen här i [[Enköping|Locale]], lyktor i äppelträdet och ett regn som höll sig borta ända till efterrätten. Och mitt på bordet: mormors västerbottenspaj, precis som den ska vara.

Mormor, [[Gunvor Lindgren|Indiv]], föddes [[1932|Chrono]] i [[Burträsk|Locale]], samma by där [[Västerbottensost|Assorted]] har gjorts sedan 1870-talet. Hon flyttade till [[Stockholm|Locale]] som [[hembiträde|Assorted]] när hon var [[sexton|Qty]], gifte sig med en spårvagnsförare från Söder och pratade burträskmål med oss barnbarn bara när hon var arg eller väldigt glad. Hon dog i [[mars|Chrono]], [[93 år|Qty]] gammal, och det här är första sommaren utan henne.

Så här gör du:
Nyp ihop vetemjöl, kallt smör och en skvätt vatten till en deg, tryck ut den i en pajform och låt den vila i kylen. Förgrädda skalet i [[tio minuter|Chrono]] på [[200 grader|Qty]].

Vispa ihop tre ägg och [[3 dl|Qty]] grädde och rör ner [[250 g|Qty]] riven västerbottensost, gärna väl lagrad. Häll fyllningen i skalet och grädda mitt i ugnen i [[25–30 minuter|Chrono]], tills den har stannat men fortfarande darrar lite i mitten.

Min morbror [[Lasse|Indiv]] säger att pajen ska ätas ljum, aldrig kall. [[Wilma|Indiv]], [[nio år|Qty]], tycker att den är godast dagen efter, direkt ur kylen. Mormor skulle ha hållit med [[Lasse|Indiv]].""",

# 12 insatsrapport från sjöräddningen (Öregrund, Uppland)
"""[[Sjöräddningssällskapet|Collective]] – insatsrapport
Station: [[RS Öregrund|Collective]]
Insatsnummer: [[2025-0847|Serial]]
Datum: [[lördag 16 augusti 2025|Chrono]]
Räddningsenhet: [[Rescue Gräsö|Assorted]]
Besättning: [[Johan Sundberg|Indiv]] (befälhavare), [[Emma Westerlund|Indiv]], [[Kenneth Ek|Indiv]]

Händelseförlopp
[[14.37|Chrono]] Larm. Segelbåten [[Maj-Lis II|Assorted]], en Hallberg-Rassy 31, har gått på grund norr om [[Örskär|Locale]]. Två vuxna och ett barn ombord, ingen skadad enligt skepparen.

[[14.44|Chrono]] Avgång från stationen. Frisk sydvästlig vind, krabb sjö.

[[15.09|Chrono]] Framme. Båten står på en grynna och har slagsida. Skepparen [[Thomas Åberg|Indiv]], [[61 år|Qty]], från Uppsala, trodde att grynnan låg längre österut. Hustrun [[Anneli|Indiv]] och barnbarnet, [[åtta år|Qty]], är blöta och kalla.

[[15.20|Chrono]] Barnet och [[Anneli|Indiv]] förs över till räddningsbåten och får filtar och varm choklad. Ingen vatteninträngning i segelbåten. Vi väntar på att vinden ska mojna något innan vi försöker dra loss den.

[[16.50|Chrono]] Segelbåten bogserad loss och förtöjd i gästhamnen i Öregrund. Rodret kontrollerat, inga synliga skador. [[Thomas|Indiv]] kontaktar själv sitt försäkringsbolag, [[Svenska Sjö|Collective]], för dykarbesiktning av kölen.

Besättningen åter på station 17.30. Båten tankad och klar för nästa larm.""",
]

# Capitalised words that may sit inside an `Indiv` span without being a name of their own.
NOT_NAMES = frozenset({
    "Mr", "Mrs", "Ms", "Dr", "Lt", "Deputy", "Madam", "Mama", "Mzee", "Mawmaw", "Uncle",
    "Mormor",
})

SCHEME = Scheme(
    prefix="heldout6",
    labels=(
        "Indiv", "Locale", "Collective", "Chrono", "Qty", "Comms", "Serial", "Assorted",
    ),
    person="Indiv",
    words=(150, 260),
    spans=(18, 25),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
