"""Invented words of a name's shape, for proper names of no known kind.

A product, a medicine, a boat, a song or a firm known by one made-up word
("Metacam", "Oticon", "Scillonian", "Gumtree") is no surname: a surname in its place
says a person where the text meant a thing. No list holds every brand, so such a
word becomes another made-up word of its shape: as many syllables, its capitals
("ThinkPad" -> "SorvaLin"), the last vowel and what follows it when it is long
enough to keep a medicine's "-yl" or "-am", and nothing else of it (no three
letters in a row of the original, no word of either language, no name of the
lists).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .rng import Rng
from .text import fold

# Onsets of a syllable; the empty ones make a syllable start with its vowel.
_ONSETS = {
    "en": (
        *"b br c cl cr d dr f fl g gr h j k l m n p pl pr r s sc st t tr v w z".split(),
        "",
        "",
    ),
    "sv": (
        *"b br d dr f fl g gr h j k kl kr l m n p pr r s sk st t tr v".split(),
        "",
        "",
    ),
}
_NUCLEI = {
    "en": ("a", "e", "i", "o", "u", "a", "e", "o", "ai", "ea", "io"),
    "sv": ("a", "e", "i", "o", "u", "y", "a", "e", "ä", "ö", "å"),
}
_CODAS = {
    "en": ("", "", "", "", "n", "r", "l", "s", "x", "m"),
    "sv": ("", "", "", "", "n", "r", "l", "s", "k", "t", "m"),
}
_VOWELS = re.compile(r"[aeiouyäöåéèüø]+", re.IGNORECASE)
# Capitals inside a word start a part of its own ("ThinkPad", "YouTube").
_PART = re.compile(r"[A-ZÀ-ÞÄÖÅ]?[^A-ZÀ-ÞÄÖÅ]+|[A-ZÀ-ÞÄÖÅ]+(?![^A-ZÀ-ÞÄÖÅ])")
TRIES = 60


def syllables(word: str) -> int:
    return max(1, len(_VOWELS.findall(word)))


def coined(word: str, language: str, rng: Rng, count: int = 8) -> list[str]:
    """Up to ``count`` invented words of ``word``'s shape (see the module)."""
    language = language if language in _ONSETS else "en"
    parts = _PART.findall(word) if word.isalpha() else []
    if not parts or "".join(parts) != word:
        parts = [word]
    folded = fold(word)
    out: list[str] = []
    for _ in range(TRIES):
        new = "".join(_part(part, language, rng) for part in parts)
        if (
            new
            and abs(len(new) - len(word)) <= 2
            and (word.isupper() or syllables(new) == syllables(word))
            and new not in out
            and fold(new) != folded
            and not _shares_three(fold(new), folded)
            and not _known(fold(new))
        ):
            out.append(new)
            if len(out) >= count:
                break
    return out


_RHYME = re.compile(r"[aeiouyäöå]{1,2}[^aeiouyäöå]?$")
_LETTERS = "BCDFGHJKLMNPRSTVWZ"


def _part(part: str, language: str, rng: Rng) -> str:
    if not part.isalpha():
        return part
    if part.isupper() and len(part) > 1:
        # letters of an acronym's length ("ACE" -> "DRT")
        return "".join(rng.choice(_LETTERS) for _ in part)
    rhyme = _RHYME.search(part.lower()) if len(part) >= 6 else None
    count = syllables(part)
    body = ""
    for index in range(count):
        onset = rng.choice(_ONSETS[language])
        if rhyme is not None and index == count - 1:
            body += (onset or rng.choice(_ONSETS[language][:20])) + rhyme.group(0)
        else:
            body += onset + rng.choice(_NUCLEI[language]) + rng.choice(_CODAS[language])
    if part[:1].isupper():
        return body[:1].upper() + body[1:]
    return body


def _shares_three(new: str, original: str) -> bool:
    """Three letters in a row of the original, its kept ending aside."""
    ending = _RHYME.search(original) if len(original) >= 6 else None
    stem = original[: ending.start()] if ending else original
    return any(stem[i : i + 3] in new for i in range(len(stem) - 2))


@lru_cache(maxsize=20_000)
def _known(folded: str) -> bool:
    """A word of either language, or a name of the lists: not invented."""
    from wordfreq import zipf_frequency

    from .lexicon import names, places

    lex = names()
    if folded in lex.given_gender or folded in lex.surnames:
        return True
    if folded in places().city_of_name or folded in places().country_of_name:
        return True
    return any(zipf_frequency(folded, lang) > 1.0 for lang in ("en", "sv"))
