"""One pseudonym per entity, and distinct entities kept distinct.

The research's models did not track entities, which gave SEM:MERGED-ENTITY and
CONTRADICTORY errors. This wrapper works after any generator: it groups the mentions of
a document into entities and rewrites the suggestions so that

* every mention of an entity gets the pseudonym chosen for its first mention, and
* two entities of one document do not share a pseudonym: a later entity whose pseudonym
  is taken gets its first free alternative, else one the generator proposes.

An entity is the span's ``entity`` (TAB ``entity_id``); a span without one joins the
entity that has a mention with the same normalized text (casefolded, whitespace
collapsed), else forms an entity of its own with the other mentions of that text.

In ``repL`` later windows show earlier choices, so rewriting afterwards would leave
them showing choices that were then replaced. The repL loops of ``mlm`` and ``llm``
therefore keep an :class:`EntityLedger`: a later mention of an entity takes its
pseudonym without asking the model (its windows show it from then on), and ``mlm``
prefers candidates no other entity has. The wrapper still runs after them and finds
little or nothing left to change.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from typing import Any

from .types import (
    FAILED,
    EngineDocument,
    Generator,
    SpanRef,
    Suggestion,
    spans_in_order,
)

ProposeAlternative = Callable[[SpanRef, frozenset[str]], str | None]
FIRST_MENTION = "consistency: the pseudonym of this entity's first mention"


def normalized(text: str) -> str:
    return " ".join(text.casefold().split())


def entity_groups(document: EngineDocument) -> dict[Any, str]:
    """Span key -> entity group id; ids are ``entity:<id>`` or ``text:<normalized>``."""
    ordered = spans_in_order(document.spans)
    group_of_text: dict[str, str] = {}
    for span in ordered:
        if span.entity is not None:
            surface = normalized(document.text[span.start : span.end])
            group_of_text.setdefault(surface, f"entity:{span.entity}")
    groups: dict[Any, str] = {}
    for span in ordered:
        if span.entity is not None:
            groups[span.key] = f"entity:{span.entity}"
        else:
            surface = normalized(document.text[span.start : span.end])
            groups[span.key] = group_of_text.get(surface, f"text:{surface}")
    return groups


def _usable(text: str) -> bool:
    return bool(text.strip()) and text != FAILED


def apply_consistency(
    document: EngineDocument,
    suggestions: list[Suggestion],
    *,
    propose_alternative: ProposeAlternative | None = None,
) -> list[Suggestion]:
    """Suggestions rewritten so entities are consistent and distinct (same order)."""
    groups = entity_groups(document)
    spans = {span.key: span for span in document.spans}
    by_key = {s.span_key: s for s in suggestions}
    members: dict[str, list[Any]] = {}  # group -> span keys, in text order
    for span in spans_in_order(document.spans):
        if span.key in by_key:
            members.setdefault(groups[span.key], []).append(span.key)

    taken: set[str] = set()
    chosen: dict[str, tuple[str, str]] = {}  # group -> (pseudonym, reason)
    for group, keys in members.items():
        usable = [by_key[k] for k in keys if _usable(by_key[k].text)]
        if not usable:
            chosen[group] = (by_key[keys[0]].text, "")
            continue
        first = usable[0]
        pseudonym, reason = first.text, ""
        if normalized(pseudonym) in taken:
            pseudonym, reason = _distinct(
                first, usable, spans[first.span_key], taken, propose_alternative
            )
        taken.add(normalized(pseudonym))
        chosen[group] = (pseudonym, reason)

    result = []
    for suggestion in suggestions:
        span_group = groups.get(suggestion.span_key)
        if span_group is None or span_group not in chosen:
            result.append(suggestion)
            continue
        pseudonym, reason = chosen[span_group]
        changed = pseudonym != suggestion.text
        if not changed and not reason:
            result.append(suggestion)
            continue
        note = reason or FIRST_MENTION
        result.append(
            replace(
                suggestion,
                text=pseudonym,
                failed=pseudonym == FAILED,
                reason="; ".join(r for r in (suggestion.reason, note) if r),
            )
        )
    return result


def _distinct(
    first: Suggestion,
    usable: list[Suggestion],
    span: SpanRef,
    taken: set[str],
    propose_alternative: ProposeAlternative | None,
) -> tuple[str, str]:
    candidates = list(first.alternatives)
    for other in usable[1:]:  # other mentions' own choices are fair candidates too
        candidates.extend([other.text, *other.alternatives])
    for candidate in candidates:
        if _usable(candidate) and normalized(candidate) not in taken:
            return candidate, "consistency: alternative, another entity had the first"
    if propose_alternative is not None:
        proposed = propose_alternative(span, frozenset(taken))
        if proposed is not None and normalized(proposed) not in taken:
            return proposed, "consistency: new draw, another entity had the first"
    return first.text, "consistency: no distinct pseudonym found; shared with an entity"


class EntityLedger:
    """The pseudonyms chosen so far in one document, for consistency inside a repL loop.

    Entities are grouped as :func:`entity_groups` does; the first usable choice made
    for an entity is its pseudonym.
    """

    def __init__(self, document: EngineDocument) -> None:
        self._groups = entity_groups(document)
        self._chosen: dict[str, str] = {}
        self._taken: set[str] = set()

    def pseudonym(self, span: SpanRef) -> str | None:
        """The pseudonym of the entity ``span`` mentions, if one was chosen already."""
        group = self._groups.get(span.key)
        return None if group is None else self._chosen.get(group)

    def taken(self, form: str) -> bool:
        """Whether an entity of the document already has ``form`` as its pseudonym."""
        return normalized(form) in self._taken

    def record(self, span: SpanRef, text: str) -> None:
        """``text`` was chosen for ``span``: its entity's pseudonym, if it has none."""
        group = self._groups.get(span.key)
        if group is None or group in self._chosen or not _usable(text):
            return
        self._chosen[group] = text
        self._taken.add(normalized(text))


class ConsistentGenerator:
    """Any generator, with :func:`apply_consistency` applied to each document.

    The inner generator may offer ``propose_alternative(document, span, taken)`` to
    draw a new pseudonym when all its alternatives are taken.
    """

    def __init__(self, inner: Generator) -> None:
        self.inner = inner
        self.name = inner.name

    def fill(
        self, documents: Iterable[EngineDocument]
    ) -> Iterator[tuple[EngineDocument, list[Suggestion]]]:
        method = getattr(self.inner, "propose_alternative", None)
        for document, suggestions in self.inner.fill(documents):
            propose = functools.partial(method, document) if method else None
            yield (
                document,
                apply_consistency(document, suggestions, propose_alternative=propose),
            )
