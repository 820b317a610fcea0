"""Imports of uploaded files: within the request, or on a worker with progress.

Small uploads (and every API upload) are imported within the request from a temporary
copy (:func:`corpus_import_upload`). For larger ones, the page saves the upload under
``VAR_DIR/uploads/<job>/`` and queues an :class:`ImportJob`; a worker runs
:func:`corpus_import` on it exactly as the command does (one transaction: imported, or
refused with nothing left behind) and keeps the report. The upload is deleted once
read, whatever the outcome.

Progress goes to a small file beside the upload, not to the job row: the import holds
its transaction open to the end, so a row written inside it would not be seen by the
page polling it (and on SQLite a second connection could not write at all). The web
process and the workers of the ``light`` queue therefore share ``VAR_DIR/uploads``, as
they must for the upload itself.

The same file is the job's heartbeat: a thread touches it every
``PSEUDOWEB_RUN_HEARTBEAT_SECONDS`` while the import runs. A running job whose file is
older than ``PSEUDOWEB_RUN_STALE_SECONDS`` lost its worker (SIGKILL, power); its
transaction died with it, so :func:`import_jobs_recover` (called by every worker, as
for generation runs) queues it again and it is imported from the start, once.
"""

from __future__ import annotations

import logging
import os
import shutil
import tempfile
import time
import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from celery import current_app
from django.conf import settings
from django.contrib.auth.models import User
from django.core.files.uploadedfile import UploadedFile
from django.db import transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.text import get_valid_filename

from annotation.corpus.models import ImportJob, Project
from annotation.corpus.services import DUPLICATE_REFUSE, corpus_import
from pseudoweb.heartbeat import Heartbeat, run_setting, stale_before

logger = logging.getLogger(__name__)

QUEUE = "light"
# The progress file is written at most this often while the upload is read.
PROGRESS_EVERY_SECONDS = 0.5
PROGRESS_FILE = "progress"


def uploads_dir() -> Path:
    return Path(settings.VAR_DIR) / "uploads"


def save_upload(upload: UploadedFile, directory: Path) -> Path:
    """Write ``upload`` into ``directory`` under its own (sanitized) name."""
    # Keep the suffix: format detection looks at it (.zip vs .jsonl vs .json).
    name = get_valid_filename(Path(upload.name or "upload").name) or "upload"
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / name
    with path.open("wb") as out:
        for chunk in upload.chunks():
            out.write(chunk)
    return path


def save_uploads(
    directory: Path, upload: UploadedFile, labels: UploadedFile | None
) -> tuple[Path, Path | None]:
    """Save a corpus upload and its label file (if any) under ``directory``."""
    path = save_upload(upload, directory)
    # A folder of its own: the label file may have the corpus's name.
    labels_path = save_upload(labels, directory / "labels") if labels else None
    return path, labels_path


def corpus_import_upload(
    *,
    project: Project,
    upload: UploadedFile,
    format: str,
    skip_invalid: bool,
    user: User | None,
    labels: UploadedFile | None = None,
    language_key: str = "",
    language_map: Sequence[str] = (),
    language_threshold: float | None = None,
    language_detect: bool = True,
    duplicate: str = DUPLICATE_REFUSE,
    via: str = "web",
) -> dict[str, Any]:
    """Import an upload within the request, from a temporary copy; the report as JSON.

    ``labels``: an uploaded label file mapping numeric label ids to names. The
    ``language_*`` arguments decide each document's language as for ``corpus_import``;
    ``duplicate``: what to do when the project holds an import of the same file
    (``annotation.corpus.services.DUPLICATE_CHOICES``); ``via``: ``web`` or ``api``,
    whose controls a refusal names.
    """
    with tempfile.TemporaryDirectory(prefix="pseudoweb-upload-") as directory:
        path, labels_path = save_uploads(Path(directory), upload, labels)
        report = corpus_import(
            project_name=project.name,
            path=path,
            format=format,
            skip_invalid=skip_invalid,
            user=user,
            filename=upload.name,
            labels=labels_path,
            labels_filename=labels.name if labels is not None else None,
            language_key=language_key or None,
            language_map=language_map,
            language_threshold=language_threshold,
            language_detect=language_detect,
            duplicate=duplicate,
            via=via,
        )
    return report.as_json()


def import_job_create(
    *,
    project: Project,
    upload: UploadedFile,
    format: str,
    skip_invalid: bool,
    user: User | None,
    labels: UploadedFile | None = None,
    language_key: str = "",
    language_map: Sequence[str] = (),
    language_threshold: float | None = None,
    language_detect: bool = True,
    duplicate: str = DUPLICATE_REFUSE,
) -> ImportJob:
    """Keep the upload and queue its import (sent once the transaction commits)."""
    path, labels_path = save_uploads(uploads_dir() / uuid.uuid4().hex, upload, labels)
    job = ImportJob.objects.create(
        project=project,
        user=user,
        filename=(upload.name or path.name)[:500],
        path=str(path),
        labels_filename=(labels.name or "")[:500] if labels else "",
        labels_path=str(labels_path or ""),
        format=format,
        skip_invalid=skip_invalid,
        language_key=language_key[:200],
        language_map=list(language_map),
        language_threshold=language_threshold,
        language_detect=language_detect,
        on_duplicate=duplicate,
        bytes_total=path.stat().st_size,
    )
    transaction.on_commit(lambda: _send(job.pk))
    return job


def _send(job_id: int) -> None:
    # By name: the task module imports this one, not the other way round.
    current_app.tasks[settings.IMPORT_TASK].apply_async((job_id,), queue=QUEUE)


def import_job_execute(job_id: int) -> ImportJob | None:
    """Run a queued job; None when it is not queued (taken already, or unknown)."""
    claimed = ImportJob.objects.filter(
        pk=job_id, status=ImportJob.Status.QUEUED
    ).update(status=ImportJob.Status.RUNNING, started_at=timezone.now())
    if not claimed:
        return None
    job = ImportJob.objects.select_related("project", "user").get(pk=job_id)
    last = 0.0

    progress_file = Path(job.path).parent / PROGRESS_FILE
    _write_progress(progress_file, 0, job.bytes_total)  # the first heartbeat

    def progress(done: int, total: int) -> None:
        nonlocal last
        now = time.monotonic()
        if now - last < PROGRESS_EVERY_SECONDS and done < total:
            return
        last = now
        _write_progress(progress_file, done, total)

    try:
        with _Heartbeat(progress_file):
            report = corpus_import(
                project_name=job.project.name,
                path=Path(job.path),
                format=job.format,
                skip_invalid=job.skip_invalid,
                user=job.user,
                filename=job.filename,
                progress=progress,
                labels=Path(job.labels_path) if job.labels_path else None,
                labels_filename=job.labels_filename or None,
                language_key=job.language_key or None,
                language_map=job.language_map,
                language_threshold=job.language_threshold,
                language_detect=job.language_detect,
                duplicate=job.on_duplicate,
                via="web",  # only the upload page queues imports
            )
    except Exception as exc:  # the job row must say why, whatever went wrong
        job.status = ImportJob.Status.FAILED
        job.error = f"{type(exc).__name__}: {exc}"[:2000]
    else:
        job.status = ImportJob.Status.DONE
        job.report = report.as_json()
        job.imported = report.imported
        job.bytes_done = job.bytes_total
    finally:
        shutil.rmtree(Path(job.path).parent, ignore_errors=True)
    job.finished_at = timezone.now()
    job.save(
        update_fields=[
            "status", "error", "report", "imported", "bytes_done", "finished_at",
        ]
    )  # fmt: skip
    return job


def import_job_progress(job: ImportJob) -> tuple[int, int]:
    """(bytes read, bytes in all) of ``job``: from its progress file while it runs."""
    if job.status == ImportJob.Status.RUNNING:
        try:
            done, total = (Path(job.path).parent / PROGRESS_FILE).read_text().split()
            return int(done), int(total)
        except (OSError, ValueError):
            pass  # not written yet
    return job.bytes_done, job.bytes_total


def _write_progress(progress_file: Path, done: int, total: int) -> None:
    partial = progress_file.with_suffix(".tmp")
    partial.write_text(f"{done} {total}", encoding="ascii")
    partial.replace(progress_file)  # atomic: a reader never sees half a line


class _Heartbeat(Heartbeat):
    """Touches a running job's progress file every heartbeat interval.

    Reading the upload writes the file too, but the last batches and the commit of a
    large import can take longer than the stale limit without reading anything.
    """

    def __init__(self, progress_file: Path) -> None:
        self.progress_file = progress_file
        super().__init__(
            interval=run_setting("PSEUDOWEB_RUN_HEARTBEAT_SECONDS"),
            name=f"import-{progress_file.parent.name}",
        )

    def beat(self) -> None:
        os.utime(self.progress_file)


def import_jobs_recover() -> list[int]:
    """Send a new message for every upload that nobody imports; their ids.

    A running job whose heartbeat (its progress file) is older than the stale limit
    lost its worker mid-import: nothing of it was committed, so it goes back to the
    queue. Only a machine that sees the upload can tell; elsewhere the job is left to
    the workers that do. A queued job whose last message went out longer than the
    stale limit ago lost its message, or every ``light`` worker is busy (the extra
    message is then a no-op). The conditional updates let only one worker act.
    """
    cutoff = stale_before()
    sent: list[int] = []
    running = ImportJob.objects.filter(status=ImportJob.Status.RUNNING)
    for job in running.only("pk", "path", "started_at"):
        try:
            beat = (Path(job.path).parent / PROGRESS_FILE).stat().st_mtime
        except OSError:
            continue  # not on this machine, or finished a moment ago
        if beat >= cutoff.timestamp():
            continue
        taken = ImportJob.objects.filter(
            pk=job.pk, status=ImportJob.Status.RUNNING, started_at=job.started_at
        ).update(status=ImportJob.Status.QUEUED, message_at=timezone.now())
        if taken:
            logger.warning("import job %s: its worker died; importing it again", job.pk)
            _send(job.pk)
            sent.append(job.pk)
    queued = ImportJob.objects.filter(status=ImportJob.Status.QUEUED).filter(
        Q(message_at__lt=cutoff) | Q(message_at=None, created_at__lt=cutoff)
    )
    for job in queued.only("pk", "message_at"):
        taken = ImportJob.objects.filter(
            pk=job.pk, status=ImportJob.Status.QUEUED, message_at=job.message_at
        ).update(message_at=timezone.now())
        if taken:
            logger.warning("import job %s: nobody took it; sending it again", job.pk)
            _send(job.pk)
            sent.append(job.pk)
    return sent
