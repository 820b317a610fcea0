#!/usr/bin/env python3
"""Build and check the twenty-third pair of held-out corpora (heldout23_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0): to the extent
possible under law, the authors have waived all copyright and related rights to these
texts and to this builder. The texts are health, science and consumer news of the kind a
national daily's health and science pages and a consumer magazine print (a hospital
waiting list, a vaccine campaign, a rare-disease family, a university laboratory's
discovery, a climate study, astronomy, a product recall, a travel disruption, housing and
rent, a restaurant inspection, a sports injury and rehabilitation, a retirement home
inspection); all private people, quotations, addresses, e-mail addresses, URLs, handles,
phone numbers, case, complaint, patent, licence, report and reference numbers, amounts,
counts and small organisations are invented. Real public bodies, companies, platforms and
places are named as news would name them; what they do here is invented. Standard library
only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand. This pair's labels are transliterated Greek and lower case
(``prosopo``, ``topos``, ``foreas``, ``chronos``, ``ilikia``, ``arithmos``, ``epafi``,
``kodikos``, ``allo``).

    python3 bench/corpora/build_heldout23.py          # write both files, then check them
    python3 bench/corpora/build_heldout23.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, check_words, main

EN = [
# 1 hospital waiting list: long orthopaedic waits cut by a third (Tralee, Ireland)
"""[[University Hospital Kerry|foreas]] cuts its longest orthopaedic waits by a third

[[Tuesday 10 February 2026|chronos]]

[[TRALEE|topos]] — The number of patients waiting more than a year for a hip or knee replacement at [[University Hospital Kerry|foreas]] fell from [[1,240|arithmos]] to [[826|arithmos]] in the twelve months to January, a drop of a third, according to figures published [[yesterday|chronos]] by the [[National Treatment Purchase Fund (NTPF)|foreas]].

The hospital opened a second orthopaedic theatre last spring. Its [[clinical director of orthopaedics|allo]], [[Dr Fionnuala Breen|prosopo]], said the theatre added [[14|arithmos]] operations a week. "We used to cancel lists every winter for want of a bed. This winter we cancelled two," she said.

Waits are still long. [[Tadhg Moynihan, 71|prosopo]], a retired [[postman|allo]] from [[Castleisland|topos]], was referred for a new knee in [[March 2024|chronos]] and had the operation on [[26 January|chronos]], [[22 months|chronos]] later.

"The surgeon was brilliant. The waiting was the operation," he said.

The [[Health Service Executive|foreas]] said [[€3.2 million|arithmos]] of the €9.6 million it spent on orthopaedic lists in the south-west last year, a third, went to Kerry, and that [[312|arithmos]] patients had been sent to the private [[Bon Secours Hospital Tralee|foreas]] under the fund's scheme.

[[Breen|prosopo]] said the pre-operative clinic run by [[Sister Maureen O'Callaghan|prosopo]] had made the difference. "[[Maureen|prosopo]]'s nurses find the patients who are not fit for surgery weeks ahead, so we never lose a theatre slot," she said.

Patients can ask about their place on the list at [[ortho.kerry@hse.example|epafi]], quoting the reference on their letter, which begins [[UHK-ORT|kodikos]].""",

# 2 vaccine campaign: HPV vaccine taken to schools (Lautoka, Fiji)
"""Nurses take the [[HPV vaccine|allo]] to 48 schools in Fiji's west

[[Monday 2 March 2026|chronos]]

[[LAUTOKA|topos]] — Teams of nurses from [[Lautoka Hospital|foreas]] began a [[six-week|chronos]] campaign this morning to give the human papillomavirus vaccine to every girl aged [[nine to 14|ilikia]] in [[48|arithmos]] schools of the [[Western Division|topos]].

The [[Ministry of Health and Medical Services|foreas]] expects to reach [[11,500|arithmos]] girls, up from 9,200 in last year's campaign, a rise of 25 per cent. The doses were supplied by [[UNICEF|foreas]], and since the [[World Health Organization (WHO)|foreas]] now advises a single dose, each girl needs only one visit.

[[Sister Litia Naivalu|prosopo]], the division's immunisation coordinator, said the first team left at 7.30am for [[Natabua|topos]], where [[212|arithmos]] girls were vaccinated before lunch. "Last year some parents kept their daughters home because of rumours on [[Facebook|foreas]]. This year we went to the village meetings first," she said.

One of those meetings was in [[Lomolomo|topos]]. [[Salote Vakacegu|prosopo]], [[38|ilikia]], a market vendor whose [[aunt|allo]] died of [[cervical cancer|allo]], brought her daughter to the school gate herself. "I told [[Kelera|prosopo]] it is one small pinch against the sickness that took her grandmother's sister," she said.

[[Dr Praveen Chand|prosopo]], the hospital's medical superintendent, said the campaign would cost [[FJ$420,000|arithmos]], about FJ$36.50 a girl. [[Chand|prosopo]] said his own team would cover the schools around [[Ba|topos]] in the third week.

Parents with questions can write to [[hpv.west@health.example|epafi]].""",

# 3 rare-disease family: a boy with Niemann-Pick type C (Regina, Saskatchewan)
"""A [[Regina|topos]] boy, a binder of papers and a lab in India

[[Thursday 19 March 2026|chronos]]

[[REGINA|topos]] — When [[Levko Hrynchuk|prosopo]] began tripping over his own feet at [[four|ilikia]], his parents thought he was clumsy. [[Two years|chronos]] later a geneticist at [[Regina General Hospital|foreas]] gave them the name of a disease that strikes about one child in [[120,000|arithmos]]: [[Niemann-Pick disease type C|allo]].

[[Levko|prosopo]], now [[seven|ilikia]], is one of three children in [[Saskatchewan|topos]] known to have it, according to the [[Saskatchewan Health Authority|foreas]]. He takes [[miglustat|allo]], which costs about [[$9,000|arithmos]] a month, $108,000 a year; the province pays.

His mother, [[Marta Hrynchuk|prosopo]], a [[dental hygienist|allo]], keeps a binder of every paper written about the disease. The newest comes from the laboratory of [[Professor Anjali Rao|prosopo]] at the [[University of Hyderabad|foreas]], which is testing a compound that clears cholesterol from nerve cells in mice.

"I wrote to her at two in the morning, and [[she|prosopo]] answered before breakfast," [[Hrynchuk|prosopo]] said. "Nobody promises us anything. But somebody is working on it."

His [[aunt|allo]], [[Halyna Koval|prosopo]], started an online fundraiser in January that has raised [[$41,300|arithmos]] toward trips to a trial site in Toronto, 2,600 kilometres away, if a place comes up. The [[Canadian Organization for Rare Disorders (CORD)|foreas]] has put the family in touch with parents in two other provinces.

"[[Levko|prosopo]] still laughs at everything. We want to keep him laughing," [[Koval|prosopo]] said.

Friends who want to help can call [[306-555-0147|epafi]].""",

# 4 university lab: a compound that clears cholesterol from nerve cells (Hyderabad, India)
"""[[University of Hyderabad|foreas]] team finds a compound that helps mice with a rare disease

[[Wednesday 8 April 2026|chronos]]

[[HYDERABAD|topos]] — A compound made at the [[University of Hyderabad's|foreas]] [[Gachibowli|topos]] campus clears cholesterol from the nerve cells of mice with [[Niemann-Pick disease type C|allo]] and keeps them alive [[four weeks|chronos]] longer, researchers reported [[today|chronos]].

The compound, [[UH-417|allo]], was given to 40 mice. Treated mice lived [[15 weeks|chronos]] on average against 11 for untreated ones, and [[28|arithmos]] of the 40, or 70 per cent, could still walk a balance beam at ten weeks. The results appear in the [[Journal of Lysosomal Therapeutics|foreas]].

"It is a mouse, not a child. We say that first and last," said [[Professor Anjali Rao|prosopo]], who leads the laboratory. [[She|prosopo]] said the team had received more than 60 e-mails from families since a Canadian newspaper wrote [[last month|chronos]] about a Regina boy with the disease.

Most of the work was done by [[Sravani Kondapalli|prosopo]], [[27|ilikia]], a [[doctoral student|allo]] from [[Warangal|topos]], who made nine versions of the molecule for her thesis; only the last crossed the blood-brain barrier. "For eight months every batch failed. The ninth one I nearly threw away," [[Kondapalli|prosopo]] said.

The project is funded by a [[₹2.8 crore|arithmos]] grant from the [[Department of Biotechnology|foreas]], and the university has filed patent application [[202641018377|kodikos]]. [[Rao|prosopo]] said a safety study in a second species would take [[at least two years|chronos]].

Her colleague, [[Dr Imran Quadri|prosopo]], a neurologist at [[Nizam's Institute of Medical Sciences|foreas]], said that in his clinic patients are rarely diagnosed before [[ten|ilikia]].""",

# 5 climate study: hot nights tripled (Canberra, Australia)
"""Canberra's hot nights have tripled, [[ANU|foreas]] study finds

[[Thursday 21 May 2026|chronos]]

[[CANBERRA|topos]] — Nights on which the temperature in the capital never falls below [[20 °C|arithmos]] have become three times as common in a generation, a study by the [[Australian National University (ANU)|foreas]] published [[this week|chronos]] has found.

The city averaged [[2.1|arithmos]] such nights a year between [[1971 and 2000|chronos]] and [[6.3|arithmos]] a year between 2011 and 2025, according to readings from the [[Bureau of Meteorology|foreas]] station at the airport. Over the same period, summer admissions for heat stroke at [[Canberra Hospital|foreas]] in [[Garran|topos]] rose from 41 to [[97|arithmos]] a year.

"People in Canberra think of themselves as living somewhere cool. The nights are where that has changed," said the study's lead author, [[Associate Professor Mariana Teixeira|prosopo]], a [[climate scientist|allo]] who grew up in [[Belo Horizonte|topos]]. "Your body needs the night to recover. If it does not cool down, older people carry the heat into the next day."

The [[World Health Organization|foreas]] counts heat as the deadliest of weather hazards, and the team says cities inland are warming at night faster than the coast.

[[Kevin Dunstan|prosopo]], [[67|ilikia]], a retired [[bus driver|allo]] from [[Tuggeranong|topos]], spent two nights in hospital during the [[Black Summer|allo]] of 2019–20, when the city reached 44 °C. "The day I could handle. It was waking up at three in the morning soaked," he said.

[[Teixeira|prosopo]] said her team would send sensors into [[150|arithmos]] homes [[next summer|chronos]]. Households can volunteer at [[0491 570 156|epafi]] or [[hotnights.anu.example|epafi]].""",

# 6 astronomy: a teacher in Derry spots a nova (Derry, Northern Ireland)
"""[[Derry|topos]] teacher spots a new star from her back garden

[[Friday 16 October 2026|chronos]]

[[DERRY|topos]] — A [[primary school teacher|allo]] from the [[Waterside|topos]] has become the first amateur astronomer in [[Northern Ireland|topos]] to discover a nova, the sudden brightening of a dying star, after photographing the constellation of Cassiopeia from her back garden on [[Tuesday night|chronos]].

[[Gráinne McLaughlin, 52|prosopo]], took 120 exposures with a [[200mm|arithmos]] telescope between 11pm and 1am and noticed a point of light that had not been there in pictures she took [[a week earlier|chronos]]. She reported it to the [[Transient Name Server|foreas]], which gave it the designation [[AT 2026pxk|kodikos]].

The star was confirmed on Wednesday by [[Dr Tomasz Wierzbicki|prosopo]], an [[astronomer|allo]] at [[Armagh Observatory and Planetarium|foreas]], who found it had grown about [[10,000|arithmos]] times brighter than its usual glow. "It is faint now, but with binoculars from a dark field you can see it. That almost never happens," he said.

[[McLaughlin|prosopo]] has been observing for [[nine years|chronos]], since her [[son|allo]] was given a small telescope for his [[tenth|ilikia]] birthday. "He lost interest in a month. I never did," she said.

Members of the [[Foyle Stargazers|foreas]], the club she joined in [[2019|chronos]] at [[Ulster University's|foreas]] Magee campus, will hold a viewing at [[St Columb's Park|topos]] on [[Saturday evening|chronos]] if the sky is clear.

[[Wierzbicki|prosopo]] said observations would be posted at [[@armaghobs_nova|epafi]]. Bookings for the viewing are taken on [[07700 900382|epafi]].""",

# 7 consumer recall: power banks that overheat (Davao City, Philippines)
"""DTI orders recall of 18,400 [[VoltPal 20K|allo]] power banks after a fire in [[Buhangin|topos]]

[[Tuesday 9 June 2026|chronos]]

[[DAVAO CITY|topos]] — The [[Department of Trade and Industry (DTI)|foreas]] has ordered a Davao distributor to recall [[18,400|arithmos]] power banks sold online since [[October|chronos]], after one of them caught fire under a child's pillow in Buhangin [[last month|chronos]].

The VoltPal 20K, a [[20,000 mAh|arithmos]] battery pack sold for [[₱1,450|arithmos]] on [[Shopee|foreas]] and [[Lazada|foreas]], was imported by [[Bangkal Gadget Trading Corp.|foreas]]. Tests ordered by the DTI found that [[seven|arithmos]] of 20 samples overheated past 80 °C while charging.

[[Rowena Dumalagan-Lim|prosopo]], [[34|ilikia]], a [[call-centre agent|allo]], said her [[son|allo]], [[Jomar|prosopo]], was asleep when she smelled smoke at about 2am. "I pulled the pillow away and the bed was already burning. He had used it to charge his phone for his online classes," she said in [[Bisaya|allo]]. The Bureau of Fire Protection said the boy, [[eight|ilikia]], was unhurt.

Buyers will receive a full refund, which the department puts at up to [[₱26.7 million|arithmos]] if every unit comes back. [[Engineer Nestor Villaflor|prosopo]], the department's director for the Davao Region, said his office had agreed with the company to collect the units from [[Monday|chronos]] at a booth in [[SM Lanang|topos]].

"Do not throw them in the garbage. A swollen battery in a garbage truck is a second fire," [[Villaflor|prosopo]] said.

Owners can register for a refund at [[voltpal-recall.example|epafi]], quoting complaint number [[DTI-XI-2026-0731|kodikos]].""",

# 8 travel disruption: a landslip closes the Brighton Main Line (Brighton, England)
"""Landslip shuts the [[Brighton Main Line|topos]] for nine days, including Pride weekend

[[Monday 27 July 2026|chronos]]

[[BRIGHTON|topos]] — No trains will run between [[Brighton|topos]] and [[Haywards Heath|topos]] until [[Sunday 2 August|chronos]] after a cutting collapsed onto the tracks near [[Preston Park|topos]] early on [[Saturday|chronos]], [[Network Rail|foreas]] said [[yesterday|chronos]].

About [[2,000 tonnes|arithmos]] of chalk and soil slid down the bank after a month's rain fell in two days. Engineers expect to need the full [[nine days|chronos]], from Saturday to Sunday week, to stabilise the slope.

[[Southern|foreas]] and [[Thameslink|foreas]] are running replacement buses every ten minutes, adding about [[45 minutes|chronos]] to a journey to London. The closure covers [[Brighton Pride|allo]], which last year brought about [[300,000|arithmos]] visitors to the city.

[[Priya Raghunathan|prosopo]], a [[theatre nurse|allo]] at a hospital in London, commutes from [[Hove|topos]] on a season ticket costing [[£5,904|arithmos]] a year. "Nine days is about £145 of a ticket I can't use, and I still have to be in theatre at 7.30," she said.

Passengers can claim through [[Delay Repay|allo]], quoting their ticket number. [[Councillor Imogen Achterberg|prosopo]], the [[Brighton & Hove City Council|foreas]] member for transport, said she would ask the operators to add late buses on the Pride nights.

"We have more than half a million people in the city that weekend and one road to London," [[Achterberg|prosopo]] said.

Travellers can follow updates at [[@BHPrideTravel|epafi]] or call the council's Pride line on [[07700 900417|epafi]]. The incident is logged by Network Rail as [[NR-SX-2607-0113|kodikos]].""",

# 9 housing and rent: a 25 per cent rent rise on Regent Street (Fredericton, New Brunswick)
"""Tenants of a [[Regent Street|topos]] building fight a 25 per cent rent rise

[[Wednesday, Sept. 2, 2026|chronos]]

[[FREDERICTON|topos]] — Tenants of [[36|arithmos]] apartments on Regent Street have filed a joint complaint with the [[Residential Tenancies Tribunal|foreas]] after their landlord raised the rent on two-bedroom units from [[$1,240|arithmos]] to [[$1,550|arithmos]] a month, a rise of 25 per cent.

The building was bought in [[March|chronos]] by [[St. John River Holdings Ltd.|foreas]], which says it has spent [[$1.8 million|arithmos]] on new windows and a heating system. New Brunswick law lets tenants ask the tribunal to review any increase it considers unreasonable.

[[Rania Al-Hamwi|prosopo]], [[44|ilikia]], came to [[Canada|topos]] from [[Homs|topos]] with her [[husband|allo]] and three children in 2017 and has lived in the building for [[eight years|chronos]]. "We pay $310 more every month from [[October|chronos]]. That is the school shoes, the bus passes and the phone," she said.

A neighbour, [[Cheryl Paul|prosopo]], a [[Wolastoqey|allo]] [[child-care worker|allo]], said she had looked at 14 other apartments. "Everything under $1,500 was gone by the time I called," [[Paul|prosopo]] said.

The city's vacancy rate was [[1.1 per cent|arithmos]] last year, according to the [[Canada Mortgage and Housing Corporation (CMHC)|foreas]]. The [[New Brunswick Coalition for Tenants Rights|foreas]] says it has helped 212 households file complaints this year.

The company's property manager, [[Derek Lounsbury|prosopo]], said the old rents "did not cover the cost of the building" and that his company would send every tenant a breakdown of the work. The tribunal has set a hearing for [[Tuesday, Sept. 22|chronos]] under file [[RTT-2026-04417|kodikos]]. Tenants can reach their association at [[506-555-0132|epafi]].""",

# 10 food inspection: restaurants sealed in Gulberg (Lahore, Pakistan)
"""[[Punjab Food Authority|foreas]] seals 17 restaurants in a week on and around [[MM Alam Road|topos]]

[[Saturday 14 November 2026|chronos]]

[[LAHORE|topos]] — Inspectors from the [[Punjab Food Authority (PFA)|foreas]] visited [[140|arithmos]] restaurants in [[Gulberg|topos]] in the seven days to [[Friday|chronos]] and sealed 17 of them, about one in eight, the authority said today. Fines imposed on another 52 came to [[Rs 2.6 million|arithmos]].

Most of the kitchens sealed had rats, open drains or meat kept without refrigeration, the PFA said. Two were found using [[monosodium glutamate|allo]], which has been banned in the province since [[January 2019|chronos]].

"The dining room had marble floors and a chandelier. The kitchen had a drain with rats in it," said [[Ayesha Rana|prosopo]], the PFA's [[deputy director of operations|allo]], who led her team on [[Wednesday night|chronos]]. "Customers see the front. We see the back."

[[Lahori Tikka House|foreas]], one of the sealed restaurants, reopened on [[Thursday|chronos]] after paying a fine of [[Rs 150,000|arithmos]] and cleaning its kitchen. Its owner, [[Mian Khurram Butt|prosopo]], [[61|ilikia]], said his family had served [[nihari|allo]] on the road since [[1987|chronos]]. "One night's inspection and thirty-nine years of reputation is in the newspaper," he said in [[Punjabi|allo]].

A customer, [[Zainab Qureshi|prosopo]], a [[software engineer|allo]], said she had reported the restaurant on the authority's app after finding a hair in her daal. "I thought nobody would read it," [[Qureshi|prosopo]] said.

The owner's licence, [[PFA/LHR/GUL/2019/4471|kodikos]], was restored on condition of a second visit within [[30 days|chronos]]. Complaints can be sent to [[complaints@pfa.example|epafi]].""",

# 11 sports injury: a midfielder's torn ligament (Enugu, Nigeria)
"""[[Rangers|foreas]] midfielder faces nine months out after tearing his [[anterior cruciate ligament|allo]]

[[Tuesday 12 May 2026|chronos]]

[[ENUGU|topos]] — [[Rangers International|foreas]] midfielder [[Chukwuemeka Nwosu|prosopo]] will miss the rest of the season and much of the next after tearing a knee ligament against [[Kano Pillars|foreas]] at the [[Nnamdi Azikiwe Stadium|topos]] on [[Saturday|chronos]].

[[Nwosu|prosopo]], [[22|ilikia]], went down without a tackle in the 63rd minute of the 1–1 draw. A scan on Monday at the [[University of Nigeria Teaching Hospital (UNTH)|foreas]] in [[Ituku-Ozalla|topos]] confirmed a full tear. He will have surgery there on Thursday.

The club's [[head of medical services|allo]], [[Dr Obinna Ezeh|prosopo]], said rehabilitation would take about [[nine months|chronos]], which would put the player's return in [[February 2027|chronos]]. "The first six weeks are about walking straight. Football comes in month six, if we are lucky," he said.

The club will pay the [[₦4.8 million|arithmos]] bill, [[₦3.2 million|arithmos]] for surgery and the rest for rehabilitation with the physiotherapist [[Mrs Adaeze Okafor|prosopo]] at the club's gym.

Born in [[February 2004|chronos]], [[Nwosu|prosopo]] joined Rangers at 17 from an academy in Nsukka and has scored nine goals in 61 league games. His [[mother|allo]], who sells fabrics at [[Ogbete Main Market|topos]], was at the stadium.

"[[Emeka|prosopo]] cried on the stretcher, but not because of the pain. He was thinking of the [[Nigeria Professional Football League|foreas]] table," [[Okafor|prosopo]] said. "I told him in Igbo: a knee heals, a head must stay strong."

Supporters have sent messages to his account, [[@emeka_nwosu8|epafi]].""",

# 12 retirement home inspection: a rest home's certification cut to a year (Whanganui, New Zealand)
"""[[Whanganui|topos]] rest home given one year to fix overheated rooms and short night staffing

[[Wednesday 25 November 2026|chronos]]

[[WHANGANUI|topos]] — A rest home in [[Aramoho|topos]] has had its certification cut from the usual [[three years|chronos]] to one after auditors found that [[nine|arithmos]] of its [[31|arithmos]] standards were not met, including night staffing and room temperatures.

The audit of [[Riverbend Lodge|foreas]], which houses [[46|arithmos]] residents, was carried out in September for [[HealthCERT|foreas]], the certification unit of [[Manatū Hauora – Ministry of Health|foreas]]. Its report, [[HC-2026-0913|kodikos]], was published on Monday.

Auditors found that on four nights only one caregiver was on duty for two wings, and that rooms on the western side reached [[31 °C|arithmos]] in [[February|chronos]]. The report cites a study by the [[Australian National University (ANU)|foreas]] on older people's health after hot nights.

[[Hinemoa Tapsell|prosopo]], whose [[father|allo]], [[Wiremu|prosopo]], [[88|ilikia]], has lived at the home since 2022, said [[she|prosopo]] complained twice last summer. "Dad told me, 'They are good girls, they are just too few.' He was right on both counts," [[Tapsell|prosopo]] said.

The home's [[nurse manager|allo]], [[Joy Abalos|prosopo]], who trained in [[Iloilo|topos]], said her staff had fitted ceiling fans and that a second night caregiver had been hired from [[1 October|chronos]]. "We did not argue with any finding," [[Abalos|prosopo]] said.

[[Age Concern Whanganui|foreas]] has asked for a public meeting. Families can contact the home at [[manager@riverbendlodge.example|epafi]].""",
]

SV = [
# 1 vårdköer: ortopedkön på Danderyds sjukhus krymper men är fortfarande lång (Danderyd)
"""[[Danderyds sjukhus|foreas]] kortar höftkön – men [[1 400|arithmos]] patienter väntar fortfarande

Publicerad [[onsdag 14 januari 2026 kl. 06.30|chronos]]

[[DANDERYD|topos]]: Kön till ortopedkliniken vid Danderyds sjukhus har krympt från 1 900 till 1 400 patienter sedan [[i våras|chronos]]. Ändå har 644 av dem, eller [[46 procent|arithmos]], väntat längre än vårdgarantins [[90 dagar|chronos]].

– Vi opererar nu även på lördagar, men vi hinner inte ikapp den kö som byggdes upp under [[2024|chronos]], säger [[verksamhetschefen Oskar Lindblad|prosopo]].

[[Han|prosopo]] räknar med att kön ska vara under 1 000 till midsommar.

En av dem som väntar är [[Marjatta Heikkinen, 77|prosopo]], från [[Enebyberg|topos]]. Hon har svår [[artros|allo]] i höften och fick sin remiss i [[augusti|chronos]].

– Jag har ont varje natt och kan inte gå till affären. Min [[dotter|allo]] handlar åt mig, säger den före detta [[busschauffören|allo]].

Enligt [[Region Stockholms|foreas]] statistik kostar en operation som köps av en privat klinik [[95 000 kronor|arithmos]]. Regionen har köpt [[300|arithmos]] sådana operationer för i år, för sammanlagt [[28,5 miljoner kronor|arithmos]].

[[Patientnämnden|foreas]] har fått [[62|arithmos]] klagomål om väntetiderna sedan årsskiftet, och tre av dem har skickats vidare till [[Inspektionen för vård och omsorg (IVO)|foreas]].

[[Heikkinen|prosopo]] har själv skrivit till myndigheten. Hennes ärende har diarienummer [[3.5.1-04417/2026|kodikos]].

– Jag vill inte klaga på personalen. De springer hela dagarna. Men någon har bestämt att jag ska vänta, säger hon.

Den som har väntat längre än vårdgarantin kan ringa vårdgarantikansliet på [[08-46 50 04 17|epafi]].""",

# 2 vaccinationskampanj: gratis TBE-vaccin till alla i kommunen (Askersund)
"""Gratis vaccin mot [[TBE|allo]] lockade över tusen till vårdcentralen i [[Askersund|topos]]

[[Tisdag 17 mars 2026|chronos]]

[[ASKERSUND|topos]]: Över [[1 100|arithmos]] personer vaccinerade sig mot [[fästingburen hjärninflammation|allo]] under kampanjens första helg, [[lördagen och söndagen den 14–15 mars|chronos]]. Det är fler än [[Region Örebro län|foreas]] hade räknat med.

Regionen erbjuder sedan i år kostnadsfri vaccination till alla över [[tre år|ilikia]] som bor i [[Askersunds kommun|foreas]], där smittade fästingar är vanliga runt norra [[Vättern|topos]].

Förra året konstaterades [[14|arithmos]] fall av TBE i länet, dubbelt så många som 2024, då sju fall rapporterades.

– Det här är en sjukdom som kan ge bestående skador på hjärnan. Tre doser ger ett bra skydd i [[tre till fem år|chronos]], säger [[smittskyddsläkaren Nadia El-Amin|prosopo]]. Hon fick själv sjukdomen som student.

En dos av vaccinet [[TicoVac|allo]] kostar annars omkring [[400 kronor|arithmos]] på privata mottagningar. För en familj på fyra blir grundskyddets tre doser [[4 800 kronor|arithmos]].

[[Sami Qureshi|prosopo]] kom med sina två [[döttrar|allo]], [[sex|ilikia]] och [[nio år|ilikia]]. Han är [[jordgubbsodlare|allo]] i [[Olshammar|topos]] och plockar fästingar från sig själv varje vecka.

– Vi bor mitt i skogen, och barnen leker i gräset hela sommaren. Nu slipper jag ligga vaken och oroa mig, säger [[Qureshi|prosopo]].

Nästa vaccinationstillfälle är [[lördagen den 11 april|chronos]] mellan kl. 10 och 15. Tider bokas på [[regionorebrolan.example/tbe|epafi]] eller på telefon [[070-1740 634|epafi]]. Den som bokar får ett bokningsnummer, till exempel [[ASK-0411-218|kodikos]], som ska visas upp vid entrén.""",

# 3 sällsynt sjukdom: en sexåring med SMA och hennes familj på Sällsynta dagen (Skurup)
"""[[Mila|prosopo]] tar sin medicin med en spruta varje morgon – familjen i [[Skurup|topos]] vill hjälpa andra

[[Lördag 28 februari 2026|chronos]]

[[SKURUP|topos]]: Klockan är 07.15 när [[Dunja Petrović|prosopo]] drar upp [[5 mg|arithmos]] av den jordgubbssmakande medicinen [[Evrysdi|allo]] i en munspruta. Dottern [[Mila|prosopo]], [[sex år|ilikia]], har [[spinal muskelatrofi|allo]], en sjukdom som varje år upptäcks hos omkring tolv barn i Sverige.

– När hon fick diagnosen som [[ettåring|ilikia]] sa läkarna att hon kanske aldrig skulle kunna sitta själv. I dag går hon tio steg med rollator, säger [[Petrović|prosopo]]. Hon är [[undersköterska|allo]] i Trelleborg.

Behandlingen kostar omkring [[2,6 miljoner kronor|arithmos]] om året, drygt 7 100 kronor om dagen, och betalas av [[Region Skåne|foreas]]. Innan den godkändes deltog [[Mila|prosopo]] i en läkemedelsstudie med nummer [[2021-004512-33|kodikos]] vid [[Skånes universitetssjukhus|foreas]] i Lund.

– [[Milas|prosopo]] muskler har blivit starkare för varje månad, säger [[överläkaren Björn Andersson Zhou|prosopo]]. Han har följt henne sedan diagnosen.

Pappa [[Emil Sjöstrand|prosopo]] är aktiv i [[Riksförbundet Sällsynta diagnoser|foreas]], som på [[Sällsynta dagen|allo]] [[i dag|chronos]] samlar familjer i [[Malmö|topos]].

– Vi har haft tur. Många familjer vi träffar har barn med diagnoser som inte har något läkemedel alls, säger [[han|prosopo]].

Familjen berättar om vardagen på Instagramkontot [[@milasmamma|epafi]], som har 8 300 följare.""",

# 4 forskningsfynd: en bakterie från havsbotten vid Askö hämmar MRSA (Trosa)
"""Bakterie från havsbotten utanför [[Trosa|topos]] dödar resistenta stafylokocker i labbet

[[Tisdag 21 april 2026|chronos]]

[[TROSA|topos]]: En bakterie som forskare vid [[Stockholms universitet|foreas]] har hittat i bottenslammet utanför [[Askö|topos]] i Trosa skärgård bildar ett ämne som dödar [[MRSA|allo]] i provrör. Fyndet publiceras [[i dag|chronos]] i tidskriften [[Nordic Journal of Marine Microbiology|foreas]].

Forskarna odlade [[2 400|arithmos]] bakteriestammar från [[36|arithmos]] bottenprover som togs vid [[Askölaboratoriet|foreas]] under [[hösten 2024|chronos]]. Bara en stam, som fått arbetsnamnet [[Askö-17|allo]], hämmade alla de [[40|arithmos]] MRSA-stammar som testades.

– Vi letade efter en nål i en höstack, och den låg tolv meter under ytan, säger [[docent Amira Selimović|prosopo]], [[mikrobiolog och studiens försteförfattare|allo]].

Hon kom till Sverige från [[Tuzla|topos]] som [[femåring|ilikia]] och har arbetat med projektet i [[fyra år|chronos]].

[[Selimović|prosopo]] betonar att det kan dröja [[tio år|chronos]] innan ett läkemedel finns, om det alls blir något.

[[Professor Tuomas Rantanen|prosopo]] vid [[Karolinska institutet|foreas]], som inte har deltagit i studien, kallar fyndet lovande men tidigt.

– Vi har sett många ämnen som fungerar i provrör och sedan visar sig vara giftiga i kroppen. Nästa steg blir försök på möss, säger han.

Studien har fått [[4,5 miljoner kronor|arithmos]] från [[Vetenskapsrådet|foreas]]. Universitetet har lämnat in en patentansökan med nummer [[2650321-7|kodikos]].

Frågor om studien besvaras av [[amira.selimovic@su.example|epafi]].""",

# 5 klimatstudie: en pensionerad banvakts isanteckningar i en SMHI-studie (Ockelbo)
"""Isen på [[Testeboån|topos]] går upp 19 dagar tidigare än på 1970-talet

[[Torsdag 7 maj 2026|chronos]]

[[OCKELBO|topos]]: I [[58 år|chronos]] har [[Bengt-Åke Nordin|prosopo]] skrivit upp vilken dag isen går upp på Testeboån nedanför sitt hus i [[Åmot|topos]]. Nu har hans anteckningar blivit en del av en klimatstudie från [[SMHI|foreas]].

Studien bygger på [[41|arithmos]] privata isserier från [[Norrland|topos]] och [[Svealand|topos]]. Den visar att islossningen i genomsnitt kommer [[19 dagar|chronos]] tidigare i dag än under 1970-talet. I Åmot har den flyttat från slutet av april till början av månaden.

– Jag började som [[tjugoåring|ilikia]], när jag var [[banvakt|allo]] vid [[SJ|foreas]]. Då skrev jag mest för att jag tyckte om siffror, säger [[Nordin|prosopo]], som fyllde [[78 år|ilikia]] i januari.

Enligt studien har medeltemperaturen i april stigit med [[2,1 grader|arithmos]] sedan 1970.

[[Klimatologen Hanna Lindroos|prosopo]] på [[SMHI|foreas]] säger att de privata serierna har fyllt stora luckor.

– Våra mätstationer är för få i inlandet. Ett anteckningsblock på en köksbänk i Åmot kan vara lika värdefullt som en station, säger [[hon|prosopo]].

Studien är gjord tillsammans med [[Uppsala universitet|foreas]] och har fått [[3,2 miljoner kronor|arithmos]] från [[Formas|foreas]]. Rapporten heter [[”Isen som gick”|allo]] och har nummer [[Klimatologi 2026:14|kodikos]].

[[Nordin|prosopo]] tänker fortsätta.

– Så länge benen bär går jag ner till ån varje morgon i april, säger han.

Den som har egna isanteckningar kan skicka dem till [[isserier@smhi.example|epafi]].""",

# 6 rymd: en svamplockare hittar en järnmeteorit vid Frösjön (Gnesta)
"""Svamplockare i [[Gnesta|topos]] hittade en meteorit – [[4,2 kilo|arithmos]] järn från rymden

[[Fredag 9 oktober 2026|chronos]]

[[GNESTA|topos]]: När [[Lovisa Mwangi Ek|prosopo]] plockade kantareller i skogen vid [[Frösjön|topos]] [[i september|chronos]] sparkade hon på en sten som inte gav med sig. Nu har [[Naturhistoriska riksmuseet|foreas]] bekräftat att stenen är en järnmeteorit.

– Den var tung som ett strykjärn fast den inte var större än en knytnäve. Jag bar hem den i svampkorgen, säger [[Mwangi Ek|prosopo]], [[34|ilikia]], som är [[förskollärare|allo]] i Gnesta.

Meteoriten kommer sannolikt från det eldklot som hundratals personer rapporterade till [[Svenska meteornätverket|foreas]] [[fredagen den 14 augusti|chronos]] klockan [[23.08|chronos]].

Forskare vid [[Stockholms universitet|foreas]] har räknat ut banan från filmer som tagits med mobiltelefoner och övervakningskameror.

– Den har sannolikt färdats runt solen i hundratals miljoner år innan den landade i en svampskog i [[Södermanland|topos]], säger [[geologen Oliwia Zając|prosopo]].

Analysen visar [[91 procent|arithmos]] järn och [[8 procent|arithmos]] nickel. Den sista procenten är spårämnen som [[Zając|prosopo]] och hennes kolleger ska undersöka under [[vintern|chronos]].

Meteoriten har fått nummer [[NRM 2026-0451|kodikos]] i museets register och ska anmälas till [[Meteoritical Society|foreas]] under namnet [[Frösjön|allo]].

Den tillhör markägaren, [[Gnesta kommun|foreas]], som har bestämt att den ska visas på [[Gnesta bibliotek|topos]] från [[lördagen den 17 oktober|chronos]].""",

# 7 återkallad produkt: elektriska värmefiltar som kan börja glöda (Vingåker)
"""Värmefilt kan börja glöda – [[3 200|arithmos]] återkallas

[[Onsdag 25 november 2026|chronos]]

[[VINGÅKER|topos]]: Företaget [[Sörmlandsvärme AB|foreas]] återkallar [[3 200|arithmos]] elektriska värmefiltar av modellen [[Nattvärme 150|allo]] sedan två filtar har börjat glöda i sömmarna. [[Elsäkerhetsverket|foreas]] har tagit emot båda anmälningarna.

Filtarna såldes mellan [[september 2025|chronos]] och [[oktober 2026|chronos]] för [[899 kronor|arithmos]] styck, i företagets nätbutik och via [[CDON|foreas]], sammanlagt för knappt [[2,9 miljoner kronor|arithmos]]. De berörda filtarna har artikelnummer [[7350112-04418|kodikos]].

– Filten låg i min sons säng. Vi hade tur att han sov över hos en kompis, säger [[Kenneth Aho|prosopo]], [[54|ilikia]], i [[Högsjö|topos]], som kände brandlukten [[en lördag i oktober|chronos]]. Han är [[deltidsbrandman|allo]] och vet vad som kunde ha hänt.

[[Sörmlandsvärmes|foreas]] [[vd|allo]] [[Thi Lan Nguyen|prosopo]] beklagar.

– Felet sitter i en kontakt från en underleverantör i [[Kina|topos]]. Alla kunder får tillbaka pengarna, även de som inte har kvar kvittot, säger hon.

Tidningen [[Råd & Rön|foreas]] testade filten [[i våras|chronos]] och gav den betyget [[3 av 5|arithmos]], men upptäckte inte felet. Filten har tre värmelägen och en timer och såldes i grått och mörkblått.

Den som har en filt ska dra ur sladden och sluta använda den. Kunder kan ringa [[070-1740 612|epafi]] eller mejla [[retur@sormlandsvarme.example|epafi]].""",

# 8 trafikstörning: stormen fällde träd över Stångådalsbanan (Kisa)
"""Träd över spåret – inga tåg mellan Linköping och [[Kisa|topos]] förrän [[på onsdag|chronos]]

[[Måndag 14 december 2026|chronos]]

[[KISA|topos]]: Stormen [[Fredrik|allo]] fällde [[natten till söndag|chronos]] över [[70|arithmos]] träd över [[Stångådalsbanan|topos]] mellan [[Linköping|topos]] och Kisa. [[Trafikverket|foreas]] räknar med att banan är öppen igen [[onsdag morgon|chronos]].

Under tiden går ersättningsbussar som [[Östgötatrafiken|foreas]] har beställt. Resan tar 85 minuter mot tågets 50. En vanlig vardag åker omkring [[1 300|arithmos]] resenärer sträckan.

– Bussen var full redan i [[Rimforsa|topos]], så jag kom en timme för sent till mitt pass, säger [[Sanna Jovanović|prosopo]], [[29|ilikia]]. Hon är [[sjuksköterska|allo]] på [[Universitetssjukhuset i Linköping|foreas]] och pendlar varje dag.

Vindbyarna nådde [[29 meter per sekund|arithmos]] i södra [[Östergötland|topos]], enligt [[SMHI|foreas]].

– Vi ser inte fler stormar än förr. Men när vintrarna blir mildare står marken blöt och ofrusen, och då faller granarna lättare, säger [[klimatologen Hanna Lindroos|prosopo]].

[[Lindroos|prosopo]] tror att fler banor genom skog kommer att drabbas de närmaste åren.

[[Trafikverket|foreas]] har gett störningen ärendenummer [[TRV 2026/148312|kodikos]]. Resenärer som har blivit mer än 20 minuter försenade kan begära ersättning på [[ostgotatrafiken.example/forsening|epafi]].

– Jag får tillbaka 65 kronor för en resa som jag betalade med månadskortet. Det täcker inte vad jag förlorar, säger [[Jovanović|prosopo]].""",

# 9 hyror: det kommunala bostadsbolaget höjer hyrorna med 4,8 procent (Forshaga)
"""Hyrorna i [[Forshaga|topos]] höjs med [[4,8 procent|arithmos]] – högst i länet i år

[[Fredag 30 januari 2026|chronos]]

[[FORSHAGA|topos]]: Efter tre förhandlingsrundor är det klart att hyrorna hos det kommunala bostadsbolaget [[Forshagabostäder|foreas]] höjs med 4,8 procent från [[den 1 april|chronos]]. Bolaget hade begärt 7,5 procent och [[Hyresgästföreningen|foreas]] hade erbjudit 3.

För en trea på 78 kvadratmeter som i dag kostar [[7 900 kronor|arithmos]] i månaden blir hyran [[379 kronor|arithmos]] högre, alltså 8 279 kronor.

Bolaget äger [[1 240|arithmos]] lägenheter, de flesta byggda på 1960- och 1970-talen, och nästan alla ska få nya stammar inom tio år.

– Räntorna och elpriset har ätit upp våra marginaler, och vi har [[62 miljoner kronor|arithmos]] i eftersatt underhåll, säger [[vd:n Ulrika Sandahl|prosopo]]. Hon har lett bolaget i sex år.

[[Hyresgästföreningens|foreas]] [[förhandlare|allo]] [[Mehmet Yıldız|prosopo]] säger att höjningen är den högsta i [[Värmland|topos]] i år.

– Många av våra medlemmar här är [[pensionärer|allo]] med [[garantipension|allo]]. För dem är 379 kronor en veckas mat, säger [[han|prosopo]].

[[Gunvor Ljungqvist|prosopo]], [[81|ilikia]], har bott på [[Klarälvsvägen|topos]] sedan [[1974|chronos]].

– Jag tänker inte flytta nu heller. Men jag får säga upp [[NWT|foreas]], som jag har prenumererat på i [[femtio år|chronos]], säger hon.

Förhandlingsprotokollet har nummer [[FB 2026-017|kodikos]]. Hyresgäster med frågor kan mejla [[forshaga@hyresgastforeningen.example|epafi]].""",

# 10 restauranginspektion: varmt kött och extra kontrollavgift före midsommar (Säter)
"""Kött i [[14 grader|arithmos]] – restaurang i [[Säter|topos]] får betala extra avgift

[[Torsdag 18 juni 2026|chronos]]

[[SÄTER|topos]]: Vid en oanmäld kontroll [[tisdagen den 9 juni|chronos]] hittade kommunens livsmedelsinspektörer kött som förvarades i 14 grader i stället för högst 8 grader på [[Restaurang Saffran|foreas]] vid [[Rådhustorget|topos]].

Restaurangen får betala en extra kontrollavgift på [[2 850 kronor|arithmos]], vilket motsvarar tre timmar à 950 kronor.

– Kylen gick sönder på natten och vi märkte det inte förrän vid lunch. Nu har vi köpt en ny för [[32 000 kronor|arithmos]], säger [[ägaren Parisa Karimi|prosopo]].

Hon öppnade restaurangen [[2019|chronos]] efter tio år som [[kock|allo]] i [[Borlänge|topos]] och serverar [[persisk|allo]] mat. Gästerna ger den i snitt [[4,6 av 5|arithmos]] på [[Google|foreas]].

Inspektörerna i [[Säters kommun|foreas]] gjorde [[412|arithmos]] kontroller förra året. [[37|arithmos]] av dem ledde till en extra kontroll, alltså nio procent.

– Det är vanligt före [[midsommar|allo]]. Många ställen kör för fullt och kylarna orkar inte med värmen, säger [[miljöinspektören Sofia Nyström|prosopo]]. Hon säger att köttet slängdes på plats och att ingen gäst blev sjuk.

[[Livsmedelsverket|foreas]] vill att alla kontrollrapporter ska vara offentliga på nätet från 2028.

Kontrollrapporten har ärendenummer [[MHN 2026-0318|kodikos]] och finns på [[sater.example/livsmedel|epafi]].

– Vi har inget att dölja. Gästerna får gärna läsa den, säger [[Karimi|prosopo]], som har öppet som vanligt på [[midsommarafton|allo]].""",

# 11 idrottsskada: en fotbollsspelare tillbaka efter en korsbandsskada (Älmhult)
"""Efter [[278 dagar|chronos]] var [[Hawa Kamara|prosopo]] tillbaka på planen

[[Lördag 16 januari 2027|chronos]]

[[ÄLMHULT|topos]]: Det tog nio minuter in i träningsmatchen [[i går|chronos]] innan [[Hawa Kamara, 22|prosopo]], gjorde sitt första mål sedan korsbandsskadan.

[[Älmhults IF:s|foreas]] [[mittfältare|allo]] skadade knät i premiären [[söndagen den 12 april|chronos]] och opererades tre veckor senare på [[Centrallasarettet i Växjö|foreas]].

– Jag hörde en smäll och förstod direkt. Det värsta var inte smärtan utan att veta att säsongen var slut, säger [[Kamara|prosopo]], vars [[föräldrar|allo]] kom till Sverige från [[Sierra Leone|topos]].

Under rehabiliteringen har hon tränat fem dagar i veckan med [[fysioterapeuten Jonas Wikström|prosopo]] och jobbat halvtid på [[IKEA of Sweden|foreas]].

– De första sex veckorna handlade om att kunna böja knät [[90 grader|arithmos]]. Hon gjorde aldrig mindre än programmet, säger [[han|prosopo]].

Enligt en studie från [[Linköpings universitet|foreas]] löper kvinnliga fotbollsspelare [[tre gånger|arithmos]] så hög risk som män att skada [[främre korsbandet|allo]]. Klubben använder nu uppvärmningsprogrammet [[Knäkontroll|allo]] i alla sina [[14|arithmos]] lag.

[[Kamara|prosopo]] har berättat om rehabiliteringen för sina [[5 600|arithmos]] följare på [[@hawakamara9|epafi]] under hashtaggen [[#tillbakapåplanen|allo]].

– Jag ville visa att det går att komma tillbaka, och att man inte behöver göra det ensam, säger hon.

Seriepremiären spelas i [[april|chronos]], och tränaren räknar med att hon är med från start.""",

# 12 äldreboende: IVO kritiserar larmtiderna på ett äldreboende (Surahammar)
"""[[IVO|foreas]] kritiserar äldreboende i [[Surahammar|topos]] – larmen besvarades för sent

[[Tisdag 3 november 2026|chronos]]

[[SURAHAMMAR|topos]]: [[Inspektionen för vård och omsorg|foreas]] riktar allvarlig kritik mot [[Surahammars kommun|foreas]] efter en oanmäld inspektion på [[Gjutargårdens äldreboende|foreas]] [[natten till den 15 september|chronos]].

Under en vecka i september dröjde det i genomsnitt [[23 minuter|chronos]] innan personalen kom när de boende larmade. Kommunens eget mål är tio minuter. Av [[186|arithmos]] larm besvarades [[71|arithmos]] inom målet, alltså [[38 procent|arithmos]].

På natten arbetar tre undersköterskor för 42 boende på två våningar.

– Min [[mamma|allo]] låg på golvet i 40 minuter i augusti. Hon har [[demens|allo]], talar numera bara [[finska|allo]] och kan inte ropa på hjälp, säger [[Tiina Mäkelä|prosopo]], vars mor [[Aili Mäkelä, 91|prosopo]], har bott på [[Gjutargården|foreas]] i fyra år. Hon besöker sin mor varje dag.

[[Kommunals|foreas]] [[skyddsombud|allo]] [[Emina Delić|prosopo]] säger att förbundet har varnat för nattbemanningen sedan [[våren 2025|chronos]].

– Vi skrev till kommunen tre gånger. Ingen svarade, säger hon.

[[Socialchefen Peter Åkesson|prosopo]] lovar fyra nya tjänster på natten.

– De börjar i januari och kostar [[2,2 miljoner kronor|arithmos]] om året, 550 000 kronor per tjänst. Vi borde ha gjort det tidigare, säger [[han|prosopo]].

[[IVO|foreas]] kräver att kommunen redovisar vad den har gjort senast [[den 1 februari 2027|chronos]]. Beslutet har diarienummer [[3.5.1-31877/2026|kodikos]].""",
]

# Capitalised words that may sit inside a `prosopo` span without being a name of their own.
NOT_NAMES = frozenset({
    "Sister", "Professor", "Associate", "Engineer", "Councillor", "Mrs", "Mian",
    "She", "He",

    "Han", "Hon", "Professor", "Klimatologen", "Socialchefen",
})

SCHEME = Scheme(
    prefix="heldout23",
    labels=(
        "prosopo", "topos", "foreas", "chronos", "ilikia", "arithmos", "epafi", "kodikos",
        "allo",
    ),
    person="prosopo",
    words=(180, 260),
    spans=(22, 28),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    check_words(EN, SV)
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
