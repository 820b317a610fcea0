"""The reports pages; ``annotation.urls`` puts them in the ``annotation`` namespace."""

from __future__ import annotations

from django.urls import path

from annotation.reports import views, views_leaks, views_measures

urlpatterns = [
    path(
        "projects/<int:pk>/reports/errors/",
        views.report_errors,
        name="report-errors",
    ),
    path(
        "projects/<int:pk>/reports/metrics/",
        views.report_metrics,
        name="report-metrics",
    ),
    path(
        "projects/<int:pk>/reports/metrics/compute/",
        views.report_metrics_compute,
        name="report-metrics-compute",
    ),
    path(
        "projects/<int:pk>/reports/metrics/measures/",
        views_measures.report_measures,
        name="report-measures",
    ),
    path(
        "projects/<int:pk>/reports/metrics/measures/compute/",
        views_measures.report_measures_compute,
        name="report-measures-compute",
    ),
    path(
        "projects/<int:pk>/reports/agreement/",
        views.report_agreement,
        name="report-agreement",
    ),
    path(
        "projects/<int:pk>/reports/suggestions/",
        views.report_suggestions,
        name="report-suggestions",
    ),
    path("projects/<int:pk>/exports/", views.export_page, name="export-page"),
    path(
        "projects/<int:pk>/exports/pseudonymized/",
        views.export_pseudonymized_view,
        name="export-pseudonymized",
    ),
    path(
        "projects/<int:pk>/exports/leaks/span/",
        views_leaks.export_leak_span,
        name="export-leak-span",
    ),
    path(
        "projects/<int:pk>/exports/leaks/keep/",
        views_leaks.export_leak_keep,
        name="export-leak-keep",
    ),
    path(
        "projects/<int:pk>/exports/correspondence/",
        views.export_correspondence_view,
        name="export-correspondence",
    ),
]
