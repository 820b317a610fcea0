"""The evaluate page's data: the tagset, each span's candidates and the reviewer's tags.

Every page reads the same handful of tables once for the whole document (spans,
candidates of the chosen runs, the reviewer's own reviews) and groups them in Python,
so a 165-span document with four runs costs the same number of queries as a
three-span document with one run.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from annotation.corpus.models import Document, Span
from annotation.review.access import blind_item_token
from annotation.review.models import ERROR_TAG_DEFINITIONS, ErrorTag, Review
from annotation.review.selectors import EvaluateScope, System, document_spans
from annotation.review.text import Piece, Sentence, span_sentence, text_pieces
from generation.models import Candidate

# --- Tags ---------------------------------------------------------------------------


@dataclass(frozen=True)
class TagChoice:
    number: int
    value: str
    definition: str

    @property
    def head(self) -> str:
        """ "SEM:" of "SEM:CATEGORY", so a narrow button can break the line there."""
        return self.value.partition(":")[0] + ":" if ":" in self.value else ""

    @property
    def tail(self) -> str:
        return self.value.partition(":")[2] or self.value


def tag_choices() -> list[TagChoice]:
    """The tagset in order of precedence, numbered for the keyboard (1 = NO_ERROR)."""
    return [
        TagChoice(number=i, value=tag.value, definition=ERROR_TAG_DEFINITIONS[tag])
        for i, tag in enumerate(ErrorTag, start=1)
    ]


# --- Evaluate ------------------------------------------------------------------------


@dataclass
class CandidateView:
    candidate: Candidate | None
    system: System
    review: Review | None
    # A blind item's opaque name (annotation.review.access); empty outside blind sets.
    token: str = ""
    # The machine's proposed tag, where the set shows proposals (never a person's).
    proposal: Proposal | None = None

    @property
    def item_key(self) -> str:
        """What forms and URLs name the candidate by: the token when blind."""
        if self.token:
            return self.token
        return str(self.candidate.pk) if self.candidate is not None else ""

    @property
    def shown(self) -> str:
        if self.candidate is None:
            return ""
        if self.candidate.failed and not self.candidate.text:
            return "[FAILED]"
        return self.candidate.text


@dataclass(frozen=True)
class Proposal:
    """The machine's proposed tag as a reviewer sees it: in a blind set without its
    evidence (which quotes other candidates of the same system)."""

    tag: str
    confidence: float | None
    evidence: tuple[str, ...] = ()


def proposal_for(
    candidate: Candidate | None, *, scope: EvaluateScope
) -> Proposal | None:
    if candidate is None or not scope.show_proposals or not candidate.suggested_tag:
        return None
    evidence = () if scope.blind else tuple(candidate.suggested_evidence or ())
    return Proposal(candidate.suggested_tag, candidate.suggested_confidence, evidence)


@dataclass
class EvaluateItem:
    span: Span
    sentence: Sentence
    candidates: list[CandidateView]

    @property
    def done(self) -> bool:
        return all(c.review is not None for c in self.candidates if c.candidate)


def _scope_candidates(
    *, document: Document, run_ids: list[int], span: Span | None = None
) -> list[Candidate]:
    # order_by() drops the model's span__start ordering, which would cost a join.
    candidates = Candidate.objects.filter(document=document, run_id__in=run_ids)
    if span is not None:
        candidates = candidates.filter(span=span)
    return list(candidates.order_by())


def _reviews(*, reviewer, candidates: list[Candidate]) -> dict[int, Review]:
    if not candidates:
        return {}
    ids = [c.pk for c in candidates]
    return {
        review.candidate_id: review
        for review in Review.objects.filter(reviewer=reviewer, candidate_id__in=ids)
    }


def _evaluate_items(
    *,
    document: Document,
    spans: list[Span],
    scope: EvaluateScope,
    candidates: list[Candidate],
    reviews: dict[int, Review],
) -> list[EvaluateItem]:
    by_span_run = {(c.span_id, c.run_id): c for c in candidates}
    items = []
    for span in spans:
        views = []
        for system in scope.systems:
            candidate = by_span_run.get((span.pk, system.run.pk))
            review = reviews.get(candidate.pk) if candidate else None
            token = ""
            if candidate is not None and scope.blind and scope.reviewer_id:
                token = blind_item_token(
                    review_set_id=scope.pk,
                    reviewer_id=scope.reviewer_id,
                    candidate=candidate,
                )
            views.append(
                CandidateView(
                    candidate=candidate,
                    system=system,
                    review=review,
                    token=token,
                    proposal=proposal_for(candidate, scope=scope),
                )
            )
        items.append(
            EvaluateItem(
                span=span,
                sentence=span_sentence(text=document.text, span=span),
                candidates=views,
            )
        )
    return items


@dataclass
class SystemText:
    system: System
    pieces: list[Piece]


def evaluate_page_data(
    *, document: Document, scope: EvaluateScope, reviewer
) -> dict[str, Any]:
    """Everything the evaluate page shows for one document, in constant queries."""
    spans = document_spans(document)
    candidates = _scope_candidates(document=document, run_ids=scope.run_ids)
    reviews = _reviews(reviewer=reviewer, candidates=candidates)
    items = _evaluate_items(
        document=document,
        spans=spans,
        scope=scope,
        candidates=candidates,
        reviews=reviews,
    )
    texts = []
    for index, system in enumerate(scope.systems):
        replacement = {}
        status = {}
        for item in items:
            view = item.candidates[index]
            if view.candidate is not None:
                replacement[item.span.pk] = view.shown
            status[item.span.pk] = view
        pieces = text_pieces(text=document.text, spans=spans, replacement=replacement)
        for piece in pieces:
            if piece.span is not None:
                view = status[piece.span.pk]
                piece.status = _evaluate_status(view)
        texts.append(SystemText(system=system, pieces=pieces))
    reviewed = sum(1 for c in candidates if c.pk in reviews)
    return {
        "spans": spans,
        "span_ids": " ".join(str(span.pk) for span in spans),
        "items": items,
        "texts": texts,
        "candidate_count": len(candidates),
        "reviewed_count": reviewed,
    }


def evaluate_saved_data(
    *, document: Document, scope: EvaluateScope, reviewer, item: EvaluateItem
) -> dict[str, object]:
    """What a tag save sends besides the card: the span's piece of text in each
    system (out of band) and the counts. Cheaper than the whole page's data."""
    # Only the offsets are needed to know which piece the span has; light rows keep
    # this save fast on a 165-span document.
    bounds = [
        SimpleNamespace(pk=pk, start=start, end=end)
        for pk, start, end in Span.objects.filter(document=document).values_list(
            "pk", "start", "end"
        )
    ]
    piece = next(
        (
            p
            for p in text_pieces(text=document.text, spans=bounds)  # type: ignore[arg-type]
            if p.span is not None and p.span.pk == item.span.pk
        ),
        None,
    )
    oob_texts = []
    for view in item.candidates:
        pieces = []
        if piece is not None:
            pieces.append(
                Piece(
                    text=view.shown if view.candidate else piece.original,
                    span=item.span,
                    original=piece.original,
                    also=piece.also,
                    status=_evaluate_status(view),
                )
            )
        oob_texts.append((view.system, pieces))
    return {
        "oob_texts": oob_texts,
        "candidate_count": Candidate.objects.filter(
            document=document, run_id__in=scope.run_ids
        ).count(),
        "reviewed_count": Review.objects.filter(
            reviewer=reviewer, document=document, run_id__in=scope.run_ids
        ).count(),
    }


def _evaluate_status(view: CandidateView) -> str:
    if view.candidate is None:
        return "missing"
    if view.review is None:
        return "todo"
    return "ok" if view.review.tag == ErrorTag.NO_ERROR else "error"


def evaluate_item_get(
    *, document: Document, scope: EvaluateScope, reviewer, span_id: int | str | None
) -> EvaluateItem | None:
    """One span's card: the span, its candidates in the scope, the reviewer's tags."""
    span = _span_get(document=document, span_id=span_id)
    if span is None:
        return None
    candidates = _scope_candidates(document=document, run_ids=scope.run_ids, span=span)
    return _evaluate_items(
        document=document,
        spans=[span],
        scope=scope,
        candidates=candidates,
        reviews=_reviews(reviewer=reviewer, candidates=candidates),
    )[0]


def _span_get(*, document: Document, span_id: int | str | None) -> Span | None:
    spans = Span.objects.filter(document=document).select_related("label")
    if span_id is not None and span_id != "":
        try:
            return spans.filter(pk=int(span_id)).first()
        except (TypeError, ValueError):
            return None
    return spans.first()
