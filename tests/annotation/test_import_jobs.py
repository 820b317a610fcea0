"""Uploads above PSEUDOWEB_UPLOAD_BACKGROUND_BYTES: queued, imported by the task body,
followed on a polled page with a progress bar, then the same report as in-request."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest
from django.urls import reverse
from django.utils import timezone

from annotation.corpus import services_imports
from annotation.corpus.models import Document, ImportJob, Role, Span
from annotation.corpus.services_imports import import_job_execute, import_jobs_recover
from annotation.corpus.tasks import import_corpus_job
from tests.factories import MembershipFactory, ProjectFactory

pytestmark = pytest.mark.django_db

GOOD = "".join(
    f'{{"id": {n}, "text": "Anna Berg lives in Lund.", "label": [[0, 9, "PER"]]}}\n'
    for n in range(1, 41)
)
BAD = GOOD + "{broken\n"


@pytest.fixture
def lead_client(client, settings, tmp_path):
    settings.VAR_DIR = tmp_path / "var"
    settings.PSEUDOWEB_UPLOAD_BACKGROUND_BYTES = 100  # every test upload is "large"
    membership = MembershipFactory(project=ProjectFactory(name="Big"), role=Role.LEAD)
    client.force_login(membership.user)
    client.project = membership.project
    return client


@pytest.fixture
def sent(monkeypatch) -> list[tuple]:
    """Task messages, instead of sending them to a broker."""
    messages: list[tuple] = []
    monkeypatch.setattr(
        import_corpus_job,
        "apply_async",
        lambda args, queue: messages.append((args, queue)),
    )
    return messages


def upload(client, tmp_path: Path, content: str, *, htmx: bool = True):
    path = tmp_path / "corpus.jsonl"
    path.write_text(content, encoding="utf-8")
    with path.open("rb") as handle:
        return client.post(
            reverse("annotation:corpus-upload", args=[client.project.pk]),
            {"file": handle, "format": "auto"},
            **({"HTTP_HX_REQUEST": "true"} if htmx else {}),
        )


def detail(client, job: ImportJob):
    return client.get(
        reverse("annotation:import-job-detail", args=[client.project.pk, job.pk]),
        HTTP_HX_REQUEST="true",
    ).content.decode()


def test_a_large_upload_is_queued_and_imported_by_the_worker_task(
    lead_client, tmp_path, sent, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        html = upload(lead_client, tmp_path, GOOD).content.decode()

    job = ImportJob.objects.get()
    assert sent == [((job.pk,), "light")]
    assert job.status == "queued" and job.bytes_total == len(GOOD.encode())
    assert Path(job.path).read_text(encoding="utf-8") == GOOD  # kept for the worker
    assert not Document.objects.exists()
    # The page polls the job's own URL while it is queued or running.
    url = reverse("annotation:import-job-detail", args=[lead_client.project.pk, job.pk])
    assert f'hx-get="{url}"' in html and 'hx-trigger="every 1s"' in html
    assert 'aria-valuenow="0"' in html

    import_job_execute(job.pk)

    job.refresh_from_db()
    assert job.status == "done" and job.report["imported"] is True
    assert job.imported is True  # what the list of recent uploads reads
    assert (job.report["documents"], job.report["spans"]) == (40, 40)
    assert Document.objects.filter(project=lead_client.project).count() == 40
    assert not Path(job.path).parent.exists()  # the upload is gone once read
    html = detail(lead_client, job)
    assert "hx-trigger" not in html  # polling stops
    assert 'aria-valuenow="100"' in html and "Imported" in html
    page = lead_client.get(url).content.decode()  # the whole page, e.g. a bookmark
    assert "<h1>Import of an upload</h1>" in page and "Imported" in page


def test_a_refused_large_upload_reports_lines_and_imports_nothing(
    lead_client, tmp_path, sent
):
    upload(lead_client, tmp_path, BAD)
    job = ImportJob.objects.get()
    import_job_execute(job.pk)

    job.refresh_from_db()
    assert job.status == "done" and job.report["imported"] is False
    assert job.imported is False
    assert [(e["file"], e["line"]) for e in job.report["errors"]] == [
        ("corpus.jsonl", 41)
    ]
    assert not Document.objects.exists() and not Span.objects.exists()
    html = detail(lead_client, job)
    assert "Refused" in html and "corpus.jsonl" in html


def test_a_job_runs_once_even_when_its_message_comes_twice(lead_client, tmp_path, sent):
    upload(lead_client, tmp_path, GOOD)
    job = ImportJob.objects.get()
    assert import_job_execute(job.pk) is not None
    assert import_job_execute(job.pk) is None
    assert Document.objects.count() == 40


def test_running_job_shows_the_bytes_read_so_far(lead_client, tmp_path, sent):
    upload(lead_client, tmp_path, GOOD)
    job = ImportJob.objects.get()
    job.status = ImportJob.Status.RUNNING
    job.save()
    # What the worker's progress callback writes while it reads.
    (Path(job.path).parent / services_imports.PROGRESS_FILE).write_text("1024 4096")
    html = detail(lead_client, job)
    assert 'aria-valuenow="25"' in html and "1.0\xa0KB / 4.0\xa0KB read" in html
    assert 'hx-trigger="every 1s"' in html


def test_the_progress_callback_writes_the_progress_file(
    lead_client, tmp_path, sent, monkeypatch
):
    upload(lead_client, tmp_path, GOOD)
    job = ImportJob.objects.get()
    seen: list[str] = []
    real = services_imports.corpus_import

    def spying(**kwargs):
        progress_file = Path(job.path).parent / services_imports.PROGRESS_FILE
        report = kwargs["progress"]

        def progress(done: int, total: int) -> None:
            report(done, total)
            seen.append(progress_file.read_text())

        return real(**{**kwargs, "progress": progress})

    monkeypatch.setattr(services_imports, "corpus_import", spying)
    import_job_execute(job.pk)
    total = len(GOOD.encode())
    assert seen[-1] == f"{total} {total}"


def test_a_queued_job_nobody_takes_says_how_to_start_a_worker(
    lead_client, tmp_path, sent
):
    upload(lead_client, tmp_path, GOOD)
    job = ImportJob.objects.get()
    ImportJob.objects.filter(pk=job.pk).update(
        created_at=timezone.now() - timezone.timedelta(minutes=2)
    )
    job.refresh_from_db()
    assert "celery -A pseudoweb worker -Q light" in detail(lead_client, job)


def test_a_missing_upload_is_refused_with_its_reason(lead_client, tmp_path, sent):
    upload(lead_client, tmp_path, GOOD)
    job = ImportJob.objects.get()
    Path(job.path).unlink()  # e.g. the uploads folder is not shared with the worker
    import_job_execute(job.pk)

    job.refresh_from_db()
    assert job.status == "done" and not job.report["imported"]
    assert "does not exist" in job.report["errors"][0]["message"]


def test_a_job_that_crashes_is_failed_with_its_reason(
    lead_client, tmp_path, sent, monkeypatch
):
    upload(lead_client, tmp_path, GOOD)
    job = ImportJob.objects.get()

    def crash(**kwargs):
        raise RuntimeError("disk full")

    monkeypatch.setattr(services_imports, "corpus_import", crash)
    import_job_execute(job.pk)

    job.refresh_from_db()
    assert job.status == "failed" and job.error == "RuntimeError: disk full"
    assert not Path(job.path).parent.exists()
    html = detail(lead_client, job)
    assert "Failed:" in html and "disk full" in html and "hx-trigger" not in html


def test_small_uploads_are_still_imported_within_the_request(
    lead_client, tmp_path, settings, sent
):
    settings.PSEUDOWEB_UPLOAD_BACKGROUND_BYTES = 10 * 1024 * 1024
    html = upload(lead_client, tmp_path, GOOD).content.decode()
    assert "Imported" in html and not ImportJob.objects.exists() and not sent
    assert Document.objects.count() == 40


def test_only_the_projects_leads_see_a_job(client, lead_client, tmp_path, sent):
    upload(lead_client, tmp_path, GOOD)
    job = ImportJob.objects.get()
    annotator = MembershipFactory(project=lead_client.project, role=Role.ANNOTATOR)
    client.force_login(annotator.user)
    response = client.get(
        reverse("annotation:import-job-detail", args=[lead_client.project.pk, job.pk])
    )
    assert response.status_code in (403, 404)


def test_the_upload_page_lists_recent_large_uploads(lead_client, tmp_path, sent):
    upload(lead_client, tmp_path, GOOD)
    job = ImportJob.objects.get()
    import_job_execute(job.pk)
    html = lead_client.get(
        reverse("annotation:corpus-upload", args=[lead_client.project.pk])
    ).content.decode()
    url = reverse("annotation:import-job-detail", args=[lead_client.project.pk, job.pk])
    assert f'<a href="{url}">corpus.jsonl</a>' in html
    assert "<td>imported</td>" in html


# --- Lost workers and lost messages ---------------------------------------------------


@pytest.fixture
def queued_job(lead_client, tmp_path, sent, settings) -> ImportJob:
    """An upload queued for a worker; the stale limit 60 s, no message counted yet."""
    settings.PSEUDOWEB_RUN_STALE_SECONDS = 60
    upload(lead_client, tmp_path, GOOD)
    sent.clear()
    return ImportJob.objects.get()


def _as_if_a_worker_died_importing(job: ImportJob, *, beat_age: float) -> Path:
    """Make ``job`` RUNNING with its last heartbeat ``beat_age`` seconds ago."""
    ImportJob.objects.filter(pk=job.pk).update(
        status=ImportJob.Status.RUNNING, started_at=timezone.now()
    )
    progress_file = Path(job.path).parent / services_imports.PROGRESS_FILE
    progress_file.write_text("512 4096")
    beat = time.time() - beat_age
    os.utime(progress_file, (beat, beat))
    return progress_file


def test_an_import_whose_worker_died_is_queued_again_and_imported_once(
    queued_job, sent, tmp_path
):
    job = queued_job
    _as_if_a_worker_died_importing(job, beat_age=61)

    assert import_jobs_recover() == [job.pk]
    job.refresh_from_db()
    assert job.status == "queued" and sent == [((job.pk,), "light")]
    assert import_jobs_recover() == []  # one new message, not one per worker

    import_job_execute(job.pk)
    job.refresh_from_db()
    assert job.status == "done" and job.report["imported"] is True
    assert Document.objects.count() == 40


def test_a_running_import_with_a_fresh_heartbeat_is_left_alone(
    queued_job, sent, tmp_path
):
    job = queued_job
    _as_if_a_worker_died_importing(job, beat_age=30)
    assert import_jobs_recover() == [] and sent == []
    job.refresh_from_db()
    assert job.status == "running"


def test_a_worker_that_cannot_see_the_upload_does_not_judge_a_running_import(
    queued_job, sent, tmp_path
):
    # A worker on another machine, without the shared uploads folder.
    job = queued_job
    progress_file = _as_if_a_worker_died_importing(job, beat_age=3600)
    shutil.move(progress_file.parent, tmp_path / "elsewhere")
    assert import_jobs_recover() == [] and sent == []
    job.refresh_from_db()
    assert job.status == "running"


def test_a_queued_import_nobody_took_gets_a_new_message_once_per_stale_limit(
    queued_job, sent, tmp_path
):
    job = queued_job
    assert import_jobs_recover() == []  # just queued: its message may be on its way
    ImportJob.objects.filter(pk=job.pk).update(
        created_at=timezone.now() - timezone.timedelta(seconds=61)
    )
    assert import_jobs_recover() == [job.pk]
    assert import_jobs_recover() == []
    assert sent == [((job.pk,), "light")]
    job.refresh_from_db()
    assert job.status == "queued" and job.message_at is not None


def test_the_heartbeat_keeps_a_long_import_from_looking_dead(
    lead_client, tmp_path, sent, settings, monkeypatch
):
    settings.PSEUDOWEB_RUN_HEARTBEAT_SECONDS = 0.05
    upload(lead_client, tmp_path, GOOD)
    job = ImportJob.objects.get()
    progress_file = Path(job.path).parent / services_imports.PROGRESS_FILE
    real = services_imports.corpus_import
    ages: list[float] = []

    def slow(**kwargs):
        # Long work that reads nothing (the last batches, the commit).
        old = time.time() - 3600
        os.utime(progress_file, (old, old))
        time.sleep(0.5)
        ages.append(time.time() - progress_file.stat().st_mtime)
        return real(**kwargs)

    monkeypatch.setattr(services_imports, "corpus_import", slow)
    import_job_execute(job.pk)
    assert ages and ages[0] < 1  # touched while the import worked
    job.refresh_from_db()
    assert job.status == "done" and Document.objects.count() == 40
