"""Seal in place what 0012_seal_existing left plain and could still quote an original
(issue 24): reviewers' comments, the pseudonym memory's values (a curator's choice may
be the original itself; the date offset undoes every shifted date) and their look-up
by keyed hash, the utility measures (downstream's classes are metadata values), and
the texts the activity log quoted in its details for decisions, final decisions and
reviews (moved into its sealed ``secret``). On SQLite the file is vacuumed again when
anything changed, so the plain pages the updates freed are not left in it.

Reversible: going back opens every value again (with the key at hand).
"""

import json

from django.db import migrations, transaction

from annotation.corpus import crypto

BATCH = 500

# (app, model, project path, fields, JSON fields)
SEALED = [
    ("annotation", "Review", "run__project_id", ["comment"], set()),
    (
        "generation",
        "RunMeasure",
        "run__project_id",
        ["values", "notes", "error"],
        {"values", "notes"},
    ),
]
# Log entries whose details quoted what a person typed or chose, and under which key.
QUOTING_ACTIONS = {
    "decision.save": "text",
    "decision.apply_to_entity": "text",
    "team.final": "text",
    "review.save": "comment",
}


def _seal(project_id, value, json_value=False):
    from annotation.corpus.sealed import sealed_value

    return sealed_value(project_id, value, json_value=json_value)


def _open(value, json_value=False):
    from annotation.corpus.keys import keyring

    if not crypto.is_sealed(value):
        return value
    text = keyring.open(value)
    return json.loads(text) if json_value else text


def _lookup(project_id, text):
    from annotation.corpus.keys import keyring

    return keyring.for_project(project_id).lookup(text)


def _raw(field, value):
    """A plain value as the database holds it, past the sealed field's refusal."""
    from django.db.models import JSONField, TextField, Value

    if isinstance(field, JSONField):
        return Value(value, output_field=JSONField())
    return Value(value, output_field=TextField())


def seal(apps, schema_editor):
    changed = 0
    with transaction.atomic(using=schema_editor.connection.alias):
        for app, name, path, fields, json_fields in SEALED:
            model = apps.get_model(app, name)
            batch = []
            rows = model.objects.order_by("pk").values_list("pk", path, *fields)
            for pk, project_id, *values in rows.iterator(chunk_size=BATCH):
                new = [
                    _seal(project_id, value, field in json_fields)
                    for field, value in zip(fields, values, strict=True)
                ]
                if new == values:
                    continue
                obj = model(pk=pk)
                for field, value in zip(fields, new, strict=True):
                    setattr(obj, field, value)
                batch.append(obj)
                if len(batch) >= BATCH:
                    changed += model.objects.bulk_update(batch, fields)
                    batch = []
            if batch:
                changed += model.objects.bulk_update(batch, fields)
        Entry = apps.get_model("generation", "PseudonymEntry")
        batch = []
        for entry in Entry.objects.order_by("pk").iterator(chunk_size=BATCH):
            if crypto.is_sealed(entry.value) or not entry.value:
                continue  # sealed already (its value_key is hashed with it)
            if entry.value_key is not None:
                entry.value_key = _lookup(entry.project_id, entry.value_key)
            entry.value = _seal(entry.project_id, entry.value)
            batch.append(entry)
            if len(batch) >= BATCH:
                changed += Entry.objects.bulk_update(batch, ["value", "value_key"])
                batch = []
        if batch:
            changed += Entry.objects.bulk_update(batch, ["value", "value_key"])
        Log = apps.get_model("annotation", "ActivityLog")
        for log in Log.objects.filter(action__in=list(QUOTING_ACTIONS)).iterator():
            key = QUOTING_ACTIONS[log.action]
            if key not in log.details:
                continue
            quoted = log.details.pop(key)
            # save() seals it (the field's pre_save).
            log.secret = {**log.secret, **({key: quoted} if quoted else {})}
            log.save(update_fields=["details", "secret"])
            changed += 1
    if changed:
        _vacuum(schema_editor)


def unseal(apps, schema_editor):
    from generation.engines.surrogate.text import fold

    with transaction.atomic(using=schema_editor.connection.alias):
        Log = apps.get_model("annotation", "ActivityLog")
        for log in Log.objects.filter(action__in=list(QUOTING_ACTIONS)).iterator():
            key = QUOTING_ACTIONS[log.action]
            secret = _open(log.secret, True) if log.secret else {}
            log.details[key] = secret.pop(key, "")
            log.secret = secret
            log.save(update_fields=["details", "secret"])
        Entry = apps.get_model("generation", "PseudonymEntry")
        field = Entry._meta.get_field("value")
        for entry in Entry.objects.order_by("pk").iterator(chunk_size=BATCH):
            # The historical field opens what it reads: ``entry.value`` is plain.
            Entry.objects.filter(pk=entry.pk).update(
                value=_raw(field, entry.value),
                value_key=(
                    None if entry.value_key is None else fold(entry.value)[:500]
                ),
            )
        for app, name, _path, fields, _ in SEALED:
            model = apps.get_model(app, name)
            rows = model.objects.order_by("pk").values_list("pk", *fields)
            for pk, *values in rows.iterator(chunk_size=BATCH):
                model.objects.filter(pk=pk).update(
                    **{
                        f: _raw(model._meta.get_field(f), v)
                        for f, v in zip(fields, values, strict=True)
                    }
                )


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
        ("annotation", "0013_seal_review_comments"),
        ("generation", "0013_seal_memory_values_and_measures"),
    ]

    operations = [migrations.RunPython(seal, unseal)]
