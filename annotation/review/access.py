"""What review sets give to a member, and the opaque identifiers of blind review items.

**Blind items** are named by ``<span id>-<HMAC>``: the span is the same for every
run (it says nothing about which run a candidate came from) and the HMAC of (review
set, reviewer, candidate) under the site's secret key cannot be guessed, is not
sequential, and differs between reviewers and sets. The server maps it back by
computing the HMAC of the few candidates of that span in the set.

Review sets give runs to annotators: :func:`review_set_grants` tells
``generation.access`` which (registered when the apps are ready).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.db.models import Q, QuerySet
from django.utils.crypto import constant_time_compare, salted_hmac

from annotation.corpus.access import small_id
from annotation.corpus.models import Project
from annotation.review.models import ReviewSet
from generation.access import RunGrants, run_grants_provider
from generation.models import Candidate

if TYPE_CHECKING:
    from collections.abc import Iterable

# The salts keep their old module's name: changing them would rename every blind item.
_TOKEN_SALT = "pseudoweb.annotation.access.blind-item"
_ORDER_SALT = "pseudoweb.annotation.access.blind-order"


def review_sets_given(*, project: Project, user_id: int | None) -> QuerySet[ReviewSet]:
    """The review sets given to the member: naming them, or naming nobody."""
    return (
        ReviewSet.objects.filter(project=project)
        .filter(Q(reviewers__isnull=True) | Q(reviewers__pk=user_id))
        .distinct()
    )


@run_grants_provider
def review_set_grants(project: Project, user_id: int) -> RunGrants:
    """The runs of the sets given to the member: blind sets' runs to review blind,
    open sets' runs to see by name (``generation.access`` lets blind win)."""
    given = list(
        review_sets_given(project=project, user_id=user_id).values_list("pk", flat=True)
    )
    blind: set[int] = set()
    open_runs: set[int] = set()
    through = ReviewSet.runs.through
    for run_id, is_blind in through.objects.filter(reviewset_id__in=given).values_list(
        "generationrun_id", "reviewset__blind"
    ):
        (blind if is_blind else open_runs).add(run_id)
    return RunGrants(
        open=frozenset(open_runs),
        blind=frozenset(blind),
        review_sets=frozenset(given),
    )


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
