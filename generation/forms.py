"""The run-start form: a generator, its options, which documents, a name.

The form only turns text into values and checks them against the project; the run itself
is made by ``generation.services`` (so the API and the command make the same runs).
"""

from __future__ import annotations

import re
from typing import Any

from django import forms

from annotation.corpus.models import Document, Project
from generation.engines.types import GeneratorOptions
from generation.services import options_parse

GENERATOR_CHOICES = [
    ("random", "Random word (baseline)"),
    ("upos", "Random word of the span's UPOS (baseline)"),
    ("placeholder", "Placeholders"),
    ("mlm", "Masked language model"),
    ("llm", "Generative LLM (Ollama)"),
    ("surrogate", "Surrogates by category (rules and name lists, no model)"),
]
FALLBACK_CHOICES = [
    ("", "None: typed guesses of the span's kind, never a random word"),
    ("upos", "Random word of the span's UPOS"),
    ("random", "Random word"),
    ("placeholder", "Placeholders"),
    ("mlm", "Masked language model"),
    ("llm", "Generative LLM (Ollama)"),
]
PLACEHOLDER_CHOICES = [
    ("S0", "S0 — delete the span"),
    ("S1", "S1 — one placeholder for every span"),
    ("S2", "S2 — one placeholder per category (PERSON)"),
    ("S3", "S3 — one per entity (PERSON_3)"),
]
STRATEGY_CHOICES = [
    ("maskL", "maskL — mask every span in the context"),
    ("repL", "repL — earlier spans get their own pseudonyms first"),
]
CONSISTENCY_CHOICES = [
    ("none", "None — every mention on its own"),
    ("entity", "Entity — mentions of one entity share a pseudonym"),
]
SAMPLING_CHOICES = [
    ("top1", "Top-1 (the best prediction)"),
    ("topk", "Top-K random sampling"),
]
DOCUMENT_CHOICES = [
    ("all", "All documents"),
    ("ids", "These external ids"),
    ("range", "A range of positions"),
]
_ID_SPLIT = re.compile(r"[\s,;]+")


class RunStartForm(forms.Form):
    name = forms.CharField(
        max_length=200,
        required=False,
        help_text="A short name to tell runs apart, e.g. “RoBERTa repL UPOS”.",
    )
    generator = forms.ChoiceField(choices=GENERATOR_CHOICES, initial="placeholder")
    placeholder = forms.ChoiceField(
        label="Placeholder strategy", choices=PLACEHOLDER_CHOICES, initial="S3"
    )
    strategy = forms.ChoiceField(
        label="Context strategy", choices=STRATEGY_CHOICES, initial="maskL"
    )
    upos = forms.BooleanField(
        label="UPOS constraint",
        required=False,
        help_text="Keep the part of speech of the original span.",
    )
    k = forms.IntegerField(
        label="k",
        min_value=1,
        max_value=100,
        initial=10,
        help_text="Predictions the masked LM considers per span.",
    )
    sampling = forms.ChoiceField(choices=SAMPLING_CHOICES, initial="top1")
    reject_overlap = forms.BooleanField(
        label="Reject candidates that overlap the original", required=False
    )
    reject_punct = forms.BooleanField(
        label="Reject punctuation-only candidates", required=False, initial=True
    )
    context = forms.IntegerField(
        label="Context sentences",
        min_value=0,
        max_value=10,
        initial=2,
        help_text="Sentences before and after the span's sentence.",
    )
    model = forms.CharField(
        max_length=300,
        required=False,
        help_text="Hub name or local folder; empty uses the site's setting.",
    )
    consistency = forms.ChoiceField(choices=CONSISTENCY_CHOICES, initial="none")
    fallback = forms.ChoiceField(
        label="Fallback",
        choices=FALLBACK_CHOICES,
        required=False,
        help_text="Surrogates: another generator for the spans no rule places "
        "(by default none: those get a typed guess, marked low confidence).",
    )
    seed = forms.IntegerField(
        required=False, min_value=0, help_text="Empty for a different draw each time."
    )
    documents = forms.ChoiceField(
        label="Which documents",
        choices=DOCUMENT_CHOICES,
        initial="all",
        widget=forms.RadioSelect,
    )
    external_ids = forms.CharField(
        label="External ids",
        required=False,
        widget=forms.Textarea(attrs={"rows": 4}),
        help_text="One per line (or separated by commas or spaces).",
    )
    position_from = forms.IntegerField(label="From #", required=False, min_value=0)
    position_to = forms.IntegerField(label="To #", required=False, min_value=0)

    def __init__(self, *args: Any, project: Project, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.project = project

    def clean(self) -> dict[str, Any]:
        super().clean()  # Form.clean() returns cleaned_data; the stubs allow None
        data = self.cleaned_data
        data["document_ids"] = self._document_ids(data)
        if not self.errors:
            try:
                data["options"] = self.options(data)
            except ValueError as exc:
                raise forms.ValidationError(str(exc)) from exc
        return data

    def options(self, data: dict[str, Any]) -> GeneratorOptions:
        """The generator's options; fields that mean nothing to it are left out."""
        generator = data["generator"]
        extra: dict[str, str] = {"consistency": data.get("consistency") or "none"}
        if generator == "placeholder":
            extra = {"placeholder": data["placeholder"]}
        if generator in ("mlm", "llm") and data.get("model"):
            extra["model"] = data["model"].strip()
        if generator == "mlm":
            extra["sampling"] = data["sampling"]
            extra["reject_overlap"] = "1" if data.get("reject_overlap") else "0"
            extra["reject_punct"] = "1" if data.get("reject_punct") else "0"
        if generator in ("placeholder", "surrogate"):
            # S3 is per entity already; S1/S2 share one string on purpose; the
            # surrogate generator keeps its own project-wide memory.
            extra.pop("consistency", None)
        if generator == "surrogate" and data.get("fallback"):
            extra["fallback"] = data["fallback"]
        return options_parse(
            strategy=data.get("strategy") or "maskL",
            upos=bool(data.get("upos")) and generator in ("mlm", "llm"),
            k=data.get("k") or 10,
            seed=data.get("seed"),
            context=data["context"] if data.get("context") is not None else 2,
            extra=extra,
            generator=generator,
        )

    def _document_ids(self, data: dict[str, Any]) -> list[int] | None:
        """Primary keys of the chosen documents; None means all of them."""
        choice = data.get("documents")
        documents = Document.objects.filter(project=self.project)
        if choice == "ids":
            wanted = [i for i in _ID_SPLIT.split(data.get("external_ids") or "") if i]
            if not wanted:
                self.add_error("external_ids", "List at least one external id.")
                return None
            found = dict(
                documents.filter(external_id__in=wanted).values_list(
                    "external_id", "pk"
                )
            )
            missing = [i for i in wanted if i not in found]
            if missing:
                shown = ", ".join(missing[:10]) + (" …" if len(missing) > 10 else "")
                self.add_error(
                    "external_ids",
                    f"{len(missing)} not in this project: {shown}",
                )
                return None
            return list(dict.fromkeys(found[i] for i in wanted))
        if choice == "range":
            start, end = data.get("position_from"), data.get("position_to")
            if start is None or end is None:
                self.add_error("position_to", "Give both ends of the range.")
                return None
            if start > end:
                self.add_error("position_to", "The range ends before it starts.")
                return None
            ids = list(
                documents.filter(position__gte=start, position__lte=end)
                .order_by("position", "pk")
                .values_list("pk", flat=True)
            )
            if not ids:
                self.add_error(
                    "position_to", f"No document has a # from {start} to {end}."
                )
                return None
            return ids
        if not documents.exists():
            self.add_error(
                None, "The project has no documents yet: upload a corpus first."
            )
        return None
