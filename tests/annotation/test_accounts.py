"""Accounts and invite links from the members page (issue 10): only a project's leads
make them; a link works once, expires, can be withdrawn, and shows nothing of the
project before it is used."""

from __future__ import annotations

import json
import re
from datetime import timedelta
from urllib.parse import urlsplit

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse
from django.utils import timezone
from rest_framework.test import APIClient

from annotation.corpus.models import ActivityLog, Invite, Membership, Role
from tests.factories import MembershipFactory, ProjectFactory

pytestmark = pytest.mark.django_db

STRONG = "Plover-Quill-2931"


@pytest.fixture
def project():
    return ProjectFactory(name="Secret court cases")


@pytest.fixture
def other_lead():
    return MembershipFactory(project=ProjectFactory(name="Other"), role=Role.LEAD).user


def client_for(user=None) -> Client:
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


def make_account(client: Client, project, **data):
    return client.post(
        reverse("annotation:member-account-create", args=[project.pk]),
        {"username": "newbie", "email": "", "role": "annotator", **data},
    )


def make_invite(client: Client, project, **data):
    return client.post(
        reverse("annotation:member-invite-create", args=[project.pk]),
        {"role": "annotator", "days": "7", "email": "", **data},
    )


def link_in(response) -> str:
    """The path of the link the page shows (once)."""
    match = re.search(
        r'value="(https?://[^"]+/invite/[^"]+/)"', response.content.decode()
    )
    assert match, "no link on the page"
    return urlsplit(match.group(1)).path


def test_lead_makes_an_account_that_joins_at_once_and_gets_a_set_password_link(
    project, lead
) -> None:
    response = make_account(client_for(lead), project, email="n@example.org")

    assert response.status_code == 201
    assert "no-cache" in response["Cache-Control"]
    user = get_user_model().objects.get(username="newbie")
    assert not user.has_usable_password()
    assert Membership.objects.get(project=project, user=user).role == Role.ANNOTATOR
    link = link_in(response)
    # Only a hash is kept: the token in the link is nowhere in the database.
    token = link.rstrip("/").rsplit("/", 1)[1]
    assert not Invite.objects.filter(token_hash=token).exists()

    anonymous = client_for()
    page = anonymous.get(link)
    assert page.status_code == 200
    assert "newbie" in page.content.decode()
    assert project.name not in page.content.decode()
    assert page["Referrer-Policy"] == "no-referrer"

    done = anonymous.post(link, {"password1": STRONG, "password2": STRONG})

    assert done.status_code == 302
    assert done["Location"] == reverse("annotation:project-detail", args=[project.pk])
    user.refresh_from_db()
    assert user.check_password(STRONG)
    assert anonymous.get(done["Location"]).status_code == 200  # signed in


def test_an_invite_link_lets_a_new_person_choose_username_and_password(
    project, lead
) -> None:
    link = link_in(make_invite(client_for(lead), project, role="lead"))
    visitor = client_for()

    page = visitor.get(link)
    assert page.status_code == 200
    body = page.content.decode()
    assert project.name not in body and "court" not in body.lower()
    assert "Choose a username" in body

    done = visitor.post(
        link, {"username": "greta", "password1": STRONG, "password2": STRONG}
    )

    assert done.status_code == 302
    greta = get_user_model().objects.get(username="greta")
    assert Membership.objects.get(project=project, user=greta).role == Role.LEAD
    invite = Invite.objects.get()
    assert invite.used_by == greta and invite.state == "used"


def test_a_used_link_says_so_and_lets_nobody_else_in(project, lead) -> None:
    link = link_in(make_invite(client_for(lead), project))
    client_for().post(
        link, {"username": "a1", "password1": STRONG, "password2": STRONG}
    )

    again = client_for().post(
        link, {"username": "a2", "password1": STRONG, "password2": STRONG}
    )

    assert again.status_code == 410
    assert "used already" in again.content.decode()
    assert not get_user_model().objects.filter(username="a2").exists()


def test_an_expired_link_says_so(project, lead) -> None:
    link = link_in(make_invite(client_for(lead), project))
    Invite.objects.update(expires_at=timezone.now() - timedelta(minutes=1))

    page = client_for().get(link)

    assert page.status_code == 410
    assert "expired" in page.content.decode()
    assert project.name not in page.content.decode()


def test_a_withdrawn_link_says_so(project, lead) -> None:
    client = client_for(lead)
    link = link_in(make_invite(client, project))
    invite = Invite.objects.get()

    client.post(
        reverse("annotation:member-invite-revoke", args=[project.pk, invite.pk])
    )

    page = client_for().get(link)
    assert page.status_code == 410 and "withdrawn" in page.content.decode()


def test_an_unknown_link_is_not_found() -> None:
    assert client_for().get("/invite/not-a-token/").status_code == 404


def test_a_signed_in_user_joins_with_their_account(project, lead, other_lead) -> None:
    link = link_in(make_invite(client_for(lead), project))

    done = client_for(other_lead).post(link, {"action": "join"})

    assert done.status_code == 302
    assert Membership.objects.filter(project=project, user=other_lead).exists()


def test_weak_or_mismatched_passwords_and_taken_names_are_refused(
    project, lead
) -> None:
    client = client_for(lead)
    link = link_in(make_invite(client, project))
    visitor = client_for()

    weak = visitor.post(
        link, {"username": "x1", "password1": "123", "password2": "123"}
    )
    differ = visitor.post(
        link, {"username": "x1", "password1": STRONG, "password2": STRONG + "!"}
    )
    taken = visitor.post(
        link,
        {"username": lead.username.upper(), "password1": STRONG, "password2": STRONG},
    )

    assert weak.status_code == differ.status_code == taken.status_code == 400
    assert "too short" in weak.content.decode()
    assert "differ" in differ.content.decode()
    assert "is taken" in taken.content.decode()
    assert Invite.objects.get().state == "open"
    assert make_account(client, project, username=lead.username).status_code == 400
    bad_name = make_account(client, project, username="no spaces!")
    assert bad_name.status_code == 400
    assert "Enter a valid username" in bad_name.content.decode()
    assert not get_user_model().objects.filter(username="no spaces!").exists()


@pytest.mark.parametrize("who", ["annotator", "other_lead", "anonymous"])
def test_only_the_projects_leads_make_accounts_and_links(project, who, request) -> None:
    user = None if who == "anonymous" else request.getfixturevalue(who)
    client = client_for(user)
    invite = Invite.objects.create(
        project=project, token_hash="x" * 64, expires_at=timezone.now()
    )

    responses = [
        make_account(client, project),
        make_invite(client, project),
        client.post(
            reverse("annotation:member-invite-revoke", args=[project.pk, invite.pk])
        ),
        client.get(reverse("annotation:member-list", args=[project.pk])),
    ]

    expected = {"annotator": 403, "other_lead": 404, "anonymous": 302}[who]
    assert [r.status_code for r in responses] == [expected] * 4
    assert not get_user_model().objects.filter(username="newbie").exists()
    assert Invite.objects.count() == 1
    invite.refresh_from_db()
    assert invite.revoked_at is None


def test_the_members_page_lists_links_without_their_tokens(project, lead) -> None:
    client = client_for(lead)
    link = link_in(make_invite(client, project, email="who@example.org"))

    page = client.get(reverse("annotation:member-list", args=[project.pk]))

    body = page.content.decode()
    assert "who@example.org" in body and "open" in body
    assert link not in body


def test_removing_a_member_withdraws_the_set_password_link_made_for_them(
    project, lead
) -> None:
    client = client_for(lead)
    link = link_in(make_account(client, project))
    membership = Membership.objects.get(user__username="newbie")

    client.post(reverse("annotation:member-remove", args=[project.pk, membership.pk]))

    page = client_for().post(link, {"password1": STRONG, "password2": STRONG})
    assert page.status_code == 410 and "withdrawn" in page.content.decode()
    assert not Membership.objects.filter(
        project=project, user__username="newbie"
    ).exists()


# --- the API --------------------------------------------------------------------------


def api_for(user=None) -> APIClient:
    api = APIClient()
    if user is not None:
        api.force_authenticate(user)
    return api


def test_api_makes_accounts_and_invites_and_lists_them_without_tokens(
    project, lead
) -> None:
    api = api_for(lead)
    base = f"/api/projects/{project.pk}"

    account = api.post(f"{base}/accounts/", {"username": "api-user", "role": "lead"})
    invite = api.post(f"{base}/invites/", {"days": 2, "email": "x@example.org"})

    assert account.status_code == invite.status_code == 201
    made = get_user_model().objects.get(username="api-user")
    assert Membership.objects.get(project=project, user=made).role == Role.LEAD
    assert account.json()["account"] == "api-user"
    link = urlsplit(invite.json()["link"]).path
    listed = api.get(f"{base}/invites/").json()
    assert {i["state"] for i in listed} == {"open"}
    assert "link" not in listed[0] and link not in json.dumps(listed)

    assert api.delete(f"{base}/invites/{invite.json()['id']}/").status_code == 204
    assert client_for().get(link).status_code == 410
    taken = api.post(f"{base}/accounts/", {"username": "API-USER"})
    assert taken.status_code == 400 and "taken" in json.dumps(taken.json())


@pytest.mark.parametrize(
    ("who", "expected"),
    [("annotator", 403), ("other_lead", 404), ("anonymous", 401)],
)
def test_api_accounts_and_invites_are_for_the_projects_leads_only(
    project, who, expected, request
) -> None:
    user = None if who == "anonymous" else request.getfixturevalue(who)
    api = api_for(user)
    invite = Invite.objects.create(
        project=project, token_hash="y" * 64, expires_at=timezone.now()
    )
    base = f"/api/projects/{project.pk}"

    responses = [
        api.post(f"{base}/accounts/", {"username": "sneaky"}),
        api.post(f"{base}/invites/", {}),
        api.get(f"{base}/invites/"),
        api.delete(f"{base}/invites/{invite.pk}/"),
    ]

    assert [r.status_code for r in responses] == [expected] * 4
    assert not get_user_model().objects.filter(username="sneaky").exists()
    assert Invite.objects.count() == 1
    invite.refresh_from_db()
    assert invite.revoked_at is None


def test_who_let_whom_in_is_in_the_projects_activity_log(project, lead) -> None:
    client = client_for(lead)
    make_account(client, project)
    link = link_in(make_invite(client, project))
    client_for().post(
        link, {"username": "late", "password1": STRONG, "password2": STRONG}
    )

    log = list(
        ActivityLog.objects.filter(project=project)
        .order_by("id")
        .values_list("action", "user__username", "details__account")
    )

    assert log == [
        ("account_create", lead.username, "newbie"),
        ("invite_create", lead.username, None),
        ("invite_accept", "late", None),
    ]
