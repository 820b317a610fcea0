"""Feasts the text names beside its dates: a date on a feast stays on that feast.

The project's offset moves every date by one or two years give or take a couple of
weeks. Where the text names a feast in words it keeps ("a Valentine's dinner",
"julaftonen", "Divali"), a date on that feast moved by the offset contradicts it: the
dinner of 14 February falls on 30 January. Such a date, and every date of the same
document near it, moves instead onto the same feast in the moved year: a fixed feast
keeps its day and month, Easter and the feasts that hang on it move with Easter's
reckoning, a feast fixed by its weekday ("the fourth Thursday of November",
midsommarafton) keeps its weekday, and the lunar feasts (Divali, Eid, the Chinese new
year) take the day the `holidays` package gives for that year.

Only feasts written outside the spans count: a feast inside a span is replaced by
another feast (``NumberRules._holidays``), so nothing ties a date to it. A date is
"on" a feast when it falls within two days of it (the eve, the day after). The dates
near it (within :data:`WINDOW` days before the offset) move with it, so the order of
the document's dates holds: no date outside the window moves by more than the
difference between the two offsets (at most five weeks, for Easter), which is less
than the window.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from functools import lru_cache

from .text import fold

# Days around a feast's date within which the other dates of a document move with it.
WINDOW = 60
# A date this near a feast is on it: the eve, the day itself, the day after.
NEAR = 2

Resolver = Callable[[int], "date | None"]


def easter(year: int) -> date:
    """Easter Sunday of the Gregorian calendar (the anonymous Gregorian computus)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = b // 4, b % 4
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = c // 4, c % 4
    l = (32 + 2 * e + 2 * i - h - k) % 7  # noqa: E741 - the algorithm's own letter
    m = (a + 11 * h + 19 * l) // 433
    month = (h + l - 7 * m + 90) // 25
    return date(year, month, (h + l - 7 * m + 33 * month + 19) % 32)


def _fixed(month: int, day: int) -> Resolver:
    return lambda year: date(year, month, day)


def _easter(days: int) -> Resolver:
    return lambda year: easter(year) + timedelta(days=days)


def _nth_weekday(month: int, weekday: int, n: int) -> Resolver:
    """The n-th ``weekday`` (0 Monday) of the month; n = -1: the last."""

    def resolve(year: int) -> date:
        if n > 0:
            first = date(year, month, 1)
            return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))
        last = date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)
        return last - timedelta(days=(last.weekday() - weekday) % 7)

    return resolve


def _weekday_from(month: int, day: int, weekday: int) -> Resolver:
    """The first ``weekday`` on or after day/month (midsommarafton: the Friday from
    19 June)."""

    def resolve(year: int) -> date:
        first = date(year, month, day)
        return first + timedelta(days=(weekday - first.weekday()) % 7)

    return resolve


def _lunar(country: str, name: str) -> Resolver:
    """A feast of a lunar calendar, as the `holidays` package dates it for a
    country that keeps it."""

    def resolve(year: int) -> date | None:
        return _lunar_days(country, name, year)

    return resolve


@lru_cache(maxsize=256)
def _lunar_days(country: str, name: str, year: int) -> date | None:
    import holidays  # a dozen modules: loaded only for a text that names such a feast

    try:
        table = holidays.country_holidays(country, years=year)
    except (NotImplementedError, KeyError):  # pragma: no cover - a country it lacks
        return None
    days = sorted(d for d, n in table.items() if n.startswith(name) and d.year == year)
    return days[0] if days else None


_THANKSGIVING_US = _nth_weekday(11, 3, 4)
_THANKSGIVING_CA = _nth_weekday(10, 0, 2)
_MOTHERS_DAY_US = _nth_weekday(5, 6, 2)

# (pattern, resolver) per language; a resolver may depend on the document's country
# (Thanksgiving, Mother's Day), given as a dict of country -> resolver with "" for
# the rest. Patterns are matched case-insensitively on word boundaries.
_EN: list[tuple[str, Resolver | dict[str, Resolver]]] = [
    (r"christmas eve", _fixed(12, 24)),
    (r"christmas(?: day)?|xmas", _fixed(12, 25)),
    (r"boxing day|st\.? stephen'?s day", _fixed(12, 26)),
    (r"new year'?s eve|hogmanay", _fixed(12, 31)),
    (r"new year'?s(?: day)?", _fixed(1, 1)),
    (r"epiphany|twelfth night", _fixed(1, 6)),
    (r"burns night", _fixed(1, 25)),
    (r"valentine'?s(?: day)?", _fixed(2, 14)),
    (r"waitangi day", _fixed(2, 6)),
    (r"st\.? david'?s day", _fixed(3, 1)),
    (r"st\.? patrick'?s day|paddy'?s day", _fixed(3, 17)),
    (r"anzac day", _fixed(4, 25)),
    (r"freedom day", {"ZA": _fixed(4, 27)}),
    (r"may day", _fixed(5, 1)),
    (r"madaraka day", _fixed(6, 1)),
    (r"juneteenth", _fixed(6, 19)),
    (r"canada day", _fixed(7, 1)),
    (r"fourth of july|4th of july|independence day", {"US": _fixed(7, 4)}),
    (r"bastille day", _fixed(7, 14)),
    (r"heritage day", {"ZA": _fixed(9, 24)}),
    (r"mashujaa day", _fixed(10, 20)),
    (r"hallowe'?en", _fixed(10, 31)),
    (r"all saints'? day", _fixed(11, 1)),
    (r"bonfire night|guy fawkes(?: night| day)?", _fixed(11, 5)),
    (r"remembrance day|armistice day|veterans day", _fixed(11, 11)),
    (r"st\.? andrew'?s day", _fixed(11, 30)),
    (r"jamhuri day", _fixed(12, 12)),
    (r"day of reconciliation", _fixed(12, 16)),
    (r"australia day", _fixed(1, 26)),
    (r"shrove tuesday|pancake day", _easter(-47)),
    (r"ash wednesday", _easter(-46)),
    (r"mothering sunday", _easter(-21)),
    (r"palm sunday", _easter(-7)),
    (r"maundy thursday", _easter(-3)),
    (r"good friday", _easter(-2)),
    (r"holy saturday|easter eve", _easter(-1)),
    (r"easter monday", _easter(1)),
    (r"easter(?: sunday| day)?", _easter(0)),
    (r"ascension day", _easter(39)),
    (r"whit ?sunday|pentecost", _easter(49)),
    (r"whit ?monday", _easter(50)),
    (
        r"mother'?s'? day",
        {"GB": _easter(-21), "IE": _easter(-21), "": _MOTHERS_DAY_US},
    ),
    (r"father'?s'? day", _nth_weekday(6, 6, 3)),
    (r"thanksgiving", {"CA": _THANKSGIVING_CA, "": _THANKSGIVING_US}),
    (r"memorial day", _nth_weekday(5, 0, -1)),
    (r"labou?r day", {"US": _nth_weekday(9, 0, 1), "CA": _nth_weekday(9, 0, 1)}),
    (r"martin luther king(?: jr\.?)? day|mlk day", _nth_weekday(1, 0, 3)),
    (r"diwali|divali|deepavali", _lunar("IN", "Diwali")),
    (r"holi", _lunar("IN", "Holi")),
    (r"eid al[- ]adha|eid ul[- ]adha|bakri eid", _lunar("SG", "Eid al-Adha")),
    (r"eid(?: al[- ]fitr| ul[- ]fitr)?", _lunar("SG", "Eid al-Fitr")),
    (r"chinese new year|lunar new year|spring festival", _lunar("SG", "Chinese")),
    (r"vesak", _lunar("SG", "Vesak")),
]
_SV: list[tuple[str, Resolver | dict[str, Resolver]]] = [
    (r"julafton\w*|julaftons\w*", _fixed(12, 24)),
    (r"juldag\w*", _fixed(12, 25)),
    (r"annandag jul\w*|annandagen", _fixed(12, 26)),
    (r"nyårsafton\w*|nyårsaftons\w*", _fixed(12, 31)),
    (r"nyårsdag\w*", _fixed(1, 1)),
    (r"trettondag\w*|trettondedag jul", _fixed(1, 6)),
    (r"tjugondag knut", _fixed(1, 13)),
    (r"alla hjärtans dag", _fixed(2, 14)),
    (r"valborg\w*", _fixed(4, 30)),
    (r"första maj", _fixed(5, 1)),
    (r"nationaldag\w*", _fixed(6, 6)),
    (r"midsommarafton\w*|midsommar|midsommarhelg\w*", _weekday_from(6, 19, 4)),
    (r"midsommardag\w*", _weekday_from(6, 20, 5)),
    (r"alla helgons dag|allhelgona\w*", _weekday_from(10, 31, 5)),
    (r"halloween", _fixed(10, 31)),
    (r"mårtensafton|mårten gås", _fixed(11, 10)),
    (r"lucia\w*", _fixed(12, 13)),
    (r"fettisdag\w*", _easter(-47)),
    (r"palmsöndag\w*", _easter(-7)),
    (r"skärtorsdag\w*", _easter(-3)),
    (r"långfredag\w*", _easter(-2)),
    (r"påskafton\w*", _easter(-1)),
    (r"annandag påsk", _easter(1)),
    (r"påskdag\w*|påsk|påsken", _easter(0)),
    (r"kristi himmelsfärds\w*", _easter(39)),
    (r"pingstdag\w*|pingst\w*", _easter(49)),
    (r"mors dag", _nth_weekday(5, 6, -1)),
    (r"fars dag", _nth_weekday(11, 6, 2)),
    (r"diwali|divali|deepavali", _lunar("IN", "Diwali")),
    (r"eid al[- ]adha|offerfest\w*", _lunar("SG", "Eid al-Adha")),
    (r"eid(?: al[- ]fitr)?", _lunar("SG", "Eid al-Fitr")),
    (r"kinesiska nyår\w*|månnyår\w*", _lunar("SG", "Chinese")),
]
_TABLES = {"en": _EN, "sv": _SV}


@lru_cache(maxsize=2)
def _keywords(language: str) -> tuple[str, ...]:
    """A word each feast's pattern requires, lower-cased: a text with none of them
    names no feast (the patterns' one regular expression costs a millisecond a
    document; these a few microseconds)."""
    words = set()
    for pattern, _ in _TABLES[language]:
        for alternative in _top_level(pattern):
            required = re.sub(r"\(\?:[^()]*\)\?", " ", alternative)  # optional groups
            required = re.sub(r"\\w\*|\\.|.\?|\[[^]]*\]", " ", required)
            runs = list(re.finditer(r"[^\W\d_]{3,}", required))
            rare = [r.group() for r in runs if r.group() not in _COMMON]
            if rare:
                words.add(max(rare, key=len))
            elif len(runs) > 1:  # "may day", "good friday", "fourth of july"
                words.add(" ".join(required[runs[0].start() : runs[1].end()].split()))
            else:
                words.add(runs[0].group())
    return tuple(sorted(words))


def _word_end(text: str, at: int) -> int:
    """``at``, moved to the end of the word it falls in."""
    while at < len(text) and (text[at].isalnum() or text[at] in "'’"):
        at += 1
    return at


def _top_level(pattern: str) -> list[str]:
    """The alternatives of a pattern, split at its top-level bars only."""
    parts, depth, current = [], 0, ""
    for char in pattern:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "|" and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    return [*parts, current]


# Words too common to tell a text names a feast
_COMMON = frozenset(
    "day eve night may year new july fourth festival monday tuesday wednesday "
    "thursday friday saturday sunday good holy".split()
)


@lru_cache(maxsize=2)
def _pattern(language: str) -> re.Pattern[str]:
    table = _TABLES[language]
    return re.compile(
        "|".join(f"(?P<f{i}>\\b(?:{p})\\b)" for i, (p, _) in enumerate(table)),
        re.IGNORECASE,
    )


@dataclass(frozen=True)
class Anchor:
    """A date of the document on a feast the text names."""

    day: date  # the original date
    feast: str  # the feast as the text writes it
    resolve: Resolver
    lag: int  # days from the feast to the date (-1: its eve)

    def offset(self, years: int) -> int | None:
        """Days that move the date onto the same feast ``years`` years away (the
        same distance from it), or None where that year has no such day."""
        try:
            there = self.resolve(self.feast_year + years)
        except ValueError:
            return None
        if there is None:
            return None
        return (there + timedelta(days=self.lag) - self.day).days

    @property
    def feast_year(self) -> int:
        return (self.day - timedelta(days=self.lag)).year


def mentions(
    text: str, language: str, spans: Iterable[tuple[int, int]]
) -> list[tuple[str, Resolver | dict[str, Resolver]]]:
    """The feasts the text names outside the spans, each once, as (words, resolver)."""
    return outside(find(text, language), language, spans)


def find(text: str, language: str) -> list[tuple[int, int, str]]:
    """Every feast the text names, as (where, its row of the table, its words)."""
    if language not in _TABLES:
        return []
    # the patterns' one expression, run only around the words the feasts require
    # (over a whole text it costs a millisecond; most texts name no feast)
    lowered = text.lower()
    windows: list[list[int]] = []
    for keyword in _keywords(language):
        at = lowered.find(keyword)
        while at != -1:
            windows.append([max(0, at - 40), min(len(text), at + len(keyword) + 40)])
            at = lowered.find(keyword, at + 1)
    if not windows:
        return []
    windows.sort()
    merged = [windows[0]]
    for a, b in windows[1:]:
        if a <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    pattern = _pattern(language)
    return [
        (match.start(), int(match.lastgroup[1:]), match.group(0))  # type: ignore[index]
        for a, b in merged
        for match in pattern.finditer(text, a, _word_end(text, b))
    ]


def outside(
    found: Iterable[tuple[int, int, str]],
    language: str,
    spans: Iterable[tuple[int, int]],
) -> list[tuple[str, Resolver | dict[str, Resolver]]]:
    """Of the feasts :func:`find` found, those outside the spans, each once."""
    table = _TABLES[language]
    inside = sorted(spans)
    first: dict[int, str] = {}
    for start, index, words in found:
        if not any(s <= start < e for s, e in inside):
            first.setdefault(index, words)
    return [(words, table[index][1]) for index, words in first.items()]


def anchors(
    named: Sequence[tuple[str, Resolver | dict[str, Resolver]]],
    home: str,
    days: Iterable[date],
) -> tuple[Anchor, ...]:
    """The document's dates (``days``, read from its spans) that fall on a feast its
    text names outside the spans (``named``, from :func:`mentions`); ``home`` is the
    document's country, for the feasts each country dates its own way."""
    days = sorted(set(days))
    found: list[Anchor] = []
    for words, resolver in named:
        resolve = (
            resolver if callable(resolver) else resolver.get(home) or resolver.get("")
        )
        if resolve is None:
            continue
        for day in days:
            for year in (day.year - 1, day.year, day.year + 1):
                try:
                    feast = resolve(year)
                except ValueError:
                    continue
                if feast is not None and abs((day - feast).days) <= NEAR:
                    found.append(Anchor(day, words, resolve, (day - feast).days))
                    break
    return tuple(found)


def anchor_for(found: Sequence[Anchor], day: date | None) -> Anchor | None:
    """The anchor whose window holds ``day``: the nearest feast within
    :data:`WINDOW` days of it."""
    if day is None or not found:
        return None
    near = [a for a in found if abs((a.day - day).days) <= WINDOW]
    if not near:
        return None
    return min(near, key=lambda a: (abs((a.day - day).days), a.day))


# The feasts of the religious and civic year by name (issue 19, the sixteenth
# held-out corpus: "Ramadan" became "Gregory", "Lent" "Flal", "Tobaski" and
# "Koriteh", the Gambian Eids, invented words; "Easter" became "Christmas" beside a
# date in March). A feast names nobody and the text's dates hang on it: a span that
# is one stays as it is.
FEAST_NAMES = frozenset(
    fold(name.strip())
    for name in (
        "Ramadan, Ramadhan, Lent, Easter, Easter Sunday, Easter Monday, Good Friday, "
        "Holy Week, Palm Sunday, Ash Wednesday, Pentecost, Whitsun, Advent, "
        "Christmas, Christmas Eve, Christmas Day, Boxing Day, Epiphany, Eid, "
        "Eid al-Fitr, Eid ul-Fitr, Eid al-Adha, Eid ul-Adha, Tobaski, Tabaski, "
        "Koriteh, Korité, Diwali, Divali, Deepavali, Holi, Vesak, Hanukkah, Chanukah, "
        "Passover, Pesach, Yom Kippur, Rosh Hashanah, Sukkot, Purim, Nowruz, "
        "Lunar New Year, Chinese New Year, Hogmanay, Matariki, Thanksgiving, "
        "Michaelmas, Candlemas, ramadan, fastan, påsk, påsken, påskafton, påskdagen, "
        "annandag påsk, långfredagen, långfredag, jul, julen, julafton, juldagen, "
        "annandag jul, midsommar, midsommarafton, advent, första advent, "
        "fjärde advent, pingst, pingsten, trettondagen, trettondedag jul, "
        "valborg, valborgsmässoafton, lucia, allhelgona, allhelgonahelgen, "
        "kyndelsmässa, eid, nyår, nyårsafton, Tsagaan Sar, Losar, Tết, Tet, Songkran, "
        "Navratri, Durga Puja, Dashain, Tihar, Onam, Pongal, Baisakhi, Vaisakhi, "
        "Mawlid, Ashura, Orthodox Christmas, Orthodox Easter, Timkat, Meskel, "
        "Inti Raymi, Día de los Muertos, Carnival, Carnaval, Obon, Chuseok, "
        "Mid-Autumn Festival"
    ).split(",")
)


def is_feast(text: str) -> bool:
    """Whether ``text`` is a feast's name alone ("Ramadan", " påsk")."""
    return fold(text.strip()) in FEAST_NAMES
