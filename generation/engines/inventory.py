"""Word forms and their UPOS from a Universal Dependencies treebank (CoNLL-U).

The research built both baselines from the vocabulary of word forms of the English and
Swedish PUD treebanks: the random baseline returns "a random entry from its
inventory", the UPOS baseline "an entry which has the same UPOS as the original PII".
The paper does not exclude punctuation, and its error analysis counts "a punctuation
mark being selected instead of a word" as a STRUCTURAL error, so punctuation forms stay
in the random inventory here too. Entries are distinct forms, drawn uniformly (not by
frequency).

Lists keep the order in which forms first appear in the file, so a seeded draw gives the
same form in every process (a set's order would change with string hashing).
"""

from __future__ import annotations

import functools
import os
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from .types import EngineError

UD_SETTINGS = {"en": "PSEUDOWEB_UD_EN", "sv": "PSEUDOWEB_UD_SV"}

Word = tuple[str, str]  # (form, UPOS)


def read_conllu(lines: Iterable[str]) -> Iterator[list[Word]]:
    """Yield each sentence of a CoNLL-U stream as its syntactic words.

    Multiword token lines (``1-2``) and empty nodes (``1.1``) are skipped: the words
    of a multiword token follow on their own lines and carry the UPOS.
    """
    sentence: list[Word] = []
    for raw in lines:
        line = raw.rstrip("\n")
        if not line.strip():
            if sentence:
                yield sentence
                sentence = []
            continue
        if line.startswith("#"):
            continue
        columns = line.split("\t")
        if len(columns) < 4 or not columns[0].isdigit():
            continue
        sentence.append((columns[1], columns[3]))
    if sentence:
        yield sentence


@dataclass
class Inventory:
    """Distinct word forms of a treebank, by UPOS, with a form -> UPOS lexicon."""

    forms: list[str] = field(default_factory=list)
    forms_by_upos: dict[str, list[str]] = field(default_factory=dict)
    counts: dict[str, Counter[str]] = field(default_factory=dict)  # form -> UPOS counts
    lexicon: dict[str, str] = field(default_factory=dict)  # form -> most frequent UPOS
    lower_lexicon: dict[str, str] = field(default_factory=dict)
    source: str = ""

    @classmethod
    def from_sentences(
        cls, sentences: Iterable[list[Word]], *, source: str = ""
    ) -> Inventory:
        counts: dict[str, Counter[str]] = {}
        lower_counts: dict[str, Counter[str]] = {}
        forms_by_upos: dict[str, dict[str, None]] = {}  # dict as an ordered set
        for sentence in sentences:
            for form, upos in sentence:
                counts.setdefault(form, Counter())[upos] += 1
                lower_counts.setdefault(form.lower(), Counter())[upos] += 1
                forms_by_upos.setdefault(upos, {})[form] = None
        return cls(
            forms=list(counts),
            forms_by_upos={upos: list(forms) for upos, forms in forms_by_upos.items()},
            counts=counts,
            # most_common keeps first-seen order among ties: deterministic.
            lexicon={form: c.most_common(1)[0][0] for form, c in counts.items()},
            lower_lexicon={
                form: c.most_common(1)[0][0] for form, c in lower_counts.items()
            },
            source=source,
        )

    def upos_of(self, form: str) -> str | None:
        """Most frequent UPOS of ``form`` (exact case first, then lowercase)."""
        found = self.lexicon.get(form)
        if found is None:
            found = self.lower_lexicon.get(form.lower())
        return found

    def __len__(self) -> int:
        return len(self.forms)


def ud_path_from_env(language: str) -> str | None:
    setting = UD_SETTINGS.get(language)
    return os.environ.get(setting) if setting else None


@functools.lru_cache(maxsize=8)
def load_inventory(path: str, *, language: str = "en") -> Inventory:
    """Read the treebank at ``path`` once per process."""
    setting = UD_SETTINGS.get(language, "PSEUDOWEB_UD_EN")
    if not path:
        raise EngineError(
            f"No UD treebank is configured for language {language!r}; set {setting} "
            "to a CoNLL-U file (e.g. the PUD test treebank).",
            setting=setting,
        )
    try:
        with Path(path).open(encoding="utf-8") as stream:
            inventory = Inventory.from_sentences(read_conllu(stream), source=path)
    except (OSError, UnicodeDecodeError) as exc:
        raise EngineError(
            f"Cannot read the UD treebank {path!r} ({exc}); set {setting} to a "
            "readable CoNLL-U file.",
            setting=setting,
        ) from exc
    if not inventory.forms:
        raise EngineError(
            f"The UD treebank {path!r} holds no words; set {setting} to a CoNLL-U "
            "file.",
            setting=setting,
        )
    return inventory
