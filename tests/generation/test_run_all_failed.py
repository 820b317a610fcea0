"""A run whose every span failed is failed (status, page, API), not "Done"; one good
candidate makes it done."""

from __future__ import annotations

import pytest
from django.urls import reverse

from annotation.corpus.models import Role
from generation import services
from generation.models import (
    Candidate,
    ChunkStatus,
    GenerationRun,
    RunChunk,
    RunMetrics,
    RunStatus,
)
from generation.services import options_parse, run_create, run_plan
from tests.factories import (
    DocumentFactory,
    MembershipFactory,
    ProjectFactory,
    SpanFactory,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def membership():
    return MembershipFactory(project=ProjectFactory(name="Failing"), role=Role.LEAD)


def finished_run(project, *, failed: list[bool]) -> GenerationRun:
    """A run whose chunks are done, with one candidate per span, ``failed`` each."""
    document = DocumentFactory(project=project, text="Anna met Bo in Lund today.")
    spans = [
        SpanFactory(document=document, start=start, end=end)
        for start, end in [(0, 4), (9, 11), (15, 19)][: len(failed)]
    ]
    run = run_create(project=project, generator="llm", options=options_parse())
    run_plan(run)
    RunChunk.objects.filter(run=run).update(status=ChunkStatus.DONE)
    GenerationRun.objects.filter(pk=run.pk).update(status=RunStatus.RUNNING)
    Candidate.objects.bulk_create(
        Candidate(
            run=run,
            span=span,
            document=document,
            text="[FAILED]" if bad else "Eva",
            failed=bad,
            reason="the LLM server at http://127.0.0.1:9 cannot be reached"
            if bad
            else "",
        )
        for span, bad in zip(spans, failed, strict=True)
    )
    return services._run_finish_if_complete(run)


def test_a_run_whose_every_span_failed_is_failed_with_the_reason(
    membership, client
) -> None:
    run = finished_run(membership.project, failed=[True, True, True])
    assert run.status == RunStatus.FAILED and run.finished
    assert run.failed_count == run.spans_done == 3
    assert run.error == (
        "Every span failed: the LLM server at http://127.0.0.1:9 cannot be reached"
    )
    # Nothing to measure: no metrics are queued for it.
    assert not RunMetrics.objects.filter(run=run).exists()
    client.force_login(membership.user)
    data = client.get(f"/api/runs/{run.pk}/").json()
    assert data["status"] == "failed" and data["error"].startswith("Every span")
    html = client.get(
        reverse("generation:run-list", args=[membership.project.pk])
    ).content.decode()
    assert "badge-run-failed" in html and "Every span failed" in html
    assert "Retry failed" in html  # the way out is offered


def test_one_good_candidate_makes_the_run_done(membership) -> None:
    run = finished_run(membership.project, failed=[True, False, True])
    assert run.status == RunStatus.DONE and run.failed_count == 2
    assert RunMetrics.objects.get(run=run).status == RunMetrics.Status.QUEUED
