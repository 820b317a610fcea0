"""Codes: identity numbers, IBANs, e-mail and web addresses, phone numbers, handles."""

from __future__ import annotations

import re

from . import formats
from .core import _HAS_DIGIT, RuleBase, _Doc, _Draw
from .lexicon import (
    names,
)
from .text import fold


class CodeRules(RuleBase):
    """Codes of the same format and, where it has one, a valid check digit."""

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
        if (
            "@" in original
            or re.fullmatch(
                r"(https?://)?[\w.-]+\.[a-z]{2,6}(/\S*)?", original, re.IGNORECASE
            )
            or formats.is_phone(original.strip())
        ):
            # a contact in a label of its own ("CONTACT", "other"): a code's rule,
            # so a phone number keeps its trunk prefix ("070-..." stays "070-...")
            return self._code(doc, original, draw)
        if not _HAS_DIGIT.search(original):
            return None
        found = self._numbers(doc, original, draw)
        if found is None:
            return None
        return found[0], "numbers replaced, words kept"
