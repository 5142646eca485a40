"""UIGO! (Ronald Hoekstra; PLAYthisONE 2013, IELLO 2014) behind the Ruleset interface, 2 to 4 players.

Sources, reconstructions, hidden information and the readings chosen for unclear rules are in
README.md beside this file. Modules: ``components`` (all card and board data), ``rules`` (follow
suit, trick winner, farmers, placement, scoring), ``state`` (the state and ``evolve``), ``flow``
(setup, legal moves, ``decide``, automatic steps, timeouts), ``views`` (``view``/``redact``);
and its presentation, which the rules never import: ``presentation`` (``UigoPresentation``),
``text`` (move labels and log lines from the ``uigo`` message catalogue, ``locale/``), ``render``
(the game page's HTML, drawn from a view).
"""

from __future__ import annotations

from typing import ClassVar

from games.engine import make_outcome
from games.engine.module_ruleset import ModuleRuleset
from games.engine.schemas import documents
from games.engine.types import Move, Outcome, State
from games.rulesets.uigo import flow, sampling, schemas, state, views


class UigoRuleset(ModuleRuleset):
    id: ClassVar[str] = "uigo"
    name: ClassVar[str] = "UIGO!"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    rules_version: ClassVar[int] = 1
    # No options: BaseRuleset's options_schema, an object with no properties.
    # JSON Schemas of its moves, view and events (games/rulesets/uigo/schemas.py).
    move_schema, view_schema, event_schema = documents("Uigo", schemas)
    # The rules methods call these modules' functions (games/engine/module_ruleset.py).
    flow_module = flow
    state_module = state
    views_module = views
    sampling_module = sampling

    #: Previews (README, "Takebacks and previews"): a card played from the mover's own hand, a won
    #: trick's cards placed, and what follows from them and the open table alone (the trick won,
    #: the round scored, the game's end) show the mover nothing hidden. A new round's deal draws
    #: on chance. No event is silent (``silent_events``): the others see the card.
    mover_known_events: ClassVar[frozenset[str]] = frozenset({
        "card_played", "trick_won", "cards_placed", "round_scored", "game_ended"})

    def outcome(self, state: State) -> Outcome | None:
        """Highest total after the 4 rounds wins; equal totals share the rank (RECONSTRUCTED)."""
        if state.get("phase") != "over":
            return None
        return make_outcome(dict(enumerate(state["totals"])))

    def timeout_move(self, state: State, seat: int) -> Move:
        return flow.timeout_move(state, seat)

    def public_legal_moves(self, state: State, seat: int) -> list[Move] | None:
        """Placing a won trick's cards is public (they lie face up); playing a card is not."""
        if state["phase"] == "play":
            return None
        return self.legal_moves(state, seat)

    def forced_move_is_public(self, state: State, seat: int) -> bool:
        """Public forced moves: the last card of a hand (everyone sees hand sizes: a one-card hand
        has one move, which shows the card it would show anyway), and placing the last card of a
        won trick (the cards to place are face up). A hand of several cards with one playable card
        is never public: that is exactly what the others must not learn."""
        if seat not in self.to_move(state):
            return False
        if state["phase"] == "play":
            public = len(state["hands"][seat]) == 1
        else:
            public = state["placer"] == seat and len(state["pending"]) == 1
        return public and len(self.legal_moves(state, seat)) == 1


__all__ = ["UigoRuleset"]
