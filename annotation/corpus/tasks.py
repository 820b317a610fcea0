from __future__ import annotations

from celery import shared_task
from django.conf import settings

from annotation.corpus.services_imports import import_job_execute


# Sent by name from services_imports, which therefore never imports this module.
@shared_task(name=settings.IMPORT_TASK, acks_late=True, reject_on_worker_lost=True)
def import_corpus_job(job_id: int) -> None:
    """Import an uploaded corpus (an :class:`ImportJob`) on a worker."""
    import_job_execute(job_id)
