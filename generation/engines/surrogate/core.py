"""The pieces every rule module shares: the document being filled, drawing through the
project's memory, and the base the rule modules build on.

The surrogate generator is one class made of one mixin per kind of thing (people,
places, organisations, dates and numbers, codes, other). A rule of one kind that needs
another kind ("Kassel, Germany", "Astrid Lindgrens barnsjukhus") calls it through
:class:`RuleBase`, which names those entry points.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, overload

from .lexicon import Demonym
from .memory import SurrogateMemory
from .rng import FastRng
from .text import WORD, fold

Rule = Callable[["_Doc", str, "_Draw"], "tuple[str, str] | None"]

# --------------------------------------------------------------------- recognisers

# "J.", "J.-P.", "JD", "J-P": initials; a longer word in capitals ("HURLEY",
# "NGUYEN") is a name written in capitals, not initials
_INITIAL = re.compile(
    r"^(?:[A-ZÀ-ÞĀ-Ž]\.-?)+$|^[A-ZÀ-ÞĀ-Ž]{1,3}\.?$|^[A-ZÀ-ÞĀ-Ž]\.?-[A-ZÀ-ÞĀ-Ž]\.?$"
)
_POSSESSIVE = re.compile(r"(['’]s|['’])$")
_ACRONYM = re.compile(r"^[A-ZÅÄÖ][A-ZÅÄÖ0-9&.\-]{1,9}$")
_HAS_DIGIT = re.compile(r"\d")
_NEXT_WORD = re.compile(r"\s+(\w+)")
_PREVIOUS_WORD = re.compile(r"(\w+)\s+$")
_PRONOUNS = {
    "en": re.compile(r"\b(he|him|his|himself|she|her|hers|herself)\b", re.IGNORECASE),
    "sv": re.compile(r"\b(han|honom|hans|hon|henne|hennes)\b", re.IGNORECASE),
}
_CLOCK = re.compile(
    r"\b\d{1,2}[.:]\d{2}\b(?![.:]\d)|\b\d{1,2}\s?[ap]\.?m\b", re.IGNORECASE
)
_FEMALE_PRONOUNS = {"she", "her", "hers", "herself", "hon", "henne", "hennes"}
_ARTICLES = {"en": ("a", "an"), "sv": ("en", "ett")}
# Swedish neuter (ett) nouns among the words a surrogate is drawn from: the
# endings of the lists' ett-words ("butiksbiträde", "barnbarn", "statsråd").
_SV_NEUTER = ("biträde", "barn", "syskon", "ombud", "vittne", "råd", "par", "dussin")
# Spans that are a pronoun name nobody: they stay.
PRONOUNS = frozenset(
    """he him his himself she her hers herself they them their theirs han honom
    hans hon henne hennes hen hens de dem deras""".split()
)


# A pronoun that attributes the quotation before it ('," she said', '" säger hon').
_SAID = {
    "en": re.compile(
        r"[\"”],?\s+(she|he)\s+(?:said|says|added|told|explained|recalled|laughed)\b",
        re.IGNORECASE,
    ),
    "sv": re.compile(
        r"[\"”],?\s+(?:säger|sa|sade|berättar|tillägger|skrattar)\s+(hon|han)\b",
        re.IGNORECASE,
    ),
}


@dataclass
class _Doc:
    """What the rules need to know about the document being filled."""

    language: str
    home: str  # country code whose places and names fit the document
    text: str
    offset: int  # days every date moves
    locales: tuple[str, ...]
    after: str = ""  # the word after the span being filled
    before: str = ""  # the word before it
    start: int = 0  # where the span being filled begins in ``text``
    end: int = 0  # where the span being filled ends in ``text``
    next_start: int = 0  # where the next span begins (the pronoun window ends there)
    pronoun: str = ""  # pronoun_gender() of the span being filled
    # folded name part -> its role ("given", "surname") in a longer name of this
    # document, so that "Li's" after "Li Wangyang" is the same person's part
    name_roles: dict[str, str] = field(default_factory=dict)
    # folded surname -> the gender the document gives that person (its titles, the
    # words before its mentions, the pronouns after them; "f"/"m" in lower case
    # when only a pronoun or two say so)
    gender_of: dict[str, str] = field(default_factory=dict)
    # countries named in the document's spans (a city there moves with its country)
    countries: frozenset[str] = frozenset()
    # the country the text's own unannotated cues pin it to (C$ and "Nunavut" stay
    # as written): its towns stay in it even where a span naming it moves
    pinned: str = ""
    # the countries the text names outside its spans, itself or by a big city of
    # it ("Indien", "rupier ... i Pune"): its towns stay in it too
    left_countries: frozenset[str] = frozenset()
    # whether a candidate is not written outside the spans, where it would read as
    # what it names there ("backed by Fianna Fáil, Fine Gael and ...")
    unwritten: Callable[[str], bool] | None = None
    # dates of the document on a feast its text names (feasts.anchors): the dates
    # near them move onto the same feast in the moved year
    anchors: tuple[Any, ...] = ()
    # where the document's spans stand (start, end)
    spans: tuple[tuple[int, int], ...] = ()
    # the amounts in the document's sums and their new numbers (figures.Plan),
    # made when the first amount is filled
    figures: Any = None
    # the days its spans name (numbers._days_of), read when a count of days is filled
    days: list[Any] | None = None
    # the text leaves a year of its dates unannotated: they move within their year
    # (formats.years_left_in), by ``offset``, which is then a few weeks
    in_year: bool = False
    _loose_times: bool | None = None
    _words: frozenset[str] | None = None

    def pronoun_gender(self) -> str:
        """The gender of the first personal pronoun after the span, in the same or the
        next sentence ("F", "M" or "" when none is near)."""
        limit = self.next_start if self.next_start > self.end else self.end + 240
        window = self.text[self.end : min(limit, self.end + 240)]
        pronouns = _PRONOUNS.get(self.language)
        if pronouns is None:
            return ""
        found = pronouns.search(window)
        if found is None:
            return ""
        between = window[: found.start()]
        if between.count(". ") > 1:
            # "Boitumelo Ramotswa, 26, joined ... "My mother sold vegetables. Now
            # I hold a stone," she said": the quotation's speaker is the person
            said = _SAID.get(self.language, _SAID["en"]).search(window)
            if said is None:
                return ""
            return "F" if said.group(1).lower() in _FEMALE_PRONOUNS else "M"
        return "F" if found.group(1).lower() in _FEMALE_PRONOUNS else "M"

    @property
    def loose_times(self) -> bool:
        """Whether the text gives a clock time outside its spans ("back at the
        station at 17.30"), read when a time is first moved."""
        if self._loose_times is None:
            self._loose_times = _CLOCK.search(self.text) is not None and any(
                not any(a <= m.start() < b for a, b in self.spans)
                for m in _CLOCK.finditer(self.text)
            )
        return self._loose_times

    @property
    def article(self) -> str:
        """The indefinite article just before the span ("a", "an"; "en", "ett"),
        which the surrogate's first word must agree with; "" when there is none."""
        before = self.before.lower()
        return before if before in _ARTICLES.get(self.language, ()) else ""

    @property
    def words(self) -> frozenset[str]:
        """Folded words of the text (to recognise genitives), computed when asked."""
        if self._words is None:
            self._words = frozenset(WORD.findall(fold(self.text)))
        return self._words


class _Draw:
    """Drawing for one proposal: memory-bound (the surrogate) or free (alternatives)."""

    def __init__(
        self,
        generator: RuleBase,
        seed_parts: tuple[Any, ...],
        *,
        remember: bool,
        avoid: frozenset[str],
        exclusive: bool = False,
    ) -> None:
        self.generator = generator
        self.memory = generator.memory
        self.seed_parts = seed_parts
        self.remember = remember
        # a proposal drawn again (the remembered one leaked) still takes no value
        # another original holds
        self.exclusive = exclusive or remember
        self.avoid = avoid  # folded words of the original
        self._rng: FastRng | None = None

    @property
    def rng(self) -> FastRng:
        if self._rng is None:
            self._rng = self.generator.rng(*self.seed_parts)
        return self._rng

    def choose(
        self,
        namespace: str,
        key: str,
        pool: Sequence[str],
        *,
        accept: Callable[[str], bool] | None = None,
        more: Sequence[str] = (),
        more_in_order: bool = False,
    ) -> str:
        """The surrogate for ``key``: remembered, or drawn from ``pool`` and recorded.

        When every draw from ``pool`` is taken (another original's surrogate, or an
        original itself), ``pool`` and then ``more`` are searched from a random place.
        """
        if self.remember:
            known = self.memory.get(namespace, key)
            if known is not None:
                return known
            rng = self.generator.rng(namespace, key)
        else:
            rng = self.rng
        agree = _agreement(getattr(self.generator, "_article", ""))
        if agree is not None:
            # "a [journalist]" -> "a photographer", never "a economist"
            accept = agree if accept is None else _both(accept, agree)
        unwritten = getattr(self.generator, "_unwritten", None)
        if unwritten is not None:
            # "Fianna Fáil" -> never "Fine Gael" where the text says "backed by
            # Fianna Fáil, Fine Gael and most independents": two parties merged
            accept = unwritten if accept is None else _both(accept, unwritten)
        choice = None
        if pool:
            for _ in range(40):
                candidate = rng.choice(pool)
                folded = fold(candidate)
                if candidate == key or folded == key or folded in self.avoid:
                    continue
                if accept is not None and not accept(candidate):
                    continue
                if self.exclusive and not self.memory.free(namespace, candidate):
                    continue
                choice = candidate
                break
        if choice is None:
            for tier in (pool, more):
                size = len(tier)
                in_order = more_in_order and tier is more
                begin = rng.randrange(size) if size and not in_order else 0
                for step in range(size):
                    candidate = tier[(begin + step) % size]
                    folded = fold(candidate)
                    if (
                        folded != key
                        and candidate != key
                        and folded not in self.avoid
                        and (accept is None or accept(candidate))
                        and self.memory.free(namespace, candidate)
                    ):
                        choice = candidate
                        break
                if choice is not None:
                    break
        if choice is None:
            # Every candidate is taken: share one rather than fail (said nowhere
            # else, so the pools are sized to make this rare).
            others = [
                c
                for c in [*pool, *more]
                if c != key and fold(c) != key and fold(c) not in self.avoid
            ]
            fitting = [c for c in others if accept is None or accept(c)]
            choice = rng.choice(fitting or others) if others else (pool or [key])[0]
        if self.remember:
            self.memory.assign(namespace, key, choice)
        return choice


def vowel_sound(word: str) -> bool:
    """Whether an English word takes "an" (a vowel sound: "an hour", but "a
    university", "a European")."""
    first = word.split(" ", 1)[0]
    if _INITIALISM.fullmatch(first):
        # read letter by letter: "an MBA", "an MSc", "an NHS trust", "a BSc", "a UN
        # agency", "an EU directive"
        return first[0] in "AEFHILMNORSX"
    lower = word.lower()
    if lower.startswith(("uni", "eu", "one", "use", "usu", "uk")):
        return False
    return lower[:1] in "aeiou" or lower.startswith(("hour", "honest", "heir"))


# A word read letter by letter: two or three capitals ("MBA", "NHS"), or a degree's
# short form with two ("MSc", "PhD", "BSc"); not "NATO" or "NASA", read as words
_INITIALISM = re.compile(r"[A-Z]{2,3}|[A-Z][a-z]?[A-Z][a-z]?")


def _agreement(article: str) -> Callable[[str], bool] | None:
    """A test that a candidate agrees with the article before the span."""
    if article in ("a", "an"):
        wanted = article == "an"
        return lambda candidate: vowel_sound(candidate) == wanted
    if article in ("en", "ett"):
        neuter = article == "ett"

        def agrees(candidate: str) -> bool:
            if not candidate[:1].islower():
                return True  # a name takes the article its kind takes
            head = candidate.split(" ")[0].lower()
            return head.endswith(_SV_NEUTER) == neuter

        return agrees
    return None


def unwritten_in(left: str) -> Callable[[str], bool]:
    """A test that a name-like candidate is not written in ``left`` (folded text)."""

    def unwritten(candidate: str) -> bool:
        folded = fold(candidate.strip())
        if len(folded) < 4 or not candidate[:1].isupper() or folded not in left:
            return True
        return re.search(rf"(?<!\w){re.escape(folded)}(?!\w)", left) is None

    return unwritten


def _both(
    first: Callable[[str], bool], second: Callable[[str], bool]
) -> Callable[[str], bool]:
    return lambda candidate: first(candidate) and second(candidate)


def _sv_genitive(text: str) -> str:
    return text if text[-1:] in "sxz" else text + "s"


def _sv_attributive(text: str) -> str:
    """A Swedish place before the noun it names: "Växjö tingsrätt", "Lunds kommun"."""
    return text if text[-1:].lower() in "aeiouyåäösxz" else text + "s"


class RuleBase:
    """What the rule mixins share: the generator's state and the entry points by which
    a rule of one kind asks another kind (each defined in that kind's module)."""

    memory: SurrogateMemory
    k: int
    _seed: int
    _home: str  # the country of the document being filled
    _anchor_text: str  # that document's text
    _anchors: list[tuple[float, float]] | None  # where its unambiguous towns lie
    # the place each name denotes there, by (name, strict, country hint)
    _place_ids: dict[tuple[str, bool, str], str | None]
    # the countries its spans name (a town of one of them is no stranger there)
    _named_countries: frozenset[str] = frozenset()
    # the country the text writes right after the span being filled ("Hamilton,
    # New Zealand", "Kingston, Ontario"), or ""
    _country_hint: str = ""
    _generic: frozenset[str]
    _generic_quantity: frozenset[str]
    _locale_cache: dict[tuple[str, ...], str]
    # the sentence model for the nearest-noun guess: its name, how to load it, and
    # the treebank whose nouns it ranks, by language
    _nearest_model: str = ""
    _nearest_factory: Callable[[], Any] | None = None
    _near_cache: dict[tuple[str, tuple[str, ...]], list[str]]
    _occupation_pool_cache: dict[Any, tuple[list[str], list[str]]]
    _ud_paths: dict[str, str]
    # the kind the label of the span being filled names ("skill"), or ""
    _label_kind: str = ""
    # the project's label of the span being filled ("OCCUPATION", "other")
    _span_label: str = ""
    # the indefinite article just before the span being filled (_Doc.article)
    _article: str = ""
    _person_plans: dict[tuple[str, ...], tuple[Any, ...] | None]

    def rng(self, *parts: Any) -> FastRng:
        return FastRng(self._seed, *parts)

    def _near(self, original: str, pool: Sequence[str]) -> list[str]:
        """``pool`` ordered by nearness in meaning to ``original`` (a skill for a
        skill of the same field, a count of the same size); as it is without a
        sentence model."""
        if self._nearest_factory is None or len(pool) < 2:
            return list(pool)
        key = (original, tuple(pool))
        known = self._near_cache.get(key)
        if known is None:
            from ..types import EngineError
            from .nearest import rank

            try:
                known = rank(self._nearest_model, self._nearest_factory, original, pool)
            except EngineError:
                self._nearest_factory = None
                return list(pool)
            if len(self._near_cache) > 20_000:
                self._near_cache.clear()
            self._near_cache[key] = known
        return list(known)

    def _choose_near(
        self,
        draw: _Draw,
        namespace: str,
        key: str,
        original: str,
        pool: Sequence[str],
        more: Sequence[str] = (),
    ) -> str:
        """``draw.choose`` among the few of ``pool`` nearest to ``original`` in
        meaning, then the rest of the pool, then ``more``."""
        if draw.remember:
            known = self.memory.get(namespace, key)
            if known is not None:
                return known
        ranked = self._near(original, pool)
        rest = _Chain(ranked[NEAR:], more) if more else ranked[NEAR:]
        return draw.choose(namespace, key, ranked[:NEAR], more=rest)

    # people.py
    def _person(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        raise NotImplementedError

    def _handle(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        raise NotImplementedError

    # other.py
    def _condition(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        raise NotImplementedError

    # places.py
    def _place_id(self, folded: str, *, strict: bool = False) -> str | None:
        raise NotImplementedError

    def _place_free(self, place_id: str) -> bool:
        raise NotImplementedError

    def _surrogate_place(self, doc: _Doc, draw: _Draw, place_id: str) -> str:
        raise NotImplementedError

    def _render_place(self, doc: _Doc, place_id: str) -> str:
        raise NotImplementedError

    def _compound_place(self, doc: _Doc, word: str, draw: _Draw) -> str | None:
        raise NotImplementedError

    def _town(self, doc: _Doc, draw: _Draw, key: str, *, spaced: bool) -> str:
        raise NotImplementedError

    # people.py
    def _name_part(
        self,
        doc: _Doc,
        draw: _Draw,
        token: str,
        role: str,
        gender: str,
        locale: str,
    ) -> str:
        raise NotImplementedError

    # organisations.py
    def _replace_words(
        self,
        doc: _Doc,
        text: str,
        draw: _Draw,
        *,
        places_only: bool = False,
        invent: bool = False,
    ) -> str | None:
        raise NotImplementedError

    def _body(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        """An organisation by the organisation rules (organisations.py)."""
        raise NotImplementedError

    def _acronym(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        raise NotImplementedError

    def _name_like(self, doc: _Doc, draw: _Draw, word: str) -> str:
        raise NotImplementedError

    # other.py
    def _demonym(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        raise NotImplementedError

    def _other_demonym(self, doc: _Doc, draw: _Draw, dem: Demonym, form: str) -> str:
        raise NotImplementedError

    def _occupation(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        raise NotImplementedError

    def _draw_occupation(
        self,
        doc: _Doc,
        draw: _Draw,
        index: int | None,
        original: str,
        *,
        prefix: str = "",
    ) -> str:
        raise NotImplementedError

    # guesses.py
    def _guess_role(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        raise NotImplementedError

    # kinds.py
    def _listed(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        raise NotImplementedError

    # numbers.py
    def _numbers(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        raise NotImplementedError


# How many of the nearest words a draw picks among.
NEAR = 5


class LazyWords(Sequence[str]):
    """A sequence of words computed on demand (only a full pool reads it): a
    subclass gives ``__len__`` and ``_at``; slices and negative indices come here."""

    def _at(self, index: int) -> str:
        raise NotImplementedError

    @overload
    def __getitem__(self, item: int) -> str: ...
    @overload
    def __getitem__(self, item: slice) -> Sequence[str]: ...
    def __getitem__(self, item: int | slice) -> str | Sequence[str]:
        if isinstance(item, slice):
            return [self._at(i) for i in range(*item.indices(len(self)))]
        if item < 0:
            item += len(self)
        if not 0 <= item < len(self):
            raise IndexError(item)
        return self._at(item)


class _Chain(LazyWords):
    """Two sequences read as one, without copying the second (it may be large and
    computed on demand)."""

    def __init__(self, first: Sequence[str], second: Sequence[str]) -> None:
        self._first, self._second = first, second

    def __len__(self) -> int:
        return len(self._first) + len(self._second)

    def _at(self, index: int) -> str:
        if index < len(self._first):
            return self._first[index]
        return self._second[index - len(self._first)]
