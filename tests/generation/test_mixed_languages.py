"""A project of English and Swedish documents: each is imported, filled and measured in
its own language (issue 10)."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.core.management import CommandError, call_command

from annotation.corpus.models import Document, Project
from annotation.reports import metrics as report_metrics
from generation.engines.inventory import Inventory, load_inventory
from generation.models import Candidate, GenerationRun, RunChunk
from generation.services import run_languages
from tests.annotation.import_helpers import write_jsonl

pytestmark = pytest.mark.django_db

ENGLISH = [
    "Anna Berg lives in Leeds with her brother Tom. She works at Barclays.",
    "Mr Smith was born in 1962 in Glasgow. He has been a teacher at Hillhead.",
    "The applicant, John Carter, moved to Bristol after the trial in March.",
    "Our neighbour Eliza Crane runs the bakery on King Street in York.",
]
SWEDISH = [
    "Karin Lindqvist bor i Örebro sedan 2004 och arbetar på Volvo.",
    "Min morfar Gustav Ek föddes i Kiruna och var lärare i Luleå.",
    "Läraren Lena Holm sa att hon skulle flytta till Malmö i augusti.",
    "Han heter Anders och har en bror som bor i Visby med sin fru Eva.",
]
# The PII of each text, as the strings to mark; common nouns among the names, since
# the parallel PUD treebanks share most names and numbers but few common words.
ENGLISH_PII = [
    ("Anna Berg", "Leeds", "brother", "Barclays"),
    ("Smith", "1962", "Glasgow", "teacher"),
    ("John Carter", "Bristol", "trial"),
    ("neighbour", "bakery", "York"),
]
SWEDISH_PII = [
    ("Karin Lindqvist", "Örebro", "2004", "Volvo"),
    ("morfar", "Kiruna", "lärare", "Luleå"),
    ("Läraren", "Malmö", "augusti"),
    ("bror", "Visby", "fru"),
]


def record(key: str, lang: str, text: str, pii: tuple[str, ...]) -> dict[str, Any]:
    labels = []
    for piece in pii:
        start = text.index(piece)
        labels.append([start, start + len(piece), "PII"])
    return {"id": key, "text": text, "lang": lang, "label": labels}


@pytest.fixture
def mixed(tmp_path: Path) -> Path:
    """Alternating English and Swedish records, as a parallel corpus comes."""
    records = []
    for n, (en, sv) in enumerate(zip(ENGLISH, SWEDISH, strict=True)):
        records.append(record(f"en{n}", "doc_ENG", en, ENGLISH_PII[n]))
        records.append(record(f"sv{n}", "doc_SWE", sv, SWEDISH_PII[n]))
    return write_jsonl(tmp_path / "mixed.jsonl", records)


def run_command(*args: str) -> dict[str, Any]:
    out = StringIO()
    call_command(*args, stdout=out)
    return json.loads(out.getvalue().strip().splitlines()[-1])


def import_mixed(path: Path) -> dict[str, Any]:
    return run_command(
        "import_corpus",
        str(path),
        "--project",
        "Parallel",
        "--language-key",
        "lang",
        "--language-map",
        "*_SWE=sv",
        "--language-map",
        "*_ENG=en",
        "--json",
    )


def generate(generator: str) -> GenerationRun:
    summary = run_command(
        "generate",
        "--project",
        "Parallel",
        "--generator",
        generator,
        "--seed",
        "7",
        "--sync",
        "--json",
    )
    return GenerationRun.objects.get(pk=summary["run"])


def inventories(ud_en: Path, ud_sv: Path) -> dict[str, Inventory]:
    return {
        "en": load_inventory(str(ud_en), language="en"),
        "sv": load_inventory(str(ud_sv), language="sv"),
    }


def candidates_by_language(run: GenerationRun) -> dict[str, list[Candidate]]:
    found: dict[str, list[Candidate]] = {"en": [], "sv": []}
    languages = dict(Document.objects.values_list("pk", "language"))
    for candidate in Candidate.objects.filter(run=run):
        found[languages[candidate.document_id]].append(candidate)
    return found


def test_import_with_language_key_gives_each_document_its_language(mixed) -> None:
    report = import_mixed(mixed)

    assert report["imported"], report["errors"]
    assert report["languages"] == {"en": {"key": 4}, "sv": {"key": 4}}
    languages = dict(
        Document.objects.filter(project__name="Parallel").values_list(
            "external_id", "language"
        )
    )
    assert languages == {f"en{n}": "en" for n in range(4)} | {
        f"sv{n}": "sv" for n in range(4)
    }
    # The key stays in the metadata as it came.
    assert Document.objects.get(external_id="sv0").metadata["lang"] == "doc_SWE"


@pytest.mark.parametrize("generator", ["random", "upos"])
def test_generation_fills_each_document_from_its_own_languages_word_list(
    mixed, ud_en, ud_sv, generator
) -> None:
    import_mixed(mixed)
    words = inventories(ud_en, ud_sv)

    run = generate(generator)

    assert run.status == "done", run.error
    found = candidates_by_language(run)
    assert len(found["en"]) == len(found["sv"]) == 14
    for language, other in (("en", "sv"), ("sv", "en")):
        own, foreign = words[language], words[other]
        texts = [c.text for c in found[language]]
        assert all(text in own.forms for text in texts), (language, texts)
        # Not a vacuous check: forms only the own treebank has were drawn (the PUD
        # treebanks are parallel, so names and numbers are in both).
        only_own = [t for t in texts if t not in foreign.forms]
        assert len(only_own) >= 3, (language, texts)
        if generator == "upos":
            for candidate in found[language]:
                assert candidate.text in own.forms_by_upos[candidate.upos]
    # One language per chunk: each chunk is one stream for one language's generator.
    languages = dict(Document.objects.values_list("pk", "language"))
    for chunk in RunChunk.objects.filter(run=run):
        assert len({languages[pk] for pk in chunk.document_ids}) == 1
    # The project mixes languages; the run shows the project's default, and lists all.
    assert run.language == Project.objects.get(name="Parallel").language
    assert run_languages(run) == ["en", "sv"]


def test_metrics_tag_each_document_in_its_language(mixed, monkeypatch) -> None:
    import_mixed(mixed)
    run = generate("upos")
    tagged: list[tuple[str, str]] = []
    real = report_metrics._default_tagger

    class Recording:
        def __init__(self, language: str) -> None:
            self.language = language
            self.tagger = real(language)

        def tag(self, text, sentences):
            tagged.append((self.language, text))
            return self.tagger.tag(text, sentences)

    monkeypatch.setattr(report_metrics, "_default_tagger", Recording)

    metrics = report_metrics.run_metrics_compute(run_id=run.pk, embedder=None)

    texts = dict(Document.objects.values_list("text", "language"))
    originals = [(language, text) for language, text in tagged if text in texts]
    # Every original text was tagged once, by the tagger of its own language.
    assert sorted(originals) == sorted((lang, text) for text, lang in texts.items())
    assert len(tagged) == 2 * len(texts)  # and each pseudonymized text too
    by_language = metrics.values["upos_accuracy_by_language"]
    assert set(by_language) == {"en", "sv"}
    # The UPOS baseline draws a form of the span's UPOS from the same treebank the
    # tagger reads, so in its own language nearly every span keeps its UPOS.
    assert by_language["sv"] > 0.7 and by_language["en"] > 0.7


def test_masked_lm_is_chosen_per_language_and_a_missing_one_names_its_setting(
    mixed, settings, tiny_base
) -> None:
    import_mixed(mixed)
    settings.PSEUDOWEB_MLM_MODEL_EN = str(tiny_base)
    settings.PSEUDOWEB_MLM_MODEL_SV = ""

    with pytest.raises(CommandError, match="set PSEUDOWEB_MLM_MODEL_SV"):
        generate("mlm")

    run = GenerationRun.objects.get()
    # English chunks come first and are filled by the English model; the Swedish
    # ones stop the run with the setting to fix.
    assert run.status == "failed"
    assert "PSEUDOWEB_MLM_MODEL_SV" in run.error
    found = candidates_by_language(run)
    assert len(found["en"]) == 14 and not found["sv"]


def test_the_pseudonymized_corpus_reimports_with_each_documents_language(
    mixed, tmp_path
) -> None:
    from annotation.corpus.services import corpus_import
    from annotation.reports.choices import Source
    from annotation.reports.exporters import export_pseudonymized

    import_mixed(mixed)
    run = generate("upos")
    out = tmp_path / "pseudo.jsonl"
    export_pseudonymized(
        project=run.project, source=Source(run=run), format="doccano", out=out
    )

    report = corpus_import(project_name="Pseudo", path=out)

    assert report.imported, report.errors
    again = dict(
        Document.objects.filter(project__name="Pseudo").values_list(
            "external_id", "language"
        )
    )
    assert again == {f"en{n}": "en" for n in range(4)} | {
        f"sv{n}": "sv" for n in range(4)
    }
