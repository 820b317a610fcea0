"""A proposed error tag for every candidate, with its evidence and a confidence.

The checks are what a program can see of the research's tagset (SPEC, "Error
tagset"): an empty or copied candidate (FAILED), words of the original it repeats
(OVERLAP), a broken article or genitive (GRAMMAR), another part of speech (POS),
punctuation or a URL of another shape (STRUCTURAL), another kind of thing
(SEM:CATEGORY), one entity named two ways or a gender the text contradicts
(SEM:CONTRADICTORY), and two entities given one name (SEM:MERGED-ENTITY). Every check
that fires leaves its evidence; the first tag in the tagset's order wins. Nothing
here knows which generator made a candidate.

Plain data in, plain data out, no Django: the caller hands over a document's text
and its items and stores the proposals.
"""

from __future__ import annotations

import calendar
import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any

from .metrics import PseudonymizedDocument
from .proposal_fit import calendar_words as _date_words
from .proposal_fit import (
    fit,
    is_number_only,
    is_role_word,
    is_time_phrase,
    kept_name,
    lost_form,
    ordinary_words,
)
from .surrogate import figures
from .surrogate.formats import MONTHS, SEASONS, WEEKDAYS
from .surrogate.lexicon import (
    GENERIC_WORDS,
    TITLES,
    kinds,
    names,
    organisation_kind_of,
    places,
)
from .surrogate.places import unannotated_places_of
from .surrogate.remits import remits_of
from .surrogate.text import TOKEN, fold, outside_spans, shared_words
from .types import FAILED

# The tagset in its order of precedence (the first that applies wins).
TAG_ORDER = (
    "FAILED",
    "OVERLAP",
    "GRAMMAR",
    "POS",
    "STRUCTURAL",
    "SEM:CATEGORY",
    "SEM:CONTRADICTORY",
    "SEM:MERGED-ENTITY",
)
NO_ERROR = "NO_ERROR"

PRONOUNS = frozenset(
    """i me my mine myself you your yours he him his himself she her hers herself it its
    we us our ours they them their theirs jag mig min mitt mina du dig din ditt dina han
    honom hans hon henne hennes den det dess vi oss var vart vara ni er ert era de dem
    deras sig sin sitt sina""".split()
)
_GENITIVE_EN = re.compile(r"['’]s?$")
# a scheme or www, or a domain of any top-level domain ("fra.example/detours")
_URL = re.compile(
    r"^(?:https?://|www\.)\S+$|^[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:/\S*)?$", re.I
)
_EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$")
_HANDLE = re.compile(r"^[@#]\w[\w.]*$")
_PHONE = re.compile(r"^\+?[\d ()./-]{7,}$")
_DIGITS = re.compile(r"\d")
_VOWEL_SOUND = re.compile(r"^(?:[aeiou]|hour|honest|heir|honou?r)", re.IGNORECASE)
_CONSONANT_SOUND = re.compile(r"^(?:uni|use|usu|euro|one|once|u\.?s\.?\b)", re.I)
_DAY_MONTH = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th|:e|:a)?\s+([^\W\d_]+)", re.UNICODE)
_MONTH_DAY = re.compile(r"\b([^\W\d_]+)\s+(\d{1,2})(?:st|nd|rd|th)?\b", re.UNICODE)
_YEAR = re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")


@dataclass(frozen=True)
class Item:
    """One candidate in its document: the span, its original and the proposal."""

    key: object
    start: int
    end: int
    candidate: str | None
    category: str = "MISC"
    entity: str | None = None
    failed: bool = False


@dataclass(frozen=True)
class Proposal:
    tag: str
    confidence: float
    evidence: tuple[str, ...] = ()


@dataclass
class _Found:
    """What the checks found for one item: tag -> (confidence, evidence)."""

    tags: dict[str, tuple[float, str]] = field(default_factory=dict)

    def add(self, tag: str, confidence: float, evidence: str) -> None:
        known = self.tags.get(tag)
        if known is None or confidence > known[0]:
            self.tags[tag] = (confidence, evidence)


# ------------------------------------------------------------------------ kinds


# A kind of thing -> the group a reader compares ("a city for a country" is an
# error, a town for a city is not).
_GROUP = {
    "country": "country",
    "city": "place",
    "region": "place",
    "person": "person",
    "occupation": "occupation",
    "role": "occupation",
    "nationality": "nationality",
    "language": "language",
    "language_tag": "language",
    "kinship": "kinship",
    "date": "date",
    "number": "number",
    "count": "number",
    "field": "field",
    "degree": "degree",
    "skill": "skill",
    "event": "event",
    "work": "work",
    "product": "product",
    "organisation": "organisation",
}


def kinds_of(text: str, language: str) -> frozenset[str]:
    """The groups ``text`` may belong to (empty when nothing recognises it).

    A word that is several things at once ("Lund": a city and a surname) gets all of
    them, so that only disjoint kinds count as another category.
    """
    words = TOKEN.findall(fold(_GENITIVE_EN.sub("", text.strip())))
    if not words:
        return frozenset()
    folded = " ".join(words)
    found: set[str] = set()
    lex = places()
    if folded in lex.country_of_name:
        found.add("country")
    if folded in lex.city_of_name and "country" not in found:
        found.add("city")  # "Norway" is also a town in Maine: a reader sees a country
    if folded in lex.region_names:
        found.add("region")
    if folded in lex.occupation_of:
        found.add("occupation")
    if folded in lex.demonym_of_word:
        found.add("nationality")
    if folded in lex.language_of_name:
        found.add("language")
    for kind, _lang, _index in kinds().kind_of.get(folded, ()):
        found.add(kind)
    if text[:1].isupper() and organisation_kind_of(folded) is not None:
        found.add("organisation")  # "The Economist", not an economist
    if all(w.isdigit() or w in _NUMBER_WORDS for w in words):
        year = len(words) == 1 and _YEAR.fullmatch(words[0])
        found.add("date" if year else "number")
    elif any(w in _date_words() for w in words) and all(
        w.isdigit() or w in _date_words() or w in _DATE_GLUE for w in words
    ):
        found.add("date")
    if _looks_like_person(text) or (
        len(words) == 1 and text.strip()[:1].isupper() and _is_name(words[0])
    ):
        found.add("person")  # "Hartley" is a town and a surname
    return frozenset(_GROUP.get(kind, kind) for kind in found)


_NUMBER_WORDS = frozenset(
    """one two three four five six seven eight nine ten eleven twelve twenty thirty
    forty fifty hundred thousand million dozen en ett tva tre fyra fem sex sju atta nio
    tio elva tolv tjugo trettio hundra tusen miljon""".split()
)
# What the span's category says when no list knows the original.
_CATEGORY_KIND = {
    "PERSON": frozenset({"person"}),
    "LOC": frozenset({"place", "country"}),
    "ORG": frozenset({"organisation"}),
    "DATETIME": frozenset({"date"}),
}
# Words that never take a capital inside a sentence ("at Later that month").
_CAPITAL_WORDS = {
    "en": frozenset(
        """later earlier that this the a an some several many few last next every
        each one two three four five morning evening night afternoon week weeks
        month months year years day days""".split()
    ),
    "sv": frozenset(
        """senare tidigare den det de en ett några flera många förra nästa varje
        morgonen kvällen natten veckan månaden året dagen""".split()
    ),
}
_DATE_GLUE = frozenset("the of on in i den de st nd rd th e a".split())


def _looks_like_person(text: str) -> bool:
    tokens = [t for t in text.split() if t.lower() not in TITLES]
    if not tokens or not all(t[:1].isupper() for t in tokens):
        return False
    if len(tokens) < 2:
        return False
    folded = [fold(_GENITIVE_EN.sub("", t)) for t in tokens]
    if any(w in GENERIC_WORDS or organisation_kind_of(w) is not None for w in folded):
        return False  # "Bradley Housing Group", "St Eileen's Church": not people
    # a given name first: "Tunbridge Wells" ends in a surname but is a town
    return folded[0] in names().given_gender


def _is_name(folded: str) -> bool:
    lex = names()
    return folded in lex.given_gender or folded in lex.surnames


def gender_of_name(text: str) -> str:
    """ "F" or "M" when the first given name of ``text`` has one gender in the lists."""
    lex = names().given_gender
    for token in text.split():
        if token.lower() in TITLES:
            continue
        genders = lex.get(fold(token), set())
        return next(iter(genders)) if len(genders) == 1 else ""
    return ""


# ----------------------------------------------------------------------- checks


_NUMBERED_PLACEHOLDER = re.compile(r"\[[^\[\]\d]{1,40} \d{1,4}\]")


def _failed(found: _Found, item: Item, original: str, text: str) -> None:
    candidate = (item.candidate or "").strip()
    if item.failed or not candidate or candidate == FAILED:
        found.add("FAILED", 0.98, "no candidate was given")
        return
    if _NUMBERED_PLACEHOLDER.fullmatch(
        candidate
    ) and not _NUMBERED_PLACEHOLDER.fullmatch(original.strip()):
        # "[inne 1]", "[x 3]": what a generator proposes when no rule placed the
        # span, to be checked by hand; people read it as no pseudonym
        found.add("FAILED", 0.9, f"{candidate!r} is a numbered placeholder")
        return
    if fold(candidate) == fold(original):
        return
    if len(candidate) >= 4 and " " in candidate:
        window = text[max(0, item.start - 400) : item.end + 400]
        if candidate in window.replace(original, " "):
            found.add("FAILED", 0.8, f"copies {candidate!r} from the text around it")


def _overlap(found: _Found, item: Item, original: str, others: Sequence[str]) -> None:
    candidate = item.candidate or ""
    if fold(original) in PRONOUNS:
        return
    if fold(candidate) == fold(original):
        if _generic_time(original):
            return  # "Monday", "i torsdags": a weekday alone identifies nobody
        found.add("OVERLAP", 0.95, "the original is left as it is")
        return
    person = item.category == "PERSON"
    shared = _distinctive(shared_words(original, candidate, GENERIC_WORDS), person)
    if shared:
        found.add(
            "OVERLAP", 0.9, f"repeats {', '.join(sorted(shared))} of the original"
        )
        return
    kept = kept_name(original, candidate)
    if kept:
        found.add("OVERLAP", 0.7, kept)
        return
    for other in others:
        shared = _distinctive(shared_words(other, candidate, GENERIC_WORDS))
        if shared:
            found.add(
                "OVERLAP",
                0.75,
                f"repeats {', '.join(sorted(shared))} of another mention",
            )
            return


# Words of a time named by its weekday or part of the day, in both languages
# (folded): kept as they are, they say nothing of anyone ("Monday evening", "i
# torsdags", "natten till söndag"); the weekdays themselves are the calendar's.
_TIME_OF_DAY = frozenset(
    "morning afternoon evening night noon midnight early late last next this on "
    "the at in of by until from that same week weekend overnight today tonight "
    "yesterday tomorrow i pa till under efter fore sent tidigt forra nasta "
    "morgon morgonen formiddag formiddagen eftermiddag eftermiddagen kvall kvallen "
    "natt natten helg helgen idag igar imorgon dag ikvall inatt".split()
)


def _generic_time(text: str) -> bool:
    """A weekday or a part of the day alone, with no date ("Monday", "Saturday
    afternoon", "i söndags", "natten till söndag"): people call it left as it is
    no overlap, as it identifies nobody."""
    if _DIGIT_ANY.search(text):
        return False
    words = [fold(w) for w in TOKEN.findall(text)]
    weekday = [w for w in words if _weekday_in(w) is not None]
    if not weekday:
        # "i går", "last night", "i fjol", "next week": the text's own day, week
        # or year, which moves with its dates and names nobody
        return (
            bool(words)
            and any(w in _DEICTIC for w in words)
            and all(w in _TIME_OF_DAY or w in _DEICTIC or w in _PERIODS for w in words)
        )
    return all(w in _TIME_OF_DAY or _weekday_in(w) is not None for w in words)


_DEICTIC = frozenset(
    "yesterday today tomorrow tonight last next this earlier later gar igar idag "
    "imorgon ikvall inatt imorse fjol forra nasta hittills redan samma denna".split()
)
_PERIODS = frozenset(
    "week month year season spring summer autumn fall winter so far ar aret manad "
    "manaden vecka veckan helg helgen host hosten var varen sommar sommaren vinter "
    "vintern hostas varas somras vintras kvall morse".split()
)


_DIGIT_ANY = re.compile(r"\d")


def _distinctive(words: set[str], person: bool = True) -> set[str]:
    """The shared words that identify: a name ("Anna", "Berg"), or a word that is
    not a frequent word of either language ("borough", "librarian", "morning"), a
    date word or a word part after a number ("17-årige"); never one of one or two
    letters. Outside a person's name (``person`` False) a frequent word that only
    a surname list has ("Sons", "Arts", "Grill", "winters") is no name."""
    common = _ordinary_words()
    named = _is_named if person else _named_beyond_surnames
    return {
        w
        for w in words
        if len(w) > 2
        and not w.isdigit()
        and (w not in common or named(w))
        and (named(w) or not is_role_word(w))
    }


def _named_beyond_surnames(folded: str) -> bool:
    """A given name or a place's name: what a frequent word must also be to
    identify outside a person's name."""
    lex = places()
    return (
        folded in names().given_gender
        or folded in lex.city_of_name
        or folded in lex.country_of_name
    )


@lru_cache(maxsize=1)
def _ordinary_words() -> frozenset[str]:
    return ordinary_words() | _date_words()


def _is_named(folded: str) -> bool:
    """A person's name or a place's, however frequent as a word ("Berg", "Lund")."""
    lex = places()
    return (
        _is_name(folded) or folded in lex.city_of_name or folded in lex.country_of_name
    )


def _grammar(
    found: _Found, item: Item, original: str, text: str, language: str
) -> None:
    candidate = (item.candidate or "").strip()
    if not candidate:
        return
    before = re.search(r"(\S+)\s+$", text[max(0, item.start - 20) : item.start])
    article = before.group(1).lower() if before else ""
    if language == "en" and article in ("a", "an"):
        wants_an = bool(_VOWEL_SOUND.match(candidate)) and not _CONSONANT_SOUND.match(
            candidate
        )
        if wants_an != (article == "an"):
            found.add("GRAMMAR", 0.85, f'"{article} {candidate.split()[0]}"')
    original_s = original.rstrip()
    if _GENITIVE_EN.search(original_s) and not _GENITIVE_EN.search(candidate):
        found.add("GRAMMAR", 0.85, "the genitive of the original is lost")
    elif _GENITIVE_EN.search(candidate) and not _GENITIVE_EN.search(original_s):
        found.add("GRAMMAR", 0.7, "a genitive the original did not have")
    first = candidate.split()[0]
    mid_sentence = before is not None and not re.search(r"[.!?:\"“”]$", before.group(1))
    if (
        mid_sentence
        and first[:1].isupper()
        and first.lower() in _CAPITAL_WORDS.get(language, ())
        and not _is_name(fold(first))
    ):
        found.add("GRAMMAR", 0.6, f"a capital {first!r} in mid-sentence")
    if language == "sv":
        swedish = _swedish_form(original_s, candidate, article)
        if swedish:
            found.add("GRAMMAR", 0.65, swedish)
    after = text[item.end : item.end + 30]
    lost = lost_form(original, candidate, after, article, language)
    if lost:
        found.add("GRAMMAR", 0.7, lost)
    name_like = item.category in ("PERSON", "LOC", "ORG")
    if (
        name_like
        and original[:1].isupper()
        and candidate[:1].islower()
        and fold(candidate) not in PRONOUNS
    ):
        found.add("GRAMMAR", 0.6, "a lower-case word where a name stood")


_SV_DEFINITE = ("arna", "orna", "erna", "en", "et", "na")
_SV_INDEFINITE_BEFORE = frozenset("en ett någon något varje ingen inget".split())


def _sv_definite(word: str) -> bool:
    """A Swedish noun in its definite form: its stem without the ending is a word
    ("programmet", "sunden", "utvidgningen", "1400-talet")."""
    folded = fold(word)
    if folded.endswith("-talet"):
        return True
    words = _ordinary_words()
    for ending in _SV_DEFINITE:
        stem = folded[: -len(ending)]
        if folded.endswith(ending) and len(stem) >= 4:
            if stem in words or stem + "e" in words or stem[:-1] in words:
                return True
    return False


def _swedish_form(original: str, candidate: str, article: str) -> str:
    """What a Swedish candidate's form breaks: a definite noun after "en"/"ett" or
    a number ("en programmet", "60 utvidgningen"), or a genitive where none stood
    ("av Wangs", "Londons sa")."""
    o_last, c_last = original.split()[-1], candidate.split()[-1]
    counted = article.isdigit() or fold(article) in _SV_INDEFINITE_BEFORE
    if counted and _sv_definite(c_last) and not _sv_definite(o_last):
        return f'a definite "{c_last}" after "{article}"'
    words = _ordinary_words()
    bare = fold(c_last)[:-1]
    if (
        c_last.endswith("s")
        and not o_last.endswith(("s", "x", "z"))
        and fold(c_last) not in words
        and not _is_name(fold(c_last))
        and (bare in words or _is_named(bare))
    ):
        return f'a genitive "{c_last}" where the original had none'
    return ""


def _structural(found: _Found, item: Item, original: str, text: str) -> None:
    candidate = (item.candidate or "").strip()
    if not candidate:
        return
    if any(c.isalnum() for c in original) and not any(c.isalnum() for c in candidate):
        found.add("STRUCTURAL", 0.95, "punctuation or symbols where words stood")
        return
    stripped = original.strip()
    for name, shape in (
        ("e-mail address", _EMAIL),
        ("URL", _URL),
        ("handle", _HANDLE),
        ("phone number", _PHONE),
    ):
        if shape.match(stripped) and not shape.match(candidate):
            if name == "phone number":
                # digits or a word where a number to call stood: not a phone number
                found.add("SEM:CATEGORY", 0.8, f"a {name} became {candidate!r}")
            else:
                found.add(
                    "STRUCTURAL", 0.85, f"a {name} became something of another shape"
                )
            return
    if _PHONE.match(stripped) and _PHONE.match(candidate):
        lead = stripped.lstrip("(")[:1]
        if lead in "0+" and candidate.lstrip("(")[:1] != lead:
            found.add(
                "STRUCTURAL", 0.6, f"a phone number that lost its leading {lead!r}"
            )
    after = text[item.end : item.end + 1]
    before = text[item.start - 1 : item.start] if item.start else ""
    if (after.isalnum() and candidate[-1:] in "-") or (
        before.isalnum() and candidate[:1] in "-"
    ):
        found.add("STRUCTURAL", 0.7, "glues onto the word next to it")
    for left, right in (('"', '"'), ("(", ")"), ("[", "]"), ("“", "”")):
        if (original.count(left) == original.count(right)) and (
            candidate.count(left) != candidate.count(right)
            if left != right
            else candidate.count(left) % 2 != original.count(left) % 2
        ):
            found.add("STRUCTURAL", 0.7, f"unbalanced {left}{right}")
    if len(original.split()) >= 6 and len(candidate.split()) <= 1:
        found.add("STRUCTURAL", 0.6, "a long span became a single word")


def _category(found: _Found, item: Item, original: str, language: str) -> None:
    candidate = (item.candidate or "").strip()
    if is_number_only(original) and is_number_only(candidate):
        return  # a count for a year is implausible, not another kind (fit says so)
    mine = kinds_of(original, language)
    if original[:1].isupper() and fold(original) not in PRONOUNS:
        said = _CATEGORY_KIND.get(item.category, frozenset())
        if not mine or item.category in ("PERSON", "ORG"):
            # what the annotators said it is counts too ("Kalkan's": a town's
            # name, but a person's here); a place's kind the lexicon knows better
            mine |= said
    theirs = kinds_of(candidate, language)
    if mine and theirs and mine.isdisjoint(theirs):
        found.add(
            "SEM:CATEGORY",
            0.8,
            f"{'/'.join(sorted(mine))} became {'/'.join(sorted(theirs))}",
        )
    elif (
        mine
        and not theirs
        and _DIGITS.search(original)
        and not _DIGITS.search(candidate)
    ):
        if mine & {"date", "number"}:
            found.add("SEM:CATEGORY", 0.7, "a number or date became words")


def _impossible_date(found: _Found, item: Item) -> None:
    candidate = item.candidate or ""
    month_of = _month_numbers()
    for day, month in [
        *((d, m) for d, m in _DAY_MONTH.findall(candidate)),
        *((d, m) for m, d in _MONTH_DAY.findall(candidate)),
    ]:
        number = month_of.get(fold(month))
        if number is None:
            continue
        year = _YEAR.search(candidate)
        last = calendar.monthrange(int(year.group(1)) if year else 2000, number)[1]
        if not 1 <= int(day) <= last:
            found.add("SEM:CONTRADICTORY", 0.9, f"day {day} of {month} does not exist")
            continue
        weekday = _weekday_in(candidate)
        if year and weekday is not None:
            real = calendar.weekday(int(year.group(1)), number, int(day))
            if real != weekday:
                found.add(
                    "SEM:CONTRADICTORY",
                    0.85,
                    f"{day} {month} {year.group(1)} is not a "
                    f"{calendar.day_name[weekday]}",
                )


# A year no date of a text of now reaches: "6500", "2927" (2200 on)
_FAR_YEAR = re.compile(r"\b(2[2-9]\d\d|[3-9]\d{3})\b")
_LETTERS = re.compile(r"[^\W\d_]{3,}")


@lru_cache(maxsize=1)
def _words_and_dates() -> frozenset[str]:
    """The words of either language and of the calendar, in one set (built once:
    the union costs milliseconds)."""
    return ordinary_words() | _date_words()


def _garbled_date(found: _Found, item: Item, original: str) -> None:
    """A date or time of words that are no words, or of a year far ahead:
    "Monday 11 May 2026" -> "Tttydi 33 Svk 6500", "yesterday" -> "kkuwczrwf",
    "early this morning" -> "early this mozwjfd" (letters drawn for letters, as
    for a code). Reviewers read them as broken dates."""
    candidate = item.candidate or ""
    if item.category in ("PERSON", "LOC", "ORG") or fold(candidate) == fold(original):
        return
    known = _words_and_dates()
    mine = {fold(w) for w in _LETTERS.findall(original)}
    # a date whatever its label says (a label read as CODE drew letters for it)
    was_dated = is_time_phrase(original) or bool(_YEAR.search(original))
    strange = [
        w
        for w in _LETTERS.findall(candidate)
        if fold(w) not in known and fold(w) not in mine
    ]
    if was_dated and strange:
        found.add(
            "SEM:CONTRADICTORY",
            0.85,
            f"a date or time of words that are no words ({', '.join(strange[:3])})",
        )
    elif _YEAR.search(original) and _FAR_YEAR.search(candidate):
        year = _FAR_YEAR.search(candidate).group(1)  # type: ignore[union-attr]
        found.add("SEM:CONTRADICTORY", 0.85, f"the year {year} is no date of now")


def _listed(text: str, language: str) -> tuple[str, str] | None:
    """The (kind, language) of a listed real body a text names, its genitive
    ("Siemens's", "Boverkets") read as the name."""
    folded = fold(text.strip())
    for name in (folded, re.sub(r"(?:'s|’s|:s|s)$", "", folded)):
        found = organisation_kind_of(name, language)
        if found is not None:
            return found
    return None


def _known_work(found: _Found, item: Item, original: str, language: str) -> None:
    """A real body whose known work the text does not describe: another remit than
    the original's ("Boverket", housing, for "Trafikverket", which runs the
    railways; remits.py), or a listed company, club or school for a body no list
    knows ("Siemens" for the town's arts centre, "Liverpool FC" for a swimming
    club): reviewers read what the text says it does and find it false."""
    candidate = (item.candidate or "").strip()
    if not candidate or fold(candidate) == fold(original.strip()):
        return
    was, now = remits_of(original), remits_of(candidate)
    if was and now and not was & now:
        found.add(
            "SEM:CONTRADICTORY",
            0.7,
            f"{candidate} works on {', '.join(sorted(now))}, the original on "
            f"{', '.join(sorted(was))}",
        )
        return
    # a name, not a word that is one too ("economist", The Economist)
    listed = _listed(candidate, language) if candidate[:1].isupper() else None
    if listed is not None and _listed(original, language) is None:
        found.add(
            "SEM:CONTRADICTORY",
            0.6,
            f"{candidate} is a real {listed[0]}, whose known work the text does "
            "not describe",
        )


def _weekday_in(text: str) -> int | None:
    """The weekday (0 = Monday) a date names, in English or Swedish, full or short."""
    for word in _NEXT_WORDS.findall(text):
        key = fold(word).rstrip("s")  # "torsdags", "Thursdays"
        for names_of in WEEKDAYS.values():
            for index, name in enumerate(names_of):
                folded = fold(name)
                if key == folded or (len(key) == 3 and folded.startswith(key)):
                    return index
            for index, name in enumerate(names_of):
                if key.endswith("en") and fold(name) == key[:-2]:  # "torsdagen"
                    return index
    return None


def _gender(found: _Found, item: Item, original: str, text: str) -> None:
    if item.category != "PERSON":
        return
    candidate = item.candidate or ""
    words = original.split()
    title = TITLES.get(words[0].lower(), "") if len(words) > 1 else ""
    if not title:
        before = text[max(0, item.start - 12) : item.start].split()
        title = TITLES.get(before[-1].lower(), "") if before else ""
    if not title:
        title = _pronoun_after(text, item)
        evidence = "the pronoun after it"
        if title and gender_of_name(original) not in ("", title):
            # the original's own name says the pronoun is another person's ("Joy
            # Baker ... his court case" is her husband's)
            return
    else:
        evidence = "the title"
    if not title:
        return
    gender = gender_of_name(candidate)
    if gender and gender != title:
        found.add(
            "SEM:CONTRADICTORY",
            0.8,
            f"a {'woman' if gender == 'F' else 'man'}'s name where {evidence} says "
            f"{'a woman' if title == 'F' else 'a man'}",
        )


_PRONOUN_GENDER = {
    "he": "M", "him": "M", "his": "M", "han": "M", "honom": "M", "hans": "M",
    "she": "F", "her": "F", "hers": "F", "hon": "F", "henne": "F", "hennes": "F",
}  # fmt: skip
_NEXT_WORDS = re.compile(r"[^\W\d_]+", re.UNICODE)


def _pronoun_after(text: str, item: Item) -> str:
    """The gender of the first personal pronoun in the words after a name, within
    its sentence and the next ("Alison Marsh ... She said"), unless another
    capitalised name comes first (it may be that person's)."""
    window = text[item.end : item.end + 160]
    stop = re.search(r"[.!?].*?[.!?]", window, re.S)
    if stop:
        window = window[: stop.end()]
    for match in _NEXT_WORDS.finditer(window):
        word = match.group(0)
        gender = _PRONOUN_GENDER.get(word.lower())
        if gender:
            return gender
        if word[:1].isupper() and _is_name(fold(word)) and match.start() > 0:
            return ""
    return ""


def _bare(text: str) -> str:
    return fold(_GENITIVE_EN.sub("", text.strip()))


def _words(text: str) -> frozenset[str]:
    return frozenset(TOKEN.findall(_bare(text))) - GENERIC_WORDS


def _part_of(a: str, b: str) -> bool:
    """Whether one of two names is a part of the other ("Kalkan", "Nadir Kalkan")."""
    wa, wb = _words(a), _words(b)
    return bool(wa) and bool(wb) and (wa <= wb or wb <= wa)


def _consistency(
    items: Sequence[Item], originals: dict[object, str], found: dict[object, _Found]
) -> None:
    """One entity named two ways; two entities sharing a name (document order)."""
    groups: dict[str, list[Item]] = defaultdict(list)
    for item in items:
        if not (item.candidate or "").strip() or fold(originals[item.key]) in PRONOUNS:
            continue
        original = originals[item.key]
        group = f"e:{item.entity}" if item.entity else f"o:{_bare(original)}"
        if not item.entity and item.category == "PERSON" and group not in groups:
            # "Kalkan's" after "Mr Nadir Kalkan": a part of one person's name is that
            # person; a part two people share ("Li" of two Lis) is nobody's
            people = [
                g
                for g, members in groups.items()
                if g.startswith("o:")
                and members[0].category == "PERSON"
                and _part_of(original, originals[members[0].key])
            ]
            if len(people) == 1:
                group = people[0]
        groups[group].append(item)
    for members in groups.values():
        first = members[0]
        for item in members[1:]:
            same = _bare(item.candidate or "") == _bare(first.candidate or "")
            partial = _part_of(originals[item.key], originals[first.key]) and _part_of(
                item.candidate or "", first.candidate or ""
            )
            if not same and not partial:
                found[item.key].add(
                    "SEM:CONTRADICTORY",
                    0.85,
                    f"the same entity was {first.candidate!r} earlier",
                )
    holders: dict[str, tuple[str, Item]] = {}
    for group, members in groups.items():
        for item in members:
            name = _bare(item.candidate or "")
            if not name:
                continue
            holder = holders.setdefault(name, (group, item))
            if holder[0] == group:
                continue
            if _part_of(originals[item.key], originals[holder[1].key]):
                continue  # "Kalkan" and "Nadir Kalkan": one person, told apart by text
            found[item.key].add(
                "SEM:MERGED-ENTITY",
                0.9,
                f"{originals[holder[1].key]!r} has the same pseudonym",
            )


# -------------------------------------------------------------------- relations
# What held between spans in the original and no longer holds between their
# candidates: a range that runs backwards, an age the years no longer give, a season
# turned to its opposite, a nationality that left its town's country.

_RANGE_BETWEEN = re.compile(
    r"^\s*(?:-|–|—|to|until|till|and|och|tills|through)\s*$", re.IGNORECASE
)
_AGE_CUE = re.compile(
    r"(?:\baged?\b|\bage of\b|years? old|year-old|\bdied at\b|\bturned\b|"
    r"\bår gammal|\båldern\b|\bålder av\b|\bfyllde\b|\bfyller\b|-årig|\bår\b)",
    re.IGNORECASE,
)
_AGE_NUMBER = re.compile(
    r"^(?:aged\s+)?(\d{1,3})(?:\s*(?:år|years?))?(?:-[\w-]+)?$", re.IGNORECASE
)
_ISO_DATE = re.compile(r"\b(1[5-9]\d\d|20\d\d)-(\d\d)-(\d\d)\b")


def _date_key(text: str) -> tuple[int | None, int | None, int | None] | None:
    """(year, month, day) a span names, any part None; None if it names no date."""
    iso = _ISO_DATE.search(text)
    if iso:
        return (int(iso.group(1)), int(iso.group(2)), int(iso.group(3)))
    year = _YEAR.search(text)
    month = day = None
    month_of = _month_numbers()
    for word in _NEXT_WORDS.findall(text):
        number = month_of.get(fold(word))
        if number is not None:
            month = number
            break
    days = re.findall(r"\b(\d{1,2})(?:st|nd|rd|th|:e|:a)?\b", text)
    if days:
        day = int(days[0])
    if year is None and month is None:
        if day is None or text.strip(" .") != days[0]:
            return None
    return (int(year.group(1)) if year else None, month, day)


@lru_cache(maxsize=1)
def _month_numbers() -> dict[str, int]:
    return {
        fold(m)[:size]: i
        for values in MONTHS.values()
        for i, m in enumerate(values, 1)
        for size in (None, 3)
    }


def _merge(
    a: tuple[int | None, int | None, int | None],
    b: tuple[int | None, int | None, int | None],
) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """Both dates with what one lacks taken from the other ("18 and 22 September"),
    cut to the parts both have; None when they share no part."""
    left: list[int] = []
    right: list[int] = []
    for x, y in zip(a, b, strict=True):
        x = y if x is None else x
        y = x if y is None else y
        if x is None or y is None:
            if left:
                break
            continue
        left.append(x)
        right.append(y)
    return (tuple(left), tuple(right)) if left else None


def _ranges(
    text: str,
    items: Sequence[Item],
    originals: dict[object, str],
    found: dict[object, _Found],
) -> None:
    for first, second in zip(items, items[1:], strict=False):
        if not _RANGE_BETWEEN.match(text[first.end : second.start]):
            continue
        before = (_date_key(originals[first.key]), _date_key(originals[second.key]))
        after = (_date_key(first.candidate or ""), _date_key(second.candidate or ""))
        if None in before or None in after:
            continue
        was = _merge(*before)  # type: ignore[arg-type]
        now = _merge(*after)  # type: ignore[arg-type]
        if was and now and was[0] <= was[1] and now[0] > now[1]:
            found[second.key].add(
                "SEM:CONTRADICTORY",
                0.8,
                f"the range {first.candidate} – {second.candidate} runs backwards",
            )


def _still_in_text(
    text: str,
    items: Sequence[Item],
    originals: dict[object, str],
    found: dict[object, _Found],
) -> None:
    """A candidate whose original the text still gives outside the spans (a
    headline, a quote the annotators left): the rewritten text names the thing
    two ways, and people read the candidate as the contradiction."""
    spans = [(i.start, i.end) for i in items]
    for item in items:
        original = originals[item.key].strip()
        candidate = (item.candidate or "").strip()
        if len(original) < 3 or fold(candidate) == fold(original):
            continue
        if original.isdigit() and int(original) < 100:
            continue  # a small number recurs by chance
        pattern = re.compile(rf"(?<!\w){re.escape(original)}(?!\w)", re.IGNORECASE)
        if any(
            not any(a <= m.start() < b for a, b in spans)
            for m in pattern.finditer(text)
        ):
            found[item.key].add(
                "SEM:CONTRADICTORY",
                0.5,
                f"the text still says {original!r} outside the spans",
            )
            continue
        if item.category not in ("ORG", "LOC", "MISC") or " " not in original:
            continue
        # "Mayo County Council" -> "McLean County Council" beside an unannotated
        # "Mayo's councillors", "Helsingborgs tingsrätt" beside "i Helsingborg":
        # the body's place or name stands in the text as it was
        kept = {fold(w) for w in re.findall(r"[\w-]+", candidate)}
        for word in re.findall(r"[\w-]+", original):
            base = word[:-1] if word.endswith("s") and len(word) > 5 else word
            if (
                len(base) < 4
                or not word[:1].isupper()
                or fold(word) in kept
                or fold(base) in kept
                or fold(base) in GENERIC_WORDS
                or fold(base) in _ordinary_words()
            ):
                continue
            near = re.compile(
                rf"(?<!\w){re.escape(base)}(?:s|'s|’s|:s)?(?!\w)", re.IGNORECASE
            )
            if any(
                not any(a <= m.start() < b for a, b in spans)
                and text[m.start()].isupper()
                for m in near.finditer(text)
            ):
                found[item.key].add(
                    "SEM:CONTRADICTORY",
                    0.45,
                    f"the text still says {base!r} of {original!r} outside the spans",
                )
                break


def _sums(
    text: str,
    items: Sequence[Item],
    originals: dict[object, str],
    found: dict[object, _Found],
    language: str,
) -> None:
    """A sum of the original's figures that the candidates no longer make: 160 +
    45 = [205] with "212" for it, the debt's parts against its total, a figure the
    headline still gives. The equations are the surrogate generator's (figures.py),
    read on the original text; each annotated member is the candidate's value."""
    spans = tuple((i.start, i.end) for i in items)
    amounts, equations = figures.equations_in(text, language, spans)
    if not equations:
        return
    owner: dict[int, Item] = {}
    for index, amount in enumerate(amounts):
        if amount.annotated:
            item = next(
                (i for i in items if i.start <= amount.start and amount.end <= i.end),
                None,
            )
            if item is not None:
                owner[index] = item
    for members in equations:
        values: list[tuple[Fraction, Fraction]] = []
        changed: list[Item] = []
        for index, coefficient in members:
            amount = amounts[index]
            value: Fraction | None = amount.value
            item = owner.get(index)
            if amount.annotated:
                if item is None:
                    break
                value = figures.value_in(item.candidate or "", language, amount.count)
                if value is None:
                    break
                if value != amount.value:
                    changed.append(item)
            values.append((coefficient, amount.value if value is None else value))
        else:
            residual = abs(sum((c * v for c, v in values), Fraction(0)))
            rounded = any(c.denominator != 1 for c, _ in values)
            size = max(abs(v) for _, v in values)
            if changed and residual > (size / 200 if rounded else Fraction(0)):
                shown = ", ".join(
                    (item.candidate or "").strip() for item in dict.fromkeys(changed)
                )
                for item in changed:
                    found[item.key].add(
                        "SEM:CONTRADICTORY",
                        0.75,
                        f"the text's figures no longer add up with {shown}",
                    )


def _arithmetic(
    text: str,
    items: Sequence[Item],
    originals: dict[object, str],
    found: dict[object, _Found],
    language: str,
) -> None:
    """A figure that made a product with two numbers of the text (four offences at
    [£4,500], £18,000 in all; [14 months] at £850, £11,900) or a sum with two of
    its paragraph or the next ([42] staff and 20 new, 62), and whose candidate no
    longer makes it, the other terms as the text now stands. Exact in the
    original, so that a relation is no coincidence of rounded figures."""
    spans = tuple((i.start, i.end) for i in items)
    numbers = {n[0]: n for n in figures.numbers_in(text, language, spans)}
    now: dict[int, Fraction] = {}  # where a changed annotated figure stands -> new
    owner: dict[int, Item] = {}
    for item in items:
        if _DATED.search(originals[item.key]):
            # a date's day is no term ("Friday 10 April" by 31,000 is no 310,000)
            for at in [n for n in numbers if item.start <= n < item.end]:
                del numbers[at]
            continue
        if item.failed or item.category not in ("QUANTITY", "DATETIME", "MISC"):
            continue
        old = _one_number(originals[item.key], language)
        new = _one_number(item.candidate or "", language)
        if old is None or new is None or new[1] == old[1]:
            continue
        at = item.start + old[0]
        numbers.setdefault(at, (at, at + 1, old[1]))
        now[at], owner[at] = new[1], item
    if not now or len(numbers) < 3:
        return
    ordered = sorted(numbers.values())
    paragraph = {n[0]: text.count("\n\n", 0, n[0]) for n in ordered}
    for start in now:
        value = numbers[start][2]
        mates = [(n, float(n[2])) for n in ordered if n[0] != start and n[2] >= 2]
        near = float(value)
        hit = None
        for a, fa in mates:
            for b, fb in mates:
                if b[0] == a[0] or not _may_relate(near, fa, fb):
                    continue
                relation = _relation(value, a[2], b[2])
                if relation is None:
                    continue
                if (
                    relation == "sum"
                    and max(abs(paragraph[n[0]] - paragraph[start]) for n in (a, b)) > 1
                ):
                    continue
                after = _relation(now[start], now.get(a[0], a[2]), now.get(b[0], b[2]))
                if after != relation:
                    hit = (relation, a[2], b[2])
                    break
            if hit:
                break
        if hit is None:
            continue
        item = owner[start]
        found[item.key].add(
            "SEM:CONTRADICTORY",
            0.7,
            f"{(item.candidate or '').strip()} no longer makes the {hit[0]} it "
            f"made with the text's {_shown(hit[1])} and {_shown(hit[2])}",
        )


# a date or a clock time of either language, whose numbers make no products
_DATED = re.compile(
    r"(?i)\b(?:jan|feb|mar|apr|may|maj|jun|jul|aug|sep|oct|okt|nov|dec)[a-z]*\.?\b"
    r"|\b(?:mon|tues|wednes|thurs|fri|satur|sun|mån|tis|ons|tors|fre|lör|sön)"
    r"(?:day|dag)\b|\d[.:]\d\d\b|\d{4}-\d\d-\d\d"
)
_ONE_NUMBER = re.compile(r"\d+(?:[ ,.\u00a0]\d+)*")


def _one_number(text: str, language: str) -> tuple[int, Fraction] | None:
    """The one number ``text`` holds, where it stands and its value ("14 months",
    "£4,500", "1,2 miljoner kronor" as 1,200,000); None for none or several."""
    value = figures.value_in(text, language, False) or figures.value_in(
        text, language, True
    )
    found = _ONE_NUMBER.findall(text)
    if len(found) != 1:
        return None
    where = text.index(found[0])
    if value is not None:
        return where, value
    number = figures.number_value(found[0], language)
    return (where, number) if number is not None else None


def _may_relate(value: float, x: float, y: float) -> bool:
    """Whether ``value`` may be the product or sum of ``x`` and ``y`` or make ``y``
    with ``x``, as floats tell it: a cheap test before the exact one (_relation),
    which Fractions make costly on a text of many figures."""

    def close(a: float, b: float) -> bool:
        return abs(a - b) <= 1e-6 * max(1.0, abs(b))

    return (
        close(x * y, value)
        or close(value * x, y)
        or close(x + y, value)
        or close(value + x, y)
    )


def _relation(value: Fraction, x: Fraction, y: Fraction) -> str | None:
    """How ``value`` stands to ``x`` and ``y`` exactly, if it does: the product
    of both, a factor of ``y`` by ``x``, their sum, or what is left of ``y`` by
    ``x``. Products of a factor of 10 or more by one of 2 or more that is no power
    of ten (31,000 by 10 is a coincidence as often as not); sums of terms of 10 or
    more (an age of 27 is no 5 + 22)."""
    if x * y == value and max(x, y) >= 10 and min(x, y) >= 2 and _plain(x, y):
        return "product"
    if value * x == y and max(value, x) >= 10 and min(value, x) >= 2:
        if _plain(value, x):
            return "product"
    if x + y == value and min(x, y) >= 10 and min(x, y) * 20 >= value:
        return "sum"
    if value + x == y and min(value, x) >= 10 and min(value, x) * 20 >= y:
        return "sum"
    return None


def _plain(*factors: Fraction) -> bool:
    """Whether no factor is a power of ten."""
    return not any(f in _POWERS_OF_TEN for f in factors)


_POWERS_OF_TEN = frozenset(Fraction(10**k) for k in range(1, 10))


def _shown(value: Fraction) -> str:
    return f"{int(value):,}" if value.denominator == 1 else f"{float(value):,.2f}"


def _percentages(
    text: str,
    items: Sequence[Item],
    originals: dict[object, str],
    found: dict[object, _Found],
    language: str,
) -> None:
    """A percentage that two unannotated numbers of its sentence gave ("47 of the
    212 pupils, or [22 per cent]") and that the candidate no longer is."""
    spans = tuple((i.start, i.end) for i in items)
    for item in items:
        original = originals[item.key]
        was = figures.percent_of(original, language)
        if was is None:
            continue
        base = item.start + len(original) - len(original.lstrip())
        why = figures.percent_given(
            text, language, spans, base, base + len(original.strip())
        )
        now = figures.percent_of(item.candidate or "", language)
        if why is None or now is None or now == was:
            continue
        found[item.key].add(
            "SEM:CONTRADICTORY",
            0.75,
            f"{(item.candidate or '').strip()} is no longer what the text's numbers "
            f"give ({why.split(':')[0]})",
        )


def _years_of(
    text: str, items: Sequence[Item], originals: dict[object, str]
) -> tuple[list[int], list[int]]:
    """The years of the text before and after replacement, matched by position (a
    year a candidate drops is left out of both)."""
    before: list[int] = []
    after: list[int] = []
    at = 0
    for item in [*items, None]:
        end = item.start if item is not None else len(text)
        plain = [int(y) for y in _YEAR.findall(text[at:end])]
        before += plain
        after += plain
        if item is None:
            break
        old = [int(y) for y in _YEAR.findall(originals[item.key])]
        new = [int(y) for y in _YEAR.findall(item.candidate or "")]
        if len(old) == len(new):
            before += old
            after += new
        at = item.end
    return before, after


def _ages(
    text: str,
    items: Sequence[Item],
    originals: dict[object, str],
    found: dict[object, _Found],
) -> None:
    before, after = _years_of(text, items, originals)
    if len(before) < 2:
        return
    for item in items:
        old = _AGE_NUMBER.match(originals[item.key].strip())
        new = _AGE_NUMBER.match((item.candidate or "").strip())
        if old is None or new is None:
            continue
        context = text[max(0, item.start - 30) : item.end + 20]
        if not _AGE_CUE.search(context):
            continue
        age, new_age = int(old.group(1)), int(new.group(1))
        pairs = [
            (i, j)
            for i in range(len(before))
            for j in range(len(before))
            if before[i] < before[j] and abs(before[j] - before[i] - age) <= 1
        ]
        if not pairs:
            continue
        if not any(abs(after[j] - after[i] - new_age) <= 1 for i, j in pairs):
            i, j = pairs[0]
            found[item.key].add(
                "SEM:CONTRADICTORY",
                0.75,
                f"{new_age} no longer fits the years {after[i]} and {after[j]}",
            )


_OPPOSITE_SEASON = {0: 2, 1: 3, 2: 0, 3: 1}


def _season_of(text: str) -> int | None:
    words = {fold(w) for w in _NEXT_WORDS.findall(text)}
    for names_of in SEASONS.values():
        for index, name in enumerate(names_of):
            stem = fold(name)
            if stem in words or stem.removesuffix("en") in words:
                return index
    for index, phrase in enumerate(("vintras", "varas", "somras", "hostas")):
        if phrase in words:
            return (3, 0, 1, 2)[index]
    return None


def _seasons(
    items: Sequence[Item], originals: dict[object, str], found: dict[object, _Found]
) -> None:
    for item in items:
        was = _season_of(originals[item.key])
        now = _season_of(item.candidate or "")
        if was is not None and now is not None and _OPPOSITE_SEASON[was] == now:
            found[item.key].add(
                "SEM:CONTRADICTORY", 0.6, "a season became its opposite"
            )


def _country_of_place(text: str) -> str | None:
    lex = places()
    folded = fold(text.strip())
    code = lex.country_of_name.get(folded)
    if code is not None:
        return code
    cities = lex.city_of_name.get(folded)
    return cities[0][0] if cities else None


def _country_of_demonym(text: str) -> str | None:
    lex = places()
    for word in _NEXT_WORDS.findall(text):
        dem = lex.demonym_of_word.get(fold(word))
        if dem is not None and dem[0].kind == "nationality":
            return dem[0].key
    return None


def _nationalities(
    items: Sequence[Item], originals: dict[object, str], found: dict[object, _Found]
) -> None:
    demonyms = [
        (item, country)
        for item in items
        if (country := _country_of_demonym(originals[item.key]))
    ]
    if not demonyms:
        return
    placed = [
        (item, country)
        for item in items
        if (country := _country_of_place(originals[item.key]))
    ]
    for dem_item, country in demonyms:
        now = _country_of_demonym(dem_item.candidate or "")
        if now is None:
            continue
        for place_item, place_country in placed:
            if place_country != country:
                continue
            moved = _country_of_place(place_item.candidate or "")
            if moved is not None and moved != now:
                found[dem_item.key].add(
                    "SEM:CONTRADICTORY",
                    0.7,
                    f"{dem_item.candidate} does not fit {place_item.candidate}, "
                    "which stands where the original's country was",
                )
                break


def _setting(
    text: str,
    items: Sequence[Item],
    originals: dict[object, str],
    found: dict[object, _Found],
) -> None:
    """A place moved out of the country the unannotated text names ("Jayapura"
    -> a Malaysian town in a text that says "indonesiska" and "Papua" outside
    its spans): the rewritten text puts the story in two countries."""
    named: set[str] = set()
    outside = outside_spans(text, [(i.start, i.end) for i in items])
    for word in _NEXT_WORDS.findall(outside):
        dem = places().demonym_of_word.get(fold(word))
        if dem is not None and dem[0].kind == "nationality":
            named.add(dem[0].key)
    named.update(unannotated_places_of(outside))
    if not named:
        return
    lex = places()
    for item in items:
        if item.category not in ("LOC", "MISC", "ORG", "DEM"):
            continue
        was = _country_of_place(originals[item.key])
        now = _country_of_place(item.candidate or "")
        # a town of several countries ("Kelso") may be one of the named country's
        towns = {
            c for c, _ in lex.city_of_name.get(fold((item.candidate or "").strip()), ())
        }
        if (
            was in named
            and now is not None
            and now != was
            and not (named & (towns | {now}))
        ):
            found[item.key].add(
                "SEM:CONTRADICTORY",
                0.6,
                f"{item.candidate!r} is in another country than the one the text "
                "names outside the spans",
            )


def broken_figures(
    text: str, items: Sequence[Item], language: str = "en"
) -> dict[object, str]:
    """The items whose candidate breaks a figure the text lets a reader check (a
    sum, a percentage, a product, an age against a birth year), with the
    evidence: what the surrogate generator checks before it hands a document
    on."""
    live = [i for i in items if not i.failed and (i.candidate or "").strip()]
    originals = {item.key: text[item.start : item.end] for item in live}
    found: dict[object, _Found] = {item.key: _Found() for item in live}
    _sums(text, live, originals, found, language)
    _percentages(text, live, originals, found, language)
    _arithmetic(text, live, originals, found, language)
    _ages(text, live, originals, found)
    return {
        key: here.tags["SEM:CONTRADICTORY"][1]
        for key, here in found.items()
        if "SEM:CONTRADICTORY" in here.tags
    }


# "rise from €74.50 to €77.48", "höjs från 20,64 till 20,99 kronor": a change
# whose words say its direction; its two figures, the first and the second
_FROM_TO = {
    "en": re.compile(r"\bfrom\s+(\S*?\d[\d,.]*)\S*\s+to\s+(\S*?\d[\d,.]*)"),
    "sv": re.compile(r"\bfrån\s+(\S*?\d[\d ,.]*?)\s*\S*\s+till\s+(\d[\d ,.]*)"),
}
_UP = {
    "en": re.compile(
        r"\b(?:ris(?:e|es|ing)|rose|up|increase[sd]?|grow|grew|climb\w*)\b"
    ),
    "sv": re.compile(r"\b(?:höj\w*|ök\w*|stig\w*|steg|upp)\b"),
}
_DOWN = {
    "en": re.compile(
        r"\b(?:fall|falls|fell|down|drop\w*|cut|decrease[sd]?|declin\w*)\b"
    ),
    "sv": re.compile(r"\b(?:sänk\w*|minsk\w*|sjönk|sjunk\w*|ner|ned)\b"),
}


def _directions(
    text: str, items: Sequence[Item], found: dict[object, _Found], language: str
) -> None:
    """A figure of a change whose words say its direction ("will go up by 4 per
    cent, from [€90.50] to €77.48") that the candidate turned the other way: the
    sentence as it now reads rises to a lower figure."""
    pattern = _FROM_TO.get(language)
    if pattern is None:
        return
    changed = sorted(
        (i for i in items if i.category in ("QUANTITY", "DATETIME", "MISC")),
        key=lambda i: i.start,
    )
    if not changed:
        return
    for item in changed:
        start = text.rfind(".", 0, item.start) + 1
        end = text.find(".", item.end)
        end = len(text) if end < 0 else end
        # the sentence as it now reads: the candidate in place of the original
        before = text[start : item.start]
        sentence = before + (item.candidate or "") + text[item.end : end]
        here = (len(before), len(before) + len(item.candidate or ""))
        up = _UP[language].search(sentence) is not None
        down = _DOWN[language].search(sentence) is not None
        if up == down:
            continue
        for match in pattern.finditer(sentence):
            spans = [match.span(1), match.span(2)]
            if not any(a < here[1] and here[0] < b for a, b in spans):
                continue
            first, second = (
                figures.number_value(
                    re.sub(r"^\D+", "", match.group(n)).strip(" ,."), language
                )
                for n in (1, 2)
            )
            if first is None or second is None or first == second:
                continue
            if (second > first) != up:
                found[item.key].add(
                    "SEM:CONTRADICTORY",
                    0.6,
                    f"the text says it went {'up' if up else 'down'} from "
                    f"{match.group(1).strip()} to {match.group(2).strip()}",
                )


def _relations(
    text: str,
    items: Sequence[Item],
    originals: dict[object, str],
    found: dict[object, _Found],
    language: str = "en",
) -> None:
    live = [i for i in items if not i.failed and (i.candidate or "").strip()]
    _still_in_text(text, live, originals, found)
    _sums(text, live, originals, found, language)
    _percentages(text, live, originals, found, language)
    _arithmetic(text, live, originals, found, language)
    _ranges(text, live, originals, found)
    _directions(text, live, found, language)
    _ages(text, live, originals, found)
    _seasons(live, originals, found)
    _nationalities(live, originals, found)
    _setting(text, live, originals, found)


# ----------------------------------------------------------------------- driver


def propose(
    text: str,
    items: Iterable[Item],
    *,
    language: str = "en",
    pos_of: Callable[[Item], tuple[str, str] | None] | None = None,
) -> dict[object, Proposal]:
    """A proposal for every item of one document, keyed by ``Item.key``.

    ``pos_of`` (optional) gives the (original, candidate) part of speech of an item
    in context, from the app's tagger; without it no POS is proposed.
    """
    ordered = sorted(items, key=lambda i: (i.start, i.end))
    originals = {item.key: text[item.start : item.end] for item in ordered}
    found: dict[object, _Found] = {item.key: _Found() for item in ordered}
    mentions: dict[str, list[str]] = defaultdict(list)
    for item in ordered:
        if item.entity:
            mentions[item.entity].append(originals[item.key])
    for item in ordered:
        original = originals[item.key]
        here = found[item.key]
        _failed(here, item, original, text)
        if "FAILED" in here.tags:
            continue
        others = [m for m in mentions.get(item.entity or "", ()) if m != original]
        _overlap(here, item, original, others)
        _grammar(here, item, original, text, language)
        if pos_of is not None and item.category in _POS_CATEGORIES:
            pair = pos_of(item)
            if pair and _pos_differs(*pair):
                here.add("POS", 0.75, f"{pair[0]} became {pair[1]}")
        _structural(here, item, original, text)
        _category(here, item, original, language)
        misfit = fit(
            original,
            item.candidate or "",
            item.category,
            pronoun=fold(original.strip()) in PRONOUNS,
        )
        if misfit is not None:
            here.add(misfit.tag, misfit.confidence, misfit.evidence)
        _impossible_date(here, item)
        _garbled_date(here, item, original)
        _gender(here, item, original, text)
        _known_work(here, item, original, language)
    _consistency(ordered, originals, found)
    _relations(text, ordered, originals, found, language)
    out: dict[object, Proposal] = {}
    for item in ordered:
        tags = found[item.key].tags
        winner = next((t for t in TAG_ORDER if t in tags), None)
        evidence = tuple(f"{t}: {tags[t][1]}" for t in TAG_ORDER if t in tags)
        if winner is None:
            known = bool(kinds_of(originals[item.key], language))
            out[item.key] = Proposal(
                NO_ERROR,
                0.8 if known else 0.6,
                ("no check found a problem",),
            )
        else:
            out[item.key] = Proposal(winner, tags[winner][0], evidence)
    return out


_SAME_POS = frozenset({"NOUN", "PROPN"})
# The treebank tagger guesses at names, numbers and dates it has not seen ("Terri"
# a verb): its word is taken for the spans of ordinary words only.
_POS_CATEGORIES = frozenset({"MISC", "DEM"})
# Tags the tagger gives what it does not know: no evidence of a change.
_UNSURE_POS = frozenset({"PROPN", "NUM", "X", "SYM", "PUNCT"})


def _pos_differs(original: str, candidate: str) -> bool:
    if not original or not candidate or original == candidate:
        return False
    if original in _UNSURE_POS or candidate in _UNSURE_POS:
        return False
    return not (original in _SAME_POS and candidate in _SAME_POS)


# ------------------------------------------------------------ a run's documents


def propose_pseudonymized(
    document: PseudonymizedDocument,
    *,
    upos: Mapping[Any, tuple[str, str]] | None = None,
) -> dict[object, Proposal]:
    """Proposals for a run's candidates in one document, keyed by span key.

    ``upos``: each span's (original, pseudonymized) UPOS as the run's metrics read
    them (``run_metrics(upos_out=...)``); a span whose part of speech changed gets
    POS (noun and proper noun count as one). Without it, no POS is proposed.
    """
    replacements = document.replacements
    pos_of: Callable[[Item], tuple[str, str] | None] | None = None
    if upos is not None:
        known = upos

        def pos_of(item: Item) -> tuple[str, str] | None:
            return known.get(item.key)

    items = [
        Item(
            key=r.span.key,
            start=r.span.start,
            end=r.span.end,
            candidate=r.text,
            category=r.span.category,
            entity=r.span.entity,
            failed=r.failed,
        )
        for r in replacements
    ]
    found = propose(document.text, items, language=document.language, pos_of=pos_of)
    for r in replacements:
        if r.kept:
            # NO_MASK: the original stays on purpose; people still read it as shared
            found[r.span.key] = Proposal(
                "OVERLAP", 0.6, ("OVERLAP: the original is kept (it needs no masking)",)
            )
    return found
