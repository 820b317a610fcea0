"""Each imported document's language: from a metadata key and a map, the automatic
``language`` key, or detection with a threshold; kept through an export round trip."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.test import Client
from django.urls import reverse
from rest_framework.test import APIClient

from annotation.corpus.importers.language import (
    LanguageRule,
    detect_language,
    language_code,
    parse_language_map,
)
from annotation.corpus.models import Document, ImportJob, Project, Role
from annotation.corpus.services import corpus_export, corpus_import
from tests.annotation.import_helpers import write_jsonl
from tests.factories import MembershipFactory, ProjectFactory

pytestmark = pytest.mark.django_db

SV_TEXT = "Karin bor i Örebro och arbetar på sjukhuset sedan hon flyttade dit."
EN_TEXT = "Karin lives in Leeds and has worked at the hospital since she moved there."


def languages(project: str = "p") -> dict[str, str]:
    return dict(
        Document.objects.filter(project__name=project).values_list(
            "external_id", "language"
        )
    )


# --- the rules on their own ---------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "code"),
    [
        ("en", "en"),
        ("English", "en"),
        ("eng", "en"),
        ("en-GB", "en"),
        ("sv", "sv"),
        ("SV_se", "sv"),
        ("svenska", "sv"),
        ("Swedish", "sv"),
        (" swe ", "sv"),
        ("fi", None),
        ("", None),
        (3, None),
    ],
)
def test_language_code_reads_names_and_codes(value, code) -> None:
    assert language_code(value) == code


def test_language_map_rules_match_exact_values_patterns_and_regexes() -> None:
    rule = LanguageRule(
        default="en",
        key="lang",
        rules=parse_language_map(["SWE=sv", "*_ENG=en", "re:^se[0-9]+$=Swedish"]),
    )
    assert rule.map_value("swe") == "sv"  # any case
    assert rule.map_value("letters_ENG") == "en"
    assert rule.map_value("se12") == "sv"
    assert rule.map_value("svenska") == "sv"  # no rule needed
    assert rule.map_value("FIN") is None


def test_a_rule_without_a_dot_matches_the_value_without_its_extension() -> None:
    rule = LanguageRule(
        default="en", key="lang", rules=parse_language_map(["*_ENG=en", "SWE=sv"])
    )
    # The values of issue 25: file names, with the pattern its users wrote first.
    assert rule.map_value("gv-eng-swe-105_ENG.json") == "en"
    assert rule.map_value("SWE.jsonl") == "sv"
    # A rule with a dot means the extension: it is not stripped for it.
    dotted = LanguageRule(
        default="en", key="lang", rules=parse_language_map(["*_ENG.txt=en"])
    )
    assert dotted.map_value("a_ENG.txt") == "en"
    assert dotted.map_value("a_ENG.json") is None


def test_an_unmatched_value_is_quoted_with_the_rules_and_a_rule_that_would_match(
    tmp_path: Path,
) -> None:
    path = write_jsonl(
        tmp_path / "a.jsonl",
        [{"id": 1, "text": "x", "lang": "gv-eng-swe-105_FIN.json"}],
    )

    report = corpus_import(
        project_name="p", path=path, language_key="lang", language_map=["*_ENG=en"]
    )

    [error] = report.errors
    assert error.message == (
        "document '1': language 'lang' is 'gv-eng-swe-105_FIN.json'; no language "
        "map rule ('*_ENG=en') matches it; a rule such as "
        "'gv-eng-swe-105_FIN.json=en' or '*_FIN=en' (en or sv) would map it"
    )


def test_twenty_file_named_documents_import_with_the_pattern_the_help_suggests(
    tmp_path: Path,
) -> None:
    records = [
        {
            "id": i,
            "text": "x",
            "file": f"gv-eng-swe-{i}_{'ENG' if i % 2 else 'SWE'}.json",
        }
        for i in range(20)
    ]
    path = write_jsonl(tmp_path / "a.jsonl", records)

    report = corpus_import(
        project_name="p",
        path=path,
        language_key="file",
        language_map=["*_ENG=en", "*_SWE=sv"],
    )

    assert report.imported, report.errors
    assert report.as_json()["languages"] == {"en": {"key": 10}, "sv": {"key": 10}}


@pytest.mark.parametrize(
    ("rule", "message"),
    [
        ("SWE", "has no '='"),
        ("SWE=fi", "'fi' is not a language"),
        ("=sv", "nothing before '='"),
        ("re:([=sv", "bad regular expression"),
    ],
)
def test_bad_language_map_rules_say_what_is_wrong(rule, message) -> None:
    with pytest.raises(ValueError, match=message):
        parse_language_map([rule])


def test_detection_tells_english_from_swedish_and_says_when_unsure() -> None:
    assert detect_language(SV_TEXT).language == "sv"
    assert detect_language(EN_TEXT).language == "en"
    assert detect_language(SV_TEXT).confidence > 0.8
    short = detect_language("Call Bob: 5/6")
    assert short.language is None and short.confidence == 0.5


def test_an_even_mix_is_unsure_and_says_why() -> None:
    decision = LanguageRule(default="sv").detect(external_id="7", text="the och")

    assert (decision.language, decision.how) == ("sv", "default")
    assert decision.warning == (
        "document '7': language unsure: it has as many English as Swedish words; "
        "took the project's language 'sv'"
    )


# --- the import ---------------------------------------------------------------------


def test_import_maps_key_values_and_reports_how(tmp_path: Path) -> None:
    path = write_jsonl(
        tmp_path / "a.jsonl",
        [
            {"id": 1, "text": "Hej", "lang": "ENG_x"},
            {"id": 2, "text": "Hi", "lang": "letters_SWE"},
            {"id": 3, "text": "Hi", "lang": "sv"},  # a code needs no rule
        ],
    )

    report = corpus_import(
        project_name="p",
        path=path,
        language_key="lang",
        language_map=["*_SWE=sv", "re:^ENG=en"],
    )

    assert report.imported
    assert languages() == {"1": "en", "2": "sv", "3": "sv"}
    assert report.as_json()["languages"] == {"en": {"key": 1}, "sv": {"key": 2}}


def test_a_value_that_maps_to_nothing_refuses_the_import_naming_the_line(
    tmp_path: Path,
) -> None:
    path = write_jsonl(
        tmp_path / "a.jsonl",
        [{"id": 1, "text": "x", "lang": "en"}, {"id": 2, "text": "y", "lang": "FIN"}],
    )

    report = corpus_import(project_name="p", path=path, language_key="lang")

    assert not report.imported
    assert not Project.objects.filter(name="p").exists()
    [error] = report.errors
    assert error.line == 2
    assert "'FIN'" in error.message
    assert "it names no language; a rule such as 'FIN=en' (en or sv)" in error.message


def test_skip_invalid_skips_only_the_record_whose_language_maps_to_nothing(
    tmp_path: Path,
) -> None:
    path = write_jsonl(
        tmp_path / "a.jsonl",
        [{"id": 1, "text": "x", "lang": "SWE"}, {"id": 2, "text": "y", "lang": "FIN"}],
    )

    report = corpus_import(
        project_name="p",
        path=path,
        language_key="lang",
        language_map=["SWE=sv"],
        skip_invalid=True,
    )

    assert report.imported
    assert languages() == {"1": "sv"}
    assert [e.line for e in report.errors] == [2]


def test_a_record_without_the_key_is_detected_with_a_warning(tmp_path: Path) -> None:
    path = write_jsonl(
        tmp_path / "a.jsonl",
        [
            {"id": 1, "text": SV_TEXT},
            {"id": 2, "text": EN_TEXT, "lang": None},
            {"id": 3, "text": "x", "meta": {"lang": "sv"}},  # nested meta is read
        ],
    )

    report = corpus_import(project_name="p", path=path, language_key="lang")

    assert languages() == {"1": "sv", "2": "en", "3": "sv"}
    warnings = [(w.line, w.message) for w in report.warnings]
    assert warnings[0][0] == 1 and "has no 'lang' key" in warnings[0][1]
    assert warnings[1][0] == 2 and "has an empty 'lang' key" in warnings[1][1]
    assert report.as_json()["languages"] == {
        "en": {"detected": 1},
        "sv": {"detected": 1, "key": 1},
    }


def test_without_a_key_each_document_is_detected_and_unsure_ones_take_the_default(
    tmp_path: Path,
) -> None:
    path = write_jsonl(
        tmp_path / "a.jsonl",
        [
            {"id": 1, "text": SV_TEXT},
            {"id": 2, "text": EN_TEXT},
            {"id": 3, "text": "Karin Lund, 1962"},
        ],
    )

    report = corpus_import(project_name="p", path=path, language="sv")

    assert languages() == {"1": "sv", "2": "en", "3": "sv"}
    [warning] = report.warnings
    assert warning.line == 3
    assert "document '3': language unsure" in warning.message
    assert "project's language 'sv'" in warning.message
    assert report.as_json()["languages"] == {
        "en": {"detected": 1},
        "sv": {"default": 1, "detected": 1},
    }


def test_a_high_threshold_sends_short_documents_to_the_project_default(
    tmp_path: Path,
) -> None:
    path = write_jsonl(
        tmp_path / "a.jsonl", [{"id": 1, "text": "Bob went to the shop."}]
    )

    low = corpus_import(project_name="p", path=path, language="sv")
    assert languages() == {"1": "en"} and not low.warnings

    path = write_jsonl(
        tmp_path / "b.jsonl", [{"id": 2, "text": "Bob went to the shop."}]
    )
    high = corpus_import(
        project_name="p", path=path, language_threshold=0.95, language="sv"
    )
    assert languages()["2"] == "sv"
    assert "threshold 0.95" in high.warnings[0].message


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"language_map": ["SWE=sv"]}, "needs a language key"),
        ({"language_key": "lang", "language_map": ["SWE"]}, "has no '='"),
        ({"language_threshold": 0.2}, "out of range"),
    ],
)
def test_bad_language_options_refuse_before_reading(
    tmp_path: Path, options, message
) -> None:
    path = write_jsonl(tmp_path / "a.jsonl", [{"id": 1, "text": "x"}])

    report = corpus_import(project_name="p", path=path, **options)

    assert not report.imported
    assert message in report.errors[0].message
    assert not Project.objects.filter(name="p").exists()


def test_command_takes_language_key_and_map_and_prints_the_languages(
    tmp_path: Path,
) -> None:
    path = write_jsonl(
        tmp_path / "a.jsonl",
        [{"id": 1, "text": "x", "lang": "SWE"}, {"id": 2, "text": EN_TEXT}],
    )
    out = StringIO()

    call_command(
        "import_corpus",
        str(path),
        "--project",
        "p",
        "--language-key",
        "lang",
        "--language-map",
        "SWE=sv",
        "--json",
        stdout=out,
    )

    lines = out.getvalue().strip().splitlines()
    assert "Languages: en 1 (detected 1), sv 1 (from the key 1)." in lines
    assert json.loads(lines[-1])["languages"] == {
        "en": {"detected": 1},
        "sv": {"key": 1},
    }


# --- round trips ----------------------------------------------------------------------


@pytest.mark.parametrize(("fmt", "name"), [("doccano", "x.jsonl"), ("tab", "x.json")])
def test_export_round_trip_keeps_each_documents_language(
    tmp_path: Path, fmt: str, name: str
) -> None:
    path = write_jsonl(
        tmp_path / "a.jsonl",
        [
            {"id": 1, "text": "Hej Bob", "lang": "SWE", "label": [[4, 7, "PER"]]},
            {"id": 2, "text": "Hi Bob", "lang": "ENG", "label": [[3, 6, "PER"]]},
        ],
    )
    corpus_import(
        project_name="p",
        path=path,
        language_key="lang",
        language_map=["SWE=sv", "ENG=en"],
    )
    out = tmp_path / name
    corpus_export(project=Project.objects.get(name="p"), format=fmt, out=out)

    # No options: the exported "language" key is read back.
    report = corpus_import(project_name="q", path=out, format=fmt, language="en")

    assert report.imported, report.errors
    assert languages("q") == {"1": "sv", "2": "en"} == languages("p")
    assert report.as_json()["languages"] == {"en": {"key": 1}, "sv": {"key": 1}}
    # The key the language was read from is the column, not metadata; "lang" stays.
    again = {
        d.external_id: d.metadata for d in Document.objects.filter(project__name="q")
    }
    original = {
        d.external_id: d.metadata for d in Document.objects.filter(project__name="p")
    }
    assert again == original


def test_a_language_key_that_is_not_a_code_stays_in_the_metadata(
    tmp_path: Path,
) -> None:
    path = write_jsonl(
        tmp_path / "a.jsonl", [{"id": 1, "text": "x", "language": "Swedish"}]
    )

    corpus_import(project_name="p", path=path)

    document = Document.objects.get()
    assert document.language == "sv"
    assert document.metadata == {"language": "Swedish"}


# --- the migration --------------------------------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_migration_gives_existing_documents_their_projects_language() -> None:
    executor = MigrationExecutor(connection)
    before = [("annotation", "0003_import_job")]
    after = [("annotation", "0004_language_document_language")]
    executor.migrate(before)
    old = executor.loader.project_state(before).apps
    project = old.get_model("annotation", "Project").objects.create(
        name="Svenska", language="sv"
    )
    old.get_model("annotation", "Document").objects.create(
        project=project, external_id="1", text="x"
    )

    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(after)
    new = executor.loader.project_state(after).apps
    assert new.get_model("annotation", "Document").objects.get().language == "sv"
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())


# --- the upload page, the background job and the API ---------------------------------

MIXED = "".join(
    json.dumps(record, ensure_ascii=False) + "\n"
    for record in [
        {"id": "a", "text": "Hej Bo", "lang": "x_SWE", "label": [[4, 6, "PER"]]},
        {"id": "b", "text": "Hi Bo", "lang": "x_ENG", "label": [[3, 5, "PER"]]},
    ]
)


@pytest.fixture
def lead_client(client):
    membership = MembershipFactory(project=ProjectFactory(name="p"), role=Role.LEAD)
    client.force_login(membership.user)
    client.project = membership.project
    return client


def post_upload(client, tmp_path: Path, content: str = MIXED, **fields):
    path = tmp_path / "mixed.jsonl"
    path.write_text(content, encoding="utf-8")
    with path.open("rb") as handle:
        return client.post(
            reverse("annotation:corpus-upload", args=[client.project.pk]),
            {"file": handle, "format": "auto", **fields},
        )


def test_upload_page_takes_a_language_key_and_map(lead_client, tmp_path) -> None:
    response = post_upload(
        lead_client,
        tmp_path,
        language_key="lang",
        language_map="*_SWE=sv\n*_ENG=en\n",
    )

    assert response.status_code == 200
    assert languages() == {"a": "sv", "b": "en"}
    html = response.content.decode()
    assert "Languages" in html


def test_upload_page_says_what_is_wrong_with_a_language_map(
    lead_client, tmp_path
) -> None:
    response = post_upload(lead_client, tmp_path, language_key="", language_map="SWE")

    html = response.content.decode()
    assert "has no &#x27;=&#x27;" in html or "has no '='" in html
    assert not Document.objects.exists()


def test_a_background_import_keeps_the_language_options(
    lead_client, tmp_path, settings, monkeypatch
) -> None:
    from annotation.corpus.services_imports import import_job_execute
    from annotation.corpus.tasks import import_corpus_job

    settings.VAR_DIR = tmp_path / "var"
    settings.PSEUDOWEB_UPLOAD_BACKGROUND_BYTES = 10
    monkeypatch.setattr(import_corpus_job, "apply_async", lambda *a, **k: None)
    post_upload(
        lead_client, tmp_path, language_key="lang", language_map="*_SWE=sv\nENG=en"
    )
    job = ImportJob.objects.get()
    assert (job.language_key, job.language_map) == ("lang", ["*_SWE=sv", "ENG=en"])

    import_job_execute(job.pk)

    job.refresh_from_db()
    # "x_ENG" is not "ENG": the job refuses the file, naming the line.
    assert job.report["imported"] is False
    assert job.report["errors"][0]["line"] == 2
    assert (
        "no language map rule ('*_SWE=sv', 'ENG=en') matches it"
        in job.report["errors"][0]["message"]
    )
    assert not Document.objects.exists()


def test_api_import_takes_a_language_key_and_map(lead_client) -> None:
    api = APIClient()
    api.force_authenticate(lead_client.project.memberships.get().user)
    url = f"/api/projects/{lead_client.project.pk}/import/"

    response = api.post(
        url,
        {
            "file": SimpleUploadedFile("m.jsonl", MIXED.encode()),
            "language_key": "lang",
            "language_map": ["*_SWE=sv", "re:ENG$=en"],
        },
        format="multipart",
    )

    assert response.status_code == 201, response.json()
    assert response.json()["languages"] == {"en": {"key": 1}, "sv": {"key": 1}}
    document = api.get(f"/api/documents/{Document.objects.get(external_id='a').pk}/")
    assert document.json()["language"] == "sv"
    bad = api.post(
        url,
        {
            "file": SimpleUploadedFile("m.jsonl", MIXED.encode()),
            "language_map": ["SWE=fi"],
        },
        format="multipart",
    )
    assert bad.status_code == 400
    assert "not a language" in json.dumps(bad.json())


def test_pages_show_each_documents_language(lead_client, tmp_path) -> None:
    post_upload(
        lead_client, tmp_path, language_key="lang", language_map="*_SWE=sv\n*_ENG=en"
    )
    swedish = Document.objects.get(external_id="a")

    project_page = lead_client.get(
        reverse("annotation:project-detail", args=[lead_client.project.pk])
    ).content.decode()
    detail = lead_client.get(
        reverse("annotation:document-detail", args=[swedish.pk])
    ).content.decode()

    assert '<abbr title="Swedish">sv</abbr> 1' in project_page
    assert '<abbr title="English">en</abbr> 1' in project_page
    assert 'class="document-text" lang="sv"' in detail
    assert '<span class="document-language">Swedish</span>' in detail


def test_detection_can_be_turned_off_for_a_corpus_in_one_language(
    tmp_path: Path, lead_client
) -> None:
    path = write_jsonl(
        tmp_path / "a.jsonl",
        [{"id": 1, "text": EN_TEXT}, {"id": 2, "text": "x", "lang": "en"}],
    )

    report = corpus_import(
        project_name="q",
        path=path,
        language="sv",
        language_key="lang",
        language_detect=False,
    )

    assert languages("q") == {"1": "sv", "2": "en"}
    assert report.as_json()["languages"] == {"en": {"key": 1}, "sv": {"default": 1}}
    [warning] = report.warnings  # the missing key, not the detection
    assert "has no 'lang' key; took the project's language 'sv'" in warning.message

    swedish = json.dumps({"id": "s", "text": SV_TEXT}, ensure_ascii=False) + "\n"
    page = post_upload(lead_client, tmp_path, swedish, one_language="on")
    assert page.status_code == 200
    assert languages("p") == {"s": "en"}  # "p" is English; nothing was detected


@pytest.mark.parametrize(
    ("who", "expected"), [("lead", 302), ("annotator", 403), ("stranger", 404)]
)
def test_only_a_lead_corrects_a_documents_language(tmp_path, who, expected) -> None:
    project = ProjectFactory(name="c")
    document = Document.objects.create(project=project, external_id="1", text="x")
    client = Client()
    if who == "stranger":
        other = MembershipFactory(project=ProjectFactory(name="o"), role=Role.LEAD)
        client.force_login(other.user)
    else:
        role = Role.LEAD if who == "lead" else Role.ANNOTATOR
        client.force_login(MembershipFactory(project=project, role=role).user)

    response = client.post(
        reverse("annotation:document-language", args=[document.pk]),
        {"language": "sv"},
    )

    assert response.status_code == expected
    document.refresh_from_db()
    assert document.language == ("sv" if who == "lead" else "en")
    if who == "lead":
        page = client.get(reverse("annotation:document-detail", args=[document.pk]))
        assert 'lang="sv"' in page.content.decode()


def test_detection_reads_a_long_documents_beginning_only() -> None:
    from annotation.corpus.importers.language import DETECT_CHARACTERS, detect_language

    swedish = "Det är inte så att vi har glömt det som hände i går. " * 60
    english = " It is the case that we have not forgotten what happened." * 200
    assert len(swedish) >= DETECT_CHARACTERS
    # The English tail, far longer than the Swedish opening, is not read.
    assert detect_language(swedish + english).language == "sv"
    assert detect_language(english + swedish).language == "en"
