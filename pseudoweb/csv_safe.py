"""CSV that a spreadsheet cannot run: one writer for every CSV the app writes.

A cell that starts with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return is a
formula to Excel, LibreOffice and Google Sheets (CSV or formula injection): a
pseudonym, a label, a document id or a comment typed as ``=HYPERLINK(...)`` would run
when a lead opens the export. As OWASP recommends
(https://owasp.org/www-community/attacks/CSV_Injection), such a cell is written with
a single quote in front, which spreadsheets show as text and do not evaluate.

**Numbers.** A number is written as it is, sign included: the app computes it, and a
spreadsheet reads ``-0.25`` or ``-3`` as a number, never as a formula. That holds for
Python ints and floats and for text that is exactly a decimal number
(``-3``, ``+0.5``, ``-1.2e-05``: digits, one sign, one point, an exponent; nothing a
formula could hide in). Anything else starting with those characters, ``-3+1`` or
``-1)*cmd|...`` included, gets the quote. JSON exports are never touched.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import IO, Any

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_PLAIN_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")


def safe_cell(value: Any) -> Any:
    """``value`` as a CSV cell no spreadsheet will evaluate (see the module)."""
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int | float):
        return value
    text = str(value)
    if text.startswith(FORMULA_STARTS) and not _PLAIN_NUMBER.fullmatch(text):
        return "'" + text
    return text


def _has_return(cells: Iterable[Any]) -> bool:
    return any(isinstance(cell, str) and "\r" in cell for cell in cells)


class SafeWriter:
    """``csv.writer`` whose every cell goes through :func:`safe_cell`.

    Lines end in ``\n``, so Python's writer would leave a carriage return inside a
    cell unquoted, and readers would cut the row there: a row holding one is written
    with every cell quoted (still valid CSV, numbers still read as numbers).
    """

    def __init__(self, stream: IO[str], **options: Any) -> None:
        options.setdefault("lineterminator", "\n")
        self._writer = csv.writer(stream, **options)
        self._quoted = csv.writer(stream, **{**options, "quoting": csv.QUOTE_ALL})

    def writerow(self, row: Iterable[Any]) -> None:
        cells = [safe_cell(cell) for cell in row]
        (self._quoted if _has_return(cells) else self._writer).writerow(cells)

    def writerows(self, rows: Iterable[Iterable[Any]]) -> None:
        for row in rows:
            self.writerow(row)


class SafeDictWriter:
    """``csv.DictWriter`` whose every cell goes through :func:`safe_cell`."""

    def __init__(
        self, stream: IO[str], fieldnames: Sequence[str], **options: Any
    ) -> None:
        options.setdefault("lineterminator", "\n")
        self.fieldnames = list(fieldnames)
        self._writer = csv.DictWriter(stream, fieldnames=self.fieldnames, **options)
        self._quoted = csv.DictWriter(
            stream,
            fieldnames=self.fieldnames,
            **{**options, "quoting": csv.QUOTE_ALL},
        )

    def writeheader(self) -> None:
        self.writerow({name: name for name in self.fieldnames})

    def writerow(self, row: Mapping[str, Any]) -> None:
        cells = {key: safe_cell(value) for key, value in row.items()}
        writer = self._quoted if _has_return(cells.values()) else self._writer
        writer.writerow(cells)

    def writerows(self, rows: Iterable[Mapping[str, Any]]) -> None:
        for row in rows:
            self.writerow(row)


def csv_text(rows: Iterable[Sequence[Any]]) -> str:
    """Rows as CSV text, every cell made safe."""
    buffer = io.StringIO()
    SafeWriter(buffer).writerows(rows)
    return buffer.getvalue()
