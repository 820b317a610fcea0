"""Fill PII spans with a masked language model (RoBERTa), as in fill-in-the-blanks.

Each span becomes one mask token, whatever its length. The model sees the span's
sentence with ``options.context`` sentences on each side and proposes the top k tokens
for the mask; filters drop sub-word pieces, punctuation and (optionally) candidates
that share a word with the original; the UPOS constraint picks the first candidate
whose UPOS in its new sentence equals the span's, else the top-1; Top-K sampling
(recovering-from-masking) draws among the candidates weighted by probability.

Speed matters because ``repL`` needs one forward pass per span:

* ``maskL``: every span of a window is masked, so one pass serves all the masks of the
  target sentence. Windows of many documents are batched, sorted by length to cut
  padding.
* ``repL``: a span's window depends on the choices made to its left *in its own
  document* only, so each step fills the next span of every active document in one
  batched pass; a finished document hands its place to the next one.
* The output layer (a vocabulary-sized matrix product) runs only at mask positions:
  the encoder gives hidden states, the LM head is applied to the gathered rows.
"""

from __future__ import annotations

import collections
import itertools
import os
import random
import re
import threading
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from .consistency import FIRST_MENTION, EntityLedger
from .hub import from_pretrained, short_reason
from .packed import PackedEncoder, packed_encoder
from .tagging import Tagger, document_span_upos
from .types import (
    FAILED,
    EngineDocument,
    EngineError,
    GeneratorOptions,
    SpanRef,
    Suggestion,
    spans_in_order,
)
from .windows import (
    Sentence,
    Window,
    document_sentences,
    repL_window,
    sentence_of,
    target_masks,
    windows_maskL,
)

# Documents read ahead from the iterator so that windows of several documents share
# a forward pass (in repL: documents advanced together, at least a batch of them).
READ_AHEAD_DOCUMENTS = 16
DEFAULT_BATCH_SIZE = 16
_WORD = re.compile(r"\w+")
_TRUE = {"1", "true", "yes", "on"}


def model_setting(language: str) -> str:
    """The environment variable that names the masked LM for ``language``."""
    return f"PSEUDOWEB_MLM_MODEL_{language.upper()}"


# --------------------------------------------------------------------------------
# Loading (once per process)


@dataclass
class _Piece:
    form: str  # decoded, without the word-boundary marker or surrounding spaces
    word_start: bool  # carries a word-boundary marker (or is a whole word: WordPiece)
    punct: bool  # only punctuation and symbols


@dataclass
class MaskedLM:
    """A loaded tokenizer and model, plus what filling needs to know about them."""

    name: str
    tokenizer: Any
    model: Any
    device: str
    mask_id: int
    prefix: list[int]  # special tokens before the text ([CLS] / <s>)
    suffix: list[int]  # and after it
    max_tokens: int  # longest input the model takes, special tokens included
    banned_ids: list[int]  # special tokens: never a candidate
    wordpiece: bool  # "##" marks continuations instead of "Ġ"/"▁" marking starts
    mask_absorbs_space: bool  # the mask token swallows the space before it
    # Runs the encoder on real tokens only and its last layer at the masks only;
    # None for layouts it does not know (the model's own forward is used then).
    packed: PackedEncoder | None = None
    _pieces: dict[int, _Piece] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def piece(self, token_id: int) -> _Piece:
        found = self._pieces.get(token_id)
        if found is None:
            raw = self.tokenizer.convert_ids_to_tokens(token_id) or ""
            text = self.tokenizer.decode([token_id], clean_up_tokenization_spaces=False)
            if self.wordpiece:
                word_start = not raw.startswith("##")
                form = text[2:] if text.startswith("##") else text
            else:
                word_start = raw.startswith(("Ġ", "▁")) or text[:1].isspace()
                form = text
            form = form.strip()
            punct = bool(form) and all(
                unicodedata.category(ch)[0] in "PS" for ch in form
            )
            found = _Piece(form, word_start, punct)
            self._pieces[token_id] = found
        return found


_LOADED: dict[tuple[str, str], MaskedLM] = {}
_LOAD_LOCK = threading.Lock()


def load_masked_lm(model: str, *, device: str = "cpu", setting: str) -> MaskedLM:
    """Load ``model`` (hub name or folder) once per process; EngineError if impossible.

    ``setting`` is the environment variable the message tells the user to change.
    """
    key = (model, device)
    with _LOAD_LOCK:
        found = _LOADED.get(key)
        if found is None:
            found = _load(model, device=device, setting=setting)
            _LOADED[key] = found
        return found


def _load(name: str, *, device: str, setting: str) -> MaskedLM:
    advice = (
        f"Set {setting} to a local model folder or a reachable hub name "
        "(or pass --option model=...)."
    )
    try:
        import torch  # noqa: F401 - a missing torch is a loading failure too
        from transformers import AutoModelForMaskedLM, AutoTokenizer

        tokenizer, model = from_pretrained(name, AutoTokenizer, AutoModelForMaskedLM)
    except Exception as exc:  # OSError, ValueError, HF errors: all "cannot load"
        reason = short_reason(name, exc)
        raise EngineError(
            f"Cannot load the masked LM {name!r} ({reason}). {advice}",
            setting=setting,
        ) from None  # one line for the user, not a chained traceback
    mask_id = tokenizer.mask_token_id
    if mask_id is None:
        raise EngineError(
            f"The model {name!r} has no mask token, so it cannot fill masks. {advice}",
            setting=setting,
        )
    model.eval()
    model.to(device)
    start = tokenizer.cls_token_id
    if start is None:
        start = tokenizer.bos_token_id
    end = tokenizer.sep_token_id
    if end is None:
        end = tokenizer.eos_token_id
    prefix = [start] if start is not None else []
    suffix = [end] if end is not None else []

    config = model.config
    limit = int(getattr(config, "max_position_embeddings", 512) or 512)
    if getattr(config, "model_type", "") in {
        "roberta",
        "xlm-roberta",
        "camembert",
        "data2vec-text",
        "xlm-roberta-xl",
    }:
        # RoBERTa positions start after the padding index: 514 positions hold 512.
        limit -= int(config.pad_token_id or 0) + 1
    model_max = getattr(tokenizer, "model_max_length", None)
    if isinstance(model_max, int) and 0 < model_max < limit:
        limit = model_max

    vocab = tokenizer.get_vocab()
    markers = sum(1 for t in vocab if t.startswith(("Ġ", "▁")))
    hashes = sum(1 for t in vocab if t.startswith("##"))
    wordpiece = hashes > markers
    added = getattr(tokenizer, "added_tokens_decoder", {}) or {}
    mask_added = added.get(mask_id)
    absorbs = wordpiece or bool(getattr(mask_added, "lstrip", False))
    banned = sorted(set(tokenizer.all_special_ids))
    return MaskedLM(
        name=name,
        tokenizer=tokenizer,
        model=model,
        device=device,
        mask_id=mask_id,
        prefix=prefix,
        suffix=suffix,
        max_tokens=limit,
        banned_ids=banned,
        wordpiece=wordpiece,
        mask_absorbs_space=absorbs,
        packed=packed_encoder(model),
    )


# --------------------------------------------------------------------------------
# Model inputs and the batched forward pass


@dataclass
class _Slot:
    """One target mask of a row and the spans (one, or several overlapping) it fills."""

    spans: list[SpanRef]
    follows_space: bool
    position: int = -1  # index of the mask token in Row.ids


@dataclass
class Row:
    """One model input: token ids (special tokens included) and its target masks."""

    ids: list[int]
    slots: list[_Slot]
    document: int  # index of the document in the chunk
    text: str = ""  # the window text, for inspection and tests


@dataclass
class _Prediction:
    ids: list[int]
    probs: list[float]


def rows_for_window(
    lm: MaskedLM,
    window: Window,
    ids: list[int],
    targets: Sequence[Any],
    *,
    document: int,
) -> list[Row]:
    """Turn a tokenized window into rows for the model, truncated around the targets.

    ``targets`` are span keys to predict. Spans that overlap share one mask region.
    A window longer than the model allows is cut around its target masks; targets too
    far apart to fit together (only in absurdly long sentences) get separate rows.
    """
    regions: list[tuple[int, int]] = []
    slots_by_region: dict[int, _Slot] = {}
    wanted = set(targets)
    for window_mask in window.masks:
        region = (window_mask.start, window_mask.end)
        if not regions or regions[-1] != region:
            regions.append(region)
        if window_mask.span.key not in wanted:
            continue
        index = len(regions) - 1
        slot = slots_by_region.get(index)
        if slot is None:
            before = window.text[window_mask.start - 1 : window_mask.start]
            follows = before.isspace() and lm.mask_absorbs_space
            slot = _Slot([], follows_space=follows)
            slots_by_region[index] = slot
        slot.spans.append(window_mask.span)
    mask_positions = [i for i, token in enumerate(ids) if token == lm.mask_id]
    if len(mask_positions) != len(regions):
        raise ValueError("mask tokens and masked spans do not line up")
    targeted = sorted(slots_by_region)
    for index in targeted:
        slots_by_region[index].position = mask_positions[index]

    room = lm.max_tokens - len(lm.prefix) - len(lm.suffix)
    groups: list[list[int]] = []
    for index in targeted:
        position = mask_positions[index]
        if groups and position - mask_positions[groups[-1][0]] < room:
            groups[-1].append(index)
        else:
            groups.append([index])
    rows = []
    for group in groups:
        low = mask_positions[group[0]]
        high = mask_positions[group[-1]]
        begin = 0
        if len(ids) > room:
            slack = room - (high - low + 1)
            begin = max(0, min(low - slack // 2, len(ids) - room))
        content = ids[begin : begin + room]
        shift = len(lm.prefix) - begin
        slots = []
        for index in group:
            slot = slots_by_region[index]
            slots.append(_Slot(slot.spans, slot.follows_space, slot.position + shift))
        rows.append(Row(lm.prefix + content + lm.suffix, slots, document, window.text))
    return rows


def predict(
    lm: MaskedLM, rows: Sequence[Row], *, pool: int, batch_size: int
) -> list[list[_Prediction]]:
    """Top-``pool`` token ids and probabilities for every slot of every row."""
    import torch

    results: list[list[_Prediction]] = [[] for _ in rows]
    order = sorted(range(len(rows)), key=lambda i: len(rows[i].ids))
    model = lm.model
    base = model.base_model
    head = _lm_head(model)
    pad = lm.tokenizer.pad_token_id
    pad = 0 if pad is None else pad
    packed = lm.packed
    # Packed, padding costs only in attention: batches need not avoid it.
    max_padding = None if packed is not None else MAX_PADDING
    lengths = [len(rows[i].ids) for i in order]
    with lm._lock, torch.inference_mode():
        for begin, end in _batches(lengths, batch_size, max_padding=max_padding):
            batch = [rows[i] for i in order[begin:end]]
            width = max(len(row.ids) for row in batch)
            input_ids = torch.full((len(batch), width), pad, dtype=torch.long)
            attention = torch.zeros((len(batch), width), dtype=torch.long)
            row_index: list[int] = []
            positions: list[int] = []
            for n, row in enumerate(batch):
                input_ids[n, : len(row.ids)] = torch.tensor(row.ids)
                attention[n, : len(row.ids)] = 1
                for slot in row.slots:
                    row_index.append(n)
                    positions.append(slot.position)
            input_ids = input_ids.to(lm.device)
            attention = attention.to(lm.device)
            if packed is not None and head is not None:
                logits = head(
                    packed.hidden_at(input_ids, attention, row_index, positions)
                )
            elif head is not None:
                hidden = base(input_ids=input_ids, attention_mask=attention)[0]
                logits = head(hidden[row_index, positions])
            else:
                logits = model(input_ids=input_ids, attention_mask=attention).logits
                logits = logits[row_index, positions]
            logits = logits.float()
            logits[:, lm.banned_ids] = float("-inf")
            probs = torch.softmax(logits, dim=-1)
            top = torch.topk(probs, k=min(pool, probs.shape[-1]), dim=-1)
            top_ids = top.indices.tolist()
            top_probs = top.values.tolist()
            m = 0
            for n, row in enumerate(batch):
                out = results[order[begin + n]]
                for _slot in row.slots:
                    out.append(_Prediction(top_ids[m], top_probs[m]))
                    m += 1
    return results


# A padding token costs as much as a real one. Batching still pays on a CPU (roughly
# 1.6x for 16 rows of ~70 tokens over one row at a time, measured with roberta-base on
# 2 cores), so a batch closes only once padding exceeds this share of its real tokens.
MAX_PADDING = 0.4


def _batches(
    lengths: Sequence[int], batch_size: int, *, max_padding: float | None = MAX_PADDING
) -> list[tuple[int, int]]:
    """(begin, end) batches of ascending ``lengths``: at most ``batch_size`` rows and,
    unless ``max_padding`` is None, little padding (every row is padded to the
    batch's last, longest one)."""
    batches: list[tuple[int, int]] = []
    begin = 0
    total = 0
    for index, length in enumerate(lengths):
        count = index - begin + 1
        if index > begin and (
            count > batch_size
            or (
                max_padding is not None
                and count * length > (1 + max_padding) * (total + length)
            )
        ):
            batches.append((begin, index))
            begin, total = index, 0
        total += length
    if begin < len(lengths):
        batches.append((begin, len(lengths)))
    return batches


def _lm_head(model: Any) -> Any:
    """The module mapping hidden states to vocabulary logits, if it can be found."""
    for name in ("lm_head", "cls"):
        head = getattr(model, name, None)
        if head is not None:
            return head
    return None


# --------------------------------------------------------------------------------
# Choosing among the predictions


@dataclass
class _Candidate:
    form: str
    prob: float


def _span_words(text: str) -> set[str]:
    # Numerals are excluded, as in the paper's overlap metric: "2" may recur safely.
    return {w.casefold() for w in _WORD.findall(text) if not w.isnumeric()}


def candidates_for(
    lm: MaskedLM,
    prediction: _Prediction,
    *,
    follows_space: bool,
    original: str,
    k: int,
    reject_punct: bool,
    reject_overlap: bool,
) -> list[_Candidate]:
    """The first ``k`` predictions that survive the filters, most probable first."""
    banned = _span_words(original) if reject_overlap else set()
    seen: set[str] = set()
    kept: list[_Candidate] = []
    for token_id, prob in zip(prediction.ids, prediction.probs, strict=True):
        piece = lm.piece(token_id)
        # "\ufffd": a byte-level piece that is only part of a character.
        if not piece.form or piece.form in seen or "\ufffd" in piece.form:
            continue
        # A piece without a word-start marker after a space would glue onto nothing:
        # it is the tail of a word ("ing"), not a word.
        if follows_space and not piece.word_start:
            continue
        if reject_punct and piece.punct:
            continue
        if banned and _span_words(piece.form) & banned:
            continue
        seen.add(piece.form)
        kept.append(_Candidate(piece.form, prob))
        if len(kept) == k:
            break
    return kept


# --------------------------------------------------------------------------------
# The generator


@dataclass
class _Doc:
    document: EngineDocument  # as given
    safe: EngineDocument  # the same, with literal mask tokens defused
    sentences: list[Sentence]
    spans: list[SpanRef]
    span_upos: dict[Any, str]
    results: dict[Any, Suggestion] = field(default_factory=dict)
    fills: dict[Any, str] = field(default_factory=dict)  # repL choices so far
    by_key: dict[Any, SpanRef] = field(default_factory=dict)
    step: int = 0  # repL: index of the next span to fill
    ledger: EntityLedger | None = None  # repL with consistency=entity

    def __post_init__(self) -> None:
        self.by_key = {span.key: span for span in self.spans}

    @property
    def done(self) -> bool:
        """repL: nothing left to fill (or nothing that can be: no sentences)."""
        return not self.sentences or self.step >= len(self.spans)


class MaskedLMGenerator:
    name = "mlm"

    def __init__(
        self,
        *,
        model: str,
        options: GeneratorOptions,
        tagger: Tagger | None,
        language: str,
        device: str = "cpu",
        batch_size: int | None = None,
    ) -> None:
        self.options = options
        self.tagger = tagger
        self.language = language
        self.setting = model_setting(language)
        if options.upos and tagger is None:
            raise EngineError(
                "The UPOS constraint needs a tagger; none was given.",
                setting="PSEUDOWEB_TAGGER",
            )
        extra = options.extra
        self.reject_punct = extra.get("reject_punct", "1").lower() in _TRUE
        self.reject_overlap = extra.get("reject_overlap", "0").lower() in _TRUE
        sampling = extra.get("sampling", "top1").lower()
        if sampling not in ("top1", "topk"):
            raise EngineError(
                f"Unknown sampling {sampling!r}: use top1 or topk.", setting=None
            )
        self.sampling = sampling
        self.k = max(1, options.k)
        # Filters may drop many raw predictions (sub-word pieces above all); a wide
        # pool keeps k left. topk over a few hundred ids costs next to nothing.
        self.pool = max(20 * self.k, 200)
        self.batch_size = batch_size or DEFAULT_BATCH_SIZE
        # Without a seed, sampling still needs one base per run for per-span draws.
        self._seed = (
            options.seed if options.seed is not None else int.from_bytes(os.urandom(8))
        )
        self.lm = load_masked_lm(model, device=device, setting=self.setting)
        # Every row handed to the model, when a test or benchmark wants to look.
        self.recorded_rows: list[Row] | None = None

    # -- the Generator protocol

    def fill(
        self, documents: Iterable[EngineDocument]
    ) -> Iterator[tuple[EngineDocument, list[Suggestion]]]:
        iterator = iter(documents)
        if self.options.strategy == "repL":
            yield from self._fill_repL(iterator)
            return
        while True:
            chunk = list(itertools.islice(iterator, READ_AHEAD_DOCUMENTS))
            if not chunk:
                return
            docs = [self._prepare(document) for document in chunk]
            self._fill_maskL(docs)
            for doc in docs:
                yield doc.document, self._in_order(doc)

    # -- preparation

    def _prepare(self, document: EngineDocument) -> _Doc:
        mask = self.lm.tokenizer.mask_token
        text = document.text
        if mask in text:
            # A literal "<mask>" in the text would be read as a mask; change one
            # character so offsets stay the same.
            text = text.replace(mask, "_" + mask[1:])
        safe = EngineDocument(document.key, text, document.spans, document.language)
        sentences = document_sentences(safe) if text.strip() else []
        span_upos: dict[Any, str] = {}
        if self.options.upos and self.tagger is not None and sentences:
            span_upos = document_span_upos(self.tagger, document, sentences)
        ledger = None
        if self.options.strategy == "repL" and self.options.consistency == "entity":
            ledger = EntityLedger(document)
        return _Doc(
            document,
            safe,
            sentences,
            spans_in_order(document.spans),
            span_upos,
            ledger=ledger,
        )

    def _mask(self, span: SpanRef, number: int) -> str:
        return self.lm.tokenizer.mask_token

    def _tokenize(self, texts: Sequence[str]) -> list[list[int]]:
        if not texts:
            return []
        encoded = self.lm.tokenizer(list(texts), add_special_tokens=False)
        return [list(ids) for ids in encoded["input_ids"]]

    # -- maskL: one window per target sentence, all its masks filled by one pass

    def _fill_maskL(self, docs: Sequence[_Doc]) -> None:  # noqa: N802
        windows: list[tuple[int, Window]] = []
        for index, doc in enumerate(docs):
            if not doc.sentences:
                continue
            for window in windows_maskL(
                doc.safe, doc.sentences, context=self.options.context, mask=self._mask
            ):
                windows.append((index, window))
        ids = self._tokenize([window.text for _, window in windows])
        rows: list[Row] = []
        for (index, window), window_ids in zip(windows, ids, strict=True):
            keys = [m.span.key for m in target_masks(window)]
            rows.extend(
                rows_for_window(self.lm, window, window_ids, keys, document=index)
            )
        self._run(docs, rows)

    # -- repL: each step fills the next span of every active document together

    def _fill_repL(  # noqa: N802
        self, iterator: Iterator[EngineDocument]
    ) -> Iterator[tuple[EngineDocument, list[Suggestion]]]:
        """Advance many documents in lockstep, one span each per batched pass.

        A finished document makes room for the next one from the iterator, so steps
        stay as wide as a batch; documents still come back in the order given (a
        bounded number wait behind a long one).
        """
        capacity = max(READ_AHEAD_DOCUMENTS, self.batch_size)
        pending: collections.deque[_Doc] = collections.deque()  # not yielded yet
        active: list[_Doc] = []  # with spans left to fill
        exhausted = False
        while True:
            while not exhausted and len(active) < capacity:
                if len(pending) >= 4 * capacity:
                    break
                document = next(iterator, None)
                if document is None:
                    exhausted = True
                    break
                doc = self._prepare(document)
                pending.append(doc)
                if not doc.done:
                    active.append(doc)
            while pending and pending[0].done:
                doc = pending.popleft()
                yield doc.document, self._in_order(doc)
            if not active:
                if exhausted and not pending:
                    return
                continue
            self._repL_step(active)
            active = [doc for doc in active if not doc.done]

    def _repL_step(self, docs: Sequence[_Doc]) -> None:  # noqa: N802
        windows: list[tuple[int, Window, SpanRef]] = []
        for index, doc in enumerate(docs):
            self._reuse_pseudonyms(doc)
            if doc.done:
                continue
            span = doc.spans[doc.step]
            # An earlier span overlapping this one would put its fill where this
            # mask belongs; leave such spans masked.
            fills = {
                key: text
                for key, text in doc.fills.items()
                if not _overlaps(doc, key, span)
            }
            window, _ = repL_window(
                doc.safe,
                doc.sentences,
                span,
                context=self.options.context,
                mask=self._mask,
                fills=fills,
            )
            windows.append((index, window, span))
        ids = self._tokenize([window.text for _, window, _ in windows])
        rows: list[Row] = []
        for (index, window, span), window_ids in zip(windows, ids, strict=True):
            rows.extend(
                rows_for_window(self.lm, window, window_ids, [span.key], document=index)
            )
        self._run(docs, rows)
        for index, _, span in windows:
            doc = docs[index]
            doc.step += 1
            suggestion = doc.results.get(span.key)
            if suggestion is not None and not suggestion.failed:
                doc.fills[span.key] = suggestion.text
                if doc.ledger is not None:
                    doc.ledger.record(span, suggestion.text)

    def _reuse_pseudonyms(self, doc: _Doc) -> None:
        """consistency=entity: fill the next spans whose entity has its pseudonym.

        They need no model pass, and the windows after them show the pseudonym.
        """
        while doc.ledger is not None and not doc.done:
            span = doc.spans[doc.step]
            pseudonym = doc.ledger.pseudonym(span)
            if pseudonym is None:
                return
            upos = doc.span_upos.get(span.key) if self.options.upos else None
            doc.results[span.key] = Suggestion(
                span.key, pseudonym, [], upos, reason=FIRST_MENTION
            )
            doc.fills[span.key] = pseudonym
            doc.step += 1

    # -- shared: predict, then choose for every slot

    def _run(self, docs: Sequence[_Doc], rows: Sequence[Row]) -> None:
        if self.recorded_rows is not None:
            self.recorded_rows.extend(rows)
        predictions = predict(self.lm, rows, pool=self.pool, batch_size=self.batch_size)
        for row, row_predictions in zip(rows, predictions, strict=True):
            doc = docs[row.document]
            for slot, prediction in zip(row.slots, row_predictions, strict=True):
                for span in slot.spans:
                    if span.key in doc.results:
                        continue
                    doc.results[span.key] = self._choose(
                        doc, span, prediction, follows_space=slot.follows_space
                    )

    def _choose(
        self,
        doc: _Doc,
        span: SpanRef,
        prediction: _Prediction,
        *,
        follows_space: bool,
    ) -> Suggestion:
        original = doc.document.text[span.start : span.end]
        candidates = candidates_for(
            self.lm,
            prediction,
            follows_space=follows_space,
            original=original,
            k=self.k,
            reject_punct=self.reject_punct,
            reject_overlap=self.reject_overlap,
        )
        upos = doc.span_upos.get(span.key) if self.options.upos else None
        alternatives = [c.form for c in candidates]
        if not candidates:
            return Suggestion(
                span.key,
                FAILED,
                [],
                upos,
                failed=True,
                reason=f"no prediction among the top {self.pool} passed the filters",
            )
        eligible = candidates
        if upos is not None and self.tagger is not None:
            tags = self._candidate_upos(doc, span, alternatives)
            pairs = zip(candidates, tags, strict=True)
            matching = [c for c, tag in pairs if tag == upos]
            if matching:
                eligible = matching
        if doc.ledger is not None:
            # A new entity: prefer forms no other entity of the document has.
            free = [c for c in eligible if not doc.ledger.taken(c.form)] or [
                c for c in candidates if not doc.ledger.taken(c.form)
            ]
            eligible = free or eligible
        if self.sampling == "topk":
            # One generator per span, seeded by run seed and span identity: the draw
            # does not depend on batching or on the order documents arrive in.
            rng = random.Random(f"{self._seed}|{doc.document.key}|{span.key}")
            chosen = rng.choices(eligible, weights=[c.prob for c in eligible])[0]
        else:
            chosen = eligible[0]
        return Suggestion(span.key, chosen.form, alternatives, upos)

    def _candidate_upos(
        self, doc: _Doc, span: SpanRef, forms: Sequence[str]
    ) -> list[str]:
        """UPOS of each form put in place of ``span`` in the span's own sentence."""
        assert self.tagger is not None
        sentence = doc.sentences[sentence_of(doc.sentences, span)]
        text = doc.document.text
        left = text[min(sentence.start, span.start) : span.start]
        right = text[span.end : max(sentence.end, span.end)]
        return list(self.tagger.tag_many_in_context([(left, f, right) for f in forms]))

    def _in_order(self, doc: _Doc) -> list[Suggestion]:
        return [
            doc.results.get(span.key)
            or Suggestion(
                span.key,
                FAILED,
                failed=True,
                reason="the span is outside every sentence window",
            )
            for span in doc.spans
        ]


def _overlaps(doc: _Doc, key: Any, span: SpanRef) -> bool:
    other = doc.by_key.get(key)
    return other is not None and other.start < span.end and span.start < other.end
