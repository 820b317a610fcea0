"""Pages for projects, members, labels, documents, upload and export.

Thin views: selectors check access (404 for non-members, 403 for a too-low role) and
read; services write. Every page works as a plain link and form; htmx only swaps the
fragment a page names as an inline partial.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.core.paginator import Paginator
from django.http import (
    FileResponse,
    HttpResponse,
    HttpResponseBadRequest,
)
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.utils.cache import add_never_cache_headers
from django.utils.http import urlencode
from django.utils.text import slugify
from django.views.decorators.http import require_GET, require_POST
from django.views.decorators.vary import vary_on_headers

from annotation.corpus import selectors
from annotation.corpus.anonymised import anonymised_log
from annotation.corpus.exporters import export_notes
from annotation.corpus.forms import (
    AccountCreateForm,
    CorpusExportForm,
    CorpusUploadForm,
    DocumentLanguageForm,
    DocumentSearchForm,
    InviteCreateForm,
    LabelCategoryForm,
    MemberAddForm,
    MemberRoleForm,
    ProjectCreateForm,
)
from annotation.corpus.models import Category, ImportJob, Project, Role
from annotation.corpus.services import (
    DUPLICATE_ALLOW,
    DUPLICATE_REFUSE,
    DUPLICATE_REPLACE,
    corpus_export,
)
from annotation.corpus.services_imports import (
    corpus_import_upload,
    import_job_create,
    import_job_progress,
)
from annotation.corpus.services_people import (
    document_language_set,
    label_category_set,
    membership_remove,
    membership_set,
    project_create,
)
from annotation.corpus.states import document_states
from pseudoweb.http import AppRequest

DOCUMENTS_PER_PAGE = 50


def _error_text(error: ValidationError) -> str:
    return " ".join(error.messages)


# --- Projects ----------------------------------------------------------------------


@require_GET
@login_required
def project_list(request: AppRequest) -> HttpResponse:
    return _project_list_page(request, form=ProjectCreateForm())


def _project_list_page(
    request: AppRequest, *, form: ProjectCreateForm, status: int = 200
) -> HttpResponse:
    context = {
        "projects": selectors.project_list_for_user(request.user),
        "can_create": selectors.user_can_create_project(request.user),
        "form": form,
    }
    return render(request, "corpus/project_list.html", context, status=status)


@require_POST
@login_required
def project_create_view(request: AppRequest) -> HttpResponse:
    if not selectors.user_can_create_project(request.user):
        return HttpResponse("Only project leads may create projects.", status=403)
    form = ProjectCreateForm(request.POST)
    if form.is_valid():
        try:
            project = project_create(user=request.user, **form.cleaned_data)
        except ValidationError as exc:
            for field, errors in exc.message_dict.items():
                form.add_error(field if field in form.fields else None, errors)
        else:
            messages.success(request, f"Project “{project.name}” created.")
            return redirect("annotation:project-detail", pk=project.pk)
    return _project_list_page(request, form=form, status=400)


@require_GET
@login_required
@vary_on_headers("HX-Request")
def project_detail(request: AppRequest, pk: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk)
    search_form = DocumentSearchForm(request.GET)
    # A query that cannot be searched (a NUL character, too long) is said, not
    # silently dropped for "every document".
    search_error = ""
    if search_form.is_valid():
        search = search_form.cleaned_data["q"]
    else:
        search = ""
        search_error = " ".join(
            str(message)
            for messages in search_form.errors.values()
            for message in messages
        )
    documents = selectors.document_list(project=project, search=search)
    # The team workflow's states, when the review layer tells them (states.py).
    states = document_states()
    state = request.GET.get("state", "") if states is not None else ""
    if states is not None and state:
        if state in dict(states.choices):
            documents = states.filter(documents, state)
        else:
            search_error = " ".join(
                filter(None, [search_error, "No such state: choose one of the list."])
            )
            state = ""
    paginator = Paginator(documents, DOCUMENTS_PER_PAGE)
    page = paginator.get_page(request.GET.get("page"))
    rows = list(page.object_list)
    if states is not None:
        of = states.of([document.pk for document in rows])  # one query per page
        for document in rows:
            document.state = of[document.pk]
            document.state_label = states.label(of[document.pk])
    page.object_list = rows
    kept = {key: value for key, value in (("q", search), ("state", state)) if value}
    context = {
        "project": project,
        "is_lead": selectors.user_is_lead(project=project),
        "counts": selectors.project_counts(project=project),
        "languages": selectors.document_languages(project=project),
        "search_form": search_form,
        "search": search,
        "search_error": search_error,
        "states": states.choices if states is not None else (),
        "state": state,
        "page_query": urlencode(kept) + "&" if kept else "",
        "page": page,
        "imports": selectors.corpus_import_list(project=project),
        "export_form": CorpusExportForm(),
        # Who forgot the originals and when (issue 24); None for most projects.
        "anonymised": anonymised_log(project),
    }
    if context["is_lead"] and not request.htmx:
        # What a doccano export cannot carry, said before anyone downloads it.
        context["doccano_notes"] = export_notes(project=project, format="doccano")
    template = "corpus/project_detail.html"
    if request.htmx:
        template += "#document-table"
    return render(request, template, context, status=400 if search_error else 200)


# --- Labels ------------------------------------------------------------------------


@require_GET
@login_required
def label_list(request: AppRequest, pk: int) -> HttpResponse:
    # Any member may read the mapping; only leads get the forms to change it.
    project = selectors.project_get_for_user(request.user, pk)
    context = {
        "project": project,
        "is_lead": selectors.user_is_lead(project=project),
        "labels": selectors.label_list(project=project),
        "categories": Category.choices,
    }
    return render(request, "corpus/label_list.html", context)


@require_POST
@login_required
@vary_on_headers("HX-Request")
def label_update(request: AppRequest, pk: int, label_id: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    label = selectors.label_get(project=project, pk=label_id)
    form = LabelCategoryForm(request.POST)
    saved = False
    if form.is_valid():
        label = label_category_set(label=label, category=form.cleaned_data["category"])
        saved = True
    if not request.htmx:
        if saved:
            messages.success(request, f"{label.name} now maps to {label.category}.")
        else:
            messages.error(request, "Choose one of the listed categories.")
        return redirect("annotation:label-list", pk=project.pk)
    label = selectors.label_list(project=project).get(pk=label.pk)
    context = {
        "project": project,
        "is_lead": True,
        "label": label,
        "categories": Category.choices,
        "saved": saved,
        "form": form,
    }
    return render(
        request,
        "corpus/label_list.html#label-row",
        context,
        status=200 if saved else 400,
    )


# --- Members -----------------------------------------------------------------------


@require_GET
@login_required
def member_list(request: AppRequest, pk: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    return _member_list_page(request, project=project, form=MemberAddForm())


def _member_list_page(
    request: AppRequest,
    *,
    project: Project,
    form: MemberAddForm | None = None,
    status: int = 200,
    **extra: object,
) -> HttpResponse:
    """The members page; ``extra`` holds a bound account or invite form with its
    errors, or the link just made (``created``), shown this once."""
    context = {
        "project": project,
        "is_lead": True,
        "memberships": selectors.membership_list(project=project),
        "form": form or MemberAddForm(),
        "account_form": AccountCreateForm(),
        "invite_form": InviteCreateForm(
            initial={"days": settings.PSEUDOWEB_INVITE_DAYS}
        ),
        "invites": selectors.invite_list(project=project),
        "roles": Role.choices,
        **extra,
    }
    response = render(request, "corpus/member_list.html", context, status=status)
    if "created" in extra:
        # The page holds a link that opens an account: no cache may keep it.
        add_never_cache_headers(response)
    return response


@require_POST
@login_required
def member_add(request: AppRequest, pk: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    form = MemberAddForm(request.POST)
    if form.is_valid():
        user = form.cleaned_data["username"]
        try:
            membership_set(
                project=project,
                user=user,
                role=form.cleaned_data["role"],
                by=request.user,
                via="web",
            )
        except ValidationError as exc:
            form.add_error(None, _error_text(exc))
        else:
            messages.success(
                request, f"{user.username} is now {form.cleaned_data['role']}."
            )
            return redirect("annotation:member-list", pk=project.pk)
    return _member_list_page(request, project=project, form=form, status=400)


@require_POST
@login_required
def member_update(request: AppRequest, pk: int, membership_id: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    membership = selectors.membership_get(project=project, pk=membership_id)
    form = MemberRoleForm(request.POST)
    if not form.is_valid():
        messages.error(request, "Choose lead or annotator.")
    else:
        try:
            membership_set(
                project=project,
                user=membership.user,
                role=form.cleaned_data["role"],
                by=request.user,
                via="web",
            )
        except ValidationError as exc:
            messages.error(request, _error_text(exc))
        else:
            messages.success(
                request,
                f"{membership.user.username} is now {form.cleaned_data['role']}.",
            )
    return redirect("annotation:member-list", pk=project.pk)


@require_POST
@login_required
def member_remove(request: AppRequest, pk: int, membership_id: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    membership = selectors.membership_get(project=project, pk=membership_id)
    try:
        membership_remove(membership=membership)
    except ValidationError as exc:
        messages.error(request, _error_text(exc))
    else:
        messages.success(request, f"{membership.user.username} removed.")
    return redirect("annotation:member-list", pk=project.pk)


# --- Documents ---------------------------------------------------------------------


@require_GET
@login_required
def document_detail(request: AppRequest, pk: int) -> HttpResponse:
    document = selectors.document_get_for_user(request.user, pk)
    spans = list(selectors.span_list(document=document))
    context = {
        "project": document.project,
        "is_lead": selectors.user_is_lead(project=document.project),
        "document": document,
        "spans": spans,
        "segments": selectors.document_segments(text=document.text, spans=spans),
        "metadata": selectors.document_metadata(document=document),
        "comments": selectors.document_comments(document=document),
        "language_form": DocumentLanguageForm(initial={"language": document.language}),
    }
    return render(request, "corpus/document_detail.html", context)


@require_POST
@login_required
def document_language(request: AppRequest, pk: int) -> HttpResponse:
    document = selectors.document_get_for_user(request.user, pk, Role.LEAD)
    form = DocumentLanguageForm(request.POST)
    if form.is_valid():
        document_language_set(document=document, language=form.cleaned_data["language"])
        messages.success(
            request,
            f"{document.external_id} is in {document.get_language_display()} now; "
            "runs from now on generate it in that language.",
        )
    else:
        messages.error(request, "Choose English or Swedish.")
    return redirect("annotation:document-detail", pk=document.pk)


# --- Import and export -------------------------------------------------------------


@login_required
@vary_on_headers("HX-Request")
def corpus_upload(request: AppRequest, pk: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    report = None
    job = None
    if request.method == "POST":
        form = CorpusUploadForm(request.POST, request.FILES)
        if form.is_valid():
            upload = form.cleaned_data["file"]
            arguments = {
                "project": project,
                "upload": upload,
                "format": form.cleaned_data["format"],
                "skip_invalid": form.cleaned_data["skip_invalid"],
                "user": request.user,
                "labels": form.cleaned_data.get("labels"),
                "language_key": form.cleaned_data["language_key"].strip(),
                "language_map": form.cleaned_data["language_map"],
                "language_threshold": form.cleaned_data["language_threshold"],
                "language_detect": not form.cleaned_data["one_language"],
                "duplicate": (
                    DUPLICATE_REPLACE
                    if form.cleaned_data["replace"]
                    else DUPLICATE_ALLOW
                    if form.cleaned_data["allow_duplicate"]
                    else DUPLICATE_REFUSE
                ),
            }
            if upload.size > settings.PSEUDOWEB_UPLOAD_BACKGROUND_BYTES:
                job = import_job_create(**arguments)
            else:
                report = corpus_import_upload(**arguments)
    elif request.method == "GET":
        form = CorpusUploadForm()
    else:
        return HttpResponse(status=405, headers={"Allow": "GET, POST"})
    context = {
        "project": project,
        "is_lead": True,
        "form": form,
        "report": report,
        **(_import_job_context(job) if job is not None else {}),
        "recent_jobs": ImportJob.objects.filter(project=project).only(
            "pk", "filename", "status", "created_at", "imported"
        )[:5],
    }
    template = "corpus/corpus_upload.html"
    if request.htmx:
        template += "#upload-result"
    return render(request, template, context)


# A queued import older than this with no worker on it gets a warning on its page.
IMPORT_WAIT_WARNING_SECONDS = 10


def _import_job_context(job: ImportJob) -> dict:
    done, total = import_job_progress(job)
    percent = 100 if job.status == ImportJob.Status.DONE else 0
    if job.status != ImportJob.Status.DONE and total:
        percent = min(99, 100 * done // total)
    waited = (timezone.now() - job.created_at).total_seconds()
    return {
        "job": job,
        "job_done": done,
        "job_total": total,
        "job_percent": percent,
        "job_waiting": job.status == ImportJob.Status.QUEUED
        and waited > IMPORT_WAIT_WARNING_SECONDS,
    }


@require_GET
@login_required
@vary_on_headers("HX-Request")
def import_job_detail(request: AppRequest, pk: int, job_id: int) -> HttpResponse:
    """An upload being imported by a worker: its bar (polled), then its report."""
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    job = get_object_or_404(ImportJob, project=project, pk=job_id)
    context = {"project": project, "is_lead": True, **_import_job_context(job)}
    template = "corpus/import_job.html"
    if request.htmx:
        template += "#import-job"
    return render(request, template, context)


@require_GET
@login_required
def corpus_import_detail(request: AppRequest, pk: int, import_id: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk)
    corpus_import = selectors.corpus_import_get(project=project, pk=import_id)
    context = {
        "project": project,
        "is_lead": selectors.user_is_lead(project=project),
        "corpus_import": corpus_import,
        "report": corpus_import.report,
    }
    return render(request, "corpus/corpus_import_detail.html", context)


def export_content_type(*, format: str, is_zip: bool) -> str:
    """A zip, doccano's JSON Lines (one record a line, not one JSON value), or TAB's
    JSON list."""
    if is_zip:
        return "application/zip"
    return "application/x-ndjson" if format == "doccano" else "application/json"


def corpus_export_response(*, project: Project, format: str) -> FileResponse:
    """Export to a temporary file and stream it; the page and API share it."""
    with tempfile.NamedTemporaryFile(prefix="pseudoweb-export-", delete=False) as tmp:
        path = Path(tmp.name)
    try:
        corpus_export(project=project, format=format, out=path)
        handle = path.open("rb")
    finally:
        # Unlinking an open file is fine on POSIX: the stream keeps reading it.
        path.unlink(missing_ok=True)
    is_zip = handle.read(4) == b"PK\x03\x04"
    handle.seek(0)
    suffix = ".zip" if is_zip else (".jsonl" if format == "doccano" else ".json")
    stem = slugify(project.name) or f"project-{project.pk}"
    # The source (the corpus) and the time, so two downloads never share a name.
    stamp = timezone.localtime().strftime("%Y%m%d-%H%M%S")
    response = FileResponse(
        handle,
        as_attachment=True,
        filename=f"{stem}-corpus-{format}-{stamp}{suffix}",
        content_type=export_content_type(format=format, is_zip=is_zip),
    )
    notes = export_notes(project=project, format=format)
    if notes:
        response["X-Export-Notes"] = " ".join(notes).encode("ascii", "replace").decode()
    return response


@require_GET
@login_required
def corpus_export_view(request: AppRequest, pk: int) -> HttpResponse | FileResponse:
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    form = CorpusExportForm(request.GET)
    if not form.is_valid():
        return HttpResponseBadRequest("Choose an export format: doccano or tab.")
    return corpus_export_response(project=project, format=form.cleaned_data["format"])
