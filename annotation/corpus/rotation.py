"""Rotating the master key (``manage.py rotate_keys``): every project's data key is
re-wrapped under a new master key; the sealed data stays as it is.

Each project's key is re-wrapped in its own short transaction, and a key already
under the new master is skipped, so a rotation cut short is finished by running the
command again. The new key waits in ``<key file>.new`` (:func:`keys.pending_file`),
which every process reads as a second master meanwhile; once no key is left under
the old master, the old key is kept aside as ``<key file>.old-<UTC time>`` and the
new one takes the key file's place. A new key given with ``--new-key-file`` (the key
from the environment, or a key kept elsewhere) stays where it is: the operator then
points the settings at it.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from django.db import transaction
from django.utils import timezone

from . import crypto, keys
from .keys import KeyUnavailable, Master
from .models import ActivityLog, ProjectKey

ACTION = "key-rotated"

# What became of a project's key.
REWRAPPED = "re-wrapped"
ALREADY = "already under the new key"
FORGOTTEN = "forgotten (no key left to re-wrap)"
OTHER = "under another master key"


class RotationRefused(Exception):
    """The rotation cannot start; the message says why and what to do."""


@dataclass(frozen=True)
class Rotation:
    old: Master
    new: Master
    #: The new key moves into the key file at the end (it waited in ``.new``).
    swap: bool


def rotation_plan(*, new_key_file: Path | None = None) -> Rotation:
    """The current master and the new one (made where it does not exist yet)."""
    kind, _ = keys.master_source()
    try:
        # A keyring of its own: this process's cache may predate the ``.new`` file.
        old = keys.Keyring().masters(create=False)[0]
    except KeyUnavailable as exc:
        raise RotationRefused(f"The current master key cannot be read: {exc}") from exc
    pending = keys.pending_file()
    if new_key_file is None:
        if pending is None:
            raise RotationRefused(
                "The master key comes from PSEUDOWEB_MASTER_KEY: give the new key's "
                "file with --new-key-file PATH (a new key is made there if the file "
                "does not exist)."
            )
        path, swap = pending, True
    else:
        if pending is not None and pending.exists() and pending != new_key_file:
            raise RotationRefused(
                f"A rotation to the key in {pending} is under way: finish it first "
                "(rotate_keys without --new-key-file)."
            )
        path, swap = new_key_file, False
    if not path.exists():
        keys.write_key_file(path, crypto.new_key())
    key = keys.read_key_file(path)
    new = Master(key, crypto.key_id(key), str(path))
    if new.id == old.id:
        raise RotationRefused(
            f"{path} holds the master key already in use ({old.id}): nothing to "
            "rotate to."
        )
    return Rotation(old=old, new=new, swap=swap)


def project_key_rewrap(*, rotation: Rotation, key_id: int) -> tuple[ProjectKey, str]:
    """Re-wrap one project's data key under the new master, with its log row."""
    with transaction.atomic():
        row = (
            ProjectKey.objects.select_for_update()
            .select_related("project")
            .get(pk=key_id)
        )
        if not row.wrapped:
            return row, FORGOTTEN
        if row.master_id == rotation.new.id:
            return row, ALREADY
        if row.master_id != rotation.old.id:
            return row, OTHER
        data_key = crypto.unwrap(rotation.old.key, row.wrapped)
        row.wrapped = crypto.wrap(rotation.new.key, data_key)
        row.master_id = rotation.new.id
        row.rotated_at = timezone.now()
        row.save(update_fields=["wrapped", "master_id", "rotated_at"])
        ActivityLog.objects.create(
            project_id=row.project_id,
            action=ACTION,
            # Which masters, by their public ids: never key material.
            details={"old_master": rotation.old.id, "new_master": rotation.new.id},
        )
    return row, REWRAPPED


def keys_rotate(
    *, rotation: Rotation, report: Callable[[ProjectKey, str], None]
) -> Counter[str]:
    """Re-wrap every project key still under the old master; ``report`` hears of
    each. Passes again while keys under the old master remain (made meanwhile by a
    process that started before the rotation)."""
    outcomes: Counter[str] = Counter()
    todo = list(ProjectKey.objects.order_by("pk").values_list("pk", flat=True))
    while todo:
        for pk in todo:
            row, outcome = project_key_rewrap(rotation=rotation, key_id=pk)
            outcomes[outcome] += 1
            report(row, outcome)
        todo = list(
            ProjectKey.objects.exclude(wrapped="")
            .filter(master_id=rotation.old.id)
            .order_by("pk")
            .values_list("pk", flat=True)
        )
    return outcomes


def rotation_finish(*, rotation: Rotation) -> Path | None:
    """Put the new key in the key file's place, the old one kept beside it as
    ``<key file>.old-<UTC time>``; None when the new key stays where it was given."""
    if not rotation.swap:
        return None
    _, path = keys.master_source()
    assert path is not None
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    kept = path.with_name(f"{path.name}.old-{stamp}")
    keys.write_key_file(kept, rotation.old.key)
    # One rename: the key file always holds a key that opens every project's key.
    os.replace(rotation.new.source, path)
    return kept
