"""The API against its own OpenAPI schema, with schemathesis (in-process, WSGI).

Every operation of ``/api/schema/`` gets generated requests, as a lead and as an
annotator of a project with real data (documents, runs, candidates, reviews,
decisions, a review set, an import), half of them aimed at the real ids. Any server
error, or any answer the schema does not describe (status, content type, body), fails
the test. Bounded for CI: a few examples per operation and role, no shrinking.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from rest_framework.authtoken.models import Token
from schemathesis.checks import not_a_server_error
from schemathesis.generation import GenerationMode
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    response_schema_conformance,
    status_code_conformance,
)

from annotation.corpus.models import CorpusImport
from annotation.corpus.services import corpus_import
from annotation.review.models import ReviewSet
from tests.annotation.import_helpers import write_jsonl
from tests.annotation.report_helpers import build_world, decide, review

pytestmark = pytest.mark.django_db

# The site's own WSGI handler, without pseudoweb.wsgi's server-only start checks.
application = get_wsgi_application()

EXAMPLES = int(os.environ.get("PSEUDOWEB_SCHEMATHESIS_EXAMPLES", "12"))
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    negative_data_rejection,
]


def _world(tmp_path: Path) -> dict[str, Any]:
    world = build_world(name="schema")
    review(world, 0, "anna1", world.annotator, "NO_ERROR")
    decide(world, "anna1", world.annotator, "own", "Karin")
    decide(world, "bo1", world.lead, "accept", "Al", run_index=0)
    review_set = ReviewSet.objects.create(project=world.project, name="Round 1")
    review_set.runs.set(world.runs)
    corpus_import(
        project_name=world.project.name,
        path=write_jsonl(
            tmp_path / "more.jsonl",
            [{"id": "m1", "text": "Ola sings", "label": [[0, 3, "PER"]]}],
        ),
    )
    batch = CorpusImport.objects.get(project=world.project, filename="more.jsonl")
    membership = world.project.memberships.get(user=world.annotator)
    return {
        "world": world,
        # Path parameter values per path prefix: the ids that exist.
        "ids": {
            "/api/projects/": world.project.pk,
            "/api/documents/": world.documents[0].pk,
            "/api/runs/": world.runs[0].pk,
            "/api/candidates/": world.candidates[(world.runs[0].pk, "anna1")].pk,
            "/api/spans/": world.spans["bo2"].pk,
        },
        "others": {
            "import_id": batch.pk,
            "set_id": review_set.pk,
            "member_id": membership.pk,
            "label_id": world.spans["anna1"].label_id,
            "kind": "errors",
        },
    }


def _cases(operation: Any, data: dict[str, Any]) -> Any:
    """Valid requests (half aimed at the real ids) and invalid ones (which must get
    a 4xx answer, never a 500 nor a 2xx)."""
    negative = operation.as_strategy(GenerationMode.NEGATIVE)
    return st.one_of(_aimed(operation, data), negative)


def _aimed(operation: Any, data: dict[str, Any]) -> Any:
    """The operation's cases, half of them with the project's real ids in the path."""
    prefix = next(
        (p for p in data["ids"] if operation.path.startswith(p.rstrip("/"))), None
    )

    def aim(pair: tuple[Any, bool]) -> Any:
        case, real = pair
        if real and case.path_parameters:
            for name in case.path_parameters:
                if name in ("id", "pk") and prefix is not None:
                    case.path_parameters[name] = data["ids"][prefix]
                elif name in data["others"]:
                    case.path_parameters[name] = data["others"][name]
        return case

    return st.tuples(operation.as_strategy(), st.booleans()).map(aim)


def _run(operation: Any, data: dict[str, Any], token: str) -> list[str]:
    failures: list[str] = []
    headers = {"Authorization": f"Token {token}"}

    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        derandomize=True,
        database=None,
        phases=[Phase.explicit, Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(case=_cases(operation, data))
    def check(case: Any) -> None:
        case.call_and_validate(headers=headers, checks=CHECKS)

    try:
        check()
    except (Exception, BaseExceptionGroup) as exc:  # noqa: B902 - reported below
        failures.append(re.sub(r"\s+", " ", str(exc))[:800])
    return failures


def _operations(schema: Any) -> list[Any]:
    operations = [result.ok() for result in schema.get_all_operations()]
    # Deletions last, so the other operations meet the data first.
    return sorted(operations, key=lambda op: (op.method.upper() == "DELETE", op.label))


@pytest.fixture(autouse=True)
def _one_connection() -> Any:
    """Requests reach the WSGI app directly; as Django's test client does, keep the
    request signals from closing the test's connection (and its transaction)."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture
def api_schema() -> Any:
    return schemathesis.openapi.from_wsgi("/api/schema/", application)


def _fuzz(api_schema: Any, tmp_path: Path, who: Callable[[Any], Any]) -> None:
    data = _world(tmp_path)
    token = Token.objects.create(user=who(data["world"])).key
    failures = {}
    for operation in _operations(api_schema):
        found = _run(operation, data, token)
        if found:
            failures[operation.label] = found
    assert not failures, "\n\n".join(
        f"{label}:\n  " + "\n  ".join(found) for label, found in failures.items()
    )


def test_api_answers_a_lead_as_its_schema_says(api_schema, tmp_path) -> None:
    _fuzz(api_schema, tmp_path, lambda world: world.lead)


def test_api_answers_an_annotator_as_its_schema_says(api_schema, tmp_path) -> None:
    _fuzz(api_schema, tmp_path, lambda world: world.annotator)
