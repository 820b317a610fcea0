"""Undo: a lead deletes an import, a run, a review set or a document.

Each deletion is one transaction and one ActivityLog row naming what went and how
much hung on it. What depends on what:

* a document takes its spans, their candidates (every run), reviews, decisions and
  progress marks with it (the foreign keys cascade);
* an import takes the documents it created (and so all of the above); spans a later
  import added to those documents go with them, and the confirmation says so;
* a run takes its candidates, their reviews, its chunks and metrics; decisions that
  came from it stay (they are the reviewer's choice) and lose only the link;
* a review set takes its progress marks; reviews belong to runs and stay.

A queued or running run is refused (cancel it first), and so is a document or import
whose documents such a run is working on: deleting under a worker would leave it
writing candidates for spans that are gone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from django.core.exceptions import ValidationError
from django.db import transaction

from annotation.models import (
    ActivityLog,
    CorpusImport,
    Decision,
    Document,
    DocumentProgress,
    Project,
    Review,
    ReviewSet,
    Span,
)
from generation.models import Candidate, GenerationRun, RunStatus

if TYPE_CHECKING:
    from django.contrib.auth.models import User

ACTIVE = (RunStatus.QUEUED, RunStatus.RUNNING)


class DeleteRefused(ValidationError):
    """The thing cannot be deleted now (something is still working on it)."""


@dataclass
class Impact:
    """What a deletion removes, shown on the confirmation page and logged."""

    documents: int = 0
    spans: int = 0
    candidates: int = 0
    reviews: int = 0
    decisions: int = 0
    progress: int = 0

    def as_dict(self) -> dict[str, int]:
        return {k: v for k, v in self.__dict__.items() if v}

    def describe(self) -> str:
        parts = [f"{n} {name}" for name, n in self.as_dict().items()]
        return ", ".join(parts) if parts else "nothing else"


def _documents_impact(documents: Any) -> Impact:
    ids = list(documents.values_list("pk", flat=True))
    return Impact(
        documents=len(ids),
        spans=Span.objects.filter(document_id__in=ids).count(),
        candidates=Candidate.objects.filter(document_id__in=ids).count(),
        reviews=Review.objects.filter(document_id__in=ids).count(),
        decisions=Decision.objects.filter(document_id__in=ids).count(),
        progress=DocumentProgress.objects.filter(document_id__in=ids).count(),
    )


def runs_using(*, project: Project, document_ids: set[int]) -> list[GenerationRun]:
    """Queued or running runs of ``project`` that work on any of the documents."""
    found = []
    for run in GenerationRun.objects.filter(project=project, status__in=ACTIVE):
        # A run without a document list covers the whole project.
        if not run.document_ids or document_ids & set(run.document_ids):
            found.append(run)
    return found


def _refuse_if_in_use(*, project: Project, document_ids: set[int]) -> None:
    busy = runs_using(project=project, document_ids=document_ids)
    if busy:
        names = ", ".join(str(run.pk) for run in busy)
        raise DeleteRefused(
            f"Run(s) {names} are generating for these documents: wait for them or "
            "cancel them first."
        )


def _log(*, project: Project, user: User, action: str, details: dict) -> None:
    ActivityLog.objects.create(
        project=project, user=user, action=action, details=details
    )


# --- Imports -------------------------------------------------------------------------


def corpus_import_delete_impact(*, corpus_import: CorpusImport) -> Impact:
    return _documents_impact(Document.objects.filter(corpus_import=corpus_import))


@transaction.atomic
def corpus_import_delete(*, corpus_import: CorpusImport, user: User) -> Impact:
    project = corpus_import.project
    documents = Document.objects.filter(corpus_import=corpus_import)
    _refuse_if_in_use(
        project=project, document_ids=set(documents.values_list("pk", flat=True))
    )
    impact = _documents_impact(documents)
    documents.delete()
    _log(
        project=project,
        user=user,
        action="import.delete",
        details={
            "import": corpus_import.pk,
            "filename": corpus_import.filename,
            **impact.as_dict(),
        },
    )
    corpus_import.delete()
    return impact


# --- Documents -----------------------------------------------------------------------


def document_delete_impact(*, document: Document) -> Impact:
    return _documents_impact(Document.objects.filter(pk=document.pk))


@transaction.atomic
def document_delete(*, document: Document, user: User) -> Impact:
    project = document.project
    _refuse_if_in_use(project=project, document_ids={document.pk})
    impact = document_delete_impact(document=document)
    details = {"document": document.pk, "external_id": document.external_id}
    Document.objects.filter(pk=document.pk).delete()
    _log(
        project=project,
        user=user,
        action="document.delete",
        details={**details, **impact.as_dict()},
    )
    return impact


# --- Runs ----------------------------------------------------------------------------


def _run_progress(run: GenerationRun) -> Any:
    return DocumentProgress.objects.filter(
        document__project_id=run.project_id, scope=f"run:{run.pk}"
    )


def run_delete_impact(*, run: GenerationRun) -> Impact:
    return Impact(
        candidates=Candidate.objects.filter(run=run).count(),
        reviews=Review.objects.filter(run=run).count(),
        progress=_run_progress(run).count(),
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
    _run_progress(locked).delete()
    details = {
        "run": locked.pk,
        "generator": locked.generator,
        "label": locked.label,
        "status": locked.status,
    }
    locked.delete()
    _log(
        project=run.project,
        user=user,
        action="run.delete",
        details={**details, **impact.as_dict()},
    )
    return impact


# --- Review sets ---------------------------------------------------------------------


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
    _log(
        project=project,
        user=user,
        action="review_set.delete",
        details={**details, **impact.as_dict()},
    )
    return impact
