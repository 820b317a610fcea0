"""Ids from the outside world, and the log of every read that pairs originals with
pseudonyms (the access-log page lists it).
"""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet

from annotation.corpus.models import ActivityLog, Project

_MAX_ID = 2**63 - 1


def small_id(value: Any) -> int | None:
    """``value`` as a database id, or None: digits only, and small enough for any
    database (a 30-digit "id" must be a 404, not an overflow)."""
    text = str(value)
    if not text.isascii() or not text.isdigit() or len(text) > 19:
        return None
    number = int(text)
    return number if number <= _MAX_ID else None


# --- The log of reads that pair originals with pseudonyms --------------------------

#: Every action that reads originals beside pseudonyms; the access-log page lists them.
PAIRING_ACTIONS: dict[str, str] = {
    "correspondence_download": "correspondence table",
    "run_export": "run export (candidates with originals)",
    "run_candidates_read": "run candidates with originals",
}


def pairing_read_log(
    *, project: Project | int, user: Any, action: str, details: dict[str, Any]
) -> ActivityLog:
    """Append who read originals beside pseudonyms, what and how (``user`` None: the
    command line)."""
    if action not in PAIRING_ACTIONS:
        raise ValueError(f"unknown pairing read {action!r}")
    project_id = project if isinstance(project, int) else project.pk
    return ActivityLog.objects.create(
        project_id=project_id, user=user, action=action, details=details
    )


def pairing_log_list(
    *,
    project: Project,
    action: str = "",
    user_id: int | None = None,
    via: str = "",
) -> QuerySet[ActivityLog]:
    rows = ActivityLog.objects.filter(
        project=project, action__in=list(PAIRING_ACTIONS)
    ).select_related("user")
    if action:
        rows = rows.filter(action=action)
    if user_id is not None:
        rows = rows.filter(user_id=user_id)
    if via:
        rows = rows.filter(details__via=via)
    return rows.order_by("-at", "-id")
