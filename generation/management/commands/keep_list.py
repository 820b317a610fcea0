"""Show or change a project's keep-list: originals every generator leaves unchanged."""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from annotation.corpus.models import Project
from generation.models import KeepEntry
from generation.services_memory import keep_add, keep_remove


class Command(BaseCommand):
    help = (
        "List, add or remove keep-list entries (public figures, organisations that are "
        "not personal data): every generator leaves them as they are."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--project", required=True)
        parser.add_argument("--add", action="append", default=[], metavar="TEXT")
        parser.add_argument("--remove", action="append", default=[], metavar="TEXT")
        parser.add_argument("--list", action="store_true", help="print the entries")
        parser.add_argument("--json", action="store_true")

    def handle(self, *args: Any, **opts: Any) -> None:
        name = str(opts["project"])
        project = Project.objects.filter(name=name).first()
        if project is None:
            raise CommandError(f"No project named {name!r}.")
        try:
            added = keep_add(project=project, texts=list(opts["add"]))
        except ValueError as exc:
            raise CommandError(str(exc)) from exc
        removed = keep_remove(project=project, texts=list(opts["remove"]))
        # In alphabetical order: the texts are sealed at rest, so sorted here.
        entries = sorted(
            KeepEntry.objects.filter(project=project).values_list("text", flat=True),
            key=str.casefold,
        )
        if opts["json"]:
            self.stdout.write(
                json.dumps({"added": added, "removed": removed, "entries": entries})
            )
            return
        if opts["add"] or opts["remove"]:
            self.stdout.write(
                f"{added} added, {removed} removed; {len(entries)} on the keep-list "
                f"of {project.name}."
            )
        if opts["list"] or not (opts["add"] or opts["remove"]):
            for text in entries:
                self.stdout.write(text)
