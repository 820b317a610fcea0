"""Seal in place what an existing database holds in plain text (issue 24).

Every project gets its data key (wrapped under the master key, which this makes on
embedded defaults); originals, metadata, span attributes, candidates, decisions,
import reports, the keep-list and the pseudonym memory are sealed with it, and the
memory's and keep-list's look-ups become keyed hashes. On SQLite the file is then
vacuumed, so the plain pages the updates freed are not left in it.

Reversible: going back opens every value again (with the key at hand).
"""

from django.db import migrations, transaction

from annotation.corpus import crypto

BATCH = 500

# (app, model, project path, fields)
SEALED = [
    ("annotation", "Document", "project_id", ["text", "metadata", "comments"]),
    ("annotation", "Span", "document__project_id", ["attributes"]),
    ("annotation", "CorpusImport", "project_id", ["report"]),
    ("annotation", "ImportJob", "project_id", ["report", "error"]),
    ("annotation", "Decision", "document__project_id", ["text"]),
    ("annotation", "FinalDecision", "document__project_id", ["text"]),
    ("generation", "Candidate", "run__project_id", ["text", "alternatives", "suggested_evidence"]),
]
JSON_FIELDS = {"metadata", "comments", "attributes", "report", "alternatives", "suggested_evidence"}
# Log entries that quoted an original in their details.
SECRET_ACTIONS = ("leak-span-added", "leak-not-personal")


def _key(project_id):
    from annotation.corpus.keys import keyring

    return keyring.for_project(project_id)


def _seal(project_id, name, value):
    from annotation.corpus.sealed import sealed_value

    return sealed_value(project_id, value, json_value=name in JSON_FIELDS)


def _open(name, value):
    import json

    from annotation.corpus.keys import keyring

    if not crypto.is_sealed(value):
        return value
    text = keyring.open(value)
    return json.loads(text) if name in JSON_FIELDS else text


def _rows(model, path, fields):
    return model.objects.order_by("pk").values_list("pk", path, *fields).iterator(
        chunk_size=BATCH
    )


def _apply(model, path, fields, change):
    batch = []
    for pk, project_id, *values in _rows(model, path, fields):
        new = [change(project_id, name, value) for name, value in zip(fields, values)]
        if new == values:
            continue
        obj = model(pk=pk)
        for name, value in zip(fields, new):
            setattr(obj, name, value)
        batch.append(obj)
        if len(batch) >= BATCH:
            model.objects.bulk_update(batch, fields)
            batch = []
    if batch:
        model.objects.bulk_update(batch, fields)


def seal(apps, schema_editor):
    with transaction.atomic(using=schema_editor.connection.alias):
        for app, name, path, fields in SEALED:
            _apply(apps.get_model(app, name), path, fields, _seal)
        Log = apps.get_model("annotation", "ActivityLog")
        for log in Log.objects.filter(action__in=SECRET_ACTIONS).iterator():
            if "text" in log.details:
                # save() seals it (the field's pre_save).
                log.secret = {"text": log.details.pop("text")}
                log.save(update_fields=["details", "secret"])
        Import = apps.get_model("annotation", "CorpusImport")
        for row in Import.objects.exclude(content_hash="").iterator():
            row.content_hash = _key(row.project_id).lookup(row.content_hash)
            row.save(update_fields=["content_hash"])
        Keep = apps.get_model("generation", "KeepEntry")
        for entry in Keep.objects.iterator():
            entry.folded = _key(entry.project_id).lookup(entry.folded)
            entry.save(update_fields=["folded", "text"])
        Entry = apps.get_model("generation", "PseudonymEntry")
        batch = []
        for entry in Entry.objects.order_by("pk").iterator(chunk_size=BATCH):
            entry.original = _seal(entry.project_id, "original", entry.key)
            entry.key = _key(entry.project_id).lookup(entry.key)
            batch.append(entry)
            if len(batch) >= BATCH:
                Entry.objects.bulk_update(batch, ["original", "key"])
                batch = []
        if batch:
            Entry.objects.bulk_update(batch, ["original", "key"])
    _vacuum(schema_editor)


def unseal(apps, schema_editor):
    from annotation.corpus.sealed import _Sealed

    with transaction.atomic(using=schema_editor.connection.alias):
        # A keyed hash cannot be turned back into the file's digest: earlier imports
        # are no longer recognised as duplicates after going back.
        apps.get_model("annotation", "CorpusImport").objects.update(content_hash="")
        Entry = apps.get_model("generation", "PseudonymEntry")
        for entry in Entry.objects.iterator():
            entry.key = _open("original", entry.original)
            entry.original = ""
            entry.save(update_fields=["key", "original"])
        Keep = apps.get_model("generation", "KeepEntry")
        from generation.engines.surrogate.text import fold

        text_field = Keep._meta.get_field("text")
        for entry in Keep.objects.iterator():
            # The historical field opened the text, and save() would seal it again.
            text = _open("text", entry.text)
            Keep.objects.filter(pk=entry.pk).update(
                text=_raw(text_field, text), folded=fold(text)
            )
        Log = apps.get_model("annotation", "ActivityLog")
        for log in Log.objects.exclude(secret={}).iterator():
            log.details.update(_open("secret", log.secret))
            log.secret = {}
            log.save(update_fields=["details", "secret"])
        for app, name, path, fields in SEALED:
            model = apps.get_model(app, name)
            # The historical fields are sealed ones: they open what they read, so
            # writing plain values goes around them.
            assert all(isinstance(model._meta.get_field(f), _Sealed) for f in fields)
            for pk, _, *values in _rows(model, path, fields):
                model.objects.filter(pk=pk).update(
                    **{
                        f: _raw(model._meta.get_field(f), v)
                        for f, v in zip(fields, values)
                    }
                )


def _raw(field, value):
    """A plain value as the database holds it, past the sealed field's refusal."""
    from django.db.models import JSONField, TextField, Value

    if isinstance(field, JSONField):
        return Value(value, output_field=JSONField())
    return Value(value, output_field=TextField())


def _vacuum(schema_editor):
    connection = schema_editor.connection
    if connection.vendor != "sqlite" or connection.in_atomic_block:
        return
    with connection.cursor() as cursor:
        cursor.execute("VACUUM")
        cursor.execute("PRAGMA wal_checkpoint(TRUNCATE)")


class Migration(migrations.Migration):
    # Not one transaction: VACUUM cannot run inside one. The sealing itself is
    # (see seal()).
    atomic = False

    dependencies = [
        ("annotation", "0012_encryption_at_rest"),
        ("generation", "0011_encryption_at_rest"),
    ]

    operations = [migrations.RunPython(seal, unseal)]
