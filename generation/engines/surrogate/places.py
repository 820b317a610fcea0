"""Places: countries, cities and regions (remembered by a language-neutral id),
streets, counties, compounds led by a place."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from . import formats
from .core import (
    _HAS_DIGIT,
    _POSSESSIVE,
    LazyWords,
    RuleBase,
    _Doc,
    _Draw,
    _sv_attributive,
    _sv_genitive,
)
from .lexicon import (
    COMMON_COUNTRIES,
    GENERIC_WORDS,
    LANGUAGE_COUNTRY,
    NOT_STATES,
    names,
    places,
    swedish_counties,
    swedish_street_prefixes,
)
from .text import WORD, copy_case, fold

DIRECTIONS = {
    "en": (
        "northern",
        "southern",
        "eastern",
        "western",
        "central",
        "north",
        "south",
        "east",
        "west",
        "north-east",
        "north-west",
        "south-east",
        "south-west",
        "north-eastern",
        "north-western",
        "south-eastern",
        "south-western",
        "upper",
        "lower",
    ),
    "sv": (
        "norra",
        "södra",
        "östra",
        "västra",
        "mellersta",
        "nordvästra",
        "nordöstra",
        "sydvästra",
        "sydöstra",
        "centrala",
        "inre",
        "yttre",
    ),
}
STREET_SUFFIXES_SV = (
    "gatan",
    "vägen",
    "torget",
    "platsen",
    "gränd",
    "stigen",
    "allén",
    "backen",
    "parken",
    "leden",
    "plan",
    "kajen",
    "trädgården",
    "kransen",
    "bron",
)
STREET_WORDS_EN = {
    "street",
    "road",
    "avenue",
    "square",
    "lane",
    "drive",
    "place",
    "way",
    "park",
    "close",
    "crescent",
    "terrace",
    "gardens",
    "boulevard",
    "bulvarı",
    "caddesi",
    "sokak",
    "ulica",
    "strasse",
    "straße",
}
STREET_STEMS_EN = (
    "Church",
    "Station",
    "Mill",
    "Victoria",
    "Albert",
    "Park",
    "Kings",
    "Queens",
    "Market",
    "Bridge",
    "Elm",
    "Oak",
    "Chestnut",
    "Harbour",
    "Castle",
    "Garden",
    "Meadow",
    "Orchard",
    "Spring",
    "Grove",
    "Cedar",
    "Hill",
    "Lime",
    "Willow",
)
# Swedish heads a place's name is joined to with a hyphen (Baoqing-vägen,
# Xinshao-distriktet, Silivri-fängelset): the name changes, the head stays.
PLACE_ENDINGS_SV = (
    *STREET_SUFFIXES_SV,
    "distriktet",
    "provinsen",
    "regionen",
    "området",
    "fängelset",
    "häktet",
    "lägret",
    "länet",
    "kommunen",
    "staden",
    "byn",
    "ön",
)
_SV_PLACE_ENDINGS = frozenset(fold(e) for e in PLACE_ENDINGS_SV)
# French streets and squares: the head stays, the name after it becomes a French
# surname (rue Lefebvre, Place Martin), as French streets are often named.
_FRENCH_STREET = re.compile(
    r"^([Rr]ue|[Pp]lace|[Aa]venue|[Bb]oulevard|[Qq]uai|[Pp]orte|[Aa]llée|[Ii]mpasse"
    r"|[Cc]hemin|[Cc]ours|[Pp]arvis)(?: de la| de l['’]| du| des| de| d['’])?\s*"
    r"[A-ZÀ-Þ]"
)
# Heads that let a town's name follow "the" ("the Shaheed Minar" -> "the Hale Square")
PLACE_HEADS_EN = ("Square", "Park", "Gardens", "Memorial", "Monument")
# English country names that take "the"
# "St Mary's Church", "S:t Eriks gymnasium" (a city such as Saint-Étienne is known
# first)
_SAINT = re.compile(
    r"^(St\.?|Saint|Sankt|S:t|Sainte)\s+([A-ZÅÄÖ][\w-]+?)(['’]s|s)?(\s.+)?$"
)
_TAKES_THE = re.compile(r"^United |^Czech Republic$|s$| Republic$|^Gambia$")
COUNTY_WORDS = {"county", "municipality", "district", "province", "region"}
SV_PLACE_HEADS = ("kommun", "kommuns", "stad", "stads", "landsting", "region")


class PlaceRules(RuleBase):
    """Places of the same kind, written in the document's language."""

    def _place_name(self, doc: _Doc, place_id: str) -> str:
        lex = places()
        kind, _, rest = place_id.partition(":")
        if kind == "country":
            return lex.countries[rest][doc.language]
        if kind == "city":
            code, _, index = rest.partition(":")
            en, sv, _ = lex.cities[code][int(index)]
            return sv if doc.language == "sv" else en
        return rest

    def _place_id(self, folded: str, *, strict: bool = False) -> str | None:
        """The place a name denotes; ``strict`` admits only cities of 50,000 people
        or more outside the document's country (Pace, Melodi are towns somewhere)."""
        lex = places()
        code = lex.country_of_name.get(folded)
        if code is not None:
            return f"country:{code}"
        found = lex.city_of_name.get(folded)
        if found:
            # an ambiguous name (Newcastle) is the one in the document's country
            city = next((c for c in found if c[0] == self._home), found[0])
            if strict and city[0] != self._home:
                if lex.cities[city[0]][city[1]][2] < 50000:
                    return None
            return f"city:{city[0]}:{city[1]}"
        if folded in lex.region_names:
            return f"region:{folded}"
        return None

    def _place_free(self, place_id: str) -> bool:
        """Whether the place, as either language writes it, is no original."""
        originals = self.memory.originals
        if not originals:
            return True
        kind, _, rest = place_id.partition(":")
        if kind == "region":
            return fold(rest) not in originals
        lex = places()
        written: tuple[str, ...]
        if kind == "country":
            written = tuple(lex.countries[rest].values())
        else:
            code, _, index = rest.partition(":")
            written = lex.cities[code][int(index)][:2]
        return not any(fold(w) in originals for w in written)

    def _surrogate_place(self, doc: _Doc, draw: _Draw, place_id: str) -> str:
        """The surrogate place id for ``place_id`` (remembered per project)."""
        lex = places()
        accept = self._place_free
        kind, _, rest = place_id.partition(":")
        if kind == "country":
            pool, more = _country_pools()
            return draw.choose("place", place_id, pool, more=more, accept=accept)
        if kind == "city":
            code, _, index_text = rest.partition(":")
            index = int(index_text)
            own = LANGUAGE_COUNTRY[doc.language]
            # cities of the country of about the same rank, then the nearest in size
            # that is free (Malmö becomes a big city)
            country, rank, pool = code, index, self._city_pool(code, index)
            if code in doc.countries and code != own and draw.remember:
                # "Frankrike ... Paris": Paris goes where France went, a city of that
                # country of about the same rank (where the document keeps or does not
                # name the country, the city stays in it)
                country_id = self._surrogate_place(doc, draw, f"country:{code}")
                target = country_id.partition(":")[2]
                moved = self._city_pool(target, index) or self._city_pool(target, 0)
                if moved:
                    country, pool = target, moved
            if not pool:
                country, rank, pool = doc.home, 0, self._city_pool(doc.home, 0)
            return draw.choose(
                "place",
                place_id,
                pool,
                more=_cities_by_closeness(country, rank),
                accept=accept,
                more_in_order=True,
            )
        folded = rest
        kind_of = _region_kinds()
        group = kind_of.get(folded, doc.language)
        if group.startswith("continent"):
            group = f"continent-{doc.language}"  # written in the document's language
        pool = [f"region:{r}" for r in lex.regions.get(group, ())]
        return draw.choose("place", place_id, pool, accept=accept)

    def _town_country(self, doc: _Doc, draw: _Draw) -> str:
        """The country whose towns stand for a place no list knows: the one written
        right after it or the document's country, moved where that country went
        (when the document names it), as a listed city moves with its country."""
        own = LANGUAGE_COUNTRY[doc.language]
        # "Chittagong i Bangladesh", "Mirpur, Bangladesh"; a country named once
        # elsewhere says nothing of the place (Swedish news names many)
        country = _country_after(doc.text, doc.end) or doc.home
        if country not in places().cities:
            return own
        if country in doc.countries and country != own:
            place_id = f"country:{country}"
            moved = self.memory.get("place", place_id)
            if moved is None and draw.remember:
                moved = self._surrogate_place(doc, draw, place_id)
            target = moved.partition(":")[2] if moved else ""
            if target in places().cities:
                return target
        return country

    def _town(self, doc: _Doc, draw: _Draw, key: str, *, spaced: bool) -> str:
        """A town for a place no list knows (remembered by its folded ``key``), of the
        country :meth:`_town_country` gives, one word unless ``spaced``."""
        lex = places()
        towns = lex.cities[self._town_country(doc, draw)]
        half = towns[len(towns) // 3 :] or towns
        pool = [sv if doc.language == "sv" else en for en, sv, _ in half]
        if not spaced:
            pool = [p for p in pool if " " not in p and "-" not in p] or pool
        return draw.choose("place-word", key, pool)

    def _city_pool(self, code: str, index: int) -> list[str]:
        return _city_pool(code, index)

    def _render_place(self, doc: _Doc, place_id: str) -> str:
        kind, _, rest = place_id.partition(":")
        if kind == "region":
            return rest
        return self._place_name(doc, place_id)

    def _known_place(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A place some list knows (Japan the country before japan the Japanese)."""
        return self._place(doc, original, draw, known_only=True)

    def _place_or_none(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """Only places a list knows (for spans of other categories)."""
        if self._place_id(fold(original), strict=True) is None and not any(
            self._place_id(fold(part), strict=True) for part in original.split(", ")
        ):
            return None
        return self._place(doc, original, draw, known_only=True)

    def _place(
        self,
        doc: _Doc,
        original: str,
        draw: _Draw,
        known_only: bool = False,
        attributive: bool = False,
    ) -> tuple[str, str] | None:
        # "Beyoğlu, Istanbul", "Kassel, Germany": each part in turn.
        if ", " in original and original.count(", ") <= 2:
            parts = original.split(", ")
            last_id = self._place_id(fold(parts[-1]))
            if (
                last_id is not None
                and last_id.startswith("country:")
                and len(parts) == 2
            ):
                # "Kassel, Germany": a city of the surrogate country
                first_id = self._place_id(fold(parts[0]))
                new_country = self._surrogate_place(doc, draw, last_id)
                pool = [
                    self._render_place(doc, c)
                    for c in self._city_pool(new_country.partition(":")[2], 0)
                ]
                if first_id is not None and first_id.startswith("city:") and pool:
                    city = draw.choose("place-pair", fold(original), pool)
                    return (
                        f"{city}, {self._render_place(doc, new_country)}",
                        "city and country, the city in the surrogate country",
                    )
            out = []
            for part in parts:
                found = self._place(doc, part, draw, known_only)
                if found is None:
                    return None
                out.append(found[0])
            return ", ".join(out), "places, each part of the list"
        article = re.match(r"^([Tt]he) (.+)$", original)
        if article and self._place_id(fold(article.group(2))) is not None:
            # "the United Kingdom": the name after the article; the article stays
            # only before a name that takes one (the Netherlands, the United States)
            found = self._place(doc, article.group(2), draw, known_only, attributive)
            if found is None:
                return None
            text, reason = found
            if _TAKES_THE.search(text):
                text = f"{article.group(1)} {text}"
            return text, reason
        words = original.split()
        prefix = ""
        if self._place_id(fold(original)) is not None:
            pass  # "Northern Ireland", "South Africa": a name, not a direction
        elif len(words) > 1 and words[0].lower() in DIRECTIONS.get(doc.language, ()):
            prefix, original = words[0] + " ", " ".join(words[1:])
        elif len(words) > 1 and words[0].lower() in DIRECTIONS["en"] + DIRECTIONS["sv"]:
            prefix, original = words[0] + " ", " ".join(words[1:])
        possessive = ""
        match = _POSSESSIVE.search(original)
        if match and doc.language == "en" and len(original) > 3:
            possessive = match.group(1)
            original = original[: -len(possessive)]
        folded = fold(original)
        place_id = self._place_id(folded)
        genitive = False
        if place_id is None and doc.language == "sv" and folded.endswith("s"):
            place_id = self._place_id(folded[:-1])
            genitive = place_id is not None
        if place_id is not None:
            new_id = self._surrogate_place(doc, draw, place_id)
            text = self._render_place(doc, new_id)
            if attributive and doc.language == "sv":
                text = _sv_attributive(text)
            elif genitive:
                text = _sv_genitive(text)
            kind = place_id.partition(":")[0]
            how = "written in Swedish" if doc.language == "sv" else "written in English"
            if original.isupper() and len(original) <= 4:
                shown = text  # "USA" -> "Brasilien", not "BRASILIEN"
            else:
                shown = copy_case(original, text)
            return (
                prefix + shown + possessive,
                f"{kind} for {kind}, {how}" + (", genitive kept" if genitive else ""),
            )
        # "County of Dalarna", "municipality of Härjedalen", "Stockholms kommun"
        match = re.match(r"^(\w+) of (.+)$", original, re.IGNORECASE)
        if match and match.group(1).lower() in COUNTY_WORDS:
            inner = self._place(doc, match.group(2), draw)
            if inner is not None:
                return prefix + f"{match.group(1)} of {inner[0]}", inner[1]
        county = re.match(r"^(.+?) (län|läns)$", original)
        if county:
            pool = [c.removesuffix(" län") for c in swedish_counties()]
            new = draw.choose("place", "county:" + fold(county.group(1)), pool)
            return prefix + f"{new} {county.group(2)}", "county for county (län)"
        head = re.match(rf"^(.+?) ({'|'.join(SV_PLACE_HEADS)})$", original)
        if head:
            inner = self._place(doc, head.group(1), draw, attributive=True)
            if inner is not None:
                return prefix + f"{inner[0]} {head.group(2)}", inner[1]
        saint = _SAINT.match(original)
        if saint and not known_only:
            # "St Mary's Church": a saint's name, not a town ("St Rendlesham")
            lists = names().by_locale.get(doc.language) or names().by_locale["en"]
            pool = [n for n in lists.given if fold(n) != fold(saint.group(2))]
            new = draw.choose("saint", fold(saint.group(2)), pool)
            rest = (saint.group(3) or "") + (saint.group(4) or "")
            return (
                prefix + f"{saint.group(1)} {new}{rest}" + possessive,
                "a saint's name for a saint's name, the rest kept",
            )
        street = self._street(doc, original, draw)
        if street is not None:
            return prefix + street[0], street[1]
        if known_only:
            return None
        # An unknown place: a town of the document's country, of the same shape.
        if (
            len(words) <= 3
            and original[:1].isupper()
            and not _HAS_DIGIT.search(original)
        ):
            tokens = original.split()
            kept = [
                t
                for t in tokens
                if fold(t) in GENERIC_WORDS or t.lower() in STREET_WORDS_EN
            ]
            named = [t for t in tokens if t not in kept]
            if not named:
                return None
            key = fold(" ".join(named))
            town = self._town(doc, draw, key, spaced=" " in key)
            # the name becomes one town; generic words (Peninsula, Island) stay after
            after = [t for t in tokens[tokens.index(named[-1]) + 1 :] if t in kept]
            before = [t for t in tokens[: tokens.index(named[0])] if t in kept]
            if not after and doc.language == "en" and _after_the(doc.text, original):
                # "the Shaheed Minar": a town reads with "the" only with a head
                heads = PLACE_HEADS_EN
                after = [heads[self.rng("place-head", key).randrange(len(heads))]]
            country = self._town_country(doc, draw)
            return (
                prefix + " ".join([*before, town, *after]),
                f"unknown place: a town of {country} in its place",
            )
        return None

    def _street(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        number = re.search(r"\s+(\d+\s?[A-Za-z]?)$", original)
        base = original[: number.start()] if number else original
        folded = fold(base)
        new_base = None
        hyphened = re.match(r"^(.+)-(\w+)$", base)
        if (
            hyphened
            and " " not in base
            and fold(hyphened.group(2)) in _SV_PLACE_ENDINGS
            and not number
        ):
            # "Baoqing-vägen", "Xinshao-distriktet": the name part changes, the
            # Swedish head stays
            name = hyphened.group(1)
            town = self._town(doc, draw, fold(name), spaced=False)
            return f"{town}-{hyphened.group(2)}", "the name before a place's head"
        french = _FRENCH_STREET.match(base)
        if french:
            stem = draw.choose("street", folded, _french_street_names())
            new_base = f"{french.group(1)} {stem}"
        for suffix in STREET_SUFFIXES_SV:
            if new_base is not None:
                break
            if (
                folded.endswith(fold(suffix))
                and len(folded) > len(suffix) + 2
                and " " not in base
            ):
                stem = draw.choose(
                    "street",
                    folded,
                    [p + suffix for p in swedish_street_prefixes()],
                )
                new_base = copy_case(base, stem)
                break
        words = base.split()
        if (
            new_base is None
            and len(words) >= 2
            and words[-1].lower() in STREET_WORDS_EN
        ):
            stem = draw.choose(
                "street", folded, [f"{s} {words[-1]}" for s in STREET_STEMS_EN]
            )
            new_base = stem
        if new_base is None:
            return None
        if number:
            new_base += " " + formats.shift_number_token(
                re.sub(r"\D", "", number.group(1)), draw.rng
            )
        return new_base, "street for street"

    def _compound_place(self, doc: _Doc, word: str, draw: _Draw) -> str | None:
        """A Swedish compound led by a place: Stockholmsbörsen, Kyotoavtalet."""
        if doc.language != "sv" or len(word) < 8 or not word[:1].isupper():
            return None
        folded = fold(word)
        for cut in range(len(word) - 4, 3, -1):
            head, rest = word[:cut], word[cut:]
            place_id = self._place_id(folded[:cut], strict=True)
            if place_id is None or not place_id.startswith(("city:", "country:")):
                continue
            if not rest.islower() or len(rest) < 4:
                continue
            new = self._render_place(doc, self._surrogate_place(doc, draw, place_id))
            if " " in new or "-" in new:
                return None
            linked = rest.startswith("s") and not fold(head).endswith("s")
            if linked:
                rest = rest[1:]
            if linked or fold(head)[-1:] not in "aeiouyaaoo":
                new = _sv_attributive(new)
            return new + rest
        return None

    def _places_in(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """Only the places (and nationalities) inside a name: "Förbifart Stockholm"."""
        found = self._replace_words(doc, original, draw, places_only=True)
        if found is None:
            return None
        return found, "the places in it replaced, the rest kept"


_COUNTRY_AFTER = re.compile(r"(?:,| i| in)\s+([^\W\d_][\w-]*(?: [^\W\d_][\w-]*)?)")


def _country_after(text: str, end: int) -> str:
    """The country a place is said to be in right after it ("X i Bangladesh"), or
    ""."""
    match = _COUNTRY_AFTER.match(text, end)
    if match is None:
        return ""
    known = places().country_of_name
    words = match.group(1)
    return known.get(fold(words)) or known.get(fold(words.split()[0]), "")


def _after_the(text: str, name: str) -> bool:
    """Whether the text writes ``name`` after "the" (a landmark, not a town)."""
    return re.search(rf"\b[Tt]he {re.escape(name)}(?!\w)", text) is not None


@lru_cache(maxsize=1)
def _french_street_names() -> list[str]:
    """French surnames (Faker's fr_FR person provider), for French street names."""
    return [n for n in names().by_locale["fr_FR"].surnames if " " not in n][:300]


def place_parts(folded: str) -> list[str]:
    """The folded names that may be places in a span's text: the whole, its
    comma-separated parts and its words, where a run of words that is a place is not
    split further ("hong kong" is one place, not "kong" too)."""
    parts = [folded, *folded.split(", ")]
    words = WORD.findall(folded)
    known = places()
    position = 0
    while position < len(words):
        for size in (3, 2, 1):
            phrase = " ".join(words[position : position + size])
            if (
                size == 1
                or phrase in known.city_of_name
                or phrase in known.country_of_name
            ):
                parts.append(phrase)
                position += size
                break
    return parts


class _CitiesByCloseness(LazyWords):
    """Every drawable city of the country, the closest in size to ``index`` first.

    Only read when a city's own pool is used up, which is rare: the order is sorted
    on first use, not for every city a run meets (a sort of every city of the
    country, 2,000 in Sweden, per distinct original was a tenth of a run's time).
    """

    def __init__(self, code: str, index: int) -> None:
        self._code = code
        self._index = index
        drawable = places().drawable.get(code, [])
        self._drawable = drawable
        self._size = len(drawable) - (1 if index in drawable else 0)
        self._ordered: list[str] | None = None

    def _cities(self) -> list[str]:
        if self._ordered is None:
            index = self._index
            ordered = sorted(self._drawable, key=lambda i: abs(i - index))
            self._ordered = [f"city:{self._code}:{i}" for i in ordered if i != index]
        return self._ordered

    def __len__(self) -> int:
        return self._size

    def _at(self, index: int) -> str:
        return self._cities()[index]


@lru_cache(maxsize=10_000)
def _cities_by_closeness(code: str, index: int) -> Sequence[str]:
    return _CitiesByCloseness(code, index)


@lru_cache(maxsize=1)
def _region_kinds() -> dict[str, str]:
    """Folded region name -> its list (sv, en, continent-sv...); län count as sv."""
    out = {fold(c.removesuffix("s län")): "sv" for c in swedish_counties()}
    for group, regions in places().regions.items():
        for region in regions:
            out.setdefault(fold(region), group)
    return out


@lru_cache(maxsize=1)
def _country_pools() -> tuple[list[str], list[str]]:
    """Countries a reader knows, then every sovereign state."""
    lex = places()
    common = [f"country:{c}" for c in COMMON_COUNTRIES]
    states = [f"country:{c}" for c in lex.countries if c not in NOT_STATES]
    return common, states


@lru_cache(maxsize=100_000)
def _city_pool(code: str, index: int, whole: bool = False) -> list[str]:
    """Cities of the country of about the same rank (size), sections left out."""
    drawable = places().drawable.get(code, [])
    if whole:
        return [f"city:{code}:{i}" for i in drawable]
    if not drawable:
        return []
    rank = next((r for r, i in enumerate(drawable) if i >= index), len(drawable))
    low, high = max(0, rank - 12), min(len(drawable), rank + 13)
    return [f"city:{code}:{i}" for i in drawable[low:high] if i != index]
