"""How a report is written: JSON, CSV and LaTeX tables, and the SVG charts.

Each renderer takes the report's dict (:mod:`annotation.reports.tables`) and returns
the text of the file; ``render`` picks the one for a report and a format.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from typing import Any
from xml.sax.saxutils import escape

import numpy as np

from annotation.reports.tables import TAGS
from pseudoweb.csv_safe import csv_text


def render(kind: str, data: dict[str, Any], fmt: str) -> str:
    if fmt == "json":
        return json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    renderers = {
        ("errors", "csv"): errors_csv,
        ("errors", "latex"): errors_latex,
        ("metrics", "csv"): metrics_csv,
        ("metrics", "latex"): metrics_latex,
        ("agreement", "csv"): agreement_csv,
        ("agreement", "latex"): agreement_latex,
        ("suggestions", "csv"): suggestions_csv,
        ("suggestions", "latex"): suggestions_latex,
    }
    try:
        return renderers[(kind, fmt)](data)
    except KeyError as exc:
        raise ValueError(f"cannot write a {kind} report as {fmt!r}") from exc


CONTENT_TYPES = {
    "csv": "text/csv; charset=utf-8",
    "json": "application/json",
    "latex": "application/x-tex; charset=utf-8",
    "svg": "image/svg+xml",
}
SUFFIXES = {"csv": "csv", "json": "json", "latex": "tex", "svg": "svg"}


# --------------------------------------------------------------------------------------
# CSV and LaTeX


def _csv(rows: Iterable[Sequence[Any]]) -> str:
    # Formula-safe: a run name or label like "=cmd|..." must not run in a spreadsheet.
    return csv_text(rows)


def _number(value: Any, digits: int = 4) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def errors_csv(data: dict[str, Any]) -> str:
    rows: list[list[Any]] = [
        [
            "run",
            "label",
            "generator",
            "language",
            "n",
            "candidates",
            "tag",
            "count",
            "share",
        ]
    ]
    for column in data["runs"]:
        run = column["run"]
        run_text = " ".join(map(str, run)) if isinstance(run, list) else run
        for tag in TAGS:
            cell = column["tags"][tag]
            rows.append(
                [
                    run_text,
                    column["label"],
                    column["generator"],
                    column["language"],
                    column["n"],
                    column["candidates"],
                    tag,
                    cell["count"],
                    _number(cell["share"]),
                ]
            )
    return _csv(rows)


_LATEX_SPECIAL = {
    "\\": r"\textbackslash{}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "{": r"\{",
    "}": r"\}",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
}


def latex_escape(text: str) -> str:
    return "".join(_LATEX_SPECIAL.get(ch, ch) for ch in str(text))


def _latex_table(
    header: Sequence[str], rows: Sequence[Sequence[str]], caption: str
) -> str:
    lines = [
        r"% needs \usepackage{booktabs}",
        r"\begin{table}[htbp]",
        r"\centering",
        r"\begin{tabular}{l" + "r" * (len(header) - 1) + "}",
        r"\toprule",
        " & ".join(header) + r" \\",
        r"\midrule",
    ]
    lines += [" & ".join(row) + r" \\" for row in rows]
    lines += [
        r"\bottomrule",
        r"\end{tabular}",
        r"\caption{" + latex_escape(caption) + "}",
        r"\end{table}",
    ]
    return "\n".join(lines) + "\n"


def errors_latex(data: dict[str, Any]) -> str:
    columns = data["runs"]
    header = [""] + [latex_escape(f"{c['label']} ({c['language']})") for c in columns]
    rows = [
        [latex_escape(tag)] + [_number(c["tags"][tag]["share"]) for c in columns]
        for tag in TAGS
    ]
    rows.append([r"\midrule $n$"] + [str(c["n"]) for c in columns])
    return _latex_table(header, rows, "Relative frequencies of error tags per run.")


def _mean(values: Sequence[float]) -> float | None:
    return float(np.mean(values)) if values else None


def _metric_rows(data: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    yield "Original", data["originals"]
    for row in data["runs"]:
        yield row["label"], row


METRIC_COLUMNS = (
    ("UPOS acc.", lambda r: r.get("upos_accuracy")),
    ("overlap part.", lambda r: r.get("overlap_partial")),
    ("overlap abs.", lambda r: r.get("overlap_absolute")),
    ("sim. word", lambda r: r.get("similarity_word")),
    ("sim. sent.", lambda r: r.get("similarity_sentence")),
    ("freq. avg.", lambda r: (r.get("form_frequency") or {}).get("mean")),
    ("freq. std", lambda r: (r.get("form_frequency") or {}).get("std")),
    ("freq. min", lambda r: (r.get("form_frequency") or {}).get("min")),
    ("freq. max", lambda r: (r.get("form_frequency") or {}).get("max")),
    ("unique spans", lambda r: (r.get("form_frequency") or {}).get("singletons")),
    ("unique ratio mean", lambda r: _mean(r.get("unique_ratio_per_document") or [])),
    ("multi-word", lambda r: r.get("multiword_share")),
    ("failed", lambda r: r.get("failed_share")),
    ("entity consistency", lambda r: r.get("entity_consistency")),
    ("merged entities", lambda r: r.get("merged_entities")),
)


def _field(key: str, name: str) -> Any:
    return lambda r: (r.get(key) or {}).get(name)


DOWNSTREAM_CELLS = (
    "train_original_test_original",
    "train_original_test_pseudonymized",
    "train_pseudonymized_test_original",
    "train_pseudonymized_test_pseudonymized",
)
# The research's utility measures (annotation.reports.measures), after the metrics;
# the model used is named beside each figure.
MEASURE_COLUMNS = (
    *(
        (f"summary {name}", _field("summary_rouge", name))
        for name in ("rouge1", "rouge2", "rougeL", "rougeLsum")
    ),
    ("summary model", _field("summary_rouge", "model")),
    ("detectability accuracy", _field("detectability", "accuracy")),
    ("detectability model", _field("detectability", "model")),
    *((f"downstream {name}", _field("downstream", name)) for name in DOWNSTREAM_CELLS),
    ("downstream model", _field("downstream", "model")),
    ("downstream class key", _field("downstream", "class_key")),
)


def downstream_cells(values: dict[str, Any]) -> dict[str, str]:
    """The 2 x 2 table's figures (3 decimals); a figure of training on pseudonymized
    text carries its difference to training on the original, as in the paper."""
    cells: dict[str, str] = {}
    for name in DOWNSTREAM_CELLS:
        figure = values.get(name)
        text = _number(figure, 3) or "--"
        if name.startswith("train_pseudonymized"):
            base = values.get(name.replace("train_pseudonymized", "train_original"))
            if figure is not None and base is not None:
                text += f" ({figure - base:+.3f})"
        cells[name] = text
    return cells


def metrics_csv(data: dict[str, Any]) -> str:
    columns = METRIC_COLUMNS + MEASURE_COLUMNS
    rows: list[list[Any]] = [
        ["run", "label"] + [name for name, _ in columns] + ["notes"]
    ]
    for label, row in _metric_rows(data):
        rows.append(
            [row.get("run", "original"), label]
            + [_number(get(row)) for _, get in columns]
            + [" | ".join(row.get("notes") or [])]
        )
    return _csv(rows)


def metrics_latex(data: dict[str, Any]) -> str:
    header = [""] + [latex_escape(name) for name, _ in METRIC_COLUMNS]
    rows = [
        [latex_escape(label)]
        + [_number(get(row), 3) or "--" for _, get in METRIC_COLUMNS]
        for label, row in _metric_rows(data)
    ]
    parts = [
        _latex_table(
            header,
            rows,
            "Automatic metrics per run (shares as fractions), originals first.",
        )
    ]
    runs = data["runs"]
    summary = [r for r in runs if r.get("summary_rouge") or r.get("detectability")]
    if summary:
        parts.append(
            _latex_table(
                [
                    "",
                    "R-1",
                    "R-2",
                    "R-L",
                    "R-Lsum",
                    "summariser",
                    "detect. acc.",
                    "detector",
                ],
                [
                    [latex_escape(r["label"])]
                    + [
                        _number(_field("summary_rouge", k)(r), 3) or "--"
                        for k in ("rouge1", "rouge2", "rougeL", "rougeLsum")
                    ]
                    + [latex_escape(_field("summary_rouge", "model")(r) or "--")]
                    + [_number(_field("detectability", "accuracy")(r), 3) or "--"]
                    + [latex_escape(_field("detectability", "model")(r) or "--")]
                    for r in summary
                ],
                "Summaries of original and pseudonymized text compared with ROUGE "
                "(F1), and the accuracy of a classifier telling them apart "
                "(0.5: indistinguishable).",
            )
        )
    for r in runs:
        values = r.get("downstream")
        if not values:
            continue

        cell = downstream_cells(values)
        parts.append(
            _latex_table(
                [r"train $\backslash$ test", "original", "pseudonymized"],
                [
                    ["original", cell[DOWNSTREAM_CELLS[0]], cell[DOWNSTREAM_CELLS[1]]],
                    [
                        "pseudonymized",
                        cell[DOWNSTREAM_CELLS[2]],
                        cell[DOWNSTREAM_CELLS[3]],
                    ],
                ],
                f"Downstream utility of {r['label']}: macro-F1 of the class "
                f"{values.get('class_key')} over {values.get('seeds')} seeds "
                f"({values.get('model')}); "
                "in brackets, the difference to training on the original.",
            )
        )
    return "\n".join(parts)


def agreement_csv(data: dict[str, Any]) -> str:
    rows: list[list[Any]] = [["a", "b", "n", "kappa"]]
    rows += [[p["a"], p["b"], p["n"], _number(p["kappa"])] for p in data["pairs"]]
    rows.append(["all", "", data["n"], ""])
    rows.append(["krippendorff_alpha", "", data["n"], _number(data["alpha"])])
    curation = data.get("curation") or {}
    if curation.get("n"):
        # The curators' agreement (team workflow) follows under its own header.
        rows.append([])
        rows.append(["curator", "curator", "spans", "agreement", "kappa"])
        rows += [
            [p["a"], p["b"], p["n"], _number(p["agreement"]), _number(p["kappa"])]
            for p in curation["pairs"]
        ]
        rows.append(
            ["curation_all", "", curation["n"], _number(curation["agreement"]), ""]
        )
    return _csv(rows)


def agreement_latex(data: dict[str, Any]) -> str:
    rows = [
        [
            latex_escape(p["a"]),
            latex_escape(p["b"]),
            str(p["n"]),
            _number(p["kappa"], 3),
        ]
        for p in data["pairs"]
    ]
    rows.append(
        [
            r"\midrule all",
            "",
            str(data["n"]),
            "$\\alpha$ = " + _number(data["alpha"], 3),
        ]
    )
    table = _latex_table(
        ["reviewer", "reviewer", "$n$", "$\\kappa$"],
        rows,
        "Agreement between reviewers: Cohen's kappa per pair, Krippendorff's alpha.",
    )
    curation = data.get("curation") or {}
    if not curation.get("n"):
        return table
    rows = [
        [
            latex_escape(p["a"]),
            latex_escape(p["b"]),
            str(p["n"]),
            _number(p["agreement"], 3),
            _number(p["kappa"], 3),
        ]
        for p in curation["pairs"]
    ]
    rows.append(
        [
            r"\midrule all",
            "",
            str(curation["n"]),
            _number(curation["agreement"], 3),
            "",
        ]
    )
    return (
        table
        + "\n"
        + _latex_table(
            ["curator", "curator", "spans", "agreement", "$\\kappa$"],
            rows,
            "Agreement between curators of the same documents: the share of spans "
            "given the same final pseudonym (or kept by both), and Cohen's kappa.",
        )
    )


def _suggestion_rows(data: dict[str, Any]) -> Iterator[list[Any]]:
    """against, tag, proposed, given, agreed, precision, recall, kappa."""
    for against, values in data["against"].items():
        error = values["error"]
        yield [
            against,
            "error",
            error["proposed"],
            error["given"],
            error["agreed"],
            error["precision"],
            error["recall"],
            values["kappa"],
        ]
        for tag in TAGS:
            row = values["tags"][tag]
            yield [
                against,
                tag,
                row["proposed"],
                row["given"],
                row["agreed"],
                row["precision"],
                row["recall"],
                None,
            ]


def suggestions_csv(data: dict[str, Any]) -> str:
    header = [
        "against",
        "tag",
        "proposed",
        "given",
        "agreed",
        "precision",
        "recall",
        "kappa",
    ]
    rows: list[list[Any]] = [header]
    rows += [[_number(v) for v in row] for row in _suggestion_rows(data)]
    rows += [
        ["people", f"{p['a']} / {p['b']}", "", p["n"], "", "", "", _number(p["kappa"])]
        for p in data["people"]
    ]
    return _csv(rows)


def suggestions_latex(data: dict[str, Any]) -> str:
    rows = [
        [latex_escape(str(row[0])), latex_escape(str(row[1]))]
        + [_number(v, 3) for v in row[2:]]
        for row in _suggestion_rows(data)
        if row[0] == "majority"
    ]
    rows += [
        [
            r"\midrule people",
            latex_escape(f"{p['a']} / {p['b']}"),
            "",
            str(p["n"]),
            "",
            "",
            "",
            _number(p["kappa"], 3),
        ]
        for p in data["people"]
    ]
    return _latex_table(
        ["against", "tag", "proposed", "given", "agreed", "P", "R", "$\\kappa$"],
        rows,
        "Proposed error tags against the reviewers' majority: precision, recall "
        "and Cohen's kappa, beside the kappa between reviewers.",
    )


# --------------------------------------------------------------------------------------
# SVG charts (drawn here: no charting library, nothing from a CDN)

TAG_COLOURS = {
    "NO_ERROR": "#4c9f70",
    "FAILED": "#7f7f7f",
    "OVERLAP": "#d62728",
    "GRAMMAR": "#ff7f0e",
    "POS": "#bcbd22",
    "STRUCTURAL": "#8c564b",
    "SEM:CATEGORY": "#1f77b4",
    "SEM:CONTRADICTORY": "#9467bd",
    "SEM:MERGED-ENTITY": "#e377c2",
}
_FONT = 'font-family="sans-serif" font-size="12"'


def _svg(width: int, height: int, title: str, body: list[str]) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(title)}">'
        f"<title>{escape(title)}</title>"
        f'<rect width="{width}" height="{height}" fill="#ffffff"/>'
        + "".join(body)
        + "</svg>\n"
    )


def errors_svg(data: dict[str, Any]) -> str:
    """Stacked bars: one bar per run, the shares of every tag stacked to 1."""
    columns = data["runs"]
    bar, gap, left, top, plot_h = 56, 28, 50, 20, 260
    legend_w = 170
    width = left + max(1, len(columns)) * (bar + gap) + gap + legend_w
    height = top + plot_h + 70
    body: list[str] = []
    for tick in range(0, 11, 2):
        y = top + plot_h - plot_h * tick / 10
        body.append(
            f'<line x1="{left}" y1="{y:.1f}" x2="{width - legend_w}" y2="{y:.1f}" '
            'stroke="#dddddd"/>'
            f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end" {_FONT}>'
            f"{tick / 10:.1f}</text>"
        )
    for index, column in enumerate(columns):
        x = left + gap + index * (bar + gap)
        y = top + plot_h
        for tag in TAGS:
            share = column["tags"][tag]["share"]
            h = plot_h * share
            if h <= 0:
                continue
            y -= h
            body.append(
                f'<rect x="{x}" y="{y:.2f}" width="{bar}" height="{h:.2f}" '
                f'fill="{TAG_COLOURS[tag]}"><title>{escape(column["label"])}: '
                f"{escape(tag)} {share:.3f} ({column['tags'][tag]['count']})"
                "</title></rect>"
            )
        label = escape(str(column["label"])[:14])
        body.append(
            f'<text x="{x + bar / 2}" y="{top + plot_h + 16}" text-anchor="middle" '
            f"{_FONT}>{label}</text>"
            f'<text x="{x + bar / 2}" y="{top + plot_h + 32}" text-anchor="middle" '
            f'{_FONT} fill="#555555">n={column["n"]} {escape(column["language"])}'
            "</text>"
        )
    lx = width - legend_w + 10
    for index, tag in enumerate(TAGS):
        y = top + index * 20
        body.append(
            f'<rect x="{lx}" y="{y}" width="12" height="12" fill="{TAG_COLOURS[tag]}"/>'
            f'<text x="{lx + 18}" y="{y + 10}" {_FONT}>{escape(tag)}</text>'
        )
    return _svg(width, height, "Relative frequencies of error tags per run", body)


def _box(values: Sequence[float]) -> dict[str, Any]:
    array = np.asarray(values, dtype=float)
    q1, median, q3 = (float(v) for v in np.percentile(array, [25, 50, 75]))
    iqr = q3 - q1
    inside = array[(array >= q1 - 1.5 * iqr) & (array <= q3 + 1.5 * iqr)]
    return {
        "q1": q1,
        "median": median,
        "q3": q3,
        "low": float(inside.min()),
        "high": float(inside.max()),
        "mean": float(array.mean()),
        "outliers": [
            float(v) for v in array if v < q1 - 1.5 * iqr or v > q3 + 1.5 * iqr
        ],
    }


def metrics_box_svg(data: dict[str, Any]) -> str:
    """Box plot of the per-document unique-replacement ratio, originals first."""
    series = [
        (label, row.get("unique_ratio_per_document") or [])
        for label, row in _metric_rows(data)
    ]
    box_w, gap, left, top, plot_h = 44, 36, 50, 20, 240
    width = left + max(1, len(series)) * (box_w + gap) + gap
    height = top + plot_h + 50

    def y_of(value: float) -> float:
        return top + plot_h - plot_h * value

    body: list[str] = []
    for tick in range(0, 11, 2):
        y = y_of(tick / 10)
        body.append(
            f'<line x1="{left}" y1="{y:.1f}" x2="{width}" y2="{y:.1f}" '
            'stroke="#dddddd"/>'
            f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end" {_FONT}>'
            f"{tick / 10:.1f}</text>"
        )
    for index, (label, values) in enumerate(series):
        x = left + gap + index * (box_w + gap)
        centre = x + box_w / 2
        body.append(
            f'<text x="{centre}" y="{top + plot_h + 16}" text-anchor="middle" '
            f"{_FONT}>{escape(str(label)[:12])}</text>"
        )
        if not values:
            continue
        box = _box(values)
        body.append(
            f"<g><title>{escape(str(label))}: median {box['median']:.3f}, "
            f"mean {box['mean']:.3f}, {len(values)} documents</title>"
            f'<line x1="{centre}" y1="{y_of(box["high"]):.1f}" x2="{centre}" '
            f'y2="{y_of(box["low"]):.1f}" stroke="#333333"/>'
            f'<rect x="{x}" y="{y_of(box["q3"]):.1f}" width="{box_w}" '
            f'height="{max(0.5, y_of(box["q1"]) - y_of(box["q3"])):.1f}" '
            'fill="#9ecae1" stroke="#333333"/>'
            f'<line x1="{x}" y1="{y_of(box["median"]):.1f}" x2="{x + box_w}" '
            f'y2="{y_of(box["median"]):.1f}" stroke="#08306b" stroke-width="2"/>'
            f'<circle cx="{centre}" cy="{y_of(box["mean"]):.1f}" r="3" fill="#d62728"/>'
            + "".join(
                f'<circle cx="{centre}" cy="{y_of(v):.1f}" r="2.5" fill="none" '
                'stroke="#333333"/>'
                for v in box["outliers"]
            )
            + "</g>"
        )
    return _svg(
        width, height, "Unique replacements per span, per document (box plot)", body
    )
