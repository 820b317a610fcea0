"""Traits of a person that are not names: occupations no list has (always another
occupation, in the original's case and structure), user names (another of the same
shape, whatever the label), and nationalities and languages that agree with the
places of the document."""

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
def test_a_language_and_a_city_of_its_country_move_together(seed):
    out = fill(
        document(
            "en",
            "I grew up in [[Ibadan|LOCATION|LOC]] and speak [[Yoruba|other|MISC]] "
            "and English.",
        ),
        seed,
    )
    countries = _countries_of_city(out["Ibadan"])
    assert "NG" not in countries, out
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
