"""Review services: tags, decisions, applying to an entity, progress, review sets."""

from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError

from annotation.corpus.models import ActivityLog
from annotation.review.models import Decision, DocumentProgress, Review, ReviewMode
from annotation.review.services import (
    decision_apply_to_entity,
    decision_save,
    document_mark_done,
    review_save,
    review_set_create,
)
from tests.annotation.review_helpers import document_with_spans, run_with_candidates
from tests.factories import ProjectFactory, UserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def project():
    return ProjectFactory()


def test_review_save_keeps_one_tag_per_reviewer_and_never_touches_others(project):
    document = document_with_spans(project=project, spans=1)
    candidate = run_with_candidates(
        project=project, documents=[document]
    ).candidates.get()
    anna, bo = UserFactory(), UserFactory()
    review_save(candidate=candidate, reviewer=anna, tag="POS", comment="noun?")
    review_save(candidate=candidate, reviewer=bo, tag="NO_ERROR")
    review_save(candidate=candidate, reviewer=anna, tag="GRAMMAR")
    reviews = {r.reviewer_id: (r.tag, r.comment) for r in Review.objects.all()}
    # The second save by anna replaced her tag and kept her comment; bo's is untouched.
    assert reviews == {anna.pk: ("GRAMMAR", "noun?"), bo.pk: ("NO_ERROR", "")}
    assert ActivityLog.objects.filter(action="review.save").count() == 3
    assert (
        ActivityLog.objects.filter(user=anna, action="review.save")
        .first()
        .details["tag"]
        == "GRAMMAR"
    )


def test_review_save_refuses_an_unknown_tag(project):
    document = document_with_spans(project=project, spans=1)
    candidate = run_with_candidates(
        project=project, documents=[document]
    ).candidates.get()
    with pytest.raises(ValidationError):
        review_save(candidate=candidate, reviewer=UserFactory(), tag="BAD")
    assert not Review.objects.exists()


def test_decision_save_validates_each_kind(project):
    document = document_with_spans(project=project, spans=2)
    spans = list(document.spans.all())
    run = run_with_candidates(project=project, documents=[document])
    other_span_candidate = run.candidates.get(span=spans[1])
    reviewer = UserFactory()
    with pytest.raises(ValidationError):
        decision_save(span=spans[0], reviewer=reviewer, kind="accept")
    with pytest.raises(ValidationError):
        decision_save(span=spans[0], reviewer=reviewer, kind="own", text="  ")
    with pytest.raises(ValidationError):
        decision_save(
            span=spans[0],
            reviewer=reviewer,
            kind="accept",
            candidate=other_span_candidate,
        )
    decision = decision_save(
        span=spans[0], reviewer=reviewer, kind="keep", text="ignored"
    )
    assert (decision.kind, decision.text, decision.candidate) == ("keep", "", None)


def test_decisions_of_two_reviewers_stay_apart(project):
    document = document_with_spans(project=project, spans=1)
    span = document.spans.get()
    anna, bo = UserFactory(), UserFactory()
    decision_save(span=span, reviewer=anna, kind="own", text="Tove")
    decision_save(span=span, reviewer=bo, kind="keep")
    decision_save(span=span, reviewer=anna, kind="own", text="Tilde")
    assert dict(Decision.objects.values_list("reviewer_id", "text")) == {
        anna.pk: "Tilde",
        bo.pk: "",
    }


def test_apply_to_entity_changes_only_the_reviewers_other_mentions(project):
    document = document_with_spans(project=project, spans=10)  # e0..e7, then e0, e1
    spans = list(document.spans.all())
    anna, bo = UserFactory(), UserFactory()
    decision_save(span=spans[8], reviewer=bo, kind="own", text="Bo's choice")
    decision = decision_save(span=spans[0], reviewer=anna, kind="own", text="Tove")
    changed = decision_apply_to_entity(decision=decision, reviewer=anna)
    assert [d.span_id for d in changed] == [spans[8].pk]
    assert Decision.objects.get(span=spans[8], reviewer=anna).text == "Tove"
    assert Decision.objects.get(span=spans[8], reviewer=bo).text == "Bo's choice"
    assert not Decision.objects.filter(span=spans[1], reviewer=anna).exists()
    # Applying again changes nothing more.
    assert decision_apply_to_entity(decision=decision, reviewer=anna) == []
    with pytest.raises(ValidationError):
        decision_apply_to_entity(decision=decision, reviewer=bo)


def test_apply_to_entity_without_entity_ids_uses_the_same_string(project):
    document = document_with_spans(project=project, spans=9)
    document.spans.update(entity="")
    spans = list(document.spans.all())  # names repeat every 8: Anna ... Anna
    reviewer = UserFactory()
    decision = decision_save(span=spans[0], reviewer=reviewer, kind="keep")
    changed = decision_apply_to_entity(decision=decision, reviewer=reviewer)
    assert [(d.span_id, d.kind) for d in changed] == [(spans[8].pk, "keep")]


def test_document_mark_done_is_idempotent_and_logged(project):
    document = document_with_spans(project=project, spans=1)
    reviewer = UserFactory()
    document_mark_done(document=document, reviewer=reviewer, mode=ReviewMode.CURATE)
    document_mark_done(
        document=document, reviewer=reviewer, mode=ReviewMode.CURATE, scope="x"
    )
    document_mark_done(
        document=document, reviewer=reviewer, mode=ReviewMode.EVALUATE, scope="run:1"
    )
    assert sorted(DocumentProgress.objects.values_list("mode", "scope")) == [
        ("curate", ""),
        ("evaluate", "run:1"),
    ]
    assert ActivityLog.objects.filter(action="document.done").count() == 3


def test_review_set_create_refuses_runs_of_another_project(project):
    document = document_with_spans(project=project, spans=1)
    mine = run_with_candidates(project=project, documents=[document])
    elsewhere = ProjectFactory()
    theirs = run_with_candidates(
        project=elsewhere,
        documents=[document_with_spans(project=elsewhere, spans=1)],
    )
    lead = UserFactory()
    with pytest.raises(ValidationError):
        review_set_create(project=project, user=lead, name="x", runs=[mine, theirs])
    with pytest.raises(ValidationError):
        review_set_create(project=project, user=lead, name=" ", runs=[mine])
    review_set = review_set_create(
        project=project, user=lead, name="Round 1", runs=[mine], blind=True
    )
    assert review_set.blind and list(review_set.runs.all()) == [mine]
    log = ActivityLog.objects.get(action="review_set.create")
    assert log.details["runs"] == [mine.pk] and log.user == lead
