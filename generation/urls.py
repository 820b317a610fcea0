from __future__ import annotations

from django.urls import path

from generation import views, views_import

app_name = "generation"
urlpatterns = [
    path("projects/<int:pk>/runs/", views.run_list, name="run-list"),
    path("projects/<int:pk>/runs/start/", views.run_start_view, name="run-start"),
    path(
        "projects/<int:pk>/runs/import/",
        views_import.run_import_view,
        name="run-import",
    ),
    path("runs/<int:pk>/", views.run_detail, name="run-detail"),
    path("runs/<int:pk>/cancel/", views.run_cancel_view, name="run-cancel"),
    path("runs/<int:pk>/retry/", views.run_retry_view, name="run-retry"),
    path("runs/<int:pk>/delete/", views.run_delete_view, name="run-delete"),
    path("runs/<int:pk>/export/", views.run_export, name="run-export"),
    path(
        "runs/<int:pk>/visibility/",
        views.run_visibility_view,
        name="run-visibility",
    ),
    path(
        "keep-list/spans/<int:span_id>/",
        views.keep_list_add_span,
        name="keep-list-add-span",
    ),
]
