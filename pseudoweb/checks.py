"""What a server must have before it serves personal data.

A server that signs sessions and CSRF tokens with the well-known local key would let
anyone forge them, so without ``DJANGO_SECRET_KEY`` (and with DEBUG off) it refuses to
start: the WSGI entry point calls :func:`refuse_to_serve_unsafely`, and `check --deploy`
reports the same as an error.
"""

from __future__ import annotations

import sys
from typing import Any

from django.conf import settings
from django.core import checks
from django.db import DatabaseError

NO_SECRET_KEY = (
    "pseudoweb: refusing to start: DJANGO_SECRET_KEY is not set (DEBUG is off). "
    "Set it to a long random value, e.g. "
    "`python -c 'import secrets; print(secrets.token_urlsafe(50))'`."
)


def unsafe_to_serve() -> str | None:
    """The one line that says why this server must not start, or None."""
    if not settings.DEBUG and not settings.SECRET_KEY_FROM_ENVIRONMENT:
        return NO_SECRET_KEY
    return None


def refuse_to_serve_unsafely() -> None:
    problem = unsafe_to_serve()
    if problem:
        print(problem, file=sys.stderr, flush=True)
        raise SystemExit(1)


@checks.register(checks.Tags.security, deploy=True)
def secret_key_set(app_configs: Any = None, **kwargs: Any) -> list[checks.CheckMessage]:
    if settings.SECRET_KEY_FROM_ENVIRONMENT:
        return []
    return [
        checks.Error(
            "DJANGO_SECRET_KEY is not set: the server would sign sessions with a "
            "well-known key.",
            hint="Set DJANGO_SECRET_KEY to a long random value.",
            id="pseudoweb.E001",
        )
    ]


@checks.register()
def originals_readable(
    app_configs: Any = None, **kwargs: Any
) -> list[checks.CheckMessage]:
    from annotation.corpus.keys import keyring

    try:
        problem = keyring.state()
    except DatabaseError:
        return []  # no tables yet (before the first migrate): no key to look for
    if not problem:
        return []
    return [
        checks.Warning(
            f"The originals cannot be read: {problem}",
            hint=(
                "Restore the master key from its backup (PSEUDOWEB_MASTER_KEY, "
                "PSEUDOWEB_MASTER_KEY_FILE or var/keys/master.key): "
                "docs/operations.md, 'The master key'."
            ),
            id="pseudoweb.W001",
        )
    ]
