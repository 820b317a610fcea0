from __future__ import annotations

from generation.engines.types import EngineDocument, SpanRef
from generation.engines.windows import (
    Sentence,
    document_sentences,
    make_window,
    repL_window,
    sentence_of,
    split_sentences,
    target_masks,
    windows_maskL,
)


def texts(text: str, language: str, **kwargs: object) -> list[str]:
    return [text[s.start : s.end] for s in split_sentences(text, language, **kwargs)]


def numbered(span: SpanRef, n: int) -> str:
    return f"[MASK.{n}]"


def test_english_split_keeps_abbreviations_initials_and_decimals_together() -> None:
    text = (
        "Mr. Smith met Dr. J. Brown in St. Albans, e.g. at No. 5. "
        "The fine was 3.5 million! Was it paid? \u201cYes,\u201d he said."
    )
    assert texts(text, "en") == [
        "Mr. Smith met Dr. J. Brown in St. Albans, e.g. at No. 5.",
        "The fine was 3.5 million!",
        "Was it paid?",
        "\u201cYes,\u201d he said.",
    ]


def test_swedish_split_keeps_swedish_abbreviations_together() -> None:
    text = (
        "Han bor t.ex. i Lund, bl.a. nära kl. 5. Det var s.k. fusk m.m. Sedan kom Anna."
    )
    assert texts(text, "sv") == [
        "Han bor t.ex. i Lund, bl.a. nära kl. 5.",
        "Det var s.k. fusk m.m. Sedan kom Anna.",
    ]


def test_blank_line_always_splits_and_line_break_after_stop_splits() -> None:
    text = "HEADING\n\nFirst line.\nsecond line\ncontinues. Done"
    assert texts(text, "en") == [
        "HEADING",
        "First line.",
        "second line\ncontinues.",
        "Done",
    ]


def test_paragraph_number_at_line_start_does_not_split() -> None:
    text = "PROCEDURE\n\n1. The case began in 1999. It ended.\n2. The applicant left."
    assert texts(text, "en") == [
        "PROCEDURE",
        "1. The case began in 1999.",
        "It ended.",
        "2. The applicant left.",
    ]


def test_lowercase_after_stop_does_not_split() -> None:
    assert texts("It cost approx. ten pounds. Fine.", "en") == [
        "It cost approx. ten pounds.",
        "Fine.",
    ]


def test_span_across_a_would_be_boundary_merges_the_sentences() -> None:
    text = "He worked at Acme Inc! Ltd. for years. Then he left."
    start = text.index("Acme")
    span = SpanRef(key=1, start=start, end=text.index(" for"), label="ORG")
    assert texts(text, "en") == [
        "He worked at Acme Inc!",
        "Ltd. for years.",
        "Then he left.",
    ]
    assert texts(text, "en", spans=[span]) == [
        "He worked at Acme Inc! Ltd. for years.",
        "Then he left.",
    ]


def test_sentence_offsets_point_into_the_text_and_sentence_of_finds_span() -> None:
    text = "  One here.   Two there.  "
    sentences = split_sentences(text, "en")
    assert sentences == [Sentence(2, 11), Sentence(14, 24)]
    span = SpanRef(
        key="x", start=text.index("there"), end=text.index("there") + 5, label="LOC"
    )
    assert sentence_of(sentences, span) == 1


def make_document() -> EngineDocument:
    sentence_words = ["Anna", "Bo", "Cecilia Dahl", "Erik", "Frida", "Gustav"]
    text = " ".join(f"S{i} met {name}." for i, name in enumerate(sentence_words))
    spans = tuple(
        SpanRef(
            key=i,
            start=text.index(name),
            end=text.index(name) + len(name),
            label="PERSON",
            category="PERSON",
        )
        for i, name in enumerate(sentence_words)
    )
    return EngineDocument(key="d", text=text, spans=spans)


def test_maskL_window_masks_every_span_with_context_clipped_at_the_start() -> None:
    document = make_document()
    sentences = document_sentences(document)
    windows = windows_maskL(document, sentences, context=2, mask=numbered)
    assert len(windows) == 6
    first = windows[0]
    assert first.text == "S0 met [MASK.1]. S1 met [MASK.2]. S2 met [MASK.3]."
    assert [m.span.key for m in first.masks] == [0, 1, 2]
    assert [m.span.key for m in target_masks(first)] == [0]
    for window_mask in first.masks:
        assert first.text[window_mask.start : window_mask.end] == window_mask.token


def test_maskL_window_in_the_middle_and_at_the_end() -> None:
    document = make_document()
    sentences = document_sentences(document)
    windows = windows_maskL(document, sentences, context=2, mask=numbered)
    middle = windows[2]
    # The two-word span "Cecilia Dahl" is a single mask.
    assert middle.text == (
        "S0 met [MASK.1]. S1 met [MASK.2]. S2 met [MASK.3]. S3 met [MASK.4]. "
        "S4 met [MASK.5]."
    )
    assert [m.span.key for m in target_masks(middle)] == [2]
    last = windows[5]
    assert last.text == "S3 met [MASK.1]. S4 met [MASK.2]. S5 met [MASK.3]."
    assert last.offset == document.text.index("S3")


def test_window_keeps_original_whitespace_between_sentences() -> None:
    text = "A met Bo.\n\nC met Di.   E met Fa."
    spans = tuple(
        SpanRef(key=w, start=text.index(w), end=text.index(w) + 2, label="PERSON")
        for w in ("Bo", "Di", "Fa")
    )
    document = EngineDocument(key=1, text=text, spans=spans)
    window = make_window(
        document, document_sentences(document), 1, context=1, mask=lambda s, n: "<mask>"
    )
    assert window.text == "A met <mask>.\n\nC met <mask>.   E met <mask>."


def test_repL_window_has_earlier_choices_left_and_masks_right() -> None:
    document = make_document()
    sentences = document_sentences(document)
    fills = {0: "Xavier", 1: "Yngve"}
    window, current = repL_window(
        document, sentences, document.spans[2], context=2, mask=numbered, fills=fills
    )
    assert window.text == (
        "S0 met Xavier. S1 met Yngve. S2 met [MASK.1]. S3 met [MASK.2]. "
        "S4 met [MASK.3]."
    )
    assert current.span.key == 2
    assert window.text[current.start : current.end] == "[MASK.1]"
    assert window.filled[1] == (
        window.text.index("Yngve"),
        window.text.index("Yngve") + 5,
    )


def test_repL_window_masks_current_span_even_if_it_has_a_fill() -> None:
    document = make_document()
    sentences = document_sentences(document)
    window, current = repL_window(
        document,
        sentences,
        document.spans[0],
        context=1,
        mask=numbered,
        fills={0: "stale"},
    )
    assert window.text == "S0 met [MASK.1]. S1 met [MASK.2]."
    assert current.token == "[MASK.1]"


def test_with_fills_puts_replacements_into_the_masks() -> None:
    document = make_document()
    window = windows_maskL(
        document, document_sentences(document), context=1, mask=numbered
    )[0]
    assert window.with_fills({0: "Ann", 1: "Ben"}) == "S0 met Ann. S1 met Ben."


def test_overlapping_spans_share_one_mask() -> None:
    text = "Call John Smith now."
    spans = (
        SpanRef(key="a", start=5, end=15, label="PERSON"),
        SpanRef(key="b", start=10, end=15, label="PERSON"),
    )
    document = EngineDocument(key=1, text=text, spans=spans)
    window = make_window(document, document_sentences(document), 0, mask=numbered)
    assert window.text == "Call [MASK.1] now."
    assert [(m.span.key, m.token) for m in window.masks] == [
        ("a", "[MASK.1]"),
        ("b", "[MASK.1]"),
    ]
