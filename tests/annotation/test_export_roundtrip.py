"""Corpus exports that used to lose or break things: odd ids, comments in TAB,
annotator names a zip member cannot carry, partial files, what doccano cannot carry."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from annotation.corpus import exporters
from annotation.corpus.exporters import export_notes
from annotation.corpus.models import Document, Project
from annotation.corpus.services import corpus_export, corpus_import
from tests.annotation.import_helpers import corpus_state, write_jsonl
from tests.annotation.test_import_tab import tab_document, write_tab

pytestmark = pytest.mark.django_db


def roundtrip(tmp_path: Path, source: str, out_name: str, fmt: str) -> Path:
    out = tmp_path / out_name
    corpus_export(project=Project.objects.get(name=source), format=fmt, out=out)
    report = corpus_import(project_name=f"{source}-again", path=out)
    assert report.imported, report.errors
    return out


@pytest.mark.parametrize("fmt,name", [("doccano", "o.jsonl"), ("tab", "o.json")])
def test_unicode_digit_ids_go_out_and_come_back_as_they_were(
    tmp_path: Path, fmt: str, name: str
) -> None:
    records = [
        {"id": "²", "text": "Bob", "label": [[0, 3, "PER"]]},
        {"id": "٣", "text": "Eva", "label": [[0, 3, "PER"]]},
        {"id": "007", "text": "Al", "label": [[0, 2, "PER"]]},
        {"id": 12, "text": "Jo", "label": [[0, 2, "PER"]]},
    ]
    corpus_import(project_name="ids", path=write_jsonl(tmp_path / "in.jsonl", records))
    out = roundtrip(tmp_path, "ids", name, fmt)
    assert corpus_state("ids-again") == corpus_state("ids")
    assert [d["id"] for d in corpus_state("ids-again")] == ["²", "٣", "007", "12"]
    if fmt == "doccano":
        ids = [json.loads(line)["id"] for line in out.read_text().splitlines()]
        assert ids == ["²", "٣", "007", 12]


def test_a_failed_export_leaves_no_partial_file(tmp_path: Path, monkeypatch) -> None:
    corpus_import(
        project_name="p",
        path=write_jsonl(tmp_path / "in.jsonl", [{"id": 1, "text": "a"}] * 1),
    )
    out = tmp_path / "out.jsonl"
    out.write_text("the previous export\n")

    def broken(document, spans):
        raise RuntimeError("disk full")

    monkeypatch.setattr(exporters, "doccano_record", broken)
    with pytest.raises(RuntimeError):
        corpus_export(project=Project.objects.get(name="p"), format="doccano", out=out)
    assert out.read_text() == "the previous export\n"  # untouched
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.jsonl", "out.jsonl"]


def test_tab_export_keeps_doccano_comments(tmp_path: Path) -> None:
    records = [
        {"id": 1, "text": "Bob", "label": [[0, 3, "PER"]], "Comments": ["who?"]},
        {"id": 2, "text": "Eva", "label": [[0, 3, "PER"]], "Comments": []},
    ]
    corpus_import(project_name="c", path=write_jsonl(tmp_path / "in.jsonl", records))
    roundtrip(tmp_path, "c", "o.json", "tab")
    assert corpus_state("c-again") == corpus_state("c")
    assert Document.objects.get(project__name="c-again", external_id="1").comments == [
        "who?"
    ]


def test_tab_project_round_trips_through_tab_exactly(tmp_path: Path) -> None:
    corpus_import(
        project_name="t",
        path=write_tab(tmp_path / "in.json", [tab_document(meta={"year": 1999})]),
    )
    roundtrip(tmp_path, "t", "o.json", "tab")
    assert corpus_state("t-again") == corpus_state("t")


def test_doccano_export_says_it_cannot_keep_a_nested_meta(tmp_path: Path) -> None:
    corpus_import(
        project_name="t",
        path=write_tab(tmp_path / "in.json", [tab_document(meta={"year": 1999})]),
    )
    project = Project.objects.get(name="t")
    assert Document.objects.get(project=project).metadata["meta"] == {"year": 1999}
    annotators, spans, meta = export_notes(project=project, format="doccano")
    assert annotators.startswith("Spans of several annotators")
    assert spans.startswith("Spans have entity ids") and "TAB" in spans
    assert '"meta"' in meta and "TAB" in meta
    assert export_notes(project=project, format="tab") == []
    # A per-annotator zip keeps the annotators.
    assert export_notes(project=project, format="doccano", archive=True) == [
        spans,
        meta,
    ]


def test_doccano_export_of_a_plain_doccano_project_has_nothing_to_say(
    tmp_path: Path,
) -> None:
    records = [{"id": 1, "text": "Bob", "label": [[0, 3, "PER"]], "meta": 3}]
    corpus_import(project_name="d", path=write_jsonl(tmp_path / "in.jsonl", records))
    assert export_notes(project=Project.objects.get(name="d"), format="doccano") == []


def test_the_nested_meta_note_follows_a_later_import(tmp_path: Path) -> None:
    # The answer is kept per process (metadata is sealed, opening every document's
    # on each project page would be slow); an import that brings a nested meta
    # must still be said at once.
    records = [{"id": 1, "text": "Bob", "label": [[0, 3, "PER"]], "source": "x"}]
    corpus_import(project_name="t", path=write_jsonl(tmp_path / "in.jsonl", records))
    project = Project.objects.get(name="t")
    assert not any(
        '"meta"' in n for n in export_notes(project=project, format="doccano")
    )
    corpus_import(
        project_name="t",
        path=write_tab(tmp_path / "in.json", [tab_document(meta={"year": 1999})]),
    )
    assert any('"meta"' in n for n in export_notes(project=project, format="doccano"))


def test_per_annotator_zip_keeps_every_annotator_name(tmp_path: Path) -> None:
    names = [".bob", "a/b", "a_b", "all", "All", "Eve", "eve", "x\\y", "dot.name", ""]
    records = [
        {
            "id": 1,
            "text": "Bob met Eve",
            "entities": [
                {"start_offset": 0, "end_offset": 3, "label": "PER", "user": name}
                for name in names
            ],
        }
    ]
    corpus_import(project_name="z", path=write_jsonl(tmp_path / "in.jsonl", records))
    before = corpus_state("z")
    assert {span[3] for span in before[0]["spans"]} == set(names)
    out = roundtrip(tmp_path, "z", "o.zip", "doccano")
    assert corpus_state("z-again") == before
    with zipfile.ZipFile(out) as archive:
        members = sorted(archive.namelist())
    # Names a file stem carries get their own member, doccano's layout.
    assert members == ["Eve.jsonl", "a_b.jsonl", "all.jsonl", "dot.name.jsonl"]


def test_project_page_tells_the_lead_what_doccano_cannot_carry(
    tmp_path: Path, client
) -> None:
    from annotation.corpus.models import Membership
    from tests.factories import UserFactory

    corpus_import(
        project_name="t",
        path=write_tab(tmp_path / "in.json", [tab_document(meta={"year": 1999})]),
    )
    project = Project.objects.get(name="t")
    lead = UserFactory(username="t-lead")
    Membership.objects.create(project=project, user=lead, role="lead")
    client.force_login(lead)
    page = client.get(f"/projects/{project.pk}/").content.decode()
    assert 'id="export-notes"' in page and "cannot hold" in page
