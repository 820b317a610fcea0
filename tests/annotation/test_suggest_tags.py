"""The machine's proposed tag for every candidate of a run: stored, exported, served."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse
from rest_framework.test import APIClient

from annotation.corpus.models import Label, Role
from annotation.reports.metrics import run_metrics_compute
from generation import services
from generation.engines.types import EngineDocument, Suggestion
from generation.models import Candidate, GenerationRun, RunStatus
from generation.services import generation_execute, options_parse, run_create
from tests.factories import (
    DocumentFactory,
    MembershipFactory,
    ProjectFactory,
    SpanFactory,
)

pytestmark = pytest.mark.django_db

TEXT = "Anna Berg lives in Lund with Erik. Anna Berg is a nurse."
CANDIDATES = {
    0: "Anna Holm",  # OVERLAP: keeps "Anna"
    19: "Sweden",  # SEM:CATEGORY: a country for a city
    29: "Karin",  # NO_ERROR
    35: "Eva Lind",  # SEM:CONTRADICTORY: Anna Berg was "Anna Holm" earlier
    50: "engineer",  # GRAMMAR: "a engineer"
}


class FixedGenerator:
    name = "placeholder"

    def fill(
        self, documents: Iterable[EngineDocument]
    ) -> Iterator[tuple[EngineDocument, list[Suggestion]]]:
        for document in documents:
            yield (
                document,
                [
                    Suggestion(span.key, CANDIDATES[span.start])
                    for span in document.spans
                ],
            )


@pytest.fixture
def lead():
    project = ProjectFactory(name="Letters", language="en")
    return MembershipFactory(project=project, role=Role.LEAD).user


@pytest.fixture
def run(lead, monkeypatch):
    project = lead.memberships.get().project
    person = Label.objects.create(project=project, name="PER", category="PERSON")
    place = Label.objects.create(project=project, name="GEO", category="LOC")
    job = Label.objects.create(project=project, name="JOB", category="MISC")
    doc = DocumentFactory(project=project, external_id="d1", text=TEXT)
    for start, end, label in (
        (0, 9, person),
        (19, 23, place),
        (29, 33, person),
        (35, 44, person),
        (50, 55, job),
    ):
        SpanFactory(document=doc, start=start, end=end, label=label)
    monkeypatch.setattr(services, "build_generator", lambda *a, **k: FixedGenerator())
    run = run_create(
        project=project,
        generator="placeholder",
        options=options_parse(extra={"placeholder": "S2"}),
    )
    return generation_execute(run_id=run.pk, worker="w1")


EXPECTED = {
    0: "OVERLAP",
    19: "SEM:CATEGORY",
    29: "NO_ERROR",
    35: "SEM:CONTRADICTORY",
    50: "GRAMMAR",
}


def _stored(run: GenerationRun) -> dict[int, str]:
    return dict(
        Candidate.objects.filter(run=run).values_list("span__start", "suggested_tag")
    )


def test_the_command_stores_a_proposal_for_every_candidate(run):
    Candidate.objects.filter(run=run).update(suggested_tag="")
    out = StringIO()
    call_command("suggest_tags", "--run", str(run.pk), "--json", stdout=out)
    result = json.loads(out.getvalue())
    assert result["candidates"] == 5
    assert result["tags"] == {
        "OVERLAP": 1,
        "SEM:CATEGORY": 1,
        "NO_ERROR": 1,
        "SEM:CONTRADICTORY": 1,
        "GRAMMAR": 1,
    }
    assert _stored(run) == EXPECTED
    overlap = Candidate.objects.get(run=run, span__start=0)
    assert 0 <= overlap.suggested_confidence <= 1
    assert overlap.suggested_evidence[0].startswith("OVERLAP: repeats anna")


def test_the_command_says_what_is_wrong_with_its_arguments(run):
    with pytest.raises(CommandError, match="no run with id 9999"):
        call_command("suggest_tags", "--run", "9999")
    GenerationRun.objects.filter(pk=run.pk).update(status=RunStatus.RUNNING)
    with pytest.raises(CommandError, match="proposals need a finished run"):
        call_command("suggest_tags", "--run", str(run.pk))


def test_metrics_compute_the_proposals_too(run):
    Candidate.objects.filter(run=run).update(suggested_tag="", suggested_evidence=[])
    metrics = run_metrics_compute(run_id=run.pk, tagger=None, embedder=None)
    assert metrics.status == "done"
    assert _stored(run) == EXPECTED


def test_export_candidates_rows_carry_the_proposal(run, tmp_path):
    call_command("suggest_tags", "--run", str(run.pk), stdout=StringIO())
    out = tmp_path / "candidates.jsonl"
    call_command(
        "export_candidates", "--run", str(run.pk), "--out", str(out), stdout=StringIO()
    )
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert {r["start"]: r["suggested_tag"] for r in rows} == EXPECTED
    assert all(0 <= r["suggested_confidence"] <= 1 for r in rows)
    assert all(r["suggested_evidence"] for r in rows)


def test_the_candidates_api_gives_leads_the_proposal_and_annotators_nothing(run, lead):
    call_command("suggest_tags", "--run", str(run.pk), stdout=StringIO())
    api = APIClient()
    api.force_authenticate(lead)
    rows = api.get(reverse("api-run-candidates", args=[run.pk])).json()["results"]
    assert {r["start"]: r["suggested_tag"] for r in rows} == EXPECTED
    annotator = MembershipFactory(project=run.project, role=Role.ANNOTATOR).user
    api.force_authenticate(annotator)
    assert api.get(reverse("api-run-candidates", args=[run.pk])).status_code == 404
    api.force_authenticate(None)
    assert api.get(reverse("api-run-candidates", args=[run.pk])).status_code in (
        401,
        403,
    )


def test_an_unproposed_candidate_says_null_not_an_empty_tag(run, lead):
    Candidate.objects.filter(run=run).update(suggested_tag="")
    api = APIClient()
    api.force_authenticate(lead)
    rows = api.get(reverse("api-run-candidates", args=[run.pk])).json()["results"]
    assert {r["suggested_tag"] for r in rows} == {None}
