"""Placeholder substitution, the four strategies of cloaked-classifiers (S0-S3).

* ``S0`` deletes the span (an empty replacement; surrounding spaces are left as they
  are, as in the paper's example "Shoutout to ! At.!").
* ``S1`` one placeholder for every span: ``placeholder``, the form the paper shows.
* ``S2`` one placeholder per category: the span's category (``PERSON``, ``LOC``...).
* ``S3`` one placeholder per entity: category and number (``PERSON_3``), the same for
  every mention of the entity. The paper assigns them "to each entity in each document",
  so numbering restarts in every document: per category, in order of first mention.
  (Its cross-document correspondence table served the realistic pseudonyms, not S3.)

Entities are grouped as in :mod:`consistency`: the span's entity id, else the same
normalized text within the document.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Literal

from .consistency import entity_groups
from .types import EngineDocument, EngineError, Suggestion, spans_in_order

PlaceholderStrategy = Literal["S0", "S1", "S2", "S3"]
STRATEGIES = ("S0", "S1", "S2", "S3")
UNIFORM_PLACEHOLDER = "placeholder"


class PlaceholderGenerator:
    name = "placeholder"

    def __init__(
        self, strategy: str = "S3", *, uniform: str = UNIFORM_PLACEHOLDER
    ) -> None:
        strategy = strategy.upper()
        if strategy not in STRATEGIES:
            raise EngineError(
                f"Unknown placeholder strategy {strategy!r}; use one of "
                f"{', '.join(STRATEGIES)}.",
                setting="placeholder",
            )
        self.strategy = strategy
        self.uniform = uniform

    def fill(
        self, documents: Iterable[EngineDocument]
    ) -> Iterator[tuple[EngineDocument, list[Suggestion]]]:
        for document in documents:
            yield document, self.fill_document(document)

    def fill_document(self, document: EngineDocument) -> list[Suggestion]:
        spans = spans_in_order(document.spans)
        if self.strategy == "S0":
            return [Suggestion(span.key, "") for span in spans]
        if self.strategy == "S1":
            return [Suggestion(span.key, self.uniform) for span in spans]
        if self.strategy == "S2":
            return [Suggestion(span.key, span.category) for span in spans]
        groups = entity_groups(document)
        names: dict[str, str] = {}  # entity group -> placeholder
        counts: dict[str, int] = {}  # category -> entities numbered so far
        suggestions = []
        for span in spans:
            group = groups[span.key]
            if group not in names:
                # The entity's first mention fixes its category.
                counts[span.category] = counts.get(span.category, 0) + 1
                names[group] = f"{span.category}_{counts[span.category]}"
            suggestions.append(Suggestion(span.key, names[group]))
        return suggestions
