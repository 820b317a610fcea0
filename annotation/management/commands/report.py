"""``manage.py report --project NAME --kind errors|metrics|agreement|suggestions
[--run ID ...] --format csv|json|latex [--out PATH]``.

``--compute`` (metrics) computes the runs' metrics now, in this process, before the
report is written ("on demand"); without it stored metrics are reported and runs
never measured say ``"status": "missing"``. With ``--measures
summary,detect,downstream`` it computes those of the research's utility measures
instead (``--class-key KEY``: the document metadata key that holds the class, for
downstream utility).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser

from annotation.corpus.models import Category, Project
from annotation.reports import tables as reports
from annotation.reports.measures import (
    TITLES,
    MeasureRequestInvalid,
    parse_measures,
    run_measure_compute,
)
from annotation.reports.metrics import run_metrics_compute
from annotation.reports.renderers import render
from pseudoweb.progress import add_progress_argument, progress_bar


class Command(BaseCommand):
    help = (
        "Write an error-frequency, metrics, agreement or suggestions report as CSV, "
        "JSON or LaTeX."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--project", required=True)
        parser.add_argument("--kind", choices=reports.KINDS, required=True)
        parser.add_argument("--run", type=int, action="append", dest="runs")
        parser.add_argument("--format", choices=reports.FORMATS, default="json")
        parser.add_argument("--out", type=Path)
        parser.add_argument("--reviewer", help="errors: only this reviewer's tags")
        parser.add_argument("--category", choices=Category.values)
        parser.add_argument("--document", help="external id of one document")
        parser.add_argument(
            "--by",
            choices=("run", "configuration"),
            default="run",
            help="errors: one column per run, or per generator configuration",
        )
        parser.add_argument(
            "--compute", action="store_true", help="metrics: compute them first"
        )
        parser.add_argument(
            "--measures",
            help="metrics --compute: the research's utility measures to compute "
            "(summary,detect,downstream) instead of the automatic metrics",
        )
        parser.add_argument(
            "--class-key",
            help="downstream utility: the document metadata key that holds the class",
        )
        add_progress_argument(parser)

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            project = Project.objects.get(name=options["project"])
        except Project.DoesNotExist as exc:
            raise CommandError(f"no project called {options['project']!r}") from exc
        run_ids = options["runs"] or None
        if run_ids:
            found = set(
                reports.project_runs(project=project, run_ids=run_ids).values_list(
                    "pk", flat=True
                )
            )
            missing = sorted(set(run_ids) - found)
            if missing:
                raise CommandError(f"no run {missing} in project {project.name!r}")
        reviewer_id = None
        if options["reviewer"]:
            user = get_user_model().objects.filter(username=options["reviewer"]).first()
            if user is None:
                raise CommandError(f"no user called {options['reviewer']!r}")
            reviewer_id = user.pk
        document_id = None
        if options["document"]:
            document = project.documents.filter(external_id=options["document"]).first()
            if document is None:
                raise CommandError(
                    f"no document {options['document']!r} in the project"
                )
            document_id = document.pk
        measures: list[str] = []
        if options["measures"] is not None:
            if options["kind"] != "metrics" or not options["compute"]:
                raise CommandError("--measures goes with --kind metrics --compute")
            try:
                measures = parse_measures(options["measures"])
                if (
                    "downstream" in measures
                    and not (options["class_key"] or "").strip()
                ):
                    raise MeasureRequestInvalid(
                        "downstream utility needs --class-key KEY (the document "
                        "metadata key that holds the class)"
                    )
            except MeasureRequestInvalid as exc:
                raise CommandError(str(exc)) from exc
        elif options["class_key"]:
            raise CommandError("--class-key goes with --measures downstream")
        if measures:
            self._compute_measures(project, run_ids, measures, options)
        elif options["compute"] and options["kind"] == "metrics":
            runs = list(reports.project_runs(project=project, run_ids=run_ids))
            # Runs are the unit: a run's metrics are computed in one call.
            with progress_bar(
                stderr=self.stderr, option=options["progress"], desc="runs measured"
            ) as progress:
                for done, run in enumerate(runs, start=1):
                    if progress is None:  # the bar says it, on the same line
                        self.stderr.write(f"computing metrics of run {run.pk} ...")
                    stored = run_metrics_compute(run_id=run.pk)
                    for note in stored.notes:
                        self.stderr.write(f"note: {note}")
                    if progress is not None:
                        progress(done, len(runs))
        data = reports.report_data(
            project=project,
            kind=options["kind"],
            run_ids=run_ids,
            reviewer_id=reviewer_id,
            category=options["category"],
            document_id=document_id,
            by=options["by"],
        )
        text = render(options["kind"], data, options["format"])
        if options["out"]:
            out: Path = options["out"]
            if not out.parent.is_dir():
                raise CommandError(f"{out.parent} is not a directory")
            out.write_text(text, encoding="utf-8")
            self.stderr.write(f"Wrote the {options['kind']} report to {out}.")
        else:
            self.stdout.write(text, ending="")

    def _compute_measures(
        self,
        project: Project,
        run_ids: list[int] | None,
        measures: list[str],
        options: dict[str, Any],
    ) -> None:
        """Each measure of each run, in this process, with a bar per measure."""
        runs = list(reports.project_runs(project=project, run_ids=run_ids))
        for run in runs:
            for measure in measures:
                title = f"{TITLES[measure]} of run {run.pk}"
                with progress_bar(
                    stderr=self.stderr, option=options["progress"], desc=title
                ) as progress:
                    if progress is None:
                        self.stderr.write(f"computing {title.lower()} ...")
                    stored = run_measure_compute(
                        run_id=run.pk,
                        measure=measure,
                        class_key=options["class_key"],
                        progress=progress,
                    )
                for note in stored.notes:
                    self.stderr.write(f"note: {note}")
