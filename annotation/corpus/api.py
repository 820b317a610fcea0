"""REST API: a second door to the same selectors and services as the pages.

One view class per URL, one method per operation, each with its own nested input and
output serializers; request data is validated by an input serializer and only its
cleaned values reach a service. Access: non-members get 404, members whose role is
too low get 403 (raised in ``annotation.corpus.selectors``, translated by DRF).
"""

from __future__ import annotations

import json
from typing import Any

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import transaction
from django.db.models import QuerySet
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import generics, serializers, status
from rest_framework.exceptions import PermissionDenied
from rest_framework.pagination import PageNumberPagination
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.renderers import BaseRenderer, JSONRenderer
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from annotation.corpus import selectors
from annotation.corpus.api_delete import DELETE_RESPONSES, document_delete_response
from annotation.corpus.forms import EXPORT_FORMATS, IMPORT_FORMATS, UPLOAD_SUFFIXES
from annotation.corpus.importers.language import parse_language_map
from annotation.corpus.models import Category, Document, Language, Role
from annotation.corpus.services import (
    DUPLICATE_ALLOW,
    DUPLICATE_REFUSE,
    DUPLICATE_REPLACE,
)
from annotation.corpus.services_imports import corpus_import_upload
from annotation.corpus.services_people import (
    label_category_set,
    membership_adjudicator_set,
    membership_remove,
    membership_set,
    project_create,
)
from annotation.corpus.views import corpus_export_response
from pseudoweb.http import ApiRequest


def _validation_error(exc: DjangoValidationError) -> serializers.ValidationError:
    # Services raise Django's ValidationError; DRF only turns its own into a 400.
    if hasattr(exc, "error_dict"):
        return serializers.ValidationError(exc.message_dict)
    return serializers.ValidationError({"detail": exc.messages})


# --- Output shapes shared by several endpoints --------------------------------------


class ProjectOutput(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    language = serializers.ChoiceField(choices=Language.choices)
    description = serializers.CharField()
    created_at = serializers.DateTimeField()
    role = serializers.ChoiceField(choices=Role.choices, source="user_role")


class MembershipOutput(serializers.Serializer):
    id = serializers.IntegerField()
    user_id = serializers.IntegerField()
    username = serializers.CharField(source="user.username")
    role = serializers.ChoiceField(choices=Role.choices)
    adjudicator = serializers.BooleanField(
        help_text="May settle the curators' differences (leads always may)."
    )


class LabelOutput(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    category = serializers.ChoiceField(choices=Category.choices)
    span_count = serializers.IntegerField(required=False)


class SpanOutput(serializers.Serializer):
    id = serializers.IntegerField()
    start = serializers.IntegerField(help_text="Code point offset into the text.")
    end = serializers.IntegerField()
    text = serializers.CharField()
    # The metaclass moves declared fields off the class; the stubs see Field.label.
    label = serializers.CharField(source="label.name")  # type: ignore[assignment]
    category = serializers.CharField(source="label.category")
    annotator = serializers.CharField()
    entity = serializers.CharField()
    external_id = serializers.CharField()
    identifier_type = serializers.CharField()
    confidential_status = serializers.CharField()
    attributes = serializers.JSONField()
    flags = serializers.ListField(child=serializers.CharField())


class DocumentSummaryOutput(serializers.Serializer):
    id = serializers.IntegerField()
    external_id = serializers.CharField()
    language = serializers.ChoiceField(choices=Language.choices)
    position = serializers.IntegerField()
    span_count = serializers.IntegerField()
    source_file = serializers.CharField()
    source_line = serializers.IntegerField(allow_null=True)


class ImportIssueOutput(serializers.Serializer):
    file = serializers.CharField()
    line = serializers.IntegerField(allow_null=True)
    message = serializers.CharField()


class ImportReportOutput(serializers.Serializer):
    project = serializers.CharField()
    documents = serializers.IntegerField()
    spans = serializers.IntegerField()
    # The metaclass moves declared fields off the class; the stubs see .errors.
    errors = ImportIssueOutput(many=True)  # type: ignore[assignment]
    warnings = ImportIssueOutput(many=True)
    offset_conversions = serializers.ListField(child=serializers.DictField())
    languages = serializers.DictField(
        child=serializers.DictField(child=serializers.IntegerField()),
        help_text='Documents per language and how it was decided: {"sv": {"key": 3, '
        '"detected": 1, "default": 0}}.',
    )
    labels = serializers.DictField(
        child=serializers.DictField(),
        help_text="Labels whose category was read from their spans, because their "
        'names said none: {"who": {"category": "PERSON", "reason": "45 of its 67 '
        "spans read as people's names\"}}.",
    )
    imported = serializers.BooleanField()


# --- Projects ----------------------------------------------------------------------


class ProjectListApi(APIView):
    class ProjectCreateInput(serializers.Serializer):
        name = serializers.CharField(max_length=200)
        language = serializers.ChoiceField(choices=Language.choices, default="en")
        description = serializers.CharField(
            required=False, allow_blank=True, default=""
        )

    @extend_schema(operation_id="projects_list", responses=ProjectOutput(many=True))
    def get(self, request: Request) -> Response:
        projects = selectors.project_list_for_user(request.user)
        return Response(ProjectOutput(projects, many=True).data)

    @extend_schema(
        operation_id="projects_create",
        request=ProjectCreateInput,
        responses={201: ProjectOutput},
        description="Create a project; you become its lead. Only leads (of any "
        "project) and staff may create projects.",
    )
    def post(self, request: ApiRequest) -> Response:
        if not selectors.user_can_create_project(request.user):
            raise PermissionDenied("Only project leads may create projects.")
        data = self.ProjectCreateInput(data=request.data)
        data.is_valid(raise_exception=True)
        try:
            project = project_create(user=request.user, **data.validated_data)
        except DjangoValidationError as exc:
            raise _validation_error(exc) from exc
        project = selectors.project_get_for_user(request.user, project.pk)
        return Response(ProjectOutput(project).data, status=status.HTTP_201_CREATED)


class ProjectDetailApi(APIView):
    class ProjectDetailOutput(ProjectOutput):
        documents = serializers.IntegerField()
        spans = serializers.IntegerField()
        labels = serializers.IntegerField()
        members = serializers.IntegerField()

    @extend_schema(operation_id="projects_retrieve", responses=ProjectDetailOutput)
    def get(self, request: Request, pk: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk)
        counts = selectors.project_counts(project=project)
        return Response({**ProjectOutput(project).data, **counts})


# --- Members -----------------------------------------------------------------------


class MemberListApi(APIView):
    class MemberAddInput(serializers.Serializer):
        username = serializers.CharField(max_length=150)
        role = serializers.ChoiceField(choices=Role.choices, default=Role.ANNOTATOR)

    @extend_schema(operation_id="members_list", responses=MembershipOutput(many=True))
    def get(self, request: Request, pk: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
        memberships = selectors.membership_list(project=project)
        return Response(MembershipOutput(memberships, many=True).data)

    @extend_schema(
        operation_id="members_add",
        request=MemberAddInput,
        responses={201: MembershipOutput},
        description="Add an existing user by username, or change their role.",
    )
    def post(self, request: ApiRequest, pk: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
        data = self.MemberAddInput(data=request.data)
        data.is_valid(raise_exception=True)
        username = data.validated_data["username"]
        user = get_user_model().objects.filter(username=username).first()
        if user is None:
            raise serializers.ValidationError({"username": [f"No user {username!r}."]})
        try:
            membership = membership_set(
                project=project,
                user=user,
                role=data.validated_data["role"],
                by=request.user,
                via="api",
            )
        except DjangoValidationError as exc:
            raise _validation_error(exc) from exc
        return Response(
            MembershipOutput(membership).data, status=status.HTTP_201_CREATED
        )


class MemberDetailApi(APIView):
    class MemberChangeInput(serializers.Serializer):
        role = serializers.ChoiceField(choices=Role.choices, required=False)
        adjudicator = serializers.BooleanField(
            required=False,
            help_text="May settle the curators' differences in the team workflow.",
        )

        def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
            if not attrs:
                raise serializers.ValidationError(
                    {"role": ["Give a role, an adjudicator flag, or both."]}
                )
            return attrs

    @extend_schema(
        operation_id="members_change",
        request=MemberChangeInput,
        responses=MembershipOutput,
        description="Change a member's role, or whether they adjudicate; logged.",
    )
    def patch(self, request: ApiRequest, pk: int, member_id: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
        membership = selectors.membership_get(project=project, pk=member_id)
        data = self.MemberChangeInput(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        try:
            with transaction.atomic():
                if "role" in values:
                    membership = membership_set(
                        project=project,
                        user=membership.user,
                        role=values["role"],
                        by=request.user,
                        via="api",
                    )
                if "adjudicator" in values:
                    membership = membership_adjudicator_set(
                        membership=membership,
                        adjudicator=values["adjudicator"],
                        by=request.user,
                        via="api",
                    )
        except DjangoValidationError as exc:
            raise _validation_error(exc) from exc
        return Response(MembershipOutput(membership).data)

    @extend_schema(operation_id="members_remove", responses={204: None})
    def delete(self, request: Request, pk: int, member_id: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
        membership = selectors.membership_get(project=project, pk=member_id)
        try:
            membership_remove(membership=membership)
        except DjangoValidationError as exc:
            raise _validation_error(exc) from exc
        return Response(status=status.HTTP_204_NO_CONTENT)


# --- Labels ------------------------------------------------------------------------


class LabelListApi(APIView):
    @extend_schema(operation_id="labels_list", responses=LabelOutput(many=True))
    def get(self, request: Request, pk: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk)
        return Response(
            LabelOutput(selectors.label_list(project=project), many=True).data
        )


class LabelDetailApi(APIView):
    class LabelCategoryInput(serializers.Serializer):
        category = serializers.ChoiceField(choices=Category.choices)

    @extend_schema(
        operation_id="labels_set_category",
        request=LabelCategoryInput,
        responses=LabelOutput,
        description="Map a label to the category generators see (lead only).",
    )
    def patch(self, request: Request, pk: int, label_id: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
        label = selectors.label_get(project=project, pk=label_id)
        data = self.LabelCategoryInput(data=request.data)
        data.is_valid(raise_exception=True)
        label = label_category_set(
            label=label, category=data.validated_data["category"]
        )
        return Response(LabelOutput(label).data)


# --- Documents ---------------------------------------------------------------------


class DocumentPagination(PageNumberPagination):
    page_size = 100
    page_size_query_param = "page_size"
    max_page_size = 1000


class DocumentListApi(generics.ListAPIView):
    serializer_class = DocumentSummaryOutput
    pagination_class = DocumentPagination

    class DocumentSearchInput(serializers.Serializer):
        # CharField refuses NUL characters (400), which PostgreSQL cannot search for.
        q = serializers.CharField(
            required=False, allow_blank=True, default="", max_length=200
        )

    def get_queryset(self) -> QuerySet[Document]:
        project = selectors.project_get_for_user(self.request.user, self.kwargs["pk"])
        data = self.DocumentSearchInput(data=self.request.query_params)
        data.is_valid(raise_exception=True)
        return selectors.document_list(project=project, search=data.validated_data["q"])

    @extend_schema(
        operation_id="documents_list",
        parameters=[
            OpenApiParameter(
                "q", OpenApiTypes.STR, description="Part of the external id."
            )
        ],
    )
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return super().get(request, *args, **kwargs)


class DocumentDetailApi(APIView):
    class DocumentDetailOutput(serializers.Serializer):
        id = serializers.IntegerField()
        project = serializers.IntegerField(source="project_id")
        external_id = serializers.CharField()
        language = serializers.ChoiceField(choices=Language.choices)
        position = serializers.IntegerField()
        text = serializers.CharField()
        metadata = serializers.JSONField()
        comments = serializers.JSONField()
        source_file = serializers.CharField()
        source_line = serializers.IntegerField(allow_null=True)
        spans = SpanOutput(many=True, source="span_rows")

    @extend_schema(operation_id="documents_retrieve", responses=DocumentDetailOutput)
    def get(self, request: Request, pk: int) -> Response:
        document = selectors.document_get_for_user(request.user, pk)
        document.span_rows = list(selectors.span_list(document=document))
        return Response(self.DocumentDetailOutput(document).data)

    @extend_schema(
        operation_id="documents_delete",
        responses=DELETE_RESPONSES,
        description="Delete a document with its spans, candidates, reviews and "
        "decisions (lead only); refused while a run generates for it. Logged.",
    )
    def delete(self, request: ApiRequest, pk: int) -> Response:
        return document_delete_response(request, pk)


# --- Import and export -------------------------------------------------------------


class CorpusImportApi(APIView):
    parser_classes = [MultiPartParser, FormParser]

    class CorpusImportInput(serializers.Serializer):
        file = serializers.FileField()
        format = serializers.ChoiceField(choices=IMPORT_FORMATS, default="auto")
        skip_invalid = serializers.BooleanField(default=False)
        replace = serializers.BooleanField(
            default=False,
            help_text="When the project holds an import of the same file, delete "
            "that import's documents (spans, candidates, reviews) first, in the same "
            "transaction. Without it (or allow_duplicate) such an upload is refused.",
        )
        allow_duplicate = serializers.BooleanField(
            default=False,
            help_text="Import a file the project already holds again (its spans "
            "twice).",
        )
        labels = serializers.FileField(
            required=False,
            help_text="Optional label file mapping numeric label ids to names: "
            'doccano\'s label export (a JSON list of {"id", "text"}) or '
            '{"id": "name"}.',
        )
        language_key = serializers.CharField(
            required=False,
            allow_blank=True,
            default="",
            max_length=200,
            help_text="Metadata key holding each document's language. Empty: "
            "detected (English or Swedish), else the project's language.",
        )
        language_map = serializers.ListField(
            child=serializers.CharField(),
            required=False,
            default=list,
            help_text="Rules mapping values of language_key to en/sv, tried in "
            "order (repeat the field): SWE=sv, *_SWE=sv (pattern), re:_SWE$=sv "
            "(regular expression).",
        )
        language_threshold = serializers.FloatField(
            required=False,
            allow_null=True,
            default=None,
            min_value=0.5,
            max_value=1.0,
            help_text="Least confidence to take a detected language (0.75).",
        )

        language_detect = serializers.BooleanField(
            default=True,
            help_text="Detect English or Swedish in documents without a language "
            "from language_key; false: they get the project's language.",
        )

        def validate_language_map(self, value: list[str]) -> list[str]:
            try:
                parse_language_map(value)
            except ValueError as exc:
                raise serializers.ValidationError(str(exc)) from None
            return value

        def validate_file(self, value: Any) -> Any:
            if not str(value.name).lower().endswith(UPLOAD_SUFFIXES):
                raise serializers.ValidationError(
                    "Upload a .jsonl, .json1, .json or .zip file."
                )
            return value

        def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
            if attrs.get("language_map") and not attrs.get("language_key", "").strip():
                raise serializers.ValidationError(
                    {"language_key": ["A language map needs a key to read."]}
                )
            if attrs.get("replace") and attrs.get("allow_duplicate"):
                raise serializers.ValidationError(
                    "Give replace or allow_duplicate, not both."
                )
            return attrs

    @extend_schema(
        operation_id="corpus_import",
        request={"multipart/form-data": CorpusImportInput},
        responses={
            201: OpenApiResponse(ImportReportOutput, description="Imported."),
            400: OpenApiResponse(
                OpenApiTypes.OBJECT,
                description="Refused: nothing was imported. Either the import's "
                "report (as for 201, saying why per file and line) or, when the "
                "request itself is wrong, the fields with their reasons.",
            ),
        },
        description="Import a doccano export (JSONL or zip) or a TAB JSON file into "
        "the project (lead only).",
    )
    def post(self, request: ApiRequest, pk: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
        data = self.CorpusImportInput(data=request.data)
        data.is_valid(raise_exception=True)
        report = corpus_import_upload(
            project=project,
            upload=data.validated_data["file"],
            format=data.validated_data["format"],
            skip_invalid=data.validated_data["skip_invalid"],
            user=request.user,
            labels=data.validated_data.get("labels"),
            language_key=data.validated_data["language_key"].strip(),
            language_map=data.validated_data["language_map"],
            language_threshold=data.validated_data["language_threshold"],
            language_detect=data.validated_data["language_detect"],
            duplicate=(
                DUPLICATE_REPLACE
                if data.validated_data["replace"]
                else DUPLICATE_ALLOW
                if data.validated_data["allow_duplicate"]
                else DUPLICATE_REFUSE
            ),
            via="api",
        )
        code = status.HTTP_201_CREATED if report.get("imported") else 400
        return Response(report, status=code)


class FileRenderer(BaseRenderer):
    """Lets a client ask for the file with ``Accept: application/octet-stream``.

    The file itself bypasses renderers (it is a FileResponse); only error bodies
    pass through here, and those stay JSON.
    """

    media_type = "application/octet-stream"
    format = "file"
    charset = None

    def render(
        self, data: Any, accepted_media_type: str | None = None, renderer_context=None
    ) -> bytes:
        if isinstance(data, bytes):
            return data
        return json.dumps(data).encode()


class TabDocumentOutput(serializers.Serializer):
    """A TAB document as exported; its metadata keys sit beside these."""

    doc_id = serializers.CharField()
    text = serializers.CharField()
    annotations = serializers.DictField(
        help_text='Annotator -> {"entity_mentions": [...]}.'
    )


class CorpusExportApi(APIView):
    renderer_classes = [JSONRenderer, FileRenderer]

    class CorpusExportInput(serializers.Serializer):
        # Not "format": DRF reads ?format= to pick a renderer.
        export_format = serializers.ChoiceField(choices=EXPORT_FORMATS)

    @extend_schema(
        operation_id="corpus_export",
        parameters=[CorpusExportInput],
        responses={
            (200, "application/x-ndjson"): OpenApiResponse(
                OpenApiTypes.BINARY,
                description="doccano JSONL (export_format=doccano), as an attachment.",
            ),
            (200, "application/json"): OpenApiResponse(
                TabDocumentOutput(many=True),
                description="TAB JSON (export_format=tab): the list of documents, as "
                "an attachment.",
            ),
        },
        description="Export the project's corpus (lead only).",
    )
    def get(self, request: Request, pk: int) -> Any:
        project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
        data = self.CorpusExportInput(data=request.query_params)
        data.is_valid(raise_exception=True)
        return corpus_export_response(
            project=project, format=data.validated_data["export_format"]
        )
