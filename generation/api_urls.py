from __future__ import annotations

from django.urls import path

from generation import api, api_import

urlpatterns = [
    path("projects/<int:pk>/runs/", api.RunListApi.as_view(), name="api-run-list"),
    path(
        "projects/<int:pk>/runs/import/",
        api_import.RunImportApi.as_view(),
        name="api-run-import",
    ),
    path("runs/<int:pk>/", api.RunDetailApi.as_view(), name="api-run-detail"),
    path("runs/<int:pk>/cancel/", api.RunCancelApi.as_view(), name="api-run-cancel"),
    path("runs/<int:pk>/retry/", api.RunRetryApi.as_view(), name="api-run-retry"),
    path(
        "runs/<int:pk>/candidates/",
        api.RunCandidateListApi.as_view(),
        name="api-run-candidates",
    ),
]
