"""Places, addresses and organisations of the surrogate generator: an English text's
country read from its own cues, an address replaced part by part, a numbered part
keeping its word, and organisations keeping their kind and their country."""

from __future__ import annotations

import re

import pytest

from generation.engines.surrogate import SurrogateGenerator
from generation.engines.surrogate.lexicon import organisations, places
from generation.engines.surrogate.organisations import BODY_COUNTRY, UNIVERSITY_ACRONYMS
from generation.engines.surrogate.places import text_country
from generation.engines.surrogate.text import fold
from generation.engines.types import EngineDocument, SpanRef


def labelled(language: str, parts: list[str | tuple[str, str]]) -> EngineDocument:
    """A document from text and (original, category) pieces."""
    text = ""
    spans = []
    for part in parts:
        if isinstance(part, tuple):
            original, category = part
            start = len(text)
            text += original
            spans.append(SpanRef(len(spans), start, len(text), category, category))
        else:
            text += part
    return EngineDocument(key=1, text=text, spans=tuple(spans), language=language)


def texts(doc: EngineDocument, seed: int = 5) -> list[str]:
    generator = SurrogateGenerator(seed=seed, k=3)
    return [s.text for s in generator.fill_document(doc)]


def towns(code: str) -> set[str]:
    return {fold(en) for en, _, _ in places().cities[code]}


def bodies(kind: str, language: str) -> set[str]:
    return {fold(b) for b in organisations().names[(kind, language)]}


NHS_LETTER = [
    ("14 Orchard Close", "LOC"),
    "\n",
    ("Leamington Spa", "LOC"),
    "\n\nDear Sir or Madam,\nMy mother was on ",
    ("Ward 7", "LOC"),
    " at ",
    ("Warwick General Hospital", "ORG"),
    ". Her NHS number is 485 777 3456. Officers from the ",
    ("Metropolitan Police", "ORG"),
    " came.",
]


@pytest.mark.parametrize(
    ("text", "country"),
    [
        ("Her NHS number is 485 777 3456; the fee was £40.", "GB"),
        ("Send it to 233 S Wacker Dr, Chicago, IL 60606. It cost $40.", "US"),
        ("The Gardaí were called and the HSE said so.", "IE"),
        ("Centrelink wrote from Sydney NSW 2000.", "AU"),
        ("The weather was fine and we went home.", ""),
    ],
)
def test_an_english_texts_country_comes_from_its_cues(text, country):
    assert text_country(text, "en") == country
    assert text_country(text, "sv") == ""


@pytest.mark.parametrize("seed", range(3))
def test_a_uk_letter_keeps_uk_towns_wards_and_police(seed):
    street, town, ward, hospital, police = texts(labelled("en", NHS_LETTER), seed)
    assert re.fullmatch(r"\d+ [A-Z]\w+ Close", street) and "Orchard" not in street
    assert fold(town) in towns("GB")
    assert re.fullmatch(r"Ward \d+", ward) and ward != "Ward 7"
    assert hospital.endswith(" General Hospital") and "Warwick" not in hospital
    assert fold(police) in bodies("police", "en")
    assert police not in ("New York City Police Department", "Metropolitan Police")
    assert BODY_COUNTRY.get(fold(police), "GB") == "GB"  # a UK body


def test_a_small_town_of_several_countries_becomes_one_of_the_documents():
    doc = labelled(
        "en",
        [
            ("Rovers", "ORG"),
            " won at ",
            ("Brookfield", "LOC"),
            ". The gaffer praised the lads. ",
            ("Ashworth Rovers", "ORG"),
            " came from behind to beat ",
            ("Brookfield Town", "ORG"),
            " and lead the ",
            ("Northern Counties League", "ORG"),
            ".",
        ],
    )
    short, town, club, other, league = texts(doc)
    assert fold(town) in towns("GB")
    assert other == f"{town} Town"
    assert club.endswith(" Rovers") and "Ashworth" not in club
    assert short == club  # the short form reads as the same club
    assert league.endswith(" League") and "Northern Counties" not in league


@pytest.mark.parametrize("seed", range(3))
def test_a_uk_address_is_replaced_part_by_part(seed):
    doc = labelled(
        "en",
        ["Write to\n", ("Flat 3, 27 Clarence Street, Leeds LS6 2AB", "LOC"), "."],
    )
    (new,) = texts(doc, seed)
    match = re.fullmatch(
        r"Flat (\d+), (\d+) (\w+) Street, ([\w' -]+) ([A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})",
        new,
    )
    assert match, new
    assert match.group(3) != "Clarence" and match.group(4) != "Leeds"
    assert match.group(5) != "LS6 2AB"


@pytest.mark.parametrize("separator", [", ", "\n"])
def test_a_swedish_address_keeps_its_order_and_line_breaks(separator):
    doc = labelled("sv", ["Adress: ", (f"Storgatan 12{separator}123 45 Kallby", "LOC")])
    (new,) = texts(doc)
    street, code_town = new.split(separator)
    assert re.fullmatch(r"\w+gatan \d+", street) and street != "Storgatan 12"
    assert re.fullmatch(r"[1-9]\d\d \d\d [A-ZÅÄÖ][\w -]+", code_town)
    assert "Kallby" not in code_town


def test_a_house_number_keeps_its_letter():
    (new,) = texts(labelled("en", [("221B Baker Street, London", "LOC")]))
    assert re.fullmatch(r"\d+B \w+ Street, [\w' -]+", new) and "Baker" not in new


@pytest.mark.parametrize(
    ("language", "original", "word"),
    [
        ("en", "Ward 7", "Ward"),
        ("en", "Room 12", "Room"),
        ("en", "Gate B", "Gate"),
        ("sv", "avdelning 5", "avdelning"),
        ("sv", "sal 3", "sal"),
    ],
)
def test_a_numbered_part_keeps_its_word_and_moves_its_number(language, original, word):
    (new,) = texts(labelled(language, ["Hon låg på ", (original, "LOC"), "."]))
    assert new.startswith(word + " ") and new != original
    assert re.fullmatch(rf"{word} (\d+|[A-Z])", new)


def test_a_swedish_agency_in_an_english_text_set_in_sweden():
    doc = labelled(
        "en",
        [
            "We moved to ",
            ("Kista", "LOC"),
            " near ",
            ("Stockholm", "LOC"),
            ". Register with ",
            ("Skatteverket", "ORG"),
            " first.",
        ],
    )
    agency = texts(doc)[2]
    assert fold(agency) in bodies("agency", "sv") and agency != "Skatteverket"


@pytest.mark.parametrize("seed", range(3))
def test_a_business_keeps_its_trade_and_reads_as_one(seed):
    doc = labelled("en", ["We booked with ", ("Arctic Aurora Tours", "ORG"), "."])
    (new,) = texts(doc, seed)
    words = new.split()
    assert words[-1] == "Tours" and len(words) == 3 and "Aurora" not in new


def test_a_place_leading_a_business_becomes_a_place():
    doc = labelled(
        "sv",
        ["Vi åkte med ", ("Hanoi Backstreet Tours", "ORG"), " i ", ("Hanoi", "LOC")],
    )
    business, city = texts(doc)
    assert business.startswith(city + " ") and business.endswith(" Tours")
    assert "Backstreet" not in business


@pytest.mark.parametrize(
    ("original", "pattern"),
    [
        ("Ekbackens skola", r"[A-ZÅÄÖ]\w+s skola"),  # the genitive stays
        ("Fastighets AB Kronan", r"Fastighets AB [A-ZÅÄÖ]\w+"),  # form and trade stay
        ("Lindbergs Mekaniska AB", r"[A-ZÅÄÖ]\w+s Mekaniska AB"),
        ("Patientnämnden", r"[A-ZÅÄÖ][a-zåäö]+nämnden"),  # never cut inside a word
        ("Borås Wäfveri", r"[A-ZÅÄÖ][\w-]+ [A-ZÅÄÖ][\w ]+"),
    ],
)
def test_a_swedish_body_keeps_its_shape(original, pattern):
    (new,) = texts(labelled("sv", ["Brev från ", (original, "ORG"), "."]))
    assert re.fullmatch(pattern, new), new
    assert fold(new) != fold(original)
    if original == "Patientnämnden":
        assert not fold(new).endswith("entnamnden")
    if original == "Borås Wäfveri":
        assert "Wäfveri" not in new and not re.search(r"\b[A-Z][a-z]+son\b", new)


def test_a_universitys_acronym_becomes_another_universitys():
    (new,) = texts(labelled("sv", ["De träffades på ", ("KTH", "ORG"), "."]))
    assert new in UNIVERSITY_ACRONYMS["sv"] and new != "KTH"


def test_a_municipality_reads_the_same_town_as_the_place():
    doc = labelled(
        "sv",
        [
            ("Storåns kommun", "ORG"),
            " meddelade att badhuset i ",
            ("Storåns kommun", "LOC"),
        ],
    )
    body, place = texts(doc)
    assert body == place and body.endswith("s kommun") and "Storå" not in body


def test_an_address_town_follows_the_country_it_names():
    doc = labelled(
        "en", ["Ship to ", ("27 Clarence Street, Leeds, United Kingdom", "LOC")]
    )
    (new,) = texts(doc)
    street, town, country = new.split(", ")
    code = places().country_of_name[fold(country)]
    assert fold(town) in {fold(en) for en, _, _ in places().cities[code]}
    assert re.fullmatch(r"\d+ \w+ Street", street) and "Clarence" not in street


def test_a_body_only_sweden_has_stays_swedish_in_an_english_text():
    doc = labelled(
        "en", ["Our neighbours said: register with ", ("Skatteverket", "ORG"), "."]
    )
    (agency,) = texts(doc)
    assert fold(agency) in bodies("agency", "sv") and agency != "Skatteverket"
