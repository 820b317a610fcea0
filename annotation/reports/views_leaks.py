"""The leak scan on the Exports page (issue 21): the findings of *Check first*, the
lead's three answers to each (add it as a span, not personal information, ignore it
for this export) and the confirmation a download with findings left needs."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, HttpResponseBadRequest, HttpResponseRedirect
from django.urls import reverse
from django.views.decorators.http import require_POST

from annotation.corpus import selectors
from annotation.corpus.models import ActivityLog, Project, Role
from annotation.reports.choices import ReviewerNeeded, Source, SourceInvalid
from annotation.reports.leaks import (
    FindingStale,
    LeakReport,
    finding_add_span,
    finding_not_personal,
)
from pseudoweb.http import AppRequest

FINDING_ROWS = 300
_FORM_KEYS = ("source", "format", "fill")


def check_url(project: Project, params: Any) -> str:
    """The Exports page's check of the same export (source, format, fill)."""
    query = {key: params.get(key, "") for key in _FORM_KEYS}
    query["check"] = "1"
    return reverse("annotation:export-page", args=[project.pk]) + "?" + urlencode(query)


def leak_context(report: LeakReport) -> dict[str, Any]:
    return {
        "leaks": report,
        "leak_rows": report.findings[:FINDING_ROWS],
        "leak_more": max(0, len(report.findings) - FINDING_ROWS),
    }


def leak_gate(
    request: AppRequest, project: Project, source: Source, report: LeakReport
) -> tuple[HttpResponse | None, str]:
    """Refuse a download with findings nobody handled unless the lead confirmed it;
    otherwise the manifest line that names what was left and why."""
    ignored = set(request.GET.getlist("ignore"))
    left = [f for f in report.findings if f.key not in ignored]
    skipped = len(report.findings) - len(left)
    if left and request.GET.get("allow_leaks") != "1":
        messages.error(
            request,
            f"Not downloaded: the leak scan found {len(left)} mention"
            f"{'' if len(left) == 1 else 's'} of originals outside the replaced spans "
            "that nobody handled. Add them as spans, mark what is no personal "
            "information, ignore them for this export, or confirm the download with "
            "them as they stand.",
        )
        return HttpResponseRedirect(check_url(project, request.GET)), ""
    if not report.findings:
        return None, f"leak scan: no findings ({report.describe()})"
    manifest = (
        f"leak scan: {len(report.findings)} findings left in the text: "
        f"{skipped} ignored for this export by {request.user.get_username()}, "
        f"{len(left)} confirmed to go out as they stand"
    )
    ActivityLog.objects.create(
        project=project,
        user=request.user,
        action="export-with-leaks",
        details={
            "source": source.describe(),
            "ignored": sorted(ignored & {f.key for f in report.findings}),
            "confirmed": [f.key for f in left],
        },
    )
    return None, manifest


def _source(request: AppRequest, project: Project) -> Source:
    from annotation.reports.views import PseudoExportForm, _form_source

    form = PseudoExportForm(request.POST, project=project)
    return _form_source(project, form)


def _int(request: AppRequest, key: str) -> int:
    value = request.POST.get(key, "")
    if not (value.isascii() and value.isdigit()) or len(value) > 12:
        raise FindingStale(f"{key} is not a number")
    return int(value)


@require_POST
@login_required
def export_leak_span(request: AppRequest, pk: int) -> HttpResponse:
    """Add a finding as a span of the label of the original it repeats."""
    from annotation.reports.views import SourceParamInvalid

    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    try:
        source = _source(request, project)
        span = finding_add_span(
            project=project,
            source=source,
            document_id=_int(request, "document"),
            start=_int(request, "start"),
            end=_int(request, "end"),
            like_span=_int(request, "like_span"),
            user=request.user,
        )
    except (FindingStale, SourceParamInvalid, SourceInvalid, ReviewerNeeded) as exc:
        if request.htmx:
            return HttpResponseBadRequest(str(exc))
        messages.error(request, f"Not added: {exc}")
    else:
        messages.success(
            request,
            f"“{span.document.text[span.start : span.end]}” is now a {span.label.name} "
            f"span of {span.document.external_id}: the next run or decision gives it "
            "its pseudonym.",
        )
    return HttpResponseRedirect(check_url(project, request.POST))


@require_POST
@login_required
def export_leak_keep(request: AppRequest, pk: int) -> HttpResponse:
    """Mark a finding as no personal information (the keep-list, logged)."""
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    try:
        entry = finding_not_personal(
            project=project,
            text=request.POST.get("text", "")[:500],
            document_id=_int(request, "document"),
            user=request.user,
        )
    except (FindingStale, ValueError) as exc:
        messages.error(request, f"Not kept: {exc}")
    else:
        messages.success(
            request,
            f"“{entry}” is marked as no personal information (on the keep-list, with "
            "your name): later scans pass it and generators keep it.",
        )
    return HttpResponseRedirect(check_url(project, request.POST))
