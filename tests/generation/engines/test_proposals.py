"""The proposed error tag of a candidate: each check of the tagset on a small text."""

from __future__ import annotations

import pytest

from generation.engines.proposals import (
    NO_ERROR,
    Item,
    Proposal,
    kinds_of,
    propose,
)


def _propose(
    text: str, pairs: list[tuple], language: str = "en"
) -> dict[str, Proposal]:
    """Proposals by original for (original, candidate[, category[, entity]]) pairs;
    an original that occurs twice is taken at its next occurrence."""
    items = []
    seen: dict[str, int] = {}
    for pair in pairs:
        original, candidate, *rest = pair
        category = rest[0] if rest else "PERSON"
        entity = rest[1] if len(rest) > 1 else None
        start = text.index(original, seen.get(original, 0))
        seen[original] = start + len(original)
        items.append(
            Item(
                key=f"{original}@{start}",
                start=start,
                end=start + len(original),
                candidate=candidate,
                category=category,
                entity=entity,
            )
        )
    found = propose(text, items, language=language)
    out: dict[str, Proposal] = {}
    for item in items:
        name = item.key.rsplit("@", 1)[0]
        while name in out:  # the second "Nadir Kalkan" is "Nadir Kalkan#"
            name += "#"
        out[name] = found[item.key]
    return out


def test_a_fitting_candidate_is_no_error() -> None:
    got = _propose("She moved to Lund in 2004.", [("Lund", "Uppsala", "LOC")])
    assert got["Lund"].tag == NO_ERROR
    assert 0 <= got["Lund"].confidence <= 1


@pytest.mark.parametrize("candidate", ["", "   ", "[FAILED]", None])
def test_nothing_is_failed(candidate: str | None) -> None:
    got = _propose("Anna Berg lives here.", [("Anna Berg", candidate)])
    assert got["Anna Berg"].tag == "FAILED"


@pytest.mark.parametrize("candidate", ["[inne 1]", "[x 12]", "[Other 3]"])
def test_a_numbered_placeholder_is_failed(candidate: str) -> None:
    """heldout19: people tagged every "[inne N]" FAILED; the proposals said
    SEM:CATEGORY or NO_ERROR."""
    got = _propose(
        'They chanted "Free them all".', [('"Free them all"', candidate, "MISC")]
    )
    assert got['"Free them all"'].tag == "FAILED"
    assert "placeholder" in got['"Free them all"'].evidence[0]


def test_a_phrase_copied_from_the_text_is_failed() -> None:
    text = "Anna Berg met the mayor of the town at noon."
    got = _propose(text, [("Anna Berg", "the mayor of the town")])
    assert got["Anna Berg"].tag == "FAILED"
    assert "copies" in got["Anna Berg"].evidence[0]


def test_a_shared_distinctive_word_is_overlap_but_a_generic_one_is_not() -> None:
    text = "The Istanbul Assize Court and the Uppsala District Court met."
    got = _propose(
        text,
        [
            ("Istanbul Assize Court", "Ankara Assize Court", "ORG"),
            ("Uppsala District Court", "Uppsala Regional Court", "ORG"),
        ],
    )
    assert got["Istanbul Assize Court"].tag == NO_ERROR  # "assize" is not generic...
    assert got["Uppsala District Court"].tag == "OVERLAP"
    assert "uppsala" in got["Uppsala District Court"].evidence[0]


def test_a_word_of_another_mention_of_the_entity_is_overlap() -> None:
    text = "Nadir Kalkan spoke. Later Kalkan left."
    later = text.rindex("Kalkan")
    items = [
        Item("full", 0, 12, "Sevdi Arslan", "PERSON", "e1"),
        Item("part", later, later + 6, "Nadir", "PERSON", "e1"),
    ]
    got = propose(text, items)
    assert got["part"].tag == "OVERLAP"
    assert "another mention" in got["part"].evidence[0]


def test_a_kept_original_is_overlap_but_a_kept_pronoun_is_not() -> None:
    text = "Anna said that she would come."
    got = _propose(text, [("Anna", "Anna"), ("she", "she")])
    assert got["Anna"].tag == "OVERLAP"
    assert got["she"].tag == NO_ERROR


@pytest.mark.parametrize(
    ("text", "original", "candidate", "tag"),
    [
        ("I am a journalist, he said.", "journalist", "economist", "GRAMMAR"),
        ("I am an engineer, he said.", "engineer", "baker", "GRAMMAR"),
        ("I am a journalist, he said.", "journalist", "baker", NO_ERROR),
        ("She is an engineer.", "engineer", "economist", NO_ERROR),
        ("She is a teacher.", "teacher", "university lecturer", NO_ERROR),
    ],
)
def test_english_articles_agree_with_the_candidate(
    text: str, original: str, candidate: str, tag: str
) -> None:
    assert _propose(text, [(original, candidate, "MISC")])[original].tag == tag


def test_a_lost_or_added_genitive_is_grammar() -> None:
    text = "Kalkan's wife met Berg at home."
    got = _propose(text, [("Kalkan's", "Arslan"), ("Berg", "Holm's")])
    assert got["Kalkan's"].tag == "GRAMMAR"
    assert got["Berg"].tag == "GRAMMAR"


def test_a_lower_case_word_for_a_name_is_grammar() -> None:
    got = _propose("We met Anna Berg there.", [("Anna Berg", "farmer")])
    assert got["Anna Berg"].tag == "GRAMMAR"


@pytest.mark.parametrize(
    ("original", "candidate", "evidence"),
    [
        ("Anna Berg", ",", "punctuation"),
        ("anna@example.com", "Karl Holm", "e-mail"),
        ("https://example.org/anna", "Karl", "URL"),
        ("@annaberg", "Karl Holm", "handle"),
    ],
)
def test_shapes_and_punctuation_are_structural(
    original: str, candidate: str, evidence: str
) -> None:
    text = f"Write to {original} today."
    got = _propose(text, [(original, candidate, "CODE")])[original]
    assert got.tag == "STRUCTURAL"
    assert evidence in got.evidence[0]


@pytest.mark.parametrize("candidate", ["Karl Holm", "1991", "lunch"])
def test_a_phone_number_that_became_another_thing_is_another_category(
    candidate: str,
) -> None:
    # Blind reviewers read "1991" or a name where a number to call stood as
    # another kind of thing, not as broken text (a URL or e-mail turned into a
    # word stays STRUCTURAL above).
    text = "Call +46 70 123 45 67 today."
    got = _propose(text, [("+46 70 123 45 67", candidate, "CODE")])["+46 70 123 45 67"]
    assert got.tag == "SEM:CATEGORY"
    assert "became" in got.evidence[0]


@pytest.mark.parametrize(
    ("text", "original", "candidate", "category"),
    [
        ("She moved to Istanbul last year.", "Istanbul", "Norway", "LOC"),
        ("She lives in Turkey.", "Turkey", "Ankara", "LOC"),
        ("He works as a journalist.", "journalist", "Swedish", "MISC"),
        ("It happened on 14 January 2011.", "14 January 2011", "Paris", "DATETIME"),
        ("He posted it on Facebook.", "Facebook", "Anna Berg", "ORG"),
    ],
)
def test_another_kind_of_thing_is_sem_category(
    text: str, original: str, candidate: str, category: str
) -> None:
    got = _propose(text, [(original, candidate, category)])[original]
    assert got.tag == "SEM:CATEGORY"
    assert "became" in got.evidence[0]


def test_a_country_for_a_country_and_a_town_for_a_city_are_fine() -> None:
    text = "From Turkey she moved to Istanbul."
    got = _propose(text, [("Turkey", "Norway", "LOC"), ("Istanbul", "Bergen", "LOC")])
    assert got["Turkey"].tag == NO_ERROR
    assert got["Istanbul"].tag == NO_ERROR
    assert kinds_of("Norway", "en") == frozenset({"country"})


def test_a_name_whose_gender_disagrees_with_the_title_is_contradictory() -> None:
    text = "Mr Nadir Kalkan spoke, and then Mrs Elif Kalkan."
    got = _propose(
        text,
        [("Mr Nadir Kalkan", "Mr Cathy Parks"), ("Elif Kalkan", "Sarah Parks")],
    )
    assert got["Mr Nadir Kalkan"].tag == "SEM:CONTRADICTORY"
    assert "woman's name" in got["Mr Nadir Kalkan"].evidence[0]
    assert got["Elif Kalkan"].tag == NO_ERROR  # the title before the span counts


def test_one_entity_named_two_ways_is_contradictory_in_document_order() -> None:
    text = "Nadir Kalkan spoke. Nadir Kalkan left. Kalkan's wife and Mr Kalkan stayed."
    got = _propose(
        text,
        [
            ("Nadir Kalkan", "Sevdi Arslan"),
            ("Nadir Kalkan", "Ergün Demir"),
            ("Kalkan's", "Arslan's"),
            ("Mr Kalkan", "Mr Arslan"),
        ],
    )
    values = list(got.values())
    assert values[0].tag == NO_ERROR
    assert values[1].tag == "SEM:CONTRADICTORY"
    assert "'Sevdi Arslan' earlier" in values[1].evidence[0]
    assert values[2].tag == NO_ERROR  # a part of the same name
    assert values[3].tag == NO_ERROR


def test_a_part_two_people_share_is_nobodys() -> None:
    text = "Li Wenjun and his sister Li Hong spoke. Li said no."
    alone = text.rindex("Li")
    items = [
        Item("wenjun", 0, 9, "Wang Jian", "PERSON"),
        Item("hong", 25, 32, "Wang Fang", "PERSON"),
        Item("li", alone, alone + 2, "Zhou", "PERSON"),
    ]
    got = propose(text, items)
    assert [got[k].tag for k in ("wenjun", "hong", "li")] == [NO_ERROR] * 3


def test_two_entities_with_one_pseudonym_are_merged() -> None:
    text = "Anna Berg met Karin Holm."
    got = _propose(text, [("Anna Berg", "Eva Lind"), ("Karin Holm", "Eva Lind")])
    assert got["Anna Berg"].tag == NO_ERROR
    assert got["Karin Holm"].tag == "SEM:MERGED-ENTITY"
    assert "'Anna Berg'" in got["Karin Holm"].evidence[0]


def test_an_impossible_date_is_contradictory() -> None:
    text = "It happened on 14 January 2011."
    got = _propose(text, [("14 January 2011", "31 February 2009", "DATETIME")])
    assert got["14 January 2011"].tag == "SEM:CONTRADICTORY"
    got = _propose(text, [("14 January 2011", "29 February 2008", "DATETIME")])
    assert got["14 January 2011"].tag == NO_ERROR  # a leap year


def test_precedence_follows_the_tagset_and_evidence_keeps_every_finding() -> None:
    text = "Mr Nadir Kalkan's case."
    got = _propose(text, [("Mr Nadir Kalkan's", "Mr Cathy Kalkan")])
    proposal = got["Mr Nadir Kalkan's"]
    assert proposal.tag == "OVERLAP"  # before GRAMMAR and SEM:CONTRADICTORY
    assert [e.split(":")[0] for e in proposal.evidence] == [
        "OVERLAP",
        "GRAMMAR",
        "SEM",
    ]


def test_pos_comes_from_the_callers_tagger() -> None:
    text = "He is a journalist."
    items = [Item("k", 8, 18, "quickly", "MISC")]
    got = propose(text, items, pos_of=lambda item: ("NOUN", "ADV"))
    assert got["k"].tag == "POS"
    # another occupation, tagged a proper noun: no change of part of speech
    same_kind = [Item("k", 8, 18, "teacher", "MISC")]
    got = propose(text, same_kind, pos_of=lambda item: ("NOUN", "PROPN"))
    assert got["k"].tag == NO_ERROR


def test_swedish_dates_and_places_are_recognised() -> None:
    text = "Den 6 september 2011 reste hon till Göteborg."
    got = _propose(
        text,
        [("6 september 2011", "Stockholm", "DATETIME"), ("Göteborg", "Malmö", "LOC")],
        language="sv",
    )
    assert got["6 september 2011"].tag == "SEM:CATEGORY"
    assert got["Göteborg"].tag == NO_ERROR


@pytest.mark.parametrize(
    ("text", "original", "candidate", "category", "tag", "evidence"),
    [
        (
            "Call 070-174 06 05 now.",
            "070-174 06 05",
            "310-154 41 28",
            "CODE",
            "STRUCTURAL",
            "leading '0'",
        ),
        (
            "Call 070-174 06 05 now.",
            "070-174 06 05",
            "073-512 44 19",
            "CODE",
            NO_ERROR,
            "",
        ),
        (
            "She will be leaving us at Easter this year.",
            "Easter",
            "Later that month",
            "DATETIME",
            "GRAMMAR",
            "capital",
        ),
        (
            "District Judge Alison Marsh was not convinced. She said so.",
            "Alison Marsh",
            "Billy Hamilton",
            "PERSON",
            "SEM:CONTRADICTORY",
            "pronoun after it",
        ),
        (
            "Posted Wed 17 Jan 2024 21:04 by the club.",
            "Wed 17 Jan 2024 21:04",
            "Wed 8 Mar 2026 23:04",
            "DATETIME",
            "SEM:CONTRADICTORY",
            "not a Wednesday",
        ),
        (
            "Posted Wed 17 Jan 2024 21:04 by the club.",
            "Wed 17 Jan 2024 21:04",
            "Sun 8 Mar 2026 23:04",
            "DATETIME",
            NO_ERROR,
            "",
        ),
        (
            "The Harrowgate Borough Council met.",
            "Harrowgate Borough Council",
            "Boyle Borough Council",
            "ORG",
            NO_ERROR,
            "",
        ),
        (
            "We met Mr Doyle.",
            "Doyle",
            "Hartley",
            "PERSON",
            NO_ERROR,
            "",
        ),
    ],
)
def test_what_the_blind_review_taught(
    text, original, candidate, category, tag, evidence
):
    got = _propose(text, [(original, candidate, category)])[original]
    assert got.tag == tag, got
    if evidence:
        assert evidence in " ".join(got.evidence)


def test_another_persons_name_before_the_pronoun_stops_the_gender_check() -> None:
    text = "Alison Marsh met Tom Berg. He said so."
    got = _propose(text, [("Alison Marsh", "Sarah Holm")])
    assert got["Alison Marsh"].tag == NO_ERROR


# --------------------------------------------- what people call no overlap (round 38)


@pytest.mark.parametrize(
    ("text", "original", "language"),
    [
        ("The bridge shut on Monday.", "Monday", "en"),
        ("They met on Saturday afternoon.", "Saturday afternoon", "en"),
        ("Det hände i torsdags.", "i torsdags", "sv"),
    ],
)
def test_a_weekday_left_as_it_is_is_no_overlap(text, original, language):
    got = _propose(text, [(original, original, "DATETIME")], language)
    assert got[original].tag == NO_ERROR
    dated = "It opened on Monday 4 March."
    assert (
        _propose(dated, [("Monday 4 March", "Monday 4 March", "DATETIME")])[
            "Monday 4 March"
        ].tag
        == "OVERLAP"
    )


def test_a_frequent_word_only_a_surname_list_has_is_no_name_outside_a_person():
    text = "The Yukon Arts Centre and Anna Winters."
    got = _propose(
        text,
        [
            ("Yukon Arts Centre", "Burton Arts Centre", "ORG"),
            ("Anna Winters", "Lisa Winters"),
        ],
    )
    assert got["Yukon Arts Centre"].tag == NO_ERROR
    assert got["Anna Winters"].tag == "OVERLAP"  # a person's surname kept


def test_a_place_moved_out_of_the_country_the_text_names_contradicts() -> None:
    """heldout19: "Jayapura" became a Malaysian town in a text that says
    "Indonesia" twice outside its spans; people called it SEM:CONTRADICTORY."""
    text = "Police in Indonesia said the fire in Jayapura was set. Indonesia denies it."
    moved = _propose(text, [("Jayapura", "Ipoh", "LOC")])["Jayapura"]
    assert moved.tag == "SEM:CONTRADICTORY" and "another country" in moved.evidence[0]
    kept = _propose(text, [("Jayapura", "Surabaya", "LOC")])["Jayapura"]
    assert kept.tag == NO_ERROR


@pytest.mark.parametrize("kept", ["i går", "i går kväll", "next week", "i fjol"])
def test_the_texts_own_day_left_as_it_is_is_no_overlap(kept: str) -> None:
    got = _propose(f"Det hände {kept} i Lund.", [(kept, kept, "DATETIME")], "sv")
    assert got[kept].tag == NO_ERROR, got[kept]


@pytest.mark.parametrize(
    ("original", "candidate", "category"),
    [
        ("Monday 11 May 2026", "Tttydi 33 Svk 6500", "CODE"),
        ("yesterday", "kkuwczrwf", "CODE"),
        ("early this morning", "early this mozwjfd", "DATETIME"),
        ("Fredag 25 september 2026", "Lfadhd 67 shqjmkmip 7203", "CODE"),
        ("1995", "5714", "DATETIME"),
    ],
)
def test_a_date_of_words_that_are_no_words_is_contradictory(
    original: str, candidate: str, category: str
) -> None:
    """A label read as CODE drew letters for letters in every date (heldout21):
    the date is broken whatever the label says."""
    text = f"The fair opened {original} in town."
    got = _propose(text, [(original, candidate, category)])
    # "a date became an ordinary word" comes first where a word stays
    assert got[original].tag in ("SEM:CONTRADICTORY", "SEM:CATEGORY"), got[original]
    assert any("no words" in e or "no date" in e for e in got[original].evidence) or (
        got[original].tag == "SEM:CATEGORY"
    )


@pytest.mark.parametrize(
    ("original", "candidate"),
    [("Monday 11 May 2026", "Monday 28 April 2025"), ("yesterday", "last week")],
)
def test_a_moved_date_is_no_garbled_one(original: str, candidate: str) -> None:
    got = _propose(
        f"The fair opened {original} in town.", [(original, candidate, "DATETIME")]
    )
    assert got[original].tag == NO_ERROR, got[original]
