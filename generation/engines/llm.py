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
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
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
    text: str, tokens: Sequence[str], *, language: str, upos: bool
) -> list[dict[str, str]]:
    """Chat messages asking for every mask token in ``text``.

    Instructions stay in English (small models follow English instructions best) but say
    which language the text is in, so replacements are written and inflected in it.
    """
    language_name = LANGUAGE_NAMES.get(language.split("-")[0].lower(), language)
    tag_note = (
        " Each mask also carries the Universal Dependencies part-of-speech tag the"
        " replacement must have: [MASK.PROPN.3] needs a proper noun, [MASK.NUM.4] a"
        " number, [MASK.NOUN.5] a noun."
        if upos
        else ""
    )
    system = (
        "You write pseudonyms for de-identified text. Every piece of personal"
        " information in the text has been removed and replaced by a numbered mask"
        f" such as [MASK.1].{tag_note} Replace every mask with a realistic, invented"
        " replacement of the same kind as what was removed (a person's name for a"
        " person, a place for a place, a date for a date, an organisation for an"
        " organisation, a number for a number, and so on), so that the sentence reads"
        " naturally. Different masks get different replacements unless they clearly"
        " refer to the same thing. Do not copy names from the text."
        f" The text is in {language_name}; write the replacements in {language_name}"
        " and make them fit the grammar of the sentence."
        " Answer with ONLY a JSON object that maps each mask token, exactly as"
        " written, to its replacement. No explanations."
    )
    example = json.dumps({token: "..." for token in tokens}, ensure_ascii=False)
    user = (
        f"Text ({language_name}):\n{text}\n\n"
        f"Masks to replace: {', '.join(tokens)}\n"
        f"Answer in this form: {example}"
    )
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


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
    return None


def answer_values(
    answer: Mapping[str, Any], tokens: Mapping[int, str]
) -> dict[int, str]:
    """Replacement per mask number from a parsed answer; unusable values are left out.

    ``tokens`` maps each mask number to its token as written in the prompt. Numbers
    become strings (``{"[MASK.2]": 1994}``); empty strings, nulls, lists, booleans and
    values that are themselves mask tokens count as missing.
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
        value = _as_text(raw)
        if value is None:
            continue
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


class _OllamaBackend:
    def __init__(self, *, host: str, model: str, timeout: float) -> None:
        import ollama  # the client is only needed when this backend is used

        self._ollama = ollama
        self.host = host
        self.model = model
        # httpx's connection pool is thread-safe, so one client serves every worker.
        self._client = ollama.Client(host=host, timeout=timeout)
        self.setting = "OLLAMA_HOST"
        self.where = f"the Ollama server at {host} ({self.setting})"

    def chat(self, messages: list[dict[str, str]], options: dict[str, Any]) -> str:
        try:
            response = self._client.chat(
                self.model, messages, format="json", options=options
            )
        except self._ollama.ResponseError as exc:
            if exc.status_code == 404:
                raise _model_missing(self.model, self.where, str(exc.error)) from None
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
        self._client.close()


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

    def chat(self, messages: list[dict[str, str]], options: dict[str, Any]) -> str:
        body: dict[str, Any] = {
            "model": self.model,
            "messages": messages,
            "response_format": {"type": "json_object"},
            "stream": False,
            **options,
        }
        try:
            response = self._client.post(self.url, json=body)
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
        if response.status_code >= 400:
            raise _ServerError(response.status_code, response.text[:200])
        try:
            return str(response.json()["choices"][0]["message"]["content"] or "")
        except (ValueError, KeyError, IndexError, TypeError):
            # A malformed envelope is handled like a malformed answer: ask again.
            return response.text

    def close(self) -> None:
        self._client.close()


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
    tokens: dict[int, str]  # every mask in the window (the model is asked for all)
    wanted: dict[int, str]  # the target spans' masks: what this call is for


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
    ) -> None:
        if options.upos and tagger is None:
            raise EngineError("the UPOS constraint needs a tagger", setting="upos")
        if concurrency < 1 or retries < 0:
            raise ValueError("concurrency must be >= 1 and retries >= 0")
        self.options = options
        self.tagger = tagger
        self.language = language
        self.concurrency = concurrency
        self.retries = retries
        self.backoff = backoff  # first wait after connection refused; doubles after
        self.timeout = timeout
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
            (window, pool.submit(self._ask, _maskL_request(window, sentences), run))
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
                request = _request(window, {own.number: own.token})
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
        messages = build_messages(
            request.text,
            list(request.tokens.values()),
            language=self.language,
            upos=self.options.upos,
        )
        values: dict[int, str] = {}
        reason = ""
        attempts = self.retries + 1
        for attempt in range(attempts):
            if run.stop.is_set():
                raise run.fatal or BackendUnavailable("the generation was stopped")
            try:
                content = self._backend.chat(messages, self._call_options(attempt))
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
                reason = f"timeout: no answer within {self.timeout:g} s"
                continue
            except _ServerError as exc:
                reason = _snippet(str(exc))
                if exc.status and exc.status < 500 and exc.status != 429:
                    break  # the request itself is wrong: asking again won't help
                time.sleep(self.backoff * 2**attempt)
                continue
            answer = extract_json_object(content)
            if answer is None:
                reason = f"no JSON object in the answer: {_snippet(content)!r}"
                continue
            for number, value in answer_values(answer, request.tokens).items():
                values.setdefault(number, value)
            missing = [t for n, t in request.wanted.items() if n not in values]
            if not missing:
                return _Outcome(values, "")
            reason = (
                f"no value for {', '.join(missing)} in the answer:"
                f" {_snippet(content)!r}"
            )
        return _Outcome(values, f"{reason} (after {attempts} attempts)")

    def _call_options(self, attempt: int) -> dict[str, Any]:
        options: dict[str, Any] = {"temperature": self.temperature}
        if self.options.seed is not None:
            # A retry needs another seed: same seed and prompt, same bad answer.
            options["seed"] = self.options.seed + attempt
        return options


# -- helpers ------------------------------------------------------------------------


def _request(window: Window, wanted: Mapping[int, str]) -> _Request:
    tokens = {m.number: m.token for m in window.masks if m.number > 0}
    return _Request(window.text, tokens, dict(wanted))


def _owned_masks(window: Window, sentences: Sequence[Sentence]) -> list[WindowMask]:
    """Masks of the spans whose sentence is the window's target.

    Uses :func:`sentence_of` (the rule that chose the targets) rather than the mask's
    ``in_target`` flag, so a span in the gap before the first sentence still belongs
    to exactly one window.
    """
    return [m for m in window.masks if sentence_of(sentences, m.span) == window.target]


def _maskL_request(  # noqa: N802 - named after the strategy
    window: Window, sentences: Sequence[Sentence]
) -> _Request:
    owned = _owned_masks(window, sentences)
    return _request(window, {m.number: m.token for m in owned if m.number > 0})


def _suggestion(
    span: SpanRef, number: int, outcome: _Outcome, upos: str | None
) -> Suggestion:
    value = outcome.values.get(number)
    if value is None:
        return Suggestion(
            span.key, FAILED, upos=upos, failed=True, reason=outcome.reason
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
