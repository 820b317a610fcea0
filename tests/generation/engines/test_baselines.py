from __future__ import annotations

from pathlib import Path

import pytest

from generation.engines.baselines import RandomGenerator, UposGenerator
from generation.engines.inventory import Inventory, load_inventory
from generation.engines.tagging import ConlluTagger
from generation.engines.types import EngineDocument, SpanRef, Suggestion


def document(key: str, text: str, *surfaces: str) -> EngineDocument:
    spans = []
    for number, surface in enumerate(surfaces):
        start = text.index(surface)
        spans.append(SpanRef(key=f"{key}-{number}", start=start,
                             end=start + len(surface), label="X"))  # fmt: skip
    return EngineDocument(key=key, text=text, spans=tuple(spans))


DOCUMENTS = [
    document("a", "Kori Schulman wrote on Monday in Washington.", "Kori Schulman",
             "Monday", "Washington"),
    document("b", "The court fined him 500 euros. He quickly left.", "500 euros",
             "quickly"),
    document("c", "She visited three museums.", "visited"),
]  # fmt: skip


@pytest.fixture
def en_inventory(ud_en: Path) -> Inventory:
    return load_inventory(str(ud_en), language="en")


def texts(results: list[tuple[EngineDocument, list[Suggestion]]]) -> dict[str, str]:
    return {s.span_key: s.text for _, suggestions in results for s in suggestions}


def test_random_gives_one_inventory_form_per_span_in_span_order(
    en_inventory: Inventory,
) -> None:
    results = list(RandomGenerator(en_inventory, seed=1).fill(DOCUMENTS))
    assert [d.key for d, _ in results] == ["a", "b", "c"]
    for doc, suggestions in results:
        assert [s.span_key for s in suggestions] == [span.key for span in doc.spans]
    assert all(text in en_inventory.lexicon for text in texts(results).values())


def test_same_seed_same_output_regardless_of_batch_order(
    en_inventory: Inventory,
) -> None:
    first = texts(list(RandomGenerator(en_inventory, seed=7).fill(DOCUMENTS)))
    again = texts(list(RandomGenerator(en_inventory, seed=7).fill(DOCUMENTS[::-1])))
    alone = texts(list(RandomGenerator(en_inventory, seed=7).fill(DOCUMENTS[2:])))
    assert first == again
    assert alone.items() <= first.items()
    other = texts(list(RandomGenerator(en_inventory, seed=8).fill(DOCUMENTS)))
    assert other != first


def test_upos_baseline_returns_a_form_of_the_span_upos(
    en_inventory: Inventory,
) -> None:
    tagger = ConlluTagger(en_inventory, language="en")
    results = list(UposGenerator(en_inventory, tagger, seed=3).fill(DOCUMENTS))
    by_key = {s.span_key: s for _, suggestions in results for s in suggestions}
    expected_upos = {
        "a-0": "PROPN",  # right-most token "Schulman"
        "a-1": "PROPN",  # "Monday" is PROPN in UD English
        "a-2": "PROPN",
        "b-0": "NOUN",  # right-most token "euros", not the NUM "500"
        "b-1": "ADV",
        "c-0": "VERB",
    }
    assert {key: s.upos for key, s in by_key.items()} == expected_upos
    for key, suggestion in by_key.items():
        assert suggestion.text in en_inventory.forms_by_upos[expected_upos[key]]
        assert suggestion.reason == ""


def test_upos_baseline_is_reproducible(en_inventory: Inventory) -> None:
    tagger = ConlluTagger(en_inventory, language="en")
    first = texts(list(UposGenerator(en_inventory, tagger, seed=5).fill(DOCUMENTS)))
    again = texts(list(UposGenerator(en_inventory, tagger, seed=5).fill(DOCUMENTS)))
    assert first == again


def test_upos_baseline_falls_back_to_any_form_and_says_so() -> None:
    inventory = Inventory.from_sentences([[("dog", "NOUN"), ("runs", "VERB")]])
    tagger = ConlluTagger(inventory, language="en")
    doc = document("d", "He met Qorvin there.", "Qorvin")  # unknown, capital: PROPN
    [(_, [suggestion])] = list(UposGenerator(inventory, tagger, seed=0).fill([doc]))
    assert suggestion.upos == "PROPN"
    assert suggestion.text in ("dog", "runs")
    assert "no PROPN form" in suggestion.reason


def test_propose_alternative_avoids_taken_forms(en_inventory: Inventory) -> None:
    generator = RandomGenerator(en_inventory, seed=2)
    doc = DOCUMENTS[0]
    first = generator.propose_alternative(doc, doc.spans[0], frozenset())
    assert first is not None
    second = generator.propose_alternative(
        doc, doc.spans[0], frozenset({first.casefold()})
    )
    assert second is not None and second.casefold() != first.casefold()
    tiny = RandomGenerator(Inventory.from_sentences([[("a", "DET")]]), seed=2)
    assert tiny.propose_alternative(doc, doc.spans[0], frozenset({"a"})) is None
