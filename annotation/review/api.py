"""REST API for review: the same selectors and services as the review pages.

Access, as on the pages: non-members get 404; every write acts on the user's own work,
so naming another ``reviewer`` in a write gets 403; reading someone else's reviews or
decisions is for leads only (403 for annotators, 404 for a non-member reviewer).
Blind review sets are honoured: a save scoped to a blind set answers with the
reviewer's "System A" name and never with the run's name, generator or id.
"""

from __future__ import annotations

from typing import Any

from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import transaction
from django.db.models import QuerySet
from drf_spectacular.utils import extend_schema
from rest_framework import generics, serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from annotation.corpus import selectors
from annotation.corpus.api import _validation_error
from annotation.review import selectors as sr
from annotation.review.access_team import decisions_visible_to
from annotation.review.models import (
    Decision,
    DecisionKind,
    ErrorTag,
    Review,
    ReviewMode,
)
from annotation.review.services import (
    decision_apply_to_entity,
    decision_save,
    document_mark_done,
    review_save,
)
from generation import access
from pseudoweb.http import ApiRequest
from pseudoweb.schema import IdField

REVIEWER_HELP = (
    "Optional; if given it must be your own user id: writes always act on your own "
    "work (403 otherwise)."
)


def span_candidate_or_400(span: Any, user: Any, pk: Any) -> Any:
    """The span's candidate ``pk`` as the user may see it (None when none is
    named); a 400 naming the field when there is no such candidate."""
    if pk is None:
        return None
    candidate = sr.span_candidate_get(span=span, user=user, pk=pk)
    if candidate is None:
        raise serializers.ValidationError(
            {"candidate": ["No such candidate for this span."]}
        )
    return candidate


def _check_own(request: Request, named: int | None) -> None:
    # The query string counts too, as on the pages (?reviewer= in a form's action).
    sr.reviewer_check_own(
        user=request.user,
        reviewer_param=str(named) if named else request.query_params.get("reviewer"),
    )


# --- Output shapes -----------------------------------------------------------------


def _seen(context: dict[str, Any], run_id: int | None) -> bool:
    # Without a RunAccess in the context nothing is hidden (the writer's own answer).
    seen = context.get("run_access")
    return seen is None or seen.can_see(run_id)


class ReviewOutput(serializers.Serializer):
    id = serializers.IntegerField()
    candidate = serializers.SerializerMethodField(
        help_text="Null for a candidate of a run you may not see by name (blind)."
    )
    span = serializers.IntegerField(source="candidate.span_id")
    document = serializers.IntegerField(source="document_id")
    run = serializers.SerializerMethodField(
        help_text="Null for a run you may not see by name (a blind set's run)."
    )
    reviewer = serializers.IntegerField(source="reviewer_id")
    reviewer_username = serializers.CharField(source="reviewer.username")
    tag = serializers.ChoiceField(choices=ErrorTag.choices)
    comment = serializers.CharField()
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()

    def get_candidate(self, review: Review) -> int | None:
        return review.candidate_id if _seen(self.context, review.run_id) else None

    def get_run(self, review: Review) -> int | None:
        return review.run_id if _seen(self.context, review.run_id) else None


class DecisionOutput(serializers.Serializer):
    id = serializers.IntegerField()
    span = serializers.IntegerField(source="span_id")
    document = serializers.IntegerField(source="document_id")
    reviewer = serializers.IntegerField(source="reviewer_id")
    reviewer_username = serializers.CharField(source="reviewer.username")
    kind = serializers.ChoiceField(choices=DecisionKind.choices)
    text = serializers.CharField(help_text="Empty when the original is kept.")
    candidate = serializers.SerializerMethodField(
        help_text="Null when none, or from a run you may not see by name."
    )
    run = serializers.SerializerMethodField(
        help_text="The run the pseudonym came from (also after apply to all "
        "mentions); null when none, or a run you may not see by name."
    )
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()

    def get_candidate(self, decision: Decision) -> int | None:
        if decision.candidate_id is None:
            return None
        run_id = decision.candidate.run_id if decision.candidate else None
        return decision.candidate_id if _seen(self.context, run_id) else None

    def get_run(self, decision: Decision) -> int | None:
        if decision.run_id is None:
            return None
        return decision.run_id if _seen(self.context, decision.run_id) else None


# --- Evaluate: tag a candidate -----------------------------------------------------


class CandidateReviewApi(APIView):
    class ReviewSaveInput(serializers.Serializer):
        tag = serializers.ChoiceField(choices=ErrorTag.choices)
        comment = serializers.CharField(
            required=False,
            allow_blank=True,
            allow_null=True,
            default=None,
            help_text="Left out or null: keep the comment already saved.",
        )
        review_set = serializers.IntegerField(
            required=False,
            help_text="Review within this review set (the candidate's run must be in "
            "it); the answer then names the system as the set shows it.",
        )
        reviewer = serializers.IntegerField(required=False, help_text=REVIEWER_HELP)

    class ReviewSavedOutput(serializers.Serializer):
        # No run id or name: in a blind set, the run is what the reviewer must not see.
        id = serializers.IntegerField()
        candidate = serializers.IntegerField(source="candidate_id")
        span = serializers.IntegerField(source="candidate.span_id")
        document = serializers.IntegerField(source="document_id")
        reviewer = serializers.IntegerField(source="reviewer_id")
        tag = serializers.ChoiceField(choices=ErrorTag.choices)
        comment = serializers.CharField()
        system = serializers.CharField(
            allow_null=True,
            help_text='The run\'s name in the review set ("System B" when blind); '
            "null without a review set.",
        )
        updated_at = serializers.DateTimeField()

    @extend_schema(
        operation_id="candidate_review_save",
        request=ReviewSaveInput,
        responses=ReviewSavedOutput,
        description="Tag a candidate with an error tag (evaluate mode). A second save "
        "replaces your tag; nobody else's review is touched.",
    )
    def post(self, request: ApiRequest, pk: int) -> Response:
        candidate = sr.candidate_get_for_user(user=request.user, pk=pk)
        data = self.ReviewSaveInput(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        _check_own(request, values.get("reviewer"))
        system = None
        if values.get("review_set") is not None:
            scope = sr.evaluate_scope_get(
                project=candidate.document.project,
                kind="set",
                pk=values["review_set"],
                reviewer_id=request.user.pk,
            )
            system = next(
                (s.name for s in scope.systems if s.run.pk == candidate.run_id), None
            )
            if system is None:
                raise serializers.ValidationError(
                    {"review_set": ["That candidate is not part of this review set."]}
                )
        try:
            review = review_save(
                candidate=candidate,
                reviewer=request.user,
                tag=values["tag"],
                comment=values["comment"],
            )
        except DjangoValidationError as exc:
            raise _validation_error(exc) from exc
        review.system = system
        return Response(self.ReviewSavedOutput(review).data)


# --- Curate: decide a span's pseudonym ---------------------------------------------


class ChoiceInput(serializers.Serializer):
    """A pseudonym chosen for a span: a curator's decision, an adjudicator's final."""

    kind = serializers.ChoiceField(choices=DecisionKind.choices)
    text = serializers.CharField(
        required=False,
        allow_blank=True,
        default="",
        help_text="The pseudonym (edit, own; accept: defaults to the candidate's).",
    )


class SpanDecisionApi(APIView):
    class DecisionSaveInput(ChoiceInput):
        candidate = serializers.IntegerField(
            required=False,
            allow_null=True,
            default=None,
            help_text="One of this span's candidates (needed for accept and edit).",
        )
        apply_to_entity = serializers.BooleanField(
            default=False,
            help_text="Also give every other mention of the entity in the document "
            "the same pseudonym (your decisions only).",
        )
        reviewer = serializers.IntegerField(required=False, help_text=REVIEWER_HELP)

    class DecisionSavedOutput(DecisionOutput):
        applied = DecisionOutput(
            many=True, help_text="Decisions changed on the entity's other mentions."
        )

    @extend_schema(
        operation_id="span_decision_save",
        request=DecisionSaveInput,
        responses=DecisionSavedOutput,
        description="Your final pseudonym for a span (curate mode): accept or edit a "
        "candidate, type your own, or keep the original.",
    )
    def post(self, request: ApiRequest, pk: int) -> Response:
        span = sr.span_get_for_user(user=request.user, pk=pk)
        data = self.DecisionSaveInput(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        _check_own(request, values.get("reviewer"))
        candidate = span_candidate_or_400(span, request.user, values["candidate"])
        try:
            # One transaction: a failed apply must not leave half the entity decided.
            with transaction.atomic():
                decision = decision_save(
                    span=span,
                    reviewer=request.user,
                    kind=values["kind"],
                    text=values["text"],
                    candidate=candidate,
                )
                applied: list[Decision] = []
                if values["apply_to_entity"]:
                    applied = decision_apply_to_entity(
                        decision=decision, reviewer=request.user
                    )
        except DjangoValidationError as exc:
            raise _validation_error(exc) from exc
        decision.applied = applied
        seen = access.run_access(project=span.document.project, user_id=request.user.pk)
        return Response(
            self.DecisionSavedOutput(decision, context={"run_access": seen}).data
        )


# --- Marking a document done -------------------------------------------------------


class DocumentDoneApi(APIView):
    class DoneInput(serializers.Serializer):
        mode = serializers.ChoiceField(choices=ReviewMode.choices)
        scope = serializers.RegexField(
            r"^(run|set):\d+$",
            required=False,
            allow_blank=True,
            default="",
            help_text='Evaluate only: "run:<id>" or "set:<id>". Ignored for curate.',
        )
        reviewer = serializers.IntegerField(required=False, help_text=REVIEWER_HELP)

        def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
            if attrs["mode"] == ReviewMode.EVALUATE and not attrs["scope"]:
                raise serializers.ValidationError(
                    {"scope": ["Evaluate needs the run or review set reviewed."]}
                )
            return attrs

    class DoneOutput(serializers.Serializer):
        document = serializers.IntegerField(source="document_id")
        reviewer = serializers.IntegerField(source="reviewer_id")
        mode = serializers.ChoiceField(choices=ReviewMode.choices)
        scope = serializers.CharField()
        done_at = serializers.DateTimeField()
        next_document = serializers.IntegerField(
            allow_null=True,
            help_text="The next document you have not marked done in this mode and "
            "scope, or null when every one is done.",
        )
        open = serializers.IntegerField(
            source="open_count",
            help_text="What you left open in the document: spans without a decision "
            "(curate) or candidates without a tag (evaluate). Marking done still "
            "works; a curated document with open spans is left out of exports.",
        )

    @extend_schema(
        operation_id="document_mark_done",
        request=DoneInput,
        responses=DoneOutput,
        description="Mark a document done for yourself, in curate mode or in "
        "evaluate mode for one run or review set.",
    )
    def post(self, request: ApiRequest, pk: int) -> Response:
        document = selectors.document_get_for_user(request.user, pk)
        data = self.DoneInput(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        _check_own(request, values.get("reviewer"))
        scope = None
        if values["mode"] == ReviewMode.EVALUATE:
            kind, _, scope_pk = values["scope"].partition(":")
            scope = sr.evaluate_scope_get(
                project=document.project,
                kind=kind,
                pk=int(scope_pk),
                reviewer_id=request.user.pk,
            )
        progress = document_mark_done(
            document=document,
            reviewer=request.user,
            mode=values["mode"],
            scope=scope.key if scope else "",
        )
        following = sr.document_next_not_done(
            project=document.project,
            reviewer=request.user,
            mode=values["mode"],
            scope=scope,
            after=document,
        )
        progress.next_document = following.pk if following else None
        progress.open_count = sr.document_open_count(
            document=document, reviewer=request.user, scope=scope
        )
        return Response(self.DoneOutput(progress).data)


# --- Reading reviews and decisions -------------------------------------------------


class _ReviewerInput(serializers.Serializer):
    reviewer = serializers.IntegerField(
        required=False,
        help_text="A reviewer's user id. Annotators may only name themselves (403); "
        "leads see everyone's when it is left out.",
    )


def _reviewer_filter(request: Request, *, pk: int, reviewer: int | None):
    """The project and whose rows to show: None means everyone's (leads only)."""
    project = selectors.project_get_for_user(request.user, pk)
    if reviewer is None and selectors.user_is_lead(project=project):
        return project, None
    # Same rule as the pages: own work, or a lead reading a member's (404 otherwise).
    shown, _ = sr.reviewer_for_view(
        user=request.user, project=project, reviewer_param=reviewer
    )
    return project, shown


class ProjectReviewListApi(generics.ListAPIView):
    serializer_class = ReviewOutput

    class ReviewListInput(_ReviewerInput):
        run = IdField(required=False)

    def get_queryset(self) -> QuerySet[Review]:
        data = self.ReviewListInput(data=self.request.query_params)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        project, reviewer = _reviewer_filter(
            self.request, pk=self.kwargs["pk"], reviewer=values.get("reviewer")
        )
        seen = access.run_access(project=project, user_id=self.request.user.pk)
        self.run_access = seen
        reviews = Review.objects.filter(document__project=project)
        if reviewer is not None:
            reviews = reviews.filter(reviewer=reviewer)
        if values.get("run") is not None:
            # A run the user may not see filters like a run that does not exist:
            # otherwise the filter would sort their blind reviews by run.
            if not seen.can_see(values["run"]):
                return reviews.none()
            reviews = reviews.filter(run_id=values["run"])
        return reviews.select_related("candidate", "reviewer").order_by("id")

    def get_serializer_context(self) -> dict[str, Any]:
        return {**super().get_serializer_context(), "run_access": self.run_access}

    @extend_schema(
        operation_id="project_reviews_list",
        parameters=[ReviewListInput],
        description="Error tags (evaluate mode): your own, or everyone's for leads.",
    )
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return super().get(request, *args, **kwargs)


class ProjectDecisionListApi(generics.ListAPIView):
    serializer_class = DecisionOutput

    def get_queryset(self) -> QuerySet[Decision]:
        data = _ReviewerInput(data=self.request.query_params)
        data.is_valid(raise_exception=True)
        project, reviewer = _reviewer_filter(
            self.request,
            pk=self.kwargs["pk"],
            reviewer=data.validated_data.get("reviewer"),
        )
        self.run_access = access.run_access(
            project=project, user_id=self.request.user.pk
        )
        decisions: QuerySet[Decision] = Decision.objects.filter(
            document__project=project
        )
        if reviewer is not None:
            decisions = decisions.filter(reviewer=reviewer)
        # A lead who curates a shared document sees nobody else's decisions on it
        # before finishing it (issue 23).
        decisions = decisions_visible_to(user=self.request.user, decisions=decisions)
        return decisions.select_related("reviewer", "candidate").order_by("id")

    def get_serializer_context(self) -> dict[str, Any]:
        return {**super().get_serializer_context(), "run_access": self.run_access}

    @extend_schema(
        operation_id="project_decisions_list",
        parameters=[_ReviewerInput],
        description="Final pseudonyms (curate mode): yours, or everyone's for leads; "
        "never another curator's on a document you curate and have not finished.",
    )
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return super().get(request, *args, **kwargs)


# --- Review sets -------------------------------------------------------------------
