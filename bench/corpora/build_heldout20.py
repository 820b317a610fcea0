#!/usr/bin/env python3
"""Build and check the twentieth pair of held-out corpora (heldout20_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0): to the extent
possible under law, the authors have waived all copyright and related rights to these
texts and to this builder. The texts are national news and features of the kind a
national daily prints (parliament and ministries, courts, research, health services,
companies and labour disputes, culture, sport, an obituary, an interview); all private
people, quotations, addresses, e-mail addresses, URLs, handles, phone numbers, case,
bill, patent, registration and reference numbers, amounts, counts and small
organisations are invented. Real public bodies, companies, platforms and places are
named as news would name them; what they do here is invented. Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand. This pair's labels are Indonesian and lower case (``orang``,
``lokasi``, ``organisasi``, ``waktu``, ``umur``, ``jumlah``, ``kontak``, ``nomor``,
``lainnya``). Two language tags are written ``[[[si|lainnya]]]`` and ``[[[cs|lainnya]]]``:
the markup pattern takes the inner ``[[...|...]]``, so the brackets stay in the text and
the span covers only the code.

    python3 bench/corpora/build_heldout20.py          # write both files, then check them
    python3 bench/corpora/build_heldout20.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, check_words, main

EN = [
# 1 parliament: a coastal walkways bill passes (Wellington, New Zealand)
"""Coastal walkways bill passes 68–55 after a sitting that ran past 3am

[[Wednesday 25 March 2026|waktu]]

[[WELLINGTON|lokasi]] — A bill giving walkers the right to cross 2,400 kilometres of private coastline passed its third reading [[shortly after 3am today|waktu]] by [[68 votes to 55|jumlah]], after the longest sitting of the [[House of Representatives|organisasi]] this term. All 123 members voted.

The [[Coastal Access (Public Walkways) Amendment Bill|lainnya]] began as a member's bill drawn from the ballot in [[August 2024|waktu]]. Its sponsor, [[Labour|organisasi]] MP [[Mere Tautahi-Bassett|orang]], [[51|umur]], said she had walked [[600 kilometres|jumlah]] of it herself, "a quarter of it, in borrowed boots".

[[National|organisasi]] allowed its members a conscience vote, and 13 of them voted for the bill. Among them was [[Dr Ravindra Pillai|orang]], a former [[surgeon|lainnya]], who said he had voted for his grandchildren.

[[Federated Farmers|organisasi]] opposed the bill. Its spokesperson, [[Graeme Oudshoorn|orang]], who runs 3,000 sheep in the [[Wairarapa|lokasi]], said landowners would still be liable when walkers strayed onto cliffs. "Nobody says who pays when a tourist falls off my land," he said.

Outside [[Parliament Buildings|lokasi]], about 200 supporters sang and held banners reading [["Leave only footprints"|lainnya]]. The campaign, which trended under [[#WalkTheCoast|lainnya]], says it gathered [[41,000|jumlah]] signatures.

The walkways will be marked by the [[Department of Conservation|organisasi]], which has been given [[NZ$14 million|jumlah]] over four years, NZ$3.5 million a year, for signs and stiles. [[Tautahi-Bassett|orang]] said the first stretch, on the [[Kāpiti Coast|lokasi]], should open when the law takes effect on [[1 April 2027|waktu]].

The bill, [[No. 112-3|nomor]], awaits royal assent. Updates are at [[@coastwalkersnz|kontak]].""",

# 2 ministry: a wilt test sent to every district (Kigali, Rwanda)
"""Ministry sends 20-minute wilt test to potato farmers in all 30 districts

[[Tuesday 19 May 2026|waktu]]

[[KIGALI|lokasi]] — The [[Ministry of Agriculture and Animal Resources|organisasi]] will give every district a supply of paper-strip tests for bacterial wilt, the disease that destroys up to a third of the potato crop in some northern sectors, the ministry said [[yesterday|waktu]].

[[1,200|jumlah]] kits, each enough for 50 plants, will go out [[before the end of June|waktu]], 40 to each of the country's 30 districts. They cost [[RWF 155,000|jumlah]] each, [[RWF 186 million|jumlah]] in all, and were bought under tender [[MINAGRI/PH/2026/031|nomor]].

The test was developed at the [[University of Alberta|organisasi]] in Canada by a team that included [[Dr Aline Mukeshimana|orang]], a [[plant pathologist|lainnya]] who came home in [[February|waktu]] to join the [[Rwanda Agriculture and Animal Resources Development Board|organisasi]].

"In Edmonton I tested leaves from a greenhouse. Here the farmers bring me whole sacks," [[Mukeshimana|orang]], [[34|umur]], said at a demonstration on [[Saturday|waktu]] in her home district, [[Musanze|lokasi]].

[[Jean-Bosco Habimana|orang]], who grows potatoes on two hectares in [[Kinigi|lokasi]] sector, lost 60 of his 90 bags last season, two-thirds of the harvest. "With this paper I can throw away bad seed before it spoils the whole field," he said in [[Kinyarwanda|lainnya]].

[[Minister of State Claudine Uwera|orang]] said the ministry would train [[416|jumlah]] agronomists, one for every sector, by [[September|waktu]], and that cooperatives could order more kits from [[July|waktu]] by writing to [[planthealth@minagri.example|kontak]]. "A test in a drawer cures nothing. We want it in the farmer's pocket," she said.""",

# 3 courts: refunds for buyers of unfinished flats (Accra, Ghana)
"""Court orders Palmgrove developer to refund 47 flat buyers

[[Friday 27 February 2026|waktu]]

[[ACCRA|lokasi]] — The [[High Court (Commercial Division)|organisasi]] in Accra [[yesterday|waktu]] ordered a property developer to refund 47 people who paid for flats in a tower block at [[East Legon|lokasi]] that was never finished.

[[Justice Akosua Frimpong-Boateng|orang]] found that [[Palmgrove Heights Ltd|organisasi]] had taken [[GH₵420,000|jumlah]] from each buyer, [[GH₵19.74 million|jumlah]] in total, and had stopped building in [[March 2022|waktu]], after only six of the planned 14 floors. She ordered the company to repay the money within [[90 days|waktu]], with interest.

The buyers, many of them [[nurses|lainnya]] and teachers, sued in [[2024|waktu]] in suit [[CM/RPC/0412/2024|nomor]]. Their lead plaintiff, [[Mrs Dzifa Agbeko|orang]], [[58|umur]], a theatre nurse at [[Korle Bu Teaching Hospital|organisasi]], paid in 36 monthly instalments of about GH₵11,700. "My children grew up hearing about a flat they never saw," she said after the ruling.

The company's director, [[Mr Kwabena Asante-Mensah|orang]], did not attend. His lawyer, [[Nii Armah Quaye|orang]] of [[Quaye, Lartey & Co.|organisasi]], said he would study the judgment with his client, who might appeal.

[[Justice Frimpong-Boateng|orang]] also ordered that the unfinished block, on [[Lagos Avenue|lokasi]], must not be sold or mortgaged until the buyers are paid.

Several buyers live abroad. [[Yaw Owusu|orang]], [[41|umur]], a [[bus driver|lainnya]] in London, followed the hearing on [[WhatsApp|organisasi]] video. "I sent money home for six years for this flat," he said in [[Twi|lainnya]]. "Today I can tell my mother it was not all lost."

The buyers' association can be reached at [[palmgrovebuyers@mail.example|kontak]].""",

# 4 research: a paper strip that detects potato wilt (Edmonton, Alberta)
"""Paper strip spots potato wilt in 20 minutes, Alberta researchers report

[[Thursday 22 January 2026|waktu]]

[[EDMONTON|lokasi]] — A paper strip that changes colour when it touches sap from an infected potato plant can detect bacterial wilt in 20 minutes, researchers at the [[University of Alberta|organisasi]] reported this week.

The team tested the strips on [[640|jumlah]] samples from greenhouses in [[Alberta|lokasi]] and from fields in [[Rwanda|lokasi]] and Kenya. The strip agreed with the standard laboratory test on 612 of them, or [[95.6 per cent|jumlah]]. The laboratory test takes three days and costs around [[C$60|jumlah]] a sample; a strip costs [[C$4|jumlah]], fifteen times less.

"Farmers in the highlands cannot post a leaf to a lab and wait three days," said the study's first author, [[Dr Aline Mukeshimana|orang]], a [[postdoctoral fellow|lainnya]] who grew up on a potato farm in [[Musanze|lokasi]].

The paper appears in [[Plant Health Methods|organisasi]] under the title [["Wilt on paper"|lainnya]]. The work was led by [[Professor Harjit Dhillon|orang]], who said it began with a conversation at a conference in Nairobi in [[2022|waktu]]. "[[Aline|orang]] asked why nobody had made a test a farmer could afford. We spent [[three years|waktu]] trying to answer her," she said.

The project received [[C$480,000|jumlah]] from the [[Natural Sciences and Engineering Research Council|organisasi]]. The university has filed a patent application, [[CA 3214877|nomor]].

A [[Métis|lainnya]] laboratory technician, [[Cody Laboucan|orang]], [[29|umur]], built in his spare time the reader that photographs each strip.

[[Mukeshimana|orang]] returns to Rwanda in [[February|waktu]] to run field trials. Growers who want to join can write to [[wiltstrip@ualberta.example|kontak]] or call [[780-555-0163|kontak]].""",

# 5 health: a heart lab open around the clock (Waterford, Ireland)
"""Waterford heart lab to open around the clock from June

[[Tuesday 12 May 2026|waktu]]

[[WATERFORD|lokasi]] — Heart attack patients in the south-east will no longer be driven [[110 kilometres|jumlah]] to Cork at night after [[University Hospital Waterford|organisasi]] said [[yesterday|waktu]] that its cardiac catheterisation lab will open 24 hours a day from [[Monday 1 June|waktu]].

Until now the lab has worked from [[8am to 5pm|waktu]] on weekdays. Last year [[212|jumlah]] patients who had heart attacks outside those hours were taken by ambulance to [[Cork University Hospital|organisasi]], a journey that added an average of [[94 minutes|waktu]] to their treatment, according to the [[Health Service Executive|organisasi]].

The hospital will have six interventional cardiologists instead of four, half as many again, and 14 more nurses and radiographers. The [[HSE|organisasi]] puts the extra cost at [[€3.2 million|jumlah]] a year.

[[Declan Kiely|orang]], a [[fisherman|lainnya]] from [[Dunmore East|lokasi]], had his heart attack at [[2am|waktu]] on a Sunday in [[October 2024|waktu]]. "They told me in the ambulance that every minute was muscle. I counted the minutes all the way to Cork," said [[Kiely|orang]], [[63|umur]], who turns 64 in August.

The campaign group [[Heart of the South East|organisasi]] held vigils outside the hospital for [[four years|waktu]]. Its chairwoman, [[Councillor Mairéad Power|orang]], called it "the decision we were told could not be afforded".

The lab's clinical nurse manager, [[Bincy Thomas|orang]], who came to Waterford from [[Kerala|lokasi]] in [[2009|waktu]], said recruiting had been the hardest part. "We have hired [[nine|jumlah]] of the 14 already. The other five start in July," she said. Questions can be sent to [[cardiology.uhw@hse.example|kontak]].""",

# 6 company: a diamond-polishing firm doubles its staff (Gaborone, Botswana)
"""Tlokweng polishing firm to double its staff after diamond contract

[[Wednesday 10 June 2026|waktu]]

[[GABORONE|lokasi]] — A diamond-polishing company in [[Tlokweng|lokasi]], just east of the capital, will double its workforce from [[85|jumlah]] to 170 after winning a three-year contract to cut stones for the [[Okavango Diamond Company|organisasi]], it said [[on Monday|waktu]].

[[Motswedi Cut & Polish (Pty) Ltd|organisasi]] will invest [[P42 million|jumlah]] in a second workshop and 40 new laser and polishing machines. A loan of [[P18 million|jumlah]] comes from the [[Citizen Entrepreneurial Development Agency|organisasi]] and the remaining P24 million from its two shareholders.

The firm was founded in [[2015|waktu]] by [[Mrs Kefilwe Segokgo|orang]], [[47|umur]], who trained as a [[polisher|lainnya]] in [[Surat|lokasi]], and [[Hitesh Mehta|orang]], whose [[Gujarati|lainnya]] family has cut stones for three generations.

"When we started, the whole company fitted in one room with a kettle," [[Segokgo|orang]] said. "Now the kettle has a building of its own."

More than half of the new posts will go to women. Of the 85 current staff, 52 are women, or [[61 per cent|jumlah]]. One of them, [[Boitumelo Ramotswa|orang]], [[26|umur]], joined as a cleaner in [[2019|waktu]] and now marks rough stones for cutting. "My mother sold vegetables at the bus rank. Now I hold a stone worth more than her house," she said in [[Setswana|lainnya]].

[[Mehta|orang]] said his company, registered as [[BW00001874412|nomor]], will open applications on [[Monday 22 June|waktu]] for [[45|jumlah]] trainee posts and 40 for experienced polishers. CVs can be sent to [[jobs@motswedi.example|kontak]].""",

# 7 labour dispute: refinery workers vote to strike (Townsville, Queensland)
"""Townsville refinery workers vote for 48-hour strike

[[Wednesday 15 July 2026|waktu]]

[[TOWNSVILLE|lokasi]] — Workers at a metals refinery south of the city will walk off the job at [[6am tomorrow|waktu]] for [[48 hours|waktu]], until 6am on [[Saturday|waktu]], after talks over a new enterprise agreement broke down.

Of the [[312|jumlah]] workers covered by the agreement at [[Ross River Refining|organisasi]] in [[Stuart|lokasi]], 289 took part in a ballot run by the [[Australian Electoral Commission|organisasi]], and 251 voted to strike, about [[87 per cent|jumlah]] of those who voted.

The [[Australian Manufacturing Workers' Union|organisasi]] is asking for pay rises of [[5 per cent|jumlah]] a year for three years. The company has offered [[3 per cent|jumlah]] a year and a one-off payment of [[A$2,000|jumlah]].

"Our members work twelve-hour shifts next to acid tanks in 38-degree heat. Three per cent doesn't cover the rent rises in this town," said the union's organiser, [[Tamsin Nona|orang]], a [[Torres Strait Islander|lainnya]] woman who drove a crane at the site for [[eight years|waktu]].

The refinery's general manager, [[Alastair Buchanan|orang]], called the offer "fair in a year when zinc prices have fallen by a fifth". He said the bargaining case at the [[Fair Work Commission|organisasi]] was still open as [[B2026/1187|nomor]].

[[Electrician Rommel Dizon|orang]], [[44|umur]], who came to Queensland from [[Bacolod|lokasi]] in [[2012|waktu]], said his family could manage two days without pay but not a week. "I'll be at the gate with a flag and a thermos," [[he|orang]] said.

A barbecue for strikers is planned at the gate on [[Thursday evening|waktu]]. The union's strike line is [[0491 570 184|kontak]].""",

# 8 books: a novelist wins a Caribbean fiction prize (Port of Spain, Trinidad and Tobago)
"""Siparia novelist wins Tidewater Prize for a book about her great-grandmother

[[Monday 28 September 2026|waktu]]

[[PORT OF SPAIN|lokasi]] — [[Sharda Ramlogan-Pierre|orang]] has won the [[Tidewater Prize for Caribbean Fiction|lainnya]] for her second novel, [[The Salt Road to Cedros|lainnya]], which follows an indentured woman who arrived in [[Trinidad|lokasi]] from [[Bihar|lokasi]] in [[1889|waktu]].

The prize of [[US$15,000|jumlah]] was presented on [[Saturday night|waktu]] at the [[National Library and Information System Authority|organisasi]] by the [[Tidewater Literary Trust|organisasi]], which also pays for the winning book to be translated into two languages.

[[Ramlogan-Pierre|orang]], [[45|umur]], was born in [[Siparia|lokasi]] in [[February 1981|waktu]] and worked for [[16 years|waktu]] as a [[secondary-school teacher|lainnya]] before she began to write full time. Her great-grandmother, [[Sumintra|orang]], worked on a sugar estate near Penal and lived to 97.

"She sang to my grandmother in [[Bhojpuri|lainnya]], and my grandmother sang the same tunes to me with English words," the author said. "The book is the words I never learned."

Her publisher, [[Lantern House Press|organisasi]] of [[San Fernando|lokasi]], printed 4,000 copies in [[March|waktu]] and a second run of the same size in July; all [[8,000|jumlah]] have sold, and a third printing is under way.

The chair of the judges, the [[Jamaican|lainnya]] poet [[Desmond Whyte-Campbell|orang]], called the novel in his citation "a book about one road that turns out to be a whole country".

The book, ISBN [[978-1-7390-4412-1|nomor]], costs TT$180 in local bookshops. The author posts as [[@shardawrites|kontak]].""",

# 9 film: a film week with a Caribbean jury chair (Windhoek, Namibia)
"""Windhoek film week adds a second screen and a Caribbean jury chair

[[Monday 12 October 2026|waktu]]

[[WINDHOEK|lokasi]] — The [[Windhoek Independent Film Week|lainnya]] opens on [[Friday|waktu]] with 38 films from 14 countries, and for the first time with screenings in [[Katutura|lokasi]] as well as the city centre.

Eleven of the films are Namibian, among them the opening feature, [["Omuti Omunene"|lainnya]] ("The Big Tree"), filmed in [[Oshiwambo|lainnya]] around [[Oshakati|lokasi]] by the director [[Ndapandula Shikongo|orang]], [[31|umur]]. "We shot it in 19 days with my uncle's [[Land Cruiser|lainnya]] and the generator from his shebeen," [[she|orang]] said. "He wants his name in the credits."

Tickets cost [[N$60|jumlah]]. Last year the festival sold [[5,200|jumlah]] tickets, and its director, [[Anke Brandt|orang]], hopes to sell half as many again, [[7,800|jumlah]], now that there are two screens instead of one: the [[National Theatre of Namibia|organisasi]] and a hall at the [[Katutura Community Arts Centre|organisasi]].

The jury is chaired by the [[Trinidadian|lainnya]] novelist [[Sharda Ramlogan-Pierre|orang]], whose novel won the [[Tidewater Prize|lainnya]] last month. "I know nothing about lenses, but I know when a story is lying to me," she said.

The festival runs for [[ten days|waktu]], until [[Sunday 25 October|waktu]], on a budget of [[N$1.9 million|jumlah]], of which N$650,000 comes from the [[Namibia Film Commission|organisasi]]. The best Namibian film wins N$50,000.

[[Brandt|orang]], a [[German-Namibian|lainnya]] producer who grew up in Swakopmund, said she had set the price of the Katutura screenings at N$20. "Half the people in our films live in Katutura. They should not need a taxi to see themselves."

The programme is at [[windhoekfilmweek.example|kontak]].""",

# 10 sport: a rugby league grand final (Port Moresby, Papua New Guinea)
"""Vipers win Digicel Cup as teenage winger scores twice

[[Monday 21 September 2026|waktu]]

[[PORT MORESBY|lokasi]] — The [[Port Moresby Vipers|organisasi]] beat the [[Hela Wigmen|organisasi]] [[26–18|jumlah]] in the [[Digicel Cup|lainnya]] grand final [[yesterday|waktu]], in front of [[14,500|jumlah]] people at the [[National Football Stadium|lokasi]].

The Vipers scored four tries and kicked five goals; the Wigmen answered with three tries and three goals. Two of the Vipers' tries came from [[Junior Kila|orang]], [[19|umur]], a winger who was playing for a school team in [[Gerehu|lokasi]] 18 months ago.

"My mother told me to run fast and not look back. I did not look back," [[Kila|orang]] said in [[Tok Pisin|lainnya]]. His mother, [[Rose Kila|orang]], a [[market vendor|lainnya]] at Gordons market, watched from the eastern stand.

The Wigmen had flown in from [[Tari|lokasi]] with about 3,000 supporters. Their coach, [[Michael Yapu|orang]], said his side had been "beaten by a better team on the day".

The Vipers' captain, [[Raymond Pokana|orang]], [[31|umur]], lifted the cup for the first time. "I lost two grand finals in this stadium. Tonight I sleep with the trophy," [[he|orang]] said.

The [[Papua New Guinea Rugby Football League|organisasi]] said the winners would receive [[K150,000|jumlah]] in prize money, three times the K50,000 paid to the runners-up. Police reported no arrests among the crowd.

Fans at the ground posted under [[#VipersForever|lainnya]]. [[Kila|orang]] has been invited to train with the [[PNG Hunters|organisasi]] squad before the [[2027|waktu]] season, which begins in March.""",

# 11 obituary: an Acadian fiddler (Charlottetown, Prince Edward Island)
"""Acadian fiddler who taught 300 Island children dies at 88

[[Wednesday, Nov. 4, 2026|waktu]]

[[CHARLOTTETOWN|lokasi]] — [[Bernadette "Bernie" Arsenault|orang]], the [[Acadian|lainnya]] fiddler who played kitchen parties, weddings and wakes across [[Prince Edward Island|lokasi]] for seven decades, died on [[Sunday|waktu]] at the [[Queen Elizabeth Hospital|organisasi]]. She was [[88|umur]].

Born in [[Abram-Village|lokasi]] on [[March 3, 1938|waktu]], she learned on her [[father|lainnya]]'s fiddle at seven, "when he was out in the fields and could not hear me ruin it". She played her first dance at 12.

She married [[Léonce Arsenault|orang]], a [[lobster fisherman|lainnya]], in [[1959|waktu]]; he died in [[2011|waktu]], after 52 years of marriage. From the 1970s she taught fiddle in church halls and school gyms, and by her own count she taught more than [[300|jumlah]] children. She made four albums, the last of them, [[Reels from the Évangéline Region|lainnya]], at [[81|umur]], in [[2019|waktu]].

"Mom never wrote a note down. She would play a tune three times and then say, now you," said her [[daughter|lainnya]], [[Monique Arsenault-Doiron|orang]], a music teacher in Summerside. "She taught in French and scolded in English."

One former student, [[Liam Chiasson|orang]], now tours with his own band. "She tapped her foot on top of my foot until I found the beat," he said.

She leaves five children, 14 grandchildren and three great-grandchildren. A [[Catholic|lainnya]] funeral mass will be held at [[St. Dunstan's Basilica|lokasi]] on [[Saturday, Nov. 7|waktu]], at 11 a.m. In lieu of flowers, donations may be made to the [[Acadian Museum of Prince Edward Island|organisasi]]. The [[Doucette Family Funeral Home|organisasi]] can be reached at [[902-555-0119|kontak]].""",

# 12 interview: a translator takes the prize novel into Sinhala (Colombo, Sri Lanka)
"""'Every Bhojpuri word stays': the translator taking a Trinidad novel into Sinhala

[[Monday 9 November 2026|waktu]]

[[COLOMBO|lokasi]] — [[Kumari Wickramasinghe|orang]] has translated 11 novels into [[Sinhala|lainnya]], but never from a country she has not seen. Her translation of [[The Salt Road to Cedros|lainnya]], by [[Sharda Ramlogan-Pierre|orang]], is paid for by the [[Tidewater Literary Trust|organisasi]] and is due in [[March 2027|waktu]]. We spoke at her home in [[Dehiwala|lokasi]].

How far have you got?
I began the week after the prize. Five weeks, six hours a day, and I am on page 300 of 412. My [[husband|lainnya]] brings the tea.

You grew up with more than one language.
With three. My father spoke Sinhala, my mother [[Tamil|lainnya]], and the nuns at [[St Bridget's Convent|organisasi]] spoke English. I was born in [[Galle|lokasi]] in [[March 1959|waktu]], so I have switched between them for [[67 years|waktu]].

What was hardest?
The Bhojpuri songs. But the great-grandmother in the book did not translate herself for anyone. So every Bhojpuri word stays, and there is a glossary of [[140|jumlah]] words at the back.

Have you spoken to the author?
Every [[Sunday|waktu]] on [[Zoom|organisasi]], at [[eight in the evening|waktu]] for me and [[half past ten in the morning|waktu]] for her. [[Sharda|orang]] laughs at my questions about cane fields. I grew up among tea.

Who will read it?
[[Lotus Pond Books|organisasi]] will print [[3,000|jumlah]] copies at [[Rs 2,400|jumlah]]. Indentured labour brought Tamil workers to our hills too; readers will know this story from the other side.

Her progress is posted at [[@kumari.translates|kontak]] [[[si|lainnya]]].""",
]

SV = [
# 1 riksdagen: nya regler för skoterleder (Piteå, Norrbotten)
"""Riksdagen sa ja till nya skoterregler – klubbarna i Piteå nöjda

[[Torsdag 19 mars 2026|waktu]]

[[Riksdagen|organisasi]] röstade [[i går|waktu]] igenom regeringens förslag om att kommunerna själva ska få besluta om skoterleder på kommunal mark. Beslutet fattades med [[175 röster mot 160|jumlah]]; 14 ledamöter var frånvarande.

Förslaget, [[proposition 2025/26:148|nomor]], har debatterats hårt i [[Norrbotten|lokasi]], där många leder går över både privat och kommunal mark. I [[Piteå kommun|organisasi]] finns [[420 kilometer|jumlah]] skoterled, varav ungefär en fjärdedel på kommunens egen mark.

– I dag måste vi söka dispens hos [[länsstyrelsen|organisasi]] för varenda ny sträckning. Det har tagit upp till två år, säger [[Tomas Öhlund|orang]], ordförande i [[Skoterklubben Piteälven|organisasi]], som har [[1 150|jumlah]] medlemmar. Han har kört skoter sedan han var tolv.

[[Centerpartiets|organisasi]] riksdagsledamot [[Annika Pirttijärvi Lindbäck|orang]] från [[Arvidsjaur|lokasi]] talade i debatten om leden mellan [[Storsund|lokasi]] och [[Hemmingsmark|lokasi]], som enligt henne har väntat på tillstånd sedan 2023.

[[Sametinget|organisasi]] har varnat för att fler leder kan störa renskötseln.

– Renen bryr sig inte om vems marken är. Vi vill bli tillfrågade innan någon drar en led genom kalvningslandet, säger [[Nils-Anders Kuhmunen|orang]]. Han är [[renskötare|lainnya]] i [[Semisjaur-Njarg sameby|organisasi]].

Lagen träder i kraft [[den 1 juli|waktu]]. Kommunen räknar med att fatta de första besluten [[efter sommaren|waktu]], säger [[kommunalrådet Helena Sandström|orang]] ([[S|organisasi]]).

– Vi har en lista med [[elva|jumlah]] sträckor som väntar, och samebyarna ska få yttra sig om varenda en, säger [[hon|orang]].

Synpunkter på nya leder kan mejlas till [[skoterled@pitea.example|kontak]].""",

# 2 departement: ny myndighet till Lindesberg (Bergslagen)
"""Ny myndighet hamnar i Lindesberg – 120 jobb till Bergslagen

[[Onsdag 8 april 2026|waktu]]

Regeringen har bestämt att den nya [[Myndigheten för beredskapslager|organisasi]] ska ligga i [[Lindesberg|lokasi]]. Beskedet kom från [[Finansdepartementet|organisasi]] [[i går|waktu]].

Myndigheten startar [[den 1 januari 2027|waktu]] och ska ha [[120|jumlah]] anställda när den är fullt utbyggd [[2029|waktu]]. 40 av tjänsterna flyttas från [[Myndigheten för civilt försvar|organisasi]] i [[Karlstad|lokasi]], resten ska rekryteras.

– Vi har [[23 000|jumlah]] invånare och har tappat 600 industrijobb på tio år. 120 statliga jobb betyder mycket här, säger [[Farideh Rostami|orang]] ([[S|organisasi]]), [[kommunstyrelsens ordförande|lainnya]] i [[Lindesbergs kommun|organisasi]].

[[Civilminister Mikael Grönroos|orang]] skriver i ett pressmeddelande att han föreslog orten för läget vid [[riksväg 50|lokasi]] och järnvägen mot Örebro.

Ärendet har diarienummer [[Fi2026/01187|nomor]]. Myndigheten ska hyra de tomma kontorslokalerna vid [[Kristinavägen|lokasi]] för [[4,8 miljoner kronor|jumlah]] om året.

Alla är inte glada. [[Jonna Eriksson Bah|orang]] är [[fackligt förtroendevald|lainnya]] för [[Fackförbundet ST|organisasi]] i Karlstad.

– Av de 40 som berörs har nio sagt att de kan tänka sig att flytta. Resten kommer att söka andra jobb, och då försvinner [[tjugo år|waktu]] av kunskap, säger hon.

[[Rostami|orang]], som kom till Lindesberg från [[Tabriz|lokasi]] som [[nioåring|umur]], har redan ett svar.

– Vi ordnar pendlarbuss och förtur till hyresrätter. Den som kommer hit får en lägenhet inom tre månader, säger hon.

Lediga tjänster ska annonseras från augusti på [[beredskapslager.example|kontak]].""",

# 3 domstol: företagsbot efter en truckolycka (Helsingborg, Skåne)
"""Lagerföretag får företagsbot efter truckolycka i hamnen

[[Fredag 27 februari 2026|waktu]]

Ett logistikföretag i [[Helsingborgs hamn|lokasi]] ska betala [[1,2 miljoner kronor|jumlah]] i företagsbot efter att en lagerarbetare klämts av en truck. Det slog [[Helsingborgs tingsrätt|organisasi]] fast [[i går|waktu]].

Olyckan inträffade [[tisdagen den 9 september 2025|waktu]] i ett lager som drivs av [[Öresund Terminal & Lager AB|organisasi]]. [[Arben Krasniqi|orang]], [[38|umur]], fick båda benen brutna när en motviktstruck backade in i gången där han plockade pallar.

Enligt domen kände företaget till riskerna: 14 tillbud med truckar rapporterades under [[2024|waktu]], men någon separat gång för fotgängare byggdes aldrig.

– Varningarna fanns på papper i ett år. Ingen gjorde något, sade [[kammaråklagare Petra Nyholm|orang]] vid [[Åklagarmyndigheten|organisasi]] under rättegången, där hon yrkade på 1,5 miljoner kronor.

Truckföraren, en [[25-årig|umur]] man, frikänns från vållande till kroppsskada. Företagets advokat, [[Johan Strandberg|orang]], säger att lagret har byggts om och att han och bolaget överväger att överklaga.

[[Krasniqi|orang]] har opererats tre gånger och har inte kunnat gå tillbaka till jobbet. Han är uppvuxen i [[Prizren|lokasi]] i [[Kosovo|lokasi]] och hade arbetat på lagret i [[sex år|waktu]].

– Jag vill bara kunna gå med min [[dotter|lainnya]] till skolan igen, säger [[han|orang]].

[[Transportarbetareförbundets|organisasi]] regionala skyddsombud [[Malin Thörnqvist|orang]] tror att domen märks i hela hamnen.

– Nu vet alla arbetsgivare här att en tillbudsrapport inte är ett papper man lägger i en pärm, säger hon.

Domen i mål [[B 5512-25|nomor]] kan överklagas till [[Hovrätten över Skåne och Blekinge|organisasi]] senast [[den 19 mars|waktu]].""",

# 4 forskning: nattstängda akutmottagningar (Huddinge, Stockholms län)
"""Stängda nattakuter ger äldre längre väg – och fler inläggningar

[[Torsdag 28 maj 2026|waktu]]

Äldre som har mer än [[30 kilometer|jumlah]] till närmaste akutmottagning som är öppen på natten läggs oftare in på sjukhus. Det visar en ny studie från [[Karolinska institutet|organisasi]] i [[Huddinge|lokasi]].

Forskarna har gått igenom [[31 000|jumlah]] nattliga akutbesök av patienter över [[80 år|umur]] i [[Skåne|lokasi]], [[Västra Götaland|lokasi]] och Stockholms län mellan [[2019|waktu]] och [[2024|waktu]]. Av dem med lång resväg lades [[46 procent|jumlah]] in, mot 38 procent av dem som bodde nära.

– Skillnaden är åtta procentenheter. Det låter lite, men det blir tusentals vårddygn om året, säger [[Ingrid Wahlberg|orang]], [[61|umur]], [[professor|lainnya]] i [[akutmedicin|lainnya]]. Hon leder forskargruppen.

Studien leddes av [[doktoranden Arash Mohammadi|orang]], [[32|umur]]. Han arbetade tidigare som [[ambulanssjuksköterska|lainnya]] i [[Borås|lokasi]].

– Jag körde patienter som hade väntat hemma hela natten för att de inte ville väcka någon för en lång resa. När de till slut ringde var de sjukare, säger [[Mohammadi|orang]].

Ett av sjukhusen i studien är [[Trelleborgs lasarett|organisasi]], där akuten har varit stängd på nätterna sedan [[oktober 2023|waktu]].

Resultaten publiceras i [[Läkartidningen|organisasi]] under rubriken [[”Avståndet som ingen mäter”|lainnya]]. Projektet har fått [[4,6 miljoner kronor|jumlah]] från [[Vetenskapsrådet|organisasi]].

– Vi förstår att mindre sjukhus inte kan ha allt öppet. Men när man stänger på natten borde man samtidigt mäta vad som händer med dem som bor längst bort, säger [[Wahlberg|orang]].

Patienter som vill berätta om sina resor kan skriva till [[arash.mohammadi@ki.example|kontak]].""",

# 5 vård: nattakuten öppnar igen (Trelleborg, Skåne)
"""Nattakuten i Trelleborg öppnar igen efter nästan tre år

[[Tisdag 9 juni 2026|waktu]]

Akutmottagningen på [[Trelleborgs lasarett|organisasi]] ska åter vara öppen dygnet runt från [[tisdagen den 1 september|waktu]]. Det beslutade [[hälso- och sjukvårdsnämnden i Region Skåne|organisasi]] [[i går|waktu]].

Sedan [[oktober 2023|waktu]] har akuten stängt klockan [[22|waktu]] och öppnat igen klockan åtta. Den som blir sjuk på natten har fått åka till [[Skånes universitetssjukhus|organisasi]] i [[Malmö|lokasi]], drygt [[tre mil|jumlah]] bort.

För att hålla öppet anställs elva sjuksköterskor och fyra läkare, [[15|jumlah]] tjänster, för [[18 miljoner kronor|jumlah]] om året.

– Jag har väntat på det här sedan dagen de stängde, säger [[Gunnel Persson|orang]], [[81|umur]], från [[Smygehamn|lokasi]].

[[Hon|orang]] fick en stroke en natt i [[februari 2025|waktu]] och kördes med ambulans till Malmö.

– Min [[make|lainnya]] satt i väntrummet i fyra timmar, och sedan gick det ingen buss hem, säger hon.

Nämndens ordförande [[Peter Sjöholm Dahl|orang]] ([[M|organisasi]]) säger att beslutet bygger på en ny studie från [[Karolinska institutet|organisasi]] om nattstängda akuter.

– Forskningen visade vad stängningen faktiskt kostar, i inläggningar och i oro, säger han.

Professorn i akutmedicin [[Ingrid Wahlberg|orang]] leder forskargruppen.

– Det är första gången jag ser en region ändra sig efter att ha läst siffrorna, säger [[hon|orang]].

En av läkarna som börjar i höst är [[överläkaren Tomasz Wrona|orang]], [[54|umur]], som flyttar från [[Ystad|lokasi]]. Han arbetade på akuten i Trelleborg innan nätterna stängdes.

– Jag lämnade när nattjouren försvann. Nu kommer jag tillbaka, säger han.

Lediga tjänster finns på [[regionskane.example/jobb|kontak]].""",

# 6 näringsliv: en batterifabrik till Köping (Västmanland)
"""Batterifabrik till Köping – 240 jobb

[[Torsdag 20 augusti 2026|waktu]]

Återvinningsföretaget [[Mälarcell AB|organisasi]] ska bygga en fabrik för återvinning av elbilsbatterier i [[Köping|lokasi]]. Investeringen är [[1,4 miljarder kronor|jumlah]], och när fabriken är i full drift [[2029|waktu]] ska den ha [[240|jumlah]] anställda.

En fjärdedel av pengarna, [[350 miljoner kronor|jumlah]], kommer från [[EU:s innovationsfond|organisasi]]. Resten lånar bolaget av [[Europeiska investeringsbanken|organisasi]] och tar in från ägarna.

Fabriken byggs vid hamnen i Köping, längst in i [[Mälaren|lokasi]]. Där ska de gamla battericellerna malas ner, och nickel, kobolt och litium ska skickas tillbaka till batteritillverkarna.

– Vi valde Köping för hamnen, för järnvägen och för att här finns folk som kan maskiner, säger bolagets [[vd|lainnya]] [[Hanna Virtanen|orang]], [[43|umur]], som är född i [[Lahtis|lokasi]] och har bott i Sverige sedan hon var sju.

Bygget börjar [[i oktober|waktu]]. Den första linjen ska vara igång [[våren 2028|waktu]] och ta emot [[20 000 ton|jumlah]] batterier om året, dubbelt så mycket när linje två är klar.

[[IF Metall|organisasi]] välkomnar beskedet. Klubbordföranden [[Dragan Petrović|orang]] har själv arbetat på växellådsfabriken i stan i [[tjugosex år|waktu]].

– Här finns hundratals som kan svetsa, skruva och felsöka. De behöver inte utbildas från noll, säger han.

[[Kommunstyrelsens ordförande Elisabeth Norling|orang]] ([[S|organisasi]]) räknar med att kommunen behöver [[300|jumlah]] nya bostäder till [[2030|waktu]]. Hon vill att de första står klara när fabriken öppnar.

Bolaget, med organisationsnummer [[559412-3373|nomor]], rekryterar de första 60 medarbetarna [[nästa år|waktu]]. Intresseanmälan skickas till [[jobb@malarcell.example|kontak]].""",

# 7 arbetskonflikt: strejkvarsel i containerhamnen (Nynäshamn, Södermanland)
"""Hamnarbetarna i Norvik varslar om 48 timmars strejk

[[Tisdag 1 december 2026|waktu]]

[[Svenska Hamnarbetarförbundet|organisasi]] har varslat om strejk i containerhamnen [[Stockholm Norvik Hamn|lokasi]] utanför [[Nynäshamn|lokasi]]. Strejken börjar klockan [[06.00 på torsdag|waktu]] och pågår i [[48 timmar|waktu]], till klockan 06.00 på lördag.

Konflikten gäller bemanningen. Enligt förbundet görs allt mer av arbetet av inhyrd personal: av de [[190|jumlah]] hamnarbetarna i Norvik är 60 inhyrda, nästan en tredjedel.

– De som jobbar här varje vecka ska vara anställda här, säger [[avdelningsordföranden Rodrigo Salinas|orang]], [[46|umur]], som kom till Sverige från [[Antofagasta|lokasi]] i [[Chile|lokasi]] [[1989|waktu]], när han var nio.

Arbetsgivarorganisationen [[Sveriges Hamnar|organisasi]] kallar varslet oansvarigt mitt i julhandeln.

– Varje dygn passerar omkring [[1 200|jumlah]] containrar Norvik. Två dygns stopp märks i butikerna i hela [[Mälardalen|lokasi]], säger förhandlingschefen [[Karin Lyckholm|orang]]. Hon hoppas att varslet dras tillbaka.

[[Medlingsinstitutet|organisasi]] har utsett två medlare, som träffar parterna [[i dag|waktu]].

[[Transportarbetareförbundet|organisasi]] har kollektivavtal för en del av de anställda i hamnen och deltar inte i strejken. [[Transports|organisasi]] ombudsman [[Pekka Heinonen|orang]] säger att förbundet ändå förstår kravet.

– Vi har samma problem med bemanningsföretagen i andra hamnar. Men man strejkar inte mot ett avtal som man själv har skrivit på, säger han.

Vid grinden till hamnen satt det [[i går|waktu]] en banderoll med texten [[”Fast jobb i fast hamn”|lainnya]]. På sociala medier samlas stödet under [[#norvikstrejken|lainnya]].

Förbundets avdelning nås på [[08-46 50 04 27|kontak]].""",

# 8 kultur, bok: en debutroman om Bohus fästning (Kungälv, Bohuslän)
"""Debutroman om Bohus fästning trycks i fjärde upplagan

[[Måndag 12 oktober 2026|waktu]]

När [[Linnea Hagberg|orang]] skickade sitt manus till förlagen fick hon nej från sju av dem. Nu har hennes debutroman [[”Fästningens barn”|lainnya]] sålt [[12 000|jumlah]] exemplar, fyra gånger så många som första upplagan på 3 000.

Romanen utspelar sig i [[Kungälv|lokasi]] under belägringen av [[Bohus fästning|lokasi]] [[1678|waktu]] och berättas av en tolvårig flicka vars far är [[smed|lainnya]] i staden.

– Jag har gått förbi ruinen varje dag i fyrtio år. Till slut ville jag veta vilka som bodde i dess skugga, säger [[Hagberg|orang]], [[41|umur]], som till vardags är lärare i [[historia|lainnya]] på [[Mimers Hus gymnasium|organisasi]].

[[Bokförlaget Älvstrand|organisasi]] i [[Göteborg|lokasi]] har tryckt fyra upplagor sedan [[augusti|waktu]], och rättigheterna har sålts till ett förlag i [[Norge|lokasi]].

Boken är nominerad till [[Västkustens debutantpris|lainnya]], som delas ut [[lördagen den 28 november|waktu]].

Hennes [[pappa|lainnya]], den pensionerade kemiingenjören [[Göran Hagberg|orang]], [[84|umur]], bor i [[Stenungsund|lokasi]] och har läst boken fyra gånger.

– Han ringer och frågar hur man stavade [[danska|lainnya]] namn på 1600-talet. Han hittade tre fel i första upplagan. De är rättade nu, säger hon och skrattar.

De belägrande trupperna talade danska och norska, och en del av dialogen står på båda språken, med översättning i marginalen.

[[Hagberg|orang]] läser ur boken på [[Kungälvs stadsbibliotek|organisasi]] [[på torsdag|waktu]] klockan 18.30. Boken har ISBN [[978-91-89512-34-4|nomor]].""",

# 9 kultur, film: en Leksandsfilm har premiär (Leksand, Dalarna)
"""Leksandsfilmen fick stående ovationer i Göteborg

[[Fredag 30 januari 2026|waktu]]

Långfilmen [[”Midvinterfolket”|lainnya]], som spelades in i och runt [[Leksand|lokasi]] förra vintern, hade världspremiär på [[Göteborg Film Festival|lainnya]] [[i går kväll|waktu]]. Publiken på biografen [[Draken|lokasi]] reste sig när eftertexterna rullade.

Filmen är regisserad av [[Rami Haddad|orang]], [[39|umur]], som kom till Sverige från [[Aleppo|lokasi]] som [[elvaåring|umur]] och växte upp i [[Insjön|lokasi]].

– Jag var den ende i klassen som inte kunde åka skidor. Den här filmen är mitt sätt att tacka byn som lärde mig, säger han.

Budgeten var [[28 miljoner kronor|jumlah]]. [[Svenska Filminstitutet|organisasi]] bidrog med en fjärdedel, sju miljoner, och [[Film i Dalarna|organisasi]] med 2,5 miljoner kronor.

Huvudrollen spelas av [[Anna Jons|orang]], [[72|umur]], en pensionerad [[sjuksköterska|lainnya]] från [[Tibble|lokasi]] som aldrig hade stått framför en kamera. Hon talar [[leksandsmål|lainnya]] genom hela filmen, som textas.

– Regissören sa att han ville ha någon som pratade som hans grannar. Jag sa att jag pratar som alla grannar här, säger [[Jons|orang]].

Inspelningen tog [[31 dagar|waktu]] i [[februari och mars 2025|waktu]], och omkring 60 statister från bygden var med. Produktionsbolaget [[Siljan Bild AB|organisasi]] hyrde bland annat en hel gård i Ullvi för scenerna vid midvinterblotet.

Filmen har biopremiär i hela landet [[fredagen den 6 mars|waktu]]. I Leksand visas den samma kväll i [[Folkets hus|lokasi]], där [[Haddad|orang]] och [[Jons|orang]] ska svara på frågor efteråt.

Bilder från inspelningen finns på [[@midvinterfolket|kontak]].""",

# 10 sport: Rögle till SM-final (Ängelholm, Skåne)
"""Rögle till SM-final efter förlängningsmål i sjunde matchen

[[Onsdag 15 april 2026|waktu]]

[[Rögle BK|organisasi]] är klart för SM-final. I den sjunde och avgörande semifinalen mot [[Luleå HF|organisasi]] [[i går kväll|waktu]] avgjorde [[Jakub Procházka|orang]] efter [[4.12|waktu]] av förlängningen. Slutresultatet blev [[3–2|jumlah]].

[[Catena Arena|lokasi]] i [[Ängelholm|lokasi]] var fullsatt med [[5 150|jumlah]] åskådare. Rögle förlorade de två första matcherna i serien men vann fyra av de fem sista och tog sig vidare med 4–3 i matcher.

– Jag såg en lucka vid stolpen och sköt. Sedan minns jag ingenting förrän alla låg ovanpå mig, säger [[Procházka|orang]], [[24|umur]], till den tjeckiska sajten [[iSport.cz|organisasi]] [[[cs|lainnya]]]. Han kom till klubben från [[HC Kometa Brno|organisasi]] [[förra sommaren|waktu]] och har gjort sju mål i slutspelet.

Målvakten [[Eero Kallio|orang]] räddade 41 av Luleås [[43|jumlah]] skott. Han är [[finländare|lainnya]] och har spelat i Rögle i [[tre säsonger|waktu]].

– Luleå sköt från alla vinklar. Jag tänkte bara på nästa puck, säger [[han|orang]].

[[Huvudtränaren Christoffer Lind|orang]] hade nästan tappat rösten när han kom ut ur omklädningsrummet.

– Killarna har inte gett upp en enda gång den här våren. Efter två förluster var det många som räknade bort oss, säger [[Lind|orang]].

Finalserien börjar [[på lördag|waktu]] mot [[Skellefteå AIK|organisasi]], som vann sin semifinal med 4–1 i matcher. Rögle har aldrig vunnit SM-guld.

Klubben släpper biljetterna till de två första hemmamatcherna [[i morgon|waktu]] klockan tio på [[rogle.example/biljetter|kontak]]. Supportrarna sjöng [[”Gröna vågen rullar”|lainnya]] långt efter slutsignalen.""",

# 11 dödsruna: en kemiingenjör och seglare (Stenungsund, Bohuslän)
"""[[Göran Hagberg|orang]] byggde upp plasten i Stenungsund

[[Onsdag 16 december 2026|waktu]]

[[Kemiingenjören|lainnya]] [[Göran Hagberg|orang]], [[Stenungsund|lokasi]], har avlidit [[den 8 december|waktu]] efter en kort tids sjukdom. Han blev [[84 år|umur]].

[[Göran|orang]] föddes [[den 2 maj 1942|waktu]] i [[Uddevalla|lokasi]], där hans far var [[varvsarbetare|lainnya]]. Han utbildade sig vid [[Chalmers|organisasi]] och kom [[1966|waktu]] till den nybyggda krackeranläggningen i Stenungsund. Där arbetade han i [[38 år|waktu]], fram till pensionen 2004, de sista tio som produktionschef på [[Borealis|organisasi]].

– [[Göran|orang]] kunde varenda ventil i fabriken och namnet på varenda operatörs barn, säger kollegan [[Bengt-Åke Svensson|orang]]. Han började på fabriken samma vecka.

Han var en hängiven [[seglare|lainnya]] och rundade Orust varje midsommar i mer än femtio år i folkbåten ”Tärnan”. I [[Sundets Seglarklubb|organisasi]] var han ordförande i tolv år.

Han sörjs närmast av hustrun [[Aino|orang]], som han träffade på en dans i Åbo 1964, dottern [[Linnea|orang]], vars debutroman kom ut i höstas, och sonen [[Per|orang]] med familj i [[Trondheim|lokasi]], samt fyra barnbarn.

– Pappa lärde mig läsa sjökort innan jag kunde läsa böcker. Han hann läsa min bok fyra gånger, säger [[Linnea Hagberg|orang]].

Begravningen hålls i [[Stenungsunds kyrka|lokasi]] [[fredagen den 8 januari|waktu]] klockan 13. Familjen önskar att den som vill hedra hans minne ger en gåva till [[Sjöräddningssällskapet|organisasi]], märkt [[MG 2026-4471|nomor]].""",

# 12 intervju: en busschaufför på 71 år (Säffle, Värmland)
"""”Barnen säger att jag kör som en mormor – men en snabb mormor”

[[Måndag 9 november 2026|waktu]]

[[Emina Hodžić|orang]] är [[71 år|umur]] och kör fortfarande skolbuss i [[Säffle|lokasi]] varje morgon. Vi träffade henne i bussgaraget vid [[Industrigatan|lokasi]] klockan sex.

Hon föddes [[1955|waktu]] i [[Zenica|lokasi]] i [[Bosnien|lokasi]] och kom till Säffle [[1993|waktu]] med sin [[man|lainnya]] och två döttrar. Varje [[bajram|lainnya]] bjuder hon kollegerna i garaget på baklava.

Hur blev du busschaufför?

– I Zenica var jag [[ingenjör|lainnya]] på stålverket. Här fick jag inte jobba med det, så 2002 tog jag körkort för buss.

Hur länge har du kört?

– I [[24 år|waktu]]. Samma linje, från [[Svanskog|lokasi]] in till stan, har jag kört sedan [[2011|waktu]].

Vad säger barnen om dig?

– Att jag kör som en mormor, men en snabb mormor. De lär mig svenska ord som inte står i någon ordbok, och jag lär dem säga god morgon på [[bosniska|lainnya]].

Trafiken körs av [[Nobina|organisasi]] på uppdrag av [[Värmlandstrafik|organisasi]]. Hennes buss, en [[Volvo 8900|lainnya]] med registreringsnumret [[TKR 418|nomor]], är lika gammal som hennes yngsta barnbarn, tolv år.

– Jag har fem barnbarn, och alla har fått åka med en gång.

När tänker du sluta?

– När jag fyller 72 [[nästa år|waktu]]. Det har jag lovat min [[dotter|lainnya]] [[Amra|orang]], som är [[läkare|lainnya]] i [[Karlstad|lokasi]]. Men hon lovade att jag får köra sista turen med blommor på instrumentbrädan.

Barnbarnet har startat ett Instagramkonto om bussen, [[@mormorbussen|kontak]], som har [[1 900|jumlah]] följare.""",
]

# Capitalised words that may sit inside an `orang` span without being a name of their own.
NOT_NAMES = frozenset({
    "Mrs", "Justice", "Minister", "State", "Professor", "Councillor", "Electrician",
    "Civilminister", "Kommunstyrelsens", "Huvudtränaren",
    "She", "He", "Hon", "Han",
})

SCHEME = Scheme(
    prefix="heldout20",
    labels=(
        "orang", "lokasi", "organisasi", "waktu", "umur", "jumlah", "kontak", "nomor",
        "lainnya",
    ),
    person="orang",
    words=(180, 260),
    spans=(22, 28),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    check_words(EN, SV)
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
