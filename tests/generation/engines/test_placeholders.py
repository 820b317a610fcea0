from __future__ import annotations

import pytest

from generation.engines.placeholders import PlaceholderGenerator
from generation.engines.types import EngineDocument, EngineError, SpanRef

TEXT = "Anna Berg met Bo in Lund. Later anna  berg left Lund for Oslo with Bo."


def span(key: int, surface: str, category: str, *, nth: int = 0,
         entity: str | None = None) -> SpanRef:  # fmt: skip
    start = -1
    for _ in range(nth + 1):
        start = TEXT.index(surface, start + 1)
    return SpanRef(key=key, start=start, end=start + len(surface), label=category,
                   category=category, entity=entity)  # fmt: skip


DOCUMENT = EngineDocument(
    key="d",
    text=TEXT,
    spans=(
        span(1, "Anna Berg", "PERSON"),
        span(2, "Bo", "PERSON", entity="e-bo"),
        span(3, "Lund", "LOC"),
        span(4, "anna  berg", "PERSON"),  # same entity by normalized text
        span(5, "Lund", "LOC", nth=1),
        span(6, "Oslo", "LOC"),
        span(7, "Bo", "PERSON", nth=1, entity="e-bo"),
    ),
)


def fill(strategy: str) -> list[str]:
    [(_, suggestions)] = list(PlaceholderGenerator(strategy).fill([DOCUMENT]))
    assert [s.span_key for s in suggestions] == [1, 2, 3, 4, 5, 6, 7]
    return [s.text for s in suggestions]


def test_s0_deletes_every_span() -> None:
    assert fill("S0") == [""] * 7


def test_s1_uses_one_placeholder_for_every_span() -> None:
    assert fill("S1") == ["placeholder"] * 7


def test_s2_uses_the_category() -> None:
    assert fill("S2") == ["PERSON", "PERSON", "LOC", "PERSON", "LOC", "LOC", "PERSON"]


def test_s3_gives_one_numbered_placeholder_per_entity() -> None:
    assert fill("s3") == [
        "PERSON_1", "PERSON_2", "LOC_1", "PERSON_1", "LOC_1", "LOC_2", "PERSON_2",
    ]  # fmt: skip


def test_s3_numbering_restarts_in_each_document() -> None:
    other = EngineDocument(
        key="e", text="Oslo.", spans=(SpanRef(1, 0, 4, "LOC", "LOC"),)
    )
    results = list(PlaceholderGenerator("S3").fill([DOCUMENT, other]))
    assert results[1][1][0].text == "LOC_1"


def test_unknown_strategy_is_an_engine_error() -> None:
    with pytest.raises(EngineError, match="S0, S1, S2, S3"):
        PlaceholderGenerator("S4")
