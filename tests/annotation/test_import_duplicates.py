"""Importing the same file twice into a project: refused, unless replaced or allowed
(issue 11). The file is known by the SHA-256 of its bytes, kept on CorpusImport."""

from __future__ import annotations

import hashlib
import html
import json
from io import StringIO
from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.urls import reverse
from rest_framework.test import APIClient

from annotation.corpus.keys import keyring
from annotation.corpus.models import CorpusImport, Document, ImportJob, Role, Span
from annotation.corpus.services import corpus_import
from annotation.corpus.services_imports import import_job_create, import_job_execute
from generation.models import Candidate, GenerationRun
from tests.annotation.import_helpers import write_jsonl
from tests.factories import MembershipFactory, ProjectFactory, SpanFactory

pytestmark = pytest.mark.django_db

RECORDS = [
    {"id": 1, "text": "Call Bob now", "label": [[5, 8, "PER"]]},
    {"id": 2, "text": "Ann in Lund", "label": [[0, 3, "PER"], [7, 11, "LOC"]]},
]


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    return write_jsonl(tmp_path / "news.jsonl", RECORDS)


def test_import_keeps_the_files_hash(corpus: Path) -> None:
    corpus_import(project_name="p", path=corpus)

    row = CorpusImport.objects.get()
    # The project's keyed hash of the file's digest, not the digest (issue 24).
    digest = hashlib.sha256(corpus.read_bytes()).hexdigest()
    assert row.content_hash == keyring.for_project(row.project_id).lookup(digest)
    assert row.content_hash != digest


def test_second_import_of_the_same_file_is_refused_naming_the_first(
    corpus: Path,
) -> None:
    first = corpus_import(project_name="p", path=corpus)
    earlier = CorpusImport.objects.get()

    second = corpus_import(project_name="p", path=corpus)

    assert first.imported and not second.imported
    [error] = second.errors
    assert (error.file, error.line) == ("news.jsonl", None)
    assert f"import {earlier.pk} of 'news.jsonl' on " in error.message
    assert "2 documents and 3 spans" in error.message
    assert "--replace" in error.message and "--allow-duplicate" in error.message
    assert Span.objects.count() == 3
    assert CorpusImport.objects.count() == 1


def test_the_same_file_goes_into_another_project(corpus: Path) -> None:
    corpus_import(project_name="p", path=corpus)

    report = corpus_import(project_name="q", path=corpus)

    assert report.imported and report.spans == 3


def test_a_changed_file_is_not_a_duplicate(corpus: Path, tmp_path: Path) -> None:
    corpus_import(project_name="p", path=corpus)
    more = write_jsonl(tmp_path / "news2.jsonl", [RECORDS[0]])

    report = corpus_import(project_name="p", path=more)

    assert report.imported  # merged into document 1, as repeated ids are
    assert Span.objects.count() == 4


def test_replace_deletes_the_earlier_imports_documents_in_the_same_import(
    corpus: Path,
) -> None:
    corpus_import(project_name="p", path=corpus)
    earlier = CorpusImport.objects.get()
    old_span = Span.objects.order_by("id").first()
    assert old_span is not None
    run = GenerationRun.objects.create(
        project=old_span.document.project, generator="upos", language="en"
    )
    Candidate.objects.create(
        run=run, span=old_span, document=old_span.document, text="Tom"
    )

    report = corpus_import(project_name="p", path=corpus, duplicate="replace")

    assert report.imported and (report.documents, report.spans) == (2, 3)
    assert Span.objects.count() == 3 and not Span.objects.filter(pk=old_span.pk)
    assert Candidate.objects.count() == 0
    earlier.refresh_from_db()
    assert earlier.status == CorpusImport.Status.REPLACED
    assert any(
        f"replaced import {earlier.pk}" in w.message
        and "deleted its 2 documents" in w.message
        for w in report.warnings
    )
    # A third import is measured against the new one, not the replaced one.
    third = corpus_import(project_name="p", path=corpus)
    assert not third.imported
    assert f"import {earlier.pk} " not in third.errors[0].message


def test_a_refused_replace_keeps_the_earlier_import(tmp_path: Path) -> None:
    broken = write_jsonl(tmp_path / "news.jsonl", [*RECORDS, "{oops"])
    first = corpus_import(project_name="p", path=broken, skip_invalid=True)
    assert first.imported and Span.objects.count() == 3

    # Without skip_invalid the bad line refuses the import: the delete of the
    # earlier documents is rolled back with it.
    report = corpus_import(project_name="p", path=broken, duplicate="replace")

    assert not report.imported
    assert [e.line for e in report.errors] == [3]
    assert Span.objects.count() == 3
    assert CorpusImport.objects.get().status == CorpusImport.Status.IMPORTED


def test_allow_duplicate_imports_again_and_says_so(corpus: Path) -> None:
    corpus_import(project_name="p", path=corpus)

    report = corpus_import(project_name="p", path=corpus, duplicate="allow")

    assert report.imported
    assert Span.objects.count() == 6
    assert any("imported again as asked" in w.message for w in report.warnings)


def run(*args: str) -> tuple[int, str]:
    out = StringIO()
    try:
        call_command(*args, stdout=out)
    except SystemExit as exc:
        return int(exc.code or 0), out.getvalue()
    return 0, out.getvalue()


def test_import_command_refuses_then_replaces_with_replace(corpus: Path) -> None:
    assert run("import_corpus", str(corpus), "--project", "p")[0] == 0

    status, output = run("import_corpus", str(corpus), "--project", "p", "--json")
    assert status == 1
    assert "error: news.jsonl: this file was already imported" in output

    status, output = run("import_corpus", str(corpus), "--project", "p", "--replace")
    assert status == 0 and "Imported 2 documents and 3 spans" in output
    assert Span.objects.count() == 3

    status, _ = run("import_corpus", str(corpus), "--project", "p", "--allow-duplicate")
    assert status == 0 and Span.objects.count() == 6


def test_import_command_refuses_replace_with_allow_duplicate(corpus: Path) -> None:
    with pytest.raises(Exception, match="not allowed with argument"):
        call_command(
            "import_corpus", str(corpus), "--project", "p", "--replace",
            "--allow-duplicate",
        )  # fmt: skip


@pytest.fixture
def lead_membership():
    return MembershipFactory(project=ProjectFactory(name="Mail"), role=Role.LEAD)


def test_api_refuses_a_duplicate_then_replaces_it(lead_membership) -> None:
    api = APIClient()
    api.force_authenticate(lead_membership.user)
    project = lead_membership.project
    body = "\n".join(json.dumps(r) for r in RECORDS).encode()
    url = f"/api/projects/{project.pk}/import/"

    def post(**extra: object) -> dict:
        upload = SimpleUploadedFile("news.jsonl", body)
        response = api.post(url, {"file": upload, **extra}, format="multipart")
        return {"status": response.status_code, **response.json()}

    assert post()["status"] == 201
    refused = post()
    assert refused["status"] == 400
    assert "already imported" in refused["errors"][0]["message"]
    # The API's own fields, not the command's options.
    assert "replace=true" in refused["errors"][0]["message"]
    assert "allow_duplicate=true" in refused["errors"][0]["message"]
    assert "--" not in refused["errors"][0]["message"]
    assert post(replace=True)["status"] == 201
    assert Span.objects.filter(document__project=project).count() == 3
    both = post(replace=True, allow_duplicate=True)
    assert both["status"] == 400 and "not both" in json.dumps(both)
    assert post(allow_duplicate=True)["status"] == 201
    assert Span.objects.filter(document__project=project).count() == 6


def test_upload_page_replace_box(client, lead_membership, tmp_path: Path) -> None:
    client.force_login(lead_membership.user)
    project = lead_membership.project
    path = write_jsonl(tmp_path / "news.jsonl", RECORDS)
    url = reverse("annotation:corpus-upload", args=[project.pk])

    def post(**extra: str) -> str:
        with path.open("rb") as handle:
            response = client.post(url, {"file": handle, "format": "auto", **extra})
        assert response.status_code == 200
        return response.content.decode()

    page = client.get(url).content.decode()
    assert 'name="replace"' in page
    post()
    assert "already imported" in post()
    assert "Imported" in post(replace="on")
    assert Span.objects.filter(document__project=project).count() == 3


def test_background_job_keeps_the_replace_choice(
    lead_membership, settings, tmp_path: Path
) -> None:
    settings.VAR_DIR = tmp_path
    project = lead_membership.project
    first = write_jsonl(tmp_path / "a.jsonl", RECORDS)
    corpus_import(project_name=project.name, path=first)
    body = first.read_bytes()  # the same bytes under another name
    SpanFactory(document=Document.objects.first())  # added by hand, deleted too

    job = import_job_create(
        project=project,
        upload=SimpleUploadedFile("news.jsonl", body),
        format="auto",
        skip_invalid=False,
        user=lead_membership.user,
        duplicate="replace",
    )
    done = import_job_execute(job.pk)

    assert done is not None and done.status == ImportJob.Status.DONE
    assert done.imported, done.report
    assert Span.objects.filter(document__project=project).count() == 3


def test_upload_page_names_its_own_boxes_and_can_import_again_anyway(
    client, lead_membership, tmp_path: Path
) -> None:
    client.force_login(lead_membership.user)
    project = lead_membership.project
    path = write_jsonl(tmp_path / "news.jsonl", RECORDS)
    url = reverse("annotation:corpus-upload", args=[project.pk])

    def post(**extra: str) -> str:
        with path.open("rb") as handle:
            response = client.post(url, {"file": handle, "format": "auto", **extra})
        return response.content.decode()

    post()
    refused = html.unescape(post())
    assert 'Tick "Replace an earlier import of this file"' in refused
    assert '"Import it again anyway"' in refused
    assert "--allow-duplicate" not in refused and "--replace" not in refused
    both = html.unescape(post(replace="on", allow_duplicate="on"))
    assert "not both" in both
    assert "Imported" in post(allow_duplicate="on")
    assert Span.objects.filter(document__project=project).count() == 6
