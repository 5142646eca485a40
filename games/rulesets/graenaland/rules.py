"""Who moves, which moves are legal, and what each move does (``to_move``, ``legal_moves``, ``decide``).

The moves themselves live in ``placement.py`` (advanced setup), ``turn.py`` (production, heroes,
distribution, claims, end of turn) and ``building.py``. ``decide`` works on a private copy of the
state (``common.Emitter``): each event it emits is folded into that copy at once, so the automatic
steps after a move (production, hero reveal, the next proposer, the next turn) see the state as it
will be.
"""

from __future__ import annotations

from random import Random
from typing import Any

from games.engine.errors import IllegalMove
from games.engine.types import Event
from games.rulesets.graenaland import building, placement, turn
from games.rulesets.graenaland.board import terrain
from games.rulesets.graenaland.common import Emitter, Move, State
from games.rulesets.graenaland.components import (
    DIRECTIONS,
    HEROES,
    VP_TO_WIN,
    start_spaces,
)
from games.rulesets.graenaland.island import layout_for
from games.rulesets.graenaland.state import claim_bound


def to_move(state: State) -> list[int]:
    phase = state["phase"]
    if state["over"]:
        return []
    if phase == "placement":
        placement = state["placement"]
        if placement["relocation"]:
            return [placement["relocation"]["asked"][0]]
        return [placement["order"][placement["index"]]]
    if phase == "vp_choice":
        return [seat for seat in range(state["players"]) if state["vp"]["cards"][seat] is None]
    if phase == "heroes":
        return [seat for seat, plan in enumerate(state["plans"]) if plan is None]
    if phase == "distribution":
        proposal = state["proposal"]
        if proposal is None or proposal["stage"] != "vote":
            return [state["proposers"][0]] if state["proposers"] else []
        return [seat for seat in proposal["voters"] if str(seat) not in state["votes"]]
    if phase == "claims":
        return sorted(int(seat) for seat, claim in state["claims"].items() if claim is None)
    if phase in ("building", "final_building"):
        return [builder(state)]
    return []


def builder(state: State) -> int:
    """The seat acting in the building phase: the builder, an offerer, or a favoured player."""
    build = state["build"]
    if build["choice"] is not None:
        return build["choice"]["seat"]
    joint = build["joint"]
    if joint is not None and joint["stage"] == "offers" and build["project"] is None:
        return joint["offerers"][0]
    favour = build["favour"]
    if favour is not None and not favour.get("done"):
        return favour["seat"]
    return build["seat"]


def legal_moves(state: State, seat: int) -> list[Move]:
    if seat not in to_move(state):
        return []
    phase = state["phase"]
    if phase == "placement":
        return placement.placement_moves(state, seat)
    if phase == "vp_choice":
        return [{"type": "choose_vp_card", "card": card} for card in state["vp"]["offers"][seat]]
    if phase == "heroes":
        moves: list[Move] = [{"type": "plan_hero", "direction": "stay"}]
        for hero in HEROES:
            if state["heroes"][seat][hero] is not None:
                moves += [{"type": "plan_hero", "hero": hero, "direction": d} for d in DIRECTIONS]
        return moves
    if phase == "distribution":
        return turn.distribution_moves(state, seat)
    if phase == "claims":
        top = min(15, claim_bound(state, seat))
        return [{"type": "no_claim"}] + [
            {"type": "claim_victory", "vp": vp} for vp in range(VP_TO_WIN, top + 1)
        ]
    return building.building_moves(state, seat)


def decide(state: State, seat: int, move: Any, rng: Random) -> list[Event]:
    if not isinstance(move, dict) or not isinstance(move.get("type"), str):
        raise IllegalMove("malformed_move", 'A move must be a JSON object with a "type".')
    if not isinstance(seat, int) or not 0 <= seat < state["players"]:
        raise IllegalMove("unknown_seat", "There is no such seat in this game.")
    if seat not in to_move(state):
        if state["over"]:
            raise IllegalMove("game_over", "The game is over.")
        raise IllegalMove("not_your_turn", "It is not your turn to act.")
    kind = move["type"]
    handler = MOVE_HANDLERS.get(kind)
    if handler is None:
        raise IllegalMove("unknown_move_type", "There is no move called {type!r} in Grænaland.", type=kind)
    legal = legal_moves(state, seat)
    if not any(candidate["type"] == kind for candidate in legal):
        raise IllegalMove("not_now", "You cannot make a {type!r} move now.", type=kind)
    out = Emitter(state)
    handler(out, seat, move, legal, rng)
    return out.events


MOVE_HANDLERS = {
    "place_village": placement.move_place_village,
    "relocate": placement.move_relocate,
    "stay": placement.move_stay,
    "choose_vp_card": turn.move_choose_vp_card,
    "plan_hero": turn.move_plan_hero,
    "propose": turn.move_propose,
    "assign_card": turn.move_assign_card,
    "confirm_proposal": turn.move_confirm_proposal,
    "withdraw_proposal": turn.move_withdraw_proposal,
    "pass": turn.move_pass,
    "vote": turn.move_vote,
    "claim_victory": turn.move_claim,
    "no_claim": turn.move_claim,
    "take_supply": building.move_take_supply,
    "build": building.move_build,
    "build_joint": building.move_build_joint,
    "pay": building.move_pay,
    "give_card": building.move_give_card,
    "cancel_project": building.move_cancel_project,
    "move_hero": building.move_move_hero,
    "propose_joint": building.move_propose_joint,
    "offer_card": building.move_offer_card,
    "done_offering": building.move_done_offering,
    "abandon_joint": building.move_abandon_joint,
    "grant_favour": building.move_grant_favour,
    "decline_favour": building.move_decline_favour,
    "end_turn": turn.move_end_turn,
    "finish_building": turn.move_finish_building,
}


def setup_events(players: int, options: dict[str, Any], rng: Random) -> list[Event]:
    layout = layout_for(players, options)
    out = Emitter(None)
    out.emit("game_started", players=players, options=options, coast=layout["coast"], inland=layout["inland"])
    for _ in range(4):
        out.emit("supply_revealed", card=rng.choice(out.state["supply_deck"]))  # type: ignore[index]
    if options.get("advanced_setup"):
        cards: dict[str, list[str]] = {}
        for tid in layout["coast"]:
            drawn = []
            for _ in range(2):
                deck = sorted(
                    set(out.state["decks"][terrain(tid)]) - set(sum(cards.values(), [])) - set(drawn)
                )  # type: ignore[index]
                drawn.append(rng.choice(deck))
            cards[tid] = drawn
        order = list(range(players)) + list(reversed(range(players)))
        out.emit("start_cards_laid", order=order, cards=cards)
        return out.events
    for seat, (home, back) in enumerate(start_spaces(players, layout)):
        out.emit("colony_placed", seat, territory=home, warrior=True)
        out.emit("colony_placed", seat, territory=back, warrior=False)
        for tid in (home, back):
            card = rng.choice(out.state["decks"][terrain(tid)])  # type: ignore[index]
            out.emit("card_drawn", seat, terrain=terrain(tid), card=card)
    turn.start_first_turn(out, rng)
    return out.events


__all__ = ["decide", "legal_moves", "setup_events", "to_move"]
