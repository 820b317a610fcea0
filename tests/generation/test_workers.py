"""Real ``celery -A pseudoweb worker`` processes on one run: sharing, SIGKILL, restart.

Each test builds a throwaway site (database and broker), seeds a project from the PUD
treebank, queues a run with ``manage.py generate`` (``upos``; ``llm`` on a slow fake
Ollama where a run must last long enough for two workers to share it) and watches
the database.
Variants: SQLite with the embedded broker (the default run), SQLite with Redis, and
PostgreSQL with Redis (CI's second pass, ``PSEUDOWEB_TEST_SERVICES=1``).
"""

from __future__ import annotations

import json
import time

import pytest

from tests.fakes.ollama_server import FakeOllama
from tests.generation.workers import Site, site

pytestmark = pytest.mark.slow

# Small chunks and a short stale limit, so a killed worker's chunk is free in seconds.
FAST = {
    "PSEUDOWEB_RUN_HEARTBEAT_SECONDS": "0.5",
    "PSEUDOWEB_RUN_STALE_SECONDS": "3",
    "PSEUDOWEB_RUN_CHUNK_DOCUMENTS": "10",
}
VARIANTS = [
    pytest.param(("sqlite", "sqlite"), id="sqlite-embedded"),
    pytest.param(("sqlite", "redis"), id="sqlite-redis", marks=pytest.mark.redis),
    pytest.param(
        ("postgres", "redis"),
        id="postgres-redis",
        marks=[pytest.mark.postgres, pytest.mark.redis],
    ),
]


@pytest.fixture
def make_site(tmp_path):
    def make(database: str, broker: str):
        return site(tmp_path, database=database, broker=broker, settings=FAST)

    return make


def assert_exact(s: Site, run_id: int, documents: int, spans: int) -> dict:
    row = s.run_row(run_id)
    counts = s.candidate_counts(run_id)
    assert row["status"] == "done", row
    assert counts == {
        "candidates": spans,
        "distinct_spans": spans,
        "spans": spans,
        "missing": 0,
    }
    assert (
        row["spans_done"] == spans
        and row["documents_done"] == documents == row["documents_total"]
    )
    assert row["failed_count"] == 0
    return row


def test_a_plain_worker_runs_what_generate_wait_json_queues_and_prints_like_sync(
    make_site,
):
    with make_site("sqlite", "sqlite") as s:
        documents, spans = s.seed(project="P", documents=30)
        # No -Q: the usual `celery -A pseudoweb worker` serves the run queues too.
        s.start_worker("w1", queues=None).wait_ready()
        out = s.manage(
            "generate", "--skip-checks", "--project", "P", "--generator", "placeholder",
            "--wait", "--json", timeout=90,
        )  # fmt: skip
        queued = json.loads(out.strip().splitlines()[-1])
        out = s.manage(
            "generate", "--skip-checks", "--project", "P", "--generator", "placeholder",
            "--sync", "--json",
        )  # fmt: skip
        synced = json.loads(out.strip().splitlines()[-1])
        assert set(queued) == set(synced) == {
            "run", "generator", "candidates", "failed", "seconds",
        }  # fmt: skip
        assert queued["candidates"] == synced["candidates"] == spans
        assert_exact(s, queued["run"], documents, spans)


@pytest.mark.parametrize("backends", VARIANTS)
def test_two_workers_share_one_run_and_write_nothing_twice(tmp_path, backends):
    # An LLM run on a server that takes 0.2 s per request: a chunk lasts long enough
    # for the second worker to poll the broker and take its share. (A upos run is
    # over before a polling worker wakes up.)
    fake = FakeOllama(delay=0.2).start()
    settings = {**FAST, "OLLAMA_HOST": fake.host}
    try:
        with site(tmp_path, database=backends[0], broker=backends[1],
                  settings=settings) as s:  # fmt: skip
            documents, spans = s.seed(project="P", documents=60)
            # One after the other: on a fresh embedded broker, kombu's SQLAlchemy
            # transport creates its queue rows on first start, and two workers racing
            # there can clash.
            s.start_worker("w1").wait_ready()
            s.start_worker("w2").wait_ready()
            run_id = s.queue("--project", "P", "--generator", "llm")
            s.wait_done(run_id, timeout=150)
            assert_exact(s, run_id, documents, spans)
            by_worker = s.chunk_workers(run_id)
            # Both wrote candidates: each finished chunks of the run.
            assert set(by_worker) == {"w1", "w2"}, by_worker
            assert sum(by_worker.values()) == 6
    finally:
        fake.stop()


@pytest.mark.parametrize("backends", VARIANTS)
def test_a_worker_killed_mid_run_leaves_a_run_that_finishes_exactly_after_restart(
    make_site, backends
):
    with make_site(*backends) as s:
        documents, spans = s.seed(project="P", documents=600)
        first = s.start_worker("w1")
        first.wait_ready()
        run_id = s.queue("--project", "P", "--generator", "upos", "--seed", "3")
        s.wait_for(run_id, lambda r: r["documents_done"] >= 40, timeout=90, poll=0.02)
        first.kill()  # SIGKILL: no clean shutdown, the broker message stays taken
        row = s.run_row(run_id)
        assert row["status"] == "running"
        assert 40 <= row["documents_done"] < documents
        # The chunk it held (none if it died between two chunks) stays claimed by it.
        held = s.query(
            "SELECT id FROM generation_runchunk"
            " WHERE run_id = %s AND status = 'running'",
            (run_id,),
        )
        assert len(held) <= 1

        s.start_worker("w2").wait_ready()
        s.wait_done(run_id, timeout=150)
        assert_exact(s, run_id, documents, spans)
        # The killed worker's chunk was taken over (once its claim went stale) by w2.
        for (chunk_id,) in held:
            ((worker, attempts, status),) = s.query(
                "SELECT worker, attempts, status FROM generation_runchunk"
                " WHERE id = %s",
                (chunk_id,),
            )
            assert worker.startswith("w2@") and attempts == 2 and status == "done"
        assert set(s.chunk_workers(run_id)) == {"w1", "w2"}


def test_a_plain_worker_computes_the_metrics_of_the_run_it_finished(make_site):
    with make_site("sqlite", "sqlite") as s:
        s.settings["PSEUDOWEB_SIMILARITY_MODEL"] = str(s.root / "no-model")
        s.seed(project="P", documents=5)
        # No -Q: the run queues and then ``metrics``.
        s.start_worker("w1", queues=None).wait_ready()
        run_id = s.queue("--project", "P", "--generator", "placeholder")
        s.wait_done(run_id, timeout=90)
        rows: list = []
        started = time.monotonic()
        while time.monotonic() - started < 90:
            rows = s.query(
                "SELECT status, worker FROM generation_runmetrics WHERE run_id = %s",
                (run_id,),
            )
            if rows and rows[0][0] in ("done", "failed"):
                break
            time.sleep(0.2)
        assert rows and rows[0][0] == "done", (rows, s.workers[0].output()[-2000:])
        assert rows[0][1].startswith("w1@")
        # The worker reported itself with the queues it serves, metrics last.
        ((queues, processes),) = s.query(
            "SELECT queues, concurrency FROM generation_workerbeat"
            " WHERE name LIKE 'w1@%%'"
        )
        assert json.loads(queues)[-1] == "metrics"
        assert processes == 1  # -P solo runs one task at a time


def test_a_run_queued_while_metrics_compute_starts_on_the_other_process(make_site):
    # The demo's worker: every queue, two processes. The first run's metrics (the
    # real MiniLM, over 3,000 documents of random words: every candidate a string to
    # encode, seconds of work) hold one process; a run queued meanwhile must start
    # on the other process at once, not wait for them.
    with make_site("sqlite", "sqlite") as s:
        s.seed(project="Big", documents=3000)
        s.seed(project="Small", documents=5)
        s.start_worker("w1", queues=None, concurrency=2).wait_ready()
        first = s.queue("--project", "Big", "--generator", "random", "--seed", "1")
        s.wait_done(first, timeout=120)
        rows: list = []
        started = time.monotonic()
        while time.monotonic() - started < 60:
            rows = s.query(
                "SELECT status FROM generation_runmetrics WHERE run_id = %s", (first,)
            )
            if rows and rows[0][0] == "running":
                break
            time.sleep(0.05)
        assert rows and rows[0][0] == "running", rows
        second = s.queue("--project", "Small", "--generator", "placeholder")
        assert s.wait_done(second, timeout=120)["status"] == "done"
        started = time.monotonic()
        while time.monotonic() - started < 300:
            rows = s.query(
                "SELECT status FROM generation_runmetrics WHERE run_id = %s", (first,)
            )
            if rows[0][0] != "running":
                break
            time.sleep(0.2)
        assert rows[0][0] == "done", s.workers[0].output()[-3000:]
        ((started_at, computed),) = s.query(
            "SELECT r.started_at, m.computed_at FROM generation_generationrun r,"
            " generation_runmetrics m WHERE r.id = %s AND m.run_id = %s",
            (second, first),
        )
        # The second run started while the first run's metrics were computing.
        assert started_at < computed, (started_at, computed)


def test_metrics_whose_worker_was_killed_are_computed_by_the_next_worker(make_site):
    with make_site("sqlite", "sqlite") as s:
        s.seed(project="P", documents=20)
        first = s.start_worker("w1", queues=None)
        first.wait_ready()
        run_id = s.queue("--project", "P", "--generator", "placeholder")
        s.wait_done(run_id, timeout=90)

        def metrics_row() -> tuple:
            rows = s.query(
                "SELECT status, worker FROM generation_runmetrics WHERE run_id = %s",
                (run_id,),
            )
            return rows[0] if rows else ("missing", "")

        started = time.monotonic()
        while metrics_row()[0] != "running" and time.monotonic() - started < 60:
            time.sleep(0.02)
        # Killed while it loads MiniLM (seconds): its claim stays "running".
        first.kill()
        assert metrics_row()[0] == "running"
        assert metrics_row()[1].startswith("w1@")

        s.settings["PSEUDOWEB_SIMILARITY_MODEL"] = str(s.root / "no-model")
        s.start_worker("w2", queues="metrics").wait_ready()
        started = time.monotonic()
        while metrics_row()[0] != "done" and time.monotonic() - started < 90:
            time.sleep(0.2)
        status, worker = metrics_row()
        assert status == "done", s.workers[1].output()[-3000:]
        assert worker.startswith("w2@")


# English and Swedish documents that name the same people and places again and again,
# so both workers draw them for the first time at once.
PARALLEL_SCRIPT = r"""
from annotation.corpus.models import Document, Label, Project, Span
people = ["Li Wangyang", "Karin Holm", "John Walker", "Anna Berg", "Erik Lund",
          "Maria Svensson", "Ahmed Hassan", "Sofia Karlsson"]
places = [("Kenya", "Kenya"), ("Greece", "Grekland"), ("Norway", "Norge"),
          ("Germany", "Tyskland"), ("Uppsala", "Uppsala"), ("Leeds", "Leeds")]
forms = {"en": "{a} met {b} in {x} on {d}. Later {a} flew to {y}.",
         "sv": "{a} träffade {b} i {x} den {d}. Sedan reste {a} till {y}."}
dates = {"en": "3 May 2010", "sv": "3 maj 2010"}
project = Project.objects.create(name="Parallel", language="en")
label = {c: Label.objects.create(project=project, name=c, category=c)
         for c in ("PERSON", "LOC", "DATETIME")}
spans = []
for n in range(40):
    language = "en" if n // 5 % 2 == 0 else "sv"
    i = 0 if language == "en" else 1
    words = {"a": people[n % 8], "b": people[(n + 3) % 8], "d": dates[language],
             "x": places[n % 6][i], "y": places[(n + 2) % 6][i]}
    text = forms[language].format(**words)
    doc = Document.objects.create(project=project, external_id=f"d{n}", position=n,
                                  text=text, language=language)
    at = 0
    for part, category in [("a", "PERSON"), ("b", "PERSON"), ("x", "LOC"),
                           ("d", "DATETIME"), ("a", "PERSON"), ("y", "LOC")]:
        start = text.index(words[part], at)
        at = start + len(words[part])
        spans.append(Span(document=doc, start=start, end=at, label=label[category]))
Span.objects.bulk_create(spans)
print(n + 1, len(spans))
"""


CANDIDATES_SCRIPT = """
import json
from generation.models import Candidate
rows = Candidate.objects.filter(run_id={run}).select_related(
    "span__document", "span__label"
)
print(json.dumps([
    [c.span.document.language, c.span.label.category, c.span.text, c.text]
    for c in rows
]))
"""


@pytest.mark.parametrize("backends", VARIANTS)
def test_two_workers_give_each_original_one_surrogate_and_each_surrogate_one_original(
    make_site, backends
):
    with make_site(*backends) as s:
        documents, spans = map(
            int, s.manage("shell", "-c", PARALLEL_SCRIPT).split()[-2:]
        )
        s.start_worker("w1").wait_ready()
        s.start_worker("w2").wait_ready()
        # No seed: each worker process draws with its own, as a run from the web does.
        run_id = s.queue("--project", "Parallel", "--generator", "surrogate")
        s.wait_done(run_id, timeout=120)
        assert_exact(s, run_id, documents, spans)
        assert set(s.chunk_workers(run_id)) == {"w1", "w2"}
        # Through the models: texts and candidates are sealed at rest (issue 24).
        rows = json.loads(
            s.manage("shell", "-c", CANDIDATES_SCRIPT.format(run=run_id)).split("\n")[
                -2
            ]
        )
        surrogates: dict[tuple[str, str], set[str]] = {}
        for language, category, original, surrogate in rows:
            # Names are written alike in both languages; places and dates are not.
            where = "" if category == "PERSON" else language
            surrogates.setdefault((where, original), set()).add(surrogate)
        twice = {key: found for key, found in surrogates.items() if len(found) > 1}
        assert not twice, twice
        for language in ("en", "sv"):
            given = [
                next(iter(found))
                for (where, _), found in surrogates.items()
                if where in ("", language)
            ]
            assert len(given) == len(set(given)), (language, given)
