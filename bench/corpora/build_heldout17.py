#!/usr/bin/env python3
"""Build and check the seventeenth pair of held-out corpora (heldout17_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0): to the extent
possible under law, the authors have waived all copyright and related rights to these
texts and to this builder. The texts are local and regional news articles; all private
people, quotations, addresses, e-mail addresses, URLs, phone numbers, case, by-law and
police-report numbers, amounts, counts and small organisations are invented. Real public
bodies, companies and places are named as news would name them; what they do here is
invented. Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand. This pair's labels are Finnish and lower case, with their umlauts
(``henkilö``, ``paikka``, ``yhteisö``, ``aika``, ``ikä``, ``määrä``, ``yhteystieto``,
``tunniste``, ``muu``).

    python3 bench/corpora/build_heldout17.py          # write both files, then check them
    python3 bench/corpora/build_heldout17.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, main

EN = [
# 1 courts: a salmon drift net on the Gweebarra (Letterkenny, Co. Donegal, Ireland)
"""Gweedore man fined €2,400 and loses his boat over salmon drift net

[[Wednesday 15 July 2026|aika]]

[[LETTERKENNY|paikka]] — A [[fish farm worker|muu]] from [[Gaoth Dobhair|paikka]] was fined [[€2,400|määrä]] at [[Letterkenny District Court|yhteisö]] [[yesterday|aika]] after fisheries officers caught him hauling a drift net across the estuary of the [[Gweebarra River|paikka]].

[[Séamus Ó Gallchóir|henkilö]], [[38|ikä]], of [[Derrybeg|paikka]], pleaded guilty to using an illegal net and to having [[eleven|määrä]] wild salmon on board on [[the night of Saturday 13 June|aika]]. [[Judge Éamonn Mac Aodha|henkilö]] imposed [[€1,200|määrä]] on each of the two charges and ordered the net and the five-metre boat forfeited.

[[Aoife Nic Pháidín|henkilö]], a [[fisheries protection officer|muu]] with [[Inland Fisheries Ireland|yhteisö]], told the court that she and a colleague had watched from the shore at [[Lettermacaward|paikka]] for three hours. "The tide turned at half one and he came straight in with the net paid out behind him," she said. Drift nets for salmon have been banned in Irish waters since [[2007|aika]].

His solicitor, [[Caoimhe Bonner|henkilö]] of [[Bonner & McFadden|yhteisö]], said her client earned [[€610 a week|määrä]] and had three children under ten. "His own father fished that river with a licence for forty years. He is mortified," she said.

The judge gave [[Ó Gallchóir|henkilö]] three months to pay. Outside the courthouse he told reporters in [[Irish|muu]] that he would not appeal and that he had "let the parish down".

The case, [[DC 2026/41873|tunniste]], was the fourth salmon-netting prosecution in [[County Donegal|paikka]] this year. The fisheries board asks anyone who sees nets in an estuary to write to [[donegal.protection@fisheries.example|yhteystieto]].""",

# 2 health: a dementia day centre doubles its places (Qormi, Malta)
"""Qormi day centre for people with dementia doubles its places

[[Monday 9 February 2026|aika]]

[[QORMI, Malta|paikka]] — A day centre for people with dementia has doubled its places to [[40|määrä]] after moving into a restored townhouse on [[Triq San Ġorġ|paikka]], a few steps from the parish church.

The centre, [[Dar il-Wens|yhteisö]], is run by the [[Qormi Carers' Foundation|yhteisö]], a charity set up by local families in 2019. The restoration cost [[€1.2 million|määrä]], of which [[€900,000|määrä]] came from the government agency [[Active Ageing and Community Care|yhteisö]] and the rest from fundraising, including a [[festa|muu]] raffle that brought in €48,000.

Among the first to move across on [[Thursday|aika]] was [[Ġużeppi Camilleri|henkilö]], [[78|ikä]], a [[welder|muu]] at the [[Malta Drydocks|yhteisö]] from 1970 until the yard closed in [[2010|aika]]. He now comes three days a week from [[Żebbuġ|paikka]]. His wife, [[Marija|henkilö]], [[74|ikä]], said the hours alone with him at home had been the hardest part.

"He worked forty years with steel and fire. Now he tells the volunteers how to mend the chairs, and they let him," [[she|henkilö]] said in [[Maltese|muu]].

The centre is led by [[nurse manager Roberta Zammit Bonello|henkilö]], who said 63 families were still on its waiting list. "We could fill another 40 places by Easter," she said.

[[Dr Stefan Grech|henkilö]], a [[geriatrician|muu]] at [[Mater Dei Hospital|yhteisö]], said day care delayed admission to a care home by an average of [[18 months|aika]].

A place costs [[€5 a day|määrä]], lunch included, and the centre is open from 7.30 a.m. to 4 p.m. on weekdays. Families can apply at [[darilwens.example/apply|yhteystieto]].""",

# 3 schools: a Welsh immersion unit for newcomer pupils (Caernarfon, Gwynedd, Wales)
"""Newcomer pupils learn Welsh in ten weeks at Caernarfon language unit

[[Friday 13 March 2026|aika]]

[[CAERNARFON|paikka]] — When [[Olena Kovalenko|henkilö]] and her son arrived from [[Zaporizhzhia|paikka]] last autumn, the boy knew a few words of English and none of [[Welsh|muu]]. He started at the town's language unit on [[5 January|aika]]. [[Ten weeks|aika]] later he reads [[Sali Mali|muu]] picture books to his mother.

[[Maksym|henkilö]], [[nine|ikä]], is one of [[12|määrä]] children in this term's class at the unit at [[Ysgol Cae Seiont|yhteisö]], which [[Cyngor Gwynedd|yhteisö]] runs for pupils who move into the county without Welsh. Almost every primary school in the area teaches mainly through Welsh.

"On the first day he cried. By the third week he was correcting my pronunciation," said [[Ms Kovalenko|henkilö]], [[41|ikä]], a [[dentist|muu]] who works as a dental nurse in Bangor while her qualifications are checked.

The unit's teacher, [[Heledd Rhys-Roberts|henkilö]], has taught there since it opened in [[September 2023|aika]]. This is its eighth term, and [[96|määrä]] children have now passed through, from Poland, Ukraine, Hong Kong, Liverpool and Birmingham. "The English families are often the most nervous. The children never are," [[she|henkilö]] said.

Among this term's pupils is [[Chan Hoi-ying|henkilö]], [[eight|ikä]], whose father, [[Chan Ka-wai|henkilö]], runs a takeaway on [[Pool Street|paikka]]. "At home we speak [[Cantonese|muu]]. At school she speaks Welsh. English is for the shop," he said.

The unit costs [[£86,000|määrä]] a year. [[Councillor Mererid Llwyd|henkilö]], who speaks for education on the council, said it would take 14 pupils a term from April.

Families can contact the unit at [[unediaith@gwynedd.example|yhteystieto]].""",

# 4 business: paving bricks from copper slag (Kitwe, Copperbelt, Zambia)
"""Kitwe firm turns copper slag into paving bricks and doubles its workforce

[[Tuesday 26 May 2026|aika]]

[[KITWE|paikka]] — A company that makes paving bricks from the black slag left by a century of copper smelting will double its workforce from 46 to [[92|määrä]] after winning a contract to pave the city's markets.

[[Nkana Slag Bricks Ltd|yhteisö]] was founded in [[2021|aika]] by [[Mwila Chanda|henkilö]], a [[metallurgical engineer|muu]] who grew up in [[Wusakile|paikka]] beneath the slag dumps. Its contract with [[Kitwe City Council|yhteisö]], worth [[K18.5 million|määrä]], covers [[Chisokone Market|paikka]] and three smaller markets, about [[42,000 square metres|määrä]] in all. Work starts in [[July|aika]] and must be finished within [[14 months|aika]].

"My grandfather worked underground at Nkana for 31 years. The slag heap was the view from our kitchen," said [[Ms Chanda|henkilö]], [[36|ikä]]. "Now people are paying for it."

The firm mixes crushed slag with cement and sand, which it says gives a brick [[30 per cent|määrä]] cheaper than one of concrete alone. Its yard off [[Chingola Road|paikka]] presses 9,000 bricks a day; the markets need about 2.1 million.

Among the new recruits is [[Bwalya Mulenga|henkilö]], [[24|ikä]], who studied civil engineering at the [[Copperbelt University|yhteisö]] and spent two years selling airtime. "I sent 60 applications. This is the first one that answered," he said in [[Bemba|muu]].

The [[Zambia Environmental Management Agency|yhteisö]] has tested the bricks and found that they do not leach metals, according to its Copperbelt inspector, [[Mr Chileshe Kabwe|henkilö]].

[[Chanda|henkilö]] said the next target was the bus station in [[Ndola|paikka]]. Suppliers can write to [[tenders@nkanaslag.example|yhteystieto]].""",

# 5 farming: a late start to the cane crush (Labasa, Vanua Levu, Fiji)
"""Labasa mill's late start leaves cane standing in the fields

[[Thursday 18 June 2026|aika]]

[[LABASA|paikka]] — Cane farmers on [[Vanua Levu|paikka]] say they stand to lose money after repairs delayed the start of crushing at the [[Labasa Mill|yhteisö]] by [[three weeks|aika]].

The [[Fiji Sugar Corporation|yhteisö]] had planned to open the season on [[27 May|aika]]. The mill crushed its first cane [[yesterday|aika]], and hundreds of loaded lorries and cane trains were waiting in the yard.

Cane loses sugar the longer it stands, and growers are paid partly on sugar content. [[Shiu Narayan|henkilö]], [[63|ikä]], who grows cane on [[nine hectares|määrä]] at [[Wainikoro|paikka]], expects to cut about 540 tonnes this year. "At [[FJ$85 a tonne|määrä]] that is FJ$45,900 before costs. If the sugar goes down, the price goes down. My son Ravi went to Auckland, so now it is only me and the cutters," he said in [[Fiji Hindi|muu]].

His neighbour [[Salote Vuniwaqa|henkilö]], [[47|ikä]], leases [[five hectares|määrä]] from her [[mataqali|muu]] and hires a gang of [[eight|määrä]] cutters. "If the mill waits, I still pay them. My cutters have children in school," [[she|henkilö]] said.

The [[Sugar Cane Growers Council|yhteisö]] said [[1,870|määrä]] growers supplied the mill last season. Its northern representative, [[Ms Aruna Devi Lal|henkilö]], wants the corporation to pay a [[burnt-cane|muu]] allowance to farmers whose cane catches fire while it waits.

The corporation's engineering manager, [[Pauliasi Raikadroka|henkilö]], said a new gearbox for one of the two crushing lines had arrived late from [[India|paikka]]. He promised the mill would crush six days a week until [[December|aika]].

Growers can reach the mill's liaison office at [[labasa.growers@fsc.example|yhteystieto]].""",

# 6 culture: drum makers before Garifuna Settlement Day (Dangriga, Belize)
"""Dangriga drum makers work through the night before Settlement Day

[[Tuesday 17 November 2026|aika]]

[[DANGRIGA, Belize|paikka]] — In a workshop behind his house on [[Commerce Street|paikka]], [[Fermin Arzu|henkilö]] has finished [[23|määrä]] drums in [[three weeks|aika]], and eleven more are promised before [[Thursday|aika]].

[[Garifuna Settlement Day|muu]], on 19 November, marks the landing of Garifuna families on this coast in [[1823|aika]]. At dawn thousands crowd the mouth of the [[North Stann Creek|paikka]] to watch a re-enactment of the arrival by dory.

[[Arzu|henkilö]], [[58|ikä]], learned the trade from his uncle and works in mahogany and deerskin. A small primero drum sells for [[BZ$650|määrä]] and a larger segunda for BZ$900. Orders from relatives in [[Los Angeles|paikka]] and New York, most of them sent over [[WhatsApp|yhteisö]], make up about [[a third|määrä]] of his sales.

"Every year somebody's cousin in California calls me in October and wants a drum by November. I tell them the tree does not know about the airline," he said.

His apprentice, [[Keisha Nuñez|henkilö]], [[19|ikä]], is the first young woman to train with him. She sings in [[Garifuna|muu]] with the [[Wabagari Youth Drummers|yhteisö]] and will lead the drumming at the re-enactment for the first time. "My grandmother says the women always sang. I want to play as well," [[she|henkilö]] said.

The [[National Garifuna Council|yhteisö]] expects [[12,000|määrä]] visitors, more than the town's population. [[Mrs Phyllis Castillo|henkilö]], who chairs its Dangriga branch, said the council had spent [[BZ$38,000|määrä]] on stages and sound.

The [[Belize Tourism Board|yhteisö]] has arranged four extra buses from Belize City on [[Wednesday|aika]]. The programme is at [[settlementday-dangriga.example|yhteystieto]].""",

# 7 sport: a national junior road title (Launceston, Tasmania)
"""Launceston apprentice wins national junior road race

[[Monday 12 January 2026|aika]]

[[LAUNCESTON|paikka]] — A [[Bhutanese-Australian|muu]] teenager who learned to ride on a bike from a church op shop has won the under-19 men's road race at the [[AusCycling Road National Championships|muu]] in [[Ballarat|paikka]].

[[Bhim Rai|henkilö]], [[18|ikä]], broke away on the last climb of [[Mount Buninyong|paikka]] on [[Friday|aika]] and finished [[14 seconds|aika]] clear after [[112 kilometres|määrä]].

He was born in the [[Beldangi|paikka]] refugee camp in eastern Nepal and came to Launceston with his parents and two sisters in [[2013|aika]], aged [[five|ikä]]. "In the camp my father carried rice on a bicycle. He told me that I carry nothing, so I have no excuse to be slow," [[Rai|henkilö]] said.

His coach at the [[Cataract Gorge Cycling Club|yhteisö]], [[Jodie McKenzie-Blyth|henkilö]], spotted him at a schools race in 2021. "He was on a mountain bike with a soft tyre, and he still won," [[she|henkilö]] said.

[[Rai|henkilö]] is in the first year of an [[electrical apprenticeship|muu]] with [[Northern Sparks Electrical|yhteisö]] and trains at 5 a.m. before work. His mother, [[Devi Maya Rai|henkilö]], watched the finish on a phone in [[Ravenswood|paikka]]. "I did not breathe for the last two kilometres," she said in [[Nepali|muu]].

The win earns him a place in the national junior team's six-week racing block in Belgium in May. The trip costs [[A$9,500|määrä]]; the federation pays A$6,000, and the club hopes to raise the other A$3,500 with a sausage sizzle at Bunnings on [[Saturday 24 January|aika]].

Donations can be arranged with the club treasurer on [[0491 570 183|yhteystieto]] or at [[ride@cataractgorgecc.example|yhteystieto]].""",

# 8 transport: a ferry back after a refit (Fogo Island, Newfoundland)
"""Skipper Alf brings the Fogo ferry home after five weeks away

[[Saturday, April 11, 2026|aika]]

[[FOGO ISLAND, N.L.|paikka]] — The ferry [[MV Grey Islands Pride|muu]] returned to the run between [[Farewell|paikka]] and Fogo Island [[on Thursday|aika]] after a [[five-week|aika]] refit at the shipyard in [[Marystown|paikka]].

While it was away, a relief vessel that carries [[16|määrä]] vehicles instead of 60 served the island's 2,200 people. Capacity fell by [[73 per cent|määrä]], and line-ups at the terminals grew to four hours.

"People missed cancer appointments in Gander. I had guests sleep in their cars at Farewell," said [[Maureen Foley|henkilö]], [[66|ikä]], who runs a [[bed and breakfast|muu]] in [[Joe Batt's Arm|paikka]].

The refit cost [[C$4.8 million|määrä]] and was paid for by the province's [[Department of Transportation and Infrastructure|yhteisö]]. It included two rebuilt engines and a new bow door.

[[Captain Alfred Payne|henkilö]], [[61|ikä]], who has commanded the ferry since [[2009|aika]], brought it into Fogo Island to the sound of car horns. "I was born on Change Islands. I have been on these boats since I was sixteen, first as a [[deckhand|muu]]," [[Payne|henkilö]] said.

The [[Fogo Island Co-operative Society|yhteisö]] said [[14|määrä]] loads of snow crab had waited more than a day for space on the relief boat. Its plant manager, [[Derek Cobb|henkilö]], said the co-op had paid [[C$9,300|määrä]] in overtime to keep the crab on ice.

The province says a second ferry for the route is due in [[2029|aika]].

The schedule is posted at [[fogoferry.example/schedule|yhteystieto]], and a line-up hotline runs on [[709-555-0134|yhteystieto]].""",

# 9 weather: a storm on Lewis and Harris (Stornoway, Outer Hebrides)
"""Storm cuts power to 3,400 homes on Lewis and Harris and strands ferry passengers

[[Wednesday 4 February 2026|aika]]

[[STORNOWAY|paikka]] — Gusts of [[94 mph|määrä]] were recorded at the [[Butt of Lewis|paikka]] on [[Monday night|aika]] as a storm cut power to [[3,400|määrä]] homes on [[Lewis and Harris|paikka]] and kept the [[MV Loch Seaforth|muu]] in port for [[two days|aika]].

[[Scottish and Southern Electricity Networks|yhteisö]] said all but about 200 homes, most of them in [[Uig|paikka]] and the Bays of Harris, had power back by [[last night|aika]].

[[CalMac|yhteisö]] cancelled all eight sailings between Stornoway and [[Ullapool|paikka]] on Monday and Tuesday, leaving about 300 passengers and 40 lorries waiting.

[[Catrìona NicLeòid|henkilö]], [[52|ikä]], a [[crofter|muu]] in [[Ness|paikka]], lost the roof of her hay shed. "I heard it go at two in the morning, like a shot. The ewes were in the fank, thank God," she told [[BBC Radio nan Gàidheal|yhteisö]] in [[Gaelic|muu]].

[[Comhairle nan Eilean Siar|yhteisö]] closed all 23 of its schools on [[Tuesday|aika]]. Its emergency planning officer, [[Murdo Macaulay|henkilö]], said bin collections would resume tomorrow.

Among those stuck in Stornoway was [[Ewan Grant|henkilö]], [[34|ikä]], a [[lorry driver|muu]] from Inverness with 22 tonnes of salmon for the mainland. "It is on ice and it keeps, but the buyers in Boulogne do not wait," he said. His firm, [[Highland Chilled Haulage|yhteisö]], had three trucks on the island.

The Met Office has another yellow warning for wind from Friday.

Islanders who need help can call the council's resilience line on [[07700 900731|yhteystieto]].""",

# 10 local politics: water delivery fees rise (Iqaluit, Nunavut)
"""Iqaluit council votes to raise water delivery fees by 12 per cent

[[Wednesday, September 23, 2026|aika]]

[[IQALUIT, Nunavut|paikka]] — Households that get their water by truck will pay [[12 per cent|määrä]] more from [[January 1|aika]] after [[Iqaluit city council|yhteisö]] voted 5–3 for the increase [[Tuesday night|aika]].

For a typical trucked household the monthly charge goes from [[C$150|määrä]] to C$168. The city says the money will help pay its share of a new reservoir and pipeline from the [[Apex River|paikka]], a project estimated at [[C$214 million|määrä]], most of it from Ottawa.

[[Councillor Leesee Kilabuk|henkilö]] voted against. "Elders in this city already choose between water and food at the end of the month," [[she|henkilö]] said, first in [[Inuktitut|muu]] and then in English.

[[Councillor Jimmy Akavak|henkilö]], who voted for it, said the city could not keep borrowing for water. "In [[October 2021|aika]] we were lining up at the river with jugs. Nobody wants that again," [[Akavak|henkilö]] said, referring to the fuel contamination that left taps unsafe for [[two months|aika]].

[[Annie Nowdluk|henkilö]], [[69|ikä]], a [[retired interpreter|muu]] who lives in [[Apex|paikka]], uses about 9,000 litres a month for herself and three grandchildren. "When the truck is late, we melt snow, like my mother did," she said.

The [[Qikiqtani Inuit Association|yhteisö]] asked the city to give a discount to residents over 60 and to families on income support, and said it would raise the matter with the [[Government of Nunavut|yhteisö]].

The change, in [[By-law 1047|tunniste]], needs a third reading on [[October 13|aika]]. Comments can be sent through [[iqaluit.example/water|yhteystieto]] or left on [[867-555-0129|yhteystieto]].""",

# 11 religion: a church bell rings again (Soufrière, St Lucia)
"""Soufrière church bell rings again after 46 years of silence

[[Monday, October 26, 2026|aika]]

[[SOUFRIÈRE, St Lucia|paikka]] — The bell of the [[Church of the Assumption|yhteisö]] rang for Sunday mass [[yesterday|aika]] for the first time since [[Hurricane Allen|muu]] cracked the tower that held it in [[1980|aika]].

The [[Roman Catholic|muu]] mass was said in [[Kwéyòl|muu]] as part of [[Jounen Kwéyòl|muu]], the island's Creole Day, and the church was full an hour before it began.

The bell, cast in [[1898|aika]], was taken down and kept in the sacristy while the parish raised money to rebuild the tower. [[Mrs Cecilia Polius|henkilö]], [[59|ikä]], who chairs the parish council, said [[EC$148,000|määrä]] had been collected: [[EC$91,000|määrä]] in [[Soufrière|paikka]] itself and EC$57,000 from Soufrière people in London, Toronto and [[Brooklyn|paikka]].

"We had cake sales every Saturday for six years. Some of the children who sold cakes are now at university," [[she|henkilö]] said.

The first to ring it was [[Augustin Charlemagne|henkilö]], [[84|ikä]], who last rang it as a man of 38 in the week before the hurricane. "My godmother Rosa taught me the rhythm for a funeral and the rhythm for a wedding. Today I played the wedding one," he said.

The parish priest, [[Father Ignatius Jn Baptiste|henkilö]], said the [[Archdiocese of Castries|yhteisö]] had helped with the engineering. The work was done by [[Pitons Masonry & Steel|yhteisö]], a firm from [[Choiseul|paikka]], over [[nine months|aika]].

The bell will ring for the [[Angelus|muu]] at noon and at 6 p.m. every day. The parish can be reached on [[758-555-0191|yhteystieto]] or through [[assumptionsoufriere.example|yhteystieto]].""",

# 12 crime: pearls stolen from a showroom (Broome, Western Australia)
"""Pearls worth $310,000 stolen in Broome showroom raid

[[Thursday 6 August 2026|aika]]

[[BROOME|paikka]] — Police are hunting two men who smashed their way into a pearl showroom in [[Chinatown|paikka]] in the early hours of [[Tuesday|aika]] and escaped with [[38|määrä]] strands and loose pearls worth about [[A$310,000|määrä]].

The showroom, [[Sato & Daughters Pearls|yhteisö]] on [[Dampier Terrace|paikka]], is run by [[Kimiko Sato|henkilö]], [[62|ikä]], granddaughter of a [[Japanese|muu]] diver who came to Broome to work on the pearling luggers in [[1928|aika]].

"My grandfather dived in a canvas suit and a copper helmet for those shells. Some of what they took were his pearls, kept for almost a hundred years," [[she|henkilö]] said. The stock was insured for A$250,000, leaving [[A$60,000|määrä]] uncovered.

CCTV shows the men forcing the rear door at 3.04 a.m. and leaving [[four minutes|aika]] later. A ranger driving to work, [[Dwayne Edgar|henkilö]], a [[Yawuru|muu]] man, saw a white ute with no number plates heading towards [[Cable Beach|paikka]] shortly afterwards.

"It had its lights off until it got past the roundabout. I thought it was kids," [[Edgar|henkilö]] said.

[[Detective Sergeant Brooke Whitfield|henkilö]] of the [[Kimberley District Detective Office|yhteisö]] said the pearls were distinctive and would be hard to sell in [[Western Australia|paikka]]. "We have sent photographs to dealers in Perth, Darwin and overseas," she said.

The [[Shire of Broome|yhteisö]] said it would review street lighting in the area.

Anyone offered the pearls is asked to contact police, quoting [[IR 040826 0311 4471|tunniste]], or the showroom on [[0491 570 247|yhteystieto]].""",
]

SV = [
# 1 domstol: bogserbåt krossade en segelbåt (Oxelösund, Södermanland)
"""Bogserbåten krossade segelbåten – rederiet måste betala 186 000 kronor

[[Torsdag 26 februari 2026|aika]]

[[Nyköpings tingsrätt|yhteisö]] dömde [[i går|aika]] rederiet [[Sörmlandsbogsering AB|yhteisö]] att betala [[186 000 kronor|määrä]] till en seglare i [[Oxelösund|paikka]], vars båt krossades mot kajen när en bogserbåt backade in i gästhamnen en kväll i [[augusti 2024|aika]].

Båtägaren [[Leena Mäkinen|henkilö]], [[64|ikä]], kom till Oxelösund från [[Kotka|paikka]] i Finland som [[tolvåring|ikä]], när hennes pappa fick jobb på järnverket.

– Pappa Veikko och jag köpte båten [[1989|aika]]. Jag har seglat den varje sommar sedan dess, säger [[hon|henkilö]].

Hemma pratar hon fortfarande [[finska|muu]] med sin bror.

Båten är en [[Albin Vega|muu]] från [[1972|aika]]. Reparationen har kostat [[164 000 kronor|määrä]], och resten av beloppet gäller upptagning och vinterförvaring.

Enligt domen körde bogserbåtens [[befälhavare|muu]], en [[58-årig|ikä]] man, för fort inne i hamnen. Rederiet hävdade att segelbåten låg på fel plats, men hamnvärden [[Göran Lind|henkilö]] vittnade om att han själv hade anvisat henne platsen.

– Jag har skött gästhamnen i elva år och aldrig sett en bogserbåt där inne, säger [[Lind|henkilö]].

Rederiets ombud, [[advokat Helena Brandt|henkilö]] vid [[Advokatfirman Kustlinjen|yhteisö]], säger att bolaget överväger att överklaga till [[Svea hovrätt|yhteisö]]. Det måste ske senast [[den 18 mars|aika]].

Domen har målnummer [[T 3318-25|tunniste]].

[[Mäkinens|henkilö]] båt sjösätts igen i maj.

– Jag ska segla till [[Åland|paikka]] i sommar, som vi gjorde när jag var liten. Pappa fick aldrig se den lagad, men han hade varit nöjd med domen, säger hon.""",

# 2 hälsa: hälsocentralen får en fast läkare (Bräcke, Jämtland)
"""Bräcke får en egen läkare – efter sex år med hyrläkare

[[Tisdag 8 september 2026|aika]]

För första gången sedan [[2020|aika]] har [[Bräcke hälsocentral|yhteisö]] en fast anställd läkare. [[Mona El-Sayed|henkilö]], [[44|ikä]], [[specialist i allmänmedicin|muu]], började [[i går|aika]].

Under [[2025|aika]] betalade [[Region Jämtland Härjedalen|yhteisö]] [[9,4 miljoner kronor|määrä]] för hyrläkare i [[Bräcke|paikka]]. En fast tjänst kostar ungefär en tredjedel av det.

[[El-Sayed|henkilö]] växte upp i [[Alexandria|paikka]] i Egypten och har arbetat [[fem år|aika]] på [[Östersunds sjukhus|yhteisö]].

– Patienterna här har fått träffa en ny läkare nästan varje vecka. Nu ska de få träffa mig, om och om igen, säger hon.

Hälsocentralen har [[3 900|määrä]] listade patienter, de flesta över 65. En av dem är [[Arne Bergkvist|henkilö]], [[81|ikä]], från [[Kälarne|paikka]], som har diabetes och hjärtsvikt.

– Jag har träffat elva läkare på två år. Varje gång har jag fått börja om från början, säger han.

[[Verksamhetschefen Annika Ståhl|henkilö]] har försökt rekrytera i [[fyra år|aika]].

– Det som fick henne att säga ja var att hennes man kan jobba på distans. Vi hjälpte familjen att hitta ett hus, säger [[Ståhl|henkilö]].

[[El-Sayeds|henkilö]] man är [[systemutvecklare|muu]], och parets två döttrar har börjat på skolan i Bräcke.

– I Alexandria bodde vi på tolfte våningen. Nu har barnen en skog utanför fönstret, säger hon, först på [[arabiska|muu]] till döttrarna och sedan på svenska.

Patienter som vill lista sig kan ringa [[070-174 06 47|yhteystieto]] eller gå in på [[1177.example/bracke|yhteystieto]].""",

# 3 skola: byskolan blir kvar (Vilshult, Olofström, Blekinge)
"""Byskolan i Vilshult får vara kvar – men får dela rektor

[[Onsdag 10 juni 2026|aika]]

Med [[fem röster mot fyra|määrä]] sa [[barn- och utbildningsnämnden i Olofströms kommun|yhteisö]] [[i går|aika]] nej till att stänga [[Vilshults skola|yhteisö]]. Skolan får i stället dela rektor med [[Jämshögs skola|yhteisö]] från [[höstterminen|aika]].

Förvaltningen hade föreslagit att skolans [[41|määrä]] elever i förskoleklass till årskurs 6 skulle flyttas till [[Olofström|paikka]]. Det skulle ha sparat [[1,4 miljoner kronor|määrä]] om året. I dag kostar en elev i Vilshult [[142 000 kronor|määrä]] om året, mot 108 000 kronor i snitt i kommunen.

– Siffrorna är inte det enda som räknas. Barn på sju år ska inte sitta en timme om dagen i en buss, säger nämndens ordförande [[Peter Håkansson|henkilö]] ([[C|yhteisö]]).

[[Dalia Hussein|henkilö]], som arbetar på [[Volvo Cars|yhteisö]] fabrik i Olofström, har två barn i skolan.

– Vi flyttade hit från [[Malmö|paikka]] för att barnen skulle gå i en liten skola. Min dotter ringde mig på jobbet och skrek när hon hörde beskedet, säger [[hon|henkilö]].

[[Britt-Marie Olsson|henkilö]], [[62|ikä]], har varit [[lärare|muu]] i Vilshult sedan [[1989|aika]].

– Jag har haft barnen till några av mina första elever. Nu hoppas jag få barnbarnen också, säger hon.

Oppositionens [[Jonas Ek|henkilö]] ([[M|yhteisö]]) röstade för en nedläggning.

– Vi skjuter bara problemet [[två år|aika]] framåt. Elevkullarna blir mindre, säger han.

Frågor om skolan besvaras av förvaltningen på [[070-174 06 64|yhteystieto]].""",

# 4 näringsliv: aluminiumföretag bygger ut (Kallinge, Ronneby, Blekinge)
"""Aluminiumfabriken i Kallinge bygger ut – 60 nya jobb

[[Tisdag 13 oktober 2026|aika]]

[[Kallinge Profil AB|yhteisö]] ska investera [[240 miljoner kronor|määrä]] i en ny presslinje och anställa [[60|määrä]] personer. Då blir fabriken i [[Kallinge|paikka]] den största privata arbetsplatsen i [[Ronneby kommun|yhteisö]], med 240 anställda.

Pengarna kommer från ett banklån på 75 miljoner, ett lån på [[15 miljoner kronor|määrä]] från [[Almi Företagspartner Blekinge|yhteisö]] och ägarnas egna [[150 miljoner|määrä]].

Fabrikschefen [[Katarzyna Wiśniewska|henkilö]], [[47|ikä]], kom till [[Ronneby|paikka]] från [[Gdynia|paikka]] i Polen [[2008|aika]] som [[svetsare|muu]].

– Jag svetsade i tre år innan jag blev arbetsledare. Nu bygger vi en presslinje som är dubbelt så stor som den gamla, säger hon.

Fabriken gör profiler till lastbilar och tåg. Den nya linjen ska vara i gång [[hösten 2027|aika]].

Kommunen säljer fyra hektar mark bredvid fabriken för [[3,2 miljoner kronor|määrä]]. Elen kommer från [[Ronneby Miljö & Teknik|yhteisö]].

[[Jesper Holmqvist|henkilö]], [[29|ikä]], är [[maskinoperatör|muu]] och ordförande i [[IF Metalls|yhteisö]] klubb på fabriken.

– Min morfar jobbade här på [[sjuttiotalet|aika]]. Då trodde alla att fabriken skulle läggas ner, säger [[han|henkilö]].

Fabriken ligger en kilometer från [[F 17|yhteisö]], och flygplanen hörs ofta över taken.

– Man slutar höra dem efter en vecka, säger [[Holmqvist|henkilö]].

Ansökningar tas emot från [[den 1 november|aika]] via [[kallingeprofil.example/jobb|yhteystieto]].""",

# 5 jordbruk: eget slakteri på södra Gotland (Hemse, Gotland)
"""Nytt lammslakteri i Hemse – lammen slipper båten

[[Fredag 4 september 2026|aika]]

I [[måndags|aika]] slaktades de första lammen i det nya slakteriet i [[Hemse|paikka]]. Bakom det står [[Sudrets Lamm ekonomisk förening|yhteisö]], som har [[34|määrä]] medlemmar på södra Gotland.

Hittills har lammen skickats med färjan till slakterier på fastlandet. Det har kostat omkring [[310 kronor|määrä]] per lamm, och resan har tagit upp till [[två dygn|aika]].

– Ett lamm som har stått i en lastbil i två dygn blir inte bättre kött. Nu är det tjugo minuter från hagen till slakteriet, säger föreningens ordförande [[Torbjörn Hallgren|henkilö]], [[56|ikä]], som har 400 tackor i [[Lau|paikka]].

Medlemmarna räknar med att slakta [[6 200|määrä]] lamm om året. Bygget har kostat [[18 miljoner kronor|määrä]], varav [[fem miljoner|määrä]] i stöd från [[Länsstyrelsen i Gotlands län|yhteisö]].

De flesta lammen är av rasen [[gotländskt pälsfår|muu]], men några medlemmar föder upp [[gutefår|muu]], den gamla lantrasen med horn.

Slakteriets förman är [[Aroha Tipene|henkilö]], [[38|ikä]], en [[maori|muu]] från [[Gisborne|paikka]] på Nya Zeeland. Hon arbetade på slakterier där i [[femton år|aika]] innan hon träffade en gotländsk fårbonde på en resa.

– Hemma slaktade vi fyratusen lamm om dagen. Här blir det kanske femtio, men varje lamm har ett namn på gården, säger [[hon|henkilö]].

[[Ylva Stenström|henkilö]] i [[Burgsvik|paikka]] skickade sina första tjugo lamm [[i onsdags|aika]].

– Jag har väntat i [[tjugo år|aika]] på det här, säger hon.

Köttet säljs i butiker på ön, via [[Instagram|yhteisö]] och på [[sudretslamm.example|yhteystieto]].""",

# 6 kultur: sommarspel om regementsmötena (Malmköping, Flen, Södermanland)
"""Sommarspelet på Malma hed fyller 30 år – med en pjäs om soldaterna

[[Torsdag 2 juli 2026|aika]]

[[I morgon|aika]] har [[Malmköpings Teatersällskap|yhteisö]] premiär för sin trettionde sommarföreställning. Bara sommaren 2020 blev det ingen. Pjäsen [[”Hedens folk”|muu]] handlar om regementsmötena på [[Malma hed|paikka]], där tusentals soldater övade varje sommar fram till [[1960-talet|aika]].

I ensemblen står [[48|määrä]] amatörer mellan åtta och [[86|ikä]] år.

Den äldste, [[Bertil Åkerman|henkilö]], gjorde själv [[lumpen|muu]] på heden [[1959|aika]], som nittonåring.

– Jag spelar en överste. Då var jag menig och fick skura golv, så nu tar jag igen det, säger han.

Regissören [[Rosa Quispe Lundin|henkilö]], [[52|ikä]], kom till Sverige från [[Arequipa|paikka]] i Peru [[1998|aika]] och har satt upp sommarspelet i [[elva år|aika]].

– Jag visste ingenting om svenska soldater. Men om att vänta på ett brev hemifrån vet man samma sak i Peru som i Sörmland, säger [[hon|henkilö]].

[[Sörmlands museum|yhteisö]] har lånat ut 30 uniformer, och [[Flens kommun|yhteisö]] har gett [[120 000 kronor|määrä]].

Sällskapet spelar [[14|määrä]] föreställningar med 500 platser var. Redan nu är [[5 600|määrä]] biljetter sålda, alltså [[80 procent|määrä]].

Ordföranden [[Lena Forsman|henkilö]] var med redan [[1996|aika]].

– Första sommaren spelade vi på ett hölass och hade nittio i publiken. Nu har vi en läktare, säger hon.

Biljetter kostar [[250 kronor|määrä]] och säljs på [[malmateatern.example|yhteystieto]] och på [[070-174 06 29|yhteystieto]].""",


# 7 sport: SM-guld i kitesurfing (Apelviken, Varberg, Halland)
"""16-åring från Varberg vann SM i kitesurfing på hemmastranden

[[Måndag 24 augusti 2026|aika]]

I [[söndags|aika]] avgjordes [[SM i kitesurfing|muu]] vid [[Apelviken|paikka]] söder om [[Varberg|paikka]], och guldet stannade på hemmaplan. [[16-åriga|ikä]] [[Tilda Gunnarsson|henkilö]] från [[Varbergs Kiteklubb|yhteisö]] vann damklassen före [[23|määrä]] andra åkare.

Vinden låg på [[tolv meter per sekund|määrä]] när finalen kördes på eftermiddagen.

– Jag har åkt här sedan jag var nio. Jag vet hur vågorna bryter vid stenarna, och det gjorde nog skillnaden, säger [[Gunnarsson|henkilö]].

Hon går andra året på [[Peder Skrivares skola|yhteisö]] och tränar varje dag det blåser, även på vintern.

Tränaren [[Rafael Souza|henkilö]], [[39|ikä]], kommer från [[Fortaleza|paikka]] i Brasilien och har bott i Varberg i [[sex år|aika]].

– Hemma är vinden varm. Här åker [[Tilda|henkilö]] i torrdräkt från oktober till maj, och hon klagar aldrig, säger han.

Silvret tog [[Moa Lindqvist|henkilö]] från [[Kullens Kiteklubb|yhteisö]] i Mölle.

Segern ger en plats i [[junior-VM|muu]] i [[Tarifa|paikka]] i Spanien i oktober. Resan kostar omkring [[28 000 kronor|määrä]], och klubben har lovat 10 000. Resten hoppas familjen få ihop genom att sälja kanelbullar vid stranden.

Pappa [[Mattias Gunnarsson|henkilö]] är [[yrkesfiskare|muu]] i [[Bua|paikka]].

– Hon lärde sig stå på en bräda innan hon kunde cykla. Jag fick köra henne till stranden klockan fem på morgonen, säger [[han|henkilö]].

[[Hallands Nyheter|yhteisö]] berättade om guldet redan på söndagskvällen. Den som vill stödja resan hittar information på [[varbergskite.example/tarifa|yhteystieto]].""",

# 8 transport: vintertågen på Inlandsbanan blir kvar (Sorsele, Västerbotten)
"""Vintertågen genom Sorsele blir kvar – trots tomma vagnar i januari

[[Fredag 17 april 2026|aika]]

[[Region Västerbotten|yhteisö]] och [[Region Norrbotten|yhteisö]] förlänger försöket med vintertåg på [[Inlandsbanan|paikka]] mellan [[Storuman|paikka]] och [[Arvidsjaur|paikka]] med ett år. Tågen stannar i [[Sorsele|paikka]] och på fyra mindre orter.

Förra vintern gick två tåg i varje riktning varje dag från [[den 1 december|aika]] till [[den 31 mars|aika]]. Sammanlagt reste [[4 300|määrä]] personer, i snitt nio per avgång. Försöket kostar [[6,8 miljoner kronor|määrä]] per vinter, och regionerna delar lika på notan.

– I januari, när det var fyrtio grader kallt, åkte ibland bara två personer. Men det är just då man inte vill köra bil, säger [[regionrådet Linnea Öhman-Karlsson|henkilö]] ([[V|yhteisö]]).

Tågen körs av [[Inlandsbanan AB|yhteisö]], och en enkel biljett kostar [[95 kronor|määrä]].

[[Elsa Grahn|henkilö]], [[17|ikä]], pendlar från Sorsele till gymnasiet i Arvidsjaur.

– Med bussen tog det dubbelt så lång tid, och jag fick vänta ute i kylan. Tåget är varmt och jag kan plugga, säger [[hon|henkilö]].

Alla är inte lika nöjda. Tågen har i vinter kört på [[14|määrä]] renar från [[Grans sameby|yhteisö]].

– Renarna går på spåret för att snön är hård där. Varje ren är ett arbete på ett år som försvinner, säger [[renskötaren Per-Anders Labba|henkilö]], [[51|ikä]], som talar [[umesamiska|muu]] med sina barn.

Samebyn får ersättning av [[Trafikverket|yhteisö]], men [[Labba|henkilö]] vill att tågen kör långsammare på sträckan söder om Sorsele.

Vintertidtabellen som börjar [[i december|aika]] publiceras på [[inlandsbanan.example/vinter|yhteystieto]].""",

# 9 väder: stormen slog ut strömmen (Klintehamn, Gotland)
"""Stormen fällde träd över ledningarna – 2 300 hushåll på Gotland utan ström

[[Måndag 7 december 2026|aika]]

Under [[natten till söndag|aika]] blåste det upp till [[31 meter per sekund|määrä]] vid [[Hoburgen|paikka]] på södra Gotland. Träd föll över elledningarna, och [[2 300|määrä]] hushåll mellan [[Klintehamn|paikka]] och [[Havdhem|paikka]] blev utan ström.

Elnätsbolaget [[GEAB|yhteisö]] hade fått tillbaka strömmen till 1 900 av dem [[i går kväll|aika]]. De [[400|määrä]] som är kvar kan bli utan el [[till onsdag|aika]].

[[SMHI|yhteisö]] utfärdade [[gul varning|muu]] för mycket hårda vindar redan i fredags.

I [[Klintehamns hamn|paikka]] slet sig en fiskebåt från kajen.

– Vi var fyra man som höll i trossarna klockan tre på natten. Till slut fick vi fast den med en traktor, säger [[yrkesfiskaren Hasse Lindström|henkilö]], [[67|ikä]].

Hårdast drabbades mjölkgårdarna. [[Emma Rosvall|henkilö]] i [[Sanda|paikka]] har [[180|määrä]] kor som måste mjölkas två gånger om dygnet.

– Vi har ett reservaggregat, men det startade inte. Grannen kom med sitt klockan fem, och då hade korna väntat i [[fyra timmar|aika]], säger [[hon|henkilö]].

[[Region Gotland|yhteisö]] har öppnat en värmestuga i [[Klinte församlingshem|paikka]], där man kan ladda telefonen och få varm mat. Där satt [[88-åriga|ikä]] [[Gun Pettersson|henkilö]] med en filt över knäna.

– Jag har varit med om stormar förut, men då hade man vedspis, säger hon.

[[Destination Gotland|yhteisö]] ställde in två avgångar mellan Visby och [[Nynäshamn|paikka]] under söndagen.

Regionen informerar på [[gotland.example/storm|yhteystieto]].""",

# 10 lokalpolitik: skattehöjning för badhuset (Norsjö, Västerbotten)
"""Norsjö höjer skatten med 35 öre – badhuset räddas

[[Onsdag 25 november 2026|aika]]

[[Kommunfullmäktige i Norsjö|yhteisö]] beslutade [[i måndags|aika]] att höja kommunalskatten med [[35 öre|määrä]] från [[den 1 januari|aika]]. Beslutet togs med [[17 röster mot 14|määrä]].

Pengarna ska gå till badhuset, som annars hade stängts för gott [[nästa sommar|aika]]. Renoveringen kostar [[28 miljoner kronor|määrä]]. Skattehöjningen ger [[4,1 miljoner kronor|määrä]] om året, som ska betala räntor och amorteringar på lånet.

För den som tjänar [[30 000 kronor|määrä]] i månaden blir skatten 105 kronor högre per månad.

– Ett badhus är ingen lyx i en kommun där närmaste andra bassäng ligger sju mil bort, säger [[kommunstyrelsens ordförande Lena Marklund|henkilö]] ([[S|yhteisö]]).

[[Moderaterna|yhteisö]] och [[SD|yhteisö]] röstade emot.

– Vi vill också ha ett badhus. Men vi tycker inte att alla skattebetalare ska betala för en renovering som borde ha gjorts för tio år sedan, säger [[oppositionsrådet|muu]] [[Oskar Burman|henkilö]] (M).

Simläraren [[Ann-Sofie Lundström|henkilö]], [[45|ikä]], undervisar alla [[380|määrä]] elever i kommunens grundskolor.

– Utan badhuset hade vi fått köra barnen till Skellefteå. Det hade blivit tre timmar för en lektion på fyrtio minuter, säger hon.

[[Erik Johansson|henkilö]], [[77|ikä]], går på vattengympa två gånger i veckan.

– Jag har en ny höft. Doktorn säger att vattnet är min bästa medicin, säger han.

Renoveringen ska göras av [[Norsjö Fastighets AB|yhteisö]] och pågå i [[åtta månader|aika]], från [[april 2027|aika]]. Ritningarna finns på [[norsjo.example/badhuset|yhteystieto]].""",

# 11 religion: den gjutna kyrkklockan tillbaka (Föllinge, Krokom, Jämtland)
"""Den spruckna kyrkklockan är tillbaka i Föllinge

[[Lördag 28 november 2026|aika]]

[[I morgon|aika]], på [[första advent|aika]], ringer [[Föllinge kyrkas|paikka]] lillklocka igen. Den sprack under [[julottan|muu]] [[2024|aika]] och har sedan dess gjutits om i [[Asten|paikka]] i Nederländerna.

Klockan göts ursprungligen [[1753|aika]] och väger [[380 kilo|määrä]]. Omgjutningen hos klockgjuteriet [[Royal Eijsbouts|yhteisö]] har kostat [[640 000 kronor|määrä]]. Av det betalar [[Svenska kyrkan|yhteisö]] [[410 000 kronor|määrä]] i kyrkoantikvarisk ersättning. Resten har [[412|määrä]] givare i bygden samlat in.

– Jag stod i tornet när den sprack. Det lät som när isen brister på sjön i april, säger kyrkvärden [[Kjell-Åke Olofsson|henkilö]], [[73|ikä]].

Den nya klockan har samma inskription som den gamla men också en rad på [[sydsamiska|muu]]. Raden har översatts av [[Märta Kråik|henkilö]], pensionerad [[lärare|muu]] från [[Hotagen|paikka]].

– Min mormor hörde klockan när hon flyttade med renarna förbi Föllinge. Nu står det något på hennes språk också, säger [[Kråik|henkilö]].

I torsdags hängde [[klockgjutaren Bram Hendriks|henkilö]] upp klockan tillsammans med två män från bygden.

– Det är första gången jag hänger en klocka så här långt norrut, säger [[han|henkilö]].

[[Kyrkoherde Maria Nordqvist|henkilö]] i [[Härnösands stift|yhteisö]] leder gudstjänsten, som börjar klockan elva.

– Bygden har saknat klockan i [[nästan två år|aika]]. Vid begravningar har vi fått spela en inspelning, säger [[hon|henkilö]].

Efter gudstjänsten bjuder kyrkorådet på kaffe. Frågor kan ställas till kyrkvärden på [[070-174 06 82|yhteystieto]].""",

# 12 brott: stölder av GPS-utrustning från traktorer (Getinge, Halmstad, Halland)
"""GPS-tjuvar slog till mot sju gårdar runt Getinge

[[Fredag 20 mars 2026|aika]]

[[Natten till onsdag|aika]] stal okända tjuvar GPS-utrustning från [[sju|määrä]] traktorer på gårdar runt [[Getinge|paikka]] och [[Oskarström|paikka]] i [[Halmstads kommun|yhteisö]]. Varje system är värt omkring [[180 000 kronor|määrä]], sammanlagt alltså [[1,26 miljoner kronor|määrä]].

Hårdast drabbades [[Karl-Johan Andersson|henkilö]], [[54|ikä]], som brukar 300 hektar i [[Rävinge|paikka]]. Från hans maskinhall försvann utrustningen från två traktorer.

– De klippte upp hänglåset och var borta på tio minuter, enligt larmet. Vi ska så vårvete om två veckor, och utan GPS kör vi som på [[åttiotalet|aika]], säger [[Andersson|henkilö]].

Stölden upptäcktes vid sextiden på onsdagsmorgonen av gårdens [[maskinförare|muu]] [[Hussein Rahimi|henkilö]], [[33|ikä]].

– Skärmarna var borta och sladdarna hängde ner. Jag ringde [[Karl-Johan|henkilö]] innan jag ringde polisen, säger [[han|henkilö]].

Utrustningen är av märket [[John Deere|muu]] och kan spåras, men tjuvarna brukar plocka bort spårsändaren.

– Den här typen av stölder kommer i vågor. Utrustningen säljs ofta vidare utomlands inom några dygn, säger [[kommunpolisen Sara Yilmaz|henkilö]] vid [[Polisen|yhteisö]] i Halmstad.

[[Andersson|henkilö]] har en självrisk på [[20 procent|määrä]] hos [[Länsförsäkringar Halland|yhteisö]], alltså 72 000 kronor för de två systemen.

[[LRF Halland|yhteisö]] uppmanar lantbrukare att låsa in skärmarna över natten. Polisen tar emot tips på 114 14 med ärendenummer [[5000-K412873-26|tunniste]] eller via [[tips.halland@polisen.example|yhteystieto]].""",
]

# Capitalised words that may sit inside a `henkilö` span without being a name of their own.
NOT_NAMES = frozenset({
    "Judge", "Councillor", "Captain", "Father", "Detective", "Sergeant", "Mrs",
    "Verksamhetschefen", "Kyrkoherde",
    "She", "He", "Hon", "Han",
})

SCHEME = Scheme(
    prefix="heldout17",
    labels=(
        "henkilö", "paikka", "yhteisö", "aika", "ikä", "määrä", "yhteystieto",
        "tunniste", "muu",
    ),
    person="henkilö",
    words=(180, 260),
    spans=(22, 28),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
