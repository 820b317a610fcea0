"""Reports: error frequencies, automatic metrics, agreement; and how they are written.

Every report is first a plain dict in the shape the ``report`` command and the API
return as JSON (shares are fractions between 0 and 1); CSV, LaTeX and the SVG charts
are renderings of that dict.

Error frequencies count *reviews*: one tag given by one reviewer to one candidate.
``n`` is how many reviews stand behind a column, so the shares of a column sum to 1;
with a reviewer filter (or one reviewer per candidate) that is the number of
candidates. ``candidates`` says how many distinct candidates they are. The counting is
one GROUP BY over ``Review`` (whose ``run`` and ``document`` are denormalised for this),
plus one for the distinct candidates; nothing loops over reviews in Python.
"""

from __future__ import annotations

import json
import time
from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from typing import Any
from xml.sax.saxutils import escape

import numpy as np
from django.conf import settings
from django.db.models import Count, QuerySet
from django.utils import timezone

from annotation.corpus.models import Document, IdentifierType, Project, Span
from annotation.review.models import ErrorTag, Review
from generation.engines.metrics import (
    Embedder,
    PseudonymizedDocument,
    Replacement,
    SentenceTransformerEmbedder,
    cohen_kappa,
    krippendorff_alpha,
    originals_metrics,
    pair_labels,
    run_metrics,
)
from generation.engines.tagging import Tagger, get_tagger
from generation.engines.types import EngineError, SpanRef
from generation.models import Candidate, GenerationRun, RunMetrics
from pseudoweb.csv_safe import csv_text

TAGS: list[str] = list(ErrorTag.values)
KINDS = ("errors", "metrics", "agreement")
FORMATS = ("csv", "json", "latex")
DOCUMENT_CHUNK = 200


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


def agreement_report(
    *,
    project: Project,
    run_ids: Sequence[int] | None = None,
    category: str | None = None,
    document_id: int | None = None,
) -> dict[str, Any]:
    """Kappa per pair of reviewers, alpha over all, and the tag confusion matrix, over
    candidates tagged by at least two reviewers (``n``)."""
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
    }


# --------------------------------------------------------------------------------------
# Automatic metrics


def _replacement(candidate: Candidate, span: Span, text: str) -> Replacement:
    ref = SpanRef(
        key=span.pk,
        start=span.start,
        end=span.end,
        label=span.label.name,
        category=span.label.category,
        entity=span.entity or None,
    )
    original = text[span.start : span.end]
    # NO_MASK spans get the original back as their candidate: kept, not replaced.
    kept = (
        not candidate.failed
        and span.identifier_type == IdentifierType.NO_MASK
        and candidate.text == original
    )
    return Replacement(
        span=ref, text=candidate.text, failed=candidate.failed, kept=kept
    )


def run_pseudonymized_documents(run: GenerationRun) -> Iterator[PseudonymizedDocument]:
    """The run's documents with its candidates, a chunk of documents at a time."""
    document_ids = list(
        Candidate.objects.filter(run=run)
        .order_by("document_id")
        .values_list("document_id", flat=True)
        .distinct()
    )
    for begin in range(0, len(document_ids), DOCUMENT_CHUNK):
        chunk = document_ids[begin : begin + DOCUMENT_CHUNK]
        texts: dict[int, str] = {}
        languages: dict[int, str] = {}
        for pk, text, language in Document.objects.filter(pk__in=chunk).values_list(
            "pk", "text", "language"
        ):
            texts[pk], languages[pk] = text, language
        by_document: dict[int, list[Replacement]] = defaultdict(list)
        candidates = (
            Candidate.objects.filter(run=run, document_id__in=chunk)
            .select_related("span", "span__label")
            .order_by("document_id", "span__start", "span__end", "span_id")
        )
        for candidate in candidates:
            text = texts[candidate.document_id]
            by_document[candidate.document_id].append(
                _replacement(candidate, candidate.span, text)
            )
        for document_id in chunk:
            yield PseudonymizedDocument(
                key=document_id,
                text=texts[document_id],
                replacements=tuple(by_document[document_id]),
                language=languages[document_id],
            )


_FROM_SETTINGS: Any = object()


def _run_document_languages(run: GenerationRun) -> list[str]:
    return sorted(
        set(
            Document.objects.filter(
                pk__in=Candidate.objects.filter(run=run).values("document_id")
            )
            .order_by()
            .values_list("language", flat=True)
            .distinct()
        )
    )


def _default_tagger(language: str) -> Tagger:
    from generation.services import engine_resources

    resources = engine_resources()
    return get_tagger(resources.tagger, language, resources.ud_paths.get(language))


def run_metrics_compute(
    *,
    run_id: int,
    tagger: Tagger | None = _FROM_SETTINGS,
    embedder: Embedder | None = _FROM_SETTINGS,
    worker: str = "",
) -> RunMetrics:
    """Compute and store a run's metrics. A tagger or model that cannot be loaded
    leaves its measures empty with a note naming the setting; the rest is stored.

    ``worker`` is the claim the task took (:func:`metrics_claim`); without one (the
    ``report --compute`` command, tests) the row is taken here. Either way a
    heartbeat keeps the claim fresh, and the result is stored only if the claim is
    still ours: metrics re-requested meanwhile are computed again by the new message.
    """
    from generation.services import default_worker_name
    from generation.services_queue import MetricsHeartbeat

    run = GenerationRun.objects.get(pk=run_id)
    if not worker:
        worker = default_worker_name()
        RunMetrics.objects.get_or_create(run=run)
        RunMetrics.objects.filter(run=run).update(
            status=RunMetrics.Status.RUNNING,
            worker=worker,
            heartbeat_at=timezone.now(),
        )
    mine = RunMetrics.objects.filter(
        run=run, status=RunMetrics.Status.RUNNING, worker=worker
    )
    started = time.monotonic()
    notes: list[str] = []
    with MetricsHeartbeat(run_id=run.pk, worker=worker):
        # Each document is tagged in its own language (a project may mix English and
        # Swedish); a given ``tagger`` (tests, benchmarks) tags them all.
        taggers: dict[str, Tagger | None] | None = None
        if tagger is _FROM_SETTINGS:
            tagger = None
            taggers = {}
            for language in _run_document_languages(run):
                try:
                    taggers[language] = _default_tagger(language)
                except EngineError as exc:
                    taggers[language] = None
                    notes.append(f"UPOS accuracy not measured for {language!r}: {exc}")
        if embedder is _FROM_SETTINGS:
            try:
                embedder = SentenceTransformerEmbedder(
                    settings.PSEUDOWEB_SIMILARITY_MODEL
                )
            except EngineError as exc:
                embedder = None
                notes.append(f"Similarity not measured: {exc}")
        try:
            values = run_metrics(
                run_pseudonymized_documents(run),
                tagger=tagger,
                taggers=taggers,
                embedder=embedder,
            )
        except Exception as exc:
            mine.update(
                status=RunMetrics.Status.FAILED,
                error=f"{type(exc).__name__}: {exc}",
                notes=notes,
                heartbeat_at=None,
            )
            raise
    mine.update(
        values=values,
        notes=notes,
        error="",
        status=RunMetrics.Status.DONE,
        computed_at=timezone.now(),
        seconds=time.monotonic() - started,
        heartbeat_at=None,
    )
    return RunMetrics.objects.get(run=run)


def metrics_request(*, run: GenerationRun) -> RunMetrics:
    """Queue a (re)computation in the background; the row says it is queued."""
    from generation.services_queue import run_metrics_enqueue

    return run_metrics_enqueue(run_id=run.pk)


def originals_for(*, runs: Sequence[GenerationRun]) -> dict[str, Any]:
    """Diversity of the original spans of the documents the runs cover (NO_MASK out)."""
    spans = (
        Span.objects.filter(
            document_id__in=Candidate.objects.filter(run__in=runs).values("document_id")
        )
        .exclude(identifier_type=IdentifierType.NO_MASK)
        .select_related("label")
        .order_by("document_id", "start", "end", "id")
    )
    by_document: dict[int, list[Span]] = defaultdict(list)
    for span in spans:
        by_document[span.document_id].append(span)
    texts: dict[int, tuple[str, str]] = {
        pk: (text, language)
        for pk, text, language in Document.objects.filter(
            pk__in=list(by_document)
        ).values_list("pk", "text", "language")
    }
    documents = [
        PseudonymizedDocument(
            key=document_id,
            text=texts[document_id][0],
            language=texts[document_id][1],
            replacements=tuple(
                Replacement(
                    span=SpanRef(key=s.pk, start=s.start, end=s.end, label=""),
                    text="",
                )
                for s in members
            ),
        )
        for document_id, members in by_document.items()
    ]
    values = originals_metrics(documents)
    return {
        "upos_accuracy": None,
        "overlap_partial": None,
        "overlap_absolute": None,
        "similarity_word": None,
        "similarity_sentence": None,
        **values,
        "failed_share": None,
        "entity_consistency": None,
        "merged_entities": None,
    }


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
        row["notes"] = stored.notes if stored is not None else []
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
    raise ValueError(f"unknown report {kind!r}; use one of {', '.join(KINDS)}")


def render(kind: str, data: dict[str, Any], fmt: str) -> str:
    if fmt == "json":
        return json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    renderers = {
        ("errors", "csv"): errors_csv,
        ("errors", "latex"): errors_latex,
        ("metrics", "csv"): metrics_csv,
        ("metrics", "latex"): metrics_latex,
        ("agreement", "csv"): agreement_csv,
        ("agreement", "latex"): agreement_latex,
    }
    try:
        return renderers[(kind, fmt)](data)
    except KeyError as exc:
        raise ValueError(f"cannot write a {kind} report as {fmt!r}") from exc


CONTENT_TYPES = {
    "csv": "text/csv; charset=utf-8",
    "json": "application/json",
    "latex": "application/x-tex; charset=utf-8",
    "svg": "image/svg+xml",
}
SUFFIXES = {"csv": "csv", "json": "json", "latex": "tex", "svg": "svg"}


# --------------------------------------------------------------------------------------
# CSV and LaTeX


def _csv(rows: Iterable[Sequence[Any]]) -> str:
    # Formula-safe: a run name or label like "=cmd|..." must not run in a spreadsheet.
    return csv_text(rows)


def _number(value: Any, digits: int = 4) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def errors_csv(data: dict[str, Any]) -> str:
    rows: list[list[Any]] = [
        [
            "run",
            "label",
            "generator",
            "language",
            "n",
            "candidates",
            "tag",
            "count",
            "share",
        ]
    ]
    for column in data["runs"]:
        run = column["run"]
        run_text = " ".join(map(str, run)) if isinstance(run, list) else run
        for tag in TAGS:
            cell = column["tags"][tag]
            rows.append(
                [
                    run_text,
                    column["label"],
                    column["generator"],
                    column["language"],
                    column["n"],
                    column["candidates"],
                    tag,
                    cell["count"],
                    _number(cell["share"]),
                ]
            )
    return _csv(rows)


_LATEX_SPECIAL = {
    "\\": r"\textbackslash{}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "{": r"\{",
    "}": r"\}",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
}


def latex_escape(text: str) -> str:
    return "".join(_LATEX_SPECIAL.get(ch, ch) for ch in str(text))


def _latex_table(
    header: Sequence[str], rows: Sequence[Sequence[str]], caption: str
) -> str:
    lines = [
        r"% needs \usepackage{booktabs}",
        r"\begin{table}[htbp]",
        r"\centering",
        r"\begin{tabular}{l" + "r" * (len(header) - 1) + "}",
        r"\toprule",
        " & ".join(header) + r" \\",
        r"\midrule",
    ]
    lines += [" & ".join(row) + r" \\" for row in rows]
    lines += [
        r"\bottomrule",
        r"\end{tabular}",
        r"\caption{" + latex_escape(caption) + "}",
        r"\end{table}",
    ]
    return "\n".join(lines) + "\n"


def errors_latex(data: dict[str, Any]) -> str:
    columns = data["runs"]
    header = [""] + [latex_escape(f"{c['label']} ({c['language']})") for c in columns]
    rows = [
        [latex_escape(tag)] + [_number(c["tags"][tag]["share"]) for c in columns]
        for tag in TAGS
    ]
    rows.append([r"\midrule $n$"] + [str(c["n"]) for c in columns])
    return _latex_table(header, rows, "Relative frequencies of error tags per run.")


def _mean(values: Sequence[float]) -> float | None:
    return float(np.mean(values)) if values else None


def _metric_rows(data: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    yield "Original", data["originals"]
    for row in data["runs"]:
        yield row["label"], row


METRIC_COLUMNS = (
    ("UPOS acc.", lambda r: r.get("upos_accuracy")),
    ("overlap part.", lambda r: r.get("overlap_partial")),
    ("overlap abs.", lambda r: r.get("overlap_absolute")),
    ("sim. word", lambda r: r.get("similarity_word")),
    ("sim. sent.", lambda r: r.get("similarity_sentence")),
    ("freq. avg.", lambda r: (r.get("form_frequency") or {}).get("mean")),
    ("freq. std", lambda r: (r.get("form_frequency") or {}).get("std")),
    ("freq. min", lambda r: (r.get("form_frequency") or {}).get("min")),
    ("freq. max", lambda r: (r.get("form_frequency") or {}).get("max")),
    ("unique spans", lambda r: (r.get("form_frequency") or {}).get("singletons")),
    ("unique ratio mean", lambda r: _mean(r.get("unique_ratio_per_document") or [])),
    ("multi-word", lambda r: r.get("multiword_share")),
    ("failed", lambda r: r.get("failed_share")),
    ("entity consistency", lambda r: r.get("entity_consistency")),
    ("merged entities", lambda r: r.get("merged_entities")),
)


def metrics_csv(data: dict[str, Any]) -> str:
    rows: list[list[Any]] = [["run", "label"] + [name for name, _ in METRIC_COLUMNS]]
    for label, row in _metric_rows(data):
        rows.append(
            [row.get("run", "original"), label]
            + [_number(get(row)) for _, get in METRIC_COLUMNS]
        )
    return _csv(rows)


def metrics_latex(data: dict[str, Any]) -> str:
    header = [""] + [latex_escape(name) for name, _ in METRIC_COLUMNS]
    rows = [
        [latex_escape(label)]
        + [_number(get(row), 3) or "--" for _, get in METRIC_COLUMNS]
        for label, row in _metric_rows(data)
    ]
    return _latex_table(
        header,
        rows,
        "Automatic metrics per run (shares as fractions), originals first.",
    )


def agreement_csv(data: dict[str, Any]) -> str:
    rows: list[list[Any]] = [["a", "b", "n", "kappa"]]
    rows += [[p["a"], p["b"], p["n"], _number(p["kappa"])] for p in data["pairs"]]
    rows.append(["all", "", data["n"], ""])
    rows.append(["krippendorff_alpha", "", data["n"], _number(data["alpha"])])
    return _csv(rows)


def agreement_latex(data: dict[str, Any]) -> str:
    rows = [
        [
            latex_escape(p["a"]),
            latex_escape(p["b"]),
            str(p["n"]),
            _number(p["kappa"], 3),
        ]
        for p in data["pairs"]
    ]
    rows.append(
        [
            r"\midrule all",
            "",
            str(data["n"]),
            "$\\alpha$ = " + _number(data["alpha"], 3),
        ]
    )
    return _latex_table(
        ["reviewer", "reviewer", "$n$", "$\\kappa$"],
        rows,
        "Agreement between reviewers: Cohen's kappa per pair, Krippendorff's alpha.",
    )


# --------------------------------------------------------------------------------------
# SVG charts (drawn here: no charting library, nothing from a CDN)

TAG_COLOURS = {
    "NO_ERROR": "#4c9f70",
    "FAILED": "#7f7f7f",
    "OVERLAP": "#d62728",
    "GRAMMAR": "#ff7f0e",
    "POS": "#bcbd22",
    "STRUCTURAL": "#8c564b",
    "SEM:CATEGORY": "#1f77b4",
    "SEM:CONTRADICTORY": "#9467bd",
    "SEM:MERGED-ENTITY": "#e377c2",
}
_FONT = 'font-family="sans-serif" font-size="12"'


def _svg(width: int, height: int, title: str, body: list[str]) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(title)}">'
        f"<title>{escape(title)}</title>"
        f'<rect width="{width}" height="{height}" fill="#ffffff"/>'
        + "".join(body)
        + "</svg>\n"
    )


def errors_svg(data: dict[str, Any]) -> str:
    """Stacked bars: one bar per run, the shares of every tag stacked to 1."""
    columns = data["runs"]
    bar, gap, left, top, plot_h = 56, 28, 50, 20, 260
    legend_w = 170
    width = left + max(1, len(columns)) * (bar + gap) + gap + legend_w
    height = top + plot_h + 70
    body: list[str] = []
    for tick in range(0, 11, 2):
        y = top + plot_h - plot_h * tick / 10
        body.append(
            f'<line x1="{left}" y1="{y:.1f}" x2="{width - legend_w}" y2="{y:.1f}" '
            'stroke="#dddddd"/>'
            f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end" {_FONT}>'
            f"{tick / 10:.1f}</text>"
        )
    for index, column in enumerate(columns):
        x = left + gap + index * (bar + gap)
        y = top + plot_h
        for tag in TAGS:
            share = column["tags"][tag]["share"]
            h = plot_h * share
            if h <= 0:
                continue
            y -= h
            body.append(
                f'<rect x="{x}" y="{y:.2f}" width="{bar}" height="{h:.2f}" '
                f'fill="{TAG_COLOURS[tag]}"><title>{escape(column["label"])}: '
                f"{escape(tag)} {share:.3f} ({column['tags'][tag]['count']})"
                "</title></rect>"
            )
        label = escape(str(column["label"])[:14])
        body.append(
            f'<text x="{x + bar / 2}" y="{top + plot_h + 16}" text-anchor="middle" '
            f"{_FONT}>{label}</text>"
            f'<text x="{x + bar / 2}" y="{top + plot_h + 32}" text-anchor="middle" '
            f'{_FONT} fill="#555555">n={column["n"]} {escape(column["language"])}'
            "</text>"
        )
    lx = width - legend_w + 10
    for index, tag in enumerate(TAGS):
        y = top + index * 20
        body.append(
            f'<rect x="{lx}" y="{y}" width="12" height="12" fill="{TAG_COLOURS[tag]}"/>'
            f'<text x="{lx + 18}" y="{y + 10}" {_FONT}>{escape(tag)}</text>'
        )
    return _svg(width, height, "Relative frequencies of error tags per run", body)


def _box(values: Sequence[float]) -> dict[str, Any]:
    array = np.asarray(values, dtype=float)
    q1, median, q3 = (float(v) for v in np.percentile(array, [25, 50, 75]))
    iqr = q3 - q1
    inside = array[(array >= q1 - 1.5 * iqr) & (array <= q3 + 1.5 * iqr)]
    return {
        "q1": q1,
        "median": median,
        "q3": q3,
        "low": float(inside.min()),
        "high": float(inside.max()),
        "mean": float(array.mean()),
        "outliers": [
            float(v) for v in array if v < q1 - 1.5 * iqr or v > q3 + 1.5 * iqr
        ],
    }


def metrics_box_svg(data: dict[str, Any]) -> str:
    """Box plot of the per-document unique-replacement ratio, originals first."""
    series = [
        (label, row.get("unique_ratio_per_document") or [])
        for label, row in _metric_rows(data)
    ]
    box_w, gap, left, top, plot_h = 44, 36, 50, 20, 240
    width = left + max(1, len(series)) * (box_w + gap) + gap
    height = top + plot_h + 50

    def y_of(value: float) -> float:
        return top + plot_h - plot_h * value

    body: list[str] = []
    for tick in range(0, 11, 2):
        y = y_of(tick / 10)
        body.append(
            f'<line x1="{left}" y1="{y:.1f}" x2="{width}" y2="{y:.1f}" '
            'stroke="#dddddd"/>'
            f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end" {_FONT}>'
            f"{tick / 10:.1f}</text>"
        )
    for index, (label, values) in enumerate(series):
        x = left + gap + index * (box_w + gap)
        centre = x + box_w / 2
        body.append(
            f'<text x="{centre}" y="{top + plot_h + 16}" text-anchor="middle" '
            f"{_FONT}>{escape(str(label)[:12])}</text>"
        )
        if not values:
            continue
        box = _box(values)
        body.append(
            f"<g><title>{escape(str(label))}: median {box['median']:.3f}, "
            f"mean {box['mean']:.3f}, {len(values)} documents</title>"
            f'<line x1="{centre}" y1="{y_of(box["high"]):.1f}" x2="{centre}" '
            f'y2="{y_of(box["low"]):.1f}" stroke="#333333"/>'
            f'<rect x="{x}" y="{y_of(box["q3"]):.1f}" width="{box_w}" '
            f'height="{max(0.5, y_of(box["q1"]) - y_of(box["q3"])):.1f}" '
            'fill="#9ecae1" stroke="#333333"/>'
            f'<line x1="{x}" y1="{y_of(box["median"]):.1f}" x2="{x + box_w}" '
            f'y2="{y_of(box["median"]):.1f}" stroke="#08306b" stroke-width="2"/>'
            f'<circle cx="{centre}" cy="{y_of(box["mean"]):.1f}" r="3" fill="#d62728"/>'
            + "".join(
                f'<circle cx="{centre}" cy="{y_of(v):.1f}" r="2.5" fill="none" '
                'stroke="#333333"/>'
                for v in box["outliers"]
            )
            + "</g>"
        )
    return _svg(
        width, height, "Unique replacements per span, per document (box plot)", body
    )
