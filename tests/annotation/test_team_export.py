"""The team workflow's exports (issue 23): the final version (approved documents, final
decisions) from the command and the Exports page, its leak check and re-import, the
correspondence table's final pseudonym and settler, and the curators' agreement."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse
from rest_framework.test import APIClient

from annotation.corpus.models import Document, Label, Membership, Project, Role, Span
from annotation.reports.choices import SourceInvalid, source_resolve
from annotation.reports.correspondence import correspondence_rows
from annotation.reports.exporters import export_plan
from annotation.review.models import DecisionKind, DocumentState, DocumentWork
from annotation.review.services_team import (
    assignment_set,
    document_approve,
    final_decide,
)
from tests.annotation.team_helpers import curate
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

# What each document's spans (0-9 "Anna Berg", 14-16 "Bo") become in the final version.
FINAL_TEXTS = {
    "a-single": "Eva Ek met Al 0.",
    "b-agreed": "Ida Ny met Bo 1.",
    "c-adjudicated": "Eva Ek met Olle 2.",
}


@pytest.fixture
def world():
    """Three approved documents (one via adjudication), one adjudicated and not
    approved, one curated with a difference still open."""
    project = Project.objects.create(name="final", language="en")
    lead = UserFactory(username="lead")
    Membership.objects.create(project=project, user=lead, role=Role.LEAD)
    anna, bjorn, carl = (UserFactory(username=n) for n in ("anna", "bjorn", "carl"))
    for person in (anna, bjorn, carl):
        Membership.objects.create(project=project, user=person, role=Role.ANNOTATOR)
    label = Label.objects.create(project=project, name="PER", category="PERSON")
    texts = {
        "a-single": "Anna Berg met Bo 0.",
        "b-agreed": "Anna Berg met Bo 1.",
        "c-adjudicated": "Anna Berg met Bo 2.",
        # Not approved: the original repeated outside its span is no leak of the
        # final version, which never writes this document.
        "d-not-approved": "Anna Berg met Bo 3, Anna Berg.",
        "e-curated": "Anna Berg met Bo 4.",
    }
    docs = {}
    for position, (key, text) in enumerate(texts.items()):
        docs[key] = Document.objects.create(
            project=project, external_id=key, text=text, position=position
        )
        Span.objects.create(document=docs[key], start=0, end=9, label=label)
        Span.objects.create(document=docs[key], start=14, end=16, label=label)
    assignment_set(document=docs["a-single"], curators=[anna], by=lead)
    curate(docs["a-single"], anna, ["Eva Ek", "Al"])  # one curator: all agreed
    assignment_set(document=docs["b-agreed"], curators=[anna, bjorn], by=lead)
    curate(docs["b-agreed"], anna, ["Ida Ny", None])
    curate(docs["b-agreed"], bjorn, ["Ida Ny", None])  # both agree, Bo kept
    assignment_set(document=docs["c-adjudicated"], curators=[anna, bjorn], by=lead)
    curate(docs["c-adjudicated"], anna, ["Eva Ek", "Al"])
    curate(docs["c-adjudicated"], bjorn, ["Eva Ek", "Ola"])
    second = docs["c-adjudicated"].spans.order_by("start").last()
    final_decide(span=second, by=lead, kind=DecisionKind.OWN, text="Olle")
    assignment_set(document=docs["d-not-approved"], curators=[anna], by=lead)
    curate(docs["d-not-approved"], anna, ["Kim", "Li"])
    assignment_set(document=docs["e-curated"], curators=[anna, carl], by=lead)
    curate(docs["e-curated"], anna, ["Max", "Al"])
    curate(docs["e-curated"], carl, ["Mia", "Al"])
    for key in ("a-single", "b-agreed", "c-adjudicated"):
        document_approve(document=docs[key], by=lead)
    states = dict(DocumentWork.objects.values_list("document__external_id", "state"))
    assert states == {
        "a-single": DocumentState.APPROVED,
        "b-agreed": DocumentState.APPROVED,
        "c-adjudicated": DocumentState.APPROVED,
        "d-not-approved": DocumentState.ADJUDICATED,
        "e-curated": DocumentState.CURATED,
    }
    return project, lead, (anna, bjorn, carl), docs, label


def export(tmp_path: Path, *options: str, fmt: str = "doccano", name: str = "out"):
    out = tmp_path / f"{name}.{'jsonl' if fmt == 'doccano' else fmt}"
    stdout = io.StringIO()
    call_command(
        "export_corpus",
        "--project",
        "final",
        "--pseudonymized",
        "--final",
        "--format",
        fmt,
        "--out",
        str(out),
        *options,
        stdout=stdout,
        stderr=io.StringIO(),
    )
    return out, stdout.getvalue()


def test_final_exports_exactly_the_approved_documents_with_final_pseudonyms(
    world, tmp_path
) -> None:
    out, said = export(tmp_path)
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert {r["id"]: r["text"] for r in records} == FINAL_TEXTS
    # each span at its new offsets, kept "Bo" as it stood
    kept = next(r for r in records if r["id"] == "b-agreed")
    assert kept["label"] == [[0, 6, "PER"], [11, 13, "PER"]]
    assert "final version (approved documents, final decisions)" in said
    assert "3 documents written" in said
    assert "2 documents are not approved yet, so not in the final version." in said
    text_out, _ = export(tmp_path, fmt="text")
    assert text_out.read_text() == "\n\n".join(FINAL_TEXTS.values()) + "\n"
    tab_out, _ = export(tmp_path, fmt="tab")
    assert json.loads(tab_out.read_text()) == {
        "a-single": [[0, 9], [14, 16]],
        "b-agreed": [[0, 9]],  # "Bo" kept: not masked
        "c-adjudicated": [[0, 9], [14, 16]],
    }


def test_final_is_exclusive_with_run_and_reviewer(world, tmp_path) -> None:
    with pytest.raises(CommandError, match="choose one of --run, --reviewer and"):
        export(tmp_path, "--reviewer", "anna")
    _, lead, _, _, _ = world
    with pytest.raises(SourceInvalid, match="its own source"):
        source_resolve(project=world[0], reviewer=lead, final=True)


def test_a_span_added_after_approval_leaves_its_document_out_unless_filled(
    world, tmp_path
) -> None:
    project, _, _, docs, label = world
    Span.objects.create(document=docs["a-single"], start=17, end=18, label=label)
    out, said = export(tmp_path)
    ids = [json.loads(line)["id"] for line in out.read_text().splitlines()]
    assert ids == ["b-agreed", "c-adjudicated"]
    assert "a-single: left out, 1 of 3 spans undecided" in said
    plan = export_plan(
        project=project, source=source_resolve(project=project, final=True)
    )
    assert (plan.documents, plan.skipped, plan.not_approved) == (2, 1, 2)
    filled, said = export(tmp_path, "--fill-placeholder", name="filled")
    first = json.loads(filled.read_text().splitlines()[0])
    assert first["text"] == "Eva Ek met Al [PERSON]."
    assert "1 masked with a placeholder" in said


def test_a_leak_in_an_approved_document_refuses_the_export(world, tmp_path) -> None:
    project, lead, (anna, *_), _, label = world
    leaky = Document.objects.create(
        project=project,
        external_id="f-leaky",
        text="Anna Berg met Bo 5. Anna Berg.",
        position=9,
    )
    Span.objects.create(document=leaky, start=0, end=9, label=label)
    Span.objects.create(document=leaky, start=14, end=16, label=label)
    assignment_set(document=leaky, curators=[anna], by=lead)
    curate(leaky, anna, ["Eva Ek", "Al"])
    document_approve(document=leaky, by=lead)
    with pytest.raises(CommandError, match="leak scan found") as refused:
        export(tmp_path)
    assert "--final" in str(refused.value)  # how to list the findings
    assert not (tmp_path / "out.jsonl").exists()
    out, said = export(tmp_path, "--allow-leaks")
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert records[-1]["text"] == "Eva Ek met Al 5. Anna Berg."
    assert "warning: written with 1 leak-scan findings" in said


def test_the_final_doccano_export_reimports_as_a_new_project(world, tmp_path) -> None:
    out, _ = export(tmp_path)
    call_command(
        "import_corpus", str(out), "--project", "final-again",
        "--no-language-detection", stdout=io.StringIO(), stderr=io.StringIO(),
    )  # fmt: skip
    again = Project.objects.get(name="final-again")
    texts = dict(again.documents.values_list("external_id", "text"))
    assert texts == FINAL_TEXTS
    spans = Span.objects.filter(document__project=again).order_by("document", "start")
    assert [
        s.document.text[s.start : s.end] for s in spans.select_related("document")
    ] == ["Eva Ek", "Al", "Ida Ny", "Bo", "Eva Ek", "Olle"]


def test_the_exports_page_offers_and_downloads_the_final_version(world, client) -> None:
    project, lead, _, _, _ = world
    client.force_login(lead)
    page = client.get(reverse("annotation:export-page", args=[project.pk]))
    html = page.content.decode()
    assert 'value="final"' in html and "Final version (3 approved documents)" in html
    checked = client.get(
        reverse("annotation:export-page", args=[project.pk]),
        {"source": "final", "format": "doccano", "check": "1"},
    )
    assert "2 documents are not approved yet" in checked.content.decode()
    download = client.get(
        reverse("annotation:export-pseudonymized", args=[project.pk]),
        {"source": "final", "format": "doccano"},
    )
    assert download.status_code == 200
    assert "-pseudonymized-doccano-final-" in download["Content-Disposition"]
    records = [json.loads(line) for line in download.content.decode().splitlines()]
    assert {r["id"]: r["text"] for r in records} == FINAL_TEXTS
    table = client.get(
        reverse("annotation:export-correspondence", args=[project.pk]),
        {"source": "final", "format": "json"},
    )
    assert {row["document"] for row in table.json()} == set(FINAL_TEXTS)


def test_correspondence_has_the_final_pseudonym_and_who_settled_it(
    world, tmp_path
) -> None:
    project, *_ = world
    rows = list(correspondence_rows(project=project))
    by = {(r["document"], r["original"], r["reviewer"]): r for r in rows}
    settled = by[("c-adjudicated", "Bo", "bjorn")]
    assert (settled["pseudonym"], settled["final"], settled["settled_by"]) == (
        "Ola",
        "Olle",
        "lead",
    )
    agreed = by[("b-agreed", "Bo", "anna")]
    assert (agreed["final"], agreed["settled_by"]) == (None, "agreed")  # kept
    open_ = by[("e-curated", "Anna Berg", "carl")]
    assert (open_["final"], open_["settled_by"]) == (None, "")  # not settled yet
    assert by[("e-curated", "Bo", "carl")]["final"] == "Al"  # agreed already
    out = tmp_path / "table.csv"
    call_command(
        "export_corpus", "--project", "final", "--correspondence", "--format", "csv",
        "--out", str(out), stdout=io.StringIO(), stderr=io.StringIO(),
    )  # fmt: skip
    lines = list(csv.DictReader(out.read_text().splitlines()))
    assert list(lines[0])[-3:] == ["run", "final", "settled_by"]
    kept = next(
        r for r in lines if r["document"] == "b-agreed" and r["original"] == "Bo"
    )
    assert (kept["final"], kept["settled_by"]) == ("kept", "agreed")
    # the final version's own table: its documents only, once per span
    final_rows = list(correspondence_rows(project=project, final=True))
    assert [(r["document"], r["pseudonym"], r["reviewer"]) for r in final_rows] == [
        ("a-single", "Eva Ek", "agreed"),
        ("a-single", "Al", "agreed"),
        ("b-agreed", "Ida Ny", "agreed"),
        ("b-agreed", None, "agreed"),
        ("c-adjudicated", "Eva Ek", "agreed"),
        ("c-adjudicated", "Olle", "lead"),
    ]


def test_correspondence_without_final_decisions_keeps_its_columns(world) -> None:
    project, *_ = world
    from annotation.review.models import FinalDecision

    FinalDecision.objects.all().delete()
    row = next(correspondence_rows(project=project))
    assert "final" not in row and "settled_by" not in row


def test_curators_agreement_figures(world) -> None:
    """Shared documents: b (2 spans, both alike), c (1 of 2), e (1 of 2): 4 of 6.
    anna-bjorn: b and c, 3 of 4; anna-carl: e, 1 of 2."""
    out = io.StringIO()
    call_command(
        "report", "--project", "final", "--kind", "agreement", stdout=out,
        stderr=io.StringIO(),
    )  # fmt: skip
    curation = json.loads(out.getvalue())["curation"]
    assert (curation["n"], curation["agreed"]) == (6, 4)
    assert curation["agreement"] == pytest.approx(4 / 6)
    pairs = {(p["a"], p["b"]): p for p in curation["pairs"]}
    assert set(pairs) == {("anna", "bjorn"), ("anna", "carl")}
    ab = pairs[("anna", "bjorn")]
    assert (ab["n"], ab["agreed"], ab["agreement"]) == (4, 3, 0.75)
    # labels a: Ida, keep, Eva, Al; b: Ida, keep, Eva, Ola: chance 3/16
    assert ab["kappa"] == pytest.approx((0.75 - 3 / 16) / (1 - 3 / 16))
    ac = pairs[("anna", "carl")]
    assert (ac["n"], ac["agreed"], ac["agreement"]) == (2, 1, 0.5)
    assert ac["kappa"] == pytest.approx((0.5 - 0.25) / 0.75)


def test_an_annotator_sees_the_curators_agreement_as_you_and_the_others(
    world, client
) -> None:
    project, lead, (anna, bjorn, carl), _, _ = world
    api = APIClient()
    api.force_authenticate(bjorn)
    mine = api.get(f"/api/projects/{project.pk}/reports/agreement/").json()
    curation = mine["curation"]
    assert (curation["n"], curation["agreed"]) == (6, 4)  # the project's totals
    assert [(p["a"], p["b"], p["n"], p["agreed"]) for p in curation["pairs"]] == [
        ("you", "other reviewers", 4, 3)
    ]
    assert "anna" not in json.dumps(mine) and "carl" not in json.dumps(mine)
    client.force_login(bjorn)
    url = reverse("annotation:report-agreement", args=[project.pk])
    page = client.get(url).content.decode()
    assert 'id="curation-table"' in page and "anna" not in page
    text = client.get(url, {"download": "csv"}).content.decode()
    assert "you,other reviewers,4,0.7500" in text and "anna" not in text
    client.force_login(lead)
    latex = client.get(url, {"download": "latex"}).content.decode()
    assert "Agreement between curators" in latex and "anna & bjorn & 4 & 0.750" in latex
