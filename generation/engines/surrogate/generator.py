"""The surrogate generator: a pseudonym of the same kind, language and form, by rule.

For every span it decides what kind of thing the original is (from the span's category
and its own text: a LOC span that reads "Anna Swenn-Larsson" is a person) and applies
that kind's rule. Every rule draws from real lists (names, places, institutions), keeps
the original's form (titles, genitives, legal forms, formats) and names itself in the
suggestion's ``reason``. What no rule can place goes to the fallback generator, and
the reason says so.

Consistency is kept by :class:`~.memory.SurrogateMemory`: name parts, places (by a
language-neutral id, so a parallel document in the other language gets the same place
in its own spelling), organisations, codes and the project's date offset are looked up
there first and recorded when new; distinct originals never share a surrogate.
Curators' pseudonyms and the keep-list come first.

Draws are seeded from (seed, what is drawn), so a run with ``--seed`` gives the same
surrogates whatever the order of documents.
"""

from __future__ import annotations

import re
import secrets
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, overload

from ..types import EngineDocument, Generator, SpanRef, Suggestion, spans_in_order
from . import formats
from .lexicon import (
    COMMON_COUNTRIES,
    GENERIC_WORDS,
    LANGUAGE_COUNTRY,
    LANGUAGE_LOCALES,
    LIST_OF_LOCALE,
    LOCALE_COUNTRY,
    NOT_STATES,
    TITLES,
    Demonym,
    common_words,
    demonym_form,
    names,
    places,
    swedish_counties,
    swedish_street_prefixes,
)
from .memory import SETTINGS, SurrogateMemory, fill_settled
from .rng import FastRng
from .text import WORD, copy_case, fold, folded_words, shared_words

FallbackFactory = Callable[[str], Generator]
Rule = Callable[["_Doc", str, "_Draw"], "tuple[str, str] | None"]

# --------------------------------------------------------------------- recognisers

_INITIAL = re.compile(r"^(?:[A-ZÀ-ÞĀ-Ž]\.?-?)+\.?$|^[A-ZÀ-ÞĀ-Ž]\.?-[A-ZÀ-ÞĀ-Ž]\.?$")
_POSSESSIVE = re.compile(r"(['’]s|['’])$")
_ACRONYM = re.compile(r"^[A-ZÅÄÖ][A-ZÅÄÖ0-9&.\-]{1,9}$")
_HAS_DIGIT = re.compile(r"\d")
_NEXT_WORD = re.compile(r"\s+(\w+)")
_OFFICE_OF = re.compile(
    r"^(Office|Ministry|Department|Directorate|Agency|Board|Commission|Committee|"
    r"Council|Institute|Fund|Foundation|Inspectorate|Secretary of State) (for|of) "
    r"(?!the \w+ of)(.+)$"
)
# Two or three capitalised words in a row: where a multi-word place may hide.
_CAPITAL_RUN = re.compile(r"(?<!\w)[A-ZÀ-ÞĀ-Ž][\w'’-]*(?: [A-ZÀ-ÞĀ-Ž][\w'’-]*){1,2}")
PARTICLES = {
    "von",
    "van",
    "de",
    "der",
    "den",
    "af",
    "al",
    "el",
    "bin",
    "ibn",
    "di",
    "da",
    "du",
    "le",
    "la",
    "del",
    "dos",
    "ter",
}
LEGAL_FORMS = {
    "ab",
    "hb",
    "kb",
    "inc",
    "inc.",
    "ltd",
    "ltd.",
    "plc",
    "llc",
    "gmbh",
    "ag",
    "s.a",
    "s.a.",
    "sa",
    "oy",
    "asa",
    "a/s",
    "as",
    "co.",
    "corp.",
    "corp",
    "limited",
    "ek.",
    "ekonomisk",
    "sp.",
    "z",
    "o.o.",
}
DIRECTIONS = {
    "en": (
        "northern",
        "southern",
        "eastern",
        "western",
        "central",
        "north",
        "south",
        "east",
        "west",
        "north-east",
        "north-west",
        "south-east",
        "south-west",
        "north-eastern",
        "north-western",
        "south-eastern",
        "south-western",
        "upper",
        "lower",
    ),
    "sv": (
        "norra",
        "södra",
        "östra",
        "västra",
        "mellersta",
        "nordvästra",
        "nordöstra",
        "sydvästra",
        "sydöstra",
        "centrala",
        "inre",
        "yttre",
    ),
}
STREET_SUFFIXES_SV = (
    "gatan",
    "vägen",
    "torget",
    "platsen",
    "gränd",
    "stigen",
    "allén",
    "backen",
    "parken",
    "leden",
    "plan",
    "kajen",
    "trädgården",
    "kransen",
    "bron",
)
STREET_WORDS_EN = {
    "street",
    "road",
    "avenue",
    "square",
    "lane",
    "drive",
    "place",
    "way",
    "park",
    "close",
    "crescent",
    "terrace",
    "gardens",
    "boulevard",
    "bulvarı",
    "caddesi",
    "sokak",
    "ulica",
    "strasse",
    "straße",
}
STREET_STEMS_EN = (
    "Church",
    "Station",
    "Mill",
    "Victoria",
    "Albert",
    "Park",
    "Kings",
    "Queens",
    "Market",
    "Bridge",
    "Elm",
    "Oak",
    "Chestnut",
    "Harbour",
    "Castle",
    "Garden",
    "Meadow",
    "Orchard",
    "Spring",
    "Grove",
    "Cedar",
    "Hill",
    "Lime",
    "Willow",
)
COUNTY_WORDS = {"county", "municipality", "district", "province", "region"}
SV_PLACE_HEADS = ("kommun", "kommuns", "stad", "stads", "landsting", "region")
ORG_MODIFIERS = {
    "committee": (
        "Appeal",
        "Review",
        "Administrative",
        "Executive",
        "Supervisory",
        "Advisory",
        "Disciplinary",
        "Ethics",
        "Planning",
        "Compensation",
    ),
    "association": (
        "Medical",
        "Bar",
        "Dental",
        "Teachers'",
        "Journalists'",
        "Farmers'",
        "Pharmaceutical",
        "Veterinary",
        "Engineers'",
        "Tenants'",
    ),
    "authority": (
        "Public Security",
        "Land Registration",
        "Tax",
        "Health",
        "Social Security",
        "Housing",
        "Environmental",
        "Customs",
        "Education",
        "Planning",
    ),
}
ORG_MODIFIERS["commission"] = ORG_MODIFIERS["committee"]
ORG_MODIFIERS["board"] = ORG_MODIFIERS["committee"]
ORG_MODIFIERS["council"] = ORG_MODIFIERS["committee"]
ORG_MODIFIERS["society"] = ORG_MODIFIERS["association"]
ORG_MODIFIERS["union"] = ORG_MODIFIERS["association"]
ORG_MODIFIERS["federation"] = ORG_MODIFIERS["association"]
for _head in ("agency", "office", "directorate", "department", "inspectorate"):
    ORG_MODIFIERS[_head] = ORG_MODIFIERS["authority"]
SV_AGENCY_SUFFIXES = (
    "verket",
    "myndigheten",
    "styrelsen",
    "departementet",
    "inspektionen",
    "rådet",
    "institutet",
    "ämbetet",
    "kollegiet",
    "domstolen",
    "förbundet",
    "föreningen",
    "partiet",
    "kommissionen",
    "tjänsten",
    "vården",
    "revisionen",
    "ombudsmannen",
    "nämnden",
    "kassan",
    "sjukhuset",
)
SV_COMPOUND_PREFIXES = (
    "Miljö",
    "Arbets",
    "Skol",
    "Kultur",
    "Trafik",
    "Hälso",
    "Bygg",
    "Energi",
    "Handels",
    "Social",
    "Transport",
    "Bostads",
    "Idrotts",
    "Jord",
    "Skogs",
    "Konsument",
    "Fastighets",
    "Natur",
    "Vatten",
    "Forsknings",
)


# Bodies named by a generic word only: another of the same kind.
_GOVERNMENT = ("Government", "Administration", "Cabinet", "Executive")
GENERIC_BODIES_WRITTEN = {
    "government": _GOVERNMENT,
    "the government": tuple("the " + b for b in _GOVERNMENT),
    "parliament": ("Parliament", "Assembly", "Senate", "National Assembly"),
    "regeringen": ("regeringen", "riksdagen", "statsrådet", "departementet"),
    "riksdagen": ("riksdagen", "regeringen", "parlamentet"),
    "police": ("Police", "Gendarmerie", "Border Guard", "Coast Guard"),
    "polisen": ("polisen", "tullen", "kustbevakningen", "räddningstjänsten"),
    "polis": ("polis", "tull", "kustbevakning", "räddningstjänst"),
    "räddningstjänsten": ("räddningstjänsten", "polisen", "ambulansen"),
    "räddningstjänst": ("räddningstjänst", "polis", "ambulans"),
    "socialtjänsten": ("socialtjänsten", "skolförvaltningen", "äldreomsorgen"),
    "kommunen": ("kommunen", "regionen", "länsstyrelsen"),
    "länsstyrelsen": ("länsstyrelsen", "kommunen", "regionen"),
    "landstinget": ("landstinget", "regionen", "kommunen"),
    "alliansen": ("alliansen", "oppositionen", "koalitionen"),
    "gruvan": ("gruvan", "bruket", "fabriken", "sågverket", "varvet"),
    "bruket": ("bruket", "gruvan", "fabriken", "sågverket", "varvet"),
    "fabriken": ("fabriken", "gruvan", "bruket", "sågverket", "varvet"),
    "varvet": ("varvet", "gruvan", "bruket", "fabriken", "sågverket"),
    "the mine": ("the mine", "the mill", "the factory", "the shipyard"),
    "the factory": ("the factory", "the mine", "the mill", "the shipyard"),
}
GENERIC_BODIES = {fold(k): v for k, v in GENERIC_BODIES_WRITTEN.items()}


# Words that follow a name in the nominative far more often than a possessed noun.
NOT_AFTER_GENITIVE = frozenset(
    """säger sa sade har hade är var blir blev och som skriver berättar menar tycker
    vill ska skulle kan kunde fick får gjorde gör vann tog i på med till från om att
    för av efter inför mot under vid under eller men när där
    kommer kom ser såg går gick står stod visar visade anser ansåg tror trodde vet
    tar tog ger gav hävdar hävdade uppger uppgav förklarar förklarade konstaterar
    spelar spelade leder ledde lämnar lämnade angrep angriper befann befunnit
    blivit varit haft fått sett""".split()
)


@dataclass
class _Doc:
    """What the rules need to know about the document being filled."""

    language: str
    home: str  # country code whose places and names fit the document
    text: str
    offset: int  # days every date moves
    locales: tuple[str, ...]
    after: str = ""  # the word after the span being filled
    _words: frozenset[str] | None = None

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
        generator: SurrogateGenerator,
        seed_parts: tuple[Any, ...],
        *,
        remember: bool,
        avoid: frozenset[str],
    ) -> None:
        self.generator = generator
        self.memory = generator.memory
        self.seed_parts = seed_parts
        self.remember = remember
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
        choice = None
        if pool:
            for _ in range(40):
                candidate = rng.choice(pool)
                folded = fold(candidate)
                if candidate == key or folded == key or folded in self.avoid:
                    continue
                if accept is not None and not accept(candidate):
                    continue
                if self.remember and not self.memory.free(namespace, candidate):
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


class SurrogateGenerator:
    """Pseudonyms of the same kind, language and form, by rule; see the module doc."""

    name = "surrogate"

    def __init__(
        self,
        *,
        seed: int | None = None,
        k: int = 10,
        memory: SurrogateMemory | None = None,
        fallback: FallbackFactory | None = None,
        fallback_name: str = "upos",
    ) -> None:
        self.seed = seed
        # Without a seed every run draws anew (as the other generators do).
        self._seed = seed if seed is not None else secrets.randbits(64)
        self.k = max(1, k)
        self.memory = memory if memory is not None else SurrogateMemory()
        self.fallback_factory = fallback
        self.fallback_name = fallback_name
        self._fallbacks: dict[str, Generator] = {}
        self._home = ""  # the country of the document being filled
        self._locale_cache: dict[tuple[str, ...], str] = {}
        self._alt_cache: dict[tuple[str, ...], list[str]] = {}
        # Words a surrogate may share with its original: the kind, not the referent.
        self._generic = GENERIC_WORDS | common_words()
        # Amounts keep their currency ("Turkish liras") and only the numbers move.
        self._generic_quantity = self._generic | frozenset(places().demonym_of_word)
        self._rules: dict[str, tuple[Rule, ...]] = {
            "PERSON": (self._person, self._place_or_none),
            "LOC": (
                self._person_in_disguise,
                self._known_place,
                self._demonym_whole,
                self._place,
                self._numbers,
            ),
            "ORG": (self._person_in_disguise, self._organisation, self._brand),
            "DEM": (
                self._demonym,
                self._occupation,
                self._condition,
                self._place_or_none,
                self._numbers,
            ),
            "DATETIME": (self._datetime, self._numbers),
            "CODE": (self._code,),
            "QUANTITY": (self._datetime_whole, self._numbers),
            "MISC": (
                self._datetime_whole,
                self._code_if_digits,
                self._person_in_disguise,
                self._place_or_none,
                self._known_body,
                self._demonym,
                self._places_in,
                self._acronym,
            ),
        }

    # ------------------------------------------------------------------- plumbing

    def rng(self, *parts: Any) -> FastRng:
        return FastRng(self._seed, *parts)

    def fill(
        self, documents: Iterable[EngineDocument]
    ) -> Iterator[tuple[EngineDocument, list[Suggestion]]]:
        # Claimed before they are handed on: other workers may draw the same originals.
        yield from fill_settled(self.memory, self.fill_document, documents)

    def _offset(self) -> int:
        known = self.memory.get(SETTINGS, "date-offset")
        if known is not None:
            return int(known)
        offset = formats.project_offset(self.rng("date-offset"))
        self.memory.assign(SETTINGS, "date-offset", str(offset))
        return offset

    def _doc(self, document: EngineDocument) -> _Doc:
        language = document.language if document.language in ("en", "sv") else "en"
        lex = places()
        votes: Counter[str] = Counter()
        sv_regions = {fold(r) for r in lex.regions.get("sv", ())}
        en_regions = {fold(r) for r in lex.regions.get("en", ())}
        for span in document.spans:
            if span.category not in ("LOC", "ORG"):
                continue
            folded = fold(document.text[span.start : span.end])
            for part in {folded, *folded.split(", "), *WORD.findall(folded)}:
                code = lex.country_of_name.get(part)
                if code is None and part in lex.city_of_name:
                    code = lex.city_of_name[part][0][0]
                if code is None and part in sv_regions:
                    code = "SE"
                if code is None and part in en_regions:
                    code = "GB"
                if code is not None:
                    votes[code] += 1
        home = LANGUAGE_COUNTRY[language]
        if votes:
            top, count = votes.most_common(1)[0]
            if top in lex.cities and count >= 2 and count > votes.get(home, 0):
                home = top
        locales = LANGUAGE_LOCALES[language]
        for locale, country in LOCALE_COUNTRY.items():
            if country == home and locale not in locales:
                locales = (locale, *locales)
        return _Doc(
            language=language,
            home=home,
            text=document.text,
            offset=self._offset(),
            locales=locales,
        )

    def fill_document(self, document: EngineDocument) -> list[Suggestion]:
        doc = self._doc(document)
        self._person_plans: dict[tuple[str, str], tuple[Any, ...] | None] = {}
        self._home = doc.home
        suggestions: dict[Any, Suggestion] = {}
        left: list[SpanRef] = []
        for span in spans_in_order(document.spans):
            original = document.text[span.start : span.end]
            following = _NEXT_WORD.match(document.text, span.end)
            doc.after = following.group(1) if following else ""
            suggestion = self._suggest(doc, span, original)
            if suggestion is None:
                left.append(span)
            else:
                suggestions[span.key] = suggestion
        if left:
            for suggestion in self._fall_back(document, left):
                suggestions[suggestion.span_key] = suggestion
        return [suggestions[span.key] for span in spans_in_order(document.spans)]

    def _suggest(self, doc: _Doc, span: SpanRef, original: str) -> Suggestion | None:
        folded = fold(original)
        stripped = original.strip()
        if folded in self.memory.keep:
            return Suggestion(span.key, original, reason="keep-list: left unchanged")
        if folded in self.memory.curated:
            return Suggestion(
                span.key,
                self.memory.curated[folded],
                reason="memory: a curator's pseudonym for this original",
            )
        if not stripped or not any(c.isalnum() for c in stripped):
            return None
        lead = original[: len(original) - len(original.lstrip())]
        trail = original[len(original.rstrip()) :]
        category = span.category if span.category in self._rules else "MISC"
        avoid = frozenset(WORD.findall(folded)) - GENERIC_WORDS
        for rule in self._rules[category]:
            found = self._apply(
                doc, rule, stripped, avoid, primary=True, category=category
            )
            if found is None:
                continue
            text, reason = found
            alternatives = self._alternatives(
                doc, rule, stripped, avoid, text, category
            )
            return Suggestion(
                span.key,
                lead + text + trail,
                alternatives=[lead + a + trail for a in alternatives],
                reason=f"{category} {reason}",
            )
        return None

    def _acceptable(
        self, original: str, text: str, *, primary: bool, category: str = ""
    ) -> bool:
        """The never-leak check: not the original, no distinctive word of it, and
        (for names, places, organisations) not another original of the project."""
        if not text.strip() or fold(text) == fold(original):
            return False
        generic = self._generic_quantity if category == "QUANTITY" else self._generic
        shared = shared_words(original, text, generic)
        if shared and (
            category in ("QUANTITY", "DATETIME")
            or category in ("ORG", "LOC", "MISC")
            and len(original.split()) > 1
        ):
            # "31.000 människor", "Sundsvalls länssjukhus", "tjeckiska
            # pilotförbundet": the lower-case words say what kind of thing it is
            shared -= {fold(w) for w in WORD.findall(original) if w.islower()}
        if shared:
            return False
        if category in ("DATETIME", "QUANTITY") or not any(c.isalpha() for c in text):
            # One offset moves every date, so a shifted date may be another span's
            # original; amounts and bare numbers carry no name. Both stay consistent.
            return True
        return not (primary and fold(text) in self.memory.originals)

    def _apply(
        self,
        doc: _Doc,
        rule: Rule,
        original: str,
        avoid: frozenset[str],
        *,
        primary: bool,
        attempt: int = 0,
        category: str = "",
        draw: _Draw | None = None,
    ) -> tuple[str, str] | None:
        for tries in range(4 if primary else 1):
            if draw is None or tries:
                draw = _Draw(
                    self,
                    ("alt" if not primary else "span", attempt, tries, fold(original)),
                    remember=primary and tries == 0,
                    avoid=avoid,
                )
            found = rule(doc, original, draw)
            if found is None:
                return None
            if self._acceptable(original, found[0], primary=primary, category=category):
                if tries:
                    return found[0], found[1] + " (redrawn: the first draw leaked)"
                return found
        return None

    def _alternatives(
        self,
        doc: _Doc,
        rule: Rule,
        original: str,
        avoid: frozenset[str],
        chosen: str,
        category: str,
    ) -> list[str]:
        """Up to k-1 other surrogates by the same rule, drawn freely (not remembered).

        They depend only on the original, its category and the document's language
        and country, so a repeated original reuses them.
        """
        key = (rule.__name__, category, original, doc.language, doc.home, chosen)
        cached = self._alt_cache.get(key)
        if cached is None:
            if len(self._alt_cache) > 50_000:
                self._alt_cache.clear()
            cached = self._alt_cache[key] = self._draw_alternatives(
                doc, rule, original, avoid, chosen, category
            )
        return list(cached)

    def _draw_alternatives(
        self,
        doc: _Doc,
        rule: Rule,
        original: str,
        avoid: frozenset[str],
        chosen: str,
        category: str,
    ) -> list[str]:
        seen = {fold(chosen)}
        out: list[str] = []
        # one stream of draws for all of them: seeding is the costly part
        draw = _Draw(self, ("alt", fold(original)), remember=False, avoid=avoid)
        for attempt in range(1, 2 * self.k):
            if len(out) >= self.k - 1:
                break
            found = self._apply(
                doc,
                rule,
                original,
                avoid,
                primary=False,
                attempt=attempt,
                category=category,
                draw=draw,
            )
            if found is None:
                break
            if fold(found[0]) not in seen:
                seen.add(fold(found[0]))
                out.append(found[0])
        return out

    def _fall_back(
        self, document: EngineDocument, spans: list[SpanRef]
    ) -> list[Suggestion]:
        """The fallback generator's suggestions for the spans no rule placed.

        It sees the text around those spans only (300 characters each side is
        context enough for a tagger or a model), and its suggestions pass the same
        never-leak check: one that repeats its original is drawn again.
        """
        reason = f"fallback {self.fallback_name}: no surrogate rule places this span"
        generator = self._fallback_for(document.language)
        if generator is None:
            return [
                Suggestion(span.key, "", failed=True, reason=reason + " (none set)")
                for span in spans
            ]
        sub = _window(document, spans)
        by_key = {span.key: span for span in sub.spans}
        propose = getattr(generator, "propose_alternative", None)
        result = []
        for _, suggestions in generator.fill([sub]):
            for suggestion in suggestions:
                span = by_key[suggestion.span_key]
                original = sub.text[span.start : span.end]
                note = "; ".join(r for r in (reason, suggestion.reason) if r)
                text = suggestion.text
                if not suggestion.failed and not self._acceptable(
                    original, text, primary=False
                ):
                    taken = frozenset({fold(original), fold(text)})
                    redrawn = propose(sub, span, taken) if propose else None
                    if redrawn is not None and self._acceptable(
                        original, redrawn, primary=False
                    ):
                        text, note = (
                            redrawn,
                            note + " (redrawn: it repeated the original)",
                        )
                alternatives = [
                    a
                    for a in suggestion.alternatives
                    if self._acceptable(original, a, primary=False)
                ]
                if propose is not None and not suggestion.failed:
                    # a generator that proposes one word (upos) is asked for more
                    seen = {fold(original), fold(text), *map(fold, alternatives)}
                    for _ in range(2 * self.k):
                        if len(alternatives) >= self.k - 1:
                            break
                        more = propose(sub, span, frozenset(seen))
                        if more is None:
                            break
                        seen.add(fold(more))
                        if self._acceptable(original, more, primary=False):
                            alternatives.append(more)
                result.append(
                    replace(
                        suggestion,
                        text=text,
                        alternatives=alternatives,
                        reason=f"{span.category} {note}",
                    )
                )
        return result

    def _fallback_for(self, language: str) -> Generator | None:
        if self.fallback_factory is None:
            return None
        if language not in self._fallbacks:
            self._fallbacks[language] = self.fallback_factory(language)
        return self._fallbacks[language]

    # ---------------------------------------------------------------------- names

    def _name_locale(self, doc: _Doc, tokens: Sequence[str]) -> str:
        key = (doc.home, doc.language, *tokens)
        known = self._locale_cache.get(key)
        if known is None:
            known = self._locale_cache[key] = self._name_locale_vote(doc, tokens)
        return known

    def _name_locale_vote(self, doc: _Doc, tokens: Sequence[str]) -> str:
        lex = names()
        votes: Counter[str] = Counter()
        for token in tokens:
            for locale in lex.locales_of.get(fold(token), ()):
                votes[locale] += 1
        for locale in doc.locales:
            votes[locale] += 0.5  # type: ignore[assignment]
        home_locale = next(
            (loc for loc, c in LOCALE_COUNTRY.items() if c == doc.home), None
        )
        if home_locale is not None:
            votes[home_locale] += 1
        joined = "".join(tokens)
        if re.search("[ışğİŞĞç]", joined):
            votes["tr_TR"] += 3
        if re.search("[öü]", joined) and doc.home == "TR":
            votes["tr_TR"] += 2
        if re.search("[łśżźńąęŁŚŻŹ]", joined):
            votes["pl_PL"] += 3
        if re.search("[řěůčŘĚŮ]", joined):
            votes["cs_CZ"] += 3
        return votes.most_common(1)[0][0] if votes else doc.locales[0]

    def _name_part(
        self,
        doc: _Doc,
        draw: _Draw,
        token: str,
        role: str,
        gender: str,
        locale: str,
    ) -> str:
        """A surrogate for one name part (given name or surname), case kept."""
        lex = names()
        article = re.match(
            r"^(al|el|ul|ad|ar|as|at|an|ash|ben|bin|ibn|abu)-", token, re.I
        )
        if article:
            # "al-Shalal": the article stays, the name after it is replaced
            rest = token[article.end() :]
            if not rest:
                return token
            new = self._name_part(doc, draw, rest, role, gender, locale)
            return article.group(0) + new
        if "-" in token.strip("-") and not _INITIAL.match(token):
            parts = token.split("-")
            return "-".join(
                self._name_part(doc, draw, p, role, gender, locale) if p else p
                for p in parts
            )
        key = fold(token)
        locale = LIST_OF_LOCALE.get(locale, locale)
        lists = lex.by_locale.get(locale) or lex.by_locale[doc.language]
        if role != "given" and not lists.surnames:
            lists = lex.by_locale[doc.language]
        if role == "given":
            genders = lex.given_gender.get(key, set())
            if len(genders) == 1:
                gender = next(iter(genders))
            if gender == "F":
                pool = lists.female
            elif gender == "M":
                pool = lists.male
            else:
                pool = lists.given
        else:
            pool = lists.surnames
        # given names and surnames are remembered apart: "Roger" the given name and
        # "Roger" the surname are different originals
        namespace = "given" if role == "given" else "surname"
        # "Lars" may not become "Lars-Erik" or "Lars Åke": a part that contains the
        # original part as a word leaks it.
        words = folded_words(token)
        choice = draw.choose(
            namespace,
            key,
            pool,
            accept=lambda candidate: words.isdisjoint(folded_words(candidate)),
        )
        return (
            copy_case(token, choice) if token.isupper() and len(token) > 1 else choice
        )

    def _initials(self, draw: _Draw, token: str) -> str:
        out = []
        for c in token:
            if c.isalpha():
                letter = draw.choose(
                    "initial",
                    fold(c),
                    [
                        chr(x)
                        for x in range(ord("A"), ord("Z") + 1)
                        if chr(x) not in "QXZ"
                    ],
                )
                out.append(letter.upper() if c.isupper() else letter.lower())
            else:
                out.append(c)
        return "".join(out)

    def _person(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        if original[0] in "@#":
            return self._handle(doc, original, draw)
        key = (original, doc.after)
        plan = self._person_plans.get(key)
        if plan is None:
            plan = self._person_plans[key] = self._person_parse(doc, original)
        if not plan:
            return None
        titles, tokens, roles, gender, locale, genitive, possessive, reason = plan
        if not gender and sum(1 for r in roles.values() if r == "given") > 1:
            # given names of unknown gender: one gender for the whole name
            gender = draw.rng.choice(("F", "M"))
        out = []
        for i, token in enumerate(tokens):
            if i in roles:
                out.append(self._name_part(doc, draw, token, roles[i], gender, locale))
            elif _INITIAL.match(token):
                out.append(self._initials(draw, token))
            else:
                out.append(token)  # a particle: von, de, af
        if genitive:
            out[-1] = _sv_genitive(out[-1])  # "Agnes" is its own genitive
        return " ".join([*titles, *out]) + possessive, reason

    def _person_parse(self, doc: _Doc, original: str) -> tuple[Any, ...] | None:
        """Titles, name parts and their roles, gender, locale and form of a name."""
        tokens = original.split()
        if not tokens or len(tokens) > 6:
            return None
        titles: list[str] = []
        gender = ""
        while tokens and tokens[0].lower() in TITLES and len(tokens) > 1:
            titles.append(tokens[0])
            gender = gender or TITLES[tokens[0].lower()]
            tokens = tokens[1:]
        if not gender:
            # the first given name whose gender a list knows decides the others
            known = names().given_gender
            for token in tokens[:-1]:
                genders = known.get(fold(token), set())
                if len(genders) == 1:
                    gender = next(iter(genders))
                    break
        possessive = ""
        last = tokens[-1]
        match = _POSSESSIVE.search(last)
        if match and len(last) > len(match.group(1)):
            possessive = match.group(1)
            tokens[-1] = last[: -len(possessive)]
        genitive = False
        if not possessive and doc.language == "sv":
            genitive = self._swedish_genitive(doc, tokens[-1])
            if genitive:
                tokens[-1] = tokens[-1][:-1]
        if not all(t[0].isalpha() or t[0] in "(" for t in tokens):
            return None
        lex = names()
        locale = self._name_locale(doc, tokens)
        name_tokens = [
            i
            for i, t in enumerate(tokens)
            if not _INITIAL.match(t) and t.lower() not in PARTICLES
        ]
        roles: dict[int, str] = {}
        for position, index in enumerate(name_tokens):
            token = tokens[index]
            key = fold(token.split("-")[0])
            if len(name_tokens) == 1:
                # a given name of the document's language ("Anders", "Jonas") even
                # if some other locale also lists it as a surname
                own = _given_of_language(doc.language)
                is_given = (
                    (key in own or key in lex.given_gender and key not in lex.surnames)
                    and not titles
                    and not any(_INITIAL.match(t) for t in tokens)
                )
                roles[index] = "given" if is_given else "surname"
            elif position == len(name_tokens) - 1:
                roles[index] = "surname"
            elif position > 0 and key in lex.surnames and key not in lex.given_gender:
                roles[index] = "surname"
            else:
                roles[index] = "given"
        shape = "+".join(
            roles.get(i, "initial" if _INITIAL.match(t) else "particle")
            for i, t in enumerate(tokens)
        )
        kept = f", title {' '.join(titles)} kept" if titles else ""
        form = ", genitive kept" if genitive or possessive else ""
        reason = f"name ({shape}) from {locale} names{kept}{form}"
        return titles, tokens, roles, gender, locale, genitive, possessive, reason

    def _swedish_genitive(self, doc: _Doc, token: str) -> bool:
        """Whether a Swedish name ends in the genitive -s ("Holms", "Sigfridssons").

        The name without -s must occur elsewhere in the document, or a noun-like word
        must follow while the name with -s is not a known name.
        """
        if len(token) < 4 or not token.endswith("s") or token[-2] in "sxz'’":
            return False
        base = fold(token[:-1])
        if base in doc.words:
            return True
        lex = names()
        whole = fold(token)
        if whole in lex.given_gender or whole in lex.surnames:
            return False
        if token.endswith("sons"):
            return True
        noun_follows = doc.after[:1].islower() and doc.after not in NOT_AFTER_GENITIVE
        if base in lex.given_gender or base in lex.surnames:
            return noun_follows
        # A name no list knows ("Ingemarsdotters insats", "Julie Otsukas roman"):
        # Swedish writes its genitive with -s as well; Latin -us and -is names
        # ("Celsius föreslog") are most often themselves.
        return noun_follows and not token.endswith(("us", "is"))

    def _handle(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        body = original[1:]
        if not body or not re.fullmatch(r"[\w.]+", body):
            return None
        lex = names()
        lists = lex.by_locale[doc.language]
        word = fold(draw.choose("handle", fold(body), lists.surnames)).replace(" ", "")
        word = re.sub(r"[^a-z0-9]", "", word)
        if "_" in body:
            given = fold(draw.rng.choice(lists.given))
            word = re.sub(r"[^a-z0-9]", "", given) + "_" + word
        if any(c.isdigit() for c in body):
            word += str(draw.rng.randint(1, 99))
        if body[:1].isupper():
            word = word.capitalize()
        return original[0] + word, f"handle ({original[0]}) of the same style"

    def _person_in_disguise(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A span of another category that reads as a person's full name."""
        tokens = original.split()
        if not 2 <= len(tokens) <= 4:
            return None
        lex = names()
        first = fold(tokens[0])
        if first not in lex.given_gender or first in places().country_of_name:
            return None
        if fold(original) in places().city_of_name:
            return None
        if not all(t[:1].isupper() for t in tokens):
            return None
        if any(fold(t) in GENERIC_WORDS for t in tokens):
            return None
        found = self._person(doc, original, draw)
        if found is None:
            return None
        return found[0], found[1] + " (the span reads as a person's name)"

    # --------------------------------------------------------------------- places

    def _place_name(self, doc: _Doc, place_id: str) -> str:
        lex = places()
        kind, _, rest = place_id.partition(":")
        if kind == "country":
            return lex.countries[rest][doc.language]
        if kind == "city":
            code, _, index = rest.partition(":")
            en, sv, _ = lex.cities[code][int(index)]
            return sv if doc.language == "sv" else en
        return rest

    def _place_id(self, folded: str, *, strict: bool = False) -> str | None:
        """The place a name denotes; ``strict`` admits only cities of 50,000 people
        or more outside the document's country (Pace, Melodi are towns somewhere)."""
        lex = places()
        code = lex.country_of_name.get(folded)
        if code is not None:
            return f"country:{code}"
        found = lex.city_of_name.get(folded)
        if found:
            # an ambiguous name (Newcastle) is the one in the document's country
            city = next((c for c in found if c[0] == self._home), found[0])
            if strict and city[0] != self._home:
                if lex.cities[city[0]][city[1]][2] < 50000:
                    return None
            return f"city:{city[0]}:{city[1]}"
        if folded in lex.region_names:
            return f"region:{folded}"
        return None

    def _place_free(self, place_id: str) -> bool:
        """Whether the place, as either language writes it, is no original."""
        originals = self.memory.originals
        if not originals:
            return True
        kind, _, rest = place_id.partition(":")
        if kind == "region":
            return fold(rest) not in originals
        lex = places()
        written: tuple[str, ...]
        if kind == "country":
            written = tuple(lex.countries[rest].values())
        else:
            code, _, index = rest.partition(":")
            written = lex.cities[code][int(index)][:2]
        return not any(fold(w) in originals for w in written)

    def _surrogate_place(self, doc: _Doc, draw: _Draw, place_id: str) -> str:
        """The surrogate place id for ``place_id`` (remembered per project)."""
        lex = places()
        accept = self._place_free
        kind, _, rest = place_id.partition(":")
        if kind == "country":
            pool, more = _country_pools()
            return draw.choose("place", place_id, pool, more=more, accept=accept)
        if kind == "city":
            code, _, index_text = rest.partition(":")
            index = int(index_text)
            pool = self._city_pool(code, index) or self._city_pool(doc.home, 0)
            country = code if self._city_pool(code, index) else doc.home
            # then the nearest in size that is free (Malmö becomes a big city)
            rank = index if country == code else 0
            return draw.choose(
                "place",
                place_id,
                pool,
                more=_cities_by_closeness(country, rank),
                accept=accept,
                more_in_order=True,
            )
        folded = rest
        kind_of = _region_kinds()
        group = kind_of.get(folded, doc.language)
        if group.startswith("continent"):
            group = f"continent-{doc.language}"  # written in the document's language
        pool = [f"region:{r}" for r in lex.regions.get(group, ())]
        return draw.choose("place", place_id, pool, accept=accept)

    def _city_pool(self, code: str, index: int) -> list[str]:
        return _city_pool(code, index)

    def _render_place(self, doc: _Doc, place_id: str) -> str:
        kind, _, rest = place_id.partition(":")
        if kind == "region":
            return rest
        return self._place_name(doc, place_id)

    def _known_place(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A place some list knows (Japan the country before japan the Japanese)."""
        return self._place(doc, original, draw, known_only=True)

    def _place_or_none(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """Only places a list knows (for spans of other categories)."""
        if self._place_id(fold(original), strict=True) is None and not any(
            self._place_id(fold(part), strict=True) for part in original.split(", ")
        ):
            return None
        return self._place(doc, original, draw, known_only=True)

    def _place(
        self,
        doc: _Doc,
        original: str,
        draw: _Draw,
        known_only: bool = False,
        attributive: bool = False,
    ) -> tuple[str, str] | None:
        lex = places()
        # "Beyoğlu, Istanbul", "Kassel, Germany": each part in turn.
        if ", " in original and original.count(", ") <= 2:
            parts = original.split(", ")
            last_id = self._place_id(fold(parts[-1]))
            if (
                last_id is not None
                and last_id.startswith("country:")
                and len(parts) == 2
            ):
                # "Kassel, Germany": a city of the surrogate country
                first_id = self._place_id(fold(parts[0]))
                new_country = self._surrogate_place(doc, draw, last_id)
                pool = [
                    self._render_place(doc, c)
                    for c in self._city_pool(new_country.partition(":")[2], 0)
                ]
                if first_id is not None and first_id.startswith("city:") and pool:
                    city = draw.choose("place-pair", fold(original), pool)
                    return (
                        f"{city}, {self._render_place(doc, new_country)}",
                        "city and country, the city in the surrogate country",
                    )
            out = []
            for part in parts:
                found = self._place(doc, part, draw, known_only)
                if found is None:
                    return None
                out.append(found[0])
            return ", ".join(out), "places, each part of the list"
        words = original.split()
        prefix = ""
        if self._place_id(fold(original)) is not None:
            pass  # "Northern Ireland", "South Africa": a name, not a direction
        elif len(words) > 1 and words[0].lower() in DIRECTIONS.get(doc.language, ()):
            prefix, original = words[0] + " ", " ".join(words[1:])
        elif len(words) > 1 and words[0].lower() in DIRECTIONS["en"] + DIRECTIONS["sv"]:
            prefix, original = words[0] + " ", " ".join(words[1:])
        possessive = ""
        match = _POSSESSIVE.search(original)
        if match and doc.language == "en" and len(original) > 3:
            possessive = match.group(1)
            original = original[: -len(possessive)]
        folded = fold(original)
        place_id = self._place_id(folded)
        genitive = False
        if place_id is None and doc.language == "sv" and folded.endswith("s"):
            place_id = self._place_id(folded[:-1])
            genitive = place_id is not None
        if place_id is not None:
            new_id = self._surrogate_place(doc, draw, place_id)
            text = self._render_place(doc, new_id)
            if attributive and doc.language == "sv":
                text = _sv_attributive(text)
            elif genitive:
                text = _sv_genitive(text)
            kind = place_id.partition(":")[0]
            how = "written in Swedish" if doc.language == "sv" else "written in English"
            if original.isupper() and len(original) <= 4:
                shown = text  # "USA" -> "Brasilien", not "BRASILIEN"
            else:
                shown = copy_case(original, text)
            return (
                prefix + shown + possessive,
                f"{kind} for {kind}, {how}" + (", genitive kept" if genitive else ""),
            )
        # "County of Dalarna", "municipality of Härjedalen", "Stockholms kommun"
        match = re.match(r"^(\w+) of (.+)$", original, re.IGNORECASE)
        if match and match.group(1).lower() in COUNTY_WORDS:
            inner = self._place(doc, match.group(2), draw)
            if inner is not None:
                return prefix + f"{match.group(1)} of {inner[0]}", inner[1]
        county = re.match(r"^(.+?) (län|läns)$", original)
        if county:
            pool = [c.removesuffix(" län") for c in swedish_counties()]
            new = draw.choose("place", "county:" + fold(county.group(1)), pool)
            return prefix + f"{new} {county.group(2)}", "county for county (län)"
        head = re.match(rf"^(.+?) ({'|'.join(SV_PLACE_HEADS)})$", original)
        if head:
            inner = self._place(doc, head.group(1), draw, attributive=True)
            if inner is not None:
                return prefix + f"{inner[0]} {head.group(2)}", inner[1]
        street = self._street(doc, original, draw)
        if street is not None:
            return prefix + street[0], street[1]
        if known_only:
            return None
        # An unknown place: a town of the document's country, of the same shape.
        if (
            len(words) <= 3
            and original[:1].isupper()
            and not _HAS_DIGIT.search(original)
        ):
            towns = (
                lex.cities.get(doc.home) or lex.cities[LANGUAGE_COUNTRY[doc.language]]
            )
            half = towns[len(towns) // 3 :] or towns
            pool = [sv if doc.language == "sv" else en for en, sv, _ in half]
            if " " not in original:
                pool = [p for p in pool if " " not in p] or pool
            tokens = original.split()
            kept = [
                t
                for t in tokens
                if fold(t) in GENERIC_WORDS or t.lower() in STREET_WORDS_EN
            ]
            named = [t for t in tokens if t not in kept]
            if not named:
                return None
            town = draw.choose("place-word", fold(" ".join(named)), pool)
            # the name becomes one town; generic words (Peninsula, Island) stay after
            after = [t for t in tokens[tokens.index(named[-1]) + 1 :] if t in kept]
            before = [t for t in tokens[: tokens.index(named[0])] if t in kept]
            return (
                prefix + " ".join([*before, town, *after]),
                f"unknown place: a town of {doc.home} in its place",
            )
        return None

    def _street(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        number = re.search(r"\s+(\d+\s?[A-Za-z]?)$", original)
        base = original[: number.start()] if number else original
        folded = fold(base)
        new_base = None
        for suffix in STREET_SUFFIXES_SV:
            if (
                folded.endswith(suffix)
                and len(folded) > len(suffix) + 2
                and " " not in base
            ):
                stem = draw.choose(
                    "street",
                    folded,
                    [p + suffix for p in swedish_street_prefixes()],
                )
                new_base = copy_case(base, stem)
                break
        words = base.split()
        if (
            new_base is None
            and len(words) >= 2
            and words[-1].lower() in STREET_WORDS_EN
        ):
            stem = draw.choose(
                "street", folded, [f"{s} {words[-1]}" for s in STREET_STEMS_EN]
            )
            new_base = stem
        if new_base is None:
            return None
        if number:
            new_base += " " + formats.shift_number_token(
                re.sub(r"\D", "", number.group(1)), draw.rng
            )
        return new_base, "street for street"

    # -------------------------------------------------------------- organisations

    def _organisation(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        lex = places()
        text = original
        possessive = ""
        match = re.search(r"(:s|['’]s)$", text)
        if match:
            possessive, text = match.group(1), text[: -len(match.group(1))]
        folded = fold(text)
        # a list of real bodies of the same kind
        listed = _organisation_of().get(folded)
        if listed is not None:
            kind, language = listed
            new = draw.choose("org", folded, lex.organisations[listed])
            return copy_case(text, new) + possessive, f"{kind} for {kind}"
        if doc.language == "sv" and not possessive and folded.endswith("s"):
            listed = _organisation_of().get(folded[:-1])
            if listed is not None:
                kind, language = listed
                new = draw.choose("org", folded[:-1], lex.organisations[listed])
                return _sv_genitive(new), f"{kind} for {kind}, genitive kept"
        ministry = re.match(r"^(.*?Ministry of )(.+)$", text)
        if ministry:
            pool = [
                m
                for m in lex.organisations[("ministry", "en")]
                if fold(m) != fold(ministry.group(2))
            ]
            head = ministry.group(1)
            new_head = self._replace_words(doc, head, draw) or head
            new = draw.choose("org", folded, [new_head + m for m in pool])
            return new + possessive, "ministry for ministry"
        if _ACRONYM.match(text) and sum(c.isupper() for c in text) >= 2:
            found = self._acronym(doc, text, draw)
            if found:
                return found[0] + possessive, found[1]
        tokens = text.split()
        if tokens and fold(tokens[-1]) in LEGAL_FORMS and len(tokens) >= 2:
            return self._company(doc, tokens, draw, possessive)
        if doc.language == "sv" and not possessive and folded.endswith("s"):
            if folded[:-1] and self._place_id(folded[:-1]) is None:
                if fold(text[:-1]) in doc.words or len(tokens) == 1:
                    genitive_base = text[:-1]
                    inner = self._organisation(doc, genitive_base, draw) or self._brand(
                        doc, genitive_base, draw
                    )
                    if inner is not None and inner[0][-1:] not in "sxz":
                        return _sv_genitive(inner[0]), inner[1] + ", genitive kept"
        # Swedish compounds: Energimyndigheten, Försvarsdepartementet
        if len(tokens) == 1 and doc.language == "sv":
            for suffix in SV_AGENCY_SUFFIXES:
                if folded.endswith(suffix) and len(folded) > len(suffix) + 2:
                    same = [
                        b
                        for (kind, _), bodies in lex.organisations.items()
                        for b in bodies
                        if " " not in b
                        and fold(b).endswith(suffix)
                        and fold(b) != folded
                    ]
                    if not same:
                        same = [p + suffix for p in SV_COMPOUND_PREFIXES]
                    new = draw.choose("org", folded, same)
                    return copy_case(
                        text, new
                    ) + possessive, f"body of the same kind (-{suffix})"
        swap = GENERIC_BODIES.get(folded)
        if swap:
            pool = [b for b in swap if fold(b) != folded]
            return copy_case(text, draw.choose("org", folded, pool)) + possessive, (
                "a public body of the same kind"
            )
        replaced = self._replace_words(doc, text, draw)
        if replaced is not None:
            return replaced + possessive, "distinctive part replaced, kind kept"
        # Only generic words: swap the modifier of the head (Appeal Committee)
        lowered = [t.lower() for t in tokens]
        courts = [c for c in lex.organisations.get(("court", doc.language), [])]
        if any(fold(c) == folded for c in courts) or "court" in lowered:
            pool = [
                c
                for c in lex.organisations.get(("court", "en"), [])
                if fold(c) != folded
            ]
            return draw.choose("org", folded, pool) + possessive, "court for court"
        office = _OFFICE_OF.match(text)
        if office:
            portfolios = [
                m
                for m in lex.organisations[("ministry", "en")]
                if fold(m) != fold(office.group(3))
            ]
            new = draw.choose(
                "org",
                folded,
                [f"{office.group(1)} {office.group(2)} {m}" for m in portfolios],
            )
            return new + possessive, f"{office.group(1).lower()} of another portfolio"
        swap = GENERIC_BODIES.get(folded)
        if swap:
            pool = [b for b in swap if fold(b) != folded]
            return copy_case(text, draw.choose("org", folded, pool)) + possessive, (
                "a public body of the same kind"
            )
        for index, token in enumerate(lowered):
            if token in ORG_MODIFIERS and index > 0:
                pool = [f"{m} {tokens[index]}" for m in ORG_MODIFIERS[token]]
                new = draw.choose("org", folded, pool)
                rest = " ".join(tokens[index + 1 :])
                return (
                    new + (" " + rest if rest else "")
                ) + possessive, f"{token} for {token}"
        return None

    def _company(
        self, doc: _Doc, tokens: list[str], draw: _Draw, possessive: str
    ) -> tuple[str, str]:
        lists = names().by_locale[doc.language]
        body = tokens[:-1]
        out = []
        for token in body:
            if token in ("&", "och", "and", "och/eller"):
                out.append(token)
            else:
                out.append(draw.choose("org-word", fold(token), lists.surnames))
        return (
            " ".join(out) + " " + tokens[-1] + possessive,
            f"company, legal form {tokens[-1]} kept",
        )

    def _compound_place(self, doc: _Doc, word: str, draw: _Draw) -> str | None:
        """A Swedish compound led by a place: Stockholmsbörsen, Kyotoavtalet."""
        if doc.language != "sv" or len(word) < 8 or not word[:1].isupper():
            return None
        folded = fold(word)
        for cut in range(len(word) - 4, 3, -1):
            head, rest = word[:cut], word[cut:]
            place_id = self._place_id(folded[:cut], strict=True)
            if place_id is None or not place_id.startswith(("city:", "country:")):
                continue
            if not rest.islower() or len(rest) < 4:
                continue
            new = self._render_place(doc, self._surrogate_place(doc, draw, place_id))
            if " " in new or "-" in new:
                return None
            linked = rest.startswith("s") and not fold(head).endswith("s")
            if linked:
                rest = rest[1:]
            if linked or fold(head)[-1:] not in "aeiouyaaoo":
                new = _sv_attributive(new)
            return new + rest
        return None

    def _places_in(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """Only the places (and nationalities) inside a name: "Förbifart Stockholm"."""
        found = self._replace_words(doc, original, draw, places_only=True)
        if found is None:
            return None
        return found, "the places in it replaced, the rest kept"

    def _known_body(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A public body from the lists ("Riksrevisionen", "Regeringen")."""
        folded = fold(original)
        listed = _organisation_of()
        known = folded in GENERIC_BODIES or folded in listed or folded[:-1] in listed
        if not known:
            suffixes = SV_AGENCY_SUFFIXES if doc.language == "sv" else ()
            known = " " not in original and folded.endswith(suffixes)
        if not known:
            return None
        return self._organisation(doc, original, draw)

    def _replace_words(
        self, doc: _Doc, text: str, draw: _Draw, *, places_only: bool = False
    ) -> str | None:
        """``text`` with its distinctive words replaced by words of the same kind.

        Places (up to three words: "Nowa Sól") become places, nationality adjectives
        other nationalities (following the country's own surrogate), given names
        other given names, acronyms acronyms, and any other capitalised word that is
        not an ordinary word a surname-like name; ordinary and generic words stay.
        None when nothing distinctive was found.
        """
        known_names = names()
        common = self._generic
        changed = False
        marks: list[str] = []

        def place_run(match: re.Match[str]) -> str:
            nonlocal changed
            words = match.group(0).split(" ")
            for size in range(len(words), 1, -1):
                for start in range(len(words) - size + 1):
                    phrase = " ".join(words[start : start + size])
                    place_id = self._place_id(fold(phrase), strict=places_only)
                    if place_id is None:
                        continue
                    new = self._render_place(
                        doc, self._surrogate_place(doc, draw, place_id)
                    )
                    marks.append(new)
                    changed = True
                    return " ".join(
                        [
                            *words[:start],
                            f"\x00{len(marks) - 1}\x00",
                            *words[start + size :],
                        ]
                    )
            return match.group(0)

        text = _CAPITAL_RUN.sub(place_run, text)
        pieces = re.split(r"(\s+|[()“”\"/])", text)
        words = [p for p in pieces if p and not p.isspace() and p not in '()“”"/']
        out = []
        for position, token in enumerate(pieces):
            if not token or token.isspace() or token in '()“”"/' or "\x00" in token:
                out.append(token)
                continue
            following = next(
                (p for p in pieces[position + 1 :] if p and not p.isspace()), ""
            )
            core = token.strip(",.;:")
            start = token.find(core)
            head, tail = token[:start], token[start + len(core) :]
            folded = fold(core)
            if not core or not core[:1].isalnum():
                out.append(token)
                continue
            if _HAS_DIGIT.search(core):
                if places_only:
                    out.append(token)
                    continue
                ordinal = re.fullmatch(r"(\d+)(st|nd|rd|th|:e|:a)", core)
                if ordinal:
                    number = formats.shift_number_token(ordinal.group(1), draw.rng)
                    new = number + formats.ordinal_suffix(int(number), ordinal.group(2))
                else:
                    new = formats.scramble(core, draw.rng)
                out.append(head + new + tail)
                changed = True
                continue
            genitive = ""
            strict = places_only
            place_id = self._place_id(folded, strict=strict)
            if place_id is None and doc.language == "sv" and folded.endswith("s"):
                place_id = self._place_id(folded[:-1], strict=strict)
                genitive = "s" if place_id else ""
            if place_id is None and re.search(r"['’]s$", core):
                place_id = self._place_id(folded[:-2], strict=strict)
                genitive = core[-2:] if place_id else ""
            if place_id is not None and core[:1].isupper():
                new = self._render_place(
                    doc, self._surrogate_place(doc, draw, place_id)
                )
                if doc.language == "sv" and following[:1].islower() and not tail:
                    new = _sv_attributive(new)  # "Växjö tingsrätt", "Lunds universitet"
                elif genitive == "s":
                    new = _sv_genitive(new)
                else:
                    new += genitive
                out.append(head + new + tail)
                changed = True
                continue
            dem = places().demonym_of_word.get(folded)
            if dem is not None:
                other = self._other_demonym(doc, draw, *dem)
                out.append(head + copy_case(core, other) + tail)
                changed = True
                continue
            language = places().language_of_name.get(folded)
            if language is not None:
                found = self._demonym(doc, core, draw)
                if found is not None:
                    out.append(head + found[0] + tail)
                    changed = True
                    continue
            compound = self._compound_place(doc, core, draw)
            if compound is not None:
                out.append(head + compound + tail)
                changed = True
                continue
            bare = fold(re.sub(r"['’]s?$", "", core))
            if places_only or bare in common or not core[:1].isupper():
                out.append(token)
                continue
            if folded in known_names.given_gender and len(words) > 1:
                lists = known_names.by_locale[doc.language]
                new = draw.choose("given", folded, lists.given)
                out.append(head + new + tail)
                changed = True
                continue
            if _ACRONYM.match(core) and sum(c.isupper() for c in core) >= 2:
                found = self._acronym(doc, core, draw)
                if found:
                    out.append(head + found[0] + tail)
                    changed = True
                    continue
            lists = known_names.by_locale[doc.language]
            possessive = re.search(r"['’]s?$", core)
            ending = possessive.group(0) if possessive else ""
            base = fold(core[: len(core) - len(ending)]) if ending else folded
            if (
                not ending
                and doc.language == "sv"
                and folded.endswith("s")
                and folded[:-1] in known_names.surnames
            ):
                # "Astrid Lindgrens barnsjukhus": a name's genitive stays one
                new = _sv_genitive(draw.choose("surname", folded[:-1], lists.surnames))
                out.append(head + new + tail)
                changed = True
                continue
            new = draw.choose("org-word", base, lists.surnames)
            out.append(head + new + ending + tail)
            changed = True
        if not changed:
            return None
        result = "".join(out)
        for index, mark in enumerate(marks):
            result = result.replace(f"\x00{index}\x00", mark)
        return result

    def _acronym(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        if not _ACRONYM.match(original) or sum(c.isupper() for c in original) < 2:
            return None
        letters = "ABCDEFGHIJKLMNOPRSTUVW"
        rng = self.rng("acronym", fold(original)) if draw.remember else draw.rng
        known = self.memory.get("acronym", fold(original)) if draw.remember else None
        if known is not None:
            return known, "acronym of the same length"
        for _ in range(30):
            new = "".join(rng.choice(letters) if c.isalpha() else c for c in original)
            if fold(new) != fold(original) and self.memory.free("acronym", new):
                break
        if draw.remember:
            self.memory.assign("acronym", fold(original), new)
        return new, "acronym of the same length"

    # ---------------------------------------------------------------------- DEM

    def _other_demonym(self, doc: _Doc, draw: _Draw, dem: Demonym, form: str) -> str:
        lex = places()
        if dem.kind == "nationality":
            # follow the country's own surrogate, so "Turkey" and "Turkish" agree
            with_dem = {d.key for d in lex.demonyms if d.kind == "nationality"}
            pool = [
                f"country:{c}" for c in lex.countries if c in with_dem and c != dem.key
            ]
            new_id = draw.choose("place", f"country:{dem.key}", pool)
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
        for token in tokens:
            folded = fold(token)
            found = lex.demonym_of_word.get(folded)
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

    def _brand(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        """An organisation known by a name alone ("Facebook", "Fazer", "S")."""
        text = original
        possessive = ""
        match = re.search(r"(:s|['’]s)$", text)
        if match:
            possessive, text = match.group(1), text[: -len(match.group(1))]
        if re.fullmatch(r"[A-ZÅÄÖ]", text):
            letters = [c for c in "ABCDEFGHIKLMNOPRSTUV" if c != text]
            return draw.choose("acronym", fold(text), letters) + possessive, (
                "one-letter abbreviation"
            )
        tokens = text.split()
        if len(tokens) != 1 or not text[:1].isupper():
            return None
        genitive = False
        if doc.language == "sv" and not possessive and text.endswith("s"):
            base = fold(text[:-1])
            genitive = base in doc.words or len(tokens) == 1 and len(text) > 4
        lists = names().by_locale[doc.language]
        out = []
        for token in tokens:
            if fold(token) in GENERIC_WORDS:
                out.append(token)
                continue
            key = fold(token[:-1] if genitive and token is tokens[-1] else token)
            out.append(draw.choose("org-word", key, lists.surnames))
        new = " ".join(out)
        if genitive:
            new = _sv_genitive(new)
        return new + possessive, "organisation known by its name: a name-like one"

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
        if index is None:
            return None
        column = 1 if doc.language == "sv" else 0
        pool = [
            o[column]
            for i, o in enumerate(lex.occupations)
            if o[column] != lex.occupations[index][column]
        ]
        new = draw.choose("occupation", folded, pool) + plural
        if article.lower() in ("a", "an"):
            article = copy_case(article, "an" if new[0] in "aeiou" else "a")
        return (
            (article + " " if article else "")
            + copy_case(body, new)
            + body[len(body.rstrip(".")) :],
            "occupation for occupation",
        )

    # ------------------------------------------------------------ dates, numbers

    def _datetime(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        offset = (
            doc.offset
            if draw.remember
            else doc.offset + draw.rng.choice((-7, 7, -14, 14, 1, -1, 365, -365))
        )
        text, found = formats.shift_dates(original, offset)
        if not found:
            return None
        if _HAS_DIGIT.search(text) or text != original:
            return text, f"date moved by the project's offset ({offset:+d} days)"
        return None

    def _datetime_whole(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A span of another category that is a date (QUANTITY "9 June 1989")."""
        if not formats.DATE_PATTERN.fullmatch(original):
            return None
        match = formats.DATE_PATTERN.fullmatch(original)
        assert match is not None
        if not (
            match.group("dmy")
            or match.group("mdy")
            or match.group("iso")
            or match.group("num")
        ):
            return None
        return self._datetime(doc, original, draw)

    def _numbers(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        year_shift = round(doc.offset / 365.25) or 1
        text, found = formats.replace_numbers(
            original,
            doc.language,
            draw.rng,
            year_shift=year_shift
            if draw.remember
            else year_shift + draw.rng.choice((-1, 1)),
        )
        if not found:
            return None
        return text, "numbers of similar size, format kept"

    # ---------------------------------------------------------------------- codes

    def _code(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        key = fold(original)
        known = self.memory.get("code", key) if draw.remember else None
        if known is not None:
            return known, "code: the project's surrogate for this code"
        found = self._code_draw(doc, original, draw)
        if found is None:
            return None
        if draw.remember:
            for _ in range(10):
                if self.memory.free("code", found[0]):
                    break
                found = self._code_draw(doc, original, draw) or found
            self.memory.assign("code", key, found[0])
        return found

    def _code_draw(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        rng = draw.rng
        lists = names().by_locale[doc.language]
        new = formats.personnummer(original, rng, doc.offset)
        if new:
            return new, "personal identity number, valid check digit"
        new = formats.iban(original, rng)
        if new:
            return new, "IBAN, valid check digits"
        if "@" in original:
            local = f"{rng.choice(lists.given)} {rng.choice(lists.surnames)}"
            new = formats.email(
                original, rng, fold(local), fold(rng.choice(lists.surnames))
            )
            if new:
                return new, "e-mail address of the same shape"
        if original[0] in "@#":
            return self._handle(doc, original, draw)
        new = formats.phone(original, rng)
        if new:
            return new, "phone number, prefix kept"
        if re.search(r"[a-z]\.[a-z]{2,6}(/|$)", original, re.IGNORECASE):
            word = re.sub(r"[^a-z]", "", fold(rng.choice(lists.surnames)))
            new = formats.url(original, rng, word)
            if new:
                return new, "web address of the same shape"
        if not any(c.isalnum() for c in original):
            return None
        return formats.scramble(
            original, rng
        ), "format kept: digits for digits, letters for letters"

    def _code_if_digits(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        if "@" in original or re.fullmatch(
            r"(https?://)?[\w.-]+\.[a-z]{2,6}(/\S*)?", original, re.IGNORECASE
        ):
            return self._code(doc, original, draw)
        if not _HAS_DIGIT.search(original):
            return None
        found = self._numbers(doc, original, draw)
        if found is None:
            return None
        return found[0], "numbers replaced, words kept"


FALLBACK_CONTEXT = 300


def _window(document: EngineDocument, spans: list[SpanRef]) -> EngineDocument:
    """The document cut to the text around ``spans`` (whole words), spans shifted."""
    text = document.text
    begin = max(0, min(s.start for s in spans) - FALLBACK_CONTEXT)
    end = min(len(text), max(s.end for s in spans) + FALLBACK_CONTEXT)
    while begin > 0 and not text[begin - 1].isspace():
        begin -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    shifted = tuple(replace(s, start=s.start - begin, end=s.end - begin) for s in spans)
    return replace(document, text=text[begin:end], spans=shifted)


@lru_cache(maxsize=1)
def _organisation_of() -> dict[str, tuple[str, str]]:
    """Folded name of a listed body -> its (kind, language) list (English ministries
    are portfolios, not names)."""
    out: dict[str, tuple[str, str]] = {}
    for (kind, language), bodies in places().organisations.items():
        if kind == "ministry" and language == "en":
            continue
        for body in bodies:
            out.setdefault(fold(body), (kind, language))
    return out


class _CitiesByCloseness(Sequence[str]):
    """Every drawable city of the country, the closest in size to ``index`` first.

    Only read when a city's own pool is used up, which is rare: the order is sorted
    on first use, not for every city a run meets (a sort of every city of the
    country, 2,000 in Sweden, per distinct original was a tenth of a run's time).
    """

    def __init__(self, code: str, index: int) -> None:
        self._code = code
        self._index = index
        drawable = places().drawable.get(code, [])
        self._drawable = drawable
        self._size = len(drawable) - (1 if index in drawable else 0)
        self._ordered: list[str] | None = None

    def _cities(self) -> list[str]:
        if self._ordered is None:
            index = self._index
            ordered = sorted(self._drawable, key=lambda i: abs(i - index))
            self._ordered = [f"city:{self._code}:{i}" for i in ordered if i != index]
        return self._ordered

    def __len__(self) -> int:
        return self._size

    @overload
    def __getitem__(self, item: int) -> str: ...
    @overload
    def __getitem__(self, item: slice) -> Sequence[str]: ...
    def __getitem__(self, item: int | slice) -> str | Sequence[str]:
        return self._cities()[item]


@lru_cache(maxsize=10_000)
def _cities_by_closeness(code: str, index: int) -> Sequence[str]:
    return _CitiesByCloseness(code, index)


@lru_cache(maxsize=4)
def _given_of_language(language: str) -> frozenset[str]:
    lists = names().by_locale.get(language)
    return frozenset(fold(n) for n in lists.given) if lists else frozenset()


@lru_cache(maxsize=1)
def _region_kinds() -> dict[str, str]:
    """Folded region name -> its list (sv, en, continent-sv...); län count as sv."""
    out = {fold(c.removesuffix("s län")): "sv" for c in swedish_counties()}
    for group, regions in places().regions.items():
        for region in regions:
            out.setdefault(fold(region), group)
    return out


@lru_cache(maxsize=1)
def _country_pools() -> tuple[list[str], list[str]]:
    """Countries a reader knows, then every sovereign state."""
    lex = places()
    common = [f"country:{c}" for c in COMMON_COUNTRIES]
    states = [f"country:{c}" for c in lex.countries if c not in NOT_STATES]
    return common, states


@lru_cache(maxsize=100_000)
def _city_pool(code: str, index: int, whole: bool = False) -> list[str]:
    """Cities of the country of about the same rank (size), sections left out."""
    drawable = places().drawable.get(code, [])
    if whole:
        return [f"city:{code}:{i}" for i in drawable]
    if not drawable:
        return []
    rank = next((r for r, i in enumerate(drawable) if i >= index), len(drawable))
    low, high = max(0, rank - 12), min(len(drawable), rank + 13)
    return [f"city:{code}:{i}" for i in drawable[low:high] if i != index]


def _sv_genitive(text: str) -> str:
    return text if text[-1:] in "sxz" else text + "s"


def _sv_attributive(text: str) -> str:
    """A Swedish place before the noun it names: "Växjö tingsrätt", "Lunds kommun"."""
    return text if text[-1:].lower() in "aeiouyåäösxz" else text + "s"
