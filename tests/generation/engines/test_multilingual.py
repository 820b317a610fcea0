from __future__ import annotations

from collections.abc import Iterable, Iterator

import pytest

from generation.engines.multilingual import PerLanguageGenerator
from generation.engines.types import EngineDocument, EngineError, SpanRef, Suggestion


class Recording:
    """Fills every span with its language's tag; records the streams it was given."""

    name = "recording"

    def __init__(self, language: str) -> None:
        self.language = language
        self.streams: list[list[str]] = []

    def fill(
        self, documents: Iterable[EngineDocument]
    ) -> Iterator[tuple[EngineDocument, list[Suggestion]]]:
        stream: list[str] = []
        self.streams.append(stream)
        for document in documents:
            stream.append(document.key)
            yield (
                document,
                [
                    Suggestion(span_key=s.key, text=self.language)
                    for s in document.spans
                ],
            )


def doc(key: str, language: str) -> EngineDocument:
    span = SpanRef(key=f"{key}.1", start=0, end=1, label="PER")
    return EngineDocument(key=key, text="x y", spans=(span,), language=language)


def test_each_document_goes_to_its_languages_generator_in_the_order_given() -> None:
    built: dict[str, Recording] = {}

    def build(language: str) -> Recording:
        built[language] = Recording(language)
        return built[language]

    router = PerLanguageGenerator("recording", build)
    documents = [doc("a", "en"), doc("b", "en"), doc("c", "sv"), doc("d", "en")]

    out = list(router.fill(iter(documents)))

    assert [d.key for d, _ in out] == ["a", "b", "c", "d"]
    assert [s[0].text for _, s in out] == ["en", "en", "sv", "en"]
    # Built once per language; a run of one language is one stream (batched).
    assert set(built) == {"en", "sv"}
    assert built["en"].streams == [["a", "b"], ["d"]]
    assert built["sv"].streams == [["c"]]


def test_a_language_without_resources_fails_when_its_first_document_comes() -> None:
    def build(language: str) -> Recording:
        if language == "sv":
            raise EngineError("no Swedish model", setting="PSEUDOWEB_MLM_MODEL_SV")
        return Recording(language)

    router = PerLanguageGenerator("recording", build)
    filled = router.fill([doc("a", "en"), doc("b", "sv")])

    assert next(filled)[0].key == "a"  # English documents are not held up
    with pytest.raises(EngineError, match="no Swedish model"):
        next(filled)
