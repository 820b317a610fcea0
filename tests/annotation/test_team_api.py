"""The team workflow's API (issue 23): every endpoint for every kind of visitor,
assignments as ``manage.py assign --json`` gives them, bad input, adjudication,
approval and reopening, and the members API's adjudicator flag."""

from __future__ import annotations

import json
from io import StringIO
from typing import Any

import pytest
from django.core.management import call_command
from django.urls import reverse
from rest_framework.test import APIClient

from annotation.corpus.models import (
    ActivityLog,
    Document,
    Label,
    Membership,
    Project,
    Role,
    Span,
)
from annotation.review.models import Assignment, DocumentWork
from annotation.review.services_team import assignment_set
from generation.models import Candidate, GenerationRun, RunStatus
from tests.annotation.team_helpers import curate
from tests.factories import MembershipFactory, UserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def team() -> dict[str, Any]:
    project = Project.objects.create(name="team api", language="en")
    lead = UserFactory(username="lead")
    Membership.objects.create(project=project, user=lead, role=Role.LEAD)
    people = {}
    for name in ("anna", "bjorn", "carl"):
        people[name] = UserFactory(username=name)
        Membership.objects.create(
            project=project, user=people[name], role=Role.ANNOTATOR
        )
    outsider = UserFactory(username="outsider")
    MembershipFactory(user=outsider, role=Role.LEAD)  # leads another project
    label = Label.objects.create(project=project, name="PER", category="PERSON")
    Label.objects.create(project=project, name="LOC", category="LOC")
    documents = []
    for number in range(10):
        document = Document.objects.create(
            project=project,
            external_id=f"doc{number:02d}",
            text=f"Anna Berg met Bo {number}.",
            position=number,
            language="sv" if number >= 8 else "en",
        )
        Span.objects.create(document=document, start=0, end=9, label=label)
        Span.objects.create(document=document, start=14, end=16, label=label)
        documents.append(document)
    return {
        "project": project,
        "lead": lead,
        "outsider": outsider,
        "documents": documents,
        **people,
    }


def client_for(user: Any) -> APIClient:
    client = APIClient()
    if user is not None:
        client.force_authenticate(user)
    return client


def status(user: Any, method: str, url: str, body: dict | None = None) -> int:
    return getattr(client_for(user), method)(url, body or {}, format="json").status_code


def assign_url(team: dict[str, Any]) -> str:
    return reverse("api-team-assignments", args=[team["project"].pk])


# --- Who may do what ---------------------------------------------------------------


def _calls(t: dict[str, Any]) -> list[tuple[str, str, dict, tuple[int, int, int, int]]]:
    """(method, url, body, statuses for anonymous, outsider, annotator, lead)."""
    p, d = t["project"].pk, t["documents"][0].pk
    span = t["documents"][0].spans.order_by("start").first().pk
    lead_only = (401, 404, 403, 200)
    member = (401, 404, 200, 200)
    final = reverse("api-team-span-final", args=[span])
    assignees = reverse("api-team-document-assignees", args=[d])
    approve = reverse("api-team-document-approve", args=[d])
    # the document is not curated yet: a lead gets the services' 400
    not_yet = (401, 404, 403, 400)
    return [
        ("get", reverse("api-team-assignments", args=[p]), {}, member),
        (
            "post",
            reverse("api-team-assignments", args=[p]),
            {"to": ["anna", "bjorn"], "overlap": 0.2},
            lead_only,
        ),
        ("put", assignees, {"to": ["carl"]}, lead_only),
        ("get", reverse("api-team-document-states", args=[p]), {}, member),
        ("get", reverse("api-team-dashboard", args=[p]), {}, member),
        ("get", reverse("api-team-queue", args=[p]), {}, member),
        ("get", reverse("api-team-adjudication", args=[d]), {}, lead_only),
        ("post", final, {"kind": "keep"}, not_yet),
        ("post", approve, {}, not_yet),
        ("post", reverse("api-team-approve-adjudicated", args=[p]), {}, lead_only),
        (
            "post",
            reverse("api-team-document-reopen", args=[d]),
            {"to": "curation"},
            lead_only,
        ),
    ]


def test_every_team_endpoint_answers_each_role_as_the_api_does_elsewhere(team) -> None:
    roles = [None, team["outsider"], team["anna"], team["lead"]]
    failures = []
    for method, url, body, statuses in _calls(team):
        for user, want in zip(roles, statuses, strict=True):
            response = getattr(client_for(user), method)(url, body, format="json")
            if response.status_code != want:
                who = user.username if user else "anonymous"
                failures.append(f"{method} {url} as {who}: {response.status_code}")
            if user is team["outsider"]:
                assert "team api" not in response.content.decode()
    assert not failures, "\n".join(failures)


# --- Assignments -------------------------------------------------------------------


def test_post_assignments_answers_as_the_command_and_twice_the_same(team) -> None:
    client = client_for(team["lead"])
    body = {"to": ["anna", "bjorn", "carl"], "overlap": 0.2}
    first = client.post(assign_url(team), body, format="json")
    assert first.status_code == 200
    data = first.json()
    assert set(data) == {"assignments", "overlap"}
    assert len(data["assignments"]) == 10 and len(data["overlap"]) == 2
    assert all(len(data["assignments"][d]) == 2 for d in data["overlap"])
    again = client.post(assign_url(team), body, format="json")
    assert again.json() == data
    out = StringIO()
    call_command(
        "assign", "--project", "team api", "--to", "anna,bjorn,carl",
        "--overlap", "0.2", "--json", stdout=out,
    )  # fmt: skip
    assert json.loads(out.getvalue()) == data
    # the GET of a lead gives the same picture
    assert client.get(assign_url(team)).json() == data
    # the API write is logged as the lead's
    by = ActivityLog.objects.filter(action="team.assign").values_list("user", flat=True)
    assert sorted(by, key=str) == sorted([team["lead"].pk] * 2 + [None], key=str)


def test_post_assignments_filters_by_language_and_label(team) -> None:
    client = client_for(team["lead"])
    swedish = client.post(
        assign_url(team), {"to": ["anna"], "language": "sv"}, format="json"
    )
    assert swedish.status_code == 200
    assert sorted(swedish.json()["assignments"]) == ["doc08", "doc09"]
    nothing = client.post(
        assign_url(team), {"to": ["anna"], "label": "LOC"}, format="json"
    )
    assert nothing.status_code == 200 and nothing.json()["assignments"] == {}
    unknown = client.post(
        assign_url(team), {"to": ["anna"], "label": "ORG"}, format="json"
    )
    assert unknown.status_code == 400 and "label" in unknown.json()


@pytest.mark.parametrize(
    ("body", "field", "words"),
    [
        ({"to": ["anna", "nobody"]}, "to", "No user called nobody"),
        ({"to": ["anna", "outsider"]}, "to", "Not a member of the project: outsider"),
        ({"to": ["anna", "anna"]}, "to", "twice"),
        ({"to": []}, "to", ""),
        ({"to": ["  "]}, "to", ""),
        ({"to": ["anna", "bjorn"], "overlap": 2}, "overlap", "from 0 to 1"),
        ({"to": ["anna", "bjorn"], "overlap": -0.1}, "overlap", "from 0 to 1"),
        ({"to": ["anna"], "overlap": 0.1}, "overlap", "at least two curators"),
        ({"to": "anna"}, "to", ""),
        ({"to": ["anna"], "language": "xx"}, "language", ""),
        ({}, "to", ""),
    ],
)
def test_bad_assignments_are_400_naming_the_field(team, body, field, words) -> None:
    response = client_for(team["lead"]).post(assign_url(team), body, format="json")
    assert response.status_code == 400
    errors = response.json()
    assert field in errors
    assert words in " ".join(errors[field])
    assert not Assignment.objects.exists()


def test_an_annotator_sees_their_own_assignments_with_their_own_name_only(
    team,
) -> None:
    lead = client_for(team["lead"])
    lead.post(
        assign_url(team), {"to": ["anna", "bjorn"], "overlap": 0.5}, format="json"
    )
    everything = lead.get(assign_url(team)).json()
    mine = client_for(team["anna"]).get(assign_url(team)).json()
    annas = {d for d, names in everything["assignments"].items() if "anna" in names}
    assert set(mine["assignments"]) == annas
    assert all(names == ["anna"] for names in mine["assignments"].values())
    assert mine["overlap"] == []
    assert client_for(team["carl"]).get(assign_url(team)).json() == {
        "assignments": {},
        "overlap": [],
    }
    # an adjudicator settles documents they do not curate: they see everyone's
    Membership.objects.filter(user=team["carl"]).update(adjudicator=True)
    assert client_for(team["carl"]).get(assign_url(team)).json() == everything


def test_put_assignees_sets_exactly_those_curators(team) -> None:
    document = team["documents"][3]
    url = reverse("api-team-document-assignees", args=[document.pk])
    client = client_for(team["lead"])
    response = client.put(url, {"to": ["anna", "bjorn"]}, format="json")
    assert response.status_code == 200
    assert response.json() == {
        "id": document.pk,
        "document": "doc03",
        "state": "new",
        "assignees": ["anna", "bjorn"],
    }
    response = client.put(url, {"to": ["carl"]}, format="json")
    assert response.json()["assignees"] == ["carl"]
    for body, field in (
        ({"to": ["nobody"]}, "to"),
        ({"to": ["outsider"]}, "to"),
        ({"to": []}, "to"),
        ({}, "to"),
    ):
        bad = client.put(url, body, format="json")
        assert bad.status_code == 400 and field in bad.json(), body
    assert ActivityLog.objects.filter(action="team.assign_document").count() == 2
    # an approved document is reopened before it is reassigned: a 400, not a 500
    DocumentWork.objects.filter(document=document).update(state="approved")
    refused = client.put(url, {"to": ["anna"]}, format="json")
    assert refused.status_code == 400 and "reopen" in json.dumps(refused.json())


# --- Reading where the team stands -------------------------------------------------


def test_document_states_by_role_and_filtered(team) -> None:
    anna, lead = team["anna"], team["lead"]
    assignment_set(
        document=team["documents"][0], curators=[anna, team["bjorn"]], by=lead
    )
    assignment_set(document=team["documents"][1], curators=[team["bjorn"]], by=lead)
    curate(team["documents"][0], anna, ["Eva Ek", "Al"])
    url = reverse("api-team-document-states", args=[team["project"].pk])
    rows = client_for(lead).get(url).json()
    assert len(rows) == 10
    assert rows[0] == {
        "id": team["documents"][0].pk,
        "document": "doc00",
        "state": "in_progress",
        "assignees": ["anna", "bjorn"],
    }
    new = client_for(lead).get(url, {"state": "new"}).json()
    assert [r["document"] for r in new] == [f"doc{n:02d}" for n in range(1, 10)]
    assert client_for(lead).get(url, {"state": "lost"}).status_code == 400
    own = client_for(anna).get(url).json()
    assert own == [{**rows[0], "assignees": ["anna"]}]
    assert client_for(anna).get(url, {"state": "new"}).json() == []
    # the command gives the lead's rows (without the API's id)
    lines = StringIO()
    call_command("document_states", "--project", "team api", "--json", stdout=lines)
    command = [json.loads(line) for line in lines.getvalue().splitlines()]
    assert command == [{k: v for k, v in r.items() if k != "id"} for r in rows]


def test_dashboard_and_queue(team) -> None:
    lead = client_for(team["lead"])
    lead.post(
        assign_url(team), {"to": ["anna", "bjorn"], "overlap": 0.2}, format="json"
    )
    first = Assignment.objects.filter(curator=team["anna"]).order_by("position")[0]
    curate(first.document, team["anna"], ["Eva Ek", "Al"])
    url = reverse("api-team-dashboard", args=[team["project"].pk])
    board = lead.get(url).json()
    assert board["total"] == 10 and board["shared"] == 2
    assert sum(board["states"].values()) == 10
    assert [c["curator"] for c in board["curators"]] == ["anna", "bjorn"]
    annas = client_for(team["anna"]).get(url).json()
    assert [c["curator"] for c in annas["curators"]] == ["anna"]
    assert annas["curators"][0]["finished"] == 1
    queue = client_for(team["anna"]).get(
        reverse("api-team-queue", args=[team["project"].pk])
    )
    rows = queue.json()
    assert rows[0]["document"] == first.document.external_id
    assert rows[0]["finished_at"] is not None
    assert [r["position"] for r in rows] == sorted(r["position"] for r in rows)
    assert (
        client_for(team["carl"])
        .get(reverse("api-team-queue", args=[team["project"].pk]))
        .json()
        == []
    )


# --- Adjudication, approval, reopening -----------------------------------------------


def test_adjudicate_approve_and_reopen_through_the_api(team) -> None:
    anna, bjorn, carl, lead = team["anna"], team["bjorn"], team["carl"], team["lead"]
    document = team["documents"][0]
    first, second = document.spans.order_by("start")
    run = GenerationRun.objects.create(
        project=team["project"], generator="mlm", language="en",
        status=RunStatus.DONE, visible_to_annotators=True,
    )  # fmt: skip
    candidate = Candidate.objects.create(
        run=run, span=second, document=document, text="Olle"
    )
    other = Candidate.objects.create(run=run, span=first, document=document, text="X")
    assignment_set(document=document, curators=[anna, bjorn], by=lead)
    curate(document, anna, ["Eva Ek", "Al"])
    curate(document, bjorn, ["Eva Ek", None])
    adjudication = reverse("api-team-adjudication", args=[document.pk])
    data = client_for(lead).get(adjudication).json()
    assert data["state"] == "curated" and data["assignees"] == ["anna", "bjorn"]
    differing, agreed = data["spans"]
    assert differing["span"] == second.pk and not differing["agreed"]
    assert differing["text"] == "Bo" and differing["label"] == "PER"
    assert differing["decisions"] == [
        {"curator": "anna", "kind": "own", "text": "Al", "candidate": None},
        {"curator": "bjorn", "kind": "keep", "text": "", "candidate": None},
    ]
    assert differing["final"] is None
    assert agreed["agreed"] and agreed["final"]["source"] == "agreed"
    assert agreed["final"]["text"] == "Eva Ek" and agreed["final"]["decided_by"] is None
    # carl adjudicates once the lead makes him an adjudicator
    assert client_for(carl).get(adjudication).status_code == 403
    member = Membership.objects.get(user=carl)
    flag = client_for(lead).patch(
        reverse("api-member-detail", args=[team["project"].pk, member.pk]),
        {"adjudicator": True},
        format="json",
    )
    assert flag.status_code == 200 and flag.json()["adjudicator"] is True
    assert flag.json()["role"] == "annotator"
    assert client_for(carl).get(adjudication).status_code == 200
    final = reverse("api-team-span-final", args=[second.pk])
    carls = client_for(carl)
    # another span's candidate, no pseudonym typed, an unknown kind
    for body in (
        {"kind": "accept", "candidate": other.pk},
        {"kind": "own", "text": ""},
        {"kind": "maybe"},
    ):
        assert status(carl, "post", final, body) == 400, body
    settled = carls.post(
        final, {"kind": "accept", "candidate": candidate.pk}, format="json"
    )
    assert settled.status_code == 200
    assert settled.json() == {
        "kind": "accept",
        "text": "Olle",
        "source": "adjudicated",
        "decided_by": "carl",
        "run": run.pk,
        "span": second.pk,
        "document": document.pk,
        "state": "adjudicated",
    }
    # approving is the lead's
    approve = reverse("api-team-document-approve", args=[document.pk])
    assert client_for(carl).post(approve).status_code == 403
    approved = client_for(lead).post(approve)
    assert approved.status_code == 200 and approved.json()["state"] == "approved"
    again = client_for(lead).post(approve)
    assert again.status_code == 400 and "adjudicated" in json.dumps(again.json())
    # an approved document is settled no more until it is reopened
    late = carls.post(final, {"kind": "keep"}, format="json")
    assert late.status_code == 400
    reopen = reverse("api-team-document-reopen", args=[document.pk])
    assert status(lead, "post", reopen, {"to": "later"}) == 400
    back = client_for(lead).post(reopen, {}, format="json")
    assert back.status_code == 200 and back.json()["state"] == "adjudicated"
    twice = client_for(lead).post(reopen, {"to": "adjudicated"}, format="json")
    assert twice.status_code == 400
    bulk = reverse("api-team-approve-adjudicated", args=[team["project"].pk])
    assert client_for(lead).post(bulk).json() == {"approved": 1}
    assert client_for(lead).post(bulk).json() == {"approved": 0}
    curation = client_for(lead).post(reopen, {"to": "curation"}, format="json")
    assert curation.json()["state"] == "in_progress"
    actions = set(ActivityLog.objects.values_list("action", flat=True))
    assert {
        "team.final",
        "team.approve",
        "team.reopen",
        "team.adjudicator",
    } <= actions


def test_a_curator_adjudicates_only_after_finishing(team) -> None:
    anna, lead = team["anna"], team["lead"]
    Membership.objects.filter(user=anna).update(adjudicator=True)
    document = team["documents"][1]
    assignment_set(document=document, curators=[anna, team["bjorn"]], by=lead)
    curate(document, team["bjorn"], ["Eva Ek", "Al"])
    url = reverse("api-team-adjudication", args=[document.pk])
    refused = client_for(anna).get(url)
    assert refused.status_code == 403
    assert "Finish your own" in refused.json()["detail"]
    span = document.spans.order_by("start").first()
    final = reverse("api-team-span-final", args=[span.pk])
    assert status(anna, "post", final, {"kind": "keep"}) == 403
    curate(document, anna, ["Eva Ek", "Bo"])
    assert client_for(anna).get(url).status_code == 200


def test_member_patch_sets_the_adjudicator_flag(team) -> None:
    member = Membership.objects.get(user=team["bjorn"])
    url = reverse("api-member-detail", args=[team["project"].pk, member.pk])
    assert status(team["anna"], "patch", url, {"adjudicator": True}) == 403
    assert status(team["outsider"], "patch", url, {"adjudicator": True}) == 404
    lead = client_for(team["lead"])
    assert lead.patch(url, {}, format="json").status_code == 400
    both = lead.patch(url, {"role": "lead", "adjudicator": True}, format="json")
    assert both.status_code == 200
    assert (both.json()["role"], both.json()["adjudicator"]) == ("lead", True)
    off = lead.patch(url, {"adjudicator": False}, format="json")
    assert (off.json()["role"], off.json()["adjudicator"]) == ("lead", False)
    listed = lead.get(reverse("api-member-list", args=[team["project"].pk])).json()
    assert {m["username"]: m["adjudicator"] for m in listed}["bjorn"] is False
    logged = ActivityLog.objects.filter(action="team.adjudicator")
    assert [e.details["adjudicator"] for e in logged.order_by("pk")] == [True, False]
