"""REST API for runs: the same selectors and services as the pages.

Access: non-members get 404; annotators may read the runs they may see by name
(``generation.access``; any other run is 404) but not start, cancel or retry them, nor
read their candidates beside the originals (403), like the pages. Every read of a
run's candidates is logged.
"""

from __future__ import annotations

from typing import Any

from django.core.exceptions import ValidationError as DjangoValidationError
from django.db.models import QuerySet
from drf_spectacular.utils import extend_schema
from rest_framework import generics, serializers, status
from rest_framework.pagination import PageNumberPagination
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from annotation.corpus import selectors as project_selectors
from annotation.corpus.access import pairing_read_log
from annotation.corpus.anonymised import OriginalsForgotten
from annotation.corpus.api_delete import DELETE_RESPONSES, refused
from annotation.corpus.models import Document, Role
from annotation.corpus.services_delete import DeleteRefused
from generation import selectors
from generation.engines.registry import GENERATORS
from generation.models import Candidate, GenerationRun, RunStatus
from generation.services import options_parse, run_cancel, run_retry_failed
from generation.services_delete import run_delete
from generation.services_visibility import run_visibility_set
from generation.views import run_start
from pseudoweb.http import ApiRequest


class RunOutput(serializers.Serializer):
    id = serializers.IntegerField()
    project = serializers.IntegerField(source="project_id")
    name = serializers.CharField()
    # The metaclass moves declared fields off the class; the stubs see Field.label.
    label = serializers.CharField()  # type: ignore[assignment]
    generator = serializers.CharField()
    options = serializers.JSONField(
        help_text="Every option the run used, defaults included."
    )
    language = serializers.CharField()
    tagger = serializers.CharField()
    status = serializers.ChoiceField(choices=RunStatus.choices)
    created_by = serializers.CharField(
        source="created_by.username", default=None, allow_null=True
    )
    documents_total = serializers.IntegerField()
    documents_done = serializers.IntegerField()
    spans_total = serializers.IntegerField()
    spans_done = serializers.IntegerField()
    failed_count = serializers.IntegerField()
    percent = serializers.SerializerMethodField()
    rate = serializers.SerializerMethodField(help_text="Spans written per second.")
    seconds_left = serializers.SerializerMethodField()
    waiting_for_worker = serializers.SerializerMethodField(
        help_text="Queued (or its worker silent) for a while with nobody taking it."
    )
    waiting_reason = serializers.SerializerMethodField(
        help_text="Why a run nobody has taken waits, in words; empty otherwise."
    )
    error = serializers.SerializerMethodField(help_text="Why the run failed, in words.")
    created_at = serializers.DateTimeField()
    started_at = serializers.DateTimeField(allow_null=True)
    finished_at = serializers.DateTimeField(allow_null=True)
    seconds = serializers.FloatField(allow_null=True)
    visible_to_annotators = serializers.BooleanField(
        help_text="Every annotator may see the run by name (reviewers of a blind "
        "set holding it never do)."
    )

    def get_percent(self, run: GenerationRun) -> int:
        return selectors.run_progress(run).percent

    def get_rate(self, run: GenerationRun) -> float | None:
        return selectors.run_progress(run).rate

    def get_seconds_left(self, run: GenerationRun) -> float | None:
        return selectors.run_progress(run).seconds_left

    def get_waiting_for_worker(self, run: GenerationRun) -> bool:
        return selectors.run_progress(run).waiting_for_worker

    def get_waiting_reason(self, run: GenerationRun) -> str:
        # One reading of the workers for a whole list of runs.
        state = self.context.get("workers_state")
        if state is None:
            state = selectors.lazy_workers_state(project=run.project)
            self.context["workers_state"] = state
        return selectors.run_waiting_reason(run, state=state)

    def get_error(self, run: GenerationRun) -> str:
        return selectors.run_error_text(run)


class RunListApi(APIView):
    class RunStartInput(serializers.Serializer):
        generator = serializers.ChoiceField(choices=sorted(GENERATORS))
        name = serializers.CharField(
            max_length=200, required=False, allow_blank=True, default=""
        )
        strategy = serializers.ChoiceField(
            choices=["maskL", "repL"], default="maskL", help_text="Context strategy."
        )
        upos = serializers.BooleanField(default=False, help_text="UPOS constraint.")
        k = serializers.IntegerField(min_value=1, max_value=100, default=10)
        seed = serializers.IntegerField(min_value=0, required=False, allow_null=True)
        # The metaclass moves declared fields off the class; the stubs see .context.
        context = serializers.IntegerField(min_value=0, max_value=10, default=2)  # type: ignore[assignment]
        options = serializers.DictField(
            child=serializers.CharField(allow_blank=True),
            required=False,
            default=dict,
            help_text='Generator options, e.g. {"placeholder": "S3"}, '
            '{"consistency": "entity"}, {"model": "path-or-hub-name"}, '
            '{"sampling": "topk"}.',
        )
        documents = serializers.ListField(
            child=serializers.CharField(),
            required=False,
            default=list,
            help_text="External ids of the documents; empty means all of them.",
        )

    @extend_schema(operation_id="runs_list", responses=RunOutput(many=True))
    def get(self, request: Request, pk: int) -> Response:
        project = project_selectors.project_get_for_user(request.user, pk)
        runs = selectors.run_list(project=project, user_id=request.user.pk)
        return Response(RunOutput(runs, many=True).data)

    @extend_schema(
        operation_id="runs_start",
        request=RunStartInput,
        responses={201: RunOutput},
        description="Start a generation run in the background (lead only).",
    )
    def post(self, request: ApiRequest, pk: int) -> Response:
        project = project_selectors.project_get_for_user(request.user, pk, Role.LEAD)
        data = self.RunStartInput(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        try:
            options = options_parse(
                strategy=values["strategy"],
                upos=values["upos"],
                k=values["k"],
                seed=values.get("seed"),
                context=values["context"],
                extra=values["options"],
                generator=values["generator"],
            )
        except ValueError as exc:
            raise serializers.ValidationError({"options": [str(exc)]}) from exc
        document_ids = None
        wanted = list(dict.fromkeys(values["documents"]))
        if wanted:
            found = dict(
                Document.objects.filter(
                    project=project, external_id__in=wanted
                ).values_list("external_id", "pk")
            )
            missing = [i for i in wanted if i not in found]
            if missing:
                raise serializers.ValidationError(
                    {"documents": [f"Not in this project: {', '.join(missing[:20])}"]}
                )
            document_ids = [found[i] for i in wanted]
        try:
            run = run_start(
                project=project,
                user=request.user,
                generator=values["generator"],
                options=options,
                document_ids=document_ids,
                name=values["name"].strip(),
            )
        except OriginalsForgotten as exc:
            raise serializers.ValidationError({"detail": exc.messages}) from exc
        return Response(RunOutput(run).data, status=status.HTTP_201_CREATED)


class RunDetailApi(APIView):
    class RunChangeInput(serializers.Serializer):
        visible_to_annotators = serializers.BooleanField()

    @extend_schema(operation_id="runs_retrieve", responses=RunOutput)
    def get(self, request: Request, pk: int) -> Response:
        run = selectors.run_get_for_user(request.user, pk)
        return Response(RunOutput(run).data)

    @extend_schema(
        operation_id="runs_change",
        request=RunChangeInput,
        responses=RunOutput,
        description="Let every annotator see the run by name, or stop that (lead "
        "only).",
    )
    def patch(self, request: ApiRequest, pk: int) -> Response:
        run = selectors.run_get_for_user(request.user, pk, Role.LEAD)
        data = self.RunChangeInput(data=request.data)
        data.is_valid(raise_exception=True)
        run = run_visibility_set(
            run=run,
            visible=data.validated_data["visible_to_annotators"],
            user=request.user,
        )
        return Response(RunOutput(run).data)

    @extend_schema(
        operation_id="runs_delete",
        responses=DELETE_RESPONSES,
        description="Delete an ended run with its candidates and their reviews (lead "
        "only); a queued or running run is refused: cancel it first. Logged.",
    )
    def delete(self, request: ApiRequest, pk: int) -> Response:
        return run_delete_response(request, pk)


class RunCancelApi(APIView):
    @extend_schema(
        operation_id="runs_cancel",
        request=None,
        responses=RunOutput,
        description="Stop a queued or running run; what is written stays (lead only). "
        "A run that has ended is returned unchanged.",
    )
    def post(self, request: Request, pk: int) -> Response:
        run = selectors.run_get_for_user(request.user, pk, Role.LEAD)
        if not run.finished:
            run = run_cancel(run=run)
        return Response(RunOutput(run).data)


class RunRetryApi(APIView):
    @extend_schema(
        operation_id="runs_retry_failed",
        request=None,
        responses=RunOutput,
        description="Generate again the failed spans of an ended run (lead only).",
    )
    def post(self, request: Request, pk: int) -> Response:
        run = selectors.run_get_for_user(request.user, pk, Role.LEAD)
        try:
            run = run_retry_failed(run=run)
        except ValueError as exc:
            raise serializers.ValidationError({"detail": [str(exc)]}) from exc
        except DjangoValidationError as exc:
            raise serializers.ValidationError({"detail": exc.messages}) from exc
        return Response(RunOutput(run).data)


class CandidateOutput(serializers.Serializer):
    id = serializers.IntegerField()
    span = serializers.IntegerField(source="span_id")
    document = serializers.CharField(source="document.external_id")
    start = serializers.IntegerField(source="span.start")
    end = serializers.IntegerField(source="span.end")
    # The metaclass moves declared fields off the class; the stubs see Field.label.
    label = serializers.CharField(source="span.label.name")  # type: ignore[assignment]
    original = serializers.CharField(source="span.text")
    candidate = serializers.CharField(source="text")
    alternatives = serializers.ListField(child=serializers.CharField())
    upos = serializers.CharField()
    failed = serializers.BooleanField()
    reason = serializers.CharField()
    confidence = serializers.FloatField(
        allow_null=True,
        help_text="How sure the generator is that kind, form and agreement are "
        "right, 0 to 1; null when it does not say.",
    )
    suggested_tag = serializers.CharField(
        allow_null=True,
        help_text="The machine's proposed error tag (not a person's); null until "
        "proposals are computed.",
    )
    suggested_confidence = serializers.FloatField(allow_null=True)
    suggested_evidence = serializers.ListField(child=serializers.CharField())

    def to_representation(self, instance: Any) -> dict[str, Any]:
        data = super().to_representation(instance)
        data["suggested_tag"] = data["suggested_tag"] or None
        return data


class CandidatePagination(PageNumberPagination):
    page_size = 100
    page_size_query_param = "page_size"
    max_page_size = 1000


class RunCandidateListApi(generics.ListAPIView):
    serializer_class = CandidateOutput
    pagination_class = CandidatePagination

    def get_queryset(self) -> QuerySet[Candidate]:
        run = selectors.run_get_for_user(
            self.request.user, self.kwargs["pk"], Role.LEAD
        )
        self.run = run
        return selectors.candidate_list(run=run)

    @extend_schema(
        operation_id="runs_candidates",
        description="A run's candidates beside their originals (lead only; every "
        "read is logged).",
    )
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        response = super().get(request, *args, **kwargs)
        pairing_read_log(
            project=self.run.project,
            user=request.user,
            action="run_candidates_read",
            details={
                "via": "api",
                "run": self.run.pk,
                "page": request.query_params.get("page", "1"),
            },
        )
        return response


def run_delete_response(request: ApiRequest, pk: int) -> Response:
    run = selectors.run_get_for_user(request.user, pk, Role.LEAD)
    try:
        run_delete(run=run, user=request.user)
    except DeleteRefused as exc:
        return refused(exc)
    return Response(status=status.HTTP_204_NO_CONTENT)
