"""The review pages' document text, rendered in Python because it is the hot loop.

A 165-span document in four runs is 660 marks; as template partials they cost most of
the page's time budget. ``format_html`` escapes every value it is given, so document
and candidate text still reach the page only as escaped text (nothing is marked safe
before escaping).
"""

from __future__ import annotations

from django import template
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from annotation.review.text import Piece

register = template.Library()

_OOB = ' hx-swap-oob="true"'


def _evaluate_mark(piece: Piece, system: int, oob: bool) -> str:
    span = piece.span
    assert span is not None  # callers mark only the pieces that stand for a span
    return format_html(
        '<mark id="m-{}-{}" class="rv-mark st-{} cat-{}" data-span="{}" data-spans="{}"'
        ' data-system="{}"{}><span class="rv-new">{}</span>'
        '<span class="rv-orig">{}</span></mark>',
        system,
        span.pk,
        piece.status,
        span.label.category,
        span.pk,
        piece.span_ids,
        system,
        mark_safe(_OOB) if oob else "",
        piece.text,
        piece.original,
    )


def _curate_mark(piece: Piece, oob: bool) -> str:
    span = piece.span
    assert span is not None  # callers mark only the pieces that stand for a span
    chip = ""
    if piece.extra and piece.status != "keep":
        chip = format_html(
            '<span class="rv-chip"><span class="visually-hidden"> becomes </span>'
            "{}</span>",
            piece.extra,
        )
    return format_html(
        '<mark id="m-{}" class="rv-mark st-{} cat-{}" data-span="{}" data-spans="{}"'
        ' data-system="0"{}><span class="rv-orig-text">{}</span>{}'
        '<span class="rv-result">{}</span></mark>',
        span.pk,
        piece.status,
        span.label.category,
        span.pk,
        piece.span_ids,
        mark_safe(_OOB) if oob else "",
        piece.text,
        chip,
        piece.extra or piece.text,
    )


@register.simple_tag
def evaluate_text(pieces: list[Piece], system: int) -> SafeString:
    return mark_safe(  # every part below is escaped by escape() or format_html()
        "".join(
            _evaluate_mark(p, system, False) if p.span is not None else escape(p.text)
            for p in pieces
        )
    )


@register.simple_tag
def evaluate_mark(piece: Piece, system: int, oob: bool = False) -> str:
    return _evaluate_mark(piece, system, oob)


@register.simple_tag
def curate_text(pieces: list[Piece]) -> SafeString:
    return mark_safe(  # every part below is escaped by escape() or format_html()
        "".join(
            _curate_mark(p, False) if p.span is not None else escape(p.text)
            for p in pieces
        )
    )


@register.simple_tag
def curate_mark(piece: Piece, oob: bool = False) -> str:
    return _curate_mark(piece, oob)
