"""Putting runs on the queue that suits their kind of work, and finding lost ones.

Job state lives on our rows, not in the broker: kombu's SQLAlchemy transport never
redelivers a message whose worker was SIGKILLed, and Redis only after an hour. So every
worker looks now and then (:func:`runs_recover`) for runs that nobody works on and sends
them a new message; claims on :class:`RunChunk` rows make extra messages harmless.
"""

from __future__ import annotations

import logging
import math

from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from .models import (
    ChunkStatus,
    GenerationRun,
    RunChunk,
    RunStatus,
    run_setting,
    stale_before,
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
QUEUES = ("light", "mlm", "llm")


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

    for _ in range(messages):
        run_generation.apply_async((run_id,), queue=queue)


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


def run_metrics_enqueue(*, run_id: int) -> None:
    """Compute a finished run's automatic metrics in the background (light queue)."""
    from .tasks_reports import compute_run_metrics

    transaction.on_commit(
        lambda: compute_run_metrics.apply_async((run_id,), queue="light")
    )
