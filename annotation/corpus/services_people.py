"""Writes about people and project set-up: projects, memberships, label categories.

Kept apart from ``services.py`` (corpus import/export) so the two can grow without
stepping on each other. Callers check access first (``annotation.corpus.selectors``);
these functions enforce the rules that hold whoever calls them.
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from annotation.corpus.models import (
    ActivityLog,
    Category,
    Document,
    Invite,
    Label,
    Language,
    Membership,
    Project,
    Role,
)

if TYPE_CHECKING:
    from django.contrib.auth.models import User


@transaction.atomic
def project_create(
    *,
    name: str,
    user: User | None,
    language: str = Language.ENGLISH,
    description: str = "",
) -> Project:
    """Create a project; its creator (if any) becomes its first lead."""
    project = Project(name=name.strip(), language=language, description=description)
    project.full_clean()
    project.save()
    if user is not None:
        Membership.objects.create(project=project, user=user, role=Role.LEAD)
    return project


def _lock_memberships(project: Project) -> list[Membership]:
    # Two leads demoting each other at once must not leave the project with none:
    # lock the rows (PostgreSQL); SQLite's IMMEDIATE transactions serialise writers.
    return list(Membership.objects.select_for_update().filter(project=project))


@transaction.atomic
def membership_set(
    *,
    project: Project,
    user: User,
    role: str,
    by: User | None = None,
    via: str = "",
) -> Membership:
    """Add ``user`` with ``role``, or change their role; never drop the last lead.

    With ``via`` (``web``, ``api``, ``command``) the change is a row of the project's
    activity log, by ``by`` (None: the command line). Invites and accounts leave
    ``via`` empty: they log themselves (``invite_accept``, ``account_create``).
    """
    if role not in Role.values:
        raise ValidationError({"role": f"Unknown role {role!r}."})
    memberships = _lock_memberships(project)
    current = next((m for m in memberships if m.user_id == user.pk), None)
    if current is None:
        membership = Membership.objects.create(project=project, user=user, role=role)
        _log_membership(membership, by=by, via=via, was=None)
        return membership
    leads = [m for m in memberships if m.role == Role.LEAD]
    if current.role == Role.LEAD and role != Role.LEAD and len(leads) == 1:
        raise ValidationError("A project needs a lead: make someone else lead first.")
    if current.role != role:
        was = current.role
        current.role = role
        current.save(update_fields=["role"])
        _log_membership(current, by=by, via=via, was=was)
    return current


def _log_membership(
    membership: Membership, *, by: User | None, via: str, was: str | None
) -> None:
    if not via:
        return
    ActivityLog.objects.create(
        project=membership.project,
        user=by,
        action="member_set",
        details={
            "account": membership.user.get_username(),
            "role": membership.role,
            "was": was,
            "via": via,
        },
    )


@transaction.atomic
def membership_adjudicator_set(
    *, membership: Membership, adjudicator: bool, by: User | None, via: str = "web"
) -> Membership:
    """Let a member settle the differences between curators (issue 23), or stop;
    a change is a row of the activity log (``team.adjudicator``)."""
    if membership.adjudicator != adjudicator:
        membership.adjudicator = adjudicator
        membership.save(update_fields=["adjudicator"])
        ActivityLog.objects.create(
            project_id=membership.project_id,
            user=by,
            action="team.adjudicator",
            details={
                "account": membership.user.get_username(),
                "adjudicator": adjudicator,
                "via": via,
            },
        )
    return membership


@transaction.atomic
def membership_remove(*, membership: Membership) -> None:
    """Remove a member; the last lead of a project cannot be removed."""
    memberships = _lock_memberships(membership.project)
    leads = [m for m in memberships if m.role == Role.LEAD]
    if any(m.pk == membership.pk for m in leads) and len(leads) == 1:
        raise ValidationError(
            "A project needs a lead: the last lead cannot be removed."
        )
    Membership.objects.filter(pk=membership.pk).delete()
    # A set-password link made with the account would let them back in.
    Invite.objects.filter(
        project=membership.project,
        user=membership.user_id,
        used_at=None,
        revoked_at=None,
    ).update(revoked_at=timezone.now())


def document_language_set(*, document: Document, language: str) -> Document:
    """Correct a document's language (an import that was unsure, say). Runs made
    before keep what they generated; runs after use the new language."""
    if language not in Language.values:
        raise ValidationError({"language": f"Unknown language {language!r}."})
    if document.language != language:
        document.language = language
        document.save(update_fields=["language"])
    return document


def label_category_set(*, label: Label, category: str) -> Label:
    """Map a project label to the TAB category generators see."""
    if category not in Category.values:
        raise ValidationError({"category": f"Unknown category {category!r}."})
    if label.category != category:
        label.category = category
        label.save(update_fields=["category"])
    return label


# --- Accounts and invites (issue 10) --------------------------------------------------
# A lead lets new people in without Django admin: an account made on the spot with a
# set-password link, or an invite link where the person chooses both. Every link is
# an Invite: single use, expiring, revocable, stored only as a hash of its token.


class InviteUnusable(Exception):
    """The link exists but cannot be used; ``reason`` is what the page says."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def _log(project: Project, user: User | None, action: str, invite: Invite) -> None:
    # Who let whom into the project, kept with the project's other sensitive actions.
    ActivityLog.objects.create(
        project=project,
        user=user,
        action=action,
        details={
            "invite": invite.pk,
            "role": invite.role,
            "account": invite.user.get_username() if invite.user else None,
            "expires_at": invite.expires_at.isoformat(),
        },
    )


def invite_create(
    *,
    project: Project,
    created_by: User | None,
    role: str = Role.ANNOTATOR,
    days: int | None = None,
    email: str = "",
    user: User | None = None,
) -> tuple[Invite, str]:
    """A new link for ``project``; returns the invite and its token (shown once)."""
    if role not in Role.values:
        raise ValidationError({"role": f"Unknown role {role!r}."})
    days = settings.PSEUDOWEB_INVITE_DAYS if days is None else days
    if not 1 <= days <= 90:
        raise ValidationError({"days": "A link lasts from 1 to 90 days."})
    token = secrets.token_urlsafe(32)
    invite = Invite.objects.create(
        project=project,
        role=role,
        token_hash=_token_hash(token),
        user=user,
        email=email,
        created_by=created_by,
        expires_at=timezone.now() + timedelta(days=days),
    )
    _log(project, created_by, "account_create" if user else "invite_create", invite)
    return invite, token


@transaction.atomic
def account_create(
    *,
    project: Project,
    created_by: User | None,
    username: str,
    email: str = "",
    role: str = Role.ANNOTATOR,
    days: int | None = None,
) -> tuple[User, Invite, str]:
    """Make an account that is a member of ``project`` at once, without a password;
    its owner sets one through the returned set-password link (token shown once)."""
    username = username.strip()
    user_model = get_user_model()
    candidate = user_model(username=username, email=email)
    # Checks the name's characters and length, and that it is free (any case).
    candidate.full_clean(exclude=["password"])
    if user_model.objects.filter(username__iexact=username).exists():
        raise ValidationError(
            {"username": f"{username!r} is taken; add them as a member instead."}
        )
    candidate.set_unusable_password()
    candidate.save()
    membership_set(project=project, user=candidate, role=role)
    invite, token = invite_create(
        project=project,
        created_by=created_by,
        role=role,
        days=days,
        email=email,
        user=candidate,
    )
    return candidate, invite, token


def invite_get(token: str) -> Invite:
    """The invite of ``token``: Invite.DoesNotExist when there is none (a 404), and
    InviteUnusable when it was used, revoked or has expired."""
    invite = Invite.objects.select_related("user").get(token_hash=_token_hash(token))
    if invite.used_at is not None:
        raise InviteUnusable("This link has been used already; it works only once.")
    if invite.revoked_at is not None:
        raise InviteUnusable("This link was withdrawn by the person who made it.")
    if invite.expires_at <= timezone.now():
        raise InviteUnusable(
            f"This link expired on {invite.expires_at:%Y-%m-%d %H:%M} UTC."
        )
    return invite


@transaction.atomic
def invite_accept(
    *,
    token: str,
    password: str = "",
    username: str = "",
    user: User | None = None,
) -> User:
    """Use a link once: set the password of the account made for it, or make a new
    account (``username``, ``password``), or let a signed-in ``user`` join; then make
    them a member with the invite's role."""
    # Lock the row, then check it: two tabs submitting one link must not both get in.
    Invite.objects.select_for_update().get(token_hash=_token_hash(token))
    invite = invite_get(token)
    if invite.user is not None:
        member = invite.user
        validate_password(password, member)
        member.set_password(password)
        member.save(update_fields=["password"])
    elif user is not None:
        member = user
    else:
        username = username.strip()
        user_model = get_user_model()
        if user_model.objects.filter(username__iexact=username).exists():
            raise ValidationError({"username": f"{username!r} is taken."})
        member = user_model(username=username, email=invite.email)
        member.full_clean(exclude=["password"])
        validate_password(password, member)
        member.set_password(password)
        member.save()
    current = Membership.objects.filter(project=invite.project, user=member).first()
    # Joining never demotes a lead who opens an annotator's link.
    if current is None or current.role != Role.LEAD:
        membership_set(project=invite.project, user=member, role=invite.role)
    Invite.objects.filter(pk=invite.pk).update(used_at=timezone.now(), used_by=member)
    _log(invite.project, member, "invite_accept", invite)
    return member


def invite_revoke(*, invite: Invite, user: User | None = None) -> None:
    withdrawn = Invite.objects.filter(
        pk=invite.pk, used_at=None, revoked_at=None
    ).update(revoked_at=timezone.now())
    if withdrawn:
        _log(invite.project, user, "invite_withdraw", invite)
