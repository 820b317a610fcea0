from __future__ import annotations

from django.urls import path

from annotation import views

app_name = "annotation"
urlpatterns = [
    path("", views.project_list, name="project-list"),
    path("projects/create/", views.project_create_view, name="project-create"),
    path("projects/<int:pk>/", views.project_detail, name="project-detail"),
    path("projects/<int:pk>/labels/", views.label_list, name="label-list"),
    path(
        "projects/<int:pk>/labels/<int:label_id>/",
        views.label_update,
        name="label-update",
    ),
    path("projects/<int:pk>/members/", views.member_list, name="member-list"),
    path("projects/<int:pk>/members/add/", views.member_add, name="member-add"),
    path(
        "projects/<int:pk>/members/<int:membership_id>/role/",
        views.member_update,
        name="member-update",
    ),
    path(
        "projects/<int:pk>/members/<int:membership_id>/remove/",
        views.member_remove,
        name="member-remove",
    ),
    path("projects/<int:pk>/upload/", views.corpus_upload, name="corpus-upload"),
    path(
        "projects/<int:pk>/imports/<int:import_id>/",
        views.corpus_import_detail,
        name="import-detail",
    ),
    path("projects/<int:pk>/export/", views.corpus_export_view, name="corpus-export"),
    path("documents/<int:pk>/", views.document_detail, name="document-detail"),
]
