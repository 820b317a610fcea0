"""Review pages: evaluate (tag a run's candidates) and curate (choose each pseudonym).

One view serves a page and its span card: with ``HX-Request`` and ``?span=`` it returns
only the ``span-card`` partial. Saves are htmx POSTs answered with the updated card and
the changed pieces of the text out of band; without JavaScript the same forms post
normally and redirect back. A lead may read another reviewer's work (``?reviewer=``);
writes always act on the user's own work, and naming someone else gets 403.
"""

from __future__ import annotations

from collections.abc import Mapping

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.paginator import Paginator
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import urlencode
from django.views.decorators.http import (
    require_GET,
    require_POST,
)
from django.views.decorators.vary import vary_on_headers

from annotation.corpus import selectors
from annotation.corpus.models import Document
from annotation.review import selectors as sr
from annotation.review.curate import (
    CurateOrder,
    curate_item_get,
    curate_order,
    curate_page_data,
)
from annotation.review.evaluate import (
    evaluate_item_get,
    evaluate_page_data,
    evaluate_saved_data,
    tag_choices,
)
from annotation.review.models import Decision, ReviewMode
from annotation.review.selectors_team import queue_for
from annotation.review.services import (
    decision_apply_to_entity,
    decision_save,
    document_mark_done,
    review_save,
)
from annotation.review.services_sure import last_accept_sure
from annotation.review.services_team import curation_started, unfinished_own_check
from annotation.review.views_sets import project_members
from pseudoweb.http import AppRequest

PROGRESS_DOCUMENTS_PER_PAGE = 50


def _reviewer_param(request: AppRequest) -> str | None:
    return request.POST.get("reviewer") or request.GET.get("reviewer")


def _with_reviewer(
    url: str, *, reviewer, read_only: bool, span: int | None = None
) -> str:
    params = []
    if read_only:
        params.append(f"reviewer={reviewer.pk}")
    if span is not None:
        params.append(f"span={span}")
    return url + ("?" + "&".join(params) if params else "")


def _next_to_curate(*, project, reviewer, after: Document | None) -> Document | None:
    """The next document to curate: with a queue in the project (issue 23), the
    next unfinished one in it after ``after`` (then from the top); otherwise the
    first not marked done, as before there were queues."""
    rows = queue_for(project=project, user=reviewer)
    if not rows:
        return sr.document_next_not_done(
            project=project,
            reviewer=reviewer,
            mode=ReviewMode.CURATE,
            scope=None,
            after=after,
        )
    ids = [row.document_id for row in rows]
    here = ids.index(after.pk) if after is not None and after.pk in ids else -1
    following = next(
        (
            row.document_id
            for row in rows[here + 1 :] + rows[: here + 1]
            if row.finished_at is None
            and (after is None or row.document_id != after.pk)
        ),
        None,
    )
    if following is None:
        return None
    return Document.objects.filter(pk=following).first()


# --- Start, review sets, progress --------------------------------------------------


@require_GET
@login_required
def review_start(request: AppRequest, pk: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk)
    context = {
        "project": project,
        "is_lead": selectors.user_is_lead(project=project),
        **sr.review_start_data(project=project, user_id=request.user.pk),
        "members": project_members(project)
        if selectors.user_is_lead(project=project)
        else [],
    }
    return render(request, "review/review_start.html", context)


@require_GET
@login_required
@vary_on_headers("HX-Request")
def review_progress(request: AppRequest, pk: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk)
    paginator = Paginator(
        selectors.document_list(project=project), PROGRESS_DOCUMENTS_PER_PAGE
    )
    page = paginator.get_page(request.GET.get("page"))
    context = {
        "project": project,
        "is_lead": selectors.user_is_lead(project=project),
        "page": page,
        **sr.review_progress(
            project=project, user=request.user, documents=list(page.object_list)
        ),
    }
    template = "review/review_progress.html"
    if request.htmx:
        template += "#review-progress"
    return render(request, template, context)


@require_GET
@login_required
def review_next(
    request: AppRequest, pk: int, kind: str = "curate", scope_id: int | None = None
) -> HttpResponse:
    """Open the first document the user has not marked done in this mode and scope."""
    project = selectors.project_get_for_user(request.user, pk)
    scope = None
    if kind != "curate":
        if scope_id is None:  # the evaluate URLs always carry one
            raise Http404("No such review scope.")
        scope = sr.evaluate_scope_get(
            project=project, kind=kind, pk=scope_id, reviewer_id=request.user.pk
        )
    mode = ReviewMode.CURATE if scope is None else ReviewMode.EVALUATE
    if scope is None:
        document = _next_to_curate(project=project, reviewer=request.user, after=None)
    else:
        document = sr.document_next_not_done(
            project=project, reviewer=request.user, mode=mode, scope=scope
        )
    if document is None:
        messages.success(request, "Every document here is marked done. Well done!")
        return redirect("annotation:review-start", pk=project.pk)
    order = curate_order(request.GET.get("order"))
    return redirect(_page_url(document_id=document.pk, scope=scope, order=order))


def _page_url(
    *, document_id: int, scope: sr.EvaluateScope | None, order: CurateOrder = "text"
) -> str:
    if scope is None:
        url = reverse("annotation:review-curate", args=[document_id])
        # The least sure first stays chosen from one document to the next.
        return url + ("?order=confidence" if order == "confidence" else "")
    return reverse(
        "annotation:review-evaluate", args=[scope.kind, scope.pk, document_id]
    )


def _done(
    request: AppRequest, *, pk: int, scope_kind: str | None, scope_id: int | None
) -> HttpResponse:
    if _reviewer_param(request):
        sr.reviewer_check_own(
            user=request.user, reviewer_param=_reviewer_param(request)
        )
    document = selectors.document_get_for_user(request.user, pk)
    project = document.project
    scope = None
    if scope_kind is not None:
        if scope_id is None:  # the evaluate URLs always carry one
            raise Http404("No such review scope.")
        scope = sr.evaluate_scope_get(
            project=project, kind=scope_kind, pk=scope_id, reviewer_id=request.user.pk
        )
    mode = ReviewMode.CURATE if scope is None else ReviewMode.EVALUATE
    document_mark_done(
        document=document,
        reviewer=request.user,
        mode=mode,
        scope=scope.key if scope else "",
    )
    if scope is None:
        following = _next_to_curate(
            project=project, reviewer=request.user, after=document
        )
    else:
        following = sr.document_next_not_done(
            project=project,
            reviewer=request.user,
            mode=mode,
            scope=scope,
            after=document,
        )
    messages.success(request, f"Document {document.external_id} marked done.")
    open_count = sr.document_open_count(
        document=document, reviewer=request.user, scope=scope
    )
    if open_count:
        messages.warning(request, sr.open_count_warning(open_count, scope=scope))
    if following is None:
        messages.success(request, "Every document here is marked done.")
        url = reverse("annotation:review-start", args=[project.pk])
    else:
        order = curate_order(request.GET.get("order"))
        url = _page_url(document_id=following.pk, scope=scope, order=order)
    if request.htmx:
        response = HttpResponse(status=204)
        response["HX-Redirect"] = url
        return response
    return redirect(url)


# --- Evaluate ----------------------------------------------------------------------


def _evaluate_context(
    request: AppRequest, *, kind: str, scope_id: int, pk: int
) -> tuple[dict, sr.EvaluateScope]:
    document = selectors.document_get_for_user(request.user, pk)
    project = document.project
    reviewer, read_only = sr.reviewer_for_view(
        user=request.user, project=project, reviewer_param=request.GET.get("reviewer")
    )
    scope = sr.evaluate_scope_get(
        project=project, kind=kind, pk=scope_id, reviewer_id=reviewer.pk
    )
    page_url = reverse("annotation:review-evaluate", args=[kind, scope_id, pk])
    context = {
        "project": project,
        "is_lead": selectors.user_is_lead(project=project),
        "document": document,
        "scope": scope,
        "reviewer": reviewer,
        "read_only": read_only,
        "tags": tag_choices(),
        "page_url": page_url,
        "card_url": _with_reviewer(page_url, reviewer=reviewer, read_only=read_only),
        "mode": "evaluate",
    }
    return context, scope


@require_GET
@login_required
@vary_on_headers("HX-Request")
def review_evaluate(
    request: AppRequest, kind: str, scope_id: int, pk: int
) -> HttpResponse:
    context, scope = _evaluate_context(request, kind=kind, scope_id=scope_id, pk=pk)
    document, reviewer = context["document"], context["reviewer"]
    span_param = request.GET.get("span")
    if request.htmx and span_param:
        item = evaluate_item_get(
            document=document, scope=scope, reviewer=reviewer, span_id=span_param
        )
        if item is None:
            raise Http404("No such span in this document.")
        context["item"] = item
        return render(request, "review/review_evaluate.html#span-card", context)
    data = evaluate_page_data(document=document, scope=scope, reviewer=reviewer)
    items = data["items"]
    focus = next((i for i in items if str(i.span.pk) == span_param), None)
    if focus is None:
        focus = next((i for i in items if not i.done), items[0] if items else None)
    context.update(data)
    context.update(
        {
            "item": focus,
            "done": sr.document_is_done(
                document=document,
                reviewer=reviewer,
                mode=ReviewMode.EVALUATE,
                scope_key=scope.key,
            ),
            "next_document": sr.document_next_not_done(
                project=document.project,
                reviewer=reviewer,
                mode=ReviewMode.EVALUATE,
                scope=scope,
                after=document,
            ),
        }
    )
    return render(request, "review/review_evaluate.html", context)


@require_POST
@login_required
def review_tag(
    request: AppRequest, kind: str, scope_id: int, candidate_id: str
) -> HttpResponse:
    """Tag one candidate of a run or review set. ``candidate_id`` is the candidate's
    id, or in a blind set the item's opaque name (a candidate id gets 404 there)."""
    sr.reviewer_check_own(user=request.user, reviewer_param=_reviewer_param(request))
    candidate = sr.review_item_get(
        user=request.user, kind=kind, scope_id=scope_id, item=candidate_id
    )
    document = candidate.document
    context, scope = _evaluate_context(
        request, kind=kind, scope_id=scope_id, pk=document.pk
    )
    if candidate.run_id not in scope.run_ids:
        raise Http404("That candidate is not part of this review.")
    tag = request.POST.get("tag", "")
    comment = request.POST.get("comment")
    # "confirm": the machine's shown proposal, confirmed as this reviewer's tag
    confirmed = bool(request.POST.get("confirm")) and scope.show_proposals
    if confirmed:
        tag = request.POST["confirm"]
    status = 200
    if not tag:
        existing = candidate.reviews.filter(reviewer=request.user).first()
        if existing is not None:
            tag = existing.tag
    if tag:
        try:
            review_save(
                candidate=candidate,
                reviewer=request.user,
                tag=tag,
                comment=comment,
                confirmed=confirmed,
            )
        except ValidationError as exc:
            context["error"] = " ".join(exc.messages)
            status = 400
    else:
        context["error"] = "Pick a tag first: the comment is saved with it."
        context["draft_for"], context["draft"] = candidate_id, comment or ""
        status = 400
    if not request.htmx:
        if status != 200:
            messages.error(request, context["error"])
        return redirect(f"{context['page_url']}?span={candidate.span_id}")
    context["item"] = evaluate_item_get(
        document=document, scope=scope, reviewer=request.user, span_id=candidate.span_id
    )
    context.update(
        evaluate_saved_data(
            document=document, scope=scope, reviewer=request.user, item=context["item"]
        )
    )
    return render(
        request, "review/review_evaluate.html#span-saved", context, status=status
    )


@require_POST
@login_required
def review_evaluate_done(
    request: AppRequest, kind: str, scope_id: int, pk: int
) -> HttpResponse:
    return _done(request, pk=pk, scope_kind=kind, scope_id=scope_id)


# --- Curate -----------------------------------------------------------------------


def _curate_context(request: AppRequest, *, pk: int) -> dict:
    document = selectors.document_get_for_user(request.user, pk)
    project = document.project
    reviewer, read_only = sr.reviewer_for_view(
        user=request.user, project=project, reviewer_param=request.GET.get("reviewer")
    )
    if read_only:
        # A lead who curates this document too sees the others' work only once
        # their own is finished (issue 23: agreement stays honest).
        unfinished_own_check(document=document, user=request.user)
    elif request.method == "GET":
        curation_started(document=document, curator=request.user)
    page_url = reverse("annotation:review-curate", args=[pk])
    return {
        "project": project,
        "is_lead": selectors.user_is_lead(project=project),
        "document": document,
        "reviewer": reviewer,
        "read_only": read_only,
        "page_url": page_url,
        "card_url": _with_reviewer(page_url, reviewer=reviewer, read_only=read_only),
        "mode": "curate",
    }


@require_GET
@login_required
@vary_on_headers("HX-Request")
def review_curate(request: AppRequest, pk: int) -> HttpResponse:
    context = _curate_context(request, pk=pk)
    document, reviewer = context["document"], context["reviewer"]
    span_param = request.GET.get("span")
    if request.htmx and span_param:
        item = curate_item_get(document=document, reviewer=reviewer, span_id=span_param)
        if item is None:
            raise Http404("No such span in this document.")
        context["item"] = item
        return render(request, "review/review_curate.html#span-card", context)
    order = curate_order(request.GET.get("order"))
    data = curate_page_data(document=document, reviewer=reviewer, order=order)
    context.update(data)
    context["order"] = order
    focus_id = span_param
    if not any(str(s.pk) == span_param for s in data["spans"]):
        todo = {p.span.pk for p in data["pieces"] if p.status == "todo" and p.span}
        # The first undecided span in the order the keys walk.
        undecided = [s.pk for s in data["ordered"] if s.pk in todo]
        focus_id = undecided[0] if undecided else None
    context["item"] = curate_item_get(
        document=document, reviewer=reviewer, span_id=focus_id
    )
    context["done"] = sr.document_is_done(
        document=document, reviewer=reviewer, mode=ReviewMode.CURATE, scope_key=""
    )
    if not context["read_only"]:
        context["sure_action"] = last_accept_sure(document=document, reviewer=reviewer)
    context["next_document"] = following = _next_to_curate(
        project=document.project, reviewer=reviewer, after=document
    )
    who = {"reviewer": str(reviewer.pk)} if context["read_only"] else {}
    walk: dict[str, str] = {"order": "confidence"} if order == "confidence" else {}
    if following is not None:
        url = reverse("annotation:review-curate", args=[following.pk])
        context["next_url"] = _query(url, {**who, **walk})
    flipped = {} if walk else {"order": "confidence"}
    context["order_url"] = _query(context["page_url"], {**who, **flipped})
    done = reverse("annotation:review-curate-done", args=[document.pk])
    context["done_url"] = _query(done, walk)
    return render(request, "review/review_curate.html", context)


def _query(url: str, params: Mapping[str, str]) -> str:
    return url + ("?" + urlencode(params) if params else "")


def _curate_saved(
    request: AppRequest,
    *,
    span_id: int,
    document_id: int,
    changed: list[int],
    error: str = "",
    status: int = 200,
) -> HttpResponse:
    context = _curate_context(request, pk=document_id)
    if not request.htmx:
        if error:
            messages.error(request, error)
        return redirect(f"{context['page_url']}?span={span_id}")
    document = context["document"]
    context["item"] = curate_item_get(
        document=document, reviewer=request.user, span_id=span_id
    )
    data = curate_page_data(document=document, reviewer=request.user)
    wanted = set(changed)
    context["oob_pieces"] = [
        p for p in data["pieces"] if p.span is not None and p.span.pk in wanted
    ]
    context["decided_count"] = data["decided_count"]
    context["spans"] = data["spans"]
    context["error"] = error
    context["offer_apply"] = not error
    return render(
        request, "review/review_curate.html#span-saved", context, status=status
    )


@require_POST
@login_required
def review_decide(request: AppRequest, span_id: int) -> HttpResponse:
    sr.reviewer_check_own(user=request.user, reviewer_param=_reviewer_param(request))
    span = sr.span_get_for_user(user=request.user, pk=span_id)
    kind = request.POST.get("kind", "")
    candidate = None
    candidate_id = request.POST.get("candidate", "")
    error = ""
    if candidate_id and not (candidate_id.isascii() and candidate_id.isdigit()):
        return _curate_saved(
            request,
            span_id=span.pk,
            document_id=span.document_id,
            changed=[span.pk],
            error=f"candidate must be a candidate's number, not {candidate_id!r}.",
            status=400,
        )
    if candidate_id:
        candidate = sr.span_candidate_get(span=span, user=request.user, pk=candidate_id)
        if candidate is None:
            raise Http404("No such candidate for this span.")
    try:
        decision_save(
            span=span,
            reviewer=request.user,
            kind=kind,
            text=request.POST.get("text", ""),
            candidate=candidate,
        )
    except ValidationError as exc:
        error = " ".join(exc.messages)
    return _curate_saved(
        request,
        span_id=span.pk,
        document_id=span.document_id,
        changed=[span.pk],
        error=error,
        status=400 if error else 200,
    )


@require_POST
@login_required
def review_decide_apply(request: AppRequest, span_id: int) -> HttpResponse:
    sr.reviewer_check_own(user=request.user, reviewer_param=_reviewer_param(request))
    span = sr.span_get_for_user(user=request.user, pk=span_id)
    decision = Decision.objects.filter(span=span, reviewer=request.user).first()
    if decision is None:
        raise PermissionDenied("Decide on this mention first.")
    changed = decision_apply_to_entity(decision=decision, reviewer=request.user)
    if changed and not request.htmx:
        messages.info(request, f"Applied to {len(changed)} other mention(s).")
    return _curate_saved(
        request,
        span_id=span.pk,
        document_id=span.document_id,
        changed=[span.pk, *(d.span_id for d in changed)],
    )


@require_POST
@login_required
def review_curate_done(request: AppRequest, pk: int) -> HttpResponse:
    return _done(request, pk=pk, scope_kind=None, scope_id=None)
