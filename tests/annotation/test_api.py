"""The REST API: token auth, projects, members, labels, documents, import, export,
and the OpenAPI schema that describes them."""

from __future__ import annotations

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from drf_spectacular.validation import validate_schema
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from annotation.corpus.models import CorpusImport, Document, Membership, Project, Role
from tests.factories import (
    DocumentFactory,
    LabelFactory,
    MembershipFactory,
    ProjectFactory,
    SpanFactory,
    UserFactory,
)

pytestmark = pytest.mark.django_db

GOOD_LINE = '{"id": 1, "text": "Anna Berg lives in Lund.", "label": [[0, 9, "PERSON"]]}'
BAD_JSONL = GOOD_LINE + "\n{broken\n"


@pytest.fixture
def lead_membership() -> Membership:
    return MembershipFactory(project=ProjectFactory(name="Mail"), role=Role.LEAD)


@pytest.fixture
def project(lead_membership) -> Project:
    return lead_membership.project


@pytest.fixture
def api(lead_membership) -> APIClient:
    client = APIClient()
    client.force_authenticate(lead_membership.user)
    return client


def test_token_is_obtained_with_password_and_authenticates(project, lead_membership):
    user = lead_membership.user
    anonymous = APIClient()
    response = anonymous.post(
        "/api/auth/token/", {"username": user.username, "password": "pw"}, format="json"
    )
    assert response.status_code == 200
    token = response.json()["token"]
    assert Token.objects.get(user=user).key == token
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    response = client.get("/api/projects/")
    assert response.status_code == 200
    assert [p["name"] for p in response.json()] == ["Mail"]
    assert response.json()[0]["role"] == "lead"


def test_token_refused_for_wrong_password(lead_membership):
    response = APIClient().post(
        "/api/auth/token/",
        {"username": lead_membership.user.username, "password": "bad"},
        format="json",
    )
    assert response.status_code == 400


def test_invalid_token_is_401(project):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION="Token not-a-token")
    assert client.get("/api/projects/").status_code == 401


def test_session_auth_works_for_the_api(client, lead_membership):
    client.force_login(lead_membership.user)
    assert client.get("/api/projects/").status_code == 200


def test_lead_creates_project_through_api(api, lead_membership):
    response = api.post(
        "/api/projects/", {"name": "Swedish", "language": "sv"}, format="json"
    )
    assert response.status_code == 201
    body = response.json()
    assert body["name"] == "Swedish" and body["role"] == "lead"
    assert Project.objects.get(name="Swedish").memberships.get().user == (
        lead_membership.user
    )


def test_project_create_validates_input(api, project):
    response = api.post("/api/projects/", {"name": "Mail"}, format="json")
    assert response.status_code == 400
    assert "name" in response.json()
    response = api.post(
        "/api/projects/", {"name": "X", "language": "de"}, format="json"
    )
    assert response.status_code == 400


def test_annotator_only_user_cannot_create_project_through_api():
    client = APIClient()
    client.force_authenticate(MembershipFactory(role=Role.ANNOTATOR).user)
    response = client.post("/api/projects/", {"name": "X"}, format="json")
    assert response.status_code == 403
    assert not Project.objects.filter(name="X").exists()


def test_project_detail_counts(api, project):
    SpanFactory(document=DocumentFactory(project=project))
    body = api.get(f"/api/projects/{project.pk}/").json()
    assert body["documents"] == 1 and body["spans"] == 1 and body["labels"] == 1
    assert body["members"] == 1 and body["language"] == "en"


def test_members_add_change_and_remove(api, project):
    UserFactory(username="carl")
    response = api.post(
        f"/api/projects/{project.pk}/members/",
        {"username": "carl", "role": "annotator"},
        format="json",
    )
    assert response.status_code == 201
    member_id = response.json()["id"]
    response = api.patch(
        f"/api/projects/{project.pk}/members/{member_id}/",
        {"role": "lead"},
        format="json",
    )
    assert response.json()["role"] == "lead"
    listed = api.get(f"/api/projects/{project.pk}/members/").json()
    assert sorted(m["username"] for m in listed) == sorted(
        ["carl", project.memberships.exclude(user__username="carl").get().user.username]
    )
    response = api.delete(f"/api/projects/{project.pk}/members/{member_id}/")
    assert response.status_code == 204
    assert not project.memberships.filter(user__username="carl").exists()


def test_members_add_unknown_user_is_400(api, project):
    response = api.post(
        f"/api/projects/{project.pk}/members/", {"username": "ghost"}, format="json"
    )
    assert response.status_code == 400
    assert "username" in response.json()


def test_last_lead_cannot_be_removed_or_demoted_through_api(api, lead_membership):
    url = f"/api/projects/{lead_membership.project_id}/members/{lead_membership.pk}/"
    assert api.delete(url).status_code == 400
    response = api.patch(url, {"role": "annotator"}, format="json")
    assert response.status_code == 400
    assert "needs a lead" in json.dumps(response.json())
    lead_membership.refresh_from_db()
    assert lead_membership.role == Role.LEAD


def test_labels_list_and_category_update(api, project):
    label = LabelFactory(project=project, name="geographic", category="MISC")
    listed = api.get(f"/api/projects/{project.pk}/labels/").json()
    assert listed == [
        {"id": label.pk, "name": "geographic", "category": "MISC", "span_count": 0}
    ]
    url = f"/api/projects/{project.pk}/labels/{label.pk}/"
    response = api.patch(url, {"category": "LOC"}, format="json")
    assert response.status_code == 200
    label.refresh_from_db()
    assert label.category == "LOC"
    assert api.patch(url, {"category": "NOPE"}, format="json").status_code == 400


def test_documents_list_is_paginated_and_searchable(api, project):
    for n in range(3):
        DocumentFactory(project=project, external_id=f"mail-{n}")
    DocumentFactory(project=project, external_id="memo-1")
    url = f"/api/projects/{project.pk}/documents/"
    body = api.get(url, {"page_size": 2}).json()
    assert body["count"] == 4 and len(body["results"]) == 2 and body["next"]
    body = api.get(url, {"page_size": 2, "page": 2}).json()
    assert [d["external_id"] for d in body["results"]] == ["mail-2", "memo-1"]
    body = api.get(f"/api/projects/{project.pk}/documents/", {"q": "memo"}).json()
    assert [d["external_id"] for d in body["results"]] == ["memo-1"]


def test_document_detail_includes_spans(api, project):
    document = DocumentFactory(project=project, metadata={"a": 1}, comments=["c"])
    SpanFactory(document=document, annotator="ann", entity="e1", duplicate=True)
    body = api.get(f"/api/documents/{document.pk}/").json()
    assert body["text"] == "Anna Berg lives in Lund."
    assert body["metadata"] == {"a": 1} and body["comments"] == ["c"]
    [span] = body["spans"]
    assert span["text"] == "Anna Berg" and span["label"] == "PERSON"
    assert span["annotator"] == "ann" and span["entity"] == "e1"
    assert span["flags"] == ["duplicate"]


def test_import_refuses_bad_file_with_per_line_report(api, project):
    upload = SimpleUploadedFile("mail.jsonl", BAD_JSONL.encode())
    response = api.post(
        f"/api/projects/{project.pk}/import/", {"file": upload}, format="multipart"
    )
    assert response.status_code == 400
    report = response.json()
    assert report["imported"] is False
    assert [(e["file"], e["line"]) for e in report["errors"]] == [("mail.jsonl", 2)]
    assert not Document.objects.filter(project=project).exists()


def test_import_accepts_good_file(api, project):
    upload = SimpleUploadedFile("mail.jsonl", (GOOD_LINE + "\n").encode())
    response = api.post(
        f"/api/projects/{project.pk}/import/",
        {"file": upload, "format": "doccano"},
        format="multipart",
    )
    assert response.status_code == 201
    report = response.json()
    assert report["imported"] is True
    assert (report["documents"], report["spans"]) == (1, 1)
    assert project.documents.get().spans.get().label.name == "PERSON"
    assert CorpusImport.objects.get(project=project).user is not None


def test_import_with_a_label_file_maps_numeric_label_ids(api, project):
    record = {"id": 9, "text": "Hi Bo", "labels": [[3, 5, 3]]}
    response = api.post(
        f"/api/projects/{project.pk}/import/",
        {
            "file": SimpleUploadedFile("c.jsonl", json.dumps(record).encode()),
            "labels": SimpleUploadedFile("labels.json", b'{"3": "PER"}'),
        },
        format="multipart",
    )
    assert response.status_code == 201, response.json()
    assert project.documents.get().spans.get().label.name == "PER"
    bad = api.post(
        f"/api/projects/{project.pk}/import/",
        {
            "file": SimpleUploadedFile("c.jsonl", json.dumps(record).encode()),
            "labels": SimpleUploadedFile("labels.json", b"{oops"),
        },
        format="multipart",
    )
    assert bad.status_code == 400
    assert bad.json()["errors"][0]["file"] == "labels.json"


def test_import_with_skip_invalid_imports_valid_records(api, project):
    upload = SimpleUploadedFile("mail.jsonl", BAD_JSONL.encode())
    response = api.post(
        f"/api/projects/{project.pk}/import/",
        {"file": upload, "skip_invalid": "true"},
        format="multipart",
    )
    assert response.status_code == 201
    assert response.json()["errors"][0]["line"] == 2
    assert project.documents.count() == 1


def test_import_rejects_unknown_file_type(api, project):
    upload = SimpleUploadedFile("mail.csv", b"a,b\n")
    response = api.post(
        f"/api/projects/{project.pk}/import/", {"file": upload}, format="multipart"
    )
    assert response.status_code == 400
    assert "file" in response.json()


def test_export_returns_the_file(api, project):
    api.post(
        f"/api/projects/{project.pk}/import/",
        {"file": SimpleUploadedFile("m.jsonl", (GOOD_LINE + "\n").encode())},
        format="multipart",
    )
    response = api.get(
        f"/api/projects/{project.pk}/export/", {"export_format": "doccano"}
    )
    assert response.status_code == 200
    assert "attachment" in response["Content-Disposition"]
    record = json.loads(b"".join(response.streaming_content).decode().splitlines()[0])
    assert record["text"] == "Anna Berg lives in Lund."
    response = api.get(
        f"/api/projects/{project.pk}/export/",
        {"export_format": "tab"},
        HTTP_ACCEPT="application/octet-stream",
    )
    assert response.status_code == 200
    assert json.loads(b"".join(response.streaming_content))[0]["text"].startswith(
        "Anna"
    )


def test_export_requires_a_known_format(api, project):
    response = api.get(f"/api/projects/{project.pk}/export/", {"export_format": "x"})
    assert response.status_code == 400


def test_schema_is_valid_openapi_and_lists_the_import_endpoint(api):
    response = api.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert response.status_code == 200
    schema = json.loads(response.content)
    validate_schema(schema)  # raises on an invalid OpenAPI document
    operation = schema["paths"]["/api/projects/{id}/import/"]["post"]
    assert operation["operationId"] == "corpus_import"
    assert "multipart/form-data" in operation["requestBody"]["content"]
    assert {"201", "400"} <= set(operation["responses"])
    assert "/api/auth/token/" in schema["paths"]
    security = {name for item in operation["security"] for name in item}
    assert {"tokenAuth", "cookieAuth"} <= security
