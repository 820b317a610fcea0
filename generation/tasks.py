from __future__ import annotations

import os

from celery import shared_task
from django.db import InterfaceError, OperationalError

from . import worker as _worker  # noqa: F401 - connects the recovery to worker_ready
from .services import default_worker_name, generation_execute


@shared_task(bind=True, acks_late=True, reject_on_worker_lost=True, max_retries=5)
def run_generation(self, run_id: int) -> None:
    """Work on a run: claim its chunks one by one until none is left.

    Claims live on the database, so a message delivered twice, or more messages than
    chunks, do nothing twice. Failures of the generation itself end up on the run row;
    only a database that is briefly unreachable or locked is worth a Celery retry.
    """
    name = f"{self.request.hostname}:{os.getpid()}" if self.request.hostname else ""
    try:
        generation_execute(run_id=run_id, worker=name or default_worker_name())
    except (OperationalError, InterfaceError) as exc:
        raise self.retry(
            exc=exc, countdown=min(60, 5 * 2**self.request.retries)
        ) from exc
