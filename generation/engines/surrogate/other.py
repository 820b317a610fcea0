"""Other kinds: nationalities, languages, groups, health information, occupations."""

from __future__ import annotations

import re

from . import formats
from .core import _HAS_DIGIT, RuleBase, _Doc, _Draw
from .lexicon import (
    Demonym,
    demonym_form,
    places,
)
from .text import copy_case, fold

LANGUAGE_CUES = frozenset(
    """pa till fran i speak speaks spoke spoken speaking into in from translated
    talar talade talat tala oversatt oversatte""".split()
)


class OtherRules(RuleBase):
    """Nationalities, languages, conditions and occupations of the same kind."""

    # ---------------------------------------------------------------------- DEM

    def _other_demonym(self, doc: _Doc, draw: _Draw, dem: Demonym, form: str) -> str:
        lex = places()
        if dem.kind == "nationality":
            # follow the country's own surrogate, so "Turkey" and "Turkish" agree
            with_dem = {d.key for d in lex.demonyms if d.kind == "nationality"}
            pool = [
                f"country:{c}" for c in lex.countries if c in with_dem and c != dem.key
            ]
            new_id = draw.choose(
                "place", f"country:{dem.key}", pool, accept=self._place_free
            )
            code = new_id.partition(":")[2]
            target = next((d for d in lex.demonyms if d.key == code), None)
            if target is None:
                target = draw.rng.choice(
                    [
                        d
                        for d in lex.demonyms
                        if d.kind == "nationality" and d.key != dem.key
                    ]
                )
        else:
            same = [d for d in lex.demonyms if d.kind == dem.kind and d.key != dem.key]
            key = draw.choose("dem", dem.key, [d.key for d in same])
            target = next(d for d in same if d.key == key)
        return demonym_form(target, form)

    def _demonym(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        lex = places()
        tokens = re.split(r"(\s+|-)", original)
        changed = False
        kinds = set()
        out = []
        # "talade på svenska", "translated into Swedish": the language, not the people
        speaking = fold(doc.before) in LANGUAGE_CUES and len(tokens) == 1
        for token in tokens:
            folded = fold(token)
            found = lex.demonym_of_word.get(folded)
            if speaking and folded in lex.language_of_name:
                found = None
            if found is not None:
                out.append(copy_case(token, self._other_demonym(doc, draw, *found)))
                kinds.add(found[0].kind)
                changed = True
                continue
            language = lex.language_of_name.get(folded)
            if language is not None:
                pool = [
                    names[doc.language]
                    for code, names in lex.languages.items()
                    if code != language
                ]
                out.append(copy_case(token, draw.choose("language", folded, pool)))
                kinds.add("language")
                changed = True
                continue
            out.append(token)
        if not changed:
            return None
        return "".join(out), f"{'/'.join(sorted(kinds))} of the same form"

    def _demonym_whole(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A span that is one nationality word ("Syrisk" tagged as a place)."""
        if fold(original) not in places().demonym_of_word:
            return None
        return self._demonym(doc, original, draw)

    def _condition(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """Health information: a condition or body part becomes another of its kind."""
        lex = places()
        column = 1 if doc.language == "sv" else 0
        kinds: set[str] = set()

        def swap(match: re.Match[str]) -> str:
            word = match.group(0)
            found = lex.condition_of.get(fold(word))
            if found is None:
                return word
            kind, index = found
            plural = word.endswith("s") and not lex.conditions[kind][index][
                column
            ].endswith("s")
            pool = [
                entry[column]
                for i, entry in enumerate(lex.conditions[kind])
                if i != index and entry[column].endswith("s") == word.endswith("s")
            ] or [
                entry[column]
                for i, entry in enumerate(lex.conditions[kind])
                if i != index
            ]
            kinds.add(kind)
            new = draw.choose("condition", fold(word), pool)
            return copy_case(word, new + ("s" if plural else ""))

        text = re.sub(r"[^\W\d_]+", swap, original)
        if not kinds:
            return None
        if _HAS_DIGIT.search(text):
            text = formats.replace_numbers(text, doc.language, draw.rng)[0]
        return text, f"health information: {'/'.join(sorted(kinds))} of the same kind"

    def _occupation(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        lex = places()
        article = ""
        body = original
        match = re.match(r"^(an?|the|en|ett)\s+(.+)$", original, re.IGNORECASE)
        if match:
            article, body = match.group(1), match.group(2)
        plural = ""
        folded = fold(body.rstrip("."))
        index = lex.occupation_of.get(folded)
        if index is None and doc.language == "en" and folded.endswith("s"):
            index = lex.occupation_of.get(folded[:-1])
            plural = "s" if index is not None else ""
        if index is None and doc.language == "sv" and " " not in folded:
            index = _swedish_occupation(folded)
        if index is None:
            return None
        column = 1 if doc.language == "sv" else 0
        pool = [
            o[column]
            for i, o in enumerate(lex.occupations)
            if o[column] != lex.occupations[index][column]
        ]
        new = self._choose_near(draw, "occupation", folded, body, pool) + plural
        if article.lower() in ("a", "an"):
            article = copy_case(article, "an" if new[0] in "aeiou" else "a")
        return (
            (article + " " if article else "")
            + copy_case(body, new)
            + body[len(body.rstrip(".")) :],
            "occupation for occupation",
        )


def _swedish_occupation(folded: str) -> int | None:
    """A Swedish compound or definite form of a listed occupation
    ("frilansjournalist", "universitetslektorn"): the listed one it ends in."""
    lex = places()
    for ending in ("", "n", "en", "na", "erna"):
        if ending and not folded.endswith(ending):
            continue
        stem = folded[: len(folded) - len(ending)] if ending else folded
        for cut in range(0, len(stem) - 4):
            index = lex.occupation_of.get(stem[cut:])
            if index is not None and lex.occupations[index][1]:
                return index
    return None
