"""Claiming the surrogate memory's new entries: what a worker does when another worker
drew the same original, or the same value, first (plain data, no database)."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from generation.engines.surrogate import SurrogateGenerator, SurrogateMemory
from generation.engines.surrogate import memory as memory_module
from generation.engines.surrogate.memory import Entry, fill_settled
from generation.engines.types import EngineDocument
from tests.generation.engines.test_surrogate import document


class Store:
    """A stand-in for the database: one winner per key, one key per value."""

    def __init__(self) -> None:
        self.rows: dict[Entry, str] = {}
        self.claims = 0

    def claim(self, pending: Mapping[Entry, str]) -> dict[Entry, str]:
        self.claims += 1
        for (namespace, key), value in pending.items():
            taken = any(
                n == namespace and v.casefold() == value.casefold()
                for (n, _), v in self.rows.items()
            )
            if (namespace, key) not in self.rows and not taken:
                self.rows[(namespace, key)] = value
        return {e: self.rows[e] for e in pending if e in self.rows}


def test_a_winning_claim_changes_nothing_and_empties_the_pending_entries():
    store = Store()
    memory = SurrogateMemory(claimer=store.claim)
    memory.assign("surname", "holm", "Berg")
    assert not memory.settle()
    assert memory.learned == {} and store.rows == {("surname", "holm"): "Berg"}
    assert not memory.settle() and store.claims == 1  # nothing pending: no claim


def test_a_loser_adopts_the_winners_surrogate():
    store = Store()
    store.rows[("surname", "holm")] = "Lind"
    memory = SurrogateMemory(claimer=store.claim)
    memory.assign("surname", "holm", "Berg")
    assert memory.settle()
    assert memory.get("surname", "holm") == "Lind"
    assert not memory.free("surname", "Lind")


def test_a_value_another_key_holds_is_given_up_and_stays_taken():
    store = Store()
    store.rows[("surname", "lund")] = "Berg"
    memory = SurrogateMemory(claimer=store.claim)
    memory.assign("surname", "holm", "berg")
    assert memory.settle()
    assert memory.get("surname", "holm") is None
    assert not memory.free("surname", "Berg")
    # Drawn again with that same value, the pools are exhausted: kept here only.
    memory.assign("surname", "holm", "berg")
    assert not memory.settle()
    assert memory.get("surname", "holm") == "berg"


def test_without_a_claimer_nothing_is_claimed_and_the_learned_entries_stay():
    memory = SurrogateMemory()
    memory.assign("surname", "holm", "Berg")
    assert not memory.settle()
    assert memory.take_learned() == {("surname", "holm"): "Berg"}


def test_a_document_is_filled_again_with_the_surrogates_another_worker_claimed():
    doc = document(
        "en",
        [
            ("Li Wangyang", "PERSON"), " left ", ("Kenya", "LOC"), " on ",
            ("3 May 2010", "DATETIME"), ".",
        ],
    )  # fmt: skip
    store = Store()
    first = SurrogateGenerator(seed=1, k=1, memory=SurrogateMemory(claimer=store.claim))
    [(_, theirs)] = list(first.fill([doc]))
    # Another worker, another seed: alone it would draw other surrogates.
    alone = SurrogateGenerator(seed=2, k=1).fill_document(doc)
    assert [s.text for s in alone] != [s.text for s in theirs]
    second = SurrogateGenerator(
        seed=2, k=1, memory=SurrogateMemory(claimer=store.claim)
    )
    [(_, ours)] = list(second.fill([doc]))
    assert [s.text for s in ours] == [s.text for s in theirs]
    assert second.memory.learned == {}


def test_a_contested_group_of_documents_is_filled_a_bounded_number_of_times():
    fills: list[str] = []

    class Contested(SurrogateMemory):
        def settle(self) -> bool:
            return True  # another worker always wins meanwhile

    def fill(document: str) -> str:
        fills.append(document)
        return document.upper()

    done = list(fill_settled(Contested(claimer=dict), fill, ["a", "b"]))
    assert done == [("a", "A"), ("b", "B")] and fills == ["a", "b"] * 5
    fills.clear()
    assert list(fill_settled(SurrogateMemory(), fill, ["a"])) == [("a", "A")]
    assert fills == ["a"]


def test_documents_are_claimed_in_groups(monkeypatch):
    monkeypatch.setattr(memory_module, "SETTLE_SECONDS", 60)  # by count only
    store = Store()
    generator = SurrogateGenerator(
        seed=1, k=1, memory=SurrogateMemory(claimer=store.claim)
    )
    docs = [
        document("en", [(name, "PERSON"), " left."], key=n)
        for n, name in enumerate(["Anna Berg", "Erik Lund", "Karin Holm"] * 7)
    ]
    assert len(list(generator.fill(docs))) == 21
    # One claim for the first 16; the last 5 drew nothing new, so claim nothing.
    assert store.claims == 1 and generator.memory.learned == {}


def test_a_slow_document_is_claimed_and_handed_on_alone(monkeypatch):
    monkeypatch.setattr(memory_module, "SETTLE_SECONDS", 0.0)  # every fill is slow
    store = Store()
    memory = SurrogateMemory(claimer=store.claim)
    handed: list[str] = []

    def fill(name: str) -> str:
        # The previous document was claimed and handed on before this one is filled.
        assert len(handed) == ord(name) - ord("a")
        memory.assign("given", name, name.upper())
        return name

    for name, _ in fill_settled(memory, fill, ["a", "b", "c"]):
        handed.append(name)
    assert store.claims == 3


def test_documents_filled_before_a_failing_one_are_still_handed_on():
    store = Store()
    memory = SurrogateMemory(claimer=store.claim)

    def fill(name: str) -> str:
        if name == "c":
            raise ConnectionError("the fallback's server is down")
        memory.assign("given", name, name.upper())
        return name

    handed = []
    with pytest.raises(ConnectionError):
        for name, _ in fill_settled(memory, fill, ["a", "b", "c", "d"]):
            handed.append(name)
    assert handed == ["a", "b"] and store.rows == {
        ("given", "a"): "A",
        ("given", "b"): "B",
    }


def _met(language: str, key: int, a: str, b: str, place: str) -> EngineDocument:
    met, in_ = ("met", "in") if language == "en" else ("träffade", "i")
    return document(
        language,
        [(a, "PERSON"), f" {met} ", (b, "PERSON"), f" {in_} ", (place, "LOC"), "."],
        key=key,
    )


@pytest.mark.parametrize("seed", range(8))
def test_two_workers_give_a_name_of_unsaid_gender_one_surrogate(seed):
    # "Ahmed" is a man's name in most lists and a woman's in one; no text here says
    # which. The gender each document guesses chooses the pool of a first draw; it
    # never splits a name another worker drew already (CI saw "Ahmed Hassan" ->
    # "Hussein Kitumaini" in English documents and "Skolastika Kitumaini" in Swedish
    # ones).
    store = Store()
    workers = [
        SurrogateGenerator(
            seed=seed * 2 + n, k=1, memory=SurrogateMemory(claimer=store.claim)
        )
        for n in range(2)
    ]
    docs = [
        _met("sv", 1, "Ahmed Hassan", "Karin Holm", "Tyskland"),
        _met("en", 2, "Ahmed Hassan", "Anna Berg", "Kenya"),
        _met("sv", 3, "Maria Svensson", "Ahmed Hassan", "Norge"),
        _met("en", 4, "Li Wangyang", "Ahmed Hassan", "Greece"),
    ]
    given: dict[str, set[str]] = {}
    for n, doc in enumerate(docs):
        [(_, suggestions)] = list(workers[(n + seed) % 2].fill([doc]))
        for span, suggestion in zip(doc.spans, suggestions, strict=True):
            if span.category == "PERSON":
                original = doc.text[span.start : span.end]
                given.setdefault(original, set()).add(suggestion.text)
    assert all(len(found) == 1 for found in given.values()), given
