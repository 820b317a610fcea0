"""The surrogate generator's word lists: kinds.tsv and organisations.tsv."""

from __future__ import annotations

from collections import Counter

import pytest

from generation.engines.surrogate.lexicon import (
    RESOURCES,
    english_plural,
    kinds,
    organisation_kind_of,
    organisations,
    swedish_plural,
)
from generation.engines.surrogate.text import fold

KINDS = (
    "kinship field degree skill event work product count role language_tag slogan "
    "hashtag "
    "domain chinese_variety swedish_dialect english_variety arabic_variety "
    "dish aid fish garment diet named_disease instrument music_genre dog_breed"
).split()
ORGANISATION_KINDS = (
    "company media platform party union agency ministry court university school "
    "hospital ngo team police religious"
).split()
# Big enough that a corpus with many distinct originals of a kind rarely runs out.
AT_LEAST = {"company": 50, "media": 40, "platform": 40}


def _rows(name: str) -> list[list[str]]:
    lines = (RESOURCES / name).read_text(encoding="utf-8").splitlines()
    return [line.split("\t") for line in lines if line and not line.startswith("#")]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("language", ["en", "sv"])
def test_every_kind_has_words_in_both_languages(kind, language):
    assert len(kinds().words.get((kind, language), ())) >= 15


@pytest.mark.parametrize("kind", ORGANISATION_KINDS)
@pytest.mark.parametrize("language", ["en", "sv"])
def test_every_organisation_kind_has_enough_names_in_both_languages(kind, language):
    assert len(organisations().names.get((kind, language), ())) >= AT_LEAST.get(
        kind, 24
    )


def test_no_word_is_listed_twice_in_a_kind_and_language():
    for table in (kinds().words, organisations().names):
        for key, values in table.items():
            twice = [w for w, n in Counter(fold(v) for v in values).items() if n > 1]
            assert not twice, (key, twice)


def test_no_entry_is_blank_and_rows_have_their_columns():
    for row in _rows("kinds.tsv"):
        assert 3 <= len(row) <= 4, row
        assert row[0] in KINDS, row
        assert any(cell.strip() for cell in row[1:3]), row
        assert all(cell == cell.strip() for cell in row), row
    for row in _rows("organisations.tsv"):
        assert len(row) == 3 and all(c.strip() == c and c for c in row), row
        assert row[1] in ("en", "sv"), row
    for values in (*kinds().words.values(), *organisations().names.values()):
        assert all(value.strip() for value in values)


def test_kinship_words_have_a_gender_and_only_kinship_words():
    known = kinds()
    for language in ("en", "sv"):
        for word in known.words[("kinship", language)]:
            assert known.gender[("kinship", language, word)] in ("F", "M", "-")
    # events named by an adjective and a noun carry the Swedish article instead
    assert {kind for kind, _, _ in known.gender} == {"kinship", "event"}
    assert {g for (kind, _, _), g in known.gender.items() if kind == "event"} <= {
        "den",
        "det",
        "de",
    }
    assert known.gender[("kinship", "en", "mother")] == "F"
    assert known.gender[("kinship", "sv", "morbror")] == "M"
    assert known.gender[("kinship", "sv", "kusin")] == "-"


@pytest.mark.parametrize(
    "word, kind, language",
    [
        ("Mother", "kinship", "en"),
        ("mothers-in-law", "kinship", "en"),
        ("wives", "kinship", "en"),
        ("farmödrar", "kinship", "sv"),
        ("Döttrar", "kinship", "sv"),
        ("Behavioral Sciences", "field", "en"),
        ("juridik", "field", "sv"),
        ("civilingenjör", "degree", "sv"),
        ("PhDs", "degree", "en"),
        ("Python", "skill", "en"),
        ("Python", "skill", "sv"),
        ("Almedalsveckan", "event", "sv"),
        ("Fröken Julie", "work", "sv"),
        ("Volvo XC90", "product", "sv"),
        ("thousands", "count", "en"),
        ("tusentals", "count", "sv"),
        ("interior ministers", "role", "en"),
        ("members of parliament", "role", "en"),
        ("inrikesministrar", "role", "sv"),
        ("spokesmen", "role", "en"),
        ("vd", "role", "sv"),
        ("ZH", "language_tag", "en"),
    ],
)
def test_the_loader_finds_a_words_kind_by_its_folded_form(word, kind, language):
    known = kinds()
    found = known.kind_of[fold(word)]
    assert any(k == kind and lang == language for k, lang, _ in found), found
    for k, lang, index in found:
        value = known.words[(k, lang)][index]
        forms = {fold(value), fold(known.plural(k, lang, index))}
        assert fold(word) in forms


def test_plurals_are_formed_simply():
    assert english_plural("CEO") == "CEOs"
    assert english_plural("press secretary") == "press secretaries"
    assert english_plural("head of department") == "heads of department"
    assert english_plural("son-in-law") == "sons-in-law"
    assert english_plural("princess") == "princesses"
    assert swedish_plural("statsminister") == "statsministrar"
    assert swedish_plural("ambassadör") == "ambassadörer"
    assert swedish_plural("domare") == "domare"
    assert swedish_plural("talesperson") == "talespersoner"
    assert swedish_plural("xyz") is None
    known = kinds()
    assert fold("sisters") in known.plural_forms
    assert fold("domare") not in known.plural_forms  # also the singular


@pytest.mark.parametrize(
    "name, language, expected",
    [
        ("Facebook", "sv", ("platform", "sv")),
        ("Facebook", "en", ("platform", "en")),
        ("Weibo", None, ("platform", "en")),
        ("Guardian", None, ("media", "en")),
        ("the BBC", None, ("media", "en")),
        ("Ministry of Justice", None, ("ministry", "en")),
        ("Säpo", "sv", ("police", "sv")),
        ("Svea hovrätt", "sv", ("court", "sv")),
        ("Global Voices", None, ("media", "en")),
        ("Svenska kyrkan", None, ("religious", "sv")),
        ("IF Metall", None, ("union", "sv")),
        ("Malmö FF", None, ("team", "sv")),
        ("Uppsala universitet", None, ("university", "sv")),
    ],
)
def test_an_organisation_is_found_by_its_folded_name(name, language, expected):
    assert organisation_kind_of(fold(name), language) == expected


def test_a_portfolio_alone_or_an_unknown_name_is_no_organisation():
    assert organisation_kind_of("justice") is None
    assert organisation_kind_of("no such body at all") is None


def test_english_ministries_stay_portfolios():
    portfolios = organisations().names[("ministry", "en")]
    assert "Justice" in portfolios
    assert not any(p.lower().startswith("ministry") for p in portfolios)
