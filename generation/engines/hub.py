"""Loading Hugging Face models from a folder or the local hub cache, with one-line
reasons when they cannot be loaded (the masked LM, the summariser, the detector)."""

from __future__ import annotations

import os
from typing import Any


def looks_like_path(name: str) -> bool:
    return name.startswith(("/", "./", "../", "~")) or os.path.exists(name)


def from_pretrained(name: str, tokenizer_cls: Any, model_cls: Any) -> tuple[Any, Any]:
    """A folder, else the local hub cache, and only then the hub itself.

    Trying the cache first keeps a machine without internet from spending a minute in
    the hub client's retries before saying what is missing.
    """
    if looks_like_path(name):
        path = os.path.expanduser(name)
        return tokenizer_cls.from_pretrained(path), model_cls.from_pretrained(path)
    try:
        return (
            tokenizer_cls.from_pretrained(name, local_files_only=True),
            model_cls.from_pretrained(name, local_files_only=True),
        )
    except OSError:
        if os.environ.get("HF_HUB_OFFLINE", "").lower() in {"1", "true", "yes"}:
            raise
    return tokenizer_cls.from_pretrained(name), model_cls.from_pretrained(name)


def short_reason(name: str, exc: Exception) -> str:
    if looks_like_path(name) and not os.path.exists(os.path.expanduser(name)):
        return "no such folder"
    if isinstance(exc, OSError) and not looks_like_path(name):
        return "not in the local cache and not downloadable from the hub"
    return " ".join(str(exc).split())[:200] or type(exc).__name__
