"""Pseudonymized corpus and correspondence table: offsets, sources, no leaks."""

from __future__ import annotations

import csv
import io
import json
import zipfile
from pathlib import Path

import pytest

from annotation.corpus.models import Document, Span
from annotation.corpus.services import corpus_import
from annotation.reports.choices import ReviewerNeeded, SourceInvalid, source_resolve
from annotation.reports.correspondence import (
    correspondence_rows,
    render_correspondence,
)
from annotation.reports.exporters import MANIFEST_NAME, export_pseudonymized
from tests.annotation.report_helpers import TEXT_A, TEXT_B, build_world, decide

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    return build_world(name="pseudo")


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_run_export_replaces_spans_and_moves_them_to_new_offsets(
    world, tmp_path
) -> None:
    out = tmp_path / "run.jsonl"
    source = source_resolve(project=world.project, run=world.runs[0])
    summary = export_pseudonymized(
        project=world.project, source=source, format="doccano", out=out
    )
    first, second = read_jsonl(out)
    assert (
        first["text"] == "Karin Ek met Al in Paris. Later Karin called Al from Paris."
    )
    assert first["id"] == 1  # ids that were ints go out as ints
    slices = [first["text"][s:e] for s, e, _ in first["label"]]
    assert slices == ["Karin Ek", "Al", "Paris", "Karin", "Al", "Paris"]
    assert [label for *_, label in first["label"]] == ["PER", "PER", "LOC"] * 2
    # Oslo is NO_MASK and its candidate is the original: it stays, unmasked.
    assert second["text"] == "Maja was born in 2001 in Oslo."
    assert (summary.replaced, summary.kept, summary.undecided) == (8, 1, 0)


def test_failed_candidates_never_leave_the_original_in_place(world, tmp_path) -> None:
    out = tmp_path / "run.txt"
    source = source_resolve(project=world.project, run=world.runs[1])
    export_pseudonymized(project=world.project, source=source, format="text", out=out)
    text = out.read_text(encoding="utf-8")
    assert "[FAILED] was born in 1994 in Oslo." in text
    assert "Eva" not in text


def test_no_original_string_appears_at_a_replaced_spans_new_offsets(
    world, tmp_path
) -> None:
    for index, run in enumerate(world.runs):
        out = tmp_path / f"run{index}.jsonl"
        source = source_resolve(project=world.project, run=run)
        export_pseudonymized(
            project=world.project, source=source, format="doccano", out=out
        )
        for record in read_jsonl(out):
            document = Document.objects.get(
                project=world.project, external_id=str(record["id"])
            )
            spans = list(document.spans.order_by("start", "end", "id"))
            for span, (start, end, _) in zip(spans, record["label"], strict=True):
                original = document.text[span.start : span.end]
                new = record["text"][start:end]
                if span.identifier_type == "NO_MASK":
                    assert new == original
                elif new == original:
                    # Only a candidate equal to its original (an overlap the
                    # generator made) may read the same; never a skipped span.
                    assert run.candidates.get(span=span).text == original


def test_pseudonymized_doccano_reimports_with_spans_on_the_pseudonyms(
    world, tmp_path
) -> None:
    out = tmp_path / "pseudo.jsonl"
    source = source_resolve(project=world.project, run=world.runs[0])
    export_pseudonymized(
        project=world.project, source=source, format="doccano", out=out
    )
    report = corpus_import(project_name="reimported", path=out)
    assert not report.errors
    reimported = Document.objects.get(project__name="reimported", external_id="1")
    spans = Span.objects.filter(document=reimported).order_by("start")
    assert [s.text for s in spans] == [
        "Karin Ek",
        "Al",
        "Paris",
        "Karin",
        "Al",
        "Paris",
    ]
    assert {s.label.name for s in spans} == {"PER", "LOC"}


def test_tab_masks_are_original_offsets_of_replaced_spans(world, tmp_path) -> None:
    out = tmp_path / "masks.json"
    source = source_resolve(project=world.project, run=world.runs[0])
    export_pseudonymized(project=world.project, source=source, format="tab", out=out)
    masks = json.loads(out.read_text())
    assert set(masks) == {"1", "b"}
    assert [TEXT_A[s:e] for s, e in masks["1"]] == [
        "Anna Berg",
        "Bo",
        "Lund",
        "Anna",
        "Bo",
        "Lund",
    ]
    # Oslo was kept: not masked.
    assert [TEXT_B[s:e] for s, e in masks["b"]] == ["Eva", "1994"]


def _curate_half(world) -> None:
    lead = world.lead
    decide(world, "anna1", lead, "accept", "Karin Ek", run_index=0)
    decide(world, "bo1", lead, "own", "Olle")
    decide(world, "lund1", lead, "keep")
    decide(world, "anna2", lead, "edit", "Karin", run_index=1)


def test_decisions_export_leaves_out_documents_with_undecided_spans(
    world, tmp_path
) -> None:
    _curate_half(world)
    source = source_resolve(project=world.project)  # the only curator
    assert source.reviewer == world.lead
    out = tmp_path / "curated.zip"
    summary = export_pseudonymized(
        project=world.project, source=source, format="text", out=out
    )
    with zipfile.ZipFile(out) as archive:
        # nothing with an original left in it: only the manifest
        assert archive.namelist() == [MANIFEST_NAME]
    assert (summary.documents, summary.skipped, summary.undecided) == (0, 2, 5)
    assert [o.describe() for o in summary.outcomes] == [
        "1: left out, 2 of 6 spans undecided",
        "b: left out, 3 of 3 spans undecided",
    ]
    masks_out = tmp_path / "masks.json"
    export_pseudonymized(
        project=world.project, source=source, format="tab", out=masks_out
    )
    assert json.loads(masks_out.read_text()) == {}


def test_decisions_export_fills_undecided_spans_from_a_named_run(
    world, tmp_path
) -> None:
    _curate_half(world)
    source = source_resolve(project=world.project, fill_run=world.runs[0])
    out = tmp_path / "curated.zip"
    summary = export_pseudonymized(
        project=world.project, source=source, format="text", out=out
    )
    with zipfile.ZipFile(out) as archive:
        assert archive.namelist() == ["1.txt", "b.txt", MANIFEST_NAME]
        text = archive.read("1.txt").decode()
        other = archive.read("b.txt").decode()
    assert text == "Karin Ek met Olle in Lund. Later Karin called Al from Paris."
    # Oslo is NO_MASK and the run kept it: kept, not a silent original.
    assert other == "Maja was born in 2001 in Oslo."
    assert (summary.documents, summary.skipped, summary.filled) == (2, 0, 4)
    assert summary.outcomes[0].describe() == (
        "1: filled, 4 decided, 1 kept, 2 filled from the run"
    )
    rows = list(correspondence_rows(project=world.project, reviewer=world.lead))
    assert all(row["how"] != "filled" for row in rows)  # the table lists decisions


def test_decisions_export_masks_undecided_spans_with_a_placeholder(
    world, tmp_path
) -> None:
    _curate_half(world)
    source = source_resolve(project=world.project, fill_placeholder=True)
    out = tmp_path / "curated.jsonl"
    summary = export_pseudonymized(
        project=world.project, source=source, format="doccano", out=out
    )
    first, second = read_jsonl(out)
    assert first["text"] == (
        "Karin Ek met Olle in Lund. Later Karin called [PERSON] from [LOC]."
    )
    assert second["text"] == "[PERSON] was born in [DATETIME] in [LOC]."
    assert summary.placeholders == 5


def test_filling_needs_a_usable_run_and_only_one_filler(world) -> None:
    _curate_half(world)
    world.runs[1].status = "failed"
    world.runs[1].save()
    with pytest.raises(SourceInvalid, match="failed"):
        source_resolve(project=world.project, fill_run=world.runs[1])
    with pytest.raises(SourceInvalid, match="failed"):
        source_resolve(project=world.project, run=world.runs[1])
    with pytest.raises(SourceInvalid):
        source_resolve(
            project=world.project, fill_run=world.runs[0], fill_placeholder=True
        )
    with pytest.raises(SourceInvalid):
        source_resolve(project=world.project, run=world.runs[0], fill_placeholder=True)


def test_no_mask_mention_of_a_masked_entity_is_masked_in_run_exports(
    world, tmp_path
) -> None:
    # The second Lund is NO_MASK but the first is masked: keeping it would name
    # the place anyway, even though the run copied the original (as runs did).
    lund2 = world.spans["lund2"]
    Span.objects.filter(pk=lund2.pk).update(identifier_type="NO_MASK")
    world.candidates[(world.runs[0].pk, "lund2")].__class__.objects.filter(
        run=world.runs[0], span=lund2
    ).update(text="Lund")
    late = lund2
    source = source_resolve(project=world.project, run=world.runs[0])
    out = tmp_path / "run.jsonl"
    export_pseudonymized(
        project=world.project, source=source, format="doccano", out=out
    )
    first = read_jsonl(out)[0]
    assert first["text"] == (
        "Karin Ek met Al in Paris. Later Karin called Al from Paris."
    )
    rows = list(correspondence_rows(project=world.project, run=world.runs[0]))
    masked = next(row for row in rows if row["span"] == late.pk)
    assert (masked["pseudonym"], masked["how"]) == ("Paris", "masked")


def test_no_mask_mention_kept_by_a_reviewer_takes_its_entitys_pseudonym(
    world, tmp_path
) -> None:
    Span.objects.filter(pk=world.spans["lund2"].pk).update(identifier_type="NO_MASK")
    for key in ("anna1", "bo1", "anna2", "bo2"):
        decide(world, key, world.lead, "own", "X")
    decide(world, "lund1", world.lead, "own", "Rome")
    decide(world, "lund2", world.lead, "keep")
    source = source_resolve(project=world.project)
    out = tmp_path / "curated.txt"
    export_pseudonymized(project=world.project, source=source, format="text", out=out)
    assert out.read_text().splitlines()[0] == (
        "X met X in Rome. Later X called X from Rome."
    )


def test_correspondence_csv_says_kept_for_a_kept_original(world) -> None:
    decide(world, "lund1", world.lead, "keep")
    text = render_correspondence(
        correspondence_rows(project=world.project, reviewer=world.lead), "csv"
    )
    (row,) = csv.DictReader(io.StringIO(text))
    assert (row["original"], row["pseudonym"], row["how"]) == ("Lund", "kept", "keep")


def test_several_curators_require_naming_the_reviewer(world) -> None:
    decide(world, "anna1", world.lead, "own", "Karin")
    decide(world, "anna1", world.annotator, "own", "Lisa")
    with pytest.raises(ReviewerNeeded, match="pseudo-ann, pseudo-lead"):
        source_resolve(project=world.project)
    chosen = source_resolve(project=world.project, reviewer=world.annotator)
    assert chosen.reviewer == world.annotator


def test_nobody_curated_asks_for_a_run(world) -> None:
    with pytest.raises(ReviewerNeeded, match="export a run"):
        source_resolve(project=world.project)


def test_correspondence_rows_name_reviewer_and_run(world) -> None:
    decide(world, "anna1", world.lead, "accept", "Karin Ek", run_index=0)
    decide(world, "anna1", world.annotator, "own", "Lisa")
    rows = list(correspondence_rows(project=world.project))
    assert [(r["reviewer"], r["pseudonym"], r["run"], r["how"]) for r in rows] == [
        ("pseudo-ann", "Lisa", None, "own"),
        ("pseudo-lead", "Karin Ek", world.runs[0].pk, "accept"),
    ]
    assert rows[0]["original"] == "Anna Berg" and rows[0]["entity"] == "e1"
    text = render_correspondence(iter(rows), "csv")
    parsed = list(csv.DictReader(io.StringIO(text)))
    assert parsed[1]["pseudonym"] == "Karin Ek" and parsed[1]["original"] == "Anna Berg"


def test_correspondence_of_a_run_lists_every_span(world) -> None:
    rows = list(correspondence_rows(project=world.project, run=world.runs[1]))
    assert len(rows) == 9
    eva = next(r for r in rows if r["original"] == "Eva")
    assert (eva["pseudonym"], eva["how"], eva["run"]) == (
        "[FAILED]",
        "failed",
        world.runs[1].pk,
    )
    assert json.loads(render_correspondence(iter(rows), "json"))[0]["document"] == "1"


def test_a_run_of_another_project_is_refused(world) -> None:
    other = build_world(name="other")
    with pytest.raises(ValueError):
        source_resolve(project=world.project, run=other.runs[0])


def test_export_pages_are_for_leads_and_correspondence_downloads_are_logged(
    world, client
) -> None:
    from annotation.corpus.models import ActivityLog

    decide(world, "anna1", world.lead, "own", "Karin")
    base = f"/projects/{world.project.pk}/exports/"
    client.force_login(world.annotator)
    assert client.get(base).status_code == 403
    assert client.get(base + "correspondence/").status_code == 403
    assert not ActivityLog.objects.filter(action="correspondence_download").exists()
    client.force_login(world.lead)
    assert client.get(base).status_code == 200
    response = client.get(base + "correspondence/", {"format": "json"})
    assert json.loads(response.content)[0]["pseudonym"] == "Karin"
    log = ActivityLog.objects.get(action="correspondence_download")
    assert log.user == world.lead and log.details["format"] == "json"
    pseudo = client.get(
        base + "pseudonymized/", {"source": f"run:{world.runs[0].pk}", "format": "tab"}
    )
    assert json.loads(pseudo.content)["b"] == [[0, 3], [16, 20]]
    text = client.get(
        base + "pseudonymized/",
        {"source": "", "format": "text", "fill": "placeholder"},
    )
    with zipfile.ZipFile(io.BytesIO(text.content)) as archive:
        assert archive.read("1.txt").decode().startswith("Karin met [PERSON]")


def test_pseudonymized_export_reads_choices_per_chunk_not_per_document(
    world, tmp_path, django_assert_max_num_queries
) -> None:
    run = world.runs[0]
    template = Document.objects.get(project=world.project, external_id="1")
    spans = list(template.spans.all())
    for n in range(40):  # 42 documents in all, each with its spans and candidates
        copy = Document.objects.create(
            project=world.project,
            external_id=f"c{n}",
            text=template.text,
            position=10 + n,
        )
        for span in spans:
            new = Span.objects.create(
                document=copy, start=span.start, end=span.end, label=span.label,
                entity=span.entity,
            )  # fmt: skip
            old = run.candidates.get(span=span)
            run.candidates.create(document=copy, span=new, text=old.text)
    source = source_resolve(project=world.project, run=run)
    calls: list[tuple[int, int]] = []
    # Documents, their spans, the candidates: a few queries per chunk of documents.
    with django_assert_max_num_queries(8):
        summary = export_pseudonymized(
            project=world.project, source=source, format="doccano",
            out=tmp_path / "out.jsonl", progress=lambda *c: calls.append(c),
        )  # fmt: skip
    assert summary.documents == 42
    assert calls[-1] == (42, 42) and len(calls) == 42
    lines = read_jsonl(tmp_path / "out.jsonl")
    assert [line["text"] for line in lines[2:]] == [lines[0]["text"]] * 40


def test_export_page_checks_what_happens_to_each_document_first(world, client) -> None:
    _curate_half(world)
    client.force_login(world.lead)
    url = f"/projects/{world.project.pk}/exports/"
    page = client.get(url, {"check": "1", "source": "", "format": "doccano"})
    text = page.content.decode()
    assert page.status_code == 200
    assert "0 documents written, 2 left out" in text
    assert "1: left out, 2 of 6 spans undecided" in text
    filled = client.get(
        url, {"check": "1", "source": "", "format": "text", "fill": "placeholder"}
    ).content.decode()
    assert "2 documents written" in filled
    assert "1: filled, 4 decided, 1 kept, 2 masked with a placeholder" in filled
    # Every document has its row, the ones written as they are too (issue 25).
    assert filled.count("<tr><td>") == 2
    bad = client.get(url, {"check": "1", "source": "run:x", "format": "text"})
    assert bad.status_code == 400


def test_downloads_name_their_source_and_time(world, client) -> None:
    import re

    decide(world, "anna1", world.lead, "own", "Karin")
    client.force_login(world.lead)
    base = f"/projects/{world.project.pk}/exports/"
    names = []
    for params in (
        {"source": f"run:{world.runs[0].pk}", "format": "tab"},
        {"source": f"run:{world.runs[1].pk}", "format": "tab"},
        {"source": "", "format": "tab", "fill": "placeholder"},
    ):
        response = client.get(base + "pseudonymized/", params)
        names.append(response["Content-Disposition"])
    table = client.get(base + "correspondence/", {"format": "csv"})
    names.append(table["Content-Disposition"])
    assert len(set(names)) == 4
    assert f"run{world.runs[0].pk}" in names[0] and f"run{world.runs[1].pk}" in names[1]
    assert "decisions-pseudo-lead-fill-placeholder" in names[2]
    assert all(re.search(r"-\d{8}-\d{6}\.", name) for name in names)


def test_check_first_lists_the_document_that_would_be_written(world, client) -> None:
    # Every span of document "b" decided: it is written as it is; "1" is left out.
    for key, span in world.spans.items():
        if span.document.external_id == "b":
            decide(world, key, world.lead, "own", f"P{key}")
    client.force_login(world.lead)
    url = f"/projects/{world.project.pk}/exports/"
    text = client.get(
        url, {"check": "1", "source": "", "format": "doccano"}
    ).content.decode()
    assert "1 document written, 1 left out" in text
    assert "<tr><td>b</td><td>b: written, 3 decided</td></tr>" in text
    assert "<tr><td>1</td><td>1: left out, 6 of 6 spans undecided</td></tr>" in text
