"""What reading the seventh held-out corpora's proposals found (issue 19, stop 34):
products, medicines, boats and firms known by one made-up word that became
surnames; the generic word of a body's name replaced and its name kept ("Näslund
Norrsken" for "Kammarkören Norrsken", "Cochran Conner" for "Birchline
Orthodontics"); spoken varieties and dialects that no language list names
("Mandarin", "gutamål") that became surnames or nouns."""

from __future__ import annotations

import pytest

from generation.engines.surrogate.coined import coined, syllables
from generation.engines.surrogate.lexicon import kinds, names, places
from generation.engines.surrogate.rng import FastRng
from generation.engines.surrogate.text import fold
from tests.generation.engines.marked import pairs


def is_listed_name(word: str) -> bool:
    lex = names()
    drawn = {*lex.by_locale["en"].surnames, *lex.by_locale["sv"].surnames}
    return fold(word) in lex.surnames or fold(word) in lex.given_gender or word in drawn


# ------------------------------------------------------------------ invented words


@pytest.mark.parametrize(
    ("word", "language"),
    [("Metacam", "en"), ("Rimadyl", "sv"), ("ThinkPad", "en"), ("Gumtree", "en"),
     ("Garnboden", "sv"), ("ACE", "en"), ("Oticon", "sv")],
)  # fmt: skip
def test_an_invented_word_has_the_shape_of_the_original_and_nothing_of_it(
    word, language
):
    found = coined(word, language, FastRng(3, word))
    assert len(found) == len(set(found)) >= 4
    for new in found:
        assert abs(len(new) - len(word)) <= 2, new
        assert new[0].isupper() and (new.isupper() == word.isupper()), new
        stem = fold(word)[:-2] if len(word) >= 6 else fold(word)
        assert not any(stem[i : i + 3] in fold(new) for i in range(len(stem) - 2))
        assert not is_listed_name(new), new
        if word.isupper():
            assert len(new) == len(word)
        else:
            assert syllables(new) == syllables(word), new
    # a medicine's ending stays: "-am", "-yl"
    if word in ("Metacam", "Rimadyl"):
        assert all(new.endswith(word[-2:]) for new in found)
    # "ThinkPad": two parts, each capitalised
    if word == "ThinkPad":
        assert all(sum(c.isupper() for c in new) == 2 for new in found)


@pytest.mark.parametrize("seed", range(4))
def test_medicines_products_and_boats_of_no_list_get_invented_words_not_surnames(
    seed,
):
    found = pairs(
        "en",
        "Give [Metacam] 1.5 ml by mouth. The hearing aids were [Oticon]. We go "
        "over on the [Scillonian] and sold it on [Gumtree|ORG].",
        seed,
    )
    for original, new, _ in found:
        assert fold(new) != fold(original) and not is_listed_name(new), (original, new)
        assert new[:1].isupper() and " " not in new, new
    # consistent: the same word, the same invention
    again = pairs("en", "[Metacam] again, and [Metacam].", seed)
    assert again[0][1] == again[1][1]


@pytest.mark.parametrize("seed", range(3))
def test_a_surname_like_word_in_a_firms_name_still_becomes_a_surname(seed):
    [(_, new, _)] = pairs("en", "Ask [Nielsen & Rowland Law|ORG] today.", seed)
    first, _, rest = new.partition(" & ")
    assert rest.endswith(" Law") and is_listed_name(first), new


# ---------------------------------------------------- the generic words of a name


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize(
    ("original", "kept"),
    [("Kammarkören Norrsken", "Kammarkören"), ("Segelklubben Härnön", "Segelklubben"),
     ("Kalix Djurklinik", "Djurklinik"), ("Tranås Motorservice", "Motorservice"),
     ("Centrallasarettet Växjö", "Centrallasarettet"),
     ("Grannsamverkan Sätra", "Grannsamverkan")],
)  # fmt: skip
def test_a_swedish_compound_that_names_the_kind_stays_and_the_name_changes(
    seed, original, kept
):
    [(_, new, reason)] = pairs("sv", f"Vi fick hjälp av [{original}|ORG] i går.", seed)
    name = original.replace(kept, "").strip()
    assert kept in new.split() and name not in new, (new, reason)
    assert "typed guess" not in reason


@pytest.mark.parametrize("seed", range(4))
def test_a_compound_that_is_a_name_is_no_kind_word(seed):
    # "Ektorpsgärdet" (a field near Ektorp), "Sillkungens" (a title): the whole
    # name changes, nothing of it is kept as "the kind"
    for original in ("Koloniföreningen Ektorpsgärdet", "Sillkungens döttrar"):
        [(_, new, _)] = pairs("sv", f"Det gäller [{original}|ORG] i år.", seed)
        assert not {"ektorpsgardet", "sillkungens"} & set(fold(new).split()), new


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("trade", ["Opticians", "Orthodontics", "Lettings"])
def test_an_english_trade_stays_and_the_name_before_it_changes(seed, trade):
    [(_, new, reason)] = pairs("en", f"I wrote to [Birchline {trade}|ORG].", seed)
    assert new.endswith(" " + trade) and "Birchline" not in new, (new, reason)


@pytest.mark.parametrize("seed", range(4))
def test_a_single_swedish_compound_keeps_its_head(seed):
    [(_, new, reason)] = pairs(
        "sv", "Remissen gick till [Ortopedmottagningen|ORG].", seed
    )
    assert new.endswith("mottagningen") and new != "Ortopedmottagningen", new


# ------------------------------------------------------------ varieties, dialects


@pytest.mark.parametrize("seed", range(4))
def test_spoken_varieties_and_dialects_become_others_of_their_group(seed):
    found = pairs(
        "en",
        "I speak English, [Mandarin] and some [Hokkien]; my aunt speaks [Geordie] "
        "and wrote in [Egyptian Arabic].",
        seed,
    )
    chinese = {"Mandarin", "Cantonese", "Hokkien", "Teochew", "Hakka",
               "Shanghainese", "Hainanese", "Taishanese", "Putonghua"}  # fmt: skip
    assert found[0][1] in chinese - {"Mandarin"}
    assert found[1][1] in chinese - {"Hokkien", found[0][1]}
    assert found[2][1] not in ("Geordie", "") and not is_listed_name(found[2][1])
    assert found[3][1] in {w for w in kinds().words[("arabic_variety", "en")]} - {
        "Egyptian Arabic"
    }
    swedish = pairs("sv", "Han pratade [gutamål] och [skånska] med oss.", seed)
    assert {new for _, new, _ in swedish} <= {
        "gotländska", "jämtska", "dalmål", "älvdalska", "värmländska",
        "småländska", "norrländska", "västerbottniska", "pitemål", "göteborgska",
        "stockholmska", "österbottniska", "finlandssvenska", "meänkieli",
        "tornedalsfinska", "kalixmål", "skånska", "gutamål",
    }  # fmt: skip
    assert all(new != original for original, new, _ in swedish)


# ------------------------------------------- what the heldout8 review added (stop 34)


@pytest.mark.parametrize("seed", range(4))
def test_everyday_things_of_a_catch_all_label_stay_of_their_kind(seed):
    # a walking frame became "budbilsförare", coeliac disease "klosterkyrkan",
    # halal "medelhavsklimat", mittens "ishockeyspelare" (nearest nouns)
    swedish = pairs(
        "sv",
        "Hon använder [rollator] och [hörapparat], har [celiaki], äter [halal] och "
        "lånade ut sina [vantar].",
        seed,
    )
    kinds_of = {
        "rollator": "aid", "hörapparat": "aid", "halal": "diet", "vantar": "garment",
    }  # fmt: skip
    for original, new, reason in swedish:
        assert new != original, (original, reason)
        kind = kinds_of.get(original)
        if kind:
            assert new in kinds().words[(kind, "sv")], (original, new, reason)
        else:
            assert "condition" in reason, (original, new, reason)
    english = pairs("en", "We ate [moussaka] and she uses a [wheelchair].", seed)
    assert english[0][1] in kinds().words[("dish", "en")]
    assert english[1][1] in kinds().words[("aid", "en")]


@pytest.mark.parametrize("seed", range(4))
def test_the_place_after_of_in_a_bodys_name_becomes_a_place(seed):
    [(_, new, _)] = pairs("en", "She studied at [University of Otago|ORG].", seed)
    town = new.removeprefix("University of ")
    assert town != new and "Otago" not in new
    # Otago is a region of New Zealand: another town or region (stop 36)
    assert fold(town) in places().city_of_name or fold(town) in places().region_names


@pytest.mark.parametrize("seed", range(3))
def test_the_unlisted_names_of_a_firm_of_several_words_become_surnames(seed):
    [(_, new, _)] = pairs(
        "sv", "Kontakta [Advokatbyrå Granholm & Storbacka|ORG] i dag.", seed
    )
    first, _, second = new.removeprefix("Advokatbyrå ").partition(" & ")
    assert is_listed_name(first) and is_listed_name(second), new
