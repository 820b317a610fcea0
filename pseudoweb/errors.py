"""Errors answer in the shape the caller speaks: JSON under ``/api/``, pages elsewhere.

DRF turns its own exceptions into JSON; an unexpected exception inside an API view,
or an error Django answers before any view runs (an unknown ``/api/`` URL, a 500 from
middleware), would otherwise come back as an HTML page that an API client cannot read.
"""

from __future__ import annotations

import logging
from typing import Any

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views import defaults
from rest_framework.response import Response
from rest_framework.views import exception_handler, set_rollback

logger = logging.getLogger("django.request")

API_PREFIX = "/api/"


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response:
    response = exception_handler(exc, context)
    if response is not None:
        return response
    request = context.get("request")
    logger.error(
        "Internal Server Error: %s",
        getattr(request, "path", "?"),
        exc_info=(type(exc), exc, exc.__traceback__),
    )
    set_rollback()
    return Response({"detail": "Server error."}, status=500)


def _is_api(request: HttpRequest) -> bool:
    return request.path.startswith(API_PREFIX)


def bad_request(request: HttpRequest, exception: Exception) -> HttpResponse:
    if _is_api(request):
        return JsonResponse({"detail": "Bad request."}, status=400)
    return defaults.bad_request(request, exception)


def permission_denied(request: HttpRequest, exception: Exception) -> HttpResponse:
    if _is_api(request):
        return JsonResponse(
            {"detail": "You do not have permission to perform this action."},
            status=403,
        )
    return defaults.permission_denied(request, exception)


def page_not_found(request: HttpRequest, exception: Exception) -> HttpResponse:
    if _is_api(request):
        return JsonResponse({"detail": "Not found."}, status=404)
    return defaults.page_not_found(request, exception)


class OneLineClientErrors(logging.Filter):
    """An ordinary 403 or 404 is one line in the log, not a traceback.

    Django logs a PermissionDenied with its traceback (``exc_info``); for a member who
    opened a lead's page that is noise that buries real errors. The line keeps the
    status, the path and the reason; 5xx records keep their traceback.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        status = getattr(record, "status_code", None)
        if status is not None and 400 <= status < 500 and record.exc_info:
            exc = record.exc_info[1]
            reason = str(exc) if exc is not None else ""
            record.msg = f"{record.msg} ({reason})" if reason else record.msg
            record.exc_info = None
            record.exc_text = None
        return True


def server_error(request: HttpRequest) -> HttpResponse:
    if _is_api(request):
        return JsonResponse({"detail": "Server error."}, status=500)
    return defaults.server_error(request)
