"""Who may see which run.

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

What review sets give to a member is the review's business, a layer above: it tells
this module through :func:`run_grants_provider` (``annotation.review.access``
registers it when the apps are ready), so generation never imports the review.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from django.db.models import QuerySet

from annotation.corpus.models import Membership, Project, Role
from generation.models import GenerationRun

if TYPE_CHECKING:
    from collections.abc import Iterable

_CACHE_ATTRIBUTE = "_run_access_cache"


@dataclass(frozen=True)
class RunGrants:
    """What a higher layer grants a member: runs to see by name (``open``), runs to
    review blind (``blind``), and the review sets these come from."""

    open: frozenset[int] = frozenset()
    blind: frozenset[int] = frozenset()
    review_sets: frozenset[int] = frozenset()


GrantsProvider = Callable[[Project, int], RunGrants]
_PROVIDERS: list[GrantsProvider] = []


def run_grants_provider(provider: GrantsProvider) -> GrantsProvider:
    """Register ``provider`` (a decorator): it is asked what it grants an annotator
    each time their run access is worked out. Registering twice is harmless."""
    if provider not in _PROVIDERS:
        _PROVIDERS.append(provider)
    return provider


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
        given: set[int] = set()
        blind: set[int] = set()
        open_runs: set[int] = set()
        for provider in _PROVIDERS:
            grants = provider(project, user_id)
            given |= grants.review_sets
            blind |= grants.blind
            open_runs |= grants.open
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
