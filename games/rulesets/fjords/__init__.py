"""Fjords (Franz-Benno Delonge, Hans im Glück 2005) behind the Ruleset interface, for 2 players.

Sources, reconstructions, hidden information and the readings chosen for unclear rules are in
README.md beside this file. Modules: ``components`` (all tile data), ``hexes`` (geometry),
``board`` (placement, huts, fields), ``state`` (the state and ``evolve``), ``flow`` (setup, legal
moves, ``decide`` and the automatic steps), ``views`` (``view``/``redact``); and its
presentation, which the rules never import: ``presentation`` (``FjordsPresentation``), ``text``
(texts from the ``fjords`` message catalogue), ``svg`` (``render_svg``: the board as an SVG picture).
"""

from __future__ import annotations

from typing import ClassVar

from games.engine import make_outcome
from games.engine.module_ruleset import ModuleRuleset
from games.engine.schemas import documents
from games.engine.types import Move, Outcome, State
from games.rulesets.fjords import components as C
from games.rulesets.fjords import flow, sampling, schemas, state, views


class FjordsRuleset(ModuleRuleset):
    id: ClassVar[str] = "fjords"
    name: ClassVar[str] = "Fjords"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    rules_version: ClassVar[int] = 1
    # No options: BaseRuleset's options_schema, an object with no properties.
    # JSON Schemas of its moves, view and events (games/rulesets/fjords/schemas.py).
    move_schema, view_schema, event_schema = documents("Fjords", schemas)
    # The rules methods call these modules' functions (games/engine/module_ruleset.py).
    flow_module = flow
    state_module = state
    views_module = views
    sampling_module = sampling

    #: Takebacks (README, "Takebacks"): placing the tile in hand, taking an open tile, a hut or
    #: none, a field and passing show nothing hidden; a draw turns over the secret pile.
    silent_events: ClassVar[frozenset[str]] = frozenset({
        "tile_placed", "tile_taken", "hut_built", "hut_declined", "field_placed", "turn_passed"})

    def outcome(self, state: State) -> Outcome | None:
        """Most points over the three rounds; tie: who won two rounds; still tied: no winner."""
        if state["phase"] != "over":
            return None
        scores = {seat: state["totals"][seat] for seat in range(C.PLAYERS)}
        rounds_won = {seat: state["round_winners"].count(seat) for seat in range(C.PLAYERS)}
        outcome = make_outcome(scores, rounds_won)
        if len(outcome["winners"]) > 1:
            # "Il n'y a alors aucun gagnant": equal on points and on rounds won is a draw.
            outcome["winners"] = []
        return outcome

    def forced_move_is_public(self, state: State, seat: int) -> bool:
        """Fjords hides only the order of the draw pile, which no legal move depends on (only
        whether the pile is empty, and its size is public): one legal move is always a public
        fact. Drawing is never played for a player, though: it shows a tile, and a player may
        want to look at the table before it does (``draw`` is also never the only move while an
        open tile fits)."""
        moves = self.legal_moves(state, seat)
        return len(moves) == 1 and moves[0]["type"] != "draw"

    def public_legal_moves(self, state: State, seat: int) -> list[Move] | None:
        """Every legal move is public here (see ``forced_move_is_public``)."""
        return self.legal_moves(state, seat)

    def timeout_move(self, state: State, seat: int) -> Move:
        """Draw rather than take an open tile, place at the first legal spot, build the hut
        (the rulebook advises using all four), place the first legal field."""
        moves = self.legal_moves(state, seat)
        if not moves:
            raise ValueError(f"seat {seat} has no move to time out")
        for preferred in ({"type": "draw"}, {"type": "hut"}):
            if preferred in moves:
                return preferred
        return moves[0]


__all__ = ["FjordsRuleset"]
