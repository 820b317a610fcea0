"""Forms turn POSTed strings into typed values; the rules themselves live in the
models and services, so the API and commands enforce them too."""

from __future__ import annotations

from pathlib import Path

from django import forms
from django.contrib.auth import get_user_model

from annotation.corpus.importers.language import (
    DEFAULT_THRESHOLD,
    check_threshold,
    parse_language_map,
)
from annotation.corpus.models import Category, Language, Role

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


class AccountCreateForm(forms.Form):
    username = forms.CharField(max_length=150)
    email = forms.EmailField(required=False, label="E-mail (optional)")
    role = forms.ChoiceField(choices=Role.choices, initial=Role.ANNOTATOR)


class InviteCreateForm(forms.Form):
    role = forms.ChoiceField(choices=Role.choices, initial=Role.ANNOTATOR)
    days = forms.IntegerField(
        min_value=1, max_value=90, label="Valid for (days)", initial=7
    )
    email = forms.EmailField(
        required=False,
        label="E-mail (optional)",
        help_text="Kept with the invite, for your records; nothing is sent.",
    )


class InviteAcceptForm(forms.Form):
    username = forms.CharField(max_length=150, required=False)
    password1 = forms.CharField(
        label="Password",
        strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
    )
    password2 = forms.CharField(
        label="Password again",
        strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
    )

    def __init__(self, *args: object, needs_username: bool, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.needs_username = needs_username
        if needs_username:
            self.fields["username"].required = True
            self.fields["username"].widget.attrs["autocomplete"] = "username"
        else:
            del self.fields["username"]

    def clean(self) -> dict:
        data = super().clean() or {}
        first, second = data.get("password1"), data.get("password2")
        if first and second and first != second:
            self.add_error("password2", "The two passwords differ.")
        return data


class MemberRoleForm(forms.Form):
    role = forms.ChoiceField(choices=Role.choices)


class DocumentLanguageForm(forms.Form):
    language = forms.ChoiceField(choices=Language.choices)


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
    language_key = forms.CharField(
        required=False,
        max_length=200,
        label="Language key",
        help_text="The metadata key that holds each document's language (e.g. lang). "
        "Empty: each document's language is detected (English or Swedish), or is "
        "the project's when unsure.",
    )
    language_map = forms.CharField(
        required=False,
        label="Language map",
        widget=forms.Textarea(attrs={"rows": 3, "placeholder": "SWE=sv\n*_ENG=en"}),
        help_text="One rule a line, tried in order, any case: SWE=sv (the value "
        "exactly), *_SWE=sv (a pattern: * any characters), re:_SWE$=sv (a regular "
        "expression). A rule without a dot ignores a file extension: *_ENG=en "
        "matches doc-105_ENG.json. Values such as en, sv, English or svenska need "
        "no rule.",
    )
    # Unchecked by default, as a browser sends nothing for an unchecked box.
    one_language = forms.BooleanField(
        required=False,
        label="All in the project's language",
        help_text="Do not detect: documents without a language from the key get the "
        "project's.",
    )
    language_threshold = forms.FloatField(
        required=False,
        min_value=0.5,
        max_value=1.0,
        label="Detection confidence",
        help_text=f"Least confidence to take a detected language (default "
        f"{DEFAULT_THRESHOLD}).",
    )

    def clean_language_map(self) -> list[str]:
        rules = [
            line.strip()
            for line in self.cleaned_data.get("language_map", "").splitlines()
            if line.strip()
        ]
        try:
            parse_language_map(rules)
        except ValueError as exc:
            raise forms.ValidationError(str(exc)) from None
        return rules

    def clean_language_threshold(self) -> float | None:
        value = self.cleaned_data.get("language_threshold")
        if value is not None:
            try:
                check_threshold(value)
            except ValueError as exc:
                raise forms.ValidationError(str(exc)) from None
        return value

    def clean(self) -> dict:
        data = super().clean() or {}
        if data.get("language_map") and not (data.get("language_key") or "").strip():
            self.add_error("language_key", "A language map needs a key to read.")
        if data.get("replace") and data.get("allow_duplicate"):
            self.add_error(
                "allow_duplicate",
                'Tick "Replace an earlier import" or "Import it again anyway", '
                "not both.",
            )
        return data

    replace = forms.BooleanField(
        required=False,
        label="Replace an earlier import of this file",
        help_text="When this file was imported into the project before, delete the "
        "documents of that import (with their spans, candidates and reviews) first. "
        "Without it, the same file is refused the second time.",
    )
    allow_duplicate = forms.BooleanField(
        required=False,
        label="Import it again anyway",
        help_text="When this file was imported into the project before, import it "
        "a second time beside the earlier import (its spans twice).",
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
