#!/usr/bin/env python3
"""Build and check the fifteenth pair of held-out corpora (heldout15_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0): to the extent
possible under law, the authors have waived all copyright and related rights to these
texts and to this builder. The texts are local and regional news articles; all private
people, quotations, addresses, e-mail addresses, URLs, phone numbers, case and
police-report numbers, amounts, counts and small organisations are invented. Real public
bodies, companies and places are named as news would name them; what they do here is
invented. Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand. This pair's labels are French and lower case, with their accents
(``nom``, ``lieu``, ``organisme``, ``date``, ``âge``, ``montant``, ``coordonnées``,
``identifiant``, ``autre``).

    python3 bench/corpora/build_heldout15.py          # write both files, then check them
    python3 bench/corpora/build_heldout15.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, main

EN = [
# 1 courts: a frontier worker cleared of tobacco smuggling (Gibraltar)
"""Frontier cleaner cleared of tobacco smuggling after CCTV shows the bag was a stranger's

[[Thursday 14 May 2026|date]]

[[GIBRALTAR|lieu]] — A [[Spanish|autre]] cleaner who crosses the frontier to work every morning was cleared [[yesterday|date]] of trying to smuggle 40 cartons of cigarettes into [[La Línea de la Concepción|lieu]].

[[Rocío Benítez Mora|nom]], [[52|âge]], was stopped by [[HM Customs|organisme]] officers at the land frontier on [[the evening of Monday 2 February|date]] carrying a holdall that held [[8,000|montant]] cigarettes. She told the [[Magistrates' Court|organisme]] that a man in the queue had asked her to "hold his bag for a moment" while he tied his shoe.

CCTV footage showed the man, who has never been identified, walking back towards [[Winston Churchill Avenue|lieu]] seconds before officers approached. [[Stipendiary Magistrate Charles Ferrary|nom]] said the footage "supports her account in every detail" and that the prosecution had not proved she knew what was in the bag.

[[Ms Benítez|nom]] has worked for [[nine years|date]] as a [[care assistant|autre]] at [[Mount Alvernia|organisme]], the home for the elderly. Her lawyer, [[Nicholas Olivero|nom]] of [[Olivero & Hassan|organisme]], said she had lost fifteen weeks of wages, [[£1,425|montant]], while suspended after her arrest. "She has crossed that frontier about 2,000 times without a single problem," he said.

[[Crown Counsel Aisha Benyoussef|nom]] said the Crown would not appeal the ruling in case [[GMC 0318/26|identifiant]].

Outside court [[Ms Benítez|nom]] said in [[Spanish|autre]] that she would be back at work on [[Monday|date]]. "I will never hold anyone's bag again, not even my sister's."

Anyone who recognises the man can write to [[frontier.intel@customs.example|coordonnées]].""",

# 2 farming: cattle sold early in a drought (Otjiwarongo, Namibia)
"""Otjozondjupa farmers sell cattle early as a second dry year empties the veld

[[Tuesday 7 July 2026|date]]

[[OTJIWARONGO|lieu]] — Cattle farmers in the [[Otjozondjupa Region|lieu]] are selling animals months earlier than usual after a second poor rainy season left the grazing bare.

At the [[Agra|organisme]] auction pens outside town, [[1,860|montant]] head of cattle were sold on [[Friday|date]], almost twice the 950 at the same sale a year ago. Weaners fetched [[N$19 a kilogram|montant]] live weight, down from N$27 in [[July 2025|date]].

"I have sold 140 of my 320 cows. The 180 I keep I can feed until November, if the borehole holds," said [[Hendrik Gaseb|nom]], [[61|âge]], who farms near [[Okakarara|lieu]].

His neighbour [[Uerikua Kandjii|nom]], a [[retired nurse|autre]] who took over her father's farm in [[2019|date]], has been buying hay trucked from [[South Africa|lieu]] at [[N$3,400|montant]] a tonne. "Ten tonnes last my 60 animals about two and a half weeks. That is N$34,000, every time," [[she|nom]] said in [[Otjiherero|autre]].

The [[Namibia Agricultural Union|organisme]] wants a drought emergency declared so that farmers can claim transport subsidies. Its regional chairperson, [[Mr Dawid Visagie|nom]], said [[40 per cent|montant]] of members in the region had already cut their herds by a third or more.

The [[Ministry of Agriculture, Fisheries, Water and Land Reform|organisme]] promised a decision [[before the end of July|date]]. Its spokesperson, [[Ndapewa Shilongo|nom]], said applications for the fodder subsidy, which pays a quarter of the cost of feed, had reached 2,300 since [[April|date]].

[[Gaseb|nom]] said he would sell again at the next auction, on [[Friday 24 July|date]]. Farmers can book pens through [[auctions.otji@agra.example|coordonnées]].""",

# 3 religion: a parish installs its first woman rector (St Philip, Barbados)
"""St. Aidan's installs its first woman rector in 190 years

[[Monday, March 2, 2026|date]]

[[BRIDGETOWN|lieu]] — More than 600 people filled [[St. Aidan's Anglican Church|organisme]] in the parish of [[St. Philip|lieu]] [[yesterday|date]] as [[the Rev. Canon Marcia Yearwood-Best|nom]] was installed as rector, the first woman to lead the congregation since the church was consecrated in [[1836|date]].

[[Canon Yearwood-Best|nom]], [[49|âge]], grew up in [[Six Cross Roads|lieu]], a mile from the church, and taught chemistry at [[The Lodge School|organisme]] for 11 years before training for the priesthood at [[Codrington College|organisme]]. She was ordained priest in [[2013|date]] and has since served in [[Christ Church|lieu]] and in a parish in Brooklyn, New York.

"I was confirmed in this church at 12 and sat in the back pew. My mother polished the brass here for 30 years," she said. "She is [[83|âge]] and she was in the front row today."

The [[Anglican Diocese of Barbados|organisme]] has ordained women as priests since [[2000|date]], and 11 of its 72 clergy are now women.

The senior warden, [[Mr Everton Clarke|nom]], [[77|âge]], said the congregation had raised [[BDS$186,000|montant]] over two years to replace the church roof in time for the service. "The last rector put buckets in the aisle when it rained. The new one will not need them," [[he|nom]] said.

The choir sang [["Lord of the Cane Fields"|autre]], an anthem written for the installation by the church's organist, [[Dr Junior Alleyne|nom]].

A parish lunch will be held in the church hall on [[Saturday, March 14|date]]. Tickets cost [[BDS$40|montant]] and can be booked on [[246-555-0163|coordonnées]] or through [[staidans-stphilip.example|coordonnées]].""",

# 4 tourism: a levy on cruise passengers (Kirkwall, Orkney)
"""Orkney votes for £5 levy on cruise passengers

[[Wednesday 9 September 2026|date]]

[[KIRKWALL|lieu]] — Cruise passengers stepping ashore in Orkney will pay a [[£5|montant]] levy each from [[April 2027|date]] after [[Orkney Islands Council|organisme]] voted 15–6 for the charge [[yesterday|date]].

This season [[246|montant]] ship calls are expected to bring about [[230,000|montant]] passengers, more than ten times the islands' population. At that level the levy would raise [[£1.15 million|montant]] a year, which the council says will pay for toilets, coach parking and rangers at [[Skara Brae|lieu]] and the [[Ring of Brodgar|lieu]].

[[Councillor Elin Rendall|nom]], who proposed the levy, said [[she|nom]] had counted 14 coaches queuing on the single-track road above [[Stenness|lieu]] one morning in June. "We welcome visitors. We also have to get the school bus past them."

[[Magnus Drever|nom]], [[58|âge]], who runs [[Hoy Sound Tours|organisme]] from [[Stromness|lieu]], said he was not against the charge but feared some lines would move their calls to [[Lerwick|lieu]] or Invergordon. "Twenty of my 31 bookings this week came off the ships," he said.

The [[Cruise Lines International Association|organisme]] called the vote "premature" and said it would discuss the levy with its members.

In the public gallery was [[Freya Linklater|nom]], [[24|âge]], a [[guide|autre]] for [[Historic Environment Scotland|organisme]] at Skara Brae. "On a two-ship day we have 3,000 people through a village built for about 50," she said.

The council will consult operators and residents until [[Friday 30 October|date]]. Comments can be sent to [[cruiselevy@orkney.example|coordonnées]] or left on [[07700 900412|coordonnées]].""",

# 5 energy: a Hutterite colony's solar array (Lethbridge County, Alberta)
"""Hutterite colony switches on solar array big enough for 750 homes

[[Thursday, June 18, 2026|date]]

[[LETHBRIDGE, Alta.|lieu]] — A [[Hutterite|autre]] colony east of the city switched on a 3.6-megawatt solar array [[on Tuesday|date]] and will sell most of the power it produces to the grid.

The 8,000 panels at [[Willow Coulee Colony|organisme]] cover nine hectares of dryland that the colony used to crop for barley. They are expected to produce about 5,400 megawatt-hours a year, enough for roughly 750 Alberta homes; the colony itself, home to [[112|montant]] people, will use about a fifth.

The project cost [[C$6.3 million|montant]]. A grant of [[C$1.8 million|montant]] came from [[Emissions Reduction Alberta|organisme]], and the remaining [[C$4.5 million|montant]] from colony savings and a loan from [[ATB Financial|organisme]].

"Our grandfathers ran the first tractors in this county. We think of this as the next machine," said colony manager [[Paul Hofer|nom]], [[44|âge]]. He expects the array to pay for itself in [[about 12 years|date]].

Most of the wiring was done by the colony's own [[electrician|autre]], [[Samuel Waldner|nom]], [[27|âge]], who earned his journeyman ticket at [[Lethbridge College|organisme]] in [[2021|date]]. "I learned on a pole barn. This is a little bigger," [[he|nom]] said in English, before switching to [[Hutterisch|autre]] to answer his nephews.

[[Lethbridge County|organisme]] reeve [[Donna Vanderlaan|nom]] said the county had approved three other solar projects since [[2023|date]], but this was the first owned by a colony.

The colony will hold an open day on [[Saturday, June 27|date]]. Visitors are asked to register by calling [[403-555-0147|coordonnées]] or writing to [[office@willowcoulee.example|coordonnées]].""",

# 6 science: a penguin census (Stanley, Falkland Islands)
"""Gentoo penguin numbers reach a record in Falklands census

[[Tuesday 21 April 2026|date]]

[[STANLEY|lieu]] — The number of gentoo penguins breeding in the [[Falkland Islands|lieu]] has reached a record, according to a census published [[yesterday|date]] by [[Falklands Conservation|organisme]].

Teams counted [[154,300|montant]] breeding pairs at 98 colonies over the [[11 weeks|date]] from [[1 November 2025|date]] to [[17 January|date]], up [[17 per cent|montant]] on the 131,900 pairs of the last full census in [[2021|date]].

The census leader, [[seabird ecologist Dr Alys Pritchard-Goss|nom]], linked the rise to good seasons for the squid and rock cod that gentoos feed their chicks. "We have never walked into colonies so full of noise," [[she|nom]] said.

Rockhopper penguins did less well. Their count on [[Steeple Jason|lieu]] fell by a tenth, and the team plans to fit 40 birds with tracking tags next season to see where they feed.

Much of the counting was done from drones flown by [[Tomás Ibarra|nom]], a [[Chilean|autre]] PhD student at the [[South Atlantic Environmental Research Institute|organisme]], who spent seven weeks in a field hut on [[Saunders Island|lieu]]. "The penguins were not interested in the drone. The caracaras were," he said.

Farmers gave the teams access to colonies on private land. [[Lorraine Berntsen|nom]], [[66|âge]], whose family has farmed near [[Fox Bay|lieu]] since [[1987|date]], drove the counters across [[West Falkland|lieu]] in her Land Rover. "My grandchildren asked if they could count too. They did a better job than me."

The census was paid for by a [[£148,000|montant]] grant from the UK's [[Darwin Plus|autre]] fund. The full report can be read at [[falklandsconservation.example/census2026|coordonnées]].""",

# 7 sport: a weightlifter's gold and Commonwealth Games place (Apia, Samoa)
"""Falealupo weightlifter, 19, lifts her way to Glasgow

[[Monday 18 May 2026|date]]

[[APIA|lieu]] — Hundreds of people sang and waved flags at [[Faleolo International Airport|lieu]] on [[Saturday night|date]] to welcome home [[Fetuao Leota|nom]], who won gold at the [[Oceania Weightlifting Championships|autre]] in [[Nouméa|lieu]] and secured a place at the [[Commonwealth Games|autre]] in [[Glasgow|lieu]].

[[Leota|nom]], [[19|âge]], lifted [[98 kilograms|montant]] in the snatch and 124 in the clean and jerk in the women's 71 kg class, a total of [[222 kilograms|montant]], six more than the [[New Zealand|autre]] silver medallist.

She started lifting at 14, with a broom handle and two paint tins of concrete, behind her grandmother's fale in [[Falealupo|lieu]] on [[Savai'i|lieu]]. Her coach since [[2022|date]], [[Tavita Aiono-Smith|nom]], who moved back from [[Auckland|lieu]] to open a gym near [[Apia Park|lieu]], said he had "never seen a teenager so calm under a heavy bar".

"My grandmother cannot read English, so I told her in [[Samoan|autre]]: the gold is for you," [[Leota|nom]] said.

The [[Samoa Weightlifting Federation|organisme]] must raise [[WS$68,000|montant]] to send her and two other lifters to Glasgow for [[five weeks|date]] of training and competition in [[July|date]]. The government has pledged WS$25,000, and the federation's president, [[Lupe Sapolu|nom]], said the rest would come from church and village fundraising.

Donations can be arranged through [[lifts@samoaweightlifting.example|coordonnées]].""",

# 8 health: a maternity waiting home (Bo, Sierra Leone)
"""Bo waiting home keeps mothers from the chiefdoms close to the labour ward

[[Tuesday 27 October 2026|date]]

[[BO|lieu]] — A waiting home where pregnant women from remote chiefdoms can stay for the last weeks before giving birth has admitted its 500th mother since it opened beside [[Bo Government Hospital|organisme]] in [[January|date]].

The 16-bed home cost [[NLe 1.9 million|montant]], about US$84,000, and was built by the [[Ministry of Health|organisme]] with the Irish charity [[Mothers First Sierra Leone|organisme]]. Women arrive about two weeks before their due date and are given meals, a mosquito net and a bed a short walk from the labour ward.

Of the [[500|montant]] women admitted, 487 have given birth in the hospital and 13 were still waiting on [[Monday|date]]. No mother who stayed in the home has died. In [[2025|date]], the hospital recorded [[nine|montant]] maternal deaths among women who arrived already in labour from the chiefdoms.

"Before, a woman in [[Lugbu|lieu]] started labour and then began looking for a motorbike," said [[senior midwife Isatu Kpaka|nom]], [[46|âge]], who has worked at the hospital for [[22 years|date]]. "Now she is already here."

[[Fatmata Lahai|nom]], [[23|âge]], travelled three hours by motorbike and canoe from [[Bagbo|lieu]] chiefdom with her sister. Her son, [[Ibrahim|nom]], was born by caesarean section on [[Saturday|date]]. "If I was at home, I think we would both be dead," she said in [[Mende|autre]].

The district medical officer, [[Dr Abu Bakarr Sesay|nom]], said the home needs NLe 14,000 a month for food, and he wants the district council to pay half. Offers of help can be sent to [[waitinghome.bo@mothersfirst.example|coordonnées]].""",

# 9 transport: a new ferry replaces a mailboat (Nassau and Long Island, Bahamas)
"""New ferry halves the trip from Nassau to Long Island

[[Thursday, November 19, 2026|date]]

[[NASSAU, Bahamas|lieu]] — The first passengers on a new weekly ferry to [[Long Island|lieu]] stepped off at [[Clarence Town|lieu]] on [[Monday evening|date]] after nine hours at sea, half the time the old mailboat took.

The [[MV Lady Ruthie|autre]], a 46-metre vessel built in [[Turkey|lieu]] for [[Exuma Sound Shipping Ltd|organisme]], leaves [[Potter's Cay Dock|lieu]] at 7 a.m. every Monday and sails back on Wednesday morning. A one-way adult fare is [[B$85|montant]], up from B$65 on the mailboat, but the company says freight rates for islanders' groceries will stay the same for [[a year|date]].

"On the old boat you slept on the deck with the onions. Today I had a seat and a coffee," said [[Mrs Veronica Knowles|nom]], [[71|âge]], a [[retired postmistress|autre]] from [[Deadman's Cay|lieu]] who had been visiting her daughter in [[Nassau|lieu]].

The company's director, [[Captain Wendell Cartwright|nom]], said the vessel cost [[US$11 million|montant]] and was financed partly by the [[Development Bank of The Bahamas|organisme]]. It carries 220 passengers and 18 containers.

Some farmers are worried. [[Leon Pinder|nom]], who grows onions and keeps goats near [[Simms|lieu]], said the ferry would leave before his harvest. "My onions come out of the ground on Wednesday afternoon. Now they wait a week for the boat," [[he|nom]] said.

The [[Ministry of Energy and Transport|organisme]] said the old mailboat would make its last Long Island run on [[December 1|date]] and then serve [[Andros|lieu]].

Bookings can be made on [[242-555-0118|coordonnées]] or at [[ladyruthie.example|coordonnées]].""",

# 10 crime: outboard engines stolen from harbours (St Peter Port, Guernsey)
"""Man charged after 19 outboard engines vanish from Guernsey harbours

[[Tuesday 4 August 2026|date]]

[[ST PETER PORT|lieu]] — A man has been charged with stealing 19 outboard engines from boats moored at [[St Sampson's Harbour|lieu]] and [[Beaucette Marina|lieu]] over [[six weeks|date]] this summer.

[[Liam Ozanne|nom]], [[33|âge]], a [[boat mechanic|autre]] from the [[Vale|lieu]], appeared before the [[Magistrate's Court|organisme]] [[yesterday|date]] and was remanded in custody. He is expected to enter pleas on [[Monday 17 August|date]].

Officers from [[Guernsey Police|organisme]] found 11 of the engines in a rented storage unit in [[St Sampson|lieu]] on [[Friday|date]] after a tip-off. Police believe the other eight were shipped to [[France|lieu]] by way of [[Jersey|lieu]].

The engines, worth a total of [[£147,500|montant]], were taken between [[20 June and 30 July|date]], mostly at night. Several owners found their boats drifting the next morning with cut mooring lines.

Among them was [[Sheila Le Page|nom]], [[68|âge]], a [[retired teacher|autre]] who has kept her five-metre fishing boat at St Sampson's for [[25 years|date]]. "My husband and I bought that engine with his redundancy money from [[Guernsey Electricity|organisme]]," she said. "He has died since. I just want it back."

[[Detective Sergeant Rachel Bichard|nom]] urged anyone who had been offered a cheap second-hand outboard to come forward. "These engines have serial numbers, and we are checking every one," she said.

Information can be given on [[07700 900583|coordonnées]] or anonymously to Crimestoppers, quoting reference [[GP/26/04417|identifiant]].""",

# 11 housing: tiny homes for older women on church land (Toowoomba, Queensland)
"""Tiny homes on church land give older women a place of their own

[[Tuesday 10 February 2026|date]]

[[TOOWOOMBA|lieu]] — Eight women over 55 who had been sleeping in cars or on friends' couches moved into tiny homes behind a church on [[Saturday|date]].

The homes, each 28 square metres with a kitchenette and a veranda, stand on a block that [[St Matthew's Uniting Church|organisme]] in [[Harristown|lieu]] had used as an overflow car park. The church leases the land for [[A$1|montant]] a year to [[Downs Women's Housing|organisme]], a community housing provider, which built the homes for [[A$1.36 million|montant]], or A$170,000 each.

Rents are set at 25 per cent of each tenant's income. For a woman on the single age pension that is about [[A$140|montant]] a week, against a median of A$480 for a one-bedroom unit in the city.

[[Carol Humphries|nom]], [[67|âge]], a former [[school bus driver|autre]], lived in her Hyundai for [[seven months|date]] after the house she rented in [[Wilsonton|lieu]] was sold in [[March 2025|date]]. "I kept my toothbrush in the glovebox. Now I have a bathroom cabinet, and I keep opening it just to look," she said.

The church's minister, [[Rev. Faith Tuimavave|nom]], said the congregation had voted unanimously. "We had a car park that was full for one hour a week," [[she|nom]] said.

[[Toowoomba Regional Council|organisme]] waived [[A$18,000|montant]] in development fees. The provider's chief executive, [[Bronwyn Schultz|nom]], said 46 women were on the waiting list for a second site.

Churches and landowners with spare land can contact [[Downs Women's Housing|organisme]] on [[0491 570 266|coordonnées]] or at [[homes@downswomen.example|coordonnées]].""",

# 12 culture: a Shoshone-language documentary premieres (Riverton, Wyoming)
"""Shoshone-language film premieres to a full house

[[Monday, October 12, 2026|date]]

[[RIVERTON, Wyo.|lieu]] — Every seat in the theater of the [[Robert A. Peck Arts Center|lieu]] was taken [[Saturday night|date]] for the premiere of [["Where the Wind Turns Back"|autre]], a 52-minute documentary narrated almost entirely in [[Shoshone|autre]].

The film follows [[Beatrice Tidzump|nom]], [[88|âge]], one of fewer than 40 first-language speakers left on the [[Wind River Reservation|lieu]], through a year of teaching her great-grandchildren the names of plants, creeks and relatives.

Director [[Calvin Enos|nom]], [[34|âge]], a [[member of the Eastern Shoshone Tribe|autre]] who grew up in [[Fort Washakie|lieu]], shot it on two borrowed cameras [[between May 2025 and April 2026|date]]. It cost [[$46,000|montant]], of which $30,000 came from the [[Wyoming Arts Council|organisme]] and $16,000 from a crowdfunding campaign.

"My grandmother was punished at boarding school for speaking Shoshone. My daughter is learning it from a film," [[Enos|nom]] said, with [[Tidzump|nom]] beside him on the stage. [[She|nom]] answered the audience's questions in Shoshone, and her grandson, [[Darrell Tidzump|nom]], translated.

[[Central Wyoming College|organisme]], which co-produced the film, will use it in its Shoshone language classes from [[January|date]]. Its language instructor, [[Dr Renée Marquez|nom]], said enrollment had grown from 11 students in [[2022|date]] to 37 this fall.

Further screenings are planned in [[Lander|lieu]], Casper and Cheyenne in November. Tickets and dates are at [[windturnsback.example|coordonnées]] or on [[307-555-0172|coordonnées]].""",
]

SV = [
# 1 jordbruk: ersättning för vildsvinsskador (Killeberg, Osby)
"""Vildsvinen åt upp vetet – nu får bonden i Killeberg ersättning

[[Torsdag 3 september 2026|date]]

Vildsvin har under sommaren bökat sönder stora delar av åkrarna runt [[Killeberg|lieu]] i [[Osby kommun|organisme]]. Nu får lantbrukaren [[Nils-Erik Persson|nom]] [[84 000 kronor|montant]] i ersättning från [[Länsstyrelsen i Skåne|organisme]] för förstörd gröda.

– Det ser ut som om någon har kört med en grävskopa. På vissa ställen finns inte ett strå kvar, säger [[han|nom]].

[[Persson|nom]], [[58|âge]], brukar [[140 hektar|montant]] tillsammans med sonen [[Jonatan|nom]]. I år har de förlorat höstvete på ungefär [[30 hektar|montant]], alltså drygt en femtedel av arealen.

Ersättningen bygger på en skadevärdering som en [[värderingsman|autre]] från [[LRF Konsult|organisme]] gjorde [[i juli|date]]. Han uppskattade skadan till 120 000 kronor, och länsstyrelsen betalar 70 procent.

Under [[jaktåret 2025/26|date]] fälldes [[1 120|montant]] vildsvin i kommunen, enligt [[Svenska Jägareförbundet|organisme]]. Det är nästan dubbelt så många som fem år tidigare.

– Vi sitter på pass varje natt när det är fullmåne. Men de är smartare än vi, säger [[Rasmus Ek|nom]], ordförande i [[Killebergs viltvårdsområde|organisme]].

Grannen [[Anna-Karin Mårtensson|nom]], som har [[mjölkkor|autre]] och odlar majs till dem, har satt upp elstängsel runt alla majsfält för [[46 000 kronor|montant]].

– Det var det eller att sluta odla majs, säger hon.

Länsstyrelsen håller ett möte om viltskador på [[Osby bibliotek|lieu]] [[tisdag 15 september|date]] klockan 18. Anmälan görs till [[viltskador.skane@lansstyrelsen.example|coordonnées]] eller på [[070-174 06 38|coordonnées]].""",

# 2 vetenskap: ålar med sändare (Älvkarleby)
"""Forskare i Älvkarleby skickar ålar med sändare mot Sargassohavet

[[Måndag 26 oktober 2026|date]]

I helgen släppte forskare från [[Sveriges lantbruksuniversitet|organisme]] ut [[60|montant]] blankålar med sändare i [[Dalälven|lieu]] vid [[Älvkarleby|lieu]]. De vill ta reda på hur många som klarar den 700 mil långa vandringen till [[Sargassohavet|lieu]], där ålen leker.

– Ålen har minskat med mer än 90 procent sedan [[1980-talet|date]]. Vi vet fortfarande inte var på vägen de flesta dör, säger [[projektledaren Malin Ahlgren Sjödin|nom]], [[41|âge]], [[fiskbiolog|autre]] vid SLU:s [[institution för akvatiska resurser|organisme]].

Sändarna väger 40 gram och lossnar av sig själva efter [[nio månader|date]]. Då flyter de upp och skickar sin position via satellit. Varje sändare kostar omkring [[38 000 kronor|montant]], och hela projektet, med båtar och analyser, har en budget på [[2,8 miljoner kronor|montant]] under [[tre år|date]].

Ålarna fångades i [[september|date]] av yrkesfiskaren [[Kjell Forsberg|nom]] i [[Skutskär|lieu]], som har fiskat i älvmynningen sedan [[1979|date]].

– Förr fick jag ett ton ål på en höst. I år blev det sjuttio kilo, och allt gick till forskningen, säger han.

Doktoranden [[Ahmad Rezaei|nom]], som kommer från [[Bandar Anzali|lieu]] vid Kaspiska havet, märkte de flesta av ålarna.

– Hemma i Iran pratar vi om stören på samma sätt som ni pratar om ålen här, säger [[han|nom]].

De första resultaten väntas [[sommaren 2027|date]]. Den som hittar en sändare på en strand kan höra av sig till [[alsandare@slu.example|coordonnées]]. Forskargruppen berättar om projektet på [[slu.example/alvandring|coordonnées]].""",

# 3 religion: eritreansk församling köper ett kapell (Hörken, Ljusnarsberg)
"""Eritreansk församling köper nedlagt kapell i Hörken

[[Lördag 11 april 2026|date]]

[[Ljusnarsbergs församling|organisme]] har sålt [[Hörkens kapell|lieu]], som har stått stängt sedan [[2019|date]], till en [[eritreansk-ortodox|autre]] församling från [[Örebro|lieu]]. Priset blev [[450 000 kronor|montant]].

I natt, när den ortodoxa påsken börjar, firas den första gudstjänsten i kapellet på [[sju år|date]].

– Vi har hyrt källarlokaler i [[tolv år|date]]. Nu får våra barn en riktig kyrka, säger församlingens ordförande [[Yonas Tesfamariam|nom]], [[52|âge]], som kom till Sverige från [[Asmara|lieu]] [[1998|date]] och arbetar som [[busschaufför|autre]] i Örebro.

Församlingen, [[Kidane Mehret|organisme]], har omkring [[300|montant]] medlemmar i [[Örebro län|lieu]]. Köpesumman har samlats in bland dem, och [[150|montant]] familjer har gett 3 000 kronor var. [[Västerås stift|organisme]] godkände försäljningen i [[februari|date]].

[[Kyrkoherde Birgitta Lundmark|nom]] säger att beslutet inte var lätt.

– Många här har döpts och gift sig i kapellet. Men en byggnad som ingen använder förfaller. Nu kommer det att sjungas i den igen, säger [[hon|nom]].

[[Sven-Olof Wikström|nom]], [[79|âge]], som har bott i Hörken hela livet, har lovat att ringa i kyrkklockan när gudstjänsten börjar.

– Jag konfirmerades där 1961. Språket i gudstjänsten förstår jag inte, men klockan låter likadant, säger han.

Gudstjänsten börjar vid midnatt och pågår till gryningen, och dörrarna står öppna för alla. Församlingen nås på [[070-174 06 51|coordonnées]].""",

# 4 turism: rekordsommar för en cykelled (Sunne, Värmland)
"""Rekordsommar för cykelleden runt Fryken

[[Fredag 28 augusti 2026|date]]

Cykelleden runt [[Mellanfryken|lieu]] har haft sin bästa sommar hittills. Från midsommarafton till [[söndagen den 23 augusti|date]] registrerade cykelräknaren vid [[Sunne|lieu]] [[31 400|montant]] passager, [[38 procent|montant]] fler än samma period i fjol.

– Det är framför allt tyskar och holländare som hyr elcykel och stannar tre, fyra nätter, säger [[turistchefen Johanna Sahlin|nom]] på [[Sunne kommun|organisme]].

Leden är [[92 kilometer|montant]] lång och passerar både [[Mårbacka|lieu]], där [[Selma Lagerlöf|nom]] växte upp, och [[Rottneros park|lieu]]. Sedan 2024 är den skyltad på svenska, tyska och [[nederländska|autre]].

På [[Hotell Frykenstrand|organisme]] i [[Västra Ämtervik|lieu]] har de nederländska ägarna [[Joost och Marieke van Dijk|nom]] haft fullt 26 av julis 31 nätter.

– Vi cyklade här på vår bröllopsresa [[2009|date]] och kom tillbaka [[åtta år|date]] senare för att stanna, säger [[Marieke van Dijk|nom]].

Uthyrningsfirman [[Fryksdalens Cykel & Fritid|organisme]] har köpt 40 nya elcyklar för [[1,1 miljoner kronor|montant]].

– Jag körde [[skogsmaskin|autre]] i trettio år. Nu lagar jag punkteringar åt turister från Hamburg, och jag trivs bättre, säger ägaren [[Per-Olof Backlund|nom]], [[63|âge]].

Alla är inte lika glada. Längs [[riksväg 45|lieu]] saknas cykelbana på en sträcka av elva kilometer, och [[Trafikverket|organisme]] har inte pengar att bygga en förrän tidigast 2029.

Cykelkartor finns på [[visitsunne.example/fryken|coordonnées]].""",

# 5 energi: solcellspark i ett gammalt grustag (Vikmanshyttan, Hedemora)
"""Solpaneler där gruset togs – ny park invigd utanför Hedemora

[[Onsdag 13 maj 2026|date]]

På det som i [[femtio år|date]] var ett grustag utanför [[Vikmanshyttan|lieu]] står nu [[30 000|montant]] solpaneler. Parken invigdes [[i går|date]] och väntas ge omkring [[12 gigawattimmar|montant]] el om året, ungefär vad 2 400 villor utan elvärme gör av med.

Parken ägs av [[Hedemora Energi|organisme]] och bolaget [[Solbacken Kraft AB|organisme]] från [[Falun|lieu]], som tillsammans har investerat [[95 miljoner kronor|montant]].

Marken arrenderas i [[30 år|date]] av [[Margareta Hedlund|nom]], [[71|âge]]. Hennes far startade grustaget [[1962|date]], och det lades ner 2012.

– Pappa sålde grus till halva Dalarnas vägar. Nu blir det el av hålet han lämnade efter sig, säger hon.

Projektchefen på Solbacken, [[Emir Hadžić|nom]], [[38|âge]], kom till [[Avesta|lieu]] från [[Bosnien|lieu]] som femåring [[1993|date]].

– Ett gammalt grustag är perfekt. Ingen skog behöver huggas, och ingen granne ser panelerna från köksfönstret, säger [[han|nom]].

En sandbrant i norra delen av täkten har lämnats orörd för [[backsvalorna|autre]] som häckar där. Det var ett krav från [[Naturskyddsföreningen i Hedemora|organisme]].

– Förra året räknade vi [[140|montant]] bohål. Vi räknar igen i juni, säger föreningens ordförande [[Lars Grönberg|nom]].

Elen matas ut på [[Ellevios|organisme]] nät via en ny transformatorstation. [[Lördag 23 maj|date]] är det visning för allmänheten. Frågor besvaras på [[08-46 50 04 27|coordonnées]].""",

# 6 hälsa: nattambulansen blir kvar (Bengtsfors, Dalsland)
"""Nattambulansen i Bengtsfors blir kvar

[[Tisdag 17 november 2026|date]]

[[Västra Götalandsregionen|organisme]] backar. Ambulansstationen i [[Bengtsfors|lieu]] ska även i fortsättningen vara bemannad dygnet runt. Det beslutade regionens [[hälso- och sjukvårdsnämnd|organisme]] [[i går|date]].

I september föreslog regionen att nattambulansen skulle flyttas till [[Åmål|lieu]] från [[den 1 januari|date]] för att spara [[4,2 miljoner kronor|montant]] om året. Då hade det kunnat ta 50 minuter för en ambulans att nå [[Gustavsfors|lieu]] längst i norr.

Sedan dess har [[5 300|montant]] personer skrivit på en protestlista, mer än hälften av kommunens drygt 9 000 invånare. Listan startades av [[Gunilla Axelsson|nom]], [[66|âge]], pensionerad [[distriktssköterska|autre]] från [[Bäckefors|lieu]].

– Min man [[Rolf|nom]] fick en hjärtinfarkt en natt i [[mars 2024|date]]. Ambulansen var här på fjorton minuter. Hade den kommit från Åmål hade han inte levt i dag, säger hon.

Nämndens ordförande [[Karin Sjöstedt|nom]] ([[S|organisme]]) säger att regionen i stället ska spara på hyrpersonal.

– Vi lyssnade. Argumentet om avstånden i norra Dalsland gick inte att komma runt, säger [[hon|nom]].

[[Ambulanschefen Peter Lindholm|nom]] vid [[NU-sjukvården|organisme]] räknar med att behålla alla [[tolv|montant]] tjänster på stationen.

Bengtsfors [[kommunalråd|autre]] [[Stig Bertilsson|nom]] ([[C|organisme]]) satt på läktaren när beslutet fattades.

– Jag har aldrig sett så många pensionärer på ett nämndsammanträde i Vänersborg, säger han.

Gruppen bakom listan, [[”Rädda nattambulansen i Bengtsfors”|autre]], finns på [[Facebook|organisme]].""",

# 7 skola: simundervisning i årskurs 3 (Östhammar)
"""Nio av tio tredjeklassare i Östhammar kan nu simma

[[Tisdag 9 juni 2026|date]]

För ett år sedan kunde bara [[62 procent|montant]] av eleverna i årskurs 3 i [[Östhammars kommun|organisme]] simma 200 meter. Efter ett läsår med extra simundervisning är andelen [[89 procent|montant]].

Kommunen har under läsåret bussat alla [[240|montant]] tredjeklassare från [[Gimo|lieu]], [[Alunda|lieu]] och [[Österbybruk|lieu]] till [[Frösåkershallen|lieu]] i [[Östhammar|lieu]] för tio lektioner var. Bussar och simlärare har kostat [[680 000 kronor|montant]].

– Skolverket kräver att eleverna ska kunna simma i sexan. Men lär de sig inte i trean är det ofta för sent, säger [[rektor Lena Hallqvist|nom]] på [[Bruksskolan|organisme]] i Gimo.

Simläraren [[Nour Haddad|nom]], [[35|âge]], lärde sig själv simma i Medelhavet utanför [[Latakia|lieu]] som barn. Hon undervisar på [[arabiska|autre]] och svenska när det behövs.

– Många föräldrar har aldrig lärt sig simma. Då blir barnen rädda för vattnet hemma också, säger [[hon|nom]].

[[Nioåriga|âge]] [[Elsa Jansson|nom]] klarade provet i [[maj|date]].

– Jag simmade 50 meter på rygg utan att stanna, säger hon.

Hennes pappa [[Mikael Jansson|nom]] gick aldrig i simskola.

– Jag lärde mig i [[Gimo damm|lieu]] av min morfar. Det här är bättre, säger han.

Barn- och utbildningsnämndens ordförande [[Åsa Lindblad|nom]] ([[KD|organisme]]) vill att satsningen blir permanent från [[hösten 2026|date]].

Mer information finns på [[osthammar.example/simskola|coordonnées]].""",

# 8 sport: SM-guld i juniorboxning (Nybro)
"""[[Amina|nom]], [[17|âge]], tog SM-guld – Nybros första boxningsguld på 40 år

[[Måndag 23 mars 2026|date]]

[[Amina Osmanović|nom]] från [[Nybro|lieu]] vann 57-kilosklassen på junior-SM i [[Eriksdalshallen|lieu]] i Stockholm [[i söndags|date]]. Alla fem domarna gav henne segern i finalen mot [[Wilma Sandberg|nom]] från [[BK Örnen Västerås|organisme]].

– Jag tänkte bara på att hålla avståndet. I tredje ronden visste jag att jag hade vunnit, säger [[Osmanović|nom]].

Klubbens förra SM-guld tog [[Tommy Ljungberg|nom]] [[1986|date]].

[[Tränaren Dragan Marić|nom]], [[61|âge]], kom från [[Banja Luka|lieu]] [[1992|date]] och har lett [[Nybro Boxningsklubb|organisme]] sedan [[2001|date]].

– Hon kom hit som elvaåring för att hennes storebror tränade. Efter en månad var hon bättre än han, säger [[Marić|nom]].

[[Amina|nom]] läser [[el- och energiprogrammet|autre]] på gymnasiet i Kalmar och tränar sex dagar i veckan. Mamma [[Lejla Osmanović|nom]], som är [[undersköterska|autre]], såg inte finalen.

– Jag vågade inte titta. Jag satt i korridoren och lyssnade på publiken, säger hon.

Nu hoppas [[Amina|nom]] bli uttagen till [[junior-EM|autre]] i juli. [[Nybro kommun|organisme]] har gett klubben 15 000 kronor i resebidrag, och resten ska samlas in med lotter och loppis.

Klubben har öppen träning för nybörjare varje tisdag. Mer finns på [[nybrobk.example|coordonnées]].""",

# 9 kultur: en bok tillbaka efter 63 år (Arboga)
"""Boken lånades 1963 – nu är den tillbaka på hyllan i Arboga

[[Torsdag 15 oktober 2026|date]]

[[I tisdags|date]] kom [[Ingrid Lindvall Björk|nom]] in på [[Arboga stadsbibliotek|organisme]] med en bok i en plastpåse. Det var ett exemplar av [[Vilhelm Mobergs|nom]] [[”Utvandrarna”|autre]], som hennes far lånade [[den 11 mars 1963|date]] och aldrig lämnade tillbaka.

– Jag hittade den när vi tömde pappas lägenhet i [[Kungsör|lieu]]. Lånekortet satt kvar i fickan innanför pärmen, säger hon.

Fadern, [[Gösta Lindvall|nom]], var [[svarvare|autre]] på [[Arboga Mekaniska Verkstad|organisme]] och dog i [[maj|date]], [[95 år|âge]] gammal.

– Han läste den högt för mig och min bror [[Lennart|nom]] när jag var elva. Sedan flyttade vi, och boken följde med, säger [[Ingrid Lindvall Björk|nom]], som i dag är [[74|âge]].

Lånetiden var [[fjorton dagar|date]]. Med dåtidens förseningsavgift på tio öre om dagen hade skulden i dag varit drygt [[2 300 kronor|montant]]. Biblioteket tänker inte ta ut någon avgift.

– Vi är bara glada. Boken är en del av stadens historia nu, säger [[bibliotekschefen Henrik Saarinen|nom]].

Det är inte första gången en gammal bok kommer tillbaka. [[2011|date]] lämnade en man in ett Kalle Anka-album som hade lånats 1971, men ingen har varit borta så länge som [[Mobergs|nom]] roman.

Boken ställs ut i en monter vid entrén under rubriken [[”Försenad”|autre]] fram till [[den 30 november|date]]. Den som har fler gamla lån hemma kan höra av sig till [[bibliotek@arboga.example|coordonnées]], utan att riskera någon räkning.""",

# 10 transport: helgbussar dras in (Överkalix, Norrbotten)
"""Helgbussarna mellan Överkalix och Kalix dras in

[[Onsdag 21 oktober 2026|date]]

Från tidtabellsskiftet [[den 13 december|date]] går inga bussar på lördagar och söndagar mellan [[Överkalix|lieu]] och [[Kalix|lieu]]. Det har [[Länstrafiken i Norrbotten|organisme]] beslutat på uppdrag av [[Region Norrbotten|organisme]].

I genomsnitt reser [[sju|montant]] personer per tur på helgerna, och indragningen sparar [[1,3 miljoner kronor|montant]] om året.

– Vi måste lägga pengarna där resenärerna finns, säger [[trafikplaneraren Jenny Sundqvist|nom]].

Hårdast drabbas de som jobbar helg. [[Aili Niemi|nom]], [[52|âge]], är [[undersköterska|autre]] på [[Kalix sjukhus|organisme]] och arbetar varannan helg. Hon har aldrig tagit körkort, och en taxi de sex milen kostar omkring [[1 100 kronor|montant]] enkel väg.

– Jag har jobbat helger i [[tjugo år|date]]. Nu får jag välja mellan att ta körkort vid femtiotvå eller byta jobb, säger hon.

Gymnasieeleven [[Elias Vaara|nom]], [[17|âge]], bor på elevhem i Kalix och åker hem till [[Överkalix|lieu]] varje fredag.

– Nu får mamma köra 24 mil varje helg för att hämta och lämna mig, säger han.

[[Kommunalrådet Tomas Mörtlund|nom]] ([[S|organisme]]) vill att regionen i stället inför anropsstyrd trafik, där bussen bara går när någon har beställt en resa.

– Det kostar en bråkdel och ingen blir kvar på perrongen, säger [[han|nom]].

Pensionärsföreningen [[PRO Överkalix|organisme]] samlar namn mot beslutet. Listan finns på biblioteket och kan också skrivas under via [[overkalix@pro.example|coordonnées]].""",

# 11 väder: Nissan svämmar över (Hyltebruk, Halland)
"""Nissan svämmade över – 14 hushåll i Hyltebruk evakuerade

[[Fredag 30 oktober 2026|date]]

Efter [[85 millimeter|montant]] regn på [[två dygn|date]] steg [[Nissan|lieu]] över sina bräddar i [[Hyltebruk|lieu]] [[natten till torsdag|date]]. [[Räddningstjänsten Hylte|organisme]] evakuerade [[14|montant]] hushåll på [[Strandvägen|lieu]], där vattnet stod en halv meter upp på tomterna.

[[SMHI|organisme]] utfärdade [[orange varning|autre]] för höga flöden redan [[i onsdags|date]]. Vid mätstationen nedanför bruket var flödet i går morse 310 kubikmeter i sekunden, mer än fem gånger det normala för årstiden.

– Vi gick från dörr till dörr klockan tre på natten. Alla följde med utom en man som inte ville lämna sin katt, och till slut fick katten följa med också, säger [[räddningsledaren Jonas Wahlgren|nom]].

De evakuerade har fått sova på [[Hylte hotell|organisme]]. En av dem är [[Birgit Svensson|nom]], [[81|âge]], som hyr sin lägenhet av [[Hyltebostäder|organisme]].

– Jag har bott här sedan [[1974|date]] och aldrig sett något liknande. Källaren är full med vatten och alla julsakerna med den, säger hon.

[[Stora Ensos|organisme]] pappersbruk stoppade en av pappersmaskinerna under [[ett dygn|date]] för att skydda pumparna.

Utanför [[Kinnared|lieu]] fick lantbrukaren [[Johan Bengtsson|nom]] flytta [[60|montant]] kvigor från hagen vid ån mitt i natten.

– De stod i vatten till knäna. Grannarna kom med två traktorer och en hästtransport, säger han.

Mer regn väntas [[under helgen|date]]. Kommunen informerar på [[hylte.example/hogafloden|coordonnées]].""",

# 12 domstol: arbetsmiljöbrott efter ett fall från tak (Hudiksvall)
"""Takföretag döms efter fall från sju meter i Iggesund

[[Fredag 29 maj 2026|date]]

[[Hudiksvalls tingsrätt|organisme]] dömde [[i går|date]] byggföretaget [[Norrlandstak i Hälsingland AB|organisme]] att betala en [[företagsbot|autre]] på [[400 000 kronor|montant]], sedan en [[takläggare|autre]] föll sju meter från ett tak i [[Iggesund|lieu]] [[onsdagen den 14 augusti 2024|date]].

Företagets [[arbetsledare|autre]], en [[46-årig|âge]] man, döms för [[arbetsmiljöbrott|autre]] till villkorlig dom och 80 dagsböter à 150 kronor.

Den skadade, [[Tomas Kazlauskas|nom]], [[34|âge]], från [[Klaipėda|lieu]] i [[Litauen|lieu]], bröt ryggen och båda hälarna. Han är fortfarande sjukskriven och får [[185 000 kronor|montant]] i skadestånd av företaget.

Enligt domen saknades både skyddsräcke och fallskydd när han arbetade på villataket. [[Arbetsmiljöverket|organisme]] hade två veckor tidigare påpekat bristerna vid en inspektion på en annan av företagets byggen.

– Företaget visste om riskerna och valde att inte göra något. Det är precis den sortens fall lagen ska förhindra, säger [[kammaråklagaren Ulrika Nordström|nom]] vid [[Riksenheten för miljö- och arbetsmiljömål|organisme]].

Arbetsledarens försvarare, [[advokat Martin Söderberg|nom]], säger att hans klient inte hade fått resurser för att köpa in utrustningen.

– Han har tagit på sig ett ansvar som låg högre upp i företaget, säger [[Söderberg|nom]].

[[Kazlauskas|nom]] följde rättegången via tolk på [[litauiska|autre]] från sin lägenhet i [[Hudiksvall|lieu]].

Domen, i mål [[B 2217-25|identifiant]], kan överklagas till [[Hovrätten för Nedre Norrland|organisme]] senast [[den 18 juni|date]].""",
]

# Capitalised words that may sit inside a `nom` span without being a name of their own.
NOT_NAMES = frozenset({
    "Mrs", "Stipendiary", "Magistrate", "Crown", "Counsel", "Rev", "Canon", "Councillor",
    "Captain", "Detective", "Sergeant",
    "Kyrkoherde", "Tränaren", "Ambulanschefen", "Kommunalrådet",
    "She", "He", "Hon", "Han",
})

SCHEME = Scheme(
    prefix="heldout15",
    labels=(
        "nom", "lieu", "organisme", "date", "âge", "montant", "coordonnées",
        "identifiant", "autre",
    ),
    person="nom",
    words=(170, 260),
    spans=(20, 28),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
