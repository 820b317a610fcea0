"""The team workflow's pages (issue 23): the dashboard and its assign form, a
curator's queue, the adjudication page, approval and reopening, and the state column
and filter of the documents list."""

from __future__ import annotations

from html import unescape

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from annotation.corpus.models import (
    ActivityLog,
    Document,
    Label,
    Membership,
    Span,
)
from annotation.review.models import (
    Assignment,
    DocumentState,
    DocumentWork,
    FinalDecision,
)
from annotation.review.services_team import assign_documents, assignment_set
from tests.annotation.team_helpers import build_team, curate
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def team():
    return build_team(name="Team corpus", documents=8, swedish_from=6)


def shared_and_curated(team):
    """doc00 curated by anna and bjorn, who differ on the second span."""
    project, lead, (anna, bjorn, _) = team
    document = Document.objects.get(external_id="doc00")
    assignment_set(document=document, curators=[anna, bjorn], by=lead)
    curate(document, anna, ["Eva Ek", "Al"])
    curate(document, bjorn, ["Eva Ek", None])
    return document


def messages_of(response) -> list[str]:
    return [str(m) for m in response.context["messages"]]


def test_team_pages_render_for_members_and_answer_others_as_elsewhere(
    client, team
) -> None:
    project, lead, (anna, *_) = team
    dashboard = reverse("annotation:team-dashboard", args=[project.pk])
    queue = reverse("annotation:team-queue", args=[project.pk])
    response = client.get(dashboard)
    assert response.status_code == 302 and response["Location"].startswith(
        reverse("login")
    )
    client.force_login(UserFactory(username="stranger"))
    assert client.get(dashboard).status_code == 404
    assert client.get(queue).status_code == 404
    client.force_login(anna)
    page = client.get(dashboard).content.decode()
    assert "Team</a>" in page and "Assign documents" not in page
    assert "To adjudicate" not in page  # not an adjudicator
    assert "No document is assigned to you" in client.get(queue).content.decode()
    client.force_login(lead)
    page = client.get(dashboard).content.decode()
    assert "Assign documents" in page and "Approve all adjudicated" in page
    assert 'id="adjudicator-table"' in page


def test_the_assign_form_assigns_and_says_what_it_did(client, team) -> None:
    project, lead, (anna, bjorn, carl) = team
    client.force_login(lead)
    url = reverse("annotation:team-assign", args=[project.pk])
    response = client.post(
        url, {"curators": ["anna", "bjorn"], "overlap": "25"}, follow=True
    )
    said = messages_of(response)
    assert said == [
        "8 documents assigned to anna, bjorn, 2 of them shared by two curators: "
        "10 new assignments, 0 taken back."
    ]
    assert Assignment.objects.filter(project=project).count() == 10
    assert ActivityLog.objects.filter(action="team.assign").exists()
    page = response.content.decode()
    assert 'id="shared-count">2<' in page
    # the filter: only the Swedish documents, to carl
    response = client.post(url, {"curators": ["carl"], "language": "sv"}, follow=True)
    assert messages_of(response)[0].startswith("2 documents assigned to carl")
    assert sorted(
        Assignment.objects.filter(curator=carl).values_list(
            "document__external_id", flat=True
        )
    ) == ["doc06", "doc07"]


@pytest.mark.parametrize(
    ("data", "said"),
    [
        ({}, "Name at least one curator."),
        ({"curators": ["anna"], "overlap": "20"}, "An overlap needs at least two"),
        ({"curators": ["anna", "bjorn"], "overlap": "150"}, "Overlap (%): Ensure"),
        ({"curators": ["anna", "bjorn"], "overlap": "lots"}, "Overlap (%): Enter"),
        ({"curators": ["anna", "stranger"]}, "Not a member of the project: stranger"),
        ({"curators": ["anna", "anna"]}, "A curator is named twice."),
        ({"curators": ["anna"], "label": "999999"}, "With a span labelled: Select"),
    ],
)
def test_assign_errors_are_messages_never_a_crash(client, team, data, said) -> None:
    project, lead, _ = team
    UserFactory(username="stranger")
    client.force_login(lead)
    url = reverse("annotation:team-assign", args=[project.pk])
    response = client.post(url, data, follow=True)
    assert response.status_code == 200
    assert any(message.startswith(said) for message in messages_of(response)), (
        messages_of(response)
    )
    assert not Assignment.objects.exists()


def test_assign_with_a_filter_matching_nothing_says_so(client, team) -> None:
    project, lead, _ = team
    other = Label.objects.create(project=project, name="LOC", category="LOC")
    client.force_login(lead)
    response = client.post(
        reverse("annotation:team-assign", args=[project.pk]),
        {"curators": ["anna"], "label": str(other.pk)},
        follow=True,
    )
    assert messages_of(response) == [
        "No document matches the filter: nothing assigned."
    ]


def test_annotators_cannot_assign_approve_or_name_adjudicators(client, team) -> None:
    project, _, (anna, *_) = team
    client.force_login(anna)
    membership = Membership.objects.get(project=project, user=anna)
    for url in (
        reverse("annotation:team-assign", args=[project.pk]),
        reverse("annotation:team-approve-all", args=[project.pk]),
        reverse("annotation:team-adjudicator", args=[project.pk, membership.pk]),
    ):
        assert client.post(url, {"curators": ["anna"]}).status_code == 403
    assert not Assignment.objects.exists()


def test_a_lead_names_an_adjudicator_and_it_is_logged(client, team) -> None:
    project, lead, (_, _, carl) = team
    membership = Membership.objects.get(project=project, user=carl)
    client.force_login(lead)
    url = reverse("annotation:team-adjudicator", args=[project.pk, membership.pk])
    response = client.post(url, {"adjudicator": "on"}, follow=True)
    assert messages_of(response) == ["carl now settles differences between curators."]
    membership.refresh_from_db()
    assert membership.adjudicator
    entry = ActivityLog.objects.get(action="team.adjudicator")
    assert entry.user == lead
    assert entry.details == {"account": "carl", "adjudicator": True, "via": "web"}
    client.post(url, {})
    membership.refresh_from_db()
    assert not membership.adjudicator
    assert ActivityLog.objects.filter(action="team.adjudicator").count() == 2


def test_the_queue_lists_the_documents_in_order_and_continues(client, team) -> None:
    project, lead, (anna, bjorn, _) = team
    assign_documents(project=project, curators=[anna, bjorn], by=lead)
    mine = list(
        Assignment.objects.filter(curator=anna)
        .order_by("position")
        .values_list("document_id", flat=True)
    )
    client.force_login(anna)
    url = reverse("annotation:team-queue", args=[project.pk])
    page = client.get(url).content.decode()
    assert f"0 of {len(mine)} done" in page
    assert reverse("annotation:review-curate", args=[mine[0]]) in page
    curate(Document.objects.get(pk=mine[0]), anna, ["Eva Ek", "Al"])
    page = client.get(url).content.decode()
    assert f"1 of {len(mine)} done" in page
    following = reverse("annotation:review-curate", args=[mine[1]])
    assert f'id="queue-continue" href="{following}"' in page


def test_the_curate_page_and_done_follow_the_queue(client, team) -> None:
    project, lead, (anna, *_) = team
    # anna's queue, out of the documents' own order: doc05, doc02, doc07
    for name in ("doc05", "doc02", "doc07"):
        assignment_set(
            document=Document.objects.get(external_id=name), curators=[anna], by=lead
        )
    doc05, doc02, doc07 = (
        Document.objects.get(external_id=name) for name in ("doc05", "doc02", "doc07")
    )
    client.force_login(anna)
    response = client.get(reverse("annotation:review-curate", args=[doc05.pk]))
    assert response.context["next_document"] == doc02
    start = client.get(reverse("annotation:review-curate-next", args=[project.pk]))
    assert start["Location"] == reverse("annotation:review-curate", args=[doc05.pk])
    done = client.post(reverse("annotation:review-curate-done", args=[doc05.pk]))
    assert done["Location"] == reverse("annotation:review-curate", args=[doc02.pk])
    response = client.get(reverse("annotation:review-curate", args=[doc07.pk]))
    assert response.context["next_document"] == doc02  # wraps to the unfinished
    # someone without a queue walks the documents as before
    client.force_login(lead)
    response = client.get(reverse("annotation:review-curate", args=[doc05.pk]))
    assert response.context["next_document"].external_id == "doc06"


def test_who_may_open_the_adjudication_page(client, team) -> None:
    project, lead, (anna, bjorn, carl) = team
    document = shared_and_curated(team)
    url = reverse("annotation:team-adjudicate", args=[document.pk])
    assert client.get(url)["Location"].startswith(reverse("login"))
    client.force_login(UserFactory(username="stranger"))
    assert client.get(url).status_code == 404
    client.force_login(carl)  # an annotator, not an adjudicator
    response = client.get(url)
    assert response.status_code == 403
    assert "Only the project's leads and adjudicators settle." in unescape(
        response.content.decode()
    )
    Membership.objects.filter(user=carl).update(adjudicator=True)
    assert client.get(url).status_code == 200
    client.force_login(lead)
    assert client.get(url).status_code == 200


def test_an_adjudicator_curating_a_shared_document_must_finish_it_first(
    client, team
) -> None:
    project, lead, (anna, bjorn, carl) = team
    Membership.objects.filter(user=carl).update(adjudicator=True)
    document = Document.objects.get(external_id="doc03")
    assignment_set(document=document, curators=[anna, carl], by=lead)
    curate(document, anna, ["Eva Ek", "Al"])
    client.force_login(carl)
    url = reverse("annotation:team-adjudicate", args=[document.pk])
    response = client.get(url)
    assert response.status_code == 403
    assert "Finish your own curation" in response.content.decode()
    span = document.spans.order_by("start").first()
    final = reverse("annotation:team-final", args=[span.pk])
    assert client.post(final, {"pick": "keep"}).status_code == 403
    curate(document, carl, ["Eva Ek", "Bo"])
    assert client.get(url).status_code == 200


def test_the_adjudication_page_shows_differences_first_side_by_side(
    client, team
) -> None:
    project, lead, (anna, bjorn, _) = team
    document = shared_and_curated(team)
    client.force_login(lead)
    response = client.get(reverse("annotation:team-adjudicate", args=[document.pk]))
    rows = response.context["rows"]
    assert [row.original for row in rows] == ["Bo", "Anna Berg"]
    assert [cell.shown for cell in rows[0].cells] == ["Al", "keep"]
    assert not rows[0].final and rows[1].final.source == "agreed"
    assert all(cell.final for cell in rows[1].cells)
    page = response.content.decode()
    assert page.index("badge-differs") < page.index("badge-agreed")
    assert "1</strong> of 2 spans still to settle" in page


def test_settling_by_htmx_answers_the_row_and_moves_the_state(client, team) -> None:
    project, lead, (anna, bjorn, _) = team
    document = shared_and_curated(team)
    second = document.spans.order_by("start").last()
    client.force_login(lead)
    url = reverse("annotation:team-final", args=[second.pk])
    # nothing picked: the row with its reason, 400
    refused = client.post(url, {"pick": ""}, HTTP_HX_REQUEST="true")
    assert refused.status_code == 400
    assert "Pick a curator's choice" in unescape(refused.content.decode())
    response = client.post(url, {"pick": f"curator:{bjorn.pk}"}, HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    body = response.content.decode()
    assert body.lstrip().startswith(f'<tr id="span-{second.pk}"')
    assert 'id="adjudication-status"' in body and 'hx-swap-oob="true"' in body
    assert "Approve" in body  # the lead may approve now
    final = FinalDecision.objects.get(span=second)
    assert (final.kind, final.source, final.decided_by) == ("keep", "adjudicated", lead)
    work = DocumentWork.objects.get(document=document)
    assert work.state == DocumentState.ADJUDICATED and work.settled_by == lead
    # without htmx: one's own pseudonym, then back to the page
    plain = client.post(url, {"pick": "own", "text": "Olle"})
    assert plain.status_code == 302
    assert plain["Location"].endswith(f"#span-{second.pk}")
    final.refresh_from_db()
    assert (final.kind, final.text) == ("own", "Olle")
    # typed without ticking "own" counts as own; anna's accepted text is copied
    client.post(url, {"text": "Sven"})
    final.refresh_from_db()
    assert final.text == "Sven"
    client.post(url, {"pick": f"curator:{anna.pk}"})
    final.refresh_from_db()
    assert (final.kind, final.text) == ("own", "Al")


def test_settling_someone_who_is_not_a_curator_of_the_document_is_refused(
    client, team
) -> None:
    project, lead, (_, _, carl) = team
    document = shared_and_curated(team)
    span = document.spans.order_by("start").last()
    client.force_login(lead)
    response = client.post(
        reverse("annotation:team-final", args=[span.pk]),
        {"pick": f"curator:{carl.pk}"},
        follow=True,
    )
    assert messages_of(response) == ["That curator has no decision on this span."]
    assert not FinalDecision.objects.filter(span=span).exists()


def test_settling_before_the_curators_finish_is_refused_as_a_message(
    client, team
) -> None:
    project, lead, (anna, bjorn, _) = team
    document = Document.objects.get(external_id="doc01")
    assignment_set(document=document, curators=[anna, bjorn], by=lead)
    curate(document, anna, ["Eva Ek", "Al"])
    span = document.spans.order_by("start").first()
    client.force_login(lead)
    page = client.get(reverse("annotation:team-adjudicate", args=[document.pk]))
    assert "Not every curator has finished" in page.content.decode()
    response = client.post(
        reverse("annotation:team-final", args=[span.pk]), {"pick": "keep"}, follow=True
    )
    assert "only a curated document is adjudicated" in messages_of(response)[0]


def test_approve_and_reopen_with_confirmation(client, team) -> None:
    project, lead, (anna, bjorn, carl) = team
    document = shared_and_curated(team)
    second = document.spans.order_by("start").last()
    Membership.objects.filter(user=carl).update(adjudicator=True)
    client.force_login(carl)  # an adjudicator settles but does not approve
    client.post(reverse("annotation:team-final", args=[second.pk]), {"pick": "keep"})
    approve = reverse("annotation:team-approve", args=[document.pk])
    assert client.post(approve).status_code == 403
    page = client.get(reverse("annotation:team-adjudicate", args=[document.pk]))
    assert "a lead approves the document" in page.content.decode()
    client.force_login(lead)
    response = client.post(approve, follow=True)
    assert messages_of(response) == ["Document doc00 approved."]
    assert 'id="reopen-form"' in response.content.decode()
    work = DocumentWork.objects.get(document=document)
    assert work.state == DocumentState.APPROVED and work.approved_by == lead
    # approving twice is a message
    again = client.post(approve, follow=True)
    assert "only an adjudicated document is approved" in messages_of(again)[0]
    reopen = reverse("annotation:team-reopen", args=[document.pk])
    response = client.post(reopen, {"to": "adjudicated"}, follow=True)
    assert messages_of(response)[0].startswith("Tick the box to confirm")
    work.refresh_from_db()
    assert work.state == DocumentState.APPROVED
    response = client.post(reopen, {"to": "adjudicated", "confirm": "on"}, follow=True)
    assert messages_of(response) == ["Document doc00 reopened: it is adjudicated now."]
    client.post(approve)
    response = client.post(reopen, {"to": "curation", "confirm": "on"}, follow=True)
    work.refresh_from_db()
    assert work.state == DocumentState.IN_PROGRESS
    assert not FinalDecision.objects.filter(document=document).exists()
    response = client.post(reopen, {"to": "somewhere", "confirm": "on"}, follow=True)
    assert messages_of(response)[0].startswith("Reopen to one of")


def test_approve_all_adjudicated_from_the_dashboard(client, team) -> None:
    project, lead, (anna, *_) = team
    for name in ("doc01", "doc02"):
        document = Document.objects.get(external_id=name)
        assignment_set(document=document, curators=[anna], by=lead)
        curate(document, anna, ["Eva Ek", "Al"])  # one curator: settled at once
    client.force_login(lead)
    dashboard = client.get(reverse("annotation:team-dashboard", args=[project.pk]))
    assert "Approve all adjudicated (2)" in dashboard.content.decode()
    url = reverse("annotation:team-approve-all", args=[project.pk])
    response = client.post(url, follow=True)
    assert messages_of(response) == ["2 documents approved."]
    assert 'id="state-count-approved">2<' in response.content.decode()
    response = client.post(url, follow=True)
    assert messages_of(response) == ["No adjudicated document is waiting for approval."]


def test_the_dashboard_lists_documents_to_adjudicate(client, team) -> None:
    project, lead, _ = team
    document = shared_and_curated(team)
    client.force_login(lead)
    page = client.get(reverse("annotation:team-dashboard", args=[project.pk]))
    html = page.content.decode()
    assert "To adjudicate (1)" in html
    assert reverse("annotation:team-adjudicate", args=[document.pk]) in html
    rows = {row.username: row for row in page.context["curators"]}
    assert rows["anna"].finished == 1 and rows["bjorn"].percent == 100


def test_the_documents_list_shows_and_filters_by_state(client, team) -> None:
    project, lead, (anna, *_) = team
    document = shared_and_curated(team)
    client.force_login(anna)
    url = reverse("annotation:project-detail", args=[project.pk])
    page = client.get(url)
    assert page.status_code == 200
    states = {d.external_id: d.state for d in page.context["page"].object_list}
    assert states["doc00"] == "curated" and states["doc01"] == "new"
    assert "badge-state-curated" in page.content.decode()
    curated = client.get(url, {"state": "curated"})
    assert [d.pk for d in curated.context["page"].object_list] == [document.pk]
    new = client.get(url, {"state": "new", "q": "doc0"})
    assert len(new.context["page"].object_list) == 7
    fragment = client.get(url, {"state": "new"}, HTTP_HX_REQUEST="true")
    assert fragment.content.decode().lstrip().startswith('<div id="document-table">')
    refused = client.get(url, {"state": "lost"})
    assert refused.status_code == 400
    assert "No such state" in refused.content.decode()


def test_the_documents_list_reads_the_states_in_one_query_per_page(
    client, team
) -> None:
    project, lead, _ = team
    client.force_login(lead)
    url = reverse("annotation:project-detail", args=[project.pk])

    def queries() -> int:
        with CaptureQueriesContext(connection) as captured:
            assert client.get(url, HTTP_HX_REQUEST="true").status_code == 200
        return len(captured)

    few = queries()
    label = Label.objects.get(project=project)
    for number in range(8, 30):
        extra = Document.objects.create(
            project=project, external_id=f"doc{number:02d}", text="Bo.", position=number
        )
        Span.objects.create(document=extra, start=0, end=2, label=label)
        DocumentWork.objects.create(
            document=extra, project=project, state=DocumentState.CURATED
        )
    assert queries() == few


def test_an_annotator_sees_their_own_row_of_the_dashboard_never_another_curator(
    client, team
) -> None:
    project, lead, (anna, bjorn, carl) = team
    assign_documents(project=project, curators=[anna, bjorn, carl], overlap=0.25)
    client.force_login(anna)
    body = client.get(reverse("annotation:team-dashboard", args=[project.pk]))
    text = body.content.decode()
    assert ">anna<" in text
    assert "bjorn" not in text and "carl" not in text
    # a lead sees everyone
    client.force_login(lead)
    text = client.get(reverse("annotation:team-dashboard", args=[project.pk])).content
    assert b"bjorn" in text and b"carl" in text


def test_a_lead_sends_a_settled_document_back_to_its_curators(client, team) -> None:
    project, lead, (anna, *_) = team
    document = Document.objects.get(project=project, external_id="doc00")
    assignment_set(document=document, curators=[anna], by=lead)
    curate(document, anna, ["Eva Ek", "Al"])
    url = reverse("annotation:team-adjudicate", args=[document.pk])
    client.force_login(lead)
    page = client.get(url).content.decode()
    assert 'id="back-to-curation-form"' in page
    client.post(
        reverse("annotation:team-reopen", args=[document.pk]),
        {"to": "curation", "confirm": "on"},
    )
    assert DocumentWork.objects.get(document=document).state == "in_progress"
    assert not FinalDecision.objects.filter(document=document).exists()
