"""The last rules of each category: phrases read part by part, sentences, and typed
guesses for what no list places, each with a confidence.

A typed guess is of the kind the category says (a person's name for a PERSON span, a
town for a place, a body for an organisation, a name-like word for a proper name),
drawn through the project's memory like every other surrogate, so one original keeps
one guess and two originals never share one. It is marked with a low confidence and a
reason that starts "typed guess", so a curator can find it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from ..types import EngineError
from .core import NEAR, RuleBase, _Doc, _Draw, vowel_sound
from .formats import DAY_KEPT
from .kinds import Composed, label_kind
from .lexicon import (
    GENERIC_WORDS,
    LANGUAGE_COUNTRY,
    common_words,
    kinds,
    names,
    organisations,
    places,
)
from .nearest import looks_plural, nearest_for, treebank_pos
from .organisations import pools_of, sv_compound
from .other import (
    inflect_occupation,
    occupation_fields,
    occupation_parts,
    swedish_occupation,
)
from .remits import portfolio_variants, remit_tiers
from .text import copy_case, fold

# How sure a rule is that kind, form and agreement are right, by rule; a reason that
# says the draw was redone or is a guess lowers it.
CONFIDENCE = {
    "_person": 0.9,
    "_person_in_disguise": 0.75,
    "_handle": 0.85,
    "_username": 0.8,
    "_hashtag": 0.7,
    "_known_place": 0.9,
    "_place": 0.8,
    "_place_or_none": 0.7,
    "_demonym_whole": 0.85,
    "_demonym": 0.85,
    "_organisation": 0.8,
    "_listed_body": 0.9,
    "_known_body": 0.8,
    "_brand": 0.55,
    "_acronym": 0.75,
    "_places_in": 0.7,
    "_occupation": 0.85,
    "_condition": 0.8,
    "_listed": 0.85,
    "_language_tag": 0.9,
    "_domain": 0.85,
    "_degree": 0.85,
    "_datetime": 0.9,
    "_datetime_whole": 0.85,
    "_numbers": 0.8,
    "_code": 0.9,
    "_code_if_digits": 0.75,
    "_phrase": 0.6,
    "_sentence": 0.4,
    "_ordinal": 0.6,
    "_fraction": 0.6,
    "_typed_guess": 0.45,
    "_guess_person": 0.35,
    "_guess_place": 0.35,
    "_guess_organisation": 0.35,
    "_guess_time": 0.3,
    "_duration": 0.75,
    "_guess_count": 0.35,
    "_guess_name_like": 0.3,
    "_guess_person_noun": 0.4,
    "_guess_nearest": 0.3,
    "_guess_role": 0.4,
    "_guess_work": 0.3,
}


def confidence_of(rule: str, reason: str) -> float:
    value = CONFIDENCE.get(rule, 0.7)
    if "unknown place" in reason or "a name-like one" in reason:
        value = min(value, 0.5)
    if reason == DAY_KEPT:
        value = 0.85  # the text's dates move with it: sure of kind, form and tense
    if reason == "an ordinal moved by a few":
        value = 0.6  # "tolfte dagen" -> "trettonde dagen": the form is sure
    if "redrawn" in reason:
        value -= 0.1
    return round(max(0.05, min(1.0, value)), 2)


# Heads of organisation names -> the kind of body to draw for a typed guess.
ORG_HEADS = (
    ("court", ("court", "tribunal", "domstol", "tingsrätt", "hovrätt", "rätten")),
    (
        "university",
        (
            *("university", "universitet", "högskola", "college", "institute"),
            *("universidad", "universidade", "université", "universitas"),
        ),
    ),
    ("school", ("school", "skola", "skolan", "gymnasium", "academy", "akademi")),
    ("hospital", ("hospital", "clinic", "sjukhus", "klinik", "vårdcentral")),
    (
        "ministry",
        (
            *("ministry", "departement", "ministerio", "ministério", "ministère"),
            *("kementerian", "cancillería", "cancilleria", "ministeriet"),
        ),
    ),
    ("police", ("police", "polis", "gendarmerie", "guard", "security")),
    (
        "agency",
        (
            *("agency", "authority", "board", "office", "bureau", "directorate"),
            *("council", "assembly", "myndighet", "verket", "nämnd", "styrelse"),
            *("inspektion", "råd", "rådet", "fullmäktige", "commission", "embassy"),
            *("ambassad", "dirección", "direção", "secretaría", "secretaria"),
            *("secretariado", "defensoría", "defensoria", "comisión", "comissão"),
            *("agencia", "autoridad", "instituto nacional", "migración", "migracion"),
            *("executive", "parliament", "senate", "congress"),
            *("legislature", "riksdag", "tinget", "landsting"),
        ),
    ),
    ("party", ("party", "partiet", "parti")),
    ("union", ("union", "förbund", "facket", "fackförbund")),
    (
        "media",
        (
            *("news", "times", "post", "tidning", "radio", "tv", "magazine"),
            *("journal", "press", "blog", "blogg", "media", "noticias", "diario"),
            *("habar", "suara", "gazeta", "novosti"),
        ),
    ),
    ("team", ("fc", "if", "ik", "united", "club", "klubb")),
    ("religious", ("church", "kyrka", "mosque", "moské", "temple", "synagogue")),
    (
        "ngo",
        (
            *("foundation", "stiftelse", "association", "förening", "network"),
            *("nätverk", "movement", "rörelse", "committee", "kommitté"),
            *("organization", "organisation", "organisationen", "programme"),
            *("watch", "alliance", "coalition", "initiative", "project", "mothers"),
            *("parents", "women", "asociación", "asociacion", "associação", "rede"),
            *("red de", "aliansi", "fundación", "fundacion", "federación", "colectivo"),
            *("corazones", "frente", "institute for", "centre for", "center for"),
        ),
    ),
)
# A political party's words: a creed and a body of people ("United Democratic
# Alliance", "Orange Democratic Movement", "National Democratic Congress").
_PARTY_WORDS = re.compile(
    r"\b(?:democratic|democrats|socialist|liberal|conservative|labour|republican|"
    r"progressive|nationalist|communist|green|demokratiska|socialistiska)\b"
)
_PARTY_HEADS = re.compile(
    r"\b(?:alliance|congress|movement|front|party|league|union|alliansen|partiet)$"
)
_NAME_COMPOUND = re.compile(r"^([A-ZÀ-ÞĀ-Ž][\w'’]+)-([a-zåäöéü]\w+)$")
_AGENT_SUFFIXES = {
    "en": ("er", "or", "ist", "ant", "ent", "ian", "ers", "ors", "ists", "ants"),
    "sv": (
        *("are", "ist", "ör", "ent", "ant", "iker", "erska", "är"),
        *("ister", "örer", "ärer", "enter", "anter", "iker"),
    ),
}
# Swedish person nouns' endings: (ending, form), longest first ("bloggarna",
# "reportern", "volontärer").
_SV_PERSON_FORMS = (
    ("arna", "pldef"),
    ("erna", "pldef"),
    ("na", "pldef"),
    ("en", "def"),
    ("n", "def"),
    ("er", "pl"),
    ("ar", "pl"),
)
_SV_AGENT = ("are", "ist", "ör", "ent", "ant", "iker", "är", "or", "and")
_SV_AGENT_FOLDED = tuple(fold(s) for s in _SV_AGENT)
# Swedish endings of words for people by their work ("väverska", "bankanställd",
# "presstalesperson", "avdelningschef"), and words with such an ending that name a
# thing ("dialog", "skrivare").
_SV_PERSON_ENDINGS = tuple(
    fold(s)
    for s in (
        *_SV_AGENT,
        *("erska", "sköterska", "skötare", "läkare", "anställd", "anställda"),
        *("person", "ansvarig", "chef", "olog", "man", "biträde", "ledare"),
    )
)
_SV_NOT_PEOPLE = tuple(
    fold(s)
    for s in (
        *("dialog", "katalog", "monolog", "prolog", "epilog", "analog"),
        *("skrivare", "brytare", "kylare", "högtalare", "hängare", "tändare"),
        *("kontor", "motor", "sektor", "faktor", "roman", "dokument", "procent"),
        *("parlament", "moment", "argument", "instrument", "element", "elefant"),
        *("diamant", "variant", "affär", "karriär", "formulär"),
    )
)
# A rank that is also a name ("Junior") for one of the same level.
_RANK_SWAPS = {"junior": "trainee", "senior": "chief"}
# What follows an occupation's head: "lärare i matematik", "teacher of music".
_OCCUPATION_PREPS = frozenset("of in at for with i på vid för inom med hos".split())
_JOINERS = frozenset(("and", "och", "&", "or", "eller"))
# Words before an occupation that say its rank, not its field: they stay ("junior
# analyst" -> "junior economist", "pensionerad lärare").
_OCCUPATION_RANKS = frozenset(
    fold(w)
    for w in (
        *("senior", "junior", "chief", "deputy", "acting", "retired", "former"),
        *("trainee", "apprentice", "pensionerad", "pensionerade", "förre"),
        *("biträdande", "ställföreträdande", "tillförordnad", "blivande"),
    )
)
_COUNT_WORDS = re.compile(
    r"^(?:ett |some |several )?\w*(?:tal|tals|hundreds|thousands|dozens|millions|"
    r"scores|tusentals|hundratals|miljontals)$",
    re.IGNORECASE,
)
_NUMBER_WORDS = {
    "en": dict(
        zip(
            "one two three four five six seven eight nine ten eleven twelve".split(),
            range(1, 13),
            strict=True,
        )
    ),
    "sv": dict(
        zip(
            "en två tre fyra fem sex sju åtta nio tio elva tolv".split(),
            range(1, 13),
            strict=True,
        )
    ),
}
_SV_UNITS = {
    "dag": "dag",
    "dagar": "dag",
    "vecka": "vecka",
    "veckor": "vecka",
    "månad": "månad",
    "månader": "månad",
    "år": "år",
    "timme": "timme",
    "timmar": "timme",
}
_SV_PLURALS = {
    "dag": "dagar",
    "vecka": "veckor",
    "månad": "månader",
    "år": "år",
    "timme": "timmar",
}
_DURATION = re.compile(
    r"^(an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|en|ett|"
    r"två|tre|fyra|fem|sex|sju|åtta|nio|tio|elva|tolv|\d{1,2})\s+"
    r"(hours?|days?|weeks?|months?|years?|timmar|timme|dagar|dag|veckor|vecka|"
    r"månader|månad|år)$",
    re.IGNORECASE,
)
_ABOUT_STEPS = (
    *("tio", "tjugo", "trettio", "fyrtio", "femtio", "sextio", "sjuttio"),
    *("åttio", "nittio", "hundra"),
)
_ABOUT = re.compile(rf"^(ett )({'|'.join(_ABOUT_STEPS)})tal$", re.IGNORECASE)
RELATIVE_TIMES = {
    "en": (
        "earlier that year",
        "the previous spring",
        "later that month",
        "the following autumn",
        "a few weeks later",
        "that winter",
    ),
    "sv": (
        "tidigare samma år",
        "våren innan",
        "senare samma månad",
        "hösten därpå",
        "några veckor senare",
        "den vintern",
    ),
}
# The scale a relative time speaks of, by its words (folded), and others of it.
_TIME_SCALES = {
    "day": """day days yesterday today tomorrow tonight morning evening dag dagen
    dagar igar idag imorgon morgon ikvall forrgar""".split(),
    "week": "week weeks weekend vecka veckan veckor helgen".split(),
    "month": "month months manad manaden manader".split(),
    "year": "year years fjol aret ar".split(),
}
# Words that make a time relative to another ("last", "förra", "sedan", "i fjol").
_RELATIVE_MARKERS = frozenset(
    """last next this previous ago yesterday today tomorrow tonight
    forra nasta denna detta sedan fjol igar idag imorgon ikvall forrgar""".split()
)
_SCALED_TIMES = {
    ("day", "en"): (
        "the day before",
        "two days earlier",
        "earlier that day",
    ),
    ("day", "sv"): (
        "dagen innan",
        "två dagar tidigare",
        "tidigare samma dag",
    ),
    ("week", "en"): (
        "the week before",
        "two weeks earlier",
        "earlier that week",
    ),
    ("week", "sv"): (
        "veckan innan",
        "två veckor tidigare",
        "tidigare samma vecka",
    ),
    ("month", "en"): ("the month before", "two months earlier", "earlier that month"),
    ("month", "sv"): ("månaden innan", "två månader tidigare", "tidigare samma månad"),
    ("year", "en"): ("the year before", "two years earlier", "earlier that year"),
    ("year", "sv"): ("året innan", "två år tidigare", "tidigare samma år"),
}
# The same, on the other sides of the text's time: later ones for a time to come
# ("later this month", "i nästa vecka"), ones of the present for the present ("i
# dag", "tonight"), so that the tense of the sentence still holds.
_SCALED_TIMES_AHEAD = {
    ("day", "en"): ("the day after", "two days later", "later that day"),
    ("day", "sv"): ("dagen efter", "två dagar senare", "senare samma dag"),
    ("week", "en"): ("the week after", "two weeks later", "later that week"),
    ("week", "sv"): ("veckan efter", "två veckor senare", "senare samma vecka"),
    ("month", "en"): ("the month after", "two months later", "later that month"),
    ("month", "sv"): ("månaden efter", "två månader senare", "senare samma månad"),
    ("year", "en"): ("the year after", "two years later", "later that year"),
    ("year", "sv"): ("året efter", "två år senare", "senare samma år"),
}
_SCALED_TIMES_NOW = {
    ("day", "en"): ("earlier today", "this afternoon", "this morning", "tonight"),
    ("day", "sv"): ("tidigare i dag", "i eftermiddag", "i morse", "i kväll"),
    ("week", "en"): ("this week", "earlier this week"),
    ("week", "sv"): ("den här veckan", "tidigare i veckan"),
    ("month", "en"): ("this month", "earlier this month"),
    ("month", "sv"): ("den här månaden", "tidigare i månaden"),
    ("year", "en"): ("this year", "earlier this year"),
    ("year", "sv"): ("i år", "tidigare i år"),
}
# Words that put a time ahead of the text's or in its present (folded).
_AHEAD_MARKERS = frozenset(
    """next later following after tomorrow coming upcoming
    nasta senare efter darpa imorgon kommande""".split()
)
_NOW_MARKERS = frozenset("today tonight this idag ikvall imorse denna detta".split())
_GENERAL_AHEAD = {
    "en": ("later that month", "the following autumn", "a few weeks later"),
    "sv": ("senare samma månad", "hösten därpå", "några veckor senare"),
}
# Kinds a word of a phrase is never read as: "is" and "vi" are words, not tags.
_BARE = frozenset({"language_tag", "slogan", "hashtag", "domain"})
_WORDS = re.compile(r"[\w'’-]+|[^\w\s]+|\s+")
_SENTENCE_END = re.compile(r"[.!?]['\"”’)]*$")
_QUOTED = re.compile(
    r"^(?P<open>[\"“”„«»'‘’])(?P<inner>[^\"“”„«»]*?\w[^\"“”„«»]*?)"
    r"(?P<mark>[.!?,]*)(?P<close>[\"“”„«»'‘’])$"
)
# A slogan written without quotes: two to eight words of which the first alone is
# capitalised, with a comma between two halves ("No crew, no ferry", "Inga löner,
# inga färjor") — a name has no comma in the middle.
_SLOGAN = re.compile(
    r"[A-ZÅÄÖ][a-zåäöé']+(?: [a-zåäöé']+)*, [a-zåäöé']+(?: [a-zåäöé']+){0,5}[.!]?"
)
# Words a text says a slogan with ("the union's slogan", "chanted", "paroll")
_SLOGAN_CUE = re.compile(
    r"(?i)\b(?:slogans?|motto|chant\w*|banners?|placards?|signs? read|campaign|"
    r"paroll\w*|plakat\w*|banderoll\w*|ropade|skanderade|kampanj\w*)"
)
_SMALL_WORDS = frozenset("a an the of in on for and or to is not och i på av".split())
# Function words that tell a quotation's language when it differs from the text's.
_STOPWORDS = {
    "en": frozenset(
        """the a an is are was were be not no we you they our your of to in on for
        with and or but this that it my me us do does will can from""".split()
    ),
    "sv": frozenset(
        """är var inte ingen inga vi ni de dem vår våra er och att det den en ett
        för till på med av om som jag du min mitt mina oss ska kan""".split()
    ),
}


# The heads of events' names: a Swedish compound ends in one (definite or not),
# an English name's last word is one.
_EVENT_HEADS = {
    "sv": (
        *("mässa", "mässan", "festival", "festivalen", "vecka", "veckan", "loppet"),
        *("spelen", "galan", "gala", "konferensen", "toppmötet", "dagen", "cupen"),
        *("karnevalen", "marknaden", "kongressen", "dag"),
    ),
    "en": (
        *("festival", "fair", "week", "day", "games", "summit", "conference"),
        *("marathon", "cup", "championship", "championships", "carnival", "expo"),
        *("congress", "gala", "olympiad", "derby", "biennale", "tournament"),
    ),
}


_ADJECTIVE_ENDINGS = {
    "en": ("ous", "ive", "ical", "ful", "less", "able", "ible"),
    "sv": ("iska", "ska", "liga", "lig", "iga", "ig", "isk"),
}
# Ranks before a job title that stay: "Senior Graphic Designer".
_RANKS = frozenset(
    "senior junior lead principal chief head associate assistant deputy".split()
)
_PLATFORM_CUES = frozenset(
    """platform forum site website app network plattform plattformen forumet
    sajten webbplatsen appen natverket""".split()
)
_PREPOSITIONS = frozenset("of for on in about av för på i om över".split())
_ORDINALS = {
    "en": (
        *("first", "second", "third", "fourth", "fifth", "sixth", "seventh"),
        *("eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth"),
        *("fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth"),
        *("nineteenth", "twentieth"),
    ),
    "sv": (
        *("första", "andra", "tredje", "fjärde", "femte", "sjätte", "sjunde"),
        *("åttonde", "nionde", "tionde", "elfte", "tolfte", "trettonde"),
        *("fjortonde", "femtonde", "sextonde", "sjuttonde", "artonde"),
        *("nittonde", "tjugonde"),
    ),
}


def _shift_ordinal(text: str, language: str, draw: _Draw) -> str | None:
    """``text`` with its first ordinal word moved by one to three ("fourteenth"
    -> "fifteenth"), or None when it has none."""
    ordinals = _ORDINALS.get(language, ())
    words = text.split(" ")
    for i, word in enumerate(words):
        lower = word.lower()
        if lower not in ordinals:
            continue
        at = ordinals.index(lower)
        near = [
            ordinals[j]
            for j in range(max(1, at - 3), min(len(ordinals), at + 4))
            if j != at
        ]
        words[i] = copy_case(word, draw.rng.choice(near))
        return " ".join(words)
    return None


# Shares written in words, by value: "a quarter" -> "a third", "hälften" -> "en
# tredjedel". Each language's forms, the article or number word included; the
# value says which are near.
_FRACTIONS: dict[str, tuple[tuple[str, float], ...]] = {
    "en": (
        ("a tenth", 0.1),
        ("a ninth", 1 / 9),
        ("an eighth", 0.125),
        ("a seventh", 1 / 7),
        ("a sixth", 1 / 6),
        ("a fifth", 0.2),
        ("a quarter", 0.25),
        ("a third", 1 / 3),
        ("two-fifths", 0.4),
        ("half", 0.5),
        ("three-fifths", 0.6),
        ("two-thirds", 2 / 3),
        ("three-quarters", 0.75),
        ("four-fifths", 0.8),
    ),
    "sv": (
        ("en tiondel", 0.1),
        ("en niondel", 1 / 9),
        ("en åttondel", 0.125),
        ("en sjundedel", 1 / 7),
        ("en sjättedel", 1 / 6),
        ("en femtedel", 0.2),
        ("en fjärdedel", 0.25),
        ("en tredjedel", 1 / 3),
        ("två femtedelar", 0.4),
        ("hälften", 0.5),
        ("tre femtedelar", 0.6),
        ("två tredjedelar", 2 / 3),
        ("tre fjärdedelar", 0.75),
        ("fyra femtedelar", 0.8),
    ),
}
# "half a percentage point" -> "a quarter of a percentage point"
_HALF_A = re.compile(r"^half (an?) ", re.IGNORECASE)


def _shift_fraction(text: str, language: str, draw: _Draw) -> str | None:
    """``text`` with the share it opens with moved to a near one (half to two
    times as large), its capital kept; None when it opens with none."""
    table = _FRACTIONS.get(language, ())
    lower = (
        text.lower()
        .replace("two thirds", "two-thirds")
        .replace("three quarters", "three-quarters")
    )
    half_a = _HALF_A.match(text) if language == "en" else None
    if half_a is not None:
        form, value = "half", 0.5
    else:
        opening = [(f, v) for f, v in table if lower == f or lower.startswith(f + " ")]
        if not opening:
            return None
        form, value = max(opening, key=lambda f: len(f[0]))
    near = [f for f, v in table if f != form and value / 2 <= v <= value * 2]
    if not near:
        return None
    new = draw.rng.choice(near)
    if half_a is not None:
        rest = text[half_a.end() :]
        return copy_case(text[:1], new[:1]) + new[1:] + f" of {half_a.group(1)} {rest}"
    return copy_case(text[:1], new[:1]) + new[1:] + text[len(form) :]


def _event_head(text: str, language: str) -> str:
    """The event head a name ends in ("mässan", "festival"), or ""."""
    last = text.split()[-1].lower() if text.split() else ""
    for head in sorted(_EVENT_HEADS.get(language, ()), key=len, reverse=True):
        if last.endswith(head):
            return head
    return ""


def looks_like_event(text: str, language: str) -> bool:
    """Whether a name is shaped as an event's: "Bokmässan", "Almedalsveckan"
    (a capitalised Swedish compound with an event's head, or a lower-case one
    after a genitive: "pressfrihetens dag"), "Harbour Jazz Festival" (a
    capitalised English name ending in one)."""
    words = text.split()
    if not words:
        return False
    last = words[-1].lower().strip(".,;:")
    heads = _EVENT_HEADS.get(language, ())
    if language == "sv":
        if len(words) == 1:
            return text[:1].isupper() and any(
                last.endswith(h) and len(last) > len(h) + 2 for h in heads
            )
        if last in ("dag", "dagen") and words[-2].lower().endswith("s"):
            return True  # "pressfrihetens dag", "FN:s dag"
        return any(last.endswith(h) and len(last) > len(h) + 2 for h in heads)
    return len(words) >= 2 and words[-1][:1].isupper() and last in heads


def quote_language(text: str, default: str) -> str:
    """The language a quotation is in, by its function words ("Education is not
    for sale" in a Swedish text is English); ``default`` when they do not say."""
    words = [w.lower() for w in re.findall(r"\w+", text)]
    votes = {lang: sum(w in stop for w in words) for lang, stop in _STOPWORDS.items()}
    best = max(votes, key=lambda lang: votes[lang])
    if votes[best] >= 2 and votes[best] > 2 * votes.get(default, 0):
        return best
    return default


def _foreign(text: str) -> bool:
    """A quotation mostly of words neither English nor Swedish lists know."""
    words = [fold(w) for w in re.findall(r"[^\W\d_]+", text)]
    if not words:
        return False
    known = common_words()
    return sum(w in known or len(w) <= 2 for w in words) * 2 < len(words)


def _first_word_lowered(rules: RuleBase, doc: _Doc, text: str) -> tuple[str, str]:
    """``text`` with its first word lower-cased when it is no name the document,
    the memory, a country or a city of 100,000 gives ("Elden läser inte": "Elden"
    is a village abroad too), and that word; (``text``, "") when it stays."""
    match = re.search(r"[^\W\d_][\w'’-]*", text)
    if match is None or not match.group(0)[:1].isupper():
        return text, ""
    word = match.group(0)
    key = fold(word)
    lex = places()
    if (
        key in doc.name_roles
        or rules.memory.get("surname", key) is not None
        or rules.memory.get("given", key) is not None
        or key in lex.country_of_name
        or any(lex.cities[c][i][2] >= 100_000 for c, i in lex.city_of_name.get(key, ()))
    ):
        return text, ""
    start, end = match.span()
    return text[:start] + word.lower() + text[end:], word


def _title_case(text: str) -> bool:
    """ "We Are Not Machines": most words written with a capital."""
    words = [w for w in text.split() if w[:1].isalpha()]
    if len(words) < 2:
        return False
    big = sum(w[:1].isupper() for w in words if w.lower() not in _SMALL_WORDS)
    return big >= max(2, len(words) - 1)


class GuessRules(RuleBase):
    """Phrases part by part, sentences, and typed guesses of the span's kind."""

    def _phrase(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        """A phrase of ordinary words with listed words of a kind inside ("a
        part-time taxi driver", "his eldest brother"): those words are replaced,
        the rest is kept."""
        tokens = _WORDS.findall(original)
        words = [i for i, t in enumerate(tokens) if t.strip() and t[0].isalnum()]
        if len(words) < 2:
            return None
        changed = False
        kinds_seen: set[str] = set()
        out = list(tokens)
        done: set[int] = set()
        lex = kinds()
        occupations = places().occupation_of
        jobs: list[tuple[int, int, str]] = []
        for size in (3, 2, 1):
            for n in range(len(words) - size + 1):
                chosen = words[n : n + size]
                if done.intersection(chosen):
                    continue
                first, last = chosen[0], chosen[-1]
                phrase = "".join(tokens[first : last + 1])
                folded = fold(phrase)
                listed = [k for k in lex.kind_of.get(folded, ()) if k[0] not in _BARE]
                found = None
                if listed:
                    found = self._listed(doc, phrase, draw)
                elif (
                    folded in occupations
                    or folded.rstrip("s") in occupations
                    or size == 1
                    and doc.language == "sv"
                    and swedish_occupation(folded) is not None
                ):
                    # an occupation waits: beside a field ("law student") the
                    # field alone changes
                    jobs.append((first, last, phrase))
                    done.update(range(first, last + 1))
                    continue
                elif size == 1:
                    found = self._demonym(doc, phrase, draw)
                if found is None:
                    continue
                out[first] = found[0]
                for i in range(first + 1, last + 1):
                    out[i] = ""
                done.update(range(first, last + 1))
                kinds_seen.add(found[1].split(" for ")[0].split(" of ")[0])
                changed = True
        if "field" not in kinds_seen:
            for first, last, phrase in jobs:
                found = self._occupation(doc, phrase, draw)
                if found is None:
                    continue
                out[first] = found[0]
                for i in range(first + 1, last + 1):
                    out[i] = ""
                kinds_seen.add("occupation")
                changed = True
        if not changed:
            return None
        return "".join(out), f"{'/'.join(sorted(kinds_seen))} replaced, the rest kept"

    def _sentence(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A span that is a sentence, or a quoted word, slogan or title: its names,
        places and numbers are replaced and its words kept; with none, a quotation
        is another of the same length in its own language (never empty, never a
        word cut up)."""
        words = original.split()
        quoted = _QUOTED.match(original)
        if (
            quoted is None
            and _SLOGAN.fullmatch(original)
            and _SLOGAN_CUE.search(
                doc.text[max(0, doc.end - len(original) - 80) : doc.end + 40]
            )
        ):
            # "No crew, no ferry": a slogan unquoted, another slogan, unquoted
            as_quoted = _QUOTED.match(f'"{original}"')
            found = self._quotation(doc, as_quoted, draw) if as_quoted else None
            if found is not None:
                return found[0][1:-1], found[1]
        if quoted is None and (len(words) < 4 or not _SENTENCE_END.search(original)):
            return None
        if quoted is not None and _foreign(quoted.group("inner")):
            # "Che ñe'ẽ, che derecho", "Slovensko je Európa": a language the lists
            # do not read, whose capitals are no names ("Isabel ñe'ẽ" was one)
            return self._quotation(doc, quoted, draw, words=False)
        probe, first = _first_word_lowered(self, doc, original)
        if first and quoted is not None and fold(first) not in common_words():
            # a first word neither a name nor a word the lists know: the leak check
            # would refuse any sentence keeping it, and it names nobody
            return self._quotation(doc, quoted, draw)
        replaced = self._replace_words(doc, probe, draw)
        if replaced is not None and first:
            # "Elden läser inte": a sentence's first word is a name only if the
            # document, a country or a big city has it
            at = replaced.find(first.lower())
            if at >= 0:
                replaced = replaced[:at] + first + replaced[at + len(first) :]
        if replaced is not None and fold(replaced) != fold(original):
            return replaced, "sentence: its names and places replaced, its words kept"
        if quoted is None:
            return None
        return self._quotation(doc, quoted, draw)

    def _fraction(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """ "a quarter" -> "a third", "hälften" -> "en tredjedel", "half a
        percentage point" -> "a quarter of a percentage point": a share in words
        moved to a near one (it was a placeholder, or a time of year)."""
        if len(original.split()) > 6:
            return None
        shifted = _shift_fraction(original, doc.language, draw)
        return (shifted, "a share in words moved to a near one") if shifted else None

    def _ordinal(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        """ "fjärde" -> "femte", "the third" -> "the fifth": an ordinal word of a
        count label moved by a few (it was a placeholder)."""
        if len(original.split()) > 3:
            return None
        shifted = _shift_ordinal(original, doc.language, draw)
        return (shifted, "an ordinal moved by a few") if shifted else None

    def _quotation(
        self, doc: _Doc, quoted: re.Match[str], draw: _Draw, *, words: bool = True
    ) -> tuple[str, str] | None:
        """ "Education" -> "Medicine", "We are not a threat" -> "We want justice":
        a quoted word of the same kind, else a slogan of about the same length in
        the quotation's own language (an English slogan in a Swedish text stays
        English), its end mark and its capitals kept."""
        inner, mark = quoted.group("inner"), quoted.group("mark")
        language = quote_language(inner, doc.language)
        here = replace(doc, language=language) if language != doc.language else doc
        size = len(inner.split())
        if size == 1 and words:  # not "Jiwasan arusa" -> "Actress"
            for rule in (self._listed, self._guess_nearest):
                found = rule(
                    here, inner.lower() if rule != self._listed else inner, draw
                )
                if found is not None and found[0].strip():
                    word = found[0]
                    if inner[:1].isupper():
                        word = word[:1].upper() + word[1:]
                    return (
                        quoted.group("open") + word + mark + quoted.group("close"),
                        "quotation: a word of the same kind",
                    )
        slogans = kinds().words.get(("slogan", language), ())
        avoid = {fold(w) for w in re.findall(r"\w+", inner) if w[:1].isupper()}
        pool = sorted(
            (s for s in slogans if not avoid & {fold(w) for w in s.split()}),
            key=lambda s: abs(len(s.split()) - size),
        )
        if not pool:
            return None
        width = abs(len(pool[0].split()) - size) + 1
        near = [s for s in pool if abs(len(s.split()) - size) <= width]
        new = draw.choose("slogan", fold(inner), near, more=pool)
        if _title_case(inner):
            new = " ".join(
                w if w in _SMALL_WORDS else w[:1].upper() + w[1:] for w in new.split()
            )
            new = new[:1].upper() + new[1:]
        elif inner[:1].islower():
            new = new[:1].lower() + new[1:]
        return (
            quoted.group("open") + new + mark + quoted.group("close"),
            f"quotation: a slogan of about the same length ({language})",
        )

    def _guess_person(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A PERSON span that reads as no name ("the applicant's wife"): a full name,
        as a guess."""
        if not any(c.isalpha() for c in original):
            return None
        lists = names().by_locale[doc.language]
        given = lists.given
        surnames = lists.surnames
        rng = self.rng("guess-person", fold(original))
        pool = [f"{rng.choice(given)} {rng.choice(surnames)}" for _ in range(40)]
        new = draw.choose("guess-person", fold(original), pool)
        return new, "typed guess: a person's name (the span reads as no name)"

    def _guess_place(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A place no list knows and no shape fits: a town of the document's country."""
        lex = places()
        towns = lex.cities.get(doc.home) or lex.cities[LANGUAGE_COUNTRY[doc.language]]
        pool = [sv if doc.language == "sv" else en for en, sv, _ in towns[20:400]]
        new = draw.choose("place-word", fold(original), pool)
        return new, f"typed guess: a town of {doc.home} (no list knows this place)"

    def _guess_organisation(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """An organisation no rule placed: a listed body of the kind its words say
        (a court, a school), else a company."""
        folded = fold(original)

        def kind_in(part: str) -> str | None:
            return next(
                (
                    name
                    for name, heads in ORG_HEADS
                    if any(
                        re.search(
                            rf"\b{re.escape(fold(h))}|{re.escape(fold(h))}$", part
                        )
                        for h in heads
                    )
                ),
                None,
            )

        kind = kind_in(folded) or "company"
        if _PARTY_WORDS.search(folded) and _PARTY_HEADS.search(folded):
            kind = "party"  # "United Democratic Alliance", "National Liberal Front"
        # a name that ends in a hospital, school, court or university is one,
        # whatever its other words say ("University Teaching Hospital")
        head = kind_in(folded.split()[-1]) if folded.split() else None
        if head in ("hospital", "school", "court", "university"):
            kind = head
        if re.search(r"\b(?:school|skola|skolan)$", folded):
            kind = "school"  # "CMS College High School": a school, not a college
        lists = organisations().names
        pool = [
            b
            for b in lists.get((kind, doc.language)) or lists.get((kind, "en"), ())
            if not fold(b).startswith("the ")
        ]
        if kind == "ministry" and doc.language == "en":
            pool = [f"Ministry of {b}" for b in pool]
            named = re.match(r"^(?:the )?(.+?) Ministry$", original, re.IGNORECASE)
            variants = portfolio_variants(named.group(1)) if named else []
            if variants:
                # "Health Ministry" -> "Ministry of Public Health"
                new = draw.choose(
                    "org", folded, [f"Ministry of {v}" for v in variants], more=pool
                )
                return new, "typed guess: a ministry of the same portfolio"
        # a body of its remit; a company invented before a real one of another trade
        same, others = remit_tiers(original, pool)
        first, more = pools_of(kind, doc.language, original, same)
        new = self._choose_near(draw, "org", folded, original, first, (*more, *others))
        return new, f"typed guess: a {kind} (its words say so; no list knows it)"

    def _guess_time(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A time with no date in it ("the day before the hearing"): another vague
        time, as a guess; one of the same scale where the words say it ("i förra
        veckan" -> "veckan innan", never "den vintern"); an ordinal moved by a few
        ("tolfte dagen" -> "fjortonde dagen")."""
        shifted = _shift_ordinal(original, doc.language, draw)
        if shifted is not None:
            return shifted, "an ordinal moved by a few"
        deictic = _DEICTIC_DAY.get(doc.language, _DEICTIC_DAY["en"]).match(original)
        if draw.remember and (
            deictic is not None
            or _TODAYS.get(doc.language, _TODAYS["en"]).match(original)
        ):
            return original, DAY_KEPT  # its alternatives are the days beside it
        if deictic is not None:
            # "i går" -> "i förrgår", "tomorrow" -> "the day after tomorrow": a day
            # on the same side of the day the text is written, so its tense holds
            word = deictic.group("day")
            new_word = _OTHER_DAY[fold(word)]
            new = original[: deictic.start("day")] + copy_case(word[:1], new_word[:1])
            new += new_word[1:] + original[deictic.end("day") :]
            return new, "a day on the same side of the text's day"
        folded = fold(original)
        language = doc.language if doc.language in RELATIVE_TIMES else "en"
        general = list(RELATIVE_TIMES[language])
        pool = general
        words = folded.replace("i dag", "idag").replace("i kvall", "ikvall").split()
        ahead = any(w in _AHEAD_MARKERS for w in words)
        now = not ahead and any(w in _NOW_MARKERS for w in words)
        if ahead:
            pool = list(_GENERAL_AHEAD[language])
        if any(w in _RELATIVE_MARKERS | _AHEAD_MARKERS for w in words):
            # "i förra veckan", "last year": not a length of time ("drygt ett år");
            # one on the same side of the text's time ("later this month" never
            # "the month before")
            table = (
                _SCALED_TIMES_AHEAD
                if ahead
                else _SCALED_TIMES_NOW
                if now
                else _SCALED_TIMES
            )
            for scale, scale_words in _TIME_SCALES.items():
                if any(w in scale_words for w in words):
                    pool = [t for t in table[(scale, language)] if fold(t) != folded]
                    break
        # the general ones after, so two originals never share one
        more = [t for t in general if t not in pool]
        new = draw.choose("guess-time", folded, pool, more=more)
        return copy_case(original[:1], new[:1]) + new[1:], (
            "typed guess: a vague time (no date to move)"
        )

    def _duration(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """ "a year", "två veckor": another small number of the same unit."""
        match = _DURATION.match(original.strip())
        if match is None:
            return None
        count, unit = match.group(1).lower(), match.group(2).lower()
        language = "sv" if unit in _SV_UNITS else "en"
        numbers = _NUMBER_WORDS[language]
        value = 1 if count in ("a", "an", "en", "ett") else numbers.get(count, 0)
        if not value and count.isdigit():
            value = int(count)
        if not value:
            return None
        singular = (
            _SV_UNITS.get(unit, unit.rstrip("s"))
            if language == "sv"
            else (unit[:-1] if unit.endswith("s") else unit)
        )
        choices = [n for n in range(max(2, value - 3), value + 4) if n != value]
        new = choices[self.rng("duration", fold(original)).randrange(len(choices))]
        if not draw.remember:
            new = draw.rng.choice(choices)
        words = {v: k for k, v in numbers.items()}
        shown = str(new) if count.isdigit() or new not in words else words[new]
        plural = (
            _SV_PLURALS.get(singular, singular)
            if language == "sv"
            else (singular + "s")
        )
        return copy_case(original.strip()[:1], shown[:1]) + shown[1:] + " " + plural, (
            "a duration: another small number of the same unit"
        )

    def _guess_count(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        about = _ABOUT.match(original.strip())
        if about:
            # "ett tjugotal": another round number near it, in the same form
            index = _ABOUT_STEPS.index(about.group(2).lower())
            near = [
                s
                for s in _ABOUT_STEPS[max(0, index - 2) : index + 3]
                if s != about.group(2).lower()
            ]
            new = draw.choose("kind-count", fold(original), near)
            return about.group(1) + new + "tal", (
                "an approximate number near the original's"
            )
        """An amount in words no rule reads: a vague count of the same language."""
        if not _COUNT_WORDS.match(original.strip()) and self._label_kind != "count":
            return None
        words = kinds().words.get(("count", doc.language), ())
        pool = [w for w in words if fold(w) != fold(original)]
        if not pool:
            return None
        new = self._choose_near(draw, "kind-count", fold(original), original, pool)
        return new, "typed guess: a vague count (no number to move)"

    def _guess_role(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A title of office or a job no list has ("Chief Building Inspector",
        "Software Development Manager"): another role, as a guess."""
        words = original.rstrip(",.;: ").split()
        if not words or len(words) > 8:
            return None
        head = fold(words[-1])
        if "of" in (w.lower() for w in words):
            head = fold(words[0])  # "Minister of Agriculture"
        heads = _role_heads(doc.language)
        if head not in heads and head.rstrip("s") not in heads:
            return None
        tail_word = words[-1]
        if len(words) >= 2 and "of" not in (w.lower() for w in words):
            # "Environmental Consultant" -> "Financial Consultant", "Senior Graphic
            # Designer" -> "Senior Brand Designer": the head and the rank stay, the
            # field of work changes (a job's field, else a field of study)
            rank = ""
            while len(words) > 2 and fold(words[0]) in _RANKS:
                rank += words.pop(0) + " "
            fields = list(
                kinds().words.get(("domain", doc.language), ())
                or kinds().words.get(("field", doc.language), ())
            )
            modifier = " ".join(words[:-1])
            field = self._choose_near(
                draw, "kind-field", fold(modifier), modifier, fields
            )
            if modifier[:1].isupper():
                field = " ".join(w[:1].upper() + w[1:] for w in field.split(" "))
            elif modifier[:1].islower():
                field = field.lower()  # "junior analyst": not "Training analyst"
            return f"{rank}{field} {tail_word}", (
                "typed guess: the title's head kept, another field before it"
            )
        pool = list(kinds().words.get(("role", doc.language), ()))
        new = self._choose_near(
            draw,
            "kind-role",
            fold(original),
            original,
            pool,
            Composed(pool, "role", doc.language),
        )
        if original[:1].isupper():
            new = new[:1].upper() + new[1:]
        return new, "typed guess: a role (its head word says so; no list has it)"

    def _guess_nearest(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A phrase of ordinary words no list places ("reindeer", "winter grazing"):
        the nearest ordinary noun in meaning, of the same number; an adjective or
        an adverb ("foreign", "twice") the nearest of its part of speech. A phrase
        with an ordinal or a preposition keeps its shape: "fourteenth anniversary
        of the handover" -> "fifteenth ...", "årsdagen av överlämnandet" -> the
        noun after "av" alone changes."""
        body = original.strip()
        words = body.split()
        event = self._guess_event(doc, original, draw) if len(words) > 1 else None
        if event is not None:
            return event
        if not body[:1].islower() or len(words) > 6:
            return None
        if len(words) > 1:
            ordinal = _shift_ordinal(body, doc.language, draw)
            if ordinal is not None:
                return ordinal, "an ordinal moved, the rest of the phrase kept"
        if doc.language == "sv" and len(words) == 1:
            # "släktträff", "hemdialys", "komjölksproteinallergi": a compound is
            # the kind its head says; another compound of that head is one too
            same = _same_head_compound(body.lower())
            if same is not None:
                head, pool = same
                new = draw.choose("kind-compound", fold(body), pool)
                return copy_case(body, new), (
                    f"typed guess: a compound of the same head (-{head})"
                )
        if self._nearest_factory is None or len(words) > 5:
            return None
        path = self._ud_paths.get(doc.language, "")
        tag = treebank_pos(path).get(body.lower(), "") if len(words) == 1 else ""
        if (
            not tag
            and len(words) == 1
            and body.lower().endswith(_ADJECTIVE_ENDINGS.get(doc.language, ()))
        ):
            tag = "ADJ"  # "utländska", "mountainous": no treebank has them
        upos = tag if tag in ("ADJ", "ADV") else "NOUN"
        query, lead = body, ""
        if not tag and len(words) == 1 and doc.before:
            # a word no treebank has ("danced the halay"): read with the words
            # before it, which say what kind of thing it is
            window = doc.text[max(0, doc.end - len(body) - 40) : doc.end - len(body)]
            query = " ".join(window.split()[-3:] + [body])
        if len(words) > 2 and words[-2].lower() in _PREPOSITIONS:
            # "årsdagen av överlämnandet": the noun after the preposition
            lead, query = " ".join(words[:-1]) + " ", words[-1]
        try:
            index = nearest_for(
                self._nearest_model, self._nearest_factory, doc.language, path, upos
            )
            found = index.nearest(
                query,
                plural=upos == "NOUN" and looks_plural(query.split()[-1], doc.language),
            )
        except EngineError:
            self._nearest_factory = None  # no model here: said once, not per span
            return None
        if upos == "ADJ":
            # "foreign" -> "chinese" would name a people: not an adjective of them
            demonyms = places().demonym_of_word
            found = [w for w in found if fold(w) not in demonyms]
        if doc.language == "sv" and (lead or upos == "ADJ"):
            # the same ending: definite "-et", "-en", adjective "-a"
            ending = query[-2:] if lead else query[-1:]
            found = [w for w in found if w.endswith(ending)] or found
        if not found:
            return None
        new = draw.choose("guess-noun", fold(body), found[:6], more=found[6:])
        kind = {"ADJ": "adjective", "ADV": "adverb"}.get(upos, "ordinary noun")
        return lead + new, (
            f"typed guess: the nearest {kind} in meaning (no list places this phrase)"
        )

    def _guess_person_noun(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A word or phrase for a person's work no list has ("registrar", "junior
        analyst", "paediatric nurse", "bankanställd", "lärare i matematik och
        kemi"): always an occupation of the language's list, never another kind
        of word. A rank before it stays ("junior", "pensionerad"), subjects after
        a listed head change ("lärare i fysik och historia"), a listed head with a
        field before it becomes another of its field ("paediatric nurse" ->
        "midwife"), an unknown head the nearest occupation in meaning; in the
        original's number, definiteness and case. Under a label that says
        occupation any span is one; otherwise its head must read as a person
        ("blogger", "skrotsamlare", not "reindeer")."""
        labelled = label_kind(self._span_label) == "role"
        text = original.strip()
        punctuation = text[len(text.rstrip(",.;:")) :]
        body = text[: len(text) - len(punctuation)]
        article = ""
        match = re.match(r"^(an?|the|en|ett)\s+(.+)$", body, re.IGNORECASE)
        if match:
            article, body = match.group(1), match.group(2)
        words = body.split()
        if not words or len(words) > 8 or not any(c.isalpha() for c in body):
            return None
        if (
            not labelled
            and (
                len(words) > 4
                or not body[:1].islower()
                # a job title in title case whose head is listed ("Registered Nurse",
                # "Charge Nurse"): before, a tech job's field went before "Nurse"
                and not (
                    len(words) > 1
                    and all(w[:1].isupper() for w in words)
                    and occupation_parts(words[-1], doc.language) is not None
                )
            )
        ):
            return None
        cut = next(
            (i for i, w in enumerate(words) if i and fold(w) in _OCCUPATION_PREPS),
            len(words),
        )
        head_words, tail = words[:cut], words[cut:]
        ranks: list[str] = []
        while len(head_words) > 1 and fold(head_words[0]) in _OCCUPATION_RANKS:
            rank = head_words.pop(0)
            if fold(rank) not in self._generic:
                # "junior" is a name too: kept, it would read as a leak
                rank = copy_case(rank, _RANK_SWAPS.get(fold(rank), ""))
            if rank:
                ranks.append(rank)
        listed = None
        for start in range(len(head_words)):
            found = occupation_parts(" ".join(head_words[start:]), doc.language)
            if found is not None:
                listed = (start, *found)
                break
        if tail:
            fields = self._occupation_fields(doc, tail, draw)
            if fields is not None and (listed is not None or labelled):
                # "lärare i matematik och kemi": the head stays, its subjects change
                new = " ".join([*ranks, *head_words, fields])
                return self._occupation_shown(article, body, new, punctuation), (
                    "occupation kept, its subjects replaced"
                )
        if listed is not None:
            start, index, form, prefix = listed
            modifier = fold(" ".join(head_words[:start]))
            key = (modifier + " " if modifier else "") + prefix
            own_words = set(fold(body).split())
            kinds_of = [
                k
                for k in _same_head(index, doc.language)
                if not (set(fold(k).split()) & own_words) - self._generic
            ]  # a word of the original again reads as a leak
            if kinds_of and key:
                # "paediatric nurse" -> "assistant nurse", "jourhavande läkare" ->
                # "narkosläkare": another kind of the same head
                column = 1 if doc.language == "sv" else 0
                own = fold(places().occupations[index][column])
                new = draw.choose(
                    "occupation",
                    key + own,
                    kinds_of,
                    more=_field_occupations(index, doc.language),
                )
                reason = (
                    "another occupation of the same head"
                    if new in kinds_of
                    else "an occupation of the same field (the head is listed)"
                )
            else:
                new = self._draw_occupation(
                    doc, draw, index, " ".join(head_words), prefix=key
                )
                reason = "an occupation of the same field (the head is listed)"
            new = inflect_occupation(new, form, doc.language)
        else:
            if not labelled and not self._names_person(doc, body):
                return None
            if (
                body[:1].isupper()
                and len(head_words) > 1
                and fold(head_words[-1]) in _role_heads(doc.language)
            ):
                # "Data Analyst": a job title keeps its head, another field before it
                role = self._guess_role(doc, body, draw)
                if role is not None:
                    return self._occupation_shown(
                        article, body, role[0], punctuation, keep_case=True
                    ), role[1]
            form = _person_form(head_words[-1], doc.language)
            new = self._draw_occupation(doc, draw, None, " ".join(head_words))
            new = inflect_occupation(new, form, doc.language)
            reason = (
                "typed guess: an occupation (the word names a person by what they do)"
            )
        new = " ".join([*ranks, new])
        return self._occupation_shown(article, body, new, punctuation), reason

    def _occupation_fields(self, doc: _Doc, tail: list[str], draw: _Draw) -> str | None:
        """ "i matematik och kemi" with each subject another listed field ("i fysik
        och historia"); None when a word of it is no listed field."""
        out = [tail[0]]
        lex = kinds()
        changed = False
        for word in tail[1:]:
            bare = word.rstrip(",")
            if fold(bare) in _JOINERS:
                out.append(word)
                continue
            if not any(k[0] == "field" for k in lex.kind_of.get(fold(bare), ())):
                return None
            found = self._listed(doc, bare, draw)
            if found is None:
                return None
            out.append(found[0] + word[len(bare) :])
            changed = True
        return " ".join(out) if changed else None

    def _names_person(self, doc: _Doc, body: str) -> bool:
        """Whether a word no list has reads as a person by its ending ("blogger",
        "skrotsamlare", "bankanställd"); an English one ending like an agent also by
        the sentence model ("reindeer", "computer" are things), or without one by a
        word it derives from ("teach-er")."""
        head = fold(body.split()[-1])
        if doc.language == "sv":
            stem = head
            for ending, _ in _SV_PERSON_FORMS:
                if head.endswith(ending) and head[: -len(ending)].endswith(
                    _SV_PERSON_ENDINGS
                ):
                    stem = head[: -len(ending)]
                    break
            if stem.endswith(_SV_NOT_PEOPLE):
                return False
            return stem.endswith(_SV_PERSON_ENDINGS)
        if head.endswith("s") and not head.endswith("ss"):
            head = head[:-1]
        if head.endswith(("ist", "ian", "person", "woman")) and len(head) > 5:
            return True
        if not head.endswith(("er", "or", "ant", "ent", "eer")) or len(head) < 5:
            return False
        if self._nearest_factory is not None:
            from .nearest import names_a_person

            try:
                return names_a_person(self._nearest_model, self._nearest_factory, head)
            except EngineError:
                self._nearest_factory = None
        stem = head[:-2]
        words = common_words()
        return any(
            len(s) >= 3 and s in words
            for s in (stem, stem + "e", stem[:-1], stem[:-1] + "y")
        )

    @staticmethod
    def _occupation_shown(
        article: str, body: str, new: str, punctuation: str, *, keep_case: bool = False
    ) -> str:
        if not keep_case:
            new = new.lower() if body[:1].islower() else copy_case(body, new)
            words = body.split()
            if len(words) > 1 and all(w[:1].isupper() for w in words):
                # "Registered Nurse" -> "Psychiatric Nurse": a title in title case
                new = " ".join(w[:1].upper() + w[1:] for w in new.split(" "))
        if article.lower() in ("a", "an"):
            article = copy_case(article, "an" if vowel_sound(new) else "a")
        return (article + " " if article else "") + new + punctuation

    def _guess_work(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A title ("Mammas pojkar", "Game of Thrones", "Call Girl"): another title
        of a work, as a guess."""
        words = original.split()
        if len(words) < 2 or not original[:1].isupper() or len(words) > 10:
            return None
        event = self._guess_event(doc, original, draw)
        if event is not None:
            return event
        if fold(doc.before) in _PLATFORM_CUES:
            # "the blog platform Somewhere in Blog": the word before says the kind
            lists = organisations().names
            bodies = lists.get(("platform", doc.language)) or lists.get(
                ("platform", "en"), ()
            )
            new = self._choose_near(draw, "org", fold(original), original, list(bodies))
            return new, "typed guess: a platform (the word before it says so)"
        if _plain_title(original, doc.language):
            # "Health Corner", "Church Notes": a programme's or a column's title of
            # ordinary words, not a famous work's: its topic stays, its head changes
            head = words[-1]
            pool = [
                h for h in TITLE_HEADS.get(doc.language, ()) if fold(h) != fold(head)
            ]
            new = draw.choose("title-head", fold(original), pool)
            return " ".join([*words[:-1], new]), (
                "typed guess: a title of everyday words, its last word another title's"
            )
        pool = list(kinds().words.get(("work", doc.language), ()))
        new = draw.choose(
            "kind-work", fold(original), pool, more=Composed(pool, "work", doc.language)
        )
        return new, "typed guess: a title of a work (it is written as one)"

    def _guess_event(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A name shaped as an event's ("Bokmässan", "Almedalsveckan", "Harbour
        Jazz Festival", "kvinnodagen"): the nearest listed event, as a guess,
        rather than a surname or a noun of another kind."""
        if not looks_like_event(original.strip(), doc.language):
            return None
        pool = list(kinds().words.get(("event", doc.language), ()))
        if not pool:
            return None
        # the same head first ("Bokmässan" -> "Båtmässan"), then names of one
        # word like it ("Järvaveckan"), nearest in meaning within each
        head = _event_head(original, doc.language)
        single = len(original.split()) == 1
        ranked = self._near(original, pool)
        # the ranking leaves out names sharing a word ("dag"): they come last
        ranked += [w for w in pool if w not in set(ranked)]
        tiers: tuple[list[str], list[str], list[str]] = ([], [], [])
        for word in ranked:
            if head and _event_head(word, doc.language) == head:
                tiers[0].append(word)
            elif (len(word.split()) == 1) == single:
                tiers[1].append(word)
            else:
                tiers[2].append(word)
        ordered = [*tiers[0], *tiers[1], *tiers[2]]
        key = fold(original)
        if draw.remember and self.memory.get("kind-event", key) is not None:
            new = self.memory.get("kind-event", key) or ""
        else:
            near = len(tiers[0]) or NEAR
            new = draw.choose("kind-event", key, ordered[:near], more=ordered[near:])
        if new.lower().startswith("the ") and not original.lower().startswith("the "):
            new = new[4:]  # "the [Harbour Jazz Festival]": the text has its "the"
        if original[:1].isupper() and new[:1].islower():
            new = new[:1].upper() + new[1:]
        return new, "typed guess: an event (its name is shaped as one)"

    def _guess_name_like(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A proper name of no known kind ("Cityakuten", "Behavioral Sciences"): a
        name-like word of the same shape for each distinctive word."""
        if not original[:1].isupper():
            return None
        event = self._guess_event(doc, original, draw)
        if event is not None:
            return event
        compound = _NAME_COMPOUND.match(original.strip())
        if compound:
            # "Guéant-cirkuläret": the name before the hyphen, the kind after it
            lists = names().by_locale[doc.language]
            name = draw.choose("org-word", fold(compound.group(1)), lists.surnames)
            return name + "-" + compound.group(2), (
                "typed guess: the name in a compound replaced, its kind kept"
            )
        replaced = self._replace_words(doc, original, draw, invent=True)
        if replaced is None and len(original.split()) == 1 and original.isalpha():
            # a single name-like word that is also an ordinary word ("Globen")
            replaced = self._name_like(doc, draw, original)
        if replaced is None:
            return None
        return replaced, "typed guess: a proper name of no known kind, name-like words"


# Last words of the titles of programmes, columns, classes and newsletters (English:
# _plain_title reads English titles only).
TITLE_HEADS = {
    "en": (
        *("Corner", "Hour", "Notes", "Matters", "Talk", "Time", "Show", "Live"),
        *("Roundup", "Review", "Report", "Weekly", "Spotlight", "Sessions", "Club"),
        *("Update", "Focus", "Journal", "Digest", "Guide", "Hub", "Circle"),
    ),
}


# Days named from the day a text is written, and the day on the same side of it
# that stands for each.
_DEICTIC_DAY = {
    "sv": re.compile(
        r"^(?P<day>i förrgår|i går|i morgon|i övermorgon|igår|imorgon)"
        r"(?P<rest>(?:\s+(?:morse|morgon|förmiddag|eftermiddag|kväll|natt))?)$",
        re.IGNORECASE,
    ),
    "en": re.compile(
        r"^(?P<day>the day before yesterday|yesterday|the day after tomorrow|tomorrow)"
        r"(?P<rest>(?:\s+(?:morning|afternoon|evening|night))?)$",
        re.IGNORECASE,
    ),
}
# The text's own day and night ("last night", "tonight", "i kväll"), kept as they are
_TODAYS = {
    "sv": re.compile(
        r"^(?:i dag|idag|i kväll|ikväll|i natt|inatt|i morse|i eftermiddag|"
        r"i förmiddag|i går kväll|i går kväll|natten till i dag|"
        # the week, month, year and season the text is written in, and those
        # beside it: they move with the text's date, so they stay
        r"(?:hittills |tidigare |senare |redan )?i (?:år|fjol|höstas|våras|somras|"
        r"vintras|veckan|helgen|vår|höst|sommar|vinter)|"
        r"(?:förra|nästa|den här|denna|samma) (?:vecka|veckan|månad|månaden|år|året|"
        r"helg|helgen|höst|hösten|vår|våren|sommar|sommaren|vinter|vintern)|"
        r"i förrgår kväll)$",
        re.IGNORECASE,
    ),
    "en": re.compile(
        r"^(?:today|tonight|last night|this morning|this afternoon|this evening|"
        r"earlier today|overnight|early today|"
        r"(?:(?:so far|earlier|later) )?(?:this|last|next) (?:week|month|year|weekend|"
        r"spring|summer|autumn|fall|winter|season)|"
        r"(?:so far|earlier|later) this (?:week|month|year))$",
        re.IGNORECASE,
    ),
}
_OTHER_DAY = {
    "i forrgar": "i går", "i gar": "i förrgår", "igar": "i förrgår",
    "i morgon": "i övermorgon", "imorgon": "i övermorgon", "i overmorgon": "i morgon",
    "the day before yesterday": "yesterday", "yesterday": "the day before yesterday",
    "tomorrow": "the day after tomorrow", "the day after tomorrow": "tomorrow",
}  # fmt: skip


def _plain_title(original: str, language: str) -> bool:
    """Whether ``original`` is two to four capitalised everyday English words and
    no name ("Health Corner", "Yard Vibes")."""
    from wordfreq import zipf_frequency

    words = original.split()
    if not 2 <= len(words) <= 4 or language != "en":
        return False
    lex, where = names(), places()
    for position, word in enumerate(words):
        folded = fold(word)
        if not word[:1].isupper() or not word.isalpha():
            return False
        frequency = zipf_frequency(folded, language)
        # "Church", "Reading": a word of every day that is also a name or a town's
        named = (
            folded in lex.given_gender
            or folded in lex.surnames
            or folded in where.city_of_name
        )
        if folded in where.country_of_name or (named and frequency < 4.5):
            return False
        if frequency < (2.5 if position == len(words) - 1 else 3.0):
            return False
    return True


@lru_cache(maxsize=1)
def _sv_by_ending() -> dict[str, tuple[str, ...]]:
    """wordfreq's Swedish words of letters (about 340,000) by their last four
    letters, most frequent first: the words a compound's head may end."""
    from wordfreq import top_n_list

    out: dict[str, list[str]] = {}
    for word in top_n_list("sv", 400_000):
        if word.isalpha() and len(word) >= 4:
            out.setdefault(word[-4:], []).append(word)
    return {ending: tuple(words) for ending, words in out.items()}


@lru_cache(maxsize=2048)
def _same_head_compound(lower: str) -> tuple[str, tuple[str, ...]] | None:
    """(head, other compounds of that head) for a Swedish compound of ordinary
    words, the most frequent first ("träff": "pressträff", "klassträff"...); None
    when the word is no compound or too few others share its head."""
    split = sv_compound(lower)
    if split is None:
        return None
    head = split[1]
    if len(head) < 4:
        return None
    pool: list[str] = []
    for word in _sv_by_ending().get(head[-4:], ()):
        if len(pool) >= 40:
            break
        if (
            word.endswith(head)
            and word != lower
            and len(word) >= len(head) + 3
            and fold(word) not in GENERIC_WORDS
            and sv_compound(word) == (word[: -len(head)], head)
            and not lower.startswith(word[: -len(head)])
        ):
            pool.append(word)
    return (head, tuple(pool)) if len(pool) >= 3 else None


@lru_cache(maxsize=4)
def _role_heads(language: str) -> frozenset[str]:
    """Last words of listed roles and occupations ("inspector", "minister",
    "åklagare"), and the usual heads of job titles."""
    words = {fold(w.split()[-1]) for w in kinds().words.get(("role", language), ())}
    column = 1 if language == "sv" else 0
    words |= {fold(o[column].split()[-1]) for o in places().occupations if o[column]}
    words |= set(
        """engineer analyst manager scientist designer architect coordinator consultant
        strategist developer officer director specialist inspector minister
        prosecutor owner administrator technician assistant secretary clerk
        chief head adviser advisor""".split()
    )
    return frozenset(words)


def _person_form(word: str, language: str) -> str:
    """The form of a word for a person: "pl" ("bloggers", "volontärer"), and in
    Swedish "def" ("bloggaren"), "pldef" ("bloggarna"); "" for the base form."""
    head = fold(word)
    if language == "sv":
        for ending, shape in _SV_PERSON_FORMS:
            if head.endswith(ending) and head[: -len(ending)].endswith(
                _SV_PERSON_ENDINGS
            ):
                return shape
        return ""
    return "pl" if head.endswith("s") and not head.endswith("ss") else ""


@lru_cache(maxsize=512)
def _same_head(index: int, language: str) -> tuple[str, ...]:
    """The other listed occupations with the head of row ``index``: "assistant
    nurse" for "nurse"; in Swedish compounds ending in it ("tandläkare",
    "narkosläkare" for "läkare")."""
    column = 1 if language == "sv" else 0
    rows = places().occupations
    fields = occupation_fields()
    own = fold(rows[index][column])
    head = own.split()[-1] if own else ""
    if not head:
        return ()
    out = []
    for i, row in enumerate(rows):
        word = fold(row[column])
        if not word or word == own or fields[i] == "status":
            continue
        last = word.split()[-1]
        if last == head or (language == "sv" and last.endswith(head)):
            out.append(row[column])
    return tuple(dict.fromkeys(out))


@lru_cache(maxsize=512)
def _field_occupations(index: int, language: str) -> tuple[str, ...]:
    """The listed occupations of the field of row ``index``."""
    column = 1 if language == "sv" else 0
    fields = occupation_fields()
    return tuple(
        dict.fromkeys(
            row[column]
            for i, row in enumerate(places().occupations)
            if row[column] and i != index and fields[i] == fields[index]
        )
    )
