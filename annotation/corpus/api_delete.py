"""The API door to the deletions of ``annotation.corpus.services_delete`` (lead only).

``DELETE`` answers 204 when gone, 409 with ``{"detail"}`` when refused (a run is still
generating for it), 403 for annotators and 404 for anyone else.
"""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from annotation.corpus import selectors
from annotation.corpus import services_delete as deletes
from annotation.corpus.models import CorpusImport, Role
from pseudoweb.http import ApiRequest
from pseudoweb.schema import ErrorOutput

DELETE_RESPONSES = {
    204: OpenApiResponse(description="Deleted, with everything that hung on it."),
    409: OpenApiResponse(
        ErrorOutput, description="Refused: a run is still generating for it."
    ),
}


def refused(exc: deletes.DeleteRefused) -> Response:
    return Response({"detail": " ".join(exc.messages)}, status=status.HTTP_409_CONFLICT)


class ImportDetailApi(APIView):
    @extend_schema(
        operation_id="imports_delete",
        responses=DELETE_RESPONSES,
        description="Delete an import and the documents it created (their spans, "
        "candidates, reviews and decisions); logged.",
    )
    def delete(self, request: ApiRequest, pk: int, import_id: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
        corpus_import = get_object_or_404(CorpusImport, project=project, pk=import_id)
        try:
            deletes.corpus_import_delete(corpus_import=corpus_import, user=request.user)
        except deletes.DeleteRefused as exc:
            return refused(exc)
        return Response(status=status.HTTP_204_NO_CONTENT)


def document_delete_response(request: ApiRequest, pk: int) -> Response:
    document = selectors.document_get_for_user(request.user, pk, Role.LEAD)
    try:
        deletes.document_delete(document=document, user=request.user)
    except deletes.DeleteRefused as exc:
        return refused(exc)
    return Response(status=status.HTTP_204_NO_CONTENT)
