"""Reading doccano offsets: code points, or the UTF-16 units its browser editor counts.

doccano's editor measures offsets in JavaScript string positions (UTF-16 code units), so
in a text with a character outside the Basic Multilingual Plane (most emoji) every
offset after it is one too large per such character. Spans imported through doccano's
API count code points. Both occur in real exports, even in one file, so the reading is
decided per document:

1. No character outside the BMP: both readings agree; nothing to decide.
2. Every span reads the same both ways (all spans before the first such character):
   keep.
3. Only one reading is valid (every span inside the text, and for UTF-16 no offset in
   the middle of a surrogate pair): use it; a UTF-16 reading is converted and reported.
4. Both valid but different: prefer the reading whose spans start and end on word
   boundaries more often (a shifted span cuts words: "ob at" for "Bob"); on a tie keep
   code points. Either way the choice is reported as a warning, because it is a guess.
5. Neither valid: the record is invalid.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass

Offsets = list[tuple[int, int]]
_ASTRAL = re.compile("[\U00010000-\U0010ffff]")


@dataclass
class OffsetReading:
    offsets: Offsets  # code points, ready to store
    converted: int  # spans whose offsets changed (0: kept as code points)
    warning: str | None = None
    error: str | None = None


def _utf16_to_code_point(text: str) -> Callable[[int], int]:
    """A function from a UTF-16 position to its code point index (-1: inside a
    surrogate pair). Found from where the astral characters are, by bisection, rather
    than from a table of every position: the texts are long and the spans few."""
    # UTF-16 position of each astral character (its code point index plus the
    # astral characters before it).
    starts = [match.start() + k for k, match in enumerate(_ASTRAL.finditer(text))]

    def convert(unit: int) -> int:
        before = bisect_right(starts, unit - 1)  # astral characters starting before
        if before and starts[before - 1] + 1 == unit:
            return -1  # between the two halves of a pair
        return unit - before

    return convert


def _at_boundary(text: str, position: int) -> bool:
    if position <= 0 or position >= len(text):
        return True
    return not (text[position - 1].isalnum() and text[position].isalnum())


def _boundary_score(text: str, offsets: Offsets) -> int:
    return sum(_at_boundary(text, s) + _at_boundary(text, e) for s, e in offsets)


def _out_of_range(offsets: Offsets, length: int) -> list[tuple[int, int]]:
    return [(s, e) for s, e in offsets if s < 0 or e > length]


CODE_POINTS, UTF16 = "code_point", "utf16"


def read_offsets(text: str, offsets: Offsets, unit: str | None = None) -> OffsetReading:
    """Decide how ``offsets`` (start < end already checked) count, and return code
    points. ``unit`` is what the record says they count (its ``offset_unit``:
    :data:`CODE_POINTS` or :data:`UTF16`); None: decide from the text."""
    length = len(text)
    # Characters outside the BMP are two UTF-16 units (encoding to UTF-16 is a
    # fast copy, quicker than a regular expression search over a long text).
    utf16_length = len(text.encode("utf-16-le", "surrogatepass")) // 2
    if utf16_length == length or not offsets or unit == CODE_POINTS:
        bad = _out_of_range(offsets, length)
        if bad:
            return OffsetReading(offsets, 0, error=_range_message(bad, length))
        return OffsetReading(offsets, 0)

    to_code_point = _utf16_to_code_point(text)
    as_code_points_ok = not _out_of_range(offsets, length)
    converted: Offsets = []
    as_utf16_ok = True
    for s, e in offsets:
        if s < 0 or e > utf16_length:
            as_utf16_ok = False
            break
        start, end = to_code_point(s), to_code_point(e)
        if start < 0 or end < 0:
            as_utf16_ok = False
            break
        converted.append((start, end))

    if as_utf16_ok and converted == offsets:
        return OffsetReading(offsets, 0)
    if unit == UTF16:
        if not as_utf16_ok:
            return OffsetReading(
                offsets,
                0,
                error=f"offsets said to count UTF-16 code units do not fit the text "
                f"({utf16_length} units) or cut a character in two",
            )
        changed = sum(
            1 for old, new in zip(offsets, converted, strict=True) if old != new
        )
        return OffsetReading(converted, changed)
    if as_code_points_ok and not as_utf16_ok:
        return OffsetReading(offsets, 0)
    if not as_utf16_ok and not as_code_points_ok:
        return OffsetReading(
            offsets,
            0,
            error=_range_message(_out_of_range(offsets, length), length)
            + f" (read as UTF-16 code units either: the text has {utf16_length})",
        )
    changed = sum(1 for old, new in zip(offsets, converted, strict=True) if old != new)
    if not as_code_points_ok:
        return OffsetReading(converted, changed)
    score_cp = _boundary_score(text, offsets)
    score_16 = _boundary_score(text, converted)
    ends = 2 * len(offsets)
    if score_16 > score_cp:
        return OffsetReading(
            converted,
            changed,
            warning=(
                "offsets fit both as code points and as UTF-16 code units; read "
                "as UTF-16 because more span ends fall on word boundaries "
                f"({score_16}/{ends} against {score_cp}/{ends})"
            ),
        )
    return OffsetReading(
        offsets,
        0,
        warning=(
            "offsets fit both as code points and as UTF-16 code units; kept as "
            f"code points (span ends on word boundaries: {score_cp}/{ends} against "
            f"{score_16}/{ends} as UTF-16)"
        ),
    )


def _range_message(bad: list[tuple[int, int]], length: int) -> str:
    shown = ", ".join(f"[{s}, {e}]" for s, e in bad[:5])
    more = f" and {len(bad) - 5} more" if len(bad) > 5 else ""
    return f"span {shown}{more} out of range: the text has {length} characters"
