"""Services: the functions that write. Views, the API and commands call these.

Each section belongs to one part of the product; add new sections below, keep them
apart.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from django.db import transaction

from annotation.corpus.anonymised import originals_forgotten_message
from annotation.corpus.importers import ImportReport, ParsedSpan
from annotation.corpus.importers.doccano import read_label_names
from annotation.corpus.importers.language import (
    DEFAULT_THRESHOLD,
    LanguageRule,
    check_threshold,
    parse_language_map,
)
from annotation.corpus.importers.loader import CorpusLoader
from annotation.corpus.importers.sources import Event, Parsed, read_corpus
from annotation.corpus.keys import lookup
from annotation.corpus.label_reading import read_labels
from annotation.corpus.models import (
    CorpusImport,
    Document,
    Language,
    Membership,
    Project,
    Role,
)

if TYPE_CHECKING:
    from django.contrib.auth.models import User


# =====================================================================================
# Corpus import and export (issue 2)
# =====================================================================================


class _Refused(Exception):
    """Raised inside the import transaction to roll every write back."""


# What corpus_import does when the project already holds an import of the same file
# (same SHA-256): refuse (the default: a second import would add every span again),
# replace (delete that import's documents first, in the same transaction), or allow.
DUPLICATE_REFUSE, DUPLICATE_REPLACE, DUPLICATE_ALLOW = "refuse", "replace", "allow"
DUPLICATE_CHOICES = (DUPLICATE_REFUSE, DUPLICATE_REPLACE, DUPLICATE_ALLOW)

#: What a refused duplicate tells its reader to do, in the controls of the door the
#: import came through: a web user has no --allow-duplicate to give.
DUPLICATE_REMEDIES = {
    "command": "Replace that import (--replace) or import it again anyway "
    "(--allow-duplicate)",
    "web": 'Tick "Replace an earlier import of this file" to replace that import, '
    'or "Import it again anyway" to add its spans a second time',
    "api": "Replace that import (replace=true) or import it again anyway "
    "(allow_duplicate=true)",
}


def _file_hash(path: Path) -> str:
    """SHA-256 of the file's bytes; "" when it cannot be read (read_corpus says
    why)."""
    try:
        with path.open("rb") as stream:
            return hashlib.file_digest(stream, "sha256").hexdigest()
    except OSError:
        return ""


def _earlier_imports(
    *,
    project: Project,
    content_hash: str,
    duplicate: str,
    report: ImportReport,
    display: str,
    via: str,
) -> None:
    """Refuse, replace or allow an import whose file the project already holds."""
    if not content_hash:
        return
    earlier = list(
        CorpusImport.objects.filter(
            project=project,
            content_hash=content_hash,
            status=CorpusImport.Status.IMPORTED,
        ).order_by("created_at")
    )
    if not earlier:
        return
    if duplicate == DUPLICATE_ALLOW:
        report.warn(
            display,
            None,
            f"this file was imported before ({_describe(earlier[0])}); imported "
            "again as asked, so its spans are in the project twice",
        )
        return
    if duplicate == DUPLICATE_REFUSE:
        remedy = DUPLICATE_REMEDIES.get(via, DUPLICATE_REMEDIES["command"])
        report.error(
            display,
            None,
            f"this file was already imported into {project.name!r} "
            f"({_describe(earlier[0])}); importing it again would add every span a "
            f"second time. {remedy}",
        )
        raise _Refused
    for row in earlier:
        deleted = Document.objects.filter(corpus_import=row).count()
        # Cascades to the documents' spans and everything made from them
        # (candidates, reviews).
        Document.objects.filter(corpus_import=row).delete()
        row.status = CorpusImport.Status.REPLACED
        row.save(update_fields=["status"])
        report.warn(
            display,
            None,
            f"replaced {_describe(row)}: deleted its {deleted} documents (their "
            "spans, candidates and reviews) before importing the file again",
        )


def _describe(row: CorpusImport) -> str:
    return (
        f"import {row.pk} of {row.filename!r} on "
        f"{row.created_at:%Y-%m-%d %H:%M} UTC, {row.documents} documents and "
        f"{row.spans} spans"
    )


def corpus_import(
    *,
    project_name: str,
    path: Path,
    language: str | None = None,
    format: str = "auto",
    skip_invalid: bool = False,
    user: User | None = None,
    filename: str | None = None,
    progress: Callable[[int, int], None] | None = None,
    labels: Path | None = None,
    labels_filename: str | None = None,
    language_key: str | None = None,
    language_map: Sequence[str] = (),
    language_threshold: float | None = None,
    language_detect: bool = True,
    duplicate: str = DUPLICATE_REFUSE,
    via: str = "command",
) -> ImportReport:
    """Import a doccano or TAB corpus (file or zip) into the project called
    ``project_name``.

    Creates the project if needed (``language`` defaults to English; an existing project
    whose language differs is an error) and makes ``user`` its lead. Everything, project
    creation included, happens in one transaction: when the import is refused no row is
    left behind. It is refused when any record is invalid, unless ``skip_invalid``,
    which imports the valid records and lists the skipped ones as errors. On success a
    :class:`CorpusImport` row keeps the report.

    Parsing and validation run as the file streams; once an error is found nothing more
    is written, but reading goes on so that every bad line is reported at once.
    ``filename`` is the name to report (an upload's original name); default: the path's.
    ``progress(done, total)`` hears of the bytes read, for a command's progress bar.
    ``labels`` is a label file (doccano's label export, or ``{"id": "name"}``) that
    maps numeric label ids to names; ``labels_filename`` its name to report.

    Each document's language comes from metadata key ``language_key`` through the
    ``language_map`` rules (``SWE=sv``, ``*_SWE=sv``, ``re:_SWE$=sv``), or is detected
    with ``language_threshold`` as the least confidence (unless not
    ``language_detect``), else is the project's; see
    :mod:`annotation.corpus.importers.language`. The report counts documents per
    language and way.

    ``duplicate`` says what to do when the project holds an import of a file with the
    same bytes (:data:`DUPLICATE_CHOICES`): refuse it, replace the earlier import's
    documents (deleted in the same transaction, with their spans, candidates and
    reviews), or import it again anyway. ``via`` (``command``, ``web``, ``api``)
    is the door the import came through: a refusal names that door's controls.
    """
    display = filename or path.name
    report = ImportReport(project=project_name)
    label_names = None
    if labels is not None:
        try:
            label_names = read_label_names(labels)
        except ValueError as exc:
            report.error(labels_filename or labels.name, None, str(exc))
            return report
    if language is not None and language not in Language.values:
        report.error(
            display,
            None,
            f"unknown language {language!r}; use one of {', '.join(Language.values)}",
        )
        return report
    if not project_name.strip():
        report.error(display, None, "the project needs a name")
        return report
    try:
        language_rules = parse_language_map(language_map)
        threshold = check_threshold(
            DEFAULT_THRESHOLD if language_threshold is None else language_threshold
        )
    except ValueError as exc:
        report.error(display, None, str(exc))
        return report
    if language_rules and not language_key:
        report.error(display, None, "a language map needs a language key to read")
        return report
    if duplicate not in DUPLICATE_CHOICES:
        report.error(
            display,
            None,
            f"unknown duplicate choice {duplicate!r}; use one of {DUPLICATE_CHOICES}",
        )
        return report
    content_hash = _file_hash(path) if path.is_file() else ""
    formats: set[str] = set()
    try:
        with transaction.atomic():
            project, created = Project.objects.get_or_create(
                name=project_name, defaults={"language": language or Language.ENGLISH}
            )
            if not created and language is not None and project.language != language:
                report.error(
                    display,
                    None,
                    f"project {project_name!r} exists with language "
                    f"{project.language!r}, not {language!r}",
                )
                raise _Refused
            if created and user is not None:
                Membership.objects.create(project=project, user=user, role=Role.LEAD)
            if project.anonymised_at is not None:
                # Its key is destroyed: new texts would be originals kept in plain.
                report.error(
                    display,
                    None,
                    originals_forgotten_message(
                        project,
                        refused="it takes no new imports; import into a new project.",
                    ),
                )
                raise _Refused
            # Kept as the project's keyed hash of the file's SHA-256 (issue 24): a
            # plain digest would confirm a guessed file.
            if content_hash:
                content_hash = lookup(project.pk, content_hash)
            if not created:
                _earlier_imports(
                    project=project,
                    content_hash=content_hash,
                    duplicate=duplicate,
                    report=report,
                    display=display,
                    via=via,
                )
            corpus_import_row = CorpusImport.objects.create(
                project=project,
                user=user,
                filename=display[:500],
                format=format,
                status=CorpusImport.Status.IMPORTED,
                content_hash=content_hash,
            )
            loader = CorpusLoader(project=project, corpus_import=corpus_import_row)
            languages = LanguageRule(
                default=str(project.language),
                key=(language_key or "").strip() or None,
                rules=language_rules,
                threshold=threshold,
                detect_enabled=language_detect,
            )
            must_refuse = _load(
                read_corpus(
                    path,
                    display=display,
                    format=format,
                    progress=progress,
                    label_names=label_names,
                ),
                loader=loader,
                report=report,
                skip_invalid=skip_invalid,
                formats=formats,
                languages=languages,
            )
            if must_refuse or (report.errors and not skip_invalid):
                raise _Refused
            loader.flush()
            for file, line, message in loader.flush_warnings:
                report.warn(file, line, message)
            report.labels = read_labels(project.pk, loader.label_samples)
            for name, reading in report.labels.items():
                report.warn(
                    display,
                    None,
                    f"label {name!r} says no category by its name; "
                    f"{reading['reason']}, so it is {reading['category']} "
                    "(a lead can change it on the project's Labels page)",
                )
            report.documents = loader.documents
            report.spans = loader.spans
            if loader.merged:
                report.warn(
                    display,
                    None,
                    f"{loader.merged} records repeated a document id with the same "
                    "text; their spans, comments and new metadata were merged into it",
                )
            if report.errors:
                report.warn(
                    display, None, f"skipped {len(report.errors)} invalid records"
                )
            if not report.documents and not loader.merged:
                report.warn(display, None, "no documents imported")
            report.imported = True
            corpus_import_row.format = "+".join(sorted(formats)) or format
            corpus_import_row.documents = report.documents
            corpus_import_row.spans = report.spans
            corpus_import_row.report = report.as_json()
            corpus_import_row.save()
    except _Refused:
        report.imported = False
        report.documents = report.spans = 0
        report.languages = {}
    return report


def _load(
    events: Iterable[Event],
    *,
    loader: CorpusLoader,
    report: ImportReport,
    skip_invalid: bool,
    formats: set[str],
    languages: LanguageRule,
) -> bool:
    """Feed parsed records to the loader and problems to the report.

    Returns True when the import must be refused even with ``skip_invalid``: a problem
    with a whole file (missing, not a zip, UTF-16...) leaves nothing sensible to import.
    """
    must_refuse = False
    for event in events:
        if not isinstance(event, Parsed):
            if not event.error:
                report.warn(event.file, event.line, event.message)
                continue
            report.error(event.file, event.line, event.message)
            if event.line is None:
                must_refuse = True
            if (must_refuse or not skip_invalid) and loader.writing:
                loader.stop_writing()
            continue
        result = event.result
        document = result.document
        decision = languages.resolve(
            external_id=document.external_id,
            text=document.text,
            metadata=document.metadata,
        )
        if decision.error:
            report.error(event.file, event.line, decision.error)
            if not skip_invalid and loader.writing:
                loader.stop_writing()
            continue
        document.language = decision.language
        if decision.consumed_key:
            document.metadata.pop(decision.consumed_key, None)
        outcome = loader.add(document)
        if outcome.error:
            report.error(event.file, event.line, outcome.error)
            if not skip_invalid and loader.writing:
                loader.stop_writing()
            continue
        formats.add(event.format)
        messages = [*result.warnings, *outcome.warnings]
        cut = words_cut(document.text, document.spans)
        if cut and not outcome.merged:
            messages.append(cut)
        if not outcome.merged:
            # A repeated document (another annotator's file) has its language already.
            ways = report.languages.setdefault(decision.language, {})
            ways[decision.how] = ways.get(decision.how, 0) + 1
            if decision.warning:
                messages.append(decision.warning)
        for message in messages:
            report.warn(event.file, event.line, message)
        if result.converted_spans:
            report.offset_conversions.append(
                {
                    "file": event.file,
                    "line": event.line,
                    "document": document.external_id,
                    "spans": result.converted_spans,
                }
            )
    return must_refuse


def words_cut(text: str, spans: Sequence[ParsedSpan]) -> str:
    """A warning naming the spans that start or end inside a word ("s[ocial media
    marketing]"), "" when none does: a pseudonym put there glues onto the letters
    left beside it ("smarket research"), so the span is worth fixing at its source.
    The spans are imported as they are."""
    found = []
    for span in spans:
        start, end, label = span[0], span[1], span[2]  # SPAN_START, _END, _LABEL
        inside = (
            0 < start < len(text)
            and text[start - 1].isalnum()
            and text[start].isalnum()
        ) or (0 < end < len(text) and text[end - 1].isalnum() and text[end].isalnum())
        if inside:
            left = max(0, start - 8)
            shown = f"{text[left:start]}[{text[start:end]}]{text[end : end + 8]}"
            found.append(f"{start}-{end} {label!r} {shown.strip()!r}")
    if not found:
        return ""
    more = f" and {len(found) - 3} more" if len(found) > 3 else ""
    return (
        f"{len(found)} span(s) start or end inside a word, so a pseudonym will be "
        f"glued to the letters beside it: {'; '.join(found[:3])}{more} (imported as "
        "they are; fix them in the source file and import it again with --replace)"
    )


def corpus_export(
    *,
    project: Project,
    format: str,
    out: Path,
    progress: Callable[[int, int], None] | None = None,
) -> int:
    """Write ``project``'s corpus to ``out`` as doccano JSONL (a zip: one file per
    annotator) or as a TAB JSON list; returns how many documents were written.
    ``progress(done, total)`` hears of every document written."""
    from annotation.corpus import exporters

    if format == "doccano":
        if out.suffix.lower() == ".zip":
            return exporters.export_doccano_zip(
                project=project, out=out, progress=progress
            )
        return exporters.export_doccano_jsonl(
            project=project, out=out, progress=progress
        )
    if format == "tab":
        return exporters.export_tab(project=project, out=out, progress=progress)
    raise ValueError(f"unknown export format {format!r}; use doccano or tab")


# =====================================================================================
# End of corpus import and export (issue 2)
# =====================================================================================
