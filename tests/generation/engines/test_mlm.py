"""The masked-LM generator, run against a tiny RoBERTa built on the spot.

The tokenizer is a byte-level BPE trained on the English PUD sentences; the model has
random weights. Where a test needs a known ranking, the LM head's bias is set so that
chosen tokens outrank everything the random weights could say.
"""

from __future__ import annotations

import os

os.environ["HF_HUB_OFFLINE"] = "1"
os.environ["TRANSFORMERS_OFFLINE"] = "1"

import re  # noqa: E402
from collections.abc import Sequence  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
import torch  # noqa: E402
from transformers import (  # noqa: E402
    RobertaForMaskedLM,
    RobertaTokenizer,
)

from generation.engines.mlm import MaskedLMGenerator, load_masked_lm  # noqa: E402
from generation.engines.tagging import Token  # noqa: E402
from generation.engines.types import (  # noqa: E402
    FAILED,
    EngineDocument,
    EngineError,
    GeneratorOptions,
    SpanRef,
)
from generation.engines.windows import Sentence  # noqa: E402
from tests.generation.tiny_models import MAX_POSITIONS, UD_EN, pud_sentences  # noqa: E402


@pytest.fixture(scope="session")
def ranked_model(tmp_path_factory: pytest.TempPathFactory, tiny_base: Path):
    """Save a copy of the tiny model whose LM head ranks ``tokens`` first, in order."""
    made: dict[tuple[str, ...], str] = {}

    def make(tokens: Sequence[str]) -> str:
        key = tuple(tokens)
        if key not in made:
            folder = tmp_path_factory.mktemp("ranked")
            model = RobertaForMaskedLM.from_pretrained(tiny_base)
            tokenizer = RobertaTokenizer.from_pretrained(tiny_base)
            with torch.no_grad():
                for rank, token in enumerate(tokens):
                    token_id = tokenizer.convert_tokens_to_ids(token)
                    assert token_id != tokenizer.unk_token_id, token
                    model.lm_head.bias[token_id] = 1000.0 - 10.0 * rank
            model.save_pretrained(folder)
            tokenizer.save_pretrained(folder)
            made[key] = str(folder)
        return made[key]

    return make


class WordTagger:
    """A tagger that looks words up in a table (NOUN when absent)."""

    name = "table"

    def __init__(self, table: dict[str, str]) -> None:
        self.table = table
        self.asked: list[tuple[str, str, str]] = []

    def tag(self, text: str, sentences: Sequence[Sentence]) -> list[Token]:
        return [
            Token(m.start(), m.end(), m.group(), self.table.get(m.group(), "NOUN"))
            for m in re.finditer(r"\w+|[^\w\s]", text)
        ]

    def tag_in_context(self, left: str, word: str, right: str) -> str:
        return self.tag_many_in_context([(left, word, right)])[0]

    def tag_many_in_context(self, items: Sequence[tuple[str, str, str]]) -> list[str]:
        self.asked.extend(items)
        return [self.table.get(word.split()[-1], "NOUN") for _, word, _ in items]


def doc_with(text: str, *spans: str, key: str = "d1") -> EngineDocument:
    """A document with a span on the first occurrence of each string after the last."""
    refs = []
    position = 0
    for n, piece in enumerate(spans):
        start = text.index(piece, position)
        refs.append(
            SpanRef(key=f"{key}-{n}", start=start, end=start + len(piece), label="PER")
        )
        position = start + len(piece)
    return EngineDocument(key=key, text=text, spans=tuple(refs))


def pud_documents(count: int) -> list[EngineDocument]:
    """Documents of consecutive PUD sentences, capitalised words as spans."""
    sentences = pud_sentences()
    documents = []
    for d in range(count):
        text = " ".join(sentences[d * 4 : d * 4 + 4])
        spans = []
        for n, match in enumerate(re.finditer(r"(?<=\s)[A-Z][a-z]+", text)):
            spans.append(
                SpanRef(key=(d, n), start=match.start(), end=match.end(), label="MISC")
            )
        documents.append(EngineDocument(key=d, text=text, spans=tuple(spans)))
    return documents


def generator(model: str, **options) -> MaskedLMGenerator:
    tagger = options.pop("tagger", None)
    batch_size = options.pop("batch_size", None)
    return MaskedLMGenerator(
        model=model,
        options=GeneratorOptions(**options),
        tagger=tagger,
        language="en",
        batch_size=batch_size,
    )


def fill_one(gen: MaskedLMGenerator, document: EngineDocument):
    [(returned, suggestions)] = list(gen.fill([document]))
    assert returned is document
    return suggestions


# ---------------------------------------------------------------------------------


def test_missing_model_folder_raises_engine_error_naming_the_setting(tmp_path):
    with pytest.raises(EngineError) as caught:
        MaskedLMGenerator(
            model=str(tmp_path / "no-such-model"),
            options=GeneratorOptions(),
            tagger=None,
            language="sv",
        )
    assert caught.value.setting == "PSEUDOWEB_MLM_MODEL_SV"
    message = str(caught.value)
    assert "PSEUDOWEB_MLM_MODEL_SV" in message and "--option model=" in message
    assert "\n" not in message


def test_unreachable_hub_model_raises_engine_error_not_a_traceback():
    with pytest.raises(EngineError) as caught:
        load_masked_lm(
            "FacebookAI/roberta-large-that-is-not-cached",
            setting="PSEUDOWEB_MLM_MODEL_EN",
        )
    assert "PSEUDOWEB_MLM_MODEL_EN" in str(caught.value)
    assert caught.value.__cause__ is None


def test_model_is_loaded_once_per_process(tiny_base):
    first = generator(str(tiny_base))
    second = generator(str(tiny_base), strategy="repL")
    assert first.lm is second.lm


def test_top1_is_chosen_and_k_alternatives_kept_in_probability_order(ranked_model):
    model = ranked_model(["Ġthat", "Ġwith", "Ġfrom", "Ġhave", "Ġalso", "Ġwill"])
    document = doc_with(
        "The letter was sent by Maria Svensson in May.", "Maria Svensson"
    )
    [suggestion] = fill_one(generator(model, k=4), document)
    assert suggestion.text == "that"
    assert suggestion.alternatives == ["that", "with", "from", "have"]
    assert suggestion.span_key == "d1-0"
    assert not suggestion.failed


def test_default_k_keeps_ten_distinct_alternatives(tiny_base):
    [suggestion] = fill_one(
        generator(str(tiny_base)), doc_with("He met Anna at the station.", "Anna")
    )
    assert len(suggestion.alternatives) == 10
    assert len(set(suggestion.alternatives)) == 10
    assert suggestion.text == suggestion.alternatives[0]


def test_upos_filter_picks_the_first_candidate_with_the_span_upos(ranked_model):
    model = ranked_model(["Ġthat", "Ġwith", "Ġfrom", "Ġhave", "Ġalso"])
    tagger = WordTagger({"Anna": "PROPN", "from": "PROPN", "also": "PROPN"})
    document = doc_with("He met Anna at the station.", "Anna")
    [suggestion] = fill_one(generator(model, k=5, upos=True, tagger=tagger), document)
    assert suggestion.text == "from"
    assert suggestion.upos == "PROPN"
    assert suggestion.alternatives[0] == "that"
    # Candidates are tagged in the span's sentence, in place of the span.
    assert ("He met ", "from", " at the station.") in tagger.asked


def test_upos_filter_falls_back_to_top1_when_nothing_matches(ranked_model):
    model = ranked_model(["Ġthat", "Ġwith", "Ġfrom", "Ġhave", "Ġalso"])
    tagger = WordTagger({"Anna": "PROPN"})
    document = doc_with("He met Anna at the station.", "Anna")
    [suggestion] = fill_one(generator(model, k=5, upos=True, tagger=tagger), document)
    assert suggestion.text == "that"
    assert suggestion.upos == "PROPN"


def test_upos_filter_works_with_the_treebank_tagger(ranked_model):
    from generation.engines.inventory import load_inventory
    from generation.engines.tagging import ConlluTagger

    tagger = ConlluTagger(load_inventory(UD_EN, language="en"), language="en")
    model = ranked_model(["Ġthat", "Ġsaid", "Ġyear", "Ġwith"])
    document = doc_with("He met the lawyer at the station.", "lawyer")
    [suggestion] = fill_one(generator(model, k=4, upos=True, tagger=tagger), document)
    assert suggestion.upos == "NOUN"
    assert suggestion.text == "year"


def test_upos_constraint_without_a_tagger_is_refused(tiny_base):
    with pytest.raises(EngineError):
        generator(str(tiny_base), upos=True)


def test_reject_overlap_drops_candidates_sharing_a_word_with_the_span(ranked_model):
    model = ranked_model(["Ġthat", "Ġ20", "Ġwith", "Ġfrom"])
    document = doc_with("It was signed by That 20 Group today.", "That 20 Group")
    [kept] = fill_one(generator(model, k=3), document)
    assert kept.text == "that"
    [rejected] = fill_one(
        generator(model, k=3, extra={"reject_overlap": "1"}), document
    )
    # "that" shares a word (casefolded); "20" is a numeral, which does not count.
    assert rejected.text == "20"
    assert rejected.alternatives == ["20", "with", "from"]


def test_punctuation_only_candidates_are_rejected_unless_allowed(ranked_model):
    model = ranked_model([",", "Ġthat", "Ġwith"])
    # At the start of the text the mask follows no space, so "," is not a sub-word.
    document = doc_with("Anna came home late.", "Anna")
    [default] = fill_one(generator(model, k=2), document)
    assert default.text == "that"
    assert "," not in default.alternatives
    [allowed] = fill_one(generator(model, k=2, extra={"reject_punct": "0"}), document)
    assert allowed.text == ","


def test_word_continuation_pieces_are_rejected_after_a_space(ranked_model):
    model = ranked_model(["ation", "Ġthat", "Ġwith"])
    [after_space] = fill_one(
        generator(model, k=2), doc_with("He met Anna at home.", "Anna")
    )
    assert after_space.text == "that"
    [at_start] = fill_one(
        generator(model, k=2), doc_with("Anna met him at home.", "Anna")
    )
    assert at_start.text == "ation"


def test_maskL_fills_all_masks_of_a_sentence_with_one_row(ranked_model):
    model = ranked_model(["Ġthat"])
    document = doc_with(
        "First sentence here. Anna met Bob and Carl in Oslo. Last one here.",
        "Anna",
        "Bob",
        "Carl",
        "Oslo",
    )
    gen = generator(model)
    gen.recorded_rows = []
    suggestions = fill_one(gen, document)
    assert [s.span_key for s in suggestions] == ["d1-0", "d1-1", "d1-2", "d1-3"]
    assert len(gen.recorded_rows) == 1
    [row] = gen.recorded_rows
    assert len(row.slots) == 4
    assert row.text == (
        "First sentence here. <mask> met <mask> and <mask> in <mask>. Last one here."
    )


def test_repL_contexts_contain_the_earlier_choices(ranked_model):
    model = ranked_model(["Ġthat"])
    document = doc_with("Anna met Bob. Then Carl left.", "Anna", "Bob", "Carl")
    gen = generator(model, strategy="repL")
    gen.recorded_rows = []
    suggestions = fill_one(gen, document)
    assert [s.text for s in suggestions] == ["that", "that", "that"]
    assert [row.text for row in gen.recorded_rows] == [
        "<mask> met <mask>. Then <mask> left.",
        "that met <mask>. Then <mask> left.",
        "that met that. Then <mask> left.",
    ]


def test_repL_steps_batch_the_ith_span_of_every_document(ranked_model):
    model = ranked_model(["Ġthat"])
    documents = [
        doc_with("Anna met Bob here.", "Anna", "Bob", key="a"),
        doc_with("Then Carl left.", "Carl", key="b"),
    ]
    gen = generator(model, strategy="repL")
    gen.recorded_rows = []
    filled = list(gen.fill(documents))
    assert [d.key for d, _ in filled] == ["a", "b"]
    # Step 1 holds one row per document, step 2 only the document with two spans.
    assert [row.document for row in gen.recorded_rows] == [0, 1, 0]


def test_batched_output_equals_one_window_at_a_time(tiny_base):
    documents = pud_documents(12)
    for strategy in ("maskL", "repL"):
        batched = list(
            generator(str(tiny_base), strategy=strategy, batch_size=16).fill(documents)
        )
        single = list(
            generator(str(tiny_base), strategy=strategy, batch_size=1).fill(documents)
        )
        assert sum(len(s) for _, s in batched) > 30
        for (_, ours), (_, reference) in zip(batched, single, strict=True):
            assert [s.text for s in ours] == [s.text for s in reference]
            assert [s.alternatives for s in ours] == [s.alternatives for s in reference]


def test_long_windows_are_cut_around_the_target_mask(tiny_base):
    filler = " ".join(["The committee discussed the report at length."] * 12)
    text = f"{filler} Then Anna spoke briefly. {filler}"
    document = doc_with(text, "Anna")
    gen = generator(str(tiny_base), context=5)
    gen.recorded_rows = []
    [suggestion] = fill_one(gen, document)
    assert not suggestion.failed
    [row] = gen.recorded_rows
    assert len(row.ids) == MAX_POSITIONS - 2
    [slot] = row.slots
    assert row.ids[slot.position] == gen.lm.mask_id


def test_topk_sampling_is_reproducible_with_a_seed_and_varies_across_seeds(tiny_base):
    documents = pud_documents(6)

    def run(seed: int, batch_size: int) -> list[str]:
        gen = generator(
            str(tiny_base), seed=seed, batch_size=batch_size, extra={"sampling": "topk"}
        )
        return [s.text for _, suggestions in gen.fill(documents) for s in suggestions]

    first = run(7, 16)
    assert run(7, 16) == first
    assert run(7, 1) == first  # the draw does not depend on batching
    assert run(8, 16) != first
    top1 = [
        s.text
        for _, suggestions in generator(str(tiny_base)).fill(documents)
        for s in suggestions
    ]
    assert first != top1


def test_sampled_choice_is_one_of_the_alternatives(tiny_base):
    gen = generator(str(tiny_base), seed=3, extra={"sampling": "topk"})
    for _, suggestions in gen.fill(pud_documents(3)):
        for suggestion in suggestions:
            assert suggestion.text in suggestion.alternatives


def test_documents_come_back_in_order_including_ones_without_spans(tiny_base):
    documents = [
        doc_with("Anna came.", "Anna", key="a"),
        EngineDocument(key="b", text="Nothing to hide here.", spans=()),
        EngineDocument(key="c", text="", spans=()),
        doc_with("Then Bob left.", "Bob", key="d"),
    ]
    filled = list(generator(str(tiny_base)).fill(documents))
    assert [d.key for d, _ in filled] == ["a", "b", "c", "d"]
    assert [len(s) for _, s in filled] == [1, 0, 0, 1]


def test_literal_mask_token_in_the_text_is_not_taken_for_a_span(ranked_model):
    model = ranked_model(["Ġthat"])
    document = doc_with("Type <mask> to hide Anna here.", "Anna")
    gen = generator(model)
    gen.recorded_rows = []
    [suggestion] = fill_one(gen, document)
    assert suggestion.text == "that"
    assert gen.recorded_rows[0].text.count("<mask>") == 1


def test_span_in_whitespace_only_document_fails_cleanly(tiny_base):
    document = EngineDocument(
        key="w", text="   ", spans=(SpanRef(key=1, start=0, end=2, label="PER"),)
    )
    [suggestion] = fill_one(generator(str(tiny_base)), document)
    assert suggestion.failed and suggestion.text == FAILED


def test_repL_keeps_document_order_while_refilling_finished_documents(ranked_model):
    model = ranked_model(["Ġthat"])
    long_text = " ".join(f"Then Anna{n} left." for n in range(6))
    documents = [doc_with(long_text, *[f"Anna{n}" for n in range(6)], key="long")]
    documents += [doc_with("Bob came.", "Bob", key=f"s{n}") for n in range(20)]
    gen = generator(model, strategy="repL", batch_size=4)
    gen.recorded_rows = []
    filled = list(gen.fill(documents))
    assert [d.key for d, _ in filled] == [d.key for d in documents]
    assert all(s.text == "that" for _, suggestions in filled for s in suggestions)
    assert [len(s) for _, s in filled] == [6] + [1] * 20
    # 16 documents per step: the long one plus 15 short ones, then the long one plus
    # the 5 short ones that took the finished ones' places, then the long one alone.
    assert len(gen.recorded_rows) == 16 + 6 + 4
    assert sum(row.text == "<mask> came." for row in gen.recorded_rows[16:22]) == 5


def test_repL_consistency_reuses_entities_and_later_windows_show_the_final_choices(
    ranked_model,
):
    model = ranked_model(["Ġthat", "Ġsaid"])
    document = EngineDocument(
        key="d",
        text="Anna met Bob. Then Anna saw Carl.",
        spans=(
            SpanRef(key="a1", start=0, end=4, label="PER", entity="anna"),
            SpanRef(key="b", start=9, end=12, label="PER", entity="bob"),
            SpanRef(key="a2", start=19, end=23, label="PER", entity="anna"),
            SpanRef(key="c", start=28, end=32, label="PER", entity="carl"),
        ),
    )
    gen = generator(model, strategy="repL", consistency="entity")
    gen.recorded_rows = []
    suggestions = fill_one(gen, document)
    # Bob's top choice belongs to Anna already, so Bob gets the next one; the second
    # "Anna" is not run through the model at all.
    assert [s.text for s in suggestions][:3] == ["that", "said", "that"]
    assert "first mention" in suggestions[2].reason
    assert [row.text for row in gen.recorded_rows] == [
        "<mask> met <mask>. Then <mask> saw <mask>.",
        "that met <mask>. Then <mask> saw <mask>.",
        "that met said. Then that saw <mask>.",
    ]
    # Carl: both ranked forms are taken, so the model's next candidate is used.
    assert suggestions[3].text not in ("that", "said")
