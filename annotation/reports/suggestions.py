"""How well the machine's proposed tags agree with people's (RQ3): the data of the
``suggestions`` report.

Over the candidates that have a proposal and at least one person's tag: per tag,
the proposals' precision and recall against each reviewer and against the
reviewers' majority; the same for "an error" (any tag but NO_ERROR) against
NO_ERROR; the confusion matrix of proposal against majority; Cohen's kappa of the
machine against each reviewer and the majority, beside the kappa between people.
A review that confirmed a shown proposal is the machine's echo, not an independent
tag, and is left out.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from typing import Any

from annotation.corpus.models import Project
from annotation.review.models import ErrorTag
from generation.engines.metrics import cohen_kappa, pair_labels
from generation.models import Candidate

from .tables import _review_filter

TAGS: list[str] = list(ErrorTag.values)
NO_ERROR = "NO_ERROR"
MAJORITY = "majority"


def majority(tags: Sequence[str]) -> str | None:
    """The tag most reviewers gave; None on a tie at the top."""
    counts = Counter(tags).most_common()
    if not counts or (len(counts) > 1 and counts[0][1] == counts[1][1]):
        return None
    return counts[0][0]


def scores(pairs: Sequence[tuple[str, str]]) -> dict[str, Any]:
    """Precision and recall of proposals (first) against people's tags (second),
    per tag and for "error" (any tag but NO_ERROR), and kappa."""
    per_tag: dict[str, dict[str, Any]] = {}
    for tag in TAGS:
        proposed = sum(1 for m, _ in pairs if m == tag)
        given = sum(1 for _, p in pairs if p == tag)
        both = sum(1 for m, p in pairs if m == tag and p == tag)
        per_tag[tag] = {
            "proposed": proposed,
            "given": given,
            "agreed": both,
            "precision": both / proposed if proposed else None,
            "recall": both / given if given else None,
        }
    errors = [(m != NO_ERROR, p != NO_ERROR) for m, p in pairs]
    flagged = sum(1 for m, _ in errors if m)
    wrong = sum(1 for _, p in errors if p)
    caught = sum(1 for m, p in errors if m and p)
    exact = sum(1 for m, p in pairs if m == p and m != NO_ERROR)
    return {
        "n": len(pairs),
        "accuracy": sum(m == p for m, p in pairs) / len(pairs) if pairs else None,
        "kappa": cohen_kappa(pairs),
        "error": {
            "proposed": flagged,
            "given": wrong,
            "agreed": caught,
            # an error proposal that people also call an error, whatever its tag
            "precision": caught / flagged if flagged else None,
            "recall": caught / wrong if wrong else None,
            # ... and that people gave the very same tag
            "precision_same_tag": exact / flagged if flagged else None,
            "recall_same_tag": exact / wrong if wrong else None,
        },
        "tags": per_tag,
    }


def suggestions_report(
    *,
    project: Project,
    run_ids: Sequence[int] | None = None,
    category: str | None = None,
    document_id: int | None = None,
) -> dict[str, Any]:
    reviews = _review_filter(
        project=project, run_ids=run_ids, category=category, document_id=document_id
    ).exclude(confirmed_proposal=True)
    people: dict[int, dict[str, str]] = defaultdict(dict)
    for candidate_id, username, tag in (
        reviews.values_list("candidate_id", "reviewer__username", "tag")
        .order_by()
        .iterator(chunk_size=5000)
    ):
        people[candidate_id][username] = tag
    machine = dict(
        Candidate.objects.filter(pk__in=list(people))
        .exclude(suggested_tag="")
        .values_list("pk", "suggested_tag")
    )
    by_reviewer: dict[str, list[tuple[str, str]]] = defaultdict(list)
    with_majority: list[tuple[str, str]] = []
    for candidate_id, proposal in machine.items():
        tags = people[candidate_id]
        for username, tag in tags.items():
            by_reviewer[username].append((proposal, tag))
        agreed = majority(list(tags.values()))
        if agreed is not None:
            with_majority.append((proposal, agreed))
    confusion = {tag: dict.fromkeys(TAGS, 0) for tag in TAGS}
    for proposal, tag in with_majority:
        confusion.setdefault(proposal, dict.fromkeys(TAGS, 0))
        confusion[proposal][tag] = confusion[proposal].get(tag, 0) + 1
    between = pair_labels({c: t for c, t in people.items() if len(t) > 1})
    return {
        "candidates": len(machine),
        "unproposed": len(people) - len(machine),
        "against": {
            MAJORITY: scores(with_majority),
            **{name: scores(pairs) for name, pairs in sorted(by_reviewer.items())},
        },
        "confusion": confusion,
        "people": [
            {"a": a, "b": b, "n": len(items), "kappa": cohen_kappa(items)}
            for (a, b), items in sorted(between.items())
        ],
    }
