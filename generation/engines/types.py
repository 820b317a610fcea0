"""Plain data passed between the Django side and the engines."""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

Strategy = Literal["maskL", "repL"]
FAILED = "[FAILED]"

# Categories from the Text Anonymization Benchmark; every project label maps to one.
CATEGORIES = ("PERSON", "CODE", "LOC", "ORG", "DEM", "DATETIME", "QUANTITY", "MISC")


class EngineError(Exception):
    """A generator cannot work at all (model missing, server down for good).

    ``setting`` names what the user should change, so the message can say so.
    """

    def __init__(self, message: str, *, setting: str | None = None) -> None:
        super().__init__(message)
        self.setting = setting


class BackendUnavailable(EngineError):
    """A transient failure (server down, timeout): worth retrying later."""


@dataclass(frozen=True)
class SpanRef:
    """One PII span of a document; code-point offsets into ``EngineDocument.text``."""

    key: Any  # the caller's id for the span (a primary key); returned unchanged
    start: int
    end: int
    label: str
    category: str = "MISC"
    entity: str | None = None  # mentions of one referent share it (TAB entity_id)


@dataclass(frozen=True)
class EngineDocument:
    key: Any
    text: str
    spans: tuple[SpanRef, ...]
    language: str = "en"


@dataclass
class Suggestion:
    span_key: Any
    text: str
    alternatives: list[str] = field(default_factory=list)
    upos: str | None = None  # the UPOS the span was given (for the UPOS constraint)
    failed: bool = False
    reason: str = ""
    # How sure the generator is that kind, form and agreement are right, in [0, 1];
    # None when it does not say. Shown beside ``reason``, never instead of it.
    confidence: float | None = None

    def __post_init__(self) -> None:
        self.confidence = confidence_clamped(self.confidence)


@dataclass
class GeneratorOptions:
    strategy: Strategy = "maskL"
    upos: bool = False
    k: int = 10
    seed: int | None = None
    context: int = 2  # sentences of context on each side of the target sentence
    consistency: Literal["none", "entity"] = "none"
    # generator-specific --option values
    extra: dict[str, str] = field(default_factory=dict)


class Generator(Protocol):
    name: str

    def fill(
        self, documents: Iterable[EngineDocument]
    ) -> Iterator[tuple[EngineDocument, list[Suggestion]]]:
        """Yield each document with one suggestion per span, in span order.

        Documents come back in the order given; a generator may read ahead to batch work
        across documents.
        """
        ...


def confidence_clamped(value: float | None) -> float | None:
    """``value`` within [0, 1]; None (the generator does not say) for None and NaN.

    Clamped rather than refused: a rule that says 1.02 is sure, and failing the
    whole chunk for a rounding slip would lose every other span's pseudonym.
    """
    if value is None:
        return None
    number = float(value)
    if math.isnan(number):
        return None
    return min(1.0, max(0.0, number))


def spans_in_order(spans: Sequence[SpanRef]) -> list[SpanRef]:
    return sorted(spans, key=lambda s: (s.start, s.end))
