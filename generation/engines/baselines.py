"""The research's two baselines: a random word form, and one with the span's UPOS.

Both draw uniformly from the distinct forms of a UD treebank (see ``inventory``). Each
document gets its own random generator derived from (seed, document key), so a document
gets the same pseudonyms whatever else is in the batch and in whatever order.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from .inventory import Inventory
from .tagging import Tagger, document_span_upos
from .types import EngineDocument, SpanRef, Suggestion, spans_in_order
from .windows import document_sentences

ALTERNATIVE_TRIES = 50


def derived_rng(seed: int | None, *parts: Any) -> random.Random:
    """A generator seeded from ``seed`` and ``parts``; unseeded when ``seed`` is None.

    Built from a hash of the parts' repr, because ``hash()`` of a string changes from
    one process to the next.
    """
    if seed is None:
        return random.Random()
    material = repr((seed, *parts)).encode("utf-8")
    return random.Random(int.from_bytes(hashlib.sha256(material).digest()[:8], "big"))


def _draw_other(
    rng: random.Random, pool: Sequence[str], taken: frozenset[str] | set[str]
) -> str | None:
    for _ in range(ALTERNATIVE_TRIES):
        form = rng.choice(pool)
        if _normalized(form) not in taken:
            return form
    free = [form for form in pool if _normalized(form) not in taken]
    return rng.choice(free) if free else None


def _normalized(text: str) -> str:
    return " ".join(text.casefold().split())


class RandomGenerator:
    """A random form of the whole inventory (punctuation included, as in the paper)."""

    name = "random"

    def __init__(self, inventory: Inventory, *, seed: int | None = None) -> None:
        self.inventory = inventory
        self.seed = seed

    def fill(
        self, documents: Iterable[EngineDocument]
    ) -> Iterator[tuple[EngineDocument, list[Suggestion]]]:
        for document in documents:
            rng = derived_rng(self.seed, "document", document.key)
            yield (
                document,
                [
                    Suggestion(span_key=span.key, text=rng.choice(self.inventory.forms))
                    for span in spans_in_order(document.spans)
                ],
            )

    def propose_alternative(
        self, document: EngineDocument, span: SpanRef, taken: frozenset[str]
    ) -> str | None:
        rng = derived_rng(self.seed, "alternative", document.key, span.key)
        return _draw_other(rng, self.inventory.forms, taken)


class UposGenerator:
    """A random form whose UPOS is the span's (its right-most token, tagged in context).

    When the inventory has no form with that UPOS the draw falls back to the whole
    inventory, and the suggestion's ``reason`` says so.
    """

    name = "upos"

    def __init__(
        self, inventory: Inventory, tagger: Tagger, *, seed: int | None = None
    ) -> None:
        self.inventory = inventory
        self.tagger = tagger
        self.seed = seed
        # (document, span) -> UPOS of the document last yielded, for alternatives.
        self._upos: dict[tuple[Any, Any], str] = {}

    def _pool(self, upos: str) -> list[str]:
        return self.inventory.forms_by_upos.get(upos) or []

    def fill(
        self, documents: Iterable[EngineDocument]
    ) -> Iterator[tuple[EngineDocument, list[Suggestion]]]:
        for document in documents:
            rng = derived_rng(self.seed, "document", document.key)
            tags = document_span_upos(
                self.tagger, document, document_sentences(document)
            )
            suggestions = []
            self._upos.clear()
            for span in spans_in_order(document.spans):
                upos = tags[span.key]
                self._upos[(document.key, span.key)] = upos
                pool = self._pool(upos)
                if pool:
                    suggestion = Suggestion(span.key, rng.choice(pool), upos=upos)
                else:
                    suggestion = Suggestion(
                        span.key,
                        rng.choice(self.inventory.forms),
                        upos=upos,
                        reason=f"no {upos} form in the inventory: drew from all forms",
                    )
                suggestions.append(suggestion)
            yield document, suggestions

    def propose_alternative(
        self, document: EngineDocument, span: SpanRef, taken: frozenset[str]
    ) -> str | None:
        upos = self._upos.get((document.key, span.key), "")
        pool = self._pool(upos) or self.inventory.forms
        rng = derived_rng(self.seed, "alternative", document.key, span.key)
        return _draw_other(rng, pool, taken)
