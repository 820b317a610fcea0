"""Who may see and do what: non-members get 404 everywhere, annotators 403 on lead-only
actions, anonymous visitors are sent to log in (pages) or get 401 (API)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from django.core.exceptions import PermissionDenied
from django.http import Http404
from django.urls import reverse
from rest_framework.test import APIClient

from annotation.corpus import selectors
from annotation.corpus.models import CorpusImport, Role
from tests.factories import (
    DocumentFactory,
    LabelFactory,
    MembershipFactory,
    ProjectFactory,
    SpanFactory,
    UserFactory,
)

pytestmark = pytest.mark.django_db


@dataclass
class World:
    project: object
    lead: object
    annotator: object
    outsider: object
    document: object
    label: object
    annotator_membership: object
    corpus_import: object


@pytest.fixture
def world() -> World:
    project = ProjectFactory(name="Secret corpus")
    lead = MembershipFactory(project=project, role=Role.LEAD).user
    annotator_membership = MembershipFactory(project=project, role=Role.ANNOTATOR)
    outsider = UserFactory()
    # The outsider leads another project: being a lead somewhere grants nothing here.
    MembershipFactory(user=outsider, role=Role.LEAD)
    document = DocumentFactory(project=project)
    span = SpanFactory(document=document)
    corpus_import = CorpusImport.objects.create(
        project=project, filename="a.jsonl", format="doccano", status="imported"
    )
    return World(
        project=project,
        lead=lead,
        annotator=annotator_membership.user,
        outsider=outsider,
        document=document,
        label=span.label,
        annotator_membership=annotator_membership,
        corpus_import=corpus_import,
    )


def page_urls(w: World) -> dict[str, tuple[str, str, bool]]:
    """name -> (method, url, lead_only)"""
    p = w.project.pk
    m = w.annotator_membership.pk
    return {
        "project-detail": (
            "get",
            reverse("annotation:project-detail", args=[p]),
            False,
        ),
        "label-list": ("get", reverse("annotation:label-list", args=[p]), False),
        "label-update": (
            "post",
            reverse("annotation:label-update", args=[p, w.label.pk]),
            True,
        ),
        "member-list": ("get", reverse("annotation:member-list", args=[p]), True),
        "member-add": ("post", reverse("annotation:member-add", args=[p]), True),
        "member-update": (
            "post",
            reverse("annotation:member-update", args=[p, m]),
            True,
        ),
        "member-remove": (
            "post",
            reverse("annotation:member-remove", args=[p, m]),
            True,
        ),
        "corpus-upload": ("get", reverse("annotation:corpus-upload", args=[p]), True),
        "corpus-upload-post": (
            "post",
            reverse("annotation:corpus-upload", args=[p]),
            True,
        ),
        "import-detail": (
            "get",
            reverse("annotation:import-detail", args=[p, w.corpus_import.pk]),
            False,
        ),
        "corpus-export": (
            "get",
            reverse("annotation:corpus-export", args=[p]) + "?format=doccano",
            True,
        ),
        "document-detail": (
            "get",
            reverse("annotation:document-detail", args=[w.document.pk]),
            False,
        ),
    }


def api_urls(w: World) -> dict[str, tuple[str, str, bool]]:
    p = w.project.pk
    m = w.annotator_membership.pk
    return {
        "project-detail": ("get", f"/api/projects/{p}/", False),
        "member-list": ("get", f"/api/projects/{p}/members/", True),
        "member-add": ("post", f"/api/projects/{p}/members/", True),
        "member-change": ("patch", f"/api/projects/{p}/members/{m}/", True),
        "member-remove": ("delete", f"/api/projects/{p}/members/{m}/", True),
        "label-list": ("get", f"/api/projects/{p}/labels/", False),
        "label-update": ("patch", f"/api/projects/{p}/labels/{w.label.pk}/", True),
        "document-list": ("get", f"/api/projects/{p}/documents/", False),
        "document-detail": ("get", f"/api/documents/{w.document.pk}/", False),
        "import": ("post", f"/api/projects/{p}/import/", True),
        "export": ("get", f"/api/projects/{p}/export/?export_format=doccano", True),
    }


PAGE_NAMES = [
    "project-detail",
    "label-list",
    "label-update",
    "member-list",
    "member-add",
    "member-update",
    "member-remove",
    "corpus-upload",
    "corpus-upload-post",
    "import-detail",
    "corpus-export",
    "document-detail",
]
API_NAMES = [
    "project-detail",
    "member-list",
    "member-add",
    "member-change",
    "member-remove",
    "label-list",
    "label-update",
    "document-list",
    "document-detail",
    "import",
    "export",
]


@pytest.mark.parametrize("name", PAGE_NAMES)
def test_non_member_gets_404_on_every_project_page(client, world, name):
    method, url, _ = page_urls(world)[name]
    client.force_login(world.outsider)
    response = getattr(client, method)(url)
    assert response.status_code == 404
    assert "Secret corpus" not in response.content.decode()


@pytest.mark.parametrize("name", PAGE_NAMES)
def test_anonymous_visitor_is_sent_to_log_in(client, world, name):
    method, url, _ = page_urls(world)[name]
    response = getattr(client, method)(url)
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))


@pytest.mark.parametrize("name", [n for n in PAGE_NAMES if n != "corpus-upload-post"])
def test_annotator_gets_403_on_lead_only_pages_and_in_on_the_rest(client, world, name):
    method, url, lead_only = page_urls(world)[name]
    client.force_login(world.annotator)
    response = getattr(client, method)(url)
    assert response.status_code == (403 if lead_only else 200)


def test_annotator_cannot_upload(client, world, tmp_path):
    client.force_login(world.annotator)
    url = reverse("annotation:corpus-upload", args=[world.project.pk])
    path = tmp_path / "x.jsonl"
    path.write_text('{"id": 9, "text": "Eve", "label": [[0, 3, "PERSON"]]}\n')
    with path.open("rb") as handle:
        response = client.post(url, {"file": handle, "format": "auto"})
    assert response.status_code == 403
    assert world.project.documents.count() == 1


def test_annotator_does_not_see_lead_actions_on_project_page(client, world):
    client.force_login(world.annotator)
    html = client.get(reverse("annotation:project-detail", args=[world.project.pk]))
    html = html.content.decode()
    assert reverse("annotation:corpus-upload", args=[world.project.pk]) not in html
    assert reverse("annotation:member-list", args=[world.project.pk]) not in html


def test_lead_sees_lead_actions_on_project_page(client, world):
    client.force_login(world.lead)
    html = client.get(reverse("annotation:project-detail", args=[world.project.pk]))
    html = html.content.decode()
    assert reverse("annotation:corpus-upload", args=[world.project.pk]) in html
    assert reverse("annotation:corpus-export", args=[world.project.pk]) in html


def test_project_list_shows_only_the_users_projects(client, world):
    client.force_login(world.outsider)
    html = client.get(reverse("annotation:project-list")).content.decode()
    assert "Secret corpus" not in html
    client.force_login(world.annotator)
    html = client.get(reverse("annotation:project-list")).content.decode()
    assert "Secret corpus" in html


@pytest.mark.parametrize("name", API_NAMES)
def test_api_non_member_gets_404_on_every_endpoint(world, name):
    method, url, _ = api_urls(world)[name]
    api = APIClient()
    api.force_authenticate(world.outsider)
    response = getattr(api, method)(url, {}, format="json")
    assert response.status_code == 404


@pytest.mark.parametrize("name", API_NAMES)
def test_api_annotator_gets_403_on_lead_only_endpoints(world, name):
    method, url, lead_only = api_urls(world)[name]
    api = APIClient()
    api.force_authenticate(world.annotator)
    response = getattr(api, method)(url)
    if lead_only:
        assert response.status_code == 403
    else:
        assert response.status_code == 200


@pytest.mark.parametrize("name", API_NAMES)
def test_api_requires_authentication(world, name):
    method, url, _ = api_urls(world)[name]
    response = getattr(APIClient(), method)(url)
    assert response.status_code == 401


def test_api_project_list_hides_other_projects(world):
    api = APIClient()
    api.force_authenticate(world.outsider)
    names = [p["name"] for p in api.get("/api/projects/").json()]
    assert "Secret corpus" not in names
    assert len(names) == 1


def test_selector_raises_404_for_non_member_and_403_for_low_role(world):
    with pytest.raises(Http404):
        selectors.project_get_for_user(world.outsider, world.project.pk)
    with pytest.raises(PermissionDenied):
        selectors.project_get_for_user(world.annotator, world.project.pk, Role.LEAD)
    project = selectors.project_get_for_user(world.lead, world.project.pk, Role.LEAD)
    assert project.user_role == Role.LEAD


def test_document_selector_applies_project_rules(world):
    with pytest.raises(Http404):
        selectors.document_get_for_user(world.outsider, world.document.pk)
    document = selectors.document_get_for_user(world.annotator, world.document.pk)
    assert document.project.user_role == Role.ANNOTATOR


def test_lead_label_of_other_project_is_not_reachable_through_this_one(client, world):
    other_label = LabelFactory(project=ProjectFactory(), name="X")
    client.force_login(world.lead)
    url = reverse("annotation:label-update", args=[world.project.pk, other_label.pk])
    response = client.post(url, {"category": "LOC"})
    assert response.status_code == 404
    other_label.refresh_from_db()
    assert other_label.category == "PERSON"
