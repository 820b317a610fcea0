"""Sentences and the context windows a generator sees.

A generator fills the PII spans of one *target* sentence and sees ``context``
sentences on each side of it (the research used two). Every span in the window is
either masked (one mask token per span, however many words it has) or, in ``repL``,
replaced by the choice already made for it.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .types import EngineDocument, SpanRef, spans_in_order

# Lowercased, without the final dot. A dot after one of these does not end a sentence
# ("Mr. Smith", "t.ex. Stockholm"). "etc." is left out on purpose: it usually ends one.
ABBREVIATIONS: dict[str, frozenset[str]] = {
    "en": frozenset(
        """
        mr mrs ms dr prof st sr jr rev hon gen col capt lt sgt messrs mme mlle
        e.g i.e cf vs viz al approx ca no nos art arts para paras sec ch vol pp p fig
        ed eds op cit ibid jan feb mar apr jun jul aug sep sept oct nov dec
        mon tue wed thu fri sat sun inc ltd co corp bros dept univ est
        u.s u.k u.n e.u a.m p.m ph.d b.a m.a ll.b
        """.split()
    ),
    "sv": frozenset(
        """
        t.ex bl.a dvs d.v.s s.k m.m ca nr kl m.fl o.s.v osv p.g.a pga f.d fr.o.m t.o.m
        resp jfr enl ang bet tf st sid s kap art p mom prop sfs f.ö t.ex.
        jan feb mars apr aug sept okt nov dec
        hr fru dr prof doc leg adv
        """.split()
    ),
}

# End punctuation, then closing quotes/brackets, then the whitespace that follows.
_CANDIDATE = re.compile(r"[.!?…]+[\"'”’»)\]]*(\s+)")
# What may start a sentence after ". ": a capital, an opening quote/bracket, a digit.
_NEXT_START = re.compile(r"[\"'“‘«(\[\d]|[^\W\d_]")
_PARAGRAPH = re.compile(r"\n[ \t\r\f\v]*\n\s*")
_WORD_BEFORE = re.compile(r"(\S+)$")


@dataclass(frozen=True)
class Sentence:
    start: int  # code-point offsets into the document text; whitespace stripped
    end: int


def split_sentences(
    text: str, language: str, *, spans: Iterable[SpanRef] = ()
) -> list[Sentence]:
    """Split ``text`` into sentences by rule; never inside one of ``spans``.

    Splits on ``. ! ? …`` followed by whitespace and a capital letter, quote or digit,
    or followed by a line break; a blank line always splits. No split after a known
    abbreviation of ``language``, after an initial ("J. Smith") or inside a number.
    """
    abbreviations = ABBREVIATIONS.get(language, ABBREVIATIONS["en"])
    cuts: set[int] = set()
    for match in _PARAGRAPH.finditer(text):
        cuts.add(match.start())
    for match in _CANDIDATE.finditer(text):
        gap = match.group(1)
        after = match.end()
        if "\n" not in gap:
            if after >= len(text):
                continue
            if not _NEXT_START.match(text, after):
                continue
            nxt = text[after]
            # A lowercase letter after ". " continues the sentence ("approx. ten").
            if nxt.isalpha() and not nxt.isupper():
                continue
        if text[match.start()] == "." and _dot_is_not_an_end(
            text, match.start(), abbreviations
        ):
            continue
        cuts.add(match.start(1))

    sentences: list[Sentence] = []
    begin = 0
    for cut in sorted(cuts) + [len(text)]:
        sentence = _stripped(text, begin, cut)
        if sentence is not None:
            sentences.append(sentence)
        begin = cut
    return merge_across_spans(sentences, spans)


def _dot_is_not_an_end(text: str, dot: int, abbreviations: frozenset[str]) -> bool:
    found = _WORD_BEFORE.search(text, 0, dot)
    if found is None:
        return False
    word = found.group(1).lstrip("\"'“‘«([")
    if not word:
        return False
    if word.lower() in abbreviations or word.lower().rstrip(".") in abbreviations:
        return True
    # A paragraph number at the start of a line ("1. The applicant..." in court texts).
    line_start = text.rfind("\n", 0, found.start()) + 1
    if word.isdigit() and not text[line_start : found.start()].strip():
        return True
    # An initial: one capital letter, possibly after other initials ("J.R.R. Tolkien").
    if re.fullmatch(r"(?:[^\W\d_]\.)*[^\W\d_]", word) and word[-1].isupper():
        return True
    return False


def _stripped(text: str, begin: int, end: int) -> Sentence | None:
    while begin < end and text[begin].isspace():
        begin += 1
    while end > begin and text[end - 1].isspace():
        end -= 1
    return Sentence(begin, end) if begin < end else None


def merge_across_spans(
    sentences: list[Sentence], spans: Iterable[SpanRef]
) -> list[Sentence]:
    """Join the sentences a span straddles, so no span is ever cut by a boundary."""
    if not sentences:
        return sentences
    merged = list(sentences)
    for span in spans_in_order(list(spans)):
        if span.end <= span.start:
            continue
        first = sentence_of(merged, span)
        last = _index_at(merged, span.end - 1)
        if last > first:
            merged[first : last + 1] = [Sentence(merged[first].start, merged[last].end)]
    return merged


def _index_at(sentences: Sequence[Sentence], offset: int) -> int:
    starts = [s.start for s in sentences]
    return max(0, bisect.bisect_right(starts, offset) - 1)


def sentence_of(sentences: Sequence[Sentence], span: SpanRef) -> int:
    """Index of the sentence holding ``span.start`` (in a gap: the one before)."""
    return _index_at(sentences, span.start)


@dataclass(frozen=True)
class WindowMask:
    span: SpanRef
    start: int  # where the mask token sits in Window.text
    end: int
    token: str
    in_target: bool = False  # the span belongs to the window's target sentence
    number: int = 0  # n as passed to the mask function (1-based within the window)


@dataclass
class Window:
    text: str
    masks: list[WindowMask]  # left-to-right order
    target: int  # index of the target sentence in the document
    offset: int = 0  # document offset of text[0]
    filled: dict[Any, tuple[int, int]] = field(default_factory=dict)
    # span key -> (start, end) in text of spans replaced by an earlier fill (repL)

    def with_fills(self, fills: Mapping[Any, str]) -> str:
        """The window text with masks replaced by ``fills`` (keyed by span key)."""
        parts: list[str] = []
        position = 0
        for window_mask in self.masks:
            if window_mask.start < position:
                continue  # an overlapping span shares the mask placed before it
            parts.append(self.text[position : window_mask.start])
            parts.append(fills.get(window_mask.span.key, window_mask.token))
            position = window_mask.end
        parts.append(self.text[position:])
        return "".join(parts)


def make_window(
    document: EngineDocument,
    sentences: Sequence[Sentence],
    target: int,
    *,
    context: int = 2,
    mask: Callable[[SpanRef, int], str],
    fills: Mapping[Any, str] | None = None,
) -> Window:
    """The target sentence with ``context`` sentences each side, spans masked or filled.

    The original whitespace between sentences is kept. A span found in ``fills`` (by
    key) gets that text; every other span gets ``mask(span, n)``, n counting from 1.
    Spans that overlap each other become one region: the first gets the mask, the later
    ones get a :class:`WindowMask` at the same place (so every span still has a mask).
    """
    if not sentences:
        raise ValueError("document has no sentences")
    fills = fills or {}
    low = max(0, target - context)
    high = min(len(sentences) - 1, target + context)
    begin, end = sentences[low].start, sentences[high].end
    target_begin = sentences[target].start
    target_end = (
        sentences[target + 1].start
        if target + 1 < len(sentences)
        else len(document.text)
    )
    inside = [
        s for s in spans_in_order(document.spans) if s.start < end and s.end > begin
    ]
    # A span sticking out of the window (should not happen with merged sentences)
    # widens it rather than being cut.
    if inside:
        begin = min(begin, *(s.start for s in inside))
        end = max(end, *(s.end for s in inside))
    text = document.text

    parts: list[str] = []
    masks: list[WindowMask] = []
    filled: dict[Any, tuple[int, int]] = {}
    cursor = begin  # document offset copied up to
    length = 0  # length of the window text so far
    region: tuple[int, int, int, int, str, int] | None = None
    # (doc_start, doc_end, win_start, win_end, token, number) of the last region placed
    number = 0
    for span in inside:
        in_target = target_begin <= span.start < target_end
        if region is not None and span.start < region[1]:
            # Overlaps the region before: share it.
            if span.key not in fills or region[5] > 0:
                masks.append(
                    WindowMask(
                        span, region[2], region[3], region[4], in_target, region[5]
                    )
                )
            else:
                filled[span.key] = (region[2], region[3])
            continue
        parts.append(text[cursor : span.start])
        length += span.start - cursor
        if span.key in fills:
            replacement = fills[span.key]
            filled[span.key] = (length, length + len(replacement))
            number_here = 0
        else:
            number += 1
            replacement = mask(span, number)
            masks.append(
                WindowMask(
                    span,
                    length,
                    length + len(replacement),
                    replacement,
                    in_target,
                    number,
                )
            )
            number_here = number
        region = (
            span.start,
            span.end,
            length,
            length + len(replacement),
            replacement,
            number_here,
        )
        parts.append(replacement)
        length += len(replacement)
        cursor = span.end
    parts.append(text[cursor:end])
    return Window("".join(parts), masks, target, begin, filled)


def target_masks(window: Window) -> list[WindowMask]:
    """The masks of the spans in the window's target sentence."""
    return [m for m in window.masks if m.in_target]


def windows_maskL(  # noqa: N802 - named after the strategy
    document: EngineDocument,
    sentences: Sequence[Sentence],
    *,
    context: int = 2,
    mask: Callable[[SpanRef, int], str],
) -> list[Window]:
    """One window per sentence that has spans, with every span in it masked."""
    targets = sorted({sentence_of(sentences, s) for s in document.spans})
    return [
        make_window(document, sentences, t, context=context, mask=mask) for t in targets
    ]


def repL_window(  # noqa: N802 - named after the strategy
    document: EngineDocument,
    sentences: Sequence[Sentence],
    span: SpanRef,
    *,
    context: int = 2,
    mask: Callable[[SpanRef, int], str],
    fills: Mapping[Any, str],
) -> tuple[Window, WindowMask]:
    """The window for ``span`` in repL, and the mask of ``span`` in it.

    ``fills`` holds the choices made so far (spans to the left); ``span`` itself is
    always masked even if it somehow has a fill.
    """
    own = {k: v for k, v in fills.items() if k != span.key}
    window = make_window(
        document,
        sentences,
        sentence_of(sentences, span),
        context=context,
        mask=mask,
        fills=own,
    )
    for window_mask in window.masks:
        if window_mask.span.key == span.key:
            return window, window_mask
    raise ValueError(f"span {span.key!r} is not in its own window")


def document_sentences(document: EngineDocument) -> list[Sentence]:
    """Sentences of ``document``, merged so that none cuts one of its spans."""
    return split_sentences(document.text, document.language, spans=document.spans)
