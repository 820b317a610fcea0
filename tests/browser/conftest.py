"""Shared pieces for browser tests: a headless Chromium driver and a login helper.

Debian's ``chromium`` and ``chromium-driver`` packages provide the browser and its
driver (``bin/browser``, called by ``bin/test``, installs them where it can). Where it
cannot (no root, apt busy or absent), ``bin/test`` sets ``PSEUDOWEB_BROWSER_MISSING`` to
the reason: the browser tests are then reported as not run, with that reason, at the top
and the bottom of the run. Under CI (``CI=true``), or without that variable, a missing
browser fails the tests instead: nothing may pass there unchecked.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.urls import reverse
from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

CHROMIUM = os.environ.get("PSEUDOWEB_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("PSEUDOWEB_CHROMEDRIVER", "/usr/bin/chromedriver")
# Flags that keep Chromium quiet and self-contained on a CI machine without a display.
CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)
WINDOW = (1360, 900)
HERE = Path(__file__).resolve().parent
SCREENSHOTS = HERE.parents[1] / "docs" / "screenshots"


def pytest_collection_modifyitems(
    config: pytest.Config, items: list[pytest.Item]
) -> None:
    """With browser tests in the session, put the SQLite test database in a file.

    The default in-memory test database reaches other threads only through SQLite's
    shared cache, where a page request reading while a worker thread writes fails with
    "database table is locked". A file (WAL, as the site runs) gives every thread its
    own connection with ordinary locking, like the live site with a worker. Runs before
    any test, so before pytest-django creates the database.
    """
    if not any(HERE in Path(str(item.path)).resolve().parents for item in items):
        return
    from django.db import connections

    database = connections.databases["default"]
    if database["ENGINE"] != "django.db.backends.sqlite3":
        return
    test = database.setdefault("TEST", {})
    if not test.get("NAME"):
        name = f"pseudoweb-test-{os.getpid()}.sqlite3"
        test["NAME"] = str(Path(tempfile.gettempdir()) / name)


def _browser_missing_reason() -> str | None:
    """Why browser tests may be reported as not run here, or None if they must run."""
    if os.environ.get("CI", "").lower() in {"1", "true", "yes"}:
        return None
    return os.environ.get("PSEUDOWEB_BROWSER_MISSING") or None


def pytest_report_header(config: pytest.Config) -> str | None:
    reason = _browser_missing_reason()
    if not reason or (_executable(CHROMIUM) and _executable(CHROMEDRIVER)):
        return None
    return f"browser tests: NOT RUN here ({reason})"


def pytest_terminal_summary(terminalreporter, exitstatus: int, config) -> None:
    reason = _browser_missing_reason()
    if reason and terminalreporter.stats.get("skipped"):
        terminalreporter.write_sep(
            "!", f"The browser tests were NOT run: {reason}", yellow=True, bold=True
        )


def _executable(path: str) -> str | None:
    found = shutil.which(path)
    return found if found and os.access(found, os.X_OK) else None


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[webdriver.Chrome]:
    """A fresh headless Chromium with its own profile; quits after the test."""
    chromium, driver = _executable(CHROMIUM), _executable(CHROMEDRIVER)
    if chromium is None or driver is None:
        missing = [
            p
            for p, found in ((CHROMIUM, chromium), (CHROMEDRIVER, driver))
            if not found
        ]
        reason = _browser_missing_reason()
        if reason:
            # What was checked (the executables not found) and why bin/test could
            # not install them; under CI there is no reason and the test fails below.
            pytest.skip(
                f"browser tests not run: {', '.join(missing)} not found; "
                f"bin/browser: {reason} (install chromium and chromium-driver, or "
                "set PSEUDOWEB_CHROMIUM and PSEUDOWEB_CHROMEDRIVER; under CI=true "
                "this fails instead)"
            )
        pytest.fail(
            "Browser tests need Chromium and its driver; missing: "
            f"{', '.join(missing)}. Install them with `sudo apt-get install chromium "
            "chromium-driver` (bin/setup does it when run as root), or point "
            "PSEUDOWEB_CHROMIUM and PSEUDOWEB_CHROMEDRIVER at them.",
            pytrace=False,
        )
    options = Options()
    options.binary_location = chromium
    for flag in CHROMIUM_FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={tmp_path / 'chromium-profile'}")
    options.add_argument(f"--window-size={WINDOW[0]},{WINDOW[1]}")
    # An explicit driver path: Selenium Manager would otherwise try to download one.
    chrome = webdriver.Chrome(service=Service(executable_path=driver), options=options)
    chrome.set_page_load_timeout(30)
    try:
        yield chrome
    finally:
        chrome.quit()


def login(browser: webdriver.Chrome, live_server, username: str, password: str) -> None:
    """Log in through the real login form and wait for the projects page."""
    browser.get(live_server.url + reverse("login"))
    browser.find_element(By.NAME, "username").send_keys(username)
    browser.find_element(By.NAME, "password").send_keys(password)
    browser.find_element(By.CSS_SELECTOR, "form [type=submit]").click()
    WebDriverWait(browser, 10).until(
        expected_conditions.url_to_be(
            live_server.url + reverse("annotation:project-list")
        )
    )


PAGE_TEXT = "return document.body ? document.body.innerText : ''"


def wait_for_text(browser: webdriver.Chrome, text: str, timeout: float) -> None:
    """Wait until the page's text holds ``text``, across the navigation a form
    submission starts.

    Selenium's own ``text_to_be_present_in_element`` reads an element it found
    first; when the page is replaced between the two steps Chromium answers with
    a bare WebDriverException ("Node with given id does not belong to the
    document"), which that condition does not retry. Reading the text in one
    script call and retrying on any driver error does.
    """
    WebDriverWait(browser, timeout, ignored_exceptions=(WebDriverException,)).until(
        lambda driver: (
            text
            in (
                driver.execute_script(
                    "return document.body ? document.body.innerText : ''"
                )
                or ""
            )
        )
    )


def screenshot(browser: webdriver.Chrome, name: str) -> Path | None:
    """Save ``docs/screenshots/<name>.png``, only when PSEUDOWEB_SCREENSHOTS=1.

    CI leaves the variable unset, so test runs never write into the source tree.
    """
    if os.environ.get("PSEUDOWEB_SCREENSHOTS") != "1":
        return None
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    browser.save_screenshot(str(path))
    return path
