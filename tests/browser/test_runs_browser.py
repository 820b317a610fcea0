"""A lead starts a run in the browser and watches its progress bar reach 100%.

The task message the start form sends is caught and a thread executes the run with the
same service a worker calls (``generation_execute``), so the page is updated by htmx
polling while real candidates are written. A generator slowed to a few milliseconds per
document keeps the run long enough for the bar to be seen between 0% and 100%.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
from django.db import connection
from django.urls import reverse
from django.utils import timezone
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from annotation.corpus.models import Document, Label, Project, Role, Span
from generation.models import GenerationRun, RunStatus
from generation.services import options_parse, run_create
from tests.browser.conftest import login, screenshot
from tests.factories import MembershipFactory, UserFactory

pytestmark = [pytest.mark.browser, pytest.mark.slow]

DOCUMENTS = 300
TEXT = "Anna Berg met Olof Svensson in Lund on Monday."
SPANS = ((0, 9, "PERSON"), (14, 27, "PERSON"), (31, 35, "LOC"))


@pytest.fixture
def project() -> Project:
    project = Project.objects.create(name="Browser corpus", language="en")
    labels = {
        name: Label.objects.create(project=project, name=name, category=name)
        for name in ("PERSON", "LOC")
    }
    documents = Document.objects.bulk_create(
        Document(project=project, external_id=f"doc-{n:03}", position=n, text=TEXT)
        for n in range(DOCUMENTS)
    )
    Span.objects.bulk_create(
        Span(document=document, start=start, end=end, label=labels[label])
        for document in documents
        for start, end, label in SPANS
    )
    return project


@pytest.fixture
def simulated_worker(monkeypatch, settings) -> Iterator[dict[str, Any]]:
    """Run each queued run in a thread, as a worker would, a little slowly."""
    import generation.services as services
    from generation.tasks import run_generation

    # Beats often, so the page shows the rate and time left the worker records.
    settings.PSEUDOWEB_RUN_HEARTBEAT_SECONDS = 0.5
    state: dict[str, Any] = {"threads": [], "errors": []}
    build = services.build_generator

    class SlowGenerator:
        """The real generator, a few milliseconds per document, like a small model."""

        def __init__(self, inner: Any) -> None:
            self.inner = inner
            self.name = inner.name
            self.tagger_name = getattr(inner, "tagger_name", "")

        def fill(self, documents: Any) -> Iterator[Any]:
            for item in self.inner.fill(documents):
                time.sleep(0.01)
                yield item

    monkeypatch.setattr(
        services, "build_generator", lambda *a, **k: SlowGenerator(build(*a, **k))
    )

    def work(run_id: int) -> None:
        try:
            services.generation_execute(run_id=run_id, worker="browser-test")
        except Exception as exc:  # reported by the test, not lost in the thread
            state["errors"].append(exc)
        finally:
            connection.close()  # this thread's own connection

    def apply_async(args: tuple, **kwargs: Any) -> None:
        run_id = args[0]
        if any(thread.name == f"run-{run_id}" for thread in state["threads"]):
            return  # one worker is enough; the other messages would find nothing
        thread = threading.Thread(target=work, args=(run_id,), name=f"run-{run_id}")
        state["threads"].append(thread)
        thread.start()

    monkeypatch.setattr(run_generation, "apply_async", apply_async)
    yield state
    for thread in state["threads"]:
        thread.join(timeout=60)


def _earlier_runs(project: Project, user: Any) -> list[int]:
    """A finished run and one whose model could not be loaded, as a runs page has."""
    now = timezone.now()
    done = run_create(
        project=project,
        generator="random",
        options=options_parse(seed=1),
        name="Random baseline",
        user=user,
    )
    failed = run_create(
        project=project,
        generator="mlm",
        options=options_parse(strategy="repL", upos=True),
        name="RoBERTa repL UPOS",
        user=user,
    )
    GenerationRun.objects.filter(pk=done.pk).update(
        status=RunStatus.DONE,
        spans_done=done.spans_total,
        documents_done=done.documents_total,
        failed_count=2,
        started_at=now - timedelta(minutes=9),
        finished_at=now - timedelta(minutes=8),
        seconds=42.0,
    )
    GenerationRun.objects.filter(pk=failed.pk).update(
        status=RunStatus.FAILED,
        started_at=now - timedelta(minutes=5),
        finished_at=now - timedelta(minutes=5),
        error="Cannot load the masked language model '/models/roberta-large': no such "
        "folder. Set PSEUDOWEB_MLM_MODEL_EN to a local model folder.",
    )
    return [done.pk, failed.pk]


def bar_percent(browser, run_id: int) -> int:
    # One script call: htmx swaps the element every second, so a found element can be
    # replaced before a second call reads it.
    value = browser.execute_script(
        "var bar = document.getElementById(arguments[0]);"
        "return bar && bar.getAttribute('aria-valuenow');",
        f"run-bar-{run_id}",
    )
    return int(value)


def test_lead_starts_a_run_and_watches_the_bar_reach_100_percent(
    browser, live_server, transactional_db, project, simulated_worker
):
    lead = UserFactory(username="lena")
    MembershipFactory(project=project, user=lead, role=Role.LEAD)
    earlier = _earlier_runs(project, lead)
    login(browser, live_server, "lena", "pw")

    browser.get(
        live_server.url + reverse("annotation:project-detail", args=[project.pk])
    )
    browser.find_element(By.LINK_TEXT, "Start a run").click()
    form = browser.find_element(By.ID, "run-start-form")
    # Only the chosen generator's options show.
    Select(form.find_element(By.NAME, "generator")).select_by_value("placeholder")
    assert form.find_element(By.NAME, "placeholder").is_displayed()
    assert not form.find_element(By.NAME, "k").is_displayed()
    Select(form.find_element(By.NAME, "generator")).select_by_value("mlm")
    assert form.find_element(By.NAME, "k").is_displayed()
    assert not form.find_element(By.NAME, "placeholder").is_displayed()
    Select(form.find_element(By.NAME, "generator")).select_by_value("placeholder")
    Select(form.find_element(By.NAME, "placeholder")).select_by_value("S3")
    form.find_element(By.NAME, "name").send_keys("Entity placeholders")
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()

    WebDriverWait(browser, 10).until(
        lambda b: b.current_url.endswith(
            reverse("generation:run-list", args=[project.pk])
        )
    )
    run = GenerationRun.objects.exclude(pk__in=earlier).get(project=project)
    assert run.name == "Entity placeholders"
    # Marks this page; a reload would lose the mark.
    browser.execute_script("window.__sameRunsPage = true;")

    seen: list[int] = []
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        seen.append(bar_percent(browser, run.pk))
        if 30 <= seen[-1] < 100 and not any(30 <= p < 100 for p in seen[:-1]):
            screenshot(browser, "runs")
        if seen[-1] == 100 or simulated_worker["errors"]:
            break
        time.sleep(0.2)
    assert not simulated_worker["errors"], simulated_worker["errors"]
    assert seen[0] < 100
    assert any(0 < p < 100 for p in seen), f"never saw the bar in between: {seen}"
    assert seen[-1] == 100, f"the bar stopped at {seen[-1]}%"
    assert seen == sorted(seen), f"the bar went backwards: {seen}"
    assert browser.execute_script("return window.__sameRunsPage === true;")

    run.refresh_from_db()
    assert run.status == RunStatus.DONE
    assert run.candidates.count() == DOCUMENTS * len(SPANS)
    # Once the run ends the fragment comes back without its trigger: polling stops.
    WebDriverWait(browser, 5).until(
        lambda b: "Done" in b.find_element(By.ID, f"run-{run.pk}").text
    )
    table = browser.find_element(By.ID, "run-table")
    assert table.get_attribute("hx-trigger") is None
    row = browser.find_element(By.ID, f"run-{run.pk}").text
    assert f"{DOCUMENTS * len(SPANS)} / {DOCUMENTS * len(SPANS)} spans" in row
    assert "Export JSONL" in row
    failed_row = browser.find_element(By.ID, f"run-{earlier[1]}").text
    assert "Failed: Cannot load the masked language model" in failed_row
    assert "PSEUDOWEB_MLM_MODEL_EN" in failed_row
