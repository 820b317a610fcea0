"""The packed encoder against the model's own forward pass, one row at a time."""

from __future__ import annotations

import os

os.environ["HF_HUB_OFFLINE"] = "1"
os.environ["TRANSFORMERS_OFFLINE"] = "1"

import pytest  # noqa: E402
import torch  # noqa: E402
from transformers import (  # noqa: E402
    BertConfig,
    BertForMaskedLM,
    DistilBertConfig,
    DistilBertForMaskedLM,
    RobertaConfig,
    RobertaForMaskedLM,
)

from generation.engines.packed import packed_encoder  # noqa: E402

from .test_mlm import generator, pud_documents  # noqa: E402

SMALL = {
    "vocab_size": 300,
    "hidden_size": 48,
    "num_hidden_layers": 3,
    "num_attention_heads": 4,
    "intermediate_size": 96,
    "max_position_embeddings": 80,
}
PAD = 1


def _model(kind: str):
    torch.manual_seed(0)
    if kind == "roberta":
        model = RobertaForMaskedLM(RobertaConfig(pad_token_id=PAD, **SMALL))
    else:
        model = BertForMaskedLM(BertConfig(pad_token_id=PAD, **SMALL))
    return model.eval()


def _batch(lengths: list[int]) -> tuple[torch.Tensor, torch.Tensor]:
    generator_ = torch.Generator().manual_seed(1)
    ids = torch.full((len(lengths), max(lengths)), PAD, dtype=torch.long)
    attention = torch.zeros_like(ids)
    for row, length in enumerate(lengths):
        ids[row, :length] = torch.randint(5, 300, (length,), generator=generator_)
        attention[row, :length] = 1
    return ids, attention


@pytest.mark.parametrize("kind", ["roberta", "bert"])
def test_hidden_states_at_the_masks_equal_the_models_own_forward_row_by_row(kind):
    model = _model(kind)
    encoder = packed_encoder(model)
    assert encoder is not None
    lengths = [7, 19, 12, 3, 19]
    ids, attention = _batch(lengths)
    # Several positions in one row, the first and the last token, every row.
    rows = [0, 0, 1, 1, 2, 3, 3, 4]
    positions = [0, 6, 18, 4, 11, 1, 2, 9]
    with torch.inference_mode():
        ours = encoder.hidden_at(ids, attention, rows, positions)
        reference = torch.stack(
            [
                model.base_model(input_ids=ids[row : row + 1, : lengths[row]])[0][
                    0, position
                ]
                for row, position in zip(rows, positions, strict=True)
            ]
        )
    assert ours.shape == (len(rows), SMALL["hidden_size"])
    assert torch.allclose(ours, reference, atol=1e-5), (ours - reference).abs().max()
    # The same input with more padding (a wider batch) gives the same numbers.
    wider_ids, wider_attention = _batch(lengths + [40])
    with torch.inference_mode():
        wider = encoder.hidden_at(wider_ids, wider_attention, rows, positions)
    assert torch.allclose(wider, ours, atol=1e-5)


def test_a_position_in_the_padding_is_refused():
    encoder = packed_encoder(_model("roberta"))
    ids, attention = _batch([5, 9])
    with torch.inference_mode(), pytest.raises(ValueError, match="padding"):
        encoder.hidden_at(ids, attention, [0], [7])


def test_unknown_layouts_get_no_packed_encoder():
    distil = DistilBertForMaskedLM(
        DistilBertConfig(vocab_size=300, dim=48, n_layers=2, n_heads=4, hidden_dim=96)
    )
    assert packed_encoder(distil) is None
    decoder = RobertaForMaskedLM(RobertaConfig(pad_token_id=PAD, **SMALL))
    decoder.config.is_decoder = True
    assert packed_encoder(decoder) is None
    assert packed_encoder(_model("roberta")) is not None


def test_generator_choices_are_the_same_with_and_without_packing(
    tiny_base, monkeypatch
):
    documents = pud_documents(8)
    for strategy in ("maskL", "repL"):
        packed = generator(str(tiny_base), strategy=strategy, batch_size=16)
        assert packed.lm.packed is not None
        ours = list(packed.fill(documents))
        plain = generator(str(tiny_base), strategy=strategy, batch_size=1)
        # The loaded model is shared in the process: switch packing off for this one.
        monkeypatch.setattr(plain.lm, "packed", None)
        reference = list(plain.fill(documents))
        monkeypatch.undo()
        assert sum(len(s) for _, s in ours) > 20
        for (_, mine), (_, theirs) in zip(ours, reference, strict=True):
            assert [s.text for s in mine] == [s.text for s in theirs]
            assert [s.alternatives for s in mine] == [s.alternatives for s in theirs]
