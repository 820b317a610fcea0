#!/usr/bin/env python3
"""Build and check the eighth pair of held-out corpora (heldout8_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0). All private
people, addresses, e-mail addresses, phone numbers, handles, case, reference, booking,
membership, licence and ID numbers, plates and amounts are invented. Standard library
only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand.

    python3 bench/corpora/build_heldout8.py          # write both files, then check them
    python3 bench/corpora/build_heldout8.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, main

EN = [
# 1 housing-association complaint letter (Govanhill, Glasgow, Scotland)
"""[[Flat 2/1, 48 Allison Street, Glasgow G42 8NN|plek]]
[[Monday 9 February 2026|tijd]]

Complaints Officer
[[Crosshill and Polmadie Housing Association|instelling]]
[[112 Cathcart Road, Glasgow G42 7BH|plek]]

Tenancy ref: [[CPHA/T/20417|nummer]]
Repair job nos: [[RJ-55812|nummer]] and RJ-56090

Dear Ms [[Aileen Dunbar|nm]],

This is a Stage 2 complaint about damp and mould in my flat, which I have reported five times.

I first phoned your repairs line on [[27 October 2025|tijd]], when black mould appeared behind the wardrobe in my son's bedroom. A surveyor, [[Mr Kenny Baird|nm]], came on [[11 November|tijd]] and said the overflowing gutter above the close would be fixed within 20 working days. Nobody came. By the time I spoke to [[Ms Dunbar|nm]] on [[6 January|tijd]], [[71 days|tijd]] had passed since my first call.

My son [[Bilal|nm]] is [[seven|leeftijd]] and has [[asthma|overig]]. Since Christmas he has needed his [[Ventolin|overig]] inhaler most nights, and his GP at the [[Govanhill Health Centre|instelling]] has written the enclosed letter saying the damp is likely making it worse. I work [[nights as a care assistant|overig]] and can give access any weekday.

I am asking the Association to fix the gutter and treat the mould within 14 days, to replace [[Bilal|nm]]'s mattress, and to refund the electricity for the dehumidifier I have run since November, roughly £9 a week.

If I do not have a full response in time, I will take this to the [[Scottish Public Services Ombudsman|instelling]].

Yours sincerely,
[[Nasreen Akhtar|nm]]
[[07700 900731|kontakt]]""",

# 2 university research ethics committee decision (Hong Kong)
"""[[Human Research Ethics Committee|instelling]], [[The University of Hong Kong|instelling]]
NOTICE OF DECISION

Reference no.: [[EA2511042|nummer]]
Principal investigator: [[Dr Chan Ka-wai|nm]], Department of Social Work and Social Administration
Student investigator: [[Melissa Ng Hoi-yan|nm]] (MPhil, year 2)
Study title: [[Living Alone After Seventy: Older Tenants of Subdivided Flats in Sham Shui Po|overig]]
Meeting: [[Thursday 15 January 2026|tijd]]

The Committee reviewed the revised application received on 22 December 2025 and grants approval subject to the conditions below.

The study will interview 30 tenants aged [[70|leeftijd]] or over, living alone in subdivided units in [[Sham Shui Po|plek]] and To Kwa Wan, recruited through the [[Kowloon West Neighbourhood Elderly Centre|instelling]]. Interviews will be in [[Cantonese|overig]] and will last about one hour. Each participant will receive a [[HK$200|getal]] supermarket voucher.

Conditions:
1. The consent form must be provided in traditional Chinese in large print, and read aloud to any participant who asks.
2. Interviews should not take place in participants' homes on days when the [[Hong Kong Observatory|instelling]] has issued a Very Hot Weather Warning.
3. Where a participant discloses abuse or self-neglect, [[Ms Ng|nm]] must inform [[Dr Chan|nm]] the same day; as a [[registered social worker|overig]], [[she|nm]] will decide on referral.
4. Recordings are to be deleted once transcribed; anonymised transcripts may be kept for five years.

Approval is valid from [[15 January 2026|tijd]] to [[14 January 2027|tijd]].

[[Professor Leung Wai-man|nm]]
Chair
[[hrec@hku.example|kontakt]]""",

# 3 non-emergency patient-transport booking (Columbus, Ohio, USA)
"""[[Buckeye Medical Transit|instelling]] – Non-Emergency Transport Booking
Booking no.: [[BMT-0526-3317|nummer]]
Taken by: [[Dana Whitfield|nm]], dispatch, [[Tuesday, May 12, 2026, 2:47 p.m.|tijd]]

Patient: [[Gloria Pettaway|nm]]
DOB: [[08/21/1947|tijd]] (age [[78|leeftijd]])
Medicaid ID: [[106482317925|nummer]]
Pickup: [[1842 Oakwood Avenue, Apt. 3, Columbus, OH 43206|plek]]
Phone: [[614-555-0176|kontakt]] (daughter [[Renée|nm]], preferred contact)

Destination: [[OhioHealth Grant Medical Center|instelling]], dialysis unit, 3rd floor
Date: [[Thursday, May 14|tijd]]   Chair time: [[9:30 a.m.|tijd]]   Pickup window: 8:15–8:45 a.m.
Return: will call; treatment usually runs four hours.
Standing order: Tuesdays, Thursdays and Saturdays through June 30.

Mobility: uses a [[folding wheelchair|overig]]; can stand and pivot with help. Needs a lift-equipped van. Patient has [[type 2 diabetes|overig]] and [[end-stage kidney disease|overig]] and carries glucose tablets. No oxygen.

Driver notes: Use the side entrance at the back of the building, by the blue dumpster; the front steps have no ramp. Ring twice, she is hard of hearing. Small dog ([[Peaches|overig]]) will bark but is shut in the kitchen. Prefers to sit behind the driver, radio off.

Dispatcher notes: [[Renée|nm]] called to say her mother missed [[last Saturday|tijd]]'s session because the previous provider, [[RideWell Ohio|instelling]], did not show. She asked us to confirm every pickup by phone the evening before. Distance one way [[6.4 miles|getal]].

Billing: [[Ohio Medicaid|instelling]], no co-pay. Escort (daughter) may ride along on Saturdays.""",

# 4 agreement for the sale of customary land (Ejisu, Ashanti Region, Ghana)
"""INDENTURE – AGREEMENT FOR SALE OF LAND

THIS AGREEMENT is made this [[6th day of March, 2026|tijd]] BETWEEN [[Nana Kwaku Agyeman Badu|nm]], [[Odikro|overig]] of [[Adumasa|plek]], for and on behalf of the [[Asona|overig]] family of Adumasa (hereinafter called "the Vendor") AND [[Mrs Abena Serwaa Mensah|nm]], [[nurse|overig]], of [[House No. 14, Amakom Road, Kumasi|plek]] (hereinafter called "the Purchaser").

1. In consideration of the sum of [[GH₵ 85,000|getal]], the Vendor sells to the Purchaser ALL THAT piece of land known as [[Plot 27, Block C|nummer]] of the Adumasa Extension layout, within the [[Ejisu Municipal Assembly|instelling]] area of the Ashanti Region, measuring 100 feet by 80 feet, as shown on the site plan drawn by licensed surveyor [[Kojo Appiah-Kubi|nm]] (Licence No. LS/1187).

2. The Purchaser paid a deposit of GH₵ 30,000 on [[14 November 2025|tijd]] by [[MTN MoMo|overig]], and the balance of GH₵ 55,000 today by banker's draft drawn on [[GCB Bank|instelling]].

3. The Vendor declares the land free from adverse claims and consents to registration of this deed with the [[Lands Commission|instelling]].

4. The Purchaser has presented two bottles of [[schnapps|overig]] and GH₵ 500 to the elders, as custom requires.

SIGNED, SEALED AND DELIVERED by [[Nana Agyeman Badu|nm]] (right thumbprint), the foregoing having first been read over and interpreted to him in [[Twi|overig]] by [[Akosua Frimpong|nm]], when he appeared perfectly to understand it.

Witness for the Vendor: [[Opanin Yaw Darko|nm]], [[Abusuapanin|overig]]
Witness for the Purchaser: [[Kwame Mensah|nm]], husband, Ghana Card [[GHA-725418093-4|nummer]]""",

# 5 cooperative microloan application with the officer's evaluation (Pavia, Iloilo, Philippines)
"""[[Pavia Multi-Purpose Cooperative|instelling]]
MICROLOAN APPLICATION – Loan Officer's Evaluation

Application no.: [[ML-2026-0388|nummer]]
Received: [[Monday, 2 March 2026|tijd]]
Member: [[Rowena Dela Cruz Sumagaysay|nm]]   Member ID: [[PMPC-04417|nummer]]
Age: [[44|leeftijd]]   Civil status: married
Address: [[Purok 3, Barangay Ungka, Pavia, Iloilo|plek]]
E-mail: [[rowena.sumagaysay@example.com|kontakt]]

Amount applied for: [[₱35,000|getal]], payable in 12 months
Purpose: to expand her [[sari-sari store|overig]] and buy a chest freezer so she can sell ice and frozen [[tocino|overig]].

Evaluation
[[Mrs. Sumagaysay|nm]] has been a member since 2019 and repaid her last loan of ₱15,000 in [[November 2025|tijd]], two months early. The store is on the corner by the elementary school and does most of its business before classes and at dismissal. She estimates daily sales at ₱2,800; her notebook for February supports this.

Her husband, [[Dodong|nm]], is a [[tricycle driver|overig]]. Their eldest, [[Angel|nm]], is a [[nursing student|overig]] at [[West Visayas State University|instelling]], and the tuition is the family's biggest expense. Co-maker: her sister-in-law [[Marites Sumagaysay-Lim|nm]], a public school teacher in Jaro.

The store flooded last August and the freezer must stand on blocks. Electricity is from [[MORE Power|instelling]], about ₱1,900 a month.

Recommendation: approve [[₱30,000|getal]] at 1.5% a month, [[₱2,950|getal]] monthly through [[GCash|overig]], first payment on 10 April 2026.

Evaluated by: [[Jocelyn Tabuena|nm]], loan officer""",

# 6 Blue Badge application, supporting statement by a relative (Rhiwbina, Cardiff, Wales)
"""[[Cardiff Council|instelling]] – Blue Badge Application
Part 3: Supporting statement

Applicant: [[Mr Emrys Llewellyn|nm]]
Date of birth: [[17/06/1941|tijd]]
National Insurance number: [[QQ 48 91 27 B|nummer]]
Address: [[14 Heol y Deri, Rhiwbina, Cardiff CF14 6HF|plek]]
Vehicle: [[silver Honda Jazz|overig]], registration [[CF17 WLX|nummer]]

Statement written by [[his daughter, Carys Llewellyn-Rees|nm]]

My father is [[84|leeftijd]] and has lived in Rhiwbina for over fifty years. Since his [[stroke|overig]] in September 2024 he has walked with a [[four-wheeled rollator|overig]] and cannot manage more than about [[30 metres|getal]] before he must stop and sit. [[He|nm]] also has [[COPD|overig]], and on cold days he is breathless even on the short path to the car.

His old badge ran out on 31 March 2026. It was not renewed automatically because he does not receive the higher rate of any mobility benefit, so I understand we must show the council how far he can walk.

He is seen by [[Dr Angharad Morgan|nm]] at the [[Pen-y-Dre Surgery|instelling]] and by the stroke team at [[University Hospital Llandough|instelling]], whose letters I enclose. Every Sunday I take him to the [[Welsh|overig]] service at [[Capel Bethel|instelling]] in Whitchurch. Without a badge we cannot park near the door of the chapel or the surgery, and [[last month|tijd]] he fell crossing the car park at the Whitchurch Tesco.

Please contact me rather than my father, who is very deaf: [[07700 900318|kontakt]] or [[carys.rees@example.com|kontakt]].

Signed: [[Carys Llewellyn-Rees|nm]]   Date: [[Wednesday 8 April 2026|tijd]]""",

# 7 wildfire evacuee registration record (West Kelowna, British Columbia, Canada)
"""[[Emergency Support Services|instelling]] – Evacuee Registration Record
Reception centre: [[Rutland Recreation Centre, Kelowna|plek]]
ESS file no.: [[ESS-250817-0932|nummer]]
Registered: [[Sun. Aug. 17, 2025, 11:52 p.m.|tijd]]
Event: [[Glenrosa Creek wildfire|overig]], evacuation order for [[West Kelowna|plek]] issued at 6:30 p.m.

Household
[[Harpreet Gill|nm]], 36 (head of household)
[[Jaspal Gill|nm]], 39, spouse
[[Simran|nm]], [[3|leeftijd]], daughter
[[Gurmeet Kaur|nm]], 68, mother-in-law, speaks [[Punjabi|overig]] only
Home address: [[2270 Shannon Ridge Drive, West Kelowna, BC|plek]]
Phone: [[250-555-0148|kontakt]]
Pets: one cat, [[Laddoo|overig]], left with the [[BC SPCA|instelling]] at the centre

Supports issued
Lodging: 3 nights at the Lakeview Motor Inn, Aug. 17 to Aug. 20
Food: [[$300|getal]] by e-transfer to [[Harpreet's|nm]] phone
Clothing and toiletries: $150

Notes
Family left home with one backpack and the child's car seat. The mother-in-law has [[high blood pressure|overig]] and left her [[amlodipine|overig]] at home; referred to the on-site pharmacist, who called her pharmacy for a three-day supply. [[Jaspal|nm]] works as a [[long-haul truck driver|overig]] and must report to [[Okanagan Freightways|instelling]] on Monday morning; he will return to the centre that evening. The family asked whether they can stay together if the order is extended. Follow-up call booked for Tuesday.

Registered by: [[Bev Trudeau|nm]], ESS volunteer""",

# 8 car-hire return and damage report (Paphos, Cyprus)
"""[[Aphrodite Car Hire Ltd|instelling]] – Vehicle Return & Damage Report

Rental agreement: [[RA-PFO-260214-07|nummer]]
Vehicle: [[white Toyota Yaris Hybrid|overig]], reg. [[ZKM 418|nummer]]
Out: [[Paphos International Airport|plek]], [[Sat 14 Feb 2026, 10:20|tijd]], 41,870 km
In: same, [[Sat 21 Feb 2026, 06:05|tijd]], 42,611 km
Hire period: 7 days
Main driver: [[Gareth Hollis|nm]], age [[55|leeftijd]], UK licence [[HOLLI702150GJ9AB|nummer]]
Additional driver: none declared
E-mail: [[gaz.hollis@example.com|kontakt]]

Damage found at return (inspected by [[Stelios Ioannou|nm]]):
Rear bumper, left side: dent and scrape about 25 cm long, with black paint transfer. Left rear light cracked. Not on the check-out sheet, which the customer signed at pick-up.

Customer comment: "[[Must have been someone in a car park|overig]]." The customer said his wife drove the car on one evening; she is not on the agreement.

Office note: On [[20 February|tijd]] the [[Sovereign Base Areas Police|instelling]] in [[Episkopi|plek]] asked us for the hirer's details for this registration, in connection with a collision with a parked motorbike outside a taverna near [[Kourion|plek]]. Details were provided under the rental terms. [[Mr Hollis|nm]] was not told at return, on the advice of the police.

Charges: The customer declined the [[full damage waiver|overig]], so the excess of [[€800|getal]] applies. The repair estimate from [[Kyriakou Body Works|instelling]], Limassol, is [[€640|getal]], held from the deposit on the card ending 7702. Any balance will be refunded once the repair is invoiced.

Staff signature: [[S. Ioannou|nm]]""",

# 9 conference programme note (Kuala Lumpur, Malaysia)
"""[[8th Asia-Pacific Conference on Community Pharmacy|overig]]
[[Kuala Lumpur Convention Centre|plek]] · [[24–26 June 2026|tijd]]

Programme note: Day 1, Wednesday 24 June

The opening keynote, "[[Medicines in the Kampung: Forty Years of Rural Pharmacy|overig]]", will be given at 9.00 am in Plenary Hall by [[Professor Datin Dr Aminah Yusof|nm]] of [[Universiti Malaya|instelling]]. [[Professor Aminah|nm]] began her career in [[1986|tijd]] as the only [[pharmacist|overig]] serving three districts of Kelantan, and later led the national programme that trained village health volunteers.

After the tea break, session [[S2-04|nummer]] (Room 401) looks at [[dengue|overig]] season and the counter. Chaired by [[Dr Rajendran Pillai|nm]] of the [[Malaysian Pharmacists Society|instelling]], it brings together [[Lim Siew Ling|nm]], who runs a family pharmacy in Ipoh, and [[Hafiz Rahman|nm]] from [[Kota Kinabalu|plek]], who will talk about explaining [[metformin|overig]] to patients in [[Bahasa Malaysia|overig]], Tamil and [[Kadazan|overig]].

At 4.30 pm, the [[Young Pharmacist Award|overig]] will be presented to [[Nur Iman Hakim|nm]], [[27|leeftijd]], for her study of antibiotic requests in Klang.

Delegates who registered at the early rate of [[RM 850|getal]] can collect the conference dinner ticket at the registration desk. For changes to the programme, contact [[secretariat@apccp2026.example|kontakt]].""",

# 10 agricultural show results sheet with judges' notes (Gore, Southland, New Zealand)
"""[[Northern Southland A&P Association|instelling]]
[[112th Annual Show|overig]], [[Gore Showgrounds|plek]], [[Saturday 28 February 2026|tijd]]
RESULTS – SHEEP, HOME INDUSTRIES AND PHOTOGRAPHY

Section 4: Romney
Judge: [[Ian McCaw|nm]], Waikaka
Champion Ram: [[Sinclair Farming Ltd|instelling]], Pukerau, tag [[RMN 21/447|nummer]]
Judge's comment: "[[Good length, sound feet and a true Romney head|overig]]. Hard to split the top two."

A warm welcome back to [[Murray Sinclair|nm]], [[63|leeftijd]], who has shown Romneys at Gore every year since 1998 and was back in the ring after [[a minor heart attack|overig]] in the spring. [[Murray|nm]] said the ram was "the best we've bred since the flood".

Section 12: Home Industries
Judge: [[Mrs Heather Dunlop|nm]]
Fruit cake, open: 1st [[Jan Sinclair|nm]]

Section 15: Photography, junior
"[[Morning on the Mataura|overig]]", [[Olivia Tane|nm]], [[14|leeftijd]]

Supreme Champion Sheep of the Show, and the [[Fairlight Cup|overig]] with [[$250|getal]], sponsored by [[Farmlands|instelling]]: the [[Sinclair|nm]] Romney ram.

Entries this year: 1,180, up from 1,040. Thanks to the [[Gore District Council|instelling]] for the grounds, and to our volunteers for fourteen hours in the rain.

Next year's show: [[Saturday 27 February 2027|tijd]]. Secretary: [[secretary@nsap.example|kontakt]]""",

# 11 small-business reply to an online review (Umhlanga, KwaZulu-Natal, South Africa)
"""Review by [[JoburgJen|kontakt]] · ★★☆☆☆ · "Lovely view, shame about the power"

Response from the owner, [[Thandeka Mkhize|nm]], [[Seaview Lane Guesthouse|instelling]] · [[19 March 2026|tijd]]

Dear [[Jen|nm]],

Thank you for staying with us from [[12 to 15 March|tijd]], and for taking the time to write such a detailed review. I'm sorry that your three nights were not the break you and your [[husband|overig]] had hoped for.

You are right that we lost power on the [[Friday evening|tijd]]. It was not [[load-shedding|overig]] but a fault on the [[eThekwini Municipality|instelling]] line that affected the whole of [[Lagoon Drive|plek]] for almost nine hours. Our [[inverter|overig]] kept the lights and the Wi-Fi on, but not the air conditioning, and on a [[32°C|getal]] night that is no small thing. I understand completely why you and [[Mr Naidoo|nm]] moved to the couch on the stoep.

I have also spoken to [[Sipho|nm]], our [[breakfast chef|overig]], about the cold toast on Saturday. No excuses there.

As a thank-you for your patience, I have refunded one night, [[R2,450|getal]], to the card used for booking [[BK-77310|nummer]]. You should see it within five working days.

If you come back for the [[Durban July|overig]], your first breakfast of [[bunny chow|overig]] is on me. Please write to me directly at [[thandeka@seaviewlane.example|kontakt]].

Warm regards,
[[Thandeka|nm]]""",

# 12 fishing-trip forum post (Kenai Peninsula, Alaska, USA)
"""[[North Country Anglers Forum|instelling]] › Trip Reports › Alaska

Kenai sockeye, finally! (long post, pics)
Posted by [[kenai_kev|kontakt]] on [[July 27, 2025|tijd]]

Got home last night from my first trip to the [[Kenai River|plek]] in ten years. Five of us, six days, [[July 18–23|tijd]]. We stayed at a cabin outside [[Soldotna|plek]] that my brother-in-law [[Randy Kowalski|nm]] found on [[Airbnb|instelling]] for [[$320 a night|getal]] split five ways.

Kings were closed again this year ([[Alaska Department of Fish and Game|instelling]] emergency order), so it was all sockeye and a couple of pinks. The reds were thick by the second day. I limited out every morning except one, and [[Randy|nm]] lost a fish that had to be [[10 lb|getal]] right at the net and didn't talk for an hour.

Day four we went out on the [[Kasilof|plek]] with [[Capt. Lou Haskins|nm]] of [[Eagle Bend Guide Service|instelling]] for silvers. Too early for them really, but [[Lou|nm]] put us on some Dollies and the scenery alone was worth the $275.

Tips for first-timers: buy your license online before you go (mine was [[#2025-04381727|nummer]]), bring chest waders, and get the fish to a processor the same day. We used [[Sockeye Sam's Processing|instelling]] in Soldotna and shipped [[86 lb|getal]] of fillets home to [[Boise|plek]].

Drove up in [[Randy|nm]]'s [[2014 Ford F-150|overig]], so add four days each way if you're crazy like us.

Reply from [[AKflyguy|kontakt]]: Great report, [[Kev|nm]]. Those Kasilof Dollies are underrated.""",
]

SV = [
# 1 bokningsbekräftelse för sjukresa (Örebro)
"""[[Region Örebro län|instelling]] – Sjukresor
BOKNINGSBEKRÄFTELSE

Bokningsnummer: [[SR-2611-48820|nummer]]
Bokad: [[tisdag 10 mars 2026 kl. 14.12|tijd]] av [[Lotta|nm]], beställningscentralen

Resenär: [[Gunnar Wahlberg|nm]], [[19410322-5138|nummer]]
Ålder: [[84 år|leeftijd]]
Hämtadress: [[Sörbyängsvägen 31, lgh 1102, 702 24 Örebro|plek]]
Telefon: [[070-174 06 43|kontakt]]

Resmål: [[Universitetssjukhuset Örebro|instelling]], ögonmottagningen
Besökstid: [[torsdag 12 mars kl. 10.30|tijd]]
Hämtning: mellan 09.30 och 09.50. Chauffören ringer när bilen är på väg.
Hemresa: ring beställningscentralen när besöket är klart, så hämtar vi inom [[en timme|tijd]].

Fordon: [[rullstolstaxi|overig]] med ramp, utförs av [[Närkes Taxi & Specialtransport|instelling]]
Medresenär: hustrun [[Britt Wahlberg|nm]]
Hjälpmedel: [[rollator|overig]], [[hörapparat|overig]]

Anteckning: Resenären har [[våt makuladegeneration|overig]] och ser dåligt. Chauffören ska följa honom hela vägen in till mottagningens reception och inte släppa av honom vid huvudentrén. Besöket gäller injektion med [[Eylea|overig]], som ges var åttonde vecka. Nästa resa bokas på plats.

Egenavgift: [[120 kr|getal]] per enkelresa, även för medresenär. Du har betalat [[960 kr|getal]] i egenavgifter för sjukresor de senaste tolv månaderna.

Vid sjukdom eller förhinder: avboka senast [[kl. 16 dagen före|tijd]]. Resor som inte avbokas debiteras.

Frågor om ersättning: [[sjukresor@regionorebrolan.example|kontakt]]""",

# 2 överklagande av socialnämndens beslut till förvaltningsrätten (Vittangi, Kiruna kommun)
"""Till [[Förvaltningsrätten i Luleå|instelling]]
(via Socialnämnden, [[Kiruna kommun|instelling]])

ÖVERKLAGANDE

Klagande: [[Aila Keskitalo|nm]], [[19520807-2465|nummer]]
Adress: [[Bykvägen 11, 980 10 Vittangi|plek]]
Telefon: [[070-174 06 14|kontakt]]

Beslut som överklagas: Socialnämndens beslut den [[19 januari 2026|tijd]], dnr [[SN 2025/1187|nummer]], om avslag på ansökan om utökad [[hemtjänst|overig]].

Jag vill att förvaltningsrätten ändrar beslutet så att jag får hjälp med dusch och inköp två gånger i veckan, i stället för en.

Skäl: Jag är [[73 år|leeftijd]] och har [[KOL|overig]]. Sedan i höstas använder jag [[syrgas|overig]] dygnet runt. Jag bor ensam i Vittangi, sex mil från Kiruna, och närmaste affär ligger två kilometer bort. På vintern är det omöjligt för mig att gå dit.

Handläggaren, [[Henrik Strömberg|nm]], har skrivit att min dotter kan hjälpa mig. Men [[Marja|nm]] bor i Luleå, arbetar som [[undersköterska|overig]] på [[Sunderby sjukhus|instelling]] och kan komma högst en helg i månaden. Det framgår inte av utredningen att någon pratat med [[henne|nm]].

Vid hembesöket den 8 december fanns ingen tolk, fast jag hade bett om en. Jag talar helst [[meänkieli|overig]], och jag förstod inte allt som sades.

Beslutet kom till mig med posten den [[22 januari|tijd]]. Jag skickar därför överklagandet i tid.

Vittangi den [[9 februari 2026|tijd]]

[[Aila Keskitalo|nm]]

Bilaga: intyg från [[distriktsläkare|overig]] [[Olof Pekkari|nm]], [[Kiruna vårdcentral|instelling]]""",

# 3 ansökan om arrangemangsbidrag från en handbollsklubb (Borås)
"""Till [[Fritids- och folkhälsonämnden, Borås Stad|instelling]]

ANSÖKAN OM ARRANGEMANGSBIDRAG

Förening: [[Byttorps IF Handboll|instelling]], org.nr [[864502-7719|nummer]]
Bankgiro: 5872-1146
Kontaktperson: [[Linda Grönvall|nm]], ordförande, [[070-174 06 18|kontakt]], [[linda.gronvall@byttorpsif.example|kontakt]]
Arrangemang: [[Knallecupen 2026|overig]], [[Boråshallen|plek]], [[7–8 mars 2026|tijd]]
Sökt belopp: [[25 000 kr|getal]]

Beskrivning
Knallecupen är en tvådagarsturnering för flickor och pojkar [[11–14 år|leeftijd]]. I år har 64 lag anmält sig från hela Västra Götaland och Halland. Cupen drivs helt ideellt; omkring 80 föräldrar och ungdomsledare hjälper till i kiosken, sekretariatet och sovsalarna på [[Sjöboskolan|instelling]].

Sedan hösten 2024 har vi en tjejgrupp på [[Hässleholmen|plek]] tillsammans med [[Somaliska kulturföreningen i Borås|instelling]]. Flera av tjejerna spelar nu i vårt F13-lag, bland andra [[Hanna Abdi|nm]], [[13|leeftijd]], som var med och vann Knallecupen förra året. [[Hannas|nm]] pappa, [[Mohamed Abdi|nm]], arbetar som [[tolk|overig]] och har översatt inbjudan till [[somaliska|overig]] och [[arabiska|overig]], så att fler familjer vågar anmäla sina barn.

Budget
Hallhyra: 18 400 kr
Domararvoden: 12 600 kr
Medaljer och priser: 5 200 kr
Summa kostnader: 36 200 kr
Intäkter, deltagaravgifter: 11 200 kr
Underskott: 25 000 kr

[[ICA Kvantum Knalleland|instelling]] bjuder på frukt till alla spelare.

Borås den [[2 februari 2026|tijd]]
[[Linda Grönvall|nm]]""",

# 4 inbjudan till 50-årsfest (Othem och Slite, Gotland; Shiraz, Iran)
"""VÄLKOMMEN PÅ FEST!

[[Mahsa Karimi Nyström|nm]] fyller [[50|leeftijd]] och vill fira med alla som har betytt något på vägen, från [[Shiraz|plek]] till [[Slite|plek]].

När: [[lördag 18 april 2026|tijd]], på dagen femtio år efter att hon föddes. Vi börjar kl. 17.00 och slutar när de sista går hem.
Var: [[Othems bygdegård, Othem 412, 624 48 Slite|plek]]

Program
Middag med gotländsk och persisk buffé: lammstek, [[ghormeh sabzi|overig]], saffransris och till efterrätt [[saffranspannkaka|overig]] med salmbärssylt. Det blir tal (anmäl till toastmadame [[Nasrin Karimi|nm]], [[Mahsas|nm]] lillasyster) och dans till [[Kapell Nordergravar|instelling]].

Resa och boende
Boka färjan med [[Destination Gotland|instelling]] i god tid, för lördagsfärjorna blir fulla. Vi ordnar buss från [[färjeterminalen i Visby|plek]] kl. 15.30 och tillbaka vid midnatt. Vi har förbokat rum på Fårösunds vandrarhem; uppge bokningskoden MAHSA50.

Presenter
[[Mahsa|nm]] önskar sig inga presenter. Vill du ändå ge något, skänk gärna en slant till [[Läkare Utan Gränser|instelling]] via insamlingen på [[mahsa50.example/insamling|kontakt]].

OSA senast [[onsdag 1 april|tijd]] till [[Johan Nyström|nm]], [[070-174 06 66|kontakt]] eller [[johan.nystrom@example.com|kontakt]]. Berätta om du har allergier. Födelsedagsbarnet är själv [[laktosintolerant|overig]], så all mat är laktosfri.

Barn är välkomna, och det finns barnvakt på övervåningen. Hunden [[Tosca|overig]] stannar hemma den här gången.

Och som [[hon|nm]] själv brukar säga: ”[[Man blir inte gotlänning, man får bli det|overig]].”""",

# 5 besiktningsprotokoll vid avflyttning (Borlänge; Tuzla, Bosnien)
"""[[Tunabyggen|instelling]]
BESIKTNINGSPROTOKOLL – AVFLYTTNING

Objekt: [[Vasagatan 22 B|plek]], lgh [[1203|nummer]], 3 rok, 74 kvm
Kontraktsnummer: [[3041-0217|nummer]]
Hyresgäst: [[Senada Mujić|nm]], inflyttad [[1 maj 2014|tijd]]
Kontraktet upphör: [[31 mars 2026|tijd]]
Besiktning: [[fredag 27 februari 2026 kl. 13.00|tijd]]
Besiktningsman: [[Patrik Hedlund|nm]]
Närvarande: hyresgästen och hennes bror [[Edin Mujić|nm]], som tolkade till [[bosniska|overig]] när det behövdes.

Kök: Normalt slitage. Filter till spiskåpan saknas och debiteras.
Badrum: Fuktfläck i innertaket efter läckaget i januari (felanmälan [[FA-2026-00913|nummer]], åtgärdat den 4 februari). Inte hyresgästens ansvar.
Sovrum 1: Två hål efter ett [[tv-fäste|overig]]. Hyresgästen spacklar själv före 15 mars.
Sovrum 2: Klistermärken med [[Pokémon|overig]] på dörren. Sonen [[Adnan|nm]], 8 år, har lovat att ta bort dem.
Vardagsrum: Parketten är repig vid balkongdörren. Bedöms som normalt slitage efter nästan tolv år.
Balkong och förråd: Utan anmärkning.

Att ersätta: filter till spiskåpan, [[450 kr|getal]]. Faktureras till den nya adressen.

Hyresgästen flyttar till [[Falun|plek]], där [[hon|nm]] börjar arbeta som [[undersköterska|overig]] på [[Falu lasarett|instelling]] i april.
Ny adress: [[Slaggatan 4, 791 71 Falun|plek]]

Hyresgästen har tagit del av protokollet och kan lämna synpunkter inom [[14 dagar|tijd]].

[[Senada Mujić|nm]]   [[Patrik Hedlund|nm]]""",

# 6 bokningsbekräftelse för en hundspannstur (Vålådalen, Jämtland)
"""Från: [[Vålådalens Draghundar|instelling]] <[[bokning@valadalensdraghundar.example|kontakt]]>
Till: [[Joel Wikström|nm]]
Ämne: Bokningsbekräftelse [[VD-2602-117|nummer]] – halvdag med hundspann

Hej [[Joel|nm]]!

Tack för din bokning. Här kommer allt ni behöver veta.

Datum: [[söndag 15 februari 2026|tijd]]
Samling: kl. 09.30 vid hundgården i [[Vålådalen|plek]], två mil söder om Undersåker
Turens längd: ungefär 3,5 timmar inklusive fika vid kåtan

Deltagare
[[Joel Wikström|nm]], [[24 år|leeftijd]]
[[Ida Lundqvist|nm]], 24 år
[[Lena Lundqvist|nm]], [[58 år|leeftijd]]

Pris: 3 × 1 950 kr = 5 850 kr. Med 10 procent rabatt för [[SkiStar|instelling]]-anställda blir det [[5 265 kr|getal]]. Du har betalat en anmälningsavgift på [[1 500 kr|getal]] via [[Swish|overig]]; resten betalas på plats.

Bra att veta
Viktgränsen i släden är 110 kg per person. Du skrev att [[Lena|nm]] har en [[höftprotes|overig]]. Då åker hon i släden hela vägen och styr inte själv, men hon kommer att få hälsa på alla hundar. Ni kör med vårt ledarpar [[Nanook och Tjapp|overig]], som är tio år och har gjort turen hundratals gånger.

Vi lånar ut overaller, [[lovikkavantar|overig]] och pannlampor. Ta på er ull närmast kroppen. Prognosen visar [[minus 18 grader|getal]].

Avbokning är kostnadsfri fram till 48 timmar före start.

Varmt välkomna!
[[Sanna Persson|nm]], guide
[[070-174 06 77|kontakt]]""",

# 7 dokumentation av medarbetarsamtal (gymnasieskola i Umeå; Valparaíso, Chile)
"""[[Dragonskolan|instelling]], [[Umeå kommun|instelling]]
DOKUMENTATION AV MEDARBETARSAMTAL

Medarbetare: [[Camila Fuentes Rojas|nm]], [[19871103-4287|nummer]]
Befattning: [[gymnasielärare i spanska och engelska|overig]]
Chef: [[rektor Anders Holmberg|nm]]
Datum: [[onsdag 22 april 2026|tijd]], kl. 14.00–15.10

1. Året som gått
[[Camila|nm]] började hos oss i [[augusti 2025|tijd]] efter fem år på [[Mariehemsskolan|instelling]]. Hon har tre grupper i [[Spanska 3|overig]] och två i [[Engelska 6|overig]]. Eleverna beskriver henne i kursutvärderingen som krävande men rättvis.

2. Arbetsmiljö och hälsa
Hon upplever att arbetsbelastningen blir för hög i maj, när de nationella proven i engelska ska rättas. Hon har haft [[migrän|overig]] och var sjukskriven tre dagar i mars. Vi kom överens om att hon får sambedöma proven med [[Petra Lindgren|nm]], som har samma kurs.

3. Kompetensutveckling
[[Camila|nm]] vill gå en kurs i andraspråksdidaktik vid [[Umeå universitet|instelling]] under hösten. Hon vill också undersöka ett utbyte med en skola i [[Valparaíso|plek]], där hon själv gick i skolan, genom [[Atlas partnerskap|overig]] hos [[UHR|instelling]]. Rektorn stöttar idén och tar upp den med förvaltningen.

4. Lön
Nuvarande lön är [[36 900 kr|getal]] i månaden. Lönen tas upp vid lönesamtalet i september.

5. Överenskommelser
[[Camila|nm]] skickar en budget för utbytet till rektorn senast 29 maj. Nästa medarbetarsamtal hålls [[våren 2027|tijd]].

Signerat
[[Camila|nm]] och [[Anders Holmberg|nm]]""",

# 8 bouppteckningsinstrument (Pedersöre och Jakobstad, Österbotten, Finland)
"""BOUPPTECKNINGSINSTRUMENT

Den avlidna: [[Elna Margareta Björkqvist, född Sundqvist|nm]]
Personbeteckning: [[140834-104R|nummer]]
Hemkommun: Pedersöre
Adress: [[Purmovägen 118, 68910 Bennäs|plek]]
Dödsdag: [[2 februari 2026|tijd]]
Förrättningsdag: [[torsdag 19 mars 2026|tijd]]

Förrättningsmän: [[Mats Granholm|nm]], [[vicehäradshövding|overig]], [[Advokatbyrå Granholm & Storbacka|instelling]], [[Jakobstad|plek]], och [[Christina Ahlskog|nm]], [[bankjurist|overig]].

Uppgiftslämnare: sonen [[Ralf Björkqvist|nm]], Esse.

Dödsbodelägare: sonen, ovan nämnd, och dottern [[Ann-Sofi Björkqvist-Nyman|nm]], Stockholm. Den avlidnas make, [[Holger Björkqvist|nm]], avled 2011.

Den avlidna efterlämnade ett testamente daterat [[5 maj 2015|tijd]], enligt vilket 2 000 euro tillfaller diakonin i [[Pedersöre församling|instelling]]. Testamentet har delgetts dödsbodelägarna.

Tillgångar
Fastigheten [[599-412-5-37|nummer]] med bostadshus och uthus: 95 000,00 euro
Skogsskifte om 14 hektar i Purmo: 42 000,00 euro
Bankmedel i [[Aktia Bank|instelling]]: 12 480,55 euro
Lösöre, bland annat en [[Singer|overig]]-symaskin och en [[Helkama|overig]]-cykel: 1 500,00 euro
Summa tillgångar: 150 980,55 euro

Skulder
Begravningskostnader: 6 320,00 euro
Elräkning, [[Herrfors|instelling]]: 184,20 euro
Summa skulder: 6 504,20 euro

Behållning: [[144 476,35 euro|getal]]

Vi intygar att uppgifterna har antecknats riktigt.

Jakobstad den 19 mars 2026

[[Mats Granholm|nm]]   [[Christina Ahlskog|nm]]""",

# 9 svar på en recension (thairestaurang i Skellefteå; Udon Thani, Thailand)
"""Recension av [[Maria L.|nm]] på [[Google|instelling]], 2 av 5 stjärnor: ”God mat men vi blev sjuka”

Svar från ägaren, [[Somchai Phromma|nm]], [[Baan Isaan Skellefteå|instelling]] · [[2 mars 2026|tijd]]

Hej [[Maria|nm]],

Tack för att du skrev till oss, och jag är verkligen ledsen över det som hände din dotter efter middagen hos oss [[fredagen den 27 februari|tijd]].

Du hade sagt till vid bokningen, [[nr 5128|nummer]], att [[Klara|nm]] har [[celiaki|overig]], och det står tydligt i vårt system. Ändå fick hon [[pad see ew|overig]] med vanlig sojasås, som innehåller vete. Det var vårt fel och inget annat. Vår nya [[servitör|overig]] hade inte fått tillräcklig utbildning, och det ansvaret är mitt.

Jag har pratat med hela personalen, och från och med i dag används bara glutenfri sojasås i köket. [[Min fru Ploy|nm]], som lagar all mat, har dessutom satt upp en egen hylla för glutenfritt.

Jag har betalat tillbaka hela notan på [[1 146 kr|getal]] via [[Swish|overig]] till numret i bokningen.

Min familj kommer från [[Udon Thani|plek]] i nordöstra Thailand, och för oss är det en skam att någon blir sjuk av vår mat. Vi skulle vilja bjuda er tre på middag igen, när ni vill, och då lagar [[Ploy|nm]] [[larb|overig]] och [[som tam|overig]] själv vid ert bord.

Ring mig på [[070-174 06 57|kontakt]] eller mejla [[somchai@baanisaan.example|kontakt]].

Vänliga hälsningar
[[Somchai|nm]]""",

# 10 forumtråd om fiske (Senja, Norge)
"""[[Fiskesnack.example|instelling]] › Havsfiske › Norge

Senja i juni – rapport
Av [[Laxfarfar|kontakt]] » [[16 juni 2025|tijd]], 21:48

Då var vi hemma igen efter en vecka på [[Senja|plek]], [[2–9 juni|tijd]]. Vi var fyra gubbar: jag, [[svågern Tommy|nm]], och två gamla arbetskamrater från [[SSAB|instelling]] i Luleå. Körde upp i min [[Volvo V90|overig]] via Narvik, tolv timmar med pauser.

Vi hyrde stuga och båt hos [[Gryllefjord Sjøhus|instelling]], en [[Yamarin 56|overig]] med 100 hästar. Kostade [[14 000 norska kronor|getal]] för veckan, allt inräknat. Vädret var fint utom onsdagen, då blåste det 12 sekundmeter och vi satt inne och spelade kort.

Fisket: torsk i mängder på 40–60 meters djup, de största runt 9 kilo. [[Tommy|nm]] fick en [[kveite|overig]] på [[21 kilo|getal]] på torsdagen och har inte slutat prata om den sedan dess.

Tänk på att ni bara får föra ut [[18 kilo|getal]] filé per person enligt [[Fiskeridirektoratet|instelling]]. Tullen i [[Riksgränsen|plek]] kollade oss på hemvägen.

Re: Senja i juni – rapport
Av [[gäddjägaren_84|kontakt]] » [[17 juni 2025|tijd]], 07:12

Snygg kveite! Vi åker till samma ställe i augusti. Hade ni guide eller hittade ni grunden själva?

Re: Senja i juni – rapport
Av [[Laxfarfar|kontakt]] » [[17 juni 2025|tijd]], 09:30

Själva, med ekolodet och lite tips från värden, [[Rune|nm]]. Fråga efter honom.""",

# 11 grannyttrande i bygglovsärende (Lidköping)
"""Till [[Samhällsbyggnadsnämnden, Lidköpings kommun|instelling]]

Yttrande från granne i ärende [[BN 2026-000418|nummer]]
Fastighet: [[Skogshyddan 12|nummer]]
Sökande: [[Tomasz Wiśniewski|nm]] och [[Agnieszka Wiśniewska|nm]]

Vi har fått ert brev daterat [[3 mars 2026|tijd]] om ansökan om bygglov för ett garage med förråd på grannfastigheten, och lämnar här vårt yttrande inom de tre veckor vi fått, alltså senast [[24 mars|tijd]].

Vi bor på [[Sjövägen 8|plek]] och har haft [[Tomasz|nm]] och [[Agnieszka|nm]] som grannar sedan 2019. De är bra grannar, och när [[Lars-Erik|nm]] fick en [[stroke|overig]] förra vintern var det [[Tomasz|nm]] som skottade vår uppfart i två månader. Vi vill därför inte motsätta oss bygget i sig.

Vi har dock två synpunkter:

1. Garaget blir enligt ritningen [[4,8 meter|getal]] högt och placeras [[1,2 meter|getal]] från tomtgränsen. Det kommer att skugga vårt [[växthus|overig]] under hela eftermiddagen. Vi ber att garaget flyttas minst två meter in på tomten eller får ett lägre tak.

2. Dagvattnet från taket måste tas om hand på sökandens tomt. Vår källare fick vatten vid skyfallet i [[augusti 2024|tijd]].

Vi har pratat med [[Tomasz|nm]] om detta, och han är positiv till att flytta garaget. Han har lovat att prata med [[Skaraborgs Bygg & Mark|instelling]], som ska bygga det.

Lidköping den [[16 mars 2026|tijd]]

[[Birgitta och Lars-Erik Dahl|nm]]
[[070-174 06 82|kontakt]]""",

# 12 information om skolutflykt (Eskilstuna)
"""[[Fröslundaskolan|instelling]], klass 3B
Information till vårdnadshavare, vecka 20

Hej alla föräldrar!

Nu är det äntligen dags för vårens utflykt. Vi åker till [[Parken Zoo|plek]] [[onsdag 27 maj|tijd]] och är tillbaka vid skolan ungefär kl. 14.30.

Vi samlas på skolgården kl. 8.15. Bussen från [[Sörmlandstrafiken|instelling]] går 8.30 från [[Tunavägen|plek]]. Med på resan är jag, [[klassläraren|overig]] [[Anna Berglund|nm]], och elevassistenten [[Abdirahman Warsame|nm]], som också kan svara på frågor på [[somaliska|overig]]. [[Mormor till Liam|nm]], [[Gun Eriksson|nm]], har lovat att följa med som extra vuxen.

Packa:
- Matsäck och vattenflaska. Skolköket skickar med [[halal|overig]]- och vegetariska smörgåsar till alla som har anmält det.
- Regnkläder och bekväma skor. Vi går ungefär fyra kilometer under dagen.
- Inga pengar. Inträdet på [[120 kr|getal]] per barn betalas av [[Föräldraföreningen|instelling]].

Barn med allergier: kom ihåg att skicka med [[EpiPen|overig]] och medicin. Lämna dem till [[Anna|nm]] i en påse med barnets namn.

Barnen i klassen är [[9–10 år|leeftijd]], och vi har delat in dem i grupper om fyra. Varje grupp har en vuxen. Den som vill ha hjälp med översättning till [[arabiska|overig]] eller somaliska kan ringa skolans expedition.

Lämna svarslappen senast [[fredag 22 maj|tijd]].

Frågor: [[anna.berglund@eskilstuna.example|kontakt]] eller [[070-174 06 95|kontakt]].

Hälsningar
[[Anna|nm]] och [[Abdirahman|nm]]""",
]

# Capitalised words that may sit inside an `nm` span without being a name of their own.
NOT_NAMES = frozenset({
    "Ms", "Mr", "Mrs", "Dr", "Sr", "Fr", "Reverend", "Professor", "Datin", "Capt", "Lola",
    "Nana", "Opanin", "Hon", "Han", "Min", "Mormor",
})

SCHEME = Scheme(
    prefix="heldout8",
    labels=(
        "nm", "plek", "instelling", "tijd", "leeftijd", "getal", "kontakt", "nummer",
        "overig",
    ),
    person="nm",
    words=(140, 240),
    spans=(18, 24),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
