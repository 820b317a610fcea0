#!/usr/bin/env python3
"""Build and check the twenty-first pair of held-out corpora (heldout21_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0): to the extent
possible under law, the authors have waived all copyright and related rights to these
texts and to this builder. The texts are international and regional news of the kind a
wire agency and a weekly news magazine print (an election count, a central bank and the
markets, police and crime, a flood, a science discovery, a technology start-up, a school,
a religious community, migration and a family reunited, a dispute over a mine, a music
festival, a race); all private people, quotations, addresses, e-mail addresses, URLs,
handles, phone numbers, case, circular, flight, registration and reference numbers, the
ISBN, amounts, counts and small organisations are invented. Real public bodies,
companies, platforms and places are named as news would name them; what they do here is
invented. Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand. This pair's labels are Hungarian, lower case and with accents
(``személy``, ``hely``, ``szervezet``, ``idő``, ``kor``, ``mennyiség``, ``elérhetőség``,
``azonosító``, ``egyéb``); the shared markup pattern takes letters of any script, so the
accented labels need nothing special.

    python3 bench/corpora/build_heldout21.py          # write both files, then check them
    python3 bench/corpora/build_heldout21.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, check_words, main

EN = [
# 1 election count abroad: a ward recount keeps a town council (Curepipe, Mauritius)
"""[[Labour|szervezet]] keeps [[Curepipe|hely]] by [[312 votes|mennyiség]] after all-night recount

[[Monday 11 May 2026|idő]]

[[CUREPIPE|hely]], [[Mauritius|hely]] — [[The Labour Party|szervezet]] kept its majority on the council of this rainy hill town [[early this morning|idő]], after a recount in Ward 3 that ran through the night confirmed the narrow win of its candidate, [[Mrs Shalini Ramdin-Appadoo|személy]].

[[Ramdin-Appadoo|személy]], [[52|kor]], a [[pharmacist|egyéb]], took [[4,186|mennyiség]] votes. Her rival from the [[Mouvement Militant Mauricien (MMM)|szervezet]], [[Josiane Perrine|személy]], took [[3,874|mennyiség]] and asked for the recount shortly after [[11pm on Sunday|idő]]. An independent took the remaining 1,040 of the [[9,100|mennyiség]] valid votes. Turnout was [[65 per cent|mennyiség]] of the ward's 14,000 registered voters.

"I counted every bundle with them. By the end I had stopped feeling my feet," said [[Ramdin-Appadoo|személy]], whose [[grandfather|egyéb]] sailed from [[Tamil Nadu|hely]] to cut cane on the estates around the town.

[[Perrine|személy]], [[47|kor]], [[a former deputy mayor|egyéb]], conceded in [[Kreol|egyéb]] on the steps of the counting hall. "The people of Ward 3 voted twice, and twice they said almost the same thing," she said. She thanked the clerks, who worked in two shifts and were fed by volunteers from both parties.

With the ward, the party holds 13 of the council's 24 seats, a majority of two. Observers from the [[Electoral Supervisory Commission|szervezet]] watched the recount, which ended after dawn. The new council elects a mayor on [[Friday 15 May|idő]].""",

# 2 central bank and markets: a rate rise and a stock index fall (Dhaka, Bangladesh)
"""[[Bangladesh Bank|szervezet]] lifts policy rate to [[9.75 per cent|mennyiség]] as [[Dhaka|hely]] shares slide

[[Thursday 16 July 2026|idő]]

[[DHAKA|hely]] — [[Bangladesh Bank|szervezet]] raised its policy rate by [[half a percentage point|mennyiség]] [[yesterday|idő]], saying that food prices were still rising too fast for the central bank to wait any longer.

Inflation reached [[9.1 per cent|mennyiség]] in [[June|idő]], and food inflation was higher still. "Rice, lentils and onions decide what a family in this country eats. We cannot look away from them," said [[the central bank's executive director and spokesperson|egyéb]], [[Nasreen Haque|személy]]. She added that the bank would publish its reasons in full. The new rate applies from [[Sunday 19 July|idő]] under [[MPD Circular No. 04|azonosító]].

Shares fell after the announcement. The benchmark [[DSEX|egyéb]] index of the [[Dhaka Stock Exchange (DSE)|szervezet]] lost [[87 points|mennyiség]], or [[1.5 per cent|mennyiség]], closing at 5,713, with bank shares falling furthest. Turnover on the [[DSE|szervezet]] was the lowest of the month.

Exporters said the rise would cost them. [[Rokeya Sultana|személy]], [[58|kor]], who runs a knitwear factory with 1,200 workers in [[Gazipur|hely]], said her working-capital loan of [[Tk 40 crore|mennyiség]] would now cost [[14 per cent|mennyiség]] a year, or [[Tk 5.6 crore|mennyiség]]. "Wages go out on the seventh of every month, whatever the bank charges me," she said.

The [[Asian Development Bank|szervezet]] has already cut its growth forecast for [[Bangladesh|hely]] to [[4.9 per cent|mennyiség]].""",

# 3 police and crime: two men charged over a jewellery raid (St John's, Antigua)
"""Two men charged over [[EC$180,000|mennyiség]] jewellery raid at [[Heritage Quay|hely]]

[[Tuesday 3 February 2026|idő]]

[[ST JOHN'S|hely]], [[Antigua|hely]] — Two men appeared before [[the St John's Magistrates' Court|szervezet]] [[yesterday|idő]] charged with robbing a duty-free jewellery shop on the quay while two cruise ships were in port on [[Saturday afternoon|idő]].

[[Kareem "Skinny" Joseph|személy]], [[24|kor]], a [[mechanic|egyéb]] from [[Grays Farm|hely]], and [[Devon Samuel|személy]], [[31|kor]], a labourer from the same district, are accused of threatening staff with a cutlass and taking 12 watches and 18 rings from [[Caribbean Gold & Gems Ltd|szervezet]]. Neither entered a plea, and both were remanded in custody until [[23 February|idő]] in case [[SJ/CR/0231/2026|azonosító]].

Officers stopped a motorcycle, registration [[M 4417|azonosító]], on the road to the airport soon after the robbery and recovered [[20|mennyiség]] of the 30 pieces, said [[Inspector Clement Francis|személy]] of the [[Royal Police Force of Antigua and Barbuda (RPFAB)|szervezet]]. He would not say where the rest might be.

"They were calm, like they were buying bread," said the shop's manager, [[Anita Mahbubani|személy]], whose [[Sindhi|egyéb]] family has traded in the city since [[1979|idő]]. None of her four staff was hurt, she said.

A [[British|egyéb]] passenger, [[Mrs Pauline Whitcombe|személy]], on her first cruise, filmed the two men running past the cruise terminal on her phone. "I thought they were late for the ship," she said. Her video was passed to detectives by the ship's security officer.

The [[RPFAB|szervezet]] asked anyone with information about a third man to call [[268-555-0142|elérhetőség]].""",

# 4 flood: a river bursts its banks in the capital (Honiara, Solomon Islands)
"""[[Mataniko River|hely]] floods homes in [[Honiara|hely]]; a grandmother and her grandson die

[[Thursday 5 March 2026|idő]]

[[HONIARA|hely]] — Two people died and about [[600|mennyiség]] homes were flooded when the river that runs through the capital burst its banks [[before dawn on Wednesday|idő]], after [[280 millimetres|mennyiség]] of rain fell on the hills above the city in [[18 hours|idő]].

The dead were [[Margaret Tuhaika|személy]], [[71|kor]], and her [[grandson|egyéb]], [[Joel|személy]], [[nine|kor]], whose house at [[Lord Howe Settlement|hely]] was swept away, police said.

[[The National Disaster Management Office (NDMO)|szervezet]] said [[2,300|mennyiség]] people spent the night in 14 evacuation centres, among them the Honiara campus of [[the University of the South Pacific|szervezet]]. The [[NDMO|szervezet]] had handed out [[4,600|mennyiség]] food packs by [[Wednesday evening|idő]], two for every person in the centres.

"The water came up to my window in minutes. I carried my children out one by one," said [[Ben Kwaiga|személy]], [[44|kor]], a [[taxi driver|egyéb]] who spent the night in a lecture room at [[USP|szervezet]]. He told reporters in [[Pijin|egyéb]] that his taxi was found on its roof near the market.

Volunteers from the [[Solomon Islands Red Cross|szervezet]] were cooking rice for the centres. The [[Asian Development Bank|szervezet]] approved an emergency grant of [[SI$12 million|mennyiség]] for clean water and the repair of two footbridges.

Forecasters warned of more heavy rain, and schools near the river stayed closed.""",

# 5 science discovery: a new gecko in a mist forest (Victoria, Seychelles)
"""New gecko found only in the mist forest of [[Silhouette|hely]]

[[Wednesday 10 June 2026|idő]]

By [[Sylvie Payet|személy]]

[[VICTORIA|hely]], [[Seychelles|hely]] — A bright green day gecko that lives only in the cloud forest below the summit of [[Mont Dauban|hely]] has been described as a new species, researchers at [[the University of Seychelles|szervezet]] said [[on Monday|idő]].

The team found [[23|mennyiség]] of the geckos on 46 night surveys since [[October 2023|idő]], all of them above [[500 metres|mennyiség]] on Silhouette, the third-largest island of the archipelago. They think fewer than 400 are left.

"The first one sat on my head torch and I nearly brushed it off," said the lead author, [[Dr Marie-Claire Hoareau|személy]], [[38|kor]], a [[herpetologist|egyéb]] who grew up on [[La Digue|hely]]. Her co-author, [[Dr Nimal Jayasekera|személy]] of [[the Natural History Museum|szervezet]] in [[London|hely]], compared its DNA with old museum specimens collected on the island. "They had sat in a drawer under the wrong name all along," he said.

The gecko was first spotted by [[Ronny Labiche|személy]], [[41|kor]], a [[ranger|egyéb]] with [[the Island Conservation Society|szervezet]], on the team's first survey. "I told them in [[Kreol Seselwa|egyéb]] that it was too green to be ordinary," he said.

The study, [["A gecko in the clouds"|egyéb]], was paid for by [[the Seychelles' Conservation and Climate Adaptation Trust (SeyCCAT)|szervezet]] with a grant of [[SCR 850,000|mennyiség]]. The new edition of the island's field guide, ISBN [[978-99931-62-47-6|azonosító]], will include it.

[[Hoareau|személy]] asked visitors not to pick up any gecko on the island.""",

# 6 technology start-up: solar cool boxes for fishers (Dar es Salaam, Tanzania)
"""[[Dar es Salaam|hely]] start-up that keeps fish cold raises [[TSh 2.3 billion|mennyiség]]

[[Wednesday 16 September 2026|idő]]

[[DAR ES SALAAM|hely]] — A company that rents solar-powered cool boxes to fishers at the [[Kivukoni fish market|hely]] has raised new money to reach ports along the coast, its founders said [[on Tuesday|idő]].

[[BaridiBox Ltd|szervezet]] was founded in [[2023|idő]] by [[Zuhura Mwaipopo|személy]], [[29|kor]], a [[marine engineer|egyéb]], and [[Zahir Karmali|személy]], [[34|kor]], whose [[Ismaili|egyéb]] family has sold hardware in the city for four generations; he left a job at a bank to join her. Of the money, [[TSh 1.5 billion|mennyiség]] comes from the fund [[Msasani Ventures|szervezet]] and TSh 800 million is a grant from [[the Tanzania Commission for Science and Technology (COSTECH)|szervezet]].

Each box carries a sensor that sends its temperature to the owner's phone. The [[410|mennyiség]] fishers who use them pay [[TSh 3,000|mennyiség]] a day through [[M-Pesa|egyéb]], or TSh 1.23 million a day for the company.

"Before, [[a third|mennyiség]] of my catch went soft before the buyers came. Now maybe one fish in ten," said [[Said Bakari|személy]], [[52|kor]], who fishes from the beach across the harbour with his brother and spoke in [[Swahili|egyéb]].

[[Mwaipopo|személy]] said the firm would grow from 18 to 40 staff and open in two more ports by [[March 2027|idő]]. "My father fished on a lake in the south and never once had ice. I built the first box for him," she said.

[[COSTECH|szervezet]] said it would publish a study of what the boxes do for fishers' incomes. Fishers who want a box can write to [[boxes@baridibox.example|elérhetőség]].""",

# 7 school and education: a Gaelic-medium school to grow (Portree, Isle of Skye)
"""[[Portree's|hely]] Gaelic school to grow after its roll rises by [[77 per cent|mennyiség]]

[[Thursday 12 November 2026|idő]]

By [[Iain Matheson|személy]]

[[PORTREE|hely]], [[Isle of Skye|hely]] — [[The Highland Council|szervezet]] [[yesterday|idő]] approved a [[£6.8 million|mennyiség]] extension to [[Bun-sgoil Ghàidhlig Phort Rìgh|szervezet]], the Gaelic-medium primary school in the island's main town, where the roll has risen from [[74|mennyiség]] pupils in [[2019|idő]] to [[131|mennyiség]] this year.

Of the cost, [[£4.5 million|mennyiség]] comes from the council and £2.3 million from [[the Scottish Government's|szervezet]] Gaelic capital fund. Four classrooms and a nursery room are due to open in [[August 2028|idő]].

"We teach music in the corridor and our youngest class in what used to be the staffroom," said the head teacher, [[Mrs Catriona MacLeod|személy]], [[49|kor]], who herself learned to read in Gaelic.

Many of the new families did not grow up speaking [[Gaelic|egyéb]]. [[Dr Chinwe Nicolson|személy]], a [[GP|egyéb]] who moved to the island in [[2017|idő]], learned it at evening classes so that she could help her [[son|egyéb]], [[Ruairidh|személy]], [[six|kor]], with his reading. "Now he corrects my grammar at breakfast," she said.

[[Bòrd na Gàidhlig|szervezet]], the public body for the language, said the school had grown faster than any other Gaelic-medium primary in the council's area. Councillors were told that the extension should serve the town for a generation.

The parents' council, which is raising money for a minibus, can be reached on [[07700 900412|elérhetőség]].""",

# 8 religious community: a mosque cooks porridge for the fast (George Town, Penang)
"""[[Kapitan Keling Mosque|hely]] serves [[1,200|mennyiség]] bowls a night in [[Ramadan|egyéb]]

[[Friday 6 March 2026|idő]]

[[GEORGE TOWN|hely]], [[Penang|hely]] — Every afternoon at [[3pm|idő]], volunteers in the courtyard of the city's oldest mosque light six wood fires under copper pots of nombu kanji, the spiced rice porridge that [[Tamil Muslim|egyéb]] families have cooked in this city for two centuries.

By [[5.30pm|idő]] the queue reaches the street. The mosque committee spends about [[RM 4,800|mennyiség]] a night on rice, lentils and goat bones, or RM 4 a bowl, and most of it comes from donors.

"My grandfather stirred these pots, and so did his grandfather. We have never asked anyone in the queue who they are," said the committee's chairman, [[Haji Mohamed Ismail Marican|személy]], [[67|kor]].

For the first time, [[a third|mennyiség]] of the 60 volunteers are [[Bangladeshi|egyéb]] factory workers from [[Bayan Lepas|hely]]. Among them is [[Mohammad Jalal Uddin|személy]], [[41|kor]], a [[machine operator|egyéb]] who came here in [[2015|idő]] and has not been home since. "I left when my daughter was three. Now I stir the pot, and after [[Eid|egyéb]] I fly home to [[Sylhet|hely]]," he said in [[Bengali|egyéb]].

[[The Penang Islamic Religious Council (MAINPP)|szervezet]] gave the kitchen [[RM 20,000|mennyiség]] for the month, enough for about four nights. [[MAINPP|szervezet]] also sends inspectors to check the water.

The mosque stands inside the zone listed by [[UNESCO|szervezet]] as a World Heritage Site in [[2008|idő]]. Photographs of the kitchen are posted at [[@kanjikapitankeling|elérhetőség]].""",

# 9 migration and a family reunited: a father home from Penang (Sylhet, Bangladesh)
"""After [[11 years|idő]] in [[Penang|hely]], a father meets the daughter who was three when he left

[[Monday 23 March 2026|idő]]

[[SYLHET|hely]] — [[Sumaiya Akter|személy]] was [[three|kor]] when her [[father|egyéb]] left their village in [[Golapganj|hely]] to work in a factory overseas. On [[Saturday|idő]], the day after [[Eid al-Fitr|egyéb]], she was [[14|kor]], and she met him at the arrivals gate of [[Osmani International Airport|hely]] with a garland of marigolds she had made herself.

[[Mohammad Jalal Uddin|személy]], [[41|kor]], flew home by way of the capital, arriving on [[Biman Bangladesh Airlines|szervezet]] flight [[BG 601|azonosító]]. He had spent his last Ramadan abroad as a volunteer in the kitchen of a mosque on the island.

He paid a recruitment agent [[Tk 3.5 lakh|mennyiség]] before he left, a debt that took him [[four years|idő]] to repay. He then earned about [[RM 1,900|mennyiség]] a month as a machine operator in [[Bayan Lepas|hely]] and sent home [[two-thirds|mennyiség]] of it, most of which went into a two-room brick house.

"All this time I told her what her father looked like. Now she tells me he has grown old," said his [[wife|egyéb]], [[Rubina Begum|személy]], [[36|kor]], speaking in [[Sylheti|egyéb]].

[[Uddin|személy]] plans to open a mobile-phone repair shop in the village market with a returnee grant of [[Tk 50,000|mennyiség]] from [[the Wage Earners' Welfare Board|szervezet]].

"I will not go back. My daughter is already taller than the counter," he said.""",

# 10 environmental dispute over a mine: a tailings plan above a lake (Labrador City, Labrador)
"""Residents and [[Innu Nation|szervezet]] fight tailings plan above [[Duley Lake|hely]]

[[Monday, March 30, 2026|idő]]

[[LABRADOR CITY|hely]], [[N.L.|hely]] — More than a third of the people of this iron-mining town have signed a petition against a plan to store mine tailings in a valley that drains into the lake where many of them swim and fish in summer.

The petition, headed [["Our lake is not a tailings pond"|egyéb]], went to the [[Town of Labrador City|szervezet]] on [[Friday|idő]] with [[2,860|mennyiség]] signatures. About 7,400 people live in the town.

[[Wabush Ridge Iron Inc.|szervezet]] wants to reopen an old pit west of the town at a cost of [[C$1.1 billion|mennyiség]], creating [[420|mennyiség]] jobs, and to store [[18 million tonnes|mennyiség]] of tailings behind an earth dam over [[15 years|idő]]. [[The Department of Environment and Climate Change|szervezet]] is reviewing the project, registered as [[EA 2291|azonosító]], and takes public comments until [[Friday, April 17|idő]].

[[The Innu Nation's director of lands and resources|egyéb]], [[Mary Jane Pokue|személy]], said caribou cross the valley every spring. "My grandmother walked this country before there was a town. Nobody asked her either," she said.

[[Marivic Soriano|személy]], [[44|kor]], a [[nurse|egyéb]] at [[Labrador West Health Centre|szervezet]] who came from [[Pampanga|hely]] in [[2011|idő]], said her children learned to swim in the lake. "I did not cross the world to give [[Jasmine|személy]] and her brother a lake of grey mud," she said.

The company's vice-president, [[Gregory Thibault|személy]], said the dam would meet every provincial standard and that he would meet the petitioners. Residents can leave comments with the company on [[709-555-0187|elérhetőség]].""",

# 11 music festival: drummers from nine islands close a festival (Avarua, Rarotonga)
"""Drummers from nine islands close sold-out festival in [[Avarua|hely]]

[[Monday 3 August 2026|idő]]

[[AVARUA|hely]], [[Cook Islands|hely]] — The [[Rarotonga Sounds Festival|egyéb]] ended on [[Saturday night|idő]] with [[140|mennyiség]] drummers from nine islands playing together on one stage at the [[National Auditorium|hely]], days before the country marks its constitution.

All [[2,400|mennyiség]] tickets for the three nights sold out at [[NZ$35|mennyiség]] each, bringing in NZ$84,000, twice the takings of the first festival.

"Each island has its own beat. Tonight they had to find one beat together, and they found it before the interval," said the festival's director, [[Tepaeru Tangimetua|személy]], [[48|kor]], a former [[air traffic controller|egyéb]]. She founded the festival with three friends.

[[Air Rarotonga|szervezet]] flew drummers in from [[Mangaia|hely]] and [[Aitutaki|hely]] at half fare. The youngest, [[Mata Marsters|személy]], [[12|kor]], came from [[Palmerston|hely]], which has no airstrip, on a supply ship that took [[five days|idő]]. "I was sick for two of them," [[he|személy]] said in [[Cook Islands Māori|egyéb]].

A visiting band closed the second night with a song written for the festival, [["Ka Tere te Vaka"|egyéb]], and the crowd sang the chorus back to them in both languages.

Drumming workshops for [[300|mennyiség]] schoolchildren were held at the campus of [[the University of the South Pacific|szervezet]]. [[The Cook Islands Tourism Corporation|szervezet]] said [[a quarter|mennyiség]] of the audience had flown in from abroad.

Videos of the final night were shared under [[#RaroSounds|egyéb]].""",

# 12 athletics: a course record in a half marathon at altitude (Thimphu, Bhutan)
"""Farmer's son from [[Bumthang|hely]] breaks half marathon course record

[[Monday 12 October 2026|idő]]

[[THIMPHU|hely]] — [[Sangay Wangdi|személy]], [[21|kor]], the son of a potato farmer, won the [[Druk Half Marathon|egyéb]] [[yesterday|idő]] in [[1:08:42|idő]], [[73 seconds|idő]] faster than the course record set in [[2019|idő]].

The race climbs and falls between 2,300 and 2,500 metres above sea level, along the river and through the capital's northern suburbs, before finishing inside [[Changlimithang Stadium|hely]].

"At home I run to the potato field and back before school. Today the field was just further away," [[Wangdi|személy]] said in [[Dzongkha|egyéb]]. He trains with the army team and is coached by [[Pema Lhamo|személy]], [[a former national champion|egyéb]] over 10,000 metres who drives the young runners to the hills in her own car.

The women's race was won by [[Bishnu Maya Chhetri|személy]], [[27|kor]], a [[schoolteacher|egyéb]] from [[Samtse|hely]] on the southern border, in [[1:21:07|idő]]. She said she had woken early to run the last hill once more before the start.

Of [[2,100|mennyiség]] runners who entered, [[1,840|mennyiség]] finished. The two winners each received [[Nu. 150,000|mennyiség]].

[[The Bhutan Amateur Athletic Federation (BAAF)|szervezet]] said it would ask for the race to be measured again so that the record could be recognised abroad. The race was shown live by [[Bhutan Broadcasting Service|szervezet]].

Registration for next year's race opens on [[1 March 2027|idő]] at [[drukhalfmarathon.example|elérhetőség]].""",
]

SV = [
# 1 omräkning: tre röster avgör sista mandatet i fullmäktige (Avesta, Dalarna)
"""Tre röster skilde i [[Avesta|hely]] – lokalparti kräver omval

[[Fredag 25 september 2026|idő]]

[[AVESTA|hely]]. Bara tre röster avgjorde vem som fick det sista mandatet i [[kommunfullmäktige i Avesta|szervezet]]. Det visar den slutliga sammanräkningen som [[Länsstyrelsen i Dalarnas län|szervezet]] blev klar med [[i går|idő]].

[[Centerpartiet|szervezet]] fick [[1 214|mennyiség]] röster, lokalpartiet [[Avestalistan|szervezet]] tre färre. Därmed får lokalpartiet fem platser i stället för sex.

[[Avestalistans|szervezet]] gruppledare [[Ritva Kangasniemi|személy]], [[63|kor]], överklagar nu valet till [[Valprövningsnämnden|szervezet]].

– I ett av valdistrikten sorterades [[37|mennyiség]] valsedlar bort som ogiltiga. Om bara fyra av dem hade räknats för oss hade vi haft sex mandat, säger hon.

[[Kangasniemi|személy]] kom från [[Kuopio|hely]] som [[sexåring|kor]], när hennes [[pappa|egyéb]] fick jobb på [[Avesta Jernverks|szervezet]] valsverk.

[[Claudio Fuentes Araya|személy]] är [[valsamordnare på länsstyrelsen|egyéb]] och ledde arbetet med sammanräkningen.

– Vi har granskat varje ogiltig valsedel två gånger. Flera saknade valsedelskuvert och några hade två partinamn. Då räknas rösten inte, säger han.

Valdeltagandet i kommunvalet var [[82,4 procent|mennyiség]]: [[14 775|mennyiség]] av 17 930 röstberättigade röstade.

Det 41:a och sista mandatet går till [[Emina Softić|személy]], [[28|kor]]. Hon arbetar som [[undersköterska|egyéb]] på [[Avesta lasarett|szervezet]] och har aldrig tidigare suttit i fullmäktige.

Överklagandet har diarienummer [[VPN 2026:214|azonosító]].""",

# 2 bank: sparbankens halvårsrapport efter Riksbankens räntesänkning (Ulricehamn, Västergötland)
"""Sparbanken i [[Ulricehamn|hely]] ökar vinsten med en tredjedel

[[Tisdag 28 juli 2026|idő]]

[[ULRICEHAMN|hely]]. [[Åsunden Sparbank|szervezet]] redovisar ett rörelseresultat på [[84 miljoner kronor|mennyiség]] för [[första halvåret|idő]], mot [[63 miljoner|mennyiség]] [[i fjol|idő]]. Det är en ökning med [[en tredjedel|mennyiség]].

Förklaringen är enligt banken att fler hushåll har flyttat sina bolån hit sedan [[Riksbankens|szervezet]] senaste sänkning av styrräntan. Många av dem kommer från storbankerna. Under halvåret fick banken [[640|mennyiség]] nya bolånekunder.

– Folk vill ha ett kontor där man kan sätta sig ner och prata, säger bankens [[vd|egyéb]] [[Katarina Ljung Okafor|személy]], [[51|kor]].

[[Hon|személy]] kom till banken från [[Swedbank|szervezet]] i [[Borås|hely]]. Samtidigt som hon presenterar vinsten varnar [[Ljung Okafor|személy]] för att kreditförlusterna har ökat bland småföretagen i kommunen.

En av kunderna är [[Somchai Wongsawat|személy]], [[52|kor]], som driver en [[thailändsk|egyéb]] restaurang vid [[Storgatan|hely]] tillsammans med sin [[fru|egyéb]] [[Ratana|személy]].

– Vi lånade för att bygga ut köket. Utan banken här i stan hade vi fått förklara oss för någon på ett huvudkontor som aldrig har ätit hos oss, säger [[Wongsawat|személy]].

Bankens stiftelse delar ut [[2,1 miljoner kronor|mennyiség]] till föreningar i kommunen, bland dem [[Ulricehamns IFK|szervezet]].

Hela delårsrapporten finns att läsa på [[asundensparbank.example/rapporter|elérhetőség]].""",

# 3 polis och domstol: fängelse för GPS-stölder från traktorer (Tomelilla, Skåne)
"""Fängelse för GPS-stölder från traktorer på [[Österlen|hely]]

[[Onsdag 15 april 2026|idő]]

[[TOMELILLA|hely]]. En [[29-årig|kor]] man döms till fängelse i [[ett år och åtta månader|idő]] för att ha stulit GPS-utrustning från [[19|mennyiség]] traktorer på gårdar i kommunen. Det beslutade [[Ystads tingsrätt|szervezet]] [[i går|idő]].

Stölderna skedde under [[vintern|idő]]. Utrustningen var värd sammanlagt [[2,6 miljoner kronor|mennyiség]], i genomsnitt nästan 137 000 kronor per traktor.

Mannen greps [[natten till den 3 mars|idő]], när en granne lade märke till en vit skåpbil med registreringsnumret [[MLX 52C|azonosító]] vid en maskinhall i [[Smedstorp|hely]].

– Jag såg ficklampor i hallen mitt i natten och ringde 112. Sedan satt jag i köksfönstret tills [[polisen|szervezet]] kom, säger grannen, [[Marta Kowalczyk|személy]], [[44|kor]], som driver gården intill med sin [[man|egyéb]].

[[Kowalczyk|személy]] kom som [[säsongsarbetare|egyéb]] från [[Lublin|hely]] och stannade.

[[Kommunpolisen Juha Peltonen|személy]] har lett utredningen. Han säger att stölderna har kostat bönderna mer än utrustningen.

– Utan GPS står traktorn still mitt i vårbruket. En del fick vänta i veckor på ny utrustning, säger [[Peltonen|személy]].

Mannen ska också betala [[410 000 kronor|mennyiség]] i skadestånd till [[Länsförsäkringar Skåne|szervezet]] och fyra [[lantbrukare|egyéb]]. Han har nekat till brott.

Domen i mål [[B 1873-26|azonosító]] kan överklagas till [[hovrätten|szervezet]] senast [[den 5 maj|idő]].""",

# 4 översvämning: vårfloden i Västerdalälven (Vansbro, Dalarna)
"""Vårfloden stänger vägar i [[Vansbro|hely]] – byar evakuerade

[[Måndag 11 maj 2026|idő]]

[[VANSBRO|hely]]. Vattnet i [[Västerdalälven|hely]] steg under helgen till [[1,9 meter|mennyiség]] över det normala, och på [[söndagskvällen|idő]] evakuerades [[42|mennyiség]] hushåll i [[Äppelbo|hely]] och [[Järna|hely]].

[[Sveriges meteorologiska och hydrologiska institut (SMHI)|szervezet]] varnar för att nivån kan stiga ytterligare de närmaste dagarna, när snön i fjällen smälter i värmen.

– Det är den högsta nivån sedan [[1995|idő]]. Vi har aldrig haft så mycket snö kvar så här sent på våren, säger [[SMHI:s|szervezet]] [[hydrolog|egyéb]] [[Sofia Lindahl Berisha|személy]]. Hon uppmanar alla som bor nära älven att bära upp det viktigaste ur källaren.

[[Vansbro kommun|szervezet]] har öppnat en skola som uppehållsplats för dem som inte kan bo hos släktingar. Där har [[Röda Korset|szervezet]] frivilliga på plats dygnet runt.

[[Fru Gun-Britt Ståhl|személy]], [[86|kor]], fick lämna sitt hus vid älven med bara en väska.

– Jag har bott här i [[sextio år|idő]] och sett älven stiga många gånger. Men aldrig upp till trappan, säger hon.

Hennes granne [[Jasmin Hadžić|személy]], [[47|kor]], [[lastbilschaufför|egyéb]], körde henne till skolan.

– Vi har byggt en vall av sandsäckar runt hennes hus och mitt. Mer kan vi inte göra nu, säger [[Hadžić|személy]]. Han har själv vatten i källaren.

[[Länsstyrelsen i Dalarnas län|szervezet]] har begärt extra sandsäckar och pumpar från [[Myndigheten för civilt försvar|szervezet]].

Den som behöver hjälp kan ringa [[Röda Korsets|szervezet]] samordnare på [[070-1740 612|elérhetőség]].""",

# 5 forskning: blommande kanter ger humlor och större äppelskörd (Alnarp, Skåne)
"""Blommande kanter gav [[en åttondel|mennyiség]] mer äpplen

[[Torsdag 4 juni 2026|idő]]

[[ALNARP|hely]]. Äppelodlare som sår blommande kanter runt sina odlingar får fler humlor och större skördar. Det visar en ny studie från [[Sveriges lantbruksuniversitet (SLU)|szervezet]].

Forskarna följde [[64|mennyiség]] odlingar i [[Skåne|hely]] under [[tre säsonger|idő]]. Där det fanns blomremsor ökade skörden från [[32 till 36 ton|mennyiség]] per hektar, [[en åttondel|mennyiség]] mer.

– Humlorna flyger redan när det är för kallt för honungsbina. Det är de som pollinerar en kall vår, säger [[docent Paulina Zielińska|személy]]. Hon leder projektet och forskar i [[pollinationsekologi|egyéb]].

Bikuporna vägdes och avlyssnades med sensorer från [[Bisensa AB|szervezet]] i [[Åtvidaberg|hely]]. På så sätt kunde forskarna se hur många humlor som flög ut varje timme.

Mätningarna gjordes av [[doktoranden Kwame Owusu-Ansah|személy]], [[31|kor]], som tidigare arbetade på en kakaoodling i [[Ghana|hely]]. Han disputerar i [[augusti|idő]] med avhandlingen [[”Humlan och äpplet”|egyéb]], ISBN [[978-91-8124-067-2|azonosító]].

– Jag trodde att en [[ghanan|egyéb]] skulle ha svårt att förstå svenska fruktodlare. Men de pratar om vädret precis som odlarna hemma, säger [[Owusu-Ansah|személy]].

Studien publiceras i [[Journal of Applied Ecology|szervezet]]. Den har fått [[5,2 miljoner kronor|mennyiség]] från forskningsrådet [[Formas|szervezet]].

En av odlarna i studien är [[Henrik Månsson|személy]] på [[Österlen|hely]].

– Vi sådde en remsa bara för att [[Zielińska|személy]] bad oss. Nu sår vi runt hela gården, säger han.

Odlare som vill vara med i nästa studie kan skriva till [[humlor@slu.example|elérhetőség]].""",

# 6 start-up: bikupesensorer och riskkapital i Facits gamla lokaler (Åtvidaberg, Östergötland)
"""Bisensorer från [[Åtvidaberg|hely]] säljs över hela världen

[[Tisdag 22 september 2026|idő]]

[[ÅTVIDABERG|hely]]. Uppstartsföretaget [[Bisensa AB|szervezet]], som gör sensorer för bikupor, tar in [[14 miljoner kronor|mennyiség]] i riskkapital. Pengarna kommer från [[Almi Invest|szervezet]] och en grupp privata investerare.

Företaget håller till i [[Facits|szervezet]] gamla fabrikslokaler, där det en gång tillverkades räknemaskiner. Där ska antalet anställda öka från [[nio|mennyiség]] till 25.

Sensorn [[Bisensa Hive 2|egyéb]] väger kupan och lyssnar på surret. Den larmar när bina förbereder sig för att svärma eller när drottningen har dött. Hittills har [[3 400|mennyiség]] sensorer sålts, till biodlare i [[17|mennyiség]] länder.

– Bina har pratat med oss hela tiden. Vi har bara inte förstått vad de säger, säger [[Nattapong Srisuk|személy]], [[38|kor]], [[en av de tre grundarna|egyéb]].

[[Han|személy]] växte upp i [[Chiang Mai|hely]], där hans [[morfar|egyéb]] höll bin, och kom [[2009|idő]] till [[Linköpings universitet|szervezet]] för att studera.

Intresset ökade [[i somras|idő]], när [[docent Paulina Zielińska|személy]] vid [[SLU|szervezet]] publicerade sin studie om humlor och äppelodlingar.

– Sensorerna gav oss mätvärden varje timme under hela studien. Det hade vi aldrig klarat med anteckningsblock, säger [[Zielińska|személy]].

Bolagets [[vd|egyéb]], [[Johanna Eklöv|személy]], säger att hon och [[Srisuk|személy]] helst vill stanna på orten.

– Här finns folk som har byggt maskiner i generationer. Och hyran är mycket lägre än i storstan, säger hon.

Bolaget har organisationsnummer [[559388-4124|azonosító]]. Mer finns på [[bisensa.example|elérhetőség]].""",

# 7 skola: pensionerade stålverksarbetare ger läxhjälp i matte (Hofors, Gästrikland)
"""Fler behöriga till gymnasiet i [[Hofors|hely]] – pensionärer hjälper med matten

[[Måndag 22 juni 2026|idő]]

[[HOFORS|hely]]. [[94|mennyiség]] av de 113 eleverna i årskurs 9 på [[Hammarskolan|szervezet]] blev behöriga till gymnasiet, [[83 procent|mennyiség]]. [[I fjol|idő]] var andelen [[68 procent|mennyiség]], 72 av 106.

För [[två år|idő]] sedan fick skolan kritik av [[Skolinspektionen|szervezet]] för att alltför många elever gick ut utan godkänt i matematik.

– Vi kunde inte anställa fler [[matematiklärare|egyéb]], för det fanns inga att anställa. Då fick vi tänka annorlunda, säger [[rektor Sirpa Lindgren|személy]]. Hon har själv gått på skolan.

Lösningen blev ett tiotal pensionerade [[stålverksarbetare|egyéb]] från [[Ovako|szervezet]], som hjälper eleverna med läxorna efter skoltid.

En av dem är [[Bertil Åhs|személy]], [[71|kor]], som arbetade med valsning i [[fyrtio år|idő]].

– Jag räknade ut tjocklekar på stålplåt varje dag. Procent och ekvationer är ingenting konstigt för mig, säger han.

Läraren [[Abdirahman Yusuf|személy]] kom från [[Mogadishu|hely]] [[2011|idő]]. Han undervisar nu i matematik och [[somaliska|egyéb]] på skolan.

– Eleverna lyssnar på [[Bertil|személy]] på ett annat sätt. Han är någons [[morfar|egyéb]], inte bara en vuxen till, säger [[Yusuf|személy]].

[[Nour Alhassan|személy]], [[15|kor]], fick godkänt i matematik i slutbetyget.

– Ett tag trodde jag att jag skulle få gå om nian. Nu ska jag läsa naturvetenskap i [[Sandviken|hely]], säger hon.

[[Barn- och utbildningsnämnden i Hofors kommun|szervezet]] har beslutat att läxhjälpen fortsätter.""",

# 8 religion: moskéföreningen köper den gamla missionskyrkan (Kumla, Närke)
"""Moskéföreningen i [[Kumla|hely]] tar över missionskyrkan

[[Torsdag 12 mars 2026|idő]]

[[KUMLA|hely]]. [[Kumla islamiska förening|szervezet]] köper den gamla missionskyrkan vid [[Missionsgatan|hely]] för [[3,9 miljoner kronor|mennyiség]]. Den första fredagsbönen hålls på [[id al-fitr|egyéb]], [[fredagen den 20 mars|idő]].

Församlingen i [[Equmeniakyrkan|szervezet]] som ägde huset har krympt från [[210|mennyiség]] medlemmar till 38, och gick [[i höstas|idő]] samman med en grannförsamling.

– Vi ville hellre att huset blev ett bönehus än ett lager. Det var ett enkelt beslut, säger [[pastor Anneli Rask|személy]]. Hon var församlingens sista [[pastor|egyéb]].

Föreningen har [[450|mennyiség]] medlemmar, de flesta [[sunnimuslimer|egyéb]] med rötter i [[Syrien|hely]]. Hittills har de bett i en källarlokal med plats för 80 personer.

– Nu under [[ramadan|egyéb]] får vi be i tre omgångar varje kväll. I kyrkan får alla plats på en gång, säger föreningens [[imam|egyéb]] [[Ayman Kassab|személy]], [[57|kor]]. Han var [[arabisklärare|egyéb]] i [[Homs|hely]].

Predikningarna kommer att hållas på [[arabiska|egyéb]] och översättas. Altartavlan får sitta kvar bakom ett draperi.

[[Kyrkoherden i Kumla församling|egyéb]], [[Maria Ekström Virta|személy]], kommer till invigningen.

– Huset har alltid varit ett hus för bön. Det fortsätter det att vara, säger [[hon|személy]].

Gåvor till det nya taket kan sättas in på [[SE69 6000 0000 0004 1287 5531|azonosító]]. Föreningen visar bygget på [[@kumlamoske|elérhetőség]].""",

# 9 flyktingfamilj: en eritreansk pappa återförenas med fru och barn (Hagfors, Värmland)
"""Efter sju år fick pappan i [[Hagfors|hely]] hem sin familj

[[Måndag 26 oktober 2026|idő]]

[[HAGFORS|hely]]. I ankomsthallen på [[Arlanda|hely]] stod [[Mehari Tesfai|személy]], [[41|kor]], med en bukett som han hade köpt på vägen. [[I lördags|idő]] kom hans [[fru|egyéb]] [[Senait|személy]] och deras två barn med flyg [[ET 714|azonosító]].

– Min son var [[två år|kor]] när jag gick. Nu är han [[nio|kor]] och lika lång som sin mamma, säger han.

Han flydde från [[Eritrea|hely]] [[2019|idő]]. När han hade fått uppehållstillstånd ansökte han om familjeåterförening, i [[juni 2022|idő]]. Familjen väntade i [[Addis Abeba|hely]] på en intervju på den svenska ambassaden.

[[Migrationsverket|szervezet]] beviljade ansökan i [[augusti|idő]], efter [[fyra år och två månader|idő]]. Ärendet har nummer [[22-518377|azonosító]].

[[Röda Korset|szervezet]] lånade familjen pengar till flygbiljetterna.

– Resan är det sista hindret. Många har väntat i åratal och har inga pengar kvar när beskedet kommer, säger [[handläggaren Lovisa Berg|személy]]. Hon arbetar med familjeåterförening i länet.

[[Tesfai|személy]] arbetar som [[svetsare|egyéb]] på [[Uddeholms|szervezet]] stålverk. Kollegorna har samlat ihop möbler till lägenheten.

Dottern [[Luwam|személy]], [[12|kor]], ska börja i sexan. Hon talar [[tigrinja|egyéb]] och vill bli läkare.

– Pappa har lärt mig tre svenska ord i telefon varje söndag. Jag kan säga ”fika”, ”snö” och ”äntligen”, säger hon.""",

# 10 vindkraft: samebyn mot en vindkraftspark i kalvningslandet (Malå, Västerbotten)
"""[[Malå sameby|szervezet]] i domstol mot ny vindkraftspark i kalvningslandet

[[Onsdag 18 november 2026|idő]]

[[MALÅ|hely]]. Ska det stå [[36|mennyiség]] vindkraftverk på [[Gråliden|hely]]? [[I går|idő]] började förhandlingen i [[Mark- och miljödomstolen vid Umeå tingsrätt|szervezet]] om den park som [[Vindkraft Norrskog AB|szervezet]] vill bygga för [[4,5 miljarder kronor|mennyiség]].

Verken skulle bli [[270 meter|mennyiség]] höga. De skulle stå mitt i det område där [[Malå samebys|szervezet]] renar kalvar på våren.

– Vi har [[3 800|mennyiség]] renar. Om kalvningslandet försvinner kan vi inte ha kvar ens [[hälften|mennyiség]], säger samebyns [[ordförande|egyéb]] [[Máret Ruong|személy]], [[49|kor]].

Hon talade [[umesamiska|egyéb]] när hon inledde sitt anförande i rättssalen, och en tolk översatte.

[[Kommunfullmäktige i Malå|szervezet]] sa ja till parken i [[mars|idő]] med [[17 röster mot 14|mennyiség]]. Kommunen ska enligt avtalet få [[1,5 procent|mennyiség]] av intäkterna.

– Kommunen behöver jobb. Under bygget blir det hundratals arbetstillfällen, säger bolagets [[projektledare|egyéb]] [[Tobias Wennberg|személy]].

[[Wennberg|személy]] säger att han har erbjudit samebyn att stänga verken under kalvningen.

[[Ruong|személy]] tror inte att det räcker.

– Renarna slutar inte vara rädda för att ett verk står stilla, säger hon.

Målet har nummer [[M 2417-25|azonosító]]. Domen meddelas [[torsdagen den 10 december|idő]]. Samebyn tar emot frågor på [[kansli@malasameby.example|elérhetőség]].""",

# 11 musikfestival: Dansbandsveckan öppnar med rekordpublik (Malung, Dalarna)
"""[[Dansbandsveckan|egyéb]] öppnade med rekordpublik i [[Malung|hely]]

[[Tisdag 14 juli 2026|idő]]

[[MALUNG|hely]]. När [[Dansbandsveckan|egyéb]] öppnade [[i går kväll|idő]] stod [[7 200|mennyiség]] personer på dansbanorna, fler än någon öppningskväll tidigare. Festivalen pågår till [[lördagen den 18 juli|idő]].

[[Festivalgeneralen Pirjo Nieminen|személy]] räknar med [[44 000|mennyiség]] besökare under veckan, en tiondel fler än fjolårets [[40 000|mennyiség]].

– Husbilarna började rulla in flera dagar före öppningen. En del har stått på samma plats varje sommar i åratal, säger hon.

Festivalen har ett eget avtal med [[Malung-Sälens kommun|szervezet]], som hyr ut campingplatser på idrottsplatsen och sätter in extra bussar från centrum.

Bland de första på dansgolvet var [[Suda Persson|személy]], [[66|kor]], och hennes [[man|egyéb]] [[Lars-Göran|személy]].

– Jag lärde mig bugg i en danssalong i [[Pattaya|hely]]. Där träffade jag honom [[1998|idő]], och sedan dess har vi inte missat en enda vecka, säger [[Persson|személy]].

Hennes biljett har nummer [[DBV26-000117|azonosító]]. Den köptes bara några minuter efter att försäljningen öppnade.

[[P4 Dalarna|szervezet]] sänder från festivalen varje kväll. Veckans mest önskade låt är än så länge [[”Dansa med mig i Malung”|egyéb]].

Festivalens yngsta [[bandledare|egyéb]] är [[Elias Kivelä|személy]], [[19|kor]], från [[Vansbro|hely]]. Han spelar dragspel som sin [[farfar|egyéb]] gjorde.

Bilder från dansgolven samlas under [[#dansbandsveckan|egyéb]].""",

# 12 skidlopp: Engelbrektsloppet i hård kyla (Norberg, Västmanland)
"""Kylan tog hårt på [[Engelbrektsloppet|egyéb]] – var tionde bröt

[[Måndag 2 februari 2026|idő]]

[[NORBERG|hely]]. [[Engelbrektsloppet|egyéb]] kördes [[i går|idő]] i hård kyla. Av de [[1 850|mennyiség]] åkare som startade på de [[60 kilometerna|mennyiség]] bröt 185, var tionde.

Herrklassen vanns av [[Viktor Sandberg|személy]], [[27|kor]], på [[2.38.41|idő]]. Damernas snabbaste var [[finländskan|egyéb]] [[Henna Kääriäinen|személy]], [[32|kor]].

– Jag tog på mig tre par handskar. Efter halva loppet kände jag ändå inte fingrarna, säger [[Kääriäinen|személy]], som är [[sjuksköterska|egyéb]] i [[Uleåborg|hely]].

Före start sa hon [[”Kylan är min vän”|egyéb]] i finsk tv, och hon upprepade det när hon gick i mål.

Arrangören [[Norbergs skidklubb|szervezet]] hade fler funktionärer än vanligt ute, och två ambulanser stod vid banan.

Äldst i mål var [[Ramón ”Moncho” Figueroa|személy]], som är född i [[Valparaíso|hely]] [[i maj 1951|idő]] och alltså är [[74|kor]]. Han åkte med startnummer [[4127|azonosító]] och kom i mål efter [[6 timmar och 12 minuter|idő]].

– Jag såg snö första gången när jag kom hit. Sedan dess har jag inte missat en vinter, säger [[Figueroa|személy]].

Hans [[barnbarn|egyéb]] [[Camila|személy]] väntade vid målet med varm blåbärssoppa.

– Morfar säger att han ska sluta varje år. Sedan anmäler han sig igen så fort snön kommer, säger hon.

Resultatlistan finns på [[engelbrektsloppet.example|elérhetőség]].""",
]

# Capitalised words that may sit inside a `személy` span without being a name of their own.
NOT_NAMES = frozenset({
    "Mrs", "Haji", "Inspector",
    "She", "He",
    "Fru", "Kommunpolisen", "Festivalgeneralen", "Hon", "Han",
})

SCHEME = Scheme(
    prefix="heldout21",
    labels=(
        "személy", "hely", "szervezet", "idő", "kor", "mennyiség", "elérhetőség",
        "azonosító", "egyéb",
    ),
    person="személy",
    words=(180, 260),
    spans=(22, 28),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    check_words(EN, SV)
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
