"""The runs API: start, list, read progress, cancel, retry, candidates."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from annotation.corpus.models import Role
from generation.models import Candidate, GenerationRun, RunStatus
from generation.services import generation_execute, options_parse, run_create
from tests.factories import (
    DocumentFactory,
    MembershipFactory,
    ProjectFactory,
    SpanFactory,
    UserFactory,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def lead():
    return MembershipFactory(project=ProjectFactory(name="Mail"), role=Role.LEAD)


@pytest.fixture
def project(lead):
    for n in range(3):
        document = DocumentFactory(
            project=lead.project, external_id=f"d{n}", position=n
        )
        SpanFactory(document=document, start=0, end=9)
    return lead.project


@pytest.fixture
def api(lead) -> APIClient:
    client = APIClient()
    client.force_authenticate(lead.user)
    return client


@pytest.fixture
def annotator_api(project) -> APIClient:
    client = APIClient()
    client.force_authenticate(
        MembershipFactory(project=project, role=Role.ANNOTATOR).user
    )
    return client


def make_run(project, **fields) -> GenerationRun:
    run = run_create(
        project=project,
        generator="placeholder",
        options=options_parse(extra={"placeholder": "S2"}),
    )
    if fields:
        GenerationRun.objects.filter(pk=run.pk).update(**fields)
        run.refresh_from_db()
    return run


def test_lead_starts_a_run_that_is_queued_and_enqueued(
    api, project, lead, broker, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        response = api.post(
            f"/api/projects/{project.pk}/runs/",
            {
                "generator": "placeholder",
                "name": "S2 for d0, d2",
                "options": {"placeholder": "S2"},
                "documents": ["d0", "d2"],
            },
            format="json",
        )
    assert response.status_code == 201, response.data
    run = GenerationRun.objects.get()
    assert response.data["id"] == run.pk
    assert response.data["status"] == "queued"
    assert response.data["created_by"] == lead.user.username
    assert (response.data["documents_total"], response.data["spans_total"]) == (2, 2)
    assert run.options["extra"] == {"placeholder": "S2"}
    assert broker and broker[0] == ((run.pk,), "light")


def test_start_takes_model_options_and_refuses_bad_ones(api, project, broker):
    response = api.post(
        f"/api/projects/{project.pk}/runs/",
        {
            "generator": "mlm",
            "strategy": "repL",
            "upos": True,
            "k": 3,
            "seed": 1,
            "context": 1,
            "options": {"consistency": "entity", "model": "/m"},
        },
        format="json",
    )
    assert response.status_code == 201
    options = GenerationRun.objects.get().options
    assert (options["strategy"], options["upos"], options["k"]) == ("repL", True, 3)
    assert (options["seed"], options["context"]) == (1, 1)
    assert options["consistency"] == "entity"
    assert options["extra"] == {"model": "/m"}
    bad = api.post(
        f"/api/projects/{project.pk}/runs/",
        {"generator": "mlm", "options": {"consistency": "sometimes"}},
        format="json",
    )
    assert bad.status_code == 400
    assert "consistency" in str(bad.data["options"])
    unknown = api.post(
        f"/api/projects/{project.pk}/runs/",
        {"generator": "random", "documents": ["d1", "zz"]},
        format="json",
    )
    assert unknown.status_code == 400
    assert "zz" in str(unknown.data["documents"])
    assert GenerationRun.objects.count() == 1


def test_annotator_reads_runs_but_may_not_start_cancel_or_retry(
    annotator_api, project, broker
):
    run = make_run(project, visible_to_annotators=True)
    listed = annotator_api.get(f"/api/projects/{project.pk}/runs/")
    assert listed.status_code == 200
    assert [row["id"] for row in listed.json()] == [run.pk]
    assert annotator_api.get(f"/api/runs/{run.pk}/").status_code == 200
    # Candidates come beside their originals: leads only.
    assert annotator_api.get(f"/api/runs/{run.pk}/candidates/").status_code == 403
    start = annotator_api.post(
        f"/api/projects/{project.pk}/runs/", {"generator": "random"}, format="json"
    )
    assert start.status_code == 403
    assert annotator_api.post(f"/api/runs/{run.pk}/cancel/").status_code == 403
    assert annotator_api.post(f"/api/runs/{run.pk}/retry/").status_code == 403
    run.refresh_from_db()
    assert run.status == RunStatus.QUEUED
    assert GenerationRun.objects.count() == 1


def test_non_member_gets_404_everywhere(project):
    run = make_run(project)
    client = APIClient()
    client.force_authenticate(UserFactory(username="outsider"))
    for url in (
        f"/api/projects/{project.pk}/runs/",
        f"/api/runs/{run.pk}/",
        f"/api/runs/{run.pk}/candidates/",
    ):
        assert client.get(url).status_code == 404, url
    for url in (f"/api/runs/{run.pk}/cancel/", f"/api/runs/{run.pk}/retry/"):
        assert client.post(url).status_code == 404, url
    assert (
        client.post(
            f"/api/projects/{project.pk}/runs/", {"generator": "random"}
        ).status_code
        == 404
    )


def test_run_detail_reports_progress_and_the_stale_warning(api, project):
    run = make_run(
        project,
        status=RunStatus.QUEUED,
        queued_at=timezone.now() - timedelta(minutes=5),
    )
    data = api.get(f"/api/runs/{run.pk}/").json()
    assert data["percent"] == 0
    assert data["waiting_for_worker"] is True
    GenerationRun.objects.filter(pk=run.pk).update(
        status=RunStatus.RUNNING,
        spans_done=2,
        heartbeat_at=timezone.now(),
        rate=4.0,
        seconds_left=0.25,
    )
    data = api.get(f"/api/runs/{run.pk}/").json()
    assert (data["percent"], data["spans_done"], data["spans_total"]) == (66, 2, 3)
    assert (data["rate"], data["seconds_left"]) == (4.0, 0.25)
    assert data["waiting_for_worker"] is False


def test_list_shows_the_projects_runs_with_errors_in_words(api, project):
    make_run(
        project,
        status=RunStatus.FAILED,
        error="Traceback (most recent call last):\nboom",
    )
    data = api.get(f"/api/projects/{project.pk}/runs/").json()
    assert len(data) == 1
    assert data[0]["error"] == "boom"


def test_cancel_stops_a_run_and_leaves_an_ended_one_alone(api, project):
    run = make_run(project)
    response = api.post(f"/api/runs/{run.pk}/cancel/")
    assert response.status_code == 200
    assert response.data["status"] == "cancelled"
    done = make_run(project, status=RunStatus.DONE)
    assert api.post(f"/api/runs/{done.pk}/cancel/").data["status"] == "done"


def test_retry_requeues_failed_spans_and_refuses_an_active_run(
    api, project, broker, django_capture_on_commit_callbacks
):
    run = make_run(project)
    generation_execute(run_id=run.pk)
    Candidate.objects.filter(run=run, document__external_id="d1").update(failed=True)
    with django_capture_on_commit_callbacks(execute=True):
        response = api.post(f"/api/runs/{run.pk}/retry/")
    assert response.status_code == 200
    assert response.data["status"] == "queued"
    assert run.candidates.count() == 2
    assert broker[0][0] == (run.pk,)
    refused = api.post(f"/api/runs/{run.pk}/retry/")
    assert refused.status_code == 400
    assert "only a finished run" in str(refused.data)


def test_candidates_are_paginated_in_corpus_order(api, project):
    run = make_run(project)
    generation_execute(run_id=run.pk)
    page = api.get(f"/api/runs/{run.pk}/candidates/?page_size=2").json()
    assert page["count"] == 3
    assert [row["document"] for row in page["results"]] == ["d0", "d1"]
    first = page["results"][0]
    assert first["original"] == "Anna Berg"
    assert first["candidate"] == "PERSON"
    assert first["failed"] is False
    assert page["next"]
