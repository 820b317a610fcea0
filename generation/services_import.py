"""Candidates made elsewhere, as a finished run (``manage.py import_candidates``).

The file is JSONL in the shape ``export_candidates`` writes: ``document`` (the
external id, as exported), ``start``, ``end``, ``candidate``, and optionally
``label``, ``alternatives``, ``upos``, ``failed``, ``reason``, ``confidence``. Every
row must name a span of the project; one bad row refuses the whole file, naming its
line and the reason, and nothing is written. Spans of the named documents that no row
fills are counted and said, never filled silently. The run is then measured (and its
tags proposed) like any other.
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from typing import Any

from django.db import transaction
from django.utils import timezone

from annotation.corpus.anonymised import originals_forgotten_message
from annotation.corpus.models import ActivityLog, Document, Project, Span

from .engines.types import GeneratorOptions
from .models import Candidate, GenerationRun, RunStatus
from .services_queue import run_metrics_enqueue

IMPORTED = "imported"  # the generator name of a run made elsewhere
OPTIONAL = {
    "label": str,
    "alternatives": list,
    "upos": str,
    "failed": bool,
    "reason": str,
    "entity": str,
    "original": str,
}


class CandidateFileError(ValueError):
    """A file of candidates that cannot become a run: the line and the reason."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {reason}" if line else reason)
        self.line = line
        self.reason = reason


@dataclass
class ImportResult:
    run: GenerationRun
    rows: int
    documents: int
    spans_without_row: int


def _row(line: int, raw: str) -> dict[str, Any]:
    try:
        row = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise CandidateFileError(line, f"not JSON ({exc.msg})") from exc
    if not isinstance(row, dict):
        raise CandidateFileError(line, "not a JSON object")
    for key in ("document", "start", "end", "candidate"):
        if key not in row:
            raise CandidateFileError(line, f'no "{key}"')
    if not isinstance(row["document"], str | int) or isinstance(row["document"], bool):
        raise CandidateFileError(line, '"document" must be a string')
    for key in ("start", "end"):
        if not isinstance(row[key], int) or isinstance(row[key], bool) or row[key] < 0:
            raise CandidateFileError(line, f'"{key}" must be a whole number >= 0')
    if row["candidate"] is not None and not isinstance(row["candidate"], str):
        raise CandidateFileError(line, '"candidate" must be a string or null')
    for key, kind in OPTIONAL.items():
        value = row.get(key)
        if value is not None and not isinstance(value, kind):
            raise CandidateFileError(line, f'"{key}" must be a {kind.__name__}')
    if any(not isinstance(a, str) for a in row.get("alternatives") or ()):
        raise CandidateFileError(line, '"alternatives" must be strings')
    confidence = row.get("confidence")
    if confidence is not None and (
        not isinstance(confidence, int | float)
        or isinstance(confidence, bool)
        or math.isnan(confidence)
        or not 0 <= confidence <= 1
    ):
        raise CandidateFileError(line, '"confidence" must be a number from 0 to 1')
    return row


def candidates_import(
    *,
    project: Project,
    name: str,
    lines: Iterable[str],
    user: Any = None,
    source: str = "",
) -> ImportResult:
    """Read every line, match every row to a span, then write the run in one
    transaction; raises :class:`CandidateFileError` and writes nothing on any error."""
    if project.anonymised_at is not None:
        raise CandidateFileError(
            0,
            originals_forgotten_message(project, refused="it takes no new runs"),
        )
    documents: dict[str, list[int]] = defaultdict(list)
    for pk, external_id in Document.objects.filter(project=project).values_list(
        "pk", "external_id"
    ):
        documents[external_id].append(pk)
    spans_of: dict[int, dict[tuple[int, int], list[tuple[int, str]]]] = {}
    taken: dict[int, int] = {}  # span id -> line
    rows: list[tuple[int, dict[str, Any]]] = []  # (span id, row)
    used_documents: set[int] = set()
    count = 0
    for line, raw in enumerate(lines, 1):
        if not raw.strip():
            continue
        row = _row(line, raw)
        count += 1
        external = str(row["document"])
        owners = documents.get(external, [])
        if not owners:
            raise CandidateFileError(line, f"no document {external!r} in the project")
        if len(owners) > 1:
            raise CandidateFileError(
                line, f"{len(owners)} documents of the project are called {external!r}"
            )
        document_id = owners[0]
        if document_id not in spans_of:
            by_range: dict[tuple[int, int], list[tuple[int, str]]] = defaultdict(list)
            for span_id, start, end, label in Span.objects.filter(
                document_id=document_id
            ).values_list("pk", "start", "end", "label__name"):
                by_range[(start, end)].append((span_id, label))
            spans_of[document_id] = by_range
        matches = spans_of[document_id].get((row["start"], row["end"]), [])
        if row.get("label") is not None:
            matches = [m for m in matches if m[1] == row["label"]]
        if not matches:
            label = f" labelled {row['label']!r}" if row.get("label") else ""
            raise CandidateFileError(
                line,
                f"document {external!r} has no span {row['start']}-{row['end']}{label}",
            )
        for span_id, _label in matches:
            if span_id in taken:
                raise CandidateFileError(
                    line,
                    f"span {row['start']}-{row['end']} of {external!r} already has a "
                    f"candidate on line {taken[span_id]}",
                )
            taken[span_id] = line
            rows.append((span_id, row))
        used_documents.add(document_id)
    if not rows:
        raise CandidateFileError(0, "the file has no candidates")
    missing = Span.objects.filter(document_id__in=used_documents).exclude(
        pk__in=list(taken)
    )
    spans_without_row = missing.count()
    now = timezone.now()
    with transaction.atomic():
        failed = sum(
            1 for _, row in rows if row.get("failed") or not (row["candidate"] or "")
        )
        languages = set(
            Document.objects.filter(pk__in=used_documents).values_list(
                "language", flat=True
            )
        )
        run = GenerationRun.objects.create(
            project=project,
            name=name,
            generator=IMPORTED,
            options=asdict(GeneratorOptions(extra={"source": source or "import"})),
            language=languages.pop() if len(languages) == 1 else project.language,
            created_by=user,
            document_ids=sorted(used_documents),
            documents_total=len(used_documents),
            documents_done=len(used_documents),
            spans_total=len(rows) + spans_without_row,
            spans_done=len(rows),
            failed_count=failed,
            status=RunStatus.DONE,
            started_at=now,
            finished_at=now,
            seconds=0,
        )
        span_documents = dict(
            Span.objects.filter(pk__in=list(taken)).values_list("pk", "document_id")
        )
        Candidate.objects.bulk_create(
            [
                Candidate(
                    run=run,
                    span_id=span_id,
                    document_id=span_documents[span_id],
                    text=row["candidate"] or "",
                    alternatives=row.get("alternatives") or [],
                    upos=row.get("upos") or "",
                    failed=bool(row.get("failed")) or not (row["candidate"] or ""),
                    reason=row.get("reason") or "",
                    confidence=row.get("confidence"),
                )
                for span_id, row in rows
            ],
            batch_size=1000,
        )
        ActivityLog.objects.create(
            project=project,
            user=user,
            action="run.import",
            details={
                "run": run.pk,
                "rows": count,
                "documents": len(used_documents),
                "spans_without_row": spans_without_row,
                "source": source,
            },
        )
        # Measured, and its tags proposed, in the background like any finished run.
        run_metrics_enqueue(run_id=run.pk)
    return ImportResult(run, count, len(used_documents), spans_without_row)
