"""Progress bars of import_corpus, export_corpus and report --compute: drawn on stderr
with --progress, absent by default when stderr is not a terminal, and never in the way
of the --json contract (the last line of stdout)."""

from __future__ import annotations

import json
import zipfile
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command

from annotation.corpus.importers.sources import read_corpus
from annotation.corpus.models import Document
from tests.annotation.import_helpers import write_jsonl, write_zip
from tests.annotation.report_helpers import build_world

pytestmark = pytest.mark.django_db

RECORDS = [
    {"id": i, "text": f"Anna Berg wrote letter {i}.", "label": [[0, 9, "PER"]]}
    for i in range(1, 6)
]


def command(*args: str) -> tuple[str, str]:
    out, err = StringIO(), StringIO()
    try:
        call_command(*args, stdout=out, stderr=err)
    except SystemExit as exc:
        assert not exc.code, err.getvalue() + out.getvalue()
    return out.getvalue(), err.getvalue()


def last_bar(stderr: str) -> str:
    """What the bar showed last: tqdm redraws with carriage returns (other notes,
    such as a project's missing lead, may follow it on their own lines)."""
    lines = stderr.replace("\r", "\n").strip().splitlines()
    bars = [line for line in lines if "%|" in line]
    return bars[-1] if bars else lines[-1]


def test_import_with_progress_draws_a_byte_bar_and_keeps_json_last(
    tmp_path: Path,
) -> None:
    path = write_jsonl(tmp_path / "letters.jsonl", RECORDS)
    size = path.stat().st_size

    out, err = command(
        "import_corpus", str(path), "--project", "p", "--json", "--progress"
    )

    bar = last_bar(err)
    assert bar.startswith("reading: 100%"), err
    assert f"{size}/{size}" in bar and "B/s" in bar
    assert "reading" not in out
    report = json.loads(out.strip().splitlines()[-1])
    assert report["imported"] is True and report["documents"] == 5


def test_import_draws_no_bar_when_stderr_is_not_a_terminal(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "letters.jsonl", RECORDS)

    out, err = command("import_corpus", str(path), "--project", "p", "--json")

    assert "%|" not in err and "reading" not in err
    assert json.loads(out.strip().splitlines()[-1])["documents"] == 5


def test_read_corpus_reports_bytes_of_plain_files_and_zip_members(
    tmp_path: Path,
) -> None:
    plain = write_jsonl(tmp_path / "letters.jsonl", RECORDS)
    calls: list[tuple[int, int]] = []
    events = list(read_corpus(plain, display="x", progress=lambda *c: calls.append(c)))
    assert len(events) == 5
    assert calls[-1] == (plain.stat().st_size, plain.stat().st_size)
    assert [done for done, _ in calls] == sorted(done for done, _ in calls)

    archive = write_zip(
        tmp_path / "letters.zip", {"anna.jsonl": RECORDS, "bo.jsonl": RECORDS[:2]}
    )
    with zipfile.ZipFile(archive) as opened:
        uncompressed = sum(info.file_size for info in opened.infolist())
    calls.clear()
    events = list(
        read_corpus(archive, display="y", progress=lambda *c: calls.append(c))
    )
    assert len(events) == 7
    assert calls[-1] == (uncompressed, uncompressed)


def test_export_with_progress_counts_documents_of_every_zip_member(
    tmp_path: Path,
) -> None:
    source = write_zip(
        tmp_path / "in.zip", {"anna.jsonl": RECORDS, "bo.jsonl": RECORDS}
    )
    command("import_corpus", str(source), "--project", "p")
    assert Document.objects.count() == 5

    out, err = command(
        "export_corpus",
        "--project",
        "p",
        "--format",
        "doccano",
        "--out",
        str(tmp_path / "out.zip"),
        "--progress",
    )

    # Two annotators: every document is written once per member.
    assert last_bar(err).startswith("documents: 100%")
    assert "10/10" in last_bar(err)
    assert out.strip().splitlines()[-1].startswith("Exported 5 documents")


def test_export_tab_with_progress_counts_documents(tmp_path: Path) -> None:
    command(
        "import_corpus",
        str(write_jsonl(tmp_path / "a.jsonl", RECORDS)),
        "--project",
        "p",
    )

    _, err = command(
        "export_corpus",
        "--project",
        "p",
        "--format",
        "tab",
        "--out",
        str(tmp_path / "out.json"),
        "--progress",
    )

    assert "5/5" in last_bar(err)
    assert len(json.loads((tmp_path / "out.json").read_text())) == 5


def test_report_compute_with_progress_counts_runs_measured(settings, tmp_path) -> None:
    settings.PSEUDOWEB_SIMILARITY_MODEL = str(tmp_path / "missing")
    world = build_world(name="cmd")

    out, err = command(
        "report", "--project", "cmd", "--kind", "metrics", "--compute", "--progress"
    )

    runs = len(world.runs)
    assert f"{runs}/{runs}" in last_bar(err)
    assert last_bar(err).startswith("runs measured: 100%")
    assert {row["status"] for row in json.loads(out)["runs"]} == {"done"}


@pytest.mark.parametrize(
    ("flags", "out"),
    [
        (["--pseudonymized", "--format", "text"], "out.txt"),
        (["--correspondence", "--format", "csv"], "out.csv"),
    ],
)
def test_pseudonymized_and_correspondence_exports_draw_a_bar(
    tmp_path: Path, flags: list[str], out: str
) -> None:
    world = build_world(name="bars")
    out_path = tmp_path / out
    stdout, err = command(
        "export_corpus", "--project", "bars", "--out", str(out_path),
        "--run", str(world.runs[0].pk), "--progress", *flags,
    )  # fmt: skip

    assert last_bar(err).startswith("documents: 100%")
    assert "2/2" in last_bar(err)
    assert out_path.exists() and stdout.strip()
