"""The LLM generator against a real model: llama.cpp serving SmolLM2-135M-Instruct.

The fake server of tests/generation/engines/test_llm.py says what the client does with
each kind of answer; these say that a real server (one that answers one request at a
time, as llama-cpp-python's does) gets bounded, schema-constrained requests it honours,
through the OpenAI-compatible path and through the ``ollama`` client (via a small
Ollama-API shim), and that what comes back as a pseudonym is one.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx
import pytest

from generation.engines.inventory import load_inventory
from generation.engines.llm import LLMGenerator, answer_schema, pseudonym_problem
from generation.engines.tagging import ConlluTagger
from generation.engines.types import EngineDocument, GeneratorOptions, Suggestion
from tests.conftest import UD_EN
from tests.fakes.llama_server import LlamaServer, OllamaShim, news_documents

pytestmark = pytest.mark.llm_server

# The first paragraphs of the first article: enough for a few windows, quick on 2 cores.
PREFIX_CHARS = 700


@pytest.fixture(scope="module")
def tagger() -> ConlluTagger:
    return ConlluTagger(load_inventory(str(UD_EN), language="en"), language="en")


@pytest.fixture
def shim(llama_server: LlamaServer) -> Iterator[OllamaShim]:
    shim = OllamaShim(llama_server.base_url).start()
    try:
        yield shim
    finally:
        shim.stop()


def opening(document: EngineDocument) -> EngineDocument:
    spans = tuple(s for s in document.spans if s.end <= PREFIX_CHARS)
    return EngineDocument(
        key=document.key, text=document.text, spans=spans, language="en"
    )


def originals(document: EngineDocument) -> dict[object, str]:
    return {s.key: document.text[s.start : s.end] for s in document.spans}


def check(document: EngineDocument, suggestions: list[Suggestion]) -> None:
    """Every span answered; nothing that is no pseudonym passes as one."""
    assert [s.span_key for s in suggestions] == [s.key for s in document.spans]
    texts = originals(document)
    for suggestion in suggestions:
        if suggestion.failed:
            assert suggestion.reason  # a failure always says why
        else:
            problem = pseudonym_problem(suggestion.text, texts[suggestion.span_key])
            assert problem is None, (suggestion.text, problem)
    failed = sum(s.failed for s in suggestions)
    # SmolLM2-135M is tiny: the bar is that most spans get a pseudonym.
    assert failed <= len(suggestions) // 2, [s.reason for s in suggestions if s.failed]


def test_the_server_honours_the_answer_schema_and_the_token_budget(
    llama_server: LlamaServer,
) -> None:
    tokens = ["[MASK.PROPN.1]", "[MASK.PROPN.2]"]
    body = {
        "model": llama_server.model,
        "messages": [
            {
                "role": "user",
                "content": "Replace the masks in '[MASK.PROPN.1] flew to"
                " [MASK.PROPN.2].' and answer in JSON.",
            }
        ],
        "response_format": {"type": "json_object", "schema": answer_schema(tokens)},
        "max_tokens": 80,
        "temperature": 0.8,
        "seed": 3,
    }
    response = httpx.post(
        f"{llama_server.base_url}/chat/completions", json=body, timeout=120
    )
    assert response.status_code == 200, response.text
    payload = response.json()
    assert payload["usage"]["completion_tokens"] <= 80
    answer = json.loads(payload["choices"][0]["message"]["content"])
    assert list(answer) == tokens  # exactly the keys asked for, in order
    assert all(isinstance(v, str) and v for v in answer.values())


def test_openai_compatible_path_on_a_real_model(
    llama_server: LlamaServer, tagger: ConlluTagger
) -> None:
    document = opening(news_documents()[0])
    generator = LLMGenerator(
        host="",
        model=llama_server.model,
        options=GeneratorOptions(upos=True, seed=1),
        tagger=tagger,
        language="en",
        openai_base_url=llama_server.base_url,
        concurrency=4,
        timeout=60,
    )
    try:
        [(_, suggestions)] = list(generator.fill([document]))
    finally:
        generator.close()
    check(document, suggestions)
    # llama-cpp-python refuses "json_schema" (422) and takes "json_object" + schema.
    assert generator._backend.format_level == 1  # type: ignore[union-attr]
    assert generator.stats.timeouts == 0


def test_ollama_client_path_on_a_real_model(
    shim: OllamaShim, tagger: ConlluTagger
) -> None:
    document = opening(news_documents()[1])
    generator = LLMGenerator(
        host=shim.host,
        model="smollm2",
        options=GeneratorOptions(upos=True, seed=1),
        tagger=tagger,
        language="en",
        concurrency=4,
        timeout=60,
    )
    try:
        [(_, suggestions)] = list(generator.fill([document]))
    finally:
        generator.close()
    check(document, suggestions)
    assert shim.requests
    for request in shim.requests:
        # The schema asks for exactly the masks the prompt lists, within a budget.
        schema = request["format"]
        assert isinstance(schema, dict) and schema["required"]
        asked = request["messages"][-1]["content"].split("Masks to replace: ")[1]
        assert asked.split("\n")[0].split(" (")[0].split(", ") == schema["required"]
        assert request["options"]["num_predict"] == 16 + 32 * len(schema["required"])
