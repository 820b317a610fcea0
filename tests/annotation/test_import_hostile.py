"""Hostile and broken input (issue 11): each gives an error with file, line and reason
and writes nothing, or is kept and reported. Run on SQLite and on PostgreSQL
(DATABASE_URL), where NUL characters and NaN used to give 500s."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from annotation.corpus.models import Document, Label, Project, Span
from annotation.corpus.services import corpus_import
from tests.annotation.import_helpers import write_jsonl

pytestmark = pytest.mark.django_db

GOOD = {"id": 1, "text": "Call Bob now", "label": [[5, 8, "PER"]]}


def refused_at(report: Any, line: int | None) -> str:
    """The one error's message, after checking the import left nothing behind."""
    assert not report.imported
    assert [(error.file, error.line) for error in report.errors] == [
        ("c.jsonl", line)
    ], report.errors
    assert not Project.objects.filter(name=report.project).exists()
    assert Document.objects.count() == 0 and Span.objects.count() == 0
    return report.errors[0].message


def import_lines(tmp_path: Path, *lines: str) -> Any:
    path = tmp_path / "c.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    # Hostile input, not languages: no detection warnings for the tiny texts here.
    return corpus_import(project_name="p", path=path, language_detect=False)


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ('{"id": 2, "text": "x", "score": NaN}', "NaN is not a number JSON allows"),
        ('{"id": 2, "text": "x", "meta": {"s": -Infinity}}', "-Infinity is not"),
        ('{"id": 2, "text": "x", "score": 1e400}', "1e400 is too large to store"),
    ],
)
def test_import_refuses_numbers_no_database_can_store(
    tmp_path: Path, line: str, reason: str
) -> None:
    report = import_lines(tmp_path, json.dumps(GOOD), line)

    assert reason in refused_at(report, 2)


@pytest.mark.parametrize(
    ("record", "where"),
    [
        ({"id": 2, "text": "a\u0000b"}, "the value of 'text'"),
        ({"id": 2, "text": "ab", "label": [[0, 1, "P\u0000ER"]]}, "the value of"),
        ({"id": 2, "text": "ab", "ke\u0000y": 1}, "the key 'ke\\x00y'"),
        ({"id": 2, "text": "ab", "Comments": ["o\u0000k"]}, "the value of 'Comments'"),
        ({"id": "2\u0000", "text": "ab"}, "the value of 'id'"),
    ],
)
def test_import_refuses_nul_characters_anywhere_in_a_record(
    tmp_path: Path, record: dict[str, Any], where: str
) -> None:
    report = import_lines(tmp_path, json.dumps(GOOD), json.dumps(record))

    message = refused_at(report, 2)
    assert "NUL character" in message and where in message


def test_import_refuses_a_lone_surrogate_in_metadata(tmp_path: Path) -> None:
    # An escaped emoji (a surrogate pair) is fine; half of one is not.
    fine = {"id": 1, "text": "ok \ud83d\ude00", "note": "\ud83d\ude00"}
    line = json.dumps(fine) + "\n" + '{"id": 2, "text": "x", "note": "\\ud83d"}'

    report = import_lines(tmp_path, line)

    assert "'note' contains an unpaired UTF-16 surrogate" in refused_at(report, 2)


def test_import_refuses_huge_numbers_and_deep_nesting_with_their_line(
    tmp_path: Path,
) -> None:
    huge = '{"id": 2, "text": "x", "n": ' + "9" * 5000 + "}"
    deep = '{"id": 3, "text": "x", "m": ' + "[" * 100_000 + "]" * 100_000 + "}"

    report = import_lines(tmp_path, json.dumps(GOOD), huge, deep)

    assert not report.imported
    assert [(e.line, e.message) for e in report.errors] == [
        (2, "invalid JSON: a number with more than 4300 digits"),
        (3, "invalid JSON: nested too deeply"),
    ]
    assert Document.objects.count() == 0


def test_tab_list_with_deep_nesting_is_refused_not_a_traceback(
    tmp_path: Path,
) -> None:
    path = tmp_path / "tab.json"
    path.write_text(
        '[{"doc_id": "a", "text": "x", "annotations": {}},\n'
        '{"doc_id": "b", "text": "y", "meta": ' + "[" * 100_000 + "]" * 100_000 + "}]"
    )

    report = corpus_import(project_name="p", path=path)

    assert not report.imported
    assert [(e.line, e.message) for e in report.errors] == [
        (
            2,
            "invalid JSON: nested too deeply; the rest of the file cannot be read",
        )
    ]


def test_import_refuses_a_record_with_a_key_given_twice(tmp_path: Path) -> None:
    twice = '{"id": 2, "text": "Bob and Ann", "label": [[0, 3, "PER"]], "label": []}'

    report = import_lines(tmp_path, json.dumps(GOOD), twice)

    assert "key 'label' appears twice in one object" in refused_at(report, 2)


def test_import_refuses_a_nan_id_and_a_long_span_id(tmp_path: Path) -> None:
    long_id = {
        "id": 3,
        "text": "Bob",
        "entities": [
            {"id": "x" * 201, "start_offset": 0, "end_offset": 3, "label": "PER"}
        ],
    }
    report = import_lines(
        tmp_path, '{"id": NaN, "text": "x"}', json.dumps(long_id), json.dumps(GOOD)
    )

    assert not report.imported
    assert [e.line for e in report.errors] == [1, 2]
    assert "NaN is not a number" in report.errors[0].message
    assert "id longer than 200 characters" in report.errors[1].message


def test_import_refuses_whitespace_only_labels(tmp_path: Path) -> None:
    blank = {"id": 2, "text": "Bob", "label": [[0, 3, "  "]]}

    report = import_lines(tmp_path, json.dumps(GOOD), json.dumps(blank))

    assert "has no label (only spaces)" in refused_at(report, 2)


def test_import_warns_when_spaces_around_an_id_make_it_another_records_id(
    tmp_path: Path,
) -> None:
    spaced = {**GOOD, "id": " 1 ", "label": [[0, 4, "VERB"]]}

    report = import_lines(tmp_path, json.dumps(GOOD), json.dumps(spaced))

    assert report.imported
    assert [(w.line, w.message) for w in report.warnings if w.line] == [
        (
            2,
            "id ' 1 ' has spaces around it; stored as '1' (a record with that id is "
            "the same document)",
        )
    ]
    assert Span.objects.count() == 2  # merged into one document, nothing lost


def tab_file(tmp_path: Path, **mention: Any) -> Path:
    text = "Mr Jan Kowalski was born in 1962."
    base = {
        "entity_type": "PERSON",
        "entity_mention_id": "m1",
        "start_offset": 3,
        "end_offset": 15,
        "identifier_type": "DIRECT",
        "entity_id": "e1",
        "confidential_status": "NOT_CONFIDENTIAL",
    }
    annotator = mention.pop("annotator", "annotator1")
    document = {
        "doc_id": "001",
        "text": text,
        "annotations": {annotator: {"entity_mentions": [{**base, **mention}]}},
    }
    path = tmp_path / "c.jsonl"
    path.write_text(json.dumps(document) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("mention", "reason"),
    [
        ({"entity_id": "e" * 201}, "entity_id is longer than 200 characters"),
        (
            {"confidential_status": "C" * 51},
            "confidential_status is longer than 50 characters",
        ),
        ({"entity_type": "T" * 201}, "entity_type is longer than 200 characters"),
        ({"entity_mention_id": "m" * 201}, "entity_mention_id is longer than 200"),
        ({"annotator": "a" * 151}, "is longer than 150 characters"),
    ],
)
def test_tab_import_refuses_values_longer_than_their_column(
    tmp_path: Path, mention: dict[str, Any], reason: str
) -> None:
    report = corpus_import(project_name="p", path=tab_file(tmp_path, **mention))

    assert reason in refused_at(report, 1)


def test_tab_import_warns_about_mentions_without_entity_id(tmp_path: Path) -> None:
    report = corpus_import(
        project_name="p", path=tab_file(tmp_path, entity_id=None), language_detect=False
    )

    assert report.imported
    assert [(w.line, w.message) for w in report.warnings] == [
        (
            1,
            "document 1, annotator 'annotator1': 1 mentions have no entity_id (kept "
            "without a coreference link to other mentions)",
        )
    ]
    assert Span.objects.get().entity == ""


def test_refused_records_leave_no_label_behind(tmp_path: Path) -> None:
    path = write_jsonl(
        tmp_path / "c.jsonl",
        [GOOD, '{"id": 2, "text": "x", "label": [[0, 1, "NEW"]], "s": NaN}'],
    )

    report = corpus_import(project_name="p", path=path)

    assert not report.imported
    assert Label.objects.count() == 0


def test_a_declared_offset_unit_is_followed_instead_of_guessed(tmp_path: Path) -> None:
    text = "😀 Bob ab"  # "Bob" is [2, 5] in code points, [3, 6] in UTF-16 units
    records = [
        {"id": 1, "text": text, "label": [[2, 5, "PER"]], "offset_unit": "code_point"},
        {"id": 2, "text": text, "label": [[3, 6, "PER"]], "offset_unit": "utf16"},
        {"id": 3, "text": text, "label": [[3, 6, "PER"]], "offset_unit": "bytes"},
    ]
    path = write_jsonl(tmp_path / "c.jsonl", records)

    refused = corpus_import(project_name="p", path=path)
    report = corpus_import(project_name="p", path=path, skip_invalid=True)

    assert [(e.line, e.message) for e in refused.errors] == [
        (3, "offset_unit 'bytes' is not one of code_point, utf16")
    ]
    assert report.imported
    assert [s.text for s in Span.objects.order_by("document__external_id")] == [
        "Bob",
        "Bob",
    ]
    assert [c["document"] for c in report.offset_conversions] == ["2"]
    assert all(d.metadata == {} for d in Document.objects.all())


def test_export_declares_code_points_where_utf16_units_would_differ(
    tmp_path: Path,
) -> None:
    from annotation.corpus.services import corpus_export

    path = write_jsonl(
        tmp_path / "c.jsonl",
        [{"id": 9, "text": "😀 Bob", "label": [[2, 5, "PER"]]}, GOOD],
    )
    report = corpus_import(project_name="p", path=path)
    assert report.imported, report.errors
    out = tmp_path / "out.jsonl"

    corpus_export(project=Project.objects.get(name="p"), format="doccano", out=out)

    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [line.get("offset_unit") for line in lines] == ["code_point", None]


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ('{"1": "PER\\u0000"}', "NUL character"),
        ('{"1": "PER\\ud800"}', "lone surrogate"),
        ('{"1": ' + "[" * 100_000 + "]" * 100_000 + "}", "nesting too deep"),
        ('[{"id": ' + "9" * 5000 + ', "text": "PER"}]', "a number too long"),
        ('[{"id": NaN, "text": "PER"}]', "id nan is not an id"),
    ],
)
def test_a_hostile_label_file_is_refused_with_a_reason(
    tmp_path: Path, content: str, reason: str
) -> None:
    labels = tmp_path / "labels.json"
    labels.write_text(content, encoding="utf-8")
    path = write_jsonl(tmp_path / "c.jsonl", [GOOD])

    report = corpus_import(project_name="p", path=path, labels=labels)

    assert not report.imported
    [error] = report.errors
    assert error.file == "labels.json" and reason in error.message
    assert not Project.objects.filter(name="p").exists()


def test_api_answers_hostile_input_with_a_report_not_a_500(tmp_path: Path) -> None:
    from django.core.files.uploadedfile import SimpleUploadedFile
    from rest_framework.test import APIClient

    from annotation.corpus.models import Role
    from tests.factories import MembershipFactory, ProjectFactory

    membership = MembershipFactory(project=ProjectFactory(name="Mail"), role=Role.LEAD)
    api = APIClient()
    api.force_authenticate(membership.user)
    body = (
        json.dumps(GOOD) + "\n" + '{"id": 2, "text": "a\\u0000b", "s": NaN}\n'
    ).encode()

    response = api.post(
        f"/api/projects/{membership.project.pk}/import/",
        {"file": SimpleUploadedFile("c.jsonl", body)},
        format="multipart",
    )

    assert response.status_code == 400
    [error] = response.json()["errors"]
    assert error["line"] == 2
    assert "NaN" in error["message"] and "NUL character" in error["message"]
    assert not Document.objects.exists()


def test_nesting_just_under_the_parsers_limit_is_refused_or_kept_never_a_traceback(
    tmp_path: Path,
) -> None:
    # Deep enough that walking it for NUL characters hits the recursion limit even
    # when parsing did not.
    for depth in (300, 600, 900, 980):
        deep = '{"id": 2, "text": "x\\ud83d\\ude00", "m": ' + "[" * depth
        deep += '"\\u0000"' + "]" * depth + "}"
        report = import_lines(tmp_path, deep)
        assert not report.imported
        assert report.errors[0].line == 1
