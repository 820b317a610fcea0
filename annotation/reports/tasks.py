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

from celery import shared_task
from django.conf import settings
from django.db import InterfaceError, OperationalError


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
    from generation.models import GenerationRun
    from generation.services import default_worker_name
    from generation.services_queue import (
        metrics_busy_on,
        metrics_claim,
        metrics_defer,
    )

    if not GenerationRun.objects.filter(pk=run_id).exists():
        return  # deleted since it was queued: nothing to measure
    node = self.request.hostname or ""
    worker = f"{node}:{os.getpid()}" if node else default_worker_name()
    try:
        # (Run eagerly, in the caller's process, there is no worker to keep free.)
        if (
            node
            and not self.request.is_eager
            and metrics_busy_on(node) >= settings.PSEUDOWEB_METRICS_PER_WORKER
        ):
            metrics_defer(run_id=run_id)
            return
        if not metrics_claim(run_id=run_id, worker=worker):
            return  # computed, being computed, or superseded by a newer request
        run_metrics_compute(run_id=run_id, worker=worker)
    except (OperationalError, InterfaceError) as exc:
        raise self.retry(exc=exc, countdown=10 * 2**self.request.retries) from exc


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
    from generation.models import GenerationRun
    from generation.services import default_worker_name
    from generation.services_queue import (
        measure_claim,
        measure_defer,
        metrics_busy_on,
    )

    if not GenerationRun.objects.filter(pk=run_id).exists():
        return
    node = self.request.hostname or ""
    worker = f"{node}:{os.getpid()}" if node else default_worker_name()
    try:
        if (
            node
            and not self.request.is_eager
            and metrics_busy_on(node) >= settings.PSEUDOWEB_METRICS_PER_WORKER
        ):
            measure_defer(run_id=run_id, measure=measure)
            return
        if not measure_claim(run_id=run_id, measure=measure, worker=worker):
            return
        run_measure_compute(run_id=run_id, measure=measure, worker=worker)
    except (OperationalError, InterfaceError) as exc:
        raise self.retry(exc=exc, countdown=10 * 2**self.request.retries) from exc
