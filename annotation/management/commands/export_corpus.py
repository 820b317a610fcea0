"""``manage.py export_corpus --project NAME --format doccano|tab --out PATH``.

doccano to a ``.zip`` writes one ``<annotator>.jsonl`` per annotator; to any other name
one JSONL file with every annotator's spans (doccano's shape has no annotator per span,
so the command says so when there are several).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from annotation.exporters import project_annotators
from annotation.models import Project
from annotation.services import corpus_export


class Command(BaseCommand):
    help = "Export a project's corpus as doccano JSONL (or a per-annotator zip) or TAB."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--project", required=True)
        parser.add_argument("--format", choices=("doccano", "tab"), required=True)
        parser.add_argument("--out", type=Path, required=True)

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            project = Project.objects.get(name=options["project"])
        except Project.DoesNotExist as exc:
            raise CommandError(f"no project called {options['project']!r}") from exc
        out: Path = options["out"]
        if not out.parent.is_dir():
            raise CommandError(f"{out.parent} is not a directory")
        annotators = project_annotators(project)
        count = corpus_export(project=project, format=options["format"], out=out)
        if (
            options["format"] == "doccano"
            and out.suffix.lower() != ".zip"
            and len(annotators) > 1
        ):
            self.stdout.write(
                f"note: spans of {len(annotators)} annotators are all in one file; "
                "doccano JSONL cannot say whose a span is. Export to a .zip to keep "
                "annotators."
            )
        self.stdout.write(f"Exported {count} documents to {out}.")
