"""The machine's proposed error tag for every candidate of a run, computed and stored.

``suggest_tags_compute`` runs after a run's metrics (the ``metrics`` worker) and from
``manage.py suggest_tags``. The checks themselves are plain code in
:mod:`generation.engines.proposals`; this module feeds them a run's documents and
writes each proposal onto its candidate.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from annotation.corpus import sealed
from generation.engines.metrics import run_metrics
from generation.engines.proposals import propose_pseudonymized
from generation.engines.tagging import Tagger
from generation.engines.types import EngineError
from generation.models import Candidate, GenerationRun

from .metrics import (
    _default_tagger,
    _run_document_languages,
    run_pseudonymized_documents,
)

_FROM_SETTINGS: Any = object()


def suggest_tags_compute(
    *,
    run_id: int,
    tagger: Tagger | None = _FROM_SETTINGS,
    taggers: Mapping[str, Tagger | None] | None = None,
    upos: Mapping[Any, tuple[str, str]] | None = None,
) -> dict[str, Any]:
    """Propose a tag for every candidate of the run and store it; returns counts.

    ``upos``: what the run's metrics read (their ``upos_out``). Without it, the
    documents are tagged as the metrics tag them: each in its own language
    (``taggers``, loaded from the settings when not given), or all by ``tagger``.
    A language without a tagger gets no POS proposals, and ``notes`` say so.
    """
    run = GenerationRun.objects.get(pk=run_id)
    notes: list[str] = []
    if upos is None:
        # Not handed over by the metrics: read the UPOS the way they do, once.
        if tagger is _FROM_SETTINGS and taggers is None:
            loaded: dict[str, Tagger | None] = {}
            for language in _run_document_languages(run):
                try:
                    loaded[language] = _default_tagger(language)
                except EngineError as exc:
                    loaded[language] = None
                    notes.append(f"No POS proposals for {language!r}: {exc}")
            taggers = loaded
        read: dict[Any, tuple[str, str]] = {}
        run_metrics(
            run_pseudonymized_documents(run),
            tagger=None if tagger is _FROM_SETTINGS else tagger,
            taggers=taggers,
            embedder=None,
            upos_out=read,
        )
        upos = read
    counts: Counter[str] = Counter()
    # One read of the run's candidate ids, one bulk write per batch of documents.
    candidate_of = dict(
        Candidate.objects.filter(run=run).values_list("span_id", "pk").order_by()
    )
    pending: list[Candidate] = []
    for document in run_pseudonymized_documents(run):
        found = propose_pseudonymized(document, upos=upos)
        for span_id, proposal in found.items():
            pk = candidate_of.get(span_id)
            if pk is None:
                continue
            pending.append(
                Candidate(
                    pk=pk,
                    run=run,
                    suggested_tag=proposal.tag,
                    suggested_confidence=round(proposal.confidence, 3),
                    suggested_evidence=list(proposal.evidence),
                )
            )
            counts[proposal.tag] += 1
        if len(pending) >= 2000:
            _write(pending)
            pending = []
    _write(pending)
    return {
        "run": run.pk,
        "candidates": sum(counts.values()),
        "tags": dict(counts),
        "notes": notes,
    }


def _write(candidates: list[Candidate]) -> None:
    if candidates:
        sealed.bulk_update(
            Candidate,
            candidates,
            ["suggested_tag", "suggested_confidence", "suggested_evidence"],
            batch_size=500,
        )
