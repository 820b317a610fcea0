"""The API door to the deletions of ``annotation.services_delete`` (lead only).

``DELETE`` answers 204 when gone, 409 with ``{"detail"}`` when refused (a run is still
generating for it), 403 for annotators and 404 for anyone else.
"""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from annotation import selectors
from annotation import services_delete as deletes
from annotation.access import small_id
from annotation.http import ApiRequest
from annotation.models import CorpusImport, ReviewSet, Role
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


def review_set_delete_response(request: ApiRequest, pk: int) -> Response:
    set_id = small_id(pk)
    review_set = None if set_id is None else ReviewSet.objects.filter(pk=set_id).first()
    if review_set is None:
        raise NotFound("No such review set.")
    selectors.project_get_for_user(request.user, review_set.project_id, Role.LEAD)
    deletes.review_set_delete(review_set=review_set, user=request.user)
    return Response(status=status.HTTP_204_NO_CONTENT)


def document_delete_response(request: ApiRequest, pk: int) -> Response:
    document = selectors.document_get_for_user(request.user, pk, Role.LEAD)
    try:
        deletes.document_delete(document=document, user=request.user)
    except deletes.DeleteRefused as exc:
        return refused(exc)
    return Response(status=status.HTTP_204_NO_CONTENT)


def run_delete_response(request: ApiRequest, pk: int) -> Response:
    from generation import selectors as run_selectors

    run = run_selectors.run_get_for_user(request.user, pk, Role.LEAD)
    try:
        deletes.run_delete(run=run, user=request.user)
    except deletes.DeleteRefused as exc:
        return refused(exc)
    return Response(status=status.HTTP_204_NO_CONTENT)
