"""The review API: tags, decisions, done marks, listings and review sets, with the
pages' access rules (non-members 404, writes for someone else 403, blind sets)."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from annotation.corpus.models import ActivityLog, Role, Span
from annotation.review.models import Decision, DocumentProgress, Review, ReviewSet
from annotation.review.services import decision_save, review_save
from generation.models import Candidate
from tests.annotation.review_helpers import document_with_spans, run_with_candidates
from tests.factories import MembershipFactory, ProjectFactory, UserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def project():
    return ProjectFactory(name="Mail")


@pytest.fixture
def document(project):
    return document_with_spans(project=project, spans=3)


@pytest.fixture
def run(project, document):
    return run_with_candidates(
        project=project, documents=[document], generator="mlm", name="Secret MLM"
    )


def client_for(user) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def first_candidate(run) -> Candidate:
    return Candidate.objects.filter(run=run).order_by("span__start").first()


# --- Tagging candidates ------------------------------------------------------------


def test_review_save_creates_the_reviewers_own_review(annotator, run):
    candidate = first_candidate(run)
    response = client_for(annotator).post(
        f"/api/candidates/{candidate.pk}/review/",
        {"tag": "GRAMMAR", "comment": "  odd case  "},
        format="json",
    )
    assert response.status_code == 200
    body = response.json()
    review = Review.objects.get()
    assert review.reviewer == annotator and review.candidate == candidate
    assert review.tag == "GRAMMAR" and review.comment == "odd case"
    assert body["id"] == review.pk and body["tag"] == "GRAMMAR"
    assert body["span"] == candidate.span_id and body["system"] is None
    assert ActivityLog.objects.filter(action="review.save", user=annotator).count() == 1


def test_review_save_again_replaces_tag_and_keeps_comment_when_left_out(annotator, run):
    candidate = first_candidate(run)
    api = client_for(annotator)
    url = f"/api/candidates/{candidate.pk}/review/"
    api.post(url, {"tag": "GRAMMAR", "comment": "why"}, format="json")
    api.post(url, {"tag": "NO_ERROR"}, format="json")
    review = Review.objects.get()
    assert (review.tag, review.comment) == ("NO_ERROR", "why")


def test_reviews_of_two_reviewers_stay_separate(annotator, other_annotator, run):
    candidate = first_candidate(run)
    url = f"/api/candidates/{candidate.pk}/review/"
    client_for(annotator).post(url, {"tag": "POS"}, format="json")
    client_for(other_annotator).post(url, {"tag": "NO_ERROR"}, format="json")
    assert dict(Review.objects.values_list("reviewer_id", "tag")) == {
        annotator.pk: "POS",
        other_annotator.pk: "NO_ERROR",
    }


def test_review_save_for_someone_else_is_403_and_writes_nothing(
    annotator, other_annotator, run
):
    candidate = first_candidate(run)
    response = client_for(annotator).post(
        f"/api/candidates/{candidate.pk}/review/",
        {"tag": "POS", "reviewer": other_annotator.pk},
        format="json",
    )
    assert response.status_code == 403
    assert not Review.objects.exists()


def test_review_save_by_non_member_is_404(run):
    outsider = MembershipFactory(role=Role.LEAD).user
    response = client_for(outsider).post(
        f"/api/candidates/{first_candidate(run).pk}/review/",
        {"tag": "POS"},
        format="json",
    )
    assert response.status_code == 404
    assert not Review.objects.exists()


def test_review_save_refuses_unknown_tag(annotator, run):
    response = client_for(annotator).post(
        f"/api/candidates/{first_candidate(run).pk}/review/",
        {"tag": "TYPO"},
        format="json",
    )
    assert response.status_code == 400
    assert "tag" in response.json()
    assert not Review.objects.exists()


def test_blind_set_review_answers_with_system_name_never_the_generator(
    project, lead, annotator, document, run
):
    other = run_with_candidates(
        project=project,
        documents=[document],
        generator="llm",
        name="Secret LLM",
        prefix="Other",
    )
    review_set = client_for(lead).post(
        f"/api/projects/{project.pk}/review-sets/",
        {"name": "Round 1", "runs": [run.pk, other.pk], "blind": True},
        format="json",
    )
    set_id = review_set.json()["id"]
    span = first_candidate(run).span
    # A blind set's candidates are not reachable by their ids ...
    for candidate in Candidate.objects.filter(span=span):
        response = client_for(annotator).post(
            f"/api/candidates/{candidate.pk}/review/",
            {"tag": "NO_ERROR", "review_set": set_id},
            format="json",
        )
        assert response.status_code == 404
    # ... but by the opaque names the set gives them, for this reviewer.
    items = client_for(annotator).get(
        f"/api/review-sets/{set_id}/documents/{document.pk}/items/"
    )
    assert items.status_code == 200
    mine = [row for row in items.json() if row["span"] == span.pk]
    assert len(mine) == 2
    names = set()
    for row in mine:
        response = client_for(annotator).post(
            f"/api/review-sets/{set_id}/items/{row['item']}/review/",
            {"tag": "NO_ERROR"},
            format="json",
        )
        assert response.status_code == 200
        raw = response.content.decode()
        for secret in ("Secret", "mlm", "llm", '"run"', '"candidate"'):
            assert secret not in raw
        names.add(response.json()["system"])
    assert names == {"System A", "System B"}
    assert Review.objects.filter(reviewer=annotator).count() == 2


def test_review_set_scope_refuses_a_candidate_outside_the_set(
    project, lead, annotator, document, run
):
    outside = run_with_candidates(project=project, documents=[document], prefix="X")
    review_set = ReviewSet.objects.create(project=project, name="Only one", blind=True)
    review_set.runs.set([run])
    response = client_for(annotator).post(
        f"/api/candidates/{first_candidate(outside).pk}/review/",
        {"tag": "NO_ERROR", "review_set": review_set.pk},
        format="json",
    )
    assert response.status_code == 400
    assert not Review.objects.exists()


# --- Decisions ---------------------------------------------------------------------


def test_decision_accept_takes_the_candidates_text(annotator, run):
    candidate = first_candidate(run)
    response = client_for(annotator).post(
        f"/api/spans/{candidate.span_id}/decision/",
        {"kind": "accept", "candidate": candidate.pk},
        format="json",
    )
    assert response.status_code == 200
    decision = Decision.objects.get()
    assert decision.reviewer == annotator and decision.kind == "accept"
    assert decision.text == candidate.text and decision.candidate == candidate
    assert response.json()["text"] == candidate.text
    assert response.json()["applied"] == []


def test_decision_apply_to_entity_decides_the_other_mentions(project, annotator):
    document = document_with_spans(
        project=project, spans=3, sentence="Then {name} left. "
    )
    spans = list(Span.objects.filter(document=document).order_by("start"))
    Span.objects.filter(pk__in=[s.pk for s in spans]).update(entity="same")
    response = client_for(annotator).post(
        f"/api/spans/{spans[0].pk}/decision/",
        {"kind": "own", "text": "Maria", "apply_to_entity": True},
        format="json",
    )
    assert response.status_code == 200
    applied = response.json()["applied"]
    assert sorted(d["span"] for d in applied) == sorted(s.pk for s in spans[1:])
    assert set(
        Decision.objects.filter(reviewer=annotator).values_list("span_id", "text")
    ) == {(s.pk, "Maria") for s in spans}


def test_decision_own_without_text_is_400(annotator, run):
    response = client_for(annotator).post(
        f"/api/spans/{first_candidate(run).span_id}/decision/",
        {"kind": "own", "text": " "},
        format="json",
    )
    assert response.status_code == 400
    assert "text" in response.json()
    assert not Decision.objects.exists()


def test_decision_with_another_spans_candidate_is_400(annotator, run):
    first, second = Candidate.objects.filter(run=run).order_by("span__start")[:2]
    response = client_for(annotator).post(
        f"/api/spans/{first.span_id}/decision/",
        {"kind": "accept", "candidate": second.pk},
        format="json",
    )
    assert response.status_code == 400
    assert not Decision.objects.exists()


def test_decision_for_someone_else_is_403_and_leaves_their_decision(
    annotator, other_annotator, run
):
    span = first_candidate(run).span
    decision_save(span=span, reviewer=other_annotator, kind="own", text="Theirs")
    response = client_for(annotator).post(
        f"/api/spans/{span.pk}/decision/?reviewer={other_annotator.pk}",
        {"kind": "keep"},
        format="json",
    )
    assert response.status_code == 403
    assert list(Decision.objects.values_list("reviewer_id", "text")) == [
        (other_annotator.pk, "Theirs")
    ]


def test_decision_by_non_member_is_404(run):
    outsider = UserFactory()
    response = client_for(outsider).post(
        f"/api/spans/{first_candidate(run).span_id}/decision/",
        {"kind": "keep"},
        format="json",
    )
    assert response.status_code == 404


# --- Done --------------------------------------------------------------------------


def test_curate_done_marks_progress_and_names_the_next_document(
    project, annotator, document
):
    later = document_with_spans(project=project, spans=1, external_id="later")
    response = client_for(annotator).post(
        f"/api/documents/{document.pk}/done/",
        {"mode": "curate", "scope": "run:99"},
        format="json",
    )
    assert response.status_code == 200
    assert response.json()["next_document"] == later.pk
    progress = DocumentProgress.objects.get()
    assert (progress.reviewer, progress.mode, progress.scope) == (
        annotator,
        "curate",
        "",
    )


def test_evaluate_done_records_the_scope_and_needs_one(annotator, document, run):
    api = client_for(annotator)
    url = f"/api/documents/{document.pk}/done/"
    assert api.post(url, {"mode": "evaluate"}, format="json").status_code == 400
    response = api.post(
        url, {"mode": "evaluate", "scope": f"run:{run.pk}"}, format="json"
    )
    assert response.status_code == 200
    assert response.json()["next_document"] is None
    assert DocumentProgress.objects.get().scope == f"run:{run.pk}"


def test_evaluate_done_for_a_run_of_another_project_is_404(annotator, document):
    elsewhere = ProjectFactory()
    foreign = run_with_candidates(
        project=elsewhere,
        documents=[document_with_spans(project=elsewhere, spans=1)],
    )
    response = client_for(annotator).post(
        f"/api/documents/{document.pk}/done/",
        {"mode": "evaluate", "scope": f"run:{foreign.pk}"},
        format="json",
    )
    assert response.status_code == 404
    assert not DocumentProgress.objects.exists()


def test_done_for_someone_else_is_403_and_for_non_member_404(
    annotator, other_annotator, document
):
    url = f"/api/documents/{document.pk}/done/"
    response = client_for(annotator).post(
        url, {"mode": "curate", "reviewer": other_annotator.pk}, format="json"
    )
    assert response.status_code == 403
    outsider = client_for(UserFactory())
    assert outsider.post(url, {"mode": "curate"}, format="json").status_code == 404
    assert not DocumentProgress.objects.exists()


# --- Listings ----------------------------------------------------------------------


@pytest.fixture
def tagged(annotator, other_annotator, project, document, run):
    """Both annotators tag every candidate of ``run`` and of a second run."""
    second = run_with_candidates(project=project, documents=[document], prefix="Z")
    for candidate in Candidate.objects.filter(document=document):
        review_save(candidate=candidate, reviewer=annotator, tag="NO_ERROR")
        review_save(candidate=candidate, reviewer=other_annotator, tag="POS")
    return second


def test_annotator_lists_only_own_reviews(project, annotator, tagged):
    body = client_for(annotator).get(f"/api/projects/{project.pk}/reviews/").json()
    assert body["count"] == 6
    assert {r["reviewer"] for r in body["results"]} == {annotator.pk}
    assert {r["tag"] for r in body["results"]} == {"NO_ERROR"}


def test_annotator_asking_for_another_reviewers_reviews_is_403(
    project, annotator, other_annotator, tagged
):
    response = client_for(annotator).get(
        f"/api/projects/{project.pk}/reviews/?reviewer={other_annotator.pk}"
    )
    assert response.status_code == 403


def test_lead_lists_everyones_reviews_and_filters_by_reviewer_and_run(
    project, lead, other_annotator, run, tagged
):
    api = client_for(lead)
    url = f"/api/projects/{project.pk}/reviews/"
    assert api.get(url).json()["count"] == 12
    body = api.get(f"{url}?reviewer={other_annotator.pk}&run={run.pk}").json()
    assert body["count"] == 3
    assert {(r["reviewer"], r["run"], r["tag"]) for r in body["results"]} == {
        (other_annotator.pk, run.pk, "POS")
    }


def test_lead_naming_a_non_member_reviewer_is_404(project, lead, tagged):
    stranger = UserFactory()
    response = client_for(lead).get(
        f"/api/projects/{project.pk}/reviews/?reviewer={stranger.pk}"
    )
    assert response.status_code == 404


def test_reviews_list_for_non_member_is_404(project, tagged):
    response = client_for(UserFactory()).get(f"/api/projects/{project.pk}/reviews/")
    assert response.status_code == 404


def test_decisions_list_own_for_annotators_everyones_for_leads(
    project, lead, annotator, other_annotator, run
):
    span = first_candidate(run).span
    decision_save(span=span, reviewer=annotator, kind="own", text="Mine")
    decision_save(span=span, reviewer=other_annotator, kind="keep")
    url = f"/api/projects/{project.pk}/decisions/"
    own = client_for(annotator).get(url).json()["results"]
    assert [(d["reviewer"], d["text"]) for d in own] == [(annotator.pk, "Mine")]
    everyone = client_for(lead).get(url).json()["results"]
    assert {(d["reviewer_username"], d["kind"]) for d in everyone} == {
        (annotator.username, "own"),
        (other_annotator.username, "keep"),
    }
    response = client_for(annotator).get(f"{url}?reviewer={other_annotator.pk}")
    assert response.status_code == 403


# --- Review sets -------------------------------------------------------------------


def test_lead_creates_review_set(project, lead, run):
    response = client_for(lead).post(
        f"/api/projects/{project.pk}/review-sets/",
        {"name": " Round 1 ", "runs": [run.pk], "blind": True},
        format="json",
    )
    assert response.status_code == 201
    review_set = ReviewSet.objects.get()
    assert (review_set.name, review_set.blind, review_set.created_by) == (
        "Round 1",
        True,
        lead,
    )
    assert list(review_set.runs.all()) == [run]
    assert response.json()["runs"] == [run.pk]
    assert "Secret" not in response.content.decode()


def test_annotator_cannot_create_review_set(project, annotator, run):
    response = client_for(annotator).post(
        f"/api/projects/{project.pk}/review-sets/",
        {"name": "Mine", "runs": [run.pk]},
        format="json",
    )
    assert response.status_code == 403
    assert not ReviewSet.objects.exists()


def test_review_set_with_another_projects_run_is_400(project, lead, run):
    elsewhere = ProjectFactory()
    foreign = run_with_candidates(
        project=elsewhere,
        documents=[document_with_spans(project=elsewhere, spans=1)],
    )
    response = client_for(lead).post(
        f"/api/projects/{project.pk}/review-sets/",
        {"name": "Mixed", "runs": [run.pk, foreign.pk]},
        format="json",
    )
    assert response.status_code == 400
    assert response.json() == {"runs": [f"No run {foreign.pk} in this project."]}
    assert not ReviewSet.objects.exists()
