"""Spans of kinds the category does not say: read from the span itself and from the
project's label name.

Annotation projects bring their own labels (``other``, ``Technical skills``,
``Degree``, ``Role``); a label's words and the span's own words say what kind of thing
it is (a platform, a language tag, a degree in a field, a job title, a kinship word, a
count). Each kind is replaced by another of the same kind from ``kinds.tsv`` and
``organisations.tsv``, through the memory, so one original keeps one surrogate. What
no kind fits gets a typed guess (the kind the label or the category suggests), with a
low confidence and a reason that says why.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from .core import _HAS_DIGIT, NEAR, LazyWords, RuleBase, _Doc, _Draw, vowel_sound
from .formats import TLD
from .lexicon import (
    GENERIC_WORDS,
    _tsv,
    kinds,
    organisation_kind_of,
    organisations,
    places,
)
from .organisations import (
    country_bodies,
    court_tier,
    pools_of,
    public_bodies,
    takes_the,
)
from .other import swedish_forms
from .remits import remit_tiers, same_portfolio
from .text import copy_case, fold

# Words of a label name -> the kind of its spans ("Technical skills" -> skill).
LABEL_KINDS = (
    ("skill", ("skill", "competen", "tool", "technolog", "kompetens")),
    ("degree", ("degree", "education", "qualification", "diploma", "examen", "utbild")),
    ("role", ("role", "job", "position", "title", "occupation", "profession", "yrke")),
    ("field", ("field", "subject", "discipline", "major", "ämne", "amne")),
    ("event", ("event", "händelse", "handelse")),
    ("product", ("product", "produkt", "brand", "märke")),
    ("work", ("work", "book", "film", "movie", "song", "verk", "bok")),
    ("platform", ("platform", "website", "site", "webb", "app", "social")),
    ("language_tag", ("tag",)),
    (
        "health",
        (
            *("health", "medic", "diagnos", "disease", "condition", "illness"),
            *("hälsa", "halsa", "sjukdom", "läkemedel", "lakemedel", "vård", "vard"),
        ),
    ),
)
ARTICLES = {"the", "a", "an", "en", "ett", "den", "det", "de"} | {
    *("my", "his", "her", "our", "their", "your"),
    *("min", "mitt", "mina", "din", "ditt", "dina", "hans", "hennes", "deras"),
    *("vår", "vårt", "våra", "sin", "sitt", "sina"),
}
# What a span says after its kind: "Data Scientist position", "UX Designer pos"
KIND_TAILS = ("position", "pos", "role", "job", "tjänst", "tjanst")
_DEGREE_IN = re.compile(
    r"^(?P<degree>.*?\b(?:bachelor|master|phd|ph\.d\.?|doctorate|doctor|diploma|"
    r"degree|mba|msc|bsc|ba|ma|licentiate|\w*examen|kandidat\w*|magister\w*|doktor\w*)"
    r"\S*(?:\s+(?:degree|of\s+\w+(?:\s+\w+)?))?)\s+(?P<in>in|i|inom)\s+(?P<field>.+)$",
    re.IGNORECASE,
)
# "Master of Library and Information Science": the degree of a field; "BS Nursing",
# "MSc Marine Biology": a degree's letters before its field
_DEGREE_OF = re.compile(
    r"^(?P<degree>(?:master|bachelor|doctor)(?:'?s)?)\s+(?P<in>of)\s+(?P<field>.+)$"
    r"|^(?P<letters>B\.?S\.?c?|M\.?S\.?c?|B\.?A\.?|M\.?A\.?|BSN|MBA|PhD)\s+"
    r"(?P<field2>[A-Z].+)$",
    re.IGNORECASE,
)


@lru_cache(maxsize=1)
def _cldr_codes() -> frozenset[str]:
    """The two- and three-letter codes of the languages CLDR names ("si", "gil")."""
    from babel import Locale

    codes = (str(c) for c in Locale("en").languages)
    return frozenset(c for c in codes if c.isalpha() and len(c) <= 3)


_LANGUAGE_TAG = re.compile(r"^(?P<open>[\[(]?)(?P<code>[a-z]{2,3})(?P<close>[\])]?)$")
_DOMAIN = re.compile(
    r"^(?P<scheme>https?://)?(?P<www>www\.)?(?P<name>[\w-]+)(?P<rest>(?:\.[\w-]+)*"
    rf"\.{TLD})(?P<path>/\S*)?$",
    re.IGNORECASE,
)


# When every word of a kind is another original's surrogate, new ones are composed,
# so that two originals never share one: "Senior Data Analyst", "Python and SQL".
ROLE_MODIFIERS = {
    "en": ("Senior", "Junior", "Lead", "Principal", "Assistant", "Associate"),
    "sv": ("senior", "biträdande", "ledande", "förste", "assisterande"),
}
JOINERS = {"en": " and ", "sv": " och "}


class Composed(LazyWords):
    """The words of a kind composed two by two (or with a modifier, for roles),
    computed when read: only an exhausted pool reads them."""

    def __init__(self, pool: Sequence[str], kind: str, language: str) -> None:
        self._pool = list(pool)
        self._modifiers = ROLE_MODIFIERS.get(language, ()) if kind == "role" else ()
        self._joiner = JOINERS.get(language, " and ")
        size = len(self._pool)
        self._size = size * len(self._modifiers) if self._modifiers else size * size
        if kind == "kinship" or (size < 2 and not self._modifiers):
            # "Mormor och mormor", "mormor och farmor": two relatives for one
            self._size = 0

    def __len__(self) -> int:
        return self._size

    def _at(self, index: int) -> str:
        size = len(self._pool)
        if self._modifiers:
            modifier, word = divmod(index, size)
            return f"{self._modifiers[modifier]} {self._pool[word]}"
        first, second = divmod(index, size)
        if first == second:
            second = (second + 1) % size
        return self._pool[first] + self._joiner + self._pool[second]


@lru_cache(maxsize=2)
def _definite_forms(language: str) -> dict[str, str]:
    """Folded Swedish definite forms of listed kinship words -> their base
    ("bruden" -> "brud", "brudgummen" -> "brudgum")."""
    if language != "sv":
        return {}
    words = kinds().words.get(("kinship", "sv"), ())
    return {fold(swedish_forms(w)["def"]): fold(w) for w in words}


def _inflected(folded: str, language: str) -> tuple[str, str, str]:
    """(base, form, genitive) of a folded inflected form of a listed word: "min
    brors" was cut to "brors" -> ("bror", "", "s"); "bruden" -> ("brud", "def",
    ""); "the bride's" -> ("bride", "", "'s"). ("", "", "") when none fits."""
    lex = kinds()
    genitive = ""
    stems = [(folded, "")]
    if language == "sv" and folded.endswith("s"):
        stems.append((folded[:-1], "s"))
    if folded.endswith(("'s", "’s")):
        stems.append((folded[:-2], "'s"))
    for stem, genitive in stems:
        if genitive and stem in lex.kind_of:
            return stem, "", genitive
        base = _definite_forms(language).get(stem)
        if base is not None:
            return base, "def", genitive
    return "", "", ""


def label_kind(label: str) -> str:
    """The kind a project's label name says its spans are ("" when it says none)."""
    words = re.split(r"[^\wåäö]+", label.lower())
    for kind, stems in LABEL_KINDS:
        if any(w.startswith(stem) for w in words if w for stem in stems):
            return kind
    return ""


# Kinship words by relation, each with its generation from the speaker's (2
# grandparents, 1 parents and their siblings, 0 one's own, -1 children, -2
# grandchildren), and the sets of words that name the same relation in other words
# (a synonym of the original is a leak: "grandmother" -> "grandma")
_KIN_GROUPS = (
    (
        "great-grandparent",
        3,
        "great-grandmother great-grandfather gammelmormor gammelfarfar",
    ),
    (
        "grandparent",
        2,
        "grandmother grandfather grandma grandpa farmor mormor farfar morfar",
    ),
    ("parent", 1, "mother father mum dad mom parent mor far mamma pappa foralder"),
    ("parent-sibling", 1, "uncle aunt farbror morbror faster moster"),
    ("step-parent", 1, "stepmother stepfather styvmor styvfar"),
    ("parent-in-law", 1, "mother-in-law father-in-law svarmor svarfar"),
    (
        "partner",
        0,
        "wife husband spouse partner bride groom bridegroom fiance fiancee girlfriend "
        "boyfriend hustru fru maka make brud brudgum fastman fastmo flickvan pojkvan",
    ),
    (
        "sibling",
        0,
        "brother sister sibling twin half-brother half-sister bror syster syskon "
        "tvilling halvbror halvsyster storebror lillebror storasyster lillasyster",
    ),
    ("cousin", 0, "cousin kusin"),
    ("sibling-in-law", 0, "brother-in-law sister-in-law svager svagerska"),
    ("child", -1, "son daughter child dotter barn"),
    ("step-child", -1, "stepson stepdaughter styvson styvdotter"),
    ("sibling-child", -1, "nephew niece brorson systerson brorsdotter systerdotter"),
    ("child-in-law", -1, "son-in-law daughter-in-law svarson svardotter"),
    (
        "grandchild",
        -2,
        "grandchild grandson granddaughter barnbarn sonson dotterson sondotter dotterdotter",
    ),
)
_KIN = {
    word: (group, generation)
    for group, generation, words in _KIN_GROUPS
    for word in words.split()
}
_STEP = ("step", "styv", "half", "halv", "svar")


def _by_bond(folded: str) -> bool:
    """A relative by marriage or a parent's new partner ("stepmother", "svärfar",
    "father-in-law"): the same place in a family by another bond."""
    return folded.startswith(_STEP) or folded.endswith("-in-law")


# the words of a relation that say no gender, the wider words for its gendered ones
_KIN_NEUTRAL = frozenset(
    """child barn parent foralder sibling syskon twin tvilling grandchild
    barnbarn""".split()
)
_KIN_SYNONYMS = [
    set(words.split())
    for words in (
        "mother mum mom mor mamma",
        "father dad far pappa",
        "grandmother grandma",
        "grandfather grandpa",
        "wife spouse hustru fru maka",
        "husband spouse make",
        "bride",
        "groom bridegroom",
        "brother bror storebror lillebror",
        "sister syster storasyster lillasyster",
        "child barn",
    )
]


# The groups of the role list (kinds.tsv), by the English word; a role is replaced
# within its group, so that what the text says the person does still fits.
ROLE_GROUPS = {
    "national politics": (
        "minister interior minister prime minister deputy prime minister foreign "
        "minister finance minister justice minister defence minister health minister "
        "education minister state secretary member of parliament mp senator "
        "party leader representative"
    ),
    # a municipality's or a county's: a kommunalråd is no defence minister
    "local politics": "mayor governor councillor",
    "office": (
        "president vice president chairman chairwoman ceo chief executive director "
        "director-general secretary-general head of department official "
        "spokesperson spokesman spokeswoman press secretary"
    ),
    "justice": "judge prosecutor chief prosecutor attorney general ombudsman",
    "diplomacy": "ambassador consul",
    "police": "chief of police national police commissioner",
    "royalty": "king queen prince princess",
    "church": "archbishop bishop imam rabbi pope",
    "military": "general commander",
}


def _role_group(folded: str, language: str) -> str:
    """The group of a listed role, in either language ("" when it has none)."""
    return _role_groups().get(folded, "")


@lru_cache(maxsize=1)
def _role_groups() -> dict[str, str]:
    """Listed role (English or its Swedish pair, folded) -> the English word's
    group."""
    out: dict[str, str] = {}
    for row in _tsv("kinds.tsv"):
        if row[0] != "role" or len(row) < 2:
            continue
        english = fold(row[1].strip())
        group = next(
            (g for g, words in ROLE_GROUPS.items() if f" {english} " in f" {words} "),
            "",
        )
        if group:
            for word in row[1:3]:
                if word.strip():
                    out.setdefault(fold(word.strip()), group)
    return out


def _role_pool(folded: str, language: str, pool: list[str]) -> list[str]:
    """The roles of ``pool`` in the group of ``folded``, or the whole pool."""
    group = _role_group(folded, language)
    if not group:
        return pool
    same = [w for w in pool if _role_group(fold(w), language) == group]
    return same or pool


def _kin_pool(folded: str, pool: list[str], wider: Sequence[str] = ()) -> list[str]:
    """The words of ``pool`` that name a relative of the same relation (else of the
    same generation) as ``folded``, none of them a synonym of it; else those of
    ``wider`` (words of any gender) of the same relation ("barnbarn" -> "sonson")."""
    group, generation = _KIN[folded]
    synonyms = set().union(*(s for s in _KIN_SYNONYMS if folded in s))
    if folded not in _KIN_NEUTRAL:
        # "daughter" -> "child", "pappa" -> "förälder" name the same person more
        # loosely and give the relation away: another relation ("niece")
        synonyms |= _KIN_NEUTRAL
    fair = [w for w in pool if fold(w) not in synonyms and folded not in fold(w)]
    same = [w for w in fair if _KIN.get(fold(w), ("", 9))[0] == group]
    # "dotter" -> "brorsdotter": of the same generation, a word may hold it
    kin = [
        w
        for w in pool
        if fold(w) not in synonyms
        # "mother" -> never "stepmother", "pappa" never "styvfar": the same
        # parent by another bond reads as the original ("dotter" may become
        # "brorsdotter", a niece)
        and not (folded in fold(w) and _by_bond(fold(w)))
        and not (generation == 1 and _by_bond(fold(w)))
        and _KIN.get(fold(w), ("", 9))[1] == generation
        # a brother is no husband: a partner only for a partner
        and (_KIN[fold(w)][0] == "partner") == (group == "partner")
    ]
    wide = [
        w
        for w in wider
        if folded in _KIN_NEUTRAL
        and _KIN.get(fold(w), ("", 9))[0] == group
        and fold(w) not in synonyms
        and fold(w) != folded
    ]
    if same or kin or wide:
        return same or kin or wide
    # "grandson" (no other grandson word): the nearest generation, never a
    # great-grandfather; a partner only for a partner
    near = [
        w
        for w in pool
        if fold(w) in _KIN
        and fold(w) not in synonyms
        and (_KIN[fold(w)][0] == "partner") == (group == "partner")
    ]
    if near:
        closest = min(abs(_KIN[fold(w)][1] - generation) for w in near)
        return [w for w in near if abs(_KIN[fold(w)][1] - generation) == closest]
    return pool


# The words of a dose, which stay: "naproxen 500 mg twice daily"
_DOSE_WORDS = frozenset(
    """mg g ml mcg µg ug iu daily twice once three times weekly a day at night
    morning evening as needed tablet tablets dagligen dag ggr gang ganger per vecka
    morgon kvall kvallen tablett tabletter vid behov""".split()
)


def _plain(original: str) -> tuple[str, str, str, str]:
    """(article, body, tail word, punctuation) of a span: "the bride", "Data
    Scientist position", "SEO,"."""
    punctuation = original[len(original.rstrip(",.;:!?")) :]
    body = original[: len(original) - len(punctuation)]
    article = ""
    first, _, rest = body.partition(" ")
    if rest and first.lower() in ARTICLES:
        article, body = first + " ", rest
    tail = ""
    head, _, last = body.rpartition(" ")
    if head and last.lower() in KIND_TAILS:
        body, tail = head, " " + last
    return article, body, tail, punctuation


def _agree_article(article: str, word: str) -> str:
    """ "a"/"an" before the new word."""
    bare = article.strip()
    if bare.lower() not in ("a", "an"):
        return article
    return copy_case(bare, "an" if vowel_sound(word) else "a") + " "


# Vague counts that say an order of magnitude (powers of ten): "hundreds" becomes
# "dozens", "many hundreds" or "thousands", never "millions" (the same order said
# otherwise is a fine surrogate: a count names nobody).
COUNT_MAGNITUDES = {
    **dict.fromkeys(("dozens", "tens", "dussintals", "tiotals"), 1),
    **dict.fromkeys(("hundreds", "hundratals", "many hundreds", "flera hundra"), 2),
    **dict.fromkeys(("thousands", "tusentals", "many thousands", "flera tusen"), 3),
    **dict.fromkeys(
        (
            "tens of thousands",
            "tiotusentals",
            "many tens of thousands",
            "flera tiotusen",
        ),
        4,
    ),
    **dict.fromkeys(("hundreds of thousands", "hundratusentals"), 5),
    **dict.fromkeys(("millions", "miljontals", "many millions", "flera miljoner"), 6),
    **dict.fromkeys(("billions", "miljardtals"), 7),
}


def _counts_near(folded: str, pool: list[str]) -> list[str]:
    """The counts that can stand where ``folded`` stands: the next orders of
    magnitude for a magnitude ("hundreds" -> "dozens", "thousands"); for another
    count, one of the same shape ("a number of" ends in "of", "several" not)."""
    size = COUNT_MAGNITUDES.get(folded)
    if size is not None:
        near = [
            w
            for w in pool
            if abs(COUNT_MAGNITUDES.get(fold(w), 99) - size) <= 1
            and fold(w) != "tens"  # "tens of taxi drivers" reads oddly
        ]
        return near or pool
    joined = folded.endswith((" of", " av"))
    return [
        w
        for w in pool
        if fold(w) not in COUNT_MAGNITUDES
        and fold(w).endswith((" of", " av")) == joined
    ] or pool


class KindRules(RuleBase):
    """Platforms, sites, language tags, degrees, job titles, skills, kinship words,
    counts and the other kinds of ``kinds.tsv``; typed guesses for the rest."""

    def _health_guess(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A span of a label of health information that names no listed condition
        ("förmaksflimmer", "sömnapné", "end-stage kidney disease"): the listed
        condition nearest to it in meaning, in its Swedish definite form if it had
        one ("migränen"); never a word of another kind."""
        if self._label_kind != "health":
            return None
        lex = places()
        words = re.findall(r"[^\W\d_]+(?:-[^\W\d_]+)*", original)
        if any(fold(w) in lex.condition_of for w in words):
            # "naproxen 500 mg twice daily", "asthma": the listed words change by
            # their kind, unless a word no list knows would stay ("rheumatoid
            # arthritis" -> "rheumatoid alcoholism")
            found = self._condition(doc, original, draw)
            left = [
                w
                for w in words
                if fold(w) not in lex.condition_of
                and fold(w) not in _DOSE_WORDS
                and fold(w) not in GENERIC_WORDS
            ]
            if found is not None and not left:
                return found
        if _HAS_DIGIT.search(original):
            # "CRP 34 mg/L", "HbA1c 61": a test and its value, the value moved
            found = self._numbers(doc, original, draw)
            if found is not None:
                return found[0], "health information: the value moved, the test kept"
        article, body, _, punctuation = _plain(original)
        column = 1 if doc.language == "sv" else 0
        pool = [row[column] for row in lex.conditions.get("condition", ())]
        if not pool:
            return None
        folded = fold(body)
        definite = doc.language == "sv" and (
            folded.endswith(("en", "et"))
            and folded[:-2] in lex.condition_of
            or folded.endswith(("n", "t"))
            and folded[:-1] in lex.condition_of
        )
        if body.isupper():
            pool = [row[column] for row in lex.conditions.get("acronym", ())] or pool
        new = self._choose_near(draw, "condition", folded, body, pool)
        if definite:
            new = swedish_forms(new).get("def", new)
        if body[:1].isupper():
            new = new[:1].upper() + new[1:]
        return (
            article + new + punctuation,
            "health information: the listed condition nearest in meaning",
        )

    def _listed(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        """A word or phrase some kind list holds: another of its kind."""
        article, body, tail, punctuation = _plain(original)
        folded = fold(body)
        lex = kinds()
        found = lex.kind_of.get(folded)
        if not found and article and fold(article + body) in lex.kind_of:
            # "the Olympic Games": the article is part of the listed name
            article, body = "", article + body
            folded = fold(body)
            found = lex.kind_of[folded]
        form = genitive = ""
        if not found:
            # "Bruden", "min brors", "the bride's": a form of a listed word
            base, form, genitive = _inflected(folded, doc.language)
            found = lex.kind_of.get(base) if base else None
            if found:
                folded = base
        if not found:
            return None
        preferred = [f for f in found if f[1] == doc.language] or found
        if self._label_kind:
            preferred = [f for f in preferred if f[0] == self._label_kind] or preferred
        kind, language, index = preferred[0]
        words = lex.words.get((kind, doc.language)) or lex.words[(kind, language)]
        written = lex.words[(kind, language)][index]
        plural = folded in lex.plural_forms
        gender = lex.gender.get((kind, language, written), "-")
        if kind == "event" and (doc.language != "sv" or not article):
            gender = "-"  # the article an event takes: only "den arabiska våren"
        pool = [
            w
            for i, w in enumerate(words)
            if fold(w) != folded
            and (
                gender == "-" or lex.gender.get((kind, doc.language, w), "-") == gender
            )
        ]
        if kind == "kinship" and folded in _KIN:
            # a grandmother stays a grandparent: "farmor" -> "mormor", never
            # "systerdotter"; a brother a sibling (a twin, if no brother is left),
            # never a husband
            pool = _kin_pool(
                folded,
                [
                    w
                    for w in words
                    if fold(w) != folded
                    and lex.gender.get((kind, doc.language, w), "-") in (gender, "-")
                ],
                words,
            )
        if kind == "role":
            # a club's president stays an officer of a body, never a senator; a
            # judge stays in the courts (ROLE_GROUPS)
            pool = _role_pool(folded, doc.language, pool)
        if kind == "count":
            return self._count(
                doc, draw, folded, body, pool, article, tail + punctuation
            )
        if plural:
            plurals = [lex.plural(kind, doc.language, words.index(w)) for w in pool]
            pool = [p for p in plurals if p] or pool
        if not pool:
            return None
        new = self._choose_near(
            draw, f"kind-{kind}", folded, body, pool, Composed(pool, kind, doc.language)
        )
        shown = (
            new
            if not body[:1].isupper() or new[:1].isupper()
            else copy_case(body[:1], new[:1]) + new[1:]
        )
        if body.isupper() and len(body) > 1:
            shown = new  # "SEO" -> "CRM": as listed
        if form:
            shown = swedish_forms(shown).get(form, shown)
        if genitive:
            shown = (
                shown + "'s"
                if genitive != "s"
                else shown
                if shown[-1:] in "sxz"
                else shown + "s"
            )
        return (
            _agree_article(article, shown) + shown + tail + punctuation,
            f"{kind.replace('_', ' ')} for {kind.replace('_', ' ')}",
        )

    def _count(
        self,
        doc: _Doc,
        draw: _Draw,
        folded: str,
        body: str,
        pool: list[str],
        article: str,
        tail: str,
    ) -> tuple[str, str] | None:
        """A vague count for a vague count: "hundreds" -> "dozens" or "thousands"
        (the next orders of magnitude, then the farther ones in order; never a
        count composed of two)."""
        near = self._near(body, _counts_near(folded, pool))
        size = COUNT_MAGNITUDES.get(folded)
        if size is not None:
            rest = sorted(
                (
                    w
                    for w in pool
                    if fold(w) in COUNT_MAGNITUDES
                    and w not in near
                    and fold(w) != "tens"
                ),
                key=lambda w: abs(COUNT_MAGNITUDES[fold(w)] - size),
            )
        else:
            rest = [w for w in pool if w not in near]
        new = draw.choose(
            "kind-count",
            folded,
            near[:NEAR],
            more=near[NEAR:] + rest,
            more_in_order=True,
        )
        if body[:1].isupper():
            new = new[:1].upper() + new[1:]
        return article + new + tail, "count for count"

    def _listed_body(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """A listed organisation, platform or outlet: another of its kind."""
        article, body, tail, punctuation = _plain(original)
        if article.strip().lower() == "the":
            # "The Times": the article is the name's own; the new name brings its
            # own ("The Guardian") or none ("ITV")
            article, body = "", article + body
        folded = fold(body)
        found = organisation_kind_of(folded, doc.language)
        if found is None:
            return None
        kind, language = found
        lists = organisations().names
        pool = [
            b
            for b in country_bodies(
                kind,
                doc.language,
                doc.home,
                list(lists.get((kind, doc.language)) or lists[(kind, language)]),
                language,
            )
            if fold(b) != folded and fold(b).removeprefix("the ") != folded
        ]
        if kind == "ministry" and not folded.startswith("ministry"):
            return None  # English ministries are portfolios: the organisation rule
        if kind == "ministry" and language == "en":
            pool = [f"Ministry of {b}" for b in pool]  # listed as portfolios
            portfolio = same_portfolio(body)
            if portfolio:
                # "Ministry of Health" -> "Ministry of Public Health", never
                # "Ministry of Education" in a story of vaccines
                new = draw.choose("org", folded, portfolio, more=pool)
                reason = "of the same portfolio" if new in portfolio else "for ministry"
                return article + new + tail + punctuation, f"ministry {reason}"
        same, others = remit_tiers(
            body, pool, public_bodies(body) if language == "en" else ()
        )
        if kind == "court":
            # "Kalmar tingsrätt" -> another tingsrätt, a court of appeal another
            # court of appeal: the court does what the text says it did
            tier = court_tier(body)
            named = body[:1].isupper()  # a court by name, not "tingsrätten"

            def fits(court: str) -> bool:
                return court_tier(court) == tier and court[:1].isupper() == named

            same = (
                [b for b in same if fits(b)]
                or [b for b in same if court_tier(b) == tier]
                or same
            )
            others = [b for b in others if fits(b)]
        first, more = pools_of(kind, language, body, same)
        if kind == "university" and doc.language == "en" and not article.strip():
            # "from the University of Toronto" -> "from the University of Leeds",
            # never "from the King's College London"; "from Harvard" -> "from
            # Imperial College London", never "from London School of Economics"
            wants = fold(doc.before) == "the"
            first = [u for u in first if takes_the(u) == wants] or first
            more = tuple(u for u in more if takes_the(u) == wants)
            others = [u for u in others if takes_the(u) == wants]
        if kind == "court":
            # a court's tier word ("tingsrätt") is no word the meaning ranking
            # may share: a plain draw among the courts of its tier
            new = draw.choose("org", folded, first, more=(*more, *others))
        else:
            new = self._choose_near(draw, "org", folded, body, first, (*more, *others))
        return (
            article + new + tail + punctuation,
            f"{kind} for {kind}",
        )

    def _language_tag(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """ "[zh]" -> "[ko]": a language code of the same form."""
        match = _LANGUAGE_TAG.match(original.strip())
        if match is None:
            return None
        code = match.group("code")
        tags = kinds().words.get(("language_tag", "en"), ())
        if (
            code not in {t.lower() for t in tags}
            and code not in places().languages
            and code not in _cldr_codes()
        ):
            return None
        # "One post [ky] said": the brackets around the span make it a tag
        bracketed = (
            doc.text[doc.start - 1 : doc.start] in ("[", "(")
            and doc.text[doc.end : doc.end + 1] in ("]", ")")
            if doc.start > 0
            else False
        )
        if not match.group("open") and self._label_kind != "language_tag":
            if not bracketed:
                return None  # a bare two-letter word is no tag unless the label says
        pool = [t for t in tags if t.lower() != code]
        new = draw.choose("language-tag", code, pool)
        return (
            match.group("open") + new + match.group("close"),
            "language tag for language tag",
        )

    def _domain(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        """ "Inmediahk.net" -> "Newsdesk-hk.net": a site's name changes, its shape
        (scheme, www, domain, path) stays."""
        text = original.strip()
        match = _DOMAIN.match(text)
        if match is None or not re.search(r"[a-z]", match.group("rest"), re.I):
            return None
        name = match.group("name")
        lists = organisations().names
        pool = sorted(
            {
                re.sub(r"[^a-z0-9]+", "", fold(b))[:14]
                for kind in ("media", "platform", "ngo")
                for b in lists.get((kind, doc.language), ())
            }
            - {fold(name)}
        )
        new = draw.choose("domain", fold(name), [p for p in pool if p])
        if name[:1].isupper():
            new = new.capitalize()
        path = match.group("path") or ""
        if path:
            path = re.sub(r"[A-Za-z]{4,}", lambda m: "page", path)
        return (
            (match.group("scheme") or "")
            + (match.group("www") or "")
            + new
            + match.group("rest")
            + path,
            "web site of the same shape",
        )

    def _degree(self, doc: _Doc, original: str, draw: _Draw) -> tuple[str, str] | None:
        """ "PhD in Computer Science" -> "PhD in Public Health": the degree stays, the
        field is another field."""
        article, body, tail, punctuation = _plain(original)
        match = _DEGREE_IN.match(body) or _DEGREE_OF.match(body)
        if match is None:
            return None
        if "letters" in match.groupdict() and match.group("letters"):
            field = match.group("field2")
            degree, joiner = match.group("letters"), " "
        else:
            field = match.group("field")
            degree, joiner = match.group("degree"), " " + match.group("in") + " "
        lex = kinds()
        pool = [
            f
            for f in lex.words.get(("field", doc.language), ())
            if fold(f) != fold(field)
        ]
        if not pool:
            return None
        new = self._choose_near(draw, "kind-field", fold(field), field, pool)
        if field[:1].isupper():
            new = " ".join(
                w if w in ("and", "of", "och") else w[:1].upper() + w[1:]
                for w in new.split(" ")
            )
        return (
            article + degree + joiner + new + tail + punctuation,
            "degree kept, another field",
        )

    def _typed_guess(
        self, doc: _Doc, original: str, draw: _Draw
    ) -> tuple[str, str] | None:
        """What no rule placed: another of the kind the label says (a skill, a job
        title), drawn through the memory; the reason says it is a guess."""
        kind = self._label_kind
        if not kind or kind in ("platform", "language_tag"):
            return None
        article, body, tail, punctuation = _plain(original)
        if kind == "role":
            structured = self._guess_role(doc, body, draw)
            if structured is not None:
                text, reason = structured
                return _agree_article(article, text) + text + tail + punctuation, reason
        folded = fold(body)
        lex = kinds()
        words = lex.words.get((kind, doc.language)) or lex.words.get((kind, "en"), ())
        pool = [w for w in words if fold(w) != folded]
        if not pool:
            return None
        new = self._choose_near(
            draw, f"kind-{kind}", folded, body, pool, Composed(pool, kind, doc.language)
        )
        if body[:1].isupper() and new[:1].islower():
            new = new[:1].upper() + new[1:]
        return (
            _agree_article(article, new) + new + tail + punctuation,
            f"typed guess: the label says {kind.replace('_', ' ')}, no list has "
            "this one",
        )
