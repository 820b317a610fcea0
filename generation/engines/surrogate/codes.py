"""Codes: identity numbers, IBANs, e-mail and web addresses, phone numbers, handles."""

from __future__ import annotations

import re
from functools import lru_cache

from . import formats
from .core import _HAS_DIGIT, RuleBase, _Doc, _Draw
from .lexicon import (
    RESOURCES,
    frequent_english_or_swedish,
    kinds,
    names,
    organisation_kind_of,
    places,
)
from .rng import FastRng
from .text import fold

_LOCAL_PART = re.compile(r"^([\w.+-]+)@")
_LOCAL_SPLIT = re.compile(r"[._+-]")


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
        new = formats.organisationsnummer(original, rng)
        if new:
            return new, "Swedish organisation number, legal form and check digit kept"
        if "@" in original:
            local = self._email_person(doc, original, draw) or (
                f"{rng.choice(lists.given)} {rng.choice(lists.surnames)}"
            )
            new = formats.email(
                original, rng, fold(local), fold(rng.choice(lists.surnames))
            )
            if new:
                return new, "e-mail address of the same shape"
        if original[0] == "@":
            found = self._username(doc, original, draw)
            if found is not None:
                return found
        if original[0] in "@#":
            return self._handle(doc, original, draw)
        new = formats.phone(original, rng)
        if new:
            return new, "phone number, prefix kept"
        if re.search(rf"[a-z0-9]\.{formats.TLD}(/|$)", original, re.IGNORECASE):

            def another() -> str:
                return re.sub(r"[^a-z]", "", fold(rng.choice(lists.surnames)))

            new = formats.url(
                original, rng, another(), ordinary=_ordinary_word, another=another
            )
            if new:
                return new, "web address of the same shape"
        if not any(c.isalnum() for c in original):
            return None
        return formats.code_year(
            original, formats.scramble(original, rng), doc.offset
        ), "format kept: digits for digits, letters for letters"

    def _email_person(self, doc: _Doc, original: str, draw: _Draw) -> str | None:
        """The local part of an address that names a person ("nadir.kalkan@…"),
        from that person's surrogate name parts (through the memory: the address
        and the name agree whichever comes first); None when no part is a name."""
        match = _LOCAL_PART.match(original.strip())
        if match is None:
            return None
        lex = names()
        tokens = [t for t in _LOCAL_SPLIT.split(match.group(1)) if t]
        letters = [t.rstrip("0123456789") for t in tokens]
        keys = [fold(t) if len(t) >= 2 and t.isalpha() else "" for t in letters]

        def remembered(key: str) -> str | None:
            return self.memory.get("given", key) or self.memory.get("surname", key)

        # an address names a person when a part is a known given name or a name the
        # project has met; its other parts are then that person's surname
        if not any(k and (k in lex.given_gender or remembered(k)) for k in keys):
            return None
        out: list[str] = []
        named = False
        for index, key in enumerate(keys):
            known = remembered(key) if key else None
            if known is None and key and len(key) >= 3 and draw.remember:
                # "first.last@": the first of several parts is the given name
                given = (index == 0 and len(keys) > 1) or (
                    key in lex.given_gender and key not in lex.surnames
                )
                known = self._name_part(
                    doc,
                    draw,
                    letters[index].capitalize(),
                    "given" if given else "surname",
                    "",
                    doc.language,
                )
            if known is None:
                out.append("")
                continue
            named = True
            out.append(re.sub(r"[^a-z0-9-]", "", fold(known)))
        if not named:
            return None
        lists = names().by_locale[doc.language]
        filled = [
            part or re.sub(r"[^a-z]", "", fold(draw.rng.choice(lists.surnames)))
            for part in out
        ]
        return " ".join(p for p in filled if p)

    def _username(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """ "wanderingmum82" -> "quietlake47", "@jessgoesnorth" -> "@fairtrees",
        "GamleGustav" -> "RaskaOlof": a user name of the same shape (words of
        about the same length and case, as many digits), through the memory by
        the name without its "@", whatever the span's label."""
        text = original.strip()
        handle = "@" if text.startswith("@") else ""
        body = text[len(handle) :]
        key = fold(body)
        if not handle and _SITE.fullmatch(body):
            return None  # "hooyoskitchen.example": a site, the domain rule's
        if not looks_like_username(text):
            # "jessgoesnorth" once written "@jessgoesnorth": the same user
            known = self.memory.get("username", key) if draw.remember else None
            if known is None or " " in text:
                return None
            return known, "user name: the project's surrogate for this user"
        if not handle and not any(c.isdigit() or c in "._" for c in body):
            # a CamelCase word some list knows is a brand or a platform ("YouTube")
            if kinds().kind_of.get(key) or organisation_kind_of(key, doc.language):
                return None
        rng = self.rng("username", key)
        pool = [username_like(body, doc.language, rng) for _ in range(30)]
        new = draw.choose("username", key, pool)
        return handle + new, "user name of the same shape"

    def _code_if_digits(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        if (
            "@" in original
            or _WEB_ADDRESS.fullmatch(original)
            or formats.is_phone(original.strip())
            or _CODE_LIKE.match(original.strip())
        ):
            # a contact in a label of its own ("CONTACT", "other"): a code's rule,
            # so a phone number keeps its trunk prefix ("070-..." stays "070-...")
            return self._code(doc, original, draw)
        if not _HAS_DIGIT.search(original):
            return None
        found = self._numbers(doc, original, draw)
        if found is None:
            return None
        return formats.code_year(original, found[0], doc.offset), (
            "numbers replaced, words kept"
        )


_WEB_ADDRESS = re.compile(rf"(https?://)?[\w.-]+\.{formats.TLD}(/\S*)?", re.IGNORECASE)
# A site with a common or a country's ending, or the reserved .example (a user name
# such as "anna.berg" has none of them)
_SITE = re.compile(
    r"(https?://)?[\w.-]+\.(?:example|com|org|net|edu|gov|info|biz|io|app|dev|[a-z]{2})"
    r"(/\S*)?",
    re.IGNORECASE,
)
# One token of five digits or more ("19820314-2370", "T1134567G", "2317/24IT"): an
# identifier, whose check digits, dates and letters a code's rule keeps valid.
_CODE_LIKE = re.compile(r"^(?=(?:\D*\d){5})[^\W_][\w./:-]*$")
# A user name: one token of letters (and digits, "_", "."), after an optional "@".
_USERNAME = re.compile(r"^[^\W\d_][\w.]*$")
_RUNS = re.compile(r"[^\W\d_]+|\d+|[^\w]|_")
_CAMEL_SPLIT = re.compile(r"[^\W\d_][^\W\d_A-ZÅÄÖ]*")
_CAMEL = re.compile(r"[a-zåäöæøüéß][A-ZÅÄÖÆØÜÉ]")
# Name particles written before a capital ("McDonald", "DeShawn", "MacArthur"): a
# name, not a user name.
_PARTICLES = frozenset(
    "mc mac de di da le la van von al el du des del della ten ter st".split()
)
_TLDS = frozenset(
    """com org net edu gov int info biz io co uk se nu dk no fi de fr es it nl be
    eu ch at pl ru cn jp in us ca au""".split()
)


def looks_like_username(text: str) -> bool:
    """Whether a single token reads as a user name: "@jessgoesnorth", or letters
    with a digit, an underscore, an inner dot or a capital after a lower-case
    letter ("wanderingmum82", "jess_goes", "linnea.reser", "GamleGustav"); not a
    code or a number ("LK19", "V70": no run of three letters with a lower-case
    one), a date, a domain ("bulatlat.com") or a name with a particle
    ("McDonald")."""
    handle = text.startswith("@")
    body = text[1:] if handle else text
    if not body or not _USERNAME.match(body) or body.endswith("."):
        return False
    letters = re.findall(r"[^\W\d_]+", body)
    if not any(len(run) >= 3 and not run.isupper() for run in letters):
        return False
    if sum(c.isdigit() for c in body) > 6:
        return False
    if "." in body and body.rsplit(".", 1)[1].lower() in _TLDS:
        return False
    if handle or any(c.isdigit() or c in "._" for c in body):
        return True
    if not _CAMEL.search(body):
        return False
    parts = _CAMEL_SPLIT.findall(body)
    return (
        len(parts) >= 2
        and "".join(parts) == body
        and all(len(p) >= 3 for p in parts)
        and fold(parts[0]) not in _PARTICLES
        and fold(parts[0]) not in _NAME_PREFIXES
    )


# Lower-case prefixes of a name in camel case that is a language or people, not a
# user name ("isiNdebele", "isiZulu", "seSotho")
_NAME_PREFIXES = frozenset({"isi", "se", "ki", "chi", "oshi", "otji"})


@lru_cache(maxsize=2)
def _username_words(language: str) -> dict[int, tuple[str, ...]]:
    """Ordinary nouns and adjectives of ``language`` for user names, by length:
    the forms its treebank writes in lower case, without diacritics."""
    from .nearest import treebank_pos

    # "jewish", "svensk" say who one is; "heroin", "cancer" what one has
    people = places().demonym_of_word.keys() | places().condition_of.keys()
    by_length: dict[int, list[str]] = {}
    for path in sorted((RESOURCES.parent / "ud").glob(f"{language}_*.conllu")):
        for form, tag in treebank_pos(str(path)).items():
            folded = fold(form)
            if (
                tag in ("NOUN", "ADJ")
                and folded.isascii()
                and folded.isalpha()
                and 4 <= len(folded) <= 8
                and folded not in people
            ):
                by_length.setdefault(len(folded), []).append(folded)
    return {size: tuple(sorted(set(words))) for size, words in by_length.items()}


def _word_like(word: str, words: dict[int, tuple[str, ...]], rng: FastRng) -> str:
    """A word of about the length of ``word`` (two words for a long run:
    "wanderingmum" -> "quietlake"), in its case pattern."""
    size = len(word)
    if size >= 9 and word.islower():
        first = rng.randint(3, size - 4)
        new = _word_like(word[:first], words, rng) + _word_like(
            word[first:], words, rng
        )
        return new
    near = [n for n in (size, size - 1, size + 1) if words.get(n)]
    if not near:
        near = [min(words, key=lambda n: abs(n - size))]
    new = rng.choice(words[rng.choice(near)])
    if word.isupper() and len(word) > 1:
        return new.upper()
    if word[:1].isupper():
        return new.capitalize()
    return new


def _digits_like(digits: str, rng: FastRng) -> str:
    """Digits of the same count: a year stays a year of its century ("1985" ->
    "1973"), a leading zero stays."""
    size = len(digits)
    if size == 4 and digits[:2] in ("19", "20"):
        return digits[:2] + f"{rng.randint(0, 99):02d}"
    first = "0" if digits[0] == "0" else str(rng.randint(1, 9))
    return first + "".join(str(rng.randint(0, 9)) for _ in range(size - 1))


def username_like(body: str, language: str, rng: FastRng) -> str:
    """Another user name of the shape of ``body``: each word another of about its
    length and case, each run of digits as many digits, "_" and "." kept."""
    words = _username_words(language if language in ("en", "sv") else "en")
    out = []
    for run in _RUNS.findall(body):
        if run.isdigit():
            out.append(_digits_like(run, rng))
        elif run[0].isalpha():
            parts = _CAMEL_SPLIT.findall(run)
            if "".join(parts) != run:
                parts = [run]
            out.append("".join(_word_like(p, words, rng) for p in parts))
        else:
            out.append(run)
    return "".join(out)


def _ordinary_word(word: str) -> bool:
    """A word of English or Swedish ("karta", "booking"): a page of a site, no name."""
    return fold(word) in frequent_english_or_swedish(30000)
