"""The corpus API; ``annotation.api_urls`` mounts it under ``/api/``."""

from __future__ import annotations

from django.urls import path
from rest_framework.authtoken.views import obtain_auth_token

from annotation.corpus import api, api_accounts, api_delete

urlpatterns = [
    path("auth/token/", obtain_auth_token, name="api-token"),
    path("projects/", api.ProjectListApi.as_view(), name="api-project-list"),
    path(
        "projects/<int:pk>/", api.ProjectDetailApi.as_view(), name="api-project-detail"
    ),
    path(
        "projects/<int:pk>/members/",
        api.MemberListApi.as_view(),
        name="api-member-list",
    ),
    path(
        "projects/<int:pk>/members/<int:member_id>/",
        api.MemberDetailApi.as_view(),
        name="api-member-detail",
    ),
    path(
        "projects/<int:pk>/accounts/",
        api_accounts.AccountCreateApi.as_view(),
        name="api-account-create",
    ),
    path(
        "projects/<int:pk>/invites/",
        api_accounts.InviteListApi.as_view(),
        name="api-invite-list",
    ),
    path(
        "projects/<int:pk>/invites/<int:invite_id>/",
        api_accounts.InviteDetailApi.as_view(),
        name="api-invite-detail",
    ),
    path(
        "projects/<int:pk>/labels/", api.LabelListApi.as_view(), name="api-label-list"
    ),
    path(
        "projects/<int:pk>/labels/<int:label_id>/",
        api.LabelDetailApi.as_view(),
        name="api-label-detail",
    ),
    path(
        "projects/<int:pk>/documents/",
        api.DocumentListApi.as_view(),
        name="api-document-list",
    ),
    path(
        "documents/<int:pk>/",
        api.DocumentDetailApi.as_view(),
        name="api-document-detail",
    ),
    path(
        "projects/<int:pk>/import/",
        api.CorpusImportApi.as_view(),
        name="api-corpus-import",
    ),
    path(
        "projects/<int:pk>/imports/<int:import_id>/",
        api_delete.ImportDetailApi.as_view(),
        name="api-import-detail",
    ),
    path(
        "projects/<int:pk>/export/",
        api.CorpusExportApi.as_view(),
        name="api-corpus-export",
    ),
]
