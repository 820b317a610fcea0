"""Dates and numbers: the project's date offset, numbers of similar size."""

from __future__ import annotations

import re

from . import formats
from .core import _HAS_DIGIT, RuleBase, _Doc, _Draw


class NumberRules(RuleBase):
    """Dates moved by the project's offset; numbers of similar size."""

    # ------------------------------------------------------------ dates, numbers

    def _datetime(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        offset = (
            doc.offset
            if draw.remember
            else doc.offset + draw.rng.choice((-7, 7, -14, 14, 1, -1, 365, -365))
        )
        text, found = formats.shift_dates(original, offset, doc.language)
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
        if not draw.remember:
            year_shift += draw.rng.choice((-1, 1))
        wanted = doc.article == "an" if doc.article in ("a", "an") else None
        for _ in range(8):
            text, found = formats.replace_numbers(
                original, doc.language, draw.rng, year_shift=year_shift
            )
            if not found:
                return None
            # "a [27-year-old]" -> "a 29-year-old", never "a 18-year-old"
            if wanted is None or _takes_an(text) == wanted:
                break
        return text, "numbers of similar size, format kept"


_AN_NUMBER = re.compile(r"^(?:8|11(?!\d)|18(?!\d)|11\d{3}(?!\d)|18\d{3}(?!\d))")


def _takes_an(text: str) -> bool:
    """Whether an English number (as written) is said with a vowel sound: "an
    8-year-old", "an 11-year-old", "an 18-year-old", "an 80th"."""
    return bool(_AN_NUMBER.match(text.strip())) or text.lower().startswith(
        ("eight", "eleven")
    )
