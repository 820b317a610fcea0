"""Without the key, the app starts, says the originals cannot be read, and nothing
crashes (issue 24): a project sealed under the tests' master key, then the site run
with another master key, or with its key file gone."""

from __future__ import annotations

import pytest
from django.core.checks import run_checks
from django.core.management import call_command
from django.urls import reverse

from annotation.corpus.keys import keyring
from annotation.corpus.models import Role
from annotation.corpus.sealed import Unreadable
from generation.models import GenerationRun, RunStatus
from generation.services import generation_execute
from pseudoweb.cli import main
from pseudoweb.errors import UNAVAILABLE
from tests.annotation import test_permission_table as table
from tests.annotation.review_helpers import document_with_spans, run_with_candidates
from tests.factories import MembershipFactory, ProjectFactory

pytestmark = pytest.mark.django_db

OTHER_KEY = "b3RoZXItbWFzdGVyLWtleS0wMTIzNDU2Nzg5YWJjZGU="
BANNER = "The originals cannot be read on this server."


@pytest.fixture
def sealed(db):
    """A project whose originals were sealed under the tests' master key."""
    project = ProjectFactory(name="Sealed corpus")
    lead = MembershipFactory(project=project, role=Role.LEAD).user
    document = document_with_spans(project=project, spans=2)
    run = run_with_candidates(project=project, documents=[document])
    return project, lead, document, run


@pytest.fixture(params=["other key", "key file gone"])
def without_key(request, settings, tmp_path, sealed):
    if request.param == "other key":
        settings.PSEUDOWEB_MASTER_KEY = OTHER_KEY
    else:
        settings.PSEUDOWEB_MASTER_KEY = ""
        settings.PSEUDOWEB_MASTER_KEY_FILE = str(tmp_path / "master.key")
    return sealed


def test_pages_show_the_banner_and_what_needs_originals_answers_503(
    client, without_key
):
    project, lead, document, run = without_key
    client.force_login(lead)
    for name, arg in [
        ("annotation:project-list", None),
        ("annotation:project-detail", project.pk),
        ("annotation:document-detail", document.pk),
        ("annotation:review-curate", document.pk),
        ("generation:run-detail", run.pk),
        ("annotation:report-errors", project.pk),
        ("annotation:export-page", project.pk),
    ]:
        response = client.get(reverse(name, args=[arg] if arg else []))
        assert response.status_code == 200, name
        page = response.content.decode()
        assert BANNER in page, name
        # The document keeps its shape: as many "▒" as it had characters.
        assert "Anna" not in page, name
    export = reverse("annotation:corpus-export", args=[project.pk])
    response = client.get(export + "?format=doccano")
    assert response.status_code == 503
    assert "<h1>The originals cannot be read</h1>" in response.content.decode()
    assert client.get(reverse("generation:run-export", args=[run.pk])).status_code == (
        503
    )
    # An htmx fragment gets the sentence alone, for the review's notice.
    span = document.spans.order_by("start").first()
    response = client.post(
        reverse("annotation:review-decide", args=[span.pk]),
        {"kind": "own", "text": "Nils"},
        HTTP_HX_REQUEST="true",
    )
    assert response.status_code == 503
    assert response.content.decode() == UNAVAILABLE


def test_the_api_answers_503_in_json(client, without_key):
    project, lead, document, run = without_key
    client.force_login(lead)
    span = document.spans.order_by("start").first()
    response = client.post(
        reverse("api-span-decision", args=[span.pk]),
        {"kind": "own", "text": "Nils"},
        content_type="application/json",
    )
    assert response.status_code == 503
    assert response.json() == {"detail": UNAVAILABLE}
    response = client.get(
        reverse("api-corpus-export", args=[project.pk]) + "?export_format=doccano"
    )
    assert (response.status_code, response.json()) == (503, {"detail": UNAVAILABLE})


world = table.world  # every kind of row a page can show


def test_no_page_or_api_read_fails_without_the_key(world, settings):
    """Every GET of the permission table, as the lead: what it gives with the key,
    or 503 where it needs originals; never a 500."""
    settings.PSEUDOWEB_MASTER_KEY = OTHER_KEY
    wrong = []
    for name, (url_of, expected, _) in sorted(table.TABLE.items()):
        if "get" not in expected:
            continue
        client = table._client("lead", world.lead, api=name.startswith("api-"))
        got = client.get(url_of(world, world.lead)).status_code
        if got not in (expected["get"][3], 503):
            wrong.append(f"{name}: {got}")
    assert wrong == []


def test_a_command_says_so_in_one_line(without_key, tmp_path, capsys):
    project = without_key[0]
    out = tmp_path / "corpus.jsonl"
    with pytest.raises(SystemExit) as exit:
        main(
            ["manage.py", "export_corpus", "--project", project.name]
            + ["--format", "doccano", "--out", str(out)]
        )
    assert exit.value.code == 1
    # The system check's warning, then the error in one line.
    error = capsys.readouterr().err
    assert "pseudoweb.W001" in error and "Traceback" not in error
    assert error.splitlines()[-1].startswith("Error: The ")
    assert not out.exists()


def test_a_run_fails_saying_why(without_key):
    project, _, document, _ = without_key
    run = GenerationRun.objects.create(
        project=project, generator="placeholder", language="en"
    )
    run = generation_execute(run_id=run.pk)
    assert run.status == RunStatus.FAILED
    assert run.error.startswith("The originals cannot be read: ")
    assert not run.candidates.exists()


def test_check_warns_and_migrate_still_runs(without_key):
    warnings = [m for m in run_checks() if m.id == "pseudoweb.W001"]
    assert len(warnings) == 1
    assert "cannot be read" in warnings[0].msg
    call_command("migrate", verbosity=0)  # a warning, not an error


def test_staff_read_why_and_members_do_not(client, settings, sealed):
    project, lead, document, _ = sealed
    settings.PSEUDOWEB_MASTER_KEY = OTHER_KEY
    client.force_login(lead)
    page = client.get(reverse("annotation:project-list")).content.decode()
    assert BANNER in page and "not under the one configured" not in page
    lead.is_staff = True
    lead.save()
    page = client.get(reverse("annotation:project-list")).content.decode()
    assert "not under the one configured" in page
    document.refresh_from_db()
    assert isinstance(document.text, Unreadable) and len(document.text) > 0


def test_with_the_key_no_banner_and_no_query_for_it(
    client, sealed, django_assert_num_queries
):
    project, lead, document, _ = sealed
    client.force_login(lead)
    page = client.get(reverse("annotation:document-detail", args=[document.pk]))
    assert BANNER not in page.content.decode()
    assert "Anna" in page.content.decode()
    with django_assert_num_queries(0):
        assert keyring.state() == ""
    assert not [m for m in run_checks() if m.id == "pseudoweb.W001"]
