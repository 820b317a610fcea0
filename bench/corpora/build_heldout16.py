#!/usr/bin/env python3
"""Build and check the sixteenth pair of held-out corpora (heldout16_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0): to the extent
possible under law, the authors have waived all copyright and related rights to these
texts and to this builder. The texts are local and regional news articles; all private
people, quotations, addresses, e-mail addresses, URLs, phone numbers, case, reference,
police-report and registration numbers, amounts, counts and small organisations are
invented. Real public bodies, companies and places are named as news would name them; what
they do here is invented. Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand. This pair's labels are Italian and lower case, with their accents
(``nominativo``, ``luogo``, ``ente``, ``quando``, ``età``, ``quantità``, ``recapito``,
``codice``, ``varie``).

    python3 bench/corpora/build_heldout16.py          # write both files, then check them
    python3 bench/corpora/build_heldout16.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, main

EN = [
# 1 courts: a landlord fined over a damp basement flat (Toxteth, Liverpool)
"""Landlord fined £18,000 over damp Toxteth basement let to a family of six

[[Wednesday 11 March 2026|quando]]

[[LIVERPOOL|luogo]] — A landlord who let a basement flat with black mould on every wall to a family of six was fined [[£18,000|quantità]] [[yesterday|quando]] at [[Liverpool Magistrates' Court|ente]].

[[Derek Ashworth|nominativo]], [[63|età]], of [[Woolton|luogo]], admitted four offences under the Housing Act 2004 at the house on [[Princes Avenue|luogo]] in Toxteth and was fined [[£4,500|quantità]] for each. He must also pay £2,350 in costs to [[Liverpool City Council|ente]].

The court heard that [[Hodan Warsame|nominativo]], her husband and their four children lived in the two-room flat for [[14 months|quando]] from [[October 2024|quando]], paying [[£850 a month|quantità]]. Council officers found no working smoke alarm and a fuse box that sparked when touched.

"My son [[Liban|nominativo]] coughed every night. The doctor said it was the walls," [[Ms Warsame|nominativo]], [[34|età]], said through a [[Somali|varie]] interpreter. "I wrote to him nine times and he sent his brother with a bottle of bleach."

[[District Judge Siobhan Kearney|nominativo]] said [[Ashworth|nominativo]] had "taken £11,900 from a family and given them a cellar". His solicitor, [[Martin Hale|nominativo]], said his client had since sold the house.

The family was rehoused in Kensington in December with help from Shelter and the [[Granby Somali Women's Network|ente]]. Its coordinator, [[Faadumo Ismail|nominativo]], said she knew of "at least 30 cellars like that one" within a mile of Granby Street.

Tenants worried about their homes can contact the council's private housing team on [[07700 900374|recapito]] or at [[privatehousing@liverpool.example|recapito]], quoting reference [[PSH/25/1187|codice]].""",

# 2 health: chemotherapy in Iqaluit instead of Ottawa (Nunavut)
"""Iqaluit cancer patients get chemotherapy at home instead of a 2,100-km flight

[[Thursday, Feb. 5, 2026|quando]]

[[IQALUIT, Nunavut|luogo]] — Cancer patients from across [[Baffin Island|luogo]] can now receive chemotherapy in the territorial capital after [[Qikiqtani General Hospital|ente]] opened a four-chair treatment room on [[Monday|quando]].

Until this week every cycle of treatment meant a flight of about 2,100 kilometres to [[The Ottawa Hospital|ente]] and up to three weeks at the [[Larga Baffin|luogo]] boarding home. In [[2025|quando]], [[38|quantità]] patients made [[412|quantità]] return trips south for cancer care, costing the territory's [[Department of Health|ente]] about [[C$4.1 million|quantità]] in flights, meals and lodging, or roughly C$10,000 a trip.

The first patient treated in Iqaluit was [[Leetia Ishulutak|nominativo]], [[61|età]], a [[retired court interpreter|varie]] from [[Pangnirtung|luogo]]. She has had five cycles in Ottawa since September; for her sixth she flew 50 minutes instead of five hours.

"In Ottawa I cried on the phone to my grandchildren every night. Today my daughter sat beside me and we spoke [[Inuktitut|varie]] with the nurse," [[she|nominativo]] said.

That nurse, [[Mary Pitsiulak|nominativo]], [[29|età]], grew up in [[Kimmirut|luogo]] and trained in oncology in Ottawa for six months last year. "Patients ask me where I am from, and then they relax," she said.

The unit's physician lead, [[Dr. Rachel Boudreau|nominativo]], said about two-thirds of the cancer drug treatments now given in the south could be given in the territory. Patients who need radiation or surgery will still travel.

The [[Canadian Cancer Society|ente]] gave [[C$250,000|quantità]] toward the chairs and a sterile pharmacy cabinet. Questions can go to community health centres or to [[867-555-0134|recapito]].""",

# 3 schools: Finnish taught again at a high school (Hancock, Michigan)
"""Finnish back on the timetable at Hancock Central High

[[Tuesday, Sept. 8, 2026|quando]]

[[HANCOCK, Mich.|luogo]] — For the first time in [[more than 40 years|quando]], students at [[Hancock Central High School|ente]] can take [[Finnish|varie]], the language many of their great-grandparents spoke in the copper mines of the [[Keweenaw Peninsula|luogo]].

[[Forty-seven|quantità]] of the school's [[310|quantità]] students, about 15 percent, signed up for Finnish I, which began this morning.

The class is taught by [[Kaisa Heikkinen|nominativo]], [[33|età]], who grew up in [[Tampere|luogo]] and came to Houghton, across the canal, in [[2019|quando]] to teach at [[Finlandia University|ente]]. She stayed when the university closed in 2023 and has taught adult evening classes since.

"Grandmothers here say sisu and mummo, but nobody knows the grammar. These students want the grammar too," [[she|nominativo]] said.

The [[Hancock Public Schools|ente]] board approved the course in May after the [[Finlandia Foundation|ente]] offered [[$42,000|quantità]] over two years, half the cost of the teacher's salary and books.

Sophomore [[Ava Lahti|nominativo]], [[15|età]], wants to read the letters her great-great-grandfather [[Matti Lahti|nominativo]] sent home to [[Ostrobothnia|luogo]] after he came to work at the [[Quincy Mine|luogo]] in [[1902|quando]]. "We have a shoebox of them, and nobody in my family can read one line," she said.

The school's principal, [[Nate Korpela|nominativo]], said he had hoped for ten students and had to find a bigger room.

The class will sing at [[Heikinpäivä|varie]], the town's midwinter festival, in January. Parents can write to [[finnish@hancockschools.example|recapito]] or call [[906-555-0129|recapito]].""",

# 4 business: a langoustine exporter hires after a Japanese contract (Stornoway, Lewis)
"""Stornoway langoustine firm to hire 20 after Japanese deal

[[Friday 24 April 2026|quando]]

[[STORNOWAY|luogo]] — A seafood processor on the [[Isle of Lewis|luogo]] is to take on 20 more staff after signing a [[five-year|quando]] contract to supply langoustines to a Tokyo importer.

[[Minch Seafoods Ltd|ente]] will send [[180 tonnes|quantità]] of live and frozen langoustines a year to [[Kaiyo Trading|ente]], a deal worth about [[£2.7 million|quantità]] a year at £15,000 a tonne. Staff at its plant on [[Sandwick Road|luogo]] will rise from [[42|quantità]] to 62 by the end of June.

The managing director, [[Coinneach MacÌomhair|nominativo]], who signs his English letters [[Kenneth MacIver|nominativo]], started the business in [[2009|quando]] with two vans and his father's creel boat, the [[Reul na Mara|varie]].

"The buyers from Tokyo picked up every langoustine and looked at it like a jeweller looks at a ring. Then they said yes," said [[MacÌomhair|nominativo]], [[52|età]].

[[Highlands and Islands Enterprise|ente]] is putting [[£340,000|quantità]] toward a blast freezer, and [[Comhairle nan Eilean Siar|ente]] has offered help with housing for workers who move to the island.

Most of the shellfish is landed by 14 local boats. One skipper, [[Mòrag NicAmhlaigh|nominativo]], [[38|età]], from [[Ness|luogo]], fishes with her brother [[Dòmhnall|nominativo]]. "My grandfather sold langoustines for bait in the 1960s. Now they fly to Japan before we have had our tea," she said in [[Gaelic|varie]].

The new jobs will pay [[£13.80 an hour|quantità]], with an allowance for night shifts, and the firm wants to fill at least half of them from the islands.

Applications can be sent to [[jobs@minchseafoods.example|recapito]] or made by phone on [[07700 900261|recapito]].""",

# 5 farming: cauliflowers left uncut when pickers do not come (Boston, Lincolnshire)
"""Fenland grower leaves cauliflowers uncut as pickers fail to arrive

[[Monday 19 October 2026|quando]]

[[BOSTON, Lincs|luogo]] — A vegetable grower near Boston has left 30 hectares of cauliflowers to rot this autumn after [[35|quantità]] of the [[120|quantità]] seasonal pickers it had booked did not arrive.

[[Wrangle Fen Growers|ente]], which farms [[240 hectares|quantità]] of brassicas between [[Wrangle|luogo]] and Friskney, puts the loss at [[£210,000|quantità]], or £7,000 for each hectare left standing.

Its farm manager, [[Agnieszka Wójcik|nominativo]], [[44|età]], came from [[Poznań|luogo]] in [[2006|quando]] to cut cabbages for one summer and stayed. "I was a picker myself. When a field is not cut on time, a week later it is compost," [[she|nominativo]] said.

The missing workers held visas under the [[Seasonal Worker scheme|varie]] but were moved to other farms at the last minute by their recruiter, [[AgriStaff Europe|ente]], the grower says. The agency did not reply to questions.

The crew that did come, most of them [[Polish|varie]] and Romanian, has worked six days a week since September. Team leader [[Tomasz Kowalczyk|nominativo]], [[51|età]], has cut the same fields for [[nineteen autumns|quando]]. "We cut 40 tonnes on [[Saturday|quando]]. With all 120 people it would have been nearer 56," he said.

[[Helen Skipworth|nominativo]], a [[horticulture adviser|varie]] for the [[National Farmers' Union|ente]] in Lincolnshire, said at least five other growers in the county had lost crops the same way this year.

[[Wójcik|nominativo]] now plans to recruit locally for the spring, starting with parents at the [[Polska Szkoła Boston|ente]] Saturday school. Anyone looking for work can call [[07700 900718|recapito]] or write to [[work@wranglefen.example|recapito]].""",

# 6 culture: carved panels return to a meeting house (Tokomaru Bay, Tairāwhiti)
"""Paora Haenga's carvings come home to Tokomaru Bay after 61 years

[[Monday 2 November 2026|quando]]

[[TOKOMARU BAY|luogo]] — Twenty-two carved panels taken down from a meeting house on the [[East Coast|luogo]] in 1965 went back on its walls at a dawn ceremony on [[Saturday|quando]], watched by about [[1,200|quantità]] people.

The panels, carved by Paora Haenga in the 1930s, had been kept at [[Tairāwhiti Museum|ente]] in [[Gisborne|luogo]] since the roof of the house, [[Te Poho-o-Whaitiri|luogo]] at [[Waimātai Marae|luogo]], began to leak.

Their restoration took [[three years|quando]] and cost [[NZ$380,000|quantità]]. The [[Lottery Grants Board|ente]] gave [[NZ$250,000|quantità]], and whānau raised the other NZ$130,000 with raffles, hāngī and a sponsored walk to Gisborne and back.

Master carver [[Wiremu Kaa|nominativo]], [[46|età]], who trained at the [[New Zealand Māori Arts and Crafts Institute|ente]] in Rotorua, led a team of six [[carvers|varie]]. "We did not add one new line. Our job was to stop the old lines from disappearing," [[he|nominativo]] said.

The oldest person at the ceremony, [[Mihi Pōtae|nominativo]], [[91|età]], was four when the house was opened in [[1939|quando]]. Speaking in [[te reo Māori|varie]], she said she had waited "a whole lifetime to say good morning to them again".

The marae chairperson, [[Aperahama Tūpara|nominativo]], said the house would be used for tangihanga and weddings again from the new year, and that [[Te Rūnanganui o Ngāti Porou|ente]] had promised NZ$40,000 towards a new kitchen.

Photographs of the panels and of the ceremony are at [[waimatai.example/poupou|recapito]]; koha can be sent through [[koha@waimatai.example|recapito]].""",

# 7 sport: a Kurdish-founded club's state title (Nashville, Tennessee)
"""Kurdish-founded club wins its first state title

[[Tuesday, May 19, 2026|quando]]

[[NASHVILLE, Tenn.|luogo]] — A soccer club started by Kurdish families in a church parking lot off [[Nolensville Pike|luogo]] [[20 years ago|quando]] won its first state championship on [[Sunday|quando]].

[[Rojin Hasan|nominativo]], [[16|età]], scored both goals as the under-17 girls of [[Zagros FC|ente]] beat the [[Williamson County Strikers|ente]] 2-1 in the [[TSSA State Cup|varie]] final at the [[Richard Siegel Soccer Complex|luogo]] in Murfreesboro.

"My dad watched from the fence with my grandmother. She doesn't understand offside, but she understood that," said [[Hasan|nominativo]], a junior at [[John Overton High School|ente]].

Coach [[Bahoz Ali|nominativo]], [[39|età]], came to Nashville from [[Zakho|luogo]] in northern Iraq in [[1996|quando]], when he was nine. He played on the club's first team and has coached the girls since 2019. "In the huddle we speak [[Kurdish|varie]], English and a little Spanish, because our goalkeeper is from Honduras," he said.

The club now has [[214|quantità]] players on 11 teams. To send the girls to the [[Southern Regional Championships|varie]] in [[Greenville, S.C.|luogo]], in late June, it must raise [[$18,500|quantità]]: $6,500 for a bus, $8,000 for ten hotel rooms over five nights and $4,000 for meals and entry fees.

Club president [[Shilan Mustafa|nominativo]], a [[pharmacist|varie]] at [[Vanderbilt University Medical Center|ente]], said Kurdish bakeries and restaurants on the pike had already pledged $5,200. "Half of these girls' mothers never had the chance to play anything," she said.

Donations can be made at [[zagrosfc.example/regionals|recapito]] or by calling [[615-555-0187|recapito]].""",

# 8 transport: minibus fares rise (St. George's and Grenville, Grenada)
"""Minibus fares rise by up to EC$1.50 as drivers blame fuel

[[Wednesday, July 1, 2026|quando]]

[[ST. GEORGE'S, Grenada|luogo]] — Passengers on Grenada's minibuses pay up to [[EC$1.50|quantità]] more a trip from [[today|quando]], the first fare rise in [[six years|quando]].

On the longest route, from the [[Market Square|luogo]] terminal in the capital to [[Grenville|luogo]], the fare goes from [[EC$7|quantità]] to EC$8.50, an increase of [[21 per cent|quantità]]. Short trips inside the town rise from EC$2.50 to EC$3.

The [[Ministry of Infrastructure and Physical Development|ente]] approved the fares in [[June|quando]] after the [[Grenada Minibus Owners and Drivers Association|ente]] showed that diesel had gone from EC$13.40 a gallon in [[2020|quando]] to [[EC$17.10|quantità]].

[[Kendall "Shortman" Charles|nominativo]], [[48|età]], has driven the Grenville route for [[22 years|quando]] in a bus painted [["Blessed Assurance"|varie]], registration [[H 4417|codice]]. "I burn EC$160 of diesel on a good day. Before, I went home with a profit. Now I go home with a headache," [[he|nominativo]] said.

Passengers are less sure. [[Merle Antoine|nominativo]], [[56|età]], a [[nursing assistant|varie]] at the [[General Hospital|ente]], rides from Grenville to [[St. George's|luogo]] and back five days a week. "That is EC$15 more every week. My pay did not go up EC$15," she said.

The association's president, [[Anselm Fleary|nominativo]], said drivers would carry schoolchildren in uniform at the old half fare until [[the end of the school year|quando]].

Passengers who are overcharged can call the ministry on [[473-555-0152|recapito]], giving the bus's registration number.""",

# 9 weather: a cyclone in Ha'apai (Tonga)
"""Cyclone Kalo tears roofs off 146 homes in Ha'apai

[[Thursday 19 February 2026|quando]]

[[PANGAI, Tonga|luogo]] — [[Tropical Cyclone Kalo|varie]] crossed the [[Ha'apai|luogo]] group [[overnight on Tuesday|quando]] with gusts of up to [[165 kilometres an hour|quantità]], damaging [[146|quantità]] homes on [[Lifuka|luogo]] and Foa. Thirty-eight of them cannot be repaired.

The [[Tonga Meteorological Service|ente]] recorded [[214 millimetres|quantità]] of rain in 24 hours at [[Salote Pilolevu Airport|luogo]], where part of the terminal roof was lifted onto the runway.

No one was killed, but [[412|quantità]] people spent the night in nine church halls and schools, and about half were still there yesterday.

[[ʻOfa Fifita|nominativo]], [[67|età]], a [[mat weaver|varie]] in Pangai, sheltered in the [[Free Wesleyan Church|ente]] hall with her grandchildren while her kitchen blew away. "Sione came with his truck in the morning and we carried the roof iron off the road together," she said in [[Tongan|varie]].

A [[New Zealand Defence Force|ente]] [[Hercules|varie]] landed on [[Wednesday afternoon|quando]] with tarpaulins, water containers and 40 generators. The government has released [[T$1.2 million|quantità]] from its emergency fund, about T$11,000 for each of the 108 homes that can be fixed.

The director of the [[National Emergency Management Office|ente]], [[Siosaia Vake|nominativo]], said drinking water was the first worry because flying iron had punctured many rainwater tanks.

[[Tonga Red Cross Society|ente]] volunteer [[Lesieli Hufanga|nominativo]], [[24|età]], said her team had handed out 600 hygiene kits. "People are tired, but they are singing in the halls at night," she said.

Updates are posted at [[redcross-tonga.example/kalo|recapito]].""",

# 10 local politics: a branch library to close (Kalgoorlie-Boulder, Western Australia)
"""Council votes 7–5 to close Boulder library despite 2,400-name petition

[[Wednesday 25 March 2026|quando]]

[[KALGOORLIE-BOULDER|luogo]] — The [[City of Kalgoorlie-Boulder|ente]] will close the library in [[Boulder|luogo]] at [[the end of June|quando]] and move its books and staff to the main library in [[Kalgoorlie|luogo]], after councillors voted 7–5 for the change [[last night|quando]].

The branch on [[Burt Street|luogo]] cost [[A$310,000|quantità]] to run last financial year and had about [[31,000|quantità]] visits, roughly 600 a week. The council expects to save A$190,000 a year, after paying for a free shuttle bus.

[[Cr Ivana Bošnjak|nominativo]], who moved the motion, said the two libraries were five kilometres apart. "We are not closing a library. We are running one good one instead of two tired ones," [[she|nominativo]] said. Her grandfather came from [[Dalmatia|luogo]] to dig for gold in [[1949|quando]].

A petition with [[2,400|quantità]] signatures was tabled by [[Aunty Rhonda Tucker|nominativo]], a [[Wongatha|varie]] elder who runs a homework club at the branch three afternoons a week. "Our kids do not have cars. Five kilometres is a long way in February," she said.

[[Councillor Dean Pether|nominativo]], who voted against, asked for the item, [[OCM 26/041|codice]], to be deferred to the April meeting, but his motion was lost.

The four library staff in Boulder will keep their jobs. Library manager [[Grace Manalo|nominativo]], who came to the Goldfields from [[Davao|luogo]] in [[2012|quando]], said the shuttle would run from Boulder to the main library twice a week.

Residents can comment until [[Friday 10 April|quando]] on [[0491 570 318|recapito]] or at [[libraries@kalgoorlie-boulder.example|recapito]].""",

# 11 religion: a mosque and a church share an iftar in Ramadan and Lent (Serrekunda, The Gambia)
"""Mosque and church share one table as Ramadan and Lent begin together

[[Monday 2 March 2026|quando]]

[[SERREKUNDA, The Gambia|luogo]] — More than [[800|quantità]] Muslims and Christians broke the fast together on [[Saturday evening|quando]] in the yard between a mosque and a Catholic church in [[Latrikunda Sabiji|luogo]], which have stood side by side for forty years.

This year [[Ramadan|varie]] and [[Lent|varie]] began on the same day, [[18 February|quando]], and the two congregations decided to mark it with one meal.

The food cost [[D145,000|quantità]]. Members of the mosque paid D85,000 and the parish the other D60,000, while [[Kanifing Municipal Council|ente]] lent chairs and a generator.

"We share a wall, a well and a car park. On Fridays their cars block ours, and on Sundays ours block theirs," said [[Imam Ousman Jallow|nominativo]] of the [[Sabiji Central Mosque|ente]].

[[Father Peter Mendy|nominativo]] of [[St. Kizito's Parish|ente]] said grace in [[Wolof|varie]] before the imam called the Maghrib prayer. "Nobody had to translate. Everybody here speaks Wolof," he said.

The cooks were led by [[Fatou Ceesay|nominativo]], [[58|età]], who runs a catering business from her home in Bakau and has cooked for [[Tobaski|varie]] feasts for 30 years. Her deputy, [[Agnes Gomez|nominativo]], [[33|età]], sings in the parish choir. "We peeled onions from eight in the morning, Muslim knives and Catholic knives together," said [[Gomez|nominativo]].

The [[Gambia Supreme Islamic Council|ente]] and the [[Catholic Diocese of Banjul|ente]] both sent representatives.

The two congregations plan a second meal at [[Easter|varie]], which falls on [[5 April|quando]], about two weeks after [[Koriteh|varie]]. Offers of help can be sent to [[sabiji.table@mail.example|recapito]].""",

# 12 crime: solar panels stolen from clinics (Bulawayo, Zimbabwe)
"""Police arrest two over solar panels stripped from Bulawayo clinics

[[Friday 14 August 2026|quando]]

[[BULAWAYO|luogo]] — Police have arrested two men after [[64|quantità]] solar panels and 16 batteries were stolen from the roofs and storerooms of four council clinics in the city's western suburbs over five weeks.

The [[Zimbabwe Republic Police|ente]] said the men, aged [[27|età]] and [[34|età]], were found on [[Wednesday night|quando]] at a house in [[Nkulumane|luogo]] with 22 panels under a tarpaulin. They are expected to appear at the [[Tredgold Magistrates' Court|ente]] today.

[[Bulawayo City Council|ente]] values the stolen equipment at [[US$27,200|quantità]]: US$300 for each panel and US$500 for each battery.

Without power, nurses at the clinic in [[Pumula|luogo]] delivered babies by the light of their phones. "On [[the night of 29 July|quando]] I delivered twins with my colleague holding a torch in her teeth," said [[sister-in-charge Nomvula Moyo|nominativo]], [[52|età]], who has worked there since 2004.

Police spokesperson [[Inspector Abednego Ncube|nominativo]] said the panels had been sold for as little as US$40 each at Renkini. He asked anyone who had bought one to return it, quoting [[CR 412/07/26|codice]]. "We will not charge people who hand them in this month," [[he|nominativo]] said.

[[Thandeka Dube|nominativo]], [[31|età]], who gave birth at the clinic in [[Luveve|luogo]] on [[3 August|quando]], said the midwife talked to her in [[isiNdebele|varie]] all night to keep her calm in the dark.

The council says it will bolt the new panels to steel frames and pay [[night guards|varie]] US$1,800 a month. Information can be sent to [[clinics@citybyo.example|recapito]].""",
]

SV = [
# 1 domstol: en omkörning och en mopedolycka (Olofström, Blekinge)
"""Körde om i 110 – döms efter olyckan med 16-åriga mopedisten

[[Fredag 6 februari 2026|quando]]

[[Blekinge tingsrätt|ente]] dömde [[i går|quando]] en [[46-årig|età]] man från [[Olofström|luogo]] för grov vårdslöshet i trafik och vållande till kroppsskada. Han får villkorlig dom och [[120|quantità]] dagsböter à 200 kronor, alltså 24 000 kronor.

Mannen körde om en lastbil i en kurva mellan [[Jämshög|luogo]] och Kyrkhult [[tisdagen den 14 oktober 2025|quando]] och krockade med en moped som kom från andra hållet. Enligt data från bilen, en [[Volkswagen Passat|varie]], höll han [[110 kilometer i timmen|quantità]] där högsta tillåtna hastighet är 70.

Mopedisten, [[Berfin Aslan|nominativo]], då [[16|età]] år, bröt lårbenet och vårdades i tre veckor på [[Blekingesjukhuset|ente]] i Karlskrona. Hon får [[86 500 kronor|quantità]] i skadestånd.

– Jag minns ljuset från strålkastarna och sedan taket i ambulansen, säger [[Berfin|nominativo]], som i dag går på gymnasiet.

Hennes mamma [[Nazdar Aslan|nominativo]] följde rättegången med tolk på [[kurdiska|varie]].

– Han sa förlåt en gång, i rättssalen. Det räcker inte för mig, men det räcker för [[Berfin|nominativo]], säger [[hon|nominativo]].

Mannen, som är [[verktygsmakare|varie]] på [[Volvo Cars|ente]] i Olofström, erkände omkörningen men sa att han inte såg mopeden i motljuset.

– Min klient ångrar sig djupt, säger hans försvarare, [[advokaten Jens Hultqvist|nominativo]] i Karlshamn.

[[Kammaråklagare Sara Ivarsson|nominativo]] hade yrkat fängelse i två månader.

– Vi överväger att överklaga, säger [[Ivarsson|nominativo]].

Domen i mål [[B 3187-25|codice]] kan överklagas till [[Hovrätten över Skåne och Blekinge|ente]] senast [[den 26 februari|quando]].""",

# 2 hälsa: egna läkare i stället för hyrläkare (Ånge, Medelpad)
"""Hälsocentralen i Ånge slutar med hyrläkare

[[Tisdag 3 november 2026|quando]]

Från [[den 1 december|quando]] har [[Hälsocentralen Ånge|ente]] tre fast anställda läkare. Det är första gången på nästan tio år som den klarar sig utan läkare från bemanningsföretag.

Under [[2025|quando]] betalade [[Region Västernorrland|ente]] [[11,2 miljoner kronor|quantità]] för hyrläkare i [[Ånge|luogo]], i snitt 14 000 kronor per dag. Det motsvarar drygt tre heltidstjänster.

– Patienterna har träffat en ny läkare nästan varje gång. Nu får de sin egen doktor, säger [[verksamhetschefen Helena Brodin|nominativo]].

En av de nya läkarna är [[Ilhan Yusuf|nominativo]], [[36|età]], som kom till [[Sundsvall|luogo]] från [[Kismayo|luogo]] i Somalia som sjuåring. Hon blev [[specialist i allmänmedicin|varie]] i våras och flyttar nu till Ånge.

– Jag gjorde min ST i Timrå och ville till en plats där man verkligen behövs, säger [[hon|nominativo]].

Hon talar [[somaliska|varie]] med några av patienterna. Hälsocentralen har 7 800 listade patienter, från [[Fränsta|luogo]] i öster till [[Överturingen|luogo]] i väster.

[[Ingegerd Hansson|nominativo]], [[78|età]], i Fränsta har diabetes och har träffat [[elva|quantità]] olika läkare på tre år.

– Varje gång ska man berätta allt från början. Det tar halva besöket, säger hon.

De två andra läkarna är [[Johan Vikström|nominativo]], som flyttar hem från Norge, och [[Aino Leinonen|nominativo]], [[61|età]], som har arbetat deltid på hälsocentralen sedan 2019 och nu går upp till heltid.

Regionen lockar bland annat med 20 000 kronor mer i månadslön än på [[Sundsvalls sjukhus|ente]]. Frågor besvaras på [[070-174 06 23|recapito]].""",

# 3 skola: en byskola läggs ner (Väckelsång, Tingsryd)
"""Väckelsångs skola läggs ner – 64 elever ska bussas till Tingsryd

[[Torsdag 19 mars 2026|quando]]

[[Barn- och utbildningsnämnden i Tingsryds kommun|ente]] beslutade [[i tisdags|quando]] att [[Väckelsångs skola|ente]] ska stängas när läsåret tar slut [[sommaren 2027|quando]]. Skolans [[64|quantità]] elever i förskoleklass till årskurs 6 ska i stället gå i [[Tingsryd|luogo]], 18 kilometer bort.

Beslutet fattades med röstsiffrorna 7–4. Kommunen räknar med att spara [[3,1 miljoner kronor|quantità]] om året, mest på lokaler.

– Ingen vill stänga en skola. Men vi har 40 procent tomma platser i kommunens skolor, säger nämndens ordförande [[Per-Anders Gustavsson|nominativo]] ([[M|ente]]).

Skolhuset byggdes [[1952|quando]] av föräldrarna själva, med virke från ortens sågverk. En protestlista med [[1 140|quantità]] namn, nästan var tionde invånare i kommunen, lämnades in i februari.

[[Dilan Karimi|nominativo]], [[38|età]], har två barn på skolan. Hon kom till Sverige från [[Sanandaj|luogo]] i [[iranska Kurdistan|luogo]] 2015 och arbetar som [[barnskötare|varie]] på förskolan i byn.

– Vi flyttade hit för att barnen skulle gå i en liten skola nära skogen. Nu ska min [[sjuåring|età]] sitta en timme om dagen i en buss, säger [[hon|nominativo]].

Föräldraföreningen [[Rädda Väckelsångs skola|ente]] ska begära laglighetsprövning hos [[Förvaltningsrätten i Växjö|ente]], säger ordföranden [[Mattias Fransson|nominativo]].

– Vi ger oss inte förrän sista skolklockan har ringt, säger [[han|nominativo]].

Hans dotter, [[elvaåriga|età]] [[Alva Fransson|nominativo]], går i femman.

– Vi har den bästa fotbollsplanen i hela Småland, säger hon.

Föräldrarna bjuder in till möte i skolans matsal [[måndag 23 mars|quando]] klockan 18. Mer information finns på [[raddavackelsang.example|recapito]].""",

# 4 näringsliv: vindkraftsorder till ett gjuteri (Finspång, Östergötland)
"""Vindkraftsorder ger 40 nya jobb i Finspång

[[Onsdag 14 januari 2026|quando]]

Gjuteriet [[Grytgöls Precision AB|ente]] i [[Finspång|luogo]] har fått sin största order någonsin: navhus och lagerhus till vindkraftverk för [[240 miljoner kronor|quantità]] under [[fyra år|quando]]. För att klara leveranserna ska företaget anställa [[40|quantità]] personer och gå från två skift till tre.

Köparen är ett danskt vindkraftsbolag som företaget inte vill namnge.

– Vi har gjutit här sedan [[1974|quando]], men aldrig haft en kund som vill ha gods för 60 miljoner kronor om året, säger vd [[Pekka Hämäläinen|nominativo]], [[59|età]].

Han kom själv till Finspång från [[Björneborg|luogo]] i [[Finland|luogo]] som [[nittonåring|età]] och började som [[formare|varie]] på golvet. I dag har gjuteriet 85 anställda, och var fjärde har finsk bakgrund.

– Förr pratades det mer [[finska|varie]] än svenska i fikarummet. Nu är det mest svenska, lite arabiska och en del tigrinja, säger han.

[[IF Metalls|ente]] klubbordförande på gjuteriet, [[Riikka Laine|nominativo]], [[41|età]], välkomnar ordern men vill att nattskiften ska vara frivilliga.

– Den som har små barn kan inte jobba natt var tredje vecka hur länge som helst, säger [[hon|nominativo]].

[[Finspångs kommun|ente]] och [[Arbetsförmedlingen|ente]] startar i mars en [[svetsutbildning|varie]] med 24 platser på [[Curt Nicolin-gymnasiet|ente]].

– Vi har omkring 600 arbetslösa i kommunen. Några av dem ska kunna stå vid ugnarna till sommaren, säger [[näringslivschefen Sanna Öhman|nominativo]].

Intresseanmälan görs på [[grytgol.example/jobb|recapito]] eller på telefon [[08-46 50 04 19|recapito]].""",

# 5 jordbruk: en mjölkgård slutar (Levene, Vara)
"""Mjölkpriset sjönk – gården i Levene slutar med kor efter 90 år

[[Måndag 8 juni 2026|quando]]

I [[90 år|quando]] har det mjölkats på [[Storegården|luogo]] utanför [[Levene|luogo]] i [[Vara kommun|ente]]. Till midsommar säljs de sista [[180|quantità]] korna.

– Pappa byggde ladugården [[1964|quando]], och farfar mjölkade för hand innan dess. Jag är den som får släcka ljuset, säger [[Kristina Andersson|nominativo]], [[54|età]], som driver gården med maken [[Ulf|nominativo]].

Gården levererar omkring [[1,9 miljoner kilo|quantità]] mjölk om året till [[Arla|ente]]. Sedan [[januari|quando]] har mjölkpriset sjunkit från 4,20 till 3,85 kronor kilot, och det betyder [[665 000 kronor|quantità]] mindre om året.

– Foder, el och diesel har inte blivit billigare. Vi har räknat på det i ett år och det går inte ihop, säger [[hon|nominativo]].

Korna är av rasen [[SRB|varie]], svensk röd och vit boskap, och 60 av dem köps av en ekologisk gård i [[Grästorp|luogo]]. Ladugården blir maskinhall, och de [[210 hektar|quantità]] åker som hör till gården ska odlas med havre och åkerbönor till [[Lantmännen|ente]].

Hårdast drabbas [[ladugårdsförmannen|varie]] [[Krzysztof Nowak|nominativo]], [[41|età]], som kom från [[Białystok|luogo]] i Polen för [[tolv år|quando]] sedan.

– Jag har mjölkat de här korna sedan de var kalvar. Några av dem har fått namn på polska, säger han.

Han har fått jobb på en mjölkgård i [[Skara|luogo]] från augusti.

Enligt [[LRF Mjölk|ente]] har antalet mjölkgårdar i Västra Götaland mer än halverats sedan 2005.

Den som vill köpa mjölkrobotar eller andra maskiner från gården kan ringa [[070-174 06 77|recapito]].""",

# 6 kultur: en pjäs om John Ericsson (Långban, Filipstad)
"""Pjäsen om [[John Ericsson|nominativo]] fick stående ovationer i Långban

[[Måndag 13 juli 2026|quando]]

Publiken reste sig [[i lördags|quando]] när amatörteatern [[Bergslagsscenen|ente]] hade premiär på [[”Monitorn”|varie]] i [[Långbans gruvby|luogo]] utanför [[Filipstad|luogo]]. Pjäsen handlar om uppfinnaren [[John Ericsson|nominativo]], som föddes i Långban [[1803|quando]] och som i New York konstruerade pansarfartyget [[USS Monitor|varie]].

Pjäsen spelas utomhus framför den gamla gruvlaven. Alla 150 platser var slutsålda, liksom de elva föreställningar som återstår fram till [[den 2 augusti|quando]].

– Folk här vet att han är född här, men inte att han var envis, fattig och arg större delen av livet. Det är det vi spelar, säger [[regissören Marjatta Räsänen|nominativo]], [[57|età]], vars farföräldrar kom från [[Savolax|luogo]] för att arbeta i gruvorna.

[[John Ericsson|nominativo]] spelas av [[Henrik Olausson|nominativo]], 34, som till vardags är [[slöjdlärare|varie]] i Filipstad. Brodern [[Nils Ericson|nominativo]] spelas av hans son [[Albin|nominativo]], [[15|età]].

– Pappa är bättre än jag på att vara arg. Jag är bättre på att komma ihåg replikerna, säger [[Albin|nominativo]].

Mycket av dialogen är på [[värmländska|varie]], och i en scen talas bara engelska.

Uppsättningen kostar [[410 000 kronor|quantità]]. [[Region Värmland|ente]] har gett 120 000 kronor och [[Filipstads kommun|ente]] 60 000. Tolv utsålda föreställningar med 150 platser à [[260 kronor|quantità]] ger dessutom 468 000 kronor i biljettintäkter, och överskottet ska gå till en ny läktare.

Biljetter till extraföreställningar släpps på [[bergslagsscenen.example|recapito]].""",

# 7 sport: speedway på Orionparken (Hallstavik, Norrtälje)
"""Polske [[Kacper|nominativo]] tog 14 poäng när Rospiggarna slog Dackarna

[[Onsdag 24 juni 2026|quando]]

[[Rospiggarna|ente]] vann med [[48–42|quantità]] mot [[Dackarna|ente]] från Målilla inför [[3 100|quantità]] åskådare på [[Orionparken|luogo]] i [[Hallstavik|luogo]] [[i går kväll|quando]]. Segern lyfter laget till fjärde plats i [[Elitserien|varie]] med fem omgångar kvar.

Bäst på banan var [[Kacper Wiśniewski|nominativo]], [[22|età]], från [[Toruń|luogo]]. Han vann fyra av sina fem heat och kom tvåa i det sista, [[14|quantità]] poäng av 15 möjliga.

– Banan var hård och snabb, precis som hemma. Publiken här skriker nästan lika mycket som i Polen, säger [[Wiśniewski|nominativo]] på engelska.

Han körde sin första säsong i Sverige i fjol och bor under säsongen i en lägenhet nära [[Holmens|ente]] pappersbruk.

[[Wiśniewskis|nominativo]] [[mekaniker|varie]], [[Bartosz Zieliński|nominativo]], [[45|età]], har följt honom sedan han var tolv.

– Jag lagade hans första motor i ett garage i Bydgoszcz. Nu lagar jag den i Hallstavik. Det är nästan samma motor, säger [[Zieliński|nominativo]] och skrattar.

[[Rospiggarnas|ente]] [[lagledare Jonas Törnqvist|nominativo]] är nöjd med värvningen.

– [[Kacper|nominativo]] var den billigaste värvning vi har gjort och den bästa. Hade vi haft två som honom hade vi lett serien, säger han.

[[Norrtälje kommun|ente]] har lovat 1,5 miljoner kronor till ny belysning på arenan.

Nästa hemmamatch är mot [[Lejonen|ente]] från Gislaved [[tisdag 7 juli|quando]]. Biljetter säljs på [[rospiggarna.example|recapito]].""",

# 8 transport: en bro stängs i ett halvår (Munkfors, Värmland)
"""Bron i Munkfors stängs i ett halvår – 34 kilometers omväg

[[Torsdag 20 augusti 2026|quando]]

Från [[måndagen den 31 augusti|quando]] stängs bron över [[Klarälven|luogo]] i [[Munkfors|luogo]] för biltrafik. [[Trafikverket|ente]] ska byta brobana och räcken, och arbetet väntas pågå till [[slutet av februari|quando]].

Bron byggdes [[1958|quando]] och passeras av omkring [[3 800|quantità]] fordon per dygn. Under avstängningen leds trafiken om via [[Ransäter|luogo]], en omväg på [[34 kilometer|quantità]]. Renoveringen kostar [[52 miljoner kronor|quantità]].

Samma dag öppnar en tillfällig gång- och cykelbro bredvid den gamla.

[[Hemtjänsten i Munkfors|ente]] har brukare på båda sidor av älven.

– Vi får lägga om alla scheman. En resa som tog fem minuter tar nu en halvtimme, säger enhetschefen [[Mirja Kähkönen|nominativo]].

Bussföraren [[Haider Al-Saadi|nominativo]], [[44|età]], har kört linjebuss för [[Värmlandstrafik|ente]] mellan [[Karlstad|luogo]] och [[Hagfors|luogo]] sedan han kom från [[Basra|luogo]] [[2008|quando]].

– Resenärerna får räkna med [[20 minuter|quando]] längre restid, och skolbarnen får gå upp tidigare, säger [[han|nominativo]].

Vid brofästet ligger [[Café Storfallet|ente]]. Ägaren [[Lena Gräns|nominativo]], [[62|età]], är orolig.

– Hälften av mina kunder kommer från andra sidan. Jag får hoppas att de tar gångbron och att det inte blir en kall vinter, säger hon.

[[Munkfors kommun|ente]] har bett Trafikverket att låta utryckningsfordon köra över bron under arbetet, men fått nej.

Mer information finns på [[trafikverket.example/munkforsbron|recapito]] och på [[070-174 06 12|recapito]].""",

# 9 väder: hagelstorm (Hörby, Skåne)
"""Hagel stora som golfbollar slog sönder växthus i Hörby

[[Tisdag 28 juli 2026|quando]]

Det tog en kvart. När ovädret drog in över [[Hörby|luogo]] [[på söndagseftermiddagen|quando]] föll hagelkorn som var upp till [[fyra centimeter|quantità]] stora, och på [[30 minuter|quando]] kom [[42 millimeter|quantità]] regn.

[[SMHI|ente]] hade utfärdat en [[gul varning|varie]] för skyfall men inte för hagel.

– Så stora hagel är ovanliga i [[Skåne|luogo]]. Det krävs ett mycket kraftigt åskmoln, säger [[meteorologen Linnea Strand|nominativo]].

Värst drabbades [[Ringsjö Plantskola|ente]], där [[1 700|quantità]] av växthusens 2 400 glasrutor gick sönder. Ägaren [[Thi Hoa Tran|nominativo]], [[49|età]], kom från [[Hải Phòng|luogo]] i Vietnam som båtflykting [[1989|quando]] och har drivit plantskolan i [[tjugo år|quando]].

– Det lät som om någon tömde en grushög på taket. Efteråt var det glas i varenda kruka, säger hon.

Hon räknar med att skadorna på växthusen kostar [[1,2 miljoner kronor|quantità]].

[[Räddningstjänsten Syd|ente]] fick 63 larm om vattenfyllda källare och nerfallna träd under kvällen.

[[Länsförsäkringar Skåne|ente]] hade [[i går|quando]] fått [[310|quantità]] skadeanmälningar, de flesta om bilar med bucklor och krossade takfönster.

– Vi räknar med att ovädret kostar minst [[25 miljoner kronor|quantità]] bara i Hörby, säger skadechefen [[Anders Påhlsson|nominativo]].

[[Hörby kommun|ente]] har ställt ut containrar för trasigt glas vid återvinningscentralen. Tider och råd finns på [[horby.example/ovader|recapito]].""",

# 10 lokalpolitik: en ny simhall och högre skatt (Söderköping, Östergötland)
"""Söderköping får simhall – skatten höjs med 30 öre

[[Fredag 27 november 2026|quando]]

Efter [[tolv år|quando]] av utredningar får [[Söderköping|luogo]] en simhall. [[Kommunfullmäktige|ente]] röstade [[i onsdags kväll|quando]] ja med 26 röster mot 15 till en hall för [[185 miljoner kronor|quantità]] bredvid [[Storängens idrottsplats|luogo]].

– I dag får våra barn åka buss till [[Norrköping|luogo]] för att lära sig simma. Det är inte värdigt en kommun med 15 000 invånare, säger [[kommunstyrelsens ordförande Carina Holm|nominativo]] ([[M|ente]]).

För att betala hallen höjs kommunalskatten med [[30 öre|quantità]] från [[den 1 januari 2027|quando]]. Den som tjänar 300 000 kronor om året får betala [[900 kronor|quantità]] mer i skatt.

Socialdemokraterna röstade nej. [[Oppositionsrådet Rodrigo Fuentes|nominativo]] ([[S|ente]]), som kom från [[Concepción|luogo]] i [[Chile|luogo]] som barn, ville hellre bygga ut äldreboendet i [[Östra Ryd|luogo]].

– Vi har 40 personer i kö till ett äldreboende. Ingen av dem kommer att simma i den här hallen, säger [[han|nominativo]].

[[Söderköpings Simsällskap|ente]] har [[230|quantità]] medlemmar som tränar i Norrköping två kvällar i veckan.

– Jag har kört barn till Norrköping i sju år. Jag kommer att gråta på invigningen, säger föreningens ordförande [[Helin Demir|nominativo]], [[35|età]], som är [[simlärare|varie]].

Hallen får en 25-metersbassäng och en undervisningsbassäng och ska vara klar [[hösten 2029|quando]].

Beslutet har diarienummer [[KS 2026/0418|codice]] och kan överklagas inom tre veckor från att protokollet anslagits. Föreningen nås på [[08-46 50 04 63|recapito]].""",

# 11 religion: finskspråkiga gudstjänster i 60 år (Fagersta, Västmanland)
"""Finska gudstjänsterna i Fagersta fyllde 60 år

[[Måndag 7 september 2026|quando]]

Omkring 250 personer kom till [[Västanfors kyrka|luogo]] i [[Fagersta|luogo]] [[i söndags|quando]] när den finskspråkiga gudstjänsten firade 60 år. Den första hölls [[i september 1966|quando]], när [[Fagersta Bruks AB|ente]] hade rekryterat hundratals arbetare från Finland.

– Då var kyrkan full varje månad. I dag är vi färre, men vi sjunger lika högt, säger [[prästen Pirjo Mäkelä|nominativo]], [[58|età]], som har lett de finska gudstjänsterna i [[Västerås stift|ente]] sedan 2011.

[[Veikko Hirvonen|nominativo]], [[84|età]], var med redan på den första gudstjänsten. Han kom från [[Nyslott|luogo]] som [[22-åring|età]] [[1964|quando]] och arbetade i [[37 år|quando]] som [[valsverksarbetare|varie]] på bruket.

– Min fru [[Aili|nominativo]] och jag gifte oss i den här kyrkan [[1967|quando]]. Hon dog i våras, så i dag satt jag på hennes plats, säger han på [[finska|varie]].

Psalmerna sjöngs ur den finska psalmboken [[”Virsikirja”|varie]], och bibeltexten lästes på både finska och svenska av [[Emilia Heikkilä|nominativo]], [[17|età]], vars gammelfarfar var en av de första bruksarbetarna.

– Jag förstår mer finska än jag pratar. Men psalmerna kan jag utantill, säger hon.

[[Västanfors-Västervåla församling|ente]] har omkring 1 400 medlemmar med finska som modersmål.

[[Kyrkoherde Anders Wiklund|nominativo]] lovar att det ska bli en finsk gudstjänst i månaden ”så länge någon kommer”.

Efter gudstjänsten bjöd församlingen på kaffe och pulla i församlingshemmet. Nästa finska gudstjänst hålls [[söndagen den 4 oktober|quando]]. Frågor besvaras på [[070-174 06 45|recapito]] eller [[suomi@vvforsamling.example|recapito]].""",

# 12 brott: dieselstölder från skogsmaskiner (Vännäs, Västerbotten)
"""Tjuvar tömde skogsmaskiner på diesel – 3 600 liter borta

[[Tisdag 13 oktober 2026|quando]]

Under [[fyra veckor|quando]] har tjuvar tömt skogsmaskiner på diesel i skogarna runt [[Vännäs|luogo]] och Vännäsby. Sammanlagt har [[3 600 liter|quantità]] försvunnit från nio maskiner, och [[polisen|ente]] tror att samma personer ligger bakom.

Senast drabbades entreprenören [[Jon-Erik Burman|nominativo]] [[natten till söndag|quando]]. Tjuvarna borrade hål i tanken på hans skördare vid [[Pengsjö|luogo]] och tappade ur [[800 liter|quantità]].

– Med dagens dieselpris är det [[16 800 kronor|quantità]] på en natt, och en ny tank kostar lika mycket till, säger [[Burman|nominativo]], [[56|età]], som driver [[Burmans Skog & Maskin AB|ente]].

Maskinföraren [[Oleksandr Melnyk|nominativo]], [[31|età]], från [[Zjytomyr|luogo]] i Ukraina, upptäckte stölden när han kom till jobbet klockan fem på [[måndagsmorgonen|quando]].

– Maskinen stod i en pöl av diesel. Jag ringde chefen och sedan polisen, säger [[han|nominativo]].

En granne har sett en mörk [[Toyota Hilux|varie]] med släpkärra på skogsbilvägen, med ett registreringsnummer som började på [[KPN|codice]].

– Det här är organiserad brottslighet. De vet var maskinerna står och när ingen är där, säger [[kommunpolisen Maria Lindgren|nominativo]].

Branschorganisationen [[Skogsentreprenörerna|ente]] råder medlemmarna att sätta larm på tankarna. Ett larm kostar omkring [[9 000 kronor|quantità]].

Den som har sett något kan mejla [[tips.vannas@polisen.example|recapito]] och ange ärendenummer [[5000-K841276-26|codice]].""",
]

# Capitalised words that may sit inside a `nominativo` span without being a name of their
# own (titles, and pronouns that open a sentence).
NOT_NAMES = frozenset({
    "District", "Judge", "Imam", "Father", "Inspector", "Aunty", "Councillor",
    "Kammaråklagare", "Oppositionsrådet", "Kyrkoherde",
    "She", "He", "Hon", "Han",
})

SCHEME = Scheme(
    prefix="heldout16",
    labels=(
        "nominativo", "luogo", "ente", "quando", "età", "quantità", "recapito",
        "codice", "varie",
    ),
    person="nominativo",
    words=(180, 260),
    spans=(22, 28),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
