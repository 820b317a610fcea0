"""Property-based tests of the importers (issue 11), with hypothesis.

Any JSONL of random doccano-shaped records (ids of every kind, texts with emoji,
newlines and NUL, spans valid or not, metadata with NaN and odd keys, comments) either
imports with every span kept and round-trips through the doccano exporter, or is
refused with file, line and reason and writes nothing. The same for TAB lists. Run on
SQLite, and on PostgreSQL with DATABASE_URL set.
"""

from __future__ import annotations

import itertools
import json
import math
import os
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from annotation.corpus.models import CorpusImport, Document, Project, Span
from annotation.corpus.services import corpus_export, corpus_import

pytestmark = pytest.mark.django_db

_names = itertools.count()
PROPERTY_SETTINGS = settings(
    # More with PSEUDOWEB_PROPERTY_EXAMPLES=1000 for a deeper search.
    max_examples=int(os.environ.get("PSEUDOWEB_PROPERTY_EXAMPLES", "60")),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

# Characters that make imports hard: emoji (two UTF-16 units), newlines, spaces,
# combining marks, letters outside ASCII. A hostile file also draws ones that must be
# refused (NUL), or kept as they are (CR, a BOM inside the text), NaN, Infinity,
# blank or over-long labels and ids, things that are not spans.
CLEAN = st.sampled_from(list("ab Bo\n\té\u0301😀👍🏽ß.,"))
HOSTILE = st.sampled_from(list("ab \u0000\r\ufeff😀"))


class Kinds:
    """The strategies of one kind of file: clean (it may still be refused, say for
    an id given to two texts) or hostile (any value may be one a database cannot
    hold)."""

    def __init__(self, hostile: bool) -> None:
        def maybe(clean: Any, bad: Any) -> Any:
            # In a hostile file about one value in eight is bad.
            return st.one_of(*[clean] * 7, bad) if hostile else clean

        clean_texts = st.text(CLEAN, max_size=24)
        self.texts = maybe(clean_texts, st.text(HOSTILE, max_size=8))
        self.labels = maybe(
            st.one_of(
                st.sampled_from(["PER", "LOC", "personal_name", "Candidate name"]),
                st.text(CLEAN, min_size=1, max_size=6),
            ),
            st.sampled_from([" ", "", 3, "x" * 201]),
        )
        scalars = maybe(
            st.one_of(
                st.none(),
                st.booleans(),
                st.integers(min_value=-(2**70), max_value=2**70),
                st.floats(allow_nan=False, allow_infinity=False),
                clean_texts,
            ),
            st.one_of(st.sampled_from([math.nan, math.inf]), self.texts),
        )
        self.json_values = st.recursive(
            scalars,
            lambda inner: st.one_of(
                st.lists(inner, max_size=3),
                st.dictionaries(self.texts, inner, max_size=3),
            ),
            max_leaves=6,
        )
        self.ids = maybe(
            st.one_of(
                st.none(),
                st.integers(min_value=0, max_value=40),
                st.floats(min_value=0, max_value=40),
                st.sampled_from(["a", " 7", "7", "doc 1", "", "١", "²"]),
            ),
            st.sampled_from([math.nan, "x" * 201, True, [1]]),
        )
        self.keys = maybe(
            st.sampled_from(["source", "meta", "batch", "note", "é"]),
            st.just("k\u0000"),
        )
        self.hostile = hostile


KINDS = {False: Kinds(hostile=False), True: Kinds(hostile=True)}
# Two files in three are clean, so that the round trip is tried often.
hostility = st.sampled_from([False, False, True])


@st.composite
def spans_for(draw: st.DrawFn, text: str, kinds: Kinds) -> Any:
    # Offsets in code points or in UTF-16 units (as doccano's editor counts), inside
    # the text; in a hostile file sometimes not.
    size = draw(st.sampled_from([len(text), len(text.encode("utf-16-le")) // 2]))
    if size == 0 or (kinds.hostile and draw(st.integers(0, 7)) == 0):
        offsets = st.integers(min_value=-1, max_value=size + 1)
        start, end = draw(offsets), draw(offsets)
    else:
        start = draw(st.integers(0, size - 1))
        end = draw(st.integers(start + 1, size))
    label = draw(kinds.labels)
    shapes: list[Any] = [
        [start, end, label],
        {"start_offset": start, "end_offset": end, "label": label},
    ]
    if kinds.hostile:
        shapes.append([start])  # not a span at all
    return draw(st.sampled_from(shapes))


@st.composite
def doccano_records(draw: st.DrawFn, kinds: Kinds) -> dict[str, Any]:
    text = draw(kinds.texts)
    record: dict[str, Any] = {"text": text}
    identifier = draw(kinds.ids)
    if identifier is not None or draw(st.booleans()):
        record["id"] = identifier
    record[draw(st.sampled_from(["label", "entities"]))] = draw(
        st.lists(spans_for(text, kinds), max_size=5)
    )
    record.update(draw(st.dictionaries(kinds.keys, kinds.json_values, max_size=3)))
    if draw(st.booleans()):
        record["Comments"] = draw(st.lists(kinds.texts, max_size=2))
    return record


doccano_files = hostility.flatmap(
    lambda hostile: st.lists(doccano_records(KINDS[hostile]), min_size=1, max_size=4)
)


def write(records: list[Any], directory: Path, name: str) -> Path:
    path = directory / name
    lines = [json.dumps(record, ensure_ascii=False) for record in records]
    path.write_bytes(("\n".join(lines) + "\n").encode("utf-8", "surrogatepass"))
    return path


def nothing_written(project_name: str) -> bool:
    return not (
        Project.objects.filter(name=project_name).exists()
        or Document.objects.filter(project__name=project_name).exists()
        or CorpusImport.objects.filter(project__name=project_name).exists()
    )


def span_count(records: list[dict[str, Any]]) -> int:
    return sum(
        len(record.get("label") or record.get("entities") or []) for record in records
    )


def corpus(project_name: str) -> list[tuple[Any, ...]]:
    """What the doccano round trip must keep, document by document."""
    rows = []
    for document in Document.objects.filter(project__name=project_name).order_by(
        "position"
    ):
        spans = sorted(
            (span.start, span.end, span.label.name)
            for span in document.spans.select_related("label")
        )
        rows.append(
            (
                document.external_id,
                document.text,
                document.metadata,
                document.comments,
                spans,
            )
        )
    return rows


@PROPERTY_SETTINGS
@given(records=doccano_files)
def test_any_doccano_file_imports_whole_and_round_trips_or_is_refused_cleanly(
    records: list[dict[str, Any]],
) -> None:
    name = f"prop-{next(_names)}"
    with tempfile.TemporaryDirectory() as directory:
        path = write(records, Path(directory), "random.jsonl")

        report = corpus_import(project_name=name, path=path)

        event("imported" if report.imported else "refused")
        if not report.imported:
            assert report.errors
            for error in report.errors:
                assert error.file == "random.jsonl" and error.message
                assert error.line is None or 1 <= error.line <= len(records)
            assert nothing_written(name)
            return
        # Every span of the file is in the database, none lost or cut.
        assert report.spans == span_count(records)
        assert Span.objects.filter(document__project__name=name).count() == (
            report.spans
        )
        assert report.documents == Document.objects.filter(project__name=name).count()

        exported = Path(directory) / "export.jsonl"
        corpus_export(
            project=Project.objects.get(name=name), format="doccano", out=exported
        )
        again = corpus_import(project_name=f"{name}-again", path=exported)

        assert again.imported, again.errors
        assert not again.offset_conversions  # exports count code points
        assert corpus(f"{name}-again") == corpus(name)


@st.composite
def tab_documents(draw: st.DrawFn, kinds: Kinds) -> dict[str, Any]:
    text = draw(kinds.texts)
    if text and not (kinds.hostile and draw(st.integers(0, 7)) == 0):
        start = st.integers(0, len(text) - 1)
        offsets = st.tuples(start, st.integers(1, len(text))).filter(
            lambda pair: pair[0] < pair[1]
        )
    else:
        offsets = st.tuples(st.integers(-1, len(text) + 1), st.integers(-1, 2))
    long_or = (
        (lambda clean, bad: st.one_of(*[clean] * 7, st.just(bad)))
        if kinds.hostile
        else (lambda clean, bad: clean)
    )
    mention = st.builds(
        lambda pair, rest: {"start_offset": pair[0], "end_offset": pair[1], **rest},
        offsets,
        st.fixed_dictionaries(
            {
                "entity_type": kinds.labels,
                "identifier_type": st.sampled_from(
                    ["DIRECT", "QUASI", "NO_MASK", *(["X"] if kinds.hostile else [])]
                ),
            },
            optional={
                "entity_id": long_or(kinds.texts, "e" * 201),
                "confidential_status": long_or(st.just("NOT_CONFIDENTIAL"), "C" * 51),
                "entity_mention_id": kinds.texts,
                "span_text": kinds.texts,
                "edit_type": st.just("check"),
            },
        ),
    )
    annotations = draw(
        st.dictionaries(
            long_or(st.sampled_from(["annotator1", "annotator2"]), "a" * 151),
            st.fixed_dictionaries({"entity_mentions": st.lists(mention, max_size=4)}),
            max_size=2,
        )
    )
    document = {"doc_id": draw(kinds.ids), "text": text, "annotations": annotations}
    document.update(
        draw(st.dictionaries(st.sampled_from(["meta", "task"]), kinds.json_values))
    )
    return document


tab_files = hostility.flatmap(
    lambda hostile: st.lists(tab_documents(KINDS[hostile]), min_size=1, max_size=3)
)


@PROPERTY_SETTINGS
@given(documents=tab_files)
def test_any_tab_file_imports_whole_and_round_trips_or_is_refused_cleanly(
    documents: list[dict[str, Any]],
) -> None:
    name = f"tab-{next(_names)}"
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "tab.json"
        path.write_text(
            json.dumps(documents, indent=1, ensure_ascii=False), encoding="utf-8"
        )

        report = corpus_import(project_name=name, path=path)

        event("imported" if report.imported else "refused")
        if not report.imported:
            assert report.errors
            for error in report.errors:
                assert error.file == "tab.json" and error.message
            assert nothing_written(name)
            return
        mentions = sum(
            len(block["entity_mentions"])
            for document in documents
            for block in document["annotations"].values()
        )
        assert report.spans == mentions
        stored = {
            (s.annotator, s.start, s.end, s.label.name, s.entity, s.confidential_status)
            for s in Span.objects.filter(document__project__name=name).select_related(
                "label"
            )
        }
        expected = {
            (
                annotator,
                m["start_offset"],
                m["end_offset"],
                str(m["entity_type"]),
                m.get("entity_id") or "",
                m.get("confidential_status") or "",
            )
            for document in documents
            for annotator, block in document["annotations"].items()
            for m in block["entity_mentions"]
        }
        assert stored == expected  # nothing cut to fit a column

        exported = Path(directory) / "export.json"
        corpus_export(
            project=Project.objects.get(name=name), format="tab", out=exported
        )
        again = corpus_import(project_name=f"{name}-again", path=exported)
        assert again.imported, again.errors
        assert corpus(f"{name}-again") == corpus(name)


def test_random_floats_in_metadata_are_refused_only_when_not_finite(
    tmp_path: Path,
) -> None:
    # A sanity check of the property's premise: finite floats are kept exactly.
    for value in (0.1, -2.5e-300, 1.7976931348623157e308, math.nan):
        name = f"float-{next(_names)}"
        path = write(
            [{"id": 1, "text": "x", "score": value}], tmp_path, f"{name}.jsonl"
        )
        report = corpus_import(project_name=name, path=path)
        assert report.imported == math.isfinite(value)
        if report.imported:
            # PostgreSQL's jsonb keeps numbers as decimals: 1.79e308 comes back as an
            # int of 309 digits, the same number.
            stored = Document.objects.get(project__name=name).metadata["score"]
            assert float(stored) == value


@settings(max_examples=300, deadline=None)
@given(
    spans=st.lists(
        st.tuples(
            st.integers(0, 12), st.integers(1, 6), st.sampled_from(["PER", "LOC"])
        ).map(lambda t: (t[0], t[0] + t[1], t[2])),
        max_size=8,
    )
)
@pytest.mark.django_db(databases=[])
def test_span_flags_match_their_definition(spans: list[tuple[int, int, str]]) -> None:
    # The loader finds overlaps with a sweep (and skips it for sorted, disjoint
    # spans); here is the definition, pair by pair.
    from annotation.corpus.importers.loader import span_flags

    text = "ab cd\nef gh ij kl mn"
    flags = span_flags(text, spans)

    for index, (start, end, _label) in enumerate(spans):
        overlapping = any(
            other != spans[index] and other[0] < end and start < other[1]
            for other in spans
        )
        duplicate = spans[index] in spans[:index]
        piece = text[start:end]
        assert flags[index] == (
            overlapping,
            duplicate,
            piece[0].isspace() or piece[-1].isspace(),
            "\n" in piece,
        )
