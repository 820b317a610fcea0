"""The nearest ordinary noun in meaning: the typed guess for a phrase of common words
no list places ("reindeer", "winter grazing", "villages").

The vocabulary is the lower-case nouns of the language's treebank, split by number;
the span and every noun are embedded once with the sentence model the app ships
(all-MiniLM-L6-v2). The guess is one of the few nearest nouns of the same number that
is neither the original's word nor so close that it reads as a synonym (which would
leak the original). The embedder is passed in, so the engine stays free of settings;
without one the rule places nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any, Protocol

import numpy as np

from .text import fold

# Nearer than this reads as the same thing said otherwise (a synonym leaks).
SYNONYM = 0.82
NEAREST = 30


class Embedder(Protocol):
    def encode(self, texts: Sequence[str]) -> np.ndarray: ...


EmbedderFactory = Callable[[], Embedder]


@lru_cache(maxsize=4)
def treebank_nouns(path: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(singular, plural) lower-case common nouns of a CoNLL-U treebank."""
    singular: dict[str, None] = {}
    plural: dict[str, None] = {}
    if not path:
        return (), ()
    with open(path, encoding="utf-8") as stream:
        for line in stream:
            if not line or line[0] in "#\n":
                continue
            columns = line.split("\t")
            if len(columns) < 6 or columns[3] != "NOUN":
                continue
            form = columns[1]
            if not form.isalpha() or not form.islower() or len(form) < 3:
                continue
            target = plural if "Number=Plur" in columns[5] else singular
            target[form] = None
    return tuple(singular), tuple(plural)


@lru_cache(maxsize=4)
def treebank_pos(path: str) -> dict[str, str]:
    """Lower-case word forms of a CoNLL-U treebank -> their most frequent UPOS
    ("twice" ADV, "foreign" ADJ, "utländska" ADJ)."""
    counts: dict[str, dict[str, int]] = {}
    if not path:
        return {}
    with open(path, encoding="utf-8") as stream:
        for line in stream:
            if not line or line[0] in "#\n":
                continue
            columns = line.split("\t")
            if len(columns) < 4 or not columns[1].isalpha():
                continue
            tags = counts.setdefault(columns[1].lower(), {})
            tags[columns[3]] = tags.get(columns[3], 0) + 1
    return {form: max(tags, key=lambda t: tags[t]) for form, tags in counts.items()}


def treebank_words(path: str, upos: str) -> tuple[str, ...]:
    """The lower-case forms of ``path`` whose most frequent tag is ``upos``."""
    return tuple(
        form
        for form, tag in treebank_pos(path).items()
        if tag == upos and len(form) >= 3
    )


class NearestNouns:
    """Nouns of one language by meaning; built on first use, reused by the process."""

    def __init__(self, embedder: Embedder, nouns: tuple[Sequence[str], Sequence[str]]):
        self._embedder = embedder
        self._words = (list(nouns[0]), list(nouns[1]))
        self._vectors: list[np.ndarray | None] = [None, None]

    def _matrix(self, plural: bool) -> np.ndarray:
        index = int(plural)
        matrix = self._vectors[index]
        if matrix is None:
            words = self._words[index]
            vectors = self._embedder.encode(words) if words else np.zeros((0, 1))
            matrix = _normalised(np.asarray(vectors, dtype=np.float32))
            self._vectors[index] = matrix
        return matrix

    def nearest(self, phrase: str, *, plural: bool) -> list[str]:
        """Up to NEAREST nouns of the number, nearest first, none a synonym of
        ``phrase`` or sharing a word with it."""
        matrix = self._matrix(plural)
        words = self._words[int(plural)]
        if not len(words):
            return []
        query = _normalised(np.asarray(self._embedder.encode([phrase]), np.float32))
        scores = matrix @ query[0]
        own = {fold(w) for w in re.findall(r"\w+", phrase)}
        stems = {w[:5] for w in own if len(w) >= 5}
        out: list[str] = []
        for position in np.argsort(-scores):
            word = words[int(position)]
            folded = fold(word)
            if scores[position] >= SYNONYM or folded in own or folded[:5] in stems:
                continue
            out.append(word)
            if len(out) >= NEAREST:
                break
        return out


def _normalised(matrix: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return matrix / norms


_SV_PLURAL = re.compile(r"(ar|er|or|na|erna|orna|arna)$")


def looks_plural(word: str, language: str) -> bool:
    """Whether a noun reads as a plural (English -s, Swedish -ar/-er/-or/-na)."""
    word = word.lower()
    if language == "sv":
        return bool(_SV_PLURAL.search(word)) and len(word) > 4
    return word.endswith("s") and not word.endswith(("ss", "us", "is"))


_BUILT: dict[tuple[str, ...], Any] = {}


def nearest_for(
    model: str, factory: EmbedderFactory, language: str, path: str, upos: str = "NOUN"
) -> NearestNouns:
    """One index per (model, language, treebank, part of speech) in the process:
    its words are embedded once, whatever the runs. Nouns are split by number;
    adjectives and adverbs ("foreign", "twice") are one list."""
    key = (model, language, path) if upos == "NOUN" else (model, language, path, upos)
    found = _BUILT.get(key)
    if found is None:
        words = (
            treebank_nouns(path) if upos == "NOUN" else (treebank_words(path, upos), ())
        )
        found = _BUILT[key] = NearestNouns(factory(), words)
    return found


_POOLS: dict[tuple[str, tuple[str, ...]], np.ndarray] = {}


def rank(
    model: str, factory: EmbedderFactory, phrase: str, pool: Sequence[str]
) -> list[str]:
    """``pool`` nearest to ``phrase`` in meaning first, without the words so near
    they read as ``phrase`` itself or share a word with it ("Python" -> "Java",
    "tusentals" -> "hundratals"). The pool's vectors are computed once."""
    key = (model, tuple(pool))
    matrix = _POOLS.get(key)
    embedder = _embedder(model, factory)
    if matrix is None:
        if len(_POOLS) > 500:
            _POOLS.clear()
        matrix = _POOLS[key] = _normalised(
            np.asarray(embedder.encode(list(pool)), dtype=np.float32)
        )
    query = _normalised(np.asarray(embedder.encode([phrase]), np.float32))
    scores = matrix @ query[0]
    own = {fold(w) for w in re.findall(r"\w+", phrase)}
    out = []
    for position in np.argsort(-scores, kind="stable"):
        word = pool[int(position)]
        if scores[position] >= SYNONYM or own & {
            fold(w) for w in re.findall(r"\w+", word)
        }:
            continue
        out.append(word)
    return out


_EMBEDDERS: dict[str, Embedder] = {}


def _embedder(model: str, factory: EmbedderFactory) -> Embedder:
    found = _EMBEDDERS.get(model)
    if found is None:
        found = _EMBEDDERS[model] = factory()
    return found


# Zero-shot prototypes: a word nearer to the first group than to the second names a
# person ("blogger", "registrar"); "reindeer", "computer", "heater" name a thing.
_PERSON_PROTOTYPES = ("a person", "a worker", "a job", "an occupation")
_THING_PROTOTYPES = (
    *("an animal", "a thing", "an object", "a place", "an idea", "a machine"),
    *("a food", "a time"),
)
_PROTOTYPES: dict[str, np.ndarray] = {}


def names_a_person(model: str, factory: EmbedderFactory, word: str) -> bool:
    """Whether an English noun names a person rather than an animal, a thing or a
    place, by its nearness to a few prototypes (the sentence model reads English
    only: a Swedish word is not asked)."""
    embedder = _embedder(model, factory)
    matrix = _PROTOTYPES.get(model)
    if matrix is None:
        matrix = _PROTOTYPES[model] = _normalised(
            np.asarray(
                embedder.encode([*_PERSON_PROTOTYPES, *_THING_PROTOTYPES]),
                dtype=np.float32,
            )
        )
    query = _normalised(np.asarray(embedder.encode([word]), np.float32))
    scores = matrix @ query[0]
    people = len(_PERSON_PROTOTYPES)
    return float(scores[:people].max()) > float(scores[people:].max())
