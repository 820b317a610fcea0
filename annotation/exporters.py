"""Writing a project's corpus back out: doccano JSONL (or a zip of them) and TAB JSON.

Exports stream: documents are read in chunks with their spans, and written as they come.
Both formats re-import to the same documents, spans, labels, metadata and comments
(``annotation.services.corpus_import``); what a format cannot hold is said here:

- doccano JSONL (the current doccano shape): ``{"id", "text", **metadata, "label":
  [[start, end, label], ...], "Comments": [...]}``. A span's annotator, entity and
  attributes have no place in it. Written as one ``.jsonl`` every span of every
  annotator is in the one file; written as a ``.zip`` each annotator gets
  ``<annotator>.jsonl`` with every document and that annotator's spans (spans without
  annotator go to ``all.jsonl``), which is doccano's own layout and keeps the
  annotators.
- TAB: the benchmark's list of documents, mentions grouped by annotator, with
  ``entity_type``, ``entity_mention_id``, ``edit_type``, ``span_text`` and other mention
  keys taken from what the import kept in ``Span.attributes``; missing ones are filled
  (``entity_type`` = the label, ``span_text`` = the slice) or null.
"""

from __future__ import annotations

import json
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

from django.db.models import Prefetch

from annotation.models import Document, Project, Span

CHUNK = 500
# progress(documents_written, documents_total), for command-line progress bars.
Progress = Callable[[int, int], None]


def _documents(
    project: Project,
    *,
    progress: Progress | None = None,
    before: int = 0,
    total: int | None = None,
) -> Iterator[Document]:
    """The project's documents with their spans; ``progress`` hears of each one given
    (``before`` were given in earlier passes, out of ``total`` in all)."""
    spans = Span.objects.select_related("label").order_by("start", "end", "id")
    documents = (
        Document.objects.filter(project=project)
        .order_by("position", "id")
        .prefetch_related(Prefetch("spans", queryset=spans))
        .iterator(chunk_size=CHUNK)
    )
    if progress is None:
        return documents
    if total is None:
        total = Document.objects.filter(project=project).count()
    return _reporting(documents, progress, before=before, total=total)


def _reporting(
    documents: Iterator[Document], progress: Progress, *, before: int, total: int
) -> Iterator[Document]:
    for done, document in enumerate(documents, start=before + 1):
        yield document
        progress(done, total)


def _export_id(external_id: str) -> int | str:
    """Ids that were ints go out as ints (doccano writes them so); others as text."""
    # isascii: str.isdigit() is true of "²" (which int() refuses) and of "١" (which
    # int() reads as 1, another id).
    if (
        external_id.isascii()
        and external_id.isdigit()
        and (external_id == "0" or not external_id.startswith("0"))
    ):
        return int(external_id)
    return external_id


def doccano_record(document: Document, spans: list[Span]) -> dict[str, Any]:
    record: dict[str, Any] = {
        "id": _export_id(document.external_id),
        "text": document.text,
    }
    for key, value in document.metadata.items():
        # Importers never let metadata take these keys; guard anyway, data wins over
        # shape.
        record.setdefault(key, value)
    record["label"] = [[span.start, span.end, span.label.name] for span in spans]
    if spans and len(document.text.encode("utf-16-le")) != 2 * len(document.text):
        # Offsets here count code points; where UTF-16 units would differ (a
        # character outside the BMP), say so, so that importing this file again
        # does not have to guess (annotation/importers/offsets.py).
        record["offset_unit"] = "code_point"
    record["Comments"] = list(document.comments)
    return record


def _write_line(stream: IO[str], record: dict[str, Any]) -> None:
    stream.write(json.dumps(record, ensure_ascii=False))
    stream.write("\n")


def export_doccano_jsonl(
    *, project: Project, out: Path, progress: Progress | None = None
) -> int:
    count = 0
    with out.open("w", encoding="utf-8", newline="\n") as stream:
        for document in _documents(project, progress=progress):
            _write_line(stream, doccano_record(document, list(document.spans.all())))
            count += 1
    return count


def project_annotators(project: Project) -> list[str]:
    return sorted(
        Span.objects.filter(document__project=project)
        .order_by("annotator")  # the default ordering would make distinct() useless
        .values_list("annotator", flat=True)
        .distinct()
    )


def _member_name(annotator: str) -> str:
    if not annotator:
        return "all.jsonl"
    safe = annotator.replace("/", "_").replace("\\", "_")
    return f"{safe}.jsonl"


def export_doccano_zip(
    *, project: Project, out: Path, progress: Progress | None = None
) -> int:
    """One member per annotator, each with every document (doccano's per-user
    layout)."""
    annotators = project_annotators(project) or [""]
    count = 0
    per_pass = Document.objects.filter(project=project).count() if progress else 0
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        # One pass per annotator keeps memory flat; zip members cannot be interleaved.
        for index, annotator in enumerate(annotators):
            count = 0
            with archive.open(_member_name(annotator), "w") as raw:
                for document in _documents(
                    project,
                    progress=progress,
                    before=index * per_pass,
                    total=len(annotators) * per_pass,
                ):
                    spans = [
                        s for s in document.spans.all() if s.annotator == annotator
                    ]
                    line = json.dumps(
                        doccano_record(document, spans), ensure_ascii=False
                    )
                    raw.write(line.encode("utf-8") + b"\n")
                    count += 1
    return count


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
    annotations: dict[str, dict[str, list[dict[str, Any]]]] = {}
    for span in spans:
        block = annotations.setdefault(span.annotator, {"entity_mentions": []})
        block["entity_mentions"].append(tab_mention(span, document.text))
    record["annotations"] = annotations
    return record


def export_tab(*, project: Project, out: Path, progress: Progress | None = None) -> int:
    count = 0
    with out.open("w", encoding="utf-8", newline="\n") as stream:
        stream.write("[")
        for document in _documents(project, progress=progress):
            stream.write(",\n" if count else "\n")
            record = tab_record(document, list(document.spans.all()))
            stream.write(json.dumps(record, ensure_ascii=False))
            count += 1
        stream.write("\n]\n")
    return count
