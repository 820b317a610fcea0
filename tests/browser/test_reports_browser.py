"""A lead opens the report pages in the browser, sees the tables and charts, and
downloads every file: each link's href is fetched from inside the page (same origin,
same session cookie) and its contents checked."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest
from selenium.webdriver.common.by import By

from annotation.reports.metrics import run_metrics_compute
from tests.annotation.report_helpers import build_world, decide, review
from tests.browser.conftest import login, screenshot

pytestmark = [
    pytest.mark.browser,
    pytest.mark.slow,
    pytest.mark.django_db(transaction=True),
]

FETCH = """
const done = arguments[arguments.length - 1];
fetch(arguments[0], {credentials: "same-origin"})
  .then(r => r.arrayBuffer().then(b => done({
      status: r.status,
      type: r.headers.get("Content-Type"),
      disposition: r.headers.get("Content-Disposition") || "",
      bytes: Array.from(new Uint8Array(b)),
  })))
  .catch(e => done({status: 0, type: String(e), disposition: "", bytes: []}));
"""


def fetch(browser, href: str) -> dict:
    result = browser.execute_async_script(FETCH, href)
    result["body"] = bytes(result.pop("bytes"))
    return result


def download_links(browser) -> dict[str, str]:
    links = browser.find_elements(By.CSS_SELECTOR, "a[download]")
    return {link.text: link.get_attribute("href") for link in links}


@pytest.fixture
def world():
    world = build_world(name="browser-reports")
    world.lead.set_password("pw")
    world.lead.save()
    review(world, 0, "anna1", world.lead, "NO_ERROR")
    review(world, 0, "bo1", world.lead, "POS")
    review(world, 0, "anna1", world.annotator, "NO_ERROR")
    review(world, 1, "eva", world.lead, "FAILED")
    decide(world, "anna1", world.lead, "accept", "Karin Ek", run_index=0)
    run_metrics_compute(run_id=world.runs[0].pk, tagger=None, embedder=None)
    return world


def test_reports_pages_show_charts_and_download_every_file(
    browser, live_server, world
) -> None:
    browser.set_script_timeout(20)
    login(browser, live_server, world.lead.username, "pw")
    base = f"{live_server.url}/projects/{world.project.pk}"

    browser.get(f"{base}/reports/errors/")
    table = browser.find_element(By.ID, "error-table")
    assert "NO_ERROR" in table.text
    chart = browser.find_element(By.CSS_SELECTOR, "#error-chart svg")
    assert chart.size["height"] > 100 and chart.size["width"] > 100
    screenshot(browser, "report-errors")
    links = download_links(browser)
    csv_file = fetch(browser, links["CSV"])
    assert csv_file["status"] == 200 and "attachment" in csv_file["disposition"]
    assert csv_file["body"].decode().startswith("run,label,generator")
    data = json.loads(fetch(browser, links["JSON"])["body"])
    assert [c["n"] for c in data["runs"]] == [3, 1]
    assert b"\\toprule" in fetch(browser, links["LaTeX"])["body"]
    svg = fetch(browser, links["chart (SVG)"])
    assert svg["type"] == "image/svg+xml"
    ET.fromstring(svg["body"])

    browser.get(f"{base}/reports/metrics/")
    assert "Original" in browser.find_element(By.ID, "metrics-table").text
    assert browser.find_element(By.CSS_SELECTOR, "#ratio-chart svg").size["width"] > 100
    links = download_links(browser)
    metrics = json.loads(fetch(browser, links["JSON"])["body"])
    assert metrics["originals"]["spans"] == 8
    assert fetch(browser, links["CSV"])["body"].startswith(b"run,label,UPOS")
    assert b"\\begin{tabular}" in fetch(browser, links["LaTeX"])["body"]
    ET.fromstring(fetch(browser, links["chart (SVG)"])["body"])

    browser.get(f"{base}/reports/agreement/")
    assert "Based on 1 candidate" in browser.find_element(By.ID, "agreement-n").text
    links = download_links(browser)
    assert json.loads(fetch(browser, links["JSON"])["body"])["n"] == 1
    assert fetch(browser, links["CSV"])["body"].startswith(b"a,b,n,kappa")
    assert b"kappa" in fetch(browser, links["LaTeX"])["body"]

    browser.get(f"{base}/exports/")
    for link in browser.find_elements(By.CSS_SELECTOR, "#correspondence-links a"):
        got = fetch(browser, link.get_attribute("href"))
        assert got["status"] == 200 and b"Anna Berg" in got["body"]
    form = browser.find_element(By.ID, "pseudo-form")
    action = form.get_attribute("action")
    masks = fetch(browser, f"{action}?source=run:{world.runs[0].pk}&format=tab")
    assert json.loads(masks["body"])["b"] == [[0, 3], [16, 20]]
    # Undecided spans are masked when asked (else their documents are left out).
    doccano = fetch(browser, f"{action}?source=&format=doccano&fill=placeholder")
    first = json.loads(doccano["body"].decode().splitlines()[0])
    assert first["text"].startswith("Karin Ek met [PERSON]")
