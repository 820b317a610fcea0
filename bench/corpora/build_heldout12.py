#!/usr/bin/env python3
"""Build and check the twelfth pair of held-out corpora (heldout12_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0): to the extent
possible under law, the authors have waived all copyright and related rights to these
texts and to this builder. The texts are news articles; all private people, quotations,
addresses, e-mail addresses, URLs, handles, phone numbers, case, file, tender, notice,
visa and decision numbers, plates, amounts, counts and small organisations are
invented. Real public bodies, companies and places are named as news would name them;
what they do here is invented. Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand. This pair's labels are Portuguese and lower case, and one of them
(``instituição``) holds non-ASCII letters, which the shared builder's markup pattern
accepts (letters of any script).

    python3 bench/corpora/build_heldout12.py          # write both files, then check them
    python3 bench/corpora/build_heldout12.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, main

EN = [
# 1 bridge closure (Suva and Nasinu, Fiji)
"""Cracked piers shut Nasinu bridge for at least six weeks

[[Wednesday 4 March 2026|data]]

[[SUVA|local]] — Thousands of commuters between [[Nasinu|local]] and the capital face long detours after the [[Fiji Roads Authority|instituição]] closed the [[Vunivau Bridge|local]] on Ratu Dovi Road to all traffic [[on Monday night|data]], when divers found cracks in two of its concrete piers.

The authority said the crossing would stay shut for "at least [[six weeks|data]]", so it cannot reopen before [[Wednesday 15 April|data]]. Its counts show about 18,000 vehicles a day use the bridge.

"We could not take the risk of a full bus on that span," said [[senior bridge engineer Ravinesh Prasad|nome]]. "The piers were poured in the 1970s and the river has been scouring around them since last month's floods." [[Prasad|nome]] said his divers would check the structure again within a week.

Repairs are estimated at [[FJ$2.4 million|quantia]]. The [[Ministry of Finance|instituição]] has released [[FJ$1.8 million|quantia]], and the authority will find the remaining FJ$600,000 in its maintenance budget. The work will be tendered under reference [[FRA/T/26/041|identificador]].

[[Salote Raikadroka|nome]], [[operations manager|outro]] at [[Nadera Express Buses|instituição]], said [[her|nome]] drivers now needed 40 extra minutes for each round trip through Valelevu. "Our passengers are [[nurses|outro]], students, market people. They are paying for this with their mornings."

At the Laucala Beach junction, [[roti|outro]] seller [[Anjali Devi Naidu|nome]], [[47|idade]], said her takings had halved since Tuesday. "Now nobody comes this way," [[Naidu|nome]] said in [[Fiji Hindi|outro]].

Detour maps in English and [[iTaukei|outro]] are posted at [[fra.example/detours|contato]] and on the authority's [[Facebook|instituição]] page.""",

# 2 hospital waiting lists (Carmarthen, Wales)
"""Almost a quarter of west Wales patients have waited more than a year

[[Thursday 14 May 2026|data]]

[[CARMARTHEN|local]] — Nearly one in four patients waiting for planned treatment in west Wales has been on the list for more than a year, according to figures published [[this morning|data]] by [[Hywel Dda University Health Board|instituição]].

Of the 41,200 people waiting at the end of April, [[9,888|quantia]], or [[24 per cent|quantia]], had waited longer than 52 weeks. More than a third of those, 3,460, are waiting for [[orthopaedic|outro]] surgery.

One of them is [[Mrs Gwenllian Morgan|nome]], [[68|idade]], a retired [[postmistress|outro]] from [[Llandeilo|local]], who was put on the list for a hip replacement in [[October 2024|data]]. "[[Nineteen months|data]] on [[tramadol|outro]] and I still have no date," [[she|nome]] said. "I've stopped going to chapel because I can't manage the steps."

[[Mr Arjun Menon|nome]], a [[consultant orthopaedic surgeon|outro]] at [[Glangwili Hospital|instituição]], said theatres had lost 210 sessions to staff shortages and winter pressures since December. "We operate on the most urgent cases first, and that means people like [[Mrs Morgan|nome]] wait," [[Menon|nome]] said.

The health board said a day-surgery unit at [[Prince Philip Hospital|instituição]] in Llanelli would open in spring 2027 and add 2,600 operations a year. Its director of operations, [[Catrin Hughes-Pryce|nome]], said she was sorry that people were waiting this long.

A patients' group, [[Hywel Dda Waiting Voices|instituição]], meets monthly in Carmarthen. Its [[organiser|outro]], [[Mr Kwabena Owusu-Jones|nome]], can be reached on [[07700 900418|contato]] or at [[waitingvoices@mail.example|contato]].""",

# 3 football club finances (Dundalk, Co. Louth, Ireland)
"""Castletown Rovers reveal €1.15m debt as licence deadline looms

[[Monday 19 January 2026|data]]

[[DUNDALK|local]] — [[League of Ireland First Division|outro]] club [[Castletown Rovers|instituição]] owe [[€1.15 million|quantia]], according to accounts shown to members at a heated meeting in the clubhouse [[on Saturday|data]].

The figures for the year to 30 November 2025 show income of [[€2.34 million|quantia]] against costs of €2.86 million, a loss of €520,000. The wage bill alone, €1.64 million, swallowed [[70 per cent|quantia]] of income.

Of the debt, €640,000 is owed to a company controlled by chairman [[Declan Mulvaney|nome]], €330,000 is a loan from [[AIB|instituição]] and [[€180,000|quantia]] is owed to the [[Revenue Commissioners|instituição]].

"I've put my own money in for [[six years|data]] and I'm not walking away," [[Mulvaney|nome]] told members. He said talks with a [[Boston|local]]-based investment group, [[Harbourline Sports Capital|instituição]], were "at an advanced stage".

The [[Football Association of Ireland|instituição]] requires clubs to show they can pay their debts before it grants a licence for the new season. Applications close on [[Friday 27 February|data]].

The secretary of the [[Rovers Supporters' Trust|instituição]], [[Aisling Ní Fhaoláin|nome]], said fans had been kept in the dark. "We found out from a leaked spreadsheet on [[WhatsApp|outro]]," [[she|nome]] said. The trust has asked members to pledge €10 a month and will launch an appeal under [[#SaveTheCastle|outro]].

Striker [[Tobi Adeyemi-Byrne|nome]], [[23|idade]], who scored 14 league goals last season, is said to be wanted by two [[Premier Division|outro]] clubs. His agent declined to comment.

Members can send questions before the next meeting to [[trust@castletownrovers.example|contato]].""",

# 4 library reopening (Thunder Bay, Ontario)
"""Current River library reopens after flood, with a bigger Finnish shelf

[[Friday, October 2, 2026|data]]

[[THUNDER BAY, Ont.|local]] — The [[Current River Library|instituição]] will reopen its doors [[Saturday|data]] morning, more than [[20 months|data]] after a burst pipe flooded its basement and ground floor on [[January 18, 2025|data]].

The branch of the [[Thunder Bay Public Library|instituição]] has been rebuilt at a cost of [[C$3.1 million|quantia]]. Insurance paid C$1.9 million, the [[City of Thunder Bay|instituição]] put in C$800,000 and the [[Ontario Trillium Foundation|instituição]] gave [[C$400,000|quantia]] for a new community room.

"We lost about 11,000 books that night," said [[branch manager Marjatta Koskela|nome]]. "Half the neighbourhood turned up with shovels and coffee." [[Koskela|nome]], whose grandparents came from [[Oulu|local]] in the 1950s, said her branch now holds the city's largest [[Finnish|outro]]-language collection, and new shelves of books in [[Anishinaabemowin|outro]] chosen with [[Fort William First Nation|instituição]].

[[Elder Mary Kakegamic|nome]] will open the building with a smudge at 10 a.m. Afterwards, children's author [[Jomar Villanueva|nome]], [[34|idade]], will read from his picture book [["The Lake Remembers"|outro]].

Library board chair [[Coun. Brendan Shea|nome]] said the flood had exposed old plumbing across the system. "Every branch has now had its pipes checked," [[he|nome]] said.

Regulars are glad. "I've been driving to Brodie every week," said [[Helvi Lahtinen|nome]], 81, a retired [[nurse|outro]] who has had her card at the branch since 1968.

The branch will be open Tuesday to Saturday. Questions can go to [[807-555-0137|contato]] or [[currentriver@tbpl.example|contato]].""",

# 5 drought and water restrictions (Gqeberha, Eastern Cape, South Africa)
"""Nelson Mandela Bay limits water to 50 litres a person as dams fall below 12%

[[Tuesday 9 June 2026|data]]

[[GQEBERHA|local]] — Residents of Nelson Mandela Bay must keep to [[50 litres|quantia]] of water a person a day from [[Monday 15 June|data]], the metro announced [[yesterday|data]], after the combined level of its supply dams fell to [[11.8%|quantia]]. The Kouga Dam, the largest, is at 6.1%.

The [[Nelson Mandela Bay Metropolitan Municipality|instituição]] wants daily use to drop from 290 megalitres to 230 megalitres, a cut of about a fifth. For a family of four the new limit comes to [[6 kilolitres|quantia]] a month. Watering a garden with a hosepipe can bring a fine of [[R2,500|quantia]] for a first offence and R5,000 for a second.

"We are not at [[Day Zero|outro]], but we can see it from here," said [[Councillor Nosipho Mbatha|nome]], the [[mayoral committee member|outro]] for infrastructure. [[She|nome]] said the city had fixed 1,340 leaks since January.

In [[Motherwell|local]], [[Thandeka Mgqibelo|nome]], [[62|idade]], fills buckets at night when the pressure drops. "We save every drop already. It is the broken pipes that waste it," she said in [[isiXhosa|outro]].

[[Hydrologist|outro]] [[Prof. Rukhsana Dawood|nome]] of [[Nelson Mandela University|instituição]] said her measurements showed four years of below-average rain. "Even a good winter will not fill the Kouga," [[Dawood|nome]] said.

[[Citrus|outro]] farmer [[Pieter-Jan Visagie|nome]], whose family has farmed near [[Patensie|local]] since [[1931|data]], said his irrigation quota had been cut by half. "We will lose trees, not just a crop," [[Visagie|nome]] said in Afrikaans.

Leaks can be reported at [[nmbwater.example/leaks|contato]].""",

# 6 police chase (Tulsa, Oklahoma)
"""Teen held after 14-mile chase ends in crash at 21st and Yale

[[Monday, August 17, 2026|data]]

[[TULSA, Okla.|local]] — A [[19-year-old|idade]] man faces felony charges after leading [[Tulsa Police Department|instituição]] officers on a 14-mile chase through midtown [[early Sunday|data]] that ended when the stolen car he was driving hit a pickup at [[21st Street and Yale Avenue|local]].

Police said an officer tried to stop a gray [[Dodge Charger|outro]] with Oklahoma plate [[LKV-482|identificador]] near East Admiral Place at 1:42 a.m. The car had been reported stolen from a [[Broken Arrow|local]] driveway hours earlier. The chase lasted [[11 minutes|data]], an average of about 76 mph, and ended at 1:53 a.m.

"He ran nine red lights," said [[Cpl. Linh Tran|nome]], a police [[spokesperson|outro]]. "It is a miracle nobody was killed." [[Tran|nome]] said her colleagues twice backed off because of the speeds and followed the car from the police helicopter instead.

The pickup's driver, [[Denise Harjo|nome]], [[54|idade]], a [[home health aide|outro]] on her way home from a night shift, was taken to [[Saint Francis Hospital|instituição]] with a broken collarbone. [[Her|nome]] son, [[Marcus Harjo|nome]], said she was "sore and angry, but alive".

The driver, [[Julián Moreno-Ríos|nome]] of Tulsa, was booked into the [[David L. Moss Criminal Justice Center|instituição]] on complaints of eluding police, possessing a stolen vehicle and driving under the influence. Bond was set at [[$25,000|quantia]]. Court records list the case as [[CF-2026-3817|identificador]] in [[Tulsa County District Court|instituição]].

Anyone with dash-camera or doorbell video can call [[Crime Stoppers|instituição]] at [[918-555-0162|contato]].""",

# 7 university research grant (Kampala and Tororo, Uganda)
"""Makerere team wins £3.2m to study malaria in children near Kenyan border

[[Thursday 22 October 2026|data]]

[[KAMPALA|local]] — Researchers at [[Makerere University|instituição]] have won a [[£3.2 million|quantia]] grant from the [[Wellcome Trust|instituição]] to follow 2,400 children in eastern Uganda for [[five years|data]] and find out why some fall ill with [[malaria|outro]] again and again.

At about USh 4,900 to the pound, the money comes to roughly [[USh 15.7 billion|quantia]]. It will be paid from [[January 2027|data]]: £1.9 million for fieldwork in [[Tororo|local]] and Busia districts, £800,000 for laboratory work and [[£500,000|quantia]] to train 12 PhD students.

"Some children in Tororo have eight or nine episodes a year, and others in the same village have none," said [[Professor Esther Namukasa|nome]], [[49|idade]], who leads the project at the university's [[School of Public Health|instituição]]. "We want to know what protects the lucky ones."

[[Namukasa|nome]], who grew up in Masaka, trained as a [[paediatrician|outro]] at [[Mulago Hospital|instituição]] before taking a doctorate in London in [[2009|data]].

Her co-investigator, [[Dr Abdirahman Hassan|nome]] of the [[Uganda Virus Research Institute in Entebbe|instituição]], said the team would also follow the rollout of the [[R21|outro]] vaccine. "It is the first time we can watch a vaccine and a cohort side by side," [[he|nome]] said.

Field workers will visit families every two weeks and speak [[Ateso|outro]], Dhopadhola or Luganda. One of them, [[Peter Okello|nome]], [[28|idade]], will do his PhD on the cohort. "I grew up in Tororo town. My little sister had malaria eleven times," [[Okello|nome]] said.

Enquiries can be sent to [[namukasa.lab@mak.example|contato]].""",

# 8 wind-farm dispute (Dunbeath, Caithness, Scotland)
"""Caithness wind farm heads to public inquiry after council objects

[[Tuesday 24 November 2026|data]]

[[WICK|local]] — Plans for a 14-turbine wind farm on moorland near [[Dunbeath|local]] will go to a public inquiry after [[Highland Council|instituição]]'s north planning committee voted [[yesterday|data]] to object.

[[Northlight Renewables Ltd|instituição]], an [[Edinburgh|local]]-based developer, wants to build turbines up to 200 metres tall at [[Achnaclyth|local]], each of 6 MW, for a total of [[84 megawatts|quantia]]. Because the scheme is above 50 MW, the decision rests with [[Scottish Ministers|instituição]], advised by the [[Energy Consents Unit|instituição]] under reference [[ECU00004837|identificador]].

Councillors voted 9 to 4 to object, citing the view from the A9 and the deep peat of the [[Flow Country|local]]. The council received 312 objections and 97 letters of support.

"These hills are not empty just because nobody lives on them," said [[Morven Sinclair|nome]], who chairs the [[Dunbeath Landscape Group|instituição]]. [[Her|nome]] group has raised [[£18,600|quantia]] for legal advice.

The developer's [[project manager|outro]], [[Piotr Zieliński|nome]], said his company would pay £5,000 per megawatt a year into a community fund, or £420,000 a year. "That is a new roof for the village hall every year for thirty years," [[Zieliński|nome]] said.

Not everyone is against it. [[Crofter|outro]] [[Hamish Gunn|nome]], [[71|idade]], who has worked his croft since [[1979|data]], said young people kept leaving for Inverness. "A wind fund is the first real offer anybody's made us in forty years."

The campaign posts as [[@DunbeathHills|contato]] and can be reached on [[07700 900562|contato]].""",

# 9 dog attack (Salisbury North, Adelaide, South Australia)
"""Grandmother needs 38 stitches after dog attack in Salisbury North

[[Friday 6 February 2026|data]]

[[ADELAIDE|local]] — A [[78-year-old|idade]] woman is recovering in hospital after two dogs that escaped from a yard in [[Salisbury North|local]] attacked her and her grandson on [[Wednesday afternoon|data]].

[[Eleni Karagiannis|nome]], who turns 79 in March, was walking [[nine-year-old|idade]] [[Nikos|nome]] home from a park on Bagster Road when the dogs, both [[American Staffordshire terriers|outro]], ran at them through an open gate.

"She put herself between the dogs and the boy," said neighbour [[Pham Minh Quang|nome]], [[35|idade]], who drove them off with his garden rake. "She didn't let go of his hand once."

[[Mrs Karagiannis|nome]] was taken by the [[SA Ambulance Service|instituição]] to the [[Lyell McEwin Hospital|instituição]], where she needed 38 stitches to her arms and legs after four hours of surgery. [[Nikos|nome]] was treated for a bite to the hand and went home the same evening.

Her daughter, [[Sophia Karagiannis-Wright|nome]], said her mother, a [[dressmaker|outro]] who came to Adelaide from [[Kalamata|local]] in [[1969|data]], had "never been afraid of anything". "Now she jumps when a dog barks on the television," [[she|nome]] said.

The [[City of Salisbury|instituição]] has seized both dogs. A council spokesperson said their owner had been given an expiation notice, [[EXP-25-10873|identificador]], in October 2025 after the same dogs got out, and could now face fines of up to [[$2,500|quantia]] under the [[Dog and Cat Management Act 1995|outro]]. The dogs may be destroyed.

[[SA Police|instituição]] said no charges had been laid.

Witnesses can contact the council's dog management team on [[0491 570 184|contato]] or at [[dogs@salisbury.example|contato]].""",

# 10 bakery award (Hornby, Christchurch, New Zealand)
"""Hornby bakery's mince and cheese named the best pie in the country

[[Thursday 23 July 2026|data]]

[[CHRISTCHURCH|local]] — A family bakery in [[Hornby|local]] has won the supreme title at the [[New Zealand Supreme Pie Awards|outro]] with a [[mince and cheese pie|outro]] the judges called "close to perfect".

[[Sokha and Chanthy Heng|nome]], who run [[Golden Wheat Bakery|instituição]] on Main South Road, were named supreme winners at a ceremony in Auckland on [[Tuesday night|data]], ahead of 4,860 pies entered by 512 bakeries. The title brings [[NZ$7,000|quantia]] and a trophy.

The [[Hengs|nome]] left [[Phnom Penh|local]] in [[2004|data]] and opened the shop in 2012, after eight years of night shifts at a supermarket bakery.

"My father made bread in Cambodia, but nobody there eats pie," said [[Chanthy|nome]], [[51|idade]], who makes the fillings herself. "I learned from my customers. They tell me when the gravy is wrong."

[[Sokha|nome]] starts the ovens at 2am. He now shares the early shift with their son, [[Dara Heng|nome]], [[24|idade]], a [[chemical engineering|outro]] graduate who came home to help when the queues began.

On [[Wednesday|data]] the shop sold [[1,840|quantia]] pies, more than four times a normal day of about 450.

[[Chief judge|outro]] [[Rangi Whaanga|nome]] said the pastry "shattered the way it should" and the filling was "properly peppery". [[Whaanga|nome]] is in his ninth year as a judge of the competition, which is run by the [[Bakels|instituição]] company.

The family's [[Thai|outro]] pastry cook, [[Kanokporn Srisuk|nome]], has worked with them since 2019. "Now everyone wants my job," she joked.

Orders are taken at [[goldenwheat.example|contato]] and on Instagram at [[@goldenwheatchch|contato]].""",

# 11 train derailment (Lanigan, Saskatchewan)
"""Evacuation lifted after 31 rail cars derail near Lanigan

[[Friday, April 10, 2026|data]]

[[LANIGAN, Sask.|local]] — Residents of 46 homes on the east side of Lanigan were allowed back [[Thursday evening|data]], nearly a full day after a [[Canadian Pacific Kansas City|instituição]] freight train left the tracks at the edge of town.

Thirty-one of the train's [[112|quantia]] cars derailed at about 11:20 p.m. [[Wednesday|data]] as the train travelled west toward Saskatoon. Most carried [[potash|outro]]. Two tank cars of [[diesel fuel|outro]] leaked an estimated 9,000 litres into a ditch.

"It sounded like a hundred car crashes, one after another," said [[Mayor Oksana Melnyk|nome]]. [[She|nome]] ordered the evacuation at midnight. Of the 46 households, [[29|quantia]] spent the night in the town's curling rink and the other 17 with friends.

The [[Transportation Safety Board of Canada|instituição]] has sent investigators and opened file [[R26W0073|identificador]]. The province's [[Water Security Agency|instituição]] is testing a slough next to the ditch.

Potash miner [[Rodel Manalo|nome]], [[41|idade]], who moved from [[Batangas|local]] in the [[Philippines|local]] in [[2011|data]] to work at the [[Nutrien|instituição]] mine, was walking his dog when the cars came off. "I called 911 and ran home to wake up my kids," [[Manalo|nome]] said.

CPKC said in a statement that crews had cleared one track and expected trains to run again by [[Saturday|data]].

Farmer [[Wendell Kowalchuk|nome]], whose [[canola|outro]] field borders the ditch, said [[he|nome]] wanted soil tests before seeding in May. "Nobody's told me who pays if it's contaminated."

Residents with claims can call the railway's community line at [[306-555-0119|contato]].""",

# 12 refugee family reunion (Nottingham, England)
"""Three years apart, a Kurdish family is together again for Christmas

[[Monday 28 December 2026|data]]

[[NOTTINGHAM|local]] — When [[Rezan Mustafa|nome]] saw his wife and two children walk through the arrivals gate at [[East Midlands Airport|local]] on [[Christmas Eve|data]], he had not held them for [[three years and four months|data]].

[[Mr Mustafa|nome]], 38, a [[Kurdish|outro]] former [[teacher|outro]] from [[Afrin|local]] in northern Syria, reached the UK in [[August 2023|data]] and was granted refugee status last spring. He now works as a [[delivery driver|outro]] in Sneinton.

His wife, [[Hêvî Mustafa|nome]], their daughter, [[Berfîn|nome]], 11, and son, [[Dilan|nome]], [[7|idade]], had been living in a rented room in Gaziantep, Turkey. They came under the [[refugee family reunion|outro]] rules with help from the [[British Red Cross|instituição]], which checked their papers and paid for flights costing £1,860.

"[[Dilan|nome]] was three when I left. At the airport he asked me if I was really Baba," he said.

The [[Home Office|instituição]] approved the visas in October, 14 months after the application, reference [[GWF073814529|identificador]], was lodged. Caseworker [[Helen Adebayo-Clarke|nome]] said the wait was not unusual. "Fourteen months is a long time in a child's life," she said.

Volunteers from the [[Sneinton Welcome Group|instituição]] furnished the family's flat and left a tree with presents under it.

[[Hêvî|nome]], who speaks [[Kurmanji|outro]] and Turkish, wants to learn English and work again as a [[pharmacist|outro]]. "First, sleep," she said. "Then English."

Anyone who wants to help the group can call [[07700 900293|contato]].""",
]

SV = [
# 1 skogsbrand (Tallåsen, Ljusdals kommun)
"""Skogsbranden vid Tallåsen växer – 140 boende evakuerade

[[Måndag 20 juli 2026|data]]

Branden i skogen norr om [[Tallåsen|local]] i [[Ljusdals kommun|local]] hade vid lunchtid i dag spridit sig över [[1 450 hektar|quantia]], enligt [[Räddningstjänsten Ljusdal|instituição]]. När den upptäcktes [[i lördags eftermiddag|data]] var den omkring 30 hektar.

Alla [[140|quantia]] boende i byn evakuerades [[natten till söndag|data]]. 65 av dem sov i Ljusdalshallen, de övriga 75 hos släkt och vänner.

– Vinden vände strax efter midnatt, och då hade vi inget val, säger [[räddningsledaren Merima Begić|nome]]. Hon tror inte att byborna kan flytta hem före helgen.

Två vattenbombande flygplan från Italien har skickats via EU:s beredskapsreserv [[rescEU|instituição]], och [[Myndigheten för civilt försvar|instituição]] har hyrt in fyra helikoptrar. Enligt [[SMHI|instituição]] väntas inget regn förrän på torsdag.

– Jag har bott här sedan [[1961|data]] och aldrig sett röken så tjock, säger [[Eino Kallio|nome]], [[83|idade]], som kom till byn från [[Torneå|local]] som ung [[skogsarbetare|outro]]. [[Han|nome]] fick lämna katten hos en granne som vägrade åka.

Skogsägarföreningen [[Mellanskog|instituição]] uppskattar att virke för minst [[40 miljoner kronor|quantia]] har brunnit. En av de drabbade är [[Paweł Kaczmarek|nome]], [[polsk|outro]] [[skogsentreprenör|outro]] i Färila. Hans skördare brann upp på söndagen. – Maskinen var inte ens betald, säger [[Kaczmarek|nome]].

Eldningsförbud gäller i hela [[Gävleborgs län|local]] sedan den 10 juli. Kommunen svarar på frågor på [[070-174 06 27|contato]] och lägger ut nya besked på [[ljusdal.example/brand|contato]]. Allmän information finns också på 113 13.""",

# 2 varg angriper får (Töcksfors, Årjängs kommun)
"""Varg dödade 17 får i Töcksfors – skyddsjakt beviljad

[[Tisdag 8 september 2026|data]]

[[Länsstyrelsen i Värmlands län|instituição]] beviljade [[i går|data]] skyddsjakt på en varg efter att [[23|quantia]] får dödats eller skadats i en hage utanför [[Töcksfors|local]] i Årjängs kommun [[natten till söndag|data]].

Fåren tillhörde [[Carolina Figueroa|nome]], som kom från [[Punta Arenas|local]] i [[Chile|local]] för [[tolv år|data]] sedan och i dag har 120 tackor av rasen [[gotlandsfår|outro]]. Sjutton djur låg döda när hon gick ut på morgonen, och sex var så illa skadade att veterinären fick avliva dem.

– Jag växte upp med får i Patagonien. Där tar pumorna något lamm ibland. Det här var något helt annat, säger [[Figueroa|nome]].

Hagen hade ett rovdjursavvisande stängsel som länsstyrelsen delvis betalade [[2023|data]]. Enligt länsstyrelsens [[viltförvaltare|outro]] [[Birgitta Naalisvaara|nome]] hade vargen grävt sig under nätet, något hon har sett två gånger tidigare i år. Spillning har skickats för DNA-analys till [[Sveriges lantbruksuniversitet|instituição]] för att se om det är samma djur som angrep får vid [[Holmedal|local]] i augusti.

Beslutet, med diarienummer [[218-7744-2026|identificador]], gäller till och med [[den 30 september|data]]. [[Figueroa|nome]] får också viltskadeersättning med 1 800 kronor per tacka, för de 23 djuren [[41 400 kronor|quantia]].

[[Svenska Jägareförbundet|instituição]] välkomnar beslutet, medan [[Naturskyddsföreningen|instituição]] i Värmland överväger att överklaga till [[Förvaltningsrätten i Karlstad|instituição]].

– Vi förstår att det är tungt för djurägaren, men det finns valpar i reviret, säger föreningens [[rovdjursansvarige|outro]] [[Anders Löfgren|nome]].

Den som ser vargen ombeds ringa länsstyrelsens rovdjursjour på [[070-174 06 41|contato]].""",

# 3 varsel (Tidaholm)
"""Köksfabriken i Tidaholm varslar 85 – "en chock för hela stan"

[[Onsdag 25 mars 2026|data]]

[[Hökensås Kök AB|instituição]] i [[Tidaholm|local]] varslade [[i går|data]] [[85|quantia]] av fabrikens 310 anställda, drygt en fjärdedel av personalen. Bolaget, som tillverkar köksluckor och stommar, säger att orderingången har fallit med [[30 procent|quantia]] sedan hösten 2024.

– Bostadsbyggandet har i princip stannat av, och det är där vi säljer, säger [[vd|outro]] [[Mikaela Grönlund|nome]]. Hon ser ingen annan väg än att minska personalen.

Fabriken ägs sedan [[2019|data]] av det [[Vejle|local]]baserade danska familjebolaget [[Nordvik Holding A/S|instituição]]. Tillverkningen av stommar ska flyttas till en fabrik i [[Polen|local]] under andra halvåret.

[[IF Metall Skaraborg|instituição]] inleder förhandlingar enligt [[MBL|outro]] i [[nästa vecka|data]]. Klubbordföranden [[Zoran Petrović|nome]], [[58|idade]], har arbetat på fabriken i [[32 år|data]], sedan [[1994|data]].

– Jag har varit med om tre varsel tidigare, men aldrig något så här stort. Många här är över 55 och har bara jobbat med det här, säger [[han|nome]].

Bland de yngre finns [[Senait Tesfay|nome]], [[26|idade]], som kom från [[Eritrea|local]] som [[ensamkommande|outro]] och gick industriprogrammet i stan. – Jag har precis köpt en lägenhet. Nu vet jag inte om jag har jobb i sommar, säger hon.

– Det här är en chock för hela stan, säger [[kommunstyrelsens ordförande Lena Adolfsson|nome]] ([[C|instituição]]). Hon har bett [[Arbetsförmedlingen|instituição]] om ett krismöte på fredag.

Bolaget svarar på frågor från medier på [[press@hokensaskok.example|contato]].""",

# 4 magsjuka efter skollunch (Nässjö)
"""64 elever magsjuka efter skollunchen i Nässjö

[[Fredag 16 oktober 2026|data]]

Minst [[64|quantia]] av [[Runnerydsskolans|instituição]] 410 elever har insjuknat i kräkningar och diarré sedan lunchen [[i onsdags|data]]. Det är drygt [[15 procent|quantia]] av skolans elever.

[[Nässjö kommun|instituição]] misstänker att maten var smittad. På menyn stod [[kycklinggryta med ris|outro]] och en vegetarisk [[linsgryta|outro]]. Prover från köket har skickats till analys, och svar väntas [[tidigast på tisdag|data]].

– Vi tar det här på största allvar. Köket är stängt, och maten lagas tills vidare i [[Kvarnbäcksskolans|instituição]] kök, säger [[rektor|outro]] [[Vesna Marić|nome]]. Hon har skickat ett brev till alla vårdnadshavare.

[[Smittskyddsläkaren|outro]] i [[Region Jönköpings län|instituição]], [[Ahmed Al-Sabbagh|nome]], tror att det rör sig om [[calicivirus|outro]], det som brukar kallas vinterkräksjuka. – Det sprids mycket lätt. Den som har varit sjuk bör stanna hemma i [[48 timmar|data]] efter sista symtomet, säger [[han|nome]].

[[Hawa Jallows|nome]] son [[Omar|nome]], [[nio|idade]], blev sjuk på onsdagskvällen. – Han låg på badrumsgolvet halva natten. Jag vill veta vad som hände i köket, säger [[Jallow|nome]]. Hon har startat en grupp för föräldrar på [[Facebook|instituição]].

Kommunens [[kostchef|outro]] [[Tiina Mäkinen|nome]] säger att ingen i hennes personal har varit sjuk och att alla rutiner följdes. Maten kom från samma leverantör som i fjol.

Oroliga föräldrar hänvisas till 1177 eller till skolans expedition på [[070-174 06 58|contato]].""",

# 5 it-attack mot kommunen (Mariestad)
"""It-attack slog ut Mariestads kommun – hemtjänsten skriver på papper

[[Torsdag 5 februari 2026|data]]

[[Mariestads kommun|instituição]] har sedan [[natten till tisdag|data]] varit utan e-post, journalsystem och lönesystem efter en it-attack. Omkring [[1 900|quantia]] anställda påverkas, enligt kommunen.

Angriparna har krypterat kommunens servrar och kräver en lösensumma i [[bitcoin|outro]] motsvarande cirka [[4,5 miljoner kronor|quantia]]. En grupp som kallar sig [[NordLock|outro]] har tagit på sig attacken.

– Vi betalar inte. Man förhandlar inte med kriminella, säger [[kommundirektören Hoang Thi Mai|nome]].

Attacken har polisanmälts med ärendenummer [[5000-K184226-26|identificador]], och kommunen har anmält en möjlig personuppgiftsincident till [[Integritetsskyddsmyndigheten|instituição]]. [[Nationellt cybersäkerhetscenter|instituição]] hjälper till med utredningen.

Töreboda och [[Gullspång|local]], som delar it-avdelning med Mariestad, stängde sina nätverk i förebyggande syfte redan [[på tisdagsmorgonen|data]].

I hemtjänsten skrivs anteckningarna nu för hand. – Vi har pärmar och penna, och det fungerar, men allt tar dubbelt så lång tid, säger [[undersköterskan Fadumo Hirsi|nome]].

Lönerna för februari ska betalas ut som vanligt [[den 25 februari|data]], lovar [[Hoang|nome]]. Hon räknar med att e-posten fungerar igen om [[en vecka|data]].

[[Oppositionsrådet|outro]] [[Johan Ekstrand|nome]] ([[M|instituição]]) vill att en oberoende granskare ser över kommunens säkerhet. – Vi varnades redan [[2024|data]], säger [[han|nome]].

Invånare kan ställa frågor på [[070-174 06 19|contato]] eller [[kontakt@mariestad.example|contato]].""",

# 6 kopparstöld stoppar tåg (Hallsberg)
"""Kopparstöld stoppade tågen genom Hallsberg – 43 avgångar inställda

[[Måndag 11 maj 2026|data]]

Tusentals resenärer drabbades [[i söndags|data]] när tjuvar hade grävt upp och kapat [[180 meter|quantia]] signalkabel söder om [[Hallsbergs|local]] bangård.

Enligt [[Trafikverket|instituição]] ställdes [[43|quantia]] tåg in under dagen, och andra blev upp till [[fyra timmar|data]] försenade. Både [[SJ|instituição]] och [[Tåg i Bergslagen|instituição]] satte in bussar mellan Hallsberg och [[Örebro|local]]. Felet var lagat strax efter klockan 22 på söndagskvällen.

Kabeln väger omkring 2,2 kilo per meter, alltså nästan 400 kilo koppar.

– Kopparen är kanske värd 35 000 kronor för tjuvarna. Att laga kabeln och ställa om signalerna kostar oss runt [[1,2 miljoner kronor|quantia]], säger [[Trafikverkets|instituição]] [[presskommunikatör|outro]] [[Jakob Wennerström|nome]].

[[Polisregion Bergslagen|instituição]] grep på söndagsmorgonen två män, [[31|idade]] och [[44 år|idade]], i en skåpbil med registreringsnummer [[KRX 48T|identificador]] på [[E20|local]] vid Vretstorp. I bilen fanns kabelrester och en [[vinkelslip|outro]].

[[Sirpa Laaksonen|nome]], [[52|idade]], som pendlar från [[Laxå|local]] till sitt jobb som [[sjuksköterska|outro]] på [[Universitetssjukhuset Örebro|instituição]], tog taxi för [[1 380 kronor|quantia]]. – Jag hoppas att SJ ersätter det. Annars har jag jobbat gratis i två dagar, säger [[hon|nome]].

Polisen vill ha tips om fler fordon som setts vid spåret under lördagsnatten. Tips lämnas på 114 14.""",

# 7 mögel i förskola (Valsta, Sigtuna kommun)
"""Mögel i väggarna – förskolan Ekorren stängs i ett år

[[Onsdag 2 september 2026|data]]

[[Sigtuna kommun|instituição]] stänger förskolan [[Ekorren|instituição]] i [[Valsta|local]] efter att en fuktutredning hittat mögel i ytterväggarna. Förskolans [[78|quantia]] barn flyttar [[på måndag|data]] till tillfälliga moduler på skolgården vid [[Valstaskolan|instituição]].

Utredningen, som blev klar [[i fredags|data]], visar att regnvatten har trängt in bakom fasaden sedan en takläcka [[2022|data]].

– Vi ser ingen akut fara, men vi kan inte ha barnen kvar medan vi river väggar, säger [[förvaltningschefen Rasmus Öhrn|nome]].

Flera föräldrar har länge klagat på lukten. [[Ninos Barsom|nome]], vars [[fyraåriga|idade]] dotter har [[astma|outro]], skrev till kommunen redan i [[mars|data]].

– Hon hostade varje natt hela våren. Ingen lyssnade, säger [[Barsom|nome]]. Han är [[assyrier|outro]] och har bott i Valsta sedan [[1998|data]].

[[Sara Yohannes|nome]], som har två barn på Ekorren, oroar sig mer för vägen dit. – Modulerna ligger vid en stor väg. Vem ska följa barnen? säger [[hon|nome]].

Renoveringen beräknas kosta [[6,5 miljoner kronor|quantia]] och vara klar till [[höstterminen 2027|data]]. [[Miljö- och hälsoskyddsnämnden|instituição]] ska inspektera byggnaden under september.

Personalen, 14 [[förskollärare|outro]] och [[barnskötare|outro]], följer med till modulerna, och barngrupperna blir desamma.

Frågor kan ställas till förskolechefen på [[ekorren@sigtuna.example|contato]] eller [[08-465 004 26|contato]].""",

# 8 ostmejeri vinner pris (Oviken, Bergs kommun)
"""Blåmögelost från Oviken bland världens bästa

[[Lördag 21 november 2026|data]]

En [[blåmögelost|outro]] av getmjölk från [[Ovikens Gårdsmejeri|instituição]] i [[Bergs kommun|local]] fick [[i torsdags|data]] utmärkelsen [[Super Gold|outro]] vid [[World Cheese Awards|outro]], där över 4 800 ostar från 45 länder tävlade.

Osten heter [[Fjällblå|outro]] och görs av mjölk från gårdens [[140|quantia]] getter. Mejeriet drivs sedan [[2011|data]] av [[Annika och Jon-Erik Brandt|nome]].

– Jag trodde att det var ett skämt när sms:et kom, säger [[Annika|nome]]. Hennes man [[Jon-Erik|nome]] var ute i getladugården och fick höra det först en timme senare.

Receptet har paret tagit fram tillsammans med [[Giorgos Manolakis|nome]], [[39|idade]], som kom från [[Chania|local]] på [[Kreta|local]] för fem år sedan och är gårdens enda anställda. – På Kreta gör vi ost av getmjölk hela tiden. Men blåmögel i fjällen, det är nytt även för mig, säger [[han|nome]].

Mejeriet gör omkring [[sex ton|quantia]] ost om året, och Fjällblå kostar [[420 kronor kilot|quantia]]. Bara [[i går|data]] kom 310 beställningar, fler än under hela oktober.

[[Eldrimner|instituição]], det nationella resurscentrumet för mathantverk i Ås, har hjälpt gården sedan starten. – Det visar att det småskaliga håller världsklass, säger Eldrimners [[verksamhetsledare|outro]] [[Elsa Mattsson|nome]].

Osten säljs i gårdsbutiken och på [[ovikensmejeri.example|contato]]. Beställningar tas också emot på [[070-174 06 83|contato]], och på [[Instagram|instituição]] heter mejeriet [[@ovikensgardsmejeri|contato]].""",

# 9 utvisningsbeslut (Kristianstad)
"""Klasskamraterna protesterar – [[19-årige|idade]] [[Mahdi|nome]] ska utvisas

[[Tisdag 10 mars 2026|data]]

Över 1 400 personer har skrivit under ett upprop för att [[Mahdi Hosseini|nome]] ska få stanna i Sverige. [[Migrationsöverdomstolen|instituição]] meddelade [[i fredags|data]] att den inte ger prövningstillstånd, och därmed står beslutet om utvisning till Afghanistan fast.

[[Mahdi|nome]] kom till [[Kristianstad|local]] i [[augusti 2022|data]] som [[15-åring|idade]] och fyller 20 i [[oktober|data]]. Han är [[hazar|outro]] och född i Iran av afghanska föräldrar.

Han går sista året på el- och energiprogrammet på [[Söderportgymnasiet|instituição]] och har redan ett erbjudande om anställning som [[elektrikerlärling|outro]].

– Han är en av de bästa elever jag har haft på 24 år som lärare, säger hans [[mentor|outro]] [[Paulina Carrasco|nome]], som själv kom från Santiago som flykting 1988, när hon var tolv.

[[Migrationsverket|instituição]] avslog hans ansökan om uppehållstillstånd våren 2024, och [[Migrationsdomstolen i Malmö|instituição]] gick på samma linje i mål [[UM 2841-25|identificador]]. Domstolen ansåg att han kan bo hos en farbror i [[Kabul|local]].

– Jag har aldrig varit i Kabul. Jag kan inte ens [[dari|outro]] ordentligt, mina föräldrar pratade [[hazaragi|outro]], säger [[Mahdi|nome]].

Klasskamraten [[Wilma Andersson|nome]] startade uppropet under [[#LåtMahdiStanna|outro]]. Hans advokat, [[Jasmina Delić|nome]], ska nu begära att verkställigheten stoppas. – Det finns nya omständigheter, säger hon.

Uppropet kan nås på [[latmahdistanna@upprop.example|contato]].""",

# 10 skyfall (Uddevalla)
"""Skyfallet i Uddevalla: 86 millimeter på tre timmar

[[Fredag 14 augusti 2026|data]]

Källare, garage och en förskola i centrala [[Uddevalla|local]] stod under vatten efter skyfallet [[i onsdags kväll|data]]. Enligt [[SMHI|instituição]] föll [[86 millimeter|quantia]] regn på tre timmar, nästan lika mycket som under hela augusti ett normalt år, då det faller omkring 90 millimeter.

– Det var ett så kallat [[hundraårsregn|outro]], och det kommer att bli vanligare, säger [[meteorologen Hanna Isaksson|nome]] på [[SMHI|instituição]].

[[Räddningstjänsten Mitt Bohuslän|instituição]] fick [[210|quantia]] larm under natten. [[Bäveån|local]] steg över sina bräddar vid Margretegärdeparken, och [[väg 44|local]] mot Trollhättan var avstängd i sex timmar.

– Vi pumpade källare till fem på morgonen, säger [[insatsledaren Kristoffer Alm|nome]].

[[Länsförsäkringar Göteborg och Bohuslän|instituição]] hade vid lunch [[i går|data]] fått [[320|quantia]] skadeanmälningar och räknar med skador för omkring [[45 miljoner kronor|quantia]].

[[Suda Chaiyaporn|nome]] öppnade sin [[thailändska|outro]] restaurang på [[Kungsgatan|local]] för bara [[tre veckor|data]] sedan. – Vattnet stod fyrtio centimeter upp på väggarna. Kylen, golvet, allt är förstört, säger [[hon|nome]].

I Tureborg fick [[Abdullahi Warsame|nome]], [[67|idade]], vatten i källaren för andra gången på tre år. – Jag har anmält det till kommunen sedan 2023. Brunnen på gatan klarar inte ens vanligt regn, säger [[Warsame|nome]].

[[Uddevalla kommun|instituição]] har ställt ut containrar för förstörda möbler och samlar information på [[uddevalla.example/skyfall|contato]].""",

# 11 gränshandel (Charlottenberg, Eda kommun)
"""Svag norsk krona – gränshandeln i Charlottenberg tappar kunder

[[Lördag 31 oktober 2026|data]]

Parkeringen utanför [[Charlottenbergs Shoppingcenter|instituição]] brukar vara full av norska bilar en lördag. [[I dag|data]] finns det gott om platser.

Den norska kronan har försvagats, och [[100 norska kronor|quantia]] är i dag värda 92 svenska. Ändå lönar det sig fortfarande att handla på den svenska sidan, enligt [[Eda kommuns|instituição]] [[näringslivschef|outro]] [[Malin Ekberg|nome]].

– En matkasse som kostar 1 000 norska kronor i [[Kongsvinger|local]] kostar omkring [[720 kronor|quantia]] här. Det blir ungefär 780 norska, alltså drygt [[20 procent|quantia]] billigare, säger [[hon|nome]].

Men handlarna märker skillnad. [[Serwan Karim|nome]], som kom från [[Duhok|local]] i [[irakiska Kurdistan|local]] 2003, driver [[Karims Livs|instituição]] några hundra meter från tullstationen. Omsättningen föll på ett år från [[14 miljoner|quantia]] till 11,5 miljoner kronor, knappt 18 procent.

– Förr stod norrmännen i kö till kassan varje fredag. Nu kommer de mest till [[jul|data]], säger [[Karim|nome]]. Han har redan fått säga upp två anställda.

[[Kari Haugen|nome]], [[67|idade]], från Kongsvinger handlar fortfarande en gång i månaden. – [[Snus|outro]], kaffe och kött. Jag kör fyra mil hit, och det är det värt, säger [[hon|nome]].

Det norska tullverket [[Tolletaten|instituição]] har samtidigt skärpt kontrollerna vid [[Magnor|local]]. I september fick 212 bilister betala tull för mer kött än de 10 kilo som får föras in tullfritt.

Handlarna i Charlottenberg planerar en gemensam kampanj inför julhandeln under parollen [["Fortfarande billigast"|outro]]. Frågor om kampanjen går till [[naringsliv@eda.example|contato]].""",

# 12 säsongsarbetare i växthusen (Närpes, Österbotten)
"""Tomatodlarna i Närpes saknar folk – "vi behöver 17 till"

[[Onsdag 15 april 2026|data]]

Säsongen har börjat i växthusen i [[Närpes|local]], men hos [[Källmans Trädgård|instituição]] i [[Övermark|local]] står flera rader tomater utan plockare. Av de [[45|quantia]] [[säsongsarbetare|outro]] som odlingen behöver har bara [[28|quantia]] kommit.

– Resten har väntat på tillstånd sedan januari, säger [[odlaren|outro]] [[Björn Källman|nome]]. Varje vecka utan dem kostar oss omkring [[15 000 euro|quantia]].

[[Migrationsverket i Finland|instituição]] uppger att handläggningstiden för säsongsarbetstillstånd nu är [[90 dagar|data]], mot 45 dagar i fjol. Verket har fått fler ansökningar än någonsin.

De flesta av plockarna kommer från Ukraina och Vietnam. [[Olena Kovalchuk|nome]], [[44|idade]], från [[Tjernihiv|local]] är här för fjärde säsongen. – Jag tjänar mer på en månad här än på ett halvår hemma, säger [[hon|nome]]. Lönen enligt kollektivavtalet är [[11,20 euro|quantia]] i timmen.

Närpes har haft en stor [[vietnamesisk|outro]] befolkning sedan [[1990-talet|data]]. [[Nguyen Van Thanh|nome]], som kom som [[kvotflykting|outro]] 1991 och i dag driver ett eget växthus, hjälper odlarna att hitta folk genom släktingar. – Alla känner någon som vill komma, men pappren tar tid, säger [[han|nome]].

[[Österbottens Svenska Producentförbund|instituição]] vill att staten ska ge förtur åt arbetare som redan har varit i Finland tidigare säsonger. [[Nguyen|nome]] håller med.

[[Källmans Trädgård|instituição]] odlar tomater på 1,8 hektar och skördar omkring 40 ton i månaden under högsäsongen, som börjar [[i slutet av maj|data]].

Den som vill jobba i växthusen kan skriva till [[jobb@kallmans.example|contato]].""",
]

# Capitalised words that may sit inside a `nome` span without being a name of their own.
NOT_NAMES = frozenset({
    "Mrs", "Mr", "Prof", "Professor", "Councillor", "Coun", "Cpl", "Mayor", "Elder",
    "She", "Her", "His", "Hon", "Han",
})

SCHEME = Scheme(
    prefix="heldout12",
    labels=(
        "nome", "local", "instituição", "data", "idade", "quantia", "contato",
        "identificador", "outro",
    ),
    person="nome",
    words=(170, 260),
    spans=(20, 28),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
