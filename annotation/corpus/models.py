"""The corpus and who may work on it: projects, members, labels, imports, documents,
spans, invites and the activity log.

Offsets everywhere are code points into ``Document.text`` (what Python slicing counts);
importers convert doccano's UTF-16 offsets before anything is stored.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import F, Q

from .sealed import SealedJSONField, SealedQuerySet, SealedTextField

if TYPE_CHECKING:
    from django.contrib.auth.models import User


class Language(models.TextChoices):
    ENGLISH = "en", "English"
    SWEDISH = "sv", "Swedish"


class Category(models.TextChoices):
    """The Text Anonymization Benchmark's categories; every label maps to one."""

    PERSON = "PERSON"
    CODE = "CODE"
    LOC = "LOC"
    ORG = "ORG"
    DEM = "DEM"
    DATETIME = "DATETIME"
    QUANTITY = "QUANTITY"
    MISC = "MISC"


class Role(models.TextChoices):
    LEAD = "lead", "Lead"
    ANNOTATOR = "annotator", "Annotator"


class Project(models.Model):
    name = models.CharField(max_length=200, unique=True)
    language = models.CharField(
        max_length=2, choices=Language.choices, default=Language.ENGLISH
    )
    description = models.TextField(blank=True)
    # Blank means the site default (settings.PSEUDOWEB_LLM_MODEL).
    llm_model = models.CharField(max_length=200, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    # Set when a lead destroyed the project's key (``forget_originals``): its originals
    # are gone for good, the pseudonymized documents stay.
    anonymised_at = models.DateTimeField(null=True, blank=True)
    members: models.ManyToManyField[User, Membership] = models.ManyToManyField(
        settings.AUTH_USER_MODEL, through="Membership", related_name="projects"
    )

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class Membership(models.Model):
    project = models.ForeignKey(
        Project, on_delete=models.CASCADE, related_name="memberships"
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memberships"
    )
    role = models.CharField(max_length=20, choices=Role.choices, default=Role.ANNOTATOR)
    # May settle the differences between curators (besides the project's leads).
    adjudicator = models.BooleanField(default=False)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["project", "user"], name="membership_unique"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.user} ({self.role}) in {self.project}"


class Label(models.Model):
    """A label as the project's annotators wrote it, and the category generators see."""

    project = models.ForeignKey(
        Project, on_delete=models.CASCADE, related_name="labels"
    )
    name = models.CharField(max_length=200)
    category = models.CharField(
        max_length=20, choices=Category.choices, default=Category.MISC
    )

    class Meta:
        ordering = ["name"]
        constraints = [
            models.UniqueConstraint(
                fields=["project", "name"], name="label_unique_per_project"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.name} → {self.category}"


class CorpusImport(models.Model):
    """One import, with its report, so the upload page and the API can show it again."""

    objects = SealedQuerySet.as_manager()

    class Status(models.TextChoices):
        IMPORTED = "imported"
        REFUSED = "refused"
        # A later import of the same file replaced this one's documents.
        REPLACED = "replaced"

    project = models.ForeignKey(
        Project, on_delete=models.CASCADE, related_name="imports"
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    filename = models.CharField(max_length=500)
    format = models.CharField(max_length=20)
    status = models.CharField(max_length=20, choices=Status.choices)
    documents = models.PositiveIntegerField(default=0)
    spans = models.PositiveIntegerField(default=0)
    # Sealed: its warnings quote the originals (a span_text that differs...).
    report = SealedJSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    # SHA-256 of the imported file's bytes, so that importing the same file into the
    # project again (which would add every span a second time) is caught.
    content_hash = models.CharField(max_length=64, blank=True, db_index=True)

    class Meta:
        ordering = ["-created_at"]


class Document(models.Model):

    objects = SealedQuerySet.as_manager()
    project = models.ForeignKey(
        Project, on_delete=models.CASCADE, related_name="documents"
    )
    external_id = models.CharField(max_length=200)
    # Sealed at rest with the project's data key (annotation/corpus/sealed.py), as are
    # the metadata and comments that came with it (TAB's task names the person).
    text = SealedTextField()
    # Each document's own: a project may hold English and Swedish documents (parallel
    # corpora); the import decides it (annotation/corpus/importers/language.py).
    language = models.CharField(
        max_length=2, choices=Language.choices, default=Language.ENGLISH
    )
    metadata = SealedJSONField(default=dict, blank=True)
    comments = SealedJSONField(default=list, blank=True)
    source_file = models.CharField(max_length=500, blank=True)
    source_line = models.PositiveIntegerField(null=True, blank=True)
    # Import order, so exports come out in the order the corpus came in.
    position = models.PositiveIntegerField(default=0)
    corpus_import = models.ForeignKey(
        CorpusImport, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    # Not a column: set by the API view that answers with it (annotation/api*.py).
    span_rows: list[Span]

    class Meta:
        ordering = ["position", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["project", "external_id"], name="document_external_id_unique"
            ),
        ]
        indexes = [models.Index(fields=["project", "position"])]

    def __str__(self) -> str:
        return f"{self.project}:{self.external_id}"


class IdentifierType(models.TextChoices):
    NONE = "", "—"
    DIRECT = "DIRECT"
    QUASI = "QUASI"
    NO_MASK = "NO_MASK"


class Span(models.Model):

    objects = SealedQuerySet.as_manager()
    # No index of its own: the (document, start) index below serves every lookup by
    # document, and one index fewer to keep up is a tenth of an import's insert time.
    document = models.ForeignKey(
        Document, on_delete=models.CASCADE, related_name="spans", db_index=False
    )
    start = models.PositiveIntegerField()
    end = models.PositiveIntegerField()
    label = models.ForeignKey(Label, on_delete=models.PROTECT, related_name="spans")
    # Who annotated it: the doccano username (zip file stem / "user" key) or TAB
    # annotator.
    annotator = models.CharField(max_length=150, blank=True)
    # Links mentions of one referent: TAB entity_id; blank when the source has none.
    entity = models.CharField(max_length=200, blank=True)
    external_id = models.CharField(max_length=200, blank=True)
    identifier_type = models.CharField(
        max_length=10, choices=IdentifierType.choices, blank=True, default=""
    )
    confidential_status = models.CharField(max_length=50, blank=True)
    # Everything else the source said about the span (TAB entity_type, edit_type, ...).
    # Sealed: TAB's span_text is the original.
    attributes = SealedJSONField(
        default=dict, blank=True, project="document.project_id"
    )
    overlapping = models.BooleanField(default=False)
    duplicate = models.BooleanField(default=False)
    whitespace_padded = models.BooleanField(default=False)
    crosses_newline = models.BooleanField(default=False)

    class Meta:
        ordering = ["start", "end", "id"]
        constraints = [
            models.CheckConstraint(
                condition=Q(start__lt=F("end")), name="span_start_before_end"
            ),
        ]
        indexes = [models.Index(fields=["document", "start"])]

    def __str__(self) -> str:
        return f"[{self.start}:{self.end}] {self.label.name}"

    @property
    def text(self) -> str:
        return self.document.text[self.start : self.end]

    def clean(self) -> None:
        if self.start >= self.end:
            raise ValidationError("A span must start before it ends.")
        if self.end > len(self.document.text):
            raise ValidationError("A span must end inside its document.")

    @property
    def flags(self) -> list[str]:
        names = ("overlapping", "duplicate", "whitespace_padded", "crosses_newline")
        return [name for name in names if getattr(self, name)]


class ActivityLog(models.Model):
    """Append-only record of every decision and sensitive download, per person."""

    objects = SealedQuerySet.as_manager()

    project = models.ForeignKey(
        Project, on_delete=models.CASCADE, related_name="activity"
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    action = models.CharField(max_length=40)
    details = models.JSONField(default=dict, blank=True)
    # What of the action quotes an original (a finding's text), sealed; ``details``
    # holds only what may be queried and shown to anyone who sees the log.
    secret = SealedJSONField(default=dict, blank=True)
    at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-at", "-id"]


class ImportJob(models.Model):
    """An upload imported by a worker: files too large to import within the request.

    The upload waits under ``VAR_DIR/uploads/`` until the worker has read it, then it
    is deleted. ``report`` is the import's report (imported or refused) once done.
    """

    objects = SealedQuerySet.as_manager()

    class Status(models.TextChoices):
        QUEUED = "queued"
        RUNNING = "running"
        DONE = "done"
        FAILED = "failed"

    project = models.ForeignKey(
        Project, on_delete=models.CASCADE, related_name="import_jobs"
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    filename = models.CharField(max_length=500)
    path = models.CharField(max_length=1000)
    labels_filename = models.CharField(max_length=500, blank=True)
    labels_path = models.CharField(max_length=1000, blank=True)
    format = models.CharField(max_length=20, default="auto")
    skip_invalid = models.BooleanField(default=False)
    # How the import decides each document's language (importers/language.py).
    language_key = models.CharField(max_length=200, blank=True)
    language_map = models.JSONField(default=list, blank=True)
    language_threshold = models.FloatField(null=True, blank=True)
    language_detect = models.BooleanField(default=True)
    # What to do when the project already holds an import of the same file:
    # annotation.services.DUPLICATE_CHOICES.
    on_duplicate = models.CharField(max_length=10, default="refuse")
    status = models.CharField(
        max_length=10, choices=Status.choices, default=Status.QUEUED
    )
    bytes_done = models.PositiveBigIntegerField(default=0)
    bytes_total = models.PositiveBigIntegerField(default=0)
    report = SealedJSONField(default=dict, blank=True)
    # The report's verdict on its own, so lists of jobs need not load whole reports
    # (every error line of a refused import).
    imported = models.BooleanField(default=False)
    error = SealedTextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    # When a task message last went out for it (none yet: created_at); recovery
    # re-sends one when nobody has taken the job for the stale limit.
    message_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    @property
    def active(self) -> bool:
        return self.status in (self.Status.QUEUED, self.Status.RUNNING)


class Invite(models.Model):
    """A single-use link that lets one person into a project, made by a lead.

    Either the person chooses a username and password (``user`` is empty until then),
    or the lead made the account already and the link only sets its password
    (``user`` is that account). Only a hash of the token is stored: the link is shown
    once, to the lead who made it, and a copy of the database opens nothing.
    """

    project = models.ForeignKey(
        Project, on_delete=models.CASCADE, related_name="invites"
    )
    role = models.CharField(max_length=20, choices=Role.choices, default=Role.ANNOTATOR)
    token_hash = models.CharField(max_length=64, unique=True)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="+",
    )
    email = models.EmailField(blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField()
    used_at = models.DateTimeField(null=True, blank=True)
    used_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"invite {self.pk} to {self.project} as {self.role}"

    @property
    def state(self) -> str:
        """used, withdrawn, expired or open."""
        from django.utils import timezone

        if self.used_at is not None:
            return "used"
        if self.revoked_at is not None:
            return "withdrawn"
        if self.expires_at <= timezone.now():
            return "expired"
        return "open"


class ProjectKey(models.Model):
    """A project's data key, wrapped under the site's master key (issue 24).

    ``wrapped`` is AES-GCM of the data key under the master key named by
    ``master_id`` (annotation/corpus/crypto.py); the master key itself is never in
    the database. ``forget_originals`` empties ``wrapped`` and sets ``destroyed_at``.
    """

    project = models.OneToOneField(
        Project, on_delete=models.CASCADE, related_name="key"
    )
    wrapped = models.TextField(blank=True)
    master_id = models.CharField(max_length=32, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    rotated_at = models.DateTimeField(null=True, blank=True)
    destroyed_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"key {self.pk} of project {self.project_id}"
