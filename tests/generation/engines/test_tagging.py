from __future__ import annotations

import http.server
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from generation.engines.inventory import Inventory, load_inventory, read_conllu
from generation.engines.tagging import (
    ConlluTagger,
    StanzaTagger,
    Token,
    document_span_upos,
    fetch_resources,
    get_tagger,
    span_upos,
    stanza_available,
    tokenize,
)
from generation.engines.types import EngineDocument, EngineError, SpanRef
from generation.engines.windows import Sentence, split_sentences

CLOSED_PORT_URL = "http://127.0.0.1:9"  # discard port: nothing listens there


def forms(text: str, language: str, inventory: Inventory) -> list[str]:
    return [
        t.form for t in tokenize(text, language, known=inventory.lexicon.__contains__)
    ]


@pytest.fixture
def en_inventory(ud_en: Path) -> Inventory:
    return load_inventory(str(ud_en), language="en")


@pytest.fixture
def sv_inventory(ud_sv: Path) -> Inventory:
    return load_inventory(str(ud_sv), language="sv")


def test_english_tokenizer_splits_clitics_and_keeps_abbreviations(
    en_inventory: Inventory,
) -> None:
    text = "Mr. Smith's co-worker didn't pay $3.5 million in the U.S. today."
    assert forms(text, "en", en_inventory) == [
        "Mr.", "Smith", "'s", "co-worker", "did", "n't", "pay", "$", "3.5",
        "million", "in", "the", "U.S.", "today", ".",
    ]  # fmt: skip


def test_swedish_tokenizer_keeps_abbreviations_and_hyphenated_words(
    sv_inventory: Inventory,
) -> None:
    text = "Han bodde t.ex. i Lund på 1970-talet, dvs. länge..."
    assert forms(text, "sv", sv_inventory) == [
        "Han", "bodde", "t.ex.", "i", "Lund", "på", "1970-talet", ",", "dvs.",
        "länge", "...",
    ]  # fmt: skip


def test_span_upos_is_the_tag_of_the_right_most_token() -> None:
    tokens = [
        Token(0, 5, "three", "NUM"),
        Token(6, 11, "years", "NOUN"),
        Token(12, 15, "ago", "ADV"),
    ]
    assert span_upos(tokens, SpanRef(key=1, start=0, end=11, label="DATE")) == "NOUN"
    assert span_upos(tokens, SpanRef(key=1, start=0, end=5, label="DATE")) == "NUM"
    # A span cutting a token still gets that token's tag; none at all gives X.
    assert span_upos(tokens, SpanRef(key=1, start=7, end=9, label="DATE")) == "NOUN"
    assert span_upos(tokens, SpanRef(key=1, start=20, end=22, label="DATE")) == "X"


def test_conllu_tagger_tags_a_multi_word_span_by_its_last_word(
    en_inventory: Inventory,
) -> None:
    tagger = ConlluTagger(en_inventory, language="en")
    text = "He was there for three years. Then he met Kori Schulman in Washington."
    tokens = tagger.tag(text, split_sentences(text, "en"))
    start = text.index("three")
    assert (
        span_upos(tokens, SpanRef(1, start, start + len("three years"), "D")) == "NOUN"
    )
    start = text.index("Kori")
    assert span_upos(tokens, SpanRef(2, start, start + len("Kori Schulman"), "P")) == (
        "PROPN"
    )
    # Offsets are document offsets.
    assert all(text[t.start : t.end] == t.form for t in tokens)


def test_conllu_tagger_fallbacks_for_unknown_words(en_inventory: Inventory) -> None:
    tagger = ConlluTagger(en_inventory, language="en")
    assert tagger.upos_for("Zqxwvbor", sentence_initial=False) == "PROPN"
    assert tagger.upos_for("123,456.7", sentence_initial=False) == "NUM"
    assert tagger.upos_for("»«", sentence_initial=False) == "PUNCT"
    assert tagger.upos_for("blorfingly", sentence_initial=False) == "ADV"
    assert tagger.upos_for("blorfing", sentence_initial=False) == "VERB"
    assert tagger.upos_for("blorf", sentence_initial=False) == "NOUN"


def test_tag_in_context_tags_a_candidate_in_its_sentence(
    en_inventory: Inventory, sv_inventory: Inventory
) -> None:
    english = ConlluTagger(en_inventory, language="en")
    assert english.tag_in_context("She met ", "Qorvin Blatt", " yesterday.") == "PROPN"
    assert english.tag_in_context("It took ", "two weeks", " to arrive.") == "NOUN"
    assert english.tag_many_in_context(
        [("He ", "quickly", " left."), ("They ", "were", " late.")]
    ) == ["ADV", "AUX"]
    swedish = ConlluTagger(sv_inventory, language="sv")
    assert swedish.tag_in_context("Hon bor i ", "Stockholm", " nu.") == "PROPN"


Words = list[tuple[str, str]]


def held_out_split(path: Path) -> tuple[list[Words], list[tuple[str, Words]]]:
    """Every fifth sentence is held out (20%); the inventory sees the other 80%."""
    with path.open(encoding="utf-8") as stream:
        lines = stream.readlines()
    prefix = "# text = "
    texts = [
        line[len(prefix) :].rstrip("\n") for line in lines if line.startswith(prefix)
    ]
    sentences = list(zip(texts, read_conllu(lines), strict=True))
    train = [words for i, (_, words) in enumerate(sentences) if i % 5]
    test = [sentence for i, sentence in enumerate(sentences) if not i % 5]
    return train, test


def measure(path: Path, language: str) -> tuple[float, float]:
    train, test = held_out_split(path)
    tagger = ConlluTagger(Inventory.from_sentences(train), language=language)
    right = total = 0
    for _, words in test:
        predicted = tagger.tag_forms([form for form, _ in words])
        right += sum(p == gold for p, (_, gold) in zip(predicted, words, strict=True))
        total += len(words)
    on_gold_tokens = right / total
    # End to end: our tokenizer on the raw sentence; a word counts only when a token
    # has exactly its offsets and its tag.
    right = total = 0
    for text, words in test:
        tokens = {
            (t.start, t.end): t.upos for t in tagger.tag(text, [Sentence(0, len(text))])
        }
        position = 0
        for form, gold in words:
            start = text.find(form, position)
            assert start >= 0
            position = start + len(form)
            right += tokens.get((start, position)) == gold
            total += 1
    return on_gold_tokens, right / total


def test_conllu_tagger_accuracy_on_held_out_english_pud(ud_en: Path) -> None:
    on_gold_tokens, end_to_end = measure(ud_en, "en")
    # Measured: 0.895 on gold tokens, 0.885 end to end.
    assert on_gold_tokens > 0.87
    assert end_to_end > 0.86


def test_conllu_tagger_accuracy_on_held_out_swedish_pud(ud_sv: Path) -> None:
    on_gold_tokens, end_to_end = measure(ud_sv, "sv")
    # Measured: 0.868 on gold tokens, 0.867 end to end.
    assert on_gold_tokens > 0.85
    assert end_to_end > 0.85


def test_stanza_is_unavailable_without_models_on_disk(tmp_path: Path) -> None:
    assert stanza_available("en", resources_dir=tmp_path) is False
    (tmp_path / "resources.json").write_text("{}")
    (tmp_path / "en" / "tokenize").mkdir(parents=True)
    (tmp_path / "en" / "tokenize" / "combined.pt").write_bytes(b"")
    assert stanza_available("en", resources_dir=tmp_path) is False  # no pos model
    (tmp_path / "en" / "pos").mkdir()
    (tmp_path / "en" / "pos" / "combined.pt").write_bytes(b"")
    assert stanza_available("en", resources_dir=tmp_path) is True


def test_stanza_tagger_without_models_names_the_tagger_setting(tmp_path: Path) -> None:
    with pytest.raises(EngineError) as raised:
        StanzaTagger("sv", resources_dir=tmp_path)
    assert raised.value.setting == "PSEUDOWEB_TAGGER"
    assert "PSEUDOWEB_TAGGER=conllu" in str(raised.value)


def test_get_tagger_auto_falls_back_to_conllu_without_stanza_models(
    ud_en: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("STANZA_RESOURCES_DIR", str(tmp_path))
    assert get_tagger("auto", "en", str(ud_en)).name == "conllu"
    assert get_tagger("conllu", "en", str(ud_en)).name == "conllu"
    with pytest.raises(EngineError) as raised:
        get_tagger("stanza", "en", str(ud_en))
    assert raised.value.setting == "PSEUDOWEB_TAGGER"
    with pytest.raises(EngineError):
        get_tagger("spacy", "en", str(ud_en))


def test_fetch_resources_reports_an_unreachable_server(tmp_path: Path) -> None:
    problems = fetch_resources(
        ["en", "sv"], tmp_path, ud_base_url=CLOSED_PORT_URL, stanza_models=False
    )
    assert len(problems) == 2
    assert "en UD treebank" in problems[0] and "PSEUDOWEB_UD_EN" in problems[0]
    assert "sv UD treebank" in problems[1] and "PSEUDOWEB_UD_SV" in problems[1]
    assert "127.0.0.1:9/UD_English-PUD/master/en_pud-ud-test.conllu" in problems[0]
    assert list(tmp_path.iterdir()) == []  # no half-written file


@pytest.mark.slow  # imports stanza, hence torch
def test_fetch_resources_reports_unreachable_stanza_models(tmp_path: Path) -> None:
    problems = fetch_resources(
        ["en"], tmp_path, ud_base_url=CLOSED_PORT_URL, stanza_dir=tmp_path,
        stanza_resources_url=CLOSED_PORT_URL,
    )  # fmt: skip
    assert len(problems) == 2
    assert "Stanza en models" in problems[1]
    assert "PSEUDOWEB_TAGGER=conllu" in problems[1]


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    root = tmp_path / "served"
    (root / "UD_Swedish-PUD" / "master").mkdir(parents=True)
    payload = "1\tHej\thej\tINTJ\t_\t_\t0\troot\t_\t_\n\n" * 5000
    (root / "UD_Swedish-PUD" / "master" / "sv_pud-ud-test.conllu").write_text(payload)

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
            super().__init__(*args, directory=str(root), **kwargs)

        def log_message(self, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Quiet)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", tmp_path / "dest"
    finally:
        server.shutdown()
        server.server_close()


def test_fetch_resources_downloads_the_treebank_with_progress(
    served: tuple[str, Path],
) -> None:
    url, dest = served
    seen: list[tuple[str, int, int | None]] = []
    problems = fetch_resources(
        ["sv"], dest, ud_base_url=url, stanza_models=False,
        progress=lambda what, done, total: seen.append((what, done, total)),
    )  # fmt: skip
    assert problems == []
    downloaded = dest / "sv_pud-ud-test.conllu"
    assert downloaded.read_text().count("Hej") == 5000
    assert seen[-1] == ("sv_pud-ud-test.conllu", downloaded.stat().st_size,
                        downloaded.stat().st_size)  # fmt: skip
    assert len(seen) > 1  # reported along the way, not only at the end


class FakeStanzaPipeline:
    """Stands in for ``stanza.Pipeline`` (no Stanza models can be downloaded here).

    It answers with real ``stanza.Document`` objects, so the tagger is checked against
    Stanza's own data model: tokens with character offsets, words with UPOS, and a
    multiword token ("Obama's" = "Obama" + "'s") whose words carry no offsets.
    """

    UPOS = {"Obama": "PROPN", "'s": "PART", "dog": "NOUN", "ran": "VERB",
            "It": "PRON", "barked": "VERB", ".": "PUNCT"}  # fmt: skip

    def __init__(self) -> None:
        self.texts: list[str] = []

    def __call__(self, documents: list) -> list:
        import re

        from stanza.models.common.doc import Document

        out = []
        for document in documents:
            self.texts.append(document.text)
            entries: list[dict] = []
            number = 1
            for match in re.finditer(r"\w+'s|\w+|[^\w\s]", document.text):
                start, end, text = match.start(), match.end(), match.group()
                if text.endswith("'s"):
                    entries.append({"id": (number, number + 1), "text": text,
                                    "start_char": start, "end_char": end})  # fmt: skip
                    for part in (text[:-2], "'s"):
                        entries.append({"id": number, "text": part,
                                        "upos": self.UPOS[part]})  # fmt: skip
                        number += 1
                    continue
                entries.append({"id": number, "text": text, "upos": self.UPOS[text],
                                "start_char": start, "end_char": end})  # fmt: skip
                number += 1
            out.append(Document([entries], text=document.text))
        return out


def test_stanza_tagger_reads_stanza_documents_per_sentence(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import generation.engines.tagging as tagging

    fake = FakeStanzaPipeline()
    monkeypatch.setattr(tagging, "stanza_available", lambda *a, **k: True)
    monkeypatch.setattr(tagging, "_stanza_pipeline", lambda language, base: fake)
    monkeypatch.setenv("STANZA_RESOURCES_DIR", str(tmp_path))
    tagger = get_tagger("auto", "en", None)
    assert tagger.name == "stanza"

    text = "Obama's dog ran. It barked."
    tokens = tagger.tag(text, [Sentence(0, 16), Sentence(17, 27)])
    # Each sentence goes to Stanza on its own; offsets come back in the document's.
    assert fake.texts == ["Obama's dog ran.", "It barked."]
    assert [(t.start, t.end, t.form, t.upos) for t in tokens] == [
        (0, 7, "Obama's", "PROPN"),  # a multiword token takes its first word's tag
        (8, 11, "dog", "NOUN"),
        (12, 15, "ran", "VERB"),
        (15, 16, ".", "PUNCT"),
        (17, 19, "It", "PRON"),
        (20, 26, "barked", "VERB"),
        (26, 27, ".", "PUNCT"),
    ]
    assert all(text[t.start : t.end] == t.form for t in tokens)
    # The UPOS of a span is that of its right-most token ("Obama" inside "Obama's").
    document = EngineDocument(
        key="d",
        text=text,
        spans=(SpanRef(key="o", start=0, end=5, label="PER"),
               SpanRef(key="i", start=17, end=19, label="PER")),
    )  # fmt: skip
    sentences = [Sentence(0, 16), Sentence(17, 27)]
    assert document_span_upos(tagger, document, sentences) == {
        "o": "PROPN",
        "i": "PRON",
    }
    # A candidate put in place of a span is tagged in the span's sentence.
    assert tagger.tag_in_context("", "Obama's", " dog ran.") == "PROPN"
