"""Undo: leads delete an import, a document, a run or a review set, with a
confirmation page, a log row and everything that hung on it; annotators cannot."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.urls import reverse
from rest_framework.test import APIClient

from annotation.corpus.models import ActivityLog, CorpusImport, Document, Span
from annotation.corpus.services import corpus_import
from annotation.review.models import Decision, DocumentProgress, Review, ReviewSet
from generation.models import Candidate, GenerationRun, RunStatus
from tests.annotation.import_helpers import write_jsonl
from tests.annotation.report_helpers import build_world, decide, review
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    return build_world(name="undo")


def api_as(user) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def imported(world, tmp_path: Path) -> CorpusImport:
    records = [
        {"id": "n1", "text": "Ola sings", "label": [[0, 3, "PER"]]},
        {"id": "n2", "text": "Per hums", "label": [[0, 3, "PER"]]},
    ]
    report = corpus_import(
        project_name=world.project.name, path=write_jsonl(tmp_path / "n.jsonl", records)
    )
    assert report.imported, report.errors
    return CorpusImport.objects.get(project=world.project, filename="n.jsonl")


def test_lead_deletes_an_import_after_confirming_and_it_is_logged(
    world, client, tmp_path
) -> None:
    batch = imported(world, tmp_path)
    url = reverse("annotation:import-delete", args=[world.project.pk, batch.pk])
    client.force_login(world.lead)
    page = client.get(url)
    assert page.status_code == 200
    text = page.content.decode()
    assert "2 documents" in text and "2 spans" in text and "n.jsonl" in text
    assert Document.objects.filter(project=world.project).count() == 4  # not yet

    response = client.post(url)

    assert response.status_code == 302
    assert sorted(
        Document.objects.filter(project=world.project).values_list(
            "external_id", flat=True
        )
    ) == ["1", "b"]
    assert not CorpusImport.objects.filter(pk=batch.pk).exists()
    log = ActivityLog.objects.get(action="import.delete")
    assert log.user == world.lead
    assert log.details["documents"] == 2 and log.details["filename"] == "n.jsonl"


def test_annotators_and_outsiders_cannot_delete(world, client, tmp_path) -> None:
    batch = imported(world, tmp_path)
    outsider = UserFactory(username="outsider")
    urls = [
        reverse("annotation:import-delete", args=[world.project.pk, batch.pk]),
        reverse("annotation:document-delete", args=[world.documents[0].pk]),
        reverse("generation:run-delete", args=[world.runs[0].pk]),
    ]
    for user, code in ((world.annotator, 403), (outsider, 404)):
        client.force_login(user)
        for url in urls:
            assert client.get(url).status_code == code
            assert client.post(url).status_code == code
        api = api_as(user)
        assert (
            api.delete(f"/api/documents/{world.documents[0].pk}/").status_code == code
        )
        assert api.delete(f"/api/runs/{world.runs[0].pk}/").status_code == code
        assert (
            api.delete(f"/api/projects/{world.project.pk}/imports/{batch.pk}/")
        ).status_code == code
    assert Document.objects.filter(project=world.project).count() == 4
    assert GenerationRun.objects.filter(project=world.project).count() == 2
    assert not ActivityLog.objects.filter(action__endswith=".delete").exists()


def test_deleting_a_document_takes_its_spans_candidates_reviews_and_decisions(
    world,
) -> None:
    review(world, 0, "anna1", world.annotator, "NO_ERROR")
    decide(world, "anna1", world.lead, "own", "Karin")
    document = world.documents[0]

    answer = api_as(world.lead).delete(f"/api/documents/{document.pk}/")

    assert answer.status_code == 204
    assert not Span.objects.filter(document_id=document.pk).exists()
    assert not Candidate.objects.filter(document_id=document.pk).exists()
    assert not Review.objects.exists() and not Decision.objects.exists()
    log = ActivityLog.objects.get(action="document.delete")
    assert log.details["external_id"] == "1" and log.details["spans"] == 6
    assert Document.objects.filter(project=world.project).count() == 1


def test_a_run_at_work_is_not_deleted_nor_its_documents(world, client) -> None:
    busy = world.runs[0]
    GenerationRun.objects.filter(pk=busy.pk).update(status=RunStatus.RUNNING)
    api = api_as(world.lead)
    answer = api.delete(f"/api/runs/{busy.pk}/")
    assert answer.status_code == 409 and "cancel" in answer.json()["detail"]
    answer = api.delete(f"/api/documents/{world.documents[0].pk}/")
    assert answer.status_code == 409
    client.force_login(world.lead)
    page = client.post(reverse("generation:run-delete", args=[busy.pk]))
    assert page.status_code == 409 and "cancel it first" in page.content.decode()
    assert GenerationRun.objects.filter(pk=busy.pk).exists()
    assert Document.objects.filter(pk=world.documents[0].pk).exists()


def test_deleting_a_run_keeps_decisions_taken_from_it(world) -> None:
    run = world.runs[0]
    review(world, 0, "anna1", world.annotator, "NO_ERROR")
    decision = decide(world, "anna1", world.lead, "accept", "Karin Ek", run_index=0)
    Decision.objects.filter(pk=decision.pk).update(run=run)

    answer = api_as(world.lead).delete(f"/api/runs/{run.pk}/")

    assert answer.status_code == 204
    assert not Candidate.objects.filter(run_id=run.pk).exists()
    assert not Review.objects.exists()
    kept = Decision.objects.get(pk=decision.pk)
    assert (kept.text, kept.run_id, kept.candidate_id) == ("Karin Ek", None, None)
    log = ActivityLog.objects.get(action="run.delete")
    assert log.details["run"] == run.pk and log.details["candidates"] == 9


def test_deleting_a_review_set_keeps_reviews_and_drops_its_done_marks(
    world, client
) -> None:
    review_set = ReviewSet.objects.create(project=world.project, name="Round 1")
    review_set.runs.set(world.runs)
    review(world, 0, "anna1", world.annotator, "NO_ERROR")
    DocumentProgress.objects.create(
        document=world.documents[0],
        reviewer=world.annotator,
        mode="evaluate",
        scope=f"set:{review_set.pk}",
    )
    url = reverse(
        "annotation:review-set-delete", args=[world.project.pk, review_set.pk]
    )
    client.force_login(world.lead)
    start = client.get(reverse("annotation:review-start", args=[world.project.pk]))
    assert url in start.content.decode()  # the lead is offered the link

    response = client.post(url, HTTP_HX_REQUEST="true")

    assert response.status_code == 204
    assert response["HX-Redirect"] == reverse(
        "annotation:review-start", args=[world.project.pk]
    )
    assert not ReviewSet.objects.exists() and not DocumentProgress.objects.exists()
    assert Review.objects.count() == 1
    assert ActivityLog.objects.get(action="review_set.delete").details["name"] == (
        "Round 1"
    )
    again = api_as(world.lead).delete(f"/api/review-sets/{review_set.pk}/")
    assert again.status_code == 404
