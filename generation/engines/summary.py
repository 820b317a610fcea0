"""Summary agreement: do an original and its pseudonymized version summarise alike?

Fill-in-the-blanks (Experiment 1, Table 4) summarises each original document and its
pseudonymized version with a seq2seq summariser and compares the two summaries with
ROUGE-1/2/L/Lsum F-measures, averaged over documents. A pseudonymization that keeps
what a document is about scores near 1.
"""

from __future__ import annotations

import functools
import re
import threading
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from .hub import from_pretrained, short_reason
from .types import EngineError

ROUGE_KEYS = ("rouge1", "rouge2", "rougeL", "rougeLsum")

DEFAULT_BATCH_SIZE = 4
# Tokenizers without a known limit report a huge sentinel (int(1e30)); T5's
# relative positions would take anything, but memory and time would not.
FALLBACK_MAX_INPUT = 512
_ABSURD_MAX_INPUT = 100_000


class Summariser(Protocol):
    name: str

    def summarise(self, texts: Sequence[str]) -> list[str]: ...


# --------------------------------------------------------------------------------
# The seq2seq summariser (loaded once per process)


def input_limit(tokenizer: Any) -> int:
    """The longest input, in tokens, given to the model."""
    limit = getattr(tokenizer, "model_max_length", None)
    if isinstance(limit, int) and 0 < limit <= _ABSURD_MAX_INPUT:
        return limit
    return FALLBACK_MAX_INPUT


class Seq2SeqSummariser:
    """A tokenizer and an encoder-decoder model: deterministic summaries."""

    def __init__(
        self,
        name: str,
        tokenizer: Any,
        model: Any,
        *,
        device: str = "cpu",
        max_new_tokens: int = 128,
        num_beams: int = 1,
        batch_size: int = DEFAULT_BATCH_SIZE,
    ) -> None:
        self.name = name
        self.tokenizer = tokenizer
        self.model = model
        self.device = device
        self.max_new_tokens = max_new_tokens
        self.num_beams = num_beams
        self.batch_size = max(1, batch_size)
        self.max_input_tokens = input_limit(tokenizer)
        params = getattr(model.config, "task_specific_params", None) or {}
        # T5 checkpoints were trained with "summarize: " before the text.
        self.prefix: str = (params.get("summarization") or {}).get("prefix") or ""
        # Batches run one at a time: each already uses every core torch is given.
        self._lock = threading.Lock()

    def summarise(self, texts: Sequence[str]) -> list[str]:
        import torch

        # Similar lengths share a batch, so little of it is padding.
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        summaries: list[str] = [""] * len(texts)
        with self._lock, torch.no_grad():
            for start in range(0, len(order), self.batch_size):
                chunk = order[start : start + self.batch_size]
                batch = self.tokenizer(
                    [self.prefix + texts[i] for i in chunk],
                    max_length=self.max_input_tokens,
                    truncation=True,
                    padding=True,
                    return_tensors="pt",
                ).to(self.device)
                output = self.model.generate(
                    input_ids=batch["input_ids"],
                    attention_mask=batch["attention_mask"],
                    max_new_tokens=self.max_new_tokens,
                    num_beams=self.num_beams,
                    do_sample=False,
                )
                decoded = self.tokenizer.batch_decode(output, skip_special_tokens=True)
                for i, summary in zip(chunk, decoded, strict=True):
                    summaries[i] = summary.strip()
        return summaries


_MODELS: dict[tuple[str, str], tuple[Any, Any]] = {}
_SUMMARISERS: dict[tuple[str, str, int], Seq2SeqSummariser] = {}
_LOAD_LOCK = threading.Lock()


def load_summariser(
    model: str, *, setting: str, device: str = "cpu", max_new_tokens: int = 128
) -> Summariser:
    """Load ``model`` (hub name or folder) once per process; EngineError if impossible.

    ``setting`` is the environment variable the message tells the user to change.
    Summarisers that differ only in ``max_new_tokens`` share the loaded weights.
    ``"light"`` is the extractive :class:`LightSummariser`.
    """
    if model.strip().lower() == LIGHT:
        return LightSummariser()
    with _LOAD_LOCK:
        loaded = _MODELS.get((model, device))
        if loaded is None:
            loaded = _load(model, device=device, setting=setting)
            _MODELS[(model, device)] = loaded
        key = (model, device, max_new_tokens)
        summariser = _SUMMARISERS.get(key)
        if summariser is None:
            tokenizer, weights = loaded
            summariser = Seq2SeqSummariser(
                model,
                tokenizer,
                weights,
                device=device,
                max_new_tokens=max_new_tokens,
            )
            _SUMMARISERS[key] = summariser
        return summariser


def _load(name: str, *, device: str, setting: str) -> tuple[Any, Any]:
    try:
        import torch  # noqa: F401 - a missing torch is a loading failure too
        from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

        tokenizer, model = from_pretrained(name, AutoTokenizer, AutoModelForSeq2SeqLM)
    except Exception as exc:  # OSError, ValueError, HF errors: all "cannot load"
        reason = short_reason(name, exc)
        raise EngineError(
            f"Cannot load the summariser {name!r} ({reason}). Set {setting} to a "
            "local model folder or a reachable hub name.",
            setting=setting,
        ) from None  # one line for the user, not a chained traceback
    model.eval()
    model.to(device)
    return tokenizer, model


# --------------------------------------------------------------------------------
# ROUGE


class UnicodeTokenizer:
    """Lowercased \\w+ words, for rouge-score with languages beyond ASCII.

    rouge-score's default tokenizer replaces everything outside [a-z0-9] by spaces,
    so Swedish "här" would count as "h" and "r". No stemming: Porter is English.
    """

    _WORD = re.compile(r"\w+")

    def tokenize(self, text: str) -> list[str]:
        return self._WORD.findall(text.lower())


# A sentence ends at . ! or ? followed by space and a capital letter or a digit.
_SENTENCE_END = re.compile(r"[.!?]+\s+(?=\S)")


def sentences(text: str) -> list[str]:
    """``text`` cut into sentences (simply: good enough to give rougeLsum its lines)."""
    text = " ".join(text.split())  # lines only where sentences end
    found: list[str] = []
    start = 0
    for match in _SENTENCE_END.finditer(text):
        following = text[match.end()]
        if following.isupper() or following.isdigit():
            found.append(text[start : match.end()].strip())
            start = match.end()
    found.append(text[start:].strip())
    return [sentence for sentence in found if sentence]


# The light summariser: what runs on a machine with no summarisation model.
LIGHT = "light"
LIGHT_NAME = "light: extractive, the 3 sentences richest in the text's frequent words"
LIGHT_SENTENCES = 3
LIGHT_MIN_WORD = 4  # shorter words are mostly function words: they do not count


class LightSummariser:
    """An extractive summariser after Luhn (1958): each sentence scores the mean
    in-document frequency of its words of ``LIGHT_MIN_WORD`` letters or more; the
    ``LIGHT_SENTENCES`` best, in the text's order, are the summary.

    Pseudonyms move the summary where they change what the text repeats: a name
    that became two different names, a place that became a word. It needs no model
    and takes milliseconds per document; deterministic (ties go to the earlier
    sentence)."""

    name = LIGHT_NAME

    def summarise(self, texts: Sequence[str]) -> list[str]:
        return [self._one(text) for text in texts]

    def _one(self, text: str) -> str:
        found = sentences(text)
        if len(found) <= LIGHT_SENTENCES:
            return " ".join(found)
        words = [
            [
                w
                for w in UnicodeTokenizer().tokenize(sentence)
                if len(w) >= LIGHT_MIN_WORD
            ]
            for sentence in found
        ]
        frequency: dict[str, int] = {}
        for sentence_words in words:
            for word in sentence_words:
                frequency[word] = frequency.get(word, 0) + 1
        scores = [
            (
                -(sum(frequency[w] for w in ws) / len(ws)) if ws else 0.0,
                index,
            )
            for index, ws in enumerate(words)
        ]
        best = sorted(index for _, index in sorted(scores)[:LIGHT_SENTENCES])
        return " ".join(found[index] for index in best)


def _is_english(language: str) -> bool:
    return language.lower().replace("_", "-").split("-")[0] == "en"


@functools.cache
def _scorer(english: bool) -> Any:
    from rouge_score import rouge_scorer

    if english:
        return rouge_scorer.RougeScorer(list(ROUGE_KEYS), use_stemmer=True)
    return rouge_scorer.RougeScorer(list(ROUGE_KEYS), tokenizer=UnicodeTokenizer())


def rouge_scores(reference: str, candidate: str, *, language: str) -> dict[str, float]:
    """ROUGE F-measures of ``candidate`` against ``reference``, one per ROUGE_KEYS."""
    scorer = _scorer(_is_english(language))
    # Newlines only matter to rougeLsum (its sentence boundaries): the tokenizers of
    # the other keys treat them as any other space.
    scores = scorer.score(
        "\n".join(sentences(reference)), "\n".join(sentences(candidate))
    )
    return {key: float(scores[key].fmeasure) for key in ROUGE_KEYS}


# --------------------------------------------------------------------------------
# The measure


def summary_rouge(
    pairs: Sequence[tuple[str, str, str]],
    summariser: Summariser,
    *,
    progress: Callable[[int, int], None] | None = None,
    batch: int = 8,
) -> dict[str, Any]:
    """Mean ROUGE of pseudonymized documents' summaries against the originals'.

    ``pairs`` are (original text, pseudonymized text, language). Returns the mean of
    each ROUGE_KEYS, rounded to 4 decimals, with the summariser's name and the number
    of documents.
    """
    if not pairs:
        raise ValueError("summary_rouge needs at least one document")
    total = len(pairs)
    batch = max(1, batch)
    sums = dict.fromkeys(ROUGE_KEYS, 0.0)
    for start in range(0, total, batch):
        chunk = pairs[start : start + batch]
        # Each distinct text once: an unchanged document is summarised only once.
        texts = list(dict.fromkeys(t for o, p, _ in chunk for t in (o, p)))
        summary_of = dict(zip(texts, summariser.summarise(texts), strict=True))
        for original, pseudonymized, language in chunk:
            reference = summary_of[original]
            candidate = summary_of[pseudonymized]
            if reference == candidate:
                # Also when both are empty, which rouge-score would call 0.
                scores = dict.fromkeys(ROUGE_KEYS, 1.0)
            else:
                scores = rouge_scores(reference, candidate, language=language)
            for key in ROUGE_KEYS:
                sums[key] += scores[key]
        if progress is not None:
            progress(start + len(chunk), total)
    result: dict[str, Any] = {key: round(sums[key] / total, 4) for key in ROUGE_KEYS}
    result["model"] = summariser.name
    result["documents"] = total
    return result
