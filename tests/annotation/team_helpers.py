"""A small team project for the team workflow's tests: a lead, three curators (anna,
bjorn, carl) and documents "Anna Berg met Bo N." with two PER spans each."""

from __future__ import annotations

from typing import Any

from annotation.corpus.models import Document, Label, Membership, Project, Role, Span
from annotation.review.models import DecisionKind
from annotation.review.services import decision_save, document_mark_done
from tests.factories import UserFactory

CURATORS = ("anna", "bjorn", "carl")


def build_team(
    *, name: str, documents: int, swedish_from: int | None = None
) -> tuple[Project, Any, list[Any]]:
    """(project, lead, [anna, bjorn, carl]); documents from ``swedish_from`` on are
    Swedish."""
    project = Project.objects.create(name=name, language="en")
    lead = UserFactory(username="lead")
    Membership.objects.create(project=project, user=lead, role=Role.LEAD)
    people = [UserFactory(username=person) for person in CURATORS]
    for person in people:
        Membership.objects.create(project=project, user=person, role=Role.ANNOTATOR)
    label = Label.objects.create(project=project, name="PER", category="PERSON")
    for number in range(documents):
        swedish = swedish_from is not None and number >= swedish_from
        document = Document.objects.create(
            project=project,
            external_id=f"doc{number:02d}",
            text=f"Anna Berg met Bo {number}.",
            position=number,
            language="sv" if swedish else "en",
        )
        Span.objects.create(document=document, start=0, end=9, label=label)
        Span.objects.create(document=document, start=14, end=16, label=label)
    return project, lead, people


def curate(document: Document, curator: Any, texts: list[str | None]) -> None:
    """Decide the document's spans in order (None: keep the original), then mark it
    done."""
    for span, text in zip(document.spans.order_by("start"), texts, strict=True):
        if text is None:
            decision_save(span=span, reviewer=curator, kind=DecisionKind.KEEP)
        else:
            decision_save(span=span, reviewer=curator, kind=DecisionKind.OWN, text=text)
    document_mark_done(document=document, reviewer=curator, mode="curate")
