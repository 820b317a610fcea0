"""Putting runs on the queue that suits their kind of work, and finding lost ones.

Job state lives on our rows, not in the broker: kombu's SQLAlchemy transport never
redelivers a message whose worker was SIGKILLed, and Redis only after an hour. So every
worker looks now and then (:func:`runs_recover`) for runs that nobody works on and sends
them a new message; claims on :class:`RunChunk` rows make extra messages harmless.
"""

from __future__ import annotations

import logging
import math
from typing import Any

from celery import current_app
from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from pseudoweb.heartbeat import Heartbeat, run_setting, stale_before

from .models import (
    ChunkStatus,
    GenerationRun,
    RunChunk,
    RunMeasure,
    RunMetrics,
    RunStatus,
    WorkerBeat,
)

logger = logging.getLogger(__name__)

# Light baselines, masked LM (GPU machines), LLM (next to Ollama): scaled separately.
QUEUE_FOR_GENERATOR = {
    "random": "light",
    "upos": "light",
    "placeholder": "light",
    "surrogate": "light",
    "mlm": "mlm",
    "llm": "llm",
}
# Automatic metrics have a queue of their own, served last by a worker without -Q.
METRICS_QUEUE = "metrics"
QUEUES = ("light", "mlm", "llm", METRICS_QUEUE)


def run_queue(run: GenerationRun) -> str:
    if run.generator == "surrogate":
        # Rules are light; a model fallback asked for by name needs its own workers.
        fallback = (run.options or {}).get("extra", {}).get("fallback", "")
        return QUEUE_FOR_GENERATOR.get(fallback, "light")
    return QUEUE_FOR_GENERATOR.get(run.generator, "light")


def run_enqueue(*, run: GenerationRun) -> None:
    """Plan the run's chunks and send one message per chunk (up to a limit).

    Each message means "work on this run": its worker claims chunks until none is
    left, so with two idle workers both take a message and share the run, and the
    messages nobody needs any more find nothing to claim.
    """
    from .services import run_plan

    chunks = run_plan(run)
    messages = max(1, min(chunks, int(run_setting("PSEUDOWEB_RUN_MAX_TASKS"))))
    now = timezone.now()
    GenerationRun.objects.filter(pk=run.pk).update(queued_at=now, message_at=now)
    # After commit: a worker must never look for a run that is not there yet.
    transaction.on_commit(lambda: _send(run.pk, run_queue(run), messages))


def _send(run_id: int, queue: str, messages: int = 1) -> None:
    from .tasks import run_generation

    try:
        for _ in range(messages):
            run_generation.apply_async((run_id,), queue=queue)
    except Exception:
        # The broker is unreachable (after kombu's own retries). The run stays
        # queued and says why on the runs page; recovery sends it again later.
        logger.exception("run %s: could not send its task to the broker", run_id)


def runs_recover() -> list[int]:
    """Send a new message for every unfinished run that nobody works on; their ids.

    That is a run with no chunk under a fresh heartbeat whose last message went out
    longer than the stale limit ago: its worker died (SIGKILL, power), or its message
    was lost, or every worker is busy (then the extra message is a no-op later). The
    conditional update on ``message_at`` lets only one of several workers re-send.
    """
    cutoff = stale_before()
    sent: list[int] = []
    unfinished = GenerationRun.objects.filter(
        status__in=[RunStatus.QUEUED, RunStatus.RUNNING]
    ).filter(Q(message_at__lt=cutoff) | Q(message_at=None, created_at__lt=cutoff))
    for run in unfinished.only("pk", "generator", "message_at"):
        live = RunChunk.objects.filter(
            run_id=run.pk, status=ChunkStatus.RUNNING, heartbeat_at__gte=cutoff
        ).exists()
        if live:
            continue
        taken = GenerationRun.objects.filter(
            pk=run.pk, message_at=run.message_at
        ).update(message_at=timezone.now())
        if taken:
            logger.warning(
                "run %s: nobody works on it; sending it a new message", run.pk
            )
            _send(run.pk, run_queue(run))
            sent.append(run.pk)
    return sent


def recovery_interval() -> float:
    """How often a worker looks for lost runs: half the stale limit, at least 0.5 s."""
    return max(0.5, math.floor(run_setting("PSEUDOWEB_RUN_STALE_SECONDS") * 5) / 10)


def run_metrics_enqueue(*, run_id: int) -> RunMetrics:
    """Compute a run's automatic metrics in the background, on the ``metrics`` queue.

    The row says "queued" at once; the message goes out after commit. A computation
    in progress is superseded: its worker finds the row re-queued and drops its
    result, and the new message computes the metrics afresh.
    """
    metrics, _ = RunMetrics.objects.update_or_create(
        run_id=run_id,
        defaults={
            "status": RunMetrics.Status.QUEUED,
            "worker": "",
            "heartbeat_at": None,
            "message_at": timezone.now(),
        },
    )
    transaction.on_commit(lambda: metrics_send(run_id))
    return metrics


def metrics_send(run_id: int, *, countdown: float | None = None) -> None:
    # Queued by name: the task belongs to the reports, a layer above generation.
    try:
        current_app.tasks[settings.METRICS_TASK].apply_async(
            (run_id,), queue=METRICS_QUEUE, countdown=countdown
        )
    except Exception:  # broker unreachable: recovery sends it again later
        logger.exception("metrics of run %s: could not send the task", run_id)


def metrics_claim(*, run_id: int, worker: str) -> bool:
    """Take the queued metrics of ``run_id`` for ``worker``: one conditional UPDATE,
    so of two deliveries of the message exactly one computes."""
    # A message without a row (sent before rows said "queued"): the row starts here.
    RunMetrics.objects.get_or_create(
        run_id=run_id, defaults={"status": RunMetrics.Status.QUEUED}
    )
    return bool(
        RunMetrics.objects.filter(
            run_id=run_id, status=RunMetrics.Status.QUEUED
        ).update(
            status=RunMetrics.Status.RUNNING,
            worker=worker,
            heartbeat_at=timezone.now(),
        )
    )


def metrics_busy_on(node: str) -> int:
    """How many metrics computations worker ``node`` ("w1@host") holds now."""
    held = {
        "status": RunMetrics.Status.RUNNING,
        "worker__startswith": f"{node}:",
        "heartbeat_at__gte": stale_before(),
    }
    # The research's measures count too: one heavy computation at a time, whichever.
    return (
        RunMetrics.objects.filter(**held).count()
        + RunMeasure.objects.filter(**held).count()
    )


def metrics_defer(*, run_id: int) -> None:
    """Put the metrics back on the queue for a little later (the worker is busy
    enough with metrics; its other processes stay free for runs)."""
    RunMetrics.objects.filter(run_id=run_id, status=RunMetrics.Status.QUEUED).update(
        message_at=timezone.now()
    )
    metrics_send(
        run_id, countdown=max(1.0, run_setting("PSEUDOWEB_RUN_HEARTBEAT_SECONDS"))
    )


def metrics_recover() -> list[int]:
    """Queue again the metrics and measures nobody computes; the run ids.

    Running ones whose heartbeat is older than the stale limit lost their worker
    (SIGKILL, power, OOM): back to queued, with a new message. Queued ones whose
    last message went out longer than the stale limit ago lost it (or every metrics
    worker is busy; the extra message is then a no-op). Conditional updates let only
    one of several workers act.
    """
    sent = _recover(RunMetrics, lambda row: metrics_send(row.run_id), "metrics")
    sent += _recover(
        RunMeasure,
        lambda row: measure_send(row.run_id, row.measure),
        "measure",
    )
    return sent


def _recover(model: Any, send: Any, what: str) -> list[int]:
    cutoff = stale_before()
    sent: list[int] = []
    dead = model.objects.filter(status=RunMetrics.Status.RUNNING).filter(
        Q(heartbeat_at__lt=cutoff) | Q(heartbeat_at=None)
    )
    for row in dead:
        taken = model.objects.filter(
            pk=row.pk,
            status=RunMetrics.Status.RUNNING,
            heartbeat_at=row.heartbeat_at,
            worker=row.worker,
        ).update(
            status=RunMetrics.Status.QUEUED,
            worker="",
            heartbeat_at=None,
            message_at=timezone.now(),
        )
        if taken:
            logger.warning(
                "%s of run %s: worker %s went silent; queued again",
                what,
                row.run_id,
                row.worker or "?",
            )
            send(row)
            sent.append(row.run_id)
    lost = model.objects.filter(status=RunMetrics.Status.QUEUED).filter(
        Q(message_at__lt=cutoff) | Q(message_at=None)
    )
    for row in lost:
        taken = model.objects.filter(
            pk=row.pk, status=RunMetrics.Status.QUEUED, message_at=row.message_at
        ).update(message_at=timezone.now())
        if taken:
            logger.warning(
                "%s of run %s: nobody took it; sending again", what, row.run_id
            )
            send(row)
            sent.append(row.run_id)
    return sent


class MetricsHeartbeat(Heartbeat):
    """Keeps a metrics computation's claim fresh from a daemon thread."""

    def __init__(self, *, run_id: int, worker: str) -> None:
        self.run_id = run_id
        self.worker = worker
        super().__init__(
            interval=run_setting("PSEUDOWEB_RUN_HEARTBEAT_SECONDS"),
            name=f"metrics-{run_id}",
        )

    def beat(self) -> None:
        RunMetrics.objects.filter(
            run_id=self.run_id, status=RunMetrics.Status.RUNNING, worker=self.worker
        ).update(heartbeat_at=timezone.now())


# --------------------------------------------------------------------------------------
# The research's measures of a run (summary agreement, detectability, downstream
# utility): on the metrics queue, one row per run and measure, claimed like metrics.


def measure_enqueue(
    *, run_id: int, measure: str, options: dict[str, Any] | None = None
) -> RunMeasure:
    """Compute one measure of a run in the background. As for metrics, a computation
    in progress is superseded: its worker finds the row re-queued and drops its
    result."""
    row, _ = RunMeasure.objects.update_or_create(
        run_id=run_id,
        measure=measure,
        defaults={
            "status": RunMetrics.Status.QUEUED,
            "options": options or {},
            "worker": "",
            "heartbeat_at": None,
            "done": 0,
            "total": 0,
            "error": "",
            "requested_at": timezone.now(),
            "message_at": timezone.now(),
        },
    )
    transaction.on_commit(lambda: measure_send(run_id, measure))
    return row


def measure_send(run_id: int, measure: str, *, countdown: float | None = None) -> None:
    try:
        current_app.tasks[settings.MEASURE_TASK].apply_async(
            (run_id, measure), queue=METRICS_QUEUE, countdown=countdown
        )
    except Exception:  # broker unreachable: recovery sends it again later
        logger.exception("%s of run %s: could not send the task", measure, run_id)


def measure_claim(*, run_id: int, measure: str, worker: str) -> bool:
    """Take a queued measure for ``worker``: of two deliveries exactly one computes."""
    return bool(
        RunMeasure.objects.filter(
            run_id=run_id, measure=measure, status=RunMetrics.Status.QUEUED
        ).update(
            status=RunMetrics.Status.RUNNING,
            worker=worker,
            heartbeat_at=timezone.now(),
        )
    )


def measure_defer(*, run_id: int, measure: str) -> None:
    """Back on the queue for a little later: the worker is busy with metrics."""
    RunMeasure.objects.filter(
        run_id=run_id, measure=measure, status=RunMetrics.Status.QUEUED
    ).update(message_at=timezone.now())
    measure_send(
        run_id,
        measure,
        countdown=max(1.0, run_setting("PSEUDOWEB_RUN_HEARTBEAT_SECONDS")),
    )


class MeasureHeartbeat(Heartbeat):
    """Keeps a measure's claim fresh from a daemon thread."""

    def __init__(self, *, row_id: int, worker: str) -> None:
        self.row_id = row_id
        self.worker = worker
        super().__init__(
            interval=run_setting("PSEUDOWEB_RUN_HEARTBEAT_SECONDS"),
            name=f"measure-{row_id}",
        )

    def beat(self) -> None:
        RunMeasure.objects.filter(
            pk=self.row_id, status=RunMetrics.Status.RUNNING, worker=self.worker
        ).update(heartbeat_at=timezone.now())


# --------------------------------------------------------------------------------------
# Workers and the broker: what the runs page says when a run waits


def broker_problem(*, app: Any = None, timeout: float = 3.0) -> str:
    """Why the broker cannot be reached now, in one line; "" when it can.

    One connection attempt with a short timeout (kombu's ``ensure_connection``), the
    same on Redis, RabbitMQ and the SQLAlchemy transport. The URL is shown with its
    password masked.
    """
    if app is None:
        from pseudoweb.celery import app
    connection = app.connection_for_write()
    try:
        connection.ensure_connection(
            max_retries=1,
            interval_start=0,
            interval_step=0,
            interval_max=0,
            timeout=timeout,
        )
    except Exception as exc:  # refused, timed out, bad URL, missing library
        return f"cannot reach the broker at {connection.as_uri()}: {exc}"
    finally:
        connection.release()
    return ""


def worker_beat() -> None:
    """Record this worker (name, queues, processes, broker reachable) on its row.

    Called by the worker's recovery thread; a worker that cannot reach the database
    cannot write it, so its row goes stale, which is what the runs page reports.
    """
    from .worker import _identity

    name = str(_identity.get("name") or "")
    if not name:
        return  # not inside a started worker
    problem = broker_problem(app=_identity.get("app"), timeout=2.0)
    WorkerBeat.objects.update_or_create(
        name=name,
        defaults={
            "queues": list(_identity.get("queues") or []),  # type: ignore[call-overload]
            "concurrency": int(_identity.get("concurrency") or 1),  # type: ignore[call-overload]
            "beat_at": timezone.now(),
            "broker_error": problem,
        },
    )


def worker_gone(name: str) -> None:
    """A worker shutting down cleanly serves nothing any more."""
    WorkerBeat.objects.filter(name=name).delete()
