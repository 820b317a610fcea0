"""Writes about people and project set-up: projects, memberships, label categories.

Kept apart from ``annotation/services.py`` (corpus import/export) so the two can grow
without stepping on each other. Callers check access first (``annotation.selectors``);
these functions enforce the rules that hold whoever calls them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.core.exceptions import ValidationError
from django.db import transaction

from annotation.models import Category, Label, Language, Membership, Project, Role

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
def membership_set(*, project: Project, user: User, role: str) -> Membership:
    """Add ``user`` with ``role``, or change their role; never drop the last lead."""
    if role not in Role.values:
        raise ValidationError({"role": f"Unknown role {role!r}."})
    memberships = _lock_memberships(project)
    current = next((m for m in memberships if m.user_id == user.pk), None)
    if current is None:
        return Membership.objects.create(project=project, user=user, role=role)
    leads = [m for m in memberships if m.role == Role.LEAD]
    if current.role == Role.LEAD and role != Role.LEAD and len(leads) == 1:
        raise ValidationError("A project needs a lead: make someone else lead first.")
    if current.role != role:
        current.role = role
        current.save(update_fields=["role"])
    return current


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


def label_category_set(*, label: Label, category: str) -> Label:
    """Map a project label to the TAB category generators see."""
    if category not in Category.values:
        raise ValidationError({"category": f"Unknown category {category!r}."})
    if label.category != category:
        label.category = category
        label.save(update_fields=["category"])
    return label
