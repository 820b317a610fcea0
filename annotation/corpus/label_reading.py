"""Categories of new labels whose names say none, read from their spans.

``guess_category`` reads a label's name. A scheme such as ``who``/``where``/``when``
names nothing it knows, and such a label would stay MISC. The generation layer, which
has the name, place and date lists, registers a reader here
(:func:`generation.label_reading.read`); the import asks it about the labels it
created whose name gave MISC, and records what it decided in the import's report. A
lead changes a category on the project's Labels page as before.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .models import Category, Label

# Names that mean "miscellaneous" on purpose: their spans stay MISC.
MISC_NAMES = frozenset(
    "misc miscellaneous other others övrigt ovrigt annat andra diverse".split()
)
# Spans read per label: enough for a vote, bounded for a large corpus.
SAMPLE = 400


@dataclass(frozen=True)
class Reading:
    category: str
    reason: str


# text samples of one label -> a reading, or None when no category is clear
Reader = Callable[[Iterable[str]], Reading | None]
_readers: list[Reader] = []


def register(reader: Reader) -> None:
    if reader not in _readers:
        _readers.append(reader)


def wants_reading(name: str, category: str) -> bool:
    """A new label is read from its spans when its name gave MISC by default."""
    words = name.casefold().replace("_", " ").replace("-", " ").split()
    return category == Category.MISC and not (set(words) & MISC_NAMES)


def read_labels(
    project_id: int, samples: dict[str, list[str]]
) -> dict[str, dict[str, object]]:
    """Set the category of each sampled label a reader can place; returns
    ``{name: {"category", "reason"}}`` for the labels it changed."""
    decided: dict[str, dict[str, object]] = {}
    for name, texts in samples.items():
        for reader in _readers:
            reading = reader(texts)
            if reading is None or reading.category == Category.MISC:
                continue
            Label.objects.filter(
                project_id=project_id, name=name, category=Category.MISC
            ).update(category=reading.category)
            decided[name] = {"category": reading.category, "reason": reading.reason}
            break
    return decided
