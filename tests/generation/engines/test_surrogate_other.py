"""Other spans and agreement with the words around a span (issue 19): quotations and
slogans, occupations of the same field and form, vague counts of the same size,
events by their shape, and the article before a span."""

from __future__ import annotations

import re

import pytest

from generation.engines.surrogate import SurrogateGenerator
from generation.engines.surrogate.core import vowel_sound
from generation.engines.surrogate.guesses import looks_like_event, quote_language
from generation.engines.surrogate.kinds import COUNT_MAGNITUDES
from generation.engines.surrogate.lexicon import kinds, places
from generation.engines.surrogate.other import (
    occupation_fields,
    occupation_form,
    swedish_forms,
)
from generation.engines.surrogate.text import fold
from generation.engines.types import EngineDocument, SpanRef


def marked(language: str, text: str) -> EngineDocument:
    """A document whose [[...]] pieces are MISC spans labelled "other"."""
    spans = []
    out = ""
    position = 0
    for match in re.finditer(r"\[\[(.+?)\]\]", text):
        out += text[position : match.start()]
        spans.append(
            SpanRef(
                len(spans), len(out), len(out) + len(match.group(1)), "other", "MISC"
            )
        )
        out += match.group(1)
        position = match.end()
    out += text[position:]
    return EngineDocument(key=1, text=out, spans=tuple(spans), language=language)


def fill(doc: EngineDocument, seed: int = 5):
    return SurrogateGenerator(seed=seed, k=4).fill_document(doc)


def _row_of(word: str, language: str) -> int:
    found = occupation_form(word, language)
    assert found is not None, word
    return found[0]


@pytest.mark.parametrize("seed", range(3))
def test_a_quoted_word_or_slogan_becomes_a_quotation_never_empty_nor_cut_up(seed):
    doc = marked(
        "en",
        'a coffin labelled [["Education"]]. The slogan [["We are not a threat, we '
        'are your graduates"]] and the cry [["Down with the dictator!"]] and the '
        'video [["We Are Not Machines"]].',
    )
    education, slogan, cry, title = fill(doc, seed)
    for suggestion in (education, slogan, cry, title):
        assert not suggestion.failed and suggestion.text.strip('"').strip()
        assert suggestion.text.startswith('"') and suggestion.text.endswith('"')
    assert cry.text.endswith('!"')
    assert abs(len(slogan.text.split()) - 9) <= 3
    # a title keeps its capitals
    assert all(w[:1].isupper() for w in title.text.strip('"').split() if len(w) > 3)


@pytest.mark.parametrize("seed", range(3))
def test_a_swedish_slogan_gets_a_swedish_one_and_an_english_one_an_english_one(seed):
    doc = marked(
        "sv",
        'gruppen [["Vi är inte ett hot"]] och boken [["Vi är inga maskiner"]] och '
        'gruppen [["Education is not for sale"]].',
    )
    threat, machines, english = fill(doc, seed)
    swedish = set(kinds().words[("slogan", "sv")])
    assert threat.text.strip('"') in swedish and machines.text.strip('"') in swedish
    assert english.text.strip('"') in set(kinds().words[("slogan", "en")])
    # never a word of the slogan read as a language tag ("är" -> "pt")
    assert "inte ett hot" not in threat.text


def test_a_quotation_says_its_own_language():
    assert quote_language("Education is not for sale", "sv") == "en"
    assert quote_language("Vi är inte ett hot", "en") == "sv"
    assert quote_language("Down with the dictator!", "en") == "en"


def test_a_word_of_a_sentence_is_never_read_as_a_language_tag():
    doc = marked("en", 'a placard that reads [["Journalism is not a crime"]].')
    (placard,) = fill(doc)
    assert " id " not in placard.text and placard.text.startswith('"')


@pytest.mark.parametrize(
    ("language", "original", "form"),
    [
        ("sv", "journalisten", "def"),
        ("sv", "universitetslektorn", "def"),
        ("sv", "sjuksköterskor", "pl"),
        ("sv", "lärarna", "pldef"),
        ("sv", "reportern", "def"),
        ("en", "journalists", "pl"),
        ("en", "nurse", ""),
    ],
)
def test_an_occupation_is_read_in_any_of_its_forms(language, original, form):
    found = occupation_form(original, language)
    assert found is not None and found[1] == form


def test_swedish_forms_of_person_nouns():
    assert swedish_forms("journalist")["def"] == "journalisten"
    assert swedish_forms("lektor")["def"] == "lektorn"
    assert swedish_forms("lärare")["pldef"] == "lärarna"
    assert swedish_forms("sjuksköterska")["pl"] == "sjuksköterskor"
    assert swedish_forms("brandman")["pl"] == "brandmän"
    assert swedish_forms("biträdande lektor")["def"] == "biträdande lektorn"
    assert swedish_forms("brudgum")["def"] == "brudgummen"


@pytest.mark.parametrize("seed", range(4))
def test_an_occupation_becomes_one_of_its_field_in_the_same_form(seed):
    doc = marked(
        "sv",
        "Rättegången mot [[journalisten]] Nadir. Hon är [[sjuksköterska]] på "
        "sjukhuset. Hon är tillbaka som [[lektor]] vid universitetet. Bloggaren och "
        "[[universitetslektorn]] Farzana.",
    )
    journalist, nurse, lecturer, university = fill(doc, seed)
    fields = occupation_fields()
    lex = places()
    for suggestion, original in (
        (journalist, "journalist"),
        (nurse, "sjuksköterska"),
        (lecturer, "lektor"),
    ):
        new = occupation_form(suggestion.text, "sv")
        assert new is not None, suggestion.text
        assert fields[new[0]] == fields[_row_of(original, "sv")], suggestion.text
        assert fields[new[0]] != "status"
    assert journalist.text.endswith("n")  # definite, as "journalisten"
    assert university.text.endswith("n") and " " not in university.text.strip()
    # never a family status ("änka") for an occupation
    statuses = {
        fold(o[1])
        for o, f in zip(lex.occupations, fields, strict=True)
        if f == "status"
    }
    assert fold(nurse.text) not in statuses


@pytest.mark.parametrize("seed", range(4))
def test_a_family_status_is_replaced_only_by_another(seed):
    doc = marked("en", "She is a [[pensioner]] from the village.")
    (pensioner,) = fill(doc, seed)
    fields = occupation_fields()
    found = occupation_form(pensioner.text, "en")
    assert found is not None and fields[found[0]] == "status"


@pytest.mark.parametrize("seed", range(6))
def test_the_article_before_a_span_agrees_with_the_surrogate(seed):
    doc = marked(
        "en",
        "I am a [[journalist]], not a terrorist. She works as an [[engineer]] here.",
    )
    journalist, engineer = fill(doc, seed)
    assert not vowel_sound(journalist.text), journalist.text
    assert vowel_sound(engineer.text), engineer.text


def test_vowel_sounds():
    assert vowel_sound("economist") and vowel_sound("hour")
    assert not vowel_sound("university") and not vowel_sound("journalist")


@pytest.mark.parametrize("seed", range(4))
def test_a_vague_count_keeps_its_order_of_magnitude(seed):
    doc = marked(
        "en",
        "[[Hundreds]] of drivers and [[Tens of thousands]] of people came.",
    )
    hundreds, tens = fill(doc, seed)
    assert abs(COUNT_MAGNITUDES[fold(hundreds.text)] - 2) <= 1
    assert abs(COUNT_MAGNITUDES[fold(tens.text)] - 4) <= 1
    doc = marked("sv", "[[Hundratals]] taxichaufförer och [[Tusentals]] studenter.")
    hundreds, thousands = fill(doc, seed)
    assert abs(COUNT_MAGNITUDES[fold(hundreds.text)] - 2) <= 1
    assert abs(COUNT_MAGNITUDES[fold(thousands.text)] - 3) <= 1


def test_names_shaped_as_events_are_events():
    assert looks_like_event("Bokmässan", "sv")
    assert looks_like_event("Almedalsveckan", "sv")
    assert looks_like_event("pressfrihetens dag", "sv")
    assert looks_like_event("Harbour Jazz Festival", "en")
    assert not looks_like_event("Tallblad", "sv")
    assert not looks_like_event("Mässan", "sv")


@pytest.mark.parametrize("seed", range(3))
def test_an_unknown_event_gets_an_event_not_a_surname(seed):
    doc = marked("sv", "Hon gästade [[Bokmässan]] i Göteborg i helgen.")
    (fair,) = fill(doc, seed)
    assert fold(fair.text) in {fold(w) for w in kinds().words[("event", "sv")]}
    assert "event" in fair.reason


def test_a_language_no_short_list_has_is_a_language():
    doc = marked("en", "She writes in [[Bengali]] on her blog.")
    (bengali,) = fill(doc)
    assert "language" in bengali.reason and bengali.text[:1].isupper()
    doc = marked("sv", "Hon skriver på [[bengali]] på sin blogg.")
    (bengali,) = fill(doc)
    assert "language" in bengali.reason and bengali.text.islower()


@pytest.mark.parametrize("seed", range(3))
def test_swedish_kinship_in_definite_and_genitive_forms(seed):
    doc = marked("sv", "[[Bruden]] log. Han missade [[min brors]] bröllop.")
    bride, brother = fill(doc, seed)
    assert bride.text.endswith("n") and bride.text[:1].isupper()
    assert "kinship" in bride.reason
    assert brother.text.startswith("min ") and brother.text.endswith("s")


def test_a_swedish_event_with_its_article_gets_one_that_takes_it():
    doc = marked("sv", "Hon läste om [[den arabiska våren]] och skrev.")
    (spring,) = fill(doc)
    rest = spring.text.removeprefix("den ")
    assert spring.text.startswith("den ")
    assert kinds().gender[("event", "sv", rest)] == "den"


def test_an_ordinal_in_a_phrase_moves_and_the_phrase_stays():
    doc = marked("en", "on the [[fourteenth anniversary of the handover]] of it")
    (anniversary,) = fill(doc)
    first, _, rest = anniversary.text.partition(" ")
    assert rest == "anniversary of the handover" and first != "fourteenth"


def test_a_field_beside_an_occupation_changes_alone():
    doc = marked("en", "a former [[law student]] from Sfax")
    (student,) = fill(doc)
    assert student.text.endswith(" student") and student.text != "law student"


@pytest.mark.parametrize("seed", range(6))
def test_an_age_after_a_or_an_agrees_with_it(seed):
    from generation.engines.surrogate.numbers import _takes_an

    doc = marked("en", "He is a [[15-year-old]] boy and she a [[79-year-old]] woman.")
    young, old = fill(doc, seed)
    assert not _takes_an(young.text), young.text
    assert not _takes_an(old.text), old.text
    assert _takes_an("18-year-old") and _takes_an("80") and not _takes_an("1800")


def test_a_name_compound_keeps_its_lower_case_kind():
    doc = marked("sv", "Studenter protesterar mot [[Guéant-cirkuläret]] i Paris.")
    (circular,) = fill(doc)
    assert not circular.failed and circular.text.endswith("-cirkuläret")
    assert not circular.text.startswith("Guéant")


def test_a_compound_occupation_and_its_head_are_two_originals():
    doc = marked("sv", "Han är [[frilansjournalist]] och hon är [[journalist]].")
    freelance, journalist = fill(doc)
    assert freelance.text != journalist.text
    doc = marked("sv", "Hon är [[journalist]]. [[Journalisten]] skrev.")
    base, definite = fill(doc)
    assert fold(definite.text) == fold(swedish_forms(base.text)["def"])


@pytest.mark.parametrize(
    ("language", "number", "prefix"),
    [
        ("sv", "070-174 06 05", "07"),
        ("sv", "08-465 004 12", "08"),
        ("en", "0800 555 111", "08"),
    ],
)
def test_a_phone_number_under_a_label_of_its_own_keeps_its_trunk_prefix(
    language, number, prefix
):
    from generation.engines.types import EngineDocument, SpanRef

    text = f"Ring {number} i dag."
    doc = EngineDocument(
        1, text, (SpanRef(0, 5, 5 + len(number), "CONTACT", "MISC"),), language
    )
    (suggestion,) = SurrogateGenerator(seed=1).fill_document(doc)
    assert suggestion.text.startswith(prefix) and suggestion.text != number
    assert len(suggestion.text) == len(number)
    assert "phone number" in suggestion.reason
