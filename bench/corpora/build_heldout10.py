#!/usr/bin/env python3
"""Build and check the tenth pair of held-out corpora (heldout10_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0). All private
people, addresses, e-mail addresses, URLs, phone numbers, invoice, file, policy, claim,
card, cheque, account, case, order, booking and member numbers, plates, personnummer and
amounts are invented. Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand. This pair's labels are French and two of them (``âge``,
``coordonnées``) hold non-ASCII letters, which the shared builder's markup pattern
accepts (letters of any script).

    python3 bench/corpora/build_heldout10.py          # write both files, then check them
    python3 bench/corpora/build_heldout10.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, main

EN = [
# 1 wedding-venue invoice (Harrogate, North Yorkshire)
"""[[Haverah Barn Weddings|organisme]]
[[Beckwithshaw, Harrogate HG3 1QW|lieu]] · [[events@haverahbarn.example|coordonnées]]

INVOICE [[HBW-2026-0613|identifiant]]
Date: [[Monday 11 May 2026|date]]

To: [[Ms Priya Chauhan and Mr Tom Ashworth|nom]]
[[Flat 2, 19 Valley Drive, Harrogate HG2 0JH|lieu]]

Wedding on [[Saturday 13 June 2026|date]], ceremony at 1.30 pm, carriages at midnight

Venue hire, Saturday (barn, courtyard and bridal suite): [[£6,500|montant]]
Ceremony room fee: £450
Wedding breakfast, 84 guests at £68: £5,712
Drinks package, 84 guests at £22: £1,848
Evening food, 110 guests at £14 ([[Yorkshire pudding wraps|divers]] and a cheese table): £1,540
Total (VAT at 20% included): [[£16,050|montant]]

Paid: deposit of £2,000 on [[12 May 2025|date]]; second instalment of £5,000 on 1 February 2026
Balance due: [[£9,050|montant]], by [[Saturday 30 May|date]] (two weeks before the day)

Notes from your coordinator:
Three guests are [[vegan|divers]] and one, [[Tom|nom]]'s uncle [[Geoff|nom]], has a [[nut allergy|divers]]; our chef, [[Marek Zieliński|nom]], has planned their menus. The registrars from [[North Yorkshire Council|organisme]] arrive at 12.45 for the legal preliminaries. Your DJ, [[Northern Soul Sounds|organisme]], may load in through the courtyard gate from 5 pm. Confetti must be biodegradable (dried petals only), and sparklers are allowed on the lawn only.

We look forward to a wonderful day, [[Priya|nom]] and [[Tom|nom]].

[[Hannah Metcalfe|nom]], wedding coordinator
[[07700 900527|coordonnées]]""",

# 2 security-deposit return statement (Winnipeg, Manitoba)
"""[[Red River Property Management Ltd.|organisme]]
[[400–213 Notre Dame Avenue, Winnipeg, MB R3B 1N3|lieu]]

STATEMENT OF SECURITY DEPOSIT RETURN
File no. [[RRPM-SD-4417|identifiant]]
[[April 10, 2026|date]]

Tenants: [[Maricel and Jomar Dela Cruz|nom]]
Rental unit: [[Suite 305, 1120 Pembina Highway, Winnipeg, MB R3T 2A5|lieu]]
Tenancy: [[September 1, 2023|date]] to [[March 31, 2026|date]]
Move-out inspection: Tuesday, March 31, 2026, with [[Jomar|nom]] present

Held by the landlord
Security deposit (half of the $1,450 monthly rent): [[$725.00|montant]]
Pet damage deposit for [[Mango|divers]], [[Maine Coon|divers]]: $725.00
Total held: [[$1,450.00|montant]]

Deductions
Professional carpet cleaning, bedroom: $180.00
Replacement of a broken window blind: $64.50
Oven cleaning, 2 hours at $45: $90.00
Mailbox key not returned: $35.00
Total deductions: [[$369.50|montant]]

Amount returned: [[$1,080.50|montant]], by cheque no. [[001862|identifiant]], mailed today to your forwarding address in [[Steinbach|lieu]].

Normal wear and tear, including the faded paint in the living room, has not been charged. The cat scratches on the bedroom door frame were repaired by [[our caretaker, Dale Friesen,|nom]] at no cost to you.

If you disagree with any deduction, you may apply to the [[Residential Tenancies Branch|organisme]] of [[Manitoba|lieu]]. Please write to us first; we answer within [[five business days|date]].

[[Gurpreet Sidhu|nom]], [[property manager|divers]]
[[204-555-0139|coordonnées]] · [[gsidhu@redriverpm.example|coordonnées]]""",

# 3 scout camp letter with permission slip (Palmerston North, New Zealand)
"""[[1st Hokowhitu Scout Group|organisme]], [[Scouts Aotearoa|organisme]]

[[16 March 2026|date]]

Kia ora whānau,

Our autumn camp will be at [[Totara Reserve|lieu]] in the [[Pohangina Valley|lieu]] from [[Friday 17 April|date]] (meet at the den at 5.30 pm) to [[Sunday 19 April|date]] (back by 3 pm). Fourteen Scouts aged [[11 to 14|âge]] are going, with four leaders.

The cost is [[NZ$95|montant]] per Scout, covering food, the camp-site fee and the hire van. Please pay into the group's account [[06-0729-0412583-00|identifiant]], with your child's name as the reference, by [[Friday 3 April|date]].

Packing list: sleeping bag and mat, warm jersey, rain jacket, [[gumboots|divers]], togs and towel, torch, plate, mug and cutlery, and a [[hi-vis vest|divers]] for the river walk. No phones or lollies, please.

Any medicines must be handed to [[Skip Rachel Sutherland|nom]] at the den, in a clear bag with the child's name and dose written on it. The nearest hospital is [[Palmerston North Hospital|organisme]], about forty minutes away by road.

Ngā mihi,
[[Rachel Sutherland|nom]] (Group Leader) and [[Manaia Tuilagi|nom]] (Scout Leader)
[[hokowhitu.scouts@example.com|coordonnées]]

- - - - - - - - - - - - - - - -
PERMISSION SLIP
I give permission for [[Noah Kereama|nom]], age [[12|âge]], date of birth [[2 September 2013|date]], to attend the camp and take part in all activities, including the river walk.
Health: [[asthma|divers]]; uses a [[Ventolin|divers]] inhaler before exercise.
Parent/caregiver: [[Hine Kereama|nom]], [[Noah|nom]]'s [[mum|divers]]""",

# 4 car service invoice (Des Moines, Iowa)
"""[[Beaverdale Auto Care|organisme]]
[[2710 Beaver Ave, Des Moines, IA 50310|lieu]] · [[(515) 555-0162|coordonnées]]

REPAIR ORDER / INVOICE [[RO-10587|identifiant]]
Date in: [[Tuesday, March 17, 2026, 7:45 a.m.|date]]   Date out: [[March 18|date]]

Customer: [[Darnell Whitfield|nom]]
Vehicle: [[2019 Honda CR-V EX|divers]], silver, Iowa plate [[HJK 482|identifiant]]
Mileage in: [[61,240 miles|montant]]

Customer concern: grinding noise from the front when braking, worse in the mornings.

Work performed
1. Full synthetic oil and filter change (0W-20): $79.95
2. Tire rotation and pressure check: [[$29.95|montant]]
3. Front brake pads and rotors, parts: [[$214.60|montant]]
4. Front brake labor, 1.8 hours at $135.00: [[$243.00|montant]]
5. Cabin air filter: $38.50

Subtotal: [[$606.00|montant]]
Sales tax (7%): [[$42.42|montant]]
Total: [[$648.42|montant]], paid by [[Visa|organisme]]

Technician notes ([[Luis Ortega|nom]], [[ASE-certified master technician|divers]]): rear pads at 5 mm, fine for now. Battery tested at [[58%|montant]] health; we suggest replacing it before [[next winter|date]], as cold starts in January are hard on a weak battery. Recall check with [[Honda|organisme]]: no open recalls on this vehicle.

Your next oil change is due at 66,240 miles or by [[September 17, 2026|date]], whichever comes first. We will send a reminder by text.

[[Darnell|nom]], thank you for your business. Please leave us a review if you were happy with the work.

Service advisor: [[Kelsey Brandt|nom]]""",

# 5 library overdue notice (Ballarat, Victoria)
"""[[Ballarat Libraries|organisme]]
OVERDUE NOTICE – SECOND REMINDER

[[Tuesday 14 April 2026|date]]

[[Ms Lisa Baxter|nom]]
[[7 Hertford Street, Sebastopol VIC 3356|lieu]]

Card number: [[21330 0041 7726|identifiant]] (junior card, holder [[Zara Nguyen-Baxter|nom]])

Dear [[Lisa|nom]],

The items below were borrowed on [[Tuesday 3 March|date]] and were due back on [[Tuesday 24 March|date]]. They are now [[21 days|date]] overdue.

[[The 91-Storey Treehouse|divers]] – replacement cost [[$16.99|montant]]
[[Possum Magic|divers]] – replacement cost $14.99
[[Bluey: The Beach|divers]] (board book) – replacement cost [[$12.99|montant]]

We no longer charge late fines. However, if the items are not returned by [[28 April|date]], we will charge the replacement costs, [[$44.97|montant]] in total, plus a processing fee of $5 per item, and [[Zara's|nom]] card will be suspended until the account is settled.

If the books have been damaged (we know this happens with a [[four-year-old|âge]] and a puppy in the house), please bring them in anyway. Damaged items are assessed by staff, and the charge is often lower than the full replacement cost.

You can return items at any branch, including the after-hours chute at the [[Wendouree Library|organisme]], or renew them online at [[ballaratlibraries.example/myaccount|coordonnées]] if no one else has reserved them.

Questions: [[0491 570 318|coordonnées]]

[[Trish Donnelly|nom]], [[Customer Services Officer|divers]]""",

# 6 pharmacy dispensing note (Jaipur, Rajasthan)
"""[[Shri Ganesh Medicos|organisme]]
[[Shop 4, Gaurav Tower, Malviya Nagar, Jaipur 302017|lieu]]
Drug licence no. RJ-JPR-20B-11742

DISPENSING NOTE / CASH MEMO no. [[SGM/25-26/08841|identifiant]]
Date: [[9 March 2026|date]]

Patient: [[Smt. Kamla Devi Sharma|nom]], [[67|âge]] yrs (DOB [[2 January 1959|date]])
Prescriber: [[Dr. Anil Mathur|nom]], [[SMS Hospital|organisme]], OPD slip of 5 March
Collected by: [[Vikram Sharma|nom]], [[grandson|divers]]

1. [[Metformin 500 mg|divers]], 1 tablet twice daily after meals, qty 60 – ₹42.00
2. [[Amlodipine 5 mg|divers]], 1 tablet in the morning, qty 30 – ₹68.00
3. [[Atorvastatin 10 mg|divers]], 1 tablet at bedtime, qty 30 – ₹95.00

Gross: ₹205.00
Senior citizen discount 10%: [[₹20.50|montant]]
Net paid by UPI: [[₹184.50|montant]]

Pharmacist's note: the instructions were explained to [[Vikram|nom]] in [[Hindi|divers]], and a dose chart was written on each box. [[Kamla ji|nom]] has [[type 2 diabetes|divers]] and [[high blood pressure|divers]]; her fasting sugar of 162 mg/dL was noted on the slip. The metformin should never be taken on an empty stomach. If her ankles swell with the amlodipine, the doctor should be told.

Stock for 30 days; the next refill is due on or after [[8 April 2026|date]].

Dispensed by [[Rohit Agarwal|nom]], [[B.Pharm|divers]], Reg. no. [[RPC/14487|identifiant]]""",

# 7 funeral director's quotation (Ibadan, Oyo State, Nigeria)
"""[[Oluyole Funeral Services Ltd|organisme]]
[[23 Ring Road, Oluyole Estate, Ibadan, Oyo State|lieu]]

QUOTATION no. [[OFS/Q/2026/031|identifiant]]
Date: [[Monday 9 March 2026|date]]

Prepared for: [[Dr (Mrs) Folake Olaniyan-Ajayi|nom]], on behalf of the family of the late [[Pa Emmanuel Adebayo Olaniyan|nom]] (born [[12 August 1937|date]], died [[Tuesday 3 March 2026|date]] at [[University College Hospital|organisme]], Ibadan, aged [[88|âge]])

Planned programme
Service of songs: [[Thursday 2 April 2026|date]], at the family house in Bodija
Funeral service: [[Friday 3 April|date]], 10 a.m., at [[St. Peter's Anglican Church, Aremo|lieu]]
Interment: the same afternoon in the family compound at [[Iseyin|lieu]]

Items
Mahogany casket with brass handles: [[₦850,000|montant]]
Embalming and mortuary care, 31 days at ₦15,000: ₦465,000
Hearse and two 18-seater buses to Iseyin: ₦180,000
Canopies and 300 chairs for the reception: ₦240,000
Brass band for the procession: ₦150,000
Total: [[₦1,885,000|montant]]

A deposit of half, [[₦942,500|montant]], confirms the booking; the balance is due on the day of the service of songs. These prices are held for [[14 days|date]].

Our director, [[Mr Babatunde Oyelowo|nom]], will meet the [[eldest son|divers]], [[Engr. Segun Olaniyan|nom]], at the house on Saturday to agree the order of service and the wording of the [[obituary brochure|divers]], which will be in English and [[Yoruba|divers]]. The printing of the brochure and the [[aso ebi|divers]] for the family are not part of this quotation.

With our sincere condolences,
[[Adunni Okeowo|nom]], [[funeral arranger|divers]]""",

# 8 gym membership cancellation (Tampines, Singapore)
"""[[FitHaus Tampines|organisme]]
[[10 Tampines Central 1, #03-15, Singapore 529536|lieu]]

[[Wednesday, 18 March 2026|date]]

[[Ms Goh Hui Min|nom]]
[[Blk 512 Tampines Central 1, #04-22, Singapore 520512|lieu]]

Membership no.: [[FH-TPC-30927|identifiant]]

Dear [[Ms Goh|nom]],

CANCELLATION OF YOUR MEMBERSHIP

We received your cancellation form on [[Monday, 16 March 2026|date]], together with the letter from your physiotherapist at [[Changi General Hospital|organisme]] about your [[slipped disc|divers]].

Your 12-month contract began on [[1 June 2025|date]] at [[S$128|montant]] a month and would have ended on 31 May 2026. Our terms require [[30 days|date]]' notice, so your last monthly payment will be taken on [[15 April 2026|date]], and your access card will stop working at midnight that day. Because you are cancelling on medical grounds, the early termination fee of S$128 is waived.

You bought a 10-session package with trainer [[Jeremy Tan|nom]] for [[S$850|montant]] and have used six sessions. The four unused sessions, S$340, and your locker key deposit of [[S$20|montant]] will be refunded, [[S$360|montant]] in total, by [[PayNow|organisme]] to your mobile number within [[seven working days|date]].

Please return the locker key to the front desk before 15 April. The guest passes on your [[Gold Flex|divers]] plan expire with the membership.

We hope your back recovers well, [[Hui Min|nom]], and that we will see you again.

[[Farhan Rahman|nom]], [[membership executive|divers]]
[[members.tampines@fithaus.example|coordonnées]]""",

# 9 household insurance renewal (Bloemfontein, Free State, South Africa)
"""[[Highveld Shield Insurance Ltd|organisme]]
Authorised financial services provider, FSP [[48217|identifiant]]

[[1 April 2026|date]]

[[Mr Thabo and Mrs Palesa Mokoena|nom]]
[[17 Kellner Street, Westdene, Bloemfontein, 9301|lieu]]

Policy no. [[HSH-HO-7720145|identifiant]]

RENEWAL OF YOUR HOME INSURANCE

Dear [[Mr and Mrs Mokoena|nom]],

Your policy renews on [[1 May 2026|date]] for another year. Your new monthly premium is:

Buildings (sum insured R2,450,000): [[R612|montant]]
Household contents (sum insured R380,000): R438
All-risk items (a [[Samsung Galaxy S24|divers]] and a [[MacBook Air|divers]]): [[R96|montant]]
Total: [[R1,146|montant]] a month, up from R1,062, an increase of [[7.9%|montant]]

The increase follows the claim for the burst [[geyser|divers]] on [[14 November 2025|date]], for which we paid [[R18,700|montant]], and higher building costs in the [[Free State|lieu]].

Your basic excess stays at R2,500. The discount for your armed-response contract with [[Fidelity ADT|organisme]] continues, provided the alarm is linked and working.

Please check that all details are correct. If [[Palesa|nom]]'s new studio in the back garden is used for her work as a [[dressmaker|divers]], let us know: business equipment is not covered under household contents. The debit order will run from your [[Capitec|organisme]] account on the 1st of each month.

Your broker,
[[Lerato Khumalo|nom]], [[Khumalo & Dube Brokers|organisme]]
[[lerato@khumalodube.example|coordonnées]]""",

# 10 conference travel reimbursement claim (Aberdeen, for a symposium in Lisbon)
"""[[University of Aberdeen|organisme]] – Expenses Claim Form
Claim ref. [[EXP-2026-07731|identifiant]]

Claimant: [[Dr Eilidh Fraser|nom]], [[Lecturer in Physical Geography|divers]]
School: [[School of Geosciences|organisme]]
Staff no. [[50418836|identifiant]]
Cost centre: [[GEO-NE-2214|identifiant]] ([[NERC|organisme]] grant on coastal dune resilience)

Purpose: to present a paper at the [[14th International Coastal Dunes Symposium|divers]], [[Universidade de Lisboa|organisme]], Lisbon, [[Monday 22 June – Thursday 25 June 2026|date]]

Travel: Aberdeen to Lisbon via Amsterdam, out [[Sunday 21 June|date]], back Thursday 25 June

Items
Return flights with [[KLM|organisme]] (receipt 1): [[£386.40|montant]]
Hotel, 4 nights at €142 (€568 at 0.86): [[£488.48|montant]]
Symposium registration, €450 at 0.86: £387.00
Metro and taxis, receipts 4–9: [[£31.60|montant]]
Subsistence, 4 days at £25: £100.00
Total claimed: [[£1,393.48|montant]]

Note: the hotel was booked at the symposium rate on the advice of the [[Portuguese|divers]] organisers, because the university's travel agent had no rooms left near the campus. The conference dinner on [[23 June|date]] was paid by the organisers, and no claim is made for it.

I confirm that these costs were incurred wholly on university business and have not been claimed elsewhere.
Signed: [[E. Fraser|nom]], [[30 June 2026|date]]

Approved: [[Professor Malcolm Reid|nom]], [[Head of School|divers]], 1 July 2026""",

# 11 babysitting agreement (Kilkenny, Ireland)
"""BABYSITTING AGREEMENT

Between [[Niamh and Conor Brennan|nom]], [[12 Bishop's Hill, Kilkenny R95 K2P7|lieu]] ("the parents"), and [[Aoife Dunphy|nom]], aged [[17|âge]] ("the sitter"), a [[Leaving Cert|divers]] student at [[Loreto Secondary School|organisme]].

Children: [[Saoirse|nom]] ([[six|âge]]) and [[Fionn|nom]] (three)

1. When. Most Friday evenings, 6 pm to 11 pm, starting [[Friday 8 May 2026|date]], and other evenings agreed by text at least two days ahead.

2. Pay. [[€12|montant]] an hour, €15 an hour after midnight, paid in cash at the end of each evening; a usual Friday comes to [[€60|montant]]. If we are home after midnight, [[Conor|nom]] drives [[Aoife|nom]] home, or we pay for a taxi.

3. Bedtime. [[Fionn|nom]] goes down at 7.30 with his story; [[Saoirse|nom]] at 8.30, after one episode of [[Bluey|divers]].

4. Health. [[Fionn|nom]] has an [[egg allergy|divers]]. His [[EpiPen Jr|divers]] is in the red bag on top of the fridge. No baking with the children, please.

5. Emergencies. Call 112 first, then us. [[Granny Mary Brennan|nom]] lives two doors up at no. 16 and has a key. Our GP is [[Dr Fergal Tobin|nom]] at the [[Johnswell Road Medical Centre|organisme]].

6. Rua, our [[Irish terrier|divers]], stays in the kitchen and is not let into the garden after dark.

Either side can end this agreement with a week's notice.

Signed: [[Niamh Brennan|nom]] · [[Aoife Dunphy|nom]] · Sunday 3 May 2026""",

# 12 cycling club ride report (Chester, into North Wales)
"""[[Deva Wheelers CC|organisme]] – Sunday ride report
[[Sunday 19 April 2026|date]]: Chester – Horseshoe Pass – Llangollen – Chester

Fourteen of us left the [[Grosvenor Park|lieu]] gate at 8.30 in light drizzle, led by ride captain [[Gareth Pritchard|nom]]. We crossed into [[Wales|lieu]] at Pulford and were in [[Wrexham|lieu]] by ten, where [[Sunita Bains|nom]] had the first of her two punctures. The second, on the climb out of [[Llangollen|lieu]], was a split tyre, and [[Gareth|nom]] lent [[her|nom]] his spare [[Continental GP5000|divers]].

The Horseshoe Pass ([[Bwlch yr Oernant|lieu]]) was windy but dry. Coffee and [[bara brith|divers]] at the café at the top, then the long descent back through Llangollen and home along the Dee.

Distance: [[96 km|montant]]
Climbing: [[1,150 m|montant]]
Moving time: [[3 h 54 min|date]]
Average speed: [[24.6 km/h|montant]]

Special mention to [[Jim O'Hare|nom]], who rode the whole route on his [[70th|âge]] birthday, on the steel [[Dawes Galaxy|divers]] he bought new in [[1988|date]]. There will be cake for [[Jim|nom]] at the clubhouse on Wednesday evening.

Next Sunday, [[26 April|date]]: the flat Wirral loop, 80 km, with a café stop at Parkgate. New riders are welcome; please read the group-riding guide first and bring a working rear light.

Route file and photos are on [[devawheelers.example/rides|coordonnées]], and the club's [[Strava|organisme]] group is open to all members.

[[Helen Roberts|nom]], ride secretary""",
]

SV = [
# 1 genomförandeplan för hemtjänst (Grängesberg, Ludvika kommun; en man från Ungern)
"""[[Ludvika kommun|organisme]], vård och omsorg
GENOMFÖRANDEPLAN – HEMTJÄNST

Brukare: [[Ferenc Szabó|nom]], [[19390417-4358|identifiant]]
Adress: [[Bergslagsvägen 22 B, 772 31 Grängesberg|lieu]]
Kontaktperson: [[undersköterska Malin Hedlund|nom]], [[070-174 06 52|coordonnées]]
Upprättad: [[tisdag 21 april 2026|date]]

Bakgrund
[[Ferenc|nom]] fyllde [[87 år|âge]] i förra veckan. Han kom från [[Ungern|lieu]] [[1957|date]] och arbetade i gruvan i Grängesberg i över trettio år. [[Han|nom]] bor ensam sedan hustrun [[Erzsébet|nom]] dog. Dottern [[Katalin Szabó Berg|nom]] bor i [[Borlänge|lieu]] och sköter hans ekonomi. Han talar svenska, men när han är trött går det lättare på [[ungerska|divers]].

Hälsa: [[hjärtsvikt|divers]] och nedsatt syn. Dosetten med bland annat [[Furix|divers]] delas av apoteket, och hemtjänsten ger medicinen.

Insatser, beviljade av biståndshandläggare [[Johan Ek|nom]] (beslut [[HT-2026-0388|identifiant]]):
– morgon kl. 7.30, 30 minuter: påklädning, frukost och medicin
– lunch kl. 12.00, 20 minuter: värma matlåda
– kväll kl. 20.30, 20 minuter: kvällsmål och hjälp i säng
– dusch varje tisdag, 45 minuter
– inköp varje torsdag, en timme, på [[ICA Nära|organisme]]
Sammanlagt 9 timmar och 55 minuter i veckan, inom de [[10 timmar|date]] som beviljats.

[[Ferenc|nom]] säger själv: [[”Jag vill bo kvar hemma så länge benen bär.”|divers]] Han vill gärna ha samma personal på morgnarna och tycker om att prata fotboll, helst om [[Ferencváros|organisme]].

Trygghetslarm finns. Planen följs upp om sex månader, senast [[21 oktober 2026|date]].""",

# 2 kallelse till jaktlagets årsmöte (Stugusjö, Ragunda kommun)
"""[[Stugusjö jaktlag|organisme]]
KALLELSE TILL ÅRSMÖTE

Tid: [[lördag 15 augusti 2026 kl. 10.00|date]]
Plats: [[jaktstugan vid Råsjön|lieu]]

Alla [[fjorton|montant]] medlemmar kallas till årsmöte före älgjakten. Det bjuds på kaffe och [[smörgåstårta|divers]]; säg till om du tar med en gäst.

Dagordning
1. Mötets öppnande, val av ordförande och sekreterare.
2. Förra årets jakt: vi fällde fem vuxna älgar och fyra kalvar.
3. Tilldelning för 2026 från [[Länsstyrelsen i Jämtlands län|organisme]]: [[sex vuxna och fem kalvar|montant]].
4. Budget och jaktavgift. Arrende till [[SCA|organisme]] 19 600 kr, el och kylrum 3 400 kr, skjutbana och försäkring 2 200 kr. Summa [[25 200 kr|montant]], vilket blir [[1 800 kr|montant]] per jägare. Betalas till bankgiro [[5417-2930|identifiant]] senast [[31 augusti|date]].
5. Hundar. [[Per-Anders Jonssons|nom]] [[jämthund|divers]] Tjalve går sin sista säsong. Vi behöver en hund till inför hösten 2027.
6. Ny medlem: [[Ida Westin|nom]], [[22|âge]], som tog [[jägarexamen|divers]] i våras, föreslås av [[Per-Anders|nom]].
7. Skjutprov. Alla ska ha godkänt [[älgskyttemärket|divers]] före jaktstart. Prov på [[Bispgårdens skytteförening|organisme]]s bana [[söndag 23 augusti|date]] kl. 9–13.
8. Övriga frågor.

Jaktstart är [[måndag 7 september|date]]. Jaktledare är även i år [[Per-Anders Jonsson|nom]], och passlistan delas ut på mötet.

Frågor till [[sekreteraren Lena Sundin,|nom]] [[070-174 06 17|coordonnées]] eller [[stugusjo.jaktlag@example.com|coordonnées]].

Välkomna!""",

# 3 beslut om skolskjuts (Österbymo, Ydre kommun)
"""[[Ydre kommun|organisme]]
Barn- och utbildningsnämnden
BESLUT OM SKOLSKJUTS

Diarienummer: [[BUN 2026/147|identifiant]]
Datum: [[2026-05-12|date]]

Elev: [[Wilma Karlsson|nom]], [[20181103-2846|identifiant]]
Vårdnadshavare: [[Emma Karlsson och Daniel Nilsson|nom]]
Adress: [[Björkeryd 3, 570 60 Österbymo|lieu]]
Skola: [[Österbymo skola|organisme]], årskurs 2, läsåret 2026/27

Beslut
[[Wilma|nom]] beviljas skolskjuts från [[17 augusti 2026|date]] till och med [[11 juni 2027|date]].

Motivering
Enligt kommunens riktlinjer har elever i förskoleklass till årskurs 3 rätt till skolskjuts om vägen mellan hemmet och skolan är längre än [[2 kilometer|montant]]. Den kortaste gångbara vägen är [[4,6 kilometer|montant]], och landsvägen mot [[Rydsnäs|lieu]] saknar gång- och cykelbana.

Så går resan
Skolbussen körs av [[Östgötatrafiken|organisme]]. [[Wilma|nom]] hämtas vid hållplatsen Björkeryd vägskäl kl. 7.22 och är vid skolan kl. 7.45. Hemresan går kl. 13.40 måndag–torsdag och kl. 12.40 på fredagar. Eftersom [[Wilma|nom]] bara är [[sju år|âge]] ska en vuxen möta [[henne|nom]] vid hållplatsen på eftermiddagen.

Ni har uppgett att [[Wilma|nom]] har [[diabetes typ 1|divers]]. Med ert samtycke informerar vi chauffören och lämnar en [[druvsockertablett|divers]]-ask i bussen.

Beslutet kan överklagas till [[Förvaltningsrätten i Linköping|organisme]] inom tre veckor från den dag ni fick del av det.

[[Jenny Sjöqvist|nom]], [[skolskjutssamordnare|divers]]
[[jenny.sjoqvist@ydre.example|coordonnées]]""",

# 4 veckobrev och besked från fritidshemmet (Sundbyberg; en familj från Libanon)
"""[[Fritids Kometen|organisme]], [[Lötsjöskolan|organisme]] – veckobrev [[vecka 40|date]]

Hej alla föräldrar!

Höstlovet är [[vecka 44|date]], [[26–30 oktober|date]]. Fritids har öppet som vanligt kl. 6.30–18.00, men vi behöver veta vilka barn som kommer. Anmäl ert behov i [[SchoolSoft|organisme]] senast [[fredag 9 oktober|date]].

[[Onsdag 28 oktober|date]] åker vi till [[Tom Tits Experiment|organisme]] i [[Södertälje|lieu]] med pendeltåget. Vi går från fritids kl. 8.30 och är tillbaka ungefär halv fyra. Utflykten är gratis och fritids står för biljetterna, men barnen behöver [[matsäck|divers]], vattenflaska och kläder efter väder.

Tänk också på att märka alla mössor och vantar. Hittegodslådan i kapprummet är full redan nu!

Till [[Rami och Lina Haddad|nom]]:
Ni frågade om avgiften. Eftersom [[Karim|nom]] är ert andra barn i barnomsorgen (lillasyster [[Yasmin|nom]] går på [[förskolan Myran|organisme]]) betalar ni [[1 %|montant]] av hushållets inkomst för fritids, alltså [[523 kr|montant]] i månaden med den inkomst på 52 300 kr som ni har lämnat till [[Sundbybergs stad|organisme]].

[[Karim|nom]] är anmäld till [[modersmålsundervisning i arabiska|divers]] på tisdagar kl. 15–16 och går dit direkt från fritids tillsammans med [[Omar|nom]] i [[3B|divers]].

Hälsningar
[[Sanna Lindblom|nom]] och [[Mehdi Rostami|nom]], [[fritidspedagoger|divers]]
[[08-465 004 38|coordonnées]]""",

# 5 förfrågan från Skatteverket om reseavdrag (Lerum)
"""[[Skatteverket|organisme]]
[[2026-05-20|date]]

[[Annika Sörensen|nom]]
[[Aspedalsvägen 8, 443 38 Lerum|lieu]]

Personnummer: [[19810226-3242|identifiant]]
Ärende: [[131 284416-26/5113|identifiant]]

Förfrågan om din inkomstdeklaration för inkomståret [[2025|date]]

Hej [[Annika|nom]]!

Du har begärt avdrag för resor till och från arbetet med egen bil med [[26 800 kr|montant]]. Enligt dina uppgifter har du kört mellan bostaden i Lerum och din arbetsplats hos [[AstraZeneca|organisme]] i [[Mölndal|lieu]] [[210 dagar|date]], [[7,2 mil|montant]] per dag tur och retur. Med [[25 kr|montant]] per mil blir det 37 800 kr, och när de första [[11 000 kr|montant]] har dragits av återstår 26 800 kr.

För att du ska få avdrag för bil krävs att du sparar minst [[två timmar|date]] per dag jämfört med att åka kollektivt. Med [[Västtrafik|organisme]] tar resan enligt vår beräkning cirka 55 minuter enkel väg, och tidsvinsten ser därför ut att vara mindre än två timmar.

Vi vill att du senast [[fredag 12 juni 2026|date]] skickar
– dina arbetstider, till exempel ett schema från arbetsgivaren
– uppgift om du har [[skiftarbete|divers]] eller jour.

Svara gärna via [[Mina sidor|divers]] på skatteverket.se. Om vi inte hör av dig kan avdraget komma att ändras eller tas bort.

Med vänlig hälsning
[[Sara Nyberg|nom]], [[handläggare|divers]]
[[08-465 004 71|coordonnées]]""",

# 6 bekräftelse av tidsbokning hos frisör inför studenten (Eskilstuna)
"""[[Salong Lyra|organisme]]
[[Kungsgatan 14, 632 20 Eskilstuna|lieu]]

Bekräftelse av tidsbokning

Hej [[Hanna Öberg|nom]]!

Tack för din bokning inför [[Elsas|nom]] studentdag. Här är det vi har bokat:

Provfrisyr: [[onsdag 20 maj kl. 16.00|date]] med [[Nikolina|nom]] – 450 kr
Uppsättning på studentdagen: [[fredag 5 juni kl. 7.15|date]] – [[850 kr|montant]]
Makeup: samma morgon kl. 8.00 med [[Josefin|nom]] – [[650 kr|montant]]
Summa: [[1 950 kr|montant]]

Du har betalat en bokningsavgift på [[500 kr|montant]] med [[Swish|organisme]] den 12 maj. Resten, 1 450 kr, betalar du på plats med kort eller Swish.
Bokningsnummer: [[LY-2093|identifiant]]

Bra att veta
[[Elsa|nom]], som fyller [[19|âge]] i augusti, har berättat att hon har [[parfymallergi|divers]]. Vi använder då bara parfymfria produkter från [[Maria Nila|divers]].

Ta gärna med en bild på frisyren [[hon|nom]] vill ha och [[studentmössan|divers]], så att vi kan prova hur den sitter. Utspringet från [[Rinmangymnasiet|organisme]] är kl. 13, så det finns gott om tid för fotografering efteråt.

Avbokning senast 48 timmar före; annars tar vi ut halva priset.

Grattis till studenten, [[Elsa|nom]]!

Hälsningar
[[Nikolina Perić|nom]], [[frisörmästare|divers]]
[[070-174 06 83|coordonnées]] · [[bokning@salonglyra.example|coordonnées]]""",

# 7 reklamation av kortköp till banken (Trollhättan)
"""Till [[Handelsbanken Trollhättan|organisme]]
KORTREKLAMATION

Från: [[Robert Lindahl|nom]]
[[Spikåsvägen 31, 461 61 Trollhättan|lieu]]
Konto: [[6381-284 117 502|identifiant]]
Kort: Visa debit, slutsiffror [[9026|identifiant]]
Datum: [[måndag 23 februari 2026|date]]

Jag bestrider tre köp på mitt kort som jag inte har gjort:

[[lördag 14 februari|date]] kl. 02.13, ”TRVLBKNG*LTD LONDON”: [[1 249,00 kr|montant]]
14 februari kl. 02.15, samma säljare: 1 249,00 kr
14 februari kl. 02.31, ”ELCTRX STORE”: [[3 487,50 kr|montant]]
Summa: [[5 985,50 kr|montant]]

Jag låg hemma och sov när köpen gjordes, och kortet låg i min plånbok. Jag använder det nästan bara på [[Willys|organisme]] och när jag tankar [[Volvon|divers]].

Jag såg köpen i mobilbanken och spärrade kortet [[måndag 16 februari|date]] kl. 7.40. [[Samma dag|date]] gjorde jag en polisanmälan, händelsenummer [[5000-K188204-26|identifiant]].

Jag har inte lämnat ut kortuppgifter eller använt [[BankID|divers]] åt någon annan. Den [[12 februari|date]] köpte jag kläder i en webbutik som enligt [[Göteborgs-Posten|organisme]] har haft ett [[dataintrång|divers]] samma vecka; jag tror att uppgifterna kom ut där.

Jag ber er att sätta tillbaka 5 985,50 kr på kontot. Om ni behöver mer underlag når ni mig på [[070-174 06 29|coordonnées]] eller [[robert.lindahl@example.com|coordonnées]].

[[Robert Lindahl|nom]]

Bilaga: kopia av polisanmälan från [[Polismyndigheten|organisme]]""",

# 8 föreläggande av ordningsbot för hastighetsöverträdelse (Kristinehamn)
"""[[Polismyndigheten|organisme]]
FÖRELÄGGANDE AV ORDNINGSBOT

Nummer: [[OB 2604-7781-3|identifiant]]
Tid: [[torsdag 2 april 2026 kl. 16.48|date]]
Plats: [[Presterudsvägen vid Presterudsskolan, Kristinehamn|lieu]]

Förare: [[Lars-Erik Nordqvist|nom]], [[19540912-6179|identifiant]]
Adress: [[Gamla Vägen 9, 681 43 Kristinehamn|lieu]]
Fordon: [[Volvo V60|divers]], registreringsnummer [[KTR 48F|identifiant]]

Överträdelse: hastighetsöverträdelse. Högsta tillåtna hastighet [[30 km/h|montant]] (skolområde, vardagar kl. 7–17). Uppmätt hastighet 50 km/h med [[lasermätare|divers]]; efter avdrag för felmarginal [[47 km/h|montant]], alltså 17 km/h för fort.

Ordningsbot: [[2 400 kr|montant]]

Föraren har godkänt föreläggandet på platsen. Beloppet ska betalas inom [[30 dagar|date]], senast [[2 maj 2026|date]], med OCR-nummer [[6419 2731 0455|identifiant]]. Betalas det inte i tid skickas det vidare till [[Kronofogden|organisme]] för indrivning.

Anteckning: Föraren, [[71 år|âge]], uppgav att han var på väg till [[Kristinehamns sjukhus|organisme]] för att hämta sin fru [[Gun Nordqvist|nom]] efter en [[starroperation|divers]] och att han inte hade sett skylten. Skylten sitter synligt 80 meter före skolan. Nykterhetskontroll gjordes utan anmärkning.

Rapporterande polis: [[polisassistent Sofia Berglund|nom]], trafikgruppen, [[Polisområde Värmland|organisme]]
Frågor: [[114 14|coordonnées]]""",

# 9 följesedel och kvitto från en plantskola (Sätofta, Höörs kommun)
"""[[Ringsjöns Plantskola AB|organisme]]
[[Gamla Ringsjövägen 40, 243 93 Höör|lieu]]

FÖLJESEDEL OCH KVITTO nr [[RP-26-1187|identifiant]]
Order lagd: [[2026-04-08|date]]
Leverans: [[tisdag 14 april 2026 kl. 8–12|date]]

Kund: [[Birgitta och Sune Håkansson|nom]]
Leveransadress: [[Sätofta 214, 243 92 Höör|lieu]]

3 st äppelträd [['Ingrid Marie'|divers]], à 495 kr: [[1 485 kr|montant]]
10 st [[avenbok|divers]], häckplantor 60–80 cm, à 89 kr: 890 kr
2 säckar planteringsjord, 40 liter, à 129 kr: [[258 kr|montant]]
1 st [[rhododendron 'Cunningham's White'|divers]]: 349 kr
Frakt inom 20 km: [[395 kr|montant]]
Att betala: [[3 377 kr|montant]], varav moms 25 % [[675,40 kr|montant]]
Betalt med kort vid beställningen.

Anteckning vid leverans: Äppelträden är planterade längs södra staketet, som ni önskade. [[Sune|nom]] ville inte ha avenboken längs vägen förrän grävaren har varit där, så häckplantorna står i jordhögen bakom garaget och ska vattnas [[varannan dag|date]] tills de planteras.

Garanti: träd och buskar har [[ett års|date]] växtgaranti om de vattnas enligt skötselrådet. Spara kvittot, det är ert garantibevis.

Kvitterat: [[Birgitta Håkansson|nom]]
Levererat av: [[Jakob Persson|nom]], [[trädgårdsmästare|divers]]
Frågor: [[070-174 06 41|coordonnées]] eller [[order@ringsjonsplantskola.example|coordonnées]]""",

# 10 hyresavtal för sommarstuga (Kimitoön, Finland; en hyresgäst från Tammerfors)
"""HYRESAVTAL FÖR SOMMARSTUGA

Uthyrare: [[Gunilla och Ragnar Lindroos|nom]], [[Kärra 7, 25700 Kimito|lieu]]
Hyresgäst: [[Tiina Korhonen|nom]], [[Hämeenkatu 18 B 21, 33100 Tammerfors|lieu]]
Stuga: [[Solbacka|lieu]] på [[Kimitoön|lieu]], med egen strand

Hyrestid: [[lördag 4 juli kl. 16|date]] – [[lördag 18 juli 2026 kl. 12|date]], två veckor
Hyra: [[850 euro|montant]] per vecka, sammanlagt [[1 700 euro|montant]]
Handpenning: 30 %, [[510 euro|montant]], betalas senast [[1 maj 2026|date]]; resten, 1 190 euro, senast 15 juni
Konto: [[FI38 4055 0012 3304 71|identifiant]]
Deposition: [[300 euro|montant]], som betalas tillbaka inom 14 dagar efter avresan om stugan lämnas i gott skick.

I hyran ingår el, lakan, ved till den [[vedeldade bastun|divers]] och en roddbåt, en [[Terhi 385|divers]]. Högst sex personer och en hund får bo i stugan. Grillning är förbjuden när [[Meteorologiska institutet|organisme]] har utfärdat varning för skogsbrand.

Soporna hämtas av [[Rosk'n Roll|organisme]] på måndagar. Kärlet står vid vägen.

[[Tiina|nom]] talar helst [[finska|divers]]; [[Gunilla|nom]] svarar gärna på finska eller svenska och visar stugan vid ankomsten. [[Ragnar|nom]] kan hämta från busshållplatsen i Kimito.

Kimito [[12.4.2026|date]]

[[Gunilla Lindroos|nom]]                [[Tiina Korhonen|nom]]
[[gunilla.lindroos@example.com|coordonnées]]""",

# 11 inkassokrav (Karlskoga)
"""[[Bergslagens Inkasso AB|organisme]]
INKASSOKRAV

[[Kevin Andersson|nom]]
[[Bergsmansgatan 5 lgh 1102, 691 41 Karlskoga|lieu]]
Personnummer: [[19970630-5515|identifiant]]
Vårt ärende: [[BI-2026-044817|identifiant]]
Datum: [[tisdag 17 mars 2026|date]]

Vi har fått i uppdrag av [[Möckelns Elnät AB|organisme]] att driva in en obetald faktura.

Faktura [[880241377|identifiant]], elnätsavgift för [[december 2025|date]], förföll [[2026-01-31|date]]
Kapitalbelopp: [[2 145 kr|montant]]
Påminnelseavgift: [[60 kr|montant]]
Inkassoavgift: [[180 kr|montant]]
Dröjsmålsränta till och med i dag: 28 kr
Att betala: [[2 413 kr|montant]]

Betala senast [[fredag 27 mars 2026|date]] till bankgiro 5771-3086 och ange ärendenumret som referens.

Om du inte betalar eller hör av dig kan vi ansöka om betalningsföreläggande hos [[Kronofogden|organisme]]. Det kostar dig ytterligare 300 kr och kan leda till en [[betalningsanmärkning|divers]], som syns hos kreditupplysningsföretagen i [[tre år|date]].

Har du svårt att betala? Ring oss, så kan vi komma överens om en [[avbetalningsplan|divers]]. Om du anser att kravet är fel ska du höra av dig skriftligt före förfallodagen och förklara varför.

Du kan också få gratis hjälp av [[budget- och skuldrådgivningen i Karlskoga kommun|organisme]].

Handläggare: [[Emir Kovačević|nom]], [[inkassohandläggare|divers]]
Telefon [[08-465 004 93|coordonnées]] (vardagar kl. 9–16), [[kundtjanst@bergslagensinkasso.example|coordonnées]]""",

# 12 antagningsbesked från folkhögskola (Prästmon, Kramfors kommun; en elev från Ukraina)
"""[[Hola folkhögskola|organisme]]
ANTAGNINGSBESKED

[[29 maj 2026|date]]

[[Anastasiia Kovalenko|nom]]
[[Storgatan 41 A, 872 30 Kramfors|lieu]]

Hej [[Anastasiia|nom]]!

Grattis, du är antagen till [[Allmän kurs, behörighetsgivande|divers]], år 2, läsåret 2026/27. Kursen börjar [[måndag 17 augusti 2026|date]] kl. 9.00 och slutar [[fredag 4 juni 2027|date]]. Det är [[40 veckor|date]] på heltid, och du kan söka studiemedel från [[CSN|organisme]] för hela tiden.

I år har du läst [[svenska som andraspråk|divers]] och matematik hos oss. [[Universitets- och högskolerådet|organisme]] har bedömt din [[ukrainska|divers]] gymnasieexamen från [[Charkiv|lieu]], och din mentor [[Jonas Edholm|nom]] rekommenderar att du läser [[naturkunskap 2|divers]] i höst, så att du blir behörig till [[sjuksköterskeprogrammet|divers]] vid [[Mittuniversitetet|organisme]].

Internat: du har fått rum [[B 214|identifiant]] på [[Holagården|lieu]]. Hyran är [[3 650 kr|montant]] i månaden, och kostpaketet (frukost och lunch på vardagar) kostar 1 850 kr, alltså 5 500 kr i månaden. Du skrev att du har [[ledgångsreumatism|divers]] och vill bo nära tvättstugan; det har vi ordnat.

Svara senast [[fredag 12 juni|date]] via länken i mejlet eller på [[hola.example/svar|coordonnées]]. Om du inte svarar går platsen till nästa person på reservlistan.

Välkommen tillbaka i augusti!

[[Maria Sundqvist|nom]], [[studierektor|divers]]""",
]

# Capitalised words that may sit inside a `nom` span without being a name of their own.
NOT_NAMES = frozenset({
    "Mrs", "Smt", "Engr", "Skip", "Granny", "Professor", "Han",
})

SCHEME = Scheme(
    prefix="heldout10",
    labels=(
        "nom", "lieu", "organisme", "date", "âge", "montant", "coordonnées",
        "identifiant", "divers",
    ),
    person="nom",
    words=(150, 240),
    spans=(18, 26),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
