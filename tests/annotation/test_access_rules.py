"""Which runs annotators see, reports as annotators read them, and the access log of
every read that pairs originals with pseudonyms."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command
from django.urls import reverse
from rest_framework.test import APIClient

from annotation.corpus.models import ActivityLog, Role
from annotation.review.models import ReviewSet
from annotation.review.services import review_save
from generation.access import run_access
from generation.models import Candidate
from tests.annotation.review_helpers import document_with_spans, run_with_candidates
from tests.factories import MembershipFactory, ProjectFactory, UserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def project():
    return ProjectFactory(name="Access rules")


@pytest.fixture
def document(project):
    return document_with_spans(project=project, spans=3)


def _run(project, document, name, **kwargs):
    return run_with_candidates(
        project=project,
        documents=[document],
        name=name,
        visible_to_annotators=kwargs.pop("visible", False),
        **kwargs,
    )


def _api(user) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


# --- Which runs an annotator sees -------------------------------------------------


def test_annotators_see_shown_runs_and_runs_of_open_sets_given_to_them(
    project, document, lead, annotator, other_annotator
):
    shown = _run(project, document, "shown", visible=True)
    in_open_set = _run(project, document, "open")
    in_blind_set = _run(project, document, "blind", visible=True)
    hidden = _run(project, document, "hidden")
    open_set = ReviewSet.objects.create(project=project, name="open")
    open_set.runs.set([in_open_set])
    open_set.reviewers.set([annotator])
    blind_set = ReviewSet.objects.create(project=project, name="blind", blind=True)
    blind_set.runs.set([in_blind_set])
    mine = run_access(project=project, user_id=annotator.pk)
    assert mine.visible == {shown.pk, in_open_set.pk}
    assert mine.blind == {in_blind_set.pk}
    # The blind set names nobody: it is given to every member, so blind for all.
    theirs = run_access(project=project, user_id=other_annotator.pk)
    assert theirs.visible == {shown.pk}
    assert not run_access(project=project, user_id=lead.pk).visible
    assert run_access(project=project, user_id=lead.pk).can_see(hidden.pk)
    listed = _api(annotator).get(f"/api/projects/{project.pk}/runs/").json()
    assert sorted(row["id"] for row in listed) == sorted([shown.pk, in_open_set.pk])
    for run in (in_blind_set, hidden):
        assert _api(annotator).get(f"/api/runs/{run.pk}/").status_code == 404
    everything = _api(lead).get(f"/api/projects/{project.pk}/runs/").json()
    assert len(everything) == 4


def test_a_lead_shows_and_hides_a_run_and_the_change_is_logged(
    client, project, document, lead, annotator
):
    run = _run(project, document, "toggled")
    assert _api(annotator).get(f"/api/runs/{run.pk}/").status_code == 404
    client.force_login(lead)
    url = reverse("generation:run-visibility", args=[run.pk])
    assert client.post(url, {"visible": "1"}).status_code == 302
    assert _api(annotator).get(f"/api/runs/{run.pk}/").status_code == 200
    answer = _api(lead).patch(
        f"/api/runs/{run.pk}/", {"visible_to_annotators": False}, format="json"
    )
    assert answer.status_code == 200
    assert answer.json()["visible_to_annotators"] is False
    assert _api(annotator).get(f"/api/runs/{run.pk}/").status_code == 404
    changes = ActivityLog.objects.filter(action="run.visibility").order_by("id")
    assert [c.details["visible_to_annotators"] for c in changes] == [True, False]
    patch = _api(annotator).patch(
        f"/api/runs/{run.pk}/", {"visible_to_annotators": True}, format="json"
    )
    assert patch.status_code == 404


def test_curate_offers_only_the_runs_an_annotator_may_see(
    client, project, document, annotator
):
    _run(project, document, "Shown run", visible=True, prefix="Seen")
    _run(project, document, "Invisible run", prefix="Unseen")
    client.force_login(annotator)
    html = client.get(reverse("annotation:review-curate", args=[document.pk]))
    body = html.content.decode()
    assert "Seen0" in body and "Shown run" in body
    assert "Unseen" not in body and "Invisible run" not in body


def test_review_set_given_to_named_members_only(project, document, lead, annotator):
    run = _run(project, document, "r")
    stranger = MembershipFactory(project=project, role=Role.ANNOTATOR).user
    created = _api(lead).post(
        f"/api/projects/{project.pk}/review-sets/",
        {"name": "Mine", "runs": [run.pk], "reviewers": [annotator.pk]},
        format="json",
    )
    assert created.status_code == 201
    assert created.json()["reviewers"] == [annotator.pk]
    items = f"/api/review-sets/{created.json()['id']}/documents/{document.pk}/items/"
    assert _api(annotator).get(items).status_code == 200
    assert _api(stranger).get(items).status_code == 404
    outsider = UserFactory()
    refused = _api(lead).post(
        f"/api/projects/{project.pk}/review-sets/",
        {"name": "Bad", "runs": [run.pk], "reviewers": [outsider.pk]},
        format="json",
    )
    assert refused.status_code == 400 and "reviewers" in refused.json()


# --- Reports as annotators read them --------------------------------------------------


@pytest.fixture
def tagged(project, document, lead, annotator, other_annotator):
    run = _run(project, document, "tagged", visible=True)
    for candidate in Candidate.objects.filter(run=run):
        review_save(candidate=candidate, reviewer=annotator, tag="NO_ERROR")
        review_save(candidate=candidate, reviewer=other_annotator, tag="POS")
        review_save(candidate=candidate, reviewer=lead, tag="NO_ERROR")
    return run


def test_annotator_reads_own_figures_and_project_totals_only(
    client, project, tagged, annotator, other_annotator
):
    base = f"/api/projects/{project.pk}/reports/errors/"
    totals = _api(annotator).get(base).json()["runs"][0]
    assert totals["n"] == 9
    mine = _api(annotator).get(base, {"reviewer": annotator.pk}).json()["runs"][0]
    assert mine["n"] == 3 and mine["tags"]["NO_ERROR"]["count"] == 3
    theirs = _api(annotator).get(base, {"reviewer": other_annotator.pk})
    assert theirs.status_code == 403
    client.force_login(annotator)
    page = reverse("annotation:report-errors", args=[project.pk])
    assert client.get(page, {"reviewer": other_annotator.pk}).status_code == 403
    html = client.get(page).content.decode()
    assert other_annotator.username not in html


def test_agreement_for_an_annotator_is_you_against_the_others(
    client, project, tagged, lead, annotator, other_annotator
):
    url = f"/api/projects/{project.pk}/reports/agreement/"
    mine = _api(annotator).get(url).json()
    assert [(p["a"], p["b"], p["n"]) for p in mine["pairs"]] == [
        ("you", "other reviewers", 6)
    ]
    assert mine["n"] == 3
    text = str(mine)
    assert other_annotator.username not in text and lead.username not in text
    everyone = _api(lead).get(url).json()
    assert len(everyone["pairs"]) == 3
    client.force_login(annotator)
    page = client.get(reverse("annotation:report-agreement", args=[project.pk]))
    csv = client.get(
        reverse("annotation:report-agreement", args=[project.pk]), {"download": "csv"}
    )
    for answer in (page, csv):
        assert other_annotator.username not in answer.content.decode()


def test_a_lead_still_reads_every_reviewer(project, tagged, lead, other_annotator):
    base = f"/api/projects/{project.pk}/reports/errors/"
    theirs = _api(lead).get(base, {"reviewer": other_annotator.pk}).json()["runs"][0]
    assert theirs["tags"]["POS"]["count"] == 3


# --- The access log -----------------------------------------------------------------


def test_every_read_pairing_originals_with_pseudonyms_is_logged_and_listed(
    client, project, document, lead, annotator, tmp_path
):
    run = _run(project, document, "logged", visible=True)
    client.force_login(lead)
    assert (
        client.get(reverse("generation:run-detail", args=[run.pk])).status_code == 200
    )
    response = client.get(reverse("generation:run-export", args=[run.pk]))
    b"".join(response.streaming_content)
    assert _api(lead).get(f"/api/runs/{run.pk}/candidates/").status_code == 200
    url = reverse("annotation:export-correspondence", args=[project.pk])
    assert client.get(url, {"format": "json"}).status_code == 200
    call_command(
        "export_candidates",
        "--run",
        str(run.pk),
        "--out",
        str(tmp_path / "c.jsonl"),
        stdout=io.StringIO(),
    )
    rows = list(
        ActivityLog.objects.filter(project=project)
        .exclude(action="run.visibility")
        .order_by("id")
        .values_list("action", "details__via", "user_id")
    )
    assert rows == [
        ("run_candidates_read", "web", lead.pk),
        ("run_export", "web", lead.pk),
        ("run_candidates_read", "api", lead.pk),
        ("correspondence_download", "web", lead.pk),
        ("run_export", "command", None),
    ]
    # A progress poll shows no candidates and is not a read.
    client.get(reverse("generation:run-detail", args=[run.pk]), HTTP_HX_REQUEST="true")
    assert ActivityLog.objects.filter(project=project).count() == 5
    page = client.get(reverse("annotation:access-log", args=[project.pk]))
    assert page.status_code == 200
    body = page.content.decode()
    assert body.count("<tr>") == 6  # a header and five reads
    assert "command line" in body
    only_api = client.get(
        reverse("annotation:access-log", args=[project.pk]), {"via": "api"}
    )
    assert only_api.content.decode().count("<tr>") == 2
    assert (
        "Access log"
        in client.get(
            reverse("annotation:project-detail", args=[project.pk])
        ).content.decode()
    )


def test_annotators_read_no_candidate_list_and_no_log(
    client, project, document, annotator
):
    run = _run(project, document, "shown", visible=True, prefix="Listed")
    client.force_login(annotator)
    page = client.get(reverse("generation:run-detail", args=[run.pk]))
    assert page.status_code == 200
    body = page.content.decode()
    assert "Listed0" not in body and "Anna" not in body
    assert _api(annotator).get(f"/api/runs/{run.pk}/candidates/").status_code == 403
    log = client.get(reverse("annotation:access-log", args=[project.pk]))
    assert log.status_code == 403
    assert (
        "Access log"
        not in client.get(
            reverse("annotation:project-detail", args=[project.pk])
        ).content.decode()
    )
    assert not ActivityLog.objects.filter(action="run_candidates_read").exists()


def test_the_review_page_gives_a_set_to_chosen_members_and_lists_it_for_them(
    client, project, document, lead, annotator, other_annotator
):
    run = _run(project, document, "Secret run name")
    client.force_login(lead)
    create = reverse("annotation:review-set-create", args=[project.pk])
    response = client.post(
        create,
        {
            "name": "Blind round",
            "runs": [run.pk],
            "blind": "on",
            "reviewers": [annotator.pk],
        },
    )
    assert response.status_code == 302
    review_set = ReviewSet.objects.get(name="Blind round")
    assert list(review_set.reviewers.all()) == [annotator]
    start = reverse("annotation:review-start", args=[project.pk])
    assert annotator.username in client.get(start).content.decode()
    client.force_login(annotator)
    mine = client.get(start).content.decode()
    assert "Blind round" in mine and "Secret run name" not in mine
    client.force_login(other_annotator)
    theirs = client.get(start).content.decode()
    assert "Blind round" not in theirs and "Secret run name" not in theirs


def test_an_open_set_leaves_out_a_run_its_reviewer_reviews_blind_elsewhere(
    client, project, document, annotator
):
    seen = _run(project, document, "Plain run", prefix="Plain")
    secret = _run(project, document, "Blinded run", prefix="Blinded")
    open_set = ReviewSet.objects.create(project=project, name="Open")
    open_set.runs.set([seen, secret])
    blind_set = ReviewSet.objects.create(project=project, name="Blind", blind=True)
    blind_set.runs.set([secret])
    client.force_login(annotator)
    page = client.get(
        reverse("annotation:review-evaluate", args=["set", open_set.pk, document.pk])
    ).content.decode()
    assert "Plain run" in page and "Plain0" in page
    assert "Blinded" not in page
    start = client.get(reverse("annotation:review-start", args=[project.pk]))
    assert "Blinded run" not in start.content.decode()


def test_a_lead_changes_whom_a_set_is_given_to(
    client, project, document, lead, annotator, other_annotator
):
    run = _run(project, document, "r")
    review_set = ReviewSet.objects.create(project=project, name="Round", blind=True)
    review_set.runs.set([run])
    items = f"/api/review-sets/{review_set.pk}/documents/{document.pk}/items/"
    assert _api(other_annotator).get(items).status_code == 200
    answer = _api(lead).patch(
        f"/api/review-sets/{review_set.pk}/",
        {"reviewers": [annotator.pk]},
        format="json",
    )
    assert answer.status_code == 200 and answer.json()["reviewers"] == [annotator.pk]
    assert _api(other_annotator).get(items).status_code == 404
    assert _api(annotator).get(items).status_code == 200
    client.force_login(lead)
    url = reverse("annotation:review-set-reviewers", args=[project.pk, review_set.pk])
    assert client.post(url, {"reviewers": [other_annotator.pk]}).status_code == 302
    assert _api(annotator).get(items).status_code == 404
    assert _api(other_annotator).get(items).status_code == 200
    outsider = UserFactory()
    refused = _api(lead).patch(
        f"/api/review-sets/{review_set.pk}/",
        {"reviewers": [outsider.pk]},
        format="json",
    )
    assert refused.status_code == 400
    assert ActivityLog.objects.filter(action="review_set.reviewers").count() == 2
