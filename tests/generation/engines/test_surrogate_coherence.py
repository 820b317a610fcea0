"""What the fourth held-out corpora showed (issue 19): surrogates that break what
the rest of the text says. Identifiers that stay valid, times that keep their place
among the text's own, phone numbers that keep their town, short forms and lists of
names, US towns with their state, health information and kinship words of their
kind, and Swedish bodies whose genitive stays one."""

from __future__ import annotations

import re
from datetime import date

import pytest
from stdnum.se import personnummer

from generation.engines.surrogate import SurrogateGenerator, SurrogateMemory, formats
from generation.engines.surrogate.lexicon import places
from generation.engines.surrogate.places import _zip_ranges
from generation.engines.surrogate.rng import FastRng
from generation.engines.surrogate.text import fold
from generation.engines.types import EngineDocument, SpanRef


def doc(language: str, marked: str, category: str, label: str = "x") -> EngineDocument:
    """A document whose spans are written [like this], all of one category."""
    text, spans, position = "", [], 0
    for match in re.finditer(r"\[([^\]]+)\]", marked):
        text += marked[position : match.start()]
        spans.append(
            SpanRef(len(spans), len(text), len(text) + len(match.group(1)), label, category)
        )
        text += match.group(1)
        position = match.end()
    text += marked[position:]
    return EngineDocument(key=1, text=text, spans=tuple(spans), language=language)


def fill(document: EngineDocument, seed: int = 5) -> list:
    originals = frozenset(document.text[s.start : s.end] for s in document.spans)
    memory = SurrogateMemory(originals=originals)
    return SurrogateGenerator(seed=seed, k=3, memory=memory).fill_document(document)


def texts(document: EngineDocument, seed: int = 5) -> list[str]:
    return [s.text for s in fill(document, seed)]


# ------------------------------------------------------------------ identifiers


@pytest.mark.parametrize("seed", range(4))
def test_a_personnummer_in_a_label_of_miscellany_stays_valid(seed):
    (new,) = texts(doc("sv", "Patienten [19820314-2370] sökte vård.", "MISC"), seed)
    # "21959543-2780": its digits replaced one by one, month 95
    assert personnummer.is_valid(new) and new != "19820314-2370"
    assert int(new[-2]) % 2 == 1  # still a man's


@pytest.mark.parametrize("seed", range(4))
def test_an_identifier_keeps_its_kind_letters_and_a_long_runs_issuer(seed):
    nric, chip, ref = texts(
        doc(
            "en",
            "Pupil [T1134567G], chip [752098100467213], deposit [SDS-0472913].",
            "MISC",
        ),
        seed,
    )
    # single letters mark the kind; a 15-digit chip keeps its country (752)
    assert re.fullmatch(r"T\d{7}G", nric) and nric != "T1134567G"
    assert chip.startswith("752") and len(chip) == 15 and chip[3:] != "098100467213"
    # the sixth held-out corpus's reviewers read a kept "SDS-047" as the original's:
    # runs of letters (the issuer's initials) and shorter digit runs are drawn
    assert re.fullmatch(r"[A-Z]{3}-\d{7}", ref) and not ref.startswith("SDS")
    assert not ref.endswith("0472913")


@pytest.mark.parametrize("seed", range(4))
def test_the_year_that_ends_a_case_number_moves_back_with_the_dates(seed):
    document = doc("sv", "Dom i mål [A 143/24] den [12 mars 2025].", "MISC")
    case, _ = texts(document, seed)
    year = int(case[-2:])
    assert case.startswith("A ") and year in (22, 23)  # one or two years back


def test_code_year_leaves_a_number_that_is_no_year():
    assert formats.code_year("2317/87", "4012/55", -400) == "4012/55"
    assert formats.code_year("2317/24IT", "4012/61IT", -400) == "4012/23IT"


@pytest.mark.parametrize(
    ("number", "kept"),
    [
        ("(478) 555-0143", "(478) 555-"),
        ("876-555-0131", "876-555-"),
        ("01632 960 418", "01632 "),
        ("070-174 06 05", "070-"),
        ("+46 70-174 06 12", "+46 70-"),
    ],
)
def test_a_phone_number_keeps_its_area_code(number, kept):
    (new,) = texts(doc("en", f"Call [{number}] today.", "CODE"))
    assert new.startswith(kept) and new != number and len(new) == len(number)


def test_capitals_drawn_for_a_code_avoid_letters_plates_do_not_use():
    rng = FastRng(1)
    drawn = "".join(formats.scramble("ABC 123 DEF 456 GHJ 789", rng) for _ in range(50))
    assert not set("IOQV") & set(drawn)


# ------------------------------------------------------------------------ times


@pytest.mark.parametrize("seed", range(4))
def test_a_time_given_with_a_date_stays_where_the_text_puts_it(seed):
    english, swedish = (
        texts(doc("en", "Voicemail [Tue 9 Sep, 8:52 AM]; I replied at 9:05.", "DATETIME"), seed),
        texts(doc("sv", "Röstmeddelande [tis 9 sep 07.48], svar 08.02.", "DATETIME"), seed),
    )
    assert english[0].endswith(", 8:52 AM") and not english[0].startswith("Tue 9 Sep")
    assert swedish[0].endswith(" 07.48") and not swedish[0].startswith("tis 9 sep")


def test_a_twelve_hour_time_moved_across_noon_changes_am_and_pm():
    assert formats.shift_dates("11:30 AM", 2, "en")[0] == "12:30 PM"
    assert formats.shift_dates("11.45 p.m.", 2, "en")[0] == "12.45 a.m."


@pytest.mark.parametrize("seed", range(40))
def test_the_project_offset_keeps_a_feast_in_its_season(seed):
    offset = formats.project_offset(FastRng(seed))
    moved = date(2025, 10, 21) + __import__("datetime").timedelta(days=offset)
    assert moved.year in (2023, 2024) and moved.month in (10, 11)  # Divali stays


# ------------------------------------------------------------------------ people


@pytest.mark.parametrize("seed", range(4))
def test_a_short_form_of_a_given_name_takes_that_names_surrogate(seed):
    full, short, other_full, other_short = fill(
        doc(
            "en",
            "Organiser [Temitope Adeyemi] writes. Thanks, [Temi]! "
            "[Andre Clarke] called and [Dre] said yes.",
            "PERSON",
        ),
        seed,
    )
    assert short.text == full.text.split()[0] != "Temi"
    assert other_short.text == other_full.text.split()[0] != "Dre"


@pytest.mark.parametrize("seed", range(4))
def test_a_list_of_names_keeps_its_commas_and_and(seed):
    (new,) = texts(doc("en", "Grandchildren: [Ashna, Kevin and Riya].", "PERSON"), seed)
    parts = re.fullmatch(r"(\w+), (\w+) and (\w+)", new)
    assert parts is not None, new
    assert not {"ashna", "kevin", "riya"} & {fold(p) for p in parts.groups()}


@pytest.mark.parametrize("seed", range(4))
def test_a_patronymic_link_and_a_malay_title_are_kept(seed):
    kavin, faizal, kavin_alone, ahmad = texts(
        doc(
            "en",
            "Pupil [Kavin s/o Ramasamy] and teacher [Mr Ahmad Faizal bin Rahim]. "
            "[Kavin] thanked [Mr Ahmad].",
            "PERSON",
        ),
        seed,
    )
    assert " s/o " in kavin and "Kavin" not in kavin and "Ramasamy" not in kavin
    assert faizal.startswith("Mr ") and " bin " in faizal and "Ahmad" not in faizal
    # one person, one name: the short mentions follow the full ones
    assert kavin_alone == kavin.split()[0]
    assert ahmad == "Mr " + faizal.split()[1]


# ------------------------------------------------------------------------ places


@pytest.mark.parametrize("seed", range(4))
def test_a_us_town_with_its_state_stays_in_that_state(seed):
    address, town, city = texts(
        doc(
            "en",
            "Home: [1187 Vineville Avenue, Macon, GA 31204]. The post is in "
            "[Columbus, Georgia]; I grew up in [Houston, TX].",
            "LOC",
        ),
        seed,
    )
    state_zip = re.search(r", ([A-Z]{2}) (\d{5})$", address)
    assert state_zip is not None and state_zip.group(1) == "GA"
    low, high = _zip_ranges()["GA"]
    assert low <= int(state_zip.group(2)) <= high
    assert town.endswith(", Georgia") and not town.startswith("Columbus")
    assert city.endswith(", TX") and not city.startswith("Houston")
    # no part of an original stands for another place
    assert "Macon" not in town and "Columbus" not in address


def test_a_town_with_a_state_it_is_not_in_is_still_replaced():
    # Houston is a town of Texas, not of Georgia: each part by its own rule
    (new,) = texts(doc("en", "She moved to [Houston, Georgia] in May.", "LOC"))
    assert "Houston" not in new


@pytest.mark.parametrize("seed", range(4))
def test_a_city_named_with_its_country_stays_a_city(seed):
    (new,) = texts(doc("sv", "Familjen kom från [Santiago de Chile] 1989.", "LOC"), seed)
    lex = places()
    ids = lex.city_of_name.get(fold(new), ())
    assert ids and all(code != "SE" for code, _ in ids), new


def test_a_state_inside_a_body_of_a_us_text_becomes_another_state():
    (library,) = texts(
        doc("en", "The [Middle Georgia Regional Library] in Macon, GA 31204.", "ORG")
    )
    assert library.startswith("Middle ") and library.endswith(" Regional Library")
    assert "Georgia" not in library and "Azerbaijan" not in library


# ---------------------------------------------------------------- health, kinship


@pytest.mark.parametrize("seed", range(4))
def test_a_medicine_becomes_another_of_its_class(seed):
    document = doc("sv", "Behandlas med [metoprolol 50 mg dagligen].", "MISC", "health")
    (new,) = texts(document, seed)
    drug = new.split()[0]
    betablockers = {fold(sv) for _, sv in places().conditions["drug-betablocker"]}
    assert fold(drug) in betablockers - {"metoprolol"}
    assert new.endswith(" mg dagligen")


@pytest.mark.parametrize("seed", range(4))
def test_a_health_label_gets_a_condition_for_what_no_list_knows(seed):
    document = doc(
        "sv",
        "Nydebuterad [hjärtklappning]. Han har [ryggmärgsskada]. [Migränen] kom.",
        "MISC",
        "hälsa",
    )
    conditions = {
        fold(word)
        for _, sv in places().conditions["condition"]
        for word in (sv, sv + "en", sv + "n")
    }
    for suggestion in fill(document, seed):
        assert fold(suggestion.text) in conditions, suggestion.text
        assert "nearest in meaning" in suggestion.reason


def test_a_lab_value_moves_and_its_test_stays():
    (new,) = texts(doc("en", "Bloods: [CRP 34 mg/L] today.", "MISC", "health"))
    assert re.fullmatch(r"CRP \d+ mg/L", new) and new != "CRP 34 mg/L"


@pytest.mark.parametrize("seed", range(4))
def test_a_kinship_word_keeps_its_generation_and_is_no_synonym(seed):
    farmor, storebror, abuela = texts(
        doc("sv", "Min [farmor], min [storebror] och hans [abuela] kom.", "DEM"), seed
    )
    assert farmor == "mormor"
    assert storebror in ("halvbror", "tvilling", "syskon")
    assert fold(abuela) in {"abuelita", "yaya", "mormor", "farmor", "mommo",
                            "farmorsan", "aaji", "ajji", "dadi", "nani", "paati",
                            "ammamma"}


def test_a_degree_of_a_field_and_a_swedish_examen_keep_their_degree():
    master, examen = texts(
        doc(
            "en",
            "She holds a [Master of Library and Information Science] and a "
            "[yrkeshögskoleexamen i elkraftteknik].",
            "DEM",
        )
    )
    assert master.startswith("Master of ") and "Library" not in master
    assert examen.startswith("yrkeshögskoleexamen i ") and "elkraft" not in examen
    (letters,) = texts(doc("en", "She holds a [BS Nursing] from Cebu.", "DEM"))
    # "[marker 1]": a placeholder where a degree stood
    assert letters.startswith("BS ") and "Nursing" not in letters


# ------------------------------------------------------------------ organisations


@pytest.mark.parametrize("seed", range(4))
def test_a_swedish_body_in_the_genitive_keeps_its_s(seed):
    (new,) = texts(
        doc("sv", "Han arbetar vid [Skellefteå Krafts] kraftvärmeverk.", "ORG"), seed
    )
    assert new.endswith("s") and "Skellefteå" not in new


def test_a_school_named_after_a_college_is_guessed_as_a_school():
    from generation.engines.surrogate.lexicon import organisations

    (new,) = texts(doc("en", "She teaches at [CMS College High School].", "ORG"))
    schools = {fold(b) for b in organisations().names[("school", "en")]}
    assert fold(new) in schools or new.endswith(("School", "College", "Academy"))


# ------------------------------------------------- what the fifth corpora showed


@pytest.mark.parametrize("category", ["CODE", "MISC"])
def test_a_site_on_the_reserved_example_ending_stays_a_site(category):
    site, booking, user = texts(
        doc(
            "en",
            "Recipes on [hooyoskitchen.example], tables at "
            "[https://lungfung.example/booking], posts by [anna.berg].",
            category,
        )
    )
    # "qwswshsfo.ozdibil": scrambled letters, a made-up ending
    assert site.endswith(".example") and site != "hooyoskitchen.example"
    assert re.fullmatch(r"https://[a-z]+\.example/[a-z]+", booking), booking
    assert "lungfung" not in booking
    if category == "MISC":
        assert "." in user and not user.endswith(".example")  # a user name stays one


@pytest.mark.parametrize("seed", range(4))
def test_a_kinship_word_before_a_name_is_kept_and_gives_its_gender(seed):
    from generation.engines.surrogate.lexicon import names

    auntie, uncle = fill(
        doc("en", "[Auntie Fong] is a brisk older lady; [Uncle Femi] drove.", "PERSON"),
        seed,
    )
    assert auntie.text.startswith("Auntie ") and "Fong" not in auntie.text
    assert uncle.text.startswith("Uncle ") and "Femi" not in uncle.text
    genders = names().given_gender
    assert "M" not in genders.get(fold(auntie.text.split()[1]), {"F"})
    assert "F" not in genders.get(fold(uncle.text.split()[1]), {"M"})


@pytest.mark.parametrize("seed", range(4))
def test_two_grandmothers_never_become_a_pair_of_relatives(seed):
    farmor, mormor = texts(
        doc("sv", "– [Farmor] ville det. Sedan blev [Mormor] sjuk.", "DEM"), seed
    )
    # "Mormor och mormor": the other grandmother is an original, and the pool's
    # last resort composed two of its words
    assert " och " not in farmor and " och " not in mormor
    assert fold(farmor) != "farmor" and fold(mormor) != "mormor"
