# ruff: noqa: E501
"""English source of news_pgv_en.jsonl: 12 articles in the inline markup of pgv_markup.

Written for pseudoweb's evaluation (CC0). The people and most events are invented;
public figures appear only in roles and events of the public record.
"""

ARTICLES = [
    # 1
    """
    France: Foreign Graduates Fight the ⟦O|Guéant Circular⟧

    ⟦O|Thousands⟧ of foreign graduates in ⟦G|France⟧ are campaigning against a
    government circular that, they say, pushes them out of the country the day their
    student permits expire. The text, signed on ⟦D|31 May 2011⟧ by
    ⟦P|Interior Minister Claude Guéant⟧ and the
    ⟦P|Minister of Work and Social Relations, Xavier Bertrand,⟧ asks prefects to
    examine work permit requests from non-European graduates "with rigour".

    ⟦P|Guéant⟧ has defended the measure on television, saying ⟦P|he⟧ wants to reduce
    legal as well as illegal immigration. Critics answer that the circular punishes the
    very people ⟦G|France⟧ trained at great expense.

    ⟦P|Nabil Ouazzani⟧, a ⟦A|27-year-old⟧ ⟦O|Moroccan⟧ ⟦O|engineer⟧ who graduated
    from ⟦I|Sorbonne University⟧ in ⟦D|2010⟧, lost a job offer from a consulting firm
    in ⟦G|La Défense⟧ in ⟦D|September 2011⟧. "I was told to pack my bags within a
    month," ⟦P|he⟧ wrote on ⟦O|Facebook⟧.

    A group of graduates set up a ⟦O|Facebook⟧ page that gathered more than
    ⟦O|4,000 members⟧ in two weeks. Its spokeswoman, ⟦P|Hajer Mansouri⟧, told
    ⟦I|Global Voices⟧ that the group would march from the ⟦G|Place de la Sorbonne⟧ to
    the ⟦I|Ministry of the Interior⟧ on ⟦D|Monday 10 October⟧. Banners in
    ⟦O|French⟧ and ⟦O|Arabic⟧ will carry the slogan
    ⟦O|"We are not a threat, we are your graduates"⟧.

    The ⟦I|Conference of Grandes Écoles⟧, which represents the country's elite
    engineering and business schools, has also asked the government to withdraw the
    text.
    """,
    # 2
    """
    ⟦G|Paris⟧: ⟦O|Tunisian⟧ Migrants Evicted From Park, Bloggers Cry Foul

    Police evicted about ⟦O|150⟧ ⟦O|Tunisian⟧ migrants from a park in the
    ⟦G|19th arrondissement⟧ of ⟦G|Paris⟧ in the early hours of ⟦D|last Wednesday⟧.
    Most had arrived through the Italian island of ⟦G|Lampedusa⟧ after the fall of
    ⟦P|Zine El Abidine Ben Ali⟧ in ⟦D|January⟧.

    Footage filmed by a resident and posted on ⟦O|YouTube⟧ shows officers of the
    ⟦I|CRS⟧ riot police pulling down tents on ⟦G|Avenue Jean-Jaurès⟧.
    ⟦P|Interior Minister Guéant⟧ has said several times since the spring that
    ⟦G|France⟧ cannot take in the migrants, and ⟦P|his⟧ ministry described the
    operation on ⟦I|Europe 1⟧ radio as a matter of public order.

    ⟦P|Karim Ben Slimane⟧, ⟦A|aged 24⟧, a former ⟦O|law student⟧ from ⟦G|Sfax⟧,
    spent the night in a police station. "In ⟦G|Tunisia⟧ we chased out a dictator.
    Here they chase us out of a garden," ⟦P|he⟧ told ⟦I|Global Voices⟧.

    The ⟦I|Collective of Tunisians from Lampedusa in Paris⟧, which has fed the
    migrants since ⟦D|May⟧, called for a rally at ⟦G|Place de la République⟧ on
    ⟦D|Saturday⟧. Tunisian blogger ⟦P|Leïla Dridi⟧ wrote ⟦O|[ar]⟧ that the eviction
    "shames the country of human rights". The ⟦I|Paris City Council⟧ has offered
    ⟦O|60 places⟧ in emergency shelters, which the collective says is not nearly
    enough for the people still sleeping rough along the canal.
    """,
    # 3
    """
    ⟦G|Turkey⟧: Journalist ⟦P|Nadir Kalkan⟧ Goes on Trial in ⟦G|Istanbul⟧

    The trial of ⟦O|journalist⟧ ⟦P|Nadir Kalkan⟧ opened on ⟦D|6 September 2011⟧
    before the ⟦I|Fourteenth Chamber of the Istanbul Assize Court⟧.
    ⟦P|Kalkan⟧, ⟦A|42⟧, a reporter for the daily ⟦I|Yeni Gündem⟧, has spent
    ⟦D|eleven months⟧ in ⟦G|Silivri⟧ prison, accused of membership of an armed
    organisation on the basis of articles he wrote about ⟦O|Kurdish⟧ villages in
    ⟦G|Şırnak province⟧.

    About ⟦O|200⟧ colleagues and supporters waited outside the courthouse on
    ⟦G|Çağlayan Square⟧, some holding copies of his book ⟦O|The Silent Valley⟧.
    ⟦P|His wife, Elif Kalkan⟧, told reporters that ⟦P|she⟧ had been allowed to see
    him only ⟦O|twice⟧ since ⟦D|October 2010⟧.

    ⟦P|Mr Nadir Kalkan⟧ addressed the court for nearly an hour. "I am a
    ⟦O|journalist⟧, not a terrorist," ⟦P|he⟧ said, according to a live feed on
    ⟦O|Twitter⟧ by the ⟦I|Platform for Freedom of Journalists⟧. The
    ⟦I|Committee to Protect Journalists⟧ and ⟦I|Reporters Without Borders⟧ sent
    observers.

    The presiding judge adjourned the hearing to ⟦D|14 November⟧ and rejected a
    request for ⟦P|Kalkan's⟧ release. Turkish bloggers reacted angrily.
    ⟦P|Ayşe Demirtaş⟧, who blogs at ⟦O|basinozgur.org⟧, wrote ⟦O|[tr]⟧ that
    "⟦G|Turkey⟧ now jails more journalists than ⟦G|China⟧".
    """,
    # 4
    """
    ⟦G|China⟧: Taxi Drivers Strike in ⟦G|Shaoyang⟧

    ⟦O|Hundreds⟧ of taxi drivers in ⟦G|Shaoyang city⟧, ⟦G|Hunan province⟧, parked
    their cars along ⟦G|Baoqing Road⟧ ⟦D|last Tuesday⟧ in protest against the monthly
    fee charged by the city's taxi companies. Photos of the empty streets spread
    quickly on ⟦O|Weibo⟧, ⟦G|China⟧'s most popular microblogging service.

    ⟦P|Li Wenjun⟧, a ⟦A|35-year-old⟧ ⟦O|part-time taxi driver⟧ who also works in a
    noodle shop, posted a list of the drivers' demands that was shared
    ⟦O|more than 10,000 times⟧ before censors deleted it. "We work fourteen hours a
    day and still cannot feed our children," ⟦P|Li⟧ wrote ⟦O|[zh]⟧.

    The drivers say they are organised by
    ⟦I|Shaoyang city's independent taxi drivers' union⟧, a group not recognised by
    the official ⟦I|All-China Federation of Trade Unions⟧. On ⟦D|Wednesday⟧,
    ⟦I|the official representative of the Central Chinese government⟧ in the province
    promised an investigation, according to the state news agency ⟦I|Xinhua⟧.

    ⟦P|Li's⟧ account was suspended the same evening. A friend, ⟦P|Zhang Meiling⟧,
    told ⟦I|Global Voices⟧ that ⟦P|he⟧ had been visited by officers of the
    ⟦I|Public Security Bureau⟧ and warned not to speak to ⟦O|foreign⟧ media. Blogger
    ⟦P|Wang Xiaoming⟧ commented on ⟦O|Weibo⟧:
    ⟦O|"If the drivers stop, the city stops."⟧

    The strike ended on ⟦D|19 August⟧ after the companies agreed to lower the fee by
    ⟦O|20 percent⟧.
    """,
    # 5
    """
    ⟦G|Bangladesh⟧: Blogger ⟦P|Farzana Yasmin⟧ Arrested After Post on Garment Workers

    Police in ⟦G|Dhaka⟧ arrested ⟦O|blogger⟧ and ⟦O|university lecturer⟧
    ⟦P|Farzana Yasmin⟧ at her home in ⟦G|Mirpur⟧ on ⟦D|the night of 3 May⟧, her
    family said. ⟦P|Yasmin⟧, ⟦A|31⟧, teaches ⟦O|Behavioral Sciences⟧ at
    ⟦I|Dhaka University⟧ and writes in ⟦O|Bengali⟧ on the blog platform
    ⟦O|Somewhere in Blog⟧.

    Her latest post described the working conditions of ⟦O|thousands⟧ of
    ⟦O|garment workers⟧ in ⟦G|Ashulia⟧, an industrial zone north of the capital, and
    accused a factory owned by the ⟦I|Rahman Apparel Group⟧ of withholding wages for
    ⟦D|three months⟧.

    She was charged under
    ⟦O|Section 57 of the Information and Communication Technology Act⟧, which
    punishes online content that "hurts religious sentiment" or "tarnishes the image
    of the state". ⟦P|Her brother, Tanvir Ahmed,⟧ said ⟦P|she⟧ had received threats by
    ⟦O|Facebook⟧ message for weeks.

    Bangladeshi bloggers quickly launched the hashtag ⟦O|#FreeFarzana⟧, and
    ⟦O|more than 300⟧ students gathered at the ⟦G|Shaheed Minar⟧ on ⟦D|Friday⟧.
    ⟦I|Amnesty International⟧ called for ⟦P|Farzana Yasmin's⟧ immediate release.

    A spokesperson of the ⟦I|Ministry of Home Affairs⟧ told the newspaper
    ⟦I|Prothom Alo⟧ that the case "has nothing to do with freedom of expression".
    ⟦I|Global Voices⟧ has translated several of ⟦P|Yasmin's⟧ posts into
    ⟦O|English⟧.
    """,
    # 6
    """
    ⟦G|Philippines⟧: Students Protest Tuition Increase at State University

    ⟦O|Thousands⟧ of students marched from the ⟦I|University of the Philippines⟧
    campus in ⟦G|Diliman⟧ to ⟦G|Mendiola Street⟧ in ⟦G|Manila⟧ on ⟦D|Thursday⟧ to
    protest against cuts to the education budget and a planned tuition increase.

    At the centre of the anger is the
    ⟦O|Socialized Tuition and Financial Assistance Program (STFAP)⟧, which sorts
    students into income brackets. Critics say the ⟦O|STFAP⟧ forces poor families to
    prove their poverty with piles of documents. "My father is a ⟦O|fisherman⟧ in
    ⟦G|Samar⟧ and they still put me in bracket B," said ⟦P|Maria Cristina Reyes⟧, a
    ⟦A|19-year-old⟧ ⟦O|sociology student⟧.

    The ⟦I|League of Filipino Students⟧ and the ⟦I|University Student Council⟧
    organised the walkout. Student regent ⟦P|Jose Miguel Santos⟧ wrote on
    ⟦O|Twitter⟧ that the budget for state universities had been cut by
    ⟦O|1.1 billion pesos⟧ for ⟦D|2012⟧.

    ⟦P|Vice Chancellor Teresita Manalo⟧ said in a statement that the university
    "shares the concerns of the students" but has no power over the national budget.

    Photos of the march, uploaded to ⟦O|Flickr⟧ by the campus paper
    ⟦I|Philippine Collegian⟧, show students carrying a coffin labelled
    ⟦O|"Education"⟧. Blogger ⟦P|Carlos Bautista⟧ of ⟦O|Bulatlat.com⟧ wrote that
    ⟦O|"a degree from the people's university is becoming a privilege"⟧.
    """,
    # 7
    """
    ⟦G|Hong Kong⟧: Tens of Thousands March on ⟦D|1 July⟧

    ⟦O|Tens of thousands⟧ of people marched from ⟦G|Victoria Park⟧ to the government
    headquarters in ⟦G|Admiralty⟧ on ⟦D|1 July 2011⟧, the
    ⟦O|fourteenth anniversary of the handover⟧ of ⟦G|Hong Kong⟧ to ⟦G|China⟧.
    Organisers from the ⟦I|Civil Human Rights Front⟧ counted ⟦O|218,000⟧
    participants; the ⟦I|Hong Kong Police⟧ said there were ⟦O|54,000⟧.

    Citizen media site ⟦O|Inmediahk.net⟧ broadcast the march live and published
    reports ⟦O|[zh]⟧ from reporters along the route. Its editor, ⟦P|Chan Ka-wai⟧, said
    the turnout showed anger over plans to scrap by-elections to the
    ⟦I|Legislative Council⟧ and over rising property prices.

    ⟦P|Ms Lam Siu-ying⟧, a ⟦A|68-year-old⟧ ⟦O|retired teacher⟧, walked with her
    ⟦O|granddaughter⟧. "My generation came here from ⟦G|Guangdong⟧ to escape fear. I
    do not want it to follow us," ⟦P|she⟧ said.

    After the march, ⟦O|hundreds⟧ of protesters staged a sit-in on ⟦G|Chater Road⟧
    in ⟦G|Central⟧. Police arrested ⟦O|228 people⟧ in the early morning, among them
    ⟦O|university students⟧ from the ⟦I|Chinese University of Hong Kong⟧. Video of
    the arrests on ⟦O|YouTube⟧ has been viewed ⟦O|over 80,000 times⟧.
    ⟦I|Global Voices⟧ has translated several first-hand accounts of the night.
    """,
    # 8
    """
    ⟦G|Turkey⟧: A Wedding Becomes a Protest in ⟦G|Diyarbakır⟧

    A wedding in the ⟦G|Sur⟧ district of ⟦G|Diyarbakır⟧ turned into a political rally
    ⟦D|last Sunday⟧ when guests unfolded banners calling for the release of jailed
    ⟦O|journalist⟧ ⟦P|Nadir Kalkan⟧.

    ⟦O|The groom⟧, ⟦P|Serhat Aydın⟧, ⟦A|29⟧, is ⟦P|Kalkan's⟧ nephew. ⟦O|The bride⟧,
    ⟦P|Rojda Yılmaz⟧, wore a white dress with a small photograph of ⟦P|him⟧ pinned
    to her veil. ⟦O|More than 500⟧ guests danced the ⟦O|halay⟧ in the courtyard
    while singing in ⟦O|Kurdish⟧. A video shared on ⟦O|YouTube⟧ shows
    ⟦P|the groom's mother, Gülizar Aydın⟧, holding a placard that reads
    ⟦O|"Journalism is not a crime"⟧.

    ⟦P|Kalkan⟧ has been held in ⟦G|Silivri⟧ prison near ⟦G|Istanbul⟧ since
    ⟦D|October 2010⟧. His next hearing before the ⟦I|Istanbul Assize Court⟧ is set
    for ⟦D|14 November⟧.

    Officers of the ⟦I|Diyarbakır Security Directorate⟧ watched the celebration from
    their armoured vehicles but did not intervene. Blogger ⟦P|Mehmet Baran⟧ wrote
    ⟦O|[tr]⟧ that "in this city even weddings are press conferences". The pro-Kurdish
    ⟦I|Peace and Democracy Party (BDP)⟧ said ⟦O|seven⟧ of its local council members
    attended. ⟦I|Global Voices⟧ reported on ⟦P|Mr Kalkan's⟧ trial in ⟦D|September⟧.
    """,
    # 9
    """
    ⟦G|Tunisia⟧: Remembering the Night in ⟦G|Sidi Bouzid⟧

    ⟦D|A year ago⟧, on ⟦D|17 December 2010⟧, ⟦O|street vendor⟧
    ⟦P|Mohamed Bouazizi⟧, ⟦A|26⟧, set himself on fire in front of the governorate
    building in ⟦G|Sidi Bouzid⟧. Within hours, videos of the first protests were on
    ⟦O|Facebook⟧.

    ⟦P|Lina Ben Amor⟧, then a ⟦A|23-year-old⟧ student at the ⟦I|University of Tunis⟧,
    remembers translating the videos from ⟦O|Arabic⟧ into ⟦O|French⟧ every night.
    "The first time I heard ⟦O|"Down with the dictator!"⟧ shouted on
    ⟦G|Avenue Habib Bourguiba⟧, I cried," ⟦P|she⟧ wrote ⟦O|[ar]⟧ on her blog this
    week.

    The protests spread to ⟦G|Kasserine⟧ and Thala, where dozens were killed by
    the police. On ⟦D|14 January 2011⟧ President ⟦P|Zine El Abidine Ben Ali⟧ fled to
    ⟦G|Saudi Arabia⟧.

    In ⟦G|France⟧, the revolution was followed by a heated debate on migration.
    ⟦P|Claude Guéant⟧, who became interior minister in ⟦D|February⟧, pressed
    ⟦G|Italy⟧ over the permits it gave Tunisians arriving in ⟦G|Lampedusa⟧.
    ⟦P|Ben Amor⟧ is unimpressed: "Paris praised our courage in ⟦D|January⟧, and
    ⟦P|Mr Guéant⟧ wanted to close the border in ⟦D|April⟧."

    The ⟦I|Tunisian General Labour Union (UGTT)⟧, which played a key role in the
    uprising, will hold a commemoration in ⟦G|Sidi Bouzid⟧ on ⟦D|Saturday⟧.
    ⟦I|Global Voices⟧ will cover it live.
    """,
    # 10
    """
    ⟦G|China⟧: Family of Detained Taxi Driver Speaks Out

    The family of ⟦P|Li Wenjun⟧, the ⟦O|part-time taxi driver⟧ who became the voice of
    the ⟦D|August⟧ strike in ⟦G|Shaoyang⟧, says ⟦P|he⟧ has been held for
    ⟦D|three weeks⟧ without charge.

    ⟦P|Li⟧, ⟦A|35⟧, is the eldest of ⟦O|five siblings⟧ from a village in
    ⟦G|Xinshao county⟧. ⟦P|His sister Li Hong⟧ wrote on ⟦O|Weibo⟧ on
    ⟦D|9 September⟧ that officers of the ⟦I|Shaoyang Public Security Bureau⟧ took him
    from his flat on ⟦G|Hongqi Road⟧ ⟦D|on the evening of 2 September⟧. Her post was
    shared ⟦O|thousands⟧ of times before it disappeared.

    "My brother only asked for a fair fee. He is not a criminal," ⟦P|she⟧ wrote
    ⟦O|[zh]⟧. ⟦P|Li Hong⟧, who works as a ⟦O|nurse⟧ at the
    ⟦I|Shaoyang Central Hospital⟧, says her superiors have told her to stop posting.

    ⟦P|Chen Jianfeng⟧, a ⟦O|lawyer⟧ from ⟦G|Changsha⟧ who offered to represent
    ⟦P|Li's⟧ family, said the police refused to tell him where ⟦P|Li⟧ was being held. The
    ⟦I|China Labour Bulletin⟧, a ⟦G|Hong Kong⟧-based group that monitors labour
    unrest, counted more than forty taxi strikes in Chinese cities this year.

    ⟦I|Global Voices⟧ has been unable to reach the
    ⟦I|Shaoyang municipal government⟧ for comment.
    """,
    # 11
    """
    Bloggers Behind Bars: A Week of Court Cases

    This week ⟦I|Global Voices Advocacy⟧ followed three court cases against
    ⟦O|bloggers⟧ and ⟦O|journalists⟧ on three continents.

    In ⟦G|Istanbul⟧, the ⟦I|Fourteenth Chamber⟧ again refused to release
    ⟦O|reporter⟧ ⟦P|Nadir Kalkan⟧ on ⟦D|Monday 14 November⟧. ⟦P|Kalkan⟧, who turned
    ⟦A|43⟧ in prison, told the judges that his only weapon was a notebook. The next
    hearing is in February.

    In ⟦G|Dhaka⟧, ⟦P|Farzana Yasmin⟧ was granted bail by the
    ⟦I|High Court Division of the Supreme Court of Bangladesh⟧ after
    ⟦D|six weeks⟧ in detention. ⟦P|She⟧ thanked supporters in a short ⟦O|Bengali⟧
    video on ⟦O|Facebook⟧ and said ⟦P|she⟧ would return to teaching
    ⟦O|Behavioral Sciences⟧ at ⟦I|Dhaka University⟧ ⟦D|next semester⟧.

    In ⟦G|Manama⟧, ⟦G|Bahrain⟧, ⟦O|blogger⟧ ⟦P|Hussain Al-Sabbagh⟧ was sentenced in
    absentia by a ⟦I|military court⟧ to fifteen years in prison for "spreading false
    news". ⟦P|Al-Sabbagh⟧, ⟦A|aged 33⟧, fled to ⟦G|the United Kingdom⟧ in
    ⟦D|2011⟧ and still writes in ⟦O|Arabic⟧ and ⟦O|English⟧ on the forum
    ⟦O|Bahrain Online⟧.

    Our ⟦O|volunteer translators⟧ have made statements by all three available in
    ⟦O|22 languages⟧.
    """,
    # 12
    """
    ⟦G|China⟧: Taxi Driver ⟦P|Li Wenjun⟧ Released After Two Months

    ⟦P|Li Wenjun⟧, the ⟦G|Shaoyang⟧ taxi driver detained after the ⟦D|August⟧ strike,
    was released on ⟦D|28 October⟧, ⟦P|his⟧ family announced on ⟦O|Weibo⟧. ⟦P|Li⟧
    was freed on bail pending investigation, a status that lets the police keep
    ⟦P|him⟧ under watch for ⟦D|a year⟧.

    The case drew attention abroad after ⟦P|Emily Tremblay⟧, a ⟦O|Canadian⟧
    ⟦O|graduate student⟧ in ⟦O|labour studies⟧ at ⟦I|McGill University⟧ in
    ⟦G|Montreal⟧, uploaded a ⟦O|YouTube⟧ video with English subtitles of ⟦P|Li's⟧
    speech to the drivers. The video, titled ⟦O|"We Are Not Machines"⟧, has been
    watched ⟦O|more than 200,000 times⟧.

    ⟦P|Tremblay⟧, ⟦A|26⟧, spent ⟦D|2010⟧ as an exchange student at
    ⟦I|Hunan Normal University⟧ in ⟦G|Changsha⟧. "⟦P|He⟧ is the bravest man I have
    met," ⟦P|she⟧ told ⟦I|Global Voices⟧ by email.

    At a press conference on ⟦D|Friday⟧, a spokesman for the
    ⟦I|Ministry of Foreign Affairs⟧ called the case "an internal matter of
    ⟦G|China⟧" and warned foreign media against "hyping" it.

    The ⟦I|Shaoyang Taxi Company⟧ has since lowered the monthly fee, and drivers say
    ⟦I|Shaoyang city's independent union⟧ now has ⟦O|about 900 members⟧.
    """,
]
