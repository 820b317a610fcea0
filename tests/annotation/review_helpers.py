"""Builders for review tests and the review benchmark: documents, runs, candidates."""

from __future__ import annotations

from annotation.corpus.models import Document, Label, Project, Span
from generation.models import Candidate, GenerationRun, RunStatus

NAMES = ["Anna", "Bo", "Cecilia", "David", "Eva", "Fredrik", "Greta", "Hugo"]


def document_with_spans(
    *, project: Project, spans: int, external_id: str = "doc", sentence: str = ""
) -> Document:
    """A document of ``spans`` sentences, each with one PERSON span at its start."""
    label, _ = Label.objects.get_or_create(
        project=project, name="PERSON", defaults={"category": "PERSON"}
    )
    parts: list[str] = []
    offsets: list[tuple[int, int]] = []
    cursor = 0
    for i in range(spans):
        name = NAMES[i % len(NAMES)]
        text = sentence or f"{name} met the committee on day {i} and agreed. "
        if sentence:
            text = sentence.replace("{name}", name)
        start = cursor + text.index(name)
        offsets.append((start, start + len(name)))
        parts.append(text)
        cursor += len(text)
    document = Document.objects.create(
        project=project,
        external_id=external_id,
        text="".join(parts),
        position=Document.objects.filter(project=project).count(),
    )
    Span.objects.bulk_create(
        [
            Span(
                document=document, start=start, end=end, label=label, entity=f"e{i % 8}"
            )
            for i, (start, end) in enumerate(offsets)
        ]
    )
    return document


def run_with_candidates(
    *,
    project: Project,
    documents: list[Document],
    generator: str = "mlm",
    name: str = "",
    prefix: str = "Cand",
    alternatives: int = 0,
    visible_to_annotators: bool = True,
) -> GenerationRun:
    """A finished run with one candidate per span. Visible to annotators unless told
    otherwise: review tests are about reviewing, access tests say what they hide."""
    run = GenerationRun.objects.create(
        project=project,
        generator=generator,
        name=name,
        language=project.language,
        status=RunStatus.DONE,
        visible_to_annotators=visible_to_annotators,
    )
    rows = []
    for document in documents:
        for i, span in enumerate(Span.objects.filter(document=document)):
            rows.append(
                Candidate(
                    run=run,
                    span=span,
                    document=document,
                    text=f"{prefix}{i}",
                    alternatives=[f"{prefix}{i}alt{k}" for k in range(alternatives)],
                )
            )
    Candidate.objects.bulk_create(rows)
    return run
