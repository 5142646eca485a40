"""Phase 3 of the advanced game: negotiation (F, F1), attacks (F2, F4), the New World turning
hostile and its pacification (F3).

Negotiation by mail. Every seat sharing a card with an opponent (or with cubes in an opponent's
tableau, or a spouse to divorce, or settlers to bring home) negotiates at the same time: they are
all in ``to_move`` until each says ``nego_done``. An offer is built in steps (``offer_to`` a
partner, then ``offer_item`` one item at a time, what one gives or asks, then ``offer_send``) and
the partner answers it with one atomic move (``answer``, accept or refuse); a seat that said it
was done is still asked to answer the offers sent to it. A retreat (``retreat``) is an offer sent
to every other seat on the card: it is carried out when all have accepted (F). A seat may send at
most ``MAX_OFFERS`` offers per turn, so the phase always ends. Offers are public, as at the table;
only the identity of a hand card in an offer is shown to the two parties alone (A2 keeps hands
secret).

Then the attacks (F2): the seat with the most iron picks the order of the contested cards; on each,
every seat that must or may attack does so once, the one with the most iron first; hits are
distributed by the attacker among the victims, each victim picks which of its cubes dies, and may
cancel its losses with one iron (F4). Defenders then go home, a New World card with more than six
settlers turns hostile, and settlers may pacify a hostile card for one ivory (F3).
"""

from __future__ import annotations

from typing import Any

from games.rulesets.greenland import components as C
from games.rulesets.greenland import flow
from games.rulesets.greenland.state import (
    State,
    add_small_on,
    alive,
    card_row,
    elder_cubes,
    gain,
    has_effect,
    has_warchief,
    hunters_on_card,
    in_homeland,
    is_new_world,
    n_seats,
    rerolls,
    row_cards,
    seats_in_order,
    small_on,
    spouse_of,
    tableau_owner,
    valhalla_small,
)

MAX_OFFERS = 3  # offers a seat may send per turn (keeps the phase finite by mail)
MAX_ITEMS = 4  # items per side of one offer (keeps each offer readable)
DISCS = ("energy", "ivory", "iron")
ASKS = {"negotiate", "battle_next", "attack_reroll", "hit", "casualty", "battle_iron", "pacify"}


# ---------------------------------------------------------------- who is where


def tableau_cards_with_cubes(state: State) -> list[str]:
    cards = [card for card, counts in state["tableau_cubes"].items() if sum(counts)]
    cards += [d for p in state["players"] for d in p["spouses"] if d not in cards]
    return [card for card in cards if tableau_owner(state, card) is not None]


def present(state: State, card: str) -> set[int]:
    """Seats with cubes on a card (a spouse is on her daughter card)."""
    seats = {s for s in range(n_seats(state)) if hunters_on_card(state, card, s) > 0}
    if card in C.DAUGHTER_CARDS:
        spouse = spouse_of(state, card)
        if spouse is not None:
            seats.add(spouse)
    return seats


def shared_cards(state: State) -> list[str]:
    return row_cards(state) + tableau_cards_with_cubes(state)


def partners(state: State, seat: int) -> list[int]:
    """F: opponents on a card with ``seat``, or owning a tableau card ``seat`` has cubes on, or
    with cubes on ``seat``'s tableau."""
    found: set[int] = set()
    for card in shared_cards(state):
        here = present(state, card)
        owner = tableau_owner(state, card)
        if owner is not None and here:
            here = here | {owner}
        if seat in here:
            found |= here
    found.discard(seat)
    return sorted(s for s in found if alive(state, s))


def markland_closed(state: State, card: str) -> bool:
    return card == "markland" and bool(state["flags"].get("markland_forbidden"))


def retreat_cards(state: State, seat: int) -> list[str]:
    """Cards ``seat`` may retreat from: shared cards, and New World cards (partial abandonment)."""
    cards = []
    for card in shared_cards(state):
        if markland_closed(state, card) or hunters_on_card(state, card, seat) == 0:
            continue
        if present(state, card) - {seat} or is_new_world(card):
            cards.append(card)
    return cards


def groom_cards(state: State, seat: int) -> list[str]:
    """F1: cards where ``seat`` has an assigned small cube that may become a spouse."""
    cards = [c for c in shared_cards(state) if small_on(state, c, seat) > 0 and not markland_closed(state, c)]
    return cards


def has_business(state: State, seat: int) -> bool:
    return bool(partners(state, seat) or state["players"][seat]["spouses"] or retreat_cards(state, seat))


# ---------------------------------------------------------------- the phase


def task_negotiation(state: State, task: dict[str, Any]) -> None:
    n = n_seats(state)
    state["nego"] = {
        "done": [not (alive(state, s) and has_business(state, s)) for s in range(n)],
        "offers": [],
        "drafts": {},
        "next": 1,
        "sent": [0] * n,
    }
    flow.push_front(state, [{"do": "negotiate_resume"}, {"do": "battles"}, {"do": "settle"}])


def task_negotiate_resume(state: State, task: dict[str, Any]) -> None:
    if state["nego"] and waiting(state):
        flow.push_front(state, [{"do": "negotiate_resume"}])
        state["step"] = {"kind": "decision", "ask": "negotiate"}


def waiting(state: State) -> list[int]:
    """Seats that must act now: those not done, and those with offers to answer."""
    nego = state["nego"]
    seats = {s for s in range(n_seats(state)) if not nego["done"][s] and alive(state, s)}
    for offer in nego["offers"]:
        seats |= {s for s in offer["to"] if s not in offer["accepted"]}
    return sorted(seats)


def item_valid(state: State, giver: int, taker: int, item: dict[str, Any], discs: dict[str, int]) -> bool:
    """Can ``giver`` still hand this item to ``taker``? ``discs`` counts the discs of the offer."""
    kind = item["kind"]
    player = state["players"][giver]
    if kind in DISCS:
        return bool(player[kind] >= discs.get(kind, 0))
    if kind == "hand":
        return item["card"] in player["hand"]
    if kind == "card":
        card = item["card"]
        return card in player["tableau"] and tradable(state, card)
    if kind == "daughter":
        daughter = item["daughter"]
        if daughter not in player["tableau"] or spouse_of(state, daughter) is not None:
            return False
        return "groom" not in item or item["groom"] in groom_cards(state, taker)
    if kind == "withdraw":
        card = item["card"]
        here = present(state, card)
        return giver in here and here <= {giver, taker} and not markland_closed(state, card)
    return False


def tradable(state: State, card: str) -> bool:
    """F: a D or I card of a tableau with no cube on it."""
    info = C.tableau_card(card)
    mark = info.get("mark") or (C.BIOMES[card]["mark"] if card in C.BIOMES else None)
    return mark in ("D", "I") and not sum(state["tableau_cubes"].get(card, []))


def offer_valid(state: State, offer: dict[str, Any]) -> bool:
    source, target = offer["from"], offer["to"][0]
    for side, giver, taker in (("give", source, target), ("ask", target, source)):
        discs: dict[str, int] = {}
        for item in offer[side]:
            if item["kind"] in DISCS:
                discs[item["kind"]] = discs.get(item["kind"], 0) + 1
            if not item_valid(state, giver, taker, item, discs):
                return False
    return True


def item_choices(state: State, seat: int, draft: dict[str, Any]) -> list[dict[str, Any]]:
    """The next item a seat may add to its draft offer (one at a time)."""
    target = draft["to"]
    moves: list[dict[str, Any]] = []
    for side, giver, taker in (("give", seat, target), ("ask", target, seat)):
        items = draft[side]
        if len(items) >= MAX_ITEMS:
            continue
        player = state["players"][giver]
        options: list[dict[str, Any]] = []
        for disc in DISCS:
            options.append({"kind": disc})
        if side == "give":
            options += [{"kind": "hand", "card": c} for c in sorted(set(player["hand"]))]
        options += [{"kind": "card", "card": c} for c in player["tableau"]]
        daughters = [d for d in player["tableau"] if d in C.DAUGHTER_CARDS]
        if side == "give":
            options += [{"kind": "daughter", "daughter": d} for d in daughters]
        else:
            grooms = groom_cards(state, seat)
            options += [{"kind": "daughter", "daughter": d, "groom": g} for d in daughters for g in grooms]
        options += [
            {"kind": "withdraw", "card": c} for c in shared_cards(state) if giver in present(state, c)
        ]
        for item in options:
            if item["kind"] not in DISCS and any(_same(item, other) for other in items):
                continue
            discs = {item["kind"]: 1 + sum(1 for other in items if other["kind"] == item["kind"])}
            if item_valid(state, giver, taker, item, discs):
                moves.append({"type": "offer_item", "to": target, "side": side, "item": item})
    return moves


def _same(item: dict[str, Any], other: dict[str, Any]) -> bool:
    keys = ("kind", "card", "daughter")
    return all(item.get(k) == other.get(k) for k in keys)


def negotiation_moves(state: State, seat: int) -> list[dict[str, Any]]:
    nego = state["nego"]
    moves: list[dict[str, Any]] = []
    for offer in nego["offers"]:
        if seat in offer["to"] and seat not in offer["accepted"]:
            moves += answer_moves(state, seat, offer)
    if nego["done"][seat]:
        return moves
    draft = nego["drafts"].get(str(seat))
    if draft is not None:
        moves += item_choices(state, seat, draft)
        if draft["give"] or draft["ask"]:
            moves.append({"type": "offer_send"})
        moves.append({"type": "offer_drop"})
        return moves
    if nego["sent"][seat] < MAX_OFFERS:
        moves += [{"type": "offer_to", "to": t} for t in partners(state, seat)]
        moves += [{"type": "retreat", "card": c} for c in retreat_cards(state, seat)]
    moves += [{"type": "divorce", "daughter": d} for d in state["players"][seat]["spouses"]]
    moves += [
        {"type": "offer_cancel", "offer": offer["id"]} for offer in nego["offers"] if offer["from"] == seat
    ]
    moves.append({"type": "nego_done"})
    return moves


def answer_moves(state: State, seat: int, offer: dict[str, Any]) -> list[dict[str, Any]]:
    refuse = {"type": "answer", "offer": offer["id"], "accept": False}
    if offer.get("retreat"):
        return [{"type": "answer", "offer": offer["id"], "accept": True}, refuse]
    if not offer_valid(state, offer):
        return [refuse]
    brides = [item for item in offer["give"] if item["kind"] == "daughter"]
    if not brides:
        return [{"type": "answer", "offer": offer["id"], "accept": True}, refuse]
    grooms = groom_cards(state, seat)
    if len(brides) > 1 or not grooms:
        return [refuse]  # one groom per accepted offer
    return [{"type": "answer", "offer": offer["id"], "accept": True, "groom": g} for g in grooms] + [refuse]


def decide_negotiate(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    nego = state["nego"]
    kind = data["type"]
    key = str(seat)
    if kind == "offer_to":
        nego["drafts"][key] = {"to": data["to"], "give": [], "ask": []}
    elif kind == "offer_item":
        nego["drafts"][key][data["side"]].append(data["item"])
    elif kind == "offer_drop":
        nego["drafts"].pop(key, None)
    elif kind == "offer_send":
        draft = nego["drafts"].pop(key)
        nego["offers"].append(
            {
                "id": nego["next"],
                "from": seat,
                "to": [draft["to"]],
                "give": draft["give"],
                "ask": draft["ask"],
                "accepted": [],
            }
        )
        nego["next"] += 1
        nego["sent"][seat] += 1
    elif kind == "offer_cancel":
        nego["offers"] = [o for o in nego["offers"] if o["id"] != data["offer"]]
    elif kind == "retreat":
        card = data["card"]
        others = sorted(present(state, card) - {seat})
        if others:
            nego["offers"].append(
                {
                    "id": nego["next"],
                    "from": seat,
                    "to": others,
                    "give": [{"kind": "withdraw", "card": card}],
                    "ask": [],
                    "accepted": [],
                    "retreat": True,
                }
            )
            nego["next"] += 1
            nego["sent"][seat] += 1
        else:
            withdraw(state, seat, card)
    elif kind == "divorce":  # F: the spouse becomes an unassigned hunter
        state["players"][seat]["spouses"].remove(data["daughter"])
        state["players"][seat]["unassigned"] += 1
    elif kind == "answer":
        answer(state, seat, data)
    elif kind == "nego_done":
        nego["done"][seat] = True
        nego["drafts"].pop(key, None)


def answer(state: State, seat: int, data: dict[str, Any]) -> None:
    nego = state["nego"]
    offer = next(o for o in nego["offers"] if o["id"] == data["offer"])
    if not data["accept"]:
        nego["offers"].remove(offer)
        return
    offer["accepted"].append(seat)
    if set(offer["accepted"]) < set(offer["to"]):
        return
    nego["offers"].remove(offer)
    if offer.get("retreat"):
        card = offer["give"][0]["card"]
        if hunters_on_card(state, card, offer["from"]):
            withdraw(state, offer["from"], card)
        return
    if not offer_valid(state, offer):
        return  # something changed meanwhile: the offer lapses
    source, target = offer["from"], offer["to"][0]
    for side, giver, taker in (("give", source, target), ("ask", target, source)):
        for item in offer[side]:
            hand_over(state, giver, taker, item, data.get("groom"))


def hand_over(state: State, giver: int, taker: int, item: dict[str, Any], groom: str | None) -> None:
    kind = item["kind"]
    if kind in DISCS:
        state["players"][giver][kind] -= 1
        gain(state, taker, **{kind: 1})
    elif kind == "hand":
        state["players"][giver]["hand"].remove(item["card"])
        state["players"][taker]["hand"].append(item["card"])
    elif kind == "card":
        state["players"][giver]["tableau"].remove(item["card"])
        state["players"][taker]["tableau"].append(item["card"])
    elif kind == "daughter":  # F1: a hunter of the taker becomes her spouse
        source = item.get("groom", groom)
        add_small_on(state, source, taker, -1)
        state["players"][taker]["spouses"].append(item["daughter"])
    elif kind == "withdraw":
        withdraw(state, giver, item["card"])


def withdraw(state: State, seat: int, card: str) -> None:
    """F: the seat's cubes leave the card for the unassigned pool; outside the homeland, 4 cubes
    per Mariner (used or not), any number with a sled (not from the New World)."""
    player = state["players"][seat]
    total = hunters_on_card(state, card, seat)
    limit = total
    if not in_homeland(state, seat, card) and not (
        has_effect(state, seat, "sled") and not is_new_world(card)
    ):
        limit = 4 * elder_cubes(state, seat, 6, seat)
    moved = 0
    if player["alpha"] == "hunt:" + card and limit > 0:
        player["alpha"] = "unassigned"
        moved = 1
    small = min(small_on(state, card, seat), limit - moved)
    if small > 0:
        add_small_on(state, card, seat, -small)
        player["unassigned"] += small


# ---------------------------------------------------------------- F2: attacks


def camp(state: State, card: str, seat: int) -> str:
    """On a tableau card, the owner, its spouse and their defenders are one side (F1)."""
    owner = tableau_owner(state, card)
    if owner is not None and (seat == owner or seat == spouse_of(state, card)):
        return "defence"
    return str(seat)


def attack_dice(state: State, card: str, seat: int) -> int:
    """Cubes a seat attacks with: its own, plus the spouse it controls as the tableau owner."""
    dice = hunters_on_card(state, card, seat)
    if card in C.DAUGHTER_CARDS and seat == tableau_owner(state, card) and spouse_of(state, card) is not None:
        dice += 1
    return dice


def enemies(state: State, card: str, seat: int) -> list[int]:
    mine = camp(state, card, seat)
    found = []
    for other in range(n_seats(state)):
        if other == seat or camp(state, card, other) == mine:
            continue
        if casualty_options(state, card, other):
            found.append(other)
    return found


def raiders_on(state: State, card: str) -> list[int]:
    return [
        s for s in range(n_seats(state)) if small_on(state, card, s) and camp(state, card, s) != "defence"
    ]


def may_attack(state: State, card: str, seat: int) -> bool:
    """F2: a Warchief must attack; an owner defending its tableau card against raiders may."""
    if tableau_owner(state, card) == seat:
        return bool(raiders_on(state, card))
    return has_warchief(state, seat) and hunters_on_card(state, card, seat) > 0


def contested(state: State) -> list[str]:
    cards = []
    for card in shared_cards(state):
        seats = [
            s for s in range(n_seats(state)) if attack_dice(state, card, s) > 0 or small_on(state, card, s)
        ]
        if any(may_attack(state, card, s) and enemies(state, card, s) for s in seats):
            cards.append(card)
    return cards


def iron_order(state: State) -> list[int]:
    """B3: the most iron first, ties in play order."""
    order = seats_in_order(state)
    return sorted(order, key=lambda s: (-state["players"][s]["iron"], order.index(s)))


def task_battles(state: State, task: dict[str, Any]) -> None:
    state["nego"]["drafts"] = {}
    fought = state["nego"].setdefault("fought", [])  # one series of attacks per card (F2)
    cards = [card for card in contested(state) if card not in fought]
    if len(cards) == 1:
        flow.push_front(state, [{"do": "battle", "card": cards[0]}, {"do": "battles"}])
    elif cards:
        flow.ask(state, iron_order(state)[0], "battle_next", cards=cards)


def decide_battle_next(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    flow.push_front(state, [{"do": "battle", "card": data["card"]}, {"do": "battles"}])


def task_battle(state: State, task: dict[str, Any]) -> None:
    card = task["card"]
    state["nego"].setdefault("fought", []).append(card)
    attackers = [s for s in iron_order(state) if may_attack(state, card, s)]
    flow.push_front(state, [{"do": "attack", "card": card, "seat": s} for s in attackers])


def task_attack(state: State, task: dict[str, Any]) -> None:
    card, seat = task["card"], task["seat"]
    n = attack_dice(state, card, seat)
    if n == 0 or not may_attack(state, card, seat) or not enemies(state, card, seat):
        return
    state["battle"] = {"card": card, "seat": seat, "dice": [], "hits": 0, "losses": {}}
    if tableau_owner(state, card) == seat:  # avenging herders and spouses roll automatic 1s
        state["battle"]["dice"] = [{"v": 1, "rr": True} for _ in range(n)]
        after_attack_roll(state)
    else:
        flow.chance(state, "dice", n=n, purpose="attack", seat=seat)


def attack_dice_rolled(state: State, step: dict[str, Any], values: list[int]) -> None:
    battle = state["battle"]
    if step["purpose"] == "attack":
        battle["dice"] = [{"v": v, "rr": False} for v in values]
    else:
        for index, value in zip(step["indexes"], values, strict=False):
            battle["dice"][index] = {"v": value, "rr": True}
    after_attack_roll(state)


def attack_reroll_faces(state: State) -> list[int]:
    battle = state["battle"]
    open_faces = {d["v"] for d in battle["dice"] if not d["rr"]}
    return [f for f in rerolls(state, battle["seat"], "raid") if f in open_faces]


def hit_faces(state: State, card: str) -> set[int]:
    """F2: a 1 hits; with Bloody Snow, a 2 hits too on tableaux and warm cards."""
    if not state["options"].get("bloody_snow"):
        return {1}
    located = card_row(state, card)
    return {1} if located is not None and located[1] == "cold" else {1, 2}


def after_attack_roll(state: State) -> None:
    battle = state["battle"]
    if attack_reroll_faces(state):
        flow.ask(state, battle["seat"], "attack_reroll")
        return
    faces = hit_faces(state, battle["card"])
    battle["hits"] = sum(1 for d in battle["dice"] if d["v"] in faces)
    state["last_roll"] = {
        "purpose": "attack",
        "seat": battle["seat"],
        "card": battle["card"],
        "faces": [d["v"] for d in battle["dice"]],
    }
    next_hit(state)


def decide_attack_reroll(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    battle = state["battle"]
    if data["type"] == "keep_dice":
        for die in battle["dice"]:
            die["rr"] = True
        after_attack_roll(state)
        return
    indexes = [i for i, d in enumerate(battle["dice"]) if d["v"] == data["face"] and not d["rr"]]
    flow.chance(state, "dice", n=len(indexes), purpose="attack_reroll", seat=seat, indexes=indexes)


def next_hit(state: State) -> None:
    battle = state["battle"]
    while battle["hits"] > 0:
        victims = enemies(state, battle["card"], battle["seat"])
        if not victims:
            break
        if len(victims) > 1:
            flow.ask(state, battle["seat"], "hit", victims=victims)
            return
        if strike(state, victims[0]):
            return
    iron_answers(state)


def decide_hit(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    if not strike(state, data["victim"]):
        next_hit(state)


def casualty_options(state: State, card: str, victim: int) -> list[str]:
    """Which of the victim's cubes may die: "small", "alpha", or the "spouse" (the tableau owner
    decides for a spouse on its daughter, F1)."""
    options = []
    if small_on(state, card, victim):
        options.append("small")
    if state["players"][victim]["alpha"] == "hunt:" + card:
        options.append("alpha")
    if (
        card in C.DAUGHTER_CARDS
        and victim == tableau_owner(state, card)
        and spouse_of(state, card) is not None
    ):
        options.append("spouse")
    return options


def strike(state: State, victim: int) -> bool:
    """One hit on ``victim``; True when the victim must choose which cube dies."""
    battle = state["battle"]
    battle["hits"] -= 1
    options = casualty_options(state, battle["card"], victim)
    if len(options) > 1:
        flow.ask(state, victim, "casualty", options=options)
        return True
    if options:
        kill(state, victim, options[0])
    return False


def decide_casualty(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    kill(state, seat, data["cube"])
    next_hit(state)


def kill(state: State, victim: int, cube: str) -> None:
    battle = state["battle"]
    card = battle["card"]
    if cube == "spouse":
        victim = spouse_of(state, card)
        state["players"][victim]["spouses"].remove(card)
    elif cube == "alpha":
        state["players"][victim]["alpha"] = "valhalla"
    else:
        add_small_on(state, card, victim, -1)
    losses = battle["losses"].setdefault(str(victim), {"small": 0, "alpha": False, "spouse": None})
    if cube == "spouse":
        losses["spouse"] = card
    elif cube == "alpha":
        losses["alpha"] = True
    else:
        losses["small"] += 1


def iron_answers(state: State) -> None:
    """F4: each victim of the roll may spend one iron to cancel its losses."""
    battle = state["battle"]
    for key, losses in sorted(battle["losses"].items()):
        victim = int(key)
        if (
            not losses.get("asked")
            and not state["options"].get("survivor")
            and state["players"][victim]["iron"] >= 1
        ):
            losses["asked"] = True
            flow.ask(state, victim, "battle_iron")
            return
    state["battle"] = None


def decide_battle_iron(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    battle = state["battle"]
    if data["spend"]:
        losses = battle["losses"][str(seat)]
        player = state["players"][seat]
        player["iron"] -= 1
        card = battle["card"]
        add_small_on(state, card, seat, min(losses["small"], valhalla_small(state, seat)))
        if losses["alpha"] and player["alpha"] == "valhalla":
            player["alpha"] = "hunt:" + card
        if (
            losses["spouse"]
            and spouse_of(state, losses["spouse"]) is None
            and valhalla_small(state, seat) > 0
        ):
            player["spouses"].append(losses["spouse"])
    iron_answers(state)


# ---------------------------------------------------------------- end of phase 3 (F2, F3)


def task_settle(state: State, task: dict[str, Any]) -> None:
    """Defenders go home (F2); crowded New World cards turn hostile (F3); then pacification."""
    for card, counts in state["tableau_cubes"].items():
        for seat in range(n_seats(state)):
            if counts[seat] and camp(state, card, seat) == "defence":
                state["players"][seat]["unassigned"] += counts[seat]
                counts[seat] = 0
    for place in state["new_world"].values():
        if sum(place["settlers"]) > C.NEW_WORLD_SETTLER_LIMIT:
            place["side"] = "hostile"
    state["nego"] = None
    flow.push_front(state, [{"do": "pacify", "seat": s} for s in seats_in_order(state)])


def pacify_cards(state: State, seat: int) -> list[str]:
    return [
        card
        for card, place in state["new_world"].items()
        if place["side"] == "hostile" and place["settlers"][seat] and card_row(state, card) is not None
    ]


def task_pacify(state: State, task: dict[str, Any]) -> None:
    seat = task["seat"]
    if state["players"][seat]["ivory"] >= 1 and pacify_cards(state, seat):
        flow.ask(state, seat, "pacify")


def decide_pacify(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    if data["type"] == "pacify":
        state["players"][seat]["ivory"] -= 1
        state["new_world"][data["card"]]["side"] = "peaceful"
        flow.push_front(state, [{"do": "pacify", "seat": seat}])


# ---------------------------------------------------------------- moves


def step_moves(state: State, seat: int) -> list[dict[str, Any]]:
    step = state["step"]
    ask = step["ask"]
    if ask == "negotiate":
        return negotiation_moves(state, seat)
    if ask == "battle_next":
        return [{"type": "battle_card", "card": card} for card in step["cards"]]
    if ask == "attack_reroll":
        return [{"type": "reroll", "face": f} for f in attack_reroll_faces(state)] + [{"type": "keep_dice"}]
    if ask == "hit":
        return [{"type": "hit", "victim": v} for v in step["victims"]]
    if ask == "casualty":
        return [{"type": "casualty", "cube": cube} for cube in step["options"]]
    if ask == "battle_iron":
        return [{"type": "iron_rule", "spend": True}, {"type": "iron_rule", "spend": False}]
    if ask == "pacify":
        return [{"type": "pacify", "card": c} for c in pacify_cards(state, seat)] + [{"type": "end_pacify"}]
    raise ValueError(f"unknown step {ask}")


MOVE_TYPES = {
    "offer_to",
    "offer_item",
    "offer_send",
    "offer_drop",
    "offer_cancel",
    "retreat",
    "divorce",
    "answer",
    "nego_done",
    "battle_card",
    "hit",
    "casualty",
    "pacify",
    "end_pacify",
}

AWAITING = {
    "negotiate": "negotiation: offers, answers, retreats, or saying you are done",
    "battle_next": "the player with the most iron to choose the next contested card",
    "attack_reroll": "attack re-rolls to be chosen",
    "hit": "the attacker to choose whom each hit strikes",
    "casualty": "the victim to choose which cube dies",
    "battle_iron": "the choice of spending an iron to cancel the losses (iron rule)",
    "pacify": "the choice of pacifying a hostile New World card for one ivory",
}

flow.TASKS.update(
    {
        "negotiation": task_negotiation,
        "negotiate_resume": task_negotiate_resume,
        "battles": task_battles,
        "battle": task_battle,
        "attack": task_attack,
        "settle": task_settle,
        "pacify": task_pacify,
    }
)
flow.DECISIONS.update(
    {
        "negotiate": decide_negotiate,
        "battle_next": decide_battle_next,
        "attack_reroll": decide_attack_reroll,
        "hit": decide_hit,
        "casualty": decide_casualty,
        "battle_iron": decide_battle_iron,
        "pacify": decide_pacify,
    }
)
flow.DICE_HANDLERS.update({"attack": attack_dice_rolled, "attack_reroll": attack_dice_rolled})
