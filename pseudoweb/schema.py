"""The OpenAPI schema says what the API answers when things go wrong, too.

drf-spectacular documents the success answers each view declares; this AutoSchema
adds the error answers DRF gives every view, so a client (and schemathesis, which
checks the API against the schema) knows them: 400 with the validation errors
(``{"field": ["message"]}``) where a request carries a body or query parameters, 401
and 403 with ``{"detail"}`` where a login is needed, 404 where the path names
something. A view's own ``extend_schema(responses=...)`` for a code wins.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.openapi import AutoSchema as SpectacularAutoSchema
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse
from rest_framework import serializers
from rest_framework.permissions import AllowAny

# The largest id a database column holds; a bigger number cannot name a row, and
# SQLite refuses to bind one (OverflowError) in ``pk__in`` lookups.
ID_MAX = 2**63 - 1


class IdField(serializers.IntegerField):
    """A row id in a request: a positive integer a database can hold."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("min_value", 1)
        kwargs.setdefault("max_value", ID_MAX)
        super().__init__(**kwargs)


class ErrorOutput(serializers.Serializer):
    detail = serializers.CharField()


VALIDATION_ERROR = OpenApiResponse(
    OpenApiTypes.OBJECT,
    description="The request was refused: each field (or ``detail``, "
    "``non_field_errors``) with the list of reasons.",
)
NOT_AUTHENTICATED = OpenApiResponse(
    ErrorOutput, description="No valid token or session."
)
FORBIDDEN = OpenApiResponse(
    ErrorOutput, description="Signed in, but not allowed (e.g. lead only)."
)
NOT_FOUND = OpenApiResponse(
    ErrorOutput,
    description="No such thing, or not one you may see (other projects look absent).",
)


class AutoSchema(SpectacularAutoSchema):
    def _needs_login(self) -> bool:
        return not any(
            isinstance(permission, AllowAny)
            for permission in self.view.get_permissions()
        )

    def _error_responses(self) -> dict[str, Any]:
        errors: dict[str, Any] = {}
        if self.method in ("POST", "PUT", "PATCH") or self._has_query_parameters():
            errors["400"] = VALIDATION_ERROR
        if self._needs_login():
            errors["401"] = NOT_AUTHENTICATED
            errors["403"] = FORBIDDEN
        if "{" in self.path:
            errors["404"] = NOT_FOUND
        return errors

    def _has_query_parameters(self) -> bool:
        # Declared ones, and those of the view's filters and paginator.
        return any(
            parameter.get("in") == "query"
            for parameter in self._get_parameters()
            if isinstance(parameter, dict)
        )

    def _get_response_bodies(self, direction: Any = "response") -> dict[str, Any]:
        responses = super()._get_response_bodies(direction=direction)
        for code, response in self._error_responses().items():
            if code not in responses:
                responses[code] = self._get_response_for_code(
                    response, code, direction=direction
                )
        return responses
