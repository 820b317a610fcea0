"""A small project with two runs, candidates and reviews, for reports and exports."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from annotation.corpus.models import Document, Label, Membership, Project, Role, Span
from annotation.review.models import Decision, Review
from generation.models import Candidate, GenerationRun, RunStatus
from tests.factories import UserFactory

TEXT_A = "Anna Berg met Bo in Lund. Later Anna called Bo from Lund."
TEXT_B = "Eva was born in 1994 in Oslo."


@dataclass
class World:
    project: Project
    lead: Any
    annotator: Any
    documents: list[Document]
    spans: dict[str, Span]
    runs: list[GenerationRun]
    candidates: dict[tuple[int, str], Candidate] = field(default_factory=dict)


def _span(
    document: Document, text: str, label: Label, *, after: int = 0, **extra: Any
) -> Span:
    start = document.text.index(text, after)
    return Span.objects.create(
        document=document, start=start, end=start + len(text), label=label, **extra
    )


def build_world(*, name: str = "reports") -> World:
    project = Project.objects.create(name=name, language="en")
    lead = UserFactory(username=f"{name}-lead")
    annotator = UserFactory(username=f"{name}-ann")
    Membership.objects.create(project=project, user=lead, role=Role.LEAD)
    Membership.objects.create(project=project, user=annotator, role=Role.ANNOTATOR)
    person = Label.objects.create(project=project, name="PER", category="PERSON")
    place = Label.objects.create(project=project, name="LOC", category="LOC")
    date = Label.objects.create(project=project, name="DATE", category="DATETIME")
    a = Document.objects.create(
        project=project, external_id="1", text=TEXT_A, position=0
    )
    b = Document.objects.create(
        project=project, external_id="b", text=TEXT_B, position=1
    )
    spans = {
        "anna1": _span(a, "Anna Berg", person, entity="e1"),
        "bo1": _span(a, "Bo", person, entity="e2"),
        "lund1": _span(a, "Lund", place, entity="e3"),
        "anna2": _span(a, "Anna", person, after=20, entity="e1"),
        "bo2": _span(a, "Bo", person, after=40, entity="e2"),
        "lund2": _span(a, "Lund", place, after=45, entity="e3"),
        "eva": _span(b, "Eva", person),
        "year": _span(b, "1994", date),
        "oslo": _span(b, "Oslo", place, identifier_type="NO_MASK"),
    }
    runs = [
        GenerationRun.objects.create(
            project=project,
            generator="upos",
            language="en",
            status=RunStatus.DONE,
            visible_to_annotators=True,
            options={"strategy": "maskL", "upos": True},
        ),
        GenerationRun.objects.create(
            project=project,
            generator="mlm",
            language="en",
            status=RunStatus.DONE,
            visible_to_annotators=True,
            options={"strategy": "repL", "upos": False},
        ),
    ]
    world = World(project, lead, annotator, [a, b], spans, runs)
    texts = [
        {
            "anna1": "Karin Ek",
            "bo1": "Al",
            "lund1": "Paris",
            "anna2": "Karin",
            "bo2": "Al",
            "lund2": "Paris",
            "eva": "Maja",
            "year": "2001",
            "oslo": "Oslo",
        },
        {
            "anna1": "Berg",
            "bo1": "Tom",
            "lund1": "Rome",
            "anna2": "Sara",
            "bo2": "Tom",
            "lund2": "Tom",
            "eva": "",
            "year": "1994",
            "oslo": "Oslo",
        },
    ]
    for run, chosen in zip(runs, texts, strict=True):
        for key, span in spans.items():
            text = chosen[key]
            world.candidates[(run.pk, key)] = Candidate.objects.create(
                run=run,
                span=span,
                document=span.document,
                text=text,
                failed=not text,
            )
    return world


def review(world: World, run_index: int, key: str, reviewer: Any, tag: str) -> Review:
    run = world.runs[run_index]
    candidate = world.candidates[(run.pk, key)]
    return Review.objects.create(
        candidate=candidate,
        reviewer=reviewer,
        run=run,
        document=candidate.document,
        tag=tag,
    )


def decide(
    world: World,
    key: str,
    reviewer: Any,
    kind: str,
    text: str = "",
    run_index: int | None = None,
) -> Decision:
    span = world.spans[key]
    candidate = (
        world.candidates[(world.runs[run_index].pk, key)]
        if run_index is not None
        else None
    )
    return Decision.objects.create(
        span=span,
        reviewer=reviewer,
        document=span.document,
        kind=kind,
        text=text,
        candidate=candidate,
    )


# A letter that names its writer again outside the span, and in an e-mail address:
# what the leak scan must find (issue 21).
LETTER = "Nadir Kalkan wrote in May. Kalkan's lawyer signed: nadir.kalkan@example.com"


def add_letter(world: World) -> Document:
    """Add ``LETTER`` to ``world``: only "Nadir Kalkan" is a span, "Ali Demir" in
    every run."""
    person = Label.objects.get(project=world.project, name="PER")
    letter = Document.objects.create(
        project=world.project, external_id="letter", text=LETTER, position=2
    )
    nadir = _span(letter, "Nadir Kalkan", person, entity="e9")
    for run in world.runs:
        Candidate.objects.create(
            run=run, span=nadir, document=letter, text="Ali Demir", failed=False
        )
    return letter
