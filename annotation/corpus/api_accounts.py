"""REST API for accounts and invite links: the members page's second door.

Leads of the project only (404 for non-members, 403 for annotators). A link's token is
in the answer that makes it, and nowhere else: lists show each link's state, never its
token.
"""

from __future__ import annotations

from django.core.exceptions import ValidationError as DjangoValidationError
from django.shortcuts import get_object_or_404
from django.urls import reverse
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from annotation.corpus import selectors
from annotation.corpus.api import _validation_error
from annotation.corpus.models import Invite, Role
from annotation.corpus.services_people import (
    account_create,
    invite_create,
    invite_revoke,
)
from pseudoweb.http import ApiRequest


class InviteOutput(serializers.Serializer):
    id = serializers.IntegerField()
    role = serializers.ChoiceField(choices=Role.choices)
    email = serializers.CharField()
    account = serializers.CharField(
        source="user.username", allow_null=True, default=None
    )
    created_at = serializers.DateTimeField()
    expires_at = serializers.DateTimeField()
    state = serializers.ChoiceField(choices=["open", "used", "withdrawn", "expired"])
    used_by = serializers.CharField(
        source="used_by.username", allow_null=True, default=None
    )


class InviteMadeOutput(InviteOutput):
    link = serializers.CharField(help_text="Shown in this answer only.")


def _link(request: Request, token: str) -> str:
    return request.build_absolute_uri(reverse("annotation:invite-accept", args=[token]))


class InviteListApi(APIView):
    class InviteCreateInput(serializers.Serializer):
        role = serializers.ChoiceField(choices=Role.choices, default=Role.ANNOTATOR)
        days = serializers.IntegerField(min_value=1, max_value=90, required=False)
        email = serializers.EmailField(required=False, allow_blank=True, default="")

    @extend_schema(operation_id="invites_list", responses=InviteOutput(many=True))
    def get(self, request: Request, pk: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
        invites = selectors.invite_list(project=project)
        return Response(InviteOutput(invites, many=True).data)

    @extend_schema(
        operation_id="invites_create",
        request=InviteCreateInput,
        responses={201: InviteMadeOutput},
        description="Make a single-use invite link; whoever opens it chooses a "
        "username and password and joins with the role.",
    )
    def post(self, request: ApiRequest, pk: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
        data = self.InviteCreateInput(data=request.data)
        data.is_valid(raise_exception=True)
        try:
            invite, token = invite_create(
                project=project, created_by=request.user, **data.validated_data
            )
        except DjangoValidationError as exc:
            raise _validation_error(exc) from exc
        body = {**InviteOutput(invite).data, "link": _link(request, token)}
        return Response(body, status=status.HTTP_201_CREATED)


class InviteDetailApi(APIView):
    @extend_schema(operation_id="invites_withdraw", responses={204: None})
    def delete(self, request: ApiRequest, pk: int, invite_id: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
        invite = get_object_or_404(Invite, project=project, pk=invite_id)
        invite_revoke(invite=invite, user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


class AccountCreateApi(APIView):
    class AccountCreateInput(serializers.Serializer):
        username = serializers.CharField(max_length=150)
        email = serializers.EmailField(required=False, allow_blank=True, default="")
        role = serializers.ChoiceField(choices=Role.choices, default=Role.ANNOTATOR)
        days = serializers.IntegerField(min_value=1, max_value=90, required=False)

    @extend_schema(
        operation_id="accounts_create",
        request=AccountCreateInput,
        responses={201: InviteMadeOutput},
        description="Make an account that joins the project at once, without a "
        "password; the answer's link (single use) lets its owner set one.",
    )
    def post(self, request: ApiRequest, pk: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
        data = self.AccountCreateInput(data=request.data)
        data.is_valid(raise_exception=True)
        try:
            _user, invite, token = account_create(
                project=project, created_by=request.user, **data.validated_data
            )
        except DjangoValidationError as exc:
            raise _validation_error(exc) from exc
        body = {**InviteOutput(invite).data, "link": _link(request, token)}
        return Response(body, status=status.HTTP_201_CREATED)
