"""Uploads above PSEUDOWEB_UPLOAD_BACKGROUND_BYTES: queued, imported by the task body,
followed on a polled page with a progress bar, then the same report as in-request."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.urls import reverse
from django.utils import timezone

from annotation import services_imports
from annotation.models import Document, ImportJob, Role, Span
from annotation.services_imports import import_job_execute
from annotation.tasks import import_corpus_job
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
