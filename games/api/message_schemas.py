"""Components for what Ravenpost pushes rather than answers: the ``data`` of the stream's messages
(``GET /api/stream/``) and the bodies of webhook deliveries (docs/webhooks.md). No operation
returns them; the schema carries them so that generated clients have their types."""

from __future__ import annotations

from typing import Any

REF = "#/components/schemas/"

INVITATION_MESSAGE: dict[str, Any] = {
    "type": "object",
    "description": "An invitation addressed to you (to your player id, or to your email address): the stream's "
                   "`invitation` message and the `invitation` of an `invitation` webhook. Accept it with a "
                   "`POST` to `accept_url` (`accept_invitation`), or decline it (`decline_invitation`).",
    "required": ["id", "game", "ruleset", "seat", "invited_by", "expires_at", "accept_url"],
    "properties": {
        "id": {"type": "integer", "description": "The invitation's id (`list_invitations`)."},
        "game": {"type": "integer", "description": "The game's id."},
        "ruleset": {"type": "string", "description": "The game's rule set."},
        "seat": {"type": "integer", "minimum": 0, "description": "The seat offered, as listed when the game was "
                                                                 "created."},
        "invited_by": {"type": "string", "nullable": True, "description": "The name of the player who invited you."},
        "expires_at": {"type": "string", "format": "date-time"},
        "accept_url": {"type": "string", "format": "uri",
                       "description": "The API's URL that accepts it (`POST`, with your token)."},
    },
}


def _object(description: str, properties: dict[str, Any], required: list[str] | None = None) -> dict[str, Any]:
    return {"type": "object", "description": description, "properties": properties,
            "required": list(properties) if required is None else required}


_GAME = {"type": "integer", "description": "The game's id."}
_SEQ = {"type": "integer", "minimum": 0}
_SEAT = {"type": "integer", "minimum": 0, "description": "Your seat."}

# The ``data`` of each message of ``GET /api/stream/`` (its ``event`` names the component).
STREAM_DATA: dict[str, dict[str, Any]] = {
    "StreamHelloData": _object("`hello`: the games the stream follows.",
                               {"games": {"type": "array", "items": {"type": "integer"}}}),
    "StreamGameStartedData": _object("`game_started`: a game of yours started.",
                                     {"game": _GAME, "ruleset": {"type": "string"}, "seat": _SEAT}),
    "StreamEventData": _object(
        "`event`: a new event of one of your games, as your seat may see it (an `Event` with `game`).",
        {"game": _GAME, "seq": _SEQ, "type": {"type": "string"},
         "seat": {"type": "integer", "nullable": True},
         "data": {"$ref": REF + "EventData"}, "at": {"type": "string", "format": "date-time"}}),
    "StreamYourTurnData": _object("`your_turn`: the game waits for a move of yours.",
                                  {"game": _GAME, "seq": _SEQ, "seat": _SEAT}),
    "StreamGameEndedData": _object("`game_ended`: finished or aborted.",
                                   {"game": _GAME, "status": {"type": "string"},
                                    "outcome": {"type": "object", "nullable": True, "additionalProperties": True},
                                    "seq": _SEQ}),
}

# The body of a webhook delivery (docs/webhooks.md): the members every delivery has, and by ``type``.
WEBHOOK_GAME = _object("The game, at the seq of the delivery (0 for an invitation: the game waits).",
                       {"id": _GAME, "ruleset": {"type": "string"}, "seq": _SEQ,
                        "status": {"type": "string", "description": "`game_ended` only."},
                        "outcome": {"type": "object", "nullable": True, "additionalProperties": True,
                                    "description": "`game_ended` only."}},
                       required=["id", "ruleset", "seq"])
WEBHOOK_BODY = _object(
    "The JSON body of a webhook delivery (docs/webhooks.md), by `type` (the `Ravenpost-Event` header): "
    "`events` carries `events`, `invitation` carries `invitation`.",
    {"id": {"type": "integer", "description": "The delivery's id (`Ravenpost-Delivery`)."},
     "type": {"type": "string", "enum": ["events", "your_turn", "game_started", "game_ended", "invitation"]},
     "created_at": {"type": "string", "format": "date-time"},
     "game": {"$ref": REF + "WebhookGame"},
     "seat": {"type": "integer", "minimum": 0, "description": "Your seat (an invitation: the seat offered)."},
     "events": {"type": "array", "items": {"$ref": REF + "Event"}, "description": "`events` only."},
     "invitation": {"$ref": REF + "InvitationMessage"}},
    required=["id", "type", "created_at", "game", "seat"])


def components() -> dict[str, dict[str, Any]]:
    """The components of this module, by name."""
    return {"InvitationMessage": INVITATION_MESSAGE, **STREAM_DATA, "WebhookGame": WEBHOOK_GAME,
            "WebhookBody": WEBHOOK_BODY}
