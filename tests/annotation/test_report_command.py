"""The report command and the export_corpus flags of issue 6."""

from __future__ import annotations

import csv
import io
import json

import pytest
from django.core.management import CommandError, call_command

from annotation.corpus.models import ActivityLog
from tests.annotation.report_helpers import build_world, decide, review

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    world = build_world(name="cmd")
    review(world, 0, "anna1", world.lead, "NO_ERROR")
    review(world, 0, "bo1", world.lead, "POS")
    review(world, 0, "anna1", world.annotator, "NO_ERROR")
    review(world, 0, "bo1", world.annotator, "NO_ERROR")
    return world


def run_command(*args: str) -> str:
    out = io.StringIO()
    call_command(*args, stdout=out, stderr=io.StringIO())
    return out.getvalue()


def test_errors_json_has_the_documented_shape(world) -> None:
    data = json.loads(run_command("report", "--project", "cmd", "--kind", "errors"))
    (column,) = data["runs"]
    assert {"run", "generator", "language", "n", "tags"} <= set(column)
    assert column["n"] == 4
    assert column["tags"]["NO_ERROR"] == {"count": 3, "share": 0.75}


def test_errors_filtered_by_reviewer_to_a_csv_file(world, tmp_path) -> None:
    out = tmp_path / "errors.csv"
    run_command(
        "report",
        "--project",
        "cmd",
        "--kind",
        "errors",
        "--format",
        "csv",
        "--reviewer",
        "cmd-lead",
        "--out",
        str(out),
    )
    rows = list(csv.DictReader(out.open()))
    pos = next(r for r in rows if r["tag"] == "POS")
    assert (pos["n"], pos["count"], pos["share"]) == ("2", "1", "0.5000")


def test_agreement_json_says_how_many_candidates(world) -> None:
    data = json.loads(run_command("report", "--project", "cmd", "--kind", "agreement"))
    assert data["n"] == 2
    assert data["pairs"][0]["n"] == 2
    assert set(data) == {"n", "alpha", "pairs", "confusion", "curation"}
    assert data["curation"] == {"n": 0, "agreed": 0, "agreement": None, "pairs": []}


def test_metrics_compute_on_demand_and_latex(world, settings, tmp_path) -> None:
    settings.PSEUDOWEB_SIMILARITY_MODEL = str(tmp_path / "missing")
    run_id = str(world.runs[0].pk)
    data = json.loads(
        run_command(
            "report",
            "--project",
            "cmd",
            "--kind",
            "metrics",
            "--run",
            run_id,
            "--compute",
        )
    )
    (row,) = data["runs"]
    assert row["status"] == "done"
    assert row["failed_share"] == 0
    assert row["upos_accuracy"] is not None  # tagged with the UD treebank
    assert data["originals"]["spans"] == 8
    latex = run_command(
        "report",
        "--project",
        "cmd",
        "--kind",
        "metrics",
        "--run",
        run_id,
        "--format",
        "latex",
    )
    assert latex.index("Original") < latex.index("upos")


def test_unknown_run_is_an_error(world) -> None:
    with pytest.raises(CommandError, match="no run"):
        run_command("report", "--project", "cmd", "--kind", "errors", "--run", "999")


def test_export_corpus_pseudonymized_from_a_run(world, tmp_path) -> None:
    out = tmp_path / "p.jsonl"
    message = run_command(
        "export_corpus",
        "--project",
        "cmd",
        "--format",
        "doccano",
        "--out",
        str(out),
        "--pseudonymized",
        "--run",
        str(world.runs[0].pk),
    )
    assert "8 spans replaced, 1 kept" in message
    first = json.loads(out.read_text().splitlines()[0])
    assert first["text"].startswith("Karin Ek met Al")


def test_export_corpus_needs_a_reviewer_when_several_curated(world, tmp_path) -> None:
    decide(world, "anna1", world.lead, "own", "Karin")
    decide(world, "anna1", world.annotator, "own", "Lisa")
    out = tmp_path / "p.txt"
    with pytest.raises(CommandError, match="--reviewer"):
        run_command(
            "export_corpus",
            "--project",
            "cmd",
            "--format",
            "text",
            "--out",
            str(out),
            "--pseudonymized",
        )
    message = run_command(
        "export_corpus",
        "--project",
        "cmd",
        "--format",
        "text",
        "--out",
        str(out),
        "--pseudonymized",
        "--reviewer",
        "cmd-ann",
    )
    # Undecided spans would ship their originals: those documents are left out,
    # and the command says so per document.
    assert out.read_text() == "\n"
    assert "1: left out, 5 of 6 spans undecided" in message
    assert "b: left out, 3 of 3 spans undecided" in message
    message = run_command(
        "export_corpus",
        "--project",
        "cmd",
        "--format",
        "text",
        "--out",
        str(out),
        "--pseudonymized",
        "--reviewer",
        "cmd-ann",
        "--fill-placeholder",
    )
    assert out.read_text().startswith("Lisa met [PERSON] in [LOC].")
    assert "1: filled, 1 decided, 5 masked with a placeholder" in message


def test_export_corpus_correspondence_is_logged(world, tmp_path) -> None:
    decide(world, "anna1", world.lead, "own", "Karin")
    out = tmp_path / "c.csv"
    run_command(
        "export_corpus",
        "--project",
        "cmd",
        "--format",
        "csv",
        "--out",
        str(out),
        "--correspondence",
    )
    rows = list(csv.DictReader(out.open()))
    assert [(r["original"], r["pseudonym"], r["reviewer"]) for r in rows] == [
        ("Anna Berg", "Karin", "cmd-lead")
    ]
    log = ActivityLog.objects.get(action="correspondence_download")
    assert log.details["via"] == "command" and log.at is not None


def test_plain_export_still_refuses_the_new_formats(world, tmp_path) -> None:
    with pytest.raises(CommandError, match="--pseudonymized"):
        run_command(
            "export_corpus",
            "--project",
            "cmd",
            "--format",
            "text",
            "--out",
            str(tmp_path / "x.txt"),
        )
