"""Background computation of a run's automatic metrics (issues 6 and 10).

The run-finishing code in ``generation`` queues it by name (``settings.METRICS_TASK``):
:func:`compute_run_metrics` once a run is done; pages and the ``report`` command can
ask for it again ("on demand"). The task goes to the ``metrics`` queue, so metrics
never hold a process that runs wait for: a worker computes at most
``PSEUDOWEB_METRICS_PER_WORKER`` (1) at a time and defers the others, and its
other processes stay free for runs. The computation claims its :class:`RunMetrics`
row and keeps a heartbeat on it, so metrics whose worker died are queued again by
:func:`generation.services_queue.metrics_recover`.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from celery import shared_task
from django.conf import settings
from django.db import InterfaceError, OperationalError


def _one_at_a_time(
    task: Any,
    run_id: int,
    *,
    defer: Callable[[], None],
    claim: Callable[[str], bool],
    compute: Callable[[str], Any],
) -> None:
    """The metrics queue's rule, for metrics and measures alike: a worker node
    computes at most PSEUDOWEB_METRICS_PER_WORKER at once and defers the rest; of two
    deliveries of a message only the one that claims the row computes; a lost
    database connection is retried with backoff."""
    from generation.models import GenerationRun
    from generation.services import default_worker_name
    from generation.services_queue import metrics_busy_on

    if not GenerationRun.objects.filter(pk=run_id).exists():
        return  # deleted since it was queued: nothing to measure
    node = task.request.hostname or ""
    worker = f"{node}:{os.getpid()}" if node else default_worker_name()
    try:
        # (Run eagerly, in the caller's process, there is no worker to keep free.)
        if (
            node
            and not task.request.is_eager
            and metrics_busy_on(node) >= settings.PSEUDOWEB_METRICS_PER_WORKER
        ):
            defer()
            return
        if not claim(worker):
            return  # computed, being computed, or superseded by a newer request
        compute(worker)
    except (OperationalError, InterfaceError) as exc:
        raise task.retry(exc=exc, countdown=10 * 2**task.request.retries) from exc


# Routed to the ``metrics`` queue by CELERY_TASK_ROUTES (settings); generation queues
# it by this name, so it never imports the reports.
@shared_task(
    name=settings.METRICS_TASK,
    bind=True,
    acks_late=True,
    reject_on_worker_lost=True,
    max_retries=3,
)
def compute_run_metrics(self, run_id: int) -> None:
    # Imported here: annotation.reports.metrics imports generation models and engines,
    # and the worker loads this module while Django apps are still being set up.
    from annotation.reports.metrics import run_metrics_compute
    from generation.services_queue import metrics_claim, metrics_defer

    _one_at_a_time(
        self,
        run_id,
        defer=lambda: metrics_defer(run_id=run_id),
        claim=lambda worker: metrics_claim(run_id=run_id, worker=worker),
        compute=lambda worker: run_metrics_compute(run_id=run_id, worker=worker),
    )


@shared_task(
    name=settings.MEASURE_TASK,
    bind=True,
    acks_late=True,
    reject_on_worker_lost=True,
    max_retries=3,
)
def compute_run_measure(self, run_id: int, measure: str) -> None:
    """One of the research's utility measures of a run (annotation.reports.measures),
    on the metrics queue and under the same one-at-a-time rule as metrics."""
    from annotation.reports.measures import run_measure_compute
    from generation.services_queue import measure_claim, measure_defer

    _one_at_a_time(
        self,
        run_id,
        defer=lambda: measure_defer(run_id=run_id, measure=measure),
        claim=lambda worker: measure_claim(
            run_id=run_id, measure=measure, worker=worker
        ),
        compute=lambda worker: run_measure_compute(
            run_id=run_id, measure=measure, worker=worker
        ),
    )
