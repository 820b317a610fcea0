#!/usr/bin/env python3
"""Build and check the eighteenth pair of held-out corpora (heldout18_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0): to the extent
possible under law, the authors have waived all copyright and related rights to these
texts and to this builder. The texts are local and regional news articles; all private
people, quotations, addresses, e-mail addresses, URLs, phone numbers, case, resolution,
reference, ärende and police-report numbers, a number plate, amounts, counts and small
organisations are invented. Real public bodies, companies and places are named as news
would name them; what they do here is invented. Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand. This pair's labels are Turkish and lower case, with their Turkish
letters (``kişi``, ``yer``, ``kurum``, ``zaman``, ``yaş``, ``miktar``, ``iletişim``,
``kimlik``, ``diğer``).

    python3 bench/corpora/build_heldout18.py          # write both files, then check them
    python3 bench/corpora/build_heldout18.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, main

EN = [
# 1 courts: two men fined for taking copper from the buried capital (Montserrat)
"""Two men fined for stripping copper from Plymouth's buried buildings

[[Thursday 12 March 2026|zaman]]

[[BRADES, Montserrat|yer]] — Two men who drove into the volcanic [[Exclusion Zone|yer]] to pull copper cable from the ruins of [[Plymouth|yer]] were fined a total of [[EC$9,000|miktar]] by the [[Magistrate's Court|kurum]] [[yesterday|zaman]].

[[Desmond Tuitt|kişi]], [[36|yaş]], a [[heavy-equipment operator|diğer]] from [[Salem|yer]], and his cousin [[Kelvin Ryan|kişi]], [[29|yaş]], of [[Look Out|yer]], admitted entering the zone without a permit on [[the night of Saturday 17 January|zaman]]. [[Magistrate Ann-Marie Fergus|kişi]] fined [[Tuitt|kişi]] EC$5,000 and [[Ryan|kişi]] EC$4,000.

Police stopped their pickup at the [[Belham Valley|yer]] checkpoint at about 2 a.m. with [[140 kilograms|miktar]] of cable in the back, worth about EC$1,400 as scrap at EC$10 a kilogram.

"They put their own lives at risk, and the lives of any officers who would have had to go in after them," said [[Crown Counsel Leroy Greenaway|kişi]].

Their lawyer, [[Ms Joycelyn Cassell|kişi]], said both men had been out of work since October, when the sand-mining firm that employed [[Tuitt|kişi]] laid off 22 staff. "They are not thieves. They are fathers with rent to pay," she said.

Plymouth, the old capital, has been abandoned since [[1997|zaman]], when pyroclastic flows buried much of it in ash. Entry needs written permission from the [[Disaster Management Coordination Agency|kurum]].

Outside court [[Tuitt|kişi]] said his grandmother's house still stands under two metres of ash. "I know every street of that town. I was seven when we left."

Anyone with information about other entries can call police on [[664-555-0139|iletişim]], quoting case [[MNI 2026/0117|kimlik]].""",

# 2 health: nurses on horseback vaccinate children in mountain villages (Mokhotlong, Lesotho)
"""Nurses on horseback take vaccines to where the road ends

[[Tuesday 5 May 2026|zaman]]

[[MOKHOTLONG, Lesotho|yer]] — Two nurses riding Basotho ponies have vaccinated [[1,146|miktar]] children since [[February|zaman]], in a pilot run by [[Mokhotlong Hospital|kurum]] and the [[Ministry of Health|kurum]].

The 14 villages around [[Linakeng|yer]] have no road. Until this year mothers walked up to [[six hours|zaman]] to the clinic at [[Mapholaneng|yer]], and many stopped coming after the first doses. Coverage of the second measles dose among the 1,415 children under five in the villages was [[54 per cent|miktar]] last year; it is now [[81 per cent|miktar]].

"A mother who has walked six hours with a baby on her back does not walk again next month," said [[Sister 'Mathabo Mokhethi|kişi]], [[44|yaş]], who leads the team with [[Tumelo Ralitabo|kişi]], [[31|yaş]].

On each [[five-day|zaman]] trip the vaccines ride in cool boxes on a pack horse; the nurses sleep at chiefs' homes. The three ponies were bought for [[M48,000|miktar]], M16,000 each, with money from the [[Lesotho Red Cross Society|kurum]].

[[Lineo Sekhesa|kişi]], [[23|yaş]], from [[Ha Tšepiso|yer]], said in [[Sesotho|diğer]] that her first son had his injections months late because of snow. "My daughter had hers in our own village, on time."

District medical officer [[Dr Refiloe Motanyane|kişi]] said the pilot costs about [[M21,000 a month|miktar]]. The ministry will decide in August, she said, whether to extend it to [[Thaba-Tseka|yer]].

From June, snow can close the passes for days. "Then we wait at the chief's house," [[Ralitabo|kişi]] said. He laughed: "The horses do not mind the cold. I do."

Questions can go to [[mokhotlong.dmo@health.example|iletişim]].""",

# 3 schools: reading books in Nauruan for the first school years (Nauru)
"""Nauru's youngest pupils get reading books in their own language

[[Wednesday 22 April 2026|zaman]]

[[YAREN, Nauru|yer]] — Every child in the first three years of primary school on Nauru will take home a set of reading books in [[Nauruan|diğer]] from [[next week|zaman]], the first children's books printed in the language on the island in [[more than 40 years|zaman]].

The [[Department of Education|kurum]] has printed [[7,200|miktar]] books, six titles for each of the [[1,200|miktar]] pupils in years one to three. The print run cost [[A$86,400|miktar]], about A$12 a book, of which [[A$60,000|miktar]] came from [[Australia|yer]]'s aid programme and the rest from the Nauru government.

The stories were written by teachers and grandparents over [[18 months|zaman]] of Saturday workshops at [[Meneng Infants School|kurum]].

[[Mrs Agnes Detenamo|kişi]], [[67|yaş]], a retired [[teacher|diğer]] from [[Boe|yer]], wrote two of the six, including [["The Frigate Bird Who Would Not Fly"|diğer]].

"When I was at school we were punished for speaking Nauruan in class. Now my great-grandchildren will learn to read in it first," she said.

[[Rinaldo Itsimaera|kişi]], [[34|yaş]], who teaches year two at the school, said most of his pupils speak Nauruan at home but had only ever had English books. "Last term I read them a draft about the frigate birds at [[Buada Lagoon|yer]]. Twenty-two children, and nobody moved," [[he|kişi]] said.

The department's director of primary education, [[Jacinta Deireragea|kişi]], said a second set for years four to six should be ready by [[the end of 2027|zaman]].

Parents can download the books from [[readers.education.example/nauruan|iletişim]] or follow the project on [[Facebook|kurum]].""",

# 4 business: a chocolate maker signs its first export deal (Luganville, Vanuatu)
"""Santo chocolate maker signs its first export deal

[[Monday 15 June 2026|zaman]]

[[LUGANVILLE, Vanuatu|yer]] — A small chocolate maker on [[Espiritu Santo|yer]] has signed its first export contract, to supply [[4.8 tonnes|miktar]] of dark chocolate a year to a supermarket chain in [[New Zealand|yer]].

[[Santo Kakao Ltd|kurum]] was started in [[2019|zaman]] by [[Serah Tevi|kişi]], [[41|yaş]], and her brother [[Jimmy|kişi]] in a shed behind their mother's house. Under the three-year deal with [[Harbour Fresh Markets|kurum]] of Tauranga, worth [[VT 52 million|miktar]] a year, or about NZ$740,000, the firm will take on 12 more workers, bringing its staff to 21.

The beans come from [[83|miktar]] smallholders on Santo and [[Malekula|yer]]. The company pays [[VT 450 a kilogram|miktar]] for dried beans, almost twice what traders at the wharf pay.

"Before, I sold my beans wet to whoever came with a truck. Now I dry them myself and my children go to school with shoes," said [[Mathias Bule|kişi]], [[58|yaş]], who farms two hectares near [[Port Olry|yer]]. He spoke in [[Bislama|diğer]].

[[Ms Tevi|kişi]], a former [[bank teller|diğer]], learned to roast and temper in Wellington on a six-month course in 2018. The first order, [[1.2 tonnes|miktar]] of the firm's [["Sanma 72"|diğer]] bar, will leave for [[Port Vila|yer]] by ship in [[July|zaman]] and then go on to New Zealand in a refrigerated container.

The chair of the [[Vanuatu Chamber of Commerce and Industry|kurum]]'s northern branch, [[Mrs Leias Toka|kişi]], called the contract "proof that Santo can sell more than copra and beef".

Orders and farm visits can be arranged through [[orders@santokakao.example|iletişim]].""",

# 5 farming: a fruit fly outbreak keeps navels off the market (Renmark, Riverland)
"""Fruit fly outbreak leaves Riverland navels hanging on the trees

[[Friday 6 November 2026|zaman]]

[[RENMARK, S.A.|yer]] — Citrus growers inside a fruit fly outbreak area in South Australia's [[Riverland|yer]] expect to lose about [[A$2.4 million|miktar]] this season after [[Queensland fruit fly|diğer]] larvae were found in a backyard lemon tree at [[Cooltong|yer]].

Under rules of the [[Department of Primary Industries and Regions|kurum]] ([[PIRSA|kurum]]), fruit from the [[38|miktar]] commercial orchards inside the [[15-kilometre|miktar]] suspension area cannot be sent interstate or overseas unless it is cold-treated for [[16 days|zaman]]. The nearest cold-treatment plant, in [[Loxton|yer]], is already full.

[[Con Kyriacou|kişi]], [[63|yaş]], whose father came from [[Cyprus|yer]] in [[1958|zaman]], has 24 hectares of navels on [[Ral Ral Avenue|yer]]. "Half my crop was sold for China. It is still on the trees," he said.

His neighbour [[Rosa Mangiarelli|kişi]], a [[pharmacist|diğer]] who runs her late father's block, has sold 30 tonnes to a juice factory at [[A$90 a tonne|miktar]], against A$650 for fresh fruit. "Thirty tonnes for A$2,700. It does not even pay the pickers."

The department's chief plant health officer, [[Dr Nathan Whitelaw|kişi]], said sterile male flies were being released across the area twice a week. If no more wild flies are found for [[12 weeks|zaman]], the restrictions could end in [[late January|zaman]].

[[Citrus Australia|kurum]] wants growers compensated. Its South Australian representative, [[Mrs Lyn Harvey-Pahl|kişi]], said the average grower in the area stood to lose about A$63,000 "through no fault of their own".

Growers can ring the [[Riverland Growers' Co-operative|kurum]]'s field officer, [[Harjit Sandhu|kişi]], on his mobile, [[0491 570 156|iletişim]].""",

# 6 culture: a Galway hooker built in 1912 sails again (Carna, Connemara)
"""A hooker built in 1912 sails again after three winters in a Carna shed

[[Monday 3 August 2026|zaman]]

[[CARNA, Co. Galway|yer]] — Hundreds of people lined the quay at [[Maínis|yer]] on [[Saturday|zaman]] as the [[An Cailín Bán|diğer]], a Galway hooker built in [[1912|zaman]], put up her brown sails for the first time in [[more than 30 years|zaman]].

The 11-metre boat was rebuilt over [[three winters|zaman]] by [[Pádraig Ó Ceannabháin|kişi]], [[74|yaş]], a [[boatbuilder|diğer]] from the island, and his granddaughter [[Sadhbh Ní Cheannabháin|kişi]], [[22|yaş]], who studies naval architecture in [[Glasgow|yer]].

They replaced the keel and 40 of her 56 planks, with oak from [[Portumna|yer]] and larch from a forest at Oughterard. "She was more nail than wood," [[Ó Ceannabháin|kişi]] said in [[Irish|diğer]]. "My father, Colm, carried turf to Aran in her when he was fifteen. I wanted to build one more boat before my hands gave up."

[[Sadhbh|kişi]] spent her university holidays steaming planks in the shed. "I learned more from my grandfather in three winters than in three years of lectures," [[she|kişi]] said.

The restoration cost [[€68,000|miktar]]. [[Údarás na Gaeltachta|kurum]] gave €40,000, and the rest, €28,000, was raised at table quizzes and céilís in the parish hall over two years.

[[TG4|kurum]] filmed the rebuild for a documentary, [["Adhmad agus Uisce"|diğer]], to be shown in the autumn.

The boat will race at [[Cruinniú na mBád|diğer]] in [[Kinvara|yer]] on [[Saturday 15 August|zaman]], crewed by three generations of the family.""",

# 7 sport: a village cricket club wins at Lord's (Coquetdale, Northumberland)
"""Coquetdale villagers take their cricket team to Lord's, and win

[[Monday 7 September 2026|zaman]]

[[HARBOTTLE, Northumberland|yer]] — A cricket club from two villages with fewer than 900 people between them won the [[National Village Cup|diğer]] at [[Lord's|yer]] [[yesterday|zaman]], beating a side from Devon by [[35 runs|miktar]].

[[Harbottle and Alwinton Cricket Club|kurum]] made [[187 for 8|miktar]] in their 40 overs, with [[71|miktar]] from their captain, [[Joe Charlton|kişi]], [[41|yaş]], a [[shepherd|diğer]] who was lambing at [[Alwinton|yer]] until a week before the semi-final. The Devon side were all out for 152.

Five of their wickets fell to [[Dr Nuwan Perera|kişi]], [[38|yaş]], a [[Sri Lankan|diğer]]-born anaesthetist at [[Wansbeck General Hospital|kurum]], who took 5 for 23. "I have played in front of bigger crowds in Kandy, but never in front of my whole village," [[he|kişi]] said.

About 400 supporters travelled south on eight coaches. The club raised [[£12,800|miktar]] for the trip, £1,600 a coach, through a sheep auction and a sponsored walk along [[Hadrian's Wall|yer]].

The club's scorer, [[Margaret Dodd|kişi]], [[79|yaş]], has kept its books since [[1971|zaman]]. "Fifty-five years of pencil, and this is the page I will frame," she said.

[[Charlton|kişi]] said the team would parade the trophy through [[Rothbury|yer]] on [[Saturday afternoon|zaman]] before a ceilidh in the village hall. "Then the lads have silage to get in."

Supporters who want a photograph with the cup can ring the club secretary on [[07700 900236|iletişim]].""",

# 8 transport: the ice road to Dettah opens late (Yellowknife, Northwest Territories)
"""Dettah ice road opens 12 days late

[[Wednesday, Dec. 23, 2026|zaman]]

[[YELLOWKNIFE, N.W.T.|yer]] — The ice road across [[Yellowknife Bay|yer]] to [[Dettah|yer]] opened to light vehicles [[on Monday|zaman]], [[12 days|zaman]] later than last year, after a mild November kept the ice thin. Last winter it opened on [[Dec. 9|zaman]].

The [[6.5-kilometre|miktar]] crossing links the city with the [[Yellowknives Dene First Nation|kurum]] community in a few minutes, against about [[27 kilometres|miktar]] on the all-season road. The territory's [[Department of Infrastructure|kurum]] allows vehicles of up to [[3,000 kilograms|miktar]] once the ice is 35 centimetres thick.

For [[Marites Dela Cruz|kişi]], [[45|yaş]], a [[home-care worker|diğer]] who visits six elders in Dettah three times a week, the road saves about [[40 minutes|zaman]] each way. "I come from Cebu, where the sea is warm. Now I drive my car on it," she said. Her union, the [[Union of Northern Workers|kurum]], had asked the territory to pay mileage for the long road while the ice was unsafe.

Band councillor [[Rosalie Betsina|kişi]] said elders had watched the bay for weeks. "My grandfather tested the ice with an axe. We still listen to the elders before we listen to the machines," [[she|kişi]] said, first in [[Wıìlıìdeh|diğer]] and then in English.

Cab driver [[Gordon Liske|kişi]], [[62|yaş]], said a fare to Dettah falls from about $55 to [[$20|miktar]] on the ice.

Heavy trucks must wait until the ice reaches 60 centimetres, expected in [[mid-January|zaman]]. Conditions are posted at [[dot.nwt.example/iceroads|iletişim]] and on a recorded line, [[867-555-0148|iletişim]].""",

# 9 weather: Atlantic rollers wreck fishing boats (Jamestown, St Helena)
"""Atlantic rollers smash fishing boats at Jamestown wharf

[[Tuesday 17 February 2026|zaman]]

[[JAMESTOWN, St Helena|yer]] — Eleven fishing boats were wrecked or damaged and the seafront was closed for most of [[Sunday|zaman]] after swells of up to [[five metres|miktar]] broke over the wharf.

The rollers, long swells from distant storms in the North Atlantic, arrived [[before dawn|zaman]]. Harbour staff of the [[St Helena Government|kurum]] closed the wharf at 5 a.m.

[[Gavin Thomas|kişi]], [[52|yaş]], a [[fisherman|diğer]] who sells tuna to the [[St Helena Fisheries Corporation|kurum]], found his boat, the [[Lady Doreen|diğer]], upside down against the landing steps. "Thirty years I have fished off this wharf and I never saw the sea come over the crane," he said.

Damage to the boats and their engines is put at [[£38,000|miktar]]. None of the eleven was insured. The government has set aside [[£20,000|miktar]] for repairs, and the [[Solomon & Company|kurum]] hardware store is selling resin and timber at cost.

[[Harbour master Dean Leo|kişi]] said the fishing fleet would be back at sea within [[a fortnight|zaman]].

On [[Main Street|yer]], [[Mrs Hazel Yon|kişi]], [[81|yaş]], who runs a café near the sea, said the last rollers this big came when she was a girl, in [[February 1955|zaman]]. "I was ten. My mother would not let me near the sea for a week."

The [[St Helena Commercial Fishermen's Association|kurum]] has asked for a breakwater. Its chair, [[Merilyn Benjamin|kişi]], said the request was first made in [[1988|zaman]].

Offers of help can be sent to [[harbours@sainthelena.example|iletişim]].""",

# 10 local politics: a council raises market stall fees (Manzini, Eswatini)
"""Manzini vendors sing outside the chamber as stall fees rise by 40 per cent

[[Friday 2 October 2026|zaman]]

[[MANZINI, Eswatini|yer]] — Market vendors sang outside the council chamber [[yesterday|zaman]] as councillors voted 9–4 to raise the monthly fee for a stall from [[E150|miktar]] to [[E210|miktar]] from [[1 January|zaman]].

The [[Manzini Municipal Council|kurum]] says the [[40 per cent|miktar]] rise, the first since [[2019|zaman]], will pay for a new roof over the fresh-produce hall. At E60 more a month from each of the market's [[820|miktar]] stalls, the council will collect about E590,000 a year, and the roof, costed at [[E2.9 million|miktar]], would be paid for in [[about five years|zaman]].

Councillor [[Sibusiso Shongwe|kişi]], who chairs the finance committee, said the roof had leaked for six years. "When it rains, vendors cover the tomatoes with plastic and customers go to the supermarket."

[[Nomsa Mavuso|kişi]], [[56|yaş]], has sold [[emahiya|diğer]] cloth and beadwork at the market for [[31 years|zaman]]. "Sixty emalangeni more every month is school shoes for a grandchild," she said in [[siSwati|diğer]].

The [[Manzini Market Vendors' Association|kurum]] wants the rise phased in over two years. Its secretary, [[Bongani Magagula|kişi]], said the four councillors who voted against had proposed the same thing. "We are not against a roof. We are against paying for it in one year," [[he|kişi]] said.

The decision, minuted as resolution [[MMC/FC/2026/114|kimlik]], can be referred to the [[Ministry of Housing and Urban Development|kurum]].

Vendors plan to march again [[on Tuesday|zaman]] to the council offices on [[Nkoseluhlaza Street|yer]].""",

# 11 religion: a chapel reopens at 200 (Gingerland, Nevis)
"""Miss Gwen, 96, sees the chapel where she was baptised reopen at 200

[[Monday 9 November 2026|zaman]]

[[CHARLESTOWN, Nevis|yer]] — The oldest member of [[Bethesda Methodist Church|kurum]] in [[Gingerland|yer]] cut the ribbon [[yesterday|zaman]] as the stone chapel reopened after a [[three-year|zaman]] restoration, weeks before its 200th anniversary.

[[Gwendolyn Parris|kişi]], who turned [[96|yaş]] in [[July|zaman]], was baptised in the chapel in [[1930|zaman]]. "I sat in that pew with my mother when the preacher still came up from Charlestown on a donkey," said [[Mrs Parris|kişi]], whom the whole parish calls Miss Gwen.

The chapel, built of volcanic stone in [[1826|zaman]], was closed in [[2023|zaman]] when engineers found its roof timbers eaten through by termites.

The work cost [[EC$410,000|miktar]]. The congregation of about 140 raised [[EC$250,000|miktar]] with fish fries and a radio telethon, and the [[Methodist Church in the Caribbean and the Americas|kurum]] gave the rest.

[[Elroy Nisbett|kişi]], [[67|yaş]], an [[Anglican|diğer]] [[stonemason|diğer]] from [[Zetlands|yer]], re-pointed the walls with lime mortar, as his grandfather had done. "Cement would have cracked these walls in ten years. Lime lets them breathe," [[he|kişi]] said.

The minister, [[the Rev. Cheryl Liburd-Huggins|kişi]], preached on [[Psalm 127|diğer]], "Except the Lord build the house". She said the chapel would be open on weekdays for the first time, as a quiet room for pupils of the nearby [[Gingerland Secondary School|kurum]].

An anniversary service will be held on [[Sunday 13 December|zaman]], with a choir coming over from [[St Kitts|yer]] on the morning ferry. Seats can be reserved on [[869-555-0127|iletişim]].""",

# 12 crime: card skimmers found in petrol pumps (George Town, Grand Cayman)
"""Card skimmers found in pumps at three Grand Cayman petrol stations

[[Wednesday 29 July 2026|zaman]]

[[GEORGE TOWN, Cayman Islands|yer]] — Police are urging motorists to check their bank statements after skimming devices were found inside the card readers of pumps at three petrol stations in [[West Bay|yer]], [[Bodden Town|yer]] and [[George Town|yer]].

Officers of the [[Financial Crimes Unit|kurum]] of the [[Royal Cayman Islands Police Service|kurum]] removed the devices on [[Sunday|zaman]] after a bank noticed a pattern of withdrawals in [[Jamaica|yer]] and Florida. By [[yesterday|zaman]], [[214|miktar]] customers had reported losses totalling [[CI$96,300|miktar]], an average of CI$450 each.

Two men aged [[31|yaş]] and [[27|yaş]], who arrived on a flight from [[Miami|yer]] [[three weeks ago|zaman]], were arrested at [[Owen Roberts International Airport|yer]] on [[Monday night|zaman]] and remain in custody.

[[Mrs Darlene Ebanks|kişi]], [[58|yaş]], a [[nurse|diğer]] from West Bay, lost CI$1,240 in four withdrawals in one night. "I filled up on the way home from a night shift. By morning my account was empty and my rent was due," she said. Her bank, [[Butterfield|kurum]], has promised a refund.

[[Detective Inspector Marvin Bodden|kişi]] said each device was smaller than a stick of gum and had been fitted "in under a minute" with a stolen master key. "Pay inside, or tap your card," [[he|kişi]] said.

Anyone who was offered cash to open a pump, or who saw a pump being opened at night, should call [[345-555-0162|iletişim]], quoting reference [[FCU/26/0412|kimlik]].""",
]

SV = [
# 1 domstol: en lantbrukare döms för att ha skjutit en varg (Åsensbruk, Mellerud)
"""Lantbrukare döms för att ha skjutit en varg vid Kroppefjäll

[[Fredag 23 januari 2026|zaman]]

En [[58-årig|yaş]] [[lantbrukare|diğer]] från [[Åsensbruk|yer]] i [[Melleruds kommun|kurum]] döms till fängelse i [[ett år och fyra månader|zaman]] för [[grovt jaktbrott|diğer]]. Det beslutade [[Vänersborgs tingsrätt|kurum]] [[i går|zaman]].

Vargen, en [[tvåårig|yaş]] hane, hittades skjuten vid en skogsbilväg på [[Kroppefjäll|yer]] [[måndagen den 3 mars 2025|zaman]]. Kulan som togs ut vid obduktionen på [[Statens veterinärmedicinska anstalt|kurum]] i Uppsala kom från mannens kulgevär, och hans mobiltelefon var uppkopplad mot en mast i närheten samma morgon.

– Det här var ingen olyckshändelse. Han hade suttit på pass vid ett åtel i tre nätter, säger [[kammaråklagaren Linda Grahn|kişi]].

Mannen förnekar brott. Hans försvarare, [[advokat Reza Karimi|kişi]] i Trollhättan, säger att domen kommer att överklagas till [[Hovrätten för Västra Sverige|kurum]].

– Min klient har haft vapenlicens i [[fyrtio år|zaman]] och aldrig fått en anmärkning, säger [[Karimi|kişi]].

Mannen förbjuds också att jaga i [[fem år|zaman]], och hans [[tre|miktar]] gevär förverkas.

Fårbonden [[Lena Ask|kişi]] i [[Dals Rostock|yer]] har förlorat [[fjorton|miktar]] tackor till varg på två år. Ändå tycker hon att domen är rätt.

– Jag förstår ilskan. Men man kan inte ta lagen i egna händer, då blir det ingen ordning på någonting, säger hon.

Enligt [[Länsstyrelsen i Västra Götaland|kurum]] finns i dag tre vargrevir i [[Dalsland|yer]].

Domen i mål [[B 4106-25|kimlik]] kan överklagas senast [[den 12 februari|zaman]].""",

# 2 hälsa: sista dagen för ortens apotek (Husum, Örnsköldsvik)
"""Husum blir utan apotek – 1 600 invånare får åka till stan

[[Tisdag 30 juni 2026|zaman]]

[[I morgon|zaman]] stänger [[Husums Apotek|kurum]] för gott. Apotekaren [[Ewa Lundholm|kişi]], [[67|yaş]], har letat efter en köpare i [[två år|zaman]] utan att hitta någon.

– Jag öppnade [[den 1 oktober 1998|zaman]] och trodde att någon skulle ta över. Men ingen vill driva ett apotek med [[22 000|miktar]] recept om året, säger hon.

Nu får de omkring [[1 600|miktar]] invånarna i [[Husum|yer]] och byarna längs [[Gideälven|yer]] åka [[tre mil|miktar]] till [[Örnsköldsvik|yer]]. Bussen tar 35 minuter och går en gång i timmen på vardagar.

[[Karl-Erik Sundin|kişi]], [[84|yaş]], hämtar ut hjärtmedicin och insulin varje månad.

– Jag har inte kört bil sedan jag fyllde åttio. Nu får min dotter ta ledigt från pappersbruket för att skjutsa mig, säger han.

[[Farmaceuten|diğer]] [[Oksana Melnyk|kişi]], [[39|yaş]], som har arbetat på apoteket sedan [[2023|zaman]], ville köpa det men fick inget lån.

– I [[Poltava|yer]] hade jag ett eget apotek i tio år. Här säger banken att kunderna är för få, säger [[hon|kişi]].

[[Region Västernorrland|kurum]] lovar att [[Husums hälsocentral|kurum]] ska kunna lämna ut vissa akutläkemedel, och från augusti blir [[Ica-butiken|kurum]] på torget [[apoteksombud|diğer]].

– Det är bättre än ingenting, men ett ombud kan inte svara på frågor om biverkningar, säger [[Lundholm|kişi]].

Frågor om flytt av recept besvaras på [[070-174 06 62|iletişim]] fram till fredag.""",

# 3 skola: ny skola full redan före invigningen (Alsike, Knivsta)
"""Ny skola i Alsike är full redan innan den har öppnat

[[Torsdag 13 augusti 2026|zaman]]

[[På måndag|zaman]] öppnar [[Ängsbacksskolan|kurum]] i [[Alsike|yer]] för första gången. Skolan är byggd för [[420|miktar]] elever, men [[506|miktar]] barn har redan placerats där. De [[86|miktar]] som inte får plats i huset ska gå i paviljonger på skolgården.

– Vi visste att Alsike växer, men inte hur fort. Här flyttar det in barnfamiljer varje vecka, säger [[rektor Eleni Papadopoulou|kişi]], [[48|yaş]], som kom till Sverige från [[Patras|yer]] [[1996|zaman]].

Paviljongerna hyrs i [[tre år|zaman]] och kostar [[14,4 miljoner kronor|miktar]], alltså 400 000 kronor i månaden.

[[Mattias Berglund|kişi]] flyttade till Alsike från Solna i våras. Hans döttrar [[Alva|kişi]] och [[Ines|kişi]] börjar i årskurs 2 och i [[förskoleklass|diğer]].

– [[Sexåriga|yaş]] [[Ines|kişi]] tycker att paviljongen är häftigast, för den har egen ingång. Men den får inte bli kvar i tio år, säger han.

[[Utbildningsnämndens ordförande Kristina Hedberg|kişi]] ([[M|kurum]]) säger att en andra skola i området ska stå klar till [[hösten 2029|zaman]].

– Vi bygger så fort vi kan. Ingen kommun i Uppsala län växer som vår, säger hon.

[[Socialdemokraternas|kurum]] gruppledare [[Hussein Abdirahman|kişi]] menar att kommunen borde ha börjat planera tidigare.

– Vi har varnat för det här i fem år. Nu får barnen betala för att majoriteten inte lyssnade, säger [[han|kişi]].

[[Knivsta kommun|kurum]] har öppet hus på skolan söndag 16 augusti klockan 13–15. Mer om skolstarten finns på [[knivsta.example/angsbacken|iletişim]].""",

# 4 näringsliv: en tysk fönsterorder ger nya jobb (Vissefjärda, Emmaboda)
"""Tysk fönsterorder ger 30 nya jobb i Vissefjärda

[[Onsdag 4 mars 2026|zaman]]

Fönstertillverkaren [[Vissefjärda Snickeri AB|kurum]] har fått sin största order någonsin. Under [[två år|zaman]] ska företaget leverera [[18 000|miktar]] träfönster till bostadsbolaget [[Wohnbau Nord|kurum]] i [[Kiel|yer]]. Ordern är värd [[96 miljoner kronor|miktar]].

– Vi har jagat den tyska marknaden i sju år. Nu räcker inte fabriken till, säger [[vd Jonas Petrauskas|kişi]], [[45|yaş]], som kom från [[Kaunas|yer]] till [[Emmaboda|yer]] [[2004|zaman]] för att arbeta som [[snickare|diğer]] och köpte företaget tretton år senare.

Företaget har i dag [[42|miktar]] anställda och ska anställa 30 till under våren. För att klara omkring 36 fönster per arbetsdag bygger det också en ny lackeringslinje för [[11 miljoner kronor|miktar]], delvis lånade från [[Almi|kurum]].

En av dem som redan har fått jobb är [[Ahmad Sultani|kişi]], [[28|yaş]], från [[Ghazni|yer]] i Afghanistan. Han gick [[Arbetsförmedlingens|kurum]] snickarutbildning 2019.

– Jag kom hit som [[ensamkommande|diğer]] [[2015|zaman]] och kunde inte ett ord svenska. Nu är jag [[skiftledare|diğer]] och lär upp de nya, säger han.

[[Emmaboda kommuns|kurum]] näringslivschef [[Maria Gustavsson|kişi]] säger att ordern är viktig för hela bygden.

– [[Xylem|kurum]] är fortfarande störst här, men det är sådana här företag som gör att folk stannar i byarna, säger hon.

Den som vill söka jobb kan mejla till [[jobb@vissefjardasnickeri.example|iletişim]].""",

# 5 jordbruk: kikärtor på Dalboslätten (Brålanda, Vänersborg)
"""Kikärtor på Dalboslätten – Brålandabonde provar nytt

[[Måndag 7 september 2026|zaman]]

På [[Dalboslätten|yer]] utanför [[Brålanda|yer]] har [[Annika Fredriksson|kişi]], [[46|yaş]], och hennes man [[Bengt|kişi]] [[i helgen|zaman]] tröskat vad som troligen är Dalslands första kommersiella skörd av kikärtor.

– Alla sa att det är för kallt här. Men sommaren har varit varm och torr, och kikärtorna klarade sig bättre än vetet, säger [[hon|kişi]].

De sådde [[12 hektar|miktar]] i [[början av maj|zaman]]. Skörden blev [[1,8 ton per hektar|miktar]], alltså drygt 21 ton, som säljs till [[Nordic Pulses AB|kurum]] i Lidköping för [[9 kronor kilot|miktar]]. Det ger omkring [[194 000 kronor|miktar]], något mer än vete hade gett på samma yta.

Försöket görs tillsammans med [[Hushållningssällskapet Väst|kurum]].

– Kikärtan behöver ingen kvävegödsel, och den tål torka. Men den är känslig för regn vid skörden, säger [[växtodlingsrådgivaren Kristian Wallin|kişi]].

Regnet i [[augusti|zaman]] försenade tröskningen med [[tio dagar|zaman]]. Gårdens [[maskinförare|diğer]] [[Tomasz Grabowski|kişi]], [[34|yaş]], som kommer från [[Lublin|yer]], körde tröskan [[från fem på morgonen|zaman]] när det väl blev torrt.

– Min farfar odlade bönor i Polen. Han hade skrattat om han sett mig tröska kikärtor i Sverige, säger han.

Nästa år vill [[Fredriksson|kişi]] så [[30 hektar|miktar]].

[[Fredrikssons|kişi]] gård håller fältvandring [[lördag 19 september|zaman]]. Anmälan till [[070-174 06 47|iletişim]].""",

# 6 kultur: fullsatt barockkonsert (Lövstabruk, Östhammar)
"""Fullsatt kyrka när ungersk organist spelade Bach i Lövstabruk

[[Måndag 27 juli 2026|zaman]]

[[I lördags|zaman]] var alla [[320|miktar]] platser i [[Lövstabruks kyrka|yer]] sålda när den [[ungerska|diğer]] organisten [[Zsófia Kertész|kişi]], [[33|yaş]], avslutade festivalen [[Lövsta barockdagar|diğer]].

Hon spelade på orgeln som [[Johan Niclas Cahman|kişi]] byggde [[1728|zaman]], den största bevarade barockorgeln i Sverige.

– Jag har spelat i [[Leipzig|yer]] och Budapest, men den här orgeln andas på ett annat sätt. Man måste vänta in den, säger [[Kertész|kişi]], som kommer från [[Debrecen|yer]] och studerar vid [[Kungliga Musikhögskolan|kurum]] i Stockholm.

Konserten avslutades med [[Johann Sebastian Bachs|kişi]] [[”Passacaglia i c-moll”|diğer]], och publiken stod upp i [[flera minuter|zaman]].

Festivalen ordnas av den ideella föreningen [[Barock i Lövsta|kurum]]. Under [[fyra dagar|zaman]] hölls fyra konserter med sammanlagt [[1 050|miktar]] besökare, mot 800 förra året.

– Vi trodde aldrig att vi skulle sälja slut. [[Bachs|kişi]] musik i en liten bruksort mitt i skogen, det är ju nästan för bra för att vara sant, säger föreningens ordförande [[Gunnel Sahlström|kişi]], [[71|yaş]].

Biljetterna kostade [[250 kronor|miktar]], och festivalen har fått [[85 000 kronor|miktar]] i bidrag från [[Region Uppsala|kurum]].

Nästa år hoppas föreningen kunna flytta en av konserterna till [[Leufsta herrgård|yer]] för att få plats med fler. Program och biljetter finns på [[leufstaorgel.example|iletişim]].""",

# 7 sport: två guld på ungdoms-SM i längdskidor (Älvsbyn)
"""Femtonåring från Älvsbyn tog två guld på ungdoms-SM

[[Tisdag 17 mars 2026|zaman]]

[[Elle-Maj Kuoljok|kişi]] från [[Älvsbyn|yer]] vann både fem kilometer fristil och sprinten i klassen F15 på [[ungdoms-SM i längdskidor|diğer]] i [[Järvsö|yer]] [[i helgen|zaman]].

I distansloppet [[i lördags|zaman]] var hon [[11,6 sekunder|zaman]] före tvåan, [[Tilde Lindholm|kişi]] från [[IFK Mora|kurum]]. [[På söndagen|zaman]] vann hon sprintfinalen med en skidlängd.

– Jag visste att jag var starkast i uppförsbackarna. Sista kilometern tänkte jag bara på att inte ramla, säger [[Kuoljok|kişi]], som tävlar för [[Vistträsk SK|kurum]].

Hennes pappa [[Nils-Henrik Kuoljok|kişi]] är [[renskötare|diğer]] och tog med henne ut på skidor när hon var två.

– Hon åkte bakom renarna innan hon kunde cykla. Hemma pratar vi [[lulesamiska|diğer]], men på tävlingarna skriker jag på svenska, säger han.

[[Tränaren Anneli Vikström|kişi]], [[52|yaş]], har lett klubbens ungdomsgrupp sedan [[2009|zaman]]. Gruppen har i dag [[46|miktar]] åkare, och [[Elle-Maj|kişi]] är den första från klubben som har vunnit SM-guld.

– Hon tränar [[tolv timmar|zaman]] i veckan och går fortfarande i nian. Det viktigaste är att hon tycker att det är roligt, säger [[Vikström|kişi]].

[[Älvsbyns kommun|kurum]] bjuder på tårta i sporthallen [[på fredag|zaman]]. Nästa mål är [[Nordkalottmästerskapen|diğer]] i [[Rovaniemi|yer]] i april.""",

# 8 transport: tätare tåg i rusningstid (Storvreta, Uppsala)
"""Upptåget stannar i Storvreta varje halvtimme från december

[[Torsdag 8 oktober 2026|zaman]]

Från tidtabellsskiftet [[söndagen den 13 december|zaman]] stannar [[Upptåget|kurum]] i [[Storvreta|yer]] två gånger i timmen i rusningstid, i stället för en. Det beslutade [[kollektivtrafiknämnden i Region Uppsala|kurum]] [[i tisdags|zaman]].

Resan till [[Uppsala|yer]] tar [[elva minuter|zaman]]. Antalet resenärer från Storvreta har ökat med [[60 procent|miktar]] sedan [[2019|zaman]], till omkring [[1 400|miktar]] en vanlig vardag.

– Det har varit trångt på perrongen i flera år. Nu får vi tågen som orten behöver, säger nämndens ordförande [[Per-Olov Hägg|kişi]] ([[C|kurum]]).

De extra stoppen kostar regionen [[8,5 miljoner kronor|miktar]] om året. Samtidigt bygger [[Uppsala kommun|kurum]] ut pendlarparkeringen vid stationen med [[120|miktar]] platser.

[[Farhiya Abdullahi|kişi]], [[36|yaş]], är [[röntgensjuksköterska|diğer]] på [[Akademiska sjukhuset|kurum]] och pendlar varje dag.

– Missar jag tåget 06.42 i dag kommer jag för sent till mitt pass. Med ett tåg till varje halvtimme slipper jag springa, säger hon.

Alla är inte nöjda. [[Liberalernas|kurum]] [[Camilla Ekbom Berg|kişi]] tycker att pengarna hellre borde ha gått till bussarna ut till byarna runt [[Vattholma|yer]].

– Den som bor i Storvreta har redan ett tåg. Den som bor i skogen har ingenting, säger [[hon|kişi]].

Nya tidtabeller publiceras [[i november|zaman]] på [[ul.example/storvreta|iletişim]].""",

# 9 väder: vinterns kallaste natt (Korpilombolo, Pajala)
"""Minus 43,6 grader i Korpilombolo – vinterns kallaste natt

[[Fredag 9 januari 2026|zaman]]

[[Natten till torsdag|zaman]] visade [[SMHI:s|kurum]] mätstation i [[Korpilombolo|yer]] [[minus 43,6 grader|miktar]], den lägsta temperaturen i Sverige hittills i vinter.

[[Pajala kommun|kurum]] ställde in skolskjutsarna i [[två dagar|zaman]], och de [[37|miktar]] eleverna på [[Korpilombolo skola|kurum]] fick stanna hemma.

– Bussarna startade, men vi ville inte riskera att en buss med barn blev stående på en skogsväg, säger [[skolchefen Heidi Mäkitalo|kişi]].

[[Tore Rantatalo|kişi]], [[71|yaş]], som har bilverkstaden i byn, har startat [[28|miktar]] bilar med startkablar sedan [[i onsdags|zaman]].

– Folk glömmer motorvärmaren. Jag säger till dem på [[meänkieli|diğer]] att bilen också fryser, säger [[han|kişi]].

I byns livsmedelsbutik har [[Hanna Jänkälä|kişi]], [[44|yaş]], sålt [[60|miktar]] säckar ved på två dagar.

– Folk eldar dygnet runt. Jag har beställt en lastbil till från [[Övertorneå|yer]], säger hon.

[[Nittioåriga|yaş]] [[Elna Sirkka|kişi]] är inte imponerad.

– [[1987|zaman]] var det kallare, och då hade vi bara vedspis. Det här är inget, säger hon.

Enligt [[meteorologen Oskar Lindgren|kişi]] håller kylan i sig till [[söndag|zaman]]. Det svenska köldrekordet, minus 52,6 grader, sattes i Vuoggatjålme 1966.

[[Hemtjänsten i Pajala|kurum]] gör extra besök hos äldre som bor ensamma. Den som är orolig för en granne kan ringa [[070-174 06 19|iletişim]].""",

# 10 lokalpolitik: veto mot en vindkraftspark (Högsäter, Färgelanda)
"""Färgelanda säger nej till vindkraftsparken vid Högsäter

[[Tisdag 24 november 2026|zaman]]

[[Kommunfullmäktige i Färgelanda|kurum]] röstade [[i går kväll|zaman]] nej till de [[22|miktar]] vindkraftverk som [[Dalsland Vindkraft AB|kurum]] vill bygga på höjderna öster om [[Högsäter|yer]]. Röstsiffrorna blev [[16 mot 13|miktar]], och två ledamöter var frånvarande.

Därmed använder kommunen sitt [[kommunala veto|diğer]], och parken kan inte få tillstånd.

– Vi är inte emot vindkraft. Men de här verken skulle bli [[270 meter|miktar]] höga och synas från varenda gård i socknen, säger [[kommunstyrelsens ordförande Ulrika Johansson|kişi]] ([[C|kurum]]).

Bolaget hade erbjudit bygden [[1,5 miljoner kronor|miktar]] om året i [[25 år|zaman]].

– Det är 37,5 miljoner kronor till föreningar, vägar och fiber som försvinner i kväll, säger [[Socialdemokraternas|kurum]] gruppledare [[Marcus Wikander|kişi]].

[[Hendrik de Vries|kişi]], som kom från [[Nederländerna|yer]] [[2011|zaman]] och driver ett bed and breakfast utanför Högsäter, satt på läktaren.

– Gästerna kommer hit för tystnaden och stjärnhimlen. Min granne Lasse sa att han skulle sälja om parken byggdes, säger han.

Bolagets vd [[Fredrik Ljung|kişi]] är besviken.

– Vi har lagt [[fyra år|zaman]] och drygt sex miljoner kronor på det här projektet, säger [[han|kişi]] till [[Dalslänningen|kurum]].

Beslutet i ärende [[KS 2025/214|kimlik]] kan inte överklagas i sak. Protokollet justeras [[på torsdag|zaman]] och läggs ut på [[fargelanda.example/kf|iletişim]].""",

# 11 religion: kyrkan stängs över vintern (Ullånger, Kramfors)
"""Ullångers kyrka stängs över vintern för att spara el

[[Lördag 17 oktober 2026|zaman]]

Från [[den 3 januari|zaman]] till [[palmsöndagen|zaman]] blir det inga gudstjänster i [[Ullångers kyrka|yer]]. I stället flyttas de till församlingshemmet. Det har [[kyrkorådet|kurum]] i [[Ullångers församling|kurum]] beslutat.

Att värma upp den stora kyrkan under de [[tolv|miktar]] vintersöndagarna kostar omkring [[180 000 kronor|miktar]].

– Varje söndag i kyrkan kostar oss 15 000 kronor i el. Det har vi inte råd med när vi tappar medlemmar varje år, säger [[kyrkoherde Neema Mwakalinga|kişi]], [[49|yaş]].

Hon växte upp i en [[luthersk|diğer]] familj i [[Dodoma|yer]] i Tanzania och prästvigdes i [[Härnösands stift|kurum]] [[2014|zaman]].

– Hemma frös vi aldrig i kyrkan. Men jag har lärt mig att man i Norrland inte sjunger bra med mössa på, säger [[hon|kişi]].

[[Karin Sjölander|kişi]], [[77|yaş]], gifte sig i kyrkan [[1969|zaman]] och har samlat [[286|miktar]] namn mot beslutet, de flesta via [[Facebook|kurum]].

– Kyrkan har stått här i över hundra år. Den har klarat kallare vintrar än den här, säger hon.

Begravningar ska ändå hållas i kyrkan, som då värms upp [[ett dygn|zaman]] i förväg. I församlingen har antalet medlemmar minskat med [[en femtedel|miktar]] på [[tio år|zaman]].

Påskdagens gudstjänst [[den 28 mars|zaman]] hålls åter i kyrkan. Frågor kan ställas till pastorsexpeditionen på [[070-174 06 85|iletişim]].""",

# 12 brott: kopparstöld stoppade tågen (Moheda, Alvesta)
"""Kopparstöld stoppade tågen vid Moheda – 4 000 resenärer drabbades

[[Onsdag 11 november 2026|zaman]]

[[Natten till tisdag|zaman]] stal okända gärningsmän omkring [[300 meter|miktar]] kopparkabel längs [[Södra stambanan|yer]] strax norr om [[Moheda|yer]] i [[Alvesta kommun|kurum]]. Signalsystemet slogs ut, och all tågtrafik mellan [[Alvesta|yer]] och Nässjö stod still i [[nio timmar|zaman]].

[[46|miktar]] tåg ställdes in eller blev försenade, och omkring 4 000 resenärer drabbades.

– Det är tredje gången i år på samma sträcka. Kabeln är värd kanske 15 000 kronor i skrot, men för samhället kostar det miljoner, säger [[Trafikverkets|kurum]] [[underhållschef|diğer]] [[Sofia Hedenström|kişi]].

[[Magdalena Wróbel|kişi]], [[31|yaş]], är sjuksköterska på [[Centrallasarettet i Växjö|kurum]] och stod på perrongen i Moheda i [[två timmar|zaman]].

– Till slut fick min sambo köra mig. Patienterna väntar ju inte på att tåget ska komma, säger [[hon|kişi]].

Ett vittne såg en vit skåpbil på en grusväg vid banvallen vid tretiden på natten och lade märke till registreringsnumret, [[MHL 58J|kimlik]]. Skyltarna visade sig vara stulna från en bil i [[Ljungby|yer]].

[[I går eftermiddag|zaman]] greps en [[46-årig|yaş]] man från [[Värnamo|yer]], misstänkt för grov stöld och sabotage. Han nekar till brott.

Fackförbundet [[Seko|kurum]] kräver att Trafikverket sätter upp kameror längs sträckan.

– Vi tar de här brotten på stort allvar eftersom de kan sätta liv i fara, säger [[polisens presstalesperson Anna Ekdahl|kişi]].

Anmälan har nummer [[5000-K291744-26|kimlik]]. Tips kan lämnas till polisen på 114 14.""",
]

# Capitalised words that may sit inside a `kişi` span without being a name of their own.
NOT_NAMES = frozenset({
    "Magistrate", "Crown", "Counsel", "Sister", "Mrs", "Harbour", "Detective", "Inspector",
    "Rev", "Utbildningsnämndens", "Tränaren",
})

SCHEME = Scheme(
    prefix="heldout18",
    labels=(
        "kişi", "yer", "kurum", "zaman", "yaş", "miktar", "iletişim", "kimlik", "diğer",
    ),
    person="kişi",
    words=(180, 260),
    spans=(22, 28),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
