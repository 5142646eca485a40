"""The UIGO! state and ``evolve``: folding events into it. Cheap and total; no rule is decided here.

State (JSON, lists indexed by seat):
- ``players``, ``round`` (1..4), ``dealer``, ``trick_number`` (1..10), ``leader`` of the trick;
- ``phase``: ``play`` (``turn`` plays a card), ``place`` (``placer`` places the ``pending`` won
  cards), ``over``; between events of one move also ``scoring`` and ``deal`` (never at rest);
- ``hands`` (hidden), ``trick`` (plays ``{"seat", "card"}`` so far), ``last_trick``;
- ``kingdoms``: per seat, five boxes ``{"colour", "cards" (bottom to top), "farmers"}``;
- ``supply``: the shared farmers left; ``round_scores`` per seat, ``totals``, ``last_round``.
"""

from __future__ import annotations

import copy
from typing import Any

from games.engine.types import Event, State
from games.rulesets.uigo import components as C


def empty_kingdom() -> list[dict[str, Any]]:
    return [{"colour": None, "cards": [], "farmers": farmers} for farmers in C.PREFILLED_FARMERS]


def add_farmers(kingdom: list[dict[str, Any]], count: int) -> None:
    """Farmers go to the first free slots from the left (rulebook, example B)."""
    for slots, box in zip(C.BOX_SLOTS, kingdom, strict=True):
        take = min(slots - box["farmers"], count)
        box["farmers"] += take
        count -= take


def _game_started(state: State | None, data: dict[str, Any]) -> State:
    players = data["players"]
    return {
        "players": players,
        "rounds": data.get("rounds", C.ROUNDS),
        "round": 0,
        "dealer": None,
        "trick_number": 0,
        "leader": None,
        "turn": None,
        "phase": "deal",
        "hands": [[] for _ in range(players)],
        "trick": [],
        "last_trick": None,
        "pending": [],
        "placer": None,
        "kingdoms": [empty_kingdom() for _ in range(players)],
        "supply": 0,
        "round_scores": [[] for _ in range(players)],
        "totals": [0] * players,
        "last_round": None,
    }


def _round_dealt(state: State, data: dict[str, Any]) -> State:
    players = state["players"]
    state.update(
        round=data["round"],
        dealer=data["dealer"],
        leader=data["leader"],
        turn=data["leader"],
        trick_number=1,
        phase="play",
        hands=[list(hand) for hand in data["hands"]],
        trick=[],
        last_trick=None,
        pending=[],
        placer=None,
        kingdoms=[empty_kingdom() for _ in range(players)],
        supply=data["farmer_supply"],
    )
    return state


def _card_played(state: State, seat: int, data: dict[str, Any]) -> State:
    state["hands"][seat].remove(data["card"])
    state["trick"].append({"seat": seat, "card": data["card"]})
    players = state["players"]
    state["turn"] = (seat + 1) % players if len(state["trick"]) < players else None
    return state


def _trick_won(state: State, data: dict[str, Any]) -> State:
    winner = data["winner"]
    state["last_trick"] = {
        "trick": data["trick"],
        "cards": data["cards"],
        "winner": winner,
        "farmers": data["farmers"],
    }
    state["trick"] = []
    state["pending"] = [play["card"] for play in data["cards"]]
    state["placer"] = winner
    state["phase"] = "place"
    for gain in data["farmers"]:
        add_farmers(state["kingdoms"][gain["seat"]], gain["gained"])
        state["supply"] -= gain["gained"]
    return state


def _cards_placed(state: State, data: dict[str, Any]) -> State:
    kingdom = state["kingdoms"][data["player"]]
    for placement in data["placements"]:
        box = kingdom[placement["box"]]
        box["colour"] = C.colour_of(placement["card"])
        box["cards"].append(placement["card"])
        state["pending"].remove(placement["card"])
    if not state["pending"]:
        winner = state["placer"]
        state["placer"] = None
        if state["trick_number"] < C.TRICKS_PER_ROUND:
            state.update(trick_number=state["trick_number"] + 1, leader=winner, turn=winner, phase="play")
        else:
            state["phase"] = "scoring"
    return state


def _round_scored(state: State, data: dict[str, Any]) -> State:
    for seat, score in enumerate(data["scores"]):
        state["round_scores"][seat].append(score)
    state["totals"] = list(data["totals"])
    state["last_round"] = {
        "round": data["round"],
        "boxes": data["boxes"],
        "scores": data["scores"],
        "kingdoms": copy.deepcopy(state["kingdoms"]),
    }
    state["phase"] = "deal"
    return state


def _game_ended(state: State, data: dict[str, Any]) -> State:
    state["phase"] = "over"
    state["turn"] = None
    return state


def evolve(state: State | None, event: Event) -> State:
    kind, data = event["type"], event["data"]
    if kind == "game_started":
        return _game_started(state, data)
    assert state is not None, f"{kind} before game_started"
    if kind == "round_dealt":
        return _round_dealt(state, data)
    if kind == "card_played":
        return _card_played(state, event["seat"], data)  # type: ignore[arg-type]
    if kind == "trick_won":
        return _trick_won(state, data)
    if kind == "cards_placed":
        return _cards_placed(state, data)
    if kind == "round_scored":
        return _round_scored(state, data)
    if kind == "game_ended":
        return _game_ended(state, data)
    raise ValueError(f"unknown UIGO! event type {kind!r}")
