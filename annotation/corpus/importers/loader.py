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
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from functools import cached_property
from itertools import groupby
from typing import Any

from django.db import connection
from django.db.models import Max

from annotation.corpus import sealed
from annotation.corpus.crypto import DataKey
from annotation.corpus.importers import (
    NO_ATTRIBUTES,
    ParsedDocument,
    ParsedSpan,
    attributes_json,
    guess_category,
)
from annotation.corpus.keys import keyring
from annotation.corpus.label_reading import SAMPLE, wants_reading
from annotation.corpus.models import CorpusImport, Document, Label, Project, Span

FLAG_FIELDS = ("overlapping", "duplicate", "whitespace_padded", "crosses_newline")


def _digest(text: str) -> bytes:
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest()


Flags = tuple[bool, bool, bool, bool]
_NONE: frozenset[int] = frozenset()


def _overlaps_and_duplicates(
    spans: Sequence[Sequence[Any]],
) -> tuple[AbstractSet[int], AbstractSet[int]]:
    """(indexes of overlapping spans, indexes of duplicates) among ``spans``, whose
    first three items are start, end and label. Both are usually empty, which one
    sorted pass shows; only then is the quadratic sweep run."""
    # Spans in file order are usually sorted and disjoint: one pass, nothing built.
    furthest = -1
    for span in spans:
        if span[0] < furthest:
            break
        furthest = span[1]
    else:
        return _NONE, _NONE
    count = len(spans)
    keys = [tuple(span[:3]) for span in spans]
    duplicate: set[int] = set()
    if len(set(keys)) != count:
        seen: set[tuple[Any, ...]] = set()
        for index, key in enumerate(keys):
            if key in seen:
                duplicate.add(index)
            seen.add(key)
    order = sorted(range(count), key=keys.__getitem__)
    furthest = -1
    for index in order:
        start, end = keys[index][0], keys[index][1]
        if start < furthest:
            break
        furthest = max(furthest, end)
    else:
        return set(), duplicate
    # Sweep by start: a span overlaps those still open when it starts.
    overlapping: set[int] = set()
    open_spans: list[int] = []
    for index in order:
        start = keys[index][0]
        open_spans = [j for j in open_spans if keys[j][1] > start]
        for j in open_spans:
            if keys[j] != keys[index]:
                overlapping.add(j)
                overlapping.add(index)
        open_spans.append(index)
    return overlapping, duplicate


def _padded(text: str, start: int, end: int) -> bool:
    return text[start].isspace() or text[end - 1].isspace()


def _crosses_newline(text: str, start: int, end: int) -> bool:
    return text.find("\n", start, end) >= 0 or text.find("\r", start, end) >= 0


def span_flags(text: str, spans: Sequence[Sequence[Any]]) -> list[Flags]:
    """(overlapping, duplicate, whitespace_padded, crosses_newline) for each span, in
    order; a span's first three items are its start, end and label."""
    overlapping, duplicate = _overlaps_and_duplicates(spans)
    return [
        (
            index in overlapping,
            index in duplicate,
            _padded(text, span[0], span[1]),
            _crosses_newline(text, span[0], span[1]),
        )
        for index, span in enumerate(spans)
    ]


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
        self._label_ids: dict[str, int] = dict(
            Label.objects.filter(project=project).values_list("name", "pk")
        )
        # Labels this import created whose names gave no category: span texts for
        # label_reading, which reads their category from them at the end.
        self.label_samples: dict[str, list[str]] = {}
        last = Document.objects.filter(project=project).aggregate(m=Max("position"))[
            "m"
        ]
        self._position = 0 if last is None else last + 1
        self._new: dict[str, ParsedDocument] = {}
        self._merges: dict[int, _Merge] = {}

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

    def _label_id(self, name: str) -> int:
        label_id = self._label_ids.get(name)
        if label_id is None:
            label, created = Label.objects.get_or_create(
                project=self.project,
                name=name,
                defaults={"category": guess_category(name)},
            )
            label_id = self._label_ids[name] = label.pk
            if created and wants_reading(name, label.category):
                self.label_samples[name] = []
        return label_id

    def _span_rows(
        self,
        rows: list[tuple[Any, ...]],
        document_id: int,
        text: str,
        spans: Sequence[ParsedSpan],
        overlapping: AbstractSet[int],
        duplicate: AbstractSet[int],
        offset: int = 0,
    ) -> None:
        """Add to ``rows`` the database rows of ``spans`` (see
        :func:`_insert_spans`), flags computed in the same pass. ``offset``: the index
        of ``spans[0]`` in the sets (a merge counts the document's earlier spans
        first)."""
        label_ids = self._label_ids
        append = rows.append
        find = text.find
        carriage = "\r" in text
        seal = self._key.seal
        samples = self.label_samples
        for index, span in enumerate(spans, start=offset):
            start, end, label, annotator, entity, external, kind, status, attrs = span
            if attrs != NO_ATTRIBUTES:
                # Sealed at rest (issue 24): a JSON string holding the sealed object.
                # A sealed value is ASCII with nothing JSON escapes (crypto.py), so
                # quoting it is all its JSON takes.
                attrs = f'"{seal(attrs)}"'
            label_id = label_ids.get(label) or self._label_id(label)
            if samples:
                sample = samples.get(label)
                if sample is not None and len(sample) < SAMPLE:
                    sample.append(text[start:end])
            flags = (
                index in overlapping,
                index in duplicate,
                text[start].isspace() or text[end - 1].isspace(),
                find("\n", start, end) >= 0
                or (carriage and find("\r", start, end) >= 0),
            )
            if (
                flags == NO_FLAGS
                and attrs == NO_ATTRIBUTES
                and not (entity or external or kind or status)
            ):
                append((document_id, start, end, label_id, annotator))
            else:
                append(
                    (
                        document_id, start, end, label_id, annotator, entity,
                        external, kind, status, attrs, *flags,
                    )
                )  # fmt: skip

    @cached_property
    def _key(self) -> DataKey:
        return keyring.for_project(self.project.pk)

    def _sealed_json(self, value: Any) -> str:
        if not value:
            return attributes_json(value)
        return attributes_json(self._key.seal(attributes_json(value)))

    def _document(self, document: ParsedDocument) -> tuple[Any, ...]:
        """The row of a new document, in ``DOCUMENT_COLUMNS`` order. A new
        per-document field read from the file goes on :class:`ParsedDocument`, in
        ``DOCUMENT_COLUMNS`` and here."""
        row = (
            self.project.pk,
            self.corpus_import.pk,
            self._position,
            document.external_id,
            # Sealed at rest with the project's key (annotation/corpus/sealed.py).
            self._key.seal(document.text),
            document.language or self.project.language,
            self._sealed_json(document.metadata),
            self._sealed_json(document.comments),
            document.file[:500],
            document.line,
        )
        self._position += 1
        return row

    def _write_new(self) -> None:
        if not self._new:
            return
        parsed = list(self._new.values())
        self._new.clear()
        first = self._position
        _insert_rows(Document, DOCUMENT_COLUMNS, [self._document(d) for d in parsed])
        # The new ids, by position: positions are this import's own (the filter on
        # the import keeps a concurrent import's rows out).
        ids = dict(
            Document.objects.filter(
                project=self.project,
                corpus_import=self.corpus_import,
                position__gte=first,
                position__lt=self._position,
            ).values_list("position", "pk")
        )
        spans: list[tuple[Any, ...]] = []
        for position, document in enumerate(parsed, start=first):
            pk = ids[position]
            self._known[document.external_id].pk = pk
            if document.spans:
                overlapping, duplicate = _overlaps_and_duplicates(document.spans)
                self._span_rows(
                    spans, pk, document.text, document.spans, overlapping, duplicate
                )
        _insert_spans(spans)
        self.documents += len(parsed)
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
            keys: list[tuple[int, int, str]] = [
                (s.start, s.end, s.label.name) for s in old
            ]
            keys += [span[:3] for span in added]
            overlapping, duplicate = _overlaps_and_duplicates(keys)
            for index, span in enumerate(old):
                flag = (
                    index in overlapping,
                    index in duplicate,
                    _padded(document.text, span.start, span.end),
                    _crosses_newline(document.text, span.start, span.end),
                )
                if tuple(getattr(span, name) for name in FLAG_FIELDS) != flag:
                    for name, value in zip(FLAG_FIELDS, flag, strict=True):
                        setattr(span, name, value)
                    changed_spans.append(span)
            self._span_rows(
                new_spans,
                pk,
                document.text,
                added,
                overlapping,
                duplicate,
                offset=len(old),
            )
        if changed_documents:
            sealed.bulk_update(Document, changed_documents, ["metadata", "comments"])
        if changed_spans:
            Span.objects.bulk_update(changed_spans, list(FLAG_FIELDS), batch_size=500)
        _insert_spans(new_spans)
        self.spans += len(new_spans)


SPAN_COLUMNS = (
    "document_id", "start", "end", "label_id", "annotator", "entity", "external_id",
    "identifier_type", "confidential_status", "attributes", *FLAG_FIELDS,
)  # fmt: skip
NO_FLAGS = (False, False, False, False)
# The values of SPAN_COLUMNS after the annotator in a span that has none of its own:
# most spans of a doccano export.
PLAIN_TAIL = ("", "", "", "", NO_ATTRIBUTES, *NO_FLAGS)
_PLAIN_SQL_VALUES = ("''", "''", "''", "''", "'{}'", "0", "0", "0", "0")


DOCUMENT_COLUMNS = (
    "project_id", "corpus_import_id", "position", "external_id", "text", "language",
    "metadata", "comments", "source_file", "source_line",
)  # fmt: skip


def _insert_rows(
    model: type[Document], columns: Sequence[str], rows: list[tuple[Any, ...]]
) -> None:
    """Insert plain rows (JSON columns already text): ``COPY`` on PostgreSQL, one
    prepared INSERT on SQLite. ``bulk_create`` prepared every field of every model
    instance, a sixth of a news import's time."""
    if not rows:
        return
    quote = connection.ops.quote_name
    table = quote(model._meta.db_table)
    names = ", ".join(quote(column) for column in columns)
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            with cursor.cursor.copy(f"COPY {table} ({names}) FROM STDIN") as copy:
                for row in rows:
                    copy.write_row(row)
            return
        values = ", ".join(["%s"] * len(columns))
        cursor.executemany(f"INSERT INTO {table} ({names}) VALUES ({values})", rows)


def _insert_spans(rows: list[tuple[Any, ...]]) -> None:
    """Write span rows, in order: ``COPY`` on PostgreSQL, prepared INSERTs on SQLite.

    A row has every column of ``SPAN_COLUMNS``, or only the first five when the rest
    are ``PLAIN_TAIL`` (most spans of a doccano export): on SQLite binding those nine
    constants for every span cost about a third of the insert, so runs of such rows
    go through a statement that has them as literals.

    Rows are plain tuples with the JSON column already text: ``bulk_create`` spent
    about 85 % of an import preparing each field of each Span instance, and on
    PostgreSQL an INSERT per row (``executemany``) cost the server more than twice the
    importing process's own time, where ``COPY`` parses a stream of rows.
    """
    if not rows:
        return
    quote = connection.ops.quote_name
    table = quote(Span._meta.db_table)
    columns = ", ".join(quote(column) for column in SPAN_COLUMNS)
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            with cursor.cursor.copy(f"COPY {table} ({columns}) FROM STDIN") as copy:
                write = copy.write_row
                for row in rows:
                    write(row if len(row) == len(SPAN_COLUMNS) else row + PLAIN_TAIL)
            return
        full = ", ".join(["%s"] * len(SPAN_COLUMNS))
        plain = ", ".join(["%s"] * 5 + list(_PLAIN_SQL_VALUES))
        for width, run in groupby(rows, key=len):
            values = full if width == len(SPAN_COLUMNS) else plain
            cursor.executemany(
                f"INSERT INTO {table} ({columns}) VALUES ({values})", list(run)
            )


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
