"""The review-set API: create a set, list and review its (blind) items, change its
reviewers, delete it. Reviews and decisions themselves: ``api.py``."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.core.exceptions import ValidationError as DjangoValidationError
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from annotation.corpus import selectors
from annotation.corpus.access import small_id
from annotation.corpus.api import _validation_error
from annotation.corpus.api_delete import DELETE_RESPONSES
from annotation.corpus.models import Role
from annotation.review import selectors as sr
from annotation.review.evaluate import evaluate_page_data
from annotation.review.models import (
    ErrorTag,
    ReviewSet,
)
from annotation.review.services import (
    review_save,
    review_set_create,
    review_set_delete,
    review_set_proposals_set,
    review_set_reviewers_set,
)
from generation.models import GenerationRun
from pseudoweb.http import ApiRequest
from pseudoweb.schema import IdField

REVIEWER_HELP = (
    "Optional; if given it must be your own user id: writes always act on your own "
    "work (403 otherwise)."
)


class ReviewSetCreateApi(APIView):
    class ReviewSetInput(serializers.Serializer):
        name = serializers.CharField(max_length=200)
        runs = serializers.ListField(child=IdField(), min_length=1)
        blind = serializers.BooleanField(
            default=False,
            help_text="Hide run names from reviewers; shuffle the runs per reviewer.",
        )
        show_proposals = serializers.BooleanField(
            default=False,
            help_text="Show reviewers the machine's proposed tag beside each "
            "candidate (off: people's tags stay independent).",
        )
        reviewers = serializers.ListField(
            child=serializers.IntegerField(),
            required=False,
            default=list,
            help_text="User ids of the members it is given to; empty: every member.",
        )

    class ReviewSetOutput(serializers.Serializer):
        id = serializers.IntegerField()
        project = serializers.IntegerField(source="project_id")
        name = serializers.CharField()
        blind = serializers.BooleanField()
        show_proposals = serializers.BooleanField()
        runs = serializers.ListField(child=serializers.IntegerField(), source="run_ids")
        reviewers = serializers.ListField(
            child=serializers.IntegerField(), source="reviewer_ids"
        )
        created_at = serializers.DateTimeField()

    @extend_schema(
        operation_id="review_sets_create",
        request=ReviewSetInput,
        responses={201: ReviewSetOutput},
        description="Group runs to review side by side (lead only).",
    )
    def post(self, request: ApiRequest, pk: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
        data = self.ReviewSetInput(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        wanted = set(values["runs"])
        runs = list(GenerationRun.objects.filter(project=project, pk__in=wanted))
        missing = sorted(wanted - {run.pk for run in runs})
        if missing:
            raise serializers.ValidationError(
                {"runs": [f"No run {pk} in this project." for pk in missing]}
            )
        reviewers = _reviewers_of(project, values["reviewers"])
        try:
            review_set = review_set_create(
                project=project,
                user=request.user,
                name=values["name"],
                runs=runs,
                blind=values["blind"],
                reviewers=reviewers,
                show_proposals=values["show_proposals"],
            )
        except DjangoValidationError as exc:
            raise _validation_error(exc) from exc
        review_set.run_ids = sorted(run.pk for run in runs)
        review_set.reviewer_ids = sorted(user.pk for user in reviewers)
        return Response(
            self.ReviewSetOutput(review_set).data, status=status.HTTP_201_CREATED
        )


# --- Review set items: how a reviewer sees a set, blind ones by opaque names --------


class ReviewSetItemOutput(serializers.Serializer):
    item = serializers.CharField(
        help_text="What to tag it by: the candidate's id in an open set, an opaque "
        "name of yours in a blind set (it names no run and no candidate)."
    )
    span = serializers.IntegerField()
    start = serializers.IntegerField()
    end = serializers.IntegerField()
    system = serializers.CharField(help_text='The run\'s name, or "System B" blind.')
    text = serializers.CharField(help_text="The candidate as the page shows it.")
    failed = serializers.BooleanField()
    tag = serializers.CharField(allow_null=True, help_text="Your tag, if any.")
    comment = serializers.CharField(allow_blank=True)
    confirmed_proposal = serializers.BooleanField(
        help_text="Your tag is the machine's proposal, confirmed."
    )
    proposal = serializers.JSONField(
        allow_null=True,
        help_text="The machine's proposed tag {tag, confidence, evidence} where the "
        "set shows proposals (evidence empty in blind sets); not a person's tag.",
    )


class ReviewSetItemListApi(APIView):
    @extend_schema(
        operation_id="review_set_items_list",
        responses=ReviewSetItemOutput(many=True),
        description="The candidates of one document in a review set given to you, "
        "span by span in your order of the systems.",
    )
    def get(self, request: ApiRequest, pk: int, document_id: int) -> Response:
        document = selectors.document_get_for_user(request.user, document_id)
        scope = sr.evaluate_scope_get(
            project=document.project, kind="set", pk=pk, reviewer_id=request.user.pk
        )
        data = evaluate_page_data(document=document, scope=scope, reviewer=request.user)
        rows = [
            {
                "item": view.item_key,
                "span": item.span.pk,
                "start": item.span.start,
                "end": item.span.end,
                "system": view.system.name,
                "text": view.shown,
                "failed": view.candidate.failed,
                "tag": view.review.tag if view.review else None,
                "comment": view.review.comment if view.review else "",
                "confirmed_proposal": bool(
                    view.review and view.review.confirmed_proposal
                ),
                "proposal": (
                    {
                        "tag": view.proposal.tag,
                        "confidence": view.proposal.confidence,
                        "evidence": list(view.proposal.evidence),
                    }
                    if view.proposal
                    else None
                ),
            }
            for item in data["items"]
            for view in item.candidates
            if view.candidate is not None
        ]
        return Response(ReviewSetItemOutput(rows, many=True).data)


class ReviewSetItemReviewApi(APIView):
    class ItemReviewInput(serializers.Serializer):
        tag = serializers.ChoiceField(choices=ErrorTag.choices)
        confirm = serializers.BooleanField(
            default=False,
            help_text="The tag is the machine's shown proposal, confirmed (a set "
            "that shows proposals only).",
        )
        comment = serializers.CharField(
            required=False,
            allow_blank=True,
            allow_null=True,
            default=None,
            help_text="Left out or null: keep the comment already saved.",
        )

    class ItemReviewOutput(serializers.Serializer):
        item = serializers.CharField()
        span = serializers.IntegerField(source="candidate.span_id")
        document = serializers.IntegerField(source="document_id")
        reviewer = serializers.IntegerField(source="reviewer_id")
        tag = serializers.ChoiceField(choices=ErrorTag.choices)
        comment = serializers.CharField()
        system = serializers.CharField()
        updated_at = serializers.DateTimeField()

    @extend_schema(
        operation_id="review_set_item_review_save",
        request=ItemReviewInput,
        responses=ItemReviewOutput,
        description="Tag an item of a review set given to you (the `item` of "
        "`review_set_items_list`). A blind set's items are named only this way.",
    )
    def post(self, request: ApiRequest, pk: int, item: str) -> Response:
        candidate = sr.review_item_get(
            user=request.user, kind="set", scope_id=pk, item=item
        )
        scope = sr.evaluate_scope_get(
            project=candidate.document.project,
            kind="set",
            pk=pk,
            reviewer_id=request.user.pk,
        )
        system = next(
            (s.name for s in scope.systems if s.run.pk == candidate.run_id), None
        )
        if system is None:
            raise NotFound("No such item in this review set.")
        data = self.ItemReviewInput(data=request.data)
        data.is_valid(raise_exception=True)
        confirm = data.validated_data["confirm"]
        if confirm and not scope.show_proposals:
            raise serializers.ValidationError(
                {"confirm": "This review set shows no proposals to confirm."}
            )
        try:
            review = review_save(
                candidate=candidate,
                reviewer=request.user,
                tag=data.validated_data["tag"],
                comment=data.validated_data["comment"],
                confirmed=confirm,
            )
        except DjangoValidationError as exc:
            raise _validation_error(exc) from exc
        review.system = system
        review.item = item
        return Response(self.ItemReviewOutput(review).data)


def _reviewers_of(project: Any, user_ids: Iterable[int]) -> list[Any]:
    """The members of ``project`` with these user ids; a stranger is a 400."""
    wanted = set(user_ids)
    reviewers = [
        m.user
        for m in selectors.membership_list(project=project).filter(user_id__in=wanted)
    ]
    strangers = sorted(wanted - {user.pk for user in reviewers})
    if strangers:
        raise serializers.ValidationError(
            {"reviewers": [f"No member {pk} in this project." for pk in strangers]}
        )
    return reviewers


class ReviewSetDetailApi(APIView):
    class ReviewSetChangeInput(serializers.Serializer):
        reviewers = serializers.ListField(
            child=serializers.IntegerField(),
            required=False,
            help_text="User ids of the members it is given to; empty: every member.",
        )
        show_proposals = serializers.BooleanField(
            required=False,
            help_text="Show reviewers the machine's proposed tags, or stop.",
        )

    @extend_schema(
        operation_id="review_sets_change",
        request=ReviewSetChangeInput,
        responses=ReviewSetCreateApi.ReviewSetOutput,
        description="Change whom a review set is given to, or whether it shows the "
        "machine's proposed tags (lead only).",
    )
    def patch(self, request: ApiRequest, pk: int) -> Response:
        review_set = ReviewSet.objects.filter(pk=pk).first()
        if review_set is None:
            raise NotFound("No such review set.")
        project = selectors.project_get_for_user(
            request.user, review_set.project_id, Role.LEAD
        )
        data = self.ReviewSetChangeInput(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        if "reviewers" in values:
            reviewers = _reviewers_of(project, values["reviewers"])
            review_set_reviewers_set(
                review_set=review_set, reviewers=reviewers, user=request.user
            )
        if "show_proposals" in values:
            review_set_proposals_set(
                review_set=review_set, show=values["show_proposals"], user=request.user
            )
        review_set.run_ids = sorted(review_set.runs.values_list("pk", flat=True))
        review_set.reviewer_ids = sorted(
            review_set.reviewers.values_list("pk", flat=True)
        )
        return Response(ReviewSetCreateApi.ReviewSetOutput(review_set).data)

    @extend_schema(
        operation_id="review_sets_delete",
        responses={204: DELETE_RESPONSES[204]},
        description="Delete a review set and its done marks; reviews stay with their "
        "runs (lead only). Logged.",
    )
    def delete(self, request: ApiRequest, pk: int) -> Response:
        return review_set_delete_response(request, pk)


def review_set_delete_response(request: ApiRequest, pk: int) -> Response:
    set_id = small_id(pk)
    review_set = None if set_id is None else ReviewSet.objects.filter(pk=set_id).first()
    if review_set is None:
        raise NotFound("No such review set.")
    selectors.project_get_for_user(request.user, review_set.project_id, Role.LEAD)
    review_set_delete(review_set=review_set, user=request.user)
    return Response(status=status.HTTP_204_NO_CONTENT)
