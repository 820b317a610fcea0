"""The app as a service: gunicorn, the secret key, deploy checks, database timeouts,
and errors that answer API clients in JSON."""

from __future__ import annotations

import os
import secrets
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from pseudoweb.checks import NO_SECRET_KEY

ROOT = Path(__file__).resolve().parents[2]
PYTHON = sys.executable
GUNICORN = str(Path(sys.executable).with_name("gunicorn"))

PRODUCTION = {
    "DJANGO_HTTPS": "1",
    "DJANGO_PROXY_SSL_HEADER": "1",
    "DJANGO_ALLOWED_HOSTS": "pseudoweb.example.org",
}


def _environment(tmp_path: Path, **extra: str) -> dict[str, str]:
    """A clean environment: none of the developer's DJANGO_* or DATABASE_* values."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DJANGO_", "DATABASE_", "PSEUDOWEB_", "CELERY_"))
    }
    env.update(
        PYTHONPATH=str(ROOT),
        PSEUDOWEB_VAR_DIR=str(tmp_path / "var"),
        DJANGO_STATIC_ROOT=str(tmp_path / "static"),
    )
    env.update(extra)
    return env


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _manage(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [PYTHON, "manage.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_gunicorn_refuses_to_start_without_a_secret_key(tmp_path: Path) -> None:
    env = _environment(tmp_path, PSEUDOWEB_BIND=f"127.0.0.1:{_free_port()}")
    done = subprocess.run(
        [GUNICORN, "--config", "pseudoweb/gunicorn.conf.py"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode != 0
    assert done.stderr.strip().splitlines()[-1] == NO_SECRET_KEY
    assert "Traceback" not in done.stderr


@pytest.fixture
def served(tmp_path: Path) -> Iterator[str]:
    """gunicorn on a free port with a fresh database and collected static files."""
    port = _free_port()
    env = _environment(
        tmp_path,
        DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
        PSEUDOWEB_BIND=f"127.0.0.1:{port}",
        WEB_CONCURRENCY="1",
        PSEUDOWEB_WEB_THREADS="2",
    )
    for args in (("migrate", "--noinput", "-v0"), ("collectstatic", "--noinput")):
        done = _manage(env, *args)
        assert done.returncode == 0, done.stderr
    server = subprocess.Popen(
        [GUNICORN, "--config", "pseudoweb/gunicorn.conf.py"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(base + "/accounts/login/", timeout=2)
                break
            except (urllib.error.URLError, ConnectionError):
                assert server.poll() is None, server.stderr.read()  # type: ignore[union-attr]
                assert time.monotonic() < deadline, "gunicorn did not answer in 60 s"
                time.sleep(0.3)
        yield base
    finally:
        server.terminate()
        server.wait(timeout=30)


@pytest.mark.slow
def test_gunicorn_serves_pages_static_files_and_json_api_errors(served: str) -> None:
    page = urllib.request.urlopen(served + "/accounts/login/").read().decode()
    # Static files are hashed and served by the app server itself, compressed and
    # cacheable for ever.
    htmx = next(
        part.split('"')[0]
        for part in page.split('src="')[1:]
        if "htmx" in part.split('"')[0]
    )
    assert htmx.startswith("/static/vendor/htmx.min.") and htmx.endswith(".js")
    request = urllib.request.Request(served + htmx, headers={"Accept-Encoding": "gzip"})
    with urllib.request.urlopen(request) as answer:
        assert answer.headers["Content-Encoding"] == "gzip"
        assert "immutable" in answer.headers["Cache-Control"]
    with pytest.raises(urllib.error.HTTPError) as missing:
        urllib.request.urlopen(served + "/api/no-such-thing/")
    assert missing.value.code == 404
    assert missing.value.headers["Content-Type"] == "application/json"
    assert missing.value.read() == b'{"detail": "Not found."}'


def test_check_deploy_is_clean_with_the_documented_production_variables(
    tmp_path: Path,
) -> None:
    env = _environment(
        tmp_path, DJANGO_SECRET_KEY=secrets.token_urlsafe(50), **PRODUCTION
    )
    done = _manage(env, "check", "--deploy", "--fail-level", "WARNING")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "no issues" in done.stdout


def test_check_deploy_reports_a_missing_secret_key_as_an_error(tmp_path: Path) -> None:
    done = _manage(_environment(tmp_path, **PRODUCTION), "check", "--deploy")
    assert done.returncode != 0
    assert "pseudoweb.E001" in done.stderr


class _SilentDatabase:
    """Accepts TCP connections on 127.0.0.1 and never says a word."""

    def __init__(self) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(8)
        self.port = int(self.sock.getsockname()[1])
        self.held: list[socket.socket] = []
        self.thread = threading.Thread(target=self._accept, daemon=True)
        self.thread.start()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.held.append(conn)

    def close(self) -> None:
        self.sock.close()
        for conn in self.held:
            conn.close()


def test_a_database_that_accepts_and_never_answers_fails_within_seconds(
    tmp_path: Path,
) -> None:
    silent = _SilentDatabase()
    env = _environment(
        tmp_path,
        DATABASE_URL=f"postgres://nobody@127.0.0.1:{silent.port}/pseudoweb",
        DATABASE_CONNECT_TIMEOUT="2",
    )
    script = (
        "import django; django.setup()\n"
        "from django.db import connection\n"
        "connection.ensure_connection()\n"
    )
    started = time.monotonic()
    try:
        done = subprocess.run(
            [PYTHON, "-c", script],
            cwd=ROOT,
            env={**env, "DJANGO_SETTINGS_MODULE": "pseudoweb.settings"},
            capture_output=True,
            text=True,
            timeout=60,
        )
    finally:
        silent.close()
    elapsed = time.monotonic() - started
    assert done.returncode != 0
    assert "OperationalError" in done.stderr and "timeout" in done.stderr.lower()
    assert elapsed < 20, f"took {elapsed:.1f} s"


@pytest.mark.postgres
def test_web_requests_get_a_statement_timeout_on_postgresql(tmp_path: Path) -> None:
    url = os.environ.get(
        "PSEUDOWEB_TEST_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/postgres"
    )
    script = (
        "import django; django.setup()\n"
        "from django.db import connection\n"
        "with connection.cursor() as cursor:\n"
        "    cursor.execute('SELECT pg_sleep(5)')\n"
    )
    base = _environment(
        tmp_path,
        DATABASE_URL=url,
        DATABASE_STATEMENT_TIMEOUT="0.5",
        DJANGO_SETTINGS_MODULE="pseudoweb.settings",
    )
    web = subprocess.run(
        [PYTHON, "-c", script],
        cwd=ROOT,
        env={**base, "PSEUDOWEB_PROCESS": "web"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert web.returncode != 0 and "statement timeout" in web.stderr
    # A worker or a command (imports, runs) is not cut off.
    worker = subprocess.run(
        [PYTHON, "-c", script.replace("pg_sleep(5)", "pg_sleep(1)")],
        cwd=ROOT,
        env=base,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert worker.returncode == 0, worker.stderr


@pytest.mark.django_db
def test_an_unexpected_error_in_an_api_view_answers_json(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from annotation.corpus import selectors

    def broken(user: object) -> object:
        raise RuntimeError("a bug")

    monkeypatch.setattr(selectors, "project_list_for_user", broken)
    user = get_user_model().objects.create_user("lead", password="pw")
    client = APIClient(raise_request_exception=False)
    client.force_authenticate(user)
    answer = client.get("/api/projects/")
    assert answer.status_code == 500
    assert answer["Content-Type"] == "application/json"
    assert answer.json() == {"detail": "Server error."}


@pytest.mark.django_db
def test_unknown_api_urls_answer_json_and_pages_answer_html(client) -> None:
    api = client.get("/api/no-such-thing/")
    assert api.status_code == 404 and api.json() == {"detail": "Not found."}
    page = client.get("/no-such-page/")
    assert page.status_code == 404 and page["Content-Type"].startswith("text/html")
