"""pytest fixtures for the fake servers; import them into a test module to use them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.fakes.ollama_server import FakeOllama


@pytest.fixture
def fake_ollama() -> Iterator[FakeOllama]:
    """A started fake Ollama server on an ephemeral port, stopped after the test."""
    fake = FakeOllama().start()
    try:
        yield fake
    finally:
        fake.stop()
