"""Evaluate with the machine's proposals shown, in headless Chromium: marked as the
machine's, "a" confirms it, a digit still tags by hand, nothing names a system."""

from __future__ import annotations

import pytest
from django.urls import reverse
from selenium.webdriver.common.by import By

from annotation.review.models import Review, ReviewSet
from generation.models import Candidate
from tests.browser.conftest import login
from tests.browser.test_review_browser import (
    SECRET_WORDS,
    card_span,
    corpus,
    keys,
    wait_for,
    without_csrf_tokens,
)

__all__ = ["corpus"]  # the fixture, shared with the review walks

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def test_a_confirms_the_machines_proposal_in_a_blind_set(browser, live_server, corpus):
    project, documents, runs, user = corpus
    Candidate.objects.filter(run__in=runs).update(
        suggested_tag="SEM:CATEGORY",
        suggested_confidence=0.75,
        suggested_evidence=["SEM:CATEGORY: place became person"],
    )
    review_set = ReviewSet.objects.create(
        project=project, name="Round 2", blind=True, show_proposals=True
    )
    review_set.runs.set(runs)
    login(browser, live_server, "ines", "pw")
    browser.get(
        live_server.url
        + reverse(
            "annotation:review-evaluate-next", args=[project.pk, "set", review_set.pk]
        )
    )
    wait_for(browser, lambda: browser.find_elements(By.ID, "span-card"))
    source = without_csrf_tokens(browser.page_source).lower()
    for word in SECRET_WORDS:
        assert word not in source, word
    assert "place became person" not in source  # no evidence in a blind set
    proposals = browser.find_elements(By.CSS_SELECTOR, "#span-card .rv-proposal")
    assert len(proposals) == 3
    assert "SEM:CATEGORY" in proposals[0].text and "sure 0.75" in proposals[0].text
    assert not Review.objects.exists()  # shown is not tagged

    spans = list(documents[0].spans.order_by("start"))
    keys(browser, "a")  # system A: the machine's proposal
    wait_for(browser, lambda: Review.objects.filter(reviewer=user).count() == 1)
    notice = browser.find_element(By.ID, "save-status")
    wait_for(browser, lambda: "confirmed" in notice.text)
    keys(browser, "1")  # system B: by hand
    wait_for(browser, lambda: Review.objects.filter(reviewer=user).count() == 2)
    reviews = {
        r.tag: r.confirmed_proposal
        for r in Review.objects.filter(reviewer=user, candidate__span=spans[0])
    }
    assert reviews == {"SEM:CATEGORY": True, "NO_ERROR": False}
    wait_for(
        browser,
        lambda: (
            len(
                browser.find_elements(
                    By.CSS_SELECTOR, "#span-card .rv-proposal .badge-done"
                )
            )
            == 1
        ),
    )
    assert card_span(browser) == str(spans[0].pk)


def test_curate_accepts_what_the_machine_finds_fine_and_undoes_it(
    browser, live_server, corpus
):
    from annotation.review.models import Decision

    project, documents, runs, user = corpus
    document = documents[0]
    spans = list(document.spans.order_by("start"))
    Candidate.objects.filter(run=runs[0], span__in=spans[:3]).update(
        suggested_tag="NO_ERROR", suggested_confidence=0.9
    )
    Candidate.objects.filter(run=runs[1], span=spans[4]).update(
        suggested_tag="SEM:CATEGORY", suggested_confidence=0.8
    )
    login(browser, live_server, "ines", "pw")
    browser.get(
        live_server.url
        + reverse("annotation:review-curate", args=[document.pk])
        + "?order=confidence"
    )
    wait_for(browser, lambda: browser.find_elements(By.ID, "span-card"))
    assert card_span(browser) == str(spans[4].pk)  # the flagged span first
    browser.find_element(By.CSS_SELECTOR, "#accept-sure-form button").click()
    wait_for(browser, lambda: browser.find_elements(By.ID, "accept-sure-undo"))
    assert "Accepted 3 spans" in browser.find_element(By.CSS_SELECTOR, ".messages").text
    assert Decision.objects.filter(reviewer=user).count() == 3
    browser.find_element(By.CSS_SELECTOR, "#accept-sure-undo button").click()
    wait_for(browser, lambda: not browser.find_elements(By.ID, "accept-sure-undo"))
    assert (
        "Undone: 3 decisions" in browser.find_element(By.CSS_SELECTOR, ".messages").text
    )
    assert not Decision.objects.filter(reviewer=user).exists()
