"""Greenland (Phil Eklund, Sierra Madre Games, 2nd edition) behind the Ruleset interface.

The reconstructed card set, the beginner game (C2), the advanced game, the solitaire /
cooperative game (K) and the four-player Sami expansion (L). See README.md for what is
implemented, what is reconstructed, and the readings chosen for ambiguous rules. Its
presentation (``presentation``, ``text``, ``render``: ``GreenlandPresentation``) is apart: the rules
never import it.

Seats and tribes. Inside the rule set every list is indexed by *tribe* (``state["players"]``,
the boards, the step's ``seat``). The engine's seats are players. In the competitive games a
tribe is its own seat; in the cooperative game one seat may play several tribes
(``state["controllers"][tribe]`` is its seat): ``to_move`` gives the seat of the tribe that must
decide, and a move needs no tribe in it, since the decision asked already names the tribe.
"""

from __future__ import annotations

import copy
import json
from random import Random
from typing import Any, ClassVar

from games.engine import BaseRuleset, InvalidSetup, make_event, make_outcome
from games.engine.schemas import documents
from games.engine.types import Event, Move, Outcome, State
from games.rulesets.greenland import components as C
from games.rulesets.greenland import moves, sampling, schemas, scoring, tables
from games.rulesets.greenland.state import RULES_VERSION, controller, new_state


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
        state = tables.evolve(state, event)
    return state


class GreenlandRuleset(BaseRuleset):
    id: ClassVar[str] = "greenland"
    name: ClassVar[str] = "Greenland"
    min_players: ClassVar[int] = 1  # one player: the solitaire game (K)
    max_players: ClassVar[int] = 4  # four: the Sami expansion (L)
    rules_version: ClassVar[int] = RULES_VERSION  # 9; the setup event records it (state["rules"])
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
            "cooperative": {
                "type": "boolean",
                "default": False,
                "description": "Solitaire or cooperative game (K): the three tribes in play, shared by 1 to 3 "
                "players, who win together if all three survive; 12 events and the sunspot rule. "
                "Always on for one player.",
            },
            "sami": {
                "type": "boolean",
                "default": False,
                "description": "The Sami expansion (L): four players, the Sami (blue) joining the three "
                "cultures. Needs exactly 4 players; always on for four.",
            },
        },
    }
    # JSON Schemas of its moves, view and events (games/rulesets/greenland/schemas.py).
    move_schema, view_schema, event_schema = documents("Greenland", schemas)

    #: Takebacks (README, "Takebacks"): moves that name no card and move none out of a hand.
    #: Every card moved, paid, discarded or offered may be a hand card (A2), a sent offer or its
    #: answer may show one, and rolls and draws use the rng: none of them is silent.
    silent_events: ClassVar[frozenset[str]] = frozenset({
        "abandon_colonies", "banish_target", "baptism", "bid", "choose_animal", "convert", "declare_first",
        "end_actions", "end_assignment", "end_pacify", "end_reassign", "hunt", "iron_rule", "keep_dice",
        "marry", "nego_done", "offer_drop", "offer_to", "pass", "reassign", "recall_elder", "recall_spouse",
        "war_council",
    })

    def resolve_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        """One player plays the solitaire game (K): ``cooperative`` is then implied. Four players
        play the Sami expansion (L), the only four-player game: ``sami`` is then implied. Both are
        refused with any other number of players, and together (L is a competitive variant).
        Bloody Snow (F2) changes attack rolls, which only the advanced game has: it is refused
        with the beginner game (C2) rather than accepted and ignored."""
        if players == 1 and isinstance(options, dict) and "cooperative" not in options:
            options = {**options, "cooperative": True}
        if players == C.SAMI_PLAYERS and isinstance(options, dict) and "sami" not in options:
            options = {**options, "sami": True}
        resolved = super().resolve_options(players, options)
        if players == 1 and not resolved["cooperative"]:
            raise InvalidSetup(
                "wrong_player_count",
                "Greenland is played alone only as the solitaire game (K): leave cooperative on, "
                "or invite 2 or 3 players.",
            )
        if resolved["bloody_snow"] and resolved["game"] != "advanced":
            raise InvalidSetup(
                "invalid_options",
                "Bloody Snow (F2) is played in the advanced game only: choose the advanced game, "
                "or leave Bloody Snow off.",
            )
        if resolved["sami"] and resolved["cooperative"]:
            raise InvalidSetup(
                "invalid_options",
                "The Sami expansion (L) is for the competitive game only: the solitaire and "
                "cooperative game (K) is played by the three cultures of the base game.",
            )
        if resolved["sami"] and players != C.SAMI_PLAYERS:
            raise InvalidSetup(
                "wrong_player_count",
                f"The Sami expansion (L) is the four-player game: invite exactly 4 players, not {players}, "
                "or leave the sami option off.",
            )
        if players == C.SAMI_PLAYERS and not resolved["sami"]:
            raise InvalidSetup(
                "wrong_player_count",
                "Greenland is played by four only with the Sami expansion (L): leave the sami option on, "
                "or invite 2 or 3 players.",
            )
        return resolved

    def setup(self, players: int, options: dict[str, Any], rng: Random) -> list[Event]:
        extra: dict[str, Any] = {}
        if options.get("cooperative"):  # K: the three cultures, set up as for three players
            tribes = list(C.TRIBE_ORDER)
            rng.shuffle(tribes)
            extra["controllers"] = [tribe % players for tribe in range(len(tribes))]
        elif options.get("sami"):  # L: the three cultures and the Sami, colours at random (C5)
            tribes = [*C.TRIBE_ORDER, C.SAMI]
            rng.shuffle(tribes)
        elif players == 3:
            tribes = list(C.TRIBE_ORDER)
            rng.shuffle(tribes)
        else:
            tribes = rng.sample(C.TRIBE_ORDER, players)  # C1: two cultures at random
        probe = new_state(tribes, options)
        rows = {row: rng.sample(probe["piles"][row], C.ROW_START[len(tribes)]) for row in ("north", "south")}
        extra["rules"] = RULES_VERSION  # which rules this game follows (state.RULES_VERSION)
        events = [make_event("setup", None, tribes=tribes, options=dict(options), rows=rows, **extra)]
        state = tables.evolve(None, events[0])
        run_chance(state, rng, events)
        return events

    def evolve(self, state: State | None, event: Event) -> State:
        return tables.evolve(state, event)

    def to_move(self, state: State) -> list[int]:
        return sorted({controller(state, tribe) for tribe in moves.to_move(state)})

    def tribe_of(self, state: State, seat: int) -> int | None:
        """The tribe ``seat`` decides for now, if any."""
        for tribe in moves.to_move(state):
            if controller(state, tribe) == seat:
                return tribe
        return None

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        tribe = self.tribe_of(state, seat)
        return [] if tribe is None else moves.legal_moves(state, tribe)

    def decide(self, state: State, seat: int, move: Move, rng: Random) -> list[Event]:
        tribe = self.tribe_of(state, seat) if isinstance(seat, int) else None
        moves.check(state, seat if tribe is None else tribe, move)
        fields = {key: value for key, value in move.items() if key != "type"}
        if "controllers" in state:  # the log names the tribe that acted (K: a seat plays several)
            fields["tribe"] = tribe
            fields["tribes"] = [player["tribe"] for player in state["players"]]
        events = [make_event(move["type"], seat, **copy.deepcopy(fields))]
        work = tables.evolve(json.loads(json.dumps(state)), events[0])
        run_chance(work, rng, events)
        if "controllers" in state:  # a roll's seat is its tribe's player; the tribe is in the data
            for event in events[1:]:
                if event["seat"] is not None:
                    event["data"].update(tribe=event["seat"], tribes=fields["tribes"])
                    event["seat"] = controller(state, event["seat"])
        return events

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """Everything is public but the hands (A2) and the piles, shown as counts."""
        shown = copy.deepcopy(state)
        shown["piles"] = {name: len(cards) for name, cards in state["piles"].items()}
        for index, player in enumerate(shown["players"]):
            if seat is None or controller(state, index) != seat:
                player["hand"] = len(player["hand"])
                last = shown.get("last_roll") or {}
                if last.get("card") in state["players"][index]["hand"]:
                    last["card"] = None  # the roll that took it into a hand no longer names it (A2)
        shown.pop("tasks", None)
        if shown.get("nego"):
            nego = shown["nego"]
            # a draft is not said yet: only its author sees it; a hand card in an offer is
            # shown to the two parties only (A2)
            mine = {tribe for tribe in range(len(state["players"])) if controller(state, tribe) == seat}
            nego["drafts"] = {key: draft for key, draft in nego["drafts"].items() if int(key) in mine}
            for offer in nego["offers"]:
                if offer["from"] not in mine and not mine & set(offer["to"]):
                    for item in offer["give"]:
                        if item["kind"] == "hand":
                            item["card"] = None
        shown["scores"] = {str(s): v for s, v in scoring.scores(state).items()}  # by tribe
        if "controllers" in state:
            shown["survivors"] = scoring.survivors(state)  # K: all three must survive
        shown["to_move"] = self.to_move(state)
        return shown

    def redact(self, event: Event, seat: int | None) -> Event | None:
        """Decks are drawn at random when revealed, so no event holds a deck order; cards enter
        hands from the open rows. The one secret is a hand card put in an offer (phase 3): while
        the offer is a draft only its author sees which card it is (a draft may be dropped, and
        then it was never offered); once sent, the two parties see it in the offer (``view``)."""
        shown = copy.deepcopy(event)
        data = shown.get("data", {})
        if (
            shown["type"] == "offer_item"
            and data.get("item", {}).get("kind") == "hand"
            and seat != shown.get("seat")
        ):
            data["item"]["card"] = None
        return shown

    def outcome(self, state: State) -> Outcome | None:
        if not state["over"]:
            return None
        if "controllers" in state:
            return scoring.cooperative_outcome(state)
        return make_outcome(scoring.scores(state), scoring.tiebreak(state))

    def sample_state(self, state: State, seat: int, rng: Random) -> State:
        """What ``seat`` cannot see, re-drawn with ``rng`` (``sampling.py``)."""
        return sampling.sample_state(state, seat, rng)

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
            ("hunt", lambda m: m["alpha"] and not m.get("ski")),  # skis (L) are a player's choice
            ("hunt", lambda m: not m.get("ski")),
            ("trophy", lambda m: m["claim"]),
            ("take_card", lambda m: m["take"]),
            ("iron_rule", lambda m: m["spend"]),
            ("forage", lambda m: m["with"] == "energy"),
            ("forage", lambda m: m["with"] == "slaughter"),
            ("wool", lambda m: m["take"] == "babies"),
            ("war_council", None),
            ("declare_first", lambda m: not m["declare"]),
            ("pay_loss", None),
            ("convert", None),
        ]
        for kind, wanted in preferred:
            for option in options:
                if option["type"] == kind and (wanted is None or wanted(option)):
                    return option
        return next(option for option in options if option["type"] != "cash_in")


__all__ = ["GreenlandRuleset"]
