"""The project's pseudonym memory, as plain data for the engine.

Entries map (namespace, key) to a surrogate: ``name`` keys are name parts ("holm" ->
"Berg"), ``place`` keys are language-neutral place ids ("country:FR" ->
"country:DE", written in each document's language), the others are folded originals.
``curated`` holds curators' pseudonyms for whole originals (they win), ``keep`` the
originals every generator leaves as they are, ``originals`` every original of the
project (a surrogate must never be one of them). The service layer loads it from the
database and saves what ``learned`` collects.

Several worker processes may generate one run at once, each with its own memory. With
a ``claimer`` (passed in by the service layer) the new entries of a document are
claimed in the database before the document is handed on: one worker wins each
original, and the others adopt its surrogate and fill the document again (see
:func:`fill_settled`). Without one (tests, benchmarks, one process) nothing is claimed.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TypeVar

from .text import fold

# Namespaces whose values are not words of the text (the date offset, one letter of
# initials, place ids): only their own namespace's values count as taken.
OWN_VALUES = frozenset({"setting", "initial", "place"})
# Offsets and other settings of a project are stored under this namespace.
SETTINGS = "setting"

Entry = tuple[str, str]  # (namespace, key)
# Offered new entries, returns what the database holds for each: the winner's value
# (ours or another worker's). A key missing from the answer lost its value: another
# key of the namespace holds it already.
Claimer = Callable[[Mapping[Entry, str]], Mapping[Entry, str]]

# Refills of one document at most: a refill only meets values claimed meanwhile, so
# more than one is rare (see test_memory_claims).
SETTLE_ROUNDS = 4
# Documents claimed at once, at most, and the longest a group collects documents.
SETTLE_DOCUMENTS = 16
SETTLE_SECONDS = 0.25


@dataclass
class SurrogateMemory:
    entries: dict[Entry, str] = field(default_factory=dict)
    curated: dict[str, str] = field(default_factory=dict)
    keep: frozenset[str] = frozenset()
    originals: frozenset[str] = frozenset()
    # New entries not yet claimed or saved (the pending ones).
    learned: dict[Entry, str] = field(default_factory=dict)
    claimer: Claimer | None = None

    def __post_init__(self) -> None:
        self.curated = {fold(k): v for k, v in self.curated.items()}
        self.keep = frozenset(fold(k) for k in self.keep)
        self.originals = frozenset(
            part for k in self.originals for part in _with_parts(fold(k))
        )
        self._used: dict[str, set[str]] = {}
        # Words drawn in any namespace: "Carlson" drawn as a surname may not also be
        # an organisation's name-like word (two originals, one surrogate).
        self._words: set[str] = set()
        for (namespace, _), value in self.entries.items():
            self._mark_used(namespace, value)
        # The value each key last lost with: drawn again, every value is taken.
        self._lost: dict[Entry, str] = {}

    def get(self, namespace: str, key: str) -> str | None:
        return self.entries.get((namespace, key))

    def free(self, namespace: str, value: str) -> bool:
        """Whether ``value`` may become a new original's surrogate in ``namespace``.

        Distinct originals never share a surrogate, and no surrogate is an original.
        """
        folded = fold(value)
        if namespace not in OWN_VALUES and folded in self._words:
            return False
        if (
            namespace == "place"
            and folded.startswith("city:")
            and folded not in (self._used.get(namespace, ()))
        ):
            # and the other way: a town drawn by name is no city drawn by its id
            if any(name in self._words for name in _city_names(folded)):
                return False
        return (
            folded not in self._used.get(namespace, ()) and folded not in self.originals
        )

    def _mark_used(self, namespace: str, value: str) -> None:
        folded = fold(value)
        self._used.setdefault(namespace, set()).add(folded)
        if namespace not in OWN_VALUES:
            self._words.add(folded)
        elif namespace == "place" and folded.startswith("city:"):
            # a city drawn by its id is also a word no other original may get
            # (an unknown town drawn by name, "Sävar" twice)
            self._words.update(_city_names(folded))

    def used_count(self, namespace: str) -> int:
        """How many values ``namespace`` holds (numbered placeholders count on)."""
        return len(self._used.get(namespace, ()))

    def assign(self, namespace: str, key: str, value: str) -> None:
        if (namespace, key) in self.entries:
            return
        self.entries[(namespace, key)] = value
        self.learned[(namespace, key)] = value
        self._mark_used(namespace, value)

    def relearn(self, namespace: str, key: str, value: str) -> bool:
        """Change an entry learned in this process and not yet claimed (a span's
        rule drew an acronym that its name then decides); whether it was one."""
        entry = (namespace, key)
        if entry not in self.learned:
            return False
        old = self.entries[entry]
        if fold(old) != fold(value):
            self._used.get(namespace, set()).discard(fold(old))
            self._words.discard(fold(old))
        self.entries[entry] = self.learned[entry] = value
        self._mark_used(namespace, value)
        return True

    def take_learned(self) -> dict[Entry, str]:
        learned, self.learned = self.learned, {}
        return learned

    def settle(self) -> bool:
        """Claim the pending entries; whether a value already used has changed.

        A key another worker claimed first takes its value; a value another key holds
        is marked used and our entry dropped, so the next draw picks another. A key
        that loses the same value twice met full pools (the draw shares a value
        rather than fail) and keeps it in this process only.
        """
        if self.claimer is None or not self.learned:
            return False
        pending = self.take_learned()
        held = self.claimer(pending)
        changed = False
        for entry, ours in pending.items():
            namespace = entry[0]
            winner = held.get(entry)
            if winner is not None:
                self._lost.pop(entry, None)
                if winner != ours:
                    self.entries[entry] = winner
                    self._mark_used(namespace, winner)
                    changed = True
            elif self._lost.get(entry) == fold(ours):
                del self._lost[entry]
            else:
                self._lost[entry] = fold(ours)
                del self.entries[entry]  # its value stays used: another key holds it
                changed = True
        return changed


D = TypeVar("D")
T = TypeVar("T")


def fill_settled(
    memory: SurrogateMemory, fill: Callable[[D], T], documents: Iterable[D]
) -> Iterator[tuple[D, T]]:
    """``fill`` each document; with a claimer, claim what a group of documents drew
    before handing them on, and fill the group again while another worker's claims
    change what it used (bounded: :data:`SETTLE_ROUNDS` refills).

    A group is up to :data:`SETTLE_DOCUMENTS` documents or :data:`SETTLE_SECONDS` of
    filling: one claim per document cost a light run more than its filling, and a
    refill stays short.
    """
    if memory.claimer is None:
        for document in documents:
            yield document, fill(document)
        return
    group: list[tuple[D, T]] = []
    started = time.monotonic()
    for document in documents:
        if not group:
            started = time.monotonic()
        try:
            result = fill(document)
        except Exception:
            # A backend failed (the fallback's server): the documents filled before
            # it are handed on, as they were when each was handed on at once.
            if group:
                yield from _settled(memory, fill, group)
            raise
        group.append((document, result))
        if (
            len(group) >= SETTLE_DOCUMENTS
            or time.monotonic() - started >= SETTLE_SECONDS
        ):
            yield from _settled(memory, fill, group)
            group = []
    if group:
        yield from _settled(memory, fill, group)


def _settled(
    memory: SurrogateMemory, fill: Callable[[D], T], group: list[tuple[D, T]]
) -> list[tuple[D, T]]:
    for _ in range(SETTLE_ROUNDS):
        if not memory.settle():
            return group
        group = [(document, fill(document)) for document, _ in group]
    # Still contested: these documents keep what they drew, later ones the winners.
    memory.settle()
    return group


def _city_names(place_id: str) -> set[str]:
    """The folded names of a city id ("city:se:12"), in English and Swedish."""
    from .lexicon import places

    _, code, index = place_id.split(":")
    cities = places().cities.get(code.upper(), [])
    if not index.isdigit() or int(index) >= len(cities):
        return set()
    en, sv, _ = cities[int(index)]
    return {fold(en), fold(sv)}


def _with_parts(folded: str) -> tuple[str, ...]:
    """An original and the parts of it written between commas that hold no digit:
    "macon" and "ga" of "1187 vineville avenue, macon, ga 31204", "columbus" of
    "columbus, georgia"; none of them may become a surrogate."""
    if "," not in folded:
        return (folded,)
    parts = (p.strip() for p in folded.split(","))
    return (folded, *(p for p in parts if p and not any(c.isdigit() for c in p)))
