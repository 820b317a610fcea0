"""The team workflow's core (issue 23): assignment with overlap, document states,
settling agreements, adjudication, approval and reopening, and the two commands."""

from __future__ import annotations

import json
from collections import Counter
from io import StringIO

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.management import CommandError, call_command

from annotation.corpus.models import (
    ActivityLog,
    Document,
    Membership,
)
from annotation.review.models import (
    Assignment,
    DecisionKind,
    DocumentState,
    DocumentWork,
    FinalDecision,
)
from annotation.review.services import decision_save
from annotation.review.services_team import (
    assign_documents,
    assignment_set,
    curators_check,
    document_approve,
    document_reopen,
    final_decide,
    span_comparison,
)
from generation.models import KeepEntry, PseudonymEntry
from tests.annotation.team_helpers import build_team, curate
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db


def _memory_values(project) -> set[str]:
    # Sealed at rest (issue 24): read through the model, not filtered in SQL.
    entries = PseudonymEntry.objects.filter(project=project)
    return set(entries.values_list("value", flat=True))


@pytest.fixture
def team():
    return build_team(name="team", documents=20)


def test_assignment_is_balanced_with_the_overlap_asked_for(team) -> None:
    project, lead, people = team
    result = assign_documents(project=project, curators=people, overlap=0.1, by=lead)
    assert len(result.assignments) == 20
    assert len(result.overlap) == 2  # 10 % of 20
    assert all(len(result.assignments[d]) == 2 for d in result.overlap)
    loads = Counter(name for holders in result.assignments.values() for name in holders)
    assert sorted(loads.values()) == [7, 7, 8]  # 22 assignments, balanced
    # each curator's queue is numbered in order
    queue = list(Assignment.objects.filter(curator=people[0]).order_by("position"))
    assert [a.position for a in queue] == list(range(1, len(queue) + 1))


def test_assignment_is_deterministic_and_rebalanced_when_someone_leaves(team) -> None:
    project, lead, people = team
    first = assign_documents(project=project, curators=people, overlap=0.1)
    again = assign_documents(project=project, curators=people, overlap=0.1)
    assert again.as_dict() == first.as_dict() and again.added == 0
    # the same draw on a fresh copy of the project (ids differ, names do not)
    Assignment.objects.all().delete()
    fresh = assign_documents(project=project, curators=people, overlap=0.1)
    assert fresh.as_dict() == first.as_dict()
    # carl finishes one of his documents, then leaves
    carls = [d for d, holders in fresh.assignments.items() if "carl" in holders]
    finished = Document.objects.get(external_id=carls[0])
    curate(finished, people[2], ["Eva Ek", "Al"])
    after = assign_documents(project=project, curators=people[:2], overlap=0.1)
    assert "carl" in after.assignments[carls[0]]  # his finished work stays
    for document in carls[1:]:
        assert "carl" not in after.assignments[document]
        assert after.assignments[document]
    assert after.removed == len(carls) - 1


def test_curators_must_be_members(team) -> None:
    project, _, _ = team
    UserFactory(username="stranger")
    with pytest.raises(ValidationError, match="Not a member"):
        curators_check(project=project, usernames=["anna", "stranger"])
    with pytest.raises(ValidationError, match="No user called nobody"):
        curators_check(project=project, usernames=["nobody"])
    with pytest.raises(ValidationError, match="twice"):
        curators_check(project=project, usernames=["anna", "anna"])


def test_states_from_new_to_approved_with_adjudication(team) -> None:
    project, lead, (anna, bjorn, _) = team
    document = Document.objects.get(external_id="doc00")
    assignment_set(document=document, curators=[anna, bjorn], by=lead)
    assert DocumentWork.objects.get(document=document).state == DocumentState.NEW
    first, second = document.spans.order_by("start")
    decision_save(span=first, reviewer=anna, kind=DecisionKind.OWN, text="Eva Ek")
    assert DocumentWork.objects.get(document=document).state == "in_progress"
    curate(document, anna, ["Eva Ek", "Al"])
    # bjorn agrees on the first span, not on the second
    curate(document, bjorn, ["Eva Ek", None])
    work = DocumentWork.objects.get(document=document)
    assert work.state == DocumentState.CURATED
    final = FinalDecision.objects.get(span=first)
    assert (final.text, final.source, final.decided_by) == ("Eva Ek", "agreed", None)
    rows = span_comparison(document)
    assert [r.span for r in rows] == [second, first]  # differences first
    assert rows[0].decisions["anna"].text == "Al" and not rows[0].agreed
    # an annotator cannot settle; a lead can
    with pytest.raises(PermissionDenied):
        final_decide(span=second, by=anna, kind=DecisionKind.OWN, text="Al")
    final_decide(span=second, by=lead, kind=DecisionKind.OWN, text="Olle")
    work.refresh_from_db()
    assert work.state == DocumentState.ADJUDICATED and work.settled_by == lead
    # the settled pseudonym enters the memory like a curator's
    assert "Olle" in _memory_values(project)
    document_approve(document=document, by=lead)
    work.refresh_from_db()
    assert work.state == DocumentState.APPROVED and work.approved_by == lead
    # reassigning an approved document is refused until it is reopened
    with pytest.raises(ValidationError, match="approved"):
        assignment_set(document=document, curators=[anna], by=lead)
    document_reopen(document=document, by=lead, to="adjudicated")
    assert DocumentWork.objects.get(document=document).state == "adjudicated"
    actions = list(
        ActivityLog.objects.filter(project=project).values_list("action", flat=True)
    )
    for action in ("team.assign_document", "team.curated", "team.final"):
        assert action in actions
    assert "team.approve" in actions and "team.reopen" in actions


def test_an_adjudicator_curating_the_document_must_finish_first(team) -> None:
    project, lead, (anna, bjorn, carl) = team
    Membership.objects.filter(user=carl).update(adjudicator=True)
    document = Document.objects.get(external_id="doc01")
    assignment_set(document=document, curators=[anna, carl], by=lead)
    curate(document, anna, ["Eva Ek", "Al"])
    span = document.spans.order_by("start").first()
    with pytest.raises(PermissionDenied, match="Finish your own"):
        final_decide(span=span, by=carl, kind=DecisionKind.KEEP)
    curate(document, carl, ["Eva Ek", "Bo"])
    second = document.spans.order_by("start").last()
    final_decide(span=second, by=carl, kind=DecisionKind.KEEP)
    assert "Bo" in KeepEntry.objects.filter(project=project).values_list(
        "text", flat=True
    )
    assert DocumentWork.objects.get(document=document).state == "adjudicated"


def test_reopening_for_curation_takes_the_final_decisions_back(team) -> None:
    project, lead, (anna, *_) = team
    document = Document.objects.get(external_id="doc02")
    assignment_set(document=document, curators=[anna], by=lead)
    curate(document, anna, ["Eva Ek", "Al"])
    assert DocumentWork.objects.get(document=document).state == "adjudicated"
    document_reopen(document=document, by=lead, to="curation")
    assert DocumentWork.objects.get(document=document).state == "in_progress"
    assert not FinalDecision.objects.filter(document=document).exists()
    entry = ActivityLog.objects.filter(action="team.reopen").last()
    assert entry.details["final_decisions_removed"] == 2


def test_assign_and_document_states_commands(team) -> None:
    project, lead, people = team
    out = StringIO()
    call_command(
        "assign", "--project", "team", "--to", "anna,bjorn,carl",
        "--overlap", "0.1", "--json", stdout=out,
    )  # fmt: skip
    data = json.loads(out.getvalue())
    assert set(data) == {"assignments", "overlap"} and len(data["overlap"]) == 2
    out2 = StringIO()
    call_command(
        "assign", "--project", "team", "--to", "anna,bjorn,carl",
        "--overlap", "0.1", "--json", stdout=out2,
    )  # fmt: skip
    assert json.loads(out2.getvalue()) == data
    lines = StringIO()
    call_command("document_states", "--project", "team", "--json", stdout=lines)
    rows = [json.loads(line) for line in lines.getvalue().splitlines()]
    assert len(rows) == 20
    assert rows[0] == {
        "document": "doc00",
        "state": "new",
        "assignees": data["assignments"]["doc00"],
    }
    with pytest.raises(CommandError, match="Not a member"):
        UserFactory(username="zoe")
        call_command("assign", "--project", "team", "--to", "zoe", stdout=StringIO())
    with pytest.raises(CommandError, match="overlap"):
        call_command(
            "assign", "--project", "team", "--to", "anna", "--overlap", "0.5",
            stdout=StringIO(),
        )  # fmt: skip


def test_dashboard_counts_states_and_curators(team) -> None:
    from annotation.review.selectors_team import dashboard_data, queue_for

    project, lead, (anna, bjorn, carl) = team
    assign_documents(project=project, curators=[anna, bjorn, carl], overlap=0.1)
    first = queue_for(project=project, user=anna)[0]
    curate(Document.objects.get(pk=first.document_id), anna, ["Eva Ek", "Al"])
    data = dashboard_data(project)
    assert data["total"] == 20 and data["shared"] == 2
    assert sum(data["states"].values()) == 20
    assert data["states"]["new"] >= 18
    rows = {row.username: row for row in data["curators"]}
    assert rows["anna"].finished == 1 and rows["anna"].assigned >= 7
    assert rows["bjorn"].finished == 0 and rows["bjorn"].seconds_mean is None
    queue = queue_for(project=project, user=anna)
    assert [r.position for r in queue] == sorted(r.position for r in queue)
    assert queue[0].finished_at is not None


def test_a_finished_curator_changes_nothing_and_shared_choices_wait_to_be_settled(
    team,
) -> None:
    project, lead, (anna, bjorn, _) = team
    document = Document.objects.get(external_id="doc03")
    assignment_set(document=document, curators=[anna, bjorn], by=lead)
    first = document.spans.order_by("start").first()
    decision_save(span=first, reviewer=anna, kind=DecisionKind.OWN, text="Vera Lind")
    # a shared document's choice does not reach the memory before it is settled,
    # or a run started meanwhile would show it to bjorn
    assert "Vera Lind" not in _memory_values(project)
    curate(document, anna, ["Vera Lind", "Al"])
    with pytest.raises(ValidationError, match="reopens it"):
        decision_save(span=first, reviewer=anna, kind=DecisionKind.KEEP)
    curate(document, bjorn, ["Vera Lind", "Al"])
    # agreed: settled, and now in the memory
    assert "Vera Lind" in _memory_values(project)
    assert DocumentWork.objects.get(document=document).state == "adjudicated"
    document_reopen(document=document, by=lead, to="curation")
    decision_save(span=first, reviewer=anna, kind=DecisionKind.KEEP)
