"""Surrogate runs through the command, the form, the API and the queue; the project's
pseudonym memory and keep-list."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import call_command
from rest_framework.test import APIClient

from annotation.corpus.models import Label, Role
from annotation.review.models import DecisionKind
from annotation.review.services import decision_save
from generation.forms import RunStartForm
from generation.models import Candidate, GenerationRun, KeepEntry, PseudonymEntry
from generation.services_memory import keep_add, lookup_key
from generation.services_queue import run_queue
from tests.factories import (
    DocumentFactory,
    MembershipFactory,
    ProjectFactory,
    SpanFactory,
    UserFactory,
)

pytestmark = pytest.mark.django_db

EN_TEXT = (
    "On 11 May 2003 Mr John Walker, a British national, was arrested in Leeds by the "
    "Leeds District Court. He paid EUR 1,800 (application no. 35354/04). "
    "The Reindeer Husbandry Act applied."
)
SV_TEXT = (
    "Karin Holm, svensk medborgare, greps i Uppsala den 3 mars 2012. Enligt Holms "
    "advokat har Skatteverket inte svarat. Hon har personnummer 19800101-1234."
)


def spans_of(document, label_for, pieces: list[tuple[str, str]]) -> None:
    for original, category in pieces:
        start = document.text.index(original)
        SpanFactory(
            document=document,
            start=start,
            end=start + len(original),
            label=label_for(category),
        )


def make_project(name: str, language: str, text: str, pieces, copies: int = 2):
    project = ProjectFactory(name=name, language=language)

    def label_for(category: str) -> Label:
        return Label.objects.get_or_create(
            project=project, name=category, defaults={"category": category}
        )[0]

    for n in range(copies):
        document = DocumentFactory(
            project=project, external_id=f"{language}{n}", text=text, position=n
        )
        spans_of(document, label_for, pieces)
    return project


@pytest.fixture
def english():
    return make_project(
        "Judgments",
        "en",
        EN_TEXT,
        [
            ("11 May 2003", "DATETIME"),
            ("Mr John Walker", "PERSON"),
            ("British", "DEM"),
            ("Leeds", "LOC"),
            ("Leeds District Court", "ORG"),
            ("EUR 1,800", "QUANTITY"),
            ("35354/04", "CODE"),
            ("Reindeer Husbandry Act", "MISC"),
        ],
    )


@pytest.fixture
def swedish():
    return make_project(
        "Nyheter",
        "sv",
        SV_TEXT,
        [
            ("Karin Holm", "PERSON"),
            ("svensk", "DEM"),
            ("Uppsala", "LOC"),
            ("3 mars 2012", "DATETIME"),
            ("Holms", "PERSON"),
            ("Skatteverket", "ORG"),
            ("19800101-1234", "CODE"),
        ],
    )


def generate(project, *args: str) -> dict:
    out = StringIO()
    call_command(
        "generate",
        "--project",
        project.name,
        "--generator",
        "surrogate",
        "--seed",
        "1",
        *args,
        "--sync",
        "--json",
        stdout=out,
    )
    return json.loads(out.getvalue().strip().splitlines()[-1])


def originals(run: GenerationRun) -> dict[str, Candidate]:
    return {
        c.span.document.text[c.span.start : c.span.end]: c
        for c in Candidate.objects.filter(run=run).select_related("span__document")
    }


@pytest.mark.parametrize("language", ["en", "sv"])
def test_generate_surrogate_fills_every_span_with_alternatives_and_reasons(
    language, english, swedish
):
    project = english if language == "en" else swedish
    summary = generate(project)
    run = GenerationRun.objects.get(pk=summary["run"])
    assert run.status == "done" and run.generator == "surrogate"
    candidates = list(Candidate.objects.filter(run=run).select_related("span"))
    assert len(candidates) == project.documents.count() * (8 if language == "en" else 7)
    for candidate in candidates:
        original = candidate.span.document.text[
            candidate.span.start : candidate.span.end
        ]
        assert not candidate.failed, candidate.reason
        assert candidate.text and candidate.text != original
        assert candidate.reason.startswith(candidate.span.label.category)
        assert candidate.alternatives, original
        assert original not in candidate.alternatives


def test_the_same_original_keeps_its_surrogate_across_documents_and_runs(swedish):
    first = GenerationRun.objects.get(pk=generate(swedish)["run"])
    by_document: dict[str, set[str]] = {}
    for candidate in Candidate.objects.filter(run=first).select_related("span"):
        original = candidate.span.document.text[
            candidate.span.start : candidate.span.end
        ]
        by_document.setdefault(original, set()).add(candidate.text)
    assert all(len(texts) == 1 for texts in by_document.values()), by_document
    holm = by_document["Karin Holm"].pop().split()[-1]
    assert by_document["Holms"] == {holm if holm[-1] in "sxz" else holm + "s"}
    assert PseudonymEntry.objects.filter(project=swedish, namespace="surname").exists()
    # a later run, even with another seed, reads the memory
    second = GenerationRun.objects.get(pk=generate(swedish, "--seed", "99")["run"])
    assert {k: c.text for k, c in originals(second).items()} == {
        k: c.text for k, c in originals(first).items()
    }


def test_a_curators_pseudonym_enters_the_memory_and_wins_later(swedish):
    run = GenerationRun.objects.get(pk=generate(swedish)["run"])
    candidate = originals(run)["Uppsala"]
    curator = MembershipFactory(project=swedish, role=Role.LEAD).user
    decision_save(
        span=candidate.span,
        reviewer=curator,
        kind=DecisionKind.OWN,
        text="Kiruna",
    )
    entry = PseudonymEntry.objects.get(project=swedish, namespace="curated")
    assert (entry.original, entry.value, entry.source) == (
        "uppsala",
        "Kiruna",
        "curated",
    )
    # The key is the project's keyed hash of the folded original, never the original.
    assert entry.key == lookup_key(swedish.pk, "uppsala") != "uppsala"
    later = GenerationRun.objects.get(pk=generate(swedish)["run"])
    uppsala = originals(later)["Uppsala"]
    assert uppsala.text == "Kiruna" and "curator" in uppsala.reason


def test_a_keep_decision_does_not_enter_the_memory(swedish):
    run = GenerationRun.objects.get(pk=generate(swedish)["run"])
    curator = UserFactory()
    decision_save(
        span=originals(run)["Skatteverket"].span,
        reviewer=curator,
        kind=DecisionKind.KEEP,
    )
    assert not PseudonymEntry.objects.filter(namespace="curated").exists()


@pytest.mark.parametrize("generator", ["surrogate", "upos", "placeholder"])
def test_every_generator_leaves_the_keep_list_unchanged(english, generator):
    assert keep_add(project=english, texts=["Leeds District Court", "leeds"]) == 2
    assert keep_add(project=english, texts=["LEEDS"]) == 0  # already there, folded
    out = StringIO()
    call_command(
        "generate",
        "--project",
        english.name,
        "--generator",
        generator,
        "--sync",
        "--json",
        stdout=out,
    )
    run = GenerationRun.objects.get(
        pk=json.loads(out.getvalue().splitlines()[-1])["run"]
    )
    found = originals(run)
    for original in ("Leeds District Court", "Leeds"):
        assert found[original].text == original
        assert found[original].reason.startswith("keep-list")
    assert found["Mr John Walker"].text != "Mr John Walker"
    assert KeepEntry.objects.filter(project=english).count() == 2


def test_an_unknown_fallback_is_a_clear_error(english):
    with pytest.raises(Exception, match="fallback"):
        generate(english, "--option", "fallback=magic")


def test_the_run_form_starts_a_surrogate_run_with_its_fallback(english):
    form = RunStartForm(
        data={
            "generator": "surrogate",
            "fallback": "upos",
            "placeholder": "S3",
            "strategy": "maskL",
            "k": 10,
            "sampling": "top1",
            "context": 2,
            "consistency": "entity",
            "documents": "all",
            "seed": 3,
        },
        project=english,
    )
    assert form.is_valid(), form.errors
    options = form.cleaned_data["options"]
    assert options.extra == {"fallback": "upos"}  # no entity wrapper: it has a memory
    assert options.seed == 3


def test_surrogate_runs_go_to_the_light_queue_unless_a_model_falls_back():
    light = GenerationRun(generator="surrogate", options={"extra": {}})
    model = GenerationRun(generator="surrogate", options={"extra": {"fallback": "mlm"}})
    assert run_queue(light) == "light"
    assert run_queue(model) == "mlm"


def test_the_api_starts_a_surrogate_run(
    english, broker, django_capture_on_commit_callbacks
):
    lead = MembershipFactory(project=english, role=Role.LEAD).user
    client = APIClient()
    client.force_authenticate(lead)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(
            f"/api/projects/{english.pk}/runs/",
            {"generator": "surrogate", "options": {"fallback": "upos"}},
            format="json",
        )
    assert response.status_code == 201, response.data
    assert broker[-1] == ((response.data["id"],), "light")


def test_keep_list_command_adds_lists_and_removes(english):
    out = StringIO()
    call_command(
        "keep_list",
        "--project",
        english.name,
        "--add",
        "Olof Palme",
        "--add",
        "Leeds",
        "--json",
        stdout=out,
    )
    assert json.loads(out.getvalue()) == {
        "added": 2,
        "removed": 0,
        "entries": ["Leeds", "Olof Palme"],
    }
    out = StringIO()
    call_command(
        "keep_list",
        "--project",
        english.name,
        "--remove",
        "olof palme",
        "--json",
        stdout=out,
    )
    assert json.loads(out.getvalue())["entries"] == ["Leeds"]


def test_a_lead_extends_the_keep_list_from_curate_mode_and_nobody_else_can(
    english, client
):
    span = english.documents.first().spans.get(
        start=EN_TEXT.index("Leeds"), end=EN_TEXT.index("Leeds") + 5
    )
    url = f"/keep-list/spans/{span.pk}/"
    annotator = MembershipFactory(project=english, role=Role.ANNOTATOR).user
    outsider = UserFactory()
    lead = MembershipFactory(project=english, role=Role.LEAD).user
    assert client.post(url).status_code == 302  # to the login page
    client.force_login(outsider)
    assert client.post(url).status_code == 404
    assert client.post("/keep-list/spans/999999/").status_code == 404
    client.force_login(annotator)
    assert client.post(url).status_code == 403
    assert client.get(url).status_code == 405
    assert not KeepEntry.objects.exists()
    client.force_login(lead)
    page = client.get(f"/review/curate/documents/{span.document_id}/?span={span.pk}")
    assert "Keep it everywhere" in page.content.decode()
    response = client.post(url)
    assert response.status_code == 302
    assert response["Location"].endswith(
        f"/review/curate/documents/{span.document_id}/?span={span.pk}"
    )
    entry = KeepEntry.objects.get()
    assert (entry.text, entry.folded) == (
        "Leeds",
        lookup_key(entry.project_id, "leeds"),
    )
    client.force_login(annotator)
    page = client.get(f"/review/curate/documents/{span.document_id}/?span={span.pk}")
    assert "Keep it everywhere" not in page.content.decode()


def test_the_demo_has_a_surrogate_run_per_project_and_loading_again_adds_none():
    call_command("load_demo", stdout=StringIO())
    runs = GenerationRun.objects.filter(generator="surrogate")
    assert sorted(runs.values_list("project__name", flat=True)) == [
        "Demo (English)",
        "Demo (Swedish)",
    ]
    for run in runs:
        assert run.status == "done"
        spans = run.project.documents.values_list("spans", flat=True).count()
        assert Candidate.objects.filter(run=run).count() == spans
        assert not Candidate.objects.filter(run=run, failed=True).exists()
    call_command("load_demo", stdout=StringIO())
    assert GenerationRun.objects.filter(generator="surrogate").count() == 2


def test_curate_mode_shows_the_rule_that_made_a_surrogate(english, client):
    run = GenerationRun.objects.get(pk=generate(english)["run"])
    lead = MembershipFactory(project=english, role=Role.LEAD).user
    client.force_login(lead)
    document = english.documents.order_by("position").first()
    span = document.spans.get(start=EN_TEXT.index("Mr John Walker"))
    candidate = Candidate.objects.get(run=run, span=span)
    page = client.get(
        f"/review/curate/documents/{document.pk}/?span={span.pk}"
    ).content.decode()
    assert candidate.text in page
    assert f'title="{candidate.reason}"' in page


def test_a_name_keeps_its_surrogate_across_languages_in_one_run():
    """A parallel corpus: the same person in a Swedish and an English document of one
    project gets one surrogate name in a single run, each in its own language."""
    project = ProjectFactory(name="Parallel", language="sv")
    person = Label.objects.create(project=project, name="PER", category="PERSON")
    texts = {
        "sv": "Karin Holm greps i Uppsala i går. Enligt polisen var hon ensam.",
        "en": "Karin Holm was arrested in Uppsala yesterday. She was alone.",
    }
    for position, (language, text) in enumerate(texts.items()):
        document = DocumentFactory(
            project=project,
            external_id=language,
            text=text,
            language=language,
            position=position,
        )
        SpanFactory(document=document, start=0, end=len("Karin Holm"), label=person)
    run = GenerationRun.objects.get(pk=generate(project)["run"])
    surrogates = {
        c.document.language: c.text
        for c in Candidate.objects.filter(run=run).select_related("document")
    }
    assert set(surrogates) == {"sv", "en"}
    assert surrogates["sv"] == surrogates["en"] != "Karin Holm"
