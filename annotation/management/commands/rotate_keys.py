"""Re-wrap every project's data key under a new master key (issue 24).

    manage.py rotate_keys                        # new key made in <key file>.new
    manage.py rotate_keys --new-key-file PATH    # the new key in PATH (made if absent)

The data is not re-encrypted: only the project keys, each in its own transaction,
with a row in the project's activity log. Interrupted, it is run again: keys already
under the new master are skipped. With the key from the key file (the default
var/keys/master.key or PSEUDOWEB_MASTER_KEY_FILE), the new key then takes the file's
place and the old one is kept as <key file>.old-<UTC time>, to destroy once the
backups made before are rotated out. With the key from PSEUDOWEB_MASTER_KEY,
--new-key-file is required, and the command says what to set.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from annotation.corpus.models import ProjectKey
from annotation.corpus.rotation import (
    ALREADY,
    FORGOTTEN,
    OTHER,
    REWRAPPED,
    RotationRefused,
    keys_rotate,
    rotation_finish,
    rotation_plan,
)


class Command(BaseCommand):
    help = "Re-wrap every project's data key under a new master key (resumable)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--new-key-file",
            type=Path,
            help="the new master key's file (made with a new key if it does not "
            "exist); required when the key comes from PSEUDOWEB_MASTER_KEY",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            rotation = rotation_plan(new_key_file=options["new_key_file"])
        except RotationRefused as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(
            f"Rotating from master key {rotation.old.id} ({rotation.old.source}) "
            f"to {rotation.new.id} ({rotation.new.source})."
        )

        def report(row: ProjectKey, outcome: str) -> None:
            line = f"project {row.project_id} ({row.project.name}): {outcome}"
            if outcome == OTHER:
                line += f" {row.master_id}, neither the old nor the new one"
                self.stderr.write(line)
            else:
                self.stdout.write(line)

        outcomes = keys_rotate(rotation=rotation, report=report)
        self.stdout.write(
            f"{outcomes[REWRAPPED]} re-wrapped, {outcomes[ALREADY]} already under the "
            f"new key, {outcomes[FORGOTTEN]} forgotten, {outcomes[OTHER]} under "
            "another master key."
        )
        if outcomes[OTHER]:
            self.stderr.write(
                "The originals of the projects under another master key cannot be "
                "read with either key: restore that key to read them."
            )
        kept = rotation_finish(rotation=rotation)
        if kept is not None:
            self.stdout.write(
                f"The new master key is now in {rotation.old.source}; the old one is "
                f"kept in {kept}. Back up the new key (apart from the database), "
                "restart the web processes and workers, and destroy the old key once "
                "every backup made before now has been rotated out: those backups "
                "need it."
            )
        else:
            self.stdout.write(
                f"Every project key is now wrapped under the key in "
                f"{rotation.new.source}. Set PSEUDOWEB_MASTER_KEY_FILE to that file "
                "(or PSEUDOWEB_MASTER_KEY to its content) for every web process and "
                "worker, restart them, and back the key up apart from the database. "
                "Keep the old key until every backup made before now has been "
                "rotated out, then destroy it."
            )
