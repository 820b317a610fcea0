"""Projects whose originals were forgotten (issue 24).

A lead may destroy a project's data key once its pseudonymized corpus is final
(``annotation.review.services_forget``): the originals become unreadable for good and
the project is *anonymised* (``Project.anonymised_at``). What needs originals refuses
from then on, with :class:`OriginalsForgotten` saying why: new imports (their texts
would be originals in plain, with no key to seal them), generation runs (they read
the originals), the keep-list and "keep the original". What is left stays usable:
the documents (their spans masked), candidates, decisions, reviews and reports.

This module is the corpus layer's part, so that the import and generation can refuse
without importing the review layer that forgets.
"""

from __future__ import annotations

from django.core.exceptions import ValidationError

from annotation.corpus.models import ActivityLog, Project

#: The activity-log action of forgetting; its row says who did it and when.
ACTION = "originals-forgotten"


class OriginalsForgotten(ValidationError):
    """The project's originals were forgotten: what was asked needs them."""


def originals_forgotten_message(project: Project, *, refused: str) -> str:
    when = project.anonymised_at
    on = f" on {when:%Y-%m-%d}" if when is not None else ""
    return (
        f"The originals of project {project.name!r} were forgotten{on} (the project "
        f"is anonymised): {refused}"
    )


def originals_check(project: Project, *, refused: str) -> None:
    """Raise :class:`OriginalsForgotten` for an anonymised project; ``refused`` says
    what cannot be done ("it takes no new imports.")."""
    if project.anonymised_at is not None:
        raise OriginalsForgotten(originals_forgotten_message(project, refused=refused))


def anonymised_log(project: Project) -> ActivityLog | None:
    """The log row of the forgetting (who and when), for the project's pages."""
    if project.anonymised_at is None:
        return None
    return (
        ActivityLog.objects.filter(project=project, action=ACTION)
        .select_related("user")
        .order_by("-at", "-id")
        .first()
    )
