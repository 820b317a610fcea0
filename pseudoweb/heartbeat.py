"""A daemon thread that beats while long work goes on.

Runs, metrics and background imports hold a claim that other workers take over once
its heartbeat is older than the stale limit. One step of the work can last longer than
that (an LLM answer that times out and is retried, MiniLM over a large run, the commit
of a large import), so the claim is refreshed from a thread of its own, not between
steps.
"""

from __future__ import annotations

import logging
import os
import threading
from datetime import datetime, timedelta
from typing import Self

from django.conf import settings
from django.db import connection
from django.utils import timezone

logger = logging.getLogger(__name__)


class Heartbeat:
    """Calls :meth:`beat` every ``interval`` seconds while the ``with`` block runs.

    A beat that fails (a locked or lost database, a full disk) is logged and tried
    again at the next one; the thread's own database connection is closed at the end.
    """

    def __init__(self, *, interval: float, name: str) -> None:
        self.interval = interval
        self.name = name
        self._stop = threading.Event()
        self._thread = threading.Thread(
            target=self._loop, name=f"heartbeat-{name}", daemon=True
        )

    def __enter__(self) -> Self:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=self.interval + 5)

    def _loop(self) -> None:
        try:
            while not self._stop.wait(self.interval):
                try:
                    self.beat()
                except Exception:
                    logger.exception("heartbeat of %s failed", self.name)
        finally:
            connection.close()  # this thread's own connection, if it opened one

    def beat(self) -> None:
        raise NotImplementedError


# --- Timings of background work (runs, metrics, imports) -------------------------


def run_setting(name: str) -> float:
    """A number of seconds or documents for background runs: Django settings, then the
    environment, then the default (workers started by tests set the environment)."""
    value = getattr(settings, name, None)
    if value is None:
        value = os.environ.get(name) or RUN_SETTING_DEFAULTS[name]
    return float(value)


RUN_SETTING_DEFAULTS: dict[str, float] = {
    # A worker refreshes its claim this often while it executes a chunk.
    "PSEUDOWEB_RUN_HEARTBEAT_SECONDS": 10,
    # A claim not refreshed for this long belongs to a dead worker; a queued run whose
    # message was sent this long ago with nobody on it gets a new message.
    "PSEUDOWEB_RUN_STALE_SECONDS": 60,
    # Documents per chunk: what workers share a run by, and what a crash repeats.
    "PSEUDOWEB_RUN_CHUNK_DOCUMENTS": 50,
    # Most task messages sent for one run: the most workers that can share it at once.
    "PSEUDOWEB_RUN_MAX_TASKS": 16,
}


def stale_before(now: datetime | None = None) -> datetime:
    now = now or timezone.now()
    return now - timedelta(seconds=run_setting("PSEUDOWEB_RUN_STALE_SECONDS"))
