"""Metrics on their own queue: claimed once, deferred on a busy worker, recovered when
their worker dies, and never stored over a newer request."""

from __future__ import annotations

import socket
from datetime import timedelta
from types import SimpleNamespace

import pytest
from django.utils import timezone

from annotation.reports.metrics import metrics_request, run_metrics_compute
from annotation.reports.tasks import compute_run_metrics
from generation import services_queue
from generation.models import GenerationRun, RunMetrics, RunStatus
from generation.services import generation_execute, options_parse, run_create
from generation.services_queue import (
    QUEUES,
    MetricsHeartbeat,
    metrics_claim,
    metrics_recover,
)
from generation.worker import serve_every_queue_by_default
from tests.factories import DocumentFactory, ProjectFactory, SpanFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def run() -> GenerationRun:
    project = ProjectFactory(name="Metrics queue", language="en")
    for n in range(2):
        document = DocumentFactory(
            project=project, external_id=f"d{n}", text="Anna Berg met Bo in Lund."
        )
        SpanFactory(document=document, start=0, end=9)
        SpanFactory(document=document, start=14, end=16)
    made = run_create(
        project=project,
        generator="placeholder",
        options=options_parse(extra={"placeholder": "S3"}),
    )
    return generation_execute(run_id=made.pk)


@pytest.fixture
def sent(monkeypatch) -> list[tuple]:
    """Metrics task messages: (run id, queue, countdown)."""
    messages: list[tuple] = []
    monkeypatch.setattr(
        compute_run_metrics,
        "apply_async",
        lambda args, **options: messages.append(
            (args[0], options.get("queue"), options.get("countdown"))
        ),
    )
    return messages


@pytest.fixture
def no_models(settings, tmp_path):
    settings.PSEUDOWEB_SIMILARITY_MODEL = str(tmp_path / "no-model")
    settings.PSEUDOWEB_TAGGER = "conllu"


def test_a_worker_without_q_serves_the_run_queues_then_metrics() -> None:
    added: list[str] = []
    queues = SimpleNamespace(
        _consume_from=None, select_add=added.append, consume_from={}
    )
    instance = SimpleNamespace(
        app=SimpleNamespace(amqp=SimpleNamespace(queues=queues)), concurrency=2
    )
    serve_every_queue_by_default("w@h", instance)
    assert added == list(QUEUES) == ["light", "mlm", "llm", "metrics"]


def test_a_worker_with_q_keeps_its_queues() -> None:
    added: list[str] = []
    queues = SimpleNamespace(
        _consume_from={"light": 1}, select_add=added.append, consume_from={"light": 1}
    )
    instance = SimpleNamespace(
        app=SimpleNamespace(amqp=SimpleNamespace(queues=queues)), concurrency=1
    )
    serve_every_queue_by_default("w@h", instance)
    assert added == []


def test_a_finished_run_queues_its_metrics_on_the_metrics_queue(
    project_factory_run, sent, django_capture_on_commit_callbacks
) -> None:
    with django_capture_on_commit_callbacks(execute=True):
        run = generation_execute(run_id=project_factory_run.pk)
    assert run.status == RunStatus.DONE
    assert sent == [(run.pk, "metrics", None)]
    row = RunMetrics.objects.get(run=run)
    assert row.status == RunMetrics.Status.QUEUED and row.message_at is not None


@pytest.fixture
def project_factory_run() -> GenerationRun:
    project = ProjectFactory(name="Finishing", language="en")
    document = DocumentFactory(project=project, text="Anna met Bo.")
    SpanFactory(document=document, start=0, end=4)
    return run_create(
        project=project,
        generator="placeholder",
        options=options_parse(extra={"placeholder": "S1"}),
    )


def test_the_task_computes_queued_metrics_once_however_often_delivered(
    run, no_models, monkeypatch
) -> None:
    RunMetrics.objects.filter(run=run).delete()
    metrics_request(run=run)
    computed: list[str] = []
    real = run_metrics_compute

    def counting(**kwargs):
        computed.append(kwargs["worker"])
        return real(**kwargs)

    monkeypatch.setattr("annotation.reports.metrics.run_metrics_compute", counting)
    compute_run_metrics.apply(args=[run.pk])
    compute_run_metrics.apply(args=[run.pk])  # a second delivery
    assert len(computed) == 1
    row = RunMetrics.objects.get(run=run)
    assert row.status == RunMetrics.Status.DONE
    assert row.values["candidates"] == 4
    assert row.heartbeat_at is None and row.worker == computed[0]


def test_a_worker_already_computing_metrics_defers_more_and_stays_free(
    run, sent, settings
) -> None:
    settings.PSEUDOWEB_RUN_HEARTBEAT_SECONDS = 3
    other = run_create(
        project=run.project, generator="placeholder", options=options_parse()
    )
    # Process 1 of worker w1@host computes the metrics of another run.
    RunMetrics.objects.create(
        run=other,
        status=RunMetrics.Status.RUNNING,
        worker="w1@host:101",
        heartbeat_at=timezone.now(),
    )
    RunMetrics.objects.update_or_create(
        run=run, defaults={"status": RunMetrics.Status.QUEUED, "message_at": None}
    )
    compute_run_metrics.push_request(hostname="w1@host", is_eager=False, retries=0)
    try:
        compute_run_metrics.run(run.pk)  # process 2 of the same worker
    finally:
        compute_run_metrics.pop_request()
    row = RunMetrics.objects.get(run=run)
    # Not taken: back on the metrics queue for later, so process 2 can take a run.
    assert row.status == RunMetrics.Status.QUEUED and row.message_at is not None
    assert sent == [(run.pk, "metrics", 3)]

    # Another worker (or this one once its first computation ends) takes them.
    compute_run_metrics.push_request(hostname="w2@host", is_eager=False, retries=0)
    try:
        settings.PSEUDOWEB_SIMILARITY_MODEL = "/nonexistent"
        compute_run_metrics.run(run.pk)
    finally:
        compute_run_metrics.pop_request()
    row.refresh_from_db()
    assert row.status == RunMetrics.Status.DONE
    assert row.worker.startswith("w2@host:")


def test_metrics_of_a_dead_worker_are_queued_again_once(run, sent) -> None:
    old = timezone.now() - timedelta(seconds=600)
    other = run_create(
        project=run.project, generator="placeholder", options=options_parse()
    )
    lost_message = run_create(
        project=run.project, generator="placeholder", options=options_parse()
    )
    RunMetrics.objects.update_or_create(
        run=run,
        defaults={
            "status": RunMetrics.Status.RUNNING,
            "worker": "dead@host:7",
            "heartbeat_at": old,
        },
    )
    RunMetrics.objects.create(
        run=other,
        status=RunMetrics.Status.RUNNING,
        worker="alive@host:8",
        heartbeat_at=timezone.now(),
    )
    RunMetrics.objects.create(
        run=lost_message, status=RunMetrics.Status.QUEUED, message_at=old
    )

    assert sorted(metrics_recover()) == sorted([run.pk, lost_message.pk])
    assert sorted(sent) == sorted(
        [(run.pk, "metrics", None), (lost_message.pk, "metrics", None)]
    )
    dead = RunMetrics.objects.get(run=run)
    assert dead.status == RunMetrics.Status.QUEUED and dead.worker == ""
    alive = RunMetrics.objects.get(run=other)
    assert alive.status == RunMetrics.Status.RUNNING  # its worker is alive
    # Messages just went out: nothing is sent twice.
    assert metrics_recover() == []
    assert len(sent) == 2
    # The new message computes them; a late second claim finds nothing.
    assert metrics_claim(run_id=run.pk, worker="w2@host:9")
    assert not metrics_claim(run_id=run.pk, worker="w3@host:9")


def test_a_heartbeat_keeps_the_claim_fresh(run) -> None:
    old = timezone.now() - timedelta(seconds=600)
    RunMetrics.objects.update_or_create(
        run=run,
        defaults={
            "status": RunMetrics.Status.RUNNING,
            "worker": "w@h:1",
            "heartbeat_at": old,
        },
    )
    MetricsHeartbeat(run_id=run.pk, worker="w@h:1").beat()
    row = RunMetrics.objects.get(run=run)
    assert row.heartbeat_at > old
    assert metrics_recover() == []


def test_metrics_requested_again_mid_computation_are_not_overwritten(
    run, no_models, sent, django_capture_on_commit_callbacks
) -> None:
    RunMetrics.objects.filter(run=run).delete()
    metrics_request(run=run)
    assert metrics_claim(run_id=run.pk, worker="w1@host:1")

    class Rerequesting:
        """An embedder that, mid-computation, lets a lead ask again."""

        def encode(self, texts):
            import numpy as np

            with django_capture_on_commit_callbacks(execute=True):
                metrics_request(run=run)
            return np.ones((len(texts), 2))

    run_metrics_compute(
        run_id=run.pk, tagger=None, embedder=Rerequesting(), worker="w1@host:1"
    )
    row = RunMetrics.objects.get(run=run)
    # The stale result was dropped; the new request's message computes afresh.
    assert row.status == RunMetrics.Status.QUEUED and row.values == {}
    assert sent[-1] == (run.pk, "metrics", None)


def test_a_command_computing_metrics_takes_the_row_itself(run, no_models) -> None:
    stored = run_metrics_compute(run_id=run.pk, tagger=None, embedder=None)
    assert stored.status == RunMetrics.Status.DONE
    assert stored.worker.startswith(socket.gethostname())


def test_sending_metrics_to_an_unreachable_broker_leaves_them_for_recovery(
    run, monkeypatch, caplog
) -> None:
    def refuse(*args, **kwargs):
        raise ConnectionRefusedError("Connection refused")

    monkeypatch.setattr(compute_run_metrics, "apply_async", refuse)
    services_queue.metrics_send(run.pk)  # no exception: logged
    assert "could not send" in caplog.text
