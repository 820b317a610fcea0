"""The pseudonym memory and keep-list of a project: loaded for the engine, saved back.

The surrogate generator works on :class:`SurrogateMemory`, plain data; this module
turns rows into it and its new entries back into rows. Curators' pseudonyms enter
through :func:`memory_record_decision` (called when a decision is saved) and win over
generated entries in later runs. The keep-list holds originals that every generator
leaves as they are.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import partial
from typing import Any

from django.db import transaction

from annotation.corpus.anonymised import originals_forgotten_message
from annotation.corpus.keys import KeyDestroyed
from annotation.corpus.keys import lookup as lookup_key
from annotation.corpus.models import Document, Project, Span

from .engines.surrogate.memory import Entry, SurrogateMemory
from .engines.surrogate.text import fold
from .models import KeepEntry, MemorySource, PseudonymEntry

CURATED = "curated"
MAX_TEXT = 500
MAX_NAMESPACE = 40
# Keys read back per query (SQLite's older builds take 999 parameters at most).
CLAIM_BATCH = 400


def project_originals(project_id: int) -> frozenset[str]:
    """Every span's text in the project, folded (a surrogate must be none of them).

    The texts are sealed at rest, so the slicing happens here, a document at a time.
    """
    offsets: dict[int, list[tuple[int, int]]] = {}
    for document_id, start, end in Span.objects.filter(
        document__project_id=project_id
    ).values_list("document_id", "start", "end"):
        offsets.setdefault(document_id, []).append((start, end))
    originals: set[str] = set()
    texts = Document.objects.filter(project_id=project_id).values_list("pk", "text")
    for document_id, text in texts.iterator(chunk_size=500):
        for start, end in offsets.get(document_id, ()):
            if folded := fold(text[start:end]):
                originals.add(folded)
    return frozenset(originals)


def keep_folded(project_id: int) -> frozenset[str]:
    return frozenset(
        fold(text)
        for text in KeepEntry.objects.filter(project_id=project_id).values_list(
            "text", flat=True
        )
    )


def memory_load(project_id: int) -> SurrogateMemory:
    entries: dict[tuple[str, str], str] = {}
    curated: dict[str, str] = {}
    for namespace, key, value in PseudonymEntry.objects.filter(
        project_id=project_id
    ).values_list("namespace", "original", "value"):
        if namespace == CURATED:
            curated[key] = value
        else:
            entries[(namespace, key)] = value
    return SurrogateMemory(
        entries=entries,
        curated=curated,
        keep=keep_folded(project_id),
        originals=project_originals(project_id),
        claimer=partial(memory_claim, project_id),
    )


def _storable(entry: Entry, value: str) -> bool:
    namespace, key = entry
    return (
        len(namespace) <= MAX_NAMESPACE
        and len(key) <= MAX_TEXT
        and len(value) <= MAX_TEXT
    )


def _entry_row(project_id: int, entry: Entry, value: str) -> PseudonymEntry:
    return PseudonymEntry(
        project_id=project_id,
        namespace=entry[0],
        key=lookup_key(project_id, entry[1]),
        original=entry[1],
        value=value,
        value_key=lookup_key(project_id, fold(value)),
    )


def memory_claim(project_id: int, pending: Mapping[Entry, str]) -> dict[Entry, str]:
    """Claim new entries for this worker; returns what the project holds for each.

    One short transaction inserts the entries whose key and value are free and reads
    the keys back, so every worker sees the winner at once. A key another worker
    claimed first comes back with that worker's value; a key missing from the answer
    lost its value to another key of its namespace (the value constraint). Entries
    too long to store stay this worker's own.
    """
    held = {e: value for e, value in pending.items() if not _storable(e, value)}
    rows = [
        _entry_row(project_id, e, value)
        for e, value in pending.items()
        if _storable(e, value)
    ]
    plain = {(row.namespace, row.key): row.original for row in rows}
    with transaction.atomic():
        PseudonymEntry.objects.bulk_create(rows, ignore_conflicts=True)
        for start in range(0, len(rows), CLAIM_BATCH):
            batch = rows[start : start + CLAIM_BATCH]
            found = PseudonymEntry.objects.filter(
                project_id=project_id,
                namespace__in={row.namespace for row in batch},
                key__in={row.key for row in batch},
            ).values_list("namespace", "key", "value")
            for namespace, hashed, value in found:
                key = plain.get((namespace, hashed))
                if key is not None and (namespace, key) in pending:
                    held[(namespace, key)] = value
    return held


def memory_save(project_id: int, learned: dict[Entry, str]) -> int:
    """Add what a run learned and did not claim; an entry another worker wrote first
    stays (its run's candidates are written already), and so does a value another
    key holds. Returns how many rows were offered."""
    rows = [
        _entry_row(project_id, e, value)
        for e, value in learned.items()
        if _storable(e, value)
    ]
    PseudonymEntry.objects.bulk_create(rows, ignore_conflicts=True, batch_size=1000)
    return len(rows)


def memory_record_decision(*, span: Span, text: str) -> None:
    """A curator chose ``text`` for ``span``: later runs give its original that text."""
    original = span.document.text[span.start : span.end]
    key = fold(original)
    if not key or not text.strip() or len(key) > MAX_TEXT or len(text) > MAX_TEXT:
        return
    project_id = span.document.project_id
    try:
        hashed = lookup_key(project_id, key)
    except KeyDestroyed:
        return  # the originals were forgotten: no run will read a memory again
    PseudonymEntry.objects.update_or_create(
        project_id=project_id,
        namespace=CURATED,
        key=hashed,
        defaults={
            "original": key,
            "value": text.strip(),
            "value_key": lookup_key(project_id, fold(text)),
            "source": MemorySource.CURATED,
        },
    )


@transaction.atomic
def keep_add(*, project: Project, texts: Iterable[str], user: Any = None) -> int:
    """Put originals on the project's keep-list; returns how many were new."""
    added = 0
    for text in texts:
        text = " ".join(text.split())
        if not text:
            continue
        if project.anonymised_at is not None:
            raise ValueError(
                originals_forgotten_message(
                    project, refused="it has no keep-list any more."
                )
            )
        if len(text) > MAX_TEXT:
            raise ValueError(f"A keep-list entry is at most {MAX_TEXT} characters.")
        _, created = KeepEntry.objects.get_or_create(
            project=project,
            folded=lookup_key(project.pk, fold(text)),
            defaults={"text": text, "created_by": user},
        )
        added += int(created)
    return added


def keep_remove(*, project: Project, texts: Iterable[str]) -> int:
    if project.anonymised_at is not None:
        return 0  # forgetting deleted the keep-list
    folded = [lookup_key(project.pk, fold(t)) for t in texts]
    deleted, _ = KeepEntry.objects.filter(project=project, folded__in=folded).delete()
    return deleted
