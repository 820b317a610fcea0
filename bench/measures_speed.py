"""Benchmark: the research's utility measures of a 144-document run (issue 22).

    .venv/bin/python bench/measures_speed.py [--documents 144] [--threads 1]
        [--summarisers light,t5-small,PATH] [--write-docs]

Builds a fresh SQLite database in a temporary directory with the corpus of
``bench/metrics_speed.py`` (documents of about 6,000 characters of the shipped English
PUD treebank, about 70 PII-like spans each, a finished run with a candidate per span),
each document with a class in its metadata (``topic``: four classes), and times
``annotation.reports.measures.run_measure_compute`` for summary agreement,
detectability and downstream utility, one after the other, on ``--threads`` CPU
threads (torch and BLAS), with the light classifier.

The summarisers, one row each: ``light`` (the extractive one, with the light
classifier: "the light models" of the requirement), ``t5-small`` (a model of the
research's summariser's architecture and size, T5-small as
``SEBIS/legal_t5_small_summ_en``: 6+6 layers, d_model 512, 32,128 entries, with random
weights and a word-level tokenizer, built on the spot because model hubs are out of
reach here; random weights never end a summary early, so every summary takes the full
128 new tokens: the worst case of the real model), or a model folder. Requirement: all
three under 5 minutes on one core with the light models.
``--write-docs`` replaces the "Utility measures (issue 22)" section of
docs/performance.md.
"""

from __future__ import annotations

import argparse
import datetime
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench._common import cpu_model, write_section  # noqa: E402
from bench.metrics_speed import _cpu, _treebank, corpus, populate  # noqa: E402

SECTION = "## Utility measures (issue 22)"
LIMIT_SECONDS = 300.0
TOPICS = ("sport", "court", "health", "economy")
COLUMNS = (
    "date", "nproc", "CPU", "load avg", "documents", "threads", "summariser",
    "summary", "detect", "downstream", "all (wall)", "CPU time", "result",
)  # fmt: skip
HEADER = "| " + " | ".join(COLUMNS) + " |\n" + "|---" * len(COLUMNS) + "|"


def build_t5_small(folder: Path) -> Path:
    """A T5-small-sized model (random weights) and a word-level tokenizer."""
    import torch
    from tokenizers import Tokenizer, models, normalizers, pre_tokenizers, processors
    from tokenizers.trainers import WordLevelTrainer
    from transformers import (
        PreTrainedTokenizerFast,
        T5Config,
        T5ForConditionalGeneration,
    )

    sentences, _ = _treebank()
    words = Tokenizer(models.WordLevel(unk_token="<unk>"))
    words.normalizer = normalizers.Lowercase()
    words.pre_tokenizer = pre_tokenizers.Whitespace()
    words.train_from_iterator(
        ["summarize:", *sentences],
        WordLevelTrainer(
            vocab_size=32_128, special_tokens=["<pad>", "</s>", "<unk>"],
            show_progress=False,
        ),
    )  # fmt: skip
    words.post_processor = processors.TemplateProcessing(
        single="$A </s>", special_tokens=[("</s>", 1)]
    )
    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=words, pad_token="<pad>", eos_token="</s>",
        unk_token="<unk>", model_max_length=512,
    )  # fmt: skip
    # The real vocabulary's size, so the output layer costs what it costs there.
    tokenizer.add_tokens([f"<extra_{i}>" for i in range(32_128 - len(tokenizer))])
    config = T5Config(
        vocab_size=32_128, d_model=512, d_kv=64, d_ff=2048, num_layers=6,
        num_decoder_layers=6, num_heads=8,
        pad_token_id=0, eos_token_id=1, decoder_start_token_id=0,
        task_specific_params={"summarization": {"prefix": "summarize: "}},
    )  # fmt: skip
    torch.manual_seed(0)
    model = T5ForConditionalGeneration(config)
    # Never end early: the worst case of a real summariser, every summary full length.
    with torch.no_grad():
        model.lm_head.weight[1].zero_()
    tokenizer.save_pretrained(folder)
    model.save_pretrained(folder)
    return folder


def prepare(documents: int, threads: int) -> int:
    """The database, the corpus and its run (once); the run's id."""
    import django
    import torch
    from django.core.management import call_command

    torch.set_num_threads(threads)
    os.environ.setdefault("OMP_NUM_THREADS", str(threads))
    django.setup()
    call_command("migrate", verbosity=0)
    run_id = populate(corpus(documents, documents * 70))
    from annotation.corpus.models import Document

    for index, document in enumerate(Document.objects.order_by("position")):
        document.metadata = {"topic": TOPICS[index % len(TOPICS)]}
        document.save(update_fields=["metadata"])
    return run_id


def measure(run_id: int, documents: int, threads: int, summariser_name: str) -> dict:
    from annotation.reports.measures import run_measure_compute
    from generation.engines.summary import load_summariser

    folder = (
        str(build_t5_small(Path(tempfile.mkdtemp())))
        if summariser_name == "t5-small"
        else summariser_name
    )
    # A worker loads the model once and keeps it: loading is not timed.
    summariser = load_summariser(folder, setting="PSEUDOWEB_SUMMARY_MODEL")
    seconds: dict[str, float] = {}
    values: dict[str, dict] = {}
    cpu, wall = _cpu(), time.perf_counter()
    for name, extra in (
        ("summary", {"summariser": summariser}),
        ("detect", {}),
        ("downstream", {"class_key": "topic"}),
    ):
        started = time.perf_counter()
        stored = run_measure_compute(run_id=run_id, measure=name, **extra)
        seconds[name] = time.perf_counter() - started
        assert stored.status == "done", (name, stored.notes, stored.error)
        values[name] = stored.values
        print(f"{name}: {seconds[name]:.1f} s {stored.values}", file=sys.stderr)
    return {
        "documents": documents,
        "threads": threads,
        "summariser": {
            "light": "light (extractive)",
            "t5-small": "T5-small-sized, random",
        }.get(summariser_name, summariser_name),
        "seconds": seconds,
        "wall": time.perf_counter() - wall,
        "cpu": _cpu() - cpu,
        "values": values,
        "load_average": os.getloadavg()[0],
    }


def row(result: dict) -> str:
    now = datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
    verdict = "OK" if result["wall"] <= LIMIT_SECONDS else "TOO SLOW"
    s = result["seconds"]
    return (
        f"| {now} | {os.cpu_count()} | {cpu_model()} | {result['load_average']:.2f} "
        f"| {result['documents']} | {result['threads']} | {result['summariser']} "
        f"| {s['summary']:.1f} s | {s['detect']:.1f} s | {s['downstream']:.1f} s "
        f"| {result['wall']:.1f} s | {result['cpu']:.1f} s | {verdict} |"
    )


def section(results: list[dict]) -> str:
    rows = "\n".join(row(result) for result in results)
    detect = results[0]["values"]["detect"]
    down = results[0]["values"]["downstream"]
    return (
        "`bench/measures_speed.py`: summary agreement, detectability and downstream "
        "utility of one run, one after the other, as `report --compute --measures "
        "summary,detect,downstream` runs them, on one CPU thread. 144 documents of "
        "about 6,000 characters (English PUD sentences, ~70 spans each, four classes "
        "given round robin: neighbouring documents share words, never a class, so the "
        "downstream figures are below chance), the light "
        "classifier; the summariser of each row: the light extractive one, or a "
        "model of T5-small's size (the research's legal_t5_small_summ_en; random "
        "weights, so every summary runs to the full 128 new tokens, the worst case). "
        "Requirement: under 5 minutes on one core with the light models.\n\n"
        f"{HEADER}\n{rows}\n\n"
        f"Detectability {detect['accuracy']} ({detect['folds']} folds); downstream "
        f"original/original {down['train_original_test_original']}, "
        "pseudonymized/pseudonymized "
        f"{down['train_pseudonymized_test_pseudonymized']}.\n"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--documents", type=int, default=144)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--summarisers", default="light,t5-small")
    parser.add_argument("--write-docs", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as var:
        os.environ["PSEUDOWEB_VAR_DIR"] = var
        os.environ["DATABASE_URL"] = f"sqlite:///{var}/bench.sqlite3"
        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pseudoweb.settings")
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ["PSEUDOWEB_DETECTOR_MODEL"] = ""
        run_id = prepare(args.documents, args.threads)
        results = [
            measure(run_id, args.documents, args.threads, name)
            for name in args.summarisers.split(",")
        ]
    text = section(results)
    print(text)
    if args.write_docs:
        write_section(SECTION, text)


if __name__ == "__main__":
    main()
