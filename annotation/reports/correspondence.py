"""The correspondence table: every span with its original and its pseudonym.

One row per span (CSV or JSON): document, span, offsets, label, entity, original,
pseudonym, how it was chosen, who chose it, from which run; the choices are those of
:mod:`annotation.reports.choices`. When the project has final decisions (the team
workflow, issue 23), two columns follow: ``final``, the span's final pseudonym (as the
final version writes it), and ``settled_by``, the adjudicator's username or ``agreed``
(empty: the span has no final decision yet). Only leads get it, and every download is
logged (the page does both; the ``export_corpus`` command logs too).
"""

from __future__ import annotations

import io
import itertools
import json
from collections.abc import Iterator
from typing import Any

from annotation.corpus.exporters import Progress
from annotation.corpus.models import ActivityLog, Document, Project
from annotation.corpus.sealed import readable
from annotation.reports.choices import (
    CHUNK,
    Choice,
    Source,
    _choices_from_final,
    _with_choices,
    curators,
    document_choices,
)
from annotation.review.models import FinalDecision
from generation.models import GenerationRun
from pseudoweb.csv_safe import SafeDictWriter

CORRESPONDENCE_FORMATS = ("csv", "json")
CORRESPONDENCE_COLUMNS = (
    "document",
    "span",
    "start",
    "end",
    "label",
    "entity",
    "original",
    "pseudonym",
    "how",
    "reviewer",
    "run",
)
# Only when the project has final decisions, after the others.
FINAL_COLUMNS = ("final", "settled_by")


def correspondence_rows(
    *,
    project: Project,
    run: GenerationRun | None = None,
    reviewer: Any = None,
    final: bool = False,
    progress: Progress | None = None,
) -> Iterator[dict[str, Any]]:
    """Every span with its pseudonym: from one run, from the final version (``final``:
    approved documents), or from the decisions of one reviewer or (by default) of
    every reviewer who curated (one row per decision). ``progress(done, total)``
    counts documents once per source."""
    if run is not None:
        sources = [Source(run=run)]
    elif final:
        sources = [Source(final=True)]
    elif reviewer is not None:
        sources = [Source(reviewer=reviewer)]
    else:
        sources = [Source(reviewer=user) for user in curators(project)]
    count = Document.objects.filter(project=project).count() if progress else 0
    with_final = FinalDecision.objects.filter(document__project=project).exists()
    for number, source in enumerate(sources):
        documents = _with_choices(
            project,
            source,
            progress=progress,
            before=number * count,
            total=len(sources) * count,
        )
        while chunk := list(itertools.islice(documents, CHUNK)):
            settled = _final_by_span(chunk) if with_final else {}
            for document, choices in chunk:
                for choice in choices:
                    if choice.how == "undecided" and source.run is None:
                        continue  # this reviewer said nothing about the span
                    row = _row(document, choice)
                    if with_final:
                        row.update(_final_cells(settled.get(choice.span.pk)))
                    yield row


def _row(document: Document, choice: Choice) -> dict[str, Any]:
    span = choice.span
    return {
        "document": document.external_id,
        "span": span.pk,
        "start": span.start,
        "end": span.end,
        "label": span.label.name,
        "entity": span.entity,
        "original": readable(document.text)[span.start : span.end],
        "pseudonym": choice.pseudonym,
        "how": choice.how,
        "reviewer": choice.reviewer,
        "run": choice.run,
    }


def _final_by_span(chunk: list[tuple[Document, list[Choice]]]) -> dict[int, Choice]:
    """span id -> its final choice, as the final version writes it (TAB's rule
    applied), for the documents of ``chunk`` that have final decisions."""
    found = _choices_from_final([document for document, _ in chunk])
    settled: dict[int, Choice] = {}
    for document, _ in chunk:
        if document.pk in found:
            for choice in document_choices(document, found[document.pk]):
                settled[choice.span.pk] = choice
    return settled


def _final_cells(choice: Choice | None) -> dict[str, Any]:
    if choice is None or choice.how == "undecided":
        return {"final": None, "settled_by": ""}
    # A NO_MASK mention masked like its entity (TAB's rule) keeps its own settler.
    return {"final": choice.pseudonym, "settled_by": choice.reviewer}


CORRESPONDENCE_ACTION = "correspondence_download"


def correspondence_log(*, project: Project, user: Any, details: dict[str, Any]) -> None:
    """Record a download of the table: who (None: the command line) and when."""
    ActivityLog.objects.create(
        project=project, user=user, action=CORRESPONDENCE_ACTION, details=details
    )


def _shown_pseudonym(row: dict[str, Any]) -> str:
    """A cell never left empty for a kept original: it says "kept"."""
    if row["pseudonym"] is not None:
        return str(row["pseudonym"])
    return "kept" if row["how"] in ("keep", "kept") else ""


def _shown_final(row: dict[str, Any]) -> str:
    if row["final"] is not None:
        return str(row["final"])
    return "kept" if row["settled_by"] else ""


def render_correspondence(rows: Iterator[dict[str, Any]], format: str) -> str:
    if format == "json":
        return json.dumps(list(rows), ensure_ascii=False, indent=1) + "\n"
    if format != "csv":
        raise ValueError("the correspondence table is written as csv or json")
    rows = iter(rows)
    first = next(rows, None)
    columns: tuple[str, ...] = CORRESPONDENCE_COLUMNS
    if first is not None and "final" in first:
        columns += FINAL_COLUMNS
    buffer = io.StringIO()
    # Formula-safe: originals and pseudonyms are typed by people (pseudoweb.csv_safe).
    writer = SafeDictWriter(buffer, fieldnames=columns)
    writer.writeheader()
    for row in itertools.chain([first] if first is not None else [], rows):
        shown = {**row, "pseudonym": _shown_pseudonym(row)}
        if "final" in row:
            shown["final"] = _shown_final(row)
        writer.writerow(shown)
    return buffer.getvalue()
