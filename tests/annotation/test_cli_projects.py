"""A project made from the command line has someone who sees it on the web.

``import_corpus --lead``, ``add_member``, and superusers, who see and manage every
project through the one access selector while everybody else's rules stay as they were.
"""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import Client
from django.urls import reverse
from rest_framework.test import APIClient

from annotation.corpus.models import ActivityLog, Membership, Project, Role
from annotation.corpus.selectors import project_list_for_user
from tests.annotation.import_helpers import write_jsonl
from tests.factories import MembershipFactory, ProjectFactory, UserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    return write_jsonl(
        tmp_path / "c.jsonl",
        [{"id": 1, "text": "Anna lives here.", "label": [[0, 4, "PER"]]}],
    )


def _client(user=None) -> Client:
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


def test_import_with_lead_makes_the_user_lead_who_then_sees_the_project(
    corpus: Path,
) -> None:
    admin = UserFactory(username="admin")

    call_command(
        "import_corpus", str(corpus), "--project", "Cases", "--lead", "admin",
        stdout=StringIO(), stderr=StringIO(),
    )  # fmt: skip

    project = Project.objects.get(name="Cases")
    assert Membership.objects.get(project=project).user == admin
    assert Membership.objects.get(project=project).role == Role.LEAD
    page = _client(admin).get(reverse("annotation:project-detail", args=[project.pk]))
    assert page.status_code == 200
    log = ActivityLog.objects.get(project=project, action="member_set")
    assert log.details == {
        "account": "admin", "role": "lead", "was": None, "via": "command"
    }  # fmt: skip


def test_import_with_an_unknown_lead_imports_nothing(corpus: Path) -> None:
    with pytest.raises(CommandError, match="No user 'nobody' for --lead"):
        call_command(
            "import_corpus", str(corpus), "--project", "Cases", "--lead", "nobody",
            stdout=StringIO(),
        )  # fmt: skip
    assert not Project.objects.exists()


def test_import_without_lead_says_who_sees_the_project_and_how_to_add_one(
    corpus: Path,
) -> None:
    out = StringIO()
    call_command(
        "import_corpus", str(corpus), "--project", "Cases", "--json",
        stdout=out, stderr=StringIO(),
    )  # fmt: skip
    text = out.getvalue()
    assert "has no members, so only superusers see it" in text
    assert "manage.py add_member --project 'Cases' --user USERNAME --role lead" in text
    # --json's report stays the last line.
    assert text.strip().splitlines()[-1].startswith("{")


def test_add_member_adds_and_changes_roles_and_logs_each_change() -> None:
    project = ProjectFactory(name="Cases")
    user = UserFactory(username="anna")
    out = StringIO()

    call_command(
        "add_member", "--project", "Cases", "--user", "anna", "--role", "annotator",
        stdout=out,
    )  # fmt: skip
    call_command(
        "add_member", "--project", "Cases", "--user", "anna", "--role", "lead",
        stdout=out,
    )  # fmt: skip

    assert Membership.objects.get(project=project, user=user).role == Role.LEAD
    assert "anna is lead of 'Cases'." in out.getvalue()
    log = ActivityLog.objects.filter(project=project, action="member_set")
    assert [
        (e.details["role"], e.details["was"], e.user) for e in log.order_by("id")
    ] == [
        ("annotator", None, None),
        ("lead", "annotator", None),
    ]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ("--project", "Nope", "--user", "anna", "--role", "lead"),
            "No project 'Nope'",
        ),
        (
            ("--project", "Cases", "--user", "nobody", "--role", "lead"),
            "No user 'nobody'",
        ),
        (
            ("--project", "Cases", "--user", "anna", "--role", "boss"),
            "Unknown role 'boss'; use one of: lead, annotator",
        ),
    ],
)
def test_add_member_refuses_unknown_projects_users_and_roles(args, message) -> None:
    ProjectFactory(name="Cases")
    UserFactory(username="anna")
    with pytest.raises(CommandError, match=message):
        call_command("add_member", *args, stdout=StringIO())


def test_add_member_never_demotes_the_last_lead() -> None:
    project = ProjectFactory(name="Cases")
    lead = MembershipFactory(project=project, role=Role.LEAD).user
    with pytest.raises(CommandError, match="A project needs a lead"):
        call_command(
            "add_member", "--project", "Cases", "--user", lead.username,
            "--role", "annotator", stdout=StringIO(),
        )  # fmt: skip


def test_member_changes_on_the_web_and_api_are_in_the_activity_log() -> None:
    project = ProjectFactory()
    lead = MembershipFactory(project=project, role=Role.LEAD).user
    UserFactory(username="web-user")
    UserFactory(username="api-user")
    _client(lead).post(
        reverse("annotation:member-add", args=[project.pk]),
        {"username": "web-user", "role": "annotator"},
    )
    api = APIClient()
    api.force_authenticate(lead)
    api.post(
        f"/api/projects/{project.pk}/members/",
        {"username": "api-user", "role": "annotator"},
        format="json",
    )
    rows = ActivityLog.objects.filter(project=project, action="member_set")
    assert sorted((r.details["account"], r.details["via"], r.user) for r in rows) == [
        ("api-user", "api", lead),
        ("web-user", "web", lead),
    ]


# --- Superusers see every project; nobody else gains anything ------------------------


@pytest.fixture
def memberless() -> Project:
    return ProjectFactory(name="From the command line")


def _project_pages(project: Project) -> list[str]:
    return [
        reverse("annotation:project-detail", args=[project.pk]),
        reverse("annotation:member-list", args=[project.pk]),
        reverse("annotation:corpus-upload", args=[project.pk]),
    ]


def test_a_superuser_sees_and_manages_a_project_without_members(memberless) -> None:
    admin = UserFactory(is_superuser=True, is_staff=True)
    client = _client(admin)
    for url in _project_pages(memberless):
        assert client.get(url).status_code == 200, url
    assert list(project_list_for_user(admin)) == [memberless]
    assert project_list_for_user(admin).get().user_role == Role.LEAD
    api = APIClient()
    api.force_authenticate(admin)
    assert api.get(f"/api/projects/{memberless.pk}/").status_code == 200


def test_a_lead_of_another_project_and_anonymous_visitors_still_get_nothing(
    memberless,
) -> None:
    other_lead = MembershipFactory(role=Role.LEAD).user
    staff = UserFactory(is_staff=True)  # staff but not superuser: no more than others
    for url in _project_pages(memberless):
        assert _client(other_lead).get(url).status_code == 404, url
        assert _client(staff).get(url).status_code == 404, url
        anonymous = _client().get(url)
        assert (
            anonymous.status_code == 302 and "/accounts/login/" in anonymous["Location"]
        )
    assert list(project_list_for_user(other_lead)) == [
        other_lead.memberships.get().project
    ]
    api = APIClient()
    api.force_authenticate(other_lead)
    assert api.get(f"/api/projects/{memberless.pk}/").status_code == 404
    assert APIClient().get(f"/api/projects/{memberless.pk}/").status_code in (401, 403)


def test_an_annotator_who_is_no_superuser_still_gets_403_on_lead_pages() -> None:
    project = ProjectFactory()
    annotator = MembershipFactory(project=project, role=Role.ANNOTATOR).user
    url = reverse("annotation:member-list", args=[project.pk])
    assert _client(annotator).get(url).status_code == 403
