"""What every page's layout needs to know."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from django.utils.functional import SimpleLazyObject

from annotation.corpus.keys import keyring


def key_state(request: HttpRequest) -> dict[str, Any]:
    """``key_problem``: why the originals cannot be read, "" when they can (the
    banner of base.html), for signed-in people. Worked out only when a page reads
    it; the keyring keeps the answer a while, so pages cost no query for it."""

    def problem() -> str:
        user = getattr(request, "user", None)
        if user is None or not user.is_authenticated:
            return ""
        return keyring.state()

    return {"key_problem": SimpleLazyObject(problem)}
