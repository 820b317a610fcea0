"""A tiny RoBERTa with a byte-level BPE trained on the English PUD sentences.

Model hubs are out of reach, so tests build their masked LM on the spot: random
weights, 2 layers, a 1000-entry vocabulary. ``tiny_base`` (tests/generation/conftest.py)
saves one per session.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

UD_EN = os.environ.get(
    "PSEUDOWEB_UD_EN",
    str(
        Path(__file__).resolve().parents[2]
        / "generation/resources/ud/en_pud-ud-test.conllu"
    ),
)
MAX_POSITIONS = 130  # 128 tokens of input: small enough to test truncation cheaply


def pud_sentences() -> list[str]:
    with open(UD_EN, encoding="utf-8") as handle:
        return [
            line[len("# text = ") :].strip()
            for line in handle
            if line.startswith("# text = ")
        ]


def build_tiny_roberta(folder: Path) -> Path:
    """Save a tokenizer and a randomly initialised 2-layer RoBERTa in ``folder``."""
    import torch
    from tokenizers import ByteLevelBPETokenizer
    from transformers import (
        AddedToken,
        RobertaConfig,
        RobertaForMaskedLM,
        RobertaTokenizer,
    )

    bpe = ByteLevelBPETokenizer()
    bpe.train_from_iterator(
        pud_sentences(),
        vocab_size=1000,
        min_frequency=2,
        special_tokens=["<s>", "<pad>", "</s>", "<unk>", "<mask>"],
        show_progress=False,
    )
    merges = json.loads(bpe._tokenizer.to_str())["model"]["merges"]
    merges = [tuple(m) if isinstance(m, list) else tuple(m.split(" ")) for m in merges]
    tokenizer = RobertaTokenizer(
        vocab=bpe.get_vocab(),
        merges=merges,
        # As in the real RoBERTa: the mask swallows the space before it.
        mask_token=AddedToken("<mask>", lstrip=True, rstrip=False),
    )
    config = RobertaConfig(
        vocab_size=len(tokenizer),
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=MAX_POSITIONS,
        pad_token_id=tokenizer.pad_token_id,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
    )
    torch.manual_seed(0)
    model = RobertaForMaskedLM(config)
    tokenizer.save_pretrained(folder)
    model.save_pretrained(folder)
    return folder
