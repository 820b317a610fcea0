"""Claiming pseudonym memory entries in the database: one winner per original and one
original per surrogate, however many workers draw at once (issue 19)."""

from __future__ import annotations

import importlib

import pytest
from django.apps import apps
from django.db import IntegrityError, transaction

from generation.engines.surrogate import SurrogateGenerator
from generation.models import PseudonymEntry
from generation.services_memory import (
    lookup_key,
    memory_claim,
    memory_load,
    memory_save,
)
from tests.factories import DocumentFactory, ProjectFactory, SpanFactory
from tests.generation.engines.test_surrogate import document

pytestmark = pytest.mark.django_db


def test_the_first_claim_wins_and_a_later_one_reads_the_winner_back():
    project = ProjectFactory()
    first = memory_claim(project.pk, {("surname", "holm"): "Berg"})
    assert first == {("surname", "holm"): "Berg"}
    later = memory_claim(project.pk, {("surname", "holm"): "Lind"})
    assert later == {("surname", "holm"): "Berg"}
    entry = PseudonymEntry.objects.get(project=project)
    # The value's look-up is a keyed hash, as the key's (issue 24).
    assert (entry.value, entry.value_key) == ("Berg", lookup_key(project.pk, "berg"))


def test_a_value_another_original_holds_is_not_claimed():
    project = ProjectFactory()
    memory_claim(project.pk, {("surname", "holm"): "Berg"})
    assert memory_claim(project.pk, {("surname", "lund"): "BERG"}) == {}
    # In another namespace, or another project, the value is free.
    assert memory_claim(project.pk, {("org-word", "lund"): "Berg"})
    assert memory_claim(ProjectFactory().pk, {("surname", "lund"): "Berg"})
    # memory_save (what was not claimed) leaves the holder too.
    assert memory_save(project.pk, {("surname", "lind"): "Berg"}) == 1
    assert not PseudonymEntry.objects.filter(key="lind").exists()


def test_curated_pseudonyms_and_settings_may_share_a_value():
    project = ProjectFactory()
    for key in ("anna berg", "anna-lena berg"):
        PseudonymEntry.objects.create(
            project=project, namespace="curated", key=key, value="Eva", value_key="eva"
        )
    memory_claim(project.pk, {("setting", "date-offset"): "7"})
    assert memory_claim(project.pk, {("setting", "other"): "7"})
    with pytest.raises(IntegrityError), transaction.atomic():
        PseudonymEntry.objects.create(
            project=project, namespace="given", key="a", value="Eva", value_key="eva"
        )
        PseudonymEntry.objects.create(
            project=project, namespace="given", key="b", value="Eva", value_key="eva"
        )


def test_two_workers_drawing_at_once_agree_on_every_surrogate_and_the_date_offset():
    """Two memories over one database, as two worker processes with their own seeds:
    they fill documents in turn, and the second adopts what the first claimed."""
    project = ProjectFactory(language="en")
    texts = [
        [("Li Wangyang", "PERSON"), " flew to ", ("Kenya", "LOC"), " on ",
         ("3 May 2010", "DATETIME"), "."],
        [("Karin Holm", "PERSON"), " met ", ("Li Wangyang", "PERSON"), " in ",
         ("Uppsala", "LOC"), "."],
        [("Kenya", "LOC"), " welcomed ", ("Karin Holm", "PERSON"), " on ",
         ("3 May 2010", "DATETIME"), "."],
    ]  # fmt: skip
    docs = [document("en", parts, key=n) for n, parts in enumerate(texts)]
    workers = [
        SurrogateGenerator(seed=seed, k=1, memory=memory_load(project.pk))
        for seed in (1, 2)
    ]
    results: dict[tuple[int, str], set[str]] = {}
    for n, doc in enumerate(docs * 2):
        worker = workers[n % 2]  # interleaved: doc 0 on A, doc 1 on B, ...
        [(_, suggestions)] = list(worker.fill([doc]))
        for span, suggestion in zip(doc.spans, suggestions, strict=True):
            original = doc.text[span.start : span.end]
            results.setdefault((span.category, original), set()).add(suggestion.text)
    assert all(len(texts) == 1 for texts in results.values()), results
    surrogates = [next(iter(texts)) for texts in results.values()]
    assert len(set(surrogates)) == len(surrogates)
    offsets = PseudonymEntry.objects.filter(project=project, namespace="setting")
    assert offsets.count() == 1
    assert all(w.memory.get("setting", "date-offset") == offsets[0].value
               for w in workers)  # fmt: skip
    # Everything drawn was claimed on the way: nothing is left for memory_save.
    assert all(w.memory.learned == {} for w in workers)


def test_the_migration_gives_later_duplicates_no_value_key():
    project = ProjectFactory()
    rows = [
        ("surname", "holm", "Berg"),
        ("surname", "lund", "berg"),  # shared before the constraint: stays NULL
        ("org-word", "lund", "Berg"),
        ("curated", "anna", "Eva"),
        ("curated", "anna-lena", "Eva"),
    ]
    PseudonymEntry.objects.bulk_create(
        PseudonymEntry(project=project, namespace=n, key=k, value=v) for n, k, v in rows
    )
    migration = importlib.import_module(
        "generation.migrations.0008_pseudonymentry_value_key"
    )
    migration.fill_value_keys(apps, None)
    surnames = PseudonymEntry.objects.filter(namespace="surname")
    keys = dict(surnames.values_list("key", "value_key"))
    assert keys == {"holm": "berg", "lund": None}
    assert set(
        PseudonymEntry.objects.exclude(namespace="surname").values_list(
            "value_key", flat=True
        )
    ) == {"berg", "eva"}


def test_memory_load_claims_in_its_project():
    project = ProjectFactory()
    doc = DocumentFactory(project=project, text="Karin Holm")
    SpanFactory(document=doc, start=0, end=10)
    memory = memory_load(project.pk)
    memory.assign("surname", "holm", "Berg")
    assert not memory.settle()
    assert PseudonymEntry.objects.get(project=project).value == "Berg"
