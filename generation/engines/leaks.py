"""What of the originals still stands in a pseudonymized text, outside the spans it
replaced: the leak scan of an export.

Annotators miss mentions: a surname alone after the full name, a name inside an
e-mail address or handle, a possessive, a place named again. Each such mention keeps
the original beside its pseudonym. The scan looks for every original of a project
(the whole of it, and each distinctive part of a name: given name, surname, the
words of a body's or a place's name that are not its kind, the words of a handle or
address) in each pseudonymized text, case and diacritics folded, a possessive or a
Swedish genitive after it allowed, and reports what stands outside a replaced span.
Numbers and codes count by their digits when they are long enough to identify (six
digits: a phone number, a personnummer, a case number; never a year alone).

One Aho-Corasick automaton (pyahocorasick) holds every pattern of the project, so a
text is read once whatever the number of originals.

**Ordinary words.** A part that is also an ordinary word of the language ("Hope",
"Mark", "May", "Green") is reported only where it cannot be that word: written with
a capital inside a sentence, right beside another part of the same name, or inside
an address, handle or e-mail. A capitalised month, weekday or nationality counts as
an ordinary word.

**Not leaks.** An original the project keeps (the keep-list, or what TAB says needs
no masking) is not reported where it stands; the scan counts it under ``exempt``
with the reason, so that a report can say so.

Plain data in, plain data out, no Django.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import ahocorasick

from .surrogate.formats import MONTHS, WEEKDAYS
from .surrogate.lexicon import (
    GENERIC_WORDS,
    TITLES,
    common_words,
    lowercase_words,
    names,
    places,
)
from .surrogate.text import fold

WHOLE = "whole"
PART = "part"
OTHER_DOCUMENT = "other-document"

# Digits that identify: a phone number, a personnummer, a case or account number.
MIN_DIGITS = 6
MIN_PART = 3  # shorter parts ("Li", "Bo") match too much ordinary text
_DIGIT_RUN = re.compile(r"\+?\d(?:[\d \-./]*\d)?")
_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)
_HANDLE_CHARS = frozenset("@._0123456789")
_SENTENCE_END = frozenset(".!?:\n\"'“”«»–—-")
# A possessive or genitive after a name: Kalkan's, Kalkans, Kalkan’s, SVT:s.
_SUFFIXES = ("'s", ":s", "s", "'")


@dataclass(frozen=True)
class Original:
    """One annotated span of the project."""

    text: str
    label: str
    category: str
    document: object  # the document it was annotated in
    span: object = None  # its key, to add a finding as a mention of it
    exempt: str = ""  # why it is no leak where it stands ("keep-list", "NO_MASK")


@dataclass(frozen=True)
class Finding:
    """An original (or a part of one) standing in a pseudonymized text."""

    document: object
    start: int  # offsets in the pseudonymized text
    end: int
    text: str  # as it stands there
    original: str
    label: str
    category: str
    span: object
    kind: str  # whole | part | other-document


@dataclass
class Scan:
    """The findings of one text, and what was seen but is no leak (by reason)."""

    findings: list[Finding] = field(default_factory=list)
    exempt: Counter[str] = field(default_factory=Counter)


@dataclass(frozen=True)
class _Pattern:
    original: int  # index into LeakScanner.originals
    whole: bool
    ordinary: frozenset[str]  # languages in which the word is an ordinary one
    named: bool = True  # written with a capital where annotated: a name
    alias: bool = False  # the original's name in the other language


def fold_same_length(text: str) -> str:
    """Lower case without diacritics, one character for one, so that offsets in the
    folded text are offsets in ``text``."""
    folded = text.translate(_fold_table()).lower()
    if len(folded) == len(text):
        return folded
    # a character whose lower case is longer (İ): fold it alone
    return "".join(c.translate(_fold_table()).lower()[:1] or c for c in text)


@lru_cache(maxsize=1)
def _fold_table() -> dict[int, str]:
    table: dict[int, str] = {0x2019: "'", 0x2018: "'", 0x02BC: "'"}
    for code in range(0x80, 0x2000):
        char = chr(code)
        base = "".join(
            c
            for c in unicodedata.normalize("NFKD", char)
            if not unicodedata.combining(c)
        )
        if len(base) == 1 and base != char:
            table[code] = base
    return table


@lru_cache(maxsize=1)
def _capitalised_words() -> frozenset[str]:
    """Words written with a capital that are no names: months, weekdays, peoples."""
    words = {fold_same_length(w) for lang in MONTHS.values() for w in lang}
    words |= {fold_same_length(w) for lang in WEEKDAYS.values() for w in lang}
    words |= {fold_same_length(w) for w in places().demonym_of_word}
    return frozenset(words)


@lru_cache(maxsize=65536)
def _ordinary_in(word: str) -> frozenset[str]:
    """The languages in which ``word`` (lower case, not folded: "snön" is a word,
    "snon" is not) is an ordinary word."""
    folded = fold(word)
    if fold_same_length(word) in _capitalised_words() or folded in lowercase_words():
        return frozenset(("en", "sv"))
    from wordfreq import zipf_frequency

    lex = names()
    if folded in lex.given_gender or folded in lex.surnames:
        return frozenset()
    return frozenset(lang for lang in ("en", "sv") if zipf_frequency(word, lang) >= 3.5)


def _parts(original: Original, named: bool) -> list[str]:
    """The distinctive parts of an original, in lower case: the words of a name that are
    not titles or kind words, the words of a handle or address."""
    text = original.text
    if original.category in ("DATETIME", "QUANTITY"):
        return []
    handle = not named
    out = []
    for token in _TOKEN.findall(text):
        folded = fold_same_length(token)
        if len(folded) < MIN_PART or folded.isdigit():
            continue
        if fold(token) in TITLES or fold(token) in GENERIC_WORDS:
            continue
        if not handle and not token[:1].isupper():
            continue  # "the official representative": words of a description
        if original.category != "PERSON" and not handle and _common(folded):
            continue  # "Human Rights Building": "Human" is no one's name
        out.append(token.lower())
    return out


def _common(folded: str) -> bool:
    """An ordinary word of English or Swedish, not a name or a place."""
    return (
        folded in common_words()
        or folded in lowercase_words()
        or folded in _capitalised_words()
    )


def _is_named(original: Original) -> bool:
    """Whether the parts of an original are names (capitalised), not the words of
    a handle or address."""
    text = original.text.strip()
    if "@" in text or "://" in text or text.lower().startswith("www."):
        return False
    # a handle: one token of letters with digits, dots or underscores ("jess_82")
    return not (
        " " not in text
        and any(c.isalpha() for c in text)
        and any(c in _HANDLE_CHARS for c in text.strip("@#"))
    )


def _identifying_whole(original: Original) -> bool:
    folded = fold_same_length(original.text.strip())
    if len(folded) < MIN_PART:
        return False
    if original.category in ("DATETIME", "QUANTITY"):
        # a full date identifies (a birthday); a year, a month or "Tuesday" does not
        digits = sum(c.isdigit() for c in folded)
        return digits >= 5 and any(c.isalpha() for c in folded) or digits >= 8
    if original.category in ("DEM", "MISC") and folded in _capitalised_words():
        return False  # "Swedish", "March"
    return True


def _digits(text: str) -> str:
    return "".join(c for c in text if c.isdigit())


class LeakScanner:
    """The automaton over a project's originals; :meth:`scan` reads one text."""

    def __init__(self, originals: Iterable[Original], keep: Iterable[str] = ()):
        self.originals: list[Original] = list(originals)
        for entry in keep:
            self.originals.append(
                Original(entry, "", "", document=None, exempt="keep-list")
            )
        by_key: dict[str, list[_Pattern]] = {}
        self._numbers: dict[str, list[int]] = {}
        # per original: whether its words are a name's, its parts (folded)
        self._named: list[bool] = []
        self._parts: list[frozenset[str]] = []
        self._nordic: list[frozenset[str]] = []
        for index, original in enumerate(self.originals):
            is_named = _is_named(original)
            raw_parts = _parts(original, is_named)
            self._named.append(is_named)
            self._nordic.append(_nordic_letters(original.text))
            self._parts.append(frozenset(fold_same_length(p) for p in raw_parts))
            digits = _digits(original.text)
            if len(digits) >= MIN_DIGITS and (
                original.category in ("CODE", "MISC", "QUANTITY", "")
                or len(digits) >= 0.5 * len(original.text.replace(" ", ""))
            ):
                self._numbers.setdefault(digits, []).append(index)
            folded = " ".join(fold_same_length(original.text).split())
            if _identifying_whole(original):
                if " " in folded or original.category in ("CODE", "DATETIME"):
                    plain: frozenset[str] = frozenset()
                else:  # a one-word original ("Hope") is an ordinary word too
                    plain = _ordinary_in(original.text.strip().lower())
                named = any(t[:1].isupper() for t in _TOKEN.findall(original.text))
                by_key.setdefault(folded, []).append(
                    _Pattern(index, True, plain, named)
                )
            for alias in _other_names(original, folded):
                by_key.setdefault(alias, []).append(
                    _Pattern(index, True, frozenset(), alias=True)
                )
            for raw in raw_parts:
                part = fold_same_length(raw)
                if part == folded:
                    continue
                plain = _ordinary_in(raw)
                if not is_named and not plain and _common(part):
                    plain = frozenset(("en", "sv"))  # "info", "kontakt"
                by_key.setdefault(part, []).append(
                    _Pattern(index, False, plain, is_named)
                )
        self._automaton = ahocorasick.Automaton()
        for key, patterns in by_key.items():
            self._automaton.add_word(key, (key, *self._compress(patterns)))
        if by_key:
            self._automaton.make_automaton()
        self._empty = not by_key

    def scan(
        self,
        document: object,
        text: str,
        replaced: Sequence[tuple[int, int]],
        language: str = "en",
    ) -> Scan:
        """What stands in ``text`` (the pseudonymized text of ``document``) outside
        the ``replaced`` regions (offsets into ``text``)."""
        result = Scan()
        regions = sorted(replaced)
        folded = fold_same_length(text)
        hits: list[tuple[int, int, tuple[_Pattern, ...]]] = []
        if not self._empty:
            for end, (key, by_document, kinds) in self._automaton.iter(folded):
                patterns = by_document.get(document, ()) + kinds
                start = end - len(key) + 1
                stop = _word_end(folded, end + 1, language)
                if stop is None or (start and folded[start - 1].isalnum()):
                    continue
                hits.append((start, stop, patterns))
        if not self._empty:
            for match in _HANDLE.finditer(text):
                hits.extend(
                    self._inside_handle(document, folded, match.start(), match.end())
                )
        for match in _DIGIT_RUN.finditer(text):
            digits = _digits(match.group(0))
            found = self._numbers.get(digits)
            if found and not (match.start() and text[match.start() - 1].isalnum()):
                patterns = tuple(_Pattern(i, True, frozenset()) for i in found)
                hits.append((match.start(), match.end(), patterns))
        # the longest match at a place wins ("Anna Berg" over "Anna")
        hits.sort(key=lambda h: (h[0], -(h[1] - h[0])))
        taken_until = -1
        for start, stop, patterns in hits:
            if start < taken_until:
                continue
            if _inside(regions, start, stop):
                continue
            finding = self._judge(document, text, start, stop, patterns, language)
            if finding is None:
                continue
            taken_until = stop
            if isinstance(finding, str):
                result.exempt[finding] += 1
            else:
                result.findings.append(finding)
        return result

    def _compress(
        self, patterns: list[_Pattern]
    ) -> tuple[dict[object, tuple[_Pattern, ...]], tuple[_Pattern, ...]]:
        """A key's patterns as a match needs them: those of each document (is the
        original this document's own?) and one of each kind a judgement tells apart
        (a common surname is the part of thousands of originals; a match must not
        read them all)."""
        by_document: dict[object, list[_Pattern]] = {}
        kinds: dict[tuple[object, ...], _Pattern] = {}
        for pattern in patterns:
            original = self.originals[pattern.original]
            by_document.setdefault(original.document, []).append(pattern)
            kind = (
                pattern.whole,
                pattern.ordinary,
                pattern.named,
                original.exempt,
                self._nordic[pattern.original],
                _travels(original, pattern, self._named[pattern.original]),
            )
            kinds.setdefault(kind, pattern)
        return (
            {document: tuple(found) for document, found in by_document.items()},
            tuple(kinds.values()),
        )

    def _inside_handle(
        self, document: object, folded: str, start: int, stop: int
    ) -> list[tuple[int, int, tuple[_Pattern, ...]]]:
        """Parts of names run together inside an address or handle
        ("@okaforjess", "jessokafor82@example.com"): no word boundary asked, only
        parts of four letters or more that are no ordinary word."""
        out = []
        for end, (key, by_document, kinds) in self._automaton.iter(folded[start:stop]):
            if len(key) < 4 or " " in key:
                continue
            patterns = by_document.get(document, ()) + kinds
            named = tuple(p for p in patterns if not p.ordinary)
            if named:
                out.append((start + end - len(key) + 1, start + end + 1, named))
        return out

    def _judge(
        self,
        document: object,
        text: str,
        start: int,
        stop: int,
        patterns: tuple[_Pattern, ...],
        language: str,
    ) -> Finding | str | None:
        """The finding for one match, its exemption's reason, or None (an ordinary
        word where it is one)."""
        shown = text[start:stop]
        if any(self.originals[p.original].exempt == "keep-list" for p in patterns):
            return "keep-list"  # a lead said it is no personal information
        live = [p for p in patterns if not self.originals[p.original].exempt]
        if not live:
            return self.originals[patterns[0].original].exempt
        in_handle = _in_handle(text, start, stop)
        if shown.islower() and not in_handle:
            # a name written as an ordinary word is the word ("länsstyrelsen")
            live = [p for p in live if not p.named]
        if not in_handle:
            # an ordinary word of an address ("scholarships@…", "info@…") is that
            # word in running text ("Office of Financial Aid and Scholarships")
            live = [p for p in live if p.named or not p.ordinary]
        # "Läs" is not "Las": Swedish and Danish letters are letters of their own
        live = [
            p
            for p in live
            if p.alias or not _nordic_differs(shown, self._nordic[p.original])
        ]
        if not live:
            return None
        ordinary = any(language in p.ordinary for p in live) or (
            " " not in shown
            and language in _ordinary_in(_SUFFIX_END.sub("", shown).lower())
        )
        if not in_handle and ordinary:
            parts = frozenset().union(*(self._parts[p.original] for p in live))
            if not _stands_as_name(text, start, stop, parts):
                return None
        own = [p for p in live if self.originals[p.original].document == document]
        if not own:
            # another document's date, count or lower-case word ("a lawyer",
            # "1 November 1998") is that document's, not this one's; its names,
            # numbers and handles identify wherever they stand
            live = [
                p
                for p in live
                if _travels(self.originals[p.original], p, self._named[p.original])
            ]
            if not live:
                return None
        chosen = (own or live)[0]
        original = self.originals[chosen.original]
        kind = (WHOLE if chosen.whole else PART) if own else OTHER_DOCUMENT
        return Finding(
            document=document,
            start=start,
            end=stop,
            text=shown,
            original=original.text,
            label=original.label,
            category=original.category,
            span=original.span,
            kind=kind,
        )


_HANDLE = re.compile(r"[\w.+-]*(?:@|://|www\.)[\w.@/%+-]*\w|@\w+|#\w+", re.UNICODE)


def _other_names(original: Original, folded: str) -> list[str]:
    """A place's name in the other language ("Göteborg" for "Gothenburg")."""
    if original.category not in ("LOC", "MISC", ""):
        return []
    lex = places()
    names_of: set[str] = set()
    key = fold(original.text)
    code = lex.country_of_name.get(key)
    if code is not None and key in {fold(n) for n in lex.countries[code].values()}:
        # the country's name in the other language; not every name the list takes
        # for it ("Northern Ireland" is not the United Kingdom)
        names_of.update(lex.countries[code].values())
    for city_code, index in lex.city_of_name.get(key, ())[:1]:
        names_of.update(lex.cities[city_code][index][:2])
    out = []
    for name in names_of:
        alias = " ".join(fold_same_length(name).split())
        if alias != folded and len(alias) >= MIN_PART:
            out.append(alias)
    return out


_SUFFIX_END = re.compile(r"(?:'s|:s|')$")
_NORDIC = frozenset("åäöæøÅÄÖÆØ")


def _nordic_letters(text: str) -> frozenset[str]:
    return frozenset(c.lower() for c in text if c in _NORDIC)


def _nordic_differs(shown: str, known: frozenset[str]) -> bool:
    """Whether a match differs from its original (whose Swedish, Danish and
    Norwegian letters are ``known``) in a letter those languages do not fold (a, ä
    and å are three letters)."""
    letters = _nordic_letters(shown)
    return letters != known and not (letters <= known)


def _travels(original: Original, pattern: _Pattern, named: bool) -> bool:
    """Whether an original identifies in any document of the project."""
    if original.category in ("DATETIME", "QUANTITY"):
        return False
    return (
        pattern.named
        or sum(c.isdigit() for c in original.text) >= MIN_DIGITS
        or not named
    )


def _word_end(folded: str, end: int, language: str) -> int | None:
    """Where the word that a match ends ends: at once, or after a possessive or
    genitive; None when the match is inside a longer word."""
    for suffix in _SUFFIXES:
        if suffix == "s" and language != "sv":
            continue  # a bare -s is a Swedish genitive ("Lindqvists"), in English
            # it makes other words ("Thi" + s)
        after = end + len(suffix)
        if folded.startswith(suffix, end) and (
            after >= len(folded) or not folded[after].isalnum()
        ):
            return after
    if end >= len(folded) or not folded[end].isalnum():
        return end
    return None


def _inside(regions: Sequence[tuple[int, int]], start: int, stop: int) -> bool:
    """Whether ``start``-``stop`` overlaps a region (regions sorted, apart)."""
    index = bisect.bisect_right(regions, (stop, -1)) - 1
    while index >= 0:
        region_start, region_end = regions[index]
        if region_end > start and region_start < stop:
            return True
        if region_end <= start:
            return False
        index -= 1
    return False


def _stands_as_name(text: str, start: int, stop: int, parts: frozenset[str]) -> bool:
    """Whether an ordinary word stands where it can only be a name: in an address or
    handle, capitalised inside a sentence, or beside another part of its name."""
    if text[start].isupper() and not _sentence_start(text, start):
        return True
    # beside another part of the same name: "Hope Mensah", "Mensah, Hope"
    left = _TOKEN.findall(text[max(0, start - 40) : start])[-1:]
    right = _TOKEN.findall(text[stop : stop + 40])[:1]
    return any(fold_same_length(w) in parts for w in left + right)


def _in_handle(text: str, start: int, stop: int) -> bool:
    """Whether a match stands inside an address, handle or URL."""
    before = text[start - 1] if start else " "
    after = text[stop] if stop < len(text) else " "
    if before in "@_/#" or after in "@_":
        return True
    if before == "." and start >= 2 and text[start - 2].isalnum():
        return True
    return after == "." and stop + 1 < len(text) and text[stop + 1].isalnum()


def _sentence_start(text: str, start: int) -> bool:
    index = start - 1
    while index >= 0 and text[index] in " \t([":
        index -= 1
    return index < 0 or text[index] in _SENTENCE_END
