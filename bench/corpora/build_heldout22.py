#!/usr/bin/env python3
"""Build and check the twenty-second pair of held-out corpora (heldout22_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0): to the extent
possible under law, the authors have waived all copyright and related rights to these
texts and to this builder. The texts are trade, business and professional press news of
the kind a shipping gazette, a farming weekly, a medical newsletter, a tech trade site, an
energy journal or a legal weekly prints (a shipping line and a port, a dairy cooperative, a
pharmaceutical trial, a software acquisition, an offshore wind farm, a mining company's
quarterly results, a hospital's new clinic, a food-safety recall, an airline's new route, a
law firm merger, a trade fair, a union wage deal in a factory); all private people,
quotations, addresses, e-mail addresses, URLs, handles, phone numbers, vessel, trial,
licence, notification, batch, flight, planning and agreement numbers, amounts, counts and
small organisations are invented. Real public bodies, companies, platforms and places are
named as news would name them; what they do here is invented. Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand. This pair's labels are Vietnamese-style, plain ASCII, lower case, with
underscores (``nguoi``, ``dia_diem``, ``to_chuc``, ``thoi_gian``, ``tuoi``, ``so_luong``,
``lien_he``, ``ma_so``, ``khac``).

    python3 bench/corpora/build_heldout22.py          # write both files, then check them
    python3 bench/corpora/build_heldout22.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, check_words, main

EN = [
# 1 shipping line and port: a new weekly Gulf loop (Karachi, Pakistan)
"""[[Indus Meridian Lines|to_chuc]] opens weekly Gulf loop from [[Karachi|dia_diem]] with two 1,700 TEU ships

[[Tuesday 3 March 2026|thoi_gian]]

[[KARACHI|dia_diem]] — [[Indus Meridian Lines|to_chuc]], a family-owned feeder operator that has run coastal services for thirty years, will start a weekly container service between the city and the Dubai port of [[Jebel Ali|dia_diem]] on [[Sunday 15 March|thoi_gian]], the line said [[yesterday|thoi_gian]].

Two chartered ships of [[1,700 TEU|so_luong]] each will sail the loop, calling at Port Qasim on the way back. The first, the [[Meridian Sapphire|khac]] (IMO [[9618379|ma_so]]), arrived from Colombo on [[Saturday|thoi_gian]].

[[The Karachi Port Trust (KPT)|to_chuc]] has given the line a fixed berthing window at [[East Wharf|dia_diem]] every Sunday, so ships no longer wait at anchor outside the breakwater. A [[KPT|to_chuc]] spokesman said the port handled [[2.1 million TEU|so_luong]] last year, [[8 per cent|so_luong]] more than the 1.94 million of 2024.

The line's [[chief executive|khac]], [[Farah Qureshi-Baig, 44|nguoi]], said her family firm had committed [[Rs 1.2 billion|so_luong]] to the two charters for [[two years|thoi_gian]]. "Exporters told us they were tired of waiting ten days for a slot. Now they wait seven," she said.

[[Imran Soomro|nguoi]], a [[freight forwarder|khac]] in [[Korangi|dia_diem]], said rates were already falling. "Last month I paid $1,150 a box to Dubai. [[Farah|nguoi]] quotes me [[$900|so_luong]]," he said.

Schedules are on [[indusmeridian.example|lien_he]], and bookings go to [[gulfloop@indusmeridian.example|lien_he]].""",

# 2 dairy cooperative: a powder dryer for infant formula (Cork, Ireland)
"""[[Lee Valley Dairy|to_chuc]] to build €95m powder dryer at [[Macroom|dia_diem]]

[[Thursday 9 April 2026|thoi_gian]]

[[CORK|dia_diem]] — [[Lee Valley Dairy Co-operative|to_chuc]] will build a [[€95 million|so_luong]] dryer for infant-formula powder at its plant in [[Macroom|dia_diem]], 40 kilometres west of the city, its board agreed [[on Tuesday|thoi_gian]].

Once running, the dryer will turn out [[40,000 tonnes|so_luong]] of powder a year. [[The Ireland Strategic Investment Fund|to_chuc]] will put in €30 million and bank loans will cover the remaining [[€65 million|so_luong]].

The co-operative's member farms supplied [[610 million litres|so_luong]] of milk last year, [[4 per cent|so_luong]] more than the 587 million of 2024.

"Our members asked for a plant that pays them in a bad year as well as a good one," said [[Chief Executive Niamh Cotter|nguoi]]. [[Cotter|nguoi]], who milked cows with her [[father|khac]] near [[Inchigeelagh|dia_diem]], said half of the output was already sold, some of it to [[Table Bay Nutrition|to_chuc]] in South Africa.

Not every member is convinced. [[Tadhg Buckley, 67|nguoi]], who farms near [[Ballyvourney|dia_diem]], said a levy of half a cent a litre on the 520,000 litres he sends each year would cost him [[€2,600|so_luong]]. "I have seen three of these grand plans. [[Niamh|nguoi]] had better be right about this one," he said.

The plant manager, [[Marek Zieliński|nguoi]], a [[chemical engineer|khac]] from [[Wrocław|dia_diem]], said he expected building to need 300 workers at its peak. The planning application, [[26/04418|ma_so]], goes to [[Cork County Council|to_chuc]] in the coming weeks. Members can write to [[members@leevalleydairy.example|lien_he]].""",

# 3 pharmaceutical trial: a recombinant snakebite antivenom (Chennai, India)
"""[[Chennai|dia_diem]] drug maker starts 1,200-patient trial of recombinant antivenom

[[Monday 18 May 2026|thoi_gian]]

[[CHENNAI|dia_diem]] — [[Adyar Biologics Ltd|to_chuc]] will give the first doses of its lab-made snakebite antivenom to patients on [[Monday 1 June|thoi_gian]], after the [[Central Drugs Standard Control Organisation (CDSCO)|to_chuc]] cleared a phase 3 trial.

The trial, registered as [[CTRI/2026/05/094418|ma_so]], will enrol [[1,200|so_luong]] people bitten by Russell's vipers or cobras at 14 hospitals across [[Tamil Nadu|dia_diem]]. Half will receive the new drug, [[AVR-3|khac]], and half the horse-serum antivenom used today. Neither the patients nor their doctors will know which.

The principal investigator, [[Dr Kavitha Ramasubramanian|nguoi]], a [[toxicologist|khac]] at [[Rajiv Gandhi Government General Hospital|to_chuc]], said horse serum caused reactions in about [[one patient in four|so_luong]]. "We spend the first hour treating the cure instead of the bite," she said.

The company has spent [[₹86 crore|so_luong]] on the drug, most of it raised from investors in the city. A vial should cost [[₹2,400|so_luong]]; patients need six, against about ten vials of serum.

[[Murugan Selvaraj|nguoi]], [[52|tuoi]], a [[paddy farmer|khac]] from [[Tiruvannamalai|dia_diem]], spent [[nine days|thoi_gian]] in hospital after a bite in [[2019|thoi_gian]]. "The snake took one day. The serum took eight more," he said.

[[The company's head of clinical development|khac]], [[Dr Emeka Okafor|nguoi]], said he expects results by [[Q4 2027|thoi_gian]]. Hospitals wishing to join can write to [[trials@adyarbio.example|lien_he]].""",

# 4 software company's acquisition: a river-port software firm sold to Singapore (Kuching, Malaysia)
"""Singapore's [[Tembusu Systems|to_chuc]] buys [[Kuching|dia_diem]] port-software firm for RM148m

[[Wednesday 10 June 2026|thoi_gian]]

[[KUCHING|dia_diem]] — [[Tembusu Systems Pte Ltd|to_chuc]] of Singapore has agreed to buy [[Sarawak Cloudworks Sdn Bhd|to_chuc]], whose software schedules barges and river ports, for [[RM148 million|so_luong]], the two companies said [[on Monday|thoi_gian]].

The buyer will pay [[RM96 million|so_luong]] in cash and RM52 million in its own shares. The deal needs the approval of the [[Malaysia Competition Commission (MyCC)|to_chuc]] and should close in [[Q3 2026|thoi_gian]]; a notification was filed under reference [[MyCC/M/2026/0031|ma_so]].

The company was founded in [[2017|thoi_gian]] above a shophouse on [[Carpenter Street|dia_diem]] by [[Jonathan Lau|nguoi]], a former [[harbour pilot|khac]] who had tired of his paper logbooks, and [[Melissa Jugah|nguoi]], an [[Iban|khac]] engineer who grew up in [[Kapit|dia_diem]], upriver. Its product, [[RiverLedger|khac]], now runs at ports in Borneo and Sumatra. Revenue reached [[RM21 million|so_luong]] last year, up [[40 per cent|so_luong]] from RM15 million.

"In Kapit the boat timetable was a chalkboard. I wanted the chalkboard on a phone," said [[Jugah|nguoi]], [[36|tuoi]], who will stay on and put part of her payout into a trust for her children.

All staff keep their jobs, and the buyer will hire 30 more in Kuching, mostly graduates from local universities. The Kuching office will become the group's centre for river and coastal shipping software.

[[Tembusu's|to_chuc]] [[chief executive|khac]], [[Arvind Nair|nguoi]], said his firm had wanted a foothold in Borneo for a long time. Staff questions go to [[people@cloudworks.example|lien_he]].""",

# 5 offshore wind farm: an operations base for an 80-turbine farm (Grimsby, England)
"""[[Humber Gate|dia_diem]] wind farm picks [[Grimsby|dia_diem]]'s [[Royal Dock|dia_diem]] for its operations base

[[Friday 17 July 2026|thoi_gian]]

[[GRIMSBY|dia_diem]] — [[Tidereach Renewables|to_chuc]] will run its [[1.2 GW|so_luong]] [[Humber Gate Offshore Wind Farm|dia_diem]] from a new base at the [[Royal Dock|dia_diem]], creating [[150|so_luong]] permanent jobs, the developer said [[yesterday|thoi_gian]].

The farm will have [[80|so_luong]] turbines of [[15 MW|so_luong]] each, far off the Lincolnshire coast. The [[Marine Management Organisation|to_chuc]] granted its marine licence, [[L/2025/00318|ma_so]], in the spring. First power is due in [[2030|thoi_gian]].

The base will cost [[£48 million|so_luong]], and a further £12 million will dredge the berth for service vessels. The port's owner has signed a long lease on the quay, and the council has promised a new road to the gate.

"This town built its name on the North Sea. The fish have gone, but the wind has not," said the project director, [[Ingrid Solberg|nguoi]], who moved from [[Stavanger|dia_diem]] with her family to lead the project.

[[Darren Pickett, 38|nguoi]], a former [[trawlerman|khac]], retrained at the [[Grimsby Institute|to_chuc]] and now works as a [[wind turbine technician|khac]]. "My grandad went to Iceland for cod. I go out to a turbine and I'm home for tea," he said.

The towers will be rolled in [[Sunderland|dia_diem]] by [[Wearside Tower Systems|to_chuc]], which won an order worth £210 million this spring. Applicants for the first 40 jobs can call [[07700 900418|lien_he]] or write to [[careers@tidereach.example|lien_he]].""",

# 6 mining company's quarterly results: nickel revenue up 12 % (Sudbury, Ontario)
"""[[Ramsey Lake Nickel|to_chuc]] lifts second-quarter revenue [[12 per cent|so_luong]] as [[Whitson Lake|dia_diem]] shaft deepens

[[Thursday 30 July 2026|thoi_gian]]

[[SUDBURY|dia_diem]], Ont. — [[Ramsey Lake Nickel Corp.|to_chuc]] reported revenue of [[C$412 million|so_luong]] for the [[second quarter|thoi_gian]], up from C$368 million a year earlier, as deeper ore at its [[Whitson Lake mine|dia_diem]] offset lower nickel prices.

Net income rose to [[C$58 million|so_luong]], or 41 cents a share. The company mined [[9,800 tonnes|so_luong]] of nickel in the quarter, [[6,200|so_luong]] of them there and the rest at its smaller second mine.

"We went down another 300 metres and found what the geologists promised," [[President and Chief Executive Renée Lachapelle|nguoi]] told analysts on a call [[Wednesday evening|thoi_gian]]. [[Lachapelle|nguoi]], [[54|tuoi]], who started as a [[surveyor|khac]] underground in 1998, said her company would spend [[C$95 million|so_luong]] this year on its [[Mazowe|dia_diem]] lithium project in [[Zimbabwe|dia_diem]].

The [[chief financial officer|khac]], [[Sanjay Bhattacharya|nguoi]], said cash costs had fallen to [[US$6.10|so_luong]] a pound, the lowest since he joined in 2019. [[United Steelworkers Local 6500|to_chuc]], which represents most of the employees, is due to start contract talks after the winter.

Not every analyst was won over. [[Tomasz Wierzbicki|nguoi]] of [[Nickel Belt Securities|to_chuc]] wrote in his note that the Zimbabwe project "still has to prove it is a mine and not a brochure."

The shares, listed on the [[Toronto Stock Exchange|to_chuc]], rose in early trading. Investor relations can be reached at [[705-555-0147|lien_he]].""",

# 7 hospital's new clinic: a dialysis centre in Ōtara (South Auckland, New Zealand)
"""[[Ōtara|dia_diem]] dialysis clinic to spare South Auckland patients the trip to Middlemore

[[Monday 24 August 2026|thoi_gian]]

[[AUCKLAND|dia_diem]] — Kidney patients in [[South Auckland|dia_diem]] will be able to have dialysis close to home when a [[24-chair|so_luong]] clinic opens in [[Ōtara|dia_diem]] on [[Monday 7 September|thoi_gian]], [[Health New Zealand – Te Whatu Ora|to_chuc]] said.

The [[Ōtara Kidney Care Centre|to_chuc]], on [[East Tamaki Road|dia_diem]], will run three shifts a day, six days a week. With each patient needing three sessions a week, it can treat [[144|so_luong]] people who now travel to [[Middlemore Hospital|to_chuc]]. It cost [[NZ$18.5 million|so_luong]].

The clinical director, [[Dr Sione Fifita|nguoi]], a [[nephrologist|khac]] who grew up in [[Māngere|dia_diem]], said most patients were [[Pacific|khac]] or [[Māori|khac]], and many had no car. "Some of my patients spend [[two hours|thoi_gian]] on buses each way, three times a week. That is a part-time job," he said.

[[Ana Leota, 61|nguoi]], a former [[school cook|khac]] who has had dialysis since [[2021|thoi_gian]], lives four streets from the new clinic. "My grandson can walk me there," she said in [[Samoan|khac]].

The charge nurse, [[Losa Tuilagi|nguoi]], has recruited [[19|so_luong]] of the 22 nurses the clinic needs; the other three start after the school holidays. She trained at [[Manukau Institute of Technology|to_chuc]].

A patients' advocate, who has campaigned for it since 2016, called the clinic "overdue by a decade". Patients can ask to transfer by emailing [[otara.renal@tewhatuora.example|lien_he]].""",

# 8 food-safety recall: infant formula batches withdrawn (Cape Town, South Africa)
"""[[Table Bay Nutrition|to_chuc]] recalls [[38,000|so_luong]] tins of infant formula

[[Wednesday 7 October 2026|thoi_gian]]

[[CAPE TOWN|dia_diem]] — [[Table Bay Nutrition|to_chuc]] has recalled three batches of its [[Little Harbour Stage 1|khac]] infant formula after routine tests found [[Cronobacter|khac]] bacteria in tins from its factory in [[Epping Industria|dia_diem]], the company said.

The batches, [[TBN-2609-114|ma_so]], TBN-2609-115 and TBN-2609-116, hold [[38,000|so_luong]] tins sold since [[1 September|thoi_gian]] in the Western Cape and Eastern Cape. No illnesses have been reported. The [[National Consumer Commission|to_chuc]] said [[two in three|so_luong]] of the tins were still in shops.

The fault was traced to a blending line, not to the milk powder, which comes from [[Lee Valley Dairy Co-operative|to_chuc]] in Ireland. "Our powder left [[Macroom|dia_diem]] clean and was tested again on arrival," said [[Niamh Cotter|nguoi]], the co-operative's [[chief executive|khac]].

[[Table Bay's|to_chuc]] [[managing director|khac]], [[Thandeka Mahlangu|nguoi]], said the recall would cost about [[R12 million|so_luong]]. "A mother must never have to wonder about a tin. We would rather lose the money," she said. The line has been stopped for [[three weeks|thoi_gian]].

[[Zainab Isaacs, 34|nguoi]], a bookkeeper from [[Mitchells Plain|dia_diem]], had bought two tins for her [[son|khac]], aged [[four months|tuoi]]. "I checked the number on the bottom and my heart stopped," she said.

Shops will refund tins with or without a receipt. Batch details are at [[tablebay.example/recall|lien_he]].""",

# 9 airline's new route: a nonstop service to Manila (Cairns, Queensland)
"""[[Coral Sea Airways|to_chuc]] to fly [[Cairns|dia_diem]]–[[Manila|dia_diem]] nonstop

[[Tuesday 3 November 2026|thoi_gian]]

[[CAIRNS|dia_diem]] — [[Coral Sea Airways|to_chuc]] will fly to the Philippine capital three times a week from [[Friday 4 December|thoi_gian]], the first nonstop link between the tropical north of Australia and the Philippines, the airline said.

Flight [[CS 118|ma_so]] will leave [[Cairns Airport|dia_diem]] in the morning on Mondays, Wednesdays and Fridays and land [[six hours|thoi_gian]] later; CS 119 returns overnight. The [[Airbus A321LR|khac]] has [[186|so_luong]] seats, giving [[1,116|so_luong]] seats a week in both directions. Introductory fares start at [[A$399|so_luong]] one way.

The airline's [[commercial director|khac]], [[Brendan O'Hare|nguoi]], said [[Tourism Tropical North Queensland|to_chuc]] had promised [[A$1.5 million|so_luong]] for marketing in the Philippines. "The reef sells itself in Sydney. Over there, nobody knows us yet," he said.

The [[Civil Aviation Safety Authority|to_chuc]] approved the route after checking the airline's plans for long overwater flights.

For [[Maricel Santos-Gutierrez|nguoi]], [[47|tuoi]], a [[pharmacist|khac]] who moved to [[Edmonton|dia_diem]], a suburb of Cairns, from [[Batangas|dia_diem]] in 2009, the flight halves her journey home. "Now I go through Brisbane or Singapore and lose a day each way. My [[mother|khac]] is not young any more; a day matters," [[she|nguoi]] said.

The [[Filipino|khac]] community in Cairns has grown quickly in recent years. Group bookings: [[(07) 5550 4172|lien_he]].""",

# 10 law firm's merger: two Nairobi firms join (Nairobi, Kenya)
"""[[Nairobi|dia_diem]] law firms [[Githinji Achieng|to_chuc]] and [[Rahimtulla & Shah|to_chuc]] to merge

[[Friday 20 November 2026|thoi_gian]]

[[NAIROBI|dia_diem]] — Two of the city's commercial law firms, [[Githinji Achieng LLP|to_chuc]] and [[Rahimtulla & Shah Advocates|to_chuc]], will merge on [[1 January 2027|thoi_gian]] to form a firm of [[140|so_luong]] lawyers, the partners said.

The new firm, [[Githinji Rahimtulla LLP|to_chuc]], will bring together 88 lawyers from the first and 52 from the second. Its combined fee income was [[KSh 3.1 billion|so_luong]] last year. The [[Competition Authority of Kenya|to_chuc]] approved the deal under notification [[CAK/M/2026/118|ma_so]].

[[Managing Partner Wanjiru Githinji|nguoi]], [[57|tuoi]], will lead the firm. [[Githinji|nguoi]] opened her practice in [[1996|thoi_gian]] in two rooms on [[Moi Avenue|dia_diem]]. "Clients from Kampala and Kigali want one firm that can read a mining licence and a shipping contract. Neither of us could do both alone," she said.

[[Aziz Rahimtulla|nguoi]], whose [[grandfather|khac]] founded his firm in [[Mombasa|dia_diem]] in [[1952|thoi_gian]], becomes [[senior partner|khac]]. The firm's shipping lawyers will stay at the coast.

Both firms will leave their offices for a glass tower in [[Westlands|dia_diem]].

[[Faith Chebet|nguoi]], a [[pupil advocate|khac]] at the smaller firm, said the partners had promised that no trainee would lose a place. "I worried for a week. Then they gave me a bigger desk," [[she|nguoi]] said.

Enquiries: [[merger@githinjirahimtulla.example|lien_he]].""",

# 11 trade fair: a mining expo draws 320 exhibitors (Harare, Zimbabwe)
"""[[Great Dyke Mining Expo|khac]] opens in [[Harare|dia_diem]] with [[320|so_luong]] exhibitors

[[Thursday 15 October 2026|thoi_gian]]

[[HARARE|dia_diem]] — The [[Great Dyke Mining Expo|khac]] opened [[today|thoi_gian]] at the [[Harare International Conference Centre|dia_diem]] with 320 exhibitors from across Africa and Asia, and organisers expect [[11,000|so_luong]] visitors, up [[25 per cent|so_luong]] from 8,800 last year.

Lithium dominates the halls. [[The Chamber of Mines of Zimbabwe|to_chuc]] said the country exported [[US$1.4 billion|so_luong]] of lithium concentrate last year.

Opening the Canadian pavilion, [[Renée Lachapelle|nguoi]] of [[Ramsey Lake Nickel|to_chuc]] said a pilot plant at the company's [[Mazowe|dia_diem]] project would start in [[Q1 2027|thoi_gian]]. "In [[Sudbury|dia_diem]] we learned that a mine is a town. We intend to build both," said [[Lachapelle|nguoi]].

[[Tendai Chikowore|nguoi]], [[41|tuoi]], [[a mining engineer|khac]] who runs a drilling firm in [[Bindura|dia_diem]], spent [[US$14,000|so_luong]] on her stand. "Last year I met one client here, and he paid for five years of stands," she said.

A Chinese exhibitor, [[Li Wenjie|nguoi]] of [[Hunan Dragon Crushers|to_chuc]], showed a jaw crusher small enough to travel on the back of one lorry. "We sold two by lunchtime," he said through an interpreter.

The trade magazine [[Mining Zimbabwe Review|to_chuc]] (ISSN [[2976-3819|ma_so]]) prints a daily edition during the fair.

Visitors queued from early morning along the road to the centre. Tickets cost US$10 at the gate; the programme is at [[greatdykeexpo.example|lien_he]].""",

# 12 union wage deal in a factory: an 11 % rise over two years (Sunderland, England)
"""Wind-tower workers in [[Sunderland|dia_diem]] accept [[11 per cent|so_luong]] over two years

[[Wednesday 9 December 2026|thoi_gian]]

[[SUNDERLAND|dia_diem]] — Workers at [[Wearside Tower Systems|to_chuc]] have voted to accept a two-year pay deal worth 11 per cent, ending a dispute that had threatened towers for the [[Humber Gate|dia_diem]] wind farm, the union [[Unite|to_chuc]] said.

Of the [[640|so_luong]] members at the factory, [[502|so_luong]] voted, and [[412|so_luong]] of them, or [[82 per cent|so_luong]], backed the offer. Pay rises by [[6 per cent|so_luong]] from [[1 January|thoi_gian]] and by 5 per cent a year later. The basic rate for a [[welder|khac]] goes from £15.40 an hour to [[£16.32|so_luong]].

The union's [[regional officer|khac]], [[Baljit Sandhu|nguoi]], said she was proud of members who had "won what they were worth, not what was left over". The [[GMB|to_chuc]], which represents office staff, is expected to accept a similar offer.

[[Plant Director Helen Forster|nguoi]] said the £210 million order from [[Tidereach Renewables|to_chuc]] was safe. "We roll steel for [[80|so_luong]] towers. Nobody wanted a strike in the middle of that," she said.

[[Kofi Darko|nguoi]], [[29|tuoi]], a welder who came from [[Kumasi|dia_diem]] to study, voted yes. "With the rise I can stop the weekend shifts at the car plant," he said.

The agreement, registered as [[WTS/CB/2026/07|ma_so]], runs until [[31 December 2028|thoi_gian]]. Members with questions can email [[wearside@unite.example|lien_he]].""",
]


SV = [
# 1 rederi och hamn: ett rederi beställer två servicefartyg och hamnen förlänger kajen (Lysekil)
"""[[Skaftö Rederi|to_chuc]] beställer två fartyg – [[Lysekil|dia_diem]] bygger ut kajen

[[Måndag 2 mars 2026|thoi_gian]]

[[LYSEKIL|dia_diem]] – [[Skaftö Rederi AB|to_chuc]] har beställt två servicefartyg för havsbaserad vindkraft från varvet [[Sørlandets Skipsverft|to_chuc]] i [[Mandal|dia_diem]] i Norge. Kontraktet är värt [[180 miljoner kronor|so_luong]], 90 miljoner per fartyg, och båda ska levereras [[hösten 2027|thoi_gian]].

– Det är den största beställningen sedan rederiet grundades [[1966|thoi_gian]]. I dag har vi sex fartyg, nu blir vi åtta, säger [[vd:n Hamid Rezaei|nguoi]], [[47|tuoi]], som kom hit från [[Bandar Abbas|dia_diem]] i Iran som [[sjökapten|khac]] 2009.

Varje nytt fartyg får en besättning på 15 personer, så rederiet behöver anställa 30 sjömän och tekniker. [[Rezaei|nguoi]] säger att han hoppas på många från [[Linnéuniversitetets sjöfartshögskola|to_chuc]] i Kalmar.

Samtidigt förlänger det kommunala [[Lysekils Hamn AB|to_chuc]] kajen i [[Södra hamnen|dia_diem]] från 85 till [[210 meter|so_luong]]. Bygget kostar [[42 miljoner kronor|so_luong]], och [[hälften|so_luong]] lånas via [[Kommuninvest|to_chuc]].

– Med 210 meter kaj kan vi ta emot två servicefartyg och en räkbåt samtidigt, säger [[hamnchefen Ingela Marković|nguoi]]. Hon räknar med att arbetet börjar i maj.

Rederiets äldsta fartyg, [[M/S Gullmarn|khac]] med IMO-nummer [[9712840|ma_so]], ska säljas under året.

Facket [[Seko Sjöfolk|to_chuc]] välkomnar beställningen. Ansökningar till de nya tjänsterna mejlas till [[jobb@skaftorederi.example|lien_he]] senast [[tisdagen den 31 mars|thoi_gian]].""",

# 2 mejeri (kooperativ): föreningen höjer mjölkpriset och bygger ett ostlager (Hjo)
"""[[Hjo Mejeriförening|to_chuc]] höjer mjölkpriset med 30 öre

[[Onsdag 11 mars 2026|thoi_gian]]

[[HJO|dia_diem]] – Mjölkbönderna som äger [[Hjo Mejeriförening ek. för.|to_chuc]] får [[5,40 kronor|so_luong]] per kilo mjölk [[från den 1 april|thoi_gian]], 30 öre mer än i dag. Höjningen är [[5,9 procent|so_luong]] och gäller alla [[64|so_luong]] medlemsgårdar runt [[Vättern|dia_diem]].

– För första gången på fem år betalar vi mer än [[Arlas|to_chuc]] grundpris, säger [[Marja Heikkinen, 52|nguoi]], [[ordförande|khac]] i föreningen och själv mjölkbonde med 140 kor i [[Korsberga|dia_diem]]. Hon flyttade från [[Seinäjoki|dia_diem]] i Finland med sin [[man|khac]] 1998.

Föreningen vägde in [[41 000 ton|so_luong]] mjölk förra året och omsatte [[312 miljoner kronor|so_luong]]. Det mesta blir ost och fil som säljs i dagligvarubutiker i [[Skaraborg|dia_diem]].

Nu bygger [[mejeriet|to_chuc]] ett ostlager för [[14 miljoner kronor|so_luong]] och lanserar en ny lagrad ost, [[Vätterns Gamla|khac]]. Lagret ska godkännas av [[Livsmedelsverket|to_chuc]] innan det tas i bruk till hösten.

– Den som äger sitt mejeri bestämmer också vad som händer med pengarna. Det är hela poängen med ett kooperativ, säger [[Heikkinen|nguoi]].

[[LRF Mjölk|to_chuc]] tror att fler små mejerier kan följa efter.

– Konsumenterna vill veta vilken gård mjölken kommer ifrån, säger [[mjölkrådgivaren Dawit Haile|nguoi]]. Han besöker ett tjugotal gårdar i [[Västra Götaland|dia_diem]] varje månad.

Föreningen har organisationsnummer [[769612-3459|ma_so]]. Gårdar som vill bli medlemmar kan mejla [[medlem@hjomejeri.example|lien_he]].""",

# 3 läkemedelsstudie: ett bolag får starta en fas 2-studie mot nervsmärta efter bältros (Strängnäs)
"""Strängnäsbolag får klartecken för studie av nytt smärtläkemedel

[[Tisdag 24 mars 2026|thoi_gian]]

[[STRÄNGNÄS|dia_diem]] – Läkemedelsbolaget [[Aroxa Pharma AB|to_chuc]] får starta en fas 2-studie av substansen [[AXP-217|khac]] mot [[postherpetisk neuralgi|khac]], den långvariga nervsmärta som kan följa efter bältros. [[Läkemedelsverket|to_chuc]] och [[Etikprövningsmyndigheten|to_chuc]] godkände studien [[i fredags|thoi_gian]].

Studien, med EU-nummer [[2025-523614-17-00|ma_so]], ska ta in [[240|so_luong]] patienter vid [[nio|so_luong]] kliniker i Sverige och Norge. [[Två tredjedelar|so_luong]] får läkemedlet och övriga 80 placebo i [[tolv veckor|thoi_gian]].

– Patienterna har ofta provat allt, och många sover inte på nätterna, säger huvudprövaren, [[docent Olufemi Adeyemi|nguoi]], smärtläkare vid [[Mälarsjukhuset|to_chuc]] i [[Eskilstuna|dia_diem]]. Han ledde också den första studien, med [[48|so_luong]] friska frivilliga, som redovisades på [[Nordiska smärtkongressen|khac]] i Köpenhamn [[i höstas|thoi_gian]].

Bolaget har 14 anställda och tog i december in [[85 miljoner kronor|so_luong]] i en nyemission, där [[Industrifonden|to_chuc]] stod för [[30 miljoner|so_luong]], drygt en tredjedel.

– Pengarna räcker fram till resultaten, som vi räknar med att få [[andra kvartalet 2027|thoi_gian]], säger [[vd Anh Thu Nguyen|nguoi]], [[41|tuoi]]. Hon grundade bolaget [[2019|thoi_gian]] efter tio år på AstraZeneca i Södertälje.

Patienter som vill delta kan ringa [[08-46 50 04 31|lien_he]] eller läsa mer på [[aroxapharma.example/studie|lien_he]].""",

# 4 programvaruföretag: en norsk koncern köper företaget bakom truckprogrammet Truckflow (Mjölby)
"""Norsk koncern köper Svartå Logistiksystem för 420 miljoner

[[Onsdag 8 april 2026|thoi_gian]]

[[MJÖLBY|dia_diem]] – Det norska börsbolaget [[Nordlogic Group ASA|to_chuc]] köper programvaruföretaget [[Svartå Logistiksystem AB|to_chuc]] för [[420 miljoner kronor|so_luong]] kontant. Affären offentliggjordes [[i går kväll|thoi_gian]].

[[Svartå|to_chuc]], med organisationsnummer [[556912-3044|ma_so]], gör [[Truckflow|khac]], ett program som styr truckflottor i lager. Bolaget har [[52|so_luong]] anställda och omsatte [[96 miljoner kronor|so_luong]] [[2025|thoi_gian]], en ökning med [[23 procent|so_luong]] från 78 miljoner året innan.

– Vi började med tre datorer i en källare på [[Stationsgatan|dia_diem]] [[2011|thoi_gian]]. Nu får vi en ägare som kan ta oss ut i Europa, säger [[Elif Demir|nguoi]], [[en av två grundare|khac]]. Hon och medgrundaren [[Mattias Olausson|nguoi]] äger [[40 procent|so_luong]] var, och resten ägs av de anställda.

[[Olausson|nguoi]] stannar som vd i minst tre år, men han säljer hela sitt innehav. Bland kunderna finns [[Toyota Material Handling|to_chuc]], som har sin truckfabrik några kilometer bort.

Köpet ska granskas av [[Inspektionen för strategiska produkter (ISP)|to_chuc]], eftersom programmet används i försvarsindustrins lager. [[Nordlogic|to_chuc]] räknar med att [[ISP|to_chuc]] är klar [[under tredje kvartalet|thoi_gian]].

– Priset är drygt fyra gånger omsättningen. Det är högt men inte orimligt för en lönsam programvara med växande kundbas, säger [[analytikern Daniel Kowalczyk|nguoi]] på [[Carnegie|to_chuc]]. Han tror att fler norska köpare letar i [[Östergötland|dia_diem]].""",

# 5 havsbaserad vindkraftspark: regeringen ger tillstånd till en park i Kattegatt (Falkenberg)
"""Klartecken för havsvindpark väster om [[Falkenberg|dia_diem]]

[[Fredag 24 april 2026|thoi_gian]]

[[FALKENBERG|dia_diem]] – Regeringen gav [[i går|thoi_gian]] tillstånd till havsvindparken [[Skreabanken|dia_diem]], [[22 kilometer|so_luong]] ut i [[Kattegatt|dia_diem]]. Beslutet har diarienummer [[KN2025/01877|ma_so]] och fattades av [[Klimat- och näringslivsdepartementet|to_chuc]].

Parken får [[52|so_luong]] turbiner av modellen [[Vestas V236-15.0 MW|khac]], sammanlagt [[780 megawatt|so_luong]]. Den beräknas ge [[3,2 terawattimmar|so_luong]] om året, vad [[640 000|so_luong]] villor som förbrukar 5 000 kilowattimmar var använder.

– Vi har arbetat med tillståndet i [[sex år|thoi_gian]]. Nu börjar upphandlingen av fundament och kablar, säger [[projektchefen Siri Haugland|nguoi]] på utvecklaren [[Hallandsvind AB|to_chuc]]. Hon räknar med att bygget kostar [[28 miljarder kronor|so_luong]] och att parken är i drift [[2031|thoi_gian]].

Driften ska skötas från [[Falkenbergs hamn|dia_diem]], där [[Skaftö Rederi|to_chuc]] från [[Lysekil|dia_diem]] har fått en avsiktsförklaring om persontransporterna ut till turbinerna.

[[Försvarsmakten|to_chuc]] hade först invändningar mot turbinernas höjd, [[260 meter|so_luong]], men drog tillbaka dem när antalet minskades från 60.

Yrkesfiskarna är mindre nöjda.

– Banken är en av de bästa platserna för hummer och torsk som vi har kvar, säger [[Bengt Karlsson, 63|nguoi]], som fiskar från [[Glommen|dia_diem]]. Han sitter i styrelsen för [[Sveriges Fiskares Producentorganisation (SFPO)|to_chuc]].

[[SFPO|to_chuc]] överväger att begära ersättning för förlorade fiskevatten.""",

# 6 gruvbolag: kvartalsrapport med rekordproduktion i en guldgruva (Jörn, Skellefteå kommun)
"""Guldgruvan vid [[Jörn|dia_diem]] ökade produktionen med 14 procent

[[Onsdag 29 april 2026|thoi_gian]]

[[JÖRN|dia_diem]] – [[Granberget Mining AB|to_chuc]] bröt mer guld än någonsin under [[första kvartalet|thoi_gian]]. Produktionen i [[Granbergsgruvan|dia_diem]], [[sex mil|so_luong]] nordväst om [[Skellefteå|dia_diem]], blev [[11 200 uns|so_luong]], mot 9 800 uns samma kvartal i fjol, en ökning med [[14 procent|so_luong]].

Med ett snittpris på [[36 800 kronor|so_luong]] per uns blev intäkterna [[412 miljoner kronor|so_luong]]. Rörelseresultatet landade på [[128 miljoner|so_luong]], en marginal på [[31 procent|so_luong]]. Aktien, som handlas på [[Nasdaq First North|to_chuc]], steg 8 procent när rapporten kom [[klockan 07.30|thoi_gian]].

– Kvarnen går för full kapacitet efter ombyggnaden i höstas, säger [[vd:n Cecilia Quispe|nguoi]], [[49|tuoi]], [[gruvingenjör|khac]] från [[Arequipa|dia_diem]] i Peru. Hon kom till bolaget 2021.

[[Bergsstaten|to_chuc]] beviljade i mars en ny bearbetningskoncession, [[Granberget K nr 2|ma_so]], som förlänger gruvans livslängd med minst åtta år.

– Koncessionen är viktigare än kvartalet. Den gör bolaget intressant för större gruvbolag, säger [[analytikern Daniel Kowalczyk|nguoi]] på [[Carnegie|to_chuc]].

Gruvan har 230 anställda. [[IF Metall|to_chuc]] vill nu förhandla om ett nytt skiftschema.

– Många pendlar från [[Skellefteå|dia_diem]], tolv mil om dagen. Vi vill ha fyra dagars arbetsvecka under jord, säger [[Annika Marklund|nguoi]], [[klubbordförande|khac]] vid gruvan. Hon har själv kört lastmaskin under jord i elva år.""",

# 7 ny mottagning på ett sjukhus: en sömnmottagning öppnar på lasarettet (Skene, Marks kommun)
"""Ny sömnmottagning i [[Skene|dia_diem]] ska korta kön

[[Onsdag 19 augusti 2026|thoi_gian]]

[[SKENE|dia_diem]] – Patienter med misstänkt [[sömnapné|khac]] i södra Älvsborg ska inte längre behöva vänta i över ett år. [[Måndagen den 7 september|thoi_gian]] öppnar [[Skene lasarett|to_chuc]] en egen sömnmottagning med [[två läkare|so_luong]] och [[fyra sjuksköterskor|so_luong]].

I dag står [[1 450|so_luong]] patienter i kö till sömnutredning vid [[Södra Älvsborgs Sjukhus|to_chuc]] i [[Borås|dia_diem]]. Den nya mottagningen ska ta emot [[1 200|so_luong]] patienter om året, och [[Region Västra Götaland|to_chuc]] räknar med att kön är borta [[inom ett och ett halvt år|thoi_gian]].

– Obehandlad sömnapné ökar risken för stroke och trafikolyckor, och många av våra patienter är yrkesförare, säger [[överläkaren Samuel Tesfaye|nguoi]], specialist i [[lungmedicin|khac]]. Han kom från [[Addis Abeba|dia_diem]] för [[20 år|thoi_gian]] sedan och ska leda mottagningen.

Mottagningen kostar [[6,8 miljoner kronor|so_luong]] om året. Patienterna får en CPAP-apparat med sig hem redan efter första besöket.

[[Kjell Andersson, 68|nguoi]], från [[Kinna|dia_diem]], har väntat sedan [[i höstas|thoi_gian]].

– Jag somnade vid ratten på väg hem från barnbarnen. Då förstod min [[fru|khac]] att något var fel, säger [[han|nguoi]].

Remisser skrivs av vårdcentralerna, till exempel [[Vårdcentralen Kinna|to_chuc]]. Frågor besvaras av [[sjuksköterskan Lotta Wennberg|nguoi]]. Hon nås på [[031-390 06 48|lien_he]] vardagar mellan [[klockan 8 och 10|thoi_gian]].""",

# 8 livsmedelsåterkallelse: listeria i grillkorv från ett charkuteri (Sjöbo)
"""Sjöbo Chark återkallar grillkorv efter fynd av listeria

[[Torsdag 21 maj 2026|thoi_gian]]

[[SJÖBO|dia_diem]] – Charkuteriet [[Sjöbo Chark AB|to_chuc]] återkallar sin [[Österlenkorv|khac]] i förpackningar om 400 gram sedan [[Livsmedelsverket|to_chuc]] hittat [[listeria|khac]] i ett prov. Återkallelsen gäller batch [[L2605-114|ma_so]] med bäst före-datum [[den 14 juni 2026|thoi_gian]].

Totalt tillverkades [[8 400|so_luong]] förpackningar i batchen. [[5 900|so_luong]] av dem, [[sju av tio|so_luong]], har redan sålts i butiker hos [[ICA|to_chuc]] och [[Coop|to_chuc]] i [[Skåne|dia_diem]] och [[Blekinge|dia_diem]].

– Vi tog bort hela batchen från lagret samma kväll som vi fick beskedet, och produktionen står still [[sedan i måndags|thoi_gian]], säger [[vd:n Bashir Hakimi|nguoi]], [[44|tuoi]]. Han kom hit från [[Herat|dia_diem]] som [[femtonåring|tuoi]] och tog över företaget 2020.

Provet togs vid en rutinkontroll av kommunens livsmedelsinspektörer. [[Folkhälsomyndigheten|to_chuc]] känner inte till några insjuknade, men listeria kan vara farligt för gravida och äldre.

– Den som har korven hemma ska inte äta den, även om den ser fin ut, säger [[Livsmedelsverkets|to_chuc]] [[mikrobiolog|khac]] [[Helena Sarkis|nguoi]]. Hon påpekar att bakterien kan växa även i kylskåp.

Kunderna får pengarna tillbaka i butiken. Frågor tas emot på [[040-628 04 17|lien_he]] eller [[kundtjanst@sjobochark.example|lien_he]].

Företaget har [[23|so_luong]] anställda, som får gå kvar med lön medan [[myndigheten|to_chuc]] tar nya prover nästa vecka.""",

# 9 flygbolag: ny direktlinje till Köpenhamn från flygplatsen Midlanda (Timrå)
"""[[Botnia Air|to_chuc]] öppnar linje från [[Midlanda|dia_diem]] till Köpenhamn

[[Tisdag 9 juni 2026|thoi_gian]]

[[TIMRÅ|dia_diem]] – Det regionala flygbolaget [[Botnia Air AB|to_chuc]] startar en direktlinje mellan [[Sundsvall-Timrå Airport|dia_diem]] och [[Köpenhamns flygplats Kastrup|dia_diem]] [[måndagen den 31 augusti|thoi_gian]]. Linjen får flightnummer [[BX 412|ma_so]] och [[tio avgångar i veckan|so_luong]] åt varje håll, två varje vardag.

Bolaget flyger en [[ATR 72-600|khac]] med [[72 platser|so_luong]], vilket ger [[720|so_luong]] platser i veckan i varje riktning. Biljetterna kostar från 695 kronor och släpps [[på fredag|thoi_gian]] på [[botniaair.example|lien_he]].

– Hälften av dem som flyger utrikes från Sundsvallsregionen byter i dag plan på Arlanda. Via Kastrup når man 140 destinationer med ett enda byte, säger den [[56-årige|tuoi]] [[vd:n Rasmus Jeppesen|nguoi]], som är [[dansk|khac]] och tidigare flög för SAS.

[[Timrå kommun|to_chuc]], [[Sundsvalls kommun|to_chuc]] och [[Region Västernorrland|to_chuc]] garanterar linjen med sammanlagt [[12 miljoner kronor|so_luong]] under de första tre åren, fyra miljoner om året.

Näringslivet har länge velat ha en linje söderut som inte går via Stockholm. Till massabruket [[Östrand|dia_diem]], några kilometer från flygplatsen, kommer besökare från hela Europa.

– Vi har ingenjörer som i dag lägger en hel dag på resan hit, säger [[Mohamed Abdi|nguoi]], ordförande i [[Företagarna Timrå|to_chuc]]. Han driver själv en verkstad i [[Söråker|dia_diem]].

[[Jeppesen|nguoi]] lovar att linjen får minst ett år på sig.

– Går den bra lägger vi till helgavgångar till våren, säger [[han|nguoi]].""",

# 10 advokatbyrå: två byråer går samman under ett tak (Täby)
"""Två advokatbyråer går samman – 36 jurister under ett tak i [[Täby|dia_diem]]

[[Tisdag 16 juni 2026|thoi_gian]]

[[TÄBY|dia_diem]] – [[Advokatbyrån Ekdahl KB|to_chuc]] och Stockholmsbyrån [[Popescu Advokater AB|to_chuc]] går samman [[den 1 oktober|thoi_gian]]. Den nya byrån heter [[Ekdahl Popescu Advokater KB|to_chuc]] och får [[36|so_luong]] jurister, 14 från den gamla Täbybyrån och 22 från huvudstaden.

Byråerna omsatte tillsammans [[71 miljoner kronor|so_luong]] förra året, varav 29 miljoner i den mindre byrån. Alla ska arbeta på [[Kemistvägen 18|dia_diem]], där byrån hyr [[1 400 kvadratmeter|so_luong]].

– Våra klienter är ofta företagare i [[Roslagen|dia_diem]] som behöver både [[affärsjuridik|khac]] och hjälp med [[familjerätt|khac]]. Stockholmsbyrån har de specialister vi saknar, säger [[Hans Ekdahl, 66|nguoi]], som grundade byrån [[1994|thoi_gian]], när han var [[34|tuoi]]. Han går i pension [[om två år|thoi_gian]].

[[Ioana Popescu|nguoi]], delägare och specialist på [[migrationsrätt|khac]], blir byråns [[managing partner|khac]]. Hon kom från [[Cluj-Napoca|dia_diem]] i Rumänien som student och blev advokat [[2008|thoi_gian]].

– Mindre byråer har svårt att klara kraven på it-säkerhet och penningtvättskontroll ensamma. Tillsammans kan vi anställa en egen compliance-ansvarig, säger [[hon|nguoi]].

Ingen av de anställda ska sägas upp, men receptionen i city stängs vid årsskiftet och telefonerna kopplas om till det nya kontoret.

Fusionen har anmälts till [[Sveriges advokatsamfund|to_chuc]]. [[Ekdahl Popescu|to_chuc]] har organisationsnummer [[969812-4451|ma_so]] och nås på [[info@ekdahlpopescu.example|lien_he]].""",

# 11 mässa: publikrekord på en lantbruksmässa och pris till en ogräsrobot (Borgeby, Lomma kommun)
"""Publikrekord på Borgeby Fältdagar – ogräsrobot prisades

[[Torsdag 25 juni 2026|thoi_gian]]

[[BORGEBY|dia_diem]] – [[26 000|so_luong]] besökare kom till [[Borgeby Fältdagar|khac]] på [[onsdagen|thoi_gian]], mässans första dag. Det är [[6 procent|so_luong]] fler än förra årets 24 500 och nytt rekord för lantbruksmässan på fälten vid [[Borgeby slott|dia_diem]] utanför [[Bjärred|dia_diem]].

[[420|so_luong]] utställare visar allt från skördetröskor till drönare i 29 graders värme.

– Vi delade ut 6 000 liter vatten före lunch, säger [[mässchefen Catalina Rojas|nguoi]], som växte upp på en kaffegård i [[Colombia|dia_diem]]. Hon har lett mässan i [[fyra år|thoi_gian]].

Priset [[Årets innovation|khac]] gick till [[Söderslätts Agroteknik AB|to_chuc]] från Trelleborg för ogräsroboten [[Fältmusen 2|khac]], som rensar en hektar sockerbetor på sex timmar utan kemikalier.

– Vi är sju anställda och har byggt den i en gammal potatislada, säger grundaren [[Ravi Subramanian|nguoi]], [[38|tuoi]]. Han kom från [[Chennai|dia_diem]] för att doktorera vid [[Sveriges lantbruksuniversitet|to_chuc]] i Alnarp.

Bland besökarna fanns [[Marja Heikkinen|nguoi]], ordförande i [[Hjo Mejeriförening|to_chuc]], som åkt [[35 mil|so_luong]] för att titta på mjölkningsrobotar.

– Vi är 64 gårdar, och [[hälften|so_luong]] av oss behöver byta robot inom fem år, säger [[hon|nguoi]].

[[Jordbruksverket|to_chuc]] och [[Hushållningssällskapet|to_chuc]] har egna tält. Mässan fortsätter [[i dag|thoi_gian]], och programmet finns på [[borgebyfaltdagar.example|lien_he]].""",

# 12 lokalt löneavtal: klubben godkänner avtalet på trådfabriken, högre nattillägg (Smedjebacken)
"""Klart med lokalt löneavtal på [[Barkens Tråd|to_chuc]] – nattillägget höjs

[[Onsdag 20 maj 2026|thoi_gian]]

[[SMEDJEBACKEN|dia_diem]] – De anställda på trådfabriken [[Barkens Tråd AB|to_chuc]] har röstat ja till ett nytt lokalt löneavtal. [[141 av 186|so_luong]] medlemmar i [[IF Metall|to_chuc]]-klubben röstade för, [[76 procent|so_luong]].

Avtalet fördelar den lönepott på [[3,0 procent|so_luong]] som [[Teknikavtalet|khac]] mellan [[IF Metall|to_chuc]] och [[Teknikföretagen|to_chuc]] ger [[från den 1 april|thoi_gian]]. Med en genomsnittlig månadslön på [[33 600 kronor|so_luong]] blir höjningen i snitt [[1 008 kronor|so_luong]] i månaden.

Nytt är att nattillägget höjs från 52 till [[58 kronor i timmen|so_luong]] och att [[svetsare|khac]] och [[underhållstekniker|khac]] får ett extra tillägg på 500 kronor i månaden.

– Vi har haft svårt att behålla folk på natten. Många har gått till [[Ludvika|dia_diem]] och [[Borlänge|dia_diem]], säger [[klubbordföranden Dilan Karim|nguoi]]. Hon kom hit från [[Sulaymaniyya|dia_diem]] i irakiska Kurdistan 1999, när hon var [[tolv år|tuoi]], och har arbetat som [[trådragare|khac]] i 18 år.

[[Fabrikschefen Per-Olof Backlund|nguoi]] räknar med att den allmänna höjningen för de 186 kollektivanställda kostar [[2,2 miljoner kronor|so_luong]] om året, utöver tilläggen.

– Det är mycket pengar, men en maskin som står still kostar mer, säger [[han|nguoi]].

Lönerna för april och maj räknas om och betalas ut med junilönen [[den 25 juni|thoi_gian]]. Fabriken grundades 1911 vid sjön [[Barken|dia_diem]] och har 212 anställda.""",
]

# Capitalised words that may sit inside a `nguoi` span without being a name of their own.
NOT_NAMES = frozenset({
    "Chief", "Executive", "President", "Managing", "Partner", "Plant", "Director",
    "She", "He", "Her", "Hon", "Han",

    "Fabrikschefen",
})

SCHEME = Scheme(
    prefix="heldout22",
    labels=(
        "nguoi", "dia_diem", "to_chuc", "thoi_gian", "tuoi", "so_luong", "lien_he", "ma_so",
        "khac",
    ),
    person="nguoi",
    words=(180, 260),
    spans=(22, 28),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    check_words(EN, SV)
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
