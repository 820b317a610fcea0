"""The review API; ``annotation.api_urls`` mounts it under ``/api/``."""

from __future__ import annotations

from django.urls import path

from annotation.review import api, api_sets, api_team

urlpatterns = [
    path(
        "candidates/<int:pk>/review/",
        api.CandidateReviewApi.as_view(),
        name="api-candidate-review",
    ),
    path(
        "spans/<int:pk>/decision/",
        api.SpanDecisionApi.as_view(),
        name="api-span-decision",
    ),
    path(
        "documents/<int:pk>/done/",
        api.DocumentDoneApi.as_view(),
        name="api-document-done",
    ),
    path(
        "projects/<int:pk>/reviews/",
        api.ProjectReviewListApi.as_view(),
        name="api-review-list",
    ),
    path(
        "projects/<int:pk>/decisions/",
        api.ProjectDecisionListApi.as_view(),
        name="api-decision-list",
    ),
    path(
        "review-sets/<int:pk>/",
        api_sets.ReviewSetDetailApi.as_view(),
        name="api-review-set-detail",
    ),
    path(
        "review-sets/<int:pk>/documents/<int:document_id>/items/",
        api_sets.ReviewSetItemListApi.as_view(),
        name="api-review-set-items",
    ),
    path(
        "review-sets/<int:pk>/items/<str:item>/review/",
        api_sets.ReviewSetItemReviewApi.as_view(),
        name="api-review-set-item-review",
    ),
    path(
        "projects/<int:pk>/review-sets/",
        api_sets.ReviewSetCreateApi.as_view(),
        name="api-review-set-create",
    ),
    # --- The team workflow (issue 23) ---
    path(
        "projects/<int:pk>/assignments/",
        api_team.ProjectAssignmentsApi.as_view(),
        name="api-team-assignments",
    ),
    path(
        "documents/<int:pk>/assignees/",
        api_team.DocumentAssigneesApi.as_view(),
        name="api-team-document-assignees",
    ),
    path(
        "projects/<int:pk>/document-states/",
        api_team.DocumentStatesApi.as_view(),
        name="api-team-document-states",
    ),
    path(
        "projects/<int:pk>/team/",
        api_team.TeamDashboardApi.as_view(),
        name="api-team-dashboard",
    ),
    path(
        "projects/<int:pk>/queue/",
        api_team.QueueApi.as_view(),
        name="api-team-queue",
    ),
    path(
        "documents/<int:pk>/adjudication/",
        api_team.AdjudicationApi.as_view(),
        name="api-team-adjudication",
    ),
    path(
        "spans/<int:pk>/final/",
        api_team.SpanFinalApi.as_view(),
        name="api-team-span-final",
    ),
    path(
        "documents/<int:pk>/approve/",
        api_team.DocumentApproveApi.as_view(),
        name="api-team-document-approve",
    ),
    path(
        "projects/<int:pk>/approve-adjudicated/",
        api_team.ProjectApproveAdjudicatedApi.as_view(),
        name="api-team-approve-adjudicated",
    ),
    path(
        "documents/<int:pk>/reopen/",
        api_team.DocumentReopenApi.as_view(),
        name="api-team-document-reopen",
    ),
]
