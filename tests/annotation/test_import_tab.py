from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from annotation.corpus.importers import sources
from annotation.corpus.models import Document, Label, Project, Span
from annotation.corpus.services import corpus_import

pytestmark = pytest.mark.django_db

TEXT = "The applicant, Mr Jan Kowalski, was born in 1962 in Warsaw."


def mention(start: int, end: int, **extra: Any) -> dict[str, Any]:
    return {
        "entity_type": "PERSON",
        "entity_mention_id": f"001_a{start}",
        "start_offset": start,
        "end_offset": end,
        "span_text": TEXT[start:end],
        "edit_type": "check",
        "identifier_type": "DIRECT",
        "entity_id": "001_e1",
        "confidential_status": "NOT_CONFIDENTIAL",
        **extra,
    }


def tab_document(doc_id: str = "001-61807", **extra: Any) -> dict[str, Any]:
    jan = TEXT.index("Jan Kowalski")
    year = TEXT.index("1962")
    return {
        "annotations": {
            "annotator1": {"entity_mentions": [mention(jan, jan + 12)]},
            "annotator2": {
                "entity_mentions": [
                    mention(jan, jan + 12),
                    mention(
                        year,
                        year + 4,
                        entity_type="DATETIME",
                        entity_id="001_e2",
                        identifier_type="QUASI",
                        entity_mention_id="001_a9",
                    ),
                ]
            },
        },
        "dataset_type": "train",
        "doc_id": doc_id,
        "meta": {"applicant": "Jan Kowalski", "year": 1998},
        "quality_checked": False,
        "task": "Task: Annotate the document to anonymise the following person: Jan",
        "text": TEXT,
        **extra,
    }


def write_tab(path: Path, documents: list[Any], *, indent: int | None = 2) -> Path:
    path.write_text(json.dumps(documents, indent=indent), encoding="utf-8")
    return path


def test_tab_import_turns_every_annotators_mentions_into_spans(tmp_path: Path) -> None:
    path = write_tab(tmp_path / "echr_dev.json", [tab_document()])

    report = corpus_import(project_name="tab", path=path)

    assert report.imported, report.errors
    assert (report.documents, report.spans) == (1, 3)
    spans = list(Span.objects.select_related("label").order_by("annotator", "start"))
    assert [
        (s.annotator, s.text, s.label.name, s.entity, s.identifier_type) for s in spans
    ] == [
        ("annotator1", "Jan Kowalski", "PERSON", "001_e1", "DIRECT"),
        ("annotator2", "Jan Kowalski", "PERSON", "001_e1", "DIRECT"),
        ("annotator2", "1962", "DATETIME", "001_e2", "QUASI"),
    ]
    assert spans[0].confidential_status == "NOT_CONFIDENTIAL"
    assert spans[0].external_id == spans[0].attributes["entity_mention_id"]
    assert spans[0].attributes == {
        "entity_type": "PERSON",
        "entity_mention_id": spans[0].external_id,
        "span_text": "Jan Kowalski",
        "edit_type": "check",
    }
    # The second annotator's identical mention is a duplicate of the first one's.
    assert [s.duplicate for s in spans] == [False, True, False]
    assert dict(Label.objects.values_list("name", "category")) == {
        "PERSON": "PERSON",
        "DATETIME": "DATETIME",
    }


def test_tab_import_keeps_document_keys_as_metadata(tmp_path: Path) -> None:
    path = write_tab(tmp_path / "tab.json", [tab_document()])

    corpus_import(project_name="tab", path=path)

    document = Document.objects.get()
    assert document.external_id == "001-61807"
    assert document.metadata == {
        "dataset_type": "train",
        "meta": {"applicant": "Jan Kowalski", "year": 1998},
        "quality_checked": False,
        "task": "Task: Annotate the document to anonymise the following person: Jan",
    }


def test_tab_import_warns_when_span_text_differs_from_the_slice(tmp_path: Path) -> None:
    document = tab_document()
    document["annotations"]["annotator1"]["entity_mentions"][0]["span_text"] = "Jan K."
    path = write_tab(tmp_path / "tab.json", [document])

    report = corpus_import(project_name="tab", path=path)

    assert report.imported
    assert any("span_text 'Jan K.'" in w.message for w in report.warnings)


def test_tab_import_reports_bad_mentions_with_document_number_and_line(
    tmp_path: Path,
) -> None:
    bad = tab_document("002")
    bad["annotations"]["annotator1"]["entity_mentions"][0]["end_offset"] = 500
    path = write_tab(tmp_path / "tab.json", [tab_document(), bad])

    report = corpus_import(project_name="tab", path=path)

    assert not report.imported
    error = report.errors[0]
    assert error.file == "tab.json"
    assert "document 2" in error.message and "out of range" in error.message
    # The line where the second document starts in the pretty-printed file.
    lines = path.read_text().splitlines()
    assert lines[error.line - 1].strip() == "{"
    assert '"doc_id": "002"' in "\n".join(lines[error.line - 1 :])
    assert not Project.objects.exists()


def test_tab_import_refuses_a_list_that_breaks_off(tmp_path: Path) -> None:
    path = tmp_path / "tab.json"
    good = json.dumps(tab_document())
    path.write_text(f'[{good},\n{{"doc_id": "x", ', encoding="utf-8")

    report = corpus_import(project_name="tab", path=path)

    assert not report.imported
    assert report.errors[0].line == 2
    assert "rest of the file" in report.errors[0].message


def test_tab_list_is_read_element_by_element_across_chunks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Tiny chunks make every document straddle several reads.
    monkeypatch.setattr(sources, "CHUNK", 64)
    documents = [tab_document(f"doc{i}") for i in range(20)]
    path = write_tab(tmp_path / "tab.json", documents, indent=1)

    report = corpus_import(project_name="tab", path=path)

    assert report.imported, report.errors
    assert report.documents == 20
    lines = path.read_text().splitlines()
    for document in Document.objects.all():
        # Each document knows the line it starts on.
        following = lines[document.source_line - 1 :]
        first_id = next(line for line in following if '"doc_id"' in line)
        assert first_id.strip() == f'"doc_id": "{document.external_id}",'
        assert lines[document.source_line - 1].strip() == "{"


def test_tab_import_reads_a_file_with_a_bom_on_one_line(tmp_path: Path) -> None:
    path = tmp_path / "tab.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps([tab_document()]).encode())

    report = corpus_import(project_name="tab", path=path, format="tab")

    assert report.imported and report.spans == 3
