"""The review API; ``annotation.api_urls`` mounts it under ``/api/``."""

from __future__ import annotations

from django.urls import path

from annotation.review import api, api_sets

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
]
