"""Which language each imported document is in: from a metadata key, or detected.

A project can hold documents in English and Swedish (parallel corpora do); every
document carries its own language, which generators, taggers, word lists and metrics
use. An import decides it per record, in this order:

1. ``--language-key KEY``: the value of metadata key ``KEY`` (top level, or inside a
   nested ``meta`` object; ``a.b`` reads nested keys), through the ``--language-map``
   rules, else read as a language name or code (``en``, ``English``, ``eng``, ``sv``,
   ``svenska``, ``sv-SE``...). A value that maps to nothing is an error naming the line
   (the import is refused, or the record skipped with ``--skip-invalid``); a record
   without the key falls through to detection, with a warning.
2. Without ``--language-key``: the key ``language`` when its value is a language code
   or name. This is what exports write, so a round trip keeps every document's
   language with no options.
3. Detection: English or Swedish from function words and the letters å, ä, ö
   (:func:`detect_language`). Below the confidence threshold the document gets the
   project's language, with a warning naming the document and the line. With
   detection off (``--no-language-detection``, for a corpus in one language) every
   such document gets the project's language.

``--language-map`` rules (``VALUE=LANG``, tried in the order given, case-insensitive,
against the whole value with surrounding space removed):

- ``SWE=sv``: the value ``SWE`` exactly;
- ``*_SWE=sv``: a shell-style pattern (``*`` any run of characters, ``?`` one; ``[..]``
  a character class), here every value ending in ``_SWE``;
- ``re:_(SE|SWE)$=sv``: a Python regular expression searched in the value.

An exact value or a pattern without a dot also matches the value with its file
extension stripped: ``*_ENG=en`` matches ``gv-eng-swe-105_ENG.json`` (values are often
file names), as ``*_ENG.json=en`` does. A value that no rule matches is an error that
quotes it and says which rule would match it.

The rule is split at its last ``=``, so a pattern may itself contain ``=``. ``LANG`` is
any name or code that reads as a language (``sv``, ``Swedish``, ``svenska``).

Plain Python, no Django: the import service calls :meth:`LanguageRule.resolve` once per
record, where the document row is built.
"""

from __future__ import annotations

import fnmatch
import math
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

LANGUAGES = ("en", "sv")

# Names and codes a language value may be written as (ISO 639-1/2/3, English and
# native names, Swedish names); matched case-insensitively, region suffixes dropped.
_ALIASES: dict[str, str] = {
    "en": "en",
    "eng": "en",
    "english": "en",
    "engelska": "en",
    "sv": "sv",
    "swe": "sv",
    "sve": "sv",
    "swedish": "sv",
    "svenska": "sv",
    "svensk": "sv",
}
_REGION = re.compile(r"^([a-z]{2,3})[-_][a-z0-9]{2,8}$")

# How ``resolve`` decided, as the import report names it.
FROM_KEY = "key"
DETECTED = "detected"
DEFAULT = "default"

DEFAULT_THRESHOLD = 0.75
# Detection reads at most this much of a document (cut at a word boundary).
DETECT_CHARACTERS = 3000
AUTO_KEY = "language"


def language_code(value: Any) -> str | None:
    """``value`` as ``en``/``sv`` when it names one of them, else None."""
    if not isinstance(value, str):
        return None
    text = value.strip().lower()
    if text in _ALIASES:
        return _ALIASES[text]
    region = _REGION.match(text)  # en-GB, sv_SE, eng-US
    if region and region.group(1) in _ALIASES:
        return _ALIASES[region.group(1)]
    return None


@dataclass(frozen=True)
class MapRule:
    """One ``--language-map`` rule as the user wrote it, and what it matches."""

    text: str
    language: str
    kind: str  # exact | glob | regex
    pattern: re.Pattern[str]

    def matches(self, value: str) -> bool:
        if self.kind == "regex":
            return self.pattern.search(value) is not None
        if self.pattern.fullmatch(value) is not None:
            return True
        # A rule written without a dot says nothing of extensions: "*_ENG" is meant
        # to match "doc_ENG.json" too.
        stem = _without_extension(value)
        return (
            "." not in self.text.rsplit("=", 1)[0]
            and stem != value
            and self.pattern.fullmatch(stem) is not None
        )


_EXTENSION = re.compile(r"\.[A-Za-z][A-Za-z0-9]{0,4}$")


def _without_extension(value: str) -> str:
    """``value`` without a file extension such as ``.json`` (a letter, then up to
    four letters or digits): version numbers such as ``1.5`` are no extension."""
    return _EXTENSION.sub("", value)


def map_rule_hint(value: Any) -> str:
    """The rules that would map ``value``, as the error for an unmatched value
    shows them: the value itself and, for a file name, a pattern of its ending."""
    text = str(value).strip()
    stem = _without_extension(text)
    ending = re.search(r"[_\-.][^_\-.]+$", stem)
    examples = [f"{text}=en"]
    if ending and ending.start() > 0:
        examples.append(f"*{ending.group(0)}=en")
    return " or ".join(repr(e) for e in examples)


def parse_language_map(items: Iterable[str]) -> list[MapRule]:
    """The rules of ``--language-map`` values; ValueError says which one is wrong."""
    rules: list[MapRule] = []
    for raw in items:
        item = raw.strip()
        if not item:
            continue
        if "=" not in item:
            raise ValueError(
                f"language map {raw!r} has no '='; write VALUE=LANG, e.g. SWE=sv, "
                "*_SWE=sv or re:_SWE$=sv"
            )
        value, target = item.rsplit("=", 1)
        language = language_code(target)
        if language is None:
            raise ValueError(
                f"language map {raw!r}: {target.strip()!r} is not a language; use "
                f"one of {', '.join(LANGUAGES)}"
            )
        value = value.strip()
        if not value:
            raise ValueError(f"language map {raw!r} has nothing before '='")
        if value.startswith("re:"):
            try:
                pattern = re.compile(value[3:], re.IGNORECASE)
            except re.error as exc:
                raise ValueError(
                    f"language map {raw!r}: bad regular expression: {exc}"
                ) from None
            rules.append(MapRule(item, language, "regex", pattern))
        elif any(char in value for char in "*?["):
            pattern = re.compile(fnmatch.translate(value), re.IGNORECASE)
            rules.append(MapRule(item, language, "glob", pattern))
        else:
            pattern = re.compile(re.escape(value), re.IGNORECASE)
            rules.append(MapRule(item, language, "exact", pattern))
    return rules


# --------------------------------------------------------------------------------
# Detection

# Frequent function words of each language that are rare or absent in the other. Left
# out on purpose: "i" (Swedish "in", English "I"), "men", "man", "under", "by", "all",
# "for", "den", "in": common in both.
_FUNCTION_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset(
        """the of and to is that it was on with as be at this are from or have
        not which an but had his they has were been their would there will we can
        she he her who you if what when so about into than them these its our also
        more some my me him out up no do does did said after before should could
        between because those such other only any where how while being then through
        shall upon whom whose your us were against during without within these
        very most just over again why here""".split()
    ),
    "sv": frozenset(
        """och att det som en på är av för med till har de inte om ett han var jag
        sig från vi så kan när år säger hon också efter eller nu sin där vid mot ska
        skulle kommer ut får finns vara hade alla andra mycket än här då sedan över
        dem bara vad honom hans hennes deras sitt sina mig dig oss ni blev blir
        varit detta denna dessa vilket vilken utan inom genom mellan samt enligt
        både redan kunde måste ha göra gick hur varför eftersom något någon inga
        ingen dock även""".split()
    ),
}
_WORD = re.compile(r"[^\W\d_]+")


@dataclass(frozen=True)
class Detection:
    language: str | None  # None: no evidence at all
    confidence: float  # 0.5 (a coin toss) .. 1.0
    evidence: dict[str, int]


def detect_language(text: str) -> Detection:
    """English or Swedish, and how sure: counts of function words of each language,
    plus Swedish words with å/ä/ö.

    ``confidence`` is the winner's share of the evidence with one pseudo-count each
    (Laplace), so that 2 words against 0 is 0.75 but 20 against 1 is 0.91; a short
    text with no evidence is 0.5 and has no language.
    """
    english = swedish = 0
    swedish_words, english_words = _FUNCTION_WORDS["sv"], _FUNCTION_WORDS["en"]
    if len(text) > DETECT_CHARACTERS:
        # A few hundred words settle it; reading a whole 6,000-character article
        # made detection a third of a news import's CPU time.
        text = text[:DETECT_CHARACTERS].rsplit(None, 1)[0]
    # Each distinct word once: about a fifth faster on document-sized texts.
    for word, n in Counter(_WORD.findall(text.lower())).items():
        if word in swedish_words or "å" in word or "ä" in word or "ö" in word:
            swedish += n
        elif word in english_words:
            english += n
    counts = {"en": english, "sv": swedish}
    if english == swedish:
        return Detection(None, 0.5, counts)
    winner = "en" if english > swedish else "sv"
    confidence = (max(english, swedish) + 1) / (english + swedish + 2)
    return Detection(winner, confidence, counts)


# --------------------------------------------------------------------------------
# Deciding a document's language


@dataclass(frozen=True)
class Decision:
    language: str
    how: str  # FROM_KEY | DETECTED | DEFAULT
    warning: str = ""
    error: str = ""
    # The metadata key to drop: the automatic "language" key holding a bare code is
    # the column's value, written back on export; anything else stays as it came.
    consumed_key: str | None = None


def metadata_lookup(metadata: Mapping[str, Any], key: str) -> tuple[bool, Any]:
    """(found, value) of ``key`` in metadata: top level, in ``meta``, or a dotted
    path."""
    if key in metadata:
        return True, metadata[key]
    meta = metadata.get("meta")
    if isinstance(meta, Mapping) and key in meta:
        return True, meta[key]
    node: Any = metadata
    for part in key.split("."):
        if not isinstance(node, Mapping) or part not in node:
            return False, None
        node = node[part]
    return "." in key, node


@dataclass
class LanguageRule:
    """How an import decides each document's language (see the module docstring)."""

    default: str
    key: str | None = None
    rules: Sequence[MapRule] = ()
    threshold: float = DEFAULT_THRESHOLD
    # Off: documents without a language from a key get the project's, unwarned.
    detect_enabled: bool = True

    def resolve(
        self, *, external_id: str, text: str, metadata: Mapping[str, Any]
    ) -> Decision:
        if self.key:
            found, value = metadata_lookup(metadata, self.key)
            if found and value is not None and str(value).strip():
                language = self.map_value(value)
                if language is None:
                    # Said the same way on the upload page (its "Language map"
                    # field) and the command line (--language-map).
                    rules = ", ".join(repr(rule.text) for rule in self.rules)
                    hint = (
                        f"no language map rule ({rules}) matches it"
                        if self.rules
                        else "it names no language"
                    ) + (
                        f"; a rule such as {map_rule_hint(value)} (en or sv) "
                        "would map it"
                    )
                    return Decision(
                        self.default,
                        FROM_KEY,
                        error=f"document {external_id!r}: language {self.key!r} is "
                        f"{value!r}; {hint}",
                    )
                return Decision(language, FROM_KEY)
            language, how, unsure = self._detect(text)
            what = "has no" if not found else "has an empty"
            warning = f"document {external_id!r} {what} {self.key!r} key; " + (
                unsure
                or (
                    f"detected {language!r}"
                    if how == DETECTED
                    else f"took the project's language {language!r}"
                )
            )
            return Decision(language, how, warning=warning)
        if AUTO_KEY in metadata:
            language = language_code(metadata[AUTO_KEY])
            if language is not None:
                consumed = AUTO_KEY if metadata[AUTO_KEY] == language else None
                return Decision(language, FROM_KEY, consumed_key=consumed)
        return self.detect(external_id=external_id, text=text)

    def map_value(self, value: Any) -> str | None:
        text = str(value).strip()
        for rule in self.rules:
            if rule.matches(text):
                return rule.language
        return language_code(text)

    def detect(self, *, external_id: str, text: str) -> Decision:
        language, how, unsure = self._detect(text)
        if unsure:
            return Decision(
                language, how, warning=f"document {external_id!r}: {unsure}"
            )
        return Decision(language, how)

    def _detect(self, text: str) -> tuple[str, str, str]:
        """(language, how, why unsure: "" when sure)."""
        if not self.detect_enabled:
            return self.default, DEFAULT, ""
        found = detect_language(text)
        if found.language is not None and found.confidence >= self.threshold:
            return found.language, DETECTED, ""
        if found.language is not None:
            guess = (
                f"it looks {found.language!r} with confidence "
                f"{found.confidence:.2f} (threshold {self.threshold:.2f})"
            )
        elif any(found.evidence.values()):
            guess = "it has as many English as Swedish words"
        else:
            guess = "it has too few English or Swedish words to tell"
        return (
            self.default,
            DEFAULT,
            f"language unsure: {guess}; took the project's language {self.default!r}",
        )


def check_threshold(value: float) -> float:
    if math.isnan(value) or not 0.5 <= value <= 1.0:
        raise ValueError(
            f"language threshold {value} is out of range; use 0.5 (always take the "
            "detected language) to 1.0"
        )
    return value


_HOW = {FROM_KEY: "from the key", DETECTED: "detected", DEFAULT: "project default"}


def language_summary(languages: Mapping[str, Mapping[str, int]]) -> str:
    """``sv 3 (from the key 3), en 2 (detected 1, project default 1)``."""
    parts = []
    for language in sorted(languages):
        ways = languages[language]
        how = ", ".join(
            f"{_HOW.get(way, way)} {count}" for way, count in sorted(ways.items())
        )
        parts.append(f"{language} {sum(ways.values())} ({how})")
    return ", ".join(parts)
