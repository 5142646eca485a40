"""The Knarr state and ``evolve``: how each event changes it.

The state is a JSON dict (string keys, lists indexed by seat):

- ``deck`` (top first) and ``discard``: Viking card ids. ``board``: colour -> card id or None.
- ``dest_deck``/``display``: per destination deck "A"/"B", the face-down order (top first) and
  the 3 face-up slots (id or None once that deck ran out).
- ``players[seat]``: ``score``, ``reputation``, ``bracelets``, ``recruits``, ``hand``, ``crew``
  (colour -> pile of card ids, bottom first), ``destinations`` (the stack above the ship, in the
  order explored), ``reserved`` (Golden bracelet), ``rows_rewarded`` (Amulet/Weathervane marker:
  the complete rows the seat held when its turn started, raised by the rows counted since; set by
  ``turn_started``, never lowered within a turn).
- ``phase``: what the game waits for: "play" (the current seat's turn), "take" (the board card
  after a Recruit), "pay" (paying a destination), "offer" (an artifact's optional bonus), "checks"
  (draws to resolve, then the after-action artifact check), "over".
- ``turn``: the current turn's flags: ``acted``, ``traded``, ``last`` (last action), ``take``,
  ``payment``, ``offers`` (queue of artifact offers).
- ``draws``: Vikings still to draw from the deck (to a board slot or a seat's crew).
- ``exhaust``: seats that must discard a crew Viking because the deck and discard are empty.

Every event is applied here without randomness: shuffles arrive as orders in event data.
"""

from __future__ import annotations

from typing import Any

from games.engine.types import Event, State
from games.rulesets.knarr import components as C


def new_player(crew: list[int], hand: list[int]) -> dict[str, Any]:
    piles: dict[str, list[int]] = {colour: [] for colour in C.COLOURS}
    for card in crew:
        piles[C.colour_of(card)].append(card)
    return {
        "score": 0,
        "reputation": 0,
        "bracelets": C.START_BRACELETS,
        "recruits": C.START_RECRUITS,
        "hand": list(hand),
        "crew": piles,
        "destinations": [],
        "reserved": [],
        "rows_rewarded": 0,
    }


def new_turn() -> dict[str, Any]:
    return {"acted": False, "traded": False, "last": None, "take": None, "payment": None, "offers": []}


def state_from_setup(data: dict[str, Any]) -> State:
    return {
        "players_count": len(data["crews"]),
        "ship_side": data["ship_side"],
        "artifacts": list(data["artifacts"]),
        "deck": list(data["deck"]),
        "discard": [],
        "board": dict(data["board"]),
        "dest_deck": {deck: list(cards) for deck, cards in data["dest_deck"].items()},
        "display": {deck: list(cards) for deck, cards in data["display"].items()},
        "players": [new_player(crew, hand) for crew, hand in zip(data["crews"], data["hands"], strict=True)],
        "first": data["first"],
        "current": data["first"],
        "round": 0,
        "phase": "starting",
        "turn": new_turn(),
        "draws": [],
        "exhaust": [],
        "end_triggered": False,
    }


# ---------------------------------------------------------------------------------------------
# Queries shared by the rules, the views and the texts


def crew_size(player: dict[str, Any]) -> int:
    return sum(len(pile) for pile in player["crew"].values())


def crew_counts(player: dict[str, Any]) -> dict[str, int]:
    return {colour: len(player["crew"][colour]) for colour in C.COLOURS}


def complete_rows(player: dict[str, Any]) -> int:
    """Rows of five Vikings of five different colours: the smallest pile (knarr.md §9)."""
    return min(crew_counts(player).values())


def fame_vp(reputation: int) -> int:
    """VP scored in the Fame phase: the last printed number reached on the track (knarr.md §1.1)."""
    for threshold, points in C.REPUTATION_VP:
        if reputation >= threshold:
            return points
    return 0


def pile_gains(pile: list[int]) -> dict[str, int]:
    """Every symbol visible in a crew pile (each card shows its symbol above the next one)."""
    gains: dict[str, int] = {}
    for card in pile:
        gains[C.gain_of(card)] = gains.get(C.gain_of(card), 0) + 1
    return gains


def trade_gains(state: State, seat: int, bracelets: int) -> dict[str, int]:
    """The gains of columns 1..``bracelets`` across the ship and all the seat's destinations."""
    rows = [C.SHIP_COLUMNS[state["ship_side"]]]
    rows += [C.DESTINATIONS[number]["columns"] for number in state["players"][seat]["destinations"]]
    gains: dict[str, int] = {}
    for row in rows:
        for symbol in row[:bracelets]:
            if symbol is not None:
                gains[symbol] = gains.get(symbol, 0) + 1
    return gains


def most_vikings(state: State) -> list[int]:
    """Seats with the most Vikings in their crew (deck exhaustion); none if every crew is empty."""
    sizes = [crew_size(player) for player in state["players"]]
    top = max(sizes)
    return [seat for seat, size in enumerate(sizes) if size == top] if top > 0 else []


def next_seat(state: State, seat: int) -> int:
    return (seat + 1) % state["players_count"]


# ---------------------------------------------------------------------------------------------
# Applying effects


def apply_gains(state: State, seat: int, gains: dict[str, int]) -> None:
    """Gains with their caps (bracelets and recruits 3, reputation 14); cards queue draws."""
    player = state["players"][seat]
    for gain, amount in gains.items():
        if gain == "vp":
            player["score"] += amount
        elif gain == "bracelet":
            player["bracelets"] = min(C.MAX_BRACELETS, player["bracelets"] + amount)
        elif gain == "recruit":
            player["recruits"] = min(C.MAX_RECRUITS, player["recruits"] + amount)
        elif gain == "reputation":
            player["reputation"] = min(C.MAX_REPUTATION, player["reputation"] + amount)
        elif gain == "card":
            state["draws"].extend({"to": "crew", "seat": seat} for _ in range(amount))
    if player["score"] >= C.END_SCORE:
        state["end_triggered"] = True


def _refill_display(state: State, deck: str, slot: int) -> None:
    pile = state["dest_deck"][deck]
    state["display"][deck][slot] = pile.pop(0) if pile else None


def _take_destination(state: State, seat: int, number: int) -> None:
    """Remove a destination from the display (refilling the slot) or from the seat's reserve."""
    deck = C.DESTINATIONS[number]["deck"]
    if number in state["display"][deck]:
        _refill_display(state, deck, state["display"][deck].index(number))
    else:
        state["players"][seat]["reserved"].remove(number)


def _set_rows_marker(player: dict[str, Any], data: dict[str, Any]) -> None:
    # The row marker is recorded in the events that set it (``rows_rewarded``), so the fold never
    # recomputes a rule that changed: ``turn_started`` carries it since the marker is reset at
    # each turn; ``payment_card`` and ``viking_discarded`` carry it since the first rows
    # audit (they lowered it then; now they carry it unchanged). Events written before lack it and
    # leave the marker alone, as they were folded then, so stored games replay as played.
    if "rows_rewarded" in data:
        player["rows_rewarded"] = data["rows_rewarded"]


def _pop_offer(state: State) -> None:
    if state["phase"] == "offer" and state["turn"]["offers"]:
        state["turn"]["offers"].pop(0)


def _after_offer(state: State) -> None:
    if state["phase"] == "offer" and not state["turn"]["offers"]:
        state["phase"] = "play"


# ---------------------------------------------------------------------------------------------
# evolve


def evolve(state: State | None, event: Event) -> State:
    kind = event["type"]
    data = event["data"]
    seat = event["seat"]
    if kind == "game_set_up":
        return state_from_setup(data)
    assert state is not None
    handler = _HANDLERS.get(kind)
    if handler is not None:
        handler(state, seat, data)
    return state


def _turn_started(state: State, seat: int, data: dict[str, Any]) -> None:
    state["current"] = seat
    state["phase"] = "play"
    state["turn"] = new_turn()
    if seat == state["first"]:
        state["round"] += 1
    _set_rows_marker(state["players"][seat], data)
    apply_gains(state, seat, {"vp": data["fame_vp"]})


def _traded(state: State, seat: int, data: dict[str, Any]) -> None:
    state["players"][seat]["bracelets"] -= data["bracelets"]
    state["turn"]["traded"] = True
    apply_gains(state, seat, data["gains"])


def _trade_declined(state: State, seat: int, data: dict[str, Any]) -> None:
    state["turn"]["traded"] = True


def _viking_recruited(state: State, seat: int, data: dict[str, Any]) -> None:
    player = state["players"][seat]
    card = data["card"]
    colour = C.colour_of(card)
    _pop_offer(state)
    player["hand"].remove(card)
    player["crew"][colour].append(card)
    apply_gains(state, seat, data["gains"])
    state["turn"]["last"] = {"action": "recruit", "colour": colour, "pile": len(player["crew"][colour])}
    state["turn"]["take"] = {"colour": colour, "free_any": data["free_any"]}
    state["phase"] = "take"


def _board_card_taken(state: State, seat: int, data: dict[str, Any]) -> None:
    player = state["players"][seat]
    slot = data["slot"]
    if slot is not None:  # None: every slot empty (a locked deck), nothing to take
        player["hand"].append(state["board"][slot])
        state["board"][slot] = None
        state["draws"].append({"to": "board", "slot": slot})
    if data["recruit_spent"]:
        player["recruits"] -= 1
    state["turn"]["take"] = None
    state["phase"] = "checks"


def _explore_chosen(state: State, seat: int, data: dict[str, Any]) -> None:
    _pop_offer(state)
    number = data["destination"]
    _take_destination(state, seat, number)
    state["turn"]["payment"] = {"destination": number, "cards": [], "recruits": 0}
    state["phase"] = "pay"


def _crew_card_discarded(state: State, seat: int, data: dict[str, Any]) -> int:
    """Move ``data["card"]`` from ``seat``'s crew to the discard pile, with the rows marker the
    event records; return the card."""
    card = data["card"]
    player = state["players"][seat]
    player["crew"][C.colour_of(card)].remove(card)
    _set_rows_marker(player, data)
    state["discard"].append(card)
    return card


def _payment_card(state: State, seat: int, data: dict[str, Any]) -> None:
    state["turn"]["payment"]["cards"].append(_crew_card_discarded(state, seat, data))


def _payment_recruit(state: State, seat: int, data: dict[str, Any]) -> None:
    state["players"][seat]["recruits"] -= 1
    state["turn"]["payment"]["recruits"] += 1


def _destination_explored(state: State, seat: int, data: dict[str, Any]) -> None:
    player = state["players"][seat]
    number = data["destination"]
    on_trading_land = (
        bool(player["destinations"]) and C.DESTINATIONS[player["destinations"][-1]]["deck"] == "A"
    )
    player["destinations"].append(number)
    state["turn"]["payment"] = None
    state["turn"]["last"] = {
        "action": "explore",
        "destination": number,
        "influence_on_trading": C.DESTINATIONS[number]["deck"] == "B" and on_trading_land,
    }
    apply_gains(state, seat, C.DESTINATIONS[number]["immediate"])
    state["phase"] = "checks"


def _action_completed(state: State, seat: int, data: dict[str, Any]) -> None:
    turn = state["turn"]
    turn["acted"] = True
    _apply_artifact_effects(state, seat, data)
    state["phase"] = "offer" if turn["offers"] else "play"


def _artifacts_triggered(state: State, seat: int, data: dict[str, Any]) -> None:
    _apply_artifact_effects(state, seat, data)
    if state["turn"]["offers"]:
        state["phase"] = "offer"


def _apply_artifact_effects(state: State, seat: int, data: dict[str, Any]) -> None:
    player = state["players"][seat]
    player["rows_rewarded"] = max(player["rows_rewarded"], data["rows"])
    for effect in data["effects"]:
        if "gains" in effect:
            apply_gains(state, seat, effect["gains"])
        if "offer" in effect:
            state["turn"]["offers"].append({"artifact": effect["artifact"], "offer": effect["offer"]})


def _offer_skipped(state: State, seat: int, data: dict[str, Any]) -> None:
    _pop_offer(state)
    _after_offer(state)


def _destination_reserved(state: State, seat: int, data: dict[str, Any]) -> None:
    _pop_offer(state)
    number = data["destination"]
    _take_destination(state, seat, number)
    state["players"][seat]["reserved"].append(number)
    _after_offer(state)


def _board_card_discarded(state: State, seat: int, data: dict[str, Any]) -> None:
    _pop_offer(state)
    slot = data["slot"]
    state["discard"].append(state["board"][slot])
    state["board"][slot] = None
    state["draws"].append({"to": "board", "slot": slot})
    _after_offer(state)


def _deck_reshuffled(state: State, seat: int | None, data: dict[str, Any]) -> None:
    state["deck"] = list(data["order"])
    state["discard"] = []


def _viking_drawn(state: State, seat: int | None, data: dict[str, Any]) -> None:
    card = state["deck"].pop(0)
    target = state["draws"].pop(0)
    if target["to"] == "board":
        state["board"][target["slot"]] = card
    else:
        state["players"][target["seat"]]["crew"][C.colour_of(card)].append(card)


def _draw_abandoned(state: State, seat: int | None, data: dict[str, Any]) -> None:
    state["draws"].pop(0)


def _deck_exhausted(state: State, seat: int | None, data: dict[str, Any]) -> None:
    state["exhaust"] = list(data["seats"])


def _viking_discarded(state: State, seat: int, data: dict[str, Any]) -> None:
    _crew_card_discarded(state, seat, data)
    state["exhaust"].remove(seat)


def _turn_ended(state: State, seat: int, data: dict[str, Any]) -> None:
    state["phase"] = "between"


def _game_ended(state: State, seat: int | None, data: dict[str, Any]) -> None:
    state["phase"] = "over"


_HANDLERS = {
    "turn_started": _turn_started,
    "traded": _traded,
    "trade_declined": _trade_declined,
    "viking_recruited": _viking_recruited,
    "board_card_taken": _board_card_taken,
    "explore_chosen": _explore_chosen,
    "payment_card": _payment_card,
    "payment_recruit": _payment_recruit,
    "destination_explored": _destination_explored,
    "action_completed": _action_completed,
    "artifacts_triggered": _artifacts_triggered,
    "offer_skipped": _offer_skipped,
    "destination_reserved": _destination_reserved,
    "board_card_discarded": _board_card_discarded,
    "deck_reshuffled": _deck_reshuffled,
    "viking_drawn": _viking_drawn,
    "draw_abandoned": _draw_abandoned,
    "deck_exhausted": _deck_exhausted,
    "viking_discarded": _viking_discarded,
    "turn_ended": _turn_ended,
    "game_ended": _game_ended,
}
