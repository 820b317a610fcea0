"""The research's utility measures on the metrics page: the section that shows them
(polled while any is being computed) and the lead's form that asks for them."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from annotation.corpus import selectors
from annotation.corpus.models import Project, Role
from annotation.reports import renderers, tables
from annotation.reports.measures import (
    MEASURES,
    REPORT_KEYS,
    TITLES,
    MeasureRequestInvalid,
    measures_of,
    measures_request,
    parse_measures,
    report_fields,
)
from generation.access import run_ids_for_report
from pseudoweb.http import AppRequest

# Documents read for the metadata keys the class-key field suggests.
KEY_SAMPLE = 200


def _run_ids(request: AppRequest) -> list[int]:
    return [int(v) for v in request.GET.getlist("run") if v.isdigit()]


def class_keys(project: Project) -> list[str]:
    """Metadata keys of the project's documents (a sample), for the class-key field."""
    keys: set[str] = set()
    for metadata in project.documents.order_by("pk").values_list("metadata", flat=True)[
        :KEY_SAMPLE
    ]:
        if isinstance(metadata, dict):
            keys.update(str(key) for key in metadata if key != "meta")
            meta = metadata.get("meta")
            if isinstance(meta, dict):
                keys.update(str(key) for key in meta)
    return sorted(keys)


def measures_context(
    *, project: Project, user: Any, run_ids: list[int] | None
) -> dict[str, Any]:
    """The measures of the runs ``user`` may read in the report (as the metrics
    table: a run an annotator may not see by name is left out)."""
    allowed = run_ids_for_report(project=project, user_id=user.pk, wanted=run_ids)
    runs = list(tables.project_runs(project=project, run_ids=allowed))
    stored = measures_of(runs)
    rows = []
    polling = False
    for run in runs:
        fields, _ = report_fields(stored.get(run.pk, {}))
        cells = []
        for measure in MEASURES:
            row = stored.get(run.pk, {}).get(measure)
            polling = polling or bool(row and row.active)
            values = fields[REPORT_KEYS[measure]]
            cells.append(
                {
                    "measure": measure,
                    "row": row,
                    "values": values,
                    "downstream": renderers.downstream_cells(values)
                    if measure == "downstream" and values
                    else None,
                }
            )
        rows.append(
            {
                "run": run,
                "label": tables.run_label(run),
                "cells": cells,
            }
        )
    return {
        "project": project,
        "measure_rows": rows,
        "measure_titles": [TITLES[m] for m in MEASURES],
        "measures_polling": polling,
        "measures_query": "&".join(f"run={pk}" for pk in run_ids or []),
    }


@require_GET
@login_required
def report_measures(request: AppRequest, pk: int) -> HttpResponse:
    """The measures section alone (polled while a measure is being computed)."""
    project = selectors.project_get_for_user(request.user, pk)
    context = measures_context(
        project=project, user=request.user, run_ids=_run_ids(request) or None
    )
    context["is_lead"] = selectors.user_is_lead(project=project)
    return render(request, "reports/_measures.html", context)


@require_POST
@login_required
def report_measures_compute(request: AppRequest, pk: int) -> HttpResponse:
    """Queue the chosen measures of the chosen runs (all runs when none is chosen)."""
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    ids = [int(v) for v in request.POST.getlist("run") if v.isdigit()]
    try:
        measures = parse_measures(request.POST.getlist("measure"))
        runs = list(tables.project_runs(project=project, run_ids=ids or None))
        for run in runs:
            measures_request(
                run=run,
                measures=measures,
                class_key=request.POST.get("class_key", ""),
            )
    except MeasureRequestInvalid as exc:
        messages.error(request, f"Not computed: {exc}.")
    else:
        names = ", ".join(TITLES[m].lower() for m in measures)
        messages.info(
            request,
            f"{names[:1].upper()}{names[1:]} of {len(runs)} run(s) are being computed "
            "in the background.",
        )
    url = redirect("annotation:report-metrics", pk=project.pk).url
    query = "&".join(f"run={i}" for i in ids)
    return redirect(f"{url}?{query}#measures" if query else f"{url}#measures")
