"""The command line (manage.py): a command that meets originals it cannot read (the
master key missing or wrong, a project's originals forgotten) says so in one line
and exits with 1, as a CommandError does, never with a traceback."""

from __future__ import annotations

import sys


def main(argv: list[str]) -> None:
    from django.core.management import execute_from_command_line

    try:
        execute_from_command_line(argv)
    except Exception as exc:
        # Not loaded: the error cannot be one (and the app may not be set up).
        keys = sys.modules.get("annotation.corpus.keys")
        if keys is None or not isinstance(exc, keys.KeyUnavailable):
            raise
        if "--traceback" in argv:
            raise
        print(f"Error: {exc} (docs/operations.md, 'The master key')", file=sys.stderr)
        raise SystemExit(1) from None
