from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from annotation.corpus.models import Label, Project, Span
from annotation.corpus.services import corpus_export, corpus_import
from tests.annotation.import_helpers import corpus_state, utf16, write_jsonl, write_zip
from tests.annotation.test_import_tab import tab_document, write_tab

pytestmark = pytest.mark.django_db

EMOJI_TEXT = "Hej 😀 Anna och Bob"

DOCCANO = [
    {
        "id": 42,
        "text": "Call Bob at 5/6",
        "source": "a.txt",
        "reviewed": None,
        "label": [[5, 8, "PER"], [5, 8, "PER"], [0, 8, "MISC"]],
        "Comments": ["surname?"],
    },
    {
        "id": "x-7",
        "text": "Acme hired\nBob ",
        "entities": [{"id": 1, "label": "ORG", "start_offset": 0, "end_offset": 4}],
        "Comments": [{"id": 3, "comment": "ok"}],
    },
    {"id": 3, "data": "EU rejects it", "meta": {"batch": 1}, "labels": [[0, 2, "ORG"]]},
    {
        "id": 4,
        "text": EMOJI_TEXT,
        "label": [[utf16(EMOJI_TEXT, 6), utf16(EMOJI_TEXT, 10), "PER"]],
    },
    {"id": 5, "text": "No spans at all", "relations": []},
]


def labels(project: str) -> dict[str, str]:
    return dict(
        Label.objects.filter(project__name=project).values_list("name", "category")
    )


def test_doccano_export_writes_the_current_doccano_shape(tmp_path: Path) -> None:
    corpus_import(project_name="a", path=write_jsonl(tmp_path / "in.jsonl", DOCCANO))
    out = tmp_path / "out.jsonl"

    count = corpus_export(
        project=Project.objects.get(name="a"), format="doccano", out=out
    )

    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert count == len(records) == 5
    assert records[0] == {
        "id": 42,
        "text": "Call Bob at 5/6",
        "source": "a.txt",
        "reviewed": None,
        # Too short to detect: the project's language, written for the round trip.
        "language": "en",
        "label": [[0, 8, "MISC"], [5, 8, "PER"], [5, 8, "PER"]],
        "Comments": ["surname?"],
    }
    assert records[2]["batch"] == 1 and records[2]["text"] == "EU rejects it"
    # Offsets go out as code points, converted once on the way in.
    assert records[3]["label"] == [[6, 10, "PER"]]


def test_doccano_export_then_import_gives_the_same_corpus(tmp_path: Path) -> None:
    corpus_import(project_name="a", path=write_jsonl(tmp_path / "in.jsonl", DOCCANO))
    out = tmp_path / "out.jsonl"
    corpus_export(project=Project.objects.get(name="a"), format="doccano", out=out)

    report = corpus_import(project_name="b", path=out)

    assert report.imported and report.offset_conversions == []
    assert corpus_state("b") == corpus_state("a")
    assert labels("b") == labels("a")

    def flags(name: str) -> list[tuple]:
        return sorted(
            (s.start, s.end, s.label.name, tuple(s.flags))
            for s in Span.objects.filter(document__project__name=name)
        )

    assert flags("b") == flags("a")


def test_zip_export_writes_one_file_per_annotator_and_round_trips(
    tmp_path: Path,
) -> None:
    text = "Bob met Eve in Lund"
    source = write_zip(
        tmp_path / "in.zip",
        {
            "anna.s.jsonl": [
                {"id": 1, "text": text, "label": [[0, 3, "PER"]], "Comments": ["a"]},
                {"id": 2, "text": "Nothing", "lang": "en"},
            ],
            "bo.jsonl": [
                {
                    "id": 1,
                    "text": text,
                    "label": [[8, 11, "PER"], [0, 3, "PER"]],
                    "Comments": ["a", "b"],
                },
                {"id": 2, "text": "Nothing", "lang": "en"},
            ],
        },
    )
    corpus_import(project_name="a", path=source)
    out = tmp_path / "out.zip"

    count = corpus_export(
        project=Project.objects.get(name="a"), format="doccano", out=out
    )

    with zipfile.ZipFile(out) as archive:
        assert sorted(archive.namelist()) == ["anna.s.jsonl", "bo.jsonl"]
        bo = [json.loads(line) for line in archive.read("bo.jsonl").splitlines()]
    assert count == 2
    assert bo[0]["label"] == [[0, 3, "PER"], [8, 11, "PER"]]
    report = corpus_import(project_name="b", path=out)
    assert report.imported
    assert corpus_state("b") == corpus_state("a")
    assert [
        s.annotator
        for s in Span.objects.filter(document__project__name="b", duplicate=True)
    ] == ["bo"]


def test_tab_export_then_import_gives_the_same_corpus_and_mentions(
    tmp_path: Path,
) -> None:
    original = [tab_document("001"), tab_document("002", dataset_type="test")]
    corpus_import(project_name="a", path=write_tab(tmp_path / "in.json", original))
    out = tmp_path / "out.json"

    count = corpus_export(project=Project.objects.get(name="a"), format="tab", out=out)

    exported = json.loads(out.read_text())
    assert count == 2
    assert exported[1]["dataset_type"] == "test"
    for before, after in zip(original, exported, strict=True):
        assert after["text"] == before["text"] and after["doc_id"] == before["doc_id"]
        for annotator, block in before["annotations"].items():
            assert sorted(
                after["annotations"][annotator]["entity_mentions"],
                key=lambda m: m["start_offset"],
            ) == sorted(block["entity_mentions"], key=lambda m: m["start_offset"])
    report = corpus_import(project_name="b", path=out)
    assert report.imported
    assert corpus_state("b") == corpus_state("a")

    def columns(name: str) -> list[tuple]:
        return sorted(
            (
                s.document.external_id,
                s.start,
                s.end,
                s.annotator,
                s.entity,
                s.identifier_type,
                s.confidential_status,
                s.external_id,
                json.dumps(s.attributes, sort_keys=True),
            )
            for s in Span.objects.filter(document__project__name=name).select_related(
                "document"
            )
        )

    assert columns("b") == columns("a")


def test_doccano_project_exported_as_tab_reimports_the_same_corpus(
    tmp_path: Path,
) -> None:
    corpus_import(project_name="a", path=write_jsonl(tmp_path / "in.jsonl", DOCCANO))
    out = tmp_path / "out.json"
    corpus_export(project=Project.objects.get(name="a"), format="tab", out=out)

    report = corpus_import(project_name="b", path=out)

    assert report.imported

    def without_comments(state: list[dict]) -> list[dict]:
        return [{**d, "comments": []} for d in state]

    # TAB has no comment field: everything else comes back.
    assert without_comments(corpus_state("b")) == without_comments(corpus_state("a"))
