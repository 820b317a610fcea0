"""The pseudonymized corpus and the correspondence table.

**Where the pseudonyms come from.** Either one run (``run``): every span with a
candidate gets it; a failed candidate gets ``[FAILED]`` so the original never shows;
a NO_MASK span whose candidate is the original stays. Or the curated decisions of one
reviewer (``reviewer``): accept / edit / own replace the span with the decision's text,
keep leaves the original. Decisions are never mixed across reviewers: when more than
one reviewer curated the project, the reviewer must be named (:class:`ReviewerNeeded`);
when exactly one did, theirs are used. Spans without a decision keep their original
and are counted as ``undecided`` in the summary, so the person exporting sees them.

**Formats.**

* doccano JSONL: ``{"id", "text": pseudonymized, **metadata, "language", "label":
  [[start, end, label], ...], "Comments"}`` with each span at its *new* offsets
  (overlapping spans share their region); it re-imports with ``corpus_import`` as a
  new corpus, each document in its language.
* Plain text: the pseudonymized texts, a ``.zip`` of ``<doc id>.txt`` or one file
  with documents separated by a blank line.
* TAB masks: what the TAB evaluation script (``evaluation.py`` of the Text
  Anonymization Benchmark, ``get_masked_docs_from_file``) reads: a JSON object
  ``{doc_id: [[start, end], ...]}`` of the masked (here: replaced) spans, as offsets
  into the ORIGINAL text, which the script compares with its gold annotations. Kept
  spans are not masked.
* Correspondence table (CSV or JSON): one row per span: document, span, offsets,
  label, entity, original, pseudonym, how it was chosen, who chose it, from which run.
  Only leads get it, and every download is logged (the page does both).
"""

from __future__ import annotations

import io
import itertools
import json
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from django.contrib.auth import get_user_model

from annotation.csv_safe import SafeDictWriter
from annotation.exporters import Progress, _export_id
from annotation.exporters import _documents as corpus_documents
from annotation.models import (
    ActivityLog,
    Decision,
    DecisionKind,
    Document,
    IdentifierType,
    Project,
    Span,
)
from generation.engines.metrics import Applied, Replacement, apply_replacements
from generation.engines.types import FAILED, SpanRef
from generation.models import Candidate, GenerationRun

CHUNK = 200
PSEUDO_FORMATS = ("doccano", "text", "tab")
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


class ReviewerNeeded(ValueError):
    """Several reviewers curated the project: say whose decisions to export."""


@dataclass
class Found:
    """A run's candidate or a reviewer's decision for one span."""

    pseudonym: str | None  # None: the original stays
    how: str  # accept/edit/own/keep/undecided, or "run" / "failed"
    reviewer: str = ""
    run: int | None = None


@dataclass
class Choice:
    span: Span
    pseudonym: str | None  # None: the original stays
    how: str  # accept/edit/own/keep/undecided, or "run" / "failed"
    reviewer: str = ""
    run: int | None = None


@dataclass
class Source:
    run: GenerationRun | None = None
    reviewer: Any = None  # a User

    def describe(self) -> str:
        if self.run is not None:
            return f"run {self.run.pk}"
        return f"decisions of {self.reviewer.get_username()}"


def curators(project: Project) -> list[Any]:
    ids = (
        Decision.objects.filter(document__project=project)
        .order_by("reviewer_id")
        .values_list("reviewer_id", flat=True)
        .distinct()
    )
    return list(get_user_model().objects.filter(pk__in=list(ids)).order_by("username"))


def source_resolve(
    *, project: Project, run: GenerationRun | None = None, reviewer: Any = None
) -> Source:
    """Which pseudonyms to export; see the module docstring for the rule."""
    if run is not None:
        if run.project_id != project.pk:
            raise ValueError(f"run {run.pk} is not a run of {project}")
        return Source(run=run)
    if reviewer is not None:
        return Source(reviewer=reviewer)
    found = curators(project)
    if len(found) == 1:
        return Source(reviewer=found[0])
    if not found:
        raise ReviewerNeeded(
            "Nobody has curated this project yet: export a run instead."
        )
    names = ", ".join(user.get_username() for user in found)
    raise ReviewerNeeded(
        f"Several reviewers curated this project ({names}): choose whose decisions "
        "to export."
    )


def _with_choices(
    project: Project,
    source: Source,
    *,
    progress: Progress | None = None,
    before: int = 0,
    total: int | None = None,
) -> Iterator[tuple[Document, list[Choice]]]:
    """Every document of ``project`` with one choice per span, in document order.

    Candidates or decisions are read for ``CHUNK`` documents at a time (one query per
    chunk, not per document).
    """
    documents = corpus_documents(project, progress=progress, before=before, total=total)
    while chunk := list(itertools.islice(documents, CHUNK)):
        if source.run is not None:
            found = _choices_from_run(source.run, chunk)
        else:
            found = _choices_from_decisions(source.reviewer, chunk)
        for document in chunk:
            yield document, document_choices(document, found.get(document.pk, {}))


def _choices_from_run(
    run: GenerationRun, documents: list[Document]
) -> dict[int, dict[int, Found]]:
    """document id -> span id -> the run's choice."""
    choices: dict[int, dict[int, Found]] = {}
    candidates = Candidate.objects.filter(
        run=run, document_id__in=[d.pk for d in documents]
    ).only("document_id", "span_id", "text", "failed")
    for candidate in candidates:
        choices.setdefault(candidate.document_id, {})[candidate.span_id] = Found(
            pseudonym=candidate.text if not candidate.failed else FAILED,
            how="failed" if candidate.failed else "run",
            run=run.pk,
        )
    return choices


def _choices_from_decisions(
    reviewer: Any, documents: list[Document]
) -> dict[int, dict[int, Found]]:
    """document id -> span id -> the reviewer's decision."""
    choices: dict[int, dict[int, Found]] = {}
    username = reviewer.get_username()
    decisions = Decision.objects.filter(
        reviewer=reviewer, document_id__in=[d.pk for d in documents]
    ).select_related("candidate")
    for decision in decisions:
        keep = decision.kind == DecisionKind.KEEP
        choices.setdefault(decision.document_id, {})[decision.span_id] = Found(
            pseudonym=None if keep else decision.text,
            how=decision.kind,
            reviewer=username,
            run=decision.candidate.run_id if decision.candidate else None,
        )
    return choices


def document_choices(document: Document, found: dict[int, Found]) -> list[Choice]:
    """One choice per span of ``document``, in span order; ``found`` by span id."""
    result = []
    for span in document.spans.all():
        known = found.get(span.pk) or Found(pseudonym=None, how="undecided")
        choice = Choice(span, known.pseudonym, known.how, known.reviewer, known.run)
        original = document.text[span.start : span.end]
        if (
            choice.how == "run"
            and span.identifier_type == IdentifierType.NO_MASK
            and choice.pseudonym == original
        ):
            choice.pseudonym = None
            choice.how = "keep"
        result.append(choice)
    return result


def pseudonymize(document: Document, choices: list[Choice]) -> Applied:
    replacements = [
        Replacement(
            span=SpanRef(key=c.span.pk, start=c.span.start, end=c.span.end, label=""),
            text=c.pseudonym or "",
            kept=c.pseudonym is None,
        )
        for c in choices
    ]
    return apply_replacements(document.text, replacements)


@dataclass
class ExportSummary:
    documents: int = 0
    replaced: int = 0
    kept: int = 0
    undecided: int = 0

    def add(self, choices: list[Choice]) -> None:
        self.documents += 1
        for choice in choices:
            if choice.how == "undecided":
                self.undecided += 1
            elif choice.pseudonym is None:
                self.kept += 1
            else:
                self.replaced += 1


def _pseudonymized(
    project: Project, source: Source, progress: Progress | None
) -> Iterator[tuple[Document, list[Choice], Applied]]:
    for document, choices in _with_choices(project, source, progress=progress):
        yield document, choices, pseudonymize(document, choices)


def doccano_record(
    document: Document, choices: list[Choice], applied: Applied
) -> dict[str, Any]:
    record: dict[str, Any] = {
        "id": _export_id(document.external_id),
        "text": applied.text,
    }
    for key, value in document.metadata.items():
        record.setdefault(key, value)
    # Re-imports keep the document's language (annotation/importers/language.py).
    record.setdefault("language", document.language)
    record["label"] = [
        [*applied.offsets[c.span.pk], c.span.label.name] for c in choices
    ]
    record["Comments"] = list(document.comments)
    return record


def write_pseudonymized(
    *,
    project: Project,
    source: Source,
    format: str,
    stream: IO[bytes],
    zip_text: bool,
    progress: Progress | None = None,
) -> ExportSummary:
    """Write the pseudonymized corpus to a binary stream; ``progress(done, total)``
    hears of every document written."""
    summary = ExportSummary()
    if format == "text" and zip_text:
        with zipfile.ZipFile(stream, "w", compression=zipfile.ZIP_DEFLATED) as archive:
            for document, choices, applied in _pseudonymized(project, source, progress):
                summary.add(choices)
                name = document.external_id.replace("/", "_").replace("\\", "_")
                archive.writestr(f"{name}.txt", applied.text.encode("utf-8"))
        return summary
    if format == "tab":
        masks: dict[str, list[list[int]]] = {}
        for document, choices, _applied in _pseudonymized(project, source, progress):
            summary.add(choices)
            masks[document.external_id] = [
                [c.span.start, c.span.end] for c in choices if c.pseudonym is not None
            ]
        stream.write(json.dumps(masks, ensure_ascii=False, indent=1).encode("utf-8"))
        stream.write(b"\n")
        return summary
    first = True
    for document, choices, applied in _pseudonymized(project, source, progress):
        summary.add(choices)
        if format == "doccano":
            line = json.dumps(
                doccano_record(document, choices, applied), ensure_ascii=False
            )
            stream.write(line.encode("utf-8") + b"\n")
        elif format == "text":
            stream.write((b"" if first else b"\n\n") + applied.text.encode("utf-8"))
        else:
            raise ValueError(
                f"unknown format {format!r}; use {', '.join(PSEUDO_FORMATS)}"
            )
        first = False
    if format == "text":
        stream.write(b"\n")
    return summary


def export_pseudonymized(
    *,
    project: Project,
    source: Source,
    format: str,
    out: Path,
    progress: Progress | None = None,
) -> ExportSummary:
    with out.open("wb") as stream:
        return write_pseudonymized(
            project=project,
            source=source,
            format=format,
            stream=stream,
            zip_text=out.suffix.lower() == ".zip",
            progress=progress,
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


def render_correspondence(rows: Iterator[dict[str, Any]], format: str) -> str:
    if format == "json":
        return json.dumps(list(rows), ensure_ascii=False, indent=1) + "\n"
    if format != "csv":
        raise ValueError("the correspondence table is written as csv or json")
    buffer = io.StringIO()
    # Formula-safe: originals and pseudonyms are typed by people (annotation.csv_safe).
    writer = SafeDictWriter(buffer, fieldnames=CORRESPONDENCE_COLUMNS)
    writer.writeheader()
    for row in rows:
        writer.writerow({**row, "pseudonym": row["pseudonym"] or ""})
    return buffer.getvalue()


def export_pseudo_command(
    *, project: Project, options: dict[str, Any], stdout: Any, stderr: Any = None
) -> bool:
    """The ``export_corpus`` branch for ``--pseudonymized`` / ``--correspondence``.

    Returns False when neither flag is given (the plain corpus export goes on).
    """
    from django.core.management.base import CommandError

    from pseudoweb.progress import progress_bar

    pseudonymized = options.get("pseudonymized")
    correspondence = options.get("correspondence")
    fmt = options["format"]
    if not pseudonymized and not correspondence:
        if fmt not in ("doccano", "tab"):
            raise CommandError(
                f"--format {fmt} is for --pseudonymized (text) or --correspondence "
                "(csv, json)"
            )
        return False
    if pseudonymized and correspondence:
        raise CommandError("choose one of --pseudonymized and --correspondence")
    run = None
    if options.get("run"):
        run = GenerationRun.objects.filter(project=project, pk=options["run"]).first()
        if run is None:
            raise CommandError(f"no run {options['run']} in project {project.name!r}")
    reviewer = None
    if options.get("reviewer"):
        reviewer = get_user_model().objects.filter(username=options["reviewer"]).first()
        if reviewer is None:
            raise CommandError(f"no user called {options['reviewer']!r}")
    if run is not None and reviewer is not None:
        raise CommandError("choose one of --run and --reviewer")
    out: Path = options["out"]
    if not out.parent.is_dir():
        raise CommandError(f"{out.parent} is not a directory")
    if correspondence:
        if fmt not in CORRESPONDENCE_FORMATS:
            raise CommandError("the correspondence table is written as csv or json")
        with progress_bar(
            stderr=stderr, option=options.get("progress"), desc="documents"
        ) as progress:
            rows = correspondence_rows(
                project=project, run=run, reviewer=reviewer, progress=progress
            )
            out.write_text(render_correspondence(rows, fmt), encoding="utf-8")
        correspondence_log(
            project=project,
            user=None,
            details={
                "via": "command",
                "format": fmt,
                "run": options.get("run"),
                "reviewer": options.get("reviewer") or "",
                "out": str(out),
            },
        )
        stdout.write(f"Wrote the correspondence table to {out}.")
        return True
    if fmt not in PSEUDO_FORMATS:
        raise CommandError(
            "the pseudonymized corpus is written as doccano, text or tab"
        )
    try:
        source = source_resolve(project=project, run=run, reviewer=reviewer)
    except ReviewerNeeded as exc:
        raise CommandError(f"{exc} (--reviewer NAME or --run ID)") from exc
    with progress_bar(
        stderr=stderr, option=options.get("progress"), desc="documents"
    ) as progress:
        summary = export_pseudonymized(
            project=project, source=source, format=fmt, out=out, progress=progress
        )
    stdout.write(
        f"Exported {summary.documents} documents ({source.describe()}) to {out}: "
        f"{summary.replaced} spans replaced, {summary.kept} kept"
        + (
            f", {summary.undecided} without a decision (left as they were)"
            if summary.undecided
            else ""
        )
        + "."
    )
    return True
