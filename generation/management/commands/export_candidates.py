"""Write a run's candidates as JSON lines, one per span, for analysis elsewhere."""

from __future__ import annotations

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from annotation.corpus.access import pairing_read_log
from generation.models import GenerationRun
from generation.services import candidates_for_export


class Command(BaseCommand):
    help = "Export a run's candidates as JSON lines."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--run", type=int, required=True)
        parser.add_argument("--out", required=True, help="file to write, - for stdout")

    def handle(self, *args, **opts) -> None:
        try:
            run = GenerationRun.objects.get(pk=opts["run"])
        except GenerationRun.DoesNotExist:
            raise CommandError(f"No run with id {opts['run']}.") from None
        # Originals beside candidates: every export is logged, as on the web.
        pairing_read_log(
            project=run.project_id,
            user=None,
            action="run_export",
            details={"via": "command", "run": run.pk, "out": str(opts["out"])},
        )
        count = 0
        if opts["out"] == "-":
            for line in candidates_for_export(run):
                self.stdout.write(json.dumps(line, ensure_ascii=False))
                count += 1
            return
        out = Path(opts["out"])
        with out.open("w", encoding="utf-8") as fh:
            for line in candidates_for_export(run):
                fh.write(json.dumps(line, ensure_ascii=False) + "\n")
                count += 1
        self.stdout.write(f"{count} candidates written to {out}")
