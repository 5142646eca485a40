"""Folding Grænaland events into state (``evolve``): pure, cheap, no randomness.

The state is one JSON dict. Seats index the per-player lists; territories are keyed by tile id.
Hidden parts (hands, face-down cards, hero plans, votes, victory-point cards) live in the state
and are removed by ``views.view``. Phase changes that follow from the rules alone (who proposes
next, when the building phase starts) happen here, so replay needs nothing but the events.
"""

from __future__ import annotations

import json
from typing import Any

from games.rulesets.graenaland.board import positions_for, territory_order
from games.rulesets.graenaland.components import (
    BUILDINGS,
    DECK_COMPOSITION,
    PUBLIC_WORKS,
    RESOURCE_CARDS,
    SUPPLY_CARDS,
    TERRAINS,
    card_terrain,
)
from games.rulesets.graenaland.votes import votes_of

State = dict[str, Any]

# Everything a claimant's final building may change (no draws, no public works, no supply card).
CLAIM_SNAPSHOT_KEYS = (
    "villages",
    "buildings",
    "army",
    "heroes",
    "waiting",
    "hands",
    "discards",
    "supply_discard",
)


def new_state(players: int, options: dict[str, Any], coast: list[str], inland: list[str]) -> State:
    positions = positions_for(coast, inland)
    tids = list(positions)
    return {
        "players": players,
        "options": options,
        "positions": positions,
        "villages": {tid: [0] * players for tid in tids},
        "buildings": {tid: {kind: None for kind in BUILDINGS} for tid in tids},
        "works": {tid: {kind: False for kind in PUBLIC_WORKS} for tid in tids},
        "piles": {tid: [] for tid in tids},
        "heroes": [{"warrior": None, "priest": None, "minstrel": None} for _ in range(players)],
        "waiting": [{"priest": None, "minstrel": None} for _ in range(players)],
        "army": [1] * players,
        "hands": [[] for _ in range(players)],
        "decks": {
            terrain: sorted(card for card, (t, _) in RESOURCE_CARDS.items() if t == terrain)
            for terrain in TERRAINS
            if DECK_COMPOSITION[terrain]
        },
        "discards": {terrain: [] for terrain in TERRAINS},
        "supply_deck": sorted(SUPPLY_CARDS),
        "supply_row": [],
        "supply_discard": [],
        "main": 0,
        "turn": 0,
        "last_built_turn": 0,
        "phase": "setup",
        "plans": [None] * players,
        "proposers": [],
        "proposal": None,
        "votes": {},
        "claims": {},
        "claimants": [],
        "claimed": {},
        "build": None,
        "final_queue": [],
        "winner": None,
        "over": False,
        "ended_by_limit": False,
        "placement": None,
        "vp": {
            "offers": [[] for _ in range(players)],
            "cards": [None] * players,
            "revealed": [False] * players,
        },
    }


# ---------------------------------------------------------------- helpers used by the rules too


def next_seat(state: State, seat: int, step: int = 1) -> int:
    return (seat + step) % state["players"]


def seats_from_left_of(state: State, seat: int) -> list[int]:
    return [next_seat(state, seat, step) for step in range(1, state["players"])]


def eligible_territories(state: State, seat: int) -> list[str]:
    """Territories with resources where ``seat`` has at least one vote."""
    return [tid for tid in territory_order(state) if state["piles"][tid] and votes_of(state, seat, tid) >= 1]


def _discard(state: State, card: str) -> None:
    if card in SUPPLY_CARDS:
        state["supply_discard"].append(card)
    else:
        state["discards"][card_terrain(card)].append(card)


def _advance_distribution(state: State) -> None:
    """Drop proposers who have no territory to propose on; start building when none is left."""
    while state["proposers"] and not eligible_territories(state, state["proposers"][0]):
        state["proposers"].pop(0)
    if not state["proposers"]:
        state["proposal"] = None
        _start_claims_or_building(state)


def claim_bound(state: State, seat: int) -> int:
    """An upper bound of the victory points ``seat`` could reach by building with its hand now.

    Every project costs at least 3 units and raises at most 3/4 of a level per unit: a village
    (4 units or more) at most 3 columns (colonies, territories, major), a building (6 units) 4, the
    army (3 units) 1, and public works none (none are built in a final building). The levels of a
    victory-point card are strictly increasing, so one project raises a column by one level at most.
    A resource card is one unit, a supply card two.
    """
    from games.rulesets.graenaland.scoring import victory_points

    return victory_points(state, seat) + _unit_bound(state, seat)


def _unit_bound(state: State, seat: int) -> int:
    units = sum(2 if card in SUPPLY_CARDS else 1 for card in state["hands"][seat])
    return (units * 3) // 4


def public_claim_bound(state: State, seat: int) -> int:
    """``claim_bound`` as the other players can work it out: without ``seat``'s secret card.

    Who is asked to claim is public (it shows in ``to_move``), so it must not depend on a hidden
    victory-point card: the best of the 20 cards stands in for a card not revealed yet. The hand's
    size is public and so is its number of supply cards (they come only from the face-up row).
    """
    from games.rulesets.graenaland.scoring import best_victory_points, victory_points

    if state["vp"]["revealed"][seat]:
        reachable = victory_points(state, seat)
    else:
        reachable = best_victory_points(state, seat)
    return reachable + _unit_bound(state, seat)


def _start_claims_or_building(state: State) -> None:
    if state["options"].get("victory_point_cards"):
        from games.rulesets.graenaland.components import VP_TO_WIN

        asked = [
            seat
            for seat in [state["main"], *seats_from_left_of(state, state["main"])]
            if public_claim_bound(state, seat) >= VP_TO_WIN
        ]
        if asked:
            state["phase"] = "claims"
            state["claims"] = {str(seat): None for seat in asked}
            return
    start_building(state, state["main"], final=False)


def start_building(state: State, seat: int, final: bool) -> None:
    state["phase"] = "final_building" if final else "building"
    state["build"] = {
        "seat": seat,
        "final": final,
        "supply_taken": False,
        "markets_used": [],
        "joint_used": False,
        "joint": None,
        "favour": None,
        "project": None,
        "choice": None,
    }


# ---------------------------------------------------------------- event handlers


def _game_started(state: State | None, seat: int | None, data: dict[str, Any]) -> State:
    return new_state(data["players"], dict(data["options"]), list(data["coast"]), list(data["inland"]))


def _colony_placed(state: State, seat: int | None, data: dict[str, Any]) -> State:
    assert seat is not None
    state["villages"][data["territory"]][seat] += 1
    if data.get("warrior"):
        state["heroes"][seat]["warrior"] = data["territory"]
    placement = state["placement"]
    if placement is not None:
        placement["settlers"][data["territory"]].append(seat)
        placement["first"][seat] = placement["first"][seat] or data["territory"]
        placement["index"] += 1
        if data.get("crowded"):
            placement["relocation"] = {
                "territory": data["territory"],
                "newcomer": seat,
                "asked": [s for s in placement["settlers"][data["territory"]][:-1]],
            }
            _next_relocation(state)
    return state


def _next_relocation(state: State) -> None:
    relocation = state["placement"]["relocation"]
    if relocation and not relocation["asked"]:
        state["placement"]["relocation"] = None


def _card_drawn(state: State, seat: int | None, data: dict[str, Any]) -> State:
    assert seat is not None
    state["decks"][data["terrain"]].remove(data["card"])
    state["hands"][seat].append(data["card"])
    return state


def _start_cards_laid(state: State, seat: int | None, data: dict[str, Any]) -> State:
    cards = {tid: list(drawn) for tid, drawn in data["cards"].items()}  # never alias event data
    state["placement"] = {
        "order": list(data["order"]),
        "index": 0,
        "cards": cards,
        "settlers": {tid: [] for tid in cards},
        "first": [None] * state["players"],
        "relocation": None,
    }
    for drawn in cards.values():
        for card in drawn:
            state["decks"][card_terrain(card)].remove(card)
    state["phase"] = "placement"
    return state


def _start_card_taken(state: State, seat: int | None, data: dict[str, Any]) -> State:
    assert seat is not None
    state["placement"]["cards"][data["territory"]].remove(data["card"])
    state["hands"][seat].append(data["card"])
    return state


def _village_relocated(state: State, seat: int | None, data: dict[str, Any]) -> State:
    assert seat is not None
    placement = state["placement"]
    state["villages"][data["from"]][seat] -= 1
    state["villages"][data["to"]][seat] += 1
    placement["settlers"][data["from"]].remove(seat)
    placement["settlers"][data["to"]].append(seat)
    if placement["first"][seat] == data["from"]:
        placement["first"][seat] = data["to"]
    placement["relocation"] = None
    return state


def _relocation_declined(state: State, seat: int | None, data: dict[str, Any]) -> State:
    relocation = state["placement"]["relocation"]
    relocation["asked"].remove(seat)
    _next_relocation(state)
    return state


def _placement_ended(state: State, seat: int | None, data: dict[str, Any]) -> State:
    for drawn in state["placement"]["cards"].values():
        for card in drawn:
            _discard(state, card)
    state["placement"] = None
    state["phase"] = "setup"
    return state


def _vp_cards_dealt(state: State, seat: int | None, data: dict[str, Any]) -> State:
    assert seat is not None
    state["vp"]["offers"][seat] = list(data["cards"])
    state["phase"] = "vp_choice"
    return state


def _vp_card_chosen(state: State, seat: int | None, data: dict[str, Any]) -> State:
    assert seat is not None
    state["vp"]["cards"][seat] = data["card"]
    state["vp"]["offers"][seat] = []
    return state


def _supply_revealed(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state["supply_deck"].remove(data["card"])
    state["supply_row"].append(data["card"])
    return state


def _supply_refilled(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state["supply_deck"] = sorted(state["supply_deck"] + state["supply_discard"])
    state["supply_discard"] = []
    return state


def _deck_refilled(state: State, seat: int | None, data: dict[str, Any]) -> State:
    terrain = data["terrain"]
    state["decks"][terrain] = sorted(state["decks"][terrain] + state["discards"][terrain])
    state["discards"][terrain] = []
    return state


def _turn_started(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state["main"] = data["main"]
    state["turn"] = data["turn"]
    state["phase"] = "production"
    state["build"] = None
    return state


def _card_produced(state: State, seat: int | None, data: dict[str, Any]) -> State:
    card = data["card"]
    state["decks"][card_terrain(card)].remove(card)
    if data["face"] == "improvement" and not data["kept"]:
        _discard(state, card)
    else:
        state["piles"][data["territory"]].append({"card": card, "up": data["face"] != "down"})
    return state


def _heroes_planning(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state["phase"] = "heroes"
    state["plans"] = [None if s != state["main"] else {"direction": "stay"} for s in range(state["players"])]
    return state


def _hero_planned(state: State, seat: int | None, data: dict[str, Any]) -> State:
    assert seat is not None
    state["plans"][seat] = {"hero": data.get("hero"), "direction": data["direction"]}
    return state


def _heroes_moved(state: State, seat: int | None, data: dict[str, Any]) -> State:
    for move in data["moves"]:
        heroes = state["heroes"][move["seat"]]
        if move["hero"] is None or move["to"] == move["from"]:
            continue
        for other, where in heroes.items():
            if other != move["hero"] and where == move["to"]:
                heroes[other] = move["from"]
        heroes[move["hero"]] = move["to"]
    state["plans"] = [None] * state["players"]
    return state


def _hero_entered(state: State, seat: int | None, data: dict[str, Any]) -> State:
    assert seat is not None
    state["heroes"][seat][data["hero"]] = data["territory"]
    state["waiting"][seat][data["hero"]] = None
    if state["build"] and state["build"]["choice"]:
        state["build"]["choice"] = None
    return state


def _hero_waiting(state: State, seat: int | None, data: dict[str, Any]) -> State:
    assert seat is not None
    state["waiting"][seat][data["hero"]] = data["territory"]
    return state


def _distribution_started(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state["phase"] = "distribution"
    state["proposers"] = seats_from_left_of(state, state["main"])
    state["proposal"] = None
    _advance_distribution(state)
    return state


def _proposal_started(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state["proposal"] = {
        "proposer": seat,
        "territory": data["territory"],
        "assign": [],
        "stage": "assign",
        "voters": [],
        "weights": {},
    }
    return state


def _card_assigned(state: State, seat: int | None, data: dict[str, Any]) -> State:
    proposal = state["proposal"]
    proposal["assign"].append(data["to"])
    if len(proposal["assign"]) == len(state["piles"][proposal["territory"]]):
        proposal["stage"] = "confirm"
    return state


def _proposal_withdrawn(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state["proposal"] = None
    return state


def _proposal_made(state: State, seat: int | None, data: dict[str, Any]) -> State:
    proposal = state["proposal"]
    proposal["stage"] = "vote"
    proposal["weights"] = dict(data["weights"])
    proposal["voters"] = [int(s) for s, weight in data["weights"].items() if weight >= 1]
    state["votes"] = {}
    return state


def _proposal_passed(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state["proposers"].pop(0)
    state["proposal"] = None
    _advance_distribution(state)
    return state


def _vote_cast(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state["votes"][str(seat)] = data.get("accept")
    return state


def _votes_revealed(state: State, seat: int | None, data: dict[str, Any]) -> State:
    proposal = state["proposal"]
    if data["adopted"]:
        pile = state["piles"][proposal["territory"]]
        for entry, recipient in zip(pile, proposal["assign"], strict=True):
            state["hands"][recipient].append(entry["card"])
        state["piles"][proposal["territory"]] = []
    state["votes"] = {}
    state["proposal"] = None
    state["proposers"].pop(0)
    _advance_distribution(state)
    return state


def _claim_made(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state["claims"][str(seat)] = data.get("vp", 0)
    return state


def _claims_revealed(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state["claims"] = {}
    state["claimants"] = list(data["order"])
    state["claimed"] = {str(other): data["claims"][str(other)] for other in data["order"]}
    _next_claimant(state)
    return state


def _next_claimant(state: State) -> None:
    """The preferred claimant still to try builds first; with none left the main player builds."""
    if not state["claimants"]:
        state["claimed"] = {}
        start_building(state, state["main"], final=False)
        return
    claimant = state["claimants"][0]
    # what the claimant's building can change, kept to undo it if the claim fails
    state["claim_snapshot"] = json.loads(json.dumps({key: state[key] for key in CLAIM_SNAPSHOT_KEYS}))
    start_building(state, claimant, final=True)
    state["build"]["claim"] = state["claimed"][str(claimant)]


def _vp_card_revealed(state: State, seat: int | None, data: dict[str, Any]) -> State:
    assert seat is not None
    state["vp"]["revealed"][seat] = True
    state["vp"]["cards"][seat] = data["card"]
    return state


def _claim_failed(state: State, seat: int | None, data: dict[str, Any]) -> State:
    """A claim that is not proven is undone: the claimant's building is taken back, and the next
    claimant (in the order of preference) tries, or the main player builds as usual."""
    state.update(state.pop("claim_snapshot"))
    state["claimants"].pop(0)
    _next_claimant(state)
    return state


def _supply_taken(state: State, seat: int | None, data: dict[str, Any]) -> State:
    assert seat is not None
    state["supply_row"].remove(data["card"])
    state["hands"][seat].append(data["card"])
    state["build"]["supply_taken"] = True
    return state


def _project_started(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state["build"]["project"] = {
        "kind": data["project"],
        "territory": data.get("territory"),
        "variant": data.get("variant"),
        "need": dict(data["cost"]),
        "gifts": list(data.get("gifts", [])),
        "given": [],
        "paid": [],
        "by": seat,
        "joint": bool(data.get("joint")),
        "markets": [],
    }
    return state


def _take_card(state: State, owner: int, card: str) -> None:
    build = state["build"]
    if owner == build["project"]["by"]:
        state["hands"][owner].remove(card)
    else:
        build["joint"]["offers"][str(owner)].remove(card)


def _card_paid(state: State, seat: int | None, data: dict[str, Any]) -> State:
    project = state["build"]["project"]
    owner = data.get("owner", project["by"])
    _take_card(state, owner, data["card"])
    for unit in data["as"]:
        project["need"][unit] -= 1
        if project["need"][unit] == 0:
            del project["need"][unit]
    project["paid"].append({"card": data["card"], "owner": owner})
    if data.get("market"):
        project["markets"].append(data["market"])
        state["build"]["markets_used"].append(data["market"])
    return state


def _card_given(state: State, seat: int | None, data: dict[str, Any]) -> State:
    project = state["build"]["project"]
    state["hands"][project["by"]].remove(data["card"])
    project["gifts"].remove(data["to"])
    project["given"].append({"card": data["card"], "to": data["to"]})
    return state


def _return_card(state: State, owner: int, card: str) -> None:
    build = state["build"]
    if build["joint"] is not None and owner != build["project"]["by"]:
        build["joint"]["offers"][str(owner)].append(card)
    else:
        state["hands"][owner].append(card)


def _project_cancelled(state: State, seat: int | None, data: dict[str, Any]) -> State:
    build = state["build"]
    project = build["project"]
    for entry in project["paid"]:
        _return_card(state, entry["owner"], entry["card"])
    for gift in project["given"]:
        state["hands"][project["by"]].append(gift["card"])
    for market in project["markets"]:
        build["markets_used"].remove(market)
    build["project"] = None
    if build["favour"] is not None and build["favour"].get("building"):
        build["favour"]["building"] = False
    return state


def _project_built(state: State, seat: int | None, data: dict[str, Any]) -> State:
    build = state["build"]
    project = build["project"]
    by = project["by"]
    for entry in project["paid"]:
        _discard(state, entry["card"])
    for gift in project["given"]:
        state["hands"][gift["to"]].append(gift["card"])
    kind, tid = project["kind"], project["territory"]
    state["last_built_turn"] = state["turn"]
    if kind == "village":
        state["villages"][tid][by] += 1
    elif kind in BUILDINGS:
        state["buildings"][tid][kind] = by
    elif kind == "army":
        state["army"][by] += 1
    else:
        state["works"][tid][kind] = True
    build["project"] = None
    if project["joint"]:
        _close_joint(state)
    if build["favour"] is not None and build["favour"].get("building"):
        build["favour"] = {"done": True}
    return state


def _close_joint(state: State) -> None:
    joint = state["build"]["joint"]
    for owner, cards in joint["offers"].items():
        state["hands"][int(owner)].extend(cards)
    state["build"]["joint"] = None


def _hero_move_offered(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state["build"]["choice"] = {"hero": data["hero"], "territory": data["territory"], "seat": seat}
    return state


def _hero_move_declined(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state["build"]["choice"] = None
    return state


def _joint_proposed(state: State, seat: int | None, data: dict[str, Any]) -> State:
    build = state["build"]
    build["joint_used"] = True
    build["joint"] = {
        "work": data["work"],
        "territory": data["territory"],
        "stage": "offers",
        "offerers": seats_from_left_of(state, build["seat"]),
        "offers": {str(s): [] for s in seats_from_left_of(state, build["seat"])},
    }
    return state


def _card_offered(state: State, seat: int | None, data: dict[str, Any]) -> State:
    assert seat is not None
    state["hands"][seat].remove(data["card"])
    state["build"]["joint"]["offers"][str(seat)].append(data["card"])
    return state


def _offers_done(state: State, seat: int | None, data: dict[str, Any]) -> State:
    joint = state["build"]["joint"]
    joint["offerers"].remove(seat)
    if not joint["offerers"]:
        joint["stage"] = "decide"
    return state


def _joint_abandoned(state: State, seat: int | None, data: dict[str, Any]) -> State:
    _close_joint(state)
    return state


def _favour_granted(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state["build"]["joint_used"] = True
    state["build"]["favour"] = {"seat": data["to"], "building": False, "done": False}
    return state


def _favour_started(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state["build"]["favour"]["building"] = True
    return state


def _favour_declined(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state["build"]["favour"] = {"done": True}
    return state


def _turn_ended(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state["build"] = None
    state["phase"] = "end"
    return state


def _victory_declared(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state.pop("claim_snapshot", None)
    state["claimants"] = []
    state["claimed"] = {}
    state["winner"] = seat
    state["final_queue"] = seats_from_left_of(state, seat)
    _next_final(state)
    return state


def _next_final(state: State) -> None:
    if state["final_queue"]:
        start_building(state, state["final_queue"].pop(0), final=True)
    else:
        state["build"] = None
        state["phase"] = "over"
        state["over"] = True


def _building_finished(state: State, seat: int | None, data: dict[str, Any]) -> State:
    _next_final(state)
    return state


def _game_stopped(state: State, seat: int | None, data: dict[str, Any]) -> State:
    state["build"] = None
    state["phase"] = "over"
    state["over"] = True
    state["ended_by_limit"] = True
    return state


HANDLERS = {
    "game_started": _game_started,
    "colony_placed": _colony_placed,
    "card_drawn": _card_drawn,
    "start_cards_laid": _start_cards_laid,
    "start_card_taken": _start_card_taken,
    "village_relocated": _village_relocated,
    "relocation_declined": _relocation_declined,
    "placement_ended": _placement_ended,
    "vp_cards_dealt": _vp_cards_dealt,
    "vp_card_chosen": _vp_card_chosen,
    "supply_revealed": _supply_revealed,
    "supply_refilled": _supply_refilled,
    "deck_refilled": _deck_refilled,
    "turn_started": _turn_started,
    "card_produced": _card_produced,
    "heroes_planning": _heroes_planning,
    "hero_planned": _hero_planned,
    "heroes_moved": _heroes_moved,
    "hero_entered": _hero_entered,
    "hero_waiting": _hero_waiting,
    "distribution_started": _distribution_started,
    "proposal_started": _proposal_started,
    "card_assigned": _card_assigned,
    "proposal_withdrawn": _proposal_withdrawn,
    "proposal_made": _proposal_made,
    "proposal_passed": _proposal_passed,
    "vote_cast": _vote_cast,
    "votes_revealed": _votes_revealed,
    "claim_made": _claim_made,
    "claims_revealed": _claims_revealed,
    "vp_card_revealed": _vp_card_revealed,
    "claim_failed": _claim_failed,
    "supply_taken": _supply_taken,
    "project_started": _project_started,
    "card_paid": _card_paid,
    "card_given": _card_given,
    "project_cancelled": _project_cancelled,
    "project_built": _project_built,
    "hero_move_offered": _hero_move_offered,
    "hero_move_declined": _hero_move_declined,
    "joint_proposed": _joint_proposed,
    "card_offered": _card_offered,
    "offers_done": _offers_done,
    "joint_abandoned": _joint_abandoned,
    "favour_granted": _favour_granted,
    "favour_started": _favour_started,
    "favour_declined": _favour_declined,
    "turn_ended": _turn_ended,
    "victory_declared": _victory_declared,
    "building_finished": _building_finished,
    "game_stopped": _game_stopped,
}


def evolve(state: State | None, event: dict[str, Any]) -> State:
    handler = HANDLERS[event["type"]]
    return handler(state, event.get("seat"), event.get("data", {}))  # type: ignore[arg-type]
