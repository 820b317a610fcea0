"""How sure a generator is of each suggestion: kept, clamped, exported and served."""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Iterator
from io import StringIO

import pytest
from django.core.management import call_command
from django.db import IntegrityError
from django.urls import reverse
from rest_framework.test import APIClient

from annotation.corpus.models import Label, Role
from generation import services
from generation.engines.types import EngineDocument, Suggestion, confidence_clamped
from generation.models import Candidate
from generation.services import generation_execute, options_parse, run_create
from tests.factories import (
    DocumentFactory,
    MembershipFactory,
    ProjectFactory,
    SpanFactory,
)

pytestmark = pytest.mark.django_db

TEXT = "Anna Berg lives in Lund with Erik."
# What the fake generator says of the spans starting at these offsets.
SAYS = {0: 0.35, 19: 1.7, 29: None}


class SureGenerator:
    """Fills every span with "X", as sure as ``SAYS`` tells; the 1.7 is set after the
    suggestion is built, as a rule that adjusts its score late would."""

    name = "placeholder"

    def fill(
        self, documents: Iterable[EngineDocument]
    ) -> Iterator[tuple[EngineDocument, list[Suggestion]]]:
        for document in documents:
            suggestions = []
            for span in document.spans:
                suggestion = Suggestion(span.key, "X", reason=f"rule {span.start}")
                suggestion.confidence = SAYS[span.start]
                suggestions.append(suggestion)
            yield document, suggestions


@pytest.fixture
def lead():
    project = ProjectFactory(name="Letters", language="en")
    return MembershipFactory(project=project, role=Role.LEAD).user


@pytest.fixture
def run(lead, monkeypatch):
    project = lead.memberships.get().project
    person = Label.objects.create(project=project, name="PER", category="PERSON")
    place = Label.objects.create(project=project, name="GEO", category="LOC")
    doc = DocumentFactory(project=project, external_id="d1", text=TEXT)
    SpanFactory(document=doc, start=0, end=9, label=person)
    SpanFactory(document=doc, start=19, end=23, label=place)
    SpanFactory(document=doc, start=29, end=33, label=person)
    # A second annotation of Anna Berg's range: it shares its twin's candidate.
    SpanFactory(document=doc, start=0, end=9, label=place)
    monkeypatch.setattr(services, "build_generator", lambda *a, **k: SureGenerator())
    run = run_create(
        project=project,
        generator="placeholder",
        options=options_parse(extra={"placeholder": "S2"}),
    )
    return generation_execute(run_id=run.pk, worker="w1")


def test_suggestion_confidence_is_clamped_to_0_1_and_nan_means_unknown():
    assert Suggestion(1, "X", confidence=1.4).confidence == 1.0
    assert Suggestion(1, "X", confidence=-0.2).confidence == 0.0
    assert Suggestion(1, "X", confidence=0.62).confidence == 0.62
    assert Suggestion(1, "X", confidence=math.nan).confidence is None
    assert Suggestion(1, "X").confidence is None
    assert confidence_clamped(None) is None


def test_candidates_keep_the_generators_confidence_clamped_and_twins_share_it(run):
    said = {
        (c.span.start, c.span.label.name): (c.confidence, c.reason)
        for c in Candidate.objects.filter(run=run).select_related("span__label")
    }
    assert said[(0, "PER")] == (0.35, "rule 0")
    assert said[(19, "GEO")] == (1.0, "rule 19")  # 1.7, clamped where it is written
    assert said[(29, "PER")] == (None, "rule 29")
    assert said[(0, "GEO")][0] == 0.35  # the twin's


def test_the_database_refuses_a_confidence_outside_0_1(run):
    candidate = Candidate.objects.filter(run=run).first()
    with pytest.raises(IntegrityError):
        Candidate.objects.filter(pk=candidate.pk).update(confidence=1.5)


def test_export_candidates_rows_carry_confidence_and_reason(run, tmp_path):
    out = tmp_path / "c.jsonl"
    call_command(
        "export_candidates", "--run", str(run.pk), "--out", str(out), stdout=StringIO()
    )
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(lines) == 4
    assert all({"confidence", "reason", "candidate", "failed"} <= set(r) for r in lines)
    by_start = {(r["start"], r["label"]): r for r in lines}
    assert by_start[(0, "PER")]["confidence"] == 0.35
    assert by_start[(0, "PER")]["reason"] == "rule 0"
    assert by_start[(29, "PER")]["confidence"] is None  # null: the rule did not say
    assert "same range" in by_start[(0, "GEO")]["reason"]


def test_the_web_export_has_the_same_rows(run, lead, client):
    client.force_login(lead)
    response = client.get(reverse("generation:run-export", args=[run.pk]))
    lines = [json.loads(line) for line in b"".join(response).decode().splitlines()]
    assert response.status_code == 200
    assert lines == list(services.candidates_for_export(run))
    assert {r["confidence"] for r in lines} == {0.35, 1.0, None}


def test_the_run_candidates_api_returns_confidence_beside_reason(run, lead):
    api = APIClient()
    api.force_authenticate(lead)
    rows = api.get(reverse("api-run-candidates", args=[run.pk])).json()["results"]
    said = {(r["start"], r["label"]): (r["confidence"], r["reason"]) for r in rows}
    assert said[(0, "PER")] == (0.35, "rule 0")
    assert said[(29, "PER")] == (None, "rule 29")


def test_the_run_page_shows_how_sure_beside_the_candidate(run, lead, client):
    client.force_login(lead)
    html = client.get(reverse("generation:run-detail", args=[run.pk])).content.decode()
    assert "sure 0.35" in html and "sure 1.00" in html
    assert html.count('class="badge badge-sure"') == 3  # not for the one that says none
