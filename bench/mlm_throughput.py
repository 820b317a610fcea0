"""Spans per second of the masked-LM generator against a plain fill-mask loop.

A roberta-base sized model (``RobertaConfig()`` defaults: 12 layers, 768 hidden, vocab
50265) with random weights, and a byte-level BPE trained on the spot on the PUD text
(its vocabulary padded with unreachable entries up to 50265, so the output layer has
the real size). Documents are the English PUD treebank grouped by ``# newdoc id``;
runs of PROPN/NUM tokens are the PII spans.

Compared, over the same documents and the same windows (±2 sentences):

(a) loop: ``transformers.pipeline("fill-mask", top_k=10)`` one window and one mask at
    a time, as a straightforward implementation would do;
(b) ``MaskedLMGenerator`` maskL; (c) ``MaskedLMGenerator`` repL.

Agreement with one-window-at-a-time inference (target >= 99% of spans): for maskL,
the same filters applied to the loop's own top 10 must pick our choice (spans whose
top 10 has no candidate passing the filters are not comparable); for repL, a sample
of our inputs is run again alone through the full model (no padding, no batching).
Targets: maskL >= 3x and repL >= 1.5x the loop. The figures go to
docs/performance.md under "## Masked LM throughput (issue 3)"; other sections are
left as they are.

    .venv/bin/python bench/mlm_throughput.py [--spans 150] [--batch-size 16]
        [--sweep 4,8,16,32]
"""

from __future__ import annotations

import os

os.environ["HF_HUB_OFFLINE"] = "1"
os.environ["TRANSFORMERS_OFFLINE"] = "1"
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import argparse  # noqa: E402
import datetime  # noqa: E402
import json  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import torch  # noqa: E402
import transformers  # noqa: E402
from tokenizers import ByteLevelBPETokenizer  # noqa: E402
from transformers import (  # noqa: E402
    AddedToken,
    RobertaConfig,
    RobertaForMaskedLM,
    RobertaTokenizer,
    pipeline,
)

from bench._common import cpu_model, write_section  # noqa: E402
from generation.engines.mlm import (  # noqa: E402
    MaskedLMGenerator,
    _Prediction,
    candidates_for,
)
from generation.engines.types import (  # noqa: E402
    EngineDocument,
    GeneratorOptions,
    SpanRef,
)
from generation.engines.windows import (  # noqa: E402
    document_sentences,
    target_masks,
    windows_maskL,
)

HEADING = "## Masked LM throughput (issue 3)"
_UD = Path(__file__).resolve().parents[1] / "generation" / "resources" / "ud"
UD_EN = os.environ.get("PSEUDOWEB_UD_EN", str(_UD / "en_pud-ud-test.conllu"))
UD_SV = os.environ.get("PSEUDOWEB_UD_SV", str(_UD / "sv_pud-ud-test.conllu"))
VOCAB = 50265
SPECIALS = ["<s>", "<pad>", "</s>", "<unk>", "<mask>"]


# --------------------------------------------------------------------------------
# Data


def read_documents(path: str) -> list[EngineDocument]:
    """PUD sentences grouped by ``# newdoc id``; PROPN/NUM runs become spans."""
    documents: list[EngineDocument] = []
    text_parts: list[str] = []
    spans: list[SpanRef] = []
    doc_id = ""
    offset = 0
    run: list[int] | None = None  # [start, end] of the PROPN/NUM run being read

    def close_document() -> None:
        nonlocal text_parts, spans, offset
        if text_parts:
            documents.append(
                EngineDocument(key=doc_id, text="".join(text_parts), spans=tuple(spans))
            )
        text_parts, spans, offset = [], [], 0

    def close_run() -> None:
        nonlocal run
        if run is not None:
            spans.append(
                SpanRef(key=(doc_id, len(spans)), start=run[0], end=run[1], label="PII")
            )
            run = None

    with open(path, encoding="utf-8") as handle:
        for raw in handle:
            line = raw.rstrip("\n")
            if line.startswith("# newdoc id"):
                close_run()
                close_document()
                doc_id = line.split("=", 1)[1].strip()
            elif line.startswith("# text = "):
                if text_parts:
                    text_parts.append(" ")
                    offset += 1
                sentence_start = offset
                sentence = line[len("# text = ") :]
                text_parts.append(sentence)
                offset += len(sentence)
                cursor = sentence_start
            elif line and not line.startswith("#"):
                columns = line.split("\t")
                if not columns[0].isdigit():
                    continue  # multiword ranges and empty nodes
                form, upos = columns[1], columns[3]
                full = "".join(text_parts)
                start = full.find(form, cursor)
                if start < 0:
                    close_run()
                    continue
                cursor = start + len(form)
                if upos in ("PROPN", "NUM"):
                    if run is None:
                        run = [start, cursor]
                    else:
                        run[1] = cursor
                else:
                    close_run()
            elif not line:
                close_run()
    close_run()
    close_document()
    return documents


def take_spans(documents: list[EngineDocument], spans: int) -> list[EngineDocument]:
    chosen: list[EngineDocument] = []
    total = 0
    for document in documents:
        if total >= spans:
            break
        if document.spans:
            chosen.append(document)
            total += len(document.spans)
    return chosen


# --------------------------------------------------------------------------------
# Model


def build_model(folder: Path) -> None:
    """Train a BPE on the PUD text, pad it to 50265, save a random roberta-base."""
    lines = []
    for path in (UD_EN, UD_SV):
        with open(path, encoding="utf-8") as handle:
            lines += [ln[9:].strip() for ln in handle if ln.startswith("# text = ")]
    bpe = ByteLevelBPETokenizer()
    bpe.train_from_iterator(
        lines, vocab_size=VOCAB, min_frequency=2, special_tokens=SPECIALS,
        show_progress=False,
    )  # fmt: skip
    vocab = bpe.get_vocab()
    merges = json.loads(bpe._tokenizer.to_str())["model"]["merges"]
    merges = [tuple(m) if isinstance(m, list) else tuple(m.split(" ")) for m in merges]
    trained = len(vocab)
    # Entries no merge can produce: they only give the output layer its real size.
    filler = 0
    while len(vocab) < VOCAB:
        vocab[f"Ġunseen{filler}"] = len(vocab)
        filler += 1
    tokenizer = RobertaTokenizer(
        vocab=vocab,
        merges=merges,
        mask_token=AddedToken("<mask>", lstrip=True, rstrip=False),
    )
    tokenizer.model_max_length = 512
    config = RobertaConfig(
        vocab_size=len(tokenizer),
        pad_token_id=tokenizer.pad_token_id,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
    )
    torch.manual_seed(0)
    model = RobertaForMaskedLM(config)
    tokenizer.save_pretrained(folder)
    model.save_pretrained(folder)
    print(f"tokenizer: {trained} trained entries, padded to {len(tokenizer)}")


# --------------------------------------------------------------------------------
# Runs


def run_loop(fill_mask, documents, *, context: int):
    """(a) One pipeline call per span: its maskL window, its own mask picked out.

    Returns the time, the number of spans and each span's top-10 (ids, scores), which
    also serve as the one-window-at-a-time reference for maskL.
    """
    mask = fill_mask.tokenizer.mask_token
    top10: dict[object, tuple[SpanRef, list[int], list[float]]] = {}
    started, cpu = time.perf_counter(), time.process_time()
    for document in documents:
        sentences = document_sentences(document)
        for window in windows_maskL(
            document, sentences, context=context, mask=lambda s, n: mask
        ):
            regions = []
            for window_mask in window.masks:
                if not regions or regions[-1] != (window_mask.start, window_mask.end):
                    regions.append((window_mask.start, window_mask.end))
            for window_mask in target_masks(window):
                output = fill_mask(window.text)
                if len(regions) > 1:
                    output = output[regions.index((window_mask.start, window_mask.end))]
                span = window_mask.span
                top10[span.key] = (
                    span,
                    [o["token"] for o in output],
                    [o["score"] for o in output],
                )
    return (time.perf_counter() - started, time.process_time() - cpu), top10


def run_ours(model: str, documents, *, strategy: str, batch_size: int):
    generator = MaskedLMGenerator(
        model=model,
        options=GeneratorOptions(strategy=strategy),  # type: ignore[arg-type]
        tagger=None,
        language="en",
        batch_size=batch_size,
    )
    generator.recorded_rows = []
    started, cpu = time.perf_counter(), time.process_time()
    results = list(generator.fill(documents))
    elapsed = (time.perf_counter() - started, time.process_time() - cpu)
    return elapsed, results, generator


def _reference_choice(generator, prediction, span, text, follows_space):
    candidates = candidates_for(
        generator.lm, prediction, follows_space=follows_space,
        original=text[span.start : span.end], k=generator.k,
        reject_punct=generator.reject_punct, reject_overlap=generator.reject_overlap,
    )  # fmt: skip
    return candidates[0].form if candidates else None


def agreement_with_loop(generator, results, top10) -> tuple[int, int]:
    """maskL: our choice against the same filters applied to the loop's top 10.

    A span whose top 10 holds no candidate that passes the filters (sub-word pieces
    and punctuation; common with random weights) cannot be compared and is skipped.
    """
    chosen = {s.span_key: s.text for _, suggestions in results for s in suggestions}
    texts = {d.key: d.text for d, _ in results}
    follows = {
        span.key: slot.follows_space
        for row in generator.recorded_rows
        for slot in row.slots
        for span in slot.spans
    }
    same = total = 0
    for key, (span, ids, scores) in top10.items():
        reference = _reference_choice(
            generator, _Prediction(ids, scores), span, texts[key[0]], follows[key]
        )
        if reference is None:
            continue
        total += 1
        same += reference == chosen[key]
    return same, total


def agreement_alone(generator, results, *, rows: int) -> tuple[int, int]:
    """repL: up to ``rows`` of our inputs run again alone through the full model."""
    lm = generator.lm
    chosen = {s.span_key: s.text for _, suggestions in results for s in suggestions}
    texts = {d.key: d.text for d, _ in results}
    recorded = generator.recorded_rows or []
    step = max(1, len(recorded) // rows)
    same = total = 0
    with torch.inference_mode():
        for row in recorded[::step][:rows]:
            logits = lm.model(input_ids=torch.tensor([row.ids])).logits[0]
            for slot in row.slots:
                scores = logits[slot.position].float()
                scores[lm.banned_ids] = float("-inf")
                top = torch.topk(torch.softmax(scores, dim=-1), k=generator.pool)
                prediction = _Prediction(top.indices.tolist(), top.values.tolist())
                for span in slot.spans:
                    reference = _reference_choice(
                        generator, prediction, span, texts[span.key[0]],
                        slot.follows_space,
                    )  # fmt: skip
                    total += 1
                    same += reference == chosen[span.key]
    return same, total


# --------------------------------------------------------------------------------
# Report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spans", type=int, default=150)
    parser.add_argument(
        "--check-rows", type=int, default=50, help="repL inputs re-run alone"
    )
    parser.add_argument("--batch-size", type=int, default=16)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument(
        "--sweep", default="", help="comma-separated batch sizes to time maskL with"
    )
    parser.add_argument("--sweep-spans", type=int, default=80)
    parser.add_argument("--output", type=Path, default=ROOT / "docs" / "performance.md")
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args()
    transformers.logging.set_verbosity_error()
    transformers.utils.logging.disable_progress_bar()

    load_before = Path("/proc/loadavg").read_text().split()[:3]
    documents = take_spans(read_documents(UD_EN), args.spans)
    span_count = sum(len(d.spans) for d in documents)
    print(f"{len(documents)} documents, {span_count} spans, torch threads "
          f"{torch.get_num_threads()}")  # fmt: skip

    with tempfile.TemporaryDirectory() as folder:
        build_model(Path(folder))

        sweep: list[tuple[int, str, float]] = []
        if args.sweep:
            subset = take_spans(documents, args.sweep_spans)
            subset_spans = sum(len(d.spans) for d in subset)
            run_ours(folder, subset[:1], strategy="maskL", batch_size=1)  # warm up
            for size in [int(s) for s in args.sweep.split(",")]:
                for strategy in ("maskL", "repL"):
                    (elapsed, _), _, _ = run_ours(
                        folder, subset, strategy=strategy, batch_size=size
                    )
                    rate = subset_spans / elapsed
                    sweep.append((size, strategy, rate))
                    print(f"sweep {strategy} batch {size}: {rate:.2f} spans/s")

        model = RobertaForMaskedLM.from_pretrained(folder).eval()
        tokenizer = RobertaTokenizer.from_pretrained(folder)
        fill_mask = pipeline("fill-mask", model=model, tokenizer=tokenizer, top_k=10)
        run_loop(fill_mask, documents[:1], context=2)  # warm up
        run_ours(folder, documents[:1], strategy="maskL", batch_size=args.batch_size)

        # The machine is shared: the three runs take turns on slices of the documents,
        # so a burst of someone else's work lands on all of them alike.
        loop_time = mask_time = rep_time = 0.0
        loop_cpu = mask_cpu = rep_cpu = 0.0
        mask_same = mask_total = rep_same = rep_total = 0
        mask_rows = rep_rows = mask_tokens = 0
        slices = [documents[i :: args.rounds] for i in range(args.rounds)]
        check_rows = max(1, args.check_rows // args.rounds)
        for part in slices:
            (elapsed, cpu), top10 = run_loop(fill_mask, part, context=2)
            loop_time, loop_cpu = loop_time + elapsed, loop_cpu + cpu
            (elapsed, cpu), mask_results, mask_gen = run_ours(
                folder, part, strategy="maskL", batch_size=args.batch_size
            )
            mask_time, mask_cpu = mask_time + elapsed, mask_cpu + cpu
            (elapsed, cpu), rep_results, rep_gen = run_ours(
                folder, part, strategy="repL", batch_size=args.batch_size
            )
            rep_time, rep_cpu = rep_time + elapsed, rep_cpu + cpu
            assert len(top10) == sum(len(d.spans) for d in part)
            same, total = agreement_with_loop(mask_gen, mask_results, top10)
            mask_same, mask_total = mask_same + same, mask_total + total
            same, total = agreement_alone(rep_gen, rep_results, rows=check_rows)
            rep_same, rep_total = rep_same + same, rep_total + total
            mask_rows += len(mask_gen.recorded_rows or [])
            rep_rows += len(rep_gen.recorded_rows or [])
            mask_tokens += sum(len(r.ids) for r in mask_gen.recorded_rows or [])
            print(f"slice done: loop {loop_time:.1f} s, maskL {mask_time:.1f} s, "
                  f"repL {rep_time:.1f} s")  # fmt: skip
        tokens = mask_tokens / mask_rows
    load_after = Path("/proc/loadavg").read_text().split()[:3]

    loop_rate = span_count / loop_time
    mask_rate = span_count / mask_time
    rep_rate = span_count / rep_time
    mask_agree = mask_same / mask_total
    rep_agree = rep_same / rep_total
    ok = (
        mask_rate >= 3 * loop_rate
        and rep_rate >= 1.5 * loop_rate
        and mask_agree >= 0.99
        and rep_agree >= 0.99
    )
    rows = [
        ("(a) pipeline loop, top_k=10", loop_time, loop_cpu, loop_rate, span_count,
         "-", "-"),
        (f"(b) maskL, batch {args.batch_size}", mask_time, mask_cpu, mask_rate,
         mask_rows,
         f"{mask_rate / loop_rate:.2f}x (>= 3x)",
         f"{mask_agree:.1%} of {mask_total}"),
        (f"(c) repL, batch {args.batch_size}", rep_time, rep_cpu, rep_rate, rep_rows,
         f"{rep_rate / loop_rate:.2f}x (>= 1.5x)", f"{rep_agree:.1%} of {rep_total}"),
    ]  # fmt: skip
    table = [
        "| run | wall time | CPU time | spans/s | model inputs | speed-up (wall) "
        "| speed-up (CPU) | agreement |",
        "|---|---|---|---|---|---|---|---|",
    ]
    cpu_speedup = {"(b)": loop_cpu / mask_cpu, "(c)": loop_cpu / rep_cpu}
    for name, seconds, cpu, rate, inputs, speedup, agree in rows:
        by_cpu = cpu_speedup.get(name[:3])
        table.append(
            f"| {name} | {seconds:.1f} s | {cpu:.1f} s | {rate:.2f} | {inputs} "
            f"| {speedup} | {f'{by_cpu:.2f}x' if by_cpu else '-'} | {agree} |"
        )
    print("\n".join(table))
    print("OK" if ok else "TARGET MISSED")

    if not args.no_write:
        now = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
        sweep_lines = ""
        if sweep:
            sweep_lines = (
                "\nBatch size sweep (maskL and repL over the first "
                f"{args.sweep_spans} spans), spans/s:\n\n"
                "| batch | maskL | repL |\n|---|---|---|\n"
                + "\n".join(
                    f"| {size} | "
                    + " | ".join(f"{rate:.2f}" for s, _, rate in sweep if s == size)
                    + " |"
                    for size in dict.fromkeys(s for s, _, _ in sweep)
                )
                + "\n"
            )
        body = f"""
`bench/mlm_throughput.py`: a roberta-base sized model (12 layers, 768 hidden, vocab
{VOCAB}) with random weights and a byte-level BPE trained on the PUD text; documents
are the English PUD treebank by `# newdoc id`, PROPN/NUM runs as spans, ±2 sentences of
context. {len(documents)} documents, {span_count} spans, {tokens:.0f} tokens per maskL
input on average. (a) is `transformers.pipeline("fill-mask", top_k=10)` called once per
span on its window; (b) and (c) are `MaskedLMGenerator`. Agreement with one window at
a time: maskL against the loop's own top 10 under the same filters (spans whose top 10
holds no candidate passing them are left out); repL on {args.check_rows} of its inputs
run again alone through the model's own forward (no padding, no batching).

What makes the difference: one pass per window in maskL, so the spans of a sentence
share it; the output layer (768 x 50265) only at the masks instead of at every token;
batches across documents (repL advances all its documents one span per step) run
packed (`generation/engines/packed.py`): the linear layers see the real tokens only,
never padding, and the encoder's last layer computes its queries, attention output and
feed-forward at the masks only. The same modules and weights run in the same order, so
the choices are those of one window at a time (the agreement column). CPU time (this
process, both threads) is given beside wall time in case other jobs share the machine;
the three runs take turns on slices of the documents for the same reason.

date: {now}; nproc: {os.cpu_count()}; CPU: {cpu_model()}; torch {torch.__version__},
transformers {transformers.__version__}, {torch.get_num_threads()} torch threads; load
average before {" ".join(load_before)}, after {" ".join(load_after)} (1/5/15 min). The
three runs take turns on {args.rounds} slices of the documents.

{chr(10).join(table)}
{sweep_lines}
Result: {"OK" if ok else "TARGET MISSED"}. Rates move with the load on the machine;
the ratios are the figure to read.

Before the packed encoder (commit fd9ddaa, the same benchmark on the same machine
just before, load 1.45): the loop 25.4 s, maskL 7.2 s (3.51x), repL 18.0 s (1.41x,
short of the target); on an Intel Xeon machine earlier that day repL gave 1.45x and
1.44x. Per span, repL must run its own window through the whole encoder; padding (25%
of the tokens of its batches here) and the last layer at every position were most of
what was left to save. Batch sizes 8 to 64 measure alike with packing (maskL 25.1 to
25.5 spans/s, repL 10.2 to 10.4 on a 25-span sweep); 4 is slower, so 16 stays.
"""
        write_section(HEADING, body, path=args.output)
        print(f"written to {args.output}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
