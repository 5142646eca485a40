"""Phase 3 of the advanced game: negotiation (B3, F, F1), attacks (F2, F4), the New World turning
hostile and its pacification (F3); and the negotiation of the cooperative game (K).

The order (B3): "the player with the most iron sets the order of the negotiations among the cards
holding cubes of different players; unless all but one player's hunters abandon a card, every
player with a Warchief must attack at once". So phase 3 goes card by card:

1. ``nego_free``: first, each tribe with a spouse, or settlers alone on a New World card, may
   divorce (F) or abandon colonies (E4, partly): nobody else has a say in these. In the
   cooperative game every tribe also gets this step for the one exchange of the turn (K).
2. ``nego_next``: the tribe with the most iron (ties: play order) picks the next card among those
   holding cubes of several tribes (a biome or New World card shared by two tribes or more, a
   tableau card with raiders on it; its owner is a party). With one such card left, no question.
3. ``negotiate``: on that card the parties speak one after the other, the most iron first: each
   may send offers to another party (built in steps: ``offer_to``, ``offer_item`` one item at a
   time, what one gives or asks, then ``offer_send``) and ask leave to withdraw (``retreat``),
   until it says ``nego_done``. Each offer is answered at once by its addressee (``answer``,
   accept or refuse; a retreat needs every other party's consent), so a seat never waits for an
   open offer, and a party may send at most ``MAX_OFFERS`` per card (a dropped draft counts):
   the phase always ends. Every list and answer checks the offer as a whole (``offer_valid``).
4. The attacks on that card (F2), then the next card.

Then defenders go home, crowded New World cards turn hostile and settlers may pacify (F3). The
beginner game (C2) has this phase too, without its attacks (games set up since rules version 6).

Offers are public, as at the table; only the identity of a hand card in an offer is shown to the
two parties alone (A2 keeps hands secret).

Attacks (F2): on each card every tribe that must or may attack does so once, the one with the
most iron first; hits are distributed by the attacker among the victims, each victim picks which
of its cubes dies, and may cancel its losses with one iron (F4).
"""

from __future__ import annotations

from typing import Any

from games.rulesets.greenland import components as C
from games.rulesets.greenland import flow
from games.rulesets.greenland.state import (
    State,
    add_small_on,
    alive,
    card_mark,
    card_row,
    controller,
    cooperative,
    gain,
    has_warchief,
    hunters_on_card,
    in_homeland,
    is_new_world,
    mariner_count,
    markland_closed,
    marry,
    n_seats,
    rerolls,
    row_cards,
    seats_in_order,
    settlers_on,
    small_on,
    spouse_of,
    tableau_owner,
    unmarry,
    valhalla_small,
)
from games.rulesets.greenland.state import has_sled as sled_for

MAX_OFFERS = 3  # offers a tribe may send per card, retreat requests and dropped drafts included
MAX_ITEMS = 4  # items per side of one offer (keeps each offer readable)
DISCS = ("energy", "ivory", "iron")
ASKS = {
    "nego_free",
    "nego_next",
    "negotiate",
    "answer",
    "attack_reroll",
    "hit",
    "casualty",
    "battle_iron",
    "pacify",
}


# ---------------------------------------------------------------- who is where


def tableau_cards_with_cubes(state: State) -> list[str]:
    cards = [
        card
        # sorted: a state read back from PostgreSQL (JSONB) does not keep the keys' order
        for card, counts in sorted(state["tableau_cubes"].items())
        if sum(counts) or any(p["alpha"] == "hunt:" + card for p in state["players"])
    ]
    cards += [d for p in state["players"] for d in p["spouses"] if d not in cards]
    return [card for card in cards if tableau_owner(state, card) is not None]


def present(state: State, card: str) -> set[int]:
    """Tribes with cubes on a card (a spouse is on her daughter card)."""
    seats = {s for s in range(n_seats(state)) if hunters_on_card(state, card, s) > 0}
    if card in C.DAUGHTER_CARDS:
        spouse = spouse_of(state, card)
        if spouse is not None:
            seats.add(spouse)
    return seats


def shared_cards(state: State) -> list[str]:
    return row_cards(state) + tableau_cards_with_cubes(state)


def parties(state: State, card: str) -> set[int]:
    """The tribes that negotiate about a card: those with cubes on it, and a tableau card's owner."""
    here = present(state, card)
    owner = tableau_owner(state, card)
    if owner is not None:
        here = here | {owner}
    return {s for s in here if alive(state, s)}


def negotiation_cards(state: State) -> list[str]:
    """B3: the cards holding cubes of different tribes: a row card (New World included) shared by
    two tribes or more, or a tableau card with raiders on it. A married daughter with no raider
    is no such card (her spouse is permanently assigned; divorce is in the ``nego_free`` step)."""
    cards = [card for card in row_cards(state) if len(parties(state, card)) >= 2]
    cards += [card for card in tableau_cards_with_cubes(state) if raiders_on(state, card)]
    return cards


def lone_colonies(state: State, seat: int) -> list[str]:
    """New World cards where ``seat`` has settlers and nobody else, and a Mariner to bring at
    least one home: abandoned without asking (E4)."""
    return [card for card in held_alone(state, seat) if can_withdraw(state, seat, card)]


def held_alone(state: State, seat: int) -> list[str]:
    """New World cards where ``seat`` has settlers and nobody else (D9: not a closed Markland)."""
    return [
        card
        for card in row_cards(state)
        if is_new_world(card)
        and settlers_on(state, card, seat) > 0
        and parties(state, card) == {seat}
        and not markland_closed(state, card)
    ]


def withdraw_limit(state: State, seat: int, card: str) -> int:
    """F "Transport": how many of its cubes ``seat`` may take off ``card`` in one retreat: all in
    its homeland, or with a sled off the New World; elsewhere 4 per Mariner, used or not (shared
    in the cooperative game, K). Never from a closed Markland (D9)."""
    if markland_closed(state, card):
        return 0
    total = hunters_on_card(state, card, seat)
    capacity = transport(state, seat, card)
    return total if capacity is None else min(total, capacity)


def transport(state: State, seat: int, card: str) -> int | None:
    """Cubes the Mariners of ``seat`` carry off ``card`` (4 each), or None when no ship is needed."""
    if in_homeland(state, seat, card) or (sled_for(state, seat) and not is_new_world(card)):
        return None
    return 4 * mariner_count(state, seat)


def can_withdraw(state: State, seat: int, card: str) -> bool:
    """At least one cube of ``seat`` can leave ``card`` now (a retreat that moves nobody is no
    retreat: it is not offered, nor promised in an offer)."""
    return withdraw_limit(state, seat, card) > 0


def groom_cards(state: State, seat: int, partner: int) -> list[str]:
    """F1, F "Retraite": the cards a groom of ``seat`` may come from, for a marriage agreed with
    ``partner``: an assigned small cube (``"alpha:<card>"`` for the alpha, E7) on a card it may
    leave (D9, transport) and where nobody but the two has cubes. Marrying a foreign daughter is
    one way for a hunter to retreat, and a retreat needs the leave of every other tribe on the
    card: the two agreeing give theirs, a third has not been asked."""
    places = [
        card
        for card in shared_cards(state)
        if hunters_on_card(state, card, seat)  # the cheap test first: this is asked often
        and not present(state, card) - {seat, partner}
        and can_withdraw(state, seat, card)
    ]
    cards = [card for card in places if small_on(state, card, seat) > 0]
    alpha = state["players"][seat]["alpha"]
    if alpha.startswith("hunt:") and alpha[5:] in places:
        cards.append(alpha.replace("hunt:", "alpha:", 1))
    return cards


def iron_order(state: State) -> list[int]:
    """B3: the most iron first, ties in play order."""
    order = seats_in_order(state)
    return sorted(order, key=lambda s: (-state["players"][s]["iron"], order.index(s)))


def same_hands(state: State, seats: list[int] | set[int]) -> bool:
    """Every tribe named is played by the same seat (the solitaire game, or one seat holding two
    tribes in the cooperative game): no one else has to agree."""
    return len({controller(state, s) for s in seats}) <= 1


# ---------------------------------------------------------------- the phase


def task_negotiation(state: State, task: dict[str, Any]) -> None:
    state["nego"] = {
        "card": None,
        "handled": [],
        "offers": [],
        "drafts": {},
        "next": 1,
        "sent": [0] * n_seats(state),
        "exchanged": False,
    }
    free = [{"do": "nego_free", "seat": s} for s in iron_order(state)]
    flow.push_front(state, [*free, {"do": "nego_cards"}, {"do": "settle"}])


def free_business(state: State, seat: int) -> bool:
    # games set up before rules version 6 were asked about a colony no Mariner could leave (the
    # retreat then moved nobody): they still are, so that their recorded answers replay
    colonies = lone_colonies(state, seat) if state.get("rules", 5) >= 6 else held_alone(state, seat)
    return bool(
        state["players"][seat]["spouses"]
        or colonies
        or (cooperative(state) and exchange_partners(state, seat))
    )


def task_nego_free(state: State, task: dict[str, Any]) -> None:
    seat = task["seat"]
    if alive(state, seat) and free_business(state, seat):
        state["nego"]["card"] = None
        state["nego"]["sent"] = [0] * n_seats(state)
        flow.ask(state, seat, "nego_free")


def task_nego_cards(state: State, task: dict[str, Any]) -> None:
    """B3: the tribe with the most iron picks the next card to negotiate (then fight) over."""
    nego = state["nego"]
    nego["card"] = None
    cards = [card for card in negotiation_cards(state) if card not in nego["handled"]]
    if len(cards) == 1:
        flow.push_front(state, [{"do": "nego_card", "card": cards[0]}, {"do": "nego_cards"}])
    elif cards:
        flow.ask(state, iron_order(state)[0], "nego_next", cards=cards)


def decide_nego_next(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    flow.push_front(state, [{"do": "nego_card", "card": data["card"]}, {"do": "nego_cards"}])


def task_nego_card(state: State, task: dict[str, Any]) -> None:
    """The parties of the card speak in iron order, then the attacks on the card (F2)."""
    card = task["card"]
    nego = state["nego"]
    nego["handled"].append(card)
    nego["card"] = card
    nego["sent"] = [0] * n_seats(state)
    speakers = [s for s in iron_order(state) if s in parties(state, card)]
    flow.push_front(
        state,
        [{"do": "nego_speak", "seat": s} for s in speakers] + [{"do": "battle", "card": card}],
    )


def task_nego_speak(state: State, task: dict[str, Any]) -> None:
    seat, card = task["seat"], state["nego"]["card"]
    if seat in parties(state, card) and len(parties(state, card)) >= 2:
        flow.ask(state, seat, "negotiate")


def task_answer(state: State, task: dict[str, Any]) -> None:
    """An addressee answers an offer at once (it may have lapsed: a refusal by another)."""
    offer = open_offer(state, task["offer"])
    if offer is not None and task["seat"] not in offer["accepted"]:
        flow.ask(state, task["seat"], "answer", offer=task["offer"])


def open_offer(state: State, number: int) -> dict[str, Any] | None:
    return next((o for o in state["nego"]["offers"] if o["id"] == number), None)


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
    if kind == "daughter":  # her groom is checked with the whole offer (``offer_valid``)
        daughter = item["daughter"]
        return daughter in player["tableau"] and spouse_of(state, daughter) is None
    if kind == "withdraw":  # F: from a card only the two share, with cubes that can leave it
        card = item["card"]
        return present(state, card) <= {giver, taker} and can_withdraw(state, giver, card)
    return False


def tradable(state: State, card: str) -> bool:
    """F: a D or I card of a tableau with no cube on it; K: an I card only."""
    marks = ("I",) if cooperative(state) else ("D", "I")
    return (
        card_mark(card) in marks
        and not sum(state["tableau_cubes"].get(card, []))
        and not any(p["alpha"] == "hunt:" + card for p in state["players"])
    )


def offer_valid(
    state: State, offer: dict[str, Any], groom: str | None = None, memo: dict[Any, list[str]] | None = None
) -> bool:
    """Can the whole offer be carried out now? Each item must be at hand, and the items are
    counted together: the discs of a kind, the grooms taken off one card (each a cube that is
    there and may leave it, within the transport limit). ``groom`` is where the addressee's groom
    comes from for a daughter given (its answer says it; None until then). ``memo`` keeps the
    groom cards of a pair of tribes across calls on one state (the move lists ask many times)."""
    memo = {} if memo is None else memo
    source, target = offer["from"], offer["to"][0]
    leaving: dict[str, int] = {}  # grooms per place ("<card>" small cubes, "alpha:<card>")
    for side, giver, taker in (("give", source, target), ("ask", target, source)):
        discs: dict[str, int] = {}
        for item in offer[side]:
            if item["kind"] in DISCS:
                discs[item["kind"]] = discs.get(item["kind"], 0) + 1
            if not item_valid(state, giver, taker, item, discs):
                return False
            place = item.get("groom", groom) if item["kind"] == "daughter" else None
            if place is None:
                continue
            if (taker, giver) not in memo:
                memo[(taker, giver)] = groom_cards(state, taker, giver)
            if place not in memo[(taker, giver)]:
                return False
            card = place.removeprefix("alpha:")
            leaving[place] = leaving.get(place, 0) + 1
            alpha = leaving.get("alpha:" + card, 0)
            if (
                alpha > 1
                or leaving.get(card, 0) > small_on(state, card, taker)
                or leaving.get(card, 0) + alpha > withdraw_limit(state, taker, card)
            ):
                return False
    return True


def item_choices(state: State, seat: int, draft: dict[str, Any]) -> list[dict[str, Any]]:
    """The next item a tribe may add to its draft offer (one at a time). In the cooperative game
    (K) an offer is the exchange of one disc or one I card for one disc or one I card."""
    target = draft["to"]
    coop = cooperative(state)
    limit = 1 if coop else MAX_ITEMS
    card = state["nego"]["card"]
    memo = {
        (target, seat): groom_cards(state, target, seat),
        (seat, target): groom_cards(state, seat, target),
    }
    moves: list[dict[str, Any]] = []
    for side, giver in (("give", seat), ("ask", target)):
        items = draft[side]
        if len(items) >= limit:
            continue
        player = state["players"][giver]
        options: list[dict[str, Any]] = [{"kind": disc} for disc in DISCS]
        if side == "give" and not coop:
            options += [{"kind": "hand", "card": c} for c in sorted(set(player["hand"]))]
        options += [{"kind": "card", "card": c} for c in player["tableau"]]
        if not coop:
            daughters = [d for d in player["tableau"] if d in C.DAUGHTER_CARDS]
            if side == "give":
                # one daughter given per offer, to a tribe with a groom to send: its answer names
                # one groom (F1, one per accepted offer)
                if not any(other["kind"] == "daughter" for other in items) and memo[(target, seat)]:
                    options += [{"kind": "daughter", "daughter": d} for d in daughters]
            else:
                grooms = memo[(seat, target)]
                options += [
                    {"kind": "daughter", "daughter": d, "groom": g} for d in daughters for g in grooms
                ]
            if card is not None:
                options.append({"kind": "withdraw", "card": card})
        for item in options:
            if item["kind"] not in DISCS and any(_same(item, other) for other in items):
                continue
            offer = {"from": seat, "to": [target], **{k: draft[k] for k in ("give", "ask")}}
            offer[side] = [*items, item]
            if offer_valid(state, offer, memo=memo):  # the item, and the draft with it, can be carried out
                moves.append({"type": "offer_item", "to": target, "side": side, "item": item})
    return moves


def _same(item: dict[str, Any], other: dict[str, Any]) -> bool:
    keys = ("kind", "card", "daughter")
    return all(item.get(k) == other.get(k) for k in keys)


def draft_moves(state: State, seat: int) -> list[dict[str, Any]] | None:
    """The moves of a tribe building an offer, or None when it has no draft."""
    draft = state["nego"]["drafts"].get(str(seat))
    if draft is None:
        return None
    moves = item_choices(state, seat, draft)
    complete = (draft["give"] and draft["ask"]) if cooperative(state) else (draft["give"] or draft["ask"])
    offer = {"from": seat, "to": [draft["to"]], "give": draft["give"], "ask": draft["ask"]}
    if complete and offer_valid(state, offer):  # not if a card of it was cashed in meanwhile (A3)
        moves.append({"type": "offer_send"})
    moves.append({"type": "offer_drop"})
    return moves


def negotiation_moves(state: State, seat: int) -> list[dict[str, Any]]:
    """A party speaking about the card: offers to the other parties, a retreat, or done."""
    nego = state["nego"]
    card = nego["card"]
    drafting = draft_moves(state, seat)
    if drafting is not None:
        return drafting
    moves: list[dict[str, Any]] = []
    if nego["sent"][seat] < MAX_OFFERS:
        if not cooperative(state):  # K: the only exchange of the turn is made apart from the cards
            moves += [{"type": "offer_to", "to": t} for t in sorted(parties(state, card) - {seat})]
        if can_withdraw(state, seat, card):
            moves.append({"type": "retreat", "card": card})
    moves.append({"type": "nego_done"})
    return moves


def exchange_partners(state: State, seat: int) -> list[int]:
    """K: once a turn, one tribe's disc or I card for another tribe's."""
    if not cooperative(state) or state["nego"]["exchanged"] or state["nego"]["sent"][seat] >= MAX_OFFERS:
        return []
    return [t for t in seats_in_order(state) if t != seat]


def free_moves(state: State, seat: int) -> list[dict[str, Any]]:
    """Divorce (F), abandoning a colony one holds alone (E4), and the exchange of the cooperative
    game (K)."""
    drafting = draft_moves(state, seat)
    if drafting is not None:
        return drafting
    moves: list[dict[str, Any]] = [{"type": "offer_to", "to": t} for t in exchange_partners(state, seat)]
    moves += [{"type": "retreat", "card": c} for c in lone_colonies(state, seat)]
    moves += [{"type": "divorce", "daughter": d} for d in state["players"][seat]["spouses"]]
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
    if len(brides) > 1:
        return [refuse]  # one groom per accepted offer (offers built since rules version 6 give one)
    grooms = [g for g in groom_cards(state, seat, offer["from"]) if offer_valid(state, offer, g)]
    return [{"type": "answer", "offer": offer["id"], "accept": True, "groom": g} for g in grooms] + [refuse]


def send_offer(state: State, seat: int, offer: dict[str, Any], ask: str) -> None:
    """The offer goes out; its addressees answer at once, then the speaker goes on. When the same
    seat plays every tribe concerned (K), there is nobody to ask: it is accepted."""
    nego = state["nego"]
    offer = {"id": nego["next"], "from": seat, "accepted": [], **offer}
    nego["next"] += 1
    nego["sent"][seat] += 1
    nego["offers"].append(offer)
    again = {"do": "nego_again", "seat": seat, "ask": ask}
    if same_hands(state, [seat, *offer["to"]]):
        offer["accepted"] = list(offer["to"])
        conclude(state, offer, None)
        flow.push_front(state, [again])
        return
    flow.push_front(state, [{"do": "answer", "seat": s, "offer": offer["id"]} for s in offer["to"]] + [again])


def task_nego_again(state: State, task: dict[str, Any]) -> None:
    """The speaker goes on after its offer was answered (or skips if it has gone from the card)."""
    seat = task["seat"]
    if task["ask"] == "negotiate":
        task_nego_speak(state, {"seat": seat})
    elif alive(state, seat):
        flow.ask(state, seat, "nego_free")


def decide_negotiate(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    """The moves of ``negotiate`` (about a card) and ``nego_free`` (divorce, colonies, exchange)."""
    nego = state["nego"]
    kind = data["type"]
    key = str(seat)
    if kind == "offer_to":
        nego["drafts"][key] = {"to": data["to"], "give": [], "ask": []}
    elif kind == "offer_item":
        nego["drafts"][key][data["side"]].append(data["item"])
    elif kind == "offer_drop":  # a dropped draft counts as an offer: drafts cannot go on forever
        nego["drafts"].pop(key, None)
        nego["sent"][seat] += 1
    elif kind == "offer_send":
        draft = nego["drafts"].pop(key)
        send_offer(
            state, seat, {"to": [draft["to"]], "give": draft["give"], "ask": draft["ask"]}, step["ask"]
        )
        return
    elif kind == "retreat":
        card = data["card"]
        others = sorted(present(state, card) - {seat})
        if others:
            retreat = {"to": others, "give": [{"kind": "withdraw", "card": card}], "ask": [], "retreat": True}
            send_offer(state, seat, retreat, step["ask"])
            return
        withdraw(state, seat, card)
    elif kind == "divorce":  # F: the spouse becomes an unassigned hunter
        unmarry(state, seat, data["daughter"], home=True)
    if kind == "nego_done":
        nego["drafts"].pop(key, None)
        return
    again = {"do": "nego_again", "seat": seat, "ask": step["ask"]}
    if state.get("rules", 5) >= 9:
        # A2: "Si votre Taille de Main diminue ... vous devez défausser": a divorce can take a
        # literate daughter's bonus away. Going on through the task queue lets ``advance`` cut a
        # hand over its size before the tribe speaks again (nothing else changes: the task asks
        # the same question at once).
        flow.push_front(state, [again])
    else:
        task_nego_again(state, again)  # games set up before 9: the hand was cut after nego_done


def decide_answer(state: State, step: dict[str, Any], seat: int, data: dict[str, Any]) -> None:
    offer = open_offer(state, data["offer"])
    assert offer is not None
    if not data["accept"]:
        state["nego"]["offers"].remove(offer)  # refused: the other addressees are not asked
        return
    offer["accepted"].append(seat)
    if set(offer["accepted"]) >= set(offer["to"]):
        conclude(state, offer, data.get("groom"))


def conclude(state: State, offer: dict[str, Any], groom: str | None) -> None:
    """Every addressee accepted: the retreat or the trade is carried out."""
    nego = state["nego"]
    nego["offers"].remove(offer)
    if offer.get("retreat"):
        card = offer["give"][0]["card"]
        if hunters_on_card(state, card, offer["from"]):
            withdraw(state, offer["from"], card)
        return
    given = any(item["kind"] == "daughter" for item in offer["give"])
    if not offer_valid(state, offer, groom) or (given and groom is None):
        return  # something changed meanwhile (or no groom was named): the offer lapses
    if cooperative(state):
        nego["exchanged"] = True  # K: one exchange a turn
    source, target = offer["from"], offer["to"][0]
    transfers = [
        (giver, taker, item)
        for side, giver, taker in (("give", source, target), ("ask", target, source))
        for item in offer[side]
    ]
    # withdrawals last: a groom leaves the card first, the others then go home with what
    # transport is left (``offer_valid`` counted the grooms)
    grooms: dict[str, int] = {}
    for giver, taker, item in sorted(transfers, key=lambda transfer: transfer[2]["kind"] == "withdraw"):
        if item["kind"] == "withdraw":
            withdraw(state, giver, item["card"], gone=grooms.get(item["card"], 0))
            continue
        place = hand_over(state, giver, taker, item, groom)
        if place is not None:
            card = place.removeprefix("alpha:")
            grooms[card] = grooms.get(card, 0) + 1


def hand_over(state: State, giver: int, taker: int, item: dict[str, Any], groom: str | None) -> str | None:
    """One item changes hands; for a daughter, returns where the groom came from."""
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
        source = str(item.get("groom", groom))
        if source.startswith("alpha:"):  # E7: the alpha leaves its card to marry
            marry(state, taker, item["daughter"], alpha=True)
        else:
            add_small_on(state, source, taker, -1)
            marry(state, taker, item["daughter"], alpha=False)
        return source
    elif kind == "withdraw":
        withdraw(state, giver, item["card"])
    return None


def withdraw(state: State, seat: int, card: str, gone: int = 0) -> None:
    """F: the seat's cubes leave the card for the unassigned pool; outside the homeland, 4 cubes
    per Mariner (used or not), any number with a sled (not from the New World); ``gone`` cubes
    of the same retreat already left as grooms (F1)."""
    player = state["players"][seat]
    capacity = transport(state, seat, card)
    limit = hunters_on_card(state, card, seat) if capacity is None else capacity - gone
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
        s
        for s in range(n_seats(state))
        if hunters_on_card(state, card, s) and camp(state, card, s) != "defence"
    ]


def may_attack(state: State, card: str, seat: int) -> bool:
    """F2: a Warchief must attack; an owner defending its tableau card against raiders may."""
    if tableau_owner(state, card) == seat:
        return bool(raiders_on(state, card))
    return has_warchief(state, seat) and hunters_on_card(state, card, seat) > 0


def task_battle(state: State, task: dict[str, Any]) -> None:
    if state["beginner"]:
        return  # C2: no attacks (F2) in the beginner game
    card = task["card"]
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
        alpha_spouse = unmarry(state, victim, card, home=False)
    elif cube == "alpha":
        state["players"][victim]["alpha"] = "valhalla"
    else:
        add_small_on(state, card, victim, -1)
    losses = battle["losses"].setdefault(str(victim), {"small": 0, "alpha": False, "spouse": None})
    if cube == "spouse":
        losses["spouse"] = card
        losses["spouse_alpha"] = alpha_spouse
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
        flow.cancel_losses(state, seat, battle["card"], losses)  # the small cubes and the alpha
        if losses["spouse"] and spouse_of(state, losses["spouse"]) is None:
            if losses.get("spouse_alpha"):  # the alpha was the spouse (E7)
                if player["alpha"] == "valhalla":
                    marry(state, seat, losses["spouse"], alpha=True)
            elif valhalla_small(state, seat) > 0:
                marry(state, seat, losses["spouse"], alpha=False)
    iron_answers(state)


# ---------------------------------------------------------------- end of phase 3 (F2, F3)


def task_settle(state: State, task: dict[str, Any]) -> None:
    """Defenders go home (F2); crowded New World cards turn hostile (F3); then pacification."""
    for card, counts in state["tableau_cubes"].items():
        for seat in range(n_seats(state)):
            if hunters_on_card(state, card, seat) and camp(state, card, seat) == "defence":
                state["players"][seat]["unassigned"] += counts[seat]
                counts[seat] = 0
                if state["players"][seat]["alpha"] == "hunt:" + card:  # E7: the alpha defends too
                    state["players"][seat]["alpha"] = "unassigned"
    for card, place in state["new_world"].items():  # the alpha settler counts (E7)
        if sum(settlers_on(state, card, s) for s in range(n_seats(state))) > C.NEW_WORLD_SETTLER_LIMIT:
            place["side"] = "hostile"
    state["nego"] = None
    flow.push_front(state, [{"do": "pacify", "seat": s} for s in seats_in_order(state)])


def pacify_cards(state: State, seat: int) -> list[str]:
    return [
        card
        for card, place in state["new_world"].items()
        if place["side"] == "hostile" and settlers_on(state, card, seat) and card_row(state, card) is not None
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
    if ask == "nego_free":
        return free_moves(state, seat)
    if ask == "answer":
        offer = open_offer(state, step["offer"])
        return answer_moves(state, seat, offer) if offer else []
    if ask == "nego_next":
        return [{"type": "nego_card", "card": card} for card in step["cards"]]
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
    "retreat",
    "divorce",
    "answer",
    "nego_done",
    "nego_card",
    "hit",
    "casualty",
    "pacify",
    "end_pacify",
}


# What each step of phase 3 waits for, in English (see ``moves.AWAITING``).
AWAITING: dict[str, str] = {
    "nego_free": "divorces, colonies abandoned, or the exchange of the cooperative game (phase 3)",
    "nego_next": "the player with the most iron to choose the next card to negotiate and fight over",
    "negotiate": "negotiation about a shared card: offers, a retreat, or saying you are done",
    "answer": "an answer to an offer",
    "attack_reroll": "attack re-rolls to be chosen",
    "hit": "the attacker to choose whom each hit strikes",
    "casualty": "the victim to choose which cube dies",
    "battle_iron": "the choice of spending an iron to cancel the losses (iron rule)",
    "pacify": "the choice of pacifying a hostile New World card for one ivory",
}
