"""The team workflow's document states, told to the corpus's documents list through
its hook (``annotation.corpus.states``); registered when the apps are ready."""

from __future__ import annotations

from collections.abc import Sequence

from django.db.models import Q, QuerySet

from annotation.corpus.models import Document
from annotation.corpus.states import DocumentStates, document_states_provider
from annotation.review.models import DocumentState, DocumentWork


def states_of_ids(ids: Sequence[int]) -> dict[int, str]:
    """The state of each document (one query; no work row: new)."""
    found = dict(
        DocumentWork.objects.filter(document_id__in=list(ids)).values_list(
            "document_id", "state"
        )
    )
    return {pk: found.get(pk, DocumentState.NEW.value) for pk in ids}


def documents_filter_state(
    documents: QuerySet[Document], state: str
) -> QuerySet[Document]:
    if state == DocumentState.NEW:
        return documents.filter(Q(work__isnull=True) | Q(work__state=state))
    return documents.filter(work__state=state)


document_states_provider(
    DocumentStates(
        choices=tuple((s.value, str(s.label)) for s in DocumentState),
        of=states_of_ids,
        filter=documents_filter_state,
    )
)
