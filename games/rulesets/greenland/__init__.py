"""Greenland (Phil Eklund, Sierra Madre Games, 2nd edition) behind the Ruleset interface.

Part 1: the reconstructed card set and the beginner game (rulebook C2). See README.md for what is
implemented, what is reconstructed, and the readings chosen for ambiguous rules.
"""

from __future__ import annotations

import copy
import json
from random import Random
from typing import Any, ClassVar

from games.engine import BaseRuleset, make_event, make_outcome
from games.engine.types import Event, Move, Outcome, State
from games.rulesets.greenland import advanced, flow, moves, negotiation, scoring, text  # noqa: F401 (advanced and negotiation register their tasks)
from games.rulesets.greenland import components as C


def draw_chance(state: State, rng: Random) -> Event:
    """The event recording the random outcome the state waits for."""
    step = state["step"]
    if step["draw"] == "event":
        return make_event("event_revealed", None, card=rng.choice(state["piles"]["events"]))
    if step["draw"] == "biome":
        return make_event(
            "biome_drawn",
            None,
            row=step["row"],
            card=rng.choice(state["piles"][step["row"]]),
            purpose=step["purpose"],
        )
    dice = [rng.randint(1, 6) for _ in range(step["n"])]
    return make_event("dice_rolled", step.get("seat"), dice=dice, purpose=step["purpose"])


def run_chance(state: State, rng: Random, events: list[Event]) -> State:
    while not state["over"] and state["step"] and state["step"]["kind"] == "chance":
        event = draw_chance(state, rng)
        events.append(event)
        state = flow.evolve(state, event)
    return state


class GreenlandRuleset(BaseRuleset):
    id: ClassVar[str] = "greenland"
    name: ClassVar[str] = "Greenland"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 3
    rules_version: ClassVar[int] = 2
    options_schema: ClassVar[dict[str, Any]] = {
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "game": {
                "enum": ["beginner", "advanced"],
                "default": "beginner",
                "description": "Beginner game (C2), or the advanced game with every rule.",
            },
            "survivor": {
                "type": "boolean",
                "default": False,
                "description": "Survivor variant (C3): the alpha counts as a 2, nothing taken is replaced.",
            },
            "bloody_snow": {
                "type": "boolean",
                "default": False,
                "description": "Bloody Snow (F2, advanced game): attack rolls also hit on a 2 in tableaux "
                "and on warm cards.",
            },
        },
    }

    def setup(self, players: int, options: dict[str, Any], rng: Random) -> list[Event]:
        if players == 3:
            tribes = list(C.TRIBE_ORDER)
            rng.shuffle(tribes)
        else:
            tribes = rng.sample(C.TRIBE_ORDER, players)  # C1: two cultures at random
        probe = flow.new_state(tribes, options)
        rows = {row: rng.sample(probe["piles"][row], C.ROW_START[players]) for row in ("north", "south")}
        events = [make_event("setup", None, tribes=tribes, options=dict(options), rows=rows)]
        state = flow.evolve(None, events[0])
        run_chance(state, rng, events)
        return events

    def evolve(self, state: State | None, event: Event) -> State:
        return flow.evolve(state, event)

    def to_move(self, state: State) -> list[int]:
        return moves.to_move(state)

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        return moves.legal_moves(state, seat)

    def decide(self, state: State, seat: int, move: Move, rng: Random) -> list[Event]:
        moves.check(state, seat, move)
        fields = {key: value for key, value in move.items() if key != "type"}
        events = [make_event(move["type"], seat, **copy.deepcopy(fields))]
        work = flow.evolve(json.loads(json.dumps(state)), events[0])
        run_chance(work, rng, events)
        return events

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """Everything is public but the hands (A2) and the piles, shown as counts."""
        shown = copy.deepcopy(state)
        shown["piles"] = {name: len(cards) for name, cards in state["piles"].items()}
        for index, player in enumerate(shown["players"]):
            if index != seat:
                player["hand"] = len(player["hand"])
        shown.pop("tasks", None)
        if shown.get("nego"):
            nego = shown["nego"]
            # a draft is not said yet: only its author sees it; a hand card in an offer is
            # shown to the two parties only (A2)
            nego["drafts"] = {key: draft for key, draft in nego["drafts"].items() if key == str(seat)}
            for offer in nego["offers"]:
                if seat != offer["from"] and seat not in offer["to"]:
                    for item in offer["give"]:
                        if item["kind"] == "hand":
                            item["card"] = None
        shown["scores"] = {str(s): v for s, v in scoring.scores(state).items()}
        shown["to_move"] = self.to_move(state)
        return shown

    def redact(self, event: Event, seat: int | None) -> Event | None:
        """Decks are drawn at random when revealed, so no event holds a deck order; cards enter
        hands from the open rows. The one secret is a hand card put in an offer (phase 3): only
        the two parties see which card it is."""
        shown = copy.deepcopy(event)
        data = shown.get("data", {})
        if (
            shown["type"] == "offer_item"
            and data.get("item", {}).get("kind") == "hand"
            and seat not in (shown.get("seat"), data.get("to"))
        ):
            data["item"]["card"] = None
        return shown

    def outcome(self, state: State) -> Outcome | None:
        if not state["over"]:
            return None
        return make_outcome(scoring.scores(state), scoring.tiebreak(state))

    def timeout_move(self, state: State, seat: int) -> Move:
        """The cautious choice: keep the cubes home, claim what is won, refuse every offer and
        finish negotiating, save cubes with iron, feed animals with energy (else slaughter)."""
        options = self.legal_moves(state, seat)
        if not options:
            raise ValueError(f"seat {seat} has no move to time out")
        preferred: list[tuple[str, Any]] = [
            ("answer", lambda m: not m["accept"]),
            ("offer_drop", None),
            ("nego_done", None),
            ("end_assignment", None),
            ("end_reassign", None),
            ("end_actions", None),
            ("end_pacify", None),
            ("pass", None),
            ("keep_dice", None),
            ("hunt", lambda m: m["alpha"]),
            ("trophy", lambda m: m["claim"]),
            ("take_card", lambda m: m["take"]),
            ("iron_rule", lambda m: m["spend"]),
            ("forage", lambda m: m["with"] == "energy"),
            ("forage", lambda m: m["with"] == "slaughter"),
            ("wool", lambda m: m["take"] == "babies"),
            ("war_council", None),
            ("pay_loss", None),
            ("convert", None),
        ]
        for kind, wanted in preferred:
            for option in options:
                if option["type"] == kind and (wanted is None or wanted(option)):
                    return option
        return next(option for option in options if option["type"] != "cash_in")

    def summarize_for_seat(
        self, view: dict[str, Any], seat: int, names: list[str], locale: str = "en"
    ) -> str | None:
        """What waits for ``seat``: offers to answer, its own offers, or the decision asked."""
        awaiting = {**moves.AWAITING, **negotiation.AWAITING}
        if locale == "fr":
            awaiting = {**text.AWAITING_FR}
        return text.summarize_for_seat(view, seat, names, awaiting, locale)

    def describe_move(self, move: Move, locale: str = "en") -> str:
        return text.describe_move(move, locale)

    def describe_event(self, event: Event, names: list[str], locale: str = "en") -> str:
        return text.describe_event(event, names, locale)


__all__ = ["GreenlandRuleset"]
