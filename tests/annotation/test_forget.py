"""Forgetting a project's originals (issue 24): the key is destroyed, the
pseudonymized corpus stays byte for byte, no original is left in the database."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path

import pytest
from django.core.exceptions import ValidationError
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import connection
from django.urls import reverse

from annotation.corpus import crypto
from annotation.corpus.keys import KeyUnavailable, keyring
from annotation.corpus.models import (
    ActivityLog,
    Document,
    Project,
    ProjectKey,
    Role,
    Span,
)
from annotation.reports.metrics import run_metrics_compute
from annotation.review.models import Decision, DecisionKind
from annotation.review.services import decision_save
from annotation.review.services_forget import (
    ForgetRefused,
    forget_check,
    forget_originals,
    masked_text,
)
from generation.engines.types import GeneratorOptions
from generation.models import Candidate, GenerationRun, PseudonymEntry
from generation.services import run_create
from tests.annotation.import_helpers import write_jsonl
from tests.factories import MembershipFactory, UserFactory

pytestmark = pytest.mark.django_db

NAME = "Judgments"
TEXTS = [
    "On 11 May 2003 Mr John Walker was arrested in Leeds by the Leeds District "
    "Court. He paid EUR 1,800 in fines.",
    "Anna Lindqvist met John Walker in Kiruna on 3 March 2012 and phoned him on "
    "0701234567 afterwards, in the spring.",
]
# (original, label, TAB identifier type)
SPANS = [
    [
        ("11 May 2003", "DATETIME", "QUASI"),
        ("Mr John Walker", "PERSON", "DIRECT"),
        ("Leeds", "LOC", "QUASI"),
        ("Leeds District Court", "ORG", "QUASI"),
        # TAB says it needs no masking: the run leaves it, the export shows it.
        ("EUR 1,800", "QUANTITY", "NO_MASK"),
    ],
    [
        ("Anna Lindqvist", "PERSON", "DIRECT"),
        ("John Walker", "PERSON", "DIRECT"),
        ("Kiruna", "LOC", "QUASI"),
        ("3 March 2012", "DATETIME", "QUASI"),
        ("0701234567", "CODE", "DIRECT"),
        ("the spring", "DATETIME", "QUASI"),  # the curator keeps it below
    ],
]
KEPT = ["EUR 1,800", "the spring"]
# Every original, and the parts that name someone on their own.
PII = [
    original for spans in SPANS for original, _, _ in spans if original not in KEPT
] + ["Walker", "Lindqvist"]


def _records() -> list[dict]:
    """The corpus in TAB's shape, with what comes with originals in TAB: the
    mentions' span_text, the document's meta and comments."""
    records = []
    for number, (text, spans) in enumerate(zip(TEXTS, SPANS, strict=True)):
        mentions = [
            {
                "entity_type": label,
                "entity_mention_id": f"d{number}m{n}",
                "entity_id": f"d{number}e{n}",
                "start_offset": text.index(original),
                "end_offset": text.index(original) + len(original),
                "span_text": original,
                "identifier_type": kind,
            }
            for n, (original, label, kind) in enumerate(spans)
        ]
        records.append(
            {
                "doc_id": str(number + 1),
                "text": text,
                "annotations": {"ann1": {"entity_mentions": mentions}},
                "meta": {"applicant": "John Walker"},
                "Comments": ["Ask Anna Lindqvist about Kiruna"],
            }
        )
    return records


def _run(*args: str) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def _export(tmp_path: Path, name: str, fmt: str, *source: str) -> bytes:
    out = tmp_path / name
    _run(
        "export_corpus",
        "--project",
        NAME,
        "--format",
        fmt,
        "--out",
        str(out),
        "--pseudonymized",
        *source,
    )
    return out.read_bytes()


class World:
    def __init__(self, tmp_path: Path) -> None:
        self.lead = UserFactory(username="lead")
        path = tmp_path / "corpus.json"
        path.write_text(json.dumps(_records()), encoding="utf-8")
        _run("import_corpus", str(path), "--project", NAME, "--lead", "lead")
        self.project = Project.objects.get(name=NAME)
        self.annotator = MembershipFactory(
            project=self.project, role=Role.ANNOTATOR
        ).user
        summary = json.loads(
            _run(
                "generate",
                "--project",
                NAME,
                "--generator",
                "surrogate",
                "--seed",
                "1",
                "--sync",
                "--json",
            ).splitlines()[-1]
        )
        self.run = GenerationRun.objects.get(pk=summary["run"])
        # What the metrics worker does once a run is done (forgetting waits for it).
        run_metrics_compute(run_id=self.run.pk, tagger=None, embedder=None)
        spans = {
            s.text: s
            for s in Span.objects.filter(document__project=self.project)
            .select_related("document")
            .order_by("document__position", "start")
        }
        decision_save(
            span=spans["Kiruna"],
            reviewer=self.lead,
            kind=DecisionKind.OWN,
            text="Gävle",
        )
        decision_save(
            span=spans["the spring"], reviewer=self.lead, kind=DecisionKind.KEEP
        )
        self.document = Document.objects.get(project=self.project, external_id="1")

    def exports(self, tmp_path: Path) -> dict[str, bytes]:
        run = ("--run", str(self.run.pk))
        decisions = ("--reviewer", "lead", "--fill-run", str(self.run.pk))
        return {
            "run.txt": _export(tmp_path, "run.txt", "text", *run),
            "decisions.txt": _export(tmp_path, "decisions.txt", "text", *decisions),
            "masks.json": _export(tmp_path, "masks.json", "tab", *run),
        }


@pytest.fixture
def world(tmp_path: Path) -> World:
    return World(tmp_path)


def database_texts() -> list[str]:
    """Every value of every column of every table, as text."""
    found = []
    with connection.cursor() as cursor:
        for table in connection.introspection.table_names():
            cursor.execute(f"SELECT * FROM {connection.ops.quote_name(table)}")
            for row in cursor.fetchall():
                found.extend(str(value) for value in row if value is not None)
    return found


def originals_in_database() -> set[str]:
    texts = [text.casefold() for text in database_texts()]
    return {pii for pii in PII if any(pii.casefold() in text for text in texts)}


def raw_text(document: Document) -> str:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT text FROM annotation_document WHERE id = %s", [document.pk]
        )
        return cursor.fetchone()[0]


def test_forgetting_keeps_the_export_byte_for_byte_and_leaves_no_original(
    world: World, tmp_path: Path
):
    (tmp_path / "before").mkdir()
    before = world.exports(tmp_path / "before")
    sealed_before = raw_text(world.document)
    assert crypto.is_sealed(sealed_before)
    assert PseudonymEntry.objects.filter(project=world.project).exists()

    output = _run("forget_originals", "--project", NAME, "--yes")

    assert "is anonymised" in output
    after_dir = tmp_path / "after"
    after_dir.mkdir()
    assert world.exports(after_dir) == before
    # Nothing of the originals stands anywhere in the database ...
    assert originals_in_database() == set()
    # ... but what an export shows by design (the curator kept it), and the texts
    # are plain now: offsets hold, spans read as "▒".
    text = raw_text(world.document)
    assert not crypto.is_sealed(text) and KEPT[0] in text
    second = Document.objects.get(project=world.project, external_id="2")
    assert second.text.endswith("afterwards, in the spring.")
    assert len(text) == len(TEXTS[0])
    assert text.startswith("On ▒▒▒▒▒▒▒▒▒▒▒ ▒▒▒▒▒▒▒▒▒▒▒▒▒▒ was arrested")
    document = Document.objects.get(pk=world.document.pk)
    # What came with the text stays, its originals masked in place.
    assert document.comments == [f"Ask {'▒' * 14} about {'▒' * 6}"]
    assert document.metadata["meta"] == {"applicant": "▒" * 11}
    assert not Span.objects.filter(document=document).exclude(attributes={}).exists()
    assert not PseudonymEntry.objects.filter(project=world.project).exists()
    # Candidates and decisions stay readable, unsealed.
    candidate = Candidate.objects.filter(run=world.run).first()
    assert candidate.text and not crypto.is_sealed(candidate.text)
    assert Decision.objects.get(kind=DecisionKind.OWN).text == "Gävle"
    # The key material left on the machine opens nothing of it any more.
    keyring.reset()
    key = ProjectKey.objects.get(project=world.project)
    assert key.wrapped == "" and key.destroyed_at is not None
    with pytest.raises(KeyUnavailable):
        keyring.for_project(world.project.pk)
    with pytest.raises(KeyUnavailable):
        keyring.open(sealed_before)
    # Anonymised, with who and when.
    world.project.refresh_from_db()
    assert world.project.anonymised_at is not None
    log = ActivityLog.objects.get(project=world.project, action="originals-forgotten")
    assert log.user is None and log.details["documents"] == 2
    assert log.details["kept_spans"] == 2 and log.details["spans"] == 9


def test_the_projects_pages_answer_after_forgetting(world: World, client):
    forget_originals(project=world.project, user=world.lead)
    client.force_login(world.lead)
    p, d, r = world.project.pk, world.document.pk, world.run.pk
    pages = [
        reverse("annotation:project-list"),
        reverse("annotation:project-detail", args=[p]),
        reverse("annotation:document-detail", args=[d]),
        reverse("annotation:review-curate", args=[d]),
        reverse("annotation:report-errors", args=[p]),
        reverse("annotation:report-metrics", args=[p]),
        reverse("annotation:report-agreement", args=[p]),
        reverse("annotation:export-page", args=[p]),
        reverse("annotation:export-pseudonymized", args=[p])
        + f"?format=text&source=run:{r}",
        reverse("annotation:export-correspondence", args=[p]) + "?format=csv",
        reverse("annotation:member-list", args=[p]),
        reverse("annotation:project-forget", args=[p]),
        reverse("generation:run-list", args=[p]),
        reverse("generation:run-detail", args=[r]),
    ]
    for url in pages:
        response = client.get(url)
        assert response.status_code == 200, url
        assert b"Traceback" not in b"".join(response), url
    detail = client.get(reverse("annotation:project-detail", args=[p]))
    assert b"badge-anonymised" in detail.content and b"by lead" in detail.content
    listing = client.get(reverse("annotation:project-list"))
    assert b"badge-anonymised" in listing.content


def test_after_forgetting_imports_runs_and_keeping_originals_are_refused(
    world: World, tmp_path: Path, client
):
    forget_originals(project=world.project, user=world.lead)
    world.project.refresh_from_db()

    with pytest.raises(ForgetRefused, match="forgotten already"):
        forget_originals(project=world.project)
    with pytest.raises(CommandError, match="forgotten already"):
        _run("forget_originals", "--project", NAME, "--yes")
    path = write_jsonl(tmp_path / "more.jsonl", [{"id": 9, "text": "Bo Ek."}])
    out = StringIO()
    with pytest.raises(SystemExit):
        call_command("import_corpus", str(path), "--project", NAME, stdout=out)
    assert "it takes no new imports" in out.getvalue()
    assert not Document.objects.filter(external_id="9").exists()
    with pytest.raises(CommandError, match="no new run"):
        _run("generate", "--project", NAME, "--generator", "surrogate", "--sync")
    client.force_login(world.lead)
    start = client.post(
        reverse("generation:run-start", args=[world.project.pk]),
        {"generator": "placeholder", "placeholder": "S3", "strategy": "maskL"}
        | {"k": "10", "sampling": "top1", "context": "2", "consistency": "none"}
        | {"documents": "all"},
    )
    assert start.status_code == 409 and b"no new run can be made" in start.content
    span = Span.objects.filter(document=world.document).order_by("start").first()
    with pytest.raises(ValidationError, match="no original to keep"):
        decision_save(span=span, reviewer=world.lead, kind=DecisionKind.KEEP)
    keep = client.post(
        reverse("annotation:review-decide", args=[span.pk]), {"kind": "keep"}
    )
    assert keep.status_code == 302 and not Decision.objects.filter(span=span)
    # A pseudonym may still be chosen: stored as it is, the key being gone.
    decision = decision_save(
        span=span, reviewer=world.lead, kind=DecisionKind.OWN, text="1 June 2001"
    )
    assert Decision.objects.get(pk=decision.pk).text == "1 June 2001"


def test_forgetting_waits_for_what_reads_the_originals(world: World):
    run_create(project=world.project, generator="surrogate", options=GeneratorOptions())

    with pytest.raises(ForgetRefused, match="queued"):
        forget_check(project=world.project)
    with pytest.raises(CommandError, match="queued"):
        _run("forget_originals", "--project", NAME, "--yes")
    assert ProjectKey.objects.get(project=world.project).wrapped


def test_the_command_asks_for_the_projects_name(world: World, monkeypatch):
    monkeypatch.setattr("builtins.input", lambda prompt: "judgments")
    with pytest.raises(CommandError, match="Not confirmed"):
        _run("forget_originals", "--project", NAME)
    assert Project.objects.get(name=NAME).anonymised_at is None

    monkeypatch.setattr("builtins.input", lambda prompt: NAME)
    output = _run("forget_originals", "--project", NAME)
    assert "the original texts of 2 documents: their 11 spans become ▒" in output
    assert Project.objects.get(name=NAME).anonymised_at is not None
    with pytest.raises(CommandError, match="no project called"):
        _run("forget_originals", "--project", "Nope", "--yes")


def test_the_page_asks_the_lead_for_the_projects_name(world: World, client):
    url = reverse("annotation:project-forget", args=[world.project.pk])
    client.force_login(world.lead)
    page = client.get(url)
    assert page.status_code == 200
    assert b"2 documents" in page.content and b"11 spans" in page.content

    assert client.post(url, {"name": "judgments"}).status_code == 400
    assert Project.objects.get(name=NAME).anonymised_at is None

    response = client.post(url, {"name": NAME})
    assert response.status_code == 302
    log = ActivityLog.objects.get(action="originals-forgotten")
    assert log.user == world.lead
    assert client.post(url, {"name": NAME}).status_code == 409


def test_only_a_lead_of_the_project_may_forget(world: World, client):
    url = reverse("annotation:project-forget", args=[world.project.pk])
    assert client.post(url, {"name": NAME}).status_code == 302  # to the login
    outsider = MembershipFactory(role=Role.LEAD).user
    for user, status in ((outsider, 404), (world.annotator, 403)):
        client.force_login(user)
        assert client.post(url, {"name": NAME}).status_code == status
    assert Project.objects.get(name=NAME).anonymised_at is None


def test_masked_text_keeps_offsets_and_what_is_kept():
    text = "Anna Berg met Bo in Lund."
    masked = masked_text(text, [(0, 9), (14, 16)], [(14, 16)])
    assert masked == "▒▒▒▒▒▒▒▒▒ met Bo in Lund."
