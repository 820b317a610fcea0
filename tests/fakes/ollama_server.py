"""A fake Ollama (and OpenAI-compatible) chat server for tests and benchmarks.

It speaks just enough of the real protocols for ``ollama.Client.chat`` (``POST
/api/chat`` with ``"stream": false``), ``GET /api/tags`` and ``POST
/v1/chat/completions``. By default it "echoes": it finds the mask tokens in the last
user message and answers a valid JSON object mapping each to a deterministic
replacement. Tests script misbehaviour per request with :meth:`FakeOllama.script`
(a queue of actions consumed one per chat request) or for every request with
``default``.

Actions:
    ``echo``           valid JSON, keys exactly as written
    ``bare``           keys without brackets (``MASK.3``)
    ``number``         keys that are only the number (``"3"``)
    ``fenced``         valid JSON inside a ```json fence, with chatter before it
    ``invalid``        not JSON at all
    ``missing``        valid JSON without the keys in ``drop`` (default: the last mask)
    ``not_found``      404 ``model "x" not found`` as Ollama answers it
    ``error500``       500 with an Ollama-style error body
    ``slow``           sleep ``slow_seconds`` then echo (to trip the client's timeout)
A callable ``(prompt: str) -> str`` may stand in for an action: its result is the
answer content.

Server traits: ``serial`` answers one request at a time (as llama.cpp's Python server
does: the others wait in its queue); ``openai_formats`` lists the ``response_format``
kinds the OpenAI path accepts (``json_schema``, ``json_object+schema``,
``json_object``; others get a 422 as a validating server gives, or with
``format_refusal=500`` a 500 as llama-cpp-python's server gives), ``ollama_schema``
whether ``/api/chat`` takes a schema as ``format`` (an old Ollama: 400).
"""

from __future__ import annotations

import contextlib
import json
import re
import socket
import threading
import time
import zlib
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

MASK_TOKEN = re.compile(r"\[MASK(?:\.[A-Z]+)?\.(\d+)\]")

# Deterministic but varied replacements, so tests can tell answers apart.
NAMES = (
    "Alva", "Bruno", "Cecilia", "Dag", "Elin", "Frans", "Greta", "Hugo",
    "Ines", "Jonas", "Klara", "Leo", "Maja", "Nils", "Olga", "Per",
)  # fmt: skip

Action = str | Callable[[str], str]


def echo_value(prompt: str, token: str) -> str:
    """The replacement the echo mode gives ``token`` in a request with ``prompt``."""
    number = MASK_TOKEN.fullmatch(token)
    n = number.group(1) if number else "0"
    return f"{NAMES[zlib.crc32(prompt.encode()) % len(NAMES)]}{n}"


def mask_tokens(prompt: str) -> list[str]:
    """Mask tokens in ``prompt``, first occurrence order, without repeats."""
    seen: dict[str, None] = {}
    for match in MASK_TOKEN.finditer(prompt):
        seen.setdefault(match.group(0), None)
    return list(seen)


@dataclass
class Recorded:
    path: str
    body: dict[str, Any]
    prompt: str  # the last user message
    action: str
    answer: str | None  # the content answered (None for an HTTP error)
    started: float
    finished: float = 0.0


@dataclass
class FakeOllama:
    default: Action = "echo"
    delay: float = 0.0  # added to every chat request (benchmarks, concurrency tests)
    slow_seconds: float = 2.0
    drop: set[str] | None = None  # tokens left out by "missing"
    models: tuple[str, ...] = ("qwen2.5:1.5b-instruct",)
    requests: list[Recorded] = field(default_factory=list)
    max_in_flight: int = 0
    serial: bool = False
    openai_formats: tuple[str, ...] = (
        "json_schema",
        "json_object+schema",
        "json_object",
    )
    ollama_schema: bool = True
    format_refusal: int = 422  # the status a refused response_format gets (or 500)

    def __post_init__(self) -> None:
        self._queue: deque[Action] = deque()
        self._lock = threading.Lock()
        self._serial = threading.Lock()
        self._in_flight = 0
        self._connections: set[socket.socket] = set()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self.host = ""
        self.port = 0

    # -- control -------------------------------------------------------------------
    def start(self, *, port: int = 0) -> FakeOllama:
        """Listen on 127.0.0.1 (``port`` 0: an ephemeral one) in a daemon thread."""
        fake = self

        class Handler(_Handler):
            server_fake = fake

        server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        server.daemon_threads = True
        # Closing must not wait for handlers still sleeping in "slow" mode.
        server.block_on_close = False
        # Many clients connect at once in the concurrency tests.
        server.request_queue_size = 64
        self._server = server
        self.port = server.server_address[1]
        self.host = f"http://127.0.0.1:{self.port}"
        # A short poll interval makes stop() quick (it waits for the next poll).
        self._thread = threading.Thread(
            target=server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Shut down and close the port: later requests get connection refused."""
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        # Keep-alive connections outlive the listening socket: close them too, or a
        # pooled client would still be served by their handler threads.
        with self._lock:
            connections, self._connections = set(self._connections), set()
        for connection in connections:
            with contextlib.suppress(OSError):
                connection.shutdown(socket.SHUT_RDWR)

    def script(self, actions: Iterable[Action]) -> None:
        """Queue actions for the next chat requests; then ``default`` again."""
        with self._lock:
            self._queue.extend(actions)

    @property
    def openai_base_url(self) -> str:
        return f"{self.host}/v1"

    def chat_requests(self) -> list[Recorded]:
        return [r for r in self.requests if r.path != "/api/tags"]

    # -- used by the handler ---------------------------------------------------------
    def _next_action(self) -> Action:
        with self._lock:
            return self._queue.popleft() if self._queue else self.default

    def _enter(self) -> None:
        with self._lock:
            self._in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self._in_flight)

    def _leave(self) -> None:
        with self._lock:
            self._in_flight -= 1

    def _connected(self, connection: socket.socket, *, open_: bool) -> None:
        with self._lock:
            if open_:
                self._connections.add(connection)
            else:
                self._connections.discard(connection)

    def _record(self, record: Recorded) -> None:
        with self._lock:
            self.requests.append(record)

    def answer(self, action: Action, prompt: str, model: str) -> tuple[int, str | None]:
        """(HTTP status, content) for ``action``; content None means an error body."""
        if callable(action):
            return 200, action(prompt)
        if model not in self.models or action == "not_found":
            return 404, None
        if action == "error500":
            return 500, None
        if action == "slow":
            time.sleep(self.slow_seconds)
            action = "echo"
        tokens = mask_tokens(prompt)
        mapping = {token: echo_value(prompt, token) for token in tokens}
        if action == "echo":
            return 200, json.dumps(mapping, ensure_ascii=False)
        if action == "bare":
            return 200, json.dumps({k.strip("[]"): v for k, v in mapping.items()})
        if action == "number":
            return 200, json.dumps(
                {MASK_TOKEN.fullmatch(k).group(1): v for k, v in mapping.items()}  # type: ignore[union-attr]
            )
        if action == "fenced":
            return 200, (
                "Sure! Here are the replacements:\n```json\n"
                + json.dumps(mapping, indent=2, ensure_ascii=False)
                + "\n```\nLet me know if you need more."
            )
        if action == "invalid":
            return 200, "I think [MASK.1] should be John, and the rest: {oops"
        if action == "missing":
            drop = self.drop if self.drop is not None else set(tokens[-1:])
            return 200, json.dumps({k: v for k, v in mapping.items() if k not in drop})
        raise ValueError(f"unknown fake action {action!r}")


class _Handler(BaseHTTPRequestHandler):
    server_fake: FakeOllama
    protocol_version = "HTTP/1.1"  # keep-alive, as Ollama serves it
    # Headers and body go out in two writes; with Nagle on, the client's delayed ACK
    # adds ~40 ms to each answer. Go's servers (Ollama) set TCP_NODELAY too.
    disable_nagle_algorithm = True

    def setup(self) -> None:
        super().setup()
        self.server_fake._connected(self.connection, open_=True)

    def finish(self) -> None:
        self.server_fake._connected(self.connection, open_=False)
        with contextlib.suppress(OSError):
            super().finish()

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        pass  # keep test output clean

    def do_GET(self) -> None:  # noqa: N802 - http.server's naming
        if self.path == "/api/tags":
            models = [
                {"name": m, "model": m, "size": 986_000_000}
                for m in self.server_fake.models
            ]
            self._send(200, {"models": models})
        else:
            self._send(404, {"error": "not found"})

    def do_POST(self) -> None:  # noqa: N802
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length) or b"{}")
        if self.path not in ("/api/chat", "/v1/chat/completions"):
            self._send(404, {"error": "not found"})
            return
        fake = self.server_fake
        refusal = _refused_format(fake, self.path, body)
        if refusal is not None:
            fake._record(Recorded(self.path, body, "", "refused", None, 0.0))
            self._send(refusal[0], refusal[1])
            return
        fake._enter()
        started = time.monotonic()
        try:
            messages = body.get("messages") or []
            users = [m for m in messages if m.get("role") == "user"]
            prompt = str(users[-1].get("content", "")) if users else ""
            action = fake._next_action()
            with fake._serial if fake.serial else contextlib.nullcontext():
                if fake.delay:
                    time.sleep(fake.delay)
                model = str(body.get("model", ""))
                status, content = fake.answer(action, prompt, model)
        finally:
            fake._leave()
        fake._record(
            Recorded(
                path=self.path,
                body=body,
                prompt=prompt,
                action=action if isinstance(action, str) else "callable",
                answer=content,
                started=started,
                finished=time.monotonic(),
            )
        )
        if self.path == "/api/chat":
            self._send_ollama(status, content, model)
        else:
            self._send_openai(status, content, model)

    def _send_ollama(self, status: int, content: str | None, model: str) -> None:
        if status == 404:
            error = f'model "{model}" not found, try pulling it first'
            self._send(404, {"error": error})
        elif content is None:
            self._send(status, {"error": "llama runner process has terminated"})
        else:
            self._send(
                200,
                {
                    "model": model,
                    "created_at": "2025-01-01T00:00:00.000000Z",
                    "message": {"role": "assistant", "content": content},
                    "done_reason": "stop",
                    "done": True,
                    "total_duration": 1_000_000,
                    "load_duration": 1000,
                    "prompt_eval_count": 10,
                    "prompt_eval_duration": 1000,
                    "eval_count": 10,
                    "eval_duration": 1000,
                },
            )

    def _send_openai(self, status: int, content: str | None, model: str) -> None:
        if status == 404:
            message = f"The model `{model}` does not exist."
            self._send(404, {"error": {"message": message, "code": 404}})
        elif content is None:
            self._send(status, {"error": {"message": "internal error", "code": status}})
        else:
            self._send(
                200,
                {
                    "id": "chatcmpl-fake",
                    "object": "chat.completion",
                    "created": 0,
                    "model": model,
                    "choices": [
                        {
                            "index": 0,
                            "message": {"role": "assistant", "content": content},
                            "finish_reason": "stop",
                        }
                    ],
                    "usage": {"prompt_tokens": 10, "completion_tokens": 10},
                },
            )

    def _send(self, status: int, payload: dict[str, Any]) -> None:
        data = json.dumps(payload).encode()
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (its timeout): nothing to tell it


def _refused_format(
    fake: FakeOllama, path: str, body: dict[str, Any]
) -> tuple[int, dict[str, Any]] | None:
    """(status, error body) when the fake does not take the requested answer format."""
    if path == "/api/chat":
        if isinstance(body.get("format"), dict) and not fake.ollama_schema:
            return 400, {"error": 'invalid format: expected "json"'}
        return None
    response_format = body.get("response_format") or {}
    kind = str(response_format.get("type", "text"))
    if kind == "json_object" and "schema" in response_format:
        kind = "json_object+schema"
    if response_format and kind not in fake.openai_formats:
        if (
            fake.format_refusal == 500
        ):  # llama-cpp-python: its validation error as a 500
            message = "1 validation error: ('body', 'response_format', 'type')"
            return 500, {"error": {"message": message, "type": "internal_server_error"}}
        detail = [{"loc": ["body", "response_format", "type"], "msg": "bad type"}]
        return 422, {"detail": detail}
    return None
