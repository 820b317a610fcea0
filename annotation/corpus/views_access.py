"""The access log: every read that paired originals with pseudonyms (lead only)."""

from __future__ import annotations

from typing import Any, cast

from django import forms
from django.contrib.auth import get_user_model
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpResponse, HttpResponseBadRequest
from django.shortcuts import render
from django.views.decorators.http import require_GET

from annotation.corpus import selectors
from annotation.corpus.access import PAIRING_ACTIONS, pairing_log_list
from annotation.corpus.models import Project, Role
from pseudoweb.http import AppRequest

LOG_ROWS_PER_PAGE = 50


class AccessLogFilterForm(forms.Form):
    action = forms.ChoiceField(required=False)
    user = forms.TypedChoiceField(coerce=int, required=False, empty_value=None)
    via = forms.ChoiceField(
        required=False,
        choices=[("", "any way"), ("web", "web"), ("api", "API"), ("command", "CLI")],
    )

    def __init__(self, *args: Any, project: Project, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        action = cast(forms.ChoiceField, self.fields["action"])
        action.choices = [("", "every read")] + list(PAIRING_ACTIONS.items())
        users = get_user_model().objects.filter(memberships__project=project)
        user = cast(forms.ChoiceField, self.fields["user"])
        user.choices = [("", "anyone")] + [
            (u.pk, u.get_username()) for u in users.order_by("username")
        ]


@require_GET
@login_required
def access_log(request: AppRequest, pk: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    form = AccessLogFilterForm(request.GET or None, project=project)
    filters: dict[str, Any] = {}
    if form.is_bound:
        if not form.is_valid():
            return HttpResponseBadRequest("Invalid filters: " + form.errors.as_text())
        filters = {
            "action": form.cleaned_data.get("action") or "",
            "user_id": form.cleaned_data.get("user"),
            "via": form.cleaned_data.get("via") or "",
        }
    paginator = Paginator(
        pairing_log_list(project=project, **filters), LOG_ROWS_PER_PAGE
    )
    query = request.GET.copy()
    query.pop("page", None)
    context = {
        "project": project,
        "is_lead": True,
        "form": form,
        "page": paginator.get_page(request.GET.get("page")),
        "actions": PAIRING_ACTIONS,
        "query": query.urlencode(),
    }
    return render(request, "corpus/access_log.html", context)
