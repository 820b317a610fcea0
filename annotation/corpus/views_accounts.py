"""Letting new people in from the members page: accounts and invite links.

A lead makes an account (it is a member at once; its owner sets a password through a
single-use link) or an invite link (the person chooses a username and a password, or
joins with the account they are signed in with). The link page is open to anyone
holding the link, and says nothing of the project until the link is used.
"""

from __future__ import annotations

from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.forms import Form
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_POST

from annotation.corpus import selectors
from annotation.corpus.forms import (
    AccountCreateForm,
    InviteAcceptForm,
    InviteCreateForm,
)
from annotation.corpus.models import Invite, Role
from annotation.corpus.services_people import (
    InviteUnusable,
    account_create,
    invite_accept,
    invite_create,
    invite_get,
    invite_revoke,
)
from annotation.corpus.views import _member_list_page
from pseudoweb.http import AppRequest


def _absolute_link(request: AppRequest, token: str) -> str:
    return request.build_absolute_uri(reverse("annotation:invite-accept", args=[token]))


@require_POST
@login_required
@never_cache
def member_account_create(request: AppRequest, pk: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    form = AccountCreateForm(request.POST)
    if form.is_valid():
        try:
            user, invite, token = account_create(
                project=project,
                created_by=request.user,
                username=form.cleaned_data["username"],
                email=form.cleaned_data["email"],
                role=form.cleaned_data["role"],
            )
        except ValidationError as exc:
            _form_errors(form, exc)
        else:
            created = {
                "kind": "account",
                "username": user.get_username(),
                "role": invite.role,
                "link": _absolute_link(request, token),
                "expires_at": invite.expires_at,
            }
            return _member_list_page(
                request, project=project, created=created, status=201
            )
    return _member_list_page(request, project=project, account_form=form, status=400)


@require_POST
@login_required
@never_cache
def member_invite_create(request: AppRequest, pk: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    form = InviteCreateForm(request.POST)
    if form.is_valid():
        try:
            invite, token = invite_create(
                project=project,
                created_by=request.user,
                role=form.cleaned_data["role"],
                days=form.cleaned_data["days"],
                email=form.cleaned_data["email"],
            )
        except ValidationError as exc:
            _form_errors(form, exc)
        else:
            created = {
                "kind": "invite",
                "role": invite.role,
                "link": _absolute_link(request, token),
                "expires_at": invite.expires_at,
            }
            return _member_list_page(
                request, project=project, created=created, status=201
            )
    return _member_list_page(request, project=project, invite_form=form, status=400)


@require_POST
@login_required
def member_invite_revoke(request: AppRequest, pk: int, invite_id: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    invite = get_object_or_404(Invite, project=project, pk=invite_id)
    invite_revoke(invite=invite, user=request.user)
    return redirect("annotation:member-list", pk=project.pk)


@never_cache
def invite_accept_page(request: AppRequest, token: str) -> HttpResponse:
    """The page behind a link: set a password, or choose a username and password, or
    join as the signed-in user. Nothing of the project shows before that."""
    if request.method not in ("GET", "POST"):
        return HttpResponse(status=405, headers={"Allow": "GET, POST"})
    try:
        invite = invite_get(token)
    except Invite.DoesNotExist:
        raise Http404("No such link.") from None
    except InviteUnusable as exc:
        return _respond(
            request, "corpus/invite_accept.html", {"unusable": exc.reason}, 410
        )
    signed_in = request.user if request.user.is_authenticated else None
    # A signed-in user may join with their account, unless the link sets the password
    # of an account made for someone.
    can_join = signed_in is not None and invite.user is None
    form = InviteAcceptForm(needs_username=invite.user is None)
    status = 200
    if request.method == "POST":
        joining = can_join and request.POST.get("action") == "join"
        form = InviteAcceptForm(
            None if joining else request.POST, needs_username=invite.user is None
        )
        if joining or form.is_valid():
            data = form.cleaned_data if not joining else {}
            try:
                member = invite_accept(
                    token=token,
                    password=data.get("password1", ""),
                    username=data.get("username", ""),
                    user=signed_in if joining else None,
                )
            except InviteUnusable as exc:
                return _respond(
                    request,
                    "corpus/invite_accept.html",
                    {"unusable": exc.reason},
                    410,
                )
            except ValidationError as exc:
                _form_errors(form, exc)
            else:
                if member != request.user:
                    login(
                        request,
                        member,
                        backend="django.contrib.auth.backends.ModelBackend",
                    )
                return redirect("annotation:project-detail", pk=invite.project_id)
        status = 400
    context = {
        "form": form,
        "role": invite.get_role_display(),
        "account": invite.user.get_username() if invite.user else "",
        "can_join": can_join,
        "signed_in": signed_in,
        "expires_at": invite.expires_at,
    }
    return _respond(request, "corpus/invite_accept.html", context, status)


def _respond(
    request: AppRequest, template: str, context: dict, status: int
) -> HttpResponse:
    response = render(request, template, context, status=status)
    # The token is in the address: never hand it on to another site.
    response["Referrer-Policy"] = "no-referrer"
    return response


def _form_errors(form: Form, exc: ValidationError) -> None:
    """A service's errors on the form: by field where it has one; errors without a
    field are the password validators' (the only ones a service raises bare)."""
    if hasattr(exc, "error_dict"):
        for field, errors in exc.message_dict.items():
            target = field if field in form.fields else None
            for message in errors:
                form.add_error(target, message)
    else:
        target = "password1" if "password1" in form.fields else None
        for message in exc.messages:
            form.add_error(target, message)
