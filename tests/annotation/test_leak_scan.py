"""The leak scan of an export (issue 21): the command, its JSON lines and exit
status, the export's refusal, and what the keep-list and NO_MASK exempt."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from annotation.corpus.models import Document, Label
from annotation.reports.choices import source_resolve
from annotation.reports.leaks import leak_scan
from generation.models import Candidate, KeepEntry
from tests.annotation.report_helpers import _span, build_world

pytestmark = pytest.mark.django_db

LETTER = "Nadir Kalkan wrote in May. Kalkan's lawyer signed: nadir.kalkan@example.com"


@pytest.fixture
def world():
    world = build_world(name="leaky")
    person = Label.objects.get(project=world.project, name="PER")
    letter = Document.objects.create(
        project=world.project, external_id="letter", text=LETTER, position=2
    )
    nadir = _span(letter, "Nadir Kalkan", person, entity="e9")
    for run in world.runs:
        Candidate.objects.create(
            run=run, span=nadir, document=letter, text="Ali Demir", failed=False
        )
    return world


def _scan_json(capsys, *args: str) -> tuple[int, list[dict]]:
    with pytest.raises(SystemExit) as exited:
        call_command("leak_scan", "--project", "leaky", *args, "--json")
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    return exited.value.code, lines


def test_the_command_lists_each_finding_and_exits_3(world, capsys) -> None:
    code, lines = _scan_json(capsys, "--run", str(world.runs[0].pk))
    assert code == 3
    *findings, summary = lines
    got = [(f["document"], f["text"], f["original"], f["kind"]) for f in findings]
    assert got == [
        ("letter", "Kalkan's", "Nadir Kalkan", "part"),
        ("letter", "nadir", "Nadir Kalkan", "part"),
        ("letter", "kalkan", "Nadir Kalkan", "part"),
    ]
    first = findings[0]
    assert set(first) >= {"document", "start", "end", "text", "original", "label"}
    exported = "Ali Demir wrote in May. Kalkan's lawyer"
    assert exported[first["start"] : first["end"]] == "Kalkan's"
    assert first["label"] == "PER"
    assert summary["findings"] == 3 and summary["documents"] == 3


def test_a_clean_export_exits_0_and_the_keep_list_is_no_leak(world, capsys) -> None:
    world.project.documents.filter(external_id="letter").delete()
    assert KeepEntry.objects.count() == 0
    call_command("leak_scan", "--project", "leaky", "--run", str(world.runs[0].pk))
    assert "0 findings" in capsys.readouterr().out
    # another document's original is a finding wherever it stands...
    Document.objects.create(
        project=world.project, external_id="c", text="Anna Berg wrote.", position=3
    )
    source = source_resolve(project=world.project, run=world.runs[0])
    report = leak_scan(project=world.project, source=source)
    assert [(f.finding.text, f.finding.kind) for f in report.findings] == [
        ("Anna Berg", "other-document")
    ]
    # ...unless the lead said it is no personal information
    KeepEntry.objects.create(
        project=world.project, text="Anna Berg", folded="anna berg"
    )
    report = leak_scan(project=world.project, source=source)
    assert report.findings == []
    assert report.exempt["keep-list"] == 1
    assert "keep-list" in report.describe()


def test_no_mask_originals_are_exempt(world) -> None:
    # Oslo (NO_MASK in document b) named again in another document
    Document.objects.create(
        project=world.project, external_id="c", text="They flew to Oslo.", position=3
    )
    source = source_resolve(project=world.project, run=world.runs[0])
    report = leak_scan(project=world.project, source=source)
    assert all(f.finding.original != "Oslo" for f in report.findings)
    # where it stays in its own document and where it stands again
    assert report.exempt["NO_MASK"] == 2


def test_the_export_refuses_to_write_findings_unless_allowed(world, tmp_path) -> None:
    out = tmp_path / "out.jsonl"
    args = ["export_corpus", "--project", "leaky", "--pseudonymized", "--format"]
    args += ["doccano"]
    args += ["--run", str(world.runs[0].pk), "--out", str(out)]
    with pytest.raises(CommandError, match="leak scan found") as refused:
        call_command(*args)
    assert "3 findings in 1 of 3 documents" in str(refused.value)
    assert "--allow-leaks" in str(refused.value)
    assert not out.exists()
    call_command(*args, "--allow-leaks")
    assert "Kalkan's" in out.read_text(encoding="utf-8")
