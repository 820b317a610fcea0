#!/usr/bin/env python3
"""Build and check the nineteenth pair of held-out corpora (heldout19_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0): to the extent
possible under law, the authors have waived all copyright and related rights to these
texts and to this builder. The texts are international citizen-media and wire news
(online activism, press freedom, protests, elections, migration, digital rights, language
rights, platform censorship, diaspora communities, court cases against journalists and
bloggers, humanitarian work); all private people, quotations, social-media posts,
addresses, e-mail addresses, URLs, handles, phone numbers, case, complaint and account
numbers, number plates, call signs, amounts, counts and small organisations are invented.
Real public bodies, companies, platforms and places are named as news would name them;
what they do here is invented. Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand. A language tag in brackets is written ``[[[ky|inne]]]``: the span is the
code inside the brackets. This pair's labels are Polish and lower case, with their
letters (``osoba``, ``miejsce``, ``instytucja``, ``data``, ``wiek``, ``liczba``,
``kontakt``, ``identyfikator``, ``inne``).

    python3 bench/corpora/build_heldout19.py          # write both files, then check them
    python3 bench/corpora/build_heldout19.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, main

EN = [
# 1 court case against a blogger (Bishkek, Kyrgyzstan)
"""Bishkek court jails video blogger for three years over ambulance invoices

[[Wednesday 18 February 2026|data]]

[[BISHKEK|miejsce]] — A district court in the [[Kyrgyz|inne]] capital sentenced the blogger [[Aizada Temirbekova|osoba]], [[32|wiek]], to three years in a penal colony [[on Tuesday|data]] for "calling for mass unrest" in posts about a hospital tender.

[[Temirbekova|osoba]], whose YouTube channel has 212,000 subscribers, was arrested on [[the night of 9 October 2025|data]], two days after she published invoices showing that the [[Ministry of Health|instytucja]] had paid [[480 million som|liczba]] for 60 ambulances, or 8 million som each. A hospital in Osh had bought the same model a year earlier for half that price.

[[Judge Nurlan Abdyldaev|osoba]] of the [[Pervomaisky District Court|instytucja]] said in his ruling that her videos had "sown distrust of state institutions".

Her lawyer, [[Erkin Sultanov|osoba]], said he would appeal within the ten days the law allows, by [[27 February|data]]. "Not one invoice was shown to be forged," [[he|osoba]] told [[Global Voices|instytucja]].

On [[Telegram|instytucja]], supporters shared the slogan [["Ambulances, not handcuffs"|inne]] and the hashtag [[#FreeAizada|inne]], used 41,000 times in two days. One post [[[ky|inne]]] said she had "counted the money so the rest of us would not have to".

Her [[mother|inne]], [[Gulnara Temirbekova|osoba]], a retired [[schoolteacher|inne]], stood outside the courthouse with a photograph of her daughter. "[[Aizada|osoba]] was born in [[1994|data]], the year her father started driving an ambulance. She grew up in one," she said.

The [[Committee to Protect Journalists|instytucja]] said the verdict, in case [[No. 1-0417/26|identyfikator]], was the ninth against a journalist or blogger in Kyrgyzstan since [[January 2024|data]].""",

# 2 language rights: Guaraní speakers in the courts (Paraguay)
"""Guaraní speakers tried without interpreters, court monitors say

[[Monday 13 April 2026|data]]

[[ASUNCIÓN|miejsce]] — More than a quarter of the criminal hearings watched by volunteer monitors in [[Paraguay|miejsce]] last year involved defendants who speak mainly [[Guaraní|inne]], yet fewer than one in eight of them had an interpreter, according to a report published on [[Friday|data]].

Volunteers from [[Ñe'ẽ Joja|instytucja]], a network of law students and linguists, sat in on [[1,200|liczba]] hearings in Asunción, [[Caaguazú|miejsce]] and Concepción between [[March and December 2025|data]]. In 372 of them, [[31 per cent|liczba]], the accused answered mainly in Guaraní; only 45 of those 372 had an interpreter.

"I understood maybe half of what the prosecutor said," said [[Derlis Ayala|osoba]], [[27|wiek]], a [[brick maker|inne]] from Caaguazú who served 14 months for receiving a stolen motorcycle before an appeal court freed him in 2024.

The [[Secretaría de Políticas Lingüísticas|instytucja]] has trained 86 court interpreters since [[2011|data]]. "That is one for every 50,000 Guaraní speakers," said [[Dr Lucía Brítez Ocampo|osoba]], a [[sociolinguist|inne]] at the [[Universidad Nacional de Asunción|instytucja]].

[[The press officer of the Supreme Court, Walter Klassen|osoba]], said the court would "study the report". [[Klassen|osoba]], who grew up in a [[Mennonite|inne]] colony in the Chaco, said his office estimates that an interpreter costs [[₲350,000|liczba]] a hearing.

On [[TikTok|instytucja]], where [[Brítez|osoba]] posts one-minute grammar lessons as [[@lucia.guarani|kontakt]], the slogan [["Che ñe'ẽ, che derecho"|inne]] ("My language, my right") has appeared in 9,000 videos since the weekend. A bill on interpreters has waited in the Senate for 20 months, she told [[Global Voices|instytucja]].

The report is at [[neejoja.example/informe-2025|kontakt]].""",

# 3 protest and online activism: smog in Ulaanbaatar (Mongolia)
"""Ulaanbaatar parents take the smog to Sükhbaatar Square as a petition doubles its target

[[Sunday 25 January 2026|data]]

[[ULAANBAATAR|miejsce]] — Several hundred parents gathered on [[Sükhbaatar Square|miejsce]] on [[Saturday afternoon|data]] at minus 27 degrees to demand that the city keep its promise to connect the ger districts to central heating.

The protest was organised through a Facebook group called [[Smoke-Free Mothers|instytucja]]. Its founder, [[Batbayaryn Oyuntsetseg|osoba]], [[36|wiek]], a [[pharmacist|inne]] from Bayanzürkh district, said her petition had collected [[31,400|liczba]] signatures in ten days, more than twice the 15,000 needed for the [[Capital City Citizens' Representatives Khural|instytucja]] to debate it.

"My son is [[four|wiek]] and has had pneumonia three times. He was born in [[2022|data]]. He has never seen a clean winter," she said.

On [[Friday night|data]] the air monitor at the [[US Embassy|instytucja]] recorded PM2.5 at 612 micrograms per cubic metre, about 40 times the [[World Health Organization|instytucja]]'s 24-hour guideline of 15.

[[Daniyar Serikbol|osoba]], [[41|wiek]], a [[taxi driver|inne]] whose family moved from [[Bayan-Ölgii|miejsce]] province in the far west in 2009, came with his two daughters. "In Ölgii we had wind. Here the smoke sits on you," he said in [[Kazakh|inne]].

[[The city's deputy governor for infrastructure, Tsogtyn Ganbold|osoba]], told protesters that his department would connect [[4,600|liczba]] households by [[the end of 2026|data]]. That is one in five of the 23,000 ger households still burning raw coal, [[Oyuntsetseg|osoba]] pointed out.

Posts under the hashtag [[#УтаагүйХот|inne]] ("smokeless city") [[[mn|inne]]] showed children in masks; the group says it will return every Saturday until [[Tsagaan Sar|inne]], the Lunar New Year.""",

# 4 elections and disinformation: a deepfake before a run-off (Moldova)
"""Moldovan fact-checkers race a deepfake of a mayoral candidate before Sunday's run-off

[[Thursday 5 November 2026|data]]

[[CHIȘINĂU|miejsce]] — A video in which a candidate for mayor of [[Bălți|miejsce]] appears to promise to "close the Romanian-language schools" was viewed [[290,000|liczba]] times on [[TikTok|instytucja]] in [[48 hours|data]] before the fact-checking site [[VeriFakt|instytucja]] showed it had been made with artificial intelligence.

The candidate, [[Natalia Cebotari|osoba]], [[44|wiek]], a former [[paediatrician|inne]], won [[38.6 per cent|liczba]] in the first round, ahead of the [[businessman|inne]] [[Vadim Ceban|osoba]] with 31.2 per cent; five others shared the remaining 30.2 per cent. The two meet in a run-off on [[Sunday 8 November|data]].

"I have spoken [[Romanian|inne]] at home and Russian at work all my life. I would never say such a thing," [[Ms Cebotari|osoba]] wrote on Facebook [[[ro|inne]]].

VeriFakt's editor, [[Elena Rotaru|osoba]], said the clip had been dubbed into Russian and shared by 14 [[Telegram|instytucja]] channels, several of them in [[Comrat|miejsce]], the capital of Gagauzia. Her team's debunking video reached 41,000 viewers, about a seventh of the fake's audience.

In Comrat, [[Mariya Dimitroglo|osoba]], [[67|wiek]], a [[Gagauz|inne]] pensioner, said she had watched the fake three times before anyone told her it was false. "My grandson showed me on his phone that a machine had made it," she said.

[[Priya Raghunathan|osoba]], a researcher at [[Open Networks Watch|instytucja]], said it was the first deepfake of a candidate in a Moldovan local race that her group had documented. The [[Central Electoral Commission|instytucja]] registered a complaint as [[CEC-2026/1187|identyfikator]] and asked TikTok to label the clip.

Readers can send suspect videos to [[tips@verifakt.example|kontakt]].""",

# 5 censorship: a mobile internet shutdown during protests (Togo)
"""Togo restores mobile internet after a 72-hour shutdown during Lomé fuel protests

[[Monday 22 June 2026|data]]

[[LOMÉ|miejsce]] — Mobile internet returned across [[Togo|miejsce]] at about [[6 p.m. on Sunday|data]], [[72 hours|data]] after it was cut as thousands marched in the capital against a 25 per cent rise in the price of petrol, to [[812 CFA francs|liczba]] a litre from 650.

Customers of [[Togocom|instytucja]] and [[Moov Africa Togo|instytucja]] received a text message on [[Thursday evening|data]] blaming "technical works". The observatory NetBlocks measured national connectivity at [[14 per cent|liczba]] of normal levels for most of the weekend.

[[Priya Raghunathan|osoba]] of [[Open Networks Watch|instytucja]] estimated the cost to the economy at [[US$11 million|liczba]], roughly $150,000 for every hour of the shutdown. "Shutdowns do not stop protests. They stop ambulances, school fees and wages," [[she|osoba]] said.

[[Kossi Amegah|osoba]], [[29|wiek]], an [[oléyia|inne]] motorcycle-taxi driver who takes most bookings through [[WhatsApp|instytucja]], said he lost three days of work, about 15,000 francs. "My customers could not find me, and I could not find them," he said in [[Ewe|inne]].

[[Afi Dzidzienyo|osoba]], [[24|wiek]], a law student at the [[Université de Lomé|instytucja]] who blogs as [[@AfiDzi_tg|kontakt]], kept posting through a VPN. Her line [["They can cut the cable, not the voice"|inne]] was reposted 18,000 times, many under the hashtag [[#KeepItOn|inne]].

[[The spokesman of the Ministry of Digital Economy, Essowè Pali|osoba]], said the measure had been "necessary to protect public order". He did not say who had ordered it.

The protest coalition has called a new march for [[Saturday 27 June|data]].""",

# 6 digital rights: a Facebook "test block" (Papua New Guinea)
"""PNG vendors and bloggers route around a Facebook "test block"

[[Wednesday 11 March 2026|data]]

[[PORT MORESBY|miejsce]] — [[Facebook|instytucja]] was unreachable for most users in [[Papua New Guinea|miejsce]] from [[7 a.m. on Monday|data]] until [[11 p.m. on Tuesday|data]], [[40 hours|data]] in all, after the [[National Information and Communications Technology Authority|instytucja]] told providers to block it in what officials called a "test" of rules against hate speech.

About [[1.3 million|liczba]] people, roughly one in eight of the country's 10.3 million, use the platform, for many of them the only way to sell goods, find buses or read the news.

[[Bernadette Kaupa|osoba]], [[34|wiek]], runs the page [[Lae Market Prices|inne]], where 58,000 followers check what [[buai|inne]], greens and fish cost each morning in [[Lae|miejsce]]. "Mothers at the market told me they lost half their sales on Monday," [[she|osoba]] said. She moved her posts to WhatsApp within hours.

The blogger [[Joe Wapi|osoba]], a former [[teacher|inne]] from [[Mount Hagen|miejsce]], posted on his page through a VPN in [[Tok Pisin|inne]]: [["Mipela no inap stap isi"|inne]] ("We cannot keep quiet").

[[NICTA's acting director of regulation, Dr Ruth Giru|osoba]], said the block had "tested our technical capacity" and that she could not say whether it would be repeated.

[[Priya Raghunathan|osoba]], whose project [[Open Networks Watch|instytucja]] logs shutdowns worldwide, called it "a rehearsal, not a test". Her team asked users to report blocks to its Signal line, [[+61 491 570 156|kontakt]], and received 2,300 reports from 19 of the country's 22 provinces.

The [[Media Council of Papua New Guinea|instytucja]] said it would meet NICTA on [[Friday 13 March|data]].""",
]

EN += [
# 7 press freedom: an Aymara community radio wrecked (El Alto, Bolivia)
"""Aymara community radio in El Alto back on air after its studio is wrecked

[[Thursday 7 May 2026|data]]

[[EL ALTO|miejsce]] — [[Radio Qhana Ch'aska|instytucja]], a community station that broadcasts in [[Aymara|inne]] and Spanish, returned to the air on [[Wednesday|data]] with a borrowed transmitter, four days after masked men broke into its studio in the [[Villa Adela|miejsce]] district.

The attackers arrived shortly after [[midnight on Saturday 2 May|data]] in a white minibus with the plate [[2845-KRT|identyfikator]], according to a neighbour's security camera. They smashed the transmitter, worth Bs 24,000, a mixing desk worth Bs 9,500 and microphones and laptops worth Bs 5,000, damage of [[Bs 38,500|liczba]] in all.

The station's founder, [[Juana Mamani Quispe|osoba]], [[49|wiek]], started it in [[2003|data]] with her late [[husband|inne]]. "They wanted our voice to go quiet. It went quiet for four days," [[she|osoba]] said.

Listeners raised [[Bs 41,200|liczba]] through a QR-code collection shared on [[Facebook|instytucja]] under the slogan [["Jiwasan arusa"|inne]] ("our voice") [[[ay|inne]]], more than the cost of the damage.

On [[the Friday before the attack|data]], the station's [[reporter|inne]] [[Félix Choque|osoba]] had broadcast live from a road blockade on the way to Copacabana. [[Choque|osoba]] said he had since received messages on WhatsApp calling him a "traitor".

The [[Asociación Nacional de la Prensa|instytucja]] and the [[Defensoría del Pueblo|instytucja]] condemned the attack. Police registered the complaint as [[FELCC-EA 1123/2026|identyfikator]] but had made no arrests by Thursday.

[[Mamani|osoba]] said the new transmitter would cost [[US$3,400|liczba]]. "We will buy it, and we will keep talking," she told [[Global Voices|instytucja]].""",

# 8 humanitarian aid: smaller food vouchers for Syrian refugees (Irbid, Jordan)
"""Syrian families in Irbid brace for smaller food vouchers as aid budgets shrink

[[Tuesday 1 September 2026|data]]

[[IRBID|miejsce]] — [[Syrian|inne]] refugee families living outside the camps in northern [[Jordan|miejsce]] will receive [[14 dinars|liczba]] per person a month in food vouchers from [[October|data]], a third less than the current 21 dinars, after the [[World Food Programme|instytucja]] said its funding for the country had fallen by [[40 per cent|liczba]].

For [[Hanan al-Masri|osoba]], [[41|wiek]], who fled [[Daraa|miejsce]] in [[2013|data]] with her husband and five children, the cut means [[98 dinars|liczba]] a month for the family of seven instead of 147. The rent on their two rooms is 120 dinars.

"We will eat lentils and bread. The children know already," she said. Her eldest son, [[Khaled|osoba]], is [[19|wiek]] and sells vegetables from a cart; neighbours call her [[Umm Khaled|osoba]], after him.

Volunteers at [[Sanad Community Kitchen|instytucja]], which cooks 600 meals a day in a former wedding hall, say queues have doubled since the spring. Its coordinator, [[Amir Shapsough|osoba]], a [[Circassian|inne]] [[engineer|inne]] who started the kitchen during [[Ramadan|inne]] in 2021, said his kitchen now turns away about 150 people a day.

"We are a kitchen, not a state. When the vouchers fall, people come to us," [[Shapsough|osoba]] said.

A post from [[Hanan|osoba]]'s cousin on Facebook [[[ar|inne]]], [["Fourteen dinars do not buy a month"|inne]], had been shared 6,000 times by [[Monday night|data]].

Some neighbours have gone back to Syria this year; the family's house in Daraa is rubble. Donations can be pledged by e-mail to [[help@sanadkitchen.example|kontakt]].""",

# 9 migration: the bodies of migrant workers (Kathmandu, Nepal)
"""A volunteer's nightly count of coffins at Kathmandu airport moves Nepal's social media

[[Friday 4 December 2026|data]]

[[KATHMANDU|miejsce]] — Every evening at [[nine o'clock|data]], [[Sunita Tamang|osoba]] posts a single number on [[X|instytucja]] as [[@sunita_counts|kontakt]]: how many bodies of [[Nepali|inne]] migrant workers arrived that day at the cargo terminal of Tribhuvan International Airport.

She began on 1 January and has not missed a day: 334 posts by 30 November, when her running total reached [[1,012|liczba]]. Of those, 388 came from [[Malaysia|miejsce]], 301 from Saudi Arabia, 176 from Qatar, 97 from the United Arab Emirates and 50 from other countries.

[[Tamang|osoba]], [[33|wiek]], works as a [[cargo clerk|inne]] at the terminal. Her [[brother|inne]], [[Dawa Tamang|osoba]], died in his sleep in a workers' camp in [[Doha|miejsce]] in 2022, aged [[26|wiek]]; he was born in 1996, three years after her. "His death certificate said natural causes. He was never ill in his life," she said.

The [[Foreign Employment Board|instytucja]] pays families up to [[NPR 700,000|liczba]] when a worker dies abroad, but only if he left through official channels.

On Wednesday, [[Ram Pukar Yadav|osoba]], [[61|wiek]], a farmer from [[Dhanusha|miejsce]] district, waited eleven hours outside the terminal for the body of his son, who had worked in a furniture factory in Johor. "[[Sunita|osoba]]'s number yesterday was my son," he said in [[Maithili|inne]].

[[Dr Anjali Shrestha|osoba]], a labour economist at [[Tribhuvan University|instytucja]], said remittances, by her estimate, pay for roughly a quarter of the country's economy. [[Tamang|osoba]]'s hashtag [[#ReturnedInABox|inne]] has been used 70,000 times.""",
]
EN += [
# 10 migration: deported mothers search for missing sons (San Pedro Sula, Honduras)
"""At San Pedro Sula's reception centre, deported mothers trade numbers to find missing sons

[[Saturday 18 July 2026|data]]

[[SAN PEDRO SULA|miejsce]] — The reception centre for returned migrants at [[Ramón Villeda Morales International Airport|miejsce]] received its [[150th|liczba]] deportation flight of the year on [[Thursday|data]]. The flights have brought [[18,750|liczba]] people back to Honduras since January, an average of 125 a flight.

Among those waiting outside the centre's gate on Thursday was [[Doña Marlen Castellanos|osoba]], [[54|wiek]], a [[seamstress|inne]] from Choloma. She has not heard from her son [[Josué|osoba]] since [[March 2024|data]], two years and four months ago, when he called from a bus station in [[Tamaulipas|miejsce]], Mexico.

[[Castellanos|osoba]] founded [[Corazones sin Frontera|instytucja]], a WhatsApp network of [[212|liczba]] mothers who show photographs of their missing children to every group of returnees. "Someone always saw someone. Last month a boy from Olancho recognised a mother's son from a shelter in Reynosa," she said.

[[Reina Pérez|osoba]], a [[Lenca|inne]] woman from [[La Esperanza|miejsce]], was deported on Thursday's flight with her daughter, who is [[seven|wiek]]. "They asked me in English and then in Spanish. I speak Spanish, but I was too tired to answer," she said.

The network's volunteer in [[Houston|miejsce]], [[Gerardo Funes|osoba]], a [[roofer|inne]] who left Honduras in [[the 1990s|data]], takes calls from families at [[(713) 555-0142|kontakt]]. "Most calls come after 10 p.m., when the mothers finish work," [[he|osoba]] said.

The [[Cancillería|instytucja]] said its consulates in Mexico had located 39 missing Hondurans in [[the first half of 2026|data]]. Corazones sin Frontera says its members found 17 on their own.""",

# 11 press freedom in exile: a reporter sentenced in absentia (Vilnius, Lithuania)
"""Exiled Belarusian reporter sentenced in absentia as her newsroom turns ten in Vilnius

[[Wednesday 14 October 2026|data]]

[[VILNIUS|miejsce]] — A court in [[Minsk|miejsce]] has sentenced the [[Belarusian|inne]] journalist [[Volha Sidarenka|osoba]] in absentia to eight years in prison for "creating an extremist formation", that is, for working for the exiled news site [[Nasha Vulitsa|instytucja]].

[[Sidarenka|osoba]], [[39|wiek]], was born in [[Hrodna|miejsce]] in [[1987|data]] and has lived in Vilnius since she crossed the border in [[September 2020|data]]. She learned of the verdict of the [[Minsk City Court|instytucja]], in case [[No. 1-238/2026|identyfikator]], from a post on the court's Telegram channel [[[be|inne]]] on [[Monday|data]].

"They have given me eight years for writing about potholes and hospital queues in Hrodna. I will take it as a review," she wrote on Facebook.

Nasha Vulitsa was founded in [[2016|data]] and now has [[23|liczba]] staff, 17 of them in Vilnius and six in Warsaw. It publishes in Belarusian and Russian and says it reaches 400,000 readers a month, most of them inside Belarus.

Its editor, [[Ales Yurchanka|osoba]], said the newsroom would celebrate its tenth birthday on [[Saturday|data]]. "We booked the hall before the verdict. We are not cancelling," [[he|osoba]] said.

Her [[father|inne]], [[Mikalai Sidarenka|osoba]], [[68|wiek]], a retired [[bus driver|inne]] who still lives in Hrodna, has been questioned by police twice since the summer.

The [[Belarusian Association of Journalists|instytucja]] counts 37 media workers behind bars. The [[Committee to Protect Journalists|instytucja]] called the verdict "a sentence on readers as much as on a reporter". Nasha Vulitsa's supporters can donate to [[LT47 3250 0482 0167 5519|identyfikator]].""",

# 12 elections: women village chiefs (Dili, Timor-Leste)
"""Women more than double their number of village chiefs in Timor-Leste's suco elections

[[Monday 16 November 2026|data]]

[[DILI|miejsce]] — Women won [[48|liczba]] of the [[452|liczba]] posts of [[chefe de suco|inne]], or village chief, in elections held across [[Timor-Leste|miejsce]] on [[Saturday 7 November|data]], up from 21 a decade ago, according to results released by the [[Secretariado Técnico de Administração Eleitoral|instytucja]] on [[Friday|data]].

That is [[10.6 per cent|liczba]] of the posts, still far from parity, but the women's network [[Rede Feto|instytucja]] called it "a door pushed open".

[[Ana Maria da Costa Soares|osoba]], [[33|wiek]], born in [[1993|data]], won her suco in the coffee hills of [[Ermera|miejsce]] municipality with 612 of 1,020 votes, 60 per cent. She campaigned mostly on [[TikTok|instytucja]], in [[Tetum|inne]], under the hashtag [[#FetoMósBele|inne]] ("women can too").

"My father was chefe for 14 years. People said, your father, yes; you, no. On Saturday they said yes," [[Soares|osoba]] said. Her father, [[Domingos da Costa|osoba]], [[71|wiek]], voted for her rival, she added, "out of loyalty to an old friend".

About 20,000 Timorese work in the United Kingdom, many in meat plants, and could not vote. [[Jacinto Guterres|osoba]], a [[butcher|inne]] in [[Dungannon|miejsce]], [[Northern Ireland|miejsce]], said his group had asked for postal voting. "We send money home every month. We should send votes too," [[he|osoba]] said. The group can be reached at [[07700 900418|kontakt]].

Timor-Leste's next parliamentary elections are due in 2028.""",
]

SV = [
# 1 rättegång mot en journalist (Almaty, Kazakstan)
"""Journalist i Almaty dömd för ”falsk information” om gruvolycka

[[Torsdag 12 mars 2026|data]]

En domstol i [[Almaty|miejsce]] dömde [[i tisdags|data]] den [[kazakiska|inne]] journalisten [[Dinara Zjaksylykova|osoba]] till böter på [[1,4 miljoner tenge|liczba]], omkring 28 000 kronor, och två års förbud mot att arbeta som journalist.

[[Zjaksylykova|osoba]], [[38|wiek]], skrev i oktober på nyhetssajten [[Dala Habar|instytucja]] att gruvarbetarna i [[Karaganda|miejsce]] hade klagat på gaslukt i tre veckor innan explosionen som dödade nio av dem. Enligt åklagaren var uppgifterna ”ägnade att skapa panik”.

– Jag skrev det som änkorna berättade för mig. Ingen har visat att något av det är fel, säger [[hon|osoba]] till oss på telefon.

Hennes advokat [[Sergej Pak|osoba]], som tillhör landets [[koreanska|inne]] minoritet, säger att [[han|osoba]] överklagar domen i mål [[2-1187/2026|identyfikator]] inom [[femton dagar|data]].

[[Zjaksylykova|osoba]] började som reporter [[2010|data]], när hon var 22. Hennes dotter [[Aruzjan|osoba]], [[16|wiek]], lade ut en bild på sin mamma på [[Instagram|instytucja]] med orden [[”Шындық жалған емес”|inne]] – ”sanningen är inte falsk” [[[kk|inne]]]. Den har fått över 30 000 gillamarkeringar.

[[Svenska PEN|instytucja]] kallar domen ”ett straff för att ha lyssnat på änkor”.

[[Docent Helena Wikström|osoba]], som forskar om pressfrihet i Centralasien vid [[Södertörns högskola|instytucja]], säger att domen följer ett mönster.

– Sedan lagen skärptes [[2023|data]] har minst tolv journalister dömts för falsk information. Elva fick böter och en fängelse, säger [[Wikström|osoba]].

Domstolen i Almaty har inte svarat på våra frågor.""",

# 2 exilmedier (San José, Costa Rica, och Nicaragua)
"""Exilradio i Costa Rica når hem till Nicaragua – trots att ägaren blivit statslös

[[Måndag 27 april 2026|data]]

Varje morgon [[klockan sex|data]] börjar [[Radio Voz del Lago|instytucja]] sända från ett garage i [[San José|miejsce]], [[Costa Rica|miejsce]]. Bakom mikrofonen sitter [[Ernesto Lacayo|osoba]], [[57|wiek]], som i [[februari|data]] fråntogs sitt [[nicaraguanska|inne]] medborgarskap tillsammans med [[61|liczba]] andra regimkritiker.

– Jag har inget pass längre. Men jag har en sändare, säger han.

Stationen stängdes av polisen i [[Managua|miejsce]] [[2018|data]]. I dag når den lyssnarna via nätet: 45 000 följer den på [[Youtube|instytucja]], 12 000 i grupper på [[Whatsapp|instytucja]] och 8 000 som poddlyssnare, sammanlagt [[65 000|liczba]] människor.

Nyheterna kommer från ett nätverk av reportrar kvar i landet. En av dem, en ung kvinna som kallar sig [[Luciérnaga|osoba]], eldfluga, skickar röstmeddelanden från [[Masaya|miejsce]].

– Hon spelar in i bilen med fönstren stängda, säger [[Lacayo|osoba]].

Han studerade ett år vid [[Göteborgs universitet|instytucja]] [[1994|data]], när han var 25, och talar fortfarande lite [[svenska|inne]].

Hans fru, [[Martha Urbina|osoba]], [[sjuksköterska|inne]], har inte fått sitt [[costaricanska|inne]] arbetstillstånd förnyat. Hon har väntat på besked från [[Dirección General de Migración y Extranjería|instytucja]] sedan [[oktober i fjol|data]], ett halvår.

Tips till redaktionen kan skickas till [[redaccion@vozdellago.example|kontakt]].""",

# 3 språkrättigheter och skolstrejk (Bamenda, Kamerun)
"""Engelskspråkiga skolor i Kamerun öppnar – men var fjärde förblir stängd

[[Onsdag 16 september 2026|data]]

När skolåret började i [[måndags|data]] i [[Nordvästregionen|miejsce]] i [[Kamerun|miejsce]] höll drygt en fjärdedel av skolorna stängt. Enligt lärarfacket [[Cameroon Teachers' Trade Union|instytucja]] är [[610|liczba]] av regionens 2 400 skolor fortfarande stängda efter tio år av konflikt.

Konflikten började [[2016|data]] med en lärarstrejk mot att [[fransktalande|inne]] lärare placerades i de engelskspråkiga skolorna.

– Vi vill inte ha en annan stat. Vi vill att våra barn får lära sig på sitt språk, säger [[rektor Comfort Nfor|osoba]], [[45|wiek]], vid en grundskola i [[Bamenda|miejsce]].

Av hennes 380 elever kom 212 första dagen, drygt hälften. Många föräldrar vågar inte skicka barnen på måndagar, då beväpnade grupper har utlyst ”spökstad”.

I [[matematik|inne]] undervisar [[Brigitte Ngo Mbarga|osoba]], som kom från [[Yaoundé|miejsce]] [[i fjol|data]] och först inte talade [[engelska|inne]].

– Barnen lärde mig [[pidgin|inne]] och jag lärde dem bråktal, säger hon.

På en lapp vid skolgrinden står [[”Wi pikin dem fit go skul”|inne]], ”våra barn ska kunna gå i skolan”.

Den statliga [[CRTV|instytucja]] sänder lektioner i radio för barn som inte kan ta sig till skolan.

I [[Göteborg|miejsce]] har föreningen [[Kamerunska föreningen i Västsverige|instytucja]] samlat in [[84 000 kronor|liczba]] till skolböcker.

– Varje bok kostar ungefär 70 kronor, så det blir 1 200 böcker, säger föreningens ordförande [[Emmanuel Tanyi|osoba]]. Han kom till Sverige [[2011|data]]. Föreningen nås på [[070-174 06 52|kontakt]].

Gåvor kan swishas till [[123 581 04 62|identyfikator]].""",

# 4 pressfrihet (Jayapura, Indonesien)
"""En papuansk reporters hus brann ner – polisen talar om elfel

[[Tisdag 19 maj 2026|data]]

Huset där reportern [[Yosepha Kogoya|osoba]] bor med sin man och två barn i [[Jayapura|miejsce]] i indonesiska [[Papua|miejsce]] brann ner [[natten till söndag|data]]. Familjen tog sig ut genom ett fönster strax efter [[klockan 02.40|data]].

[[Kogoya|osoba]], [[31|wiek]], skriver för nyhetssajten [[Suara Lembah|instytucja]] och har det senaste året granskat hur en palmoljefirma köpt mark av byar i [[Keerom|miejsce]]. [[Veckan före branden|data]] fick hon ett sms: ”Sluta skriva, annars brinner det.”

– Två datorer, en kamera och alla mina anteckningar är borta, säger hon.

Förlusten uppskattas till [[38 miljoner rupier|liczba]], drygt 23 000 kronor.

[[Polisens talesperson i Papua, kommissarie Bambang Setiawan|osoba]], säger att den preliminära utredning han har sett pekar på ”ett elfel i köket”. Hennes man [[Markus Yikwa|osoba]], [[elektriker|inne]], tror inte på det.

– Jag drog om ledningarna själv i [[januari|data]], säger [[han|osoba]].

Journalistförbundet [[Aliansi Jurnalis Independen|instytucja]] (AJI) har registrerat [[fjorton|liczba]] angrepp på journalister i Papua [[hittills i år|data]], dubbelt så många som under samma period i fjol.

[[Reportrar utan gränser|instytucja]] kräver en oberoende utredning ledd från [[Jakarta|miejsce]].

[[Kogoya|osoba]] har börjat skriva igen, från en [[kusins|inne]] hus. Hennes första text efter branden, på [[indonesiska|inne]], har rubriken [[”Elden läser inte”|inne]].""",

# 5 rättegång mot en redaktion (Baku, Azerbajdzjan)
"""Sju journalister på Bakusajt dömda till sammanlagt 52 års fängelse

[[Fredag 26 juni 2026|data]]

[[Bakus domstol för grova brott|instytucja]] dömde [[i går|data]] sju medarbetare på den oberoende nyhetssajten [[Göz Media|instytucja]] för smuggling av [[40 000 euro|liczba]]. Två fick nio års fängelse, tre fick åtta år och två fick fem år.

Pengarna, som redaktionen säger var lön från utländska stiftelser, hittades enligt åklagaren i redaktionens lokal på [[Nizamigatan|miejsce]] vid en husrannsakan i [[november 2024|data]].

En av de dömda är redaktören [[Leyla Hüseynova|osoba]], [[36|wiek]]. Hennes [[syster|inne]] [[Aysel Hüseynova|osoba]] bor sedan [[2015|data]] i [[Göteborg|miejsce]] och följde domen via sin telefon.

– [[Leyla|osoba]] skrev om vem som äger husen vid strandpromenaden. Det är hela hennes brott, säger [[Aysel|osoba]].

Hon har startat hashtaggen [[#AzadGöz|inne]], ”fritt öga” på [[azerbajdzjanska|inne]].

[[Svenska PEN|instytucja]] och [[Reportrar utan gränser|instytucja]] kräver att domen upphävs.

[[Helena Wikström|osoba]] vid [[Södertörns högskola|instytucja]] menar att rättegången var ett sätt att tysta en av de sista oberoende redaktionerna.

– Det här är inte en dom mot sju personer utan mot deras läsare, säger [[hon|osoba]].

[[Utrikesdepartementet|instytucja]] uppger att Sveriges ambassad i Baku följde rättegången på plats vid två av elva förhandlingsdagar.

[[Aysel|osoba]] samlar in pengar till advokatkostnader. Hon nås på [[aysel.huseynova@post.example|kontakt]].""",

# 6 yttrandefrihet och musik (Alger, Algeriet)
"""Kabylisk rappare döms till ett års fängelse för låt om frihet

[[Måndag 23 februari 2026|data]]

[[Yanis Ait Ouali|osoba]], [[26|wiek]], rappare från [[Tizi Ouzou|miejsce]], dömdes [[i går|data]] av en domstol i [[Alger|miejsce]] till ett års fängelse för att ha ”skadat den nationella enheten”.

Åtalet gällde låten [[”Tilelli”|inne]], som betyder frihet på [[kabyliska|inne]]. Den har spelats [[1,2 miljoner|liczba]] gånger på [[Youtube|instytucja]] sedan den släpptes i [[december|data]].

Domen kom på dagen sju år efter att [[Hirak|inne]]-rörelsens första stora demonstrationer började, [[den 22 februari 2019|data]].

[[Ait Ouali|osoba]] greps i sina föräldrars hem [[den 2 januari|data]] och har suttit häktad i 51 dagar.

– Han sjöng om sin farfar och om bergen. Han har aldrig bett någon kasta en sten, säger hans [[mamma|inne]], [[Ouardia Ait Ouali|osoba]], som är [[lärare|inne]] i [[franska|inne]].

[[Advokaten Nassima Belkacem|osoba]] överklagar domen. Hon säger att åklagaren läste upp en översättning av texten som var ”fel på vart tredje ord”.

I sociala medier delar tusentals unga [[algerier|inne]] klipp där publiken på hans konserter ropar [[”Silmiya, silmiya”|inne]] – ”fredligt, fredligt” – Hirakrörelsens gamla slagord.

[[Svenska PEN|instytucja]] har tagit upp honom på sin lista över fängslade kulturutövare, där han är den [[fjärde|liczba]] algeriern.

Rättegången hölls i domstolen i [[Sidi M'Hamed|miejsce]] och varade i tre timmar.""",
]

SV += [
# 7 humanitärt arbete (Adré, Tchad)
"""Svensk barnmorska i Tchad: ”Tretton förlossningar om dagen och vatten för halva behovet”

[[Torsdag 10 september 2026|data]]

I flyktinglägret [[Aboutengué|miejsce]] i östra Tchad, en timmes bilväg från gränsstaden [[Adré|miejsce]], föddes [[412|liczba]] barn på förlossningskliniken under [[augusti|data]], drygt 13 om dagen.

– Vi har åtta sängar. Ibland föder två kvinnor på samma madrass, säger [[barnmorskan Ellinor Bergqvist|osoba]], [[44|wiek]], från Norrtälje, som arbetar för [[Läkare utan gränser|instytucja]].

Nästan alla i lägret har flytt kriget i [[Sudan|miejsce]]. Många är [[masaliter|inne]] från [[El Geneina|miejsce]] i Västdarfur.

[[Khadija Abakar Issa|osoba]], [[29|wiek]], kom till fots med sina tre barn i [[juni 2023|data]]. Hennes fjärde barn, dottern [[Amani|osoba]], föddes på kliniken [[i tisdags|data]].

– Jag gav henne ett namn som betyder önskan, säger [[Khadija|osoba]] på [[arabiska|inne]].

Vattnet räcker till [[12 liter|liczba]] per person och dag, inte ens hälften av de 25 liter som hjälporganisationerna räknar som ett minimum.

[[FN:s flyktingorgan UNHCR|instytucja]] har fått in 38 procent av de pengar som behövs för Tchad i år. [[Sida|instytucja]] har lovat [[50 miljoner kronor|liczba]] extra under hösten.

[[Bergqvist|osoba]] har varit i lägret i [[fem veckor|data]] och reser hem [[den 2 oktober|data]].

– Det som gör mest ont är när vi vet vad som behövs men inte har det, säger [[hon|osoba]].

Hon skriver om arbetet i lägret på bloggen [[barnmorskanitchad.example|kontakt]].""",

# 8 migration (Cúcuta, Colombia)
"""Venezolanska kvinnor i Cúcuta bygger eget nätverk för gravida på flykt

[[Lördag 5 september 2026|data]]

Varje dag går omkring [[35 000|liczba]] människor över [[Simón Bolívar-bron|miejsce]] mellan [[Venezuela|miejsce]] och [[Cúcuta|miejsce]] i Colombia. Några av dem är höggravida.

För dem startade [[Yusmary Contreras|osoba]], [[32|wiek]], en [[sjuksköterska|inne]] från [[Maracaibo|miejsce]], för två år sedan en grupp på [[Whatsapp|instytucja]] som hon kallar [[Mamás del Puente|instytucja]].

Gruppen har i dag [[340|liczba]] medlemmar, och en fjärdedel av dem, 85 kvinnor, är gravida. De som varit i Colombia längre följer nykomlingarna till mödravården och förklarar hur man skriver in sig i [[Migración Colombias|instytucja]] register.

– Jag födde min första son på en buss [[2019|data]]. Ingen ska behöva göra det, säger [[Contreras|osoba]].

Hon födde själv sin dotter [[Valentina|osoba]] på sjukhuset i Cúcuta [[den 3 juni|data]], för tre månader sedan.

[[Ángela Rincón|osoba]], som är [[socialarbetare|inne]] vid stadens [[Hospital Universitario Erasmo Meoz|instytucja]], säger att omkring en tredjedel av förlossningarna på sjukhuset gäller venezolanska mammor.

– Nätverket gör vårt arbete lättare. De kommer i tid, med papper, säger hon.

[[Act Svenska kyrkan|instytucja]] stöder sedan [[i våras|data]] gruppen med [[120 000 kronor|liczba]] om året, bland annat till bussbiljetter och babykläder.

På [[Instagram|instytucja]] samlar gruppen bilder under [[#NacidosEnElPuente|inne]], ”födda vid bron”. Den mest delade visar en nyfödd med texten [[”Primero la vida, después los papeles”|inne]], ”först livet, sedan papperen”.

Gruppen nås på [[@mamasdelpuente|kontakt]].""",

# 9 klimatmigration (Sydtarawa, Kiribati)
"""Lotteriet som avgör vem som får lämna Kiribati

[[Tisdag 10 februari 2026|data]]

På atollen [[Sydtarawa|miejsce]] i [[Kiribati|miejsce]] är den högsta punkten tre meter över havet. När springfloden kom i [[januari|data]] stod vattnet en halvmeter högt i [[Teretia Tekeuas|osoba]] kök.

– Vi lyfte upp riset på taket och väntade, säger hon.

[[Tekeua|osoba]], [[34|wiek]], är [[lärare|inne]] och mamma till tre. För sjätte året i rad har hon skickat in familjens ansökan till [[Nya Zeelands|miejsce]] lotteri [[Pacific Access Category|inne]], som varje år ger 75 personer från Kiribati rätt att flytta dit.

[[I år|data]] anmälde sig [[9 100|liczba]] personer. Det betyder att ungefär en av 120 får en plats.

Hennes man, [[Tiaon Ioane|osoba]], fiskar i lagunen. Han vill inte flytta.

– Här ligger mina föräldrar begravda. Vart ska de ta vägen, frågar [[han|osoba]] på [[kiribatiska|inne]].

Kyrkan [[Kiribati Uniting Church|instytucja]] har börjat hålla gudstjänster om klimatet. På [[Facebook|instytucja]] skriver en pastor: [[”Havet är inte vår fiende, men det är inte längre vår vän”|inne]].

[[Karin Sjöberg|osoba]], som är [[kulturgeograf|inne]] vid [[Lunds universitet|instytucja]] och har besökt [[Tarawa|miejsce]] sedan [[2012|data]], säger att lotteriet blivit ett sätt att hoppas.

– Folk planerar sina liv efter en dragning en gång om året. Det säger mycket om hur lite annat som finns, säger hon.

Dragningen hålls [[i slutet av mars|data]]. Familjen har sparat [[4 200 australiska dollar|liczba]] till flygbiljetterna.""",
]
SV += [
# 10 protester och public service (Bratislava, Slovakien)
"""Tiotusentals slovaker protesterade mot ny lag om public service

[[Måndag 2 november 2026|data]]

Omkring [[50 000|liczba]] människor demonstrerade [[i lördags|data]] i [[24|liczba]] slovakiska städer mot regeringens förslag att låta parlamentet utse chefen för public service-bolaget [[STVR|instytucja]]. Enligt arrangörerna samlades 30 000 i [[Bratislava|miejsce]], 6 000 i [[Košice|miejsce]] och 14 000 på övriga orter.

Protesterna samordnades av nätverket [[Otvorené okno|instytucja]], ”öppet fönster”, som studenter vid [[Komeniusuniversitetet|instytucja]] startade i oktober.

– Vi är inte emot regeringen. Vi vill bara att nyheterna ska få vara tråkiga och sanna, säger [[Zuzana Hrivnáková|osoba]], [[21|wiek]]. Hon läser [[statsvetenskap|inne]].

På plakaten i Bratislava stod [[”Slovensko je Európa”|inne]] och [[#NechajteNámSTVR|inne]].

I [[Komárno|miejsce]] vid den ungerska gränsen talade journalisten [[Gábor Szabó|osoba]] på både slovakiska och [[ungerska|inne]]. Han arbetar på STVR:s ungerskspråkiga redaktion, som enligt förslaget ska slås ihop med den slovakiska.

– Min pappa läste nyheter på ungerska i samma radiohus i [[trettio år|data]], säger [[han|osoba]].

[[Kulturministeriets talesperson Peter Kmeť|osoba]] säger att han ser lagen som ett sätt att ”återställa balansen” i bolaget.

[[Reportrar utan gränser|instytucja]] varnar för att politikerna tar kontroll över nyheterna. [[Helena Wikström|osoba]] vid Södertörns högskola jämför med [[Ungern|miejsce]] efter [[2010|data]].

– Där började det på samma sätt, med en lag om vem som utser cheferna, säger [[Wikström|osoba]].

Parlamentet, [[Národná rada|instytucja]], väntas rösta om lagen [[den 18 november|data]].""",

# 11 språk och lokalradio (San Juan Yaeé, Oaxaca, Mexiko)
"""Zapotekisk byradio får sändningstillstånd efter tolv års väntan

[[Onsdag 8 juli 2026|data]]

När [[Radio Xidza|instytucja]] i bergsbyn [[San Juan Yaeé|miejsce]] i delstaten [[Oaxaca|miejsce]] i södra [[Mexiko|miejsce]] sände lagligt för första gången [[i måndags|data]] var det på [[zapotekiska|inne]].

Stationen har sänt utan tillstånd sedan [[2012|data]] och ansökte om licens två år senare. Beskedet från den federala telemyndigheten kom [[i maj|data]], tolv år efter ansökan, och stationen har nu anropssignalen [[XHYAE-FM|identyfikator]].

– I fjorton år har vi varit pirater. Nu är vi en radio, säger stationens grundare [[Aurelio Santiago Luna|osoba]], [[62|wiek]], som odlar kaffe och majs.

Radion når [[14|liczba]] byar med sammanlagt omkring 9 000 invånare. Det mesta sänds på zapotekiska, resten på spanska och [[mixe|inne]].

Hans [[dotterdotter|inne]] [[Itzel Santiago Cruz|osoba]], [[19|wiek]], leder ungdomsprogrammet [[”Didxa cubi”|inne]], ”nya ord”.

– Mormor pratade bara zapotekiska, och jag skämdes för det som barn. Nu har programmet 2 000 följare på [[Tiktok|instytucja]], säger [[Itzel|osoba]].

Den nya sändaren på [[300 watt|liczba]] kostade [[85 000 pesos|liczba]], omkring 45 000 kronor. Hälften betalade byns stämma, resten kom in genom en insamling.

Sändaren installerades av [[Olle Näslund|osoba]], pensionerad [[radioingenjör|inne]] från [[Luleå|miejsce]]. Han har rest till byn varje vinter sedan [[2017|data]].

– De gjorde allt själva. Jag hade bara med mig rätt lödtenn, säger [[Näslund|osoba]].

Radion går att lyssna på via [[radioxidza.example|kontakt]].""",

# 12 rättegång mot en demonstrant och protest i Stockholm (Tbilisi, Georgien)
"""Georgisk student dömd till fyra års fängelse – protest på Mynttorget

[[Fredag 4 december 2026|data]]

En domstol i [[Tbilisi|miejsce]] dömde [[i onsdags|data]] [[Nino Beridze|osoba]], [[22|wiek]], som studerar juridik vid [[Tbilisis statliga universitet|instytucja]], till fyra års fängelse för ”gruppvåld” under en demonstration på [[Rustaveliavenyn|miejsce]] i maj.

Enligt åtalet kastade hon en vattenflaska mot en polisbil med registreringsnummer [[TB-417-KM|identyfikator]]. Flaskan var av plast och bilen fick inga skador, säger hennes försvarare [[Giorgi Kapanadze|osoba]].

– Fyra år för en halvliter vatten. Det blir åtta år per liter, skrev han på Facebook [[[ka|inne]]].

[[Beridze|osoba]] är den [[45:e|liczba]] demonstranten som dömts sedan protesterna började [[för två år sedan|data]].

I Stockholm samlades omkring 200 personer på [[Mynttorget|miejsce]] [[i går kväll|data]] på uppmaning av föreningen [[Sakartvelo Stockholm|instytucja]].

– [[Nino|osoba]] är min [[kusin|inne]]. Vi växte upp i samma hus i [[Kutaisi|miejsce]], säger [[Tamar Beridze|osoba]], [[24|wiek]]. Hon läser till civilingenjör vid [[KTH|instytucja]].

Bland demonstranterna fanns också [[Samira Mammadova|osoba]] från [[Marneuli|miejsce]], som tillhör Georgiens [[azerbajdzjanska|inne]] minoritet.

– Det här handlar inte om georgier eller azerier. Det handlar om vem som får säga nej, säger hon.

Plakaten bar hashtaggen [[#FreeNino|inne]].

[[Utrikesdepartementet|instytucja]] säger att Sverige ”följer rättegångarna noga” och tar upp dem med Georgiens ambassad.""",
]

# Capitalised words that may sit inside an `osoba` span without being a name of their own.
NOT_NAMES = frozenset({
    "The", "Judge", "Doña", "Supreme", "Court", "Ministry", "Digital", "Economy", "NICTA",
    "Docent", "Advokaten", "Polisens", "Papua", "Kulturministeriets",
    "She", "He", "Hon", "Han",
})

SCHEME = Scheme(
    prefix="heldout19",
    labels=(
        "osoba", "miejsce", "instytucja", "data", "wiek", "liczba", "kontakt",
        "identyfikator", "inne",
    ),
    person="osoba",
    words=(170, 260),
    spans=(20, 28),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
