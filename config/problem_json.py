"""The API's error format, ``application/problem+json`` (RFC 9457), with Ravenpost's stable
``code``: the one module every part of the API builds it with.

- ``problem_body``: the document, for the middlewares that answer before a view runs (a database
  outage, a body too large) and for the streams;
- ``problem_response``: the document as a DRF ``Response``, for the API's exception handler
  (``games.api.problems``) and any view;
- ``ProblemSerializer`` and ``problem_responses``: the document and the error statuses as the
  OpenAPI schema shows them (drf-spectacular), for every endpoint's ``extend_schema``.

It knows no app: the games, accounts, notifications and webhooks APIs all import it.
"""

from __future__ import annotations

from http import HTTPStatus
from typing import Any

from drf_spectacular.utils import OpenApiResponse, extend_schema_field
from rest_framework import serializers
from rest_framework.response import Response

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


def problem_response(status: int, code: str, detail: str, **extra: Any) -> Response:
    """``problem_body`` as a DRF response, with its media type."""
    return Response(problem_body(status, code, detail, **extra), status=status, content_type=CONTENT_TYPE)


@extend_schema_field({"type": "object", "additionalProperties": True})
class _JSONObject(serializers.JSONField):
    """A JSON object whose keys depend on the error (shown as such in the schema)."""


class ProblemSerializer(serializers.Serializer):
    """The problem document, as the schema's ``Problem`` component."""

    type = serializers.CharField()
    title = serializers.CharField()
    status = serializers.IntegerField()
    code = serializers.CharField(help_text="Stable machine-readable error code.")
    detail = serializers.CharField(help_text="What went wrong, for a person.")
    seq = serializers.IntegerField(required=False, help_text="With `stale_seq`: the game's seq now.")
    params = _JSONObject(required=False, help_text="With an illegal move: the values named in `detail`.")
    errors = _JSONObject(required=False, help_text="With `invalid_request`: the problem of each field.")
    retry_after = serializers.IntegerField(
        required=False, help_text="With a 429 (`rate_limited`, `too_many_invitations`, `too_many_tournaments`): "
                                  "seconds to wait, as the Retry-After header says.")
    limit = serializers.IntegerField(required=False,
                                     help_text="With `rate_limited`: the requests allowed per window in this scope.")
    scope = serializers.ChoiceField(
        choices=["moves", "writes", "reads", "requests"], required=False,
        help_text="With `rate_limited`: which budget ran out: moves, writes or reads (per token), or requests "
                  "(per address).")
    game = serializers.IntegerField(required=False, help_text="With `rematch_exists`: the rematch already proposed.")


def problem(description: str) -> OpenApiResponse:
    """An error answer of the schema, described for one endpoint."""
    return OpenApiResponse(ProblemSerializer, description=description)


# The schema shows these with their real media type, application/problem+json (games.api.schema).
PROBLEMS = {
    code: problem(text)
    for code, text in {
        400: "Malformed request: a bad parameter (bad_parameter), body (invalid_request, malformed_json) or move "
             "(malformed_move)",
        401: "Not authenticated",
        403: "Not your game",
        404: "No such game",
        409: "The game moved on: stale expected_seq (stale_seq) or not your turn (not_your_turn): read the game "
             "again; or the same Idempotency-Key in flight, or a game you cannot join",
        413: "Body too large",
        422: "A well-formed request the rules refuse: an illegal move (with the rule's sentence), game over, "
             "Idempotency-Key reused, a seq the game has not reached (bad_seq), a cursor this API did not give, "
             "a game the rules cannot set up (wrong_player_count, invalid_options, duplicate_player, "
             "creator_not_seated)",
        429: "Too many requests (rate_limited: see Retry-After), invitations (too_many_invitations) or new "
             "tournaments (too_many_tournaments)",
    }.items()
}


def problem_responses(*codes: int) -> dict[int, OpenApiResponse]:
    """The schema's answers for these error statuses (and 401 and 429, which every endpoint may
    give: authentication and rate limits), for ``extend_schema(responses=…)``."""
    return {code: PROBLEMS[code] for code in sorted({401, 429, *codes})}
