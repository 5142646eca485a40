"""The Greenland state: its shape, how it is built, and the questions the rules ask of it.

Shape (all JSON; lists indexed by seat, string keys only):

- ``players[seat]``: tribe, side ("poly"/"mono"), energy, ivory, iron, ``unassigned`` (small cubes
  in the unassigned pool), ``alpha`` (where the big cube is: "unassigned", "valhalla",
  "hunt:<card>", "elder:<board owner>:<rank>"), ``tableau`` (imports, D/I cards, daughters),
  ``trophies``, ``hand``, ``spouses`` (daughter ids holding one of this seat's cubes, advanced).
- ``boards[owner][rank-1][seat]``: small cubes of ``seat`` on ``owner``'s elder board.
- ``rows[row]``: ``warm`` (right of the pile, index 0 next to the pile) and ``cold`` (left of the
  pile, index 0 next to the pile = the card that has been cold the longest).
- ``piles``: the undrawn cards of each biome deck and of the event deck, sorted, without an order:
  a card is drawn at random when revealed (equivalent to a shuffled face-down deck, and nothing
  secret is stored). ``events_left`` counts the reveals left (10 of the 16 event cards are used).
- ``hunters[card][seat]``: small cubes hunting a card this turn.
- ``tasks`` (the agenda of the turn) and ``step`` (what the game waits for: a seat's decision or
  a chance draw); see flow.py.
"""

from __future__ import annotations

import math
from typing import Any

from games.rulesets.greenland import components as C

State = dict[str, Any]


def new_state(tribes: list[str], options: dict[str, Any]) -> State:
    """A state at the start of setup (C), before the rows are dealt. ``tribes[seat]``."""
    n = len(tribes)
    players = []
    for tribe in tribes:
        players.append(
            {
                "tribe": tribe,
                "side": "poly",
                "energy": C.START_ENERGY,
                "ivory": C.START_IVORY,
                "iron": C.START_IRON,
                "unassigned": C.START_UNASSIGNED,
                "alpha": "unassigned",
                "tableau": [],
                "trophies": [],
                "hand": [],
                "spouses": [],
                "extinct": False,
            }
        )
    boards = [[[1 if seat == owner else 0 for seat in range(n)] for _rank in range(6)] for owner in range(n)]
    beginner = options.get("game", "beginner") == "beginner"
    piles = {
        row: sorted(card["id"] for card in deck if not (beginner and card["mark"]))
        for row, deck in (("north", C.NORTH_BIOMES), ("south", C.SOUTH_BIOMES))
    }
    return {
        "players": players,
        "boards": boards,
        "options": dict(options),
        "beginner": beginner,
        "rows": {"north": {"warm": [], "cold": []}, "south": {"warm": [], "cold": []}},
        "piles": {**piles, "events": sorted(C.EVENT_CARDS)},
        "events_left": C.EVENT_TURNS,
        "new_world": {},
        "hunters": {},
        "turn": 0,
        "event": None,
        "first": 0,
        "order": list(range(n)),
        "flags": {},
        "start": {},
        "tasks": [],
        "step": None,
        "auction": None,
        "hunt": None,
        "actions": None,
        "assign": None,
        "removed": [],
        "over": False,
        "last_roll": None,
    }


# ---------------------------------------------------------------- cubes


def n_seats(state: State) -> int:
    return len(state["players"])


def unassigned_total(state: State, seat: int) -> int:
    player = state["players"][seat]
    return player["unassigned"] + (1 if player["alpha"] == "unassigned" else 0)


def elder_cubes(state: State, owner: int, rank: int, seat: int) -> int:
    """Cubes of ``seat`` on rank ``rank`` of ``owner``'s elder board (alpha included)."""
    alpha = 1 if state["players"][seat]["alpha"] == f"elder:{owner}:{rank}" else 0
    return state["boards"][owner][rank - 1][seat] + alpha


def rank_cubes(state: State, owner: int, rank: int) -> int:
    """Cubes of any colour on a rank of ``owner``'s board: what switches the rank's powers on."""
    return sum(elder_cubes(state, owner, rank, seat) for seat in range(n_seats(state)))


def elder_positions(state: State, seat: int) -> list[tuple[int, int]]:
    """Every (board owner, rank) holding at least one elder of ``seat``'s colour."""
    return [
        (owner, rank)
        for owner in range(n_seats(state))
        for rank in range(1, 7)
        if elder_cubes(state, owner, rank, seat) > 0
    ]


def remove_elder(state: State, owner: int, rank: int, seat: int) -> None:
    """One elder of ``seat`` at (owner, rank) goes to Valhalla (a small cube before the alpha)."""
    if state["boards"][owner][rank - 1][seat] > 0:
        state["boards"][owner][rank - 1][seat] -= 1
    elif state["players"][seat]["alpha"] == f"elder:{owner}:{rank}":
        state["players"][seat]["alpha"] = "valhalla"
    actions = state.get("actions")
    if actions and actions.get("seat") == seat and owner == seat:
        used = actions["used"]
        used[str(rank)] = min(used.get(str(rank), 0), elder_cubes(state, owner, rank, seat))


def small_in_play(state: State, seat: int) -> int:
    player = state["players"][seat]
    total = player["unassigned"]
    total += sum(board[rank][seat] for board in state["boards"] for rank in range(6))
    total += sum(counts[seat] for counts in state["hunters"].values())
    total += sum(place["settlers"][seat] for place in state["new_world"].values())
    total += len(player["spouses"])
    return total


def valhalla_small(state: State, seat: int) -> int:
    return C.SMALL_CUBES - small_in_play(state, seat)


def cubes_in_play(state: State, seat: int) -> int:
    return small_in_play(state, seat) + (0 if state["players"][seat]["alpha"] == "valhalla" else 1)


def add_babies(state: State, seat: int, babies: int) -> int:
    """Take up to ``babies`` cubes from Valhalla into the unassigned pool (the alpha first)."""
    player = state["players"][seat]
    taken = 0
    if babies > 0 and player["alpha"] == "valhalla":
        player["alpha"] = "unassigned"
        taken += 1
    small = min(babies - taken, valhalla_small(state, seat))
    player["unassigned"] += max(0, small)
    return taken + max(0, small)


def gain(state: State, seat: int, energy: int = 0, ivory: int = 0, iron: int = 0) -> None:
    """Discs gained; the humus rule caps energy at 8 (A4)."""
    player = state["players"][seat]
    player["energy"] = min(C.HUMUS_LIMIT, player["energy"] + energy)
    player["ivory"] += ivory
    player["iron"] += iron


# ---------------------------------------------------------------- cards and effects


def effects(state: State, seat: int) -> list[dict[str, Any]]:
    """Every ability ``seat`` enjoys now: tableau cards, married daughters, active elder ranks."""
    player = state["players"][seat]
    found: list[dict[str, Any]] = []
    for card_id in player["tableau"]:
        found.extend(C.tableau_card(card_id)["effects"])
    for daughter in player["spouses"]:
        if daughter not in player["tableau"]:
            found.extend(C.tableau_card(daughter)["effects"])
    board = C.ELDER_BOARDS[player["tribe"]][player["side"]]
    for rank in range(1, 7):
        if rank_cubes(state, seat, rank) > 0:
            found.extend(board[rank - 1]["effects"])
    return found


def has_effect(state: State, seat: int, key: str) -> bool:
    return any(key in effect for effect in effects(state, seat))


def hand_size(state: State, seat: int) -> int:
    """A2: +1 per rank-3 elder, plus the bonuses of daughters and imports."""
    size = elder_cubes(state, seat, 3, seat)
    for card_id in state["players"][seat]["tableau"] + state["players"][seat]["spouses"]:
        size += sum(effect.get("hand_size", 0) for effect in C.tableau_card(card_id)["effects"])
    if state["players"][seat]["spouses"]:
        # a daughter in one's own tableau and married to one's own cube would count twice
        for daughter in set(state["players"][seat]["spouses"]) & set(state["players"][seat]["tableau"]):
            size -= sum(effect.get("hand_size", 0) for effect in C.tableau_card(daughter)["effects"])
    return size


def energy_loss_reduction(state: State, seat: int) -> int:
    return sum(effect.get("energy_loss_reduction", 0) for effect in effects(state, seat))


def rerolls(state: State, seat: int, biome_type: str) -> list[int]:
    return sorted({e["reroll"] for e in effects(state, seat) if "reroll" in e and e.get("on") == biome_type})


def conversions(state: State, seat: int, biome_type: str) -> list[int]:
    return sorted(
        {e["convert"] for e in effects(state, seat) if "convert" in e and e.get("on") == biome_type}
    )


def hunts_first(state: State, seat: int, biome_type: str) -> bool:
    return any(e.get("hunt_first") == biome_type for e in effects(state, seat))


def d_cards(state: State, seat: int) -> list[str]:
    """The seat's domestic animals ("D" cards) in its tableau."""
    found = []
    for card_id in state["players"][seat]["tableau"]:
        if (
            card_id in C.BIOMES
            and C.BIOMES[card_id]["mark"] == "D"
            or card_id.startswith("import:")
            and C.tableau_card(card_id).get("mark") == "D"
            or card_id.startswith("animal:")
        ):
            found.append(card_id)
    return found


def card_value(state: State, card_id: str) -> dict[str, int]:
    """Discs a tableau card is worth when discarded (A3); Falconer's Ransom makes a falcon 3 ivory."""
    value = dict(C.tableau_card(card_id)["value"])
    if C.tableau_card(card_id).get("falcon") and state["flags"].get("falconers_ransom"):
        value["ivory"] = 3
    return value


def biome_stats(state: State, card_id: str) -> dict[str, Any]:
    """Successes needed, yield and death faces of a card in a row (New World: by its side)."""
    card = C.BIOMES[card_id]
    if card["kind"] == "new_world":
        side = state["new_world"].get(card_id, {}).get("side", "peaceful")
        stats = dict(card["sides"][side])
    else:
        stats = {"successes": card["successes"], "yield": dict(card["yield"]), "deaths": card["deaths"]}
    stats["yield"] = dict(stats["yield"])
    if card_id == "gyrfalcon" and state["flags"].get("falconers_ransom"):
        stats["yield"]["ivory"] = 3
    return stats


def card_row(state: State, card_id: str) -> tuple[str, str] | None:
    """(row, "warm"|"cold") of a card in a row, else None."""
    for row, sides in state["rows"].items():
        for side in ("warm", "cold"):
            if card_id in sides[side]:
                return row, side
    return None


def row_cards(state: State) -> list[str]:
    return [
        card for row in ("north", "south") for side in ("warm", "cold") for card in state["rows"][row][side]
    ]


def in_homeland(state: State, seat: int, card_id: str) -> bool:
    """E1: biome cards of one's home row, New World excepted."""
    card = C.BIOMES.get(card_id)
    if card is None or card["kind"] == "new_world":
        return False
    located = card_row(state, card_id)
    return located is not None and located[0] == C.TRIBES[state["players"][seat]["tribe"]]["homeland"]


def decimation_losses(state: State, seat: int) -> int:
    """D2: half the unassigned hunters, rounded up."""
    return math.ceil(unassigned_total(state, seat) / 2)


def seat_of_colour(state: State, colour: str) -> int | None:
    for seat, player in enumerate(state["players"]):
        if C.TRIBES[player["tribe"]]["colour"] == colour:
            return seat
    return None


def alive(state: State, seat: int) -> bool:
    return not state["players"][seat]["extinct"]


def seats_in_order(state: State) -> list[int]:
    """Play order (B2) from the first player, clockwise, extinct tribes left out."""
    return [seat for seat in state["order"] if alive(state, seat)]


def hunters_on_card(state: State, card: str, seat: int) -> int:
    """Cubes of ``seat`` hunting ``card`` this turn (alpha included)."""
    small = state["hunters"].get(card, [0] * n_seats(state))[seat]
    return small + (1 if state["players"][seat]["alpha"] == "hunt:" + card else 0)
