"""``manage.py export_corpus --project NAME --format doccano|tab --out PATH``.

With ``--pseudonymized [--run ID | --reviewer NAME | --final]`` (doccano, text or tab
masks) or ``--correspondence`` (csv or json) it writes the pseudonymized corpus or the
correspondence table instead (``annotation.reports.exporters`` and
``annotation.reports.correspondence``). ``--final`` is the team's final version (issue
23): the approved documents, each span with its final decision.

doccano to a ``.zip`` writes one ``<annotator>.jsonl`` per annotator; to any other name
one JSONL file with every annotator's spans (doccano's shape has no annotator per span,
so the command says so when there are several).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from annotation.corpus.exporters import export_notes, project_annotators
from annotation.corpus.models import Project
from annotation.corpus.services import corpus_export
from annotation.reports.exporters import export_pseudo_command
from pseudoweb.progress import add_progress_argument, progress_bar


class Command(BaseCommand):
    help = "Export a project's corpus as doccano JSONL (or a per-annotator zip) or TAB."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--project", required=True)
        parser.add_argument(
            "--format", choices=("doccano", "tab", "text", "csv", "json"), required=True
        )
        parser.add_argument("--out", type=Path, required=True)
        # Issue 6: the pseudonymized corpus and the correspondence table
        # (annotation.reports.exporters, annotation.reports.correspondence); text is
        # for --pseudonymized, csv/json for --correspondence.
        parser.add_argument("--pseudonymized", action="store_true")
        parser.add_argument(
            "--allow-leaks",
            action="store_true",
            help="write the pseudonymized corpus even where the leak scan finds "
            "originals outside the replaced spans (manage.py leak_scan lists them)",
        )
        parser.add_argument("--correspondence", action="store_true")
        parser.add_argument("--run", type=int, help="pseudonyms of this run")
        parser.add_argument("--reviewer", help="decisions of this reviewer")
        parser.add_argument(
            "--final",
            action="store_true",
            help="the final version: approved documents only, each span with its "
            "final decision (agreed by its curators or settled by an adjudicator)",
        )
        fill = parser.add_mutually_exclusive_group()
        fill.add_argument(
            "--fill-run",
            type=int,
            help="with decisions or --final: undecided spans take this run's "
            "candidates (otherwise documents with undecided spans are left out)",
        )
        fill.add_argument(
            "--fill-placeholder",
            action="store_true",
            help="with decisions or --final: undecided spans become a placeholder "
            "([PERSON])",
        )
        add_progress_argument(parser)

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            project = Project.objects.get(name=options["project"])
        except Project.DoesNotExist as exc:
            raise CommandError(f"no project called {options['project']!r}") from exc
        if export_pseudo_command(
            project=project, options=options, stdout=self.stdout, stderr=self.stderr
        ):
            return
        out: Path = options["out"]
        if not out.parent.is_dir():
            raise CommandError(f"{out.parent} is not a directory")
        annotators = project_annotators(project)
        with progress_bar(
            stderr=self.stderr, option=options["progress"], desc="documents"
        ) as progress:
            count = corpus_export(
                project=project, format=options["format"], out=out, progress=progress
            )
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
        # The annotators' note is said above, with the command's own words.
        for note in export_notes(
            project=project, format=options["format"], archive=True
        ):
            self.stdout.write(f"note: {note}")
        self.stdout.write(f"Exported {count} documents to {out}.")
