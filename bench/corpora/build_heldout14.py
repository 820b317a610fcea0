#!/usr/bin/env python3
"""Build and check the fourteenth pair of held-out corpora (heldout14_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0): to the extent
possible under law, the authors have waived all copyright and related rights to these
texts and to this builder. The texts are local and regional news articles; all private
people, quotations, addresses, e-mail addresses, URLs, phone numbers, case, notice and
police-report numbers, amounts, counts and small organisations are invented. Real public
bodies, companies and places are named as news would name them; what they do here is
invented. Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand. This pair's labels are Spanish and upper case, without accents
(``PERSONA``, ``LUGAR``, ``ORGANIZACION``, ``FECHA``, ``EDAD``, ``CANTIDAD``,
``CONTACTO``, ``IDENTIFICADOR``, ``OTRO``).

    python3 bench/corpora/build_heldout14.py          # write both files, then check them
    python3 bench/corpora/build_heldout14.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, main

EN = [
# 1 courts: a land-board clerk jailed (Francistown, Botswana)
"""Former land board clerk jailed for selling plots that were not his

[[Thursday 21 May 2026|FECHA]]

[[FRANCISTOWN|LUGAR]] — A former [[land board clerk|OTRO]] who sold 23 residential plots he had no right to sell was jailed for [[five years|FECHA]] by the [[Francistown Magistrates' Court|ORGANIZACION]] [[yesterday|FECHA]].

[[Thabo Kgositsile|PERSONA]], [[46|EDAD]], joined the [[Tati Land Board|ORGANIZACION]] in [[2004|FECHA]] at the age of 24. [[Between March 2023 and January 2025|FECHA]] he issued forged allocation letters for plots at [[Tshesebe|LUGAR]], charging each buyer P8,000, or [[P184,000|CANTIDAD]] in all. The plots had already been allocated to other families.

One buyer, [[Boitumelo Mothibi|PERSONA]], [[34|EDAD]], a [[nurse|OTRO]] at [[Nyangabgwe Referral Hospital|ORGANIZACION]], had poured a foundation before the real owner arrived with the police. "I paid with my first two years of savings," she told the court in [[Setswana|OTRO]]. "Now there is only concrete and grass."

Passing sentence, [[Magistrate Onalenna Sebego|PERSONA]] said [[Kgositsile|PERSONA]] had "sold the trust of a public office, plot by plot". Two of the five years are suspended for three years on condition that he repays the buyers.

Prosecutor [[Kabelo Ntshole|PERSONA]] of the [[Directorate of Public Prosecutions|ORGANIZACION]] told the court that only P21,000 had been recovered from [[Kgositsile|PERSONA]]'s bank account. The case was registered as [[FMC/CR/0412/2025|IDENTIFICADOR]].

Defence lawyer [[Keletso Dube|PERSONA]] said his client would appeal to the [[High Court|ORGANIZACION]] in Francistown. "He has a wife and three children who depend on him," he said.

The land board has asked anyone holding an allocation letter signed by the former clerk to have it checked at its office or by e-mail at [[allocations@tatilandboard.example|CONTACTO]].""",

# 2 health: a first dialysis unit (Livingstone, Zambia)
"""Livingstone kidney patients spared 470 km trip as dialysis unit opens

[[Tuesday 3 March 2026|FECHA]]

[[LIVINGSTONE|LUGAR]] — Patients with kidney failure in [[Southern Province|LUGAR]] will no longer have to travel 470 kilometres to [[Lusaka|LUGAR]] for treatment after [[Livingstone University Teaching Hospital|ORGANIZACION]] opened its first [[dialysis|OTRO]] unit on [[Monday|FECHA]].

The unit has eight machines and can treat up to [[24|CANTIDAD]] patients a day in three shifts. It cost [[K9.6 million|CANTIDAD]]: K6.4 million came from the [[Ministry of Health|ORGANIZACION]] and [[K3.2 million|CANTIDAD]] was raised by the [[Rotary Club of Livingstone|ORGANIZACION]] over [[two years|FECHA]].

"Until now, kidney failure here was often a death sentence, because families could not pay for the bus three times a week," said [[nephrologist Dr Mutinta Hamoonga|PERSONA]], [[39|EDAD]], the province's only kidney specialist. Four nurses trained for [[six months|FECHA]] at the [[University Teaching Hospital|ORGANIZACION]] in Lusaka to run the unit.

Among the first patients was [[Bwalya Mulenga|PERSONA]], [[58|EDAD]], a retired [[mathematics teacher|OTRO]] from [[Kazungula|LUGAR]]. Since [[January 2024|FECHA]] he has left home at 3am on Mondays, Wednesdays and Fridays for dialysis in the capital. "I spent more of my life on that bus than with my grandchildren," [[he|PERSONA]] said.

His wife, [[Agness Mulenga|PERSONA]], sold two of their goats [[last year|FECHA]] to pay the fares. "Today I cooked at home and he was back for lunch," [[she|PERSONA]] said in [[Chitonga|OTRO]].

Dialysis is free at government hospitals. Patients can ask their clinic for a referral or write to [[renal.unit@luth.example|CONTACTO]].""",

# 3 schools: new classrooms (Zomba, Malawi)
"""Zomba pupils move out from under the mango trees

[[Friday 16 October 2026|FECHA]]

[[ZOMBA|LUGAR]] — For [[six years|FECHA]], most of the 1,120 pupils at [[Chikomwe Primary School|ORGANIZACION]] learned in the shade of mango trees and went home whenever it rained. On [[Wednesday|FECHA]] they moved into eight new classrooms, a month before the rainy season.

The two classroom blocks cost [[MK145 million|CANTIDAD]]. The [[Ministry of Education|ORGANIZACION]] paid MK100 million, and [[MK45 million|CANTIDAD]] was raised by former pupils living in [[Blantyre|LUGAR]], [[Johannesburg|LUGAR]] and [[Manchester|LUGAR]] through the [[Chikomwe Old Pupils' Trust|ORGANIZACION]].

"When the wind blew, the chalkboard fell over on the children," said the head teacher, [[Mrs Chimwemwe Banda|PERSONA]], [[51|EDAD]]. The school still has only [[14|CANTIDAD]] teachers, or one for every 80 pupils, and [[she|PERSONA]] wants the district to send at least six more.

[[Tiyamike Kachingwe|PERSONA]], [[12|EDAD]], who is in [[Standard 7|OTRO]], said she could finally keep her exercise books dry. "Under the tree I wrote with one hand and held my book down with the other," [[Tiyamike|PERSONA]] said in [[Chichewa|OTRO]].

The district education manager, [[Mr Yohane Phiri|PERSONA]] of [[Zomba District Council|ORGANIZACION]], said two new teachers would arrive in [[January|FECHA]].

The trust's chairman, [[Dr Wongani Mwale|PERSONA]], a [[civil engineer|OTRO]] in Manchester, supervised the building on three visits. "My class of [[1989|FECHA]] had 90 pupils and one tree. I promised my old teacher I would come back," he said.

Donations for desks can be sent to [[chikomwe.trust@mwnet.example|CONTACTO]].""",

# 4 business: a hardware firm's new store (Linden, Guyana)
"""Hardware firm opens Linden store and hires 42

[[Saturday 12 September 2026|FECHA]]

[[GEORGETOWN|LUGAR]] — [[Persaud & Sons Hardware|ORGANIZACION]], which began as a single shop on [[Regent Street|LUGAR]] in [[1979|FECHA]], opened its fourth store [[yesterday|FECHA]], in the mining town of [[Linden|LUGAR]].

The store, on the [[Wismar|LUGAR]] bank of the [[Demerara River|LUGAR]], cost [[G$620 million|CANTIDAD]] to build and stock, the company said. About two thirds of that came from a loan by [[Demerara Bank|ORGANIZACION]]. Of the [[42|CANTIDAD]] staff hired, 30 live in Linden and the other 12 have transferred from the Georgetown stores.

Founder [[Rajendra Persaud|PERSONA]], [[71|EDAD]], was 24 when he opened the first shop with a loan from his mother and a handcart. "[[Forty-seven years ago|FECHA]] I sold nails by the pound," [[he|PERSONA]] said at the opening. "Now my granddaughter shows me the stock on a tablet."

His daughter, [[managing director Shivani Persaud-Williams|PERSONA]], said builders in [[Region Ten|LUGAR]] had been driving 100 kilometres to Georgetown for cement and roofing. "Linden is building again, and nobody should lose a day on the highway to buy a sheet of zinc," [[she|PERSONA]] said.

The new store's manager, [[Shondel Adams|PERSONA]], [[35|EDAD]], grew up in [[Mackenzie|LUGAR]] and worked for [[eight years|FECHA]] as an [[electrician at the bauxite plant|OTRO]] before joining the company. "Half of my staff are young people who never had a payslip before," she said.

The company is still recruiting a [[forklift driver|OTRO]] and two cashiers. Applications can be sent to [[jobs@persaudhardware.example|CONTACTO]], and the store's catalogue is at [[persaudhardware.example/linden|CONTACTO]].""",

# 5 sport: a women's football grand final (Alice Springs, Northern Territory)
"""Hawks end 19-year wait for a women's flag in Alice Springs

[[Monday 14 September 2026|FECHA]]

[[ALICE SPRINGS|LUGAR]] — The [[Todd River Hawks|ORGANIZACION]] won their first women's premiership since [[2007|FECHA]] on [[Saturday|FECHA]], beating the [[Ilparpa Rovers|ORGANIZACION]] by 17 points in the [[Central Australian Football League|ORGANIZACION]] grand final at [[Traeger Park|LUGAR]].

The Hawks kicked 7.9 (51) to the Rovers' 5.4 (34) in front of about [[3,200|CANTIDAD]] people, a record crowd for a women's game in the Centre.

Captain [[Shania Hayes|PERSONA]], [[24|EDAD]], kicked three of her side's seven goals and was named best on ground. "My aunty played in the 2007 side and she was yelling at me from the fence all day," [[Hayes|PERSONA]] said.

Coach [[Marlene Stuart|PERSONA]], [[52|EDAD]], played in that 2007 team as a [[ruck|OTRO]]. "We lost five grand finals in between. I was starting to think the cup had a curse on it," [[she|PERSONA]] said.

Rovers midfielder [[Kirra Bloomfield|PERSONA]], [[19|EDAD]], drove in from [[Hermannsburg|LUGAR]], 130 kilometres west of town, for every training session this season. Her coach, [[Dale Kopp|PERSONA]], said [[she|PERSONA]] would be "in the AFLW within two years if the scouts have eyes".

The Hawks' president, [[Rosie Kenny|PERSONA]], said the club would hold a community barbecue at its rooms on [[Larapinta Drive|LUGAR]] on [[Sunday 20 September|FECHA]]. She thanked the players' families for raising [[A$18,500|CANTIDAD]] over the season to hire buses for away games in [[Tennant Creek|LUGAR]].

Players and supporters who want to join the club for next season can call [[0491 570 238|CONTACTO]].""",

# 6 culture: an opera premiere (Whitehorse, Yukon)
"""Whitehorse teacher's gold-rush opera sells out its premiere run

[[Saturday, November 21, 2026|FECHA]]

[[WHITEHORSE, Yukon|LUGAR]] — An opera about the women of the Klondike gold rush, written by a Whitehorse music teacher, had sold all 1,200 seats for its three performances at the [[Yukon Arts Centre|ORGANIZACION]] before the curtain rose on [[Thursday|FECHA]].

[["The Ninety-Eight"|OTRO]] follows a laundress, a dance-hall singer and a [[Hän|OTRO]] guide on the trail to [[Dawson City|LUGAR]] in [[1898|FECHA]], 128 years ago. The last performance is [[tonight|FECHA]].

Its composer, [[Lourdes Bautista|PERSONA]], [[48|EDAD]], has taught music at [[F.H. Collins Secondary School|ORGANIZACION]] since [[2011|FECHA]], two years after she came to the Yukon from [[Iloilo|LUGAR]] in the [[Philippines|LUGAR]]. "I arrived in January at minus 38 and thought the people who stayed for the gold rush were crazy," [[she|PERSONA]] said. "Then I understood them."

Several arias are sung in Hän, a language with only a handful of fluent speakers. [[Doris McLeod|PERSONA]], [[79|EDAD]], an elder from Dawson City, spent [[two winters|FECHA]] going over the words with the cast. "When the young soprano sang my grandmother's lullaby, I had to go out to the lobby," [[McLeod|PERSONA]] said.

The production received [[C$85,000|CANTIDAD]] from the [[Canada Council for the Arts|ORGANIZACION]] and C$40,000 from the [[Government of Yukon|ORGANIZACION]]. Its cast of 22 includes six students from her school, among them the [[Grade 12|OTRO]] soprano [[Maya Chen-Lindqvist|PERSONA]], [[17|EDAD]].

Ticket holders who cannot make tonight's show can ask for a refund at [[box.office@yukonartscentre.example|CONTACTO]] or [[867-555-0132|CONTACTO]].""",

# 7 transport: a ferry fault (Isle of Man)
"""Ferry fault strands 600 at Heysham ahead of Manx Grand Prix

[[Monday 3 August 2026|FECHA]]

[[DOUGLAS|LUGAR]] — More than 600 people spent a night in cars, hotels and a ferry terminal in [[Heysham|LUGAR]] after a fault on the [[Isle of Man Steam Packet Company|ORGANIZACION]]'s newest ship cancelled two sailings to the island.

The [[Manxman|OTRO]] was withdrawn on [[Saturday afternoon|FECHA]] when a stabiliser failed to retract, the company said. Its older vessel, the [[Ben-my-Chree|OTRO]], took [[612|CANTIDAD]] passengers and 180 vehicles across on [[Sunday|FECHA]], leaving Heysham at 2.15am and arriving in Douglas at 6am, a crossing of [[three hours and 45 minutes|FECHA]].

Among them was [[Kieran Quayle|PERSONA]], [[38|EDAD]], a [[plumber|OTRO]] from [[Ramsey|LUGAR]], who was driving home from a family wedding in [[Preston|LUGAR]] with his two sons. "The boys slept on the back seat and I slept on the steering wheel," [[he|PERSONA]] said.

Many of those waiting were riders booked for the [[Manx Grand Prix|OTRO]], which starts [[later this month|FECHA]]. [[Aoife Kinrade|PERSONA]], [[29|EDAD]], who races a 1970s motorcycle, said she had been queuing since 11am. "My bike was in the van, and the van was in the queue. I would have swum if I could."

A spokesman for the company, [[Tom Callister|PERSONA]], said the newer ship should be back in service by [[Wednesday|FECHA]]. Passengers on the cancelled sailings will get a full refund and a [[£50|CANTIDAD]] voucher.

[[Michelle Corlett|PERSONA]], a member of the [[House of Keys|ORGANIZACION]], said she would ask the [[Department of Infrastructure|ORGANIZACION]] to review its sea services agreement.

Passengers can claim their refunds on [[07700 900347|CONTACTO]] or at [[refunds@steam-packet.example|CONTACTO]].""",

# 8 weather: a hurricane (Bermuda)
"""Hurricane Tobias leaves three quarters of Bermuda without power

[[Tuesday, September 22, 2026|FECHA]]

[[HAMILTON, Bermuda|LUGAR]] — Crews worked through the night to restore electricity after [[Hurricane Tobias|OTRO]] passed 40 miles west of the island on [[Sunday|FECHA]], bringing gusts of [[112 mph|CANTIDAD]] at [[L.F. Wade International Airport|LUGAR]].

At the height of the storm, [[27,000|CANTIDAD]] of [[BELCO|ORGANIZACION]]'s 36,000 customers, or [[75 per cent|CANTIDAD]], had no power. By [[Monday evening|FECHA]] the figure had fallen to 9,000, the utility said.

The [[Bermuda Weather Service|ORGANIZACION]] recorded 6.3 inches of rain in 24 hours. The Causeway between [[St. David's|LUGAR]] and the mainland was closed for 19 hours after waves threw rocks onto the road.

[[Desiree Outerbridge|PERSONA]], [[66|EDAD]], a retired [[customs officer|OTRO]] in [[Flatts Village|LUGAR]], lost the roof of her water tank and half a cedar tree. "My father rode out Fabian in this house in 2003, and he always said the next one would be worse," [[she|PERSONA]] said.

[[Landscaper|OTRO]] [[Manuel Furtado|PERSONA]], who came to Bermuda from [[São Miguel|LUGAR]] in the Azores in [[1996|FECHA]], had 14 calls about fallen trees before 7am [[yesterday|FECHA]]. "I brought this chainsaw from the Azores thirty years ago, and it is still working," he said in [[Portuguese|OTRO]].

The [[Emergency Measures Organisation|ORGANIZACION]] said schools would reopen on [[Wednesday|FECHA]], except [[Somerset Primary School|ORGANIZACION]], which lost part of its roof. No deaths were reported.

Residents still without power can report outages on [[441-555-0190|CONTACTO]] or at [[outages.belco.example|CONTACTO]].""",

# 9 housing: tenants told to leave (St Helier, Jersey)
"""St Helier tenants given 23 days to leave block after fire inspection

[[Wednesday 4 February 2026|FECHA]]

[[ST HELIER|LUGAR]] — Thirty-eight households have been told to leave a privately owned block of flats on [[Pier Road|LUGAR]] by [[Friday 27 February|FECHA]] after fire inspectors found that its only staircase had no fire doors and that the alarm system had not worked for [[two years|FECHA]].

The [[Jersey Fire and Rescue Service|ORGANIZACION]] served a prohibition notice, reference [[JFRS/PN/2026/011|IDENTIFICADOR]], on the owner, [[Grève Properties Ltd|ORGANIZACION]], on [[Monday|FECHA]].

The social landlord [[Andium Homes|ORGANIZACION]] has offered 12 empty flats, and the owner says it can move nine households to its other buildings, leaving 17 with nowhere yet to go.

[[Marta Fernandes|PERSONA]], [[44|EDAD]], a [[hotel housekeeper|OTRO]] from [[Madeira|LUGAR]], has lived on the fourth floor with her husband and their daughter, [[Inês|PERSONA]], [[12|EDAD]], since [[2015|FECHA]]. She pays [[£1,350|CANTIDAD]] a month. "We complained about the alarm every winter. Now they throw us out in February because of the alarm," [[she|PERSONA]] said in [[Portuguese|OTRO]].

[[Deputy Louise Le Cornu|PERSONA]], who represents [[St Helier Central|LUGAR]] in the [[States Assembly|ORGANIZACION]], said she would ask the housing minister why the block had not been inspected since [[2019|FECHA]]. "A family earning £40,000 a year cannot find a two-bedroom flat in town for less than £1,500," she said.

A director of Grève Properties, [[Nigel Renouf|PERSONA]], said the company regretted "the inconvenience" and would return every deposit in full.

Tenants can get free advice from the [[Citizens Advice Jersey|ORGANIZACION]] housing line on [[07700 900582|CONTACTO]] or at [[housing@cajersey.example|CONTACTO]].""",

# 10 migration: a cook granted permanent residence (Summerside, Prince Edward Island)
"""Summerside cook granted permanent residence after town rallies

[[Friday, October 9, 2026|FECHA]]

[[SUMMERSIDE, P.E.I.|LUGAR]] — A [[line cook|OTRO]] from [[Nepal|LUGAR]] who faced leaving Canada when his work permit ran out has been granted permanent residence, [[two weeks|FECHA]] after more than [[3,400|CANTIDAD]] people signed a petition for him.

[[Bishal Gurung|PERSONA]], [[31|EDAD]], came to Prince Edward Island from [[Pokhara|LUGAR]] in [[March 2022|FECHA]] and has cooked at the [[Harbourfront Grill|ORGANIZACION]] on Water Street ever since. His permit was due to expire on [[October 31|FECHA]], and his application through the provincial nominee program had stalled after the province cut its nominations in [[2024|FECHA]].

The restaurant's owner, [[Angela Gallant|PERSONA]], started the petition last month. "He has not missed a shift in four and a half years. In a town this size, you notice who turns up," she said.

[[Immigration, Refugees and Citizenship Canada|ORGANIZACION]] told [[Gurung|PERSONA]] of the decision by e-mail on [[Wednesday|FECHA]]. He read it in the kitchen during the lunch rush. "I could not see the screen, my eyes were so wet," [[he|PERSONA]] said.

His wife, [[Sunita Gurung|PERSONA]], a [[personal support worker|OTRO]] at a seniors' home, and their son, [[Aarav|PERSONA]], [[5|EDAD]], will also become permanent residents. The boy started school this fall and speaks [[Nepali|OTRO]] at home and English in class.

[[Coun. Justin MacDougall|PERSONA]] of [[Summerside City Council|ORGANIZACION]] said [[the Island|LUGAR]] needed "people who stay", and asked the province to fast-track workers who had held the same job for three years or more.

Employers who want advice on the nominee program can call the province's [[Office of Immigration|ORGANIZACION]] at [[902-555-0117|CONTACTO]].""",

# 11 crime: macaw chicks seized (San Ignacio, Cayo, Belize)
"""Macaw chicks found in cooler at Cayo checkpoint; two men charged

[[Wednesday 13 May 2026|FECHA]]

[[SAN IGNACIO, Cayo|LUGAR]] — Two men have been charged with wildlife trafficking after police found four [[scarlet macaw|OTRO]] chicks in a picnic cooler at a checkpoint on the [[George Price Highway|LUGAR]] on [[Monday night|FECHA]].

Officers of the [[Belize Police Department|ORGANIZACION]] stopped a grey pickup about three miles east of [[Benque Viejo del Carmen|LUGAR]], near the border with Guatemala, at about 10.40pm. The chicks, between four and six weeks old, were wrapped in a towel under bags of ice.

[[Elmer Cocom|PERSONA]], [[28|EDAD]], a [[farm labourer|OTRO]] from [[Succotz|LUGAR]], and [[Rigoberto Ical|PERSONA]], [[35|EDAD]], a [[taxi driver|OTRO]] from Benque Viejo, appeared at the [[San Ignacio Magistrate's Court|ORGANIZACION]] [[yesterday|FECHA]] charged under the [[Wildlife Protection Act|OTRO]]. Both were granted bail of [[BZ$10,000|CANTIDAD]] and must return on [[June 24|FECHA]]. The case number is [[SI/CR/0336/26|IDENTIFICADOR]].

Rangers from [[Friends for Conservation and Development|ORGANIZACION]] believe the chicks were taken from a nest in the [[Chiquibul|LUGAR]] forest, where fewer than 300 of the birds remain. "Poachers cut down the whole tree to reach one nest. That tree will never hold macaws again," said ranger [[Marvin Teck|PERSONA]].

The chicks are being hand-fed at [[The Belize Zoo|ORGANIZACION]]. Veterinarian [[Dr Isabel Chun|PERSONA]] said three were doing well and the smallest was "weak but eating". "If they survive, they will go back to the forest in about a year," she said.

Information on poaching can be given in English, [[Spanish|OTRO]] or [[Q'eqchi'|OTRO]] at [[tips@fcdbelize.example|CONTACTO]].""",

# 12 local politics: a council buys coastline (Hilo, Hawaii)
"""Hawaii County Council votes 7-2 to buy Puna coastline for a park

[[Thursday, June 4, 2026|FECHA]]

[[HILO, Hawaii|LUGAR]] — The [[Hawaii County Council|ORGANIZACION]] voted 7-2 on [[Wednesday|FECHA]] to buy 42 acres of lava coastline near [[Pohoiki|LUGAR]] for [[$3.8 million|CANTIDAD]], keeping the land out of the hands of a resort developer.

The money will come from the county's open-space fund. An appraisal in [[February|FECHA]] valued the parcel at [[$4.1 million|CANTIDAD]], but the owner, [[Puna Makai Holdings LLC|ORGANIZACION]], accepted $300,000 less, or about $90,500 an acre.

[[Councilmember Noelani Kahale|PERSONA]], who represents the district, said the vote ended "twelve years of fighting over a fence". [[She|PERSONA]] introduced the bill in [[January|FECHA]].

The two votes against came from members who said the county should spend the money on roads. "My constituents in [[Kona|LUGAR]] are driving on potholes while we buy rocks in Puna," said [[Councilmember Dennis Nakamura|PERSONA]].

More than 60 people testified, most of them in favor. [[Kainoa Medeiros|PERSONA]], [[67|EDAD]], a retired [[fisherman|OTRO]] from [[Pāhoa|LUGAR]], said his family had gathered [['opihi|OTRO]] on that shore for four generations. "My grandfather taught me the name of every tide pool in [[Hawaiian|OTRO]]. My grandchildren should be able to walk there without asking anyone," [[he|PERSONA]] said.

The [[2018|FECHA]] eruption of [[Kīlauea|LUGAR]] buried nearby [[Kapoho Bay|LUGAR]] and left new black-sand beaches at Pohoiki. The county's [[Department of Parks and Recreation|ORGANIZACION]] will manage the land once the sale closes, expected in [[December|FECHA]].

Comments on a plan for the park can be sent to [[parks@hawaiicounty.example|CONTACTO]] or left on [[808-555-0126|CONTACTO]].""",
]

SV = [
# 1 domstol: järv jagad med snöskoter (Gällivare)
"""Två män dömda för att ha kört ihjäl en järv med skoter

[[Fredag 13 november 2026|FECHA]]

[[Gällivare tingsrätt|ORGANIZACION]] dömde [[i går|FECHA]] två män för [[grovt jaktbrott|OTRO]]. I [[mars 2025|FECHA]] jagade de en [[järv|OTRO]] med snöskoter i nästan två timmar på kalfjället väster om [[Ritsem|LUGAR]] och körde till slut över djuret.

Den [[41-årige|EDAD]] mannen från [[Malmberget|LUGAR]] döms till fängelse i [[åtta månader|FECHA]]. Hans [[36-årige|EDAD]] kusin från [[Gällivare|LUGAR]], som satt bakom honom på skotern och filmade med mobilen, får villkorlig dom och [[80 dagsböter à 200 kronor|CANTIDAD]], sammanlagt 16 000 kronor. Skotern förverkas.

Järven hittades av [[Länsstyrelsen i Norrbottens län|ORGANIZACION]]s [[naturbevakare|OTRO]] [[Per-Anders Kuoksu|PERSONA]] efter ett tips från en [[turskidåkare|OTRO]].

– Spåren i snön berättade allt. Man såg var järven till slut lade sig ner i snön och var skotern körde över den, säger [[Kuoksu|PERSONA]].

Männen har nekat till brott och sagt att järven sprang ut framför skotern. Men filmen i kusinens telefon och skoterns GPS-spår visade något annat, enligt domen.

– Djuret var utmattat och hade ingen chans. Det här var inte jakt, det var plågeri, sa [[kammaråklagaren Elin Nutti|PERSONA]] under rättegången i [[oktober|FECHA]].

Försvararen, [[advokat Jari Keinänen|PERSONA]] i [[Luleå|LUGAR]], säger att [[hans|PERSONA]] klient kommer att överklaga till [[Hovrätten för Övre Norrland|ORGANIZACION]]. Det måste ske senast [[torsdag 3 december|FECHA]], tre veckor efter domen.

Järven är fredad i hela Sverige. Domen i mål [[B 1184-25|IDENTIFICADOR]] kan beställas från tingsrätten på [[gallivare.tingsratt@dom.example|CONTACTO]].""",

# 2 hälsa: vårdplatser stängs i sommar (Vilhelmina)
"""Sjukstugan i Vilhelmina stänger vårdplatserna i sex veckor

[[Tisdag 12 maj 2026|FECHA]]

Brist på sjuksköterskor gör att [[Region Västerbotten|ORGANIZACION]] stänger alla [[tolv|CANTIDAD]] vårdplatser vid [[Vilhelmina sjukstuga|ORGANIZACION]] från [[måndag 22 juni|FECHA]] till [[söndag 2 augusti|FECHA]]. Patienter som behöver läggas in får i stället åka till [[Lycksele lasarett|ORGANIZACION]], tolv mil bort.

Av sjukstugans 14 sjukskötersketjänster är [[fem|CANTIDAD]] vakanta. Att fylla dem med hyrpersonal i sommar skulle ha kostat [[2,3 miljoner kronor|CANTIDAD]], enligt regionen.

– Vi har annonserat sedan [[januari|FECHA]] och fått två sökande. Jag kan inte hålla vårdplatser öppna med nio sjuksköterskor som redan gått dubbelpass hela våren, säger [[verksamhetschefen Annelie Grahn|PERSONA]].

Akutmottagningen och hälsocentralen håller öppet som vanligt, och ambulansen blir kvar på orten.

[[Gunnel Persson|PERSONA]], [[84|EDAD]], bor i [[Saxnäs|LUGAR]], tio mil längre in mot fjällen. [[Förra sommaren|FECHA]] låg hon inne på sjukstugan i [[fem dygn|FECHA]] med lunginflammation.

– Hade jag hamnat i Lycksele hade min man inte kunnat hälsa på. Han kör inte bil längre, och bussen går en gång om dagen, säger [[hon|PERSONA]].

[[Oppositionsregionrådet|OTRO]] [[Mikael Sjöström|PERSONA]] ([[M|ORGANIZACION]]) vill att regionen höjer lönerna för sjuksköterskor i inlandet i stället för att betala bemanningsföretag.

– Varje sommar är det samma sak. I [[Dorotea|LUGAR]] och Vilhelmina vet folk redan i [[april|FECHA]] att de inte ska bli sjuka i juli, säger [[han|PERSONA]].

Regionen lovar att utvärdera stängningen i [[september|FECHA]]. Frågor om vården i sommar kan skickas till [[sommarvard.vilhelmina@regionvasterbotten.example|CONTACTO]].""",

# 3 skola: indragen skolskjuts (Tierp)
"""86 elever i Tierps kommun förlorar skolskjutsen

[[Onsdag 2 september 2026|FECHA]]

Från och med den här terminen får elever i årskurs 4–6 i [[Tierps kommun|ORGANIZACION]] skolskjuts först om de bor mer än [[fyra kilometer|CANTIDAD]] från skolan. Tidigare gick gränsen vid tre kilometer. Ändringen gör att [[86|CANTIDAD]] elever har förlorat sin plats i bussen, och kommunen sparar [[1,1 miljoner kronor|CANTIDAD]] om året.

Flest drabbade finns vid [[Ekbackaskolan|ORGANIZACION]] i [[Örbyhus|LUGAR]], där 31 elever nu måste cykla eller skjutsas av sina föräldrar.

[[Sofia Ahlström|PERSONA]], [[39|EDAD]], är [[röntgensjuksköterska|OTRO]] på [[Akademiska sjukhuset|ORGANIZACION]] i [[Uppsala|LUGAR]] och börjar ofta sitt pass klockan sju. Hennes son [[Melker|PERSONA]], [[tio|EDAD]], har 3,6 kilometer till skolan längs en väg utan cykelbana.

– Lastbilarna från grustaget kör i 70. Jag tänker inte låta min tioåring cykla där i november när det är becksvart, säger [[hon|PERSONA]].

[[Ahlström|PERSONA]] har startat en namninsamling med [[1 240|CANTIDAD]] underskrifter och en [[Facebook|ORGANIZACION]]grupp, [[”Skolskjuts för alla i Tierp”|OTRO]], med över 600 medlemmar.

Barn- och ungdomsnämndens ordförande [[Mattias Westling|PERSONA]] ([[C|ORGANIZACION]]) säger att fyra kilometer är samma gräns som i flera grannkommuner.

– Den som anser att vägen är farlig kan söka skolskjuts av trafiksäkerhetsskäl. Vi lovar besked inom [[tre veckor|FECHA]], säger [[han|PERSONA]].

Ansökan görs på [[tierp.example/skolskjuts|CONTACTO]], och frågor besvaras av skolskjutshandläggaren på [[070-174 06 38|CONTACTO]].""",

# 4 näringsliv: ny fabrik (Hillerstorp, Gnosjö kommun)
"""Fjäderfabriken i Hillerstorp bygger nytt för 140 miljoner

[[Torsdag 19 mars 2026|FECHA]]

[[Hillerstorps Fjäder AB|ORGANIZACION]] ska bygga en ny fabrik i industriområdet söder om [[Hillerstorp|LUGAR]] och anställa [[35|CANTIDAD]] personer till. I dag har företaget 95 anställda, efter utbyggnaden blir de 130.

Bygget kostar [[140 miljoner kronor|CANTIDAD]]. [[90 miljoner|CANTIDAD]] lånas av [[Swedbank|ORGANIZACION]], och resten tas ur den egna kassan. Fabriken ska stå klar [[hösten 2027|FECHA]].

Företaget grundades [[1958|FECHA]] av [[Gösta Svensson|PERSONA]] i ett uthus på gården i [[Nissafors|LUGAR]]. I dag tillverkar det fjädrar till bilar, vindkraftverk och sjukhussängar.

– Farfar började med fjädrar till barnvagnar. Nu kommer en tredjedel av omsättningen från medicinteknik, säger [[vd:n Karin Svensson|PERSONA]], [[47|EDAD]], som är tredje generationen i ledningen.

Omsättningen var [[310 miljoner kronor|CANTIDAD]] i fjol. Det svåraste är inte pengarna utan att hitta folk, säger [[hon|PERSONA]]. Företaget söker [[svetsare|OTRO]], CNC-operatörer och två ingenjörer.

[[Emir Hadžić|PERSONA]], [[29|EDAD]], kom från [[Tuzla|LUGAR]] i [[Bosnien och Hercegovina|LUGAR]] för [[tre år|FECHA]] sedan och är i dag [[skiftledare|OTRO]].

– Jag började som svetsare på nattskiftet och lärde mig svenska på rasterna. Här frågar ingen var du kommer ifrån, bara om du kan jobba, säger [[han|PERSONA]].

[[Gnosjö kommun|ORGANIZACION]]s [[näringslivschef|OTRO]] [[Anneli Johansson|PERSONA]] kallar beskedet ”ett kvitto på [[Gnosjöandan|OTRO]]” men säger att bostäder nu är den största flaskhalsen.

Den som vill söka jobb kan skriva till [[jobb@hillerstorpsfjader.example|CONTACTO]].""",

# 5 sport: travlopp (Rättvik och Älvdalen)
"""Älvdalsstoet vann Siljanspokalen – tränaren jublade på älvdalska

[[Måndag 6 juli 2026|FECHA]]

Det blev dalaseger i [[Siljanspokalen|OTRO]] på [[Rättviks travbana|LUGAR]] [[i lördags|FECHA]]. Det [[femåriga|EDAD]] stoet [[Myrbo Stjärna|OTRO]], som tränas av [[Ingrid Halvarsson|PERSONA]] i [[Älvdalen|LUGAR]], vann loppet över 2 140 meter på kilometertiden [[1.12,4|CANTIDAD]] inför [[4 300|CANTIDAD]] åskådare.

– Hon var halt hela vintern. I [[januari|FECHA]] trodde jag att hennes karriär var över, säger [[Halvarsson|PERSONA]], [[61|EDAD]], som har tränat travhästar i [[32 år|FECHA]].

Efter målgången jublade hon först på [[älvdalska|OTRO]] till en väninna vid staketet. Sedan översatte hon för oss andra: ”Nu jäklar.”

Kusken [[Daniel Mossberg|PERSONA]], [[27|EDAD]], från [[Orsa|LUGAR]], vann sitt första stora lopp.

– Jag låg i tredje spår ute i sista kurvan och bad. Sedan bara gick hon, säger [[han|PERSONA]].

Favoriten [[Karat Boy|OTRO]], som tränas på [[Solvalla|LUGAR]], slutade tvåa en längd efter.

Förstapriset är [[150 000 kronor|CANTIDAD]]. Tio procent går till tränaren och fem procent till kusken. Resten, 127 500 kronor, delas av de 40 delägarna i [[Travsällskapet Brunnsberg|ORGANIZACION]], drygt 3 000 kronor var.

– Vi är lärare, busschaufförer och pensionärer från byarna runt Älvdalen. Ingen av oss blir rik, men alla blir glada, säger sällskapets ordförande [[Britt Olsson|PERSONA]].

Stallet tar emot nya delägare inför [[säsongen 2027|FECHA]] via [[brunnsberg@travsallskap.example|CONTACTO]].""",

# 6 kultur: urpremiär för en opera (Vadstena)
"""Urpremiär för operan om [[Birgitta|PERSONA]]s dotter i Vadstena

[[Lördag 25 juli 2026|FECHA]]

Publiken i rikssalen på [[Vadstena slott|LUGAR]] reste sig när ridån gick ner [[i går kväll|FECHA]]. Då hade operan [[”Katarina”|OTRO]], om heliga [[Birgitta|PERSONA]]s dotter, som ledde klostret i staden, just haft urpremiär i [[Vadstena-Akademien|ORGANIZACION]]s regi.

Musiken är skriven av [[tonsättaren Shirin Farahani|PERSONA]], [[36|EDAD]], som föddes i [[Shiraz|LUGAR]] och kom till [[Linköping|LUGAR]] som [[nioåring|EDAD]] [[1999|FECHA]].

– När jag kom hit kunde jag inte ett ord svenska. Nu har jag skrivit en opera på svenska om en kvinna som dog i den här staden för 645 år sedan, säger [[hon|PERSONA]].

Librettot är skrivet av [[Per-Olof Hägg|PERSONA]], [[pensionerad kyrkoherde|OTRO]] i [[Motala|LUGAR]], och flera av körerna sjungs på [[latin|OTRO]]. Titelrollen sjungs av [[sopranen Ebba Lindqvist-Mård|PERSONA]], [[24|EDAD]], som studerar vid [[Operahögskolan i Stockholm|ORGANIZACION]].

– [[Katarina|PERSONA]] var ingen helgonbild. Hon var arg, rädd och envis, och det är det vi sjunger om, säger [[Lindqvist-Mård|PERSONA]].

Uppsättningen har fått 600 000 kronor från [[Kulturrådet|ORGANIZACION]] och 400 000 kronor från [[Region Östergötland|ORGANIZACION]]. Av de 2 450 biljetterna till sju föreställningar har [[2 100|CANTIDAD]] sålts, eller 86 procent.

Sista föreställningen är [[söndag 9 augusti|FECHA]]. Biljetter finns på [[vadstena-akademien.example/katarina|CONTACTO]].""",

# 7 transport: bron får ett körfält (Ölandsbron, Kalmar och Färjestaden)
"""Ölandsbron får bara ett körfält i åtta månader

[[Fredag 4 september 2026|FECHA]]

Från [[måndag 14 september|FECHA]] till [[fredag 14 maj 2027|FECHA]] stängs ett av de två körfälten på [[Ölandsbron|LUGAR]]. Trafiken släpps fram växelvis i ett körfält, styrd av trafikljus vid båda brofästena.

[[Trafikverket|ORGANIZACION]] ska byta räcken och laga betong på den östra delen av den 6 072 meter långa bron. Arbetet kostar [[480 miljoner kronor|CANTIDAD]].

– Vi är klara före sommaren. Det har vi lovat både [[Borgholm|LUGAR]] och [[Mörbylånga|LUGAR]], säger [[projektledaren Tobias Rehn|PERSONA]].

I snitt kör [[19 000|CANTIDAD]] fordon över bron varje dygn. Trafikverket räknar med köer på upp till [[40 minuter|FECHA]] i rusningstid.

[[Jenny Nilsson|PERSONA]], [[44|EDAD]], bor i [[Färjestaden|LUGAR]] och är [[barnmorska|OTRO]] på [[Länssjukhuset i Kalmar|ORGANIZACION]].

– Jag slutar kvällspasset klockan tio och har två barn som ska till skolan dagen efter. Fyrtio minuter i kö varje kväll i åtta månader, det blir mycket tid, säger [[hon|PERSONA]].

[[Kalmar länstrafik|ORGANIZACION]] sätter in extra bussar och låter bussarna köra förbi kön i ett eget fält vid brofästet på öländska sidan. Ambulanser och räddningstjänst släpps alltid fram först.

[[Borgholms kommun|ORGANIZACION]]s [[kommunalråd|OTRO]] [[Ilona Kovács|PERSONA]] ([[M|ORGANIZACION]]) säger att hon är nöjd med att arbetet görs före turistsäsongen. – Hade de stängt i juli hade halva [[Öland|LUGAR]] gått i konkurs, säger [[Kovács|PERSONA]].

Aktuella kötider visas på [[trafikverket.example/olandsbron|CONTACTO]].""",

# 8 väder: hagelstorm (Ysby, Laholms kommun)
"""Hagel stora som golfbollar slog ut jordgubbarna i Ysby

[[Torsdag 18 juni 2026|FECHA]]

Det tog [[tjugo minuter|FECHA]]. Sedan låg [[Henrik Gunnarsson|PERSONA]]s jordgubbsfält i [[Ysby|LUGAR]] utanför [[Laholm|LUGAR]] under ett vitt täcke av is.

– Det här var veckan då vi skulle tjäna årets pengar. Midsommarafton är på fredag, och nu finns det nästan inget kvar att plocka, säger [[Gunnarsson|PERSONA]], [[49|EDAD]].

Ovädret drog in över södra [[Halland|LUGAR]] vid 17-tiden [[i tisdags|FECHA]]. [[SMHI|ORGANIZACION]] hade utfärdat en [[gul varning|OTRO]] för kraftiga åskskurar, och vid mätstationen i [[Våxtorp|LUGAR]] föll [[38 millimeter|CANTIDAD]] regn på en timme.

Av gårdens [[tolv hektar|CANTIDAD]] jordgubbar är [[70 procent|CANTIDAD]] förstörda, drygt åtta hektar. [[Gunnarsson|PERSONA]] räknar med ett bortfall på omkring [[1,5 miljoner kronor|CANTIDAD]], och [[Länsförsäkringar Halland|ORGANIZACION]] har skickat en värderingsman.

På gården bor sex [[säsongsarbetare|OTRO]] från [[Rumänien|LUGAR]]. [[Ionuț Popescu|PERSONA]], [[52|EDAD]], från [[Suceava|LUGAR]] har plockat bär i Ysby i [[elva somrar|FECHA]].

– Jag har aldrig sett något liknande. Vi stannar och plockar på de fält som klarade sig, säger [[han|PERSONA]].

Enligt [[LRF Halland|ORGANIZACION]] drabbades minst femton gårdar mellan Laholm och Båstad.

Gårdsbutiken håller stängt i [[två veckor|FECHA]]. Kunder som har beställt bär till midsommar kan ringa [[070-174 06 71|CONTACTO]].""",

# 9 boende: kommunala bolaget köper ett förfallet hus (Landskrona)
"""Landskronahem köper Pilgatan 11 – hyresgästerna har frusit i två vintrar

[[Tisdag 10 februari 2026|FECHA]]

Det kommunala bostadsbolaget [[Landskronahem|ORGANIZACION]] köper fastigheten [[Pilgatan 11|LUGAR]] i centrala [[Landskrona|LUGAR]] för [[24 miljoner kronor|CANTIDAD]], knappt 670 000 kronor för var och en av de 36 lägenheterna. Köpet godkändes av [[kommunstyrelsen|ORGANIZACION]] [[i måndags|FECHA]].

Hyresgästerna har klagat på trasig värme och mögel i badrummen, och hissen har stått still sedan [[januari 2025|FECHA]]. Ägaren, [[Pilgården Fastigheter AB|ORGANIZACION]] i [[Stockholm|LUGAR]], förelades i [[oktober|FECHA]] av [[Hyresnämnden i Malmö|ORGANIZACION]] att laga värmen inom [[30 dagar|FECHA]], men inget hände.

[[Rami Khoury|PERSONA]], [[58|EDAD]], är [[busschaufför|OTRO]] och har bott på fjärde våningen i [[19 år|FECHA]]. Han föddes i [[Tripoli|LUGAR]] i [[Libanon|LUGAR]].

– [[I december|FECHA]] hade vi fjorton grader i vardagsrummet. Mina barnbarn fick sova i mössa när de var här, säger [[han|PERSONA]].

Landskronahem ska lägga ytterligare [[40 miljoner kronor|CANTIDAD]] på att renovera huset. Bolagets [[vd|OTRO]] [[Johan Malmqvist|PERSONA]] lovar att ingen hyresgäst ska behöva flytta.

– Hyrorna höjs med högst [[fem procent|CANTIDAD]] om året under de första tre åren. Den som vill får bo kvar, säger [[Malmqvist|PERSONA]].

Hyresgästerna har bildat en förening som nås på [[pilgatan11@hyresgast.example|CONTACTO]].""",

# 10 migration: kock hotas av utvisning (Åmål)
"""Kocken ska utvisas efter arbetsgivarens miss – Åmål protesterar

[[Måndag 16 november 2026|FECHA]]

[[Migrationsverket|ORGANIZACION]] har avslagit [[Rahim Chowdhurys|PERSONA]] ansökan om förlängt arbetstillstånd. Skälet är att hans arbetsgivare under [[tre månader 2024|FECHA]] inte hade tecknat [[tjänstepension|OTRO]] för honom.

[[Chowdhury|PERSONA]], [[34|EDAD]], kom från [[Sylhet|LUGAR]] i [[Bangladesh|LUGAR]] [[2021|FECHA]] och är [[kock|OTRO]] på [[Restaurang Hamnmagasinet|ORGANIZACION]] vid gästhamnen i [[Åmål|LUGAR]]. Han och hans fru [[Nusrat|PERSONA]] har en dotter, [[Ayesha|PERSONA]], [[fyra|EDAD]], som föddes på [[NÄL|ORGANIZACION]] i Trollhättan.

– Jag har lärt mig svenska, betalat skatt i fem år och aldrig varit sjuk en dag. [[Ayesha|PERSONA]] har aldrig sett Bangladesh, säger [[han|PERSONA]].

– Felet var mitt. Jag bytte redovisningsbyrå och missade att försäkringen inte följde med. [[Rahim|PERSONA]] har inte gjort något fel, säger restaurangens ägare [[Lars-Göran Dahl|PERSONA]], [[66|EDAD]].

Beslutet kom [[i måndags|FECHA]]. Familjens ombud, [[advokat Sanna Berglund|PERSONA]], överklagar till [[Migrationsdomstolen i Göteborg|ORGANIZACION]] och måste göra det senast [[måndag 30 november|FECHA]].

En namninsamling för familjen har fått [[2 900|CANTIDAD]] namn, nästan var fjärde invånare i kommunen. Liknande beslut har drabbat hundratals arbetskraftsinvandrare i landet, och kritikerna kallar dem kompetensutvisningar.

Stödgruppen finns på [[uppropforrahim.example|CONTACTO]].""",

# 11 brott: telefonbedrägerier mot äldre (Vänersborg)
"""Sju pensionärer i Vänersborg lurade på 1,9 miljoner

[[Onsdag 28 oktober 2026|FECHA]]

Under [[tre veckor i oktober|FECHA]] ringde bedragare till äldre i [[Vänersborg|LUGAR]] och sa att de kom från bankens säkerhetsavdelning. Sju personer mellan [[79|EDAD]] och [[91|EDAD]] år har lurats att logga in med [[BankID|OTRO]] eller lämna ut sina kort. Tillsammans har de förlorat [[1,9 miljoner kronor|CANTIDAD]].

Den största summan, [[420 000 kronor|CANTIDAD]], togs från en [[91-årig|EDAD]] man i [[Blåsut|LUGAR]]. Den minsta var [[100 000 kronor|CANTIDAD]].

[[Britt-Marie Alm|PERSONA]], [[87|EDAD]], förlorade [[310 000 kronor|CANTIDAD]], nästan allt hon hade sparat.

– Han lät så snäll och visste vad min bank hette. Han sa att någon försökte ta mina pengar och att jag måste flytta dem, säger [[hon|PERSONA]].

Hennes son [[Stefan Alm|PERSONA]] upptäckte bedrägeriet [[dagen efter|FECHA]], när han skulle hjälpa henne betala räkningar.

[[Polisen i Fyrbodal|ORGANIZACION]] har gripit en [[22-årig|EDAD]] man från [[Göteborg|LUGAR]] som misstänks för [[penningtvättsbrott|OTRO]]. Pengarna från tre av brotten gick till hans konto.

– Banken ringer aldrig och ber dig logga in med BankID. Aldrig. Lägg på och ring själv upp banken, säger [[kommunpolisen Johanna Tell|PERSONA]].

Polisen bjuder in till ett möte om bedrägerier på [[Träffpunkt Nygatan|ORGANIZACION]] [[torsdag 5 november|FECHA]]. Tips kan lämnas på 114 14 med ärendenummer [[5000-K1187345-26|IDENTIFICADOR]].""",

# 12 kommunpolitik: majoriteten spricker (Heby)
"""Centerpartiet lämnar styret i Heby – S och V tar över

[[Fredag 5 mars 2027|FECHA]]

Majoriteten i [[Heby kommun|ORGANIZACION]] sprack [[i går|FECHA]] när [[Centerpartiet|ORGANIZACION]] lämnade samarbetet med [[Moderaterna|ORGANIZACION]], [[Kristdemokraterna|ORGANIZACION]] och [[Liberalerna|ORGANIZACION]]. Orsaken är planerna på att lägga ner äldreboendet [[Solgläntan|ORGANIZACION]] i [[Östervåla|LUGAR]], med 32 platser.

De fyra partierna hade 22 av fullmäktiges 41 mandat. Utan Centerpartiets sex har de bara 16. I stället bildar C en ny majoritet med [[Socialdemokraterna|ORGANIZACION]] och [[Vänsterpartiet|ORGANIZACION]], som tillsammans har [[21|CANTIDAD]] mandat.

– Vi gick till val på att Östervåla ska ha kvar sitt äldreboende. Det löftet tänker vi hålla, säger [[Lars Öhman|PERSONA]], Centerpartiets [[gruppledare|OTRO]].

[[Kommunalrådet Anders Wiklund|PERSONA]] ([[M|ORGANIZACION]]), [[57|EDAD]], är besviken.

– Solgläntan kostar tolv miljoner mer om året än ett nytt boende i Heby skulle göra. Någon gång måste någon säga det högt, säger [[han|PERSONA]].

Ny [[kommunstyrelsens ordförande|OTRO]] blir [[Ebba Nordin|PERSONA]] ([[S|ORGANIZACION]]), [[41|EDAD]]. Hon väljs av kommunfullmäktige [[måndag 15 mars|FECHA]].

På Solgläntan bor [[Gun-Britt Eriksson|PERSONA]], [[93|EDAD]], sedan [[2022|FECHA]].

– Mamma ville bara inte flytta en gång till. Nu kan hon stanna, säger dottern [[Annika Eriksson|PERSONA]].

Sammanträdet kan följas på [[heby.example/webbtv|CONTACTO]].""",
]

# Capitalised words that may sit inside a `PERSONA` span without being a name of their own.
NOT_NAMES = frozenset({
    "Mrs", "Mr", "Ms", "Magistrate", "Deputy", "Coun", "Councilmember",
    "Kommunalrådet",
    "She", "He", "Her", "Hon", "Han",
})

SCHEME = Scheme(
    prefix="heldout14",
    labels=(
        "PERSONA", "LUGAR", "ORGANIZACION", "FECHA", "EDAD", "CANTIDAD", "CONTACTO",
        "IDENTIFICADOR", "OTRO",
    ),
    person="PERSONA",
    words=(170, 260),
    spans=(20, 28),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
