#!/usr/bin/env python3
"""Build and check the twenty-fourth pair of held-out corpora (heldout24_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0): to the extent
possible under law, the authors have waived all copyright and related rights to these
texts and to this builder. The texts are local government, courts, obituaries, education
and transport news of the kind a regional or national daily prints (a county council
budget, a ward by-election, a minister opening an electric bus line, a fraud trial, a
sentencing, an appeal against sentence, an obituary, a portrait, a village school closure,
exam results, a university admissions row, a ferry strike); all private people,
quotations, addresses, e-mail addresses, URLs, handles, phone numbers, case, file, route,
consultation, agreement and reference numbers, amounts, counts and small organisations are
invented. Real public bodies, companies, platforms and places are named as news would name
them; what they do here is invented. Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand. This pair's labels are ASCII Czech and lower case (``osoba``, ``misto``,
``instituce``, ``datum``, ``vek``, ``pocet``, ``kontakt``, ``kod``, ``jine``).

    python3 bench/corpora/build_heldout24.py          # write both files, then check them
    python3 bench/corpora/build_heldout24.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, check_words, main

EN = [
# 1 council budget: Mayo County Council raises commercial rates (Castlebar, Ireland)
"""[[Mayo County Council|instituce]] passes its budget as [[Sinn Féin|instituce]] walks out over rates

[[Tuesday 24 November 2026|datum]]

[[CASTLEBAR|misto]] — Mayo's councillors approved a budget of [[€182.4 million|pocet]] for next year [[last night|datum]] by 19 votes to 7, after the four Sinn Féin members of the 30-seat council walked out in protest at a rise in commercial rates.

The annual rate on valuation will go up by [[4 per cent|pocet]], from [[€74.50|pocet]] to €77.48. The council's [[head of finance|jine]], [[Siobhán Gallagher-Rooney|osoba]], said that on this year's rates income of €27.5 million the rise would bring in an extra [[€1.1 million|pocet]], most of it for roads still broken after [[Storm Éowyn|jine]].

The walkout was led by [[Councillor Aoife Ní Bhriain|osoba]]. "Every euro on the rates is a euro off somebody's wages," [[she|osoba]] said before leaving.

[[Tomasz Zieliński|osoba]], [[52|vek]], a [[baker|jine]] who came to [[Ballina|misto]] from [[Łódź|misto]] in 2005, said his bill would rise from €4,500 to [[€4,680|pocet]]. "A hundred and eighty euro is a month of flour," he said.

The budget was backed by [[Fianna Fáil|instituce]], Fine Gael and most independents. The council's chief executive, [[Declan Mulroy|osoba]], told the [[Connaught Telegraph|instituce]] that a wind farm planned near Bangor Erris by the Danish developer [[Vestavind Energi A/S|instituce]] would pay about €900,000 a year in rates once it is connected in 2028.

Businesses with a rates bill under €10,000 can claim a once-off grant of €500 at [[rates@mayococo.example|kontakt]], quoting the account number on their bill, which begins [[MCC-RV|kod]]. [[Mulroy|osoba]] said the first grants would be paid in March.""",

# 2 election: a ward by-election in Kakamega County (Kakamega, Kenya)
"""[[ODM|instituce]] holds [[Shieywe|misto]] ward in Kakamega by 412 votes

[[Friday 13 March 2026|datum]]

[[KAKAMEGA|misto]] — The Orange Democratic Movement held the Shieywe seat in the [[Kakamega County Assembly|instituce]] in yesterday's by-election, called after the death in [[December|datum]] of its member, [[Joseph Wanyonyi Shikuku|osoba]], who was 63.

[[Beatrice Amukoya|osoba]], 41, a [[primary school teacher|jine]] who campaigned under the slogan "[[Maji kwanza|jine]]" (water first), won [[3,186|pocet]] votes. [[Dennis Omukoko|osoba]] of the [[United Democratic Alliance|instituce]], a former [[Kakamega Homeboyz|instituce]] striker, took [[2,774|pocet]], and an independent candidate, a [[boda boda rider|jine]], 391. Forty-nine ballots were spoiled.

The returning officer of the [[Independent Electoral and Boundaries Commission (IEBC)|instituce]] said 6,400 of the ward's 16,000 registered voters had cast ballots, a turnout of 40 per cent.

"Half of this ward still buys water from a cart. That is the first thing I will take to the assembly," [[Amukoya|osoba]] told supporters in [[Kiswahili|jine]] outside the tallying centre at Masinde Muliro University of Science and Technology.

[[Omukoko|osoba]] said his agents had been turned away from two polling stations and that he would file a petition at the [[Chief Magistrate's Court in Kakamega|instituce]] within the [[28 days|datum]] the law allows. The [[IEBC|instituce]] said the forms from every station were public and could be checked by anyone.

[[Shikuku|osoba]], a [[Quaker|jine]] elder, had represented the ward since 2017. His widow campaigned for the winner.

The result was published in Kenya Gazette notice [[No. 3018|kod]] and on the commission's county account, [[@IEBC_Kakamega|kontakt]].""",

# 3 minister's visit and a new bus line: electric buses to the airport (Bhubaneswar, India)
"""Thirty electric buses start running on [[Bhubaneswar|misto]]'s airport line

[[Monday 6 April 2026|datum]]

[[BHUBANESWAR|misto]] — Odisha's [[Minister of Commerce and Transport, Bishnupriya Sahoo,|osoba]] flagged off 30 electric buses on the city's busiest route this morning, replacing 22 diesel buses that had run between Master Canteen and [[Biju Patnaik International Airport|misto]] since 2014.

The buses, [[Olectra K9|jine]] models leased from [[Olectra Greentech Ltd|instituce]], will run every [[eight minutes|datum]] on route [[E-11|kod]] for the [[Capital Region Urban Transport (CRUT)|instituce]], which runs the city's Mo Bus network. Each bus covers about 200 kilometres a day, and CRUT pays the company [[₹58|pocet]] a kilometre, or about [[₹3.48 lakh|pocet]] a day for the fleet.

"People said an electric bus would die in an Odisha summer. We have tested them at 44 °C with the air conditioning full," [[Sahoo|osoba]] said at the depot in [[Patrapada|misto]], where chargers supplied by the Finnish firm [[Kempower Oyj|instituce]] can charge ten buses at a time.

Fares are unchanged at ₹10 to ₹40. [[Sabitri Nayak|osoba]], [[29|vek]], a [[staff nurse|jine]] at [[AIIMS Bhubaneswar|instituce]], said the old bus on her route had broken down twice in March. "In the heat, with no fan, I reached my ward already tired," she said in [[Odia|jine]].

[[Faizan Ahmed|osoba]], a [[civil engineering|jine]] student at [[KIIT University|instituce]], said the line still skipped his hostel. "Eight minutes is good. Eight minutes to the wrong stop is not," he said.

CRUT's managing director, [[Dr Arun Kumar Mohapatra|osoba]], said a second line, to Cuttack, would follow before [[Rath Yatra|jine]]. Complaints can be sent to [[grievance@mobus.example|kontakt]].""",

# 4 trial: a water tanker fraud (Polokwane, South Africa)
"""Water tanker fraud trial opens in [[Polokwane|misto]]

[[Wednesday 20 May 2026|datum]]

[[POLOKWANE|misto]] — A former chief financial officer of the [[Polokwane Municipality|instituce]] and a contractor pleaded not guilty yesterday to fraud and money laundering over [[R38.6 million|pocet]] paid for water deliveries during the drought of 2023.

[[Mokgadi Sebola|osoba]], [[54|vek]], and [[Thabo Mashaba|osoba]], 47, the sole director of [[Lebowa Water Tankers (Pty) Ltd|instituce]], appeared before [[Judge Lerato Phalane|osoba]] in the [[Limpopo Division of the High Court in Polokwane|instituce]].

The state says the municipality paid for [[1,930|pocet]] tanker loads at [[R20,000|pocet]] each, but that only 610 of them reached villages such as [[Moletji|misto]] and [[Mankweng|misto]], fewer than a third. The other 1,320 loads, worth R26.4 million, were invented, prosecutor [[Advocate Ntsako Baloyi|osoba]] of the [[National Prosecuting Authority (NPA)|instituce]] told the court.

"The trucks on these invoices were not in Limpopo. Some of them were not trucks at all. One registration belongs to a [[Toyota Corolla|jine]] in Gqeberha," [[Baloyi|osoba]] said.

The first witness, [[Elias Mphahlele|osoba]], a [[retired school principal|jine]] from Moletji, testified in [[Sepedi|jine]] that no tanker came to his village for six weeks that spring. "We carried water from the dam in wheelbarrows. The old people drank last," he said.

[[Mashaba's|osoba]] counsel, [[Advocate Pieter du Plessis|osoba]], said his client had delivered every load and that the municipality's records had been "lost, not forged".

The case, [[CC 41/2025|kod]], was brought after an investigation by the [[Hawks|instituce]] and a complaint from [[Corruption Watch|instituce]]. If convicted, the two face a minimum sentence of [[15 years|datum]]. The trial is set down for three weeks.""",

# 5 sentencing: a rogue roofer who targeted pensioners (Peterborough, England)
"""Rogue roofer who took £214,600 from [[Peterborough|misto]] pensioners is jailed

[[Saturday 18 July 2026|datum]]

[[PETERBOROUGH|misto]] — A roofer who took [[£214,600|pocet]] from 23 older homeowners for repairs that were botched or never done was jailed for [[six years and eight months|datum]] at [[Peterborough Crown Court|instituce]] yesterday.

[[Lee Fairbrother|osoba]], [[39|vek]], of [[Werrington|misto]], admitted 11 counts of fraud. His victims were aged between 68 and 93. He drove a white [[Ford Transit|jine]] with the name of his company, [[Fairbrother Roofing & Building Ltd|instituce]], on the side and chose streets where he saw older people in their gardens, the court heard.

[[Giuseppina Ferraro|osoba]], [[88|vek]], who came to the city from [[Calabria|misto]] in 1957, aged 19, to join her husband at the brickworks, paid him £31,000 for a roof that leaked the first time it rained. Her [[son|jine]] read her statement to the court: "[[I was ashamed to tell my children.|jine]]"

Another victim, [[Mohammed Arif Chaudhry, 79|osoba]], a retired [[bus driver|jine]] from Millfield who has [[Parkinson's disease|jine]], paid £18,500 over four visits.

Sentencing, [[Her Honour Judge Sarah Okonjo-Reid|osoba]] said [[Fairbrother|osoba]] had "turned kindness at the front door into a business model". She banned him from being a company director for [[ten years|datum]] and ordered him to pay [[£120,000|pocet]] in compensation within three months or serve another two years. He will serve half his sentence, 40 months, before release on licence.

[[DC Aleksandra Nowicka|osoba]] of [[Cambridgeshire Constabulary|instituce]] said the case, [[T20257041|kod]], began with a call from a neighbour in [[Dogsthorpe|misto]]. Anyone who thinks they may have been targeted can call [[07700 900614|kontakt]].""",

# 6 appeal: a tuition-centre director's jail term cut (Singapore)
"""Jail term cut for tuition-centre director who cheated [[SkillsFuture Singapore|instituce]]

[[Thursday 8 October 2026|datum]]

[[SINGAPORE|misto]] — The [[High Court|instituce]] yesterday cut the jail term of a tuition-centre director who made false claims to [[SkillsFuture Singapore (SSG)|instituce]] from [[30 months|datum]] to [[22 months|datum]], after hearing that she had repaid three quarters of the money.

[[Evelyn Tan Hui Min|osoba]], [[47|vek]], the director of [[BrightLeaf Learning Pte Ltd|instituce]] in Jurong East, was sentenced in the [[State Courts|instituce]] in March after pleading guilty to 12 charges of cheating, with 16 more taken into consideration. Between 2021 and 2023 her company claimed [[S$412,000|pocet]] in subsidies for 1,284 places on courses that were never held, among them "[[Digital Marketing for Beginners|jine]]" and a [[Mandarin|jine]] class for hawkers.

Her lawyer, [[Mr Ravindran Subramaniam|osoba]], told [[Justice Farah Ismail|osoba]] that [[Tan|osoba]] had sold her flat in Woodlands and repaid S$309,000. [[Deputy Public Prosecutor Marcus Goh|osoba]] said the repayment had come "only after the police knocked".

In her grounds, the judge called the offences "deliberate and sustained" but said that restitution of most of the loss deserved weight. [[She|osoba]] ordered the remaining S$103,000 to be repaid within [[12 months|datum]]. A fine of [[S$40,000|pocet]] on the company stands.

[[Tan|osoba]]'s [[mother|jine]], [[Lim Ah Moi, 76|osoba]], a former hawker at Tekka Centre, wept in the gallery. "She was always the clever one," she said afterwards in [[Hokkien|jine]].

The appeal, [[MA 9087/2026/01|kod]], was brought by the defence. SSG, a statutory board under the [[Ministry of Education|instituce]], said it had recovered S$2.6 million from 38 training providers since its anti-fraud unit was set up.""",

# 7 obituary: a printer and publisher (Abeokuta, Nigeria)
"""[[Chief Adebayo Sowemimo|osoba]], printer of Abeokuta, dies at 85

[[Monday 9 February 2026|datum]]

[[ABEOKUTA|misto]] — [[Chief Adebayo Olufemi Sowemimo|osoba]], whose [[Itoko Press Ltd|instituce]] printed school primers, hymn books and election posters across western Nigeria for six decades, died at his home in [[Ake|misto]] on [[Thursday|datum]]. He was [[85|vek]].

Born on [[14 March 1940|datum]] in Ijemo, the son of a [[blacksmith|jine]], he studied [[history|jine]] at the [[University of Ibadan|instituce]] and set up the press in 1966 with a second-hand Heidelberg machine bought from a Lebanese trader in Lagos.

During the [[Nigerian Civil War|jine]] he printed ration cards for the Western State government by candlelight. His greatest success was the [[Yoruba|jine]] reader "[[Ìwé Kíkà Ẹ̀gbá|jine]]", which sold more than two million copies in 40 years and taught, his family says, half of Ogun State to read.

A devout [[Anglican|jine]], he was a lay reader at [[St Peter's Cathedral, Ake|instituce]], for 52 years. He was made a [[Member of the Order of the Niger|jine]] in 1999, and for decades printed the posters of the [[Egba Highlife Stars|instituce]], the band his brother led.

"He read every page before it left the building, even the invoices," said his [[daughter|jine]], [[Dr Morenike Sowemimo-Adeyemi|osoba]], a [[paediatrician|jine]] in Houston. "[[He|osoba]] used to say a printer's mistake lives longer than the printer."

He is survived by his [[wife|jine]], [[Folasade|osoba]], whom he married in 1968, six children and 19 grandchildren. He will be buried after a service at the cathedral on [[Saturday 21 February|datum]]. Condolences can be sent to [[condolences@itokopress.example|kontakt]].""",

# 8 portrait: the piano tuner of the symphony (Kamloops, British Columbia)
"""At [[80|vek]], [[Kamloops|misto]] piano tuner still hears what others miss

[[Saturday, Dec. 12, 2026|datum]]

[[KAMLOOPS, B.C.|misto]] — Before every concert of the [[Kamloops Symphony Orchestra|instituce]], [[Halina Wróblewska|osoba]] spends two hours alone on the stage of the [[Sagebrush Theatre|misto]] with a tuning hammer and the orchestra's [[Steinway Model D|jine]].

She has done it for [[36 years|datum]]. [[Wróblewska|osoba]], who turned 80 in October, was born in [[Kraków|misto]] in 1946 and trained as a [[piano technician|jine]] at the state piano factory in Kalisz. She left Poland with her [[husband|jine]], a welder, in 1982, months after martial law was declared, and reached Kamloops by way of a refugee camp in Austria.

"In Kalisz I learned that a piano is never finished. It moves with the weather, like a person," she said in her kitchen.

Her business, [[Wróblewska Piano Service Inc.|instituce]], tunes about 400 pianos a year in church halls, schools and homes from Merritt to Clearwater, more than 14,000 in 36 years. She orders her strings from a family firm in Bavaria, [[Saitenwerk Hofmann GmbH|instituce]], and charges [[$145|pocet]] a visit, a price she has not changed since 2019.

Her [[granddaughter|jine]], [[Zofia Wróblewska-Kaur|osoba]], 22, studies [[music therapy|jine]] at [[Thompson Rivers University|instituce]] and has driven her to jobs since [[Halina|osoba]] gave up her licence after a [[cataract|jine]] operation last spring. "[[Babcia|jine]] can hear a string go flat from the next room," she said.

The orchestra's music director, [[Dr Selin Aydoğan|osoba]], said the symphony would dedicate its performance of [[Chopin's Piano Concerto No. 2|jine]] on [[Jan. 16|datum]] to her. Tickets are available at [[250-555-0163|kontakt]].""",

# 9 school closure: a village primary school on Anglesey (Llangefni, Wales)
"""Anglesey votes to close [[Ysgol y Garnedd|instituce]] despite parents' campaign

[[Wednesday 3 June 2026|datum]]

[[LLANGEFNI|misto]] — The executive of the [[Isle of Anglesey County Council|instituce]] voted by six to two [[yesterday|datum]] to close Ysgol y Garnedd, a [[Welsh|jine]]-medium primary school in [[Llanddeusant|misto]], at the end of the [[2026–27|datum]] school year.

The school has [[19|pocet]] pupils and room for 60, fewer than a third of its places filled. It costs [[£9,840|pocet]] a year to educate each child there, against a county average of £5,100, nearly double. Its pupils will move to [[Ysgol Gymuned Bodedern|instituce]], 4.2 miles away.

[[Councillor Dafydd Rhys Thomas|osoba]], the [[portfolio holder for education and the Welsh language|jine]], said small schools could not recruit specialist teachers. "This is not about closing a school. It is about opening a door," he said.

Parents were not persuaded. [[Nia Prys-Jones|osoba]], 36, a [[sheep farmer|jine]] with twins in the infants' class, said the village would lose the only building where it still met. "The chapel closed in 2009, the pub in 2015. The school is the last light on," [[she|osoba]] said.

[[Karim Haddad|osoba]], a [[pharmacist|jine]] who moved to the village from [[Aleppo|misto]] in 2017, said his [[daughter|jine]] had learned Welsh there within a year. "She sings ‘[[Calon Lân|jine]]’ louder than her teachers," he said.

Members of [[Plaid Cymru|instituce]] on the council and the teachers' union [[UCAC|instituce]] have asked for the decision to be called in. [[Estyn|instituce]] rated the school's teaching as good in 2024.

Under the consultation, [[ED/2026/014|kod]], objections may be sent to [[ysgolion@ynysmon.example|kontakt]] within [[28 days|datum]].""",

# 10 exam results: WASSCE results at a public school (Cape Coast, Ghana)
"""[[Oguaa Senior High Technical School|instituce]] lifts its WASSCE pass rate to 72 per cent

[[Tuesday 1 December 2026|datum]]

[[CAPE COAST|misto]] — Nearly three in four candidates at a public school in Cape Coast passed all their core subjects in this year's West African Senior School Certificate Examination, up from [[58 per cent|pocet]] [[last year|datum]], according to results released by the [[West African Examinations Council (WAEC)|instituce]] on [[Friday|datum]].

Of the school's [[612|pocet]] candidates, [[441|pocet]] obtained grades A1 to C6 in [[English Language|jine]], Core Mathematics, Integrated Science and Social Studies, or 72 per cent. The headmistress, [[Mrs Comfort Arthur-Baidoo|osoba]], credited Saturday classes started in [[January 2025|datum]] and a new science laboratory paid for by old students.

The best result came from [[Efua Ansah|osoba]], [[17|vek]], the [[daughter|jine]] of a [[fish smoker|jine]] from [[Elmina|misto]], who earned A1 in all eight of her subjects. She was in the school's team that reached the quarter-finals of the [[National Science and Maths Quiz|jine]] in 2025. "My mother smoked fish so that I could read at night. These grades are her grades," she said in [[Fante|jine]].

[[Efua|osoba]] hopes to study [[medicine|jine]] at the [[University of Ghana|instituce]].

The [[Ghana Education Service|instituce]] director for the [[Central Region|misto]], [[Joseph Kwame Asiedu|osoba]], said WAEC had withheld the results of [[1,780|pocet]] candidates nationwide over suspected malpractice, none of them in the region.

Parents can collect result slips from the school office, quoting centre number [[0051204|kod]], or call [[0332 555 0147|kontakt]].""",

# 11 admissions row: a nursing school's out-of-state places (Honolulu, Hawaii)
"""[[UH Mānoa|instituce]] nursing admissions row: a third of places go to the mainland

[[Friday, April 24, 2026|datum]]

[[HONOLULU|misto]] — A state senator and dozens of families want an inquiry into admissions at the [[University of Hawaiʻi at Mānoa's|instituce]] nursing school, which gave 40 of its [[120|pocet]] fall places to applicants from outside Hawaii, a third, up from 14 last year.

The [[Nancy Atmospera-Walch School of Nursing|instituce]] received 1,046 applications for its [[Bachelor of Science in Nursing|jine]]. Under a new rubric introduced in [[August|datum]], the grade point average counts for 50 per cent of an applicant's score, a panel interview for 30 per cent and a personal statement for the remaining 20.

[[Maria Clarissa Domingo|osoba]], [[19|vek]], whose parents came from [[Ilocos Norte|misto]] and work as [[hotel housekeepers|jine]] in Waikīkī, had a 3.94 average at [[Kapiʻolani Community College|instituce]] and was turned down. "My grandmother nursed at Queen's for 30 years. I want to nurse the people who raised me," she said.

[[State Senator Kalani Kahananui|osoba]], who chairs the [[Senate Committee on Higher Education|instituce]], said the state was short of about [[1,100|pocet]] nurses. "We are training nurses for California with Hawaii taxes," he said. He has introduced [[SR 118|kod]], calling for an audit.

The school's dean, [[Dr Elena Ruiz-Castañeda|osoba]], told [[Honolulu Civil Beat|instituce]] the rubric was applied blind and [[Native Hawaiian|jine]] and [[Filipino|jine]] students made up 41 per cent of the class, as last year. [[She|osoba]] said an outside review would report by [[June 30|datum]].

A petition on [[Change.org|instituce]] has gathered 6,200 signatures. Applicants may appeal at [[nursing.review@hawaii.example|kontakt]].""",

# 12 ferry strike: a 24-hour stoppage on the Manly run (Sydney, Australia)
"""Manly ferries to stop for 24 hours as [[MUA|instituce]] strikes during [[Vivid Sydney|jine]]

[[Wednesday 27 May 2026|datum]]

[[SYDNEY|misto]] — No ferries will run between Circular Quay and [[Manly|misto]] from [[4am on Friday|datum]] to 4am on Saturday after deckhands and masters voted to strike over pay, the [[Maritime Union of Australia (MUA)|instituce]] said today.

The union is asking [[Transdev Sydney Ferries|instituce]], which runs the network for [[Transport for NSW|instituce]], for a rise of [[5 per cent|pocet]] a year for [[three years|datum]]. The company has offered 3 per cent. On a deckhand's base wage of [[$1,250|pocet]] a week, the gap is $25.

[[Siosaia Tupou|osoba]], the union's [[Sydney branch secretary|jine]], said crews had not had a rise above inflation since 2022. Members have been wearing badges with the slogan "[[No crew, no ferry|jine]]".

[[Camila Fuentes|osoba]], [[31|vek]], a [[deckhand|jine]] on the [[Freshwater-class|jine]] ferry [[Queenscliff|jine]] who was born in [[Valparaíso|misto]], rents a room in Dee Why for $420 a week, about a third of her wage. "In Valparaíso my father worked the port for forty years. Here I work two jobs to stay near the water," she said.

The strike will affect about 16,000 trips, many of them by visitors to the festival. Transdev's chief operating officer, [[Grant Whitcombe|osoba]], said the offer was "fair and affordable". The [[Minister for Transport, Rebecca Nakhoul,|osoba]] urged both sides to go back to the [[Fair Work Commission|instituce]]. The enterprise agreement, [[AG2023/1187|kod]], expired in March.

Replacement buses will run from Wynyard. Travellers can check [[transportnsw.info|instituce]] or follow [[@SydFerriesAlerts|kontakt]].""",
]

# the Swedish half
SV = [
# 1 kommunbudget: skatten höjs men äldreboendet räddas (Kävlinge)
"""Skatten höjs med [[35 öre|pocet]] i [[Kävlinge|misto]] – äldreboendet i Furulund räddas

[[Tisdag 24 november 2026|datum]]

[[KÄVLINGE|misto]]: Efter fyra timmars debatt röstade [[kommunfullmäktige|instituce]] i går kväll igenom budgeten för [[2027|datum]]. Skattesatsen höjs från 20,64 till [[20,99 kronor|pocet]] per hundralapp.

Budgeten klubbades med [[27|pocet]] röster mot 22. Två ledamöter från [[Kävlingelistan|instituce]] lade ner sina röster. Fullmäktige har 51 ledamöter, och alla var på plats.

– Vi hade ett hål på [[52 miljoner kronor|pocet]]. Varje öre på skatten ger 1,1 miljoner, så höjningen täcker 38,5 miljoner. Resten, 13,5 miljoner, sparar vi på administrationen, säger [[kommunstyrelsens ordförande Agnieszka Lindström|osoba]] ([[M|instituce]]).

Hon kom till Skåne från [[Gdynia|misto]] som [[tolvåring|vek]] och har lett kommunen sedan oktober.

[[Socialdemokraternas|instituce]] gruppledare [[Yusuf Demir|osoba]] röstade nej.

– [[Moderaterna|instituce]] lovade i valrörelsen att inte röra skatten. Drygt tio veckor senare höjer de den, säger han.

Det mest omstridda förslaget gällde [[Ljungbackens äldreboende|instituce]] i [[Furulund|misto]], som förvaltningen ville stänga. Där bor [[34|pocet]] personer, bland dem [[Gunnel Ahlgren, 93|osoba]].

– Mamma har [[alzheimer|jine]] och har bott där i sex år. Att flytta henne nu hade varit grymt, säger hennes [[son|jine]] [[Mikael Ahlgren|osoba]], som samlade in 2 400 namnunderskrifter mot nedläggningen.

Samtidigt höjs terminsavgiften i kommunens kulturskola från 450 till [[600 kronor|pocet]], en tredjedel mer. Nämnden för barn och utbildning får nio miljoner kronor extra, bland annat till fler [[speciallärare|jine]].

Budgeten har diarienummer [[KS 2026/412|kod]] och finns på [[kavlinge.example/budget2027|kontakt]].""",

# 2 val: ett nytt lokalt parti tar tre mandat på valnatten (Bålsta, Håbo)
"""Nya [[Bålstalistan|instituce]] tog tre mandat – Moderaterna största parti i [[Håbo|misto]]

[[Måndag 14 september 2026|datum]]

[[BÅLSTA|misto]]: Ett år efter att partiet bildades fick [[Bålstalistan|instituce]] [[7,2 procent|pocet]] av rösterna i kommunvalet i [[Håbo kommun|instituce]] [[i går|datum]]. Det räcker till tre av fullmäktiges 41 mandat.

– Vi har sagt samma sak på varje torg: [[”Pendeltåget först”|jine]]. Folk är trötta på att frysa på perrongen, säger partiets [[gruppledare|jine]] [[Rashid Haji Abdi|osoba]], [[47|vek]], som kom till Sverige från [[Hargeisa|misto]] 1998.

[[Moderaterna|instituce]] blev största parti med 29,8 procent och 12 mandat, före [[Socialdemokraterna|instituce]] med 26,1 procent och 11. Sverigedemokraterna fick 18,4 procent och åtta mandat.

M, Kristdemokraterna och Liberalerna, som har styrt kommunen sedan 2022, får tillsammans 15 mandat. Även med Bålstalistan och Centerpartiet, som fick två, saknas ett mandat till egen majoritet.

– Vi ska prata med alla som vill bygga Håbo. Jag räknar med ett nytt styre inom en vecka, säger [[Moderaternas|instituce]] toppkandidat [[Emma Virtanen|osoba]]. [[Hon|osoba]] har varit kommunalråd i fyra år.

Valdeltagandet blev [[84,6 procent|pocet]], men i valdistriktet Bålsta centrum röstade bara 71,3 procent.

En av förstagångsväljarna var [[Nour Al-Khatib|osoba]], [[18|vek]], som föddes i Bålsta 2008 av [[syriska|jine]] föräldrar och läser [[samhällsvetenskapsprogrammet|jine]].

– Min mamma har aldrig fått rösta i ett fritt val i Syrien. Hon följde med och filmade mig när jag lade valsedlarna i kuverten, säger [[Al-Khatib|osoba]].

Valnämnden räknar de sena förtidsrösterna [[på onsdag|datum]]. Det slutliga resultatet fastställs av [[Länsstyrelsen i Uppsala län|instituce]], och preliminära siffror finns på [[val.example/habo|kontakt]].""",

# 3 ministerbesök: svensk minister inviger en fabrik i Indien (Pune)
"""Svensk minister invigde fabrik i [[Pune|misto]] – [[450|pocet]] nya jobb

[[Onsdag 4 mars 2026|datum]]

[[PUNE|misto]]: [[Sveriges minister för bistånd och utrikeshandel, Kristina Haddad,|osoba]] klippte [[i dag|datum]] bandet till en ny fabrik för hydraulcylindrar i industriområdet [[Chakan|misto]] norr om staden. Fabriken ägs av [[Hallberg Hydraulics India Pvt. Ltd.|instituce]], ett dotterbolag till [[Hallberg Hydraulik AB|instituce]] i [[Motala|misto]].

Investeringen är på 1,2 miljarder rupier, omkring 140 miljoner kronor. Fabriken ska ha 450 anställda i full drift [[2028|datum]], och var tredje av dem ska vara kvinna.

– Indien är en av världens snabbast växande ekonomier. Svenska företag som inte finns här om tio år kommer att ångra det, sa [[hon|osoba]] i sitt tal.

[[Haddad|osoba]] leder en delegation med [[22|pocet]] företag som [[Utrikesdepartementet|instituce]] och [[Business Sweden|instituce]] har samlat. Resan pågår i [[fem dagar|datum]] och fortsätter på fredag till [[Bengaluru|misto]], där den avslutas med [[India Nordic Business Forum|jine]].

Tomten arrenderas av [[Maharashtra Industrial Development Corporation (MIDC)|instituce]]. Enligt MIDC:s regionchef [[Prakash Kulkarni|osoba]] har 41 svenska företag nu verksamhet i delstaten.

En av de första som har anställts är [[Ananya Deshpande|osoba]], [[29|vek]], som läste [[maskinteknik|jine]] vid [[Linköpings universitet|instituce]] och nu blir [[produktionschef|jine]].

– Jag gjorde mitt examensarbete i Motala. Nu bygger vi samma cylinder, [[HC-300|jine]], här, säger hon på svenska med tydlig östgötsk brytning.

Koncernchefen [[Per Sjödin|osoba]] säger att produktionen hemma inte påverkas.

– Cylindrarna härifrån ska säljas i Asien. Det blir inga varsel i Sverige, säger han.""",

# 4 rättegång: bedrägerier mot äldre i nordvästra Skåne (Klippan)
"""Pensionärer lurades på [[4,6 miljoner|pocet]] – rättegången har börjat i Helsingborg

[[Tisdag 10 februari 2026|datum]]

[[KLIPPAN|misto]]: Tre män mellan [[19|vek]] och [[27|vek]] år står sedan [[i går|datum]] åtalade vid [[Helsingborgs tingsrätt|instituce]] för grova bedrägerier mot [[23|pocet]] äldre i nordvästra Skåne.

Enligt [[kammaråklagaren Shirin Moradi|osoba]] ringde männen upp och utgav sig för att vara från bankens säkerhetsavdelning. De äldre ombads logga in med [[BankID|jine]] för att skydda sina pengar, som i stället fördes över till konton hos [[Baltic Pay Solutions UAB|instituce]] i [[Vilnius|misto]].

Sammanlagt försvann [[4,6 miljoner kronor|pocet]] under [[fem veckor|datum]] hösten 2025.

En av dem som förlorade mest är [[Ilona Szabó|osoba]], [[84|vek]], i Klippan. Hon kom från [[Ungern|misto]] 1956, fjorton år gammal, och blev senare [[sjuksköterska|jine]] på [[Helsingborgs lasarett|instituce]].

– Han lät så snäll. Han sa att polisen redan var på väg hem till mig. Jag förlorade 640 000 kronor på en eftermiddag, säger [[Szabó|osoba]].

Hennes [[dotterson|jine]] upptäckte överföringarna nästa morgon och ringde polisen.

[[Moradi|osoba]] yrkar fängelse i [[fyra år|datum]] för den äldste, som hon menar ledde verksamheten. Han förnekar brott. De två yngre erkänner att de lånade ut sina bankkonton men säger att de inte visste vad pengarna var till.

– Min klient är en ung man som själv blev utnyttjad, säger hans försvarare, [[advokaten Johan Ekdahl|osoba]].

[[Brottsofferjouren Nordvästra Skåne|instituce]] har stöttat flera av de drabbade under rättegången och nås på [[070-17 40 362|kontakt]].

Rättegången väntas pågå i tre veckor. Målet har nummer [[B 8810-25|kod]].""",

# 5 dom: kassören förskingrade pengar från fotbollsklubben (Mönsterås)
"""Kassören tog [[1,8 miljoner|pocet]] från fotbollsklubben – döms till fängelse

[[Torsdag 26 mars 2026|datum]]

[[MÖNSTERÅS|misto]]: [[Kalmar tingsrätt|instituce]] dömde [[i dag|datum]] [[Blomstermåla IK:s|instituce]] förre kassör, en [[58-årig|vek]] man från Mönsterås, till fängelse i [[ett år och tio månader|datum]] för grov förskingring.

Från [[september 2021|datum]] till [[mars 2025|datum]] förde mannen över pengar från klubbens konto till sitt eget, sammanlagt [[1 836 400 kronor|pocet]]. Han ska betala tillbaka hela beloppet till klubben i skadestånd. Enligt domen gick pengarna till spel på nätcasinon och en begagnad [[Volvo XC60|jine]]. Han har erkänt.

– Han var en vän som alla litade på. Det är det som gör ondast, säger klubbens [[ordförande|jine]] [[Amra Hodžić|osoba]], som upptäckte saken när [[Skatteverket|instituce]] hörde av sig om obetalda arbetsgivaravgifter.

Klubben har [[312|pocet]] medlemmar och hade elva ungdomslag. Två av dem fick läggas ned förra året när pengarna inte räckte.

[[Rådmannen Henrik Wahlqvist|osoba]] skriver i domen att brottet pågick i tre och ett halvt år och drabbade en ideell förening, och att påföljden därför inte kan stanna vid villkorlig dom.

Mannens sambo, [[52|vek]], döms för häleri till [[60 dagsböter à 200 kronor|pocet]], alltså 12 000 kronor.

[[Hodžić|osoba]] kom till Mönsterås från [[Bihać|misto]] som [[flykting|jine]] 1993 och har tränat klubbens flicklag i [[tjugo år|datum]].

– Nu börjar vi om. Barnen ska inte behöva betala för en vuxens svek, säger [[hon|osoba]].

Först med nyheten var [[Barometern|instituce]]. Domen har målnummer [[B 1502-25|kod]] och kan överklagas till [[Göta hovrätt|instituce]] senast [[den 16 april|datum]].""",

# 6 överklagande: hovrätten skärper straffet efter en dödsolycka (Perstorp)
"""Hovrätten skärper straffet efter dödsolyckan vid [[Perstorp|misto]]

[[Fredag 17 april 2026|datum]]

[[PERSTORP|misto]]: [[Hovrätten över Skåne och Blekinge|instituce]] dömde [[i går|datum]] en [[24-årig|vek]] man från Hässleholm till fängelse i [[två år och tre månader|datum]] för vållande till annans död och grovt rattfylleri. [[Helsingborgs tingsrätt|instituce]] hade i [[december|datum]] dömt honom till [[ett år och sex månader|datum]].

Mannen hade [[1,4 promille|pocet]] alkohol i blodet och körde i 110 kilometer i timmen där högsta tillåtna hastighet är 70, när han [[natten till söndagen den 8 juni 2025|datum]] körde på en cyklist strax utanför Perstorp.

Cyklisten, [[Darius Petrauskas|osoba]], [[41|vek]], var [[litauisk|jine]] medborgare och arbetade som [[skogsarbetare|jine]] i [[Örkelljunga|misto]]. Han var på väg hem från ett nattpass.

– [[Darius|osoba]] skickade pengar varje månad till sina två barn i [[Kaunas|misto]]. Inget straff gör dem mindre faderlösa, säger hans [[syster|jine]] [[Rūta Petrauskienė|osoba]], som följde förhandlingen på distans med tolk.

Till skillnad från tingsrätten anser hovrätten att mannen borde ha insett risken, eftersom han hade dömts för rattfylleri två år tidigare. Straffet blir därmed nio månader längre.

Hovrätten höjer också skadeståndet till de två barnen till [[160 000 kronor|pocet]] vardera. [[Transportstyrelsen|instituce]] har redan återkallat mannens körkort.

Försvararen, [[advokaten Mirza Begović|osoba]], säger att hans klient ångrar sig djupt men att de överväger att söka prövningstillstånd i [[Högsta domstolen|instituce]].

– Min klient har aldrig förnekat det han gjorde. Frågan är bara om straffet står i proportion till tidigare praxis, säger [[Begović|osoba]].

Hovrättens dom har målnummer [[B 412-26|kod]].""",

# 7 minnesord: körledaren från Valparaíso (Ödeshög)
"""Minnesord: [[Hernán Ríos Valdés|osoba]] lärde [[Ödeshög|misto]] att sjunga

[[Lördag 7 februari 2026|datum]]

[[Hernán Ríos Valdés|osoba]], Ödeshög, har avlidit efter en tids sjukdom. Han dog [[den 29 januari|datum]] och blev [[84 år|vek]].

Han föddes [[den 14 oktober 1941|datum]] i hamnstaden [[Valparaíso|misto]] i Chile, där han arbetade som svetsare på varvet och sjöng i fackföreningens kör. Efter militärkuppen 1973 satt han fängslad i sex veckor. I februari 1974 kom han som [[politisk flykting|jine]] till Sverige, 32 år gammal, med hustrun [[Carmen|osoba]] och deras två söner.

I Ödeshög fick han arbete på [[Ödeshögs Gjuteri AB|instituce]], och på kvällarna läste han musik. 1985 blev han [[musiklärare vid kommunens kulturskola|jine]], där han stannade till pensionen.

Redan 1979 grundade han kören [[Canto Libre|instituce]], som först bara sjöng på [[spanska|jine]] men snart hade fler svenska än chilenska medlemmar. Kören sjöng i [[Allsång på Skansen|jine]] 1992 och har sjungit i Vadstena klosterkyrka varje påsk sedan 1986, och dess version av [[”Gracias a la vida”|jine]] spelades ofta i [[Sveriges Radio P4 Östergötland|instituce]].

[[Hernán|osoba]] var troende [[katolik|jine]] men sjöng lika gärna i Svenska kyrkan.

– [[”Gud förstår alla språk”|jine]], brukade [[han|osoba]] säga.

År 2009 fick han [[Ödeshögs kommuns kulturpris|jine]]. De sista åren hade han [[Parkinsons sjukdom|jine]], men han kom till körens övningar så länge han orkade.

Han sörjs närmast av [[Carmen|osoba]], sönerna [[Pablo|osoba]] och [[Diego|osoba]] med familjer och sju [[barnbarn|jine]].

Begravningen hålls i Ödeshögs kyrka [[lördagen den 21 februari|datum]]. Kören sjunger.""",

# 8 porträtt: busschauffören som blev deckarförfattare (Łódź)
"""Busschauffören som blev deckarförfattare i [[Łódź|misto]]

[[Fredag 13 november 2026|datum]]

[[ŁÓDŹ|misto]]: I [[35 år|datum]] körde [[Tadeusz Wróbel|osoba]] buss genom Stockholm. Nu skriver han kriminalromaner på svenska vid ett köksbord på [[ulica Piotrkowska|misto]]. [[På söndag|datum]] fyller han [[70|vek]].

– I bussen hörde jag alla historier. Folk tror att chauffören inte lyssnar, säger han och skrattar.

Han föddes i Łódź och kom till Sverige [[1982|datum]], ett halvår efter att krigstillståndet hade införts i [[Polen|misto]]. Han var [[25|vek]] och hade en examen i [[elektroteknik|jine]] som ingen i Sverige brydde sig om.

Från [[1986|datum]] körde han för [[Storstockholms Lokaltrafik|instituce]], de sista tolv åren på linje 4. När han gick i pension [[2021|datum]] flyttade han och hustrun [[Eva Lindholm-Wróbel|osoba]] tillbaka till hans barndomsstad.

Debutromanen [[”Sista turen från Slussen”|jine]] kom 2023 och fick [[Svenska Deckarakademins pris för bästa debut|jine]]. I våras kom uppföljaren [[”Nattbuss till Bałuty”|jine]], och nu ska båda bli en tv-serie hos den polska kanalen [[TVP|instituce]].

Böckerna ges ut i Polen av [[Wydawnictwo Pod Lipą sp. z o.o.|instituce]] och i Sverige av [[Bokförlaget Korsvägen|instituce]]. Hustrun, som är [[pensionerad bibliotekarie|jine]], läser alltid manuset först.

– Hon stryker hälften. Det är därför böckerna blir bra, säger [[Wróbel|osoba]].

Han svarar själv på läsarnas frågor på [[Instagram|instituce]], där han heter [[@wrobel_kryminal|kontakt]], och skriver lika gärna på [[polska|jine]] som på svenska.

Födelsedagen firas med [[bigos|jine]] och inlagd sill. Dottern och barnbarnen flyger ner från Arlanda.""",

# 9 skolnedläggning: byskolan läggs ned efter hundra år (Valdemarsvik)
"""Byskolan i [[Gryt|misto]] läggs ned – efter [[hundra år|vek]]

[[Onsdag 10 juni 2026|datum]]

[[VALDEMARSVIK|misto]]: [[Barn- och utbildningsnämnden|instituce]] i [[Valdemarsviks kommun|instituce]] beslutade [[i måndags|datum]] att [[Kvarnbackens skola|instituce]] i Gryt ska stänga efter vårterminen [[2027|datum]]. Beslutet fattades med sju röster mot fyra.

Skolan har [[31|pocet]] elever från förskoleklass till årskurs sex. Från hösten 2027 ska de gå i Valdemarsvik, 28 kilometer bort.

– Det handlar inte om kvaliteten, eleverna här har bra resultat. Men en elev i Gryt kostar 186 000 kronor om året, mot 118 000 i tätorten, säger nämndens ordförande [[Christer Hagström|osoba]] (C).

Nedläggningen sparar drygt [[två miljoner kronor|pocet]] om året.

[[Dilan Aziz|osoba]] har två barn på skolan, [[sju|vek]] och [[tio år|vek]] gamla. Hon flyttade från [[Norrköping|misto]] till Gryt för skolans skull 2022.

– Bussen tar 45 minuter enkel väg. Min sjuåring kommer att vara hemifrån från sju till fyra, säger [[Aziz|osoba]], som är [[ordförande i föräldraföreningen|jine]].

Föreningen har samlat 1 460 namn på [[Skrivunder.com|instituce]] och tänker begära laglighetsprövning hos [[Förvaltningsrätten i Linköping|instituce]]. Frågor kan ställas på [[070-17 40 281|kontakt]].

[[Läraren Maj-Britt Holm|osoba]], [[63|vek]], har undervisat i Gryt sedan [[1988|datum]]. Hon hade tänkt gå i pension samma sommar som skolan, som byggdes 1927, fyller hundra.

– Vi hade planerat [[hundraårsjubileet|jine]] till våren. Nu blir det en avskedsfest i stället, säger [[Holm|osoba]].

[[Sveriges Lärare|instituce]] i Östergötland kallar beslutet kortsiktigt.""",

# 10 antagning: meritpoäng försvann i UHR:s nya system (Vaggeryd)
"""Fel hos [[UHR|instituce]] – 86 nekades plats på läkarprogrammet

[[Tisdag 14 juli 2026|datum]]

[[VAGGERYD|misto]]: När [[Fatima Zahra Benali|osoba]] loggade in på [[Antagning.se|instituce]] [[i fredags|datum]] stod hon som reserv till [[läkarprogrammet|jine]] vid [[Göteborgs universitet|instituce]]. Hon har A i alla ämnen.

Det visade sig att hennes meritpoäng, 1,0, hade fallit bort. Meritvärdet blev därför 21,50 i stället för [[22,50|pocet]], och gränsen i första urvalet låg på [[22,20|pocet]].

Hon är en av 1 370 sökande vars meritpoäng försvann när [[Universitets- och högskolerådet (UHR)|instituce]] bytte it-system i våras. Av dem borde [[86|pocet]] ha antagits till läkarprogram runt om i landet.

– Jag har läst [[naturvetenskapsprogrammet|jine]] på [[Vätterstrandsgymnasiet|instituce]] i Jönköping i tre år. Det kändes som om någon tog alltihop ifrån mig, säger [[Benali|osoba]], [[19|vek]].

Hennes [[pappa|jine]], [[Youssef Benali|osoba]], kom till Sverige från Casablanca för att läsa [[datateknik|jine]] på [[Chalmers|instituce]] och ringde UHR samma kväll.

– Ingen kunde svara på hur många som drabbats. Vi fick veta det i [[Jönköpings-Posten|instituce]], säger han.

UHR:s [[avdelningschef för antagning|jine]], [[Malin Eriksson Toivonen|osoba]], ber om ursäkt.

– Felet är rättat. Alla som drabbats får ett nytt besked [[på fredag|datum]] och erbjuds plats redan till höstterminen, som börjar den 31 augusti, säger hon.

Sökande med frågor kan mejla [[antagningsfel@uhr.example|kontakt]] och uppge sitt anmälningsnummer, som för [[Benali|osoba]] är [[HT26-70418|kod]].""",

# 11 färjestrejk: däcksbesättningar strejkar på Öckeröleden (Hönö)
"""Strejken på [[Öckeröleden|misto]] – en färja i timmen och långa köer

[[Onsdag 7 oktober 2026|datum]]

[[HÖNÖ|misto]]: För tredje dagen i rad går bara en färja i timmen mellan Hönö och [[Lilla Varholmen|misto]] på [[Hisingen|misto]]. Sedan [[i måndags|datum]] strejkar däcksbesättningarna som är med i [[Seko sjöfolk|instituce]].

I rusningstid går färjorna normalt var tionde minut. Nu går alltså [[en sjättedel|pocet]] av turerna, och omkring [[14 000|pocet]] personer som pendlar över leden en vanlig vardag får köa.

– I morse stod jag i kö i [[två timmar|datum]] och kom för sent till mitt pass på [[Sahlgrenska universitetssjukhuset|instituce]]. Jag är [[barnmorska|jine]], jag kan inte bara mejla och säga att jag är sen, säger [[Chiamaka Eze|osoba]], [[36|vek]], som bor på [[Öckerö|misto]].

Konflikten gäller bemanningen. [[Trafikverket Färjerederiet|instituce]] vill minska från fyra till tre däcksmän per färja, en fjärdedel färre.

– Tre personer räcker inte om det börjar brinna ombord. Vi strejkar för passagerarnas säkerhet, säger Sekos [[förhandlare|jine]] [[Jukka Hämäläinen|osoba]].

På plakaten vid färjeläget står det [[”Säkerhet före budget”|jine]].

[[Färjerederiets|instituce]] presschef [[Lina Karlberg|osoba]] säger att de nya färjorna från det finländska varvet [[Saaristotelakka Oy|instituce]] har automatiska brandsläckare och att tre däcksmän räcker enligt [[Transportstyrelsen|instituce]].

[[Medlingsinstitutet|instituce]] utsåg [[i går|datum]] två medlare, och konflikten har fått nummer [[A 14/26|kod]] hos myndigheten. Under tiden kör [[Västtrafik|instituce]] extrabussar från Lilla Varholmen till Göteborg.

Sekos pressjour nås på [[070-17 40 519|kontakt]].""",

# 12 ny busslinje: snabbuss med elbussar mellan Habo och Jönköping (Habo)
"""Ny snabbuss kortar resan mellan [[Habo|misto]] och [[Jönköping|misto]] med en tredjedel

[[Fredag 14 augusti 2026|datum]]

[[HABO|misto]]: [[På söndag|datum]] börjar [[Jönköpings Länstrafik|instituce]] köra den nya snabbusslinjen [[131X|kod]] mellan Habo och [[Jönköpings resecentrum|misto]]. Resan tar [[28 minuter|datum]], mot 42 med dagens linje.

Bussarna går var tjugonde minut i rusningstid och stannar bara vid fyra hållplatser. [[Vy Buss AB|instituce]] kör linjen med sex nya elbussar av modellen [[Volvo 7900 Electric|jine]], som kostar [[4,8 miljoner kronor|pocet]] styck.

– Jag har tagit bilen varje dag i [[elva år|datum]] eftersom bussen stannade i varenda by. Nu ska jag sälja den, säger [[Thanh Huong Pham, 44|osoba]], som är [[lärare i matematik och fysik|jine]] på en gymnasieskola i Jönköping.

Linjen är ett försök på [[tre år|datum]] och betalas av [[Region Jönköpings län|instituce]] och [[Habo kommun|instituce]].

– Om minst [[1 200|pocet]] resenärer åker varje vardag efter det första året blir linjen permanent, säger [[regionrådet Fredrik Almgren|osoba]] ([[KD|instituce]]).

En enkelbiljett kostar som tidigare 38 kronor, och månadskortet blir inte dyrare.

En av förarna är [[Goran Marić|osoba]], som har kört buss i Habo sedan 2004. [[Han|osoba]] gick en kurs i [[sparsam körning|jine]] i somras.

– Elbussen är så tyst att man hör när passagerarna säger tack, säger han.

Enligt en läsarenkät i [[Jönköpings-Posten|instituce]] vill fyra av tio Habobor åka kollektivt oftare om resan blir snabbare. Tidtabellen finns på [[jlt.example/131x|kontakt]].""",
]

NOT_NAMES = frozenset({
    "Councillor", "Minister", "Commerce", "Transport", "Judge", "Advocate", "Her",
    "Honour", "Justice", "Deputy", "Public", "Prosecutor", "Chief", "Mrs", "State",
    "Senator", "She", "He",

    "Han", "Hon", "Sveriges", "Rådmannen", "Läraren",
})

SCHEME = Scheme(
    prefix="heldout24",
    labels=(
        "osoba", "misto", "instituce", "datum", "vek", "pocet", "kontakt", "kod", "jine",
    ),
    person="osoba",
    words=(180, 260),
    spans=(22, 28),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    check_words(EN, SV)
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
