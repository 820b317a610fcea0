from __future__ import annotations

import json
import threading
import time

import pytest

from generation.engines.inventory import Inventory
from generation.engines.llm import LLMGenerator, answer_values, extract_json_object
from generation.engines.tagging import ConlluTagger
from generation.engines.types import (
    FAILED,
    BackendUnavailable,
    EngineDocument,
    EngineError,
    GeneratorOptions,
    SpanRef,
    Suggestion,
)
from tests.fakes.fixtures import fake_ollama as fake_ollama  # noqa: F401 - fixture
from tests.fakes.ollama_server import FakeOllama, Recorded, echo_value, mask_tokens

MODEL = "qwen2.5:1.5b-instruct"


def doc(key: object, text: str, *pii: str, language: str = "en") -> EngineDocument:
    """A document whose spans are the given substrings, found left to right."""
    spans = []
    position = 0
    for n, part in enumerate(pii):
        start = text.index(part, position)
        spans.append(
            SpanRef(key=(key, n), start=start, end=start + len(part), label="PII")
        )
        position = start + len(part)
    return EngineDocument(key=key, text=text, spans=tuple(spans), language=language)


def generator(
    fake: FakeOllama, *, language: str = "en", **kwargs: object
) -> LLMGenerator:
    options = kwargs.pop("options", None) or GeneratorOptions()
    settings: dict[str, object] = {
        "host": fake.host,
        "model": MODEL,
        "options": options,
        "tagger": None,
        "language": language,
        "backoff": 0.01,
        **kwargs,
    }
    return LLMGenerator(**settings)  # type: ignore[arg-type]


def run(gen: LLMGenerator, *documents: EngineDocument) -> list[list[Suggestion]]:
    return [suggestions for _, suggestions in gen.fill(documents)]


def answered(record: Recorded) -> dict[str, str]:
    """What the fake answered for each mask of a request (its echo mapping)."""
    return {
        token: echo_value(record.prompt, token) for token in mask_tokens(record.prompt)
    }


def text_of(record: Recorded) -> str:
    """The window text in the user prompt (between "Text (...):" and the mask list)."""
    return record.prompt.split(":\n", 1)[1].split("\n\nMasks to replace:")[0]


TWO_SENTENCES = doc(
    "d1",
    "Anna Berg met Olof in Lund. She paid 500 kronor to Acme AB.",
    "Anna Berg",
    "Olof",
    "Lund",
    "500 kronor",
    "Acme AB",
)


def test_maskL_numbers_masks_in_order_and_fills_every_span(
    fake_ollama: FakeOllama,
) -> None:
    [suggestions] = run(generator(fake_ollama), TWO_SENTENCES)

    requests = fake_ollama.chat_requests()
    assert len(requests) == 2  # one window per sentence with spans
    # Both windows see the whole two-sentence document, every span masked in order.
    for record in requests:
        assert text_of(record) == (
            "[MASK.1] met [MASK.2] in [MASK.3]. She paid [MASK.4] to [MASK.5]."
        )
        assert record.body["format"] == "json"
        assert record.body["stream"] is False
        assert record.body["model"] == MODEL
    values = [s.text for s in suggestions]
    # Spans of sentence 1 come from one request, spans of sentence 2 from the other.
    answers = [answered(r) for r in requests]
    expected_options = [[a["[MASK.1]"], a["[MASK.2]"], a["[MASK.3]"]] for a in answers]
    assert values[:3] in expected_options
    assert values[3:] in [[a["[MASK.4]"], a["[MASK.5]"]] for a in answers]
    assert not any(s.failed for s in suggestions)
    assert [s.span_key for s in suggestions] == [s.key for s in TWO_SENTENCES.spans]


def test_prompts_never_contain_the_original_pii(fake_ollama: FakeOllama) -> None:
    for strategy in ("maskL", "repL"):
        gen = generator(fake_ollama, options=GeneratorOptions(strategy=strategy))
        run(gen, TWO_SENTENCES)
    for record in fake_ollama.chat_requests():
        content = json.dumps(record.body["messages"])
        for original in ("Anna Berg", "Olof", "Lund", "500 kronor", "Acme AB"):
            assert original not in content


def test_upos_masks_carry_the_tag_of_the_rightmost_token_in_context(
    fake_ollama: FakeOllama,
) -> None:
    inventory = Inventory.from_sentences(
        [[("met", "VERB"), ("the", "DET"), ("lawyer", "NOUN"), ("in", "ADP")]]
    )
    tagger = ConlluTagger(inventory, language="en")
    document = doc(
        "d",
        "Yesterday Anna Berg met the lawyer in 1994.",
        "Anna Berg",
        "lawyer",
        "1994",
    )
    gen = generator(fake_ollama, options=GeneratorOptions(upos=True), tagger=tagger)

    [suggestions] = run(gen, document)

    [record] = fake_ollama.chat_requests()
    assert text_of(record) == (
        "Yesterday [MASK.PROPN.1] met the [MASK.NOUN.2] in [MASK.NUM.3]."
    )
    assert "part-of-speech" in record.body["messages"][0]["content"]
    answers = answered(record)
    assert [s.text for s in suggestions] == [
        answers["[MASK.PROPN.1]"],
        answers["[MASK.NOUN.2]"],
        answers["[MASK.NUM.3]"],
    ]
    assert [s.upos for s in suggestions] == ["PROPN", "NOUN", "NUM"]


def test_upos_option_without_a_tagger_is_an_engine_error(
    fake_ollama: FakeOllama,
) -> None:
    with pytest.raises(EngineError) as error:
        generator(fake_ollama, options=GeneratorOptions(upos=True))
    assert error.value.setting == "upos"


def test_swedish_text_is_announced_as_swedish(fake_ollama: FakeOllama) -> None:
    document = doc("sv", "Anna bor i Lund.", "Anna", "Lund", language="sv")
    run(generator(fake_ollama, language="sv"), document)
    [record] = fake_ollama.chat_requests()
    assert "Swedish" in record.body["messages"][0]["content"]
    assert "Text (Swedish):" in record.prompt


@pytest.mark.parametrize("action", ["echo", "bare", "number", "fenced"])
def test_answer_keys_with_or_without_brackets_are_accepted(
    fake_ollama: FakeOllama, action: str
) -> None:
    fake_ollama.default = action
    document = doc("d", "Anna met Olof.", "Anna", "Olof")
    [suggestions] = run(generator(fake_ollama), document)
    [record] = fake_ollama.chat_requests()
    answers = answered(record)
    assert [s.text for s in suggestions] == [answers["[MASK.1]"], answers["[MASK.2]"]]
    assert len(fake_ollama.chat_requests()) == 1  # accepted at once, no retry


def test_invalid_json_is_retried_with_a_new_seed_then_succeeds(
    fake_ollama: FakeOllama,
) -> None:
    fake_ollama.script(["invalid", "invalid"])
    gen = generator(fake_ollama, options=GeneratorOptions(seed=7), retries=3)
    [suggestions] = run(gen, doc("d", "Anna met Olof.", "Anna", "Olof"))

    requests = fake_ollama.chat_requests()
    assert [r.action for r in requests] == ["invalid", "invalid", "echo"]
    assert [r.body["options"]["seed"] for r in requests] == [7, 8, 9]
    answers = answered(requests[-1])
    assert [s.text for s in suggestions] == [answers["[MASK.1]"], answers["[MASK.2]"]]
    assert not any(s.failed for s in suggestions)


def test_invalid_json_every_time_fails_after_bounded_retries_with_the_answer(
    fake_ollama: FakeOllama,
) -> None:
    fake_ollama.default = "invalid"
    gen = generator(fake_ollama, retries=2)
    [suggestions] = run(gen, doc("d", "Anna met Olof.", "Anna", "Olof"))

    assert len(fake_ollama.chat_requests()) == 3  # the first try and two retries
    for suggestion in suggestions:
        assert suggestion.text == FAILED
        assert suggestion.failed
        assert "no JSON object" in suggestion.reason
        assert "{oops" in suggestion.reason  # the raw answer, for the reviewer
        assert "3 attempts" in suggestion.reason


def test_a_missing_key_fails_that_mask_and_fills_the_others(
    fake_ollama: FakeOllama,
) -> None:
    fake_ollama.default = "missing"  # always leaves out the last mask
    gen = generator(fake_ollama, retries=1)
    [suggestions] = run(gen, doc("d", "Anna met Olof in Lund.", "Anna", "Olof", "Lund"))

    first = fake_ollama.chat_requests()[0]
    answers = answered(first)
    assert [s.text for s in suggestions[:2]] == [
        answers["[MASK.1]"],
        answers["[MASK.2]"],
    ]
    assert suggestions[2].failed and suggestions[2].text == FAILED
    assert "[MASK.3]" in suggestions[2].reason
    assert len(fake_ollama.chat_requests()) == 2


def test_a_later_answer_fills_what_an_earlier_one_missed(
    fake_ollama: FakeOllama,
) -> None:
    fake_ollama.script(["missing"])
    [suggestions] = run(
        generator(fake_ollama), doc("d", "Anna met Olof.", "Anna", "Olof")
    )
    first, second = fake_ollama.chat_requests()
    # The first answer is kept where it gave a value; the retry fills the gap.
    assert [s.text for s in suggestions] == [
        answered(first)["[MASK.1]"],
        answered(second)["[MASK.2]"],
    ]


def test_slow_server_beyond_the_timeout_gives_failed_timeout(
    fake_ollama: FakeOllama,
) -> None:
    fake_ollama.default = "slow"
    fake_ollama.slow_seconds = 1.0
    gen = generator(fake_ollama, timeout=0.3, retries=1)
    started = time.monotonic()
    [suggestions] = run(gen, doc("d", "Anna met Olof.", "Anna", "Olof"))

    assert time.monotonic() - started < 1.5  # two tries of 0.3 s, not the server's 2 s
    for suggestion in suggestions:
        assert suggestion.failed and suggestion.text == FAILED
        assert suggestion.reason.startswith("timeout")


def test_server_errors_are_retried_then_failed_with_the_reason(
    fake_ollama: FakeOllama,
) -> None:
    fake_ollama.default = "error500"
    [suggestions] = run(
        generator(fake_ollama, retries=1), doc("d", "Anna came.", "Anna")
    )
    assert len(fake_ollama.chat_requests()) == 2
    assert suggestions[0].failed
    assert "server error 500" in suggestions[0].reason


def test_a_dead_server_raises_backend_unavailable_naming_ollama_host(
    fake_ollama: FakeOllama,
) -> None:
    fake_ollama.stop()
    gen = generator(fake_ollama, retries=2)
    with pytest.raises(BackendUnavailable) as error:
        run(gen, doc("d", "Anna came.", "Anna"), doc("e", "Olof left.", "Olof"))
    assert "OLLAMA_HOST" in str(error.value)
    assert fake_ollama.host in str(error.value)
    assert error.value.setting == "OLLAMA_HOST"


def test_a_dead_openai_compatible_server_names_its_own_setting(
    fake_ollama: FakeOllama,
) -> None:
    fake_ollama.stop()
    gen = generator(fake_ollama, openai_base_url=fake_ollama.openai_base_url, retries=1)
    with pytest.raises(BackendUnavailable) as error:
        run(gen, doc("d", "Anna came.", "Anna"))
    assert error.value.setting == "openai_base_url"
    assert fake_ollama.openai_base_url in str(error.value)


def test_a_server_that_comes_back_within_the_retries_is_not_an_error(
    fake_ollama: FakeOllama,
) -> None:
    # A port that refuses at first and then listens: the retry reaches it.
    fake_ollama.stop()
    revived = FakeOllama()
    gen = generator(fake_ollama, retries=3, backoff=0.2)
    results: list[list[Suggestion]] = []

    def later() -> None:
        time.sleep(0.1)
        revived.start(port=fake_ollama.port)

    thread = threading.Thread(target=later)
    thread.start()
    try:
        results = run(gen, doc("d", "Anna came.", "Anna"))
    finally:
        thread.join()
        revived.stop()
    assert not results[0][0].failed
    assert len(revived.chat_requests()) == 1


def test_an_unknown_model_is_an_engine_error_naming_the_setting(
    fake_ollama: FakeOllama,
) -> None:
    gen = generator(fake_ollama, model="no-such-model:7b")
    with pytest.raises(EngineError) as error:
        run(gen, doc("d", "Anna came.", "Anna"))
    assert not isinstance(error.value, BackendUnavailable)
    assert "--option model=" in str(error.value)
    assert "no-such-model:7b" in str(error.value)
    assert error.value.setting == "model"
    assert len(fake_ollama.chat_requests()) == 1  # no retries: it cannot get better


def test_repL_asks_once_per_span_with_earlier_choices_on_the_left(
    fake_ollama: FakeOllama,
) -> None:
    gen = generator(fake_ollama, options=GeneratorOptions(strategy="repL"))
    [suggestions] = run(gen, TWO_SENTENCES)

    requests = fake_ollama.chat_requests()
    assert len(requests) == 5  # one per span, in order
    chosen = [s.text for s in suggestions]
    for index, record in enumerate(requests):
        # Earlier choices replace the spans on the left; the rest stay masks.
        expected = "{} met {} in {}. She paid {} to {}.".format(
            *chosen[:index],
            *[f"[MASK.{n}]" for n in range(1, 6 - index)],
        )
        assert text_of(record) == expected
        # Each span's value is what the model gave for the first mask of its window.
        assert chosen[index] == answered(record)["[MASK.1]"]


def test_repL_keeps_a_failed_span_masked_in_later_contexts(
    fake_ollama: FakeOllama,
) -> None:
    fake_ollama.script(["invalid", "invalid"])
    gen = generator(fake_ollama, options=GeneratorOptions(strategy="repL"), retries=1)
    [suggestions] = run(gen, doc("d", "Anna met Olof.", "Anna", "Olof"))

    assert suggestions[0].failed
    last = fake_ollama.chat_requests()[-1]
    assert text_of(last) == "[MASK.1] met [MASK.2]."
    assert FAILED not in last.prompt
    assert suggestions[1].text == answered(last)["[MASK.2]"]


def test_openai_compatible_server_is_used_when_configured(
    fake_ollama: FakeOllama,
) -> None:
    gen = generator(fake_ollama, openai_base_url=fake_ollama.openai_base_url)
    fake_ollama.script(["fenced"])
    [suggestions] = run(gen, doc("d", "Anna met Olof.", "Anna", "Olof"))

    [record] = fake_ollama.chat_requests()
    assert record.path == "/v1/chat/completions"
    assert record.body["response_format"] == {"type": "json_object"}
    answers = answered(record)
    assert [s.text for s in suggestions] == [answers["[MASK.1]"], answers["[MASK.2]"]]


def test_openai_compatible_unknown_model_is_an_engine_error(
    fake_ollama: FakeOllama,
) -> None:
    gen = generator(
        fake_ollama,
        model="missing",
        openai_base_url=fake_ollama.host,  # no /v1 given
    )
    with pytest.raises(EngineError, match="--option model="):
        run(gen, doc("d", "Anna came.", "Anna"))
    assert fake_ollama.chat_requests()[0].path == "/v1/chat/completions"


def test_several_requests_are_in_flight_and_documents_keep_their_order(
    fake_ollama: FakeOllama,
) -> None:
    def uneven(prompt: str) -> str:
        # Later documents answer faster, so completion order differs from input order.
        number = int(prompt.split("Person")[1].split(" ")[0])
        time.sleep(0.05 * (12 - number))
        return json.dumps({token: f"P{number}" for token in mask_tokens(prompt)})

    fake_ollama.default = uneven
    documents = [doc(i, f"Person{i} was [here] with Anna.", "Anna") for i in range(12)]
    gen = generator(fake_ollama, concurrency=4)
    started = time.monotonic()
    results = list(gen.fill(documents))
    elapsed = time.monotonic() - started

    assert [d.key for d, _ in results] == list(range(12))
    assert [s[0].text for _, s in results] == [f"P{i}" for i in range(12)]
    assert fake_ollama.max_in_flight == 4
    sequential = sum(0.05 * (12 - i) for i in range(12))
    assert elapsed < sequential / 2


def test_repL_runs_documents_in_parallel(fake_ollama: FakeOllama) -> None:
    fake_ollama.delay = 0.1
    documents = [doc(i, "Anna met Olof.", "Anna", "Olof") for i in range(6)]
    gen = generator(
        fake_ollama, options=GeneratorOptions(strategy="repL"), concurrency=3
    )
    results = list(gen.fill(documents))
    assert [d.key for d, _ in results] == list(range(6))
    assert fake_ollama.max_in_flight == 3
    # Within a document the second span waits for the first.
    assert len(fake_ollama.chat_requests()) == 12


def test_documents_without_spans_make_no_request(fake_ollama: FakeOllama) -> None:
    results = run(
        generator(fake_ollama),
        doc("d", "Nothing here."),
        doc(
            "e",
            "",
        ),
    )
    assert results == [[], []]
    assert fake_ollama.chat_requests() == []


def test_stopping_early_leaves_no_request_running(fake_ollama: FakeOllama) -> None:
    fake_ollama.delay = 0.05
    documents = [doc(i, "Anna came.", "Anna") for i in range(40)]
    gen = generator(fake_ollama, concurrency=2)
    stream = gen.fill(documents)
    next(stream)
    stream.close()
    time.sleep(0.2)
    settled = len(fake_ollama.chat_requests())
    time.sleep(0.2)
    assert len(fake_ollama.chat_requests()) == settled < 40


def test_extract_json_object_reads_fences_and_chatter() -> None:
    assert extract_json_object('{"a": 1}') == {"a": 1}
    assert extract_json_object('Sure!\n```json\n{"a": "x"}\n```') == {"a": "x"}
    assert extract_json_object('Here you go: {"a": "x"} hope it helps') == {"a": "x"}
    assert extract_json_object("[1, 2]") is None
    assert extract_json_object("{not json") is None


def test_answer_values_normalises_keys_and_rejects_empty_values() -> None:
    tokens = {1: "[MASK.NOUN.1]", 2: "[MASK.2]", 3: "[MASK.3]", 4: "[MASK.4]"}
    answer = {
        "mask.propn.1": "loose",
        "[MASK.NOUN.1]": "exact",
        "2": 1994,
        "[MASK.3]": "  ",
        "MASK.4": "[MASK.4]",
        "[MASK.9]": "not asked",
        "note": "ignored",
    }
    assert answer_values(answer, tokens) == {1: "exact", 2: "1994"}


def test_repL_with_consistency_asks_nothing_for_a_known_entity_and_shows_it_later(
    fake_ollama: FakeOllama,
) -> None:
    options = GeneratorOptions(strategy="repL", consistency="entity")
    gen = generator(fake_ollama, options=options)
    # "Anna" twice (one entity by its text), "Olof" once.
    [suggestions] = run(
        gen, doc("d", "Anna met Olof. Anna left.", "Anna", "Olof", "Anna")
    )

    requests = fake_ollama.chat_requests()
    assert len(requests) == 2  # the second "Anna" takes the first one's pseudonym
    first, second, third = suggestions
    assert third.text == first.text and "first mention" in third.reason
    assert text_of(requests[1]) == f"{first.text} met [MASK.1]. [MASK.2] left."
