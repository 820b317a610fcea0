from __future__ import annotations

import json
from pathlib import Path

import pytest

from annotation.corpus.importers.sources import read_corpus
from annotation.corpus.models import (
    CorpusImport,
    Document,
    Label,
    Membership,
    Project,
    Role,
    Span,
)
from annotation.corpus.services import corpus_import
from tests.annotation.import_helpers import utf16, write_jsonl, write_zip
from tests.factories import DocumentFactory, ProjectFactory, SpanFactory, UserFactory

pytestmark = pytest.mark.django_db


def spans_of(external_id: str, project: str = "p") -> list[tuple[int, int, str, str]]:
    document = Document.objects.get(project__name=project, external_id=external_id)
    return [
        (span.start, span.end, span.label.name, span.annotator)
        for span in document.spans.select_related("label").order_by(
            "start", "end", "id"
        )
    ]


# --- every doccano shape in SPEC.md


@pytest.mark.parametrize(
    ("record", "text", "spans"),
    [
        (
            {"id": 42, "text": "Call Bob at 5/6", "label": [[5, 8, "PER"]]},
            "Call Bob at 5/6",
            [(5, 8, "PER", "")],
        ),
        (
            {
                "id": 42,
                "text": "Acme hired Bob",
                "entities": [
                    {"id": 101, "label": "ORG", "start_offset": 0, "end_offset": 4}
                ],
                "relations": [],
            },
            "Acme hired Bob",
            [(0, 4, "ORG", "")],
        ),
        (
            {"id": 42, "data": "EU rejects it", "label": [[0, 2, "ORG"]]},
            "EU rejects it",
            [(0, 2, "ORG", "")],
        ),
        (
            {
                "id": 42,
                "text": "Anna Berg spoke",
                "meta": {},
                "annotation_approver": None,
                "labels": [[0, 9, "PERSON"]],
            },
            "Anna Berg spoke",
            [(0, 9, "PERSON", "")],
        ),
        (
            {
                "id": 42,
                "text": "Hi Bo",
                "annotations": [
                    {"label": 5, "start_offset": 3, "end_offset": 5, "user": 1}
                ],
            },
            "Hi Bo",
            [(3, 5, "5", "1")],
        ),
        (
            {
                "doc_id": 42,
                "text": "A title here",
                "labels": [[0, 7, "Title"]],
                "username": "admin",
            },
            "A title here",
            [(0, 7, "Title", "admin")],
        ),
        (
            {
                "id": 42,
                "text": "Bob",
                "label": [{"start_offset": 0, "end_offset": 3, "label": "PER"}],
            },
            "Bob",
            [(0, 3, "PER", "")],
        ),
    ],
    ids=[
        "label-lists",
        "entities",
        "data-key",
        "labels-1.0",
        "annotations-ids",
        "0.x",
        "label-dicts",
    ],
)
def test_import_reads_every_doccano_shape(tmp_path: Path, record, text, spans) -> None:
    path = write_jsonl(tmp_path / "export.jsonl", [record])

    report = corpus_import(project_name="p", path=path)

    assert report.imported, report.errors
    assert (report.documents, report.spans) == (1, len(spans))
    document = Document.objects.get(project__name="p")
    assert document.external_id == "42"
    assert document.text == text
    assert spans_of("42") == spans


def test_import_reads_json1_and_json_list_files(tmp_path: Path) -> None:
    records = [
        {"id": 1, "text": "Bob", "label": [[0, 3, "PER"]]},
        {"id": 2, "text": "Eve", "label": [[0, 3, "PER"]]},
    ]
    json1 = write_jsonl(tmp_path / "export.json1", records)
    listed = tmp_path / "export.json"
    listed.write_text(json.dumps(records, indent=2), encoding="utf-8")

    first = corpus_import(project_name="a", path=json1)
    second = corpus_import(project_name="b", path=listed)

    assert first.imported and second.imported
    assert first.documents == second.documents == 2
    assert spans_of("2", "b") == [(0, 3, "PER", "")]


def test_import_keeps_metadata_nulls_meta_contents_and_comments(tmp_path: Path) -> None:
    record = {
        "id": 7.0,
        "text": "Call Bob",
        "source": "a.txt",
        "reviewed": None,
        "meta": {"batch": 3, "source_lang": "en"},
        "label": [[5, 8, "PER"]],
        "Comments": ["surname?", {"id": 3, "comment": "ok", "user": 2}],
    }
    path = write_jsonl(tmp_path / "export.jsonl", [record])

    corpus_import(project_name="p", path=path)

    document = Document.objects.get(external_id="7")
    assert document.metadata == {
        "source": "a.txt",
        "reviewed": None,
        "batch": 3,
        "source_lang": "en",
    }
    assert document.comments == ["surname?", {"id": 3, "comment": "ok", "user": 2}]
    assert (document.source_file, document.source_line) == ("export.jsonl", 1)


def test_import_keeps_meta_nested_when_its_keys_clash(tmp_path: Path) -> None:
    record = {"id": 1, "text": "x", "source": "top", "meta": {"source": "inner"}}
    path = write_jsonl(tmp_path / "e.jsonl", [record])

    corpus_import(project_name="p", path=path)

    assert Document.objects.get().metadata == {
        "source": "top",
        "meta": {"source": "inner"},
    }


def test_import_gives_missing_ids_a_stable_id_and_warns(tmp_path: Path) -> None:
    path = write_jsonl(
        tmp_path / "batch.jsonl",
        [{"id": "a-1", "text": "x"}, {"text": "y", "label": [[0, 1, "PER"]]}],
    )

    report = corpus_import(project_name="p", path=path)

    assert report.imported
    assert set(Document.objects.values_list("external_id", flat=True)) == {
        "a-1",
        "batch:2",
    }
    assert any(w.line == 2 and "no id" in w.message for w in report.warnings)


def test_import_keeps_overlapping_and_duplicate_spans_and_flags_them(
    tmp_path: Path,
) -> None:
    text = "Anna Berg went to\nNew York "
    record = {
        "id": 1,
        "text": text,
        # unsorted, overlapping, duplicated, padded with whitespace, across a newline
        "label": [
            [5, 9, "PER"],
            [0, 9, "PER"],
            [0, 9, "PER"],
            [15, 21, "LOC"],
            [18, 27, "LOC"],
        ],
    }
    path = write_jsonl(tmp_path / "e.jsonl", [record])

    report = corpus_import(project_name="p", path=path)

    assert report.spans == 5
    flags = {
        (s.start, s.end, s.duplicate): s.flags for s in Span.objects.order_by("id")
    }
    assert flags[(5, 9, False)] == ["overlapping"]
    assert flags[(0, 9, False)] == ["overlapping"]
    assert flags[(0, 9, True)] == ["overlapping", "duplicate"]
    assert flags[(15, 21, False)] == ["overlapping", "crosses_newline"]
    assert flags[(18, 27, False)] == ["overlapping", "whitespace_padded"]


def test_import_names_labels_given_as_ids_after_the_id_and_warns_once(
    tmp_path: Path,
) -> None:
    records = [
        {
            "id": i,
            "text": "Hi Bo",
            "annotations": [
                {"label": 5, "start_offset": 3, "end_offset": 5, "user": 1}
            ],
        }
        for i in range(3)
    ]
    path = write_jsonl(tmp_path / "e.jsonl", records)

    report = corpus_import(project_name="p", path=path)

    assert list(Label.objects.values_list("name", flat=True)) == ["5"]
    assert sum("numeric ids" in w.message for w in report.warnings) == 1


def test_import_creates_labels_with_a_guessed_category(tmp_path: Path) -> None:
    record = {
        "id": 1,
        "text": "Anna in Lund at Acme on Monday",
        "label": [
            [0, 4, "personal_name"],
            [8, 12, "geographic"],
            [16, 20, "ORG"],
            [24, 30, "date"],
            [0, 1, "Other"],
        ],
    }
    path = write_jsonl(tmp_path / "e.jsonl", [record])

    corpus_import(project_name="p", path=path)

    assert dict(Label.objects.values_list("name", "category")) == {
        "personal_name": "PERSON",
        "geographic": "LOC",
        "ORG": "ORG",
        "date": "DATETIME",
        "Other": "MISC",
    }


def test_import_handles_bom_blank_lines_and_windows_line_endings(
    tmp_path: Path,
) -> None:
    lines = [
        json.dumps({"id": 1, "text": "Bob", "label": [[0, 3, "PER"]]}),
        "",
        "   ",
        json.dumps({"id": 2, "text": "Eve", "label": [[0, 3, "PER"]]}),
    ]
    path = tmp_path / "e.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + "\r\n".join(lines).encode() + b"\r\n\r\n")

    report = corpus_import(project_name="p", path=path)

    assert report.imported and report.errors == []
    assert report.documents == 2
    assert Document.objects.get(external_id="2").source_line == 4


# --- invalid input


def test_import_reports_every_bad_line_and_refuses_the_whole_file(
    tmp_path: Path,
) -> None:
    path = write_jsonl(
        tmp_path / "bad.jsonl",
        [
            {"id": 1, "text": "Fine", "label": [[0, 4, "PER"]]},
            '{"id": 2, "text": "broken',
            {"id": 3, "text": "Bob", "label": [[0, 30, "PER"]]},
            {"id": 4, "text": "Bob", "label": [[2, 2, "PER"]]},
            {"id": 5, "label": []},
            {"id": 6, "text": "Eve", "label": [[0, 3, "PER"]]},
        ],
    )

    report = corpus_import(project_name="p", path=path)

    assert not report.imported
    assert [(e.file, e.line) for e in report.errors] == [
        ("bad.jsonl", 2),
        ("bad.jsonl", 3),
        ("bad.jsonl", 4),
        ("bad.jsonl", 5),
    ]
    messages = [e.message for e in report.errors]
    assert "invalid JSON" in messages[0]
    assert "out of range" in messages[1]
    assert "starts at or after its end" in messages[2]
    assert "missing text" in messages[3]
    assert (report.documents, report.spans) == (0, 0)


def test_refused_import_leaves_no_row_behind(tmp_path: Path) -> None:
    user = UserFactory()
    # More good records than a batch, so some were written before the bad line came.
    records = [{"id": i, "text": "Bob", "label": [[0, 3, "PER"]]} for i in range(1200)]
    records.append({"id": "bad", "text": "Bob", "label": [[0, 9, "PER"]]})
    path = write_jsonl(tmp_path / "e.jsonl", records)

    report = corpus_import(project_name="new", path=path, user=user)

    assert not report.imported
    assert not Project.objects.filter(name="new").exists()
    assert (
        Document.objects.count() == Span.objects.count() == Label.objects.count() == 0
    )
    assert CorpusImport.objects.count() == Membership.objects.count() == 0


def test_refused_import_leaves_an_existing_project_as_it_was(tmp_path: Path) -> None:
    project = ProjectFactory(name="p")
    span = SpanFactory(document=DocumentFactory(project=project, external_id="old"))
    path = write_jsonl(
        tmp_path / "e.jsonl",
        [
            {"id": "old", "text": span.document.text, "label": [[10, 15, "PER"]]},
            {"id": "new", "text": "x", "label": [[0, 5, "PER"]]},
        ],
    )

    report = corpus_import(project_name="p", path=path)

    assert not report.imported
    assert list(Document.objects.values_list("external_id", flat=True)) == ["old"]
    assert list(Span.objects.values_list("start", "end")) == [(0, 9)]


def test_skip_invalid_imports_the_rest_and_reports_what_it_skipped(
    tmp_path: Path,
) -> None:
    path = write_jsonl(
        tmp_path / "e.jsonl",
        [
            {"id": 1, "text": "Bob", "label": [[0, 3, "PER"]]},
            "not json",
            {"id": 3, "text": "Eve", "label": [[1, 0, "PER"]]},
            {"id": 4, "text": "Eve", "label": [[0, 3, "PER"]]},
        ],
    )

    report = corpus_import(project_name="p", path=path, skip_invalid=True)

    assert report.imported
    assert [e.line for e in report.errors] == [2, 3]
    assert sorted(Document.objects.values_list("external_id", flat=True)) == ["1", "4"]
    assert any("skipped 2 invalid records" in w.message for w in report.warnings)
    assert CorpusImport.objects.get().report["errors"][0]["line"] == 2


def test_import_refuses_an_id_that_came_before_with_another_text(
    tmp_path: Path,
) -> None:
    path = write_jsonl(
        tmp_path / "e.jsonl",
        [{"id": 1, "text": "Bob"}, {"id": 1.0, "text": "Eve"}],
    )

    report = corpus_import(project_name="p", path=path)

    assert not report.imported
    assert report.errors[0].line == 2
    assert "different text" in report.errors[0].message


def test_import_refuses_bytes_that_are_not_utf8_with_their_line(tmp_path: Path) -> None:
    path = tmp_path / "e.jsonl"
    path.write_bytes(b'{"id": 1, "text": "ok"}\n{"id": 2, "text": "\xff"}\n')

    report = corpus_import(project_name="p", path=path)

    assert not report.imported
    assert report.errors[0].line == 2 and "UTF-8" in report.errors[0].message


def test_import_refuses_a_missing_file_without_creating_the_project(
    tmp_path: Path,
) -> None:
    report = corpus_import(project_name="p", path=tmp_path / "nope.jsonl")

    assert not report.imported
    assert report.errors[0].line is None
    assert not Project.objects.exists()


def test_import_refuses_a_language_other_than_the_projects(tmp_path: Path) -> None:
    ProjectFactory(name="p", language="sv")
    path = write_jsonl(tmp_path / "e.jsonl", [{"id": 1, "text": "x"}])

    report = corpus_import(project_name="p", path=path, language="en")

    assert not report.imported
    assert "language" in report.errors[0].message
    assert not Document.objects.exists()


def test_import_creates_the_project_with_its_user_as_lead(tmp_path: Path) -> None:
    user = UserFactory()
    path = write_jsonl(tmp_path / "e.jsonl", [{"id": 1, "text": "x"}])

    report = corpus_import(
        project_name="p", path=path, language="sv", user=user, filename="upload.jsonl"
    )

    project = Project.objects.get(name="p")
    assert project.language == "sv"
    assert Membership.objects.get(project=project).role == Role.LEAD
    corpus = CorpusImport.objects.get()
    assert (corpus.filename, corpus.format, corpus.documents) == (
        "upload.jsonl",
        "doccano",
        1,
    )
    assert corpus.report == report.as_json()
    assert Document.objects.get().corpus_import == corpus


def test_import_into_an_existing_project_merges_documents_with_the_same_text(
    tmp_path: Path,
) -> None:
    first = write_jsonl(
        tmp_path / "a.jsonl",
        [
            {
                "id": 1,
                "text": "Bob met Eve",
                "label": [[0, 3, "PER"]],
                "Comments": ["a"],
            },
        ],
    )
    second = write_jsonl(
        tmp_path / "b.jsonl",
        [
            {
                "id": 1,
                "text": "Bob met Eve",
                "label": [[8, 11, "PER"], [0, 3, "PER"]],
                "Comments": ["a", "b"],
                "batch": 2,
            },
            {"id": 2, "text": "New"},
        ],
    )

    corpus_import(project_name="p", path=first)
    report = corpus_import(project_name="p", path=second)

    assert report.imported and report.documents == 1
    document = Document.objects.get(external_id="1")
    assert document.comments == ["a", "b"]
    assert document.metadata == {"batch": 2}
    assert [(s.start, s.duplicate) for s in document.spans.order_by("id")] == [
        (0, False),
        (8, False),
        (0, True),
    ]
    assert list(Document.objects.values_list("external_id", "position")) == [
        ("1", 0),
        ("2", 1),
    ]


# --- UTF-16 offsets from doccano's browser editor


def test_import_converts_utf16_offsets_and_reports_each_conversion(
    tmp_path: Path,
) -> None:
    text = "Hej 😀 Anna Berg och 🎉 Bob"
    anna, bob = text.index("Anna"), text.index("Bob")
    record = {
        "id": "e1",
        "text": text,
        "label": [
            [utf16(text, anna), utf16(text, anna + 9), "PER"],
            [utf16(text, bob), utf16(text, bob + 3), "PER"],
            [0, 3, "MISC"],  # before any emoji: reads the same either way
        ],
    }
    plain = {"id": "p1", "text": "Anna", "label": [[0, 4, "PER"]]}
    path = write_jsonl(tmp_path / "e.jsonl", [plain, record])

    report = corpus_import(project_name="p", path=path)

    assert report.imported
    assert report.offset_conversions == [
        {"file": "e.jsonl", "line": 2, "document": "e1", "spans": 2}
    ]
    document = Document.objects.get(external_id="e1")
    assert sorted(s.text for s in document.spans.all()) == ["Anna Berg", "Bob", "Hej"]


def test_import_keeps_code_point_offsets_in_texts_with_emoji(tmp_path: Path) -> None:
    text = "Hej 😀 Anna Berg och 🎉 Bob"
    bob = text.index("Bob")
    record = {"id": 1, "text": text, "label": [[bob, bob + 3, "PER"]]}
    path = write_jsonl(tmp_path / "e.jsonl", [record])

    report = corpus_import(project_name="p", path=path)

    assert report.offset_conversions == []
    assert Span.objects.get().text == "Bob"


def test_import_prefers_the_reading_that_lands_on_word_boundaries_and_warns(
    tmp_path: Path,
) -> None:
    text = "😀 Anna Bergman"
    # Both readings are in range; only the UTF-16 one lands on "Anna".
    record = {"id": 1, "text": text, "label": [[3, 7, "PER"]]}
    path = write_jsonl(tmp_path / "e.jsonl", [record])

    report = corpus_import(project_name="p", path=path)

    assert Span.objects.get().text == "Anna"
    assert len(report.offset_conversions) == 1
    assert any("word boundaries" in w.message for w in report.warnings)


def test_import_refuses_offsets_that_fit_neither_reading(tmp_path: Path) -> None:
    record = {"id": 1, "text": "😀 Bob", "label": [[3, 9, "PER"]]}
    path = write_jsonl(tmp_path / "e.jsonl", [record])

    report = corpus_import(project_name="p", path=path)

    assert not report.imported
    assert "UTF-16" in report.errors[0].message


# --- zips of per-user files


def test_zip_import_takes_the_annotator_from_the_file_stem_and_merges_documents(
    tmp_path: Path,
) -> None:
    text = "Bob met Eve"
    path = write_zip(
        tmp_path / "export.zip",
        {
            "anna.svensson.jsonl": [
                {"id": 1, "text": text, "label": [[0, 3, "PER"]], "Comments": ["x"]}
            ],
            "bo.jsonl": [
                {
                    "id": 1,
                    "text": text,
                    "label": [[0, 3, "PER"], [8, 11, "PER"]],
                    "Comments": ["y"],
                },
                {"id": 2, "text": "Only Bo saw this"},
            ],
            "README.txt": ["not data"],
        },
    )

    report = corpus_import(project_name="p", path=path)

    assert report.imported, report.errors
    assert (report.documents, report.spans) == (2, 3)
    assert spans_of("1") == [
        (0, 3, "PER", "anna.svensson"),
        (0, 3, "PER", "bo"),
        (8, 11, "PER", "bo"),
    ]
    spans = Span.objects.order_by("id")
    assert [s.duplicate for s in spans] == [False, True, False]
    assert Document.objects.get(external_id="1").comments == ["x", "y"]
    assert any(w.file == "export.zip/README.txt" for w in report.warnings)


def test_zip_all_jsonl_takes_the_annotator_from_the_record(tmp_path: Path) -> None:
    path = write_zip(
        tmp_path / "export.zip",
        {
            "all.jsonl": [
                {"id": 1, "text": "Bob", "label": [[0, 3, "PER"]], "user": "kim"},
                {"id": 2, "text": "Eve", "label": [[0, 3, "PER"]]},
            ],
        },
    )

    corpus_import(project_name="p", path=path)

    assert spans_of("1") == [(0, 3, "PER", "kim")]
    assert spans_of("2") == [(0, 3, "PER", "")]


def test_zip_errors_name_the_archive_member_and_line(tmp_path: Path) -> None:
    path = write_zip(
        tmp_path / "export.zip",
        {
            "anna.jsonl": [
                {"id": 1, "text": "Bob"},
                {"id": 2, "text": "x", "label": [[0, 5, "PER"]]},
            ],
        },
    )

    report = corpus_import(project_name="p", path=path)

    assert not report.imported
    assert (report.errors[0].file, report.errors[0].line) == (
        "export.zip/anna.jsonl",
        2,
    )


def test_reading_streams_records_without_loading_the_file(tmp_path: Path) -> None:
    path = write_jsonl(
        tmp_path / "e.jsonl",
        [{"id": i, "text": "Bob " * 100, "label": [[0, 3, "PER"]]} for i in range(500)],
    )
    events = read_corpus(path, display="e.jsonl")

    first = next(events)

    # A generator hands out the first record before the rest is read.
    assert first.result.document.external_id == "0"
    assert sum(1 for _ in events) == 499


def test_merging_into_an_earlier_import_reflags_the_spans_already_there(
    tmp_path: Path,
) -> None:
    text = "Bob Smith met Eve"
    first = write_jsonl(
        tmp_path / "a.jsonl",
        [
            {"id": 1, "text": text, "label": [[0, 3, "PER"]]},
        ],
    )
    second = write_jsonl(
        tmp_path / "b.jsonl",
        [
            {"id": 1, "text": text, "label": [[0, 9, "PER"]]},
        ],
    )
    corpus_import(project_name="p", path=first)
    assert Span.objects.get().overlapping is False

    corpus_import(project_name="p", path=second)

    assert [(s.end, s.overlapping) for s in Span.objects.order_by("id")] == [
        (3, True),
        (9, True),
    ]


def test_import_refuses_a_utf16_encoded_file(tmp_path: Path) -> None:
    path = tmp_path / "e.jsonl"
    path.write_bytes(json.dumps({"id": 1, "text": "x"}).encode("utf-16"))

    report = corpus_import(project_name="p", path=path)

    assert not report.imported
    assert "UTF-16" in report.errors[0].message and report.errors[0].line is None


def test_import_refuses_lines_that_are_not_objects_and_bad_span_shapes(
    tmp_path: Path,
) -> None:
    path = write_jsonl(
        tmp_path / "e.jsonl",
        [
            {"id": 1, "text": "Bob", "label": "PER"},
            [1, 2, 3],
            {"id": 3, "text": "Bob", "label": [["a", 3, "PER"]]},
            {"id": 4, "text": "Bob", "label": [[0, 3]]},
        ],
    )

    report = corpus_import(project_name="p", path=path)

    assert [e.line for e in report.errors] == [1, 2, 3, 4]
    assert "must be a list" in report.errors[0].message
    assert "JSON object" in report.errors[1].message
    assert "integers" in report.errors[2].message
    assert "not [start, end, label]" in report.errors[3].message


def test_a_zip_holding_no_corpus_file_is_refused_even_with_skip_invalid(
    tmp_path: Path,
) -> None:
    path = write_zip(tmp_path / "e.zip", {"notes.txt": ["hello"]})

    report = corpus_import(project_name="p", path=path, skip_invalid=True)

    assert not report.imported
    assert "no .jsonl" in report.errors[0].message
    assert not Project.objects.exists()


def test_a_span_that_cuts_a_word_is_imported_with_a_warning_naming_its_line(
    tmp_path: Path,
) -> None:
    """The job e-mails' doccano export holds "s[ocial media marketing]" and
    "P[hD in Computer Science]": a pseudonym there glues onto the stray letter, so
    the import says where, and keeps the spans as they are."""
    records = [
        {"id": 1, "text": "I know Python well.", "label": [[7, 13, "Skill"]]},
        {
            "id": 2,
            "text": "I use social media marketing and PhD skills.",
            "label": [[7, 28, "Skill"], [34, 36, "Degree"]],
        },
    ]
    path = write_jsonl(tmp_path / "e.jsonl", records)

    report = corpus_import(project_name="p", path=path)

    assert report.imported and report.spans == 3
    cut = [w for w in report.warnings if "inside a word" in w.message]
    assert [w.line for w in cut] == [2]
    assert "2 span(s)" in cut[0].message
    assert "s[ocial media marketing]" in cut[0].message
    assert "P[hD]" in cut[0].message
    assert sorted(s.text for s in Span.objects.all()) == [
        "Python",
        "hD",
        "ocial media marketing",
    ]
