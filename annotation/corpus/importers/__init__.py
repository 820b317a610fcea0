"""Corpus importers: the report types every caller shares, and the plain data parsers
return.

Parsers (``doccano.py``, ``tab.py``) turn one JSON record into a :class:`ParsedDocument`
or raise :class:`RecordInvalid`; ``sources.py`` finds the records in a file or zip and
streams them; ``loader.py`` writes them to the database.
``annotation.corpus.services.corpus_import`` ties them together in one transaction.

Offsets in parsed documents are code points into the text (what Python slicing counts):
parsers convert doccano's UTF-16 offsets before anything leaves them.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from typing import Any

import orjson

from annotation.corpus.models import Category


@dataclass
class ImportIssue:
    """One problem found while importing. ``line`` is 1-based in ``file``; None: whole
    file."""

    file: str
    line: int | None
    message: str

    def as_json(self) -> dict[str, Any]:
        return {"file": self.file, "line": self.line, "message": self.message}


# Warnings can come once per record (a generated id, say); past this many, only a count
# is kept so that the report, and memory, do not grow with the file. Errors are all
# kept: every bad line must be reported.
MAX_WARNINGS = 1000


@dataclass
class ImportReport:
    project: str
    documents: int = 0
    spans: int = 0
    errors: list[ImportIssue] = field(default_factory=list)
    warnings: list[ImportIssue] = field(default_factory=list)
    # One per converted document: {"file", "line", "document", "spans"} where "spans" is
    # how many of its spans had their offsets changed.
    offset_conversions: list[dict[str, Any]] = field(default_factory=list)
    imported: bool = False
    warnings_dropped: int = 0
    # How many new documents got each language, and how: {"sv": {"key": 3,
    # "detected": 1, "default": 0}} (annotation/corpus/importers/language.py).
    languages: dict[str, dict[str, int]] = field(default_factory=dict)
    # Labels this import created whose category was read from their spans, because
    # their names said none: {"who": {"category": "PERSON", "reason": "..."}}.
    labels: dict[str, dict[str, Any]] = field(default_factory=dict)

    def error(self, file: str, line: int | None, message: str) -> None:
        self.errors.append(ImportIssue(file, line, message))

    def warn(self, file: str, line: int | None, message: str) -> None:
        if len(self.warnings) < MAX_WARNINGS:
            self.warnings.append(ImportIssue(file, line, message))
        else:
            self.warnings_dropped += 1

    def as_json(self) -> dict[str, Any]:
        warnings = [issue.as_json() for issue in self.warnings]
        if self.warnings_dropped:
            warnings.append(
                {
                    "file": "",
                    "line": None,
                    "message": f"{self.warnings_dropped} more warnings not listed",
                }
            )
        return {
            "project": self.project,
            "documents": self.documents,
            "spans": self.spans,
            "errors": [issue.as_json() for issue in self.errors],
            "warnings": warnings,
            "offset_conversions": list(self.offset_conversions),
            "languages": {
                language: dict(ways) for language, ways in self.languages.items()
            },
            "labels": {name: dict(reading) for name, reading in self.labels.items()},
            "imported": self.imported,
        }


class RecordInvalid(Exception):
    """A record that cannot be imported; ``reasons`` says every reason found in it."""

    def __init__(self, reasons: list[str]) -> None:
        super().__init__("; ".join(reasons))
        self.reasons = reasons


# One parsed span as a plain tuple, in this order:
#   (start, end, label, annotator, entity, external_id, identifier_type,
#    confidential_status, attributes)
# where ``attributes`` is already the JSON text of the span's other keys ("{}" for
# none). A tuple, not an object: an import of news articles holds 70 spans a
# document, and an object per span cost more to build (and to turn into a row) than
# writing the row. The loader prepends the document id and the label id and appends
# the flags to make the database row.
ParsedSpan = tuple[int, int, str, str, str, str, str, str, str]
SPAN_START, SPAN_END, SPAN_LABEL, SPAN_ANNOTATOR, SPAN_ENTITY = 0, 1, 2, 3, 4
NO_ATTRIBUTES = "{}"


def make_span(
    start: int,
    end: int,
    label: str,
    *,
    annotator: str = "",
    entity: str = "",
    external_id: str = "",
    identifier_type: str = "",
    confidential_status: str = "",
    attributes: dict[str, Any] | None = None,
) -> ParsedSpan:
    """A :data:`ParsedSpan` by name, for the parsers' less common shapes."""
    return (
        start,
        end,
        label,
        annotator,
        entity,
        external_id,
        identifier_type,
        confidential_status,
        attributes_json(attributes) if attributes else NO_ATTRIBUTES,
    )


def attributes_json(value: Any) -> str:
    """``value`` as JSON text for a JSON column. orjson is about eight times faster
    than ``json.dumps`` on the small objects of a TAB mention (one per span); it
    refuses integers beyond 64 bits and objects nested deeper than 254, which
    ``json.dumps`` writes."""
    try:
        return orjson.dumps(value).decode()
    except TypeError:
        return json.dumps(value)


@dataclass
class ParsedDocument:
    external_id: str
    text: str
    metadata: dict[str, Any]
    comments: list[Any]
    spans: list[ParsedSpan]
    file: str
    line: int
    # Decided by the import (corpus/importers/language.py); "": the project's.
    language: str = ""


@dataclass
class ParseResult:
    """What a parser says about one record besides the document itself."""

    document: ParsedDocument
    warnings: list[str] = field(default_factory=list)
    # Spans whose offsets were converted from UTF-16 code units (0: none converted).
    converted_spans: int = 0


def normalize_id(value: Any) -> str | None:
    """An external id as text: ints as written, integral floats without ``.0``.

    doccano writes ids as ints, but spreadsheets on the way often make them ``7.0``;
    both must name the same document. Returns None for a missing id; raises ValueError
    for values that cannot be an id (lists, objects, booleans).
    """
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        raise ValueError(f"id {value!r} is not an id")
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f"id {value!r} is not an id")
        if value.is_integer():
            return str(int(value))
        return repr(value)
    if isinstance(value, str):
        return value.strip() or None
    raise ValueError(f"id {value!r} is not an id")


def id_warning(value: Any, external_id: str | None) -> str | None:
    """A warning when the id as written is not the id kept: spaces around a string
    id are dropped (so that ``" 7"`` and ``"7"`` name one document), which merges
    records the file may have meant apart."""
    if isinstance(value, str) and external_id is not None and value != external_id:
        return (
            f"id {value!r} has spaces around it; stored as {external_id!r} (a record "
            "with that id is the same document)"
        )
    return None


def normalize_offset(value: Any) -> int | None:
    """A span offset as an int: ints, and integral floats such as ``12.0``;
    None for anything else (booleans, strings, fractions), which the caller reports."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


def check_text(text: Any) -> list[str]:
    """Reasons a document text cannot be stored (empty list: it can)."""
    if not isinstance(text, str):
        return [f"text is {type(text).__name__}, not a string"]
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        # JSON allows "\ud83d" alone; no database column can hold it.
        return ["text contains an unpaired UTF-16 surrogate"]
    return []


# Checked in this order, so that the specific beats the generic: "email_address" is a
# CODE not a LOC, "company_name" an ORG not a PERSON. A stem matches a word of the label
# that starts with it; stems ending in "$" must match the whole word ("per" is not
# "percent").
_CATEGORY_STEMS: list[tuple[str, tuple[str, ...]]] = [
    (
        Category.CODE,
        (
            "code",
            "id$",
            "number",
            "phone",
            "telephone",
            "email",
            "e-mail",
            "mail$",
            "url",
            "ssn",
            "iban",
            "nr$",
            "account",
            "licen",
        ),
    ),
    (
        Category.QUANTITY,
        (
            "quantit",
            "money",
            "amount",
            "currency",
            "percent",
            "price",
            "sum$",
            "salary",
        ),
    ),
    (Category.DATETIME, ("date", "time", "year", "month", "day", "age$", "birth")),
    (
        Category.ORG,
        (
            "org",
            "company",
            "institution",
            "school",
            "hospital",
            "agency",
            "court",
            "corp",
            "firm",
            "employer",
        ),
    ),
    (
        Category.LOC,
        (
            "loc",
            "geo",
            "gpe",
            "city",
            "cities",
            "country",
            "countries",
            "address",
            "place",
            "street",
            "region",
            "municipal",
            "zip",
        ),
    ),
    (
        Category.DEM,
        (
            "dem$",
            "ethnic",
            "profession",
            "nationalit",
            "religio",
            "occupation",
            "job",
            "gender",
            "race$",
        ),
    ),
    (
        Category.PERSON,
        (
            "person",
            "name",
            "per$",
            "people",
            "patient",
            "candidate",
            "surname",
            "firstname",
            "lastname",
            "fullname",
            "given",
        ),
    ),
]


def guess_category(label: str) -> str:
    """A first guess at a label's category from its words; a project lead corrects it
    later."""
    # words of any script: "idő" (Hungarian "time") is no "id" cut off at its "ő"
    words = [word for word in re.split(r"[^\w-]+|_", label.lower()) if word]
    for category, stems in _CATEGORY_STEMS:
        for stem in stems:
            if stem.endswith("$"):
                if stem[:-1] in words:
                    return str(category)
            elif any(word.startswith(stem) for word in words):
                return str(category)
    return str(Category.MISC)
