"""The category of a label whose name says none, read from its spans.

A project brings its own labels. ``guess_category`` reads a label's name
("personal_name" -> PERSON, "geographic" -> LOC), but a scheme such as ``who``,
``where``, ``body``, ``when`` or ``trait`` says nothing a list of stems knows, and a
label left at MISC sends people, dates and places to the rules for miscellaneous
things ("Saturday" -> a name, "Mrs Adaeze Nwosu" -> a guess). The spans themselves
say what the label holds: titles and given names, months and clock times, streets and
known towns, "Hospital" and "AB", e-mail addresses and long digit strings.

:func:`read_label` votes over a label's spans and names a category only when a clear
majority agrees, so a label of mixed things stays MISC. No Django here: the import
calls it through :mod:`annotation.corpus.label_reading`'s hook.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from .surrogate.formats import MONTHS, TLD, WEEKDAYS, is_phone
from .surrogate.lexicon import TITLES, kinds, names, organisation_kind_of, places
from .surrogate.other import any_language, occupation_form
from .surrogate.text import fold

# At least this many spans, and this share of all spans, for one category.
MIN_SPANS = 3
MIN_SHARE = 0.4

# What a vote may name, with the words the reason uses.
WHAT = {
    "PERSON": "people's names",
    "DATETIME": "dates, times or ages",
    "LOC": "places",
    "ORG": "organisations",
    "CODE": "numbers, codes or contact details",
    "DEM": "occupations, nationalities or languages",
    "QUANTITY": "amounts",
}

# The titles and ranks the name rules keep (lexicon.TITLES), and a few more words
# that stand before a name in a span of people
_TITLE_WORDS = {t.rstrip(".") for t in TITLES} - {"st", "judge", "justice"} | {
    *("mx", "nurse", "father", "sister", "brother", "pastor", "kyrkoherde", "syster"),
}
_EMAIL = re.compile(r"^\S+@\S+\.\w{2,}$")
_URL = re.compile(rf"^(https?://|www\.)\S+$|^[\w-]+(\.[\w-]+)*\.{TLD}(/\S*)?$", re.I)
_HANDLE = re.compile(r"^@?(?=\w*(?:_|\d|[a-z][A-Z]))\w{3,}$")
_CODE = re.compile(r"^(?=.*\d)[A-Z0-9][A-Z0-9 ./:-]{3,}$", re.I)
_DIGITS = re.compile(r"\d")
_AMOUNT = re.compile(r"^\d{1,3}(?:[, ]\d{3})+(?:\.\d+)?$")
_NUMBER_WORDS = frozenset(
    """one two three four five six seven eight nine ten eleven twelve ett en tva tre
    fyra fem sex sju atta nio tio elva tolv""".split()
)
_NUMBER = re.compile(r"^(?:about |some |around |cirka |ca\.? |omkring )?[\d\s.,–-]+$")
_CLOCK = re.compile(
    r"\b\d{1,2}[:.]\d{2}\b|\b\d{1,2} ?(?:am|pm|a\.m\.|p\.m\.)|\b(?:kl\.?|klockan) ?\d"
    r"|\b\d{3,4} ?hrs\b|-tiden\b",
    re.I,
)
_DATE_DIGITS = re.compile(
    r"\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?\b"
    r"|^(?:the )?(?:1[5-9]|20)\d{2}s?$|^(?:vecka|week|v\.) ?\d{1,2}$",
    re.I,
)
# "$18,500", "₦18 million", "TT$7", "R1,000", "38 400 kronor", "41%", "−24 °C",
# "13 percentage points", "minus tolv grader": an amount or a measure (folded text)
_NUMERAL = (
    r"(?:\d[\d,. ]*|(?:ett|en|tva|tre|fyra|fem|sex|sju|atta|nio|tio|elva|tolv)\b)"
)
_AMOUNT_SHAPE = re.compile(
    r"^(?:about |some |around |cirka |ca\.? |minus |[-−–])?"
    r"(?:(?:[a-z]{0,3}\$|[a-z]{0,3}[€£₦¥₹₵₲₱₩₫₪₺₴₭₮₸]|r(?=\d)|kr\.? ?|sek ?|usd ?"
    r"|eur ?)\s?\d[\d,. ]*"
    r"(?: ?(?:million|billion|bn|m|k|crore|lakh))?"
    rf"|{_NUMERAL} ?(?:million |billion |miljoner |miljarder |tusen )?"
    r"(?:%|°c|°f|grader|degrees|percent|per cent|procent|percentage points?"
    r"|procentenheter|kronor|kr|sek|euro|euros|dollars?|pounds?|baht|rand|naira"
    r"|shillings?|rupees?|yen|yuan|lire|zloty|dinars?|francs?|pesos?|rupiah|cedis?"
    r"|kwacha|pula|kina|ringgit|taka|dirhams?|riyals?|euro|kronor|kroner"
    r"|meters?|metres?|km|kilometres?"
    r"|kilometers?|kilo|kg|miles?|mil|litres?|liters?|liter|tons?|tonnes?|ton))$"
)
# "TSh 2.3 billion", "Tk 40 crore", "SCR 850,000", "Nu. 150,000", "RM 4,800": a
# currency's letters before a figure with thousands or a magnitude word (folded)
_LETTER_CURRENCY = re.compile(
    r"^(?:about |some |around |cirka |ca\.? )?[a-z]{1,3}\.? ?"
    r"(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)? ?"
    r"(?:million|billion|bn|crore|lakh|miljoner|miljarder))$"
    r"|^\d+(?:[.,]\d+)? (?:million|billion|miljoner|miljarder)$"
)
# "a third", "two-thirds", "half a percentage point", "en åttondel", "hälften",
# "87 points", "17 röster mot 14": shares and scores (folded)
_SHARE = re.compile(
    r"^(?:half|halften|halva)(?: an?| a percentage point)?$"
    r"|^(?:a|one|two|three|an|en|ett|tva|tre)[ -](?:half|third|thirds|quarter"
    r"|quarters|fifth|fifths|tenth|tenths|tredjedel(?:ar)?|fjardedel(?:ar)?"
    r"|femtedel(?:ar)?|attondel(?:ar)?|tiondel(?:ar)?)\b(?: a percentage point)?$"
    r"|^\d[\d,. ]* (?:points?|poang|roster|votes?)(?: (?:mot|to|against) \d[\d,. ]*)?$"
)
_TIME_WORDS = frozenset(
    """yesterday today tomorrow tonight morning evening afternoon night noon midnight
    weekend spring summer autumn fall winter christmas easter midsummer
    igar idag imorgon ikvall morgon kvall natt natten eftermiddag helgen varen
    sommaren hosten vintern jul julafton pask midsommar vid tiden""".split()
)
_DURATION = re.compile(
    r"\b(?:years?|months?|weeks?|days?|hours?|minutes?|decades?|yrs|"
    r"ar|arig|arsaldern|aret|manad(?:er)?|veckor?|dag(?:ar)?|timm(?:e|ar)|minuter)\b"
    r"|-year-old\b|\baged\b|-arig|-aring|-arsaldern",
)
# What makes a span an age (folded): "45-year-old", "aged 3", "76-årig"
_AGE = re.compile(r"-year-old\b|\baged\b|years? old\b|-arig|-aring|arsaldern|ar gammal")
_RELATIVE = re.compile(
    r"^(?:last|next|this|early|late|mid|i|forra|nasta|i slutet av|i borjan av)\b"
)
_ORG_HEADS = frozenset(
    """hospital infirmary clinic surgery practice school academy college university
    institute police council court tribunal ministry department agency authority
    association society club union party foundation trust group ltd llc inc plc
    corporation company co bank church mosque gurdwara temple synagogue charity fund
    board commission committee network federation league team fc bk sk if ab hb
    realty holdings services press times news radio tv magazine
    sjukhus sjukhuset vardcentral vardcentralen skola skolan gymnasium gymnasiet
    universitet universitetet hogskola hogskolan polisen polis kommun kommunen
    region regionen forening foreningen forbund forbundet fonden stiftelse
    stiftelsen styrelse styrelsen myndighet myndigheten verket nämnd namnd namnden
    departementet tingsratt tingsratten hovratt hovratten partiet kyrka kyrkan
    församling forsamling forsamlingen bolaget koncernen mäkleri makleri
    exchange office museum ventures government centre center broadcasting
    choir orchestra ensemble collective capital pharmacy bakeries fa labs
    fullmaktige lasarett lasarettet sparbank sparbanken banken institut institutet
    invest forsakringar""".split()
)
_PLACE_HEADS = frozenset(
    """street st road rd avenue ave lane terrace quay square place drive close way
    crescent court park parkway boulevard row grove hill gardens estate ward county
    province district valley bay river lake island co. airport harbour harbor pier
    beach market station bridge
    gatan vagen torget platsen grand backe stigen alle parken gardet lan socken
    kommun""".split()
)
# Swedish heads that end compounds of organisations ("Lärjedalsskolan",
# "Anderstorpsgymnasiet"), words that begin their names ("Region Blekinge",
# "Brf Kryddgården 3", "IFK Mariehamn") and company forms abroad ("OÜ", "GmbH")
_ORG_SUFFIXES = tuple(
    """skolan skola gymnasiet sjukhuset sjukhus vardcentralen vardcentral
    universitetet hogskolan forbundet foreningen kyrkan forsamlingen stiftelsen
    fonden verket bolaget sameby namnden listan fullmaktige banken universitet
    inspektionen""".split()
)
_ORG_FIRST = frozenset(
    "region brf ifk aik ik if gif fk bk ff sk hsb myndigheten journal air afc".split()
)
_ACRONYM_ALONE = re.compile(r"[A-ZÅÄÖ]{3,6}")
# "Dhaka Stock Exchange (DSE)", "Sveriges lantbruksuniversitet (SLU)": a name with
# its acronym
_WITH_ACRONYM = re.compile(r"\w \([A-ZÅÄÖ]{2,}\)$")
_ORG_FORMS = frozenset(
    "ou oy oyj as asa gmbh ag sa srl bv nv spa kb airways airlines".split()
)
# Canadian provinces and US states after a town ("Halifax, NS", "Houston, TX")
_STATE_AFTER = re.compile(
    r"^(?:[A-Z]{2})(?: [A-Z0-9]{3} ?[A-Z0-9]{3}| \d{5}(?:-\d{4})?)?$"
)
_COMPASS = frozenset("north south east west central norra sodra ostra vastra".split())
_POSTCODE = re.compile(
    r"\b\d{3} ?\d{2}\b(?= ?[A-ZÅÄÖ])|\b[A-Z]{1,2}\d{1,2}[A-Z]? ?\d[A-Z]{2}\b"
    r"|\b[A-Z]{2} \d{5}\b|\b[A-Z]\d{2} ?[A-Z0-9]{4}\b|\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b"
)
_WORD = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*")
_GENITIVE = re.compile(r"(?:'s|’s|s'|:s|s)$")


@dataclass(frozen=True)
class LabelReading:
    category: str  # "" when no clear majority
    votes: int  # spans that voted for it
    spans: int  # spans read
    share: float

    def reason(self) -> str:
        return f"{self.votes} of its {self.spans} spans read as {WHAT[self.category]}"


@lru_cache(maxsize=1)
def _calendar() -> frozenset[str]:
    """Month and weekday names of both languages, folded, with their
    abbreviations and the "-s" of "i tisdags"."""
    words: set[str] = set()
    for table in (MONTHS, WEEKDAYS):
        for values in table.values():
            for value in values:
                folded = fold(value)
                words.update((folded, folded[:3], folded + "s"))
    return frozenset(words)


def _name_token(word: str) -> str:
    """A word as the name lists fold it: genitive taken off ("Chioma's" -> chioma)."""
    folded = fold(word)
    if folded in names().locales_of:
        return folded
    bare = _GENITIVE.sub("", folded)
    return bare if bare in names().locales_of else ""


def read_span(text: str) -> tuple[str, ...]:
    """The categories one span's words suggest, the likeliest first; () for none.

    ``"number"`` is a bare number, which a label's other spans make an age (DATETIME)
    or an amount (QUANTITY). A word both lists know ("Lena" is a name and a town)
    gives two readings, and the label's other spans choose.
    """
    stripped = text.strip().strip(",;:")
    if not stripped:
        return ()
    folded = fold(stripped)
    words = [fold(w) for w in _WORD.findall(stripped)]
    digits = len(_DIGITS.findall(stripped))
    if _EMAIL.match(stripped) or (_URL.match(stripped) and "." in stripped):
        return ("CODE",)
    if is_phone(stripped) and not _DATE_DIGITS.search(stripped):
        return ("CODE",)
    calendar = _calendar()
    if not any(w in calendar for w in words) and (
        _AMOUNT_SHAPE.match(folded)
        or _LETTER_CURRENCY.match(folded)
        or _SHARE.match(folded)
    ):
        return (
            "amount",
        )  # before dates: "9.75 per cent" and "£6.8 million" are no 9 July
    if (
        _CLOCK.search(stripped)
        or _DATE_DIGITS.search(stripped)
        or any(w in calendar or w in _TIME_WORDS for w in words)
        or _DURATION.search(folded)
    ):
        return ("DATETIME",)
    if _AMOUNT_SHAPE.match(folded):
        return ("amount",)
    if _NUMBER.match(folded):
        if digits >= 6 and not _AMOUNT.match(folded):
            return ("CODE",)  # "1604427", "943 476 5919"
        return ("number",)
    if folded in _NUMBER_WORDS:
        return ("number",)
    if _HANDLE.match(stripped) and " " not in stripped:
        return ("PERSON",)
    if not words:
        return ("CODE",) if _CODE.match(stripped) and digits >= 3 else ()
    if _reads_as_organisation(folded, words, stripped):
        return ("ORG",)
    if _reads_as_address(stripped, words):
        return ("LOC",)
    if _CODE.match(stripped) and digits >= 3:
        return ("CODE",)
    capitalised = [w for w in _WORD.findall(stripped) if w[:1].isupper()]
    named = bool(capitalised) and len(words) <= 5
    known = sum(1 for w in capitalised if _name_token(w)) if named else 0
    person = (words[0] in _TITLE_WORDS and len(words) > 1) or (
        named and known > 0 and known * 2 >= len(capitalised)
    )
    lexicon = places()
    bare = _GENITIVE.sub("", folded)
    if _POSTCODE.search(stripped) or (len(words) > 1 and words[-1] in _PLACE_HEADS):
        return ("LOC",)
    if any(
        form in lexicon.country_of_name
        or form in lexicon.city_of_name
        or form in lexicon.region_names
        for form in (folded, bare)
    ):
        return ("LOC", "PERSON") if person else ("LOC",)
    if person:
        return ("PERSON",)
    if folded in lexicon.demonym_of_word or folded in lexicon.language_of_name:
        return ("DEM",)
    if folded in lexicon.occupation_of or any(
        kind in ("occupation", "role", "kinship")
        for kind, _, _ in kinds().kind_of.get(folded, ())
    ):
        return ("DEM",)
    if len(words) == 1 and any_language(folded):
        return ("DEM",)  # "Malayalam", "tigrinja"
    if stripped.islower() and occupation_form(
        words[-1], "en" if len(words) > 1 else "sv"
    ):
        return ("DEM",)  # "transport planner", "petty officer", "drifttekniker"
    return ()


def _known_place(folded: str) -> bool:
    lexicon = places()
    bare = _GENITIVE.sub("", folded)
    return any(
        form in lexicon.country_of_name
        or form in lexicon.city_of_name
        or form in lexicon.region_names
        for form in (folded, bare)
    )


def _reads_as_organisation(folded: str, words: list[str], text: str = "") -> bool:
    last = words[-1]
    bare = last[:-1] if last.endswith("s") and len(last) > 6 else last  # "Riksbankens"
    return bool(
        any(w in _ORG_HEADS for w in words[1:] + words[-1:])
        or organisation_kind_of(folded)
        or (len(words) > 1 and (words[0] in _ORG_FIRST or last in _ORG_FORMS))
        or any(
            form.endswith(h) and len(form) > len(h) + 2
            for h in _ORG_SUFFIXES
            for form in {last, bare}
        )
        or bool(_WITH_ACRONYM.search(text))
        # "SATAWU", "CCMA", "TIFF": an acronym of letters alone names a body far
        # more often than a code, which has digits
        or bool(_ACRONYM_ALONE.fullmatch(text))
        # "kommunfullmäktige i Avesta", "styrelsen för ...", "University of
        # Nairobi", "Office of the Privacy Commissioner": a body in, of or for
        # a place or a field
        or (
            len(words) > 2
            and words[1] in ("i", "for", "vid", "pa", "of")
            and (
                words[0] in _ORG_HEADS
                or any(words[0].endswith(h) for h in _ORG_SUFFIXES)
            )
        )
    )


def _reads_as_address(stripped: str, words: list[str]) -> bool:
    """ "6214 Jubilee Road", "Bedford House, Belfast", "Houston, TX", "Durban
    North": a street with its number, a known place or a state after a comma, a
    known town with a compass word."""
    if re.match(r"^\d+[A-Za-z]?,? \w", stripped) and any(
        w in _PLACE_HEADS for w in words[1:]
    ):
        return True
    parts = [p.strip() for p in stripped.split(",")]
    if len(parts) > 1 and any(
        _known_place(fold(_POSTCODE.sub("", p)).strip())
        or _STATE_AFTER.match(p)
        or _POSTCODE.search(p)
        for p in parts[1:]
    ):
        return True
    return (len(words) == 2 and words[-1] in _COMPASS and _known_place(words[0])) or (
        len(words) == 2 and words[0] in _COMPASS and _known_place(words[1])
    )


def _name_words(text: str) -> set[str]:
    """The capitalised words of a span, folded, genitives taken off."""
    return {
        _GENITIVE.sub("", fold(w)) if len(w) > 3 else fold(w)
        for w in _WORD.findall(text)
        if w[:1].isupper() and fold(w) not in _TITLE_WORDS
    }


def read_label(texts: Iterable[str]) -> LabelReading:
    """The category a clear majority of a label's spans read as ("" when none).

    Spans read one by one; a span of two readings joins the one the label's
    unambiguous spans favour; a span of none that repeats a word of a span read as a
    person, place or organisation ("Nwosu" after "Mrs Adaeze Nwosu") reads as that.
    The winner needs :data:`MIN_SPANS` spans, three quarters of the spans that read
    as anything, and two fifths of all.
    """
    items = [t for t in texts if t.strip()]
    readings = [read_span(t) for t in items]
    firm: Counter[str] = Counter(r[0] for r in readings if len(r) == 1)
    chosen: list[str] = []
    for options in readings:
        if len(options) > 1:
            options = tuple(sorted(options, key=lambda o: -firm[o]))
        chosen.append(options[0] if options else "")
    words_of: dict[str, set[str]] = {"PERSON": set(), "LOC": set(), "ORG": set()}
    for text, category in zip(items, chosen, strict=True):
        if category in words_of:
            words_of[category] |= _name_words(text)
    for index, (text, category) in enumerate(zip(items, chosen, strict=True)):
        if category:
            continue
        mine = _name_words(text)
        for kind, known in words_of.items():
            if mine and mine & known:
                chosen[index] = kind
                break
    votes = Counter(c for c in chosen if c)
    amounts = votes.pop("amount", 0)
    if votes["number"] or amounts:
        # Bare numbers are ages beside "-year-old" or "aged", or when all of them
        # are whole numbers of a life's length and no amount stands beside them
        # ("52", "nine", "71"); otherwise amounts. A label of ages and amounts is
        # one of numbers, whose rules (DATETIME's) keep an age an age and an
        # amount's currency
        bare = [t for t, c in zip(items, chosen, strict=True) if c == "number"]
        dated = [t for t, c in zip(items, chosen, strict=True) if c == "DATETIME"]
        numbers = votes.pop("number", 0) + amounts
        # a few "dates" among many amounts are decimals read as days ("6.3"
        # nights, "2.1" per cent): ages ("45-year-old"), a third of the votes, or
        # dates beside bare numbers with no money ("four months", "52") make the
        # label one of dates and numbers
        ages = (
            any(_AGE.search(fold(t)) for t in dated)
            or len(dated) * 2 >= numbers
            or (not amounts and (bool(dated) or _ages_alone(bare)))
        )
        if not ages and dated:
            votes["QUANTITY"] += votes.pop("DATETIME")
        votes["DATETIME" if ages else "QUANTITY"] += numbers
    spans = len(items)
    if spans < MIN_SPANS or not votes:
        return LabelReading("", 0, spans, 0.0)
    category, count = votes.most_common(1)[0]
    share = count / spans
    if count < MIN_SPANS or count < 0.75 * sum(votes.values()) or share < MIN_SHARE:
        return LabelReading("", count, spans, share)
    return LabelReading(category, count, spans, share)


def _ages_alone(texts: list[str]) -> bool:
    """Bare numbers that can all be ages: whole numbers up to 110 in digits or
    words, at least :data:`MIN_SPANS` of them, and most of them adults' ("52",
    "nine", "71"; not "300", not "7", "3", "12" alone)."""
    values = []
    for text in texts:
        folded = fold(text.strip().strip(",;:"))
        if folded.isdigit():
            values.append(int(folded))
        elif folded in _NUMBER_WORDS:
            values.append(1 + sorted(_NUMBER_WORDS).index(folded) % 12)
        else:
            return False
    return (
        len(values) >= MIN_SPANS
        and all(v <= 110 for v in values)
        and sum(v >= 18 for v in values) * 2 > len(values)
    )
