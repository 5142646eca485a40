"""The Swagger UI (/api/docs/) works in a real browser under its Content-Security-Policy: its
assets are served from this site (drf-spectacular's sidecar) and its start-up script runs."""

from __future__ import annotations

import pytest

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_the_swagger_ui_lists_the_api_under_its_policy(live_server, browser):
    page = browser.new_context().new_page()
    refused = []
    page.on("console", lambda message: refused.append(message.text) if "Content Security Policy" in message.text else None)
    response = page.goto(f"{live_server.url}/api/docs/")
    assert response.status == 200 and "script-src 'self'" in response.headers["content-security-policy"]
    page.wait_for_selector(".opblock-summary-path", timeout=20_000)  # the operations are drawn
    paths = page.locator(".opblock-summary-path").all_text_contents()
    assert any("/api/games/" in path for path in paths), paths
    assert refused == []
