"""How well LLMGenerator keeps requests in flight against a server that takes 200 ms.

Runs maskL over documents whose windows add up to ``--requests`` calls against the
fake Ollama server (every answer delayed by ``--delay`` s) with ``--concurrency`` in
flight, and checks the wall time against 1.3 x requests x delay / concurrency. The
figure goes to docs/performance.md under "## LLM requests in flight (issue 3)"; other
sections of that file are left as they are.

    .venv/bin/python bench/llm_concurrency.py [--requests 80] [--concurrency 8]
"""

from __future__ import annotations

import argparse
import datetime
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import cpu_model, write_section  # noqa: E402
from generation.engines.llm import LLMGenerator  # noqa: E402
from generation.engines.types import (  # noqa: E402
    EngineDocument,
    GeneratorOptions,
    SpanRef,
)
from tests.fakes.ollama_server import FakeOllama  # noqa: E402

HEADING = "## LLM requests in flight (issue 3)"
SENTENCES_PER_DOCUMENT = 4  # one window (one request) per sentence with a span


def make_documents(requests: int) -> list[EngineDocument]:
    documents = []
    names = ["Anna Berg", "Olof Lind", "Karin Ek", "Per Holm"]
    for index in range(0, requests, SENTENCES_PER_DOCUMENT):
        count = min(SENTENCES_PER_DOCUMENT, requests - index)
        parts: list[str] = []
        spans: list[SpanRef] = []
        position = 0
        for n in range(count):
            name = names[n % len(names)]
            sentence = f"Yesterday {name} met the lawyer in Lund. "
            start = position + len("Yesterday ")
            spans.append(SpanRef(key=(index, n), start=start, end=start + len(name),
                                 label="PERSON", category="PERSON"))  # fmt: skip
            parts.append(sentence)
            position += len(sentence)
        documents.append(
            EngineDocument(key=index, text="".join(parts), spans=tuple(spans))
        )
    return documents


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=80)
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--delay", type=float, default=0.2)
    parser.add_argument("--output", type=Path, default=ROOT / "docs" / "performance.md")
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args()

    fake = FakeOllama(delay=args.delay).start()
    try:
        generator = LLMGenerator(
            host=fake.host,
            model="qwen2.5:1.5b-instruct",
            options=GeneratorOptions(seed=1),
            tagger=None,
            language="en",
            concurrency=args.concurrency,
            timeout=30.0,
        )
        documents = make_documents(args.requests)
        started = time.perf_counter()
        results = list(generator.fill(documents))
        elapsed = time.perf_counter() - started
        generator.close()
    finally:
        fake.stop()

    sent = len(fake.chat_requests())
    failed = sum(s.failed for _, suggestions in results for s in suggestions)
    ideal = sent * args.delay / args.concurrency
    limit = 1.3 * ideal
    ok = sent == args.requests and failed == 0 and elapsed <= limit
    print(
        f"{sent} requests of {args.delay * 1000:.0f} ms"
        f" at {args.concurrency} in flight: "
        f"{elapsed:.2f} s (ideal {ideal:.2f} s, limit {limit:.2f} s, "
        f"{elapsed / ideal:.2f} x ideal); max in flight {fake.max_in_flight}; "
        f"{failed} failed -> {'OK' if ok else 'TOO SLOW'}"
    )
    if not args.no_write:
        body = f"""
`bench/llm_concurrency.py`: `LLMGenerator` (maskL, real `ollama` client) against the
fake Ollama server of `tests/fakes/ollama_server.py`, which answers every chat request
after {args.delay * 1000:.0f} ms. {len(documents)} documents of up to {SENTENCES_PER_DOCUMENT} sentences with one
span each give {sent} requests (one per window). Requirement: wall time <= 1.3 x
requests x delay / in-flight. Before the fake server set TCP_NODELAY, Nagle's algorithm
added ~40 ms to every answer (2.49 s for the same run): a real server must not do that.

| date | nproc | CPU | requests | in flight | wall time | ideal | limit | max in flight seen | result |
|---|---|---|---|---|---|---|---|---|---|
| {datetime.datetime.now().astimezone().isoformat(timespec="seconds")} | {os.cpu_count()} | {cpu_model()} | {sent} | {args.concurrency} | {elapsed:.2f} s | {ideal:.2f} s | {limit:.2f} s | {fake.max_in_flight} | {"OK" if ok else "TOO SLOW"} |

The fake server does no work while it waits, so this measures the client side only
(request scheduling, prompt building, answer parsing, document ordering); with a real
Ollama the server decides how many requests it serves at once (`OLLAMA_NUM_PARALLEL`).
"""  # noqa: E501 - a Markdown table row
        write_section(HEADING, body, path=args.output)
        print(f"written to {args.output}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
