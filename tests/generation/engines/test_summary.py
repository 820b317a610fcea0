"""Summary agreement: the seq2seq summariser, ROUGE and the measure.

The summariser runs against a tiny T5 built on the spot (model hubs are out of reach):
a word-level tokenizer trained on the English PUD sentences and a 1-layer model with
random weights. Its summaries are nonsense, but deterministic nonsense, which is all
loading, batching and truncation need.
"""

from __future__ import annotations

import os

os.environ["HF_HUB_OFFLINE"] = "1"
os.environ["TRANSFORMERS_OFFLINE"] = "1"

from collections.abc import Sequence  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from generation.engines.summary import (  # noqa: E402
    FALLBACK_MAX_INPUT,
    ROUGE_KEYS,
    Seq2SeqSummariser,
    input_limit,
    load_summariser,
    rouge_scores,
    sentences,
    summary_rouge,
)
from generation.engines.types import EngineError  # noqa: E402
from tests.generation.tiny_models import pud_sentences  # noqa: E402

MAX_INPUT = 64  # tokens: small, so that truncation is cheap to test
SETTING = "PSEUDOWEB_SUMMARY_MODEL"


def build_tiny_t5(folder: Path) -> Path:
    """Save a word-level tokenizer and a random 1-layer T5 in ``folder``."""
    import torch
    from tokenizers import Tokenizer, models, normalizers, pre_tokenizers, processors
    from tokenizers.trainers import WordLevelTrainer
    from transformers import (
        PreTrainedTokenizerFast,
        T5Config,
        T5ForConditionalGeneration,
    )

    words = Tokenizer(models.WordLevel(unk_token="<unk>"))
    words.normalizer = normalizers.Lowercase()
    words.pre_tokenizer = pre_tokenizers.Whitespace()
    # The ids of T5: padding 0 (also the decoder's start), end of sequence 1.
    words.train_from_iterator(
        ["summarize:", *pud_sentences()],
        WordLevelTrainer(
            vocab_size=800,
            special_tokens=["<pad>", "</s>", "<unk>"],
            show_progress=False,
        ),
    )
    # T5 ends every input with </s>.
    words.post_processor = processors.TemplateProcessing(
        single="$A </s>", special_tokens=[("</s>", 1)]
    )
    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=words,
        pad_token="<pad>",
        eos_token="</s>",
        unk_token="<unk>",
        model_max_length=MAX_INPUT,
    )
    config = T5Config(
        vocab_size=len(tokenizer),
        d_model=32,
        d_kv=16,
        d_ff=64,
        num_layers=1,
        num_decoder_layers=1,
        num_heads=2,
        pad_token_id=tokenizer.pad_token_id,
        eos_token_id=tokenizer.eos_token_id,
        decoder_start_token_id=tokenizer.pad_token_id,
        task_specific_params={"summarization": {"prefix": "summarize: "}},
        # Weights this large make the summary depend on the input; at the default
        # scale every input gets the same word repeated, and no test could tell.
        initializer_factor=4.0,
    )
    torch.manual_seed(0)
    model = T5ForConditionalGeneration(config)
    tokenizer.save_pretrained(folder)
    model.save_pretrained(folder)
    return folder


@pytest.fixture(scope="session")
def tiny_t5(tmp_path_factory: pytest.TempPathFactory) -> str:
    return str(build_tiny_t5(tmp_path_factory.mktemp("tiny-t5")))


def summariser(path: str) -> Seq2SeqSummariser:
    # Few new tokens: random weights never say </s>, so every summary is this long.
    loaded = load_summariser(path, setting=SETTING, max_new_tokens=8)
    assert isinstance(loaded, Seq2SeqSummariser)
    return loaded


# --------------------------------------------------------------------------------
# The seq2seq summariser


def test_summariser_loads_from_a_folder_with_the_models_prefix_and_limit(tiny_t5):
    loaded = summariser(tiny_t5)

    assert isinstance(loaded, Seq2SeqSummariser)
    assert loaded.name == tiny_t5
    assert loaded.prefix == "summarize: "
    assert loaded.max_input_tokens == MAX_INPUT


def test_summaries_are_deterministic_and_one_per_text(tiny_t5):
    texts = pud_sentences()[:6]  # more than one internal batch of 4

    first = summariser(tiny_t5).summarise(texts)
    second = summariser(tiny_t5).summarise(texts)

    assert first == second
    assert len(first) == len(texts)
    assert all(isinstance(summary, str) and summary for summary in first)
    assert len(set(first)) > 1  # the summaries are of these texts, not a constant


def test_batched_summaries_come_back_in_the_order_of_the_texts(tiny_t5):
    # Batches are formed by length, so the order inside differs from the caller's.
    texts = sorted(pud_sentences()[:6], key=len, reverse=True)

    batched = summariser(tiny_t5).summarise(texts)

    assert batched == [summariser(tiny_t5).summarise([text])[0] for text in texts]


def test_summariser_is_loaded_once_per_process(tiny_t5):
    assert summariser(tiny_t5) is summariser(tiny_t5)
    # Another output length is another summariser over the same weights.
    longer = load_summariser(tiny_t5, setting=SETTING, max_new_tokens=4)
    assert longer is not summariser(tiny_t5)
    assert longer.model is summariser(tiny_t5).model


def test_a_very_long_input_is_cut_to_the_models_limit(tiny_t5):
    words = " ".join(pud_sentences()).split()
    long_text = " ".join((words * 2)[:5000])
    beginning = " ".join(words[:200])  # also longer than MAX_INPUT tokens

    [summary] = summariser(tiny_t5).summarise([long_text])

    # Both are cut to their first MAX_INPUT tokens, so the model sees the same input
    # (uncut, this model summarises them differently).
    assert summary == summariser(tiny_t5).summarise([beginning])[0]


def test_a_tokenizer_without_a_real_limit_gets_the_fallback():
    class Unlimited:
        model_max_length = int(1e30)  # what transformers says when it does not know

    assert input_limit(Unlimited()) == FALLBACK_MAX_INPUT


def test_missing_model_folder_raises_engine_error_naming_the_setting(tmp_path):
    with pytest.raises(EngineError) as caught:
        load_summariser(str(tmp_path / "no-such-model"), setting=SETTING)

    message = str(caught.value)
    assert caught.value.setting == SETTING
    assert SETTING in message and "no such folder" in message
    assert "summariser" in message and "\n" not in message
    assert caught.value.__cause__ is None and caught.value.__suppress_context__


def test_unreachable_hub_model_raises_engine_error_not_a_traceback(monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")

    with pytest.raises(EngineError) as caught:
        load_summariser("SEBIS/legal_t5_that_is_not_cached", setting=SETTING)

    message = str(caught.value)
    assert "SEBIS/legal_t5_that_is_not_cached" in message and SETTING in message
    assert "not in the local cache" in message
    assert caught.value.__cause__ is None and caught.value.__suppress_context__


# --------------------------------------------------------------------------------
# ROUGE


def test_rouge_of_one_changed_word_matches_the_hand_computed_figures():
    # Words: the cat sat on the mat / the cat lay on the mat (6 each; none is
    # longer than 3 letters, so the stemmer changes nothing).
    # ROUGE-1: the x2, cat, on, mat = 5 shared: P = R = F = 5/6.
    # ROUGE-2: the-cat, on-the, the-mat shared of 5 bigrams each: F = 3/5.
    # ROUGE-L: longest common subsequence "the cat on the mat" = 5: F = 5/6.
    # ROUGE-Lsum: one sentence, so as ROUGE-L.
    scores = rouge_scores(
        "the cat sat on the mat", "the cat lay on the mat", language="en"
    )

    assert scores == pytest.approx(
        {"rouge1": 5 / 6, "rouge2": 3 / 5, "rougeL": 5 / 6, "rougeLsum": 5 / 6}
    )


def test_english_words_are_stemmed():
    # "judges" and "judge" both stem to "judg": all three words shared.
    scores = rouge_scores("The judges ruled", "the judge ruled", language="en")

    assert scores == pytest.approx(dict.fromkeys(ROUGE_KEYS, 1.0))


def test_swedish_letters_count_as_letters():
    # Words: hår och skägg / hör och skägg. ROUGE-1: och, skägg shared: F = 2/3.
    # ROUGE-2: och-skägg of 2 bigrams each: F = 1/2. ROUGE-L: "och skägg": F = 2/3.
    # rouge-score's own tokenizer reads both as "h r och sk gg", identical (F = 1).
    scores = rouge_scores("Hår och skägg", "Hör och skägg", language="sv")

    assert scores == pytest.approx(
        {"rouge1": 2 / 3, "rouge2": 1 / 2, "rougeL": 2 / 3, "rougeLsum": 2 / 3}
    )


def test_swedish_words_are_not_stemmed_as_english():
    # "domstolens" would lose its "s" to Porter; here it stays another word.
    scores = rouge_scores("domstolen dömde", "domstolens dom", language="sv")

    assert scores["rouge1"] == 0.0


def test_rouge_lsum_compares_sentence_by_sentence():
    # The same two sentences in the other order.
    # ROUGE-L over the whole text: the cat sat the dog ran / the dog ran the cat sat:
    # the longest common subsequence is "the cat sat" (3 of 6 words): F = 1/2.
    # ROUGE-Lsum: each reference sentence finds all its words in one candidate
    # sentence ("the cat sat", "the dog ran"): 6 hits of 6 words each way: F = 1.
    scores = rouge_scores(
        "The cat sat. The dog ran.", "The dog ran. The cat sat.", language="en"
    )

    assert scores["rougeL"] == pytest.approx(1 / 2)
    assert scores["rougeLsum"] == pytest.approx(1.0)


def test_sentences_end_before_a_capital_or_a_digit():
    text = "The court met on 3 May. It ruled, i.e. for him!  12 days later: appeal"

    assert sentences(text) == [
        "The court met on 3 May.",
        "It ruled, i.e. for him!",
        "12 days later: appeal",
    ]


# --------------------------------------------------------------------------------
# The measure


class FakeSummariser:
    """Summaries looked up in a table; remembers every text it was given."""

    name = "fake-summariser"

    def __init__(self, table: dict[str, str]) -> None:
        self.table = table
        self.seen: list[str] = []

    def summarise(self, texts: Sequence[str]) -> list[str]:
        self.seen.extend(texts)
        return [self.table[text] for text in texts]


def test_summary_rouge_averages_documents_and_reports_progress():
    fake = FakeSummariser(
        {
            "original one": "the cat sat on the mat",
            "pseudonymized one": "the cat lay on the mat",
            "unchanged two": "whatever it says",
        }
    )
    calls: list[tuple[int, int]] = []

    result = summary_rouge(
        [
            ("original one", "pseudonymized one", "en"),
            ("unchanged two", "unchanged two", "en"),
        ],
        fake,
        progress=lambda done, total: calls.append((done, total)),
        batch=1,
    )

    # Document one as in the hand-computed test above; document two scores 1.
    # ROUGE-1, -L, -Lsum: (5/6 + 1) / 2 = 11/12; ROUGE-2: (3/5 + 1) / 2 = 4/5.
    assert result == {
        "rouge1": 0.9167,
        "rouge2": 0.8,
        "rougeL": 0.9167,
        "rougeLsum": 0.9167,
        "model": "fake-summariser",
        "documents": 2,
    }
    assert calls == [(1, 2), (2, 2)]
    assert fake.seen.count("unchanged two") == 1


def test_summary_rouge_scores_each_document_in_its_language():
    fake = FakeSummariser({"a": "Hår och skägg", "b": "Hör och skägg"})

    result = summary_rouge([("a", "b", "sv")], fake)

    assert result["rouge1"] == 0.6667 and result["rouge2"] == 0.5


def test_identical_summaries_agree_fully_even_when_empty():
    fake = FakeSummariser({"original": "", "pseudonymized": ""})

    result = summary_rouge([("original", "pseudonymized", "en")], fake)

    assert [result[key] for key in ROUGE_KEYS] == [1.0, 1.0, 1.0, 1.0]


def test_summary_rouge_batches_documents():
    table = {f"text {i}": f"summary {i}" for i in range(5)}
    fake = FakeSummariser(table)
    calls: list[tuple[int, int]] = []

    result = summary_rouge(
        [(f"text {i}", f"text {i}", "en") for i in range(5)],
        fake,
        progress=lambda done, total: calls.append((done, total)),
        batch=2,
    )

    assert calls == [(2, 5), (4, 5), (5, 5)]
    assert sorted(fake.seen) == sorted(table)
    assert result["documents"] == 5 and result["rouge1"] == 1.0


def test_summary_rouge_needs_documents():
    with pytest.raises(ValueError):
        summary_rouge([], FakeSummariser({}))


def test_the_light_summariser_keeps_the_three_sentences_richest_in_repeated_words():
    text = (
        "Anna Berg lives in Lund. The weather was fine. Anna Berg works in Lund "
        "hospital. Lunch was late. Berg and Anna met in Lund again. It rained."
    )
    light = load_summariser("light", setting=SETTING)
    assert light.name.startswith("light")
    # words of 4+ letters: anna x3, berg x3, lund x3, lives, weather, works,
    # hospital, lunch, late, again, rained x1; the three sentences with Anna, Berg
    # and Lund score highest, and come back in the text's order
    assert light.summarise([text]) == [
        "Anna Berg lives in Lund. Anna Berg works in Lund hospital. "
        "Berg and Anna met in Lund again."
    ]
    # a pseudonym that changes what the text repeats changes the summary
    changed = text.replace("Anna Berg works in Lund", "Eva Ek works in Malmö")
    assert light.summarise([changed]) != light.summarise([text])
    assert light.summarise(["One sentence only."]) == ["One sentence only."]
