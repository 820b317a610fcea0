"""How well, and how fast, the import tells English from Swedish.

Measures :func:`annotation.corpus.importers.language.detect_language` on texts whose
language is known: every sentence of the shipped PUD treebanks (1,000 per language,
the hard case: one sentence each), the demo corpora, and any corpus given with
``--corpus LANG PATH`` (doccano JSONL or TAB JSON; every record's ``text``). For each
confidence threshold it counts right, wrong and unsure (left to the project's
language); and CPU time per text.

    .venv/bin/python bench/language_detection.py \\
        --corpus sv path/to/swedish_news_ner.jsonl --corpus en path/to/tab_echr_dev.json

Writes its section of docs/performance.md (``--no-write``: print only).
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pseudoweb.settings")

import django  # noqa: E402

django.setup()

from annotation.corpus.importers.language import (  # noqa: E402
    DEFAULT_THRESHOLD,
    detect_language,
)
from bench._common import ROOT, cpu_model, write_section  # noqa: E402

THRESHOLDS = (0.5, DEFAULT_THRESHOLD, 0.9)
UD = ROOT / "generation" / "resources" / "ud"


def ud_sentences(path: Path) -> list[str]:
    prefix = "# text = "
    with path.open(encoding="utf-8") as stream:
        return [
            line[len(prefix) :].strip() for line in stream if line.startswith(prefix)
        ]


def corpus_texts(path: Path) -> list[str]:
    raw = path.read_text(encoding="utf-8-sig")
    if raw.lstrip().startswith("["):
        return [record["text"] for record in json.loads(raw)]
    texts = []
    for line in raw.splitlines():
        if line.strip():
            record = json.loads(line)
            texts.append(record.get("text") or record.get("data") or "")
    return texts


def measure(language: str, texts: list[str]) -> dict[str, object]:
    started = time.process_time()
    found = [detect_language(text) for text in texts]
    cpu = time.process_time() - started
    row: dict[str, object] = {
        "n": len(texts),
        "cpu_ms": 1000 * cpu / max(1, len(texts)),
    }
    for threshold in THRESHOLDS:
        right = wrong = unsure = 0
        for detection in found:
            if detection.language is None or detection.confidence < threshold:
                unsure += 1
            elif detection.language == language:
                right += 1
            else:
                wrong += 1
        row[threshold] = (right, wrong, unsure)
    return row


def import_cost(size: int = 10_000) -> str:
    """What deciding languages adds to an import: the import benchmark's news-size
    records (about 6,000 characters each)."""
    import random

    from annotation.corpus.importers.language import LanguageRule
    from bench.import_corpus import news_record

    rng = random.Random(1)
    records = [news_record(index, rng) for index in range(size)]
    rule = LanguageRule(default="en")
    started = time.process_time()
    for record in records:
        rule.resolve(external_id=str(record["id"]), text=record["text"], metadata={})
    cpu = time.process_time() - started
    length = sum(len(record["text"]) for record in records) / size
    return (
        f"On an import: {cpu:.2f} s CPU for the {size:,} records of "
        f"`bench/import_corpus.py`'s news shape (about {length:.0f} characters each); "
        "compare "
        "the whole import of 10,000 in its section above (`--no-language-detection`"
        " skips detection)."
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--corpus", nargs=2, action="append", default=[], metavar=("LANG", "PATH")
    )
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args()
    sets: list[tuple[str, str, list[str]]] = [
        ("PUD sentences (shipped)", "en", ud_sentences(UD / "en_pud-ud-test.conllu")),
        ("PUD sentences (shipped)", "sv", ud_sentences(UD / "sv_pud-ud-test.conllu")),
        ("demo documents", "en", corpus_texts(ROOT / "demo" / "demo_en.jsonl")),
        ("demo documents", "sv", corpus_texts(ROOT / "demo" / "demo_sv.jsonl")),
    ]
    for language, path in args.corpus:
        sets.append((Path(path).name, language, corpus_texts(Path(path))))
    header = "| texts | language | n | " + " | ".join(
        f"≥ {t}: right / wrong / unsure" for t in THRESHOLDS
    )
    lines = [header + " | CPU ms per text |", "|" + " --- |" * (4 + len(THRESHOLDS))]
    for name, language, texts in sets:
        row = measure(language, texts)
        cells = [" / ".join(str(v) for v in row[t]) for t in THRESHOLDS]  # type: ignore[attr-defined]
        lines.append(
            f"| {name} | {language} | {row['n']} | "
            + " | ".join(cells)
            + f" | {row['cpu_ms']:.3f} |"
        )
    table = "\n".join(lines)
    print(table)
    cost = import_cost()
    print(cost)
    if args.no_write:
        return
    body = (
        f"`bench/language_detection.py`, {datetime.date.today()}, "
        f"{os.cpu_count()} cores ({cpu_model()}), load average "
        f"{os.getloadavg()[0]:.1f} (shared with other work); CPU time, one process."
        " The last two rows are the development corpora (not shipped), given with "
        "`--corpus`. How the import tells English from Swedish when no language key "
        "is given (function words and å/ä/ö; `--language-threshold`, default "
        f"{DEFAULT_THRESHOLD}); *unsure* texts get the project's language with a "
        "warning.\n\n" + table + "\n\n" + cost
    )
    write_section("## Language detection on import", body)


if __name__ == "__main__":
    main()
