"""A run's automatic metrics: computed over its pseudonymized documents and stored.

``run_metrics_compute`` is what the ``metrics`` worker (and ``report --compute``) runs;
``metrics_request`` queues it. ``originals_for`` measures the original spans the
runs cover, the baseline row of the metrics report (:mod:`annotation.reports.tables`).
"""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Iterator, Sequence
from typing import Any

from django.conf import settings
from django.utils import timezone

from annotation.corpus.keys import KeyUnavailable, keyring
from annotation.corpus.models import Document, IdentifierType, Span
from generation.engines.metrics import (
    Embedder,
    PseudonymizedDocument,
    Replacement,
    SentenceTransformerEmbedder,
    originals_metrics,
    run_metrics,
)
from generation.engines.tagging import Tagger, get_tagger
from generation.engines.types import EngineError, SpanRef
from generation.models import Candidate, GenerationRun, RunMetrics

DOCUMENT_CHUNK = 200


def _replacement(candidate: Candidate, span: Span, text: str) -> Replacement:
    ref = SpanRef(
        key=span.pk,
        start=span.start,
        end=span.end,
        label=span.label.name,
        category=span.label.category,
        entity=span.entity or None,
    )
    original = text[span.start : span.end]
    # NO_MASK spans get the original back as their candidate: kept, not replaced.
    kept = (
        not candidate.failed
        and span.identifier_type == IdentifierType.NO_MASK
        and candidate.text == original
    )
    return Replacement(
        span=ref, text=candidate.text, failed=candidate.failed, kept=kept
    )


def run_pseudonymized_documents(run: GenerationRun) -> Iterator[PseudonymizedDocument]:
    """The run's documents with its candidates, a chunk of documents at a time."""
    document_ids = list(
        Candidate.objects.filter(run=run)
        .order_by("document_id")
        .values_list("document_id", flat=True)
        .distinct()
    )
    for begin in range(0, len(document_ids), DOCUMENT_CHUNK):
        chunk = document_ids[begin : begin + DOCUMENT_CHUNK]
        texts: dict[int, str] = {}
        languages: dict[int, str] = {}
        for pk, text, language in Document.objects.filter(pk__in=chunk).values_list(
            "pk", "text", "language"
        ):
            texts[pk], languages[pk] = text, language
        by_document: dict[int, list[Replacement]] = defaultdict(list)
        candidates = (
            Candidate.objects.filter(run=run, document_id__in=chunk)
            .select_related("span", "span__label")
            .order_by("document_id", "span__start", "span__end", "span_id")
        )
        for candidate in candidates:
            text = texts[candidate.document_id]
            by_document[candidate.document_id].append(
                _replacement(candidate, candidate.span, text)
            )
        for document_id in chunk:
            yield PseudonymizedDocument(
                key=document_id,
                text=texts[document_id],
                replacements=tuple(by_document[document_id]),
                language=languages[document_id],
            )


_FROM_SETTINGS: Any = object()


def _run_document_languages(run: GenerationRun) -> list[str]:
    return sorted(
        set(
            Document.objects.filter(
                pk__in=Candidate.objects.filter(run=run).values("document_id")
            )
            .order_by()
            .values_list("language", flat=True)
            .distinct()
        )
    )


def _default_tagger(language: str) -> Tagger:
    from generation.services import engine_resources

    resources = engine_resources()
    return get_tagger(resources.tagger, language, resources.ud_paths.get(language))


def run_metrics_compute(
    *,
    run_id: int,
    tagger: Tagger | None = _FROM_SETTINGS,
    embedder: Embedder | None = _FROM_SETTINGS,
    worker: str = "",
) -> RunMetrics:
    """Compute and store a run's metrics. A tagger or model that cannot be loaded
    leaves its measures empty with a note naming the setting; the rest is stored.

    ``worker`` is the claim the task took (:func:`metrics_claim`); without one (the
    ``report --compute`` command, tests) the row is taken here. Either way a
    heartbeat keeps the claim fresh, and the result is stored only if the claim is
    still ours: metrics re-requested meanwhile are computed again by the new message.
    """
    from generation.services import default_worker_name
    from generation.services_queue import MetricsHeartbeat

    run = GenerationRun.objects.get(pk=run_id)
    if not worker:
        worker = default_worker_name()
        RunMetrics.objects.get_or_create(run=run)
        RunMetrics.objects.filter(run=run).update(
            status=RunMetrics.Status.RUNNING,
            worker=worker,
            heartbeat_at=timezone.now(),
        )
    mine = RunMetrics.objects.filter(
        run=run, status=RunMetrics.Status.RUNNING, worker=worker
    )
    started = time.monotonic()
    notes: list[str] = []
    with MetricsHeartbeat(run_id=run.pk, worker=worker):
        # Each document is tagged in its own language (a project may mix English and
        # Swedish); a given ``tagger`` (tests, benchmarks) tags them all.
        taggers: dict[str, Tagger | None] | None = None
        if tagger is _FROM_SETTINGS:
            tagger = None
            taggers = {}
            for language in _run_document_languages(run):
                try:
                    taggers[language] = _default_tagger(language)
                except EngineError as exc:
                    taggers[language] = None
                    notes.append(f"UPOS accuracy not measured for {language!r}: {exc}")
        if embedder is _FROM_SETTINGS:
            try:
                embedder = SentenceTransformerEmbedder(
                    settings.PSEUDOWEB_SIMILARITY_MODEL
                )
            except EngineError as exc:
                embedder = None
                notes.append(f"Similarity not measured: {exc}")
        upos: dict[Any, tuple[str, str]] = {}
        try:
            # Never measure "▒▒▒": without the key the metrics fail, saying why.
            keyring.for_project(run.project_id)
            values = run_metrics(
                run_pseudonymized_documents(run),
                tagger=tagger,
                taggers=taggers,
                embedder=embedder,
                upos_out=upos,
            )
        except KeyUnavailable as exc:
            mine.update(
                status=RunMetrics.Status.FAILED,
                error=f"The originals cannot be read: {exc}",
                notes=notes,
                heartbeat_at=None,
            )
            return RunMetrics.objects.get(run=run)
        except Exception as exc:
            mine.update(
                status=RunMetrics.Status.FAILED,
                error=f"{type(exc).__name__}: {exc}",
                notes=notes,
                heartbeat_at=None,
            )
            raise
    mine.update(
        values=values,
        notes=notes,
        error="",
        status=RunMetrics.Status.DONE,
        computed_at=timezone.now(),
        seconds=time.monotonic() - started,
        heartbeat_at=None,
    )
    # Then the proposed tags, from the UPOS the metrics read. They need no claim
    # (computing them again gives the same), and a failure there costs a note,
    # never the metrics.
    from .proposals import suggest_tags_compute

    try:
        suggest_tags_compute(run_id=run.pk, upos=upos)
    except Exception as exc:  # noqa: BLE001 - a note; the metrics stand
        notes.append(f"Tag proposals not computed: {type(exc).__name__}: {exc}")
        RunMetrics.objects.filter(run=run).update(notes=notes)
    return RunMetrics.objects.get(run=run)


def metrics_request(*, run: GenerationRun) -> RunMetrics:
    """Queue a (re)computation in the background; the row says it is queued."""
    from generation.services_queue import run_metrics_enqueue

    return run_metrics_enqueue(run_id=run.pk)


def originals_for(*, runs: Sequence[GenerationRun]) -> dict[str, Any]:
    """Diversity of the original spans of the documents the runs cover (NO_MASK out)."""
    spans = (
        Span.objects.filter(
            document_id__in=Candidate.objects.filter(run__in=runs).values("document_id")
        )
        .exclude(identifier_type=IdentifierType.NO_MASK)
        .select_related("label")
        .order_by("document_id", "start", "end", "id")
    )
    by_document: dict[int, list[Span]] = defaultdict(list)
    for span in spans:
        by_document[span.document_id].append(span)
    texts: dict[int, tuple[str, str]] = {
        pk: (text, language)
        for pk, text, language in Document.objects.filter(
            pk__in=list(by_document)
        ).values_list("pk", "text", "language")
    }
    documents = [
        PseudonymizedDocument(
            key=document_id,
            text=texts[document_id][0],
            language=texts[document_id][1],
            replacements=tuple(
                Replacement(
                    span=SpanRef(key=s.pk, start=s.start, end=s.end, label=""),
                    text="",
                )
                for s in members
            ),
        )
        for document_id, members in by_document.items()
    ]
    values = originals_metrics(documents)
    return {
        "upos_accuracy": None,
        "overlap_partial": None,
        "overlap_absolute": None,
        "similarity_word": None,
        "similarity_sentence": None,
        **values,
        "failed_share": None,
        "entity_consistency": None,
        "merged_entities": None,
    }
