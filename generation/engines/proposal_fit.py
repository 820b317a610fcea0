"""Does a candidate have the shape of the original's kind? The proposals' fit check.

A reader sees at once that "Approach" is no woman's name, "taiga" no day, "Mailis" no
case number and "Philippines" no occupation. This module reads both strings the way
that reader does: what the original is (a name, a place, a date, a duration, a number,
a code, a pronoun, an ordinary word of a known kind) from its shape, the span's
category and the word lists the surrogate generator already has; then what the
candidate is; then whether the second can stand for the first. A candidate that no
list knows is given the benefit of the doubt: only what the lists can show is
proposed.

Plain data in, plain data out, no Django, like :mod:`generation.engines.proposals`,
which calls :func:`fit` for every candidate.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .surrogate.formats import MONTHS, NUMBER_WORDS, SEASONS, WEEKDAYS
from .surrogate.lexicon import (
    GENERIC_WORDS,
    TITLES,
    common_words,
    kinds,
    lowercase_words,
    names,
    organisation_kind_of,
    places,
)
from .surrogate.text import TOKEN, fold

# Words that make a phrase a time: units of duration, parts of the day, and the days
# named from the text's own ("yesterday", "i går"), in both languages, folded.
_TIME_WORDS = frozenset(
    """second seconds minute minutes hour hours day days week weeks fortnight month
    months year years decade decades century centuries night nights morning mornings
    evening evenings afternoon afternoons noon midnight dawn weekend weekends today
    tonight yesterday tomorrow christmas easter eve term semester quarter spring summer
    autumn fall winter ago time
    sekund sekunder minut minuter timme timmar timmen dag dagar dagen dygn dygnet vecka
    veckor veckan manad manader manaden ar aret artionde artiondet sekel natt natten
    natter morgon morgonen morgnar kvall kvallen kvallar eftermiddag eftermiddagen
    formiddag formiddagen helg helgen helger idag imorgon igar forrgar overmorgon ikvall
    inatt gar forrgar jul julafton pask midsommar termin terminen hosten varen
    sommaren vintern
    host var sommar vinter sedan halloween thanksgiving ramadan eid diwali hanukkah
    lucia nyar nyarsafton nyarsdagen pingst valborg valborgsmassoafton midsommarafton
    trettondagen trettondedag allhelgona annandag""".split()
)
_NUMBER_WORDS = frozenset(
    """zero one two three four five six seven eight nine ten eleven twelve thirteen
    fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty
    seventy eighty ninety hundred hundreds thousand thousands million millions billion
    billions dozen dozens half quarter several few many
    noll en ett tva tre fyra fem sex sju atta nio tio elva tolv tretton fjorton femton
    sexton sjutton arton nitton tjugo trettio fyrtio femtio sextio sjuttio attio nittio
    hundra hundratals tusen tusentals miljon miljoner miljard miljarder dussin halv
    halva flera fa manga""".split()
)
_UNITS = frozenset(
    """second seconds minute minutes hour hours day days week weeks month months year
    years decade decades sekund sekunder minut minuter timme timmar dag dagar dygn
    vecka veckor manad manader ar artionden""".split()
)
_PERCENT = re.compile(r"%|\bper ?cent\b|\bprocent\b|\bprocentenheter\b", re.I)
_CURRENCY = re.compile(
    r"[$€£¥₹]|\b(?:kr|kronor|krona|sek|nok|dkk|eur|euro|euros|usd|gbp|dollars?|pounds?"
    r"|rand|shillings?|ush|ksh|rupees?|yen|yuan|pesos?|öre)\b",
    re.I,
)
_AGE_SHAPE = re.compile(
    r"^\s*(?:aged\s+)?(\d{1,3}|[^\W\d_]+)(?:\s*-?\s*(?:year|yr)s?-old|\s*år|-?åri(?:g|ga|ge)"
    r"|-?åring(?:ar|en)?)?\s*$",
    re.I,
)
_CODE_SHAPE = re.compile(r"^(?=.*\d)(?=.*[A-Za-z/-])[\w./ -]{3,}$")
_YEAR_ONLY = re.compile(r"^\s*(1[5-9]\d\d|20\d\d)s?\s*$")
_DIGIT = re.compile(r"\d")


@dataclass(frozen=True)
class Misfit:
    """What :func:`fit` found: the tag, how sure it is, and why."""

    tag: str
    confidence: float
    evidence: str


@lru_cache(maxsize=1)
def calendar_words() -> frozenset[str]:
    """Months, weekdays and seasons of both languages, folded, and the months'
    three-letter abbreviations."""
    words = set()
    for table in (MONTHS, WEEKDAYS, SEASONS):
        for values in table.values():
            words |= {fold(v) for v in values}
    words |= {fold(m)[:3] for values in MONTHS.values() for m in values}
    return frozenset(words)


@lru_cache(maxsize=1)
def _date_words() -> frozenset[str]:
    """Every word that makes a phrase a time: the calendar's in their forms ("i
    måndags", "måndagen", "Mon"), units of duration, parts of the day, feasts."""
    words = set(_TIME_WORDS) | calendar_words()
    for table in (MONTHS, WEEKDAYS, SEASONS):
        for values in table.values():
            for v in values:
                folded = fold(v)
                words |= {folded[:3], folded + "s", folded + "en"}
    return frozenset(words)


@lru_cache(maxsize=1)
def ordinary_words() -> frozenset[str]:
    """Frequent words of either language and the treebanks' lower-case words."""
    return common_words() | lowercase_words()


def _words(text: str) -> list[str]:
    return TOKEN.findall(fold(text))


def is_time(text: str) -> bool:
    """A date, a time of day or a duration: a digit or a word of time."""
    words = _words(text)
    dates = _date_words()
    return bool(_DIGIT.search(text)) or any(w in dates for w in words)


def is_duration(text: str) -> bool:
    """ "six weeks", "Nineteen months", "48 timmar": an amount of a unit of time."""
    words = _words(text)
    if len(words) < 2:
        return False
    counted = any(w.isdigit() or w in _NUMBER_WORDS for w in words)
    return counted and words[-1] in _UNITS


def is_number(text: str) -> bool:
    """Digits or number words: a count, an amount, a percentage, an age."""
    words = _words(text)
    return bool(_DIGIT.search(text)) or any(w in _NUMBER_WORDS for w in words)


def _is_code(text: str) -> bool:
    stripped = text.strip()
    return bool(_CODE_SHAPE.match(stripped)) and not is_number_only(stripped)


def is_number_only(text: str) -> bool:
    return bool(re.fullmatch(r"[\d\s.,:/%-]+", text.strip()))


def _name_words(text: str) -> list[str]:
    """The words of ``text`` after any title ("Mrs", "Dr", "herr")."""
    tokens = [
        t
        for t in text.split()
        if t.lower() not in TITLES and t.lower().rstrip(".") not in TITLES
    ]
    return [w for t in tokens for w in _words(t)]


def _is_person_name(word: str) -> bool:
    lex = names()
    return word in lex.given_gender or word in lex.surnames


def _is_place(words: list[str]) -> bool:
    lex = places()
    joined = " ".join(words)
    return (
        joined in lex.city_of_name
        or joined in lex.country_of_name
        or joined in lex.region_names
    )


# A city this big is a place to a reader before it is a surname ("Jerusalem").
_BIG_CITY = 250_000


def _big_place(words: list[str]) -> bool:
    """A country, a region or a big city: a place whatever else the lists say."""
    lex = places()
    joined = " ".join(words)
    if joined in lex.country_of_name or joined in lex.region_names:
        return True
    return any(
        lex.cities[code][index][2] >= _BIG_CITY
        for code, index in lex.city_of_name.get(joined, ())
    )


def _given_name(words: list[str]) -> bool:
    return len(words) == 1 and words[0] in names().given_gender


def _ordinary_only(words: list[str]) -> bool:
    """Every word an ordinary word of either language, none a name or a place."""
    return bool(words) and all(
        w in ordinary_words() and not _is_person_name(w) and not _is_place([w])
        for w in words
    )


def _what(text: str) -> str:
    """A reader's word for what a candidate that does not fit is."""
    stripped = text.strip()
    words = _words(stripped)
    if not words:
        return "symbols"
    if _YEAR_ONLY.match(stripped):
        return "a year"
    if is_number_only(stripped):
        return "a number"
    if _is_place(words) and not any(_is_person_name(w) for w in words):
        return "a place"
    if all(_is_person_name(w) for w in words) and stripped[:1].isupper():
        return "a person's name"
    if stripped[:1].islower():
        return "an ordinary word"
    return "a word"


def fit(
    original: str, candidate: str, category: str, *, pronoun: bool = False
) -> Misfit | None:
    """What is wrong with ``candidate`` standing for ``original``, if lists show it."""
    cand = candidate.strip()
    orig = original.strip()
    if not cand or not orig or fold(cand) == fold(orig):
        return None
    c_words = _words(cand)
    if not c_words and not _DIGIT.search(cand):
        return None  # punctuation: the structural check says so
    if pronoun:
        return _pronoun_fit(orig, cand)
    money = bool(_CURRENCY.search(orig) or _PERCENT.search(orig))
    if category == "DATETIME" and not money:
        return _time_fit(orig, cand)
    if category == "CODE" or (
        category not in ("PERSON", "LOC", "ORG")
        and not money
        and _is_code(orig)
        and re.search(r"[^\W\d_]\d|\d[^\W\d_]|\d[/-]|[/-]\d", orig)
    ):
        if _DIGIT.search(orig) and not _DIGIT.search(cand):
            return Misfit("SEM:CATEGORY", 0.85, f"a code became {_what(cand)}")
        if re.search(r"[^\W\d_]", orig) and is_number_only(cand):
            # "FMC/CR/0412/2025" -> "2011": a reference became a bare number
            return Misfit("SEM:CATEGORY", 0.75, f"a code became {_what(cand)}")
        return None
    if _DIGIT.search(orig) and (money or category in ("QUANTITY", "MISC", "DEM")):
        if not is_number(cand):
            return Misfit("SEM:CATEGORY", 0.85, f"a number became {_what(cand)}")
        implausible = _implausible(orig, cand)
        if implausible:
            return implausible
        if (
            _CURRENCY.search(orig)
            and not _CURRENCY.search(cand)
            and is_number_only(cand)
        ):
            return Misfit("SEM:CATEGORY", 0.6, "an amount of money lost its currency")
        if _PERCENT.search(orig) and not _PERCENT.search(cand):
            return Misfit("SEM:CATEGORY", 0.6, "a percentage became a plain number")
        return None
    if category == "PERSON":
        return _person_fit(orig, cand)
    if category == "LOC":
        return _place_fit(orig, cand)
    if category == "ORG":
        return _organisation_fit(orig, cand)
    return _word_fit(orig, cand)


def _time_fit(orig: str, cand: str) -> Misfit | None:
    was_value = re.findall(r"\d+", orig)
    if _is_age(orig) and not (was_value and int(was_value[0]) > 110):
        # (a count under a label of ages and amounts, "212", is no age)
        # an age: a number, "47", "19-year-old", "nio", "44 år"
        if not is_number(cand):
            return Misfit("SEM:CATEGORY", 0.85, f"an age became {_what(cand)}")
        digits = re.findall(r"\d+(?:[.,]\d+)?", cand)
        if digits and _DIGIT.search(orig):
            value = float(digits[0].replace(",", "."))
            if value > 110 or value != int(value):
                return Misfit(
                    "SEM:CONTRADICTORY", 0.7, f"{digits[0]} is no plausible {orig!r}"
                )
        was, now = _age_value(orig), _age_value(cand)
        if was is not None and now is not None and was >= 18 and now < 13:
            # "71" -> "ten": a grown person the text has working, married, retired
            return Misfit(
                "SEM:CONTRADICTORY", 0.7, f"an adult of {was} became a child of {now}"
            )
        return None
    if not is_time(orig):
        return None
    if not is_time(cand):
        return Misfit("SEM:CATEGORY", 0.85, f"a date or time became {_what(cand)}")
    if is_duration(orig) and not is_duration(cand) and not is_time_phrase(cand):
        return Misfit("SEM:CATEGORY", 0.7, f"a duration became {_what(cand)}")
    if is_time_phrase(orig) and not is_time_phrase(cand) and is_number_only(cand):
        if not _YEAR_ONLY.match(cand):
            return Misfit("SEM:CATEGORY", 0.75, "a date became a plain number")
    if _YEAR_ONLY.match(orig) and is_number_only(cand) and not _YEAR_ONLY.match(cand):
        return Misfit("SEM:CATEGORY", 0.75, "a year became a number that is no year")
    both = _YEAR_ONLY.match(orig), _YEAR_ONLY.match(cand)
    if both[0] and both[1] and abs(int(both[0].group(1)) - int(both[1].group(1))) > 30:
        # "joined in 2004" -> "1856": the years a news text names move by one or two
        return Misfit(
            "SEM:CONTRADICTORY",
            0.6,
            f"the year {both[1].group(1)} is far from what the text tells of",
        )
    if (
        re.search(r"[^\W\d_]", orig)
        and _DIGIT.search(orig)
        and not is_time_phrase(orig)
        and is_number_only(cand)
    ):
        # "Grade 12", "Standard 7" -> "1856": a named number lost its name
        return Misfit("SEM:CATEGORY", 0.7, f"{orig!r} became a bare number")
    return None


@lru_cache(maxsize=1)
def _number_word_values() -> dict[str, int]:
    """The number words of both languages (formats.NUMBER_WORDS), folded."""
    return {
        fold(word): value
        for table in NUMBER_WORDS.values()
        for word, value in table.items()
    }


def _age_value(text: str) -> int | None:
    """The whole years an age says ("71", "ten", "44 år", "a 19-year-old")."""
    match = re.search(r"\d{1,3}", text)
    if match:
        return int(match.group())
    first = fold(text.strip()).split("-")[0].split()
    return _number_word_values().get(first[0]) if first else None


def _is_age(text: str) -> bool:
    match = _AGE_SHAPE.match(text)
    if not match:
        return False
    head = fold(match.group(1))
    return head.isdigit() or head in _NUMBER_WORDS


def is_time_phrase(text: str) -> bool:
    """A time that says so in words ("Tuesday 9 June 2026", "six weeks")."""
    dates = _date_words()
    return any(w in dates for w in _words(text))


def _person_fit(orig: str, cand: str) -> Misfit | None:
    if not orig[:1].isupper() and not any(t[:1].isupper() for t in orig.split()):
        return None  # "the bride": a role the lists may not place
    words = _name_words(cand)
    if not words:
        return None
    if is_number(cand) and _DIGIT.search(cand):
        return Misfit("SEM:CATEGORY", 0.85, f"a person became {_what(cand)}")
    if _ordinary_only(words) and not any(_is_person_name(w) for w in words):
        return Misfit("SEM:CATEGORY", 0.8, f"a person's name became {_what(cand)}")
    if _is_place(words) and not any(_is_person_name(w) for w in words):
        return Misfit("SEM:CATEGORY", 0.8, "a person's name became a place")
    if _big_place(words) and not any(w in names().given_gender for w in words):
        # "Jerusalem" for "Rahul Teron": some list has it as a surname, but a
        # reader sees the city
        return Misfit("SEM:CATEGORY", 0.7, "a person's name became a place")
    return None


def _place_fit(orig: str, cand: str) -> Misfit | None:
    words = _words(cand)
    if not words:
        return None
    if _DIGIT.search(cand) and not _DIGIT.search(orig):
        return Misfit("SEM:CATEGORY", 0.8, f"a place became {_what(cand)}")
    lex = places()
    o_joined, c_joined = " ".join(_words(orig)), " ".join(words)
    if (
        c_joined in lex.country_of_name
        and o_joined not in lex.country_of_name
        and o_joined not in lex.region_names
        and len(_words(orig)) == 1
    ):
        return Misfit("SEM:CATEGORY", 0.7, "a town became a country")
    if _given_name(words) and not _big_place(words) and cand[:1].isupper():
        # "Herbert" for "NAPIER": a given name before it is a hamlet somewhere
        return Misfit("SEM:CATEGORY", 0.6, "a place became a person's name")
    if _is_place(words):
        return None
    if _ordinary_only(words) and not any(w in _kind_words() for w in words):
        return Misfit("SEM:CATEGORY", 0.75, f"a place became {_what(cand)}")
    if len(words) == 1 and _is_person_name(words[0]) and cand[:1].isupper():
        return Misfit("SEM:CATEGORY", 0.6, "a place became a person's name")
    return None


def _organisation_fit(orig: str, cand: str) -> Misfit | None:
    words = _words(cand)
    if not words or len(words) > 1:
        return None  # several words: the kind words ("Bank", "AB") may make it one
    if organisation_kind_of(" ".join(words)) is not None:
        return None  # a listed body ("Prudential", "SEB")
    if _DIGIT.search(cand) and is_number_only(cand):
        return Misfit("SEM:CATEGORY", 0.85, f"an organisation became {_what(cand)}")
    if cand[:1].islower() and _ordinary_only(words) and orig[:1].isupper():
        return Misfit("SEM:CATEGORY", 0.75, "an organisation became an ordinary word")
    if (
        _ordinary_only(words)
        and not _kind_of_word_span(cand)
        and cand[:1].isupper()
        and len(words[0]) > 2
    ):
        return Misfit("SEM:CATEGORY", 0.65, f"an organisation became the word {cand!r}")
    if _is_person_name(words[0]) and not _is_place(words) and cand[:1].isupper():
        if words[0] not in ordinary_words():
            return Misfit("SEM:CATEGORY", 0.6, "an organisation became a person's name")
    if _is_place(words) and not _is_person_name(words[0]) and len(_words(orig)) > 1:
        return Misfit("SEM:CATEGORY", 0.6, "an organisation became a place")
    return None


@lru_cache(maxsize=1)
def _kind_words() -> frozenset[str]:
    """Words the kinds list knows ("street", "river", "gatan"): parts of a place."""
    return frozenset(kinds().kind_of)


def _kind_of_word_span(text: str) -> str | None:
    """The kind of an ordinary-word span from the lists: occupation, language..."""
    folded = " ".join(_words(text))
    lex = places()
    if folded in lex.occupation_of:
        return "occupation"
    if folded in lex.language_of_name:
        return "language"
    if folded in lex.demonym_of_word:
        return "nationality"
    found = kinds().kind_of.get(folded)
    if found:
        return found[0][0]
    parts = folded.split()
    if len(parts) == 1 and len(folded) > 7:
        # a Swedish compound ends in its head ("skogsentreprenör", "viltförvaltare")
        for k in range(2, len(folded) - 3):
            if folded[k:] in lex.occupation_of and folded[k:] not in _SHORT_HEADS:
                return "occupation"
    for k in range(1, len(parts)):
        tail = " ".join(parts[k:])
        if tail in lex.occupation_of:
            return (
                "occupation"  # "operations manager", "consultant orthopaedic surgeon"
            )
        if tail in lex.language_of_name:
            return "language"  # "Fiji Hindi"
    return None


def _word_fit(orig: str, cand: str) -> Misfit | None:
    """An ordinary-word span (MISC, DEM): an occupation, a language, a product..."""
    o_words, c_words = _words(orig), _words(cand)
    if not o_words or not c_words:
        return None
    mine = _kind_of_word_span(orig)
    theirs = _kind_of_word_span(cand)
    if mine and theirs and _GROUP.get(mine, mine) == _GROUP.get(theirs, theirs):
        return None
    proper = cand[:1].isupper() and (
        _is_place(c_words) or all(_is_person_name(w) for w in c_words)
    )
    ordinary = orig[:1].islower() or (
        _ordinary_only(o_words) and mine not in ("language", "nationality")
    )
    if ordinary and proper:
        return Misfit("SEM:CATEGORY", 0.75, f"an ordinary word became {_what(cand)}")
    if len(o_words) > 1 and orig[:1].isupper() and len(c_words) == 1 and proper:
        if not all(_is_person_name(w) for w in o_words):
            return Misfit(
                "SEM:CATEGORY", 0.6, f"a name of a thing became {_what(cand)}"
            )
    if mine and theirs is None:
        agent = mine == "occupation" and _AGENT.search(c_words[-1])
        article = "an" if mine[0] in "aeiou" else "a"
        if (_ordinary_only(c_words) and len(c_words) == 1 and not agent) or proper:
            # "measles" -> "feature", "typhoid" -> "type": a word of a listed kind
            # became an everyday word of none
            return Misfit(
                "SEM:CATEGORY", 0.75, f"{article} {mine} became {_what(cand)}"
            )
        if mine in ("language", "nationality") and cand[:1].isupper():
            # the lists hold every language and nationality: a capitalised word
            # they lack is none ("Meiji", "Kamchatka" for "Ukrainian")
            return Misfit(
                "SEM:CATEGORY", 0.65, f"{article} {mine} became an unknown name"
            )
    if _DIGIT.search(cand) and not _DIGIT.search(orig) and is_number_only(cand):
        return Misfit("SEM:CATEGORY", 0.7, f"words became {_what(cand)}")
    return None


_GROUP = {"role": "occupation", "language_tag": "language"}
# Occupation words too short or too common to be a compound's head on their own.
_SHORT_HEADS = frozenset("are man art vakt".split())

# Personal pronouns by (person, case): what can stand for whom in a sentence.
_PRONOUN_FORMS = {
    "he": ("3M", "subj"), "him": ("3M", "obj"), "his": ("3M", "gen"),
    "she": ("3F", "subj"), "her": ("3F", "obj"), "hers": ("3F", "gen"),
    "they": ("3P", "subj"), "them": ("3P", "obj"), "their": ("3P", "gen"),
    "han": ("3M", "subj"), "honom": ("3M", "obj"), "hans": ("3M", "gen"),
    "hon": ("3F", "subj"), "henne": ("3F", "obj"), "hennes": ("3F", "gen"),
    "hen": ("3N", "subj"), "hens": ("3N", "gen"),
    "de": ("3P", "subj"), "dem": ("3P", "obj"), "deras": ("3P", "gen"),
}  # fmt: skip


def _pronoun_fit(orig: str, cand: str) -> Misfit | None:
    """A pronoun for a person: another pronoun of that person, or a name."""
    mine = _PRONOUN_FORMS.get(fold(orig))
    if mine is None:
        return None
    folded = fold(cand)
    theirs = _PRONOUN_FORMS.get(folded)
    if theirs is None:
        words = _name_words(cand)
        if words and cand[:1].isupper() and all(_is_person_name(w) for w in words):
            return None  # the person's pseudonym in place of the pronoun
        return Misfit("SEM:CATEGORY", 0.75, f"a personal pronoun became {cand!r}")
    case_of = {fold(orig): {mine[1]}, folded: {theirs[1]}}
    for word in case_of:
        if word == "her":
            case_of[word] = {"obj", "gen"}  # English "her" is both
    if case_of[fold(orig)].isdisjoint(case_of[folded]):
        return Misfit("GRAMMAR", 0.7, f"{orig!r} became {cand!r}, another case")
    if mine[0] != theirs[0]:
        return Misfit("SEM:CONTRADICTORY", 0.7, f"{orig!r} became {cand!r}")
    return None


# Endings of nouns for people who do something ("follower", "praktikant"): a role
# the occupation list may lack.
_AGENT = re.compile(r"(?:er|or|ist|ian|ant|ent|are|ör|erska|are|log|man|kvinna)$")


def _implausible(orig: str, cand: str) -> Misfit | None:
    """A count of two or three digits that became a year or a number ten times its
    size ("78" children -> "1777")."""
    o, c = orig.strip(), cand.strip()
    if not (
        re.fullmatch(r"\d{1,3}", o) and re.fullmatch(r"\d{4,}", c.replace(",", ""))
    ):
        return None
    if int(c.replace(",", "")) < 10 * max(int(o), 1):
        return None
    return Misfit("SEM:CONTRADICTORY", 0.6, f"{c} is no plausible count for {o}")


def is_role_word(folded: str) -> bool:
    """An occupation or role, in any form ("förvaltningschefen", "undersköterskan"):
    a word a pseudonym keeps on purpose."""
    forms = [folded] + [
        folded[: -len(ending)]
        for ending in ("en", "n", "et", "t", "na", "erna", "arna")
        if folded.endswith(ending)
    ]
    return any(_kind_of_word_span(form) == "occupation" for form in forms)


# Short words a name of a thing shares with any other ("of", "and", "i").
_GLUE = frozenset(
    "of the and for in on at a an och i för av på de la le du der von van".split()
)


def kept_name(original: str, candidate: str) -> str:
    """Most of a name of a thing kept ("Transportation Safety Board of Canada" ->
    "... of United States"), or a word cut down to its stem ("potash" -> "pot",
    "pharmacist" -> "pharmacy technician")."""
    mine = [w for w in _words(original) if w not in _GLUE and not w.isdigit()]
    theirs = set(_words(candidate))
    content = [
        w for w in mine if w not in GENERIC_WORDS and len(w) > 2 and not is_role_word(w)
    ]
    shared = [w for w in content if w in theirs]
    if len(shared) >= 3 and 2 * len(shared) >= len(content):
        return f"keeps {' '.join(shared)} of the original"
    for o in mine:
        if o in GENERIC_WORDS or len(o) < 4:
            continue
        for c in theirs:
            if c == o or len(c) < 3 or c in GENERIC_WORDS:
                continue
            if o.startswith(c) and len(c) >= 3 and c not in _GLUE:
                return f"keeps {c!r}, the start of {o!r}"
            common = len(_common_prefix(o, c))
            if common >= 6 and common >= 0.75 * min(len(o), len(c)):
                return f"keeps {o[:common]!r} of {o!r}"
    return ""


def _common_prefix(a: str, b: str) -> str:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return a[:n]


_TIME_PREPOSITIONS = {
    "en": frozenset("on in at during since from until by".split()),
    "sv": frozenset("i på om under till efter sedan från före den".split()),
}
# Countries whose English names take "the" ("in the Philippines").
_THE_COUNTRIES = frozenset(
    {
        "philippines", "netherlands", "united states", "united kingdom", "gambia",
        "bahamas", "maldives", "czech republic", "dominican republic", "comoros",
        "seychelles", "solomon islands", "marshall islands", "united arab emirates",
        "congo", "central african republic", "vatican city",
    }
)  # fmt: skip


def lost_form(
    original: str, candidate: str, after: str, article: str, language: str
) -> str:
    """What a candidate breaks in its sentence that the original held: a Swedish
    genitive, a time adverbial's preposition, "the" before a country."""
    orig, cand = original.strip(), candidate.strip()
    if not orig or not cand:
        return ""
    o_words = orig.split()
    first = fold(o_words[0])
    if (
        len(o_words) > 1
        and first in _TIME_PREPOSITIONS.get(language, ())
        and is_time(orig)
        and not is_time(cand)
        and fold(cand.split()[0]) not in _TIME_PREPOSITIONS.get(language, ())
    ):
        return f"a time adverbial ({orig!r}) became {cand!r}"
    next_word = re.match(r"\s+([^\W\d_]+)", after)
    if (
        language == "sv"
        and orig[:1].isupper()
        and orig.endswith("s")
        and not orig.endswith("ss")
        and next_word is not None
        and next_word.group(1)[:1].islower()
        and not cand.endswith(("s", "x", "z"))
        and fold(orig[:-1]) not in names().given_gender
    ):
        return "the genitive of the original is lost"
    if language == "en" and article == "the":
        c = " ".join(_words(cand))
        if c in places().country_of_name and c not in _THE_COUNTRIES:
            return f'"the {cand}"'
    return ""
