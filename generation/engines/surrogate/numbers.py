"""Dates and numbers: the project's date offset, numbers of similar size, ages."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from . import feasts, figures, formats
from .core import _CLOCK, _HAS_DIGIT, RuleBase, _Doc, _Draw
from .formats import NUMBER_WORDS, WORDS_OF_NUMBER
from .lexicon import english_plural
from .text import copy_case, fold

_YEAR = re.compile(r"\b(1[6-9]\d\d|20\d\d)\b")
# A reason that keeps an age as it is (the never-leak check lets it through): the
# document's years give it, and they all move by the same number of years.
AGE_FROM_YEARS = "an age the document's years give"
# A reason that lets a date keep its day and month (a fixed feast's): the text names
# the feast it falls on, so the day says nothing the text does not.
ON_A_FEAST = "a date of a feast the text names"
# A reason that keeps a weekday alone ("i söndags", "last Monday"): the project's
# dates move by whole weeks, so it still names the day the moved dates fall on.
WEEKDAY_KEPT = "a weekday alone, kept: the dates move by whole weeks"
# A reason that keeps a count of days, weeks or months: two of the text's dates,
# which move by the same offset, lie that far apart ("arrested on [February 6] ...
# the hearing [three days] later, on [Monday, February 9]").
DAYS_APART = "a count of days two of the text's dates give"
# The reasons that keep a span as it is: the never-leak check lets them through, as
# the text around it says as much.
# A drawn number that broke a sum, product, percentage or age the reader can check
# (generator._keep_checkable_figures): kept.
FIGURE_CHECKED = "a figure the reader can check, kept as the text gives it"
# A year alone in a text that keeps its years (formats.years_left_in): it stays with
# the dates, which move within their years.
YEAR_KEPT = "a year, kept: the text keeps its years and its dates move within them"
_YEARS_ONLY = re.compile(r"(?:(?:år|year|in|i) )?(?:19|20)\d\d(?:[–/-](?:19|20)?\d\d)?")
KEPT_AS_THE_TEXT_GIVES = (
    FIGURE_CHECKED,
    YEAR_KEPT,
    AGE_FROM_YEARS,
    ON_A_FEAST,
    WEEKDAY_KEPT,
    DAYS_APART,
    figures.FIGURE_KEPT,
    figures.PERCENT_KEPT,
    formats.DAY_KEPT,
)


class _Years:
    """The years a text names, and the year a date without one is taken to be of:
    the year it names most often (the latest of those), the same for all its
    dates, so that one date is written alike wherever it stands."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.years = tuple(int(m.group(1)) for m in _YEAR.finditer(text))
        self.set = frozenset(self.years)
        counts = Counter(self.years)
        self.context = (
            max(counts, key=lambda year: (counts[year], year)) if counts else None
        )


class NumberRules(RuleBase):
    """Dates moved by the project's offset; numbers of similar size; ages nearby."""

    # the label of the span being filled ("AGE", "Date of birth")
    _span_label: str = ""
    # the years of the document last read
    _year_cache: _Years | None = None

    # ------------------------------------------------------------ dates, numbers

    def _years_of(self, doc: _Doc) -> _Years:
        """The years the document names and the year a date without one is taken
        to be of: read once per document."""
        cached = self._year_cache
        if cached is None or cached.text is not doc.text:
            cached = self._year_cache = _Years(doc.text)
        return cached

    def _datetime(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        age = self._age(doc, original, draw)
        if age is not None:
            return age
        start = max(0, doc.end - len(original))
        known = self._years_of(doc)
        context, years = known.context, known.years
        feast = self._feast_offset(doc, original, draw, context, years)
        if feast is not None:
            offset, why = feast
        else:
            offset = (
                doc.offset
                if draw.remember
                else doc.offset + draw.rng.choice((-7, 7, -14, 14, 1, -1, 365, -365))
            )
            why = (
                f"date moved within its year ({offset:+d} days), as the text "
                "leaves its year unannotated"
                if doc.in_year
                else f"date moved by the project's offset ({offset:+d} days)"
            )
        day = _range_day(doc, original, start, offset, context)
        if day is not None:
            return day, f"a day of a range moved as its other end ({offset:+d} days)"
        # a feast of a date that stays on it stays too ("Easter Sunday, 20 April")
        masked, holidays = (
            (original, []) if feast is not None else self._holidays(doc, original, draw)
        )
        text, found = formats.shift_dates(
            masked,
            offset,
            doc.language,
            context_year=context,
            years=years,
            month_first=doc.home == "US",
            # the text's own clock times: annotated ones move by minutes, so that
            # they keep their place among them
            minutes=(doc.offset % 11 + 5)
            if _CLOCK.search(masked) and doc.loose_times
            else 0,
        )
        for index, holiday in enumerate(holidays):
            text = text.replace(f"\x02{index}\x02", holiday)
        if not found and not holidays:
            return None
        if holidays and not found:
            why = "a feast of the same kind, near where the offset moves its day"
        if doc.in_year and text == original and _YEARS_ONLY.fullmatch(original.strip()):
            # "2030", "2026–27" beside dates that keep their years: the year stays
            return original, YEAR_KEPT
        if _HAS_DIGIT.search(text) or text != original:
            return text, why
        if found and not (offset % 7) and formats.weekdays_only(original):
            return original, WEEKDAY_KEPT
        return None

    def _feast_offset(
        self,
        doc: _Doc,
        original: str,
        draw: _Draw,
        context: int | None,
        years: tuple[int, ...],
    ) -> tuple[int, str] | None:
        """The offset of a date near a feast the text names (feasts.py): the one
        that puts the feast's date on the same feast in the moved year, and why."""
        if not doc.anchors:
            return None
        day = formats.first_day(
            original, context_year=context, years=years, month_first=doc.home == "US"
        )
        anchor = feasts.anchor_for(doc.anchors, day)
        if anchor is None:
            return None
        back = round(doc.offset / 365.25) or -1
        if not draw.remember:
            back += draw.rng.choice((-1, 1)) if back < -1 else -1
        offset = anchor.offset(back)
        if offset is None:
            return None
        on = "on" if anchor.day == day else "near"
        return offset, (
            f"{ON_A_FEAST}: {on} {anchor.feast!r}, which the text names, moved onto "
            f"it in the moved year ({offset:+d} days)"
        )

    def _datetime_whole(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A span of another category that is a date (QUANTITY "9 June 1989"),
        with a weekday before it or not (a MISC "Sat 24/08/2024" of a label scheme
        the generator was not written for: its digits replaced one by one gave
        "19/00/2026")."""
        match = formats.DATE_PATTERN.fullmatch(
            formats.LEADING_WEEKDAY.sub("", original, count=1)
        )
        if match is None:
            return None
        if not (
            match.group("dmy")
            or match.group("mdy")
            or match.group("iso")
            or match.group("num")
        ):
            return None
        return self._datetime(doc, original, draw)

    def _numbers(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        age = self._age(doc, original, draw)
        if age is not None:
            return age
        kept = (
            self._years_apart(doc, original)
            or self._days_apart(doc, original)
            or self._percent_given(doc, original)
        )
        if kept is not None:
            return original, kept
        if draw.remember:
            summed = self._in_sums(doc, original)
            if summed is not None:
                return summed
        bare = original.strip()
        count = _YEAR_COUNT.fullmatch(bare)
        value = (
            int(bare)
            if bare.isdigit()
            else _value_of(count.group("number"), doc.language)
            if count
            else None
        )
        # "She was born in 1931 ... died at [91]", "föddes 1932 ... [93 år]": the
        # years give the age
        if value is not None and 1 <= value <= 120:
            if self._age_from_births(doc, value):
                return original, f"{AGE_FROM_YEARS}: kept, as they move together"
        year_shift = round(doc.offset / 365.25) or 1
        if not draw.remember:
            year_shift += draw.rng.choice((-1, 1))
        wanted = doc.article == "an" if doc.article in ("a", "an") else None
        for _ in range(8):
            text, found = formats.replace_numbers(
                original, doc.language, draw.rng, year_shift=year_shift
            )
            if not found:
                return None
            # "a [27-year-old]" -> "a 29-year-old", never "a 18-year-old"
            if (wanted is None or _takes_an(text) == wanted) and not _one_for_many(
                original, text, doc.language
            ):
                break
        if doc.language == "en":
            text = _number_agrees(original, text)
        return text, "numbers of similar size, format kept"

    def _percent_given(self, doc: _Doc, original: str) -> str | None:
        """Why a percentage stays: two unannotated numbers near it give it
        (figures.percent_given)."""
        span = doc.text[doc.start : doc.end]
        base = doc.start + len(span) - len(span.lstrip())
        if doc.text[base : base + len(original)] != original:
            return None
        return figures.percent_given(
            doc.text, doc.language, doc.spans, base, base + len(original)
        )

    def _in_sums(self, doc: _Doc, original: str) -> tuple[str, str] | None:
        """An amount of the document's sums (figures.py): kept where the text's
        other figures give it, else the number drawn for it with the others."""
        if doc.figures is None:
            doc.figures = figures.plan(
                doc.text,
                doc.language,
                doc.spans,
                self.rng("figures", len(doc.text), doc.text[:200]),
            )
        plan = doc.figures
        if not plan.numbers:
            return None
        span = doc.text[doc.start : doc.end]
        base = doc.start + len(span) - len(span.lstrip())
        if doc.text[base : base + len(original)] != original:
            return None  # written back in other capitals: the positions differ
        inside = sorted(
            (where, new)
            for where, new in plan.numbers.items()
            if base <= where[0] and where[1] <= base + len(original)
        )
        if not inside:
            return None
        text, last = [], base
        for (start, end), (token, _) in inside:
            text.append(doc.text[last:start] + token)
            last = end
        text.append(doc.text[last : base + len(original)])
        reasons = {reason for _, (_, reason) in inside}
        drawn = figures.FIGURE_DRAWN
        reason = drawn if drawn in reasons else reasons.pop()
        return "".join(text), reason

    def _age_from_births(self, doc: _Doc, value: int) -> bool:
        """Whether a birth year the text gives and one of its years are ``value``
        years apart (or a year more: the birthday still to come)."""
        years = self._years_of(doc).set
        births = _births(doc.text)
        return any(b + value in years or b + value + 1 in years for b in births)

    def _years_apart(self, doc: _Doc, original: str) -> str | None:
        """Why a count of years stays, when two years named near it give it
        ("married in 1975 ... 50 years together in 2025"): the years all move by
        the same whole years, so the count still holds, and says nothing they do
        not. None when no two years give it."""
        match = _YEAR_COUNT.fullmatch(original.strip())
        if match is None:
            return None
        value = _value_of(match.group("number"), doc.language)
        if value is None or not 2 <= value <= 120:
            return None
        # the years of its sentence and the one before ("married in 1975. ... 50
        # years"): two years further apart say nothing of it
        start = max(0, doc.end - len(original))
        stops = [m.end() for m in _SENTENCE_END.finditer(doc.text, 0, start)]
        begin = stops[-2] if len(stops) >= 2 else 0
        end = _SENTENCE_END.search(doc.text, doc.end)
        window = doc.text[begin : end.end() if end else len(doc.text)]
        near = sorted({int(m.group(1)) for m in _YEAR.finditer(window)})
        for year in near:
            for other in near:
                if other - year in (value, value + 1):
                    return (
                        f"{AGE_FROM_YEARS}: a count of years that {min(year, other)} "
                        f"and {max(year, other)} give, kept, as they move together"
                    )
        return None

    def _days_apart(self, doc: _Doc, original: str) -> str | None:
        """Why a count of days, weeks or months stays: two dates of the document's spans
        lie that far apart, and all its dates move by one offset, so the count
        still holds and says nothing they do not. None when no two give it."""
        match = _DAY_COUNT.fullmatch(original.strip())
        if match is None:
            return None
        value = _value_of(match.group("number"), doc.language)
        if value is None or value < 1:
            return None
        unit = match.group("unit").lower()
        days = value * (7 if unit.startswith(("w", "v")) else 1)
        found = self._days_of(doc)
        for i, one in enumerate(found):
            for other in found[i + 1 :]:
                if (
                    value in _months_apart(one, other)
                    if unit.startswith("m")
                    else abs((other - one).days) == days
                ):
                    return (
                        f"{DAYS_APART}: {one.isoformat()} and {other.isoformat()}, "
                        "kept, as they move together"
                    )
        return None

    def _days_of(self, doc: _Doc) -> list[Any]:
        """The days the document's spans name, read once per document."""
        if doc.days is not None:
            return doc.days
        known = self._years_of(doc)
        found = []
        for start, end in doc.spans:
            day = formats.first_day(
                doc.text[start:end],
                context_year=known.context,
                years=known.years,
                month_first=doc.home == "US",
            )
            if day is not None and day not in found:
                found.append(day)
        doc.days = found
        return found

    # ----------------------------------------------------------------- holidays

    def _holidays(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, list[str]]:
        """``original`` with its holidays ("Easter", "påsklovet") masked, and the
        holidays that take their places: of the same kind and form, the nearest
        to where the offset moves the original's day in the year."""
        pattern = _HOLIDAY_RE.get(doc.language)
        if pattern is None or not pattern.search(original):
            return original, []
        table = HOLIDAYS[doc.language]
        shift = formats.in_year_shift(doc.offset)
        new: list[str] = []

        def one(match: re.Match[str]) -> str:
            word = match.group(0)
            day, kind = table[word.lower()]
            target = (day + shift) % 365
            same = sorted(
                (w for w, (d, k) in table.items() if k == kind and w != word.lower()),
                key=lambda w: (_circular(table[w][0], target), w),
            )
            if not same:
                return word
            chosen = draw.choose(
                "holiday", word.lower(), same[:1], more=same[1:], more_in_order=True
            )
            chosen = _HOLIDAY_CASE.get(chosen, chosen)
            if word[:1].isupper() and word.lower() not in _HOLIDAY_CASE:
                # a word written lower-case that starts a sentence
                chosen = chosen[:1].upper() + chosen[1:]
            new.append(chosen)
            return f"\x02{len(new) - 1}\x02"

        return pattern.sub(one, original), new

    # --------------------------------------------------------------------- ages

    def _age(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        """An age ("81", "52-year-old", "fyraåriga", "i 80-årsåldern", "in her
        eighties"): another nearby of the same stage of life (a child stays a
        child), through the memory; one the document's years give (born 1942,
        died 2023, aged 81) stays, as those years all move alike."""
        text = original.strip()
        decade = _DECADE_AGE.match(text)
        if decade is not None:
            return self._age_decade(doc, decade, draw)
        match = _AGE.match(text)
        if match is None:
            return None
        number = match.group("number")
        value = _value_of(number, doc.language)
        if value is None or not match.group("tail") and not self._says_age(doc, text):
            return None
        if not 1 <= value <= 120:
            return None
        if self._age_from_births(doc, value):
            return original, f"{AGE_FROM_YEARS}: kept, as they move together"
        key = str(value)
        wanted = doc.article == "an" if doc.article in ("a", "an") else None
        written = _writer(number, doc.language)
        if wanted is not None:
            known = self.memory.get("age", key) if draw.remember else None
            if known is not None and _takes_an(written(int(known))) != wanted:
                key = f"{value} ({doc.article})"
        near, wider = _age_choices(value)
        article, self._article = self._article, ""
        try:
            chosen = draw.choose(
                "age",
                key,
                [str(v) for v in near],
                more=[str(v) for v in wider],
                accept=None
                if wanted is None
                else lambda c: _takes_an(written(int(c))) == wanted,
            )
        finally:
            self._article = article
        new = written(int(chosen))
        out = text[: match.start("number")] + new + text[match.end("number") :]
        return out, "an age nearby, of the same stage of life"

    def _age_decade(
        self, doc: _Doc, match: re.Match[str], draw: _Draw
    ) -> tuple[str, str] | None:
        group = "number" if match.group("number") else "word"
        number = match.group(group)
        words = _DECADE_WORDS  # English: a Swedish age in decades is in digits
        lowered = number.lower()
        if lowered in words:
            value = 10 * (words.index(lowered) + 1)
        elif number.isdigit():
            value = int(number)
        else:
            return None
        choices = [v for v in (value - 10, value + 10) if 10 <= v <= 100]
        chosen = int(draw.choose("age-decade", str(value), [str(v) for v in choices]))
        if lowered in words:
            new = copy_case(number, words[min(chosen, 90) // 10 - 1])
        else:
            new = str(chosen)
        text = match.group(0)
        start = match.start(group)
        return (
            text[:start] + new + text[match.end(group) :],
            "an age in decades: a neighbouring decade",
        )

    def _says_age(self, doc: _Doc, text: str) -> bool:
        """Whether a bare number is an age: its label says so, or the words around
        it do ("aged 81", "81 years old", "vid 81 års ålder")."""
        # the word for age in the label schemes' usual languages (English,
        # Swedish, Danish/Norwegian, German, French, Spanish, Italian, Dutch,
        # Polish, Finnish)
        label = fold(self._span_label)
        if re.search(
            r"\b(?:age|ages|aged|alder|alter|edad|eta|idade|leeftijd|wiek|ika|vek|yas"
            r"|howold)\b",
            label,
        ):
            return True
        start = max(0, doc.end - len(text))
        before = doc.text[max(0, start - 12) : start].lower()
        after = doc.text[doc.end : doc.end + 16].lower()
        if _AGE_BEFORE.search(before) or _AGE_AFTER.match(after):
            return True
        # news style: a number between commas after a name ("Mrs Gwenllian Morgan,
        # 68, a retired postmistress"; "Anna Berg, 34, från Umeå")
        return bool(
            text.isdigit()
            and _AFTER_A_NAME.search(doc.text[max(0, start - 40) : start])
            and _APPOSITION_END.match(doc.text[doc.end : doc.end + 8])
        )


_BIRTH = re.compile(
    r"\b(?:born|b\.|née|född|föddes|f\.)\s+(?:(?:in|on|år|den)\s+)?(?:[^.,;\n]{0,20}?\s)?"
    r"(1[6-9]\d\d|20\d\d)\b|\b(1[6-9]\d\d|20\d\d)\s*[–—-]\s*(?:1[6-9]|20)\d\d\b"
    # a date of birth ("DOB: 05/04/1953", "födelsedatum 1953-04-05")
    r"|\b(?:DOB|D\.O\.B\.|date of birth|birth date|födelsedatum|född den)\W{0,3}"
    r"[^\n]{0,12}?(1[89]\d\d|20\d\d)\b"
    # a personnummer with its century ("19500502-0465")
    r"|\b(19\d\d|20\d\d)[01]\d[0-3]\d[-+]?\d{4}\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=8)
def _births(text: str) -> frozenset[int]:
    """Birth years a text gives: "born in 1942", "född 1942", "1942–2023", a date
    of birth, a personnummer."""
    return frozenset(
        int(next(g for g in m.groups() if g)) for m in _BIRTH.finditer(text)
    )


_COUNTED = re.compile(r"^(?P<number>\d+)\s+(?P<noun>[a-z]+)\b")


def _one_for_many(original: str, new: str, language: str) -> bool:
    """Whether ``new`` makes a count of many things one ("2 pounds" -> "1
    pounds"): drawn again."""
    before, after = _COUNTED.match(original.strip()), _COUNTED.match(new.strip())
    if not (before and after):
        return False
    return before.group("number") != "1" and after.group("number") == "1"


def _number_agrees(original: str, new: str) -> str:
    """ "1 cup" -> "2 cups": the noun after a count of one takes the plural when
    the count is no longer one."""
    before, after = _COUNTED.match(original.strip()), _COUNTED.match(new.strip())
    if not (before and after) or before.group("number") != "1":
        return new
    if after.group("number") == "1":
        return new
    plural = english_plural(after.group("noun"))
    lead = new[: len(new) - len(new.lstrip())]
    body = new.lstrip()
    return lead + body[: after.start("noun")] + plural + body[after.end("noun") :]


def _circular(a: int, b: int) -> int:
    distance = abs(a - b) % 365
    return min(distance, 365 - distance)


def _range_day(
    doc: _Doc, original: str, start: int, offset: int, context: int | None
) -> str | None:
    """A bare day number that is one end of a range whose other end is a date
    ("between [18] and 22 September", "September 18 to [22]"): moved as that date."""
    if not re.fullmatch(r"\d{1,2}(?:st|nd|rd|th|:e|:a)?", original):
        return None
    after = formats.RANGE_AFTER.match(doc.text, doc.end)
    if after is not None:
        year = int(after.group("year")) if after.group("year") else context
        return formats.range_day(
            original,
            after.group("month"),
            int(after.group("day")),
            year or formats.REFERENCE_YEAR,
            offset,
            doc.language,
            first=True,
        )
    before = formats.RANGE_BEFORE.search(doc.text[max(0, start - 30) : start])
    if before is not None:
        return formats.range_day(
            original,
            before.group("month"),
            int(before.group("day")),
            context or formats.REFERENCE_YEAR,
            offset,
            doc.language,
            first=False,
        )
    return None


# ------------------------------------------------------------------------ holidays

# holiday (lower case) -> (its day in the year, roughly; its kind and form): a
# holiday becomes another of the same kind and form ("Easter" -> "Whitsun",
# "påsklovet" -> "sportlovet", "julafton" -> "midsommarafton").
HOLIDAYS: dict[str, dict[str, tuple[int, str]]] = {
    "en": {
        "easter": (95, "feast"),
        "christmas": (359, "feast"),
        "whitsun": (144, "feast"),
        "midsummer": (172, "feast"),
        "halloween": (304, "feast"),
        "half-term": (300, "feast"),
        "half term": (49, "feast"),
        "bonfire night": (309, "day"),
        "may day": (121, "day"),
        "boxing day": (360, "day"),
        "good friday": (93, "day"),
        "easter monday": (96, "day"),
        "valentine's day": (45, "day"),
        "new year's day": (1, "day"),
        "christmas day": (359, "day"),
        "christmas eve": (358, "eve"),
        "new year's eve": (365, "eve"),
        "midsummer eve": (171, "eve"),
        "easter holidays": (95, "holidays"),
        "christmas holidays": (359, "holidays"),
        "summer holidays": (200, "holidays"),
        "february half-term": (49, "holidays"),
        "easter break": (95, "break"),
        "christmas break": (359, "break"),
        "summer break": (200, "break"),
        "spring break": (80, "break"),
        # days kept by a country or a faith (issue 19: "Happy Heritage Day" became
        # "Happy The following autumn"), the day of the year of a usual year
        "thanksgiving": (330, "day"),
        "heritage day": (267, "day"),
        "all saints' day": (305, "day"),
        "all souls' day": (306, "day"),
        "st patrick's day": (76, "day"),
        "st andrew's day": (334, "day"),
        "st david's day": (60, "day"),
        "burns night": (25, "day"),
        "australia day": (26, "day"),
        "waitangi day": (37, "day"),
        "anzac day": (115, "day"),
        "canada day": (182, "day"),
        "independence day": (185, "day"),
        "labor day": (245, "day"),
        "labour day": (298, "day"),
        "memorial day": (148, "day"),
        "mother's day": (130, "day"),
        "father's day": (170, "day"),
        "remembrance day": (315, "day"),
        "remembrance sunday": (314, "day"),
        "armistice day": (315, "day"),
        "veterans day": (315, "day"),
        "shrove tuesday": (50, "day"),
        "pancake day": (50, "day"),
        "ash wednesday": (51, "day"),
        "mardi gras": (50, "day"),
        "juneteenth": (170, "day"),
        "diwali": (305, "feast"),
        "hanukkah": (350, "feast"),
        "passover": (100, "feast"),
        "chinese new year": (35, "feast"),
        "matariki": (180, "feast"),
        "lent": (60, "season"),
        "advent": (335, "season"),
        "ramadan": (70, "season"),
    },
    "sv": {
        "påsk": (95, "feast"),
        "jul": (358, "feast"),
        "pingst": (144, "feast"),
        "midsommar": (172, "feast"),
        "nyår": (1, "feast"),
        "valborg": (120, "feast"),
        "lucia": (347, "feast"),
        "allhelgona": (308, "feast"),
        "påsken": (95, "feast-def"),
        "julen": (358, "feast-def"),
        "pingsten": (144, "feast-def"),
        "midsommaren": (172, "feast-def"),
        "nyåret": (1, "feast-def"),
        "julafton": (358, "eve"),
        "nyårsafton": (365, "eve"),
        "midsommarafton": (171, "eve"),
        "påskafton": (94, "eve"),
        "valborgsmässoafton": (120, "eve"),
        "julaftonen": (358, "eve-def"),
        "nyårsaftonen": (365, "eve-def"),
        "midsommaraftonen": (171, "eve-def"),
        "påskaftonen": (94, "eve-def"),
        "sportlov": (56, "break"),
        "påsklov": (95, "break"),
        "höstlov": (303, "break"),
        "jullov": (360, "break"),
        "sommarlov": (190, "break"),
        "sportlovet": (56, "break-def"),
        "påsklovet": (95, "break-def"),
        "höstlovet": (303, "break-def"),
        "jullovet": (360, "break-def"),
        "sommarlovet": (190, "break-def"),
        "påskhelgen": (95, "weekend-def"),
        "julhelgen": (359, "weekend-def"),
        "pingsthelgen": (144, "weekend-def"),
        "midsommarhelgen": (172, "weekend-def"),
        "nyårshelgen": (1, "weekend-def"),
        "allhelgonahelgen": (308, "weekend-def"),
        "valborgshelgen": (120, "weekend-def"),
        "alla hjärtans dag": (45, "day"),
        "nationaldagen": (157, "day"),
        "midsommardagen": (173, "day"),
        "juldagen": (359, "day"),
        "annandag jul": (360, "day"),
        "nyårsdagen": (1, "day"),
        "trettondedag jul": (6, "day"),
        "trettondagen": (6, "day"),
        "alla helgons dag": (308, "day"),
        "mors dag": (147, "day"),
        "fars dag": (315, "day"),
        "fettisdagen": (50, "day"),
        "långfredagen": (93, "day"),
        "påskdagen": (95, "day"),
        "annandag påsk": (96, "day"),
        "kristi himmelsfärdsdag": (134, "day"),
        "första maj": (121, "day"),
        "mårtensafton": (314, "eve"),
        "olsok": (210, "day"),
    },
}
# How a holiday is written when it is not written lower-case.
_HOLIDAY_CASE = {
    # "St Patrick's Day", "Christmas Eve", "Easter holidays": each word capitalised
    # but the kinds' heads "holidays" and "break"
    w: " ".join(
        p if p in ("holidays", "break") else p[:1].upper() + p[1:] for p in w.split(" ")
    )
    for w in HOLIDAYS["en"]
    if not w.startswith(("half", "summer", "spring", "february"))
}
_HOLIDAY_CASE["february half-term"] = "February half-term"

_HOLIDAY_RE = {
    language: re.compile(
        r"\b(?:"
        + "|".join(sorted(map(re.escape, table), key=len, reverse=True))
        + r")\b",
        re.IGNORECASE,
    )
    for language, table in HOLIDAYS.items()
}

# -------------------------------------------------------------------------- ages

_EN_NUMBER = (
    r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
    r"(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?"
    r"|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen"
    r"|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
)
_SV_NUMBER = (
    r"(?:tjugo|trettio|fyrtio|femtio|sextio|sjuttio|åttio|nittio)"
    r"(?:en|ett|två|tre|fyra|fem|sex|sju|åtta|nio)?"
    r"|ett|två|tre|fyra|fem|sex|sju|åtta|nio|tio|elva|tolv|tretton|fjorton"
    r"|femton|sexton|sjutton|arton|nitton"
)
_DAY_COUNT = re.compile(
    rf"""(?:(?:for|in|of|after|over|within|i|på|efter|under|inom)\s+)?
    (?P<number>\d{{1,3}}|{_EN_NUMBER}|{_SV_NUMBER})(?:\s+|-)
    (?P<unit>days?|weeks?|months?|dagar|dag|dygn|veckor|vecka|månader|månad)
    (?:\s+(?:later|after|before|earlier|senare|efter|innan|tidigare))?""",
    re.IGNORECASE | re.VERBOSE,
)
_AGE = re.compile(
    rf"""^(?P<lead>(?:aged|age|åldern|ålder)\s+)?
    (?P<number>\d{{1,3}}|{_EN_NUMBER}|{_SV_NUMBER})
    (?P<tail>[- ](?:year|yr)s?[- ]olds?|\s+(?:years?|yrs?)(?:\s+old|\s+of\s+age)
      |-?åri(?:g|ga|ge|gt)|-?åring(?:en|ar|arna|s)?|\s+år\s+(?:gammal|gamla|gammalt)
      |\s+års\s+ålder)?
    (?P<weak>(?<=\d)\s+år)?$""",
    re.IGNORECASE | re.VERBOSE,
)
# A count of years ("50 years", "fifty-year", "40 år", "i 37 år"): what two years of
# the text may give.
_YEAR_COUNT = re.compile(
    rf"""(?:(?:for|in|of|after|over|i|på|efter|under|drygt|nästan|almost|nearly)\s+)?
    (?P<number>\d{{1,3}}|{_EN_NUMBER}|{_SV_NUMBER})(?:\s+|-)(?:years?|yrs?|år)""",
    re.IGNORECASE | re.VERBOSE,
)
_SENTENCE_END = re.compile(r"[.!?](?=\s)|\n\n")
_DECADE_WORDS = (
    *("tens", "twenties", "thirties", "forties", "fifties", "sixties"),
    *("seventies", "eighties", "nineties"),
)
_DECADE_AGE = re.compile(
    r"""^(?:(?:i|in)\s+(?:(?:his|her|their|my|its)\s+)?(?:(?:early|mid|late)-?\s*)?)?
    (?:(?P<number>[1-9]0)(?:-årsåldern|s\b)
      |(?P<word>twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties))$""",
    re.IGNORECASE | re.VERBOSE,
)
_AGE_BEFORE = re.compile(
    r"(?:\baged?:?|\båldern|\bålder:?|\bfyllde|\bfyller|\bturn(?:s|ed|ing)?)\s+$",
    re.IGNORECASE,
)
# A name and its comma before a number ("Morgan, "), and what ends the apposition
# after it (", a retired", "." or " who"); a count after a common word ("Of the 46
# households, 29 spent") is no age.
_AFTER_A_NAME = re.compile(r"(?<![\w.])[A-ZÅÄÖÉÜ][\w'’-]*[a-zåäöéü],\s$")
_APPOSITION_END = re.compile(r"(?:,|\.(?!\d)|;|\)|\s+(?:who|som)\b)")
_AGE_AFTER = re.compile(
    r"(?:[- ](?:year|yr)s?[- ]old|\s+år\s+(?:gammal|gamla|gammalt)|\s+års\s+ålder"
    # the span holds "73 år" or "73 years" and the text goes on "gammal", "old"
    r"|\s+(?:gammal|gamla|gammalt|old)\b)"
)


def _months_apart(one: Any, other: Any) -> tuple[int, int]:
    """How many months apart two days are, in whole months ("October 2024", read
    as its first, and "14 May 2026": 19) and to the nearest month."""
    early, late = sorted((one, other))
    whole = (late.year - early.year) * 12 + late.month - early.month
    if late.day < early.day:
        whole -= 1
    return whole, round((late - early).days / 30.44)


def _age_choices(value: int) -> tuple[list[int], list[int]]:
    """Ages near ``value`` of its stage of life (a child 1-12, a teenager 13-17, of
    age but in the teens 18-19, an adult of working age, of pension age 65 and
    over), the nearest first, then the wider ones."""
    if value <= 12:
        low, high = 1, 12
    elif value <= 17:
        low, high = 13, 17
    elif value <= 19:
        low, high = 18, 19  # a "teen" still, of age
    elif value <= 64:
        low, high = 20, 64
    else:
        low, high = 65, 110  # of pension age: "a retired nurse, 81"

    def around(width: int) -> list[int]:
        return [
            v
            for v in range(max(low, value - width), min(high, value + width) + 1)
            if v != value
        ]

    near = around(2 if value < 18 else 3)
    wider = [v for v in around(6) if v not in near]
    return near, wider


def _value_of(number: str, language: str) -> int | None:
    if number.isdigit():
        return int(number)
    lowered = number.lower().replace("-", " ")
    for table in (NUMBER_WORDS.get(language, {}), *NUMBER_WORDS.values()):
        if lowered in table:
            return table[lowered]
        for tens in (t for t, v in table.items() if v >= 20 and v % 10 == 0):
            if lowered.startswith(tens):
                rest = lowered[len(tens) :].strip()
                if rest in table and table[rest] < 10:
                    return table[tens] + table[rest]
    return None


def _writer(model: str, language: str) -> Callable[[int], str]:
    """How a new age is written in the original's way: digits, or words of the
    language the original's words are in."""
    if model.isdigit():
        return str
    lowered = model.lower()
    sv = lowered in NUMBER_WORDS["sv"] or bool(re.match(_SV_NUMBER + "$", lowered))
    words_language = "sv" if sv and lowered not in NUMBER_WORDS["en"] else "en"
    if not re.fullmatch(_SV_NUMBER, lowered) and re.fullmatch(_EN_NUMBER, lowered):
        words_language = "en"
    table = WORDS_OF_NUMBER[words_language]
    joiner = "-" if "-" in model or words_language == "en" else ""
    if " " in model:
        joiner = " "

    def written(value: int) -> str:
        if value in table:
            word = table[value]
        else:
            word = table[value - value % 10] + joiner + table[value % 10]
        return copy_case(model, word)

    return written


_AN_NUMBER = re.compile(r"^(?:8|11(?!\d)|18(?!\d)|11\d{3}(?!\d)|18\d{3}(?!\d))")


def _takes_an(text: str) -> bool:
    """Whether an English number (as written) is said with a vowel sound: "an
    8-year-old", "an 11-year-old", "an 18-year-old", "an 80th"."""
    return bool(_AN_NUMBER.match(text.strip())) or text.lower().startswith(
        ("eight", "eleven")
    )
