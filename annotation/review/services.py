"""Writes for review: tags (evaluate), decisions (curate), progress and review sets.

Every write belongs to the reviewer who makes it: the unique constraints are on
(candidate, reviewer) and (span, reviewer), and nothing here takes a reviewer other than
the acting user, so nobody's decision can be overwritten by someone else. Each write
also appends an ActivityLog row, which is the per-reviewer record SPEC.md asks for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import QuerySet

from annotation.corpus.models import ActivityLog, Document, Project, Span
from annotation.corpus.services_delete import (
    DocumentSet,
    Impact,
    delete_log,
    document_dependents,
)
from annotation.review.models import (
    Decision,
    DecisionKind,
    DocumentProgress,
    ErrorTag,
    Review,
    ReviewMode,
    ReviewSet,
)
from annotation.review.text import entity_key, same_choice
from generation.services_delete import run_dependents

if TYPE_CHECKING:
    from django.contrib.auth.models import User

    from generation.models import Candidate, GenerationRun


FAILED_TEXT = "[FAILED]"


def text_check(value: str | None, *, field: str) -> None:
    """Free text typed in the app: a NUL character is refused, never stripped.

    PostgreSQL cannot store it in a text column, and no keyboard types it: it comes
    from a broken client or an attack, so the sender hears of it.
    """
    if value and "\x00" in value:
        raise ValidationError({field: "The text contains a NUL character (\\x00)."})


def _log(
    *,
    project_id: int,
    user: User,
    action: str,
    details: dict,
    secret: dict | None = None,
) -> None:
    # ``secret`` holds what the reviewer typed or chose (a comment, a pseudonym): it
    # may quote an original, so it is sealed like the decision itself (issue 24).
    ActivityLog.objects.create(
        project_id=project_id,
        user=user,
        action=action,
        details=details,
        secret={k: v for k, v in (secret or {}).items() if v},
    )


@transaction.atomic
def review_save(
    *,
    candidate: Candidate,
    reviewer: User,
    tag: str,
    comment: str | None = None,
    confirmed: bool = False,
) -> Review:
    """Tag one candidate for one reviewer; a second save replaces that reviewer's tag.

    ``comment=None`` keeps the comment already saved, so tagging by key never wipes a
    comment typed earlier. ``confirmed``: the reviewer confirmed the machine's shown
    proposal, which must be ``tag`` (the suggestions report leaves such tags out).
    """
    if tag not in ErrorTag.values:
        raise ValidationError({"tag": f"Unknown tag {tag!r}."})
    if confirmed and tag != candidate.suggested_tag:
        raise ValidationError(
            {"tag": "That is not the machine's proposal for this candidate."}
        )
    text_check(comment, field="comment")
    defaults: dict[str, Any] = {"tag": tag, "confirmed_proposal": confirmed}
    if comment is not None:
        defaults["comment"] = comment.strip()
    review, created = Review.objects.update_or_create(
        candidate=candidate,
        reviewer=reviewer,
        defaults=defaults,
        create_defaults={
            **defaults,
            "run_id": candidate.run_id,
            "document_id": candidate.document_id,
        },
    )
    _log(
        project_id=candidate.document.project_id,
        user=reviewer,
        action="review.save",
        details={
            "candidate": candidate.pk,
            "span": candidate.span_id,
            "run": candidate.run_id,
            "document": candidate.document_id,
            "tag": tag,
            "confirmed_proposal": confirmed,
            "created": created,
        },
        secret={"comment": review.comment},
    )
    return review


def _decision_check(*, span: Span, kind: str, text: str, candidate: Candidate | None):
    if kind not in DecisionKind.values:
        raise ValidationError({"kind": f"Unknown decision {kind!r}."})
    if kind in (DecisionKind.ACCEPT, DecisionKind.EDIT) and candidate is None:
        raise ValidationError({"candidate": "Accepting or editing needs a candidate."})
    if candidate is not None and candidate.span_id != span.pk:
        raise ValidationError({"candidate": "That candidate is for another span."})
    if kind in (DecisionKind.EDIT, DecisionKind.OWN) and not text.strip():
        raise ValidationError({"text": "Type a pseudonym, or keep the original."})
    text_check(text, field="text")
    if kind == DecisionKind.KEEP:
        if Project.objects.filter(
            pk=span.document.project_id, anonymised_at__isnull=False
        ).exists():
            raise ValidationError(
                {
                    "kind": "The originals of this project were forgotten: there is "
                    "no original to keep. Choose a pseudonym."
                }
            )
        return
    chosen = text.strip()
    if kind == DecisionKind.ACCEPT and candidate is not None:
        # Accepting a failed candidate as it is (its text, or none given); one of
        # its alternatives, or an edit of it, is a pseudonym like any other.
        if candidate.failed and chosen in ("", candidate.text.strip()):
            raise ValidationError(
                {"candidate": "This candidate failed: it cannot be accepted."}
            )
        chosen = chosen or candidate.text
    if chosen == FAILED_TEXT:
        raise ValidationError(
            {"text": f"{FAILED_TEXT} is not a pseudonym: edit it or type your own."}
        )


@transaction.atomic
def decision_choice(
    *, span: Span, kind: str, text: str, candidate: Candidate | None
) -> tuple[str, Candidate | None]:
    """A choice as it is stored, checked: keeping has no text and no candidate; an
    accept without text takes the candidate's."""
    _decision_check(span=span, kind=kind, text=text, candidate=candidate)
    if kind == DecisionKind.KEEP:
        return "", None
    if kind == DecisionKind.ACCEPT and not text.strip():
        text = candidate.text if candidate is not None else ""
    return text.strip(), candidate


def decision_save(
    *,
    span: Span,
    reviewer: User,
    kind: str,
    text: str = "",
    candidate: Candidate | None = None,
) -> Decision:
    """The reviewer's final pseudonym for a span (or keeping the original)."""
    text, candidate = decision_choice(
        span=span, kind=kind, text=text, candidate=candidate
    )
    # The team workflow (issue 23): refused once the curator finished the document,
    # their clock started on the first decision; a shared document's decisions wait
    # for the settling to enter the memory, or a run started meanwhile would show
    # one curator's choice to the other.
    from annotation.review.services_team import curation_decides

    shared = curation_decides(document=span.document, curator=reviewer)
    run_id = candidate.run_id if candidate is not None else None
    decision, created = Decision.objects.update_or_create(
        span=span,
        reviewer=reviewer,
        defaults={
            "kind": kind,
            "text": text,
            "candidate": candidate,
            "run_id": run_id,
        },
        create_defaults={
            "kind": kind,
            "text": text,
            "candidate": candidate,
            "run_id": run_id,
            "document_id": span.document_id,
        },
    )
    if kind != DecisionKind.KEEP and text and not shared:
        # A curator's pseudonym enters the project's memory: later surrogate runs
        # give this original the same one (issue 12).
        from generation.services_memory import memory_record_decision

        memory_record_decision(span=span, text=text)
    _log(
        project_id=span.document.project_id,
        user=reviewer,
        action="decision.save",
        details={
            "span": span.pk,
            "document": span.document_id,
            "kind": kind,
            "candidate": candidate.pk if candidate else None,
            "run": run_id,
            "created": created,
        },
        secret={"text": text},
    )
    return decision


@transaction.atomic
def decision_apply_to_entity(*, decision: Decision, reviewer: User) -> list[Decision]:
    """Give every other mention of the decision's entity the same decision.

    Only the reviewer's own decisions change; mentions are found as the selectors
    define them (TAB entity id, else the same normalised string in the document).
    """
    if decision.reviewer_id != reviewer.pk:
        raise ValidationError("Only the decision's reviewer may apply it.")
    span = decision.span
    document = span.document
    from annotation.review.services_team import finished_check

    finished_check(document=document, curator=reviewer)
    key = entity_key(span, document.text)
    others = [
        other
        for other in Span.objects.filter(document=document).exclude(pk=span.pk)
        if entity_key(other, document.text) == key
    ]
    existing = {
        d.span_id: d
        for d in Decision.objects.filter(
            reviewer=reviewer, span_id__in=[s.pk for s in others]
        )
    }
    changed: list[Decision] = []
    for other in others:
        current = existing.get(other.pk)
        if current is not None and same_choice(current, decision):
            continue
        # The candidate belongs to the first mention's span, so it does not travel;
        # the run it came from does, so the correspondence table still names it.
        kind = (
            DecisionKind.KEEP
            if decision.kind == DecisionKind.KEEP
            else DecisionKind.OWN
        )
        run_id = decision.run_id
        if run_id is None and decision.candidate_id is not None:
            run_id = decision.candidate.run_id if decision.candidate else None
        if current is None:
            current = Decision(span=other, reviewer=reviewer, document=document)
        current.kind, current.text, current.candidate = kind, decision.text, None
        current.run_id = run_id
        current.save()
        changed.append(current)
    _log(
        project_id=document.project_id,
        user=reviewer,
        action="decision.apply_to_entity",
        details={
            "span": span.pk,
            "document": document.pk,
            "kind": decision.kind,
            "run": decision.run_id,
            "spans": [d.span_id for d in changed],
        },
        secret={"text": decision.text},
    )
    return changed


def document_mark_done(
    *, document: Document, reviewer: User, mode: str, scope: str = ""
) -> DocumentProgress:
    if mode not in ReviewMode.values:
        raise ValidationError({"mode": f"Unknown mode {mode!r}."})
    if mode == ReviewMode.CURATE:
        scope = ""
    progress, _ = DocumentProgress.objects.update_or_create(
        document=document, reviewer=reviewer, mode=mode, scope=scope
    )
    if mode == ReviewMode.CURATE:
        from annotation.review.services_team import curation_finished

        curation_finished(document=document, curator=reviewer)
    _log(
        project_id=document.project_id,
        user=reviewer,
        action="document.done",
        details={"document": document.pk, "mode": mode, "scope": scope},
    )
    return progress


@transaction.atomic
def review_set_create(
    *,
    project: Project,
    user: User,
    name: str,
    runs: list[GenerationRun],
    blind: bool = False,
    reviewers: list[User] | None = None,
    show_proposals: bool = False,
) -> ReviewSet:
    """A set of runs to review together, given to ``reviewers`` (members of the
    project; none: every member)."""
    name = name.strip()
    if not name:
        raise ValidationError({"name": "Give the review set a name."})
    if not runs:
        raise ValidationError({"runs": "Choose at least one run."})
    if any(run.project_id != project.pk for run in runs):
        raise ValidationError({"runs": "Every run must belong to this project."})
    reviewers = list(reviewers or [])
    members = set(
        project.memberships.filter(user__in=reviewers).values_list("user_id", flat=True)
    )
    if any(reviewer.pk not in members for reviewer in reviewers):
        raise ValidationError({"reviewers": "Every reviewer must be a member."})
    failed = sorted(run.pk for run in runs if run.status == "failed")
    if failed:
        raise ValidationError(
            {"runs": f"Failed runs cannot be reviewed: {', '.join(map(str, failed))}."}
        )
    review_set = ReviewSet.objects.create(
        project=project,
        name=name,
        blind=blind,
        show_proposals=show_proposals,
        created_by=user,
    )
    review_set.runs.set(runs)
    review_set.reviewers.set(reviewers)
    _log(
        project_id=project.pk,
        user=user,
        action="review_set.create",
        details={
            "review_set": review_set.pk,
            "name": name,
            "blind": blind,
            "show_proposals": show_proposals,
            "runs": sorted(run.pk for run in runs),
            "reviewers": sorted(reviewer.pk for reviewer in reviewers),
        },
    )
    return review_set


def review_set_reviewers_set(
    *, review_set: ReviewSet, reviewers: list[User], user: User
) -> ReviewSet:
    """Give the set to ``reviewers`` (members of its project; none: every member).

    Their work on it stays theirs; a member it is no longer given to just cannot
    open it (nor see its runs) any more.
    """
    members = set(
        review_set.project.memberships.filter(user__in=reviewers).values_list(
            "user_id", flat=True
        )
    )
    if any(reviewer.pk not in members for reviewer in reviewers):
        raise ValidationError({"reviewers": "Every reviewer must be a member."})
    review_set.reviewers.set(reviewers)
    _log(
        project_id=review_set.project_id,
        user=user,
        action="review_set.reviewers",
        details={
            "review_set": review_set.pk,
            "reviewers": sorted(reviewer.pk for reviewer in reviewers),
        },
    )
    return review_set


# --- Deleting (see ``annotation.corpus.services_delete``) --------------------------


def _review_of_documents(documents: DocumentSet) -> dict[str, int]:
    ids = documents.ids
    return {
        "reviews": Review.objects.filter(document_id__in=ids).count(),
        "decisions": Decision.objects.filter(document_id__in=ids).count(),
        "progress": DocumentProgress.objects.filter(document_id__in=ids).count(),
    }


def _run_progress(run: GenerationRun) -> QuerySet[DocumentProgress]:
    return DocumentProgress.objects.filter(
        document__project_id=run.project_id, scope=f"run:{run.pk}"
    )


def _review_of_run(run: GenerationRun) -> dict[str, int]:
    return {
        "reviews": Review.objects.filter(run=run).count(),
        "progress": _run_progress(run).count(),
    }


def _run_progress_delete(run: GenerationRun) -> None:
    _run_progress(run).delete()


document_dependents.register(count=_review_of_documents)
run_dependents.register(count=_review_of_run, remove=_run_progress_delete)


def review_set_delete_impact(*, review_set: ReviewSet) -> Impact:
    return Impact(
        progress=DocumentProgress.objects.filter(
            document__project_id=review_set.project_id, scope=f"set:{review_set.pk}"
        ).count()
    )


@transaction.atomic
def review_set_delete(*, review_set: ReviewSet, user: User) -> Impact:
    impact = review_set_delete_impact(review_set=review_set)
    DocumentProgress.objects.filter(
        document__project_id=review_set.project_id, scope=f"set:{review_set.pk}"
    ).delete()
    details = {
        "review_set": review_set.pk,
        "name": review_set.name,
        "runs": sorted(review_set.runs.values_list("pk", flat=True)),
    }
    project = review_set.project
    review_set.delete()
    delete_log(
        project=project,
        user=user,
        action="review_set.delete",
        details={**details, **impact.as_dict()},
    )
    return impact


def review_set_proposals_set(
    *, review_set: ReviewSet, show: bool, user: User
) -> ReviewSet:
    """Show the machine's proposed tags to the set's reviewers, or stop; logged."""
    if review_set.show_proposals != show:
        review_set.show_proposals = show
        review_set.save(update_fields=["show_proposals"])
        _log(
            project_id=review_set.project_id,
            user=user,
            action="review_set.proposals",
            details={"review_set": review_set.pk, "show_proposals": show},
        )
    return review_set
