"""``manage.py import_corpus PATH --project NAME``: import a doccano or TAB corpus.

Prints a readable report (errors as ``file:line: reason``, warnings, offset conversions,
counts); with ``--json`` the last line of output is the report as one JSON object, for
tools. Exit status 0 when imported, 1 when refused.

``--lead USERNAME`` makes that user a lead of the project (new or existing), so that
someone sees it on the web; without it a new project has no members and only
superusers see it, which the command says.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser

from annotation.corpus.importers import ImportIssue, ImportReport
from annotation.corpus.importers.language import language_summary
from annotation.corpus.importers.sources import FORMATS
from annotation.corpus.models import Language, Membership, Project, Role
from annotation.corpus.services import (
    DUPLICATE_ALLOW,
    DUPLICATE_REFUSE,
    DUPLICATE_REPLACE,
    corpus_import,
)
from annotation.corpus.services_people import membership_set
from pseudoweb.progress import add_progress_argument, progress_bar


def _where(issue: ImportIssue) -> str:
    return issue.file if issue.line is None else f"{issue.file}:{issue.line}"


class Command(BaseCommand):
    help = "Import a doccano export (JSONL, .json1, zip of per-user files) or TAB JSON."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", type=Path)
        parser.add_argument("--project", required=True, help="created if missing")
        parser.add_argument(
            "--lead",
            metavar="USERNAME",
            help="an existing user who becomes a lead of the project, so that it "
            "shows on the web (else a new project has no members: only superusers "
            "see it; manage.py add_member adds one later)",
        )
        parser.add_argument(
            "--language",
            choices=Language.values,
            default=None,
            help="the project's language (new projects; default en): documents whose "
            "language is neither given nor detected with confidence get it",
        )
        parser.add_argument(
            "--language-key",
            metavar="KEY",
            help="metadata key holding each document's language (a.b for nested keys)",
        )
        parser.add_argument(
            "--language-map",
            action="append",
            default=[],
            metavar="VALUE=LANG",
            help="map values of --language-key to en/sv, tried in order: SWE=sv "
            "(exact, any case), '*_SWE=sv' (shell pattern), 're:_SWE$=sv' (regular "
            "expression); a rule without a dot ignores a file extension ('*_ENG=en' "
            "matches doc_ENG.json); values such as en, sv, English, svenska need no "
            "map",
        )
        parser.add_argument(
            "--no-language-detection",
            dest="language_detect",
            action="store_false",
            help="a corpus in one language: documents without a language from "
            "--language-key get the project's, without detecting it",
        )
        parser.add_argument(
            "--language-threshold",
            type=float,
            default=None,
            metavar="P",
            help="least confidence (0.5-1.0, default 0.75) to take a detected "
            "language; below it a document gets the project's language, with a warning",
        )
        parser.add_argument("--format", choices=FORMATS, default="auto")
        parser.add_argument(
            "--labels",
            type=Path,
            help="label file mapping numeric label ids to names: doccano's label "
            'export (a JSON list of {"id", "text"}) or {"id": "name"}',
        )
        parser.add_argument(
            "--skip-invalid",
            action="store_true",
            help="import the valid records and report the invalid ones",
        )
        again = parser.add_mutually_exclusive_group()
        again.add_argument(
            "--replace",
            action="store_true",
            help="when the project holds an import of the same file, delete that "
            "import's documents (with their spans, candidates and reviews) first",
        )
        again.add_argument(
            "--allow-duplicate",
            action="store_true",
            help="import a file the project already holds again (its spans twice)",
        )
        parser.add_argument(
            "--json", action="store_true", help="end with the report as one JSON line"
        )
        add_progress_argument(parser)

    def handle(self, *args: Any, **options: Any) -> None:
        lead = None
        if options["lead"]:
            lead = get_user_model().objects.filter(username=options["lead"]).first()
            if lead is None:
                raise CommandError(
                    f"No user {options['lead']!r} for --lead; make one with "
                    "`manage.py createsuperuser` first."
                )
        # On stderr even with --json: that contract is the last line of stdout.
        with progress_bar(
            stderr=self.stderr,
            option=options["progress"],
            desc="reading",
            in_bytes=True,
        ) as progress:
            report = corpus_import(
                project_name=options["project"],
                path=options["path"],
                language=options["language"],
                format=options["format"],
                skip_invalid=options["skip_invalid"],
                progress=progress,
                labels=options["labels"],
                language_key=options["language_key"],
                language_map=options["language_map"],
                language_threshold=options["language_threshold"],
                language_detect=options["language_detect"],
                duplicate=(
                    DUPLICATE_REPLACE
                    if options["replace"]
                    else DUPLICATE_ALLOW
                    if options["allow_duplicate"]
                    else DUPLICATE_REFUSE
                ),
            )
        if report.imported and lead is not None:
            # After the import, so that a refused import leaves no project behind.
            project = Project.objects.get(name=report.project)
            membership_set(project=project, user=lead, role=Role.LEAD, via="command")
        self._print(report)
        if report.imported and lead is None:
            self._say_who_sees(report.project)
        if options["json"]:
            self.stdout.write(json.dumps(report.as_json(), ensure_ascii=False))
        if not report.imported:
            raise SystemExit(1)

    def _say_who_sees(self, name: str) -> None:
        if Membership.objects.filter(project__name=name).exists():
            return
        # Before the --json line, which stays the last line of stdout.
        self.stdout.write(
            f"note: project {name!r} has no members, so only superusers see it on "
            f"the web. Make someone its lead: manage.py add_member --project "
            f"{name!r} --user USERNAME --role lead (or import with --lead USERNAME)."
        )

    def _print(self, report: ImportReport) -> None:
        for issue in report.errors:
            self.stdout.write(f"error: {_where(issue)}: {issue.message}")
        for issue in report.warnings:
            self.stdout.write(f"warning: {_where(issue)}: {issue.message}")
        if report.warnings_dropped:
            self.stdout.write(f"warning: {report.warnings_dropped} more warnings")
        for conversion in report.offset_conversions:
            self.stdout.write(
                f"converted: {conversion['file']}:{conversion['line']}: document "
                f"{conversion['document']}: {conversion['spans']} spans from UTF-16 "
                "offsets to code points"
            )
        if report.imported and report.languages:
            self.stdout.write(f"Languages: {language_summary(report.languages)}.")
        if report.imported:
            self.stdout.write(
                f"Imported {report.documents} documents and {report.spans} spans into "
                f"{report.project!r} ({len(report.errors)} invalid records skipped, "
                f"{len(report.offset_conversions)} documents with converted offsets)."
            )
        else:
            self.stdout.write(
                f"Refused: {len(report.errors)} error"
                f"{'' if len(report.errors) == 1 else 's'}; nothing was imported into "
                f"{report.project!r}."
            )
