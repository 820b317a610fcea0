"""Dates, times and ages (round 28): ranges stay ranges, a weekday with a date is the
new date's, times of day, quarters, weeks, holidays and seasons move with the
project's offset, and ages stay near and in their stage of life."""

from __future__ import annotations

import re
from datetime import date, timedelta

import pytest

from generation.engines.surrogate import SurrogateGenerator
from generation.engines.surrogate.formats import (
    MONTHS,
    WEEKDAYS,
    range_day,
    shift_dates,
    shift_season,
    within_year,
)
from generation.engines.surrogate.numbers import HOLIDAYS
from generation.engines.types import EngineDocument, SpanRef

EN_MONTHS = "|".join(MONTHS["en"])


def fill(language: str, text: str, label: str = "TIME", seed: int = 7):
    """The surrogates of a text's [[...]] spans (DATETIME spans of ``label``) and
    the project's date offset."""
    spans = []
    out = ""
    position = 0
    for match in re.finditer(r"\[\[(.+?)\]\]", text):
        out += text[position : match.start()]
        start = len(out)
        out += match.group(1)
        spans.append(SpanRef(len(spans), start, len(out), label, "DATETIME"))
        position = match.end()
    out += text[position:]
    generator = SurrogateGenerator(seed=seed, k=3)
    found = generator.fill_document(EngineDocument(1, out, tuple(spans), language))
    offset = int(generator.memory.get("setting", "date-offset") or 0)
    return [s.text for s in found], offset


def _parse(day: str, month: str, year: int) -> date:
    return date(year, MONTHS["en"].index(month) + 1, int(day))


@pytest.mark.parametrize("seed", range(4))
def test_a_bare_day_before_a_date_stays_the_start_of_the_range(seed):
    (first, last), offset = fill(
        "en", "between [[18]] and [[22 September]] 2023.", seed=seed
    )
    # the text keeps its year ("2023" unannotated): the dates move within it, by
    # the whole weeks of the offset's part within the year
    shift = within_year(offset)
    new_last = date(2023, 9, 22) + timedelta(days=shift)
    new_first = date(2023, 9, 18) + timedelta(days=shift)
    assert last == f"{new_last.day} {MONTHS['en'][new_last.month - 1]}"
    if new_first.month == new_last.month:
        assert first == str(new_first.day)
    else:
        assert first == f"{new_first.day} {MONTHS['en'][new_first.month - 1]}"


@pytest.mark.parametrize("seed", range(4))
def test_a_range_in_one_span_keeps_its_order_and_length(seed):
    (swedish,), _ = fill("sv", "mellan [[18 och 22 september]] i år", seed=seed)
    (english,), _ = fill("en", "held [[September 18-22, 2023]].", seed=seed)
    days = re.match(r"(\d+)(?: (\w+))? och (\d+) (\w+)$", swedish)
    assert days is not None, swedish
    last_month = MONTHS["sv"].index(days.group(4)) + 1
    first_month = MONTHS["sv"].index(days.group(2) or days.group(4)) + 1
    first = date(2022 if first_month > last_month else 2023, first_month, 1)
    first += timedelta(days=int(days.group(1)) - 1)
    assert date(2023, last_month, int(days.group(3))) - first == timedelta(days=4)
    # "October 29-November 2, 2021" when the move crosses a month
    parts = re.match(
        rf"({EN_MONTHS}) (\d+)-(?:({EN_MONTHS}) )?(\d+), (\d{{4}})$", english
    )
    assert parts is not None, english
    year = int(parts.group(5))
    start_month = MONTHS["en"].index(parts.group(1)) + 1
    end_month = MONTHS["en"].index(parts.group(3) or parts.group(1)) + 1
    start = date(year, start_month, int(parts.group(2)))
    assert date(year, end_month, int(parts.group(4))) - start == timedelta(days=4)


def test_a_range_day_names_its_month_when_the_move_crosses_one():
    assert range_day("20", "September", 30, 2023, 5, "en", first=True) == (
        "25 September"
    )
    assert range_day("18", "September", 22, 2023, 5, "en", first=True) == "23"
    assert range_day("22", "September", 18, 2023, 2, "en", first=False) == "24"
    assert range_day("22", "September", 18, 2023, 10, "en", first=False) == (
        "October 2"
    )


@pytest.mark.parametrize("seed", range(4))
def test_a_weekday_before_a_date_is_the_new_dates_weekday(seed):
    (funeral,), offset = fill(
        "en",
        "Agnieszka Nowak, 1942-2023, died in May. The funeral is on "
        "[[Thursday 9 November]].",
        seed=seed,
    )
    expected = date(2023, 11, 9) + timedelta(days=offset)
    weekday, day, month = funeral.split(" ")
    assert weekday == WEEKDAYS["en"][expected.weekday()]
    assert (int(day), month) == (expected.day, MONTHS["en"][expected.month - 1])


def test_an_abbreviated_weekday_before_a_date_moves_with_it():
    text, found = shift_dates("Wed 17 Jan 2024 21:04", 781, "en")
    new = date(2024, 1, 17) + timedelta(days=781)
    assert found and text.startswith(f"{new:%a} {new.day} {new:%b} {new.year} ")
    sv, _ = shift_dates("torsdagen den 14 mars 2024", 781, "sv")
    moved = date(2024, 3, 14) + timedelta(days=781)
    assert sv.startswith(WEEKDAYS["sv"][moved.weekday()] + "en den ")


def test_a_swedish_weekday_compound_keeps_its_time_of_day():
    (evening, morning), offset = fill(
        "sv", "Det hände [[tisdagskvällen]] och [[söndagsmorgon]]."
    )
    assert evening == WEEKDAYS["sv"][(1 + offset) % 7] + "skvällen"
    assert morning == WEEKDAYS["sv"][(6 + offset) % 7] + "smorgon"


def test_a_clock_time_in_words_stays_a_clock_time():
    text, found = shift_dates("half past midnight", 781, "en")
    assert found and text in ("half past one", "half past two")
    sv, _ = shift_dates("klockan tre", 780, "sv")
    assert sv in ("klockan fyra", "klockan fem")


def test_quarters_and_weeks_move_as_their_dates():
    assert shift_dates("under första kvartalet", 781, "sv")[0] == (
        "under andra kvartalet"
    )
    assert shift_dates("the first quarter", 781, "en")[0] == "the second quarter"
    week = (date.fromisocalendar(2024, 12, 3) + timedelta(days=781)).isocalendar()[1]
    assert shift_dates("vecka 12", 781, "sv", context_year=2024)[0] == f"vecka {week}"


def test_a_holiday_becomes_another_holiday_of_its_kind():
    (easter, lov), _ = fill("en", "He leaves at [[Easter]] and [[half-term]].")
    english = {w.lower() for w in HOLIDAYS["en"]}
    assert easter.lower() in english and easter != "Easter"
    assert easter[:1].isupper() or easter.startswith("half")
    assert lov.lower() in english and lov != "half-term"
    (break_,), _ = fill("sv", "Vi ses efter [[påsklovet]].")
    assert break_.endswith("lovet") and break_ != "påsklovet"


def test_a_season_moves_to_a_neighbour_never_to_the_opposite():
    for offset in range(-1100, 1101, 23):
        for season in range(4):
            new = shift_season(season, offset)
            assert new != season and new != (season + 2) % 4, (season, offset)


def test_a_season_alone_moves_as_the_dates_do():
    text, _ = shift_dates("the first winter was brutal", 781, "en")
    assert text == "the first spring was brutal"  # mid-January + 50 days: March
    assert shift_dates("Våren är här", 781, "sv")[0] == "Sommaren är här"


@pytest.mark.parametrize("seed", range(5))
def test_an_age_moves_a_little_and_a_child_stays_a_child(seed):
    (daughter, adult, teen), _ = fill(
        "sv",
        "min [[fyraåriga]] dotter, hennes mor [[74]] och [[17-årige]] brodern",
        label="AGE",
        seed=seed,
    )
    assert re.fullmatch(r"(två|tre|fem|sex)åriga", daughter), daughter
    assert 71 <= int(adult) <= 77 and adult != "74"
    teen_age = re.fullmatch(r"(\d+)-årige", teen)
    assert teen_age is not None and 13 <= int(teen_age.group(1)) < 17


def test_an_age_the_documents_years_give_stays():
    (born, died, age), offset = fill(
        "en", "Nowak, [[1942]]-[[2023]], has died aged [[81]].", seed=3
    )
    assert int(died) - int(born) == 81 and age == "81"


def test_an_age_in_decades_becomes_a_neighbouring_decade():
    (swedish, english), _ = fill(
        "sv", "en man [[i 80-årsåldern]] och [[in her eighties]]", label="AGE"
    )
    assert swedish in ("i 70-årsåldern", "i 90-årsåldern")
    assert english in ("in her seventies", "in her nineties")


@pytest.mark.parametrize(
    "text",
    [
        "DOB: 05/04/1953. Admitted [[23 December 2026]], aged [[73]].",
        "Patient 19530405-1234 kom in [[den 23 december 2026]], [[73 år]] gammal.",
    ],
)
def test_an_age_a_date_of_birth_or_personnummer_gives_stays(text: str) -> None:
    (_admitted, age), _ = fill("sv" if "Patient" in text else "en", text, seed=5)
    assert re.sub(r"\D", "", age) == "73"


@pytest.mark.parametrize(
    "original, day",
    [
        ("Sat 24/08/2024", date(2024, 8, 24)),
        ("Friday, 12 July 2024", date(2024, 7, 12)),
        ("9 June 1989", date(1989, 6, 9)),
    ],
)
def test_a_date_in_a_span_of_another_category_moves_as_a_date(original, day) -> None:
    # a label scheme's "when" guessed as MISC: the date moves by the offset, its
    # weekday with it, never a digit at a time (which gave "Sat 19/00/2026")
    text = f"Seen on {original} at the shop."
    start = text.index(original)
    span = SpanRef(0, start, start + len(original), "when", "MISC")
    generator = SurrogateGenerator(seed=7, k=3)
    found = generator.fill_document(EngineDocument(1, text, (span,), "en"))
    offset = int(generator.memory.get("setting", "date-offset") or 0)
    new = found[0].text
    assert new != original
    moved = day + timedelta(days=offset)
    assert str(moved.year) in new and str(moved.day) in new
    if original.startswith(("Sat", "Friday")):
        assert new.startswith((f"{moved:%a}", f"{moved:%A}"))


def test_the_leading_weekday_pattern_takes_the_weekday_only() -> None:
    from generation.engines.surrogate.formats import LEADING_WEEKDAY

    assert LEADING_WEEKDAY.sub("", "Sat 24/08/2024") == "24/08/2024"
    assert LEADING_WEEKDAY.sub("", "torsdagen den 14 mars") == "14 mars"
    assert LEADING_WEEKDAY.sub("", "Saturn 5") == "Saturn 5"


@pytest.mark.parametrize("seed", range(4))
def test_a_vague_time_stays_on_its_side_of_the_texts_time(seed):
    ahead, now, past = fill(
        "en",
        "The race starts [[later this month]]. The last show is [[tonight]]. It "
        "closed [[last week]].",
        label="FECHA",
        seed=seed,
    )[0]
    assert re.search(r"\b(?:after|later)\b", ahead), ahead
    assert re.search(r"\b(?:today|this|tonight)\b", now), now
    # the text's own last week stays (it moves with the text's dates)
    assert past == "last week" or re.search(r"\b(?:before|earlier)\b", past), past
    soon, today = fill(
        "sv",
        "Beslutet kommer [[i nästa vecka]]. Skolan slutar [[i dag]].",
        "FECHA",
        seed,
    )[0]
    assert re.search(r"\b(?:efter|senare)\b", soon) and "tidigare" not in today
