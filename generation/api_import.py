"""``POST /api/projects/{id}/runs/import/``: a JSONL file of candidates made elsewhere
becomes a finished run (leads only; :mod:`generation.services_import`)."""

from __future__ import annotations

import io

from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.response import Response
from rest_framework.views import APIView

from annotation.corpus import selectors as project_selectors
from annotation.corpus.models import Role
from generation.api import RunOutput
from generation.services_import import CandidateFileError, candidates_import
from pseudoweb.http import ApiRequest


class RunImportInput(serializers.Serializer):
    name = serializers.CharField(max_length=200)
    file = serializers.FileField(
        help_text="JSONL in the shape export_candidates writes"
    )


class RunImportApi(APIView):
    parser_classes = [MultiPartParser, FormParser]

    @extend_schema(
        operation_id="runs_import",
        request={"multipart/form-data": RunImportInput},
        responses={201: RunOutput},
        description="Make a finished run from candidates made elsewhere. One bad row "
        "refuses the whole file (400 with its line and reason); nothing is written.",
    )
    def post(self, request: ApiRequest, pk: int) -> Response:
        project = project_selectors.project_get_for_user(request.user, pk, Role.LEAD)
        form = RunImportInput(data=request.data)
        form.is_valid(raise_exception=True)
        upload = form.validated_data["file"]
        try:
            result = candidates_import(
                project=project,
                name=form.validated_data["name"],
                lines=io.TextIOWrapper(upload.file, encoding="utf-8"),
                user=request.user,
                source=upload.name or "",
            )
        except UnicodeDecodeError:
            return _refused(0, "the file is not UTF-8 text")
        except CandidateFileError as exc:
            return _refused(exc.line, exc.reason)
        data = dict(RunOutput(result.run).data)
        data["spans_without_row"] = result.spans_without_row
        return Response(data, status=status.HTTP_201_CREATED)


def _refused(line: int, reason: str) -> Response:
    where = f"line {line}: " if line else ""
    return Response(
        {"detail": f"{where}{reason}; nothing was imported", "line": line or None},
        status=status.HTTP_400_BAD_REQUEST,
    )
