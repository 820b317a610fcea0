from __future__ import annotations

import os

# A hub lookup hangs for over a minute where the hub is unreachable; tests never need
# one.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
# The tests' master key (issue 24), also for the worker processes they start; the tests
# of the key itself (tests/annotation/test_keys*.py) set their own.
os.environ.setdefault(
    "PSEUDOWEB_MASTER_KEY", "dGVzdHMtbWFzdGVyLWtleS0wMTIzNDU2Nzg5YWJjZGU="
)

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from django.conf import settings as _settings  # noqa: E402

# pytest-django has read the settings before this file: without this, the suite would
# use (and make) the checkout's var/keys/master.key.
_settings.PSEUDOWEB_MASTER_KEY = os.environ["PSEUDOWEB_MASTER_KEY"]

# The PUD treebanks ship with the code; a bare clone has them.
PACKAGED_UD = Path(__file__).resolve().parents[1] / "generation" / "resources" / "ud"
UD_EN = Path(os.environ.get("PSEUDOWEB_UD_EN", PACKAGED_UD / "en_pud-ud-test.conllu"))
UD_SV = Path(os.environ.get("PSEUDOWEB_UD_SV", PACKAGED_UD / "sv_pud-ud-test.conllu"))


SERVICE_MARKERS = ("postgres", "redis")


def pytest_collection_modifyitems(
    config: pytest.Config, items: list[pytest.Item]
) -> None:
    """Leave out the tests that need a PostgreSQL or Redis server of their own unless
    PSEUDOWEB_TEST_SERVICES=1.

    The default run needs no server; CI's service pass (``.ci/run``) sets the variable
    and selects them with ``-m "postgres or redis"``. They show as deselected, not
    skipped, since nothing is wrong with them.
    """
    if os.environ.get("PSEUDOWEB_TEST_SERVICES") == "1":
        return
    keep: list[pytest.Item] = []
    dropped: list[pytest.Item] = []
    for item in items:
        needs = any(item.get_closest_marker(m) for m in SERVICE_MARKERS)
        (dropped if needs else keep).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = keep
        config.stash[_SERVICE_TESTS] = [item.nodeid for item in dropped]


_SERVICE_TESTS = pytest.StashKey[list[str]]()
#: The command that runs the tests left out above, as .ci/run does.
SERVICE_COMMAND = 'PSEUDOWEB_TEST_SERVICES=1 bin/test tests -m "postgres or redis"'


def pytest_terminal_summary(terminalreporter, exitstatus: int, config) -> None:
    """Name the tests left out for want of PostgreSQL or Redis, and how to run them:
    "N deselected" alone tells a newcomer neither."""
    dropped = config.stash.get(_SERVICE_TESTS, [])
    if not dropped:
        return
    terminalreporter.write_sep(
        "-", f"deselected, as they need PostgreSQL or Redis: {len(dropped)}"
    )
    for nodeid in dropped:
        terminalreporter.write_line(f"  {nodeid}")
    terminalreporter.write_line(
        "Run them with PostgreSQL (PSEUDOWEB_TEST_POSTGRES_URL, default "
        "postgres://postgres@127.0.0.1:5432/postgres) and Redis "
        "(PSEUDOWEB_TEST_REDIS_URL, default redis://127.0.0.1:6379/15) running:"
    )
    terminalreporter.write_line(f"  {SERVICE_COMMAND}")


@pytest.fixture
def ud_en() -> Path:
    assert UD_EN.exists(), f"UD treebank missing at {UD_EN}: set PSEUDOWEB_UD_EN"
    return UD_EN


@pytest.fixture
def ud_sv() -> Path:
    assert UD_SV.exists(), f"UD treebank missing at {UD_SV}: set PSEUDOWEB_UD_SV"
    return UD_SV


@pytest.fixture(autouse=True)
def _ud_settings(settings) -> None:
    settings.PSEUDOWEB_UD_EN = str(UD_EN)
    settings.PSEUDOWEB_UD_SV = str(UD_SV)
    settings.PSEUDOWEB_TAGGER = "conllu"


@pytest.fixture(autouse=True)
def _plain_static_storage(settings) -> None:
    # The site's hashed storage needs `collectstatic` first; tests render pages without.
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {
            "BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"
        },
    }


@pytest.fixture(autouse=True)
def _fresh_keyring() -> None:
    # Keys and look-ups cached by an earlier test may name rows its rollback removed.
    from annotation.corpus.sealed import reset_caches

    reset_caches()


@pytest.fixture(autouse=True)
def _fast_password_hashing(settings) -> None:
    # The default hasher costs about a second per user on these machines.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True, scope="session")
def _in_memory_broker() -> None:
    # Messages published by code under test (metrics after a run, ...) must not land in
    # the developer's var/ broker; worker tests give their workers a broker explicitly.
    from pseudoweb.celery import app

    app.conf.broker_url = "memory://"
