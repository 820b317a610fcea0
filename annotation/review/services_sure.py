"""Curate's *Accept what the machine finds fine*: in one action per document, every
span still undecided whose visible candidate the machine proposes NO_ERROR for, at
or above a confidence the curator chose, is accepted; and the same undone.

The action is logged with the decisions it made and the memory entries it added, so
undoing removes exactly those (a decision the curator changed since stays).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from django.core.exceptions import ValidationError
from django.db import transaction

from annotation.corpus.models import ActivityLog, Document, Span
from annotation.review.models import Decision, DecisionKind
from annotation.review.services import decision_save
from generation.models import Candidate, PseudonymEntry
from generation.services_memory import CURATED

if TYPE_CHECKING:
    from django.contrib.auth.models import User

ACTION = "decision.accept_sure"
UNDO = "decision.accept_sure_undo"
NO_ERROR = "NO_ERROR"


@dataclass(frozen=True)
class SureAccept:
    decided: int  # spans this action decided
    already: int  # spans the curator had decided before: left as they were
    unsure: int  # spans no candidate of which the machine finds fine enough
    log_id: int | None  # what an undo names; None when nothing was decided


def decisions_accept_sure(
    *, document: Document, reviewer: User, threshold: float, candidates: list[Candidate]
) -> SureAccept:
    """Accept, for each undecided span, the candidate (of ``candidates``: those the
    reviewer may see) that the machine proposes NO_ERROR for with the highest
    confidence >= ``threshold``; ties go to the generator's own confidence."""
    if not 0 <= threshold <= 1:
        raise ValidationError({"threshold": "Choose a confidence from 0 to 1."})
    decided_before = set(
        Decision.objects.filter(reviewer=reviewer, document=document).values_list(
            "span_id", flat=True
        )
    )
    best: dict[int, Candidate] = {}
    for candidate in candidates:
        sure = candidate.suggested_confidence
        if (
            candidate.suggested_tag != NO_ERROR
            or sure is None
            or sure < threshold
            or candidate.failed
            or not candidate.text.strip()
        ):
            continue
        held = best.get(candidate.span_id)
        if held is None or (sure, candidate.confidence or 0) > (
            held.suggested_confidence or 0,
            held.confidence or 0,
        ):
            best[candidate.span_id] = candidate
    span_ids = set(Span.objects.filter(document=document).values_list("pk", flat=True))
    chosen = {s: c for s, c in best.items() if s not in decided_before}
    if not chosen:
        return SureAccept(
            0, len(decided_before & span_ids), len(span_ids - set(best)), None
        )
    spans = Span.objects.filter(pk__in=chosen).select_related("document")
    with transaction.atomic():
        project_id = document.project_id
        known = set(
            PseudonymEntry.objects.filter(
                project_id=project_id, namespace=CURATED
            ).values_list("key", flat=True)
        )
        made = []
        for span in spans:
            decision = decision_save(
                span=span,
                reviewer=reviewer,
                kind=DecisionKind.ACCEPT,
                candidate=chosen[span.pk],
            )
            made.append(decision.pk)
        added = list(
            PseudonymEntry.objects.filter(project_id=project_id, namespace=CURATED)
            .exclude(key__in=known)
            .values_list("pk", flat=True)
        )
        log = ActivityLog.objects.create(
            project_id=project_id,
            user=reviewer,
            action=ACTION,
            details={
                "document": document.pk,
                "threshold": threshold,
                "decisions": made,
                "memory": added,
            },
        )
    return SureAccept(
        len(made),
        len(decided_before & span_ids),
        len(span_ids - set(best)),
        log.pk,
    )


@transaction.atomic
def decisions_accept_sure_undo(*, log_id: int, reviewer: User) -> int:
    """Take back one such action of ``reviewer``: its decisions that are still as it
    made them, and the memory entries it added. Returns how many decisions went."""
    log = ActivityLog.objects.filter(pk=log_id, user=reviewer, action=ACTION).first()
    if log is None:
        raise ValidationError({"undo": "There is no such action of yours to undo."})
    if ActivityLog.objects.filter(
        action=UNDO, user=reviewer, details__undoes=log.pk
    ).exists():
        raise ValidationError({"undo": "That action was undone already."})
    decisions = Decision.objects.filter(
        pk__in=log.details.get("decisions", []),
        reviewer=reviewer,
        kind=DecisionKind.ACCEPT,
        updated_at__lte=log.at,
    )
    removed, _ = decisions.delete()
    PseudonymEntry.objects.filter(pk__in=log.details.get("memory", [])).delete()
    ActivityLog.objects.create(
        project_id=log.project_id,
        user=reviewer,
        action=UNDO,
        details={
            "undoes": log.pk,
            "document": log.details.get("document"),
            "removed": removed,
        },
    )
    return removed


def last_accept_sure(*, document: Document, reviewer: User) -> ActivityLog | None:
    """The reviewer's latest such action on ``document`` not undone yet (what the
    curate page offers to undo)."""
    undone = ActivityLog.objects.filter(
        action=UNDO, user=reviewer, details__document=document.pk
    ).values_list("details__undoes", flat=True)
    return (
        ActivityLog.objects.filter(
            action=ACTION, user=reviewer, details__document=document.pk
        )
        .exclude(pk__in=list(undone))
        .order_by("-at", "-pk")
        .first()
    )
