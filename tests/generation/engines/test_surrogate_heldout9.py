"""What reading the ninth held-out corpora's proposals found (issue 19, stop 35): a
firm's trade replaced by a surname ("Lagan Valley Removals Ltd" -> "Bass Valley Mann
Ltd", "Halmstads Trafikskola AB" -> "Halmstads Ottosson AB", the town kept); a
venue's kind word lost ("Rusksele bygdegård" -> "Stehag"); an event's head noun
invented and its year thrown far ("Eldoret City Marathon 2026" -> "Sodo City
Gaxbepon 4199")."""

from __future__ import annotations

import pytest

from generation.engines.surrogate.lexicon import common_words
from tests.generation.engines.marked import doc, fill


def pairs(language: str, marked: str, seed: int) -> list[tuple[str, str, str]]:
    document = doc(language, marked)
    return [
        (document.text[s.start : s.end], g.text, g.reason)
        for s, g in zip(document.spans, fill(document, seed), strict=True)
    ]


@pytest.mark.parametrize("seed", range(4))
def test_a_firms_trade_stays_before_its_legal_form(seed):
    [(_, new, _)] = pairs("en", "Quote from [Lagan Valley Removals Ltd|ORG].", seed)
    assert new.endswith(" Valley Removals Ltd") and not new.startswith("Lagan ")


@pytest.mark.parametrize("seed", range(4))
def test_a_swedish_firms_town_becomes_another_towns_genitive(seed):
    [(_, new, _)] = pairs("sv", "Intyg från [Halmstads Trafikskola AB|ORG].", seed)
    town, trade, form = new.rsplit(" ", 2)
    assert (trade, form) == ("Trafikskola", "AB")
    assert town != "Halmstads" and town.endswith(("s", "x", "z"))


def test_a_towns_genitive_is_no_ordinary_word():
    assert "halmstads" not in common_words()


@pytest.mark.parametrize("seed", range(4))
def test_a_swedish_venue_keeps_its_kind_word(seed):
    found = pairs(
        "sv", "Årsmötet i [Rusksele bygdegård|LOC], fikat på [Fittja gård|LOC].", seed
    )
    (_, hall, _), (_, farm, _) = found
    assert hall.endswith(" bygdegård") and not hall.startswith("Rusksele")
    assert farm.endswith(" gård") and not farm.startswith("Fittja")


@pytest.mark.parametrize("seed", range(4))
def test_an_events_head_noun_stays_and_its_year_moves_with_the_dates(seed):
    (_, race, _), (_, when, _) = pairs(
        "en",
        "Results of the [Eldoret City Marathon 2026] held in [May 2026|DATETIME].",
        seed,
    )
    assert race.endswith(" City Marathon " + when[-4:]) and not race.startswith(
        "Eldoret"
    )
    assert when[-4:] in ("2024", "2025")
