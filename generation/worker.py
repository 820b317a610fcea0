"""What a Celery worker does besides tasks: find work nobody does any more, and say
that it is alive.

On ``worker_ready`` and then every half stale limit, a daemon thread calls
:func:`generation.services_queue.runs_recover`,
:func:`generation.services_queue.metrics_recover` and
:func:`annotation.corpus.services_imports.import_jobs_recover`. Every worker does it (on
whatever queues it serves), so a run, an upload or a run's metrics are recovered as
soon as any worker is up. The same thread records the worker on its
:class:`~generation.models.WorkerBeat` row (queues, processes, whether it reaches
the broker), which is how the runs page knows who serves what.
"""

from __future__ import annotations

import logging
import os
import threading

from celery.signals import celeryd_after_setup, worker_ready, worker_shutdown
from django.db import connection

logger = logging.getLogger(__name__)

_stop = threading.Event()


# What this worker is, set when it starts (the beat thread reports it).
_identity: dict[str, object] = {}


def recover_once() -> None:
    """Report this worker, then re-send lost runs, lost metrics and lost uploads."""
    from annotation.corpus.services_imports import import_jobs_recover

    from .services_queue import metrics_recover, runs_recover, worker_beat

    try:
        for recover in (
            worker_beat,
            runs_recover,
            metrics_recover,
            import_jobs_recover,
        ):
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
def passive_openmp_threads(**_: object) -> None:
    """Let torch's OpenMP threads sleep, not spin, while they wait for each other.

    Set before any task imports torch (the pool's processes inherit it). On a machine
    whose cores are all taken (several worker processes, other services), spinning
    threads burn the time their peers need: the metrics of a 1,428-span run took
    124 s wall and 38 s CPU with spinning threads against 38 s and 14 s without, at a
    load of 8 on 2 cores (docs/performance.md). An explicit setting stands.
    """
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")


@celeryd_after_setup.connect
def serve_every_queue_by_default(sender: str, instance: object, **_: object) -> None:
    """A worker started without ``-Q`` serves all of the run queues and ``metrics``.

    Runs go to ``light``, ``mlm`` or ``llm``, metrics to ``metrics``; Celery's plain
    default would leave a ``celery -A pseudoweb worker`` listening on none of them.
    With ``-Q`` the lead's choice stands. Either way the worker's name and queues are
    kept for its :class:`WorkerBeat`.
    """
    from .services_queue import QUEUES

    queues = instance.app.amqp.queues  # type: ignore[attr-defined]
    # ``_consume_from`` is None when no -Q was given (then every known queue is served).
    if getattr(queues, "_consume_from", None) is None:
        # In QUEUES' order: the run queues, then ``metrics`` last.
        for name in QUEUES:
            queues.select_add(name)
    _identity.update(
        name=sender,
        queues=list(queues.consume_from),  # in the order served
        concurrency=_processes(instance),
        app=instance.app,  # type: ignore[attr-defined]
    )


def _processes(instance: object) -> int:
    """Tasks the worker runs at once: ``--concurrency``, but one for ``-P solo``."""
    pool = getattr(instance, "pool_cls", None)
    name = pool if isinstance(pool, str) else getattr(pool, "__module__", "")
    if "solo" in str(name):
        return 1
    return int(getattr(instance, "concurrency", 1) or 1)


@worker_ready.connect
def start_recovery(**_: object) -> None:
    from .services_queue import recovery_interval

    _stop.clear()
    threading.Thread(
        target=_loop, args=(recovery_interval(),), name="run-recovery", daemon=True
    ).start()


@worker_shutdown.connect
def stop_recovery(**_: object) -> None:
    from .services_queue import worker_gone

    _stop.set()
    name = str(_identity.get("name") or "")
    if name:
        try:
            worker_gone(name)
        except Exception:  # the database is gone too: the row goes stale instead
            logger.exception("could not remove worker %s", name)
        finally:
            connection.close()
