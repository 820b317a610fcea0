"""Pages for generation runs: start one, follow its progress, cancel, retry, export.

Thin views: selectors check access (404 for non-members, 403 for a too-low role) and
read; services write. The progress fragments are inline partials that poll only while
a run is queued or running, so a finished page stops asking.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.core.paginator import Paginator
from django.db import transaction
from django.http import Http404, HttpResponse, StreamingHttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.text import slugify
from django.views.decorators.http import (
    require_GET,
    require_http_methods,
    require_POST,
)
from django.views.decorators.vary import vary_on_headers

from annotation.corpus import selectors as project_selectors
from annotation.corpus.access import pairing_read_log
from annotation.corpus.anonymised import OriginalsForgotten
from annotation.corpus.models import Project, Role
from annotation.corpus.views_delete import confirm_or_delete
from generation import selectors
from generation.engines.types import GeneratorOptions
from generation.forms import RunStartForm
from generation.models import GenerationRun
from generation.services import (
    candidates_for_export,
    run_cancel,
    run_create,
    run_languages,
    run_retry_failed,
)
from generation.services_delete import run_delete, run_delete_impact
from generation.services_queue import run_enqueue, run_queue
from generation.services_visibility import run_visibility_set
from pseudoweb.http import AppRequest

if TYPE_CHECKING:
    from django.contrib.auth.models import User

CANDIDATES_PER_PAGE = 50


def run_start(
    *,
    project: Project,
    user: User,
    generator: str,
    options: GeneratorOptions,
    document_ids: Sequence[int] | None,
    name: str,
) -> GenerationRun:
    """Create a run and put it on its queue; the page and the API share this."""
    with transaction.atomic():
        run = run_create(
            project=project,
            generator=generator,
            options=options,
            document_ids=document_ids,
            name=name,
            user=user,
        )
        run_enqueue(run=run)
    run.refresh_from_db()
    return run


def _run_context(
    run: GenerationRun, state: Callable[[], list[selectors.WorkerView]]
) -> dict:
    return {
        "run": run,
        "progress": selectors.run_progress(run),
        "error_text": selectors.run_error_text(run),
        "waiting_reason": selectors.run_waiting_reason(run, state=state),
        "options_summary": selectors.run_options_summary(run),
        "queue": run_queue(run),
    }


# --- Runs of a project --------------------------------------------------------------


@require_GET
@login_required
@vary_on_headers("HX-Request")
def run_list(request: AppRequest, pk: int) -> HttpResponse:
    project = project_selectors.project_get_for_user(request.user, pk)
    runs = list(selectors.run_list(project=project, user_id=request.user.pk))
    # One reading of the workers for every waiting run on the page.
    state = selectors.lazy_workers_state(project=project)
    context = {
        "project": project,
        "is_lead": project_selectors.user_is_lead(project=project),
        "rows": [_run_context(run, state) for run in runs],
        "polling": selectors.runs_active(runs),
    }
    template = "generation/run_list.html"
    if request.htmx:
        template += "#run-table"
    return render(request, template, context)


@login_required
def run_start_view(request: AppRequest, pk: int) -> HttpResponse:
    project = project_selectors.project_get_for_user(request.user, pk, Role.LEAD)
    if request.method == "POST":
        form = RunStartForm(request.POST, project=project)
        status = 400
        if form.is_valid():
            data = form.cleaned_data
            try:
                run = run_start(
                    project=project,
                    user=request.user,
                    generator=data["generator"],
                    options=data["options"],
                    document_ids=data["document_ids"],
                    name=data["name"].strip(),
                )
            except OriginalsForgotten as exc:
                form.add_error(None, exc)
                status = 409
            else:
                messages.success(request, f"Run “{run.label}” is queued.")
                return redirect("generation:run-list", pk=project.pk)
    elif request.method == "GET":
        form = RunStartForm(project=project)
        status = 200
    else:
        return HttpResponse(status=405, headers={"Allow": "GET, POST"})
    context = {
        "project": project,
        "is_lead": True,
        "form": form,
        "document_count": project_selectors.project_counts(project=project)[
            "documents"
        ],
    }
    return render(request, "generation/run_start.html", context, status=status)


# --- One run ------------------------------------------------------------------------


@require_GET
@login_required
@vary_on_headers("HX-Request")
def run_detail(request: AppRequest, pk: int) -> HttpResponse:
    run = selectors.run_get_for_user(request.user, pk)
    context = {
        **_run_context(run, selectors.lazy_workers_state(project=run.project)),
        "project": run.project,
        "is_lead": project_selectors.user_is_lead(project=run.project),
        # A project may mix languages: each document is generated in its own.
        "languages": run_languages(run),
    }
    template = "generation/run_detail.html"
    if request.htmx:
        return render(request, template + "#run-progress", context)
    if context["is_lead"]:
        # The list pairs originals with candidates: leads only, and logged.
        paginator = Paginator(selectors.candidate_list(run=run), CANDIDATES_PER_PAGE)
        context["page"] = paginator.get_page(request.GET.get("page"))
        pairing_read_log(
            project=run.project,
            user=request.user,
            action="run_candidates_read",
            details={"via": "web", "run": run.pk, "page": context["page"].number},
        )
    return render(request, template, context)


@require_POST
@login_required
def run_visibility_view(request: AppRequest, pk: int) -> HttpResponse:
    """A lead lets annotators see a run by name, or stops that."""
    run = selectors.run_get_for_user(request.user, pk, Role.LEAD)
    visible = request.POST.get("visible") in ("1", "true", "on")
    run_visibility_set(run=run, visible=visible, user=request.user)
    if visible:
        messages.success(request, f"Annotators now see “{run.label}”.")
    else:
        messages.success(request, f"“{run.label}” is hidden from annotators.")
    return _back(request, run)


def _back(request: AppRequest, run: GenerationRun) -> HttpResponse:
    # Back to where the button was: the runs page or the run's own page.
    if request.POST.get("next") == "detail":
        return redirect("generation:run-detail", pk=run.pk)
    return redirect("generation:run-list", pk=run.project_id)


@require_POST
@login_required
def run_cancel_view(request: AppRequest, pk: int) -> HttpResponse:
    run = selectors.run_get_for_user(request.user, pk, Role.LEAD)
    if run.finished:
        messages.info(request, f"Run “{run.label}” had already ended.")
    else:
        run = run_cancel(run=run)
        messages.success(request, f"Run “{run.label}” is cancelled.")
    return _back(request, run)


@require_POST
@login_required
def run_retry_view(request: AppRequest, pk: int) -> HttpResponse:
    run = selectors.run_get_for_user(request.user, pk, Role.LEAD)
    try:
        run = run_retry_failed(run=run)
    except (ValueError, ValidationError) as exc:
        text = " ".join(exc.messages) if isinstance(exc, ValidationError) else str(exc)
        messages.error(request, text)
    else:
        if run.finished:
            messages.info(request, f"“{run.label}” has no failed spans: nothing to do.")
        else:
            messages.success(
                request, f"Failed spans of “{run.label}” are queued again."
            )
    return _back(request, run)


@require_http_methods(["GET", "POST"])
@login_required
def run_delete_view(request: AppRequest, pk: int) -> HttpResponse:
    """Confirm (GET) and delete (POST) a run; a queued or running one is refused."""
    run = selectors.run_get_for_user(request.user, pk, Role.LEAD)
    return confirm_or_delete(
        request,
        project=run.project,
        what=f"run “{run.label}”",
        impact=run_delete_impact(run=run),
        delete=lambda: run_delete(run=run, user=request.user),
        back=reverse("generation:run-detail", args=[run.pk]),
        done=reverse("generation:run-list", args=[run.project_id]),
        warning="Decisions taken from its candidates stay, without the link to it."
        + (" Cancel it first: it is still working." if not run.finished else ""),
    )


def _jsonl(rows: Iterator[dict]) -> Iterator[str]:
    for row in rows:
        yield json.dumps(row, ensure_ascii=False) + "\n"


@require_GET
@login_required
def run_export(request: AppRequest, pk: int) -> StreamingHttpResponse:
    run = selectors.run_get_for_user(request.user, pk, Role.LEAD)
    # The run and the time in the name: two downloads never share one.
    stamp = timezone.localtime().strftime("%Y%m%d-%H%M%S")
    stem = slugify(f"{run.project.name} run {run.pk} {run.label}") + f"-{stamp}"
    pairing_read_log(
        project=run.project,
        user=request.user,
        action="run_export",
        details={"via": "web", "run": run.pk},
    )
    # Streamed: a large run's candidates never sit in memory at once.
    return StreamingHttpResponse(
        _jsonl(candidates_for_export(run)),
        content_type="application/jsonl; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{stem}.jsonl"'},
    )


@require_POST
@login_required
def keep_list_add_span(request: AppRequest, span_id: int) -> HttpResponse:
    """Put a span's original on its project's keep-list (leads; from curate mode)."""
    from annotation.corpus.access import small_id
    from annotation.corpus.models import Span
    from generation.services_memory import keep_add

    if small_id(span_id) is None:  # too large for the database: no such span
        raise Http404("No such span.")
    project_id = (
        Span.objects.filter(pk=span_id).values_list("document__project_id", flat=True)
    ).first()
    if project_id is None:
        raise Http404("No such span.")
    # 404 for non-members (the span's existence is not told), 403 for annotators.
    project = project_selectors.project_get_for_user(
        request.user, project_id, Role.LEAD
    )
    span = Span.objects.select_related("document").get(pk=span_id)
    original = span.document.text[span.start : span.end]
    try:
        added = keep_add(project=project, texts=[original], user=request.user)
    except ValueError as exc:
        messages.error(request, str(exc))
    else:
        if added:
            messages.success(
                request,
                f"“{original}” is on the keep-list: every generator leaves it as it is "
                "in later runs.",
            )
        else:
            messages.info(request, f"“{original}” was already on the keep-list.")
    url = reverse("annotation:review-curate", args=[span.document_id])
    return redirect(f"{url}?span={span.pk}")
