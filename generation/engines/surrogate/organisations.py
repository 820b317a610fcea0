"""Organisations: listed bodies by kind, ministries, companies with their legal form,
acronyms, brands, and the distinctive words inside a longer name."""

from __future__ import annotations

import re
import zlib
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from itertools import zip_longest

from . import formats
from .coined import coined
from .core import (
    _ACRONYM,
    _HAS_DIGIT,
    RuleBase,
    _Doc,
    _Draw,
    _sv_attributive,
    _sv_genitive,
)
from .lexicon import (
    GENERIC_WORDS,
    LANGUAGE_COUNTRY,
    frequent_english_or_swedish,
    frequent_words,
    kinds,
    names,
    organisation_kind_of,
    places,
    swedish_counties,
)
from .places import STREET_WORDS_EN, unit_head, us_state_code, us_state_names
from .remits import portfolio_variants, remit_tiers, remits_of
from .text import copy_case, fold

WORD_RE = re.compile(r"\w+")

_OFFICE_OF = re.compile(
    r"^(Office|Ministry|Department|Directorate|Agency|Board|Commission|Committee|"
    r"Council|Institute|Fund|Foundation|Inspectorate|Secretary of State) (for|of) "
    r"(?!the \w+ of)(.+)$"
)
# Two or three capitalised words in a row: where a multi-word place may hide.
_CAPITAL_RUN = re.compile(r"(?<!\w)[A-ZÀ-ÞĀ-Ž][\w'’-]*(?: [A-ZÀ-ÞĀ-Ž][\w'’-]*){1,2}")
# a body's name and its acronym in brackets: "National Prosecuting Authority (NPA)"
_NAME_AND_ACRONYM = re.compile(r"(.+?)\s+\(([A-ZÅÄÖ][A-Za-zÅÄÖåäö&]{1,9})\)")

LEGAL_FORMS = {
    "pte",
    "pte.",
    "pvt",
    "pvt.",
    "pty",
    "(pty)",
    "sdn",
    "bhd",
    "llp",
    "ab",
    "hb",
    "kb",
    "inc",
    "inc.",
    "ltd",
    "ltd.",
    "plc",
    "llc",
    "gmbh",
    "ag",
    "s.a",
    "s.a.",
    "sa",
    "oy",
    "asa",
    "a/s",
    "as",
    "co.",
    "corp.",
    "corp",
    "limited",
    "ek.",
    "ekonomisk",
    "sp.",
    "z",
    "o.o.",
}
# Swedish heads a municipality's town is written before ("Storåns kommun")
_SV_PLACE_HEADS = frozenset({"kommun", "kommuns", "stad", "stads", "landsting"})
# Legal forms written before the name ("AB Volvo", "Fastighets AB Kronan")
_LEADING_FORMS = frozenset({"ab", "hb", "kb", "oy", "as", "asa"})
ORG_MODIFIERS = {
    "committee": (
        "Appeal",
        "Review",
        "Administrative",
        "Executive",
        "Supervisory",
        "Advisory",
        "Disciplinary",
        "Ethics",
        "Planning",
        "Compensation",
    ),
    "association": (
        "Medical",
        "Bar",
        "Dental",
        "Teachers'",
        "Journalists'",
        "Farmers'",
        "Pharmaceutical",
        "Veterinary",
        "Engineers'",
        "Tenants'",
    ),
    "authority": (
        "Public Security",
        "Land Registration",
        "Tax",
        "Health",
        "Social Security",
        "Housing",
        "Environmental",
        "Customs",
        "Education",
        "Planning",
    ),
}
# A university's unit named by its field ("School of Geosciences").
_UNIT_OF_FIELD = re.compile(
    r"^(?P<unit>(?:the )?(?:School|Department|Faculty|Institute|Centre|Center|"
    r"Division|Chair|Dept\.?) (?:of|for) )(?P<field>[A-Z][a-z]+)$"
)
# The heads of public bodies named by ordinary words, and remits to put before them.
_PUBLIC_HEADS = frozenset(
    "branch office unit service services board tribunal agency directorate bureau "
    "division department commission authority registry".split()
)
_PUBLIC_REMITS = (
    "Consumer Protection", "Employment Standards", "Vital Statistics", "Land Titles",
    "Residential Tenancies", "Family Maintenance", "Housing Standards",
    "Motor Vehicle Licensing", "Workplace Safety", "Child Support", "Public Health",
    "Environmental Compliance", "Trading Standards", "Social Assistance",
    # remits of the bodies above's neighbours, so that a weather or roads service
    # finds one of its own (remits.py)
    "Meteorological", "Weather and Climate", "Water Resources", "Water Quality",
    "Road Safety", "Highways", "Rail Safety", "Emergency Management",
    "Fire and Rescue", "Food Safety", "Health Protection", "Revenue Collection",
)  # fmt: skip
# a league stays a league, a cup a cup ("Northern Counties League")
ORG_MODIFIERS["league"] = (
    "Midland Combination",
    "Eastern Counties",
    "Southern Counties",
    "Northern Premier",
    "Wessex",
    "Isthmian",
    "Central Alliance",
    "Hellenic",
    "Combined Counties",
    "Western",
)
ORG_MODIFIERS["cup"] = ORG_MODIFIERS["league"]
ORG_MODIFIERS["commission"] = ORG_MODIFIERS["committee"]
ORG_MODIFIERS["board"] = ORG_MODIFIERS["committee"]
ORG_MODIFIERS["council"] = ORG_MODIFIERS["committee"]
ORG_MODIFIERS["society"] = ORG_MODIFIERS["association"]
ORG_MODIFIERS["union"] = ORG_MODIFIERS["association"]
ORG_MODIFIERS["federation"] = ORG_MODIFIERS["association"]
for _head in ("agency", "office", "directorate", "department", "inspectorate"):
    ORG_MODIFIERS[_head] = ORG_MODIFIERS["authority"]
SV_AGENCY_SUFFIXES = (
    "verket",
    "myndigheten",
    "styrelsen",
    "departementet",
    "inspektionen",
    "rådet",
    "institutet",
    "ämbetet",
    "kollegiet",
    "domstolen",
    "förbundet",
    "föreningen",
    "partiet",
    "kommissionen",
    "tjänsten",
    "vården",
    "revisionen",
    "ombudsmannen",
    "nämnden",
    "kassan",
    "ministeriet",
    "polisen",
    "universitetet",
    "högskolan",
    "fackförbundet",
    "sjukhuset",
)
# Suffixes an invented compound of SV_COMPOUND_PREFIXES reads as a body with
# ("Miljöinspektionen", "Skolföreningen"; not "Energipolisen")
INVENTED_SUFFIXES = frozenset(
    """verket myndigheten styrelsen inspektionen rådet institutet nämnden
    föreningen förbundet""".split()
)
# as folded text compares them ("radet", not "rådet")
SV_AGENCY_ENDINGS = tuple(fold(s) for s in SV_AGENCY_SUFFIXES)
SV_COMPOUND_PREFIXES = (
    "Miljö",
    "Arbets",
    "Skol",
    "Kultur",
    "Trafik",
    "Hälso",
    "Bygg",
    "Energi",
    "Handels",
    "Social",
    "Transport",
    "Bostads",
    "Idrotts",
    "Jord",
    "Skogs",
    "Konsument",
    "Fastighets",
    "Natur",
    "Vatten",
    "Forsknings",
)

# The last word of a small business's name that says its trade ("Arctic Aurora
# Tours", "Haddad Bakery", "Ekbergs Bygg"): it stays, the words before it change.
TRADE_HEADS = frozenset(
    fold(w)
    for w in """tours tour travel travels bakery bakeries garage garages consulting
    consultants cafe café restaurant bistro salon builders building plumbing
    cleaning services solutions logistics foods motors studio studios design
    transport taxis catering farm dental pharmacy florist florists hotel inn pub
    kitchen construction electrical landscaping removals security print printing
    photography fitness gym bikes cycles autos carpentry joinery roofing
    resor turer bageri konditori bygg städ taxi måleri frisör el rör kök
    fastigheter redovisning konsult trafik åkeri snickeri verkstad""".split()
)
# Ordinary words small businesses are named with, by language: what replaces the
# distinctive words before a trade head, so "Arctic Aurora Tours" reads as a
# business ("Polar Beacon Tours"), not a town and a surname.
BUSINESS_WORDS = {
    "en": tuple(
        """Meridian Bluestone Oakfield Kestrel Harbourview Northgate Ashford Redbrook
        Silverline Evergreen Summit Horizon Lakeside Riverside Highland Coastal Polar
        Starlight Sunrise Golden Crystal Willow Maple Cedar Birch Heather Thistle
        Falcon Osprey Heron Otter Raven Skylark Compass Anchor Lantern Beacon Pioneer
        Voyager Nomad Wayfarer Greenway Wildflower Stonebridge Millstone Hearth Copper
        Amber Cobalt Granite Slate Ember Frost Glacier Tundra Fjord Boreal Midnight
        Bluebell Foxglove Hawthorn Juniper Rowan Alder Larch Bramble Clover Primrose
        Saffron Sterling Keystone Cornerstone Landmark Clearwater Brightwater
        Whitecliff Greystone Blackwood Oakridge Pinecrest Fernhill Kingfisher
        Lighthouse Windmill Watermill Orchard Meadow Harvest""".split()
    ),
    "sv": tuple(
        """Norrsken Fjäll Ekbacken Björkhagen Granskog Tallmon Lindgården Solbacken
        Månljus Stjärnfall Snöflinga Skogsbrynet Sjöviken Älvdalen Bergslagen
        Ljunghed Lingonet Hjortron Vargen Lodjuret Räven Örnen Falken Svanen
        Tranan Polstjärnan Ankaret Fyren Kompassen Lyktan Vinden Vågen Klippan
        Stenbron Kvarnen Smedjan Ängen Hagen Lunden Dungen Näset Udden Holmen
        Skäret Viken Forsen Bäcken Källan Mossen Heden Åsen Kullen Sluttningen
        Gläntan Ljuset Morgonsol Kvällsljus Midnattssol Blåklockan Vitsippan
        Kastanjen Rönnen Aspen Linden Almen Eken Björken Granen Tallen
        Kronhjorten Ekorren Bävern Uttern Lärkan Svalan Domherren""".split()
    ),
}
# Swedish words of a works or a trade ("Wäfveri", "Bryggeri", "Sågverk"): such a
# word is the kind of the business beside a place, and becomes another trade's
_SV_TRADE_ENDINGS = ("eri", "verk", "bruk", "varv")
# Endings of Swedish names of homes, farms and estates, written like places
# ("Ekgården", "Solbacken", "Björkhagen")
_SV_HOME_ENDINGS = tuple(
    fold(e)
    for e in ("gården", "backen", "hemmet", "hagen", "lunden", "ängen", "höjden")
)
SV_TRADE_WORDS = (
    "Väveri",
    "Spinneri",
    "Bryggeri",
    "Tryckeri",
    "Gjuteri",
    "Sågverk",
    "Pappersbruk",
    "Tegelbruk",
    "Trikåfabrik",
    "Mekaniska Verkstad",
    "Färgeri",
    "Snickerifabrik",
)
# Well-known university acronyms: another of the same language, not random letters
UNIVERSITY_ACRONYMS = {
    "sv": (
        "KTH",
        "LTH",
        "KI",
        "SLU",
        "LiU",
        "GU",
        "SU",
        "LU",
        "UU",
        "BTH",
        "MDU",
        "HHS",
        "CTH",
        "LTU",
        "MIUN",
        "KAU",
        "ORU",
    ),
    "en": (
        "MIT",
        "UCL",
        "LSE",
        "KCL",
        "UCLA",
        "NYU",
        "CMU",
        "ETH",
        "TCD",
        "UCD",
        "LSHTM",
        "UEA",
        "UWE",
        "USC",
        "UBC",
        "ANU",
        "UNSW",
        "QUB",
        "SOAS",
        "LJMU",
    ),
}
_UNIVERSITY_ACRONYM = {
    a: language for language, acronyms in UNIVERSITY_ACRONYMS.items() for a in acronyms
}
# English lists hold the UK's bodies and, marked here, some of other countries:
# a body of the document's country is drawn for a body ("Metropolitan Police" in a
# UK letter stays a UK force, never the FBI).
BODY_COUNTRY = {
    fold(name): country
    for country, bodies in {
        "US": """Environmental Protection Agency|Federal Aviation Administration|
        Food and Drug Administration|Internal Revenue Service|
        Social Security Administration|
        Centers for Disease Control and Prevention|NASA|Federal Emergency Management
        Agency|Federal Bureau of Investigation|Central Intelligence Agency|New York
        City Police Department|Los Angeles Police Department|United States Secret
        Service|Drug Enforcement Administration|Massachusetts General Hospital|Johns
        Hopkins Hospital|Mayo Clinic|Cleveland Clinic|Mount Sinai Hospital|Harvard
        University|Stanford University|Yale University|Princeton University|
        Massachusetts Institute of Technology|Columbia University|Federal Court|
        Phillips Exeter Academy|Stuyvesant High School|Bronx High School of Science|
        Boston Latin School|AFL-CIO|Teamsters|United Auto Workers|Service Employees
        International Union|American Federation of Teachers|National Education
        Association""",
        "CA": """Royal Canadian Mounted Police|University of Toronto|Canadian Union of
        Public Employees""",
        "IE": "Garda Síochána|Trinity College Dublin",
        "EU": """European Medicines Agency|Frontex|Interpol|Europol|Carabinieri|
        Bundeskriminalamt|Court of Justice of the European Union|European Court of
        Human Rights|International Criminal Court|International Court of Justice|
        International Trade Union Confederation|European Trade Union Confederation|
        International Federation of Journalists""",
    }.items()
    for name in (" ".join(n.split()) for n in bodies.split("|"))
}
_PUBLIC_KINDS = frozenset(
    {"police", "agency", "court", "hospital", "university", "school", "union"}
)


def country_bodies(
    kind: str, language: str, home: str, pool: list[str], own: str = ""
) -> list[str]:
    """The public bodies of ``pool`` (a list of ``kind`` in ``language``) of the
    document's country ``home``: Swedish ones for Sweden or for a body only the
    Swedish list has (``own``), whatever the text's language ("Skatteverket" in
    an English post about moving to Sweden), and of an English list those the
    list marks as the country's, where enough are left. A company or a party may
    be of anywhere: its pool stays as it is."""
    if kind not in _PUBLIC_KINDS:
        return pool
    if (home == "SE" or own == "sv") and language != "sv":
        # a Swedish body in an English text is one only Sweden has: another of
        # Sweden's
        swedish = places().organisations.get((kind, "sv"))
        return list(swedish) if swedish else pool
    if language != "en":
        return pool
    wanted = home if home in ("US", "CA", "IE") else "GB"
    of_country = [b for b in pool if BODY_COUNTRY.get(fold(b), "GB") == wanted]
    # (no narrowing to the original's head word: the nearest-meaning ranking
    # leaves out every body sharing a word with the original, and would be left
    # with none)
    return of_country if len(of_country) >= 3 else pool


@lru_cache(maxsize=4096)
def kind_heads(original: str) -> frozenset[str]:
    """The folded words of ``original`` that say what kind of thing it is and that a
    surrogate keeps: a numbered part's word ("Ward" of "Ward 7"), a business's trade
    ("Tours" of "Arctic Aurora Tours")."""
    heads = set()
    # each part of an address: "2217 W. Argyle Street, Apt. 3, Chicago"
    for part in re.split(r",\s*|\s*\n\s*", original):
        heads.add(unit_head(part.strip()))
        words = part.split()
        if len(words) >= 2 and fold(words[-1]) in TRADE_HEADS | STREET_WORDS_EN:
            # "Arctic Aurora Tours", "Enoggera Terrace": the trade, the street's kind
            heads.add(fold(words[-1]))
    heads.discard("")
    return frozenset(heads)


# Bodies named by a generic word only: another of the same kind.
_GOVERNMENT = ("Government", "Administration", "Cabinet", "Executive")
GENERIC_BODIES_WRITTEN = {
    "government": _GOVERNMENT,
    "the government": tuple("the " + b for b in _GOVERNMENT),
    "parliament": ("Parliament", "Assembly", "Senate", "National Assembly"),
    "house of representatives": (
        "National Assembly", "Legislative Assembly", "Parliament", "Senate",
    ),
    "national assembly": ("Parliament", "Legislative Assembly", "House of Assembly"),
    "legislative assembly": ("National Assembly", "Parliament", "House of Assembly"),
    "the house of representatives": (
        "the National Assembly", "the Legislative Assembly", "the Parliament",
    ),
    "regeringen": ("regeringen", "riksdagen", "statsrådet", "departementet"),
    "riksdagen": ("riksdagen", "regeringen", "parlamentet"),
    "police": ("City Police", "Regional Police", "Local Police", "Metropolitan Police"),
    "polisen": ("närpolisen", "lokalpolisen", "ordningspolisen", "polismyndigheten"),
    "polis": ("närpolis", "lokalpolis", "ordningspolis"),
    "räddningstjänsten": ("räddningstjänsten", "polisen", "ambulansen"),
    "räddningstjänst": ("räddningstjänst", "polis", "ambulans"),
    "socialtjänsten": ("socialtjänsten", "skolförvaltningen", "äldreomsorgen"),
    "kommunen": ("kommunen", "regionen", "länsstyrelsen"),
    "länsstyrelsen": ("länsstyrelsen", "kommunen", "regionen"),
    "landstinget": ("landstinget", "regionen", "kommunen"),
    "alliansen": ("alliansen", "oppositionen", "koalitionen"),
    "gruvan": ("gruvan", "bruket", "fabriken", "sågverket", "varvet"),
    "bruket": ("bruket", "gruvan", "fabriken", "sågverket", "varvet"),
    "fabriken": ("fabriken", "gruvan", "bruket", "sågverket", "varvet"),
    "varvet": ("varvet", "gruvan", "bruket", "fabriken", "sågverket"),
    "the mine": ("the mine", "the mill", "the factory", "the shipyard"),
    "the factory": ("the factory", "the mine", "the mill", "the shipyard"),
    # bodies of business named by their kind alone: another of that work
    "chamber of commerce": (
        "Chamber of Commerce and Industry", "Chamber of Trade", "Business Chamber",
        "Chamber of Business",
    ),
    "chamber of commerce and industry": (
        "Chamber of Commerce", "Chamber of Trade and Industry", "Business Chamber",
    ),
    "federation of small businesses": (
        "Small Business Association", "Federation of Independent Businesses",
        "Association of Small Employers",
    ),
    "handelskammaren": ("företagarföreningen", "näringslivsrådet", "handelsföreningen"),
    "företagarna": ("företagarföreningen", "näringslivsrådet", "handelsföreningen"),
}  # fmt: skip
GENERIC_BODIES = {fold(k): v for k, v in GENERIC_BODIES_WRITTEN.items()}


# Words that say what kind of body the name beside them is, where the name itself does
# not ("the newspaper X", "dagstidningen X", "on X radio"): folded word -> a kind of
# organisations.tsv. A Swedish compound counts by its last part (kvällstidningen).
CUES_BEFORE = {
    "en": {
        "newspaper": "media",
        "paper": "media",
        "daily": "media",
        "weekly": "media",
        "tabloid": "media",
        "magazine": "media",
        "broadcaster": "media",
        "channel": "media",
        "radio": "media",
        "website": "media",
        "site": "media",
        "outlet": "media",
        "portal": "media",
        "platform": "platform",
        "app": "platform",
        "party": "party",
        "organisation": "ngo",
        "organization": "ngo",
        "charity": "ngo",
        "ngo": "ngo",
        "campaign": "ngo",
        "movement": "ngo",
        "union": "union",
        "company": "company",
        "firm": "company",
        "retailer": "company",
        "carmaker": "company",
        "manufacturer": "company",
        "chain": "company",
        "bank": "company",
        "club": "team",
        "team": "team",
        "university": "university",
        "hospital": "hospital",
        "school": "school",
    },
    "sv": {
        "tidningen": "media",
        "tidskriften": "media",
        "magasinet": "media",
        "sajten": "media",
        "nyhetsbyran": "media",
        "kanalen": "media",
        "radiostationen": "media",
        "plattformen": "platform",
        "appen": "platform",
        "partiet": "party",
        "organisationen": "ngo",
        "stiftelsen": "ngo",
        "rorelsen": "ngo",
        "natverket": "ngo",
        "fackforbundet": "union",
        "facket": "union",
        "foretaget": "company",
        "bolaget": "company",
        "koncernen": "company",
        "firman": "company",
        "kedjan": "company",
        "banken": "company",
        "klubben": "team",
        "universitetet": "university",
        "hogskolan": "university",
        "sjukhuset": "hospital",
        "skolan": "school",
    },
}
# Two words before that say it where the nearer alone does not ("news agency").
CUES_TWO_BEFORE = {
    "news agency": "media",
    "news site": "media",
    "news service": "media",
    "social network": "platform",
}
CUES_AFTER = {
    "radio": "broadcaster",
    "tv": "broadcaster",
    "television": "broadcaster",
    "newspaper": "media",
    "magazine": "media",
    "website": "media",
    "party": "party",
    "partiet": "party",
}
# A broadcaster's name says so (Sveriges Radio, Channel 4, BBC), for "on X radio".
_BROADCAST = re.compile(r"Radio|TV|Television|Channel|Kanal|News|\d|^[A-Z]{2,4}$")
# Words of a name that already say its kind ("Radio Free Asia", "Socialist Party"):
# the name's own rule keeps them, no cue is needed.
ORG_HEADS = frozenset(
    """court tribunal ministry department office university college school hospital
    police prison centre center institute foundation bank government parliament party
    front movement army radio television tv news times post herald journal daily
    magazine press company group corporation limited club church union committee
    commission council board association society federation agency authority
    directorate inspectorate network campaign coalition alliance league""".split()
)


SV_HEAD_ENDINGS = SV_AGENCY_ENDINGS + tuple(CUES_BEFORE["sv"])


def _cue_of(words: list[str], language: str) -> str:
    """The kind the words before a name give it (nearest last), or ""."""
    if len(words) >= 2:
        kind = CUES_TWO_BEFORE.get(" ".join(words[-2:]))
        if kind:
            return kind
    if not words:
        return ""
    last = words[-1]
    if language == "sv":
        for cue, kind in CUES_BEFORE["sv"].items():
            if last.endswith(cue):
                return kind
        return CUES_BEFORE["en"].get(last, "") if last in ("radio", "app") else ""
    return CUES_BEFORE["en"].get(last, "")


@lru_cache(maxsize=4096)
def cued_kind(text: str, name: str, language: str) -> str:
    """The kind of body the words around any mention of ``name`` in ``text`` say it
    is ("the daily X", "X radio"), or "": one mention that says it is enough, so
    every mention gets the same surrogate."""
    pattern = re.compile(rf"(?<!\w){re.escape(name)}(?!\w)")
    for count, match in enumerate(pattern.finditer(text)):
        if count >= 20:
            break
        before = fold(text[max(0, match.start() - 40) : match.start()])
        words = re.findall(r"\w+", before)
        kind = _cue_of(words, language)
        if kind:
            return kind
        after = re.match(r"\s+(\w+)", text[match.end() : match.end() + 30])
        if after:
            kind = CUES_AFTER.get(fold(after.group(1)), "")
            if kind:
                return kind
    return ""


# Institutions a council or board of theirs is named after ("University Student
# Council"): they stay when the modifier changes.
_LEADS = frozenset({"university", "college", "school", "hospital", "faculty"})


class OrganisationRules(RuleBase):
    """Organisations of the same kind and shape."""

    def _cued_body(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A name that does not say its kind, where the words around it do ("the
        newspaper Prothom Alo", "dagstidningen Yeni Gündem", "on Europe 1 radio"): a
        listed body of that kind."""
        text = original
        possessive = ""
        match = re.search(r"(:s|['’]s)$", text)
        if match:
            possessive, text = match.group(1), text[: -len(match.group(1))]
        folded = fold(text)
        genitive = (
            doc.language == "sv"
            and not possessive
            and folded.endswith("s")
            and (
                folded[:-1] in doc.words
                or _listed_kind(folded[:-1]) is not None
                or self._place_id(folded[:-1]) is not None
            )
        )
        if genitive:  # "energibolaget Fortums elnät"
            text, folded = text[:-1], folded[:-1]
        tokens = WORD_RE.findall(folded)
        if not tokens or len(tokens) > 4 or _listed_kind(folded) is not None:
            return None
        if _ACRONYM.match(text):
            return None  # "Studentorganisationen UNEF": an acronym stays one
        if any(t in LEGAL_FORMS for t in tokens) or any(
            self._known_word(w, doc.language) for w in text.split()
        ):
            # "Fairbrother Roofing & Building Ltd": a company's own shape (the
            # company rule), its owner's name as the project made it
            return None
        if self._place_id(folded) is not None:
            return None  # a club or a body named by its place: the place changes
        if any(t in ORG_HEADS for t in tokens) or (
            doc.language == "sv" and any(t.endswith(SV_HEAD_ENDINGS) for t in tokens)
        ):
            return None
        kind = cued_kind(doc.text, text, doc.language)
        if not kind:
            return None
        lists = places().organisations
        pool = list(lists.get((kind, doc.language)) or lists.get((kind, "en"), []))
        if kind == "broadcaster":
            pool = [b for b in lists[("media", doc.language)] if _BROADCAST.search(b)]
            kind = "media"
        if not pool:
            return None
        if doc.language == "en" and _cue_of([fold(doc.before)], "en"):
            # "the daily The Guardian" does not read: a name without its article
            pool = [b for b in pool if not b.startswith("The ")] or pool
        # a plain draw: what an unlisted name means says nothing of its kind's
        # names, and ranking them would be a model call per name
        first, more = pools_of(kind, doc.language, text, pool)
        new = draw.choose("org", folded, first, more=more)
        if genitive:
            new = _sv_genitive(new)
        return new + possessive, f"{kind} for {kind} (the words around it say so)"

    def _body(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        return self._organisation(doc, original, draw)

    def _organisation(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        lex = places()
        text = original
        possessive = ""
        match = re.search(r"(:s|['’]s)$", text)
        if match:
            possessive, text = match.group(1), text[: -len(match.group(1))]
        folded = fold(text)
        with_acronym = _NAME_AND_ACRONYM.fullmatch(text)
        if with_acronym is not None and len(with_acronym.group(1).split()) >= 2:
            # "Independent Electoral and Boundaries Commission (IEBC)": the name by
            # the rules of a body, the acronym by an acronym's (the generator then
            # makes it the new name's, when it was the old one's initials)
            long_name = self._organisation(doc, with_acronym.group(1), draw)
            acronym = self._acronym(doc, with_acronym.group(2), draw)
            if (
                long_name is not None
                and acronym is not None
                and fold(long_name[0]) != fold(with_acronym.group(1))
            ):
                return f"{long_name[0]} ({acronym[0]})" + possessive, long_name[1]
        # a list of real bodies of the same kind
        listed = _listed_kind(folded)
        if listed is not None:
            kind, language = listed
            of_remit, others = remit_tiers(
                text,
                country_bodies(
                    kind, language, doc.home, list(lex.organisations[listed])
                ),
            )
            first, more = pools_of(kind, language, text, of_remit)
            new = self._choose_near(draw, "org", folded, text, first, (*more, *others))
            return copy_case(text, new) + possessive, f"{kind} for {kind}"
        if doc.language == "sv" and not possessive and folded.endswith("s"):
            listed = _listed_kind(folded[:-1])
            if listed is not None:
                kind, language = listed
                of_remit, others = remit_tiers(text[:-1], lex.organisations[listed])
                first, more = pools_of(kind, language, text[:-1], of_remit)
                new = self._choose_near(
                    draw, "org", folded[:-1], text[:-1], first, (*more, *others)
                )
                return _sv_genitive(new), f"{kind} for {kind}, genitive kept"
        ministry = re.match(r"^(.*?Ministry of )(.+)$", text)
        if ministry:
            pool, others = remit_tiers(
                ministry.group(2),
                [
                    m
                    for m in lex.organisations[("ministry", "en")]
                    if fold(m) != fold(ministry.group(2))
                ],
            )
            # the same portfolio as other governments write it, first
            variants = portfolio_variants(ministry.group(2))
            if variants:
                pool, others = variants, [*pool, *others]
            head = ministry.group(1)
            new_head = self._replace_words(doc, head, draw) or head
            new = draw.choose(
                "org",
                folded,
                [new_head + m for m in pool],
                more=[new_head + m for m in others],
            )
            if new[len(new_head) :] in variants:
                return new + possessive, "ministry of the same portfolio"
            return new + possessive, "ministry for ministry"
        if _ACRONYM.match(text) and sum(c.isupper() for c in text) >= 2:
            found = self._acronym(doc, text, draw)
            if found:
                return found[0] + possessive, found[1]
        tokens = text.split()
        if tokens and fold(tokens[-1]) in LEGAL_FORMS and len(tokens) >= 2:
            return self._company(doc, tokens, draw, possessive)
        if len(tokens) >= 3 and any(fold(t) in _LEADING_FORMS for t in tokens[:-1]):
            # "Fastighets AB Kronan": the form and the trade stay, the name changes
            return self._company(doc, tokens, draw, possessive)
        if (
            doc.language == "sv"
            and len(tokens) == 2
            and tokens[1] in _SV_PLACE_HEADS
            and tokens[0][:1].isupper()
        ):
            # "Storåns kommun", "Kallby stad": the place's rule, so the body and
            # the place read the same town
            found = self._place(doc, text, draw)
            if found is not None:
                return found[0] + possessive, "the municipality's town replaced"
        trade = self._trade(doc, tokens, draw)
        if trade is not None:
            return trade + possessive, "business: its trade kept, its name replaced"
        short = self._short_form(doc, text, draw)
        if short is not None:
            return short + possessive, "a short form: the full name's surrogate"
        if doc.language == "sv" and not possessive and folded.endswith("s"):
            if folded[:-1] and self._place_id(folded[:-1]) is None:
                if fold(text[:-1]) in doc.words or len(tokens) == 1:
                    genitive_base = text[:-1]
                    inner = self._organisation(doc, genitive_base, draw) or self._brand(
                        doc, genitive_base, draw
                    )
                    if inner is not None and inner[0][-1:] not in "sxz":
                        return _sv_genitive(inner[0]), inner[1] + ", genitive kept"
        swap = GENERIC_BODIES.get(folded)
        if swap:  # "räddningstjänsten" is the rescue service, not any -tjänsten
            pool = [b for b in swap if fold(b) != folded]
            return copy_case(text, draw.choose("org", folded, pool)) + possessive, (
                "a public body of the same kind"
            )
        # Swedish compounds: Energimyndigheten, Försvarsdepartementet; one led by a
        # place keeps its kind and changes its place ("Stockholmspolisen")
        if len(tokens) == 1 and doc.language == "sv":
            led = self._compound_place(doc, text, draw)
            if led is not None:
                return led + possessive, "the place in the body's name replaced"
            named = _sv_named_compound(text)
            if named is not None:
                suffix, pool = named
                new = draw.choose("org", folded, pool)
                return new + possessive, f"a name of the same kind (-{suffix})"
            same = _same_ending(folded)
            if same is not None:
                suffix, pool, invented = same
                new = draw.choose("org", folded, pool, more=invented)
                return copy_case(
                    text, new
                ) + possessive, f"body of the same kind (-{suffix})"
            split = sv_compound(text.lower())
            if split is not None:
                # "Ortopedmottagningen", "Sjöräddningssällskapet": the head says
                # the kind and stays, the first part changes
                head = text[len(text) - len(split[1]) :]
                pool = [
                    p + head
                    for p in SV_COMPOUND_PREFIXES
                    if p.lower() != split[0].rstrip("s")
                ]
                new = draw.choose("org", folded, pool)
                return new + possessive, (
                    f"body of the same kind (-{head}), its first part replaced"
                )
        foreign = foreign_name(text)
        # "Defensoría del Pueblo", "Aliansi Jurnalis Independen": the words of a
        # name in a language the lists do not read are no surnames ("Whitaker del
        # Fountain"); only its places change, or the typed guess gives a body
        replaced = self._replace_words(doc, text, draw, places_only=foreign)
        if replaced is not None:
            return replaced + possessive, "distinctive part replaced, kind kept"
        if foreign:
            return None
        by_field = _SV_FIELD_BODY.match(text) if doc.language == "sv" else None
        if by_field is not None:
            # "Meteorologiska institutet" -> "Geologiska institutet": a body named by
            # its field keeps its head, another field before it
            pool = [
                a for a in _SV_FIELD_ADJECTIVES if fold(a) != fold(by_field.group(1))
            ]
            new = draw.choose("org", folded, pool)
            return f"{new} {by_field.group(2)}" + possessive, (
                "a body of another field, its head kept"
            )
        # Only generic words: swap the modifier of the head (Appeal Committee)
        lowered = [t.lower() for t in tokens]
        courts = [c for c in lex.organisations.get(("court", doc.language), [])]
        if any(fold(c) == folded for c in courts) or "court" in lowered:
            pool = [
                c
                for c in lex.organisations.get(("court", "en"), [])
                if fold(c) != folded
            ]
            return draw.choose("org", folded, pool) + possessive, "court for court"
        office = _OFFICE_OF.match(text)
        if office:
            portfolios = [
                m
                for m in lex.organisations[("ministry", "en")]
                if fold(m) != fold(office.group(3))
            ]
            # "Department of Education" -> "Department of Basic Education": the body
            # does the work the text says it does
            variants = portfolio_variants(office.group(3))
            head = f"{office.group(1)} {office.group(2)} "
            new = draw.choose(
                "org",
                folded,
                [head + m for m in variants or portfolios],
                more=[head + m for m in portfolios] if variants else (),
            )
            kind = office.group(1).lower()
            if new[len(head) :] in variants:
                return new + possessive, f"{kind} of the same portfolio"
            return new + possessive, f"{kind} of another portfolio"
        unit = _UNIT_OF_FIELD.match(text)
        if unit is not None and doc.language == "en":
            # "School of Geosciences" -> "School of Archaeology": a university's
            # unit stays one, of another field
            field = unit.group("field")
            pool = [
                f[:1].upper() + f[1:]
                for f in kinds().words.get(("field", "en"), ())
                if fold(f) != fold(field) and " " not in f
            ]
            if pool:
                new = self._choose_near(draw, "kind-field", fold(field), field, pool)
                return unit.group("unit") + new + possessive, "a unit of another field"
        if (
            doc.language == "en"
            and len(tokens) >= 2
            and lowered[-1] in _PUBLIC_HEADS
            and all(ordinary_word(fold(t), "en") for t in tokens[:-1])
            # "Public Security Bureau" is the police: the guess of its kind says so
            and not any(t in ("police", "security", "guard") for t in lowered)
        ):
            # "Residential Tenancies Branch" -> "Vital Statistics Branch": a public
            # body of ordinary words keeps its head, another remit before it
            pool, others = remit_tiers(
                text,
                [f"{m} {tokens[-1]}" for m in _PUBLIC_REMITS if fold(m) not in folded],
            )
            new = draw.choose("org", folded, pool, more=others)
            if remits_of(text) & remits_of(new):
                return new + possessive, "a public body of the same kind and remit"
            return new + possessive, "a public body of the same kind, another remit"
        for index, token in enumerate(lowered):
            if token in ORG_MODIFIERS and index > 0:
                # the modifier changes; a leading institution stays
                # ("University Student Council" -> "University Ethics Council")
                lead = tokens[0] if index >= 2 and lowered[0] in _LEADS else ""
                pool = [f"{m} {tokens[index]}" for m in ORG_MODIFIERS[token]]
                pool = [p for p in pool if fold(p) not in folded] or pool
                # a body with a remit keeps it ("Water Security Agency" -> "Water
                # Resources Agency"), from the public remits if need be
                remits = [f"{m} {tokens[index]}" for m in _PUBLIC_REMITS]
                pool, others = remit_tiers(" ".join(tokens[: index + 1]), pool, remits)
                new = draw.choose("org", folded, pool, more=others)
                rest = " ".join(tokens[index + 1 :])
                return (
                    (lead + " " if lead else "") + new + (" " + rest if rest else "")
                ) + possessive, f"{token} for {token}"
        return None

    def _place(
        self,
        doc: _Doc,
        original: str,
        draw: _Draw,
        known_only: bool = False,
        attributive: bool = False,
    ) -> tuple[str, str] | None:
        raise NotImplementedError  # places.py

    def _company(
        self, doc: _Doc, tokens: list[str], draw: _Draw, possessive: str
    ) -> tuple[str, str]:
        lists = names().by_locale[doc.language]
        forms = [i for i, t in enumerate(tokens) if fold(t) in LEGAL_FORMS]
        form = forms[-1] if forms and forms[-1] == len(tokens) - 1 else forms[0]
        out = list(tokens)
        words = BUSINESS_WORDS.get(doc.language, BUSINESS_WORDS["en"])
        changed = False
        for index, token in enumerate(tokens):
            if index in forms or token in ("&", "och", "and", "och/eller"):
                continue  # "Lebowa Water Tankers (Pty) Ltd": every part of the form
            folded = fold(token)
            known = self._known_word(token, doc.language)
            if known is not None:
                # "Wróblewska Piano Service Inc.": the owner as the project named her
                out[index] = known
                changed = True
                continue
            if 0 < index < form and ordinary_word(folded, doc.language):
                continue  # "Hallberg Hydraulics India Pvt. Ltd.": the trade stays
            town_genitive = (
                doc.language == "sv"
                and folded.endswith("s")
                and folded[:-1] in places().city_of_name
                and folded[:-1] not in names().surnames
            )
            if (
                index < form
                and not town_genitive
                and (folded in self._generic or trade_word(folded, doc.language))
            ):
                # "Fastighets AB", "Lagan Valley Removals Ltd", "Halmstads
                # Trafikskola AB": the trade before the form stays
                continue
            if index > form and folded in self._generic:
                # "AB Kronan": an ordinary word names it, another one does
                out[index] = draw.choose("org-word", folded, words)
            elif town_genitive:
                # "Halmstads Trafikskola AB": the town's genitive, another town's
                out[index] = _sv_genitive(
                    self._town(doc, draw, folded[:-1], spaced=False)
                )
            elif (
                doc.language == "sv"
                and folded.endswith("s")
                and index + 1 < form
                and len(folded) > 3
            ):
                # "Lindbergs Mekaniska AB": the owner's genitive stays one
                out[index] = _sv_genitive(
                    draw.choose("org-word", folded[:-1], lists.surnames)
                )
            else:
                out[index] = draw.choose("org-word", fold(token), lists.surnames)
            changed = True
        if not changed:
            # only ordinary words: the first is the name ("Red River Property
            # Management Ltd." -> "Summit River Property Management Ltd."), the
            # last before the form the trade, which stays
            index = 0 if form >= 2 else form - 1 if form else len(tokens) - 1
            out[index] = draw.choose("org-word", fold(tokens[index]), words)
        return (
            " ".join(out) + possessive,
            f"company, legal form {tokens[form]} kept",
        )

    def _trade(self, doc: _Doc, tokens: list[str], draw: _Draw) -> str | None:
        """A small business named by words and its trade ("Arctic Aurora Tours",
        "Hanoi Backstreet Tours"): the trade stays, a place becomes a place and
        the other words ordinary words a business is named with."""
        if len(tokens) < 2 or len(tokens) > 5 or fold(tokens[-1]) not in TRADE_HEADS:
            return None
        if not all(t[:1].isupper() or t in ("&", "and", "och") for t in tokens[:-1]):
            return None
        words = BUSINESS_WORDS.get(doc.language, BUSINESS_WORDS["en"])
        out = []
        for position, token in enumerate(tokens[:-1]):
            folded = fold(token)
            if token in ("&", "and", "och"):
                out.append(token)
                continue
            # a place leads a business's name ("Hanoi Backstreet Tours"); a word
            # after another is a word ("Arctic Aurora Tours")
            place_id = self._place_id(folded, strict=True) if not position else None
            if place_id is not None:
                out.append(
                    self._render_place(doc, self._surrogate_place(doc, draw, place_id))
                )
                continue
            out.append(draw.choose("org-word", folded, words))
        return " ".join([*out, tokens[-1]])

    def _short_form(self, doc: _Doc, text: str, draw: _Draw) -> str | None:
        """A generic word that is the end of a longer name in the document
        ("Rovers" after "Ashworth Rovers"): that name's surrogate, so both read as
        the same club."""
        folded = fold(text)
        if " " in text or not text[:1].isupper() or folded not in self._generic:
            return None
        full = re.search(rf"\b((?:[A-Z][\w'’-]+ ){{1,2}}){re.escape(text)}\b", doc.text)
        if full is None:
            return None
        name = full.group(1) + text
        if any(fold(w) in GENERIC_WORDS for w in full.group(1).split()):
            return None
        found = self._organisation(doc, name, draw)
        return found[0] if found is not None else None

    def _known_body(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A public body from the lists ("Riksrevisionen", "Regeringen")."""
        folded = fold(original)
        known = (
            folded in GENERIC_BODIES
            or _listed_kind(folded) is not None
            or _listed_kind(folded[:-1]) is not None
        )
        if not known:
            suffixes = SV_AGENCY_ENDINGS if doc.language == "sv" else ()
            known = " " not in original and folded.endswith(suffixes)
        if not known:
            return None
        return self._organisation(doc, original, draw)

    def _other_state(self, state: str, draw: _Draw) -> str:
        """Another US state, written as ``state`` is (a code or a name)."""
        code = us_state_code(state)
        names_of = us_state_names()
        if len(state) == 2:
            pool = [c for c in names_of if c != code]
        else:
            pool = [n for c, n in names_of.items() if c != code]
        return draw.choose("place-word", f"state:{code}", pool)

    def _known_word(self, core: str, language: str) -> str | None:
        """The surrogate the project's memory holds for ``core`` ("Ake's") as a
        place no list knows or as a surname, its genitive kept; None when it holds
        none, or when the word is an ordinary one ("Green" the surname is no
        "Green Party")."""
        possessive = re.search(r"['’]s$", core)
        ending = possessive.group(0) if possessive else ""
        base = fold(core[: len(core) - len(ending)])
        if base in self._generic or ordinary_word(base, language):
            return None
        for namespace in ("place-word", "surname"):
            found = self.memory.get(namespace, base)
            if found is not None and " " not in found:
                return copy_case(core[: len(core) - len(ending)], found) + ending
        return None

    def _replace_words(
        self,
        doc: _Doc,
        text: str,
        draw: _Draw,
        *,
        places_only: bool = False,
        invent: bool = False,
    ) -> str | None:
        """``text`` with its distinctive words replaced by words of the same kind.

        Places (up to three words: "Nowa Sól") become places, nationality adjectives
        other nationalities (following the country's own surrogate), given names
        other given names, acronyms acronyms, and any other capitalised word that is
        not an ordinary word a surname-like name (with ``invent``, a word the name
        lists do not hold an invented word of its shape: a thing's name, see
        ``_name_like``); ordinary and generic words stay.
        None when nothing distinctive was found.
        """
        known_names = names()
        common = self._generic
        changed = False
        marks: list[str] = []
        # a name of the other language keeps it ("China Labour Bulletin" in a
        # Swedish text: its place is written in English)
        language = name_language(text, doc.language)
        named = doc if language == doc.language else replace(doc, language=language)

        def place_run(match: re.Match[str]) -> str:
            nonlocal changed
            words = match.group(0).split(" ")
            for size in range(len(words), 1, -1):
                for start in range(len(words) - size + 1):
                    phrase = " ".join(words[start : start + size])
                    # a small town abroad in a body's name is a name, not that
                    # town ("Singleton Hospital" in Swansea is no Australian one)
                    place_id = self._place_id(fold(phrase), strict=True)
                    if (
                        place_id is not None
                        and doc.home == "US"
                        and us_state_code(phrase)
                    ):
                        place_id = None  # a state: the word loop gives another
                    if place_id is None:
                        continue
                    new = self._render_place(
                        named, self._surrogate_place(doc, draw, place_id)
                    )
                    marks.append(new)
                    changed = True
                    return " ".join(
                        [
                            *words[:start],
                            f"\x00{len(marks) - 1}\x00",
                            *words[start + size :],
                        ]
                    )
            return match.group(0)

        text = _CAPITAL_RUN.sub(place_run, text)
        pieces = re.split(r"(\s+|[()“”\"/])", text)
        words = [p for p in pieces if p and not p.isspace() and p not in '()“”"/']
        # a capital inside a Swedish name is the name's (below), not in a name
        # worded in English ("Civil Human Rights Front")
        names_sv = language == "sv" and not any(
            fold(w.strip(",.;:")) in _words_of_one_language()["en"] for w in words
        )
        first = pieces.index(words[0]) if words else 0
        # the last word of letters: the head of "Eldoret City Marathon 2026"
        last_word = next((w for w in reversed(words) if w.strip(",.;:").isalpha()), "")
        out = []
        for position, token in enumerate(pieces):
            if not token or token.isspace() or token in '()“”"/' or "\x00" in token:
                out.append(token)
                continue
            following = next(
                (p for p in pieces[position + 1 :] if p and not p.isspace()), ""
            )
            core = token.strip(",.;:")
            start = token.find(core)
            head, tail = token[:start], token[start + len(core) :]
            folded = fold(core)
            if not core or not core[:1].isalnum():
                out.append(token)
                continue
            if doc.language == "sv" and following == "län" and core[:1].isupper():
                # "Region Jönköpings län", "Länsstyrelsen i Uppsala län": another
                # of Sweden's 21 län, never a town's ("Hestra län")
                counties = [c.removesuffix(" län") for c in swedish_counties()]
                pool = [c for c in counties if fold(c) != folded]
                out.append(head + draw.choose("county", folded, pool) + tail)
                changed = True
                continue
            if _HAS_DIGIT.search(core):
                year = re.fullmatch(r"1[6-9]\d\d|20\d\d", core)
                if places_only and not year:
                    out.append(token)
                    continue
                ordinal = re.fullmatch(r"(\d+)(st|nd|rd|th|:e|:a)", core)
                if ordinal:
                    number = formats.shift_number_token(ordinal.group(1), draw.rng)
                    new = number + formats.ordinal_suffix(int(number), ordinal.group(2))
                elif year:
                    # "Eldoret City Marathon 2026": a year moves with the dates
                    new = str(int(core) + round(doc.offset / 365.25))
                else:
                    new = formats.scramble(core, draw.rng)
                out.append(head + new + tail)
                changed = True
                continue
            genitive = ""
            # an ordinary word ("Chamber", "Union") is a place only if a big one,
            # and so is a small town abroad ("Singleton Hospital" in a Welsh
            # letter): a town of the document's country or of a country its spans
            # name stays a place
            strict = True
            if doc.home == "US" and us_state_code(core):
                # "Middle Georgia Regional Library" in a US text: another state,
                # not the country Georgia
                out.append(head + self._other_state(core, draw) + tail)
                changed = True
                continue
            place_id = self._place_id(folded, strict=strict)
            if (
                place_id is not None
                and doc.language == "sv"
                and folded.endswith("s")
                and folded[:-1] in doc.words
                and self._place_id(folded[:-1], strict=strict) is not None
            ):
                place_id = None  # "Marseilles": Marseille's genitive, as the text says
            if place_id is None and doc.language == "sv" and folded.endswith("s"):
                place_id = self._place_id(folded[:-1], strict=strict)
                genitive = "s" if place_id else ""
            if place_id is None and re.search(r"['’]s$", core):
                place_id = self._place_id(folded[:-2], strict=strict)
                genitive = core[-2:] if place_id else ""
            if place_id is not None and core[:1].isupper():
                new = self._render_place(
                    named, self._surrogate_place(doc, draw, place_id)
                )
                country = place_id.startswith("country:")
                if genitive == "s" and country:
                    new = _sv_genitive(new)  # "Kinas fackliga centralorganisation"
                elif doc.language == "sv" and following[:1].islower() and not tail:
                    new = _sv_attributive(new)  # "Växjö tingsrätt", "Lunds universitet"
                elif genitive == "s":
                    new = _sv_genitive(new)
                else:
                    new += genitive
                out.append(head + new + tail)
                changed = True
                continue
            known = self._known_word(core, doc.language) if core[:1].isupper() else None
            if known is not None:
                # what the project already made of the word as a place no list
                # knows or as a person's surname: "St Peter's Cathedral, Ake" after
                # "Ake" became "Isu", "Fairbrother Roofing Ltd" after "Lee
                # Fairbrother" became "Lee Cardenas"
                out.append(head + known + tail)
                changed = True
                continue
            dem = places().demonym_of_word.get(folded)
            if dem is not None:
                other = self._other_demonym(doc, draw, *dem)
                out.append(head + copy_case(core, other) + tail)
                changed = True
                continue
            if places().language_of_name.get(folded) is not None:
                found = self._demonym(doc, core, draw)
                if found is not None:
                    out.append(head + found[0] + tail)
                    changed = True
                    continue
            if (
                doc.language == "sv"
                and len(words) > 1
                and core.lower().endswith(_SV_AREA_HEADS)
                and len(core) > 8
            ):
                out.append(token)  # "Polisområde Värmland": the kind stays
                continue
            compound = self._compound_place(doc, core, draw)
            if compound is not None:
                out.append(head + compound + tail)
                changed = True
                continue
            bare = fold(re.sub(r"['’]s?$", "", core))
            same = _same_ending(folded) if doc.language == "sv" else None
            if (
                not places_only
                and same is not None
                and bare not in common
                and core[:1].isupper()
            ):
                # "Svenska Journalistförbundet": the compound stays a body of its kind
                new = draw.choose("org", folded, same[1], more=same[2])
                out.append(head + copy_case(core, new) + tail)
                changed = True
                continue
            # Swedish writes its ordinary words in lower case: a capital inside
            # a name is a name's ("Kammarkören Norrsken", "Grannsamverkan Sätra")
            # (not a word of every day: "polisregion Öst", "Svenska Sjö")
            named_sv = (
                names_sv
                and core[:1].isupper()
                and position > first
                and bare not in GENERIC_WORDS
                and not _sv_kind_word(core.lower())
                and not _everyday_sv(core.lower())
            )
            if not named_sv and (
                places_only
                or bare in common
                or not core[:1].isupper()
                or ordinary_word(bare, doc.language)
                # "Kammarkören Norrsken", "Kalix Djurklinik": a compound of
                # ordinary words beside a name says the kind, and stays
                or (
                    doc.language == "sv"
                    and len(words) > 1
                    and sv_kind_compound(core.lower().rstrip("s"))
                )
                or (len(words) > 1 and token is last_word and head_noun(bare))
            ):
                out.append(token)
                continue
            if folded in known_names.given_gender and len(words) > 1:
                lists = known_names.by_locale[doc.language]
                new = draw.choose("given", folded, lists.given)
                out.append(head + new + tail)
                changed = True
                continue
            if _ACRONYM.match(core) and sum(c.isupper() for c in core) >= 2:
                found = self._acronym(doc, core, draw)
                if found:
                    out.append(head + found[0] + tail)
                    changed = True
                    continue
            lists = known_names.by_locale[doc.language]
            possessive = re.search(r"['’]s?$", core)
            ending = possessive.group(0) if possessive else ""
            base = fold(core[: len(core) - len(ending)]) if ending else folded
            if (
                not ending
                and doc.language == "sv"
                and folded.endswith("s")
                and folded[:-1] in known_names.surnames
            ):
                # "Astrid Lindgrens barnsjukhus": a name's genitive stays one
                new = _sv_genitive(draw.choose("surname", folded[:-1], lists.surnames))
                out.append(head + new + tail)
                changed = True
                continue
            if (
                doc.language == "sv"
                and folded.endswith(_SV_HOME_ENDINGS)
                and len(folded) > 7
                and not ending
            ):
                # "Attendo Ekgården": a home or farm named like a place
                new = draw.choose("org-word", folded, BUSINESS_WORDS["sv"])
                out.append(head + new + tail)
                changed = True
                continue
            if doc.language == "sv" and folded.endswith(_SV_TRADE_ENDINGS):
                # "Borås Wäfveri": a mill stays a works of some trade
                pool = [w for w in SV_TRADE_WORDS if fold(w) != folded]
                new = draw.choose("org-word", folded, pool)
                out.append(head + new + tail)
                changed = True
                continue
            if (
                not ending
                and doc.language == "sv"
                and folded.endswith("s")
                and len(folded) > 4
                and following[:1].islower()
                and not tail
            ):
                # "Ekbackens skola": the genitive before the head stays one
                words_sv = BUSINESS_WORDS["sv"]
                new = _sv_genitive(draw.choose("org-word", folded[:-1], words_sv))
                out.append(head + new + tail)
                changed = True
                continue
            town = self.memory.get("place-word", base)
            if town is not None and " " not in town:
                # "Brookfield Town" after "Brookfield" became a town: the same town
                out.append(head + town + ending + tail)
                changed = True
                continue
            before = next(
                (p for p in reversed(pieces[:position]) if p and not p.isspace()), ""
            )
            if before.lower() in _PLACE_BEFORE and not ending:
                # "University of Otago", "Högskolan i Gävle": the word after "of" or
                # "i" in a body's name is its place
                new = self._town(doc, draw, base, spaced=False)
            elif invent or len(words) == 1:
                new = self._name_like(doc, draw, core[: len(core) - len(ending)])
            else:
                # a firm's, a club's name of several words: a surname reads as one
                # ("Granholm & Storbacka", "Crosshill and Polmadie")
                new = draw.choose("org-word", base, lists.surnames)
            out.append(head + new + ending + tail)
            changed = True
        if not changed:
            return None
        result = "".join(out)
        for index, mark in enumerate(marks):
            result = result.replace(f"\x00{index}\x00", mark)
        return result

    def _name_like(self, doc: _Doc, draw: _Draw, word: str) -> str:
        """A capitalised word no list places: a surname for a word the name lists
        hold ("Boutilier & Keddy Law"), else an invented word of its shape
        ("Gumtree", "Metacam", "Pantmawr Opticians": a thing, not a person)."""
        lex = names()
        folded = fold(word)
        lists = lex.by_locale[doc.language]
        if (
            folded in lex.surnames
            or folded in lex.given_gender
            or not word.isalpha()
            or len(word) > COINED_LETTERS
        ):
            return draw.choose("org-word", folded, lists.surnames)
        pool = coined(word, doc.language, self.rng("coined", folded))
        return draw.choose("org-word", folded, pool, more=lists.surnames)

    def _acronym(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        party = _other_party(doc, original, draw)
        if party is not None:
            return party
        language = _UNIVERSITY_ACRONYM.get(original)
        if language is not None:
            # "KTH" -> "LTH": a university's acronym, another one's
            pool = [a for a in UNIVERSITY_ACRONYMS[language] if a != original]
            other = "en" if language == "sv" else "sv"
            new = draw.choose(
                "acronym", fold(original), pool, more=UNIVERSITY_ACRONYMS[other]
            )
            return new, "a university's acronym for a university's"
        if not _ACRONYM.match(original) or sum(c.isupper() for c in original) < 2:
            return None
        letters = "ABCDEFGHIJKLMNOPRSTUVW"
        rng = self.rng("acronym", fold(original)) if draw.remember else draw.rng
        known = self.memory.get("acronym", fold(original)) if draw.remember else None
        if known is not None:
            return known, "acronym of the same length"
        for _ in range(30):
            new = "".join(rng.choice(letters) if c.isalpha() else c for c in original)
            if fold(new) != fold(original) and self.memory.free("acronym", new):
                break
        if draw.remember:
            self.memory.assign("acronym", fold(original), new)
        return new, "acronym of the same length"

    def _brand(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        """An organisation known by a name alone ("Facebook", "Fazer", "S")."""
        text = original
        possessive = ""
        match = re.search(r"(:s|['’]s)$", text)
        if match:
            possessive, text = match.group(1), text[: -len(match.group(1))]
        party = _other_party(doc, text, draw)
        if party is not None:
            return party[0] + possessive, party[1]
        if re.fullmatch(r"[A-ZÅÄÖ]", text):
            letters = [c for c in "ABCDEFGHIKLMNOPRSTUV" if c != text]
            return draw.choose("acronym", fold(text), letters) + possessive, (
                "one-letter abbreviation"
            )
        tokens = text.split()
        if len(tokens) != 1 or not text[:1].isupper():
            return None
        genitive = False
        if doc.language == "sv" and not possessive and text.endswith("s"):
            base = fold(text[:-1])
            genitive = base in doc.words or len(tokens) == 1 and len(text) > 4
        lists = names().by_locale[doc.language]
        out = []
        for token in tokens:
            if fold(token) in GENERIC_WORDS:
                out.append(token)
                continue
            key = fold(token[:-1] if genitive and token is tokens[-1] else token)
            out.append(draw.choose("org-word", key, lists.surnames))
        new = " ".join(out)
        if genitive:
            new = _sv_genitive(new)
        return new + possessive, "organisation known by its name: a name-like one"


# Swedish bodies named by a compound of a name and what they are
# ("Björkängsskolan", "Småbarnsforumet", "Frösö kyrka" is two words): the head
# stays, the name before it changes, to a name such places have.
SV_NAMED_HEADS = {
    "place": """skolan skola förskolan förskola gymnasiet kyrkan gården hemmet
    huset kliniken sjukhuset vårdcentralen biblioteket hallen badet arenan
    parken""".split(),
    "topic": "forumet forum bloggen podden gruppen".split(),
}
SV_NAME_PREFIXES = {
    "place": """Ekbacke Solhaga Lindängs Björkhaga Tallbacka Granbacka Sjövik
    Strandängs Hagaby Rosengårds Kvarnbacka Furulunds Ängsbacka Lärkhaga Askeby
    Almby Hasselbacka Skogsbacka Dalbo Bergsjö Ekeby Sollunda Västerby Norrmalms
    Söderängs Lövsta Hagalunds Fridhems Ekdungs Kastanje""".split(),
    "topic": """Föräldra Familje Mamma Pappa Barn Hem Vardags Trädgårds Matlagnings
    Hälso Resenärs Boende Grann Bok""".split(),
}


def _sv_named_compound(text: str) -> tuple[str, list[str]] | None:
    """(head, names of the same kind) for a one-word Swedish body whose head says
    what it is and whose first part names it, or None."""
    if " " in text or not text[:1].isupper():
        return None
    lowered = text.lower()
    for kind, heads in SV_NAMED_HEADS.items():
        for head in heads:
            if lowered.endswith(head) and len(lowered) >= len(head) + 3:
                original = fold(text)
                pool = [
                    p + head
                    for p in SV_NAME_PREFIXES[kind]
                    if fold(p + head) != original and fold(p)[:4] not in original
                ]
                return head, pool
    return None


@lru_cache(maxsize=4096)
def _same_ending(folded: str) -> tuple[str, list[str], list[str]] | None:
    """(suffix, listed bodies ending like it, invented ones for when those are taken)
    for a Swedish compound body (Journalistförbundet: another -förbundet), or None."""
    for suffix, ending in zip(SV_AGENCY_SUFFIXES, SV_AGENCY_ENDINGS, strict=True):
        if folded.endswith(ending) and len(folded) > len(ending) + 2:
            same = [
                b
                for bodies in places().organisations.values()
                for b in bodies
                if " " not in b and fold(b).endswith(ending) and fold(b) != folded
            ]
            invented = [p + suffix for p in SV_COMPOUND_PREFIXES]
            if same and suffix not in INVENTED_SUFFIXES:
                invented = []  # "Energipolisen" is no body: share a listed one
            return suffix, same, [i for i in invented if fold(i) != folded]
    return None


# Lower-case words that join the words of a name in the Romance languages and in
# Indonesian and Malay ("Defensoría del Pueblo", "Rede Feto Timor-Leste").
_FOREIGN_LINKS = frozenset(
    "de del la las los el y e sin con para por do da dos das di du des et au aux "
    "dan untuk dari".split()
)


_FOREIGN_LETTERS = re.compile(r"[áéíóúñãõçâêôàèìòùëïčšžěřůýłńśźżőű]", re.IGNORECASE)
_FOREIGN_ENDINGS = re.compile(r"(?:ería|ción|ção|ções|dad|idade|ía|ência|encia)$")


@lru_cache(maxsize=4096)
def foreign_name(text: str) -> bool:
    """A name worded in neither English nor Swedish: half or more of its words of
    three letters or more are no words of those languages, and a link word of
    another joins them or a letter of another marks one ("Defensoría del Pueblo",
    "Migración Colombia", "Otvorené okno"; not "Birchline Opticians"). One word
    is foreign by its letters or its ending ("Cancillería")."""
    words = WORD_RE.findall(text)
    content = [w for w in words if len(w) > 2 and w.lower() not in _FOREIGN_LINKS]
    if not content:
        return False
    known = frequent_english_or_swedish(30000)
    unknown = [w for w in content if fold(w) not in known]
    marked = any(
        _FOREIGN_LETTERS.search(w) or _FOREIGN_ENDINGS.search(w.lower())
        for w in unknown
    )
    if len(content) == 1:
        return bool(unknown) and marked and text[:1].isupper()
    links = any(w in _FOREIGN_LINKS for w in words if w.islower())
    return len(unknown) * 2 >= len(content) and (links or marked)


@lru_cache(maxsize=1)
def _words_of_one_language() -> dict[str, frozenset[str]]:
    """Frequent words of English that Swedish does not use, and the reverse."""
    top = {language: frequent_words(language, 20000) for language in ("en", "sv")}
    return {
        "en": frozenset(top["en"] - top["sv"]),
        "sv": frozenset(top["sv"] - top["en"]),
    }


@lru_cache(maxsize=20_000)
def name_language(text: str, language: str) -> str:
    """The language a name is worded in, by its ordinary words ("Labour", "Bulletin"
    are English ones), or ``language`` when they do not say."""
    other = "en" if language == "sv" else "sv"
    words = [fold(w) for w in WORD_RE.findall(text)]
    if len(words) < 2:
        return language
    only = _words_of_one_language()
    if any(w in only[other] for w in words) and not any(
        w in only[language] for w in words
    ):
        return other
    return language


def takes_the(name: str) -> bool:
    """Whether an English institution's name is read with "the": "the University
    of Leeds", "the London School of Economics", "the Massachusetts Institute of
    Technology"; not "Harvard University", "Imperial College London", "King's
    College London" (its first word a possessive)."""
    first = name.split(" ", 1)[0]
    return " of " in name and not first.endswith(("'s", "’s"))


def _listed_kind(folded: str) -> tuple[str, str] | None:
    """(kind, language) of a listed body by its folded name; English ministries are
    portfolios, not names (the "Ministry of" rule has them)."""
    found = organisation_kind_of(folded)
    return None if found == ("ministry", "en") else found


# Shapes of invented bodies of a kind, for when every listed one is taken (another
# original, or another original's surrogate): {town} is a town of the language's
# country, {name} a surname, {prefix} the first part of a Swedish compound.
INVENTED = {
    ("company", "en"): ("{name} & Partners", "{name} Group", "{town} Holdings"),
    ("company", "sv"): ("{name} & Co", "{name}gruppen", "{town} Holding"),
    ("media", "en"): ("The {town} Herald", "{town} Evening Post", "{town} Radio"),
    ("media", "sv"): ("{town}s Tidning", "{town}-Posten", "Radio {town}"),
    ("university", "en"): ("University of {town}", "{town} University"),
    ("university", "sv"): ("{town} universitet", "Högskolan i {town}"),
    ("school", "en"): ("{town} Academy", "{town} High School"),
    ("school", "sv"): ("{town}skolan", "{town} gymnasium"),
    ("hospital", "en"): ("{town} General Hospital", "{town} Infirmary"),
    ("hospital", "sv"): ("{town} sjukhus", "{town} lasarett"),
    ("ngo", "en"): ("{name} Foundation", "{town} Rights Network"),
    ("ngo", "sv"): ("{name}stiftelsen", "Föreningen {town}hjälpen"),
    ("team", "en"): ("{town} FC", "{town} United"),
    ("team", "sv"): ("{town} IF", "{town} IK"),
    ("agency", "en"): ("{prefix} Agency", "{prefix} Authority"),
    ("agency", "sv"): ("{prefix}verket", "{prefix}myndigheten", "{prefix}inspektionen"),
}
PREFIXES_EN = (
    "Environment",
    "Transport",
    "Energy",
    "Housing",
    "Trade",
    "Food Standards",
    "Social Insurance",
    "Consumer",
    "Maritime",
    "Land Survey",
    "Statistics",
    "Heritage",
)


# Words before a place in a body's name ("University of Otago", "Högskolan i Gävle").
_PLACE_BEFORE = frozenset({"of", "in", "i", "på"})
# Words longer than this are compounds or phrases more than names: no invented word.
COINED_LETTERS = 12
# Heads of Swedish compounds that name a kind of body or business, in their stem
# ("Kammarkören", "Segelklubben", "Djurklinik", "Motorservice", "Länstrafiken"):
# such a compound beside a name says the kind, and stays.
SV_KIND_STEMS = (
    "område",  # "Polisområde Värmland", "Vårdområde Syd"
    "klubb",
    "kör",
    "klinik",
    "lasarett",
    "sjukhus",
    "trafik",
    "utbildning",
    "samverkan",
    "service",
    "sällskap",
    "förening",
    "förbund",
    "mottagning",
    "teknik",
    "verkstad",
    "skola",
    "gymnasi",
    "center",
    "centrum",
    "central",
    "byrå",
    "förlag",
    "bageri",
    "orkester",
    "ensemble",
    "församling",
    "kyrka",
    "bibliotek",
    "museum",
    "muse",
    "teater",
    "stiftelse",
    "akademi",
    "institut",
    "kontor",
    "handel",
    "butik",
    "affär",
    "restaurang",
    "kafé",
    "café",
    "hotell",
    "frisör",
    "salong",
    "apotek",
    "vårdcentral",
    "tandvård",
    "rådgivning",
    "främjande",
    "gille",
    "lag",
    "akut",
    "avdelning",
    "enhet",
    "tjänst",
)


@lru_cache(maxsize=20_000)
def sv_compound(lower: str) -> tuple[str, str] | None:
    """(first part, head) of a lower-cased Swedish compound of ordinary words
    ("kammar", "kören"; "central", "lasarettet"; "motor", "service"), the longest
    head first; None for a word that is not one ("ektorpsgärdet": Ektorp is a
    place, "lindström" a surname)."""
    from wordfreq import zipf_frequency

    if not lower.isalpha() or len(lower) < 8:
        return None
    lex, where = names(), places()
    if fold(lower) in lex.surnames or fold(lower) in where.city_of_name:
        return None
    for cut in range(3, len(lower) - 2):
        first, head = lower[:cut], lower[cut:]
        if zipf_frequency(head, "sv") < 2.8:
            continue
        bare = first[:-1] if first.endswith("s") and len(first) > 3 else first
        if fold(bare) in where.city_of_name or fold(bare) in lex.surnames:
            return None
        if max(zipf_frequency(first, "sv"), zipf_frequency(bare, "sv")) >= 2.0:
            return first, head
    return None


@lru_cache(maxsize=20_000)
def _everyday_sv(lower: str) -> bool:
    from wordfreq import zipf_frequency

    return zipf_frequency(lower, "sv") >= 4.0


def _kind_stem(lower: str) -> bool:
    """One of SV_KIND_STEMS, inflected ("kören", "klubben", "kliniken")."""
    return any(
        lower.startswith(stem) and len(lower) - len(stem) <= 4 for stem in SV_KIND_STEMS
    )


def _sv_kind_word(lower: str) -> bool:
    """A Swedish word that names a kind of body: a stem, or a compound with one as
    its head."""
    return _kind_stem(lower) or sv_kind_compound(lower)


def sv_kind_compound(lower: str) -> bool:
    """A Swedish compound of ordinary words whose head names a kind of body
    ("kammarkören", "motorservice"; not "sillkungen", "ektorpsgärdet")."""
    split = sv_compound(lower)
    return split is not None and _kind_stem(split[1])


_COURT_TIERS = (
    ("supreme", ("hogsta", "supreme")),
    ("appeal", ("hovratt", "court of appeal", "appeals court")),
    ("administrative appeal", ("kammarratt",)),
    ("district", ("tingsratt", "district court", "crown court", "county court")),
    ("administrative", ("forvaltningsratt", "administrative court")),
    ("magistrates", ("magistrate",)),
    ("high", ("high court",)),
)


def court_tier(name: str) -> str:
    """The tier of a court its name says ("Göta hovrätt": appeal, "Kalmar
    tingsrätt": district), or "" (a special court, a kind none says)."""
    folded = fold(name)
    return next(
        (tier for tier, stems in _COURT_TIERS if any(s in folded for s in stems)), ""
    )


@lru_cache(maxsize=20_000)
def ordinary_word(folded: str, language: str) -> bool:
    """A word of the language's everyday vocabulary that no name list holds
    ("Co-operative", "Counties", "Resorts"): it says what kind of body it is, and
    stays."""
    from wordfreq import zipf_frequency

    lex = names()
    if folded in lex.given_gender or folded in lex.surnames:
        return False
    if folded in places().city_of_name or folded in places().country_of_name:
        return False
    if (
        language == "sv"
        and folded.endswith("s")
        and (folded[:-1] in places().city_of_name or folded[:-1] in lex.surnames)
    ):
        return False  # "Halmstads", "Lindbergs": a town's or a name's genitive
    frequency = zipf_frequency(folded, language)
    if language == "en" and frequency >= 2.0 and folded.endswith(_TRADE_SUFFIXES):
        return True  # "Opticians", "Orthodontics", "Lettings": what the firm does
    if language == "sv" and frequency >= 2.0 and folded.endswith(_SV_ADJECTIVE_ENDINGS):
        # "Meteorologiska institutet", "Kemiska Bolaget": an adjective, no name
        return True
    if language == "en" and frequency >= 1.5 and folded.endswith(_NOUN_SUFFIXES):
        # "Residential Tenancies Branch", "School of Geosciences": a derived noun
        # says what the body does; no name ends so
        return True
    return frequency >= 3.5


def head_noun(folded: str) -> bool:
    """The last word of a name that is an English noun, no name a list holds
    ("Regatta", "Marathon", "Workbook"): what kind of thing the name is, kept."""
    from wordfreq import zipf_frequency

    lex = names()
    if folded in lex.given_gender or folded in lex.surnames or len(folded) < 4:
        return False
    if folded in places().country_of_name:
        return False
    return zipf_frequency(folded, "en") >= 2.5


def trade_word(folded: str, language: str) -> bool:
    """A word of a firm's name that says what the firm is or does: an ordinary
    word, the plural of one ("removals"), or a Swedish compound whose head names a
    kind of body ("trafikskola")."""
    if len(folded) < 4:
        return False
    if ordinary_word(folded, language):
        return True
    if language == "sv":
        return _sv_kind_word(folded) or _sv_trade(folded)
    return folded.endswith("s") and ordinary_word(folded[:-1], language)


def _sv_trade(folded: str) -> bool:
    """A Swedish word of every other day that no name or place list holds
    ("Inkasso", "Elnät", "Plantskola"): a trade before a legal form."""
    from wordfreq import zipf_frequency

    lex = names()
    if folded in lex.given_gender or folded in lex.surnames or folded.endswith("s"):
        return False  # "Bergslagens", "Lindbergs": a genitive is a name's
    for stem in (folded, folded[:-1] if folded.endswith("s") else folded):
        if stem in places().city_of_name or stem in places().region_names:
            return False  # "Bergslagens": a region's genitive is the name
    return zipf_frequency(folded, "sv") >= 2.5


# Endings of English nouns that name a trade or a service, rare as names.
_TRADE_SUFFIXES = ("ians", "ics", "ings", "ists", "eries", "ery", "ers", "ity")
# The letters Swedish texts name the Riksdag's parties by ("S", "M", "KD", "SD").
_SV_PARTY_LETTERS = ("S", "M", "C", "V", "L", "KD", "MP", "SD")
_PARTY_CONTEXT = re.compile(
    r"\b(?:röst\w*|parti\w*|budget\w*|majoritet\w*|oppositionen|styret|"
    r"kommunfullmäktige|riksdag\w*|regering\w*|valet|koalition\w*|"
    r"(?:[A-ZÅÄÖ]{1,2})(?:\s*,\s*|\s+och\s+)(?:[A-ZÅÄÖ]{1,2})\b)",
)


def _other_party(doc: _Doc, text: str, draw: _Draw) -> tuple[str, str] | None:
    """ "S och M röstade ja": a Swedish party's letters, another party's; None when
    ``text`` is no party's letters (see ``_party_letters``)."""
    party = _party_letters(doc, text)
    if not party:
        return None
    pool = [p for p in party if p != text]
    return draw.choose("acronym", fold(text), pool), "a party's letters for a party's"


def _party_letters(doc: _Doc, text: str) -> tuple[str, ...]:
    """The Swedish party letters when ``text`` is one of them in a text about
    politics (a vote, a party, a budget, a council, or two party letters side by
    side); () otherwise: "S" in a Swedish text is not always a party."""
    if doc.language != "sv" or text not in _SV_PARTY_LETTERS:
        return ()
    return _SV_PARTY_LETTERS if _PARTY_CONTEXT.search(doc.text) else ()


# Heads of Swedish compounds that name an area a body covers ("Polisområde").
_SV_AREA_HEADS = ("område", "distrikt", "avdelning", "sektion")
# A Swedish body named by its field: "Meteorologiska institutet", "Tekniska museet".
_SV_FIELD_BODY = re.compile(r"^([A-ZÅÄÖ][a-zåäö]+iska) ([a-zåäö]+)$")
_SV_FIELD_ADJECTIVES = (
    "Geologiska", "Kemiska", "Fysiska", "Biologiska", "Historiska", "Tekniska",
    "Medicinska", "Statistiska", "Geografiska", "Ekonomiska", "Sociologiska",
    "Psykologiska", "Zoologiska", "Botaniska", "Astronomiska", "Arkeologiska",
    "Etnografiska", "Hydrologiska", "Seismologiska", "Filosofiska",
)  # fmt: skip
# Endings of Swedish adjectives ("meteorologiska", "kommunala", "statliga").
_SV_ADJECTIVE_ENDINGS = ("iska", "iske", "liga", "lige", "ala", "ella", "ära", "tiva")
# Endings of English derived nouns (and their plurals), which no name has.
_NOUN_SUFFIXES = tuple(
    stem + plural
    for stem in ("ancy", "ency", "ment", "ness", "tion", "sion", "ship", "hood",
                 "ology", "ism")
    for plural in ("", "s")
) + ("ances", "ences", "ancies", "encies", "ologies", "ities")  # fmt: skip


@lru_cache(maxsize=64)
def public_bodies(original: str) -> list[str]:
    """English public bodies of ordinary words with the head of ``original``
    ("Water Resources Agency" for "Water Security Agency"): where no listed body
    shares its remit, one of these may (remits.py)."""
    head = original.split()[-1] if original.split() else ""
    if fold(head) not in _PUBLIC_HEADS:
        return []
    return [f"{m} {head}" for m in _PUBLIC_REMITS if fold(m) not in fold(original)]


# Kinds whose real names carry what their bearers do (a steelmaker, a fashion chain, a
# club of a famous league): a real one for another reads as a contradiction of the
# text ("Siemens runs the arts centre", "Bayern Munich of the League of Norway"), so
# an invented one comes first and the real ones after.
INVENTED_FIRST = frozenset({"company", "team"})
# The words that end a club's name and stay ("Castletown Rovers" -> "Kilmore Rovers")
_TEAM_TAILS = frozenset(
    "rovers united city athletic wanderers rangers town county albion celtic "
    "fc afc if ik bk ff sk fk bois".split()
)


# The Swedish party list's parties of other countries (organisations.tsv).
_FOREIGN_PARTIES_SV = frozenset(
    fold(p)
    for p in (
        "Republikanerna", "Demokraterna", "Kristdemokratiska unionen",
        "Labourpartiet", "Konservativa partiet", "Dansk Folkeparti",
        "Sannfinländarna", "Svenska folkpartiet", "Samlingspartiet",
        "Arbeiderpartiet", "Fremskrittspartiet", "Socialistisk Folkeparti",
        "Alternativ för Tyskland",
    )
)  # fmt: skip


def pools_of(
    kind: str, language: str, original: str, listed: Sequence[str]
) -> tuple[list[str], tuple[str, ...]]:
    """The pool and the further pool of surrogates for ``original`` of ``kind``:
    the listed bodies first and invented ones after, or for INVENTED_FIRST kinds
    the other way round (a club keeps the word that ends its name)."""
    invented = invented_bodies(kind, language)
    if kind == "party" and language == "sv":
        # a party of a Swedish council stays a Swedish party, a Danish one Danish
        # ("Liberalerna" never "Socialistisk Folkeparti")
        foreign = fold(original) in _FOREIGN_PARTIES_SV
        listed = [p for p in listed if (fold(p) in _FOREIGN_PARTIES_SV) == foreign]
    if kind not in INVENTED_FIRST or not invented:
        return list(listed), invented
    words = original.split()
    if kind == "team" and len(words) >= 2 and fold(words[-1]) in _TEAM_TAILS:
        tail = words[-1]
        invented = tuple(
            dict.fromkeys(f"{b.rsplit(' ', 1)[0]} {tail}" for b in invented if " " in b)
        )
    # each original starts its draw at its own place in the list, so that the
    # bodies drawn do not all begin with the list's first surnames
    start = zlib.crc32(fold(original).encode()) % len(invented)
    return list(invented[start:] + invented[:start]), tuple(listed)


@lru_cache(maxsize=64)
def invented_bodies(kind: str, language: str) -> tuple[str, ...]:
    """Bodies of ``kind`` that exist in no list, their shapes taken in turn (a
    name's, a town's), from surnames of every initial."""
    shapes = INVENTED.get((kind, language), ())
    if not shapes:
        return ()
    country = LANGUAGE_COUNTRY.get(language, "GB")
    towns = [sv if language == "sv" else en for en, sv, _ in places().cities[country]]
    towns = [t for t in towns[10:70] if " " not in t]
    every = names().by_locale[language].surnames
    surnames = list(every[:: max(1, len(every) // 60)][:60])
    prefixes = SV_COMPOUND_PREFIXES if language == "sv" else PREFIXES_EN
    by_shape: list[list[str]] = []
    for shape in shapes:
        if "{prefix}" in shape:
            by_shape.append([shape.format(prefix=prefix) for prefix in prefixes])
        elif "{town}" in shape:
            by_shape.append([shape.format(town=town) for town in towns])
        else:
            by_shape.append([shape.format(name=name) for name in surnames])
    out: dict[str, None] = {}
    for row in zip_longest(*by_shape):
        out.update((body, None) for body in row if body is not None)
    return tuple(out)
