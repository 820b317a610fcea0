"""What a public body does: the remit its name says, so that a surrogate does the
same work.

Reviewers read what the text says a body does: "[Trafikverket] stänger järnvägen"
with "Boverket" (housing) for it, or "the [National Weather Service] extended its
heat warning" with "Social Assistance Service", is SEM:CONTRADICTORY, though both are
agencies. A body's remit is read from the stems of its name (case and accents
folded, compounds searched inside: "trafikverket", "folkhalsomyndigheten"); a pool of
surrogates is narrowed to the bodies of the same remit, and left as it is where the
original names no remit or no other body has it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from .text import fold

# remit -> stems of names that have it (folded; English and Swedish). A stem is
# searched inside the folded name, so that Swedish compounds are found; short or
# ambiguous stems are written with the letters around them ("boverket").
REMITS: dict[str, tuple[str, ...]] = {
    "transport": (
        "trafik", "transport", "jarnvag", "vagverk", "rail", "road", "highway",
        "vehicle", "fordon", "sjofart", "maritime", "shipping", "luftfart",
        "aviation", "airport", "flygplats", "public works", "infrastruktur",
        "infrastructure", "kommunikation",
    ),
    "weather": ("meteorolog", "weather", "met office", "hydrolog", "climate service"),
    "water": ("water", "vatten", "ofwat", "havs"),
    "health": (
        "health", "halsa", "halso", "vard", "lakemedel", "medicine", "medical",
        "disease", "socialstyrelsen", "care quality", "hospital", "sjukhus",
    ),
    "food": (
        "food", "livsmedel", "jordbruk", "agricultur", "fisher", "forest", "skog",
        "landsbygd", "rural",
    ),
    "housing": ("boverket", "bostad", "housing", "tenanc", "building", "bygg"),
    "consumer": (
        "konsument", "consumer", "trading standards", "fair trading", "competition",
        "konkurrens", "markets authority",
    ),
    "finance": (
        "skatt", "tull", "revenue", "tax", "customs", "finans", "treasury", "finance",
        "riksgald", "kronofogd", "economy", "ekonomi", "conduct authority",
    ),
    "justice": (
        "polis", "police", "aklagar", "prosecut", "domstol", "court", "justice",
        "justitie", "kriminalvard", "prison", "border", "grans", "home office",
        "home affairs", "interior", "inrikes",
    ),
    "education": (
        "skol", "school", "utbildning", "education", "hogskol", "studiestod",
        "ofsted", "universitet",
    ),
    "environment": (
        "miljo", "environment", "naturvard", "natural england", "klimat",
        "conservation", "stralsakerhet",
    ),
    "labour": (
        "arbets", "labour", "labor", "employment", "workplace", "forsakring",
        "pension", "social security", "social assistance", "child support",
        "family", "health and safety",
    ),
    "energy": ("energi", "energy", "ofgem", "electric", "power"),
    "culture": (
        "kultur", "culture", "heritage", "antikvar", "historic", "sprak", "arts",
        "tourism",
    ),
    "migration": ("migration", "immigration", "visa", "integration", "asyl"),
    "defence": ("forsvar", "defence", "defense", "military", "kustbevak", "coast"),
    "statistics": ("statisti", "census", "centralbyran"),
    "registry": (
        "bolagsverket", "companies house", "land registry", "lantmateri",
        "land titles", "registry",
    ),
    "emergency": (
        "samhallsskydd", "beredskap", "emergency", "rescue", "raddning", "disaster",
        "civil protection", "civil defence", "katastrof",
    ),
}  # fmt: skip


# What a platform is for, by its name: a radio station's followers are on a social
# or video platform, never on Netflix or Tinder (heldout19, SEM:CONTRADICTORY).
PLATFORM_USES = {
    "social": (
        "facebook twitter x instagram tiktok weibo vkontakte odnoklassniki mastodon "
        "bluesky threads linkedin tumblr pinterest reddit snapchat myspace naver "
        "flashback familjeliv bilddagboken lunarstorm quora substack wordpress flickr"
    ),
    "video": "youtube vimeo twitch douyin",
    "messaging": "whatsapp telegram signal viber wechat kakaotalk skype discord gmail hotmail",
    "streaming": "netflix spotify soundcloud",
    "trade": "ebay etsy blocket tradera prisjakt hemnet airbnb uber tripadvisor",
    "reference": "wikipedia wikimedia commons google maps github stack overflow eniro hitta.se",
}
_USE_OF = {name: use for use, names in PLATFORM_USES.items() for name in names.split()}


@lru_cache(maxsize=4096)
def remits_of(name: str) -> frozenset[str]:
    """The remits a body's name says it has (none for "Statskontoret"); a
    platform's use ("social", "video") by its name."""
    folded = fold(name) + " "
    use = _USE_OF.get(folded.strip())
    return frozenset(
        remit
        for remit, stems in REMITS.items()
        if any(stem in folded for stem in stems)
    ) | ({f"platform:{use}"} if use else set())


def remit_tiers(
    original: str, pool: Sequence[str], more: Sequence[str] = ()
) -> tuple[list[str], list[str]]:
    """The bodies of :func:`same_remit` first, and the rest of ``pool`` after
    them: a document whose bodies of the remit are all taken by other originals
    still finds one of another remit before a placeholder."""
    first = same_remit(original, pool, more)
    return first, [b for b in pool if b not in first]


def same_remit(
    original: str, pool: Sequence[str], more: Sequence[str] = ()
) -> list[str]:
    """The bodies of ``pool`` that share a remit with ``original`` (not itself),
    else those of ``more`` that do, else the whole pool: where the original names
    no remit, or nothing shares it."""
    wanted = remits_of(original)
    if not wanted:
        return list(pool)
    own = fold(original)
    for bodies in (pool, more):
        narrowed = [b for b in bodies if remits_of(b) & wanted and fold(b) != own]
        if narrowed:
            return narrowed
    return list(pool)


# A ministry's portfolio written as other governments write the same one: the
# "Ministry of Health" of a vaccination story is a "Ministry of Public Health"
# elsewhere, never a "Ministry of Education" (SEM:CONTRADICTORY). Keys and variants
# are written as they follow "Ministry of".
PORTFOLIO_VARIANTS: dict[str, tuple[str, ...]] = {
    "Health": (
        "Public Health", "Health and Social Services", "Health and Wellness",
        "Health and Social Welfare", "Health and Sanitation",
    ),
    "Education": (
        "Education and Training", "Basic Education", "General Education",
        "Education and Skills", "Education and Sports",
    ),
    "Higher Education": (
        "Tertiary Education", "Higher Education and Research",
        "Higher Education and Training",
    ),
    "Agriculture": (
        "Agriculture and Food Security", "Agriculture and Rural Development",
        "Agriculture and Livestock", "Agriculture and Fisheries",
    ),
    "Finance": (
        "Finance and Economic Planning", "Finance and Treasury",
        "Economy and Finance", "Finance and Development Planning",
    ),
    "Justice": (
        "Justice and Constitutional Affairs", "Justice and Correctional Services",
        "Justice and Legal Affairs", "Legal Affairs",
    ),
    "the Interior": ("Home Affairs", "Internal Affairs", "Interior and Security"),
    "Home Affairs": ("the Interior", "Internal Affairs", "Home Affairs and Security"),
    "Internal Affairs": ("the Interior", "Home Affairs"),
    "Transport": (
        "Transport and Communications", "Transport and Infrastructure",
        "Public Works and Transport", "Transport and Logistics",
    ),
    "the Environment": (
        "Environment and Climate Change", "Environment and Natural Resources",
        "Environment and Forestry", "Climate Change and Environment",
    ),
    "Labour": (
        "Labour and Employment", "Employment and Labour Relations",
        "Labour and Social Security", "Employment",
    ),
    "Culture": ("Culture and Heritage", "Culture and the Arts", "Arts and Culture"),
    "Tourism": ("Tourism and Culture", "Tourism and Civil Aviation", "Tourism and Trade"),
    "Foreign Affairs": (
        "Foreign Affairs and Trade", "Foreign Affairs and International Cooperation",
        "External Affairs", "Foreign and European Affairs",
    ),
    "Defence": ("National Defence", "Defence and Veterans Affairs", "Defence Affairs"),
    "Energy": ("Energy and Mines", "Energy and Water Affairs", "Energy and Petroleum"),
    "Fisheries": ("Fisheries and Marine Resources", "Marine Resources", "Ocean Affairs"),
    "Forestry": ("Forestry and Wildlife", "Forests and Natural Resources"),
    "Youth and Sports": ("Sport and Recreation", "Youth, Sport and Culture"),
    "Social Affairs": ("Social Development", "Social Welfare", "Social Protection"),
    "Housing": ("Housing and Urban Development", "Lands and Housing", "Human Settlements"),
    "Trade and Industry": ("Commerce and Industry", "Trade, Industry and Cooperatives"),
    "Communications": (
        "Information and Communications Technology", "Communications and Digital Economy",
    ),
    "Immigration": ("Home Affairs and Immigration", "Immigration and Citizenship"),
    "Local Government": (
        "Local Government and Chieftainship", "Local Government and Rural Development",
    ),
    "Public Works": ("Public Works and Infrastructure", "Works and Housing"),
    "Water Resources": ("Water and Sanitation", "Water Affairs"),
}  # fmt: skip
_VARIANT_OF = {
    fold(v): key for key, variants in PORTFOLIO_VARIANTS.items() for v in variants
}


def portfolio_variants(portfolio: str) -> list[str]:
    """The same portfolio written other ways (empty when the table knows it not):
    the key's variants and the key itself, never ``portfolio``."""
    folded = fold(portfolio.strip()).removeprefix("the ")
    key = next(
        (k for k in PORTFOLIO_VARIANTS if fold(k).removeprefix("the ") == folded), None
    )
    key = key or _VARIANT_OF.get(folded)
    if key is None:
        return []
    return [
        v
        for v in (key, *PORTFOLIO_VARIANTS[key])
        if fold(v).removeprefix("the ") != folded
    ]


_MINISTRY = re.compile(
    r"\b(?:Ministry|Department|Office|Secretary of State|Minister)\s+(?:of|for)\s+"
    r"(?:the\s+)?(.+)$|^(?:the\s+)?(.+?)\s+(?:Ministry|Department)$",
    re.IGNORECASE,
)


def portfolio_words(original: str) -> frozenset[str]:
    """The folded words of a ministry's portfolio ("health" of "Ministry of
    Health", of "Health Ministry"): a surrogate of the same portfolio may share
    them, as it shares "Ministry"."""
    match = _MINISTRY.search(original.strip())
    if match is None:
        return frozenset()
    portfolio = match.group(1) or match.group(2) or ""
    if not portfolio_variants(portfolio) and not remits_of(portfolio):
        return frozenset()
    return frozenset(fold(w) for w in re.findall(r"\w+", portfolio))


def same_portfolio(name: str) -> list[str]:
    """A ministry's or department's name with its portfolio as other governments
    write it ("Ministry of Health" -> "Ministry of Public Health"); [] when the
    name is none or the table knows not its portfolio."""
    match = re.match(r"^((?:.*? )?(?:Ministry|Department) (?:of|for) )(.+)$", name)
    if match is None:
        return []
    return [match.group(1) + v for v in portfolio_variants(match.group(2))]
