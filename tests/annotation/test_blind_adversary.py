"""An annotator with a blind review set tries to find out which run made a candidate.

They walk every URL the resolver knows, with every id they can see and the ids of
the blind runs and candidates guessed (the test gives those ids a shape no other id
has: seven digits starting with 7 or 8), read every page, fragment and API answer,
and the test checks that nothing they get names a blind run: not its id, its name,
its generator, nor the id of one of its candidates, and that blind items' names are
not ordered by run. A run hidden from annotators altogether is checked the same way,
and so are the names of the other reviewers.
"""

from __future__ import annotations

import itertools
import re
from typing import Any
from urllib.parse import urlencode

import pytest
from django.urls import URLPattern, URLResolver, get_resolver, reverse
from rest_framework.test import APIClient

from annotation.corpus.models import Role, Span
from annotation.review.access import blind_item_resolve
from annotation.review.models import ReviewSet
from annotation.review.services import decision_save, review_save
from generation.models import Candidate, GenerationRun, RunStatus
from tests.annotation.review_helpers import document_with_spans
from tests.factories import MembershipFactory, ProjectFactory, UserFactory
from tests.pages import without_csrf_tokens

pytestmark = pytest.mark.django_db

BLIND_RUNS = [
    (8_000_001, "mlm", "Zeta masked model"),
    (8_000_002, "llm", "Omega chat model"),
    (8_000_003, "upos", "Kappa tagger baseline"),
]
HIDDEN_RUN = (8_000_009, "random", "Ghost wordlist run")
SECRET_WORDS = [name for _, _, name in [*BLIND_RUNS, HIDDEN_RUN]]
SECRET_GENERATORS = ["mlm", "llm", "upos", "random"]
# Blind and hidden ids: seven digits from 7000000 (candidates) or 8000000 (runs).
SECRET_ID = re.compile(r"(?<![0-9a-f])[78]0{3}\d{3}(?![0-9a-f])")


def _run(project, pk: int, generator: str, name: str, **fields) -> GenerationRun:
    return GenerationRun.objects.create(
        pk=pk,
        project=project,
        generator=generator,
        name=name,
        language="en",
        status=RunStatus.DONE,
        **fields,
    )


@pytest.fixture
def world() -> dict[str, Any]:
    project = ProjectFactory(name="Court rulings")
    lead = MembershipFactory(project=project, role=Role.LEAD).user
    me = MembershipFactory(
        project=project, role=Role.ANNOTATOR, user=UserFactory(username="adversary")
    ).user
    other = MembershipFactory(
        project=project,
        role=Role.ANNOTATOR,
        user=UserFactory(username="quiet-colleague"),
    ).user
    documents = [
        document_with_spans(project=project, spans=8, external_id=f"case{i}")
        for i in range(2)
    ]
    spans = list(Span.objects.filter(document__in=documents).order_by("pk"))
    shown = _run(
        project, 101, "placeholder", "Shown placeholders", visible_to_annotators=True
    )
    blind = [_run(project, pk, gen, name) for pk, gen, name in BLIND_RUNS]
    # Shown to annotators by the lead, but in the blind set: blind wins.
    GenerationRun.objects.filter(pk=blind[0].pk).update(visible_to_annotators=True)
    hidden = _run(project, *HIDDEN_RUN)
    # The shown run's candidates first, with the database's own (small) ids.
    Candidate.objects.bulk_create(
        [
            Candidate(
                run=shown, span=span, document_id=span.document_id, text=f"Shown{i}"
            )
            for i, span in enumerate(spans)
        ]
    )
    rows = []
    next_id = 7_000_001
    for span in spans:
        for run in [*blind, hidden]:
            rows.append(
                Candidate(
                    pk=next_id,
                    run=run,
                    span=span,
                    document_id=span.document_id,
                    text=f"Blind{run.pk % 10}x{span.pk}",
                    alternatives=[f"Alt{run.pk % 10}x{span.pk}"],
                    # How sure a run is, and why, tells runs apart as well as a name.
                    reason=f"Why{run.pk % 10}x{span.pk}",
                    confidence=(run.pk % 10) / 10,
                )
            )
            next_id += 1
    Candidate.objects.bulk_create(rows)
    review_set = ReviewSet.objects.create(project=project, name="Round 1", blind=True)
    review_set.runs.set(blind)
    # Given to everyone: the adversary and their colleague both review it.
    open_set = ReviewSet.objects.create(project=project, name="Open look")
    open_set.runs.set([shown])
    blind_candidates = list(Candidate.objects.filter(run__in=blind))
    for candidate in blind_candidates[:6]:
        review_save(candidate=candidate, reviewer=me, tag="POS")
        review_save(candidate=candidate, reviewer=other, tag="NO_ERROR")
        review_save(candidate=candidate, reviewer=lead, tag="POS")
    shown_candidate = Candidate.objects.filter(run=shown).first()
    decision_save(
        span=shown_candidate.span,
        reviewer=me,
        kind="accept",
        text=shown_candidate.text,
        candidate=shown_candidate,
    )
    # A decision the colleague took from a blind run before the set existed.
    decision_save(
        span=blind_candidates[1].span,
        reviewer=other,
        kind="accept",
        text=blind_candidates[1].text,
        candidate=blind_candidates[1],
    )
    return {
        "project": project,
        "lead": lead,
        "me": me,
        "other": other,
        "documents": documents,
        "spans": spans,
        "shown": shown,
        "blind": blind,
        "hidden": hidden,
        "set": review_set,
        "open_set": open_set,
        "shown_candidate": shown_candidate,
        "blind_candidates": blind_candidates,
    }


def _patterns(
    resolver: URLResolver, prefix: str = "", namespace: str = ""
) -> list[tuple[str, str]]:
    """(route, name) of every URL, admin left out (staff only, see the table)."""
    found: list[tuple[str, str]] = []
    for entry in resolver.url_patterns:
        if isinstance(entry, URLResolver):
            if entry.namespace == "admin":
                continue
            inner = f"{namespace}{entry.namespace}:" if entry.namespace else namespace
            found += _patterns(entry, prefix + str(entry.pattern), inner)
        elif isinstance(entry, URLPattern) and entry.name:
            found.append((prefix + str(entry.pattern), namespace + entry.name))
    return found


def _pools(w: dict[str, Any], tokens: list[str]) -> dict[str, list[Any]]:
    """What the adversary puts in each kind of id: what they can see, and guesses."""
    blind_runs = [run.pk for run in w["blind"]] + [w["hidden"].pk]
    blind_cands = [c.pk for c in w["blind_candidates"][:3]]
    return {
        "projects": [w["project"].pk],
        "documents": [d.pk for d in w["documents"]],
        "runs": [w["shown"].pk, *blind_runs],
        "candidates": [w["shown_candidate"].pk, *blind_cands, *tokens[:2]],
        "spans": [w["spans"][0].pk],
        "review-sets": [w["set"].pk, w["open_set"].pk],
        "labels": [w["spans"][0].label_id],
        "members": [w["me"].memberships.get().pk],
        "kind": ["run", "set", "errors", "metrics", "agreement"],
        "scope_id": [w["shown"].pk, w["set"].pk, w["open_set"].pk, *blind_runs],
        "item": tokens[:2] + [str(c) for c in blind_cands],
    }


def _values(route: str, param: str, pools: dict[str, list[Any]]) -> list[Any]:
    if param in pools:
        return pools[param]
    if param in ("candidate_id",):
        return pools["candidates"]
    if param in ("document_id",):
        return pools["documents"]
    if param in ("span_id",):
        return pools["spans"]
    if param in ("label_id",):
        return pools["labels"]
    if param in ("member_id", "membership_id"):
        return pools["members"]
    if param in ("job_id", "import_id"):
        return [1]
    # pk: the noun before it says what it is.
    before = route.split(f"<int:{param}>")[0].rstrip("/").split("/")[-1]
    return pools.get(before, pools["projects"])


def _tokens_from(html: str) -> list[str]:
    return list(dict.fromkeys(re.findall(r"/candidates/(\d+-[0-9a-f]{32})/", html)))


def test_annotator_with_a_blind_set_cannot_tell_which_run_made_a_candidate(world):
    w = world
    me, project = w["me"], w["project"]
    client = APIClient()
    client.force_login(me)
    answers: list[tuple[str, int, str]] = []

    def fetch(method: str, url: str, data: Any = None, **extra: Any) -> Any:
        response = getattr(client, method)(url, data, **extra)
        body = b"".join(response) if response.streaming else response.content
        asked = url
        if method == "get" and data:
            asked += "?" + urlencode(data)
        answers.append(
            (f"{method.upper()} {asked}", response.status_code, body.decode())
        )
        return response

    # The adversary starts where the app sends them: their set's pages.
    tokens: list[str] = []
    for document in w["documents"]:
        page = fetch(
            "get",
            reverse(
                "annotation:review-evaluate", args=["set", w["set"].pk, document.pk]
            ),
        )
        assert page.status_code == 200
        items = fetch(
            "get", reverse("api-review-set-items", args=[w["set"].pk, document.pk])
        )
        names = [row["item"] for row in items.json()]
        # The page's card names its items as the API does.
        assert set(_tokens_from(page.content.decode())) <= set(names)
        tokens += names
    assert len(set(tokens)) == len(tokens) == 3 * len(w["spans"])

    pools = _pools(w, tokens)
    for route, name in _patterns(get_resolver()):
        if name in ("logout",):
            continue
        params = re.findall(r"<\w+:(\w+)>", route)
        choices = [_values(route, param, pools) for param in params]
        for values in itertools.product(*choices):
            try:
                url = reverse(name, kwargs=dict(zip(params, values, strict=True)))
            except Exception:  # noqa: BLE001 - a value the converter refuses
                continue
            fetch("get", url)
            fetch("get", url, HTTP_HX_REQUEST="true")
    # Fragments, filters and writes that take more than a path.
    span = w["spans"][0]
    blind_ids = [run.pk for run in w["blind"]] + [w["hidden"].pk]
    for document in w["documents"]:
        for kind, scope in (("set", w["set"].pk), ("run", w["shown"].pk)):
            url = reverse("annotation:review-evaluate", args=[kind, scope, document.pk])
            fetch("get", url, {"span": span.pk}, HTTP_HX_REQUEST="true")
        url = reverse("annotation:review-curate", args=[document.pk])
        fetch("get", url, {"span": span.pk}, HTTP_HX_REQUEST="true")
        # Least sure first orders by the runs they may see by name only: as none of
        # those says how sure it is, the order is the text's.
        walks = [
            re.search(
                r'data-spans="([^"]*)"', fetch("get", url, query).content.decode()
            )
            for query in ({}, {"order": "confidence"})
        ]
        assert walks[0] and walks[1] and walks[0].group(1) == walks[1].group(1)
    for kind in ("errors", "metrics", "agreement"):
        page = reverse(f"annotation:report-{kind}", args=[project.pk])
        api = reverse("api-report", args=[project.pk, kind])
        fetch("get", page)
        fetch("get", api)
        for fmt in ("csv", "json", "latex"):
            fetch("get", page, {"download": fmt})
        for run_id in blind_ids:
            for url in (page, api):
                # A filter by a run they may not see answers as one by no run.
                guessed = fetch("get", url, {"run": run_id})
                nothing = fetch("get", url, {"run": 999_999})
                assert guessed.status_code == nothing.status_code
                assert (
                    guessed.content.decode().replace(str(run_id), "999999")
                    == nothing.content.decode()
                )
        assert fetch("get", page, {"reviewer": w["other"].pk}).status_code == 403
        if kind == "errors":
            assert fetch("get", api, {"reviewer": w["other"].pk}).status_code == 403
    reviews = reverse("api-review-list", args=[project.pk])
    for run_id in blind_ids:
        guessed = fetch("get", reviews, {"run": run_id})
        assert guessed.status_code == 200 and guessed.json()["count"] == 0
    for token in tokens[:3]:
        fetch(
            "post",
            reverse("annotation:review-tag", args=["set", w["set"].pk, token]),
            {"tag": "GRAMMAR"},
            HTTP_HX_REQUEST="true",
        )
        fetch(
            "post",
            reverse("api-review-set-item-review", args=[w["set"].pk, token]),
            {"tag": "OVERLAP"},
            format="json",
        )
    for candidate in w["blind_candidates"][:3]:
        for url, data in (
            (f"/api/candidates/{candidate.pk}/review/", {"tag": "POS"}),
            (
                f"/api/candidates/{candidate.pk}/review/",
                {"tag": "POS", "review_set": w["set"].pk},
            ),
            (
                f"/api/spans/{candidate.span_id}/decision/",
                {"kind": "accept", "candidate": candidate.pk},
            ),
        ):
            assert fetch("post", url, data, format="json").status_code in (400, 404)
        tag = reverse("annotation:review-tag", args=["set", w["set"].pk, candidate.pk])
        assert fetch("post", tag, {"tag": "POS"}).status_code == 404
        decide = reverse("annotation:review-decide", args=[candidate.span_id])
        response = fetch("post", decide, {"kind": "accept", "candidate": candidate.pk})
        assert response.status_code == 404
    assert len(answers) > 300

    leaks = []
    blind_texts = {c.text for c in w["blind_candidates"]}
    for request, status, raw in answers:
        body = without_csrf_tokens(raw)
        # A guessed id may come back in the address the adversary typed; the
        # answer must still be the one an id that does not exist gets.
        asked = set(SECRET_ID.findall(request))
        # 405 (a read of a write-only URL) is what any id gets, real or not. (An id
        # in a filter is compared with a never-used one above.)
        if SECRET_ID.search(request.partition("?")[0]) and status not in (
            400,
            404,
            405,
        ):
            leaks.append(f"{request}: {status} for a blind or hidden id")
        found = set(SECRET_ID.findall(body)) - asked
        if found:
            leaks.append(f"{request}: ids {sorted(found)}")
        for word in SECRET_WORDS:
            if word in body:
                leaks.append(f"{request}: run name {word!r}")
        # The API schema lists every generator the app has, for everyone alike.
        schema = request.startswith("GET /api/schema/")
        for generator in [] if schema else SECRET_GENERATORS:
            if re.search(rf"(?<![\w/.-]){generator}(?![\w/.-])", body):
                leaks.append(f"{request}: generator {generator!r}")
        if "badge-sure" in body or re.search(r"Why\dx\d+", body):
            leaks.append(f"{request}: a hidden run's confidence or reason")
        if not schema and re.search(r'"confidence": ?[0-9]', body):
            leaks.append(f"{request}: a confidence in an API answer")
        if "quiet-colleague" in body:
            leaks.append(f"{request}: another reviewer's name")
        if "/review/curate/" in request or "decision" in request:
            # Curate offers the runs the annotator may see by name: no blind text.
            shown = blind_texts & set(re.findall(r"Blind\dx\d+", body))
            if shown:
                leaks.append(f"{request}: blind candidates in curate {sorted(shown)}")
    assert not leaks, "\n".join(leaks[:40])

    # Blind item names are not ordered by run: within a span, sorting the names
    # gives a different run order from span to span.
    by_span: dict[str, list[str]] = {}
    for token in tokens:
        by_span.setdefault(token.split("-")[0], []).append(token)
    orders = set()
    run_ids = [run.pk for run in w["blind"]]
    for names in by_span.values():
        runs = []
        for token in sorted(names):
            candidate = blind_item_resolve(
                review_set_id=w["set"].pk,
                reviewer_id=me.pk,
                token=token,
                run_ids=run_ids,
            )
            assert candidate is not None
            runs.append(candidate.run_id)
        orders.add(tuple(runs))
    assert len(orders) > 1
    # Another reviewer's names for the same items are different ones.
    colleague = APIClient()
    colleague.force_login(w["other"])
    page = colleague.get(
        reverse(
            "annotation:review-evaluate",
            args=["set", w["set"].pk, w["documents"][0].pk],
        )
    )
    assert page.status_code == 200
    assert not set(_tokens_from(page.content.decode())) & set(tokens)


def test_a_blind_item_name_works_only_for_its_own_reviewer_and_set(world):
    w = world
    client = APIClient()
    client.force_login(w["me"])
    page = client.get(
        reverse(
            "annotation:review-evaluate",
            args=["set", w["set"].pk, w["documents"][0].pk],
        )
    )
    token = _tokens_from(page.content.decode())[0]
    other = APIClient()
    other.force_login(w["other"])
    url = reverse("api-review-set-item-review", args=[w["set"].pk, token])
    assert other.post(url, {"tag": "POS"}, format="json").status_code == 404
    elsewhere = reverse("api-review-set-item-review", args=[w["open_set"].pk, token])
    assert client.post(elsewhere, {"tag": "POS"}, format="json").status_code == 404
    tampered = token[:-1] + ("0" if token[-1] != "0" else "1")
    bad = reverse("api-review-set-item-review", args=[w["set"].pk, tampered])
    assert client.post(bad, {"tag": "POS"}, format="json").status_code == 404
    mine = client.post(url, {"tag": "POS"}, format="json")
    assert mine.status_code == 200 and mine.json()["item"] == token


def test_a_set_not_given_to_an_annotator_does_not_exist_for_them(world):
    w = world
    stranger = MembershipFactory(project=w["project"], role=Role.ANNOTATOR).user
    w["set"].reviewers.set([w["me"]])
    client = APIClient()
    client.force_login(stranger)
    document = w["documents"][0]
    page = reverse("annotation:review-evaluate", args=["set", w["set"].pk, document.pk])
    assert client.get(page).status_code == 404
    items = reverse("api-review-set-items", args=[w["set"].pk, document.pk])
    assert client.get(items).status_code == 404
    start = client.get(reverse("annotation:review-start", args=[w["project"].pk]))
    assert "Round 1" not in start.content.decode()
    assert "Open look" in start.content.decode()
    # The reviewer it is given to still has it.
    client.force_login(w["me"])
    start = client.get(reverse("annotation:review-start", args=[w["project"].pk]))
    assert "Round 1" in start.content.decode()


@pytest.mark.parametrize(
    "item",
    [
        "99999999999999999999999-" + "0" * 32,
        "1-" + "z" * 32,
        "-" + "0" * 32,
        "99999999999999999999999",
        "1-2-3",
        "%00",
    ],
)
def test_a_forged_item_name_is_404_never_an_error(world, item):
    client = APIClient()
    client.force_login(world["me"])
    set_id = world["set"].pk
    for url in (
        reverse("annotation:review-tag", args=["set", set_id, item]),
        reverse("annotation:review-tag", args=["run", world["shown"].pk, item]),
        reverse("api-review-set-item-review", args=[set_id, item]),
    ):
        response = client.post(url, {"tag": "POS"}, format="json")
        assert response.status_code == 404, url


def test_ids_too_large_for_the_database_are_404(world):
    client = APIClient()
    client.force_login(world["me"])
    huge = 10**30
    for url in (
        f"/api/runs/{huge}/",
        f"/runs/{huge}/",
        f"/api/candidates/{huge}/review/",
    ):
        response = client.post(url, {"tag": "POS"}, format="json")
        assert response.status_code in (404, 405), url
        assert client.get(url).status_code in (404, 405), url
