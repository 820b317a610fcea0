"""The pseudonym memory and keep-list of a project: loaded for the engine, saved back.

The surrogate generator works on :class:`SurrogateMemory`, plain data; this module
turns rows into it and its new entries back into rows. Curators' pseudonyms enter
through :func:`memory_record_decision` (called when a decision is saved) and win over
generated entries in later runs. The keep-list holds originals that every generator
leaves as they are.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.db import transaction
from django.db.models import F
from django.db.models.functions import Substr

from annotation.corpus.models import Project, Span

from .engines.surrogate.memory import SurrogateMemory
from .engines.surrogate.text import fold
from .models import KeepEntry, MemorySource, PseudonymEntry

CURATED = "curated"
MAX_TEXT = 500


def project_originals(project_id: int) -> frozenset[str]:
    """Every span's text in the project, folded (a surrogate must be none of them)."""
    rows = (
        Span.objects.filter(document__project_id=project_id)
        .annotate(
            original=Substr("document__text", F("start") + 1, F("end") - F("start"))
        )
        .values_list("original", flat=True)
    )
    return frozenset(fold(text) for text in rows.iterator(chunk_size=5000) if text)


def keep_folded(project_id: int) -> frozenset[str]:
    return frozenset(
        KeepEntry.objects.filter(project_id=project_id).values_list("folded", flat=True)
    )


def memory_load(project_id: int) -> SurrogateMemory:
    entries: dict[tuple[str, str], str] = {}
    curated: dict[str, str] = {}
    for namespace, key, value in PseudonymEntry.objects.filter(
        project_id=project_id
    ).values_list("namespace", "key", "value"):
        if namespace == CURATED:
            curated[key] = value
        else:
            entries[(namespace, key)] = value
    return SurrogateMemory(
        entries=entries,
        curated=curated,
        keep=keep_folded(project_id),
        originals=project_originals(project_id),
    )


def memory_save(project_id: int, learned: dict[tuple[str, str], str]) -> int:
    """Add what a run learned; an entry another worker wrote first stays (its run's
    candidates are written already). Returns how many rows were offered."""
    rows = [
        PseudonymEntry(
            project_id=project_id,
            namespace=namespace[:40],
            key=key[:MAX_TEXT],
            value=value[:MAX_TEXT],
        )
        for (namespace, key), value in learned.items()
        if len(key) <= MAX_TEXT and len(value) <= MAX_TEXT
    ]
    PseudonymEntry.objects.bulk_create(rows, ignore_conflicts=True, batch_size=1000)
    return len(rows)


def memory_record_decision(*, span: Span, text: str) -> None:
    """A curator chose ``text`` for ``span``: later runs give its original that text."""
    original = span.document.text[span.start : span.end]
    key = fold(original)
    if not key or not text.strip() or len(key) > MAX_TEXT or len(text) > MAX_TEXT:
        return
    PseudonymEntry.objects.update_or_create(
        project_id=span.document.project_id,
        namespace=CURATED,
        key=key,
        defaults={"value": text.strip(), "source": MemorySource.CURATED},
    )


@transaction.atomic
def keep_add(*, project: Project, texts: Iterable[str], user: Any = None) -> int:
    """Put originals on the project's keep-list; returns how many were new."""
    added = 0
    for text in texts:
        text = " ".join(text.split())
        if not text:
            continue
        if len(text) > MAX_TEXT:
            raise ValueError(f"A keep-list entry is at most {MAX_TEXT} characters.")
        _, created = KeepEntry.objects.get_or_create(
            project=project,
            folded=fold(text),
            defaults={"text": text, "created_by": user},
        )
        added += int(created)
    return added


def keep_remove(*, project: Project, texts: Iterable[str]) -> int:
    folded = [fold(t) for t in texts]
    deleted, _ = KeepEntry.objects.filter(project=project, folded__in=folded).delete()
    return deleted
