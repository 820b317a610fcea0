#!/usr/bin/env python3
"""Build and check the eleventh pair of held-out corpora (heldout11_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0). The texts are
news articles; all private people, quotations, addresses, e-mail addresses, URLs,
handles, phone numbers, case, permit, file, decision and registration numbers, plates,
amounts, vote counts and small organisations are invented. Real public bodies,
companies and places are named as news would name them; what they do here is invented.
Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand. This pair's labels are Spanish and lower case, and two of them
(``organización``, ``código``) hold non-ASCII letters, which the shared builder's markup
pattern accepts (letters of any script).

    python3 bench/corpora/build_heldout11.py          # write both files, then check them
    python3 bench/corpora/build_heldout11.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, main

EN = [
# 1 fisheries quota (Petty Harbour, Newfoundland and Labrador)
"""Snow crab cut leaves Petty Harbour crews counting the cost

By [[Siobhan Kavanagh|persona]] · [[April 2, 2026|fecha]]

[[PETTY HARBOUR, N.L.|lugar]] — Harvesters on the Avalon Peninsula say a decision by [[Fisheries and Oceans Canada|organización]] to cut the [[snow crab|otro]] quota in their area by [[18 per cent|cifra]] will tie boats up weeks early this summer.

The department announced [[last Thursday, March 26|fecha]], that the total allowable catch in crab fishing area 6 falls from 5,000 tonnes to [[4,100 tonnes|cifra]]. Shared among the area's 60 licence holders, the 900 tonnes lost work out at 15 tonnes a boat.

"That's money straight out of the kitchen," said [[skipper Dariusz Nowak|persona]], [[52|edad]], a [[Polish|otro]]-born [[harvester|otro]] who settled in [[Newfoundland|lugar]] in 1998. At about $6 a pound, [[Nowak|persona]] reckons the cut will cost his boat, the [[Mary Theresa|otro]], close to $200,000 this season.

His [[deckhand|otro]], [[Abdirahman Farah|persona]], said [[he|persona]] would look for work in Alberta if the boats were tied up before July.

The [[Fish, Food and Allied Workers union|organización]] said it would seek a review of notice [[FN-2026-041|código]]. Its inshore representative, [[Glenda Pardy|persona]], said the department's own survey last fall showed more young crab than the year before. "The science says wait a year, not cut now," [[Pardy|persona]] said.

A department [[spokesperson|otro]] said the stock assessment had found fewer large males and that the quota would be reviewed "in light of new data".

Harvesters who want to take part in the review can call the union's [[St. John's|lugar]] office at [[709-555-0148|contacto]] or write to [[crabreview@ffaw.example|contacto]].""",

# 2 museum theft (Timaru, New Zealand)
"""Police hunt van after gold watch and war medals taken from [[Timaru|lugar]] museum

[[Tuesday 12 May 2026|fecha]]

Thieves broke into the [[Caroline Bay Heritage Museum|organización]] [[early on Sunday|fecha]] and took a gold pocket watch and a set of [[First World War|otro]] medals lent by a local family for an exhibition that was to run until 31 May.

Museum director [[Nguyen Thi Lan|persona]] said the alarm log showed a rear window forced at 3.04am and the display cases emptied in under two minutes. "They knew exactly which cases to go for," [[Ms Nguyen|persona]] said.

The watch, engraved for a [[ship's engineer|otro]] in 1912, is insured for [[NZ$28,000|cifra]]; the medals, awarded to [[Private Thomas Halloran|persona]] after [[Gallipoli|lugar]], for NZ$12,000. Together the loss is put at [[NZ$40,000|cifra]].

[[Halloran's|persona]] great-granddaughter, [[Mele Halloran-Taufa|persona]], [[41|edad]], lent the medals for [[Anzac Day|otro]]. "Money doesn't come into it. He earned them at Chunuk Bair," [[she|persona]] said.

[[Detective Sergeant Tavita Leota|persona]] of [[Timaru Police|organización]] said a white [[Toyota Hiace|otro]] van, registration [[LKM482|código]], was seen on [[Marine Parade|lugar]] at about 3.10am, heading north towards State Highway 1. [[Leota|persona]] asked anyone with [[dashcam|otro]] footage from the area between 2.30am and 4am to come forward.

Anyone with information can call 105 and quote file number [[260510/4472|código]], or contact [[Crimestoppers|organización]] anonymously. Second-hand dealers in Canterbury and Otago have been sent photographs of the items.""",

# 3 municipal budget row (North Ayrshire, Scotland)
"""Libraries close as North Ayrshire budget passes by two votes

[[Thursday 26 February 2026|fecha]]

[[North Ayrshire Council|organización]] approved a budget [[last night|fecha]] that closes two branch libraries and raises council tax by [[8%|cifra]], after a meeting in [[Irvine|lugar]] that ran for more than five hours.

The council faces a gap of [[£14.2 million|cifra]] in 2026/27. The plan closes it with [[£9.6 million|cifra]] of savings and £4.6 million from reserves. Shutting the libraries in [[Dreghorn|lugar]] and Skelmorlie saves £310,000 a year. The budget passed by 17 votes to 15, with one abstention among the 33 councillors.

[[Council leader|otro]] [[Councillor Fadumo Abdi|persona]] said the choice had been "between bad and worse". [[She|persona]] told the chamber: "Nobody came into politics to shut a library."

The [[SNP|organización]] group's [[finance spokesperson|otro]], [[Cllr Ross McKechnie|persona]], said the cuts fell hardest on small towns and older residents, and called the use of reserves "a one-year sticking plaster".

Outside [[Cunninghame House|lugar]], about 200 protesters held placards reading [["Books not bin bags"|otro]]. Among them was retired [[primary teacher|otro]] [[Margaret Lyle|persona]], [[81|edad]], who has used the Dreghorn library since [[1972|fecha]]. An online petition at [[petitions.example/save-dreghorn-library|contacto]] has 4,380 signatures, and [[#SaveDreghornLibrary|otro]] trended locally on Wednesday.

[[Abdi|persona]] said the council would meet [[Unison|organización]] about the 42 posts affected. Residents can comment on the plans for library services at [[libraries@north-ayrshire.example|contacto]] until [[Friday 20 March|fecha]].""",

# 4 court ruling on a landlord (Baltimore, Maryland)
"""Judge orders rent into escrow at [[Reservoir Hill|lugar]] building over mold and broken heat

[[BALTIMORE|lugar]] · [[June 13, 2026|fecha]]

A [[District Court of Maryland|organización]] judge on [[Friday|fecha]] ordered tenants of a 14-unit apartment building on [[Whitelock Street|lugar]] to pay their rent into a court account instead of to their landlord until heat, plumbing and mold problems are fixed.

[[Judge Adaeze Okafor|persona]] found that [[Harbor Crest Holdings LLC|organización]] had ignored repeated notices from [[city housing inspectors|otro]] since October. At [[$1,150|cifra]] a month per unit, the escrow account will take in [[$16,100|cifra]] a month. The landlord has [[30 days|fecha]], until [[July 12|fecha]], to make the repairs.

Tenant [[Lucía Fuentes Rojas|persona]], [[67|edad]], a retired [[seamstress|otro]] who moved from [[Valparaíso|lugar]] in [[1989|fecha]], testified that [[she|persona]] heated her apartment with the oven for most of January. Her neighbor [[Nguyen Van Hai|persona]] showed the court photographs of black mold in his daughter's bedroom; the girl, [[9|edad]], has [[asthma|otro]].

The tenants were represented by the [[Public Justice Center|organización]]. [[Attorney|otro]] [[Keisha Bramble|persona]] called the ruling "a reminder that rent is paid for a home that works."

A lawyer for Harbor Crest told the court the company had hired a new contractor and expected to finish ahead of schedule. He declined to comment after the hearing.

The case is [[D-01-LT-26-004417|código]]. Tenants in other buildings with similar problems can reach the center's housing line at [[410-555-0127|contacto]].""",

# 5 cyclone evacuation (Mackay, Queensland)
"""More than 1,200 shelter in [[Mackay|lugar]] as cyclone nears the coast

[[Sunday 15 February 2026|fecha]], 6pm

[[Mackay Regional Council|organización]] says [[1,240|cifra]] people had registered at the city's two evacuation centres by [[4pm today|fecha]], as [[Severe Tropical Cyclone Leonie|otro]] tracked towards the coast between Mackay and Proserpine.

Local [[disaster coordinator|otro]] [[Pham Thi Hong|persona]] said 860 people were at the [[Mackay Entertainment and Convention Centre|lugar]] and 380 at the centre in [[Sarina|lugar]]. "We have beds for 1,500, so there is still room, but please come before dark," [[she|persona]] said.

The [[Bureau of Meteorology|organización]] expects the category 3 system to cross the coast overnight into Monday, with gusts of up to 200 km/h and a [[storm tide|otro]] in low-lying suburbs such as East Mackay and Slade Point.

Among the evacuees were [[Ravi and Sushila Prasad|persona]], who came to Queensland from [[Fiji|lugar]] in 1987. [[Ravi|persona]], [[74|edad]], a retired [[cane farmer|otro]], arrived with their dog in the back of a neighbour's ute. "We lost the roof in [[Debbie|otro]] and I'm not doing that again," [[he|persona]] said.

Residents who need transport to a centre can call [[0491 570 156|contacto]]. Updates are posted at [[disaster.mackay.example|contacto]] and on X at [[@MackayDisaster|contacto]].

Schools across the region will be closed on [[Monday 16 February|fecha]], and [[Mackay Base Hospital|organización]] has postponed non-urgent surgery. [[Queensland Rail|organización]] has suspended services north of Rockhampton until further notice.""",

# 6 mining permit (Antofagasta Region, Chile)
"""Chile approves lithium project near [[San Pedro de Atacama|lugar]] despite community objections

SANTIAGO, [[Wednesday 8 April 2026|fecha]]

Chile's environmental assessment service has approved a [[US$420 million|cifra]] lithium project on the edge of the [[Salar de Atacama|lugar]], rejecting objections from [[Atacameño|otro]] communities who say it will drain the wetlands their herds depend on.

The resolution, [[RCA 0147/2026|código]], was signed [[on Tuesday|fecha]] by the regional office of the [[Servicio de Evaluación Ambiental|organización]] in the [[Antofagasta Region|lugar]]. It allows [[Andes Litio SpA|organización]] to pump [[brine|otro]] for [[30 years|fecha]] and to build a plant producing 20,000 tonnes of [[lithium carbonate|otro]] a year.

The company's chief executive, [[Rodrigo Valenzuela Soto|persona]], said the project would create about 650 jobs during construction and 280 after it. "We will use half the fresh water the first design needed," [[Valenzuela|persona]] said, pointing to a cut from 40 to 20 litres per second.

[[Ximena Cruz Anza|persona]], president of the [[Comunidad Lickanantay de Aguas Blancas|organización]], said the community would appeal to the [[First Environmental Court|organización]] in Antofagasta within the [[30 working days|fecha]] allowed. "Our grandparents herded [[llamas|otro]] here before there were maps," said [[Cruz|persona]], [[58|edad]], who teaches her grandchildren the few [[Kunza|otro]] words her own grandmother knew.

Under its lease from the state agency [[Corfo|organización]], the company must pay 3% of its sales to local communities. [[Cruz|persona]] said that money "cannot buy back a lagoon".

Comments for the appeal can be sent to [[apelacion@aguasblancas.example|contacto]].""",

# 7 start-up funding round (Abuja, Nigeria)
"""[[Abuja|lugar]]-based payments start-up raises $6.5m to expand into Kano

[[Monday 18 May 2026|fecha]]

[[Kudiflow|organización]], which lets [[market traders|otro]] take card and transfer payments on a basic phone, has raised [[US$6.5 million|cifra]] in a [[Series A|otro]] round, about [[₦9.75 billion|cifra]] at ₦1,500 to the dollar.

The round was led by [[Savannah Rise Capital|organización]], a [[Nairobi|lugar]] fund, with $1.5 million from the existing investor [[Harmattan Angels|organización]].

Chief executive [[Chiamaka Eze|persona]], who turned [[31|edad]] in March, started the company in 2021 with [[Ibrahim Danjuma|persona]], a former [[software engineer|otro]] at a Lagos bank. Born in [[Onitsha|lugar]] in [[1995|fecha]], [[Eze|persona]] sold fabric at her mother's stall in [[Wuse Market|lugar]] as a teenager. "My mother lost a day's takings every time the network went down," [[she|persona]] said.

Kudiflow says it has 240,000 users, 40% of them outside Abuja, and will grow its staff from 45 to 120 this year. The money will pay for a payment service licence from the [[Central Bank of Nigeria|organización]] and a new office in Kano, to be run by [[Danjuma|persona]], who grew up in the city and will add [[Hausa|otro]] to the app's menus.

The basic version of the app, [[Kudiflow Lite|otro]], runs over [[USSD|otro]] and needs no mobile data. Traders pay a fee of 0.5% per payment, capped at ₦100.

Press enquiries: [[press@kudiflow.example|contacto]]; the company posts updates on X as [[@kudiflow|contacto]].""",

# 8 school merger (Glenrothes, Fife)
"""Parents split over plan to merge two [[Glenrothes|lugar]] primaries

[[Wednesday 11 March 2026|fecha]]

[[Fife Council|organización]] wants to close [[Lomond View Primary|organización]] and [[Riverside Park Primary|organización]] and open a single school for both catchments on the Riverside Park site in [[August 2028|fecha]].

The two schools have [[142|cifra]] and [[96|cifra]] pupils, a combined roll of 238 for a new building designed for 280. The council puts the cost at [[£18.4 million|cifra]], half of it from the [[Scottish Government|organización]]'s school estate programme.

About 120 parents came to a public meeting at Riverside Park on [[Tuesday night|fecha]]. [[Mrs Joanna Kowalczyk|persona]], the [[head teacher|otro]] at Lomond View, told them the school's 1960s building needed a new roof and heating worth £2.1 million "just to stand still".

Parent council chair [[Sarah-Jane Hutton|persona]] said families on the eastern edge of the catchment faced a walk of 1.4 miles along a busy road. [[Karwan Aziz|persona]], whose daughter [[Hêvî|persona]], [[7|edad]], is in [[P3|otro]], said the merged school must keep its [[Kurdish|otro]] and [[Polish|otro]] homework clubs. "These clubs are why [[she|persona]] can talk to her grandparents," [[Aziz|persona]] said.

[[Kowalczyk|persona]] said the clubs would continue.

The consultation closes on [[Friday 27 March|fecha]]. Responses can be sent to [[schoolestate@fife.example|contacto]] or made online at [[fife.example/riverside-lomond|contacto]]. The council's [[Education Scrutiny Committee|organización]] will consider the results in June.""",

# 9 church restoration (Toronto, Ontario)
"""Danforth parish races to finish dome for its centenary [[Pascha|otro]]

[[TORONTO|lugar]] · [[Saturday, March 7, 2026|fecha]]

Scaffolding fills the nave of the [[Church of the Holy Apostles|organización]] on [[Pape Avenue|lugar]], where [[iconographer|otro]] [[Eleni Karagianni|persona]] is repainting the figure of Christ in the dome. The parish was founded by [[Greek|otro]] immigrants in [[1926|fecha]], and its members want the work done for Easter on [[April 12|fecha]], when [[Orthodox Christians|otro]] celebrate a week after most Western churches this year.

The restoration of the dome, the roof and the [[1950s|fecha]] icons is budgeted at [[C$2.4 million|cifra]]. Parishioners have raised C$1.5 million, and a [[City of Toronto|organización]] heritage grant of C$400,000 leaves a gap of [[C$500,000|cifra]].

"Every family here has a name in this church," said [[Rev. Father Stavros Dimitriou|persona]], the [[parish priest|otro]] since 2009. [[He|persona]] baptised two of the children now helping to carry buckets of plaster.

[[Karagianni|persona]], [[46|edad]], trained in [[Thessaloniki|lugar]] and came to [[Canada|lugar]] in 2014. She works on the platform from 7 a.m. until noon, when the light in the dome is best. "Gold leaf does not forgive hurry," she said.

Parish council president [[Maria Papadakis|persona]] said a fundraising dinner with the dance group [[Syrtaki Toronto|organización]] will be held in the church hall on [[Sunday, March 22|fecha]].

Donations can be made by calling [[416-555-0183|contacto]] or at [[holyapostles.example/dome|contacto]]. The parish's charitable registration number is [[84213 5567 RR0001|código]].""",

# 10 avalanche rescue (Summit County, Colorado)
"""Backcountry skier dug out alive after slide near [[Loveland Pass|lugar]]

[[FRISCO|lugar]], Colo. · [[Monday, January 26, 2026|fecha]]

A [[Denver|lugar]] skier was rescued [[Saturday|fecha]] afternoon after an avalanche buried her for about [[40 minutes|fecha]] on a slope east of Loveland Pass, the [[Summit County Sheriff's Office|organización]] said.

[[Priya Natarajan|persona]], [[34|edad]], was caught in the slide at about 1:15 p.m. Her partner, [[Mateo Herrera|persona]], [[36|edad]], was above the fracture line. He found her with his [[avalanche transceiver|otro]] and had uncovered her face by the time she was pulled out at 1:55 p.m.

The [[Summit County Rescue Group|organización]] sent 22 volunteers and the sheriff's office six deputies, [[28|cifra]] responders in all. A [[Flight For Life|organización]] helicopter flew [[Natarajan|persona]] to [[St. Anthony Summit Hospital|organización]] with a broken leg and [[hypothermia|otro]]; [[she|persona]] was in fair condition on [[Sunday|fecha]].

The [[Colorado Avalanche Information Center|organización]] had rated the danger [["Considerable (Level 3)"|otro]] that day. [[Forecaster|otro]] [[Tomasz Lewandowski|persona]] said the slide was 2 feet deep and 300 feet wide, on a northeast-facing slope loaded by wind the night before. It was the ninth skier-triggered slide reported in the county this season.

"I've practiced that search a hundred times in the parking lot," [[Herrera|persona]] said. "You never think you'll do it for real."

The rescue group, which is run by volunteers, asks for donations at [[summitrescue.example/give|contacto]]. Backcountry users can send observations to [[obs@caic.example|contacto]].""",

# 11 farm animal-welfare case (Clun, Shropshire)
"""[[Clun|lugar]] farmer banned from keeping animals for ten years

[[Friday 17 April 2026|fecha]]

A [[sheep farmer|otro]] from near Clun has been banned from keeping farm animals for [[ten years|fecha]] after [[RSPCA|organización]] inspectors found dead and starving [[ewes|otro]] on his land.

[[Gareth Pryce|persona]], [[58|edad]], of [[Upper Bryn Farm, Clun, Craven Arms SY7 8NP|lugar]], pleaded guilty at [[Telford Magistrates' Court|organización]] [[yesterday|fecha]] to four offences under the [[Animal Welfare Act 2006|otro]].

The court heard that inspector [[Kasia Wróbel|persona]] visited the farm on [[12 November 2025|fecha]] after a walker reported carcasses near a footpath. [[She|persona]] found 37 sheep and 12 cattle, [[49|cifra]] animals in all, many with overgrown hooves or [[fly strike|otro]]; nine ewes had to be put down.

Vet [[Dr Emeka Nwosu|persona]] told the court the animals had gone without enough food "for weeks, not days".

District Judge [[Farida Qureshi|persona]] fined [[Pryce|persona]] [[£2,400|cifra]] and ordered him to pay £3,150 costs and a £960 victim surcharge, a total of [[£6,510|cifra]].

In mitigation, [[Rhian Morgan|persona]] said her client had struggled since his wife died in 2024 and had been treated for [[depression|otro]]. He had sold the remaining animals and now lives alone.

After the hearing, [[Wróbel|persona]] said: "Asking for help is never a crime. Leaving animals to suffer is." She urged farmers under pressure to contact [[The Farming Community Network|organización]] or the [[National Farmers' Union|organización]].

The RSPCA reference for the case is [[SY-25-1187|código]].""",

# 12 local election count (Mae Sai, Chiang Rai, Thailand)
"""Recount confirms 21-vote win in [[Mae Sai|lugar]] mayoral race

[[CHIANG RAI|lugar]], [[Thursday 14 May 2026|fecha]]

A recount ordered by the [[Election Commission of Thailand|organización]] has confirmed [[Kanokwan Srisuwan|persona]] as mayor of [[Mae Sai|lugar]], the border town opposite Tachileik in Myanmar, by 21 votes.

Official results after Wednesday's recount give [[Kanokwan|persona]] 8,412 votes and her nearest rival, former [[deputy mayor|otro]] [[Prasert Chaiyawong|persona]], 8,391. A third candidate, [[Sai Kham Leng|persona]], took 1,207. With 190 spoiled ballots, 18,200 people voted, a turnout of [[66.7%|cifra]] of the 27,300 on the roll.

[[Prasert|persona]]'s group, [[Rak Mae Sai|organización]], had asked for the recount after the count on polling day, [[Sunday 10 May|fecha]], gave a margin of 19. Observers from the monitoring network [[We Watch|organización]] said two boxes from Pong Pha subdistrict had been added up wrongly on the night.

[[Kanokwan|persona]], [[49|edad]], a former [[pharmacist|otro]], campaigned on flood defences along the [[Sai River|lugar]] after the floods of September 2024. "The river does not care who won," she said.

[[Prasert|persona]], 63, accepted the result in a post on [[Facebook|organización]] but said his group would file a complaint about [[vote-buying|otro]]. The complaint, registered as [[CR 0412/2569|código]], will be heard by the commission's provincial office.

[[Sai Kham Leng|persona]], a [[Shan|otro]] trader who campaigned mostly in [[Tai Yai|otro]], said the result showed that border communities wanted a voice. Residents can send evidence to [[chiangrai@ect.example|contacto]].""",
]

SV = [
# 1 fiskekvoter (Smögen, Sotenäs kommun)
"""Räkkvoten sänks – [[fiskarna|otro]] på [[Smögen|lugar]] befarar tomma kajer

[[Tisdag 20 januari 2026|fecha]]

Den svenska kvoten för [[nordhavsräka|otro]] i [[Skagerrak|lugar]] och Norska rännan blir [[1 030 ton|cifra]] i år, mot 1 290 ton i fjol. Det är en minskning med drygt [[20 procent|cifra]], och för de 26 räktrålarna i [[Sotenäs|lugar]] betyder det i snitt tio ton mindre per båt.

Kvoten bestämdes av [[EU:s ministerråd|organización]] efter förhandlingar med Norge i december, och [[Havs- och vattenmyndigheten|organización]] fördelade den svenska delen [[i fredags|fecha]].

– Vi har redan sagt upp en man ombord, säger [[Lars-Erik Hansson|persona]], [[61|edad]], som äger trålaren [[Ellen Marie|otro]] tillsammans med [[sonen Johan|persona]].

Med ett kilopris på omkring 140 kronor blir tio ton mindre räka 1,4 miljoner kronor mindre i intäkter för varje båt. [[Hansson|persona]] har fiskat sedan 1979 och säger att han aldrig har sett en så kraftig sänkning.

Hans [[däcksman|otro]] [[Jussi Mäkinen|persona]] från [[Åbo|lugar]] har arbetat på båten i elva år. [[Han|persona]] funderar nu på att söka jobb på varvet i Lysekil.

[[Sofia Berntsson|persona]], [[ordförande|otro]] i [[Sveriges Fiskares Producentorganisation|organización]], kallar beslutet obegripligt. – Forskarnas egen undersökning från i höstas visade fler unga räkor än året innan, säger hon.

[[Sotenäs kommun|organización]] ska träffa fiskarna på torsdag för att diskutera stöd.

Har du tips? Ring [[070-174 06 12|contacto]] eller mejla [[tips@bohusposten.example|contacto]].""",

# 2 budgetbråk (Hultsfreds kommun)
"""Simhallen stängs när [[Hultsfred|lugar]] klubbade budgeten med två rösters marginal

[[Onsdag 25 november 2026|fecha]]

Efter sex timmars debatt röstade [[kommunfullmäktige i Hultsfred|organización]] [[i måndags|fecha]] igenom den nya majoritetens budget för [[2027|fecha]]. Den innebär att [[Hultsfreds simhall|lugar]] stänger vid årsskiftet och att skatten höjs med [[50 öre|cifra]].

Kommunen har ett underskott på [[38 miljoner kronor|cifra]]. Skattehöjningen väntas ge 14 miljoner och besparingar resten, [[24 miljoner|cifra]]. Stängningen av simhallen sparar 4,5 miljoner om året.

Budgeten gick igenom med 21 röster mot 19. En ledamot avstod, så samtliga 41 ledamöter deltog.

– Ingen går in i politiken för att stänga en simhall. Men alternativet var att skära i [[hemtjänsten|otro]], säger [[kommunalrådet Hodan Warsame|persona]] ([[S|organización]]).

[[Oppositionsrådet|otro]] [[Mikael Törnqvist|persona]] ([[M|organización]]) kallar beslutet ett svek mot barnfamiljerna på landsbygden.

[[Simläraren Sirpa Koskinen|persona]], [[58|edad]], har undervisat i simhallen sedan [[1996|fecha]]. – Varje år lär vi omkring 300 barn att simma. Nu får de åka buss till [[Vimmerby|lugar]], säger hon.

[[Koskinens|persona]] elever har samlat in 2 870 namn i uppropet [[#RäddaSimhallen|otro]], som finns på [[upprop.example/simhallen|contacto]].

Ärendet har diarienummer [[KS 2026/214|código]]. [[Hultsfreds kommun|organización]] ska enligt beslutet utreda om [[skolsimningen|otro]] kan flyttas till Vimmerby redan från [[januari|fecha]].""",

# 3 museistöld (Västervik)
"""Silverskatt stulen från museum i [[Västervik|lugar]]

[[Måndag 9 mars 2026|fecha]]

Tjuvar tog sig in på [[Tjustbygdens sjöfartsmuseum|organización]] [[natten till lördag|fecha]] och stal fjorton silverskedar från [[1700-talet|fecha]] och en modell av briggen [[Carolina|otro]].

Larmet gick klockan 02.47, men när en [[väktare|otro]] från [[Securitas|organización]] kom fram elva minuter senare var tjuvarna borta.

– De visste exakt vad de ville ha. De gick förbi montrarna med mynt och tog bara det dyraste, säger [[museichefen Dimitra Papadaki|persona]]. [[Hon|persona]] kom till museet från [[Thessaloniki|lugar]] [[2019|fecha]].

Skedarna är försäkrade för [[600 000 kronor|cifra]] och modellen för 250 000, sammanlagt [[850 000 kronor|cifra]]. [[Länsförsäkringar Kalmar län|organización]] har utlovat en belöning på 50 000 kronor för tips som leder till att föremålen kommer tillbaka.

Grannarna [[Bengt-Åke och Lena Sjöberg|persona]] på [[Strandvägen|lugar]] såg en mörk [[Volvo V70|otro]] med registreringsnumret [[KLM 48S|código]] köra i väg strax före klockan tre. [[Bengt-Åke|persona]], [[67|edad]], är själv pensionerad [[sjökapten|otro]] och har guidat på museet i tio år.

[[Polisen|organización]] i [[Kalmar län|lugar]] har inlett en förundersökning om grov stöld. Den som har uppgifter kan ringa 114 14 och uppge ärendenummer [[5000-K310572-26|código]].

Modellen byggdes [[1858|fecha]] av en [[skeppstimmerman|otro]] från Gamleby och har aldrig lånats ut.""",

# 4 skolsammanslagning (Sollefteå kommun)
"""Skolorna i [[Junsele|lugar]] och Ramsele slås ihop – föräldrar oroas för långa bussresor

[[Fredag 17 april 2026|fecha]]

[[Barn- och utbildningsnämnden i Sollefteå|organización]] beslutade [[i går|fecha]] att [[Ramsele skola|organización]] ska läggas ned och att eleverna flyttas till [[Junsele skola|organización]] från [[höstterminen 2027|fecha]].

Beslutet fattades med sex röster mot fem. Skolorna har i dag [[48|cifra]] respektive [[37|cifra]] elever i förskoleklass till årskurs 6, sammanlagt 85. Kommunen räknar med att spara [[6,2 miljoner kronor|cifra]] om året, främst på lokaler.

Avståndet mellan byarna är drygt tre mil, och skolskjutsen tar enligt förvaltningen omkring [[35 minuter|fecha]] enkel väg.

– För en [[sjuåring|edad]] blir det en väldigt lång dag, säger [[Dilan Karimi|persona]], som har två döttrar i [[Ramsele|lugar]] skola. [[Hon|persona]] flyttade till byn från [[Erbil|lugar]] [[2015|fecha]], och flickorna har [[modersmålsundervisning|otro]] i [[kurdiska|otro]] två gånger i veckan.

[[Rektorn Annika Öberg|persona]] säger att personalen följer med till Junsele. – Ingen [[lärare|otro]] blir av med jobbet, säger [[Öberg|persona]].

Nämndens ordförande [[Tomas Pirttijärvi|persona]] ([[C|organización]]) menar att det inte går att hålla två så små skolor med behöriga lärare.

Föräldrarna har samlat in 640 namnunderskrifter och vill överklaga beslutet till [[Förvaltningsrätten i Härnösand|organización]]. Ärendet har nummer [[BUN 2025/0088|código]]. Den som vill stödja överklagandet kan mejla [[ramseleforaldrar@example.com|contacto]].""",

# 5 gruvtillstånd (Arjeplog)
"""Klartecken för gruva i [[Arjeplog|lugar]] – på samernas nationaldag

[[Fredag 6 februari 2026|fecha]]

[[Bergsstaten|organización]] har beviljat [[Luleå|lugar]]baserade [[Fjällmineral AB|organización]] bearbetningskoncession för koppar- och koboltfyndigheten vid [[Stor-Kuottjaure|lugar]], omkring fyra mil nordväst om Arjeplog. Beslutet, med diarienummer [[BS 22-1187-2024|código]], blev offentligt i dag, på [[samernas nationaldag|otro]].

Koncessionen gäller i [[25 år|fecha]]. Bolaget räknar med att investera [[2,1 miljarder kronor|cifra]] och att gruvan ska ge [[180|cifra]] arbetstillfällen när den är i drift.

– Att beskedet kommer just i dag känns som ett hån, säger [[Nils-Anders Kuhmunen|persona]], ordförande i [[Njallavárre sameby|organización]], vars renar har sitt vårbete i området. Samebyn har 14 renskötselföretag och omkring 6 000 renar.

[[Kuhmunen|persona]], [[47|edad]], säger att samebyn kommer att överklaga till [[regeringen|organización]] inom de [[tre veckor|fecha]] som gäller. Samebyn har också begärt att beslutet översätts till [[pitesamiska|otro]].

[[Länsstyrelsen i Norrbotten|organización]] avstyrkte ansökan [[2024|fecha]] med hänvisning till rennäringen, men Bergsstaten skriver att fyndigheten är av riksintresse.

Fjällmineral säger i ett pressmeddelande att bolaget vill hitta lösningar tillsammans med renskötseln. [[Vd|otro]] [[Kristina Haapalahti|persona]] tror att provborrningen kan börja redan [[i sommar|fecha]].

– Vi har räknat med att ärendet kan ta flera år till, säger [[Haapalahti|persona]].

Samebyn samlar stöd under hashtaggen [[#EiGuorbaváratj|otro]] och på Instagram, [[@njallavarre|contacto]].""",

# 6 hyresnämnden (Västerås)
"""Hyresnämnden sänker hyran för 32 hushåll i [[Råby|lugar]] efter mögel och kyla

[[VÄSTERÅS|lugar]], [[torsdag 9 april 2026|fecha]]

[[Hyresnämnden i Västerås|organización]] beslutade [[i går|fecha]] att hyresvärden [[Fastighets AB Mälarhem|organización]] ska sätta ned hyran med [[25 procent|cifra]] för hyresgästerna i två hus på [[Råbyvägen|lugar]], från [[1 oktober 2025|fecha]] och tills fuktskadorna är åtgärdade.

Med en genomsnittlig månadshyra på [[8 400 kronor|cifra]] får varje hushåll tillbaka 2 100 kronor för varje månad, hittills [[12 600 kronor|cifra]] för oktober till och med mars. För alla 32 lägenheter blir det drygt 400 000 kronor.

Ärendet, [[4417-25|código]], drevs av [[Hyresgästföreningen|organización]].

– Vi har haft [[svart mögel|otro]] i badrummet sedan i somras, säger [[Ayaan Hassan Ali|persona]], [[39|edad]], som bor med sina fyra barn på [[Råbyvägen 14|lugar]]. Hennes yngsta son har fått [[astma|otro]].

Grannen [[Rozhin Mahmoud|persona]] mätte 14 grader i vardagsrummet i januari. [[Hon|persona]] arbetar som [[undersköterska|otro]] på [[Västmanlands sjukhus Västerås|organización]] och säger att hon sovit i ytterkläder flera nätter.

[[Mälarhems vd Fredrik Almqvist|persona]] säger att bolaget har anlitat en ny entreprenör och att arbetet ska vara klart före [[midsommar|fecha]].

– Vi har inte skött det här bra, och det beklagar vi, säger [[Almqvist|persona]].

Beslutet kan överklagas till [[Svea hovrätt|organización]] inom tre veckor. Hyresgäster med liknande problem kan ringa föreningens jourtelefon på [[070-174 06 38|contacto]].""",

# 7 finansieringsrunda (Malmö)
"""[[Malmö|lugar]]baserade [[Skördly|organización]] tar in 85 miljoner för att växa i [[Danmark|lugar]]

[[Torsdag 5 mars 2026|fecha]]

Appen, som kopplar ihop småodlare i [[Skåne|lugar]] med restauranger och skolkök, har tagit in [[85 miljoner kronor|cifra]] i en ny finansieringsrunda.

Rundan leds av riskkapitalbolaget [[Öresund Growth Partners|organización]] med 50 miljoner. Statliga [[Almi Invest|organización]] går in med 20 miljoner, och de befintliga ägarna står för resten, [[15 miljoner|cifra]].

– Vi har visat att det fungerar i Malmö och Lund. Nu ska vi till [[Köpenhamn|lugar]], säger [[Linh Tran|persona]], [[34|edad]], [[vd|otro]] och en av grundarna.

[[Tran|persona]] kom till Sverige från [[Hanoi|lugar]] [[1999|fecha]] som [[sjuåring|edad]]. Hon startade bolaget [[2022|fecha]] tillsammans med [[Jonas Pettersson|persona]], tidigare [[systemutvecklare|otro]] på ett spelbolag.

Skördly har i dag 340 odlare och 210 kunder och ska gå från 22 till 40 anställda under året. Omsättningen växte med [[140 procent|cifra]] i fjol, till 31 miljoner kronor.

– Skolköken vill köpa närodlat, men de har inte tid att ringa tjugo bönder, säger [[Mette Kjærgaard|persona]] på [[Öresund Growth Partners|organización]], som tar plats i styrelsen.

Tjänsten för offentliga kök, [[Skördly Skola|otro]], används redan av [[Lunds kommun|organización]] och ska erbjudas danska kommuner till hösten.

Presskontakt: [[press@skordly.example|contacto]]. Bolaget finns på Instagram som [[@skordly|contacto]].""",

# 8 kyrkorenovering (Gökhem, Falköpings kommun)
"""Medeltida kyrka i [[Gökhem|lugar]] öppnar igen efter två års renovering

[[Lördag 14 november 2026|fecha]]

Efter [[två år|fecha]] bakom byggnadsställningar öppnar [[Gökhems kyrka|lugar]] utanför [[Falköping|lugar]] igen på första advent, [[söndag 29 november|fecha]]. Kyrkan, som byggdes på [[1100-talet|fecha]], har fått nytt spåntak, ny värme och konserverade kalkmålningar.

Renoveringen har kostat [[14,5 miljoner kronor|cifra]]. [[Svenska kyrkan|organización]] har betalat 9 miljoner i kyrkoantikvarisk ersättning, [[Länsstyrelsen i Västra Götalands län|organización]] 1,5 miljoner och [[Falköpings pastorat|organización]] resten, [[4 miljoner|cifra]].

– Vi hittade målningar som ingen visste om, säger [[konservatorn Katarzyna Nowicka|persona]], [[44|edad]], som har lett arbetet med väggarna. Under ett kalklager från 1780-talet fanns en bild av [[Sankt Olof|otro]] med yxan i handen.

[[Nowicka|persona]] utbildade sig i [[Kraków|lugar]] och har arbetat i Sverige sedan [[2009|fecha]].

[[Kyrkoherde Juha Lehtonen|persona]] räknar med full kyrka. – Folk har frågat varje vecka när de får komma tillbaka, säger [[han|persona]].

Kyrkan stängdes i [[november 2024|fecha]], när en [[antikvarie|otro]] upptäckte röta i takstolen. Gudstjänsten på första advent börjar klockan 11 och inleds, som sig bör, med [["Hosianna"|otro]]. Efteråt bjuder [[Gökhems hembygdsförening|organización]] på [[kyrkkaffe|otro]] i församlingshemmet.

Den som vill hjälpa till med kaffet kan ringa [[070-174 06 71|contacto]] eller mejla [[gokhem@falkopingspastorat.example|contacto]].""",

# 9 valräkning (Bjurholm)
"""Fjorton röster skiljer i [[Bjurholm|lugar]] – länsstyrelsen räknar om

[[Torsdag 17 september 2026|fecha]]

Valnatten [[i söndags|fecha]] slutade med en rysare i Bjurholm. Efter [[onsdagsräkningen|otro]] har [[Socialdemokraterna|organización]] [[612|cifra]] röster i kommunvalet och [[Centerpartiet|organización]] [[598|cifra]], en skillnad på bara fjorton röster.

[[Moderaterna|organización]] fick 241, [[Sverigedemokraterna|organización]] 203 och [[Kristdemokraterna|organización]] 88 röster. Det ger [[1 742|cifra]] giltiga röster. Med 18 blanka valsedlar röstade 1 760 av de 2 000 röstberättigade, ett valdeltagande på [[88,0 procent|cifra]].

[[Länsstyrelsen i Västerbottens län|organización]] börjar den slutliga sammanräkningen [[i dag|fecha]] i [[Umeå|lugar]] och väntas bli klar på lördag.

– Med så små marginaler granskar vi varje tveksam valsedel två gånger, säger valhandläggaren [[Marjatta Nieminen|persona]] på länsstyrelsen.

Centerpartiets förstanamn [[Erik Lundmark|persona]], [[29|edad]], är född i [[mars 1997|fecha]] och skulle bli kommunens yngsta [[kommunalråd|otro]] någonsin. – Jag har inte sovit sedan i söndags, säger [[han|persona]].

Socialdemokraternas [[Ann-Kristin Sunna|persona]], som har lett kommunen sedan [[2018|fecha]], vill inte spekulera. – Vi väntar på länsstyrelsen, säger [[Sunna|persona]].

[[Valnämnden i Bjurholm|organización]] tog [[i går|fecha]] emot 46 sena förtidsröster, som ingår i siffrorna ovan.

Resultatet uppdateras på [[valresultat.example/bjurholm|contacto]].""",

# 10 lavinräddning (Hemavan, Storumans kommun)
"""Finsk skidåkare grävdes fram efter 25 minuter i lavin vid [[Hemavan|lugar]]

[[Söndag 15 mars 2026|fecha]]

En [[31-årig|edad]] man från [[Uleåborg|lugar]] fick [[lårbensbrott|otro]] och [[svår nedkylning|otro]] när han begravdes av en lavin på [[Norra Storfjället|lugar]] [[i går|fecha]] eftermiddag.

Lavinen gick vid 13.20 på en brant sydostsluttning. Mannen, [[Aleksi Korhonen|persona]], åkte i en grupp om [[fyra|cifra]], och två av dem drogs med. Den andra kunde ta sig loss själv. [[Korhonen|persona]] låg under drygt en meter snö och grävdes fram klockan 13.45.

– Vi hörde ett dovt ljud och sedan rörde sig hela flaket, säger kamraten [[Ingrid Solberg|persona]], [[27|edad]], från [[Mo i Rana|lugar]] i [[Norge|lugar]]. [[Hon|persona]] hittade honom med sin [[lavinsändare|otro]].

[[Polisen|organización]] larmade [[fjällräddningen|organización]], och [[Sjöfartsverkets|organización]] räddningshelikopter flög honom till [[Norrlands universitetssjukhus|organización]] i [[Umeå|lugar]]. Enligt sjukhuset är hans tillstånd stabilt.

[[Naturvårdsverkets|organización]] lavinprognos angav [[nivå 3, betydande|otro]] lavinfara för Södra Lapplandsfjällen i går.

– De gjorde allt rätt efter att lavinen gått. De hade sändare, sond och spade och visste hur de skulle använda dem, säger [[fjällräddaren Nils-Erik Sjaunja|persona]]. [[Sjaunja|persona]] har varit med i fjällräddningen i [[22 år|fecha]] och säger att det är första gången i år som någon begravts helt i området.

Lavinen var omkring 150 meter bred. Räddningsledningen ber skidåkare att rapportera lavinobservationer till [[lavin@fjallraddning.example|contacto]].""",

# 11 djurskyddsärende (Burseryd, Gislaveds kommun)
"""Lantbrukare döms för grovt djurplågeri – 55 djur omhändertogs

[[Tisdag 12 maj 2026|fecha]]

[[Jönköpings tingsrätt|organización]] dömde [[i går|fecha]] en [[54-årig|edad]] [[lantbrukare|otro]] från [[Burseryd|lugar]] i [[Gislaveds kommun|lugar]] till villkorlig dom och [[80 dagsböter à 150 kronor|cifra]], totalt 12 000 kronor, för [[grovt djurplågeri|otro]]. Mannen får också [[djurförbud|otro]] i [[fem år|fecha]].

[[Länsstyrelsen i Jönköpings län|organización]] omhändertog i [[november 2025|fecha]] 46 grisar och nio [[nötkreatur|otro]], sammanlagt [[55|cifra]] djur. Flera av grisarna gick i gödsel upp till knäna och hade inte fått vatten på flera dagar.

– Det var bland det värsta jag sett på tjugo år i yrket, sa [[djurskyddsinspektören Leyla Özdemir|persona]] när [[hon|persona]] vittnade i rätten.

Det var grannen [[Göran Wallin|persona]] som slog larm. [[Wallin|persona]] hade hört grisar skrika i flera nätter och ringde länsstyrelsen en söndagskväll.

På gården arbetade tidigare [[Anong Saelim|persona]], som kom från [[Udon Thani|lugar]] i Thailand för att jobba med grisarna. Hon berättade för rätten att hon slutade i augusti 2025 eftersom hon inte fick lön.

Mannens försvarare, [[advokat Mikko Rantanen|persona]], säger att hans klient har varit [[sjukskriven|otro]] för [[utmattningssyndrom|otro]] och kommer att överklaga till [[Göta hovrätt|organización]]. Det måste ske senast [[den 1 juni|fecha]].

Målet har nummer [[B 2417-25|código]].""",

# 12 färja fast i isen (Kvarken, Umeå–Vasa)
"""Färjan satt fast i isen i nio timmar – passagerarna får värdebevis

[[Torsdag 12 februari 2026|fecha]]

[[Wasalines|organización]] färja [[Aurora Botnia|otro]] fastnade i packis i [[Kvarken|lugar]] [[i går|fecha]] på väg från [[Holmsund|lugar]] till [[Vasa|lugar]]. Ombord fanns [[312|cifra]] passagerare och 68 i besättningen, [[380|cifra]] personer.

Färjan lämnade Holmsund klockan 09.00 svensk tid och skulle enligt tidtabellen ha lagt till i Vasa 14.00 finsk tid, efter fyra timmar till sjöss. I stället kom hon fram först 23.00, nio timmar försenad, sedan den statliga isbrytaren [[Polaris|otro]] hade brutit upp en ränna.

– Ingen var i fara, men det blev en lång dag för alla ombord, säger [[kaptenen Mikael Backman|persona]].

[[Omid Rahimi|persona]], [[45|edad]], från [[Umeå|lugar]] skulle till sin systers [[bröllop|otro]] i Vasa. – Jag missade middagen men hann till dansen, säger [[han|persona]].

[[Sanna Virtanen|persona]] reste med sin [[sexårige|edad]] son. – Han tyckte att isbrytaren var det bästa han varit med om, säger [[Virtanen|persona]].

Rederiets [[kommunikationschef Tiina Honkanen|persona]] säger att alla passagerare får ett värdebevis på [[50 euro|cifra]], sammanlagt [[15 600 euro|cifra]]. Rederiet ägs av [[Kvarken Link|organización]], ett bolag som [[Umeå kommun|organización]] och [[Vasa stad|organización]] äger tillsammans.

Passagerare som vill ha ersättning för förseningen kan ansöka på [[wasaline.example/ersattning|contacto]].""",
]

# Capitalised words that may sit inside a `persona` span without being a name of their own.
NOT_NAMES = frozenset({
    "Councillor", "Cllr", "Judge", "Detective", "Sergeant", "Private", "Rev", "Father",
    "Mrs", "She", "Hon", "Han", "Simläraren", "Rektorn", "Kyrkoherde", "Mälarhems",
})

SCHEME = Scheme(
    prefix="heldout11",
    labels=(
        "persona", "lugar", "organización", "fecha", "edad", "cifra", "contacto",
        "código", "otro",
    ),
    person="persona",
    words=(170, 260),
    spans=(20, 28),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
