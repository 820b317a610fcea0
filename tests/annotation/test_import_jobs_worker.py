"""A real ``celery -A pseudoweb worker`` takes a queued upload and imports it."""

from __future__ import annotations

import time

import pytest

from tests.generation.workers import site

pytestmark = pytest.mark.slow

QUEUE_SCRIPT = r"""
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import transaction
from annotation.corpus.models import Project
from annotation.corpus.services_imports import import_job_create
data = "".join(
    '{"id": %d, "text": "Anna Berg lives in Lund.", "label": [[0, 9, "PER"]]}\n' % n
    for n in range(500)
).encode()
project = Project.objects.create(name="Big", language="en")
with transaction.atomic():  # the message goes out when this commits
    job = import_job_create(
        project=project, upload=SimpleUploadedFile("big.jsonl", data),
        format="auto", skip_invalid=False, user=None,
    )
print(job.pk)
"""


def wait_finished(s, job_id: int, *, timeout: float) -> tuple[str, str]:
    """(status, error) of the job once done or failed, or as it is at the timeout."""
    deadline = time.monotonic() + timeout
    while True:
        ((status, error),) = s.query(
            "SELECT status, error FROM annotation_importjob WHERE id = %s", (job_id,)
        )
        if status in ("done", "failed") or time.monotonic() > deadline:
            return status, error
        time.sleep(0.1)


def test_a_worker_imports_a_queued_upload(tmp_path):
    with site(tmp_path) as s:
        out = s.manage("shell", "-c", QUEUE_SCRIPT)
        job_id = int(out.strip().splitlines()[-1])
        s.start_worker("w1", queues="light").wait_ready()
        status, error = wait_finished(s, job_id, timeout=60)
        assert (status, error) == ("done", ""), s.workers[0].output()[-3000:]
        ((documents,),) = s.query("SELECT COUNT(*) FROM annotation_document")
        assert documents == 500
        assert not list((tmp_path / "uploads").iterdir())  # the upload was removed


BIG_QUEUE_SCRIPT = QUEUE_SCRIPT.replace("range(500)", "range(20000)")


def test_an_import_whose_worker_is_killed_is_imported_once_by_another(tmp_path):
    # Heartbeats every 0.2 s, dead after 2 s: recovery within a few seconds.
    settings = {
        "PSEUDOWEB_RUN_HEARTBEAT_SECONDS": "0.2",
        "PSEUDOWEB_RUN_STALE_SECONDS": "2",
    }
    with site(tmp_path, settings=settings) as s:
        out = s.manage("shell", "-c", BIG_QUEUE_SCRIPT)
        job_id = int(out.strip().splitlines()[-1])
        first = s.start_worker("w1", queues="light")
        first.wait_ready()
        progress = next((tmp_path / "uploads").iterdir()) / "progress"
        deadline = time.monotonic() + 60
        done, total = 0, 0
        while time.monotonic() < deadline and not 0 < done < total:
            try:
                done, total = map(int, progress.read_text().split())
            except (OSError, ValueError):
                pass
            time.sleep(0.02)
        assert 0 < done < total, first.output()[-3000:]
        first.kill()  # SIGKILL in the middle of the import

        ((status,),) = s.query(
            "SELECT status FROM annotation_importjob WHERE id = %s", (job_id,)
        )
        ((documents,),) = s.query("SELECT COUNT(*) FROM annotation_document")
        assert (status, documents) == ("running", 0)  # nothing half-imported

        second = s.start_worker("w2", queues="light")
        second.wait_ready()
        status, error = wait_finished(s, job_id, timeout=90)
        assert (status, error) == ("done", ""), second.output()[-3000:]
        ((documents,),) = s.query("SELECT COUNT(*) FROM annotation_document")
        ((spans,),) = s.query("SELECT COUNT(*) FROM annotation_span")
        assert (documents, spans) == (20000, 20000)
        assert "its worker died" in second.output()
