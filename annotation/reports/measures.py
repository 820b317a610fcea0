"""The research's utility measures of a run (issue 22), computed on request on the
``metrics`` queue and stored one row per run and measure (:class:`RunMeasure`):

- ``summary``: the original and the pseudonymized text of each document are
  summarised, and the two summaries compared with ROUGE-1/2/L/Lsum (fill-in-the-blanks,
  Experiment 1, Table 4);
- ``detect``: how well a classifier tells original from pseudonymized documents,
  cross-validated by document (Yermilov et al. 2023), and what gives the pseudonyms
  away;
- ``downstream``: macro-F1 of a classifier of the documents' class (a metadata key the
  lead names) trained and tested on original and pseudonymized text (Cloaked
  Classifiers, Tables 3 and 4).

``measures_request`` queues them; ``run_measure_compute`` is what the worker (and
``report --compute --measures``) runs; ``measures_of`` gives the report what is
stored.
"""

from __future__ import annotations

import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from django.conf import settings
from django.utils import timezone

from annotation.corpus.importers.language import metadata_lookup
from annotation.corpus.keys import KeyUnavailable, keyring
from annotation.corpus.models import Document
from generation.engines.metrics import apply_replacements
from generation.engines.types import EngineError
from generation.models import GenerationRun, RunMeasure, RunMetrics

from .metrics import run_pseudonymized_documents

MEASURES = tuple(RunMeasure.Measure.values)  # ("summary", "detect", "downstream")
# The JSON report's key of each measure's figures (under each run).
REPORT_KEYS = {
    "summary": "summary_rouge",
    "detect": "detectability",
    "downstream": "downstream",
}
TITLES = dict(RunMeasure.Measure.choices)
# Progress is written to the row at most this often (seconds).
PROGRESS_EVERY = 0.5
# Documents a class needs for a stratified train/test split.
MIN_CLASS_DOCUMENTS = 2

_FROM_SETTINGS: Any = object()


class MeasureRequestInvalid(ValueError):
    """A request the measures cannot be computed for: the message says why."""


def parse_measures(value: str | Iterable[str]) -> list[str]:
    """``"summary,detect"`` (or a list) as measure names, in the canonical order."""
    names = value.split(",") if isinstance(value, str) else list(value)
    wanted = {name.strip() for name in names if name.strip()}
    unknown = sorted(wanted - set(MEASURES))
    if unknown:
        raise MeasureRequestInvalid(
            f"unknown measure {', '.join(map(repr, unknown))}: "
            f"choose from {', '.join(MEASURES)}"
        )
    if not wanted:
        raise MeasureRequestInvalid(
            f"no measure named: choose from {', '.join(MEASURES)}"
        )
    return [name for name in MEASURES if name in wanted]


def _options(measure: str, class_key: str | None) -> dict[str, Any]:
    if measure != "downstream":
        return {}
    key = (class_key or "").strip()
    if not key:
        raise MeasureRequestInvalid(
            "downstream utility needs the document metadata key that holds the class "
            "(--class-key KEY)"
        )
    return {"class_key": key}


def measures_request(
    *, run: GenerationRun, measures: Sequence[str], class_key: str | None = None
) -> list[RunMeasure]:
    """Queue the measures of ``run`` in the background (rows say "queued" at once)."""
    from generation.services_queue import measure_enqueue

    options = {measure: _options(measure, class_key) for measure in measures}
    return [
        measure_enqueue(run_id=run.pk, measure=measure, options=options[measure])
        for measure in measures
    ]


# --------------------------------------------------------------------------------------
# Computing one measure


def class_of(value: Any) -> str | None:
    """A document's class from its metadata value: a string or number as it is; a
    list of one label (doccano text classification) as that label, of several as
    them joined with "+"; a spaCy ``cats`` mapping as the labels it scores highest.
    None when there is none."""
    if value is None or isinstance(value, bool):
        return None if value is None else str(value).lower()
    if isinstance(value, (str, int, float)):
        text = str(value).strip()
        return text or None
    if isinstance(value, Mapping):
        scores = {str(k): v for k, v in value.items() if isinstance(v, (int, float))}
        if not scores:
            return None
        best = max(scores.values())
        if not best:
            return None
        return "+".join(sorted(k for k, v in scores.items() if v == best))
    if isinstance(value, (list, tuple)):
        labels = sorted({class_of(item) or "" for item in value} - {""})
        return "+".join(labels) or None
    return None


def run_document_pairs(
    run: GenerationRun, *, class_key: str | None = None
) -> list[Any]:
    """The run's documents as (original, pseudonymized) pairs with what changed, and
    each document's class when ``class_key`` is given."""
    from generation.engines.utility import DocumentPair, SpanChange

    pairs = []
    for document in run_pseudonymized_documents(run):
        applied = apply_replacements(document.text, document.replacements)
        changes = tuple(
            SpanChange(
                label=r.span.category or r.span.label,
                original=document.text[r.span.start : r.span.end],
                pseudonym=r.text,
            )
            for r in document.replacements
            if not r.kept and not r.failed
        )
        pairs.append(
            (
                document.language,
                DocumentPair(
                    key=document.key,
                    original=document.text,
                    pseudonymized=applied.text,
                    changes=changes,
                ),
            )
        )
    if class_key:
        metadata = dict(
            Document.objects.filter(pk__in=[p.key for _, p in pairs]).values_list(
                "pk", "metadata"
            )
        )
        out = []
        for language, pair in pairs:
            found, value = metadata_lookup(metadata.get(pair.key) or {}, class_key)
            out.append(
                (
                    language,
                    DocumentPair(
                        key=pair.key,
                        original=pair.original,
                        pseudonymized=pair.pseudonymized,
                        changes=pair.changes,
                        klass=class_of(value) if found else None,
                    ),
                )
            )
        pairs = out
    return pairs


def summary_setting(language: str) -> tuple[str, str]:
    """(model, setting) of the summariser for documents in ``language``."""
    setting = f"PSEUDOWEB_SUMMARY_MODEL_{language.upper()}"
    model = getattr(settings, setting, "") or ""
    if model:
        return model, setting
    return settings.PSEUDOWEB_SUMMARY_MODEL, "PSEUDOWEB_SUMMARY_MODEL"


class _Progress:
    """Writes ``done`` of ``total`` to the row, at most every PROGRESS_EVERY s."""

    def __init__(
        self, rows: Any, echo: Any = None, *, offset: int = 0, total: int = 0
    ) -> None:
        self.rows = rows
        self.echo = echo
        self.offset = offset
        self.total = total
        self.last = 0.0

    def __call__(self, done: int, total: int) -> None:
        if self.echo is not None:
            self.echo(self.offset + done, max(self.total, self.offset + total))
        now = time.monotonic()
        finished = done >= total
        if now - self.last < PROGRESS_EVERY and not finished:
            return
        self.last = now
        self.rows.update(
            done=self.offset + done, total=max(self.total, self.offset + total)
        )


def _summary(
    pairs: list[Any], rows: Any, echo: Any, notes: list[str], summariser: Any
) -> dict[str, Any]:
    from generation.engines.summary import load_summariser, summary_rouge

    by_language: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
    for language, pair in pairs:
        by_language[language].append((pair.original, pair.pseudonymized, language))
    if not by_language:
        raise MeasureRequestInvalid("the run has no documents")
    results: list[dict[str, Any]] = []
    models: list[str] = []
    total = sum(len(group) for group in by_language.values())
    offset = 0
    for language in sorted(by_language):
        group = by_language[language]
        if summariser is _FROM_SETTINGS:
            model, setting = summary_setting(language)
            try:
                current = load_summariser(model, setting=setting)
            except EngineError as exc:
                # As detectability does: the light one, and the note says why.
                current = load_summariser("light", setting=setting)
                notes.append(
                    f"Summaries of the {len(group)} {language!r} document(s) by the "
                    f"light extractive summariser: {exc}"
                )
        else:
            current = summariser
        result = summary_rouge(
            group, current, progress=_Progress(rows, echo, offset=offset, total=total)
        )
        offset += len(group)
        results.append(result)
        if result["model"] not in models:
            models.append(result["model"])
    documents = sum(r["documents"] for r in results)
    values: dict[str, Any] = {
        key: round(sum(r[key] * r["documents"] for r in results) / documents, 4)
        for key in ("rouge1", "rouge2", "rougeL", "rougeLsum")
    }
    values["model"] = ", ".join(models)
    values["documents"] = documents
    return values


def _classifier(classifier: Any, notes: list[str]) -> Callable[[], Any]:
    from generation.engines.utility import make_classifier

    if classifier is not _FROM_SETTINGS:
        return classifier
    make, note = make_classifier(
        settings.PSEUDOWEB_DETECTOR_MODEL, setting="PSEUDOWEB_DETECTOR_MODEL"
    )
    if note:
        notes.append(note)
    return make


def _compute(
    measure: str,
    run: GenerationRun,
    options: dict[str, Any],
    rows: Any,
    echo: Any,
    notes: list[str],
    *,
    summariser: Any,
    classifier: Any,
) -> dict[str, Any]:
    from generation.engines.utility import detectability, downstream

    class_key = options.get("class_key") if measure == "downstream" else None
    pairs = run_document_pairs(run, class_key=class_key)
    if measure == "summary":
        return _summary(pairs, rows, echo, notes, summariser)
    make = _classifier(classifier, notes)
    plain = [pair for _, pair in pairs]
    if measure == "detect":
        return detectability(plain, make, progress=_Progress(rows, echo))
    # A class of one document cannot be on both sides of a split: it is left out,
    # and the note names it, so that one odd value does not cost the whole measure.
    counts = Counter(pair.klass for pair in plain if pair.klass)
    rare = sorted(k for k, n in counts.items() if n < MIN_CLASS_DOCUMENTS)
    if rare and len(counts) - len(rare) >= 2:
        plain = [pair for pair in plain if pair.klass not in rare]
        notes.append(
            f"{len(rare)} class(es) with fewer than {MIN_CLASS_DOCUMENTS} documents "
            f"left out of downstream utility: {', '.join(map(repr, rare))}"
        )
    values = downstream(plain, make, progress=_Progress(rows, echo))
    values["class_key"] = class_key
    if values.get("unlabelled"):
        notes.append(
            f"{values['unlabelled']} document(s) have no class under {class_key!r} "
            "and are left out of downstream utility"
        )
    return values


def run_measure_compute(
    *,
    run_id: int,
    measure: str,
    worker: str = "",
    class_key: str | None = None,
    progress: Callable[[int, int], None] | None = None,
    summariser: Any = _FROM_SETTINGS,
    classifier: Any = _FROM_SETTINGS,
) -> RunMeasure:
    """Compute and store one measure of a run.

    A model that cannot be loaded, or a corpus the measure cannot work on (no class,
    one class), leaves the measure failed with a note saying why; any other error is
    stored and raised. ``worker`` is the claim the task took; without one (the
    ``report --compute`` command, tests) the row is taken here, asked with
    ``class_key``, and ``progress(done, total)`` follows it. The result is stored
    only if the claim is still ours: a measure re-requested meanwhile is computed
    again by the new message.
    """
    from generation.services import default_worker_name
    from generation.services_queue import MeasureHeartbeat

    run = GenerationRun.objects.get(pk=run_id)
    if not worker:
        worker = default_worker_name()
        RunMeasure.objects.update_or_create(
            run=run,
            measure=measure,
            defaults={
                "status": RunMetrics.Status.RUNNING,
                "options": _options(measure, class_key),
                "worker": worker,
                "heartbeat_at": timezone.now(),
                "requested_at": timezone.now(),
                "done": 0,
                "total": 0,
            },
        )
    mine = RunMeasure.objects.filter(
        run=run, measure=measure, status=RunMetrics.Status.RUNNING, worker=worker
    )
    row = RunMeasure.objects.get(run=run, measure=measure)
    started = time.monotonic()
    notes: list[str] = []
    with MeasureHeartbeat(row_id=row.pk, worker=worker):
        try:
            keyring.for_project(run.project_id)  # never measure "▒▒▒"
            values = _compute(
                measure,
                run,
                row.options or {},
                mine,
                progress,
                notes,
                summariser=summariser,
                classifier=classifier,
            )
        except (EngineError, ValueError, KeyUnavailable) as exc:
            message = " ".join(str(exc).split())
            if isinstance(exc, KeyUnavailable):
                message = f"The originals cannot be read: {message}"
            if message not in " ".join(notes):
                notes.append(f"{TITLES[measure]} not measured: {message}")
            mine.update(
                status=RunMetrics.Status.FAILED,
                values={},
                error=message,
                notes=notes,
                heartbeat_at=None,
                computed_at=timezone.now(),
                seconds=time.monotonic() - started,
            )
            return RunMeasure.objects.get(pk=row.pk)
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
    return RunMeasure.objects.get(pk=row.pk)


# --------------------------------------------------------------------------------------
# What the report shows


def measures_of(runs: Sequence[GenerationRun]) -> dict[int, dict[str, RunMeasure]]:
    found: dict[int, dict[str, RunMeasure]] = defaultdict(dict)
    for row in RunMeasure.objects.filter(run__in=runs):
        found[row.run_id][row.measure] = row
    return found


def report_fields(rows: Mapping[str, RunMeasure]) -> tuple[dict[str, Any], list[str]]:
    """A run's measures as the JSON report has them, and the notes on missing ones."""
    fields: dict[str, Any] = {}
    notes: list[str] = []
    state: dict[str, Any] = {}
    for measure in MEASURES:
        key = REPORT_KEYS[measure]
        row = rows.get(measure)
        fields[key] = None
        if row is None:
            notes.append(
                f"{TITLES[measure]} not computed: ask for it on the metrics page "
                f"or with report --kind metrics --compute --measures {measure}"
            )
            continue
        state[measure] = {
            "status": row.status,
            "done": row.done,
            "total": row.total,
            "computed_at": row.computed_at.isoformat() if row.computed_at else None,
            **(
                {"class_key": row.options["class_key"]}
                if row.options.get("class_key")
                else {}
            ),
        }
        if row.status == RunMetrics.Status.DONE:
            fields[key] = row.values
            notes.extend(row.notes)
        elif row.status == RunMetrics.Status.FAILED:
            notes.extend(row.notes or [f"{TITLES[measure]} failed: {row.error}"])
        else:
            notes.append(f"{TITLES[measure]} is {row.status}")
    fields["measures"] = state
    return fields, notes
