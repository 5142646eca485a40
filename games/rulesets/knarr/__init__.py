"""Knarr (Thomas Dupont, Bombyx 2023) behind the Ruleset interface, for 2 to 4 players.

Sources, reconstructions, hidden information and the readings chosen for unclear rules are in
README.md beside this file. Modules: ``components`` (all card data), ``state`` (the state and
``evolve``), ``payment`` (paying destinations step by step), ``flow`` (setup, legal moves,
``decide`` and the automatic steps), ``views`` (``view``/``redact``); and its presentation,
which the rules never import: ``presentation`` (``KnarrPresentation``: labels, trade notes),
``text`` (texts from the ``knarr`` message catalogue), ``render`` (the game page's HTML).
"""

from __future__ import annotations

from typing import Any, ClassVar

from games.engine import make_outcome
from games.engine.module_ruleset import ModuleRuleset
from games.engine.schemas import documents
from games.engine.types import Event, Move, Outcome, State
from games.rulesets.knarr import flow, sampling, schemas, state, views


class KnarrRuleset(ModuleRuleset):
    id: ClassVar[str] = "knarr"
    name: ClassVar[str] = "Knarr"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    rules_version: ClassVar[int] = 1
    options_schema: ClassVar[dict[str, Any]] = {
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "ship_side": {
                "enum": ["normal", "advanced"],
                "default": "normal",
                "description": "Side of the ship sheets, the same for everyone: normal (recommended for a first "
                "game: a recruit in column 2) or advanced (a VP in column 1, a bracelet in column 3).",
            },
            "artifacts": {
                "type": "boolean",
                "default": False,
                "description": "Artifacts variant: one artifact drawn at random applies to everyone "
                "(with two players the Mead Cup is added, as the rulebook recommends).",
            },
        },
    }
    # JSON Schemas of its moves, view and events (games/rulesets/knarr/schemas.py).
    move_schema, view_schema, event_schema = documents("Knarr", schemas)
    # The rules methods call these modules' functions (games/engine/module_ruleset.py).
    flow_module = flow
    state_module = state
    views_module = views
    sampling_module = sampling

    #: Takebacks (README, "Takebacks"): a trade, a declined trade, a skipped offer and the end of a
    #: turn show nothing hidden; a taken or recruited Viking, a payment, an exploration or a
    #: reservation draws from a deck or names a hand card.
    silent_events: ClassVar[frozenset[str]] = frozenset({
        "traded", "trade_declined", "action_completed", "offer_skipped", "turn_ended", "turn_started"})
    #: Previews (README, "Takebacks"): paying a destination with a card of the mover's
    #: own hand, or with a recruit, shows the mover nothing hidden (the others learn the card).
    mover_known_events: ClassVar[frozenset[str]] = frozenset({"payment_card", "payment_recruit"})

    def move_reveals(self, state: State, seat: int, move: Move, events: list[Event]) -> bool:
        """Also revealing: a gain of a card (a draw follows) and an artifact's effects."""
        return any("card" in (event["data"].get("gains") or {}) or event["data"].get("effects")
                   for event in events)

    def outcome(self, state: State) -> Outcome | None:
        """Most VP wins; ties go to the most recruits + bracelets left, then the win is shared."""
        if state.get("phase") != "over":
            return None
        players = state["players"]
        scores = {seat: player["score"] for seat, player in enumerate(players)}
        tiebreak = {seat: player["recruits"] + player["bracelets"] for seat, player in enumerate(players)}
        # RECONSTRUCTED: equal on both counts is a shared victory (make_outcome gives equal ranks).
        return make_outcome(scores, tiebreak)

    def timeout_move(self, state: State, seat: int) -> Move:
        """Recruit the first card of the hand, take the free board Viking, pay with the first
        fitting card, decline artifact bonuses, end the turn without trading."""
        moves = self.legal_moves(state, seat)
        if not moves:
            raise ValueError(f"seat {seat} has no move to time out")
        if state["exhaust"] or state["phase"] == "pay":
            return moves[0]
        if state["phase"] == "offer":
            return {"type": "skip"}
        if state["phase"] == "take":
            own = {"type": "take", "slot": state["turn"]["take"]["colour"]}
            return own if own in moves else moves[0]
        for preferred in ("recruit", "end_turn"):
            for move in moves:
                if move["type"] == preferred:
                    return move
        return moves[0]


__all__ = ["KnarrRuleset"]
