from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable

import pytest

from generation.engines.inventory import Inventory
from generation.engines.llm import (
    LLMGenerator,
    LLMStats,
    _Limiter,
    _Stopped,
    answer_values,
    extract_json_object,
    pseudonym_problem,
)
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
    wanted = [["[MASK.1]", "[MASK.2]", "[MASK.3]"], ["[MASK.4]", "[MASK.5]"]]
    for record in requests:
        assert text_of(record) == (
            "[MASK.1] met [MASK.2] in [MASK.3]. She paid [MASK.4] to [MASK.5]."
        )
        assert record.body["stream"] is False
        assert record.body["model"] == MODEL
    # Each window asks for its target masks only, as a schema, with a token budget.
    asked = sorted(requests, key=lambda r: len(r.body["format"]["required"]))
    for record, tokens in zip(asked, sorted(wanted, key=len), strict=True):
        schema = record.body["format"]
        assert schema["required"] == tokens
        assert set(schema["properties"]) == set(tokens)
        assert all(p["type"] == "string" for p in schema["properties"].values())
        assert record.body["options"]["num_predict"] == 16 + 32 * len(tokens)
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
    response_format = record.body["response_format"]
    assert response_format["type"] == "json_schema"
    schema = response_format["json_schema"]["schema"]
    assert schema["required"] == ["[MASK.1]", "[MASK.2]"]
    assert schema["additionalProperties"] is False
    assert record.body["max_tokens"] == 16 + 32 * 2
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


# -- issue 15: bounded, constrained answers; refused non-pseudonyms; adaptive load ----


@pytest.mark.parametrize("status", [422, 500])
def test_an_openai_server_refusing_the_schema_gets_plainer_json_modes_once(
    fake_ollama: FakeOllama, status: int
) -> None:
    fake_ollama.format_refusal = status
    fake_ollama.openai_formats = ("json_object",)  # neither json_schema nor a schema
    gen = generator(
        fake_ollama, openai_base_url=fake_ollama.openai_base_url, concurrency=1
    )
    documents = [doc(i, "Anna met Olof.", "Anna", "Olof") for i in range(3)]
    results = run(gen, *documents)

    assert not any(s.failed for suggestions in results for s in suggestions)
    kinds = [(r.action, r.body["response_format"]) for r in fake_ollama.chat_requests()]
    refused = [f for action, f in kinds if action == "refused"]
    # Each plainer format is tried once; later requests start at the one accepted.
    assert [f["type"] for f in refused] == ["json_schema", "json_object"]
    assert "schema" in refused[1]
    answered_formats = [f for action, f in kinds if action != "refused"]
    assert answered_formats == [{"type": "json_object"}] * 3


def test_llama_cpp_style_json_object_with_schema_is_used_when_json_schema_is_not(
    fake_ollama: FakeOllama,
) -> None:
    fake_ollama.openai_formats = ("json_object+schema", "json_object")
    gen = generator(fake_ollama, openai_base_url=fake_ollama.openai_base_url)
    run(gen, doc("d", "Anna met Olof.", "Anna", "Olof"))
    last = fake_ollama.chat_requests()[-1]
    assert last.body["response_format"]["type"] == "json_object"
    assert last.body["response_format"]["schema"]["required"] == [
        "[MASK.1]",
        "[MASK.2]",
    ]


def test_an_ollama_refusing_a_schema_format_gets_plain_json(
    fake_ollama: FakeOllama,
) -> None:
    fake_ollama.ollama_schema = False
    [suggestions] = run(
        generator(fake_ollama), doc("d", "Anna met Olof.", "Anna", "Olof")
    )
    assert not any(s.failed for s in suggestions)
    formats = [r.body["format"] for r in fake_ollama.chat_requests()]
    assert isinstance(formats[0], dict) and formats[1:] == ["json"]


def scripted(values: dict[str, str]) -> Callable[[str], str]:
    """A fake action answering ``values`` for the masks named, echo for the rest."""

    def answer(prompt: str) -> str:
        asked = prompt.split("Masks to replace: ", 1)[1].split("\n")[0]
        tokens = [t for t in mask_tokens(prompt) if t in asked]
        return json.dumps({t: values.get(t, echo_value(prompt, t)) for t in tokens})

    return answer


@pytest.mark.parametrize(
    ("bad", "why"),
    [
        ("...", "placeholder"),
        ("[MASK.2]", "echo of a mask token"),
        ("", "empty string"),
        ("Olof", "the original itself"),
        ("<name>", "placeholder"),
    ],
)
def test_an_answer_that_is_no_pseudonym_is_asked_again_alone_then_failed(
    fake_ollama: FakeOllama, bad: str, why: str
) -> None:
    fake_ollama.default = scripted({"[MASK.2]": bad})
    [suggestions] = run(
        generator(fake_ollama),
        doc("d", "Anna met Olof in Lund.", "Anna", "Olof", "Lund"),
    )

    first, alone = fake_ollama.chat_requests()
    assert not suggestions[0].failed and not suggestions[2].failed
    # The second request asks for [MASK.2] alone, the others filled with their answers.
    assert "Masks to replace: [MASK.2]\n" in alone.prompt
    assert text_of(alone) == (
        f"{suggestions[0].text} met [MASK.2] in {suggestions[2].text}."
    )
    assert suggestions[1].failed and suggestions[1].text == FAILED
    assert suggestions[1].reason.startswith("not a pseudonym")
    assert why in suggestions[1].reason
    assert "alone in its window" in suggestions[1].reason


def test_an_own_window_that_gives_a_pseudonym_fills_the_span(
    fake_ollama: FakeOllama,
) -> None:
    fake_ollama.script([scripted({"[MASK.1]": "..."})])  # then echo
    gen = generator(fake_ollama)
    [suggestions] = run(gen, doc("d", "Anna met Olof.", "Anna", "Olof"))
    first, alone = fake_ollama.chat_requests()
    assert [s.text for s in suggestions] == [
        answered(alone)["[MASK.1]"],
        answered(first)["[MASK.2]"],
    ]
    assert not any(s.failed for s in suggestions)
    assert gen.stats.own_windows == 1 and gen.stats.refused == 1


def test_pseudonym_problem_refuses_placeholders_echoes_and_the_original() -> None:
    assert pseudonym_problem("Maria Holm", "Anna Berg") is None
    assert pseudonym_problem("1994", "2001") is None
    assert pseudonym_problem("O'Neill & Co.", None) is None
    for bad in ("...", "…", "  ", "-", "[MASK.3]", "MASK.PROPN.3", "[mask]", "<city>"):
        assert pseudonym_problem(bad, "Lund") is not None, bad
    assert pseudonym_problem("replacement", None) is not None
    assert pseudonym_problem("lund", "Lund") == "the original itself"


def test_a_value_copied_from_the_prompt_is_no_pseudonym(
    fake_ollama: FakeOllama,
) -> None:
    prompt = "It was a simple  sum, and [MASK.1] had done it."
    assert "copied" in (pseudonym_problem("A Simple Sum", "Acme", prompt) or "")
    assert pseudonym_problem("Simplesum AB", "Acme", prompt) is None
    assert pseudonym_problem("sum", "Acme", prompt) is not None
    # The instructions' worked example is a prompt too.
    fake_ollama.default = scripted({"[MASK.1]": "Hanna Lindgren"})
    [suggestions] = run(
        generator(fake_ollama), doc("d", "Anna met Olof.", "Anna", "Olof")
    )
    assert suggestions[0].failed and "copied from the prompt" in suggestions[0].reason
    assert not suggestions[1].failed


def test_a_cut_off_answer_keeps_its_complete_pairs() -> None:
    cut = '{"[MASK.1]": "Maria Holm", "[MASK.2]": 1994, "[MASK.3]": "Lin'
    assert extract_json_object(cut) == {"[MASK.1]": "Maria Holm", "[MASK.2]": 1994}
    assert extract_json_object("no braces at all") is None


def test_a_server_answering_one_at_a_time_gets_fewer_in_flight_and_no_timeouts(
    fake_ollama: FakeOllama,
) -> None:
    # 0.4 s an answer, one at a time: 8 in flight would wait 3.2 s, past a 2 s timeout.
    fake_ollama.serial = True
    fake_ollama.delay = 0.4
    gen = generator(fake_ollama, concurrency=8, timeout=2.0, retries=0)
    documents = [doc(i, "Anna came.", "Anna") for i in range(16)]
    results = run(gen, *documents)

    assert not any(s.failed for suggestions in results for s in suggestions)
    assert gen.stats.timeouts == 0
    assert gen.stats.final_limit < 8 and gen.stats.lowered >= 1
    # After the limit came down, requests no longer wait long in the server's queue
    # (eight in flight: 3.2 s for the last of them).
    last = sorted(fake_ollama.chat_requests(), key=lambda r: r.started)[-4:]
    assert all(r.finished - r.started < 2.0 for r in last)


def test_a_timeout_with_several_in_flight_says_the_server_is_too_slow_for_them(
    fake_ollama: FakeOllama,
) -> None:
    fake_ollama.serial = True
    fake_ollama.default = "slow"
    fake_ollama.slow_seconds = 0.6
    gen = generator(fake_ollama, concurrency=4, timeout=0.2, retries=0)
    results = run(gen, *[doc(i, "Anna came.", "Anna") for i in range(4)])

    reasons = [s.reason for suggestions in results for s in suggestions if s.failed]
    assert reasons and all(r.startswith("timeout") for r in reasons)
    assert any("too slow for 4 at once" in r for r in reasons)
    assert gen.stats.final_limit < 4


def test_retries_never_outnumber_first_tries_in_flight() -> None:
    limiter = _Limiter(8, LLMStats())
    stop = threading.Event()
    limiter.acquire(retry=False, stop=stop)
    limiter.acquire(retry=True, stop=stop)  # one retry beside one first try
    stop.set()
    with pytest.raises(_Stopped):  # a second retry would have to wait
        limiter.acquire(retry=True, stop=stop)
    limiter.acquire(retry=False, stop=threading.Event())  # first tries still may
