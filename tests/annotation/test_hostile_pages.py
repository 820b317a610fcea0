"""Every page and form of a project, fed hostile values (NUL characters, numbers no
column holds, words where ids belong, very long strings): an answer, never a 500.
Run on SQLite and PostgreSQL (NUL and out-of-range numbers failed differently)."""

from __future__ import annotations

from typing import Any

import pytest
from django.urls import reverse

from tests.annotation.report_helpers import build_world

pytestmark = pytest.mark.django_db

HUGE = "9" * 30
KEYS = (
    "q page span reviewer document run runs category source format fill by download "
    "kind text candidate tag comment name blind username role label category next "
    "generator strategy upos seed context k option mode scope"
).split()
HOSTILE: list[dict[str, Any]] = [
    {key: "\x00" for key in KEYS},
    {key: HUGE for key in KEYS},
    {key: "-1" for key in KEYS},
    {key: "abc" for key in KEYS},
    {key: "x" * 5000 for key in KEYS},
    {"download": "csv", "run": HUGE, "source": f"run:{HUGE}", "fill": f"run:{HUGE}"},
    {"kind": "own", "text": "a\x00b", "candidate": HUGE, "tag": "NO_ERROR"},
    {"kind": "accept", "candidate": "٣", "comment": "\x00", "tag": "NO_ERROR"},
]


def _urls(world) -> list[str]:
    p, r = world.project.pk, world.runs[0].pk
    d, span = world.documents[0].pk, world.spans["anna1"].pk
    candidate = world.candidates[(r, "anna1")].pk
    label = world.spans["anna1"].label_id
    member = world.project.memberships.get(user=world.annotator).pk
    names = {
        "annotation:project-list": [],
        "annotation:project-create": [],
        "annotation:project-detail": [p],
        "annotation:label-list": [p],
        "annotation:label-update": [p, label],
        "annotation:member-list": [p],
        "annotation:member-add": [p],
        "annotation:member-update": [p, member],
        "annotation:corpus-upload": [p],
        "annotation:corpus-export": [p],
        "annotation:document-detail": [d],
        "annotation:review-start": [p],
        "annotation:review-set-create": [p],
        "annotation:review-progress": [p],
        "annotation:review-curate-next": [p],
        "annotation:review-evaluate-next": [p, "run", r],
        "annotation:review-curate": [d],
        "annotation:review-curate-done": [d],
        "annotation:review-decide": [span],
        "annotation:review-decide-apply": [span],
        "annotation:review-evaluate": ["run", r, d],
        "annotation:review-evaluate-done": ["run", r, d],
        "annotation:review-tag": ["run", r, candidate],
        "annotation:report-errors": [p],
        "annotation:report-metrics": [p],
        "annotation:report-agreement": [p],
        "annotation:export-page": [p],
        "annotation:export-pseudonymized": [p],
        "annotation:export-correspondence": [p],
        "generation:run-list": [p],
        "generation:run-start": [p],
        "generation:run-detail": [r],
        "generation:run-export": [r],
        "generation:run-retry": [r],
    }
    return [reverse(name, args=args) for name, args in names.items()]


@pytest.mark.parametrize("who", ["lead", "annotator"])
def test_no_page_or_form_answers_hostile_values_with_a_server_error(
    client, who
) -> None:
    world = build_world(name="hostile-pages")
    client.force_login(world.lead if who == "lead" else world.annotator)
    failures: dict[str, str] = {}
    for url in _urls(world):
        for number, params in enumerate(HOSTILE):
            for method in ("get", "post"):
                for htmx in ({}, {"HTTP_HX_REQUEST": "true"}):
                    try:
                        code = getattr(client, method)(url, params, **htmx).status_code
                    except Exception as exc:  # the test client re-raises view errors
                        failures[f"{method} {url} #{number}"] = repr(exc)[:300]
                        continue
                    if code >= 500:
                        failures[f"{method} {url} #{number}"] = str(code)
    assert not failures, failures
