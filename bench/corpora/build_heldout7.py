#!/usr/bin/env python3
"""Build and check the seventh pair of held-out corpora (heldout7_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0). All private
people, addresses, e-mail addresses, phone numbers, case, order, report and ID numbers,
plates and amounts are invented. Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand.

    python3 bench/corpora/build_heldout7.py          # write both files, then check them
    python3 bench/corpora/build_heldout7.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, main

EN = [
# 1 neighbourhood watch newsletter (Heaton, Newcastle upon Tyne, England)
"""[[Heaton North Neighbourhood Watch|pv_firm]] – Newsletter No. 34, [[November 2025|pv_datum]]

Hello neighbours,

A quieter month, mostly. The good news first: the bike stolen from a back yard on [[Cardigan Terrace|pv_site]] in September was found by [[Northumbria Police|pv_firm]] in a skip near Byker and is back with its owner, [[Jamal Rahman|pv_human]]. [[Jamal|pv_human]] asked me to thank whoever rang in the sighting.

Less good: two vans on [[Warton Terrace|pv_site]] were broken into on the night of [[Tuesday 21 October|pv_datum]], [[between about 1am and 4am|pv_datum]]. Power tools were taken from one, belonging to a [[joiner|pv_sundry]] who lives at number 18. If you have a doorbell camera facing the street, please check your footage and quote crime reference [[NP-20251021-0617|pv_docno]] when you call 101.

Bonfire Night falls on a Wednesday this year. The organised display at [[Exhibition Park|pv_site]] is on [[Saturday 8 November|pv_datum]]; gates open at 5.30pm. Please keep cats and dogs in, and keep an eye on older neighbours who find the bangs frightening. [[Mrs Doreen Pattison|pv_human]], who is [[91|pv_amount]] this month, tells me her budgie Pip has already been moved to the back bedroom.

Our next walkabout with PCSO [[Gary Lumsden|pv_human]] is on [[Thursday 20 November|pv_datum]], meeting outside [[Chillingham Road Metro station|pv_site]] at [[7pm|pv_datum]]. Hi-vis vests provided, and [[Gary|pv_human]] has promised to bring leaflets on catalytic converter theft.

Coordinator: [[Siobhan Carr|pv_human]], [[07700 900427|pv_handle]], [[heatonnorthnw@example.com|pv_handle]]""",

# 2 veterinary clinic discharge note (Hobart, Tasmania, Australia)
"""[[Sandy Bay Veterinary Hospital|pv_firm]]
[[412 Sandy Bay Road, Sandy Bay TAS 7005|pv_site]] · [[(03) 7010 4418|pv_handle]]

DISCHARGE INSTRUCTIONS
Patient: [[Banjo|pv_sundry]], Kelpie cross, male neutered, [[6 years|pv_amount]], [[23.4 kg|pv_amount]]
Owner: [[Ms Tegan Whitely|pv_human]], [[Kingston Beach|pv_site]]
Patient no.: [[SB-118204|pv_docno]]
Admitted: [[Thursday 12 March 2026|pv_datum]]   Discharged: [[Saturday 14 March 2026, 10.30 am|pv_datum]]
Vet: [[Dr Anil Mehra|pv_human]]

Dear [[Tegan|pv_human]],

Banjo came in on Thursday afternoon with tremors and a temperature of [[41.2 °C|pv_amount]] after getting into a box of [[metaldehyde snail bait|pv_sundry]] in the shed. He was sedated, had his stomach flushed and stayed on a drip for two nights. His last tremor was on Friday morning and he has since eaten a small meal of chicken and rice.

At home:
- Keep him quiet for five days: lead walks only, no runs on Kingston Beach until his recheck.
- Small meals four times a day for [[48 hours|pv_datum]], then his usual food.
- He may be a little wobbly on his back legs today. This should settle by tomorrow.
- Give [[Metacam|pv_sundry]] 1.5 ml by mouth once daily with food for three days.

Please ring straight away if you see any twitching, drooling or heavy panting. After hours, call [[Derwent Emergency Vets|pv_firm]] on [[(03) 7010 4977|pv_handle]].

Recheck with [[Dr Mehra|pv_human]] on [[Thursday 19 March at 4.15 pm|pv_datum]]. Today's account of [[$1,386.50|pv_amount]] has been paid; we have sent the insurance claim form for you (claim [[PIC-4471093|pv_docno]]).

Get well soon, Banjo!
The nursing team""",

# 3 lost property report (Belfast, Northern Ireland)
"""[[Translink|pv_firm]] Lost Property – Customer Report
Report no.: [[LP/2026/00893|pv_docno]]
Date of report: [[Monday 26 January 2026|pv_datum]]
Received by: [[C. McAuley|pv_human]], [[Europa Buscentre|pv_site]], Belfast

Customer details
Name: [[Fionnuala Devlin|pv_human]]
Address: [[27 Rosetta Park, Belfast BT6 0DL|pv_site]]
Phone: [[07700 900582|pv_handle]]
E-mail: [[f.devlin@example.com|pv_handle]]

Item lost
A navy [[Fjällräven Kånken|pv_sundry]] rucksack containing a [[Lenovo ThinkPad|pv_sundry]] laptop with an [[Ulster Rugby|pv_firm]] sticker on the lid, a pencil case, a phone charger, and a [[Queen's University Belfast|pv_firm]] student card in the name of [[Ciarán Devlin|pv_human]], the customer's son, aged [[19|pv_amount]].

Where and when
Customer states that her son left the bag on the luggage rack of an inbound Metro bus on the Ormeau Road on [[Saturday 24 January|pv_datum]] at about [[11.40pm|pv_datum]], after a match at Ravenhill. He got off at the [[Rosetta|pv_site]] stop and realised when he got home. He is sure the bag was still on the rack when he stepped off. Estimated value of contents [[£950|pv_amount]].

Action taken
Checked with the [[Short Strand|pv_site]] depot on 26/01/2026; not handed in. Customer advised to ring again after [[48 hours|pv_datum]] and to report the laptop to the [[PSNI|pv_firm]] if it is not found. Items unclaimed after three months are disposed of. Customer to quote the report number in all contact.

Signed: [[C. McAuley|pv_human]]""",

# 4 property auction notice (Halifax, Nova Scotia, Canada)
"""NOTICE OF PUBLIC AUCTION
[[Maritime Property Auctions Ltd.|pv_firm]]

By order of [[Heather Boutilier|pv_human]], executor of the Estate of [[Lorne Arthur MacIsaac|pv_human]]

Property: [[5472 Inglis Street, Halifax, NS B3H 1J9|pv_site]]
PID: [[00089417|pv_docno]]

A two-and-a-half-storey wooden house built in [[1912|pv_datum]] in the South End, with [[four|pv_amount]] bedrooms, original fir floors, a slate fireplace and a deep back garden on a lot of [[4,300 sq ft|pv_amount]]. Oil furnace, replaced in 2009; the roof will need attention within a few years. Walking distance to [[Point Pleasant Park|pv_site]], [[Saint Mary's University|pv_firm]] and the hospitals. The house was the home of the late [[Mr. MacIsaac|pv_human]], a retired [[longshoreman|pv_sundry]], for 52 years, until his death in December at the age of [[89|pv_amount]]. 2026 assessed value: [[$612,400|pv_amount]].

Auction: [[Saturday, April 11, 2026, at 11:00 a.m.|pv_datum]], on site, rain or shine.
Open house: [[Sundays, March 29 and April 5, 1–3 p.m.|pv_datum]]

Terms: a deposit of [[$25,000|pv_amount]] by certified cheque, payable to [[Boutilier & Keddy Law|pv_firm]] in trust, on the fall of the hammer; balance on closing within [[30 days|pv_datum]]. The property is sold as is, where is. The vendor will consider no offers before the auction. The house is a registered heritage property with the [[Halifax Regional Municipality|pv_firm]], and exterior changes need approval.

Viewings outside the open house by appointment with the auctioneer, [[Darlene Fraser|pv_human]]: [[902-555-0137|pv_handle]] or [[auctions@maritimepa.example|pv_handle]].""",

# 5 condolence letter (Salthill, Galway, Ireland; written from Boston)
"""[[Dorchester, Boston|pv_site]], [[14 January 2026|pv_datum]]

Dear [[Bríd|pv_human]],

I only heard on Sunday from [[Máirtín Ó Flaithearta|pv_human]] that [[Seán|pv_human]] had died, and I am so very sorry. I hadn't known he was ill again. Please forgive me for missing the funeral at the Cathedral; I would have given anything to be there.

You know how much he meant to me. When I came to Galway in [[1987|pv_datum]] as a young [[primary teacher|pv_sundry]] from [[Mayo|pv_site]], knowing nobody, he was the principal at [[St Enda's National School|pv_firm]], and he gave me my first job. He then spent [[twenty years|pv_datum]] pretending not to notice when I came in late. Nobody taught Irish to sixth class the way he did, and I can still hear him singing "[[Anach Cuain|pv_sundry]]" at every Christmas concert, whether we asked or not.

I often think of the summer of [[1994|pv_datum]], when you both took the whole staff out to [[Inis Mór|pv_site]] on the ferry from [[Rossaveal|pv_site]] and [[Seán|pv_human]] got us lost on hired bicycles for an entire afternoon. He was [[78|pv_amount]], which is no age at all these days.

I'm here with [[my daughter Aoife|pv_human]] until the end of February, but I would love to call out to you in Salthill as soon as I'm home. My mobile here is [[617-555-0184|pv_handle]], if you ever feel like talking.

With love and deepest sympathy,
[[Úna Kilbane|pv_human]]""",

# 6 hiking club trip log (Blencathra, Lake District, England)
"""[[Penrith Fell Walkers|pv_firm]] – trip log
Walk: [[Blencathra|pv_site]] via [[Scales Fell|pv_site]], descent by Blease Fell
Date: [[Saturday 7 February 2026|pv_datum]]
Leader: [[Graham Ashworth|pv_human]]; back marker: [[Liz Oduya|pv_human]]
Party of nine

Met at the car park by the [[Blencathra Centre|pv_site]] at 8.45. The MWIS forecast was for a cold, clear morning with cloud coming in from the west after lunch and wind of 25–30 mph on the tops. The original plan was Sharp Edge, but from Scales Tarn it was plainly verglassed, so [[Graham|pv_human]] turned us up Scales Fell instead. Nobody argued.

Summit (868 m) at [[12.10|pv_datum]]. Lunch in the lee of the cairn, with [[Tomasz|pv_human]]'s flask of [[żurek|pv_sundry]] passed round. Good views to Skiddaw and the Solway, and snow on the Pennines.

On the descent of Blease Fell our new member [[Priya Nandakumar|pv_human]], out on her first winter walk, slipped on a frozen patch and twisted her left ankle. [[Liz|pv_human]] strapped it and we came down slowly, with [[Priya|pv_human]] between two poles, back at the cars at [[3.55pm|pv_datum]]. Distance [[11.2 km|pv_amount]], ascent about [[820 m|pv_amount]]. Rescue was not needed. [[Graham|pv_human]] has filled in the club accident form ([[ACC-26-02|pv_docno]]).

Next walk: [[High Street|pv_site]] from Hartsop, [[Saturday 21 February|pv_datum]]. Names to [[Liz|pv_human]] by the Wednesday before, at [[liz.oduya@example.com|pv_handle]].""",

# 7 small-claims court summary (Tucson, Arizona, USA)
"""[[Pima County Consolidated Justice Court|pv_firm]] – Small Claims Division
CASE SUMMARY
Case No.: [[SC2025-004718|pv_docno]]
Plaintiff: [[Rosalind Ybarra|pv_human]], Tucson, AZ ([[520-555-0143|pv_handle]])
Defendant: [[Desert Sky Pool & Spa LLC|pv_firm]], [[Marana|pv_site]], AZ
Hearing: [[Friday, December 5, 2025, 9:30 a.m.|pv_datum]]
Hearing Officer: [[Martin Okafor|pv_human]]

Claim. Plaintiff paid [[$3,480|pv_amount]] on [[June 2, 2025|pv_datum]] for a new pump and filter for the backyard pool at her home, [[2231 E. Lester Street, Tucson, AZ 85719|pv_site]]. She testified that the pump failed in late July, when daytime temperatures were over [[108°F|pv_amount]], that the pool turned green within a week, and that the company did not answer four calls and two e-mails. She produced invoice [[INV-20931|pv_docno]], a one-year parts and labor warranty, and photographs. Her mother, [[Consuelo Ybarra|pv_human]], testified in [[Spanish|pv_sundry]] through the court interpreter that no technician came to the house.

Defense. The owner of the company, [[Cody Tran|pv_human]], testified that the failure was caused by a power surge during the [[monsoon|pv_sundry]] and is not covered. He admitted that nobody inspected the pump.

Findings. The warranty covers parts and labor without a surge exclusion. Plaintiff had the pump replaced elsewhere for [[$2,150|pv_amount]], and that is the amount of her loss.

Judgment for Plaintiff in the amount of $2,150 plus court costs of [[$64|pv_amount]], payable within [[30 days|pv_datum]]. Small claims judgments are final and cannot be appealed.""",

# 8 student exchange application (Singapore to Dunedin, New Zealand)
"""[[University of Otago|pv_firm]] – Study Abroad and Exchange
Inbound exchange application: personal statement

Applicant: [[Tan Wei Ling|pv_human]]
Home institution: [[National University of Singapore|pv_firm]], Bachelor of Social Sciences (Geography)
Student number: [[A0241876N|pv_docno]]
Date of birth: [[3 September 2004|pv_datum]]
Intended semester: [[Semester 1, 2026|pv_datum]]
E-mail: [[weiling.tan@u.example|pv_handle]]

I grew up in a flat in [[Toa Payoh|pv_site]] with my parents and my grandmother, [[Ah Ma|pv_human]], who is [[83|pv_amount]] and has never left Southeast Asia. I have never seen snow, and the first time I saw a glacier was on a screen in a lecture about sea-level rise.

I would like to study at Otago because its Geography department works on exactly what I want to research: coastal hazards and how small communities adapt to them. In my final-year project with [[Associate Professor Lim Chee Keong|pv_human]] I mapped flooding along the [[Kallang River|pv_site]], and I hope to compare it with work on South Dunedin, which faces rising groundwater.

Outside class I volunteer as a guide at [[Sungei Buloh Wetland Reserve|pv_site]]. I speak English, [[Mandarin|pv_sundry]] and some [[Hokkien|pv_sundry]], which I mostly use to argue with [[Ah Ma|pv_human]]. She has made me promise to send her a photograph of a [[yellow-eyed penguin|pv_sundry]] from the [[Otago Peninsula|pv_site]].

I have been awarded a travel bursary of [[S$4,000|pv_amount]] by my faculty.

Referee: [[Dr Nurul Huda Rahim|pv_human]], [[nurul.rahim@nus.example|pv_handle]]

[[Tan Wei Ling|pv_human]], [[15 August 2025|pv_datum]]""",

# 9 bakery's reply to a customer complaint (Portland, Maine, USA)
"""[[Tidewater Bread Co.|pv_firm]]
[[61 India Street, Portland, ME 04101|pv_site]]

[[October 24, 2025|pv_datum]]

Dear [[Mr. Haskell|pv_human]],

Thank you for your e-mail of [[October 20|pv_datum]] about the birthday cake you collected from us on [[Saturday, October 18|pv_datum]]. I'm very sorry, and I want to tell you plainly what went wrong.

Your order, [[#TW-58214|pv_docno]], was for a three-layer [[maple walnut cake|pv_sundry]] for your wife [[Joanne|pv_human]]'s [[60th|pv_amount]] birthday, lettered "Happy 60th, [[Jo|pv_human]]!" The order note asked for no nuts on top, because your grandson [[Eli|pv_human]] has a [[tree nut allergy|pv_sundry]] and was going to have a slice without the middle layer. The cake we handed you had candied walnuts all over the top. I'm grateful that your daughter noticed before anyone ate it. That was a serious mistake, not a small one.

I have gone through it with our decorator and with [[Marisol Pereira|pv_human]], who runs our kitchen. From this week, every order with an allergy note gets a red ticket and is checked by two people before it leaves the counter.

We have refunded the full [[$84.00|pv_amount]] to the card ending [[4471|pv_docno]]; it should show within [[5–7 business days|pv_datum]]. If you will let us, I would also like to make [[Joanne|pv_human]] a cake, free of charge, for whenever the family is next together, perhaps at Thanksgiving.

Please call me directly at [[207-555-0162|pv_handle]] or write to [[owen@tidewaterbread.example|pv_handle]].

With apologies,
[[Owen Callahan|pv_human]], owner""",

# 10 allotment society committee minutes (Eaton, Norwich, England)
"""[[Eaton Vale Allotment Society|pv_firm]]
Minutes of the committee meeting held in the [[Scout hut, Church Lane, Eaton|pv_site]] on [[Tuesday 3 March 2026|pv_datum]] at 7.30pm

Present: [[Margaret Hewitt|pv_human]] (chair), [[Dev Sharma|pv_human]] (treasurer), [[Pauline Cole|pv_human]] (secretary), [[Rob Finch|pv_human]], [[Ayodele Adeyemi|pv_human]]
Apologies: [[Keith Blowers|pv_human]]

1. The minutes of 3 February were agreed.

2. Treasurer's report. [[Dev|pv_human]] reported a balance of [[£4,312|pv_amount]]. Rents for 2026–27 stay at £48 for a full plot and £26 for a half plot, due by Lady Day.

3. Water. The standpipe by plot 17b is still leaking. [[Rob|pv_human]] will replace the washer before the troughs are filled in April, and will read the meter for the Anglian Water bill.

4. Waiting list. There are 23 names on the list. Plot 31, worked for 41 years by [[Mr Arthur Gedge|pv_human]], who has given it up at [[87|pv_amount]], will be offered to the [[Nowak|pv_human]] family, first on the list since June 2024. The committee will send [[Arthur|pv_human]] a card and a jar of the society's honey.

5. Seed swap on [[Saturday 21 March|pv_datum]], 10am–12 noon. [[Ayodele|pv_human]] will bring her [[callaloo|pv_sundry]] seed again after last year's demand.

6. Any other business. Badgers dug up most of the sweetcorn last August. [[Margaret|pv_human]] will ask the [[Norfolk Wildlife Trust|pv_firm]] what fencing is allowed.

Next meeting: [[Tuesday 7 April|pv_datum]]. Minutes taken by [[Pauline Cole|pv_human]].""",

# 11 local radio interview transcript (Newlyn and Penzance, Cornwall, England)
"""[[BBC Radio Cornwall|pv_firm]] – breakfast programme, [[Thursday 30 April 2026|pv_datum]]
Transcript of the 07:40 item

[[JENNA TREWIN|pv_human]]: Now, this weekend the [[World Pilot Gig Championships|pv_sundry]] are back on the [[Isles of Scilly|pv_site]], and one crew from Newlyn has a cox with more experience than the rest of the fleet put together. [[Hedley Pascoe|pv_human]] is [[79|pv_amount]], and he's on the line from the harbour. Morning, [[Hedley|pv_human]].

[[HEDLEY PASCOE|pv_human]]: Morning, my 'ansum. Lovely morning down here, flat calm.

[[JENNA TREWIN|pv_human]]: Seventy-nine! When did you first go out in a gig?

[[HEDLEY PASCOE|pv_human]]: [[1964|pv_datum]], rowing for [[Newlyn Gig Club|pv_firm]] in the old [[Gwenver|pv_sundry]]. I was seventeen and sick as a dog. These days I just sit at the back and shout. My granddaughter [[Tamsin|pv_human]] rows stroke, so she does what I say, mostly.

[[JENNA TREWIN|pv_human]]: And the hip is holding up?

[[HEDLEY PASCOE|pv_human]]: New one from [[Treliske|pv_firm]] in [[2019|pv_datum]], best thing I ever had done. We go over on the [[Scillonian|pv_sundry]] from [[Penzance|pv_site]] [[tomorrow morning|pv_datum]], gigs on the freight boat.

[[JENNA TREWIN|pv_human]]: Good luck to you all. If you want to send the Newlyn veterans a message, e-mail [[breakfast.cornwall@bbc.example|pv_handle]].""",

# 12 online marketplace listing (Paddington, Brisbane, Australia)
"""[[Gumtree|pv_firm]] › Sport & Fitness › Bicycles
Trek Domane AL 2 road bike, 56 cm – [[$650|pv_amount]] ono

Location: [[Paddington QLD 4064|pv_site]]
Listed: [[Saturday 28 February 2026|pv_datum]]
Ad ID: [[1338461207|pv_docno]]

Selling my [[2021 Trek Domane AL 2|pv_sundry]], bought new from [[Rosalie Cycles|pv_firm]] in [[July 2021|pv_datum]] for [[$1,399|pv_amount]]. Size 56, so it suits riders of roughly 175–183 cm. Shimano Claris 2x8, alloy frame, carbon fork. About [[4,000 km|pv_amount]] on it, nearly all commuting to the [[RBWH|pv_firm]], where I work night shifts as a [[nurse|pv_sundry]]. Never raced, never crashed. It has a couple of scratches on the top tube from the bike rack at work.

New Continental tyres in [[November|pv_datum]], full service at the end of [[January|pv_datum]] (receipt available). Frame serial [[WTU215C4738J|pv_docno]], happy to show it to you before you pay. Comes with two bottle cages and a rear light. Helmet not included.

Only selling because I'm moving to [[Perth|pv_site]] at the end of March and the bike won't fit in the car. Not in a hurry to give it away, but realistic offers are welcome.

Pick-up from near the shops on [[Latrobe Terrace|pv_site]]. Weekday afternoons after 3pm or weekends; if I'm asleep after a night shift, my partner [[Declan|pv_human]] can show you the bike. Please try to come before the afternoon storms.

No swaps. No "is this still available?" messages without a name. Text [[Ruby|pv_human]] on [[0491 570 313|pv_handle]].""",
]

SV = [
# 1 nyhetsbrev från grannsamverkan (Sätra, Gävle)
"""[[Grannsamverkan Sätra|pv_firm]] – nyhetsbrev nr 3, [[december 2025|pv_datum]]

Hej alla grannar!

Julen närmar sig och många av oss reser bort. Här kommer några påminnelser från styrgruppen.

Inbrott i förråd: Natten mot [[fredag 5 december|pv_datum]] bröt sig någon in i ett förråd på [[Kryddstigen 14|pv_site]]. Två vinterdäck och en [[snöslunga|pv_sundry]] försvann. [[Polisen|pv_firm]] har ärendet under diarienummer [[5000-K1458823-25|pv_docno]]. Har du sett något den natten, ring 114 14 och uppge numret.

Adventsfika: Vi bjuder på glögg och pepparkakor i församlingshemmet vid [[Sätra kyrka|pv_site]] på tredje advent, [[söndag 14 december|pv_datum]] kl. [[15.00|pv_datum]]. Ta gärna med grannen.

Välkommen: [[Familjen Haddad|pv_human]] har flyttat in på [[Pepparvägen 3|pv_site]]. Titta förbi och säg hej!

Tack: [[Bengt-Åke Norling|pv_human]], [[82 år|pv_amount]], har i tio år delat ut dekaler och skyltar till nya hushåll. Nu lämnar han över till [[Maja Lindqvist|pv_human]]. Stort tack, [[Bengt-Åke|pv_human]]!

Reser du bort över jul och nyår? Säg till ditt kontaktombud, så tar vi in posten och skottar framför dörren om det snöar. Kontaktombud för Kryddstigen är [[Leif Granström|pv_human]], [[070-174 06 21|pv_handle]]. Lämna gärna en nyckel till någon du litar på, och ställ in en timer på lamporna.

Frågor om grannsamverkan: [[satra.grannsamverkan@example.com|pv_handle]]

God jul och gott nytt år önskar styrgruppen genom
[[Maja|pv_human]]""",

# 2 utskrivningsanteckning från djurklinik (Kalix och Töre, Norrbotten)
"""[[Kalix Djurklinik|pv_firm]]
[[Strandgatan 9, 952 31 Kalix|pv_site]]

UTSKRIVNING
Djur: [[Sigge|pv_sundry]], [[jämthund|pv_sundry]], hane, [[7 år|pv_amount]]
Ägare: [[Per-Olof Niemi|pv_human]], [[Töre|pv_site]]
Journalnummer: [[KD-22817|pv_docno]]
Inskriven: [[tisdag 21 oktober 2025|pv_datum]]
Utskriven: [[torsdag 23 oktober 2025|pv_datum]]
Ansvarig veterinär: [[leg. veterinär Hanna Rautio|pv_human]]

Sigge kom in på tisdagskvällen efter att ha blivit stångad av en älgko under jakt i skogarna norr om Töre. Han hade ett djupt sår på vänster bog och en spricka i ett revben. Såret tvättades och syddes med 14 stygn under narkos. Röntgen visade inga skador på lungorna.

Hemma:
- Endast korta koppelpromenader i [[tre veckor|pv_datum]]. Ingen mer jakt den här säsongen.
- Kragen ska sitta på tills stygnen är borttagna, även på natten.
- [[Rimadyl|pv_sundry]] 50 mg: en tablett morgon och kväll med mat i fem dagar.
- Kontrollera såret varje dag. Ring om det blir varmt, svullet eller börjar vätska sig.

Stygnen tas på [[måndag 3 november|pv_datum]] kl. [[13.30|pv_datum]]. Om Sigge inte äter eller verkar ha ont i bröstkorgen, hör av dig direkt.

Kostnad: [[8 940 kr|pv_amount]]. Vi har skickat skadeanmälan till [[Agria|pv_firm]], skadenummer [[AG-4419027|pv_docno]].

Frågor vardagar kl. 8–16: [[070-174 06 48|pv_handle]]. Övrig tid hänvisar vi till djursjukhusets jour i Luleå.

Hälsa till barnbarnet [[Elsa|pv_human]], som satt med Sigge i väntrummet i två timmar!

[[Hanna Rautio|pv_human]]""",

# 3 anmälan om förlorat gods (spårvagn i Göteborg)
"""[[Västtrafik|pv_firm]] – anmälan om förlorat gods
Ärendenummer: [[HG-2026-031177|pv_docno]]
Anmäld: [[lördag 24 januari 2026 kl. 16.12|pv_datum]]
Mottagen av: [[Ahmed Yusuf|pv_human]], kundcenter [[Nils Ericson-terminalen|pv_site]]

Anmälare: [[Gunilla Ekström|pv_human]], [[Kungsladugårdsgatan 41, 414 76 Göteborg|pv_site]]
Telefon: [[070-174 06 63|pv_handle]]
E-post: [[gunilla.ekstrom@example.com|pv_handle]]

Föremål: ett par [[hörapparater|pv_sundry]] av märket [[Oticon|pv_sundry]] i ett svart etui med dragkedja.

Beskrivning: Anmälaren, [[74 år|pv_amount]], uppger att hon tog av sig hörapparaterna på spårvagnen mot Saltholmen eftersom det blåste och susade i dem. Hon klev på vid [[Järntorget|pv_site]] strax efter [[kl. 12|pv_datum]] och av vid Stigbergstorget, och upptäckte först hemma att etuiet var kvar på sätet. Hörapparaterna är utprovade av [[Hörselvården|pv_firm]] och värda omkring [[38 000 kr|pv_amount]]. Anmälaren hade med sig sin dotter, [[Karin Ekström Saar|pv_human]], som hjälpte till vid disken.

Åtgärd: Kontrollerat med vagnhallen i [[Majorna|pv_site]] [[24/1|pv_datum]], ej inlämnat. Förare på linjen underrättade via radio. Anmälaren underrättas per sms om godset hittas. Upphittat gods sparas hos oss i [[tre månader|pv_datum]] och lämnas därefter till Polisen.

Anmälaren rekommenderas att kontakta Hörselvården på måndag och fråga om lånehörapparater.

Handläggare: [[Ahmed Yusuf|pv_human]]""",

# 4 kungörelse om exekutiv auktion på fastighet (Brunskog, Arvika kommun, Värmland)
"""[[Kronofogden|pv_firm]]
KUNGÖRELSE OM EXEKUTIV AUKTION – FASTIGHET

Målnummer: [[51-483922-25|pv_docno]]
Fastighet: [[Arvika Taserud 2:14|pv_docno]]
Adress: [[Glaskogsvägen 27, 671 94 Brunskog|pv_site]]
Ägare: [[Roger Lindh|pv_human]]

Beskrivning: Bostadshus i ett och ett halvt plan om cirka [[126 kvm|pv_amount]], byggt [[1938|pv_datum]], med källare och inredd vind, samt ladugård och vedbod. Tomten är [[4 870 kvm|pv_amount]] och gränsar mot skogsmark. Egen brunn och enskilt avlopp. Huset har stått tomt sedan hösten [[2024|pv_datum]]. Fuktskador finns i källaren och taket över ladugården läcker. Avståndet till Arvika är omkring två mil.

Taxeringsvärde: [[1 142 000 kr|pv_amount]]

Visning: [[lördag 25 april 2026 kl. 11.00–12.00|pv_datum]]. Ingen föranmälan behövs.

Auktion: [[torsdag 7 maj 2026 kl. 10.00|pv_datum]] i sammanträdesrum Glafsfjorden, [[Arvika stadshus|pv_site]]. Budgivning kan även ske digitalt efter registrering hos Kronofogden.

Villkor: Köparen ska på auktionen betala en handpenning om [[10 procent|pv_amount]] av köpeskillingen, dock minst [[50 000 kr|pv_amount]]. Resterande belopp betalas på tillträdesdagen, [[tre månader|pv_datum]] efter auktionen. Fastigheten säljs i befintligt skick. Fordringsägare är bland andra [[Swedbank|pv_firm]] och [[Arvika kommun|pv_firm]].

Upplysningar lämnas av förrättningsman [[Annika Holmqvist|pv_human]], [[070-174 06 09|pv_handle]], [[annika.holmqvist@kronofogden.example|pv_handle]].""",

# 5 kondoleansbrev (från Torrevieja i Spanien till Visby, Gotland)
"""[[Torrevieja|pv_site]] den [[9 januari 2026|pv_datum]]

Kära [[Ingrid|pv_human]],

Det var [[Britt-Marie|pv_human]] som ringde igår och berättade att [[Sture|pv_human]] har somnat in. Jag satt länge på balkongen efteråt och tittade ut över saltsjön och kunde inte riktigt tro det.

Vi har känt varandra sedan [[1969|pv_datum]], när vi båda började på [[Visby lasarett|pv_firm]] som unga [[sjuksköterskor|pv_sundry]] och [[Sture|pv_human]] körde ambulans. Jag minns hur han stod i korridoren med mössan i handen och inte vågade bjuda ut dig, och hur vi andra fick hjälpa honom på traven.

Och minns du midsommar [[1978|pv_datum]] på [[Fårö|pv_site]], när vi tältade vid [[Sudersand|pv_site]] och han envisades med att prata [[gutamål|pv_sundry]] med alla turister från fastlandet? De förstod ingenting och han var så nöjd.

Han blev [[86 år|pv_amount]], och han fick vara hemma hos dig nästan ända till slutet. Det hade han velat.

Jag kommer tyvärr inte hem till begravningen i [[Visby domkyrka|pv_site]] den [[23 januari|pv_datum]]. Knäna klarar inte flyget just nu. Jag har i stället skänkt en gåva till [[Cancerfonden|pv_firm]] i hans namn. I [[maj|pv_datum]] kommer jag till Gotland som vanligt, och då ska vi sitta i din trädgård och prata om honom.

Hälsa [[Jonas och Lotta|pv_human]]. Ring mig när du orkar, mitt svenska nummer fungerar här: [[070-174 06 77|pv_handle]].

Varma hälsningar och en stor kram,
din [[Solveig|pv_human]]""",

# 6 turlogg från en vandringsklubb (Kungsleden, Lappland)
"""[[Friluftsfrämjandet Umeå|pv_firm]] – turlogg, [[Kungsleden|pv_site]] [[Abisko|pv_site]]–[[Nikkaluokta|pv_site]]
Ledare: [[Mikael Sandström|pv_human]] och [[Åsa Pettersson|pv_human]]. Deltagare: [[åtta|pv_amount]].

Dag 1, [[lördag 9 augusti 2025|pv_datum]]. Tåget via Boden kom till [[Abisko Turiststation|pv_site]] fyrtio minuter sent. Vi gick ändå de femton kilometerna till Abiskojaure och var framme strax före tio på kvällen. Myggen var värre än utlovat.

Dag 2. Sol hela dagen upp till Alesjaure. Bastu och dopp i jokken för de modiga.

Dag 3, [[måndag 11 augusti|pv_datum]]. Regn och sju grader över [[Tjäktjapasset|pv_site]]. [[Gunnel|pv_human]], [[71|pv_amount]], gruppens äldsta, gick först hela vägen och väntade med termosen vid raststugan.

Dag 4. Vi mötte en renhjord på väg ner mot Sälka. [[Mikael|pv_human]] pratade en stund med en [[renskötare|pv_sundry]] som berättade att kalvmärkningen var klar för säsongen.

Dag 5, [[torsdag 14 augusti|pv_datum]]. Till [[Kebnekaise fjällstation|pv_site]]. [[Jonatan|pv_human]] hade så svåra skavsår att han fick vila en dag medan fyra av oss gick upp till toppen i dimma.

Dag 6. Sista milen ut till Nikkaluokta och bussen till [[Kiruna|pv_site]] kl. 13.15. Totalt omkring 105 km.

Nästa tur: [[Höga Kustenleden|pv_site]] i [[september|pv_datum]]. Anmälan till [[Åsa|pv_human]], [[asa.pettersson@example.com|pv_handle]].""",

# 7 sammanfattning av dom i förenklat tvistemål (Eksjö tingsrätt; Tranås och Vetlanda)
"""[[Eksjö tingsrätt|pv_firm]] – sammanfattning av dom
Mål nr: [[FT 1187-25|pv_docno]]
Dom meddelad: [[fredag 12 december 2025|pv_datum]]

Kärande: [[Linnea Gustavsson|pv_human]], [[Tranås|pv_site]]
Svarande: [[Vetlanda Bil & Däck AB|pv_firm]], org.nr [[559213-4478|pv_docno]]

Saken. [[Linnea Gustavsson|pv_human]] köpte den [[27 juni 2025|pv_datum]] en begagnad [[Volkswagen Golf|pv_sundry]] av årsmodell 2016 med registreringsnummer [[KRN 47B|pv_docno]] för [[64 900 kr|pv_amount]]. Efter tre veckor började kopplingen slira och bilen gick inte att köra. Hon lät reparera den hos [[Tranås Motorservice|pv_firm]] för [[18 650 kr|pv_amount]] och kräver nu svaranden på det beloppet.

Svaranden, genom ställföreträdaren [[Emir Hodžić|pv_human]], har bestritt käromålet och anfört att kopplingen var hel vid köpet och att felet beror på hur bilen har körts.

Domskäl. Köpet är ett konsumentköp. Ett fel som visar sig inom sex månader från köpet ska antas ha funnits vid köpet, om inte säljaren visar något annat. [[Emir Hodžić|pv_human]] har inte lagt fram någon utredning om bilens skick vid leveransen. Verkstadens intyg visar en sliten lamell, vilket enligt tingsrätten tar längre tid att uppstå än tre veckors körning.

Domslut. Svaranden ska betala 18 650 kr till [[Linnea Gustavsson|pv_human]] med ränta från den [[1 augusti 2025|pv_datum]], samt ersätta hennes rättegångskostnad med [[900 kr|pv_amount]].

Domen kan överklagas till [[Göta hovrätt|pv_firm]] senast den [[2 januari 2026|pv_datum]]. Prövningstillstånd krävs.

Rådman [[Carl-Johan Wiberg|pv_human]]""",

# 8 ansökan om utbytesstudier (Lund och Hässleholm, Skåne; Kyoto, Japan)
"""[[Lunds universitet|pv_firm]] – ansökan om utbytesstudier läsåret 2026/27
Personligt brev

Namn: [[Elin Sjöberg|pv_human]]
Personnummer: [[020614-4826|pv_docno]]
E-post: [[elin.sjoberg@student.example|pv_handle]]
Telefon: [[070-174 06 35|pv_handle]]
Förstahandsval: [[Kyotouniversitetet|pv_firm]], [[Japan|pv_site]], [[höstterminen 2026|pv_datum]]
Andrahandsval: [[Waseda University|pv_firm]], [[Tokyo|pv_site]]

Jag växte upp i [[Hässleholm|pv_site]] och kom i kontakt med japanska första gången när jag var tretton och hittade en begagnad bok om kanji på biblioteket. Sedan dess har jag velat förstå språket på riktigt och inte bara via filmer. Jag har nu läst [[japanska|pv_sundry]] i tre terminer vid [[Språk- och litteraturcentrum|pv_firm]] och klarade [[JLPT N3|pv_sundry]] i [[december 2025|pv_datum]].

I Kyoto vill jag läsa kurser i japansk samhällsvetenskap och skriva min kandidatuppsats om hur småstäder på landsbygden hanterar en åldrande befolkning, något jag känner igen från Hässleholm och Osby. Jag fyller [[24|pv_amount]] i juni, några månader innan terminen börjar, och har sparat ihop till en stor del av kostnaden genom att arbeta extra på ett äldreboende på helgerna.

Jag har [[typ 1-diabetes|pv_sundry]] och har med hjälp av min diabetessköterska kontrollerat att jag kan få insulin och sensorer förskrivna för ett halvår.

Referens: universitetslektor [[Martin Öhrn|pv_human]], [[martin.ohrn@example.com|pv_handle]]

Lund den [[28 januari 2026|pv_datum]]
[[Elin Sjöberg|pv_human]]""",

# 9 bageriets svar på ett klagomål (Örnsköldsvik, Ångermanland)
"""Från: [[Hörnans Bageri|pv_firm]] <[[maria@hornansbageri.example|pv_handle]]>
Till: [[Jessica Norberg|pv_human]]
Datum: [[onsdag 18 februari 2026|pv_datum]]
Ämne: Sv: Semlorna till fettisdagen

Hej [[Jessica|pv_human]]!

Tack för ditt mejl från igår kväll, och förlåt. Du har helt rätt i allt du skriver.

Er beställning, [[nr 2260|pv_docno]], gällde [[40 semlor|pv_amount]] som skulle levereras till kontoret på [[Nygatan 12|pv_site]] på fettisdagen [[kl. 09.00|pv_datum]]. Vår bil fastnade i snön i backen upp mot [[Gullänget|pv_site]], och när [[Tuomas|pv_human]] till slut kom fram var klockan tjugo i elva. Dessutom hade lådorna glidit i bagageutrymmet, så att en tredjedel av semlorna var mosade och grädden låg på locken. Så ska det inte se ut när man har beställt till sina kollegor.

Vi har betalat tillbaka hela beloppet, [[1 560 kr|pv_amount]], via [[Swish|pv_sundry]] till numret du angav, [[070-174 06 52|pv_handle]]. Vi vill också gärna bjuda er på 40 nya semlor. [[Tuomas Heikkinen|pv_human]], vår bagare, bakar dem på [[torsdag 19 februari|pv_datum]], och den här gången kör jag ut dem själv, med vinterdäck och spännband.

Ring eller svara på det här mejlet om en annan dag passar bättre. Vi bakar semlor ända fram till påsk.

Hälsningar
[[Maria Bäckström|pv_human]]
[[Hörnans Bageri|pv_firm]], [[Storgatan 18, 891 33 Örnsköldsvik|pv_site]]""",

# 10 protokoll från koloniföreningens styrelsemöte (Norrköping, Östergötland)
"""[[Koloniföreningen Ektorpsgärdet|pv_firm]]
Protokoll fört vid styrelsemöte [[onsdag 11 mars 2026|pv_datum]] kl. [[18.30|pv_datum]] i föreningsstugan

Närvarande: [[Kerstin Alm|pv_human]] (ordförande), [[Hussein Ali|pv_human]] (kassör), [[Lena Björk|pv_human]] (sekreterare), [[Stig Wallin|pv_human]], [[Mirja Koskinen|pv_human]]

§ 1. Ordföranden öppnade mötet.

§ 2. Protokollet från [[11 februari|pv_datum]] lades till handlingarna.

§ 3. Ekonomi. [[Hussein|pv_human]] redovisade en kassa på [[23 417 kr|pv_amount]]. [[Norrköpings kommun|pv_firm]] höjer arrendet från och med i år, vilket gör att avgiften blir [[1 950 kr|pv_amount]] per lott. Höjningen tas upp på årsmötet.

§ 4. Vatten. Vattnet sätts på i början av maj om det inte är risk för frost. [[Stig|pv_human]] ansvarar för att kontrollera ledningarna först.

§ 5. Lotter. Dödsboet efter [[Gösta Rydberg|pv_human]] har sagt upp lott [[14|pv_docno]]. Stugan är i gott skick men växthuset måste rivas. Lotten erbjuds [[Natalia Petrova|pv_human]], som står först i kön.

§ 6. Städdag [[lördag 25 april|pv_datum]] kl. 10. Föreningen bjuder på korv. [[Mirja|pv_human]] beställer en container.

§ 7. [[Mördarsniglar|pv_sundry]]. Flera medlemmar klagar. Styrelsen påminner om att sniglarna ska samlas in tidigt på morgonen och inte kastas över staketet till grannen.

§ 8. Mötet avslutades.

Vid protokollet: [[Lena Björk|pv_human]]
Justeras: [[Kerstin Alm|pv_human]]""",

# 11 utskrift av lokalradiointervju (Sölvesborg och Karlskrona, Blekinge)
"""[[P4 Blekinge|pv_firm]], morgonsändningen [[tisdag 24 februari 2026|pv_datum]], inslag kl. 07.45

[[FREDRIK NYMAN|pv_human]]: I morse kom ett paket till neonatalavdelningen på [[Blekingesjukhuset|pv_firm]] i [[Karlskrona|pv_site]] med mössa nummer tusen. Den har virkats av [[Birgitta Holgersson|pv_human]] i [[Sölvesborg|pv_site]], och hon är med oss i telefon. God morgon, [[Birgitta|pv_human]]!

[[BIRGITTA HOLGERSSON|pv_human]]: God morgon! Tusen, det låter mycket när du säger det.

[[FREDRIK NYMAN|pv_human]]: Hur började det?

[[BIRGITTA HOLGERSSON|pv_human]]: Det var hösten [[2019|pv_datum]]. Mitt barnbarn [[Hugo|pv_human]] föddes i [[vecka 29|pv_datum]] och vägde [[1 200 gram|pv_amount]]. Han låg där i sju veckor, och sköterskorna sa att det alltid var brist på små mössor. Så jag satte mig med virknålen. Nu är han sex år och spelar fotboll i [[Mjällby AIF|pv_firm]]s knattelag.

[[FREDRIK NYMAN|pv_human]]: Och garnet?

[[BIRGITTA HOLGERSSON|pv_human]]: Det köper jag på [[Garnboden|pv_firm]] på torget. Bomull, för ull kan klia. Folk i kyrkan ger mig rester också.

[[FREDRIK NYMAN|pv_human]]: Tack [[Birgitta|pv_human]], och grattis till tusen mössor!""",

# 12 annons på en köp- och säljsajt (Sveg, Härjedalen)
"""[[Blocket|pv_firm]] › Fordon › Snöskotrar
Ski-Doo Skandic WT 600 ACE, 2019 – [[79 500 kr|pv_amount]]

Plats: [[Sveg|pv_site]], Jämtlands län
Inlagd: [[lördag 21 mars 2026 kl. 19.42|pv_datum]]
Annons-id: [[1123847765|pv_docno]]

Säljer vår arbetsskoter, en [[Ski-Doo Skandic WT 600 ACE|pv_sundry]] av årsmodell 2019. Köpt ny hos [[Ljusnans Maskin AB|pv_firm]] i [[Funäsdalen|pv_site]] i [[december 2018|pv_datum]]. Har gått [[412 mil|pv_amount]], mest till stugan och för vedkörning. Servad hos samma firma varje höst, senast i [[oktober 2025|pv_datum]], kvitton finns. Brett band, backväxel, elstart, handtagsvärme. Nya glidskenor i vintras. Registreringsnummer [[HWE 318|pv_docno]], trafikförsäkrad till [[30 juni|pv_datum]].

Varför säljer vi? Vi flyttar till [[Östersund|pv_site]] till sommaren och får ingen plats för den där. Kälken med presenning kan följa med för [[4 000 kr|pv_amount]] extra.

Provkörning går bra på isen nere vid Ljusnan så länge den håller, alltså några veckor till. Jag jobbar som [[snöröjare|pv_sundry]] och har skift, så ring helst efter 17. Är jag ute och plogar visar min son [[Viktor|pv_human]] skotern.

Inga byten. Kan köras ner till Järvsö eller Ljusdal mot ersättning för bränslet.

Ring eller sms:a [[Anders|pv_human]], [[070-174 06 88|pv_handle]].""",
]

# Capitalised words that may sit inside a `pv_human` span without being a name of their own.
NOT_NAMES = frozenset({
    "Mr", "Mrs", "Ms", "Dr", "Associate", "Professor", "Familjen", "JENNA", "TREWIN",
    "HEDLEY", "PASCOE", "FREDRIK", "NYMAN", "BIRGITTA", "HOLGERSSON",
})

SCHEME = Scheme(
    prefix="heldout7",
    labels=(
        "pv_human", "pv_site", "pv_firm", "pv_datum", "pv_amount", "pv_handle",
        "pv_docno", "pv_sundry",
    ),
    person="pv_human",
    words=(140, 240),
    spans=(18, 24),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
