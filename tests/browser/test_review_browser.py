"""Both review modes walked with the keyboard only, in headless Chromium.

Each walk saves through htmx, reloads the page and checks that the decisions are
still there (in the database and on the page). Blind review sets must not name a
generator anywhere in the page source, and a document full of markup must run
nothing. With PSEUDOWEB_SCREENSHOTS=1 the walks save docs/screenshots/evaluate.png and
curate.png.
"""

from __future__ import annotations

import pytest
from django.urls import reverse
from selenium.common.exceptions import (
    NoAlertPresentException,
    StaleElementReferenceException,
)
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from annotation.corpus.models import Document, Label, Project, Role, Span
from annotation.review.models import Decision, DocumentProgress, Review, ReviewSet
from generation.engines.types import GeneratorOptions
from generation.models import Candidate, GenerationRun, RunStatus
from generation.services import generation_execute, run_create
from tests.browser.conftest import login, screenshot
from tests.factories import MembershipFactory, UserFactory
from tests.pages import without_csrf_tokens

pytestmark = [pytest.mark.browser, pytest.mark.slow]

TEXT = (
    "The applicant, Anna Lindqvist, was born in 1962 and lives in Uppsala. "
    "On 3 May 2004 she applied to the Social Insurance Office in Stockholm for "
    "sickness benefit. Her employer, Nordbank AB, stated that Ms Lindqvist had worked "
    "there since 1991.\n\nThe Office rejected the application on 12 August 2004. "
    "Lindqvist appealed to the County Administrative Court, which upheld the decision."
)
# (mention, label, entity, identifier type)
MENTIONS = [
    ("Anna Lindqvist", "PERSON", "p1", "DIRECT"),
    ("1962", "DATETIME", "d1", "QUASI"),
    ("Uppsala", "LOC", "l1", "QUASI"),
    ("3 May 2004", "DATETIME", "d2", "QUASI"),
    ("Social Insurance Office", "ORG", "o1", "NO_MASK"),
    ("Stockholm", "LOC", "l2", "QUASI"),
    ("Nordbank AB", "ORG", "o2", "QUASI"),
    ("Lindqvist", "PERSON", "p1", "DIRECT"),
    ("1991", "DATETIME", "d3", "QUASI"),
    ("12 August 2004", "DATETIME", "d4", "QUASI"),
    ("Lindqvist", "PERSON", "p1", "DIRECT"),
    ("County Administrative Court", "ORG", "o3", "NO_MASK"),
]
RUNS = {
    # generator, run name, one candidate per mention
    "upos_baseline": (
        "UPOS baseline",
        [
            "Marie Holm",
            "June",
            "Lund",
            "Thursday",
            "committee",
            "Malmö",
            "Bank",
            "Holm",
            "1987",
            "October",
            "Holm",
            "Tribunal",
        ],
    ),
    "mlm": (
        "RoBERTa repL+UPOS",
        [
            "Karin Berg",
            "1958",
            "Gothenburg",
            "4 June 2005",
            "Tax Agency",
            "Gothenburg",
            "Nordea",
            "Berg",
            "1989",
            "14 September 2005",
            "Karin",
            "Court of Appeal",
        ],
    ),
    "llm": (
        "Qwen maskL+UPOS",
        [
            "Eva Sandberg",
            "1960",
            "Västerås",
            "2 March 2003",
            "Pension Authority",
            "Örebro",
            "Handelsbanken",
            "Sandberg",
            "1990",
            "[FAILED]",
            "Sandberg",
            "Regional Court",
        ],
    ),
}
SECRET_WORDS = ["upos", "roberta", "qwen", "mlm", "llm", "baseline"]


def _project() -> tuple[Project, list[Document], list[GenerationRun]]:
    project = Project.objects.create(name="Social insurance rulings", language="en")
    labels = {
        name: Label.objects.create(project=project, name=name, category=name)
        for name in ("PERSON", "DATETIME", "LOC", "ORG")
    }
    documents = []
    for n in range(2):
        document = Document.objects.create(
            project=project, external_id=f"001-{61807 + n}", text=TEXT, position=n
        )
        cursor = 0
        for mention, label, entity, identifier in MENTIONS:
            start = TEXT.index(mention, cursor)
            cursor = start + len(mention)
            Span.objects.create(
                document=document,
                start=start,
                end=cursor,
                label=labels[label],
                entity=entity,
                identifier_type=identifier,
            )
        documents.append(document)
    runs = []
    for generator, (name, texts) in RUNS.items():
        run = GenerationRun.objects.create(
            project=project,
            generator=generator,
            name=name,
            language="en",
            status=RunStatus.DONE,
            # Shown to annotators by the lead (a blind set still hides them).
            visible_to_annotators=True,
        )
        for document in documents:
            for span, text in zip(document.spans.all(), texts, strict=True):
                Candidate.objects.create(
                    run=run,
                    span=span,
                    document=document,
                    text=text,
                    failed=text == "[FAILED]",
                    alternatives=(
                        [f"{text} Jr", "Maria Ek", "Lena Ström"]
                        if generator == "mlm" and span.label.name == "PERSON"
                        else []
                    ),
                )
        runs.append(run)
    return project, documents, runs


@pytest.fixture
def corpus(transactional_db):
    project, documents, runs = _project()
    user = UserFactory(username="ines")
    MembershipFactory(project=project, user=user, role=Role.ANNOTATOR)
    return project, documents, runs, user


def keys(browser, *sequence: str) -> None:
    for key in sequence:
        ActionChains(browser).send_keys(key).perform()


def wait_for(browser, condition, timeout: float = 10) -> None:
    # Cards are swapped out under the test's feet: a stale element means "not yet".
    WebDriverWait(
        browser,
        timeout,
        poll_frequency=0.05,
        ignored_exceptions=(StaleElementReferenceException,),
    ).until(lambda _: condition())


def card_span(browser) -> str:
    return browser.find_element(By.ID, "span-card").get_attribute("data-span")


def focused_input(browser, element_id: str):
    """The element with ``element_id`` once the keyboard has moved focus to it."""
    wait_for(
        browser,
        lambda: browser.switch_to.active_element.get_attribute("id") == element_id,
    )
    return browser.switch_to.active_element


def test_evaluate_a_blind_set_with_the_keyboard_and_reload(
    browser, live_server, corpus
):
    project, documents, runs, user = corpus
    review_set = ReviewSet.objects.create(project=project, name="Round 1", blind=True)
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
    assert "system a" in source and "system c" in source
    spans = list(documents[0].spans.order_by("start"))
    assert card_span(browser) == str(spans[0].pk)

    # Span 1: A, B and C in turn (the active system moves on after each tag).
    keys(browser, "1", "1", "3")
    wait_for(browser, lambda: Review.objects.filter(reviewer=user).count() == 3)
    # Span 2, then back and forth: tags land on the span the keys moved to.
    keys(browser, "j", "4", "1", "2", "j", "j", "k", "5")
    wait_for(browser, lambda: Review.objects.filter(reviewer=user).count() == 7)
    by_span = {}
    for review in Review.objects.filter(reviewer=user).select_related("candidate"):
        by_span.setdefault(review.candidate.span_id, []).append(review.tag)
    assert sorted(by_span[spans[0].pk]) == ["NO_ERROR", "NO_ERROR", "OVERLAP"]
    assert sorted(by_span[spans[1].pk]) == ["FAILED", "GRAMMAR", "NO_ERROR"]
    assert by_span[spans[2].pk] == ["POS"]

    keys(browser, "?")
    wait_for(
        browser,
        lambda: browser.find_element(By.ID, "review-help").get_attribute("open"),
    )
    keys(browser, "?")
    wait_for(
        browser,
        lambda: not browser.find_element(By.ID, "review-help").get_attribute("open"),
    )
    keys(browser, "s")
    assert "show-alt" in browser.find_element(By.ID, "review").get_attribute("class")
    keys(browser, "s")

    # Reload: the tags are on the page again, the focus where it was.
    browser.refresh()
    wait_for(browser, lambda: browser.find_elements(By.ID, "span-card"))
    assert card_span(browser) == str(spans[2].pk)
    keys(browser, "k", "k")
    wait_for(browser, lambda: card_span(browser) == str(spans[0].pk))
    chosen = browser.find_elements(By.CSS_SELECTOR, "#span-card .tag-button.is-chosen")
    assert sorted(b.get_attribute("value") for b in chosen) == [
        "NO_ERROR",
        "NO_ERROR",
        "OVERLAP",
    ]
    assert len(browser.find_elements(By.CSS_SELECTOR, "mark.rv-mark.st-todo")) > 0
    assert "7 / 36 tagged" in browser.find_element(By.ID, "review-count").text
    screenshot(browser, "evaluate")

    # Done and next: the next document not done opens.
    keys(browser, "d")
    wait_for(browser, lambda: f"/documents/{documents[1].pk}/" in browser.current_url)
    assert DocumentProgress.objects.filter(
        reviewer=user, document=documents[0], scope=f"set:{review_set.pk}"
    ).exists()


def test_curate_with_the_keyboard_and_reload(browser, live_server, corpus):
    project, documents, runs, user = corpus
    # A fourth run from the real surrogate generator (no model needed), after the
    # three above: its candidates and alternatives are offered too (and shown in the
    # README's screenshot); the keys 1-3 below still pick the first three runs.
    surrogate = run_create(
        project=project,
        generator="surrogate",
        options=GeneratorOptions(seed=1),
        name="Surrogates",
    )
    generation_execute(run_id=surrogate.pk)
    surrogate.refresh_from_db()
    assert surrogate.status == RunStatus.DONE
    GenerationRun.objects.filter(pk=surrogate.pk).update(visible_to_annotators=True)
    document = documents[0]
    spans = list(document.spans.order_by("start"))
    login(browser, live_server, "ines", "pw")
    browser.get(
        live_server.url + reverse("annotation:review-curate-next", args=[project.pk])
    )
    wait_for(browser, lambda: browser.find_elements(By.ID, "span-card"))
    assert card_span(browser) == str(spans[0].pk)

    def decided(n: int) -> None:
        wait_for(browser, lambda: Decision.objects.filter(reviewer=user).count() == n)

    # Span 1 (Anna Lindqvist): 2 accepts the second run's candidate at once (as a
    # digit tags at once in evaluate), then apply it to all mentions.
    keys(browser, "2")
    decided(1)
    wait_for(
        browser, lambda: browser.find_elements(By.CSS_SELECTOR, "#span-card .rv-apply")
    )
    keys(browser, "y")
    decided(3)
    # Span 2 (1962): edit the first candidate.
    keys(browser, "j", "e")
    focused_input(browser, "edit-input").send_keys(Keys.END, "s", Keys.ENTER)
    decided(4)
    # Span 3 (Uppsala): write my own. Span 5 (Social Insurance Office): keep it.
    keys(browser, "j", "w")
    focused_input(browser, "own-input").send_keys("Karlstad", Keys.ENTER)
    decided(5)
    keys(browser, "j", "j", "o")
    decided(6)
    # Span 6 (Stockholm): writing "Karlstad" again warns that two places would merge.
    keys(browser, "j", "w")
    focused_input(browser, "own-input").send_keys("karlstad", Keys.ENTER)
    decided(7)
    wait_for(
        browser,
        lambda: browser.find_elements(By.CSS_SELECTOR, "#span-card .rv-warning"),
    )

    decisions = {
        d.span_id: (d.kind, d.text) for d in Decision.objects.filter(reviewer=user)
    }
    assert decisions[spans[0].pk] == ("accept", "Karin Berg")
    assert decisions[spans[7].pk] == ("own", "Karin Berg")  # applied to "Lindqvist"
    assert decisions[spans[1].pk] == ("edit", "June" + "s")
    assert decisions[spans[2].pk] == ("own", "Karlstad")
    assert decisions[spans[4].pk] == ("keep", "")

    browser.refresh()
    wait_for(browser, lambda: browser.find_elements(By.ID, "span-card"))
    assert card_span(browser) == str(spans[5].pk)
    assert "7 / 12 decided" in browser.find_element(By.ID, "review-count").text
    chip = browser.find_element(By.CSS_SELECTOR, f"#m-{spans[2].pk} .rv-chip")
    assert chip.text.strip().endswith("Karlstad")
    keys(browser, "k", "k", "k", "k", "k")
    wait_for(browser, lambda: card_span(browser) == str(spans[0].pk))
    assert (
        "Karin Berg"
        in browser.find_element(By.CSS_SELECTOR, "#span-card .rv-decision").text
    )
    screenshot(browser, "curate")
    keys(browser, "j")
    wait_for(browser, lambda: card_span(browser) == str(spans[1].pk))
    keys(browser, "j", "j")
    screenshot_ready = lambda: card_span(browser) == str(spans[3].pk)  # noqa: E731
    wait_for(browser, screenshot_ready)
    keys(browser, "3")  # accepts the third candidate: saved, and said
    decided(8)
    wait_for(
        browser,
        lambda: browser.find_elements(
            By.CSS_SELECTOR, '#span-card .option.is-selected[data-option="3"]'
        ),
    )
    wait_for(
        browser,
        lambda: (
            browser.find_element(By.ID, "save-status").text
            == "Saved: accepted \u201c2 March 2003\u201d."
        ),
    )
    assert (
        browser.find_element(By.ID, "edit-input").get_attribute("value")
        == "2 March 2003"
    )


def test_a_document_with_markup_runs_nothing(browser, live_server, transactional_db):
    project = Project.objects.create(name="Hostile", language="en")
    label = Label.objects.create(project=project, name="PERSON", category="PERSON")
    text = (
        "<script>window.__pwned = 1; alert('x')</script> Anna "
        '<img src=x onerror="window.__pwned = 2"> met Bo.'
    )
    document = Document.objects.create(project=project, external_id="bad", text=text)
    anna = Span.objects.create(
        document=document,
        start=text.index("Anna"),
        end=text.index("Anna") + 4,
        label=label,
    )
    run = GenerationRun.objects.create(
        project=project,
        generator="mlm",
        language="en",
        status=RunStatus.DONE,
        visible_to_annotators=True,
    )
    Candidate.objects.create(
        run=run,
        span=anna,
        document=document,
        text='<img src=y onerror="window.__pwned = 3">',
        alternatives=["<script>window.__pwned = 4</script>"],
    )
    user = UserFactory(username="otto")
    MembershipFactory(project=project, user=user, role=Role.ANNOTATOR)
    login(browser, live_server, "otto", "pw")
    for url in (
        reverse("annotation:review-evaluate", args=["run", run.pk, document.pk]),
        reverse("annotation:review-curate", args=[document.pk]),
    ):
        browser.get(live_server.url + url)
        wait_for(browser, lambda: browser.find_elements(By.ID, "span-card"))
        keys(browser, "s", "s")
        assert browser.execute_script("return window.__pwned") is None
        with pytest.raises(NoAlertPresentException):
            browser.switch_to.alert.text  # noqa: B018
        shown = browser.find_element(By.CSS_SELECTOR, ".rv-text").text
        assert "<script>window.__pwned = 1;" in shown
