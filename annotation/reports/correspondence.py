"""The correspondence table: every span with its original and its pseudonym.

One row per span (CSV or JSON): document, span, offsets, label, entity, original,
pseudonym, how it was chosen, who chose it, from which run; the choices are those of
:mod:`annotation.reports.choices`. Only leads get it, and every download is logged
(the page does both; the ``export_corpus`` command logs too).
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from typing import Any

from annotation.corpus.exporters import Progress
from annotation.corpus.models import ActivityLog, Document, Project
from annotation.reports.choices import Source, _with_choices, curators
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


def correspondence_rows(
    *,
    project: Project,
    run: GenerationRun | None = None,
    reviewer: Any = None,
    progress: Progress | None = None,
) -> Iterator[dict[str, Any]]:
    """Every span with its pseudonym: from one run, or from the decisions of one
    reviewer or (by default) of every reviewer who curated (one row per decision).
    ``progress(done, total)`` counts documents once per source."""
    if run is not None:
        sources = [Source(run=run)]
    elif reviewer is not None:
        sources = [Source(reviewer=reviewer)]
    else:
        sources = [Source(reviewer=user) for user in curators(project)]
    count = Document.objects.filter(project=project).count() if progress else 0
    for number, source in enumerate(sources):
        documents = _with_choices(
            project,
            source,
            progress=progress,
            before=number * count,
            total=len(sources) * count,
        )
        for document, choices in documents:
            for choice in choices:
                if choice.how == "undecided" and source.run is None:
                    continue  # this reviewer said nothing about the span
                span = choice.span
                yield {
                    "document": document.external_id,
                    "span": span.pk,
                    "start": span.start,
                    "end": span.end,
                    "label": span.label.name,
                    "entity": span.entity,
                    "original": document.text[span.start : span.end],
                    "pseudonym": choice.pseudonym,
                    "how": choice.how,
                    "reviewer": choice.reviewer,
                    "run": choice.run,
                }


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


def render_correspondence(rows: Iterator[dict[str, Any]], format: str) -> str:
    if format == "json":
        return json.dumps(list(rows), ensure_ascii=False, indent=1) + "\n"
    if format != "csv":
        raise ValueError("the correspondence table is written as csv or json")
    buffer = io.StringIO()
    # Formula-safe: originals and pseudonyms are typed by people (pseudoweb.csv_safe).
    writer = SafeDictWriter(buffer, fieldnames=CORRESPONDENCE_COLUMNS)
    writer.writeheader()
    for row in rows:
        writer.writerow({**row, "pseudonym": _shown_pseudonym(row)})
    return buffer.getvalue()
