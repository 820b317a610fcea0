"""Reads, with the access checks every door (pages, API, commands) shares.

Access rule: a project is invisible to anyone who is not a member of it, so a
non-member gets 404 (not 403: a 403 would confirm the project exists). A member
whose role is too low for an action gets 403. A superuser sees and manages every
project as its lead (here, and so everywhere): without that, a project imported from
the command line before anyone was made its member would be out of everyone's reach.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from django.core.exceptions import PermissionDenied
from django.db.models import CharField, Count, OuterRef, QuerySet, Subquery, Value
from django.http import Http404

from annotation.corpus.models import (
    CorpusImport,
    Document,
    Invite,
    Label,
    Language,
    Membership,
    Project,
    Role,
    Span,
)

if TYPE_CHECKING:
    from collections.abc import Iterable

    from django.contrib.auth.models import AnonymousUser, User

    AnyUser = User | AnonymousUser


def _role_subquery(user: User) -> Subquery:
    return Subquery(
        Membership.objects.filter(project=OuterRef("pk"), user=user).values("role")[:1]
    )


def project_list_for_user(user: AnyUser) -> QuerySet[Project]:
    """The user's projects, each with ``user_role`` set to the user's role in it.

    A superuser's projects are all of them, each as its lead: this is the one place
    that decides who sees a project, so every page, the API and the commands agree.
    """
    if not user.is_authenticated:
        return Project.objects.none()
    if user.is_superuser:
        return Project.objects.annotate(
            user_role=Value(Role.LEAD.value, output_field=CharField())
        ).order_by("name")
    return (
        Project.objects.filter(memberships__user=user)
        .annotate(user_role=_role_subquery(user))
        .order_by("name")
    )


def project_get_for_user(
    user: AnyUser, pk: int | str, role: str | None = None
) -> Project:
    """The project if ``user`` is a member (404 otherwise) with at least ``role`` (403).

    The returned project carries ``user_role`` so templates and views can show or
    hide lead-only actions without another query.
    """
    if not user.is_authenticated:
        raise Http404("No such project.")
    try:
        project = project_list_for_user(user).get(pk=pk)
    except (Project.DoesNotExist, ValueError, TypeError) as exc:
        raise Http404("No such project.") from exc
    if role == Role.LEAD and not user_is_lead(project=project):
        raise PermissionDenied("Only a lead of this project may do this.")
    return project


def user_is_lead(*, project: Project) -> bool:
    return getattr(project, "user_role", None) == Role.LEAD


def user_can_create_project(user: AnyUser) -> bool:
    """Leads create projects; staff and holders of ``add_project`` create the first.

    Without the bootstrap rule nobody could ever become the first lead.
    """
    if not user.is_authenticated:
        return False
    if user.is_staff or user.has_perm("annotation.add_project"):
        return True
    return Membership.objects.filter(user=user, role=Role.LEAD).exists()


def document_get_for_user(
    user: AnyUser, pk: int | str, role: str | None = None
) -> Document:
    """The document if ``user`` may see its project; same 404/403 rules as projects."""
    try:
        document = Document.objects.get(pk=pk)
    except (Document.DoesNotExist, ValueError, TypeError) as exc:
        raise Http404("No such document.") from exc
    project = project_get_for_user(user, document.project_id, role)
    document.project = project  # keeps user_role for the templates
    return document


def project_counts(*, project: Project) -> dict[str, int]:
    return {
        "documents": Document.objects.filter(project=project).count(),
        "spans": Span.objects.filter(document__project=project).count(),
        "labels": Label.objects.filter(project=project).count(),
        "members": Membership.objects.filter(project=project).count(),
    }


def document_list(*, project: Project, search: str = "") -> QuerySet[Document]:
    documents = Document.objects.filter(project=project).annotate(
        span_count=Count("spans")
    )
    if search:
        documents = documents.filter(external_id__icontains=search.strip())
    return documents.order_by("position", "id")


def document_languages(*, project: Project) -> list[tuple[str, str, int]]:
    """(code, name, documents) of each language the project's documents are in."""
    names = dict(Language.choices)
    rows = (
        Document.objects.filter(project=project)
        .order_by()
        .values_list("language")
        .annotate(n=Count("id"))
    )
    return sorted((code, str(names.get(code, code)), n) for code, n in rows)


def span_list(*, document: Document) -> QuerySet[Span]:
    return Span.objects.filter(document=document).select_related("label")


def label_list(*, project: Project) -> QuerySet[Label]:
    return (
        Label.objects.filter(project=project)
        .annotate(span_count=Count("spans"))
        .order_by("name")
    )


def label_get(*, project: Project, pk: int | str) -> Label:
    try:
        return Label.objects.get(project=project, pk=pk)
    except (Label.DoesNotExist, ValueError, TypeError) as exc:
        raise Http404("No such label.") from exc


def membership_list(*, project: Project) -> QuerySet[Membership]:
    return (
        Membership.objects.filter(project=project)
        .select_related("user")
        .order_by("role", "user__username")
    )


def membership_get(*, project: Project, pk: int | str) -> Membership:
    try:
        return Membership.objects.select_related("user").get(project=project, pk=pk)
    except (Membership.DoesNotExist, ValueError, TypeError) as exc:
        raise Http404("No such member.") from exc


def corpus_import_list(*, project: Project, limit: int = 10) -> QuerySet[CorpusImport]:
    return (
        CorpusImport.objects.filter(project=project)
        .select_related("user")
        .order_by("-created_at", "-id")[:limit]
    )


def corpus_import_get(*, project: Project, pk: int | str) -> CorpusImport:
    try:
        return CorpusImport.objects.select_related("user").get(project=project, pk=pk)
    except (CorpusImport.DoesNotExist, ValueError, TypeError) as exc:
        raise Http404("No such import.") from exc


# --- Rendering a document: overlapping spans as flat, escaped segments ---------------


@dataclass
class Segment:
    """A stretch of text covered by exactly the same spans from start to end."""

    text: str
    start: int
    end: int
    spans: list[Span] = field(default_factory=list)
    # Spans that end here, so a label tag can follow the last piece of each span.
    closing: list[Span] = field(default_factory=list)

    @property
    def labels(self) -> str:
        return ", ".join(sorted({span.label.name for span in self.spans}))

    @property
    def category(self) -> str:
        # The innermost (latest-starting) span decides the colour.
        return self.spans[-1].label.category if self.spans else ""


def document_segments(*, text: str, spans: Iterable[Span]) -> list[Segment]:
    """Split ``text`` at every span boundary; each piece knows the spans covering it.

    Spans may overlap or nest, which nested <mark> elements cannot show, so the text
    is cut at all boundaries instead. Offsets past the end are clipped rather than
    trusted, because a bad span must not break the page that shows it.
    """
    length = len(text)
    starts: dict[int, list[Span]] = defaultdict(list)
    ends: dict[int, list[Span]] = defaultdict(list)
    points = {0, length}
    for span in spans:
        start, end = max(0, min(span.start, length)), max(0, min(span.end, length))
        if start >= end:
            continue
        starts[start].append(span)
        ends[end].append(span)
        points.update((start, end))
    active: dict[int, Span] = {}
    segments: list[Segment] = []
    for left, right in pairwise(sorted(points)):
        for span in ends.get(left, []):
            active.pop(id(span), None)
        for span in starts.get(left, []):
            active[id(span)] = span
        covering = sorted(active.values(), key=lambda s: (s.start, -s.end, s.pk or 0))
        segments.append(
            Segment(
                text=text[left:right],
                start=left,
                end=right,
                spans=covering,
                closing=[s for s in covering if min(s.end, length) == right],
            )
        )
    return segments


def display_value(value: Any) -> str:
    """Metadata and comments as text: strings as they are, anything else as JSON."""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)


def document_metadata(*, document: Document) -> list[tuple[str, str]]:
    metadata = document.metadata if isinstance(document.metadata, dict) else {}
    return [(str(key), display_value(value)) for key, value in metadata.items()]


def document_comments(*, document: Document) -> list[str]:
    comments = document.comments if isinstance(document.comments, list) else []
    # doccano writes comments either as strings or as {"id":..,"comment":..} objects.
    return [
        display_value(c.get("comment", c) if isinstance(c, dict) else c)
        for c in comments
    ]


def invite_list(*, project: Project) -> QuerySet[Invite]:
    """The project's links, newest first (a lead's page: tokens are never stored)."""
    return Invite.objects.filter(project=project).select_related(
        "user", "created_by", "used_by"
    )[:50]
