"""The page that forgets a project's originals (``services_forget``): leads only.

GET names what will be lost and asks for the project's name; POST with the name typed
forgets and goes back to the project with a message. Annotators get 403, anyone else
404, as for every lead page. Once the project is anonymised the page says by whom and
when, and a POST is refused (409).
"""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from annotation.corpus import selectors
from annotation.corpus.anonymised import anonymised_log
from annotation.corpus.models import Project, Role
from annotation.review.services_forget import (
    ForgetRefused,
    forget_check,
    forget_impact,
    forget_originals,
)
from pseudoweb.http import AppRequest


class ForgetForm(forms.Form):
    name = forms.CharField(
        label="Type the project's name to confirm", max_length=200, strip=True
    )

    def __init__(self, *args: object, project: Project, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.project = project

    def clean_name(self) -> str:
        name = self.cleaned_data["name"]
        if name != self.project.name:
            raise forms.ValidationError(
                "That is not the project's name: nothing was forgotten."
            )
        return name


@require_http_methods(["GET", "POST"])
@login_required
def project_forget_view(request: AppRequest, pk: int) -> HttpResponse:
    project = selectors.project_get_for_user(request.user, pk, Role.LEAD)
    context: dict[str, object] = {"project": project, "is_lead": True}
    if project.anonymised_at is not None:
        context["anonymised"] = anonymised_log(project)
        status = 409 if request.method == "POST" else 200
        return render(request, "review/project_forget.html", context, status=status)
    form = ForgetForm(request.POST or None, project=project)
    status = 200
    try:
        forget_check(project=project)
        if request.method == "POST":
            status = 400
            if form.is_valid():
                report = forget_originals(project=project, user=request.user)
                messages.success(
                    request,
                    f"The originals of “{project.name}” are forgotten: "
                    f"{report.describe()}. The project is anonymised.",
                )
                return redirect("annotation:project-detail", pk=project.pk)
    except ForgetRefused as exc:
        context["error"] = " ".join(exc.messages)
        status = 409 if request.method == "POST" else 200
    context.update(form=form, impact=forget_impact(project=project))
    return render(request, "review/project_forget.html", context, status=status)
