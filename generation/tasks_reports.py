"""Background computation of a run's automatic metrics (issue 6).

Separate from ``tasks.py`` (the worker's own module). The run-finishing code enqueues
:func:`compute_run_metrics` once a run is done; pages and the ``report`` command can
ask for it again ("on demand").
"""

from __future__ import annotations

from celery import shared_task
from django.db import InterfaceError, OperationalError


@shared_task(bind=True, acks_late=True, reject_on_worker_lost=True, max_retries=3)
def compute_run_metrics(self, run_id: int) -> None:
    # Imported here: annotation.reports imports generation models and engines, and
    # the worker loads this module while Django apps are still being set up.
    from annotation.reports import run_metrics_compute
    from generation.models import GenerationRun

    if not GenerationRun.objects.filter(pk=run_id).exists():
        return  # deleted since it was queued: nothing to measure
    try:
        run_metrics_compute(run_id=run_id)
    except (OperationalError, InterfaceError) as exc:
        raise self.retry(exc=exc, countdown=10 * 2**self.request.retries) from exc
