"""TAB's masking rule: an entity masked in one mention is masked in all.

A TAB ``NO_MASK`` mention is information the annotators chose to leave, but when
another mention of the same entity (TAB ``entity_id``) is masked, keeping this one
names the person anyway. So a NO_MASK span is kept only when no other mention of its
entity in the document is masked; otherwise generators fill it and exports replace it
like any other span. Spans without an entity id stand alone.

Plain functions over spans, shared by the generators (``generation.services``), the
exports (``annotation.reports.choices``) and the review pages.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol


class _SpanLike(Protocol):
    pk: int
    entity: str
    identifier_type: str


NO_MASK = "NO_MASK"
MASKED_ELSEWHERE = (
    "NO_MASK here, but another mention of this entity is masked: it is masked too, "
    "or the text would name the entity anyway"
)


def masked_entities(spans: Iterable[_SpanLike]) -> set[str]:
    """Entity ids with at least one mention that is not NO_MASK."""
    return {
        span.entity for span in spans if span.entity and span.identifier_type != NO_MASK
    }


def no_mask_kept(spans: Iterable[_SpanLike]) -> set[int]:
    """Primary keys of the NO_MASK spans that stay as they are (see the module)."""
    spans = list(spans)
    masked = masked_entities(spans)
    return {
        span.pk
        for span in spans
        if span.identifier_type == NO_MASK and span.entity not in masked
    }


def no_mask_overridden(spans: Iterable[_SpanLike]) -> set[int]:
    """NO_MASK spans that must be masked because their entity is masked elsewhere."""
    spans = list(spans)
    masked = masked_entities(spans)
    return {
        span.pk
        for span in spans
        if span.identifier_type == NO_MASK and span.entity and span.entity in masked
    }
