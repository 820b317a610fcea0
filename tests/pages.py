"""Helpers for tests that read whole pages."""

from __future__ import annotations

import re

# Django's masked CSRF tokens: 64 letters and digits, new on every render. A test that
# asserts a word is absent from a page must not read them, or it fails whenever a
# random token happens to spell the word ("llm", "cdn", ...).
_CSRF_TOKEN = re.compile(r"(?<![A-Za-z0-9])[A-Za-z0-9]{64}(?![A-Za-z0-9])")


def without_csrf_tokens(html: str) -> str:
    """``html`` with every CSRF token taken out."""
    return _CSRF_TOKEN.sub("", html)
