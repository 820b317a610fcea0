"""Progress bars for long management commands, drawn with tqdm on stderr.

Services take an optional ``progress(done, total)`` callback and know nothing about
bars; commands turn it into a tqdm bar. The bar goes to stderr so stdout keeps its
contracts (``--json``: the last line of stdout is the JSON); by default it is drawn only
when stderr is a terminal, so logs and pipes stay clean. ``--progress`` forces it on,
``--no-progress`` off.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from tqdm import tqdm

Progress = Callable[[int, int], None]


def add_progress_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="draw a progress bar on stderr (default: only when stderr is a terminal)",
    )


def _wanted(stderr: Any, option: bool | None) -> bool:
    if option is not None:
        return option
    isatty = getattr(stderr, "isatty", None)
    return bool(isatty and isatty())


@contextmanager
def progress_bar(
    *,
    stderr: Any,
    option: bool | None,
    desc: str,
    unit: str = "it",
    in_bytes: bool = False,
) -> Iterator[Progress | None]:
    """A ``progress(done, total)`` callback drawing a bar, or None when none is wanted.

    ``stderr`` is the command's ``self.stderr``; tqdm writes to the stream under
    Django's OutputWrapper, which would otherwise end every redraw with a newline.
    """
    if not _wanted(stderr, option):
        yield None
        return
    stream = getattr(stderr, "_out", stderr)
    bar = tqdm(
        total=None,
        desc=desc,
        unit="B" if in_bytes else unit,
        unit_scale=in_bytes,
        unit_divisor=1024 if in_bytes else 1000,
        file=stream,
        dynamic_ncols=True,
        leave=True,
    )

    def update(done: int, total: int) -> None:
        if total and bar.total != total:
            bar.total = total
        # Callers report totals so far, not steps; tqdm wants the step.
        if done >= bar.n:
            bar.update(done - bar.n)
        else:
            bar.n = done
            bar.refresh()

    try:
        yield update
    finally:
        bar.close()
