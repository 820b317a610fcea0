"""Reads for runs and candidates, with the same access rules as projects.

A run belongs to a project: whoever may not see the project may not see the run (404),
and a member whose role is too low for an action gets 403 (see annotation.selectors).
An annotator sees only the runs ``annotation.access`` lets them see by name; any other
run answers 404, like an id that was never used.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from django.db.models import QuerySet
from django.http import Http404
from django.utils import timezone

from annotation import access
from annotation.models import Project
from annotation.selectors import project_get_for_user
from generation.models import Candidate, GenerationRun, RunStatus

if TYPE_CHECKING:
    from annotation.selectors import AnyUser

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
