"""A small, fast, seedable random source for the surrogate rules.

Every draw of a surrogate is seeded from what is drawn (seed, namespace, original),
so a run gives the same surrogates whatever the order of documents. Seeding
``random.Random`` costs tens of microseconds, more than a whole rule; SplitMix64 over a
BLAKE2 digest of the parts costs one, and is good enough to pick from a list.
"""

from __future__ import annotations

from collections.abc import Sequence
from hashlib import blake2b
from typing import Any, Protocol, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Rng(Protocol):
    """What the rules use of a random source (``random.Random`` fits too)."""

    def randrange(self, start: int, stop: int | None = ..., /) -> int: ...
    def randint(self, a: int, b: int, /) -> int: ...
    def choice(self, seq: Sequence[T], /) -> T: ...
    def random(self) -> float: ...


class FastRng:
    __slots__ = ("_state",)

    def __init__(self, *parts: Any) -> None:
        digest = blake2b(repr(parts).encode("utf-8"), digest_size=8).digest()
        self._state = int.from_bytes(digest, "big")

    def _next(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, start: int, stop: int | None = None) -> int:
        if stop is None:
            start, stop = 0, start
        if stop <= start:
            raise ValueError("empty range")
        return start + self._next() % (stop - start)

    def randint(self, low: int, high: int) -> int:
        return self.randrange(low, high + 1)

    def choice(self, seq: Sequence[T]) -> T:
        if not seq:
            raise IndexError("cannot choose from an empty sequence")
        return seq[self._next() % len(seq)]

    def random(self) -> float:
        return self._next() / 18446744073709551616.0
