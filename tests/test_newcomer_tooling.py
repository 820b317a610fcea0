"""What a newcomer reads from the tools: the generators in ``help generate``, the
deselected tests named with the command that runs them, no static-files warning; and
the demo's steps on a bare clone, with the key file they make."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import warnings
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.test import Client

from generation.engines.registry import GENERATORS

ROOT = Path(__file__).resolve().parents[1]


def test_help_generate_lists_every_generator(capsys) -> None:
    with pytest.raises(SystemExit):
        call_command("generate", "--help", stdout=StringIO())
    text = " ".join(capsys.readouterr().out.split())
    for name in GENERATORS:
        assert name in text
    assert f"one of: {', '.join(sorted(GENERATORS))}" in text


@pytest.mark.django_db
def test_pages_raise_no_static_files_warning() -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        Client().get("/accounts/login/")
    assert not [w for w in caught if "No directory at" in str(w.message)]


def test_the_tests_left_out_for_want_of_servers_are_named_with_their_command() -> None:
    environment = {
        k: v for k, v in os.environ.items() if k != "PSEUDOWEB_TEST_SERVICES"
    }
    done = subprocess.run(
        [
            sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q",
            "tests/server/test_production.py", "-k", "statement_timeout",
        ],
        cwd=ROOT, env=environment, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    out = done.stdout
    assert "deselected, as they need PostgreSQL or Redis: 1" in out
    assert (
        "tests/server/test_production.py::"
        "test_web_requests_get_a_statement_timeout_on_postgresql"
    ) in out
    assert 'PSEUDOWEB_TEST_SERVICES=1 bin/test tests -m "postgres or redis"' in out


def _clone_files() -> list[str]:
    """The files a clone of this checkout holds: git's list, or, in a copy that is no
    git checkout (CI's bare copy), every file but what the tools made beside them."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, capture_output=True,
    )  # fmt: skip
    if listed.returncode == 0:
        return list(filter(None, listed.stdout.decode().split("\0")))
    made = {".venv", "var", ".git", "__pycache__", ".pytest_cache", ".mypy_cache"}
    files = []
    for folder, folders, names in os.walk(ROOT):
        folders[:] = [f for f in folders if f not in made]
        files += [str((Path(folder) / n).relative_to(ROOT)) for n in names]
    return files


@pytest.mark.slow
def test_the_demo_on_a_bare_clone_makes_its_key_file_and_seals_what_it_loads(
    tmp_path: Path,
) -> None:
    """``make demo`` on a bare clone, past ``bin/setup`` (which makes .venv; this
    checkout's serves): with nothing in the environment, the embedded defaults make
    var/keys/master.key for the owner only, and the database beside it holds none of
    the demo's originals (issue 24)."""
    copy = tmp_path / "pseudoweb"
    for name in _clone_files():
        if (ROOT / name).is_file():
            (copy / name).parent.mkdir(parents=True, exist_ok=True)
            (copy / name).write_bytes((ROOT / name).read_bytes())
    bare = {"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/")}

    def manage(*args: str) -> str:
        done = subprocess.run(
            [str(ROOT / ".venv/bin/python"), "manage.py", *args],
            cwd=copy, env=bare, capture_output=True, text=True, timeout=300,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr[-3000:]
        return done.stdout

    # bin/demo's steps.
    manage("migrate", "--noinput", "-v", "0")
    manage("load_demo")
    key = copy / "var" / "keys" / "master.key"
    assert key.stat().st_mode & 0o777 == 0o600
    assert key.parent.stat().st_mode & 0o777 == 0o700
    made = key.read_bytes()
    # A second process uses the same key file and reads the originals back.
    printed = manage(
        "shell", "-c",
        "import json; from annotation.corpus.models import Span; print(json.dumps("
        "sorted({s.text for s in Span.objects.select_related('document')})))",
    )  # fmt: skip
    originals = json.loads(printed.strip().splitlines()[-1])
    assert key.read_bytes() == made
    # Longer ones with a letter: a year or a number may stand in a timestamp.
    distinctive = [o for o in originals if len(o) >= 6 and any(c.isalpha() for c in o)]
    assert len(distinctive) >= 10, originals
    for database in (copy / "var").glob("pseudoweb.sqlite3*"):
        stored = database.read_bytes()
        assert [o for o in distinctive if o.encode() in stored] == [], database
