"""Runs: create them, execute them (rows → engine data → candidate rows), record progress.

Execution is resumable by construction: a document's candidates are written in one
transaction, documents that already have candidates of the run are skipped, and the
(run, span) unique constraint makes a second writer's rows no-ops. A retried task or two
workers on one run therefore never duplicate or lose a candidate.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import asdict
from typing import Any

from django.conf import settings
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from annotation.models import Document, IdentifierType, Project, Span

from .engines.registry import EngineResources, build_generator
from .engines.types import (
    BackendUnavailable,
    EngineDocument,
    EngineError,
    GeneratorOptions,
    SpanRef,
    Suggestion,
)
from .models import Candidate, GenerationRun, RunStatus

logger = logging.getLogger(__name__)

# How many documents are read from the database at a time; generators may batch across them.
DOCUMENT_CHUNK = 64


def engine_resources() -> EngineResources:
    return EngineResources(
        ud_paths={"en": settings.PSEUDOWEB_UD_EN, "sv": settings.PSEUDOWEB_UD_SV},
        tagger=settings.PSEUDOWEB_TAGGER,
        mlm_models={"en": settings.PSEUDOWEB_MLM_MODEL_EN, "sv": settings.PSEUDOWEB_MLM_MODEL_SV},
        mlm_device=settings.PSEUDOWEB_MLM_DEVICE,
        ollama_host=settings.OLLAMA_HOST,
        llm_model=settings.PSEUDOWEB_LLM_MODEL,
        openai_base_url=settings.PSEUDOWEB_LLM_OPENAI_BASE_URL or None,
        llm_concurrency=settings.PSEUDOWEB_LLM_CONCURRENCY,
        llm_timeout=settings.PSEUDOWEB_LLM_TIMEOUT,
    )


def options_parse(
    *,
    strategy: str = "maskL",
    upos: bool = False,
    k: int = 10,
    seed: int | None = None,
    context: int = 2,
    extra: dict[str, str] | None = None,
) -> GeneratorOptions:
    """Build options from command-line or form values; ``consistency`` may come in ``extra``."""
    extra = dict(extra or {})
    consistency = extra.pop("consistency", "none")
    if strategy not in ("maskL", "repL"):
        raise ValueError(f"Unknown strategy {strategy!r}: use maskL or repL.")
    if consistency not in ("none", "entity"):
        raise ValueError(f"Unknown consistency {consistency!r}: use none or entity.")
    if k < 1:
        raise ValueError("k must be at least 1.")
    return GeneratorOptions(
        strategy=strategy,  # type: ignore[arg-type]
        upos=upos,
        k=k,
        seed=seed,
        context=context,
        consistency=consistency,  # type: ignore[arg-type]
        extra=extra,
    )


def run_create(
    *,
    project: Project,
    generator: str,
    options: GeneratorOptions,
    document_ids: Sequence[int] | None = None,
    name: str = "",
    user: Any = None,
) -> GenerationRun:
    documents = Document.objects.filter(project=project)
    if document_ids:
        documents = documents.filter(pk__in=document_ids)
    run = GenerationRun.objects.create(
        project=project,
        name=name,
        generator=generator,
        options=asdict(options),
        language=project.language,
        created_by=user,
        document_ids=list(document_ids or []),
        documents_total=documents.count(),
        spans_total=Span.objects.filter(document__in=documents).count(),
    )
    return run


def run_options(run: GenerationRun) -> GeneratorOptions:
    return GeneratorOptions(**run.options)


def run_documents(run: GenerationRun):
    documents = Document.objects.filter(project_id=run.project_id)
    if run.document_ids:
        documents = documents.filter(pk__in=run.document_ids)
    return documents


class RunFailed(Exception):
    """The run cannot go on (a model that cannot be loaded, a server gone for good)."""


def generation_execute(*, run_id: int, worker: str = "") -> GenerationRun:
    """Execute (or resume) a run in this process; returns the run as it ended.

    Raises :class:`BackendUnavailable` for transient trouble, after releasing nothing: the
    caller (a task) decides whether to retry. Any :class:`EngineError` fails the run with
    its one-line message.
    """
    run = GenerationRun.objects.select_related("project").get(pk=run_id)
    options = run_options(run)
    started = time.monotonic()
    GenerationRun.objects.filter(pk=run.pk).update(
        status=RunStatus.RUNNING,
        started_at=run.started_at or timezone.now(),
        heartbeat_at=timezone.now(),
        worker=worker,
        error="",
    )
    try:
        generator = build_generator(
            run.generator, options, language=run.language, resources=_resources_for(run)
        )
    except EngineError as exc:
        return _run_fail(run, str(exc))
    tagger_name = getattr(generator, "tagger_name", "") or ""
    if tagger_name:
        GenerationRun.objects.filter(pk=run.pk).update(tagger=tagger_name)
    try:
        # Documents are read ahead by generators that batch; their span rows wait here.
        waiting: dict[int, list[Span]] = {}
        for document, suggestions in generator.fill(_pending_documents(run, waiting)):
            _document_write(run, document, suggestions, waiting.pop(document.key))
            if _cancelled(run.pk):
                break
    except BackendUnavailable:
        raise
    except EngineError as exc:
        return _run_fail(run, str(exc))
    return _run_finish(run, seconds=time.monotonic() - started)


def _resources_for(run: GenerationRun) -> EngineResources:
    resources = engine_resources()
    if run.project.llm_model:
        resources.llm_model = run.project.llm_model
    return resources


def _cancelled(run_id: int) -> bool:
    return GenerationRun.objects.filter(pk=run_id, status=RunStatus.CANCELLED).exists()


def _run_fail(run: GenerationRun, message: str) -> GenerationRun:
    GenerationRun.objects.filter(pk=run.pk).update(
        status=RunStatus.FAILED, error=message, finished_at=timezone.now()
    )
    run.refresh_from_db()
    return run


def _run_finish(run: GenerationRun, *, seconds: float) -> GenerationRun:
    counts = Candidate.objects.filter(run=run)
    GenerationRun.objects.filter(pk=run.pk).exclude(status=RunStatus.CANCELLED).update(
        status=RunStatus.DONE,
        finished_at=timezone.now(),
        seconds=(run.seconds or 0) + seconds,
        spans_done=counts.count(),
        documents_done=counts.values("document_id").distinct().count(),
        failed_count=counts.filter(failed=True).count(),
    )
    run.refresh_from_db()
    return run


def _pending_documents(
    run: GenerationRun, waiting: dict[int, list[Span]]
) -> Iterator[EngineDocument]:
    """Documents of the run that have no candidates yet, as engine data, in corpus order."""
    done = Candidate.objects.filter(run=run).values("document_id")
    documents = run_documents(run).exclude(pk__in=done).order_by("position", "pk")
    ids = list(documents.values_list("pk", flat=True))
    for offset in range(0, len(ids), DOCUMENT_CHUNK):
        chunk = ids[offset : offset + DOCUMENT_CHUNK]
        rows = Document.objects.filter(pk__in=chunk).order_by("position", "pk")
        spans = Span.objects.filter(document_id__in=chunk).select_related("label")
        by_document: dict[int, list[Span]] = {pk: [] for pk in chunk}
        for span in spans:
            by_document[span.document_id].append(span)
        for document in rows:
            waiting[document.pk] = by_document[document.pk]
            yield _engine_document(document, by_document[document.pk], run.language)


# Spans the generator does not see, and why; they still get a candidate row each.
_KEPT_NO_MASK = "TAB NO_MASK span: kept as it is"


def _engine_document(document: Document, spans: list[Span], language: str) -> EngineDocument:
    """The spans a generator fills: one per distinct range, none overlapping.

    Imports keep overlapping and duplicate spans (several annotators, sloppy exports), but a
    text can hold only one replacement at a place. The first span of each range (by start,
    longest first) is generated; its twins copy its candidate and spans overlapping it get a
    failed candidate saying so (see :func:`_document_write`).
    """
    chosen: list[SpanRef] = []
    last_end = -1
    for span in sorted(spans, key=lambda s: (s.start, -s.end, s.pk)):
        if span.identifier_type == IdentifierType.NO_MASK:
            continue
        if span.start < last_end:
            continue
        chosen.append(
            SpanRef(
                key=span.pk,
                start=span.start,
                end=span.end,
                label=span.label.name,
                category=span.label.category,
                entity=span.entity or None,
            )
        )
        last_end = span.end
    return EngineDocument(
        key=document.pk, text=document.text, spans=tuple(chosen), language=language
    )


def _document_write(
    run: GenerationRun,
    document: EngineDocument,
    suggestions: Iterable[Suggestion],
    spans: list[Span],
) -> None:
    by_key = {s.span_key: s for s in suggestions}
    generated = {ref.key: ref for ref in document.spans}
    rows: list[Candidate] = []
    for span in spans:
        suggestion = by_key.get(span.pk)
        if suggestion is None:
            suggestion = _suggestion_for_skipped(span, generated, by_key, document.text)
        rows.append(
            Candidate(
                run=run,
                span_id=span.pk,
                document_id=document.key,
                text=suggestion.text,
                alternatives=list(suggestion.alternatives),
                upos=suggestion.upos or "",
                failed=suggestion.failed,
                reason=suggestion.reason,
            )
        )
    failed = sum(1 for row in rows if row.failed)
    with transaction.atomic():
        # Writers of one run queue on its row, so a second writer of the same document
        # (a redelivered task, a second worker) sees the first one's rows and adds nothing.
        GenerationRun.objects.select_for_update().filter(pk=run.pk).first()
        if Candidate.objects.filter(run=run, document_id=document.key).exists():
            return
        Candidate.objects.bulk_create(rows, ignore_conflicts=True)
        GenerationRun.objects.filter(pk=run.pk).update(
            documents_done=F("documents_done") + 1,
            spans_done=F("spans_done") + len(rows),
            failed_count=F("failed_count") + failed,
            heartbeat_at=timezone.now(),
        )


def _suggestion_for_skipped(
    span: Span, generated: dict[Any, SpanRef], by_key: dict[Any, Suggestion], text: str
) -> Suggestion:
    if span.identifier_type == IdentifierType.NO_MASK:
        return Suggestion(span_key=span.pk, text=text[span.start : span.end], reason=_KEPT_NO_MASK)
    for ref in generated.values():
        if (ref.start, ref.end) == (span.start, span.end) and ref.key in by_key:
            twin = by_key[ref.key]
            return Suggestion(
                span_key=span.pk,
                text=twin.text,
                alternatives=list(twin.alternatives),
                upos=twin.upos,
                failed=twin.failed,
                reason=f"same range as span {ref.key}: shares its candidate",
            )
    for ref in generated.values():
        if ref.start < span.end and span.start < ref.end:
            return Suggestion(
                span_key=span.pk,
                text="",
                failed=True,
                reason=f"overlaps span {ref.key} [{ref.start}:{ref.end}], which was generated",
            )
    return Suggestion(span_key=span.pk, text="", failed=True, reason="the generator returned nothing")


def candidates_for_export(run: GenerationRun) -> Iterator[dict[str, Any]]:
    """One dict per span of the run, in corpus order (the export_candidates line shape)."""
    rows = (
        Candidate.objects.filter(run=run)
        .select_related("span__label", "span__document")
        .order_by("span__document__position", "span__document_id", "span__start", "span_id")
    )
    for candidate in rows.iterator(chunk_size=2000):
        span = candidate.span
        yield {
            "document": span.document.external_id,
            "start": span.start,
            "end": span.end,
            "label": span.label.name,
            "entity": span.entity or None,
            "original": span.document.text[span.start : span.end],
            "candidate": candidate.text,
            "alternatives": candidate.alternatives,
            "upos": candidate.upos or None,
            "failed": candidate.failed,
        }

