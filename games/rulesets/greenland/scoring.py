"""End of the game and victory points (J, J1)."""

from __future__ import annotations

from typing import Any

from games.rulesets.greenland import components as C
from games.rulesets.greenland.state import (
    State,
    card_row,
    card_value,
    cubes_in_play,
    elder_cubes,
    n_seats,
    settlers_on,
)


def breakdown(state: State, seat: int) -> dict[str, int]:
    """The VP of a seat, by source. An extinct tribe scores nothing (J1)."""
    player = state["players"][seat]
    parts = {"trophies": 0, "cards": 0, "resources": 0, "population": 0, "democratic": 0}
    if cubes_in_play(state, seat) == 0:
        return parts
    mono = player["side"] == "mono"
    if not mono:  # trophies count for polytheists only
        parts["trophies"] = sum(C.BIOMES[card]["trophy"]["vp"] for card in player["trophies"])
    ivory, iron = player["ivory"], player["iron"]
    for card in player["tableau"]:
        vp = C.tableau_card(card).get("vp", 0)
        value = card_value(state, card)
        as_discs = value.get("ivory", 0) + 2 * value.get("iron", 0)
        if mono and as_discs > vp:  # a monotheist converts the card into discs (J, A3)
            ivory += value.get("ivory", 0)
            iron += value.get("iron", 0)
        else:
            parts["cards"] += vp
    if mono:
        parts["resources"] = ivory + 2 * iron
    parts["population"] = cubes_in_play(state, seat)
    for card in state["new_world"]:
        located = card_row(state, card)
        if located is not None and located[1] == "cold":
            parts["population"] += settlers_on(state, card, seat)  # cold settlers count double
    parts["democratic"] = 4 * sum(
        1
        for other in range(n_seats(state))
        if other != seat
        and state["players"][other]["side"] == "mono"
        and elder_cubes(state, other, 1, seat) > 0
    )
    return parts


def scores(state: State) -> dict[int, int]:
    return {seat: sum(breakdown(state, seat).values()) for seat in range(n_seats(state))}


def tiebreak(state: State) -> dict[int, Any]:
    """The rules name no tie-breaker: tied seats share the rank."""
    return {}


# ---------------------------------------------------------------- K: the cooperative victory


def survives(state: State, tribe: int) -> bool:
    """K: a culture survives with unassigned hunters (the alpha is one) or settlers at the end."""
    player = state["players"][tribe]
    settlers = sum(settlers_on(state, card, tribe) for card in state["new_world"])
    hunters = player["unassigned"] + (1 if player["alpha"] == "unassigned" else 0)
    return not player["extinct"] and (hunters > 0 or settlers > 0)


def survivors(state: State) -> list[bool]:
    return [survives(state, tribe) for tribe in range(n_seats(state))]


def cooperative_outcome(state: State) -> dict[str, Any]:
    """K: "the players win only if all three cultures survive with unassigned hunters or settlers
    at the end of the game". Every seat scores the number of cultures that survived (3 is the
    shared victory); the seats share one rank, and all of them are winners, or none."""
    alive = sum(survivors(state))
    victory = alive == n_seats(state)
    seats = sorted(set(state["controllers"]))
    return {
        "scores": {str(seat): alive for seat in seats},
        "ranking": [{"seat": seat, "rank": 1, "score": alive} for seat in seats],
        "winners": seats if victory else [],
    }
