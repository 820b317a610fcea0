"""What a Celery worker does besides tasks: find work nobody does any more.

On ``worker_ready`` and then every half stale limit, a daemon thread calls
:func:`generation.services_queue.runs_recover` and
:func:`annotation.services_imports.import_jobs_recover`. Every worker does it (on
whatever queues it serves), so a run or an upload is recovered as soon as any worker
is up.
"""

from __future__ import annotations

import logging
import threading

from celery.signals import celeryd_after_setup, worker_ready, worker_shutdown
from django.db import connection

logger = logging.getLogger(__name__)

_stop = threading.Event()


def recover_once() -> None:
    """Re-send lost runs and lost uploads."""
    from annotation.services_imports import import_jobs_recover

    from .services_queue import runs_recover

    try:
        for recover in (runs_recover, import_jobs_recover):
            try:
                recover()
            except Exception:  # a locked or unreachable database: next time
                logger.exception("%s failed", recover.__name__)
    finally:
        connection.close()  # the thread's own connection; no stale one kept open


def _loop(interval: float) -> None:
    while True:
        recover_once()
        if _stop.wait(interval):
            return


@celeryd_after_setup.connect
def serve_every_queue_by_default(sender: str, instance: object, **_: object) -> None:
    """A worker started without ``-Q`` serves all of the run queues.

    Runs go to ``light``, ``mlm`` or ``llm``; Celery's plain default would leave a
    ``celery -A pseudoweb worker`` listening on none of them. With ``-Q`` the lead's
    choice stands.
    """
    from .services_queue import QUEUES

    queues = instance.app.amqp.queues  # type: ignore[attr-defined]
    # ``_consume_from`` is None when no -Q was given (then every known queue is served).
    if getattr(queues, "_consume_from", None) is not None:
        return
    for name in QUEUES:
        queues.select_add(name)


@worker_ready.connect
def start_recovery(**_: object) -> None:
    from .services_queue import recovery_interval

    _stop.clear()
    threading.Thread(
        target=_loop, args=(recovery_interval(),), name="run-recovery", daemon=True
    ).start()


@worker_shutdown.connect
def stop_recovery(**_: object) -> None:
    _stop.set()
