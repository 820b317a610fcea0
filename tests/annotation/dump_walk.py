"""A walk through the app that writes every kind of row an original could reach, for
the dump tests (tests/annotation/test_dumps.py).

Run in a site of its own (``manage.py shell -c "...walk()"``, database and var/
from the environment), as a lead would use the app: imports through the upload page
(TAB, doccano with metadata and comments, a background import and a refused one, run
by the worker's task), two runs, metrics and measures, reviews with comments,
decisions of every kind, the team workflow up to approval, the leak scan's answers
and every export. The test then searches the database's bytes for ``ORIGINALS``.

The originals are made-up strings that nothing else in a database could hold by
chance.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

# Every original of the corpus below: span texts, the parts of names a leak scan
# finds, the TAB task's person and what the doccano metadata and comments say.
PERSON_A = "Quillfeather Zandvoort"
PERSON_B = "Marisabel Okonkwo-Threlfall"
PLACE = "Oxbridgeham"
CASE = "48213/97"
DATE = "14 Brumaire 1997"
COURT = "Verdigris Holloway Tribunal"  # NO_MASK: kept as it is by every run
PERSON_C = "Ingeborg Vasquez-Pemberton"
PHONE = "0731-555-8821"
SCHOOL = "Flurbridge Academy"
WARD = "Haldenmoor"  # only in a doccano document's metadata
NICKNAME = "Inge Pemberwick"  # only in a doccano comment
PERSON_D = "Ottoline Prendergast-Xu"  # the background import
STREET = "17 Quenbywhistle Lane"
PERSON_E = "Bartholomew Ixworth-Sallow"  # a background import's report quotes it
ORIGINALS = [
    PERSON_A,
    "Quillfeather",
    "Zandvoort",
    PERSON_B,
    "Marisabel",
    "Okonkwo-Threlfall",
    "Okonkwo",
    "Threlfall",
    PLACE,
    CASE,
    DATE,
    "Brumaire",
    COURT,
    PERSON_C,
    "Ingeborg",
    "Vasquez-Pemberton",
    PHONE,
    SCHOOL,
    WARD,
    NICKNAME,
    PERSON_D,
    "Ottoline",
    "Prendergast-Xu",
    STREET,
    "Quenbywhistle",
    PERSON_E,
    "Ixworth-Sallow",
]

TAB_TEXTS = [
    f"The applicant, Mr {PERSON_A}, was born in {PLACE}. Ms {PERSON_B} represented "
    f"him before the {COURT} on {DATE} in case {CASE}.",
    f"In {PLACE} Mr {PERSON_A} met Ms {PERSON_B} again. Later Zandvoort wrote to "
    f"Okonkwo-Threlfall from {PLACE}.",
]


def _mention(text: str, found: str, kind: str, number: int, **extra: Any) -> dict:
    start = text.index(found)
    return {
        "entity_type": kind,
        "entity_mention_id": f"m{number}",
        "start_offset": start,
        "end_offset": start + len(found),
        "span_text": found,
        "edit_type": "check",
        "identifier_type": extra.get("identifier_type", "DIRECT"),
        "entity_id": extra.get("entity", f"e{number}"),
        "confidential_status": "NOT_CONFIDENTIAL",
    }


def _tab() -> list[dict]:
    first, second = TAB_TEXTS
    mentions = [
        _mention(first, PERSON_A, "PERSON", 1, entity="a"),
        _mention(first, PLACE, "LOC", 2, entity="p"),
        _mention(first, PERSON_B, "PERSON", 3, entity="b"),
        _mention(first, COURT, "ORG", 4, identifier_type="NO_MASK"),
        _mention(first, DATE, "DATETIME", 5, identifier_type="QUASI"),
        _mention(first, CASE, "CODE", 6),
    ]
    # The second mentions of the surnames are not annotated: the leak scan's finds.
    later = [
        _mention(second, PLACE, "LOC", 7, entity="p"),
        _mention(second, PERSON_A, "PERSON", 8, entity="a"),
        _mention(second, PERSON_B, "PERSON", 9, entity="b"),
    ]
    task = f"Task: Annotate the document to anonymise the following person: {PERSON_A}"
    return [
        {
            "doc_id": f"tab-{number}",
            "text": text,
            "dataset_type": "test",
            "meta": {"year": 1997, "countries": "XYZ"},
            "quality_checked": True,
            "task": task,
            "annotations": {"annotator1": {"entity_mentions": found}},
        }
        for number, (text, found) in enumerate([(first, mentions), (second, later)], 1)
    ]


def _labelled(text: str, *found: tuple[str, str]) -> list[list[Any]]:
    return [
        [text.index(part), text.index(part) + len(part), label] for part, label in found
    ]


def _doccano() -> list[dict]:
    first = f"Dr {PERSON_C} phoned from {PHONE} about {SCHOOL}."
    second = f"{PERSON_C} visited {SCHOOL} twice."
    return [
        {
            "id": 1,
            "text": first,
            "label": _labelled(
                first, (PERSON_C, "PER"), (PHONE, "PHONE"), (SCHOOL, "ORG")
            ),
            "Comments": [{"comment": f"She signs as {NICKNAME}", "user": "lead"}],
            "meta": {"ward": WARD, "topic": "health"},
        },
        {
            "id": 2,
            "text": second,
            "label": _labelled(second, (PERSON_C, "PER"), (SCHOOL, "ORG")),
            "Comments": [],
            "meta": {"ward": WARD, "topic": "school"},
        },
    ]


def write_corpus(folder: Path) -> dict[str, Path]:
    """The corpus files of the walk, in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    files = {
        "tab": folder / "cases.json",
        "doccano": folder / "notes.jsonl",
        "background": folder / "letters.jsonl",
        "quoted": folder / "quoted.json",
        "refused": folder / "broken.json",
    }
    files["tab"].write_text(json.dumps(_tab(), ensure_ascii=False), encoding="utf-8")
    files["doccano"].write_text(
        "\n".join(json.dumps(r, ensure_ascii=False) for r in _doccano()) + "\n",
        encoding="utf-8",
    )
    letter = f"{PERSON_D} lives at {STREET}."
    files["background"].write_text(
        json.dumps(
            {
                "text": letter,
                "label": _labelled(letter, (PERSON_D, "PER"), (STREET, "ADDRESS")),
                "meta": {"sender": PERSON_D},
            },
            ensure_ascii=False,
        )
        + "\n",
        encoding="utf-8",
    )
    quoted = f"{PERSON_E} wrote."
    # A span_text that differs from the text: the import's report quotes both.
    mention = {**_mention(quoted, PERSON_E, "PERSON", 1), "span_text": PERSON_E.upper()}
    document = {
        "doc_id": "quoted-1",
        "text": quoted,
        "annotations": {"annotator1": {"entity_mentions": [mention]}},
    }
    files["quoted"].write_text(json.dumps([document]), encoding="utf-8")
    # A span past the end of its text: the import is refused.
    mention = {**_mention(quoted, "wrote", "PERSON", 2), "end_offset": 400}
    document["annotations"] = {"annotator1": {"entity_mentions": [mention]}}
    files["refused"].write_text(json.dumps([document]), encoding="utf-8")
    return files


# --------------------------------------------------------------------------------------


def walk() -> None:
    """The walk itself; ``DUMP_CORPUS`` names the folder of :func:`write_corpus`."""
    from django.conf import settings
    from django.test.utils import override_settings

    # The site's hashed static storage needs collectstatic first (tests/conftest.py).
    plain = {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"}
    with override_settings(STORAGES={**settings.STORAGES, "staticfiles": plain}):
        _walk()


def _walk() -> None:
    from django.contrib.auth import get_user_model
    from django.test import Client
    from django.test.utils import override_settings

    from annotation.corpus.models import ImportJob, Membership, Project, Role
    from annotation.corpus.services_imports import import_job_execute

    folder = Path(os.environ["DUMP_CORPUS"])
    files = write_corpus(folder)
    users = get_user_model().objects
    lead = users.create_user("lead", password="pw")
    anna = users.create_user("anna", password="pw")
    bjorn = users.create_user("bjorn", password="pw")
    project = Project.objects.create(name="Dumped", language="en")
    Membership.objects.create(project=project, user=lead, role=Role.LEAD)
    for person in (anna, bjorn):
        Membership.objects.create(project=project, user=person, role=Role.ANNOTATOR)
    web = Client(raise_request_exception=True)
    web.force_login(lead)

    def upload(path: Path, **extra: str) -> Any:
        with path.open("rb") as handle:
            answer = web.post(
                f"/projects/{project.pk}/upload/",
                {"file": handle, "format": extra.pop("format", "auto"), **extra},
            )
        assert answer.status_code == 200, answer.status_code
        return answer

    upload(files["tab"], format="tab", one_language="on")
    upload(files["doccano"], format="doccano", one_language="on")
    # The larger uploads: saved under VAR_DIR/uploads, imported by the worker's task.
    with override_settings(PSEUDOWEB_UPLOAD_BACKGROUND_BYTES=1):
        upload(files["background"], format="doccano", one_language="on")
        upload(files["quoted"], format="tab", one_language="on")
        upload(files["refused"], format="tab", one_language="on")
    if os.environ.get("DUMP_WORKER"):
        _wait_for_jobs()
    else:
        for job in ImportJob.objects.order_by("pk"):
            import_job_execute(job.pk)
    jobs = list(ImportJob.objects.order_by("pk").values_list("imported", flat=True))
    assert jobs == [True, True, False], jobs
    assert project.documents.count() == 6

    runs = _generate(project, lead)
    _measure(runs)
    _review(project, runs, anna)
    _curate(project, runs, anna, bjorn, lead)
    _leaks(project, runs, web)
    _export(project, runs, web)


def _wait_for_jobs(timeout: float = 90) -> None:
    """Until a worker (started by the test) has imported both uploads."""
    import time

    from annotation.corpus.models import ImportJob

    deadline = time.monotonic() + timeout
    while ImportJob.objects.filter(status__in=["queued", "running"]).exists():
        assert time.monotonic() < deadline, "the worker never imported the uploads"
        time.sleep(0.2)


def _generate(project: Any, lead: Any) -> list[Any]:
    from generation.services import generation_execute, options_parse, run_create

    runs = []
    for generator in ("surrogate", "random"):
        run = run_create(
            project=project,
            generator=generator,
            options=options_parse(generator=generator, seed=7),
            user=lead,
        )
        run = generation_execute(run_id=run.pk)
        assert run.status == "done", (run.status, run.error)
        runs.append(run)
    return runs


def _measure(runs: list[Any]) -> None:
    from annotation.reports.measures import run_measure_compute
    from annotation.reports.metrics import run_metrics_compute

    for run in runs:
        run_metrics_compute(run_id=run.pk, embedder=None)
    run_measure_compute(run_id=runs[0].pk, measure="detect")
    run_measure_compute(run_id=runs[1].pk, measure="downstream", class_key="topic")
    # A class key whose one value is an original: the measure fails, and its error
    # and notes name the class.
    failed = run_measure_compute(
        run_id=runs[0].pk, measure="downstream", class_key="ward"
    )
    assert failed.status == "failed" and WARD in failed.error, failed.error


def _review(project: Any, runs: list[Any], reviewer: Any) -> None:
    from annotation.review.services import review_save
    from generation.models import Candidate

    for candidate in Candidate.objects.filter(run=runs[1]).order_by("pk")[:3]:
        original = candidate.document.text[candidate.span.start : candidate.span.end]
        review_save(
            candidate=candidate,
            reviewer=reviewer,
            tag="SEM:CATEGORY",
            comment=f"{original} is a name, not this",
        )


def _curate(project: Any, runs: list[Any], anna: Any, bjorn: Any, lead: Any) -> None:
    """Decisions of every kind, then the team workflow on the TAB documents: both
    curators on each, one difference settled by the lead, approval."""
    from annotation.review.models import DecisionKind
    from annotation.review.services import (
        decision_apply_to_entity,
        decision_save,
        document_mark_done,
    )
    from annotation.review.services_team import (
        assign_documents,
        document_approve,
        final_decide,
        settle_agreed,
    )
    from generation.models import Candidate

    documents = list(project.documents.order_by("position"))
    tab = [d for d in documents if d.external_id.startswith("tab-")]
    assign_documents(
        project=project, curators=[anna, bjorn], overlap=1.0, documents=
        project.documents.filter(pk__in=[d.pk for d in tab]), by=lead,
    )  # fmt: skip
    candidates = {
        c.span_id: c for c in Candidate.objects.filter(run=runs[0]).select_related()
    }
    for curator in (anna, bjorn):
        for document in tab:
            for number, span in enumerate(document.spans.order_by("start")):
                original = document.text[span.start : span.end]
                candidate = candidates[span.pk]
                if span.identifier_type == "NO_MASK":
                    # Both accept the candidate that kept it: agreed, settled, and
                    # remembered with the original as its "pseudonym".
                    decision_save(
                        span=span, reviewer=curator, kind=DecisionKind.ACCEPT,
                        candidate=candidate,
                    )  # fmt: skip
                elif number % 4 == 3:
                    # Kept by one, accepted by the other: the lead settles it.
                    kind = (
                        DecisionKind.ACCEPT if curator == bjorn else DecisionKind.KEEP
                    )
                    decision_save(
                        span=span, reviewer=curator, kind=kind,
                        candidate=candidate if kind == DecisionKind.ACCEPT else None,
                    )  # fmt: skip
                elif number % 4 == 1 and curator == anna:
                    decision_save(
                        span=span, reviewer=curator, kind=DecisionKind.OWN,
                        text=f"Own {len(original)}",
                    )  # fmt: skip
                elif number % 4 == 2:
                    decision_save(
                        span=span, reviewer=curator, kind=DecisionKind.EDIT,
                        candidate=candidate, text=candidate.text + " Jr",
                    )  # fmt: skip
                else:
                    decision = decision_save(
                        span=span, reviewer=curator, kind=DecisionKind.ACCEPT,
                        candidate=candidate,
                    )  # fmt: skip
                    if span.entity:
                        decision_apply_to_entity(decision=decision, reviewer=curator)
            document_mark_done(document=document, reviewer=curator, mode="curate")
    for document in tab:
        settle_agreed(document=document)
        for span in document.spans.filter(final=None):
            final_decide(span=span, by=lead, kind=DecisionKind.OWN, text="Settled")
        document_approve(document=document, by=lead)
    # The only curator of the doccano documents: a decision on each span, which
    # enters the memory at once; the phone number is typed as it stands (own text).
    for document in documents:
        if document in tab:
            continue
        for span in document.spans.all():
            original = document.text[span.start : span.end]
            if original == PHONE:
                decision_save(
                    span=span, reviewer=lead, kind=DecisionKind.OWN, text=original
                )
                continue
            decision_save(
                span=span, reviewer=lead, kind=DecisionKind.ACCEPT,
                candidate=candidates[span.pk],
            )  # fmt: skip


def _leaks(project: Any, runs: list[Any], web: Any) -> None:
    """The leak scan of run 2's export, and two of its three answers."""
    from annotation.reports.choices import source_resolve
    from annotation.reports.leaks import leak_scan

    source = source_resolve(project=project, run=runs[1])
    found = leak_scan(project=project, source=source).findings
    texts = {f.finding.text: f for f in found}
    assert {"Zandvoort", "Okonkwo"} <= set(texts), sorted(texts)
    form = {"source": f"run:{runs[1].pk}", "format": "text", "fill": ""}
    added = texts["Zandvoort"]
    answer = web.post(
        f"/projects/{project.pk}/exports/leaks/span/",
        {
            **form,
            "document": added.document.pk,
            "start": added.finding.start,
            "end": added.finding.end,
            "like_span": added.finding.span,
        },
    )
    assert answer.status_code == 302, answer.status_code
    kept = texts["Okonkwo"]
    answer = web.post(
        f"/projects/{project.pk}/exports/leaks/keep/",
        {**form, "document": kept.document.pk, "text": kept.finding.text},
    )
    assert answer.status_code == 302, answer.status_code
    page = web.get(f"/projects/{project.pk}/exports/", {**form, "check": "1"})
    assert page.status_code == 200


def _export(project: Any, runs: list[Any], web: Any) -> None:
    base = f"/projects/{project.pk}"
    for run in runs:
        answer = web.get(
            f"{base}/exports/pseudonymized/",
            {"source": f"run:{run.pk}", "format": "doccano", "allow_leaks": "1"},
        )
        assert answer.status_code == 200, answer.status_code
        b"".join(answer.streaming_content) if answer.streaming else answer.content
        web.get(f"/runs/{run.pk}/export/")
        web.get(
            f"{base}/exports/correspondence/",
            {"source": f"run:{run.pk}", "format": "csv"},
        )
    final = web.get(
        f"{base}/exports/pseudonymized/",
        {"source": "final", "format": "tab", "fill": "placeholder", "allow_leaks": "1"},
    )
    assert final.status_code == 200, final.status_code
    for fmt in ("doccano", "tab"):
        answer = web.get(f"{base}/export/", {"format": fmt})
        assert answer.status_code == 200, answer.status_code
        b"".join(answer.streaming_content)


def readback() -> None:
    """Print, as one JSON line, what the app reads back through its models with the
    key: where the walk put each original (the dump tests check they are all there,
    so that a database without them cannot pass)."""
    from annotation.corpus.models import ActivityLog, CorpusImport, Document, ImportJob
    from annotation.review.models import Review
    from generation.models import Candidate, KeepEntry, PseudonymEntry, RunMeasure

    read: list[Any] = []
    for document in Document.objects.all():
        read += [document.text, document.metadata, document.comments]
    read += [list(CorpusImport.objects.values_list("report", flat=True))]
    read += [list(ImportJob.objects.values_list("report", "error"))]
    read += [list(Review.objects.values_list("comment", flat=True))]
    read += [list(Candidate.objects.values_list("text", flat=True))]
    read += [list(PseudonymEntry.objects.values_list("original", "value"))]
    read += [list(KeepEntry.objects.values_list("text", flat=True))]
    read += [list(RunMeasure.objects.values_list("values", "notes", "error"))]
    read += [list(ActivityLog.objects.values_list("secret", flat=True))]
    print(json.dumps(read, ensure_ascii=False))
