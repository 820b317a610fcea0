"""Evaluate mode with the machine's proposals: shown only where a lead chose, marked
as the machine's, confirmed by one action, and quiet about systems in blind sets."""

from __future__ import annotations

import pytest
from django.urls import reverse
from rest_framework.test import APIClient

from annotation.corpus.models import ActivityLog, Role
from annotation.review.models import Review, ReviewSet
from generation.models import Candidate
from tests.annotation.review_helpers import document_with_spans, run_with_candidates
from tests.factories import MembershipFactory, ProjectFactory

pytestmark = pytest.mark.django_db

EVIDENCE = ["OVERLAP: repeats anna of the original"]


@pytest.fixture
def setup():
    project = ProjectFactory(name="Proposals")
    lead = MembershipFactory(project=project, role=Role.LEAD).user
    annotator = MembershipFactory(project=project, role=Role.ANNOTATOR).user
    document = document_with_spans(project=project, spans=2)
    runs = [
        run_with_candidates(project=project, documents=[document], name=f"R{i}")
        for i in range(2)
    ]
    Candidate.objects.filter(run__in=runs).update(
        suggested_tag="OVERLAP", suggested_confidence=0.9, suggested_evidence=EVIDENCE
    )
    return project, lead, annotator, document, runs


def _set(project, runs, *, blind: bool, show: bool) -> ReviewSet:
    review_set = ReviewSet.objects.create(
        project=project, name="Round", blind=blind, show_proposals=show
    )
    review_set.runs.set(runs)
    return review_set


def _page(client, review_set, document) -> str:
    url = reverse(
        "annotation:review-evaluate",
        args=["set", review_set.pk, document.pk],
    )
    return client.get(url).content.decode()


def test_proposals_are_hidden_unless_the_lead_shows_them(setup, client):
    project, lead, annotator, document, runs = setup
    review_set = _set(project, runs, blind=False, show=False)
    client.force_login(annotator)
    assert "Machine’s proposal" not in _page(client, review_set, document)
    api = APIClient()
    api.force_authenticate(annotator)
    url = f"/api/review-sets/{review_set.pk}/documents/{document.pk}/items/"
    assert {row["proposal"] for row in api.get(url).json()} == {None}


def test_an_open_set_shows_the_proposal_with_its_evidence(setup, client):
    project, lead, annotator, document, runs = setup
    review_set = _set(project, runs, blind=False, show=True)
    client.force_login(annotator)
    html = _page(client, review_set, document)
    assert html.count("Machine’s proposal") == 2  # the card: one per system
    assert "sure 0.90" in html and "repeats anna of the original" in html
    api = APIClient()
    api.force_authenticate(annotator)
    url = f"/api/review-sets/{review_set.pk}/documents/{document.pk}/items/"
    rows = api.get(url).json()
    assert rows[0]["proposal"] == {
        "tag": "OVERLAP",
        "confidence": 0.9,
        "evidence": EVIDENCE,
    }


def test_a_blind_set_shows_the_tag_but_never_the_evidence(setup, client):
    project, lead, annotator, document, runs = setup
    review_set = _set(project, runs, blind=True, show=True)
    client.force_login(annotator)
    html = _page(client, review_set, document)
    assert "Machine’s proposal" in html and "OVERLAP" in html
    assert "repeats anna" not in html
    api = APIClient()
    api.force_authenticate(annotator)
    url = f"/api/review-sets/{review_set.pk}/documents/{document.pk}/items/"
    assert {tuple(r["proposal"]["evidence"]) for r in api.get(url).json()} == {()}


def test_confirming_makes_it_the_persons_tag_marked_as_confirmed(setup, client):
    project, lead, annotator, document, runs = setup
    review_set = _set(project, runs, blind=False, show=True)
    candidate = Candidate.objects.filter(run=runs[0]).order_by("span__start").first()
    url = reverse(
        "annotation:review-tag", args=["set", review_set.pk, str(candidate.pk)]
    )
    client.force_login(annotator)
    assert not Review.objects.exists()  # shown is not tagged
    client.post(url, {"confirm": "OVERLAP"})
    review = Review.objects.get(reviewer=annotator)
    assert (review.tag, review.confirmed_proposal) == ("OVERLAP", True)
    log = ActivityLog.objects.filter(action="review.save").latest("at")
    assert log.details["confirmed_proposal"] is True
    assert "confirmed" in _page(client, review_set, document)
    # A tag picked by hand afterwards is the person's own again.
    client.post(url, {"tag": "NO_ERROR"})
    review.refresh_from_db()
    assert (review.tag, review.confirmed_proposal) == ("NO_ERROR", False)
    # Confirming something else than the proposal is refused.
    response = client.post(url, {"confirm": "GRAMMAR"}, HTTP_HX_REQUEST="true")
    assert response.status_code == 400
    assert "not the machine" in response.content.decode()


def test_nothing_is_confirmed_where_no_proposal_is_shown(setup, client):
    project, lead, annotator, document, runs = setup
    review_set = _set(project, runs, blind=False, show=False)
    candidate = Candidate.objects.filter(run=runs[0]).first()
    client.force_login(annotator)
    client.post(
        reverse(
            "annotation:review-tag", args=["set", review_set.pk, str(candidate.pk)]
        ),
        {"confirm": "OVERLAP"},
    )
    assert not Review.objects.exists()
    api = APIClient()
    api.force_authenticate(annotator)
    response = api.post(
        f"/api/review-sets/{review_set.pk}/items/{candidate.pk}/review/",
        {"tag": "OVERLAP", "confirm": True},
        format="json",
    )
    assert response.status_code == 400
    assert "shows no proposals" in str(response.json())


def test_the_api_confirms_a_blind_item_by_its_opaque_name(setup):
    project, lead, annotator, document, runs = setup
    review_set = _set(project, runs, blind=True, show=True)
    api = APIClient()
    api.force_authenticate(annotator)
    items = api.get(
        f"/api/review-sets/{review_set.pk}/documents/{document.pk}/items/"
    ).json()
    item = items[0]["item"]
    saved = api.post(
        f"/api/review-sets/{review_set.pk}/items/{item}/review/",
        {"tag": "OVERLAP", "confirm": True},
        format="json",
    )
    assert saved.status_code == 200
    assert Review.objects.get().confirmed_proposal is True
    refused = api.post(
        f"/api/review-sets/{review_set.pk}/items/{item}/review/",
        {"tag": "POS", "confirm": True},
        format="json",
    )
    assert refused.status_code == 400


def test_leads_choose_per_set_in_the_api_and_on_the_page(setup, client):
    project, lead, annotator, document, runs = setup
    api = APIClient()
    api.force_authenticate(lead)
    made = api.post(
        f"/api/projects/{project.pk}/review-sets/",
        {"name": "Shown", "runs": [runs[0].pk], "show_proposals": True},
        format="json",
    )
    assert made.status_code == 201 and made.json()["show_proposals"] is True
    plain = api.post(
        f"/api/projects/{project.pk}/review-sets/",
        {"name": "Plain", "runs": [runs[0].pk], "blind": True},
        format="json",
    ).json()
    assert plain["show_proposals"] is False  # off by default
    changed = api.patch(
        f"/api/review-sets/{plain['id']}/", {"show_proposals": True}, format="json"
    )
    assert changed.status_code == 200 and changed.json()["show_proposals"] is True
    assert ReviewSet.objects.get(pk=plain["id"]).show_proposals
    api.force_authenticate(annotator)
    assert (
        api.patch(
            f"/api/review-sets/{plain['id']}/", {"show_proposals": False}, format="json"
        ).status_code
        == 403
    )
    client.force_login(lead)
    client.post(
        reverse("annotation:review-set-proposals", args=[project.pk, plain["id"]])
    )
    assert not ReviewSet.objects.get(pk=plain["id"]).show_proposals
    actions = list(
        ActivityLog.objects.filter(action="review_set.proposals").values_list(
            "details__show_proposals", flat=True
        )
    )
    assert sorted(actions) == [False, True]
    client.post(
        reverse("annotation:review-set-create", args=[project.pk]),
        {"name": "Form", "runs": [runs[1].pk], "show_proposals": "on"},
    )
    assert ReviewSet.objects.get(name="Form").show_proposals
