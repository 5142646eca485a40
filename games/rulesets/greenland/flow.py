"""The turn of Greenland (B1): the tasks, decisions and draws of phases 1, 2, 4 and 6.

``state["tasks"]`` is the agenda of the turn (phase 1 to 6, section B1). Its rules run as
handlers: a task (``task_*``) runs without anybody, a decision (``decide_*``) carries out the move
a tribe was asked for, a draw (``chance_*``, ``*_rolled``) takes in the card or the dice chance
gave. A handler says what comes next with ``push_front`` (more tasks), ``ask`` (a tribe's
decision: ``step.kind == "decision"``) or ``chance`` (a draw: ``step.kind == "chance"``).
``tables.py`` names every handler and runs them (``evolve``, ``advance``); this module never
looks a handler up by name.

Layers: below this module, ``state`` (and ``components``) and the choices of phases 2 and 6
(``assignment``, ``elders``), which the turn asks to know whether a tribe has a choice to make;
above it, phase 3 (``negotiation``) and the rest of the advanced game (``advanced``), which use
its plumbing and its hunting roll.
"""

from __future__ import annotations

from typing import Any

from games.rulesets.greenland import components as C
from games.rulesets.greenland.assignment import assignment_over, evacuation_mariners
from games.rulesets.greenland.elders import banish_targets, elder_moves
from games.rulesets.greenland.state import (
    State,
    add_babies,
    add_small_on,
    alive,
    biome_stats,
    card_row,
    card_type,
    card_value,
    conversions,
    cooperative,
    cubes_in_play,
    d_cards,
    decimation_losses,
    elder_cubes,
    elder_positions,
    energy_discs,
    energy_loss_reduction,
    gain,
    hand_size,
    has_effect,
    hunters_on_card,
    hunts_first,
    is_new_world,
    marry,
    n_seats,
    new_state,
    rank_cubes,
    remove_elder,
    rerolls,
    row_cards,
    sami_game,
    sami_seat,
    seat_of_colour,
    seats_in_order,
    small_on,
    spouse_of,
    tableau_owner,
    unassigned_total,
    unmarry,
    valhalla_small,
)

# ---------------------------------------------------------------- plumbing


def push_front(state: State, tasks: list[dict[str, Any]]) -> None:
    state["tasks"][0:0] = tasks


def ask(state: State, seat: int, name: str, **context: Any) -> None:
    state["step"] = {"kind": "decision", "seat": seat, "ask": name, **context}


def chance(state: State, draw: str, **context: Any) -> None:
    state["step"] = {"kind": "chance", "draw": draw, **context}


def over_hand(state: State) -> int | None:
    for seat, player in enumerate(state["players"]):
        if player["hand"] and len(player["hand"]) > hand_size(state, seat):
            return seat
    return None


def decide_discard_hand(state: State, step: dict[str, Any], seat: int, move: dict[str, Any]) -> None:
    state["players"][seat]["hand"].remove(move["card"])
    state["removed"].append(move["card"])


def cash_in(state: State, seat: int, card: str) -> None:
    """A3: discard a tableau card for its value in discs (any time)."""
    value = card_value(state, card)
    state["players"][seat]["tableau"].remove(card)
    for other, cubes in enumerate(state.get("tableau_cubes", {}).pop(card, [])):
        state["players"][other]["unassigned"] += cubes  # its defenders go home
    for player in state["players"]:
        if player["alpha"] == "hunt:" + card:  # an alpha defending or raiding it too (E7)
            player["alpha"] = "unassigned"
    state["removed"].append(card)
    gain(state, seat, value.get("energy", 0), value.get("ivory", 0), value.get("iron", 0))


# ---------------------------------------------------------------- the turn


def setup_state(data: dict[str, Any]) -> State:
    """The state the ``setup`` event describes: tribes and options (C, C1), the rows dealt, and in
    the advanced game Markland and Vinland starting each row next to the pile (C3) and the Viking
    choosing an animal first (C5). ``tables.evolve`` then runs the agenda."""
    # games set up before rules version 6 carry no version: they fold as they always did
    state = new_state(data["tribes"], data["options"], data.get("controllers"), data.get("rules", 5))
    for row in ("north", "south"):
        if not state["beginner"]:  # C3: Markland and Vinland start each row, next to the pile
            state["rows"][row]["warm"].append("markland" if row == "north" else "vinland")
        for card in data["rows"][row]:
            state["rows"][row]["warm"].append(card)
            state["piles"][row].remove(card)
    if not state["beginner"] and any(p["tribe"] == "viking" for p in state["players"]):
        state["tasks"] = [{"do": "choose_animal"}]  # C5: the Viking picks an animal first
    return state


def next_turn(state: State) -> None:
    """End-of-turn checks (J, J1) then the agenda of a new turn (B1)."""
    for seat in range(n_seats(state)):
        if cubes_in_play(state, seat) == 0:
            state["players"][seat]["extinct"] = True
    rows_empty = not row_cards(state)
    # K: a culture gone extinct can never come back, so the shared victory is lost: end at once
    lost = cooperative(state) and any(player["extinct"] for player in state["players"])
    if state["turn"] > 0 and (state["events_left"] == 0 or rows_empty or not seats_in_order(state) or lost):
        state["over"] = True
        state["step"] = None
        return
    state["turn"] += 1
    state["flags"] = {}
    state["stolen"] = {}
    state["placed"] = {}
    state["hunted"] = []
    state["event"] = None
    record_start(state)
    state["tasks"] = [{"do": "reveal_event"}]


def record_start(state: State) -> None:
    """What the rules look at "at the start of the turn": warchiefs (B2), sides (B5), missionaries (I6)."""
    n = n_seats(state)
    state["start"] = {
        "warchief": [elder_cubes(state, seat, 4, seat) > 0 for seat in range(n)],
        "mono": [player["side"] == "mono" for player in state["players"]],
        "missionaries": [
            [t for t in range(n) if t != s and elder_cubes(state, t, 1, s) > 0] for s in range(n)
        ],
    }


def set_order(state: State, first: int) -> None:
    n = n_seats(state)
    state["first"] = first
    state["order"] = [(first + i) % n for i in range(n)]


def task_reveal_event(state: State, task: dict[str, Any]) -> None:
    chance(state, "event")


def chance_event(state: State, step: dict[str, Any], data: dict[str, Any]) -> None:
    card = data["card"]
    state["piles"]["events"].remove(card)
    state["events_left"] -= 1
    state["event"] = card
    symbols = C.EVENT_CARDS[card]["symbols"]
    tasks: list[dict[str, Any]] = [{"do": "first_player"}]
    tasks += [{"do": "symbol", "index": index} for index in range(len(symbols))]
    if C.EVENT_CARDS[card]["import"] is not None:
        tasks.append({"do": "auction"})
    tasks.append({"do": "assign", "seat": None})
    if not state["beginner"]:
        tasks += [{"do": "reassign", "seat": None}, {"do": "negotiation"}]  # E6, F
    elif state.get("rules", 5) >= 6:  # C2 sets aside F1-F4, not F: beginners negotiate too (no attacks)
        if state.get("rules", 5) >= 8:  # nor E6: a beginner holding the Sun Stone re-assigns too
            tasks.append({"do": "reassign", "seat": None})
        tasks.append({"do": "negotiation"})
    tasks.append({"do": "hunting"})
    if not state["beginner"]:
        tasks.append({"do": "husbandry"})  # H
    tasks.append({"do": "elder_phase"})
    push_front(state, tasks)


def task_first_player(state: State, task: dict[str, Any]) -> None:
    """B2, C1: the colour on the card, else the second diamond; then the war council."""
    card = C.EVENT_CARDS[state["event"]]
    first = None
    for colour in (card["first"], card["second"]):
        seat = seat_of_colour(state, colour)
        if seat is not None and alive(state, seat):
            first = seat
            break
    if first is None:
        first = state["first"] if alive(state, state["first"]) else seats_in_order(state)[0]
    set_order(state, first)
    if sami_game(state):
        push_front(state, [{"do": "sami_first"}])  # L (B2): after any war council, which it cancels
    if state["start"]["warchief"][first]:
        ask(state, first, "war_council")


def decide_war_council(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    set_order(state, data["first"])


def sami_may_declare(state: State) -> int | None:
    """L (B2): no event card shows a blue first-player icon, but Sami with a rank-2 elder on the
    polytheist side of their board (a Shaman) may declare themselves first player in phase 1,
    cancelling any opposing war council. Their seat when they may (and are not first already)."""
    seat = sami_seat(state)
    if seat is None or not alive(state, seat) or state["first"] == seat:
        return None
    if state["players"][seat]["side"] != "poly" or elder_cubes(state, seat, 2, seat) == 0:
        return None
    return seat


def task_sami_first(state: State, task: dict[str, Any]) -> None:
    """Asked once the card (and any war council) has named the first player, so that the Sami
    decide knowing the order they would cancel."""
    seat = sami_may_declare(state)
    if seat is not None:
        ask(state, seat, "declare_first")


def decide_declare_first(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    if data["declare"]:
        set_order(state, seat)  # clockwise from the Sami for the whole turn (B2)


# ---------------------------------------------------------------- phase 1: symbols (D1-D9)


def task_symbol(state: State, task: dict[str, Any]) -> None:
    symbol = C.EVENT_CARDS[state["event"]]["symbols"][task["index"]]
    kind = symbol["kind"]
    order = seats_in_order(state)
    if kind == "migration":
        row = symbol["row"]
        if state["piles"][row] and (state["rows"][row]["warm"] or state["rows"][row]["cold"]):
            chance(state, "biome", row=row, purpose="migration")
    elif kind in ("epidemic", "venereal", "feud"):
        if kind == "epidemic":
            hit = [s for s in order if unassigned_total(state, s) >= symbol["threshold"]]
        elif kind == "venereal":
            hit = [
                s
                for s in order
                if any(
                    C.DAUGHTER_CARDS[d]["colour"] in symbol["colours"] for d in state["players"][s]["spouses"]
                )
            ]
        else:
            hit = [s for s in order if rank_cubes(state, s, 1) == 0]
        if kind in ("epidemic", "venereal"):
            # L, Sami drums: Sunnan-Ánni (in one's tableau or married to one's spouse) protects from
            # venereal decimations and mass decimations, the "N+" epidemics of the L example; a
            # feud is neither (D2 names three causes), so it still strikes
            hit = [s for s in hit if not has_effect(state, s, "drums")]
        push_front(state, [{"do": "decimate", "seat": s} for s in hit])
    elif kind == "energy_loss":
        tasks = []
        for seat in order:
            units = symbol["amount"] * (len(d_cards(state, seat)) if symbol["per"] == "d_card" else 1)
            units -= energy_loss_reduction(state, seat)
            if units > 0:
                task = {"do": "energy_loss", "seat": seat, "left": units}
                if symbol["per"] == "d_card":
                    task["upkeep"] = True  # D3: the upkeep of the D cards (see ``loss_options``)
                tasks.append(task)
        push_front(state, tasks)
    elif kind == "global_cooling":
        if not cooperative(state):
            global_cooling(state)
        elif state["turn"] > 1 and not state["flags"].get("cooled"):
            # K, the sunspot rule: ignored in the first turn; later it also decimates the three
            # cultures (D2); a second cooling in one turn has no effect
            state["flags"]["cooled"] = True
            global_cooling(state)
            push_front(state, [{"do": "decimate", "seat": s} for s in order])
    elif kind == "elder_death":
        chance(state, "dice", n=len(order), purpose="elder_death", seats=order)
    elif kind == "steel_degradation":
        push_front(state, [{"do": "degrade", "seat": s} for s in order if steel_cards(state, s)])
    elif kind == "storm":
        for seat in order:
            if elder_cubes(state, seat, 6, seat) > 0:
                remove_elder(state, seat, 6, seat)
    else:  # no_sea_hunt, markland_forbidden, falconers_ransom: last the whole turn
        state["flags"][kind] = True


def chance_biome(state: State, step: dict[str, Any], data: dict[str, Any]) -> None:
    row, card = step["row"], data["card"]
    state["piles"][row].remove(card)
    if step["purpose"] == "migration":
        migrate(state, row, card)
    else:  # replacement of a card taken into a hand (G7)
        side, index = step["side"], step["index"]
        state["rows"][row][side].insert(index, card)
        old = step.get("old")
        hunt = state.get("hunt")
        if old and hunt and hunt["card"] == old:
            # the other tribes' hunters may try the replacement card (G7)
            if old in state["hunters"]:
                state["hunters"][card] = state["hunters"].pop(old)
            for player in state["players"]:
                if player["alpha"] == "hunt:" + old:
                    player["alpha"] = "hunt:" + card
            hunt["card"] = card
            if state.get("rules", 5) >= 7:
                # G "Chasse Obligatoire ... (exception, voir G7)": they *may* try it, or go home
                # (games set up before rules version 7 had them roll, and keep that fold)
                hunt["replacement"] = True


def migrate(state: State, row: str, new_card: str) -> str:
    """D1: the card of lowest Maximum in the row (either side) is replaced in place.

    Ties (impossible with the shipped data) go to the leftmost card of the row."""
    sides = state["rows"][row]
    leftmost_first = [("cold", i, c) for i, c in reversed(list(enumerate(sides["cold"])))]
    leftmost_first += [("warm", i, c) for i, c in enumerate(sides["warm"])]
    side, index, old = min(leftmost_first, key=lambda entry: C.BIOMES[entry[2]]["maximum"])
    sides[side][index] = new_card
    discard_row_card(state, old)
    return old


def discard_row_card(state: State, card: str) -> None:
    """A card leaves the rows for the box; settlers on a New World card go to Valhalla (E2)."""
    state["removed"].append(card)
    if state["new_world"].pop(card, None) is not None:
        for player in state["players"]:
            if player["alpha"] == "hunt:" + card:  # an alpha settler (E7) goes to Valhalla too
                player["alpha"] = "valhalla"


def global_cooling(state: State) -> None:
    """D4: the rightmost warm card of each row goes cold; with no warm card, deep freeze."""
    for row in ("north", "south"):
        sides = state["rows"][row]
        if sides["warm"]:
            sides["cold"].append(sides["warm"].pop())
        elif sides["cold"]:
            discard_row_card(state, sides["cold"].pop(0))


def task_decimate(state: State, task: dict[str, Any]) -> None:
    seat = task["seat"]
    choices = decimation_choices(state, seat)
    if len(choices) > 1:
        ask(state, seat, "decimation")
    elif choices:
        apply_decimation(state, seat, choices[0])


def decimation_choices(state: State, seat: int) -> list[dict[str, Any]]:
    """Every way to take the losses of a decimation: which elder, whether the alpha dies."""
    player = state["players"][seat]
    total = unassigned_total(state, seat)
    kills = decimation_losses(state, seat)
    alpha_options = [False]
    if player["alpha"] == "unassigned":
        alpha_options = [False, True] if total >= 2 else [True]
    elders: list[Any] = [[owner, rank] for owner, rank in elder_positions(state, seat)] or [None]
    if kills == 0 and elders == [None]:
        return []
    return [{"elder": elder, "alpha_dies": alpha} for elder in elders for alpha in alpha_options]


def apply_decimation(state: State, seat: int, choice: dict[str, Any]) -> None:
    player = state["players"][seat]
    kills = decimation_losses(state, seat)
    if choice["alpha_dies"]:
        player["alpha"] = "valhalla"
        kills -= 1
    player["unassigned"] -= kills
    if choice["elder"] is not None:
        remove_elder(state, choice["elder"][0], choice["elder"][1], seat)


def decide_decimation(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    apply_decimation(state, seat, data)


def loss_options(
    state: State, seat: int, optional: bool = False, upkeep: bool = False
) -> list[dict[str, Any]]:
    """D3: one unit of energy loss is an energy disc or an elder; else a D card for its value.

    With neither, a D card with an energy value is converted into energy, which pays ("cartes
    "D" à convertir en disques d'énergie"); others give nothing to pay with, so a plain loss
    leaves them alone ("aucun effet"). But a loss "per D card" is the upkeep of those cards
    (``upkeep``): "si vous ne pouvez payer le coût d'entretien d'une carte "D", vous devez la
    défausser", whatever its value (the D3 example: "si elle a une valeur en ressource, vous
    obtenez ces disques"); then any D card may go, and discarding one with no energy value
    settles the unit (``pay_loss``)."""
    options: list[dict[str, Any]] = [{"with": disc} for disc in energy_discs(state, seat)]  # K: any disc
    options += [{"with": "elder", "board": o, "rank": r} for o, r in elder_positions(state, seat)]
    if not options:
        options += [
            {"with": "card", "card": card}
            for card in d_cards(state, seat)
            if upkeep or card_value(state, card).get("energy", 0) > 0
        ]
    if optional:
        options.append({"with": "none"})
    return options


def pay_loss(state: State, seat: int, option: dict[str, Any]) -> bool:
    """Pay one unit; returns True if the unit is paid. A D card only turns into discs: when they
    can pay (energy; in K any disc), the next unit is paid with them; when they cannot, the card
    was discarded for an upkeep it could not pay (D3), and that settles the unit."""
    if option["with"] in ("energy", "ivory", "iron"):
        state["players"][seat][option["with"]] -= 1
        return True
    if option["with"] == "elder":
        remove_elder(state, option["board"], option["rank"], seat)
        return True
    if option["with"] == "card":
        cash_in(state, seat, option["card"])  # offered only when no disc could pay (loss_options)
        return not energy_discs(state, seat)
    return False


def task_energy_loss(state: State, task: dict[str, Any]) -> None:
    seat, left = task["seat"], task["left"]
    upkeep = {"upkeep": True} if task.get("upkeep") else {}  # a loss per D card (loss_options)
    while left > 0:
        options = loss_options(state, seat, upkeep=bool(upkeep))
        if not options:
            return  # nothing left to lose: no effect (D3)
        if len(options) > 1:
            ask(state, seat, "energy_loss", left=left, **upkeep)
            return
        if pay_loss(state, seat, options[0]):
            left -= 1


def decide_energy_loss(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    left = step["left"] - (1 if pay_loss(state, seat, data) else 0)
    if left > 0:
        task = {"do": "energy_loss", "seat": seat, "left": left}
        if step.get("upkeep"):
            task["upkeep"] = True
        push_front(state, [task])


def elder_death_rolled(state: State, step: dict[str, Any], values: list[int]) -> None:
    """D5: one die per tribe (``step["seats"]``, play order): each loses an elder of the rank rolled."""
    push_front(
        state,
        [{"do": "lose_elder", "seat": s, "rank": d} for s, d in zip(step["seats"], values, strict=False)],
    )


def task_lose_elder(state: State, task: dict[str, Any]) -> None:
    """D5: an elder of the rank rolled, on one's own board or another's."""
    seat, rank = task["seat"], task["rank"]
    boards = [o for o in range(n_seats(state)) if elder_cubes(state, o, rank, seat) > 0]
    if len(boards) == 1:
        remove_elder(state, boards[0], rank, seat)
    elif boards:
        ask(state, seat, "elder_death", rank=rank, boards=boards)


def decide_elder_death(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    remove_elder(state, data["board"], step["rank"], seat)


def steel_cards(state: State, seat: int) -> list[str]:
    return [
        c
        for c in state["players"][seat]["tableau"]
        if c.startswith("import:") and card_value(state, c).get("iron", 0) > 0
    ]


def task_degrade(state: State, task: dict[str, Any]) -> None:
    """D6: discard one import with an iron value for its discs."""
    cards = steel_cards(state, task["seat"])
    if len(cards) == 1:
        cash_in(state, task["seat"], cards[0])
    elif cards:
        ask(state, task["seat"], "degrade")


def decide_degrade(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    cash_in(state, seat, data["card"])


# ---------------------------------------------------------------- phase 1: the auction (D10)


def auction_priority(state: State, seat: int) -> tuple[int, int]:
    """Tie order: Peepeelee (own or married) first, then play order. Lower is better."""
    ties = 0 if has_effect(state, seat, "auction_ties") else 1
    return ties, state["order"].index(seat)


def can_beat(state: State, seat: int) -> bool:
    auction = state["auction"]
    ivory = state["players"][seat]["ivory"]
    if auction["leader"] is None:
        return ivory >= 1
    high = auction["high"]
    if ivory > high:
        return True
    return ivory == high and auction_priority(state, seat) < auction_priority(state, auction["leader"])


def task_auction(state: State, task: dict[str, Any]) -> None:
    if state["auction"] is None:
        state["auction"] = {"card": state["event"], "high": 0, "leader": None, "passed": [], "next": 0}
    auction = state["auction"]
    order = seats_in_order(state)
    for offset in range(len(order)):
        seat = order[(auction["next"] + offset) % len(order)]
        if seat == auction["leader"] or seat in auction["passed"]:
            continue
        if not can_beat(state, seat):
            auction["passed"].append(seat)
            continue
        auction["next"] = (auction["next"] + offset) % len(order)
        ask(state, seat, "auction")
        return
    if auction["leader"] is not None:
        winner = auction["leader"]
        state["players"][winner]["ivory"] -= auction["high"]
        state["players"][winner]["tableau"].append("import:" + auction["card"])
    else:
        state["removed"].append("import:" + auction["card"])
    state["auction"] = None


def decide_auction(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    auction = state["auction"]
    if data["type"] == "pass":
        auction["passed"].append(seat)
    else:
        auction["high"], auction["leader"] = data["amount"], seat
    auction["next"] += 1
    push_front(state, [{"do": "auction"}])


# ---------------------------------------------------------------- phase 2: assignment (E)


def task_assign(state: State, task: dict[str, Any]) -> None:
    """E: each seat in play order assigns its cubes; ``seat None`` queues them all."""
    if task["seat"] is None:
        push_front(state, [{"do": "assign", "seat": s} for s in seats_in_order(state)])
        return
    seat = task["seat"]
    state["assign"] = {"seat": seat, "started_with": unassigned_total(state, seat), "recalled": False}
    if not assignment_over(state, seat):
        ask(state, seat, "assign")
    else:
        state["assign"] = None


def decide_assign(state: State, step: dict[str, Any], seat: int, move: dict[str, Any]) -> None:
    player = state["players"][seat]
    kind = move["type"]
    if kind == "place":
        card = move["card"]
        if move["alpha"]:
            if tableau_owner(state, card) is not None:  # E5, E7: the alpha raids or defends
                state["tableau_cubes"].setdefault(card, [0] * n_seats(state))
                state["placed"].setdefault(card, [0] * n_seats(state))[seat] += 1
            elif is_new_world(card):  # E2, E7: the alpha settles (permanent; a Mariner's load)
                state["placed"].setdefault(card, [0] * n_seats(state))[seat] += 1
            else:
                state["hunters"].setdefault(card, [0] * n_seats(state))
            player["alpha"] = "hunt:" + card
        else:
            player["unassigned"] -= 1
            add_small_on(state, card, seat, 1)
            if is_new_world(card) or tableau_owner(state, card) is not None:
                state["placed"].setdefault(card, [0] * n_seats(state))[seat] += 1
    elif kind == "promote":
        player[move.get("pay", "energy")] -= 1  # K: ivory or iron may pay as energy
        if move["alpha"]:
            player["alpha"] = f"elder:{seat}:{move['rank']}"
        else:
            player["unassigned"] -= 1
            state["boards"][seat][move["rank"] - 1][seat] += 1
    elif kind == "recall_elder":
        if move["alpha"]:
            player["alpha"] = "unassigned"
        else:
            state["boards"][seat][move["rank"] - 1][seat] -= 1
            player["unassigned"] += 1
        state["assign"]["recalled"] = True
    elif kind == "marry":  # K: a hunter assigned as a spouse, automatic success (permanent, E4)
        if not move.get("alpha"):
            player["unassigned"] -= 1
        marry(state, seat, move["daughter"], alpha=bool(move.get("alpha")))
        state["placed"].setdefault("wed:" + move["daughter"], [0] * n_seats(state))[seat] += 1
    elif kind == "recall_settler":  # E4 exception
        if move.get("alpha"):  # E7: the alpha settler comes home like any settler
            player["alpha"] = "unassigned"
        else:
            add_small_on(state, move["card"], seat, -1)
            player["unassigned"] += 1
        state["assign"]["recalled"] = True
    elif kind == "recall_spouse":  # E4 exception
        unmarry(state, seat, move["daughter"], home=True)
        state["assign"]["recalled"] = True
    elif kind == "abandon_colonies":  # E4: every settler comes home, using unused Mariners
        state["assign"]["evacuated"] = evacuation_mariners(state, seat)
        for card, place in state["new_world"].items():
            player["unassigned"] += place["settlers"][seat]
            place["settlers"][seat] = 0
            if player["alpha"] == "hunt:" + card:  # the alpha settler too (E7)
                player["alpha"] = "unassigned"
    if kind == "end_assignment" or assignment_over(state, seat):
        state["assign"] = None
    else:
        ask(state, seat, "assign")


# ---------------------------------------------------------------- phase 4: hunting (G)


def hunted_cards(state: State) -> list[str]:
    """Cards with hunters or settlers in the rows, then tableau cards with raiders (G1)."""
    done = state.get("hunted", [])  # settlers stay on their card: each card is hunted once a turn
    # the cards holding cubes, read off the tables (cheaper than asking every card, every event)
    occupied = {card for card, counts in state["hunters"].items() if any(counts)}
    occupied.update(card for card, place in state["new_world"].items() if any(place["settlers"]))
    occupied.update(p["alpha"][5:] for p in state["players"] if p["alpha"].startswith("hunt:"))
    cards = [card for card in row_cards(state) if card in occupied and card not in done]
    alphas = {p["alpha"][5:] for p in state["players"] if p["alpha"].startswith("hunt:")}
    # sorted: a state read back from PostgreSQL (JSONB) does not keep the keys' order
    for card, counts in sorted(state.get("tableau_cubes", {}).items()):
        if (sum(counts) or card in alphas) and tableau_owner(state, card) is not None:
            cards.append(card)
    return cards


def task_hunting(state: State, task: dict[str, Any]) -> None:
    """B4: the first player picks the card hunted next, until none has hunters."""
    cards = hunted_cards(state)
    if len(cards) == 1:
        push_front(state, [{"do": "hunt_card", "card": cards[0]}, {"do": "hunting"}])
    elif cards:
        ask(state, seats_in_order(state)[0], "hunt_next", cards=cards)
    else:
        for card in list(state["hunters"]) + list(state.get("tableau_cubes", {})):
            for seat in range(n_seats(state)):
                send_home(state, card, seat)
        state["hunters"] = {}
        state["tableau_cubes"] = {}


def decide_hunt_next(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    push_front(state, [{"do": "hunt_card", "card": data["card"]}, {"do": "hunting"}])


def task_hunt_card(state: State, task: dict[str, Any]) -> None:
    """G, B4: fewest hunters first (hunt-first cards before), ties in play order."""
    card = task["card"]
    kind = card_type(state, card)
    hunters = [s for s in seats_in_order(state) if hunters_on_card(state, card, s) > 0]
    hunters.sort(
        key=lambda s: (
            not hunts_first(state, s, kind),
            hunters_on_card(state, card, s),
            state["order"].index(s),
        )
    )
    state["hunt"] = {"card": card, "taken": False, "roll": None}
    state.setdefault("hunted", []).append(card)
    push_front(state, [{"do": "hunt_turn", "seat": s} for s in hunters] + [{"do": "hunt_done"}])


def send_home(state: State, card: str, seat: int) -> None:
    """Hunters and raiders go back to the unassigned pool; settlers stay (E2)."""
    player = state["players"][seat]
    for table in ("hunters", "tableau_cubes"):
        counts = state.get(table, {}).get(card)
        if counts:
            player["unassigned"] += counts[seat]
            counts[seat] = 0
    if player["alpha"] == "hunt:" + card and card not in state["new_world"]:  # a settler stays
        player["alpha"] = "unassigned"


def card_present(state: State, card: str) -> bool:
    """The card is still in a row or in a tableau."""
    return card_row(state, card) is not None or tableau_owner(state, card) is not None


def alpha_usable(state: State, card: str, seat: int) -> bool:
    """E7, C3: the alpha's automatic die, not on metallurgy or raid, nor cold in the survivor game."""
    if state["players"][seat]["alpha"] != "hunt:" + card:
        return False
    return automatic_die_works(state, card)


def automatic_die_works(state: State, card: str) -> bool:
    """E7, C3: where an alpha's automatic die works: not on metallurgy or raid cards (New World and
    tableau cards are of the raid type), nor on the cold side in the survivor game."""
    if card_type(state, card) in ("metallurgy", "raid"):
        return False
    located = card_row(state, card)
    return not (state["options"].get("survivor") and located is not None and located[1] == "cold")


def ski_usable(state: State, card: str, seat: int) -> bool:
    """L, Ski: with Gealá in one's tableau or married to one's spouse, once per phase 4, three
    hunters on one Biome card may act together as one alpha instead of rolling their dice. They
    are that alpha: its automatic die works where an alpha's does (E7, C3), no more."""
    return (
        has_effect(state, seat, "ski")
        and seat not in state["flags"].get("ski", [])
        and card_row(state, card) is not None
        and small_on(state, card, seat) >= C.SKI_HUNTERS
        and automatic_die_works(state, card)
    )


def hunt_moves(state: State, seat: int) -> list[dict[str, Any]]:
    """The choices before a hunting roll: use the alpha (E7) or not; with skis open (L), use them
    or not as well (the field ``ski`` is there only then, so older games read the same)."""
    card = state["hunt"]["card"]
    alphas = [True, False] if alpha_usable(state, card, seat) else [False]
    if ski_usable(state, card, seat):
        moves = [{"type": "hunt", "alpha": alpha, "ski": ski} for alpha in alphas for ski in (True, False)]
    else:
        moves = [{"type": "hunt", "alpha": alpha} for alpha in alphas]
    if state["hunt"].get("replacement"):  # G7: the replacement card may be left alone
        moves.append({"type": "hunt", "alpha": False, "decline": True})
    return moves


def task_hunt_turn(state: State, task: dict[str, Any]) -> None:
    hunt, seat = state["hunt"], task["seat"]
    card = hunt["card"]
    if hunt["taken"] or not card_present(state, card):
        send_home(state, card, seat)  # the winner takes all (G4), or the card is gone
        return
    if hunters_on_card(state, card, seat) == 0:
        return
    if hunt.get("replacement"):
        ask(state, seat, "replacement")  # G7: hunt the replacement card (alpha, skis) or go home
    elif alpha_usable(state, card, seat):
        ask(state, seat, "alpha")
    elif ski_usable(state, card, seat):
        ask(state, seat, "ski")
    else:
        start_roll(state, seat, use_alpha=False)


def start_roll(state: State, seat: int, use_alpha: bool, ski: bool = False) -> None:
    """The dice of a hunting roll: the alpha's (fixed at 1, or 2 in the survivor game, when its
    ability is used), then one per small hunter. With skis (L), three small hunters give one die
    fixed like the alpha's instead of their three: they "act together as one alpha". Like the
    alpha's, that die kills on a victorious-death face, and then one of the three dies (one die,
    one fate: B1 "each die shows the fate of one of your hunters")."""
    card = state["hunt"]["card"]
    has_alpha = state["players"][seat]["alpha"] == "hunt:" + card
    fixed = 2 if state["options"].get("survivor") else 1
    dice: list[dict[str, Any]] = []
    if has_alpha:
        dice.append({"v": fixed if use_alpha else 0, "alpha": True, "fixed": use_alpha, "rr": False})
    small = small_on(state, card, seat)
    if ski:
        state["flags"].setdefault("ski", []).append(seat)  # once per phase 4
        dice.append({"v": fixed, "alpha": False, "fixed": True, "rr": False, "ski": True})
        small -= C.SKI_HUNTERS
    dice += [{"v": 0, "alpha": False, "fixed": False, "rr": False} for _ in range(small)]
    state["hunt"]["roll"] = {"seat": seat, "dice": dice, "converted": [], "success": False, "multiple": 0}
    to_roll = [i for i, die in enumerate(dice) if not die["fixed"]]
    if to_roll:
        chance(state, "dice", n=len(to_roll), purpose="hunt", seat=seat, indexes=to_roll)
    else:
        after_rolls(state)


def decide_alpha(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    if data.get("decline"):  # G7: no roll on the replacement card; the hunters go home
        send_home(state, state["hunt"]["card"], seat)
        return
    start_roll(state, seat, use_alpha=data["alpha"], ski=bool(data.get("ski")))


def hunt_dice_rolled(state: State, step: dict[str, Any], values: list[int]) -> None:
    dice = state["hunt"]["roll"]["dice"]
    for index, value in zip(step["indexes"], values, strict=False):
        dice[index]["v"] = value
        if step["purpose"] == "reroll":
            dice[index]["rr"] = True
    after_rolls(state)


def reroll_faces(state: State) -> list[int]:
    roll = state["hunt"]["roll"]
    kind = card_type(state, state["hunt"]["card"])
    present = {d["v"] for d in roll["dice"] if not d["fixed"] and not d["rr"]}
    return [face for face in rerolls(state, roll["seat"], kind) if face in present]


def convert_faces(state: State) -> list[int]:
    roll = state["hunt"]["roll"]
    kind = card_type(state, state["hunt"]["card"])
    present = {d["v"] for d in roll["dice"] if not d["fixed"]}
    return [face for face in conversions(state, roll["seat"], kind) if face in present and face != 1]


def after_rolls(state: State) -> None:
    """G2 then G3: re-rolls while any is open, then conversions, then the result."""
    seat = state["hunt"]["roll"]["seat"]
    if reroll_faces(state):
        ask(state, seat, "reroll")
    elif convert_faces(state):
        ask(state, seat, "convert")
    else:
        resolve_roll(state)


def decide_reroll(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    roll = state["hunt"]["roll"]
    face = data.get("face")
    if data["type"] == "keep_dice":
        roll["rerolls_done"] = True
        if convert_faces(state):
            ask(state, seat, "convert")
        else:
            resolve_roll(state)
        return
    indexes = [i for i, d in enumerate(roll["dice"]) if d["v"] == face and not d["fixed"] and not d["rr"]]
    chance(state, "dice", n=len(indexes), purpose="reroll", seat=seat, indexes=indexes)


def decide_convert(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    state["hunt"]["roll"]["converted"] = sorted(data["faces"])
    resolve_roll(state)


def final_faces(roll: dict[str, Any]) -> list[int]:
    return [1 if (d["v"] in roll["converted"] and not d["fixed"]) else d["v"] for d in roll["dice"]]


def resolve_roll(state: State) -> None:
    """G0, G4: victorious deaths first, then success (Bog Iron's energy loss), yields, trophy."""
    hunt = state["hunt"]
    roll, card = hunt["roll"], hunt["card"]
    seat = roll["seat"]
    player = state["players"][seat]
    faces = final_faces(roll)
    located = card_row(state, card)
    if located is None:  # a raid on a tableau card (G1)
        info = C.tableau_card(card)
        deaths = info.get("raid_deaths", [])
        dead = [i for i, face in enumerate(faces) if face in deaths]
        survivors = len(faces) - len(dead)
        success = any(face in info.get("raid_faces", []) for face in faces) and survivors > 0
    else:
        stats = biome_stats(state, card)
        good = {1, 2} if located[1] == "warm" else {1}
        dead = [i for i, face in enumerate(faces) if face in stats["deaths"]]
        success = sum(1 for f in faces if f in good) >= stats["successes"]
    roll["dead"] = {"alpha": False, "small": 0}
    for index in dead:
        if roll["dice"][index]["alpha"]:
            player["alpha"] = "valhalla"
            roll["dead"]["alpha"] = True
        else:
            add_small_on(state, card, seat, -1)
            roll["dead"]["small"] += 1
    roll["faces"] = faces
    roll["multiple"] = max((faces.count(f) for f in set(faces)), default=0)
    roll["success"] = success
    if roll["success"] and located is not None and C.BIOMES[card]["energy_loss_on_success"] > 0:
        # G4: "vous souffrez d'un Événement Déperdition (D3)": an energy-loss event, which D3's
        # reductions (Saila, ...) make smaller, as an Event card's (README, "Card data questions")
        units = C.BIOMES[card]["energy_loss_on_success"] - energy_loss_reduction(state, seat)
        if units > 0:
            roll["loss_left"] = units
            bog_iron_step(state)
            return
    after_payment(state)


def bog_iron_step(state: State) -> None:
    roll = state["hunt"]["roll"]
    if loss_options(state, roll["seat"], optional=True) == [{"with": "none"}]:
        roll["success"] = False  # nothing to pay with: the hunt fails (G4)
        after_payment(state)
        return
    ask(state, roll["seat"], "bog_iron", left=roll["loss_left"])


def decide_bog_iron(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    roll = state["hunt"]["roll"]
    if data["with"] == "none":
        roll["success"] = False  # "if you cannot or will not pay, the hunt fails" (G4)
    else:
        if pay_loss(state, seat, data):
            roll["loss_left"] -= 1
        if roll["loss_left"] > 0:
            bog_iron_step(state)
            return
    after_payment(state)


def after_payment(state: State) -> None:
    """G4 yields (New World babies become settlers), then the iron rule (F4), then G5/G6."""
    hunt = state["hunt"]
    roll, card = hunt["roll"], hunt["card"]
    seat = roll["seat"]
    if roll["success"] and card_row(state, card) is None:
        hunt["taken"] = True  # a raid succeeded (G1): it is resolved after the iron rule
    elif roll["success"]:
        stats = biome_stats(state, card)
        roll["gained"] = dict(stats["yield"])
        if is_new_world(card):
            babies, born = stats["yield"]["babies"], 0
            if babies > 0 and state["players"][seat]["alpha"] == "valhalla":
                state["players"][seat]["alpha"] = "hunt:" + card  # the alpha first (A4), a settler
                born = 1
            small = max(0, min(babies - born, valhalla_small(state, seat)))
            add_small_on(state, card, seat, small)
            roll["gained"]["babies"] = born + small
        else:
            roll["gained"]["babies"] = add_babies(state, seat, stats["yield"]["babies"])
            hunt["taken"] = True
        gain(state, seat, stats["yield"]["energy"], stats["yield"]["ivory"], stats["yield"]["iron"])
    if iron_rule_open(state, seat, roll["dead"]):
        ask(state, seat, "iron_rule")
        return
    after_iron_rule(state)


def iron_rule_open(state: State, seat: int, dead: dict[str, Any]) -> bool:
    """F4: losses in a roll may be cancelled with one iron (advanced game, not the survivor)."""
    return (
        not state["beginner"]
        and not state["options"].get("survivor")
        and (dead["small"] > 0 or dead["alpha"])
        and state["players"][seat]["iron"] >= 1
    )


def decide_iron_rule(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    if data["spend"]:
        roll = state["hunt"]["roll"]
        cancel_losses(state, seat, state["hunt"]["card"], roll["dead"])
        roll["dead"] = {"alpha": False, "small": 0}
    after_iron_rule(state)


def cancel_losses(state: State, seat: int, card: str, dead: dict[str, Any]) -> None:
    """F4: one iron brings back to ``card`` the cubes a hunting or attack roll killed there (as
    many small cubes as Valhalla still holds, and the alpha if it has not come back meanwhile)."""
    player = state["players"][seat]
    player["iron"] -= 1
    add_small_on(state, card, seat, min(dead["small"], valhalla_small(state, seat)))
    if dead["alpha"] and player["alpha"] == "valhalla":
        player["alpha"] = "hunt:" + card


def after_iron_rule(state: State) -> None:
    hunt = state["hunt"]
    roll, card = hunt["roll"], hunt["card"]
    seat = roll["seat"]
    if card_row(state, card) is None:
        if roll["success"] and hunters_on_card(state, card, seat) > 0:  # a raider survives
            raid_succeeds(state, seat, card)
        elif roll["success"]:
            roll["success"] = False  # every raider died after all
            hunt["taken"] = False
        end_roll(state)
        return
    trophy = C.BIOMES[card]["trophy"]
    if trophy and trophy["dice"] >= 2 and roll["multiple"] >= trophy["dice"] and not C.BIOMES[card]["mark"]:
        ask(state, seat, "trophy")
        return
    hand = C.hand_dice(card)
    if (
        hand is not None
        and not state["beginner"]
        and ((hand >= 2 and roll["multiple"] >= hand) or (hand == 0 and roll["success"]))
    ):
        ask(state, seat, "take_card")  # G6
        return
    end_roll(state)


def raid_succeeds(state: State, seat: int, card: str) -> None:
    """G1, a raid that succeeded. Abduction: a surviving raider marries the daughter, killing her
    spouse; cattle rustling: the raider will take the animal's babies in phase 5 (H2)."""
    if card in C.DAUGHTER_CARDS:
        previous = spouse_of(state, card)
        if previous is not None:
            unmarry(state, previous, card, home=False)  # the former spouse dies
        # the groom: a small raider if one survived, else the alpha (E7: like any other cube)
        if small_on(state, card, seat) > 0:
            add_small_on(state, card, seat, -1)
            marry(state, seat, card, alpha=False)
        else:
            marry(state, seat, card, alpha=True)
    else:
        state["stolen"][card] = seat


def decide_trophy(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    if data["claim"]:
        card = state["hunt"]["card"]
        row, side = card_row(state, card)
        state["rows"][row][side].remove(card)  # G5, G7: not replaced
        state["players"][seat]["trophies"].append(card)
        state["hunt"]["taken"] = True
    end_roll(state)


def end_roll(state: State) -> None:
    hunt = state["hunt"]
    send_home(state, hunt["card"], hunt["roll"]["seat"])
    if hunt.get("replace"):  # G7: the card taken into the hand is replaced from its pile
        replace = hunt.pop("replace")
        chance(state, "biome", purpose="replace", **replace)
    state["last_roll"] = {
        "purpose": "hunt_result",
        "seat": hunt["roll"]["seat"],
        "card": hunt["card"],
        "faces": hunt["roll"]["faces"],
        "success": hunt["roll"]["success"],
    }
    hunt["roll"] = None


def task_hunt_done(state: State, task: dict[str, Any]) -> None:
    card = state["hunt"]["card"]
    for seat in range(n_seats(state)):
        send_home(state, card, seat)
    state["hunters"].pop(card, None)
    state.get("tableau_cubes", {}).pop(card, None)
    state["hunt"] = None


# ---------------------------------------------------------------- phase 6: elder actions (I)


def task_elder_phase(state: State, task: dict[str, Any]) -> None:
    """B5: polytheists first, then those who began the turn monotheist, each in play order."""
    order = seats_in_order(state)
    poly = [s for s in order if not state["start"]["mono"][s]]
    mono = [s for s in order if state["start"]["mono"][s]]
    state["actions"] = {"seat": None, "used": {}, "converts": []}
    push_front(state, [{"do": "elder_turn", "seat": s} for s in poly + mono] + [{"do": "conversions"}])


def task_elder_turn(state: State, task: dict[str, Any]) -> None:
    if state["actions"] is None:
        state["actions"] = {"converts": []}
    state["actions"]["seat"] = task["seat"]
    state["actions"]["used"] = {}
    if [m["type"] for m in elder_moves(state, task["seat"])] != ["end_actions"]:
        ask(state, task["seat"], "elder")


def decide_elder(state: State, step: dict[str, Any], seat: int, move: dict[str, Any]) -> None:
    action = move["type"]
    player = state["players"][seat]
    used = state["actions"]["used"]
    if action == "end_actions":
        return
    if action == "baptism":
        player["side"] = "mono"  # I7
    elif action in ("domesticate", "toolmaker"):  # I1, I4: a hand card into the tableau
        if action == "domesticate":
            player[move.get("pay", "energy")] -= 1
            used["2"] = used.get("2", 0) + 1
        else:
            player[move["pay"]] -= 1
            used["3"] = used.get("3", 0) + 1
        player["hand"].remove(move["card"])
        player["tableau"].append(move["card"])
    else:
        player[move.get("pay", "energy")] -= 1
        if action == "emissary":  # I5: the acolyte leaves the board, so it no longer counts as used
            target = move["target"]
            if state["boards"][seat][4][seat] > 0:
                state["boards"][seat][4][seat] -= 1
                state["boards"][target][0][seat] += 1
            else:
                player["alpha"] = f"elder:{target}:1"
        else:
            used["2"] = used.get("2", 0) + 1
        if action == "witch_hunt":  # I2
            remove_elder(state, seat, move["rank"], seat)
        elif action == "banish":  # I3
            chance(state, "dice", n=hand_size(state, seat), purpose="banish", seat=seat)
        elif action == "proselytise":  # I6
            chance(
                state,
                "dice",
                n=hand_size(state, seat),
                purpose="proselytise",
                seat=seat,
                target=move["target"],
            )
    push_front(state, [{"do": "elder_again", "seat": seat}])


def task_elder_again(state: State, task: dict[str, Any]) -> None:
    if [m["type"] for m in elder_moves(state, task["seat"])] != ["end_actions"]:
        ask(state, task["seat"], "elder")


def banish_rolled(state: State, step: dict[str, Any], values: list[int]) -> None:
    """I3: each 1 of the martyr roll kills one target (``task_banish_kill``)."""
    push_front(state, [{"do": "banish_kill", "seat": step["seat"]}] * values.count(1))


def proselytise_rolled(state: State, step: dict[str, Any], values: list[int]) -> None:
    """I6: a 1 converts the target, at the end of the phase (``task_conversions``)."""
    if 1 in values and step["target"] not in state["actions"]["converts"]:
        state["actions"]["converts"].append(step["target"])


def task_banish_kill(state: State, task: dict[str, Any]) -> None:
    targets = banish_targets(state, task["seat"])
    if len(targets) == 1:
        kill_target(state, task["seat"], targets[0])
    elif targets:
        ask(state, task["seat"], "banish_target")


def kill_target(state: State, seat: int, target: dict[str, Any]) -> None:
    if target["kind"] == "elder":
        remove_elder(state, seat, 1, target["seat"])
    else:
        unmarry(state, target["seat"], target["daughter"], home=False)


def decide_banish_target(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    kill_target(state, seat, data["target"])


def task_conversions(state: State, task: dict[str, Any]) -> None:
    """I6: forced conversions take effect at the end of the phase."""
    for target in state["actions"]["converts"]:
        state["players"][target]["side"] = "mono"
    state["actions"] = None
