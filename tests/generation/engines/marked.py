"""Documents written with their spans marked, and the surrogate generator run on
them with a fresh memory: the shared helpers of the surrogate tests that read
texts as a reader would (test_surrogate_feasts, test_surrogate_heldout6)."""

from __future__ import annotations

import re

from generation.engines.surrogate import SurrogateGenerator, SurrogateMemory
from generation.engines.types import EngineDocument, SpanRef, Suggestion

_MARK = re.compile(r"\[([^\]|]+)(?:\|(\w+))?\]")


def doc(language: str, marked: str, category: str = "MISC") -> EngineDocument:
    """A document whose spans are written [like this] (of ``category``) or [like
    this|CATEGORY]."""
    text, spans, position = "", [], 0
    for match in _MARK.finditer(marked):
        text += marked[position : match.start()]
        surface, kind = match.group(1), match.group(2) or category
        spans.append(
            SpanRef(len(spans), len(text), len(text) + len(surface), "x", kind)
        )
        text += surface
        position = match.end()
    text += marked[position:]
    return EngineDocument(key=1, text=text, spans=tuple(spans), language=language)


def fill(document: EngineDocument, seed: int) -> list[Suggestion]:
    """The generator's suggestions, a project memory of this document's originals."""
    originals = frozenset(document.text[s.start : s.end] for s in document.spans)
    memory = SurrogateMemory(originals=originals)
    return SurrogateGenerator(seed=seed, k=3, memory=memory).fill_document(document)


def pairs(
    language: str, marked: str, seed: int, category: str = "MISC"
) -> list[tuple[str, str, str]]:
    """(original, surrogate, reason) for each marked span, in order."""
    document = doc(language, marked, category)
    return [
        (document.text[s.start : s.end], g.text, g.reason)
        for s, g in zip(document.spans, fill(document, seed), strict=True)
    ]
