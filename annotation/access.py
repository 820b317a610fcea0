"""Who may see which run, the opaque identifiers of blind review items, and the log of
every read that pairs originals with pseudonyms.

**Runs and annotators** (leads see every run of their project):

* A review set is *given* to a member when it names them among its reviewers, or
  when it names nobody (then it is given to every member).
* The *blind runs* of a member are the runs of the blind sets given to them. Nothing
  they can reach names such a run, gives its id, its generator or the ids of its
  candidates: it exists for them only as "System B" inside the set.
* The *visible runs* of a member are the runs a lead made visible to annotators and
  the runs of the open (not blind) sets given to them, minus their blind runs: blind
  wins, so a run never shows by name to someone who reviews it blind.
* Any other run does not exist for an annotator: its pages, API answers and report
  columns answer 404 or leave it out, exactly as for an id that was never used.

**Blind items** are named by ``<span id>-<HMAC>``: the span is the same for every
run (it says nothing about which run a candidate came from) and the HMAC of (review
set, reviewer, candidate) under the site's secret key cannot be guessed, is not
sequential, and differs between reviewers and sets. The server maps it back by
computing the HMAC of the few candidates of that span in the set.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from django.db.models import Q, QuerySet
from django.utils.crypto import constant_time_compare, salted_hmac

from annotation.models import ActivityLog, Membership, Project, ReviewSet, Role
from generation.models import Candidate, GenerationRun

if TYPE_CHECKING:
    from collections.abc import Iterable

_CACHE_ATTRIBUTE = "_run_access_cache"
_TOKEN_SALT = "pseudoweb.annotation.access.blind-item"
_ORDER_SALT = "pseudoweb.annotation.access.blind-order"


@dataclass(frozen=True)
class RunAccess:
    """What one member may see of a project's runs."""

    is_lead: bool
    visible: frozenset[int]
    blind: frozenset[int]
    review_sets: frozenset[int]

    def can_see(self, run_id: int | None) -> bool:
        """May the run be shown by name (its id, label, generator, candidate ids)?"""
        if run_id is None:
            return False
        return self.is_lead or run_id in self.visible

    def can_review_set(self, review_set_id: int) -> bool:
        return self.is_lead or review_set_id in self.review_sets

    def visible_ids(self, project: Project) -> list[int]:
        """The ids of the runs the member may see by name, for filters."""
        if self.is_lead:
            return list(
                GenerationRun.objects.filter(project=project).values_list(
                    "pk", flat=True
                )
            )
        return sorted(self.visible)


def _role(project: Project, user_id: int) -> str | None:
    role = getattr(project, "user_role", None)
    if role is not None:
        return role
    return (
        Membership.objects.filter(project=project, user_id=user_id)
        .values_list("role", flat=True)
        .first()
    )


def review_sets_given(*, project: Project, user_id: int | None) -> QuerySet[ReviewSet]:
    """The review sets given to the member: naming them, or naming nobody."""
    return (
        ReviewSet.objects.filter(project=project)
        .filter(Q(reviewers__isnull=True) | Q(reviewers__pk=user_id))
        .distinct()
    )


def run_access(*, project: Project, user_id: int | None) -> RunAccess:
    """The member's view of the project's runs; two queries, cached on ``project``.

    ``project`` should come from ``project_get_for_user`` (it carries the role of
    the user who asks); annotators only ever act on their own work, so for them the
    user who asks and ``user_id`` are the same person.
    """
    cache: dict[int | None, RunAccess] = getattr(project, _CACHE_ATTRIBUTE, None) or {}
    if user_id in cache:
        return cache[user_id]
    if user_id is None:
        # Nobody logged in sees nothing (the project itself already answered 404).
        return RunAccess(
            is_lead=False,
            visible=frozenset(),
            blind=frozenset(),
            review_sets=frozenset(),
        )
    if _role(project, user_id) == Role.LEAD:
        access = RunAccess(
            is_lead=True,
            visible=frozenset(),
            blind=frozenset(),
            review_sets=frozenset(),
        )
    else:
        given = list(
            review_sets_given(project=project, user_id=user_id).values_list(
                "pk", flat=True
            )
        )
        blind: set[int] = set()
        open_runs: set[int] = set()
        through = ReviewSet.runs.through
        for run_id, is_blind in through.objects.filter(
            reviewset_id__in=given
        ).values_list("generationrun_id", "reviewset__blind"):
            (blind if is_blind else open_runs).add(run_id)
        flagged = set(
            GenerationRun.objects.filter(
                project=project, visible_to_annotators=True
            ).values_list("pk", flat=True)
        )
        access = RunAccess(
            is_lead=False,
            visible=frozenset((flagged | open_runs) - blind),
            blind=frozenset(blind),
            review_sets=frozenset(given),
        )
    cache[user_id] = access
    setattr(project, _CACHE_ATTRIBUTE, cache)
    return access


def runs_visible(
    *,
    project: Project,
    user_id: int | None,
    runs: QuerySet[GenerationRun] | None = None,
) -> QuerySet[GenerationRun]:
    """``runs`` (default: the project's) narrowed to those the member may see."""
    if runs is None:
        runs = GenerationRun.objects.filter(project=project)
    access = run_access(project=project, user_id=user_id)
    if access.is_lead:
        return runs
    return runs.filter(pk__in=access.visible)


def run_ids_for_report(
    *, project: Project, user_id: int | None, wanted: Iterable[int] | None
) -> list[int] | None:
    """The runs a report may cover: what was asked for (None: all), narrowed to the
    visible ones for annotators. A run they may not see behaves like an id that does
    not exist: it is left out, and if nothing is left the report is empty (-1 is
    never a run) rather than about every run."""
    access = run_access(project=project, user_id=user_id)
    wanted_list = list(wanted) if wanted else []
    if access.is_lead:
        return wanted_list or None
    allowed = (
        [pk for pk in wanted_list if pk in access.visible]
        if wanted_list
        else (sorted(access.visible))
    )
    return allowed or [-1]


# --- Blind items ------------------------------------------------------------------

_MAX_ID = 2**63 - 1


def small_id(value: Any) -> int | None:
    """``value`` as a database id, or None: digits only, and small enough for any
    database (a 30-digit "id" must be a 404, not an overflow)."""
    text = str(value)
    if not text.isascii() or not text.isdigit() or len(text) > 19:
        return None
    number = int(text)
    return number if number <= _MAX_ID else None


def blind_item_token(
    *, review_set_id: int, reviewer_id: int | None, candidate: Any
) -> str:
    """The opaque name of a candidate in a blind set, for one reviewer."""
    digest = salted_hmac(
        _TOKEN_SALT,
        f"{review_set_id}:{reviewer_id}:{candidate.pk}",
        algorithm="sha256",
    ).hexdigest()[:32]
    return f"{candidate.span_id}-{digest}"


def blind_item_resolve(
    *, review_set_id: int, reviewer_id: int | None, token: str, run_ids: Iterable[int]
) -> Candidate | None:
    """The candidate a blind item's token names, or None (a wrong or foreign token)."""
    span_part, _, digest = str(token).partition("-")
    span_id = small_id(span_part)
    if span_id is None or len(digest) != 32:
        return None
    candidates = Candidate.objects.filter(
        span_id=span_id, run_id__in=list(run_ids)
    ).select_related("span", "document")
    for candidate in candidates:
        expected = blind_item_token(
            review_set_id=review_set_id, reviewer_id=reviewer_id, candidate=candidate
        )
        if constant_time_compare(expected, token):
            return candidate
    return None


def blind_order_seed(*, reviewer_id: int, set_id: int) -> bytes:
    """The seed of a reviewer's shuffle of a blind set's runs: keyed with the secret
    key, so knowing one's own user and set ids does not give the order away."""
    return salted_hmac(
        _ORDER_SALT, f"{reviewer_id}:{set_id}", algorithm="sha256"
    ).digest()


# --- The log of reads that pair originals with pseudonyms --------------------------

#: Every action that reads originals beside pseudonyms; the access-log page lists them.
PAIRING_ACTIONS: dict[str, str] = {
    "correspondence_download": "correspondence table",
    "run_export": "run export (candidates with originals)",
    "run_candidates_read": "run candidates with originals",
}


def pairing_read_log(
    *, project: Project | int, user: Any, action: str, details: dict[str, Any]
) -> ActivityLog:
    """Append who read originals beside pseudonyms, what and how (``user`` None: the
    command line)."""
    if action not in PAIRING_ACTIONS:
        raise ValueError(f"unknown pairing read {action!r}")
    project_id = project if isinstance(project, int) else project.pk
    return ActivityLog.objects.create(
        project_id=project_id, user=user, action=action, details=details
    )


def pairing_log_list(
    *,
    project: Project,
    action: str = "",
    user_id: int | None = None,
    via: str = "",
) -> QuerySet[ActivityLog]:
    rows = ActivityLog.objects.filter(
        project=project, action__in=list(PAIRING_ACTIONS)
    ).select_related("user")
    if action:
        rows = rows.filter(action=action)
    if user_id is not None:
        rows = rows.filter(user_id=user_id)
    if via:
        rows = rows.filter(details__via=via)
    return rows.order_by("-at", "-id")
