"""Small builders shared by the import/export tests."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any

from annotation.corpus.models import Document


def write_jsonl(path: Path, records: list[Any], *, newline: str = "\n") -> Path:
    lines = [
        r if isinstance(r, str) else json.dumps(r, ensure_ascii=False) for r in records
    ]
    path.write_bytes((newline.join(lines) + newline).encode("utf-8"))
    return path


def write_zip(path: Path, members: dict[str, list[Any]]) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        for name, records in members.items():
            body = "\n".join(
                r if isinstance(r, str) else json.dumps(r, ensure_ascii=False)
                for r in records
            )
            archive.writestr(name, body + "\n")
    return path


def utf16(text: str, index: int) -> int:
    """The UTF-16 code unit offset of code point ``index`` (what doccano's editor
    counts)."""
    return len(text[:index].encode("utf-16-le")) // 2


def corpus_state(project_name: str) -> list[dict[str, Any]]:
    """Everything an import must preserve, in a form two projects can be compared by."""
    documents = Document.objects.filter(project__name=project_name).order_by("position")
    state = []
    for document in documents:
        spans = sorted(
            (span.start, span.end, span.label.name, span.annotator)
            for span in document.spans.select_related("label")
        )
        state.append(
            {
                "id": document.external_id,
                "text": document.text,
                "metadata": document.metadata,
                "comments": document.comments,
                "spans": spans,
            }
        )
    return state
