"""Deleting an import, a document or a review set (runs: ``generation.views``).

GET shows what would go (and what hangs on it); POST deletes and goes back with a
message. A plain link and form work without JavaScript; with htmx the POST answers
with ``HX-Redirect``. Leads only: annotators get 403, others 404.
"""

from __future__ import annotations

from collections.abc import Callable

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_http_methods

from annotation.corpus import selectors
from annotation.corpus import services_delete as deletes
from annotation.corpus.models import CorpusImport, Project, Role
from pseudoweb.http import AppRequest


def confirm_or_delete(
    request: AppRequest,
    *,
    project: Project,
    what: str,
    impact: deletes.Impact,
    delete: Callable[[], deletes.Impact],
    back: str,
    done: str,
    warning: str = "",
) -> HttpResponse:
    """The confirmation page (GET) or the deletion (POST), then ``done``."""
    context = {
        "project": project,
        "is_lead": True,
        "what": what,
        "impact": impact,
        "back": back,
        "warning": warning,
    }
    if request.method != "POST":
        return render(request, "corpus/delete_confirm.html", context)
    try:
        removed = delete()
    except deletes.DeleteRefused as exc:
        context["error"] = " ".join(exc.messages)
        return render(request, "corpus/delete_confirm.html", context, status=409)
    messages.success(request, f"Deleted {what} ({removed.describe()}).")
    if request.htmx:
        response = HttpResponse(status=204)
        response["HX-Redirect"] = done
        return response
    return redirect(done)


@require_http_methods(["GET", "POST"])
@login_required
def corpus_import_delete_view(
    request: AppRequest, pk: int, import_id: int
) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    corpus_import = get_object_or_404(CorpusImport, project=project, pk=import_id)
    return confirm_or_delete(
        request,
        project=project,
        what=f"the import of {corpus_import.filename}",
        impact=deletes.corpus_import_delete_impact(corpus_import=corpus_import),
        delete=lambda: deletes.corpus_import_delete(
            corpus_import=corpus_import, user=request.user
        ),
        back=reverse("annotation:import-detail", args=[project.pk, import_id]),
        done=reverse("annotation:project-detail", args=[project.pk]),
        warning="Spans that later imports added to these documents go with them.",
    )


@require_http_methods(["GET", "POST"])
@login_required
def document_delete_view(request: AppRequest, pk: int) -> HttpResponse:
    document = selectors.document_get_for_user(request.user, pk, Role.LEAD)
    project = document.project
    return confirm_or_delete(
        request,
        project=project,
        what=f"document {document.external_id}",
        impact=deletes.document_delete_impact(document=document),
        delete=lambda: deletes.document_delete(document=document, user=request.user),
        back=reverse("annotation:document-detail", args=[document.pk]),
        done=reverse("annotation:project-detail", args=[project.pk]),
    )
