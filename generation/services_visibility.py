"""Which runs annotators may see: a lead's choice per run (generation.access)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from annotation.corpus.models import ActivityLog
from generation.models import GenerationRun

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def run_visibility_set(
    *, run: GenerationRun, visible: bool, user: User
) -> GenerationRun:
    """Let every annotator of the project see ``run`` by name, or stop that.

    Reviewers of a blind set holding the run never see it by name either way.
    """
    if run.visible_to_annotators != visible:
        run.visible_to_annotators = visible
        run.save(update_fields=["visible_to_annotators"])
        ActivityLog.objects.create(
            project_id=run.project_id,
            user=user,
            action="run.visibility",
            details={"run": run.pk, "visible_to_annotators": visible},
        )
    return run
