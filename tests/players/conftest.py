"""Helpers for the account tests: asking for a link and reading it from the email that carries it."""

from __future__ import annotations

import re

import pytest
from django.conf import settings


def account_link_path(email) -> str:
    """The path of the account link in an email (its text part); it must be in the HTML part too."""
    found = re.findall(re.escape(settings.SITE_URL) + r"(/account/link/[^/\s\"'<>]+/)", email.body)
    assert len(found) == 1, email.body
    assert found[0] in email.alternatives[0][0]
    return found[0]


@pytest.fixture
def ask_link(client, mailoutbox, django_capture_on_commit_callbacks):
    """``ask_link(page, address, **headers)``: POST the address to /signup/ or /signin/ and return
    the response; the emails it sent (if any) are in ``mailoutbox``."""

    def ask(page: str, address: str, **headers):
        with django_capture_on_commit_callbacks(execute=True):
            return client.post(f"/{page}/", {"email": address}, **headers)

    return ask
