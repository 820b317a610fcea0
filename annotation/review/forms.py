"""Forms of the review pages that take more than a value or two."""

from __future__ import annotations

from typing import Any

from django import forms
from django.db.models import QuerySet

from annotation.corpus import selectors
from annotation.corpus.models import CorpusImport, Document, Label, Project, Span


class AssignForm(forms.Form):
    """The dashboard's assign form: the overlap (a percentage, as people say it) and
    which documents. The curators are checked by ``curators_check``, which names
    anyone who is not a member."""

    overlap = forms.FloatField(
        required=False,
        min_value=0,
        max_value=100,
        label="Overlap (%)",
        help_text="The share of documents two curators both curate, for agreement.",
    )
    language = forms.ChoiceField(required=False, label="Language")
    corpus_import = forms.ModelChoiceField(
        queryset=CorpusImport.objects.none(),
        required=False,
        label="Import",
        empty_label="Every import",
    )
    label = forms.ModelChoiceField(
        queryset=Label.objects.none(),
        required=False,
        label="With a span labelled",
        empty_label="Any label",
    )

    def __init__(self, *args: Any, project: Project, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.project = project
        languages = self.fields["language"]
        assert isinstance(languages, forms.ChoiceField)
        languages.choices = [("", "Every language")] + [
            (code, f"{name} ({n})")
            for code, name, n in selectors.document_languages(project=project)
        ]
        imports = self.fields["corpus_import"]
        assert isinstance(imports, forms.ModelChoiceField)
        imports.queryset = CorpusImport.objects.filter(
            project=project, status=CorpusImport.Status.IMPORTED
        ).order_by("-created_at", "-pk")
        labels = self.fields["label"]
        assert isinstance(labels, forms.ModelChoiceField)
        labels.queryset = Label.objects.filter(project=project).order_by("name")

    def fraction(self) -> float:
        return (self.cleaned_data.get("overlap") or 0) / 100

    def documents(self) -> QuerySet[Document]:
        """The project's documents the filters keep."""
        documents = Document.objects.filter(project=self.project)
        data = self.cleaned_data
        if data.get("language"):
            documents = documents.filter(language=data["language"])
        if data.get("corpus_import") is not None:
            documents = documents.filter(corpus_import=data["corpus_import"])
        if data.get("label") is not None:
            documents = documents.filter(
                pk__in=Span.objects.filter(label=data["label"]).values("document_id")
            )
        return documents

    def filtered(self) -> bool:
        data = self.cleaned_data
        return bool(
            data.get("language")
            or data.get("corpus_import") is not None
            or data.get("label") is not None
        )
