"""``manage.py document_states --project P [--state S] --json``: one JSON line per
document: ``document`` (as exported), ``state`` and ``assignees``; without
``--json``, a count per state."""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from annotation.corpus.models import Project
from annotation.review.models import Assignment, DocumentState, DocumentWork


class Command(BaseCommand):
    help = "Where each document of a project stands in the team workflow."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--project", required=True)
        parser.add_argument("--state", choices=DocumentState.values)
        parser.add_argument("--json", action="store_true")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            project = Project.objects.get(name=options["project"])
        except Project.DoesNotExist as exc:
            raise CommandError(f"no project called {options['project']!r}") from exc
        states = dict(
            DocumentWork.objects.filter(project=project).values_list(
                "document_id", "state"
            )
        )
        people: dict[int, list[str]] = defaultdict(list)
        for document_id, name in (
            Assignment.objects.filter(project=project)
            .order_by("curator__username")
            .values_list("document_id", "curator__username")
        ):
            people[document_id].append(name)
        counts: Counter[str] = Counter()
        for pk, external_id in (
            project.documents.order_by("position", "pk")
            .values_list("pk", "external_id")
            .iterator()
        ):
            state = states.get(pk, DocumentState.NEW)
            if options["state"] and state != options["state"]:
                continue
            counts[state] += 1
            if options["json"]:
                line = {
                    "document": external_id,
                    "state": state,
                    "assignees": people[pk],
                }
                self.stdout.write(json.dumps(line, ensure_ascii=False))
        if not options["json"]:
            for state in DocumentState:
                self.stdout.write(f"{state.label}: {counts[state.value]}")
