"""Error table, agreement and stored metrics, computed from the database."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import numpy as np
import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from annotation.reports import renderers
from annotation.reports import tables as reports
from annotation.reports.metrics import run_metrics_compute
from annotation.review.models import Review
from generation.engines.inventory import Inventory
from generation.engines.tagging import ConlluTagger
from generation.models import RunMetrics
from tests.annotation.report_helpers import build_world, review

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    return build_world()


def tagged(world):
    lead, ann = world.lead, world.annotator
    review(world, 0, "anna1", lead, "NO_ERROR")
    review(world, 0, "bo1", lead, "NO_ERROR")
    review(world, 0, "lund1", lead, "SEM:CATEGORY")
    review(world, 0, "eva", lead, "POS")
    review(world, 0, "anna1", ann, "NO_ERROR")
    review(world, 0, "bo1", ann, "GRAMMAR")
    review(world, 0, "lund1", ann, "SEM:CATEGORY")
    review(world, 1, "anna1", lead, "OVERLAP")
    review(world, 1, "eva", lead, "FAILED")
    return world


def test_error_table_counts_and_shares_per_run(world) -> None:
    tagged(world)
    data = reports.error_table(project=world.project)
    first, second = data["runs"]
    assert first["run"] == world.runs[0].pk
    assert (first["n"], first["candidates"]) == (7, 4)
    assert first["tags"]["NO_ERROR"] == {"count": 3, "share": pytest.approx(3 / 7)}
    assert first["tags"]["SEM:CATEGORY"]["count"] == 2
    assert sum(cell["share"] for cell in first["tags"].values()) == pytest.approx(1)
    assert set(first["tags"]) == set(reports.TAGS)
    assert second["n"] == 2
    assert second["tags"]["FAILED"]["share"] == pytest.approx(0.5)
    assert (second["generator"], second["language"]) == ("mlm", "en")


def test_error_table_filters_by_reviewer_category_and_document(world) -> None:
    tagged(world)
    by_reviewer = reports.error_table(
        project=world.project, reviewer_id=world.annotator.pk
    )
    assert [c["n"] for c in by_reviewer["runs"]] == [3]
    by_category = reports.error_table(project=world.project, category="LOC")
    assert by_category["runs"][0]["tags"]["SEM:CATEGORY"]["count"] == 2
    assert by_category["runs"][0]["n"] == 2
    by_document = reports.error_table(
        project=world.project, document_id=world.documents[1].pk
    )
    assert [c["n"] for c in by_document["runs"]] == [1, 1]


def test_error_table_runs_two_queries_whatever_the_number_of_reviews(world) -> None:
    tagged(world)
    with CaptureQueriesContext(connection) as queries:
        reports.error_table(project=world.project)
    grouped = [q["sql"] for q in queries.captured_queries if "GROUP BY" in q["sql"]]
    assert len(grouped) == 2
    # Two grouped counts and one read of the runs, however many reviews there are.
    assert len(queries.captured_queries) == 3


def test_error_table_by_configuration_adds_up_runs_of_one_configuration(world) -> None:
    tagged(world)
    world.runs[1].generator = "upos"
    world.runs[1].options = world.runs[0].options
    world.runs[1].save()
    data = reports.error_table(project=world.project, by="configuration")
    assert len(data["runs"]) == 1
    assert data["runs"][0]["n"] == 9
    assert data["runs"][0]["run"] == [r.pk for r in world.runs]


def test_requested_run_without_reviews_gets_an_empty_column(world) -> None:
    data = reports.error_table(project=world.project, run_ids=[world.runs[1].pk])
    assert data["runs"][0]["n"] == 0
    assert data["runs"][0]["tags"]["NO_ERROR"]["share"] == 0.0


def test_agreement_uses_only_candidates_tagged_by_two_reviewers(world) -> None:
    tagged(world)
    data = reports.agreement_report(project=world.project)
    assert data["n"] == 3  # anna1, bo1, lund1 of run 0
    (pair,) = data["pairs"]
    assert (pair["a"], pair["b"], pair["n"]) == ("reports-ann", "reports-lead", 3)
    # ann: NO_ERROR, GRAMMAR, SEM:CATEGORY; lead: NO_ERROR, NO_ERROR, SEM:CATEGORY
    # po = 2/3; pe = (1*2 + 1*0 + 1*1) / 9 = 1/3; kappa = (1/3) / (2/3) = 0.5
    assert pair["kappa"] == pytest.approx(0.5)
    assert data["confusion"]["GRAMMAR"]["NO_ERROR"] == 1
    assert data["confusion"]["SEM:CATEGORY"]["SEM:CATEGORY"] == 1
    assert data["alpha"] is not None and data["alpha"] < 1


class UnitEmbedder:
    def encode(self, texts):
        return np.array([[len(t), 1.0] for t in texts])


def tiny_tagger() -> ConlluTagger:
    sentences = [[("met", "VERB"), ("in", "ADP"), ("called", "VERB"), ("from", "ADP")]]
    return ConlluTagger(Inventory.from_sentences(sentences), language="en")


def test_run_metrics_compute_stores_values_for_the_run(world) -> None:
    stored = run_metrics_compute(
        run_id=world.runs[1].pk, tagger=tiny_tagger(), embedder=UnitEmbedder()
    )
    stored.refresh_from_db()
    values = stored.values
    assert stored.status == RunMetrics.Status.DONE
    # Oslo is NO_MASK and got itself back: kept, so 8 replaced spans.
    assert values["candidates"] == 8
    assert values["failed_share"] == pytest.approx(1 / 8)
    # Overlap over spans with words (1994 left out): 6 spans of document 1 and Eva;
    # "Berg" for "Anna Berg" is partial only.
    assert values["overlap_n"] == 7
    assert values["overlap_partial"] == pytest.approx(1 / 7)
    assert values["overlap_absolute"] == 0
    # e1: Berg/Sara split; e2: Tom/Tom; e3: Rome/Tom split -> 1 of 3 consistent.
    assert values["entity_consistency"] == pytest.approx(1 / 3)
    # Tom is given to e2 and e3 -> one merged pair.
    assert values["merged_entities"] == 1
    assert values["upos_accuracy"] is not None
    assert 0 < values["similarity_word"] <= 1


def test_missing_similarity_model_leaves_a_note_and_stores_the_rest(
    world, settings, tmp_path
) -> None:
    settings.PSEUDOWEB_SIMILARITY_MODEL = str(tmp_path / "no-model")
    stored = run_metrics_compute(run_id=world.runs[0].pk, tagger=None)
    assert stored.status == RunMetrics.Status.DONE
    assert stored.values["similarity_word"] is None
    assert any("PSEUDOWEB_SIMILARITY_MODEL" in note for note in stored.notes)
    assert stored.values["failed_share"] == 0


def test_metrics_report_puts_originals_first_and_marks_missing_runs(world) -> None:
    run_metrics_compute(run_id=world.runs[0].pk, tagger=None, embedder=UnitEmbedder())
    data = reports.metrics_report(project=world.project)
    originals = data["originals"]
    # 8 spans (Oslo is NO_MASK): forms Anna Berg, Bo x2, Lund x2, Anna, Eva, 1994.
    assert originals["spans"] == 8
    assert originals["form_frequency"]["singletons"] == 4
    assert originals["multiword_share"] == pytest.approx(1 / 8)
    first, second = data["runs"]
    assert first["status"] == "done" and second["status"] == "missing"
    assert first["entity_consistency"] == pytest.approx(2 / 3)
    for key in (
        "run",
        "generator",
        "upos_accuracy",
        "overlap_partial",
        "overlap_absolute",
        "similarity_word",
        "similarity_sentence",
        "form_frequency",
        "unique_ratio_per_document",
        "multiword_share",
        "failed_share",
        "entity_consistency",
        "merged_entities",
    ):
        assert key in first


def test_renderers_write_csv_json_latex(world) -> None:
    tagged(world)
    data = reports.error_table(project=world.project)
    csv_text = renderers.render("errors", data, "csv")
    assert csv_text.splitlines()[0].startswith("run,label,generator,language,n")
    assert len(csv_text.splitlines()) == 1 + 2 * len(reports.TAGS)
    assert json.loads(renderers.render("errors", data, "json")) == data
    latex = renderers.render("errors", data, "latex")
    assert r"\toprule" in latex and r"\bottomrule" in latex
    assert r"SEM:MERGED-ENTITY" in latex and "0.4286" in latex
    agreement = renderers.render(
        "agreement", reports.agreement_report(project=world.project), "latex"
    )
    assert r"\kappa" in agreement


def test_latex_escapes_special_characters() -> None:
    assert renderers.latex_escape("a_b & 50%") == r"a\_b \& 50\%"


def test_charts_are_well_formed_svg(world) -> None:
    tagged(world)
    errors = renderers.errors_svg(reports.error_table(project=world.project))
    root = ET.fromstring(errors)
    assert root.tag.endswith("svg")
    bars = [
        r
        for r in root.iter("{http://www.w3.org/2000/svg}rect")
        if r.find("{http://www.w3.org/2000/svg}title") is not None
    ]
    # run 0 has 4 tags in use, run 1 has 2.
    assert len(bars) == 6
    run_metrics_compute(run_id=world.runs[0].pk, tagger=None, embedder=None)
    box = ET.fromstring(
        renderers.metrics_box_svg(reports.metrics_report(project=world.project))
    )
    assert box.tag.endswith("svg")


# --- Pages and API ---------------------------------------------------------------


def test_errors_page_shows_table_and_inline_chart(world, client) -> None:
    tagged(world)
    client.force_login(world.annotator)
    response = client.get(f"/projects/{world.project.pk}/reports/errors/")
    assert response.status_code == 200
    body = response.content.decode()
    assert 'id="error-table"' in body and "<svg" in body
    assert "0.4286" in body  # NO_ERROR share of run 0: 3 of 7


def test_errors_page_downloads_each_format_with_filters(world, client) -> None:
    tagged(world)
    client.force_login(world.lead)
    url = f"/projects/{world.project.pk}/reports/errors/"
    base = {"reviewer": world.annotator.pk}
    csv_response = client.get(url, {**base, "download": "csv"})
    assert csv_response["Content-Type"].startswith("text/csv")
    assert "attachment" in csv_response["Content-Disposition"]
    json_data = json.loads(client.get(url, {**base, "download": "json"}).content)
    assert [c["n"] for c in json_data["runs"]] == [3]
    latex = client.get(url, {**base, "download": "latex"}).content.decode()
    assert r"\toprule" in latex
    svg = client.get(url, {**base, "download": "svg"})
    assert svg["Content-Type"] == "image/svg+xml"
    ET.fromstring(svg.content)


def test_report_pages_are_invisible_to_non_members(world, client) -> None:
    from tests.factories import UserFactory

    client.force_login(UserFactory(username="stranger"))
    for kind in ("errors", "metrics", "agreement"):
        assert (
            client.get(f"/projects/{world.project.pk}/reports/{kind}/").status_code
            == 404
        )


def test_metrics_and_agreement_pages_render(world, client) -> None:
    tagged(world)
    run_metrics_compute(run_id=world.runs[0].pk, tagger=None, embedder=None)
    client.force_login(world.lead)
    metrics_page = client.get(f"/projects/{world.project.pk}/reports/metrics/")
    body = metrics_page.content.decode()
    assert "Original" in body and 'id="metrics-table"' in body and "<svg" in body
    agreement_page = client.get(f"/projects/{world.project.pk}/reports/agreement/")
    assert "Based on <strong>3</strong> candidates" in agreement_page.content.decode()


def test_compute_button_queues_metrics_for_leads_only(
    world, client, monkeypatch, django_capture_on_commit_callbacks
) -> None:
    url = f"/projects/{world.project.pk}/reports/metrics/compute/"
    client.force_login(world.annotator)
    assert client.post(url).status_code == 403
    calls: list[tuple] = []
    monkeypatch.setattr(
        "annotation.reports.tasks.compute_run_metrics.apply_async",
        lambda args, **options: calls.append((args, options["queue"])),
    )
    client.force_login(world.lead)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(url, {"run": [world.runs[1].pk]})
    assert response.status_code == 302
    # On the metrics queue: never in the way of runs.
    assert calls == [((world.runs[1].pk,), "metrics")]
    assert RunMetrics.objects.get(run=world.runs[1]).status == "queued"


def test_background_task_computes_the_metrics(world, settings, tmp_path) -> None:
    from annotation.reports.tasks import compute_run_metrics

    settings.PSEUDOWEB_SIMILARITY_MODEL = str(tmp_path / "none")
    compute_run_metrics.apply(args=[world.runs[0].pk])
    stored = RunMetrics.objects.get(run=world.runs[0])
    assert stored.status == "done" and stored.values["candidates"] == 8


def test_api_returns_the_report_json(world, client) -> None:
    tagged(world)
    client.force_login(world.annotator)
    base = f"/api/projects/{world.project.pk}/reports/"
    errors = client.get(base + "errors/", {"run": world.runs[1].pk}).json()
    assert [c["run"] for c in errors["runs"]] == [world.runs[1].pk]
    agreement = client.get(base + "agreement/").json()
    assert agreement["n"] == 3
    metrics = client.get(base + "metrics/").json()
    assert set(metrics) == {"originals", "runs"}
    assert client.get(base + "nonsense/").status_code == 404


def test_error_table_by_configuration_splits_a_mixed_run_by_document_language(
    world,
) -> None:
    tagged(world)
    world.documents[1].language = "sv"
    world.documents[1].save()
    world.runs[1].generator = "upos"
    world.runs[1].options = world.runs[0].options
    world.runs[1].save()
    expected = {
        language: Review.objects.filter(document__language=language).count()
        for language in ("en", "sv")
    }
    assert expected["en"] and expected["sv"]  # the world has reviews in both

    data = reports.error_table(project=world.project, by="configuration")

    by_language = {column["language"]: column for column in data["runs"]}
    assert {k: v["n"] for k, v in by_language.items()} == expected
