#!/usr/bin/env python3
"""Build and check the twenty-fifth pair of held-out corpora (heldout25_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0): to the extent
possible under law, the authors have waived all copyright and related rights to these
texts and to this builder. The texts are sport, culture, business and labour, and
technology news of the kind a national daily's sport, arts, business and technology pages
print (a football derby, a city marathon, a transfer, a film premiere, a novel's prize, a
band's concert tour, a factory closure, a start-up's funding round, a port strike, a
hawker-queue app, a data breach, a food influencer); all private people, quotations,
addresses, e-mail addresses, URLs, handles, hashtags, phone numbers, case, company,
reference and notification numbers, amounts, counts, scores and small organisations are
invented. Real public bodies, companies, clubs, platforms, outlets and places are named as
news would name them; what they do here is invented. Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand. This pair's labels are ASCII Swahili and lower case (``mtu`` person,
``mahali`` place, ``taasisi`` organisation, ``tarehe`` date and time, ``umri`` age,
``kiasi`` amount, ``mawasiliano`` contact, ``msimbo`` code, ``nyingine`` other).

    python3 bench/corpora/build_heldout25.py          # write both files, then check them
    python3 bench/corpora/build_heldout25.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, check_words, main

EN = [
# 1 sport: a football derby that Gor Mahia win 3-2 (Nairobi, Kenya)
"""[[Onyango|mtu]] scores twice as [[Gor Mahia|taasisi]] win the derby 3–2

[[Monday 16 March 2026|tarehe]]

[[NAIROBI|mahali]] — [[Samuel Onyango|mtu]] scored twice and [[Ibrahim Juma|mtu]] converted a late penalty as Gor Mahia came from behind to beat [[AFC Leopards|taasisi]] [[3–2|kiasi]] in the [[Mashemeji derby|nyingine]] at [[Nyayo National Stadium|mahali]] [[yesterday|tarehe]].

The win lifts [[K'Ogalo|nyingine]] to 41 points from 19 games, one ahead of Tusker FC, and leaves Leopards twelve points behind them on 29.

[[Onyango|mtu]], the club's No. 9, headed in a corner after 12 minutes. [[Dennis Mukhwana|mtu]] equalised before half-time, and the [[Ugandan|nyingine]] winger [[Ronald Ssekitoleko|mtu]] put Leopards ahead ten minutes after the break. [[Onyango|mtu]] levelled in the 67th minute, and with nine minutes left [[Juma|mtu]], wearing 14, sent the goalkeeper the wrong way from the spot.

"At 2–1 down I told them a derby lasts ninety minutes, not fifty-five," said Gor Mahia's head coach, [[Rui Almeida Santos|mtu]], who arrived from Portugal in January. "[[Samuel|mtu]] never stopped running."

A crowd of 22,400 filled most of the 30,000 seats, and kick-off was delayed by 25 minutes while police cleared a crush at Gate 7. The [[Football Kenya Federation (FKF)|taasisi]] opened a disciplinary file, [[DC/031/2026|msimbo]], and asked both clubs for a report.

[[Halima Abdi|mtu]], [[29|umri]], a nurse from [[Eastleigh|mahali]], has watched the derby since her father first took her at [[seven|umri]]. "I cried at half-time and I cried at the end, for different reasons," she said.

By the evening the goals had been shared more than 180,000 times under [[#MashemejiDerby|mawasiliano]]. The two sides meet again on [[Sunday 26 April|tarehe]].""",

# 2 sport: a cold city marathon (Dublin, Ireland)
"""[[Zielińska|mtu]] wins a cold [[Dublin Marathon|nyingine]]

[[Monday 26 October 2026|tarehe]]

[[DUBLIN|mahali]] — [[Katarzyna Zielińska|mtu]] of Poland won the women's race at the Dublin Marathon [[yesterday|tarehe]] in [[2:26:40|kiasi]], and the Ethiopian [[Getachew Wolde|mtu]] took the men's title in 2:11:04, 35 seconds ahead of the Kenyan runner-up.

Of the 22,500 runners who set off from Fitzwilliam Street in a temperature of 6 °C, 20,140 reached the finish at Merrion Square, nearly nine in ten.

[[Zielińska|mtu]], a [[physiotherapist|nyingine]] from [[Olsztyn|mahali]] who turned 31 in June, pulled away from the leading group on the climb past University College Dublin at 35 kilometres. "I was cold until halfway and after that I was only tired," she said in [[Polish|nyingine]], through an interpreter.

The first Irishwoman home was [[Aoife Ní Bhriain|mtu]], a secondary school teacher at [[Pobalscoil Chorca Dhuibhne|taasisi]] in [[Dingle|mahali]], fourth in 2:31:12, [[4 minutes 32 seconds|kiasi]] behind the winner.

Among the slower runners was [[Ferdinand Okonkwo, 68|mtu]], bib number [[18422|msimbo]], a retired [[welder|nyingine]] who moved to Dublin from Onitsha in 2001. He finished his 25th marathon in 5:48:20 and raised [[€6,300|kiasi]] for [[Pieta|taasisi]], the suicide-prevention charity, in memory of his son.

The medical team treated 312 runners, most of them for [[hypothermia|nyingine]], and nine were taken to [[St James's Hospital|taasisi]]. None was seriously ill, said the race director, [[Orla Kavanagh|mtu]].

Next year's race will be run on [[Sunday 31 October 2027|tarehe]]. Full results are published at [[results.dublinmarathon.example|mawasiliano]].""",

# 3 sport: a transfer from Nigeria to Scotland (Edinburgh, Scotland)
"""[[Hibernian|taasisi]] sign [[Remo Stars|taasisi]] striker [[Ogunleye|mtu]] for £850,000

[[Thursday 2 July 2026|tarehe]]

[[EDINBURGH|mahali]] — The Edinburgh club have signed the [[Nigerian|nyingine]] striker [[Tobiloba Ogunleye|mtu]] from Remo Stars on a four-year contract for a fee of [[£850,000|kiasi]], which could rise by £250,000 to [[£1.1 million|kiasi]] with add-ons, the club said [[yesterday|tarehe]].

[[Ogunleye|mtu]], who was born in [[Abeokuta|mahali]] in [[May 2005|tarehe]], scored 17 goals in 32 league games last season, when the Ikenne side finished second in the [[Nigeria Premier Football League|taasisi]]. Remo Stars keep a 15 per cent share of any future sale.

[[Magnus Eriksen|mtu]], [[Hibernian's|taasisi]] [[head of recruitment|nyingine]], first watched him on video in January and flew to [[Lagos|mahali]] to see him play twice. "He is quick, but what I liked was that he kept asking for the ball when his team were losing," said [[Eriksen|mtu]], a Norwegian who played for Rosenborg in the 1990s.

The move needed a work permit, granted after the [[Scottish FA|taasisi]] approved a governing body endorsement on Monday. [[Tenfold Sports Management Ltd|taasisi]], the player's agency, negotiated the deal.

His [[mother|nyingine]], [[Folake Ogunleye|mtu]], a pharmacist, said her son had never seen snow. "I have told [[Tobiloba|mtu]] to buy a proper coat before he buys anything else," she said.

[[Ogunleye|mtu]] will wear 19 and could make his debut in a friendly against Bohemians on [[Saturday 11 July|tarehe]]. Supporters on the fans' forum [[Leithbanter.com|taasisi]] have already nicknamed him [[the Ikenne Express|nyingine]].""",

# 4 culture: a film premiere at a festival (Toronto, Canada)
"""[[TIFF|taasisi]] audience stands for four minutes for a Scarborough family's story

[[Monday 14 September 2026|tarehe]]

[[TORONTO|mahali]] — The first feature by [[Kavitha Selvarajah|mtu]], [[The Salt Between Us|nyingine]], had its world premiere at [[Roy Thomson Hall|mahali]] on [[Saturday night|tarehe]], and the [[Toronto International Film Festival (TIFF)|taasisi]] audience stood for four minutes before the credits had finished.

The film follows three generations of a [[Tamil|nyingine]] family who run a fish shop on Kennedy Road in [[Scarborough|mahali]]. It was shot in 24 days in March on a budget of [[$2.4 million|kiasi]], of which [[Telefilm Canada|taasisi]] put up $900,000, more than a third.

"My father sold fish on that road for twenty-two years. I wanted the smell of the shop to come off the screen," said [[Selvarajah|mtu]], [[39|umri]], a former CBC documentary editor who cut episodes of [[The Nature of Things|nyingine]].

The grandmother is played by [[Tharshini Ravindran|mtu]], a retired schoolteacher who last acted on a stage in [[Jaffna|mahali]] in 1987, at 23, and had never appeared on film. "I told [[Kavitha|mtu]] I was too old. She said that was why she wanted me," said [[Ravindran|mtu]], now [[62|umri]].

The score is by the Toronto band [[The Lantern Choir|taasisi]], whose closing song, [[Monsoon on Kennedy Road|nyingine]], was released on Friday.

[[Northbound Pictures Inc.|taasisi]] has bought the Canadian rights and plans a release in February. The film, which runs 104 minutes, has two more screenings at TIFF and is in the running for the [[People's Choice Award|nyingine]], announced on [[Sunday 20 September|tarehe]]. By yesterday it had an average of 4.3 out of 5 on [[Letterboxd|taasisi]].""",

# 5 culture: a novel wins a prize (Lagos, Nigeria)
"""[[Chiamaka Obiora|mtu]] wins the [[Harmattan Prize|nyingine]] with her grandmother's war

[[Friday 13 November 2026|tarehe]]

[[LAGOS|mahali]] — [[Chiamaka Obiora|mtu]], a [[radiographer|nyingine]] at [[Lagos University Teaching Hospital|taasisi]] who wrote her first novel on night shifts, [[last night|tarehe]] won the [[$25,000|kiasi]] [[Harmattan Prize for African Fiction|nyingine]] at a dinner at the Eko Hotel.

[[What the River Kept|nyingine]] follows a midwife at a [[Catholic|nyingine]] mission hospital near [[Nsukka|mahali]] during the [[Nigerian Civil War|nyingine]], and leaves its passages in [[Igbo|nyingine]] untranslated. [[Obiora|mtu]], who turned [[34|umri]] in March, wrote it over six years.

"My [[grandmother|nyingine]] told me these stories in the kitchen. She made me promise to write them down after she died, not before," [[she|mtu]] said.

The five judges, chaired by [[Professor Wanjiru Kamau|mtu]] of the [[University of Nairobi|taasisi]], read 214 novels from 17 countries. [[Kamau|mtu]] called the book "patient and furious at once".

Each of the other five shortlisted writers receives $2,000, bringing the prize fund to $35,000. Last year's winner, the Ghanaian writer [[Yaw Boateng|mtu]], presented the award.

The publisher, [[Lagoon House Books Ltd|taasisi]], said it would triple its print run from 3,000 to [[9,000|kiasi]] copies. Its managing director, [[Adebola Martins|mtu]], said orders had come in overnight from bookshops across the country, and that a translation into French was being discussed with a publisher in Dakar.

The shortlist was first reported in September by the literary website [[Brittle Paper|taasisi]]. Entries for next year's prize open in January at [[entries@harmattanprize.example|mawasiliano]].""",

# 6 culture: a highlife band's concert tour (Accra, Ghana)
"""[[Osu Palmwine Collective|taasisi]] take highlife to 21 cities in 45 days

[[Wednesday 4 March 2026|tarehe]]

[[ACCRA|mahali]] — The highlife band [[Osu Palmwine Collective|taasisi]] will play 21 concerts in 11 countries this spring, from the [[Barbican Centre|mahali]] in London on [[Friday 1 May|tarehe]] to the [[Apollo Theater|mahali]] in [[Harlem|mahali]] on [[Sunday 14 June|tarehe]], the band announced yesterday.

It is the nine-piece band's second foreign tour. The first, in 2019, took in six cities, so this one is more than three times as long.

The tour follows [[Sunday at Jamestown|nyingine]], the album that won the band [[Album of the Year|nyingine]] at the [[Ghana Music Awards|nyingine]] in 2025. Its single [[Kenkey for Two|nyingine]] has been streamed 14 million times on [[Spotify|taasisi]].

"We are going to play for the diaspora and for people who have never heard of [[Osu|mahali]]. Both need to dance," said the bandleader, [[Kwabena Asante-Mensah|mtu]], a [[trumpeter|nyingine]] who trained as an architect.

The singer [[Efua Darko|mtu]] and the drummer [[Komlan Agbeko|mtu]], who grew up in [[Lomé|mahali]] and sings two songs in [[Ewe|nyingine]], were still waiting for US visas this week.

In Europe the band will travel between cities in a hired [[Mercedes-Benz Sprinter|nyingine]]. The [[Deputy Minister for Tourism, Arts and Culture, Abena Osei-Bonsu|mtu]], said the ministry would put [[GH₵450,000|kiasi]] towards flights. "[[Kwabena|mtu]] and his band carry our sound abroad. We should carry some of the cost," [[she|mtu]] said.

Tickets for the London concert, at £38, went on sale this morning at [[osupalmwine.example|mawasiliano]].""",

# 7 technology: a hawker-queue app (Singapore)
"""Hawker queue app [[QueueLah|nyingine]] cuts waits at 12 centres, [[NEA|taasisi]] says

[[Tuesday 18 August 2026|tarehe]]

[[SINGAPORE|mahali]] — An app that lets diners order from hawker stalls and tells them when to collect has cut the average wait at [[Old Airport Road Food Centre|mahali]] from [[22 minutes|tarehe]] to nine, the [[National Environment Agency (NEA)|taasisi]] said [[yesterday|tarehe]] after a six-week trial at 12 centres.

QueueLah was built by [[Makan Labs Pte Ltd|taasisi]], a seven-person start-up in Jurong East. It was downloaded [[86,000|kiasi]] times during the trial and handled [[410,000|kiasi]] orders, about 68,000 a week.

Unlike delivery platforms, which take up to 30 per cent, the app charges stallholders 3 per cent of each order. It works in English, Mandarin, [[Malay|nyingine]] and Tamil.

"My [[grandfather|nyingine]] had a char kway teow stall. He lost half his lunch crowd to the queue," said [[Tan Wei Ling|mtu]], [[31|umri]], who founded the company after six years as a [[software engineer at Grab|nyingine]].

[[Madam Rohani Yusof|mtu]], who has sold [[mee rebus|nyingine]] at Old Airport Road since [[1984|tarehe]], when she was 25, was doubtful at first. "I don't want to look at a phone while I cook. Now the phone rings a bell and the customer comes," said [[Madam Rohani|mtu]], [[67|umri]].

Some older diners complained on the [[HardwareZone|taasisi]] forums that the app shut out people without smartphones. [[Ms Tan|mtu]] said a paper queue number would stay at every stall, which the NEA will check.

[[Enterprise Singapore|taasisi]] has given the company [[S$250,000|kiasi]] to add 40 more centres by March 2027. Stallholders can sign up at [[queuelah.example/hawkers|mawasiliano]].""",

# 8 business and labour: a biscuit factory closes (Llanelli, Wales)
"""[[Tywi Valley Bakeries|taasisi]] to close [[Llanelli|mahali]] factory with the loss of 340 jobs

[[Tuesday 30 June 2026|tarehe]]

[[LLANELLI|mahali]] — The biscuit maker [[Tywi Valley Bakeries Ltd|taasisi]] will close its factory on the [[Dafen|mahali]] industrial estate in September and move production to Poland, its German owner, [[Hartmann Backwaren GmbH|taasisi]], told staff yesterday.

All [[340|kiasi]] jobs are at risk: 212 on the production lines and 128 in warehousing, engineering and the office. A [[45-day|tarehe]] consultation began this morning, and the last shift is planned for [[Friday 25 September|tarehe]].

The factory, which makes [[Welsh cakes|nyingine]] and the [[Tywi Crunch|nyingine]] biscuit, has been in Dafen since 1962. Hartmann bought it in 2017 and says the Llanelli site lost [[£3.1 million|kiasi]] last year.

[[Gareth Pritchard, 58|mtu]], a line supervisor, joined in 1995, and his wife packs biscuits on the same shift. "Thirty-one years. They told us in the canteen in eleven minutes," he said.

Production is moving to [[Hartmann's|taasisi]] plant near Wrocław, the city [[Agnieszka Wróbel|mtu]], [[44|umri]], left in 2007 to work in Llanelli. "My [[brother|nyingine]] might end up with my job," she said.

The [[GMB|taasisi]] union's [[regional organiser|nyingine]], [[Hywel Bevan|mtu]], said he would ask the [[Welsh Government|taasisi]] to help find a buyer. "This is a profitable brand in a loss-making building. Sell the building, keep the brand," [[he|mtu]] said, first in [[Welsh|nyingine]] and then in English.

[[Councillor Eirlys Thomas|mtu]] of [[Plaid Cymru|taasisi]] called the closure "the worst news for [[Dafen|mahali]] in a generation". Staff can reach an advice line on [[07700 900614|mawasiliano]].""",

# 9 business: an agritech start-up's funding round (Bengaluru, India)
"""Soil-sensor start-up [[Krishiyantra|taasisi]] raises ₹120 crore, doubling its value

[[Wednesday 15 April 2026|tarehe]]

[[BENGALURU|mahali]] — [[Krishiyantra Technologies Pvt Ltd|taasisi]], which sells cheap soil sensors to small farmers, has raised [[₹120 crore|kiasi]] in a Series B round led by [[Banyan Ridge Capital|taasisi]], the company said on Tuesday.

Banyan Ridge put in [[₹80 crore|kiasi]] and the existing investor [[Peepal Seed Fund|taasisi]] the rest. The round values the company at ₹900 crore, double the [[₹450 crore|kiasi]] of its Series A in 2024.

The firm was registered in [[Karnataka|mahali]] in 2019 under the corporate identity number [[U01403KA2019PTC128734|msimbo]]. Its sensor, the [[MittiSense 2|nyingine]], costs ₹4,999 and reports moisture and nitrogen to a phone in [[Kannada|nyingine]], Telugu or Hindi.

"A farmer with two acres cannot pay for a soil lab every season. A phone he already has," said the [[chief executive|nyingine]], [[Meenakshi Sundaram|mtu]], [[38|umri]], who studied [[soil science|nyingine]] at the [[University of Agricultural Sciences, Bengaluru|taasisi]].

About 38,000 farmers in Karnataka and Telangana use the sensor. [[Basavaraj Hiremath|mtu]], who grows [[ragi|nyingine]] and tomatoes on three acres near [[Kolar|mahali]], said his fertiliser bill fell from [[₹18,000|kiasi]] to ₹12,000 a season, a third less.

The co-founder and chief technology officer, [[Farhan Siddiqui|mtu]], said the money would take the staff from 140 to 260 and pay for a small factory in Hosur, across the state border in Tamil Nadu.

[[Siddiqui|mtu]] told [[YourStory|taasisi]] that the company hoped to reach one lakh farmers by [[March 2027|tarehe]]. It is hiring agronomists through [[careers@krishiyantra.example|mawasiliano]].""",

# 10 labour: a port strike (Durban, South Africa)
"""Durban port strike enters ninth day with [[SATAWU|taasisi]] and employer two points apart

[[Friday 5 June 2026|tarehe]]

[[DURBAN|mahali]] — About [[1,400|kiasi]] workers at [[Bayhead Container Services (Pty) Ltd|taasisi]] stayed out for a ninth day [[today|tarehe]], and 23 container ships were waiting at anchor off the port, according to shipping agents.

The [[South African Transport and Allied Workers Union|taasisi]] wants a rise of [[8.5 per cent|kiasi]], down from the 10 per cent it asked for in April. The company has offered [[6.5 per cent|kiasi]]. On the entry wage of [[R14,200|kiasi]] a month, the gap is R284.

Talks at the [[Commission for Conciliation, Mediation and Arbitration (CCMA)|taasisi]] broke down on Wednesday. The company then asked the [[Labour Court|taasisi]] to keep pickets 500 metres from the gates; the case, [[D 512/2026|msimbo]], is to be heard on [[Tuesday|tarehe]].

[[Nomvula Dlamini|mtu]], [[47|umri]], a [[straddle-carrier driver|nyingine]] and shop steward, led the singing at the Bayhead gate, where placards read "[[No 8.5, no boxes|nyingine]]". "I have moved boxes for nineteen years. My children know the port better than the beach," she said in [[isiZulu|nyingine]]. On Sundays she worships with the [[Shembe|nyingine]] church in Inanda.

The company's spokesman, [[Pieter van der Merwe|mtu]], said Bayhead had lost [[R41 million|kiasi]] since the strike began on [[Thursday 28 May|tarehe]]. "Every day a ship waits, a shipping line thinks about Cape Town or Maputo," [[Van der Merwe|mtu]] said.

The [[CCMA|taasisi]] has called both sides back on Monday under case number [[KNDB 4417-26|msimbo]], a day before the court hearing.""",

# 11 technology: a pharmacy chain's data breach (Auckland, New Zealand)
"""[[Kōwhai Pharmacy|taasisi]] data breach exposes 214,000 loyalty accounts

[[Tuesday 1 December 2026|tarehe]]

[[AUCKLAND|mahali]] — Hackers copied the names, birth dates and phone numbers of [[214,000|kiasi]] members of the [[KōwhaiRewards|nyingine]] loyalty scheme, and the prescription histories of 38,500 of them, [[Kōwhai Pharmacy Group Ltd|taasisi]] said [[yesterday|tarehe]].

The company, which runs 63 pharmacies in the North Island, found the intrusion on [[Friday 27 November|tarehe]], [[nine days|tarehe]] after the attackers first logged in with a stolen staff password. A ransom note demanded [[US$2 million|kiasi]] in [[Bitcoin|nyingine]] by this Friday.

"We will not pay. Paying does not get the data back, it only puts a price on it," said the chief executive, [[Vivian Zhou|mtu]]. The company has reported the breach to the [[Office of the Privacy Commissioner|taasisi]], which gave it the reference [[OPC-BN-2026-1187|msimbo]], and to the [[National Cyber Security Centre (NCSC)|taasisi]]. The Finnish forensics firm [[Revontuli Security Oy|taasisi]] is investigating.

[[Losaline Taufa|mtu]], [[36|umri]], a [[Tongan|nyingine]] teacher aide from [[Ōtāhuhu|mahali]], learned from a text message that her son's [[asthma|nyingine]] prescriptions might be online. "They know more about my boy than his school does," [[Taufa|mtu]] said.

[[Dr Arohanui Walker|mtu]], a cybersecurity lecturer at the [[University of Auckland|taasisi]], said that about 18 per cent of the members now had health data exposed, and that the NCSC would want to know how one password opened so much.

Members can call [[0800 555 041|mawasiliano]] or read the company's notice at [[kowhai.example/breach|mawasiliano]]. The news site [[Stuff.co.nz|taasisi]] first reported the attack.""",

# 12 online life: a food influencer's salsa (Houston, United States)
"""[[Lupita Cárdenas|mtu]]'s salsa sells 410,000 jars in ten weeks

[[Wednesday 20 January 2027|tarehe]]

[[HOUSTON|mahali]] — [[A year ago|tarehe]] [[Lupita Cárdenas|mtu]] had 1.2 million followers and a [[Ford F-150|nyingine]] that she used as a kitchen at farmers' markets. Today [[@cocinaconlupita|mawasiliano]] has 2.4 million, twice as many, and her grandmother's recipe is on the shelves of [[H-E-B|taasisi]].

[[Salsa de la Abuela|nyingine]] went on sale in 180 stores in early November at $6.99 a jar. [[Cocina Lupita LLC|taasisi]] said yesterday that it had sold [[410,000|kiasi]] jars in the first ten weeks, close to $2.9 million at the shelf price.

[[Cárdenas|mtu]], 33, studied [[chemical engineering|nyingine]] at the [[University of Houston|taasisi]] and worked at a refinery in [[Pasadena|mahali]] before her videos took off in 2022. She films in [[Spanish|nyingine]] and English, usually with her grandmother, [[Doña Refugio Cárdenas|mtu]], [[88|umri]], who came to [[Texas|mahali]] from [[Monterrey|mahali]] in 1971.

"[[She|mtu]] measures with her hand and tells me I'm using too much salt. People love that more than the recipe," [[Lupita|mtu]] said.

The jars carry her slogan, "[[Hecho con paciencia|nyingine]]", and a video of the first batch, tagged [[#SalsaDeLaAbuela|mawasiliano]], has been watched nine million times on [[TikTok|taasisi]]. She was nominated for a [[Webby Award|nyingine]] in 2025.

Her brother, [[Rubén Cárdenas|mtu]], who runs the business side, said the company was hiring 35 people for a kitchen in Pasadena and hoped to be in stores outside Texas by the summer. Buyers can reach the company on [[713-555-0148|mawasiliano]].""",
]

# the Swedish half
SV = [
# 1 sport: fotbollsmatch i Allsvenskan, 2–3 på Gamla Ullevi (Göteborg)
"""[[Malmö FF|taasisi]] vände på [[Gamla Ullevi|mahali]] – [[Okonkwo|mtu]] matchhjälte med två mål

[[Måndag 20 april 2026|tarehe]]

[[GÖTEBORG|mahali]]: [[IFK Göteborg|taasisi]] ledde med 2–1 efter en timme, men Malmö FF gjorde två mål på de sista tjugo minuterna och vann med [[3–2|kiasi]] inför [[17 412|kiasi]] åskådare [[i går|tarehe]].

Hemmalaget tog ledningen redan i åttonde minuten, när [[Youssef Haddad|mtu]] nickade in en hörna. [[Chidi Okonkwo|mtu]] kvitterade strax före paus, och tio minuter in i andra halvlek gav [[Oskar Lindvall|mtu]] IFK ledningen igen med ett långskott.

Sedan tog Malmös nummer 9 över. [[Okonkwo|mtu]], [[23|umri]], som kom från nigerianska [[Enugu Rangers|taasisi]] i vintras, gjorde 2–2 i 71:a minuten. På tilläggstid slog [[Mateusz Zieliński|mtu]] in returen sedan IFK:s målvakt hade räddat en frispark.

– Vi var inte bra i första halvlek. Men laget slutade aldrig springa, och [[Chidi|mtu]] är farlig även när han inte syns på en kvart, säger Malmös [[huvudtränare|nyingine]] [[Henrik Sjöberg|mtu]].

IFK:s [[portugisiske|nyingine]] tränare [[Ricardo Almeida|mtu]] var kortfattad.

– Två misstag, två mål. Så kan vi inte försvara oss om vi vill vara med i toppen, säger [[Almeida|mtu]].

Segern betyder att Malmö FF leder [[Allsvenskan|nyingine]] med [[16|kiasi]] poäng efter sex omgångar, fem segrar och en oavgjord. IFK Göteborg ligger tia med sju poäng.

Enligt [[Göteborgs-Posten|taasisi]] var publiksiffran den högsta på arenan sedan hösten 2024.

Nästa omgång tar Malmö emot [[Djurgården|taasisi]] på [[Eleda Stadion|mahali]] [[på söndag|tarehe]].""",

# 2 sport: Stockholm Marathon i värmen (Stockholm)
"""Värmen stoppade rekorden – [[Senait Tesfamariam|mtu]] vann [[Stockholm Marathon|nyingine]]

[[Söndag 31 maj 2026|tarehe]]

[[STOCKHOLM|mahali]]: Termometern visade 26 grader när starten gick på [[Lidingövägen|mahali]] [[i går förmiddag|tarehe]], och ingen kom i närheten av banrekorden. Men för [[Senait Tesfamariam, 31|mtu]], från [[Uppsala|mahali]], blev det ändå en dag att minnas. Hon vann damklassen på [[2.29.48|tarehe]], en minut och tolv sekunder före polskan [[Agnieszka Lewandowska|mtu]], som kom i mål på 2.31.00.

– Jag drack vid varje station och lät de andra gå ut hårt. Efter 35 kilometer såg jag att de tröttnade, säger [[Tesfamariam|mtu]], som arbetar som [[barnmorska|nyingine]] på [[Akademiska sjukhuset|taasisi]].

Hon kom från [[Eritrea|mahali]] med sin [[mamma|nyingine]] som [[tioåring|umri]] och sprang sitt första lopp för [[Upsala IF|taasisi]].

Herrklassen vanns av [[kenyanen|nyingine]] [[Daniel Kiprono Rotich|mtu]] på [[2.12.05|tarehe]]. Han fick [[50 000 kronor|kiasi]] i prispengar, lika mycket som [[Tesfamariam|mtu]].

Av de [[19 800|kiasi]] anmälda startade 17 950, och 16 904 tog sig i mål, drygt 94 procent av de startande. [[Röda Korsets|taasisi]] sjukvårdare hjälpte 412 löpare längs banan, och elva fördes till [[Södersjukhuset|taasisi]]. Ingen av dem var allvarligt skadad.

– Vi tidigarelade starten en halvtimme och öppnade fyra extra vattenstationer. Det var rätt beslut, säger [[tävlingsledaren Lars Nyholm|mtu]].

Arrangören utreder också en löpare med startnummer [[21847|msimbo]], som enligt flera vittnen genade vid Västerbron. Resultatlistan på [[marathon.example/resultat|mawasiliano]] är preliminär fram till tisdag.""",

# 3 sport: övergång, Degerfors IF säljer en 19-åring till Danmark (Degerfors)
"""[[Degerfors IF|taasisi]] säljer [[Samuel Adebayo|mtu]] till Danmark för [[32 miljoner kronor|kiasi]]

[[Tisdag 14 juli 2026|tarehe]]

[[DEGERFORS|mahali]]: Klubbens största försäljning någonsin är klar. Anfallaren [[Samuel Adebayo, 19|mtu]], lämnar [[Stora Valla|mahali]] för [[FC Midtjylland|taasisi]] och har skrivit på ett femårskontrakt som gäller till [[sommaren 2031|tarehe]].

Den danska klubben betalar 32 miljoner kronor direkt och upp till [[åtta miljoner|kiasi]] i bonusar om [[Adebayo|mtu]] spelar i Europa. Hela affären kan alltså bli värd 40 miljoner.

– För en klubb som vår räcker pengarna till en ny konstgräsplan och en ungdomsakademi i flera år, säger [[sportchefen Tove Ramstedt|mtu]].

[[Adebayo|mtu]] föddes i [[Karlskoga|mahali]] i [[mars 2007|tarehe]]. Hans [[föräldrar|nyingine]] kom från [[Lagos|mahali]], och han började spela i [[Karlskoga Södra IF|taasisi]] som sexåring. Moderklubben får enligt en klausul [[tio procent|kiasi]] av den fasta summan, alltså [[3,2 miljoner kronor|kiasi]].

– Han var alltid den sista som gick hem från planen, säger ungdomstränaren [[Jorge Fuentes|mtu]], som själv kom från Chile på 1980-talet.

I år har nummer 11 gjort elva mål på 17 matcher, och i lokalpressen kallas han [[”Karlskogakometen”|nyingine]].

[[Han|mtu]] säger själv att beslutet var lätt.

– Jag har drömt om [[Champions League|nyingine]] sedan jag var liten, och [[Midtjylland|taasisi]] ger unga spelare chansen, säger [[Adebayo|mtu]].

Övergången förhandlades fram av agentfirman [[Adebayo Sports Management Ltd|taasisi]] i London, som drivs av hans [[farbror|nyingine]]. Den danska klubben presenterar honom för publiken i Herning på söndag.""",

# 4 kultur: filmpremiär på Göteborg Film Festival (Göteborg)
"""Stående ovationer för [[”Vinden över Tabriz”|nyingine]] på [[Göteborg Film Festival|nyingine]]

[[Tisdag 27 januari 2026|tarehe]]

[[GÖTEBORG|mahali]]: Publiken på [[Draken|mahali]] reste sig innan eftertexterna hade börjat rulla när [[Shirin Farahanis|mtu]] andra långfilm visades för första gången [[i går kväll|tarehe]].

Filmen handlar om en [[mattvävare|nyingine]] i Tabriz som försöker ta sig till sin son i Sverige. Den är [[108 minuter|tarehe]] lång och inspelad på [[persiska|nyingine]] och azerbajdzjanska.

– Min [[morfar|nyingine]] vävde mattor hela sitt liv. Jag ville berätta om hans händer, inte om politiken, säger [[Farahani|mtu]], [[41|umri]], som kom till Sverige som femåring 1989.

Budgeten var [[18 miljoner kronor|kiasi]], och en tredjedel, sex miljoner, kom från [[Svenska Filminstitutet|taasisi]]. Resten betalades av [[Farahani Film AB|taasisi]], den tyska samproducenten [[Bergwind Film GmbH|taasisi]] och [[Film i Väst|taasisi]]. Inspelningen tog 34 dagar i Istanbul och Trollhättan.

Huvudrollen spelas av [[Kaveh Mousavi|mtu]], som tidigare har nominerats till en [[Guldbagge|nyingine]]. Han satt i salongen bredvid [[Farahani|mtu]].

– Jag har aldrig sett en publik i Göteborg gråta så öppet, sa [[han|mtu]] efteråt.

[[Göteborgs-Postens|taasisi]] filmkritiker [[Yiwen Zhao|mtu]] ger filmen [[fem av fem|kiasi]] och kallar den ”årets första mästerverk”.

Filmen tävlar om [[Dragon Award Best Nordic Film|nyingine]], som delas ut [[på lördag|tarehe]]. Den har biopremiär i Sverige [[fredagen den 6 mars|tarehe]] och är redan såld till distributörer i Tyskland och Turkiet.""",

# 5 kultur: litteraturpris till en debutroman (Sundsvall)
"""[[Hodan Warsame|mtu]] får [[Kvarnbypriset|nyingine]] för debutroman om [[Hargeisa|mahali]]

[[Tisdag 24 november 2026|tarehe]]

[[SUNDSVALL|mahali]]: Juryn var enig. Årets Kvarnbypris går till [[Hodan Warsame|mtu]] för romanen [[Sanden minns allt|nyingine]], en berättelse om tre generationer kvinnor i Hargeisa och [[Borlänge|mahali]].

Prissumman är [[200 000 kronor|kiasi]], en tredjedel mer än i fjol, då den var 150 000 kronor.

– Det är en roman som gör det omöjliga. Den är rolig och sorglig på samma sida, säger juryns ordförande, [[litteraturkritikern Anna-Karin Holmqvist|mtu]].

[[Warsame|mtu]], [[38|umri]], kom till Borlänge med sin mamma och två [[bröder|nyingine]] som sjuåring 1995. Hon har läst [[statsvetenskap|nyingine]] vid [[Uppsala universitet|taasisi]] och arbetar som [[tolk|nyingine]] mellan [[somaliska|nyingine]] och svenska.

– Jag skrev på morgnarna innan jag åkte till jobbet, i fyra år. Mamma har inte läst boken än. Hon väntar på översättningen, säger [[hon|mtu]].

Romanen kom ut i mars på [[Förlaget Kantarell AB|taasisi]] i Falun och har sålts i [[22 000|kiasi]] exemplar. Rättigheterna är sålda till förlag i Norge och Nederländerna.

Förlagets grundare [[Mehmet Arslan|mtu]] säger att manuset först var för långt.

– Det var 640 sidor. Vi bad henne stryka en tredjedel, och hon strök nästan exakt det, säger [[Arslan|mtu]]. Den färdiga boken har [[428|kiasi]] sidor.

Priset delas ut av [[Stiftelsen Kvarnbyfonden|taasisi]] på [[Kulturmagasinet|mahali]] i Sundsvall [[lördagen den 5 december|tarehe]]. [[Warsame|mtu]] säger att hon ska ge en del av pengarna till ett bibliotek i Hargeisa.""",

# 6 kultur: konsertturné, ett band från Alby till Santiago de Chile (Botkyrka)
"""[[Cordillera Norr|taasisi]] ut på världsturné – från Alby till Santiago

[[Fredag 2 oktober 2026|tarehe]]

[[BOTKYRKA|mahali]]: Det började på fritidsgården i [[Alby|mahali]] för tolv år sedan. [[I kväll|tarehe]] inleder Cordillera Norr sin största turné hittills på [[Annexet|mahali]] i Stockholm, och [[lördagen den 5 december|tarehe]] avslutar bandet i [[Santiago de Chile|mahali]].

Turnén heter [[Norr om ekvatorn|nyingine]] och omfattar 26 konserter i nio länder. Hittills har [[71 000|kiasi]] biljetter sålts, varav 8 400 till de tre svenska konserterna.

– Min [[pappa|nyingine]] spelade [[cueca|nyingine]] på köksgolvet när jag var liten. Nu ska jag sjunga hans sånger i hans egen stad, säger sångerskan [[Valentina Rojas Lindh|mtu]], [[34|umri]].

Hennes pappa flydde från [[Chile|mahali]] efter militärkuppen 1973 och träffade hennes svenska mamma i Norsborg.

Bandets genombrott kom med låten [[”Sista tåget till Valparaíso”|nyingine]], som har spelats [[48 miljoner|kiasi]] gånger på [[Spotify|taasisi]]. I våras spelade de in en skiva med [[Norrköpings Symfoniorkester|taasisi]].

[[Gitarristen Baran Aydın|mtu]] kom från [[Diyarbakır|mahali]] som [[fjortonåring|umri]] och gick i samma klass som [[Rojas Lindh|mtu]] på [[Albyskolan|taasisi]].

– [[Valentina|mtu]] skriver texterna och jag melodierna. Vi bråkar om allt annat, säger [[han|mtu]] och skrattar.

Turnén produceras av [[Skärgårdsljud AB|taasisi]] och kostar 14 miljoner kronor att genomföra. Biljetter till de sista konserterna säljs på cordillera.example, och bandet lägger ut bilder från resan under [[#nortenonorr|mawasiliano]].""",

# 7 kultur: museiutställning om textilier som flytt med sina ägare (Lund)
"""Brudklänningar och flyktens täcken lockar tusentals till [[Kulturen|taasisi]]

[[Lördag 17 oktober 2026|tarehe]]

[[LUND|mahali]]: På två veckor har [[6 300|kiasi]] personer sett utställningen [[”Trådar hem”|nyingine]] på Kulturen, i snitt 450 om dagen. Det är fler än museet hade räknat med för hela hösten.

Utställningen öppnade [[lördagen den 3 oktober|tarehe]] och visar [[140|kiasi]] textilier som människor har tagit med sig när de flytt till Sverige. [[38|kiasi]] av dem är lånade från familjer i Skåne.

– Många har aldrig visat sina föremål för någon utanför familjen. Det är ett stort förtroende, säger [[intendenten Rasha Al-Khatib|mtu]], som själv kom från [[Aleppo|mahali]] [[2014|tarehe]].

Mitt i salen hänger en [[syrisk-ortodox|nyingine]] brudklänning från [[Qamishli|mahali]], broderad av tre generationer. Museet köpte den i våras, och den har fått inventarienummer [[KM 101 447|msimbo]]. Intill ligger ett täcke som [[Nermina Hadžić|mtu]] från [[Eslöv|mahali]] har lånat ut. Hennes [[mamma|nyingine]] sydde det i ett flyktingläger i [[Kroatien|mahali]] 1993.

– Det låg i en garderob i över trettio år. Nu får mina barnbarn se det bakom glas, säger [[Hadžić|mtu]], [[67|umri]].

Utställningen har fått [[1,2 miljoner kronor|kiasi]] från [[Statens kulturråd|taasisi]] och har tagits fram tillsammans med [[Lunds universitets|taasisi]] avdelning för [[etnologi|nyingine]]. Visningar hålls varje söndag på [[arabiska|nyingine]], bosniska och [[kurdiska|nyingine]].

Inträdet är 150 kronor, men den som är under 20 år går in gratis. ”Trådar hem” visas till och med [[den 28 februari 2027|tarehe]]. Gruppvisningar bokas via [[grupp@kulturen.example|mawasiliano]].""",

# 8 näringsliv: fusion och fabriksnedläggning (Mullsjö)
"""Fusionen blev slutet för fabriken i [[Mullsjö|mahali]] – [[186|kiasi]] jobb försvinner

[[Tisdag 29 september 2026|tarehe]]

[[MULLSJÖ|mahali]]: Det tog [[sex månader|tarehe]] från sammanslagningen till beskedet. [[I går|tarehe]] meddelade ledningen för [[Nordfjäder Group|taasisi]] att fabriken i Mullsjö stängs [[den 31 mars 2027|tarehe]] och att produktionen flyttas till [[Lahtis|mahali]] i Finland.

Koncernen bildades [[den 1 april|tarehe]], när familjeföretaget [[Mullsjö Fjäder AB|taasisi]] gick samman med finska [[Lahden Jousi Oy|taasisi]]. Båda tillverkar fjädrar till bilindustrin, bland annat till [[Volvo XC60|nyingine]].

Av de 186 anställda erbjuds 42 jobb i Lahtis eller på huvudkontoret i Jönköping. Övriga 144 har varslats hos [[Arbetsförmedlingen|taasisi]], där varslet har ärendenummer [[Af-2026/0418223|msimbo]].

– Vi fick höra det på ett möte i matsalen klockan sju i går morse. Folk grät, säger [[Katarzyna Wójcik, 52|mtu]], som har arbetat vid härdugnen i [[24 år|tarehe]], sedan hon flyttade från [[Łódź|mahali]] 2002.

[[IF Metalls|taasisi]] [[klubbordförande|nyingine]] [[Senad Mehmedović|mtu]] säger att facket ska begära förhandling.

– Vi vill se siffrorna. Fabriken gick med vinst förra året, säger [[Mehmedović|mtu]].

[[Koncernchefen Jari Väisänen|mtu]] säger till [[Jönköpings-Posten|taasisi]] att beslutet var svårt men nödvändigt.

– Två fabriker som går på halvfart är sämre än en som går för fullt, säger han.

[[Kommunstyrelsens ordförande|nyingine]] [[Gunilla Bergkvist|mtu]] ([[Centerpartiet|taasisi]]) kallar beskedet ”ett slag mot hela kommunen” och har bett [[Näringsdepartementet|taasisi]] om ett möte. Fabriken är den näst största arbetsgivaren i Mullsjö efter kommunen själv.""",

# 9 näringsliv och teknik: en app-start-ups finansieringsrunda (Malmö)
"""Appen [[Matbyte|nyingine]] tar in [[45 miljoner kronor|kiasi]] – användarna har fördubblats

[[Torsdag 12 mars 2026|tarehe]]

[[MALMÖ|mahali]]: Idén föddes i ett studentkök på Nobelvägen. Nu har [[Lina Sabbagh|mtu]] och [[Piotr Nowakowski|mtu]] tagit in 45 miljoner kronor till sitt bolag [[Matbyte Technologies AB|taasisi]], som driver en app där grannar byter och skänker mat som annars skulle slängas.

Rundan leds av det danska riskkapitalbolaget [[Nordlys Kapital A/S|taasisi]], tillsammans med [[Almi Invest|taasisi]] och några privata investerare. Efter affären är bolaget värderat till [[300 miljoner kronor|kiasi]], så de nya ägarna får [[15 procent|kiasi]].

– För ett år sedan hade vi [[80 000|kiasi]] användare. I dag är vi 160 000, och hälften av dem bor utanför Skåne, säger [[vd:n Lina Sabbagh|mtu]], [[29|umri]], som kom från [[Aleppo|mahali]] [[2015|tarehe]] och läste [[datavetenskap|nyingine]] vid [[Malmö universitet|taasisi]].

[[Nowakowski|mtu]], [[33|umri]], är bolagets [[teknikchef|nyingine]] och växte upp i [[Wrocław|mahali]].

– Jag är mest stolt över att appen finns på sju språk, bland annat [[arabiska|nyingine]], polska och tigrinja, säger han.

Pengarna ska gå till nyanställningar. I dag har bolaget 14 anställda, och vid årets slut ska de vara dubbelt så många.

Appen har betyget [[4,7 av 5|kiasi]] i App Store men har också fått kritik. [[Livsmedelsverket|taasisi]] varnade i höstas för att rester av fisk och kyckling kan vara en smittrisk.

– Nu gäller en enkel regel: ingen rå fisk och inget rått kött. Den som bryter mot den stängs av, säger [[Sabbagh|mtu]] till [[Breakit.se|taasisi]].

Frågor om rundan besvaras via [[press@matbyte.example|mawasiliano]].""",

# 10 arbetsmarknad: bussförarnas strejk (Södertälje)
"""Bussstrejken lamslår [[Södertälje|mahali]] – fjärde dagen utan linjetrafik

[[Torsdag 15 april 2027|tarehe]]

[[SÖDERTÄLJE|mahali]]: Sedan [[i måndags|tarehe]] klockan 04.00 strejkar bussförarna i [[Kommunal|taasisi]] på tolv orter i landet. I Södertälje står [[420|kiasi]] förare utanför depån, och samtliga [[31|kiasi]] busslinjer i kommunen, [[Nykvarn|mahali]] och Järna är inställda.

Förbundet kräver en obruten rast på minst [[45 minuter|tarehe]] per arbetspass och en lönehöjning på [[4,2 procent|kiasi]]. Arbetsgivarna i [[Transportföretagen|taasisi]] har erbjudit 3,0 procent, och skillnaden på 1,2 procentenheter har inte krympt.

– Vi kör elbussar som kostar fem miljoner kronor styck men hinner inte gå på toaletten, säger [[Yonas Haile|mtu]], [[47|umri]], som har kört linje 754 i [[nitton år|tarehe]].

Han håller en skylt med texten [[”Rast är ingen lyx”|nyingine]] framför en av depåns nya [[Volvo 7900 Electric|nyingine]].

Pendlarna får klara sig själva. [[Ana Lucía Mendoza|mtu]], [[undersköterska|nyingine]] på [[Södertälje sjukhus|taasisi]], cyklar nu sju kilometer till jobbet.

– Jag förstår förarna. Men jag har nattpass, och det finns inga taxibilar kvar sent på kvällen, säger [[Mendoza|mtu]].

[[Storstockholms Lokaltrafik (SL)|taasisi]] hänvisar till pendeltågen, som går som vanligt. Enligt [[SL|taasisi]] reser omkring [[38 000|kiasi]] personer med bussarna i Södertälje en vanlig vardag. Några ersättningsbussar sätter SL inte in.

Kommunal betalar [[1 000 kronor|kiasi]] om dagen i strejkersättning, alltså 4 000 kronor hittills för den som har strejkat alla dagar. Förbundets strejkjour nås på [[070-174 06 21|mawasiliano]]. [[Medlingsinstitutet|taasisi]] har utsett två medlare som träffar parterna [[i morgon|tarehe]].

– Vi kan stå här en månad, säger [[skyddsombudet Pirjo Salonen|mtu]].""",

# 11 teknik: dataintrång hos en gymkedja (Norrköping)
"""Hackare lade ut uppgifter om [[48 000|kiasi]] gymmedlemmar – även hälsodata läckte

[[Onsdag 23 september 2026|tarehe]]

[[NORRKÖPING|mahali]]: Namn, adresser, telefonnummer och personnummer för 48 000 medlemmar i gymkedjan [[Pulszon Träning AB|taasisi]] ligger sedan i början av veckan ute på det mörka nätet. För [[6 200|kiasi]] av dem har även hälsodeklarationer läckt, med uppgifter om bland annat [[diabetes|nyingine]] och [[hjärtsvikt|nyingine]].

Attacken började [[natten till lördag|tarehe]], då okända krypterade kedjans servrar hos den amerikanska molnleverantören [[Nimbus Hosting Inc.|taasisi]] och krävde en lösensumma motsvarande [[21 miljoner kronor|kiasi]]. När kedjan vägrade betala publicerades filerna [[i måndags|tarehe]]. Sajten [[Dataläckor.se|taasisi]] var först med att upptäcka dem.

– Vi betalar inte. Det vore att finansiera nästa attack, säger [[it-chefen Rahul Menon|mtu]].

Kedjan har anmält händelsen till [[Integritetsskyddsmyndigheten (IMY)|taasisi]], som har öppnat ett ärende med nummer [[IMY-2026-7713|msimbo]]. Polisanmälan har nummer [[5000-K418227-26|msimbo]]. IMY kan besluta om en sanktionsavgift.

[[Fatemeh Rostami|mtu]], [[36|umri]], tränar på kedjans gym vid [[Drottninggatan|mahali]] och har varit medlem sedan 2019. [[I går|tarehe]] ringde en man som sa att han var från hennes bank och kunde hennes personnummer.

– Jag lade på. Men han visste var jag bor och att jag har [[astma|nyingine]]. Det är obehagligt, säger hon.

[[Lektorn Jonas Berglund|mtu]], som forskar i [[informationssäkerhet|nyingine]] vid [[Linköpings universitet|taasisi]], anser att kedjan gör rätt som inte betalar.

– Men hälsodata borde aldrig ha legat på samma server som medlemsregistret, säger [[Berglund|mtu]].

Medlemmar med frågor kan ringa [[070-174 06 58|mawasiliano]] eller läsa mer på [[pulszon.example/incident|mawasiliano]].""",

# 12 nätliv: en influerare fälls för dold reklam (Stockholm, Rinkeby)
"""Influeraren [[Ikram Nuur|mtu]] fälls för dold reklam

[[Fredag 4 september 2026|tarehe]]

[[STOCKHOLM|mahali]]: [[Patent- och marknadsdomstolen|taasisi]] gav i går [[Konsumentverket|taasisi]] rätt. [[Ikram Nuur, 27|mtu]], från [[Rinkeby|mahali]], och hennes bolag [[Nuur Media AB|taasisi]] måste betala en marknadsstörningsavgift på [[250 000 kronor|kiasi]] för dold reklam på [[TikTok|taasisi]] och Instagram.

Domstolen pekar ut 14 inlägg från [[våren 2025|tarehe]] där hon visar hudkrämen [[Saffa Glow|nyingine]] och upprepar sitt slagord [[”Glow som du menar det”|nyingine]]. Inget av inläggen var märkt med [[#reklam|mawasiliano]]. Det kanadensiska bolaget bakom krämen, [[Saffa Skin Inc.|taasisi]], betalade [[35 000 kronor|kiasi]] per inlägg, sammanlagt 490 000 kronor.

– Det spelar ingen roll hur många följare man har. Reklam ska se ut som reklam, säger [[juristen Maria Lindqvist|mtu]] på Konsumentverket.

[[Nuur|mtu]] har 1,2 miljoner följare på kontot [[@ikramnuur|mawasiliano]], dubbelt så många som för ett år sedan. Hon slog igenom med serien [[”Hemma hos Ikram”|nyingine]] på [[YouTube|taasisi]], där hon visar smink för unga [[muslimska|nyingine]] tjejer som bär slöja.

– Jag har alltid varit ärlig mot mina följare. Jag trodde att det räckte att skriva ”tack till Saffa” i texten, säger [[hon|mtu]] till [[Aftonbladet|taasisi]].

Hennes [[storebror|nyingine]] [[Abdirahman Nuur|mtu]], som sköter bolagets ekonomi, säger att familjen överväger att överklaga till Patent- och marknadsöverdomstolen. Det måste ske inom tre veckor, senast [[den 24 september|tarehe]]. Målet har nummer [[PMT 4471-25|msimbo]].""",
]

# Capitalised words that may sit inside a `mtu` span without being a name of their own.
NOT_NAMES = frozenset({
    "Professor", "Madam", "Councillor", "Deputy", "Minister", "Tourism", "Arts", "Culture",
    "Doña", "She",

    "Han", "Hon", "Gitarristen", "Koncernchefen", "Lektorn",
})

SCHEME = Scheme(
    prefix="heldout25",
    labels=(
        "mtu", "mahali", "taasisi", "tarehe", "umri", "kiasi", "mawasiliano", "msimbo",
        "nyingine",
    ),
    person="mtu",
    words=(180, 260),
    spans=(22, 28),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    check_words(EN, SV)
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
