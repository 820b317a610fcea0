"""403 and 404 answer with pages in the app's layout, and log one line each."""

from __future__ import annotations

import logging

import pytest
from django.test import Client
from django.urls import reverse

from annotation.corpus.models import Role
from tests.factories import MembershipFactory, ProjectFactory

pytestmark = pytest.mark.django_db


def _client(user=None) -> Client:
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


def test_a_403_is_a_page_of_the_app_that_says_why_and_logs_one_line(caplog) -> None:
    project = ProjectFactory()
    annotator = MembershipFactory(project=project, role=Role.ANNOTATOR).user
    url = reverse("annotation:member-list", args=[project.pk])

    with caplog.at_level(logging.WARNING, logger="django.request"):
        response = _client(annotator).get(url)

    assert response.status_code == 403
    page = response.content.decode()
    assert 'class="site-header"' in page and "Signed in as" in page
    assert "Only a lead of this project may do this." in page
    assert "Members" in page
    [record] = [r for r in caplog.records if r.name == "django.request"]
    assert record.exc_info is None and record.exc_text is None
    assert record.getMessage() == (
        f"Forbidden (Permission denied): {url} "
        "(Only a lead of this project may do this.)"
    )
    assert "Traceback" not in caplog.text


def test_a_404_is_a_page_of_the_app_that_tells_nothing_of_the_project(caplog) -> None:
    project = ProjectFactory(name="Secret corpus")
    outsider = MembershipFactory(role=Role.LEAD).user
    url = reverse("annotation:project-detail", args=[project.pk])

    with caplog.at_level(logging.WARNING, logger="django.request"):
        response = _client(outsider).get(url)

    assert response.status_code == 404
    page = response.content.decode()
    assert 'class="site-header"' in page and "Nothing here" in page
    assert f"<code>{url}</code>" in page
    assert "Secret corpus" not in page and "No such project" not in page
    [record] = [r for r in caplog.records if r.name == "django.request"]
    assert record.getMessage() == f"Not Found: {url}" and record.exc_info is None


def test_an_unknown_url_gets_the_404_page_with_the_path_escaped() -> None:
    response = _client().get("/no/<script>x</script>/")
    assert response.status_code == 404
    page = response.content.decode()
    assert "<script>x</script>" not in page
    assert "Log in" in page


def test_a_server_error_keeps_its_traceback_in_the_log() -> None:
    from pseudoweb.errors import OneLineClientErrors

    try:
        raise RuntimeError("boom")
    except RuntimeError:
        import sys

        record = logging.LogRecord(
            "django.request", logging.ERROR, __file__, 1, "Internal Server Error: %s",
            ("/x/",), sys.exc_info(),
        )  # fmt: skip
    record.status_code = 500
    assert OneLineClientErrors().filter(record)
    assert record.exc_info is not None


def test_api_errors_stay_json() -> None:
    project = ProjectFactory()
    outsider = MembershipFactory(role=Role.LEAD).user
    client = _client(outsider)
    response = client.get(f"/api/projects/{project.pk}/")
    assert response.status_code == 404
    assert response.json() == {"detail": "Not found."} or "detail" in response.json()
