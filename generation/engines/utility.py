"""How detectable a pseudonymization is, and how much use its text still is (issue 22).

* **Detectability** (after Yermilov et al. 2023): a binary classifier learns to tell
  original from pseudonymized documents. Folds are drawn by document, so a document
  and its own pseudonymized version never straddle train and test: otherwise the
  classifier would only have to recognise the text it has just seen. Accuracy is over
  all held-out predictions; 0.5 means the pseudonyms cannot be told apart.
* **Giveaways**: why they can be told apart. Span giveaways are systematic differences
  between originals and pseudonyms of one label (digits, words, length, capitals,
  few distinct forms), measured on the changes themselves; feature giveaways are the
  n-grams a light classifier weighs most toward "pseudonymized".
* **Downstream utility** (Cloaked Classifiers, Tables 3-4): a classifier trained on
  original or on pseudonymized training documents, tested on original or on
  pseudonymized test documents; macro-F1 averaged over seeds, each seed its own
  stratified split and its own classifier seed.

Plain data in, plain numbers out; no Django. Settings (the model, the setting's name
for messages) come in as arguments.
"""

from __future__ import annotations

import math
import re
import statistics
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .hub import from_pretrained, short_reason
from .types import EngineError

ORIGINAL = "original"
PSEUDONYMIZED = "pseudonymized"
LIGHT_NAME = (
    "light: logistic regression over word 1-2-grams and character 2-5-grams "
    "(scikit-learn)"
)
MAX_GIVEAWAYS = 8
# Span giveaways come first (each is a measured difference a reader can check), but
# never crowd the n-gram features out entirely.
MAX_SPAN_GIVEAWAYS = 5
# A label needs this many replaced spans before its means say anything.
MIN_CHANGES = 5
# Means (digits, words, characters) must differ by this share of the larger one:
# good surrogates of one label differ by a few tenths of a word or a digit; a gap of
# 30 % or more is what a reader sees at a glance ("8 digits became 1").
MIN_RELATIVE = 0.3
# Shares (capitalised, with digits) must differ by this many points out of 1.
MIN_SHARE_GAP = 0.3
# Few distinct forms: at most half as many distinct pseudonyms as distinct originals.
MAX_DISTINCT_RATIO = 0.5
# Features pulled from the light classifier before overlapping n-grams are merged.
FEATURE_POOL = 40
# Features lighter than this share of the heaviest are left out: with one clear
# giveaway, TF-IDF's normalisation alone gives shared words small weights.
MIN_FEATURE_WEIGHT = 0.2

_DIGIT = re.compile(r"\d")


@dataclass(frozen=True)
class SpanChange:
    label: str  # the span's label ("PERSON", "CODE", ...)
    original: str
    pseudonym: str


@dataclass(frozen=True)
class DocumentPair:
    key: Any  # document id (the group); hashable
    original: str
    pseudonymized: str
    changes: tuple[SpanChange, ...] = ()
    klass: str | None = None  # the class, for downstream


class TextClassifier(Protocol):
    name: str

    def fit(
        self, texts: Sequence[str], labels: Sequence[str], *, seed: int
    ) -> None: ...

    def predict(self, texts: Sequence[str]) -> list[str]: ...


# --------------------------------------------------------------------------------
# Classifiers


class LightClassifier:
    """TF-IDF word 1-2-grams and character 2-5-grams, logistic regression.

    Case is kept: a pseudonym's capitalisation is a real giveaway. Single-character
    words count ("1", "A"): "case numbers became single digits" is the kind of thing
    to catch.
    """

    name = LIGHT_NAME

    def __init__(self) -> None:
        self._pipeline: Any = None

    def fit(self, texts: Sequence[str], labels: Sequence[str], *, seed: int) -> None:
        from sklearn.feature_extraction.text import TfidfVectorizer
        from sklearn.linear_model import LogisticRegression
        from sklearn.pipeline import FeatureUnion, Pipeline

        features = FeatureUnion(
            [
                (
                    "word",
                    TfidfVectorizer(
                        analyzer="word",
                        ngram_range=(1, 2),
                        sublinear_tf=True,
                        min_df=1,
                        lowercase=False,
                        token_pattern=r"(?u)\b\w+\b",
                    ),
                ),
                (
                    "chars",
                    TfidfVectorizer(
                        analyzer="char_wb",
                        ngram_range=(2, 5),
                        sublinear_tf=True,
                        min_df=1,
                        lowercase=False,
                    ),
                ),
            ]
        )
        model = LogisticRegression(
            max_iter=1000, random_state=seed, class_weight="balanced"
        )
        self._pipeline = Pipeline([("features", features), ("model", model)])
        self._pipeline.fit(list(texts), list(labels))

    def predict(self, texts: Sequence[str]) -> list[str]:
        if self._pipeline is None:
            raise RuntimeError("predict before fit")
        if not texts:
            return []
        return [str(label) for label in self._pipeline.predict(list(texts))]

    def weighted_features(self, label: str) -> list[tuple[str, str, float]]:
        """(kind, n-gram, weight) of every feature pushing toward ``label``, heaviest
        first; kind is "word" or "chars"."""
        if self._pipeline is None:
            raise RuntimeError("top_features before fit")
        model = self._pipeline.named_steps["model"]
        classes = [str(c) for c in model.classes_]
        if label not in classes:
            raise ValueError(f"{label!r} is not one of the classes {classes}")
        if len(classes) == 2:
            # A binary model has one row of weights, toward the second class.
            row = model.coef_[0] if label == classes[1] else -model.coef_[0]
        else:
            row = model.coef_[classes.index(label)]
        names = self._pipeline.named_steps["features"].get_feature_names_out()
        found = []
        for index in row.argsort()[::-1]:
            weight = float(row[index])
            if weight <= 0:
                break
            kind, _, gram = str(names[index]).partition("__")
            found.append((kind, gram, weight))
        return found

    def top_features(self, n: int, label: str) -> list[tuple[str, float]]:
        """The ``n`` features with the largest (positive) weight toward ``label``, as
        readable names: ``"word: Smith"``, ``"chars: ' 1 '"`` (spaces mark a word's
        edges)."""
        return [
            (_feature_name(kind, gram), weight)
            for kind, gram, weight in self.weighted_features(label)[:n]
        ]


def _feature_name(kind: str, gram: str) -> str:
    return f"word: {gram}" if kind == "word" else f"chars: '{gram}'"


class _LoadError(EngineError):
    def __init__(self, model: str, reason: str, setting: str) -> None:
        super().__init__(
            f"Cannot load the classifier model {model!r} ({reason}). Set {setting} "
            "to a local model folder or a reachable hub name, or leave it empty for "
            "the light classifier.",
            setting=setting,
        )
        self.model = model
        self.reason = reason


class _WithLabels:
    """AutoModelForSequenceClassification with a head for the given labels."""

    def __init__(self, labels: Sequence[str]) -> None:
        self.labels = list(labels)

    def from_pretrained(self, name: str, **kwargs: Any) -> Any:
        from transformers import AutoModelForSequenceClassification

        return AutoModelForSequenceClassification.from_pretrained(
            name,
            num_labels=len(self.labels),
            id2label=dict(enumerate(self.labels)),
            label2id={label: i for i, label in enumerate(self.labels)},
            **kwargs,
        )


def _load_sequence_classifier(
    model: str, labels: Sequence[str], *, setting: str
) -> tuple[Any, Any]:
    try:
        import torch  # noqa: F401 - a missing torch is a loading failure too
        from transformers import AutoTokenizer

        tokenizer, loaded = from_pretrained(model, AutoTokenizer, _WithLabels(labels))
    except Exception as exc:  # OSError, ValueError, HF errors: all "cannot load"
        raise _LoadError(model, short_reason(model, exc), setting) from None
    if tokenizer.pad_token is None and tokenizer.eos_token is not None:
        # Decoder-only models (GPT-2 and kin) have no padding token; batches need one.
        tokenizer.pad_token = tokenizer.eos_token
        loaded.config.pad_token_id = tokenizer.eos_token_id
    return tokenizer, loaded


class TransformerClassifier:
    """A pre-trained encoder fine-tuned per fit (the research used bert-base-cased).

    Every fit loads the model afresh, with a new classification head seeded by the
    fit's seed, so nothing learnt in one fold or seed leaks into the next.
    """

    def __init__(
        self,
        model: str,
        *,
        setting: str,
        device: str = "cpu",
        epochs: int = 3,
        max_length: int = 256,
        batch_size: int = 8,
        learning_rate: float = 5e-5,
    ) -> None:
        self.model_name = model
        self.setting = setting
        self.device = device
        self.epochs = epochs
        self.max_length = max_length
        self.batch_size = batch_size
        self.learning_rate = learning_rate
        self.name = f"transformer: {model} fine-tuned for {epochs} epochs"
        self._tokenizer: Any = None
        self._model: Any = None
        self._labels: list[str] = []

    @classmethod
    def check(cls, model: str, *, setting: str) -> None:
        """EngineError (one line: model, reason, setting) unless ``model`` loads."""
        _load_sequence_classifier(model, [ORIGINAL, PSEUDONYMIZED], setting=setting)

    def fit(self, texts: Sequence[str], labels: Sequence[str], *, seed: int) -> None:
        import torch

        self._labels = sorted(set(labels))
        if len(self._labels) < 2:
            raise ValueError("A classifier needs training texts of at least 2 labels.")
        torch.manual_seed(seed)  # before loading: the new head's weights
        tokenizer, model = _load_sequence_classifier(
            self.model_name, self._labels, setting=self.setting
        )
        model.to(self.device)
        model.train()
        index = {label: i for i, label in enumerate(self._labels)}
        targets = torch.tensor([index[label] for label in labels], dtype=torch.long)
        optimizer = torch.optim.AdamW(model.parameters(), lr=self.learning_rate)
        order = torch.Generator().manual_seed(seed)
        for _ in range(self.epochs):
            for batch in torch.randperm(len(texts), generator=order).split(
                self.batch_size
            ):
                inputs = self._encode(tokenizer, [texts[i] for i in batch.tolist()])
                output = model(**inputs, labels=targets[batch].to(self.device))
                optimizer.zero_grad()
                output.loss.backward()
                optimizer.step()
        model.eval()
        self._tokenizer, self._model = tokenizer, model

    def predict(self, texts: Sequence[str]) -> list[str]:
        import torch

        if self._model is None:
            raise RuntimeError("predict before fit")
        found: list[str] = []
        with torch.no_grad():
            for begin in range(0, len(texts), self.batch_size):
                inputs = self._encode(
                    self._tokenizer, list(texts[begin : begin + self.batch_size])
                )
                logits = self._model(**inputs).logits
                found.extend(self._labels[i] for i in logits.argmax(-1).tolist())
        return found

    def _encode(self, tokenizer: Any, texts: list[str]) -> Any:
        limit = self.max_length
        model_max = getattr(tokenizer, "model_max_length", None)
        if isinstance(model_max, int) and 0 < model_max < limit:
            limit = model_max  # a model with fewer positions would fail, not truncate
        inputs = tokenizer(
            texts,
            truncation=True,
            max_length=limit,
            padding=True,
            return_tensors="pt",
        )
        return {name: value.to(self.device) for name, value in inputs.items()}


def make_classifier(
    model: str, *, setting: str, device: str = "cpu"
) -> tuple[Callable[[], TextClassifier], str | None]:
    """A factory of fresh, untrained classifiers, and a note when the configured model
    could not be used.

    ``model`` "" or "light" gives the light classifier. Anything else is loaded once
    here, so a missing model falls back to the light classifier before any work.
    """
    if model.strip() in {"", "light"}:
        return LightClassifier, None
    try:
        TransformerClassifier.check(model, setting=setting)
    except _LoadError as exc:
        note = (
            f"{setting} {model!r} could not be loaded ({exc.reason}); "
            "the light classifier was used"
        )
        return LightClassifier, note

    def factory() -> TextClassifier:
        return TransformerClassifier(model, setting=setting, device=device)

    return factory, None


# --------------------------------------------------------------------------------
# Detectability


def detectability(
    pairs: Sequence[DocumentPair],
    make: Callable[[], TextClassifier],
    *,
    folds: int = 5,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, Any]:
    """Cross-validated accuracy of telling original from pseudonymized documents.

    Pairs whose pseudonymized text equals the original are left out ("unchanged"):
    the two versions are the same text, so no classifier could tell them apart.
    Folds group by ``key``; ``folds`` is capped by the number of documents.

    The giveaways' features always come from a light classifier fitted on every
    used pair, even when the measured model is a transformer: its weights name
    n-grams a reader can check, a transformer's do not.
    """
    from sklearn.model_selection import GroupKFold

    used = [pair for pair in pairs if pair.pseudonymized != pair.original]
    unchanged = len(pairs) - len(used)
    if len(used) < 2:
        raise ValueError(
            f"Detectability needs at least 2 documents whose pseudonymized text "
            f"differs from the original; there are {len(used)} "
            f"({unchanged} unchanged)."
        )
    texts: list[str] = []
    labels: list[str] = []
    groups: list[int] = []
    group_of: dict[Any, int] = {}
    for pair in used:
        group = group_of.setdefault(pair.key, len(group_of))
        texts += [pair.original, pair.pseudonymized]
        labels += [ORIGINAL, PSEUDONYMIZED]
        groups += [group, group]
    k = min(folds, len(group_of))
    if k < 2:
        raise ValueError(
            "Detectability needs at least 2 folds (and 2 distinct document keys)."
        )
    splitter = GroupKFold(n_splits=k, shuffle=True, random_state=seed)
    correct = total = 0
    name = ""
    for done, (train, test) in enumerate(splitter.split(texts, labels, groups), 1):
        classifier = make()
        name = classifier.name
        classifier.fit([texts[i] for i in train], [labels[i] for i in train], seed=seed)
        predicted = classifier.predict([texts[i] for i in test])
        correct += sum(p == labels[i] for p, i in zip(predicted, test, strict=True))
        total += len(test)
        if progress is not None:
            progress(done, k)

    explainer = LightClassifier()
    explainer.fit(texts, labels, seed=seed)
    spans = span_giveaways(used)[:MAX_SPAN_GIVEAWAYS]
    features = feature_giveaways(explainer, MAX_GIVEAWAYS - len(spans))
    return {
        "accuracy": round(correct / total, 4),
        "model": name,
        "folds": k,
        "documents": len(used),
        "unchanged": unchanged,
        "giveaways": spans + features,
    }


def feature_giveaways(explainer: LightClassifier, n: int) -> list[dict[str, Any]]:
    """The ``n`` heaviest n-grams toward "pseudonymized" of a fitted light classifier.

    N-grams overlapping a heavier one ("Zzy", "zyzx ", words "Zzyzx moved" after word
    "Zzyzx") are the same giveaway; each is shown by its first word if it has one,
    else by its longest n-gram. Weights are relative to the heaviest feature (1.0);
    those under MIN_FEATURE_WEIGHT are left out.
    """
    if n <= 0:
        return []
    pool = explainer.weighted_features(PSEUDONYMIZED)[:FEATURE_POOL]
    if not pool:
        return []
    top = pool[0][2]
    # Equal weights are common (a word and its n-grams always occur together): a
    # whole word, and the shortest, goes first so that it leads its group.
    pool.sort(key=lambda f: (-round(f[2], 9), f[0] != "word", len(f[1].split())))
    # A group is joined by overlapping its first n-gram, not any member: "moved to"
    # would otherwise chain "to" onto "Zzyzx moved".
    groups: list[list[tuple[str, str, float]]] = []
    for feature in pool:
        for group in groups:
            if _overlaps(feature[1], group[0][1]):
                group.append(feature)
                break
        else:
            groups.append([feature])
    found = []
    for group in groups[:n]:
        if group[0][2] < MIN_FEATURE_WEIGHT * top:
            break
        words = [f for f in group if f[0] == "word"]
        kind, gram, _ = (
            words[0] if words else max(group, key=lambda f: len(f[1].strip()))
        )
        if kind == "word":
            noun = "word" if " " not in gram else "words"
            verb = "is" if noun == "word" else "are"
            text = f'{noun} "{gram}" {verb} more frequent in pseudonymized text'
        else:
            text = f"characters '{gram}' are more frequent in pseudonymized text"
        found.append(
            {"kind": "feature", "text": text, "weight": round(group[0][2] / top, 4)}
        )
    return found


def _overlaps(a: str, b: str) -> bool:
    """One n-gram inside the other, or sharing three characters in a row."""
    a, b = a.strip(), b.strip()
    if not a or not b:
        return a == b
    if a in b or b in a:
        return True
    return any(a[i : i + 3] in b for i in range(len(a) - 2))


def span_giveaways(pairs: Sequence[DocumentPair]) -> list[dict[str, Any]]:
    """Systematic differences between the originals and pseudonyms of each label.

    Measured over the spans actually replaced (pseudonym differs from original), per
    label with at least MIN_CHANGES of them: mean digits of the spans that hold
    digits, mean words, mean characters, share capitalised, share holding digits, and
    distinct forms. Weight is a normalised effect size in [0, 1]: the gap over the
    larger mean, the gap between shares, or 1 - distinct pseudonyms / distinct
    originals. Most telling first.
    """
    by_label: dict[str, list[SpanChange]] = defaultdict(list)
    for pair in pairs:
        for change in pair.changes:
            if change.pseudonym != change.original:
                by_label[change.label].append(change)
    found: list[dict[str, Any]] = []
    for label in sorted(by_label):
        if len(by_label[label]) >= MIN_CHANGES:
            found += _label_giveaways(label, by_label[label])
    found.sort(key=lambda g: -g["weight"])
    return found


def _label_giveaways(label: str, changes: list[SpanChange]) -> list[dict[str, Any]]:
    originals = [c.original for c in changes]
    pseudonyms = [c.pseudonym for c in changes]
    found: list[dict[str, Any]] = []

    def mean_gap(old: list[int], new: list[int], template: str) -> bool:
        if len(old) < MIN_CHANGES or len(new) < MIN_CHANGES:
            return False
        o, p = statistics.fmean(old), statistics.fmean(new)
        effect = abs(o - p) / max(o, p) if max(o, p) > 0 else 0.0
        if effect < MIN_RELATIVE:
            return False
        text = template.format(label=label, old=o, new=p)
        found.append(_giveaway(text, effect))
        return True

    def share_gap(old: list[bool], new: list[bool], template: str) -> None:
        if len(old) < MIN_CHANGES or len(new) < MIN_CHANGES:
            return
        o, p = statistics.fmean(old), statistics.fmean(new)
        if abs(o - p) >= MIN_SHARE_GAP:
            text = template.format(label=label, old=o, new=p)
            found.append(_giveaway(text, abs(o - p)))

    digits = mean_gap(
        [_digits(s) for s in originals if _digits(s)],
        [_digits(s) for s in pseudonyms if _digits(s)],
        "{label}: numbers have {new:.1f} digits in pseudonyms instead of {old:.1f}",
    )
    words = mean_gap(
        [len(s.split()) for s in originals],
        [len(s.split()) for s in pseudonyms],
        "{label}: pseudonyms have {new:.1f} words instead of {old:.1f}",
    )
    if not (digits or words):
        # Fewer digits or words already mean shorter: saying so twice would take a
        # place from another giveaway.
        mean_gap(
            [len(s.strip()) for s in originals],
            [len(s.strip()) for s in pseudonyms],
            "{label}: pseudonyms have {new:.1f} characters instead of {old:.1f}",
        )
    share_gap(
        [_capitalised(s) for s in originals if _first_letter(s)],
        [_capitalised(s) for s in pseudonyms if _first_letter(s)],
        "{label}: {new:.0%} of pseudonyms are capitalised instead of {old:.0%}",
    )
    share_gap(
        [bool(_digits(s)) for s in originals],
        [bool(_digits(s)) for s in pseudonyms],
        "{label}: {new:.0%} of pseudonyms hold digits instead of {old:.0%}",
    )
    distinct_old = len({s.strip() for s in originals})
    distinct_new = len({s.strip() for s in pseudonyms})
    if (
        distinct_old >= MIN_CHANGES
        and distinct_new <= MAX_DISTINCT_RATIO * distinct_old
    ):
        text = (
            f"{label}: {distinct_new} distinct pseudonyms for {distinct_old} "
            "distinct originals"
        )
        found.append(_giveaway(text, 1 - distinct_new / distinct_old))
    return found


def _giveaway(text: str, weight: float) -> dict[str, Any]:
    return {"kind": "span", "text": text, "weight": round(weight, 4)}


def _digits(text: str) -> int:
    return len(_DIGIT.findall(text))


def _first_letter(text: str) -> str:
    return next((ch for ch in text if ch.isalpha()), "")


def _capitalised(text: str) -> bool:
    return _first_letter(text).isupper()


# --------------------------------------------------------------------------------
# Downstream utility

TRAIN_TEST = (
    ("train_original_test_original", ORIGINAL, ORIGINAL),
    ("train_original_test_pseudonymized", ORIGINAL, PSEUDONYMIZED),
    ("train_pseudonymized_test_original", PSEUDONYMIZED, ORIGINAL),
    ("train_pseudonymized_test_pseudonymized", PSEUDONYMIZED, PSEUDONYMIZED),
)


def downstream(
    pairs: Sequence[DocumentPair],
    make: Callable[[], TextClassifier],
    *,
    seeds: int = 5,
    test_share: float = 0.25,
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, Any]:
    """Macro-F1 of a document classifier trained and tested on either version.

    Each seed draws its own stratified split of the labelled documents (a document's
    two versions always fall on the same side) and seeds the classifiers with it.
    Means and population standard deviations over the seeds, to 4 decimals.
    """
    from sklearn.metrics import f1_score
    from sklearn.model_selection import train_test_split

    used = [pair for pair in pairs if pair.klass]
    unlabelled = len(pairs) - len(used)
    counts: dict[str, int] = defaultdict(int)
    for pair in used:
        counts[str(pair.klass)] += 1
    classes = sorted(counts)
    if len(classes) < 2:
        raise ValueError(
            f"Downstream utility needs documents of at least 2 classes; the "
            f"labelled documents have {len(classes)} ({', '.join(classes) or 'none'})."
        )
    lonely = [c for c in classes if counts[c] < 2]
    if lonely:
        raise ValueError(
            "A stratified split needs at least 2 documents per class; "
            + ", ".join(f"class {c!r} has {counts[c]}" for c in lonely)
            + "."
        )
    if seeds < 1:
        raise ValueError("Downstream utility needs at least 1 seed.")
    n_test = math.ceil(test_share * len(used))
    if n_test < len(classes) or len(used) - n_test < len(classes):
        raise ValueError(
            f"A stratified split of {len(used)} documents with test share "
            f"{test_share} puts {n_test} in the test set and {len(used) - n_test} "
            f"in the training set; each needs at least one document of each of the "
            f"{len(classes)} classes."
        )
    klasses = [str(pair.klass) for pair in used]
    scores: dict[str, list[float]] = {key: [] for key, _, _ in TRAIN_TEST}
    name = ""
    for seed in range(seeds):
        train, test = train_test_split(
            list(range(len(used))),
            test_size=test_share,
            stratify=klasses,
            random_state=seed,
        )
        truth = [klasses[i] for i in test]
        trained: dict[str, TextClassifier] = {}
        for version in (ORIGINAL, PSEUDONYMIZED):
            classifier = make()
            name = classifier.name
            classifier.fit(
                [_version(used[i], version) for i in train],
                [klasses[i] for i in train],
                seed=seed,
            )
            trained[version] = classifier
        for key, train_version, test_version in TRAIN_TEST:
            predicted = trained[train_version].predict(
                [_version(used[i], test_version) for i in test]
            )
            scores[key].append(
                float(f1_score(truth, predicted, average="macro", zero_division=0))
            )
        if progress is not None:
            progress(seed + 1, seeds)
    result: dict[str, Any] = {
        key: round(statistics.fmean(values), 4) for key, values in scores.items()
    }
    result["std"] = {
        key: round(statistics.pstdev(values), 4) for key, values in scores.items()
    }
    result.update(
        model=name,
        seeds=seeds,
        documents=len(used),
        classes=classes,
        unlabelled=unlabelled,
    )
    return result


def _version(pair: DocumentPair, version: str) -> str:
    return pair.original if version == ORIGINAL else pair.pseudonymized
