"""The leak scan of an export: what of the project's originals still stands in the
pseudonymized texts outside the spans they replaced (issue 21).

The export's own documents are scanned, from the same source and through the same
choices as the export writes them (:func:`annotation.reports.exporters.
pseudonymized_documents`), with one automaton over every original of the project
(:mod:`generation.engines.leaks`). What the project keeps on purpose is no leak: its
keep-list (a lead's "not personal information" puts a finding there) and the mentions
TAB says need no masking; the report counts those apart.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from annotation.corpus.exporters import Progress
from annotation.corpus.models import Document, IdentifierType, Project, Span
from annotation.reports.choices import Choice, Source
from generation.engines.leaks import Finding, LeakScanner, Original
from generation.engines.metrics import Applied
from generation.models import KeepEntry

EXEMPT_REASONS = {
    "keep-list": "on the project's keep-list (not personal information)",
    "NO_MASK": "a mention TAB marks as needing no masking",
}
CONTEXT = 60
_POSSESSIVE = re.compile(r"(?:['’]s|['’]|:s)$")


@dataclass(frozen=True)
class LeakFinding:
    """A finding in one exported document, with what a person needs to judge it."""

    document: Document
    finding: Finding
    before: str  # the text around it, as exported
    after: str

    @property
    def key(self) -> str:
        """Names the finding in forms and answers: document, start and end."""
        return f"{self.document.pk}-{self.finding.start}-{self.finding.end}"

    def as_dict(self) -> dict[str, Any]:
        f = self.finding
        return {
            "key": self.key,
            "document": self.document.external_id,
            "start": f.start,
            "end": f.end,
            "text": f.text,
            "original": f.original,
            "label": f.label,
            "category": f.category,
            "kind": f.kind,
            "span": f.span,
            "context": f"{self.before}{f.text}{self.after}",
        }


@dataclass
class LeakReport:
    findings: list[LeakFinding] = field(default_factory=list)
    exempt: Counter[str] = field(default_factory=Counter)
    documents: int = 0

    def describe(self) -> str:
        count = len(self.findings)
        text = (
            f"{count} finding{'' if count == 1 else 's'} in "
            f"{len({f.document.pk for f in self.findings})} of {self.documents} "
            f"document{'' if self.documents == 1 else 's'}"
        )
        if self.exempt:
            text += "; not leaks: " + ", ".join(
                f"{n} {EXEMPT_REASONS.get(reason, reason)}"
                for reason, n in sorted(self.exempt.items())
            )
        return text + "."


def project_scanner(project: Project) -> LeakScanner:
    """The automaton over every original of ``project``, its keep-list beside."""
    spans = (
        Span.objects.filter(document__project=project)
        .order_by("document_id", "start")
        .values_list(
            "pk",
            "start",
            "end",
            "document_id",
            "identifier_type",
            "label__name",
            "label__category",
        )
    )
    texts = dict(
        Document.objects.filter(project=project).values_list("pk", "text").iterator()
    )
    originals = [
        Original(
            text=texts[document][start:end],
            label=label,
            category=category,
            document=document,
            span=pk,
            exempt="NO_MASK" if kind == IdentifierType.NO_MASK else "",
        )
        for pk, start, end, document, kind, label, category in spans.iterator(
            chunk_size=5000
        )
    ]
    keep = KeepEntry.objects.filter(project=project).values_list("text", flat=True)
    return LeakScanner(originals, keep=list(keep))


def replaced_regions(choices: list[Choice], applied: Applied) -> list[tuple[int, int]]:
    """Where the export's text holds a pseudonym (offsets into ``applied.text``)."""
    return sorted(
        applied.offsets[c.span.pk]
        for c in choices
        if c.pseudonym is not None and c.span.pk in applied.offsets
    )


def scan_documents(
    project: Project,
    documents: Iterator[tuple[Document, list[Choice], Applied]],
    scanner: LeakScanner | None = None,
) -> LeakReport:
    scanner = scanner or project_scanner(project)
    report = LeakReport()
    for document, choices, applied in documents:
        report.documents += 1
        found = scanner.scan(
            document.pk,
            applied.text,
            replaced_regions(choices, applied),
            document.language or project.language,
        )
        report.exempt.update(found.exempt)
        text = applied.text
        for finding in found.findings:
            report.findings.append(
                LeakFinding(
                    document=document,
                    finding=finding,
                    before=text[max(0, finding.start - CONTEXT) : finding.start],
                    after=text[finding.end : finding.end + CONTEXT],
                )
            )
    return report


def leak_scan(
    *, project: Project, source: Source, progress: Progress | None = None
) -> LeakReport:
    """The findings of the export ``source`` would write, document by document."""
    from annotation.reports.exporters import ExportSummary, _pseudonymized

    if project.anonymised_at is not None:
        # Its originals were forgotten (masked with "▒", the keep-list deleted):
        # there is nothing left to look for, and what an export shows by design
        # (a kept original) was judged before.
        return LeakReport()
    return scan_documents(
        project, _pseudonymized(project, source, progress, ExportSummary())
    )


# --- What a lead does with a finding ---------------------------------------------


class FindingStale(ValueError):
    """A finding that no longer stands where the page saw it."""


def _export_document(project: Project, pk: int) -> Document:
    from django.db.models import Prefetch

    spans = Span.objects.select_related("label").order_by("start", "end", "id")
    document = (
        Document.objects.filter(project=project, pk=pk)
        .prefetch_related(Prefetch("spans", queryset=spans))
        .first()
    )
    if document is None:
        raise FindingStale("That document is no longer in the project.")
    return document


def original_offsets(applied: Applied, start: int, end: int) -> tuple[int, int]:
    """Where a stretch of the exported text that lies outside every replaced region
    stands in the original text."""
    shift = 0
    for original_end, after in applied.shifts:
        if original_end + after <= start:
            shift = after
        else:
            break
    return start - shift, end - shift


def finding_add_span(
    *,
    project: Project,
    source: Source,
    document_id: int,
    start: int,
    end: int,
    like_span: int,
    user: Any,
) -> Span:
    """Annotate a finding: a span of the label (and entity) of the original it
    repeats, at the place in the original text the exported ``start``-``end`` came
    from; it gets its pseudonym from the next run or decision. Logged."""
    from django.db import transaction

    from annotation.corpus.models import ActivityLog
    from annotation.reports.choices import choices_of
    from annotation.reports.exporters import pseudonymize

    document = _export_document(project, document_id)
    model = Span.objects.filter(document__project=project, pk=like_span).first()
    if model is None:
        raise FindingStale("The span it repeats is no longer in the project.")
    choices = choices_of(source, document)
    applied = pseudonymize(document, choices)
    if not 0 <= start < end <= len(applied.text):
        raise FindingStale("The finding is outside the exported text.")
    if any(s < end and start < e for s, e in replaced_regions(choices, applied)):
        raise FindingStale("That place now holds a pseudonym.")
    at, stop = original_offsets(applied, start, end)
    shown = applied.text[start:end]
    if document.text[at:stop] != shown:
        raise FindingStale("The text there has changed; check again.")
    if Span.objects.filter(document=document, start=at, end=stop).exists():
        raise FindingStale("That mention is already a span.")
    with transaction.atomic():
        span = Span.objects.create(
            document=document,
            start=at,
            end=stop,
            label=model.label,
            entity=model.entity,
            annotator=user.get_username(),
            overlapping=Span.objects.filter(
                document=document, start__lt=stop, end__gt=at
            ).exists(),
        )
        ActivityLog.objects.create(
            project=project,
            user=user,
            action="leak-span-added",
            details={
                "document": document.external_id,
                "start": at,
                "end": stop,
                "label": model.label.name,
            },
            # The finding is an original: sealed (issue 24).
            secret={"text": shown},
        )
    return span


def finding_not_personal(
    *, project: Project, text: str, document_id: int, user: Any
) -> str:
    """A finding that is no personal information: its words go on the project's
    keep-list (generators keep them too, later scans pass them), logged with who
    and when. Returns the entry."""
    from annotation.corpus.models import ActivityLog
    from generation.services_memory import keep_add

    entry = _POSSESSIVE.sub("", " ".join(text.split()))
    if not entry:
        raise FindingStale("Nothing to keep.")
    keep_add(project=project, texts=[entry], user=user)
    document = project.documents.filter(pk=document_id).first()
    ActivityLog.objects.create(
        project=project,
        user=user,
        action="leak-not-personal",
        details={"document": document.external_id if document else ""},
        secret={"text": entry},
    )
    return entry
