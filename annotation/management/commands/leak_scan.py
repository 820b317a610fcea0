"""``manage.py leak_scan --project P (--run N | --reviewer R | --final) [--json]``:
what of the project's originals still stands in the pseudonymized export outside the
replaced spans (issue 21). Exits 3 when it finds anything."""

from __future__ import annotations

import json
import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from annotation.corpus.models import Project
from annotation.reports.exporters import source_from_options
from annotation.reports.leaks import leak_scan
from pseudoweb.progress import add_progress_argument, progress_bar

FOUND = 3


class Command(BaseCommand):
    help = (
        "Scan the pseudonymized export of a run or of a reviewer's decisions for "
        "originals (whole, a part of a name, another document's) outside the "
        "replaced spans; exit status 3 when there is any."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--project", required=True)
        source = parser.add_mutually_exclusive_group(required=True)
        source.add_argument("--run", type=int, help="the export of this run")
        source.add_argument(
            "--reviewer", help="the export of this reviewer's decisions"
        )
        source.add_argument(
            "--final",
            action="store_true",
            help="the export of the final version (approved documents)",
        )
        fill = parser.add_mutually_exclusive_group()
        fill.add_argument(
            "--fill-run",
            type=int,
            help="as the export would fill undecided spans from this run",
        )
        fill.add_argument(
            "--fill-placeholder",
            action="store_true",
            help="as the export would mask undecided spans with a placeholder",
        )
        parser.add_argument(
            "--json",
            action="store_true",
            help="one JSON object per finding (document, start, end, text, "
            "original, label, kind), then a summary object",
        )
        add_progress_argument(parser)

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            project = Project.objects.get(name=options["project"])
        except Project.DoesNotExist as exc:
            raise CommandError(f"no project called {options['project']!r}") from exc
        source = source_from_options(project, options)
        with progress_bar(
            stderr=self.stderr, option=options["progress"], desc="documents"
        ) as progress:
            report = leak_scan(project=project, source=source, progress=progress)
        if options["json"]:
            for found in report.findings:
                self.stdout.write(json.dumps(found.as_dict(), ensure_ascii=False))
            self.stdout.write(
                json.dumps(
                    {
                        "summary": report.describe(),
                        "findings": len(report.findings),
                        "documents": report.documents,
                        "exempt": dict(report.exempt),
                    },
                    ensure_ascii=False,
                )
            )
        else:
            for found in report.findings:
                f = found.finding
                context = " ".join(f"{found.before}[{f.text}]{found.after}".split())
                self.stdout.write(
                    f"{found.document.external_id} {f.start}-{f.end} {f.kind}: "
                    f"{f.text!r} is {f.original!r} ({f.label}) … {context}"
                )
            self.stdout.write(
                f"Leak scan of the export ({source.describe()}): {report.describe()}"
            )
        if report.findings:
            sys.exit(FOUND)
