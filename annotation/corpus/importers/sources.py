"""Finding and streaming the records of an import: plain files, zips, JSONL and JSON
lists.

Memory stays flat: JSONL is read in 64 KiB chunks and split into lines by hand (so a bad
byte is reported with its line rather than breaking the whole decode), and a JSON list
is read element by element with ``json.JSONDecoder.raw_decode`` over a sliding buffer,
so only the element being read is in memory. Line numbers are physical lines of the
file, 1-based; ``\\r\\n`` counts as one line break, a UTF-8 BOM is dropped, blank lines
are skipped.

Format: ``doccano`` and ``tab`` force a parser; ``auto`` decides per file from its first
record (a record whose ``annotations`` is an object keyed by annotator is TAB; anything
else is doccano, whose ``annotations`` is a list). Either format may come as JSONL or as
a list.
"""

from __future__ import annotations

import codecs
import json
import math
import zipfile
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import IO, Any, Protocol, TypedDict

from annotation.corpus.importers import ParseResult, RecordInvalid
from annotation.corpus.importers.doccano import FileState, parse_doccano_record
from annotation.corpus.importers.tab import parse_tab_record

FORMATS = ("auto", "doccano", "tab")
MEMBER_SUFFIXES = (".jsonl", ".json1", ".json", ".ndjson")
CHUNK = 1 << 16
_BOM = codecs.BOM_UTF8


@dataclass
class Parsed:
    """A record read and parsed; ``format`` is the parser that read it."""

    file: str
    line: int
    result: ParseResult
    format: str


@dataclass
class Problem:
    """Something to report. ``line`` None: about the whole file. Errors refuse the
    import."""

    file: str
    line: int | None
    message: str
    error: bool = True


Event = Parsed | Problem


@dataclass
class _Source:
    display: str
    stem: str
    # The annotator every span of the file belongs to; None: records say it themselves.
    annotator: str | None
    open: Callable[[], IO[bytes]]
    state: FileState = field(default_factory=FileState)


class _Readable(Protocol):
    """What the record readers need: a file opened for bytes, or a ``_Counted``."""

    def read(self, size: int = -1, /) -> bytes: ...


class _Tally:
    """Bytes read so far across the corpus's files, reported to ``progress``."""

    def __init__(self, progress: Callable[[int, int], None], total: int) -> None:
        self.progress, self.total, self.done = progress, total, 0

    def counted(self, stream: IO[bytes]) -> _Counted:
        return _Counted(stream, self)


class _Counted:
    """A read-only stream that tells its tally how much was read from it."""

    def __init__(self, stream: IO[bytes], tally: _Tally) -> None:
        self._stream, self._tally = stream, tally

    def read(self, size: int = -1) -> bytes:
        data = self._stream.read(size)
        self._tally.done += len(data)
        self._tally.progress(self._tally.done, self._tally.total)
        return data

    def __enter__(self) -> _Counted:
        self._stream.__enter__()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._stream.__exit__(*exc)


@dataclass
class _Bad:
    message: str
    fatal: bool = False  # the rest of the file cannot be read


# A JSON escape that may decode to something no database column can hold: NUL, or
# half of a surrogate pair (most often the first half of an escaped emoji, which is
# fine: only then is the record walked to find a lone one).
_SUSPECT_ESCAPES = ("\\u0000", "\\ud", "\\uD")


class _Decoder:
    """``json`` decoding that notes what JSON parsers let through but the database
    cannot store, or what would lose data: NaN and Infinity (PostgreSQL's jsonb
    refuses them), numbers too large for a float (they become Infinity), and a key
    given twice in one object (only the last value would be kept). The notes of the
    last record decoded are in :attr:`problems`; the hooks cost nothing on records
    without floats, and one call per JSON object."""

    def __init__(self) -> None:
        self.problems: list[str] = []
        self._json = json.JSONDecoder(
            parse_constant=self._constant,
            parse_float=self._float,
            object_pairs_hook=self._object,
        )

    def _constant(self, name: str) -> float:
        self.problems.append(f"{name} is not a number JSON allows; it cannot be stored")
        return float(name)

    def _float(self, text: str) -> float:
        value = float(text)
        if math.isinf(value):
            self.problems.append(f"the number {text[:40]} is too large to store")
        return value

    def _object(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        obj = dict(pairs)
        if len(obj) != len(pairs):
            seen: set[str] = set()
            for key, _ in pairs:
                if key in seen:
                    self.problems.append(
                        f"key {key!r} appears twice in one object; the first value "
                        "would be lost"
                    )
                    break
                seen.add(key)
        return obj

    def decode(self, text: str) -> Any:
        self.problems = []
        return self._json.decode(text)

    def raw_decode(self, text: str, pos: int) -> tuple[Any, int]:
        self.problems = []
        return self._json.raw_decode(text, pos)

    def check(
        self, obj: Any, source: str, start: int = 0, end: int | None = None
    ) -> _Bad | None:
        """What is wrong with ``obj`` (decoded from ``source[start:end]``), as a bad
        record; None: nothing."""
        problems = self.problems
        if any(source.find(escape, start, end) >= 0 for escape in _SUSPECT_ESCAPES):
            try:
                found = _unstorable_string(obj)
            except RecursionError:
                found = "nested too deeply to check"
            if found:
                problems = [*problems, found]
        if problems:
            return _Bad("; ".join(dict.fromkeys(problems)))
        return None


def _unstorable_string(value: Any, where: str = "") -> str | None:
    """Where ``value`` holds a string no database can store: with a NUL character
    (PostgreSQL text and jsonb refuse it) or an unpaired UTF-16 surrogate (not
    UTF-8 at all). None: nowhere."""
    if isinstance(value, str):
        if "\x00" in value:
            return f"{where or 'a value'} contains a NUL character (\\u0000)"
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return f"{where or 'a value'} contains an unpaired UTF-16 surrogate"
        return None
    if isinstance(value, dict):
        for key, item in value.items():
            found = _unstorable_string(key, f"the key {key!r}") or _unstorable_string(
                item, f"the value of {key!r}"
            )
            if found:
                return found
    elif isinstance(value, list):
        for item in value:
            found = _unstorable_string(item, where)
            if found:
                return found
    return None


def _decode_failure(exc: Exception) -> str:
    """The reason for an exception of ``json`` other than a syntax error."""
    if isinstance(exc, RecursionError):
        return "invalid JSON: nested too deeply"
    if "digits" in str(exc):
        return "invalid JSON: a number with more than 4300 digits"
    return f"invalid JSON: {exc}"


def read_corpus(
    path: Path,
    *,
    display: str,
    format: str = "auto",
    progress: Callable[[int, int], None] | None = None,
    label_names: Mapping[str, str] | None = None,
) -> Iterator[Event]:
    """Every record of ``path`` (a file or a zip of files), parsed, in file order.

    ``progress(done, total)`` hears of the bytes read (uncompressed, for a zip);
    ``label_names`` maps doccano's numeric label ids to names.
    """
    if format not in FORMATS:
        yield Problem(display, None, f"unknown format {format!r}; use one of {FORMATS}")
        return
    if not path.is_file():
        yield Problem(display, None, f"{path} does not exist or is not a file")
        return
    tally = _Tally(progress, path.stat().st_size) if progress else None
    if zipfile.is_zipfile(path):
        yield from _read_zip(
            path, display=display, format=format, tally=tally, label_names=label_names
        )
        return
    if path.suffix.lower() == ".zip":
        yield Problem(display, None, "not a valid zip archive")
        return
    source = _Source(
        display=display,
        stem=PurePosixPath(display).stem,
        annotator=None,
        open=lambda: path.open("rb"),
        state=FileState(label_names=label_names),
    )
    yield from _read_source(source, format=format, tally=tally)


def _read_zip(
    path: Path,
    *,
    display: str,
    format: str,
    tally: _Tally | None = None,
    label_names: Mapping[str, str] | None = None,
) -> Iterator[Event]:
    with zipfile.ZipFile(path) as archive:
        members = [info for info in archive.infolist() if not info.is_dir()]
        if tally is not None:
            tally.total = sum(
                info.file_size
                for info in members
                if PurePosixPath(info.filename).suffix.lower() in MEMBER_SUFFIXES
            )
        found = False
        for info in members:
            name = PurePosixPath(info.filename)
            member_display = f"{display}/{info.filename}"
            if "__MACOSX" in name.parts or name.name.startswith("."):
                continue  # macOS archive litter, never data
            if name.suffix.lower() not in MEMBER_SUFFIXES:
                yield Problem(
                    member_display,
                    None,
                    "not a .jsonl/.json1/.json file; skipped",
                    False,
                )
                continue
            found = True
            # doccano names each member after its user; "all.jsonl" holds everyone's.
            annotator = None if name.stem.lower() == "all" else name.stem
            source = _Source(
                display=member_display,
                stem=name.stem,
                annotator=annotator,
                open=lambda info=info: archive.open(info),  # type: ignore[misc]
                state=FileState(label_names=label_names),
            )
            yield from _read_source(source, format=format, tally=tally)
        if not found:
            yield Problem(display, None, "the zip holds no .jsonl/.json1/.json file")


def _read_source(
    source: _Source, *, format: str, tally: _Tally | None = None
) -> Iterator[Event]:
    opened = source.open()
    with opened if tally is None else tally.counted(opened) as stream:
        head = stream.read(CHUNK)
        if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
            yield Problem(source.display, None, "the file is UTF-16; save it as UTF-8")
            return
        first = head[len(_BOM) :] if head.startswith(_BOM) else head
        is_list = first.lstrip()[:1] == b"["
        records = (
            _list_records(head, stream) if is_list else _line_records(head, stream)
        )
        chosen = None if format == "auto" else format
        index = 0
        for line, obj in records:
            if isinstance(obj, _Bad):
                message = obj.message
                if obj.fatal:
                    message += "; the rest of the file cannot be read"
                yield Problem(source.display, line, message)
                if obj.fatal:
                    return
                continue
            index += 1
            if chosen is None:
                annotations = obj.get("annotations") if isinstance(obj, dict) else None
                chosen = "tab" if isinstance(annotations, dict) else "doccano"
            try:
                if chosen == "tab":
                    result = parse_tab_record(
                        obj,
                        file=source.display,
                        line=line,
                        index=index,
                        stem=source.stem,
                    )
                else:
                    result = parse_doccano_record(
                        obj,
                        file=source.display,
                        line=line,
                        stem=source.stem,
                        annotator=source.annotator,
                        state=source.state,
                    )
            except RecordInvalid as exc:
                yield Problem(source.display, line, "; ".join(exc.reasons))
                continue
            yield Parsed(source.display, line, result, chosen)
        if index == 0:
            yield Problem(source.display, None, "no records in this file", False)


def _raw_lines(head: bytes, stream: _Readable) -> Iterator[bytes]:
    """Lines split on b"\\n" without ever joining more than one line's chunks."""
    pending: list[bytes] = []
    chunk = head
    while chunk:
        if b"\n" not in chunk:
            pending.append(chunk)
        else:
            parts = chunk.split(b"\n")
            pending.append(parts[0])
            yield b"".join(pending)
            yield from parts[1:-1]
            pending = [parts[-1]]
        chunk = stream.read(CHUNK)
    rest = b"".join(pending)
    if rest:
        yield rest


def _line_records(head: bytes, stream: _Readable) -> Iterator[tuple[int, Any]]:
    decoder = _Decoder()
    for number, raw in enumerate(_raw_lines(head, stream), start=1):
        if number == 1 and raw.startswith(_BOM):
            raw = raw[len(_BOM) :]
        raw = raw.rstrip(b"\r")
        if not raw.strip():
            continue
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            yield number, _Bad(f"not valid UTF-8 (byte {exc.start + 1} of the line)")
            continue
        try:
            obj = decoder.decode(text)
        except json.JSONDecodeError as exc:
            yield number, _Bad(f"invalid JSON: {exc.msg} (column {exc.colno})")
            continue
        except (ValueError, RecursionError) as exc:
            yield number, _Bad(_decode_failure(exc))
            continue
        yield number, decoder.check(obj, text) or obj


class _ListState(TypedDict):
    buf: str
    eof: bool
    line: int


def _list_records(head: bytes, stream: _Readable) -> Iterator[tuple[int, Any]]:
    """Elements of a top-level JSON list, each with the line it starts on."""
    decoder = codecs.getincrementaldecoder("utf-8-sig")()
    parser = _Decoder()
    state: _ListState = {"buf": "", "eof": False, "line": 1}
    try:
        state["buf"] = decoder.decode(head)
    except UnicodeDecodeError:
        yield 1, _Bad("not valid UTF-8", fatal=True)
        return

    def more(wanted: int) -> bool:
        """Append at least ``wanted`` bytes more; False at the end of the file."""
        if state["eof"]:
            return False
        data = stream.read(max(CHUNK, wanted))
        if not data:
            state["eof"] = True
            state["buf"] += decoder.decode(b"", final=True)
            return False
        state["buf"] += decoder.decode(data)
        return True

    pos = 0

    def skip_space() -> str | None:
        """Next non-space character (buffer refilled as needed); None at the end."""
        nonlocal pos
        while True:
            buf = state["buf"]
            while pos < len(buf) and buf[pos] in " \t\r\n":
                if buf[pos] == "\n":
                    state["line"] += 1
                pos += 1
            if pos < len(buf):
                return buf[pos]
            if not more(CHUNK):
                return None

    try:
        if skip_space() != "[":
            yield state["line"], _Bad("expected a JSON list", fatal=True)
            return
        pos += 1
        expect_value = True
        first = True
        while True:
            char = skip_space()
            if char is None:
                yield (
                    state["line"],
                    _Bad("the file ends before the list is closed", True),
                )
                return
            if char == "]" and (first or not expect_value):
                pos += 1
                break
            if not expect_value:
                if char != ",":
                    yield state["line"], _Bad("expected , or ] between elements", True)
                    return
                pos += 1
                expect_value = True
                continue
            start_line = state["line"]
            while True:
                buf = state["buf"]
                try:
                    obj, end = parser.raw_decode(buf, pos)
                except json.JSONDecodeError as exc:
                    if more(len(buf) - pos):
                        continue
                    yield start_line, _Bad(f"invalid JSON: {exc.msg}", fatal=True)
                    return
                except (ValueError, RecursionError) as exc:
                    # Where the element ends is unknown: the rest cannot be read.
                    yield start_line, _Bad(_decode_failure(exc), fatal=True)
                    return
                if end == len(buf) and more(CHUNK):
                    continue  # a number or literal may go on in the next chunk
                break
            state["line"] += buf.count("\n", pos, end)
            bad = parser.check(obj, buf, pos, end)
            pos = end
            yield start_line, bad or obj
            first = False
            expect_value = False
            if pos > CHUNK:
                # Drop what has been read, so the buffer holds about one element.
                state["buf"] = state["buf"][pos:]
                pos = 0
        if skip_space() is not None:
            yield state["line"], _Bad("unexpected content after the list", fatal=True)
    except UnicodeDecodeError:
        yield state["line"], _Bad("not valid UTF-8", fatal=True)
