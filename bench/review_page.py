"""Benchmark: the review pages on a TAB-sized document (165 spans, ~19,000 characters).

    .venv/bin/python bench/review_page.py [--repeat 30] [--write-docs]

Migrates a fresh SQLite database in a temporary directory, writes one 165-span document
with four runs' candidates (one run with ten masked-LM alternatives per span), and times
with Django's test client (full request/response cycle, middleware, templates; no
network): the evaluate page of a 4-run review set, the curate page, a tag save and a
decision save (both htmx POSTs returning the span card). Each figure is the median of
``--repeat`` requests after two warm-up requests. ``--write-docs`` replaces the
"Review page (issue 5)" section of docs/performance.md (and only that section).
"""

from __future__ import annotations

import argparse
import datetime
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench._common import cpu_model, write_section  # noqa: E402

SECTION = "## Review page (issue 5)"
LIMITS_MS = {
    "evaluate page": 150.0,
    "curate page": 150.0,
    "tag save": 50.0,
    "decision save": 50.0,
}
SPANS = 165
RUNS = 4


def setup_django(directory: Path) -> None:
    os.environ["DATABASE_URL"] = f"sqlite:///{directory / 'bench.sqlite3'}"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pseudoweb.settings")
    sys.path.insert(0, str(ROOT))
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command

    settings.ALLOWED_HOSTS = ["testserver", *settings.ALLOWED_HOSTS]
    settings.DEBUG = False
    call_command("migrate", verbosity=0)


def build() -> dict[str, object]:
    from django.contrib.auth import get_user_model

    from annotation.corpus.models import Membership, Project, Role
    from annotation.review.models import ReviewSet
    from tests.annotation.review_helpers import document_with_spans, run_with_candidates

    project = Project.objects.create(name="Bench", language="en")
    # ~115 characters per span, as in the longest TAB documents.
    sentence = (
        "On that day {name} told the committee that the written evidence submitted by "
        "both parties had been reviewed at length. "
    )
    document = document_with_spans(
        project=project, spans=SPANS, external_id="tab-long", sentence=sentence
    )
    runs = [
        run_with_candidates(
            project=project,
            documents=[document],
            generator=f"gen{i}",
            prefix=f"Run{i}Name",
            alternatives=10 if i == 1 else 0,
        )
        for i in range(RUNS)
    ]
    review_set = ReviewSet.objects.create(project=project, name="All four", blind=True)
    review_set.runs.set(runs)
    user = get_user_model().objects.create_user("bench", password="bench")
    # A lead: curate then offers all four runs, as it does to annotators who may see
    # them (one who reviews them blind is offered none of them, see generation.access).
    Membership.objects.create(project=project, user=user, role=Role.LEAD)
    return {"document": document, "runs": runs, "review_set": review_set, "user": user}


def median_ms(call, repeat: int) -> float:
    for _ in range(2):
        call()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        response = call()
        times.append((time.perf_counter() - start) * 1000)
        assert response.status_code == 200, response.status_code
    return statistics.median(times)


def measure(repeat: int) -> dict[str, float]:
    from django.test import Client
    from django.urls import reverse

    from annotation.review.access import blind_item_token

    data = build()
    document, review_set = data["document"], data["review_set"]
    spans = list(document.spans.all())
    candidates = list(data["runs"][0].candidates.order_by("span__start"))
    assert len(spans) == SPANS and len(document.text) >= 18_000, len(document.text)
    client = Client()
    client.force_login(data["user"])
    evaluate = reverse(
        "annotation:review-evaluate", args=["set", review_set.pk, document.pk]
    )
    curate = reverse("annotation:review-curate", args=[document.pk])
    counter = {"i": 0}

    def tag():
        counter["i"] += 1
        candidate = candidates[counter["i"] % len(candidates)]
        # A blind set's items are named by their opaque per-reviewer names.
        item = blind_item_token(
            review_set_id=review_set.pk,
            reviewer_id=data["user"].pk,
            candidate=candidate,
        )
        url = reverse("annotation:review-tag", args=["set", review_set.pk, item])
        return client.post(url, {"tag": "POS"}, HTTP_HX_REQUEST="true")

    def decide():
        counter["i"] += 1
        span = spans[counter["i"] % len(spans)]
        url = reverse("annotation:review-decide", args=[span.pk])
        return client.post(url, {"kind": "own", "text": "Tove"}, HTTP_HX_REQUEST="true")

    return {
        "evaluate page": median_ms(lambda: client.get(evaluate), repeat),
        "curate page": median_ms(lambda: client.get(curate), repeat),
        "tag save": median_ms(tag, repeat),
        "decision save": median_ms(decide, repeat),
        "characters": float(len(document.text)),
    }


def write_docs(results: dict[str, float], repeat: int) -> None:
    rows = "\n".join(
        f"| {name} | {results[name]:.1f} ms | {limit:.0f} ms | "
        f"{'OK' if results[name] <= limit else 'TOO SLOW'} |"
        for name, limit in LIMITS_MS.items()
    )
    body = f"""
`bench/review_page.py`: one document of {SPANS} spans and {int(results["characters"])}
characters (the size of the longest TAB documents) with candidates from {RUNS} runs (one
with ten masked-LM alternatives per span), in a blind review set; fresh SQLite database,
Django test client (whole request cycle, no network), median of {repeat} requests after
two warm-up requests. Saves are htmx POSTs that write the row and return the span card
with the changed text pieces out of band. Measured {
        datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
    } on {os.cpu_count()} CPUs ({cpu_model()}), nproc
{os.cpu_count()}, shared with other work at the time.

| request | median | limit | result |
|---|---|---|---|
{rows}

The page's query count does not depend on the number of spans or runs
(`tests/annotation/test_review_views.py` asserts it for 3 vs 30 spans and 1 vs 4 runs).
"""
    write_section(SECTION, body)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--write-docs", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        setup_django(Path(directory))
        results = measure(args.repeat)
    for name, limit in LIMITS_MS.items():
        print(f"{name:14} {results[name]:7.1f} ms (limit {limit:.0f} ms)")
    if args.write_docs:
        write_docs(results, args.repeat)


if __name__ == "__main__":
    main()
