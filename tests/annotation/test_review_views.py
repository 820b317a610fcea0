"""The review pages: evaluate and curate, blind sets, access, queries, escaping."""

from __future__ import annotations

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from annotation.corpus.models import ActivityLog
from annotation.review.models import (
    Decision,
    DocumentProgress,
    Review,
    ReviewMode,
    ReviewSet,
)
from annotation.review.services import decision_save, review_save
from tests.annotation.review_helpers import document_with_spans, run_with_candidates
from tests.factories import ProjectFactory, UserFactory
from tests.pages import without_csrf_tokens

pytestmark = pytest.mark.django_db


@pytest.fixture
def project():
    return ProjectFactory(name="Court rulings")


def evaluate_url(kind: str, scope_id: int, document_id: int) -> str:
    return reverse("annotation:review-evaluate", args=[kind, scope_id, document_id])


def tag_url(kind: str, scope_id: int, candidate_id: int) -> str:
    return reverse("annotation:review-tag", args=[kind, scope_id, candidate_id])


def blind_set(project, runs, *, name="Round 1") -> ReviewSet:
    review_set = ReviewSet.objects.create(project=project, name=name, blind=True)
    review_set.runs.set(runs)
    return review_set


# --- Evaluate ------------------------------------------------------------------------


def test_evaluate_page_shows_the_document_as_the_run_pseudonymized_it(
    client, project, annotator
):
    document = document_with_spans(project=project, spans=3)
    run = run_with_candidates(project=project, documents=[document], prefix="Zed")
    client.force_login(annotator)
    response = client.get(evaluate_url("run", run.pk, document.pk))
    html = response.content.decode()
    assert response.status_code == 200
    text = re.search(r'<div class="rv-text[^>]*>(.*?)</div>', html, re.S).group(1)
    assert "Zed0" in text and "Zed1" in text and "Zed2" in text
    # The original is in the page only on demand (hidden until "s").
    assert '<span class="rv-orig">Anna</span>' in text
    assert 'data-key="9"' in html and "SEM:MERGED-ENTITY" in html


def test_tag_post_saves_at_once_and_returns_the_span_card(client, project, annotator):
    document = document_with_spans(project=project, spans=2)
    run = run_with_candidates(project=project, documents=[document])
    candidate = run.candidates.order_by("span__start").first()
    client.force_login(annotator)
    response = client.post(
        tag_url("run", run.pk, candidate.pk),
        {"tag": "GRAMMAR", "comment": "agreement"},
        HTTP_HX_REQUEST="true",
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert html.lstrip().startswith('<section id="span-card"')
    assert 'hx-swap-oob="true"' in html and "st-error" in html
    assert "1 / 2 tagged" in html
    review = Review.objects.get(candidate=candidate, reviewer=annotator)
    assert (review.tag, review.comment, review.run_id) == (
        "GRAMMAR",
        "agreement",
        run.pk,
    )
    # A reload shows it.
    page = client.get(
        evaluate_url("run", run.pk, document.pk) + f"?span={candidate.span_id}"
    )
    assert 'value="GRAMMAR" class="tag-button is-chosen"' in page.content.decode()


def test_tag_without_javascript_redirects_back_to_the_span(client, project, annotator):
    document = document_with_spans(project=project, spans=1)
    run = run_with_candidates(project=project, documents=[document])
    candidate = run.candidates.get()
    client.force_login(annotator)
    response = client.post(tag_url("run", run.pk, candidate.pk), {"tag": "POS"})
    assert response.status_code == 302
    assert response["Location"].endswith(f"?span={candidate.span_id}")
    assert Review.objects.get(candidate=candidate).tag == "POS"


def test_comment_alone_keeps_the_tag_and_without_a_tag_is_kept_as_a_draft(
    client, project, annotator
):
    document = document_with_spans(project=project, spans=1)
    run = run_with_candidates(project=project, documents=[document])
    candidate = run.candidates.get()
    client.force_login(annotator)
    url = tag_url("run", run.pk, candidate.pk)
    draft = client.post(url, {"comment": "odd"}, HTTP_HX_REQUEST="true")
    assert draft.status_code == 400
    assert "Pick a tag first" in draft.content.decode()
    assert ">odd</textarea>" in draft.content.decode()
    client.post(url, {"tag": "POS"}, HTTP_HX_REQUEST="true")
    client.post(url, {"comment": "odd"}, HTTP_HX_REQUEST="true")
    review = Review.objects.get(candidate=candidate)
    assert (review.tag, review.comment) == ("POS", "odd")


def test_two_reviewers_keep_separate_tags_and_a_lead_sees_both(
    client, project, lead, annotator, other_annotator
):
    document = document_with_spans(project=project, spans=1)
    run = run_with_candidates(project=project, documents=[document])
    candidate = run.candidates.get()
    url = tag_url("run", run.pk, candidate.pk)
    client.force_login(annotator)
    client.post(url, {"tag": "NO_ERROR"}, HTTP_HX_REQUEST="true")
    client.force_login(other_annotator)
    client.post(url, {"tag": "OVERLAP"}, HTTP_HX_REQUEST="true")
    tags = dict(
        Review.objects.filter(candidate=candidate).values_list("reviewer_id", "tag")
    )
    assert tags == {annotator.pk: "NO_ERROR", other_annotator.pk: "OVERLAP"}

    client.force_login(lead)
    page = evaluate_url("run", run.pk, document.pk)
    first = client.get(f"{page}?reviewer={annotator.pk}").content.decode()
    second = client.get(f"{page}?reviewer={other_annotator.pk}").content.decode()
    assert "Read-only" in first and annotator.username in first
    assert '<span class="badge tag-badge tag-ok">NO_ERROR</span>' in first
    assert '<span class="badge tag-badge tag-error">OVERLAP</span>' in second
    # Read-only: no forms to change someone else's tags.
    assert "tag-form" not in first and 'id="done-form"' not in first


def test_nobody_can_write_someone_elses_tags(client, project, lead, annotator):
    document = document_with_spans(project=project, spans=1)
    run = run_with_candidates(project=project, documents=[document])
    candidate = run.candidates.get()
    review_save(candidate=candidate, reviewer=annotator, tag="POS")
    client.force_login(lead)
    response = client.post(
        tag_url("run", run.pk, candidate.pk) + f"?reviewer={annotator.pk}",
        {"tag": "NO_ERROR"},
    )
    assert response.status_code == 403
    assert Review.objects.get(reviewer=annotator).tag == "POS"
    assert not Review.objects.filter(reviewer=lead).exists()


def test_annotator_may_not_look_at_another_reviewers_work(
    client, project, annotator, other_annotator
):
    document = document_with_spans(project=project, spans=1)
    run = run_with_candidates(project=project, documents=[document])
    client.force_login(annotator)
    response = client.get(
        evaluate_url("run", run.pk, document.pk) + f"?reviewer={other_annotator.pk}"
    )
    assert response.status_code == 403


def test_non_member_gets_404_on_pages_and_saves(client, project):
    document = document_with_spans(project=project, spans=1)
    run = run_with_candidates(project=project, documents=[document])
    client.force_login(UserFactory())
    assert client.get(evaluate_url("run", run.pk, document.pk)).status_code == 404
    candidate = run.candidates.get()
    response = client.post(tag_url("run", run.pk, candidate.pk), {"tag": "POS"})
    assert response.status_code == 404
    assert not Review.objects.exists()


def test_blind_set_page_names_no_generator_and_no_run(client, project, annotator):
    document = document_with_spans(project=project, spans=3)
    runs = [
        run_with_candidates(
            project=project,
            documents=[document],
            generator=generator,
            name=name,
            prefix=prefix,
        )
        for generator, name, prefix in [
            ("upos_baseline", "UposRunName", "Xa"),
            ("mlm", "RobertaRunName", "Xb"),
            ("llm", "QwenRunName", "Xc"),
        ]
    ]
    review_set = blind_set(project, runs, name="Round 1")
    client.force_login(annotator)
    html = without_csrf_tokens(
        client.get(evaluate_url("set", review_set.pk, document.pk)).content.decode()
    )
    for secret in [
        "upos_baseline",
        "mlm",
        "llm",
        "UposRunName",
        "RobertaRunName",
        "QwenRunName",
        "roberta",
        "qwen",
        "upos",
    ]:
        assert secret.lower() not in html.lower(), secret
    assert "System A" in html and "System B" in html and "System C" in html
    card = client.get(
        evaluate_url("set", review_set.pk, document.pk)
        + "?span="
        + str(document.spans.first().pk),
        HTTP_HX_REQUEST="true",
    ).content.decode()
    assert "System A" in card and "mlm" not in card.lower()
    candidate = runs[1].candidates.first()
    saved = client.post(
        tag_url("set", review_set.pk, candidate.pk),
        {"tag": "POS"},
        HTTP_HX_REQUEST="true",
    ).content.decode()
    assert "roberta" not in saved.lower() and "mlm" not in saved.lower()


def test_blind_order_is_fixed_per_reviewer_and_differs_between_reviewers(project):
    from annotation.review.selectors import evaluate_scope_get

    document = document_with_spans(project=project, spans=1)
    runs = [
        run_with_candidates(project=project, documents=[document]) for _ in range(4)
    ]
    review_set = blind_set(project, runs)

    def order(reviewer_id: int) -> list[int]:
        scope = evaluate_scope_get(
            project=project, kind="set", pk=review_set.pk, reviewer_id=reviewer_id
        )
        return [system.run.pk for system in scope.systems]

    assert order(1) == order(1)
    orders = {tuple(order(reviewer_id)) for reviewer_id in range(1, 13)}
    assert len(orders) > 1
    assert all(sorted(o) == sorted(r.pk for r in runs) for o in orders)


def test_document_markup_is_shown_as_text_never_run(client, project, annotator):
    document = document_with_spans(
        project=project,
        spans=2,
        sentence="<script>window.pwned=1</script> {name} <b>bold</b>. ",
    )
    run = run_with_candidates(
        project=project, documents=[document], prefix="<img src=x>"
    )
    client.force_login(annotator)
    for url in [
        evaluate_url("run", run.pk, document.pk),
        reverse("annotation:review-curate", args=[document.pk]),
    ]:
        html = client.get(url).content.decode()
        assert "<script>window.pwned" not in html
        assert "&lt;script&gt;window.pwned=1&lt;/script&gt;" in html
        assert "<b>bold</b>" not in html
        assert "<img src=x>" not in html


def _count_queries(client, url: str) -> int:
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200
    return len(queries)


def test_evaluate_page_queries_do_not_grow_with_spans_or_runs(
    client, project, annotator
):
    small = document_with_spans(project=project, spans=3, external_id="small")
    large = document_with_spans(project=project, spans=30, external_id="large")
    one_run = run_with_candidates(project=project, documents=[small, large])
    three_more = [
        run_with_candidates(project=project, documents=[small, large]) for _ in range(3)
    ]
    single = blind_set(project, [one_run], name="one")
    many = blind_set(project, [one_run, *three_more], name="four")
    for candidate in one_run.candidates.all()[:5]:
        review_save(candidate=candidate, reviewer=annotator, tag="POS")
    client.force_login(annotator)
    counts = {
        (document.external_id, review_set.name): _count_queries(
            client, evaluate_url("set", review_set.pk, document.pk)
        )
        for document in (small, large)
        for review_set in (single, many)
    }
    assert len(set(counts.values())) == 1, counts
    # A run in a blind set the annotator reviews is not theirs to open by name.
    solo = run_with_candidates(project=project, documents=[small, large])
    run_counts = {
        _count_queries(client, evaluate_url("run", solo.pk, d.pk))
        for d in (small, large)
    }
    assert len(run_counts) == 1


def test_span_card_and_save_queries_do_not_grow_with_spans(client, project, annotator):
    small = document_with_spans(project=project, spans=3, external_id="small")
    large = document_with_spans(project=project, spans=30, external_id="large")
    runs = [
        run_with_candidates(project=project, documents=[small, large]) for _ in range(4)
    ]
    review_set = blind_set(project, runs)
    client.force_login(annotator)
    counts = set()
    for document in (small, large):
        candidate = runs[0].candidates.filter(document=document).first()
        with CaptureQueriesContext(connection) as queries:
            client.post(
                tag_url("set", review_set.pk, candidate.pk),
                {"tag": "POS"},
                HTTP_HX_REQUEST="true",
            )
        counts.add(len(queries))
    assert len(counts) == 1, counts


# --- Curate --------------------------------------------------------------------------


def curate_url(document_id: int) -> str:
    return reverse("annotation:review-curate", args=[document_id])


def decide_url(span_id: int) -> str:
    return reverse("annotation:review-decide", args=[span_id])


def test_curate_card_shows_every_runs_candidate_and_the_alternatives(
    client, project, annotator
):
    document = document_with_spans(project=project, spans=2)
    run_with_candidates(
        project=project, documents=[document], name="Baseline", prefix="Ba"
    )
    run_with_candidates(
        project=project,
        documents=[document],
        name="Masked LM",
        prefix="Ml",
        alternatives=3,
    )
    client.force_login(annotator)
    html = client.get(curate_url(document.pk)).content.decode()
    card = html[html.index('<section id="span-card"') :]
    for text in ["Ba0", "Ml0", "Ml0alt0", "Ml0alt2", "Baseline", "Masked LM"]:
        assert text in card
    assert "Keep the original" in card and 'data-form="own"' in card


def test_curate_decisions_save_each_kind_and_survive_a_reload(
    client, project, annotator
):
    document = document_with_spans(project=project, spans=4)
    run = run_with_candidates(project=project, documents=[document], prefix="Ny")
    spans = list(document.spans.all())
    candidates = {c.span_id: c for c in run.candidates.all()}
    client.force_login(annotator)
    posts = [
        (spans[0], {"kind": "accept", "candidate": candidates[spans[0].pk].pk}),
        (
            spans[1],
            {
                "kind": "edit",
                "candidate": candidates[spans[1].pk].pk,
                "text": "Ny1 Berg",
            },
        ),
        (spans[2], {"kind": "own", "text": "Tove"}),
        (spans[3], {"kind": "keep"}),
    ]
    for span, data in posts:
        response = client.post(decide_url(span.pk), data, HTTP_HX_REQUEST="true")
        assert response.status_code == 200
        assert (
            f'id="m-{span.pk}" class="rv-mark st-{data["kind"]}'
            in response.content.decode()
        )
    decisions = {
        d.span_id: (d.kind, d.text) for d in Decision.objects.filter(reviewer=annotator)
    }
    assert decisions == {
        spans[0].pk: ("accept", "Ny0"),
        spans[1].pk: ("edit", "Ny1 Berg"),
        spans[2].pk: ("own", "Tove"),
        spans[3].pk: ("keep", ""),
    }
    html = client.get(curate_url(document.pk)).content.decode()
    assert "4 / 4 decided" in html
    assert (
        '<span class="rv-chip"><span class="visually-hidden"> becomes </span>'
        "Tove</span>" in html
    )
    assert (
        ActivityLog.objects.filter(user=annotator, action="decision.save").count() == 4
    )


def test_curate_offers_to_apply_to_all_mentions_and_does_it(client, project, annotator):
    document = document_with_spans(project=project, spans=16)  # entities e0..e7, twice
    run_with_candidates(project=project, documents=[document])
    spans = list(document.spans.all())
    client.force_login(annotator)
    response = client.post(
        decide_url(spans[0].pk), {"kind": "own", "text": "Tove"}, HTTP_HX_REQUEST="true"
    )
    assert "Apply to all mentions" in response.content.decode()
    response = client.post(
        reverse("annotation:review-decide-apply", args=[spans[0].pk]),
        HTTP_HX_REQUEST="true",
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert "Apply to all mentions" not in html
    assert f'id="m-{spans[8].pk}"' in html  # the other mention, out of band
    assert Decision.objects.get(span=spans[8], reviewer=annotator).text == "Tove"
    assert not Decision.objects.filter(span=spans[1]).exists()


def test_curate_warns_when_a_pseudonym_is_already_another_entitys(
    client, project, annotator
):
    document = document_with_spans(project=project, spans=3)
    spans = list(document.spans.all())
    decision_save(span=spans[0], reviewer=annotator, kind="own", text="Tove")
    client.force_login(annotator)
    response = client.post(
        decide_url(spans[1].pk),
        {"kind": "own", "text": " tove "},
        HTTP_HX_REQUEST="true",
    )
    html = response.content.decode()
    assert "Same pseudonym as another entity" in html
    assert "already replaces “Anna”" in html


def test_curate_page_queries_do_not_grow_with_spans_or_runs(client, project, annotator):
    small = document_with_spans(project=project, spans=3, external_id="small")
    large = document_with_spans(project=project, spans=30, external_id="large")
    run_with_candidates(project=project, documents=[small, large], alternatives=3)
    client.force_login(annotator)
    one = {_count_queries(client, curate_url(d.pk)) for d in (small, large)}
    for _ in range(3):
        run_with_candidates(project=project, documents=[small, large], alternatives=3)
    four = {_count_queries(client, curate_url(d.pk)) for d in (small, large)}
    assert len(one | four) == 1, (one, four)


def test_lead_reads_decisions_of_others_but_cannot_change_them(
    client, project, lead, annotator
):
    document = document_with_spans(project=project, spans=1)
    span = document.spans.get()
    decision_save(span=span, reviewer=annotator, kind="own", text="Tove")
    client.force_login(lead)
    html = client.get(
        f"{curate_url(document.pk)}?reviewer={annotator.pk}"
    ).content.decode()
    assert "Tove" in html and "Read-only" in html and 'data-form="own"' not in html
    response = client.post(
        decide_url(span.pk) + f"?reviewer={annotator.pk}", {"kind": "keep"}
    )
    assert response.status_code == 403
    assert Decision.objects.get(span=span, reviewer=annotator).text == "Tove"


# --- Done, next, start, progress --------------------------------------------------


def test_done_marks_the_document_and_opens_the_next_one_not_done(
    client, project, annotator
):
    first = document_with_spans(project=project, spans=1, external_id="a")
    second = document_with_spans(project=project, spans=1, external_id="b")
    third = document_with_spans(project=project, spans=1, external_id="c")
    DocumentProgress.objects.create(
        document=second, reviewer=annotator, mode=ReviewMode.CURATE
    )
    client.force_login(annotator)
    response = client.post(reverse("annotation:review-curate-done", args=[first.pk]))
    assert response["Location"] == curate_url(third.pk)
    assert DocumentProgress.objects.filter(
        document=first, reviewer=annotator, mode="curate"
    ).exists()
    start = client.get(reverse("annotation:review-curate-next", args=[project.pk]))
    assert start["Location"] == curate_url(third.pk)
    response = client.post(reverse("annotation:review-curate-done", args=[third.pk]))
    assert response["Location"] == reverse("annotation:review-start", args=[project.pk])


def test_evaluate_done_is_per_run(client, project, annotator):
    first = document_with_spans(project=project, spans=1, external_id="a")
    second = document_with_spans(project=project, spans=1, external_id="b")
    run = run_with_candidates(project=project, documents=[first, second])
    other = run_with_candidates(project=project, documents=[first, second])
    client.force_login(annotator)
    response = client.post(
        reverse("annotation:review-evaluate-done", args=["run", run.pk, first.pk])
    )
    assert response["Location"] == evaluate_url("run", run.pk, second.pk)
    nxt = client.get(
        reverse("annotation:review-evaluate-next", args=[project.pk, "run", other.pk])
    )
    assert nxt["Location"] == evaluate_url("run", other.pk, first.pk)


def test_progress_shows_annotators_their_own_and_leads_everyones(
    client, project, lead, annotator, other_annotator
):
    document = document_with_spans(project=project, spans=1, external_id="doc-1")
    DocumentProgress.objects.create(
        document=document, reviewer=other_annotator, mode=ReviewMode.CURATE
    )
    url = reverse("annotation:review-progress", args=[project.pk])
    client.force_login(annotator)
    own = client.get(url, HTTP_HX_REQUEST="true").content.decode()
    assert annotator.username in own and other_annotator.username not in own
    client.force_login(lead)
    everyone = client.get(url, HTTP_HX_REQUEST="true").content.decode()
    assert annotator.username in everyone and other_annotator.username in everyone
    assert '<span class="badge badge-done">curate</span>' in everyone
    detail = client.get(reverse("annotation:project-detail", args=[project.pk]))
    assert url in detail.content.decode()


def test_start_page_lists_runs_and_lets_a_lead_create_a_blind_set(
    client, project, lead, annotator
):
    document = document_with_spans(project=project, spans=1)
    runs = [
        run_with_candidates(project=project, documents=[document], name=n)
        for n in ("Alpha", "Beta")
    ]
    client.force_login(lead)
    html = client.get(
        reverse("annotation:review-start", args=[project.pk])
    ).content.decode()
    assert "Alpha" in html and "Create a review set" in html
    response = client.post(
        reverse("annotation:review-set-create", args=[project.pk]),
        {"name": "Blind 1", "runs": [r.pk for r in runs], "blind": "on"},
    )
    assert response.status_code == 302
    review_set = ReviewSet.objects.get(name="Blind 1")
    assert review_set.blind and set(review_set.runs.all()) == set(runs)
    client.force_login(annotator)
    html = client.get(
        reverse("annotation:review-start", args=[project.pk])
    ).content.decode()
    assert "Create a review set" not in html
    forbidden = client.post(
        reverse("annotation:review-set-create", args=[project.pk]),
        {"name": "Mine", "runs": [runs[0].pk]},
    )
    assert forbidden.status_code == 403
