"""What the blind review of the twenty-first held-out corpora found (issue 19, stop
41): shares in words became placeholders or times of year, a currency's letters
blocked every amount, and a body's acronym was drawn apart from its name."""

from __future__ import annotations

import re

import pytest

from generation.engines.surrogate import SurrogateGenerator, SurrogateMemory
from generation.engines.surrogate.memory import SurrogateMemory as Memory
from tests.generation.engines.marked import doc, pairs


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize(
    ("language", "marked", "shape"),
    [
        (
            "en",
            "Rates rose by [half a percentage point|QUANTITY].",
            r"^(an? )?[A-Za-z-]+ of a percentage point$",
        ),
        (
            "en",
            "[A quarter|QUANTITY] of the homes were lost.",
            r"^(An?|Half|Two-\w+|Three-\w+) ?\w*$",
        ),
        (
            "en",
            "Prices fell by [two-thirds|QUANTITY] in a year.",
            r"^(a|an|half|two|three|four)",
        ),
        (
            "sv",
            "[Hälften|QUANTITY] av pengarna gick till skolan.",
            r"^(En|Två|Tre|Fyra) \w+$",
        ),
        ("sv", "Det är [en åttondel|QUANTITY] av budgeten.", r"^(en|två) \w+$"),
    ],
)
def test_a_share_in_words_becomes_a_near_share(
    language: str, marked: str, shape: str, seed: int
) -> None:
    ((original, surrogate, reason),) = pairs(language, marked, seed, "QUANTITY")
    assert surrogate != original
    assert re.match(shape, surrogate), (surrogate, reason)
    assert "share in words" in reason
    assert "[" not in surrogate and "thirds" not in surrogate.replace("two-thirds", "")


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize(
    ("marked", "currency"),
    [
        ("Relief cost [SI$12 million|QUANTITY] this year.", "SI$"),
        ("The grant was [SCR 850,000|QUANTITY] in all.", "SCR "),
        ("The fund holds [TSh 2.3 billion|QUANTITY] now.", "TSh "),
    ],
)
def test_an_amount_keeps_the_letters_of_its_currency(
    marked: str, currency: str, seed: int
) -> None:
    """ "SI" and "SCR" are no distinctive words of the amount: the figure moves."""
    ((original, surrogate, reason),) = pairs("en", marked, seed, "QUANTITY")
    assert surrogate.startswith(currency) and surrogate != original, (surrogate, reason)


@pytest.mark.parametrize("seed", range(4))
def test_an_acronym_follows_its_name_and_stays_one_across_mentions(seed: int) -> None:
    marked = (
        "The [Royal Police Force of Antigua and Barbuda (RPFAB)|ORG] said that "
        "[RPFAB|ORG] officers found it. The [Dhaka Stock Exchange (DSE)|ORG] fell; "
        "the [DSE|ORG] index lost 2 per cent."
    )
    (long1, alone1, long2, alone2) = [s for _, s, _ in pairs("en", marked, seed, "ORG")]
    for long, alone in ((long1, alone1), (long2, alone2)):
        name, acronym = re.fullmatch(r"(.+) \((\w+)\)", long).groups()
        initials = "".join(
            w[0] for w in re.findall(r"\w+", name) if w.lower() not in {"of", "and"}
        )
        assert acronym == initials.upper(), long
        assert alone == acronym, (long, alone)
    assert alone1 != "RPFAB" and alone2 != "DSE"


def test_an_acronym_met_alone_first_decides_the_long_form() -> None:
    document = doc(
        "sv",
        "[SMHI|ORG] varnar. [Sveriges meteorologiska och hydrologiska institut "
        "(SMHI)|ORG] skriver att [SMHI:s|ORG] prognos håller.",
        "ORG",
    )
    memory = SurrogateMemory(originals=frozenset({"SMHI"}))
    alone, long, genitive = (
        s.text
        for s in SurrogateGenerator(seed=2, k=3, memory=memory).fill_document(document)
    )
    assert long.endswith(f"({alone})"), (alone, long)
    assert genitive == f"{alone}:s"


def test_relearn_changes_only_what_this_process_has_not_claimed() -> None:
    memory = Memory()
    memory.assign("acronym", "rpfab", "ERRDJ")
    assert memory.relearn("acronym", "rpfab", "RPFMF")
    assert memory.get("acronym", "rpfab") == "RPFMF"
    assert memory.free("acronym", "ERRDJ")  # the value it replaced is free again
    assert not memory.free("acronym", "RPFMF")
    memory.take_learned()  # claimed: no longer this process's to change
    assert not memory.relearn("acronym", "rpfab", "XYZAB")
    assert memory.get("acronym", "rpfab") == "RPFMF"


def test_alternatives_stop_when_a_rule_has_no_more_forms() -> None:
    """A year moves by a year or two: its few alternatives are found without
    drawing all 2k - 1 attempts, and a value the text gives has none."""
    document = doc("en", "She came here in [1983|DATETIME].", "DATETIME")
    generator = SurrogateGenerator(seed=1, k=10, memory=SurrogateMemory())
    calls = 0
    apply = generator._apply

    def counted(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        nonlocal calls
        calls += 1
        return apply(*args, **kwargs)

    generator._apply = counted  # type: ignore[method-assign]
    (suggestion,) = generator.fill_document(document)
    assert re.fullmatch(r"19[78]\d", suggestion.text)
    assert len(set(suggestion.alternatives)) == len(suggestion.alternatives)
    assert calls < 1 + 2 * 10 - 1  # the primary draw and fewer than 2k - 1 others


@pytest.mark.parametrize("seed", range(4))
def test_a_kinship_word_annotated_apart_still_gives_the_gender(seed: int) -> None:
    """ "hans [fru] [Senait]": the words before a name are read back to the last
    person, not to a span of another kind, so "fru" says she is a woman; the
    pronouns after her are her husband's."""
    from generation.engines.surrogate.lexicon import names

    marked = (
        "[Mehari Tesfai|PERSON] väntade. Han köpte blommor. I lördags kom hans "
        "[fru|DEM] [Senait|PERSON] med barnen. Han säger att han är glad."
    )
    _, _, (_, surrogate, _) = pairs("sv", marked, seed, "PERSON")
    assert names().given_gender.get(surrogate.lower()) == {"F"}, surrogate


@pytest.mark.parametrize("seed", range(3))
def test_a_given_name_no_origin_list_holds_still_has_its_gender(seed: int) -> None:
    """ "Kareem" is in no name list of an origin: Faker's English list says he is a
    man, so a nickname or not, he keeps a man's name."""
    from generation.engines.surrogate.lexicon import names

    for marked in (
        'Kareem "Skinny" Joseph, 24, a mechanic, is accused.',
        "Kareem Joseph, 24, a mechanic, is accused.",
    ):
        span = marked.split(",")[0]
        ((_, surrogate, _),) = pairs(
            "en", f"[{span}|PERSON]" + marked[len(span) :], seed
        )
        given = surrogate.split()[0]
        assert names().given_gender.get(given.lower()) == {"M"}, surrogate


# --- the development corpora's blind review of stop 41 (Swedish news, learner text,
# job e-mails) -----------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize(
    ("marked", "genitive"),
    [
        # a name ending in -s takes no other genitive -s: its surrogate must
        ("Forskare gick igenom [Burgess|PERSON] privata arkiv.", True),
        ("Pjäsen finns i [Thomas|PERSON] bil.", True),
        ("Jag går ut med min pojkvän [Måns|PERSON], och man behöver hinna.", False),
        ("[Niklas|PERSON] säger att det regnar.", False),
        ("Han bor i [Borås|LOC] kommun sedan länge.", False),
        ("Hon blev sexa i [Åres|LOC] slalom.", True),
    ],
)
def test_a_swedish_genitive_before_a_noun_stays_one(
    marked: str, genitive: bool, seed: int
) -> None:
    """ "Burgess privata arkiv" -> "Bergstrand privata arkiv" and "Åres slalom" ->
    "Hasslö slalom" lost the genitive; "Måns" became "Micaels", a genitive read
    into the name because folding makes "Mån" the word "man" of the text."""
    category = "LOC" if "LOC" in marked else "PERSON"
    ((original, surrogate, reason),) = pairs("sv", marked, seed, category)
    if genitive:
        assert surrogate.endswith(("s", "x", "z")), (surrogate, reason)
    else:  # a name of its own may end in -s; no genitive is read into it
        assert not surrogate.endswith(("s", "x", "z")) or "genitive" not in reason


@pytest.mark.parametrize("seed", range(4))
def test_an_english_university_agrees_with_the_article_before_it(seed: int) -> None:
    from generation.engines.surrogate.organisations import takes_the

    (_, after_the, _), (_, bare, _) = pairs(
        "en",
        "She graduated from the [University of Toronto|ORG] and taught at "
        "[Harvard University|ORG].",
        seed,
        "ORG",
    )
    assert takes_the(after_the), after_the  # never "the King's College London"
    assert not takes_the(bare), bare  # never "at London School of Economics"


@pytest.mark.parametrize(
    ("word", "an"),
    [
        ("MBA", True),
        ("MSc", True),
        ("NHS trust", True),
        ("EU directive", True),
        ("BSc", False),
        ("PhD", False),
        ("UN agency", False),
        ("NATO summit", False),
        ("university", False),
        ("hour", True),
    ],
)
def test_initialisms_take_the_article_of_their_first_letter(
    word: str, an: bool
) -> None:
    from generation.engines.surrogate.core import vowel_sound

    assert vowel_sound(word) is an


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize(
    ("language", "marked", "pronoun_gender"),
    [
        (
            "sv",
            "– Vi saknar specialister, säger [Hans Ekdahl, 66|PERSON], som grundade "
            "byrån. Han går i pension. [Ekdahl|PERSON] säger nej.",
            "M",
        ),
        (
            "en",
            "The founder, [Dr Ana Ruiz, 41|PERSON], said she would stay. "
            "[Ruiz|PERSON] agreed.",
            "F",
        ),
    ],
)
def test_a_span_of_a_name_and_its_age_replaces_each_by_its_own_rule(
    language: str, marked: str, pronoun_gender: str, seed: int
) -> None:
    """heldout22's habit: "Hans Ekdahl, 66" read as no name became "Cristina
    Karlberg" (the age gone, a woman for "han")."""
    from generation.engines.surrogate.lexicon import names

    (_, aged, reason), (_, alone, _) = pairs(language, marked, seed, "PERSON")
    match = re.fullmatch(r"((?:Dr )?(\w+) .*?(\w+)), (\d+)", aged)
    assert match, (aged, reason)
    given, surname, age = match.group(2), match.group(3), int(match.group(4))
    assert pronoun_gender in names().given_gender.get(given.lower(), ()), aged
    assert alone == surname  # the surname alone is the same person's
    original_age = int(re.search(r", (\d+)\|", marked).group(1))
    assert age != original_age and abs(age - original_age) <= 10


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize(
    ("language", "marked"),
    [
        (
            "sv",
            "[Skaftö Rederi AB|ORG] köper fartyg. [Skaftö Rederi|ORG] har 40 "
            "anställda.",
        ),
        ("sv", "[Botnia Air|ORG] flyger från Timrå. [Botnia Air AB|ORG] har tre plan."),
        (
            "en",
            "[Ramsey Lake Nickel Corp.|ORG] reported. [Ramsey Lake Nickel|ORG] "
            "said so.",
        ),
    ],
)
def test_a_company_with_and_without_its_legal_form_is_one_company(
    language: str, marked: str, seed: int
) -> None:
    """heldout22: "Skaftö Rederi AB" -> "Almbäck Rederi AB" but "Skaftö Rederi" ->
    "Almbäck Spinneri"; "Botnia Air AB" and "Botnia Air" two companies."""
    (a, new_a, _), (b, new_b, _) = pairs(language, marked, seed, "ORG")
    long, short = (new_a, new_b) if len(a) > len(b) else (new_b, new_a)
    form = (a if len(a) > len(b) else b).rsplit(" ", 1)[1]
    assert long == f"{short} {form}", (long, short)


def test_a_small_countrys_unknown_places_never_share_a_town() -> None:
    """heldout23: in a Fijian story "Natabua" and "Lomolomo" both became "Nadi",
    "Lautoka" and "Ba" both "Sigatoka" (SEM:MERGED-ENTITY): Fiji's few towns ran
    out and the draw shared one. It takes its neighbours' towns instead."""
    villages = [
        "Natabua",
        "Lomolomo",
        "Vunimono",
        "Tavakubu",
        "Namoli",
        "Drasa",
        "Saweni",
        "Vitogo",
        "Koroipita",
        "Naviyago",
        "Yalalevu",
        "Nailaga",
    ]
    text = (
        "LAUTOKA, Fiji — Nurses from Lautoka and Ba visited "
        + ", ".join(villages)
        + " in the Western Division of Fiji."
    )
    marked = text.replace("Lautoka and Ba", "[Lautoka|LOC] and [Ba|LOC]")
    for village in villages:
        marked = marked.replace(village, f"[{village}|LOC]", 1)
    for seed in range(2):
        found = pairs("en", marked, seed, "LOC")
        surrogates = [s for _, s, _ in found]
        assert len(set(surrogates)) == len(surrogates), surrogates
        assert not {s for s in surrogates} & {o for o, _, _ in found}


@pytest.mark.parametrize("seed", range(3))
def test_a_web_address_changes_its_every_naming_label_and_page(seed: int) -> None:
    """heldout23: "hotnights.anu.example" and "regionorebrolan.example/tbe" became
    placeholders: only the last label was drawn, so "anu" and "/tbe" leaked and
    every draw was refused. Ordinary page words ("/karta") stay."""
    marked = (
        "See [hotnights.anu.example|CODE], [regionorebrolan.example/tbe|CODE] "
        "and [www.vasttrafik.example/karta|CODE] today."
    )
    (_, first, r1), (_, second, r2), (_, third, _) = pairs("en", marked, seed, "CODE")
    assert re.fullmatch(r"[a-z]+\.[a-z]+\.example", first) and "anu" not in first
    assert re.fullmatch(r"[a-z]+\.example/[a-z]+", second) and "/tbe" not in second
    assert third.startswith("www.") and third.endswith(".example/karta")
    assert "placeholder" not in r1 + r2


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize(
    ("language", "marked", "quarters"),
    [
        (
            "en",
            "Nurses of the [Western Division|LOC] came.",
            ("Northern", "Eastern", "Southern"),
        ),
        (
            "sv",
            "Sjukhusen i [Västra distriktet|LOC] stängde.",
            ("Norra", "Östra", "Södra"),
        ),
    ],
)
def test_a_region_named_by_its_quarter_gets_another_quarter(
    language: str, marked: str, quarters: tuple[str, ...], seed: int
) -> None:
    ((original, surrogate, reason),) = pairs(language, marked, seed, "LOC")
    first, rest = surrogate.split(" ", 1)
    assert first in quarters and rest == original.split(" ", 1)[1], surrogate
