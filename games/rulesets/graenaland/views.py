"""What each seat may see (``view``) and the event log as each seat may read it (``redact``).

Hidden from the other seats (and spectators, ``seat=None``):
- hands (resource and supply cards): others see how many cards a player holds;
- face-down road cards on the territories: nobody sees them until a player receives one;
- the order and content of the resource and supply decks and discard piles (only sizes are shown;
  the discards include the advanced setup's unused face-down start cards);
- the advanced setup's face-down start cards, except the one a player takes;
- hero plans until the reveal (others see only who has planned);
- votes until every vote is in, victory claims until every answer is in;
- victory-point cards (the three dealt, the one kept) until revealed. Nothing public may depend
  on them either: who is asked to claim victory (``to_move``, the keys of ``claims``) is decided
  by ``state.public_claim_bound``, from public information only.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from games.rulesets.graenaland.scoring import goals_met, measures, victory_points
from games.rulesets.graenaland.votes import all_votes

HIDDEN_FOR_OTHERS: dict[str, tuple[str, ...]] = {
    "card_drawn": ("card",),
    "start_card_taken": ("card",),
    "hero_planned": ("hero", "direction"),
    "vote_cast": ("accept",),
    "claim_made": ("vp",),
    "vp_cards_dealt": ("cards",),
    "vp_card_chosen": ("card",),
}


def view(state: dict[str, Any], seat: int | None) -> dict[str, Any]:
    shown = json.loads(json.dumps(state))  # a fast private copy of a JSON state
    players = state["players"]
    mine = seat if isinstance(seat, int) and 0 <= seat < players else None
    shown["you"] = mine
    shown["hand_sizes"] = [len(hand) for hand in state["hands"]]
    shown["hands"] = [list(hand) if other == mine else None for other, hand in enumerate(state["hands"])]
    for tid, pile in shown["piles"].items():
        shown["piles"][tid] = [entry if entry["up"] else {"card": None, "up": False} for entry in pile]
    shown["decks"] = {terrain: len(cards) for terrain, cards in state["decks"].items()}
    shown["discards"] = {terrain: len(cards) for terrain, cards in state["discards"].items()}
    shown["supply_deck"] = len(state["supply_deck"])
    shown["plans"] = [
        plan if other == mine else (plan is not None) for other, plan in enumerate(state["plans"])
    ]
    shown["votes"] = {key: (vote if key == str(mine) else True) for key, vote in state["votes"].items()}
    shown["claims"] = {
        key: (claim if key == str(mine) else claim is not None) for key, claim in state["claims"].items()
    }
    vp = shown["vp"]
    vp["offers"] = [
        offers if other == mine else len(offers) for other, offers in enumerate(state["vp"]["offers"])
    ]
    vp["cards"] = [
        card if other == mine or state["vp"]["revealed"][other] else (card is not None)
        for other, card in enumerate(state["vp"]["cards"])
    ]
    # public helpers for clients: votes in each territory, what each player has towards the goals
    shown["territory_votes"] = {tid: all_votes(state, tid) for tid in state["positions"]}
    shown["progress"] = [
        {**measures(state, other), "goals_met": goals_met(state, other)} for other in range(players)
    ]
    if mine is not None and state["vp"]["cards"][mine] is not None:
        shown["your_victory_points"] = victory_points(state, mine)
    shown.pop("claim_snapshot", None)  # holds hands: internal, only to undo a failed claim
    if shown["placement"] is not None:
        shown["placement"]["cards"] = {tid: len(cards) for tid, cards in state["placement"]["cards"].items()}
    return shown


def redact(event: dict[str, Any], seat: int | None) -> dict[str, Any] | None:
    kind = event["type"]
    data = event.get("data", {})
    if kind == "card_produced" and data.get("face") == "down":
        return {**event, "data": {**data, "card": None}}
    if kind == "start_cards_laid":
        return {**event, "data": {**data, "cards": {tid: len(cards) for tid, cards in data["cards"].items()}}}
    hidden = HIDDEN_FOR_OTHERS.get(kind)
    if hidden and event.get("seat") != seat:
        return {**event, "data": {key: value for key, value in data.items() if key not in hidden}}
    return copy.deepcopy(event)
