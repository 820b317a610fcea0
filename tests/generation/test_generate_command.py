from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from annotation.corpus.models import Label
from generation.models import Candidate, GenerationRun, RunStatus
from tests.factories import DocumentFactory, ProjectFactory, SpanFactory

pytestmark = pytest.mark.django_db


def last_json(out: str) -> dict:
    return json.loads(out.strip().splitlines()[-1])


@pytest.fixture
def project():
    project = ProjectFactory(name="Letters", language="en")
    person = Label.objects.create(project=project, name="PER", category="PERSON")
    place = Label.objects.create(project=project, name="GEO", category="LOC")
    doc = DocumentFactory(
        project=project,
        external_id="d1",
        text="Anna Berg lives in Lund. Later Anna Berg moved to Malmö with Erik.",
    )
    SpanFactory(document=doc, start=0, end=9, label=person, entity="e1")
    SpanFactory(document=doc, start=19, end=23, label=place, entity="e2")
    SpanFactory(document=doc, start=31, end=40, label=person, entity="e1")
    SpanFactory(document=doc, start=50, end=55, label=place, entity="e3")
    SpanFactory(document=doc, start=61, end=65, label=person, entity="e4")
    other = DocumentFactory(
        project=project, external_id="d2", text="Call Olle at home."
    )
    SpanFactory(document=other, start=5, end=9, label=person)
    return project


def generate(*args: str) -> dict:
    out = StringIO()
    call_command("generate", *args, "--sync", "--json", stdout=out)
    return last_json(out.getvalue())


def test_generate_placeholder_s3_writes_one_candidate_per_span_with_json_summary(
    project,
):
    summary = generate(
        "--project",
        "Letters",
        "--generator",
        "placeholder",
        "--option",
        "placeholder=S3",
    )
    run = GenerationRun.objects.get(pk=summary["run"])
    assert summary["generator"] == "placeholder"
    assert summary["candidates"] == 6 and summary["failed"] == 0
    assert set(summary) == {"run", "generator", "candidates", "failed", "seconds"}
    assert run.status == RunStatus.DONE
    texts = {
        c.span.start: c.text
        for c in Candidate.objects.filter(run=run, document__external_id="d1")
    }
    # Two mentions of entity e1 share one placeholder; other entities get their own.
    assert texts[0] == texts[31]
    assert len({texts[0], texts[19], texts[50], texts[61]}) == 4


def test_generate_random_with_a_seed_repeats_exactly(project):
    first = generate("--project", "Letters", "--generator", "random", "--seed", "7")
    second = generate("--project", "Letters", "--generator", "random", "--seed", "7")

    def texts(run_id: int) -> list[str]:
        return list(
            Candidate.objects.filter(run_id=run_id)
            .order_by("span_id")
            .values_list("text", flat=True)
        )

    assert texts(first["run"]) == texts(second["run"])
    assert all(texts(first["run"]))


def test_generate_upos_records_the_tagger_and_span_upos(project):
    summary = generate("--project", "Letters", "--generator", "upos", "--seed", "1")
    run = GenerationRun.objects.get(pk=summary["run"])
    assert run.tagger == "conllu"
    upos = set(Candidate.objects.filter(run=run).values_list("upos", flat=True))
    assert upos and "" not in upos


def test_generate_unknown_generator_is_a_clear_error(project):
    with pytest.raises(CommandError, match="known: "):
        call_command(
            "generate", "--project", "Letters", "--generator", "nope", "--sync"
        )


def test_generate_mlm_with_a_missing_model_names_the_setting(project, tmp_path):
    missing = tmp_path / "no-such-model"
    with pytest.raises(CommandError) as error:
        call_command(
            "generate",
            "--project",
            "Letters",
            "--generator",
            "mlm",
            "--option",
            f"model={missing}",
            "--sync",
        )
    message = str(error.value)
    # The override is what was tried, and the message says which setting to fix.
    assert str(missing) in message
    assert "PSEUDOWEB_MLM_MODEL_EN" in message or "model=" in message
    assert "\n" not in message.strip()
    assert GenerationRun.objects.get().status == RunStatus.FAILED


def test_overlapping_and_duplicate_spans_each_get_a_candidate_that_says_why(project):
    doc = project.documents.get(external_id="d2")
    label = Label.objects.get(project=project, name="PER")
    SpanFactory(document=doc, start=5, end=9, label=label, duplicate=True)
    SpanFactory(document=doc, start=7, end=12, label=label, overlapping=True)
    summary = generate(
        "--project",
        "Letters",
        "--generator",
        "placeholder",
        "--option",
        "placeholder=S2",
    )
    rows = list(
        Candidate.objects.filter(run_id=summary["run"], document=doc).order_by(
            "span_id"
        )
    )
    assert len(rows) == 3
    generated = [r for r in rows if not r.reason]
    assert len(generated) == 1
    assert any("same range" in r.reason and r.text == generated[0].text for r in rows)
    assert any("overlaps" in r.reason and r.failed for r in rows)


def exported_s2_run(tmp_path) -> list[dict]:
    """Lines of ``export_candidates`` for a new placeholder S2 run of the project."""
    summary = generate("--project", "Letters", "--generator", "placeholder",
                       "--option", "placeholder=S2")  # fmt: skip
    out = tmp_path / "c.jsonl"
    call_command(
        "export_candidates", "--run", str(summary["run"]), "--out", str(out),
        stdout=StringIO(),
    )  # fmt: skip
    return [json.loads(line) for line in out.read_text().splitlines()]


def test_export_candidates_writes_one_line_per_span_in_the_documented_shape(
    project, tmp_path
):
    lines = exported_s2_run(tmp_path)
    assert len(lines) == 6
    first = lines[0]
    assert set(first) == {
        "document",
        "start",
        "end",
        "label",
        "entity",
        "original",
        "candidate",
        "alternatives",
        "upos",
        "failed",
        "reason",
        "confidence",
        "suggested_tag",
        "suggested_confidence",
        "suggested_evidence",
    }
    assert first["confidence"] is None  # placeholders do not say how sure they are
    assert first["document"] == "d1" and first["original"] == "Anna Berg"
    assert first["candidate"] == "PERSON" and first["entity"] == "e1"


def test_generate_refuses_an_option_the_generator_does_not_read(project):
    with pytest.raises(CommandError, match="no option plachoder"):
        call_command(
            "generate",
            "--project",
            "Letters",
            "--generator",
            "placeholder",
            "--option",
            "plachoder=S3",
            "--sync",
        )
    assert not GenerationRun.objects.exists()


def test_generate_upos_with_entity_consistency_gives_mentions_one_pseudonym(project):
    summary = generate(
        "--project",
        "Letters",
        "--generator",
        "upos",
        "--seed",
        "3",
        "--option",
        "consistency=entity",
    )
    texts = {
        c.span.start: c.text
        for c in Candidate.objects.filter(
            run_id=summary["run"], document__external_id="d1"
        )
    }
    assert texts[0] == texts[31]  # both mentions of entity e1
    assert len({texts[0], texts[19], texts[50], texts[61]}) == 4


def test_export_candidates_cuts_the_original_by_code_points_after_an_emoji(
    project, tmp_path
):
    doc = DocumentFactory(project=project, external_id="d3", text="Hej 👋 Olle Ek!")
    SpanFactory(
        document=doc,
        start=6,
        end=13,
        label=Label.objects.get(project=project, name="PER"),
    )
    lines = exported_s2_run(tmp_path)
    assert [line["original"] for line in lines if line["document"] == "d3"] == [
        "Olle Ek"
    ]
