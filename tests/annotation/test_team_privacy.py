"""Nobody sees another curator's decisions on a shared document before finishing it
(issue 23), not even a lead who curates it too.

Two curators share a document: Lena, a lead, and Anna, an annotator who adjudicates.
Each gave a span a pseudonym nobody else uses. Before they finish, each walks every
URL the resolver knows (pages, htmx fragments, API answers) with every id of the
project, and the doors that take a reviewer, a source or a fragment besides; no
answer may hold the other's pseudonym. A lead who does not curate the document reads
it as before, and once both finished, the adjudication API shows both.
"""

from __future__ import annotations

import itertools
import re
from typing import Any
from urllib.parse import urlencode

import pytest
from django.urls import URLPattern, URLResolver, get_resolver, reverse
from rest_framework.test import APIClient

from annotation.corpus.models import Membership, Role
from annotation.review.models import DecisionKind, ReviewSet
from annotation.review.services import decision_save, document_mark_done
from annotation.review.services_team import assignment_set
from generation.models import Candidate
from tests.annotation.review_helpers import document_with_spans, run_with_candidates
from tests.factories import MembershipFactory, ProjectFactory, UserFactory
from tests.pages import without_csrf_tokens

pytestmark = pytest.mark.django_db

LENAS = "Quixleyvard"
ANNAS = "Zorblattine"


@pytest.fixture
def world() -> dict[str, Any]:
    project = ProjectFactory(name="Shared work")
    lena = MembershipFactory(
        project=project, role=Role.LEAD, user=UserFactory(username="lena")
    ).user
    anna = MembershipFactory(
        project=project,
        role=Role.ANNOTATOR,
        user=UserFactory(username="anna"),
        adjudicator=True,
    ).user
    # A lead who curates nothing here.
    boss = MembershipFactory(
        project=project, role=Role.LEAD, user=UserFactory(username="boss")
    ).user
    shared = document_with_spans(project=project, spans=2, external_id="shared")
    run = run_with_candidates(project=project, documents=[shared], name="Shown")
    review_set = ReviewSet.objects.create(project=project, name="Open look")
    review_set.runs.set([run])
    assignment_set(document=shared, curators=[lena, anna], by=lena)
    first, second = shared.spans.order_by("start")
    decision_save(span=first, reviewer=lena, kind=DecisionKind.OWN, text=LENAS)
    decision_save(span=second, reviewer=lena, kind=DecisionKind.KEEP)
    decision_save(span=first, reviewer=anna, kind=DecisionKind.OWN, text=ANNAS)
    decision_save(span=second, reviewer=anna, kind=DecisionKind.OWN, text="Olle")
    return {
        "project": project,
        "lena": lena,
        "anna": anna,
        "boss": boss,
        "document": shared,
        "spans": [first, second],
        "run": run,
        "set": review_set,
        "candidate": Candidate.objects.filter(run=run).first(),
    }


def _patterns(resolver: URLResolver, prefix: str = "", ns: str = "") -> list:
    found: list[tuple[str, str]] = []
    for entry in resolver.url_patterns:
        if isinstance(entry, URLResolver):
            if entry.namespace == "admin":
                continue
            inner = f"{ns}{entry.namespace}:" if entry.namespace else ns
            found += _patterns(entry, prefix + str(entry.pattern), inner)
        elif isinstance(entry, URLPattern) and entry.name:
            found.append((prefix + str(entry.pattern), ns + entry.name))
    return found


def _pools(w: dict[str, Any]) -> dict[str, list[Any]]:
    project = w["project"]
    return {
        "projects": [project.pk],
        "documents": [w["document"].pk],
        "spans": [s.pk for s in w["spans"]],
        "runs": [w["run"].pk],
        "candidates": [w["candidate"].pk],
        "review-sets": [w["set"].pk],
        "labels": [w["spans"][0].label_id],
        "members": list(
            Membership.objects.filter(project=project).values_list("pk", flat=True)
        ),
        "kind": ["run", "set", "errors", "metrics", "agreement", "suggestions"],
        "scope_id": [w["run"].pk, w["set"].pk],
    }


def _values(route: str, param: str, pools: dict[str, list[Any]]) -> list[Any]:
    named = {
        "document_id": "documents",
        "span_id": "spans",
        "candidate_id": "candidates",
        "label_id": "labels",
        "member_id": "members",
        "membership_id": "members",
        "set_id": "review-sets",
    }
    if param in pools:
        return pools[param]
    if param in named:
        return pools[named[param]]
    if param == "pk":
        before = route.split(f"<int:{param}>")[0].rstrip("/").split("/")[-1]
        if before in pools:
            return pools[before]
        return sorted({*pools["projects"], *pools["documents"]})
    return [1]


class Reader:
    """A member's client that keeps every answer it gets."""

    def __init__(self, user: Any) -> None:
        self.client = APIClient()
        self.client.force_login(user)
        self.answers: list[tuple[str, int, str]] = []

    def get(self, url: str, data: dict | None = None, **extra: Any) -> Any:
        response = self.client.get(url, data, **extra)
        body = b"".join(response) if response.streaming else response.content
        asked = url + ("?" + urlencode(data) if data else "")
        self.answers.append(
            (asked, response.status_code, body.decode(errors="replace"))
        )
        return response

    def leaks(self, secret: str) -> list[str]:
        return [
            f"GET {asked}: {status}"
            for asked, status, body in self.answers
            if secret in without_csrf_tokens(body)
        ]


def _read_everything(w: dict[str, Any], reader: Reader, other: Any) -> None:
    """Every URL with every id, as a page and as an htmx fragment, then the doors
    that name a reviewer, a source or a span."""
    pools = _pools(w)
    for route, name in _patterns(get_resolver()):
        if name == "logout":
            continue
        params = re.findall(r"<\w+:(\w+)>", route)
        choices = [_values(route, param, pools) for param in params]
        for values in itertools.product(*choices):
            try:
                url = reverse(name, kwargs=dict(zip(params, values, strict=True)))
            except Exception:  # noqa: BLE001 - a value the converter refuses
                continue
            reader.get(url)
            reader.get(url, HTTP_HX_REQUEST="true")
    project, document = w["project"], w["document"]
    mine = {"reviewer": str(other.pk)}
    curate = reverse("annotation:review-curate", args=[document.pk])
    for span in w["spans"]:
        reader.get(curate, {**mine, "span": span.pk}, HTTP_HX_REQUEST="true")
        reader.get(curate, {"span": span.pk}, HTTP_HX_REQUEST="true")
    reader.get(curate, mine)
    reader.get(curate, {**mine, "order": "confidence"})
    reader.get(reverse("api-decision-list", args=[project.pk]), mine)
    reader.get(reverse("annotation:review-progress", args=[project.pk]))
    source = {"source": f"reviewer:{other.pk}"}
    exports = reverse("annotation:export-page", args=[project.pk])
    for fmt in ("doccano", "text", "tab"):
        reader.get(exports, {"check": "1", "format": fmt, **source})
        reader.get(
            reverse("annotation:export-pseudonymized", args=[project.pk]),
            {"format": fmt, **source},
        )
    for fmt in ("csv", "json"):
        correspondence = reverse("annotation:export-correspondence", args=[project.pk])
        reader.get(correspondence, {"format": fmt})
        reader.get(correspondence, {"format": fmt, **source})
    reader.get(reverse("api-export-leaks", args=[project.pk]), source)
    for kind in ("errors", "agreement", "suggestions"):
        page = reverse(f"annotation:report-{kind}", args=[project.pk])
        reader.get(page)
        reader.get(page, {"download": "csv"})
    assert len(reader.answers) > 150


def test_a_lead_who_curates_the_document_does_not_see_the_other_curator(world):
    w = world
    lena = Reader(w["lena"])
    _read_everything(w, lena, w["anna"])
    assert lena.leaks(ANNAS) == []
    # Not for want of answers: her own work is there, the other's is refused.
    assert lena.leaks(LENAS)
    by_url = {asked: status for asked, status, _ in lena.answers}
    curate = reverse("annotation:review-curate", args=[w["document"].pk])
    assert by_url[f"{curate}?reviewer={w['anna'].pk}"] == 403
    decisions = reverse("api-decision-list", args=[w["project"].pk])
    assert by_url[f"{decisions}?reviewer={w['anna'].pk}"] == 200
    correspondence = reverse("annotation:export-correspondence", args=[w["project"].pk])
    assert by_url[f"{correspondence}?format=csv"] == 403
    leaks = reverse("api-export-leaks", args=[w["project"].pk])
    refused = lena.client.get(leaks, {"source": f"reviewer:{w['anna'].pk}"})
    assert refused.status_code == 403 and "shared" in refused.json()["detail"]
    adjudication = reverse("api-team-adjudication", args=[w["document"].pk])
    assert by_url[adjudication] == 403


def test_an_adjudicator_who_curates_the_document_does_not_see_the_lead(world):
    w = world
    anna = Reader(w["anna"])
    _read_everything(w, anna, w["lena"])
    assert anna.leaks(LENAS) == []
    assert anna.leaks(ANNAS)


def test_a_lead_who_does_not_curate_it_reads_as_before(world):
    w = world
    boss = APIClient()
    boss.force_login(w["boss"])
    decisions = boss.get(reverse("api-decision-list", args=[w["project"].pk]))
    assert ANNAS in decisions.content.decode() and LENAS in decisions.content.decode()
    curate = reverse("annotation:review-curate", args=[w["document"].pk])
    page = boss.get(curate, {"reviewer": w["anna"].pk})
    assert page.status_code == 200 and ANNAS in page.content.decode()


def test_once_both_finished_the_adjudication_shows_both(world):
    w = world
    document = w["document"]
    adjudication = reverse("api-team-adjudication", args=[document.pk])
    document_mark_done(document=document, reviewer=w["lena"], mode="curate")
    # Lena finished, Anna not: Anna still sees nothing of Lena's.
    anna = Reader(w["anna"])
    assert anna.get(adjudication).status_code == 403
    assert anna.leaks(LENAS) == []
    document_mark_done(document=document, reviewer=w["anna"], mode="curate")
    for user in (w["lena"], w["anna"]):
        reader = Reader(user)
        response = reader.get(adjudication)
        assert response.status_code == 200
        decisions = {
            d["curator"]: d["text"] for d in response.json()["spans"][0]["decisions"]
        }
        assert decisions == {"anna": ANNAS, "lena": LENAS}
    lena = APIClient()
    lena.force_login(w["lena"])
    # and the other doors open again
    listed = lena.get(reverse("api-decision-list", args=[w["project"].pk]))
    assert ANNAS in listed.content.decode()
    correspondence = lena.get(
        reverse("annotation:export-correspondence", args=[w["project"].pk]),
        {"format": "csv"},
    )
    assert (
        correspondence.status_code == 200 and ANNAS in correspondence.content.decode()
    )
