"""Small text helpers: folding for comparisons, case copying, the leak check."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

WORD = re.compile(r"\w+", re.UNICODE)
_EXTRA_FOLD = str.maketrans(
    {"ı": "i", "ł": "l", "ø": "o", "æ": "ae", "ß": "ss", "đ": "d", "œ": "oe"}
)


def _strip_table() -> dict[int, str]:
    """Latin letters with diacritics -> their base letters, for a fast first pass."""
    table: dict[int, str] = {}
    for code in range(0xC0, 0x250):
        char = chr(code)
        base = "".join(
            c
            for c in unicodedata.normalize("NFKD", char.casefold())
            if not unicodedata.combining(c)
        )
        if base != char and base.isascii():
            table[code] = base
    return table


_STRIP = {**_strip_table(), **_EXTRA_FOLD}


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """Casefolded, diacritics removed, whitespace collapsed: how originals compare."""
    if text.isascii():
        return " ".join(text.casefold().split())
    quick = text.casefold().translate(_STRIP)
    if quick.isascii():
        return " ".join(quick.split())
    text = text.casefold().translate(_EXTRA_FOLD)
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(stripped.split())


# Words, and numbers with their group separators as one token (2,000,000).
TOKEN = re.compile(r"\d+(?:[ ,.\u00a0\u202f]\d+)*|[^\W\d_]+", re.UNICODE)


@lru_cache(maxsize=65536)
def _folded_words(text: str) -> frozenset[str]:
    return frozenset(TOKEN.findall(fold(text)))


def folded_words(text: str) -> set[str]:
    return set(_folded_words(text))


def copy_case(model: str, word: str) -> str:
    """``word`` in the case pattern of ``model`` (UPPER, Title, lower)."""
    if not model or not word:
        return word
    letters = [c for c in model if c.isalpha()]
    if len(letters) > 1 and all(c.isupper() for c in letters):
        return word.upper()
    if letters and all(c.islower() for c in letters):
        return word.lower()
    if model[0].isupper():
        return word[0].upper() + word[1:]
    return word


def shared_words(original: str, surrogate: str, generic: frozenset[str]) -> set[str]:
    """Distinctive words of ``original`` that ``surrogate`` repeats.

    Generic words (titles, legal forms, the head of an institution's name, months,
    units, function words) and numbers of one or two digits are what a surrogate keeps
    on purpose; any other shared word would leak the original.
    """
    mine = _folded_words(original)
    theirs = _folded_words(surrogate)
    if mine.isdisjoint(theirs):
        return set()
    return {
        w
        for w in mine & theirs
        if w not in generic and len(w) > 1 and not (w.isdigit() and len(w) <= 2)
    }


def outside_spans(text: str, spans: Iterable[tuple[int, int]]) -> str:
    """``text`` with each (start, end) span blanked to spaces, offsets kept: what
    the text says outside its annotations."""
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)
