from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def tiny_base(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tokenizer and a randomly initialised 2-layer RoBERTa, saved once."""
    from tests.generation.tiny_models import build_tiny_roberta

    return build_tiny_roberta(tmp_path_factory.mktemp("tiny-roberta"))


@pytest.fixture
def broker(monkeypatch) -> list[tuple]:
    """Task messages sent, instead of sending them to a broker."""
    from generation.tasks import run_generation

    sent: list[tuple] = []
    monkeypatch.setattr(
        run_generation,
        "apply_async",
        lambda args, **kwargs: sent.append((tuple(args), kwargs.get("queue"))),
    )
    return sent
