from __future__ import annotations

from django.urls import path

from annotation import (
    views,
    views_access,
    views_accounts,
    views_delete,
    views_reports,
    views_review,
)

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
    path(
        "projects/<int:pk>/review/sets/<int:set_id>/delete/",
        views_delete.review_set_delete_view,
        name="review-set-delete",
    ),
    # Review (issue 5): evaluate runs and review sets, curate pseudonyms.
    path("projects/<int:pk>/review/", views_review.review_start, name="review-start"),
    path(
        "projects/<int:pk>/review/sets/create/",
        views_review.review_set_create_view,
        name="review-set-create",
    ),
    path(
        "projects/<int:pk>/review/sets/<int:set_id>/reviewers/",
        views_review.review_set_reviewers_view,
        name="review-set-reviewers",
    ),
    path(
        "projects/<int:pk>/review/progress/",
        views_review.review_progress,
        name="review-progress",
    ),
    path(
        "projects/<int:pk>/review/curate/next/",
        views_review.review_next,
        name="review-curate-next",
    ),
    path(
        "projects/<int:pk>/review/<str:kind>/<int:scope_id>/next/",
        views_review.review_next,
        name="review-evaluate-next",
    ),
    path(
        "review/curate/documents/<int:pk>/",
        views_review.review_curate,
        name="review-curate",
    ),
    path(
        "review/curate/documents/<int:pk>/done/",
        views_review.review_curate_done,
        name="review-curate-done",
    ),
    path(
        "review/curate/spans/<int:span_id>/",
        views_review.review_decide,
        name="review-decide",
    ),
    path(
        "review/curate/spans/<int:span_id>/apply/",
        views_review.review_decide_apply,
        name="review-decide-apply",
    ),
    path(
        "review/<str:kind>/<int:scope_id>/documents/<int:pk>/",
        views_review.review_evaluate,
        name="review-evaluate",
    ),
    path(
        "review/<str:kind>/<int:scope_id>/documents/<int:pk>/done/",
        views_review.review_evaluate_done,
        name="review-evaluate-done",
    ),
    path(
        "review/<str:kind>/<int:scope_id>/candidates/<str:candidate_id>/",
        views_review.review_tag,
        name="review-tag",
    ),
    # Reports and exports (issue 6)
    path(
        "projects/<int:pk>/reports/errors/",
        views_reports.report_errors,
        name="report-errors",
    ),
    path(
        "projects/<int:pk>/reports/metrics/",
        views_reports.report_metrics,
        name="report-metrics",
    ),
    path(
        "projects/<int:pk>/reports/metrics/compute/",
        views_reports.report_metrics_compute,
        name="report-metrics-compute",
    ),
    path(
        "projects/<int:pk>/reports/agreement/",
        views_reports.report_agreement,
        name="report-agreement",
    ),
    path("projects/<int:pk>/exports/", views_reports.export_page, name="export-page"),
    path("projects/<int:pk>/access-log/", views_access.access_log, name="access-log"),
    path(
        "projects/<int:pk>/exports/pseudonymized/",
        views_reports.export_pseudonymized_view,
        name="export-pseudonymized",
    ),
    path(
        "projects/<int:pk>/exports/correspondence/",
        views_reports.export_correspondence_view,
        name="export-correspondence",
    ),
]
