"""Proposed error tags per second (issue 20 target: 10,000 candidates in under 10 s on
one core).

The surrogate benchmark's documents (English court-judgment and Swedish news
templates, every category) get candidates from the surrogate generator; then every
candidate gets its proposal as a finished run's would: from the UPOS the run's
metrics read with the treebank tagger (timed apart and reported beside), and the
lexicon. Timed is CPU time of the proposals alone, after warm-up documents load the
lists and the tagger.

    .venv/bin/python bench/proposals_speed.py [--documents 700] [--seed 1] [--no-write]
"""

from __future__ import annotations

import argparse
import datetime
import os
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import cpu_model, write_section  # noqa: E402
from bench.surrogate_speed import UD, build_documents  # noqa: E402
from generation.engines.metrics import (  # noqa: E402
    PseudonymizedDocument,
    Replacement,
    run_metrics,
)
from generation.engines.proposals import propose_pseudonymized  # noqa: E402
from generation.engines.registry import EngineResources, build_generator  # noqa: E402
from generation.engines.surrogate import SurrogateMemory  # noqa: E402
from generation.engines.tagging import get_tagger  # noqa: E402
from generation.engines.types import GeneratorOptions  # noqa: E402

SECTION = "## Proposed error tags (issue 20)"


def pseudonymized(count: int, seed: int) -> list[PseudonymizedDocument]:
    resources = EngineResources(ud_paths={}, tagger="conllu")
    generator = build_generator(
        "surrogate",
        GeneratorOptions(seed=seed, k=1),
        language="en",
        resources=resources,
        memory=SurrogateMemory(),
    )
    out = []
    for document, suggestions in generator.fill(build_documents(count, seed)):
        by_key = {s.span_key: s for s in suggestions}
        out.append(
            PseudonymizedDocument(
                key=document.key,
                text=document.text,
                replacements=tuple(
                    Replacement(span, by_key[span.key].text, by_key[span.key].failed)
                    for span in document.spans
                ),
                language=document.language,
            )
        )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--documents", type=int, default=700)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args()
    taggers = {
        language: get_tagger("conllu", language, str(UD / name))
        for language, name in (
            ("en", "en_pud-ud-test.conllu"),
            ("sv", "sv_pud-ud-test.conllu"),
        )
    }
    warm = pseudonymized(4, args.seed + 1)
    warm_upos: dict = {}
    run_metrics(warm, taggers=taggers, upos_out=warm_upos)
    for document in warm:
        propose_pseudonymized(document, upos=warm_upos)
    documents = pseudonymized(args.documents, args.seed)
    candidates = sum(len(d.replacements) for d in documents)
    tags: Counter[str] = Counter()
    # The UPOS each span has before and after, read as a run's metrics read them
    # (a finished run hands these to its proposals): timed apart.
    upos: dict = {}
    tagging = time.process_time()
    run_metrics(documents, taggers=taggers, upos_out=upos)
    tagging = time.process_time() - tagging
    wall, cpu = time.perf_counter(), time.process_time()
    for document in documents:
        found = propose_pseudonymized(document, upos=upos)
        tags.update(p.tag for p in found.values())
    cpu = time.process_time() - cpu
    wall = time.perf_counter() - wall
    per_10k = cpu / candidates * 10_000
    load = os.getloadavg()[0]
    mix = ", ".join(f"{t} {n / candidates:.1%}" for t, n in tags.most_common())
    summary = (
        f"{candidates} candidates in {len(documents)} documents: {cpu:.2f} s CPU, "
        f"{wall:.2f} s wall; **{per_10k:.1f} s of CPU time per 10,000 candidates** "
        f"({candidates / cpu:,.0f} candidates/s), beside {tagging:.2f} s of CPU for "
        f"the metrics' tagging they read. Proposed: {mix}."
    )
    print(summary)
    if args.no_write:
        return
    body = f"""
Measured {datetime.date.today().isoformat()} on {os.cpu_count()} × {cpu_model()}
(load average {load:.1f}; CPU time is the figure that counts). One process, one core.

`bench/proposals_speed.py --documents {args.documents} --seed {args.seed}`: the
surrogate benchmark's documents (half English, half Swedish) with the surrogate
generator's candidates; every check of `generation/engines/proposals.py`, POS with
the treebank tagger. Target: 10,000 candidates in under 10 s on one core.

{summary}
"""
    write_section(SECTION, body)


if __name__ == "__main__":
    main()
