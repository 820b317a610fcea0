#!/usr/bin/env python3
"""Build and check the thirteenth pair of held-out corpora (heldout13_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0): to the extent
possible under law, the authors have waived all copyright and related rights to these
texts and to this builder. The texts are news articles; all private people, quotations,
addresses, e-mail addresses, URLs, handles, phone numbers, case, charge and
police-report numbers, plates, amounts, counts and small organisations are invented.
Real public bodies, companies and places are named as news would name them; what they
do here is invented. Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand. This pair's labels are German and capitalised (``Person``, ``Ort``,
``Einrichtung``, ``Zeitangabe``, ``Alter``, ``Zahl``, ``Kontakt``, ``Kennung``,
``Sonstiges``).

    python3 bench/corpora/build_heldout13.py          # write both files, then check them
    python3 bench/corpora/build_heldout13.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, main

EN = [
# 1 heat record (Spokane, Washington)
"""Spokane breaks its heat record as hospitals treat dozens

[[Tuesday, July 28, 2026|Zeitangabe]]

[[SPOKANE, Wash.|Ort]] — The thermometer at Spokane International Airport reached [[111 degrees|Zahl]] [[Monday afternoon|Zeitangabe]], the hottest reading ever taken in the city, and forecasters say little relief will come before Friday.

The [[National Weather Service|Einrichtung]] has extended its extreme heat warning through 9 p.m. Thursday. The old record, 109 degrees, was set in [[June 2021|Zeitangabe]].

Emergency rooms at [[Providence Sacred Heart Medical Center|Einrichtung]] and [[MultiCare Deaconess Hospital|Einrichtung]] treated [[63|Zahl]] people for heat illness between Saturday and Monday. Twenty-one of them, a third, were admitted.

"Most were over 70 and lived alone in apartments with no air conditioning," said [[emergency physician Dr. Lucía Ferreira-Banks|Person]]. "By the time a neighbor finds them, they are confused and badly dehydrated." [[She|Person]] urged families to check on older relatives twice a day.

One of those checked on was [[Vasyl Hrytsenko|Person]], [[77|Alter]], a retired [[welder|Sonstiges]] who came to the [[Hillyard|Ort]] neighborhood from [[Ukraine|Ort]] in [[1998|Zeitangabe]]. His granddaughter drove him to a cooling center [[on Sunday|Zeitangabe]]. "In Odesa we had hot summers, but never an oven like this," [[Hrytsenko|Person]] said in [[Ukrainian|Sonstiges]].

The city has opened six cooling centers, which took in 1,140 visitors over the weekend.

[[Spokane|Ort]]-based utility [[Avista|Einrichtung]] said demand peaked at 6 p.m. Monday and that its grid held. County [[fire marshal|Sonstiges]] [[Omar Siddiqui|Person]] asked residents not to light grills or fireworks near dry grass.

Locations and free bus passes for the centers are listed at [[spokanecity.example/cooling|Kontakt]], and a heat line answers on [[509-555-0143|Kontakt]].""",

# 2 rogue trader sentenced (Hull, East Yorkshire)
"""Kitchen fitter jailed after taking £86,400 from 23 households

[[Thursday 12 March 2026|Zeitangabe]]

[[HULL|Ort]] — A [[kitchen fitter|Sonstiges]] who took deposits from 23 households across East Yorkshire and never came back to fit a single cupboard was jailed for [[three years and four months|Zeitangabe]] at [[Hull Crown Court|Einrichtung]] yesterday.

[[Craig Dunmore|Person]], [[47|Alter]], of Cottingham, ran [[Humber Bespoke Kitchens Ltd|Einrichtung]] from a unit in Sutton-on-Hull. Over 15 months, between May 2024 and August 2025, he took [[£86,400|Zahl]] in deposits, an average of about £3,760 a household, the court heard. He had admitted 23 counts of fraud by false representation under the [[Fraud Act 2006|Sonstiges]].

[[Emma Cheng|Person]], prosecuting, said [[Dunmore|Person]] had spent much of the money on online gambling and the payments on a leased [[Range Rover|Sonstiges]].

One victim, [[Mrs Irene Tindall|Person]], [[81|Alter]], a retired [[school cook|Sonstiges]] from [[Hessle|Ort]], paid [[£6,200|Zahl]] from her savings in February 2025. "He sat at my table, drank my tea and showed me drawings," [[she|Person]] said outside court. "Then he stopped answering the phone."

Passing sentence, [[Judge Sarah Okwuosa|Person]] said [[Dunmore|Person]] had "preyed on people who still trust a handshake". He will serve half of the sentence, 20 months, before release on licence.

[[Detective Constable Farah Mahmood|Person]] of [[Humberside Police|Einrichtung]] said eleven of the victims were over 70. A hearing under the Proceeds of Crime Act is set for [[Friday 19 June|Zeitangabe]]. The case number is [[T20257041|Kennung]].

Anyone else who paid the firm can call Hull City Council's trading standards team on [[07700 900614|Kontakt]] or e-mail [[fraud.team@hullcc.example|Kontakt]].""",

# 3 brewery sale (Moncton and Dieppe, New Brunswick)
"""Dieppe craft brewery sold to Halifax group for $14.5 million

[[Wednesday, September 16, 2026|Zeitangabe]]

[[MONCTON, N.B.|Ort]] — [[Petitcodiac River Brewing Co.|Einrichtung]], the craft brewery that started in a garage in [[Dieppe|Ort]] 12 years ago, has been sold to [[Atlantic Beverage Partners|Einrichtung]] of Halifax for [[C$14.5 million|Zahl]].

The deal was announced Tuesday and is expected to close on [[October 30|Zeitangabe]]. All 38 employees will keep their jobs, and the brewery will stay on Champlain Street, the buyer said.

Founders [[Mireille LeBlanc|Person]] and [[Tae-yang Kim|Person]] brewed their first batch in 2014. Last year the brewery made [[9,800 hectolitres|Zahl]] of beer, up [[40 per cent|Zahl]] from 7,000 the year before, and its [[Tidal Bore IPA|Sonstiges]] is sold in all four Atlantic provinces.

"We were turning down orders from Ontario because we could not keep up," said [[LeBlanc|Person]], [[44|Alter]], who grew up speaking [[French|Sonstiges]] in nearby Memramcook. "They have the money for a second canning line. We have the recipes."

[[Kim|Person]], who came to Moncton from [[Busan|Ort]] as a [[chemistry|Sonstiges]] student in 2005, will stay on as [[head brewer|Sonstiges]] for at least three years under the agreement. "I still taste every tank," [[he|Person]] said.

The [[Atlantic Canada Opportunities Agency|Einrichtung]] lent the company C$500,000 in 2019 to buy fermenters; the loan was repaid in full in 2023.

[[Brewer|Sonstiges]] [[Ishaan Mehta|Person]], [[29|Alter]], said staff were told at a barbecue on Monday. "[[Mireille|Person]] cried, then she ordered pizza for everybody," he said.

Media inquiries can go to [[media@abpartners.example|Kontakt]] or [[506-555-0178|Kontakt]].""",

# 4 painting auction (Sligo and Strandhill, Ireland)
"""Attic find by forgotten Sligo painter fetches €141,600

[[Saturday 7 November 2026|Zeitangabe]]

[[SLIGO|Ort]] — A painting of the [[Rosses Point|Ort]] shore that hung unseen in a [[Strandhill|Ort]] attic for more than [[60 years|Zeitangabe]] sold for a hammer price of [[€118,000|Zahl]] at [[Benbulben Fine Art Auctions|Einrichtung]] on [[Thursday evening|Zeitangabe]]. With the buyer's premium of [[20 per cent|Zahl]], the buyer will pay [[€141,600|Zahl]].

The oil, [["Evening Tide, Rosses Point"|Sonstiges]], was painted in [[1934|Zeitangabe]] by [[Nora Gilhooly|Person]], a Sligo artist who exhibited in Dublin and London before the war but died almost forgotten in 1961.

It was found in March by [[Bríd Ní Chonaill|Person]], [[72|Alter]], a retired [[midwife|Sonstiges]], as she cleared her late uncle's house. "It was wrapped in a flour sack behind the water tank," [[she|Person]] said. "My uncle was [[Gilhooly|Person]]'s neighbour. I think she gave it to him for mending her roof."

[[Auctioneer|Sonstiges]] [[Cathal Feeney|Person]] said bidding opened at €40,000 and that six bidders stayed in past €90,000. The winner, a private collector in [[Montreal|Ort]], bid by telephone.

[[The Model|Einrichtung]], Sligo's arts centre, had raised €60,000 in a public appeal to keep the painting in the county. Its director, [[Dr Aoibheann Kilcullen|Person]], said she was "heartbroken but not beaten" and would ask the new owner to lend it for an exhibition of [[Gilhooly|Person]]'s work planned for summer 2027.

[[Ms Ní Chonaill|Person]] said she would give part of the money to the [[Sligo University Hospital|Einrichtung]] maternity unit, where she worked for 31 years.

Owners of other works by the painter can write to [[gilhooly@themodel.example|Kontakt]].""",

# 5 swimming record (Fremantle and Perth, Western Australia)
"""Fremantle teenager smashes state butterfly record

[[Monday 13 April 2026|Zeitangabe]]

[[PERTH|Ort]] — A [[15-year-old|Alter]] from [[Fremantle|Ort]] has broken a [[Western Australian|Sonstiges]] record that had stood for [[seven years|Zeitangabe]], winning the 200 metres butterfly at the state open championships in [[2:08.41|Zeitangabe]].

[[Amara Nwachukwu-Reid|Person]], who swims for the [[Port Beach Aquatic Club|Einrichtung]], touched [[0.62 seconds|Zeitangabe]] inside the old mark of 2:09.03, set in 2019, at [[HBF Stadium|Ort]] on Saturday night.

"I saw the clock and thought it was broken," said [[Amara|Person]], a [[Year 10|Sonstiges]] student at [[John Curtin College of the Arts|Einrichtung]]. She turns 16 in August.

Her coach, [[Mitra Rostami|Person]], who swam for [[Iran|Ort]] before moving to Perth in 2012, said [[her|Person]] swimmer had trained at 5am six days a week since she was nine. "She has long arms and no fear in the last 50," [[Rostami|Person]] said.

The time qualifies [[Amara|Person]] for the national trials in Brisbane in June. Her mother, [[Chiamaka Nwachukwu|Person]], a [[radiographer|Sonstiges]] at [[Fiona Stanley Hospital|Einrichtung]], said the family spent about A$4,000 a year on entry fees and travel. "Her father drives her to the pool in the dark and I drive her home," she said.

The club has raised [[A$9,400|Zahl]] with [[sausage sizzles|Sonstiges]] and a quiz night to send its five qualifiers east. [[Club president|Sonstiges]] [[Declan Murphy-Hale|Person]] said another A$3,000 was needed for accommodation.

Donations can be arranged on [[0491 570 156|Kontakt]] or through [[portbeachaquatic.example|Kontakt]].""",

# 6 measles outbreak (Napier and Hastings, Hawke's Bay, New Zealand)
"""Measles outbreak in Napier grows to 14 cases

[[Thursday 19 February 2026|Zeitangabe]]

[[NAPIER|Ort]] — Fourteen people in Hawke's Bay now have [[measles|Sonstiges]], [[Health New Zealand|Einrichtung]] said [[yesterday|Zeitangabe]], up from five a week earlier. Nine of them are children under five, and 11 had not been vaccinated.

The first case was a traveller who flew into [[Hawke's Bay Airport|Ort]] from overseas on [[Saturday 31 January|Zeitangabe]]. Since then the virus has spread through a childcare centre in [[Marewa|Ort]] and a church congregation in Flaxmere.

"Measles is one of the most infectious diseases we know. One person can infect up to 18 others," said [[medical officer of health|Sonstiges]] [[Dr Hinewai Poutama|Person]]. [[She|Person]] said the [[79 per cent|Zahl]] of cases who were unvaccinated showed "exactly where the gap is".

Three children are being treated at [[Hawke's Bay Hospital|Einrichtung]] in [[Hastings|Ort]].

[[Marewa Early Learning Centre|Einrichtung]] has been closed since [[Monday|Zeitangabe]]. Its manager, [[Sione Havili|Person]], said all 62 enrolled families had been contacted. "Parents are scared, and some are angry. We understand both," he said.

[[Jun Watanabe|Person]], an [[engineer|Sonstiges]] at [[Napier Port|Einrichtung]], said his daughter [[Emi|Person]], [[10 months|Alter]], is too young for the [[MMR|Sonstiges]] vaccine, which is given at 12 and 15 months. "We keep her home and wash our hands until they crack," [[Watanabe|Person]] said.

Free walk-in vaccination clinics will run at the [[Pettigrew Green Arena|Ort]] in Taradale from 9am to 4pm on [[Saturday|Zeitangabe]] and Sunday.

Anyone with a fever and rash should call Healthline on 0800 611 116 before visiting a doctor. Questions about the clinics can be sent to [[measles@hawkesbay.example|Kontakt]].""",

# 7 new frog species (Guwahati, Assam, India)
"""Tiny new frog found on Guwahati's doorstep

[[Wednesday 23 September 2026|Zeitangabe]]

[[GUWAHATI|Ort]] — A frog no longer than a fingernail, found in the [[Amchang Wildlife Sanctuary|Ort]] on the eastern edge of the city, is a species new to science, researchers from [[Gauhati University|Einrichtung]] reported on [[Monday|Zeitangabe]].

The frog, named [[Raorchestes jonaki|Sonstiges]] after the [[Assamese|Sonstiges]] word for firefly, is [[18 millimetres|Zahl]] long and has orange flecks on its thighs. It is described in the journal [[Zootaxa|Sonstiges]].

"We heard it long before we saw it. Its call is a sharp double click at night, unlike any frog we had recorded," said [[Dr Pallavi Baruah|Person]], [[41|Alter]], an [[associate professor of zoology|Sonstiges]] who led the work. [[She|Person]] and her team spent [[three monsoons|Zeitangabe]], from 2023 to 2025, recording calls along forest streams.

DNA tests at [[IIT Guwahati|Einrichtung]] showed that the frog differs by more than [[5 per cent|Zahl]] from its nearest relative, which lives in [[Meghalaya|Ort]].

The first specimens were collected by field assistant [[Jitu Boro|Person]], [[33|Alter]], a [[Bodo|Sonstiges]] man who grew up beside the sanctuary. "Villagers always knew the little clicking frog. Now it has a name," [[Boro|Person]] said.

[[PhD student|Sonstiges]] [[Rahul Teron|Person]] warned that the frog may already be in danger. "It lives in one valley of about four square kilometres, and new housing comes closer every year," he said.

The study was funded with [[₹38 lakh|Zahl]] from the [[Anusandhan National Research Foundation|Einrichtung]]. The [[Assam Forest Department|Einrichtung]] said it would survey the valley before the dry season.

Sightings of the clicking frog can be sent to [[pbaruah.lab@gauhati.example|Kontakt]].""",

# 8 exam results (Nakuru, Kenya)
"""Market vendor's daughter tops Nakuru in KCSE with a plain A

[[Friday 9 January 2026|Zeitangabe]]

[[NAKURU|Ort]] — When the [[Kenya National Examinations Council|Einrichtung]] released the [[KCSE|Sonstiges]] results [[yesterday|Zeitangabe]], the best score in [[Nakuru County|Ort]] came not from a famous boarding school but from [[Lanet Day Secondary School|Einrichtung]], where [[Faith Chepkoech|Person]], [[18|Alter]], earned a plain A.

[[Faith|Person]] scored [[84 points|Zahl]], the maximum, across the seven subjects that count. She sat the exams in [[November|Zeitangabe]].

Her mother, [[Mrs Rose Jepkemboi|Person]], sells tomatoes and sukuma wiki at [[Wakulima Market|Ort]]. "I did not finish primary school. Now my daughter is number one," [[she|Person]] said, laughing, as neighbours sang outside their one-room house in Lanet.

[[Chepkoech|Person]]'s fees of [[KSh 22,000|Zahl]] a year were paid by a bursary from the [[Nakuru County Government|Einrichtung]]. She walked five kilometres to school each way and studied at night under a solar lamp.

The principal, [[Mr Geoffrey Kiprotich|Person]], said 47 of the school's 212 candidates scored C+ or better, the grade needed for a university place, or [[22 per cent|Zahl]]. Last year only 31 did. "[[Faith|Person]] has shown the small schools what is possible," he said.

[[Faith|Person]] wants to study [[medicine|Sonstiges]] at the [[University of Nairobi|Einrichtung]]. "Children in Lanet get [[typhoid|Sonstiges]] from bad water. I want to be the doctor who stays," she said.

Placement to universities by the [[Kenya Universities and Colleges Central Placement Service|Einrichtung]] is expected by [[May|Zeitangabe]].

Well-wishers who want to support the school's bursary fund can write to [[principal@lanetday.example|Kontakt]].""",

# 9 counterfeit medicines (Port Harcourt, Rivers State, Nigeria)
"""Fake malaria drugs worth ₦1.2bn seized in Port Harcourt warehouse

[[Tuesday 2 June 2026|Zeitangabe]]

[[PORT HARCOURT|Ort]] — Officers of the [[National Agency for Food and Drug Administration and Control|Einrichtung]] and the police have seized 4,800 cartons of fake medicines from a warehouse in [[Mile 1, Diobu|Ort]], in what the agency called its largest raid in [[Rivers State|Ort]] this year.

Of the cartons, [[3,100|Zahl]] held [[artemether-lumefantrine|Sonstiges]] tablets for malaria and 1,700 held [[antibiotics|Sonstiges]]. NAFDAC put their street value at [[₦1.2 billion|Zahl]].

Laboratory tests found no active ingredient in 31 of 40 samples, or [[77.5 per cent|Zahl]]. "These are chalk and yellow dye," said the agency's [[zonal director|Sonstiges]], [[Pharm. Ebiere Opuogulaya|Person]]. [[She|Person]] said the packs copied a real brand down to the hologram.

Two men, aged [[38|Alter]] and 52, were arrested at the site on [[Saturday night|Zeitangabe]]. A spokesman for the [[Rivers State Police Command|Einrichtung]], [[DSP Tamunosaki Briggs|Person]], said they would be charged at the [[Federal High Court|Einrichtung]] in Port Harcourt, where the case has been filed as [[FHC/PH/CR/118/2026|Kennung]].

[[Mrs Blessing Ikwuemesi|Person]], a [[trader|Sonstiges]] at Creek Road Market, said she had bought tablets for her son from a [[roadside chemist|Sonstiges]] in [[April|Zeitangabe]]. "He was shivering for three days and the fever would not break," [[Ikwuemesi|Person]] said. The boy, [[nine|Alter]], recovered after treatment at the [[University of Port Harcourt Teaching Hospital|Einrichtung]].

The agency urged patients to scratch the code on each pack and send it by SMS before buying, and to report suspect drugs at [[reports@nafdac.example|Kontakt]].""",

# 10 train disruption (Toa Payoh and Bishan, Singapore)
"""Power fault halts North-South Line trains for over two hours

[[Thursday 15 October 2026|Zeitangabe]]

[[SINGAPORE|Ort]] — Tens of thousands of morning commuters were stranded [[yesterday|Zeitangabe]] when a power fault stopped trains between [[Toa Payoh|Ort]] and [[Bishan|Ort]] stations on the [[North-South Line|Ort]].

Service on the stretch stopped at [[7.12am|Zeitangabe]] and resumed at 9.50am, [[2 hours and 38 minutes|Zeitangabe]] later, operator [[SMRT|Einrichtung]] said. About [[86,000|Zahl]] journeys were affected, and free bridging buses ran between Ang Mo Kio and Novena.

The [[Land Transport Authority|Einrichtung]] said a faulty cable joint near Braddell had tripped the power supply to the third rail. It will investigate and may impose a financial penalty.

[[Ms Goh Pei Shan|Person]], [[34|Alter]], a [[staff nurse|Sonstiges]] at [[Tan Tock Seng Hospital|Einrichtung]], walked 40 minutes from Toa Payoh. "I messaged my ward at 7.30 to say I would be late. I reached at 9.05, soaked," said [[Ms Goh|Person]].

At [[Beatty Secondary School|Einrichtung]], 23 pupils arrived after the start of a [[GCE O-Level|Sonstiges]] paper. Their teacher, [[Mr Sanjeev Pillai|Person]], said the exam board allowed them to sit it in full. "One boy ran from Bishan in his school shoes," [[he|Person]] said.

SMRT's [[president for trains|Sonstiges]], [[Mr Ong Wei Jie|Person]], apologised. "We are sorry. Commuters deserved better information this morning," [[Mr Ong|Person]] said, adding that station screens had shown the wrong bus stops for the first half-hour.

A commuters' group on [[Telegram|Einrichtung]], which posts as [[@nsl_riders_sg|Kontakt]], collected more than 300 photographs of crowded platforms.

Feedback can be sent to [[feedback@smrt.example|Kontakt]].""",

# 11 short-term rentals cap (Albuquerque, New Mexico)
"""Albuquerque council caps short-term rentals at 1,500

[[Tuesday, May 19, 2026|Zeitangabe]]

[[ALBUQUERQUE, N.M.|Ort]] — The [[Albuquerque City Council|Einrichtung]] voted 6-3 [[Monday night|Zeitangabe]] to cap short-term rental permits at [[1,500|Zahl]] citywide, about 840 fewer than the [[2,340|Zahl]] homes now listed on sites such as [[Airbnb|Einrichtung]] and [[Vrbo|Einrichtung]].

Under the ordinance, which takes effect [[January 1, 2027|Zeitangabe]], a permit will cost [[$250|Zahl]] a year, and no owner may hold more than two. Hosts who already have a permit keep it, but new applicants go on a waiting list once the cap is reached.

"Every casita rented by the night is one less family renting by the year," said [[Councilor Rosalinda Begay-Trujillo|Person]], who sponsored the bill. [[She|Person]] said rents in her district rose [[19 percent|Zahl]] between 2022 and 2025.

Host [[Devendra Raman|Person]], [[58|Alter]], a retired [[engineer|Sonstiges]] from [[Sandia National Laboratories|Einrichtung]], rents two casitas behind his house in [[Nob Hill|Ort]]. "We are not a hedge fund. We are retirees paying property tax," [[Raman|Person]] said. He said a group of hosts was talking to lawyers.

[[Teacher|Sonstiges]] [[Yesenia Archuleta|Person]], [[31|Alter]], said she had looked for a two-bedroom apartment for [[five months|Zeitangabe]]. "In my building, three units went to tourists last summer," she said.

The city's [[Planning Department|Einrichtung]] will start taking applications on [[Monday, November 2|Zeitangabe]]. Rio Rancho, to the north, has no cap, and several hosts said they would move their listings there.

Questions about the permits can go to [[505-555-0166|Kontakt]] or [[str-permits@cabq.example|Kontakt]].""",

# 12 citizenship at 94 (Stoke-on-Trent, England)
"""At [[94|Alter]], [[Gloria Brathwaite|Person]] finally becomes British

[[Friday 4 December 2026|Zeitangabe]]

[[STOKE-ON-TRENT|Ort]] — [[Gloria Brathwaite|Person]] came to the Potteries from [[Barbados|Ort]] in [[1958|Zeitangabe]] to work as a [[clippie|Sonstiges]] on the buses. [[Yesterday|Zeitangabe]], [[68 years|Zeitangabe]] later, she swore the oath of allegiance at [[Hanley Town Hall|Ort]] and became a British citizen.

[[Mrs Brathwaite|Person]], who was born in [[March 1932|Zeitangabe]], was one of 31 new citizens from 14 countries at the ceremony held by [[Stoke-on-Trent City Council|Einrichtung]]. She applied under the [[Windrush Scheme|Sonstiges]] after a hospital asked her for proof of her right to free treatment in 2024.

"I paid my stamp here for forty years and buried my husband here. I always thought I was British," [[she|Person]] said. "Now I have the paper to show it."

Her daughter, [[Sandra Brathwaite-Holt|Person]], [[63|Alter]], said the [[Home Office|Einrichtung]] had taken eleven months to decide. "Mum kept her old bus badge on the kitchen table the whole time, as if it were evidence," she said.

[[Superintendent registrar|Sonstiges]] [[Imran Chaudhry|Person]] said [[Mrs Brathwaite|Person]] was the oldest person naturalised in the city that he knew of. "She asked to stand for the oath, and she did," he said.

Also sworn in was [[Dr Thiago Mendes Ribeiro|Person]], 39, a [[Brazilian|Sonstiges]] [[anaesthetist|Sonstiges]] at the [[Royal Stoke University Hospital|Einrichtung]], who brought his two children.

The [[Potteries Caribbean Elders' Club|Einrichtung]] held a party for her in Longton afterwards. Members who want to help others through the scheme can call the club on [[07700 900385|Kontakt]].""",
]

SV = [
# 1 parkeringsavgift vid stranden (Ystad)
"""Parkeringsavgift vid Sandskogen – ”ett straff för barnfamiljer”

[[Tisdag 24 mars 2026|Zeitangabe]]

Från [[den 1 juni|Zeitangabe]] kostar det [[20 kronor|Zahl]] i timmen att parkera vid stranden i [[Sandskogen|Ort]]. [[Kommunfullmäktige i Ystad|Einrichtung]] röstade [[i torsdags|Zeitangabe]] igenom förslaget med 27 röster mot 22.

Avgiften tas ut mellan klockan 9 och 18 från juni till augusti, men ingen ska behöva betala mer än [[100 kronor|Zahl]] om dagen. Kommunen räknar med att få in omkring [[2,4 miljoner kronor|Zahl]] per sommar, pengar som ska gå till toaletter, livräddare och strandstädning.

– Det kostar oss nästan tre miljoner om året att sköta stranden. Det är rimligt att de som kommer med bil från Malmö och Lund är med och betalar, säger [[kommunstyrelsens ordförande Jonas Friberg|Person]] ([[M|Einrichtung]]).

Oppositionen röstade nej. – Det här är ett straff för barnfamiljer som inte har råd att bo nära havet, säger [[Ingrid Paulsson|Person]] ([[S|Einrichtung]]). Hon vill att alla ystadbor ska få ett gratis årskort.

[[Dragana Ilić|Person]], [[46|Alter]], har drivit glasskiosken vid parkeringen sedan [[2014|Zeitangabe]]. Hon kom till Ystad från [[Novi Sad|Ort]] som [[tolvåring|Alter]] 1992. – Folk kommer att stanna kortare, och då köper de mindre glass, säger [[hon|Person]].

[[Ystads kommuns|Einrichtung]] [[gatuchef|Sonstiges]] [[Henrik Mårtensson|Person]] säger att 14 biljettautomater ska sättas upp, de flesta vid [[Ystad Saltsjöbad|Einrichtung]]. Det går också att betala i appen [[EasyPark|Einrichtung]]. Rörelsehindrade med [[parkeringstillstånd|Sonstiges]] parkerar gratis.

Synpunkter på avgiften tas emot på [[070-174 06 31|Kontakt]] och [[trafik@ystad.example|Kontakt]].""",

# 2 fällda ekar (Alingsås)
"""Fällde fyra ekar för sjöutsikt – döms att betala 184 000 kronor

[[Fredag 6 november 2026|Zeitangabe]]

En [[61-årig|Alter]] man i ett villaområde vid [[Mjörn|Ort]] döms att betala [[184 000 kronor|Zahl]] i skadestånd till [[Alingsås kommun|Einrichtung]] för att han lät fälla fyra ekar på kommunens mark. Det beslutade [[Alingsås tingsrätt|Einrichtung]] [[i går|Zeitangabe]].

Ekarna, mellan 120 och 160 år gamla, stod i en parkremsa mellan mannens villa och sjön. Kommunen har värderat varje träd till 46 000 kronor enligt den så kallade [[alléträdsmetoden|Sonstiges]], och fyra träd gör alltså 184 000 kronor.

Tingsrätten dömde också mannen för [[skadegörelse|Sonstiges]] till [[60 dagsböter à 250 kronor|Zahl]], sammanlagt 15 000 kronor.

Mannen har erkänt att han betalade en [[trädfällare|Sonstiges]] 9 000 kronor svart för att fälla ekarna en natt i [[mars|Zeitangabe]], men hävdade i rätten att träden var sjuka och kunde falla över huset.

– Det fanns inga tecken på röta. Det här var friska träd som hade kunnat stå i 200 år till, säger kommunens [[stadsträdgårdsmästare|Sonstiges]] [[Therese Lindblom|Person]].

Mannens [[försvarare|Sonstiges]], [[advokat Farid Mansour|Person]], säger att hans klient överväger att överklaga till [[Hovrätten för Västra Sverige|Einrichtung]]. Det måste i så fall ske senast [[torsdag 26 november|Zeitangabe]], tre veckor efter domen.

[[Grannen|Sonstiges]] [[Göran Wernersson|Person]], [[74|Alter]], är nöjd med domen. – Jag har promenerat under de där ekarna varje morgon sedan [[1979|Zeitangabe]]. Nu ser jag bara stubbar, säger [[han|Person]].

Kommunen planterar nya ekar på platsen [[i vår|Zeitangabe]]. Målet har nummer [[B 3318-26|Kennung]] i tingsrätten.""",

# 3 emigrantmusikal (Karlshamn)
"""Emigrantmusikal har urpremiär i Karlshamn i kväll

[[Lördag 12 september 2026|Zeitangabe]]

[[I kväll|Zeitangabe]] har musikalen [[”Sista båten från Karlshamn”|Sonstiges]] urpremiär i [[Väggahallen|Ort]]. Den handlar om en familj från [[Asarum|Ort]] som lämnar Blekinge för [[Minnesota|Ort]] på 1860-talet, då tusentals utvandrare gick ombord på fartyg i Karlshamns hamn.

Musiken har skrivits av [[tonsättaren Leyla Demir|Person]], [[38|Alter]], som är född i Karlshamn av [[turkiska|Sonstiges]] föräldrar.

– Mina föräldrar kom hit 1987 på samma sätt som utvandrarna åkte härifrån, med en väska och ett löfte. Det är samma historia, bara åt andra hållet, säger [[Demir|Person]].

Manuset bygger på brev som librettisten [[Per-Åke Sjöholm|Person]], [[71|Alter]], hittade på vinden efter sin farfars bror, som emigrerade [[1869|Zeitangabe]]. [[Sjöholm|Person]] är pensionerad [[historielärare|Sonstiges]].

Av de 34 på scenen är tolv professionella skådespelare och 22 amatörer. Huvudrollen [[Hedda|Sonstiges]] spelas av [[Moa Lindkvist|Person]], 19, som tog studenten i juni. – Jag har aldrig stått på en riktig scen förut. Nu sjunger jag tolv sånger, säger [[hon|Person]].

Uppsättningen, som görs av den fria gruppen [[Teater Vågbrytaren|Einrichtung]], har en budget på [[1,8 miljoner kronor|Zahl]]. [[Region Blekinge|Einrichtung]] bidrar med 600 000 kronor, [[Kulturrådet|Einrichtung]] med 450 000, [[Karlshamns kommun|Einrichtung]] med 350 000, och resten, 400 000 kronor, ska komma in genom biljettförsäljningen.

Musikalen spelas åtta gånger till och med [[söndag 27 september|Zeitangabe]]. Biljetter kostar [[295 kronor|Zahl]] och säljs på [[vagbrytaren.example/biljetter|Kontakt]] och på [[070-174 06 52|Kontakt]].""",

# 4 bandysemifinal (Bollnäs)
"""Bollnäs vände och vann – klart för SM-final i bandy

[[Måndag 9 mars 2026|Zeitangabe]]

[[Bollnäs GIF|Einrichtung]] är klart för [[SM-final|Sonstiges]] efter att ha slagit [[Villa Lidköping|Einrichtung]] med 5–3 i den avgörande femte semifinalen på [[Sävstaås IP|Ort]] i går kväll. [[4 812|Zahl]] åskådare såg matchen i fyra minusgrader.

Villa ledde med 3–1 i halvtid, men efter paus tog hemmalaget över. Bollnäs fem mål gjordes av [[lagkaptenen Viktor Nässlander|Person]] (två), [[Artjom Kuzmin|Person]] (två) och [[Oskar Wahlund|Person]].

– I halvtid sa vi att vi hade 45 minuter kvar av säsongen eller 45 minuter till en final. Alla valde finalen, säger [[Nässlander|Person]].

[[Kuzmin|Person]], [[33|Alter]], kom till Bollnäs från [[Kazakstan|Ort]] för sex år sedan och har en son som spelar i klubbens pojklag. Hans andra mål, ett frislag i krysset med tolv minuter kvar, avgjorde matchen.

[[Målvakten|Sonstiges]] [[Elias Mäkinen-Berg|Person]], [[19|Alter]], gjorde 14 räddningar. – Han är nitton år och spelar som en trettioåring, säger [[tränaren Susanne Hedqvist|Person]]. [[Hon|Person]] tog över laget i april förra året.

Finalen spelas [[lördag 21 mars|Zeitangabe]] i [[Uppsala|Ort]] mot [[Västerås SK|Einrichtung]].

På läktaren satt [[Gunnar Olsson|Person]], [[82|Alter]], som har sett nästan varje hemmamatch sedan han var pojke. – Jag grät inte ens när frun gifte sig med mig. I kväll grät jag, säger [[Olsson|Person]].

Supporterklubben [[Bollnäs Bandyvänner|Einrichtung]] hyr fem bussar med 50 platser i varje, 250 platser totalt, till finalen. En biljett tur och retur kostar [[450 kronor|Zahl]] och bokas på [[070-174 06 76|Kontakt]].""",

# 5 kikhosta (Ljungby, Region Kronoberg)
"""Kikhostan ökar i Kronoberg – fyra spädbarn har vårdats på sjukhus

[[Onsdag 4 februari 2026|Zeitangabe]]

[[Region Kronoberg|Einrichtung]] har sedan [[början av december|Zeitangabe]] fått in [[37|Zahl]] anmälningar om [[kikhosta|Sonstiges]]. Det är mer än sju gånger så många som under hela [[2024|Zeitangabe]], då fem fall anmäldes i länet.

Sex av de sjuka är spädbarn under [[tre månader|Alter]], och fyra av dem har vårdats på [[Ljungby lasarett|Einrichtung]] eller på [[Centrallasarettet i Växjö|Einrichtung]].

– Kikhosta är farligast för de allra minsta, som inte har hunnit få sina vaccinationer. För dem kan hostattackerna bli livshotande, säger [[biträdande smittskyddsläkaren Lovisa Granqvist|Person]]. Barn vaccineras vid tre, fem och tolv månaders ålder.

Hon uppmanar gravida att ta det [[vaccin mot kikhosta|Sonstiges]] som regionen erbjuder gratis från graviditetsvecka 16. Antikroppar från mamman skyddar barnet de första månaderna.

[[Rahel Gebremedhin|Person]], [[29|Alter]], i [[Ljungby|Ort]] kom från [[Eritrea|Ort]] för [[tio år|Zeitangabe]] sedan och arbetar som [[undersköterska|Sonstiges]]. Hennes dotter [[Liya|Person]] var [[sex veckor|Alter]] när hon började hosta [[i juletid|Zeitangabe]].

– En natt slutade hon andas och blev blå i ansiktet. Jag ringde 112 och vi åkte ambulans, säger [[Rahel|Person]]. [[Liya|Person]] låg inne i elva dagar och är nu frisk.

Enligt [[Folkhälsomyndigheten|Einrichtung]] ökar kikhostan i hela landet. Regionen har öppnat fler tider på sina [[barnavårdscentraler|Einrichtung]] i Ljungby, Alvesta och Älmhult.

Vid frågor om vaccination kan man ringa 1177. Vårdpersonal kan mejla smittskyddsenheten på [[smittskydd@kronoberg.example|Kontakt]].""",

# 6 flyglinjen läggs ner (Arvidsjaur)
"""Flyget till Arlanda läggs ner – ”ett hårt slag mot testnäringen”

[[Torsdag 22 oktober 2026|Zeitangabe]]

[[Söndag 29 november|Zeitangabe]] landar det sista reguljära flyget mellan [[Arvidsjaur|Ort]] och [[Arlanda|Ort]]. Bolaget [[Norrskensflyg|Einrichtung]] meddelade [[i tisdags|Zeitangabe]] att linjen inte längre bär sig.

Förra året reste [[41 200|Zahl]] passagerare på linjen, mot 52 000 år [[2019|Zeitangabe]], en minskning med [[21 procent|Zahl]]. [[Trafikverket|Einrichtung]] har aldrig upphandlat sträckan, eftersom den har räknats som kommersiell.

– Varje vinter kommer tusentals ingenjörer och [[testförare|Sonstiges]] från Tyskland hit för att prova bilar på isen. Utan flyg åker de någon annanstans, säger [[Marita Lundqvist|Person]] ([[S|Einrichtung]]), [[kommunstyrelsens ordförande|Sonstiges]] i [[Arvidsjaurs kommun|Einrichtung]], som äger flygplatsen.

Hon vill att staten går in och tar över linjen, och kommunen ska skriva till [[Infrastrukturdepartementet|Einrichtung]] [[i nästa vecka|Zeitangabe]].

Testföretaget [[Kusträsk Testbanor AB|Einrichtung]] har omkring 40 anställda under säsongen, som varar från december till mars. – Våra kunder flyger in på måndag och hem på fredag. De sätter sig inte i en buss i fyra timmar, säger [[vd Tomas Reinholdsson|Person]].

Närmaste flygplats blir [[Skellefteå Airport|Ort]], omkring 18 mil bort.

[[Hotell Lappugglan|Einrichtung]] i centrum får mer än hälften av sina vintergäster från biltesterna. – Det är de som gör att vi kan ha öppet året om, säger ägaren [[Aino Stavenhed|Person]], [[57|Alter]]. [[Hon|Person]] har redan fått två avbokningar för januari.

Resenärer med biljetter efter den 29 november kan kontakta [[kundtjanst@norrskensflyg.example|Kontakt]] eller ringa [[070-174 06 88|Kontakt]].""",

# 7 snöoväder och strömavbrott (Sandviken)
"""Snöovädret: 3 600 hushåll utan ström i Sandviken

[[Måndag 7 december 2026|Zeitangabe]]

Blöt snö och hård vind fick träd att falla över ledningarna i [[Sandvikens kommun|Ort]] under helgen. Som värst, [[på lördagskvällen|Zeitangabe]], var [[3 600|Zahl]] av [[Sandviken Energis|Einrichtung]] 22 000 kunder utan el, drygt [[16 procent|Zahl]].

I morse var fortfarande 410 hushåll strömlösa, de flesta runt [[Järbo|Ort]] och [[Årsunda|Ort]].

[[SMHI|Einrichtung]] hade utfärdat en [[orange varning|Sonstiges]] för snöfall i Gävleborg, och på vissa håll föll [[45 centimeter|Zahl]] snö på ett dygn.

– Vi har 60 [[montörer|Sonstiges]] ute, och några har kommit från Dalarna för att hjälpa oss. Vi räknar med att alla har ström [[i morgon kväll|Zeitangabe]], säger [[driftchefen Mattias Holmer|Person]].

[[Birgitta Hallberg|Person]], [[88|Alter]], i Järbo har varit utan el sedan lördag klockan 17. – Jag eldar i kaminen och har ficklampa. [[Hemtjänsten|Einrichtung]] kom med varm soppa i går, så jag klarar mig, säger [[hon|Person]].

I [[Storvik|Ort]] höll [[Hamid Karimi|Person]] sin pizzeria öppen med ett lånat [[elverk|Sonstiges]] och bjöd dem som saknade ström på pizza. – Det kom 130 personer på söndagen. Det är vad grannar gör, säger [[Karimi|Person]], som kom till Sverige från [[Mazar-e Sharif|Ort]] 2009.

Tågen mellan Storvik och Gävle stod stilla i nio timmar i söndags sedan ett träd fallit över kontaktledningen, enligt [[Trafikverket|Einrichtung]].

Enligt [[ellagen|Sonstiges]] har den som varit utan ström i mer än [[tolv timmar|Zeitangabe]] rätt till avbrottsersättning. Elbolaget betalar ut den automatiskt.

Felanmälan görs på [[070-174 06 12|Kontakt]].""",

# 8 varvsorder (Oskarshamn)
"""Varvet i Oskarshamn får order för 310 miljoner – anställer 45

[[Onsdag 13 maj 2026|Zeitangabe]]

[[Oskarshamns Varv|Einrichtung]] har fått en order på två [[servicefartyg|Sonstiges]] från det norska fiskodlingsbolaget [[Hitra Havbruk Service AS|Einrichtung]]. Kontraktet är skrivet på [[335 miljoner norska kronor|Zahl]], omkring [[310 miljoner kronor|Zahl]].

Fartygen ska levereras [[våren 2028|Zeitangabe]] och användas vid laxodlingarna utanför [[Hitra|Ort]] i [[Trøndelag|Ort]].

Varvet har i dag 160 anställda och ska anställa 45 till, främst [[svetsare|Sonstiges]] och rörmontörer, så att styrkan blir [[205|Zahl]] personer.

– Det här är den största ordern sedan vi började bygga nya fartyg igen [[2019|Zeitangabe]]. Nu har vi arbete för två år framåt, säger [[vd:n Camilla Stenhammar|Person]].

Köparens [[innkjøpssjef|Sonstiges]] [[Sigrid Aune|Person]] säger att Oskarshamn vann mot varv i [[Polen|Ort]] och [[Turkiet|Ort]]. – Prisen var ikke lavest, men vi stoler på kvaliteten, sier [[hun|Person]] på [[norska|Sonstiges]].

[[Svetsaren|Sonstiges]] [[Aleksandr Petrenko|Person]], [[41|Alter]], kom från [[Mykolajiv|Ort]] i Ukraina 2022. – I Mykolajiv byggde vi stora fartyg. Här bygger vi små, men de ska vara perfekta, säger [[Petrenko|Person]].

[[Kommunalrådet Peter Wahlberg|Person]] ([[KD|Einrichtung]]) ser ordern som en chans, men oroar sig för bostadsbristen. – Vi måste ha lägenheter till 45 nya familjer, säger han.

Varvet har redan fått ett hundratal ansökningar. Den som vill söka kan skriva till [[jobb@oskarshamnsvarv.example|Kontakt]].""",

# 9 mobilförbud i skolan (Katrineholm)
"""Ett år med inlåsta mobiler: ”Rasterna har blivit högljudda igen”

[[Fredag 11 juni 2027|Zeitangabe]]

När eleverna på [[Lövåsskolan|Einrichtung]] i [[Katrineholm|Ort]] går på sommarlov [[i dag|Zeitangabe]] har de haft mobilerna inlåsta under skoldagen i ett helt läsår. Skolans egen uppföljning visar att antalet anmälda [[kränkningar|Sonstiges]] minskat från 142 läsåret innan till [[61|Zahl]], alltså med [[57 procent|Zahl]].

– Rasterna har blivit högljudda igen. Barnen spelar pingis och bråkar om fotbollsplanen, och det är ett gott tecken, säger [[rektor Nadia Benali|Person]].

Lövåsskolan var en av de första skolorna i Sörmland att låsa in mobilerna, [[i augusti 2026|Zeitangabe]]. De lämnas i låsta skåp klockan 8.10 och hämtas klockan 15. De 31 skåpen kostade [[6 000 kronor|Zahl]] styck, [[186 000 kronor|Zahl]] totalt, och betalades av [[Katrineholms kommun|Einrichtung]].

[[Alva Strandberg|Person]], [[14|Alter]], går i [[årskurs 8|Sonstiges]]. – Första veckan kände jag mig naken. Nu märker jag knappt att mobilen är borta förrän jag går hem, säger [[hon|Person]].

[[Mattelärare|Sonstiges]] [[Jukka Hyvönen|Person]] har arbetat på skolan sedan [[2005|Zeitangabe]]. – På 22 år har jag aldrig haft så lugna lektioner, säger han. Han kom till Sverige från [[Kuopio|Ort]] som student.

Alla föräldrar är inte lika positiva. [[Mikael Andrén|Person]], vars son har [[diabetes|Sonstiges]], fick kämpa för att sonen skulle få ha kvar telefonen för sin [[sockermätare|Sonstiges]]. – Det löste sig, men det tog tre veckor av mejl, säger [[Andrén|Person]].

[[Skolverket|Einrichtung]] har bett att få ta del av skolans uppföljning. Frågor kan ställas till [[lovasskolan@katrineholm.example|Kontakt]].""",

# 10 dieselstölder (Sävast, Bodens kommun)
"""Dieseltjuvarna slog till igen i Sävast – 4 200 liter borta

[[Tisdag 17 november 2026|Zeitangabe]]

För tredje gången sedan augusti har tjuvar tömt tankarna på [[entreprenadmaskiner|Sonstiges]] vid ett vägbygge i [[Sävast|Ort]] utanför [[Boden|Ort]]. Den här gången försvann [[4 200 liter|Zahl]] [[diesel|Sonstiges]] [[natten till söndag|Zeitangabe]].

Maskinerna tillhör [[Kangas Maskin & Schakt AB|Einrichtung]], som breddar [[riksväg 97|Ort]] på uppdrag av [[Trafikverket|Einrichtung]].

– Med ett pris på omkring 21 kronor litern är det [[88 200 kronor|Zahl]] bara den här gången. I augusti tog de 3 100 liter och i oktober 2 000. Totalt har vi förlorat nästan [[200 000 kronor|Zahl]] i höst, säger ägaren [[Jouni Kangas|Person]], [[56|Alter]], som driver firman sedan 1998.

[[Kangas|Person]] växte upp i [[Pajala|Ort]] och har satt upp kameror och ett GPS-larm. – Men de vet var kamerorna sitter. De kommer med huvor, säger [[han|Person]].

[[Grannen|Sonstiges]] [[Greta Pirttimaa|Person]], [[70|Alter]], hörde en bil vid tretiden på natten och såg en vit [[pickup|Sonstiges]] köra mot [[Luleå|Ort]]. Hon hann se att registreringsnumret började på [[GHT|Kennung]].

– Vi ser samma mönster i flera kommuner. Dieseln säljs sedan vidare billigt, ofta till mindre åkerier, säger [[kommunpolisen Dalia Haddad|Person]] vid [[Polisen i Norrbotten|Einrichtung]]. [[Hon|Person]] uppmanar maskinägare att tanka ofta och låta tankarna stå så tomma som möjligt över helgerna.

Stölden är anmäld med ärendenummer [[5000-K214863-26|Kennung]]. Den som har sett något kan ringa polisen på 114 14.""",

# 11 kvotflyktingar (Ekenäs och Karis, Raseborg, Finland)
"""Trettio kvotflyktingar från Kongo flyttar till Ekenäs

[[Torsdag 28 januari 2027|Zeitangabe]]

[[Raseborgs stad|Einrichtung]] tar emot [[30|Zahl]] [[kvotflyktingar|Sonstiges]] från [[Demokratiska republiken Kongo|Ort]] i februari. De sju familjerna har bott i flyktinglägret [[Nyarugusu|Ort]] i [[Tanzania|Ort]], några av dem i mer än [[tio år|Zeitangabe]].

Av de 30 är 18 barn och [[tolv|Zahl]] vuxna. Familjerna flyttar in i lägenheter i [[Ekenäs|Ort]] och [[Karis|Ort]], och barnen börjar i [[förberedande undervisning|Sonstiges]] i mars.

– Det är sju år sedan vi senast tog emot kvotflyktingar. Nu har vi lägenheter, lärare och frivilliga som väntar, säger stadens [[integrationskoordinator Hanna Lindroos|Person]].

Familjerna får själva välja om barnen ska gå i svensk- eller finskspråkig skola. De flesta föräldrar talar [[swahili|Sonstiges]] och [[franska|Sonstiges]].

En av dem som väntar på [[Helsingfors-Vanda flygplats|Ort]] är [[Bahati Mwamba|Person]], [[44|Alter]], som själv kom till [[Borgå|Ort]] som kvotflykting [[2012|Zeitangabe]] och i dag arbetar som [[tolk|Sonstiges]]. – Första vintern trodde jag att solen hade gått sönder. Jag ska berätta för dem att den kommer tillbaka, säger [[han|Person]].

Staten ersätter kommunen för kostnaderna i fyra år. Enligt stadens beräkning blir det omkring [[190 000 euro|Zahl]] om året.

[[Finlands Röda Kors|Einrichtung]] avdelning i Ekenäs har samlat in vinterkläder till alla 30. – Vi har fått så många overaller att vi kunde klä en hel skola, säger [[Kristina Blomqvist|Person]], [[67|Alter]], som leder de frivilliga.

Den som vill bli stödperson kan skriva till [[integration@raseborg.example|Kontakt]].""",

# 12 silverskatt (Aakirkeby, Bornholm, Danmark)
"""Svensk turist hittade silverskatt på Bornholm

[[Lördag 15 augusti 2026|Zeitangabe]]

Det började med ett pip i [[metalldetektorn|Sonstiges]] på en nyskördad åker utanför [[Aakirkeby|Ort]]. Två dagar senare hade [[Bornholms Museum|Einrichtung]] grävt fram [[312|Zahl]] silvermynt från [[vikingatiden|Zeitangabe]].

Fyndet gjordes [[i söndags|Zeitangabe]] av [[Lennart Bengtsson|Person]], [[67|Alter]], från [[Höganäs|Ort]], som semestrade på ön med sin fru [[Agneta|Person]]. De hade tagit [[Ystad|Ort]]färjan med husbilen.

– Jag har letat i 20 år och mest hittat kapsyler och hästskor. När jag såg det första myntet trodde jag att det var en tiokrona, säger [[Bengtsson|Person]].

Han hade markägarens tillstånd, vilket krävs i Danmark. [[Lantbrukaren|Sonstiges]] [[Henning Ipsen|Person]] kom ut på åkern med kaffe när han hörde vad som hänt.

Skatten består av 248 arabiska [[dirhamer|Sonstiges]], 51 tyska och 13 engelska mynt. Det yngsta myntet är präglat omkring [[1040|Zeitangabe]], så skatten grävdes troligen ner i mitten av 1000-talet.

– Bornholm är fullt av sådana skatter, men det här är en av de största på tjugo år, säger [[museiinspektören Mette Kofoed|Person]] vid museet i [[Rønne|Ort]]. [[Kofoeds|Person]] kollegor har spärrat av platsen för att leta efter fler mynt.

Fyndet räknas som [[danefæ|Sonstiges]] och tillhör staten. [[Nationalmuseet|Einrichtung]] i [[Köpenhamn|Ort]] bestämmer hittelönen, som kan bli [[flera hundra tusen danska kronor|Zahl]]. [[Bengtsson|Person]] och [[Ipsen|Person]] har kommit överens om att dela den lika.

Mynten ställs ut på museet från [[oktober|Zeitangabe]]. Mer information finns på [[bornholmsmuseum.example/skatten|Kontakt]].""",
]

# Capitalised words that may sit inside a `Person` span without being a name of their own.
NOT_NAMES = frozenset({
    "Mrs", "Mdm", "Pharm", "DSP", "Judge", "Detective", "Constable", "Councilor",
    "Superintendent", "Kommunalrådet", "Mattelärare",
    "She", "Her", "His", "Hon", "Han",
})

SCHEME = Scheme(
    prefix="heldout13",
    labels=(
        "Person", "Ort", "Einrichtung", "Zeitangabe", "Alter", "Zahl", "Kontakt",
        "Kennung", "Sonstiges",
    ),
    person="Person",
    words=(170, 260),
    spans=(20, 28),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
