"""Writing parsed documents to the database in batches, merging repeated documents.

A document's external id may come again: in each annotator's file of a zip, or in a
later import into the same project. With the same text the records merge: the new spans
are added (each keeps its annotator), comments not already there are appended, metadata
keys not already there are added (a key with a different value keeps the first value,
with a warning). With a different text it is an error, since the spans of one cannot be
read on the other.

Memory: the loader keeps one small entry per external id (a 16-byte digest of the text
and the row id), and at most ``batch_size`` pending documents.

Flags, recomputed over all of a document's spans whenever spans are added to it:
- ``duplicate``: same start, end and label as a span that came earlier (the first one of
  a group is not flagged, so taking the spans without the flag takes each annotation
  once; two annotators who agree produce one unflagged span and one duplicate);
- ``overlapping``: shares a character with a span of a different start, end or label;
- ``whitespace_padded``: the span's text starts or ends with whitespace (kept as it is);
- ``crosses_newline``: the span's text contains a line break.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

from django.db import connection
from django.db.models import Max

from annotation.importers import ParsedDocument, ParsedSpan, guess_category
from annotation.models import CorpusImport, Document, Label, Project, Span

FLAG_FIELDS = ("overlapping", "duplicate", "whitespace_padded", "crosses_newline")


def _digest(text: str) -> bytes:
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest()


def span_flags(text: str, spans: list[tuple[int, int, str]]) -> list[tuple[bool, ...]]:
    """(overlapping, duplicate, whitespace_padded, crosses_newline) for each span, in
    order."""
    overlapping = [False] * len(spans)
    duplicate = [False] * len(spans)
    seen: set[tuple[int, int, str]] = set()
    for index, key in enumerate(spans):
        if key in seen:
            duplicate[index] = True
        seen.add(key)
    # Sweep by start: a span overlaps those still open when it starts.
    order = sorted(range(len(spans)), key=lambda i: (spans[i][0], spans[i][1]))
    open_spans: list[int] = []
    for index in order:
        start = spans[index][0]
        open_spans = [j for j in open_spans if spans[j][1] > start]
        for j in open_spans:
            if spans[j] != spans[index]:
                overlapping[j] = overlapping[index] = True
        open_spans.append(index)
    flags: list[tuple[bool, ...]] = []
    for index, (start, end, _label) in enumerate(spans):
        piece = text[start:end]
        flags.append(
            (
                overlapping[index],
                duplicate[index],
                bool(piece) and (piece[0].isspace() or piece[-1].isspace()),
                "\n" in piece or "\r" in piece,
            )
        )
    return flags


@dataclass
class _Known:
    digest: bytes
    pk: int | None  # None: not written yet (in the pending batch, or writing stopped)


@dataclass
class _Merge:
    """Records for a document already written, waiting for the next flush."""

    pk: int
    records: list[ParsedDocument] = field(default_factory=list)


@dataclass
class Outcome:
    error: str | None = None
    warnings: list[str] = field(default_factory=list)
    merged: bool = False


class CorpusLoader:
    """Adds parsed documents to ``project``; call :meth:`flush` at the end.

    ``writing`` turns off when an import is going to be refused: the loader then only
    checks ids (so every conflict is still reported) and writes nothing more.
    """

    def __init__(
        self,
        *,
        project: Project,
        corpus_import: CorpusImport,
        batch_size: int = 500,
    ) -> None:
        self.project = project
        self.corpus_import = corpus_import
        self.batch_size = batch_size
        self.writing = True
        self.documents = 0
        self.spans = 0
        self.merged = 0
        self.flush_warnings: list[tuple[str, int, str]] = []
        self._known: dict[str, _Known] = {}
        for external_id, pk, text in (
            Document.objects.filter(project=project)
            .values_list("external_id", "pk", "text")
            .iterator(chunk_size=2000)
        ):
            self._known[external_id] = _Known(_digest(text), pk)
        self._labels = {
            label.name: label for label in Label.objects.filter(project=project)
        }
        last = Document.objects.filter(project=project).aggregate(m=Max("position"))[
            "m"
        ]
        self._position = 0 if last is None else last + 1
        self._new: dict[str, ParsedDocument] = {}
        self._merges: dict[int, _Merge] = {}
        self._json_prep = Span._meta.get_field("attributes").get_db_prep_save

    # --- adding
    def add(self, document: ParsedDocument) -> Outcome:
        digest = _digest(document.text)
        known = self._known.get(document.external_id)
        if known is None:
            self._known[document.external_id] = _Known(digest, None)
            if self.writing:
                self._new[document.external_id] = document
                self._maybe_flush()
            return Outcome()
        if known.digest != digest:
            return Outcome(
                error=(
                    f"document {document.external_id!r} came before with a different "
                    "text; ids must name one text"
                )
            )
        if not self.writing:
            return Outcome(merged=True)
        self.merged += 1
        pending = self._new.get(document.external_id)
        if pending is not None:
            return Outcome(warnings=_merge_into(pending, document), merged=True)
        assert known.pk is not None
        self._merges.setdefault(known.pk, _Merge(known.pk)).records.append(document)
        self._maybe_flush()
        return Outcome(merged=True)

    def stop_writing(self) -> None:
        self.writing = False
        self._new.clear()
        self._merges.clear()

    def _maybe_flush(self) -> None:
        if len(self._new) + len(self._merges) >= self.batch_size:
            self.flush()

    # --- writing
    def flush(self) -> None:
        if not self.writing:
            return
        self._write_new()
        self._write_merges()

    def _label(self, name: str) -> Label:
        label = self._labels.get(name)
        if label is None:
            label, _ = Label.objects.get_or_create(
                project=self.project,
                name=name,
                defaults={"category": guess_category(name)},
            )
            self._labels[name] = label
        return label

    def _span_row(
        self, span: ParsedSpan, document_id: int, flags: tuple[bool, ...]
    ) -> tuple[Any, ...]:
        """A row for :func:`_insert_spans`, in ``SPAN_COLUMNS`` order."""
        return (
            document_id,
            span.start,
            span.end,
            self._label(span.label).pk,
            span.annotator,
            span.entity,
            span.external_id,
            span.identifier_type,
            span.confidential_status,
            self._json_prep(span.attributes, connection),
            *flags,
        )

    def _write_new(self) -> None:
        if not self._new:
            return
        parsed = list(self._new.values())
        self._new.clear()
        rows = []
        for document in parsed:
            rows.append(
                Document(
                    project=self.project,
                    external_id=document.external_id,
                    text=document.text,
                    language=document.language or self.project.language,
                    metadata=document.metadata,
                    comments=document.comments,
                    source_file=document.file[:500],
                    source_line=document.line,
                    position=self._position,
                    corpus_import=self.corpus_import,
                )
            )
            self._position += 1
        # SQLite >= 3.35 and PostgreSQL return the new ids from a bulk insert.
        Document.objects.bulk_create(rows, batch_size=self.batch_size)
        spans: list[tuple[Any, ...]] = []
        for row, document in zip(rows, parsed, strict=True):
            self._known[document.external_id].pk = row.pk
            flags = span_flags(
                document.text, [(s.start, s.end, s.label) for s in document.spans]
            )
            spans.extend(
                self._span_row(span, row.pk, flag)
                for span, flag in zip(document.spans, flags, strict=True)
            )
        _insert_spans(spans)
        self.documents += len(rows)
        self.spans += len(spans)

    def _write_merges(self) -> None:
        if not self._merges:
            return
        merges = dict(self._merges)
        self._merges.clear()
        documents = Document.objects.in_bulk(list(merges))
        existing: dict[int, list[Span]] = {pk: [] for pk in merges}
        for span in (
            Span.objects.filter(document_id__in=list(merges))
            .select_related("label")
            .order_by("id")
        ):
            existing[span.document_id].append(span)
        changed_documents: list[Document] = []
        changed_spans: list[Span] = []
        new_spans: list[tuple[Any, ...]] = []
        for pk, merge in merges.items():
            document = documents[pk]
            before = (dict(document.metadata), list(document.comments))
            added: list[ParsedSpan] = []
            for record in merge.records:
                for message in _merge_fields(document, record):
                    self.flush_warnings.append((record.file, record.line, message))
                added.extend(record.spans)
            if (document.metadata, document.comments) != before:
                changed_documents.append(document)
            old = existing[pk]
            keys = [(s.start, s.end, s.label.name) for s in old]
            keys += [(s.start, s.end, s.label) for s in added]
            flags = span_flags(document.text, keys)
            for span, flag in zip(old, flags, strict=False):
                if tuple(getattr(span, name) for name in FLAG_FIELDS) != flag:
                    for name, value in zip(FLAG_FIELDS, flag, strict=True):
                        setattr(span, name, value)
                    changed_spans.append(span)
            new_spans.extend(
                self._span_row(span, pk, flag)
                for span, flag in zip(added, flags[len(old) :], strict=True)
            )
        if changed_documents:
            Document.objects.bulk_update(changed_documents, ["metadata", "comments"])
        if changed_spans:
            Span.objects.bulk_update(changed_spans, list(FLAG_FIELDS), batch_size=500)
        _insert_spans(new_spans)
        self.spans += len(new_spans)


SPAN_COLUMNS = (
    "document_id", "start", "end", "label_id", "annotator", "entity", "external_id",
    "identifier_type", "confidential_status", "attributes", *FLAG_FIELDS,
)  # fmt: skip
SPAN_INSERT_BATCH = 2000


def _insert_spans(rows: list[tuple[Any, ...]]) -> None:
    """Insert span rows with one prepared statement.

    ``bulk_create`` spent about 85 % of an import preparing each field of each Span
    instance (15 fields × every span); the values here are already plain, and the one
    JSON column is prepared by its own field, so this is the same insert without that
    cost, on SQLite and PostgreSQL alike.
    """
    if not rows:
        return
    quote = connection.ops.quote_name
    table = quote(Span._meta.db_table)
    columns = ", ".join(quote(column) for column in SPAN_COLUMNS)
    placeholders = ", ".join(["%s"] * len(SPAN_COLUMNS))
    sql = f"INSERT INTO {table} ({columns}) VALUES ({placeholders})"
    with connection.cursor() as cursor:
        for start in range(0, len(rows), SPAN_INSERT_BATCH):
            cursor.executemany(sql, rows[start : start + SPAN_INSERT_BATCH])


def _merge_metadata(
    metadata: dict[str, Any], comments: list[Any], record: ParsedDocument
) -> list[str]:
    warnings = []
    for key, value in record.metadata.items():
        if key not in metadata:
            metadata[key] = value
        elif metadata[key] != value:
            warnings.append(
                f"document {record.external_id!r}: metadata {key!r} is {value!r} here "
                f"but {metadata[key]!r} earlier; kept the earlier value"
            )
    for comment in record.comments:
        if comment not in comments:
            comments.append(comment)
    return warnings


def _merge_into(pending: ParsedDocument, record: ParsedDocument) -> list[str]:
    pending.spans.extend(record.spans)
    return _merge_metadata(pending.metadata, pending.comments, record)


def _merge_fields(document: Document, record: ParsedDocument) -> list[str]:
    document.metadata = dict(document.metadata)
    document.comments = list(document.comments)
    return _merge_metadata(document.metadata, document.comments, record)
