"""Numbers on the runs pages, in words a person reads at a glance."""

from __future__ import annotations

from datetime import datetime

from django import template
from django.utils import timezone

register = template.Library()


@register.filter
def duration(seconds: float | None) -> str:
    """``75`` → ``1 min 15 s``; ``None`` → ``—``."""
    if seconds is None:
        return "—"
    total = max(0, round(seconds))
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours} h {minutes} min"
    if minutes:
        return f"{minutes} min {secs} s" if minutes < 10 else f"{minutes} min"
    return f"{secs} s"


@register.filter
def since(moment: datetime | None) -> str:
    """How long ago ``moment`` was, as a duration."""
    if moment is None:
        return "—"
    return duration((timezone.now() - moment).total_seconds())


@register.filter
def per_second(rate: float | None) -> str:
    if rate is None:
        return "—"
    return f"{rate:.1f}" if rate < 100 else f"{rate:,.0f}"
