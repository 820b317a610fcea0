"""Hostile and broken input typed into the app or its API: a clear 400, never a 500,
never silently dropped. Runs on SQLite and PostgreSQL (where NUL used to give 500s)."""

from __future__ import annotations

import pytest
from django.urls import reverse
from rest_framework.test import APIClient

from annotation.corpus.models import ActivityLog
from annotation.review.models import Decision, Review
from generation.models import RunStatus
from tests.annotation.report_helpers import build_world, decide

pytestmark = pytest.mark.django_db

NUL = "Kar\x00in"


@pytest.fixture
def world():
    return build_world(name="hostile")


@pytest.fixture
def api(world) -> APIClient:
    client = APIClient()
    client.force_authenticate(world.lead)
    return client


def tag_url(world, key: str = "anna1") -> str:
    candidate = world.candidates[(world.runs[0].pk, key)]
    return reverse(
        "annotation:review-tag", args=["run", world.runs[0].pk, candidate.pk]
    )


def test_nul_in_a_review_comment_is_refused_on_the_page_and_the_api(
    world, client, api
) -> None:
    client.force_login(world.lead)
    response = client.post(
        tag_url(world), {"tag": "NO_ERROR", "comment": NUL}, HTTP_HX_REQUEST="true"
    )
    assert response.status_code == 400
    assert "NUL" in response.content.decode()
    candidate = world.candidates[(world.runs[0].pk, "anna1")]
    answer = api.post(
        f"/api/candidates/{candidate.pk}/review/",
        {"tag": "NO_ERROR", "comment": NUL},
        format="json",
    )
    assert answer.status_code == 400 and "comment" in answer.json()
    assert not Review.objects.exists()


def test_nul_in_a_decision_text_is_refused_on_the_page_and_the_api(
    world, client, api
) -> None:
    span = world.spans["anna1"]
    client.force_login(world.lead)
    response = client.post(
        reverse("annotation:review-decide", args=[span.pk]),
        {"kind": "own", "text": NUL},
        HTTP_HX_REQUEST="true",
    )
    assert response.status_code == 400 and "NUL" in response.content.decode()
    answer = api.post(
        f"/api/spans/{span.pk}/decision/", {"kind": "own", "text": NUL}, format="json"
    )
    assert answer.status_code == 400 and "text" in answer.json()
    assert not Decision.objects.exists()


def test_nul_in_a_search_query_is_refused_not_ignored(world, client, api) -> None:
    client.force_login(world.lead)
    url = reverse("annotation:project-detail", args=[world.project.pk])
    response = client.get(url, {"q": "1\x00"})
    assert response.status_code == 400
    assert "Search refused" in response.content.decode()
    assert client.get(url, {"q": "1"}).status_code == 200
    answer = api.get(f"/api/projects/{world.project.pk}/documents/", {"q": "1\x00"})
    assert answer.status_code == 400 and "q" in answer.json()


def test_a_candidate_that_is_not_a_number_is_a_form_error(world, client) -> None:
    span = world.spans["anna1"]
    client.force_login(world.lead)
    response = client.post(
        reverse("annotation:review-decide", args=[span.pk]),
        {"kind": "accept", "candidate": "abc"},
        HTTP_HX_REQUEST="true",
    )
    assert response.status_code == 400
    assert "abc" in response.content.decode()
    plain = client.post(
        reverse("annotation:review-decide", args=[span.pk]),
        {"kind": "accept", "candidate": "٣"},
    )
    assert plain.status_code == 302  # back to the page, with the error as a message
    assert not Decision.objects.exists()


@pytest.mark.parametrize(
    "source",
    ["nonsense", "run:abc", "run:999999", "reviewer:abc", "reviewer:999999", "run:"],
)
def test_unknown_correspondence_sources_are_400_and_not_logged(
    world, client, source
) -> None:
    client.force_login(world.lead)
    url = reverse("annotation:export-correspondence", args=[world.project.pk])
    response = client.get(url, {"format": "csv", "source": source})
    assert response.status_code == 400
    assert not ActivityLog.objects.filter(action="correspondence_download").exists()


def test_a_failed_run_is_no_source_for_exports_or_review(world, client) -> None:
    failed = world.runs[1]
    failed.status = RunStatus.FAILED
    failed.save()
    client.force_login(world.lead)
    project = world.project.pk
    correspondence = client.get(
        reverse("annotation:export-correspondence", args=[project]),
        {"format": "csv", "source": f"run:{failed.pk}"},
    )
    assert correspondence.status_code == 400
    pseudo = client.get(
        reverse("annotation:export-pseudonymized", args=[project]),
        {"format": "tab", "source": f"run:{failed.pk}"},
    )
    assert pseudo.status_code == 400
    page = client.get(reverse("annotation:export-page", args=[project]))
    assert f"run:{failed.pk}" not in page.content.decode()
    start = client.get(reverse("annotation:review-start", args=[project]))
    assert f"/review/run/{failed.pk}/" not in start.content.decode()
    assert f"/review/run/{world.runs[0].pk}/" in start.content.decode()
    evaluate = client.get(
        reverse(
            "annotation:review-evaluate",
            args=["run", failed.pk, world.documents[0].pk],
        )
    )
    assert evaluate.status_code == 404
    client.post(
        reverse("annotation:review-set-create", args=[project]),
        {"name": "with a failed run", "runs": [world.runs[0].pk, failed.pk]},
    )
    assert not world.project.review_sets.exists()


def test_failed_is_not_a_pseudonym(world, client, api) -> None:
    span = world.spans["eva"]  # run 1 failed on it
    failed = world.candidates[(world.runs[1].pk, "eva")]
    answer = api.post(
        f"/api/spans/{span.pk}/decision/",
        {"kind": "accept", "candidate": failed.pk},
        format="json",
    )
    assert answer.status_code == 400 and "failed" in str(answer.json())
    answer = api.post(
        f"/api/spans/{span.pk}/decision/",
        {"kind": "own", "text": " [FAILED] "},
        format="json",
    )
    assert answer.status_code == 400 and "[FAILED]" in str(answer.json())
    client.force_login(world.lead)
    response = client.post(
        reverse("annotation:review-decide", args=[span.pk]),
        {"kind": "edit", "candidate": failed.pk, "text": "[FAILED]"},
        HTTP_HX_REQUEST="true",
    )
    assert response.status_code == 400
    assert not Decision.objects.exists()


def test_apply_to_all_mentions_records_the_run_like_a_direct_choice(world, api) -> None:
    run = world.runs[0]
    candidate = world.candidates[(run.pk, "anna1")]
    answer = api.post(
        f"/api/spans/{world.spans['anna1'].pk}/decision/",
        {"kind": "accept", "candidate": candidate.pk, "apply_to_entity": True},
        format="json",
    )
    assert answer.status_code == 200, answer.json()
    body = answer.json()
    assert body["run"] == run.pk
    assert [d["run"] for d in body["applied"]] == [run.pk]
    other = Decision.objects.get(span=world.spans["anna2"])
    assert (other.text, other.run_id, other.candidate_id) == ("Karin Ek", run.pk, None)
    from annotation.reports.correspondence import correspondence_rows

    rows = {
        row["span"]: row
        for row in correspondence_rows(project=world.project, reviewer=world.lead)
    }
    assert rows[world.spans["anna2"].pk]["run"] == run.pk


def test_marking_a_document_done_with_undecided_spans_warns_with_the_count(
    world, client, api
) -> None:
    decide(world, "anna1", world.lead, "own", "Karin")
    client.force_login(world.lead)
    document = world.documents[0]
    response = client.post(
        reverse("annotation:review-curate-done", args=[document.pk]), follow=True
    )
    text = response.content.decode()
    assert "5 spans have no decision yet" in text
    answer = api.post(
        f"/api/documents/{document.pk}/done/", {"mode": "curate"}, format="json"
    )
    assert answer.status_code == 200 and answer.json()["open"] == 5
    for key in ("bo1", "lund1", "anna2", "bo2", "lund2"):
        decide(world, key, world.lead, "keep")
    answer = api.post(
        f"/api/documents/{document.pk}/done/", {"mode": "curate"}, format="json"
    )
    assert answer.json()["open"] == 0


def test_curate_card_says_a_no_mask_mention_of_a_masked_entity_is_masked(
    world, client
) -> None:
    from annotation.corpus.models import Span

    lund2 = world.spans["lund2"]
    Span.objects.filter(pk=lund2.pk).update(identifier_type="NO_MASK")
    client.force_login(world.lead)
    url = reverse("annotation:review-curate", args=[lund2.document_id])
    card = client.get(url, {"span": lund2.pk}, HTTP_HX_REQUEST="true")
    assert "masked in one mention is masked in all" in card.content.decode()
    oslo = world.spans["oslo"]  # NO_MASK, no masked mention: kept
    card = client.get(
        reverse("annotation:review-curate", args=[oslo.document_id]),
        {"span": oslo.pk},
        HTTP_HX_REQUEST="true",
    )
    text = card.content.decode()
    assert "usually kept" in text and "masked in all" not in text


def test_a_failed_candidate_with_text_cannot_be_accepted_either(world, api) -> None:
    from generation.models import Candidate

    failed = world.candidates[(world.runs[1].pk, "eva")]
    Candidate.objects.filter(pk=failed.pk).update(text="Timeout after 30 s")
    answer = api.post(
        f"/api/spans/{world.spans['eva'].pk}/decision/",
        {"kind": "accept", "candidate": failed.pk, "text": "Timeout after 30 s"},
        format="json",
    )
    assert answer.status_code == 400
    assert not Decision.objects.exists()
