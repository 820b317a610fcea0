"""A throwaway site (database, broker, real ``celery`` worker processes) for tests and
``bench/worker_throughput.py``.

Everything runs in subprocesses with the site's environment, exactly as a lead would run
it: ``manage.py migrate``, ``manage.py generate`` (queues and prints the run id) and
``celery -A pseudoweb worker``. The test process reads the database directly (sqlite3
or psycopg), so it never shares Django's connection with the workers.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import sqlite3
import subprocess
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
PYTHON = str(ROOT / ".venv" / "bin" / "python")
CELERY = str(ROOT / ".venv" / "bin" / "celery")
UD_EN = os.environ.get(
    "PSEUDOWEB_UD_EN", str(ROOT / "generation/resources/ud/en_pud-ud-test.conllu")
)
POSTGRES_ADMIN_URL = os.environ.get(
    "PSEUDOWEB_TEST_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/postgres"
)
REDIS_URL = os.environ.get("PSEUDOWEB_TEST_REDIS_URL", "redis://127.0.0.1:6379/15")

# Seeds a project from the PUD treebank: each document is three consecutive sentences,
# with up to ``spans`` PII-like spans (capitalised words inside a sentence, numbers).
SEED_SCRIPT = r"""
import os, re
from annotation.corpus.models import Document, Label, Project, Span
name = os.environ["SEED_PROJECT"]; count = int(os.environ["SEED_DOCUMENTS"])
per = int(os.environ["SEED_SPANS"])
texts = [l[9:].strip() for l in open(os.environ["PSEUDOWEB_UD_EN"], encoding="utf-8")
         if l.startswith("# text = ")]
project = Project.objects.create(name=name, language="en")
person = Label.objects.create(project=project, name="PER", category="PERSON")
number = Label.objects.create(project=project, name="NUM", category="QUANTITY")
docs = Document.objects.bulk_create(
    Document(project=project, external_id=f"d{n}", position=n,
             text=" ".join(texts[(3 * n + k) % len(texts)] for k in range(3)))
    for n in range(count))
spans = []
for doc in docs:
    found = [m for m in re.finditer(r"(?<=[a-z,] )[A-Z][a-z]+|\b\d+\b", doc.text)]
    for m in found[:per]:
        label = number if m.group().isdigit() else person
        spans.append(Span(document=doc, start=m.start(), end=m.end(), label=label))
Span.objects.bulk_create(spans)
print(len(docs), len(spans))
"""


@dataclass
class Worker:
    name: str
    process: subprocess.Popen
    log: Path

    def output(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def wait_ready(self, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if re.search(r"\bready\.", self.output()):
                return
            if self.process.poll() is not None:
                raise AssertionError(
                    f"worker {self.name} exited:\n{self.output()[-3000:]}"
                )
            time.sleep(0.1)
        raise AssertionError(
            f"worker {self.name} not ready in {timeout} s:\n{self.output()[-3000:]}"
        )

    def kill(self) -> None:
        """SIGKILL the worker and every process it started (its own session)."""
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=10)


@dataclass
class Site:
    root: Path
    database_url: str
    broker_url: str
    settings: dict[str, str] = field(default_factory=dict)
    workers: list[Worker] = field(default_factory=list)

    @property
    def env(self) -> dict[str, str]:
        env = {
            **os.environ,
            "DATABASE_URL": self.database_url,
            "CELERY_BROKER_URL": self.broker_url,
            "PSEUDOWEB_VAR_DIR": str(self.root),
            "PSEUDOWEB_UD_EN": UD_EN,
            "PSEUDOWEB_TAGGER": "conllu",
            "HF_HUB_OFFLINE": "1",
            "TRANSFORMERS_OFFLINE": "1",
            "PYTHONUNBUFFERED": "1",
            # This checkout's code, also for ``celery`` (its script's directory comes
            # first on sys.path, and the editable install may point at another one).
            "PYTHONPATH": os.pathsep.join(
                filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])
            ),
            # Workers and commands here touch no URLs or views: their system checks
            # would only make these tests fail for unrelated work in progress.
            "CELERY_SKIP_CHECKS": "1",
            **self.settings,
        }
        env.pop("CELERY_TASK_ALWAYS_EAGER", None)
        return env

    def manage(
        self, *args: str, timeout: float = 120, env: dict[str, str] | None = None
    ) -> str:
        done = subprocess.run(
            [PYTHON, "manage.py", *args],
            cwd=ROOT,
            env={**self.env, **(env or {})},
            capture_output=True,
            text=True,
            timeout=timeout,
        )
        if done.returncode != 0:
            raise AssertionError(
                f"manage.py {' '.join(args)} failed:\n{done.stderr[-3000:]}"
            )
        return done.stdout

    def migrate(self) -> None:
        self.manage("migrate", "--noinput", "-v", "0", "--skip-checks")

    def seed(self, *, project: str, documents: int, spans: int = 5) -> tuple[int, int]:
        out = self.manage(
            "shell",
            "-c",
            SEED_SCRIPT,
            env={
                "SEED_PROJECT": project,
                "SEED_DOCUMENTS": str(documents),
                "SEED_SPANS": str(spans),
            },
        )
        docs, span_count = out.split()[-2:]
        return int(docs), int(span_count)

    def queue(self, *args: str) -> int:
        """``generate`` without ``--sync``: queues the run and prints its id."""
        out = self.manage("generate", "--skip-checks", *args)
        return int(out.strip().splitlines()[-1])

    def start_worker(
        self,
        name: str,
        *,
        queues: str | None = "light,mlm,llm",
        concurrency: int | None = None,
    ) -> Worker:
        """A ``-P solo`` worker (``concurrency``: a prefork pool of that many
        processes); ``queues=None`` starts it without ``-Q``."""
        log = self.root / f"worker-{name}-{len(self.workers)}.log"
        handle = log.open("w")
        process = subprocess.Popen(
            [
                CELERY,
                "-A",
                "pseudoweb",
                "worker",
                *(
                    ["-P", "prefork", "--concurrency", str(concurrency)]
                    if concurrency
                    else ["-P", "solo"]
                ),
                *(["-Q", queues] if queues else []),
                "-n",
                f"{name}@%h",
                "--without-gossip",
                "--without-mingle",
                "--without-heartbeat",
                "-l",
                "INFO",
            ],  # fmt: skip
            cwd=ROOT,
            env=self.env,
            stdout=handle,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group, killed as a whole
        )
        handle.close()
        worker = Worker(name, process, log)
        self.workers.append(worker)
        return worker

    def stop_workers(self) -> None:
        for worker in self.workers:
            worker.kill()

    # -- reading the database ---------------------------------------------------------
    def query(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        if self.database_url.startswith("sqlite"):
            path = self.database_url.split("sqlite:///", 1)[1]
            with contextlib.closing(sqlite3.connect(path, timeout=30)) as db:
                return db.execute(sql.replace("%s", "?"), params).fetchall()
        import psycopg

        with psycopg.connect(self.database_url, autocommit=True) as db:
            return db.execute(sql, params).fetchall()

    def run_row(self, run_id: int) -> dict[str, Any]:
        columns = (
            "status", "documents_done", "documents_total", "spans_done", "spans_total",
            "failed_count", "error", "seconds", "rate",
        )  # fmt: skip
        rows = self.query(
            f"SELECT {', '.join(columns)} FROM generation_generationrun WHERE id = %s",
            (run_id,),
        )
        return dict(zip(columns, rows[0], strict=True))

    def wait_for(
        self, run_id: int, predicate, *, timeout: float, poll: float = 0.05
    ) -> dict:
        deadline = time.monotonic() + timeout
        row = self.run_row(run_id)
        while time.monotonic() < deadline:
            row = self.run_row(run_id)
            if predicate(row):
                return row
            time.sleep(poll)
        logs = "\n".join(w.output()[-2000:] for w in self.workers)
        raise AssertionError(
            f"run {run_id} never got there in {timeout} s: {row}\n{logs}"
        )

    def wait_done(
        self, run_id: int, *, timeout: float = 120, poll: float = 0.05
    ) -> dict:
        finished = ("done", "failed", "cancelled")
        return self.wait_for(
            run_id, lambda r: r["status"] in finished, timeout=timeout, poll=poll
        )

    def candidate_counts(self, run_id: int) -> dict[str, int]:
        ((total, distinct),) = self.query(
            "SELECT COUNT(*), COUNT(DISTINCT span_id) FROM generation_candidate"
            " WHERE run_id = %s",
            (run_id,),
        )
        ((spans,),) = self.query(
            "SELECT COUNT(*) FROM annotation_span s JOIN annotation_document d"
            " ON s.document_id = d.id JOIN generation_generationrun r"
            " ON r.project_id = d.project_id WHERE r.id = %s",
            (run_id,),
        )
        ((missing,),) = self.query(
            "SELECT COUNT(*) FROM annotation_span s JOIN annotation_document d"
            " ON s.document_id = d.id JOIN generation_generationrun r"
            " ON r.project_id = d.project_id WHERE r.id = %s AND NOT EXISTS"
            " (SELECT 1 FROM generation_candidate c WHERE c.run_id = r.id"
            " AND c.span_id = s.id)",
            (run_id,),
        )
        return {"candidates": total, "distinct_spans": distinct, "spans": spans,
                "missing": missing}  # fmt: skip

    def chunk_workers(self, run_id: int) -> dict[str, int]:
        rows = self.query(
            "SELECT worker, COUNT(*) FROM generation_runchunk WHERE run_id = %s"
            " AND status = 'done' GROUP BY worker",
            (run_id,),
        )
        return {worker.split("@")[0]: n for worker, n in rows}


@contextlib.contextmanager
def site(tmp_path: Path, *, database: str = "sqlite", broker: str = "sqlite",
         settings: dict[str, str] | None = None) -> Iterator[Site]:  # fmt: skip
    """A migrated site; workers it started are SIGKILLed and databases dropped after."""
    dropper = None
    if database == "postgres":
        database_url, dropper = _postgres_database()
    else:
        database_url = f"sqlite:///{tmp_path / 'site.sqlite3'}"
    if broker == "redis":
        import redis

        client = redis.Redis.from_url(REDIS_URL)
        client.flushdb()  # a test-only database number: leftovers of an old run go
        broker_url = REDIS_URL
    else:
        broker_url = f"sqla+sqlite:///{tmp_path / 'broker.sqlite3'}"
    made = Site(tmp_path, database_url, broker_url, dict(settings or {}))
    try:
        made.migrate()
        yield made
    finally:
        made.stop_workers()
        if broker == "redis":
            client.flushdb()
        if dropper is not None:
            dropper()


def _postgres_database() -> tuple[str, Any]:
    import psycopg

    name = f"pseudoweb_workers_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(POSTGRES_ADMIN_URL, autocommit=True) as db:
        db.execute(f'CREATE DATABASE "{name}"')
    url = POSTGRES_ADMIN_URL.rsplit("/", 1)[0] + f"/{name}"

    def drop() -> None:
        with psycopg.connect(POSTGRES_ADMIN_URL, autocommit=True) as db:
            db.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    return url, drop
