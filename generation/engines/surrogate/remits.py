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
    "emergency": ("samhallsskydd", "beredskap", "emergency", "rescue", "raddning"),
}  # fmt: skip


@lru_cache(maxsize=4096)
def remits_of(name: str) -> frozenset[str]:
    """The remits a body's name says it has (none for "Statskontoret")."""
    folded = fold(name) + " "
    return frozenset(
        remit
        for remit, stems in REMITS.items()
        if any(stem in folded for stem in stems)
    )


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
