"""What the blind review of the twenty-fourth held-out corpora found (issue 19, stop
42): Turkish, Croatian and Kenyan names became Swedish, English or Irish ones; a
body's place or owner was drawn apart from the place or person the project had
already replaced; legal forms and names beside acronyms were lost or kept whole;
towns followed a country named only in a body's name; languages left the text's
country; daughters became children; titles were read as names; dates left the
years the text kept; courts changed tier; a party became a football club."""

from __future__ import annotations

import re

import pytest

from generation.engines.surrogate.lexicon import places
from generation.engines.surrogate.organisations import court_tier
from generation.engines.surrogate.other import languages_of
from generation.engines.surrogate.text import fold
from tests.generation.engines.marked import pairs


def _locale_of(reason: str) -> str:
    found = re.search(r"from (\w+) names", reason)
    assert found is not None, reason
    return found.group(1)


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize(
    ("language", "marked", "locale"),
    [
        ("sv", "[Yusuf Demir|PERSON] bor i Kävlinge.", "tr_TR"),
        ("sv", "[Goran Marić|PERSON] säger att han är nöjd.", "hr_HR"),
        ("sv", "[Anna Lindqvist|PERSON] säger att hon är nöjd.", "sv_SE"),
    ],
)
def test_a_surname_only_one_list_knows_says_the_origin(
    language: str, marked: str, locale: str, seed: int
) -> None:
    ((_, surrogate, reason),) = pairs(language, marked, seed)
    assert _locale_of(reason) == locale, (surrogate, reason)


@pytest.mark.parametrize("seed", range(3))
def test_names_of_no_clear_origin_follow_the_text_country(seed: int) -> None:
    found = pairs(
        "en",
        "KAKAMEGA, Kenya — [Beatrice Amukoya|PERSON] beat [Dennis Omukoko|PERSON] "
        "in the [Shieywe|LOC] ward of [Kakamega|LOC] County.",
        seed,
    )
    people = [(s, r) for o, s, r in found if "names" in r]
    assert len(people) == 2
    assert all(_locale_of(r) == "sw" for _, r in people), people


@pytest.mark.parametrize("seed", range(3))
def test_a_body_follows_the_place_and_the_owner_the_project_replaced(
    seed: int,
) -> None:
    found = dict(
        (o, s)
        for o, s, _ in pairs(
            "en",
            "The funeral in [Ake|LOC] was held at [St Peter's Cathedral, Ake|ORG]. "
            "[Lee Fairbrother|PERSON] ran [Fairbrother Roofing & Building Ltd|ORG]; "
            "[Fairbrother|PERSON] denied it.",
            seed,
        )
    )
    assert found["St Peter's Cathedral, Ake"] == (
        "St Peter's Cathedral, " + found["Ake"]
    ), found
    surname = found["Fairbrother"]
    assert found["Lee Fairbrother"].endswith(surname), found
    assert found["Fairbrother Roofing & Building Ltd"] == (
        f"{surname} Roofing & Building Ltd"
    ), found


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize(
    ("original", "kept"),
    [
        ("Lebowa Water Tankers (Pty) Ltd", " Water Tankers (Pty) Ltd"),
        ("Hallberg Hydraulics India Pvt. Ltd.", " Pvt. Ltd."),
    ],
)
def test_a_company_keeps_every_part_of_its_legal_form(
    original: str, kept: str, seed: int
) -> None:
    ((_, surrogate, _),) = pairs("en", f"The firm [{original}|ORG] was fined.", seed)
    assert surrogate.endswith(kept), surrogate
    assert fold(original.split()[0]) not in fold(surrogate)


@pytest.mark.parametrize("seed", range(3))
def test_a_name_of_generic_words_with_its_acronym_is_replaced_whole(
    seed: int,
) -> None:
    found = pairs(
        "en",
        "The [Independent Electoral and Boundaries Commission (IEBC)|ORG] said "
        "the [IEBC|ORG] would recount.",
        seed,
    )
    (_, long, _), (_, short, _) = found
    name, acronym = re.fullmatch(r"(.+) \((\w+)\)", long).groups()  # type: ignore[union-attr]
    assert "Electoral and Boundaries" not in name, long
    assert acronym != "IEBC" and short == acronym, found


@pytest.mark.parametrize("seed", range(3))
def test_towns_stay_in_a_country_the_text_names_outside_its_spans(
    seed: int,
) -> None:
    found = pairs(
        "sv",
        "Ministern besökte [Pune|LOC] och [Bengaluru|LOC] på ett [India Nordic "
        "Business Forum|MISC]. Resan till Indien tog en vecka.",
        seed,
    )
    lex = places()
    for original, surrogate, _ in found[:2]:
        codes = {c for c, _ in lex.city_of_name.get(fold(surrogate), [])}
        assert "IN" in codes, (original, surrogate)


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize(
    ("marked", "country"),
    [
        ("In [Kakamega|LOC], Kenya, she spoke [Kiswahili|MISC] to voters.", "KE"),
        ("In [Elmina|LOC], Ghana, her mother spoke [Fante|MISC].", "GH"),
        ("In [Polokwane|LOC] the witness spoke [Sepedi|MISC].", "ZA"),
    ],
)
def test_a_language_of_the_text_country_becomes_another_of_it(
    marked: str, country: str, seed: int
) -> None:
    (_, (original, surrogate, reason)) = pairs("en", marked, seed)
    assert "language" in reason, reason
    assert surrogate != original
    assert surrogate in languages_of(country, "en"), (surrogate, country)


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize(
    ("language", "marked", "wider"),
    [
        ("en", "Her [daughter|MISC] lives abroad.", {"child", "children"}),
        ("en", "His [mother|MISC] lives abroad.", {"parent"}),
        ("sv", "Hennes [pappa|MISC] bor i Umeå.", {"förälder"}),
        ("sv", "Min [syster|MISC] bor i Umeå.", {"syskon"}),
    ],
)
def test_a_kinship_word_never_becomes_its_wider_word(
    language: str, marked: str, wider: set[str], seed: int
) -> None:
    ((original, surrogate, reason),) = pairs(language, marked, seed)
    assert "kinship" in reason
    assert surrogate not in wider and surrogate != original, surrogate


@pytest.mark.parametrize("seed", range(4))
def test_a_brother_stays_a_relative_by_blood(seed: int) -> None:
    ((_, surrogate, _),) = pairs("sv", "Hennes [bror|MISC] kom hem.", seed)
    assert surrogate not in {"partner", "make", "pojkvän", "fästman"}, surrogate


@pytest.mark.parametrize("seed", range(3))
def test_titles_stay_and_the_word_after_a_title_is_a_name(seed: int) -> None:
    found = pairs(
        "en",
        "[Advocate Ntsako Baloyi|PERSON] questioned [Mrs Comfort Arthur-Baidoo|"
        "PERSON].",
        seed,
    )
    (_, advocate, _), (_, mrs, _) = found
    assert advocate.startswith("Advocate ") and "Baloyi" not in advocate, advocate
    assert mrs.startswith("Mrs ") and "Comfort" not in mrs, mrs


@pytest.mark.parametrize("seed", range(3))
def test_a_denomination_becomes_another_of_its_faith(seed: int) -> None:
    found = pairs(
        "en", "He was a [Quaker|MISC] and she an [Anglican|MISC] all her life.", seed
    )
    christian = {
        "Catholic", "Orthodox", "Protestant", "Lutheran", "Anglican", "Methodist",
        "Baptist", "Presbyterian", "Pentecostal", "Quaker", "Mormon", "Adventist",
        "Mennonite", "Coptic",
    }  # fmt: skip
    (_, quaker, _), (_, anglican, _) = found
    assert quaker in christian and quaker != "Quaker", quaker
    assert anglican in christian and anglican != "Anglican", anglican
    assert anglican[0] in "AEIOU", anglican  # "an Anglican" -> "an Adventist"


@pytest.mark.parametrize("seed", range(3))
def test_dates_keep_their_year_where_the_text_keeps_a_year(seed: int) -> None:
    ((_, surrogate, reason),) = pairs(
        "en",
        "KAMLOOPS, [Saturday, Dec. 12, 2026|DATETIME] — Born in 1946, she turned "
        "80 in October.",
        seed,
        "DATETIME",
    )
    assert surrogate.endswith("2026"), (surrogate, reason)
    assert "within its year" in reason


@pytest.mark.parametrize("seed", range(3))
def test_a_school_year_written_short_stays_one(seed: int) -> None:
    ((_, surrogate, _),) = pairs(
        "en", "Pupils start in [2026–27|DATETIME].", seed, "DATETIME"
    )
    first, second = re.fullmatch(r"(\d{4})–(\d\d)", surrogate).groups()  # type: ignore[union-attr]
    assert (int(first) + 1) % 100 == int(second), surrogate


def test_a_court_stays_in_its_tier() -> None:
    assert court_tier("Kalmar tingsrätt") == "district"
    assert court_tier("Göta hovrätt") == "appeal"
    assert court_tier("Kammarrätten i Göteborg") == "administrative appeal"
    assert court_tier("Förvaltningsrätten i Falun") == "administrative"
    for seed in range(4):
        found = pairs(
            "sv",
            "Domen i [Kalmar tingsrätt|ORG] överklagades till [Göta hovrätt|ORG].",
            seed,
        )
        (_, district, _), (_, appeal, _) = found
        assert court_tier(district) == "district" and district != "Kalmar tingsrätt"
        assert court_tier(appeal) == "appeal" and appeal != "Göta hovrätt"


@pytest.mark.parametrize("seed", range(4))
def test_a_surrogate_is_never_a_name_the_text_writes_elsewhere(seed: int) -> None:
    ((_, surrogate, _),) = pairs(
        "en",
        "The budget was backed by [Fianna Fáil|ORG], Fine Gael and most independents.",
        seed,
    )
    assert fold(surrogate) != "fine gael", surrogate


@pytest.mark.parametrize("seed", range(3))
def test_a_creed_and_a_body_of_people_say_a_party(seed: int) -> None:
    ((_, surrogate, reason),) = pairs(
        "en", "Voters backed the [United Democratic Alliance|ORG].", seed
    )
    assert "party" in reason, (surrogate, reason)
    assert not surrogate.endswith((" FC", " United")), surrogate


@pytest.mark.parametrize("seed", range(3))
def test_a_sixth_is_a_share(seed: int) -> None:
    ((_, surrogate, reason),) = pairs(
        "sv", "Färjan tar [en sjättedel|QUANTITY] av resenärerna.", seed, "QUANTITY"
    )
    assert "[" not in surrogate and surrogate.startswith("en "), (surrogate, reason)


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize(
    ("language", "marked"),
    [
        ("en", "The union's slogan, [No crew, no ferry|MISC], was on the gate."),
        ("sv", "Listans slogan var [”Pendeltåget först”|MISC] hela hösten."),
    ],
)
def test_a_slogan_becomes_a_slogan(language: str, marked: str, seed: int) -> None:
    ((original, surrogate, reason),) = pairs(language, marked, seed)
    assert "slogan" in reason, (surrogate, reason)
    assert surrogate != original and "Företaget" not in surrogate


@pytest.mark.parametrize("seed", range(3))
def test_a_street_written_after_its_street_word_stays_a_street(seed: int) -> None:
    ((_, surrogate, reason),) = pairs(
        "sv", "Han bodde på [ulica Piotrkowska|LOC] i Łódź.", seed
    )
    assert surrogate.startswith("ulica ") and "Piotrkowska" not in surrogate
    assert "street" in reason


@pytest.mark.parametrize("seed", range(3))
def test_a_place_named_by_its_size_is_no_person(seed: int) -> None:
    ((_, surrogate, reason),) = pairs(
        "sv", "Färjan går till [Lilla Varholmen|LOC] från Hönö.", seed
    )
    assert "person" not in reason and surrogate.startswith("Lilla "), reason


@pytest.mark.parametrize("seed", range(3))
def test_a_county_in_a_body_name_becomes_another_county(seed: int) -> None:
    from generation.engines.surrogate.lexicon import swedish_counties

    counties = set(swedish_counties())
    for _, surrogate, _ in pairs(
        "sv",
        "[Region Jönköpings län|ORG] och [Länsstyrelsen i Uppsala län|ORG] svarade.",
        seed,
    ):
        county = re.search(r"((?:\w+ )?\w+ län)$", surrogate)
        assert county is not None, surrogate
        assert county.group(1) in counties or county.group(1).split(" ", 1)[-1] in (
            counties
        ), surrogate


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize(
    ("language", "marked"),
    [
        ("en", "His [mother|MISC] raised him."),
        ("en", "Her [father|MISC] raised her."),
        ("sv", "Hennes [pappa|MISC] sjöng."),
    ],
)
def test_a_parent_is_no_parent_by_another_bond(
    language: str, marked: str, seed: int
) -> None:
    # the twenty-fifth held-out corpus: "pappa" became "styvfar", "mother"
    # "stepmother", read as the same parent
    ((_, surrogate, _),) = pairs(language, marked, seed)
    assert not surrogate.startswith(("step", "styv", "svär"))
    assert not surrogate.endswith("-in-law"), surrogate


@pytest.mark.parametrize("seed", range(3))
def test_a_year_alone_stays_where_the_text_keeps_its_years(seed: int) -> None:
    found = pairs(
        "sv",
        "KALMAR, [Torsdag 26 mars 2026|DATETIME] — Han anställdes 2019 på ett avtal "
        "till [2030|DATETIME], mål [B 8810-25|CODE].",
        seed,
    )
    (_, dated, _), (_, year, reason), (_, code, _) = found
    assert dated.endswith("2026") and year == "2030", found
    assert "keeps its years" in reason
    assert code.endswith("-25"), code


@pytest.mark.parametrize("seed", range(3))
def test_a_code_with_a_year_is_no_placeholder_where_the_text_keeps_years(
    seed: int,
) -> None:
    found = pairs(
        "en",
        "POLOKWANE, [Wednesday 20 May 2026|DATETIME] — Born in 1971, he faces case "
        "[CC 41/2025|CODE] and file [IMY-2026-7713|CODE].",
        seed,
    )
    for original, surrogate, reason in found[1:]:
        assert not surrogate.startswith("["), (surrogate, reason)
        assert surrogate != original
        assert re.search(r"2025|2026", surrogate), surrogate
