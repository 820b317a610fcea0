"""People: names with titles, initials, particles and genitives; handles."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from difflib import SequenceMatcher
from functools import lru_cache
from typing import Any

from .coined import coined
from .core import _INITIAL, _POSSESSIVE, RuleBase, _Doc, _Draw, _sv_genitive
from .lexicon import (
    GENERIC_WORDS,
    KIN_TITLES,
    LIST_OF_LOCALE,
    LOCALE_COUNTRY,
    NAME_LOCALES,
    SURNAME_FIRST,
    TITLES,
    _listed_names,
    common_words,
    frequent_english_or_swedish,
    frequent_words,
    kinds,
    lowercase_words,
    names,
    pet_names,
    places,
)
from .places import LANDMARK_HEADS, PLACE_PREFIXES
from .text import WORD, copy_case, fold, folded_words

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
    # patronymic links of Malay, Tamil and Arab names ("Kavin s/o Ramasamy",
    # "Siti binti Osman")
    "s/o",
    "d/o",
    "a/l",
    "a/p",
    "binti",
    "binte",
    # Irish surnames' particles ("Ciarán Ó Donnabháin", "Aoife Ní Bhriain"): kept,
    # never read as an initial
    "ó",
    "ní",
    "nic",
    "uí",
    "mhic",
}
# The origins added beyond the European ones (see lexicon.NAME_LOCALES).
ADDED = frozenset(NAME_LOCALES[NAME_LOCALES.index("fr_DZ") :])
_ARTICLE = re.compile(r"^(al|el|ul|ad|ar|as|at|an|ash|ben|bin|ibn|abu)-", re.I)
_TAG_WORD = re.compile(r"[A-ZÀ-ÞĀ-Ž][a-zß-ÿā-ž]*|[a-zß-ÿā-ž]+|\d+")
_LIST_SPLIT = re.compile(r"(,\s+(?:and\s+|och\s+|&\s+)?|\s+(?:and|och|&)\s+)")
_ARABIC_LINKS = frozenset({"bin", "binti", "binte", "ibn"})
# A name with the age beside it in one span: "Hans Ekdahl, 66", "Dr Ana Ruiz, 41".
_NAME_AND_AGE = re.compile(
    r"(?P<name>[^\W\d_][^,\d]*[^\W\d_.])(?P<comma>,\s?)(?P<age>1[01]\d|\d{1,2})"
)


def without_age(mention: str) -> str:
    """A mention of a person without the age its span holds beside the name
    ("Hans Ekdahl, 66" -> "Hans Ekdahl"); other mentions as they are."""
    aged = _NAME_AND_AGE.fullmatch(mention.strip())
    return aged.group("name") if aged else mention


# A nickname in quotation marks inside a name: 'Desmond "Bigga" Francis'.
_NICKNAME = re.compile(
    r"(?P<first>[^\W\d_][\w.'’-]*(?: [^\W\d_][\w.'’-]*)?) "
    r"(?P<open>[\"“‘'])(?P<nick>[^\W\d_][\w-]{1,20})(?P<close>[\"”’'])"
    r" (?P<last>[^\W\d_][\w'’-]*(?: [^\W\d_][\w'’-]*)?)"
)
_PATRONYMIC = re.compile(r"\s(?:s/o|d/o|a/l|a/p|bin|binti|binte)\s", re.I)
# Name particles that are given names at the start ("Ben Smith", "Abu Bakr").
INNER_PARTICLES = frozenset({"ben", "bent", "ould"})
# Words that follow a name in the nominative far more often than a possessed noun.
NOT_AFTER_GENITIVE = frozenset(
    """säger sa sade har hade är var blir blev och som skriver berättar menar tycker
    vill ska skulle kan kunde fick får gjorde gör vann tog i på med till från om att
    för av efter inför mot under vid under eller men när där
    kommer kom ser såg går gick står stod visar visade anser ansåg tror trodde vet
    tar tog ger gav hävdar hävdade uppger uppgav förklarar förklarade konstaterar
    spelar spelade leder ledde lämnar lämnade angrep angriper befann befunnit
    blivit varit haft fått sett
    den det de dem denna detta dessa en ett sin sitt sina inte också nu då här
    igen redan ännu alltid aldrig bara även""".split()
)


# Surnames of Vietnam a text writes without diacritics (the lists' own are
# recognised folded too), and the middle names that say a woman's or a man's name.
VIETNAMESE_SURNAMES = frozenset(
    "nguyen tran pham hoang huynh phan dang bui duong ngo vuong trinh".split()
)
VIETNAMESE_MIDDLE = {"thi": "F", "van": "M"}
_VIETNAMESE_LETTERS = re.compile(
    "[ăâđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹĐ]"
)
# Yoruba and Igbo name shapes: Olu-, Ade-, Ogun-, Chi-, Nwa-; -seun, -wale, -chukwu.
_NIGERIAN = re.compile(
    r"^(?:olu(?!f$)\w{2}|ade[bdgkowy]|ayo[dm]|ogun|chid|chine|chino|chiam|chuk"
    r"|nwa|nnam|okon|okeke|ngoz|ifeo|ifea|emek|obin)"
    r"|(?:seun|wale|yemi|tunde|bayo|kunle|funmi|yinka|leye|chukwu|nkwo)$"
)
_POLISH = re.compile(r"(?:[^s]|^)sz|cz|rz(?!e[ln])|wicz|(?:ski|cki|ska|cka)\b")


# Kinship words used as names ("Mom", "Pappa", "Aaji's", "Nani-ji"): another word
# of the same relation, generation and gender, so that "she" and the story still
# fit. Each group lists English, Swedish, Indian and Spanish words; a word is drawn
# from its own language first.
ADDRESS_TERMS: dict[str, dict[str, tuple[str, ...]]] = {
    "mother": {
        "en": ("Mom", "Mum", "Mama", "Mommy", "Mummy", "Ma", "Mam"),
        "sv": ("Mamma", "Mor", "Morsan", "Mamsen"),
        "in": ("Aai", "Amma", "Ammi", "Maa"),
        "es": ("Mamá", "Mami"),
    },
    "father": {
        "en": ("Dad", "Daddy", "Papa", "Pa", "Pop"),
        "sv": ("Pappa", "Far", "Farsan", "Pappsen"),
        "in": ("Baba", "Abba", "Appa", "Bapu"),
        "es": ("Papá", "Papi"),
    },
    "grandmother": {
        "en": ("Grandma", "Granny", "Gran", "Nan", "Nana", "Nanna", "Grandmom"),
        "sv": ("Mormor", "Farmor", "Mommo", "Farmorsan"),
        "in": ("Aaji", "Ajji", "Dadi", "Nani", "Paati", "Ammamma"),
        "es": ("Abuela", "Abuelita", "Yaya"),
    },
    "grandfather": {
        "en": ("Grandpa", "Grandad", "Granddad", "Gramps", "Grandpop"),
        "sv": ("Morfar", "Farfar", "Moffa", "Faffa"),
        "in": ("Ajoba", "Dadaji", "Nanaji", "Thatha", "Ajja"),
        "es": ("Abuelo", "Abuelito", "Tata"),
    },
}
_ADDRESS_OF = {
    fold(word): (group, language)
    for group, by_language in ADDRESS_TERMS.items()
    for language, words in by_language.items()
    for word in words
}
_ADDRESS = re.compile(r"^(?P<word>[^\W\d_]+(?:-ji)?)(?P<genitive>['’]s|['’])?$")


def address_term(text: str) -> tuple[str, str, str, str] | None:
    """(group, word, suffix, genitive) of a kinship word used as a name, or None:
    "Aaji's" -> ("grandmother", "Aaji", "", "'s"), "Nani-ji" -> (.., "-ji", ""),
    "Pappas" -> ("father", "Pappa", "", "s")."""
    match = _ADDRESS.match(text.strip())
    if match is None:
        return None
    word, genitive = match["word"], match["genitive"] or ""
    for stem, suffix in ((word, ""), (word[:-3], "-ji"), (word[:-2], "ji")):
        if suffix and not word.endswith(suffix):
            continue
        found = _ADDRESS_OF.get(fold(stem))
        if found is not None:
            return found[0], stem, suffix, genitive
        if not genitive and stem.endswith("s"):
            # "Pappas" is Pappa's, "Mormors" Mormor's
            found = _ADDRESS_OF.get(fold(stem[:-1]))
            if found is not None:
                return found[0], stem[:-1], suffix, "s"
    return None


# What says the name after (or before) it is a pet's: "my cat, ", "our dog ",
# "katten ", "vår hund "; "..., the dog", "..., min katt".
_PET_NOUNS = {
    "en": (
        r"cat|kitten|kitty|dog|puppy|pup|hound|spaniel|terrier|labrador|collie|"
        r"retriever|poodle|greyhound|lurcher|whippet|pony|horse|mare|gelding|"
        r"stallion|donkey|rabbit|bunny|hamster|guinea pig|budgie|parrot|tortoise|"
        r"goldfish|ferret|pet"
    ),
    "sv": (
        r"katt|katten|kattunge|kattungen|hund|hunden|valp|valpen|häst|hästen|"
        r"ponny|ponnyn|kanin|kaninen|hamster|hamstern|marsvin|marsvinet|undulat|"
        r"undulaten|papegoja|papegojan|sköldpadda|sköldpaddan|husdjur|husdjuret|"
        r"tax|taxen|labrador|labradoren|vovve|vovven|kisse|kissen"
    ),
}
_PET_BEFORE = {
    language: re.compile(
        rf"\b(?:{nouns})(?:'s name is|,|\s+(?:called|named|som heter|vid namn))?\s*$",
        re.IGNORECASE,
    )
    for language, nouns in _PET_NOUNS.items()
}
_PET_AFTER = {
    language: re.compile(
        rf",?\s+(?:the|our|my|a|his|her|their|vår|min|mitt|hans|hennes|deras)\s+"
        rf"(?:\w+\s+)?(?:{nouns})\b",
        re.IGNORECASE,
    )
    for language, nouns in _PET_NOUNS.items()
}


class PeopleRules(RuleBase):
    """Names of people: each part by its own rule and memory."""

    def _pet(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        """A pet's name ("my cat, Bara Brith", "hunden Ludde", "Rex the dog"):
        another pet's name, never a person's with a surname, through the memory."""
        start = max(0, doc.end - len(original))
        before = doc.text[max(0, start - 40) : start]
        after = doc.text[doc.end : doc.end + 40]
        cue = _PET_BEFORE.get(doc.language)
        cue_after = _PET_AFTER.get(doc.language)
        if not (
            cue is not None
            and cue.search(before)
            or cue_after is not None
            and cue_after.match(after)
        ):
            return None
        possessive = _POSSESSIVE.search(original)
        genitive = possessive.group(0) if possessive else ""
        name = original[: len(original) - len(genitive)]
        if (
            not genitive
            and doc.language == "sv"
            and name.endswith("s")
            and fold(name[:-1]) in doc.words
        ):
            name, genitive = name[:-1], "s"  # "Luddes koppel" after "Ludde"
        if not name or not name[:1].isupper() or len(name.split()) > 3:
            return None
        pool = [n for n in pet_names().get(doc.language, ()) if fold(n) != fold(name)]
        if not pool:
            return None
        new = draw.choose("pet", fold(name), pool)
        return new + genitive, "a pet's name for a pet's name"

    def _address_term(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """ "Mom" -> "Mum", "Pappa" -> "Farsan", "Aaji's" -> "Dadi's": a kinship word
        used as a name stays one, of the same relation and gender (never "Mom" ->
        "Rushil"), through the memory."""
        found = address_term(original)
        if found is None:
            return None
        # the honorific ("-ji") goes with the word: kept, it would be a word the
        # surrogate shares with the original ("Nani-ji" -> "Dadi")
        group, word, _, genitive = found
        by_language = ADDRESS_TERMS[group]
        own = next(
            (
                lang
                for lang, words in by_language.items()
                if fold(word) in {fold(w) for w in words}
            ),
            "en",
        )
        pool = [w for w in by_language[own] if fold(w) != fold(word)]
        more = [
            w
            for lang, words in by_language.items()
            if lang != own
            for w in words
            if lang == doc.language or lang == "in"
        ]
        folded = fold(word)
        new = draw.choose(
            "address-term",
            folded,
            pool,
            more=more,
            # not a spelling of the same word ("Aaji" -> "Ajji")
            accept=lambda w: SequenceMatcher(None, fold(w), folded).ratio() < 0.7,
        )
        if genitive == "s" and doc.language == "sv" and new.endswith("s"):
            genitive = ""  # "Farsans" -> "Morfars"; "Moffas": an s
        new = copy_case(word, new) + genitive
        return new, "a kinship word used as a name: another of the same relation"

    def _name_locale(self, doc: _Doc, tokens: Sequence[str]) -> str:
        china = _names_china(doc)
        key = (doc.home, doc.language, str(china), *tokens)
        known = self._locale_cache.get(key)
        if known is None:
            known = self._locale_cache[key] = self._name_locale_vote(doc, tokens)
        return known

    def _name_locale_vote(self, doc: _Doc, tokens: Sequence[str]) -> str:
        lex = names()
        votes: Counter[str] = Counter()
        for index, token in enumerate(tokens):
            article = _ARTICLE.match(token)
            if index and token.lower() in INNER_PARTICLES | _ARABIC_LINKS:
                votes["ar"] += 2  # "Karim Ben Slimane": not the given name Ben
                continue
            if article:
                votes["ar"] += 2  # "Al-Sabbagh"
            key = fold(token[article.end() if article else 0 :])
            found = lex.locales_of.get(key)
            added = len(ADDED.intersection(found or ()))
            european = len(found or ()) - added
            for locale in sorted(found or ()):
                # a name only one list of another origin knows ("Tanvir") says
                # more than "Ahmed" or "Anna"
                distinct = (
                    len(found or ()) == 1
                    and locale in ADDED
                    and fold(token) in lex.given_gender
                )
                surname_only = added and not european and key not in lex.given_gender
                if (
                    len(found or ()) == 1
                    and key not in lex.given_gender
                    and index == len(tokens) - 1
                ):
                    # "Demir", "Marić": a surname only one list knows says the
                    # origin more than a given name many lists share ("Yusuf")
                    votes[locale] += 3
                elif distinct or surname_only:
                    votes[locale] += 2  # "Haddad": only other origins list it
                elif added and 0 < european <= 3:
                    # "Farah", "Abdi": an origin's name that a few European lists
                    # also have (their immigrants' names)
                    votes[locale] += 1.5 if locale in ADDED else 0.5  # type: ignore[assignment]
                else:
                    votes[locale] += 1
        for locale in doc.locales:
            votes[locale] += 0.5  # type: ignore[assignment]
        home_locale = next(
            (loc for loc, c in LOCALE_COUNTRY.items() if c == doc.home), None
        )
        if home_locale is not None:
            votes[home_locale] += 1
        chinese = _chinese_style(tokens, _names_china(doc))
        if chinese:
            votes[chinese] += 3
        joined = "".join(tokens)
        if re.search("[ışğİŞĞç]", joined):
            votes["tr_TR"] += 3
        # "Bergström" in a text set in Turkey is still Swedish: ö and ü say Turkish
        # only of a name no list knows
        unknown = "".join(t for t in tokens if fold(t) not in lex.locales_of)
        if re.search("[öü]", unknown) and doc.home == "TR":
            votes["tr_TR"] += 2
        if re.search("[łśżźńąęŁŚŻŹ]", joined):
            votes["pl_PL"] += 3
        # Polish spelling no other listed language has: "Agnieszka", "Tomasz",
        # "Nowicki", "Grzegorz" (Faker's Polish lists lack even "Nowak")
        if _POLISH.search(joined.lower()):
            votes["pl_PL"] += 1.5  # type: ignore[assignment]
        if re.search("[řěůčŘĚŮ]", joined):
            votes["cs_CZ"] += 3
        if _VIETNAMESE_LETTERS.search(joined):
            votes["vi"] += 3
        folded = [fold(t) for t in tokens]
        if any(f in VIETNAMESE_SURNAMES for f in folded):
            # "Nguyen Van Duc", "Nguyen Thi Lan": a surname of Vietnam, and the
            # middle name that says the gender
            votes["vi"] += 2 + 2 * any(f in VIETNAMESE_MIDDLE for f in folded[1:])
        # Yoruba and Igbo shapes the lists lack ("Oluwaseun", "Adebayo", "Chidi")
        shaped = sum(1 for f in folded if _NIGERIAN.search(f))
        if shaped:
            votes["ng"] += 1.5 * shaped  # type: ignore[assignment]
        if not votes:
            return doc.locales[0]
        # a tie ("Beatrice" of six lists, "Amukoya" of none, in a Kenyan story):
        # the document's country, then its language's locales
        order = {loc: i for i, loc in enumerate((home_locale, *doc.locales))}
        return max(votes, key=lambda loc: (votes[loc], -order.get(loc, len(order))))

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
        article = _ARTICLE.match(token)
        if article:
            # "al-Shalal": the article stays, the name after it is replaced
            rest = token[article.end() :]
            if not rest:
                return token
            new = self._name_part(doc, draw, rest, role, gender, locale)
            # "al-Khair" -> "al-Qasimi", not "al-Al-Qasimi"
            return article.group(0) + new[_article_end(new) :]
        if (
            "-" in token.strip("-")
            and not _INITIAL.match(token)
            and locale not in SURNAME_FIRST  # "Ka-wai" is one given name
        ):
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
        # A gender in lower case is a guess (the lists of this document's origin, a
        # draw): it chooses the pool of a new draw but never splits a remembered
        # name, which a guess in another document may have drawn of the other
        # gender ("Ahmed", among women's names of one list, stays one surrogate).
        told = gender.isupper()
        gender = gender.upper()
        if role == "given":
            genders = lex.given_gender.get(key, set())
            if not gender and len(genders) == 1:
                gender = next(iter(genders))
                told = True
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
        if role == "given" and told and gender in ("F", "M"):
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

        # A Swedish surname has its genitive in -s: "Yasmins" may not become "Aziz",
        # the same word as "Yasmin"'s surrogate (of the lists added for other
        # origins, where -s and -z endings are common)
        sibilant = (
            role != "given"
            and doc.language == "sv"
            and locale in ADDED
            and key[-1:] not in ("s", "x", "z")
        )

        wrong = {"F": "M", "M": "F"}.get(gender, "") if role == "given" else ""

        def unlike(candidate: str) -> bool:
            # "Maria" may not become "Mariam", nor "Lars" "Lars-Erik"
            folded = fold(candidate)
            if wrong and _most_lists_say(folded) == wrong:
                return False  # a list's slip: "Ibrahim" among women's names
            if len(key) >= 3 and (folded.startswith(key) or key.startswith(folded)):
                return False
            if sibilant and folded[-1:] in "sxz":
                return False
            return words.isdisjoint(folded_words(candidate))

        nickname = (
            self._nickname_of(doc, key)
            if role == "given"
            and draw.remember
            and self.memory.get(namespace, key) is None
            else None
        )
        choice = nickname or draw.choose(namespace, key, pool, accept=unlike)
        if locale == "vi" and token.isascii():
            choice = _without_marks(choice)  # "Nguyen Thi Lan" has no diacritics
        return (
            copy_case(token, choice) if token.isupper() and len(token) > 1 else choice
        )

    def _nickname_of(self, doc: _Doc, key: str) -> str | None:
        """The surrogate given name of the person a short form stands for: "Temi"
        after "Temitope Adeyemi", "Dre" after "Andre Clarke" (a given name of
        this document that begins or ends with it and has its surrogate); None when
        none does."""
        if len(key) < 3:
            return None
        for word in sorted(doc.words):
            if len(word) > len(key) + 1 and (
                word.startswith(key) or word.endswith(key)
            ):
                known = self.memory.get("given", word)
                if known is not None:
                    return known
        return None

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
        aged = _NAME_AND_AGE.fullmatch(original.strip())
        if aged is not None:
            # "Hans Ekdahl, 66": a span of a name and the age beside it; each
            # part by its own rule, the comma kept
            return self._person_and_age(doc, aged, draw)
        kunya = _KUNYA.fullmatch(original.strip())
        if kunya is not None:
            # "Umm Khaled", "Abu Ali": the parent named by the child, whose given
            # name is replaced as the child's own is
            child = kunya.group(2)
            locale = self._name_locale(doc, [child])
            new = self._name_part(doc, draw, child, "given", "", locale)
            return (
                f"{kunya.group(1)} {new}",
                "a parent named by a child: its name replaced",
            )
        # "'Mathabo" (Sesotho's 'Ma-), "al-Masri": the name's own marks, read as
        # the name ("Al-Masri") and written back as the text writes them
        plain = _NAME_APOSTROPHE.sub("", original)
        plain = _ARTICLE_PREFIX.sub(lambda m: m.group(1).capitalize() + "-", plain)
        if plain != original:
            found = self._person(doc, plain, draw)
            if found is not None and _ARTICLE_PREFIX.search(original):
                found = (
                    re.sub(
                        r"(?<!\S)(A[lrsdtzn]|Ash|E[ln]|U[ln])-", _lower_prefix, found[0]
                    ),
                    found[1],
                )
            return found
        together = self._listed_people(doc, original, draw) or self._coordinated(
            doc, original, draw
        )
        if together is not None:
            return together
        if _PATRONYMIC.search(original):
            # "Kavin s/o Ramasamy": one name, its link kept
            return self._person_name(doc, original, draw, "")
        nick = _NICKNAME.fullmatch(original)
        if nick is not None:
            return self._nicknamed(doc, nick, draw)
        honoured = _HONORIFIC_AFTER.fullmatch(original)
        if honoured is not None:
            # "Kamla ji", "Tanaka-san": the name replaced, the honorific kept
            found = self._person(doc, honoured.group(1), draw)
            if found is not None:
                return found[0] + honoured.group(2), found[1] + ", honorific kept"
        phrase = _name_in_phrase(original, doc.language)
        if phrase is None:
            return self._person_name(doc, original, draw, "")
        prefix, name, trail = phrase
        # "Interior Minister Claude Guéant", "Minister of Work, Xavier Bertrand,":
        # the role stays (its places and nationalities change), the name is replaced
        found = self._person_name(
            doc, name, draw, _gender_of_words(prefix), titled=_titled(prefix)
        )
        if found is None:
            return None
        new_prefix = self._prefix_words(doc, prefix, draw) if prefix else ""
        if any(c.isalpha() for c in trail):
            # "Monika på expeditionen": the words after the name stay, their places
            # and names change
            trail = self._replace_words(doc, trail, draw) or trail
        return new_prefix + found[0] + trail, found[1] + ", the words around it kept"

    def _person_and_age(
        self, doc: _Doc, aged: re.Match[str], draw: _Draw
    ) -> tuple[str, str] | None:
        found = self._person(doc, aged.group("name"), draw)
        if found is None:
            return None
        age = aged.group("age")
        moved = self._numbers(doc, age, draw)
        new_age = moved[0] if moved is not None and moved[0].isdigit() else age
        return (
            f"{found[0]}{aged.group('comma')}{new_age}",
            f"{found[1]}; the age beside it moved as an age",
        )

    def _nicknamed(
        self, doc: _Doc, nick: re.Match[str], draw: _Draw
    ) -> tuple[str, str] | None:
        """'Desmond "Bigga" Francis': the name without its nickname is the person's
        (so "Desmond" alone gets the same given name), the nickname an invented
        word of its shape, in the same quotation marks."""
        name = f"{nick.group('first')} {nick.group('last')}"
        found = self._person_name(doc, name, draw, "")
        if found is None:
            return None
        words = found[0].split(" ")
        cut = len(nick.group("first").split())
        if len(words) <= cut:
            return None
        nickname = nick.group("nick")
        pool = coined(nickname, doc.language, self.rng("coined", fold(nickname)))
        lists = names().by_locale.get(doc.language) or names().by_locale["en"]
        new = draw.choose("nickname", fold(nickname), pool, more=lists.given)
        quoted = nick.group("open") + copy_case(nickname, new) + nick.group("close")
        return " ".join([*words[:cut], quoted, *words[cut:]]), (
            found[1] + ", its nickname an invented one"
        )

    def _listed_people(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """Three or more people listed in one span ("Ashna, Kevin and Riya",
        "Marit, Jovnna och Ánde"): each name replaced, the commas and the "and"
        kept. None when the span is not such a list."""
        if "," not in original or _AND_WORD.search(original) is None:
            return None
        pieces = _LIST_SPLIT.split(original)
        items, links = pieces[0::2], pieces[1::2]
        if len(items) < 3 or any(
            len(item.split()) > 3
            or not all(w[:1].isupper() and w[-1:].isalpha() for w in item.split())
            or any(_role_word(fold(w)) for w in item.split())
            for item in items
        ):
            return None
        out: list[str] = []
        for item, link in zip(items, [*links, ""], strict=True):
            found = self._person_name(doc, item, draw, "")
            if found is None:
                return None
            out.append(found[0] + link)
        return "".join(out), "people listed together, each name replaced"

    def _coordinated(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """People named together: "Per och Ulla Lindgren", "Mr and Mrs Andrew
        Bright", "Dr. Wei and Mrs Lily Chen". Each given name gets its own
        surrogate, of the gender its title or a list gives; the surname the last
        part ends in is the family's (one surrogate through the memory, the same as
        its mentions alone); a part that is a full name is a person of its own. The
        given name after "Mr and Mrs" is the husband's. None when the span is not
        names and titles joined by and/och/&."""
        if _AND_WORD.search(original) is None:
            return None
        tokens = original.split()
        cuts = [i for i, t in enumerate(tokens) if t.lower() in _AND]
        if not cuts or cuts[0] == 0 or cuts[-1] == len(tokens) - 1:
            return None
        if any(b - a < 2 for a, b in zip(cuts, cuts[1:], strict=False)):
            return None
        parts: list[list[str]] = []
        begin = 0
        for cut in [*cuts, len(tokens)]:
            parts.append(tokens[begin:cut])
            begin = cut + 1
        for part in parts:
            for token in part:
                if token.lower() in TITLES:
                    continue
                if not token[:1].isupper() or token.endswith((",", ";", ":")):
                    return None
                if _role_word(fold(token)) and fold(token) not in names().surnames:
                    return None
        *first, last = parts
        last_titles = _leading_titles(last)
        last_names = last[len(last_titles) :]
        if not last_names:
            return None
        shared = len(last_names) > 1
        out: list[str] = []
        husband = ""  # the gender of a part that is titles only ("Mr and Mrs")
        for part in first:
            titles = _leading_titles(part)
            rest = part[len(titles) :]
            gender = next((TITLES[t.lower()] for t in titles if TITLES[t.lower()]), "")
            if not rest:
                out.append(" ".join(part))
                husband = husband or gender
                continue
            if len(rest) == 1 and shared:
                # "Per och Ulla Lindgren": Per Lindgren, his own given name
                locale = self._name_locale(doc, [rest[0], last_names[-1]])
                gender = gender or _list_gender(rest, locale)
                new = self._name_part(doc, draw, rest[0], "given", gender, locale)
                out.append(" ".join([*titles, new]))
                continue
            found = self._person_name(doc, " ".join(part), draw, "")
            if found is None:
                return None
            out.append(found[0])
        if husband and last_titles and shared:
            found = self._person_name(doc, " ".join(last_names), draw, husband)
            if found is None:
                return None
            end = " ".join([*last_titles, found[0]])
        else:
            found = self._person_name(doc, " ".join(last), draw, "")
            if found is None:
                return None
            end = found[0]
        joined = ""
        for index, text in enumerate([*out, end]):
            joined += text if not index else f" {tokens[cuts[index - 1]]} {text}"
        return joined, f"people named together, each name replaced: {found[1]}"

    def _prefix_words(self, doc: _Doc, prefix: str, draw: _Draw) -> str:
        """The words before a name with their places changed, and a person of the
        document named in them ("Kalkans advokat") given that person's surrogate,
        genitive kept, never a place."""
        pieces = re.split(r"(\w[\w'’:-]*)", prefix)
        out: list[str] = []
        rest = ""
        for index, piece in enumerate(pieces):
            person = index % 2 and (
                self._known_person_word(doc, draw, piece)
                or self._possessor_word(doc, draw, piece)
            )
            if not person:
                rest += piece
                continue
            if rest:
                out.append(
                    self._replace_words(doc, rest, draw, places_only=True) or rest
                )
                rest = ""
            out.append(person)
        if rest:
            out.append(self._replace_words(doc, rest, draw, places_only=True) or rest)
        return "".join(out)

    def _possessor_word(self, doc: _Doc, draw: _Draw, word: str) -> str:
        """A genitive no list knows before a role ("Norrviks tränare", "Dalbys",
        "Norrvik's coach"): a club or a place, so a town of the document's country
        through the memory (the same as the place's own mentions), genitive kept;
        "" for any other word."""
        match = _POSSESSIVE.search(word)
        if match and len(word) > len(match.group(1)) + 1 and word[:1].isupper():
            ending = match.group(1)
        elif _is_possessor(word, doc.language):
            ending = "s"
        else:
            return ""
        base = word[: len(word) - len(ending)]
        if self._place_id(fold(base)) is not None:
            return ""  # a known place: replaced as a place with the other words
        town = self._town(doc, draw, fold(base), spaced=False)
        return _sv_genitive(town) if ending == "s" else town + ending

    def _known_person_word(self, doc: _Doc, draw: _Draw, word: str) -> str:
        """The surrogate of a capitalised word that is a name part of the document's
        people ("Kalkan", "Kalkans", "Kalkan's"), else ""."""
        if not word[:1].isupper() or _INITIAL.match(word):
            return ""
        ending = ""
        match = _POSSESSIVE.search(word) or re.search(r":s$", word)
        if match:
            ending = match.group(0)
        elif doc.language == "sv" and word.endswith("s") and len(word) > 3:
            if fold(word) not in doc.name_roles and fold(word[:-1]) in doc.name_roles:
                ending = "s"
        base = word[: len(word) - len(ending)] if ending else word
        role = doc.name_roles.get(fold(base))
        if role != "surname":  # "Hans fru Elif": a given name may be a word
            return ""
        locale = self._name_locale(doc, [base])
        new = self._name_part(doc, draw, base, role, "", locale)
        if ending == "s":
            return _sv_genitive(new)
        return new + ending

    def _person_name(
        self, doc: _Doc, original: str, draw: _Draw, hint: str, titled: bool = False
    ) -> tuple[str, str] | None:
        said = ""  # what the document says elsewhere: pronouns count there
        if not hint:
            words = [re.sub(r"['’]s?$|:s$", "", w) for w in original.split()]
            named = [w for w in words if w.lower() not in TITLES]
            said = doc.gender_of.get(fold(" ".join(named)), "") or doc.gender_of.get(
                _surname_of(words), ""
            )
        key = (original, doc.after, hint, said, doc.pronoun, str(titled))
        plan = self._person_plans.get(key)
        if plan is None:
            plan = self._person_plans[key] = self._person_parse(
                doc, original, hint, doc.pronoun, said, titled
            )
        if not plan:
            return None
        titles, tokens, roles, gender, locale, genitive, possessive, reason = plan
        if not gender and sum(1 for r in roles.values() if r == "given") > 1:
            # given names of unknown gender: one gender for the whole name (a guess)
            gender = draw.rng.choice(("f", "m"))
        out = []
        for i, token in enumerate(tokens):
            if i in roles:
                out.append(self._name_part(doc, draw, token, roles[i], gender, locale))
            elif _INITIAL.match(token) and token.lower() not in PARTICLES:
                out.append(self._initials(draw, token))
            else:
                out.append(token)  # a particle: von, de, af, Ó
        if genitive:
            out[-1] = _sv_genitive(out[-1])  # "Agnes" is its own genitive
        return " ".join([*titles, *out]) + possessive, reason

    def _person_parse(
        self,
        doc: _Doc,
        original: str,
        hint: str = "",
        pronoun: str = "",
        said: str = "",
        titled: bool = False,
    ) -> tuple[Any, ...] | None:
        """Titles, name parts and their roles, gender, locale and form of a name.

        The gender is the title's ("Mr", "fru"), else ``hint`` (words before the name:
        "the bride"), else the gender every list gives a given name ("Emily",
        "Kamil": a pronoun near it may be another person's), else ``said`` (what the
        document says of this name or surname elsewhere), else ``pronoun`` (the
        pronoun that follows the name: "he", "hon"), else the first given name a
        list of its origin knows.
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
        gender = gender or hint
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
            if not _INITIAL.match(t)
            and t.lower() not in PARTICLES
            # "Karim Ben Slimane", "Mohamed Ould Abdel Aziz"; "Ben Smith" is a name
            and not (i > 0 and t.lower() in INNER_PARTICLES)
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
                # a name no list knows ("Jess", "Niamh"), alone in running text,
                # is more often a given name than a surname
                # ("Interior Minister Guéant", "DC Achterberg": an office before
                # it, or the project's memory, says surname)
                unknown = (
                    key not in lex.given_gender
                    and key not in lex.surnames
                    and not titled
                    and not (
                        self.memory.get("surname", key) is not None
                        and self.memory.get("given", key) is None
                    )
                )
                is_given = (
                    (
                        key in own
                        or key in lex.given_gender
                        and key not in lex.surnames
                        and not titled
                        or unknown
                    )
                    and not (
                        titles and not all(t.lower() in KIN_TITLES for t in titles)
                    )
                    and not any(_INITIAL.match(t) for t in tokens)
                )
                roles[index] = "given" if is_given else "surname"
            elif position == len(name_tokens) - 1:
                roles[index] = "surname"
            elif position > 0 and key in lex.surnames and key not in lex.given_gender:
                roles[index] = "surname"
            else:
                roles[index] = "given"
        if locale in SURNAME_FIRST and _surname_first([tokens[i] for i in name_tokens]):
            # "Li Wenjun": Li is the surname, and stays first
            roles = {i: "given" for i in name_tokens}
            roles[name_tokens[0]] = "surname"
        if locale == "vi":
            gender, roles = _vietnamese(tokens, name_tokens, roles, gender, titles)
        if not gender and said.isupper():
            gender = said  # a title or a role in another mention ("Mr Guéant")
        if not gender:
            given = [tokens[i] for i in name_tokens if roles[i] == "given"]
            gender = _sure_gender(given) or said.upper() or pronoun
        if not gender:
            # the first given name whose gender a list of its origin knows decides
            gender = _list_gender(
                [tokens[i] for i in name_tokens if roles[i] == "given"]
                or [tokens[i] for i in name_tokens],
                locale,
            )
        if len(name_tokens) > 1:
            for index, role in roles.items():
                doc.name_roles.setdefault(fold(tokens[index].split("-")[0]), role)
        shape = "+".join(
            roles.get(
                i,
                "initial"
                if _INITIAL.match(t) and t.lower() not in PARTICLES
                else "particle",
            )
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
        if len(token) < 3 or not token.endswith("s") or token[-2] in "sxz'’":
            return False
        base = fold(token[:-1])
        if len(token) < 4:
            # "Lis" after "Li Wenjun": a short name's genitive when the document has
            # the name itself
            lex = names()
            return base in doc.name_roles or (
                base in doc.words
                and (base in lex.given_gender or base in lex.surnames)
                and fold(token) not in doc.name_roles
            )
        if base in doc.words and re.search(
            rf"(?<!\w){re.escape(token[:-1])}(?!\w)", doc.text
        ):
            # the name itself stands in the text, as written: "Måns" is no
            # genitive of the word "man" that folding makes of "Mån"
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
        named = self._name_in_tag(doc, body, draw)
        if named is not None:
            return original[0] + named, f"{original[0]}tag with the name in it replaced"
        if original[0] == "#":
            campaign = self._campaign_tag(doc, body, draw)
            if campaign is not None:
                return "#" + campaign, "campaign hashtag for campaign hashtag"
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

    def _name_in_tag(self, doc: _Doc, body: str, draw: _Draw) -> str | None:
        """ "FreeFarzana", "NadirKalkanaÖzgürlük": the words of a tag written in
        CamelCase with a person's name replaced (by that person's surrogate when the
        project knows the name) and the other words kept; None when no word starts
        with a name."""
        words = _TAG_WORD.findall(body)
        if len(words) < 2 or "".join(words) != body:
            return None
        lex = names()
        common = common_words()
        # a name the lists give counts only among words of English or Swedish
        # ("FreeFarzana"), not in a tag of another language ("NechajteNámSTVR")
        ordinary = frequent_english_or_swedish(20000)
        long_words = [fold(w) for w in words if len(w) >= 3]
        guess = all(w in ordinary or w in lex.given_gender for w in long_words)
        changed = False
        out = []
        for word in words:
            new = ""
            for size in range(len(word), max(2, len(word) - 3), -1):
                part = word[:size]
                key = fold(part)
                role = doc.name_roles.get(key)
                if role is None and self.memory.get("surname", key) is not None:
                    role = "surname"
                if role is None and self.memory.get("given", key) is not None:
                    role = "given"
                if role is None and size == len(word) and key not in common and guess:
                    if key in lex.given_gender and key not in GENERIC_WORDS:
                        role = "given"
                if role is not None:
                    locale = self._name_locale(doc, [part])
                    new = self._name_part(doc, draw, part, role, "", locale)
                    new = re.sub(r"[^\w]", "", new) + word[size:]
                    break
            changed = changed or bool(new)
            out.append(new or word)
        return "".join(out) if changed else None

    def _campaign_tag(self, doc: _Doc, body: str, draw: _Draw) -> str | None:
        """ "KeepItOn" -> "StopTheShutdown", "УтаагүйХот" -> "CleanAirNow": a tag
        of words and no name is a campaign's, replaced by another campaign's of
        about as many words, in Swedish where its words are Swedish, else in the
        text's language (a tag in a language the lists do not know, English in a
        Swedish text). None for a tag of one word ("#Eurovision", "#metoo")."""
        words = re.findall(r"[^\W\d_][^\W\d_A-ZÀ-ÞĀ-ŽА-Я]*", body)
        if len(words) < 2:
            return None
        pool_of = {
            lang: kinds().words.get(("hashtag", lang), ()) for lang in ("en", "sv")
        }
        swedish, english = frequent_words("sv", 20000), frequent_words("en", 20000)
        folded = [fold(w) for w in words if len(w) >= 3] or [fold(w) for w in words]
        if sum(w in swedish for w in folded) * 2 > len(folded) and not all(
            w in english for w in folded
        ):
            language = "sv"
        elif sum(w in english for w in folded) * 2 > len(folded):
            language = "en"
        else:
            language = doc.language if doc.language in pool_of else "en"
            language = "en" if language == "sv" else language
        pool = [t for t in pool_of.get(language, ()) if fold(t) != fold(body)]
        if not pool:
            return None
        size = len(words)
        near = [t for t in pool if abs(len(_TAG_WORD.findall(t)) - size) <= 1]
        return draw.choose("hashtag", fold(body), near or pool, more=pool)

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
        if first in PLACE_PREFIXES:
            return None  # "Lilla Varholmen", "Little Rock": a place's size or side
        if fold(original) in places().city_of_name:
            return None
        if any(fold(t) in places().demonym_of_word for t in tokens):
            return None  # "Philippine Collegian": a nationality, not a given name
        if not all(t[:1].isupper() for t in tokens):
            return None
        if any(fold(t) in GENERIC_WORDS for t in tokens):
            return None
        if fold(tokens[-1]) in LANDMARK_HEADS:
            return None  # "Quincy Mine", "Richard Siegel Soccer Complex": a site
        if any(t.endswith(("'s", "’s")) for t in tokens[:-1]):
            return None  # "Joe Batt's Arm": a place named after one, no name
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
        prinsessa granddaughter stepdaughter stepmother godmother schoolgirl
        sonhustru svärmor svärdotter dotterdotter sondotter styvdotter""".split(),
        "F",
    ),
    **dict.fromkeys(
        """husband father son brother widower groom bridegroom boyfriend grandfather
        uncle nephew man boy king prince actor make man far pappa son bror änkling
        brudgum pojkvän farfar morfar farbror morbror pojke kung prins grandson
        stepson stepfather godfather schoolboy svärfar svärson sonson dotterson
        styvson""".split(),
        "M",
    ),
}


def _titled(prefix: str) -> bool:
    """Whether the words before a name end in an office or rank ("Interior Minister",
    "DC", "inrikesminister"), after which a lone name is a surname; a kinship word
    or a Swedish definite role ("Undersköterskan Lena") takes a given name."""
    words = prefix.split()
    if not words:
        return False
    last = fold(words[-1].strip(",;:()").rstrip("."))
    kin = _kinship_words()
    return last in _role_base() and last not in GENDER_WORDS and last not in kin


@lru_cache(maxsize=1)
def _kinship_words() -> frozenset[str]:
    return frozenset(
        fold(w)
        for lang in ("en", "sv")
        for w in kinds().words.get(("kinship", lang), ())
    )


# Words that join people named together ("Per och Ulla Lindgren").
_AND = frozenset({"and", "och", "&", "og", "und", "et"})
_AND_WORD = re.compile(r" (?:and|och|&|og|und|et) ", re.IGNORECASE)


def _leading_titles(tokens: Sequence[str]) -> list[str]:
    """The titles a name begins with ("Mrs", "dr"), keeping at least one name."""
    out: list[str] = []
    for token in tokens:
        if token.lower() not in TITLES:
            break
        out.append(token)
    return out


def _gender_of_words(text: str) -> str:
    for word in reversed(text.lower().split()):
        word = word.strip(",.;:()")
        gender = GENDER_WORDS.get(word)
        if gender:
            return gender
        # "spokeswoman", "chairman", "talskvinna", "talesman"
        if word.endswith(("woman", "kvinna")):
            return "F"
        if len(word) > 6 and word.endswith(("sman", "rman", "lman", "eman")):
            return "M"
    return ""


_TRAIL = re.compile(r"[\s,.;:]*$")
# An honorific written after a name: Hindi "ji", Japanese "-san", "-sama", "-chan".
_HONORIFIC_AFTER = re.compile(r"(\w.*?\w)((?:\s|-)(?:ji|jee|san|sama|chan|kun))")

# Ranks and offices written before a name (police, military, clergy, academic,
# medical, civic), with the abbreviations texts use: "DC Achterberg", "the Reverend
# Sarah Ogunleye", "Prorektor Per Andersson" keep them and change the name only.
RANKS = frozenset(
    fold(w)
    for w in """
    detective constable sergeant inspector superintendent commissioner officer
    dc ds di dci dsi dcs pc wpc pcso sgt insp supt det cst
    reverend rev revd father fr sister sr brother br pastor vicar rector canon deacon
    bishop archbishop cardinal rabbi imam sheikh mufti chaplain
    captain capt colonel col general gen lieutenant lt major maj corporal cpl
    private pte brigadier brig admiral adm commander cmdr cdr commodore marshal
    professor prof doctor dr nurse matron midwife councillor cllr alderman mayor
    president vice deputy assistant acting senior chief head principal
    chancellor minister secretary ambassador senator governor coach manager
    kommissarie inspektör polisinspektör kriminalinspektör poliskommissarie
    kriminalkommissarie polisassistent överste kapten löjtnant general korpral
    fänrik menig präst kyrkoherde komminister biskop ärkebiskop rabbin diakon
    garda gardaí sergt superintendent
    docent rektor prorektor lektor adjunkt överläkare läkare sjuksköterska
    barnmorska undersköterska tränare ordförande vd kommunalråd
    """.split()
)
# Prepositions that start words after a name ("Monika på expeditionen", "Jane from
# accounts"): what follows them describes the person and stays.
TAIL_WORDS = frozenset(
    """på i från vid hos med inom ur at from of in on with for""".split()
)
# Swedish definite endings of a noun ("Undersköterskan", "Mittfältaren",
# "kommunalrådet"): a capitalised word that is one is a role, not a name.
_DEFINITE = ("en", "et", "n", "t")


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


@lru_cache(maxsize=1)
def _role_base() -> frozenset[str]:
    """Folded role words: offices, occupations, kinship and gender words, titles,
    ranks."""
    words = set(_role_words()) | RANKS | {fold(w) for w in GENDER_WORDS}
    for lang in ("en", "sv"):
        for kind in ("role", "kinship"):
            words |= {fold(w) for w in kinds().words.get((kind, lang), ())}
    words |= {fold(o[c]) for o in places().occupations for c in (0, 1) if o[c]}
    return frozenset(w for w in words if w)


def _role_in(bare: str, language: str) -> bool:
    """``_role_word`` for a word of a text in ``language``: Swedish definite forms
    and compounds only in Swedish (the English surname "Friesen" is no
    "fries" + "-en")."""
    if language == "sv" or not language:
        return _role_word(bare)
    return bare in _role_base() or (
        len(bare) >= 5
        and bare not in names().given_gender
        and bare not in names().surnames
        and bare in lowercase_words()
    )


@lru_cache(maxsize=20_000)
def _role_word(bare: str) -> bool:
    """Whether a folded word is a role before a name rather than a name part: a
    listed role, rank, occupation or kinship word, one's Swedish definite form
    ("undersköterskan", "ordföranden"), a compound ending in one
    ("klubbordföranden", "polisinspektören") or the definite form of a common
    word ("mittfältaren"). A word a name list knows is a role only if listed."""
    base = _role_base()
    if bare in base:
        return True
    lex = names()
    if bare in lex.given_gender or bare in lex.surnames or len(bare) < 5:
        return False
    common = common_words()
    if bare in lowercase_words():
        return True
    for ending in _DEFINITE:
        stem = bare[: -len(ending)]
        if bare.endswith(ending) and (
            stem in base or len(bare) >= 6 and stem in common
        ):
            return True
    for cut in range(2, len(bare) - 5):
        tail = bare[cut:]
        if tail in base or any(
            tail.endswith(e) and tail[: -len(e)] in base for e in _DEFINITE
        ):
            return True
    return False


def person_words(original: str) -> frozenset[str]:
    """Folded words of a person span that are no name and that a surrogate keeps
    ("undersköterskan", "expeditionen"): the leak check lets them through."""
    return _person_words(original)


@lru_cache(maxsize=20_000)
def _person_words(original: str) -> frozenset[str]:
    lex = names()
    out = set()
    for word in WORD.findall(original):
        bare = fold(word)
        listed = bare in lex.given_gender or bare in lex.surnames
        if (
            _role_word(bare)
            or word[:1].islower()
            and not listed
            or bare in VIETNAMESE_MIDDLE
        ):
            out.add(bare)
    return frozenset(out)


def _is_possessor(token: str, language: str) -> bool:
    """A capitalised Swedish genitive no name list knows ("Norrviks", "Dalbys"):
    whose person this is, not a part of the name."""
    if language != "sv" or not token[:1].isupper() or not token.endswith("s"):
        return False
    lex = names()
    bare = fold(token)
    return (
        len(bare) > 3
        and bare not in lex.given_gender
        and bare not in lex.surnames
        and bare not in common_words()  # "Hennes bror": a pronoun
    )


_KUNYA = re.compile(r"(Umm|Um|Abu|Abou|Abo|Umm-|Abu-)\s+([A-Z][\w'’-]+)")
_NAME_APOSTROPHE = re.compile(r"(?<!\S)['’](?=[A-Z])")
_ARTICLE_PREFIX = re.compile(r"(?<!\S)(al|el|ul|as|ad|ash|at|az|an|ar)-(?=[A-Z])")


def _lower_prefix(match: re.Match[str]) -> str:
    return match.group(0).lower()


@lru_cache(maxsize=20_000)
def _name_in_phrase(original: str, language: str = "") -> tuple[str, str, str] | None:
    """(words before, the name, words and punctuation after) of a span that is a
    phrase around a name; None when the span is a name alone (titles included).

    The name is the run of name-like words that ends the span or comes before
    lower-case words that describe the person ("Monika på expeditionen"); the run
    stops at a role ("Undersköterskan", "DC", "Reverend"), a lower-case word or a
    genitive no list knows ("Dalbys")."""
    trail_match = _TRAIL.search(original)
    trail = trail_match.group(0) if trail_match else ""
    body = original[: len(original) - len(trail)]
    tokens = body.split(" ")
    if len(tokens) < 2:
        return None
    lex = names()
    common = common_words()
    end = len(tokens)
    # lower-case words after the name: "på expeditionen", "from accounts"
    for index in range(1, len(tokens)):
        token = tokens[index]
        previous = tokens[index - 1]
        if (
            token[:1].islower()
            and token.lower() not in PARTICLES
            and previous[:1].isupper()
            and not previous.endswith((",", ";", ":"))
            and not _role_word(fold(previous))
            and (
                token in TAIL_WORDS
                or all(not t[:1].isupper() for t in tokens[index + 1 :])
            )
        ):
            end = index
            break
    tail = tokens[end:]
    tokens = tokens[:end]
    start = len(tokens)
    while start > 0:
        token = tokens[start - 1]
        bare = fold(re.sub(r"['’]s?$|:s$", "", token))
        last = start == len(tokens)
        if token.lower() in PARTICLES and not last:
            start -= 1
            continue
        if fold(token.rstrip(".")) in RANKS and start < len(tokens):
            break  # "DC Achterberg": a rank, not initials
        listed = bare in lex.given_gender or bare in lex.surnames
        # "Mrs Comfort Arthur-Baidoo": the word after a title is a name, though
        # also an ordinary word
        titled = start >= 2 and fold(tokens[start - 2]) in TITLES
        name_like = bool(_INITIAL.match(token)) or (
            token[:1].isupper()
            and not token.endswith((",", ";", ":"))
            # "Per", "May": a listed given name, though also a generic word
            and (bare not in GENERIC_WORDS or bare in lex.given_gender)
            and bare not in TITLES
            and not (_role_in(bare, language) and not (listed and last) and not titled)
            and not (not last and start > 1 and _is_possessor(token, language))
            and (listed or bare not in common or last or titled)
        )
        if not name_like:
            break
        start -= 1
    if start == len(tokens) or len(tokens) - start > 5:
        return None
    if start == 0 and not tail:
        if len(tokens) > 2 and _is_possessor(tokens[0], language):
            start = 1  # "Dalbys Abdi Farah"
        else:
            return None
    prefix = tokens[:start]
    after = " " + " ".join(tail) + trail if tail else trail
    if not prefix:
        return "", " ".join(tokens), after
    if all(t.lower() in TITLES for t in prefix):
        if not tail:
            return None  # "Mr Nadir Kalkan": a name with its title
        return "", " ".join(tokens), after
    word = prefix[-1]
    bare = fold(word.strip(",;:()"))
    if not (
        word.endswith((",", ";", ":"))
        or word[:1].islower()
        or bare in GENDER_WORDS
        or _role_word(bare)
        or fold(word.rstrip(".")) in RANKS
        or _is_possessor(word, language)
    ):
        return None  # "Calle Järnkrok": a given name that is also a word
    if (
        len(prefix) == 1
        and len(tokens) - start == 1
        and word[:1].isupper()
        and bare in lex.given_gender
    ):
        return None  # "Dean Martin": a given name that is also a role
    return " ".join(prefix) + " ", " ".join(tokens[start:]), after


# ------------------------------------------------------------------ Chinese names

CHINESE_COUNTRIES = frozenset({"CN", "HK", "TW", "MO"})
_CHINA_WORDS = re.compile(
    r"\b(?:china|chinas|chinese|kina|kinas|kines\w*|hong ?kong\w*|taiwan\w*|macau)\b"
)


@lru_cache(maxsize=1)
def _chinese_surnames() -> frozenset[str]:
    """Every listed Chinese surname, those never drawn ("He", "Ma") too."""
    listed, _ = _listed_names()
    return frozenset(
        fold(n) for loc in SURNAME_FIRST for n in listed[loc].surnames
    ) | frozenset(
        fold(n) for loc in SURNAME_FIRST for n in names().by_locale[loc].surnames
    )


@lru_cache(maxsize=20_000)
def _pinyin(token: str) -> bool:
    """Whether a name part splits fully into pinyin syllables ("Xiaoming": xiao+ming;
    "Ka-wai": ka+wai). Many European names do too ("Anna", "Dan"), so this is
    evidence only beside other evidence."""
    word = re.sub(r"[-'’]", "", fold(token))
    if not word.isalpha() or not word.isascii():
        return False
    syllables = names().syllables
    ends = {0}
    for end in range(1, len(word) + 1):
        if any(
            start in ends and word[start:end] in syllables
            for start in range(max(0, end - 6), end)
        ):
            ends.add(end)
    return len(word) in ends


def _chinese_only(token: str) -> bool:
    """A pinyin name part that no list of another origin knows."""
    if not _pinyin(token):
        return False
    known = names().locales_of
    return all(
        not known.get(fold(p), set()) - SURNAME_FIRST
        for p in [token, *token.split("-")]
        if p
    )


def _chinese_style(tokens: Sequence[str], china: bool) -> str:
    """ "zh" (pinyin: "Li Wenjun"), "zh_TW" (hyphenated: "Chan Ka-wai") or "" for a
    name that does not read as Chinese.

    Every part must be pinyin or a Chinese surname, and one part must be pinyin that
    no other origin's list knows; then a Chinese surname in the name or a document
    that names China, Hong Kong or Taiwan decides."""
    parts = [t for t in tokens if not _INITIAL.match(t) or len(t) > 2]
    if not parts or len(parts) > 3:
        return ""
    surnames = _chinese_surnames()
    if not all(_pinyin(t) or fold(t) in surnames for t in parts):
        return ""
    own = [t for t in parts if _chinese_only(t)]
    surname_led = len(parts) > 1 and fold(parts[0]) in surnames
    if own and any(fold(t) in surnames for t in parts if t not in own):
        pass  # "Li Wenjun": a Chinese surname and a given name only Chinese lists
    elif not (china and len(parts) > 1 and (own or surname_led)):
        return ""  # "Loreen" in a text on China is not Chinese
    return "zh_TW" if any("-" in t for t in parts) else "zh"


def _surname_first(tokens: Sequence[str]) -> bool:
    """A name written surname first: a Chinese surname followed by given names."""
    return (
        len(tokens) > 1
        and fold(tokens[0]) in _chinese_surnames()
        and all(_chinese_only(t) for t in tokens[1:])
    )


def _surname_of(words: Sequence[str]) -> str:
    """The folded surname of a mention ("Li" of "Li Wenjun", "Kalkan" of "Nadir
    Kalkan's")."""
    words = [re.sub(r"['’]s?$|:s$", "", w) for w in words]
    if _surname_first(words):
        return fold(words[0])
    return fold(words[-1]) if words else ""


@lru_cache(maxsize=8)
def _china_of(text: str, home: str, countries: frozenset[str]) -> bool:
    if home in CHINESE_COUNTRIES or countries & CHINESE_COUNTRIES:
        return True
    folded = fold(text)
    if _CHINA_WORDS.search(folded):
        return True
    cities = places().city_of_name
    lex = places().cities
    for word in set(folded_words(text)):
        for code, index in cities.get(word, ())[:1]:
            if code in CHINESE_COUNTRIES and lex[code][index][2] >= 1_000_000:
                return True
    return False


def _names_china(doc: _Doc) -> bool:
    """Whether the document names China, Hong Kong or Taiwan, or a big city there."""
    return _china_of(doc.text, doc.home, doc.countries)


def _most_lists_say(folded: str) -> str:
    """The gender most name lists give a given name ("M" for "Ibrahim", which one
    list has among women's names), "" when they are even."""
    return _gender_majority().get(folded, "")


@lru_cache(maxsize=1)
def _gender_majority() -> dict[str, str]:
    counts: dict[str, Counter[str]] = {}
    for locale in NAME_LOCALES:
        lists = names().by_locale.get(locale)
        if lists is None:
            continue
        for gender, pool in (("F", lists.female), ("M", lists.male)):
            for name in pool:
                counts.setdefault(fold(name), Counter())[gender] += 1
    out = {}
    for name, count in counts.items():
        if count["F"] != count["M"]:
            out[name] = "F" if count["F"] > count["M"] else "M"
    return out


def _sure_gender(tokens: Sequence[str]) -> str:
    """The gender of the first of ``tokens`` that every list knows as one gender's
    name only ("Emily", "Kamil"), or ""."""
    lex = names()
    for token in tokens:
        genders = lex.given_gender.get(fold(token))
        if genders:
            return next(iter(genders)) if len(genders) == 1 else ""
    return ""


@lru_cache(maxsize=1)
def _vietnamese_surnames() -> frozenset[str]:
    listed = names().by_locale.get("vi")
    own = {fold(n) for n in listed.surnames} if listed else set()
    return frozenset(own | VIETNAMESE_SURNAMES)


def _vietnamese(
    tokens: Sequence[str],
    name_tokens: list[int],
    roles: dict[int, str],
    gender: str,
    titles: Sequence[str],
) -> tuple[str, dict[int, str]]:
    """A Vietnamese name: surname first when it begins with one ("Nguyen Thi
    Lan"), the middle name Thi or Van kept (half the country has one: it says the
    gender, not the person), a lone name the given name one is called by ("herr
    Tuấn")."""
    surnames = _vietnamese_surnames()
    roles = dict(roles)
    for index in name_tokens:
        middle = VIETNAMESE_MIDDLE.get(fold(tokens[index]))
        if middle and index > name_tokens[0]:
            roles.pop(index, None)
            gender = gender or middle
    kept = [i for i in name_tokens if i in roles]
    if len(kept) > 1 and fold(tokens[kept[0]]) in surnames:
        roles = {i: "given" for i in kept}
        roles[kept[0]] = "surname"
    elif len(kept) == 1 and fold(tokens[kept[0]]) not in surnames:
        roles = {kept[0]: "given"}
    return gender, roles


def _list_gender(tokens: Sequence[str], locale: str) -> str:
    """The gender lists give the first of ``tokens`` they know, in lower case (a
    guess: see ``_name_part``): the lists of the name's origin first, then any
    ("Wenjun" takes no gender from the Scandinavian "Li"), then the gender most
    lists give it ("Ahmed", which one list has among women's names); a name no
    list knows takes none."""
    lex = names()
    females, males = _gender_sets(LIST_OF_LOCALE.get(locale, locale))
    for token in tokens:
        key = fold(token)
        female, male = key in females, key in males
        if female != male:
            return "f" if female else "m"
        genders = lex.given_gender.get(key, set())
        if len(genders) == 1:
            return next(iter(genders)).lower()
    for token in tokens:
        if most := _most_lists_say(fold(token)):
            return most.lower()
    for token in tokens[:1]:
        if by_ending := _ending_says(fold(token)):
            return by_ending.lower()
    return ""


def _ending_says(folded: str) -> str:
    """The gender of most listed names that end as an unlisted one does (its last
    four, three or two letters), where they mostly agree: "Jomar" as "Omar" and
    "Ingmar", "Hine" as "Christine"; "" when they do not."""
    if len(folded) < 3 or not folded.isalpha():
        return ""
    endings = _gender_endings()
    for size in (4, 3, 2):
        if len(folded) <= size:
            continue
        count = endings.get(folded[-size:])
        if count is None or count.total() < 8:
            continue
        gender, most = count.most_common(1)[0]
        return gender if most >= 0.8 * count.total() else ""
    return ""


@lru_cache(maxsize=1)
def _gender_endings() -> dict[str, Counter[str]]:
    """The genders of the listed given names by their last two to four letters."""
    counts: dict[str, Counter[str]] = {}
    for name, gender in _gender_majority().items():
        for size in (4, 3, 2):
            if len(name) > size:
                counts.setdefault(name[-size:], Counter())[gender] += 1
    return counts


@lru_cache(maxsize=64)
def _gender_sets(locale: str) -> tuple[frozenset[str], frozenset[str]]:
    lists = names().by_locale.get(locale)
    if lists is None:
        return frozenset(), frozenset()
    return (
        frozenset(fold(n) for n in lists.female),
        frozenset(fold(n) for n in lists.male),
    )


def _without_marks(name: str) -> str:
    """A name without its diacritics, case kept ("Trần" -> "Tran")."""
    text = name.replace("đ", "d").replace("Đ", "D")
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _article_end(name: str) -> int:
    article = _ARTICLE.match(name)
    return article.end() if article else 0
