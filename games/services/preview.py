"""What a move would do, told before it is played only when telling it shows nothing hidden.

Two tests, for two readers:

- ``for_mover`` / ``mover_state_after``: what the mover may see before committing to their own
  move (the confirmation page's "what it does" and its board once played, ``games.describe``).
  The move draws on no chance and every event it would append is of the rule set's
  ``silent_events`` or ``mover_known_events`` and reads unredacted to the mover: the mover learns
  nothing they would only learn by playing. The others may still learn something from it (a card
  of the mover's hand), which is why such a move may be previewed but not taken back.
- ``silent_events`` / ``state_after``: what *anyone* may be told before the move is played, by the
  same test as a takeback (``shows_hidden`` and ``Ruleset.move_reveals``): conditional moves'
  answers, listed to the opponent from the position a condition would lead to
  (``games.services.conditional``).
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

    Told only for a move that shows nothing hidden to anyone, by the same test as a takeback
    (``shows_hidden`` and ``Ruleset.move_reveals``): it draws on no chance, every event
    is of the rule set's ``silent_events`` and reads the same for every reader. Anything else (a
    card drawn, a deck's top card, a hand card shown) would tell a reader before the move is
    played what they would only learn once it is. The mover's own preview is ``for_mover``."""
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


def for_mover(ruleset: Ruleset, state: State, seat: int, move: Move) -> list[dict] | None:
    """The events ``seat``'s legal ``move`` would append now, when ``seat`` may see them before
    playing it, else ``None``.

    Told when all of these hold, a test on the move and the rule set's declarations alone (pure):

    1. ``decide`` draws on no chance (``NoChance``: a roll, a shuffle, a new round's deal);
    2. it appends at least one event, none a ``meta:`` one;
    3. every event is of the rule set's ``silent_events`` or ``mover_known_events`` (neither draws
       nor names a card of a hidden deck, nor moves one out of a hidden place in ``evolve``);
    4. the mover reads every event unredacted (``redact(event, seat) == event``): nothing in it is
       hidden from them.

    So the mover sees exactly what they will see once the move is played, and nothing they could
    not have worked out from their own view; the others' reading does not matter here (they are
    not shown the preview)."""
    try:
        events = json.loads(json.dumps(ruleset.decide(state, seat, move, NoChance())))
    except Exception:  # chance, or a move the rule set refuses: nothing to tell
        return None
    known = ruleset.silent_events | ruleset.mover_known_events
    if not events or any(event["type"] not in known for event in events):
        return None
    if any(ruleset.redact(event, seat) != event for event in events):
        return None
    return events


def mover_state_after(ruleset: Ruleset, state: State, seat: int, move: Move) -> State | None:
    """The state once ``seat``'s legal ``move`` is played, when ``for_mover`` tells it to
    ``seat``; ``state`` itself is left as it is. Draw only ``seat``'s view of it."""
    events = for_mover(ruleset, state, seat, move)
    return None if events is None else fold(ruleset, events, state)
