"""What the blind review of the sixth held-out corpora found (issue 19, stop 33):
identifiers that became placeholders, addresses that became one town, landmarks and
waters that became towns, a town of the wrong country or region, feasts turned
into vague times, ages the years give, a personal number of the other sex, counts
of one and many, dates written month first, clock times among the text's own."""

from __future__ import annotations

import re

import pytest
from stdnum.se import personnummer

from generation.engines.surrogate.lexicon import places
from generation.engines.surrogate.text import fold
from tests.generation.engines.marked import doc, fill


def texts(language: str, marked: str, seed: int) -> list[str]:
    return [s.text for s in fill(doc(language, marked), seed)]


def region_of(code: str, name: str) -> set[str]:
    lex = places()
    return {
        lex.city_regions[code][i]
        for c, i in lex.city_of_name.get(fold(name), ())
        if c == code
    }


# ------------------------------------------------------------------------- codes


@pytest.mark.parametrize("seed", range(4))
def test_codes_with_initials_get_a_code_never_a_placeholder(seed):
    found = texts(
        "en",
        "Bill of lading [MEDUL7402815|CODE], Ghana Card [GHA-718204953-6|CODE], "
        "reference [BLO-25-1187|CODE], case [IMY-2025-11482|CODE].",
        seed,
    )
    # before: "[x 1]" ... (the initials kept, so every draw read as a leak)
    for original, new in zip(
        ["MEDUL7402815", "GHA-718204953-6", "BLO-25-1187", "IMY-2025-11482"],
        found,
        strict=True,
    ):
        assert "[" not in new and len(new) == len(original)
        assert re.sub(r"[A-Z]", "A", re.sub(r"\d", "0", new)) == re.sub(
            r"[A-Z]", "A", re.sub(r"\d", "0", original)
        )
        assert new[:3] != original[:3]
    assert found[3][4:8] in ("2023", "2024")  # the year in it moves with the dates


@pytest.mark.parametrize("seed", range(4))
def test_a_personal_number_keeps_its_sex_and_a_masked_one_its_mask(seed):
    man, woman, masked = texts(
        "sv",
        "Robert [511102-4575|CODE], Britta [860214-2484|CODE], ditt nummer "
        "([530617-****|CODE]).",
        seed,
    )
    assert personnummer.is_valid(man) and int(man[-2]) % 2 == 1
    assert personnummer.is_valid(woman) and int(woman[-2]) % 2 == 0
    # before: "531931-****", a month 19
    assert re.fullmatch(r"\d{6}-\*{4}", masked) and masked != "530617-****"
    assert 1 <= int(masked[2:4]) <= 12 and 1 <= int(masked[4:6]) <= 31


# --------------------------------------------------------------------- addresses


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize(
    ("language", "address"),
    [
        ("en", "2F1, 41 Dalmeny Street, Edinburgh EH6 8RG"),
        ("en", "University Hospital of Wales, Heath Park, Cardiff CF14 4XW"),
        ("en", "Plot 27, Lashibi, Tema Community 18"),
        ("en", "2nd Floor, 118 Sayyaji Rao Road, Devaraja Mohalla, Mysuru 570001"),
        ("sv", "360 30 Lammhult"),
    ],
)
def test_an_address_keeps_its_parts(seed, language, address):
    (new,) = texts(language, f"Write to [{address}|LOC] at once.", seed)
    # before: one town ("Middlesbrough", "Beckenham")
    assert new.count(",") == address.count(",") and re.search(r"\d", new)
    assert new != address


def test_an_ordinal_floor_keeps_its_ordinal():
    for seed in range(4):
        (new,) = texts(
            "en", "At [2nd Floor, 118 Sayyaji Rao Road, Mysuru 570001|LOC].", seed
        )
        number = re.match(r"(\d+)(st|nd|rd|th) Floor", new)
        assert number and (number.group(2) == "st") == number.group(1).endswith("1")


# --------------------------------------------------------------- landmarks, towns


@pytest.mark.parametrize("seed", range(4))
def test_landmarks_and_waters_keep_their_kind(seed):
    water, canyon, gallery = texts(
        "en",
        "The cruise on [Yellow Water|LOC]; a hiker in [Hyalite Canyon|LOC]; a talk at "
        "[the Suter Art Gallery|LOC].",
        seed,
    )
    # before: "Highbridge", "Long Stratton", "Strood" (towns)
    assert water.endswith(" Water") and water != "Yellow Water"
    assert canyon.endswith(" Canyon") and "Hyalite" not in canyon
    assert gallery.startswith("the ") and gallery.endswith(" Art Gallery")
    assert "Suter" not in gallery


@pytest.mark.parametrize("seed", range(4))
def test_swedish_landmarks_keep_their_kind(seed):
    lake, museum, house, church = texts(
        "sv",
        "Vi pimplade på [Orsasjön|LOC], såg [Vasamuseet|LOC] och [Riksdagshuset|LOC] "
        "och sjöng i [Mora kyrka|LOC]. Mora och Orsa ligger i Dalarna.",
        seed,
    )
    # before: "Mariefred", "Hemse", "Åsele", "Önnestad"
    assert lake.endswith("sjön") and lake != "Orsasjön"
    assert museum.endswith("museet") and house.endswith("huset")
    assert church.endswith(" kyrka") and church != "Mora kyrka"
    town = church.removesuffix(" kyrka")
    assert region_of("SE", town) & region_of("SE", "Mora")  # a town of Dalarna


@pytest.mark.parametrize("seed", range(4))
def test_an_unknown_town_stays_in_the_region_the_text_is_in(seed):
    (town,) = texts(
        "sv",
        "Vi vaknade på vandrarhemmet i [Undersåker|LOC]. Sedan gick vi till Åre och "
        "tog tåget till Östersund.",
        seed,
    )
    # before: "Söderfors", in Uppland
    assert region_of("SE", town) & region_of("SE", "Östersund")


@pytest.mark.parametrize("seed", range(3))
def test_a_town_written_with_its_country_or_province_is_of_it(seed):
    hamilton, kingston = texts(
        "en",
        "Health New Zealand, [Hamilton|LOC], New Zealand. The club of "
        "[Kingston, Ontario|LOC].",
        seed,
    )
    lex = places()
    # before: "Greenock", and "Morant Bay, Victorville" (Kingston in Jamaica,
    # Ontario in California)
    assert any(c == "NZ" for c, _ in lex.city_of_name.get(fold(hamilton), ()))
    town, province = kingston.split(", ")
    assert province == "Ontario"
    # a town of Canada (near Kingston since stop 36: "Bath", a word no recogniser
    # takes for a town, is one)
    assert town in {en for en, _, _ in lex.cities["CA"]}


@pytest.mark.parametrize("seed", range(3))
def test_an_english_text_of_another_country_keeps_its_towns(seed):
    (town,) = texts(
        "en",
        "Gary, 67, of [Belgrade|LOC]. Grey Subaru, MT plate 6-48213C, reported by the "
        "County Sheriff.",
        seed,
    )
    # before: "Kruševac", Belgrade read as Serbia's capital
    assert any(c == "US" for c, _ in places().city_of_name.get(fold(town), ()))


# ---------------------------------------------------------------- dates, numbers


@pytest.mark.parametrize("seed", range(3))
def test_a_feast_named_as_a_span_becomes_another_feast(seed):
    found = texts(
        "en",
        "Happy [Heritage Day|DATETIME], everyone! Pie for [Thanksgiving|DATETIME].",
        seed,
    )
    # before: "Happy The following autumn", "pie for The previous spring"
    for new in found:
        assert new[:1].isupper() and re.search(r"Day|Sunday|Night|Thanksgiving", new)


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize(
    ("language", "marked", "age"),
    [
        (
            "sv",
            "Morfar föddes den 1 mars 1934. Han dog 2025, [91 år|DATETIME] gammal.",
            "91 år",
        ),
        ("en", "She was born in 1931. She died in 2022 at [91|DATETIME].", "91"),
    ],
)
def test_an_age_the_birth_year_gives_stays(seed, language, marked, age):
    assert texts(language, marked, seed) == [age]


@pytest.mark.parametrize("seed", range(4))
def test_a_count_keeps_agreeing_with_its_noun(seed):
    one, two = texts(
        "en", "Add [1 cup|QUANTITY] of stock and [2 pounds|QUANTITY] of shrimp.", seed
    )
    # before: "2 cup", "1 pounds"
    assert re.fullmatch(r"\d+ cups", one) and re.fullmatch(r"\d+ pounds", two)
    assert two != "1 pounds"


@pytest.mark.parametrize("seed", range(3))
def test_a_date_only_month_first_reads_is_moved_as_a_date(seed):
    (birth,) = texts(
        "en",
        "Owen, date of birth [05/13/2011|DATETIME], South Burlington, VT 05403.",
        seed,
    )
    # before: "55/13/2011"
    month, day, year = map(int, birth.split("/"))
    assert 1 <= month <= 12 and 1 <= day <= 31 and year in (2009, 2010)


@pytest.mark.parametrize("seed", range(4))
def test_a_clock_time_stays_among_the_texts_own(seed):
    (time,) = texts(
        "sv",
        "Bogseringen avslutades [16.50|DATETIME] och besättningen var tillbaka på "
        "stationen 17.30.",
        seed,
    )
    # before: "18.50", after the crew was back
    hour, minute = map(int, time.split("."))
    assert time != "16.50" and 16 * 60 + 50 < hour * 60 + minute < 17 * 60 + 30


@pytest.mark.parametrize("seed", range(4))
def test_a_swedish_organisation_number_keeps_its_legal_form(seed):
    from stdnum.se import orgnr

    (new,) = texts("sv", "Ahlbergs Bageri AB, org.nr [559213-4478|CODE].", seed)
    # the seventh held-out corpus: "741353-8117" read as an economic association
    assert orgnr.is_valid(new) and new[0] == "5" and new != "559213-4478"


def test_ten_digits_that_are_no_organisation_number_are_drawn_as_a_code():
    (new,) = texts("en", "Student number [1338461207|CODE].", 3)
    assert "organisation" not in fill(doc("en", "Nr [1338461207|CODE]."), 3)[0].reason
    assert re.fullmatch(r"\d{10}", new) and new != "1338461207"
