"""Runs: create, execute (rows → engine data → candidate rows), record progress.

A run's documents are split into chunks (:class:`RunChunk`) that workers claim on the
database, one at a time, so several workers share a run. Execution is resumable by
construction: a document's candidates are written in one transaction under the run's row
lock, only spans without a candidate are generated, and the (run, span) unique
constraint backs that up. A redelivered task, a worker that takes over a dead one's
chunk, or two workers on one run therefore never duplicate or lose a candidate.
"""

from __future__ import annotations

import logging
import os
import socket
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any, Literal, overload

from django.conf import settings
from django.db import transaction
from django.db.models import F, QuerySet
from django.utils import timezone

from annotation.corpus.anonymised import originals_check
from annotation.corpus.keys import KeyUnavailable, keyring
from annotation.corpus.masking import no_mask_kept
from annotation.corpus.models import Document, Project, Span
from annotation.corpus.sealed import readable
from pseudoweb.heartbeat import Heartbeat, run_setting

from .engines.multilingual import PerLanguageGenerator
from .engines.registry import EngineResources, build_generator, check_option_keys
from .engines.types import (
    FAILED,
    BackendUnavailable,
    EngineDocument,
    EngineError,
    Generator,
    GeneratorOptions,
    SpanRef,
    Suggestion,
    confidence_clamped,
)
from .models import (
    Candidate,
    ChunkStatus,
    GenerationRun,
    RunChunk,
    RunStatus,
)

logger = logging.getLogger(__name__)

# Documents read from the database at a time; generators may batch across them.
DOCUMENT_CHUNK = 64


def engine_resources() -> EngineResources:
    return EngineResources(
        ud_paths={"en": settings.PSEUDOWEB_UD_EN, "sv": settings.PSEUDOWEB_UD_SV},
        tagger=settings.PSEUDOWEB_TAGGER,
        mlm_models={
            "en": settings.PSEUDOWEB_MLM_MODEL_EN,
            "sv": settings.PSEUDOWEB_MLM_MODEL_SV,
        },
        mlm_device=settings.PSEUDOWEB_MLM_DEVICE,
        ollama_host=settings.OLLAMA_HOST,
        llm_model=settings.PSEUDOWEB_LLM_MODEL,
        llm_models={
            language: model
            for language, model in (
                ("en", settings.PSEUDOWEB_LLM_MODEL_EN),
                ("sv", settings.PSEUDOWEB_LLM_MODEL_SV),
            )
            if model
        },
        openai_base_url=settings.PSEUDOWEB_LLM_OPENAI_BASE_URL or None,
        llm_concurrency=settings.PSEUDOWEB_LLM_CONCURRENCY,
        llm_timeout=settings.PSEUDOWEB_LLM_TIMEOUT,
        llm_tokens_per_mask=settings.PSEUDOWEB_LLM_TOKENS_PER_MASK,
        similarity_model=settings.PSEUDOWEB_SIMILARITY_MODEL,
    )


def options_parse(
    *,
    strategy: str = "maskL",
    upos: bool = False,
    k: int = 10,
    seed: int | None = None,
    context: int = 2,
    extra: dict[str, str] | None = None,
    generator: str | None = None,
) -> GeneratorOptions:
    """Options from command-line or form values; ``consistency`` may be in ``extra``."""
    extra = dict(extra or {})
    consistency = extra.pop("consistency", "none")
    if strategy not in ("maskL", "repL"):
        raise ValueError(f"Unknown strategy {strategy!r}: use maskL or repL.")
    if consistency not in ("none", "entity"):
        raise ValueError(f"Unknown consistency {consistency!r}: use none or entity.")
    if k < 1:
        raise ValueError("k must be at least 1.")
    if generator is not None:
        try:
            check_option_keys(generator, set(extra))
        except EngineError as exc:
            raise ValueError(str(exc)) from None
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
    """A queued run; :class:`~annotation.corpus.anonymised.OriginalsForgotten` once
    the project's originals are forgotten (a run reads them)."""
    originals_check(project, refused="no new run can be made.")
    documents = Document.objects.filter(project=project)
    if document_ids:
        documents = documents.filter(pk__in=document_ids)
    run = GenerationRun.objects.create(
        project=project,
        name=name,
        generator=generator,
        options=asdict(options),
        language=_run_language(project, documents),
        created_by=user,
        document_ids=list(document_ids or []),
        documents_total=documents.count(),
        spans_total=Span.objects.filter(document__in=documents).count(),
    )
    return run


def _run_language(project: Project, documents: QuerySet[Document]) -> str:
    """The language of every document of the run, or the project's when they differ.

    Each document is generated in its own language (``Document.language``); the run's
    is what one language a report can show for it (:func:`run_languages` has all).
    """
    languages = list(documents.order_by().values_list("language", flat=True)[:1])
    if languages and not documents.exclude(language=languages[0]).exists():
        return languages[0]
    return project.language


def run_languages(run: GenerationRun) -> list[str]:
    """The languages of the run's documents, sorted."""
    return sorted(set(run_documents(run).order_by().values_list("language", flat=True)))


def run_options(run: GenerationRun) -> GeneratorOptions:
    return GeneratorOptions(**run.options)


def run_documents(run: GenerationRun):
    documents = Document.objects.filter(project_id=run.project_id)
    if run.document_ids:
        documents = documents.filter(pk__in=run.document_ids)
    return documents


class RunFailed(Exception):
    """The run cannot go on (a model that cannot be loaded, a server gone for good)."""


def run_plan(run: GenerationRun) -> int:
    """Split the run's documents into chunks (once); returns how many chunks it has.

    Chunks are what workers claim, so two workers share one run and a dead worker costs
    at most its chunk's unwritten documents.
    """
    existing = RunChunk.objects.filter(run=run).count()
    if existing:
        return existing
    size = max(1, int(run_setting("PSEUDOWEB_RUN_CHUNK_DOCUMENTS")))
    # One language per chunk, so a chunk is one stream for one language's generator
    # (which batches across its documents); in corpus order within a language.
    by_language: dict[str, list[int]] = {}
    for pk, language in (
        run_documents(run).order_by("position", "pk").values_list("pk", "language")
    ):
        by_language.setdefault(language, []).append(pk)
    chunks: list[RunChunk] = []
    for language in sorted(by_language):
        ids = by_language[language]
        for offset in range(0, len(ids), size):
            chunks.append(
                RunChunk(
                    run=run,
                    number=len(chunks),
                    document_ids=ids[offset : offset + size],
                )
            )
    # A run of no documents still gets one (empty) chunk, so it finishes like any other.
    RunChunk.objects.bulk_create(
        chunks or [RunChunk(run=run, number=0)], ignore_conflicts=True
    )
    return RunChunk.objects.filter(run=run).count()


def run_cancel(*, run: GenerationRun) -> GenerationRun:
    """Stop a run: workers see it between documents; what is written stays."""
    GenerationRun.objects.filter(
        pk=run.pk, status__in=[RunStatus.QUEUED, RunStatus.RUNNING]
    ).update(status=RunStatus.CANCELLED, finished_at=timezone.now(), seconds_left=None)
    run.refresh_from_db()
    return run


def run_retry_failed(*, run: GenerationRun) -> GenerationRun:
    """Generate again the spans of a finished run that failed, and only those.

    The failed candidates are deleted and the run goes back on the queue; execution then
    fills exactly the spans that have no candidate, with the other spans' candidates in
    their places as context. Candidates that did not fail are never touched (reviews
    may hang on them).
    """
    from .services_queue import run_enqueue

    originals_check(run.project, refused="no span can be generated again.")
    with transaction.atomic():
        locked = GenerationRun.objects.select_for_update().get(pk=run.pk)
        if not locked.finished:
            raise ValueError(
                f"Run {run.pk} is {locked.status}; only a finished run can be retried."
            )
        failed = Candidate.objects.filter(run=locked, failed=True)
        if not failed.exists() and (
            Candidate.objects.filter(run=locked).count() >= locked.spans_total
        ):
            # Nothing failed and nothing is missing: retrying would only requeue a
            # finished run (and re-run its metrics) for nothing.
            return locked
        documents = set(failed.values_list("document_id", flat=True))
        failed.delete()
        written = Candidate.objects.filter(run=locked)
        GenerationRun.objects.filter(pk=run.pk).update(
            status=RunStatus.QUEUED,
            error="",
            finished_at=None,
            started_at=None,
            seconds_left=None,
            spans_done=written.count(),
            failed_count=0,
            documents_done=F("documents_done") - len(documents),
        )
        RunChunk.objects.filter(run=locked).update(
            status=ChunkStatus.QUEUED, worker="", heartbeat_at=None
        )
        run.refresh_from_db()
        run_enqueue(run=run)
    return run


# progress(documents_done, documents_total), for command-line progress bars.
Progress = Callable[[int, int], None]


def default_worker_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def generation_execute(
    *, run_id: int, worker: str = "", progress: Progress | None = None
) -> GenerationRun:
    """Work on a run in this process until no chunk of it is left to claim.

    Called by every task message of the run and by ``generate --sync``: each caller
    claims chunks one at a time, so several workers share a run and a second delivery
    of a message finds nothing to do. The last caller to finish a chunk finishes the
    run. An :class:`EngineError` (a model that cannot be loaded) fails the run at once
    with its one-line message naming the setting; a backend that stays unreachable
    gives the spans it should have filled ``[FAILED]`` with the reason, and the run goes
    on (see :func:`_chunk_execute`). ``progress(documents_done, documents_total)`` hears
    of every batch written (by any worker of the run), for a command's progress bar.
    """
    worker = worker or default_worker_name()
    run = GenerationRun.objects.select_related("project").get(pk=run_id)
    if run.finished:
        return run
    if run.project.anonymised_at is not None:
        # Queued before the originals were forgotten and never taken (forgetting
        # waits for active runs, so a stale message): nothing left to read.
        return _run_fail(run, "The project's originals were forgotten.")
    try:
        # Without the key the generators would read "▒▒▒" for every original, and
        # nothing they wrote could be sealed: the run fails at once, saying why.
        keyring.for_project(run.project_id)
    except KeyUnavailable as exc:
        return _run_fail(run, f"The originals cannot be read: {exc}")
    run_plan(run)
    _progress_report(run, progress)
    # One pseudonym memory for the run, shared by its languages: a name keeps its
    # surrogate in English and Swedish documents alike.
    memory = _memory_for(run)
    # Built when a document of its language first comes: see PerLanguageGenerator.
    generator = PerLanguageGenerator(
        run.generator, lambda language: _generator_for(run, language, memory)
    )
    with _Heartbeat(run_id=run.pk, worker=worker) as heartbeat:
        while not _stopped(run.pk):
            chunk = RunChunk.objects.claim(run.pk, worker=worker)
            if chunk is None:
                break
            heartbeat.chunk_id = chunk.pk
            _run_started(run, worker=worker)
            try:
                _chunk_execute(run, chunk, generator, progress=progress)
            except EngineError as exc:
                return _run_fail(run, str(exc))
            except KeyUnavailable as exc:  # the key went away (forgotten) meanwhile
                return _run_fail(run, f"The originals cannot be read: {exc}")
            finally:
                _memory_keep(run, memory)
            if _stopped(run.pk):
                break
            # Done even if a second worker took it over meanwhile: its documents are
            # all written either way, and the other worker will find nothing to add.
            RunChunk.objects.filter(pk=chunk.pk).update(
                status=ChunkStatus.DONE, heartbeat_at=timezone.now()
            )
            heartbeat.chunk_id = None
    return _run_finish_if_complete(run)


def _memory_for(run: GenerationRun) -> Any:
    """The project's pseudonym memory, for the generators that keep one."""
    if run.generator != "surrogate":
        return None
    from .services_memory import memory_load

    return memory_load(run.project_id)


def _generator_for(
    run: GenerationRun, language: str | None = None, memory: Any = None
) -> Generator:
    """The run's generator for documents in ``language`` (default: the run's)."""
    # Models, inventories and taggers are cached per process by the engines, so a
    # generator per call is cheap; what it loads stays loaded for the next task.
    generator = build_generator(
        run.generator,
        run_options(run),
        language=language or run.language,
        resources=_resources_for(run),
        memory=memory,
    )
    tagger_name = getattr(generator, "tagger_name", "") or ""
    if tagger_name:
        GenerationRun.objects.filter(pk=run.pk).update(tagger=tagger_name)
    return generator


def _memory_keep(run: GenerationRun, memory: Any) -> None:
    """Save what the surrogate generator's memory learned and did not claim (the
    entries of a document it stopped in; it claims the others as it goes)."""
    if memory is None or not hasattr(memory, "take_learned"):
        return
    from .services_memory import memory_save

    learned = memory.take_learned()
    if not learned:
        return
    try:
        memory_save(run.project_id, learned)
    except KeyUnavailable as exc:
        # Nothing can be sealed without the key; the run fails saying so.
        logger.warning("run %s: memory not saved: %s", run.pk, exc)


def _run_started(run: GenerationRun, *, worker: str) -> None:
    now = timezone.now()
    active = GenerationRun.objects.filter(
        pk=run.pk, status__in=[RunStatus.QUEUED, RunStatus.RUNNING]
    )
    active.filter(started_at=None).update(started_at=now)
    active.update(status=RunStatus.RUNNING, worker=worker, heartbeat_at=now)


# Documents written per transaction, and the longest a written result waits for its
# batch: one transaction per document made SQLite spend most of a light run committing.
WRITE_BATCH = 16
WRITE_WAIT_SECONDS = 1.0


def _progress_report(run: GenerationRun, progress: Progress | None) -> None:
    if progress is None:
        return
    counts = (
        GenerationRun.objects.filter(pk=run.pk)
        .values_list("documents_done", "documents_total")
        .first()
    )
    if counts is not None:
        progress(*counts)


def _chunk_execute(
    run: GenerationRun,
    chunk: RunChunk,
    generator: Generator,
    *,
    progress: Progress | None = None,
) -> None:
    """Write the candidates of the chunk's documents that have none yet.

    Results are written in small batches; a crash loses at most the batch in hand,
    which the next claim of the chunk generates again.
    """
    waiting: dict[int, _Pending] = {}
    batch: list[tuple[_Pending, list[Suggestion]]] = []
    flushed = time.monotonic()
    try:
        for document, suggestions in generator.fill(
            _pending_documents(run, waiting, chunk.document_ids)
        ):
            batch.append((waiting.pop(document.key), list(suggestions)))
            if (
                len(batch) >= WRITE_BATCH
                or time.monotonic() - flushed > WRITE_WAIT_SECONDS
            ):
                _documents_write(run, batch)
                _progress_report(run, progress)
                batch, flushed = [], time.monotonic()
                if _stopped(run.pk):
                    return
        _documents_write(run, batch)
        _progress_report(run, progress)
    except BackendUnavailable as exc:
        # The server stayed unreachable through the engine's retries: the chunk's
        # remaining spans fail with the reason (a retry of the run's failed spans
        # redoes them); the next chunk tries the server again.
        _documents_write(run, batch)
        reason = str(exc)
        logger.warning("run %s chunk %s: %s", run.pk, chunk.number, reason)
        GenerationRun.objects.filter(pk=run.pk).update(error=reason)
        failed: list[tuple[_Pending, list[Suggestion]]] = []
        for pending in _pending_documents(run, {}, chunk.document_ids, keep=True):
            assert isinstance(pending, _Pending)
            suggestions = [
                Suggestion(span_key=ref.key, text=FAILED, failed=True, reason=reason)
                for ref in pending.document.spans
            ]
            failed.append((pending, suggestions))
        _documents_write(run, failed)
        _progress_report(run, progress)


class _Heartbeat(Heartbeat):
    """Keeps the worker's claim on its chunk fresh and the run's rate current.

    A document can take minutes (an LLM that times out and retries), far longer than
    the stale limit, so the claim cannot be refreshed only between documents.
    """

    def __init__(self, *, run_id: int, worker: str) -> None:
        self.run_id = run_id
        self.worker = worker
        self.chunk_id: int | None = None
        self._last: tuple[float, int] | None = None
        super().__init__(
            interval=run_setting("PSEUDOWEB_RUN_HEARTBEAT_SECONDS"),
            name=f"run-{run_id}",
        )

    def beat(self) -> None:
        now = timezone.now()
        chunk_id = self.chunk_id
        if chunk_id is not None:
            RunChunk.objects.filter(
                pk=chunk_id, worker=self.worker, status=ChunkStatus.RUNNING
            ).update(heartbeat_at=now)
        row = (
            GenerationRun.objects.filter(pk=self.run_id)
            .values("spans_done", "spans_total", "rate")
            .first()
        )
        if row is None:
            return
        updates: dict[str, Any] = {"heartbeat_at": now}
        clock = time.monotonic()
        if self._last is not None and clock > self._last[0]:
            recent = max(0, row["spans_done"] - self._last[1]) / (clock - self._last[0])
            # Smoothed (a batch's spans land at once); all workers' writes count.
            rate = recent if row["rate"] is None else 0.5 * row["rate"] + 0.5 * recent
            left = max(0, row["spans_total"] - row["spans_done"])
            updates["rate"] = rate
            updates["seconds_left"] = left / rate if rate > 0 else None
        self._last = (clock, row["spans_done"])
        GenerationRun.objects.filter(pk=self.run_id, status=RunStatus.RUNNING).update(
            **updates
        )


def _resources_for(run: GenerationRun) -> EngineResources:
    resources = engine_resources()
    if run.project.llm_model:
        # The project's choice is for all its documents, whatever their language.
        resources.llm_model = run.project.llm_model
        resources.llm_models = {}
    return resources


def _stopped(run_id: int) -> bool:
    """Cancelled by a user, or failed by another worker: stop between documents."""
    return GenerationRun.objects.filter(
        pk=run_id, status__in=[RunStatus.CANCELLED, RunStatus.FAILED]
    ).exists()


def _run_fail(run: GenerationRun, message: str) -> GenerationRun:
    GenerationRun.objects.filter(
        pk=run.pk, status__in=[RunStatus.QUEUED, RunStatus.RUNNING]
    ).update(
        status=RunStatus.FAILED,
        error=message,
        finished_at=timezone.now(),
        seconds_left=None,
    )
    run.refresh_from_db()
    return run


def _run_finish_if_complete(run: GenerationRun) -> GenerationRun:
    """Finish the run when no chunk is left; counters are recounted from the rows."""
    run.refresh_from_db()
    if (
        run.finished
        or RunChunk.objects.filter(run=run).exclude(status=ChunkStatus.DONE).exists()
    ):
        return run
    counts = Candidate.objects.filter(run=run)
    spans_done = counts.count()
    unfinished = (
        Span.objects.filter(document__in=run_documents(run))
        .exclude(candidates__run=run)
        .values("document_id")
        .distinct()
        .count()
    )
    now = timezone.now()
    seconds = (now - run.started_at).total_seconds() if run.started_at else 0.0
    failed_count = counts.filter(failed=True).count()
    # A run whose every span failed produced nothing: it failed, whatever the count.
    all_failed = spans_done > 0 and failed_count == spans_done
    extra: dict[str, Any] = {}
    if all_failed:
        extra["error"] = _every_span_failed(run)
    finished = GenerationRun.objects.filter(
        pk=run.pk, status__in=[RunStatus.QUEUED, RunStatus.RUNNING]
    ).update(
        status=RunStatus.FAILED if all_failed else RunStatus.DONE,
        finished_at=now,
        seconds=seconds,
        spans_done=spans_done,
        # Documents without spans count as done: they need nothing.
        documents_done=run.documents_total - unfinished,
        failed_count=failed_count,
        rate=(spans_done / seconds) if seconds > 0 else None,
        seconds_left=0.0,
        **extra,
    )
    if finished and not all_failed:
        # Only the worker whose UPDATE finished the run asks for its metrics.
        from .services_queue import run_metrics_enqueue

        run_metrics_enqueue(run_id=run.pk)
    run.refresh_from_db()
    return run


def _every_span_failed(run: GenerationRun) -> str:
    """The error of a run whose every span failed: the backend's error, else the
    reason of one failed candidate."""
    reason = (
        Candidate.objects.filter(run=run, failed=True)
        .exclude(reason="")
        .values_list("reason", flat=True)
        .first()
    )
    because = run.error or reason or "see the failed candidates"
    return f"Every span failed: {because}"


@dataclass
class _Pending:
    """A document handed to the generator, and what writing its result needs."""

    document: EngineDocument  # what the generator sees (context filled in on a retry)
    text: str  # the original text
    missing: list[Span]  # spans of the document that have no candidate yet
    chosen: list[
        SpanRef
    ]  # the spans generated, in original offsets (for twins, overlaps)
    kept: set[int] = field(default_factory=set)  # NO_MASK spans left as they are
    keep: frozenset[str] = frozenset()  # the project's keep-list, folded


@overload
def _pending_documents(
    run: GenerationRun,
    waiting: dict[int, _Pending],
    document_ids: Sequence[int],
    *,
    keep: Literal[False] = False,
) -> Iterator[EngineDocument]: ...
@overload
def _pending_documents(
    run: GenerationRun,
    waiting: dict[int, _Pending],
    document_ids: Sequence[int],
    *,
    keep: Literal[True],
) -> Iterator[_Pending]: ...
def _pending_documents(
    run: GenerationRun,
    waiting: dict[int, _Pending],
    document_ids: Sequence[int],
    *,
    keep: bool = False,
) -> Iterator[EngineDocument | _Pending]:
    """Documents of ``document_ids`` with a span that has no candidate, as engine data.

    ``waiting`` gets what writing each one needs; with ``keep`` the :class:`_Pending`
    itself is yielded instead.
    """
    missing = (
        Span.objects.filter(document_id__in=document_ids)
        .exclude(candidates__run=run)
        .values_list("document_id", flat=True)
        .distinct()
    )
    ids = list(
        Document.objects.filter(pk__in=list(missing))
        .order_by("position", "pk")
        .values_list("pk", flat=True)
    )
    keep_list = _keep_list(run.project_id) if ids else frozenset()
    for offset in range(0, len(ids), DOCUMENT_CHUNK):
        chunk = ids[offset : offset + DOCUMENT_CHUNK]
        rows = Document.objects.filter(pk__in=chunk).order_by("position", "pk")
        spans = Span.objects.filter(document_id__in=chunk).select_related("label")
        by_document: dict[int, list[Span]] = {pk: [] for pk in chunk}
        for span in spans:
            by_document[span.document_id].append(span)
        written = dict(
            Candidate.objects.filter(run=run, document_id__in=chunk).values_list(
                "span_id", "text"
            )
        )
        for document in rows:
            pending = _engine_document(
                document,
                by_document[document.pk],
                document.language,
                written=written,
                keep=keep_list,
            )
            if keep:
                yield pending
            else:
                waiting[document.pk] = pending
                yield pending.document


# Spans the generator does not see, and why; they still get a candidate row each.
_KEPT_NO_MASK = "TAB NO_MASK span: kept as it is"
_KEPT_LISTED = "keep-list: the project keeps this original as it is"


def _keep_list(project_id: int) -> frozenset[str]:
    from .services_memory import keep_folded

    return keep_folded(project_id)


def _kept(span: Span, text: str, keep: frozenset[str]) -> bool:
    if not keep:
        return False
    from .engines.surrogate.text import fold

    return fold(text[span.start : span.end]) in keep


def _engine_document(
    document: Document,
    spans: list[Span],
    language: str,
    *,
    written: dict[int, str] | None = None,
    keep: frozenset[str] = frozenset(),
) -> _Pending:
    """The spans a generator fills: one per distinct range, none overlapping.

    Imports keep overlapping and duplicate spans (several annotators, sloppy exports),
    but a text can hold only one replacement at a place. The first span of each range
    (by start, longest first) is generated; its twins copy its candidate and spans
    overlapping it get a failed candidate saying so (see :func:`_candidate_rows`).

    Spans that already have a candidate (``written``, when failed spans are retried) are
    not generated again: their candidate stands in the text, so the generator sees the
    same kind of context as the first time and no original PII around the retried spans.
    """
    written = written or {}
    # TAB's rule: a NO_MASK mention of an entity masked elsewhere is masked too.
    kept = no_mask_kept(spans)
    chosen: list[SpanRef] = []
    last_end = -1
    for span in sorted(spans, key=lambda s: (s.start, -s.end, s.pk)):
        if span.pk in kept:
            continue
        if _kept(span, document.text, keep):
            continue  # on the keep-list: a candidate keeping it is written for it
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
    text = document.text
    pieces: list[str] = []
    sent: list[SpanRef] = []
    shift = 0
    cursor = 0
    for ref in chosen:
        if ref.key in written:
            pieces.append(text[cursor : ref.start])
            pieces.append(written[ref.key])
            shift += len(written[ref.key]) - (ref.end - ref.start)
            cursor = ref.end
        else:
            sent.append(replace(ref, start=ref.start + shift, end=ref.end + shift))
    pieces.append(text[cursor:])
    return _Pending(
        document=EngineDocument(
            key=document.pk, text="".join(pieces), spans=tuple(sent), language=language
        ),
        text=text,
        missing=[span for span in spans if span.pk not in written],
        chosen=chosen,
        kept=kept,
        keep=keep,
    )


def _candidate_rows(
    run: GenerationRun, pending: _Pending, suggestions: Iterable[Suggestion]
) -> list[Candidate]:
    by_key = {s.span_key: s for s in suggestions}
    # Twins copy a span generated now; overlaps name the span they lost to, either way.
    generated = {ref.key: ref for ref in pending.chosen}
    rows: list[Candidate] = []
    for span in pending.missing:
        suggestion = by_key.get(span.pk)
        if suggestion is None:
            suggestion = _suggestion_for_skipped(
                span,
                generated,
                by_key,
                pending.text,
                kept=pending.kept,
                keep=pending.keep,
            )
        rows.append(
            Candidate(
                run=run,
                span_id=span.pk,
                document_id=pending.document.key,
                text=suggestion.text,
                alternatives=list(suggestion.alternatives),
                upos=suggestion.upos or "",
                failed=suggestion.failed,
                reason=suggestion.reason,
                # Again here: a generator may have set it after building the object.
                confidence=confidence_clamped(suggestion.confidence),
            )
        )
    return rows


def _documents_write(
    run: GenerationRun, batch: Sequence[tuple[_Pending, Iterable[Suggestion]]]
) -> None:
    """Write the candidates of several documents in one transaction."""
    if not batch:
        return
    rows = [
        row for pending, found in batch for row in _candidate_rows(run, pending, found)
    ]
    documents = {pending.document.key for pending, _ in batch}
    with transaction.atomic():
        # Writers of one run queue on its row, so a second writer of the same document
        # (a redelivered task, a worker that took over a silent one's chunk) sees the
        # first one's rows and adds nothing; counters move with the rows they count.
        GenerationRun.objects.select_for_update().filter(pk=run.pk).first()
        existing = set(
            Candidate.objects.filter(run=run, document_id__in=documents).values_list(
                "span_id", flat=True
            )
        )
        rows = [row for row in rows if row.span_id not in existing]
        if not rows:
            return
        Candidate.objects.bulk_create(rows)
        GenerationRun.objects.filter(pk=run.pk).update(
            # A write covers every span a document lacked, so it completes the document.
            documents_done=F("documents_done") + len({row.document_id for row in rows}),
            spans_done=F("spans_done") + len(rows),
            failed_count=F("failed_count") + sum(1 for row in rows if row.failed),
            heartbeat_at=timezone.now(),
        )


def _document_write(
    run: GenerationRun, pending: _Pending, suggestions: Iterable[Suggestion]
) -> None:
    _documents_write(run, [(pending, suggestions)])


def _suggestion_for_skipped(
    span: Span,
    generated: dict[Any, SpanRef],
    by_key: dict[Any, Suggestion],
    text: str,
    *,
    kept: set[int],
    keep: frozenset[str] = frozenset(),
) -> Suggestion:
    if span.pk in kept:
        return Suggestion(
            span_key=span.pk, text=text[span.start : span.end], reason=_KEPT_NO_MASK
        )
    if _kept(span, text, keep):
        return Suggestion(
            span_key=span.pk, text=text[span.start : span.end], reason=_KEPT_LISTED
        )
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
                confidence=twin.confidence,
            )
    for ref in generated.values():
        if ref.start < span.end and span.start < ref.end:
            return Suggestion(
                span_key=span.pk,
                text="",
                failed=True,
                reason=f"overlaps span {ref.key} [{ref.start}:{ref.end}],"
                " which was generated",
            )
    return Suggestion(
        span_key=span.pk, text="", failed=True, reason="the generator returned nothing"
    )


def candidates_for_export(run: GenerationRun) -> Iterator[dict[str, Any]]:
    """One dict per span of the run, in corpus order (export_candidates' lines).

    Texts are sealed at rest, so the original is cut out here: each document's text
    is read once, when its first candidate comes. Without the project's key this
    raises KeyUnavailable at once: the lines are streamed, and an error after the
    first would leave a cut file.
    """
    keyring.for_project(run.project_id)
    return _candidate_lines(run)


def _candidate_lines(run: GenerationRun) -> Iterator[dict[str, Any]]:
    rows = (
        Candidate.objects.filter(run=run)
        .order_by(
            "span__document__position", "span__document_id", "span__start", "span_id"
        )
        .values_list(
            "span__document_id",
            "span__document__external_id",
            "span__start",
            "span__end",
            "span__label__name",
            "span__entity",
            "text",
            "alternatives",
            "upos",
            "failed",
            "reason",
            "confidence",
            "suggested_tag",
            "suggested_confidence",
            "suggested_evidence",
        )
    )
    held: tuple[int, str] = (0, "")
    for (
        document_id,
        doc,
        start,
        end,
        label,
        entity,
        text,
        alts,
        upos,
        failed,
        reason,
        confidence,
        suggested_tag,
        suggested_confidence,
        suggested_evidence,
    ) in rows.iterator(chunk_size=2000):
        if held[0] != document_id:
            held = (
                document_id,
                readable(
                    Document.objects.values_list("text", flat=True).get(pk=document_id)
                ),
            )
        original = held[1][start:end]
        yield {
            "document": doc,
            "start": start,
            "end": end,
            "label": label,
            "entity": entity or None,
            "original": original,
            "candidate": text,
            "alternatives": alts,
            "upos": upos or None,
            "failed": failed,
            "reason": reason,
            # Null when the generator does not say how sure it is.
            "confidence": confidence,
            # The machine's proposed error tag; null until proposals are computed.
            "suggested_tag": suggested_tag or None,
            "suggested_confidence": suggested_confidence,
            "suggested_evidence": suggested_evidence or [],
        }
