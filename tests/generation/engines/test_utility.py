"""Detectability, giveaways and downstream utility, on corpora small enough to reason
out every figure by hand; the transformer is a tiny BERT built on the spot."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from generation.engines.types import EngineError
from generation.engines.utility import (
    DocumentPair,
    LightClassifier,
    SpanChange,
    TransformerClassifier,
    detectability,
    downstream,
    make_classifier,
    span_giveaways,
)

SETTING = "PSEUDOWEB_DETECTOR_MODEL"
NAMES = ["Smith", "Jones", "Brown"]
TOWNS = ["Leeds", "York", "Bath", "Hull", "Ely", "Derby", "Wells", "Truro", "Ripon"]


def zzyzx_pairs(n: int = 8) -> list[DocumentPair]:
    """Every pseudonymized text says Zzyzx where its original names one of 3 people."""
    return [
        DocumentPair(
            key=f"doc{i}",
            original=f"{NAMES[i % 3]} moved to {TOWNS[i]} in spring.",
            pseudonymized=f"Zzyzx moved to {TOWNS[i]} in spring.",
            changes=(SpanChange("PERSON", NAMES[i % 3], "Zzyzx"),),
        )
        for i in range(n)
    ]


class Spy:
    """Predicts "original" for everything and records what each fit and predict saw."""

    name = "spy"

    def __init__(self, log: list[tuple[str, list[str], list[str] | int]]) -> None:
        self.log = log

    def fit(self, texts: Sequence[str], labels: Sequence[str], *, seed: int) -> None:
        self.log.append(("fit", list(texts), seed))

    def predict(self, texts: Sequence[str]) -> list[str]:
        self.log.append(("predict", list(texts), 0))
        return ["original"] * len(texts)


# --------------------------------------------------------------------------------
# Detectability


def test_a_constant_word_in_every_pseudonymized_text_is_detected_and_named() -> None:
    result = detectability(zzyzx_pairs(), LightClassifier)

    # Held-out originals hold one of the 3 names seen in training, held-out
    # pseudonymized texts hold Zzyzx: every prediction is right.
    assert result["accuracy"] == 1.0
    assert result["model"] == LightClassifier.name
    assert (result["folds"], result["documents"], result["unchanged"]) == (5, 8, 0)
    assert result["giveaways"][0] == {
        "kind": "feature",
        "text": 'word "Zzyzx" is more frequent in pseudonymized text',
        "weight": 1.0,
    }


def test_a_change_unseen_in_training_leaves_the_classifier_at_a_coin_toss() -> None:
    # Each document's two versions differ by characters used in no other document: a
    # held-out document's original and pseudonymized texts have the same features
    # (the shared "the case"), so both get one label: one right, one wrong.
    pairs = [
        DocumentPair(
            key=i,
            original=f"the case {chr(0x4E00 + 2 * i) * 3}",
            pseudonymized=f"the case {chr(0x4E01 + 2 * i) * 3}",
        )
        for i in range(6)
    ]

    result = detectability(pairs, LightClassifier)

    assert result["accuracy"] == 0.5
    assert result["folds"] == 5


def test_unchanged_pairs_are_left_out_and_counted() -> None:
    unchanged = [DocumentPair(key="same1", original="x y", pseudonymized="x y")]
    unchanged += [DocumentPair(key="same2", original="a b", pseudonymized="a b")]
    log: list = []

    result = detectability(zzyzx_pairs(4) + unchanged, lambda: Spy(log))

    assert (result["documents"], result["unchanged"], result["folds"]) == (4, 2, 4)
    seen = {text for _, texts, _ in log for text in texts}
    assert not seen & {"x y", "a b"}
    # The spy calls everything "original": right on half of the 8 held-out texts.
    assert result["accuracy"] == 0.5
    assert result["model"] == "spy"


def test_fewer_than_two_changed_documents_is_an_error() -> None:
    pairs = zzyzx_pairs(1) + [DocumentPair(key="b", original="x", pseudonymized="x")]

    with pytest.raises(ValueError, match="at least 2 documents .* there are 1"):
        detectability(pairs, LightClassifier)


def test_no_fold_trains_on_the_other_version_of_a_held_out_document() -> None:
    pairs = zzyzx_pairs(9)
    key_of = {p.original: p.key for p in pairs} | {
        p.pseudonymized: p.key for p in pairs
    }
    log: list = []
    progress: list[tuple[int, int]] = []

    detectability(
        pairs, lambda: Spy(log), folds=3, progress=lambda *a: progress.append(a)
    )

    fits = [texts for kind, texts, _ in log if kind == "fit"]
    tests = [texts for kind, texts, _ in log if kind == "predict"]
    assert len(fits) == len(tests) == 3
    for train, test in zip(fits, tests, strict=True):
        assert not {key_of[t] for t in train} & {key_of[t] for t in test}
    held_out = [text for test in tests for text in test]
    assert sorted(held_out) == sorted(key_of)  # every version held out exactly once
    assert progress == [(1, 3), (2, 3), (3, 3)]


# --------------------------------------------------------------------------------
# Giveaways


def code_pairs(originals: list[str], pseudonyms: list[str]) -> list[DocumentPair]:
    return [
        DocumentPair(
            key=i,
            original=f"Case {old} was heard.",
            pseudonymized=f"Case {new} was heard.",
            changes=(SpanChange("CODE", old, new),),
        )
        for i, (old, new) in enumerate(zip(originals, pseudonyms, strict=True))
    ]


def test_case_numbers_that_became_single_digits_are_a_giveaway() -> None:
    originals = ["12345678", "23456789", "34567890", "45678901", "56789012", "67890123"]
    pseudonyms = ["1", "2", "3", "4", "5", "6"]
    pairs = code_pairs(originals, pseudonyms)

    # 8 digits became 1: a gap of 7 over the larger mean, 8. The shorter length says
    # the same and is not repeated; all hold digits; 6 distinct forms on both sides.
    expected = {
        "kind": "span",
        "text": "CODE: numbers have 1.0 digits in pseudonyms instead of 8.0",
        "weight": 0.875,
    }
    assert span_giveaways(pairs) == [expected]
    # In the detectability result, span giveaways come first.
    assert detectability(pairs, LightClassifier)["giveaways"][0] == expected


def test_names_cut_to_one_lowercase_word_with_one_form_give_three_giveaways() -> None:
    originals = ["Anna Berg", "Carl Dahl", "Eva Lund", "Olof Palm", "Per Holm"]
    pairs = [
        DocumentPair(
            key=i,
            original=f"{name} spoke.",
            pseudonymized="someone spoke.",
            changes=(SpanChange("PERSON", name, "someone"),),
        )
        for i, name in enumerate(originals)
    ]

    assert span_giveaways(pairs) == [
        # 100 % capitalised became 0 %: a gap of 1.0.
        {
            "kind": "span",
            "text": "PERSON: 0% of pseudonyms are capitalised instead of 100%",
            "weight": 1.0,
        },
        # 1 distinct pseudonym for 5 distinct originals: 1 - 1/5.
        {
            "kind": "span",
            "text": "PERSON: 1 distinct pseudonyms for 5 distinct originals",
            "weight": 0.8,
        },
        # 2 words became 1: a gap of 1 over 2.
        {
            "kind": "span",
            "text": "PERSON: pseudonyms have 1.0 words instead of 2.0",
            "weight": 0.5,
        },
    ]


def test_small_differences_give_no_span_giveaway() -> None:
    # 8 digits became 7 (a gap of 1/8, under 30 %); distinct, digits throughout.
    originals = ["12345678", "23456789", "34567890", "45678901", "56789012"]
    pseudonyms = ["9876543", "8765432", "7654321", "6543210", "5432109"]
    names = ["Anna Berg", "Carl Dahl", "Eva Lund", "Olof Palm", "Per Holm"]
    others = ["Lisa Ek", "Karl Boman", "Ulla Sten", "Bo Lind", "Maja Nyberg"]
    pairs = code_pairs(originals, pseudonyms) + [
        DocumentPair(
            key=f"p{i}",
            original=old,
            pseudonymized=new,
            changes=(SpanChange("PERSON", old, new),),
        )
        for i, (old, new) in enumerate(zip(names, others, strict=True))
    ]

    assert span_giveaways(pairs) == []


def test_a_label_with_fewer_than_five_changes_gives_no_span_giveaway() -> None:
    pairs = code_pairs(["12345678"] * 4, ["1"] * 4)

    assert span_giveaways(pairs) == []


def test_top_features_are_readable_and_heaviest_first() -> None:
    pairs = zzyzx_pairs()
    classifier = LightClassifier()
    classifier.fit(
        [t for p in pairs for t in (p.original, p.pseudonymized)],
        ["original", "pseudonymized"] * len(pairs),
        seed=0,
    )

    top = classifier.top_features(5, "pseudonymized")

    assert len(top) == 5
    assert [w for _, w in top] == sorted((w for _, w in top), reverse=True)
    assert all(w > 0 for _, w in top)
    assert all(name.startswith(("word: ", "chars: '")) for name, _ in top)
    assert "word: Zzyzx" in [name for name, _ in top]
    assert any("Smith" in name for name, _ in classifier.top_features(20, "original"))


# --------------------------------------------------------------------------------
# Downstream utility

CUES = {"food": "pasta", "music": "guitar", "sport": "football"}
PEOPLE = ["Anna", "Bert", "Cleo", "Dirk", "Emma", "Finn"]


def kept_cue_pairs() -> list[DocumentPair]:
    """18 documents whose class is given by a cue word that pseudonymization keeps."""
    return [
        DocumentPair(
            key=f"{klass}{i}",
            original=f"{person} wrote about {cue} today",
            pseudonymized=f"Person{i} wrote about {cue} today",
            klass=klass,
        )
        for klass, cue in CUES.items()
        for i, person in enumerate(PEOPLE)
    ]


def test_a_cue_word_kept_by_pseudonymization_keeps_every_figure_at_one() -> None:
    progress: list[tuple[int, int]] = []

    result = downstream(
        kept_cue_pairs(), LightClassifier, progress=lambda *a: progress.append(a)
    )

    four = [
        "train_original_test_original",
        "train_original_test_pseudonymized",
        "train_pseudonymized_test_original",
        "train_pseudonymized_test_pseudonymized",
    ]
    assert {key: result[key] for key in four} == dict.fromkeys(four, 1.0)
    assert result["std"] == dict.fromkeys(four, 0.0)
    assert result["model"] == LightClassifier.name
    assert (result["seeds"], result["documents"], result["unlabelled"]) == (5, 18, 0)
    assert result["classes"] == ["food", "music", "sport"]
    assert progress == [(1, 5), (2, 5), (3, 5), (4, 5), (5, 5)]


def test_a_cue_word_replaced_by_a_neutral_one_drops_to_a_sixth() -> None:
    # 4 documents per class; a test share of 0.25 of 12 holds 3, stratified: one per
    # class. Every pseudonymized text is "the report mentions zz"; the cues share no
    # character pair with it. A classifier trained on pseudonymized text sees the
    # cues as nothing, and one trained on originals sees "zz" as nothing: either
    # way its 3 test inputs look alike and get one label c. Then c has precision
    # 1/3 and recall 1, F1 = 2 * (1/3) / (4/3) = 1/2, the other two classes 0:
    # macro-F1 = 1/6 whatever c is, on every seed.
    cues = {"a": "alpha", "b": "beta", "c": "gamma"}
    pairs = [
        DocumentPair(
            key=f"{klass}{i}",
            original=f"the report mentions {cue}",
            pseudonymized="the report mentions zz",
            klass=klass,
        )
        for klass, cue in cues.items()
        for i in range(4)
    ]

    result = downstream(pairs, LightClassifier)

    assert result["train_original_test_original"] == 1.0
    assert result["train_original_test_pseudonymized"] == 0.1667
    assert result["train_pseudonymized_test_original"] == 0.1667
    assert result["train_pseudonymized_test_pseudonymized"] == 0.1667
    assert set(result["std"].values()) == {0.0}
    assert result["documents"] == 12


def test_each_seed_draws_its_own_stratified_split_and_seeds_the_classifiers() -> None:
    from sklearn.model_selection import train_test_split

    pairs = kept_cue_pairs()
    log: list = []

    downstream(pairs, lambda: Spy(log), seeds=3)

    fits = [(texts, seed) for kind, texts, seed in log if kind == "fit"]
    assert [seed for _, seed in fits] == [0, 0, 1, 1, 2, 2]
    for seed in range(3):
        train, _ = train_test_split(
            list(range(18)),
            test_size=0.25,
            stratify=[p.klass for p in pairs],
            random_state=seed,
        )
        originals, pseudonymized = fits[2 * seed][0], fits[2 * seed + 1][0]
        assert originals == [pairs[i].original for i in train]
        assert pseudonymized == [pairs[i].pseudonymized for i in train]


def test_spy_predictions_give_the_macro_f1_of_one_constant_label() -> None:
    # 18 documents, test share 0.25: 5 test documents, stratified 2 + 2 + 1. The spy
    # answers "original", a class no document has: macro-F1 over 4 labels, all 0.
    result = downstream(kept_cue_pairs(), lambda: Spy([]), seeds=2)

    assert result["train_original_test_original"] == 0.0
    assert result["model"] == "spy"


def test_documents_without_a_class_are_counted_as_unlabelled() -> None:
    pairs = kept_cue_pairs() + [
        DocumentPair(key="u1", original="a", pseudonymized="b", klass=None),
        DocumentPair(key="u2", original="c", pseudonymized="d", klass=""),
    ]

    result = downstream(pairs, LightClassifier, seeds=1)

    assert (result["documents"], result["unlabelled"]) == (18, 2)
    assert result["std"]["train_original_test_original"] == 0.0


def test_a_class_with_one_document_is_an_error_that_names_it() -> None:
    pairs = kept_cue_pairs() + [
        DocumentPair(key="x", original="cats", pseudonymized="cats", klass="pets")
    ]

    with pytest.raises(ValueError, match="class 'pets' has 1"):
        downstream(pairs, LightClassifier)


def test_one_class_is_an_error() -> None:
    pairs = [p for p in kept_cue_pairs() if p.klass == "food"]

    with pytest.raises(ValueError, match="at least 2 classes"):
        downstream(pairs, LightClassifier)


def test_a_test_share_too_small_for_every_class_is_an_error() -> None:
    pairs = [p for p in kept_cue_pairs() if p.key[-1] in "01"]  # 6 documents

    with pytest.raises(ValueError, match="2 in the test set"):
        downstream(pairs, LightClassifier)


# --------------------------------------------------------------------------------
# Choosing the classifier

SENTIMENT = [
    ("good day", "pos"),
    ("good film", "pos"),
    ("good song", "pos"),
    ("bad day", "neg"),
    ("bad film", "neg"),
    ("bad song", "neg"),
]


@pytest.fixture(scope="session")
def tiny_bert(tmp_path_factory: pytest.TempPathFactory) -> str:
    """A 1-layer BERT with random weights and a WordPiece vocabulary of our words."""
    from transformers import BertConfig, BertModel, BertTokenizer

    folder = tmp_path_factory.mktemp("tiny-bert")
    words = sorted({w for text, _ in SENTIMENT for w in text.split()})
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *words]
    vocab_file = folder / "vocab.txt"
    vocab_file.write_text("\n".join(vocab) + "\n", encoding="utf-8")
    # transformers 5: BertTokenizer is the fast one (BertTokenizerFast an alias mypy
    # does not see) and takes the file as ``vocab``; ``vocab_file`` is ignored.
    tokenizer = BertTokenizer(vocab=str(vocab_file))
    assert tokenizer.unk_token_id not in tokenizer("good day")["input_ids"]
    config = BertConfig(
        vocab_size=len(vocab),
        hidden_size=32,
        num_hidden_layers=1,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=32,
    )
    tokenizer.save_pretrained(folder)
    BertModel(config).save_pretrained(folder)
    return str(folder)


def test_no_model_or_light_gives_the_light_classifier_without_a_note() -> None:
    for name in ("", "light"):
        make, note = make_classifier(name, setting=SETTING)
        first, second = make(), make()
        assert isinstance(first, LightClassifier)
        assert first is not second
        assert note is None


def test_a_missing_model_folder_falls_back_to_light_with_a_note(tmp_path: Path) -> None:
    missing = str(tmp_path / "nowhere")

    make, note = make_classifier(missing, setting=SETTING)

    assert isinstance(make(), LightClassifier)
    assert note == (
        f"PSEUDOWEB_DETECTOR_MODEL {missing!r} could not be loaded (no such folder); "
        "the light classifier was used"
    )


def test_a_model_that_cannot_load_is_one_engine_error_line(tmp_path: Path) -> None:
    missing = str(tmp_path / "nowhere")

    with pytest.raises(EngineError) as caught:
        TransformerClassifier.check(missing, setting=SETTING)

    message = str(caught.value)
    assert missing in message and "no such folder" in message and SETTING in message
    assert "\n" not in message
    assert caught.value.setting == SETTING
    assert caught.value.__cause__ is None and caught.value.__suppress_context__


def test_a_loadable_model_gives_transformer_classifiers(tiny_bert: str) -> None:
    make, note = make_classifier(tiny_bert, setting=SETTING)

    classifier = make()
    assert isinstance(classifier, TransformerClassifier)
    assert classifier is not make()
    assert note is None
    assert tiny_bert in classifier.name


def test_a_fine_tuned_transformer_learns_a_separable_corpus(tiny_bert: str) -> None:
    classifier = TransformerClassifier(
        tiny_bert, setting=SETTING, epochs=30, batch_size=6, learning_rate=3e-3
    )
    texts = [text for text, _ in SENTIMENT]

    classifier.fit(texts, [label for _, label in SENTIMENT], seed=0)

    assert classifier.predict(texts) == [label for _, label in SENTIMENT]
    assert classifier.predict(["bad", "good"]) == ["neg", "pos"]


def test_giveaways_come_from_the_light_classifier_when_a_transformer_measures(
    tiny_bert: str,
) -> None:
    def make() -> TransformerClassifier:
        return TransformerClassifier(tiny_bert, setting=SETTING, epochs=1)

    result = detectability(zzyzx_pairs(4), make, folds=2)

    assert result["model"] == make().name
    assert result["folds"] == 2
    assert result["giveaways"][0]["text"] == (
        'word "Zzyzx" is more frequent in pseudonymized text'
    )
