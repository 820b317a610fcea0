"""``manage.py import_candidates --project P --name NAME FILE [--json]``: candidates
made elsewhere (JSONL in the shape ``export_candidates`` writes) become a finished
run of project P, reviewed, measured and exported like any other."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser

from annotation.corpus.models import Project
from generation.services_import import CandidateFileError, candidates_import


class Command(BaseCommand):
    help = (
        "Make a finished run from a JSONL file of candidates (export_candidates' "
        "shape); one bad row refuses the whole file."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--project", required=True)
        parser.add_argument("--name", required=True, help="the run's name")
        parser.add_argument("file", type=Path)
        parser.add_argument("--user", help="who imports (username), for the log")
        parser.add_argument("--json", action="store_true", help="print JSON")

    def handle(self, *args: Any, **options: Any) -> None:
        project = Project.objects.filter(name=options["project"]).first()
        if project is None:
            raise CommandError(f"no project called {options['project']!r}")
        user = None
        if options["user"]:
            user = get_user_model().objects.filter(username=options["user"]).first()
            if user is None:
                raise CommandError(f"no user called {options['user']!r}")
        path: Path = options["file"]
        try:
            with path.open(encoding="utf-8") as stream:
                result = candidates_import(
                    project=project,
                    name=options["name"],
                    lines=stream,
                    user=user,
                    source=path.name,
                )
        except OSError as exc:
            raise CommandError(f"cannot read {path}: {exc.strerror or exc}") from exc
        except UnicodeDecodeError as exc:
            raise CommandError(f"{path} is not UTF-8 text") from exc
        except CandidateFileError as exc:
            raise CommandError(f"{path}: {exc}; nothing was imported") from exc
        summary = {
            "run": result.run.pk,
            "name": result.run.name,
            "rows": result.rows,
            "documents": result.documents,
            "spans_without_row": result.spans_without_row,
        }
        if options["json"]:
            self.stdout.write(json.dumps(summary))
            return
        self.stdout.write(
            f"Run {result.run.pk} ({result.run.name}): {result.rows} candidates in "
            f"{result.documents} documents."
        )
        if result.spans_without_row:
            self.stdout.write(
                f"{result.spans_without_row} spans of those documents have no row: "
                "the run has no candidate for them."
            )
