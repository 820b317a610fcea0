"""The request type the views are written against (typing only).

``django-htmx`` adds ``request.htmx`` and the login middleware makes ``request.user``
a ``User``; Django's own ``HttpRequest`` knows neither, so views annotate with
``AppRequest``. At run time it is plain ``HttpRequest``. Likewise DRF's ``Request``
is ``ApiRequest``: every API view requires a logged-in user (IsAuthenticated).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.http import HttpRequest
from rest_framework.request import Request

if TYPE_CHECKING:
    from django.contrib.auth.models import User
    from django_htmx.middleware import HtmxDetails

    class AppRequest(HttpRequest):
        htmx: HtmxDetails
        user: User

    class ApiRequest(Request):
        @property
        def user(self) -> User: ...
        @user.setter
        def user(self, value: User) -> None: ...

else:
    AppRequest = HttpRequest
    ApiRequest = Request

__all__ = ["ApiRequest", "AppRequest"]
