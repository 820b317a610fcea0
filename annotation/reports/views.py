"""Report pages (error frequencies, metrics, agreement) and the exports page.

Every page is a plain GET form of filters; the same URL with ``download=csv|json|latex``
(or ``svg`` for the chart) returns the file. Members see reports; the pseudonymized
corpus and the correspondence table are for leads, and each correspondence download
is logged (who, when).
"""

from __future__ import annotations

import io
from typing import Any, cast

from django import forms
from django.contrib import messages
from django.contrib.auth import get_user_model
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, HttpResponseBadRequest
from django.shortcuts import redirect, render
from django.utils import timezone
from django.utils.text import slugify
from django.views.decorators.http import require_GET, require_POST

from annotation.corpus import selectors
from annotation.corpus.models import Category, Document, Project, Role
from annotation.reports import metrics, renderers, tables
from annotation.reports.access import report_for_user, reviewer_check
from annotation.reports.choices import (
    ReviewerNeeded,
    Source,
    SourceInvalid,
    approved_documents,
    curators,
    source_resolve,
)
from annotation.reports.correspondence import (
    CORRESPONDENCE_FORMATS,
    correspondence_log,
    correspondence_rows,
    render_correspondence,
)
from annotation.reports.exporters import export_plan, write_pseudonymized
from annotation.reports.leaks import leak_scan
from annotation.reports.views_leaks import leak_context, leak_gate
from annotation.reports.views_measures import class_keys, measures_context
from annotation.review.access_team import export_source_check
from annotation.review.models import DocumentWork
from generation.access import runs_visible
from generation.models import GenerationRun, RunStatus
from generation.selectors import metrics_waiting_reason
from pseudoweb.http import AppRequest


class ReportFilterForm(forms.Form):
    run = forms.TypedMultipleChoiceField(coerce=int, required=False)
    reviewer = forms.TypedChoiceField(coerce=int, required=False, empty_value=None)
    category = forms.ChoiceField(required=False)
    document = forms.CharField(required=False, help_text="document id (external)")
    by = forms.ChoiceField(
        choices=[("run", "run"), ("configuration", "configuration")], required=False
    )
    download = forms.ChoiceField(
        choices=[(f, f) for f in (*tables.FORMATS, "svg")], required=False
    )

    def __init__(
        self, *args: Any, project: Project, user: Any = None, **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
        self.project = project
        # self.fields holds copies of the choice fields declared above.
        runs = cast(forms.ChoiceField, self.fields["run"])
        project_runs = tables.project_runs(project=project)
        lead = user is None or selectors.user_is_lead(project=project)
        if not lead:
            # Annotators choose among the runs they may see by name only.
            project_runs = runs_visible(
                project=project, user_id=user.pk, runs=project_runs
            )
        runs.choices = [(run.pk, tables.run_label(run)) for run in project_runs]
        reviewer = cast(forms.ChoiceField, self.fields["reviewer"])
        if lead:
            users = get_user_model().objects.filter(memberships__project=project)
            reviewer.choices = [("", "all reviewers")] + [
                (u.pk, u.get_username()) for u in users.order_by("username")
            ]
        else:
            reviewer.choices = [
                ("", "all reviewers (project totals)"),
                (user.pk, f"you ({user.get_username()})"),
            ]
        category = cast(forms.ChoiceField, self.fields["category"])
        category.choices = [("", "all categories")] + list(Category.choices)

    def filters(self) -> dict[str, Any]:
        data = self.cleaned_data
        document_id = None
        if data.get("document"):
            document = Document.objects.filter(
                project=self.project, external_id=data["document"].strip()
            ).first()
            # An unknown document matches nothing rather than everything.
            document_id = document.pk if document else -1
        return {
            "run_ids": data.get("run") or None,
            "reviewer_id": data.get("reviewer"),
            "category": data.get("category") or None,
            "document_id": document_id,
            "by": data.get("by") or "run",
        }


def _download(project: Project, kind: str, fmt: str, text: str) -> HttpResponse:
    response = HttpResponse(text, content_type=renderers.CONTENT_TYPES[fmt])
    name = _download_name(project, kind, "report", renderers.SUFFIXES[fmt])
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    return response


def _report_page(
    request: AppRequest, pk: int, *, kind: str, template: str
) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk)
    reviewer_check(
        project=project, user=request.user, reviewer_id=request.GET.get("reviewer")
    )
    form = ReportFilterForm(request.GET or None, project=project, user=request.user)
    if request.GET and not form.is_valid():
        return HttpResponseBadRequest(
            "Invalid report filters: " + form.errors.as_text()
        )
    filters = form.filters() if form.is_bound else _filters_empty()
    data = report_for_user(
        project=project,
        user=request.user,
        kind=kind,
        run_ids=filters["run_ids"],
        reviewer_id=filters["reviewer_id"] if kind == "errors" else None,
        category=filters["category"],
        document_id=filters["document_id"],
        by=filters["by"],
    )
    chart = None
    if kind == "errors":
        chart = renderers.errors_svg(data)
    elif kind == "metrics":
        chart = renderers.metrics_box_svg(data)
    fmt = form.cleaned_data.get("download") if form.is_bound else None
    if fmt == "svg" and chart is not None:
        return _download(project, kind, "svg", chart)
    if fmt:
        return _download(project, kind, fmt, renderers.render(kind, data, fmt))
    query = request.GET.copy()
    query.pop("download", None)
    context = {
        "project": project,
        "is_lead": selectors.user_is_lead(project=project),
        "form": form,
        "data": data,
        "chart": chart,
        "query": query.urlencode(),
        "tags": tables.TAGS,
        "kind": kind,
    }
    if kind == "metrics":
        context["rows"] = _metric_table(data)
        # Queued metrics nobody takes (no worker on the metrics queue, ...) say why.
        context["metrics_waiting"] = metrics_waiting_reason(project=project)
        context.update(
            measures_context(
                project=project, user=request.user, run_ids=filters["run_ids"]
            )
        )
        context["class_keys"] = class_keys(project) if context["is_lead"] else []
    return render(request, template, context)


def _filters_empty() -> dict[str, Any]:
    return {
        "run_ids": None,
        "reviewer_id": None,
        "category": None,
        "document_id": None,
        "by": "run",
    }


def _metric_table(data: dict[str, Any]) -> list[dict[str, Any]]:
    rows = []
    for label, row in renderers._metric_rows(data):
        rows.append(
            {
                "label": label,
                "run": row.get("run"),
                "status": row.get("status", ""),
                "notes": row.get("notes", []),
                "cells": [
                    renderers._number(get(row), 3)
                    for _, get in renderers.METRIC_COLUMNS
                ],
            }
        )
    return rows


@require_GET
@login_required
def report_errors(request: AppRequest, pk: int) -> HttpResponse:
    return _report_page(
        request, pk, kind="errors", template="reports/report_errors.html"
    )


@require_GET
@login_required
def report_metrics(request: AppRequest, pk: int) -> HttpResponse:
    return _report_page(
        request, pk, kind="metrics", template="reports/report_metrics.html"
    )


@require_GET
@login_required
def report_agreement(request: AppRequest, pk: int) -> HttpResponse:
    return _report_page(
        request, pk, kind="agreement", template="reports/report_agreement.html"
    )


@require_GET
@login_required
def report_suggestions(request: AppRequest, pk: int) -> HttpResponse:
    """The machine's proposed tags against people's (leads only: it names
    reviewers)."""
    selectors.project_get_for_user(request.user, pk, Role.LEAD)
    return _report_page(
        request, pk, kind="suggestions", template="reports/report_suggestions.html"
    )


@require_POST
@login_required
def report_metrics_compute(request: AppRequest, pk: int) -> HttpResponse:
    """Queue the metrics of the chosen runs (all runs when none is chosen)."""
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    ids = [int(v) for v in request.POST.getlist("run") if v.isdigit()]
    runs = tables.project_runs(project=project, run_ids=ids or None)
    for run in runs:
        metrics.metrics_request(run=run)
    messages.info(
        request, f"Metrics of {len(runs)} run(s) are being computed in the background."
    )
    return redirect("annotation:report-metrics", pk=project.pk)


# --- Exports -------------------------------------------------------------------------


def _usable_runs(project: Project) -> Any:
    """Runs an export may name: a failed run has nothing whole to give."""
    return tables.project_runs(project=project).exclude(status=RunStatus.FAILED)


class PseudoExportForm(forms.Form):
    source = forms.ChoiceField(required=False)
    format = forms.ChoiceField(
        choices=[
            ("doccano", "doccano JSONL"),
            ("text", "plain text (zip)"),
            ("tab", "TAB masked offsets (JSON)"),
        ]
    )
    fill = forms.ChoiceField(
        required=False,
        label="Undecided spans (decisions only)",
        help_text="Documents with undecided spans are left out unless you choose "
        "how to fill them.",
    )

    def __init__(self, *args: Any, project: Project, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        runs = list(_usable_runs(project))
        source = cast(forms.ChoiceField, self.fields["source"])
        source.choices = (
            [("", "curated decisions (the only curator)")]
            + _final_choice(project)
            + [
                (f"reviewer:{u.pk}", f"decisions of {u.get_username()}")
                for u in curators(project)
            ]
            + [(f"run:{run.pk}", f"run {tables.run_label(run)}") for run in runs]
        )
        fill = cast(forms.ChoiceField, self.fields["fill"])
        fill.choices = [
            ("", "leave their documents out"),
            ("placeholder", "mask them with a placeholder ([PERSON])"),
        ] + [
            (f"run:{run.pk}", f"take run {tables.run_label(run)}'s candidates")
            for run in runs
        ]


FINAL = "final"


def _final_choice(project: Project) -> list[tuple[str, str]]:
    """The final version, offered once the project uses the team workflow."""
    if not DocumentWork.objects.filter(project=project).exists():
        return []
    count = approved_documents(project).count()
    return [
        (
            FINAL,
            f"Final version ({count} approved document{'' if count == 1 else 's'})",
        )
    ]


class SourceParamInvalid(ValueError):
    """A ``source=`` (or ``fill=``) value that names nothing exportable."""


def _run_param(project: Project, ident: str) -> GenerationRun:
    if not (ident.isascii() and ident.isdigit()):
        raise SourceParamInvalid(f"run:{ident} is not a run number")
    run = _usable_runs(project).filter(pk=int(ident)).first()
    if run is None:
        raise SourceParamInvalid(f"no run {ident} to export in this project")
    return run


def _source_parts(project: Project, value: str) -> tuple[GenerationRun | None, Any]:
    """``run:<id>``, ``reviewer:<id>`` or empty (``final`` is :data:`FINAL`);
    anything else is refused."""
    kind, _, ident = (value or "").partition(":")
    if kind == "run":
        return _run_param(project, ident), None
    if kind == "reviewer":
        if not (ident.isascii() and ident.isdigit()):
            raise SourceParamInvalid(f"reviewer:{ident} is not a user number")
        reviewer = next((u for u in curators(project) if u.pk == int(ident)), None)
        if reviewer is None:
            raise SourceParamInvalid(f"user {ident} has curated nothing here")
        return None, reviewer
    if value:
        raise SourceParamInvalid(
            f"unknown source {value!r}: use run:<id>, reviewer:<id>, final or nothing"
        )
    return None, None


def _download_name(project: Project, kind: str, source: str, suffix: str) -> str:
    """Project, what, which source and when: two downloads never share a name."""
    stamp = timezone.localtime().strftime("%Y%m%d-%H%M%S")
    return f"{slugify(project.name) or 'project'}-{kind}-{source}-{stamp}.{suffix}"


PLAN_ROWS = 200


@require_GET
@login_required
def export_page(request: AppRequest, pk: int) -> HttpResponse:
    """The export forms; with ``check=1`` and a source, what the export would do with
    each document (written, filled, left out) before anything is downloaded."""
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    checking = "check" in request.GET
    form = PseudoExportForm(request.GET if checking else None, project=project)
    context: dict[str, Any] = {
        "project": project,
        "is_lead": True,
        "form": form,
        "correspondence_formats": CORRESPONDENCE_FORMATS,
        "runs": _usable_runs(project),
        "curators": curators(project),
        "final_offered": bool(_final_choice(project)),
    }
    status = 200
    if checking:
        try:
            source = _form_source(project, form)
        except (SourceParamInvalid, SourceInvalid, ReviewerNeeded) as exc:
            context["plan_error"] = str(exc)
            status = 400
        else:
            export_source_check(
                user=request.user,
                project=project,
                run=source.run,
                reviewer=source.reviewer,
                final=source.final,
            )
            plan = export_plan(project=project, source=source)
            context["plan"] = plan
            context["plan_source"] = source.describe()
            # Every document, the written ones too: the check answers "what goes
            # out", not only "what is missing".
            context["plan_rows"] = plan.outcomes[:PLAN_ROWS]
            context["plan_more"] = max(0, len(plan.outcomes) - PLAN_ROWS)
            # what of the originals the export would leave standing (issue 21)
            context.update(leak_context(leak_scan(project=project, source=source)))
    return render(request, "reports/export_pseudo.html", context, status=status)


def _form_source(project: Project, form: PseudoExportForm) -> Source:
    """The export source a valid form names; SourceParamInvalid otherwise."""
    if not form.is_valid():
        raise SourceParamInvalid(
            " ".join(str(m) for errors in form.errors.values() for m in errors)
        )
    return source_from_params(
        project, form.cleaned_data["source"], form.cleaned_data["fill"]
    )


def source_from_params(project: Project, source: str, fill: str) -> Source:
    """The export source that ``source=`` and ``fill=`` name (the Exports page's
    form, the API); SourceParamInvalid, SourceInvalid or ReviewerNeeded otherwise."""
    final = source == FINAL
    run, reviewer = (None, None) if final else _source_parts(project, source)
    fill_run = _run_param(project, fill[4:]) if fill.startswith("run:") else None
    if fill and fill != "placeholder" and fill_run is None:
        raise SourceParamInvalid("fill is run:<id> or placeholder")
    return source_resolve(
        project=project,
        run=run,
        reviewer=reviewer,
        fill_run=fill_run,
        fill_placeholder=fill == "placeholder",
        final=final,
    )


@require_GET
@login_required
def export_pseudonymized_view(request: AppRequest, pk: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    form = PseudoExportForm(request.GET, project=project)
    if not form.is_valid():
        return HttpResponseBadRequest("Choose a source and a format.")
    try:
        source = _form_source(project, form)
    except (SourceParamInvalid, SourceInvalid) as exc:
        return HttpResponseBadRequest(str(exc))
    except ReviewerNeeded as exc:
        messages.error(request, str(exc))
        return redirect("annotation:export-page", pk=project.pk)
    export_source_check(
        user=request.user,
        project=project,
        run=source.run,
        reviewer=source.reviewer,
        final=source.final,
    )
    fmt = form.cleaned_data["format"]
    refused, manifest = leak_gate(
        request, project, source, leak_scan(project=project, source=source)
    )
    if refused is not None:
        return refused
    buffer = io.BytesIO()
    summary = write_pseudonymized(
        project=project,
        source=source,
        format=fmt,
        stream=buffer,
        zip_text=True,
        manifest=manifest,
    )
    suffix, content_type = {
        "doccano": ("jsonl", "application/x-ndjson"),
        "text": ("zip", "application/zip"),
        "tab": ("json", "application/json"),
    }[fmt]
    name = _download_name(project, f"pseudonymized-{fmt}", source.slug(), suffix)
    response = HttpResponse(buffer.getvalue(), content_type=content_type)
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    # What was done per document, for the page that asked (and any client).
    response["X-Export-Summary"] = (
        summary.describe().encode("ascii", "replace").decode()
    )
    response["X-Export-Leaks"] = manifest.encode("ascii", "replace").decode()
    return response


@require_GET
@login_required
def export_correspondence_view(request: AppRequest, pk: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    fmt = request.GET.get("format", "csv")
    if fmt not in CORRESPONDENCE_FORMATS:
        return HttpResponseBadRequest("Choose csv or json.")
    final = request.GET.get("source", "") == FINAL
    try:
        run, reviewer = (
            (None, None)
            if final
            else _source_parts(project, request.GET.get("source", ""))
        )
    except SourceParamInvalid as exc:
        return HttpResponseBadRequest(str(exc))
    export_source_check(user=request.user, project=project, run=run, reviewer=reviewer)
    text = render_correspondence(
        correspondence_rows(project=project, run=run, reviewer=reviewer, final=final),
        fmt,
    )
    correspondence_log(
        project=project,
        user=request.user,
        details={
            "via": "web",
            "format": fmt,
            "run": run.pk if run else None,
            "reviewer": reviewer.get_username() if reviewer else "",
            "final": final,
        },
    )
    response = HttpResponse(text, content_type=renderers.CONTENT_TYPES[fmt])
    if run is not None:
        part = f"run{run.pk}"
    elif final:
        part = FINAL
    elif reviewer is not None:
        part = "decisions-" + slugify(reviewer.get_username())
    else:
        part = "decisions-all"
    name = _download_name(project, "correspondence", part, fmt)
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    return response
