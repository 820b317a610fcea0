"""Numeric doccano label ids mapped to names with a label file (--labels)."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command

from annotation.corpus.importers.doccano import read_label_names
from annotation.corpus.models import Label, Project, Span
from annotation.corpus.services import corpus_import
from tests.annotation.import_helpers import write_jsonl, write_zip

pytestmark = pytest.mark.django_db

# doccano 0.x: "annotations" with numeric label ids.
RECORDS = [
    {
        "id": 1,
        "text": "Anna lives in Lund.",
        "annotations": [
            {"label": 5, "start_offset": 0, "end_offset": 4, "user": 1},
            {"label": 7, "start_offset": 14, "end_offset": 18, "user": 1},
        ],
    },
    {"id": 2, "text": "Bo too.", "labels": [[0, 2, 5]]},
]
# What doccano's "export labels" writes.
DOCCANO_LABELS = [
    {"id": 5, "text": "PER", "prefix_key": None, "suffix_key": "p",
     "background_color": "#209cee", "text_color": "#ffffff"},
    {"id": 7, "text": "LOC", "prefix_key": None, "suffix_key": "l",
     "background_color": "#ff3860", "text_color": "#ffffff"},
]  # fmt: skip


def write_json(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def spans() -> list[tuple[str, int, str]]:
    return sorted(
        (s.document.external_id, s.start, s.label.name)
        for s in Span.objects.select_related("document", "label")
    )


@pytest.mark.parametrize(
    "labels", [DOCCANO_LABELS, {"5": "PER", "7": "LOC"}], ids=["doccano", "object"]
)
def test_label_file_turns_ids_into_names(tmp_path: Path, labels: object) -> None:
    report = corpus_import(
        project_name="p",
        path=write_jsonl(tmp_path / "c.jsonl", RECORDS),
        labels=write_json(tmp_path / "labels.json", labels),
    )

    assert report.imported, report.as_json()
    assert spans() == [("1", 0, "PER"), ("1", 14, "LOC"), ("2", 0, "PER")]
    assert sorted(Label.objects.values_list("name", "category")) == [
        ("LOC", "LOC"),
        ("PER", "PERSON"),
    ]
    assert not any("numeric ids" in w.message for w in report.warnings)


def test_label_file_applies_to_every_member_of_a_zip(tmp_path: Path) -> None:
    archive = write_zip(
        tmp_path / "c.zip", {"anna.jsonl": RECORDS[:1], "bo.jsonl": RECORDS[1:]}
    )
    report = corpus_import(
        project_name="p",
        path=archive,
        labels=write_json(tmp_path / "labels.json", DOCCANO_LABELS),
    )
    assert report.imported
    assert spans() == [("1", 0, "PER"), ("1", 14, "LOC"), ("2", 0, "PER")]


def test_an_id_missing_from_the_label_file_refuses_the_record_by_line(
    tmp_path: Path,
) -> None:
    report = corpus_import(
        project_name="p",
        path=write_jsonl(tmp_path / "c.jsonl", RECORDS),
        labels=write_json(tmp_path / "labels.json", {"5": "PER"}),
    )

    assert not report.imported
    [error] = report.errors
    assert (error.file, error.line) == ("c.jsonl", 1)
    assert "label id 7 is not in the label file" in error.message
    assert not Project.objects.exists() and not Span.objects.exists()


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ('[{"id": 5, "text": "PER"},\n oops]', "line 2: the label file is not JSON"),
        (json.dumps([{"text": "PER"}]), 'label 1: not an object with an "id"'),
        (json.dumps([{"id": 5, "text": ""}]), "label 5: no name"),
        (
            json.dumps([{"id": 5, "text": "PER"}, {"id": 5, "text": "LOC"}]),
            "label 5 has two names",
        ),
        (json.dumps("PER"), "must be a list"),
    ],
)
def test_a_bad_label_file_is_refused_with_its_reason(
    tmp_path: Path, content: str, reason: str
) -> None:
    path = tmp_path / "labels.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ValueError, match=reason):
        read_label_names(path)

    report = corpus_import(
        project_name="p", path=write_jsonl(tmp_path / "c.jsonl", RECORDS), labels=path
    )
    assert not report.imported
    assert report.errors[0].file == "labels.json"
    assert reason in report.errors[0].message
    assert not Project.objects.exists()


def test_import_corpus_command_takes_labels(tmp_path: Path) -> None:
    out = StringIO()
    call_command(
        "import_corpus",
        str(write_jsonl(tmp_path / "c.jsonl", RECORDS)),
        "--project",
        "p",
        "--labels",
        str(write_json(tmp_path / "labels.json", DOCCANO_LABELS)),
        "--json",
        stdout=out,
    )
    report = json.loads(out.getvalue().strip().splitlines()[-1])
    assert report["imported"] and report["spans"] == 3
    assert spans()[1] == ("1", 14, "LOC")
