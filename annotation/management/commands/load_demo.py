"""Creates the demo users and projects; running it again changes nothing."""

from __future__ import annotations

from pathlib import Path

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction

from annotation.corpus.models import Membership, Project, Role
from annotation.corpus.services import corpus_import

DEMO_DIR = Path(settings.BASE_DIR) / "demo"
DEMO_PASSWORD = "demo"
DEMO_PROJECTS = (
    ("Demo (English)", "en", DEMO_DIR / "demo_en.jsonl"),
    ("Demo (Swedish)", "sv", DEMO_DIR / "demo_sv.jsonl"),
)
# username, staff, role in every demo project
DEMO_USERS = (
    ("lead", True, Role.LEAD),
    ("anna", False, Role.ANNOTATOR),
    ("bjorn", False, Role.ANNOTATOR),
)


class Command(BaseCommand):
    help = "Load the demo corpora and users (lead, anna, bjorn; password 'demo')."

    def handle(self, *args, **options) -> None:
        User = get_user_model()
        with transaction.atomic():
            users = {}
            for username, staff, _role in DEMO_USERS:
                user, created = User.objects.get_or_create(
                    username=username,
                    defaults={"is_staff": staff, "is_superuser": staff},
                )
                if created:
                    user.set_password(DEMO_PASSWORD)
                    user.save()
                users[username] = user
        for name, language, path in DEMO_PROJECTS:
            if not Project.objects.filter(name=name).exists():
                report = corpus_import(
                    project_name=name, path=path, language=language, user=users["lead"]
                )
                if not report.imported:
                    problems = "; ".join(
                        f"{e.file}:{e.line}: {e.message}" for e in report.errors
                    )
                    raise SystemExit(
                        f"The demo corpus {path.name} was refused: {problems}"
                    )
                self.stdout.write(
                    f"{name}: {report.documents} documents, {report.spans} spans, "
                    f"{len(report.offset_conversions)} offset conversions"
                )
            project = Project.objects.get(name=name)
            for username, _staff, role in DEMO_USERS:
                Membership.objects.update_or_create(
                    project=project, user=users[username], defaults={"role": role}
                )
            self._surrogate_run(project, users["lead"])
        self.stdout.write(
            self.style.SUCCESS(
                "Demo ready: log in as 'lead' (or 'anna', 'bjorn'), password 'demo'."
            )
        )

    def _surrogate_run(self, project: Project, lead) -> None:
        """One surrogate run per demo project, so curate mode has candidates at once.

        It needs no model or server (the fallback is the UPOS baseline on the
        packaged treebanks) and takes a second.
        """
        from generation.models import GenerationRun
        from generation.services import generation_execute, options_parse, run_create

        if GenerationRun.objects.filter(
            project=project, generator="surrogate"
        ).exists():
            return
        run = run_create(
            project=project,
            generator="surrogate",
            options=options_parse(
                seed=1, extra={"fallback": "upos"}, generator="surrogate"
            ),
            name="Surrogates by category",
            user=lead,
        )
        run = generation_execute(run_id=run.pk, worker="load_demo")
        self.stdout.write(
            f"{project.name}: surrogate run {run.pk} {run.status}, "
            f"{run.spans_done} candidates"
        )
