"""What the surrogate generator proposes on a corpus: kinds of rules, fallbacks,
consistency across documents, and a blind sample to review.

    .venv/bin/python bench/surrogate_corpus.py FILE [FILE ...] [--language en]
        [--sample 100] [--sample-out sample.tsv] [--seed 1] [--option fallback=upos]

FILE is a doccano JSONL export or a TAB JSON file, read by the app's own parsers; labels
get the category the import would guess. The generator runs as a run would (default
options, one project memory across the files' documents). Printed per label: spans,
how many a fallback proposed (reason containing "fallback"), how many were typed
guesses (low confidence), the mean confidence; then originals given two surrogates and
surrogates shared by two originals. ``--sample-out`` writes a random sample of
(document, original, sentence, surrogate) rows in random order, with the generator's
reason in a separate key file, for a blind review.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections import Counter, defaultdict
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pseudoweb.settings")
os.environ.setdefault("HF_HUB_OFFLINE", "1")

import django  # noqa: E402

django.setup()

from annotation.corpus.importers import guess_category  # noqa: E402
from annotation.corpus.label_reading import SAMPLE, wants_reading  # noqa: E402
from generation.engines.label_categories import read_label  # noqa: E402
from generation.engines.registry import EngineResources, build_generator  # noqa: E402
from generation.engines.surrogate import SurrogateMemory  # noqa: E402
from generation.engines.surrogate.text import fold  # noqa: E402
from generation.engines.types import (  # noqa: E402
    EngineDocument,
    GeneratorOptions,
    SpanRef,
)

UD = ROOT / "generation" / "resources" / "ud"


def read_corpus(path: Path, language: str) -> list[EngineDocument]:
    """Documents of a doccano JSONL or TAB JSON file (spans by character offsets)."""
    raw = path.read_text(encoding="utf-8")
    docs: list[EngineDocument] = []
    if raw.lstrip().startswith("["):
        for n, item in enumerate(json.loads(raw)):
            text = item["text"]
            spans = []
            annotations = item.get("annotations", {})
            first = next(iter(annotations.values()), {}) if annotations else {}
            for m, mention in enumerate(first.get("entity_mentions", [])):
                label = mention["entity_type"]
                spans.append(
                    SpanRef(
                        key=(n, m),
                        start=mention["start_offset"],
                        end=mention["end_offset"],
                        label=label,
                        category=guess_category(label),
                        entity=mention.get("entity_id"),
                    )
                )
            docs.append(_doc(n, text, spans, language))
        return docs
    for n, line in enumerate(raw.splitlines()):
        if not line.strip():
            continue
        item = json.loads(line)
        text = item["text"]
        spans = []
        for m, entry in enumerate(item.get("label") or item.get("entities") or []):
            if isinstance(entry, dict):
                start, end, label = (
                    entry["start_offset"],
                    entry["end_offset"],
                    entry["label"],
                )
            else:
                start, end, label = entry
            end = min(end, len(text))
            if start >= end:
                continue
            spans.append(
                SpanRef(
                    key=(n, m),
                    start=start,
                    end=end,
                    label=label,
                    category=guess_category(label),
                )
            )
        docs.append(_doc(n, text, spans, language))
    return docs


def read_categories(docs: list[EngineDocument]) -> list[EngineDocument]:
    """The categories the import gives: a label whose name says none is read from
    its spans (annotation/corpus/label_reading.py)."""
    texts: dict[str, list[str]] = defaultdict(list)
    for doc in docs:
        for span in doc.spans:
            if wants_reading(span.label, span.category):
                texts[span.label].append(doc.text[span.start : span.end])
    read = {label: read_label(t[:SAMPLE]).category for label, t in texts.items()}
    print("labels read from their spans:", {k: v for k, v in read.items() if v})
    return [
        replace(
            doc,
            spans=tuple(
                replace(s, category=read.get(s.label) or s.category) for s in doc.spans
            ),
        )
        for doc in docs
    ]


def _doc(n: int, text: str, spans: list[SpanRef], language: str) -> EngineDocument:
    # duplicate spans (two annotators) are one span for this count
    unique = {(s.start, s.end): s for s in spans}
    return EngineDocument(
        key=n, text=text, spans=tuple(unique.values()), language=language
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--language", default="en")
    parser.add_argument("--sample", type=int, default=100)
    parser.add_argument("--sample-out", type=Path)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[])
    parser.add_argument("--show", type=int, default=0, help="print N rows per label")
    parser.add_argument(
        "--dump", type=Path, help="write every suggestion as JSON lines (to compare)"
    )
    args = parser.parse_args()

    docs = read_categories(
        [d for f in args.files for d in read_corpus(f, args.language)]
    )
    originals = frozenset(fold(d.text[s.start : s.end]) for d in docs for s in d.spans)
    memory = SurrogateMemory(originals=originals)
    extra = dict(o.split("=", 1) for o in args.option)
    generator = build_generator(
        "surrogate",
        GeneratorOptions(seed=args.seed, extra=extra),
        language=args.language,
        resources=EngineResources(
            ud_paths={
                "en": str(UD / "en_pud-ud-test.conllu"),
                "sv": str(UD / "sv_pud-ud-test.conllu"),
            },
            tagger="conllu",
        ),
        memory=memory,
    )
    rows = []
    for doc, suggestions in generator.fill(docs):
        by_key = {s.span_key: s for s in suggestions}
        for span in doc.spans:
            s = by_key[span.key]
            rows.append((doc, span, s))

    per_label: dict[str, Counter[str]] = defaultdict(Counter)
    confidence: dict[str, list[float]] = defaultdict(list)
    surrogates_of: dict[str, set[str]] = defaultdict(set)
    originals_of: dict[str, set[str]] = defaultdict(set)
    for doc, span, s in rows:
        label = f"{span.label} ({span.category})"
        per_label[label]["spans"] += 1
        if "fallback" in s.reason and not s.failed:
            per_label[label]["fallback"] += 1
        if s.failed:
            per_label[label]["failed"] += 1
        conf = getattr(s, "confidence", None)
        if conf is not None:
            confidence[label].append(conf)
            if conf < 0.5:
                per_label[label]["low"] += 1
        original = doc.text[span.start : span.end].strip()
        text = s.text.strip()
        if text and original and fold(text) != fold(original):
            surrogates_of[fold(original)].add(fold(text))
            originals_of[fold(text)].add(fold(original))
    total = Counter[str]()
    print(f"{'label':40} spans fallback failed low  mean-conf")
    for label, counts in sorted(per_label.items()):
        total.update(counts)
        confs = confidence.get(label) or []
        mean = f"{sum(confs) / len(confs):.2f}" if confs else "-"
        print(
            f"{label:40} {counts['spans']:5} {counts['fallback']:8} "
            f"{counts['failed']:6} {counts['low']:4} {mean:>9}"
        )
    print(
        f"{'all':40} {total['spans']:5} {total['fallback']:8} {total['failed']:6} "
        f"{total['low']:4}"
    )
    split = {k: v for k, v in surrogates_of.items() if len(v) > 1}
    merged = {k: v for k, v in originals_of.items() if len(v) > 1}
    print(
        f"originals with 2+ surrogates: {len(split)}; "
        f"surrogates of 2+ originals: {len(merged)}"
    )
    for k, v in list(split.items())[:8]:
        print("  split", k, "->", sorted(v)[:4])
    for k, v in list(merged.items())[:8]:
        print("  merged", k, "<-", sorted(v)[:4])
    if args.show:
        by_label: dict[str, list] = defaultdict(list)
        for row in rows:
            by_label[row[1].label].append(row)
        rng = random.Random(args.seed)
        for label, items in sorted(by_label.items()):
            print(f"\n== {label}")
            for doc, span, s in rng.sample(items, min(args.show, len(items))):
                original = doc.text[span.start : span.end]
                conf = getattr(s, "confidence", None)
                print(f"  {original!r:45} -> {s.text!r:40} [{conf}] {s.reason}")
    if args.dump:
        with args.dump.open("w", encoding="utf-8") as fh:
            for doc, span, s in rows:
                fh.write(
                    json.dumps(
                        {
                            "document": doc.key,
                            "start": span.start,
                            "end": span.end,
                            "label": span.label,
                            "text": s.text,
                            "alternatives": s.alternatives,
                            "failed": s.failed,
                            "reason": s.reason,
                            "confidence": getattr(s, "confidence", None),
                        },
                        ensure_ascii=False,
                    )
                    + "\n"
                )
    if args.sample_out:
        rng = random.Random(args.seed)
        picked = rng.sample(rows, min(args.sample, len(rows)))
        with args.sample_out.open("w", encoding="utf-8") as fh:
            for i, (doc, span, s) in enumerate(picked):
                left = doc.text[max(0, span.start - 150) : span.start]
                right = doc.text[span.end : span.end + 150]
                fh.write(
                    json.dumps(
                        {
                            "item": i,
                            "label": span.label,
                            "original": doc.text[span.start : span.end],
                            "pseudonym": s.text,
                            "context": f"{left}[[{s.text}]]{right}",
                            "original_context": (
                                f"{left}[[{doc.text[span.start : span.end]}]]{right}"
                            ),
                        },
                        ensure_ascii=False,
                    )
                    + "\n"
                )
        print(f"sample of {len(picked)} written to {args.sample_out}")


if __name__ == "__main__":
    main()
