"""Curate: the machine's flags first, and accepting in one action what it finds fine,
with an undo that takes back exactly that."""

from __future__ import annotations

import pytest
from django.urls import reverse

from annotation.corpus.models import ActivityLog, Role
from annotation.review.curate import spans_least_sure_first
from annotation.review.models import Decision
from annotation.review.services import decision_save
from generation.models import Candidate, PseudonymEntry
from tests.annotation.review_helpers import document_with_spans, run_with_candidates
from tests.factories import MembershipFactory, ProjectFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def setup():
    project = ProjectFactory(name="Sure")
    lead = MembershipFactory(project=project, role=Role.LEAD).user
    annotator = MembershipFactory(project=project, role=Role.ANNOTATOR).user
    document = document_with_spans(project=project, spans=4)
    shown = run_with_candidates(project=project, documents=[document], name="Shown")
    hidden = run_with_candidates(
        project=project,
        documents=[document],
        name="Hidden",
        prefix="Secret",
        visible_to_annotators=False,
    )
    spans = list(document.spans.order_by("start"))
    # span 0: fine at 0.9; span 1: fine at 0.6; span 2: flagged; span 3: fine only
    # in the run annotators do not see
    proposals = {
        (shown, 0): ("NO_ERROR", 0.9),
        (shown, 1): ("NO_ERROR", 0.6),
        (shown, 2): ("SEM:CATEGORY", 0.8),
        (shown, 3): ("OVERLAP", 0.9),
        (hidden, 0): ("NO_ERROR", 0.95),
        (hidden, 3): ("NO_ERROR", 0.95),
    }
    for (run, index), (tag, sure) in proposals.items():
        Candidate.objects.filter(run=run, span=spans[index]).update(
            suggested_tag=tag, suggested_confidence=sure
        )
    return project, lead, annotator, document, spans, shown, hidden


def _accept(client, document, threshold="0.8"):
    return client.post(
        reverse("annotation:review-curate-accept-sure", args=[document.pk]),
        {"threshold": threshold},
        follow=True,
    )


def test_flagged_spans_come_first_in_the_least_sure_order(setup):
    project, lead, annotator, document, spans, shown, hidden = setup
    Candidate.objects.filter(run=shown, span=spans[1]).update(confidence=0.3)
    ordered = spans_least_sure_first(
        document=document, spans=spans, reviewer_id=annotator.pk
    )
    assert ordered == [spans[2], spans[3], spans[1], spans[0]]


def test_an_annotator_accepts_what_the_machine_finds_fine_in_runs_they_see(
    setup, client
):
    project, lead, annotator, document, spans, shown, hidden = setup
    client.force_login(annotator)
    page = _accept(client, document).content.decode()
    assert "Accepted 1 span the machine finds fine at 0.80 or more." in page
    assert "3 spans need you." in page
    decisions = Decision.objects.filter(reviewer=annotator)
    assert [(d.span_id, d.candidate.run_id) for d in decisions] == [
        (spans[0].pk, shown.pk)
    ]
    assert "Last: 1 accepted at 0.80 or more." in page
    # lower the bar: span 1 too; span 0 is decided already and stays as it was
    page = _accept(client, document, "0.5").content.decode()
    assert "Accepted 1 span" in page
    assert Decision.objects.filter(reviewer=annotator).count() == 2


def test_a_lead_gets_the_surest_candidate_of_every_run(setup, client):
    project, lead, annotator, document, spans, shown, hidden = setup
    client.force_login(lead)
    _accept(client, document)
    chosen = {
        d.span_id: d.candidate.run_id for d in Decision.objects.filter(reviewer=lead)
    }
    assert chosen == {spans[0].pk: hidden.pk, spans[3].pk: hidden.pk}
    assert PseudonymEntry.objects.filter(project=project, namespace="curated").count()


def test_undo_takes_back_that_action_only(setup, client):
    project, lead, annotator, document, spans, shown, hidden = setup
    client.force_login(lead)
    decision_save(span=spans[1], reviewer=lead, kind="own", text="Mine")
    memory_before = set(PseudonymEntry.objects.values_list("pk", flat=True))
    _accept(client, document)
    assert Decision.objects.filter(reviewer=lead).count() == 3
    # the curator changes one of the accepted spans afterwards: it stays
    changed = Decision.objects.get(reviewer=lead, span=spans[3])
    decision_save(span=spans[3], reviewer=lead, kind="own", text="Changed")
    log = ActivityLog.objects.get(action="decision.accept_sure")
    page = client.post(
        reverse("annotation:review-curate-accept-sure-undo", args=[document.pk]),
        {"action": log.pk},
        follow=True,
    ).content.decode()
    assert "Undone: 1 decision taken back." in page
    left = dict(Decision.objects.filter(reviewer=lead).values_list("span_id", "text"))
    assert left == {spans[1].pk: "Mine", changed.span_id: "Changed"}
    assert set(PseudonymEntry.objects.values_list("pk", flat=True)) >= memory_before
    assert "accept-sure-undo" not in page  # nothing left to undo
    again = client.post(
        reverse("annotation:review-curate-accept-sure-undo", args=[document.pk]),
        {"action": log.pk},
        follow=True,
    ).content.decode()
    assert "undone already" in again


def test_nobody_undoes_someone_elses_action_and_bad_input_is_said(setup, client):
    project, lead, annotator, document, spans, shown, hidden = setup
    client.force_login(lead)
    _accept(client, document)
    log = ActivityLog.objects.get(action="decision.accept_sure")
    client.force_login(annotator)
    page = client.post(
        reverse("annotation:review-curate-accept-sure-undo", args=[document.pk]),
        {"action": log.pk},
        follow=True,
    ).content.decode()
    assert "no such action of yours" in page
    assert Decision.objects.filter(reviewer=lead).count() == 2
    for bad in ("2", "x", "-1"):
        page = _accept(client, document, bad).content.decode()
        assert "choose a confidence from 0 to 1" in page
    page = _accept(client, document, "0.99").content.decode()
    assert "Nothing accepted" in page


def test_the_curate_card_shows_the_machines_flag_beside_a_candidate(setup, client):
    project, lead, annotator, document, spans, shown, hidden = setup
    Candidate.objects.filter(run=hidden, span=spans[2]).update(
        suggested_tag="OVERLAP", suggested_evidence=["OVERLAP: repeats secret"]
    )
    page = reverse("annotation:review-curate", args=[document.pk])
    client.force_login(annotator)
    flagged = client.get(page, {"span": spans[2].pk}, HTTP_HX_REQUEST="true")
    html = flagged.content.decode()
    assert "machine: SEM:CATEGORY" in html
    assert "machine: OVERLAP" not in html  # the hidden run's, never shown to them
    fine = client.get(page, {"span": spans[0].pk}, HTTP_HX_REQUEST="true")
    assert "machine:" not in fine.content.decode()  # NO_ERROR says nothing
    client.force_login(lead)
    html = client.get(page, {"span": spans[2].pk}, HTTP_HX_REQUEST="true")
    assert "machine: OVERLAP" in html.content.decode()
