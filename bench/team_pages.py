"""Benchmark: the team workflow's pages on 10,000 documents and 20 curators (issue 23).

    .venv/bin/python bench/team_pages.py [--repeat 10] [--write-docs]

Migrates a fresh SQLite database in a temporary directory and writes, in bulk, 10,000
documents (three spans each), 20 curators, and their assignments with a 10 % overlap
(every tenth document has two curators) in a realistic mix of states: new, in progress,
curated, adjudicated and approved, with start and finish times where a state has them.
Then times, as a logged-in lead: the dashboard's counts
(``annotation.review.selectors_team.dashboard_data``, called directly), and with
Django's test client (whole request cycle, no network) the documents list of one state
(``/projects/<pk>/?state=curated``), the project page (the documents list) and, when
the URL ``annotation:team-dashboard`` exists, the team dashboard page. Each figure is
the median of ``--repeat`` runs after two warm-up runs. ``--write-docs`` replaces the
"Team workflow pages (issue 23)" section of docs/performance.md (and only that one).
"""

from __future__ import annotations

import argparse
import datetime
import os
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench._common import cpu_model, write_section  # noqa: E402

SECTION = "## Team workflow pages (issue 23)"
LIMIT_MS = 300.0
DOCUMENTS = 10_000
CURATORS = 20
OVERLAP_EVERY = 10  # every tenth document has two curators: 10 % overlap
SPANS = 3
# The share of documents in each state, in the order the workflow goes.
STATE_MIX = (
    ("new", 0.20),
    ("in_progress", 0.25),
    ("curated", 0.15),
    ("adjudicated", 0.10),
    ("approved", 0.30),
)
DASHBOARD = "dashboard_data (selector)"
CURATED_LIST = "documents list, ?state=curated"
PROJECT_PAGE = "project page (documents list)"
TEAM_PAGE = "team dashboard page"


def setup_django(directory: Path) -> None:
    os.environ["DATABASE_URL"] = f"sqlite:///{directory / 'bench.sqlite3'}"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pseudoweb.settings")
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command

    settings.ALLOWED_HOSTS = ["testserver", *settings.ALLOWED_HOSTS]
    settings.DEBUG = False
    # The site's hashed storage needs `collectstatic` first (as in tests/conftest.py).
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {
            "BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"
        },
    }
    call_command("migrate", verbosity=0)


def _states() -> list[str]:
    """One state per document, in runs of the mix spread over the whole corpus."""
    states: list[str] = []
    for state, share in STATE_MIX:
        states += [state] * round(share * DOCUMENTS)
    states = (states + ["new"] * DOCUMENTS)[:DOCUMENTS]
    # Interleave so that every page of the list holds every state.
    return [states[(i * 7919) % DOCUMENTS] for i in range(DOCUMENTS)]


def build() -> dict[str, Any]:
    from django.contrib.auth import get_user_model
    from django.db import transaction
    from django.utils import timezone

    from annotation.corpus.models import (
        Document,
        Label,
        Membership,
        Project,
        Role,
        Span,
    )
    from annotation.review.models import Assignment, DocumentWork

    User = get_user_model()
    with transaction.atomic():
        project = Project.objects.create(name="Team bench", language="en")
        lead = User.objects.create_user("lead", password="bench")
        Membership.objects.create(project=project, user=lead, role=Role.LEAD)
        curators = [
            User.objects.create_user(f"curator{i:02d}", password="bench")
            for i in range(CURATORS)
        ]
        Membership.objects.bulk_create(
            Membership(project=project, user=user, role=Role.ANNOTATOR)
            for user in curators
        )
        label = Label.objects.create(project=project, name="PER", category="PERSON")
        text = "Anna Berg met Bo Ek in Lund on the first day of the month. " * 4
        Document.objects.bulk_create(
            (
                Document(
                    project=project,
                    external_id=f"doc{n:05d}",
                    text=text,
                    position=n,
                    language="en",
                )
                for n in range(DOCUMENTS)
            ),
            batch_size=2000,
        )
        documents = list(Document.objects.filter(project=project).order_by("position"))
        Span.objects.bulk_create(
            (
                Span(document=d, start=start, end=end, label=label)
                for d in documents
                for start, end in ((0, 9), (14, 19), (23, 27))[:SPANS]
            ),
            batch_size=5000,
        )
        states = _states()
        now = timezone.now()
        works, assignments = [], []
        positions = dict.fromkeys(range(CURATORS), 0)
        for n, (document, state) in enumerate(zip(documents, states, strict=True)):
            # Half of the new documents have no work row yet, as on a real project.
            if state != "new" or n % 2:
                works.append(
                    DocumentWork(document=document, project=project, state=state)
                )
            holders = [n % CURATORS]
            if n % OVERLAP_EVERY == 0:
                holders.append((n + 1) % CURATORS)
            for holder in holders:
                positions[holder] += 1
                started = finished = None
                if state != "new":
                    started = now - datetime.timedelta(minutes=30 + n % 90)
                if state not in ("new", "in_progress"):
                    finished = started + datetime.timedelta(minutes=5 + n % 20)
                assignments.append(
                    Assignment(
                        document=document,
                        curator=curators[holder],
                        project=project,
                        position=positions[holder],
                        assigned_by=lead,
                        started_at=started,
                        finished_at=finished,
                    )
                )
        DocumentWork.objects.bulk_create(works, batch_size=5000)
        Assignment.objects.bulk_create(assignments, batch_size=5000)
    return {
        "project": project,
        "lead": lead,
        "assignments": len(assignments),
        "works": len(works),
        "states": {state: states.count(state) for state, _ in STATE_MIX},
    }


def median_ms(call: Callable[[], Any], repeat: int) -> float:
    for _ in range(2):
        call()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        response = call()
        times.append((time.perf_counter() - start) * 1000)
        status = getattr(response, "status_code", 200)
        assert status == 200, status
    return statistics.median(times)


def _listed(response: Any) -> list[str]:
    """The documents a list page shows (the CSRF token differs on every page)."""
    return re.findall(r"doc\d{5}", response.content.decode())


def measure(repeat: int) -> dict[str, Any]:
    from django.test import Client
    from django.urls import NoReverseMatch, reverse

    from annotation.review.selectors_team import dashboard_data

    data = build()
    project = data["project"]
    client = Client()
    client.force_login(data["lead"])
    page = reverse("annotation:project-detail", args=[project.pk])
    results: dict[str, Any] = {"data": data, "times": {}, "notes": []}
    times = results["times"]
    counts = dashboard_data(project)
    assert counts["total"] == DOCUMENTS, counts["total"]
    times[DASHBOARD] = median_ms(lambda: dashboard_data(project), repeat)
    times[CURATED_LIST] = median_ms(
        lambda: client.get(page, {"state": "curated"}), repeat
    )
    times[PROJECT_PAGE] = median_ms(lambda: client.get(page), repeat)
    if _listed(client.get(page, {"state": "curated"})) == _listed(client.get(page)):
        results["notes"].append(
            "the documents list does not filter by state in this build (the same "
            "page with and without ?state=curated): the state figure is the "
            "unfiltered list"
        )
    try:
        team = reverse("annotation:team-dashboard", args=[project.pk])
    except NoReverseMatch:
        results["notes"].append(
            "the team dashboard page was not measured: no URL "
            "annotation:team-dashboard in this build"
        )
    else:
        times[TEAM_PAGE] = median_ms(lambda: client.get(team), repeat)
    results["shared"] = counts["shared"]
    return results


def write_docs(results: dict[str, Any], repeat: int) -> None:
    data = results["data"]
    rows = "\n".join(
        f"| {name} | {ms:.1f} ms | {LIMIT_MS:.0f} ms | "
        f"{'OK' if ms <= LIMIT_MS else 'TOO SLOW'} |"
        for name, ms in results["times"].items()
    )
    mix = ", ".join(f"{n} {state}" for state, n in data["states"].items())
    notes = "".join(f"\nNote: {note}.\n" for note in results["notes"])
    measured = datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
    body = f"""
`bench/team_pages.py`: {DOCUMENTS:,} documents ({SPANS} spans each), {CURATORS}
curators, {data["assignments"]:,} assignments ({results["shared"]:,} documents shared by
two curators: 10 % overlap), {data["works"]:,} work rows (half of the new documents have
none yet); states: {mix}. Fresh SQLite database, data written in bulk; the selector
called directly, the pages with Django's test client as a logged-in lead (whole request
cycle, no network); median of {repeat} runs after two warm-up runs. Measured
{measured} on {os.cpu_count()} CPUs ({cpu_model()}), nproc {os.cpu_count()}, shared with
other work at the time.

| what | median | limit | result |
|---|---|---|---|
{rows}
{notes}"""
    write_section(SECTION, body)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--write-docs", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        setup_django(Path(directory))
        results = measure(args.repeat)
    for name, ms in results["times"].items():
        print(f"{name:32} {ms:7.1f} ms (limit {LIMIT_MS:.0f} ms)")
    for note in results["notes"]:
        print(f"note: {note}")
    if args.write_docs:
        write_docs(results, args.repeat)


if __name__ == "__main__":
    main()
