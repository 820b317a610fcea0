"""The Runs page's *Import candidates*: a JSONL file of candidates made elsewhere
becomes a finished run (leads only; :mod:`generation.services_import`)."""

from __future__ import annotations

import io

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import redirect, render

from annotation.corpus import selectors as project_selectors
from annotation.corpus.models import Role
from generation.services_import import CandidateFileError, candidates_import
from pseudoweb.http import AppRequest


class RunImportForm(forms.Form):
    name = forms.CharField(
        max_length=200, label="Run name", help_text="How reviews and reports name it."
    )
    file = forms.FileField(
        label="Candidates (JSONL)",
        help_text="One line per span, as Export candidates writes them: document, "
        "start, end, candidate; optionally label, alternatives, upos, failed.",
        widget=forms.ClearableFileInput(attrs={"accept": ".jsonl,.json,.txt"}),
    )


@login_required
def run_import_view(request: AppRequest, pk: int) -> HttpResponse:
    project = project_selectors.project_get_for_user(request.user, pk, Role.LEAD)
    status = 200
    if request.method == "POST":
        form = RunImportForm(request.POST, request.FILES)
        status = 400
        if form.is_valid():
            upload = form.cleaned_data["file"]
            try:
                result = candidates_import(
                    project=project,
                    name=form.cleaned_data["name"].strip(),
                    lines=io.TextIOWrapper(upload.file, encoding="utf-8"),
                    user=request.user,
                    source=upload.name or "",
                )
            except UnicodeDecodeError:
                form.add_error(
                    "file", "The file is not UTF-8 text; nothing was imported."
                )
            except CandidateFileError as exc:
                form.add_error("file", f"{exc}; nothing was imported.")
            else:
                note = (
                    f" {result.spans_without_row} spans of those documents have no "
                    "row and no candidate."
                    if result.spans_without_row
                    else ""
                )
                messages.success(
                    request,
                    f"Run “{result.run.label}”: {result.rows} candidates in "
                    f"{result.documents} documents.{note}",
                )
                return redirect("generation:run-detail", pk=result.run.pk)
    elif request.method == "GET":
        form = RunImportForm()
    else:
        return HttpResponse(status=405, headers={"Allow": "GET, POST"})
    return render(
        request,
        "generation/run_import.html",
        {"project": project, "form": form},
        status=status,
    )
