from __future__ import annotations

import socket

from celery import shared_task

from .engines.types import BackendUnavailable
from .models import GenerationRun
from .services import generation_execute


@shared_task(bind=True, acks_late=True, reject_on_worker_lost=True, max_retries=5)
def run_generation(self, run_id: int) -> None:
    worker = f"{socket.gethostname()}:{self.request.hostname or ''}"
    if not GenerationRun.objects.claim(run_id, worker=worker):
        return  # another worker holds it, or it is finished: nothing to do
    try:
        generation_execute(run_id=run_id, worker=worker)
    except BackendUnavailable as exc:
        GenerationRun.objects.release(run_id)
        raise self.retry(exc=exc, countdown=30 * 2**self.request.retries) from exc
