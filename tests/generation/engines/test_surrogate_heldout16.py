"""What the blind review of the sixteenth held-out corpora found (issue 19, stop 39),
from the reviewers' comments: the AP's "Sept." moved into August became "Augu.";
datelines with the AP's state abbreviations ("HANCOCK, Mich.") and British county
ones ("BOSTON, Lincs") had the state replaced by a town ("LAURIUM, Lifton"); a mine
and a soccer complex became people's names, and the complex kept its person's
surname; a Canadian story whose text keeps "C$" and "Nunavut" had its towns moved
to the United States with the country ("SCRANTON, Nunavut"); "Gaelic" became
"Gitric" and "isiNdebele" a user name."""

from __future__ import annotations

import pytest

from generation.engines.surrogate import formats
from generation.engines.surrogate.lexicon import places
from generation.engines.surrogate.text import fold
from tests.generation.engines.marked import pairs


def test_the_aps_september_moves_into_the_aps_august() -> None:
    assert formats.shift_dates("Tuesday, Sept. 8, 2026", -378, "en")[0] == (
        "Tuesday, Aug. 26, 2025"
    )
    ap = [formats._month_name("Sept.", m, "en") for m in range(1, 13)]
    assert ap[2:7] == ["March", "April", "May", "June", "July"]  # written out
    assert ap[7] == "Aug." and ap[0] == "Jan."
    assert formats._month_name("Feb.", 5, "en") == "May"  # no "May."
    assert formats._month_name("Feb.", 3, "en") == "Mar."


@pytest.mark.parametrize("seed", range(4))
def test_a_dateline_keeps_its_state_or_county_abbreviation(seed: int) -> None:
    found = pairs(
        "en",
        "[HANCOCK, Mich.|LOC] — Snow closed the schools. [Greenville, S.C.|LOC] "
        "was spared. [BOSTON, Lincs|LOC] had floods.",
        seed,
        "LOC",
    )
    (_, hancock, _), (_, greenville, _), (_, boston, _) = found
    assert hancock.endswith(", Mich.") and hancock.split(",")[0].isupper(), hancock
    assert greenville.endswith(", S.C."), greenville
    assert boston.endswith(", Lincs"), boston
    town = fold(hancock.split(",")[0])
    assert any(
        places().city_regions["US"][i] == "MI"
        for code, i in places().city_of_name.get(town, ())
        if code == "US"
    ), hancock


@pytest.mark.parametrize("seed", range(4))
def test_a_mine_and_a_complex_named_after_people_stay_sites(seed: int) -> None:
    found = pairs(
        "en",
        "They toured the [Quincy Mine|LOC] and played at the [Richard Siegel Soccer "
        "Complex|LOC].",
        seed,
        "LOC",
    )
    (_, mine, why), (_, complex_, _) = found
    assert mine.endswith(" Mine") and "Quincy" not in mine, (mine, why)
    assert complex_.endswith(" Soccer Complex"), complex_
    assert "Siegel" not in complex_ and "Richard" not in complex_, complex_


@pytest.mark.parametrize("seed", range(4))
def test_towns_stay_in_the_country_the_unannotated_text_keeps(seed: int) -> None:
    found = pairs(
        "en",
        "[IQALUIT, Nunavut|LOC] — The territory pays C$4.1 million a year to fly "
        "patients from [Pangnirtung|LOC] to Ottawa, said the [Canadian Cancer "
        "Society|ORG]. Nunavut has 40,000 people.",
        seed,
        "LOC",
    )
    (_, dateline, _), (_, town, _), _ = found
    assert dateline.endswith(", Nunavut"), dateline
    for name in (dateline.split(",")[0], town):
        countries = {code for code, _ in places().city_of_name.get(fold(name), ())}
        assert not countries or "CA" in countries, (name, countries)


@pytest.mark.parametrize("seed", range(3))
def test_languages_by_their_short_and_own_names(seed: int) -> None:
    found = pairs(
        "en",
        "She spoke [Gaelic|MISC] at home and her neighbour [isiNdebele|MISC].",
        seed,
    )
    for original, new, why in found:
        assert "language" in why and new != original, (original, new, why)


# --- the seventeenth held-out corpora's blind review (issue 19, stop 39) -----------


@pytest.mark.parametrize("seed", range(3))
def test_a_day_named_from_the_texts_day_stays(seed: int) -> None:
    # "yesterday" -> "the day before yesterday" missed "Sunday mass"; "last night"
    # -> "later that month" lost its tense
    found = pairs(
        "en",
        "The bell rang [yesterday|DATETIME] for Sunday mass. Power came back "
        "[last night|DATETIME].",
        seed,
        "DATETIME",
    )
    assert [new for _, new, _ in found] == ["yesterday", "last night"], found
    swedish = pairs("sv", "Klockan ringde [i går|DATETIME] till mässan.", seed)
    assert swedish[0][1] == "i går", swedish


@pytest.mark.parametrize("seed", range(3))
def test_a_feast_stays_and_its_dates_stay_on_it(seed: int) -> None:
    found = pairs(
        "en",
        "[Ramadan|MISC] and [Lent|MISC] begin together this year. [Easter|MISC] "
        "falls on [5 April 2026|DATETIME].",
        seed,
    )
    assert [new for _, new, _ in found][:3] == ["Ramadan", "Lent", "Easter"], found
    from datetime import date

    from generation.engines.surrogate.feasts import easter

    new_date = found[3][1]
    year = int(new_date.split()[-1])
    assert new_date == f"{easter(year).day} April {year}" or (
        date(year, 3, 1) <= easter(year) and "March" in new_date
    ), new_date


@pytest.mark.parametrize("seed", range(4))
def test_the_apposition_says_the_gender_before_another_persons_pronoun(
    seed: int,
) -> None:
    from generation.engines.surrogate.lexicon import names

    found = pairs(
        "en",
        "His apprentice, [Keisha Nuñez|PERSON], 19, is the first young woman to train "
        "with him. The shop is run by [Kimiko Sato|PERSON], 62, granddaughter of a "
        "diver, who says his pearls were kept.",
        seed,
        "PERSON",
    )
    for original, new, _ in found:
        genders = names().given_gender.get(fold(new.split()[0]), set())
        assert "F" in genders, (original, new)


@pytest.mark.parametrize("seed", range(3))
def test_a_place_named_in_the_possessive_is_no_person(seed: int) -> None:
    ((_, new, why),) = pairs("en", "She lives in [Joe Batt's Arm|LOC].", seed, "LOC")
    assert "name (" not in why and "Joe" not in new, (new, why)


@pytest.mark.parametrize("seed", range(3))
def test_an_unknown_town_of_the_country_written_after_it(seed: int) -> None:
    ((_, new, why),) = pairs(
        "en",
        "Coach Ali came to Nashville from [Zakho|LOC] in northern Iraq in 1996.",
        seed,
        "LOC",
    )
    codes = {code for code, _ in places().city_of_name.get(fold(new), ())}
    assert "IQ" in codes or "IQ" in why, (new, why)
