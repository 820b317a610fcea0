"""Undo for runs: a lead deletes a run (see ``annotation.corpus.services_delete``).

A run takes its candidates, their reviews, its chunks and metrics; decisions that came
from it stay (they are the reviewer's choice) and lose only the link. A queued or
running run is refused (cancel it first), and so is deleting documents such a run is
working on: this module registers that guard, and the candidates' count, with the
corpus's :data:`~annotation.corpus.services_delete.document_dependents`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db import transaction

from annotation.corpus.services_delete import (
    DeleteRefused,
    Dependents,
    DocumentSet,
    Impact,
    delete_log,
    document_dependents,
)
from generation.models import Candidate, GenerationRun, RunStatus

if TYPE_CHECKING:
    from django.contrib.auth.models import User

ACTIVE = (RunStatus.QUEUED, RunStatus.RUNNING)

#: The review counts a run's reviews and removes its progress marks.
run_dependents: Dependents[GenerationRun] = Dependents()


def runs_using(*, project, document_ids: set[int]) -> list[GenerationRun]:
    """Queued or running runs of ``project`` that work on any of the documents."""
    found = []
    for run in GenerationRun.objects.filter(project=project, status__in=ACTIVE):
        # A run without a document list covers the whole project.
        if not run.document_ids or document_ids & set(run.document_ids):
            found.append(run)
    return found


def _refuse_if_in_use(documents: DocumentSet) -> None:
    busy = runs_using(project=documents.project, document_ids=set(documents.ids))
    if busy:
        names = ", ".join(str(run.pk) for run in busy)
        raise DeleteRefused(
            f"Run(s) {names} are generating for these documents: wait for them or "
            "cancel them first."
        )


def _candidates_of(documents: DocumentSet) -> dict[str, int]:
    return {
        "candidates": Candidate.objects.filter(document_id__in=documents.ids).count()
    }


document_dependents.register(count=_candidates_of, guard=_refuse_if_in_use)


def run_delete_impact(*, run: GenerationRun) -> Impact:
    return Impact(
        candidates=Candidate.objects.filter(run=run).count(),
        **run_dependents.count(run),
    )


@transaction.atomic
def run_delete(*, run: GenerationRun, user: User) -> Impact:
    # Lock the row so a worker cannot claim it between the check and the delete.
    locked = GenerationRun.objects.select_for_update().get(pk=run.pk)
    if locked.status in ACTIVE:
        raise DeleteRefused(
            f"Run {run.pk} is {locked.status}: cancel it first, then delete it."
        )
    impact = run_delete_impact(run=locked)
    run_dependents.remove(locked)
    details = {
        "run": locked.pk,
        "generator": locked.generator,
        "label": locked.label,
        "status": locked.status,
    }
    locked.delete()
    delete_log(
        project=run.project,
        user=user,
        action="run.delete",
        details={**details, **impact.as_dict()},
    )
    return impact
