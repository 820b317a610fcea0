"""The corpus pages; ``annotation.urls`` puts them in the ``annotation`` namespace."""

from __future__ import annotations

from django.urls import path

from annotation.corpus import views, views_access, views_accounts, views_delete

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
        "projects/<int:pk>/members/accounts/",
        views_accounts.member_account_create,
        name="member-account-create",
    ),
    path(
        "projects/<int:pk>/members/invites/",
        views_accounts.member_invite_create,
        name="member-invite-create",
    ),
    path(
        "projects/<int:pk>/members/invites/<int:invite_id>/revoke/",
        views_accounts.member_invite_revoke,
        name="member-invite-revoke",
    ),
    path(
        "invite/<str:token>/",
        views_accounts.invite_accept_page,
        name="invite-accept",
    ),
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
        "projects/<int:pk>/upload/<int:job_id>/",
        views.import_job_detail,
        name="import-job-detail",
    ),
    path(
        "projects/<int:pk>/imports/<int:import_id>/",
        views.corpus_import_detail,
        name="import-detail",
    ),
    path(
        "projects/<int:pk>/imports/<int:import_id>/delete/",
        views_delete.corpus_import_delete_view,
        name="import-delete",
    ),
    path("projects/<int:pk>/export/", views.corpus_export_view, name="corpus-export"),
    path("documents/<int:pk>/", views.document_detail, name="document-detail"),
    path(
        "documents/<int:pk>/language/",
        views.document_language,
        name="document-language",
    ),
    path(
        "documents/<int:pk>/delete/",
        views_delete.document_delete_view,
        name="document-delete",
    ),
    path("projects/<int:pk>/access-log/", views_access.access_log, name="access-log"),
]
