"""The team workflow (issue 23): documents assigned to curators with overlap, the
states a document goes through, adjudication and approval.

A document is ``new`` until one of its curators opens it or decides a span
(``in_progress``); ``curated`` when every assignee marked it done; ``adjudicated``
when every span has its final pseudonym (spans on which the curators agree are settled
at once, the differences by a lead or an adjudicator); ``approved`` when a lead
approves it. Only approved documents go into the final export. Every change is a row
in the activity log; reassigning or reopening is possible, and logged.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.db.models import Max, QuerySet
from django.utils import timezone

from annotation.corpus.models import ActivityLog, Document, Membership, Project, Role
from annotation.review.models import (
    Assignment,
    Decision,
    DecisionKind,
    DocumentState,
    DocumentWork,
    FinalDecision,
    FinalSource,
)
from annotation.review.text import same_choice

if TYPE_CHECKING:
    from django.contrib.auth.models import User

    from annotation.corpus.models import Span
    from generation.models import Candidate

MAX_OVERLAP = 1.0


def _log(
    *,
    project_id: int,
    user: Any,
    action: str,
    details: dict,
    secret: dict | None = None,
) -> None:
    # ``secret``: a final pseudonym may be the original itself, sealed (issue 24).
    ActivityLog.objects.create(
        project_id=project_id,
        user=user,
        action=action,
        details=details,
        secret={k: v for k, v in (secret or {}).items() if v},
    )


def export_id(document: Document) -> str:
    """The document as the exports name it (its external id)."""
    return document.external_id


# --------------------------------------------------------------------------------------
# Assignment


@dataclass
class AssignResult:
    assignments: dict[str, list[str]] = field(default_factory=dict)
    overlap: list[str] = field(default_factory=list)
    added: int = 0
    removed: int = 0

    def as_dict(self) -> dict[str, Any]:
        return {"assignments": self.assignments, "overlap": self.overlap}


def _rank(document: Document) -> str:
    """A document's place in the overlap draw: a hash of its external id, so the
    draw depends on the documents only, never on the database's ids or order."""
    return hashlib.sha256(document.external_id.encode("utf-8")).hexdigest()


def curators_check(*, project: Project, usernames: Sequence[str]) -> list[User]:
    """The named members, in the order given; a clear error for anyone else."""
    from django.contrib.auth import get_user_model

    names = [name.strip() for name in usernames if name.strip()]
    if not names:
        raise ValidationError({"to": "Name at least one curator."})
    if len(set(names)) != len(names):
        raise ValidationError({"to": "A curator is named twice."})
    users = {u.username: u for u in get_user_model().objects.filter(username__in=names)}
    members = set(
        Membership.objects.filter(project=project, user__in=users.values()).values_list(
            "user__username", flat=True
        )
    )
    unknown = [name for name in names if name not in users]
    if unknown:
        raise ValidationError({"to": f"No user called {', '.join(unknown)}."})
    outside = [name for name in names if name not in members]
    if outside:
        raise ValidationError(
            {"to": f"Not a member of the project: {', '.join(outside)}."}
        )
    return [users[name] for name in names]


@transaction.atomic
def assign_documents(
    *,
    project: Project,
    curators: Sequence[User],
    overlap: float = 0.0,
    documents: QuerySet[Document] | None = None,
    by: User | None = None,
) -> AssignResult:
    """Give the documents (all of the project's, or ``documents``) to ``curators`` in
    balanced shares, ``overlap`` of them (a fraction) to two curators.

    Deterministic: the overlap documents are those first in the order of a hash of
    their external id, and each document goes to the least-loaded curators in the
    order named. Assignments that still hold (a curator still named) are kept, so
    the same command on the same project and people gives the same answer; the
    unfinished documents of a curator no longer named go to the others (a curator's
    finished work stays theirs). Approved documents are left as they are.
    """
    if not 0 <= overlap <= MAX_OVERLAP:
        raise ValidationError({"overlap": "The overlap is a fraction from 0 to 1."})
    if not curators:
        raise ValidationError({"to": "Name at least one curator."})
    if overlap > 0 and len(curators) < 2:
        raise ValidationError({"overlap": "An overlap needs at least two curators."})
    wanted = documents if documents is not None else project.documents.all()
    docs = list(wanted.filter(project=project).order_by("position", "pk"))
    names = [c.username for c in curators]
    ids = {c.pk for c in curators}
    approved = set(
        DocumentWork.objects.filter(
            document__in=docs, state=DocumentState.APPROVED
        ).values_list("document_id", flat=True)
    )
    existing: dict[int, list[Assignment]] = defaultdict(list)
    for row in Assignment.objects.filter(document__in=docs).select_related("curator"):
        existing[row.document_id].append(row)
    by_rank = sorted(docs, key=_rank)
    shared = {d.pk for d in by_rank[: round(overlap * len(docs))]}
    load = {c.pk: 0 for c in curators}
    for rows in existing.values():
        for row in rows:
            if row.curator_id in load:
                load[row.curator_id] += 1
    result = AssignResult()
    positions = {
        row["curator"]: row["top"] or 0
        for row in Assignment.objects.filter(project=project)
        .values("curator")
        .annotate(top=Max("position"))
    }
    for document in docs:
        rows = existing.get(document.pk, [])
        if document.pk in approved:
            holders = [r.curator.username for r in rows]
        else:
            # A curator no longer named loses the document unless they finished it.
            for row in rows:
                if row.curator_id not in ids and row.finished_at is None:
                    row.delete()
                    result.removed += 1
            rows = [r for r in rows if r.pk is not None]
            keep = [r for r in rows if r.curator_id in ids or r.finished_at]
            needed = (2 if document.pk in shared else 1) - sum(
                1 for r in keep if r.curator_id in ids
            )
            taken = {r.curator_id for r in keep}
            for _ in range(max(0, needed)):
                candidates = [c for c in curators if c.pk not in taken]
                if not candidates:
                    break
                chosen = min(
                    candidates, key=lambda c: (load[c.pk], names.index(c.username))
                )
                positions[chosen.pk] = positions.get(chosen.pk, 0) + 1
                Assignment.objects.create(
                    document=document,
                    curator=chosen,
                    project=project,
                    position=positions[chosen.pk],
                    assigned_by=by,
                )
                load[chosen.pk] += 1
                taken.add(chosen.pk)
                result.added += 1
            _state_refresh(document)
            holders = list(
                Assignment.objects.filter(document=document)
                .order_by("curator__username")
                .values_list("curator__username", flat=True)
            )
        result.assignments[export_id(document)] = sorted(holders)
    result.overlap = sorted(
        key for key, holders in result.assignments.items() if len(holders) > 1
    )
    _log(
        project_id=project.pk,
        user=by,
        action="team.assign",
        details={
            "curators": names,
            "overlap": overlap,
            "documents": len(docs),
            "added": result.added,
            "removed": result.removed,
        },
    )
    return result


@transaction.atomic
def assignment_set(
    *, document: Document, curators: Sequence[User], by: User | None
) -> list[Assignment]:
    """Assign one document by hand: exactly these curators (finished work of anyone
    else stays, and is logged)."""
    work = _work(document)
    if work.state == DocumentState.APPROVED:
        raise ValidationError(
            "The document is approved: reopen it before reassigning it."
        )
    ids = {c.pk for c in curators}
    removed = list(
        Assignment.objects.filter(document=document, finished_at=None)
        .exclude(curator__in=ids)
        .values_list("curator__username", flat=True)
    )
    Assignment.objects.filter(document=document, finished_at=None).exclude(
        curator__in=ids
    ).delete()
    have = set(
        Assignment.objects.filter(document=document).values_list("curator", flat=True)
    )
    for curator in curators:
        if curator.pk in have:
            continue
        top = (
            Assignment.objects.filter(
                project_id=document.project_id, curator=curator
            ).aggregate(top=Max("position"))["top"]
            or 0
        )
        Assignment.objects.create(
            document=document,
            curator=curator,
            project_id=document.project_id,
            position=top + 1,
            assigned_by=by,
        )
    _state_refresh(document)
    _log(
        project_id=document.project_id,
        user=by,
        action="team.assign_document",
        details={
            "document": document.pk,
            "curators": [c.username for c in curators],
            "removed": removed,
        },
    )
    return list(Assignment.objects.filter(document=document))


# --------------------------------------------------------------------------------------
# States


def _work(document: Document) -> DocumentWork:
    work, _ = DocumentWork.objects.get_or_create(
        document=document, defaults={"project_id": document.project_id}
    )
    return work


def _state_refresh(document: Document) -> DocumentWork:
    """The state that the assignments and final decisions give (approved stays)."""
    work = _work(document)
    if work.state == DocumentState.APPROVED:
        return work
    rows = list(Assignment.objects.filter(document=document))
    if not rows or all(r.started_at is None for r in rows):
        state = DocumentState.NEW
    elif any(r.finished_at is None for r in rows):
        state = DocumentState.IN_PROGRESS
    else:
        spans = document.spans.count()
        finals = FinalDecision.objects.filter(document=document).count()
        state = DocumentState.ADJUDICATED if finals >= spans else DocumentState.CURATED
    if state != work.state:
        work.state = state
        work.save(update_fields=["state", "updated_at"])
    return work


FINISHED = "You marked this document done; a lead reopens it for changes."


def finished_check(*, document: Document, curator: Any) -> None:
    """A curator who marked an assigned document done changes no decision on it
    until a lead reopens it: what they saw of the others' work since (adjudication)
    cannot flow back into theirs, and the settled version stays what they gave."""
    if Assignment.objects.filter(
        document=document,
        curator_id=getattr(curator, "pk", None),
        finished_at__isnull=False,
    ).exists():
        raise ValidationError(FINISHED)


def curation_decides(*, document: Document, curator: Any) -> bool:
    """Before a curator's decision is saved, in one read of the assignments:
    refused once they finished the document (``finished_check``), their clock
    started on the first one; whether the document is shared (two curators or
    more: its decisions then wait for the settling to enter the memory)."""
    rows = list(
        Assignment.objects.filter(document=document).values_list(
            "curator_id", "started_at", "finished_at"
        )
    )
    mine = next((row for row in rows if row[0] == curator.pk), None)
    if mine is not None and mine[2] is not None:
        raise ValidationError(FINISHED)
    if mine is not None and mine[1] is None:
        curation_started(document=document, curator=curator)
    return len(rows) > 1


def curation_started(*, document: Document, curator: User) -> None:
    """The curator opened the document or decided a span: the clock starts."""
    updated = Assignment.objects.filter(
        document=document, curator=curator, started_at=None
    ).update(started_at=timezone.now())
    if updated:
        _state_refresh(document)


@transaction.atomic
def curation_finished(*, document: Document, curator: User) -> DocumentWork | None:
    """The curator marked the document done. When every assignee has, the spans
    they agree on are settled (all of them for a single curator)."""
    now = timezone.now()
    row = Assignment.objects.filter(document=document, curator=curator).first()
    if row is None:
        return None
    row.started_at = row.started_at or now
    row.finished_at = now
    row.save(update_fields=["started_at", "finished_at"])
    if not Assignment.objects.filter(document=document, finished_at=None).exists():
        settle_agreed(document=document)
    work = _state_refresh(document)
    _log(
        project_id=document.project_id,
        user=curator,
        action="team.curated",
        details={"document": document.pk, "state": work.state},
    )
    return work


def assignees(document: Document) -> list[User]:
    return [
        row.curator
        for row in Assignment.objects.filter(document=document)
        .select_related("curator")
        .order_by("curator__username")
    ]


@dataclass
class SpanCompare:
    span: Span
    decisions: dict[str, Decision | None]  # by curator username
    agreed: bool
    final: FinalDecision | None


def span_comparison(document: Document) -> list[SpanCompare]:
    """Each span with every assignee's decision, differences first, then in text
    order."""
    people = assignees(document)
    spans = list(document.spans.select_related("label").order_by("start", "end", "pk"))
    by_span: dict[int, dict[int, Decision]] = defaultdict(dict)
    for decision in Decision.objects.filter(
        document=document, reviewer__in=people
    ).select_related("reviewer"):
        by_span[decision.span_id][decision.reviewer_id] = decision
    finals = {f.span_id: f for f in FinalDecision.objects.filter(document=document)}
    rows = []
    for span in spans:
        mine = {p.username: by_span[span.pk].get(p.pk) for p in people}
        given = [d for d in mine.values() if d is not None]
        agreed = (
            bool(people)
            and len(given) == len(people)
            and all(same_choice(given[0], d) for d in given[1:])
        )
        rows.append(SpanCompare(span, mine, agreed, finals.get(span.pk)))
    rows.sort(key=lambda r: (r.agreed, r.span.start, r.span.end, r.span.pk))
    return rows


def settle_agreed(*, document: Document) -> int:
    """Final decisions for the spans every assignee decided alike; how many."""
    settled = 0
    for row in span_comparison(document):
        if not row.agreed or row.final is not None:
            continue
        first = next(d for d in row.decisions.values() if d is not None)
        FinalDecision.objects.create(
            span=row.span,
            document=document,
            kind=first.kind,
            text=first.text,
            run_id=first.run_id,
            source=FinalSource.AGREED,
        )
        if first.kind != DecisionKind.KEEP and first.text:
            # Settled: now it enters the memory (a shared document's decisions
            # wait for this; a single curator's are already there).
            from generation.services_memory import memory_record_decision

            memory_record_decision(span=row.span, text=first.text)
        settled += 1
    return settled


def can_adjudicate(*, project: Project, user: Any) -> bool:
    if not getattr(user, "is_authenticated", False):
        return False
    if user.is_superuser:
        return True
    return (
        Membership.objects.filter(project=project, user=user)
        .filter(role=Role.LEAD)
        .exists()
        or Membership.objects.filter(
            project=project, user=user, adjudicator=True
        ).exists()
    )


def unfinished_own_check(*, document: Document, user: Any) -> None:
    """A curator of the document who has not finished it sees nobody else's
    decisions on it (agreement stays honest)."""
    open_own = Assignment.objects.filter(
        document=document, curator_id=getattr(user, "pk", None), finished_at=None
    ).exists()
    if open_own:
        raise PermissionDenied(
            "Finish your own curation of this document before you see the others'."
        )


def adjudication_check(*, document: Document, user: Any) -> None:
    """Leads and adjudicators settle; an adjudicator who is also an assignee of the
    document only once they have finished it."""
    if not can_adjudicate(project=document.project, user=user):
        raise PermissionDenied("Only the project's leads and adjudicators settle.")
    unfinished_own_check(document=document, user=user)


@transaction.atomic
def final_decide(
    *,
    span: Span,
    by: User,
    kind: str,
    text: str = "",
    candidate: Candidate | None = None,
    run_id: int | None = None,
) -> FinalDecision:
    """An adjudicator's final pseudonym for a span (or keeping the original). It
    enters the pseudonym memory, or the keep-list, like a curator's decision."""
    from annotation.review.services import decision_choice, text_check
    from generation.services_memory import keep_add, memory_record_decision

    document = span.document
    adjudication_check(document=document, user=by)
    work = _work(document)
    if work.state not in (DocumentState.CURATED, DocumentState.ADJUDICATED):
        raise ValidationError(
            f"The document is {work.get_state_display().lower()}: only a curated "
            "document is adjudicated."
        )
    text_check(text, field="text")
    text, candidate = decision_choice(
        span=span, kind=kind, text=text, candidate=candidate
    )
    if candidate is not None:
        run_id = candidate.run_id
    final, _ = FinalDecision.objects.update_or_create(
        span=span,
        defaults={
            "document": document,
            "kind": kind,
            "text": text,
            "run_id": run_id,
            "source": FinalSource.ADJUDICATED,
            "decided_by": by,
        },
    )
    original = document.text[span.start : span.end]
    if kind == DecisionKind.KEEP:
        keep_add(project=document.project, texts=[original], user=by)
    elif text:
        memory_record_decision(span=span, text=text)
    before = work.state
    work = _state_refresh(document)
    if work.state == DocumentState.ADJUDICATED and before != work.state:
        work.settled_by, work.settled_at = by, timezone.now()
        work.save(update_fields=["settled_by", "settled_at", "updated_at"])
    _log(
        project_id=document.project_id,
        user=by,
        action="team.final",
        details={
            "span": span.pk,
            "document": document.pk,
            "kind": kind,
            "run": run_id,
        },
        secret={"text": text},
    )
    return final


@transaction.atomic
def document_approve(*, document: Document, by: User) -> DocumentWork:
    work = _work(document)
    if work.state != DocumentState.ADJUDICATED:
        raise ValidationError(
            f"The document is {work.get_state_display().lower()}: only an "
            "adjudicated document is approved."
        )
    work.state = DocumentState.APPROVED
    work.approved_by, work.approved_at = by, timezone.now()
    work.save()
    _log(
        project_id=document.project_id,
        user=by,
        action="team.approve",
        details={"document": document.pk},
    )
    return work


def documents_approve(*, project: Project, by: User) -> int:
    """Approve every adjudicated document of the project; how many."""
    count = 0
    for work in DocumentWork.objects.filter(
        project=project, state=DocumentState.ADJUDICATED
    ).select_related("document"):
        document_approve(document=work.document, by=by)
        count += 1
    return count


REOPEN_TO = ("adjudicated", "curation")


@transaction.atomic
def document_reopen(
    *, document: Document, by: User, to: str = "adjudicated"
) -> DocumentWork:
    """Take a document back: to ``adjudicated`` (its final decisions stay, to be
    changed) or to ``curation`` (its curators' work reopens and its final decisions
    go). Logged with what it undid."""
    if to not in REOPEN_TO:
        raise ValidationError({"to": f"Reopen to one of {', '.join(REOPEN_TO)}."})
    work = _work(document)
    previous = work.state
    removed = 0
    if to == "curation":
        removed, _ = FinalDecision.objects.filter(document=document).delete()
        Assignment.objects.filter(document=document).update(finished_at=None)
        work.state = DocumentState.IN_PROGRESS
    else:
        if previous != DocumentState.APPROVED:
            raise ValidationError("Only an approved document is reopened for settling.")
        work.state = DocumentState.ADJUDICATED
    work.approved_by, work.approved_at = None, None
    work.save()
    if to == "curation":
        work = _state_refresh(document)
    _log(
        project_id=document.project_id,
        user=by,
        action="team.reopen",
        details={
            "document": document.pk,
            "from": previous,
            "to": work.state,
            "final_decisions_removed": removed,
        },
    )
    return work


def states_of(documents: Iterable[Document]) -> dict[int, str]:
    ids = [d.pk for d in documents]
    found = dict(
        DocumentWork.objects.filter(document_id__in=ids).values_list(
            "document_id", "state"
        )
    )
    return {pk: found.get(pk, DocumentState.NEW) for pk in ids}
