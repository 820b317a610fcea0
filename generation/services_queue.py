"""Putting runs on the queue that suits their kind of work."""

from __future__ import annotations

from django.db import transaction

from .models import GenerationRun

# Light baselines, masked LM (GPU machines), LLM (next to Ollama): scaled separately.
QUEUE_FOR_GENERATOR = {
    "random": "light",
    "upos": "light",
    "placeholder": "light",
    "mlm": "mlm",
    "llm": "llm",
}


def run_queue(run: GenerationRun) -> str:
    return QUEUE_FOR_GENERATOR.get(run.generator, "light")


def run_enqueue(*, run: GenerationRun) -> None:
    from .tasks import run_generation

    queue = run_queue(run)
    # After commit: a worker must never look for a run that is not there yet.
    transaction.on_commit(lambda: run_generation.apply_async((run.pk,), queue=queue))
