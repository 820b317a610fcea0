"""Review scopes, access checks, getters and progress: the reads the review pages share.

What is being evaluated (a run or a review set, with blind names and order), whose work
a page shows, the candidate, span and item getters, the documents of a scope and the
next one not done, progress per reviewer, the start page's runs and sets, and what a
reviewer left open. The pages' own data are in ``evaluate`` and ``curate``, the text
helpers in ``text``.
"""

from __future__ import annotations

import random
import string
from collections import defaultdict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied
from django.db.models import Case, Count, IntegerField, Q, QuerySet, Value, When
from django.http import Http404

from annotation.corpus.access import small_id
from annotation.corpus.models import Document, Membership, Project, Role, Span
from annotation.corpus.selectors import project_get_for_user
from annotation.review.access import (
    blind_item_resolve,
    blind_order_seed,
    review_sets_given,
)
from annotation.review.models import (
    Decision,
    DocumentProgress,
    Review,
    ReviewMode,
    ReviewSet,
)
from generation.access import run_access, runs_visible
from generation.models import Candidate, GenerationRun, RunStatus

if TYPE_CHECKING:
    from django.contrib.auth.models import AnonymousUser, User

    AnyUser = User | AnonymousUser

SCOPE_KINDS = ("run", "set")


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
    def show_proposals(self) -> bool:
        """Reviewers see the machine's proposed tags (a review set's choice)."""
        return bool(self.review_set and self.review_set.show_proposals)

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
    (``generation.access``). An open set shows an annotator only the runs they
    may see by name: a run they review blind elsewhere stays out of it."""
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


# --- Candidates, spans and items ---------------------------------------------------


def document_spans(document: Document) -> list[Span]:
    return list(Span.objects.filter(document=document).select_related("label"))


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
