"""The leak scan of an export (issue 21): the command, its JSON lines and exit
status, the export's refusal, and what the keep-list and NO_MASK exempt."""

from __future__ import annotations

import io
import json
import zipfile

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from annotation.corpus.models import Document
from annotation.reports.choices import source_resolve
from annotation.reports.leaks import leak_scan
from generation.models import KeepEntry
from tests.annotation.report_helpers import LETTER, add_letter, build_world

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    world = build_world(name="leaky")
    add_letter(world)
    return world


def _scan_json(capsys, *args: str) -> tuple[int, list[dict]]:
    with pytest.raises(SystemExit) as exited:
        call_command("leak_scan", "--project", "leaky", *args, "--json")
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    return exited.value.code, lines


def test_the_command_lists_each_finding_and_exits_3(world, capsys) -> None:
    code, lines = _scan_json(capsys, "--run", str(world.runs[0].pk))
    assert code == 3
    *findings, summary = lines
    got = [(f["document"], f["text"], f["original"], f["kind"]) for f in findings]
    assert got == [
        ("letter", "Kalkan's", "Nadir Kalkan", "part"),
        ("letter", "nadir", "Nadir Kalkan", "part"),
        ("letter", "kalkan", "Nadir Kalkan", "part"),
    ]
    first = findings[0]
    assert set(first) >= {"document", "start", "end", "text", "original", "label"}
    exported = "Ali Demir wrote in May. Kalkan's lawyer"
    assert exported[first["start"] : first["end"]] == "Kalkan's"
    assert first["label"] == "PER"
    assert summary["findings"] == 3 and summary["documents"] == 3


def test_a_clean_export_exits_0_and_the_keep_list_is_no_leak(world, capsys) -> None:
    world.project.documents.filter(external_id="letter").delete()
    assert KeepEntry.objects.count() == 0
    call_command("leak_scan", "--project", "leaky", "--run", str(world.runs[0].pk))
    assert "0 findings" in capsys.readouterr().out
    # another document's original is a finding wherever it stands...
    Document.objects.create(
        project=world.project, external_id="c", text="Anna Berg wrote.", position=3
    )
    source = source_resolve(project=world.project, run=world.runs[0])
    report = leak_scan(project=world.project, source=source)
    assert [(f.finding.text, f.finding.kind) for f in report.findings] == [
        ("Anna Berg", "other-document")
    ]
    # ...unless the lead said it is no personal information
    KeepEntry.objects.create(
        project=world.project, text="Anna Berg", folded="anna berg"
    )
    report = leak_scan(project=world.project, source=source)
    assert report.findings == []
    assert report.exempt["keep-list"] == 1
    assert "keep-list" in report.describe()


def test_no_mask_originals_are_exempt(world) -> None:
    # Oslo (NO_MASK in document b) named again in another document
    Document.objects.create(
        project=world.project, external_id="c", text="They flew to Oslo.", position=3
    )
    source = source_resolve(project=world.project, run=world.runs[0])
    report = leak_scan(project=world.project, source=source)
    assert all(f.finding.original != "Oslo" for f in report.findings)
    # where it stays in its own document and where it stands again
    assert report.exempt["NO_MASK"] == 2


def test_the_export_refuses_to_write_findings_unless_allowed(world, tmp_path) -> None:
    out = tmp_path / "out.jsonl"
    args = ["export_corpus", "--project", "leaky", "--pseudonymized", "--format"]
    args += ["doccano"]
    args += ["--run", str(world.runs[0].pk), "--out", str(out)]
    with pytest.raises(CommandError, match="leak scan found") as refused:
        call_command(*args)
    assert "3 findings in 1 of 3 documents" in str(refused.value)
    assert "--allow-leaks" in str(refused.value)
    assert not out.exists()
    call_command(*args, "--allow-leaks")
    assert "Kalkan's" in out.read_text(encoding="utf-8")


# --- The Exports page and the API ------------------------------------------------


def _base(world) -> str:
    return f"/projects/{world.project.pk}/exports/"


def _form(world) -> dict[str, str]:
    return {"source": f"run:{world.runs[0].pk}", "format": "text", "fill": ""}


def test_check_first_lists_the_findings_with_their_sentence(world, client) -> None:
    client.force_login(world.lead)
    page = client.get(_base(world), {**_form(world), "check": "1"})
    assert page.status_code == 200
    html = page.content.decode()
    assert "3 findings in 1 of 3 documents" in html
    assert "<mark>Kalkan&#x27;s</mark>" in html or "<mark>Kalkan's</mark>" in html
    assert "Add as a span" in html and "Not personal information" in html
    assert 'name="ignore"' in html and 'id="allow-leaks"' in html


def test_a_download_with_findings_nobody_handled_needs_a_confirmation(
    world, client
) -> None:
    from annotation.corpus.models import ActivityLog
    from annotation.reports.exporters import MANIFEST_NAME

    client.force_login(world.lead)
    url = _base(world) + "pseudonymized/"
    refused = client.get(url, _form(world))
    assert refused.status_code == 302 and "check=1" in refused["Location"]
    source = source_resolve(project=world.project, run=world.runs[0])
    keys = [f.key for f in leak_scan(project=world.project, source=source).findings]
    # two of three ignored: still refused
    assert client.get(url, {**_form(world), "ignore": keys[:2]}).status_code == 302
    # all ignored: it goes out, and says so
    done = client.get(url, {**_form(world), "ignore": keys})
    assert done.status_code == 200
    assert "3 ignored for this export" in done["X-Export-Leaks"]
    # confirmed as they stand: the zip's manifest names them
    confirmed = client.get(url, {**_form(world), "allow_leaks": "1"})
    with zipfile.ZipFile(io.BytesIO(confirmed.content)) as archive:
        manifest = archive.read(MANIFEST_NAME).decode()
        assert "Kalkan's" in archive.read("letter.txt").decode()
    assert "3 findings left in the text" in manifest
    assert "3 confirmed to go out as they stand" in manifest
    logged = ActivityLog.objects.filter(action="export-with-leaks")
    assert logged.count() == 2 and logged.first().user == world.lead


def test_add_as_a_span_annotates_the_original_text(world, client) -> None:
    from annotation.corpus.models import ActivityLog, Span

    client.force_login(world.lead)
    source = source_resolve(project=world.project, run=world.runs[0])
    finding = leak_scan(project=world.project, source=source).findings[0]
    assert finding.finding.text == "Kalkan's"
    answer = client.post(
        _base(world) + "leaks/span/",
        {
            **_form(world),
            "document": finding.document.pk,
            "start": finding.finding.start,
            "end": finding.finding.end,
            "like_span": finding.finding.span,
        },
    )
    assert answer.status_code == 302 and "check=1" in answer["Location"]
    span = Span.objects.get(document=finding.document, annotator=world.lead.username)
    assert LETTER[span.start : span.end] == "Kalkan's"
    assert span.label.name == "PER" and span.entity == "e9"
    assert ActivityLog.objects.filter(action="leak-span-added").exists()
    # it stands in the original text, not at the exported offsets
    assert (span.start, span.end) != (finding.finding.start, finding.finding.end)
    # the same finding again is refused with a message, nothing added twice
    client.post(
        _base(world) + "leaks/span/",
        {
            **_form(world),
            "document": finding.document.pk,
            "start": finding.finding.start,
            "end": finding.finding.end,
            "like_span": finding.finding.span,
        },
    )
    assert Span.objects.filter(document=finding.document, start=span.start).count() == 1


def test_not_personal_information_keeps_it_with_who_and_when(world, client) -> None:
    from annotation.corpus.models import ActivityLog

    client.force_login(world.lead)
    letter = Document.objects.get(external_id="letter")
    client.post(
        _base(world) + "leaks/keep/",
        {**_form(world), "document": letter.pk, "text": "Kalkan's"},
    )
    entry = KeepEntry.objects.get(project=world.project)
    assert (entry.text, entry.created_by) == ("Kalkan", world.lead)
    log = ActivityLog.objects.get(action="leak-not-personal")
    assert log.user == world.lead and log.secret == {"text": "Kalkan"}
    assert "Kalkan" not in str(log.details)
    source = source_resolve(project=world.project, run=world.runs[0])
    left = leak_scan(project=world.project, source=source)
    assert [f.finding.text for f in left.findings] == ["nadir"]


def test_only_leads_reach_the_scan_and_its_actions(world, client) -> None:
    from tests.factories import UserFactory

    letter = Document.objects.get(external_id="letter")
    posts = {
        "leaks/span/": {"document": letter.pk, "start": 0, "end": 5, "like_span": 1},
        "leaks/keep/": {"document": letter.pk, "text": "Kalkan"},
    }
    api = f"/api/projects/{world.project.pk}/exports/leaks/"
    query = {"source": f"run:{world.runs[0].pk}"}
    # anonymous: the login page, nothing else
    for path, data in posts.items():
        assert (
            client.post(_base(world) + path, {**_form(world), **data}).status_code
            == 302
        )
    assert client.get(api, query).status_code in (401, 403)
    client.force_login(world.annotator)
    for path, data in posts.items():
        assert (
            client.post(_base(world) + path, {**_form(world), **data}).status_code
            == 403
        )
    assert client.get(api, query).status_code == 403
    client.force_login(UserFactory(username="stranger"))
    for path, data in posts.items():
        assert (
            client.post(_base(world) + path, {**_form(world), **data}).status_code
            == 404
        )
    assert client.get(api, query).status_code == 404
    assert not KeepEntry.objects.exists()
    client.force_login(world.lead)
    answer = client.get(api, query).json()
    assert [f["text"] for f in answer["findings"]] == ["Kalkan's", "nadir", "kalkan"]
    assert answer["findings"][0]["kind"] == "part"
    assert "3 findings" in answer["summary"]
    assert client.get(api, {"source": "run:999999"}).status_code == 400
