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


def add_ruleset_components(result: dict[str, Any], generator: Any, request: Any, public: bool) -> dict[str, Any]:
    """``POSTPROCESSING_HOOKS`` entry: the rule sets' moves, views and events as named components
    (``games.api.ruleset_schemas``), and the seat object of a new game, ``NewSeat``."""
    from games.api.ruleset_schemas import all_components

    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    schemas.update(all_components())
    schemas["NewSeatKind"] = {"type": "string", "enum": ["open", "link", "bot"],
                              "description": "open: anyone may take it from the lobby; link: only people "
                                             "with the game's invite link; bot: played by a bot at its level "
                                             "(BotLevel), with no player."}
    # What each level is (games/bots/README.md, "Levels" and "Measured strength"), for the reader
    # of the API docs choosing an opponent.
    schemas["BotLevel"] = {"type": "string", "enum": ["easy", "normal", "strong"],
                           "description": "A bot seat's level. At every level the bot sees only what its "
                                          "seat sees (never another hand, a deck's order or a secret choice) "
                                          "and plays one of its legal moves through the same checks as a "
                                          "person. easy: plays at once, one move ahead (or the game's own "
                                          "simple policy), about a millisecond a decision: for beginners. "
                                          "normal: searches the game (Monte Carlo tree search over the "
                                          "positions its seat cannot tell apart) for about a second a "
                                          "decision; measured, it wins the great majority of games against "
                                          "random play. strong: the same search, four times longer (a few "
                                          "seconds a decision); measured, it wins most games against normal."}
    schemas["NewSeat"] = {"type": "object", "required": ["kind"], "additionalProperties": False,
                          "properties": {"kind": {"$ref": "#/components/schemas/NewSeatKind"},
                                         # No "default" here: a generated client would then send
                                         # the level with every seat, open and link seats too.
                                         "level": {"allOf": [{"$ref": "#/components/schemas/BotLevel"}],
                                                   "description": 'A bot\'s level, with "kind": "bot" only; '
                                                                  'left out: "normal".'}},
                          # The level belongs to a bot's seat only (the server answers 400 otherwise):
                          # said in the schema itself, so that a schema-valid seat is always accepted.
                          "not": {"type": "object", "required": ["kind", "level"],
                                  "properties": {"kind": {"type": "string", "enum": ["open", "link"]}}}}
    from games.api.move_answer import MOVE_ANSWER_PART
    from games.api.stream import STREAM_EVENT_COMPONENT

    schemas["StreamEvent"] = STREAM_EVENT_COMPONENT
    from games.api.message_schemas import components as message_components

    schemas.update(message_components())
    schemas["MoveAnswerPart"] = MOVE_ANSWER_PART
    result["components"]["schemas"] = dict(sorted(schemas.items()))
    return result


def close_request_bodies(result: dict[str, Any], generator: Any, request: Any, public: bool) -> dict[str, Any]:
    """``POSTPROCESSING_HOOKS`` entry: the request bodies that refuse unknown fields
    (``games.api.serializers.ClosedBodySerializer``) say ``additionalProperties: false``, and every
    request body that has required fields is itself required."""
    from games.api.serializers import CLOSED_REQUESTS

    schemas = result.get("components", {}).get("schemas", {})
    for name in CLOSED_REQUESTS:
        if name in schemas:
            schemas[name]["additionalProperties"] = False
    # DRF's CharField refuses a NUL character (PostgreSQL cannot store one): the schema says so.
    for name, component in schemas.items():
        if name.endswith("Request"):
            for field in component.get("properties", {}).values():
                if field.get("type") == "string" and not {"pattern", "format", "enum"} & set(field):
                    field["pattern"] = NO_NUL
    for operations in result.get("paths", {}).values():
        for operation in operations.values():
            if isinstance(operation, dict) and operation.get("operationId") in REQUIRED_BODIES:
                operation["requestBody"]["required"] = True
    return result


NO_NUL = "^[^\\x00]*$"

# Operations whose body is described by a raw schema (drf-spectacular then leaves it optional)
# and must be sent.
REQUIRED_BODIES = {"set_vacation"}


RETRY_AFTER = {"Retry-After": {"description": "Seconds to wait before trying again.",
                               "schema": {"type": "integer", "minimum": 0}}}
LOCATION = {"Location": {"description": "The address of what was created.",
                         "schema": {"type": "string", "format": "uri"}}}


def document_headers(result: dict[str, Any], generator: Any, request: Any, public: bool) -> dict[str, Any]:
    """``POSTPROCESSING_HOOKS`` entry: the headers every operation may answer with.

    Every 201 carries ``Location``; every 429 carries ``Retry-After``; every operation that takes a
    body may answer 415 ``unsupported_media_type`` for a body of another type; every operation may answer
    503 ``database_unavailable`` with ``Retry-After`` while the database is out (``config.outage``)."""
    for operations in result.get("paths", {}).values():
        for operation in operations.values():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            responses = operation["responses"]
            if "201" in responses:
                responses["201"]["headers"] = {**responses["201"].get("headers", {}), **LOCATION}
            if "429" in responses:
                responses["429"]["headers"] = {**responses["429"].get("headers", {}), **RETRY_AFTER}
            if "requestBody" in operation:
                types = ", ".join(sorted(operation["requestBody"].get("content", {}))) or "the documented one"
                responses.setdefault("415", {
                    "description": f"The body's Content-Type is not one this operation reads ({types}): "
                                   "code unsupported_media_type",
                    "content": {CONTENT_TYPE: {"schema": {"$ref": "#/components/schemas/Problem"}}},
                })
            responses.setdefault("503", {
                "description": "The database is unavailable for a moment (code database_unavailable)",
                "content": {CONTENT_TYPE: {"schema": {"$ref": "#/components/schemas/Problem"}}},
            })
            responses["503"]["headers"] = {**responses["503"].get("headers", {}), **RETRY_AFTER}
    return result
