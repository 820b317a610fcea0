"""Curate, least sure first, in headless Chromium: the link, the walk, the badge."""

from __future__ import annotations

import pytest
from django.urls import reverse
from selenium.webdriver.common.by import By

from generation.models import Candidate
from tests.browser.conftest import login
from tests.browser.test_review_browser import card_span, corpus, keys, wait_for

__all__ = ["corpus"]  # the fixture, shared with the review walks

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def test_curate_walks_the_least_sure_spans_first(browser, live_server, corpus):
    project, documents, runs, user = corpus
    document = documents[0]
    spans = list(document.spans.order_by("start"))
    # The least sure: Stockholm (0.2 from one run), then 1962 (0.4); the rest say none.
    Candidate.objects.filter(run=runs[0], span=spans[5]).update(confidence=0.2)
    Candidate.objects.filter(run=runs[1], span=spans[5]).update(confidence=0.9)
    Candidate.objects.filter(run=runs[2], span=spans[1]).update(confidence=0.4)
    login(browser, live_server, "ines", "pw")
    browser.get(
        live_server.url + reverse("annotation:review-curate", args=[document.pk])
    )
    wait_for(browser, lambda: browser.find_elements(By.ID, "span-card"))
    assert card_span(browser) == str(spans[0].pk)
    browser.find_element(By.ID, "curate-order").click()
    wait_for(browser, lambda: "order=confidence" in browser.current_url)
    wait_for(browser, lambda: card_span(browser) == str(spans[5].pk))
    badges = browser.find_elements(By.CSS_SELECTOR, "#span-card .badge-sure")
    assert sorted(b.text for b in badges) == ["sure 0.20", "sure 0.90"]
    keys(browser, "j")
    wait_for(browser, lambda: card_span(browser) == str(spans[1].pk))
    keys(browser, "j")  # then the spans that say nothing, in text order
    wait_for(browser, lambda: card_span(browser) == str(spans[0].pk))
    # A reload keeps the order and the span.
    browser.refresh()
    wait_for(browser, lambda: card_span(browser) == str(spans[0].pk))
    assert "order=confidence" in browser.current_url
    keys(browser, "k")
    wait_for(browser, lambda: card_span(browser) == str(spans[1].pk))
