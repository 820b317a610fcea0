"""Where documents stand in the team workflow, for the corpus's documents list.

The states (new, in progress, curated, adjudicated, approved) are the review's
business, a layer above: it registers a :class:`DocumentStates` here when the apps
are ready (``annotation.review.states``), so the corpus shows a state column and
filters by state without importing the review. With nothing registered the list
shows neither.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from django.db.models import QuerySet

from annotation.corpus.models import Document


@dataclass(frozen=True)
class DocumentStates:
    """The states in their order, with the words shown for them; the state of each
    of a page of documents (by id, one query); the documents of a queryset in one
    state (a filter, no query of its own)."""

    choices: tuple[tuple[str, str], ...]
    of: Callable[[Sequence[int]], dict[int, str]]
    filter: Callable[[QuerySet[Document], str], QuerySet[Document]]

    def label(self, state: str) -> str:
        return dict(self.choices).get(state, state)


_PROVIDER: list[DocumentStates] = []


def document_states_provider(provider: DocumentStates) -> DocumentStates:
    """Register ``provider``; there is one, so registering again replaces it."""
    _PROVIDER[:] = [provider]
    return provider


def document_states() -> DocumentStates | None:
    return _PROVIDER[0] if _PROVIDER else None
