"""Post-processing of the OpenAPI schema drf-spectacular generates.

Every error of the API is ``application/problem+json`` (RFC 9457, see ``games.api.problems``), but
drf-spectacular documents each response with the renderer's media type, ``application/json``.
This hook gives every 4xx/5xx response its real media type, so that clients generated from the
schema parse errors as what they are.
"""

from __future__ import annotations

from typing import Any

from config.problem_json import CONTENT_TYPE


def problem_media_type(result: dict[str, Any], generator: Any, request: Any, public: bool) -> dict[str, Any]:
    """``POSTPROCESSING_HOOKS`` entry: error responses are ``application/problem+json``."""
    for operations in result.get("paths", {}).values():
        for operation in operations.values():
            if not isinstance(operation, dict):
                continue
            for status, response in operation.get("responses", {}).items():
                content = response.get("content", {})
                if str(status)[0] in "45" and "application/json" in content:
                    content[CONTENT_TYPE] = content.pop("application/json")
    return result
