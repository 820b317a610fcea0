"""What a corpus of another label scheme showed (issue 19, held-out corpora 2):
kinship words used as names, more origins of names, addresses in parts, streets,
ranks before names, mail domains that name nobody, Swedish bodies named by a
compound, and CamelCase names of forums and sites."""

from __future__ import annotations

import pytest

from generation.engines.surrogate import SurrogateGenerator
from generation.engines.surrogate.people import ADDRESS_TERMS, address_term
from generation.engines.surrogate.text import fold
from tests.generation.engines.test_surrogate_people import labelled, listed


def suggest(language: str, parts: list, seed: int = 5) -> list:
    doc = labelled(language, parts)
    return SurrogateGenerator(seed=seed, k=3).fill_document(doc)


def texts(language: str, parts: list, seed: int = 5) -> list[str]:
    return [s.text for s in suggest(language, parts, seed)]


def group_words(group: str) -> set[str]:
    return {fold(w) for words in ADDRESS_TERMS[group].values() for w in words}


@pytest.mark.parametrize("seed", range(4))
def test_a_kinship_word_used_as_a_name_stays_one_of_the_same_relation(seed):
    mom, aaji, nani, dad = suggest(
        "en",
        [
            ("Mom", "PERSON"),
            " called. ",
            ("Aaji's", "PERSON"),
            " birthday; ",
            ("Nani-ji", "PERSON"),
            " comes. Ask ",
            ("Dad", "PERSON"),
            ".",
        ],
        seed,
    )
    # never a given name ("Mom" -> "Rushil", "Pappa" -> "Daniela")
    assert fold(mom.text) in group_words("mother") - {"mom"}
    assert aaji.text.endswith("'s")
    assert fold(aaji.text[:-2]) in group_words("grandmother") - {"aaji", "ajji"}
    assert fold(nani.text) in group_words("grandmother") - {"nani"}
    assert fold(dad.text) in group_words("father") - {"dad"}
    assert "kinship word used as a name" in mom.reason


@pytest.mark.parametrize("seed", range(4))
def test_swedish_kinship_names_keep_their_genitive(seed):
    pappa, mormors = texts(
        "sv",
        [("Pappa", "PERSON"), " ringde om ", ("Mormors", "PERSON"), " katt."],
        seed,
    )
    assert fold(pappa) in group_words("father") - {"pappa"}
    assert mormors.endswith("s")
    assert fold(mormors[:-1]) in group_words("grandmother") | {
        fold(w) for w in ADDRESS_TERMS["grandmother"]["sv"]
    }


def test_address_terms_are_read_with_honorifics_and_genitives():
    assert address_term("Nani-ji") == ("grandmother", "Nani", "-ji", "")
    assert address_term("Aaji's") == ("grandmother", "Aaji", "", "'s")
    assert address_term("Pappas") == ("father", "Pappa", "", "s")
    assert address_term("Tomasz") is None


@pytest.mark.parametrize(
    ("language", "name", "locale"),
    [
        ("en", "Ioana Popescu", "ro_RO"),
        ("en", "Tadhg", "ga_IE"),
        ("sv", "Hodan Abdi", "so"),
        ("sv", "Reza Mohammadi", "fa"),
        ("sv", "Katarzyna Nowak", "pl_PL"),
        ("en", "Abena Mensah", "tw_GH"),
    ],
)
def test_names_of_more_origins_get_a_name_of_their_origin(language, name, locale):
    (found,) = suggest(language, [(name, "PERSON"), " came."])
    assert f"from {locale} names" in found.reason
    given = found.text.split()[0]
    assert given in listed(locale, "female") | listed(locale, "male")


def test_an_address_in_parts_keeps_its_flat_and_street_words():
    (found,) = texts(
        "en", [("2217 W. Argyle Street, Apt. 3, Chicago, IL 60625", "LOC"), "."]
    )
    street, flat, town, code = found.split(", ")
    assert street.endswith(" Street") and street.split()[0].isdigit()
    assert flat.startswith("Apt") and flat != "Apt. 3"
    assert town != "Chicago"
    assert code[:2].isupper() and code[3:].isdigit() and code[3:] != "60625"


@pytest.mark.parametrize("street", ["Enoggera Terrace", "Claddagh Quay"])
def test_a_street_keeps_the_word_for_its_kind(street):
    (found,) = suggest("en", [(street, "LOC"), " is closed."])
    assert found.text.endswith(street.split()[-1]) and found.text != street
    assert found.reason == "LOC street for street"


def test_a_rank_before_a_name_stays():
    (found,) = texts("en", [("Const. Hollie Brennan", "PERSON"), " said she saw it."])
    assert found.startswith("Const. ") and "Brennan" not in found


@pytest.mark.parametrize(
    ("address", "domain"),
    [
        ("thuanh.le@example.com", "@example.com"),
        ("meera.joshi55@gmail.com", "@gmail.com"),
    ],
)
def test_a_mail_domain_that_names_nobody_is_kept(address, domain):
    (found,) = suggest("en", [(address, "CODE"), " wrote."])
    assert found.text.endswith(domain)
    assert found.text.split("@")[0] != address.split("@")[0]


@pytest.mark.parametrize(
    "address", ["renata@cascobayrealty.com", "hemi.carter@otago.example"]
)
def test_a_mail_domain_that_names_its_owner_changes(address):
    """A name under a reserved ending ("otago.example") says whose address it is
    (the blind review of held-out corpora 3 tagged it OVERLAP): it changes, the
    ending stays."""
    (found,) = texts("en", [(address, "CODE"), " wrote."])
    name, _, ending = address.split("@")[1].partition(".")
    assert name not in found
    assert found.endswith("." + ending)


@pytest.mark.parametrize(
    ("body", "head"),
    [
        ("Björkängsskolan", "skolan"),
        ("Småbarnsforumet", "forumet"),
        ("Björkängsskolans", "skolans"),
    ],
)
def test_a_swedish_body_named_by_a_compound_keeps_its_head(body, head):
    (found,) = texts("sv", [(body, "ORG"), " har svarat."])
    assert found.endswith(head) and found != body
    assert "Björkängs" not in found and "Småbarns" not in found


def test_a_forum_with_a_camelcase_name_gets_one_of_the_same_shape():
    (found,) = texts("en", [("TomatoTalk", "ORG"), " forum"])
    assert found[0].isupper() and any(c.isupper() for c in found[1:])
    assert " " not in found and "Tomato" not in found


def test_a_web_address_under_a_code_label_gets_one_of_the_same_shape():
    (found,) = suggest("en", [("imgbox.example.com/rd_beds24", "CODE"), " ."])
    assert not found.failed and "placeholder" not in found.reason
    assert found.text.count("/") == 1 and found.text != "imgbox.example.com/rd_beds24"


@pytest.mark.parametrize("seed", range(40))
def test_the_project_offset_moves_dates_back_a_year_or_two_keeping_the_season(seed):
    from generation.engines.surrogate.formats import in_year_shift, project_offset
    from generation.engines.surrogate.rng import FastRng

    offset = project_offset(FastRng(seed))
    # back, so no date moves past the time the text was written
    assert -2 * 366 - 20 <= offset <= -365 + 20
    # whole weeks: every date keeps its weekday, so "every Saturday" still fits
    assert offset % 7 == 0
    # one to three weeks from the same day of the year: the year changes, the
    # season, the term and a feast nearby mostly stay
    assert 6 <= abs(in_year_shift(offset)) <= 20


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize(
    ("country", "near"),
    [
        ("Norway", {"Sweden", "Finland", "Russia"}),
        ("Kenya", {"Ethiopia", "Tanzania", "South Sudan", "Somalia", "Uganda"}),
        ("Japan", {"China", "South Korea", "North Korea", "Mongolia", "Taiwan"}),
        ("Peru", {"Ecuador", "Colombia", "Brazil", "Bolivia", "Chile"}),
    ],
)
def test_a_country_becomes_a_neighbour_so_the_text_still_fits(seed, country, near):
    (found,) = texts("en", ["Musk oxen and shillings in ", (country, "LOC"), "."], seed)
    assert found in near


@pytest.mark.parametrize("language", ["en", "sv"])
@pytest.mark.parametrize("vehicle", ["Ford Transit", "Toyota HiAce", "Volvo V70"])
def test_a_vehicle_becomes_one_of_another_make(language, vehicle):
    from generation.engines.surrogate.other import VEHICLE_MAKES

    (found,) = suggest(language, [(vehicle, "MISC"), " was seen."])
    make = fold(found.text.split()[0])
    assert make in VEHICLE_MAKES and make != fold(vehicle.split()[0])
    assert found.reason == "MISC a vehicle of another make"


@pytest.mark.parametrize("seed", range(3))
def test_a_us_address_names_the_state_of_its_new_town(seed):
    from generation.engines.surrogate.places import _us_state_of

    from generation.engines.surrogate.lexicon import places

    (found,) = texts("en", [("52 Brackett Street, Portland, ME 04102", "LOC")], seed)
    street, town, code = found.split(", ")
    assert town != "Portland"
    assert _us_state_of(fold(town)) != ""
    # the new town is one of the state the address names (Yarmouth, Maine, not the
    # bigger Yarmouth, Massachusetts: round 38 reads Portland as Maine's)
    lex = places()
    states = {
        lex.city_regions[c][i] for c, i in lex.city_of_name[fold(town)] if c == "US"
    }
    assert code[:2] in states


# --- what the blind review of held-out corpora 3 showed (issue 19) -----------------


def test_a_name_in_capitals_is_a_name_in_capitals_not_initials():
    (found,) = suggest("en", ["Yours, ", ("PÁDRAIG HURLEY", "PERSON"), "."])
    assert found.text.isupper() and len(found.text.split()) == 2
    assert "initial" not in found.reason
    assert all(fold(w) in fold_names() for w in found.text.split())


def fold_names() -> set[str]:
    from generation.engines.surrogate.lexicon import names

    return set(names().locales_of)


def test_a_body_in_capitals_keeps_its_words_in_capitals():
    (found,) = texts("en", [("CEREDIGION COUNTY COUNCIL", "ORG"), " decided."])
    assert found.endswith(" COUNTY COUNCIL") and found.isupper()
    assert "CEREDIGION" not in found


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize(
    ("town", "others"),
    [("Lycksele", ("Umeå", "Skellefteå")), ("Gävle", ("Hudiksvall", "Sandviken"))],
)
def test_a_town_becomes_one_of_its_own_region(seed, town, others):
    from generation.engines.surrogate.lexicon import places

    (found,) = texts("sv", ["Hon bor i ", (town, "LOC"), "."], seed)
    lex = places()

    def region(name: str) -> str:
        code, index = lex.city_of_name[fold(name)][0]
        return lex.city_regions[code][index]

    assert found != town
    assert region(found) == region(town) == region(others[0])


def test_a_town_drawn_by_name_never_repeats_a_city_drawn_by_id():
    doc = [("Lycksele", "LOC"), " och ", ("Åre", "LOC"), " och ", ("Umeå", "LOC")]
    for seed in range(6):
        found = texts("sv", doc, seed)
        assert len({fold(t) for t in found}) == 3, found


@pytest.mark.parametrize(
    ("amount", "currency"), [("KSh 5", "KSh"), ("5 990 kr", "kr"), ("EUR 40", "EUR")]
)
def test_an_amount_under_an_age_label_keeps_its_currency(amount, currency):
    (found,) = suggest("en", [("It costs ", ""), (amount, "DATETIME"), "."][1:])
    assert currency in found.text and found.text != amount
    assert "numbers" in found.reason


@pytest.mark.parametrize(
    ("original", "scale"),
    [
        ("i förra veckan", "veck"),
        ("i fjol", "fjol"),  # the text's own last year stays (heldout19)
    ],
)
def test_a_relative_time_becomes_one_of_the_same_scale(original, scale):
    (found,) = texts("sv", ["Det hände ", (original, "DATETIME"), "."])
    assert scale in found


def test_an_ordinal_time_moves_by_a_few():
    (found,) = suggest("sv", ["Det är ", ("tolfte dagen", "DATETIME"), " vi står här."])
    assert found.text.endswith(" dagen") and found.text != "tolfte dagen"
    assert found.reason == "DATETIME an ordinal moved by a few"


def test_a_zimbabwean_stays_a_nationality():
    (found,) = suggest("en", [("Zimbabwean", "MISC"), "-born nurse"])
    assert "nationality" in found.reason


def test_an_original_also_left_unannotated_is_flagged_for_a_curator():
    """The reviewers tagged "Peru" -> "Chile" contradictory where the text said
    "Peru" again without a span: the proposal says so and is least sure, so curate
    mode's "least sure first" shows it first."""
    peru, lima = suggest(
        "sv",
        [
            *("Projektet i ", ("Peru", "LOC"), ". Peru är vackert. "),
            *("Hon bor i ", ("Lima", "LOC")),
        ],
    )
    assert peru.reason.endswith("the original also stands unannotated in the text")
    assert peru.confidence == 0.3
    assert "unannotated" not in lima.reason and lima.confidence > 0.3


def test_relative_times_of_one_scale_never_share_a_surrogate():
    """A length of time ("drygt ett år") is no relative time; two relative times of
    one scale get two surrogates (the scale's few, then the general ones)."""
    found = suggest(
        "sv",
        [
            *(("i fjol", "DATETIME"), ", "),
            *(("förra året", "DATETIME"), ", "),
            *(("året innan", "DATETIME"), ", "),
            *(("två år tidigare", "DATETIME"), ", "),
            ("drygt ett år", "DATETIME"),
        ],
    )
    texts_ = [f.text for f in found]
    assert len({fold(t) for t in texts_}) == len(texts_), texts_
    assert "år" not in found[-1].text or "tidigare" not in found[-1].text
