from __future__ import annotations

import json
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from annotation.corpus.models import Document, Project
from tests.annotation.import_helpers import corpus_state, utf16, write_jsonl, write_zip

pytestmark = pytest.mark.django_db


def run(*args: str) -> tuple[int, str]:
    out = StringIO()
    try:
        call_command(*args, stdout=out)
    except SystemExit as exc:
        return int(exc.code or 0), out.getvalue()
    return 0, out.getvalue()


def test_import_command_ends_with_the_json_report(tmp_path: Path) -> None:
    text = "Hej 😀 Bob"
    path = write_jsonl(
        tmp_path / "e.jsonl",
        [
            {"id": 1, "text": text, "label": [[utf16(text, 6), utf16(text, 9), "PER"]]},
            {"text": "no id"},
        ],
    )

    status, output = run("import_corpus", str(path), "--project", "p", "--json")

    assert status == 0
    report = json.loads(output.strip().splitlines()[-1])
    assert {k: report[k] for k in ("project", "documents", "spans", "errors")} == {
        "project": "p",
        "documents": 2,
        "spans": 1,
        "errors": [],
    }
    assert report["offset_conversions"] == [
        {"file": "e.jsonl", "line": 1, "document": "1", "spans": 1}
    ]
    # Line 2 has no id; both texts are too short to tell English from Swedish.
    assert [w["line"] for w in report["warnings"]] == [1, 2, 2]
    assert report["languages"] == {"en": {"default": 2}}
    assert "Imported 2 documents and 1 spans" in output
    assert "converted: e.jsonl:1" in output


def test_import_command_exits_1_and_lists_errors_when_refused(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "e.jsonl", [{"id": 1, "text": "x"}, "{oops"])

    status, output = run("import_corpus", str(path), "--project", "p", "--json")

    assert status == 1
    assert "error: e.jsonl:2: invalid JSON" in output
    report = json.loads(output.strip().splitlines()[-1])
    assert report["errors"][0]["file"] == "e.jsonl" and report["errors"][0]["line"] == 2
    assert report["imported"] is False
    assert not Project.objects.exists()


def test_import_command_skip_invalid_imports_the_rest(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "e.jsonl", [{"id": 1, "text": "x"}, "{oops"])

    status, output = run(
        "import_corpus", str(path), "--project", "p", "--skip-invalid", "--json"
    )

    assert status == 0
    assert json.loads(output.strip().splitlines()[-1])["documents"] == 1


def test_import_command_refuses_a_bad_path_clearly(tmp_path: Path) -> None:
    status, output = run(
        "import_corpus", str(tmp_path / "missing.jsonl"), "--project", "p", "--json"
    )

    assert status == 1
    assert "does not exist" in output
    assert json.loads(output.strip().splitlines()[-1])["errors"][0]["line"] is None


def test_import_command_sets_language_and_forces_format(tmp_path: Path) -> None:
    path = write_jsonl(
        tmp_path / "e.jsonl",
        [
            {
                "doc_id": "d1",
                "text": "Bo",
                "annotations": {
                    "ann": {
                        "entity_mentions": [
                            {
                                "entity_type": "PERSON",
                                "start_offset": 0,
                                "end_offset": 2,
                            }
                        ]
                    }
                },
            },
        ],
    )

    status, _ = run(
        "import_corpus",
        str(path),
        "--project",
        "p",
        "--language",
        "sv",
        "--format",
        "tab",
    )

    assert status == 0
    assert Project.objects.get().language == "sv"
    assert Document.objects.get().spans.get().annotator == "ann"


def test_export_command_round_trips_through_import(tmp_path: Path) -> None:
    source = write_zip(
        tmp_path / "in.zip",
        {
            "kim.jsonl": [
                {"id": 1, "text": "Bob", "label": [[0, 3, "PER"]], "x": None}
            ],
            "lee.jsonl": [
                {"id": 1, "text": "Bob", "label": [[0, 2, "PER"]], "x": None}
            ],
        },
    )
    run("import_corpus", str(source), "--project", "a")

    status, output = run(
        "export_corpus",
        "--project",
        "a",
        "--format",
        "doccano",
        "--out",
        str(tmp_path / "out.jsonl"),
    )

    assert status == 0
    assert "Exported 1 documents" in output
    assert "2 annotators are all in one file" in output
    run("import_corpus", str(tmp_path / "out.jsonl"), "--project", "b")

    def without_annotators(state: list[dict]) -> list[dict]:
        return [{**d, "spans": sorted(s[:3] for s in d["spans"])} for d in state]

    # One JSONL file cannot say whose a span is; everything else comes back.
    assert without_annotators(corpus_state("b")) == without_annotators(
        corpus_state("a")
    )


def test_export_command_refuses_an_unknown_project(tmp_path: Path) -> None:
    with pytest.raises(CommandError, match="no project"):
        call_command(
            "export_corpus",
            "--project",
            "nope",
            "--format",
            "tab",
            "--out",
            str(tmp_path / "o.json"),
        )


def test_labels_whose_names_say_nothing_get_the_category_of_their_spans(
    tmp_path: Path,
) -> None:
    """``who``/``when`` name no category: the import reads their spans (issue 19),
    says so in the report, and leaves labels that mean "other" at MISC."""
    text = (
        "Mrs Ada Berg met Dr Omar Haddad on Saturday 3 May at 9:30 in the Kiruna "
        "office; Berg had the Purple Wall painted."
    )

    def span(surface: str, label: str) -> list:
        start = text.index(surface)
        return [start, start + len(surface), label]

    rows = [
        {
            "id": n,
            "text": text,
            "label": [
                span("Mrs Ada Berg", "who"),
                span("Dr Omar Haddad", "who"),
                span("Saturday 3 May", "when"),
                span("9:30", "when"),
                span("Berg", "who"),
                span("the Purple Wall", "other"),
            ],
        }
        for n in (1, 2)
    ]
    path = write_jsonl(tmp_path / "w.jsonl", rows)

    status, output = run(
        "import_corpus", str(path), "--project", "w", "--language", "en", "--json"
    )

    assert status == 0
    report = json.loads(output.strip().splitlines()[-1])
    assert {k: v["category"] for k, v in report["labels"].items()} == {
        "who": "PERSON",
        "when": "DATETIME",
    }
    assert report["labels"]["who"]["reason"] == (
        "6 of its 6 spans read as people's names"
    )
    project = Project.objects.get(name="w")
    assert dict(project.labels.values_list("name", "category")) == {
        "who": "PERSON",
        "when": "DATETIME",
        "other": "MISC",
    }
    assert any(
        "label 'who' says no category" in w["message"] for w in report["warnings"]
    )

    # A later import keeps what the lead set: existing labels are not read again.
    project.labels.filter(name="who").update(category="MISC")
    path2 = write_jsonl(tmp_path / "w2.jsonl", [{**rows[0], "id": 3}])
    status, output = run(
        "import_corpus", str(path2), "--project", "w", "--language", "en", "--json"
    )
    assert status == 0
    assert json.loads(output.strip().splitlines()[-1])["labels"] == {}
    assert project.labels.get(name="who").category == "MISC"
