"""What the blind review of the nineteenth held-out corpora and the last rounds' open
errors found (issue 19, stop 40): "Loxton" became "Renmark West" in a story that
also names Renmark, and two reviewers read the new town as the old one (OVERLAP)."""

from __future__ import annotations

import pytest

from generation.engines.surrogate import SurrogateGenerator, SurrogateMemory
from tests.generation.engines.marked import pairs


def test_a_surrogate_holds_no_word_that_is_another_original() -> None:
    memory = SurrogateMemory(originals=frozenset({"Renmark", "Loxton", "Stockholm"}))
    generator = SurrogateGenerator(seed=1, k=3, memory=memory)
    accept = generator._acceptable
    assert not accept("Loxton", "Renmark West", primary=True, category="LOC")
    assert accept("Loxton", "Berri West", primary=True, category="LOC")
    # the original's own kind word and words that are not names stay possible
    assert accept("Loxton Council", "Barmera Council", primary=True, category="ORG")
    # an alternative is not the surrogate: no original is read into it
    assert accept("Loxton", "Renmark West", primary=False, category="LOC")
    kept = SurrogateMemory(
        originals=frozenset({"Stockholm"}), keep=frozenset({"Stockholm"})
    )
    keeping = SurrogateGenerator(seed=1, k=3, memory=kept)
    # an original every generator keeps (a public name) may stand in a surrogate
    assert keeping._acceptable(
        "Uppsala universitet", "Stockholm universitet", primary=True, category="ORG"
    )


@pytest.mark.parametrize(
    ("language", "marked", "kept"),
    [
        ("en", "The three ponies cost [M48,000|QUANTITY], M16,000 each.", "M48,000"),
        ("en", "Four boats cost [VT 2,000,000|QUANTITY], or VT 500,000 each.", None),
        (
            "sv",
            "Tre hästar kostade [48 000 dollar|QUANTITY], 16 000 dollar styck.",
            None,
        ),
        ("sv", "Två kor kostade [12 000 zloty|QUANTITY], 6 000 zloty styck.", None),
    ],
)
def test_an_amount_in_another_currency_keeps_its_product(
    language: str, marked: str, kept: str | None
) -> None:
    """The loti's M, the vatu, the Swedish "dollar" and the zloty are money: an
    amount that the text's count times its unannotated price gives stays."""
    for seed in range(3):
        ((original, surrogate, reason),) = pairs(language, marked, seed, "QUANTITY")
        assert surrogate == (kept or original), (surrogate, reason)
        assert "other figures give" in reason, reason


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize(
    ("original", "portfolio"),
    [
        ("Ministry of Health", "health"),
        ("Department of Education", "education"),
        ("Health Ministry", "health"),
        ("Ministry of the Interior", "home affairs|interior"),
        ("Ministry of Foreign Affairs", "foreign|external"),
    ],
)
def test_a_ministry_keeps_its_portfolio(
    seed: int, original: str, portfolio: str
) -> None:
    """heldout18: a vaccination pilot "run by the Ministry of Health" became one of
    the "Ministry of Education", school books printed by the "Department of
    Education" ones of the "Department of the Interior" (SEM:CONTRADICTORY)."""
    ((_, surrogate, reason),) = pairs("en", f"The [{original}|ORG] said.", seed, "ORG")
    assert surrogate != original
    assert any(p in surrogate.lower() for p in portfolio.split("|")), surrogate
    assert "same portfolio" in reason, reason


@pytest.mark.parametrize("seed", range(3))
def test_a_chamber_of_commerce_keeps_its_commerce(seed: int) -> None:
    """heldout18: "Vanuatu Chamber of Commerce and Industry" became "Tonga Chamber
    of Fangale'ounga and Industry" ("Commerce" is also a town of Texas); "Chamber of
    Commerce" alone became a company, "Montserrat Volcano Observatory" one named
    after a surname, and a disaster agency a "Child Support Agency"."""
    found = pairs(
        "en",
        "The [Vanuatu Chamber of Commerce and Industry|ORG] and the [Chamber of "
        "Commerce|ORG] met the [Montserrat Volcano Observatory|ORG] and the "
        "[Disaster Management Coordination Agency|ORG].",
        seed,
        "ORG",
    )
    (_, chamber, _), (_, alone, reason), (_, observatory, _), (_, agency, why) = found
    assert chamber.endswith(" Chamber of Commerce and Industry"), chamber
    assert not chamber.startswith("Vanuatu"), chamber
    assert "Chamber" in alone and "same kind" in reason, (alone, reason)
    assert observatory.endswith(" Volcano Observatory"), observatory
    assert agency.endswith("Agency") and "same kind and remit" in why, (agency, why)


@pytest.mark.parametrize("seed", range(3))
def test_bodies_of_other_languages_and_ngos_stay_bodies(seed: int) -> None:
    """heldout19: "Defensoría del Pueblo" became "Whitaker del Fountain", the
    "World Health Organization" a company ("Grant Group"), "Smoke-Free Mothers" a
    law firm and the "US Embassy" a person's initials and surname."""
    found = pairs(
        "en",
        "The [Defensoría del Pueblo|ORG], the [World Health Organization|ORG], "
        "[Smoke-Free Mothers|ORG], the [US Embassy|ORG] and the [Universidad "
        "Nacional de Asunción|ORG] wrote.",
        seed,
        "ORG",
    )
    (_, ombudsman, why), (_, who, who_why), (_, mothers, m_why) = found[:3]
    (_, embassy, e_why), (_, university, _) = found[3:]
    assert " del " not in ombudsman and "agency" in why, (ombudsman, why)
    assert "ngo" in who_why and "ngo" in m_why, (who, mothers)
    assert "agency" in e_why, (embassy, e_why)
    assert university.startswith("Universidad Nacional de "), university
    assert "Asunción" not in university


@pytest.mark.parametrize("seed", range(3))
def test_languages_cldr_names_stay_languages(seed: int) -> None:
    """heldout19: "Tok Pisin" became "Gux Craclal", "Ewe" "Uzir", "zapotekiska"
    "oetiska", "mixe" "förföljelsen"; "broadcasts in Spanish and [Aymara]" became
    "in Spanish and Spanish"; the Mongolian new year "Tsagaan Sar" an invented
    word."""
    english = pairs(
        "en",
        "It broadcasts in Spanish and [Aymara|DEM], in [Tok Pisin|DEM] and [Ewe|DEM] "
        "at [Tsagaan Sar|DEM].",
        seed,
    )
    (_, aymara, _), (_, tok, why), (_, ewe, ewe_why), (_, feast, _) = english
    assert aymara != "Spanish" and "language" in why and "language" in ewe_why
    assert feast == "Tsagaan Sar"
    swedish = pairs("sv", "Hon talar [zapotekiska|DEM] och [mixe|DEM].", seed)
    assert all("language" in reason for _, _, reason in swedish), swedish
    assert all(
        new.endswith(("iska", "ska", "sk")) or new.islower() for _, new, _ in swedish
    )


@pytest.mark.parametrize(
    ("language", "marked"),
    [
        (
            "sv",
            "Det hände [i fjol|DATETIME], [I år|DATETIME] och [förra veckan|DATETIME].",
        ),
        ("en", "It opens [next week|DATETIME], unlike [earlier this month|DATETIME]."),
    ],
)
def test_the_texts_own_week_and_year_stay(language: str, marked: str) -> None:
    """heldout18-19: "next week" became "two weeks later" ("from two weeks
    later"), "I år" "Hösten därpå", "i fjol" "två år tidigare"."""
    for original, new, reason in pairs(language, marked, 0):
        assert new == original and "own day" in reason, (new, reason)


def test_a_story_set_abroad_keeps_its_unknown_towns_abroad() -> None:
    """heldout19: a Swedish article on a trial in Almaty that names "Kazakstan"
    twice outside its spans put "Karaganda" in Sweden ("Boliden")."""
    from generation.engines.surrogate.lexicon import places
    from generation.engines.surrogate.text import fold

    for seed in range(3):
        found = pairs(
            "sv",
            "Domstolen i [Almaty|LOC] dömde journalisten från [Karaganda|LOC]. I "
            "Kazakstan är det vanligt, säger man i Kazakstans huvudstad.",
            seed,
            "LOC",
        )
        town = found[1][1]
        countries = {c for c, _ in places().city_of_name.get(fold(town), ())}
        assert "KZ" in countries and "SE" not in countries, (town, countries)


@pytest.mark.parametrize("seed", range(3))
def test_arabic_and_sesotho_name_marks_are_read_as_names(seed: int) -> None:
    """heldout18-19: "Hanan al-Masri" and "Sister 'Mathabo Mokhethi" read as no
    name (a typed guess: "Tim Case", the title lost); "Umm Khaled" became a man's
    full name with the family's real surname."""
    found = pairs(
        "en",
        "[Hanan al-Masri|PERSON] said she fled. [Umm Khaled|PERSON] left. [Sister "
        "'Mathabo Mokhethi|PERSON] rides.",
        seed,
        "PERSON",
    )
    (_, hanan, why), (_, umm, umm_why), (_, sister, s_why) = found
    assert "guess" not in why and " al-" in hanan and "Masri" not in hanan, hanan
    assert umm.startswith("Umm ") and umm != "Umm Khaled", (umm, umm_why)
    assert sister.startswith("Sister ") and "guess" not in s_why, sister
    assert "Mokhethi" not in sister and "Mathabo" not in sister


def test_an_ordinal_of_a_count_label_moves() -> None:
    """heldout19: "den [fjärde] algeriern" became a placeholder."""
    ((_, new, reason),) = pairs("sv", "Han är den [fjärde|QUANTITY] algeriern.", 0)
    assert new in {"första", "andra", "tredje", "femte", "sjätte", "sjunde"}, new
    assert "ordinal" in reason


@pytest.mark.parametrize("seed", range(3))
def test_a_number_the_texts_figures_give_is_kept(seed: int) -> None:
    """heldout19: "one in five of the 23,000 households, [4,600]" became 5,100, and
    "a voucher of [14 dinars] for seven people, 98 dinars" lost its product:
    people read both as SEM:CONTRADICTORY. The new value is checked with the
    proposer's figures and the original kept when it breaks them."""
    ((original, new, reason),) = pairs(
        "en",
        "One in five of the 23,000 households, [4,600|QUANTITY], have no heating.",
        seed,
        "QUANTITY",
    )
    assert new == original and "reader can check" in reason, (new, reason)
    ((original, new, reason),) = pairs(
        "en",
        "The town has [4,600|QUANTITY] households and two schools.",
        seed,
        "QUANTITY",
    )
    assert new != original, reason


def test_every_cldr_code_in_brackets_is_a_tag_and_more_nationalities() -> None:
    """heldout20: "[si]" became "unit" (Sinhala's code was in no list);
    "Jamaican" and "Trinidadian" became invented words."""
    from generation.engines.surrogate import SurrogateGenerator, SurrogateMemory
    from generation.engines.types import EngineDocument, SpanRef

    text = "The review was posted in Sinhala [si] by the author."
    at = text.index("si]")
    document = EngineDocument(
        key=1, text=text, spans=(SpanRef(0, at, at + 2, "x", "MISC"),), language="en"
    )
    generator = SurrogateGenerator(seed=1, k=3, memory=SurrogateMemory())
    (found,) = generator.fill_document(document)
    assert "language tag" in found.reason and found.text.isalpha(), found
    for _, new, reason in pairs("en", "A [Jamaican|DEM] met a [Trinidadian|DEM].", 0):
        assert "nationality" in reason, (new, reason)


@pytest.mark.parametrize("seed", range(4))
def test_a_platform_keeps_its_use(seed: int) -> None:
    """heldout19: a radio station's 45,000 followers on "Youtube" moved to
    Netflix, a youth programme's on "Tiktok" to Tinder (SEM:CONTRADICTORY)."""
    from generation.engines.surrogate.remits import PLATFORM_USES

    social = PLATFORM_USES["social"].split()
    video = PLATFORM_USES["video"].split()
    found = pairs("sv", "Kanalen på [Youtube|ORG] och [Tiktok|ORG].", seed, "ORG")
    (_, tube, _), (_, tok, _) = found
    assert tube.lower() in video and tok.lower() in social, (tube, tok)


@pytest.mark.parametrize("seed", range(4))
def test_the_speaker_of_a_quotation_and_a_wide_apposition_say_the_gender(
    seed: int,
) -> None:
    """heldout19-20: "Boitumelo Ramotswa, 26, joined ... "My mother sold
    vegetables. Now I hold a stone," she said" became "Jeff Peck"; "Tamsin Nona,
    a Torres Strait Islander woman" became "Roy Lin"."""
    from generation.engines.surrogate.lexicon import names
    from generation.engines.surrogate.text import fold

    found = pairs(
        "en",
        "One of them, [Boitumelo Ramotswa|PERSON], 26, joined as a cleaner in 2019 "
        'and now marks stones for cutting. "My mother sold vegetables at the bus '
        'rank. Now I hold a stone worth more than a car," she said. The organiser, '
        "[Tamsin Nona|PERSON], a Torres Strait Islander woman, drove a crane.",
        seed,
        "PERSON",
    )
    genders = names().given_gender
    for _, new, _ in found:
        assert "F" in genders.get(fold(new.split()[0]), {"F"}), new


def test_a_legislature_and_a_health_executive_stay_public_bodies() -> None:
    """heldout20: the "House of Representatives" became "Abbott Group", the
    "Health Service Executive" "Dobson Group" (companies)."""
    found = pairs(
        "en",
        "The [House of Representatives|ORG] and the [Health Service Executive|ORG].",
        0,
        "ORG",
    )
    (_, house, _), (_, executive, why) = found
    assert house in (
        "National Assembly",
        "Legislative Assembly",
        "Parliament",
        "Senate",
    )
    assert "agency" in why, (executive, why)
