"""``GET /api/projects/{id}/reports/{kind}/``: the report JSON the command writes.

Query parameters: ``run`` (repeatable), ``reviewer`` (user id; errors only),
``category``, ``document`` (external id), ``by`` (run | configuration; errors only).
Annotators get their own figures and the project's totals over the runs they may see
(``annotation.reports.access``); naming another reviewer is 403.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from annotation.corpus import selectors
from annotation.corpus.models import Category
from annotation.reports import tables
from annotation.reports.access import report_for_user
from annotation.review.access_team import export_source_check
from pseudoweb.http import ApiRequest
from pseudoweb.schema import IdField


class ReportApi(APIView):
    class ReportInput(serializers.Serializer):
        run = serializers.ListField(child=IdField(), required=False)
        reviewer = IdField(required=False)
        category = serializers.ChoiceField(choices=Category.choices, required=False)
        document = serializers.CharField(required=False)
        by = serializers.ChoiceField(choices=["run", "configuration"], required=False)

    @extend_schema(
        operation_id="project_report",
        parameters=[ReportInput],
        responses={200: OpenApiResponse(OpenApiTypes.OBJECT)},
        description="Error frequencies, automatic metrics or reviewer agreement "
        "(kind: errors | metrics | agreement), as in `manage.py report --format json`.",
    )
    def get(self, request: ApiRequest, pk: int, kind: str) -> Any:
        project = selectors.project_get_for_user(request.user, pk)
        if kind not in tables.KINDS:
            raise NotFound(f"No report {kind!r}; use {', '.join(tables.KINDS)}.")
        params = {
            "run": request.query_params.getlist("run"),
            **{
                key: request.query_params[key]
                for key in ("reviewer", "category", "document", "by")
                if request.query_params.get(key)
            },
        }
        if not params["run"]:
            params.pop("run")
        data = self.ReportInput(data=params)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        document_id = None
        if values.get("document"):
            document = project.documents.filter(external_id=values["document"]).first()
            document_id = document.pk if document else -1
        return Response(
            report_for_user(
                project=project,
                user=request.user,
                kind=kind,
                run_ids=values.get("run") or None,
                reviewer_id=values.get("reviewer") if kind == "errors" else None,
                category=values.get("category"),
                document_id=document_id,
                by=values.get("by", "run"),
            )
        )


class LeakScanApi(APIView):
    @extend_schema(
        operation_id="export_leak_scan",
        parameters=[
            OpenApiParameter(
                "source",
                str,
                description="run:<id>, reviewer:<user id>, final (the approved "
                "documents' final decisions), or empty: the only curator's "
                "decisions (as on the Exports page)",
            ),
            OpenApiParameter(
                "fill",
                str,
                description="decisions or final only: run:<id> or placeholder, "
                "for undecided spans",
            ),
        ],
        responses={200: OpenApiResponse(OpenApiTypes.OBJECT)},
        description="The leak scan of a pseudonymized export (leads only): every "
        "original standing outside the replaced spans, as `manage.py leak_scan "
        "--json` gives it: `findings` (document, start, end, text, original, label, "
        "kind, context), `exempt` and `summary`.",
    )
    def get(self, request: ApiRequest, pk: int) -> Any:
        from rest_framework.exceptions import ValidationError

        from annotation.corpus.models import Role
        from annotation.reports.choices import ReviewerNeeded, SourceInvalid
        from annotation.reports.leaks import leak_scan
        from annotation.reports.views import SourceParamInvalid, source_from_params

        project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
        try:
            source = source_from_params(
                project,
                request.query_params.get("source", ""),
                request.query_params.get("fill", ""),
            )
        except (SourceParamInvalid, SourceInvalid, ReviewerNeeded) as exc:
            raise ValidationError({"source": [str(exc)]}) from exc
        export_source_check(
            user=request.user,
            project=project,
            run=source.run,
            reviewer=source.reviewer,
            final=source.final,
        )
        report = leak_scan(project=project, source=source)
        return Response(
            {
                "summary": report.describe(),
                "documents": report.documents,
                "findings": [f.as_dict() for f in report.findings],
                "exempt": dict(report.exempt),
            }
        )
