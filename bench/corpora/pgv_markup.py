"""Inline markup for the hand-written PGV-style evaluation articles.

An article is written as plain text in which each annotated span is marked
``⟦L|surface⟧``: ``L`` is a one-letter code of the PGV-PII label scheme and
``surface`` the exact text of the span (commas, quotes and brackets included when
the annotator took them in). Lines of one paragraph are joined with a space;
paragraphs are separated by a blank line and come out separated by ``\\n\\n``.

``parse`` returns the plain text together with the spans, as code-point offsets
(Python ``str`` indices), and the surface each span was meant to cover, so that a
validator can check ``text[start:end]`` against it.
"""

from __future__ import annotations

import re
import textwrap

LABELS = {
    "P": "personal_name",
    "G": "geographic",
    "I": "institution",
    "D": "date",
    "A": "age",
    "O": "other",
}

OPEN, SEP, CLOSE = "⟦", "|", "⟧"
_SPAN = re.compile(r"⟦([A-Z])\|([^⟦⟧]*)⟧")


def paragraphs(source: str) -> str:
    """Join the wrapped lines of each paragraph; paragraphs are split by blank lines."""
    blocks = re.split(r"\n\s*\n", textwrap.dedent(source).strip())
    return "\n\n".join(
        " ".join(line.strip() for line in b.splitlines()) for b in blocks
    )


def parse(source: str) -> tuple[str, list[tuple[int, int, str, str]]]:
    """Plain text and spans ``(start, end, label, intended surface)`` of one article."""
    marked = paragraphs(source)
    out: list[str] = []
    spans: list[tuple[int, int, str, str]] = []
    pos = 0  # length of the plain text produced so far, in code points
    last = 0
    for m in _SPAN.finditer(marked):
        plain = marked[last : m.start()]
        if OPEN in plain or CLOSE in plain:
            raise ValueError(f"unbalanced markup near {plain[-40:]!r}")
        out.append(plain)
        pos += len(plain)
        code, surface = m.group(1), m.group(2)
        if code not in LABELS:
            raise ValueError(f"unknown label code {code!r} in {m.group(0)!r}")
        spans.append((pos, pos + len(surface), LABELS[code], surface))
        out.append(surface)
        pos += len(surface)
        last = m.end()
    tail = marked[last:]
    if OPEN in tail or CLOSE in tail:
        raise ValueError(f"unbalanced markup near {tail[:40]!r}")
    out.append(tail)
    text = "".join(out)
    assert len(text) == pos + len(tail)
    return text, spans
