"""Existing databases upgrade cleanly.

Issue 14 moved every model of ``annotation`` into the package of its concern
(``annotation.corpus.models``, ``annotation.review.models``) without changing its app
label or table. This test fills a database at the schema that existed when the code
moved (``BEFORE``), with at least one row in every table of both apps, then migrates to
the newest migrations and reads every row back through today's models.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.apps import apps as current_apps
from django.core.management import call_command
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

# The newest migrations of each app when the models moved into layers (issue 14).
BEFORE = [
    ("annotation", "0009_merge_importspeed"),
    ("generation", "0006_merge_surrogate"),
]


def _fill(apps) -> dict[str, int]:
    """One or more rows in every table of the two apps, made with the historical
    models of ``BEFORE``; returns the number of rows per model."""
    user_model = apps.get_model("auth", "User")
    get = apps.get_model
    lead = user_model.objects.create(username="lead-m")
    annotator = user_model.objects.create(username="annotator-m")
    project = get("annotation", "Project").objects.create(
        name="Migrated", language="sv"
    )
    get("annotation", "Membership").objects.create(
        project=project, user=lead, role="lead"
    )
    get("annotation", "Membership").objects.create(
        project=project, user=annotator, role="annotator"
    )
    label = get("annotation", "Label").objects.create(
        project=project, name="PER", category="PERSON"
    )
    corpus_import = get("annotation", "CorpusImport").objects.create(
        project=project,
        user=lead,
        filename="news.jsonl",
        format="doccano",
        status="imported",
        documents=1,
        spans=2,
        content_hash="ab" * 32,
    )
    document = get("annotation", "Document").objects.create(
        project=project,
        external_id="doc-1",
        text="Anna Berg bor i Lund.",
        language="sv",
        corpus_import=corpus_import,
    )
    anna = get("annotation", "Span").objects.create(
        document=document, start=0, end=9, label=label, entity="e1"
    )
    lund = get("annotation", "Span").objects.create(
        document=document, start=16, end=20, label=label, entity="e2"
    )
    run = get("generation", "GenerationRun").objects.create(
        project=project, generator="surrogate", language="sv", status="done"
    )
    get("generation", "RunChunk").objects.create(
        run=run, number=0, document_ids=[document.pk], status="done"
    )
    candidate = get("generation", "Candidate").objects.create(
        run=run, span=anna, document=document, text="Eva Holm"
    )
    get("generation", "Candidate").objects.create(
        run=run, span=lund, document=document, text="Ystad"
    )
    get("generation", "RunMetrics").objects.create(run=run, status="done")
    get("generation", "WorkerBeat").objects.create(name="w1@host", queues=["light"])
    get("generation", "PseudonymEntry").objects.create(
        project=project, namespace="PER", key="anna berg", value="Eva Holm"
    )
    get("generation", "KeepEntry").objects.create(
        project=project, text="Olof Palme", folded="olof palme", created_by=lead
    )
    review_set = get("annotation", "ReviewSet").objects.create(
        project=project, name="Blind A/B", blind=True, created_by=lead
    )
    review_set.runs.add(run)
    review_set.reviewers.add(annotator)
    get("annotation", "Review").objects.create(
        candidate=candidate, reviewer=annotator, run=run, document=document, tag="OK"
    )
    get("annotation", "Decision").objects.create(
        span=anna,
        reviewer=lead,
        document=document,
        kind="accept",
        text="Eva Holm",
        candidate=candidate,
        run=run,
    )
    get("annotation", "DocumentProgress").objects.create(
        document=document,
        reviewer=annotator,
        mode="evaluate",
        scope=f"set:{review_set.pk}",
    )
    get("annotation", "ActivityLog").objects.create(
        project=project, user=lead, action="correspondence_download", details={"n": 1}
    )
    get("annotation", "ImportJob").objects.create(
        project=project, user=lead, filename="big.jsonl", path="/tmp/big.jsonl"
    )
    get("annotation", "Invite").objects.create(
        project=project,
        token_hash="cd" * 32,
        created_by=lead,
        expires_at=timezone.now() + timedelta(days=7),
    )
    counts = {}
    for app_label in ("annotation", "generation"):
        for model in apps.get_app_config(app_label).get_models():
            counts[model._meta.label] = model.objects.count()
    return counts


def _table_rows() -> dict[str, int]:
    with connection.cursor() as cursor:
        tables = [
            t
            for t in connection.introspection.table_names(cursor)
            if t.startswith(("annotation_", "generation_"))
        ]
        rows = {}
        for table in tables:
            cursor.execute(f"SELECT COUNT(*) FROM {connection.ops.quote_name(table)}")
            rows[table] = cursor.fetchone()[0]
    return rows


@pytest.mark.django_db(transaction=True)
def test_a_database_from_before_the_layers_migrates_and_keeps_every_row() -> None:
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    old_apps = executor.loader.project_state(BEFORE).apps
    counts = _fill(old_apps)
    assert all(counts.values()), f"a table was left empty: {counts}"
    before = _table_rows()

    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())

    after = _table_rows()
    # Every old table keeps its rows; tables of later features start empty.
    assert {table: after.get(table) for table in before} == before
    # ... but for the projects' data keys, made when the originals were sealed
    # (issue 24).
    assert after.pop("annotation_projectkey") == counts["annotation.Project"]
    assert all(after[table] == 0 for table in set(after) - set(before))
    for label, n in counts.items():
        assert current_apps.get_model(label).objects.count() == n, label
    # Today's models, from their new packages, read the old rows and relations.
    from annotation.corpus.models import Document, Span
    from annotation.review.models import Decision, DocumentProgress, Review, ReviewSet

    review_set = ReviewSet.objects.get(name="Blind A/B")
    assert review_set.blind
    assert list(review_set.reviewers.values_list("username", flat=True)) == [
        "annotator-m"
    ]
    assert review_set.runs.get().candidates.count() == 2
    decision = Decision.objects.get()
    assert decision.span.document.text[decision.span.start : decision.span.end] == (
        "Anna Berg"
    )
    assert decision.candidate.text == "Eva Holm"
    assert Review.objects.get().candidate.span == decision.span
    assert DocumentProgress.objects.get().scope == f"set:{review_set.pk}"
    assert Span.objects.filter(document=Document.objects.get()).count() == 2


@pytest.mark.django_db
def test_the_models_moved_without_a_change_of_schema() -> None:
    """Moving a model between modules must not need a migration: Django sees the
    same app label, table and fields."""
    call_command("makemigrations", check=True, dry_run=True, verbosity=0)
