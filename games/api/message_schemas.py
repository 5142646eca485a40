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


def components() -> dict[str, dict[str, Any]]:
    """The components of this module, by name."""
    return {"InvitationMessage": INVITATION_MESSAGE}
