"""What the blind review of the eleventh held-out corpora found (issue 19, stop 36),
from the reviewers' comments: an annotated pronoun ("[Hon] flyttade") was read as
another person, so the name before it took the other gender ("Dilan Karimi" ->
"Farid Azizi"); the Riksdag's parties became letters of no party ("S" -> "H");
sums in millions ("38 miljoner kronor" = 14 + 24 miljoner) and sums whose terms
leave the currency out ("600 000 kronor och modellen för 250 000, sammanlagt 850 000
kronor") were no equations; "i går" became "senare samma månad"."""

from __future__ import annotations

import pytest

from tests.generation.engines.marked import pairs
from tests.generation.engines.test_surrogate_figures import value


@pytest.mark.parametrize("seed", range(6))
def test_an_annotated_pronoun_after_a_name_says_that_persons_gender(seed):
    from generation.engines.surrogate.people import _ending_says

    found = pairs(
        "sv",
        "Grannen [Rozhin Mahmoud|PERSON] mätte 14 grader i januari. [Hon|PERSON] "
        "arbetar som undersköterska.",
        seed,
    )
    (_, name, _), (_, pronoun, _) = found
    assert pronoun == "Hon"
    given = name.split()[0]
    from generation.engines.surrogate.lexicon import names

    genders = names().given_gender.get(given.lower(), {"F"})
    assert "F" in genders or _ending_says(given.lower()) == "F", name


@pytest.mark.parametrize("seed", range(4))
def test_swedish_party_letters_become_other_partys_letters(seed):
    found = pairs(
        "sv",
        "Budgeten röstades igenom av [S|ORG] och [M|ORG], medan [C|ORG] och "
        "[SD|ORG] röstade nej.",
        seed,
    )
    letters = [new for _, new, _ in found]
    assert all(
        new in ("S", "M", "C", "V", "L", "KD", "MP", "SD") and new != old
        for (old, new, _) in found
    )
    assert len(set(letters)) == 4


def test_a_letter_in_a_text_of_no_politics_is_no_party():
    [(_, new, why)] = pairs("sv", "Storlek [M|ORG] finns i lager.", 1)
    assert "party" not in why


@pytest.mark.parametrize("seed", range(4))
def test_a_sum_in_millions_still_adds_up(seed):
    (_, deficit, _), (_, savings, why) = pairs(
        "sv",
        "Underskottet är [38 miljoner kronor|QUANTITY]. Skattehöjningen ger 14 "
        "miljoner och resten, [24 miljoner|QUANTITY], ska sparas.",
        seed,
    )
    assert deficit.endswith(" miljoner kronor") and savings.endswith(" miljoner")
    assert int(deficit.split()[0]) == 14 + int(savings.split()[0]) != 38
    assert "sums still add up" in why


@pytest.mark.parametrize("seed", range(4))
def test_a_term_whose_currency_the_sentence_leaves_out_is_in_the_sum(seed):
    (_, spoons, _), (_, total, _) = pairs(
        "sv",
        "Skedarna är försäkrade för [600 000 kronor|QUANTITY] och modellen för "
        "250 000, sammanlagt [850 000 kronor|QUANTITY].",
        seed,
    )
    assert value(total, "sv") == value(spoons, "sv") + 250_000
    assert spoons != "600 000 kronor"


@pytest.mark.parametrize(
    ("language", "original", "new"),
    [
        ("sv", "i går", "i förrgår"),
        ("sv", "I morgon", "I övermorgon"),
        ("sv", "i går kväll", "i förrgår kväll"),
        ("en", "yesterday", "the day before yesterday"),
        ("en", "Tomorrow", "The day after tomorrow"),
    ],
)
def test_a_day_named_from_the_texts_day_stays_on_its_side(language, original, new):
    """Kept as it is since stop 39 (the sixteenth and seventeenth corpora's review:
    the day beside it contradicted "Sunday mass"); the day on the same side of the
    text's day is among its alternatives."""
    from tests.generation.engines.marked import doc, fill

    document = doc(language, f"Beslutet kom [{original}|DATETIME], sade hon.")
    [found] = fill(document, 1)
    assert found.text == original and "text's own day" in found.reason
    assert new in found.alternatives


@pytest.mark.parametrize("seed", range(4))
def test_a_town_becomes_a_town_near_it(seed):
    """ "Irvine" became "Arbroath", across Scotland, beside an unannotated "North
    Ayrshire"; "Mackay" became "Mareeba", 600 km from the cyclone near Mackay."""
    import math

    from generation.engines.surrogate.lexicon import places
    from generation.engines.surrogate.text import fold

    found = pairs(
        "en",
        "The council met in [Irvine|LOC]. A cyclone crossed near [Mackay|LOC].",
        seed,
    )
    lex = places()

    def where(name: str, country: str) -> tuple[float, float]:
        index = next(
            i for i, (en, _, _) in enumerate(lex.cities[country]) if en == name
        )
        return lex.city_latitudes[country][index], lex.city_longitudes[country][index]

    for (old, new, _), country in zip(found, ("GB", "AU"), strict=True):
        (a, b), (c, d) = where(old, country), where(new, country)
        km = 111 * math.hypot(a - c, (b - d) * math.cos(math.radians(a)))
        assert new != old and km < 61, (new, km)
        assert fold(new) != fold(old)
