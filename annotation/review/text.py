"""Text helpers of the review pages: sentences around spans, entity keys, pieces.

Pure functions of a document's text, its spans and decisions (no queries): the sentence
shown around a span, the key that groups an entity's mentions, whether two decisions
agree, and the text cut into pieces at the spans.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from annotation.corpus.models import Span
from annotation.corpus.sealed import MASK
from annotation.review.models import Decision, DecisionKind

if TYPE_CHECKING:
    from collections.abc import Iterable

# Context shown around a span when the text has no sentence end nearby.
SENTENCE_MAX_CHARS = 300
_SENTENCE_END = re.compile(r"[.!?…][\"'”’)\]]*\s+|\n")


# --- Sentences -----------------------------------------------------------------


def sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence around ``text[start:end]``: from the previous sentence end (or line
    break) to the next one, at most SENTENCE_MAX_CHARS either side."""
    left_limit = max(0, start - SENTENCE_MAX_CHARS)
    left = left_limit
    for match in _SENTENCE_END.finditer(text, left_limit, start):
        left = match.end()
    right_limit = min(len(text), end + SENTENCE_MAX_CHARS)
    after = _SENTENCE_END.search(text, end, right_limit)
    right = after.start() + 1 if after else right_limit
    return left, max(right, end)


@dataclass
class Sentence:
    before: str
    span: str
    after: str


def span_sentence(*, text: str, span: Span) -> Sentence:
    left, right = sentence_bounds(text, span.start, span.end)
    return Sentence(
        before=text[left : span.start].lstrip(),
        span=text[span.start : span.end],
        after=text[span.end : right].rstrip(),
    )


# --- Entities, decisions and pieces ----------------------------------------------


def entity_key(span: Span, text: str) -> str:
    """Mentions of one referent: TAB's entity id, else the same normalised string.

    An original that reads as "▒" (forgotten, or its key not at hand) says nothing
    of its referent: two of one length are no more one entity than any two spans."""
    if span.entity:
        return f"id:{span.entity}"
    original = text[span.start : span.end]
    if original and not original.strip(MASK):
        return f"span:{span.pk}"
    return "text:" + " ".join(original.split()).casefold()


def same_choice(first: Decision, second: Decision) -> bool:
    """Both keep the original, or both give the same pseudonym (however obtained)."""
    keep = DecisionKind.KEEP
    if first.kind == keep or second.kind == keep:
        return first.kind == second.kind
    return first.text == second.text


def normalise(value: str) -> str:
    return " ".join(value.split()).casefold()


@dataclass
class Piece:
    """A stretch of the displayed text: plain, or one span's replacement."""

    text: str
    span: Span | None = None
    original: str = ""
    # Overlapping spans that this piece stands for too (they get no piece of their own).
    also: list[int] = field(default_factory=list)
    status: str = ""
    extra: str = ""

    @property
    def span_ids(self) -> str:
        if self.span is None:
            return ""
        return " ".join(str(pk) for pk in [self.span.pk, *self.also])


def text_pieces(
    *, text: str, spans: Iterable[Span], replacement: dict[int, str] | None = None
) -> list[Piece]:
    """Cut the text at the spans; a span's piece shows ``replacement`` or the original.

    A span overlapping one already placed cannot be replaced on its own, so it joins
    that span's piece (``also``) and stays reachable from it. All text stays plain
    strings: the template escapes it, nothing here is ever marked safe.
    """
    pieces: list[Piece] = []
    cursor = 0
    current: Piece | None = None
    current_end = 0
    length = len(text)
    for span in sorted(spans, key=lambda s: (s.start, -s.end, s.pk)):
        start, end = max(0, min(span.start, length)), max(0, min(span.end, length))
        if start >= end:
            continue
        if current is not None and start < current_end:
            current.also.append(span.pk)
            continue
        if start > cursor:
            pieces.append(Piece(text=text[cursor:start]))
        original = text[start:end]
        shown = original
        if replacement is not None and span.pk in replacement:
            shown = replacement[span.pk]
        current = Piece(text=shown, span=span, original=original)
        current_end = end
        pieces.append(current)
        cursor = end
    if cursor < length:
        pieces.append(Piece(text=text[cursor:]))
    return pieces
