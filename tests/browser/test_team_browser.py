"""The team workflow in the browser (issue 23): a lead assigns six documents to two
curators with an overlap, each curates a shared document from their queue (they
differ on one pseudonym), the lead settles the difference on the adjudication page,
approves, and the dashboard counts the approved document. With
PSEUDOWEB_SCREENSHOTS=1 it saves docs/screenshots/team-dashboard.png and
team-adjudication.png."""

from __future__ import annotations

import pytest
from django.db.models import Count
from django.urls import reverse
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from annotation.corpus.models import Document, Label, Membership, Project, Role, Span
from annotation.review.models import Assignment, Decision, DocumentWork, FinalDecision
from tests.browser.conftest import login, screenshot, wait_for_text
from tests.factories import UserFactory

pytestmark = [
    pytest.mark.browser,
    pytest.mark.slow,
    pytest.mark.django_db(transaction=True),
]

WAIT = 30
NAMES = ["Anna Berg", "Lars Holm", "Karin Ek", "Nils Dahl", "Eva Lund", "Olof Sten"]


@pytest.fixture
def team():
    project = Project.objects.create(name="Team in the browser", language="en")
    lead = UserFactory(username="lena", password="pw")
    Membership.objects.create(project=project, user=lead, role=Role.LEAD)
    curators = [UserFactory(username=name, password="pw") for name in ("anna", "bo")]
    for user in curators:
        Membership.objects.create(project=project, user=user, role=Role.ANNOTATOR)
    label = Label.objects.create(project=project, name="PER", category="PERSON")
    for number, name in enumerate(NAMES):
        text = f"{name} wrote to Sara about the meeting on Monday."
        document = Document.objects.create(
            project=project,
            external_id=f"letter-{number + 1}",
            text=text,
            position=number,
        )
        Span.objects.create(document=document, start=0, end=len(name), label=label)
        start = text.index("Sara")
        Span.objects.create(document=document, start=start, end=start + 4, label=label)
    return project, lead, curators


def wait_until(browser, condition) -> None:
    WebDriverWait(browser, WAIT).until(lambda _driver: condition())


def switch_user(browser, live_server, username: str) -> None:
    browser.delete_all_cookies()
    login(browser, live_server, username, "pw")


def curate_from_queue(browser, live_server, project, document, user, texts) -> None:
    """Open the document from the queue, write a pseudonym for each span, mark it
    done."""
    browser.get(live_server.url + reverse("annotation:team-queue", args=[project.pk]))
    wait_for_text(browser, "0 of 4 done", WAIT)
    browser.find_element(By.LINK_TEXT, document.external_id).click()
    wait_for_text(browser, f"Document {document.external_id}", WAIT)
    page = browser.current_url.split("?")[0]
    for number, (span, text) in enumerate(
        zip(document.spans.order_by("start"), texts, strict=True), start=1
    ):
        browser.get(f"{page}?span={span.pk}")
        field = browser.find_element(By.ID, "own-input")
        field.send_keys(text, Keys.ENTER)
        wait_until(
            browser,
            lambda n=number: (
                Decision.objects.filter(reviewer=user, document=document).count() == n
            ),
        )
    browser.find_element(By.CSS_SELECTOR, "#done-form [type=submit]").click()
    wait_for_text(browser, f"Document {document.external_id} marked done.", WAIT)
    assert Assignment.objects.get(document=document, curator=user).finished_at


def test_assign_curate_adjudicate_and_approve(browser, live_server, team) -> None:
    browser.set_page_load_timeout(WAIT)
    project, lead, (anna, bo) = team
    dashboard = live_server.url + reverse(
        "annotation:team-dashboard", args=[project.pk]
    )

    # The lead assigns the six documents to both curators, a third of them shared.
    login(browser, live_server, "lena", "pw")
    browser.get(dashboard)
    for name in ("anna", "bo"):
        browser.find_element(
            By.CSS_SELECTOR, f"#assign-form input[name=curators][value={name}]"
        ).click()
    overlap = browser.find_element(By.ID, "assign-overlap")
    overlap.clear()
    overlap.send_keys("34")
    browser.find_element(By.CSS_SELECTOR, "#assign-form [type=submit]").click()
    wait_for_text(browser, "6 documents assigned to anna, bo, 2 of them shared", WAIT)
    assert browser.find_element(By.ID, "shared-count").text == "2"
    shared_ids = (
        Assignment.objects.values("document_id")
        .annotate(n=Count("pk"))
        .filter(n=2)
        .values_list("document_id", flat=True)
    )
    document = Document.objects.filter(pk__in=list(shared_ids)).order_by("position")[0]
    # 8 assignments in balanced shares: four each
    assert Assignment.objects.filter(curator=anna).count() == 4
    assert Assignment.objects.filter(curator=bo).count() == 4

    # Each curator curates it from their queue; they differ on Sara's pseudonym.
    switch_user(browser, live_server, "anna")
    curate_from_queue(
        browser, live_server, project, document, anna, ["Maj Ros", "Ulla"]
    )
    switch_user(browser, live_server, "bo")
    curate_from_queue(browser, live_server, project, document, bo, ["Maj Ros", "Vera"])
    assert DocumentWork.objects.get(document=document).state == "curated"

    # The lead opens it from the dashboard: the difference comes first.
    switch_user(browser, live_server, "lena")
    browser.get(dashboard)
    wait_for_text(browser, "To adjudicate (1)", WAIT)
    browser.find_element(By.LINK_TEXT, document.external_id).click()
    wait_for_text(browser, "1 of 2 spans still to settle", WAIT)
    rows = browser.find_elements(By.CSS_SELECTOR, "#adjudication-table tbody tr")
    assert "Sara" in rows[0].text and "differs" in rows[0].text
    assert "Ulla" in rows[0].text and "Vera" in rows[0].text
    assert "agreed" in rows[1].text
    # Bo's choice, by key on the focused row, then Enter settles it.
    rows[0].click()
    rows[0].send_keys("2")
    picked = (
        rows[0]
        .find_element(By.CSS_SELECTOR, f"input[value='curator:{bo.pk}']")
        .is_selected()
    )
    assert picked
    rows[0].send_keys(Keys.ENTER)
    wait_for_text(browser, "every span is settled", WAIT)
    span = document.spans.order_by("start").last()
    final = FinalDecision.objects.get(span=span)
    assert (final.text, final.source, final.decided_by) == ("Vera", "adjudicated", lead)
    row = browser.find_element(By.ID, f"span-{span.pk}")
    assert "final" in row.find_element(By.CSS_SELECTOR, "td.is-final").text
    screenshot(browser, "team-adjudication")

    browser.find_element(By.CSS_SELECTOR, "#approve-form [type=submit]").click()
    wait_for_text(browser, f"Document {document.external_id} approved.", WAIT)
    assert DocumentWork.objects.get(document=document).state == "approved"

    browser.get(dashboard)
    wait_for_text(browser, "Curators", WAIT)
    assert browser.find_element(By.ID, "state-count-approved").text == "1"
    screenshot(browser, "team-dashboard")
