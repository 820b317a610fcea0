"""A copy of the database alone holds no original (issue 24).

A site of its own (a SQLite file, or a PostgreSQL database) is walked through the app
as a lead and curators use it (tests/annotation/dump_walk.py); then the raw bytes of
the SQLite file, its WAL, the broker's file and the worker's log, or the output of
the real ``pg_dump``, are searched for every original of the corpus. A database
from before the encryption is sealed in place by the migrations and read back, also
after migrating back (tests/annotation/dump_migrate.py).
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import sqlite3
import subprocess
import zlib
from pathlib import Path

import pytest

from tests.annotation import dump_migrate
from tests.annotation.dump_walk import ORIGINALS
from tests.generation.workers import Site, _postgres_database, site

WALK = "from tests.annotation.dump_walk import walk; walk()"
READBACK = "from tests.annotation.dump_walk import readback; readback()"


def originals_in(data: bytes | str, originals: list[str] = ORIGINALS) -> list[str]:
    """The originals found in ``data``, in any case (the memory folds them)."""
    if isinstance(data, bytes):
        data = data.decode("utf-8", errors="replace")
    low = data.lower()
    return [o for o in originals if o.lower() in low]


def _json_line(out: str) -> object:
    return json.loads(out.strip().splitlines()[-1])


def _walk(s: Site, corpus: Path, **env: str) -> None:
    s.manage("shell", "-c", WALK, env={"DUMP_CORPUS": str(corpus), **env}, timeout=300)
    # Every original went in and reads back with the key: the searches below cannot
    # pass on a database that never held them.
    read = s.manage("shell", "-c", READBACK)
    assert originals_in(read) == ORIGINALS


def _rows(path: Path, sql: str) -> list[str]:
    with sqlite3.connect(path) as db:
        return [row[0] for row in db.execute(sql)]


def _task_arguments(broker: Path) -> list[list[object]]:
    """The arguments of every task message in the broker's file (base64 bodies)."""
    payloads = _rows(broker, "SELECT payload FROM kombu_message")
    return [json.loads(base64.b64decode(json.loads(p)["body"]))[0] for p in payloads]


def _sessions(database: Path) -> str:
    """The sessions' data, decoded (Django's signed, maybe compressed, base64)."""
    found = []
    for data in _rows(database, "SELECT session_data FROM django_session"):
        body = data.split(":")[0]
        packed = body.lstrip(".")
        raw = base64.urlsafe_b64decode(packed + "=" * (-len(packed) % 4))
        found.append((zlib.decompress(raw) if body.startswith(".") else raw).decode())
    return "".join(found)


@pytest.mark.slow
def test_a_walked_sqlite_database_its_broker_and_worker_log_hold_no_original(
    tmp_path: Path,
) -> None:
    root = tmp_path / "site"
    root.mkdir()
    with site(root, database="sqlite", broker="sqlite") as s:
        # The background imports go through the broker to a real worker.
        s.start_worker("w1", queues="light").wait_ready()
        _walk(s, tmp_path / "corpus", DUMP_WORKER="1")
        s.stop_workers()
        database = Path(s.database_url.split("sqlite:///", 1)[1])
        files = [p for p in root.rglob("*") if p.is_file()]
        assert database in files and any(p.suffix == ".log" for p in files)
        for path in files:
            assert originals_in(path.read_bytes()) == [], path.name
        assert b"enc1:" in database.read_bytes()
        # What is stored encoded: the broker's task messages carry ids only...
        arguments = _task_arguments(root / "broker.sqlite3")
        assert arguments and all(
            isinstance(a, int) or a in ("summary", "detect", "downstream")
            for task in arguments
            for a in task
        ), arguments
        # ... and the sessions who is logged in (the pages' messages go in cookies).
        sessions = _sessions(database)
        assert "_auth_user_id" in sessions and originals_in(sessions) == []
        # The uploads imported in the background are gone from the disk.
        assert not any((root / "uploads").rglob("*.jsonl"))


@pytest.mark.django_db
def test_what_people_type_and_what_measures_quote_are_sealed_in_their_columns() -> None:
    from django.db import connection

    from annotation.review.services import decision_save, review_save
    from generation.models import Candidate, GenerationRun, PseudonymEntry, RunMeasure
    from tests.annotation.team_helpers import build_team

    project, lead, (anna, *_) = build_team(name="Sealed", documents=1)
    span = project.documents.get().spans.order_by("start").first()  # "Anna Berg"
    run = GenerationRun.objects.create(project=project, generator="x", language="en")
    # A candidate that kept its original (NO_MASK, the keep-list), accepted: the
    # curator's "pseudonym", remembered, is the original itself.
    kept = Candidate.objects.create(
        run=run, span=span, document=span.document, text="Anna Berg"
    )
    review_save(candidate=kept, reviewer=anna, tag="OVERLAP", comment="Anna Berg!")
    decision_save(span=span, reviewer=lead, kind="accept", candidate=kept)
    measure = RunMeasure.objects.create(run=run, measure="downstream")
    RunMeasure.objects.filter(pk=measure.pk).update(
        values={"classes": ["Anna Berg"]}, notes=["Anna Berg"], error="Anna Berg"
    )
    columns = {
        "annotation_review": ["comment"],
        "generation_pseudonymentry": ["value", "value_key"],
        "generation_runmeasure": ["values", "notes", "error"],
        "annotation_activitylog": ["details", "secret"],
    }
    stored = []
    with connection.cursor() as cursor:
        for table, names in columns.items():
            quoted = ", ".join(connection.ops.quote_name(n) for n in names)
            cursor.execute(f"SELECT {quoted} FROM {table}")
            stored += [str(value) for row in cursor.fetchall() for value in row]
    assert "anna berg" not in " ".join(stored).lower()
    # ... and read back through the models with the key, as before.
    assert PseudonymEntry.objects.get(namespace="curated").value == "Anna Berg"
    assert RunMeasure.objects.get().values == {"classes": ["Anna Berg"]}
    assert kept.reviews.get().comment == "Anna Berg!"


def _pg_dump(database_url: str) -> bytes:
    """The real ``pg_dump`` of the database: skipped where it is not installed, but
    never under CI."""
    pg_dump = shutil.which("pg_dump")
    if pg_dump is None:
        reason = "pg_dump is not installed (Debian: apt install postgresql-client)"
        if os.environ.get("CI") == "true":
            pytest.fail(f"{reason}: CI must run this test")
        pytest.skip(reason)
    return subprocess.run(
        [pg_dump, "--no-owner", "--dbname", database_url],
        capture_output=True,
        check=True,
        timeout=120,
    ).stdout


@pytest.mark.postgres
def test_a_pg_dump_of_a_walked_database_holds_no_original(tmp_path: Path) -> None:
    root = tmp_path / "site"
    root.mkdir()
    with site(root, database="postgres", broker="sqlite") as s:
        _walk(s, tmp_path / "corpus")
        dump = _pg_dump(s.database_url)
    assert b"COPY public.annotation_document" in dump and b"enc1:" in dump
    assert originals_in(dump) == []


@pytest.mark.slow
@pytest.mark.parametrize(
    "database", ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]
)
def test_a_database_from_before_is_sealed_in_place_and_opens_again(
    tmp_path: Path, database: str
) -> None:
    drop = None
    if database == "postgres":
        url, drop = _postgres_database()
    else:
        url = f"sqlite:///{tmp_path / 'old.sqlite3'}"
    s = Site(tmp_path, url, f"sqla+sqlite:///{tmp_path / 'broker.sqlite3'}")
    originals = dump_migrate.ORIGINALS

    def run(function: str) -> object:
        command = f"from tests.annotation.dump_migrate import {function}; {function}()"
        return _json_line(s.manage("shell", "-c", command, timeout=300))

    try:
        before = run("fill")
        assert originals_in(json.dumps(before), originals) == originals
        s.migrate()
        # Read through today's models, every value is what it was ...
        assert run("sealed") == before
        # ... and the database (a SQLite file vacuumed, its WAL emptied) holds none.
        if drop is None:
            for path in tmp_path.glob("old.sqlite3*"):
                assert originals_in(path.read_bytes(), originals) == [], path
        else:
            assert originals_in(_pg_dump(url), originals) == []
        # Back: the plain values again, as they were, the look-up columns included.
        assert run("plain") == before
        s.migrate()
        # The memory and the keep-list still work once sealed.
        given = run("remembered")
        assert given[dump_migrate.PERSON] == dump_migrate.REMEMBERED
        assert given[dump_migrate.COURT] == dump_migrate.COURT
    finally:
        if drop is not None:
            drop()
