"""A lead checks an export in the browser: the leak scan's findings with their
sentence, the three answers, and the confirmation a download with findings needs."""

from __future__ import annotations

from urllib.parse import urlencode

import pytest
from selenium.webdriver.common.by import By

from annotation.corpus.models import ActivityLog, Span
from generation.models import KeepEntry
from tests.annotation.report_helpers import LETTER, add_letter, build_world
from tests.browser.conftest import login, screenshot, wait_for_text

pytestmark = [
    pytest.mark.browser,
    pytest.mark.slow,
    pytest.mark.django_db(transaction=True),
]


# The first scan of a process reads the place and word lists (seconds on a busy
# machine) inside the page's request.
WAIT = 45

FETCH_FORM = """
const done = arguments[arguments.length - 1];
const form = document.getElementById("pseudo-form");
const query = new URLSearchParams(new FormData(form)).toString();
fetch(form.action + "?" + query, {credentials: "same-origin", redirect: "manual"})
  .then(r => done({status: r.status, leaks: r.headers.get("X-Export-Leaks") || ""}))
  .catch(e => done({status: 0, leaks: String(e)}));
"""


@pytest.fixture
def world():
    world = build_world(name="browser-leaks")
    world.lead.set_password("pw")
    world.lead.save()
    add_letter(world)
    return world


def rows(browser) -> list[str]:
    return [
        row.find_element(By.CSS_SELECTOR, "mark").text
        for row in browser.find_elements(By.CSS_SELECTOR, "#leak-findings tbody tr")
    ]


def test_check_first_shows_findings_and_each_answer_works(
    browser, live_server, world
) -> None:
    browser.set_script_timeout(WAIT)
    browser.set_page_load_timeout(WAIT)
    login(browser, live_server, world.lead.username, "pw")
    query = urlencode(
        {"source": f"run:{world.runs[0].pk}", "format": "text", "fill": "", "check": 1}
    )
    browser.get(f"{live_server.url}/projects/{world.project.pk}/exports/?{query}")
    scan = browser.find_element(By.ID, "leak-scan")
    assert "3 findings in 1 of 3 documents" in scan.text
    assert rows(browser) == ["Kalkan's", "nadir", "kalkan"]
    assert "Kalkan's lawyer signed" in browser.find_element(By.ID, "leak-findings").text
    browser.execute_script("arguments[0].scrollIntoView()", scan)
    screenshot(browser, "export-leak-scan")

    # a download with findings nobody handled is refused, and says why
    result = browser.execute_async_script(FETCH_FORM)
    assert result["status"] in (0, 302)  # redirected back ("manual": opaque)
    browser.find_element(By.CSS_SELECTOR, "#pseudo-form [type=submit]").click()
    wait_for_text(browser, "Not downloaded", WAIT)

    # Not personal information: the keep-list, with who (its other spelling in the
    # address goes too)
    row = browser.find_elements(By.CSS_SELECTOR, "#leak-findings tbody tr")[0]
    assert row.find_element(By.CSS_SELECTOR, "mark").text == "Kalkan's"
    row.find_element(By.XPATH, ".//button[text()='Not personal information']").click()
    wait_for_text(browser, "is marked as no personal information", WAIT)
    entry = KeepEntry.objects.get(project=world.project)
    assert (entry.text, entry.created_by) == ("Kalkan", world.lead)
    assert rows(browser) == ["nadir"]

    # Ignore for this export: the one left goes out, and the manifest says so
    browser.find_element(By.CSS_SELECTOR, "input[name=ignore]").click()
    result = browser.execute_async_script(FETCH_FORM)
    assert result["status"] == 200
    assert "1 ignored for this export" in result["leaks"]
    assert ActivityLog.objects.filter(action="export-with-leaks").count() == 1

    # Add as a span: the finding becomes a span of the original text, which the
    # run has no candidate for yet (the document waits for the next run)
    row = browser.find_elements(By.CSS_SELECTOR, "#leak-findings tbody tr")[0]
    row.find_element(By.XPATH, ".//button[text()='Add as a span']").click()
    wait_for_text(browser, "is now a PER span of letter", WAIT)
    span = Span.objects.get(
        document__external_id="letter", annotator="browser-leaks-lead"
    )
    assert LETTER[span.start : span.end] == "nadir"
    assert span.start == LETTER.index("nadir.kalkan@")
    assert rows(browser) == []
