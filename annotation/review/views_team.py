"""The team workflow's pages (issue 23): the dashboard (where documents stand, each
curator's progress; a lead assigns, approves and names adjudicators there), a
curator's queue, and the adjudication page, where a lead or an adjudicator settles
what the curators did not agree on, then a lead approves or reopens the document.

Every write is a service of ``services_team`` (or ``services_people``); their
ValidationError and PermissionDenied carry the sentence shown to the user. Forms
post normally and redirect back; the adjudication rows also answer htmx with the
updated row.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST
from django.views.decorators.vary import vary_on_headers

from annotation.corpus import selectors
from annotation.corpus.models import Document, Role, Span
from annotation.corpus.services_people import membership_adjudicator_set
from annotation.review import selectors as sr
from annotation.review.forms import AssignForm
from annotation.review.models import (
    Decision,
    DecisionKind,
    DocumentState,
    DocumentWork,
    FinalDecision,
)
from annotation.review.selectors_team import (
    dashboard_data,
    documents_in_state,
    queue_for,
)
from annotation.review.services_team import (
    REOPEN_TO,
    SpanCompare,
    adjudication_check,
    assign_documents,
    assignees,
    can_adjudicate,
    curators_check,
    document_approve,
    document_reopen,
    documents_approve,
    final_decide,
    span_comparison,
)
from pseudoweb.http import AppRequest

# The documents waiting for adjudication that the dashboard lists.
TO_ADJUDICATE_SHOWN = 50
STATE_NAMES = dict(DocumentState.choices)


def _on(value: str | None) -> bool:
    return value in ("on", "true", "1")


# --- Dashboard ----------------------------------------------------------------------


@dataclass
class StatePart:
    state: str
    name: str
    count: int
    percent: float


def _state_parts(states: dict[str, int], total: int) -> list[StatePart]:
    return [
        StatePart(
            state=state,
            name=str(STATE_NAMES[state]),
            count=count,
            percent=round(100 * count / total, 2) if total else 0.0,
        )
        for state, count in states.items()
    ]


@require_GET
@login_required
def team_dashboard(request: AppRequest, pk: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk)
    is_lead = selectors.user_is_lead(project=project)
    data = dashboard_data(project)
    context = {
        "project": project,
        "is_lead": is_lead,
        **data,
        "parts": _state_parts(data["states"], data["total"]),
        "mine": next(
            (row for row in data["curators"] if row.user_id == request.user.pk), None
        ),
        "can_adjudicate": can_adjudicate(project=project, user=request.user),
    }
    if not context["can_adjudicate"]:
        # Annotators see their own figures and the project's totals, never another
        # curator's name or progress (as the reports and the team API).
        context["curators"] = [context["mine"]] if context["mine"] else []
    if context["can_adjudicate"]:
        waiting = documents_in_state(project, DocumentState.CURATED)
        context["to_adjudicate"] = list(
            waiting.order_by("position", "pk")[:TO_ADJUDICATE_SHOWN]
        )
        context["to_adjudicate_count"] = data["states"][DocumentState.CURATED]
    if is_lead:
        context["members"] = list(selectors.membership_list(project=project))
        context["form"] = AssignForm(project=project)
    return render(request, "review/team_dashboard.html", context)


@require_POST
@login_required
def team_assign(request: AppRequest, pk: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    form = AssignForm(request.POST, project=project)
    if not form.is_valid():
        for field, errors in form.errors.items():
            name = form.fields[field].label if field in form.fields else field
            messages.error(request, f"{name}: {' '.join(str(e) for e in errors)}")
        return redirect("annotation:team-dashboard", pk=project.pk)
    try:
        curators = curators_check(
            project=project, usernames=request.POST.getlist("curators")
        )
        result = assign_documents(
            project=project,
            curators=curators,
            overlap=form.fraction(),
            documents=form.documents(),
            by=request.user,
        )
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
        return redirect("annotation:team-dashboard", pk=project.pk)
    count = len(result.assignments)
    if not count:
        messages.warning(
            request,
            "No document matches the filter: nothing assigned."
            if form.filtered()
            else "The project has no documents yet: nothing assigned.",
        )
    else:
        names = ", ".join(c.get_username() for c in curators)
        messages.success(
            request,
            f"{count} document{'s' if count != 1 else ''} assigned to {names}, "
            f"{len(result.overlap)} of them shared by two curators: "
            f"{result.added} new assignment{'s' if result.added != 1 else ''}, "
            f"{result.removed} taken back.",
        )
    return redirect("annotation:team-dashboard", pk=project.pk)


@require_POST
@login_required
def team_approve_all(request: AppRequest, pk: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    approved = documents_approve(project=project, by=request.user)
    if approved:
        messages.success(
            request, f"{approved} document{'s' if approved != 1 else ''} approved."
        )
    else:
        messages.info(request, "No adjudicated document is waiting for approval.")
    return redirect("annotation:team-dashboard", pk=project.pk)


@require_POST
@login_required
def team_adjudicator(request: AppRequest, pk: int, member_id: int) -> HttpResponse:
    """A lead lets a member settle differences between curators, or stops it."""
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    membership = selectors.membership_get(project=project, pk=member_id)
    on = _on(request.POST.get("adjudicator"))
    membership_adjudicator_set(membership=membership, adjudicator=on, by=request.user)
    name = membership.user.get_username()
    messages.success(
        request,
        f"{name} now settles differences between curators."
        if on
        else f"{name} no longer adjudicates.",
    )
    return redirect("annotation:team-dashboard", pk=project.pk)


# --- Queue --------------------------------------------------------------------------


@require_GET
@login_required
def team_queue(request: AppRequest, pk: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk)
    rows = queue_for(project=project, user=request.user)
    for row in rows:
        row.state_name = str(STATE_NAMES.get(row.state, row.state))  # type: ignore[attr-defined]
    following = next((row for row in rows if row.finished_at is None), None)
    context = {
        "project": project,
        "is_lead": selectors.user_is_lead(project=project),
        "rows": rows,
        "done": sum(1 for row in rows if row.finished_at is not None),
        "following": following,
    }
    return render(request, "review/team_queue.html", context)


# --- Adjudication -------------------------------------------------------------------


@dataclass
class Cell:
    """One curator's decision on a span, as the adjudication table shows it."""

    curator: str
    user_id: int
    key: int  # the number key that picks it
    decision: Decision | None
    final: bool

    @property
    def shown(self) -> str:
        if self.decision is None:
            return ""
        return "keep" if self.decision.kind == DecisionKind.KEEP else self.decision.text


@dataclass
class Row:
    compare: SpanCompare
    original: str
    cells: list[Cell]
    # The final decision is none of the curators' (the adjudicator's own).
    own_final: bool

    @property
    def span(self) -> Span:
        return self.compare.span

    @property
    def final(self) -> FinalDecision | None:
        return self.compare.final


def _same(decision: Decision | None, final: FinalDecision | None) -> bool:
    if decision is None or final is None:
        return False
    if DecisionKind.KEEP in (decision.kind, final.kind):
        return decision.kind == final.kind
    return decision.text == final.text


def _row(document: Document, compare: SpanCompare) -> Row:
    cells = []
    for number, (curator, decision) in enumerate(compare.decisions.items(), start=1):
        cells.append(
            Cell(
                curator=curator,
                user_id=decision.reviewer_id if decision is not None else 0,
                key=number,
                decision=decision,
                final=_same(decision, compare.final),
            )
        )
    final = compare.final
    own = (
        final is not None
        and final.kind != DecisionKind.KEEP
        and not any(cell.final for cell in cells)
    )
    span = compare.span
    return Row(compare, document.text[span.start : span.end], cells, own)


def _work(document: Document) -> DocumentWork | None:
    return (
        DocumentWork.objects.filter(document=document)
        .select_related("approved_by", "settled_by")
        .first()
    )


def _status_context(document: Document, rows: list[Row]) -> dict:
    work = _work(document)
    state = work.state if work is not None else DocumentState.NEW
    return {
        "work": work,
        "state": state,
        "state_name": STATE_NAMES[state],
        "open_to_settle": state in (DocumentState.CURATED, DocumentState.ADJUDICATED),
        "unsettled": sum(1 for row in rows if row.final is None),
        "differences": sum(1 for row in rows if not row.compare.agreed),
        "reopen_to": REOPEN_TO,
    }


def _adjudicate_context(request: AppRequest, document: Document) -> dict:
    rows = [_row(document, compare) for compare in span_comparison(document)]
    spans = [row.span for row in rows]
    return {
        "project": document.project,
        "is_lead": selectors.user_is_lead(project=document.project),
        "document": document,
        "curators": [user.get_username() for user in assignees(document)],
        "rows": rows,
        "segments": selectors.document_segments(text=document.text, spans=spans),
        **_status_context(document, rows),
    }


@require_GET
@login_required
def team_adjudicate(request: AppRequest, pk: int) -> HttpResponse:
    document = selectors.document_get_for_user(request.user, pk)
    adjudication_check(document=document, user=request.user)  # 403 with its reason
    context = _adjudicate_context(request, document)
    return render(request, "review/team_adjudicate.html", context)


def _choice(
    request: AppRequest, *, span: Span
) -> tuple[str, str, object | None, int | None]:
    """(kind, text, candidate, run id) of what the adjudicator picked: one curator's
    decision, keeping the original, or their own pseudonym."""
    pick = request.POST.get("pick", "")
    text = request.POST.get("text", "")
    if not pick and text.strip():
        pick = "own"  # typed without ticking "own" (no JavaScript)
    if pick == "keep":
        return DecisionKind.KEEP, "", None, None
    if pick == "own":
        return DecisionKind.OWN, text, None, None
    if pick.startswith("curator:") and pick[8:].isascii() and pick[8:].isdigit():
        decision = (
            Decision.objects.filter(span=span, reviewer_id=int(pick[8:]))
            .select_related("candidate")
            .first()
        )
        curators = {user.pk for user in assignees(span.document)}
        if decision is None or decision.reviewer_id not in curators:
            raise ValidationError("That curator has no decision on this span.")
        if decision.kind == DecisionKind.KEEP:
            return DecisionKind.KEEP, "", None, None
        if decision.candidate is not None and decision.kind in (
            DecisionKind.ACCEPT,
            DecisionKind.EDIT,
        ):
            return decision.kind, decision.text, decision.candidate, None
        # Their own pseudonym (or a candidate since deleted): the text, and its run.
        return DecisionKind.OWN, decision.text, None, decision.run_id
    raise ValidationError(
        "Pick a curator's choice, keep the original or type your own pseudonym."
    )


@require_POST
@login_required
@vary_on_headers("HX-Request")
def team_final(request: AppRequest, span_id: int) -> HttpResponse:
    """Settle one span; htmx gets the updated row and the page's status."""
    span = sr.span_get_for_user(user=request.user, pk=span_id)
    document = span.document
    adjudication_check(document=document, user=request.user)
    error = ""
    try:
        kind, text, candidate, run_id = _choice(request, span=span)
        final_decide(
            span=span,
            by=request.user,
            kind=kind,
            text=text,
            candidate=candidate,  # type: ignore[arg-type]
            run_id=run_id,
        )
    except ValidationError as exc:
        error = " ".join(exc.messages)
    page_url = reverse("annotation:team-adjudicate", args=[document.pk])
    if not request.htmx:
        if error:
            messages.error(request, error)
        return redirect(f"{page_url}#span-{span.pk}")
    context = _adjudicate_context(request, document)
    row = next(row for row in context["rows"] if row.span.pk == span.pk)
    context.update({"row": row, "error": error, "oob": True})
    return render(
        request,
        "review/team_adjudicate.html#span-saved",
        context,
        status=400 if error else 200,
    )


@require_POST
@login_required
def team_approve(request: AppRequest, pk: int) -> HttpResponse:
    document = selectors.document_get_for_user(request.user, pk, Role.LEAD)
    try:
        document_approve(document=document, by=request.user)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(request, f"Document {document.external_id} approved.")
    return redirect("annotation:team-adjudicate", pk=document.pk)


@require_POST
@login_required
def team_reopen(request: AppRequest, pk: int) -> HttpResponse:
    """Take a document back (an approved one to settling or curation, a settled
    one to curation), once the lead ticked that they mean it."""
    document = selectors.document_get_for_user(request.user, pk, Role.LEAD)
    to = request.POST.get("to", "")
    if not _on(request.POST.get("confirm")):
        messages.error(request, "Tick the box to confirm: reopening takes work back.")
        return redirect("annotation:team-adjudicate", pk=document.pk)
    try:
        work = document_reopen(document=document, by=request.user, to=to)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(
            request,
            f"Document {document.external_id} reopened: it is "
            f"{work.get_state_display().lower()} now.",
        )
    return redirect("annotation:team-adjudicate", pk=document.pk)
