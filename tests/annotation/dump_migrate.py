"""A database from before encryption at rest, sealed in place by the migrations (issue
24), for tests/annotation/test_dumps.py.

Each function runs in a site of its own (``manage.py shell -c``) and prints one JSON
line: :func:`fill` migrates a fresh database to ``BEFORE`` and fills it with plain
originals through the historical models; :func:`plain` reads them back the same way
(also after migrating back); :func:`sealed` reads them through today's models after
the migrations; :func:`remembered` runs a surrogate run, which must give the
remembered pseudonym and keep what the keep-list keeps.
"""

from __future__ import annotations

import json
from typing import Any

# The newest migrations before encryption at rest.
BEFORE = [("annotation", "0011_team_workflow"), ("generation", "0010_run_measure")]

PERSON = "Quillfeather Zandvoort"
PLACE = "Oxbridgeham"
COURT = "Verdigris Holloway Tribunal"
WARD = "Haldenmoor"
TASK = f"Task: Annotate the document to anonymise the following person: {PERSON}"
TEXT = f"Mr {PERSON} of {PLACE} stood before the {COURT}."
REMEMBERED = "Remembered Pseudonym"
ORIGINALS = [PERSON, "Quillfeather", "Zandvoort", PLACE, COURT, "Verdigris", WARD]


def _migrate(targets: list[tuple[str, str]] | None = None) -> Any:
    from django.db import connection
    from django.db.migrations.executor import MigrationExecutor

    executor = MigrationExecutor(connection)
    targets = targets or executor.loader.graph.leaf_nodes()
    executor.migrate(targets)
    executor.loader.build_graph()
    return executor.loader.project_state(targets).apps


def fill() -> None:
    """Migrate to BEFORE and write plain originals into every table that holds
    them; print what :func:`plain` reads."""
    apps = _migrate(BEFORE)
    get = apps.get_model
    lead = get("auth", "User").objects.create(username="lead")
    project = get("annotation", "Project").objects.create(name="Old", language="en")
    label = get("annotation", "Label").objects.create(
        project=project, name="PER", category="PERSON"
    )
    org = get("annotation", "Label").objects.create(
        project=project, name="ORG", category="ORG"
    )
    get("annotation", "CorpusImport").objects.create(
        project=project,
        filename="old.json",
        format="tab",
        status="imported",
        report={"warnings": [f"span_text {PERSON!r} differs"]},
    )
    document = get("annotation", "Document").objects.create(
        project=project,
        external_id="old-1",
        text=TEXT,
        metadata={"task": TASK, "ward": WARD},
        comments=[f"{PERSON} asked for a copy"],
    )
    person = get("annotation", "Span").objects.create(
        document=document,
        start=3,
        end=3 + len(PERSON),
        label=label,
        attributes={"span_text": PERSON, "entity_type": "PERSON"},
    )
    court = TEXT.index(COURT)
    kept = get("annotation", "Span").objects.create(
        document=document,
        start=court,
        end=court + len(COURT),
        label=org,
        attributes={"span_text": COURT},
    )
    run = get("generation", "GenerationRun").objects.create(
        project=project, generator="surrogate", language="en", status="done"
    )
    candidate = get("generation", "Candidate").objects.create(
        run=run,
        span=person,
        document=document,
        text="Eva Holm",
        alternatives=["Zandvoort Holm"],
        suggested_evidence=[f"overlaps {PERSON}"],
    )
    get("generation", "Candidate").objects.create(
        run=run, span=kept, document=document, text=COURT
    )
    get("annotation", "Review").objects.create(
        candidate=candidate,
        reviewer=lead,
        run=run,
        document=document,
        tag="OVERLAP",
        comment=f"keeps Zandvoort of {PERSON}",
    )
    get("annotation", "Decision").objects.create(
        span=kept, reviewer=lead, document=document, kind="accept", text=COURT
    )
    get("annotation", "FinalDecision").objects.create(
        span=kept, document=document, kind="accept", text=COURT, source="agreed"
    )
    memory = get("generation", "PseudonymEntry").objects
    memory.create(
        project=project,
        namespace="curated",
        key=PERSON.lower(),
        value=REMEMBERED,
        value_key=REMEMBERED.lower(),
        source="curated",
    )
    memory.create(
        project=project,
        namespace="curated",
        key="verdigris",
        value="Verdigris",
        value_key=None,
        source="curated",
    )
    get("generation", "KeepEntry").objects.create(
        project=project, text=COURT, folded=COURT.lower(), created_by=lead
    )
    get("generation", "RunMeasure").objects.create(
        run=run,
        measure="downstream",
        status="failed",
        values={"classes": [WARD]},
        notes=[f"class {WARD!r} left out"],
        error=f"one class ({WARD})",
    )
    get("annotation", "ImportJob").objects.create(
        project=project,
        filename="big.jsonl",
        path="/nowhere/big.jsonl",
        status="failed",
        report={"errors": [f"line 2: {PERSON}"]},
        error=f"ValueError: {PERSON}",
    )
    log = get("annotation", "ActivityLog").objects
    log.create(project=project, user=lead, action="leak-not-personal",
               details={"text": "Verdigris", "document": "old-1"})  # fmt: skip
    log.create(project=project, user=lead, action="decision.save",
               details={"span": kept.pk, "kind": "accept", "text": COURT})  # fmt: skip
    log.create(project=project, user=lead, action="review.save",
               details={"tag": "OVERLAP", "comment": f"keeps {PERSON}"})  # fmt: skip
    plain(apps)


def _rows(apps: Any, name: str, *fields: str) -> list[list[Any]]:
    app = "generation" if name in _GENERATION else "annotation"
    rows = apps.get_model(app, name).objects.order_by("pk").values_list(*fields)
    return [list(row) for row in rows]


_GENERATION = {"Candidate", "PseudonymEntry", "KeepEntry", "RunMeasure"}
# What every table that held an original holds, as today's models read it.
FIELDS = {
    "CorpusImport": ["report"],
    "Document": ["text", "metadata", "comments"],
    "Span": ["attributes"],
    "Candidate": ["text", "alternatives", "suggested_evidence"],
    "Review": ["comment"],
    "Decision": ["text"],
    "FinalDecision": ["text"],
    "KeepEntry": ["text"],
    "RunMeasure": ["values", "notes", "error"],
    "ImportJob": ["report", "error"],
}


def plain(apps: Any = None) -> None:
    """Print every value as the historical models of BEFORE read it (the memory's
    and keep-list's look-up columns included)."""
    if apps is None:
        apps = _migrate(BEFORE)
    found = {name: _rows(apps, name, *fields) for name, fields in FIELDS.items()}
    found["memory"] = _rows(
        apps, "PseudonymEntry", "namespace", "key", "value", "value_key"
    )
    found["keep"] = _rows(apps, "KeepEntry", "folded")
    found["log"] = _rows(apps, "ActivityLog", "action", "details")
    print(json.dumps(found, ensure_ascii=False))


def sealed() -> None:
    """Print every value as today's models read it, in :func:`plain`'s shape: the
    memory's original for its key, the log's details with its secret put back."""
    from django.apps import apps

    from generation.engines.surrogate.text import fold

    found = {name: _rows(apps, name, *fields) for name, fields in FIELDS.items()}
    found["memory"] = [
        [namespace, original, value, None if value_key is None else fold(value)]
        for namespace, original, value, value_key in _rows(
            apps, "PseudonymEntry", "namespace", "original", "value", "value_key"
        )
    ]
    found["keep"] = [[fold(text)] for (text,) in _rows(apps, "KeepEntry", "text")]
    found["log"] = [
        [action, {**details, **secret}]
        for action, details, secret in _rows(
            apps, "ActivityLog", "action", "details", "secret"
        )
    ]
    print(json.dumps(found, ensure_ascii=False))


def remembered() -> None:
    """A surrogate run on the sealed project: print the candidates' texts by the
    original they replace."""
    from annotation.corpus.models import Project
    from generation.models import Candidate
    from generation.services import generation_execute, options_parse, run_create

    project = Project.objects.get(name="Old")
    run = run_create(
        project=project,
        generator="surrogate",
        options=options_parse(generator="surrogate", seed=3),
    )
    run = generation_execute(run_id=run.pk)
    assert run.status == "done", run.error
    print(
        json.dumps(
            {
                c.document.text[c.span.start : c.span.end]: c.text
                for c in Candidate.objects.filter(run=run).select_related(
                    "span", "document"
                )
            }
        )
    )
