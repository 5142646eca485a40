"""The service layer's own events, defined once.

Events whose type starts with ``meta:`` are written by the services, never by a rule set: a
timeout, an autopilot move's marker, an admin's repair, an abort. They are part of a game's log
and take a seq like any event, but rule sets never see them (the store leaves them out of what a
state is folded from), so no rule set has to know of them. Every ``meta:`` event is public.

Data of each type:

- ``TIMEOUT``              {deadline}: the seat's time ran out; the rule set's timeout move follows
- ``AUTOPILOT``            {bot}: a move is played for the seat; it follows. ``bot``, the bot
                           seat's level ("easy", "normal", "strong"), when the seat is a bot seat
                           playing its own move (the log then names the bot, not the autopilot);
                           absent for a seat handed to the autopilot (its player left, an admin)
                           and in every marker written before bots had levels named in the log
- ``FORCED``               {}: the seat had one legal move, as everyone could see, and its player
                           asked Ravenpost to play such moves (``games.services.forced``); it follows
- ``CONDITIONAL``          {}: the seat's player left this answer to the other seat's move, which
                           just happened (``games.services.conditional``); the answer follows
- ``DEADLINE_EXTENDED``    {from, to, reason}: an admin moved the seat's deadline
- ``NOTIFICATION_RESENT``  {kind, notification}: an admin sent the seat's last email again
- ``SEAT_REPLACED``        {from_player, to_player, autopilot, reason}: the seat changed hands
- ``ABORTED``              {reason, by_admin}: the game stopped for good
- ``VACATION``             {player, from, until, previous_until}: the seat's player set, changed
                           (``previous_until``: the end it had) or ended (``until`` null) a vacation
- ``TAKEBACK_REQUESTED``   {batch, last, instant}: the seat's player asks to take back their move,
                           the batch of seqs ``batch``..``last``; ``instant``: granted at once
- ``TAKEBACK_ACCEPTED``    {batch}: the seat's player accepts that request
- ``TAKEBACK_DECLINED``    {batch}: the seat's player declines it (the request is over)
- ``TAKEBACK``             {batch, last}: the move of seqs ``batch``..``last`` is taken back. Unlike
                           every other ``meta:`` event, the fold reads this one: the state after it
                           is the state before ``batch`` (``honour_takebacks``)
"""

from __future__ import annotations

META_PREFIX = "meta:"

TIMEOUT = f"{META_PREFIX}timeout"
AUTOPILOT = f"{META_PREFIX}autopilot"
FORCED = f"{META_PREFIX}forced"
CONDITIONAL = f"{META_PREFIX}conditional"
DEADLINE_EXTENDED = f"{META_PREFIX}deadline_extended"
NOTIFICATION_RESENT = f"{META_PREFIX}notification_resent"
SEAT_REPLACED = f"{META_PREFIX}seat_replaced"
ABORTED = f"{META_PREFIX}aborted"
VACATION = f"{META_PREFIX}vacation"
TAKEBACK_REQUESTED = f"{META_PREFIX}takeback_requested"
TAKEBACK_ACCEPTED = f"{META_PREFIX}takeback_accepted"
TAKEBACK_DECLINED = f"{META_PREFIX}takeback_declined"
TAKEBACK = f"{META_PREFIX}takeback"


def is_meta(event_type: str) -> bool:
    """Whether ``event_type`` is one of the service layer's (see the module docstring)."""
    return event_type.startswith(META_PREFIX)


def honour_takebacks(events: list[tuple[str, int | None, dict]]) -> list[tuple[str, int | None, dict]] | None:
    """The (type, seat, data) of the rule set's events a fold applies, from a run of a game's log in
    order that holds the rule set's events and its ``meta:takeback`` events (other ``meta:`` events
    may be there too: they are left out).

    A takeback drops the move it names: the ``last - batch + 1`` rule events just before it (a move
    can be taken back only while nothing but ``meta:`` events follows it, so they are its events).
    ``None`` when a takeback reaches before the start of ``events``: the run began inside the
    window of a taken-back move (a snapshot taken after the move, before its takeback), so the
    caller must fold from an earlier point.
    """
    kept: list[tuple[str, int | None, dict]] = []
    for event in events:
        if event[0] == TAKEBACK:
            data = event[2]
            count = data["last"] - data["batch"] + 1
            if count > len(kept):
                return None
            del kept[len(kept) - count:]
        elif not is_meta(event[0]):
            kept.append(event)
    return kept


def _object(properties: dict[str, dict]) -> dict:
    """A closed object whose properties are all required (an empty ``required`` is not valid OpenAPI 3.0)."""
    schema = {"type": "object", "properties": properties, "additionalProperties": False}
    return {**schema, "required": list(properties)} if properties else schema


# The bot levels a marker may name (``games.models.Seat.BotLevel``, ``games.bots.LEVELS``).
BOT_LEVELS = ("easy", "normal", "strong")

_TIME = {"type": "string", "format": "date-time"}
_PLAYER = {"type": ["integer", "null"]}
_REASON = {"type": "string"}

# The JSON Schema (draft 2020-12) of each type's ``data``, as the module docstring lists them: the
# API publishes them beside the rule sets' (``games.api.ruleset_schemas``), so that a client reads a
# log's ``meta:`` events with types too. Pure data, kept next to the names they describe.
DATA_SCHEMAS: dict[str, dict] = {
    TIMEOUT: _object({"deadline": _TIME}),
    # ``bot`` is optional: markers written before it (bot seats' included) are ``{}`` for good.
    AUTOPILOT: {"type": "object", "additionalProperties": False,
                "properties": {"bot": {"type": "string", "enum": list(BOT_LEVELS),
                                       "description": "The level of the bot seat whose own move follows; "
                                                      "absent when the autopilot plays for a seat handed to "
                                                      "it (its player left) and in markers written before "
                                                      "2026-12-07."}}},
    FORCED: _object({}),
    CONDITIONAL: _object({}),
    DEADLINE_EXTENDED: _object({"from": _TIME, "to": _TIME, "reason": _REASON}),
    NOTIFICATION_RESENT: _object({"kind": {"type": "string"}, "notification": {"type": "integer"}}),
    SEAT_REPLACED: _object({"from_player": _PLAYER, "to_player": _PLAYER, "autopilot": {"type": "boolean"},
                            "reason": _REASON}),
    ABORTED: _object({"reason": _REASON, "by_admin": {"type": "boolean"}}),
    VACATION: _object({"player": {"type": "integer"}, "from": {**_TIME, "type": ["string", "null"]},
                       "until": {**_TIME, "type": ["string", "null"]},
                       "previous_until": {**_TIME, "type": ["string", "null"]}}),
    TAKEBACK_REQUESTED: _object({"batch": {"type": "integer"}, "last": {"type": "integer"},
                                 "instant": {"type": "boolean"}}),
    TAKEBACK_ACCEPTED: _object({"batch": {"type": "integer"}}),
    TAKEBACK_DECLINED: _object({"batch": {"type": "integer"}}),
    TAKEBACK: _object({"batch": {"type": "integer"}, "last": {"type": "integer"}}),
}
