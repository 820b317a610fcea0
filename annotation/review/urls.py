"""The review pages; ``annotation.urls`` puts them in the ``annotation`` namespace."""

from __future__ import annotations

from django.urls import path

from annotation.review import (
    views,
    views_forget,
    views_sets,
    views_sure,
    views_team,
)

urlpatterns = [
    path(
        "projects/<int:pk>/forget/",
        views_forget.project_forget_view,
        name="project-forget",
    ),
    path(
        "projects/<int:pk>/review/sets/<int:set_id>/delete/",
        views_sets.review_set_delete_view,
        name="review-set-delete",
    ),
    path("projects/<int:pk>/review/", views.review_start, name="review-start"),
    path(
        "projects/<int:pk>/review/sets/create/",
        views_sets.review_set_create_view,
        name="review-set-create",
    ),
    path(
        "projects/<int:pk>/review/sets/<int:set_id>/reviewers/",
        views_sets.review_set_reviewers_view,
        name="review-set-reviewers",
    ),
    path(
        "projects/<int:pk>/review/sets/<int:set_id>/proposals/",
        views_sets.review_set_proposals_view,
        name="review-set-proposals",
    ),
    path(
        "projects/<int:pk>/review/progress/",
        views.review_progress,
        name="review-progress",
    ),
    path(
        "projects/<int:pk>/review/curate/next/",
        views.review_next,
        name="review-curate-next",
    ),
    path(
        "projects/<int:pk>/review/<str:kind>/<int:scope_id>/next/",
        views.review_next,
        name="review-evaluate-next",
    ),
    path(
        "review/curate/documents/<int:pk>/",
        views.review_curate,
        name="review-curate",
    ),
    path(
        "review/curate/documents/<int:pk>/done/",
        views.review_curate_done,
        name="review-curate-done",
    ),
    path(
        "review/curate/documents/<int:pk>/accept-sure/",
        views_sure.review_curate_accept_sure,
        name="review-curate-accept-sure",
    ),
    path(
        "review/curate/documents/<int:pk>/accept-sure/undo/",
        views_sure.review_curate_accept_sure_undo,
        name="review-curate-accept-sure-undo",
    ),
    path(
        "review/curate/spans/<int:span_id>/",
        views.review_decide,
        name="review-decide",
    ),
    path(
        "review/curate/spans/<int:span_id>/apply/",
        views.review_decide_apply,
        name="review-decide-apply",
    ),
    # The team workflow (issue 23): dashboard, queue, adjudication.
    path("projects/<int:pk>/team/", views_team.team_dashboard, name="team-dashboard"),
    path("projects/<int:pk>/team/queue/", views_team.team_queue, name="team-queue"),
    path("projects/<int:pk>/team/assign/", views_team.team_assign, name="team-assign"),
    path(
        "projects/<int:pk>/team/approve/",
        views_team.team_approve_all,
        name="team-approve-all",
    ),
    path(
        "projects/<int:pk>/team/adjudicators/<int:member_id>/",
        views_team.team_adjudicator,
        name="team-adjudicator",
    ),
    path(
        "documents/<int:pk>/adjudicate/",
        views_team.team_adjudicate,
        name="team-adjudicate",
    ),
    path(
        "documents/<int:pk>/adjudicate/approve/",
        views_team.team_approve,
        name="team-approve",
    ),
    path(
        "documents/<int:pk>/adjudicate/reopen/",
        views_team.team_reopen,
        name="team-reopen",
    ),
    path(
        "adjudicate/spans/<int:span_id>/",
        views_team.team_final,
        name="team-final",
    ),
    path(
        "review/<str:kind>/<int:scope_id>/documents/<int:pk>/",
        views.review_evaluate,
        name="review-evaluate",
    ),
    path(
        "review/<str:kind>/<int:scope_id>/documents/<int:pk>/done/",
        views.review_evaluate_done,
        name="review-evaluate-done",
    ),
    path(
        "review/<str:kind>/<int:scope_id>/candidates/<str:candidate_id>/",
        views.review_tag,
        name="review-tag",
    ),
]
