"""Comparing pages in tests."""

from __future__ import annotations

import re


def without_csrf(content: bytes) -> str:
    """A page's HTML without its CSRF tokens, which are masked afresh for every response: what is
    left is what the page says, to compare two answers (e.g. for a known and an unknown address)."""
    return re.sub(r'name="csrfmiddlewaretoken" value="[^"]*"', "", content.decode())
