"""Run execution in one process: chunks, claims, resuming, cancel, retry, recovery."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.db.models import Count
from django.utils import timezone

from annotation.corpus.models import Label
from generation import services, services_queue
from generation.engines import mlm
from generation.engines.types import FAILED
from generation.models import (
    Candidate,
    ChunkStatus,
    GenerationRun,
    RunChunk,
    RunMetrics,
    RunStatus,
)
from generation.services import (
    generation_execute,
    options_parse,
    run_cancel,
    run_create,
    run_plan,
    run_retry_failed,
)
from generation.services_queue import run_enqueue, runs_recover
from generation.tasks import run_generation
from tests.factories import DocumentFactory, ProjectFactory, SpanFactory
from tests.fakes.fixtures import fake_ollama  # noqa: F401 - a fixture

pytestmark = pytest.mark.django_db

TEXT = "Anna Berg lives in Lund with Erik."


@pytest.fixture(autouse=True)
def _small_chunks(settings) -> None:
    settings.PSEUDOWEB_RUN_CHUNK_DOCUMENTS = 2
    settings.PSEUDOWEB_RUN_HEARTBEAT_SECONDS = 0.05
    settings.PSEUDOWEB_RUN_STALE_SECONDS = 60


@pytest.fixture
def project():
    project = ProjectFactory(name="Letters", language="en")
    person = Label.objects.create(project=project, name="PER", category="PERSON")
    place = Label.objects.create(project=project, name="GEO", category="LOC")
    for n in range(5):
        doc = DocumentFactory(project=project, external_id=f"d{n}", text=TEXT)
        SpanFactory(document=doc, start=0, end=9, label=person)
        SpanFactory(document=doc, start=19, end=23, label=place)
        SpanFactory(document=doc, start=29, end=33, label=person)
    return project


def new_run(project, generator: str = "upos", **extra: str) -> GenerationRun:
    options = options_parse(seed=1, extra=extra)
    return run_create(project=project, generator=generator, options=options)


def assert_complete(run: GenerationRun) -> None:
    run.refresh_from_db()
    spans = run.spans_total
    assert run.status == RunStatus.DONE
    assert Candidate.objects.filter(run=run).count() == spans == 15
    doubled = (
        Candidate.objects.filter(run=run)
        .values("span_id")
        .annotate(n=Count("id"))
        .filter(n__gt=1)
    )
    assert not doubled.exists()
    assert run.spans_done == spans
    assert run.documents_done == run.documents_total == 5
    assert (
        not RunChunk.objects.filter(run=run).exclude(status=ChunkStatus.DONE).exists()
    )


def test_a_run_is_planned_in_chunks_of_the_configured_size(project):
    run = new_run(project)
    assert run_plan(run) == 3
    sizes = [len(c.document_ids) for c in RunChunk.objects.filter(run=run)]
    assert sizes == [2, 2, 1]
    assert run_plan(run) == 3  # planning twice adds nothing


def test_execute_writes_one_candidate_per_span_and_records_progress(project):
    run = generation_execute(run_id=new_run(project).pk, worker="w1")
    assert_complete(run)
    assert run.failed_count == 0
    assert run.seconds is not None and run.seconds >= 0
    assert run.seconds_left == 0.0
    assert set(RunChunk.objects.filter(run=run).values_list("worker", flat=True)) == {
        "w1"
    }


def test_the_same_task_delivered_twice_does_no_work_twice(project, monkeypatch):
    run = new_run(project)
    built: list[str] = []
    original = services.build_generator

    def counting(name, *args, **kwargs):
        built.append(name)
        return original(name, *args, **kwargs)

    monkeypatch.setattr(services, "build_generator", counting)
    run_generation.apply(args=(run.pk,))
    first = list(Candidate.objects.filter(run=run).values_list("pk", "text"))
    run_generation.apply(args=(run.pk,))
    assert built == ["upos"]  # the second delivery built no generator
    assert list(Candidate.objects.filter(run=run).values_list("pk", "text")) == first
    assert_complete(run)


def test_a_chunk_held_by_a_silent_worker_is_taken_over_and_finished(project, settings):
    run = new_run(project)
    run_plan(run)
    # A worker took chunk 0, wrote its first document, then died (no more heartbeats).
    dead = RunChunk.objects.claim(run.pk, worker="dead")
    assert dead is not None and dead.number == 0
    run_one = run.pk
    generator = services._generator_for(GenerationRun.objects.get(pk=run_one))
    waiting: dict = {}
    documents = services._pending_documents(run, waiting, dead.document_ids)
    document, suggestions = next(iter(generator.fill(documents)))
    services._document_write(run, waiting.pop(document.key), suggestions)
    RunChunk.objects.filter(pk=dead.pk).update(
        heartbeat_at=timezone.now() - timedelta(seconds=120)
    )
    written_before = set(Candidate.objects.filter(run=run).values_list("pk", flat=True))
    assert len(written_before) == 3

    run = generation_execute(run_id=run.pk, worker="alive")
    assert_complete(run)
    # The dead worker's document was kept, not written again.
    assert written_before <= set(Candidate.objects.values_list("pk", flat=True))
    assert RunChunk.objects.get(pk=dead.pk).attempts == 2


def test_a_chunk_under_a_fresh_heartbeat_is_left_to_its_worker(project):
    run = new_run(project)
    run_plan(run)
    held = RunChunk.objects.claim(run.pk, worker="busy")
    run = generation_execute(run_id=run.pk, worker="other")
    assert run.status == RunStatus.RUNNING  # not finished: "busy" still has a chunk
    assert not Candidate.objects.filter(run=run, document_id__in=held.document_ids)
    assert Candidate.objects.filter(run=run).count() == 9


def test_cancel_stops_the_run_at_the_next_write(project, monkeypatch):
    run = new_run(project)
    original = services._documents_write

    def write_then_cancel(run_, batch):
        original(run_, batch)
        if batch:
            run_cancel(run=run_)

    monkeypatch.setattr(services, "_documents_write", write_then_cancel)
    run = generation_execute(run_id=run.pk)
    assert run.status == RunStatus.CANCELLED
    # The first chunk (two documents, one batch) was written; nothing after it.
    assert run.documents_done == 2
    assert Candidate.objects.filter(run=run).count() == 6
    assert run_cancel(run=run).status == RunStatus.CANCELLED  # cancelling again: no-op


def test_a_model_that_cannot_be_loaded_fails_the_run_naming_the_setting(
    project, settings, tmp_path
):
    settings.PSEUDOWEB_MLM_MODEL_EN = str(tmp_path / "no-such-model")
    run = generation_execute(run_id=new_run(project, "mlm").pk)
    assert run.status == RunStatus.FAILED
    assert "PSEUDOWEB_MLM_MODEL_EN" in run.error
    assert not Candidate.objects.filter(run=run).exists()


def test_models_load_once_per_process_across_runs(
    project,
    settings,
    monkeypatch,
    tiny_base,
):
    settings.PSEUDOWEB_MLM_MODEL_EN = str(tiny_base)
    monkeypatch.setattr(mlm, "_LOADED", {})
    loads: list[str] = []
    original = mlm._load

    def counting(name, **kwargs):
        loads.append(name)
        return original(name, **kwargs)

    monkeypatch.setattr(mlm, "_load", counting)
    first = generation_execute(run_id=new_run(project, "mlm").pk)
    second = generation_execute(run_id=new_run(project, "mlm").pk)
    assert first.status == second.status == RunStatus.DONE
    assert loads == [str(tiny_base)]  # 2 runs x 3 chunks, one load


def test_ollama_down_fails_spans_with_the_reason_then_a_retry_fills_only_them(
    project,
    settings,
    fake_ollama,  # noqa: F811
):
    port = fake_ollama.port
    settings.OLLAMA_HOST = fake_ollama.host
    settings.PSEUDOWEB_RUN_CHUNK_DOCUMENTS = 10
    fake_ollama.stop()  # down: connection refused
    run = generation_execute(run_id=new_run(project, "llm").pk)
    # Nothing was generated: the run failed (not "done"), saying why.
    assert run.status == RunStatus.FAILED
    assert run.failed_count == run.spans_done == 15
    assert run.error.startswith("Every span failed: ") and "cannot reach" in run.error
    assert not RunMetrics.objects.filter(run=run).exists()  # nothing to measure
    failed = Candidate.objects.filter(run=run)
    assert all(
        c.failed and c.text == FAILED and "cannot reach" in c.reason for c in failed
    )

    fake_ollama.start(port=port)  # up again
    run = run_retry_failed(run=run)
    assert run.status == RunStatus.QUEUED and run.failed_count == 0
    run = generation_execute(run_id=run.pk)
    assert_complete(run)
    assert run.failed_count == 0 and run.error == ""
    assert not Candidate.objects.filter(run=run, failed=True).exists()


def test_retry_keeps_good_candidates_and_puts_them_in_the_context(project):
    run = generation_execute(run_id=new_run(project, "placeholder").pk)
    document = project.documents.get(external_id="d0")
    spans = list(document.spans.order_by("start"))
    keep = Candidate.objects.get(run=run, span=spans[0])
    Candidate.objects.filter(run=run, span__in=spans[1:]).update(
        failed=True, text=FAILED
    )
    GenerationRun.objects.filter(pk=run.pk).update(failed_count=2)
    run_retry_failed(run=run)

    pending = next(services._pending_documents(run, {}, [document.pk], keep=True))
    assert [ref.key for ref in pending.document.spans] == [s.pk for s in spans[1:]]
    # The kept candidate stands in the text; the retried spans moved with it.
    assert pending.document.text.startswith(keep.text)
    shifted = pending.document.spans[0]
    assert pending.document.text[shifted.start : shifted.end] == "Lund"

    run = generation_execute(run_id=run.pk)
    assert_complete(run)
    assert Candidate.objects.get(pk=keep.pk).text == keep.text


def test_heartbeat_records_a_rate_and_the_time_left(project):
    run = new_run(project)
    beat = services._Heartbeat(run_id=run.pk, worker="w")
    GenerationRun.objects.filter(pk=run.pk).update(status=RunStatus.RUNNING)
    beat.beat()
    GenerationRun.objects.filter(pk=run.pk).update(spans_done=6)
    beat._last = (beat._last[0] - 2.0, beat._last[1])  # two seconds ago
    beat.beat()
    run.refresh_from_db()
    assert run.rate == pytest.approx(3.0, rel=0.1)
    assert run.seconds_left == pytest.approx(9 / run.rate)
    assert run.heartbeat_at is not None


def test_enqueue_sends_one_message_per_chunk_after_commit(
    project, monkeypatch, django_capture_on_commit_callbacks
):
    sent: list[tuple] = []
    monkeypatch.setattr(services_queue, "_send", lambda *a: sent.append(a))
    run = new_run(project)
    with django_capture_on_commit_callbacks(execute=True):
        run_enqueue(run=run)
    assert sent == [(run.pk, "light", 3)]
    run.refresh_from_db()
    assert run.queued_at is not None and run.message_at is not None


def test_recovery_resends_runs_nobody_works_on_and_only_those(project, monkeypatch):
    sent: list[tuple] = []
    monkeypatch.setattr(services_queue, "_send", lambda *a: sent.append(a))
    old = timezone.now() - timedelta(seconds=600)
    lost = new_run(project)
    run_plan(lost)
    dead = RunChunk.objects.claim(lost.pk, worker="dead")
    RunChunk.objects.filter(pk=dead.pk).update(heartbeat_at=old)
    busy = new_run(project, "llm")
    run_plan(busy)
    RunChunk.objects.claim(busy.pk, worker="alive")
    fresh = new_run(project)
    GenerationRun.objects.filter(pk__in=[lost.pk, busy.pk]).update(message_at=old)
    GenerationRun.objects.filter(pk=fresh.pk).update(message_at=timezone.now())

    assert runs_recover() == [lost.pk]
    assert sent == [(lost.pk, "light")]
    assert runs_recover() == []  # message_at moved on: no second message at once


def test_waiting_for_worker_after_the_stale_limit(project, settings):
    settings.PSEUDOWEB_RUN_STALE_SECONDS = 30
    run = new_run(project)
    GenerationRun.objects.filter(pk=run.pk).update(queued_at=timezone.now())
    run.refresh_from_db()
    assert not run.waiting_for_worker
    run.queued_at = timezone.now() - timedelta(seconds=31)
    assert run.waiting_for_worker
    run.status = RunStatus.RUNNING
    run.heartbeat_at = timezone.now()
    assert not run.waiting_for_worker
    run.status = RunStatus.DONE
    assert not run.waiting_for_worker


def test_retry_of_a_finished_run_without_failed_spans_does_nothing(project):
    run = generation_execute(run_id=new_run(project, "placeholder").pk)
    assert run.status == RunStatus.DONE and run.failed_count == 0
    before = GenerationRun.objects.filter(pk=run.pk).values().get()
    candidates = list(Candidate.objects.filter(run=run).values_list("pk", "text"))

    again = run_retry_failed(run=run)

    assert again.status == RunStatus.DONE
    assert GenerationRun.objects.filter(pk=run.pk).values().get() == before
    assert list(Candidate.objects.filter(run=run).values_list("pk", "text")) == (
        candidates
    )


def test_no_mask_mention_of_an_entity_masked_elsewhere_is_generated(project):
    document = project.documents.get(external_id="d0")
    anna, lund, erik = document.spans.order_by("start")
    # Anna and Erik are one entity; Erik's mention is NO_MASK but Anna's is masked.
    type(anna).objects.filter(pk=anna.pk).update(entity="E1")
    type(erik).objects.filter(pk=erik.pk).update(entity="E1", identifier_type="NO_MASK")
    # Lund is NO_MASK and its entity has no masked mention: kept as it is.
    type(lund).objects.filter(pk=lund.pk).update(entity="E2", identifier_type="NO_MASK")

    run = generation_execute(
        run_id=new_run(project, "placeholder", placeholder="S3").pk
    )

    by_span = {c.span_id: c for c in Candidate.objects.filter(run=run)}
    assert by_span[lund.pk].text == "Lund" and "NO_MASK" in by_span[lund.pk].reason
    assert by_span[erik.pk].text != "Erik"
    assert by_span[erik.pk].text == by_span[anna.pk].text  # one entity, one placeholder
