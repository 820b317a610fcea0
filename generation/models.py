"""Generation runs, their chunks and the candidates they produce.

Job state lives here, not in Celery.
"""

from __future__ import annotations

from datetime import datetime

from django.conf import settings
from django.db import models
from django.db.models import F, Q
from django.utils import timezone

from annotation.corpus.models import Document, Project, Span
from annotation.corpus.sealed import SealedJSONField, SealedQuerySet, SealedTextField
from pseudoweb.heartbeat import stale_before


class RunStatus(models.TextChoices):
    QUEUED = "queued", "Queued"
    RUNNING = "running", "Running"
    DONE = "done", "Done"
    FAILED = "failed", "Failed"
    CANCELLED = "cancelled", "Cancelled"


class GenerationRun(models.Model):
    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="runs")
    name = models.CharField(max_length=200, blank=True)
    generator = models.CharField(max_length=50)
    # Every option the generator ran with, defaults filled in, so a run can be repeated.
    options = models.JSONField(default=dict, blank=True)
    language = models.CharField(max_length=2)
    tagger = models.CharField(max_length=20, blank=True)
    status = models.CharField(
        max_length=20,
        choices=RunStatus.choices,
        default=RunStatus.QUEUED,
        db_index=True,
    )
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    # Which documents; empty means all of the project's documents.
    document_ids = models.JSONField(default=list, blank=True)
    documents_total = models.PositiveIntegerField(default=0)
    documents_done = models.PositiveIntegerField(default=0)
    spans_total = models.PositiveIntegerField(default=0)
    spans_done = models.PositiveIntegerField(default=0)
    failed_count = models.PositiveIntegerField(default=0)
    error = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    seconds = models.FloatField(null=True, blank=True)
    # Who holds the run now and when it last said so; a stale heartbeat frees it.
    worker = models.CharField(max_length=200, blank=True)
    heartbeat_at = models.DateTimeField(null=True, blank=True)
    # When the run was last put on the queue by someone (enqueue, retry) ...
    queued_at = models.DateTimeField(null=True, blank=True)
    # ... and when a task message was last sent for it (recovery re-sends lost ones).
    message_at = models.DateTimeField(null=True, blank=True)
    # Spans written per second lately (all workers together), and what that leaves.
    rate = models.FloatField(null=True, blank=True)
    seconds_left = models.FloatField(null=True, blank=True)
    # Whether a lead lets every annotator of the project see this run by name (its
    # page, its candidates in curate, "evaluate a run", reports). Off: annotators see it
    # only through review sets given to them. A blind set hides its runs from its
    # reviewers whatever this says (generation.access).
    visible_to_annotators = models.BooleanField(default=False)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"run {self.pk} ({self.generator}) {self.status}"

    @property
    def label(self) -> str:
        return self.name or f"{self.generator} #{self.pk}"

    @property
    def finished(self) -> bool:
        return self.status in (RunStatus.DONE, RunStatus.FAILED, RunStatus.CANCELLED)

    @property
    def waiting_for_worker(self) -> bool:
        """Queued (or held by a silent worker) for a while, and nobody is taking it.

        True means no worker listens on the run's queue, or all of them are busy: the
        page should say so rather than show a run that seems to hang.
        """
        cutoff = stale_before()
        if self.status == RunStatus.QUEUED:
            since = self.queued_at or self.created_at
            return since is not None and since < cutoff
        if self.status == RunStatus.RUNNING:
            return self.heartbeat_at is not None and self.heartbeat_at < cutoff
        return False


class ChunkStatus(models.TextChoices):
    QUEUED = "queued", "Queued"
    RUNNING = "running", "Running"
    DONE = "done", "Done"


class ChunkQuerySet(models.QuerySet):
    def claimable(self, *, before: datetime) -> ChunkQuerySet:
        """Chunks nobody works on: never taken, or held by a worker gone silent."""
        return self.filter(
            Q(status=ChunkStatus.QUEUED)
            | Q(status=ChunkStatus.RUNNING, heartbeat_at__lt=before)
        )

    def claim(self, run_id: int, *, worker: str) -> RunChunk | None:
        """Take the first free chunk of the run for ``worker``, or None if none is left.

        One conditional UPDATE per try, so of two workers racing for a chunk exactly one
        wins (SQLite serialises writers; PostgreSQL re-checks the WHERE after the lock).
        """
        while True:
            before = stale_before()
            ids = list(
                self.claimable(before=before)
                .filter(run_id=run_id)
                .order_by("number")
                .values_list("pk", flat=True)[:8]
            )
            if not ids:
                return None
            for pk in ids:
                taken = (
                    self.claimable(before=before)
                    .filter(pk=pk)
                    .update(
                        status=ChunkStatus.RUNNING,
                        worker=worker,
                        heartbeat_at=timezone.now(),
                        attempts=F("attempts") + 1,
                    )
                )
                if taken:
                    return self.get(pk=pk)


class RunChunk(models.Model):
    """A slice of a run's documents: what one worker claims and executes at a time."""

    objects = ChunkQuerySet.as_manager()

    run = models.ForeignKey(
        GenerationRun, on_delete=models.CASCADE, related_name="chunks"
    )
    number = models.PositiveIntegerField()
    document_ids = models.JSONField(default=list)
    status = models.CharField(
        max_length=20, choices=ChunkStatus.choices, default=ChunkStatus.QUEUED
    )
    worker = models.CharField(max_length=200, blank=True)
    heartbeat_at = models.DateTimeField(null=True, blank=True)
    # How often it was claimed: more than once means a worker died or a retry.
    attempts = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["run", "number"]
        constraints = [
            models.UniqueConstraint(
                fields=["run", "number"], name="chunk_unique_number"
            ),
        ]
        indexes = [models.Index(fields=["run", "status"])]

    def __str__(self) -> str:
        return f"chunk {self.number} of run {self.run_id} ({self.status})"


class Candidate(models.Model):
    objects = SealedQuerySet.as_manager()
    run = models.ForeignKey(
        GenerationRun, on_delete=models.CASCADE, related_name="candidates"
    )
    span = models.ForeignKey(Span, on_delete=models.CASCADE, related_name="candidates")
    # Denormalised so a run's candidates of one document come back in one indexed query.
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="+")
    # Sealed at rest (annotation/corpus/sealed.py): a candidate may keep its original
    # (NO_MASK, the keep-list) and its evidence quotes other candidates.
    text = SealedTextField(blank=True, project="run.project_id")
    alternatives = SealedJSONField(default=list, blank=True, project="run.project_id")
    upos = models.CharField(max_length=10, blank=True)
    failed = models.BooleanField(default=False)
    reason = models.TextField(blank=True)
    # How sure the generator is (Suggestion.confidence), in [0, 1]; null: it does
    # not say. Curate can show the least sure spans first.
    confidence = models.FloatField(null=True, blank=True)
    # The machine's proposed error tag (generation.engines.proposals), its confidence
    # and evidence; empty until proposals are computed. Never a person's tag.
    suggested_tag = models.CharField(max_length=24, blank=True)
    suggested_confidence = models.FloatField(null=True, blank=True)
    suggested_evidence = SealedJSONField(
        default=list, blank=True, project="run.project_id"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["span__start", "span_id"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(confidence__isnull=True)
                | models.Q(confidence__gte=0, confidence__lte=1),
                name="candidate_confidence_0_to_1",
            ),
            # A retried or twice-delivered task can never write a second candidate.
            models.UniqueConstraint(
                fields=["run", "span"], name="candidate_one_per_span_and_run"
            ),
        ]
        indexes = [models.Index(fields=["run", "document"])]

    def __str__(self) -> str:
        # Not its text: the admin's change log keeps this (and the text may be the
        # original, kept).
        return f"candidate {self.pk} for span {self.span_id}"


# --------------------------------------------------------------------------------------
# Automatic metrics (issue 6)


class RunMetrics(models.Model):
    """A run's automatic metrics (``generation.engines.metrics.run_metrics``), kept so
    report pages read them instead of recomputing (similarity needs a model)."""

    class Status(models.TextChoices):
        QUEUED = "queued", "Queued"
        RUNNING = "running", "Running"
        DONE = "done", "Done"
        FAILED = "failed", "Failed"

    run = models.OneToOneField(
        GenerationRun, on_delete=models.CASCADE, related_name="metrics"
    )
    status = models.CharField(
        max_length=20, choices=Status.choices, default=Status.QUEUED
    )
    values = models.JSONField(default=dict, blank=True)
    # What could not be measured and why (a missing model names its setting).
    notes = models.JSONField(default=list, blank=True)
    error = models.TextField(blank=True)
    computed_at = models.DateTimeField(null=True, blank=True)
    seconds = models.FloatField(null=True, blank=True)
    # As for runs: who computes them and when it last said so (a stale heartbeat
    # means its worker died and recovery queues them again), and when a task
    # message last went out for them.
    worker = models.CharField(max_length=200, blank=True)
    heartbeat_at = models.DateTimeField(null=True, blank=True)
    message_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"metrics of run {self.run_id} ({self.status})"


class RunMeasure(models.Model):
    """One of the research's utility measures of a run (issue 22), computed on request
    on the ``metrics`` queue: summary agreement (ROUGE), detectability, downstream
    utility. One row per run and measure; claimed, beaten and recovered like
    :class:`RunMetrics`, with a progress of ``done`` of ``total`` steps."""

    objects = SealedQuerySet.as_manager()

    class Measure(models.TextChoices):
        SUMMARY = "summary", "Summary agreement (ROUGE)"
        DETECT = "detect", "Detectability"
        DOWNSTREAM = "downstream", "Downstream utility"

    run = models.ForeignKey(
        GenerationRun, on_delete=models.CASCADE, related_name="measures"
    )
    measure = models.CharField(max_length=20, choices=Measure.choices)
    status = models.CharField(
        max_length=20,
        choices=RunMetrics.Status.choices,
        default=RunMetrics.Status.QUEUED,
    )
    # What it was asked with (downstream: the metadata key of the class).
    options = models.JSONField(default=dict, blank=True)
    # Sealed (issue 24): downstream's classes are metadata values, and detectability's
    # giveaways are words of the texts; the notes and the error quote them too.
    values = SealedJSONField(default=dict, blank=True, project="run.project_id")
    # Why it is missing, or what it fell back to (a model that could not be loaded).
    notes = SealedJSONField(default=list, blank=True, project="run.project_id")
    error = SealedTextField(blank=True, project="run.project_id")
    done = models.PositiveIntegerField(default=0)
    total = models.PositiveIntegerField(default=0)
    requested_at = models.DateTimeField(default=timezone.now)
    computed_at = models.DateTimeField(null=True, blank=True)
    seconds = models.FloatField(null=True, blank=True)
    worker = models.CharField(max_length=200, blank=True)
    heartbeat_at = models.DateTimeField(null=True, blank=True)
    message_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["run", "measure"], name="one_measure_per_run"
            )
        ]
        ordering = ["run_id", "measure"]

    def __str__(self) -> str:
        return f"{self.measure} of run {self.run_id} ({self.status})"

    @property
    def active(self) -> bool:
        return self.status in (RunMetrics.Status.QUEUED, RunMetrics.Status.RUNNING)

    @property
    def percent(self) -> int:
        return int(100 * self.done / self.total) if self.total else 0


class WorkerBeat(models.Model):
    """A Celery worker (node) as it last reported itself: what it serves, and whether
    it reaches the broker. Written by the worker's recovery thread every half stale
    limit, so the runs page can say why a queued run waits without asking the broker
    (Celery's inspect/ping needs a broadcast round trip per page view and does not
    work alike on every transport)."""

    name = models.CharField(max_length=200, unique=True)  # "w1@host"
    queues = models.JSONField(default=list, blank=True)
    concurrency = models.PositiveIntegerField(default=1)
    started_at = models.DateTimeField(default=timezone.now)
    beat_at = models.DateTimeField(default=timezone.now, db_index=True)
    # Why the worker's last check of its broker connection failed ("" when it works).
    broker_error = models.TextField(blank=True)

    def __str__(self) -> str:
        return f"worker {self.name}"


# --------------------------------------------------------------------------------------
# Pseudonym memory and keep-list (issue 12)


class MemorySource(models.TextChoices):
    GENERATED = "generated", "Generated"
    CURATED = "curated", "Curated"


# Namespaces whose keys may share a value: curators' pseudonyms and settings.
SHARED_VALUE_NAMESPACES = ("curated", "setting")


class PseudonymEntry(models.Model):
    """One line of a project's pseudonym memory: an original (part) and its surrogate.

    ``namespace`` says what the key is: ``name`` (a folded name part), ``place`` (a
    language-neutral place id), ``org``, ``code``, ``curated`` (a folded whole original
    a curator gave a pseudonym), ``setting`` (the project's date offset)... Keys are
    originals: this table is as secret as the correspondence table, so nothing of it
    is plain (issue 24). The value is sealed too: a curator's choice may be the
    original itself (accepting a candidate that kept it), and the date offset undoes
    every shifted date.

    ``value_key`` is the keyed hash of the folded value: two originals of a namespace
    never share one, even when two workers draw at once (the database refuses the
    second). Curators may give two originals one pseudonym, and settings are not
    surrogates; entries that shared a value before the constraint keep ``value_key``
    NULL.
    """

    objects = SealedQuerySet.as_manager()

    project = models.ForeignKey(
        Project, on_delete=models.CASCADE, related_name="pseudonym_entries"
    )
    namespace = models.CharField(max_length=40)
    # The project's keyed hash (HMAC) of the folded original, never the original:
    # look-ups by equality need no more (annotation/corpus/keys.py lookup()).
    key = models.CharField(max_length=500)
    # The folded original itself, sealed with the project's key (the engine's memory
    # is rebuilt from it).
    original = SealedTextField(blank=True)
    value = SealedTextField()
    value_key = models.CharField(max_length=500, null=True, blank=True)
    source = models.CharField(
        max_length=20, choices=MemorySource.choices, default=MemorySource.GENERATED
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["project", "namespace", "key"]
        constraints = [
            models.UniqueConstraint(
                fields=["project", "namespace", "key"],
                name="pseudonym_entry_unique_key",
            ),
            models.UniqueConstraint(
                fields=["project", "namespace", "value_key"],
                condition=Q(value_key__isnull=False)
                & ~Q(namespace__in=SHARED_VALUE_NAMESPACES),
                name="pseudonym_entry_unique_value",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.namespace} entry of project {self.project_id}"


class KeepEntry(models.Model):
    """An original every generator leaves as it is (a public figure, a public body)."""

    objects = SealedQuerySet.as_manager()

    project = models.ForeignKey(
        Project, on_delete=models.CASCADE, related_name="keep_entries"
    )
    text = SealedTextField()
    # The keyed hash of the folded text (unique per project), never the text.
    folded = models.CharField(max_length=500)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["project", "folded"]
        constraints = [
            models.UniqueConstraint(
                fields=["project", "folded"], name="keep_entry_unique_text"
            ),
        ]

    def __str__(self) -> str:
        return f"keep-list entry of project {self.project_id}"
