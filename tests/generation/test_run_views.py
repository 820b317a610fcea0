"""The runs pages: start a run, follow its progress, cancel, retry, export."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from annotation.corpus.models import Membership, Project, Role
from generation.models import Candidate, GenerationRun, RunStatus
from generation.services import generation_execute, options_parse, run_create
from tests.factories import (
    DocumentFactory,
    MembershipFactory,
    ProjectFactory,
    SpanFactory,
    UserFactory,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def lead_membership() -> Membership:
    return MembershipFactory(
        project=ProjectFactory(name="Court rulings"), role=Role.LEAD
    )


@pytest.fixture
def project(lead_membership) -> Project:
    for n in range(3):
        document = DocumentFactory(
            project=lead_membership.project, external_id=f"d{n}", position=n
        )
        SpanFactory(document=document, start=0, end=9)
        SpanFactory(document=document, start=19, end=23)
    return lead_membership.project


@pytest.fixture
def lead_client(client, lead_membership):
    client.force_login(lead_membership.user)
    return client


@pytest.fixture
def annotator_client(client, project):
    client.force_login(MembershipFactory(project=project, role=Role.ANNOTATOR).user)
    return client


def make_run(project, *, generator="placeholder", **fields) -> GenerationRun:
    run = run_create(
        project=project,
        generator=generator,
        options=options_parse(
            extra={"placeholder": "S3"} if generator == "placeholder" else {}
        ),
        name=fields.pop("name", ""),
    )
    if fields:
        GenerationRun.objects.filter(pk=run.pk).update(**fields)
        run.refresh_from_db()
    return run


def text_of(response) -> str:
    return response.content.decode()


def start_data(**overrides) -> dict:
    data = {
        "generator": "placeholder",
        "name": "S3 placeholders",
        "placeholder": "S3",
        "strategy": "maskL",
        "k": "10",
        "sampling": "top1",
        "reject_punct": "on",
        "context": "2",
        "consistency": "none",
        "documents": "all",
    }
    data.update(overrides)
    return data


# --- Access ------------------------------------------------------------------------


def test_non_member_gets_404_on_every_run_page(client, project):
    run = make_run(project)
    client.force_login(UserFactory(username="stranger"))
    urls = [
        reverse("generation:run-list", args=[project.pk]),
        reverse("generation:run-start", args=[project.pk]),
        reverse("generation:run-detail", args=[run.pk]),
        reverse("generation:run-export", args=[run.pk]),
    ]
    for url in urls:
        assert client.get(url).status_code == 404, url
    for name in ("generation:run-cancel", "generation:run-retry"):
        assert client.post(reverse(name, args=[run.pk])).status_code == 404


def test_annotator_sees_runs_but_cannot_start_cancel_or_retry(
    annotator_client, project, broker
):
    run = make_run(project, name="visible run", visible_to_annotators=True)
    hidden = make_run(project, name="hidden run")
    page = annotator_client.get(reverse("generation:run-list", args=[project.pk]))
    assert page.status_code == 200
    assert "visible run" in text_of(page)
    # A run the lead did not show to annotators does not exist for them.
    assert "hidden run" not in text_of(page)
    detail = reverse("generation:run-detail", args=[hidden.pk])
    assert annotator_client.get(detail).status_code == 404
    assert "Start a run" not in text_of(page)
    assert ">Cancel</button>" not in text_of(page)
    start_url = reverse("generation:run-start", args=[project.pk])
    assert annotator_client.get(start_url).status_code == 403
    assert annotator_client.post(start_url, start_data()).status_code == 403
    for name in ("generation:run-cancel", "generation:run-retry"):
        assert annotator_client.post(reverse(name, args=[run.pk])).status_code == 403
    run.refresh_from_db()
    assert run.status == RunStatus.QUEUED
    assert GenerationRun.objects.count() == 2
    assert broker == []


def test_anonymous_user_is_sent_to_login(client, project):
    response = client.get(reverse("generation:run-list", args=[project.pk]))
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))


# --- Starting a run ----------------------------------------------------------------


def test_project_page_links_to_runs_and_start_form(lead_client, project):
    html = text_of(
        lead_client.get(reverse("annotation:project-detail", args=[project.pk]))
    )
    assert reverse("generation:run-list", args=[project.pk]) in html
    assert reverse("generation:run-start", args=[project.pk]) in html


def test_start_form_offers_every_generator_and_its_options(lead_client, project):
    html = text_of(lead_client.get(reverse("generation:run-start", args=[project.pk])))
    for generator in ("random", "upos", "placeholder", "mlm", "llm"):
        assert f'value="{generator}"' in html
    for value in ("S0", "S1", "S2", "S3", "maskL", "repL", "entity", "topk"):
        assert f'value="{value}"' in html
    for name in ("upos", "k", "seed", "model", "external_ids", "position_from"):
        assert f'name="{name}"' in html
    assert 'data-generators="mlm llm"' in html


def test_lead_starts_a_run_that_is_queued_and_sent_to_its_queue(
    lead_client, project, lead_membership, broker, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        response = lead_client.post(
            reverse("generation:run-start", args=[project.pk]), start_data()
        )
    run = GenerationRun.objects.get()
    assert response.status_code == 302
    assert response["Location"] == reverse("generation:run-list", args=[project.pk])
    assert run.status == RunStatus.QUEUED
    assert run.name == "S3 placeholders"
    assert run.generator == "placeholder"
    assert run.options["extra"] == {"placeholder": "S3"}
    assert run.created_by == lead_membership.user
    assert (run.documents_total, run.spans_total) == (3, 6)
    assert broker and all(message == ((run.pk,), "light") for message in broker)


def test_start_with_mlm_options_records_them(
    lead_client, project, broker, django_capture_on_commit_callbacks
):
    data = start_data(
        generator="mlm",
        strategy="repL",
        upos="on",
        k="5",
        seed="7",
        model="/models/tiny",
        consistency="entity",
        sampling="topk",
    )
    with django_capture_on_commit_callbacks(execute=True):
        lead_client.post(reverse("generation:run-start", args=[project.pk]), data)
    options = GenerationRun.objects.get().options
    assert options["strategy"] == "repL"
    assert options["upos"] is True
    assert (options["k"], options["seed"]) == (5, 7)
    assert options["consistency"] == "entity"
    assert options["extra"]["model"] == "/models/tiny"
    assert options["extra"]["sampling"] == "topk"
    assert broker[0][1] == "mlm"


def test_start_with_listed_external_ids_runs_only_those(
    lead_client, project, broker, django_capture_on_commit_callbacks
):
    data = start_data(documents="ids", external_ids="d2\nd0")
    with django_capture_on_commit_callbacks(execute=True):
        lead_client.post(reverse("generation:run-start", args=[project.pk]), data)
    run = GenerationRun.objects.get()
    chosen = set(
        project.documents.filter(external_id__in=["d0", "d2"]).values_list(
            "pk", flat=True
        )
    )
    assert set(run.document_ids) == chosen
    assert (run.documents_total, run.spans_total) == (2, 4)


def test_start_with_a_position_range_runs_that_range(lead_client, project, broker):
    data = start_data(documents="range", position_from="1", position_to="2")
    lead_client.post(reverse("generation:run-start", args=[project.pk]), data)
    run = GenerationRun.objects.get()
    expected = set(
        project.documents.filter(position__in=[1, 2]).values_list("pk", flat=True)
    )
    assert set(run.document_ids) == expected


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        (
            {"documents": "ids", "external_ids": "d1 nope"},
            "1 not in this project: nope",
        ),
        ({"documents": "ids", "external_ids": ""}, "List at least one external id."),
        (
            {"documents": "range", "position_from": "2", "position_to": "1"},
            "The range ends before it starts.",
        ),
        (
            {"documents": "range", "position_from": "50", "position_to": "60"},
            "No document has a # from 50 to 60.",
        ),
        (
            {"generator": "mlm", "k": "0"},
            "Ensure this value is greater than or equal to 1.",
        ),
        ({"generator": "nonsense"}, "Select a valid choice."),
    ],
)
def test_start_form_shows_validation_errors_and_creates_nothing(
    lead_client, project, broker, overrides, message
):
    response = lead_client.post(
        reverse("generation:run-start", args=[project.pk]), start_data(**overrides)
    )
    assert response.status_code == 400
    assert message in text_of(response)
    assert 'class="field-error"' in text_of(response)
    assert not GenerationRun.objects.exists()
    assert broker == []


def test_start_in_a_project_without_documents_says_so(
    lead_client, lead_membership, broker
):
    empty = lead_membership.project
    response = lead_client.post(
        reverse("generation:run-start", args=[empty.pk]), start_data()
    )
    assert response.status_code == 400
    assert "no documents yet" in text_of(response)


# --- Progress ----------------------------------------------------------------------


def test_runs_page_polls_while_a_run_works_and_shows_its_numbers(lead_client, project):
    make_run(
        project,
        name="busy",
        status=RunStatus.RUNNING,
        spans_done=3,
        documents_done=1,
        started_at=timezone.now() - timedelta(seconds=3),
        heartbeat_at=timezone.now(),
        rate=1.5,
        seconds_left=2.0,
    )
    url = reverse("generation:run-list", args=[project.pk])
    html = text_of(lead_client.get(url))
    assert 'hx-trigger="every 1s"' in html
    assert 'aria-valuenow="50"' in html
    assert "3 / 6 spans" in html and "1 / 3 documents" in html
    assert "1.5 spans/s" in html and "about 2 s left" in html
    fragment = text_of(lead_client.get(url, HTTP_HX_REQUEST="true"))
    assert fragment.lstrip().startswith('<div id="run-table"')
    assert 'hx-trigger="every 1s"' in fragment
    assert "<html" not in fragment


def test_progress_fragment_stops_polling_once_runs_have_ended(lead_client, project):
    run = make_run(project)
    generation_execute(run_id=run.pk)
    run.refresh_from_db()
    assert run.status == RunStatus.DONE
    url = reverse("generation:run-list", args=[project.pk])
    fragment = text_of(lead_client.get(url, HTTP_HX_REQUEST="true"))
    assert fragment.lstrip().startswith('<div id="run-table"')
    assert "hx-trigger" not in fragment
    assert 'aria-valuenow="100"' in fragment
    assert "6 / 6 spans" in fragment


def test_run_detail_fragment_polls_only_while_active(lead_client, project):
    run = make_run(project, status=RunStatus.RUNNING, heartbeat_at=timezone.now())
    url = reverse("generation:run-detail", args=[run.pk])
    fragment = text_of(lead_client.get(url, HTTP_HX_REQUEST="true"))
    assert fragment.lstrip().startswith('<section id="run-progress"')
    assert 'hx-trigger="every 1s"' in fragment
    GenerationRun.objects.filter(pk=run.pk).update(status=RunStatus.CANCELLED)
    fragment = text_of(lead_client.get(url, HTTP_HX_REQUEST="true"))
    assert fragment.lstrip().startswith('<section id="run-progress"')
    assert "hx-trigger" not in fragment


def test_a_run_queued_long_ago_warns_that_no_worker_takes_it(lead_client, project):
    long_ago = timezone.now() - timedelta(minutes=10)
    make_run(project, name="stuck", queued_at=long_ago)
    make_run(project, name="fresh", queued_at=timezone.now())
    html = text_of(lead_client.get(reverse("generation:run-list", args=[project.pk])))
    assert html.count("no worker has taken it") == 1
    assert "Queued for 10 min" in html
    assert "celery -A pseudoweb worker -Q light" in html


def test_a_failed_run_shows_its_error_in_words_never_a_traceback(lead_client, project):
    make_run(
        project,
        name="broken",
        status=RunStatus.FAILED,
        error='Traceback (most recent call last):\n  File "x.py", line 1\n'
        "OSError: /models/tiny is not a folder",
    )
    html = text_of(lead_client.get(reverse("generation:run-list", args=[project.pk])))
    assert "OSError: /models/tiny is not a folder" in html
    assert "Traceback" not in html and "x.py" not in html


def test_a_model_that_cannot_be_loaded_fails_the_run_naming_the_setting(
    lead_client, project, settings
):
    settings.PSEUDOWEB_MLM_MODEL_EN = ""
    run = make_run(project, generator="mlm")
    generation_execute(run_id=run.pk)
    run.refresh_from_db()
    assert run.status == RunStatus.FAILED
    html = text_of(lead_client.get(reverse("generation:run-detail", args=[run.pk])))
    assert "Failed:" in html
    assert "set PSEUDOWEB_MLM_MODEL_EN" in html
    assert "Traceback" not in html


# --- Cancel, retry, detail, export -------------------------------------------------


def test_lead_cancels_a_queued_run(lead_client, project):
    run = make_run(project)
    response = lead_client.post(reverse("generation:run-cancel", args=[run.pk]))
    assert response.status_code == 302
    run.refresh_from_db()
    assert run.status == RunStatus.CANCELLED
    page = text_of(lead_client.get(response["Location"]))
    assert "is cancelled" in page


def test_retry_requeues_a_finished_run_with_failed_spans(
    lead_client, project, broker, django_capture_on_commit_callbacks
):
    run = make_run(project)
    generation_execute(run_id=run.pk)
    Candidate.objects.filter(run=run, span__start=19).update(
        failed=True, reason="timeout"
    )
    GenerationRun.objects.filter(pk=run.pk).update(failed_count=3)
    page = text_of(lead_client.get(reverse("generation:run-list", args=[project.pk])))
    assert "Retry failed" in page
    with django_capture_on_commit_callbacks(execute=True):
        lead_client.post(
            reverse("generation:run-retry", args=[run.pk]), {"next": "detail"}
        )
    run.refresh_from_db()
    assert run.status == RunStatus.QUEUED
    assert run.candidates.count() == 3
    assert broker and broker[0][0] == (run.pk,)


def test_retry_of_a_running_run_is_refused_with_a_message(lead_client, project, broker):
    run = make_run(project, status=RunStatus.RUNNING)
    response = lead_client.post(
        reverse("generation:run-retry", args=[run.pk]), follow=True
    )
    assert "only a finished run can be retried" in text_of(response)
    run.refresh_from_db()
    assert run.status == RunStatus.RUNNING


def test_run_detail_lists_candidates_with_originals_and_pages(
    lead_client, project, monkeypatch
):
    import generation.views

    monkeypatch.setattr(generation.views, "CANDIDATES_PER_PAGE", 4)
    run = make_run(project, name="S3")
    generation_execute(run_id=run.pk)
    url = reverse("generation:run-detail", args=[run.pk])
    html = text_of(lead_client.get(url))
    assert "Anna Berg" in html and "PERSON_" in html
    assert "Page 1 of 2 (6 candidates)" in html
    assert "d0" in html
    second = text_of(lead_client.get(url + "?page=2"))
    assert "d2" in second and "d0" not in second.split("Candidates")[1]


def test_export_streams_one_json_line_per_candidate(lead_client, project):
    run = make_run(project, name="S3")
    generation_execute(run_id=run.pk)
    response = lead_client.get(reverse("generation:run-export", args=[run.pk]))
    assert response.status_code == 200
    assert response.streaming
    assert "attachment" in response["Content-Disposition"]
    lines = [
        json.loads(line) for line in b"".join(response.streaming_content).splitlines()
    ]
    assert len(lines) == 6
    assert {line["document"] for line in lines} == {"d0", "d1", "d2"}
    assert lines[0]["original"] == "Anna Berg"
    assert lines[0]["candidate"].startswith("PERSON_")
