"""The API's error format, ``application/problem+json`` (RFC 9457), with Ravenpost's stable
``code``: one definition for the API's exception handler and for the middlewares that answer
before a view runs (a database outage, a body too large)."""

from __future__ import annotations

from http import HTTPStatus
from typing import Any

CONTENT_TYPE = "application/problem+json"


def problem_body(status: int, code: str, detail: str, **extra: Any) -> dict[str, Any]:
    """A problem document: ``code`` names the error for programs, ``detail`` for people."""
    return {
        "type": f"urn:ravenpost:problem:{code}",
        "title": HTTPStatus(status).phrase,
        "status": status,
        "code": code,
        "detail": detail,
        **extra,
    }
