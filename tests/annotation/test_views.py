"""The pages: login, projects, labels, members, documents, upload and export."""

from __future__ import annotations

import json
import re

import pytest
from django.urls import reverse

from annotation.corpus.models import (
    CorpusImport,
    Document,
    Label,
    Membership,
    Project,
    Role,
)
from annotation.corpus.selectors import document_segments
from tests.factories import (
    DocumentFactory,
    LabelFactory,
    MembershipFactory,
    ProjectFactory,
    SpanFactory,
    UserFactory,
)
from tests.pages import without_csrf_tokens

pytestmark = pytest.mark.django_db

GOOD_LINE = '{"id": 1, "text": "Anna Berg lives in Lund.", "label": [[0, 9, "PERSON"]]}'
BAD_JSONL = (
    GOOD_LINE + '\n{broken\n{"id": 3, "text": "Bo", "label": [[0, 9, "PERSON"]]}\n'
)


@pytest.fixture
def lead_membership() -> Membership:
    return MembershipFactory(
        project=ProjectFactory(name="Court rulings"), role=Role.LEAD
    )


@pytest.fixture
def project(lead_membership) -> Project:
    return lead_membership.project


@pytest.fixture
def lead_client(client, lead_membership):
    client.force_login(lead_membership.user)
    return client


def text_of(response) -> str:
    return response.content.decode()


# --- Layout and login --------------------------------------------------------------


def test_login_page_logs_in_and_redirects_to_projects(client):
    UserFactory(username="alice")
    response = client.get(reverse("login"))
    assert response.status_code == 200
    assert 'name="password"' in text_of(response)
    response = client.post(reverse("login"), {"username": "alice", "password": "pw"})
    assert response.status_code == 302
    assert response["Location"] == reverse("annotation:project-list")


def test_login_page_reports_wrong_password(client):
    UserFactory(username="alice")
    response = client.post(reverse("login"), {"username": "alice", "password": "no"})
    assert response.status_code == 200
    assert "did not match" in text_of(response)


def test_layout_loads_local_htmx_sets_csrf_once_and_logs_out_by_post(lead_client):
    html = text_of(lead_client.get(reverse("annotation:project-list")))
    assert '<script src="/static/vendor/htmx.min.js"' in html
    assert "unpkg" not in html
    assert "cdn" not in without_csrf_tokens(html).lower()
    assert re.search(r"<body hx-headers='\{\"X-CSRFToken\": \"[^\"]+\"\}'>", html)
    assert re.search(r'<form method="post" action="/accounts/logout/"', html)


def test_logout_by_post_ends_the_session(lead_client):
    response = lead_client.post(reverse("logout"))
    assert response.status_code == 302
    response = lead_client.get(reverse("annotation:project-list"))
    assert response.status_code == 302


# --- Projects ----------------------------------------------------------------------


def test_lead_creates_project_and_becomes_its_lead(lead_client, lead_membership):
    response = lead_client.post(
        reverse("annotation:project-create"),
        {"name": "Swedish mail", "language": "sv", "description": ""},
    )
    project = Project.objects.get(name="Swedish mail")
    assert response.status_code == 302
    assert response["Location"] == reverse(
        "annotation:project-detail", args=[project.pk]
    )
    assert project.language == "sv"
    assert Membership.objects.get(project=project).user == lead_membership.user
    assert Membership.objects.get(project=project).role == Role.LEAD


def test_project_create_with_taken_name_shows_error(lead_client, project):
    response = lead_client.post(
        reverse("annotation:project-create"), {"name": project.name, "language": "en"}
    )
    assert response.status_code == 400
    assert "already exists" in text_of(response)
    assert Project.objects.filter(name=project.name).count() == 1


def test_annotator_only_user_cannot_create_projects(client):
    annotator = MembershipFactory(role=Role.ANNOTATOR).user
    client.force_login(annotator)
    page = text_of(client.get(reverse("annotation:project-list")))
    assert reverse("annotation:project-create") not in page
    response = client.post(
        reverse("annotation:project-create"), {"name": "Mine", "language": "en"}
    )
    assert response.status_code == 403
    assert not Project.objects.filter(name="Mine").exists()


def test_staff_user_without_projects_can_create_the_first(client):
    client.force_login(UserFactory(is_staff=True))
    response = client.post(
        reverse("annotation:project-create"), {"name": "First", "language": "en"}
    )
    assert response.status_code == 302
    assert Project.objects.get(name="First").memberships.get().role == Role.LEAD


def test_project_page_shows_counts_documents_and_recent_imports(lead_client, project):
    document = DocumentFactory(project=project, external_id="ruling-17")
    SpanFactory(document=document)
    CorpusImport.objects.create(
        project=project, filename="rulings.zip", format="doccano", status="refused"
    )
    html = text_of(
        lead_client.get(reverse("annotation:project-detail", args=[project.pk]))
    )
    assert "ruling-17" in html
    assert reverse("annotation:document-detail", args=[document.pk]) in html
    assert "rulings.zip" in html and "badge-status-refused" in html
    counts = re.findall(r"<dt>(\w+)</dt><dd>(?:<a [^>]+>)?(\d+)", html)
    assert ("Documents", "1") in counts and ("Spans", "1") in counts


def test_project_page_searches_by_external_id_and_paginates(lead_client, project):
    for number in range(55):
        DocumentFactory(project=project, external_id=f"case-{number:02d}")
    DocumentFactory(project=project, external_id="appeal-1")
    url = reverse("annotation:project-detail", args=[project.pk])
    html = text_of(lead_client.get(url, {"q": "appeal"}))
    assert "appeal-1" in html and "case-01" not in html
    first = text_of(lead_client.get(url))
    assert "Page 1 of 2" in first and "case-00" in first and "case-54" not in first
    second = text_of(lead_client.get(url, {"page": 2}))
    assert "case-54" in second and "case-00" not in second


def test_project_page_htmx_search_returns_only_the_table(lead_client, project):
    DocumentFactory(project=project, external_id="appeal-1")
    url = reverse("annotation:project-detail", args=[project.pk])
    html = text_of(lead_client.get(url, {"q": "appeal"}, HTTP_HX_REQUEST="true"))
    assert html.lstrip().startswith('<div id="document-table">')
    assert "appeal-1" in html and "<body" not in html


# --- Labels ------------------------------------------------------------------------


def test_lead_changes_label_category_inline_with_htmx(lead_client, project):
    label = LabelFactory(project=project, name="geographic", category="MISC")
    url = reverse("annotation:label-update", args=[project.pk, label.pk])
    response = lead_client.post(url, {"category": "LOC"}, HTTP_HX_REQUEST="true")
    label.refresh_from_db()
    assert label.category == "LOC"
    html = text_of(response)
    assert html.lstrip().startswith(f'<tr id="label-{label.pk}">')
    assert "Saved" in html and '<option value="LOC" selected>' in html


def test_label_update_without_htmx_redirects_back(lead_client, project):
    label = LabelFactory(project=project, name="org", category="MISC")
    url = reverse("annotation:label-update", args=[project.pk, label.pk])
    response = lead_client.post(url, {"category": "ORG"})
    assert response.status_code == 302
    assert response["Location"] == reverse("annotation:label-list", args=[project.pk])
    assert Label.objects.get(pk=label.pk).category == "ORG"


def test_label_update_refuses_unknown_category(lead_client, project):
    label = LabelFactory(project=project, name="org", category="MISC")
    url = reverse("annotation:label-update", args=[project.pk, label.pk])
    response = lead_client.post(url, {"category": "PLANET"}, HTTP_HX_REQUEST="true")
    assert response.status_code == 400
    assert Label.objects.get(pk=label.pk).category == "MISC"


def test_annotator_sees_label_categories_without_forms(client, project):
    LabelFactory(project=project, name="geographic", category="LOC")
    annotator = MembershipFactory(project=project, role=Role.ANNOTATOR).user
    client.force_login(annotator)
    html = text_of(client.get(reverse("annotation:label-list", args=[project.pk])))
    assert "geographic" in html and "LOC" in html
    assert "<select" not in html


# --- Members -----------------------------------------------------------------------


def test_lead_adds_existing_user_by_username(lead_client, project):
    UserFactory(username="bob")
    response = lead_client.post(
        reverse("annotation:member-add", args=[project.pk]),
        {"username": "bob", "role": "annotator"},
    )
    assert response.status_code == 302
    assert project.memberships.get(user__username="bob").role == Role.ANNOTATOR
    html = text_of(
        lead_client.get(reverse("annotation:member-list", args=[project.pk]))
    )
    assert "bob" in html


def test_adding_unknown_username_shows_error(lead_client, project):
    response = lead_client.post(
        reverse("annotation:member-add", args=[project.pk]),
        {"username": "nobody", "role": "annotator"},
    )
    assert response.status_code == 400
    assert "No user named" in text_of(response)
    assert project.memberships.count() == 1


def test_lead_changes_role_and_removes_member(lead_client, project):
    membership = MembershipFactory(project=project, role=Role.ANNOTATOR)
    lead_client.post(
        reverse("annotation:member-update", args=[project.pk, membership.pk]),
        {"role": "lead"},
    )
    membership.refresh_from_db()
    assert membership.role == Role.LEAD
    lead_client.post(
        reverse("annotation:member-remove", args=[project.pk, membership.pk])
    )
    assert not Membership.objects.filter(pk=membership.pk).exists()


def test_last_lead_can_be_neither_removed_nor_demoted(lead_client, lead_membership):
    project = lead_membership.project
    remove = reverse("annotation:member-remove", args=[project.pk, lead_membership.pk])
    response = lead_client.post(remove, follow=True)
    assert "last lead cannot be removed" in text_of(response)
    demote = reverse("annotation:member-update", args=[project.pk, lead_membership.pk])
    response = lead_client.post(demote, {"role": "annotator"}, follow=True)
    assert "needs a lead" in text_of(response)
    lead_membership.refresh_from_db()
    assert lead_membership.role == Role.LEAD


def test_a_lead_may_leave_when_another_lead_remains(lead_client, lead_membership):
    project = lead_membership.project
    MembershipFactory(project=project, role=Role.LEAD)
    remove = reverse("annotation:member-remove", args=[project.pk, lead_membership.pk])
    lead_client.post(remove)
    assert list(project.memberships.values_list("role", flat=True)) == [Role.LEAD]


# --- Documents ---------------------------------------------------------------------


def test_document_page_escapes_script_in_text_metadata_and_comments(
    lead_client, project
):
    payload = "<script>alert(1)</script>"
    document = DocumentFactory(
        project=project,
        text=f"Hi {payload} Anna",
        metadata={"note": payload},
        comments=[payload, {"id": 3, "comment": payload}],
    )
    label = LabelFactory(project=project, name="<b>PER</b>", category="PERSON")
    SpanFactory(document=document, start=3, end=11, label=label)
    html = text_of(
        lead_client.get(reverse("annotation:document-detail", args=[document.pk]))
    )
    assert "<script>alert" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "<b>PER</b>" not in html


def test_document_page_highlights_overlapping_spans(lead_client, project):
    document = DocumentFactory(
        project=project,
        text="Anna Berg lives in Lund.",
        source_file="batch.jsonl",
        source_line=7,
        metadata={"court": "Lund"},
        comments=["check surname"],
    )
    person = LabelFactory(project=project, name="PERSON", category="PERSON")
    surname = LabelFactory(project=project, name="surname", category="PERSON")
    SpanFactory(document=document, start=0, end=9, label=person, annotator="ann")
    SpanFactory(document=document, start=5, end=9, label=surname, overlapping=True)
    html = text_of(
        lead_client.get(reverse("annotation:document-detail", args=[document.pk]))
    )
    marks = re.findall(r"<mark [^>]*>([^<]*)</mark>", html)
    assert marks == ["Anna ", "Berg"]
    assert 'title="PERSON, surname"' in html
    assert "batch.jsonl" in html and "line 7" in html
    assert "check surname" in html and "court" in html
    assert "badge-flag" in html and "overlapping" in html


def test_document_segments_cut_text_at_every_boundary():
    project = ProjectFactory()
    document = DocumentFactory(project=project, text="abcdefghij")
    label = LabelFactory(project=project)
    a = SpanFactory(document=document, start=1, end=5, label=label)
    b = SpanFactory(document=document, start=3, end=8, label=label)
    c = SpanFactory(document=document, start=8, end=20, label=label)  # past the end
    segments = document_segments(text=document.text, spans=[a, b, c])
    assert [(s.text, [x.pk for x in s.spans]) for s in segments] == [
        ("a", []),
        ("bc", [a.pk]),
        ("de", [a.pk, b.pk]),
        ("fgh", [b.pk]),
        ("ij", [c.pk]),
    ]
    assert "".join(s.text for s in segments) == document.text
    assert [x.pk for x in segments[2].closing] == [a.pk]


# --- Upload and export -------------------------------------------------------------


def upload(client, project, tmp_path, content: str, name="corpus.jsonl", **extra):
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    with path.open("rb") as handle:
        return client.post(
            reverse("annotation:corpus-upload", args=[project.pk]),
            {"file": handle, "format": "auto", **extra},
        )


def test_upload_page_shows_per_line_report_and_changes_nothing(
    lead_client, project, tmp_path
):
    response = upload(lead_client, project, tmp_path, BAD_JSONL)
    html = text_of(response)
    assert response.status_code == 200
    assert "Refused" in html
    rows = re.findall(
        r'<tr class="issue-error"><td>([^<]*)</td><td class="num">(\d+)</td>', html
    )
    assert rows == [("corpus.jsonl", "2"), ("corpus.jsonl", "3")]
    assert "invalid JSON" in html and "out of range" in html
    assert Document.objects.filter(project=project).count() == 0
    assert Label.objects.filter(project=project).count() == 0


def test_upload_imports_valid_file_and_reports_counts(lead_client, project, tmp_path):
    response = upload(lead_client, project, tmp_path, GOOD_LINE + "\n")
    html = text_of(response)
    assert "Imported" in html
    assert re.search(r"<dt>Documents</dt><dd>1</dd>", html)
    assert project.documents.get().external_id == "1"
    assert CorpusImport.objects.get(project=project).status == "imported"


def test_upload_with_skip_invalid_imports_the_valid_lines(
    lead_client, project, tmp_path
):
    response = upload(lead_client, project, tmp_path, BAD_JSONL, skip_invalid="on")
    html = text_of(response)
    assert "Imported, skipping 2 invalid records" in html and "invalid JSON" in html
    assert list(project.documents.values_list("external_id", flat=True)) == ["1"]


def test_upload_over_htmx_returns_only_the_result(lead_client, project, tmp_path):
    path = tmp_path / "c.jsonl"
    path.write_text(BAD_JSONL)
    with path.open("rb") as handle:
        response = lead_client.post(
            reverse("annotation:corpus-upload", args=[project.pk]),
            {"file": handle, "format": "auto"},
            HTTP_HX_REQUEST="true",
        )
    html = text_of(response)
    assert html.lstrip().startswith('<div id="upload-result">')
    assert "invalid JSON" in html and "<body" not in html


def test_upload_with_a_label_file_maps_numeric_label_ids(
    lead_client, project, tmp_path
):
    labels = tmp_path / "labels.json"
    labels.write_text('[{"id": 3, "text": "PER"}]', encoding="utf-8")
    record = (
        '{"id": 9, "text": "Hi Bo", '
        '"annotations": [{"label": 3, "start_offset": 3, "end_offset": 5}]}'
    )
    with labels.open("rb") as handle:
        response = upload(lead_client, project, tmp_path, record + "\n", labels=handle)
    assert "Imported" in text_of(response)
    assert project.documents.get().spans.get().label.name == "PER"


def test_upload_refuses_unknown_file_type(lead_client, project, tmp_path):
    response = upload(lead_client, project, tmp_path, "a,b\n", name="corpus.csv")
    assert "Upload a .jsonl" in text_of(response)
    assert not CorpusImport.objects.exists()


def test_import_detail_shows_the_stored_report(lead_client, project, tmp_path):
    upload(lead_client, project, tmp_path, BAD_JSONL, skip_invalid="on")
    corpus_import = CorpusImport.objects.get(project=project)
    html = text_of(
        lead_client.get(
            reverse("annotation:import-detail", args=[project.pk, corpus_import.pk])
        )
    )
    assert "invalid JSON" in html and "corpus.jsonl" in html


def test_export_downloads_doccano_jsonl_attachment(lead_client, project, tmp_path):
    upload(lead_client, project, tmp_path, GOOD_LINE + "\n")
    response = lead_client.get(
        reverse("annotation:corpus-export", args=[project.pk]), {"format": "doccano"}
    )
    assert response.status_code == 200
    assert "attachment" in response["Content-Disposition"]
    # The source and the time are in the name: two downloads never share one.
    assert re.search(
        r"court-rulings-corpus-doccano-\d{8}-\d{6}\.jsonl",
        response["Content-Disposition"],
    )
    lines = b"".join(response.streaming_content).decode().splitlines()
    record = json.loads(lines[0])
    assert record["text"] == "Anna Berg lives in Lund."


def test_export_downloads_tab_json(lead_client, project, tmp_path):
    upload(lead_client, project, tmp_path, GOOD_LINE + "\n")
    response = lead_client.get(
        reverse("annotation:corpus-export", args=[project.pk]), {"format": "tab"}
    )
    assert response.status_code == 200
    documents = json.loads(b"".join(response.streaming_content))
    assert [d["text"] for d in documents] == ["Anna Berg lives in Lund."]


def test_export_refuses_unknown_format(lead_client, project):
    response = lead_client.get(
        reverse("annotation:corpus-export", args=[project.pk]), {"format": "csv"}
    )
    assert response.status_code == 400
