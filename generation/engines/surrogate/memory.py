"""The project's pseudonym memory, as plain data for the engine.

Entries map (namespace, key) to a surrogate: ``name`` keys are name parts ("holm" ->
"Berg"), ``place`` keys are language-neutral place ids ("country:FR" ->
"country:DE", written in each document's language), the others are folded originals.
``curated`` holds curators' pseudonyms for whole originals (they win), ``keep`` the
originals every generator leaves as they are, ``originals`` every original of the
project (a surrogate must never be one of them). The service layer loads it from the
database and saves what ``learned`` collects.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .text import fold

# Offsets and other settings of a project are stored under this namespace.
SETTINGS = "setting"


@dataclass
class SurrogateMemory:
    entries: dict[tuple[str, str], str] = field(default_factory=dict)
    curated: dict[str, str] = field(default_factory=dict)
    keep: frozenset[str] = frozenset()
    originals: frozenset[str] = frozenset()
    learned: dict[tuple[str, str], str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.curated = {fold(k): v for k, v in self.curated.items()}
        self.keep = frozenset(fold(k) for k in self.keep)
        self.originals = frozenset(fold(k) for k in self.originals)
        self._used: dict[str, set[str]] = {}
        for (namespace, _), value in self.entries.items():
            self._used.setdefault(namespace, set()).add(fold(value))

    def get(self, namespace: str, key: str) -> str | None:
        return self.entries.get((namespace, key))

    def free(self, namespace: str, value: str) -> bool:
        """Whether ``value`` may become a new original's surrogate in ``namespace``.

        Distinct originals never share a surrogate, and no surrogate is an original.
        """
        folded = fold(value)
        return (
            folded not in self._used.get(namespace, ()) and folded not in self.originals
        )

    def assign(self, namespace: str, key: str, value: str) -> None:
        if (namespace, key) in self.entries:
            return
        self.entries[(namespace, key)] = value
        self.learned[(namespace, key)] = value
        self._used.setdefault(namespace, set()).add(fold(value))

    def take_learned(self) -> dict[tuple[str, str], str]:
        learned, self.learned = self.learned, {}
        return learned
