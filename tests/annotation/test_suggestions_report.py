"""The suggestions report (RQ3) against a hand-computed example."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import call_command

from annotation.reports.renderers import render
from annotation.reports.suggestions import majority, suggestions_report
from annotation.reports.tables import report_data
from generation.models import Candidate
from tests.annotation.report_helpers import build_world, review
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

N, OV, G, CAT, CON = (
    "NO_ERROR",
    "OVERLAP",
    "GRAMMAR",
    "SEM:CATEGORY",
    "SEM:CONTRADICTORY",
)
KEYS = ["anna1", "bo1", "lund1", "anna2", "bo2", "lund2"]
MACHINE = [OV, N, G, N, CAT, N]
REVIEWER_A = [OV, N, N, G, CAT, N]
REVIEWER_B = [OV, N, G, G, CON, N]


@pytest.fixture
def world():
    world = build_world(name="rq3")
    run = world.runs[0]
    for key, tag in zip(KEYS, MACHINE, strict=True):
        Candidate.objects.filter(pk=world.candidates[(run.pk, key)].pk).update(
            suggested_tag=tag, suggested_confidence=0.8
        )
    a = UserFactory(username="a")
    b = UserFactory(username="b")
    for key, tag_a, tag_b in zip(KEYS, REVIEWER_A, REVIEWER_B, strict=True):
        review(world, 0, key, a, tag_a)
        review(world, 0, key, b, tag_b)
    # A confirmed proposal echoes the machine: it never counts for or against it.
    echo = review(world, 0, "anna1", UserFactory(username="c"), OV)
    echo.confirmed_proposal = True
    echo.save()
    # A candidate nobody tagged, with a proposal, is not in the report.
    Candidate.objects.filter(pk=world.candidates[(run.pk, "eva")].pk).update(
        suggested_tag=N
    )
    return world


def test_majority_is_none_on_a_tie():
    assert majority([OV, OV, N]) == OV
    assert majority([OV, N]) is None
    assert majority([]) is None


def test_the_figures_match_the_hand_computed_example(world):
    data = suggestions_report(project=world.project)
    assert data["candidates"] == 6
    # Majority: lund1 (N/G) and bo2 (CAT/CON) are ties and drop out.
    majority_scores = data["against"]["majority"]
    assert majority_scores["n"] == 4
    assert majority_scores["accuracy"] == pytest.approx(3 / 4)
    # kappa: observed 3/4, expected (1*1 + 3*2)/16 = 7/16
    assert majority_scores["kappa"] == pytest.approx((0.75 - 7 / 16) / (1 - 7 / 16))
    assert majority_scores["error"] == {
        "proposed": 1,
        "given": 2,
        "agreed": 1,
        "precision": 1.0,
        "recall": 0.5,
        "precision_same_tag": 1.0,
        "recall_same_tag": 0.5,
    }
    # Against reviewer a: errors proposed on anna1, lund1, bo2; a found anna1,
    # anna2, bo2.
    a = data["against"]["a"]
    assert a["n"] == 6
    assert a["error"]["precision"] == pytest.approx(2 / 3)
    assert a["error"]["recall"] == pytest.approx(2 / 3)
    assert a["tags"][G] == {
        "proposed": 1,
        "given": 1,
        "agreed": 0,
        "precision": 0.0,
        "recall": 0.0,
    }
    assert a["tags"][CAT]["precision"] == 1.0
    assert "c" not in data["against"]
    # The confusion matrix: proposal -> the majority's tag.
    assert data["confusion"][N] == {
        **dict.fromkeys(data["confusion"][N], 0),
        N: 2,
        G: 1,
    }
    assert data["confusion"][OV][OV] == 1
    # People: a against b, observed 4/6, expected 9/36.
    (people,) = data["people"]
    assert (people["a"], people["b"], people["n"]) == ("a", "b", 6)
    assert people["kappa"] == pytest.approx((4 / 6 - 0.25) / 0.75)


def test_the_command_writes_it_as_json_csv_and_latex(world, tmp_path):
    out = StringIO()
    call_command(
        "report",
        "--project",
        "rq3",
        "--kind",
        "suggestions",
        "--format",
        "json",
        stdout=out,
    )
    assert json.loads(out.getvalue())["against"]["majority"]["n"] == 4
    data = report_data(project=world.project, kind="suggestions")
    csv = render("suggestions", data, "csv").splitlines()
    assert csv[0] == "against,tag,proposed,given,agreed,precision,recall,kappa"
    assert "majority,error,1,2,1,1.0000,0.5000," in "\n".join(csv)
    assert csv[-1].startswith("people,a / b,,6,")
    latex = render("suggestions", data, "latex")
    assert "\\midrule people" in latex and "a / b" in latex


def test_only_leads_read_it(world):
    from rest_framework.test import APIClient

    api = APIClient()
    url = f"/api/projects/{world.project.pk}/reports/suggestions/"
    api.force_authenticate(world.lead)
    assert api.get(url).status_code == 200
    api.force_authenticate(world.annotator)
    assert api.get(url).status_code == 403
    api.force_authenticate(None)
    assert api.get(url).status_code in (401, 403)


def test_the_page_shows_the_tables_to_leads_only(world, client):
    from django.urls import reverse

    url = reverse("annotation:report-suggestions", args=[world.project.pk])
    client.force_login(world.annotator)
    assert client.get(url).status_code == 403
    errors = client.get(reverse("annotation:report-errors", args=[world.project.pk]))
    assert url not in errors.content.decode()  # no tab for annotators
    client.force_login(world.lead)
    html = client.get(url).content.decode()
    assert "Based on <strong>6</strong> candidates" in html
    assert 'id="suggestions-confusion"' in html and "people: a / b" in html
    csv = client.get(url + "?download=csv")
    assert csv.status_code == 200
    assert csv.content.decode().startswith("against,tag,proposed")
