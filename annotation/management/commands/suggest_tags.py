"""``manage.py suggest_tags --run N [--json]``: propose an error tag for every
candidate of run N and store it (runs do this by themselves after their metrics)."""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from annotation.reports.proposals import suggest_tags_compute
from generation.models import GenerationRun, RunStatus


class Command(BaseCommand):
    help = "Propose an error tag, with evidence and confidence, for a run's candidates."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--run", type=int, required=True)
        parser.add_argument("--json", action="store_true", help="print JSON")

    def handle(self, *args: Any, **options: Any) -> None:
        run = GenerationRun.objects.filter(pk=options["run"]).first()
        if run is None:
            raise CommandError(f"no run with id {options['run']}")
        if run.status in (RunStatus.QUEUED, RunStatus.RUNNING):
            raise CommandError(
                f"run {run.pk} is {run.status}: proposals need a finished run"
            )
        result = suggest_tags_compute(run_id=run.pk)
        if options["json"]:
            self.stdout.write(json.dumps(result, ensure_ascii=False))
            return
        for note in result["notes"]:
            self.stderr.write(note)
        tags = ", ".join(f"{t} {n}" for t, n in sorted(result["tags"].items()))
        self.stdout.write(
            f"Run {run.pk}: {result['candidates']} proposals ({tags or 'none'})."
        )
