"""Reports as a member may read them.

Leads read every report as it is. Annotators read their own figures and the
project's totals: the runs they may see by name only (``generation.access``: a run
they review blind, or may not see at all, is left out as if it did not exist), the
error table of all reviewers together or of themselves (naming anyone else is
refused), and agreement as "you" against "other reviewers" pooled, beside the
project's alpha and confusion matrix: never another reviewer's name or figures.
The suggestions report (the machine against each reviewer) is for leads only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from django.core.exceptions import PermissionDenied

from annotation.reports import tables
from generation import access
from generation.engines.metrics import cohen_kappa

if TYPE_CHECKING:
    from django.contrib.auth.models import User

    from annotation.corpus.models import Project

YOU = "you"
OTHERS = "other reviewers"


def reviewer_check(*, project: Project, user: User, reviewer_id: Any) -> None:
    """Annotators may filter by themselves only; leads by anyone."""
    if reviewer_id in (None, ""):
        return
    if access.run_access(project=project, user_id=user.pk).is_lead:
        return
    if str(reviewer_id) != str(user.pk):
        raise PermissionDenied(
            "Reports show you your own figures and the project's totals only."
        )


def report_for_user(
    *,
    project: Project,
    user: User,
    kind: str,
    run_ids: Sequence[int] | None = None,
    reviewer_id: int | None = None,
    category: str | None = None,
    document_id: int | None = None,
    by: str = "run",
) -> dict[str, Any]:
    """``tables.report_data`` for what ``user`` may read (see the module)."""
    reviewer_check(project=project, user=user, reviewer_id=reviewer_id)
    seen = access.run_access(project=project, user_id=user.pk)
    if seen.is_lead:
        return tables.report_data(
            project=project,
            kind=kind,
            run_ids=run_ids,
            reviewer_id=reviewer_id,
            category=category,
            document_id=document_id,
            by=by,
        )
    if kind == "suggestions":
        # Per reviewer by name, and proposals a blind set hides: leads only.
        raise PermissionDenied("The suggestions report is for the project's leads.")
    allowed = access.run_ids_for_report(
        project=project, user_id=user.pk, wanted=run_ids
    )
    if kind == "agreement":
        return agreement_for_member(
            project=project,
            username=user.get_username(),
            run_ids=allowed,
            category=category,
            document_id=document_id,
        )
    return tables.report_data(
        project=project,
        kind=kind,
        run_ids=allowed,
        reviewer_id=reviewer_id,
        category=category,
        document_id=document_id,
        by=by,
    )


def agreement_for_member(
    *,
    project: Project,
    username: str,
    run_ids: Sequence[int] | None,
    category: str | None,
    document_id: int | None,
) -> dict[str, Any]:
    """The project's agreement with one pair only: the member against every other
    reviewer pooled (each candidate both tagged counts once per other reviewer)."""
    totals = tables.agreement_report(
        project=project, run_ids=run_ids, category=category, document_id=document_id
    )
    labels = tables.shared_labels(
        project=project, run_ids=run_ids, category=category, document_id=document_id
    )
    items: list[tuple[str, str]] = []
    for by_reviewer in labels.values():
        mine = by_reviewer.get(username)
        if mine is None:
            continue
        items += [(mine, tag) for name, tag in by_reviewer.items() if name != username]
    pairs = (
        [{"a": YOU, "b": OTHERS, "n": len(items), "kappa": cohen_kappa(items)}]
        if items
        else []
    )
    return {
        "n": totals["n"],
        "alpha": totals["alpha"],
        "pairs": pairs,
        "confusion": totals["confusion"],
        "curation": curation_for_member(
            project=project,
            username=username,
            category=category,
            document_id=document_id,
        ),
    }


def curation_for_member(
    *,
    project: Project,
    username: str,
    category: str | None,
    document_id: int | None,
) -> dict[str, Any]:
    """The curators' agreement with one pair only: the member against every other
    curator of the same documents pooled (a span counts once per other curator)."""
    choices = tables.curation_choices(
        project=project, category=category, document_id=document_id
    )
    items: list[tuple[str, str]] = []
    for by_curator in choices.values():
        mine = by_curator.get(username)
        if mine is None:
            continue
        items += [
            (mine, choice) for name, choice in by_curator.items() if name != username
        ]
    pairs = [{"a": YOU, "b": OTHERS, **tables.agreed_share(items)}] if items else []
    return tables.curation_summary(choices, pairs)
