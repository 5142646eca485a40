"""Grænaland (Vlaada Chvátil, 2006) for 3 to 5 players: colonies, heroes moved in secret,
proposals and weighted votes, building. See README.md in this package. Its presentation
(``presentation``, ``text``, ``render``: ``GraenalandPresentation``) is apart: the rules never
import it."""

from __future__ import annotations

from typing import Any, ClassVar

from games.engine.errors import InvalidSetup
from games.engine.module_ruleset import ModuleRuleset
from games.engine.schemas import documents
from games.engine.types import Move, Outcome, State
from games.rulesets.graenaland import island, policy, rules, sampling, schemas, scoring, state, views


class GraenalandRuleset(ModuleRuleset):
    id: ClassVar[str] = "graenaland"
    name: ClassVar[str] = "Grænaland"
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 5
    rules_version: ClassVar[int] = 2
    options_schema: ClassVar[dict[str, Any]] = {
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "advanced_setup": {
                "type": "boolean",
                "default": False,
                "description": "Players choose their start territories in snake order (advanced rules).",
            },
            "victory_point_cards": {
                "type": "boolean",
                "default": False,
                "description": "Secret victory-point cards (choose 1 of 3, 6 VP wins, claims before building).",
            },
            "five_player_favour": {
                "type": "boolean",
                "default": False,
                "description": "5 players: the main player may let another player build once instead of a "
                "joint public work.",
            },
            "three_player_modifications": {
                "type": "boolean",
                "default": True,
                "description": "3 players: heroes +1 vote, palisade -1 to every hero, first building not "
                "counted (suggested by the rulebook).",
            },
            "island": {
                "type": "array",
                "items": {"type": "string"},
                "description": 'Advanced setup: your own island ("Choix du plateau"), tile ids in board '
                "order: the coast west to east, then the inland row west to east (3 players: 3 + 2 "
                "tiles, 4: 4 + 3, 5: 5 + 4), each tile at most once. Leave out for the standard island.",
            },
        },
    }
    # JSON Schemas of its moves, view and events (games/rulesets/graenaland/schemas.py).
    move_schema, view_schema, event_schema = documents("Graenaland", schemas)
    # The rules methods call these modules' functions (games/engine/module_ruleset.py).
    flow_module = rules
    state_module = state
    views_module = views
    sampling_module = sampling

    #: Takebacks (README, "Takebacks"): moves that name no card, plan nothing secret and vote
    #: nothing; a card paid, given, offered or drawn, a plan, a vote or a claim is never silent.
    silent_events: ClassVar[frozenset[str]] = frozenset({
        "proposal_withdrawn", "proposal_started", "joint_proposed", "joint_abandoned", "project_cancelled",
        "favour_declined", "favour_granted", "favour_started", "relocation_declined", "village_relocated",
        "hero_move_declined", "hero_move_offered", "hero_waiting", "hero_entered", "colony_placed",
        "placement_ended", "offers_done", "turn_ended", "turn_started", "heroes_planning",
        "distribution_started", "building_finished", "proposal_passed",
    })
    #: Previews (README, "Takebacks"): the mover's own secrets, which the mover knows
    #: and the others do not: a card of their hand paid, given, offered or assigned, their hero's
    #: plan, their vote, their claim. A draw, and every reveal of the others' secrets, is neither.
    mover_known_events: ClassVar[frozenset[str]] = frozenset({
        "card_paid", "card_given", "card_offered", "card_assigned", "hero_planned", "vote_cast", "claim_made"})

    def resolve_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        """The schema, then the options against each other and the player count: the favour is
        the five-player variant, and the island's shape (``island.layout_for``), so a wrong
        combination is refused with a sentence when the game is created."""
        resolved = super().resolve_options(players, options)
        if resolved["five_player_favour"] and players != 5:
            raise InvalidSetup(
                "invalid_options",
                f"The favour is the variant for five players only, not {players}: leave "
                "five_player_favour off.",
            )
        island.layout_for(players, resolved)
        return resolved

    def outcome(self, state_: State) -> Outcome | None:
        return scoring.outcome(state_)

    def timeout_move(self, state_: State, seat: int) -> Move:
        """What a bot seat plays, and a seat whose deadline passed: the bot policy
        (``policy.choose_move``), which plays to win; deterministic, ties go to the first listed."""
        return policy.choose_move(state_, seat)


__all__ = ["GraenalandRuleset"]
