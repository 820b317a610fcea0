"""Benchmark: the leak scan of a 10,000-document project (issue 21: under 30 s).

    .venv/bin/python bench/leak_scan.py [--documents 10000] [--write-docs]

Builds a fresh SQLite database in a temporary directory (migrations applied) with one
project of ``--documents`` English letters of about 1,600 characters, each with 12
annotated spans (names from Faker, towns, bodies, dates, phone numbers, e-mail
addresses: about 120,000 originals, a tenth of them repeated across documents) and a
run with a candidate for every span. Each letter also mentions its writer's surname
again, unannotated, and its writer's e-mail address (so that the scan has something to
find in every document). Timed: ``annotation.reports.leaks.leak_scan`` of the run's
export, the service every door calls (the automaton built over every original, the
export's texts rebuilt from the database, each one scanned), CPU and wall time.
``--write-docs`` replaces the "Leak scan (issue 21)" section of docs/performance.md.
"""

from __future__ import annotations

import argparse
import datetime
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench._common import cpu_model, write_section  # noqa: E402

SECTION = "## Leak scan (issue 21)"
LIMIT_SECONDS = 30.0
FILLER = (
    "We write about the matter discussed at the meeting last week, as agreed with the "
    "committee, and we enclose the papers the office asked for in its letter. "
)


def populate(documents_count: int) -> dict:
    from faker import Faker

    from annotation.corpus.models import Document, Label, Project, Span
    from generation.models import Candidate, GenerationRun, RunStatus

    fake = Faker("en_GB")
    Faker.seed(21)
    rng = random.Random(21)
    project = Project.objects.create(name="leak-bench", language="en")
    labels = {
        name: Label.objects.create(project=project, name=name, category=category)
        for name, category in (
            ("PER", "PERSON"),
            ("LOC", "LOC"),
            ("ORG", "ORG"),
            ("DATE", "DATETIME"),
            ("PHONE", "MISC"),
            ("MAIL", "MISC"),
        )
    }
    people = [fake.name() for _ in range(documents_count // 2 + 10)]
    towns = [fake.city() for _ in range(2000)]
    bodies = [f"{fake.last_name()} {rng.choice(('Ltd', 'Trust', 'Council'))}"]
    bodies += [f"{fake.last_name()} Housing Group" for _ in range(1000)]
    documents = []
    spans: list[tuple[int, int, int, str]] = []
    for n in range(documents_count):
        writer = rng.choice(people)
        surname = writer.split()[-1]
        mail = f"{writer.split()[0].lower()}.{surname.lower()}@example.com"
        parts: list[str] = []
        marks: list[tuple[int, int, str]] = []

        def put(text: str, label: str | None = None) -> None:
            at = sum(len(p) for p in parts)
            parts.append(text)
            if label:
                marks.append((at, at + len(text), label))

        put("Dear ")
        put(rng.choice(people), "PER")
        put(",\n\n" + FILLER)
        put(rng.choice(towns), "LOC")
        put(" on ")
        put(fake.date(pattern="%d %B %Y"), "DATE")
        put(". " + FILLER + "The case was handled by ")
        put(rng.choice(bodies), "ORG")
        put(" and by ")
        put(rng.choice(people), "PER")
        put(" of ")
        put(rng.choice(towns), "LOC")
        put(". " + FILLER * 3)
        put(rng.choice(people), "PER")
        put(" can be reached on ")
        put(f"07700 9{rng.randrange(10**5):05d}", "PHONE")
        put(". " + FILLER + "Yours sincerely,\n\n")
        put(writer, "PER")
        put("\n")
        put(mail, "MAIL")
        put(f"\n\nP.S. {surname} will call on ")
        put(fake.date(pattern="%d %B"), "DATE")
        put(f". Write to {mail} if that does not suit.")
        documents.append(
            Document(
                project=project,
                external_id=f"letter-{n}",
                text="".join(parts),
                position=n,
            )
        )
        spans.extend((n, s, e, label) for s, e, label in marks)
    Document.objects.bulk_create(documents, batch_size=2000)
    created = Span.objects.bulk_create(
        (
            Span(document=documents[n], start=s, end=e, label=labels[label])
            for n, s, e, label in spans
        ),
        batch_size=5000,
    )
    run = GenerationRun.objects.create(
        project=project,
        generator="surrogate",
        language="en",
        status=RunStatus.DONE,
        options={},
    )
    Candidate.objects.bulk_create(
        (
            Candidate(run=run, span=s, document_id=s.document_id, text="Sam Field")
            for s in created
        ),
        batch_size=5000,
    )
    return {"project": project, "run": run, "spans": len(created)}


def measure(documents_count: int) -> dict:
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0)
    started = time.perf_counter()
    world = populate(documents_count)
    fill_seconds = time.perf_counter() - started
    from annotation.reports.choices import source_resolve
    from annotation.reports.leaks import leak_scan

    source = source_resolve(project=world["project"], run=world["run"])
    wall, cpu = time.perf_counter(), time.process_time()
    report = leak_scan(project=world["project"], source=source)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    found_in = len({f.document.pk for f in report.findings})
    assert found_in == documents_count, (found_in, documents_count)
    return {
        "documents": report.documents,
        "spans": world["spans"],
        "findings": len(report.findings),
        "fill": fill_seconds,
        "cpu": cpu,
        "wall": wall,
    }


def section(result: dict) -> str:
    now = datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
    verdict = "OK" if result["cpu"] < LIMIT_SECONDS else "TOO SLOW"
    cells = [
        now,
        str(os.cpu_count()),
        cpu_model(),
        f"{result['documents']:,}",
        f"{result['spans']:,}",
        f"{result['findings']:,}",
        f"{result['cpu']:.1f} s",
        f"{result['wall']:.1f} s",
        verdict,
    ]
    row = "| " + " | ".join(cells) + " |"
    return f"""
`bench/leak_scan.py`: a fresh SQLite database with one project of English letters
(about 1,600 characters each, 12 annotated spans: Faker names, towns, bodies, dates,
phone numbers, e-mail addresses) and a run with a candidate for every span; each letter
names its writer's surname again and its e-mail address outside any span. Timed once:
`annotation.reports.leaks.leak_scan` of the run's export (the automaton over every
original and its parts, the export's texts rebuilt from the database, each scanned).
Requirement: under {LIMIT_SECONDS:.0f} s on one core.

| date | nproc | CPU | documents | originals | findings | CPU time | wall time | result |
|---|---|---|---|---|---|---|---|---|
{row}
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--documents", type=int, default=10_000)
    parser.add_argument("--write-docs", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="pseudoweb-bench-") as tmp:
        os.environ["DATABASE_URL"] = f"sqlite:///{Path(tmp) / 'bench.sqlite3'}"
        os.environ["PSEUDOWEB_VAR_DIR"] = tmp
        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pseudoweb.settings")
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        result = measure(args.documents)
    print(
        f"{result['documents']:,} documents, {result['spans']:,} originals (filled in "
        f"{result['fill']:.1f} s): {result['findings']:,} findings, CPU "
        f"{result['cpu']:.1f} s, wall {result['wall']:.1f} s"
    )
    if args.write_docs:
        write_section(SECTION, section(result))
        print("docs/performance.md updated")
    if result["cpu"] >= LIMIT_SECONDS:
        sys.exit(1)


if __name__ == "__main__":
    main()
