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

import bisect
import os
import re
import secrets
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from typing import Any

from ..types import EngineDocument, Generator, SpanRef, Suggestion, spans_in_order
from . import feasts, formats
from .codes import CodeRules
from .core import (
    _NEXT_WORD,
    _PREVIOUS_WORD,
    _PRONOUNS,
    PRONOUNS,
    Rule,
    _Doc,
    _Draw,
    _sv_genitive,
    unwritten_in,
)
from .guesses import GuessRules, confidence_of
from .kinds import KindRules, label_kind
from .lexicon import (
    GENERIC_WORDS,
    LANGUAGE_COUNTRY,
    LANGUAGE_LOCALES,
    LOCALE_COUNTRY,
    TITLES,
    common_words,
    places,
)
from .memory import SETTINGS, SurrogateMemory, fill_settled
from .numbers import FIGURE_CHECKED, KEPT_AS_THE_TEXT_GIVES, NumberRules
from .organisations import (
    OrganisationRules,
    head_noun,
    kind_heads,
    sv_kind_compound,
    trade_word,
)
from .other import OtherRules, demonym_countries
from .people import (
    NOT_AFTER_GENITIVE,
    PARTICLES,
    PeopleRules,
    _gender_of_words,
    _name_in_phrase,
    _surname_of,
    person_words,
    without_age,
)
from .places import (
    LANDMARK_HEADS,
    PlaceRules,
    city_vote,
    country_after,
    place_parts,
    state_words,
    text_country,
    unannotated_places_of,
)
from .remits import portfolio_words
from .rng import FastRng
from .text import WORD, fold, outside_spans, shared_words

FallbackFactory = Callable[[str], Generator]


class SurrogateGenerator(
    PeopleRules,
    PlaceRules,
    OrganisationRules,
    KindRules,
    GuessRules,
    OtherRules,
    NumberRules,
    CodeRules,
):
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
        nearest: Callable[[], Any] | None = None,
        nearest_model: str = "",
        ud_paths: dict[str, str] | None = None,
    ) -> None:
        self.seed = seed
        # Without a seed every run draws anew (as the other generators do).
        self._seed = seed if seed is not None else secrets.randbits(64)
        self.k = max(1, k)
        self.memory = memory if memory is not None else SurrogateMemory()
        self.fallback_factory = fallback
        self._nearest_factory = nearest
        self._nearest_model = nearest_model
        self._near_cache = {}
        self._occupation_pool_cache: dict[Any, tuple[list[str], list[str]]] = {}
        self._ud_paths = ud_paths or {}
        self.fallback_name = fallback_name
        self._fallbacks: dict[str, Generator] = {}
        self._home = ""  # the country of the document being filled
        # the text of that document, and where its unambiguous towns lie
        self._anchor_text = ""
        self._anchors: list[tuple[float, float]] | None = None
        self._place_ids: dict[tuple[str, bool, str], str | None] = {}
        self._locale_cache: dict[tuple[str, ...], str] = {}
        self._alt_cache: dict[tuple[str, ...], list[str]] = {}
        # Words a surrogate may share with its original: the kind, not the referent.
        self._generic = GENERIC_WORDS | common_words()
        # Amounts keep their currency ("Turkish liras") and only the numbers move.
        self._generic_quantity = (
            self._generic | frozenset(places().demonym_of_word) | CURRENCY_WORDS
        )
        self._rules: dict[str, tuple[Rule, ...]] = {
            "PERSON": (
                self._username,
                self._pet,
                self._address_term,
                self._person,
                self._place_or_none,
                self._listed,
                self._guess_person,
            ),
            "LOC": (
                self._person_in_disguise,
                self._known_place,
                self._demonym_whole,
                self._domain,
                self._place,
                self._numbers,
                self._listed,
                self._guess_place,
            ),
            "ORG": (
                self._domain,
                self._username,  # "TomatoTalk": a forum's CamelCase name
                self._cued_body,
                self._person_in_disguise,
                self._listed_body,
                self._organisation,
                self._brand,
                self._listed,
                self._guess_organisation,
            ),
            "DEM": (
                # a catch-all label read as DEM holds tags and slogans too
                self._hashtag,
                self._language_tag,
                self._degree,  # "Master of Library and Information Science"
                self._demonym,
                self._occupation,
                self._listed,
                self._address_term,  # "paati", "abuela": a kinship word of its kind
                self._condition,
                self._place_or_none,
                self._numbers,
                self._sentence,  # "Ambulances, not handcuffs"
                self._guess_person_noun,
                self._guess_role,
                self._guess_nearest,
                self._guess_name_like,
            ),
            "DATETIME": (
                self._datetime,
                self._fraction,  # "a quarter" under a label of numbers and dates
                self._numbers,
                self._duration,
                self._guess_time,
            ),
            "CODE": (self._code, self._domain, self._username),
            "QUANTITY": (
                self._datetime_whole,
                self._fraction,  # "a quarter", "two-thirds" (not "three-thirds")
                self._numbers,
                self._duration,
                self._listed,
                self._ordinal,  # "den fjärde algeriern"
                self._guess_count,
            ),
            "MISC": (
                self._username,
                self._pet,
                self._datetime_whole,
                self._hashtag,
                self._language_tag,
                self._domain,
                self._vehicle,
                # "type 2 diabetes": a listed kind with a digit, before the digits
                self._listed,
                self._code_if_digits,
                self._degree,
                self._address_term,
                self._listed_body,
                self._person_in_disguise,
                self._place_or_none,
                self._known_body,
                self._demonym,
                self._occupation,
                self._condition,
                self._places_in,
                self._acronym,
                self._fraction,
                self._numbers,
                self._sentence,
                self._phrase,
                self._guess_count,
                self._guess_person_noun,
                self._guess_role,
                self._guess_nearest,
                self._guess_name_like,
                self._guess_work,
            ),
        }
        # A project's label that names a kind ("Technical skills", "Degree", "Role")
        # is read before the category's own rules.
        self._label_rules: tuple[Rule, ...] = (
            self._language_tag,
            self._domain,
            self._degree,
            self._listed,
            self._typed_guess,
            self._health_guess,
        )

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
        named: set[str] = set()  # countries the document names in a span it fills
        # an English text's own cues (£, NHS, a ZIP code) say which country it is in
        cued = text_country(document.text, language)
        home = cued or LANGUAGE_COUNTRY[language]
        sv_regions = {fold(r) for r in lex.regions.get("sv", ())}
        en_regions = {fold(r) for r in lex.regions.get("en", ())}
        spoken: set[str] = set()  # countries named by a nationality or language
        for span in document.spans:
            if span.category in ("DEM", "MISC"):  # "Polish", "yoruba": their country
                spoken |= demonym_countries(
                    document.text[span.start : span.end], language
                )
            if span.category not in ("LOC", "ORG"):
                continue
            folded = fold(document.text[span.start : span.end])
            for part in set(place_parts(folded)):
                code = lex.country_of_name.get(part)
                if code is not None and span.category == "LOC":
                    # a country named as a place moves its towns with it; one in a
                    # body's name ("Maritime Union of Australia") leaves them
                    named.add(code)
                if code is None and part in lex.city_of_name:
                    code = city_vote(lex.city_of_name[part], home, whole=part == folded)
                if code is None and part in sv_regions:
                    code = "SE"
                if code is None and part in en_regions:
                    code = "GB"
                if code is not None:
                    votes[code] += 1
        # the countries and big cities the text names outside its spans ("i
        # Kazakstan", a headline's "Bishkek"): a story set abroad keeps its towns
        # abroad, also when its spans name one place of it
        left = _unannotated_places(document)
        for code in left:
            votes[code] += 1
        if votes:
            top, count = votes.most_common(1)[0]
            if top in lex.cities and count >= 2 and count > votes.get(home, 0):
                home = top
        locales = LANGUAGE_LOCALES[language]
        for locale, country in LOCALE_COUNTRY.items():
            if country == home and locale not in locales:
                locales = (locale, *locales)
        doc = _Doc(
            language=language,
            home=home,
            text=document.text,
            offset=self._offset(),
            locales=locales,
        )
        # a language of the text's own country ("Sepedi" in a Limpopo court
        # report) moves none of its towns: the story stays where it is set
        doc.countries = frozenset(named | (spoken - {home}))
        doc.left_countries = frozenset(left)
        # the test is built once per document, not per draw (choose is hot)
        doc.unwritten = unwritten_in(
            fold(outside_spans(document.text, _bounds(document)))
        )
        if cued == home:
            # pinned only by what stays as written: the cues outside the spans
            outside = outside_spans(document.text, _bounds(document))
            if text_country(outside, language) == home:
                doc.pinned = home
        if formats.years_left_in(
            document.text, [(s.start, s.end, s.category) for s in document.spans]
        ):
            doc.offset, doc.in_year = formats.within_year(doc.offset), True
        doc.anchors = self._feast_anchors(doc, document)
        doc.spans = tuple((s.start, s.end) for s in document.spans)
        return doc

    def _feast_anchors(
        self, doc: _Doc, document: EngineDocument
    ) -> tuple[feasts.Anchor, ...]:
        """The document's dates on a feast its text names (read only when it names
        one): they and the dates near them move onto that feast in the moved year.
        A feast counts outside the spans, or inside a date span with its day
        ("Easter Sunday, 20 April"): elsewhere it is replaced."""
        if not any(
            s.category in ("DATETIME", "QUANTITY", "MISC") for s in document.spans
        ):
            return ()
        found = feasts.find(document.text, doc.language)
        if not found:
            return ()
        known = self._years_of(doc)
        days: list[Any] = []
        other: list[tuple[int, int]] = []
        for span in document.spans:
            day = (
                formats.first_day(
                    document.text[span.start : span.end],
                    context_year=known.context,
                    years=known.years,
                    month_first=doc.home == "US",
                )
                if span.category in ("DATETIME", "QUANTITY", "MISC")
                else None
            )
            kept = span.category in ("MISC", "DEM") and feasts.is_feast(
                document.text[span.start : span.end]
            )
            if day is None and not kept:  # a feast's span stays: it counts as text
                other.append((span.start, span.end))
            elif day is not None:
                days.append(day)
        named = feasts.outside(found, doc.language, other)
        return feasts.anchors(named, doc.home, days) if named and days else ()

    def fill_document(self, document: EngineDocument) -> list[Suggestion]:
        doc = self._doc(document)
        self._person_plans: dict[tuple[str, ...], tuple[Any, ...] | None] = {}
        self._home = doc.home
        self._named_countries = doc.countries
        self._anchor_text = document.text
        self._anchors = None  # read when an ambiguous town name needs them
        self._place_ids = {}
        suggestions: dict[Any, Suggestion] = {}
        left: list[SpanRef] = []
        ordered = spans_in_order(document.spans)
        # a pronoun after a name is that person's until the next person's span
        # (an annotated pronoun, "[Hon] flyttade", is no other person: it says the
        # gender of the name before it)
        people = [
            s.start
            for s in ordered
            if s.category == "PERSON"
            and fold(document.text[s.start : s.end]).strip() not in PRONOUNS
        ]
        doc.gender_of = _genders_in(doc, ordered, people)
        for span in ordered:
            original = document.text[span.start : span.end]
            after = bisect.bisect_right(people, span.start)
            doc.next_start = people[after] if after < len(people) else 0
            doc.start, doc.end = span.start, span.end
            doc.pronoun = doc.pronoun_gender()
            following = _NEXT_WORD.match(document.text, span.end)
            doc.after = following.group(1) if following else ""
            previous = _PREVIOUS_WORD.search(
                document.text[max(0, span.start - 40) : span.start]
            )
            doc.before = previous.group(1) if previous else ""
            doc.end = span.end
            suggestion = self._suggest(doc, span, original)
            if suggestion is None:
                left.append(span)
            else:
                suggestions[span.key] = suggestion
        if left:
            for suggestion in self._fall_back(document, left):
                suggestions[suggestion.span_key] = suggestion
        self._keep_checkable_figures(document, suggestions)
        for span in _repeated_unannotated(document):
            found = suggestions.get(span.key)
            if found is not None and found.text != document.text[span.start : span.end]:
                # "Peru" replaced while the text says "Peru" again, unannotated: the
                # reader sees both; a curator should look first
                found.reason += "; the original also stands unannotated in the text"
                found.confidence = min(found.confidence or 0.3, 0.3)
        return [suggestions[span.key] for span in spans_in_order(document.spans)]

    def _suggest(self, doc: _Doc, span: SpanRef, original: str) -> Suggestion | None:
        folded = fold(original)
        stripped = original.strip()
        if folded in self.memory.keep:
            return Suggestion(
                span.key, original, reason="keep-list: left unchanged", confidence=1.0
            )
        if folded in self.memory.curated:
            return Suggestion(
                span.key,
                self.memory.curated[folded],
                reason="memory: a curator's pseudonym for this original",
                confidence=1.0,
            )
        if not stripped or not any(c.isalnum() for c in stripped):
            return None
        if folded.strip() in PRONOUNS and span.category in ("PERSON", "MISC", "DEM"):
            return Suggestion(
                span.key,
                original,
                reason=f"{span.category} a pronoun names nobody: kept as it is",
                confidence=0.9,
            )
        if feasts.is_feast(stripped) and span.category in ("MISC", "DEM"):
            return Suggestion(
                span.key,
                original,
                reason=f"{span.category} a feast names nobody: kept as it is",
                confidence=0.8,
            )
        lead = original[: len(original) - len(original.lstrip())]
        trail = original[len(original.rstrip()) :]
        category = span.category if span.category in self._rules else "MISC"
        avoid = frozenset(WORD.findall(folded)) - GENERIC_WORDS
        self._label_kind = label_kind(span.label) if category == "MISC" else ""
        self._country_hint = (
            country_after(doc.text, span.end)
            if category in ("LOC", "ORG", "MISC")
            else ""
        )
        self._span_label = span.label
        self._article = doc.article
        # a new surrogate is never a name the text writes outside its spans
        self._unwritten = doc.unwritten if category in _NAMED_KINDS else None
        rules = self._rules[category]
        if self._label_kind:
            rules = self._label_rules + rules
        # "PÁDRAIG HURLEY", "CEREDIGION COUNTY COUNCIL": words in capitals are read
        # as the words they are (not initials, not an acronym) and written back in
        # capitals
        shouted = _shouted(stripped)
        as_written = stripped
        if shouted:
            stripped = _unshout(stripped)
        # what the project's memory held for the span's acronym before its rules ran
        acronym = _ACRONYM_AT_END.search(as_written)
        acronym_held = (
            self.memory.get("acronym", fold(acronym.group(1))) if acronym else None
        )
        core, form = _legal_form(stripped) if category == "ORG" else (stripped, "")
        named = self.memory.get("org-core", fold(core)) if category == "ORG" else None
        if named is not None and form:
            # "Skaftö Rederi" then "Skaftö Rederi AB": one company, its legal form
            # as this mention writes it
            return Suggestion(
                span.key,
                lead + named + form + trail,
                reason=f"{category} {_AS_ELSEWHERE}, its legal form kept",
                confidence=0.8,
            )
        for rule in rules:
            found = self._apply(
                doc, rule, stripped, avoid, primary=True, category=category
            )
            if found is None:
                continue
            text, reason = found
            if named is not None and fold(named) != fold(text):
                # "Skaftö Rederi AB" then "Skaftö Rederi": the name without its form
                text, reason = named, f"{_AS_ELSEWHERE}, without its legal form"
            elif category == "ORG" and not _ACRONYM_ALONE.fullmatch(stripped):
                # the name without its form, for the company's other mentions
                new_core, new_form = _legal_form(text)
                if (new_form or not form) and self.memory.free("org-core", new_core):
                    self.memory.assign("org-core", fold(core), new_core)
            alternatives = self._alternatives(
                doc, rule, stripped, avoid, text, category
            )
            if category in _GENITIVE_CATEGORIES and _sv_genitive_lost(
                doc, stripped, text, category
            ):
                # "Skellefteå Krafts kraftvärmeverk", "Åres slalom", "Burgess
                # privata arkiv": the genitive stays one
                text = _sv_genitive(text)
                alternatives = [_sv_genitive(a) for a in alternatives]
            if category in ("ORG", "MISC"):
                text, reason = self._acronym_agrees(
                    as_written, text, reason, acronym_held
                )
            if shouted:
                text, alternatives = text.upper(), [a.upper() for a in alternatives]
            return Suggestion(
                span.key,
                lead + text + trail,
                alternatives=[lead + a + trail for a in alternatives],
                reason=f"{category} {reason}",
                confidence=confidence_of(rule.__name__, reason),
            )
        return None

    def _acronym_agrees(
        self, original: str, text: str, reason: str, held: str | None = None
    ) -> tuple[str, str]:
        """A body's acronym follows its name: "Royal Police Force of Antigua and
        Barbuda (RPFAB)" -> "... of Masham and Farley (RPFMF)", not "(ERRDJ)", and
        the acronym alone later ("RPFAB") gets the same one from the memory, not
        another ("STEAX"). An acronym that is no initialism of its name
        ("COSTECH") keeps the one drawn, remembered for the acronym alone."""
        matched = _ACRONYM_GENITIVE.fullmatch(original)
        bare, genitive = matched.groups() if matched else (original, "")
        if _ACRONYM_ALONE.fullmatch(bare):
            known = self.memory.get("acronym", fold(bare))
            if known is not None and fold(known) != fold(text.removesuffix(genitive)):
                return known + genitive, f"{reason}; the acronym as its name's"
            return text, reason
        old = _ACRONYM_AT_END.search(original)
        new = _ACRONYM_AT_END.search(text)
        if old is None or new is None:
            return text, reason
        acronym, drawn = old.group(1), new.group(1)
        name, new_name = original[: old.start()], text[: new.start()]
        derived = _initials(new_name)
        if held is not None:
            chosen = held  # the acronym alone met first: the long form follows it
        elif (
            fold(_initials(name)) == fold(acronym)
            and len(derived) >= 2  # "Skatteverket" gives no "S" for "MSB"
            and fold(new_name) != fold(name)
            and fold(derived) != fold(acronym)
            and self.memory.free("acronym", derived)
        ):
            chosen = derived
        else:
            chosen = drawn
        key = fold(acronym)
        if held is None and not self.memory.relearn("acronym", key, chosen):
            self.memory.assign("acronym", key, chosen)
        if chosen == drawn:
            return text, reason
        return (
            text[: new.start(1)] + chosen + text[new.end(1) :],
            f"{reason}; the acronym as its name's",
        )

    def _keep_checkable_figures(
        self, document: EngineDocument, suggestions: dict[Any, Suggestion]
    ) -> None:
        """A count, amount, percentage or age whose new value breaks a figure the
        text lets a reader check ("17 of them in Vilnius and six in Warsaw" under
        a staff of [23]; "one in five of 23,000" for [4,600]) is kept as the text
        gives it: people read the broken sum as a contradiction, and the text's
        other figures give the number away."""
        from ..proposals import Item, broken_figures

        items = [
            Item(s.key, s.start, s.end, suggestions[s.key].text, s.category)
            for s in document.spans
            if s.key in suggestions
            and s.category in ("QUANTITY", "DATETIME", "MISC", "DEM")
            and _DRAWN_FIGURE.search(suggestions[s.key].reason)
        ]
        if not items:
            return
        broken = broken_figures(document.text, items, document.language)
        originals = {i.key: document.text[i.start : i.end] for i in items}
        for key, evidence in broken.items():
            found = suggestions[key]
            suggestions[key] = replace(
                found,
                text=originals[key],
                alternatives=[found.text, *found.alternatives],
                reason=f"{found.reason.split(' ', 1)[0]} {FIGURE_CHECKED}: {evidence}",
                confidence=0.5,
            )

    def _acceptable(
        self,
        original: str,
        text: str,
        *,
        primary: bool,
        category: str = "",
        language: str = "",
        years_kept: bool = False,
    ) -> bool:
        """The never-leak check: not the original, no distinctive word of it, and
        (for names, places, organisations) not another original of the project.
        With ``years_kept`` (a date of a text that leaves its year unannotated,
        formats.years_left_in) a date may keep its year."""
        if not text.strip() or fold(text) == fold(original):
            return False
        # "KSh 5" under an age-and-amount label read as DATETIME: the currency stays
        generic = (
            self._generic_quantity
            if category in ("QUANTITY", "DATETIME")
            else self._generic
        )
        shared = shared_words(original, text, generic)
        if shared and (
            category in ("QUANTITY", "DATETIME")
            or category in ("ORG", "LOC", "MISC", "DEM")
            and len(WORD.findall(original)) > 1
        ):
            # "31.000 människor", "Sundsvalls länssjukhus", "tjeckiska
            # pilotförbundet": the lower-case words say what kind of thing it is
            shared -= {fold(w) for w in WORD.findall(original) if w.islower()}
        if shared and category in ("QUANTITY", "DATETIME"):
            # "SI$12 million" -> "SI$14 million", "SCR 850,000", "1,700 TEU": a
            # currency's letters before the figure and a unit after it say what
            # it counts, as "kronor" does
            shared -= {fold(m) for m in _CURRENCY_LETTERS.findall(original)}
            shared -= {fold(m) for m in _UNIT_AFTER.findall(original)}
        if shared and category == "CODE" and years_kept:
            # "CC 41/2025" -> "XY 83/2025" where the text keeps its years: the
            # case's year stays with the dates
            shared = {w for w in shared if not _YEAR_WORD.fullmatch(w)}
        if shared and category == "DATETIME":
            # "tis 9 sep 07.48" -> "fre 30 aug 07.48": the date moves, the hour and
            # minute stay, and a short month may be the same
            shared = {
                w
                for w in shared
                if not _CLOCK_PART.fullmatch(w)
                and not (w.isalpha() and len(w) <= 4)  # "Sep", "tis": a month kept
                and not (years_kept and _YEAR_WORD.fullmatch(w))
            }
        # "Ward 7" -> "Ward 4", "Aurora Tours" -> "Beacon Tours": the word that
        # says what kind of thing it is stays
        if shared:
            shared -= kind_heads(original)
            shared -= LANDMARK_HEADS  # "Hyalite Canyon" -> "Eagle Canyon"
        if shared and category == "ORG":
            # "Ministry of Health" -> "Ministry of Public Health": the portfolio
            # says what the body does, as "Ministry" says what it is
            shared -= portfolio_words(original)
        if (
            shared
            and language in ("en", "sv")
            and category in ("ORG", "LOC", "MISC")
            and len(WORD.findall(original)) > 1
        ):
            # "Kalix Djurklinik" -> "Boden Djurklinik", "Pantmawr Opticians" ->
            # "Brynteg Opticians": a compound of ordinary words, a trade, says the
            # kind, as a lower-case word does (the rules keep them, organisations.py)
            words = WORD.findall(original)
            shared -= {
                fold(w)
                for w in words
                if (language == "sv" and sv_kind_compound(w.lower().rstrip("s")))
                or trade_word(fold(w), language)
            }
            # "Henley Regatta" -> "Marlow Regatta": the head noun says the kind
            last = [w for w in words if w.isalpha()][-1:]
            if last and head_noun(fold(last[0])):
                shared.discard(fold(last[0]))
        if shared and category in ("LOC", "ORG", "MISC") and ", " in original:
            shared -= state_words(original)  # "Athens, Georgia" for "Columbus, Georgia"
        if shared and formats.is_phone(original.strip()):
            # "070-174 06 05" -> "070-512 93 40": the country and area code (and the
            # 555 of fiction) stay, they name a place, not a person
            kept = os.path.commonprefix([original, text])
            shared = {w for w in shared if w not in kept and w != "555"}
        if shared and "@" in original:
            # "@gmail.com", "@example.com" say nobody's name: kept (formats.email)
            domain = original.rsplit("@", 1)[1].strip()
            if formats.anonymous_domain(domain):
                shared -= set(WORD.findall(fold(domain)))
        if shared and category == "PERSON":
            # "Undersköterskan Lena", "Monika på expeditionen": the role and the
            # words describing the person stay, as do a name's particles and links
            # ("bin", "s/o")
            shared -= person_words(original)
            shared = {w for w in shared if len(w) > 1 and w not in PARTICLES}
        if shared:
            return False
        if category in ("DATETIME", "QUANTITY") or not any(c.isalpha() for c in text):
            # One offset moves every date, so a shifted date may be another span's
            # original; amounts and bare numbers carry no name. Both stay consistent.
            return True
        if not primary:
            return True
        if fold(text) in self.memory.originals:
            return False
        if category not in ("LOC", "ORG"):
            return True
        # "Loxton" -> "Renmark West" beside an original "Renmark": a name-like word
        # of a place or body that is another whole original reads as that one
        # (OVERLAP); people's names are left to the whole-name check, as a big
        # project's originals hold most surnames
        own = {fold(w) for w in WORD.findall(original)}
        return not any(
            word[:1].isupper()
            and (folded := fold(word)) not in own
            and folded in self.memory.originals
            and folded not in self.memory.keep
            for word in WORD.findall(text)
            if len(word) > 2
        )

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
                    exclusive=primary,
                )
            found = rule(doc, original, draw)
            if found is None:
                return None
            if found[1].startswith(KEPT_AS_THE_TEXT_GIVES) or self._acceptable(
                original,
                found[0],
                primary=primary,
                category=category,
                language=doc.language,
                years_kept=doc.in_year,
            ):
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
        misses = 0
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
            if found is None or found[1].startswith(KEPT_AS_THE_TEXT_GIVES):
                break  # what the text gives has no other form
            if fold(found[0]) in seen:
                misses += 1
                if misses >= _ALTERNATIVE_MISSES:
                    break  # the rule has few forms ("1983" moves a year or two)
                continue
            misses = 0
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
            return [self._marked(span, document) for span in spans]
        result: list[Suggestion] = []
        unknown: list[SpanRef] = []
        for span in spans:
            original = fold(document.text[span.start : span.end])
            known = self.memory.get("fallback", original)
            if known is None:
                unknown.append(span)
            else:
                result.append(
                    Suggestion(
                        span.key,
                        known,
                        reason=f"{span.category} {reason}; the project's memory",
                        confidence=0.1,
                    )
                )
        if not unknown:
            return result
        sub = _window(document, unknown)
        by_key = {span.key: span for span in sub.spans}
        propose = getattr(generator, "propose_alternative", None)
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
                if not suggestion.failed:
                    text = self._fallback_remembered(original, text, alternatives)
                result.append(
                    replace(
                        suggestion,
                        text=text,
                        alternatives=[a for a in alternatives if a != text],
                        reason=f"{span.category} {note}",
                        confidence=0.1,
                    )
                )
        return result

    def _marked(self, span: SpanRef, document: EngineDocument) -> Suggestion:
        """What no rule places and no fallback generator was chosen for: a numbered
        placeholder of the span's label ("[MISC 3]"), through the memory (one
        original, one placeholder, in every document), marked as the least sure."""
        key = fold(document.text[span.start : span.end])
        value = self.memory.get(MARKED, key)
        if value is None:
            label = " ".join(span.label.split()) or span.category
            number = self.memory.used_count(MARKED) + 1
            while not self.memory.free(MARKED, f"[{label} {number}]"):
                number += 1
            value = f"[{label} {number}]"
            self.memory.assign(MARKED, key, value)
        return Suggestion(
            span.key,
            value,
            reason=f"{span.category} no rule places this span: a numbered "
            "placeholder, to be checked by hand",
            confidence=0.05,
        )

    def _fallback_remembered(
        self, original: str, text: str, alternatives: list[str]
    ) -> str:
        """The fallback's word for ``original`` through the memory: one original keeps
        one word in every document, and two originals never share one."""
        key = fold(original)
        known = self.memory.get("fallback", key)
        if known is not None:
            return known
        for candidate in [text, *alternatives]:
            if self.memory.free("fallback", candidate):
                self.memory.assign("fallback", key, candidate)
                return candidate
        return text

    def _fallback_for(self, language: str) -> Generator | None:
        if self.fallback_factory is None:
            return None
        if language not in self._fallbacks:
            self._fallbacks[language] = self.fallback_factory(language)
        return self._fallbacks[language]


FALLBACK_CONTEXT = 300

# Draws in a row that give no new alternative before a rule is taken to have no
# more forms: a year moved by a year or two has few, and drawing all 2k - 1
# attempts of one cost about a fifth of the time alternatives take.
_ALTERNATIVE_MISSES = 4
# The memory's namespace of numbered placeholders for spans no rule places.
MARKED = "marked"


# Currencies a number keeps ("KSh 5" -> "KSh 7", "5 990 kr" -> "6 240 kr").
CURRENCY_WORDS = frozenset(
    """kr kronor krona sek nok dkk eur euro euros usd dollar dollars gbp pound pounds
    ksh kes shilling shillings sol soles pen yen jpy yuan cny rmb rupee rupees inr rs
    lira liras try zloty pln franc francs chf rand zar peso pesos naira ngn cedi
    cedis dirham dirhams riyal riyals""".split()
)


def _repeated_unannotated(document: EngineDocument) -> list[SpanRef]:
    """The spans whose original (three letters or more) also stands in the text
    outside every span, as a word: an annotation gap the pseudonym now contradicts."""
    text = document.text
    lowered = text.lower()
    if len(lowered) != len(text):  # "İ" lowers to two characters: offsets differ
        return []
    covered = sorted((s.start, s.end) for s in document.spans)
    starts = [start for start, _ in covered]
    repeated = []
    seen: dict[str, bool] = {}
    for span in document.spans:
        original = text[span.start : span.end].strip()
        if len(original) < 3 or not any(c.isalpha() for c in original):
            continue
        folded = original.lower()
        if folded not in seen:
            seen[folded] = _stands_outside(lowered, folded, starts, covered)
        if seen[folded]:
            repeated.append(span)
    return repeated


def _stands_outside(
    lowered: str, word: str, starts: list[int], covered: list[tuple[int, int]]
) -> bool:
    """Whether ``word`` occurs in ``lowered`` as a whole word outside every span."""
    at = lowered.find(word)
    while at >= 0:
        end = at + len(word)
        whole = (at == 0 or not lowered[at - 1].isalnum()) and (
            end == len(lowered) or not lowered[end].isalnum()
        )
        if whole:
            index = bisect.bisect_right(starts, at) - 1
            if not (index >= 0 and covered[index][1] >= end):
                return True
        at = lowered.find(word, at + 1)
    return False


# The parts of a time of day a moved date keeps: "07.48", "2.30", "pm", "kl"
# A company's legal form at the end of its name ("Skaftö Rederi AB", "Ramsey Lake
# Nickel Corp.", "Tembusu Systems Pte Ltd", "Lee Valley Dairy Co-operative")
_LEGAL_FORM_AT_END = re.compile(
    r"(\s+(?:\(?Pty\)? Ltd\.?|Pte\.? Ltd\.?|Sdn\.? Bhd\.?|AB(?: \(publ\))?|HB|KB"
    r"|ek\. ?för\.|Ltd\.?|Limited|Inc\.?|Corp\.?|Corporation|plc|PLC|LLC|LLP|GmbH|AG"
    r"|S\.?A\.?|Oyj?|ASA|A/S|AS|Co-operative|Cooperative))$"
)


_AS_ELSEWHERE = "the company's name as elsewhere"


def _legal_form(name: str) -> tuple[str, str]:
    """A company's name and its legal form as written (" AB"), or (name, "")."""
    match = _LEGAL_FORM_AT_END.search(name)
    if match is None or match.start() == 0:
        return name, ""
    return name[: match.start()], match.group(1)


# "Dhaka Stock Exchange (DSE)": a name with its acronym; "DSE", "SMHI:s" alone
_ACRONYM_AT_END = re.compile(r"\(([A-ZÅÄÖ][A-Za-zÅÄÖåäö&]{1,9})\)$")
_ACRONYM_ALONE = re.compile(r"[A-ZÅÄÖ][A-ZÅÄÖ&]{1,8}")
_ACRONYM_GENITIVE = re.compile(r"(.*?)(:s|['’]s|)", re.DOTALL)
# words an acronym leaves out ("Royal Police Force of Antigua and Barbuda": RPFAB)
_INITIALS_SKIP = frozenset(
    "the of and for in on at to a an och för i på vid av de du la le des et".split()
)


def _initials(name: str) -> str:
    """The capital initials of a name's words, its small link words left out:
    "The National Disaster Management Office" -> "NDMO", "Sveriges meteorologiska
    och hydrologiska institut" -> "SMHI"."""
    words = re.findall(r"[^\W\d_][\w'’-]*", name)
    return "".join(w[0].upper() for w in words if w.lower() not in _INITIALS_SKIP)


_UNIT_AFTER = re.compile(
    r"\d(?:\s(?:million|billion|miljoner|miljarder|thousand|tusen))?\s?([A-Za-z]{1,4})\b"
)
_CURRENCY_LETTERS = re.compile(r"\b([A-Za-z]{1,4})\.?\s?(?=[$€£¥₹₵]?\d)")
_CLOCK_PART = re.compile(r"\d{1,2}(?:[.:]\d{2})?|[ap]\.?m\.?|kl|klockan|hrs")
_YEAR_WORD = re.compile(r"(?:19|20)\d\d")
_LETTER_RUN = re.compile(r"[^\W\d_]+")


def _shouted(text: str) -> bool:
    """Words in capitals, one of five letters or more, no digits ("HURLEY",
    "VICTORIA POLICE"); not an acronym ("NHS") nor a code ("IR 2024")."""
    if not text.isupper():  # most spans: one lower-case letter says no
        return False
    letters = _LETTER_RUN.findall(text)
    return (
        bool(letters)
        and not any(c.isdigit() for c in text)
        and all(run.isupper() for run in letters)
        and max(len(run) for run in letters) >= 5
    )


def _unshout(text: str) -> str:
    """ "PÁDRAIG O'NEILL'S" -> "Pádraig O'Neill's"."""
    titled = _LETTER_RUN.sub(lambda m: m.group(0).capitalize(), text)
    return re.sub(r"(['’])S\b", r"\1s", titled)


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


# Reasons of numbers drawn anew (not dates moved by the project's offset).
_DRAWN_FIGURE = re.compile(
    r"numbers of similar size|an age nearby|amount drawn|a count|percent|per cent"
)


_NAMED_KINDS = frozenset({"PERSON", "ORG", "LOC", "MISC"})


def _unannotated_places(document: EngineDocument) -> list[str]:
    """The country of each country, and of each city of 100,000 or more, that the
    text names outside its spans, at most twice a country."""
    found = unannotated_places_of(outside_spans(document.text, _bounds(document)))
    return [code for code, n in found.items() for _ in range(min(n, 2))]


def _bounds(document: EngineDocument) -> list[tuple[int, int]]:
    return [(s.start, s.end) for s in document.spans]


def _genders_in(doc: _Doc, ordered: list[SpanRef], people: list[int]) -> dict[str, str]:
    """What the document says of each person's gender, by folded full name and by
    folded surname: a title in or before a mention ("Mr Guéant"), a word before it
    ("the bride"), the pronoun after it (up to the next person). A pronoun may be
    another person's (the speaker of a quote: '"...," she said'), so a title or a
    word counts three pronouns, a pronoun after a quote half of one, and a gender
    needs a clear majority; one that pronouns alone give, less than three of them,
    is written in lower case ("f"). A surname two full names share ("Li Wenjun",
    his sister "Li Hong") gets none. The surnames of the full names are recorded in
    ``doc.name_roles`` (so "Li" or "Kalkans" alone is known to be a surname)."""
    votes: dict[str, Counter[str]] = {}
    full_names: dict[str, set[str]] = {}
    text = doc.text
    pronouns = _PRONOUNS.get(doc.language)
    previous_end = 0
    for span in ordered:
        if span.category != "PERSON":
            continue
        # the words before a mention are read back to the person before it, not
        # into it ("Dear [Mr. and Mrs. Alvarez-Kim], [Mateo] has ...": no "Mrs."),
        # but into a span of another kind ("hans [fru] [Senait]": a kinship word
        # annotated as its own span says her gender)
        since, previous_end = previous_end, span.end
        words = text[span.start : span.end].split()
        if not words:
            continue
        # the name without the words around it ("Undersköterskan Lena": Lena), nor
        # the age beside it ("Hans Ekdahl, 66")
        mention = without_age(text[span.start : span.end])
        phrase = _name_in_phrase(mention, doc.language)
        name = phrase[1].split() if phrase else mention.split()
        surname = _surname_of(name)
        bare = [re.sub(r"['’]s?$|:s$", "", w) for w in name]
        named = [w for w in bare if w.lower() not in TITLES]
        whole = fold(" ".join(named))
        if len(named) > 1 and all(w[:1].isupper() for w in bare):
            doc.name_roles.setdefault(surname, "surname")
            full_names.setdefault(surname, set()).add(whole)
        before = text[max(since, span.start - 30) : span.start].split()[-2:]
        if _COUPLE.search(text, span.start, span.end):
            continue  # "Mr. and Mrs. Alvarez-Kim", "Göran och Lisbeth": two people
        gender = TITLES.get(words[0].lower(), "") if len(words) > 1 else ""
        # a role inside the span ("her husband Tomasz"), then one before it
        gender = gender or _gender_of_words(" ".join(words[:-1]))
        gender = gender or _gender_of_words(" ".join(before))
        # "Kimiko Sato, 62, granddaughter of a diver", "Keisha Nuñez, 19, is the
        # first young woman to train with him": the apposition's word, before the
        # pronoun of somebody else ("him") that follows
        apposition = _APPOSITION.match(text, span.end)
        gender = gender or (_gender_of_words(apposition.group(1)) if apposition else "")
        wide = None if gender else _APPOSITION_NOUN.match(text, span.end)
        # "Tamsin Nona, a Torres Strait Islander woman who drove a crane"
        gender = gender or (_gender_of_words(wide.group(1)) if wide else "")
        weight = 3.0
        if not gender:
            after = bisect.bisect_right(people, span.start)
            doc.end = span.end
            doc.next_start = people[after] if after < len(people) else 0
            gender = doc.pronoun_gender()
            found = pronouns.search(text, span.end) if pronouns else None
            quoted = found and _QUOTE.search(text, span.end, found.start())
            weight = 0.5 if quoted else 1.0
        if gender:
            for key in {surname, whole}:
                votes.setdefault(key, Counter())[gender] += weight  # type: ignore[assignment]
    out = {}
    for key, counts in votes.items():
        if len(full_names.get(key, ())) > 1:
            continue
        ranked = counts.most_common()
        if len(ranked) == 1 or ranked[0][1] >= 2 * ranked[1][1]:
            # a gender only a pronoun or two say is written in lower case: the
            # gender every name list gives a given name ("Emily") comes first
            sure = ranked[0][1] >= 3
            out[key] = ranked[0][0] if sure else ranked[0][0].lower()
    return out


# What follows a name as its apposition: ", 62, granddaughter", ", 19, is the first
# young woman", ", en 34-årig kvinna" (the words up to the first noun's end)
_APPOSITION = re.compile(
    r",\s*(?:\d{1,3},\s*)?((?:(?:is|was|är|var|the|a|an|en|ett|first|young|"
    r"old|elderly|unga|gamla|första|\d{1,3}-årig[a]?)\s+){0,4}[^\W\d_]+)"
)
# An apposition whose noun comes after a few words that describe the person
# (", a Torres Strait Islander woman", ", en ung samisk kvinna")
_APPOSITION_NOUN = re.compile(
    r",\s*(?:\d{1,3},\s*)?(?:a|an|the|en|ett)\s+(?:[\w'’-]+\s+){0,4}?"
    r"(woman|man|girl|boy|mother|father|grandmother|grandfather|widow|widower|"
    r"wife|husband|daughter|son|kvinna|man|flicka|pojke|mamma|pappa|mor|far|"
    r"änka|änkling|fru|dotter|son)\b",
    re.IGNORECASE,
)
# A span naming two people ("Mr. and Mrs. Alvarez-Kim", "Göran och Lisbeth
# Fransson"): its titles say nothing of either alone.
_COUPLE = re.compile(r"\s(?:and|och|&)\s", re.IGNORECASE)
# A quotation closing before a pronoun: the pronoun is the speaker's.
_QUOTE = re.compile(r"[\"”»]|(?:^|[\n.!?])\s*[–—] ")


# Where a Swedish genitive before a noun is kept by the span's own rule or here
_GENITIVE_CATEGORIES = frozenset({"ORG", "LOC", "MISC", "PERSON"})
# Nouns a place's name stands before in the nominative ("Borås kommun", "Kalmar
# län"): no genitive -s is read into the name
_PLACE_APPOSITIONS = frozenset(
    "kommun kommuns stad län läns socken församling sameby härad landskap".split()
)


# A Swedish verb after a name ending in -s: the name is the subject, no genitive
# ("Valdés lärde"); past tenses in -ade and -dde and verbs NOT_AFTER_GENITIVE lacks
# ("arbete", "yttrande" after a genitive are nouns, so no -te or -de).
_SV_VERB_AFTER = re.compile(
    r"\w{3,}(?:ade|dde)|lärde|hörde|körde|gjorde|sålde|valde|byggde|bodde|"
    r"dog|föddes|flydde|skrev|ville|måste"
)


def _sv_genitive_lost(
    doc: _Doc, original: str, new: str, category: str = "ORG"
) -> bool:
    """Whether a Swedish name in the genitive before a noun ("Skellefteå Krafts
    kraftvärmeverk", "Åres slalom", "Burgess privata arkiv": a name ending in -s
    takes no other) lost its -s in ``new``. A place before "kommun" or "län" is
    in the nominative; a place, a person or a thing must be a name (its last word
    in capitals): "tusentals människor" is no genitive."""
    if (
        doc.language != "sv"
        or not original.endswith("s")
        or new.endswith(("s", "x", "z"))
        or not doc.after[:1].islower()
        or doc.after in NOT_AFTER_GENITIVE
    ):
        return False
    if category == "ORG":
        return True
    if category == "LOC" and doc.after in _PLACE_APPOSITIONS:
        return False
    if _SV_VERB_AFTER.fullmatch(doc.after):
        return False  # "Hernán Ríos Valdés lärde Ödeshög att sjunga": a subject
    # a name, not a word ("tusentals människor" is no genitive)
    return original.split()[-1][:1].isupper() and new.split()[-1][:1].isupper()
