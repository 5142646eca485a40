"""The contract every game implements (see DESIGN.md, "The rule set interface").

A rule set is a *decider*: ``decide`` turns a move into events, ``evolve`` folds events into state.
The service layer never knows a game's rules; it only calls these methods. How the moves, events,
views and refusals read to people is the rule set's *presentation*, a separate object with its own
contract (``games.engine.presentation``), which the rules never import.

Contracts, beyond the signatures:

- ``setup`` returns the opening events (deals, shuffles: every random draw is in the data).
- ``evolve(state, event)`` is total and deterministic. It may update ``state`` in place and must
  return the new state; callers who need the old state keep their own copy (``engine.fold`` does).
  It never raises on an event ``decide``/``setup`` produced.
- ``decide`` never mutates ``state``. It raises ``IllegalMove`` for any move that is not legal now,
  including malformed ones, with a stable code and a sentence a player understands.
- ``legal_moves(state, seat)`` lists *every* complete move open to ``seat`` now; each element,
  posted back verbatim, is accepted by ``decide``. Decisions with many combinations are split
  into steps so the list stays short. It is empty when ``seat`` is not in ``to_move``.
- ``view`` and ``redact`` never reveal another seat's hidden information; ``seat=None`` is a
  spectator, who sees only public information.
- ``outcome`` is ``None`` while the game is running; once it is not, ``to_move`` is empty.
- ``timeout_move(state, seat)`` is a legal move for a seat in ``to_move`` whose deadline passed.
- ``forced_move_is_public(state, seat)`` is true only when ``legal_moves`` has one move and that is
  known from public information alone (see ``BaseRuleset.forced_move_is_public``).
- ``move_schema``, ``view_schema`` and ``event_schema`` are JSON Schema documents (draft 2020-12)
  that every listed legal move, every view and every redacted event of the game validate against
  (tests/rulesets/test_schemas.py checks it over random playouts of every option set); they are
  published as OpenAPI components and at ``GET /api/rulesets/{id}/``. Each rule set declares them
  as plain data in its ``schemas`` module, assembled by ``games.engine.schemas``.
- ``move_reveals(state, seat, move, events)`` is pure and conservative: ``True`` unless the rule
  set can say the move showed nobody anything hidden (``silent_events``); a move that reveals is
  never taken back (``games.services.takebacks``).
- ``sample_state(state, seat, rng)`` is a full state consistent with everything ``seat`` knows:
  every part hidden from ``seat`` (other hands, deck orders, face-down cards, secret choices) is
  re-drawn with ``rng`` from what ``seat`` cannot see. It is a function of ``view(state, seat)``
  and ``rng`` alone: two states that look the same from ``seat`` give the same sample for the
  same rng, and ``view(sample, seat) == view(state, seat)``; ``legal_moves``, ``decide`` and
  ``evolve`` work on it as on a real state. It never mutates ``state``. Bots search on samples
  (``games.bots``), so that a bot knows what its seat knows and no more.
- State must be JSON-serialisable (it is snapshotted); ``rules_version`` changes whenever a code
  change would fold the same events into a different state, which invalidates snapshots.
"""

from __future__ import annotations

from random import Random
from typing import Any, ClassVar, Protocol, runtime_checkable

import jsonschema

from games.engine.errors import InvalidSetup
from games.engine.types import Event, Move, Outcome, State, copy_state


@runtime_checkable
class Ruleset(Protocol):
    id: str
    name: str
    min_players: int
    max_players: int
    rules_version: int
    options_schema: dict[str, Any]
    move_schema: dict[str, Any]
    view_schema: dict[str, Any]
    event_schema: dict[str, Any]

    def setup(self, players: int, options: dict[str, Any], rng: Random) -> list[Event]: ...
    def evolve(self, state: State | None, event: Event) -> State: ...
    def to_move(self, state: State) -> list[int]: ...
    def legal_moves(self, state: State, seat: int) -> list[Move]: ...
    def decide(self, state: State, seat: int, move: Move, rng: Random) -> list[Event]: ...
    def view(self, state: State, seat: int | None) -> dict[str, Any]: ...
    def redact(self, event: Event, seat: int | None) -> Event | None: ...
    def outcome(self, state: State) -> Outcome | None: ...
    def timeout_move(self, state: State, seat: int) -> Move: ...
    def forced_move_is_public(self, state: State, seat: int) -> bool: ...
    def public_legal_moves(self, state: State, seat: int) -> list[Move] | None: ...
    def resolve_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]: ...
    def sample_state(self, state: State, seat: int, rng: Random) -> State: ...


class BaseRuleset:
    """Shared behaviour for rule sets: option validation and defaults, a default timeout move.

    Subclasses set the class attributes and implement the game's methods.
    """

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    rules_version: ClassVar[int] = 1
    options_schema: ClassVar[dict[str, Any]] = {"type": "object", "properties": {}, "additionalProperties": False}
    #: Every move of the game: ``oneOf`` one object schema per move type, each with ``type`` a
    #: constant, and a ``discriminator`` on ``type`` (``games.engine.schemas.move_document``). The
    #: default says only what every move is; a shipped rule set declares its own.
    move_schema: ClassVar[dict[str, Any]] = {
        "type": "object", "required": ["type"], "properties": {"type": {"type": "string"}}}
    #: What ``view(state, seat)`` returns, for any seat and for a spectator (``seat=None``).
    view_schema: ClassVar[dict[str, Any]] = {"type": "object"}
    #: Every event as ``redact`` gives it to a reader: ``oneOf`` one ``{"type", "seat", "data"}``
    #: envelope per event type, discriminated by ``type`` (``games.engine.schemas.event_document``).
    event_schema: ClassVar[dict[str, Any]] = {
        "type": "object", "required": ["type", "seat", "data"],
        "properties": {"type": {"type": "string"}, "seat": {"type": ["integer", "null"]}, "data": {"type": "object"}}}

    def resolve_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        """Check the player count and ``options`` against the schema; return them with defaults filled.

        Raises ``InvalidSetup`` with a sentence for a person.
        """
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise InvalidSetup(
                "wrong_player_count",
                f"{self.name} is played by {self.min_players} to {self.max_players} players, not {players}.",
            )
        if not isinstance(options, dict):
            raise InvalidSetup("invalid_options", "Options must be a JSON object.")
        resolved = {
            key: prop["default"]
            for key, prop in self.options_schema.get("properties", {}).items()
            if "default" in prop
        }
        resolved.update(options)
        try:
            jsonschema.validate(resolved, self.options_schema)
        except jsonschema.ValidationError as error:
            where = "/".join(str(part) for part in error.absolute_path) or "options"
            raise InvalidSetup("invalid_options", f"Invalid option {where}: {error.message}") from None
        return resolved

    #: Event types that never show anything that was hidden from any reader before: no card
    #: drawn, no card of a hidden hand or deck named, no secret choice shown, and whose ``evolve``
    #: moves nothing out of a hidden place. Empty by default: no move is known to reveal nothing.
    #: A move with an event of another type always reveals (a takeback is never granted for it).
    silent_events: ClassVar[frozenset[str]] = frozenset()

    #: Event types that show the *mover* nothing hidden from them before, though they may show
    #: the others something: a card of the mover's own hand played or placed, a secret choice of
    #: their own, and what follows from public information alone (a trick won, a round scored).
    #: Like ``silent_events``, none draws a card or names one of a hidden deck, and none's
    #: ``evolve`` moves anything out of a place hidden from the mover. With ``silent_events`` they
    #: are the moves a player may see played before they commit to it (``games.services.preview``);
    #: a takeback never looks at them (the others saw the card). Empty by default.
    mover_known_events: ClassVar[frozenset[str]] = frozenset()

    def move_reveals(self, state: State, seat: int, move: Move, events: list[Event]) -> bool:
        """Whether ``seat``'s ``move``, decided in ``state`` into ``events`` that are all of
        ``silent_events`` types, still showed any reader something hidden from them before (a
        takeback is never granted for such a move). Pure. Asked only about such moves, after the
        service's own checks (the rng untouched, the events the same for every reader, the game
        not over): it can only add refusals. Default: nothing more is revealed (each rule set's
        README says what it adds)."""
        return False

    def forced_move_is_public(self, state: State, seat: int) -> bool:
        """Whether ``seat`` has exactly one legal move *and every player can see that it has only
        one*, so that playing it at once for the seat's player (``games.services.forced``) tells
        the others nothing they did not know: not what a hand holds, not that it holds one playable
        card. The move itself must reveal nothing the player could have kept back (a draw from a
        deck, a secret choice). Pure: a function of what ``view(state, None)`` shows, plus the
        count of the seat's legal moves. The default, ``False``, never plays a move for anyone: a
        rule set says yes only in the situations it can prove public (its README lists them)."""
        return False

    def public_legal_moves(self, state: State, seat: int) -> list[Move] | None:
        """``seat``'s legal moves if every player can list them from public information (so that a
        page may offer them to the opponent as the condition of a conditional move), else ``None``
        (the default: they may depend on a hand, and listing them would show it). Pure."""
        return None

    def sample_state(self, state: State, seat: int, rng: Random) -> State:
        """A full state consistent with what ``seat`` sees, its hidden parts re-drawn with ``rng``
        (see the module's contracts). The default is a copy of ``state``: right only for a game
        without hidden information; every shipped rule set overrides it (its ``sampling``
        module)."""
        return copy_state(state)

    def timeout_move(self, state: State, seat: int) -> Move:
        """By default the first legal move; rule sets override it with something sensible."""
        moves = self.legal_moves(state, seat)  # type: ignore[attr-defined]
        if not moves:
            raise ValueError(f"seat {seat} has no move to time out")
        return moves[0]
