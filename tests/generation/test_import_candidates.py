"""Candidates made elsewhere become a finished run; a bad file changes nothing."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from annotation.corpus.models import ActivityLog
from generation.models import Candidate, GenerationRun, RunMetrics, RunStatus
from tests.annotation.report_helpers import build_world

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    return build_world(name="outside")


def _export(run: GenerationRun, path: Path) -> list[dict]:
    call_command(
        "export_candidates", "--run", str(run.pk), "--out", str(path), stdout=StringIO()
    )
    return [json.loads(line) for line in path.read_text().splitlines()]


def _import(path: Path, name: str = "cluster") -> dict:
    out = StringIO()
    call_command(
        "import_candidates",
        "--project",
        "outside",
        "--name",
        name,
        str(path),
        "--json",
        stdout=out,
    )
    return json.loads(out.getvalue())


def test_an_exported_run_comes_back_as_the_same_candidates(world, tmp_path):
    path = tmp_path / "run.jsonl"
    exported = _export(world.runs[1], path)
    result = _import(path)
    assert result["rows"] == len(exported) == 9
    assert (result["documents"], result["spans_without_row"]) == (2, 0)
    run = GenerationRun.objects.get(pk=result["run"])
    assert (run.status, run.generator, run.name) == (
        RunStatus.DONE,
        "imported",
        "cluster",
    )
    assert (run.spans_total, run.spans_done, run.failed_count) == (9, 9, 1)
    again = _export(run, tmp_path / "again.jsonl")
    keys = ("document", "start", "end", "label", "candidate", "failed")
    assert [{k: r[k] for k in keys} for r in again] == [
        {k: r[k] for k in keys} for r in exported
    ]
    # measured (and its tags proposed) in the background, like a generated run
    assert RunMetrics.objects.get(run=run).status in ("queued", "done")
    log = ActivityLog.objects.get(action="run.import")
    assert log.details["run"] == run.pk and log.details["source"] == "run.jsonl"


def test_spans_without_a_row_are_counted_and_said(world, tmp_path):
    path = tmp_path / "part.jsonl"
    rows = _export(world.runs[0], path)
    path.write_text("\n".join(json.dumps(r) for r in rows if r["document"] == "1"))
    out = StringIO()
    call_command(
        "import_candidates",
        "--project",
        "outside",
        "--name",
        "p",
        str(path),
        stdout=out,
    )
    assert "6 candidates in 1 documents" in out.getvalue()
    run = GenerationRun.objects.get(name="p")
    assert Candidate.objects.filter(run=run).count() == 6
    # A minimal row (the four keys) is enough.
    path.write_text(
        json.dumps({"document": "b", "start": 0, "end": 3, "candidate": "Ida"})
    )
    result = _import(path, "minimal")
    assert result["spans_without_row"] == 2


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("not json", "line 2: not JSON"),
        ("[1, 2]", "line 2: not a JSON object"),
        ('{"document": "1", "start": 0, "end": 9}', 'line 2: no "candidate"'),
        (
            '{"document": "nope", "start": 0, "end": 9, "candidate": "X"}',
            "line 2: no document 'nope' in the project",
        ),
        (
            '{"document": "1", "start": 1, "end": 9, "candidate": "X"}',
            "line 2: document '1' has no span 1-9",
        ),
        (
            '{"document": "1", "start": 0, "end": 9, "candidate": "X", "label": "LOC"}',
            "line 2: document '1' has no span 0-9 labelled 'LOC'",
        ),
        (
            '{"document": "1", "start": -1, "end": 9, "candidate": "X"}',
            'line 2: "start" must be a whole number >= 0',
        ),
        (
            '{"document": "1", "start": 0, "end": 9, "candidate": 5}',
            'line 2: "candidate" must be a string or null',
        ),
        (
            '{"document": "1", "start": 0, "end": 9, "candidate": "X", '
            '"confidence": 2}',
            'line 2: "confidence" must be a number from 0 to 1',
        ),
        (
            '{"document": "1", "start": 0, "end": 9, "candidate": "X"}',
            "line 2: span 0-9 of '1' already has a candidate on line 1",
        ),
    ],
)
def test_a_bad_row_refuses_the_whole_file_with_its_line(world, tmp_path, line, reason):
    first = json.dumps({"document": "1", "start": 0, "end": 9, "candidate": "Ida"})
    path = tmp_path / "bad.jsonl"
    path.write_text(first + "\n" + line + "\n")
    runs, candidates = GenerationRun.objects.count(), Candidate.objects.count()
    with pytest.raises(CommandError) as caught:
        _import(path)
    assert reason in str(caught.value)
    assert "nothing was imported" in str(caught.value)
    assert (GenerationRun.objects.count(), Candidate.objects.count()) == (
        runs,
        candidates,
    )


def test_the_command_names_what_it_cannot_find(world, tmp_path):
    with pytest.raises(CommandError, match="cannot read"):
        _import(tmp_path / "missing.jsonl")
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n")
    with pytest.raises(CommandError, match="the file has no candidates"):
        _import(empty)
    latin = tmp_path / "latin.jsonl"
    latin.write_bytes('{"document": "1", "candidate": "Å"}'.encode("latin-1"))
    with pytest.raises(CommandError, match="not UTF-8"):
        _import(latin)
    with pytest.raises(CommandError, match="no project called"):
        call_command("import_candidates", "--project", "x", "--name", "n", str(empty))


def test_the_api_imports_for_leads_and_refuses_others(world, tmp_path):
    from django.core.files.uploadedfile import SimpleUploadedFile
    from django.urls import reverse
    from rest_framework.test import APIClient

    rows = _export(world.runs[0], tmp_path / "run.jsonl")
    body = "\n".join(json.dumps(r) for r in rows).encode()
    url = reverse("api-run-import", args=[world.project.pk])
    api = APIClient()

    def post(content: bytes = body) -> object:
        return api.post(
            url,
            {"name": "api run", "file": SimpleUploadedFile("c.jsonl", content)},
            format="multipart",
        )

    api.force_authenticate(world.annotator)
    assert post().status_code == 403
    api.force_authenticate(None)
    assert post().status_code in (401, 403)
    api.force_authenticate(world.lead)
    bad = post(body + b'\n{"document": "zz", "start": 0, "end": 1, "candidate": "X"}')
    assert bad.status_code == 400
    assert bad.json() == {
        "detail": "line 10: no document 'zz' in the project; nothing was imported",
        "line": 10,
    }
    assert post("Å".encode("latin-1")).status_code == 400
    assert not GenerationRun.objects.filter(name="api run").exists()
    made = post()
    assert made.status_code == 201
    assert made.json()["status"] == "done" and made.json()["spans_without_row"] == 0
    assert Candidate.objects.filter(run_id=made.json()["id"]).count() == 9


def test_the_runs_page_imports_for_leads_and_says_why_it_refuses(
    world, tmp_path, client
):
    from django.core.files.uploadedfile import SimpleUploadedFile
    from django.urls import reverse

    rows = _export(world.runs[0], tmp_path / "run.jsonl")
    body = "\n".join(json.dumps(r) for r in rows).encode()
    url = reverse("generation:run-import", args=[world.project.pk])
    client.force_login(world.annotator)
    assert client.get(url).status_code == 403
    runs_page = client.get(reverse("generation:run-list", args=[world.project.pk]))
    assert url not in runs_page.content.decode()
    client.force_login(world.lead)
    assert (
        url
        in client.get(
            reverse("generation:run-list", args=[world.project.pk])
        ).content.decode()
    )
    assert 'enctype="multipart/form-data"' in client.get(url).content.decode()
    refused = client.post(
        url,
        {
            "name": "web",
            "file": SimpleUploadedFile("c.jsonl", b'{"document": "1"}\n'),
        },
    )
    assert refused.status_code == 400
    assert "line 1: no &quot;start&quot;; nothing was imported." in (
        refused.content.decode()
    )
    made = client.post(
        url, {"name": "web", "file": SimpleUploadedFile("c.jsonl", body)}, follow=True
    )
    run = GenerationRun.objects.get(name="web")
    assert made.redirect_chain[-1][0] == reverse("generation:run-detail", args=[run.pk])
    assert "Run “web”: 9 candidates in 2 documents." in made.content.decode()
