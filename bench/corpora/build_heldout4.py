#!/usr/bin/env python3
"""Build and check the fourth pair of held-out corpora (heldout4_en/sv.jsonl).

Written for this project and dedicated to the public domain (CC0 1.0). All private
people, handles, e-mail addresses, phone numbers, case numbers and amounts are invented.
Standard library only.

Each document is written below as plain text in which every annotated span is marked
``[[surface|label]]``; the offsets are computed here while the text is built, never
counted by hand.

    python3 bench/corpora/build_heldout4.py          # write both files, then check them
    python3 bench/corpora/build_heldout4.py --check  # only check that the files match
"""

from pathlib import Path

from heldout_builder import Scheme, main

EN = [
# 1 cover letter (Macon and Columbus, Georgia, US South)
"""[[Tamika R. Holloway|identity]]
[[1187 Vineville Avenue, Macon, GA 31204|whereabouts]]
[[(478) 555-0143|contact]] · [[tamika.holloway@example.com|contact]]

[[March 10, 2025|timing]]

Dear Ms. [[Arrington|identity]] and members of the hiring committee,

I am writing to apply for the Outreach Librarian position at [[Chattahoochee Valley Libraries|affiliation]] that I saw advertised online. For the past [[six years|timing]] I have worked as a [[library associate|background]] at the Washington Memorial branch of the [[Middle Georgia Regional Library|affiliation]], where I started an after-school homework club that now sees more than [[60 children|figure]] a week.

In [[spring 2023|timing]] I wrote the grant proposal that brought in [[$18,500|figure]] for a bookmobile route through [[Twiggs County|whereabouts]]. It felt like coming home: my grandmother, [[Miss Odessa Holloway|identity]], drove a bookmobile on those same roads in [[1974|timing]], and she still asks me every Sunday how many library cards we signed up.

I completed my [[Master of Library and Information Science|background]] at [[Valdosta State University|affiliation]] [[last December|timing]], studying online while working full time, and I am comfortable with [[Spanish|background]]-speaking families and with patrons who have never used a computer.

My branch manager, [[Dolores Pettaway|identity]], has kindly agreed to act as a reference. I would be glad to drive down for an interview on any weekday afternoon.

Sincerely,
[[Tamika Holloway|identity]]""",

# 2 insurance claim description (Halifax, Nova Scotia; Acadian family)
"""Claim description – homeowner policy [[HP-448-20917|other]], [[Bluenose Mutual Insurance|affiliation]]
Insured: [[Geneviève Thibodeau|identity]], [[6214 Jubilee Road|whereabouts]], [[Halifax, NS B3H 2G5|whereabouts]]

On the night of [[Saturday 1 February 2025|timing]], during the cold snap when the city dropped to [[−24 °C|figure]], the supply pipe to the upstairs bathroom froze and split. I was away at my brother [[Réjean's|identity]] place in [[Chéticamp|whereabouts]] for the weekend. My mother, [[Léonie Thibodeau|identity]], who is [[86|figure]] and lives with me, woke at about [[3:40 a.m.|timing]] to water coming through the kitchen ceiling. She is on home oxygen for [[COPD|health]] and cannot manage stairs, so she phoned our neighbour [[Dale MacIsaac|identity]], who shut off the main valve. I drove back through the snow the next morning.

Damage: kitchen ceiling drywall, the hallway hardwood, and my late father's upright piano. [[Harbourview Restoration Ltd.|affiliation]] ran dehumidifiers for [[five days|timing]]; their estimate is [[$6,840|figure]] plus HST. The plumber, [[Luc Gaudet|identity]], says the pipe ran along an uninsulated outside wall and has rerouted it.

Photos and both invoices were e-mailed to the adjuster, [[Krista Boudreau|identity]]. Best number to reach me: [[902-555-0186|contact]] (cell). My mother prefers to be spoken to in French if you need her statement; [[Dale|identity]] can also confirm the times.""",

# 3 employment tribunal judgment summary (Belfast, Northern Ireland)
"""THE INDUSTRIAL TRIBUNALS – SUMMARY OF DECISION
Case reference: [[2317/24IT|other]]
Claimant: [[Ms Orla McCaughey|identity]]
Respondent: [[Lagan Quay Logistics Ltd|affiliation]]

Employment Judge [[Hamilton|identity]] sat with two lay members at [[Bedford House, Belfast|whereabouts]], on [[3 to 5 February 2025|timing]].

Ms [[McCaughey|identity]], a [[38-year-old|figure]] [[transport planner|background]] from [[Lisburn|whereabouts]], was a long-serving employee of the respondent. She told her line manager, [[Mr Gordon Kerr|identity]], that she was [[pregnant|health]] in [[May 2024|timing]], and [[later that summer|timing]] she was signed off with [[gestational diabetes|health]]. On [[9 August 2024|timing]] she was told her post was redundant, while a colleague who had joined eight months earlier kept his role.

The tribunal preferred her evidence to Mr [[Kerr|identity]]'s, noting that the redundancy scoring sheet was created after the dismissal meeting. It found that she was unfairly dismissed and had suffered pregnancy discrimination, and awarded her [[£14,230|figure]] in compensation, including an award for injury to feelings. Her separate claim that she had been treated less favourably as a [[Catholic|background]] was dismissed: there was no evidence that Mr [[Kerr|identity]] knew her community background.

The claimant was represented by [[Unite the Union|affiliation]]; the respondent by its HR director, [[Aoife Mallon|identity]].""",

# 4 school end-of-year report (Singapore; Tamil-Singaporean pupil, Chinese-Singaporean teacher)
"""[[Kranji Vale Secondary School|affiliation]] – Holistic Development Profile
Name: [[Kavin s/o Ramasamy|identity]]   Class: 2 Integrity   NRIC: [[T1134567G|other]]
Form teacher: [[Mdm Tan Li Ting|identity]]   Co-form teacher: [[Mr Ahmad Faizal bin Rahim|identity]]

Attendance: [[Kavin|identity]] was absent for part of [[Term 3|timing]] because of an [[asthma|health]] flare-up; medical certificates were submitted.

Form teacher's comments: [[Kavin|identity]] has grown in confidence this year. His overall result rose by [[13 percentage points|figure]] since the mid-year examinations, with his best work in Science and [[Tamil|background]]. His Tamil composition about his [[paati|background]] selling garlands outside the temple in [[Little India|whereabouts]] was read aloud at the Mother Tongue Fortnight assembly. He is a reliable member of the [[National Police Cadet Corps|affiliation]] unit and was promoted to lance corporal in [[July|timing]]. He should ask for help earlier in Mathematics rather than waiting until revision week; [[Mr Ahmad|identity]] runs consultation sessions after school.

Parent-teacher conference: [[Friday 14 November 2025, 2.30 pm|timing]], [[Room 3-14|whereabouts]].

Parent's acknowledgement: [[Mrs Vasantha Ramasamy|identity]] ([[vasantha.r@example.com|contact]])
Signed: [[Mdm Tan|identity]]""",

# 5 obituary (Puthuppally, Kottayam, Kerala; Malayali Orthodox family)
"""PUTHUPPALLY – [[K. C. Mathew|identity]] ([[Kunjumon|identity]]), [[84|figure]], [[Kizhakkedathu House, Puthuppally, Kottayam|whereabouts]], a [[retired headmaster|background]] of [[CMS College High School|affiliation]], passed away at [[Caritas Hospital|affiliation]] on [[Wednesday, January 15, 2025|timing]], following a [[stroke|health]]. He was born in [[June 1940|timing]], the youngest of seven children, and taught English and Malayalam to generations of pupils, many of whom came to the house every Onam to touch his feet. A [[Malayalam|background]] poet in his spare time, he published the collection [[Mazhathullikal|other]] (Raindrops), which was prescribed for pre-degree students for several years.

Wife: [[Aleyamma|identity]], Thekkethil family, [[Pala|whereabouts]]. Children: [[Dr. Susan Mathew|identity]] (Chennai) and [[Jacob Mathew|identity]] (Dubai). Son-in-law: [[Thomas Kurian|identity]]. Daughter-in-law: [[Neethu Jacob|identity]]. Grandchildren: [[Ashna, Kevin and Riya|identity]].

The body will be kept at the residence from [[Friday evening|timing]] for those who wish to pay their respects. Funeral service on [[Saturday, January 18, at 2 p.m.|timing]] at the [[St. George Orthodox Valiyapally|affiliation]], followed by burial in the family tomb.""",

# 6 travel blog post (Chaguanas, Felicity and Maracas, Trinidad; Indo-Trinidadian hosts)
"""Doubles, deyas and a downpour: Divali in Felicity
Posted by [[@rhi_rambles|identity]] · [[24 October 2025|timing]]

I'm [[Rhiannon|identity]], a [[dental nurse|background]] from [[Plymouth|whereabouts]], and I have just had the best trip of my life. I flew [[British Airways|affiliation]] to [[Piarco|whereabouts]], where my old uni flatmate [[Anjali Ramsaroop|identity]] was waiting with a bag of doubles still warm from a stall near [[Chaguanas Market|whereabouts]] – [[TT$7|figure]] each, slight pepper, and I ate three.

[[Anjali's|identity]] family live in [[Felicity|whereabouts]], a village where every [[Hindu|background]] household puts out deyas for Divali. Her nani, [[Savitri Ramsaroop|identity]], is [[79|figure]] and let me help fill the clay lamps with oil. On [[Divali night|timing]] the whole street glowed – until the rain came, because [[October|timing]] is still the wet season here, and we relit them twice.

Other highlights: the [[Divali Nagar|other]] site at Chaguanas, where [[Nani Savi|identity]] insisted I try on a sari; bake and shark at [[Maracas Bay|whereabouts]] with half of her cousins; and the worst sunburn of my life (factor 30 is not enough, girls).

[[Nani Savi|identity]], if this gets read out to you: thank you. Next year I'm bringing my mum.""",
# 7 GP referral letter to rheumatology (Norwich, England; Igbo patient)
"""[[Colegate Medical Centre|affiliation]], [[Colegate, Norwich NR3 1BN|whereabouts]]
Tel [[01632 960 418|contact]]

To: [[Rheumatology Outpatients, Norfolk and Norwich University Hospital|affiliation]]
Date: [[14 May 2025|timing]]

Re: [[Mr Chukwuemeka Obi|identity]], DOB [[02/09/1979|timing]], NHS No. [[462 190 3853|other]]
Mobile: [[07700 900 362|contact]]

Dear Dr [[Fenwick|identity]],

I would be grateful if you could see this [[45-year-old|figure]] [[bus driver|background]] with a [[four-month|timing]] history of early-morning stiffness lasting over an hour and swelling of the small joints of both hands. On examination he had synovitis of several MCP joints. Recent bloods showed [[CRP 34 mg/L|health]] and a [[strongly positive anti-CCP|health]]; X-rays of the hands are awaited. I suspect [[rheumatoid arthritis|health]].

He has been taking [[naproxen 500 mg twice daily|health]] with omeprazole cover, which helps only partly. He is otherwise well and a non-smoker.

He works shifts for [[First Eastern Counties|affiliation]] and is worried about his licence; he is now struggling to grip the steering wheel on cold mornings. His wife, [[Ngozi|identity]], tells me he has stopped playing the guitar at their church. He speaks [[Igbo|background]] and fluent English and does not need an interpreter.

Yours sincerely,

[[Dr Helen Whitlock|identity]]
GP Partner""",

# 8 minutes of a housing co-operative management committee (Stonehouse, Plymouth)
"""[[Stonehouse Mutual Housing Co-operative|affiliation]] – Management Committee
Minutes of the meeting held on [[Tuesday 6 May 2025 at 7 pm|timing]], community room, [[14 Durnford Street, Stonehouse|whereabouts]]

Present: [[Marcia Campbell|identity]] (chair), [[Kayode Ogunleye|identity]] (treasurer), [[Josephine Borg|identity]], [[Kieran Tapp|identity]] (secretary). Apologies: none.

1. The minutes of the last meeting were approved.

2. Damp in flat 5. [[Josephine|identity]] reported that the mould in her son's bedroom has come back; he has [[asthma|health]] and missed school twice in [[April|timing]]. The first quote, from [[Tamar Damp Solutions|affiliation]], was [[£3,150|figure]]. [[Kieran|identity]] to get a second quote by the next meeting.

3. Finance. [[Kayode|identity]] reported [[£21,480|figure]] in the repairs reserve. One household is in arrears and has agreed a payment plan; the committee agreed not to minute the name.

4. Membership. Two applications were received. The committee will interview a [[Royal Navy|affiliation]] [[petty officer|background]] and his partner, who are on the [[Plymouth City Council|affiliation]] housing register, before the next meeting.

5. Training. The chair and treasurer will attend the [[Co-operatives UK|affiliation]] governance course on [[Saturday 14 June|timing]].

6. Any other business. Residents are reminded that dogs, including the chair's own [[Biscuit|other]], must not be left alone in the shared garden.

Next meeting: [[Tuesday 3 June 2025|timing]].""",

# 9 crowdfunding appeal (Surulere and Idi-Araba, Lagos; organiser in Houston, Texas; Yoruba family)
"""Help my mother get her kidney transplant
Organised by [[Temitope Adebayo-Hughes|identity]] · [[Houston, TX|whereabouts]] · on [[GoFundMe|affiliation]]

My mother, [[Olabisi Adebayo|identity]] – [[Mummy Bisi|identity]] to half of [[Surulere|whereabouts]] – is [[63|figure]] and has [[end-stage kidney disease|health]]. She has been on [[dialysis|health]] three times a week at [[Lagos University Teaching Hospital|affiliation]] in [[Idi-Araba|whereabouts]], and every session is paid for in cash. Her younger brother, [[Uncle Femi|identity]], has been tested and is a match, and he is ready to donate.

The transplant team has quoted [[₦18 million|figure]] (roughly [[$11,800|figure]]) for both operations, the drugs and the follow-up. My husband and I have covered the tests so far, but we cannot do the rest alone. We are hoping to schedule the surgery before [[the end of August|timing]].

She taught [[Yoruba|background]] and Christian Religious Studies at [[Eko Boys' High School|affiliation]] for most of her career. Many of you sat in her class; some of you still owe her homework.

Update, [[12 July 2025|timing]]: We have reached [[41%|figure]] of the goal. Thank you, and please keep sharing. – [[Temi|identity]]

Questions: [[temi.adebayo@example.com|contact]]""",

# 10 50th-birthday speech (Żabbar, Malta; Maltese family)
"""Bonswa lkoll, good evening everyone! For those who don't know me, I'm [[Doris|identity]], [[Ġużi's|identity]] big sister, and I have been waiting a very long time to embarrass him properly.

Our brother [[Joseph Camilleri|identity]] – [[Ġużi|identity]] to all of us – was born on [[15 August 1975|timing]], the feast of [[Santa Marija|timing]], which is why our mother, [[Carmela|identity]], always said the whole island was celebrating, not him. He grew up above [[Nanna Rita|identity]]'s pastizzeria in [[Żabbar|whereabouts]], and I am told he once ate a whole tray of pastizzi before anyone noticed. He never went to mass on an empty stomach again.

At [[St Aloysius' College|affiliation]] the Jesuits tried to make him a lawyer. Instead he became a [[marine engineer|background]], and for [[twenty-two years|timing]] he has kept the cranes moving at [[Malta Freeport|affiliation]]. He met [[Claire|identity]] on the ferry to [[Gozo|whereabouts]], and she has been correcting his English ever since.

He supports [[Ħamrun Spartans|affiliation]], he owns a luzzu called [[Il-Ħolma|other]] that has cost him more than [[€9,000|figure]] in paint, and since his [[hip replacement|health]] [[last winter|timing]] he is only allowed one dance tonight, so choose carefully, ladies.

Please raise your glasses: to [[Ġużi|identity]], [[50|figure]] today, still a boy from Żabbar. Saħħa!""",

# 11 lost-dog post with follow-up comments (Durban North, South Africa; Zulu family)
"""LOST DOG – [[Durban North|whereabouts]]
Posted in [[Durban North Community Watch|affiliation]] by [[Nokuthula Mthembu|identity]] · [[Monday 14 July 2025, 07:12|timing]]

Our boerboel cross [[Shaka|other]] got out through the side gate on [[Sunday night|timing]] when the wind blew it open during that cold front. He is [[four|figure]], brown with a white chest, microchipped and very friendly but big, so please don't chase him. Last seen near [[Broadway|whereabouts]], heading towards the beachfront. My son [[Sipho|identity]] has not stopped crying. Reward of [[R1,000|figure]]. Please e-mail [[noku.mthembu@example.com|contact]] or inbox me.

Comments

[[Pieter van Rooyen|identity]]: Saw a big brown dog trotting past the Virginia shops [[last night around 9|timing]]. Didn't see a white chest though, sorry.

[[Ayesha Moosa|identity]]: Shared to my page. Phone the [[Durban & Coast SPCA|affiliation]] as well, they scan every dog that comes in.

[[Thandiwe Ngcobo|identity]]: Sending strength [[Noku|identity]] 🙏 our cat came home by herself, don't give up.

[[Nokuthula Mthembu|identity]]: UPDATE [[Tuesday 15 July, 16:40|timing]] – FOUND! A security guard at [[Virginia Airport|whereabouts]] had tied him up in the guardhouse and given him half his lunch. [[Sipho|identity]] is over the moon. Ngiyabonga, everyone.""",

# 12 voicemail transcript and text messages between colleagues (Kingston, Jamaica)
"""Voicemail – [[Tue 9 Sep, 8:52 AM|timing]], from [[Andre Clarke|identity]] ([[876-555-0131|contact]]), 41 sec
"Morning [[Miss Pearl|identity]], is [[Andre|identity]]. Listen nuh, the [[JUTC|affiliation]] bus break down on [[Hope Road|whereabouts]] so mi a go late for the [[ten o'clock|timing]] with the people from [[Blue Mahoe Resorts|affiliation]]. Start without me, the slides dem on the shared drive. Soon come."

Messages
[[Pearl Whyte|identity]] 9:05: Got it. I'll open with the [[Ocho Rios|whereabouts]] photos, they always like those.
[[Andre|identity]] 9:07: Good. Bus moving again but traffic mash up all the way down.
[[Pearl|identity]] 9:31: They're asking about the last invoice. [[J$450,000|figure]] still outstanding from the last campaign.
[[Andre|identity]] 9:34: Tell them [[Mr Chin|identity]] will sign off this week. Don't mention the new [[graphic designer|background]], contract not signed yet.
[[Pearl|identity]] 9:36: Fine. And remember I'm out [[Thursday|timing]], doctor for my [[blood pressure|health]].
[[Pearl|identity]] 10:15: They brought patties. I'm saving you one, [[Dre|identity]].""",
]

SV = [
# 1 personligt brev (Skellefteå; Eritrean-born applicant)
"""[[Senait Tesfamariam|identity]]
[[Kanalgatan 41 B, 931 33 Skellefteå|whereabouts]]
[[070-174 06 52|contact]] · [[senait.tesfamariam@example.com|contact]]

Skellefteå [[12 februari 2025|timing]]

Personligt brev – ansökan om tjänsten som drifttekniker

Hej [[Maria Lindgren|identity]]!

Jag söker tjänsten som [[drifttekniker|background]] vid [[Skellefteå Krafts|affiliation]] kraftvärmeverk i [[Hedensbyn|whereabouts]], eftersom jag som [[Skellefteå|whereabouts]]bo vill arbeta med energi som värmer min egen stad. Sedan [[hösten 2019|timing]] är jag [[processoperatör|background]] på [[Boliden Rönnskär|affiliation]], där jag går i femskift och ansvarar för provtagning och felanmälningar i kontrollrummet.

Jag kom till Sverige från [[Eritrea|whereabouts]] som [[17-åring|figure]] [[2011|timing]], utan ett ord svenska. Efter språkintroduktionen läste jag el- och energiprogrammet på [[Anderstorpsgymnasiet|affiliation]] och tog sedan en [[yrkeshögskoleexamen i elkraftteknik|background]]. Jag talar [[tigrinja|background]], svenska och engelska och hjälper ofta nya kollegor att komma in i rutinerna.

Jag är noggrann, lugn när larmen går och tycker om att lära mig nya system.

Min skiftledare [[Henrik Öberg|identity]] har lovat att lämna referens. Jag kan börja [[den 1 maj|timing]], efter min uppsägningstid, och berättar gärna mer vid en intervju.

Med vänliga hälsningar
[[Senait Tesfamariam|identity]]""",

# 2 skadeanmälan, fordon (Kalmar och Ölandsbron; Syrian-born claimant)
"""Skadeanmälan – fordon
Försäkringstagare: [[Rami Haddad|identity]], [[19820314-2370|other]]
Adress: [[Norra Långgatan 12, 392 32 Kalmar|whereabouts]]
Telefon: [[070-174 06 19|contact]]
Försäkringsbolag: [[Länsförsäkringar Kalmar län|affiliation]]
Fordon: Volvo V60, reg.nr [[KDF 47X|other]]

Vad hände?
[[Fredagen den 7 mars kl. 16.20|timing]] körde jag över [[Ölandsbron|whereabouts]] mot [[Färjestaden|whereabouts]] med min dotter [[Lina|identity]], [[11 år|figure]], i baksätet. Trafiken stannade tvärt ungefär mitt på bron, och skåpbilen bakom oss, från [[Smålandsbygg AB|affiliation]], körde rakt in i oss. Föraren, [[Mattias Petersson|identity]], sa på plats att han hade tittat på mobilen. Polisen kom till platsen och gav mig händelsenummer [[5000-K312845-25|other]].

[[Lina|identity]] klagade på ont i nacken, så vi åkte direkt till akuten på [[Länssjukhuset i Kalmar|affiliation]]. Hon fick diagnosen [[whiplashskada|health]] och ska vila från gymnastiken ett tag. Bakluckan och stötfångaren är intryckta; verkstaden har räknat med [[38 400 kronor|figure]] i reparation. Kostnadsberäkning och foton bifogas.

Vittne: [[Ingrid Nyqvist|identity]], som körde bilen framför oss och såg allt.

Vi pratar arabiska hemma, men jag går bra att nå på svenska efter kl. 17 på vardagar.

Kalmar [[den 10 mars 2025|timing]]
[[Rami Haddad|identity]]""",

# 3 Arbetsdomstolens dom, sammanfattning (Borås; Bosnian-born driver)
"""Arbetsdomstolen, dom i mål nr [[A 143/24|other]], meddelad [[den 19 mars 2025|timing]]
[[Svenska Transportarbetareförbundet|affiliation]] mot [[Transportföretagen|affiliation]] och [[Viskadalens Åkeri AB|affiliation]] i [[Borås|whereabouts]]

Sammanfattning
[[Emir Hodžić|identity]] är född [[1971|timing]] i [[Sarajevo|whereabouts]] och kom till Sverige som [[krigsflykting|background]] under kriget i Bosnien. Han hade arbetat som [[lastbilschaufför|background]] på åkeriet sedan början av 2000-talet när han i [[september 2023|timing]] fick diagnosen [[sömnapné|health]]. Han behandlades med [[CPAP|health]], och hans läkare vid [[Södra Älvsborgs Sjukhus|affiliation]] intygade efter några veckor att behandlingen fungerade och att han fick köra. Åkeriets vd, [[Anders Rydholm|identity]], sade ändå upp den då [[52-årige|figure]] chauffören [[den 16 oktober 2023|timing]] med hänvisning till trafiksäkerheten.

Domstolen konstaterade att ingen myndighet hade ifrågasatt [[Hodžićs|identity]] körkort och att arbetsgivaren inte hade utrett om han kunde omplaceras till lagret. Uppsägningen saknade därför saklig grund och var dessutom ett missgynnande som hade samband med funktionsnedsättning. Åkeriet ska betala [[110 000 kronor|figure]] i allmänt skadestånd enligt anställningsskyddslagen och dessutom diskrimineringsersättning till [[Hodžić|identity]], samt ersätta förbundets rättegångskostnader. Förbundets ombud kom från [[LO-TCO Rättsskydd|affiliation]]. Domen är enhällig.""",

# 4 utvecklingssamtal, dokumentation (Angered, Göteborg; Kurdish family)
"""Dokumentation av utvecklingssamtal – [[Lärjedalsskolan|affiliation]], [[Angered|whereabouts]]
Elev: [[Rojin Ahmadi|identity]], klass 7B
Datum: [[tisdag 11 november 2025 kl. 15.40|timing]]
Närvarande: [[mentor Lina Bergström|identity]], [[Rojin|identity]], hennes pappa [[Sherwan Ahmadi|identity]] samt modersmålsläraren [[Kawa Rasul|identity]], som tolkade till [[sorani|background]] vid behov.

Hur går det i skolan?
[[Rojin|identity]] har kommit in bra i sjuan och har fått nya vänner i klassen. Hon är nöjd med svenska och engelska men tycker att matematiken har blivit svårare. Hon har [[dyslexi|health]] och använder talsyntes på sin Chromebook, vilket hjälper mycket. Frånvaron under [[höstterminen|timing]] är [[6 procent|figure]], mest sena ankomster efter helgerna.

Fritid
Hon spelar fotboll i [[Angered MBIK|affiliation]] och vill gå idrottsprogrammet på gymnasiet.

Mål till vårterminen
1. Gå på läxhjälpen i [[Blå Stället|whereabouts]] minst en gång i veckan.
2. Läsa en stund varje dag, gärna med ljudbok parallellt.

Övrigt
[[Sherwan|identity]] berättade att familjen reser till [[Rojins|identity]] [[farmor|background]] i [[Sulaymaniyya|whereabouts]] över jullovet. Ny uppföljning [[v. 6|timing]].

Antecknat av [[Lina Bergström|identity]], [[lina.bergstrom@example.com|contact]]""",

# 5 dödsruna (Kiruna; Sámi nurse and duojár)
"""Minnesord
[[Inga-Lill Sunna|identity]], [[Kiruna|whereabouts]], har avlidit [[den 2 oktober|timing]] efter en tids [[hjärtsvikt|health]]. Hon blev [[83 år|figure]]. Närmast sörjer maken [[Nils-Erik|identity]], barnen [[Marit och Jovnna|identity]] med familjer samt barnbarn och barnbarnsbarn.

[[Inga-Lill|identity]] föddes [[i februari 1942|timing]] vid vårvistet vid [[Rávttasjávri|whereabouts]], dotter till renskötaren [[Per Sunna|identity]] i [[Gabna sameby|affiliation]]. Hon gick i nomadskolan och talade [[nordsamiska|background]] hela livet, även när det inte var välkommet. Efter utbildningen i Umeå blev hon [[sjuksköterska|background]] och arbetade i många år på [[Kiruna sjukhus|affiliation]], de sista som avdelningsföreståndare.

Hennes stora passion var duodji. Koltarna hon sydde till barnbarnens konfirmationer var kända i hela Norrbotten, och en av dem visades på [[Ájtte|affiliation]] i Jokkmokk.

I [[augusti|timing]], under [[den stora kyrkflytten|other]], stod hon vid köksfönstret på [[Hjalmar Lundbohmsvägen|whereabouts]] och såg kyrkan rulla förbi på väg till det nya centrum. ”Nu flyttar allt utom jag”, sa hon och skrattade.

Hon var [[same|background]] ut i fingerspetsarna, och för oss andra en klok vän som alltid hade kaffe på spisen och en historia att berätta.

[[Ann-Britt Kuhmunen|identity]]
[[Lars Taavo|identity]]""",

# 6 reseblogg (Chiang Mai, Thailand; Thai-Swedish blogger from Borås)
"""Khao soi, tempel och mormors gränd – tillbaka i [[Chiang Mai|whereabouts]]
Publicerat [[2 februari 2025|timing]] av [[Pim Andersson|identity]]

Efter [[fem år|timing]] är jag äntligen tillbaka! Vi flög med [[Thai Airways|affiliation]] via Bangkok, och när vi lämnade Sverige var det [[minus tolv grader|figure]]. Här visade termometern [[31|figure]]. [[Januari|timing]] är mitt i torrperioden i norra Thailand, så inget regn, bara damm och blommor.

[[Mormor Boonmee|identity]], [[78|figure]], stod och väntade vid grinden i sin soi bakom [[Wat Suan Dok|whereabouts]], precis som när jag var liten. Mamma [[Sunisa|identity]] flyttade till Sverige [[1994|timing]] och träffade pappa [[Gunnar|identity]] på en kurs i [[Borås|whereabouts]], så jag har alltid haft ett ben i varje land. Min thai är rostig, men mormor låtsas att hon förstår.

[[I söndags|timing]] gick vi uppför alla trappstegen till [[Doi Suthep|whereabouts]] (mina vader protesterar fortfarande), och på kvällen åt vi khao soi för [[60 baht|figure]] skålen på [[Lung Prasert|affiliation]], mormors stammisställe sedan sjuttiotalet.

Som [[buddhist|background]] går mormor upp i gryningen varje morgon och ger ris till munkarna. I morgon får jag följa med, om jag vaknar.

Följ resan på Instagram: [[@pimpaprovar|identity]]""",

# 7 remiss till kardiologmottagningen (Karlskrona; Estonian-born patient)
"""REMISS – kardiologisk bedömning
Från: [[Wämö vårdcentral|affiliation]], [[Region Blekinge|affiliation]]
Till: Kardiologmottagningen, [[Blekingesjukhuset|affiliation]], [[Karlskrona|whereabouts]]
Datum: [[2025-04-17|timing]]

Patient: [[Kadri Tamm|identity]], [[19660922-4586|other]]
Adress: [[Borgmästaregatan 9, 371 34 Karlskrona|whereabouts]]. Tel. [[070-174 06 33|contact]]

Frågeställning: Nydebuterat [[förmaksflimmer|health]]. Ställningstagande till fortsatt utredning, ekokardiografi och behandling. Önskar bedömning inom några veckor.

Anamnes: [[58-årig|figure]] kvinna, född i [[Tallinn|whereabouts]], arbetar som [[undersköterska|background]] på ett äldreboende på Trossö. Sedan [[tre veckor|timing]] återkommande hjärtklappning, ibland med yrsel i trappor. Ingen bröstsmärta. Tidigare frisk frånsett [[hypotyreos|health]], som behandlas med Levaxin. Röker inte.

Status: Snabb, oregelbunden rytm. Inga blåsljud. Lungor ua. EKG [[2025-04-15|timing]] visar förmaksflimmer. TSH normalt.

Åtgärd: Insatt [[metoprolol 50 mg dagligen|health]]. CHA₂DS₂-VASc 1 poäng (kvinnligt kön), därför ingen antikoagulation i nuläget.

Socialt: Gift med [[Mart|identity]], två vuxna barn. Talar [[estniska|background]] och flytande svenska, tolk behövs inte. Anhörig: dottern [[Liis Tamm|identity]], som bor i Lund.

Med vänlig hälsning
[[Jakob Lindqvist|identity]], [[specialist i allmänmedicin|background]]""",

# 8 styrelseprotokoll, bostadsrättsförening (Rosengård, Malmö; Assyrian and Syrian board members)
"""Protokoll fört vid styrelsemöte i [[Brf Kryddgården 3|affiliation]], org.nr [[769612-4481|other]]
Tid: [[onsdagen den 23 april 2025 kl. 18.30|timing]]
Plats: Föreningslokalen, [[Ramels väg 62, Rosengård|whereabouts]]

Närvarande: [[Nineb Yousef|identity]] (ordförande), [[Hiba Alnajjar|identity]] (sekreterare), [[Lars-Göran Nilsson|identity]], [[Amira Shamoun|identity]].

§ 1 Ordföranden öppnade mötet och hälsade alla välkomna.
§ 2 Stambyte. Offert från upphandlad entreprenör på [[4,2 miljoner kronor|figure]] för hus A–C. Styrelsen beslutade att låta [[HSB Malmö|affiliation]] granska offerten innan beslut fattas.
§ 3 Årsavgift. Beslutades att höja årsavgiften med [[5 procent|figure]] från [[den 1 juli|timing]] på grund av ökade räntekostnader.
§ 4 Andrahandsupplåtelse. [[Lars-Göran|identity]] ansöker om att upplåta sin lägenhet i andra hand under [[sex månader|timing]] eftersom han ska vårda sin [[bror|background]] i [[Ystad|whereabouts]], som har [[ALS|health]]. Han deltog inte i beslutet. Ansökan beviljades.
§ 5 Ordningsfrågor. Klagomål på hundskall från en lägenhet i hus B. [[Amira|identity]] pratar med bostadsrättshavaren.
§ 6 Nästa möte hålls [[onsdagen den 21 maj|timing]].

Vid protokollet: [[Hiba Alnajjar|identity]]
Justeras: [[Nineb Yousef|identity]]""",

# 9 insamling för en skadad son (Mariehamn, Åland; Finland-Swedish family, euro)
"""Hjälp vår son att cykla igen!
Insamling startad av [[Johanna Sundblom|identity]] · [[Mariehamn, Åland|whereabouts]]

Vår son [[Vilmer|identity]], [[nio år|figure]], cyklade hem från fotbollsträningen [[den 3 juni|timing]] när han blev påkörd av en bil i en korsning i centrum. Han flögs med helikopter till [[Åbo universitetscentralsjukhus|affiliation]] med en [[ryggmärgsskada|health]] och låg där i [[sex veckor|timing]]. Nu tränar han varje dag med fysioterapeuterna på [[ÅHS|affiliation]] och kan stå med stöd.

Läkarna tror att han kan gå igen, men han behöver intensiv rehabilitering i Stockholm och en specialanpassad cykel, och allt täcks inte. Vi behöver [[18 000 euro|figure]].

[[Vilmers|identity]] pappa [[Kim|identity]] är [[styrman|background]] på [[Viking Line|affiliation]] och har gått ner på deltid för att kunna följa med på resorna, och [[farfar Bertil|identity]] har redan sålt sin snipa för att bidra.

[[Vilmer|identity]] fyller tio i [[december|timing]] och önskar sig bara en sak: att få cykla till skolan själv.

Uppdatering [[12 september|timing]]: Vi har nått [[62 procent|figure]]! Ett stort tack till [[IFK Mariehamn|affiliation]], som skänkte intäkterna från en hemmamatch.

Frågor: [[johanna.sundblom@example.com|contact]]""",

# 10 bröllopstal (Visby, Gotland; Chilean-Swedish family)
"""Tal till brudparet [[Valeria och Oskar|identity]], [[Visby|whereabouts]], [[midsommardagen 2025|timing]]

Hej allihop, och buenas noches a todos! Jag heter [[Cristóbal Fuentes|identity]] och är [[Valerias|identity]] [[storebror|background]]. Jag har fått en strikt tidsgräns, och [[Oskars|identity]] mamma har redan tittat på klockan.

Våra föräldrar, [[Ricardo och Ana Fuentes|identity]], kom till Sverige från [[Santiago de Chile|whereabouts]] i [[februari 1976|timing]], mitt i den svenska vintern, med en resväska var och ingen aning om vad snö var. [[Valeria|identity]] föddes i [[Södertälje|whereabouts]] och har sedan dess aldrig förlorat en diskussion.

Hon träffade sin blivande man när hon läste arkeologi på [[Uppsala universitet – Campus Gotland|affiliation]], och han var den ende [[gotlänningen|background]] i korridoren. Första gången han kom hem till oss åt han empanadas tills han inte kunde resa sig, och pappa sa efteråt: ”Ese gringo se queda.” Han blev kvar.

I dag är han [[tandläkare|background]] här i stan, [[Valeria|identity]] guidar turister längs ringmuren, och hon är [[gravid i femte månaden|health]] – ja, mamma, nu vet alla. Vår [[abuela|background]] [[Luisa|identity]], [[91|figure]], har rest ända från Santiago för att vara här i kväll.

Så, skål för [[Valeria och Oskar|identity]] – ¡salud!""",

# 11 bortsprungen katt med kommentarer (Falun; Roma family)
"""BORTSPRUNGEN KATT – [[Hälsinggården|whereabouts]], [[Falun|whereabouts]]
Inlägg i gruppen ”[[Vi som bor i Falun|affiliation]]” på [[Facebook|affiliation]] · [[måndag 12 maj kl. 08.15|timing]]

[[Dragana Kaldaras|identity]]: Vår katt [[Sotis|other]] har varit borta sedan [[i fredags kväll|timing]]. Hon är [[fyra år|figure]], svart med en vit framtass, kastrerad och chipmärkt ([[752098100467213|other]]). Hon smet ut när vi bar in matkassar. Min dotter [[Zorica|identity]] har gjort lappar på både svenska och [[romani|background]] och satt upp dem runt hela kvarteret. Ring eller sms:a [[070-174 06 71|contact]], hittelön [[1 000 kronor|figure]]!

Kommentarer
[[Gunilla Hed|identity]]: Delar! Har ni anmält till [[Djurskyddet Falun|affiliation]]? De har en lista över upphittade katter.
[[Ahmed Yusuf|identity]]: Jag tror att jag såg en svart katt vid parkeringen nedanför [[Falu gruva|whereabouts]] [[i går kväll runt kl. 22|timing]].
[[Dragana Kaldaras|identity]]: UPPDATERING [[onsdag|timing]]: Sotis är HEMMA! Hon satt inlåst i förrådet hos grannen hela tiden. [[Farmor Milka|identity]] har redan bakat tårta. Tack alla ❤️""",

# 12 röstmeddelande och sms mellan kollegor (Borås textile firm; colleague stuck in Tallinn)
"""Röstmeddelande [[tis 9 sep 07.48|timing]] från [[Elin Sjöberg|identity]] ([[070-174 06 95|contact]]):
”Hej [[Ahmet|identity]], det är jag. Färjan från [[Tallinn|whereabouts]] blev inställd i går kväll på grund av stormen, så jag sitter kvar på hotellet i gamla stan. Kan du ta mötet med [[Nordväv|affiliation]] [[kl. 10.30|timing]]? Offerten ligger i Teams-mappen. Och ring [[Kristjan|identity]] på [[Pärnu Tekstiil OÜ|affiliation]] om provrullarna, han pratar bara [[estniska|background]] och engelska. Tack, du är bäst!”

Sms
[[Ahmet Yılmaz|identity]] 08.02: Absolut. Vilket rum?
[[Elin|identity]] 08.05: Stora rummet på plan 3 i [[Textile Fashion Center|whereabouts]]. De vill ha [[4 200 meter|figure]] linne till [[v. 42|timing]], det står i offerten.
[[Ahmet|identity]] 11.46: Klart! De skrev på men vill ha [[8 procent|figure]] rabatt på nästa order. Jag sa att du ringer i morgon.
[[Elin|identity]] 11.52: Du är guld. Båten går i kväll, så jag är tillbaka i [[Borås|whereabouts]] [[på onsdag|timing]].
[[Ahmet|identity]] 11.53: Ta det lugnt med [[migränen|health]]. Jag säger till ekonomi att resan blev längre, så slipper du.""",]

# Capitalised words that may sit inside an `identity` span without being a name of their own.
NOT_NAMES = frozenset({
    "Mr", "Mrs", "Ms", "Dr", "Miss", "Mdm", "Mummy", "Uncle", "Nani", "Nanna",
    "Mormor", "Farmor",
})

SCHEME = Scheme(
    prefix="heldout4",
    labels=(
        "identity", "contact", "whereabouts", "affiliation", "timing", "figure",
        "health", "background", "other",
    ),
    person="identity",
    words=(130, 210),
    spans=(15, 22),
    not_names=NOT_NAMES,
)

if __name__ == "__main__":
    main(SCHEME, EN, SV, Path(__file__).resolve().parent)
