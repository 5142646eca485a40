"""What a move would do, told before it is played only when telling it shows nothing hidden.

The confirmation page's "what it does" and its board once the move is played
(``games.describe``), and conditional moves' answers listed from the position a condition would
lead to (``games.services.conditional``), all rest on ``silent_events``.
"""

from __future__ import annotations

import json
from random import Random

from games.engine import Move, Ruleset, State, fold


class _ChanceNeeded(Exception):
    pass


class NoChance(Random):
    """A ``Random`` that refuses every draw: a move whose effect depends on chance is not told
    (and the game's own rng is never touched outside a move: that would tell the draw)."""

    def random(self) -> float:
        raise _ChanceNeeded

    def getrandbits(self, k: int) -> int:
        raise _ChanceNeeded


def shows_hidden(ruleset: Ruleset, events: list[dict], seats: int) -> bool:
    """What the stored ``events`` of a move say alone (``games.services.takebacks``' docstring, 2 and 3 in part):
    a move with no events, a ``meta:`` one, an event of a type the rule set does not call silent
    (``Ruleset.silent_events``), or one that some reader (each of ``seats``, a spectator) sees
    redacted, revealed something."""
    if not events or any(event["type"] not in ruleset.silent_events for event in events):
        return True
    return any([ruleset.redact(event, reader) for event in events] != events for reader in [None, *range(seats)])


def silent_events(ruleset: Ruleset, state: State, seat: int, move: Move, players: int) -> list[dict] | None:
    """The events the legal ``move`` of ``seat`` would append now, when they can be told before it
    is played, else ``None``.

    Told only for a move that shows nothing hidden, by the same test as a takeback
    (``shows_hidden`` and ``Ruleset.move_reveals``): it draws on no chance, every event
    is of the rule set's ``silent_events`` and reads the same for every reader. Anything else (a
    card drawn, a deck's top card, a hand card shown) would tell a player before they commit what
    they would only learn by playing."""
    try:
        events = json.loads(json.dumps(ruleset.decide(state, seat, move, NoChance())))
    except Exception:  # chance, or a move the rule set refuses: nothing to tell
        return None
    if shows_hidden(ruleset, events, players) or ruleset.move_reveals(state, seat, move, events):
        return None
    return events


def state_after(ruleset: Ruleset, state: State, seat: int, move: Move, players: int) -> State | None:
    """The state once ``seat``'s legal ``move`` is played, when ``silent_events`` can tell it;
    ``state`` itself is left as it is."""
    events = silent_events(ruleset, state, seat, move, players)
    return None if events is None else fold(ruleset, events, state)
