"""The research's utility measures of a run (issue 22): computed and stored one row
per run and measure, on the metrics queue, in the report's JSON/CSV/LaTeX, on the
metrics page with a progress bar, from the ``report`` command, and for whom."""

from __future__ import annotations

import csv
import io
import json
from datetime import timedelta
from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.utils import timezone

from annotation.corpus.models import Document, Label, Span
from annotation.reports import renderers
from annotation.reports import tables as reports
from annotation.reports.measures import (
    class_of,
    measures_request,
    parse_measures,
    run_document_pairs,
    run_measure_compute,
)
from generation.engines.summary import summary_rouge
from generation.models import Candidate, GenerationRun, RunMeasure, RunStatus
from tests.annotation.report_helpers import build_world
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

FIRST_WORDS = 4


class FirstWords:
    """A summariser that keeps the first words: summaries differ where names do."""

    name = "first-words"

    def __init__(self) -> None:
        self.seen: list[str] = []

    def summarise(self, texts):
        self.seen += list(texts)
        return [" ".join(text.split()[:FIRST_WORDS]) for text in texts]


@pytest.fixture
def world():
    return build_world(name="measures")


def add_classified(world, count: int = 8):
    """Documents with a class in their metadata ("topic": sport / court), a PER span
    each, and a candidate of run 0 for it."""
    person = Label.objects.get(project=world.project, name="PER")
    for number in range(count):
        topic = "sport" if number % 2 else "court"
        words = (
            "scored a goal in the match"
            if topic == "sport"
            else "was sentenced by the court"
        )
        text = f"Name{number} {words} on day {number}."
        document = Document.objects.create(
            project=world.project,
            external_id=f"c{number}",
            text=text,
            position=10 + number,
            metadata={"meta": {"topic": topic}},
        )
        span = Span.objects.create(
            document=document, start=0, end=len(f"Name{number}"), label=person
        )
        Candidate.objects.create(
            run=world.runs[0], span=span, document=document, text="Alex", failed=False
        )


def test_pairs_are_the_original_and_the_run_s_pseudonymized_text(world) -> None:
    pairs = {
        pair.key: (language, pair)
        for language, pair in run_document_pairs(world.runs[0])
    }
    language, first = pairs[world.documents[0].pk]
    assert language == "en"
    assert first.original.startswith("Anna Berg met Bo in Lund.")
    assert first.pseudonymized == (
        "Karin Ek met Al in Paris. Later Karin called Al from Paris."
    )
    assert ("PERSON", "Anna Berg", "Karin Ek") in {
        (c.label, c.original, c.pseudonym) for c in first.changes
    }
    # NO_MASK "Oslo" is kept: not a change
    _, second = pairs[world.documents[1].pk]
    assert second.pseudonymized == "Maja was born in 2001 in Oslo."
    assert {c.original for c in second.changes} == {"Eva", "1994"}
    assert first.klass is None


def test_class_of_reads_the_shapes_a_class_comes_in() -> None:
    assert class_of("sport") == "sport"
    assert class_of(3) == "3"
    assert class_of(["sport"]) == "sport"
    assert class_of(["b", "a"]) == "a+b"
    assert class_of({"sport": 0.9, "court": 0.1}) == "sport"
    assert class_of({"sport": 0, "court": 0}) is None
    assert class_of(None) is None and class_of("  ") is None and class_of([]) is None


def test_summary_is_computed_stored_and_reported(world) -> None:
    fake = FirstWords()
    stored = run_measure_compute(
        run_id=world.runs[0].pk, measure="summary", summariser=fake
    )
    assert stored.status == "done"
    pairs = [
        (pair.original, pair.pseudonymized, language)
        for language, pair in run_document_pairs(world.runs[0])
    ]
    expected = summary_rouge(pairs, FirstWords())
    for key in ("rouge1", "rouge2", "rougeL", "rougeLsum"):
        assert stored.values[key] == pytest.approx(expected[key])
    # "Karin Ek met Al" against "Anna Berg met Bo": 1 of 4 words in common
    assert stored.values["rouge1"] == pytest.approx((0.25 + 0.75) / 2)
    assert stored.values["model"] == "first-words"
    assert (stored.done, stored.total) == (2, 2)
    row = reports.metrics_report(project=world.project)["runs"][0]
    assert row["summary_rouge"]["rouge1"] == pytest.approx(0.5)
    assert row["measures"]["summary"]["status"] == "done"
    # the measures not asked for say so, and how to ask
    assert row["detectability"] is None and row["downstream"] is None
    assert any("Detectability not computed" in note for note in row["notes"])


def test_a_missing_summariser_falls_back_to_the_light_one_with_a_note(
    world, settings, tmp_path
) -> None:
    settings.PSEUDOWEB_SUMMARY_MODEL = str(tmp_path / "no-model")
    stored = run_measure_compute(run_id=world.runs[0].pk, measure="summary")
    assert stored.status == "done"
    assert stored.values["model"].startswith("light: extractive")
    assert "PSEUDOWEB_SUMMARY_MODEL" in " ".join(stored.notes)
    assert "Traceback" not in " ".join(stored.notes)
    row = reports.metrics_report(project=world.project)["runs"][0]
    assert row["summary_rouge"]["model"].startswith("light")
    assert any("PSEUDOWEB_SUMMARY_MODEL" in note for note in row["notes"])


def test_a_per_language_summariser_setting_wins(world, settings, tmp_path) -> None:
    settings.PSEUDOWEB_SUMMARY_MODEL_EN = str(tmp_path / "english-model")
    stored = run_measure_compute(run_id=world.runs[0].pk, measure="summary")
    assert "PSEUDOWEB_SUMMARY_MODEL_EN" in " ".join(stored.notes)


def test_detectability_with_the_light_classifier(world, settings) -> None:
    settings.PSEUDOWEB_DETECTOR_MODEL = ""
    add_classified(world, count=6)
    stored = run_measure_compute(run_id=world.runs[0].pk, measure="detect")
    assert stored.status == "done", stored.notes
    assert stored.values["model"].startswith("light")
    assert stored.values["documents"] == 8
    assert 0 <= stored.values["accuracy"] <= 1
    assert stored.done == stored.total > 0


def test_a_detector_model_that_cannot_load_falls_back_with_a_note(
    world, settings, tmp_path
) -> None:
    settings.PSEUDOWEB_DETECTOR_MODEL = str(tmp_path / "no-bert")
    add_classified(world, count=4)
    stored = run_measure_compute(run_id=world.runs[0].pk, measure="detect")
    assert stored.status == "done"
    assert stored.values["model"].startswith("light")
    assert "PSEUDOWEB_DETECTOR_MODEL" in " ".join(stored.notes)


def test_downstream_reads_the_class_key_and_names_unlabelled_documents(
    world, settings
) -> None:
    settings.PSEUDOWEB_DETECTOR_MODEL = ""
    add_classified(world, count=8)
    # one document of a class of its own: left out, and named
    world.documents[1].metadata = {"topic": "weather"}
    world.documents[1].save()
    stored = run_measure_compute(
        run_id=world.runs[0].pk, measure="downstream", class_key="topic"
    )
    assert stored.status == "done", stored.notes
    values = stored.values
    assert values["class_key"] == "topic" and values["classes"] == ["court", "sport"]
    # the class words are never replaced: every figure is perfect
    for key in renderers.DOWNSTREAM_CELLS:
        assert values[key] == 1.0
    # the first document of build_world has no topic: left out, and said so
    assert values["unlabelled"] == 1
    assert any("1 document(s) have no class" in note for note in stored.notes)
    assert any("left out of downstream utility: 'weather'" in n for n in stored.notes)
    latex = renderers.render(
        "metrics", reports.metrics_report(project=world.project), "latex"
    )
    assert "Downstream utility of" in latex and "1.000 (+0.000)" in latex


def test_downstream_with_one_document_per_class_fails_with_the_reason(world) -> None:
    for document, topic in zip(world.documents, ("a", "b"), strict=True):
        document.metadata = {"topic": topic}
        document.save()
    stored = run_measure_compute(
        run_id=world.runs[0].pk, measure="downstream", class_key="topic"
    )
    assert stored.status == "failed"
    assert "Downstream utility not measured" in stored.notes[0]


def test_csv_has_a_column_per_figure_and_model(world) -> None:
    run_measure_compute(
        run_id=world.runs[0].pk, measure="summary", summariser=FirstWords()
    )
    text = renderers.render(
        "metrics", reports.metrics_report(project=world.project), "csv"
    )
    header, _original, first, _second = csv.reader(io.StringIO(text))
    assert "summary rougeLsum" in header and "detectability accuracy" in header
    assert "downstream train_pseudonymized_test_original" in header
    cells = dict(zip(header, first, strict=True))
    assert cells["summary rouge1"] == "0.5000"
    assert cells["summary model"] == "first-words"
    assert "Detectability not computed" in cells["notes"]


def test_parse_measures_and_request_validation(world) -> None:
    assert parse_measures("downstream,summary") == ["summary", "downstream"]
    with pytest.raises(ValueError, match="unknown measure 'rouge'"):
        parse_measures("rouge")
    with pytest.raises(ValueError, match="class"):
        measures_request(run=world.runs[0], measures=["downstream"], class_key=" ")


# --------------------------------------------------------------------------------------
# The command


def test_report_command_computes_the_measures_asked_for(world, settings) -> None:
    settings.PSEUDOWEB_DETECTOR_MODEL = ""
    add_classified(world, count=8)
    out, err = StringIO(), StringIO()
    call_command(
        "report",
        "--project",
        world.project.name,
        "--kind",
        "metrics",
        "--compute",
        "--measures",
        "detect,downstream",
        "--class-key",
        "topic",
        "--run",
        str(world.runs[0].pk),
        "--format",
        "json",
        "--no-progress",
        stdout=out,
        stderr=err,
    )
    data = json.loads(out.getvalue())
    row = data["runs"][0]
    assert set(row["detectability"]) >= {"accuracy", "model", "giveaways"}
    assert set(row["downstream"]) >= {
        "train_original_test_original",
        "train_original_test_pseudonymized",
        "train_pseudonymized_test_original",
        "train_pseudonymized_test_pseudonymized",
        "model",
        "class_key",
    }
    assert row["summary_rouge"] is None
    assert "computing detectability of run" in err.getvalue()
    # the automatic metrics were not computed by this call
    assert row["status"] == "missing"


@pytest.mark.parametrize(
    "extra, message",
    [
        (["--compute", "--measures", "rouge"], "unknown measure"),
        (["--compute", "--measures", "downstream"], "--class-key"),
        (["--measures", "detect"], "--compute"),
        (["--compute", "--class-key", "topic"], "--measures downstream"),
    ],
)
def test_report_command_refuses_unclear_measures(world, extra, message) -> None:
    with pytest.raises(CommandError, match=message):
        call_command(
            "report",
            "--project",
            world.project.name,
            "--kind",
            "metrics",
            *extra,
            stdout=StringIO(),
            stderr=StringIO(),
        )
    assert not RunMeasure.objects.exists()


# --------------------------------------------------------------------------------------
# The queue


def test_the_task_claims_computes_and_honours_the_busy_rule(world, settings) -> None:
    from annotation.reports.tasks import compute_run_measure

    settings.PSEUDOWEB_DETECTOR_MODEL = ""
    add_classified(world, count=4)
    measures_request(run=world.runs[0], measures=["detect"])
    compute_run_measure.apply(args=[world.runs[0].pk, "detect"])
    row = RunMeasure.objects.get(run=world.runs[0], measure="detect")
    assert row.status == "done" and row.values["documents"] == 6
    # a second delivery of the same message finds nothing queued: computes nothing
    done_at = row.computed_at
    compute_run_measure.apply(args=[world.runs[0].pk, "detect"])
    assert RunMeasure.objects.get(pk=row.pk).computed_at == done_at


def test_measures_count_as_metrics_work_and_are_recovered(world, monkeypatch) -> None:
    from generation import services_queue

    sent: list[tuple] = []
    monkeypatch.setattr(
        services_queue, "measure_send", lambda *args, **kw: sent.append(args)
    )
    now = timezone.now()
    RunMeasure.objects.create(
        run=world.runs[0],
        measure="detect",
        status="running",
        worker="w1@host:11",
        heartbeat_at=now,
    )
    assert services_queue.metrics_busy_on("w1@host") == 1
    dead = RunMeasure.objects.create(
        run=world.runs[1],
        measure="summary",
        status="running",
        worker="w2@host:12",
        heartbeat_at=now - timedelta(hours=1),
    )
    assert services_queue.metrics_recover() == [world.runs[1].pk]
    assert sent == [(world.runs[1].pk, "summary")]
    dead.refresh_from_db()
    assert dead.status == "queued" and dead.worker == ""


# --------------------------------------------------------------------------------------
# The page, and who may reach what


def test_lead_queues_measures_from_the_page(
    world, client, monkeypatch, django_capture_on_commit_callbacks
) -> None:
    calls: list[tuple] = []
    monkeypatch.setattr(
        "annotation.reports.tasks.compute_run_measure.apply_async",
        lambda args, **options: calls.append((tuple(args), options["queue"])),
    )
    client.force_login(world.lead)
    url = f"/projects/{world.project.pk}/reports/metrics/measures/compute/"
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(
            url, {"run": [world.runs[1].pk], "measure": ["summary", "detect"]}
        )
    assert response.status_code == 302 and response.url.endswith("#measures")
    assert sorted(calls) == [
        ((world.runs[1].pk, "detect"), "metrics"),
        ((world.runs[1].pk, "summary"), "metrics"),
    ]
    # the page shows a progress bar and polls while they wait
    page = client.get(f"/projects/{world.project.pk}/reports/metrics/").content
    body = page.decode()
    assert 'id="measures-table"' in body and 'role="progressbar"' in body
    assert "reports/metrics/measures/" in body and 'hx-trigger="every 2s"' in body
    # downstream without a class key: refused with the reason, nothing queued
    response = client.post(url, {"measure": ["downstream"]}, follow=True)
    assert "needs the document metadata key" in response.content.decode()
    assert not RunMeasure.objects.filter(measure="downstream").exists()


def test_who_may_ask_for_and_read_the_measures(world, client) -> None:
    run_measure_compute(
        run_id=world.runs[0].pk, measure="summary", summariser=FirstWords()
    )
    hidden = GenerationRun.objects.create(
        project=world.project,
        generator="surrogate",
        language="en",
        status=RunStatus.DONE,
        visible_to_annotators=False,
        name="secret-run",
    )
    run_measure_compute(run_id=hidden.pk, measure="summary", summariser=FirstWords())
    compute = f"/projects/{world.project.pk}/reports/metrics/measures/compute/"
    section = f"/projects/{world.project.pk}/reports/metrics/measures/"
    # anonymous: to the login page
    assert client.get(section).status_code == 302
    assert client.post(compute, {"measure": ["summary"]}).status_code == 302
    # a lead of another project: the project does not exist for them
    other = UserFactory(username="other-lead")
    client.force_login(other)
    assert client.get(section).status_code == 404
    assert client.post(compute, {"measure": ["summary"]}).status_code == 404
    # an annotator reads the runs they may see, never asks for computations
    client.force_login(world.annotator)
    assert client.post(compute, {"measure": ["summary"]}).status_code == 403
    body = client.get(section).content.decode()
    assert f'data-run="{world.runs[0].pk}"' in body
    assert f'data-run="{hidden.pk}"' not in body and "secret-run" not in body
    assert "measures-form" not in body
    api = client.get(f"/api/projects/{world.project.pk}/reports/metrics/").json()
    assert [row["run"] for row in api["runs"]] == [r.pk for r in world.runs]
    client.force_login(world.lead)
    body = client.get(section).content.decode()
    assert f'data-run="{hidden.pk}"' in body and "measures-form" in body


def test_summary_with_a_real_model_from_the_setting(world, settings, tmp_path) -> None:
    """The whole path a worker takes: the setting names a folder, the summariser is
    loaded from it (a tiny T5 built here), every document is summarised twice."""
    from tests.generation.engines.test_summary import build_tiny_t5

    settings.PSEUDOWEB_SUMMARY_MODEL = str(build_tiny_t5(tmp_path / "t5"))
    stored = run_measure_compute(run_id=world.runs[0].pk, measure="summary")
    assert stored.status == "done", stored.notes
    assert stored.values["model"] == settings.PSEUDOWEB_SUMMARY_MODEL
    assert stored.values["documents"] == 2
    for key in ("rouge1", "rouge2", "rougeL", "rougeLsum"):
        assert 0 <= stored.values[key] <= 1
