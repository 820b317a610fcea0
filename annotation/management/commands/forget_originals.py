"""``manage.py forget_originals --project P [--yes]``: destroy the project's data key
(``annotation.review.services_forget``). The originals, the pseudonym memory and the
keep-list are gone for good; the pseudonymized documents, candidates, decisions and
reports stay.

It says what will be lost and asks for the project's name to be typed; ``--yes``
answers for a script.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from annotation.corpus.models import Project
from annotation.review.services_forget import (
    ForgetRefused,
    forget_check,
    forget_impact,
    forget_originals,
)


class Command(BaseCommand):
    help = (
        "Forget a project's originals for good: its data key is destroyed, so the "
        "original texts, the pseudonym memory and the correspondence can never be "
        "read again; the pseudonymized corpus stays (the project is anonymised)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--project", required=True)
        parser.add_argument(
            "--yes",
            action="store_true",
            help="answer the confirmation (nothing is asked)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        name = str(options["project"])
        project = Project.objects.filter(name=name).first()
        if project is None:
            raise CommandError(f"no project called {name!r}")
        try:
            forget_check(project=project)
        except ForgetRefused as exc:
            raise CommandError(" ".join(exc.messages)) from None
        if not options["yes"]:
            self._confirm(project)
        try:
            report = forget_originals(project=project)
        except ForgetRefused as exc:
            raise CommandError(" ".join(exc.messages)) from None
        self.stdout.write(
            f"Forgot the originals of {project.name!r}: {report.describe()}. The "
            "project is anonymised."
        )

    def _confirm(self, project: Project) -> None:
        impact = forget_impact(project=project)
        self.stdout.write(
            f"This destroys the key of project {project.name!r}, for good:\n"
            f"  - the original texts of {impact.documents} documents: their "
            f"{impact.spans} spans become ▒ (the pseudonymized documents stay)\n"
            f"  - {impact.memory_entries} pseudonym memory entries and "
            f"{impact.keep_entries} keep-list entries are deleted\n"
            f"  - the spans' attributes and {impact.imports} import reports are "
            "cleared; originals inside the documents' metadata and comments "
            "become ▒\n"
            "  - the correspondence table can never be made again, nor a new run\n"
            f"Kept: {impact.candidates} candidates, {impact.decisions} decisions, "
            f"{impact.final_decisions} final decisions, reviews and reports."
        )
        self.stdout.flush()
        try:
            typed = input("Type the project's name to forget its originals: ")
        except EOFError:
            typed = ""
        if typed.strip() != project.name:
            raise CommandError("Not confirmed: nothing was forgotten.")
