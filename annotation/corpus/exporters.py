"""Writing a project's corpus back out: doccano JSONL (or a zip of them) and TAB JSON.

Exports stream: documents are read in chunks with their spans, and written as they come.
Both formats re-import to the same documents, spans, labels, metadata and comments
(``annotation.corpus.services.corpus_import``); what a format cannot hold is said here:

- doccano JSONL (the current doccano shape): ``{"id", "text", **metadata, "language",
  "label": [[start, end, label], ...], "Comments": [...]}``. A span's annotator, entity
  and attributes have no place in it. Written as one ``.jsonl`` every span of every
  annotator is in the one file; written as a ``.zip`` each annotator gets
  ``<annotator>.jsonl`` with every document and that annotator's spans, which is
  doccano's own layout and keeps the annotators. A name that cannot be a member's stem
  as it is (``all``, names starting with a dot, with a slash or backslash, or clashing
  with another once the case is folded) is carried in ``all.jsonl`` instead, each of its
  spans as ``{"start_offset", "end_offset", "label", "user"}``, which the importer reads
  as that user's span; spans without annotator are there too. doccano merges a metadata
  key ``meta`` holding an object into the top level on import: :func:`export_notes` says
  so before anyone relies on it.
- Both write the document's language as a top-level ``language`` key (``en``/``sv``),
  which the import reads back without options.
- TAB: the benchmark's list of documents, mentions grouped by annotator, with
  ``entity_type``, ``entity_mention_id``, ``edit_type``, ``span_text`` and other mention
  keys taken from what the import kept in ``Span.attributes``; missing ones are filled
  (``entity_type`` = the label, ``span_text`` = the slice) or null. Comments go in a
  ``Comments`` key, as in doccano.

Ids that were ASCII integers go out as JSON integers; any other id (``"007"``,
``"²"``, ``"٣"``) as the string it is. A file is written beside ``out`` and moved into
place when complete, so a failed export never leaves a partial file.
"""

from __future__ import annotations

import contextlib
import json
import os
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

from django.db.models import Count, Max, Prefetch, QuerySet

from annotation.corpus import sealed
from annotation.corpus.keys import keyring
from annotation.corpus.models import CorpusImport, Document, Project, Span

CHUNK = 500
# progress(documents_written, documents_total), for command-line progress bars.
Progress = Callable[[int, int], None]


def _documents(
    project: Project,
    *,
    progress: Progress | None = None,
    before: int = 0,
    total: int | None = None,
    among: QuerySet[Document] | None = None,
) -> Iterator[Document]:
    """The project's documents with their spans (only those of ``among`` when it is
    given); ``progress`` hears of each one given (``before`` were given in earlier
    passes, out of ``total`` in all)."""
    spans = Span.objects.select_related("label").order_by("start", "end", "id")
    wanted = among if among is not None else Document.objects.all()
    documents = (
        wanted.filter(project=project)
        .order_by("position", "id")
        .prefetch_related(Prefetch("spans", queryset=spans))
        .iterator(chunk_size=CHUNK)
    )
    if progress is None:
        return documents
    if total is None:
        total = wanted.filter(project=project).count()
    return _reporting(documents, progress, before=before, total=total)


def _reporting(
    documents: Iterator[Document], progress: Progress, *, before: int, total: int
) -> Iterator[Document]:
    for done, document in enumerate(documents, start=before + 1):
        yield document
        progress(done, total)


def _export_id(external_id: str) -> int | str:
    """Ids that were ints go out as ints (doccano writes them so); others as text.

    Only ASCII digits: ``str.isdigit`` is true for "²" (which ``int`` refuses) and
    "٣" (which ``int`` reads as 3), and either would not come back as it went out.
    """
    if (
        external_id.isascii()
        and external_id.isdigit()
        and (external_id == "0" or not external_id.startswith("0"))
    ):
        return int(external_id)
    return external_id


@contextlib.contextmanager
def atomic_path(out: Path) -> Iterator[Path]:
    """A path beside ``out`` to write to; moved onto ``out`` only when complete."""
    partial = out.with_name(f".{out.name}.partial")
    try:
        yield partial
        os.replace(partial, out)
    finally:
        partial.unlink(missing_ok=True)


def doccano_record(document: Document, spans: list[Span]) -> dict[str, Any]:
    record: dict[str, Any] = {
        "id": _export_id(document.external_id),
        "text": document.text,
    }
    for key, value in document.metadata.items():
        # Importers never let metadata take these keys; guard anyway, data wins over
        # shape.
        record.setdefault(key, value)
    # Read back by the import (the "language" key), so a round trip keeps it; a
    # "language" the source had stays as it was (it named this language).
    record.setdefault("language", document.language)
    record["label"] = [[span.start, span.end, span.label.name] for span in spans]
    if spans and len(document.text.encode("utf-16-le")) != 2 * len(document.text):
        # Offsets here count code points; where UTF-16 units would differ (a
        # character outside the BMP), say so, so that importing this file again
        # does not have to guess (annotation/corpus/importers/offsets.py).
        record["offset_unit"] = "code_point"
    record["Comments"] = list(document.comments)
    return record


def _user_span(span: Span) -> dict[str, Any]:
    return {
        "start_offset": span.start,
        "end_offset": span.end,
        "label": span.label.name,
        "user": span.annotator,
    }


def _write_line(stream: IO[str], record: dict[str, Any]) -> None:
    stream.write(json.dumps(record, ensure_ascii=False))
    stream.write("\n")


def export_doccano_jsonl(
    *, project: Project, out: Path, progress: Progress | None = None
) -> int:
    count = 0
    with atomic_path(out) as path, path.open("w", encoding="utf-8", newline="\n") as f:
        for document in _documents(project, progress=progress):
            _write_line(f, doccano_record(document, list(document.spans.all())))
            count += 1
    return count


def project_annotators(project: Project) -> list[str]:
    return sorted(
        Span.objects.filter(document__project=project)
        .order_by("annotator")  # the default ordering would make distinct() useless
        .values_list("annotator", flat=True)
        .distinct()
    )


def member_names(annotators: list[str]) -> dict[str, str]:
    """annotator -> zip member for the names a member's stem carries exactly.

    The importer takes a member's stem as its annotator, skips names starting with a
    dot and reads ``all`` as "no annotator"; zip readers on case-insensitive file
    systems merge names that differ only in case. Other names are left out here and
    travel in ``all.jsonl`` (see the module docstring).
    """
    names: dict[str, str] = {}
    folded: set[str] = set()
    for annotator in annotators:
        if (
            not annotator
            or annotator.casefold() == "all"
            or annotator.startswith(".")
            or "/" in annotator
            or "\\" in annotator
            or annotator.casefold() in folded
            or Path(f"{annotator}.jsonl").stem != annotator
        ):
            continue
        folded.add(annotator.casefold())
        names[annotator] = f"{annotator}.jsonl"
    return names


def export_doccano_zip(
    *, project: Project, out: Path, progress: Progress | None = None
) -> int:
    """One member per annotator, each with every document (doccano's per-user
    layout); ``all.jsonl`` for spans without annotator and names a member cannot
    carry."""
    annotators = project_annotators(project)
    members = member_names(annotators)
    in_all = [name for name in annotators if name not in members]
    passes: list[tuple[str, list[str]]] = [
        (member, [annotator]) for annotator, member in members.items()
    ]
    if in_all or not passes:
        passes.append(("all.jsonl", in_all))
    count = 0
    per_pass = Document.objects.filter(project=project).count() if progress else 0
    with (
        atomic_path(out) as path,
        zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive,
    ):
        # One pass per member keeps memory flat; zip members cannot be interleaved.
        for index, (member, names) in enumerate(passes):
            count = 0
            wanted = set(names)
            with archive.open(member, "w") as raw:
                for document in _documents(
                    project,
                    progress=progress,
                    before=index * per_pass,
                    total=len(passes) * per_pass,
                ):
                    spans = [s for s in document.spans.all() if s.annotator in wanted]
                    record = doccano_record(document, [])
                    if member == "all.jsonl":
                        # Spans without annotator as pairs; others name their user.
                        record["label"] = [
                            [s.start, s.end, s.label.name]
                            if not s.annotator
                            else _user_span(s)
                            for s in spans
                        ]
                    else:
                        record["label"] = [
                            [s.start, s.end, s.label.name] for s in spans
                        ]
                    line = json.dumps(record, ensure_ascii=False)
                    raw.write(line.encode("utf-8") + b"\n")
                    count += 1
    return count


def export_notes(*, project: Project, format: str, archive: bool = False) -> list[str]:
    """What a format cannot carry of this project, said before anyone relies on it.

    ``archive``: doccano written as a per-annotator zip (which keeps annotators).
    Cheap enough for the project page: it stops at the first example of each.
    """
    notes: list[str] = []
    if format != "doccano":
        return notes
    if not archive:
        annotators = (
            Span.objects.filter(document__project=project)
            .order_by("annotator")
            .values_list("annotator", flat=True)
            .distinct()[:2]
        )
        if len(annotators) > 1:
            notes.append(
                "Spans of several annotators go into one JSONL file, which cannot say "
                "whose a span is: export a per-annotator zip (manage.py export_corpus "
                "--out NAME.zip) or TAB to keep them."
            )
    described = (
        Span.objects.filter(document__project=project)
        .exclude(entity="", identifier_type="", confidential_status="", attributes={})
        .exists()
    )
    if described:
        notes.append(
            "Spans have entity ids, identifier types, confidential statuses or other "
            "attributes (TAB's mention keys), which doccano's format cannot hold. "
            "Export TAB to keep them."
        )
    if _has_meta_object(project.pk):
        notes.append(
            'Documents have a metadata key "meta" holding an object: doccano\'s '
            "re-import merges its keys into the top level of the metadata. Export TAB "
            "to keep it as it is."
        )
    return notes


# Project id -> (the state of its documents, whether a document's metadata has a
# "meta" object). See _has_meta_object.
_META_OBJECTS: dict[int, tuple[tuple[Any, ...], bool]] = {}
sealed.on_reset(_META_OBJECTS.clear)


def _has_meta_object(project_id: int) -> bool:
    """Whether a document of the project has a metadata key "meta" holding an object.

    Metadata is sealed at rest, so its keys are read here, not in SQL: each
    document's metadata is opened. That is kept per process for as long as the
    project's documents stay as they are (metadata changes only in an import, which
    adds a ``CorpusImport`` row), so the project page, which asks on every view,
    opens them once (issue 24: the page stays as fast as before).
    """
    documents = Document.objects.filter(project_id=project_id)
    state = (
        *documents.aggregate(n=Count("id"), last=Max("id")).values(),
        CorpusImport.objects.filter(project_id=project_id).aggregate(last=Max("id"))[
            "last"
        ],
    )
    held = _META_OBJECTS.get(project_id)
    if held is not None and held[0] == state:
        return held[1]
    if keyring.state():
        return False  # the metadata cannot be read: nothing to say, nothing kept
    metas = (
        documents.exclude(metadata={})
        .values_list("metadata", flat=True)
        .iterator(chunk_size=CHUNK)
    )
    found = any(isinstance(metadata.get("meta"), dict) for metadata in metas)
    _META_OBJECTS[project_id] = (state, found)
    return found


def tab_mention(span: Span, text: str) -> dict[str, Any]:
    attributes = dict(span.attributes)
    mention: dict[str, Any] = {
        "entity_type": attributes.pop("entity_type", span.label.name),
        "entity_mention_id": attributes.pop(
            "entity_mention_id", span.external_id or f"span{span.pk}"
        ),
        "start_offset": span.start,
        "end_offset": span.end,
        "span_text": attributes.pop("span_text", text[span.start : span.end]),
        "identifier_type": span.identifier_type or None,
        "entity_id": span.entity or None,
        "confidential_status": span.confidential_status or None,
    }
    if "edit_type" in attributes:
        # Only TAB's own annotators set it; inventing one would add it on re-import.
        mention["edit_type"] = attributes.pop("edit_type")
    for key, value in attributes.items():
        mention.setdefault(key, value)
    return mention


def tab_record(document: Document, spans: list[Span]) -> dict[str, Any]:
    record: dict[str, Any] = {"doc_id": document.external_id, "text": document.text}
    for key, value in document.metadata.items():
        record.setdefault(key, value)
    record.setdefault("language", document.language)
    annotations: dict[str, dict[str, list[dict[str, Any]]]] = {}
    for span in spans:
        block = annotations.setdefault(span.annotator, {"entity_mentions": []})
        block["entity_mentions"].append(tab_mention(span, document.text))
    record["annotations"] = annotations
    if document.comments:
        # TAB has no comments; doccano's key, which the TAB importer reads back.
        record["Comments"] = list(document.comments)
    return record


def export_tab(*, project: Project, out: Path, progress: Progress | None = None) -> int:
    count = 0
    with (
        atomic_path(out) as path,
        path.open("w", encoding="utf-8", newline="\n") as stream,
    ):
        stream.write("[")
        for document in _documents(project, progress=progress):
            stream.write(",\n" if count else "\n")
            record = tab_record(document, list(document.spans.all()))
            stream.write(json.dumps(record, ensure_ascii=False))
            count += 1
        stream.write("\n]\n")
    return count
