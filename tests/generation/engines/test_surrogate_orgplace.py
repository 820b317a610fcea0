"""Organisations and places of the surrogate generator, from a blind review: the words
around a name pick its kind, a name keeps its own language, places keep their heads,
and a place no list knows goes where its country went."""

from __future__ import annotations

import pytest

from generation.engines.surrogate import SurrogateGenerator
from generation.engines.surrogate.lexicon import organisations, places
from generation.engines.surrogate.text import fold
from generation.engines.types import EngineDocument, SpanRef


def labelled(language: str, parts: list[str | tuple[str, str]]) -> EngineDocument:
    """A document from text and (original, category) pieces."""
    text = ""
    spans = []
    for part in parts:
        if isinstance(part, tuple):
            original, category = part
            start = len(text)
            text += original
            spans.append(SpanRef(len(spans), start, len(text), category, category))
        else:
            text += part
    return EngineDocument(key=1, text=text, spans=tuple(spans), language=language)


def texts(doc: EngineDocument, seed: int = 5) -> list[str]:
    generator = SurrogateGenerator(seed=seed, k=4)
    return [s.text for s in generator.fill_document(doc)]


def listed(kind: str, language: str) -> set[str]:
    return {fold(b) for b in organisations().names[(kind, language)]}


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize(
    ("language", "parts", "kind"),
    [
        ("en", ["He told the newspaper ", ("Prothom Alo", "ORG"), " so."], "media"),
        ("en", ["A reporter for the daily ", ("Yeni Gündem", "ORG"), "."], "media"),
        ("sv", ["Han skrev för dagstidningen ", ("Yeni Gündem", "ORG"), "."], "media"),
        ("sv", ["Det rapporterar nyhetssajten ", ("Bianet", "ORG"), "."], "media"),
        ("en", ["It was said on ", ("Europe 1", "ORG"), " radio."], "media"),
        ("sv", ["Ledamoten i partiet ", ("Yeşil Sol", "ORG"), " talade."], "party"),
    ],
)
def test_the_words_around_a_name_pick_its_kind(language, parts, kind, seed):
    (new,) = texts(labelled(language, parts), seed)
    assert fold(new).removeprefix("the ") in {
        b.removeprefix("the ") for b in listed(kind, language)
    }


def test_a_cue_on_one_mention_gives_every_mention_the_same_body():
    doc = labelled(
        "en",
        [
            "The daily ",
            ("Yeni Gündem", "ORG"),
            " was closed. Readers of ",
            ("Yeni Gündem", "ORG"),
            " protested.",
        ],
    )
    first, second = texts(doc)
    assert first == second and fold(first) in listed("media", "en")


def test_a_broadcaster_for_a_radio_and_no_article_after_a_cue():
    radio = texts(labelled("en", ["on ", ("Europe 1", "ORG"), " radio"]))[0]
    assert radio not in {"The Times", "The Guardian"} and "Times" not in radio
    daily = texts(labelled("en", ["the daily ", ("Yeni Gündem", "ORG"), "."]))[0]
    assert not daily.startswith("The ")


def test_global_voices_is_a_news_site():
    doc = labelled("en", ["She told ", ("Global Voices", "ORG"), " that it ended."])
    (new,) = texts(doc)
    assert fold(new) in listed("media", "en")


def test_an_english_name_in_swedish_text_writes_its_place_in_english():
    doc = labelled(
        "sv",
        ["Enligt ", ("China Labour Bulletin", "ORG"), " och ", ("Kina", "LOC"), "."],
    )
    body, country = texts(doc)
    assert body.endswith(" Labour Bulletin")
    code = places().country_of_name[fold(country)]
    assert body.removesuffix(" Labour Bulletin") == places().countries[code]["en"]


@pytest.mark.parametrize("seed", range(6))
def test_a_swedish_country_genitive_inside_a_name_stays_a_genitive(seed):
    doc = labelled("sv", ["enligt ", ("Kinas fackliga centralorganisation", "ORG")])
    (new,) = texts(doc, seed)
    assert new.endswith(" fackliga centralorganisation")
    country = new.split()[0]
    known = places().country_of_name
    assert country[-1:] in "sxz"
    assert fold(country[:-1]) in known or fold(country) in known


def test_a_swedish_compound_body_keeps_its_kind_inside_a_name():
    doc = labelled("sv", ["Brevet från ", ("Svenska Journalistförbundet", "ORG"), "."])
    (new,) = texts(doc)
    assert new.endswith("förbundet") and "Journalist" not in new


def test_the_words_before_a_modifier_stay():
    doc = labelled("en", ["The ", ("University Student Council", "ORG"), " met."])
    (new,) = texts(doc)
    assert new.startswith("University ") and new.endswith(" Council")
    assert new != "University Student Council"


@pytest.mark.parametrize(
    ("language", "original", "head"),
    [
        ("en", "Place de la Sorbonne", "Place "),
        ("sv", "rue de la République", "rue "),
        ("en", "Avenue Jean-Jaurès", "Avenue "),
        ("sv", "Porte d'Aix", "Porte "),
    ],
)
def test_a_french_street_keeps_its_head(language, original, head):
    doc = labelled(language, ["Vid ", (original, "LOC"), " i dag."])
    (new,) = texts(doc)
    assert new.startswith(head) and new != original


@pytest.mark.parametrize("ending", ["-vägen", "-distriktet", "-torget"])
def test_a_swedish_head_after_a_hyphen_stays(ending):
    doc = labelled("sv", ["Bilarna stod längs ", (f"Baoqing{ending}", "LOC"), "."])
    (new,) = texts(doc)
    assert new.endswith(ending) and not new.startswith("Baoqing")


def test_a_landmark_after_the_keeps_a_head():
    doc = labelled("en", ["Students gathered at the ", ("Shaheed Minar", "LOC"), "."])
    (new,) = texts(doc)
    assert len(new.split()) == 2 and "Shaheed" not in new and "Minar" not in new


def test_the_united_kingdom_is_a_country():
    doc = labelled("en", ["He fled to ", ("the United Kingdom", "LOC"), " in 2011."])
    (new,) = texts(doc)
    name = new.removeprefix("the ")
    assert fold(name) in places().country_of_name


@pytest.mark.parametrize("seed", range(3))
def test_an_unknown_town_goes_where_its_country_went(seed):
    doc = labelled(
        "en",
        [
            "Police in ",
            ("Dhaka", "LOC"),
            ", ",
            ("Bangladesh", "LOC"),
            ", came to her home in ",
            ("Mirpur", "LOC"),
        ],
    )
    _, country, town = texts(doc, seed)
    code = places().country_of_name[fold(country)]
    assert fold(town) in {fold(en) for en, _, _ in places().cities[code]}


def test_an_unknown_town_takes_the_country_written_after_it():
    doc = labelled(
        "sv",
        [
            ("Sverige", "LOC"),
            ": studenten kommer från ",
            ("Chittagong", "LOC"),
            " i ",
            ("Bangladesh", "LOC"),
            " och bor i ",
            ("Luthagen", "LOC"),
            ".",
        ],
    )
    _, town, country, district = texts(doc)
    code = places().country_of_name[fold(country)]
    assert fold(town) in {fold(sv) for _, sv, _ in places().cities[code]}
    # the document names Sweden: a place with no country after it stays Swedish
    assert fold(district) in {fold(sv) for _, sv, _ in places().cities["SE"]}


def test_hong_kong_is_one_place_not_kong_in_cote_divoire():
    doc = labelled(
        "en",
        [
            ("Hong Kong", "LOC"),
            ": marchers sat in ",
            ("Central", "LOC"),
            " near the ",
            ("Hong Kong Police", "ORG"),
            " in ",
            ("Hong Kong", "LOC"),
            ".",
        ],
    )
    district = texts(doc)[1]
    assert fold(district) not in {fold(en) for en, _, _ in places().cities["CI"]}


@pytest.mark.parametrize(
    ("language", "original", "shape"),
    [
        ("en", "St Mary's Church", r"^St [A-Z][a-z]+'s Church$"),
        ("en", "St Werburgh's Church", r"^St [A-Z][a-z]+'s Church$"),
        ("sv", "S:t Eriks gymnasium", r"^S:t [A-ZÅÄÖ][a-zåäö]+s gymnasium$"),
    ],
)
def test_a_saint_gets_a_saints_name_not_a_town(language, original, shape):
    import re

    doc = EngineDocument(
        key=1,
        text=f"We met at {original} on Sunday.",
        spans=(SpanRef(0, 10, 10 + len(original), "LOCATION", "LOC"),),
        language=language,
    )
    (suggestion,) = SurrogateGenerator(seed=2).fill_document(doc)
    assert re.match(shape, suggestion.text), suggestion.text
    assert suggestion.text != original and "saint" in suggestion.reason
