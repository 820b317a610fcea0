"""Pseudonyms from a generative LLM behind Ollama (or an OpenAI-compatible server).

Follows the research set-up (fill-in-the-blanks, Qwen2.5-1.5B-Instruct through Ollama):
the PII spans of a window are masked and numbered in order of appearance
(``[MASK.5]``, or ``[MASK.NOUN.5]`` with the UPOS constraint), the model is asked for a
JSON object mapping each mask to a replacement, and a mask it never fills gets
``[FAILED]``, which is a result, not an error.

- ``maskL``: one request per window; it fills the masks of the window's target sentence.
- ``repL``: one request per span, in order; spans to its left carry the choices already
  made. Spans of one document are sequential by nature, so documents run in parallel.

Answer keys are matched on the mask *number*: ``[MASK.5]``, ``MASK.5``, ``mask.noun.5``,
``[MASK.PROPN.5]`` (the model changed the tag) and the bare ``"5"`` all fill mask 5.
Numbers are unique within a window, so this is unambiguous, and small models drop
brackets or tags often enough that being strict would only manufacture ``[FAILED]``.
A key written exactly as the mask wins over a looser one for the same number.

Failures, from the narrowest to the widest:
- an answer that is not a JSON object, or lacks some target masks: ask again (with a new
  seed: the same seed and prompt would give the same answer), keep what earlier answers
  filled, and give ``[FAILED]`` to what is still missing after ``retries`` more tries;
- a timeout or a 5xx: same retry budget, then ``[FAILED]`` with the reason ("timeout");
- connection refused on the last try: :class:`BackendUnavailable` (the whole run should
  wait and retry later, not fill the corpus with ``[FAILED]``);
- model not on the server (404): :class:`EngineError` naming the setting to change.

What a small model on a slow server needs (issue 15):
- **bounded answers**: every request asks for at most ``tokens_per_mask`` tokens per
  mask it wants (plus a little for the braces), as Ollama's ``num_predict`` and the
  OpenAI-compatible ``max_tokens``;
- **constrained JSON**: the exact answer shape goes along as a JSON schema (the wanted
  mask tokens as required string properties): Ollama's ``format``, the OpenAI
  ``response_format`` ``json_schema``; a server that refuses it gets llama.cpp's
  ``json_object`` + ``schema``, then plain JSON mode. Parsing stays tolerant for servers
  that accept the schema and ignore it (and salvages the pairs of a cut-off answer);
- **answers that are not pseudonyms** (``...``, an echo of a mask token, an empty
  string, the original itself, a placeholder word) are refused with the reason; such a
  span is asked once more in a window of its own (the other masks filled with what
  the window answered) before it gets ``[FAILED]``;
- **in-flight requests adapt** (:class:`_Limiter`): they start at ``concurrency`` and
  shrink when the server queues (an answer takes much longer than the fastest seen)
  or times out; a retry never takes a slot while more retries than first tries are
  in flight. Each request's timeout is ``timeout`` times the requests in flight when
  it was sent (a server that answers one at a time serves those first), so the
  timeout is about an answer, not a queue; a timeout with several in flight says the
  server is too slow for that concurrency.
"""

from __future__ import annotations

import contextlib
import json
import logging
import math
import os
import re
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import httpx

from .consistency import FIRST_MENTION, EntityLedger
from .tagging import Tagger, document_span_upos
from .types import (
    FAILED,
    BackendUnavailable,
    EngineDocument,
    EngineError,
    GeneratorOptions,
    SpanRef,
    Suggestion,
    spans_in_order,
)
from .windows import (
    Sentence,
    Window,
    WindowMask,
    document_sentences,
    repL_window,
    sentence_of,
    windows_maskL,
)

DEFAULT_HOST = "http://127.0.0.1:11434"
DEFAULT_MODEL = "qwen2.5:1.5b-instruct"
DEFAULT_TEMPERATURE = 0.8  # Ollama's own default: keep the model's behaviour unchanged
REASON_CHARS = 200  # how much of a bad answer a reviewer gets to see
DEFAULT_TOKENS_PER_MASK = 32  # '"[MASK.PROPN.12]": "Maria Lindqvist", ' is ~16
ANSWER_OVERHEAD_TOKENS = 16  # braces, a fence or a word of chatter
MAX_VALUE_CHARS = 48  # the schema's bound on one replacement
# What a replacement may look like, for servers that turn the schema into a grammar:
# no brackets (no mask token, no "<name>"), no quote, backslash or line break, not
# starting with a space or punctuation (no "..."), at most MAX_VALUE_CHARS long (a
# pattern overrides maxLength in llama.cpp's grammars). Small models echo masks, or
# run on, unless they cannot.
_VALUE_CHAR = r'[^"\\\[\]<>{}\n]'
_FIRST_CHAR = r'[^"\\\[\]<>{}\n\t .,;:!?…]'
VALUE_PATTERN = rf"^{_FIRST_CHAR}{_VALUE_CHAR}{{0,{MAX_VALUE_CHARS - 1}}}$"
# A queued answer: its time per unit of work over the fastest seen, beyond which the
# server is taken to be queueing our requests rather than answering them.
QUEUEING_FACTOR = 2.0
QUEUEING_MIN_SECONDS = 0.5  # and at least this much longer: jitter is not a queue
QUEUEING_SMOOTHING = 0.3  # weight of the newest answer in the running average

logger = logging.getLogger(__name__)

LANGUAGE_NAMES = {
    "en": "English",
    "sv": "Swedish",
    "da": "Danish",
    "nb": "Norwegian",
    "no": "Norwegian",
    "fi": "Finnish",
    "de": "German",
    "fr": "French",
}

# A key as models write it: optional brackets, optional MASK, optional tag, the number.
_KEY = re.compile(
    r"\[?\s*(?:mask\s*[._:\s]\s*)?(?:[a-z]+\s*[._:]\s*)?(\d+)\s*\]?", re.IGNORECASE
)
_MASK_VALUE = re.compile(r"\[?\s*mask\b[^\]]*\]?", re.IGNORECASE)
_FENCE = re.compile(r"```(?:json|JSON)?\s*(.*?)```", re.DOTALL)


# -- prompt --------------------------------------------------------------------------


def mask_token(number: int, upos: str | None = None) -> str:
    return f"[MASK.{upos}.{number}]" if upos else f"[MASK.{number}]"


def build_messages(
    text: str,
    tokens: Sequence[str],
    *,
    language: str,
    upos: bool,
    context_masks: bool = False,
) -> list[dict[str, str]]:
    """Chat messages asking for the mask tokens ``tokens`` of ``text``.

    Instructions stay in English (small models follow English instructions best) but say
    which language the text is in, so replacements are written and inflected in it.
    ``context_masks``: the text has other masks, which stay as they are. The example is
    a worked one, not ``{"[MASK.1]": "..."}``: small models copy the ``...``.
    """
    language_name = LANGUAGE_NAMES.get(language.split("-")[0].lower(), language)
    tag_note = (
        " Each mask also carries the Universal Dependencies part-of-speech tag the"
        " replacement must have: [MASK.PROPN.3] needs a proper noun, [MASK.NUM.4] a"
        " number, [MASK.NOUN.5] a noun."
        if upos
        else ""
    )
    first, second = (
        ("[MASK.PROPN.1]", "[MASK.PROPN.2]") if upos else ("[MASK.1]", "[MASK.2]")
    )
    worked = json.dumps({first: "Hanna Lindgren", second: "Marseille"})
    system = (
        "You write pseudonyms for de-identified text. Every piece of personal"
        " information in the text has been removed and replaced by a numbered mask"
        f" such as [MASK.1].{tag_note} Replace every mask you are asked for with a"
        " realistic, invented replacement of the same kind as what was removed (a"
        " person's name for a person, a place for a place, a date for a date, an"
        " organisation for an organisation, a number for a number, and so on), so"
        " that the sentence reads naturally. Different masks get different"
        " replacements unless they clearly refer to the same thing. Do not copy"
        " names from the text, and never answer with a mask, '...' or an empty"
        f" string. The text is in {language_name}; write the replacements in"
        f" {language_name} and make them fit the grammar of the sentence."
        " Answer with ONLY a JSON object that maps each mask token you are asked"
        " for, exactly as written, to its replacement. No explanations."
        f" Example: for 'Yesterday {first} flew to {second}.' the answer is {worked}."
    )
    # Other masks in the text are context; a note saying so got copied as a value.
    context_note = ""
    user = (
        f"Text ({language_name}):\n{text}\n\n"
        f"Masks to replace: {', '.join(tokens)}{context_note}\n"
        "Answer with a JSON object with exactly these keys."
    )
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def answer_schema(tokens: Sequence[str]) -> dict[str, Any]:
    """The JSON schema of an answer: each token a required, non-empty string."""
    value = {
        "type": "string",
        "minLength": 1,
        "maxLength": MAX_VALUE_CHARS,
        "pattern": VALUE_PATTERN,
    }
    return {
        "type": "object",
        "properties": {token: dict(value) for token in tokens},
        "required": list(tokens),
        "additionalProperties": False,
    }


# -- answer parsing -------------------------------------------------------------------


def extract_json_object(content: str) -> dict[str, Any] | None:
    """The JSON object in ``content``: bare, in a ``` fence, or after some chatter."""
    candidates = [content.strip()]
    candidates += [m.group(1).strip() for m in _FENCE.finditer(content)]
    for candidate in candidates:
        with contextlib.suppress(ValueError):
            value = json.loads(candidate)
            if isinstance(value, dict):
                return value
    # Leading or trailing chatter: decode from each "{" until one parses as an object.
    decoder = json.JSONDecoder()
    for match in re.finditer(r"\{", content):
        with contextlib.suppress(ValueError):
            value, _ = decoder.raw_decode(content, match.start())
            if isinstance(value, dict):
                return value
    return _salvage_pairs(content)


_PAIR = re.compile(r'"((?:[^"\\]|\\.)*)"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?)')


def _salvage_pairs(content: str) -> dict[str, Any] | None:
    """The complete ``"key": value`` pairs of an object cut off by the token limit."""
    start = content.find("{")
    if start < 0:
        return None
    pairs: dict[str, Any] = {}
    for match in _PAIR.finditer(content, start):
        with contextlib.suppress(ValueError):
            pairs.setdefault(
                json.loads(f'"{match.group(1)}"'), json.loads(match.group(2))
            )
    return pairs or None


def answer_values(
    answer: Mapping[str, Any], tokens: Mapping[int, str]
) -> dict[int, str]:
    """Replacement per mask number from a parsed answer; unusable values are left out.

    ``tokens`` maps each mask number to its token as written in the prompt. Numbers
    become strings (``{"[MASK.2]": 1994}``); empty strings, nulls, lists, booleans and
    values that are themselves mask tokens count as missing.
    """
    return {
        number: value
        for number, value in raw_answer_values(answer, tokens).items()
        if _as_text(value) is not None
    }


def raw_answer_values(
    answer: Mapping[str, Any], tokens: Mapping[int, str]
) -> dict[int, str]:
    """Like :func:`answer_values` but keeps empty and mask-like strings, to judge them.

    Only values that are not text at all (null, lists, objects, booleans) are left out.
    """
    exact: dict[int, str] = {}
    loose: dict[int, str] = {}
    for key, raw in answer.items():
        match = _KEY.fullmatch(str(key).strip())
        if match is None:
            continue
        number = int(match.group(1))
        if number not in tokens:
            continue
        if isinstance(raw, bool) or not isinstance(raw, str | int | float):
            continue
        value = str(raw).strip()
        if str(key).strip() == tokens[number]:
            exact[number] = value
        else:
            loose.setdefault(number, value)
    return {**loose, **exact}


def _as_text(raw: Any) -> str | None:
    if isinstance(raw, bool) or raw is None:
        return None
    if isinstance(raw, int | float):
        return str(raw)
    if not isinstance(raw, str):
        return None
    value = raw.strip()
    if not value or _MASK_VALUE.fullmatch(value):
        return None
    return value


# Words small models put where a pseudonym should be (copied from instructions).
_PLACEHOLDER_WORDS = frozenset(
    {
        "replacement", "pseudonym", "placeholder", "redacted", "anonymized",
        "anonymised", "n/a", "na", "none", "null", "unknown", "xxx", "tbd", "todo",
        "value", "text", "name", "mask",
    }
)  # fmt: skip
_BRACKETED = re.compile(r"[\[<{(].*[\]>})]", re.DOTALL)
_MASK_INSIDE = re.compile(r"\bmask\s*[._:\]]|\[\s*mask\b", re.IGNORECASE)


def pseudonym_problem(
    value: str, original: str | None, prompt: str | None = None
) -> str | None:
    """Why ``value`` is not a pseudonym (None if it may be one).

    Refused: an empty string, something without a letter or digit (``...``), an echo
    of a mask token, a bracketed or placeholder word, the original text itself, and
    (given the ``prompt`` the model saw, PII masked) words copied from it: a phrase of
    the text, a name the text already uses, the instructions' example.
    """
    text = value.strip()
    if not text:
        return "an empty string"
    if _MASK_INSIDE.search(text) or _MASK_VALUE.fullmatch(text):
        return f"an echo of a mask token ({_snippet(text)!r})"
    if not any(ch.isalnum() for ch in text):
        return f"a placeholder ({_snippet(text)!r})"
    if _BRACKETED.fullmatch(text) or text.casefold().strip(" .") in _PLACEHOLDER_WORDS:
        return f"a placeholder ({_snippet(text)!r})"
    if original is not None and text.casefold() == original.strip().casefold():
        return "the original itself"
    if prompt is not None and _occurs(text, prompt):
        return f"copied from the prompt ({_snippet(text)!r})"
    return None


def _occurs(value: str, prompt: str) -> bool:
    """``value`` appears in ``prompt`` as whole words (case and spacing aside)."""
    words = value.casefold().split()
    if not words:
        return False
    pattern = r"(?<!\w)" + r"\s+".join(re.escape(w) for w in words) + r"(?!\w)"
    return re.search(pattern, prompt.casefold()) is not None


def _snippet(content: str) -> str:
    flat = " ".join(content.split())
    return flat if len(flat) <= REASON_CHARS else flat[: REASON_CHARS - 1] + "…"


# -- backends -------------------------------------------------------------------------


class _Timeout(Exception):
    pass


class _Down(Exception):
    pass


class _ServerError(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(f"server error {status}: {message}")
        self.status = status


@dataclass
class _Call:
    """One chat request: what to send and how long an answer may take."""

    messages: list[dict[str, str]]
    options: dict[str, Any]  # temperature, seed
    schema: dict[str, Any]  # the answer's JSON schema
    max_tokens: int
    timeout: float


class _OllamaBackend:
    def __init__(self, *, host: str, model: str, timeout: float) -> None:
        import ollama  # the client is only needed when this backend is used

        self._ollama = ollama
        self.host = host
        self.model = model
        self._timeout = timeout
        # httpx's connection pool is thread-safe, so one client serves every worker;
        # the client's timeout is fixed, so one more per timeout a request gets.
        self._clients: dict[float, Any] = {
            timeout: ollama.Client(host=host, timeout=timeout)
        }
        self._lock = threading.Lock()
        self.schema_refused = False  # an old Ollama that only knows format="json"
        self.setting = "OLLAMA_HOST"
        self.where = f"the Ollama server at {host} ({self.setting})"

    def _client(self, timeout: float) -> Any:
        with self._lock:
            client = self._clients.get(timeout)
            if client is None:
                client = self._ollama.Client(host=self.host, timeout=timeout)
                self._clients[timeout] = client
            return client

    def chat(self, call: _Call) -> str:
        options = {**call.options, "num_predict": call.max_tokens}
        while True:
            schema_sent = not self.schema_refused
            try:
                response = self._client(call.timeout).chat(
                    self.model,
                    call.messages,
                    format=call.schema if schema_sent else "json",
                    options=options,
                )
            except self._ollama.ResponseError as exc:
                if exc.status_code == 404:
                    raise _model_missing(
                        self.model, self.where, str(exc.error)
                    ) from None
                if (
                    schema_sent
                    and exc.status_code in (400, 422)
                    and (exc.status_code == 422 or "format" in str(exc.error).lower())
                ):
                    self.schema_refused = True  # fall back to plain JSON mode
                    continue
                raise _ServerError(exc.status_code, str(exc.error)) from None
            except httpx.ConnectTimeout as exc:
                # No connection at all (host unreachable): the server is down, not slow.
                raise _Down(f"connect timeout: {exc}") from exc
            except httpx.TimeoutException as exc:
                raise _Timeout() from exc
            except (ConnectionError, httpx.ConnectError) as exc:
                # The client's own message is a paragraph about installing Ollama.
                raise _Down("connection refused") from exc
            except httpx.TransportError as exc:  # reset mid-answer, bad protocol
                raise _ServerError(0, f"{type(exc).__name__}: {exc}") from exc
            return response.message.content or ""

    def close(self) -> None:
        with self._lock:
            for client in self._clients.values():
                client.close()


def _response_formats(schema: dict[str, Any]) -> list[dict[str, Any]]:
    """``response_format`` values from the most to the least constrained.

    ``json_schema`` is OpenAI's (vLLM, llama.cpp's llama-server); ``json_object`` with
    ``schema`` is llama.cpp's and llama-cpp-python's; plain ``json_object`` is for the
    rest.
    """
    return [
        {
            "type": "json_schema",
            "json_schema": {"name": "pseudonyms", "strict": True, "schema": schema},
        },
        {"type": "json_object", "schema": schema},
        {"type": "json_object"},
    ]


class _OpenAIBackend:
    """``POST {base}/chat/completions`` as vLLM and llama.cpp's server speak it."""

    def __init__(self, *, base_url: str, model: str, timeout: float) -> None:
        base = base_url.rstrip("/")
        if httpx.URL(base).path in ("", "/"):
            base += "/v1"  # "http://host:8000" means the usual /v1 prefix
        self.url = f"{base}/chat/completions"
        self.model = model
        self.setting = "openai_base_url"
        self.where = f"the OpenAI-compatible server at {base} ({self.setting})"
        self._client = httpx.Client(timeout=timeout)
        # Index into _response_formats of the first the server accepted; a refusal
        # (400/422) moves it on for every later request.
        self.format_level = 0

    def chat(self, call: _Call) -> str:
        formats = _response_formats(call.schema)
        while True:
            level = self.format_level
            body: dict[str, Any] = {
                "model": self.model,
                "messages": call.messages,
                "response_format": formats[level],
                "max_tokens": call.max_tokens,
                "stream": False,
                **call.options,
            }
            try:
                response = self._client.post(self.url, json=body, timeout=call.timeout)
            except httpx.ConnectTimeout as exc:
                raise _Down(f"connect timeout: {exc}") from exc
            except httpx.TimeoutException as exc:
                raise _Timeout() from exc
            except httpx.ConnectError as exc:
                raise _Down(str(exc)) from exc
            except httpx.TransportError as exc:
                raise _ServerError(0, f"{type(exc).__name__}: {exc}") from exc
            if response.status_code == 404:
                raise _model_missing(self.model, self.where, response.text[:200])
            if _refuses_format(response) and level + 1 < len(formats):
                # The server refuses this response_format: try a plainer one (an int
                # only ever raised: no lock needed).
                self.format_level = max(self.format_level, level + 1)
                continue
            if response.status_code >= 400:
                raise _ServerError(response.status_code, response.text[:200])
            try:
                return str(response.json()["choices"][0]["message"]["content"] or "")
            except (ValueError, KeyError, IndexError, TypeError):
                # A malformed envelope is handled like a malformed answer: ask again.
                return response.text

    def close(self) -> None:
        self._client.close()


def _refuses_format(response: httpx.Response) -> bool:
    """A 422 (a validating server), or a 400 or 500 that names the response format.

    llama-cpp-python's server answers a ``response_format`` it does not know with a
    500 whose message is the validation error ("'body', 'response_format', 'type'").
    """
    if response.status_code == 422:
        return True
    text = response.text.lower()
    if response.status_code == 400:
        return "format" in text or "schema" in text
    return response.status_code == 500 and "response_format" in text


def _model_missing(model: str, where: str, detail: str) -> EngineError:
    return EngineError(
        f"LLM model {model!r} is not available on {where} ({detail}); pull it there"
        " or choose another with --option model=<name> or the project's LLM model",
        setting="model",
    )


# -- the generator --------------------------------------------------------------------


@dataclass
class _Request:
    """What one model call must fill: mask number -> token, for the target spans."""

    text: str
    tokens: dict[int, str]  # every mask in the window (to read the answer's keys)
    wanted: dict[int, str]  # the target spans' masks: what this call asks for
    originals: dict[int, str]  # the wanted masks' original text (never sent)
    masked: str = (
        ""  # the window text without earlier fills: what a value must not copy
    )


@dataclass
class _Run:
    """State shared by the calls of one ``fill``: set ``stop`` when all is lost."""

    stop: threading.Event
    fatal: EngineError | None = None

    def give_up(self, error: EngineError) -> None:
        if self.fatal is None:
            self.fatal = error
        self.stop.set()


@dataclass
class _Outcome:
    values: dict[int, str]
    reason: str  # why the numbers missing from ``values`` are missing
    reasons: dict[int, str] | None = None  # a reason of its own for some numbers

    def reason_for(self, number: int) -> str:
        return (self.reasons or {}).get(number) or self.reason


@dataclass
class LLMStats:
    """What a run cost: requests sent, retries among them, how in-flight adapted."""

    requests: int = 0
    retries: int = 0  # requests after the first for a window (own windows included)
    own_windows: int = (
        0  # spans asked again alone after an answer that was no pseudonym
    )
    timeouts: int = 0
    refused: int = 0  # values refused as no pseudonym
    max_in_flight: int = 0
    final_limit: int = 0
    lowered: int = 0  # times the limiter lowered the in-flight limit
    # Why answers fell short: "timeout", "server error", "no JSON", "missing keys".
    shortfalls: dict[str, int] = field(default_factory=dict)

    def count(self, kind: str) -> None:
        self.shortfalls[kind] = self.shortfalls.get(kind, 0) + 1


class _Limiter:
    """How many requests may be in flight; adapts to what the server takes.

    Starts at ``maximum``. When the running average of the answers' time per unit of
    work (2 + the masks asked: reading the prompt, then each answer) is over
    :data:`QUEUEING_FACTOR` times the fastest seen, answers are being queued at the
    server: the limit shrinks in proportion (a server answering one at a time with 8 in
    flight drops to 1-2 within a few answers). A timeout halves it (once per
    congestion: timeouts of requests sent before the last cut do not cut again).
    Prompt answers with the limit in use raise it by ``1/limit`` (additive increase),
    so a server that can take more gets more again. A retry waits while more retries
    than first tries are in flight (at least one may run), so retries never crowd out
    the work they repeat.
    """

    def __init__(self, maximum: int, stats: LLMStats) -> None:
        self.maximum = maximum
        self.limit = float(maximum)
        self.stats = stats
        self._in_flight = 0
        self._retries = 0
        self._baseline: float | None = None  # fastest seconds per unit of work
        self._recent: float | None = None  # running average of the same
        self._cut_at = 0.0  # monotonic time of the last cut
        self._condition = threading.Condition()

    def acquire(self, *, retry: bool, stop: threading.Event) -> tuple[int, float]:
        """Wait for a slot; return (requests in flight with this one, start time)."""
        with self._condition:
            while not self._may_start(retry):
                if stop.is_set():
                    raise _Stopped()
                self._condition.wait(0.1)
            self._in_flight += 1
            self._retries += retry
            self.stats.max_in_flight = max(self.stats.max_in_flight, self._in_flight)
            return self._in_flight, time.monotonic()

    def _may_start(self, retry: bool) -> bool:
        if self._in_flight >= max(1, math.floor(self.limit)):
            return False
        first_tries = self._in_flight - self._retries
        return not retry or self._retries < max(1, first_tries)

    def release(self, *, retry: bool, started: float, units: int, outcome: str) -> None:
        """``outcome``: "answer", "timeout" or "other" (errors say nothing of load)."""
        now = time.monotonic()
        with self._condition:
            in_use = self._in_flight >= math.floor(self.limit)
            self._in_flight -= 1
            self._retries -= retry
            before = math.floor(self.limit)
            if outcome == "timeout":
                if started >= self._cut_at:
                    self.limit = max(1.0, self.limit / 2)
                    self._cut_at = now
            elif outcome == "answer":
                per_unit = (now - started) / max(1, units)
                if self._baseline is None or per_unit < self._baseline:
                    self._baseline = per_unit
                else:  # forget a fast answer slowly: the machine's load changes
                    self._baseline = min(per_unit, self._baseline * 1.01)
                # A running average, so one slow answer (a busy machine) cuts nothing.
                self._recent = (
                    per_unit
                    if self._recent is None
                    else QUEUEING_SMOOTHING * per_unit
                    + (1 - QUEUEING_SMOOTHING) * self._recent
                )
                ratio = self._recent / self._baseline
                waited = (self._recent - self._baseline) * max(1, units)
                queued = ratio > QUEUEING_FACTOR and waited > QUEUEING_MIN_SECONDS
                if queued and self.limit > 1:
                    self.limit = max(1.0, self.limit * QUEUEING_FACTOR / ratio)
                    self._cut_at = now
                elif not queued and in_use:
                    self.limit = min(float(self.maximum), self.limit + 1 / self.limit)
            after = math.floor(self.limit)
            self.stats.final_limit = after
            if after < before:
                self.stats.lowered += 1
                logger.info(
                    "LLM server queues requests: in flight %d -> %d", before, after
                )
            self._condition.notify_all()


class _Stopped(Exception):
    pass


class LLMGenerator:
    name = "llm"

    def __init__(
        self,
        *,
        host: str,
        model: str,
        options: GeneratorOptions,
        tagger: Tagger | None,
        language: str,
        openai_base_url: str | None = None,
        concurrency: int = 8,
        timeout: float = 60.0,
        retries: int = 3,
        backoff: float = 0.5,
        tokens_per_mask: int = DEFAULT_TOKENS_PER_MASK,
    ) -> None:
        if options.upos and tagger is None:
            raise EngineError("the UPOS constraint needs a tagger", setting="upos")
        if concurrency < 1 or retries < 0 or tokens_per_mask < 1:
            raise ValueError(
                "concurrency and tokens_per_mask must be >= 1 and retries >= 0"
            )
        self.options = options
        self.tagger = tagger
        self.language = language
        self.concurrency = concurrency
        self.retries = retries
        self.backoff = backoff  # first wait after connection refused; doubles after
        self.timeout = timeout
        self.tokens_per_mask = tokens_per_mask
        self.stats = LLMStats()  # of the last fill
        self._limiter = _Limiter(concurrency, self.stats)
        self.temperature = _float_option(options.extra, "temperature")
        self._backend: _OllamaBackend | _OpenAIBackend
        if openai_base_url:
            self._backend = _OpenAIBackend(
                base_url=openai_base_url, model=model, timeout=timeout
            )
        else:
            self._backend = _OllamaBackend(
                host=host or os.environ.get("OLLAMA_HOST") or DEFAULT_HOST,
                model=model or DEFAULT_MODEL,
                timeout=timeout,
            )

    # -- public ----------------------------------------------------------------------
    def fill(
        self, documents: Iterable[EngineDocument]
    ) -> Iterator[tuple[EngineDocument, list[Suggestion]]]:
        """Yield documents in input order while up to ``concurrency`` calls run.

        Documents are read ahead until about twice ``concurrency`` calls are queued,
        so the pool never idles while the caller writes results.
        """
        run = _Run(threading.Event())
        self.stats = LLMStats(final_limit=self.concurrency)
        self._limiter = _Limiter(self.concurrency, self.stats)
        pool = ThreadPoolExecutor(
            max_workers=self.concurrency, thread_name_prefix="llm"
        )
        pending: deque[tuple[EngineDocument, Callable[[], list[Suggestion]], int]]
        pending = deque()
        queued = 0
        source = iter(documents)
        exhausted = False
        try:
            while True:
                while not exhausted and (not pending or queued < 2 * self.concurrency):
                    document = next(source, None)
                    if document is None:
                        exhausted = True
                        break
                    collect, calls = self._submit(pool, document, run)
                    pending.append((document, collect, calls))
                    queued += calls
                if not pending:
                    return
                document, collect, calls = pending.popleft()
                suggestions = collect()
                queued -= calls
                yield document, suggestions
        finally:
            run.stop.set()  # a caller that stops early leaves nothing running
            pool.shutdown(wait=False, cancel_futures=True)
            if self.stats.lowered:
                logger.warning(
                    "%s queued requests: in flight came down from %d to %d;"
                    " PSEUDOWEB_LLM_CONCURRENCY=%d suits it",
                    self._backend.where,
                    self.concurrency,
                    self.stats.final_limit,
                    self.stats.final_limit,
                )

    def close(self) -> None:
        self._backend.close()

    # -- planning --------------------------------------------------------------------
    def _submit(
        self, pool: ThreadPoolExecutor, document: EngineDocument, run: _Run
    ) -> tuple[Callable[[], list[Suggestion]], int]:
        """Queue the calls for ``document``; return a collector and the call count."""
        spans = spans_in_order(document.spans)
        if not spans:
            return (lambda: []), 0
        sentences = document_sentences(document)
        if not sentences:
            failed = [_failed(s, "the document text is empty") for s in spans]
            return (lambda: failed), 0
        upos: dict[Any, str] = {}
        if self.options.upos:
            assert self.tagger is not None
            upos = document_span_upos(self.tagger, document, sentences)

        def mask(span: SpanRef, number: int) -> str:
            if not self.options.upos:
                return mask_token(number)
            # "X" is UD's tag for "other": an untaggable span still gets a tagged mask.
            return mask_token(number, upos.get(span.key) or "X")

        if self.options.strategy == "repL":
            future = pool.submit(self._fill_repL, document, sentences, mask, upos, run)
            return future.result, 1

        windows = windows_maskL(
            document, sentences, context=self.options.context, mask=mask
        )
        futures = [
            (
                window,
                pool.submit(
                    self._ask, _maskL_request(window, sentences, document.text), run
                ),
            )
            for window in windows
        ]

        def collect() -> list[Suggestion]:
            by_key: dict[Any, Suggestion] = {}
            for window, future in futures:
                outcome = future.result()
                for window_mask in _owned_masks(window, sentences):
                    span = window_mask.span
                    by_key[span.key] = _suggestion(
                        span, window_mask.number, outcome, upos.get(span.key)
                    )
            return [
                by_key.get(s.key) or _failed(s, "the span is in no window")
                for s in spans
            ]

        return collect, len(futures)

    def _fill_repL(  # noqa: N802 - named after the strategy
        self,
        document: EngineDocument,
        sentences: Sequence[Sentence],
        mask: Callable[[SpanRef, int], str],
        upos: Mapping[Any, str],
        run: _Run,
    ) -> list[Suggestion]:
        fills: dict[Any, str] = {}
        suggestions: list[Suggestion] = []
        ledger = None
        if self.options.consistency == "entity":
            ledger = EntityLedger(document)
        for span in spans_in_order(document.spans):
            known = ledger.pseudonym(span) if ledger is not None else None
            if known is not None:
                # A later mention of an entity: its pseudonym, no request.
                fills[span.key] = known
                suggestions.append(
                    Suggestion(
                        span.key, known, upos=upos.get(span.key), reason=FIRST_MENTION
                    )
                )
                continue
            window, own = repL_window(
                document,
                sentences,
                span,
                context=self.options.context,
                mask=mask,
                fills=fills,
            )
            if own.number == 0:
                # Overlaps a span already filled: it shares that replacement.
                text = window.text[own.start : own.end]
                suggestion = Suggestion(span.key, text, upos=upos.get(span.key))
            else:
                request = _request(window, {own.number: own.token}, document.text)
                outcome = self._ask(request, run)
                suggestion = _suggestion(span, own.number, outcome, upos.get(span.key))
            if not suggestion.failed:
                # A failed span stays masked in later contexts, never "[FAILED]".
                fills[span.key] = suggestion.text
                if ledger is not None:
                    ledger.record(span, suggestion.text)
            suggestions.append(suggestion)
        return suggestions

    # -- one call, with retries --------------------------------------------------------
    def _ask(self, request: _Request, run: _Run) -> _Outcome:
        """Fill ``request.wanted``: the window's attempts, then own windows for spans
        whose answers were refused as no pseudonym."""
        try:
            outcome, refused = self._attempts(request, run, first_retry=False)
            for number in [n for n in refused if n not in outcome.values]:
                self._own_window(request, number, outcome, refused[number], run)
        except _Stopped:
            raise run.fatal or BackendUnavailable(
                "the generation was stopped"
            ) from None
        return outcome

    def _own_window(
        self,
        request: _Request,
        number: int,
        outcome: _Outcome,
        refusal: str,
        run: _Run,
    ) -> None:
        """Ask for mask ``number`` alone, the window's other masks filled where the
        answers gave pseudonyms; record the value or the reason in ``outcome``."""
        text = request.text
        for other, token in request.tokens.items():
            if other != number and other in outcome.values:
                text = text.replace(token, outcome.values[other])
        token = request.tokens[number]
        alone = _Request(
            text,
            {number: token},
            {number: token},
            {number: request.originals[number]},
            request.masked,
        )
        self.stats.own_windows += 1
        single, refused = self._attempts(alone, run, first_retry=True, attempts=1)
        if number in single.values:
            outcome.values[number] = single.values[number]
            return
        reasons = dict(outcome.reasons or {})
        again = refused.get(number)
        reasons[number] = (
            f"not a pseudonym: {refusal}; alone in its window: {again}"
            if again
            else f"not a pseudonym: {refusal}; alone in its window: {single.reason}"
        )
        outcome.reasons = reasons

    def _attempts(
        self,
        request: _Request,
        run: _Run,
        *,
        first_retry: bool,
        attempts: int | None = None,
    ) -> tuple[_Outcome, dict[int, str]]:
        """Up to ``attempts`` requests until every wanted mask has a pseudonym or a
        refused answer; returns the outcome and the refusals (number -> why)."""
        context_masks = len(request.tokens) > len(request.wanted)
        messages = build_messages(
            request.text,
            list(request.wanted.values()),
            language=self.language,
            upos=self.options.upos,
            context_masks=context_masks,
        )
        schema = answer_schema(list(request.wanted.values()))
        # What a value must not copy: the instructions and the text, PII masked.
        instructions = "\n".join(
            [messages[0]["content"], request.masked or request.text]
        )
        max_tokens = ANSWER_OVERHEAD_TOKENS + self.tokens_per_mask * len(request.wanted)
        values: dict[int, str] = {}
        refused: dict[int, str] = {}
        reason = ""
        attempts = self.retries + 1 if attempts is None else attempts
        for attempt in range(attempts):
            if run.stop.is_set():
                raise _Stopped()
            retry = first_retry or attempt > 0
            in_flight, started = self._limiter.acquire(retry=retry, stop=run.stop)
            self.stats.requests += 1
            self.stats.retries += retry
            load = "other"
            call = _Call(
                messages,
                self._call_options(attempt + (1 if first_retry else 0)),
                schema,
                max_tokens,
                self.timeout * in_flight,
            )
            try:
                content = self._backend.chat(call)
                load = "answer"
            except EngineError as exc:
                run.give_up(exc)
                raise
            except _Down as exc:
                reason = f"cannot connect: {exc}"
                if attempt + 1 == attempts:
                    error = BackendUnavailable(
                        f"cannot reach {self._backend.where} after {attempts}"
                        f" attempts ({exc}); is the server running?",
                        setting=self._backend.setting,
                    )
                    run.give_up(error)
                    raise error from exc
                time.sleep(self.backoff * 2**attempt)
                continue
            except _Timeout:
                load = "timeout"
                self.stats.timeouts += 1
                self.stats.count("timeout")
                reason = f"timeout: no answer within {call.timeout:g} s"
                if in_flight > 1:
                    reason += (
                        f" with {in_flight} requests in flight: the server is too slow"
                        f" for {self.concurrency} at once (lower PSEUDOWEB_LLM_"
                        "CONCURRENCY or raise PSEUDOWEB_LLM_TIMEOUT)"
                    )
                continue
            except _ServerError as exc:
                self.stats.count("server error")
                reason = _snippet(str(exc))
                if exc.status and exc.status < 500 and exc.status != 429:
                    break  # the request itself is wrong: asking again won't help
                time.sleep(self.backoff * 2**attempt)
                continue
            finally:
                self._limiter.release(
                    retry=retry, started=started, units=2 + len(request.wanted),
                    outcome=load,
                )  # fmt: skip
            answer = extract_json_object(content)
            if answer is None:
                self.stats.count("no JSON")
                reason = f"no JSON object in the answer: {_snippet(content)!r}"
                continue
            for number, value in raw_answer_values(answer, request.tokens).items():
                if number in values or number not in request.wanted:
                    continue
                problem = pseudonym_problem(
                    value, request.originals.get(number), instructions
                )
                if problem is None:
                    values[number] = value
                    refused.pop(number, None)
                else:
                    self.stats.refused += 1
                    refused[number] = problem
            missing = [
                t
                for n, t in request.wanted.items()
                if n not in values and n not in refused
            ]
            if not missing:
                # Every mask has a pseudonym or a refused answer: refused ones get a
                # window of their own (see _ask) rather than the whole window again.
                reasons = {n: f"not a pseudonym: {why}" for n, why in refused.items()}
                return _Outcome(values, "", reasons), refused
            self.stats.count("missing keys")
            logger.debug("missing %s in %r", missing, content)
            reason = (
                f"no value for {', '.join(missing)} in the answer:"
                f" {_snippet(content)!r}"
            )
        reasons = {
            n: f"not a pseudonym: {why} (after {attempts} attempts)"
            for n, why in refused.items()
        }
        return _Outcome(
            values, f"{reason} (after {attempts} attempts)", reasons
        ), refused

    def _call_options(self, attempt: int) -> dict[str, Any]:
        options: dict[str, Any] = {"temperature": self.temperature}
        if self.options.seed is not None:
            # A retry needs another seed: same seed and prompt, same bad answer.
            options["seed"] = self.options.seed + attempt
        return options


# -- helpers ------------------------------------------------------------------------


def _request(window: Window, wanted: Mapping[int, str], text: str) -> _Request:
    """``text``: the document's, to know the originals (never sent to the model)."""
    tokens = {m.number: m.token for m in window.masks if m.number > 0}
    originals = {
        m.number: text[m.span.start : m.span.end]
        for m in window.masks
        if m.number in wanted
    }
    # Earlier fills (repL) are pseudonyms: an entity may take its own again.
    masked = window.text
    for start, end in sorted(window.filled.values(), reverse=True):
        masked = masked[:start] + " | " + masked[end:]
    return _Request(window.text, tokens, dict(wanted), originals, masked)


def _owned_masks(window: Window, sentences: Sequence[Sentence]) -> list[WindowMask]:
    """Masks of the spans whose sentence is the window's target.

    Uses :func:`sentence_of` (the rule that chose the targets) rather than the mask's
    ``in_target`` flag, so a span in the gap before the first sentence still belongs
    to exactly one window.
    """
    return [m for m in window.masks if sentence_of(sentences, m.span) == window.target]


def _maskL_request(  # noqa: N802 - named after the strategy
    window: Window, sentences: Sequence[Sentence], text: str
) -> _Request:
    owned = _owned_masks(window, sentences)
    return _request(window, {m.number: m.token for m in owned if m.number > 0}, text)


def _suggestion(
    span: SpanRef, number: int, outcome: _Outcome, upos: str | None
) -> Suggestion:
    value = outcome.values.get(number)
    if value is None:
        return Suggestion(
            span.key, FAILED, upos=upos, failed=True, reason=outcome.reason_for(number)
        )
    return Suggestion(span.key, value, upos=upos)


def _failed(span: SpanRef, reason: str) -> Suggestion:
    return Suggestion(span.key, FAILED, failed=True, reason=reason)


def _float_option(extra: Mapping[str, str], name: str) -> float:
    raw = extra.get(name)
    if raw is None:
        return DEFAULT_TEMPERATURE
    try:
        return float(raw)
    except ValueError:
        raise EngineError(
            f"--option {name}={raw!r} is not a number", setting=name
        ) from None
