"""The surrogate generator on label schemes it was not written for (issue 19): phrases
around names, organisations and other kinds in English and Swedish, agreement with the
text, typed guesses through the memory, and a confidence for every proposal."""

from __future__ import annotations

import re

import pytest

from generation.engines.registry import EngineResources, build_generator
from generation.engines.surrogate import SurrogateGenerator, SurrogateMemory
from generation.engines.surrogate.lexicon import kinds, names, organisations
from generation.engines.surrogate.text import fold
from generation.engines.types import EngineDocument, GeneratorOptions, SpanRef


def labelled(
    language: str, parts: list[str | tuple[str, str, str]], key: object = 1
) -> EngineDocument:
    """A document from text and (original, label, category) pieces."""
    text = ""
    spans = []
    for part in parts:
        if isinstance(part, tuple):
            original, label, category = part
            spans.append(
                SpanRef(
                    len(spans), len(text), len(text) + len(original), label, category
                )
            )
            text += original
        else:
            text += part
    return EngineDocument(key=key, text=text, spans=tuple(spans), language=language)


def fill(doc: EngineDocument, seed: int = 5, memory: SurrogateMemory | None = None):
    generator = SurrogateGenerator(seed=seed, k=4, memory=memory)
    return generator.fill_document(doc)


def texts(doc: EngineDocument, seed: int = 5) -> list[str]:
    return [s.text for s in fill(doc, seed)]


@pytest.mark.parametrize("seed", range(4))
def test_a_role_before_a_name_stays_and_the_name_is_replaced(seed):
    doc = labelled(
        "en",
        [
            ("Interior Minister Claude Guéant", "personal_name", "PERSON"),
            " met ",
            ("Minister of Work and Social Relations, Xavier Bertrand,", "p", "PERSON"),
            " in Paris.",
        ],
    )
    first, second = texts(doc, seed)
    assert first.startswith("Interior Minister ")
    assert "Claude" not in first and "Guéant" not in first
    assert len(first.split()) == 4
    assert second.startswith("Minister of Work and Social Relations, ")
    assert second.endswith(",") and "Bertrand" not in second


def test_a_name_alone_keeps_its_part_of_the_full_name_in_the_document():
    doc = labelled(
        "en",
        [
            ("Li Wangyang", "personal_name", "PERSON"),
            " died in June. ",
            ("Li's", "personal_name", "PERSON"),
            " sister spoke.",
        ],
    )
    full, alone = texts(doc)
    assert alone == full.split()[0] + "'s"


@pytest.mark.parametrize("seed", range(6))
def test_the_title_and_the_pronouns_decide_the_gender(seed):
    lex = names()
    doc = labelled(
        "en",
        [
            ("Mr Nadir Kalkan", "personal_name", "PERSON"),
            " was arrested. Later ",
            ("Farzana Yasmin", "personal_name", "PERSON"),
            " said that she had seen it.",
        ],
    )
    mister, woman = texts(doc, seed)
    assert mister.startswith("Mr ")
    assert lex.given_gender.get(fold(mister.split()[1])) == {"M"}
    assert lex.given_gender.get(fold(woman.split()[0])) == {"F"}


def test_swedish_dates_keep_swedish_months():
    doc = labelled(
        "sv",
        [
            "Han greps den ",
            ("6 september 2011", "date", "DATETIME"),
            " och släpptes i ",
            ("september 2011", "date", "DATETIME"),
            ".",
        ],
    )
    swedish = "januari februari mars april maj juni juli augusti september oktober "
    swedish += "november december"
    for text in texts(doc):
        month = re.search(r"[a-zåäö]+", text)
        assert month is not None and month.group(0) in swedish.split(), text


@pytest.mark.parametrize(
    ("language", "original", "kind"),
    [
        ("en", "Facebook", "platform"),
        ("sv", "YouTube", "platform"),
        ("en", "Amnesty International", "ngo"),
        ("sv", "Migrationsverket", "agency"),
        ("en", "Global Voices", "media"),
        ("sv", "Journalistförbundet", "union"),
    ],
)
def test_a_listed_organisation_becomes_another_of_its_kind(language, original, kind):
    for category in ("ORG", "MISC"):
        doc = labelled(language, [(original, "institution", category), "."])
        (suggestion,) = fill(doc)
        listed = {fold(b) for b in organisations().names[(kind, language)]}
        assert fold(suggestion.text) in listed, (original, suggestion.text)
        assert fold(suggestion.text) != fold(original)
        assert suggestion.confidence is not None and suggestion.confidence >= 0.8


@pytest.mark.parametrize(
    ("language", "original", "expected"),
    [
        ("en", "Inmediahk.net", r"^[A-Z][a-z0-9]+\.net$"),
        ("sv", "www.dn.se", r"^www\.[a-z0-9]+\.se$"),
        ("en", "[zh]", r"^\[[a-z]{2,3}\]$"),
        ("sv", "#NadirKalkanaÖzgürlük", r"^#\w+$"),
    ],
)
def test_sites_tags_and_handles_keep_their_shape(language, original, expected):
    doc = labelled(language, [(original, "other", "MISC"), " nu."])
    (suggestion,) = fill(doc)
    assert re.match(expected, suggestion.text), suggestion.text
    assert fold(suggestion.text) != fold(original)


@pytest.mark.parametrize(
    ("language", "original", "kind"),
    [
        ("en", "the bride", "kinship"),
        ("sv", "farmor", "kinship"),
        ("en", "Behavioral Sciences", "field"),
        ("sv", "juridik", "field"),
        ("en", "thousands", "count"),
        ("sv", "tusentals", "count"),
    ],
)
def test_other_spans_get_a_word_of_their_kind(language, original, kind):
    doc = labelled(language, [(original, "other", "MISC"), " kom."])
    (suggestion,) = fill(doc)
    lex = kinds()
    assert suggestion.text and fold(suggestion.text) != fold(original)
    found = lex.kind_of.get(fold(re.sub(r"^(the|a|an) ", "", suggestion.text)))
    assert found and any(k == kind for k, _, _ in found), suggestion.text
    if kind == "kinship":
        new = re.sub(r"^the ", "", suggestion.text)
        assert lex.gender.get((kind, language, new)) in ("F", "-")


def test_occupations_inside_swedish_compounds_and_definite_forms():
    doc = labelled(
        "sv",
        [
            ("frilansjournalist", "other", "MISC"),
            " och ",
            ("skrotsamlaren", "other", "MISC"),
            " skrev.",
        ],
    )
    freelance, blogger = fill(doc)
    assert freelance.text and not freelance.failed
    assert blogger.text.endswith("n") and "typed guess" in blogger.reason


def test_a_label_that_names_a_kind_decides_the_surrogates_kind():
    doc = labelled(
        "en",
        [
            ("Python", "Technical skills", "MISC"),
            ", ",
            ("GIS software", "Technical skills", "MISC"),
            ", a ",
            ("PhD in Computer Science", "Degree", "MISC"),
            " and the ",
            ("Machine Learning Engineer", "Role", "MISC"),
            " position.",
        ],
    )
    python, gis, degree, role = fill(doc)
    skills = {fold(s) for s in kinds().words[("skill", "en")]}
    assert fold(python.text) in skills and python.confidence >= 0.8
    assert "typed guess" in gis.reason and gis.confidence < 0.5
    assert degree.text.startswith("PhD in ") and "Computer" not in degree.text
    assert role.text and role.confidence < 0.5


def test_typed_guesses_go_through_the_memory_and_are_never_shared():
    memory = SurrogateMemory()
    skills = [f"tool number {n}" for n in range(60)]  # more than the skill list holds
    parts: list[str | tuple[str, str, str]] = []
    for skill in skills:
        parts += [(skill, "Technical skills", "MISC"), ", "]
    first = fill(labelled("en", parts, key=1), memory=memory)
    again = fill(labelled("en", list(reversed(parts)), key=2), memory=memory)
    by_original = {s: f.text for s, f in zip(skills, first, strict=True)}
    assert len({fold(t) for t in by_original.values()}) == len(skills)
    reversed_skills = [p[0] for p in reversed(parts) if isinstance(p, tuple)]
    for suggestion, skill in zip(again, reversed_skills, strict=True):
        assert suggestion.text == by_original[skill]


def test_no_random_words_by_default_and_a_fallback_by_option_says_so(tmp_path):
    ud = "generation/resources/ud/"
    resources = EngineResources(
        ud_paths={"en": ud + "en_pud-ud-test.conllu"}, tagger="conllu"
    )
    doc = labelled("en", [("the winter grazing", "other", "MISC"), " was used."])
    default = build_generator(
        "surrogate", GeneratorOptions(seed=1), language="en", resources=resources
    )
    ((_, (plain,)),) = list(default.fill([doc]))
    assert "fallback upos" not in plain.reason
    assert plain.confidence is not None
    chosen = build_generator(
        "surrogate",
        GeneratorOptions(seed=1, extra={"fallback": "upos"}),
        language="en",
        resources=resources,
        memory=SurrogateMemory(),
    )
    ((_, (by_option,)),) = list(chosen.fill([doc]))
    if "fallback" in by_option.reason:
        assert by_option.confidence is not None and by_option.confidence <= 0.1
    assert plain.failed or "fallback" not in plain.reason


def test_every_proposal_carries_a_confidence_and_a_reason():
    doc = labelled(
        "sv",
        [
            ("Anna Lind", "personal_name", "PERSON"),
            " från ",
            ("Göteborg", "geographic", "LOC"),
            " arbetar på ",
            ("Sorbonne-universitetet", "institution", "ORG"),
            " sedan ",
            ("2011", "date", "DATETIME"),
            ". Hon är ",
            ("42 år", "age", "QUANTITY"),
            " och ",
            ("taxichaufför på deltid", "other", "MISC"),
            ".",
        ],
    )
    for suggestion in fill(doc):
        assert suggestion.reason
        assert suggestion.confidence is not None
        assert 0.0 <= suggestion.confidence <= 1.0


def test_a_seeded_run_draws_the_same_names_in_every_process():
    """Seen when comparing two runs of one corpus: the locale of a name listed by
    several locales followed the process's string hashing (set order)."""
    import os
    import subprocess
    import sys

    script = (
        "from generation.engines.surrogate import SurrogateGenerator\n"
        "from generation.engines.types import EngineDocument, SpanRef\n"
        # "Ada" and "Baum" are both listed by de_DE and pl_PL only: a tie
        "text = 'Ada Baum met Eliza Bos.'\n"
        "spans = (SpanRef(0, 0, 8, 'P', 'PERSON'), SpanRef(1, 13, 22, 'P', 'PERSON'))\n"
        "doc = EngineDocument(1, text, spans, 'en')\n"
        "print([s.text for s in SurrogateGenerator(seed=3).fill_document(doc)])\n"
    )
    outputs = set()
    for hash_seed in ("1", "2", "3"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [sys.executable, "-c", script],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        outputs.add(done.stdout)
    assert len(outputs) == 1, outputs


class ToyEmbedder:
    """Words as fixed vectors: a farming axis and a drug axis."""

    VECTORS = {
        "winter grazing": (1.0, 0.1, 0.0),
        "grazing": (1.0, 0.0, 0.0),  # a synonym: too near to be a pseudonym
        "pasture": (0.98, 0.2, 0.0),  # so near it reads as the same thing
        "farming": (0.6, 0.6, 0.2),
        "harvest": (0.5, 0.7, 0.3),
        "heroin": (0.0, 0.1, 1.0),
        "cocaine": (0.3, 0.6, 0.7),
        "fields": (0.8, 0.5, 0.0),
    }

    def __init__(self):
        self.calls = 0

    def encode(self, texts):
        import numpy as np

        self.calls += 1
        return np.array([self.VECTORS.get(t, (0.3, 0.3, 0.3)) for t in texts])


def test_the_nearest_noun_is_of_the_same_number_and_never_a_synonym():
    from generation.engines.surrogate.nearest import NearestNouns

    embedder = ToyEmbedder()
    nouns = NearestNouns(
        embedder,
        (["grazing", "pasture", "farming", "harvest", "cocaine"], ["fields"]),
    )
    assert nouns.nearest("winter grazing", plural=False)[:2] == ["farming", "harvest"]
    assert nouns.nearest("heroin", plural=False)[0] == "cocaine"
    assert nouns.nearest("heroin", plural=True) == ["fields"]
    calls = embedder.calls
    nouns.nearest("heroin", plural=False)
    assert embedder.calls == calls + 1  # the vocabulary is embedded once


def test_a_phrase_no_list_places_gets_the_nearest_noun_through_the_memory():
    from generation.engines.surrogate import nearest

    ud = "generation/resources/ud/en_pud-ud-test.conllu"
    toy = ToyEmbedder()
    nearest._BUILT.pop(("toy", "en", ud), None)
    nearest._BUILT[("toy", "en", ud)] = nearest.NearestNouns(
        toy, (["farming", "harvest", "cocaine", "grazing"], [])
    )
    generator = SurrogateGenerator(
        seed=2, nearest=lambda: toy, nearest_model="toy", ud_paths={"en": ud}
    )
    doc = labelled(
        "en",
        [
            ("winter grazing", "other", "MISC"),
            " and ",
            ("heroin", "other", "MISC"),
            " and again ",
            ("winter grazing", "other", "MISC"),
        ],
    )
    grazing, heroin, again = generator.fill_document(doc)
    assert grazing.text in ("farming", "harvest", "cocaine")
    assert "nearest ordinary noun" in grazing.reason and grazing.confidence <= 0.3
    assert again.text == grazing.text and heroin.text != grazing.text


def test_without_a_sentence_model_the_nearest_noun_rule_places_nothing():
    from generation.engines.types import EngineError

    def missing():
        raise EngineError("no model", setting="PSEUDOWEB_SIMILARITY_MODEL")

    generator = SurrogateGenerator(
        seed=2,
        nearest=missing,
        nearest_model="missing-model",
        ud_paths={"en": "generation/resources/ud/en_pud-ud-test.conllu"},
    )
    doc = labelled(
        "en",
        [
            ("winter grazing", "other", "MISC"),
            " and ",
            ("summer grazing", "other", "MISC"),
        ],
    )
    first, second = generator.fill_document(doc)
    # a numbered placeholder of the label, marked as the least sure, never failed
    assert (first.text, second.text) == ("[other 1]", "[other 2]")
    assert not first.failed and first.confidence == 0.05
    assert "no rule places this span" in first.reason
    assert "fallback" not in first.reason
    # through the memory: the same original gets the same placeholder again
    (again,) = generator.fill_document(
        labelled("en", [("winter grazing", "other", "MISC")])
    )
    assert again.text == "[other 1]"


# --- what the blind review of the first version found (each seen there)


def test_a_pronoun_span_stays_a_pronoun():
    doc = labelled(
        "sv",
        [
            ("Li", "personal_name", "PERSON"),
            " kom. Polisen grep ",
            ("honom", "personal_name", "PERSON"),
            ".",
        ],
    )
    _, pronoun = fill(doc)
    assert pronoun.text == "honom" and "pronoun" in pronoun.reason


@pytest.mark.parametrize("seed", range(4))
def test_what_the_document_says_of_a_person_decides_every_mention(seed):
    """ "Claude Guéant" became "Marguerite Prévost" and later "Mr Prévost"; "Li
    Wenjun" became "Terese" while the text says "hans"."""
    lex = names()
    doc = labelled(
        "en",
        [
            ("Claude Guéant", "personal_name", "PERSON"),
            " spoke first. Later ",
            ("Mr Guéant", "personal_name", "PERSON"),
            " left.",
        ],
    )
    full, titled = texts(doc, seed)
    assert "M" in lex.given_gender.get(fold(full.split()[0]), set())
    assert titled.split()[-1] == full.split()[-1]
    swedish = labelled(
        "sv",
        [("Li Wenjun", "personal_name", "PERSON"), " greps. Hans vän säger nej."],
    )
    (li,) = texts(swedish, seed)
    # a Chinese name stays surname first: the given name is the last part
    assert "M" in lex.given_gender.get(fold(li.split()[-1]), set())


def test_a_given_name_that_is_also_a_word_is_not_a_role():
    doc = labelled(
        "sv", [("Calle Järnkrok", "personal_name", "PERSON"), " gjorde mål."]
    )
    (calle,) = texts(doc)
    assert "Calle" not in calle and "Järnkrok" not in calle


@pytest.mark.parametrize("seed", range(8))
def test_a_name_part_never_begins_with_the_original(seed):
    doc = labelled("sv", [("Maria Prytz", "personal_name", "PERSON"), " vann."])
    (maria,) = fill(doc, seed)
    for text in [maria.text, *maria.alternatives]:
        assert not fold(text).startswith("mari"), text


def test_a_language_after_a_preposition_stays_a_language():
    doc = labelled("sv", ["Hon talade på ", ("svenska", "other", "MISC"), "."])
    (language,) = fill(doc)
    assert language.text != "svenska" and "language" in language.reason


def test_a_duration_gets_another_small_number_of_the_same_unit():
    doc = labelled(
        "en",
        [
            "He was watched for ",
            ("a year", "date", "DATETIME"),
            " and ",
            ("two weeks", "date", "DATETIME"),
            ".",
        ],
    )
    year, weeks = texts(doc)
    assert re.fullmatch(r"\w+ years", year) and re.fullmatch(r"\w+ weeks", weeks)


def test_a_security_bureau_is_guessed_as_police_and_a_named_compound_keeps_its_kind():
    doc = labelled(
        "en",
        [
            ("Public Security Bureau", "institution", "ORG"),
            " and the ",
            ("Guéant-circular", "other", "MISC"),
        ],
    )
    bureau, circular = fill(doc)
    police = {fold(b) for b in organisations().names[("police", "en")]}
    assert fold(bureau.text) in police, bureau.text
    assert circular.text.endswith("-circular") and "Guéant" not in circular.text


def test_a_kind_is_drawn_among_the_nearest_in_meaning():
    """ "Python" became "Bookkeeping": with a sentence model the draw is among the
    few words of the kind nearest to the original."""
    from generation.engines.surrogate import nearest

    class Axis:
        def encode(self, texts):
            import numpy as np

            # programming languages near Python (not so near they read as it),
            # everything else far from it
            code = {"java", "javascript", "typescript", "c++", "c#", "php"}
            return np.array(
                [
                    (1.0, 0.0, 0.0)
                    if t == "Python"
                    else (0.7, 0.6, 0.0)
                    if t.lower() in code
                    else (0.1, 0.0, 1.0)
                    for t in texts
                ]
            )

    nearest._EMBEDDERS.pop("axis", None)
    generator = SurrogateGenerator(seed=4, nearest=Axis, nearest_model="axis")
    doc = labelled("en", [("Python", "Technical skills", "MISC"), "."])
    (python,) = generator.fill_document(doc)
    assert python.text.lower() in {
        "java",
        "javascript",
        "typescript",
        "c++",
        "c#",
        "php",
    }


def _kinds_of_lists() -> list[tuple[str, str, str]]:
    out = []
    for kind, language in sorted(organisations().names):
        if kind == "ministry" and language == "en":
            continue  # portfolios, not names: the "Ministry of" rule
        out.append(("org", kind, language))
    for kind, language in sorted(kinds().words):
        if kind != "language_tag":
            out.append(("kind", kind, language))
    return out


@pytest.mark.parametrize(("source", "kind", "language"), _kinds_of_lists())
def test_every_kind_of_every_list_becomes_another_of_its_kind(source, kind, language):
    """Each organisation kind and each other kind, in English and Swedish: a listed
    original becomes another word of its list (or an invented body of its kind)."""
    from generation.engines.surrogate.organisations import invented_bodies

    if source == "org":
        listed = organisations().names[(kind, language)]
        category = "ORG"
    else:
        listed = kinds().words[(kind, language)]
        category = "MISC"
    original = listed[0]
    doc = labelled(language, ["Om ", (original, "other", category), " idag."])
    (suggestion,) = fill(doc)
    assert suggestion.text and fold(suggestion.text) != fold(original)
    same = {fold(w) for w in listed}
    if source == "org":
        same |= {fold(b) for b in invented_bodies(kind, language)}
        same |= {fold(b) for (k, _), bs in organisations().names.items() for b in bs}
        assert fold(suggestion.text) in same, (
            original,
            suggestion.text,
            suggestion.reason,
        )
    else:
        found = kinds().kind_of.get(fold(re.sub(r"^(the|a|an) ", "", suggestion.text)))
        assert kind in {k for k, _, _ in found or ()}, (original, suggestion.text)


def test_an_article_inside_a_span_agrees_with_the_new_word():
    for seed in range(6):
        doc = labelled("en", [("an engineer", "other", "MISC"), " spoke."])
        (job,) = fill(doc, seed)
        article, _, word = job.text.partition(" ")
        assert article == ("an" if word[:1].lower() in "aeiou" else "a"), job.text


# --- what the second blind review found


def test_a_given_name_remembered_for_a_woman_is_not_reused_for_a_man():
    lex = names()
    memory = SurrogateMemory()
    first = labelled("sv", [("Li", "personal_name", "PERSON"), " sjöng. Hon log."])
    (woman,) = fill(first, memory=memory)
    second = labelled(
        # "Li Andersson": "Li Wenjun" is Chinese, surname first (Li is his surname)
        "sv",
        [("Li Andersson", "personal_name", "PERSON"), " greps. Han satt i fängelse."],
    )
    (man,) = fill(second, memory=memory)
    assert "F" in lex.given_gender.get(fold(woman.text), set())
    assert "M" in lex.given_gender.get(fold(man.text.split()[0]), set())


def test_the_police_stays_police_and_a_body_led_by_a_place_changes_its_place():
    doc = labelled(
        "sv",
        [
            ("Polisen", "institution", "ORG"),
            " och ",
            ("Stockholmspolisen", "institution", "ORG"),
            " kom.",
        ],
    )
    police, stockholm = texts(doc)
    assert "polis" in police.lower()
    assert stockholm.endswith("polisen") and not stockholm.startswith("Stockholm")


def test_an_approximate_number_stays_near_and_in_its_form():
    doc = labelled("sv", ["Hit kom ", ("ett tjugotal", "other", "MISC"), " barn."])
    (about,) = texts(doc)
    assert about in ("ett tiotal", "ett trettiotal", "ett fyrtiotal")


def test_a_job_title_no_list_has_keeps_its_head():
    doc = labelled(
        "en", ["I applied as ", ("Environmental Consultant", "Role", "MISC"), "."]
    )
    (role,) = fill(doc)
    assert role.text.endswith(" Consultant") and "Environmental" not in role.text
    assert role.confidence is not None and role.confidence < 0.5
