"""What a newcomer reads from the tools: the generators in ``help generate``, the
deselected tests named with the command that runs them, no static-files warning."""

from __future__ import annotations

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
    assert (
        'PSEUDOWEB_TEST_SERVICES=1 bin/test tests/generation tests/server -m "postgres '
        'or redis"'
    ) in out
