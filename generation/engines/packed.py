"""Run a BERT-family encoder without padding, and its last layer at the masks only.

Filling masks needs the encoder's output at the mask positions and nowhere else, and
a batch of windows of different lengths is padded to its longest one. Two kinds of
work are therefore wasted by the model's own forward pass:

* padding: every linear layer (nearly all of the compute at window lengths) spends as
  much on a padding token as on a real one;
* the last layer: its queries, attention output and feed-forward are computed at every
  position, while only the rows at the masks are read. Its keys and values are still
  needed everywhere, since the masks attend to every token.

``PackedEncoder`` runs the model's own modules (the same weights, the same operations in
the same order, so the same numbers up to float rounding) on the real tokens only,
packed into one matrix: the linear layers, layer norms and activations see no padding;
attention, a small share of the work at these lengths, runs per row with a key mask;
the last layer runs in full for keys and values only. Models whose layout is not the
BERT/RoBERTa one get ``None`` from ``packed_encoder`` and run through their own forward.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# Post-LayerNorm encoders whose modules ``_Layer.of`` knows. XLM-RoBERTa-XL is
# pre-LayerNorm (same module names, other order), so it is not here.
MODEL_TYPES = frozenset({"bert", "roberta", "xlm-roberta", "camembert"})


@dataclass(frozen=True)
class _Layer:
    query: Any
    key: Any
    value: Any
    attention_dense: Any
    attention_norm: Any
    inner: Any
    activation: Any
    outer: Any
    output_norm: Any
    heads: int
    scale: float

    @classmethod
    def of(cls, layer: Any) -> _Layer:
        """The modules of one ``BertLayer``/``RobertaLayer`` (AttributeError if not)."""
        attention = layer.attention.self
        heads = int(attention.num_attention_heads)
        scale = getattr(attention, "scaling", None)
        if scale is None:
            scale = float(attention.attention_head_size) ** -0.5
        return cls(
            query=attention.query,
            key=attention.key,
            value=attention.value,
            attention_dense=layer.attention.output.dense,
            attention_norm=layer.attention.output.LayerNorm,
            inner=layer.intermediate.dense,
            activation=layer.intermediate.intermediate_act_fn,
            outer=layer.output.dense,
            output_norm=layer.output.LayerNorm,
            heads=heads,
            scale=float(scale),
        )


def packed_encoder(model: Any) -> PackedEncoder | None:
    """A ``PackedEncoder`` over the modules of ``model``; None for unknown layouts."""
    config: Any = getattr(model, "config", None)  # not None past the next check
    if getattr(config, "model_type", None) not in MODEL_TYPES:
        return None
    if getattr(config, "is_decoder", False) or getattr(
        config, "add_cross_attention", False
    ):
        return None
    if getattr(config, "position_embedding_type", "absolute") not in (None, "absolute"):
        return None  # relative position scores enter attention: not reproduced here
    base: Any = getattr(model, "base_model", None)  # None: AttributeError below
    try:
        embeddings = base.embeddings
        layers = [_Layer.of(layer) for layer in base.encoder.layer]
    except AttributeError:
        return None
    if not layers:
        return None
    return PackedEncoder(embeddings, layers, int(config.hidden_size))


class PackedEncoder:
    def __init__(self, embeddings: Any, layers: list[_Layer], hidden: int) -> None:
        self.embeddings = embeddings
        self.layers = layers
        self.hidden = hidden

    def hidden_at(
        self,
        input_ids: Any,
        attention: Any,
        rows: list[int],
        positions: list[int],
    ) -> Any:
        """Last hidden states at (``rows[i]``, ``positions[i]``), as ``[len(rows), H]``.

        ``input_ids`` and ``attention`` are a padded ``[B, L]`` batch as the model
        takes it (right padding, attention 1 on real tokens). Call under
        ``torch.inference_mode()``.
        """
        import torch

        batch, width = input_ids.shape
        keep = attention.bool()
        real = keep.reshape(-1).nonzero().squeeze(1)  # flat indices of real tokens
        # The embeddings see the padded batch, exactly as in the model's forward
        # (RoBERTa numbers positions from the padding), then padding is dropped.
        states = self.embeddings(input_ids=input_ids)
        states = states.reshape(batch * width, self.hidden)[real]
        key_mask = keep[:, None, None, :]
        shape = _Shape(batch, width, self.hidden, real)
        for layer in self.layers[:-1]:
            states = _full_layer(layer, states, key_mask, shape)

        where = torch.full((batch * width,), -1, dtype=torch.long, device=real.device)
        where[real] = torch.arange(real.numel(), device=real.device)
        row_index = torch.tensor(rows, dtype=torch.long, device=real.device)
        wanted = where[row_index * width + torch.tensor(positions, device=real.device)]
        if bool((wanted < 0).any()):
            raise ValueError("a wanted position is padding")
        return _last_layer(self.layers[-1], states, wanted, row_index, key_mask, shape)


@dataclass(frozen=True)
class _Shape:
    batch: int
    width: int
    hidden: int
    real: Any  # flat indices of the real tokens in the padded [batch * width]

    def spread(self, packed: Any, heads: int) -> Any:
        """``[T, H]`` packed rows to ``[B, heads, L, H / heads]``, zeros at padding."""
        padded = packed.new_zeros(self.batch * self.width, packed.shape[-1])
        padded[self.real] = packed
        return padded.view(self.batch, self.width, heads, -1).transpose(1, 2)


def _full_layer(layer: _Layer, states: Any, key_mask: Any, shape: _Shape) -> Any:
    from torch.nn.functional import scaled_dot_product_attention

    query = shape.spread(layer.query(states), layer.heads)
    key = shape.spread(layer.key(states), layer.heads)
    value = shape.spread(layer.value(states), layer.heads)
    context = scaled_dot_product_attention(
        query, key, value, attn_mask=key_mask, scale=layer.scale
    )
    context = context.transpose(1, 2).reshape(shape.batch * shape.width, -1)
    return _feed_forward(layer, context[shape.real], states)


def _last_layer(
    layer: _Layer,
    states: Any,
    wanted: Any,
    row_index: Any,
    key_mask: Any,
    shape: _Shape,
) -> Any:
    """The last layer at the wanted packed rows only; keys and values everywhere."""
    from torch.nn.functional import scaled_dot_product_attention

    key = shape.spread(layer.key(states), layer.heads)[row_index]
    value = shape.spread(layer.value(states), layer.heads)[row_index]
    selected = states[wanted]
    count = selected.shape[0]
    query = layer.query(selected).view(count, 1, layer.heads, -1).transpose(1, 2)
    context = scaled_dot_product_attention(
        query, key, value, attn_mask=key_mask[row_index], scale=layer.scale
    )
    return _feed_forward(layer, context.transpose(1, 2).reshape(count, -1), selected)


def _feed_forward(layer: _Layer, context: Any, residual: Any) -> Any:
    attended = layer.attention_norm(layer.attention_dense(context) + residual)
    inner = layer.activation(layer.inner(attended))
    return layer.output_norm(layer.outer(inner) + attended)
