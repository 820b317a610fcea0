"""Reads for runs and candidates, with the same access rules as projects.

A run belongs to a project: whoever may not see the project may not see the run (404),
and a member whose role is too low for an action gets 403 (see
annotation.corpus.selectors). An annotator sees only the runs ``generation.access``
lets them see by name; any other run answers 404, like an id that was never used.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.db.models import QuerySet
from django.http import Http404
from django.utils import timezone

from annotation.corpus.models import Project
from annotation.corpus.selectors import project_get_for_user
from generation import access
from generation.models import (
    Candidate,
    ChunkStatus,
    GenerationRun,
    RunChunk,
    RunMetrics,
    RunStatus,
    WorkerBeat,
)
from generation.services_queue import broker_problem
from pseudoweb.heartbeat import stale_before

if TYPE_CHECKING:
    from annotation.corpus.selectors import AnyUser

ACTIVE_STATUSES = (RunStatus.QUEUED, RunStatus.RUNNING)


def run_get_for_user(
    user: AnyUser, pk: int | str, role: str | None = None
) -> GenerationRun:
    """The run if ``user`` may see its project (404 otherwise) with ``role`` (403).

    The run's ``project`` carries ``user_role``, as ``project_get_for_user`` sets it.
    """
    try:
        run = GenerationRun.objects.select_related("created_by").get(pk=pk)
    except (GenerationRun.DoesNotExist, ValueError, TypeError, OverflowError) as exc:
        # OverflowError: SQLite refuses ids past 64 bits; such an id is no run.
        raise Http404("No such run.") from exc
    # Visibility first: a hidden run must answer 404 even where the role would 403.
    project = project_get_for_user(user, run.project_id)
    if not access.run_access(project=project, user_id=user.pk).can_see(run.pk):
        raise Http404("No such run.")
    run.project = project_get_for_user(user, run.project_id, role)
    return run


def run_list(
    *, project: Project, user_id: int | None = None
) -> QuerySet[GenerationRun]:
    """The project's runs; with ``user_id``, only those that member may see."""
    runs = GenerationRun.objects.filter(project=project).select_related("created_by")
    if user_id is not None:
        runs = access.runs_visible(project=project, user_id=user_id, runs=runs)
    return runs


def runs_active(runs: list[GenerationRun]) -> bool:
    """Whether a page showing ``runs`` should keep asking for fresh progress."""
    return any(run.status in ACTIVE_STATUSES for run in runs)


def candidate_list(*, run: GenerationRun) -> QuerySet[Candidate]:
    return (
        Candidate.objects.filter(run=run)
        .select_related("span__label", "span__document", "document")
        .order_by("document__position", "document_id", "span__start", "span_id")
    )


@dataclass(frozen=True)
class RunProgress:
    """What a progress bar and its captions show; numbers are ready to print."""

    percent: int
    spans_done: int
    spans_total: int
    documents_done: int
    documents_total: int
    rate: float | None  # spans per second
    seconds_left: float | None
    active: bool
    waiting_for_worker: bool


def run_progress(run: GenerationRun) -> RunProgress:
    """Progress of ``run``; the rate and time left come from the run row when a worker
    recorded them, else from the elapsed time, so a page never shows a made-up ETA
    for a run that has not started."""
    if run.spans_total:
        percent = min(100, int(100 * run.spans_done / run.spans_total))
    else:
        # Nothing to generate: an ended run is complete, a waiting one has not begun.
        percent = 100 if run.status == RunStatus.DONE else 0
    active = run.status in ACTIVE_STATUSES
    rate = getattr(run, "rate", None)
    seconds_left = getattr(run, "seconds_left", None)
    if rate is None and run.started_at and run.spans_done:
        end = run.finished_at or timezone.now()
        elapsed = (end - run.started_at).total_seconds()
        if elapsed > 0:
            rate = run.spans_done / elapsed
    if not active:
        seconds_left = None
    elif seconds_left is None and rate:
        seconds_left = max(0.0, (run.spans_total - run.spans_done) / rate)
    return RunProgress(
        percent=percent,
        spans_done=run.spans_done,
        spans_total=run.spans_total,
        documents_done=run.documents_done,
        documents_total=run.documents_total,
        rate=rate,
        seconds_left=seconds_left,
        active=active,
        waiting_for_worker=bool(getattr(run, "waiting_for_worker", False)),
    )


def run_error_text(run: GenerationRun) -> str:
    """The run's error as one readable sentence; never a traceback on a page.

    Engines fail runs with a one-line message naming the setting to change; anything
    else that reaches ``error`` (an unexpected exception) is cut to its last line.
    """
    error = (run.error or "").strip()
    if not error:
        if run.status == RunStatus.FAILED:
            return "The run failed without giving a reason; see the worker's log."
        return ""
    lines = [line.strip() for line in error.splitlines() if line.strip()]
    if lines[0].startswith("Traceback"):
        return lines[-1]
    return " ".join(lines) if len(lines) <= 3 else lines[0]


def run_options_summary(run: GenerationRun) -> str:
    """The options that matter for this generator, in a few words."""
    options = run.options or {}
    extra = options.get("extra") or {}
    parts: list[str] = []
    if run.generator == "placeholder":
        parts.append(extra.get("placeholder") or extra.get("scheme") or "S3")
    if run.generator in ("mlm", "llm"):
        parts.append(options.get("strategy", "maskL"))
        if options.get("upos"):
            parts.append("UPOS")
        if run.generator == "mlm":
            parts.append(f"k={options.get('k', 10)}")
            if extra.get("sampling") == "topk":
                parts.append("top-k sampling")
        if extra.get("model"):
            parts.append(str(extra["model"]))
        if options.get("consistency") == "entity":
            parts.append("consistent entities")
    if options.get("seed") is not None:
        parts.append(f"seed {options['seed']}")
    return ", ".join(parts)


# --------------------------------------------------------------------------------------
# Why a run waits


@dataclass
class WorkerView:
    """A worker as its last heartbeat row shows it, with what it holds now."""

    name: str
    queues: list[str]
    concurrency: int
    beat_at: datetime
    broker_error: str
    alive: bool
    busy: list[str] = field(default_factory=list)  # what each busy process does


_broker_checked: tuple[float, str] | None = None


def broker_problem_cached() -> str:
    """The web app's own view of the broker ("" when reachable), checked at most once
    per ``PSEUDOWEB_QUEUE_WAIT_SECONDS``: a page that polls every second must not
    open a broker connection every second."""
    global _broker_checked
    now = time.monotonic()
    ttl = float(settings.PSEUDOWEB_QUEUE_WAIT_SECONDS)
    if _broker_checked is None or now - _broker_checked[0] >= ttl:
        _broker_checked = (now, broker_problem())
    return _broker_checked[1]


def _node(worker: str) -> str:
    """ "w1@host" of a claim's "w1@host:pid"."""
    return worker.rsplit(":", 1)[0]


def workers_state(*, project: Project) -> list[WorkerView]:
    """Every worker that reported in the last day, with what its processes do now.

    Work of other projects is counted, never named: the page is for this project's
    members. Three queries, whatever the number of runs shown.
    """
    now = timezone.now()
    cutoff = stale_before(now)
    workers = {
        beat.name: WorkerView(
            name=beat.name,
            queues=list(beat.queues or []),
            concurrency=beat.concurrency,
            beat_at=beat.beat_at,
            broker_error=beat.broker_error,
            alive=beat.beat_at >= cutoff,
        )
        for beat in WorkerBeat.objects.filter(beat_at__gte=now - timedelta(days=1))
    }
    chunks = RunChunk.objects.filter(
        status=ChunkStatus.RUNNING, heartbeat_at__gte=cutoff
    ).values_list("worker", "run__project_id", "run__name", "run__generator", "run_id")
    metrics = RunMetrics.objects.filter(
        status=RunMetrics.Status.RUNNING, heartbeat_at__gte=cutoff
    ).values_list("worker", "run__project_id", "run__name", "run__generator", "run_id")
    for rows, what in ((chunks, "run"), (metrics, "metrics")):
        for worker, project_id, name, generator, run_id in rows:
            view = workers.get(_node(worker))
            if view is None:
                continue
            label = name or f"{generator} #{run_id}"
            if project_id != project.pk:
                view.busy.append(
                    "a run of another project"
                    if what == "run"
                    else "the metrics of another project's run"
                )
            elif what == "run":
                view.busy.append(f"run “{label}”")
            else:
                view.busy.append(f"the metrics of run “{label}”")
    return sorted(workers.values(), key=lambda w: w.name)


def _ago(moment: datetime) -> str:
    seconds = max(0, int((timezone.now() - moment).total_seconds()))
    if seconds < 120:
        return f"{seconds} s"
    if seconds < 7200:
        return f"{seconds // 60} min"
    return f"{seconds // 3600} h"


def run_waiting_reason(
    run: GenerationRun, *, state: Callable[[], list[WorkerView]]
) -> str:
    """Why a run nobody has taken waits, in one sentence; "" when it does not wait.

    A queued run gets a reason once it waited ``PSEUDOWEB_QUEUE_WAIT_SECONDS``; a
    running one once its worker's heartbeat is older than the stale limit. What can
    be observed, in this order: the web app cannot reach the broker (so the run's
    message cannot reach a worker); no worker serves the run's queue (none started,
    or the ones that did stopped reporting: stopped, or cut off from the database);
    the workers on the queue cannot reach the broker; every one of them is busy
    (with what, for this project's work). ``state`` is called at most once, so a
    page can share one reading of the workers between its runs.
    """
    from .services_queue import run_queue

    now = timezone.now()
    queue = run_queue(run)
    if run.status == RunStatus.RUNNING:
        if run.heartbeat_at is None or run.heartbeat_at >= stale_before(now):
            return ""
        who = f"Its worker {_node(run.worker)}" if run.worker else "Its worker"
        return (
            f"{who} has not reported for {_ago(run.heartbeat_at)}: it stopped or "
            "cannot reach the database. The run goes on when a worker on the "
            f"{queue} queue takes it over."
        )
    if run.status != RunStatus.QUEUED:
        return ""
    return queue_waiting_reason(
        queue=queue, since=run.queued_at or run.created_at, state=state
    )


def queue_waiting_reason(
    *,
    queue: str,
    since: datetime | None,
    state: Callable[[], list[WorkerView]],
    what: str = "the run",
) -> str:
    """Why work put on ``queue`` at ``since`` is still not taken; "" while that is
    less than ``PSEUDOWEB_QUEUE_WAIT_SECONDS`` ago. See :func:`run_waiting_reason`."""
    now = timezone.now()
    wait = timedelta(seconds=float(settings.PSEUDOWEB_QUEUE_WAIT_SECONDS))
    if since is None or now - since < wait:
        return ""
    waiting = f"Queued for {_ago(since)} and no worker has taken it: "
    problem = broker_problem_cached()
    if problem:
        return (
            f"{waiting}the web app {problem}. {what.capitalize()} reaches a worker "
            "once the broker is back."
        )
    workers = state()
    serving = [w for w in workers if queue in w.queues]
    alive = [w for w in serving if w.alive]
    if not alive:
        if serving:
            silent = ", ".join(f"{w.name} ({_ago(w.beat_at)} ago)" for w in serving)
            return (
                f"{waiting}no worker is serving the {queue} queue. The workers that "
                f"served it stopped reporting: {silent}. They stopped, or cannot "
                "reach the database."
            )
        others = sorted({q for w in workers if w.alive for q in w.queues})
        also = f" (the workers up serve {', '.join(others)})" if others else ""
        return (
            f"{waiting}no worker is serving the {queue} queue{also}. Start one: "
            f"celery -A pseudoweb worker -Q {queue}"
        )
    broken = [w for w in alive if w.broker_error]
    if len(broken) == len(alive):
        return (
            f"{waiting}the workers on the {queue} queue "
            + "; ".join(f"{w.name} {w.broker_error}" for w in broken)
            + "."
        )
    if all(len(w.busy) >= w.concurrency for w in alive):
        doing = "; ".join(f"{w.name} with {', '.join(w.busy)}" for w in alive)
        return (
            f"{waiting}every worker serving the {queue} queue is busy: {doing}. "
            f"{what.capitalize()} starts when one of them is free."
        )
    doing = "; ".join(
        f"{w.name} ({len(w.busy)} of {w.concurrency} processes busy"
        + (f": {', '.join(w.busy)})" if w.busy else ")")
        for w in alive
    )
    return (
        f"{waiting}the workers on the {queue} queue: {doing}. A process may be "
        f"busy with an upload, or a worker is about to take {what}."
    )


def metrics_waiting_reason(*, project: Project) -> str:
    """Why this project's queued metrics wait (the oldest), or ""."""
    from .services_queue import METRICS_QUEUE

    oldest = (
        RunMetrics.objects.filter(run__project=project, status=RunMetrics.Status.QUEUED)
        .exclude(message_at=None)
        .order_by("message_at")
        .values_list("message_at", flat=True)
        .first()
    )
    return queue_waiting_reason(
        queue=METRICS_QUEUE,
        since=oldest,
        state=lazy_workers_state(project=project),
        what="the metrics",
    )


def lazy_workers_state(*, project: Project) -> Callable[[], list[WorkerView]]:
    """``workers_state`` read on first use, then remembered (one page view)."""
    memo: list[list[WorkerView]] = []

    def get() -> list[WorkerView]:
        if not memo:
            memo.append(workers_state(project=project))
        return memo[0]

    return get
