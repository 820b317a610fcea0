"""Forgetting a project's originals (issue 24): its data key is destroyed.

A lead does it once the pseudonymized corpus is final, to turn it into an anonymous
one: the originals, the pseudonym memory and the correspondence become unreadable for
good, and the project is marked anonymised (``Project.anonymised_at``, with who and
when in the activity log). What stays usable is rewritten unsealed first, in the same
transaction, since nothing could open it afterwards:

* every candidate's text, alternatives and evidence, and every decision's and final
  decision's text (pseudonyms; a candidate that kept its original, TAB's NO_MASK or
  the keep-list, stays as it is: the export shows it by design);
* each document's text, with every span's range turned into "▒" of the same length,
  so offsets hold and the pseudonymized export comes out byte for byte as before. A
  span whose original an export shows (a NO_MASK mention a run left as it is, a
  decision to keep the original) keeps its text, for the same reason.

What came with the originals and may name people, and no export needs, is cleared:
spans' attributes (TAB's span_text), import reports, the log's sealed quotes (and the
quotes of findings kept in its details). Documents' metadata and comments, which the
doccano export carries, stay with every original of the project (and each capitalised
part of one) masked where it stands.
The memory and keep-list rows go: their keys are keyed hashes under the destroyed
key, their texts originals. On SQLite the write-ahead log is then checkpointed and
the file vacuumed, so that no freed page keeps the wrapped key.

Refused while a run, a metrics or measure computation or an import of the project is
queued or running (it would read or write originals meanwhile), when the project is
anonymised already, and when the key is not at hand (the pseudonyms would be lost).
"""

from __future__ import annotations

import logging
import re
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from django.core.exceptions import ValidationError
from django.db import DatabaseError, connection, transaction
from django.utils import timezone

from annotation.corpus import sealed
from annotation.corpus.anonymised import ACTION
from annotation.corpus.keys import KeyUnavailable, keyring
from annotation.corpus.models import (
    ActivityLog,
    CorpusImport,
    Document,
    IdentifierType,
    ImportJob,
    Project,
    ProjectKey,
    Span,
)
from annotation.review.models import Decision, DecisionKind, FinalDecision, Review
from generation.models import (
    Candidate,
    GenerationRun,
    KeepEntry,
    PseudonymEntry,
    RunMeasure,
    RunMetrics,
    RunStatus,
)

if TYPE_CHECKING:
    from django.contrib.auth.models import User

logger = logging.getLogger(__name__)

MASK = sealed.MASK
BATCH = 500
#: Log actions whose ``details`` quote an original under "text" (a leak finding).
QUOTING_ACTIONS = ("leak-span-added", "leak-not-personal")


class ForgetRefused(ValidationError):
    """The originals cannot be forgotten now; the message says why."""


@dataclass
class ForgetReport:
    """What forgetting takes (the confirmation names it) or took (logged)."""

    documents: int = 0
    spans: int = 0  # whose originals turn into "▒"
    kept_spans: int = 0  # whose original an export shows: it stays (forget only)
    memory_entries: int = 0
    keep_entries: int = 0
    imports: int = 0  # import reports cleared
    candidates: int = 0  # these stay usable, rewritten unsealed
    decisions: int = 0
    final_decisions: int = 0

    def as_dict(self) -> dict[str, int]:
        return asdict(self)

    def describe(self) -> str:
        return (
            f"{self.documents} documents ({self.spans} spans masked"
            + (f", {self.kept_spans} kept as exported" if self.kept_spans else "")
            + f"), {self.memory_entries} memory entries and {self.keep_entries} "
            f"keep-list entries deleted; {self.candidates} candidates, "
            f"{self.decisions} decisions and {self.final_decisions} final decisions "
            "kept"
        )


def forget_impact(*, project: Project) -> ForgetReport:
    """The counts the confirmation names, before anything is done."""
    return ForgetReport(
        documents=Document.objects.filter(project=project).count(),
        spans=Span.objects.filter(document__project=project).count(),
        memory_entries=PseudonymEntry.objects.filter(project=project).count(),
        keep_entries=KeepEntry.objects.filter(project=project).count(),
        imports=CorpusImport.objects.filter(project=project).count()
        + ImportJob.objects.filter(project=project).count(),
        candidates=Candidate.objects.filter(run__project=project).count(),
        decisions=Decision.objects.filter(document__project=project).count(),
        final_decisions=FinalDecision.objects.filter(document__project=project).count(),
    )


def forget_check(*, project: Project) -> None:
    """Raise :class:`ForgetRefused` when the originals cannot be forgotten now."""
    if project.anonymised_at is not None:
        raise ForgetRefused(
            f"The originals of {project.name!r} were forgotten already "
            f"({project.anonymised_at:%Y-%m-%d %H:%M} UTC): the project is anonymised."
        )
    busy: list[str] = []
    active = (RunStatus.QUEUED, RunStatus.RUNNING)
    runs = GenerationRun.objects.filter(project=project, status__in=active)
    busy += [f"run “{run.label}” ({run.status})" for run in runs]
    computing = (RunMetrics.Status.QUEUED, RunMetrics.Status.RUNNING)
    for metrics in RunMetrics.objects.filter(
        run__project=project, status__in=computing
    ).select_related("run"):
        busy.append(f"the metrics of run “{metrics.run.label}” ({metrics.status})")
    for measure in RunMeasure.objects.filter(
        run__project=project, status__in=computing
    ).select_related("run"):
        busy.append(
            f"the {measure.get_measure_display()} of run “{measure.run.label}” "
            f"({measure.status})"
        )
    jobs = ImportJob.objects.filter(
        project=project, status__in=(ImportJob.Status.QUEUED, ImportJob.Status.RUNNING)
    )
    busy += [f"the import of {job.filename} ({job.status})" for job in jobs]
    if busy:
        raise ForgetRefused(
            "Not now: "
            + "; ".join(busy)
            + ". They read or write the originals: wait until they are done (or "
            "cancel the runs), then forget the originals."
        )
    try:
        keyring.for_project(project.pk)
    except KeyUnavailable as exc:
        raise ForgetRefused(
            f"The originals cannot be read now ({exc}), so neither can the "
            "pseudonyms that must be kept: forgetting would lose them too. Make the "
            "master key available first."
        ) from exc


def forget_originals(*, project: Project, user: User | None = None) -> ForgetReport:
    """Destroy the project's data key, keeping what must stay usable (see the
    module's docstring); one transaction, then the SQLite file is cleaned."""
    with transaction.atomic():
        locked = Project.objects.select_for_update().get(pk=project.pk)
        forget_check(project=locked)
        report = forget_impact(project=locked)
        kept = _kept_spans(locked)
        report.kept_spans = len(kept)
        report.spans -= len(kept)
        _rewrite_candidates(locked)
        _rewrite_decisions(Decision, locked)
        _rewrite_decisions(FinalDecision, locked)
        _rewrite(Review, Review.objects.filter(run__project=locked), ["comment"])
        _rewrite(
            RunMeasure,
            RunMeasure.objects.filter(run__project=locked),
            ["values", "notes", "error"],
        )
        _rewrite_documents(locked, kept)
        _clear_what_came_with_the_originals(locked)
        PseudonymEntry.objects.filter(project=locked).delete()
        KeepEntry.objects.filter(project=locked).delete()
        now = timezone.now()
        ProjectKey.objects.filter(project=locked).update(wrapped="", destroyed_at=now)
        Project.objects.filter(pk=locked.pk).update(anonymised_at=now)
        ActivityLog.objects.create(
            project=locked, user=user, action=ACTION, details=report.as_dict()
        )
    keyring.forget(project.pk)
    project.anonymised_at = now
    _clean_database_file()
    return report


# --- What stays ------------------------------------------------------------------


def _batches(queryset: Any) -> Any:
    """The rows of ``queryset`` BATCH at a time, by primary key."""
    last = 0
    while True:
        batch = list(queryset.filter(pk__gt=last).order_by("pk")[:BATCH])
        if not batch:
            return
        yield batch
        last = batch[-1].pk


def _readable(value: Any, what: str) -> Any:
    if isinstance(value, sealed.Unreadable):
        raise ForgetRefused(
            f"{what} cannot be read ({value.reason}): nothing was forgotten."
        )
    return sealed.plain(value)


def _kept_spans(project: Project) -> set[int]:
    """Spans whose original an export shows: a decision or final decision keeps it,
    or a run left a NO_MASK mention as it is (:mod:`annotation.reports.choices`)."""
    kept: set[int] = set()
    for model in (Decision, FinalDecision):
        kept.update(
            model.objects.filter(
                document__project=project, kind=DecisionKind.KEEP
            ).values_list("span_id", flat=True)
        )
    no_mask: dict[int, list[tuple[int, int, int]]] = defaultdict(list)
    for span_id, document_id, start, end in Span.objects.filter(
        document__project=project, identifier_type=IdentifierType.NO_MASK
    ).values_list("pk", "document_id", "start", "end"):
        no_mask[document_id].append((span_id, start, end))
    if not no_mask:
        return kept
    # Joins, not lists of ids: a corpus may hold more NO_MASK spans than SQLite
    # takes parameters.
    originals: dict[int, str] = {}
    texts = (
        Document.objects.filter(
            project=project, spans__identifier_type=IdentifierType.NO_MASK
        )
        .distinct()
        .values_list("pk", "text")
    )
    for document_id, text in texts.iterator(chunk_size=BATCH):
        for span_id, start, end in no_mask[document_id]:
            originals[span_id] = text[start:end]
    candidates = Candidate.objects.filter(
        run__project=project,
        span__identifier_type=IdentifierType.NO_MASK,
        failed=False,
    ).values_list("span_id", "text")
    kept.update(s for s, text in candidates.iterator() if text == originals[s])
    return kept


def _rewrite_candidates(project: Project) -> None:
    fields = ["text", "alternatives", "suggested_evidence"]
    rows = Candidate.objects.filter(run__project=project).only("pk", "run", *fields)
    for batch in _batches(rows):
        for candidate in batch:
            for name in fields:
                value = getattr(candidate, name)
                setattr(candidate, name, _readable(value, f"Candidate {candidate.pk}"))
        sealed.bulk_update(Candidate, batch, fields)


def _rewrite(model: Any, rows: Any, fields: list[str]) -> None:
    """Store ``fields`` of ``rows`` in plain: reviews' comments and the run measures'
    figures are the pseudonymized corpus's, and stay usable."""
    for batch in _batches(rows.only("pk", *fields)):
        for row in batch:
            for name in fields:
                value = _readable(getattr(row, name), f"{model.__name__} {row.pk}")
                setattr(row, name, value)
        sealed.bulk_update(model, batch, fields)


def _rewrite_decisions(model: Any, project: Project) -> None:
    rows = model.objects.filter(document__project=project).only("pk", "text")
    for batch in _batches(rows):
        for decision in batch:
            what = f"{model.__name__} {decision.pk}"
            decision.text = _readable(decision.text, what)
        sealed.bulk_update(model, batch, ["text"])


def masked_text(text: str, spans: list[tuple[int, int]], kept: list[tuple[int, int]]):
    """``text`` with every range of ``spans`` turned into "▒", but for what a range
    of ``kept`` covers; as long as ``text``, so every offset holds."""
    hidden = bytearray(len(text))
    for start, end in spans:
        hidden[start:end] = b"\x01" * (end - start)
    for start, end in kept:
        hidden[start:end] = bytes(end - start)
    return "".join(MASK if h else c for c, h in zip(text, hidden, strict=True))


def originals_pattern(originals: Iterable[str]) -> re.Pattern[str] | None:
    """What finds the project's originals in other text: each original, and each part
    of one that is a capitalised word of three letters or more (a given name, a
    surname), as a whole word."""
    words = set()
    for original in originals:
        if original.strip():
            words.add(original.strip())
        words.update(
            w for w in re.findall(r"\w+", original) if len(w) > 2 and w[0].isupper()
        )
    if not words:
        return None
    return re.compile(
        r"(?<!\w)(?:"
        + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
        + r")(?!\w)"
    )


def masked_json(value: Any, pattern: re.Pattern[str] | None) -> Any:
    """``value`` (a document's metadata or comments) with what ``pattern`` finds
    turned into "▒" of its length; keys and non-text values stay."""
    if pattern is None:
        return value

    def mask(item: Any) -> Any:
        if isinstance(item, str):
            return pattern.sub(lambda m: MASK * len(m.group(0)), item)
        if isinstance(item, list):
            return [mask(i) for i in item]
        if isinstance(item, dict):
            return {k: mask(v) for k, v in item.items()}
        return item

    return mask(value)


def _rewrite_documents(project: Project, kept: set[int]) -> None:
    rows = Document.objects.filter(project=project).only(
        "pk", "project", "external_id", "text", "metadata", "comments"
    )
    # What came with the texts may name the same people (TAB's task names the person
    # to protect, a comment another document's): every original of the project is
    # masked there, the rest stays, so an export that carries it comes out as before.
    pattern = originals_pattern(_originals(project, kept))
    for batch in _batches(rows):
        ranges: dict[int, list[tuple[int, int, int]]] = defaultdict(list)
        for span_id, document_id, start, end in Span.objects.filter(
            document_id__in=[d.pk for d in batch]
        ).values_list("pk", "document_id", "start", "end"):
            ranges[document_id].append((span_id, start, end))
        for document in batch:
            text = _readable(document.text, f"Document {document.external_id}")
            spans = ranges[document.pk]
            document.text = sealed.plain(
                masked_text(
                    text,
                    [(s, e) for pk, s, e in spans if pk not in kept],
                    [(s, e) for pk, s, e in spans if pk in kept],
                )
            )
            # What came with the text may name the same people (TAB's task names
            # the person to protect): their originals are masked there too, and the
            # rest stays, so an export that carries it comes out as before.
            document.metadata = sealed.plain(
                masked_json(_readable(document.metadata, "metadata"), pattern)
            )
            document.comments = sealed.plain(
                masked_json(_readable(document.comments, "comments"), pattern)
            )
        sealed.bulk_update(Document, batch, ["text", "metadata", "comments"])


def _originals(project: Project, kept: set[int]) -> Iterator[str]:
    offsets: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for span_id, document_id, start, end in Span.objects.filter(
        document__project=project
    ).values_list("pk", "document_id", "start", "end"):
        if span_id not in kept:
            offsets[document_id].append((start, end))
    texts = Document.objects.filter(project=project).values_list("pk", "text")
    for document_id, text in texts.iterator(chunk_size=BATCH):
        for start, end in offsets.get(document_id, ()):
            yield _readable(text, "a document")[start:end]


def _clear_what_came_with_the_originals(project: Project) -> None:
    Span.objects.filter(document__project=project).update(attributes={})
    CorpusImport.objects.filter(project=project).update(report={})
    ImportJob.objects.filter(project=project).update(report={}, error="")
    ActivityLog.objects.filter(project=project).update(secret={})
    for entry in ActivityLog.objects.filter(
        project=project, action__in=QUOTING_ACTIONS
    ).only("pk", "details"):
        quote = entry.details.get("text")
        if isinstance(quote, str) and quote:
            entry.details = {**entry.details, "text": MASK * len(quote)}
            entry.save(update_fields=["details"])


def _clean_database_file() -> None:
    """Leave no freed page or write-ahead log frame holding what was just destroyed
    (the wrapped key above all). Outside any transaction only: inside one (a test,
    a caller's atomic block) it is left to the next VACUUM."""
    if connection.in_atomic_block:
        return
    try:
        with connection.cursor() as cursor:
            if connection.vendor == "sqlite":
                cursor.execute("PRAGMA wal_checkpoint(TRUNCATE)")
                cursor.execute("VACUUM")
                cursor.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            elif connection.vendor == "postgresql":
                # The key's table is tiny; rewriting it drops its dead row versions.
                cursor.execute(f"VACUUM FULL {ProjectKey._meta.db_table}")
    except DatabaseError:  # busy: another connection holds the file
        logger.warning("forget_originals: the database could not be vacuumed now")
