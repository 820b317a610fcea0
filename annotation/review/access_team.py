"""Who may read whose decisions in the team workflow (issue 23).

A curator of a shared document sees nobody else's decisions on it before finishing
their own, so agreement stays honest; being a lead changes nothing (a lead who
curates is a curator like the others). ``services_team.unfinished_own_check`` guards
the pages about one document; the two helpers here guard the reads that span a whole
project:

- lists leave the hidden decisions out (``decisions_visible_to``): a list of
  everyone's decisions stays useful while one document is still open;
- exports refuse (``others_decisions_check``): an export that silently lacks some
  documents, or carries some only for some readers, is worse than a clear refusal
  that names the documents to finish first.

The command line (``manage.py export_corpus --reviewer``) is the operator's and is
not guarded.
"""

from __future__ import annotations

from typing import Any

from django.core.exceptions import PermissionDenied
from django.db.models import Q, QuerySet

from annotation.corpus.models import Project
from annotation.review.models import Assignment, Decision

#: How many documents a refusal names.
NAMED = 5


def open_documents(*, user: Any, project: Project | None = None) -> QuerySet:
    """Ids of the documents ``user`` curates and has not finished."""
    rows = Assignment.objects.filter(curator_id=getattr(user, "pk", None)).filter(
        finished_at=None
    )
    if project is not None:
        rows = rows.filter(project=project)
    return rows.values("document_id")


def decisions_visible_to(
    *, user: Any, decisions: QuerySet[Decision]
) -> QuerySet[Decision]:
    """``decisions`` without anyone else's on a document ``user`` has not finished."""
    return decisions.exclude(
        Q(document_id__in=open_documents(user=user)) & ~Q(reviewer_id=user.pk)
    )


def others_decisions_check(*, user: Any, project: Project, reviewer: Any) -> None:
    """Refuse to read ``reviewer``'s decisions (None: everyone's) while ``user`` has
    not finished a document on which they decided."""
    others = Decision.objects.filter(
        document_id__in=open_documents(user=user, project=project)
    ).exclude(reviewer_id=user.pk)
    if reviewer is not None:
        if reviewer.pk == user.pk:
            return
        others = others.filter(reviewer_id=reviewer.pk)
    names = list(
        others.order_by("document__position", "document_id")
        .values_list("document__external_id", flat=True)
        .distinct()[: NAMED + 1]
    )
    if not names:
        return
    shown = ", ".join(names[:NAMED]) + (" and more" if len(names) > NAMED else "")
    whose = f"{reviewer.get_username()}'s" if reviewer is not None else "the others'"
    raise PermissionDenied(
        f"Finish your own curation of {shown} before you read {whose} decisions on it."
    )


def export_source_check(
    *, user: Any, project: Project, run: Any, reviewer: Any, final: bool = False
) -> None:
    """An export's source: a run is anyone's to read, and so is the final version
    (approved documents only, whose every curator has finished); decisions
    (``reviewer``'s, or everyone's when None) go through ``others_decisions_check``."""
    if final:
        return
    if run is None:
        others_decisions_check(user=user, project=project, reviewer=reviewer)
