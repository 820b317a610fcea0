"""The import's reader of label categories (annotation/corpus/label_reading.py),
backed by the engine's lists (generation/engines/label_categories.py)."""

from __future__ import annotations

from collections.abc import Iterable

from annotation.corpus.label_reading import Reading

from .engines.label_categories import read_label


def read(texts: Iterable[str]) -> Reading | None:
    reading = read_label(texts)
    if not reading.category:
        return None
    return Reading(reading.category, reading.reason())
