"""REST API of the team workflow (issue 23): the team page's and ``manage.py
assign`` / ``document_states``' second door, to the same services.

Access, as everywhere: non-members get 404, a member whose role is too low 403.
Leads assign, approve and reopen; leads and the project's adjudicators settle
(``services_team.adjudication_check``: an adjudicator who curates the document too
only once they finished it). Leads and adjudicators see every document's state and
curators; an annotator sees their own documents only, with their own name only (who
else curates a document, and whether it is shared, is for those who settle). Writes
are logged by the services; their ValidationError is a 400 naming the field.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from django.core.exceptions import ValidationError as DjangoValidationError
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from annotation.corpus import selectors
from annotation.corpus.api import _validation_error
from annotation.corpus.models import Document, Label, Language, Project, Role
from annotation.review import selectors as sr
from annotation.review.api import ChoiceInput, span_candidate_or_400
from annotation.review.models import (
    Assignment,
    DecisionKind,
    DocumentState,
    DocumentWork,
    FinalDecision,
    FinalSource,
)
from annotation.review.selectors_team import dashboard_data, queue_for
from annotation.review.services_team import (
    MAX_OVERLAP,
    REOPEN_TO,
    adjudication_check,
    assign_documents,
    assignees,
    assignment_set,
    can_adjudicate,
    curators_check,
    document_approve,
    document_reopen,
    documents_approve,
    final_decide,
    span_comparison,
    states_of,
)
from generation import access
from pseudoweb.http import ApiRequest
from pseudoweb.schema import IdField

OVERLAP_RANGE = "The overlap is a fraction from 0 to 1."


def _sees_everyone(project: Project, user: Any) -> bool:
    """Leads and adjudicators see who curates what; annotators their own only."""
    return selectors.user_is_lead(project=project) or can_adjudicate(
        project=project, user=user
    )


# --- Output shapes -----------------------------------------------------------------


class AssignmentsOutput(serializers.Serializer):
    assignments = serializers.DictField(
        child=serializers.ListField(child=serializers.CharField()),
        help_text="Each document (as exported: its external id) with its curators' "
        "usernames.",
    )
    overlap = serializers.ListField(
        child=serializers.CharField(),
        help_text="The documents given to more than one curator (empty for an "
        "annotator).",
    )


class DocumentStateOutput(serializers.Serializer):
    id = serializers.IntegerField(help_text="The document's id in this API.")
    document = serializers.CharField(help_text="The document as exported.")
    state = serializers.ChoiceField(choices=DocumentState.choices)
    assignees = serializers.ListField(
        child=serializers.CharField(),
        help_text="Its curators (an annotator: only themselves).",
    )


def _state_row(document: Document, names: list[str] | None = None) -> dict[str, Any]:
    if names is None:
        names = [user.get_username() for user in assignees(document)]
    return {
        "id": document.pk,
        "document": document.external_id,
        "state": states_of([document])[document.pk],
        "assignees": names,
    }


class CuratorOutput(serializers.Serializer):
    curator = serializers.CharField()
    assigned = serializers.IntegerField()
    started = serializers.IntegerField()
    finished = serializers.IntegerField()
    seconds_total = serializers.FloatField()
    seconds_mean = serializers.FloatField(allow_null=True)


class DashboardOutput(serializers.Serializer):
    states = serializers.DictField(
        child=serializers.IntegerField(), help_text="Documents per state."
    )
    total = serializers.IntegerField(help_text="The project's documents.")
    shared = serializers.IntegerField(help_text="Documents given to two curators.")
    curators = CuratorOutput(
        many=True, help_text="Progress and time per curator (an annotator: own)."
    )


class QueueOutput(serializers.Serializer):
    id = serializers.IntegerField(source="document_id")
    document = serializers.CharField(source="external_id")
    position = serializers.IntegerField()
    state = serializers.ChoiceField(choices=DocumentState.choices)
    started_at = serializers.DateTimeField(allow_null=True)
    finished_at = serializers.DateTimeField(allow_null=True)


class CuratorDecisionOutput(serializers.Serializer):
    curator = serializers.CharField()
    kind = serializers.ChoiceField(
        choices=DecisionKind.choices, allow_null=True, help_text="Null: undecided."
    )
    text = serializers.CharField(
        allow_null=True, help_text="Empty when the original is kept."
    )
    candidate = serializers.IntegerField(
        allow_null=True,
        help_text="Null when none, or from a run you may not see by name.",
    )


class FinalOutput(serializers.Serializer):
    kind = serializers.ChoiceField(choices=DecisionKind.choices)
    text = serializers.CharField(help_text="Empty when the original is kept.")
    # Declared fields leave the class (the metaclass); the stubs see Field.source.
    source = serializers.ChoiceField(choices=FinalSource.choices)  # type: ignore[assignment]
    decided_by = serializers.CharField(
        allow_null=True, help_text="The adjudicator; null when the curators agreed."
    )
    run = serializers.IntegerField(
        allow_null=True,
        help_text="The run the pseudonym came from; null when none, or a run you "
        "may not see by name.",
    )


class SpanCompareOutput(serializers.Serializer):
    span = serializers.IntegerField()
    start = serializers.IntegerField()
    end = serializers.IntegerField()
    text = serializers.CharField(help_text="The original.")
    # The metaclass moves declared fields off the class; the stubs see Field.label.
    label = serializers.CharField()  # type: ignore[assignment]
    agreed = serializers.BooleanField(
        help_text="Every curator decided, and alike: settled at once."
    )
    decisions = CuratorDecisionOutput(many=True)
    final = FinalOutput(allow_null=True)


class AdjudicationOutput(DocumentStateOutput):
    spans = SpanCompareOutput(
        many=True, help_text="Differences first, then in text order."
    )


class FinalSavedOutput(FinalOutput):
    span = serializers.IntegerField()
    document = serializers.IntegerField()
    state = serializers.ChoiceField(
        choices=DocumentState.choices, help_text="The document's state now."
    )


def _final_dict(final: FinalDecision, seen: access.RunAccess) -> dict[str, Any]:
    return {
        "kind": final.kind,
        "text": final.text,
        "source": final.source,
        "decided_by": final.decided_by.get_username() if final.decided_by else None,
        "run": final.run_id if final.run_id and seen.can_see(final.run_id) else None,
    }


# --- Assigning -----------------------------------------------------------------------


class ProjectAssignmentsApi(APIView):
    class AssignInput(serializers.Serializer):
        to = serializers.ListField(
            child=serializers.CharField(max_length=150),
            min_length=1,
            max_length=500,
            help_text="The curators' usernames, members of the project.",
        )
        overlap = serializers.FloatField(
            min_value=0,
            max_value=MAX_OVERLAP,
            default=0.0,
            error_messages={"min_value": OVERLAP_RANGE, "max_value": OVERLAP_RANGE},
            help_text="The share of documents given to two curators (0.1: 10 %).",
        )
        language = serializers.ChoiceField(
            choices=Language.choices,
            required=False,
            help_text="Only the documents in this language.",
        )
        label = serializers.CharField(  # type: ignore[assignment]
            required=False,
            max_length=200,
            help_text="Only the documents with a span of this label.",
        )

    @extend_schema(
        operation_id="team_assignments_list",
        responses=AssignmentsOutput,
        description="Who curates which document: every document for leads and "
        "adjudicators; an annotator's own documents, with their own name only.",
    )
    def get(self, request: ApiRequest, pk: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk)
        everyone = _sees_everyone(project, request.user)
        rows = Assignment.objects.filter(project=project)
        if not everyone:
            rows = rows.filter(curator=request.user)
        holders: dict[int, list[str]] = defaultdict(list)
        for document_id, name in rows.order_by("curator__username").values_list(
            "document_id", "curator__username"
        ):
            holders[document_id].append(name)
        documents = project.documents.order_by("position", "pk")
        if not everyone:
            documents = documents.filter(pk__in=list(holders))
        assignments = {
            external_id: holders.get(document_id, [])
            for document_id, external_id in documents.values_list("pk", "external_id")
        }
        overlap = (
            sorted(d for d, names in assignments.items() if len(names) > 1)
            if everyone
            else []
        )
        body = {"assignments": assignments, "overlap": overlap}
        return Response(AssignmentsOutput(body).data)

    @extend_schema(
        operation_id="team_assign",
        request=AssignInput,
        responses=AssignmentsOutput,
        description="Give the project's documents (or those of a language or "
        "label) to curators in balanced shares, `overlap` of them to two, as "
        "`manage.py assign --json` does. Deterministic: the same request gives the "
        "same answer; without a curator named before, their unfinished documents "
        "go to the others. Leads only; logged.",
    )
    def post(self, request: ApiRequest, pk: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
        data = self.AssignInput(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        documents = project.documents.all()
        if values.get("language"):
            documents = documents.filter(language=values["language"])
        if values.get("label"):
            if not Label.objects.filter(project=project, name=values["label"]).exists():
                raise serializers.ValidationError(
                    {"label": [f"No label {values['label']!r} in this project."]}
                )
            documents = documents.filter(spans__label__name=values["label"]).distinct()
        try:
            curators = curators_check(project=project, usernames=values["to"])
            result = assign_documents(
                project=project,
                curators=curators,
                overlap=values["overlap"],
                documents=documents,
                by=request.user,
            )
        except DjangoValidationError as exc:
            raise _validation_error(exc) from exc
        return Response(AssignmentsOutput(result.as_dict()).data)


class DocumentAssigneesApi(APIView):
    class AssigneesInput(serializers.Serializer):
        to = serializers.ListField(
            child=serializers.CharField(max_length=150),
            min_length=1,
            max_length=50,
            help_text="Exactly these curators (finished work of anyone else stays).",
        )

    @extend_schema(
        operation_id="team_document_assign",
        request=AssigneesInput,
        responses=DocumentStateOutput,
        description="Assign one document by hand. Leads only; logged.",
    )
    def put(self, request: ApiRequest, pk: int) -> Response:
        document = selectors.document_get_for_user(request.user, pk, Role.LEAD)
        data = self.AssigneesInput(data=request.data)
        data.is_valid(raise_exception=True)
        try:
            curators = curators_check(
                project=document.project, usernames=data.validated_data["to"]
            )
            assignment_set(document=document, curators=curators, by=request.user)
        except DjangoValidationError as exc:
            raise _validation_error(exc) from exc
        return Response(DocumentStateOutput(_state_row(document)).data)


# --- Reading where the team stands ---------------------------------------------------


class DocumentStatesApi(APIView):
    class StatesInput(serializers.Serializer):
        state = serializers.ChoiceField(
            choices=DocumentState.choices,
            required=False,
            help_text="Only the documents in this state.",
        )

    @extend_schema(
        operation_id="team_document_states",
        parameters=[StatesInput],
        responses=DocumentStateOutput(many=True),
        description="Each document with its state and curators, as `manage.py "
        "document_states --json`: every document for leads and adjudicators, an "
        "annotator's assigned documents only.",
    )
    def get(self, request: ApiRequest, pk: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk)
        data = self.StatesInput(data=request.query_params)
        data.is_valid(raise_exception=True)
        wanted = data.validated_data.get("state")
        everyone = _sees_everyone(project, request.user)
        rows = Assignment.objects.filter(project=project)
        if not everyone:
            rows = rows.filter(curator=request.user)
        people: dict[int, list[str]] = defaultdict(list)
        for document_id, name in rows.order_by("curator__username").values_list(
            "document_id", "curator__username"
        ):
            people[document_id].append(name)
        states = dict(
            DocumentWork.objects.filter(project=project).values_list(
                "document_id", "state"
            )
        )
        documents = project.documents.order_by("position", "pk")
        if not everyone:
            documents = documents.filter(pk__in=list(people))
        out = []
        for document_id, external_id in documents.values_list(
            "pk", "external_id"
        ).iterator():
            state = states.get(document_id, DocumentState.NEW)
            if wanted and state != wanted:
                continue
            out.append(
                {
                    "id": document_id,
                    "document": external_id,
                    "state": state,
                    "assignees": people.get(document_id, []),
                }
            )
        return Response(DocumentStateOutput(out, many=True).data)


class TeamDashboardApi(APIView):
    @extend_schema(
        operation_id="team_dashboard",
        responses=DashboardOutput,
        description="Documents per state, and progress and time per curator "
        "(leads and adjudicators: everyone; an annotator: themselves).",
    )
    def get(self, request: ApiRequest, pk: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk)
        data = dashboard_data(project)
        rows = data["curators"]
        if not _sees_everyone(project, request.user):
            rows = [row for row in rows if row.user_id == request.user.pk]
        body = {**data, "curators": [row.as_dict() for row in rows]}
        return Response(DashboardOutput(body).data)


class QueueApi(APIView):
    @extend_schema(
        operation_id="team_queue",
        responses=QueueOutput(many=True),
        description="Your assigned documents in queue order, with their state.",
    )
    def get(self, request: ApiRequest, pk: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk)
        rows = queue_for(project=project, user=request.user)
        return Response(QueueOutput(rows, many=True).data)


# --- Adjudication and approval -------------------------------------------------------


class AdjudicationApi(APIView):
    @extend_schema(
        operation_id="team_adjudication",
        responses=AdjudicationOutput,
        description="Each span of the document with every curator's decision, "
        "whether they agree, and the final pseudonym. Leads and adjudicators; a "
        "curator of the document only once they finished it (403 before).",
    )
    def get(self, request: ApiRequest, pk: int) -> Response:
        document = selectors.document_get_for_user(request.user, pk)
        adjudication_check(document=document, user=request.user)
        seen = access.run_access(project=document.project, user_id=request.user.pk)

        def shown(run_id: int | None, value: int | None) -> int | None:
            return value if run_id is None or seen.can_see(run_id) else None

        rows = span_comparison(document)
        spans = []
        for row in rows:
            span = row.span
            spans.append(
                {
                    "span": span.pk,
                    "start": span.start,
                    "end": span.end,
                    "text": document.text[span.start : span.end],
                    "label": span.label.name,
                    "agreed": row.agreed,
                    "decisions": [
                        {
                            "curator": name,
                            "kind": d.kind if d else None,
                            "text": d.text if d else None,
                            "candidate": shown(d.run_id, d.candidate_id) if d else None,
                        }
                        for name, d in row.decisions.items()
                    ],
                    "final": _final_dict(row.final, seen) if row.final else None,
                }
            )
        names = [user.get_username() for user in assignees(document)]
        body = {**_state_row(document, names), "spans": spans}
        return Response(AdjudicationOutput(body).data)


class SpanFinalApi(APIView):
    class FinalInput(ChoiceInput):
        candidate = IdField(
            required=False,
            allow_null=True,
            default=None,
            help_text="One of this span's candidates (needed for accept and edit).",
        )

    @extend_schema(
        operation_id="team_final_decide",
        request=FinalInput,
        responses=FinalSavedOutput,
        description="Settle a span of a curated document: the team's one pseudonym "
        "(or keeping the original). Leads and adjudicators, after their own "
        "curation of the document; it enters the pseudonym memory or the keep-list. "
        "Logged.",
    )
    def post(self, request: ApiRequest, pk: int) -> Response:
        span = sr.span_get_for_user(user=request.user, pk=pk)
        document = span.document
        adjudication_check(document=document, user=request.user)
        data = self.FinalInput(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        candidate = span_candidate_or_400(span, request.user, values["candidate"])
        try:
            final = final_decide(
                span=span,
                by=request.user,
                kind=values["kind"],
                text=values["text"],
                candidate=candidate,
            )
        except DjangoValidationError as exc:
            raise _validation_error(exc) from exc
        seen = access.run_access(project=document.project, user_id=request.user.pk)
        body = {
            **_final_dict(final, seen),
            "span": span.pk,
            "document": document.pk,
            "state": states_of([document])[document.pk],
        }
        return Response(FinalSavedOutput(body).data)


class DocumentApproveApi(APIView):
    @extend_schema(
        operation_id="team_document_approve",
        request=None,
        responses=DocumentStateOutput,
        description="Approve an adjudicated document: it goes into the final "
        "export. Leads only; logged.",
    )
    def post(self, request: ApiRequest, pk: int) -> Response:
        document = selectors.document_get_for_user(request.user, pk, Role.LEAD)
        try:
            document_approve(document=document, by=request.user)
        except DjangoValidationError as exc:
            raise _validation_error(exc) from exc
        return Response(DocumentStateOutput(_state_row(document)).data)


class ApprovedCountOutput(serializers.Serializer):
    approved = serializers.IntegerField(help_text="Documents approved now.")


class ProjectApproveAdjudicatedApi(APIView):
    @extend_schema(
        operation_id="team_approve_adjudicated",
        request=None,
        responses=ApprovedCountOutput,
        description="Approve every adjudicated document of the project. Leads "
        "only; logged per document.",
    )
    def post(self, request: ApiRequest, pk: int) -> Response:
        project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
        count = documents_approve(project=project, by=request.user)
        return Response(ApprovedCountOutput({"approved": count}).data)


class DocumentReopenApi(APIView):
    class ReopenInput(serializers.Serializer):
        to = serializers.ChoiceField(
            choices=list(REOPEN_TO),
            default="adjudicated",
            help_text="adjudicated: an approved document's final decisions stay, to "
            "be changed; curation: its curators' work reopens and its final "
            "decisions go.",
        )

    @extend_schema(
        operation_id="team_document_reopen",
        request=ReopenInput,
        responses=DocumentStateOutput,
        description="Take a document back. Leads only; logged with what it undid.",
    )
    def post(self, request: ApiRequest, pk: int) -> Response:
        document = selectors.document_get_for_user(request.user, pk, Role.LEAD)
        data = self.ReopenInput(data=request.data)
        data.is_valid(raise_exception=True)
        try:
            document_reopen(
                document=document, by=request.user, to=data.validated_data["to"]
            )
        except DjangoValidationError as exc:
            raise _validation_error(exc) from exc
        return Response(DocumentStateOutput(_state_row(document)).data)
