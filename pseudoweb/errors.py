"""Errors answer in the shape the caller speaks: JSON under ``/api/``, pages elsewhere.

DRF turns its own exceptions into JSON; an unexpected exception inside an API view,
or an error Django answers before any view runs (an unknown ``/api/`` URL, a 500 from
middleware), would otherwise come back as an HTML page that an API client cannot read.

Originals that cannot be read (the master key missing or wrong, a project's originals
forgotten: :class:`KeyUnavailable`) answer 503 with a sentence saying so, never a 500:
a page, a short text for htmx fragments, JSON for the API.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.views import defaults
from rest_framework.response import Response
from rest_framework.views import exception_handler, set_rollback

from annotation.corpus.keys import KeyUnavailable

logger = logging.getLogger("django.request")

API_PREFIX = "/api/"

UNAVAILABLE = (
    "The originals cannot be read here: the server's master key is missing or is "
    "not the one they were sealed with, or this project's originals were forgotten."
)


def unavailable_detail(request: HttpRequest | None, exc: KeyUnavailable) -> str:
    """What a 503 says. Staff also read why (a key file's path, key ids): that is
    for whoever can fix the server, not for every member."""
    user = getattr(request, "user", None)
    if user is not None and user.is_staff:
        return f"{UNAVAILABLE} ({exc})"
    return UNAVAILABLE


def _unavailable_logged(request: HttpRequest | None, exc: KeyUnavailable) -> None:
    logger.warning("Originals unavailable: %s (%s)", getattr(request, "path", "?"), exc)


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response:
    response = exception_handler(exc, context)
    if response is not None:
        return response
    request = context.get("request")
    if isinstance(exc, KeyUnavailable):
        _unavailable_logged(request, exc)
        set_rollback()
        return Response({"detail": unavailable_detail(request, exc)}, status=503)
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


class KeyUnavailableMiddleware:
    """A :class:`KeyUnavailable` that reaches no handler becomes a 503 that says the
    originals cannot be read: a page, or a short text for an htmx fragment (the
    review's notice shows it), or JSON under ``/api/``."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(
        self, request: HttpRequest, exception: Exception
    ) -> HttpResponse | None:
        if not isinstance(exception, KeyUnavailable):
            return None
        _unavailable_logged(request, exception)
        detail = unavailable_detail(request, exception)
        if _is_api(request):
            return JsonResponse({"detail": detail}, status=503)
        if request.headers.get("HX-Request") == "true":
            return HttpResponse(
                detail, status=503, content_type="text/plain; charset=utf-8"
            )
        return render(request, "503.html", {"detail": detail}, status=503)
