"""The curate page's data: each span's options, the reviewer's decisions, the mentions.

Options are the candidates of the runs the reviewer may see by name and their masked
LM alternatives; a pseudonym another entity already has is flagged. Every page reads
the document's spans, candidates and the reviewer's decisions once and groups them in
Python, in a constant number of queries.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from django.db.models import Min, QuerySet

from annotation.corpus.models import Document, IdentifierType, Span
from annotation.review.models import Decision
from annotation.review.selectors import document_spans
from annotation.review.text import (
    Sentence,
    entity_key,
    normalise,
    same_choice,
    span_sentence,
    text_pieces,
)
from generation.access import run_access
from generation.models import Candidate

# --- Curate --------------------------------------------------------------------------


@dataclass
class Option:
    """What the reviewer can accept: a run's candidate or a masked-LM alternative."""

    number: int
    text: str
    source: str
    candidate: Candidate | None
    alternative: bool = False
    # Another entity of the document already has this pseudonym (reviewer's decisions).
    clash: str = ""


@dataclass
class CurateItem:
    span: Span
    sentence: Sentence
    options: list[Option]
    decision: Decision | None
    entity: str
    mentions: list[Span]
    # Other mentions without this pseudonym yet: what "apply to all" would change.
    mentions_pending: list[Span] = field(default_factory=list)
    clash: str = ""
    # No options: why. Runs with candidates for this span that the reviewer may not
    # see by name (a count only: never which), and whether any run has any at all.
    hidden_runs: int = 0
    any_runs: bool = True

    @property
    def no_mask(self) -> bool:
        return self.span.identifier_type == IdentifierType.NO_MASK

    @property
    def masked_elsewhere(self) -> bool:
        """NO_MASK here, but another mention of the entity is masked: TAB's rule
        (annotation.corpus.masking) masks this one too, in runs and exports."""
        return self.no_mask and any(
            other.entity == self.span.entity
            and other.identifier_type != IdentifierType.NO_MASK
            for other in self.mentions
            if self.span.entity
        )


MAX_OPTIONS = 9


# How curate orders the spans of a document: as in the text, or the least sure first.
CurateOrder = Literal["text", "confidence"]


def curate_order(value: str | None) -> CurateOrder:
    """The order a page asked for (``?order=confidence``); the text's otherwise."""
    return "confidence" if value == "confidence" else "text"


def _seen_candidates(
    *, document: Document, reviewer_id: int | None
) -> QuerySet[Candidate]:
    candidates = Candidate.objects.filter(document=document)
    if reviewer_id is not None:
        # Annotators curate with the runs they may see by name; a run they review
        # blind (or may not see at all) would give its name away here, and so would
        # its confidence, shown or used to order the spans.
        seen = run_access(project=document.project, user_id=reviewer_id)
        if not seen.is_lead:
            candidates = candidates.filter(run_id__in=seen.visible)
    return candidates


def _curate_candidates(
    *, document: Document, span: Span | None = None, reviewer_id: int | None = None
) -> list[Candidate]:
    candidates = _seen_candidates(
        document=document, reviewer_id=reviewer_id
    ).select_related("run")
    if span is not None:
        candidates = candidates.filter(span=span)
    return list(candidates.order_by("run_id"))


def spans_least_sure_first(
    *, document: Document, spans: list[Span], reviewer_id: int | None
) -> list[Span]:
    """``spans`` by risk: first those the machine flags (a candidate the reviewer may
    see has a proposed error tag), then by the lowest confidence of their candidates,
    least sure first; spans none of whose candidates says come last, in text order.

    Two grouped queries, however many spans and runs.
    """
    seen = _seen_candidates(document=document, reviewer_id=reviewer_id)
    lowest = dict(
        seen.filter(confidence__isnull=False)
        .values("span_id")
        .annotate(lowest=Min("confidence"))
        .order_by()
        .values_list("span_id", "lowest")
    )
    flagged = set(
        seen.exclude(suggested_tag__in=("", "NO_ERROR"))
        .order_by()
        .values_list("span_id", flat=True)
        .distinct()
    )

    def risk(span: Span) -> tuple[int, int, float]:
        sure = lowest.get(span.pk)
        return (0 if span.pk in flagged else 1, 0 if sure is not None else 1, sure or 0)

    # sorted() is stable: equal risks keep text order.
    return sorted(spans, key=risk)


def _decisions(*, document: Document, reviewer) -> dict[int, Decision]:
    return {
        d.span_id: d
        for d in Decision.objects.filter(document=document, reviewer=reviewer)
    }


def _pseudonym_owners(
    *, spans: list[Span], decisions: dict[int, Decision], text: str
) -> dict[str, tuple[str, str]]:
    """Normalised pseudonym -> (entity key, original) over the reviewer's decisions."""
    owners: dict[str, tuple[str, str]] = {}
    for span in spans:
        decision = decisions.get(span.pk)
        if decision is None or decision.kind == "keep" or not decision.text.strip():
            continue
        owners.setdefault(
            normalise(decision.text),
            (entity_key(span, text), text[span.start : span.end]),
        )
    return owners


def _curate_item(
    *,
    document: Document,
    span: Span,
    spans: list[Span],
    candidates: list[Candidate],
    decisions: dict[int, Decision],
    owners: dict[str, tuple[str, str]],
) -> CurateItem:
    text = document.text
    key = entity_key(span, text)

    def clash_of(value: str) -> str:
        owner = owners.get(normalise(value))
        if owner and owner[0] != key:
            return owner[1]
        return ""

    options: list[Option] = []
    seen: set[str] = set()
    for candidate in candidates:
        shown = candidate.text or ("[FAILED]" if candidate.failed else "")
        options.append(
            Option(
                number=len(options) + 1,
                text=shown,
                source=candidate.run.label,
                candidate=candidate,
                clash=clash_of(shown),
            )
        )
        seen.add(normalise(shown))
    # The masked LM's ranked alternatives fill the remaining numbers, once each.
    for candidate in candidates:
        for alternative in candidate.alternatives or []:
            value = str(
                alternative.get("text", "")
                if isinstance(alternative, dict)
                else alternative
            )
            if not value.strip() or normalise(value) in seen:
                continue
            if len(options) >= MAX_OPTIONS:
                break
            seen.add(normalise(value))
            options.append(
                Option(
                    number=len(options) + 1,
                    text=value,
                    source=f"{candidate.run.label} alternative",
                    candidate=candidate,
                    alternative=True,
                    clash=clash_of(value),
                )
            )
    mentions = [s for s in spans if s.pk != span.pk and entity_key(s, text) == key]
    decision = decisions.get(span.pk)
    pending: list[Span] = []
    if decision is not None:
        pending = [
            s
            for s in mentions
            if (d := decisions.get(s.pk)) is None or not same_choice(d, decision)
        ]
    return CurateItem(
        span=span,
        sentence=span_sentence(text=text, span=span),
        options=options,
        decision=decision,
        entity=key,
        mentions=mentions,
        mentions_pending=pending,
        clash=clash_of(decision.text) if decision and decision.kind != "keep" else "",
    )


def curate_page_data(
    *, document: Document, reviewer, order: CurateOrder = "text"
) -> dict[str, Any]:
    """The page's text, marks and counts; ``ordered`` is the spans in the order the
    keys walk them (``order``), while ``spans`` and the text stay in text order."""
    spans = document_spans(document)
    ordered = spans
    if order == "confidence":
        ordered = spans_least_sure_first(
            document=document, spans=spans, reviewer_id=reviewer.pk
        )
    decisions = _decisions(document=document, reviewer=reviewer)
    replacement = {
        pk: (d.text if d.kind != "keep" else document.text[span.start : span.end])
        for span in spans
        if (d := decisions.get(pk := span.pk)) is not None
    }
    pieces = text_pieces(text=document.text, spans=spans)
    for piece in pieces:
        if piece.span is not None:
            decision = decisions.get(piece.span.pk)
            piece.status = decision.kind if decision else "todo"
            piece.extra = replacement.get(piece.span.pk, "")
    return {
        "spans": spans,
        "ordered": ordered,
        "span_ids": " ".join(str(span.pk) for span in ordered),
        "pieces": pieces,
        "decided_count": sum(1 for s in spans if s.pk in decisions),
    }


def curate_item_get(
    *, document: Document, reviewer, span_id: int | str | None
) -> CurateItem | None:
    """One span's curate card, in constant queries (the document's spans are needed to
    find the entity's other mentions and other entities' pseudonyms)."""
    spans = document_spans(document)
    if not spans:
        return None
    span = spans[0]
    if span_id not in (None, ""):
        found = next((s for s in spans if str(s.pk) == str(span_id)), None)
        if found is None:
            return None
        span = found
    decisions = _decisions(document=document, reviewer=reviewer)
    item = _curate_item(
        document=document,
        span=span,
        spans=spans,
        candidates=_curate_candidates(
            document=document, span=span, reviewer_id=reviewer.pk
        ),
        decisions=decisions,
        owners=_pseudonym_owners(spans=spans, decisions=decisions, text=document.text),
    )
    if not item.options:
        # "No candidates yet" alone left an annotator waiting for runs that existed
        # but were not shown to them: say which is the case and whom to ask.
        runs = set(
            Candidate.objects.filter(span=span)
            .values_list("run_id", flat=True)
            .distinct()
        )
        item.any_runs = bool(runs)
        item.hidden_runs = len(runs)
    return item
