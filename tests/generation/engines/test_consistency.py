from __future__ import annotations

from collections.abc import Iterable, Iterator

from generation.engines.consistency import (
    ConsistentGenerator,
    apply_consistency,
    entity_groups,
)
from generation.engines.types import FAILED, EngineDocument, SpanRef, Suggestion

TEXT = "Anna met Bo. Then ANNA  met Cy. Bo left. Dee came."


def at(key: str, surface: str, nth: int = 0, entity: str | None = None) -> SpanRef:
    start = -1
    for _ in range(nth + 1):
        start = TEXT.index(surface, start + 1)
    return SpanRef(key, start, start + len(surface), "PERSON", "PERSON", entity)


DOCUMENT = EngineDocument(
    key="d",
    text=TEXT,
    spans=(
        at("anna1", "Anna"),
        at("bo1", "Bo", entity="E2"),
        at("anna2", "ANNA  met"[:4]),  # "ANNA": same text as "Anna", normalized
        at("cy", "Cy"),
        at("bo2", "Bo", 1),  # no entity id, same text as E2's mention: joins E2
        at("dee", "Dee"),
    ),
)


def test_entity_groups_use_entity_ids_then_normalized_text() -> None:
    groups = entity_groups(DOCUMENT)
    assert groups["anna1"] == groups["anna2"] == "text:anna"
    assert groups["bo1"] == groups["bo2"] == "entity:E2"
    assert len({groups["anna1"], groups["bo1"], groups["cy"], groups["dee"]}) == 4


def test_different_entity_ids_with_the_same_text_stay_apart() -> None:
    text = "Lee sued Lee."
    doc = EngineDocument(1, text, (SpanRef(1, 0, 3, "P", entity="a"),
                                   SpanRef(2, 9, 12, "P", entity="b")))  # fmt: skip
    groups = entity_groups(doc)
    assert groups[1] != groups[2]


def suggest(**texts: str) -> list[Suggestion]:
    return [Suggestion(key, text) for key, text in texts.items()]


def test_every_mention_gets_the_first_mention_pseudonym() -> None:
    result = apply_consistency(
        DOCUMENT,
        suggest(anna1="Eva", bo1="Max", anna2="Olga", cy="Tom", bo2="Ian", dee="Ula"),
    )
    by_key = {s.span_key: s for s in result}
    assert [s.span_key for s in result] == ["anna1", "bo1", "anna2", "cy", "bo2", "dee"]
    assert by_key["anna2"].text == "Eva"
    assert by_key["bo2"].text == "Max"
    assert "first mention" in by_key["anna2"].reason
    assert by_key["anna1"].reason == ""


def test_distinct_entities_get_distinct_pseudonyms_from_alternatives() -> None:
    suggestions = suggest(anna1="Eva", bo1="Max", anna2="Eva", cy="eva", bo2="Max",
                          dee="Max")  # fmt: skip
    suggestions[3].alternatives = ["Max", "Tom"]
    result = {s.span_key: s.text for s in apply_consistency(DOCUMENT, suggestions)}
    assert result["cy"] == "Tom"  # "eva" and "Max" are taken by other entities
    # Dee has no alternative: the proposer is asked, with what is taken.
    asked: list[frozenset[str]] = []

    def propose(span: SpanRef, taken: frozenset[str]) -> str | None:
        asked.append(taken)
        return "Zed"

    result = {
        s.span_key: s.text
        for s in apply_consistency(DOCUMENT, suggestions, propose_alternative=propose)
    }
    assert result == {"anna1": "Eva", "bo1": "Max", "anna2": "Eva", "cy": "Tom",
                      "bo2": "Max", "dee": "Zed"}  # fmt: skip
    assert asked == [frozenset({"eva", "max", "tom"})]


def test_without_any_distinct_choice_the_duplicate_is_kept_and_explained() -> None:
    suggestions = suggest(anna1="Eva", bo1="Eva", anna2="Eva", cy="X", bo2="Eva",
                          dee="Y")  # fmt: skip
    result = {s.span_key: s for s in apply_consistency(DOCUMENT, suggestions)}
    assert result["bo1"].text == "Eva"
    assert "no distinct pseudonym" in result["bo1"].reason


def test_a_failed_first_mention_takes_a_later_mentions_pseudonym() -> None:
    suggestions = suggest(anna1=FAILED, bo1="Max", anna2="Olga", cy="Tom", bo2="Max",
                          dee="Ula")  # fmt: skip
    suggestions[0].failed = True
    result = {s.span_key: s for s in apply_consistency(DOCUMENT, suggestions)}
    assert result["anna1"].text == "Olga" and not result["anna1"].failed
    assert result["anna2"].text == "Olga"


class Scripted:
    name = "scripted"

    def __init__(self, texts: dict[str, str]) -> None:
        self.texts = texts
        self.proposed: list[str] = []

    def fill(
        self, documents: Iterable[EngineDocument]
    ) -> Iterator[tuple[EngineDocument, list[Suggestion]]]:
        for document in documents:
            yield (
                document,
                [Suggestion(s.key, self.texts[s.key]) for s in document.spans],
            )

    def propose_alternative(
        self, document: EngineDocument, span: SpanRef, taken: frozenset[str]
    ) -> str | None:
        self.proposed.append(span.key)
        return f"New-{span.key}"


def test_consistent_generator_wraps_any_generator_and_uses_its_proposals() -> None:
    inner = Scripted({"anna1": "Eva", "bo1": "Eva", "anna2": "Kim", "cy": "Tom",
                      "bo2": "Max", "dee": "Ula"})  # fmt: skip
    wrapped = ConsistentGenerator(inner)
    assert wrapped.name == "scripted"
    [(doc, suggestions)] = list(wrapped.fill([DOCUMENT]))
    assert doc is DOCUMENT
    result = {s.span_key: s.text for s in suggestions}
    # Bo's own later mention "Max" is free, so it wins over asking for a new draw.
    assert result == {"anna1": "Eva", "bo1": "Max", "anna2": "Eva", "cy": "Tom",
                      "bo2": "Max", "dee": "Ula"}  # fmt: skip
    assert inner.proposed == []
    inner.texts["bo2"] = "eva"
    result = {s.span_key: s.text for _, ss in wrapped.fill([DOCUMENT]) for s in ss}
    assert result["bo1"] == result["bo2"] == "New-bo1"
    assert inner.proposed == ["bo1"]
