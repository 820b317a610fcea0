"""Reads for the review pages (evaluate and curate), in a constant number of queries.

Every page reads the same handful of tables once for the whole document (spans,
candidates of the chosen runs, the reviewer's own reviews or decisions, progress) and
groups them in Python, so a 165-span document with four runs costs the same number of
queries as a three-span document with one run.
"""

from __future__ import annotations

import random
import re
import string
from collections import defaultdict
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied
from django.db.models import Case, Count, IntegerField, Q, QuerySet, Value, When
from django.http import Http404

from annotation.corpus.access import small_id
from annotation.corpus.models import (
    Document,
    IdentifierType,
    Membership,
    Project,
    Role,
    Span,
)
from annotation.corpus.selectors import project_get_for_user
from annotation.review.access import (
    blind_item_resolve,
    blind_item_token,
    blind_order_seed,
    review_sets_given,
)
from annotation.review.models import (
    ERROR_TAG_DEFINITIONS,
    Decision,
    DecisionKind,
    DocumentProgress,
    ErrorTag,
    Review,
    ReviewMode,
    ReviewSet,
)
from generation.access import run_access, runs_visible
from generation.models import Candidate, GenerationRun, RunStatus

if TYPE_CHECKING:
    from collections.abc import Iterable

    from django.contrib.auth.models import AnonymousUser, User

    AnyUser = User | AnonymousUser

SCOPE_KINDS = ("run", "set")
# Context shown around a span when the text has no sentence end nearby.
SENTENCE_MAX_CHARS = 300
_SENTENCE_END = re.compile(r"[.!?…][\"'”’)\]]*\s+|\n")


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


# --- Scopes: what is being evaluated ----------------------------------------------


@dataclass
class System:
    """One run as the reviewer sees it: under its own name, or "System B" when blind."""

    run: GenerationRun
    index: int
    name: str

    @property
    def key(self) -> str:
        return str(self.index)


@dataclass
class EvaluateScope:
    kind: str  # "run" or "set"
    pk: int
    systems: list[System]
    review_set: ReviewSet | None = None
    # Whose blind item names the page shows (the reviewer of the page).
    reviewer_id: int | None = None

    @property
    def blind(self) -> bool:
        return bool(self.review_set and self.review_set.blind)

    @property
    def key(self) -> str:
        """What DocumentProgress.scope stores: "run:12" or "set:3"."""
        return f"{self.kind}:{self.pk}"

    @property
    def title(self) -> str:
        if self.review_set is not None:
            return self.review_set.name
        return self.systems[0].name

    @property
    def run_ids(self) -> list[int]:
        return [system.run.pk for system in self.systems]


def blind_names(count: int) -> list[str]:
    letters = string.ascii_uppercase
    return [
        f"System {letters[i]}" if i < len(letters) else f"System {i + 1}"
        for i in range(count)
    ]


def blind_order(
    *, runs: list[GenerationRun], reviewer_id: int, set_id: int
) -> list[GenerationRun]:
    """The set's runs in an order fixed per reviewer and set, different between people.

    Seeded by reviewer and set, so a reviewer sees "System A" as the same run on every
    document and after every reload, while another reviewer's "System A" is likely a
    different run: position tells nobody which generator it is. The seed is keyed with
    the secret key: a reviewer who knows their own ids cannot replay the shuffle.
    """
    ordered = sorted(runs, key=lambda run: run.pk)
    seed = blind_order_seed(reviewer_id=reviewer_id, set_id=set_id)
    random.Random(seed).shuffle(ordered)
    return ordered


def evaluate_scope_get(
    *, project: Project, kind: str, pk: int, reviewer_id: int
) -> EvaluateScope:
    """A run or a review set of ``project``; 404 for anything else, and for an
    annotator also for a run they may not see or a set not given to them
    (``annotation.corpus.access``). An open set shows an annotator only the runs they may
    see by name: a run they review blind elsewhere stays out of it."""
    # Annotators only read their own work, so the reviewer is the one who asks.
    seen = run_access(project=project, user_id=reviewer_id)
    if kind == "run":
        # A failed run has nothing whole to review: it is not offered.
        run = (
            GenerationRun.objects.filter(project=project, pk=pk)
            .exclude(status=RunStatus.FAILED)
            .first()
        )
        if run is None or not seen.can_see(run.pk):
            raise Http404("No such run to review.")
        return EvaluateScope(
            kind=kind,
            pk=pk,
            systems=[System(run=run, index=0, name=run.label)],
            reviewer_id=reviewer_id,
        )
    if kind == "set":
        review_set = ReviewSet.objects.filter(project=project, pk=pk).first()
        if review_set is None or not seen.can_review_set(review_set.pk):
            raise Http404("No such review set.")
        runs = list(review_set.runs.all())
        if review_set.blind:
            runs = blind_order(runs=runs, reviewer_id=reviewer_id, set_id=review_set.pk)
            names = blind_names(len(runs))
        else:
            runs = [run for run in runs if seen.can_see(run.pk)]
            runs.sort(key=lambda run: run.pk)
            names = [run.label for run in runs]
        systems = [
            System(run=run, index=i, name=name)
            for i, (run, name) in enumerate(zip(runs, names, strict=True))
        ]
        return EvaluateScope(
            kind=kind,
            pk=pk,
            systems=systems,
            review_set=review_set,
            reviewer_id=reviewer_id,
        )
    raise Http404("No such review scope.")


# --- Who is looking at whose work ---------------------------------------------------


def reviewer_for_view(
    *, user: AnyUser, project: Project, reviewer_param: int | str | None
):
    """The reviewer whose work the page shows: the user, or (leads only) someone else.

    Returns ``(reviewer, read_only)``. Annotators asking for another reviewer get 403;
    a lead asking for a non-member gets 404.
    """
    if not reviewer_param or str(reviewer_param) == str(user.pk):
        return user, False
    if getattr(project, "user_role", None) != Role.LEAD:
        raise PermissionDenied("Only a lead may look at another reviewer's work.")
    try:
        reviewer = get_user_model().objects.get(
            pk=int(reviewer_param), memberships__project=project
        )
    except (ValueError, TypeError, get_user_model().DoesNotExist) as exc:
        raise Http404("No such reviewer in this project.") from exc
    return reviewer, True


def reviewer_check_own(*, user: AnyUser, reviewer_param: str | None) -> None:
    """Writes always act on the user's own work; naming someone else is refused."""
    if reviewer_param and str(reviewer_param) != str(user.pk):
        raise PermissionDenied("Decisions belong to their reviewer; you can only read.")


# --- Text ----------------------------------------------------------------------


def sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence around ``text[start:end]``: from the previous sentence end (or line
    break) to the next one, at most SENTENCE_MAX_CHARS either side."""
    left_limit = max(0, start - SENTENCE_MAX_CHARS)
    left = left_limit
    for match in _SENTENCE_END.finditer(text, left_limit, start):
        left = match.end()
    right_limit = min(len(text), end + SENTENCE_MAX_CHARS)
    after = _SENTENCE_END.search(text, end, right_limit)
    right = after.start() + 1 if after else right_limit
    return left, max(right, end)


@dataclass
class Sentence:
    before: str
    span: str
    after: str


def span_sentence(*, text: str, span: Span) -> Sentence:
    left, right = sentence_bounds(text, span.start, span.end)
    return Sentence(
        before=text[left : span.start].lstrip(),
        span=text[span.start : span.end],
        after=text[span.end : right].rstrip(),
    )


def entity_key(span: Span, text: str) -> str:
    """Mentions of one referent: TAB's entity id, else the same normalised string."""
    if span.entity:
        return f"id:{span.entity}"
    return "text:" + " ".join(text[span.start : span.end].split()).casefold()


def same_choice(first: Decision, second: Decision) -> bool:
    """Both keep the original, or both give the same pseudonym (however obtained)."""
    keep = DecisionKind.KEEP
    if first.kind == keep or second.kind == keep:
        return first.kind == second.kind
    return first.text == second.text


def normalise(value: str) -> str:
    return " ".join(value.split()).casefold()


@dataclass
class Piece:
    """A stretch of the displayed text: plain, or one span's replacement."""

    text: str
    span: Span | None = None
    original: str = ""
    # Overlapping spans that this piece stands for too (they get no piece of their own).
    also: list[int] = field(default_factory=list)
    status: str = ""
    extra: str = ""

    @property
    def span_ids(self) -> str:
        if self.span is None:
            return ""
        return " ".join(str(pk) for pk in [self.span.pk, *self.also])


def text_pieces(
    *, text: str, spans: Iterable[Span], replacement: dict[int, str] | None = None
) -> list[Piece]:
    """Cut the text at the spans; a span's piece shows ``replacement`` or the original.

    A span overlapping one already placed cannot be replaced on its own, so it joins
    that span's piece (``also``) and stays reachable from it. All text stays plain
    strings: the template escapes it, nothing here is ever marked safe.
    """
    pieces: list[Piece] = []
    cursor = 0
    current: Piece | None = None
    current_end = 0
    length = len(text)
    for span in sorted(spans, key=lambda s: (s.start, -s.end, s.pk)):
        start, end = max(0, min(span.start, length)), max(0, min(span.end, length))
        if start >= end:
            continue
        if current is not None and start < current_end:
            current.also.append(span.pk)
            continue
        if start > cursor:
            pieces.append(Piece(text=text[cursor:start]))
        original = text[start:end]
        shown = original
        if replacement is not None and span.pk in replacement:
            shown = replacement[span.pk]
        current = Piece(text=shown, span=span, original=original)
        current_end = end
        pieces.append(current)
        cursor = end
    if cursor < length:
        pieces.append(Piece(text=text[cursor:]))
    return pieces


# --- Evaluate ------------------------------------------------------------------------


@dataclass
class CandidateView:
    candidate: Candidate | None
    system: System
    review: Review | None
    # A blind item's opaque name (annotation.corpus.access); empty outside blind sets.
    token: str = ""

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


@dataclass
class EvaluateItem:
    span: Span
    sentence: Sentence
    candidates: list[CandidateView]

    @property
    def done(self) -> bool:
        return all(c.review is not None for c in self.candidates if c.candidate)


def _document_spans(document: Document) -> list[Span]:
    return list(Span.objects.filter(document=document).select_related("label"))


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
                    candidate=candidate, system=system, review=review, token=token
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
    spans = _document_spans(document)
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


def candidate_get_for_user(*, user: AnyUser, pk: int | str) -> Candidate:
    """A candidate whose project the user belongs to and whose run they may see by
    name (404 otherwise: a blind set's candidates are reached by their opaque names
    only, see ``review_item_get``)."""
    try:
        candidate = Candidate.objects.select_related("span", "document").get(pk=pk)
    except (Candidate.DoesNotExist, ValueError, TypeError, OverflowError) as exc:
        raise Http404("No such candidate.") from exc
    project = project_get_for_user(user, candidate.document.project_id)
    candidate.document.project = project
    if not run_access(project=project, user_id=user.pk).can_see(candidate.run_id):
        raise Http404("No such candidate.")
    return candidate


def review_item_get(*, user: AnyUser, kind: str, scope_id: int, item: str) -> Candidate:
    """The candidate a tag form names: in a blind set by the item's opaque name
    (for the user who asks), elsewhere by its id. 404 for anything else, a blind
    set's candidate named by its id included."""
    if kind == "set":
        review_set = ReviewSet.objects.filter(pk=scope_id).first()
        if review_set is None:
            raise Http404("No such review set.")
        project = project_get_for_user(user, review_set.project_id)
        seen = run_access(project=project, user_id=user.pk)
        if not seen.can_review_set(review_set.pk):
            raise Http404("No such review set.")
        if review_set.blind:
            candidate = blind_item_resolve(
                review_set_id=review_set.pk,
                reviewer_id=user.pk,
                token=item,
                run_ids=review_set.runs.values_list("pk", flat=True),
            )
            if candidate is None:
                raise Http404("No such item in this review set.")
            candidate.document.project = project
            return candidate
    pk = small_id(item)
    if pk is None:
        raise Http404("No such candidate.")
    return candidate_get_for_user(user=user, pk=pk)


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


def _curate_candidates(
    *, document: Document, span: Span | None = None, reviewer_id: int | None = None
) -> list[Candidate]:
    candidates = Candidate.objects.filter(document=document).select_related("run")
    if reviewer_id is not None:
        # Annotators curate with the runs they may see by name; a run they review
        # blind (or may not see at all) would give its name away here.
        seen = run_access(project=document.project, user_id=reviewer_id)
        if not seen.is_lead:
            candidates = candidates.filter(run_id__in=seen.visible)
    if span is not None:
        candidates = candidates.filter(span=span)
    return list(candidates.order_by("run_id"))


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


def curate_page_data(*, document: Document, reviewer) -> dict[str, Any]:
    spans = _document_spans(document)
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
        "span_ids": " ".join(str(span.pk) for span in spans),
        "pieces": pieces,
        "decided_count": sum(1 for s in spans if s.pk in decisions),
    }


def curate_item_get(
    *, document: Document, reviewer, span_id: int | str | None
) -> CurateItem | None:
    """One span's curate card, in constant queries (the document's spans are needed to
    find the entity's other mentions and other entities' pseudonyms)."""
    spans = _document_spans(document)
    if not spans:
        return None
    span = spans[0]
    if span_id not in (None, ""):
        found = next((s for s in spans if str(s.pk) == str(span_id)), None)
        if found is None:
            return None
        span = found
    decisions = _decisions(document=document, reviewer=reviewer)
    return _curate_item(
        document=document,
        span=span,
        spans=spans,
        candidates=_curate_candidates(
            document=document, span=span, reviewer_id=reviewer.pk
        ),
        decisions=decisions,
        owners=_pseudonym_owners(spans=spans, decisions=decisions, text=document.text),
    )


def span_candidate_get(*, span: Span, user: AnyUser, pk: Any) -> Candidate | None:
    """One of ``span``'s candidates, from a run the user may see by name (curate
    accepts only those), or None."""
    candidate_id = small_id(pk)
    if candidate_id is None:
        return None
    candidate = Candidate.objects.filter(pk=candidate_id, span=span).first()
    if candidate is None:
        return None
    seen = run_access(project=span.document.project, user_id=user.pk)
    return candidate if seen.can_see(candidate.run_id) else None


def span_get_for_user(*, user: AnyUser, pk: int | str) -> Span:
    try:
        span = Span.objects.select_related("document", "label").get(pk=pk)
    except (Span.DoesNotExist, ValueError, TypeError) as exc:
        raise Http404("No such span.") from exc
    span.document.project = project_get_for_user(user, span.document.project_id)
    return span


# --- Documents and progress ----------------------------------------------------


def scope_documents(
    *, project: Project, scope: EvaluateScope | None
) -> QuerySet[Document]:
    """The documents a review covers: the runs' documents, or the whole project."""
    documents = Document.objects.filter(project=project)
    if scope is not None:
        ids: set[int] = set()
        for system in scope.systems:
            if not system.run.document_ids:
                return documents.order_by("position", "id")
            ids.update(int(pk) for pk in system.run.document_ids)
        documents = documents.filter(pk__in=ids)
    return documents.order_by("position", "id")


def document_next_not_done(
    *,
    project: Project,
    reviewer,
    mode: str,
    scope: EvaluateScope | None,
    after: Document | None = None,
) -> Document | None:
    """The next document (after ``after``, wrapping round) the reviewer has not marked
    done in this mode and scope. One query."""
    done = DocumentProgress.objects.filter(
        reviewer=reviewer, mode=mode, scope=scope.key if scope else ""
    ).values("document_id")
    documents = scope_documents(project=project, scope=scope).exclude(pk__in=done)
    if after is not None:
        later = documents.filter(
            Q(position__gt=after.position) | Q(position=after.position, pk__gt=after.pk)
        )
        # Ordering the later ones first keeps this one query: wrap round by sort key.
        documents = (
            documents.exclude(pk=after.pk)
            .annotate(
                wrap=Case(
                    When(pk__in=later.values("pk"), then=Value(0)),
                    default=Value(1),
                    output_field=IntegerField(),
                )
            )
            .order_by("wrap", "position", "id")
        )
    return documents.first()


def document_is_done(
    *, document: Document, reviewer, mode: str, scope_key: str
) -> bool:
    return DocumentProgress.objects.filter(
        document=document, reviewer=reviewer, mode=mode, scope=scope_key
    ).exists()


@dataclass
class ReviewerProgress:
    reviewer: object
    role: str
    curate_done: int = 0
    decisions: int = 0
    reviews: int = 0
    evaluate_done: dict[str, int] = field(default_factory=dict)
    evaluate_named: list[tuple[str, int]] = field(default_factory=list)


def review_progress(
    *, project: Project, user: User, documents: list[Document]
) -> dict[str, object]:
    """Progress per reviewer (leads: everyone; annotators: themselves) and per
    document of ``documents`` (a page of them). A fixed number of queries."""
    is_lead = getattr(project, "user_role", None) == Role.LEAD
    memberships = Membership.objects.filter(project=project).select_related("user")
    if not is_lead:
        memberships = memberships.filter(user=user)
    members = list(memberships.order_by("user__username"))
    user_ids = [m.user_id for m in members]
    per_reviewer = {
        m.user_id: ReviewerProgress(reviewer=m.user, role=m.role) for m in members
    }
    for row in (
        DocumentProgress.objects.filter(
            document__project=project, reviewer_id__in=user_ids
        )
        .values("reviewer_id", "mode", "scope")
        .annotate(n=Count("id"))
    ):
        progress = per_reviewer[row["reviewer_id"]]
        if row["mode"] == ReviewMode.CURATE:
            progress.curate_done += row["n"]
        else:
            progress.evaluate_done[row["scope"]] = row["n"]
    for row in (
        Decision.objects.filter(document__project=project, reviewer_id__in=user_ids)
        .values("reviewer_id")
        .annotate(n=Count("id"))
    ):
        per_reviewer[row["reviewer_id"]].decisions = row["n"]
    for row in (
        Review.objects.filter(document__project=project, reviewer_id__in=user_ids)
        .values("reviewer_id")
        .annotate(n=Count("id"))
    ):
        per_reviewer[row["reviewer_id"]].reviews = row["n"]
    scope_names = _scope_names(project=project, user=user, is_lead=is_lead)
    doc_ids = [d.pk for d in documents]
    cells: dict[int, dict[int, list[str]]] = defaultdict(lambda: defaultdict(list))
    for done in DocumentProgress.objects.filter(
        document_id__in=doc_ids, reviewer_id__in=user_ids
    ).values("document_id", "reviewer_id", "mode", "scope"):
        name = (
            "curate"
            if done["mode"] == ReviewMode.CURATE
            else scope_name(scope_names, done["scope"])
        )
        cells[done["document_id"]][done["reviewer_id"]].append(name)
    rows = [
        (document, [sorted(cells[document.pk].get(uid, [])) for uid in user_ids])
        for document in documents
    ]
    reviewers = list(per_reviewer.values())
    for progress in reviewers:
        progress.evaluate_named = sorted(
            (scope_name(scope_names, key), n)
            for key, n in progress.evaluate_done.items()
        )
    return {"reviewers": reviewers, "rows": rows, "is_lead": is_lead}


def _scope_names(*, project: Project, user: AnyUser, is_lead: bool) -> dict[str, str]:
    runs = GenerationRun.objects.filter(project=project)
    sets = ReviewSet.objects.filter(project=project)
    if not is_lead:
        runs = runs_visible(project=project, user_id=user.pk, runs=runs)
        sets = review_sets_given(project=project, user_id=user.pk)
    names = {f"run:{run.pk}": run.label for run in runs.only("pk", "name", "generator")}
    for review_set in sets.only("pk", "name"):
        names[f"set:{review_set.pk}"] = review_set.name
    return names


def scope_name(names: dict[str, str], key: str) -> str:
    """A progress scope's name; one the user may no longer see stays anonymous."""
    return names.get(key, "a review no longer given to you")


def review_start_data(
    *, project: Project, user_id: int | None = None
) -> dict[str, object]:
    """Runs to evaluate and review sets, as the member may see them: annotators get
    the runs they may see by name and the sets given to them, each set listing only
    the runs they may see (none of a blind one)."""
    # A failed run has nothing whole to review: it is not offered.
    runs = GenerationRun.objects.filter(project=project).exclude(
        status=RunStatus.FAILED
    )
    review_sets = ReviewSet.objects.filter(project=project)
    seen = None
    if user_id is not None:
        seen = run_access(project=project, user_id=user_id)
        if not seen.is_lead:
            runs = runs.filter(pk__in=seen.visible)
            review_sets = review_sets_given(project=project, user_id=user_id)
    run_list = list(runs.annotate(candidate_count=Count("candidates")))
    rows = []
    for review_set in review_sets.prefetch_related("runs", "reviewers"):
        members = sorted(review_set.runs.all(), key=lambda run: run.pk)
        if seen is None or seen.is_lead:
            shown = members
        elif review_set.blind:
            shown = []
        else:
            shown = [run for run in members if seen.can_see(run.pk)]
        rows.append(
            ReviewSetRow(
                review_set=review_set,
                run_count=len(members)
                if seen is None or seen.is_lead or review_set.blind
                else len(shown),
                shown_runs=shown,
                reviewers=list(review_set.reviewers.all()),
            )
        )
    return {"runs": run_list, "review_sets": rows}


@dataclass
class ReviewSetRow:
    """A review set on the start page, with what the member may see of it."""

    review_set: ReviewSet
    run_count: int
    shown_runs: list[GenerationRun]
    # Who it is given to; empty: every member.
    reviewers: list[Any]


# --- Marking done with work left -------------------------------------------------


def document_open_count(
    *, document: Document, reviewer, scope: EvaluateScope | None
) -> int:
    """What the reviewer left open in the document: spans without a decision
    (curate, ``scope`` None), or candidates of the scope's runs without a tag."""
    if scope is None:
        decided = Decision.objects.filter(document=document, reviewer=reviewer)
        return (
            Span.objects.filter(document=document)
            .exclude(pk__in=decided.values("span_id"))
            .count()
        )
    tagged = Review.objects.filter(document=document, reviewer=reviewer)
    return (
        Candidate.objects.filter(document=document, run_id__in=scope.run_ids)
        .exclude(pk__in=tagged.values("candidate_id"))
        .count()
    )


def open_count_warning(count: int, *, scope: EvaluateScope | None) -> str:
    if scope is None:
        what = "span has" if count == 1 else "spans have"
        return f"{count} {what} no decision yet: the export leaves this document out."
    what = "candidate has" if count == 1 else "candidates have"
    return f"{count} {what} no tag yet."
