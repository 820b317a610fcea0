"""generate --sync and --wait draw documents done / total on stderr with --progress;
the --json summary stays the last line of stdout."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import call_command

from annotation.corpus.models import Label
from generation.management.commands.generate import Command
from generation.models import GenerationRun, RunStatus
from generation.services import generation_execute, options_parse, run_create
from tests.factories import DocumentFactory, ProjectFactory, SpanFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def project():
    project = ProjectFactory(name="Letters", language="en")
    person = Label.objects.create(project=project, name="PER", category="PERSON")
    for i in range(3):
        document = DocumentFactory(
            project=project, external_id=f"d{i}", text=f"Anna wrote letter {i}."
        )
        SpanFactory(document=document, start=0, end=4, label=person)
    return project


def last_bar(stderr: str) -> str:
    return stderr.replace("\r", "\n").strip().splitlines()[-1]


def test_generate_sync_with_progress_draws_documents_and_keeps_json_last(project):
    out, err = StringIO(), StringIO()
    call_command(
        "generate",
        "--project",
        "Letters",
        "--generator",
        "placeholder",
        "--sync",
        "--json",
        "--progress",
        stdout=out,
        stderr=err,
    )
    bar = last_bar(err.getvalue())
    assert bar.startswith("documents: 100%") and "3/3" in bar
    summary = json.loads(out.getvalue().strip().splitlines()[-1])
    assert summary["candidates"] == 3 and summary["failed"] == 0


def test_generate_sync_draws_no_bar_when_stderr_is_not_a_terminal(project):
    out, err = StringIO(), StringIO()
    call_command(
        "generate",
        "--project",
        "Letters",
        "--generator",
        "placeholder",
        "--sync",
        "--json",
        stdout=out,
        stderr=err,
    )
    assert err.getvalue() == ""
    assert json.loads(out.getvalue().strip().splitlines()[-1])["candidates"] == 3


def test_generation_execute_reports_documents_done_out_of_total(project):
    run = run_create(
        project=project,
        generator="placeholder",
        options=options_parse(extra={}),
        name="",
    )
    calls: list[tuple[int, int]] = []
    generation_execute(run_id=run.pk, progress=lambda *c: calls.append(c))
    assert calls[0] == (0, 3)
    assert calls[-1] == (3, 3)


def test_wait_reports_the_run_rows_counters_until_it_finishes(project, monkeypatch):
    run = GenerationRun.objects.create(
        project=project,
        generator="placeholder",
        language="en",
        status=RunStatus.RUNNING,
        documents_total=3,
    )

    def a_worker_writes_one_document(seconds: float) -> None:
        # Stands in for the worker between two polls of the run row.
        row = GenerationRun.objects.get(pk=run.pk)
        row.documents_done += 1
        if row.documents_done == row.documents_total:
            row.status = RunStatus.DONE
        row.save()

    monkeypatch.setattr(
        "generation.management.commands.generate.time.sleep",
        a_worker_writes_one_document,
    )
    calls: list[tuple[int, int]] = []
    finished = Command()._wait(run, progress=lambda *c: calls.append(c))
    assert finished.status == RunStatus.DONE
    assert calls == [(0, 3), (1, 3), (2, 3), (3, 3)]
