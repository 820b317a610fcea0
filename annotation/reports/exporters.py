"""The pseudonymized corpus, and the ``export_corpus`` command's pseudonymized branches.

The pseudonyms come from one run, one reviewer's decisions or the team's final
version (:mod:`annotation.reports.choices`, which also applies TAB's rule).

**The corpus never ships originals silently.** From decisions, only documents whose
every span is decided are written, unless the lead chooses to fill the undecided spans
from a named run (``fill_run``) or to mask them with a placeholder (``[PERSON]``,
``fill_placeholder``); the summary says per document what was done (written as
decided, filled, or left out, with counts). The final version has the approved
documents only, and its summary counts the others. Failed runs are never a source.

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

The correspondence table is :mod:`annotation.reports.correspondence`;
``export_pseudo_command`` writes either.
"""

from __future__ import annotations

import json
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from django.contrib.auth import get_user_model

from annotation.corpus.exporters import Progress, _export_id
from annotation.corpus.models import Document, Project
from annotation.corpus.sealed import readable
from annotation.reports.choices import (
    Choice,
    ReviewerNeeded,
    Source,
    SourceInvalid,
    _with_choices,
    approved_documents,
    source_resolve,
)
from annotation.reports.correspondence import (
    CORRESPONDENCE_FORMATS,
    correspondence_log,
    correspondence_rows,
    render_correspondence,
)
from generation.engines.metrics import Applied, Replacement, apply_replacements
from generation.engines.types import SpanRef
from generation.models import GenerationRun

PSEUDO_FORMATS = ("doccano", "text", "tab")
MANIFEST_NAME = "pseudoweb-manifest.txt"


def pseudonymize(document: Document, choices: list[Choice]) -> Applied:
    replacements = [
        Replacement(
            span=SpanRef(key=c.span.pk, start=c.span.start, end=c.span.end, label=""),
            text=c.pseudonym or "",
            kept=c.pseudonym is None,
        )
        for c in choices
    ]
    # Masked originals ("▒") would go out as the corpus: without the key, refuse.
    return apply_replacements(readable(document.text), replacements)


@dataclass
class DocumentOutcome:
    """What the export did with one document."""

    document: str
    status: str  # "written" (every span decided), "filled" or "skipped"
    decided: int = 0
    kept: int = 0
    filled: int = 0  # from the filler run
    placeholders: int = 0
    undecided: int = 0  # skipped documents only: why

    def describe(self) -> str:
        if self.status == "skipped":
            return (
                f"{self.document}: left out, {self.undecided} of "
                f"{self.decided + self.undecided} spans undecided"
            )
        parts = [f"{self.decided} decided"]
        if self.kept:
            parts.append(f"{self.kept} kept")
        if self.filled:
            parts.append(f"{self.filled} filled from the run")
        if self.placeholders:
            parts.append(f"{self.placeholders} masked with a placeholder")
        return f"{self.document}: {self.status}, " + ", ".join(parts)


@dataclass
class ExportSummary:
    documents: int = 0  # written
    replaced: int = 0
    kept: int = 0
    undecided: int = 0  # spans of the documents left out
    skipped: int = 0  # documents left out
    filled: int = 0
    placeholders: int = 0
    outcomes: list[DocumentOutcome] = field(default_factory=list)
    # The final version: the project's documents not approved (not in it at all).
    not_approved: int = 0

    def add(self, document: Document, choices: list[Choice]) -> bool:
        """Count one document; False when it must be left out (undecided spans)."""
        undecided = sum(1 for c in choices if c.how == "undecided")
        outcome = DocumentOutcome(document=document.external_id, status="written")
        outcome.decided = len(choices) - undecided
        if undecided:
            outcome.status, outcome.undecided = "skipped", undecided
            self.skipped += 1
            self.undecided += undecided
            self.outcomes.append(outcome)
            return False
        self.documents += 1
        for choice in choices:
            if choice.how == "filled":
                outcome.filled += 1
            elif choice.how == "placeholder":
                outcome.placeholders += 1
            if choice.pseudonym is None:
                self.kept += 1
                outcome.kept += 1
            else:
                self.replaced += 1
        outcome.decided -= outcome.filled + outcome.placeholders
        if outcome.filled or outcome.placeholders:
            outcome.status = "filled"
        self.filled += outcome.filled
        self.placeholders += outcome.placeholders
        self.outcomes.append(outcome)
        return True

    def describe(self) -> str:
        text = f"{self.documents} document{'' if self.documents == 1 else 's'} written"
        if self.skipped:
            text += (
                f", {self.skipped} left out ({self.undecided} spans without a "
                "decision; fill them from a run or with a placeholder to include them)"
            )
        text += f": {self.replaced} spans replaced, {self.kept} kept"
        if self.filled:
            text += f", {self.filled} filled from a run"
        if self.placeholders:
            text += f", {self.placeholders} masked with a placeholder"
        text += "."
        if self.not_approved:
            text += (
                f" {self.not_approved} document"
                f"{' is' if self.not_approved == 1 else 's are'} not approved yet, "
                "so not in the final version."
            )
        return text


def _summary(project: Project, source: Source) -> ExportSummary:
    """An empty summary; for the final version, it counts what is left unapproved."""
    summary = ExportSummary()
    if source.final:
        summary.not_approved = (
            Document.objects.filter(project=project).count()
            - approved_documents(project).count()
        )
    return summary


def _pseudonymized(
    project: Project,
    source: Source,
    progress: Progress | None,
    summary: ExportSummary,
) -> Iterator[tuple[Document, list[Choice], Applied]]:
    """The documents to write; those with undecided spans are counted, not given."""
    for document, choices in _with_choices(project, source, progress=progress):
        if summary.add(document, choices):
            yield document, choices, pseudonymize(document, choices)


def export_plan(*, project: Project, source: Source) -> ExportSummary:
    """What an export from ``source`` would do, per document, without writing it."""
    summary = _summary(project, source)
    for document, choices in _with_choices(project, source):
        summary.add(document, choices)
    return summary


def doccano_record(
    document: Document, choices: list[Choice], applied: Applied
) -> dict[str, Any]:
    record: dict[str, Any] = {
        "id": _export_id(document.external_id),
        "text": applied.text,
    }
    for key, value in document.metadata.items():
        record.setdefault(key, value)
    # Re-imports keep the document's language (annotation/corpus/importers/language.py).
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
    manifest: str = "",
) -> ExportSummary:
    """Write the pseudonymized corpus to a binary stream; ``progress(done, total)``
    hears of every document written. A zip of texts carries ``MANIFEST_NAME``: what
    was written, and ``manifest`` (what the leak scan left, and why)."""
    summary = _summary(project, source)
    if format == "text" and zip_text:
        with zipfile.ZipFile(stream, "w", compression=zipfile.ZIP_DEFLATED) as archive:
            written = _pseudonymized(project, source, progress, summary)
            for document, _choices, applied in written:
                name = document.external_id.replace("/", "_").replace("\\", "_")
                archive.writestr(f"{name}.txt", applied.text.encode("utf-8"))
            lines = [f"source: {source.describe()}", summary.describe(), manifest]
            archive.writestr(
                MANIFEST_NAME, "\n".join(line for line in lines if line) + "\n"
            )
        return summary
    if format == "tab":
        masks: dict[str, list[list[int]]] = {}
        for document, choices, _applied in _pseudonymized(
            project, source, progress, summary
        ):
            masks[document.external_id] = [
                [c.span.start, c.span.end] for c in choices if c.pseudonym is not None
            ]
        stream.write(json.dumps(masks, ensure_ascii=False, indent=1).encode("utf-8"))
        stream.write(b"\n")
        return summary
    first = True
    if format not in ("doccano", "text"):
        raise ValueError(f"unknown format {format!r}; use {', '.join(PSEUDO_FORMATS)}")
    for document, choices, applied in _pseudonymized(
        project, source, progress, summary
    ):
        if format == "doccano":
            line = json.dumps(
                doccano_record(document, choices, applied), ensure_ascii=False
            )
            stream.write(line.encode("utf-8") + b"\n")
        else:
            stream.write((b"" if first else b"\n\n") + applied.text.encode("utf-8"))
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
    run, reviewer = _run_and_reviewer(project, options)
    final = bool(options.get("final"))
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
                project=project,
                run=run,
                reviewer=reviewer,
                final=final,
                progress=progress,
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
                "final": final,
                "out": str(out),
            },
        )
        stdout.write(f"Wrote the correspondence table to {out}.")
        return True
    if fmt not in PSEUDO_FORMATS:
        raise CommandError(
            "the pseudonymized corpus is written as doccano, text or tab"
        )
    source = source_from_options(project, options)
    from annotation.reports.leaks import leak_scan

    # Nothing a lead did not confirm leaves: the export's own texts are scanned for
    # originals standing outside the spans they replaced (issue 21).
    with progress_bar(
        stderr=stderr, option=options.get("progress"), desc="leak scan"
    ) as progress:
        leaks = leak_scan(project=project, source=source, progress=progress)
    if leaks.findings and not options.get("allow_leaks"):
        raise CommandError(
            f"not written: the leak scan found originals outside the replaced spans: "
            f"{leaks.describe()} See them with manage.py leak_scan --project "
            f"{project.name!r} {source.option()}, add them as spans, put what is no "
            "personal information on the keep-list, or give --allow-leaks to write "
            "them as they stand."
        )
    with progress_bar(
        stderr=stderr, option=options.get("progress"), desc="documents"
    ) as progress:
        summary = export_pseudonymized(
            project=project, source=source, format=fmt, out=out, progress=progress
        )
    for outcome in summary.outcomes:
        if outcome.status != "written":
            stdout.write(outcome.describe())
    stdout.write(f"Exported ({source.describe()}) to {out}: {summary.describe()}")
    if leaks.findings:
        stdout.write(
            f"warning: written with {len(leaks.findings)} leak-scan findings left "
            f"as they stand (--allow-leaks): {leaks.describe()}"
        )
    elif leaks.exempt:
        stdout.write(f"Leak scan: {leaks.describe()}")
    return True


def _run_and_reviewer(project: Project, options: dict[str, Any]) -> tuple[Any, Any]:
    """The run and the reviewer ``--run`` and ``--reviewer`` name, if any."""
    from django.core.management.base import CommandError

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
    named = [
        option
        for option, given in (
            ("--run", run is not None),
            ("--reviewer", reviewer is not None),
            ("--final", bool(options.get("final"))),
        )
        if given
    ]
    if len(named) > 1:
        raise CommandError(
            f"choose one of --run, --reviewer and --final (given: {', '.join(named)})"
        )
    return run, reviewer


def source_from_options(project: Project, options: dict[str, Any]) -> Source:
    """The export source of a command's ``--run``, ``--reviewer``, ``--final``,
    ``--fill-run`` and ``--fill-placeholder``; a CommandError says what is wrong."""
    from django.core.management.base import CommandError

    run, reviewer = _run_and_reviewer(project, options)
    fill_run = None
    if options.get("fill_run"):
        fill_run = GenerationRun.objects.filter(
            project=project, pk=options["fill_run"]
        ).first()
        if fill_run is None:
            raise CommandError(
                f"no run {options['fill_run']} in project {project.name!r}"
            )
    try:
        source = source_resolve(
            project=project,
            run=run,
            reviewer=reviewer,
            fill_run=fill_run,
            fill_placeholder=bool(options.get("fill_placeholder")),
            final=bool(options.get("final")),
        )
    except ReviewerNeeded as exc:
        raise CommandError(f"{exc} (--reviewer NAME, --run ID or --final)") from exc
    except SourceInvalid as exc:
        raise CommandError(str(exc)) from exc
    return source
