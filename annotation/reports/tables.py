"""Reports: error frequencies, automatic metrics, agreement: the data of each report.

Every report is a plain dict in the shape the ``report`` command and the API return as
JSON (shares are fractions between 0 and 1); CSV, LaTeX and the SVG charts are
renderings of that dict (:mod:`annotation.reports.renderers`). A run's automatic
metrics are computed and stored by :mod:`annotation.reports.metrics`; the metrics
report reads what is stored.

Error frequencies count *reviews*: one tag given by one reviewer to one candidate.
``n`` is how many reviews stand behind a column, so the shares of a column sum to 1;
with a reviewer filter (or one reviewer per candidate) that is the number of
candidates. ``candidates`` says how many distinct candidates they are. The counting is
one GROUP BY over ``Review`` (whose ``run`` and ``document`` are denormalised for this),
plus one for the distinct candidates; nothing loops over reviews in Python.

Agreement has a ``curation`` section (the team workflow, issue 23): over the spans that
two or more curators assigned to the same document decided, once they finished it, how
often they all chose the same pseudonym (the same text, or all kept the original).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from django.db.models import Count, QuerySet

from annotation.corpus.models import Project
from annotation.reports.measures import measures_of, report_fields
from annotation.reports.metrics import originals_for
from annotation.review.models import (
    Assignment,
    Decision,
    DecisionKind,
    ErrorTag,
    Review,
)
from generation.engines.metrics import cohen_kappa, krippendorff_alpha, pair_labels
from generation.models import GenerationRun

TAGS: list[str] = list(ErrorTag.values)
KINDS = ("errors", "metrics", "agreement", "suggestions")
FORMATS = ("csv", "json", "latex")


def run_configuration(run: GenerationRun) -> str:
    """ "mlm repL+UPOS": the generator with the options the research's tables name."""
    options = run.options or {}
    parts = [run.generator]
    strategy = options.get("strategy")
    if strategy:
        parts.append(str(strategy) + ("+UPOS" if options.get("upos") else ""))
    elif options.get("upos"):
        parts.append("+UPOS")
    return " ".join(parts)


def run_label(run: GenerationRun) -> str:
    return run.name or f"#{run.pk} {run_configuration(run)}"


def project_runs(*, project: Project, run_ids: Sequence[int] | None = None) -> QuerySet:
    runs = GenerationRun.objects.filter(project=project).order_by("created_at", "id")
    if run_ids:
        runs = runs.filter(pk__in=run_ids)
    return runs


# --------------------------------------------------------------------------------------
# Error frequencies


def _review_filter(
    *,
    project: Project,
    run_ids: Sequence[int] | None = None,
    reviewer_id: int | None = None,
    category: str | None = None,
    document_id: int | None = None,
) -> QuerySet[Review]:
    reviews = Review.objects.filter(run__project=project)
    if run_ids:
        reviews = reviews.filter(run_id__in=run_ids)
    if reviewer_id:
        reviews = reviews.filter(reviewer_id=reviewer_id)
    if category:
        reviews = reviews.filter(candidate__span__label__category=category)
    if document_id:
        reviews = reviews.filter(document_id=document_id)
    return reviews


def error_table(
    *,
    project: Project,
    run_ids: Sequence[int] | None = None,
    reviewer_id: int | None = None,
    category: str | None = None,
    document_id: int | None = None,
    by: str = "run",
) -> dict[str, Any]:
    """Counts and shares of every tag per run (``by="configuration"``: per generator
    configuration and document language, runs of one configuration added up)."""
    reviews = _review_filter(
        project=project,
        run_ids=run_ids,
        reviewer_id=reviewer_id,
        category=category,
        document_id=document_id,
    )
    counts: dict[int, dict[str, int]] = defaultdict(dict)
    for row in reviews.values("run_id", "tag").annotate(count=Count("id")).order_by():
        counts[row["run_id"]][row["tag"]] = row["count"]
    candidates = {
        row["run_id"]: row["candidates"]
        for row in reviews.values("run_id")
        .annotate(candidates=Count("candidate_id", distinct=True))
        .order_by()
    }
    shown = set(run_ids or []) | set(counts)
    runs = list(project_runs(project=project).filter(pk__in=shown))
    columns: list[dict[str, Any]] = []
    if by == "configuration":
        # Per configuration and *document* language (research Table 6): a run over a
        # project of English and Swedish documents adds to both columns.
        per_language: dict[tuple[int, str], dict[str, int]] = defaultdict(dict)
        for row in (
            reviews.values("run_id", "document__language", "tag")
            .annotate(count=Count("id"))
            .order_by()
        ):
            key = (row["run_id"], row["document__language"])
            per_language[key][row["tag"]] = row["count"]
        candidates_per_language = {
            (row["run_id"], row["document__language"]): row["candidates"]
            for row in reviews.values("run_id", "document__language")
            .annotate(candidates=Count("candidate_id", distinct=True))
            .order_by()
        }
        groups: dict[tuple[str, str], list[GenerationRun]] = defaultdict(list)
        for run in runs:
            languages = sorted(
                language for run_id, language in per_language if run_id == run.pk
            )
            for language in languages or [run.language]:
                groups[(run_configuration(run), language)].append(run)
        for (configuration, language), members in groups.items():
            merged: dict[str, int] = defaultdict(int)
            for run in members:
                for tag, count in per_language.get((run.pk, language), {}).items():
                    merged[tag] += count
            columns.append(
                _column(
                    run=[r.pk for r in members],
                    label=configuration,
                    generator=members[0].generator,
                    language=language,
                    counts=merged,
                    candidates=sum(
                        candidates_per_language.get((r.pk, language), 0)
                        for r in members
                    ),
                )
            )
    else:
        for run in runs:
            columns.append(
                _column(
                    run=run.pk,
                    label=run_label(run),
                    generator=run.generator,
                    language=run.language,
                    counts=counts.get(run.pk, {}),
                    candidates=candidates.get(run.pk, 0),
                )
            )
    return {"runs": columns}


def _column(
    *,
    run: int | list[int],
    label: str,
    generator: str,
    language: str,
    counts: dict[str, int],
    candidates: int,
) -> dict[str, Any]:
    n = sum(counts.values())
    return {
        "run": run,
        "label": label,
        "generator": generator,
        "language": language,
        "n": n,
        "candidates": candidates,
        "tags": {
            tag: {
                "count": counts.get(tag, 0),
                "share": counts.get(tag, 0) / n if n else 0.0,
            }
            for tag in TAGS
        },
    }


# --------------------------------------------------------------------------------------
# Agreement


def shared_labels(
    *,
    project: Project,
    run_ids: Sequence[int] | None = None,
    category: str | None = None,
    document_id: int | None = None,
) -> dict[int, dict[str, str]]:
    """The tags of the candidates at least two reviewers tagged: candidate id ->
    reviewer's username -> tag (what agreement is computed over)."""
    reviews = _review_filter(
        project=project, run_ids=run_ids, category=category, document_id=document_id
    )
    shared = (
        reviews.values("candidate_id")
        .annotate(reviewers=Count("reviewer_id"))
        .filter(reviewers__gte=2)
        .values("candidate_id")
    )
    labels: dict[int, dict[str, str]] = defaultdict(dict)
    for candidate_id, username, tag in (
        reviews.filter(candidate_id__in=shared)
        .values_list("candidate_id", "reviewer__username", "tag")
        .order_by()
        .iterator(chunk_size=5000)
    ):
        labels[candidate_id][username] = tag
    return labels


def agreement_report(
    *,
    project: Project,
    run_ids: Sequence[int] | None = None,
    category: str | None = None,
    document_id: int | None = None,
) -> dict[str, Any]:
    """Kappa per pair of reviewers, alpha over all, and the tag confusion matrix, over
    candidates tagged by at least two reviewers (``n``)."""
    labels = shared_labels(
        project=project, run_ids=run_ids, category=category, document_id=document_id
    )
    pairs = pair_labels(labels)
    confusion = {tag: dict.fromkeys(TAGS, 0) for tag in TAGS}
    for items in pairs.values():
        for a, b in items:
            confusion.setdefault(a, dict.fromkeys(TAGS, 0))
            confusion[a][b] = confusion[a].get(b, 0) + 1
    return {
        "n": len(labels),
        "alpha": krippendorff_alpha([list(by.values()) for by in labels.values()]),
        "pairs": [
            {"a": a, "b": b, "n": len(items), "kappa": cohen_kappa(items)}
            for (a, b), items in sorted(pairs.items())
        ],
        "confusion": confusion,
        "curation": curation_agreement(
            project=project, category=category, document_id=document_id
        ),
    }


def curation_choices(
    *,
    project: Project,
    category: str | None = None,
    document_id: int | None = None,
) -> dict[int, dict[str, str]]:
    """span id -> curator's username -> their choice (``keep``, or ``text:`` and the
    pseudonym), for the spans decided by at least two curators of the document.

    Only curators who finished the document count: one still at work may change
    their mind. Runs play no part: a decision is the curator's, whatever its origin.
    """
    finished = Assignment.objects.filter(project=project, finished_at__isnull=False)
    if document_id is not None:
        finished = finished.filter(document_id=document_id)
    holders = set(finished.values_list("document_id", "curator_id").iterator())
    shared = {doc for doc, _ in holders}
    decisions = Decision.objects.filter(document_id__in=finished.values("document_id"))
    if category:
        decisions = decisions.filter(span__label__category=category)
    choices: dict[int, dict[str, str]] = defaultdict(dict)
    for span_id, doc, reviewer, username, kind, text in decisions.values_list(
        "span_id", "document_id", "reviewer_id", "reviewer__username", "kind", "text"
    ).iterator(chunk_size=5000):
        if doc in shared and (doc, reviewer) in holders:
            keep = kind == DecisionKind.KEEP
            choices[span_id][username] = "keep" if keep else f"text:{text}"
    return {span: by for span, by in choices.items() if len(by) >= 2}


def agreed_share(items: Sequence[tuple[str, str]]) -> dict[str, Any]:
    agreed = sum(1 for a, b in items if a == b)
    return {
        "n": len(items),
        "agreed": agreed,
        "agreement": agreed / len(items) if items else None,
        # Each pseudonym is a category of its own (keeping one more); None when
        # undefined (both curators made one and the same choice throughout).
        "kappa": cohen_kappa(items),
    }


def curation_summary(
    choices: dict[int, dict[str, str]], pairs: list[dict[str, Any]]
) -> dict[str, Any]:
    agreed = sum(1 for by in choices.values() if len(set(by.values())) == 1)
    return {
        "n": len(choices),
        "agreed": agreed,
        "agreement": agreed / len(choices) if choices else None,
        "pairs": pairs,
    }


def curation_agreement(
    *,
    project: Project,
    category: str | None = None,
    document_id: int | None = None,
) -> dict[str, Any]:
    """Spans decided by two or more curators of their document (``n``), how many
    they all decided alike (``agreed``, ``agreement`` as a share), and per pair of
    curators the same over the spans both decided, with Cohen's kappa."""
    choices = curation_choices(
        project=project, category=category, document_id=document_id
    )
    pairs = [
        {"a": a, "b": b, **agreed_share(items)}
        for (a, b), items in sorted(pair_labels(choices).items())
    ]
    return curation_summary(choices, pairs)


# --------------------------------------------------------------------------------------
# Automatic metrics (computed and stored by annotation.reports.metrics)


METRIC_FIELDS = (
    "upos_accuracy",
    "upos_accuracy_by_language",
    "overlap_partial",
    "overlap_absolute",
    "similarity_word",
    "similarity_sentence",
    "form_frequency",
    "unique_ratio_per_document",
    "multiword_share",
    "failed_share",
    "entity_consistency",
    "merged_entities",
)


def metrics_report(
    *, project: Project, run_ids: Sequence[int] | None = None
) -> dict[str, Any]:
    runs = list(
        project_runs(project=project, run_ids=run_ids).select_related("metrics")
    )
    measures = measures_of(runs)
    rows = []
    for run in runs:
        stored = getattr(run, "metrics", None)
        values = stored.values if stored is not None else {}
        row: dict[str, Any] = {
            "run": run.pk,
            "label": run_label(run),
            "generator": run.generator,
            "configuration": run_configuration(run),
            "language": run.language,
        }
        for name in METRIC_FIELDS:
            row[name] = values.get(name, [] if name.endswith("document") else None)
        row["candidates"] = values.get("candidates")
        row["status"] = stored.status if stored is not None else "missing"
        row["computed_at"] = (
            stored.computed_at.isoformat() if stored and stored.computed_at else None
        )
        row["notes"] = list(stored.notes) if stored is not None else []
        # The research's utility measures, or a note saying why each is missing.
        fields, notes = report_fields(measures.get(run.pk, {}))
        row.update(fields)
        row["notes"] += notes
        rows.append(row)
    return {"originals": originals_for(runs=runs), "runs": rows}


# --------------------------------------------------------------------------------------
# Dispatch


def report_data(
    *,
    project: Project,
    kind: str,
    run_ids: Sequence[int] | None = None,
    reviewer_id: int | None = None,
    category: str | None = None,
    document_id: int | None = None,
    by: str = "run",
) -> dict[str, Any]:
    if kind == "errors":
        return error_table(
            project=project,
            run_ids=run_ids,
            reviewer_id=reviewer_id,
            category=category,
            document_id=document_id,
            by=by,
        )
    if kind == "metrics":
        return metrics_report(project=project, run_ids=run_ids)
    if kind == "agreement":
        return agreement_report(
            project=project, run_ids=run_ids, category=category, document_id=document_id
        )
    if kind == "suggestions":
        from .suggestions import suggestions_report

        return suggestions_report(
            project=project, run_ids=run_ids, category=category, document_id=document_id
        )
    raise ValueError(f"unknown report {kind!r}; use one of {', '.join(KINDS)}")
