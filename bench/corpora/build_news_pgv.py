"""Write news_pgv_en.jsonl and news_pgv_sv.jsonl from their marked-up sources.

    python3 bench/corpora/build_news_pgv.py

Each line is a doccano JSONL object ``{"id": N, "text": ..., "label": [[start, end,
label], ...]}`` with code-point offsets computed by ``pgv_markup.parse`` while the text
is built. Run ``validate_news_pgv.py`` afterwards.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import news_pgv_en_source  # noqa: E402
import news_pgv_sv_source  # noqa: E402
from pgv_markup import parse  # noqa: E402

CORPORA = {
    "news_pgv_en.jsonl": news_pgv_en_source.ARTICLES,
    "news_pgv_sv.jsonl": news_pgv_sv_source.ARTICLES,
}


def records(articles: list[str]) -> list[dict]:
    out = []
    for n, source in enumerate(articles, start=1):
        text, spans = parse(source)
        out.append(
            {"id": n, "text": text, "label": [[s, e, lab] for s, e, lab, _ in spans]}
        )
    return out


def main() -> None:
    for name, articles in CORPORA.items():
        path = HERE / name
        with path.open("w", encoding="utf-8", newline="\n") as f:
            for rec in records(articles):
                f.write(json.dumps(rec, ensure_ascii=False) + "\n")
        print(
            f"wrote {path.relative_to(HERE.parent.parent)}: {len(articles)} documents"
        )


if __name__ == "__main__":
    main()
