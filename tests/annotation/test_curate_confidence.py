"""Curate, least sure first: the order of the spans, the badge, and what blind hides."""

from __future__ import annotations

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from rest_framework.test import APIClient

from annotation.review.models import ReviewSet
from annotation.review.services import decision_save
from generation.models import Candidate, GenerationRun
from tests.annotation.review_helpers import document_with_spans, run_with_candidates
from tests.factories import ProjectFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def project():
    return ProjectFactory(name="Court rulings")


def curate_url(document_id: int, **params: object) -> str:
    url = reverse("annotation:review-curate", args=[document_id])
    return url + "".join(
        f"{'?' if i == 0 else '&'}{k}={v}" for i, (k, v) in enumerate(params.items())
    )


def sure(run: GenerationRun, values: list[float | None]) -> None:
    """Give the run's candidates these confidences, span by span in text order."""
    for candidate, value in zip(
        run.candidates.order_by("span__start"), values, strict=True
    ):
        Candidate.objects.filter(pk=candidate.pk).update(confidence=value)


def walked(html: str) -> list[int]:
    """The span ids in the order the keys walk them (the page's data-spans)."""
    found = re.search(r'id="review"[^>]* data-spans="([^"]*)"', html)
    assert found is not None
    return [int(pk) for pk in found.group(1).split()]


def focused(html: str) -> int:
    found = re.search(r'<section id="span-card"[^>]* data-span="(\d+)"', html)
    assert found is not None
    return int(found.group(1))


def test_least_sure_first_walks_spans_by_their_lowest_confidence_unknown_last(
    client, project, annotator
):
    document = document_with_spans(project=project, spans=5)
    spans = [s.pk for s in document.spans.order_by("start")]
    one = run_with_candidates(project=project, documents=[document], name="One")
    two = run_with_candidates(project=project, documents=[document], name="Two")
    sure(one, [0.9, None, 0.5, None, 0.8])
    sure(two, [0.2, None, 0.7, None, None])
    decision_save(span=document.spans.get(pk=spans[0]), reviewer=annotator, kind="keep")
    client.force_login(annotator)
    text_order = client.get(curate_url(document.pk)).content.decode()
    assert walked(text_order) == spans
    html = client.get(curate_url(document.pk, order="confidence")).content.decode()
    # Lowest of each span: 0.2, none, 0.5, none, 0.8; the unsure-less keep text order.
    assert walked(html) == [spans[0], spans[2], spans[4], spans[1], spans[3]]
    # The first undecided span in that order gets the focus (span 0 is decided).
    assert focused(html) == spans[2]
    card = html[html.index('<section id="span-card"') :]
    assert "sure 0.50" in card and "sure 0.70" in card
    # The way back, and Done & next keep the choice.
    assert f'href="{curate_url(document.pk)}">text order</a>' in html
    done = reverse("annotation:review-curate-done", args=[document.pk])
    assert f'action="{done}?order=confidence"' in html
    assert 'id="curate-order"' in text_order and "order=confidence" in text_order


def test_done_and_next_keep_the_least_sure_order(client, project, annotator):
    first = document_with_spans(project=project, spans=1, external_id="a")
    second = document_with_spans(project=project, spans=1, external_id="b")
    client.force_login(annotator)
    response = client.post(
        reverse("annotation:review-curate-done", args=[first.pk]) + "?order=confidence"
    )
    assert response["Location"] == curate_url(second.pk, order="confidence")
    response = client.get(
        reverse("annotation:review-curate-next", args=[project.pk])
        + "?order=confidence"
    )
    assert response["Location"] == curate_url(second.pk, order="confidence")
    response = client.get(
        reverse("annotation:review-curate-next", args=[project.pk]) + "?order=bogus"
    )
    assert response["Location"] == curate_url(second.pk)


def test_runs_an_annotator_may_not_see_by_name_neither_order_nor_show(
    client, project, annotator
):
    document = document_with_spans(project=project, spans=3)
    spans = [s.pk for s in document.spans.order_by("start")]
    shown = run_with_candidates(project=project, documents=[document], name="Shown")
    blind = run_with_candidates(project=project, documents=[document], name="Blind")
    hidden = run_with_candidates(
        project=project,
        documents=[document],
        name="Hidden",
        visible_to_annotators=False,
    )
    review_set = ReviewSet.objects.create(project=project, name="Round", blind=True)
    review_set.runs.set([blind])
    sure(shown, [None, 0.6, None])
    sure(blind, [0.01, 0.99, 0.02])
    sure(hidden, [0.03, 0.98, 0.04])
    client.force_login(annotator)
    html = client.get(curate_url(document.pk, order="confidence")).content.decode()
    assert walked(html) == [spans[1], spans[0], spans[2]]
    for span in spans:
        card = client.get(
            curate_url(document.pk, span=span), HTTP_HX_REQUEST="true"
        ).content.decode()
        badges = re.findall(r"sure (\d\.\d\d)", card)
        assert badges == (["0.60"] if span == spans[1] else [])


def test_a_lead_orders_by_every_run(client, project, lead):
    document = document_with_spans(project=project, spans=3)
    spans = [s.pk for s in document.spans.order_by("start")]
    shown = run_with_candidates(project=project, documents=[document], name="Shown")
    hidden = run_with_candidates(
        project=project,
        documents=[document],
        name="Hidden",
        visible_to_annotators=False,
    )
    sure(shown, [None, 0.6, None])
    sure(hidden, [0.9, None, 0.1])
    client.force_login(lead)
    html = client.get(curate_url(document.pk, order="confidence")).content.decode()
    assert walked(html) == [spans[2], spans[1], spans[0]]


def _count_queries(client, url: str) -> int:
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200
    return len(queries)


def test_least_sure_first_queries_do_not_grow_with_spans_or_runs(
    client, project, annotator
):
    small = document_with_spans(project=project, spans=3, external_id="small")
    large = document_with_spans(project=project, spans=30, external_id="large")
    run_with_candidates(project=project, documents=[small, large])
    Candidate.objects.update(confidence=0.5)
    client.force_login(annotator)
    urls = [curate_url(d.pk, order="confidence") for d in (small, large)]
    one = {_count_queries(client, url) for url in urls}
    for _ in range(3):
        run = run_with_candidates(project=project, documents=[small, large])
        run.candidates.update(confidence=0.25)
    four = {_count_queries(client, url) for url in urls}
    assert len(one | four) == 1, (one, four)


@pytest.mark.parametrize("blind", [True, False])
def test_review_set_items_carry_neither_reason_nor_confidence(
    project, annotator, blind
):
    # Like the reason, how sure a generator is tells generators apart: a review set's
    # items leave both out, blind or not.
    document = document_with_spans(project=project, spans=2)
    run = run_with_candidates(project=project, documents=[document], name="Sure")
    run.candidates.update(confidence=0.42, reason="rule: plural agreement")
    review_set = ReviewSet.objects.create(project=project, name="Round", blind=blind)
    review_set.runs.set([run])
    api = APIClient()
    api.force_authenticate(annotator)
    response = api.get(
        reverse("api-review-set-items", args=[review_set.pk, document.pk])
    )
    assert response.status_code == 200
    rows = response.json()
    assert len(rows) == 2
    for row in rows:
        assert "confidence" not in row and "reason" not in row
    assert "0.42" not in response.content.decode()
    assert "plural agreement" not in response.content.decode()
    page = api.get(
        reverse(
            "annotation:review-evaluate",
            args=["set", review_set.pk, document.pk],
        )
    ).content.decode()
    assert "badge-sure" not in page and "plural agreement" not in page


def test_a_lead_reading_anothers_decisions_keeps_the_reviewer_in_the_order_link(
    client, project, lead, annotator
):
    document = document_with_spans(project=project, spans=1)
    client.force_login(lead)
    html = client.get(
        curate_url(document.pk, reviewer=annotator.pk, order="confidence")
    ).content.decode()
    assert "Read-only" in html
    back = curate_url(document.pk, reviewer=annotator.pk)
    assert f'href="{back}">text order</a>' in html
