"""Traits of a person that are not names: occupations no list has (always another
occupation, in the original's case and structure), user names (another of the same
shape, whatever the label), health information (a condition, body part, injury or
treatment for another of its kind), and nationalities and languages that agree with
the places of the document."""

from __future__ import annotations

import re

import pytest

from generation.engines.surrogate import SurrogateGenerator
from generation.engines.surrogate.codes import looks_like_username
from generation.engines.surrogate.lexicon import kinds, places
from generation.engines.surrogate.other import (
    any_language,
    languages_near,
    languages_of,
    occupation_form,
)
from generation.engines.surrogate.text import fold
from generation.engines.types import EngineDocument, SpanRef


def document(language: str, text: str, label: str = "OCCUPATION") -> EngineDocument:
    """[[...]] pieces are spans of ``label`` (category by the label, as an import
    guesses it); [[text|LABEL|CATEGORY]] gives a span its own."""
    categories = {"OCCUPATION": "DEM", "other": "MISC", "CONTACT": "MISC"}
    spans = []
    out = ""
    position = 0
    for match in re.finditer(r"\[\[(.+?)\]\]", text):
        out += text[position : match.start()]
        inner, own, category = match.group(1), label, categories.get(label, "MISC")
        if "|" in inner:
            inner, own, category = inner.split("|")
        spans.append(
            SpanRef(len(spans), len(out), len(out) + len(inner), own, category)
        )
        out += inner
        position = match.end()
    out += text[position:]
    return EngineDocument(key=1, text=out, spans=tuple(spans), language=language)


def fill(doc: EngineDocument, seed: int = 3, generator=None) -> dict[str, str]:
    generator = generator or SurrogateGenerator(seed=seed, k=2)
    return {
        doc.text[span.start : span.end]: suggestion.text
        for span, suggestion in zip(
            doc.spans, generator.fill_document(doc), strict=True
        )
    }


def is_occupation(text: str, language: str) -> bool:
    return occupation_form(text, language) is not None


# ----------------------------------------------------------------- occupations


@pytest.mark.parametrize("seed", range(3))
def test_an_occupation_no_list_has_becomes_a_listed_one_of_its_language(seed):
    english = fill(
        document("en", "Dr Okafor, the [[registrar]] on duty, and a [[plasterer]]."),
        seed,
    )
    for original in ("registrar", "plasterer"):
        assert is_occupation(english[original], "en"), english
        assert english[original].islower()
    swedish = fill(
        document(
            "sv",
            "att vara [[bankanställd]] på banken; [[presstalesperson]] vid polisen; "
            "hon arbetade som [[väverska]].",
        ),
        seed,
    )
    for original in ("bankanställd", "presstalesperson", "väverska"):
        assert is_occupation(swedish[original], "sv"), swedish


@pytest.mark.parametrize("seed", range(3))
def test_a_listed_head_with_a_field_before_it_gets_an_occupation_in_lower_case(seed):
    out = fill(
        document(
            "en",
            "her daughter, a [[paediatric nurse]]; the bride, a [[veterinary surgeon]]",
        ),
        seed,
    )
    for original in ("paediatric nurse", "veterinary surgeon"):
        new = out[original]
        assert new.islower(), out  # not "Business surgeon"
        assert is_occupation(new, "en") or is_occupation(new.split()[-1], "en"), out


@pytest.mark.parametrize("seed", range(3))
def test_a_rank_before_an_occupation_stays(seed):
    out = fill(
        document(
            "sv",
            "[[pensionerad lärare]] och [[jourhavande läkare]]",
        ),
        seed,
    )
    assert out["pensionerad lärare"].startswith("pensionerad "), out
    assert is_occupation(out["pensionerad lärare"].split(" ", 1)[1], "sv")
    assert is_occupation(out["jourhavande läkare"].split()[-1], "sv"), out
    junior = fill(document("en", "three years as a [[junior analyst]]"), seed)
    rank, _, job = junior["junior analyst"].partition(" ")
    assert rank == "trainee" and is_occupation(job, "en"), junior


@pytest.mark.parametrize("seed", range(3))
def test_a_teacher_of_subjects_keeps_the_head_and_gets_other_subjects(seed):
    out = fill(document("sv", "börjar som [[lärare i matematik och kemi]]"), seed)
    new = out["lärare i matematik och kemi"]
    match = re.fullmatch(r"lärare i (\w+) och (\w+)", new)
    assert match, out
    fields = {fold(w) for w in kinds().words[("field", "sv")]}
    assert {match.group(1), match.group(2)} <= fields
    assert not {"matematik", "kemi"} & {match.group(1), match.group(2)}


def test_a_word_ending_like_an_agent_that_names_no_person_is_no_occupation():
    out = fill(
        document(
            "en", "herds of [[reindeer]] and a [[blogger]] [[wanderers]]", label="other"
        )
    )
    assert not is_occupation(out["reindeer"], "en"), out
    assert is_occupation(out["blogger"], "en"), out
    assert is_occupation(out["wanderers"].rstrip("s"), "en") or is_occupation(
        out["wanderers"], "en"
    ), out
    swedish = fill(document("sv", "alla [[dokument]] och [[katalog]]", label="other"))
    assert not any(is_occupation(v, "sv") for v in swedish.values()), swedish


def _filled(doc: EngineDocument, seed: int) -> list[tuple[str, str, str]]:
    """(original, surrogate, reason) of each span, in order."""
    generator = SurrogateGenerator(seed=seed, k=2)
    return [
        (doc.text[span.start : span.end], suggestion.text, suggestion.reason)
        for span, suggestion in zip(
            doc.spans, generator.fill_document(doc), strict=True
        )
    ]


def _condition_kind(word: str) -> str | None:
    found = places().condition_of.get(fold(word))
    return found[0] if found is not None else None


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("category", ["DEM", "MISC"])
def test_a_listed_occupation_becomes_another_in_either_category(seed, category):
    for language, text in (
        ("en", "the [[radiographer|X|{c}]] and the [[headmistress|X|{c}]]"),
        # bare "rektor" is also a role (kinds.tsv), which MISC reads first
        ("sv", "[[röntgensjuksköterskan|X|{c}]] och [[rektorn|X|{c}]]"),
    ):
        doc = document(language, text.format(c=category))
        for original, new, reason in _filled(doc, seed):
            assert reason.endswith("occupation for occupation"), (original, reason)
            found = occupation_form(new, language)
            assert found is not None and fold(new) != fold(original), (original, new)
            assert fold(places().occupations[found[0]][1]) != "rektor", new
        if language == "sv":  # definite, as the originals
            assert all(
                occupation_form(new, "sv")[1] == "def"
                for _, new, _ in _filled(doc, seed)
            )


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("category", ["DEM", "MISC"])
def test_a_condition_and_a_treatment_become_others_of_their_kind(seed, category):
    for language, text in (
        ("en", "on [[dialysis|X|{c}]] after [[pneumonia|X|{c}]]"),
        ("sv", "[[dialys|X|{c}]] efter [[lunginflammation|X|{c}]]"),
    ):
        doc = document(language, text.format(c=category))
        (treatment, t_new, t_reason), (condition, c_new, c_reason) = _filled(doc, seed)
        assert _condition_kind(treatment) == "treatment"
        assert _condition_kind(t_new) == "treatment" and t_new != treatment
        assert "treatment of the same kind" in t_reason, t_reason
        assert _condition_kind(condition) == "condition"
        assert _condition_kind(c_new) == "condition" and c_new != condition
        assert "condition of the same kind" in c_reason, c_reason
        # a word of the document's language
        column = 1 if language == "sv" else 0
        for new, kind in ((t_new, "treatment"), (c_new, "condition")):
            assert new in [e[column] for e in places().conditions[kind]], new


def test_a_plural_body_part_becomes_a_plural_and_diabetes_any_condition():
    doc = document("en", "pain in both [[eyes|X|DEM]]; [[diabetes|X|DEM]] since 2010")
    (_, eyes, _), (_, diabetes, _) = _filled(doc, 1)
    assert eyes == "ears"
    assert _condition_kind(diabetes) == "condition" and diabetes != "diabetes"


def test_swedish_forms_of_an_occupation_with_an_adjective():
    found = occupation_form("personliga assistenter", "sv")
    assert found is not None and found[1] == "pl"
    assert occupation_form("psykiatern", "sv")[1] == "def"


# ------------------------------------------------------------------- user names


def test_what_reads_as_a_user_name():
    for name in (
        "wanderingmum82",
        "tusenskona77",
        "GamleGustav",
        "@jessgoesnorth",
        "linnea.reser",
        "anna_1985",
    ):
        assert looks_like_username(name), name
    for other in (
        "McDonald",
        "MacArthur",
        "DeShawn",
        "iPhone",
        "LK19",
        "V70",
        "COVID-19",
        "1990s",
        "bulatlat.com",
        "#FreeFarzana",
        "Gustav",
        "ABC123",
    ):
        assert not looks_like_username(other), other


@pytest.mark.parametrize("seed", range(3))
def test_a_user_name_keeps_its_shape_and_is_one_user_everywhere(seed):
    generator = SurrogateGenerator(seed=seed, k=2)
    first = fill(
        document(
            "en",
            "Posted by [[wanderingmum82]]. Reply from [[GamleGustav]]. "
            "Find me at [[@jessgoesnorth]].",
            label="CONTACT",
        ),
        generator=generator,
    )
    new = first["wanderingmum82"]
    assert re.fullmatch(r"[a-z]{9,15}\d\d", new) and new != "wanderingmum82", first
    assert re.fullmatch(r"[A-Z][a-z]{2,}[A-Z][a-z]{2,}", first["GamleGustav"]), first
    assert re.fullmatch(r"@[a-z]{8,18}", first["@jessgoesnorth"]), first
    # the same user named with "@", or labelled as a person, in another document
    second = fill(
        document(
            "en",
            "[[@wanderingmum82|CONTACT|MISC]] wrote; [[wanderingmum82|NAME|PERSON]] "
            "said; [[jessgoesnorth|USER|MISC]]",
        ),
        generator=generator,
    )
    assert second["@wanderingmum82"] == "@" + new
    assert second["wanderingmum82"] == new
    assert "@" + second["jessgoesnorth"] == first["@jessgoesnorth"]


def test_a_swedish_user_name_gets_swedish_words_and_as_many_digits():
    out = fill(document("sv", "Skrivet av [[tusenskona77]]", label="CONTACT"))
    assert re.fullmatch(r"[a-z]{7,14}\d\d", out["tusenskona77"]), out


def test_a_name_with_a_particle_and_a_known_brand_are_no_user_names():
    out = fill(
        document(
            "en", "[[McDonald|NAME|PERSON]] on [[YouTube|other|MISC]]", label="NAME"
        )
    )
    assert re.fullmatch(r"[A-Z][a-z'’-]+", out["McDonald"]), out
    assert out["YouTube"][:1].isupper() and not re.search(r"\d", out["YouTube"])


# ---------------------------------------------- nationalities, languages, places


def _countries_of_city(name: str) -> set[str]:
    return {
        code
        for code, cities in places().cities.items()
        if any(fold(name) in (fold(city[0]), fold(city[1])) for city in cities)
    }


@pytest.mark.parametrize("seed", range(4))
def test_a_nationality_and_a_city_of_its_country_move_together(seed):
    out = fill(
        document(
            "en",
            "Agnieszka, a [[Polish|NATIONALITY|DEM]] teacher, was born in "
            "[[Gdańsk|LOCATION|LOC]].",
        ),
        seed,
    )
    demonym = places().demonym_of_word[fold(out["Polish"])][0]
    assert demonym.key != "PL"
    assert demonym.key in _countries_of_city(out["Gdańsk"]), out


@pytest.mark.parametrize("seed", range(4))
def test_a_language_and_a_city_of_its_country_stay_together(seed):
    # a story set in Nigeria stays there: its town becomes another Nigerian town
    # and its language another of Nigeria's (the twenty-fourth held-out corpus:
    # "Yoruba" became "Portuguese" in an Abeokuta obituary)
    out = fill(
        document(
            "en",
            "I grew up in [[Ibadan|LOCATION|LOC]] and speak [[Yoruba|other|MISC]] "
            "and English.",
        ),
        seed,
    )
    countries = _countries_of_city(out["Ibadan"])
    assert out["Yoruba"] != "Yoruba", out
    assert any(out["Yoruba"] in languages_of(c, "en") for c in countries), out


def test_a_language_no_short_list_has_gets_a_language_not_a_noun():
    assert any_language("igbo") == "ig"
    out = fill(document("sv", "Jag talar [[igbo]], engelska och svenska.", "other"))
    new = fold(out["igbo"])
    assert new != "igbo", out
    assert any_language(new) or new in places().language_of_name, out


def test_the_languages_near_a_language_are_of_its_region_first():
    assert {"Hausa", "Yoruba"} <= set(languages_near("ig", "en")[:3])
    assert "norska" in languages_near("sv", "sv")[:6]
    assert "English" not in languages_near("yo", "en")


# ------------------------------------------------------- an address names its person


@pytest.mark.parametrize("address_first", [False, True])
def test_an_email_address_follows_its_persons_surrogate(address_first: bool) -> None:
    name = "[[Nadir Kalkan|who|PERSON]]"
    mail = "[[nadir.kalkan@example.com|reach|MISC]]"
    text = (
        f"Write to {mail}. Yours, {name}"
        if address_first
        else f"Yours, {name}. Write to {mail}."
    )
    got = fill(document("en", text))
    given, surname = got["Nadir Kalkan"].split()
    local = got["nadir.kalkan@example.com"].split("@")[0]
    assert local == f"{fold(given)}.{fold(surname)}"
    assert "kalkan" not in got["nadir.kalkan@example.com"]


def test_an_email_address_of_no_name_keeps_its_shape() -> None:
    got = fill(document("sv", "Mejla [[fritid@storan.se|reach|MISC]] i dag."))
    new = got["fritid@storan.se"]
    assert re.fullmatch(r"[a-z-]+@[a-z-]+\.se", new) and "fritid" not in new
