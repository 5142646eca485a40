"""The advanced game outside phase 3: the Viking animal (C5), cards into the hand (G6, G7), the
Sun Stone re-assignment (E6) and the domestic animals' phase (H1, H2). Phase 3 (negotiation and
attacks) is in negotiation.py; a raid's result (G1) is part of the hunting roll (``flow``), and
abandoning the colonies (E4) part of the assignment (``assignment``, ``flow.decide_assign``).

Every function here works on the state the way flow.py does, with its plumbing: tasks run
without a decision, and a decision is asked with ``flow.ask``. ``tables.py`` names the tasks and
decisions; the move lists (``reassign_moves``, ``forage_options``) are read by ``moves``.
"""

from __future__ import annotations

from typing import Any

from games.rulesets.greenland import components as C
from games.rulesets.greenland import flow
from games.rulesets.greenland.state import (
    State,
    add_babies,
    add_small_on,
    card_row,
    d_cards,
    effects,
    elder_positions,
    energy_discs,
    gain,
    hunters_on_card,
    is_new_world,
    n_seats,
    remove_elder,
    row_cards,
    seats_in_order,
    tableau_owner,
)

ANIMALS = ["cow", "pony", "sheep", "goat"]

# ---------------------------------------------------------------- C5: the Viking animal


def task_choose_animal(state: State, task: dict[str, Any]) -> None:
    viking = next(seat for seat, p in enumerate(state["players"]) if p["tribe"] == "viking")
    flow.ask(state, viking, "choose_animal")


def decide_choose_animal(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    state["players"][seat]["tableau"].append("animal:" + data["animal"])


# ---------------------------------------------------------------- G6, G7: a card into the hand


def decide_take_card(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    hunt = state["hunt"]
    card = hunt["card"]
    if data["take"]:
        row, side = card_row(state, card)
        index = state["rows"][row][side].index(card)
        state["rows"][row][side].remove(card)
        state["players"][seat]["hand"].append(card)  # even into a full hand (then cut, A2)
        if not state["options"].get("survivor") and state["piles"][row]:
            hunt["replace"] = {"row": row, "side": side, "index": index, "old": card}
    flow.end_roll(state)


# ---------------------------------------------------------------- E6: the Sun Stone


def reassign_budget(state: State, seat: int) -> int:
    return sum(effect.get("reassign", 0) for effect in effects(state, seat))


def task_reassign(state: State, task: dict[str, Any]) -> None:
    """E6: after everyone has assigned, each holder of a re-assignment card moves up to 3 cubes."""
    if task["seat"] is None:
        flow.push_front(
            state,
            [{"do": "reassign", "seat": s} for s in seats_in_order(state) if reassign_budget(state, s) > 0],
        )
        return
    seat = task["seat"]
    state["assign"] = {"seat": seat, "reassign_left": reassign_budget(state, seat)}
    if len(reassign_moves(state, seat)) > 1:
        flow.ask(state, seat, "reassign")
    else:
        state["assign"] = None


def reassign_moves(state: State, seat: int) -> list[dict[str, Any]]:
    """From a biome or tableau card holding one's cubes, to another biome card one hunts (not the
    New World) or to a daughter or animal of one's own tableau (not in the beginner game, which
    sets E5, and so defenders, aside: C2). No Mariner needed. E6 moves "three
    of your cubes" and E7 treats the alpha "like any other cube": a move carries ``"alpha"``, true
    when the alpha is the cube moved (from wherever it hunts, raids or defends)."""
    player = state["players"][seat]
    sources = [
        (card, False)
        for card in row_cards(state)
        if not is_new_world(card) and state["hunters"].get(card, [0] * n_seats(state))[seat] > 0
    ]
    sources += [(card, False) for card, counts in sorted(state["tableau_cubes"].items()) if counts[seat] > 0]
    if player["alpha"].startswith("hunt:"):
        # never a New World card: the alpha is placed there as a settler, a permanent assignment
        alpha_card = player["alpha"][len("hunt:") :]
        if not is_new_world(alpha_card):
            sources.append((alpha_card, True))
    targets = [
        card for card in row_cards(state) if not is_new_world(card) and hunters_on_card(state, card, seat)
    ]
    if not state["beginner"]:  # C2 sets E5 aside: no defenders in the beginner game
        targets += [
            card for card in player["tableau"] if card in C.DAUGHTER_CARDS or card in d_cards(state, seat)
        ]
    moves: list[dict[str, Any]] = []
    if (state.get("assign") or {}).get("reassign_left", 0) > 0:
        moves = [
            {"type": "reassign", "from": a, "to": b, "alpha": alpha}
            for a, alpha in sources
            for b in targets
            if a != b
        ]
    return moves + [{"type": "end_reassign"}]


def decide_reassign(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    if data["type"] == "end_reassign":
        state["assign"] = None
        return
    if data.get("alpha"):  # events before the alpha could move carry no "alpha": a small cube
        card = data["to"]
        table = "tableau_cubes" if tableau_owner(state, card) is not None else "hunters"
        state[table].setdefault(card, [0] * n_seats(state))  # the card is listed as occupied
        state["players"][seat]["alpha"] = "hunt:" + card
    else:
        add_small_on(state, data["from"], seat, -1)
        add_small_on(state, data["to"], seat, 1)
    state["assign"]["reassign_left"] -= 1
    if len(reassign_moves(state, seat)) > 1:
        flow.ask(state, seat, "reassign")
    else:
        state["assign"] = None


# ---------------------------------------------------------------- H: domestic animals


def task_husbandry(state: State, task: dict[str, Any]) -> None:
    """Phase 5 in play order: each D card's forage (H1), then its babies (H2)."""
    tasks: list[dict[str, Any]] = []
    for seat in seats_in_order(state):
        for card in d_cards(state, seat):
            forage = C.tableau_card(card).get("forage", 0)
            tasks.append({"do": "forage", "seat": seat, "card": card, "left": forage})
            tasks.append({"do": "births", "seat": seat, "card": card})
    flow.push_front(state, tasks)


def forage_options(state: State, seat: int, card: str) -> list[dict[str, Any]]:
    """H1: each snowflake is an energy disc or an elder; or slaughter the animal (A3 value)."""
    options = [{"card": card, "with": disc} for disc in energy_discs(state, seat)]  # K: any disc
    options += [
        {"card": card, "with": "elder", "board": o, "rank": r} for o, r in elder_positions(state, seat)
    ]
    options.append({"card": card, "with": "slaughter"})
    return options


def task_forage(state: State, task: dict[str, Any]) -> None:
    seat, card = task["seat"], task["card"]
    if card not in state["players"][seat]["tableau"]:
        return
    if task["left"] <= 0:
        return
    flow.ask(state, seat, "forage", card=card, left=task["left"])


def decide_forage(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    card = data["card"]
    if data["with"] == "slaughter":
        flow.cash_in(state, seat, card)
        return
    if data["with"] in ("energy", "ivory", "iron"):
        state["players"][seat][data["with"]] -= 1
    else:
        remove_elder(state, data["board"], data["rank"], seat)
    if step["left"] > 1:
        flow.push_front(state, [{"do": "forage", "seat": seat, "card": card, "left": step["left"] - 1}])


def task_births(state: State, task: dict[str, Any]) -> None:
    """H2: the babies of a fed animal go to its owner, or to the raider who stole them (G1)."""
    seat, card = task["seat"], task["card"]
    if card not in state["players"][seat]["tableau"]:
        return  # slaughtered: no babies for anyone
    receiver = state["stolen"].get(card, seat)
    info = C.tableau_card(card)
    if info.get("babies_or_ivory"):
        flow.ask(state, receiver, "wool", card=card)  # Icelandic wool: a baby or an ivory
        return
    add_babies(state, receiver, info.get("babies", 0))


def decide_wool(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    if data["take"] == "ivory":
        gain(state, seat, ivory=1)
    else:
        add_babies(state, seat, C.tableau_card(step["card"]).get("babies", 0))
