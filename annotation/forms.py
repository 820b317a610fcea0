"""Forms turn POSTed strings into typed values; the rules themselves live in the
models and services, so the API and commands enforce them too."""

from __future__ import annotations

from pathlib import Path

from django import forms
from django.contrib.auth import get_user_model

from annotation.models import Category, Language, Role

IMPORT_FORMATS = [
    ("auto", "Detect automatically"),
    ("doccano", "doccano (JSONL / zip)"),
    ("tab", "Text Anonymization Benchmark (JSON)"),
]
EXPORT_FORMATS = [
    ("doccano", "doccano JSONL"),
    ("tab", "TAB JSON"),
]
UPLOAD_SUFFIXES = (".jsonl", ".json1", ".json", ".zip")


class ProjectCreateForm(forms.Form):
    name = forms.CharField(max_length=200)
    language = forms.ChoiceField(choices=Language.choices, initial=Language.ENGLISH)
    description = forms.CharField(
        required=False, widget=forms.Textarea(attrs={"rows": 2})
    )


class MemberAddForm(forms.Form):
    username = forms.CharField(max_length=150)
    role = forms.ChoiceField(choices=Role.choices, initial=Role.ANNOTATOR)

    def clean_username(self) -> object:
        username = self.cleaned_data["username"].strip()
        user = get_user_model().objects.filter(username=username).first()
        if user is None:
            raise forms.ValidationError(f"No user named {username!r}.")
        return user


class MemberRoleForm(forms.Form):
    role = forms.ChoiceField(choices=Role.choices)


class LabelCategoryForm(forms.Form):
    category = forms.ChoiceField(choices=Category.choices)


class CorpusUploadForm(forms.Form):
    file = forms.FileField(
        help_text="doccano JSONL (.jsonl, .json1), a doccano zip, or a TAB .json file.",
        widget=forms.ClearableFileInput(attrs={"accept": ",".join(UPLOAD_SUFFIXES)}),
    )
    format = forms.ChoiceField(choices=IMPORT_FORMATS, initial="auto")
    labels = forms.FileField(
        required=False,
        label="Label file",
        help_text="Only when the export names labels by numeric id: doccano's label "
        'export (a JSON list of {"id", "text"}) or {"id": "name"}.',
        widget=forms.ClearableFileInput(attrs={"accept": ".json"}),
    )
    skip_invalid = forms.BooleanField(
        required=False,
        label="Skip invalid lines",
        help_text="Import the valid documents and report the rest, "
        "instead of refusing the whole file.",
    )
    replace = forms.BooleanField(
        required=False,
        label="Replace an earlier import of this file",
        help_text="When this file was imported into the project before, delete the "
        "documents of that import (with their spans, candidates and reviews) first. "
        "Without it, the same file is refused the second time.",
    )

    def clean_file(self) -> object:
        upload = self.cleaned_data["file"]
        if Path(upload.name).suffix.lower() not in UPLOAD_SUFFIXES:
            raise forms.ValidationError("Upload a .jsonl, .json1, .json or .zip file.")
        return upload


class CorpusExportForm(forms.Form):
    format = forms.ChoiceField(choices=EXPORT_FORMATS, initial="doccano")


class DocumentSearchForm(forms.Form):
    q = forms.CharField(required=False, max_length=200, label="External id")
