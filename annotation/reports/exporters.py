"""The pseudonymized corpus and the correspondence table.

**Where the pseudonyms come from.** Either one run (``run``): every span with a
candidate gets it; a failed candidate gets ``[FAILED]`` so the original never shows;
a NO_MASK span whose candidate is the original stays. Or the curated decisions of one
reviewer (``reviewer``): accept / edit / own replace the span with the decision's text,
keep leaves the original. Decisions are never mixed across reviewers: when more than
one reviewer curated the project, the reviewer must be named (:class:`ReviewerNeeded`);
when exactly one did, theirs are used.

**The corpus never ships originals silently.** From decisions, only documents whose
every span is decided are written, unless the lead chooses to fill the undecided spans
from a named run (``fill_run``) or to mask them with a placeholder (``[PERSON]``,
``fill_placeholder``); the summary says per document what was done (written as
decided, filled, or left out, with counts). Failed runs are never a source.

**TAB's rule** (:mod:`annotation.corpus.masking`): a NO_MASK mention of an entity masked in
another mention is masked too: it takes the pseudonym its entity got elsewhere in the
document (or a placeholder), even when a run copied the original or a reviewer kept it.

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
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from django.contrib.auth import get_user_model

from annotation.corpus.exporters import Progress, _export_id
from annotation.corpus.exporters import _documents as corpus_documents
from annotation.corpus.masking import no_mask_overridden
from annotation.corpus.models import (
    ActivityLog,
    Document,
    IdentifierType,
    Project,
    Span,
)
from annotation.review.models import Decision, DecisionKind
from generation.engines.metrics import Applied, Replacement, apply_replacements
from generation.engines.types import FAILED, SpanRef
from generation.models import Candidate, GenerationRun, RunStatus
from pseudoweb.csv_safe import SafeDictWriter

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
    # Decisions only: what undecided spans get (nothing: their document is left out).
    fill_run: GenerationRun | None = None
    fill_placeholder: bool = False

    def describe(self) -> str:
        if self.run is not None:
            return f"run {self.run.pk}"
        described = f"decisions of {self.reviewer.get_username()}"
        if self.fill_run is not None:
            described += f", undecided spans from run {self.fill_run.pk}"
        elif self.fill_placeholder:
            described += ", undecided spans masked with a placeholder"
        return described

    def slug(self) -> str:
        """A file-name part naming the source."""
        if self.run is not None:
            return f"run{self.run.pk}"
        name = "".join(
            c if c.isascii() and (c.isalnum() or c in "-_") else "_"
            for c in self.reviewer.get_username()
        )
        slug = f"decisions-{name}"
        if self.fill_run is not None:
            slug += f"-fill-run{self.fill_run.pk}"
        elif self.fill_placeholder:
            slug += "-fill-placeholder"
        return slug


class SourceInvalid(ValueError):
    """The run named as a source (or filler) cannot be used."""


def _check_run(project: Project, run: GenerationRun) -> None:
    if run.project_id != project.pk:
        raise SourceInvalid(f"run {run.pk} is not a run of {project}")
    if run.status == RunStatus.FAILED:
        raise SourceInvalid(f"run {run.pk} failed: it cannot be exported")


def curators(project: Project) -> list[Any]:
    ids = (
        Decision.objects.filter(document__project=project)
        .order_by("reviewer_id")
        .values_list("reviewer_id", flat=True)
        .distinct()
    )
    return list(get_user_model().objects.filter(pk__in=list(ids)).order_by("username"))


def source_resolve(
    *,
    project: Project,
    run: GenerationRun | None = None,
    reviewer: Any = None,
    fill_run: GenerationRun | None = None,
    fill_placeholder: bool = False,
) -> Source:
    """Which pseudonyms to export; see the module docstring for the rule."""
    if run is not None:
        _check_run(project, run)
        if fill_run is not None or fill_placeholder:
            raise SourceInvalid("filling undecided spans is for exports of decisions")
        return Source(run=run)
    if fill_run is not None:
        _check_run(project, fill_run)
        if fill_placeholder:
            raise SourceInvalid("fill undecided spans from a run or a placeholder")
    found: list[Any] = []
    if reviewer is None:
        found = curators(project)
        if len(found) == 1:
            reviewer = found[0]
    if reviewer is not None:
        return Source(
            reviewer=reviewer, fill_run=fill_run, fill_placeholder=fill_placeholder
        )
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
        filler = (
            _choices_from_run(source.fill_run, chunk)
            if source.fill_run is not None
            else {}
        )
        fill = source.fill_run is not None or source.fill_placeholder
        for document in chunk:
            choices = document_choices(
                document,
                found.get(document.pk, {}),
                filler=filler.get(document.pk, {}) if fill else None,
            )
            yield document, choices


def placeholder(span: Span) -> str:
    return f"[{span.label.category}]"


def _filled(span: Span, filler: dict[int, Found]) -> Found:
    """An undecided span's filler: the filler run's candidate, else a placeholder."""
    found = filler.get(span.pk)
    if found is None:
        return Found(pseudonym=placeholder(span), how="placeholder")
    how = "filled" if found.how == "run" else "failed"
    return Found(pseudonym=found.pseudonym, how=how, run=found.run)


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
        run_id = decision.run_id
        if run_id is None and decision.candidate is not None:
            run_id = decision.candidate.run_id
        choices.setdefault(decision.document_id, {})[decision.span_id] = Found(
            pseudonym=None if keep else decision.text,
            how=decision.kind,
            reviewer=username,
            run=run_id,
        )
    return choices


def document_choices(
    document: Document,
    found: dict[int, Found],
    *,
    filler: dict[int, Found] | None = None,
) -> list[Choice]:
    """One choice per span of ``document``, in span order; ``found`` by span id.

    ``filler`` (by span id; an empty dict means placeholders) fills undecided spans.
    """
    spans = list(document.spans.all())
    overridden = no_mask_overridden(spans)
    result = []
    for span in spans:
        known = found.get(span.pk)
        if known is None:
            if filler is None:
                known = Found(pseudonym=None, how="undecided")
            else:
                known = _filled(span, filler)
        choice = Choice(span, known.pseudonym, known.how, known.reviewer, known.run)
        original = document.text[span.start : span.end]
        if (
            choice.how in ("run", "filled")
            and span.identifier_type == IdentifierType.NO_MASK
            and choice.pseudonym == original
        ):
            choice.pseudonym = None
            choice.how = "keep"
        result.append(choice)
    if overridden:
        _mask_like_entity(result, overridden)
    return result


def _mask_like_entity(choices: list[Choice], overridden: set[int]) -> None:
    """TAB's rule: a NO_MASK mention whose entity is masked elsewhere never stays.

    It takes the pseudonym another mention of its entity got (the first in the
    text), else a placeholder; a choice of its own that replaces it stands.
    """
    by_entity: dict[str, str] = {}
    for choice in choices:
        if choice.span.pk in overridden or choice.pseudonym is None:
            continue
        if choice.how in ("failed", "undecided"):
            continue
        by_entity.setdefault(choice.span.entity, choice.pseudonym)
    for choice in choices:
        if choice.span.pk not in overridden or choice.how == "undecided":
            continue
        if choice.pseudonym is None:
            choice.pseudonym = by_entity.get(
                choice.span.entity, placeholder(choice.span)
            )
            choice.how = "masked"


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
        text = f"{self.documents} documents written"
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
        return text + "."


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
    summary = ExportSummary()
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
            written = _pseudonymized(project, source, progress, summary)
            for document, _choices, applied in written:
                name = document.external_id.replace("/", "_").replace("\\", "_")
                archive.writestr(f"{name}.txt", applied.text.encode("utf-8"))
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
        )
    except ReviewerNeeded as exc:
        raise CommandError(f"{exc} (--reviewer NAME or --run ID)") from exc
    except SourceInvalid as exc:
        raise CommandError(str(exc)) from exc
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
    return True
