"""The reports API; ``annotation.api_urls`` mounts it under ``/api/``."""

from __future__ import annotations

from django.urls import path

from annotation.reports import api

urlpatterns = [
    path(
        "projects/<int:pk>/reports/<str:kind>/",
        api.ReportApi.as_view(),
        name="api-report",
    ),
    path(
        "projects/<int:pk>/exports/leaks/",
        api.LeakScanApi.as_view(),
        name="api-export-leaks",
    ),
]
