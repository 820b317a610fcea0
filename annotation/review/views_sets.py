"""The review-set pages: create a set, change its reviewers, delete it (the set
list itself is on the review start page, ``views.review_start``)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect
from django.urls import reverse
from django.views.decorators.http import (
    require_http_methods,
    require_POST,
)

from annotation.corpus import selectors
from annotation.corpus.models import Role
from annotation.corpus.views_delete import confirm_or_delete
from annotation.review.models import ReviewSet
from annotation.review.services import (
    review_set_create,
    review_set_delete,
    review_set_delete_impact,
    review_set_proposals_set,
    review_set_reviewers_set,
)
from generation.models import GenerationRun
from pseudoweb.http import AppRequest
from pseudoweb.schema import ID_MAX

PROGRESS_DOCUMENTS_PER_PAGE = 50


def project_members(project):
    """The users of the project's members, for the reviewers picker."""
    return [m.user for m in selectors.membership_list(project=project)]


@require_POST
@login_required
def review_set_create_view(request: AppRequest, pk: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk, role="lead")
    values = request.POST.getlist("runs")
    run_ids = [
        int(value)
        for value in values
        if value.isascii() and value.isdigit() and int(value) <= ID_MAX
    ]
    if len(run_ids) != len(values):
        messages.error(request, "Choose runs from the list: some were not run ids.")
        return redirect("annotation:review-start", pk=project.pk)
    runs = list(GenerationRun.objects.filter(project=project, pk__in=run_ids))
    if len(runs) != len(set(run_ids)):
        messages.error(request, "Some of the chosen runs are not runs of this project.")
        return redirect("annotation:review-start", pk=project.pk)
    reviewer_ids = [v for v in request.POST.getlist("reviewers") if v.isdigit()]
    reviewers = [
        m.user
        for m in selectors.membership_list(project=project).filter(
            user_id__in=reviewer_ids
        )
    ]
    try:
        review_set = review_set_create(
            project=project,
            user=request.user,
            name=request.POST.get("name", ""),
            runs=runs,
            blind=request.POST.get("blind") in ("on", "true", "1"),
            reviewers=reviewers,
            show_proposals=request.POST.get("show_proposals") in ("on", "true", "1"),
        )
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(request, f"Review set “{review_set.name}” created.")
    return redirect("annotation:review-start", pk=project.pk)


@require_POST
@login_required
def review_set_reviewers_view(
    request: AppRequest, pk: int, set_id: int
) -> HttpResponse:
    """A lead changes whom a review set is given to."""
    project = selectors.project_get_for_user(request.user, pk, role="lead")
    review_set = get_object_or_404(ReviewSet, project=project, pk=set_id)
    reviewer_ids = [v for v in request.POST.getlist("reviewers") if v.isdigit()]
    reviewers = [
        m.user
        for m in selectors.membership_list(project=project).filter(
            user_id__in=reviewer_ids
        )
    ]
    review_set_reviewers_set(
        review_set=review_set, reviewers=reviewers, user=request.user
    )
    names = ", ".join(user.get_username() for user in reviewers) or "every member"
    messages.success(request, f"“{review_set.name}” is given to {names}.")
    return redirect("annotation:review-start", pk=project.pk)


@require_POST
@login_required
def review_set_proposals_view(
    request: AppRequest, pk: int, set_id: int
) -> HttpResponse:
    """A lead shows the set's reviewers the machine's proposed tags, or stops."""
    project = selectors.project_get_for_user(request.user, pk, role="lead")
    review_set = get_object_or_404(ReviewSet, project=project, pk=set_id)
    show = request.POST.get("show_proposals") in ("on", "true", "1")
    review_set_proposals_set(review_set=review_set, show=show, user=request.user)
    messages.success(
        request,
        f"Reviewers of “{review_set.name}” "
        + ("now see the machine's proposed tags." if show else "see no proposals."),
    )
    return redirect("annotation:review-start", pk=project.pk)


@require_http_methods(["GET", "POST"])
@login_required
def review_set_delete_view(request: AppRequest, pk: int, set_id: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    review_set = get_object_or_404(ReviewSet, project=project, pk=set_id)
    return confirm_or_delete(
        request,
        project=project,
        what=f"the review set “{review_set.name}”",
        impact=review_set_delete_impact(review_set=review_set),
        delete=lambda: review_set_delete(review_set=review_set, user=request.user),
        back=reverse("annotation:review-start", args=[project.pk]),
        done=reverse("annotation:review-start", args=[project.pk]),
        warning="Reviews belong to the runs and stay; only the set and its "
        "done marks go.",
    )
