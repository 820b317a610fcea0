"""Undo: a lead deletes an import or a document (runs: ``generation.services_delete``;
review sets: ``annotation.review.services``).

Each deletion is one transaction and one ActivityLog row naming what went and how
much hung on it. What depends on what:

* a document takes its spans, their candidates (every run), reviews, decisions and
  progress marks with it (the foreign keys cascade);
* an import takes the documents it created (and so all of the above); spans a later
  import added to those documents go with them, and the confirmation says so;
* a run takes its candidates, their reviews, its chunks and metrics; decisions that
  came from it stay (they are the reviewer's choice) and lose only the link;
* a review set takes its progress marks; reviews belong to runs and stay.

What higher layers keep on documents reaches this module through
:data:`document_dependents`: generation refuses to let a document or import go while
a queued or running run works on its documents (deleting under a worker would leave it
writing candidates for spans that are gone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from django.core.exceptions import ValidationError
from django.db import transaction

from annotation.corpus.models import ActivityLog, CorpusImport, Document, Project, Span

if TYPE_CHECKING:
    from django.contrib.auth.models import User


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


T = TypeVar("T")


class Dependents(Generic[T]):
    """What higher layers keep on a lower layer's rows, for deletions.

    A higher layer registers a counter (what hangs on ``target``, by :class:`Impact`
    field, for the confirmation page and the log), optionally what it must remove
    itself (rows no foreign key cascades to), and a guard that refuses the deletion
    (raises :class:`DeleteRefused`). The lower layer never imports the higher one.
    """

    def __init__(self) -> None:
        self._counters: list[Callable[[T], dict[str, int]]] = []
        self._removers: list[Callable[[T], None]] = []
        self._guards: list[Callable[[T], None]] = []

    def register(
        self,
        *,
        count: Callable[[T], dict[str, int]] | None = None,
        remove: Callable[[T], None] | None = None,
        guard: Callable[[T], None] | None = None,
    ) -> None:
        # Registering twice (a module imported again) changes nothing.
        if count is not None and count not in self._counters:
            self._counters.append(count)
        if remove is not None and remove not in self._removers:
            self._removers.append(remove)
        if guard is not None and guard not in self._guards:
            self._guards.append(guard)

    def count(self, target: T) -> dict[str, int]:
        counts: dict[str, int] = {}
        for counter in self._counters:
            for name, n in counter(target).items():
                counts[name] = counts.get(name, 0) + n
        return counts

    def check(self, target: T) -> None:
        for guard in self._guards:
            guard(target)

    def remove(self, target: T) -> None:
        for remover in self._removers:
            remover(target)


@dataclass(frozen=True)
class DocumentSet:
    """Documents about to be deleted: what the hooks of :data:`document_dependents`
    are given."""

    project: Project
    ids: frozenset[int]


#: Generation counts the candidates and refuses while a run works on the documents;
#: the review counts reviews, decisions and progress marks (all cascade).
document_dependents: Dependents[DocumentSet] = Dependents()


def _documents_impact(documents: Any, *, project: Project) -> Impact:
    ids = frozenset(documents.values_list("pk", flat=True))
    return Impact(
        documents=len(ids),
        spans=Span.objects.filter(document_id__in=ids).count(),
        **document_dependents.count(DocumentSet(project=project, ids=ids)),
    )


def _refuse_if_in_use(*, project: Project, document_ids: set[int]) -> None:
    document_dependents.check(DocumentSet(project=project, ids=frozenset(document_ids)))


def delete_log(*, project: Project, user: User, action: str, details: dict) -> None:
    ActivityLog.objects.create(
        project=project, user=user, action=action, details=details
    )


# --- Imports -------------------------------------------------------------------------


def corpus_import_delete_impact(*, corpus_import: CorpusImport) -> Impact:
    return _documents_impact(
        Document.objects.filter(corpus_import=corpus_import),
        project=corpus_import.project,
    )


@transaction.atomic
def corpus_import_delete(*, corpus_import: CorpusImport, user: User) -> Impact:
    project = corpus_import.project
    documents = Document.objects.filter(corpus_import=corpus_import)
    _refuse_if_in_use(
        project=project, document_ids=set(documents.values_list("pk", flat=True))
    )
    impact = _documents_impact(documents, project=project)
    documents.delete()
    delete_log(
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
    return _documents_impact(
        Document.objects.filter(pk=document.pk), project=document.project
    )


@transaction.atomic
def document_delete(*, document: Document, user: User) -> Impact:
    project = document.project
    _refuse_if_in_use(project=project, document_ids={document.pk})
    impact = document_delete_impact(document=document)
    details = {"document": document.pk, "external_id": document.external_id}
    Document.objects.filter(pk=document.pk).delete()
    delete_log(
        project=project,
        user=user,
        action="document.delete",
        details={**details, **impact.as_dict()},
    )
    return impact
