"""People: names with titles, initials, particles and genitives; handles."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from .core import _INITIAL, _POSSESSIVE, RuleBase, _Doc, _Draw, _sv_genitive
from .lexicon import (
    GENERIC_WORDS,
    LIST_OF_LOCALE,
    LOCALE_COUNTRY,
    TITLES,
    common_words,
    kinds,
    names,
    places,
)
from .text import copy_case, fold, folded_words

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


class PeopleRules(RuleBase):
    """Names of people: each part by its own rule and memory."""

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
            for locale in sorted(lex.locales_of.get(fold(token), ())):
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
            if not gender and len(genders) == 1:
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
        if role == "given" and gender in ("F", "M"):
            # "Li" was a woman's name in an earlier document, but here the text says
            # "han": the part gets a name of this gender under its own key
            known = self.memory.get(namespace, key)
            if known is not None and gender not in lex.given_gender.get(
                fold(known), {gender}
            ):
                key = f"{key}|{gender}"
        # "Lars" may not become "Lars-Erik" or "Lars Åke": a part that contains the
        # original part as a word leaks it.
        words = folded_words(token)

        def unlike(candidate: str) -> bool:
            # "Maria" may not become "Mariam", nor "Lars" "Lars-Erik"
            folded = fold(candidate)
            if len(key) >= 3 and (folded.startswith(key) or key.startswith(folded)):
                return False
            return words.isdisjoint(folded_words(candidate))

        choice = draw.choose(namespace, key, pool, accept=unlike)
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
        phrase = _name_in_phrase(original)
        if phrase is None:
            return self._person_name(doc, original, draw, "")
        prefix, name, trail = phrase
        # "Interior Minister Claude Guéant", "Minister of Work, Xavier Bertrand,":
        # the role stays (its places and nationalities change), the name is replaced
        found = self._person_name(doc, name, draw, _gender_of_words(prefix))
        if found is None:
            return None
        new_prefix = self._replace_words(doc, prefix, draw, places_only=True) or prefix
        return new_prefix + found[0] + trail, found[1] + ", the words around it kept"

    def _person_name(
        self, doc: _Doc, original: str, draw: _Draw, hint: str
    ) -> tuple[str, str] | None:
        if not hint:
            surname = fold(re.sub(r"['’]s?$|:s$", "", original.split()[-1]))
            hint = doc.gender_of.get(surname, "")
        key = (original, doc.after, hint, doc.pronoun)
        plan = self._person_plans.get(key)
        if plan is None:
            plan = self._person_plans[key] = self._person_parse(
                doc, original, hint, key[3]
            )
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

    def _person_parse(
        self, doc: _Doc, original: str, hint: str = "", pronoun: str = ""
    ) -> tuple[Any, ...] | None:
        """Titles, name parts and their roles, gender, locale and form of a name.

        The gender is the title's ("Mr", "fru"), else ``hint`` (words before the name,
        "the bride", or what the document says of this surname elsewhere), else
        ``pronoun`` (the pronoun that follows the name: "he", "hon"), else the first
        given name a list knows.
        """
        tokens = original.split()
        if not tokens or len(tokens) > 6:
            return None
        titles: list[str] = []
        gender = ""
        while tokens and tokens[0].lower() in TITLES and len(tokens) > 1:
            titles.append(tokens[0])
            gender = gender or TITLES[tokens[0].lower()]
            tokens = tokens[1:]
        gender = gender or hint or pronoun
        if not gender:
            # the first given name whose gender a list knows decides the others
            known = names().given_gender
            for token in tokens[:-1] or tokens:
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
            if len(name_tokens) == 1 and key in doc.name_roles:
                # "Li's" after "Li Wangyang": the part it was in the full name
                roles[index] = doc.name_roles[key]
            elif len(name_tokens) == 1:
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
        if len(name_tokens) > 1:
            for index, role in roles.items():
                doc.name_roles.setdefault(fold(tokens[index].split("-")[0]), role)
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

    def _hashtag(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        """ "#NadirKalkanaÖzgürlük", "@inmediahk": a handle of the same style."""
        if original[:1] not in "@#" or " " in original.strip():
            return None
        return self._handle(doc, original.strip(), draw)

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
        if any(fold(t) in places().demonym_of_word for t in tokens):
            return None  # "Philippine Collegian": a nationality, not a given name
        if not all(t[:1].isupper() for t in tokens):
            return None
        if any(fold(t) in GENERIC_WORDS for t in tokens):
            return None
        found = self._person(doc, original, draw)
        if found is None:
            return None
        return found[0], found[1] + " (the span reads as a person's name)"


@lru_cache(maxsize=4)
def _given_of_language(language: str) -> frozenset[str]:
    lists = names().by_locale.get(language)
    return frozenset(fold(n) for n in lists.given) if lists else frozenset()


# Words before a name that say its gender ("the bride", "his wife", "fru").
GENDER_WORDS = {
    **{w: g for w, g in TITLES.items() if g},
    **dict.fromkeys(
        """wife mother daughter sister widow bride girlfriend grandmother aunt niece
        woman girl lady queen princess actress hustru fru mor mamma dotter syster
        änka brud flickvän farmor mormor faster moster kvinna flicka drottning
        prinsessa""".split(),
        "F",
    ),
    **dict.fromkeys(
        """husband father son brother widower groom bridegroom boyfriend grandfather
        uncle nephew man boy king prince actor make man far pappa son bror änkling
        brudgum pojkvän farfar morfar farbror morbror pojke kung prins""".split(),
        "M",
    ),
}


def _gender_of_words(text: str) -> str:
    for word in reversed(text.lower().split()):
        gender = GENDER_WORDS.get(word.strip(",.;:()"))
        if gender:
            return gender
    return ""


_TRAIL = re.compile(r"[\s,.;:]*$")


@lru_cache(maxsize=1)
def _role_words() -> frozenset[str]:
    """Words that end a role before a name: "Minister", "spokesman", "vd"."""
    words = {
        fold(w.split()[-1])
        for lang in ("en", "sv")
        for w in kinds().words.get(("role", lang), ())
    }
    words |= {
        fold(o[c].split()[-1]) for o in places().occupations for c in (0, 1) if o[c]
    }
    words |= {fold(t.rstrip(".")) for t in TITLES}
    return frozenset(words)


@lru_cache(maxsize=20_000)
def _name_in_phrase(original: str) -> tuple[str, str, str] | None:
    """(words before, the name, punctuation after) of a span that is a phrase ending
    in a name; None when the span is a name alone (titles included)."""
    trail_match = _TRAIL.search(original)
    trail = trail_match.group(0) if trail_match else ""
    body = original[: len(original) - len(trail)]
    tokens = body.split(" ")
    if len(tokens) < 2:
        return None
    lex = names()
    common = common_words()
    start = len(tokens)
    while start > 0:
        token = tokens[start - 1]
        bare = fold(re.sub(r"['’]s?$|:s$", "", token))
        if token.lower() in PARTICLES and start < len(tokens):
            start -= 1
            continue
        name_like = bool(_INITIAL.match(token)) or (
            token[:1].isupper()
            and not token.endswith((",", ";", ":"))
            and bare not in GENERIC_WORDS
            and (bare in lex.given_gender or bare in lex.surnames or bare not in common)
        )
        if not name_like:
            break
        start -= 1
    if start == 0 or start == len(tokens) or len(tokens) - start > 5:
        return None
    prefix = tokens[:start]
    if all(t.lower() in TITLES for t in prefix):
        return None  # "Mr Nadir Kalkan": a name with its title
    last = prefix[-1]
    bare = fold(last.strip(",;:()"))
    if not (
        last.endswith((",", ";", ":"))
        or last[:1].islower()
        or bare in _role_words()
        or bare in GENDER_WORDS
    ):
        return None  # "Calle Järnkrok": a given name that is also a word
    return " ".join(prefix) + " ", " ".join(tokens[start:]), trail
