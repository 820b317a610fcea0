"""Generation runs and the candidates they produce. Job state lives here, not in Celery."""

from __future__ import annotations

from django.conf import settings
from datetime import timedelta

from django.db import models
from django.db.models import Q
from django.utils import timezone

from annotation.models import Document, Project, Span


class RunStatus(models.TextChoices):
    QUEUED = "queued", "Queued"
    RUNNING = "running", "Running"
    DONE = "done", "Done"
    FAILED = "failed", "Failed"
    CANCELLED = "cancelled", "Cancelled"


class RunQuerySet(models.QuerySet):
    # A worker that has not written for this long is taken to be dead.
    STALE_AFTER = timedelta(minutes=2)

    def claim(self, run_id: int, *, worker: str) -> bool:
        """Take the run for this worker: one conditional UPDATE, so only one worker wins."""
        now = timezone.now()
        free = Q(status=RunStatus.QUEUED) | Q(
            status=RunStatus.RUNNING, heartbeat_at__lt=now - self.STALE_AFTER
        )
        return bool(
            self.filter(free, pk=run_id).update(
                status=RunStatus.RUNNING, worker=worker, heartbeat_at=now
            )
        )

    def release(self, run_id: int) -> None:
        self.filter(pk=run_id, status=RunStatus.RUNNING).update(
            status=RunStatus.QUEUED, worker="", heartbeat_at=None
        )


class GenerationRun(models.Model):
    objects = RunQuerySet.as_manager()

    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="runs")
    name = models.CharField(max_length=200, blank=True)
    generator = models.CharField(max_length=50)
    # Every option the generator ran with, defaults filled in, so a run can be repeated.
    options = models.JSONField(default=dict, blank=True)
    language = models.CharField(max_length=2)
    tagger = models.CharField(max_length=20, blank=True)
    status = models.CharField(
        max_length=20, choices=RunStatus.choices, default=RunStatus.QUEUED, db_index=True
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

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"run {self.pk} ({self.generator}) {self.status}"

    @property
    def label(self) -> str:
        return self.name or f"{self.generator} #{self.pk}"


class Candidate(models.Model):
    run = models.ForeignKey(GenerationRun, on_delete=models.CASCADE, related_name="candidates")
    span = models.ForeignKey(Span, on_delete=models.CASCADE, related_name="candidates")
    # Denormalised so a run's candidates of one document come back in one indexed query.
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="+")
    text = models.TextField(blank=True)
    alternatives = models.JSONField(default=list, blank=True)
    upos = models.CharField(max_length=10, blank=True)
    failed = models.BooleanField(default=False)
    reason = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["span__start", "span_id"]
        constraints = [
            # A retried or twice-delivered task can never write a second candidate.
            models.UniqueConstraint(fields=["run", "span"], name="candidate_one_per_span_and_run"),
        ]
        indexes = [models.Index(fields=["run", "document"])]

    def __str__(self) -> str:
        return f"{self.text!r} for span {self.span_id}"
