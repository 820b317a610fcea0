"""The permission table: every URL the app serves, for every kind of visitor.

The table below gives, for each URL name, the status an anonymous visitor, a
non-member (who leads another project), an annotator and a lead of the project get
on GET, POST, PATCH and DELETE. The URL resolver is walked, so a URL added without a
row here fails ``test_every_url_has_a_row``: nobody adds a door without saying who
may open it. Non-members get 404 (never 403), so an id tells them nothing.

Annotators reach runs through what ``generation.access`` lets them see: the table's
run is shown to annotators, the blind set's runs are not (the adversarial test in
``test_blind_adversary.py`` tries every door with those).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.urls import URLPattern, URLResolver, get_resolver, reverse
from rest_framework.test import APIClient

from annotation.corpus.models import CorpusImport, ImportJob, Role
from annotation.corpus.services_people import invite_create
from annotation.review.access import blind_item_token
from annotation.review.models import ReviewSet
from generation.models import Candidate, GenerationRun
from tests.annotation.review_helpers import document_with_spans, run_with_candidates
from tests.factories import MembershipFactory, ProjectFactory, UserFactory

pytestmark = pytest.mark.django_db

ROLES = ("anonymous", "outsider", "annotator", "lead")
METHODS = ("get", "post", "patch", "delete")
LOGIN = "login"  # a redirect to the login page
ADMIN_LOGIN = "admin-login"


@dataclass
class World:
    project: Any
    lead: User
    annotator: User
    outsider: User
    document: Any
    span: Any
    label: Any
    membership: Any
    corpus_import: Any
    job: Any
    run: GenerationRun
    candidate: Candidate
    blind_set: ReviewSet
    blind_candidate: Candidate
    invite: Any

    def user(self, role: str) -> User | None:
        return None if role == "anonymous" else getattr(self, role)


@pytest.fixture
def world() -> World:
    project = ProjectFactory(name="Secret corpus")
    lead = MembershipFactory(project=project, role=Role.LEAD).user
    membership = MembershipFactory(project=project, role=Role.ANNOTATOR)
    outsider = UserFactory()
    # Leading another project grants nothing here.
    MembershipFactory(user=outsider, role=Role.LEAD)
    document = document_with_spans(project=project, spans=2)
    span = document.spans.order_by("start").first()
    run = run_with_candidates(project=project, documents=[document], name="Shown")
    blind_runs = [
        run_with_candidates(
            project=project,
            documents=[document],
            name=f"Hidden {i}",
            visible_to_annotators=False,
        )
        for i in range(2)
    ]
    blind_set = ReviewSet.objects.create(project=project, name="Round 1", blind=True)
    blind_set.runs.set(blind_runs)
    blind_set.reviewers.set([membership.user])
    return World(
        project=project,
        lead=lead,
        annotator=membership.user,
        outsider=outsider,
        document=document,
        span=span,
        label=span.label,
        membership=membership,
        corpus_import=CorpusImport.objects.create(
            project=project, filename="a.jsonl", format="doccano", status="imported"
        ),
        job=ImportJob.objects.create(
            project=project,
            filename="b.jsonl",
            path="/nonexistent/b.jsonl",
            status=ImportJob.Status.DONE,
            report={"imported": True, "documents": 0, "spans": 0},
            imported=True,
        ),
        run=run,
        candidate=Candidate.objects.get(run=run, span=span),
        blind_set=blind_set,
        blind_candidate=Candidate.objects.get(run=blind_runs[0], span=span),
        invite=invite_create(project=project, created_by=lead)[0],
    )


def _item(w: World, user: User | None) -> str:
    """The blind item's name as the asker's own page would give it."""
    return blind_item_token(
        review_set_id=w.blind_set.pk,
        reviewer_id=user.pk if user else None,
        candidate=w.blind_candidate,
    )


Url = Callable[[World, "User | None"], str]


def _r(name: str, *args: Callable[[World], Any], query: str = "") -> Url:
    def build(w: World, user: User | None) -> str:
        return reverse(name, args=[arg(w) for arg in args]) + query

    return build


def P(w: World) -> int:
    return w.project.pk


def D(w: World) -> int:
    return w.document.pk


def RUN(w: World) -> int:
    return w.run.pk


def SET(w: World) -> int:
    return w.blind_set.pk


# name -> (url, {method: (anonymous, outsider, annotator, lead)}, {method: data})
# A method left out answers 405 to everyone (401 to the anonymous on the API, which
# authenticates before it looks at the method).
Row = tuple[Url, dict[str, tuple[Any, Any, Any, Any]], dict[str, dict]]
PAGE_405 = (405, 405, 405, 405)
# API views that need no login (the schema, the token exchange).
OPEN_API = {"api-schema", "api-token"}

TABLE: dict[str, Row] = {
    # --- Accounts and schema -------------------------------------------------------
    "login": (_r("login"), {"get": (200,) * 4, "post": (200,) * 4}, {}),
    "logout": (_r("logout"), {"post": (302,) * 4}, {}),
    "api-schema": (_r("api-schema"), {"get": (200,) * 4}, {}),
    "api-token": (_r("api-token"), {"post": (400,) * 4}, {"post": {"_format": ""}}),
    # --- Projects, labels, members ---------------------------------------------------
    "annotation:project-list": (
        _r("annotation:project-list"),
        {"get": (LOGIN, 200, 200, 200)},
        {},
    ),
    "annotation:project-create": (
        _r("annotation:project-create"),
        # Leads (of any project) create projects; annotators may not.
        {"post": (LOGIN, 400, 403, 400)},
        {},
    ),
    "annotation:project-detail": (
        _r("annotation:project-detail", P),
        {"get": (LOGIN, 404, 200, 200)},
        {},
    ),
    "annotation:label-list": (
        _r("annotation:label-list", P),
        {"get": (LOGIN, 404, 200, 200)},
        {},
    ),
    "annotation:label-update": (
        _r("annotation:label-update", P, lambda w: w.label.pk),
        {"post": (LOGIN, 404, 403, 302)},
        {"post": {"category": "LOC"}},
    ),
    "annotation:member-list": (
        _r("annotation:member-list", P),
        {"get": (LOGIN, 404, 403, 200)},
        {},
    ),
    "annotation:member-add": (
        _r("annotation:member-add", P),
        {"post": (LOGIN, 404, 403, 400)},
        {},
    ),
    "annotation:member-update": (
        _r("annotation:member-update", P, lambda w: w.membership.pk),
        {"post": (LOGIN, 404, 403, 302)},
        {"post": {"role": "annotator"}},
    ),
    "annotation:member-remove": (
        _r("annotation:member-remove", P, lambda w: w.membership.pk),
        {"post": (LOGIN, 404, 403, 302)},
        {},
    ),
    # Accounts and invite links: leads only; the link itself opens to anyone holding
    # it (an unknown one is 404 to everyone and shows nothing of any project).
    "annotation:member-account-create": (
        _r("annotation:member-account-create", P),
        {"post": (LOGIN, 404, 403, 400)},
        {},
    ),
    "annotation:member-invite-create": (
        _r("annotation:member-invite-create", P),
        {"post": (LOGIN, 404, 403, 400)},
        {},
    ),
    "annotation:member-invite-revoke": (
        _r("annotation:member-invite-revoke", P, lambda w: w.invite.pk),
        {"post": (LOGIN, 404, 403, 302)},
        {},
    ),
    "annotation:invite-accept": (
        _r("annotation:invite-accept", lambda w: "no-such-link"),
        {"get": (404,) * 4, "post": (404,) * 4},
        {},
    ),
    "api-account-create": (
        _r("api-account-create", P),
        {"post": (401, 404, 403, 400)},
        {},
    ),
    "api-invite-list": (
        _r("api-invite-list", P),
        {"get": (401, 404, 403, 200), "post": (401, 404, 403, 201)},
        {},
    ),
    "api-invite-detail": (
        _r("api-invite-detail", P, lambda w: w.invite.pk),
        {"delete": (401, 404, 403, 204)},
        {},
    ),
    # The keep-list: leads put an original on it from curate mode.
    "generation:keep-list-add-span": (
        _r("generation:keep-list-add-span", lambda w: w.span.pk),
        {"post": (LOGIN, 404, 403, 302)},
        {},
    ),
    # Undo: leads delete, after a confirmation page.
    "annotation:import-delete": (
        _r("annotation:import-delete", P, lambda w: w.corpus_import.pk),
        {"get": (LOGIN, 404, 403, 200), "post": (LOGIN, 404, 403, 302)},
        {},
    ),
    "annotation:document-delete": (
        _r("annotation:document-delete", D),
        {"get": (LOGIN, 404, 403, 200), "post": (LOGIN, 404, 403, 302)},
        {},
    ),
    "annotation:review-set-delete": (
        _r("annotation:review-set-delete", P, SET),
        {"get": (LOGIN, 404, 403, 200), "post": (LOGIN, 404, 403, 302)},
        {},
    ),
    "generation:run-delete": (
        _r("generation:run-delete", RUN),
        {"get": (LOGIN, 404, 403, 200), "post": (LOGIN, 404, 403, 302)},
        {},
    ),
    # Forgetting the originals (issue 24): leads, after typing the project's name;
    # a POST without it comes back with the form.
    "annotation:project-forget": (
        _r("annotation:project-forget", P),
        {"get": (LOGIN, 404, 403, 200), "post": (LOGIN, 404, 403, 400)},
        {},
    ),
    "api-import-detail": (
        _r("api-import-detail", P, lambda w: w.corpus_import.pk),
        {"delete": (401, 404, 403, 204)},
        {},
    ),
    # --- Import and export ----------------------------------------------------------
    "annotation:document-language": (
        _r("annotation:document-language", D),
        {"post": (LOGIN, 404, 403, 302)},
        {},
    ),
    "annotation:corpus-upload": (
        _r("annotation:corpus-upload", P),
        # Access is checked before the method: who may not see it learns no more.
        {
            "get": (LOGIN, 404, 403, 200),
            # An empty upload form comes back with its errors.
            "post": (LOGIN, 404, 403, 200),
            "patch": (LOGIN, 404, 403, 405),
            "delete": (LOGIN, 404, 403, 405),
        },
        {},
    ),
    "annotation:import-job-detail": (
        _r("annotation:import-job-detail", P, lambda w: w.job.pk),
        {"get": (LOGIN, 404, 403, 200)},
        {},
    ),
    "annotation:import-detail": (
        _r("annotation:import-detail", P, lambda w: w.corpus_import.pk),
        {"get": (LOGIN, 404, 200, 200)},
        {},
    ),
    "annotation:corpus-export": (
        _r("annotation:corpus-export", P, query="?format=doccano"),
        {"get": (LOGIN, 404, 403, 200)},
        {},
    ),
    "annotation:document-detail": (
        _r("annotation:document-detail", D),
        {"get": (LOGIN, 404, 200, 200)},
        {},
    ),
    # --- Review ---------------------------------------------------------------------
    "annotation:review-start": (
        _r("annotation:review-start", P),
        {"get": (LOGIN, 404, 200, 200)},
        {},
    ),
    "annotation:review-set-create": (
        _r("annotation:review-set-create", P),
        {"post": (LOGIN, 404, 403, 302)},
        {},
    ),
    "annotation:review-set-reviewers": (
        _r("annotation:review-set-reviewers", P, SET),
        {"post": (LOGIN, 404, 403, 302)},
        {},
    ),
    "annotation:review-set-proposals": (
        _r("annotation:review-set-proposals", P, SET),
        {"post": (LOGIN, 404, 403, 302)},
        {},
    ),
    "annotation:review-progress": (
        _r("annotation:review-progress", P),
        {"get": (LOGIN, 404, 200, 200)},
        {},
    ),
    "annotation:review-curate-next": (
        _r("annotation:review-curate-next", P),
        {"get": (LOGIN, 404, 302, 302)},
        {},
    ),
    "annotation:review-evaluate-next": (
        _r("annotation:review-evaluate-next", P, lambda w: "set", SET),
        # The set is given to the annotator; a lead may open any set.
        {"get": (LOGIN, 404, 302, 302)},
        {},
    ),
    "annotation:review-curate": (
        _r("annotation:review-curate", D),
        {"get": (LOGIN, 404, 200, 200)},
        {},
    ),
    "annotation:review-curate-done": (
        _r("annotation:review-curate-done", D),
        {"post": (LOGIN, 404, 302, 302)},
        {},
    ),
    "annotation:review-curate-accept-sure": (
        _r("annotation:review-curate-accept-sure", D),
        {"post": (LOGIN, 404, 302, 302)},
        {},
    ),
    "annotation:review-curate-accept-sure-undo": (
        _r("annotation:review-curate-accept-sure-undo", D),
        {"post": (LOGIN, 404, 302, 302)},
        {},
    ),
    "annotation:review-decide": (
        _r("annotation:review-decide", lambda w: w.span.pk),
        {"post": (LOGIN, 404, 302, 302)},
        {"post": {"kind": "keep"}},
    ),
    "annotation:review-decide-apply": (
        _r("annotation:review-decide-apply", lambda w: w.span.pk),
        # Nothing decided yet: there is nothing to apply.
        {"post": (LOGIN, 404, 403, 403)},
        {},
    ),
    "annotation:review-evaluate": (
        _r("annotation:review-evaluate", lambda w: "set", SET, D),
        {"get": (LOGIN, 404, 200, 200)},
        {},
    ),
    "annotation:review-evaluate-done": (
        _r("annotation:review-evaluate-done", lambda w: "run", RUN, D),
        {"post": (LOGIN, 404, 302, 302)},
        {},
    ),
    "annotation:review-tag": (
        lambda w, user: reverse(
            "annotation:review-tag", args=["set", w.blind_set.pk, _item(w, user)]
        ),
        {"post": (LOGIN, 404, 302, 302)},
        {"post": {"tag": "POS"}},
    ),
    # --- Reports, exports, the access log ------------------------------------------
    # --- The team workflow (issue 23) ------------------------------------------------
    "annotation:team-dashboard": (
        _r("annotation:team-dashboard", P),
        {"get": (LOGIN, 404, 200, 200)},
        {},
    ),
    "annotation:team-queue": (
        _r("annotation:team-queue", P),
        {"get": (LOGIN, 404, 200, 200)},
        {},
    ),
    "annotation:team-assign": (
        _r("annotation:team-assign", P),
        # No curator named: the lead is sent back with the reason as a message.
        {"post": (LOGIN, 404, 403, 302)},
        {},
    ),
    "annotation:team-approve-all": (
        _r("annotation:team-approve-all", P),
        {"post": (LOGIN, 404, 403, 302)},
        {},
    ),
    "annotation:team-adjudicator": (
        _r("annotation:team-adjudicator", P, lambda w: w.membership.pk),
        {"post": (LOGIN, 404, 403, 302)},
        {"post": {"adjudicator": "on"}},
    ),
    "annotation:team-adjudicate": (
        _r("annotation:team-adjudicate", D),
        # Leads and adjudicators only; the table's annotator is neither.
        {"get": (LOGIN, 404, 403, 200)},
        {},
    ),
    "annotation:team-final": (
        _r("annotation:team-final", lambda w: w.span.pk),
        # The document is not curated yet: refused with a message, back to the page.
        {"post": (LOGIN, 404, 403, 302)},
        {"post": {"pick": "keep"}},
    ),
    "annotation:team-approve": (
        _r("annotation:team-approve", D),
        {"post": (LOGIN, 404, 403, 302)},
        {},
    ),
    "annotation:team-reopen": (
        _r("annotation:team-reopen", D),
        {"post": (LOGIN, 404, 403, 302)},
        {"post": {"to": "adjudicated", "confirm": "on"}},
    ),
    "annotation:report-errors": (
        _r("annotation:report-errors", P),
        {"get": (LOGIN, 404, 200, 200)},
        {},
    ),
    "annotation:report-metrics": (
        _r("annotation:report-metrics", P),
        {"get": (LOGIN, 404, 200, 200)},
        {},
    ),
    "annotation:report-metrics-compute": (
        _r("annotation:report-metrics-compute", P),
        {"post": (LOGIN, 404, 403, 302)},
        {},
    ),
    "annotation:report-measures": (
        _r("annotation:report-measures", P),
        {"get": (LOGIN, 404, 200, 200)},
        {},
    ),
    "annotation:report-measures-compute": (
        _r("annotation:report-measures-compute", P),
        {"post": (LOGIN, 404, 403, 302)},
        {"post": {"measure": "detect"}},
    ),
    "annotation:report-agreement": (
        _r("annotation:report-agreement", P),
        {"get": (LOGIN, 404, 200, 200)},
        {},
    ),
    "annotation:report-suggestions": (
        _r("annotation:report-suggestions", P),
        {"get": (LOGIN, 404, 403, 200)},
        {},
    ),
    "annotation:export-page": (
        _r("annotation:export-page", P),
        {"get": (LOGIN, 404, 403, 200)},
        {},
    ),
    "annotation:export-pseudonymized": (
        lambda w, user: (
            reverse("annotation:export-pseudonymized", args=[P(w)])
            + f"?format=doccano&source=run:{w.run.pk}"
        ),
        {"get": (LOGIN, 404, 403, 200)},
        {},
    ),
    "annotation:export-correspondence": (
        _r("annotation:export-correspondence", P, query="?format=csv"),
        {"get": (LOGIN, 404, 403, 200)},
        {},
    ),
    "annotation:export-leak-span": (
        _r("annotation:export-leak-span", P),
        {"post": (LOGIN, 404, 403, 302)},
        {"post": {"document": "1", "start": "0", "end": "1", "like_span": "1"}},
    ),
    "annotation:export-leak-keep": (
        _r("annotation:export-leak-keep", P),
        {"post": (LOGIN, 404, 403, 302)},
        {"post": {"document": "1", "text": "Nobody"}},
    ),
    "annotation:access-log": (
        _r("annotation:access-log", P),
        {"get": (LOGIN, 404, 403, 200)},
        {},
    ),
    # --- Runs (pages) --------------------------------------------------------------
    "generation:run-list": (
        _r("generation:run-list", P),
        {"get": (LOGIN, 404, 200, 200)},
        {},
    ),
    "generation:run-start": (
        _r("generation:run-start", P),
        {
            "get": (LOGIN, 404, 403, 200),
            "post": (LOGIN, 404, 403, 400),
            "patch": (LOGIN, 404, 403, 405),
            "delete": (LOGIN, 404, 403, 405),
        },
        {},
    ),
    "generation:run-import": (
        _r("generation:run-import", P),
        {
            "get": (LOGIN, 404, 403, 200),
            "post": (LOGIN, 404, 403, 400),
            "patch": (LOGIN, 404, 403, 405),
            "delete": (LOGIN, 404, 403, 405),
        },
        {},
    ),
    "generation:run-detail": (
        _r("generation:run-detail", RUN),
        {"get": (LOGIN, 404, 200, 200)},
        {},
    ),
    "generation:run-cancel": (
        _r("generation:run-cancel", RUN),
        {"post": (LOGIN, 404, 403, 302)},
        {},
    ),
    "generation:run-retry": (
        _r("generation:run-retry", RUN),
        {"post": (LOGIN, 404, 403, 302)},
        {},
    ),
    "generation:run-export": (
        _r("generation:run-export", RUN),
        {"get": (LOGIN, 404, 403, 200)},
        {},
    ),
    "generation:run-visibility": (
        _r("generation:run-visibility", RUN),
        {"post": (LOGIN, 404, 403, 302)},
        {"post": {"visible": "1"}},
    ),
    # --- API: projects, members, labels, documents, import, export -------------------
    "api-project-list": (
        _r("api-project-list"),
        {"get": (401, 200, 200, 200), "post": (401, 400, 403, 400)},
        {},
    ),
    "api-project-detail": (
        _r("api-project-detail", P),
        {"get": (401, 404, 200, 200)},
        {},
    ),
    "api-member-list": (
        _r("api-member-list", P),
        {"get": (401, 404, 403, 200), "post": (401, 404, 403, 400)},
        {},
    ),
    "api-member-detail": (
        _r("api-member-detail", P, lambda w: w.membership.pk),
        {"patch": (401, 404, 403, 200), "delete": (401, 404, 403, 204)},
        {"patch": {"role": "annotator"}},
    ),
    "api-label-list": (
        _r("api-label-list", P),
        {"get": (401, 404, 200, 200)},
        {},
    ),
    "api-label-detail": (
        _r("api-label-detail", P, lambda w: w.label.pk),
        {"patch": (401, 404, 403, 200)},
        {"patch": {"category": "LOC"}},
    ),
    "api-document-list": (
        _r("api-document-list", P),
        {"get": (401, 404, 200, 200)},
        {},
    ),
    "api-document-detail": (
        _r("api-document-detail", D),
        {"get": (401, 404, 200, 200), "delete": (401, 404, 403, 204)},
        {},
    ),
    "api-corpus-import": (
        _r("api-corpus-import", P),
        {"post": (401, 404, 403, 400)},
        {"post": {"_format": "multipart"}},
    ),
    "api-corpus-export": (
        _r("api-corpus-export", P, query="?export_format=doccano"),
        {"get": (401, 404, 403, 200)},
        {},
    ),
    "api-report": (
        _r("api-report", P, lambda w: "errors"),
        {"get": (401, 404, 200, 200)},
        {},
    ),
    # --- API: the team workflow (issue 23) ------------------------------------------
    # Leads assign, approve and reopen; leads and adjudicators settle (the table's
    # annotator is neither). PUT assignees is not a method the table walks:
    # tests/annotation/test_team_api.py asks it of every role.
    "api-team-assignments": (
        _r("api-team-assignments", P),
        {"get": (401, 404, 200, 200), "post": (401, 404, 403, 400)},
        {},
    ),
    "api-team-document-assignees": (_r("api-team-document-assignees", D), {}, {}),
    "api-team-document-states": (
        _r("api-team-document-states", P),
        {"get": (401, 404, 200, 200)},
        {},
    ),
    "api-team-dashboard": (
        _r("api-team-dashboard", P),
        {"get": (401, 404, 200, 200)},
        {},
    ),
    "api-team-queue": (
        _r("api-team-queue", P),
        {"get": (401, 404, 200, 200)},
        {},
    ),
    "api-team-adjudication": (
        _r("api-team-adjudication", D),
        {"get": (401, 404, 403, 200)},
        {},
    ),
    "api-team-span-final": (
        _r("api-team-span-final", lambda w: w.span.pk),
        # The document is new: only a curated one is settled.
        {"post": (401, 404, 403, 400)},
        {"post": {"kind": "keep"}},
    ),
    "api-team-document-approve": (
        _r("api-team-document-approve", D),
        # Not adjudicated yet: nothing to approve.
        {"post": (401, 404, 403, 400)},
        {},
    ),
    "api-team-approve-adjudicated": (
        _r("api-team-approve-adjudicated", P),
        {"post": (401, 404, 403, 200)},
        {},
    ),
    "api-team-document-reopen": (
        _r("api-team-document-reopen", D),
        {"post": (401, 404, 403, 200)},
        {"post": {"to": "curation"}},
    ),
    "api-export-leaks": (
        lambda w, user: (
            reverse("api-export-leaks", args=[P(w)]) + f"?source=run:{w.run.pk}"
        ),
        {"get": (401, 404, 403, 200)},
        {},
    ),
    # --- API: review ---------------------------------------------------------------
    "api-candidate-review": (
        _r("api-candidate-review", lambda w: w.candidate.pk),
        {"post": (401, 404, 200, 200)},
        {"post": {"tag": "POS"}},
    ),
    "api-span-decision": (
        _r("api-span-decision", lambda w: w.span.pk),
        {"post": (401, 404, 200, 200)},
        {"post": {"kind": "keep"}},
    ),
    "api-document-done": (
        _r("api-document-done", D),
        {"post": (401, 404, 200, 200)},
        {"post": {"mode": "curate"}},
    ),
    "api-review-list": (
        _r("api-review-list", P),
        {"get": (401, 404, 200, 200)},
        {},
    ),
    "api-decision-list": (
        _r("api-decision-list", P),
        {"get": (401, 404, 200, 200)},
        {},
    ),
    "api-review-set-detail": (
        _r("api-review-set-detail", SET),
        {"patch": (401, 404, 403, 200), "delete": (401, 404, 403, 204)},
        {"patch": {"reviewers": []}},
    ),
    "api-review-set-items": (
        _r("api-review-set-items", SET, D),
        {"get": (401, 404, 200, 200)},
        {},
    ),
    "api-review-set-item-review": (
        lambda w, user: reverse(
            "api-review-set-item-review", args=[w.blind_set.pk, _item(w, user)]
        ),
        {"post": (401, 404, 200, 200)},
        {"post": {"tag": "POS"}},
    ),
    "api-review-set-create": (
        _r("api-review-set-create", P),
        {"post": (401, 404, 403, 400)},
        {},
    ),
    # --- API: runs -------------------------------------------------------------------
    "api-run-list": (
        _r("api-run-list", P),
        {"get": (401, 404, 200, 200), "post": (401, 404, 403, 400)},
        {},
    ),
    "api-run-import": (
        _r("api-run-import", P),
        # a file upload: the table's JSON body is the wrong media type
        {"post": (401, 404, 403, 415)},
        {},
    ),
    "api-run-detail": (
        _r("api-run-detail", RUN),
        {
            "get": (401, 404, 200, 200),
            "patch": (401, 404, 403, 200),
            "delete": (401, 404, 403, 204),
        },
        {"patch": {"visible_to_annotators": True}},
    ),
    "api-run-cancel": (
        _r("api-run-cancel", RUN),
        {"post": (401, 404, 403, 200)},
        {},
    ),
    "api-run-retry": (
        _r("api-run-retry", RUN),
        {"post": (401, 404, 403, 200)},
        {},
    ),
    "api-run-candidates": (
        _r("api-run-candidates", RUN),
        {"get": (401, 404, 403, 200)},
        {},
    ),
}


def _names(resolver: URLResolver, namespace: str = "") -> list[tuple[str, str]]:
    """(name, namespace) of every named URL, depth first."""
    found: list[tuple[str, str]] = []
    for entry in resolver.url_patterns:
        if isinstance(entry, URLResolver):
            inner = namespace
            if entry.namespace:
                inner = f"{namespace}{entry.namespace}:"
            found += _names(entry, inner)
        elif isinstance(entry, URLPattern):
            found.append((f"{namespace}{entry.name or '(unnamed)'}", namespace))
    return found


def test_every_url_has_a_row():
    """A URL nobody wrote a row for is a door nobody checked: add it to TABLE."""
    missing = sorted(
        name
        for name, namespace in _names(get_resolver())
        # Django's admin: staff only, by Django's own checks (next test).
        if namespace != "admin:" and name not in TABLE
    )
    assert missing == []
    stale = sorted(set(TABLE) - {name for name, _ in _names(get_resolver())})
    assert stale == []


def test_admin_is_for_staff_only(client, world):
    for role in ROLES:
        user = world.user(role)
        client.logout()
        if user is not None:
            client.force_login(user)
        response = client.get("/admin/")
        assert response.status_code == 302, role
        assert response["Location"].startswith(reverse("admin:login")), role


def _client(role: str, user: User | None, api: bool) -> Any:
    client = APIClient()
    if user is not None:
        if api:
            client.force_authenticate(user)
        client.force_login(user)
    return client


@pytest.mark.parametrize("name", sorted(TABLE))
def test_permission_table(world, name):
    url_of, expected, data = TABLE[name]
    api = name.startswith("api-") or name == "api-schema"
    failures = []
    # The lead goes last: their writes change the world the others are asked about.
    for index, role in enumerate(ROLES):
        user = world.user(role)
        client = _client(role, user, api)
        for method in METHODS:
            want = expected.get(method)
            if want is None:
                # The API authenticates before it looks at the method.
                anonymous = 401 if api and name not in OPEN_API else 405
                want = (anonymous,) + PAGE_405[1:]
            want_code = want[index]
            url = url_of(world, user)
            body = dict(data.get(method, {}))
            kwargs: dict[str, Any] = {}
            if api:
                kwargs["format"] = body.pop("_format", "json") or "json"
            response = getattr(client, method)(url, body, **kwargs)
            got = response.status_code
            if want_code == LOGIN:
                ok = got == 302 and response["Location"].startswith(reverse("login"))
            else:
                ok = got == want_code
            if not ok:
                failures.append(f"{method.upper()} {url} as {role}: {got}, not {want}")
            if role == "outsider" and got != 405:
                # A non-member learns nothing, not even the project's name.
                assert "Secret corpus" not in response.content.decode(errors="replace")
    assert not failures, "\n".join(failures)
