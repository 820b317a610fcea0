"""Shared pieces for browser tests: a headless Chromium driver and a login helper.

Debian's ``chromium`` and ``chromium-driver`` packages provide the browser and its
driver (``bin/setup`` installs them when run as root). A missing browser fails the test
with a message saying so: a skipped browser test would hide that nothing was checked.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.urls import reverse
from selenium import webdriver
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
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def _executable(path: str) -> str | None:
    found = shutil.which(path)
    return found if found and os.access(found, os.X_OK) else None


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[webdriver.Chrome]:
    """A fresh headless Chromium with its own profile; quits after the test."""
    chromium, driver = _executable(CHROMIUM), _executable(CHROMEDRIVER)
    if chromium is None or driver is None:
        missing = [p for p, found in ((CHROMIUM, chromium), (CHROMEDRIVER, driver)) if not found]
        pytest.fail(
            f"Browser tests need Chromium and its driver; missing: {', '.join(missing)}. "
            "Install them with `sudo apt-get install chromium chromium-driver` (bin/setup "
            "does it when run as root), or point PSEUDOWEB_CHROMIUM and "
            "PSEUDOWEB_CHROMEDRIVER at them.",
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
        expected_conditions.url_to_be(live_server.url + reverse("annotation:project-list"))
    )


def screenshot(browser: webdriver.Chrome, name: str) -> Path | None:
    """Save ``docs/screenshots/<name>.png`` when PSEUDOWEB_SCREENSHOTS=1 (never in CI)."""
    if os.environ.get("PSEUDOWEB_SCREENSHOTS") != "1":
        return None
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    browser.save_screenshot(str(path))
    return path
