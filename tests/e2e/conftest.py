"""A headless Chromium for the browser tests, driven by Playwright's sync API."""

from __future__ import annotations

import os
import shutil

import pytest
from django.db import connections


@pytest.fixture
def browser(monkeypatch):
    """Debian's Chromium, launched for one test.

    Playwright's sync API runs an event loop in this thread; the test's own database calls are
    still plain synchronous calls, which Django would otherwise refuse next to a loop. Django keeps
    connections per context, and the test's run inside Playwright's: they are closed here, before
    the loop goes, or they would outlive the test and hold the test database open at teardown.
    """
    from playwright.sync_api import sync_playwright

    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    executable = shutil.which("chromium") or "/usr/bin/chromium"
    if not os.path.exists(executable):
        pytest.fail("The browser tests need Debian's Chromium (apt-get install chromium; bin/test installs it).")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=executable,
            args=["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        )
        yield browser
        connections.close_all()
        browser.close()
