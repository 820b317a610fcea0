"""Bodies that keep doing what the text says they do (issue 19, round 38): an agency
keeps its remit, a company or club gets an invented name before a real one of
another trade or league."""

from __future__ import annotations

import re

import pytest

from generation.engines.surrogate import SurrogateGenerator
from generation.engines.surrogate.lexicon import organisation_kind_of
from generation.engines.surrogate.organisations import pools_of
from generation.engines.surrogate.remits import remit_tiers, remits_of, same_remit
from generation.engines.surrogate.text import fold
from generation.engines.types import EngineDocument, SpanRef


def orgs(language: str, marked: str, seed: int) -> list[tuple[str, str]]:
    """(surrogate, reason) of the [[...]] spans (ORG) of a text."""
    spans, out, position = [], "", 0
    for match in re.finditer(r"\[\[(.+?)\]\]", marked):
        out += marked[position : match.start()]
        start = len(out)
        out += match.group(1)
        spans.append(SpanRef(len(spans), start, len(out), "ORGANIZACION", "ORG"))
        position = match.end()
    out += marked[position:]
    doc = EngineDocument(1, out, tuple(spans), language)
    found = SurrogateGenerator(seed=seed, k=3).fill_document(doc)
    return [(s.text, s.reason) for s in found]


def test_a_name_says_its_remit_and_a_pool_narrows_to_it():
    assert remits_of("Trafikverket") == {"transport"}
    assert remits_of("Folkhälsomyndigheten") == {"health"}
    assert remits_of("National Weather Service") == {"weather"}
    assert remits_of("Statskontoret") == frozenset()
    pool = ["Boverket", "Transportstyrelsen", "Skatteverket"]
    assert same_remit("Trafikverket", pool) == ["Transportstyrelsen"]
    assert same_remit("Statskontoret", pool) == pool  # no remit: the whole pool
    assert same_remit("Kulturrådet", pool) == pool  # none shares it
    assert same_remit("Kulturrådet", pool, ["Riksantikvarieämbetet"]) == [
        "Riksantikvarieämbetet"
    ]


@pytest.mark.parametrize("seed", range(4))
def test_agencies_and_public_bodies_keep_their_remit(seed):
    found = orgs(
        "sv",
        "[[Trafikverket]] stänger järnvägen. [[Folkhälsomyndigheten]] rapporterar "
        "kikhosta.",
        seed,
    )
    assert [remits_of(new) & {"transport", "health"} for new, _ in found] == [
        {"transport"},
        {"health"},
    ]
    [(service, why), (agency, _)] = orgs(
        "en",
        "The [[National Weather Service]] extended its heat warning. The [[Water "
        "Security Agency]] is testing a slough.",
        seed,
    )
    assert "weather" in remits_of(service) and "same kind and remit" in why
    assert "water" in remits_of(agency) and agency.endswith(" Agency")


@pytest.mark.parametrize("seed", range(4))
def test_companies_and_clubs_get_invented_names_first(seed):
    found = orgs(
        "en",
        "League club [[Castletown Rovers]] owe money. [[Siemens]] opened the arts "
        "centre. [[Stora Enso]] closed the mill.",
        seed,
    )
    (club, _), (company, _), (other, _) = found
    assert club.endswith(" Rovers") and club != "Castletown Rovers"
    for new in (company, other):
        assert organisation_kind_of(fold(new), "en") is None  # no real one


def test_an_invented_pool_starts_at_each_originals_own_place():
    listed = ["Volvo", "Ericsson"]
    one, more = pools_of("company", "sv", "Stora Enso", listed)
    two, _ = pools_of("company", "sv", "Getinge", listed)
    assert more == tuple(listed) and sorted(one) == sorted(two) and one != two
    assert len({name.split()[0][:1] for name in one[:20]}) > 3  # many initials
    media, further = pools_of("media", "en", "BBC", ["ITV"])
    assert media == ["ITV"] and further  # other kinds: the real ones first


@pytest.mark.parametrize("seed", range(3))
def test_a_guessed_body_takes_the_kind_its_head_says_and_no_real_company(seed):
    (hospital, why), (house, _) = orgs(
        "en",
        "Patients of the [[University Teaching Hospital]] wait. She sits in the "
        "[[House of Keys]].",
        seed,
    )
    assert "a hospital" in why and hospital.endswith("Hospital")
    assert organisation_kind_of(fold(house), "en") is None  # invented, not Starbucks


@pytest.mark.parametrize("seed", range(3))
def test_a_swedish_councils_party_stays_a_swedish_party(seed):
    from generation.engines.surrogate.organisations import _FOREIGN_PARTIES_SV

    found = orgs("sv", "[[Liberalerna]] och [[Vänsterpartiet]] lämnar styret.", seed)
    assert all(fold(new) not in _FOREIGN_PARTIES_SV for new, _ in found)


def _places(language: str, marked: str, seed: int) -> list[str]:
    spans, out, position = [], "", 0
    for match in re.finditer(r"\[\[(.+?)\]\]", marked):
        out += marked[position : match.start()]
        start = len(out)
        out += match.group(1)
        spans.append(SpanRef(len(spans), start, len(out), "LUGAR", "LOC"))
        position = match.end()
    out += marked[position:]
    doc = EngineDocument(1, out, tuple(spans), language)
    return [s.text for s in SurrogateGenerator(seed=seed, k=3).fill_document(doc)]


@pytest.mark.parametrize("seed", range(3))
def test_a_town_name_several_towns_bear_is_the_one_near_the_texts_other_towns(seed):
    from generation.engines.surrogate.lexicon import places

    lex = places()
    [new] = _places("sv", "Tågen mellan [[Storvik]] och Gävle står still.", seed)
    gavle = [c for c in lex.city_of_name[fold("Gävle")] if c[0] == "SE"][0]
    (code, index) = next(c for c in lex.city_of_name[fold(new)] if c[0] == "SE")
    assert lex.city_regions[code][index] == lex.city_regions["SE"][gavle[1]]


def test_bodies_of_another_remit_stay_behind_those_of_the_same_remit():
    # a document whose courts are all taken by its other originals still finds a
    # tribunal before a placeholder ("[ORG 1]" for "Court of Appeal" in a judgment)
    pool = ["Supreme Court", "Upper Tribunal", "Boverket"]
    first, rest = remit_tiers("Court of Appeal", pool)
    assert first == ["Supreme Court"] and rest == ["Upper Tribunal", "Boverket"]
    assert remit_tiers("Statskontoret", pool) == (pool, [])
