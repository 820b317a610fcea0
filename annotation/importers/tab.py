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

from annotation.importers import (
    ParsedDocument,
    ParsedSpan,
    ParseResult,
    RecordInvalid,
    check_text,
    make_span,
    normalize_id,
    normalize_offset,
)
from annotation.models import IdentifierType

DOC_KEYS = {"doc_id", "text", "annotations"}
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
    if external_id is None and not reasons:
        external_id = f"{stem}:{line}"
        warnings.append(f"{where} has no doc_id; gave it the id {external_id!r}")

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
        for number, mention in enumerate(block.get("entity_mentions", []), start=1):
            span, problem, warning = _parse_mention(
                mention, text=text, annotator=str(annotator)
            )
            label = f"{where}, annotator {annotator!r}, mention {number}"
            if problem:
                reasons.append(f"{label}: {problem}")
            elif span is not None:
                spans.append(span)
            if warning:
                warnings.append(f"{label}: {warning}")

    if reasons:
        raise RecordInvalid(reasons)
    assert external_id is not None
    metadata = {key: value for key, value in obj.items() if key not in DOC_KEYS}
    return ParseResult(
        document=ParsedDocument(
            external_id=external_id,
            text=text,
            metadata=metadata,
            comments=[],
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
    if not isinstance(mention, dict):
        return None, "a mention must be an object", None
    start, end = (
        normalize_offset(mention.get("start_offset")),
        normalize_offset(mention.get("end_offset")),
    )
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
    if not isinstance(label, str) or not label:
        return None, "entity_type (the label) is missing", None
    identifier_type = mention.get("identifier_type") or ""
    if identifier_type not in _IDENTIFIER_TYPES and identifier_type != "":
        return None, f"unknown identifier_type {identifier_type!r}", None
    entity = mention.get("entity_id")
    confidential = mention.get("confidential_status")
    attributes = {k: v for k, v in mention.items() if k not in _COLUMN_KEYS}
    mention_id = mention.get("entity_mention_id")
    warning = None
    span_text = mention.get("span_text")
    if span_text is not None and span_text != text[start:end]:
        warning = (
            f"span_text {span_text!r} differs from the text at [{start}, {end}] "
            f"({text[start:end]!r}); kept the offsets"
        )
    return (
        make_span(
            start,
            end,
            label[:200],
            annotator=annotator[:150],
            entity="" if entity is None else str(entity)[:200],
            external_id="" if mention_id is None else str(mention_id)[:200],
            identifier_type=identifier_type,
            confidential_status="" if confidential is None else str(confidential)[:50],
            attributes=attributes,
        ),
        None,
        warning,
    )
