"""Check news_pgv_en.jsonl and news_pgv_sv.jsonl; print counts per label and language.

    python3 bench/corpora/validate_news_pgv.py [--markdown]

Fails (exit 1) when a file does not match its marked-up source, or when a span:
falls outside its text, is empty, overlaps another, carries a label outside the
PGV-PII scheme, does not cover the surface the source meant, starts or ends with
whitespace or a line break, or starts or ends with ``, . ; :`` (except the trailing
commas listed in INTENDED_TRAILING, kept as real annotators leave them). It also fails
when a document has fewer than 15 or more than 35 spans or fewer than 120 or more than
300 words, when a personal name annotated in a document also occurs in it unannotated
(it would leak), and when no person and no outlet recur in 3 or more documents of a
language.
"""

from __future__ import annotations

import collections
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from build_news_pgv import CORPORA  # noqa: E402
from pgv_markup import LABELS, parse  # noqa: E402

SCHEME = list(LABELS.values())
INTENDED_TRAILING = {
    "Minister of Work and Social Relations, Xavier Bertrand,",
    "Her brother, Tanvir Ahmed,",
    "Kalkans advokat, Fikret Aslan,",
}
EDGE_PUNCT = ",.;:"
# Surfaces that name the same referent across documents (possessives, titles).
RECURRING = {
    "Global Voices": r"Global Voices",
    "Claude Guéant": r"Guéant",
    "Nadir Kalkan": r"Kalkan",
    "Li Wenjun": r"Li Wenjun|\bLi\b|\bLi's|\bLis\b",
    "Farzana Yasmin": r"Yasmin\b|Yasmins|Yasmin's|Farzana",
    "Emily Tremblay": r"Tremblay",
    "Elif Kalkan": r"Elif",
}


def check_file(name: str, articles: list[str]) -> tuple[list[str], dict]:
    errors: list[str] = []
    lines = (HERE / name).read_text(encoding="utf-8").splitlines()
    if len(lines) != len(articles):
        errors.append(
            f"{name}: {len(lines)} lines, source has {len(articles)} articles"
        )
    stats: dict = {
        "docs": 0,
        "spans": collections.Counter(),
        "words": [],
        "per_doc": [],
    }
    docs_with: dict[str, set[int]] = collections.defaultdict(set)
    for lineno, (line, source) in enumerate(zip(lines, articles, strict=False), 1):
        where = f"{name}:{lineno}"
        rec = json.loads(line)
        if set(rec) != {"id", "text", "label"} or rec["id"] != lineno:
            errors.append(f"{where}: keys {sorted(rec)} id {rec.get('id')!r}")
        text, labels = rec["text"], rec["label"]
        want_text, want = parse(source)
        if text != want_text:
            errors.append(f"{where}: text differs from the source")
        if [list(x[:3]) for x in want] != labels:
            errors.append(f"{where}: spans differ from the source")
        prev_end = -1
        covered = [False] * len(text)
        for start, end, label in labels:
            surf = text[start:end] if 0 <= start < end <= len(text) else None
            tag = f"{where} [{start}, {end}, {label}] {surf!r}"
            if surf is None:
                errors.append(f"{tag}: outside the text or empty")
                continue
            if label not in SCHEME:
                errors.append(f"{tag}: label outside the scheme")
            if start < prev_end:
                errors.append(f"{tag}: overlaps or is out of order")
            prev_end = end
            if surf != surf.strip() or "\n" in surf:
                errors.append(f"{tag}: leading/trailing whitespace or a line break")
            if surf[0] in EDGE_PUNCT or (
                surf[-1] in EDGE_PUNCT and surf not in INTENDED_TRAILING
            ):
                errors.append(f"{tag}: starts or ends with punctuation")
            for i in range(start, end):
                covered[i] = True
            stats["spans"][label] += 1
        # Each span of the file against the surface and label the source meant.
        for (s, e, lab), (_, _, want_lab, intended) in zip(labels, want, strict=False):
            got = text[s:e]
            if got != intended or lab != want_lab:
                errors.append(
                    f"{where}: [{s}, {e}, {lab}] covers {got!r}, "
                    f"meant {intended!r} ({want_lab})"
                )
        # A personal name annotated somewhere in the document and left bare elsewhere.
        names = {text[s:e] for s, e, lab in labels if lab == "personal_name"}
        for nm in names:
            if (
                len(nm) < 3
                and nm != "Li"
                or nm[0].islower()
                or nm in {"He", "She", "Han", "Hon"}
            ):
                continue
            for m in re.finditer(rf"(?<!\w){re.escape(nm)}(?!\w)", text):
                if not any(covered[m.start() : m.end()]):
                    errors.append(f"{where}: {nm!r} at {m.start()} is not annotated")
        n_spans, n_words = len(labels), len(text.split())
        if not 15 <= n_spans <= 35:
            errors.append(f"{where}: {n_spans} spans")
        if not 120 <= n_words <= 300:
            errors.append(f"{where}: {n_words} words")
        stats["docs"] += 1
        stats["words"].append(n_words)
        stats["per_doc"].append(n_spans)
        for ref, pat in RECURRING.items():
            if any(re.search(pat, text[s:e]) for s, e, _ in labels):
                docs_with[ref].add(lineno)
    stats["recurring"] = {k: sorted(v) for k, v in docs_with.items()}
    if not any(len(v) >= 3 for k, v in docs_with.items() if k != "Global Voices"):
        errors.append(f"{name}: no person recurs in 3 or more documents")
    if len(docs_with["Global Voices"]) < 3:
        errors.append(f"{name}: Global Voices is in fewer than 3 documents")
    return errors, stats


def main() -> int:
    markdown = "--markdown" in sys.argv
    all_errors: list[str] = []
    table = {}
    for name, articles in CORPORA.items():
        errors, stats = check_file(name, articles)
        all_errors += errors
        table[name] = stats
    for e in all_errors:
        print("ERROR", e)
    header = ["label"] + list(table)
    rows = [[lab] + [str(table[n]["spans"][lab]) for n in table] for lab in SCHEME]
    rows.append(
        ["**all spans**" if markdown else "all spans"]
        + [str(sum(table[n]["spans"].values())) for n in table]
    )
    rows.append(["documents"] + [str(table[n]["docs"]) for n in table])
    rows.append(
        ["words a document"]
        + [f"{min(table[n]['words'])}–{max(table[n]['words'])}" for n in table]
    )
    rows.append(
        ["spans a document"]
        + [f"{min(table[n]['per_doc'])}–{max(table[n]['per_doc'])}" for n in table]
    )
    if markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + " --- |" * len(header))
        for r in rows:
            print("| " + " | ".join(r) + " |")
    else:
        for r in [header] + rows:
            print(f"{r[0]:<18}" + "".join(f"{c:>20}" for c in r[1:]))
        for n in table:
            print(f"\n{n}: documents in which each recurring referent is annotated")
            for ref, docs in table[n]["recurring"].items():
                print(f"  {ref:<16} {docs}")
    print("OK" if not all_errors else f"{len(all_errors)} errors")
    return 1 if all_errors else 0


if __name__ == "__main__":
    sys.exit(main())
