"""Why a queued run waits, on the runs page and in the API: a broker the web app
cannot reach, no worker on the run's queue, workers gone silent or cut off from the
broker, every worker busy (naming this project's work only)."""

from __future__ import annotations

import socket
from datetime import timedelta

import pytest
from celery import Celery
from django.urls import reverse
from django.utils import timezone

from annotation.corpus.models import Role
from generation import selectors, services_queue
from generation.models import (
    ChunkStatus,
    GenerationRun,
    RunChunk,
    RunMetrics,
    RunStatus,
    WorkerBeat,
)
from generation.services import options_parse, run_create, run_plan
from tests.factories import (
    DocumentFactory,
    MembershipFactory,
    ProjectFactory,
    SpanFactory,
)

pytestmark = pytest.mark.django_db

LONG_AGO = timedelta(minutes=5)


def closed_port() -> int:
    """A port on 127.0.0.1 nothing listens on (bound, then released)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(autouse=True)
def broker_reachable(monkeypatch):
    """The web app reaches its broker unless a test says otherwise; no cache between
    tests."""
    monkeypatch.setattr(selectors, "_broker_checked", None)
    monkeypatch.setattr(selectors, "broker_problem", lambda: "")


@pytest.fixture
def membership():
    return MembershipFactory(project=ProjectFactory(name="Waiting"), role=Role.LEAD)


@pytest.fixture
def project(membership):
    document = DocumentFactory(project=membership.project, external_id="d0")
    SpanFactory(document=document, start=0, end=4)
    return membership.project


@pytest.fixture
def lead_client(client, membership):
    client.force_login(membership.user)
    return client


def queued_run(project, *, name: str = "waiting", ago: timedelta = LONG_AGO):
    run = run_create(
        project=project,
        generator="placeholder",
        options=options_parse(),
        name=name,
    )
    GenerationRun.objects.filter(pk=run.pk).update(queued_at=timezone.now() - ago)
    run.refresh_from_db()
    return run


def beat(name: str, queues: list[str], *, concurrency: int = 1, ago=None, **extra):
    return WorkerBeat.objects.create(
        name=name,
        queues=queues,
        concurrency=concurrency,
        beat_at=timezone.now() - (ago or timedelta(0)),
        **extra,
    )


def busy_with(run: GenerationRun, worker: str) -> None:
    """``worker`` holds a chunk of ``run`` under a fresh heartbeat."""
    run_plan(run)
    RunChunk.objects.filter(run=run).update(
        status=ChunkStatus.RUNNING, worker=worker, heartbeat_at=timezone.now()
    )
    GenerationRun.objects.filter(pk=run.pk).update(status=RunStatus.RUNNING)


def reason(run: GenerationRun) -> str:
    run.refresh_from_db()
    return selectors.run_waiting_reason(
        run, state=selectors.lazy_workers_state(project=run.project)
    )


def test_a_run_queued_a_moment_ago_has_no_reason_yet(project) -> None:
    run = queued_run(project, ago=timedelta(seconds=1))
    assert reason(run) == ""


def test_no_worker_at_all_names_the_queue_and_the_command(project) -> None:
    text = reason(queued_run(project))
    assert "no worker is serving the light queue" in text
    assert "celery -A pseudoweb worker -Q light" in text


def test_workers_on_other_queues_do_not_count(project) -> None:
    beat("gpu@box", ["mlm"])
    text = reason(queued_run(project))
    assert "no worker is serving the light queue" in text
    assert "(the workers up serve mlm)" in text


def test_a_worker_that_stopped_reporting_may_have_lost_the_database(project) -> None:
    beat("w1@box", ["light", "metrics"], ago=timedelta(minutes=3))
    text = reason(queued_run(project))
    assert "no worker is serving the light queue" in text
    assert "w1@box (3 min ago)" in text
    assert "cannot reach the database" in text


def test_workers_that_cannot_reach_the_broker_say_so(project) -> None:
    beat(
        "w1@box",
        ["light"],
        broker_error="cannot reach the broker at redis://:**@10.0.0.9:6379/0: "
        "Error 111 connecting. Connection refused.",
    )
    text = reason(queued_run(project))
    assert "w1@box cannot reach the broker at redis://:**@10.0.0.9:6379/0" in text


def test_every_worker_busy_says_with_what_and_hides_other_projects(project) -> None:
    beat("w1@box", ["light", "metrics"], concurrency=2)
    mine = queued_run(project, name="nightly upos")
    busy_with(mine, "w1@box:11")
    secret = ProjectFactory(name="Secret project")
    theirs = run_create(
        project=secret,
        generator="placeholder",
        options=options_parse(),
        name="Patients 2024",
    )
    busy_with(theirs, "w1@box:12")
    text = reason(queued_run(project))
    assert "every worker serving the light queue is busy" in text
    assert "w1@box with" in text and "run “nightly upos”" in text
    assert "a run of another project" in text
    assert "Patients 2024" not in text and "Secret" not in text


def test_a_worker_busy_computing_metrics_is_named_so(project) -> None:
    beat("w1@box", ["light", "metrics"], concurrency=1)
    done = queued_run(project, name="finished one")
    GenerationRun.objects.filter(pk=done.pk).update(status=RunStatus.DONE)
    RunMetrics.objects.create(
        run=done,
        status=RunMetrics.Status.RUNNING,
        worker="w1@box:11",
        heartbeat_at=timezone.now(),
    )
    text = reason(queued_run(project))
    assert "is busy: w1@box with the metrics of run “finished one”" in text


def test_a_free_worker_that_has_not_taken_the_run_yet_is_not_called_busy(
    project,
) -> None:
    beat("w1@box", ["light"], concurrency=2)
    text = reason(queued_run(project))
    assert "0 of 2 processes busy" in text
    assert "every worker" not in text


def test_a_running_run_whose_worker_went_silent_names_it(project) -> None:
    run = queued_run(project)
    GenerationRun.objects.filter(pk=run.pk).update(
        status=RunStatus.RUNNING,
        worker="w1@box:11",
        heartbeat_at=timezone.now() - timedelta(minutes=2),
    )
    text = reason(run)
    assert text.startswith("Its worker w1@box has not reported for 2 min")
    assert "cannot reach the database" in text


def test_a_broker_on_a_closed_port_is_reported_with_its_url() -> None:
    port = closed_port()
    app = Celery(broker=f"redis://:secret@127.0.0.1:{port}/0", set_as_current=False)
    text = services_queue.broker_problem(app=app, timeout=2)
    assert text.startswith(f"cannot reach the broker at redis://:**@127.0.0.1:{port}")
    assert "secret" not in text  # the password is masked
    assert (
        services_queue.broker_problem(
            app=Celery(broker="memory://", set_as_current=False)
        )
        == ""
    )


def test_the_page_says_the_web_app_cannot_reach_the_broker(
    project, lead_client, monkeypatch
) -> None:
    port = closed_port()
    app = Celery(broker=f"amqp://guest:guest@127.0.0.1:{port}//", set_as_current=False)
    calls: list[int] = []

    def check() -> str:
        calls.append(1)
        return services_queue.broker_problem(app=app, timeout=2)

    monkeypatch.setattr(selectors, "broker_problem", check)
    queued_run(project)
    url = reverse("generation:run-list", args=[project.pk])
    html = lead_client.get(url).content.decode()
    assert "no worker has taken it: the web app cannot reach the broker" in html
    assert f"127.0.0.1:{port}" in html and "Connection refused" in html
    # A polling page reuses the answer for PSEUDOWEB_QUEUE_WAIT_SECONDS.
    lead_client.get(url, HTTP_HX_REQUEST="true")
    assert calls == [1]


def test_the_api_gives_the_reason_and_the_same_fields_as_before(
    project, lead_client
) -> None:
    run = queued_run(project)
    data = lead_client.get(f"/api/runs/{run.pk}/").json()
    assert "no worker is serving the light queue" in data["waiting_reason"]
    assert data["waiting_for_worker"] is True and data["status"] == "queued"


def test_a_worker_records_its_queues_and_its_broker_trouble(monkeypatch) -> None:
    from generation import worker

    port = closed_port()
    monkeypatch.setattr(
        worker,
        "_identity",
        {
            "name": "w9@box",
            "queues": ["light", "metrics"],
            "concurrency": 2,
            "app": Celery(broker=f"redis://127.0.0.1:{port}/0", set_as_current=False),
        },
    )
    services_queue.worker_beat()
    row = WorkerBeat.objects.get(name="w9@box")
    assert row.queues == ["light", "metrics"] and row.concurrency == 2
    assert row.broker_error.startswith("cannot reach the broker at redis://")
    services_queue.worker_gone("w9@box")
    assert not WorkerBeat.objects.exists()


def test_the_metrics_page_says_when_no_worker_serves_the_metrics_queue(
    project, lead_client
) -> None:
    # Workers started with -Q light,mlm,llm (before metrics had their own queue).
    beat("old@box", ["light", "mlm", "llm"])
    run = queued_run(project, name="done run")
    GenerationRun.objects.filter(pk=run.pk).update(status=RunStatus.DONE)
    RunMetrics.objects.create(
        run=run,
        status=RunMetrics.Status.QUEUED,
        message_at=timezone.now() - LONG_AGO,
    )
    url = reverse("annotation:report-metrics", args=[project.pk])
    html = lead_client.get(url).content.decode()
    assert "no worker is serving the metrics queue" in html
    assert "celery -A pseudoweb worker -Q metrics" in html
