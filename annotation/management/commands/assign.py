"""``manage.py assign --project P --to anna,bjorn,carl [--overlap 0.1] [--json]``.

Gives the project's documents (or those of ``--import``, ``--language``, ``--label``)
to curators in balanced shares, ``--overlap`` of them to two curators, as the team
page does. Deterministic: the same command on the same project and people gives the
same answer; run again without someone, their unfinished documents go to the others.
``--json`` prints ``{"assignments": {"<document as exported>": ["anna", ...]},
"overlap": [...]}``.
"""

from __future__ import annotations

import json
from typing import Any

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError, CommandParser

from annotation.corpus.models import Project
from annotation.review.services_team import assign_documents, curators_check


def validation_text(exc: ValidationError) -> str:
    if hasattr(exc, "message_dict"):
        return "; ".join(
            f"{field}: {' '.join(messages)}"
            if field != "__all__"
            else " ".join(messages)
            for field, messages in exc.message_dict.items()
        )
    return " ".join(exc.messages)


class Command(BaseCommand):
    help = "Assign the project's documents to curators, with an overlap."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--project", required=True)
        parser.add_argument(
            "--to", required=True, help="curators' usernames, comma-separated"
        )
        parser.add_argument(
            "--overlap",
            type=float,
            default=0.0,
            help="the share of documents given to two curators (0.1: 10 %%)",
        )
        parser.add_argument("--import", dest="import_id", type=int)
        parser.add_argument("--language")
        parser.add_argument("--label", help="documents with a span of this label")
        parser.add_argument("--json", action="store_true")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            project = Project.objects.get(name=options["project"])
        except Project.DoesNotExist as exc:
            raise CommandError(f"no project called {options['project']!r}") from exc
        documents = project.documents.all()
        if options["import_id"] is not None:
            documents = documents.filter(corpus_import_id=options["import_id"])
        if options["language"]:
            documents = documents.filter(language=options["language"])
        if options["label"]:
            documents = documents.filter(spans__label__name=options["label"]).distinct()
        try:
            curators = curators_check(
                project=project, usernames=options["to"].split(",")
            )
            result = assign_documents(
                project=project,
                curators=curators,
                overlap=options["overlap"],
                documents=documents,
            )
        except ValidationError as exc:
            raise CommandError(validation_text(exc)) from exc
        if options["json"]:
            self.stdout.write(json.dumps(result.as_dict(), ensure_ascii=False))
            return
        loads: dict[str, int] = {c.username: 0 for c in curators}
        for holders in result.assignments.values():
            for name in holders:
                loads[name] = loads.get(name, 0) + 1
        self.stdout.write(
            f"{len(result.assignments)} documents, {len(result.overlap)} to two "
            f"curators ({result.added} assignments added, {result.removed} taken back)"
        )
        for name, count in loads.items():
            self.stdout.write(f"  {name}: {count}")
