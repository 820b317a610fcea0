"""A curate card without candidates says why and whom to ask (issue 25, point 4)."""

from __future__ import annotations

import html

import pytest
from django.test import Client
from django.urls import reverse

from annotation.corpus.models import Role
from tests.annotation.review_helpers import document_with_spans, run_with_candidates
from tests.factories import MembershipFactory, ProjectFactory

pytestmark = pytest.mark.django_db


def _page(user, document) -> str:
    client = Client()
    client.force_login(user)
    response = client.get(reverse("annotation:review-curate", args=[document.pk]))
    assert response.status_code == 200
    return " ".join(html.unescape(response.content.decode()).split())


def test_an_annotator_is_told_that_runs_exist_but_are_hidden_and_whom_to_ask() -> None:
    project = ProjectFactory()
    annotator = MembershipFactory(project=project, role=Role.ANNOTATOR).user
    document = document_with_spans(project=project, spans=2)
    for i in range(4):
        run_with_candidates(
            project=project,
            documents=[document],
            name=f"Secret run {i}",
            visible_to_annotators=False,
        )

    page = _page(annotator, document)

    assert "No candidates shown to you." in page
    assert "4 runs have candidates for this span" in page
    assert "Show to annotators" in page and "Runs" in page
    assert "Secret run" not in page  # a count, never which runs


def test_without_any_run_the_card_says_to_start_one() -> None:
    project = ProjectFactory()
    annotator = MembershipFactory(project=project, role=Role.ANNOTATOR).user
    lead = MembershipFactory(project=project, role=Role.LEAD).user
    document = document_with_spans(project=project, spans=1)

    assert "Ask a lead of this project to start a run" in _page(annotator, document)
    lead_page = _page(lead, document)
    assert "no run has generated pseudonyms for this span" in lead_page
    assert reverse("generation:run-list", args=[project.pk]) in lead_page


def test_shown_runs_give_options_and_no_empty_note() -> None:
    project = ProjectFactory()
    annotator = MembershipFactory(project=project, role=Role.ANNOTATOR).user
    document = document_with_spans(project=project, spans=1)
    run_with_candidates(project=project, documents=[document])

    assert 'id="no-candidates"' not in _page(annotator, document)


def test_an_annotator_without_sets_or_runs_is_told_whom_to_ask_on_the_review_page() -> (
    None
):
    """Seen on the walk from a bare clone: the page said "No review sets yet." and
    then "your review sets are above"."""
    project = ProjectFactory()
    annotator = MembershipFactory(project=project, role=Role.ANNOTATOR).user
    client = Client()
    client.force_login(annotator)
    response = client.get(reverse("annotation:review-start", args=[project.pk]))
    page = " ".join(html.unescape(response.content.decode()).split())

    assert "No review sets yet." in page
    assert "your review sets are above" not in page
    assert "ask a lead of this project" in page
