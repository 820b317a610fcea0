"""Build and check a pair of held-out corpora written as marked-up text.

Shared by ``build_heldout3.py`` and ``build_heldout4.py`` (and ``build_heldout2.py``): each
document is plain text in which every annotated span is marked ``[[surface|label]]``; the
offsets are computed here while the text is built, never counted by hand. Standard library
only.
"""

import json
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

# a label is letters and underscores of any script ("âge", "coordonnées")
MARK = re.compile(r"\[\[([^\[\]|]+)\|([^\W\d]+)\]\]")


@dataclass(frozen=True)
class Scheme:
    """What one pair of corpora may hold."""

    prefix: str  # file names: {prefix}_en.jsonl, {prefix}_sv.jsonl
    labels: tuple[str, ...]
    person: str  # the label of people's names, checked for unannotated name words
    words: tuple[int, int]
    spans: tuple[int, int]
    not_names: frozenset[str] = field(default_factory=frozenset)



def build(source):
    """Turn one marked-up document into (text, spans)."""
    out, spans, pos = [], [], 0
    for m in MARK.finditer(source):
        out.append(source[pos:m.start()])
        start = sum(len(p) for p in out)
        surface, label = m.group(1), m.group(2)
        out.append(surface)
        spans.append([start, start + len(surface), label, surface])
        pos = m.end()
    out.append(source[pos:])
    return "".join(out), spans


def check_doc(scheme, lang, i, text, spans, problems):
    where = f"{lang} doc {i}"
    for bad in ("[[", "]]", "|"):
        if bad in text:
            problems.append(f"{where}: leftover markup {bad!r}")
    prev_end = -1
    for span in spans:
        if not (isinstance(span, list) and len(span) in (3, 4)):
            problems.append(f"{where}: malformed span {span!r}")
            continue
        s, e, lab, *surf = span
        if not (isinstance(s, int) and isinstance(e, int)):
            problems.append(f"{where}: non-integer offsets {span!r}")
            continue
        if lab not in scheme.labels:
            problems.append(f"{where}: label {lab!r} outside the scheme")
        if not (0 <= s < e <= len(text)):
            problems.append(f"{where}: span {s}-{e} outside the text or empty")
        if surf and text[s:e] != surf[0]:
            problems.append(f"{where}: {text[s:e]!r} != {surf[0]!r}")
        if text[s:e] != text[s:e].strip():
            problems.append(f"{where}: span {text[s:e]!r} has outer whitespace")
        if s < prev_end:
            problems.append(f"{where}: span {s}-{e} overlaps or is out of order")
        prev_end = e
    n_words = len(text.split())
    if not scheme.words[0] <= n_words <= scheme.words[1]:
        problems.append(f"{where}: {n_words} words, outside {scheme.words}")
    if not scheme.spans[0] <= len(spans) <= scheme.spans[1]:
        problems.append(f"{where}: {len(spans)} spans, outside {scheme.spans}")
    # every occurrence of a word of an annotated person's name is annotated
    covered = [False] * (len(text) + 1)
    for s, e, *_ in spans:
        for k in range(s, e):
            covered[k] = True
    names = set()
    for s, e, lab, *_ in spans:
        if lab == scheme.person:
            for w in re.findall(r"[\w'’-]+", text[s:e]):
                w = re.sub(r"('s|’s)$", "", w).strip("'’-")
                if w[:1].isupper() and w not in scheme.not_names and len(w) > 2:
                    names.add(w)
    for w in sorted(names):
        for m in re.finditer(r"(?<![\w@#-])" + re.escape(w) + r"(?=(?:s|'s|’s|:s)?(?!\w))", text):
            if not all(covered[m.start():m.end()]):
                problems.append(f"{where}: name {w!r} unannotated at {m.start()}")
    return n_words, names


def main(scheme, en, sv, here):
    """Write (or with --check, compare) both files, then check what is on disk."""
    check_only = "--check" in sys.argv[1:]
    verbose = "-v" in sys.argv[1:]
    problems = []
    totals = {}
    for lang, docs in (("en", en), ("sv", sv)):
        path = Path(here) / f"{scheme.prefix}_{lang}.jsonl"
        lines = []
        for i, source in enumerate(docs, 1):
            text, spans = build(source)
            for s, e, lab, surf in spans:
                if text[s:e] != surf:
                    problems.append(f"{lang} doc {i}: build error at {surf!r}")
            lines.append(json.dumps(
                {"id": i, "text": text, "label": [s[:3] for s in spans]},
                ensure_ascii=False))
        content = "\n".join(lines) + "\n"
        if check_only:
            if not path.exists() or path.read_text(encoding="utf-8") != content:
                problems.append(f"{path.name} differs from its source; rebuild it")
        else:
            path.write_text(content, encoding="utf-8")
        # check what is on disk, read back as any user would
        counts, words, n_spans = Counter(), [], []
        with path.open(encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                doc = json.loads(line)
                if doc.get("id") != n:
                    problems.append(f"{lang} line {n}: id {doc.get('id')}")
                text, spans = doc["text"], doc["label"]
                nw, names = check_doc(scheme, lang, n, text, spans, problems)
                if verbose:
                    print(lang, n, sorted(names))
                words.append(nw)
                n_spans.append(len(spans))
                counts.update(lab for _, _, lab in spans)
        if len(words) != len(docs):
            problems.append(f"{path.name}: {len(words)} documents, expected {len(docs)}")
        totals[lang] = (len(words), counts, words, n_spans)

    print(f"{'label':13} {'en':>4} {'sv':>4}")
    for lab in scheme.labels:
        print(f"{lab:13} {totals['en'][1][lab]:>4} {totals['sv'][1][lab]:>4}")
    print(f"{'all':13} {sum(totals['en'][1].values()):>4} "
          f"{sum(totals['sv'][1].values()):>4}")
    for lang in ("en", "sv"):
        n, _, words, n_spans = totals[lang]
        print(f"{lang}: {n} documents, words {min(words)}–{max(words)}, "
              f"spans per document {min(n_spans)}–{max(n_spans)}")
        print(f"    words {words}\n    spans {n_spans}")
    if problems:
        print("\n".join(["PROBLEMS:"] + problems))
        sys.exit(1)
    print("OK: ids in sequence, every span equals text[start:end], non-empty, sorted, "
          "no overlaps, no outer whitespace, labels in scheme, no markup left, "
          "word and span counts in range, every name word annotated")


# the per-language word limits the briefs of the later pairs give, narrower than
# a scheme's shared range
WORDS = {"en": (200, 260), "sv": (180, 240)}


def check_words(en, sv, words=WORDS):
    """Fail early when a document is outside its language's word range."""
    bad = []
    for lang, docs in (("en", en), ("sv", sv)):
        lo, hi = words[lang]
        for i, source in enumerate(docs, 1):
            n = len(build(source)[0].split())
            if not lo <= n <= hi:
                bad.append(f"{lang} doc {i}: {n} words, outside {lo}–{hi}")
    if bad:
        print("\n".join(["PROBLEMS:"] + bad))
        sys.exit(1)
