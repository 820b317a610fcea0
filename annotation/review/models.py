"""The review: review sets, error tags (evaluate mode), decisions (curate mode) and
progress. Reviews and decisions belong to one reviewer and are never shared.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models

from annotation.corpus.models import Document, Project, Span
from annotation.corpus.sealed import SealedQuerySet, SealedTextField


class ErrorTag(models.TextChoices):
    """The research's error tagset, in order of precedence: the first that applies
    wins."""

    NO_ERROR = "NO_ERROR", "NO_ERROR"
    FAILED = "FAILED", "FAILED"
    OVERLAP = "OVERLAP", "OVERLAP"
    GRAMMAR = "GRAMMAR", "GRAMMAR"
    POS = "POS", "POS"
    STRUCTURAL = "STRUCTURAL", "STRUCTURAL"
    SEM_CATEGORY = "SEM:CATEGORY", "SEM:CATEGORY"
    SEM_CONTRADICTORY = "SEM:CONTRADICTORY", "SEM:CONTRADICTORY"
    SEM_MERGED_ENTITY = "SEM:MERGED-ENTITY", "SEM:MERGED-ENTITY"


ERROR_TAG_DEFINITIONS: dict[str, str] = {
    ErrorTag.NO_ERROR: (
        "Matches the original's part of speech and semantic category, agrees "
        "with earlier pseudonyms of the same entity, fits real-world knowledge."
    ),
    ErrorTag.FAILED: (
        "The generator gave nothing ([FAILED], timeout) or copied an unrelated "
        "span from the context."
    ),
    ErrorTag.OVERLAP: (
        "Shares part of the original PII, a synonym of it, or leaks an important "
        "piece from elsewhere."
    ),
    ErrorTag.GRAMMAR: (
        "The sentence becomes ungrammatical (agreement, syntax, morphology)."
    ),
    ErrorTag.POS: "Wrong part of speech (noun and proper noun count as the same).",
    ErrorTag.STRUCTURAL: (
        "Breaks the structure of the text: punctuation for a word, a bad "
        "replacement of a URL or long span, a compound with a neighbouring word."
    ),
    ErrorTag.SEM_CATEGORY: (
        "Wrong semantic category (a city for a country); a full name "
        "replaced by only a first name is not an error."
    ),
    ErrorTag.SEM_CONTRADICTORY: (
        "Contradicts what the text established or real-world knowledge."
    ),
    ErrorTag.SEM_MERGED_ENTITY: (
        "Two different original entities get the same pseudonym."
    ),
}


class ReviewSet(models.Model):
    """Runs reviewed together; blind sets hide generator names and shuffle per
    reviewer."""

    project = models.ForeignKey(
        Project, on_delete=models.CASCADE, related_name="review_sets"
    )
    name = models.CharField(max_length=200)
    blind = models.BooleanField(default=False)
    # Whether reviewers see the machine's proposed tag beside each candidate (marked
    # as the machine's; one key confirms it). Off by default, so people's tags stay
    # independent; a blind set shows the tag and confidence, never the evidence.
    show_proposals = models.BooleanField(default=False)
    runs = models.ManyToManyField(
        "generation.GenerationRun", related_name="review_sets"
    )
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    created_at = models.DateTimeField(auto_now_add=True)
    # Who the set is given to; nobody named means every member of the project.
    reviewers = models.ManyToManyField(
        settings.AUTH_USER_MODEL, blank=True, related_name="review_sets_given"
    )
    # Not a column: set by the API view that answers with it (annotation/api*.py).
    run_ids: list[int]
    reviewer_ids: list[int]

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return self.name


class Review(models.Model):
    """One reviewer's error tag for one candidate (evaluate mode). Never shared."""

    objects = SealedQuerySet.as_manager()

    candidate = models.ForeignKey(
        "generation.Candidate", on_delete=models.CASCADE, related_name="reviews"
    )
    reviewer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="reviews"
    )
    # Denormalised so error tables group in the database without joining through
    # spans.
    run = models.ForeignKey(
        "generation.GenerationRun", on_delete=models.CASCADE, related_name="reviews"
    )
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="+")
    tag = models.CharField(max_length=20, choices=ErrorTag.choices)
    # The reviewer confirmed the machine's shown proposal (evaluate mode): a person's
    # tag, but not an independent one, so the suggestions report leaves it out.
    confirmed_proposal = models.BooleanField(default=False)
    # Sealed (issue 24): the reviewer sees the original beside the candidate, and
    # what they type about it may quote it.
    comment = SealedTextField(blank=True, project="run.project_id")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    # Not a column: set by the API view that answers with it (annotation/api*.py).
    system: str | None
    item: str

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["candidate", "reviewer"],
                name="review_one_per_candidate_and_reviewer",
            ),
        ]
        indexes = [
            models.Index(fields=["run", "tag"]),
            models.Index(fields=["reviewer", "document"]),
        ]


class DecisionKind(models.TextChoices):
    ACCEPT = "accept", "Accepted a candidate"
    EDIT = "edit", "Edited a candidate"
    OWN = "own", "Typed their own"
    KEEP = "keep", "Kept the original"


class Decision(models.Model):
    """One reviewer's final pseudonym for one span (curate mode). Never shared."""

    objects = SealedQuerySet.as_manager()

    span = models.ForeignKey(Span, on_delete=models.CASCADE, related_name="decisions")
    reviewer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="decisions"
    )
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="+")
    kind = models.CharField(max_length=10, choices=DecisionKind.choices)
    text = SealedTextField(blank=True, project="document.project_id")
    # The candidate it came from (accept/edit), so the correspondence table can name
    # the run.
    candidate = models.ForeignKey(
        "generation.Candidate",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    # The run the pseudonym came from: the candidate's run, and kept when the choice
    # is applied to the entity's other mentions (whose candidates are other rows).
    run = models.ForeignKey(
        "generation.GenerationRun",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    # Not a column: set by the API view that answers with it (annotation/api*.py).
    applied: list[Decision]

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["span", "reviewer"], name="decision_one_per_span_and_reviewer"
            ),
        ]
        indexes = [models.Index(fields=["reviewer", "document"])]


class ReviewMode(models.TextChoices):
    EVALUATE = "evaluate", "Evaluate"
    CURATE = "curate", "Curate"


class DocumentProgress(models.Model):
    """A reviewer marked a document done in a mode (and, for evaluate, a run or review
    set)."""

    document = models.ForeignKey(
        Document, on_delete=models.CASCADE, related_name="progress"
    )
    reviewer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+"
    )
    mode = models.CharField(max_length=10, choices=ReviewMode.choices)
    # "run:12", "set:3" or "" (curate): what was being reviewed.
    scope = models.CharField(max_length=40, blank=True)
    done_at = models.DateTimeField(auto_now=True)
    # Not a column: set by the API view that answers with it (annotation/api*.py).
    next_document: int | None
    open_count: int

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["document", "reviewer", "mode", "scope"], name="progress_unique"
            ),
        ]


# --------------------------------------------------------------------------------------
# The team workflow (issue 23): documents assigned to curators, their states, and the
# one final pseudonym of every span.


class DocumentState(models.TextChoices):
    NEW = "new", "New"
    IN_PROGRESS = "in_progress", "In progress"
    CURATED = "curated", "Curated"
    ADJUDICATED = "adjudicated", "Adjudicated"
    APPROVED = "approved", "Approved"


class DocumentWork(models.Model):
    """Where a document stands in the team workflow. A document without a row is
    new and unassigned."""

    document = models.OneToOneField(
        Document, on_delete=models.CASCADE, related_name="work"
    )
    # Denormalised so the documents list and the dashboard count in one query.
    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="+")
    state = models.CharField(
        max_length=20, choices=DocumentState.choices, default=DocumentState.NEW
    )
    settled_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    settled_at = models.DateTimeField(null=True, blank=True)
    approved_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    approved_at = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        indexes = [models.Index(fields=["project", "state"])]

    def __str__(self) -> str:
        return f"{self.document_id}: {self.state}"


class Assignment(models.Model):
    """A document in a curator's queue: when they started and finished it."""

    document = models.ForeignKey(
        Document, on_delete=models.CASCADE, related_name="assignments"
    )
    curator = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="assignments"
    )
    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="+")
    # The document's place in the curator's queue.
    position = models.PositiveIntegerField(default=0)
    assigned_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    assigned_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["document", "curator"], name="assignment_one_per_curator"
            ),
        ]
        indexes = [models.Index(fields=["project", "curator", "position"])]

    def __str__(self) -> str:
        return f"{self.document_id} to {self.curator_id}"

    @property
    def seconds(self) -> float | None:
        if self.started_at is None or self.finished_at is None:
            return None
        return max(0.0, (self.finished_at - self.started_at).total_seconds())


class FinalSource(models.TextChoices):
    AGREED = "agreed", "Agreed by the curators"
    ADJUDICATED = "adjudicated", "Settled by an adjudicator"


class FinalDecision(models.Model):
    """The team's one pseudonym for a span: what its curators agreed on, or what an
    adjudicator settled."""

    objects = SealedQuerySet.as_manager()

    span = models.OneToOneField(Span, on_delete=models.CASCADE, related_name="final")
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="+")
    kind = models.CharField(max_length=10, choices=DecisionKind.choices)
    text = SealedTextField(blank=True, project="document.project_id")
    run = models.ForeignKey(
        "generation.GenerationRun",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    source = models.CharField(max_length=12, choices=FinalSource.choices)
    # The adjudicator (None when the curators agreed).
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        indexes = [models.Index(fields=["document"])]
