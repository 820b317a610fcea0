"""Builds the demo corpora (doccano JSONL) from readable markup: ``[[surface|LABEL]]``.

Run ``python demo/build_demo.py`` after editing the texts below; the JSONL files are
committed. Every person, place and number here is invented. A few records are
deliberately awkward, as real doccano exports are: UTF-16 offsets after an emoji,
overlapping and duplicate spans, a span padded with whitespace, one crossing a newline,
unsorted spans, metadata and comments.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

MARK = re.compile(r"\[\[(.+?)\|([A-Z_]+)\]\]", re.S)

EN = [
    (
        "en-001",
        "My name is [[Margaret Holloway|PERSON]] and I have lived in "
        "[[Dunmore|LOC]] since [[1998|DATETIME]]. I work as a [[nurse|DEM]] at "
        "[[St Columba's Hospital|ORG]]. Last spring [[Margaret|PERSON]] travelled "
        "to [[Lisbon|LOC]] with her brother [[Tom|PERSON]].",
        {"source": "letters.txt", "batch": 1},
        ["Check whether Tom is a public figure."],
    ),
    (
        "en-002",
        "The applicant, Mr [[David Okafor|PERSON]], was born on "
        "[[3 March 1971|DATETIME]] in [[Enugu|LOC]]. He was represented by "
        "[[Ms Ruth Calloway|PERSON]], a lawyer practising in [[Leeds|LOC]]. "
        "His case number is [[44213/06|CODE]].",
        {"source": "court.txt", "batch": 1},
        [],
    ),
    (
        "en-003",
        "Hi all 👋 [[Priya|PERSON]] here! Call me on [[07700 900123|CODE]] or "
        "write to [[priya.n@example.org|CODE]] before [[Friday|DATETIME]]. "
        "Cheers from [[Brighton|LOC]] 🌊",
        {"source": "forum.txt", "batch": 2, "rating": None},
        [],
    ),
    (
        "en-004",
        "[[Jonas Whitfield|PERSON]] ([[42|QUANTITY]]) was fined [[£3,000|QUANTITY]] by "
        "[[Harwick Council|ORG]].\nHe said [[Jonas|PERSON]] would appeal.",
        {"source": "news.txt", "batch": 2},
        [{"id": 7, "comment": "age and fine both quasi-identifiers"}],
    ),
    (
        "en-005",
        "When I was [[seventeen|QUANTITY]] my father took me to [[Oban|LOC]]. "
        "My teacher, [[Mrs Patel|PERSON]], said the trip to [[ Oban|LOC]] would "
        "do me good.",
        {"source": "essays.txt", "batch": 3},
        [],
    ),
    (
        "en-006",
        "Our neighbour <b>[[Eliza Crane|PERSON]]</b> runs the "
        "<script>alert(1)</script> bakery on [[Mill Lane|LOC]].",
        {"source": "markup.txt", "batch": 3},
        ["Contains markup: must be shown as text."],
    ),
]

SV = [
    (
        "sv-001",
        "Jag heter [[Karin Lindqvist|PERSON]] och bor i [[Örebro|LOC]] sedan "
        "[[2004|DATETIME]]. Jag arbetar som [[sjuksköterska|DEM]] på "
        "[[Universitetssjukhuset|ORG]]. I somras åkte [[Karin|PERSON]] till "
        "[[Visby|LOC]] med sin bror [[Anders|PERSON]].",
        {"source": "brev.txt", "batch": 1},
        ["Är Anders en offentlig person?"],
    ),
    (
        "sv-002",
        "Hej! 😀 Jag heter [[Sofia|PERSON]] och pluggar i [[Umeå|LOC]]. Ring mig på "
        "[[070-123 45 67|CODE]] efter [[klockan fem|DATETIME]]!",
        {"source": "forum.txt", "batch": 1},
        [],
    ),
    (
        "sv-003",
        "Min morfar [[Gustav Ek|PERSON]] föddes [[1932|DATETIME]] i "
        "[[Kiruna|LOC]]. Han arbetade i [[gruvan|ORG]] i [[fyrtio år|QUANTITY]].",
        {"source": "uppsats.txt", "batch": 2},
        [],
    ),
    (
        "sv-004",
        "Läraren [[Lena Holm|PERSON]] sa att [[Lena|PERSON]] skulle flytta till "
        "[[Malmö|LOC]] i [[augusti|DATETIME]].",
        {"source": "uppsats.txt", "batch": 2},
        [],
    ),
]


def utf16_offset(text: str, index: int) -> int:
    return len(text[:index].encode("utf-16-le")) // 2


def build(doc_id: str, marked: str, meta: dict, comments: list, *, utf16: bool) -> dict:
    text, spans, cursor, out = marked, [], 0, []
    for match in MARK.finditer(marked):
        out.append(marked[cursor : match.start()])
        start = sum(len(part) for part in out)
        out.append(match.group(1))
        spans.append([start, start + len(match.group(1)), match.group(2)])
        cursor = match.end()
    out.append(marked[cursor:])
    text = "".join(out)
    if utf16:  # as doccano's browser editor counts them
        spans = [
            [utf16_offset(text, s), utf16_offset(text, e), lab] for s, e, lab in spans
        ]
    return {"id": doc_id, "text": text, **meta, "label": spans, "Comments": comments}


def main() -> None:
    here = Path(__file__).resolve().parent
    for name, docs in (("en", EN), ("sv", SV)):
        records = []
        for doc_id, marked, meta, comments in docs:
            record = build(
                doc_id,
                marked,
                meta,
                comments,
                utf16=any(ord(c) > 0xFFFF for c in marked),
            )
            records.append(record)
        # Awkward on purpose: unsorted spans, a duplicate and an overlapping span.
        first = records[0]
        first["label"] = list(reversed(first["label"])) + [first["label"][0]]
        s, e, _ = first["label"][-1]
        first["label"].append([s, e, "LOC" if name == "en" else "LOC"])
        with (here / f"demo_{name}.jsonl").open(
            "w", encoding="utf-8", newline="\n"
        ) as fh:
            for record in records:
                fh.write(json.dumps(record, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
