"""The request type the views are written against (typing only).

``django-htmx`` adds ``request.htmx`` and the login middleware makes ``request.user``
a ``User``; Django's own ``HttpRequest`` knows neither, so views annotate with
``AppRequest``. At run time it is plain ``HttpRequest``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.http import HttpRequest

if TYPE_CHECKING:
    from django.contrib.auth.models import User
    from django_htmx.middleware import HtmxDetails

    class AppRequest(HttpRequest):
        htmx: HtmxDetails
        user: User  # type: ignore[assignment]

else:
    AppRequest = HttpRequest

__all__ = ["AppRequest"]
