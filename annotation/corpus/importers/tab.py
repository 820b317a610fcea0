"""Reading Text Anonymization Benchmark (TAB) documents, one list element at a time.

Every annotator's ``entity_mentions`` become spans with ``annotator`` = the annotator
key, ``entity`` = ``entity_id`` (the coreference chain), ``identifier_type`` and
``confidential_status`` in their columns; ``entity_type`` is the label, and it is also
kept, with ``entity_mention_id``, ``edit_type``, ``span_text`` and any other key of the
mention, in ``Span.attributes`` so an export writes the mention back as it came.
Document keys other than ``doc_id``/``text``/``annotations`` (``dataset_type``,
``meta``, ``task``, ``quality_checked``...) become metadata as they are.

TAB offsets count code points (the benchmark is made in Python), so no UTF-16 reading is
tried; a ``span_text`` that differs from the slice is reported as a warning and the
offsets are kept, since they are what the benchmark's own scripts use.
"""

from __future__ import annotations

from typing import Any

from annotation.corpus.importers import (
    NO_ATTRIBUTES,
    SPAN_ENTITY,
    ParsedDocument,
    ParsedSpan,
    ParseResult,
    RecordInvalid,
    attributes_json,
    check_text,
    id_warning,
    normalize_id,
    normalize_offset,
)
from annotation.corpus.models import IdentifierType

DOC_KEYS = {"doc_id", "text", "annotations"}
# The lengths of the columns these go to (annotation.corpus.models.Span, Document).
MAX_ID = 200
MAX_LABEL = 200
MAX_ANNOTATOR = 150
MAX_STATUS = 50
# Mention keys with a column of their own; every other key goes to attributes.
_COLUMN_KEYS = {
    "start_offset",
    "end_offset",
    "identifier_type",
    "entity_id",
    "confidential_status",
}
_IDENTIFIER_TYPES = {choice.value for choice in IdentifierType if choice.value}


def parse_tab_record(
    obj: Any, *, file: str, line: int, index: int, stem: str
) -> ParseResult:
    """One TAB document (the ``index``-th of its list, 1-based). Raises
    RecordInvalid."""
    where = f"document {index}"
    if not isinstance(obj, dict):
        raise RecordInvalid(
            [f"{where}: must be a JSON object, not {type(obj).__name__}"]
        )
    reasons: list[str] = []
    warnings: list[str] = []

    external_id: str | None = None
    try:
        external_id = normalize_id(obj.get("doc_id"))
    except ValueError as exc:
        reasons.append(f"{where}: {exc}")
    spaced = id_warning(obj.get("doc_id"), external_id)
    if spaced:
        warnings.append(f"{where}: {spaced}")
    if external_id is None and not reasons:
        external_id = f"{stem}:{line}"
        warnings.append(f"{where} has no doc_id; gave it the id {external_id!r}")
    if external_id is not None and len(external_id) > MAX_ID:
        reasons.append(f"{where}: doc_id is longer than {MAX_ID} characters")

    if "text" not in obj:
        reasons.append(f"{where}: missing text")
        text = ""
    else:
        text = obj["text"]
        problems = check_text(text)
        reasons.extend(f"{where}: {problem}" for problem in problems)
        if problems:
            text = ""

    spans: list[ParsedSpan] = []
    annotations = obj.get("annotations")
    if annotations is None:
        annotations = {}
    if not isinstance(annotations, dict):
        reasons.append(f"{where}: annotations must be an object keyed by annotator")
        annotations = {}
    for annotator, block in annotations.items():
        if not isinstance(block, dict) or not isinstance(
            block.get("entity_mentions", []), list
        ):
            reasons.append(
                f"{where}: annotator {annotator!r} has no entity_mentions list"
            )
            continue
        extra = set(block) - {"entity_mentions"}
        if extra:
            # No column can hold annotator-level keys; say so rather than lose them
            # quietly.
            warnings.append(
                f"{where}: annotator {annotator!r} keys {sorted(extra)} "
                "are not imported"
            )
        if len(annotator) > MAX_ANNOTATOR:
            reasons.append(
                f"{where}: annotator name {annotator[:40]!r}... is longer than "
                f"{MAX_ANNOTATOR} characters"
            )
            continue
        no_entity = 0
        for number, mention in enumerate(block.get("entity_mentions", []), start=1):
            span, problem, warning = _parse_mention(
                mention, text=text, annotator=annotator
            )
            if span is not None:
                spans.append(span)
                if not span[SPAN_ENTITY]:
                    no_entity += 1
            if problem or warning:
                where_mention = f"{where}, annotator {annotator!r}, mention {number}"
                if problem:
                    reasons.append(f"{where_mention}: {problem}")
                if warning:
                    warnings.append(f"{where_mention}: {warning}")
        if no_entity:
            warnings.append(
                f"{where}, annotator {annotator!r}: {no_entity} mentions have no "
                "entity_id (kept without a coreference link to other mentions)"
            )

    if reasons:
        raise RecordInvalid(reasons)
    assert external_id is not None
    # pseudoweb's TAB export writes a document's comments under doccano's key.
    has_comments = isinstance(obj.get("Comments"), list)
    comments: list[Any] = list(obj["Comments"]) if has_comments else []
    metadata = {
        key: value
        for key, value in obj.items()
        if key not in DOC_KEYS and not (key == "Comments" and has_comments)
    }
    return ParseResult(
        document=ParsedDocument(
            external_id=external_id,
            text=text,
            metadata=metadata,
            comments=comments,
            spans=spans,
            file=file,
            line=line,
        ),
        warnings=warnings,
    )


def _parse_mention(
    mention: Any, *, text: str, annotator: str
) -> tuple[ParsedSpan | None, str | None, str | None]:
    """(span, problem, warning) for one entity mention."""
    if type(mention) is not dict:
        return None, "a mention must be an object", None
    start, end = mention.get("start_offset"), mention.get("end_offset")
    if type(start) is not int or type(end) is not int:
        start, end = normalize_offset(start), normalize_offset(end)
        if start is None or end is None:
            return None, "start_offset and end_offset must be integers", None
    if start >= end:
        return None, f"span [{start}, {end}] starts at or after its end", None
    if start < 0 or end > len(text):
        return (
            None,
            f"span [{start}, {end}] out of range: the text has {len(text)} characters",
            None,
        )
    label = mention.get("entity_type")
    if type(label) is not str or not label or label.isspace():
        return None, "entity_type (the label) is missing", None
    identifier_type = mention.get("identifier_type") or ""
    if identifier_type not in _IDENTIFIER_TYPES and identifier_type != "":
        return None, f"unknown identifier_type {identifier_type!r}", None
    entity = mention.get("entity_id")
    entity = "" if entity is None else str(entity)
    confidential = mention.get("confidential_status")
    confidential = "" if confidential is None else str(confidential)
    mention_id = mention.get("entity_mention_id")
    mention_id = "" if mention_id is None else str(mention_id)
    # Columns are this long; nothing is cut to fit.
    for name, value, limit in (
        ("entity_type", label, MAX_LABEL),
        ("entity_id", entity, MAX_ID),
        ("entity_mention_id", mention_id, MAX_ID),
        ("confidential_status", confidential, MAX_STATUS),
    ):
        if len(value) > limit:
            return None, f"{name} is longer than {limit} characters", None
    attributes = {k: v for k, v in mention.items() if k not in _COLUMN_KEYS}
    warning = None
    span_text = mention.get("span_text")
    if span_text is not None and span_text != text[start:end]:
        warning = (
            f"span_text {span_text!r} differs from the text at [{start}, {end}] "
            f"({text[start:end]!r}); kept the offsets"
        )
    return (
        (
            start,
            end,
            label,
            annotator,
            entity,
            mention_id,
            identifier_type,
            confidential,
            attributes_json(attributes) if attributes else NO_ATTRIBUTES,
        ),
        None,
        warning,
    )
