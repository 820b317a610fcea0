"""Curate's *Accept what the machine finds fine* and its undo (one document at a
time, the curator's own decisions only; :mod:`annotation.review.services_sure`)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.views.decorators.http import require_POST

from annotation.corpus import selectors
from annotation.review.curate import _curate_candidates
from annotation.review.services_sure import (
    decisions_accept_sure,
    decisions_accept_sure_undo,
)
from pseudoweb.http import AppRequest

DEFAULT_THRESHOLD = 0.8


def _threshold(value: str | None) -> float | None:
    try:
        number = float(value) if value else DEFAULT_THRESHOLD
    except ValueError:
        return None
    return number if 0 <= number <= 1 else None


@require_POST
@login_required
def review_curate_accept_sure(request: AppRequest, pk: int) -> HttpResponse:
    document = selectors.document_get_for_user(request.user, pk)
    page = reverse("annotation:review-curate", args=[pk])
    threshold = _threshold(request.POST.get("threshold"))
    if threshold is None:
        messages.error(request, "Not done: choose a confidence from 0 to 1.")
        return redirect(page)
    candidates = _curate_candidates(document=document, reviewer_id=request.user.pk)
    result = decisions_accept_sure(
        document=document,
        reviewer=request.user,
        threshold=threshold,
        candidates=candidates,
    )
    if not result.decided:
        messages.info(
            request,
            f"Nothing accepted: no undecided span has a candidate the machine finds "
            f"fine at {threshold:.2f} or more.",
        )
        return redirect(page)
    left = f" {result.unsure} span{'s' if result.unsure != 1 else ''} need you."
    messages.success(
        request,
        f"Accepted {result.decided} span{'s' if result.decided != 1 else ''} the "
        f"machine finds fine at {threshold:.2f} or more.{left}",
    )
    return redirect(page)


@require_POST
@login_required
def review_curate_accept_sure_undo(request: AppRequest, pk: int) -> HttpResponse:
    document = selectors.document_get_for_user(request.user, pk)
    try:
        log_id = int(request.POST.get("action", ""))
        removed = decisions_accept_sure_undo(log_id=log_id, reviewer=request.user)
    except (ValueError, ValidationError) as exc:
        reason = " ".join(exc.messages) if isinstance(exc, ValidationError) else ""
        messages.error(request, f"Not undone. {reason or 'No such action.'}")
    else:
        messages.success(
            request,
            f"Undone: {removed} decision{'s' if removed != 1 else ''} taken back.",
        )
    return redirect(reverse("annotation:review-curate", args=[document.pk]))
