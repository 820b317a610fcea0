"""Reading doccano span exports, one record (one JSONL line) at a time.

Every shape in SPEC.md "Input formats" is read by the same function, because real files
mix them: ``text`` or ``data`` (1.3-1.6); spans under ``label``/``labels`` as ``[start,
end, label]`` lists or dicts, under ``entities`` (``start_offset``/``end_offset``), or
under ``annotations`` whose label is a numeric id; ``id`` or ``doc_id`` (0.x). Keys
present together are all read (spans from each span key are kept).

Nothing is dropped: every other top-level key becomes metadata (values may be null), the
contents of ``meta`` are merged into it (``meta`` stays nested when one of its keys
would clash with a top-level one), ``Comments``/``comments`` become the comment list as
they are.

Numeric label ids (``annotations`` of 0.x, or ids where names belong) are mapped to
names with ``label_names`` (read by :func:`read_label_names` from doccano's label export
or a ``{"id": "name"}`` object); without one the id is kept as the name, with a warning.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from annotation.corpus.importers import (
    NO_ATTRIBUTES,
    ParsedDocument,
    ParsedSpan,
    ParseResult,
    RecordInvalid,
    check_text,
    id_warning,
    make_span,
    normalize_id,
    normalize_offset,
)
from annotation.corpus.importers.offsets import CODE_POINTS, UTF16, read_offsets

SPAN_KEYS = ("label", "labels", "entities", "annotations")
COMMENT_KEYS = ("Comments", "comments")
# Keys with a meaning of their own in some doccano shape: metadata never takes them from
# "meta", so that an export can write metadata at the top level without a clash.
RESERVED_KEYS = {
    "id", "doc_id", "text", "data", "meta", "offset_unit", *SPAN_KEYS, *COMMENT_KEYS,
}  # fmt: skip
OFFSET_UNITS = (CODE_POINTS, UTF16)
# Keys of a span dict that have a column of their own; the rest go to Span.attributes.
_SPAN_DICT_KEYS = {"start_offset", "end_offset", "start", "end", "label", "id", "user"}

MAX_ID = 200
MAX_LABEL = 200
MAX_ANNOTATOR = 150


@dataclass
class FileState:
    """What one file has already said, so per-file warnings are given once per file.

    ``label_names`` maps numeric label ids to names (None: no mapping was given).
    """

    label_ids_warned: bool = False
    label_names: Mapping[str, str] | None = None


def read_label_names(path: Path) -> dict[str, str]:
    """Label id -> name from a doccano label export or a ``{"id": "name"}`` object.

    doccano's export is a JSON list of labels with ``id`` and ``text`` (older versions:
    ``name``). Raises ValueError naming the entry that cannot be used.
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(f"cannot read the label file: {exc}") from None
    except json.JSONDecodeError as exc:
        raise ValueError(
            f"line {exc.lineno}: the label file is not JSON ({exc.msg})"
        ) from None
    except (ValueError, RecursionError):
        # int() of a number over 4300 digits, or nesting deeper than the stack.
        raise ValueError(
            "the label file is not JSON a label file can be (a number too long or "
            "nesting too deep)"
        ) from None
    pairs: list[tuple[Any, Any]] = []
    if isinstance(data, dict):
        pairs = list(data.items())
    elif isinstance(data, list):
        for number, entry in enumerate(data, start=1):
            if not isinstance(entry, dict) or "id" not in entry:
                raise ValueError(f'label {number}: not an object with an "id"')
            pairs.append((entry["id"], entry.get("text", entry.get("name"))))
    else:
        raise ValueError(
            'the label file must be a list of {"id", "text"} labels (doccano\'s '
            'export) or an {"id": "name"} object'
        )
    names: dict[str, str] = {}
    for key, name in pairs:
        label_id = normalize_id(key) if not isinstance(key, bool) else None
        if label_id is None:
            raise ValueError(f"label id {key!r} is not a number or a name")
        if not isinstance(name, str) or not name.strip():
            raise ValueError(f'label {label_id}: no name ("text")')
        if "\x00" in name or _unencodable(name):
            raise ValueError(
                f"label {label_id}: the name holds a NUL character or a lone "
                "surrogate, which cannot be stored"
            )
        if len(name) > MAX_LABEL:
            raise ValueError(f"label {label_id}: name longer than {MAX_LABEL}")
        if names.get(label_id, name) != name:
            raise ValueError(f"label {label_id} has two names")
        names[label_id] = name
    return names


def _unencodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _record_annotator(obj: dict[str, Any]) -> str:
    for key in ("username", "user"):
        value = obj.get(key)
        if isinstance(value, str | int) and not isinstance(value, bool) and value != "":
            return str(value)
    return ""


def parse_doccano_record(
    obj: Any,
    *,
    file: str,
    line: int,
    stem: str,
    annotator: str | None,
    state: FileState,
) -> ParseResult:
    """One doccano record as a document with code-point spans.

    ``annotator`` is the annotator the file belongs to (a zip member's stem); None means
    the record says it itself (``username``/``user`` key, or a span's ``user``), else
    blank. Raises RecordInvalid with every reason found.
    """
    if not isinstance(obj, dict):
        raise RecordInvalid(
            [f"a record must be a JSON object, not {type(obj).__name__}"]
        )
    reasons: list[str] = []
    warnings: list[str] = []
    consumed: set[str] = set()

    # --- id
    id_key = (
        "id" if obj.get("id") is not None else "doc_id" if "doc_id" in obj else "id"
    )
    consumed.add(id_key)
    if id_key == "doc_id":
        # A null "id" beside a 0.x "doc_id" says nothing, and would clash on export.
        consumed.add("id")
    external_id: str | None = None
    try:
        external_id = normalize_id(obj.get(id_key))
    except ValueError as exc:
        reasons.append(str(exc))
    spaced = id_warning(obj.get(id_key), external_id)
    if spaced:
        warnings.append(spaced)
    if external_id is None and not reasons:
        external_id = f"{stem}:{line}"
        warnings.append(f"record has no id; gave it the id {external_id!r}")
    if external_id is not None and len(external_id) > MAX_ID:
        reasons.append(f"id is longer than {MAX_ID} characters")

    # --- text
    text_key = "text" if "text" in obj else "data" if "data" in obj else None
    if text_key is None:
        reasons.append('missing text (no "text" or "data" key)')
        text = ""
    else:
        consumed.add(text_key)
        text = obj[text_key]
        text_problems = check_text(text)
        reasons.extend(text_problems)
        if text_problems:
            text = ""

    # --- spans
    record_annotator = annotator if annotator is not None else _record_annotator(obj)
    annotator_fits = len(record_annotator) <= MAX_ANNOTATOR
    raw_spans: list[ParsedSpan] = []
    label_ids = False
    for key in SPAN_KEYS:
        if key not in obj:
            continue
        consumed.add(key)
        entries = obj[key]
        if entries is None:
            continue
        if not isinstance(entries, list):
            reasons.append(f'"{key}" must be a list of spans')
            continue
        append = raw_spans.append
        for entry in entries:
            # The shape of nearly every span of a real export, checked inline: a call
            # per span was most of the parsing time on news-article sized records.
            if type(entry) is list and len(entry) == 3:
                start, end, label = entry
                if (
                    annotator_fits
                    and type(start) is int
                    and type(end) is int
                    and type(label) is str
                    and 0 <= start < end
                    and label
                    and len(label) <= MAX_LABEL
                    and not label.isspace()
                ):
                    append(
                        (
                            start,
                            end,
                            label,
                            record_annotator,
                            "",
                            "",
                            "",
                            "",
                            NO_ATTRIBUTES,
                        )
                    )
                    continue
            span, problem, was_id = _parse_span(
                entry,
                key=key,
                annotator=record_annotator,
                from_file=annotator is not None,
                label_names=state.label_names,
            )
            label_ids = label_ids or was_id
            if problem:
                reasons.append(problem)
            elif span is not None:
                append(span)

    if label_ids and state.label_names is None and not state.label_ids_warned:
        state.label_ids_warned = True
        warnings.append(
            "labels are given as numeric ids; kept the id as the label name because no "
            "label file was given (import with a label file, or rename the labels in "
            "the project)"
        )

    # What the offsets count, when the record says so (pseudoweb's export does for
    # texts where code points and UTF-16 units differ), instead of a guess.
    unit = obj.get("offset_unit")
    if "offset_unit" in obj:
        consumed.add("offset_unit")
        if unit not in OFFSET_UNITS:
            reasons.append(
                f"offset_unit {unit!r} is not one of {', '.join(OFFSET_UNITS)}"
            )

    converted = 0
    if not reasons and raw_spans:
        reading = read_offsets(text, [(span[0], span[1]) for span in raw_spans], unit)
        if reading.error:
            reasons.append(reading.error)
        else:
            if reading.warning:
                warnings.append(reading.warning)
            converted = reading.converted
            if converted:
                raw_spans = [
                    (start, end, *span[2:])
                    for span, (start, end) in zip(
                        raw_spans, reading.offsets, strict=True
                    )
                ]

    # --- comments
    comments: list[Any] = []
    for key in COMMENT_KEYS:
        if key not in obj:
            continue
        consumed.add(key)
        value = obj[key]
        if isinstance(value, list):
            comments.extend(value)
        elif value is not None:
            comments.append(value)

    if reasons:
        raise RecordInvalid(reasons)

    # --- metadata: everything not consumed above, "meta" merged in unless it would
    # clash.
    metadata = {key: value for key, value in obj.items() if key not in consumed}
    meta = metadata.get("meta")
    if isinstance(meta, dict) and not (set(meta) & (set(obj) | RESERVED_KEYS)):
        del metadata["meta"]
        metadata.update(meta)

    assert external_id is not None
    return ParseResult(
        document=ParsedDocument(
            external_id=external_id,
            text=text,
            metadata=metadata,
            comments=comments,
            spans=raw_spans,
            file=file,
            line=line,
        ),
        warnings=warnings,
        converted_spans=converted,
    )


def _parse_span(
    entry: Any,
    *,
    key: str,
    annotator: str,
    from_file: bool,
    label_names: Mapping[str, str] | None = None,
) -> tuple[ParsedSpan | None, str | None, bool]:
    """(span, problem, label was a numeric id) for one entry of a span list."""
    attributes: dict[str, Any] = {}
    external_id = ""
    if isinstance(entry, list | tuple) and len(entry) >= 3:
        raw_start, raw_end, raw_label = entry[0], entry[1], entry[2]
        if len(entry) > 3:
            attributes["extra"] = list(entry[3:])
    elif isinstance(entry, dict):
        raw_start = entry.get("start_offset", entry.get("start"))
        raw_end = entry.get("end_offset", entry.get("end"))
        raw_label = entry.get("label")
        if entry.get("id") is not None:
            external_id = str(entry["id"])
        user = entry.get("user")
        if not from_file and user is not None and user != "":
            annotator = str(user)
        elif user is not None:
            attributes["user"] = user
        attributes.update({k: v for k, v in entry.items() if k not in _SPAN_DICT_KEYS})
    else:
        return None, f'span {entry!r} in "{key}" is not [start, end, label]', False

    start, end = normalize_offset(raw_start), normalize_offset(raw_end)
    if start is None or end is None:
        return None, f"span {entry!r}: start and end must be integers", False
    if start >= end:
        return None, f"span [{start}, {end}] starts at or after its end", False
    was_id = False
    if isinstance(raw_label, bool) or raw_label is None or raw_label == "":
        return None, f"span [{start}, {end}] has no label", False
    if isinstance(raw_label, int | float):
        label = normalize_id(raw_label) or str(raw_label)
        was_id = True
        if label_names is not None:
            if label not in label_names:
                return (
                    None,
                    f"span [{start}, {end}]: label id {label} is not in the label file",
                    True,
                )
            label = label_names[label]
    elif isinstance(raw_label, str):
        if raw_label.isspace():
            return None, f"span [{start}, {end}] has no label (only spaces)", False
        label = raw_label
    else:
        return None, f"span [{start}, {end}]: label {raw_label!r} is not a name", False
    if len(label) > MAX_LABEL:
        return None, f"span [{start}, {end}]: label longer than {MAX_LABEL}", False
    if len(annotator) > MAX_ANNOTATOR:
        return None, f"annotator name longer than {MAX_ANNOTATOR} characters", False
    if len(external_id) > MAX_ID:
        return (
            None,
            f"span [{start}, {end}]: id longer than {MAX_ID} characters",
            False,
        )
    return (
        make_span(
            start,
            end,
            label,
            annotator=annotator,
            external_id=external_id,
            attributes=attributes,
        ),
        None,
        was_id,
    )
