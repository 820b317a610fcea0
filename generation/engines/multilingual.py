"""One run over documents in several languages: a generator per language.

A project may hold English and Swedish documents. Word lists, taggers and masked LMs are
per language, so each document goes to the generator built for its own language
(``EngineDocument.language``). Generators are built when their language first comes
(a Swedish model is not loaded for an English-only chunk) and kept for the rest of the
run.

Documents of one language that come one after another are handed over as one stream,
so a generator still reads ahead and batches across them; the run plans its chunks by
language (generation/services.py), so a chunk is one stream.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from itertools import groupby

from .types import EngineDocument, Generator, Suggestion


class PerLanguageGenerator:
    """Routes each document to ``build(language)``'s generator, in the order given."""

    def __init__(self, name: str, build: Callable[[str], Generator]) -> None:
        self.name = name
        self._build = build
        self.generators: dict[str, Generator] = {}

    def generator(self, language: str) -> Generator:
        generator = self.generators.get(language)
        if generator is None:
            generator = self.generators[language] = self._build(language)
        return generator

    def fill(
        self, documents: Iterable[EngineDocument]
    ) -> Iterator[tuple[EngineDocument, list[Suggestion]]]:
        for language, group in groupby(documents, key=lambda d: d.language):
            yield from self.generator(language).fill(group)
