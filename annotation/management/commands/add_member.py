"""``manage.py add_member --project P --user U --role lead|annotator``.

Adds an existing user to a project, or changes their role: what a lead does on the
Members page, for a project nobody can reach there yet (one imported from the command
line without ``--lead``). The change is a row of the project's activity log.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError, CommandParser

from annotation.corpus.models import Project, Role
from annotation.corpus.services_people import membership_set


class Command(BaseCommand):
    help = (
        "Make an existing user a member of a project (or change their role): "
        "--role lead or annotator."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--project", required=True, help="the project's name")
        parser.add_argument("--user", required=True, help="an existing username")
        # Checked in handle, not with argparse choices: the error then says what
        # each role may do.
        parser.add_argument(
            "--role",
            required=True,
            metavar="lead|annotator",
            help="lead: everything, members included; annotator: reviews what leads "
            "show them",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        role = options["role"].strip().lower()
        if role not in Role.values:
            raise CommandError(
                f"Unknown role {options['role']!r}; use one of: "
                f"{', '.join(Role.values)}."
            )
        project = Project.objects.filter(name=options["project"]).first()
        if project is None:
            known = list(
                Project.objects.order_by("name").values_list("name", flat=True)
            )
            raise CommandError(
                f"No project {options['project']!r}"
                + (f"; projects: {', '.join(map(repr, known[:20]))}." if known else ".")
            )
        user = get_user_model().objects.filter(username=options["user"]).first()
        if user is None:
            raise CommandError(
                f"No user {options['user']!r}; make one with `manage.py "
                "createsuperuser`, or let a lead invite them from the Members page."
            )
        try:
            membership_set(project=project, user=user, role=role, via="command")
        except ValidationError as exc:
            raise CommandError(" ".join(exc.messages)) from exc
        self.stdout.write(f"{user.get_username()} is {role} of {project.name!r}.")
