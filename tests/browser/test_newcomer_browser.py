"""A newcomer's first hour in a real browser (issue 25): each point they stumbled on,
walked through the pages as they would."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.urls import reverse
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from annotation.corpus.models import Document, Role, Span
from annotation.review.models import Decision, Review
from tests.annotation.review_helpers import document_with_spans, run_with_candidates
from tests.browser.conftest import login
from tests.factories import MembershipFactory, ProjectFactory, UserFactory

pytestmark = pytest.mark.browser


def keys(browser, *sequence: str) -> None:
    for key in sequence:
        ActionChains(browser).send_keys(key).perform()


def wait_for(browser, condition, timeout: float = 10):
    return WebDriverWait(
        browser,
        timeout,
        poll_frequency=0.05,
        ignored_exceptions=(StaleElementReferenceException,),
    ).until(lambda _: condition())


def notice(browser) -> str:
    return browser.find_element(By.ID, "save-status").text.strip()


@pytest.fixture
def reviewed(transactional_db):
    project = ProjectFactory(name="Walk")
    user = UserFactory(username="ines")
    MembershipFactory(project=project, user=user, role=Role.ANNOTATOR)
    document = document_with_spans(project=project, spans=3)
    runs = [
        run_with_candidates(project=project, documents=[document], prefix=p)
        for p in ("First", "Second")
    ]
    return project, document, runs, user


def test_digits_save_at_once_in_both_modes_and_every_save_is_announced(
    browser, live_server, reviewed
) -> None:
    project, document, runs, user = reviewed
    login(browser, live_server, "ines", "pw")

    # Evaluate: 1 tags the candidate, and the live notice says so.
    browser.get(
        live_server.url
        + reverse("annotation:review-evaluate", args=["run", runs[0].pk, document.pk])
    )
    wait_for(browser, lambda: browser.find_elements(By.ID, "span-card"))
    status = browser.find_element(By.ID, "save-status")
    assert status.get_attribute("aria-live") == "polite"
    assert status.get_attribute("role") == "status"
    keys(browser, "1")
    wait_for(browser, lambda: Review.objects.filter(reviewer=user).count() == 1)
    wait_for(browser, lambda: notice(browser).startswith("Saved: "))
    tag = Review.objects.get(reviewer=user).tag
    assert notice(browser) == f"Saved: {tag}."

    # Curate: the same digit saves that candidate at once (no "a" needed).
    browser.get(
        live_server.url + reverse("annotation:review-curate", args=[document.pk])
    )
    wait_for(browser, lambda: browser.find_elements(By.ID, "span-card"))
    keys(browser, "2")
    wait_for(browser, lambda: Decision.objects.filter(reviewer=user).count() == 1)
    decision = Decision.objects.get(reviewer=user)
    assert decision.kind == "accept"
    wait_for(browser, lambda: notice(browser).startswith("Saved: accepted"))
    assert notice(browser) == f"Saved: accepted \u201c{decision.text}\u201d."
    # A digit with no candidate behind it is said, not silently dropped.
    keys(browser, "9")
    wait_for(browser, lambda: notice(browser).startswith("Not saved"))
    assert "there is no candidate 9" in notice(browser)
    assert Decision.objects.filter(reviewer=user).count() == 1
    # The keyboard help says the same.
    keys(browser, "?")
    help_text = browser.find_element(By.ID, "review-help").text
    assert "Accept that candidate, saved at once" in help_text


def test_curate_without_shown_runs_says_why_and_whom_to_ask(
    browser, live_server, transactional_db
) -> None:
    project = ProjectFactory(name="Hidden runs")
    MembershipFactory(
        project=project, user=UserFactory(username="otto"), role=Role.ANNOTATOR
    )
    document = document_with_spans(project=project, spans=1)
    for i in range(4):
        run_with_candidates(
            project=project,
            documents=[document],
            name=f"Run {i}",
            visible_to_annotators=False,
        )
    login(browser, live_server, "otto", "pw")
    browser.get(
        live_server.url + reverse("annotation:review-curate", args=[document.pk])
    )
    empty = wait_for(browser, lambda: browser.find_element(By.ID, "no-candidates"))
    assert "No candidates shown to you." in empty.text
    assert "4 runs have candidates for this span" in empty.text
    assert "Show to annotators" in empty.text


def test_check_first_lists_the_document_that_would_be_written(
    browser, live_server, transactional_db
) -> None:
    project = ProjectFactory(name="Export walk")
    lead = UserFactory(username="lea")
    MembershipFactory(project=project, user=lead, role=Role.LEAD)
    done = document_with_spans(project=project, spans=1, external_id="ready")
    document_with_spans(project=project, spans=1, external_id="open")
    span = done.spans.get()
    Decision.objects.create(
        span=span, reviewer=lead, document=done, kind="own", text="Pia"
    )
    login(browser, live_server, "lea", "pw")
    browser.get(live_server.url + reverse("annotation:export-page", args=[project.pk]))
    browser.find_element(By.CSS_SELECTOR, "button[name=check]").click()
    plan = wait_for(browser, lambda: browser.find_element(By.ID, "export-plan"))
    rows = [
        [cell.text for cell in row.find_elements(By.TAG_NAME, "td")]
        for row in plan.find_elements(By.CSS_SELECTOR, "tbody tr")
    ]
    assert ["ready", "ready: written, 1 decided"] in rows
    assert any(row[0] == "open" and "left out" in row[1] for row in rows)


def test_403_and_404_pages_are_in_the_apps_layout(
    browser, live_server, transactional_db
) -> None:
    project = ProjectFactory(name="Private")
    MembershipFactory(
        project=project, user=UserFactory(username="ann"), role=Role.ANNOTATOR
    )
    other = ProjectFactory(name="Someone else's")
    login(browser, live_server, "ann", "pw")
    browser.get(live_server.url + reverse("annotation:member-list", args=[project.pk]))
    assert browser.find_element(By.CSS_SELECTOR, "header.site-header")
    assert browser.find_element(By.TAG_NAME, "h1").text == "You may not do this here"
    assert "Only a lead of this project may do this." in browser.page_source
    browser.get(live_server.url + reverse("annotation:project-detail", args=[other.pk]))
    assert browser.find_element(By.TAG_NAME, "h1").text == "Nothing here"
    assert "Someone else" not in browser.page_source
    assert browser.find_element(By.CSS_SELECTOR, "header.site-header")


def test_a_superuser_sees_a_project_imported_from_the_command_line(
    browser, live_server, transactional_db, tmp_path: Path
) -> None:
    from io import StringIO

    from django.core.management import call_command

    UserFactory(username="root", is_superuser=True, is_staff=True)
    path = tmp_path / "c.jsonl"
    path.write_text(json.dumps({"id": 1, "text": "Anna", "label": [[0, 4, "PER"]]}))
    call_command(
        "import_corpus", str(path), "--project", "From the CLI",
        stdout=StringIO(), stderr=StringIO(),
    )  # fmt: skip
    login(browser, live_server, "root", "pw")
    link = browser.find_element(By.LINK_TEXT, "From the CLI")
    link.click()
    wait_for(browser, lambda: "From the CLI" in browser.title)
    assert "404" not in browser.title


def _upload(browser, live_server, project, path: Path, **fields: str) -> str:
    browser.get(
        live_server.url + reverse("annotation:corpus-upload", args=[project.pk])
    )
    browser.find_element(By.NAME, "file").send_keys(str(path))
    for name, value in fields.items():
        element = browser.find_element(By.NAME, name)
        if element.get_attribute("type") == "checkbox":
            element.click()
        else:
            element.send_keys(value)
    before = browser.find_element(By.ID, "upload-result")
    browser.find_element(By.CSS_SELECTOR, "#upload-result button[type=submit]").click()
    wait_for(browser, lambda: not _same(before, browser))
    return browser.find_element(By.ID, "upload-result").text


def _same(before, browser) -> bool:
    try:
        return before.is_displayed() and before == browser.find_element(
            By.ID, "upload-result"
        )
    except StaleElementReferenceException:
        return False


def test_upload_page_language_map_duplicates_and_layout(
    browser, live_server, transactional_db, tmp_path: Path
) -> None:
    project = ProjectFactory(name="Uploads")
    MembershipFactory(project=project, user=UserFactory(username="lea"), role=Role.LEAD)
    path = tmp_path / "parallel.jsonl"
    path.write_text(
        "\n".join(
            json.dumps(
                {
                    "id": i,
                    "text": "Anna was here.",
                    "file": f"gv-eng-swe-{i}_{'ENG' if i % 2 else 'SWE'}.json",
                    "label": [[0, 4, "PER"]],
                }
            )
            for i in range(20)
        )
    )
    login(browser, live_server, "lea", "pw")
    browser.get(
        live_server.url + reverse("annotation:corpus-upload", args=[project.pk])
    )

    # The languages group takes a row of its own, its fields side by side: no gap.
    form = browser.find_element(By.CSS_SELECTOR, "#upload-result form")
    group = browser.find_element(By.CSS_SELECTOR, "fieldset.field-group")
    assert group.size["width"] >= 0.9 * form.size["width"]
    key = browser.find_element(By.NAME, "language_key")
    rules = browser.find_element(By.NAME, "language_map")
    assert abs(key.location["y"] - rules.location["y"]) < 40
    assert "matches doc-105_ENG.json" in group.text

    # The pattern the help suggests works on file-named values.
    text = _upload(
        browser, live_server, project, path, language_key="file",
        language_map="*_ENG=en\n*_SWE=sv",
    )  # fmt: skip
    assert "Imported" in text, text
    assert Document.objects.filter(project=project, language="en").count() == 10
    assert Document.objects.filter(project=project, language="sv").count() == 10

    # The same file again: the message names this page's boxes.
    text = _upload(browser, live_server, project, path)
    assert 'Tick "Replace an earlier import of this file"' in text
    assert "--allow-duplicate" not in text
    text = _upload(browser, live_server, project, path, allow_duplicate="on")
    assert "Imported" in text
    # Imported a second time: every span is there twice, as the box says.
    assert Span.objects.filter(document__project=project).count() == 40
