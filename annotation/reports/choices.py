"""Where an export's pseudonyms come from, and the choice made for every span.

**Where the pseudonyms come from.** Either one run (``run``): every span with a
candidate gets it; a failed candidate gets ``[FAILED]`` so the original never shows;
a NO_MASK span whose candidate is the original stays. Or the curated decisions of one
reviewer (``reviewer``): accept / edit / own replace the span with the decision's text,
keep leaves the original. Decisions are never mixed across reviewers: when more than
one reviewer curated the project, the reviewer must be named (:class:`ReviewerNeeded`);
when exactly one did, theirs are used. Undecided spans can be filled from a named run
(``fill_run``) or masked with a placeholder (``[PERSON]``, ``fill_placeholder``).
Failed runs are never a source.

Or the team's final version (``final``, issue 23): the approved documents only
(:class:`~annotation.review.models.DocumentState`), each span with its final decision
(what its curators agreed on or an adjudicator settled; keep leaves the original). A
span of an approved document without one (added after approval) is undecided, and the
same fill rules apply.

**TAB's rule** (:mod:`annotation.corpus.masking`): a NO_MASK mention of an entity
masked in another mention is masked too: it takes the pseudonym its entity got
elsewhere in the document (or a placeholder), even when a run copied the original or a
reviewer kept it.

The pseudonymized corpus (:mod:`annotation.reports.exporters`) and the correspondence
table (:mod:`annotation.reports.correspondence`) are both written from these choices.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from django.contrib.auth import get_user_model

from annotation.corpus.exporters import Progress
from annotation.corpus.exporters import _documents as corpus_documents
from annotation.corpus.masking import no_mask_overridden
from annotation.corpus.models import Document, IdentifierType, Project, Span
from annotation.review.models import (
    Decision,
    DecisionKind,
    DocumentState,
    FinalDecision,
    FinalSource,
)
from generation.engines.types import FAILED
from generation.models import Candidate, GenerationRun, RunStatus

CHUNK = 200


class ReviewerNeeded(ValueError):
    """Several reviewers curated the project: say whose decisions to export."""


@dataclass
class Found:
    """A run's candidate or a reviewer's decision for one span."""

    pseudonym: str | None  # None: the original stays
    how: str  # accept/edit/own/keep/undecided, or "run" / "failed"
    reviewer: str = ""
    run: int | None = None


@dataclass
class Choice:
    span: Span
    pseudonym: str | None  # None: the original stays
    how: str  # accept/edit/own/keep/undecided, or "run" / "failed"
    reviewer: str = ""
    run: int | None = None


# The name of the final version's settler when the curators agreed.
AGREED = "agreed"


@dataclass
class Source:
    run: GenerationRun | None = None
    reviewer: Any = None  # a User
    # Decisions only: what undecided spans get (nothing: their document is left out).
    fill_run: GenerationRun | None = None
    fill_placeholder: bool = False
    # The team's final version: approved documents, final decisions (issue 23).
    final: bool = False

    @property
    def kind(self) -> str:
        """``run``, ``reviewer`` or ``final``."""
        if self.run is not None:
            return "run"
        return "final" if self.final else "reviewer"

    def option(self) -> str:
        """The command-line options that name this source."""
        if self.run is not None:
            return f"--run {self.run.pk}"
        if self.final:
            text = "--final"
        else:
            text = f"--reviewer {self.reviewer.get_username()}"
        if self.fill_run is not None:
            text += f" --fill-run {self.fill_run.pk}"
        if self.fill_placeholder:
            text += " --fill-placeholder"
        return text

    def describe(self) -> str:
        if self.run is not None:
            return f"run {self.run.pk}"
        if self.final:
            described = "the final version (approved documents, final decisions)"
        else:
            described = f"decisions of {self.reviewer.get_username()}"
        if self.fill_run is not None:
            described += f", undecided spans from run {self.fill_run.pk}"
        elif self.fill_placeholder:
            described += ", undecided spans masked with a placeholder"
        return described

    def slug(self) -> str:
        """A file-name part naming the source."""
        if self.run is not None:
            return f"run{self.run.pk}"
        if self.final:
            slug = "final"
        else:
            name = "".join(
                c if c.isascii() and (c.isalnum() or c in "-_") else "_"
                for c in self.reviewer.get_username()
            )
            slug = f"decisions-{name}"
        if self.fill_run is not None:
            slug += f"-fill-run{self.fill_run.pk}"
        elif self.fill_placeholder:
            slug += "-fill-placeholder"
        return slug


class SourceInvalid(ValueError):
    """The run named as a source (or filler) cannot be used."""


def _check_run(project: Project, run: GenerationRun) -> None:
    if run.project_id != project.pk:
        raise SourceInvalid(f"run {run.pk} is not a run of {project}")
    if run.status == RunStatus.FAILED:
        raise SourceInvalid(f"run {run.pk} failed: it cannot be exported")


def curators(project: Project) -> list[Any]:
    ids = (
        Decision.objects.filter(document__project=project)
        .order_by("reviewer_id")
        .values_list("reviewer_id", flat=True)
        .distinct()
    )
    return list(get_user_model().objects.filter(pk__in=list(ids)).order_by("username"))


def approved_documents(project: Project) -> Any:
    """The documents of the final version: approved in the team workflow."""
    return Document.objects.filter(project=project, work__state=DocumentState.APPROVED)


def source_resolve(
    *,
    project: Project,
    run: GenerationRun | None = None,
    reviewer: Any = None,
    fill_run: GenerationRun | None = None,
    fill_placeholder: bool = False,
    final: bool = False,
) -> Source:
    """Which pseudonyms to export; see the module docstring for the rule."""
    if final and (run is not None or reviewer is not None):
        raise SourceInvalid(
            "the final version is its own source: name no run or reviewer with it"
        )
    if run is not None:
        _check_run(project, run)
        if fill_run is not None or fill_placeholder:
            raise SourceInvalid("filling undecided spans is for exports of decisions")
        return Source(run=run)
    if fill_run is not None:
        _check_run(project, fill_run)
        if fill_placeholder:
            raise SourceInvalid("fill undecided spans from a run or a placeholder")
    if final:
        return Source(final=True, fill_run=fill_run, fill_placeholder=fill_placeholder)
    found: list[Any] = []
    if reviewer is None:
        found = curators(project)
        if len(found) == 1:
            reviewer = found[0]
    if reviewer is not None:
        return Source(
            reviewer=reviewer, fill_run=fill_run, fill_placeholder=fill_placeholder
        )
    if not found:
        raise ReviewerNeeded(
            "Nobody has curated this project yet: export a run instead."
        )
    names = ", ".join(user.get_username() for user in found)
    raise ReviewerNeeded(
        f"Several reviewers curated this project ({names}): choose whose decisions "
        "to export."
    )


def _with_choices(
    project: Project,
    source: Source,
    *,
    progress: Progress | None = None,
    before: int = 0,
    total: int | None = None,
) -> Iterator[tuple[Document, list[Choice]]]:
    """Every document of ``project`` with one choice per span, in document order.

    Candidates or decisions are read for ``CHUNK`` documents at a time (one query per
    chunk, not per document). The final version has the approved documents only.
    """
    among = approved_documents(project) if source.final else None
    documents = corpus_documents(
        project, progress=progress, before=before, total=total, among=among
    )
    while chunk := list(itertools.islice(documents, CHUNK)):
        yield from _chunk_choices(source, chunk)


def _chunk_choices(
    source: Source, chunk: list[Document]
) -> Iterator[tuple[Document, list[Choice]]]:
    if source.run is not None:
        found = _choices_from_run(source.run, chunk)
    elif source.final:
        found = _choices_from_final(chunk)
    else:
        found = _choices_from_decisions(source.reviewer, chunk)
    filler = (
        _choices_from_run(source.fill_run, chunk) if source.fill_run is not None else {}
    )
    fill = source.fill_run is not None or source.fill_placeholder
    for document in chunk:
        choices = document_choices(
            document,
            found.get(document.pk, {}),
            filler=filler.get(document.pk, {}) if fill else None,
        )
        yield document, choices


def choices_of(source: Source, document: Document) -> list[Choice]:
    """The choice for every span of one document, as an export makes them."""
    return next(_chunk_choices(source, [document]))[1]


def placeholder(span: Span) -> str:
    return f"[{span.label.category}]"


def _filled(span: Span, filler: dict[int, Found]) -> Found:
    """An undecided span's filler: the filler run's candidate, else a placeholder."""
    found = filler.get(span.pk)
    if found is None:
        return Found(pseudonym=placeholder(span), how="placeholder")
    how = "filled" if found.how == "run" else "failed"
    return Found(pseudonym=found.pseudonym, how=how, run=found.run)


def _choices_from_run(
    run: GenerationRun, documents: list[Document]
) -> dict[int, dict[int, Found]]:
    """document id -> span id -> the run's choice."""
    choices: dict[int, dict[int, Found]] = {}
    candidates = Candidate.objects.filter(
        run=run, document_id__in=[d.pk for d in documents]
    ).only("document_id", "span_id", "text", "failed")
    for candidate in candidates:
        choices.setdefault(candidate.document_id, {})[candidate.span_id] = Found(
            pseudonym=candidate.text if not candidate.failed else FAILED,
            how="failed" if candidate.failed else "run",
            run=run.pk,
        )
    return choices


def _choices_from_decisions(
    reviewer: Any, documents: list[Document]
) -> dict[int, dict[int, Found]]:
    """document id -> span id -> the reviewer's decision."""
    choices: dict[int, dict[int, Found]] = {}
    username = reviewer.get_username()
    decisions = Decision.objects.filter(
        reviewer=reviewer, document_id__in=[d.pk for d in documents]
    ).select_related("candidate")
    for decision in decisions:
        keep = decision.kind == DecisionKind.KEEP
        run_id = decision.run_id
        if run_id is None and decision.candidate is not None:
            run_id = decision.candidate.run_id
        choices.setdefault(decision.document_id, {})[decision.span_id] = Found(
            pseudonym=None if keep else decision.text,
            how=decision.kind,
            reviewer=username,
            run=run_id,
        )
    return choices


def _choices_from_final(documents: list[Document]) -> dict[int, dict[int, Found]]:
    """document id -> span id -> the span's final decision; ``reviewer`` names who
    settled it: the adjudicator, or ``agreed`` when the curators agreed."""
    choices: dict[int, dict[int, Found]] = {}
    finals = FinalDecision.objects.filter(
        document_id__in=[d.pk for d in documents]
    ).select_related("decided_by")
    for final in finals:
        choices.setdefault(final.document_id, {})[final.span_id] = Found(
            pseudonym=None if final.kind == DecisionKind.KEEP else final.text,
            how=final.kind,
            reviewer=settler(final),
            run=final.run_id,
        )
    return choices


def settler(final: FinalDecision) -> str:
    """Who settled a final decision: ``agreed``, or the adjudicator's username."""
    if final.source == FinalSource.AGREED:
        return AGREED
    return final.decided_by.get_username() if final.decided_by is not None else ""


def document_choices(
    document: Document,
    found: dict[int, Found],
    *,
    filler: dict[int, Found] | None = None,
) -> list[Choice]:
    """One choice per span of ``document``, in span order; ``found`` by span id.

    ``filler`` (by span id; an empty dict means placeholders) fills undecided spans.
    """
    spans = list(document.spans.all())
    overridden = no_mask_overridden(spans)
    result = []
    for span in spans:
        known = found.get(span.pk)
        if known is None:
            if filler is None:
                known = Found(pseudonym=None, how="undecided")
            else:
                known = _filled(span, filler)
        choice = Choice(span, known.pseudonym, known.how, known.reviewer, known.run)
        original = document.text[span.start : span.end]
        if (
            choice.how in ("run", "filled")
            and span.identifier_type == IdentifierType.NO_MASK
            and choice.pseudonym == original
        ):
            choice.pseudonym = None
            choice.how = "keep"
        result.append(choice)
    if overridden:
        _mask_like_entity(result, overridden)
    return result


def _mask_like_entity(choices: list[Choice], overridden: set[int]) -> None:
    """TAB's rule: a NO_MASK mention whose entity is masked elsewhere never stays.

    It takes the pseudonym another mention of its entity got (the first in the
    text), else a placeholder; a choice of its own that replaces it stands.
    """
    by_entity: dict[str, str] = {}
    for choice in choices:
        if choice.span.pk in overridden or choice.pseudonym is None:
            continue
        if choice.how in ("failed", "undecided"):
            continue
        by_entity.setdefault(choice.span.entity, choice.pseudonym)
    for choice in choices:
        if choice.span.pk not in overridden or choice.how == "undecided":
            continue
        if choice.pseudonym is None:
            choice.pseudonym = by_entity.get(
                choice.span.entity, placeholder(choice.span)
            )
            choice.how = "masked"
