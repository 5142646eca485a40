"""The Knarr turn: setup, the moves open to a seat, and the automatic steps between moves.

``decide`` works on a private copy of the state (a ``Builder``): each event it emits is folded at
once, so the rules below always read the state as it is after what already happened. After the
player's move, ``advance`` runs everything that needs no decision (drawing Vikings, reshuffling
the discard, the artifact checks, the end of the turn, the next turn's Fame phase) until some seat
must choose again.

Turn (player aid "Tour de jeu", corrected by knarr.md §1.4): Fame VP, then one action (Recruit or
Explore), with one optional Trade either just before or just after the action.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from games.engine import IllegalMove, copy_state, make_event
from games.engine.types import Event, Move, State
from games.rulesets.knarr import components as C
from games.rulesets.knarr import payment as P
from games.rulesets.knarr.state import (
    complete_rows,
    evolve,
    fame_vp,
    most_vikings,
    next_seat,
    pile_gains,
    trade_gains,
)


class Builder:
    """A private copy of the state plus the events emitted so far, each folded as emitted."""

    def __init__(self, state: State) -> None:
        self.state = copy_state(state)
        self.events: list[Event] = []

    def emit(self, event: Event) -> None:
        self.events.append(event)
        self.state = evolve(self.state, event)


# ---------------------------------------------------------------------------------------------
# Setup (knarr.md §6)


def setup_events(players: int, options: dict[str, Any], rng: Random) -> list[Event]:
    deck = C.viking_deck(players)
    rng.shuffle(deck)
    board = {colour: deck.pop(0) for colour in C.COLOURS}
    crews: list[list[int]] = []
    hands: list[list[int]] = []
    for _ in range(players):
        # Two Vikings of different colours; as the official implementation does, put them back and
        # reshuffle while they match (RECONSTRUCTED, knarr.md §11).
        while C.colour_of(deck[0]) == C.colour_of(deck[1]):
            rng.shuffle(deck)
        crews.append(deck[:2])
        hands.append(deck[2 : 2 + C.HAND_SIZE])
        deck = deck[2 + C.HAND_SIZE :]
    dest_deck: dict[str, list[int]] = {}
    display: dict[str, list[int]] = {}
    for name in ("A", "B"):
        cards = list(C.DESTINATION_DECKS[name])
        rng.shuffle(cards)
        display[name] = cards[: C.DISPLAY_SIZE]
        dest_deck[name] = cards[C.DISPLAY_SIZE :]
    artifacts: list[str] = []
    if options.get("artifacts"):
        if players == 2:
            artifacts = ["mead_cup", rng.choice([a for a in C.ARTIFACTS if a != "mead_cup"])]
        else:
            artifacts = [rng.choice(list(C.ARTIFACTS))]
    first = rng.randrange(players)
    builder = Builder({})
    builder.emit(
        make_event(
            "game_set_up",
            None,
            ship_side=options.get("ship_side", "normal"),
            artifacts=artifacts,
            board=board,
            crews=crews,
            hands=hands,
            deck=deck,
            dest_deck=dest_deck,
            display=display,
            first=first,
        )
    )
    start_turn(builder, first)
    advance(builder, rng)
    return builder.events


def start_turn(builder: Builder, seat: int) -> None:
    """Fame VP, and the seat's row marker set to the rows of five it holds as the turn starts:
    the Amulet and the Weathervane reward only rows the turn adds to these (``artifact_effects``)."""
    player = builder.state["players"][seat]
    reputation = player["reputation"]
    builder.emit(
        make_event(
            "turn_started",
            seat,
            fame_vp=fame_vp(reputation),
            reputation=reputation,
            rows_rewarded=complete_rows(player),
        )
    )


# ---------------------------------------------------------------------------------------------
# Who moves, and what they may do


def to_move(state: State) -> list[int]:
    if state.get("phase") in (None, "over", "between", "starting"):
        return []
    if state["exhaust"]:
        return sorted(state["exhaust"])
    if state["phase"] == "checks":
        return []
    return [state["current"]]


def explorable(state: State, seat: int) -> list[int]:
    """Destinations the seat can explore now: face-up ones and its own reserved ones it can pay."""
    player = state["players"][seat]
    numbers = [n for deck in ("A", "B") for n in state["display"][deck] if n is not None] + player["reserved"]
    return [n for n in numbers if P.affordable(C.DESTINATIONS[n]["cost"], player)]


def take_options(state: State) -> list[dict[str, Any]]:
    """Board slots the recruiting seat may take from, with whether a recruit token is spent."""
    take = state["turn"]["take"]
    player = state["players"][state["current"]]
    options = []
    for slot in C.COLOURS:
        if state["board"][slot] is None:
            continue
        if slot == take["colour"] or take["free_any"]:
            options.append({"slot": slot, "recruit_spent": False})
        elif player["recruits"] >= 1:
            options.append({"slot": slot, "recruit_spent": True})
    return options


def offer_moves(state: State, seat: int) -> list[Move]:
    """The moves of the artifact offer at the head of the queue (without "skip")."""
    offer = state["turn"]["offers"][0]["offer"]
    player = state["players"][seat]
    if offer == "reserve":
        if len(player["reserved"]) >= C.MAX_RESERVED:
            return []
        return [
            {"type": "reserve", "destination": n}
            for deck in ("A", "B")
            for n in state["display"][deck]
            if n is not None
        ]
    if offer == "discard_board":
        if not state["deck"] and not state["discard"]:
            return []
        return [
            {"type": "discard_board", "slot": slot} for slot in C.COLOURS if state["board"][slot] is not None
        ]
    if offer == "explore":
        return [{"type": "explore", "destination": n} for n in explorable(state, seat)]
    if offer == "recruit":
        return [{"type": "recruit", "card": card} for card in player["hand"]]
    return []


def legal_moves(state: State, seat: int) -> list[Move]:
    if seat not in to_move(state):
        return []
    player = state["players"][seat]
    if state["exhaust"]:
        return [
            {"type": "discard_viking", "card": card} for card in P.card_choices(player, lambda card: True)
        ]
    phase = state["phase"]
    turn = state["turn"]
    if phase == "play":
        moves: list[Move] = []
        if not turn["traded"]:
            moves += [{"type": "trade", "bracelets": n} for n in range(1, min(3, player["bracelets"]) + 1)]
        if not turn["acted"]:
            moves += [{"type": "recruit", "card": card} for card in player["hand"]]
            moves += [{"type": "explore", "destination": n} for n in explorable(state, seat)]
        if turn["acted"] or not moves:
            moves.append({"type": "end_turn"})
        return moves
    if phase == "take":
        return [{"type": "take", "slot": option["slot"]} for option in take_options(state)]
    if phase == "pay":
        payment = turn["payment"]
        cost = C.DESTINATIONS[payment["destination"]]["cost"]
        moves = [
            {"type": "pay", "card": card}
            for card in P.card_choices(player, lambda card: P.card_allowed(cost, payment, player, card))
        ]
        if P.recruit_allowed(cost, payment, player):
            moves.append({"type": "pay_recruit"})
        return moves
    if phase == "offer":
        return offer_moves(state, seat) + [{"type": "skip"}]
    return []


# ---------------------------------------------------------------------------------------------
# decide


def _field(move: Move, name: str, kind: type, refusal: IllegalMove) -> Any:
    """``move[name]`` if it is a ``kind``; ``refusal`` otherwise (its sentence says what the field
    holds: one literal template per field, so the catalogue has each)."""
    value = move.get(name)
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise refusal
    return value


_MOVE_FIELDS: dict[str, set[str]] = {
    "trade": {"bracelets"},
    "recruit": {"card"},
    "explore": {"destination"},
    "take": {"slot"},
    "pay": {"card"},
    "pay_recruit": set(),
    "end_turn": set(),
    "skip": set(),
    "reserve": {"destination"},
    "discard_board": {"slot"},
    "discard_viking": {"card"},
}


def decide(state: State, seat: int, move: Move, rng: Random) -> list[Event]:
    if not isinstance(move, dict) or not isinstance(move.get("type"), str):
        raise IllegalMove("malformed_move", "A move must be a JSON object with a text field 'type'.")
    kind = move["type"]
    if kind not in _MOVE_FIELDS:
        raise IllegalMove("unknown_move_type", "Knarr has no move called {type!r}.", type=kind)
    extra = set(move) - {"type"} - _MOVE_FIELDS[kind]
    if extra:
        raise IllegalMove("malformed_move", "Unexpected field(s) in this move: {fields}.",
                          fields=", ".join(sorted(extra)))
    if state.get("phase") == "over":
        raise IllegalMove("game_over", "The game is over.")
    if not isinstance(seat, int) or seat not in to_move(state):
        raise IllegalMove("not_your_turn", "It is not your turn to move.")
    builder = Builder(state)
    _HANDLERS[kind](builder, seat, move)
    advance(builder, rng)
    return builder.events


def _wrong_step(what: str) -> IllegalMove:
    """The refusal of a move made out of its step; ``what`` is a key of ``_WRONG_STEP``."""
    return _WRONG_STEP[what]()


# One literal sentence per move, so that each is a text of the catalogue.
_WRONG_STEP: dict[str, Callable[[], IllegalMove]] = {
    "trade": lambda: IllegalMove("wrong_step", "You cannot trade now."),
    "end your turn": lambda: IllegalMove("wrong_step", "You cannot end your turn now."),
    "recruit": lambda: IllegalMove("wrong_step", "You cannot recruit now."),
    "take a board Viking": lambda: IllegalMove("wrong_step", "You cannot take a board Viking now."),
    "explore": lambda: IllegalMove("wrong_step", "You cannot explore now."),
    "pay a destination": lambda: IllegalMove("wrong_step", "You cannot pay a destination now."),
    "skip anything": lambda: IllegalMove("wrong_step", "You cannot skip anything now."),
    "reserve a destination": lambda: IllegalMove("wrong_step", "You cannot reserve a destination now."),
    "discard a board Viking": lambda: IllegalMove("wrong_step", "You cannot discard a board Viking now."),
    "discard a Viking": lambda: IllegalMove("wrong_step", "You cannot discard a Viking now."),
}


def _need_phase(builder: Builder, *phases: str, what: str) -> None:
    if builder.state["exhaust"] or builder.state["phase"] not in phases:
        raise _wrong_step(what)


def _need_action(builder: Builder, action: str) -> None:
    """Refuse ``action`` (``recruit`` or ``explore``) unless it may be taken now: as the extra one
    an artifact offers first (phase ``offer``), or as the turn's action (phase ``play``, none taken
    yet)."""
    state = builder.state
    if state["phase"] == "offer" and not state["exhaust"] and state["turn"]["offers"][0]["offer"] == action:
        return
    _need_phase(builder, "play", what=action)
    if state["turn"]["acted"]:
        raise IllegalMove("already_acted", "You have already taken your action this turn.")


def _trade(builder: Builder, seat: int, move: Move) -> None:
    _need_phase(builder, "play", what="trade")
    bracelets = _field(move, "bracelets", int, IllegalMove(
        "malformed_move", "This move needs a field {field!r}: 1, 2 or 3 silver bracelets.", field="bracelets"
    ))
    state = builder.state
    if state["turn"]["traded"]:
        raise IllegalMove("already_traded", "You may trade only once per turn.")
    if bracelets not in (1, 2, 3):
        raise IllegalMove("bad_trade", "A trade spends 1, 2 or 3 silver bracelets.")
    if state["players"][seat]["bracelets"] < bracelets:
        raise IllegalMove(
            "not_enough_bracelets", "You do not have {bracelets} silver bracelets.", bracelets=bracelets
        )
    builder.emit(make_event("traded", seat, bracelets=bracelets, gains=trade_gains(state, seat, bracelets)))


def _end_turn(builder: Builder, seat: int, move: Move) -> None:
    _need_phase(builder, "play", what="end your turn")
    turn = builder.state["turn"]
    if not turn["acted"] and legal_moves(builder.state, seat) != [{"type": "end_turn"}]:
        raise IllegalMove("must_act", "You must Recruit or Explore before you end your turn.")
    builder.emit(make_event("trade_declined", seat))
    if not turn["acted"]:
        # Nothing was possible (cannot happen with full hands; kept so no game can lock up).
        builder.emit(make_event("action_completed", seat, effects=[], rows=0))


def _recruit(builder: Builder, seat: int, move: Move) -> None:
    state = builder.state
    card = _field(move, "card", int, IllegalMove(
        "malformed_move", "This move needs a field {field!r}: the id of a Viking card in your hand.", field="card"
    ))
    _need_action(builder, "recruit")
    player = state["players"][seat]
    if card not in player["hand"]:
        raise IllegalMove("not_in_hand", "That Viking is not in your hand.", card=card)
    colour = C.colour_of(card)
    pile = player["crew"][colour] + [card]
    free_any = "cauldron" in state["artifacts"] and len(pile) == 2
    builder.emit(
        make_event(
            "viking_recruited", seat, card=card, colour=colour, gains=pile_gains(pile), free_any=free_any
        )
    )


def _take(builder: Builder, seat: int, move: Move) -> None:
    _need_phase(builder, "take", what="take a board Viking")
    slot = _field(move, "slot", str, IllegalMove(
        "malformed_move", "This move needs a field {field!r}: a board slot colour (red, yellow, green, blue, purple).", field="slot"
    ))
    for option in take_options(builder.state):
        if option["slot"] == slot:
            _emit_take(builder, seat, option)
            return
    if slot not in C.COLOURS or builder.state["board"].get(slot) is None:
        raise IllegalMove("bad_slot", "There is no Viking on that board slot.", slot=slot)
    raise IllegalMove(
        "no_recruit", "Taking a Viking from another slot costs a recruit token, and you have none."
    )


def _emit_take(builder: Builder, seat: int, option: dict[str, Any]) -> None:
    card = builder.state["board"][option["slot"]]
    builder.emit(
        make_event(
            "board_card_taken", seat, slot=option["slot"], card=card, recruit_spent=option["recruit_spent"]
        )
    )


def _explore(builder: Builder, seat: int, move: Move) -> None:
    state = builder.state
    number = _field(move, "destination", int, IllegalMove(
        "malformed_move", "This move needs a field {field!r}: the number of a destination card.", field="destination"
    ))
    _need_action(builder, "explore")
    player = state["players"][seat]
    visible = [n for deck in ("A", "B") for n in state["display"][deck] if n is not None]
    if number not in visible and number not in player["reserved"]:
        raise IllegalMove(
            "not_visible", "That destination is neither face up nor reserved by you.", destination=number
        )
    if not P.affordable(C.DESTINATIONS[number]["cost"], player):
        raise IllegalMove("cannot_pay", "You cannot pay that destination with your crew and recruit tokens.")
    source = "reserved" if number in player["reserved"] else "display"
    builder.emit(make_event("explore_chosen", seat, destination=number, source=source))


def _pay(builder: Builder, seat: int, move: Move) -> None:
    _need_phase(builder, "pay", what="pay a destination")
    card = _field(move, "card", int, IllegalMove(
        "malformed_move", "This move needs a field {field!r}: the id of a Viking in your crew.", field="card"
    ))
    state = builder.state
    player = state["players"][seat]
    payment = state["turn"]["payment"]
    cost = C.DESTINATIONS[payment["destination"]]["cost"]
    if not 0 <= card < len(C.VIKINGS) or card not in player["crew"][C.colour_of(card)]:
        raise IllegalMove("not_in_crew", "That Viking is not in your crew.", card=card)
    if not P.card_allowed(cost, payment, player, card):
        raise IllegalMove("wrong_colour", "That Viking does not fit what is left of the cost.", card=card)
    builder.emit(make_event("payment_card", seat, card=card, rows_rewarded=player["rows_rewarded"]))
    _finish_payment(builder, seat)


def _pay_recruit(builder: Builder, seat: int, move: Move) -> None:
    _need_phase(builder, "pay", what="pay a destination")
    state = builder.state
    payment = state["turn"]["payment"]
    if not P.recruit_allowed(C.DESTINATIONS[payment["destination"]]["cost"], payment, state["players"][seat]):
        raise IllegalMove("no_recruit", "You have no recruit token to spend, or the cost is already paid.")
    builder.emit(make_event("payment_recruit", seat))
    _finish_payment(builder, seat)


def _finish_payment(builder: Builder, seat: int) -> None:
    payment = builder.state["turn"]["payment"]
    destination = C.DESTINATIONS[payment["destination"]]
    if P.complete(destination["cost"], payment):
        builder.emit(
            make_event(
                "destination_explored",
                seat,
                destination=payment["destination"],
                cards=list(payment["cards"]),
                recruits=payment["recruits"],
                gains=dict(destination["immediate"]),
            )
        )


def _offer_head(builder: Builder, what: str) -> dict[str, Any]:
    _need_phase(builder, "offer", what=what)
    return builder.state["turn"]["offers"][0]


def _skip(builder: Builder, seat: int, move: Move) -> None:
    offer = _offer_head(builder, "skip anything")
    builder.emit(
        make_event("offer_skipped", seat, artifact=offer["artifact"], offer=offer["offer"], auto=False)
    )


def _reserve(builder: Builder, seat: int, move: Move) -> None:
    offer = _offer_head(builder, "reserve a destination")
    number = _field(move, "destination", int, IllegalMove(
        "malformed_move", "This move needs a field {field!r}: the number of a face-up destination.", field="destination"
    ))
    if offer["offer"] != "reserve":
        raise _wrong_step("reserve a destination")
    if {"type": "reserve", "destination": number} not in offer_moves(builder.state, seat):
        raise IllegalMove("not_visible", "You may reserve only a face-up destination, and hold at most two.")
    builder.emit(make_event("destination_reserved", seat, destination=number))


def _discard_board(builder: Builder, seat: int, move: Move) -> None:
    offer = _offer_head(builder, "discard a board Viking")
    slot = _field(move, "slot", str, IllegalMove(
        "malformed_move", "This move needs a field {field!r}: a board slot colour.", field="slot"
    ))
    if offer["offer"] != "discard_board":
        raise _wrong_step("discard a board Viking")
    if {"type": "discard_board", "slot": slot} not in offer_moves(builder.state, seat):
        raise IllegalMove("bad_slot", "There is no Viking on that board slot to discard.", slot=slot)
    builder.emit(make_event("board_card_discarded", seat, slot=slot, card=builder.state["board"][slot]))


def _discard_viking(builder: Builder, seat: int, move: Move) -> None:
    state = builder.state
    if seat not in state["exhaust"]:
        raise _wrong_step("discard a Viking")
    card = _field(move, "card", int, IllegalMove(
        "malformed_move", "This move needs a field {field!r}: the id of a Viking in your crew.", field="card"
    ))
    player = state["players"][seat]
    if not 0 <= card < len(C.VIKINGS) or card not in player["crew"][C.colour_of(card)]:
        raise IllegalMove("not_in_crew", "That Viking is not in your crew.", card=card)
    builder.emit(make_event("viking_discarded", seat, card=card, rows_rewarded=player["rows_rewarded"]))


_HANDLERS = {
    "trade": _trade,
    "end_turn": _end_turn,
    "recruit": _recruit,
    "take": _take,
    "explore": _explore,
    "pay": _pay,
    "pay_recruit": _pay_recruit,
    "skip": _skip,
    "reserve": _reserve,
    "discard_board": _discard_board,
    "discard_viking": _discard_viking,
}


# ---------------------------------------------------------------------------------------------
# The automatic steps


def artifact_effects(state: State, seat: int, moment: str) -> tuple[list[dict[str, Any]], int]:
    """The artifact effects due now for ``seat``, and its new row marker.

    ``moment`` is "action" (right after any action: every artifact is checked) or "end" (when the
    turn ends: only the Amulet and the Weathervane, so a row completed by a Trade counts too).
    The Amulet and the Weathervane reward each row of five colours that the turn adds: the seat's
    ``rows_rewarded`` is set to the complete rows it holds when its turn starts (``turn_started``)
    and raised to the rows counted at each check. A Viking that leaves the crew during the turn
    (paid, or discarded on an empty deck) does not lower it, so a row broken and made whole again
    within the turn (even by the same card coming straight back from the deck) is not a new row;
    a row broken in one turn and completed in a later one is (README, "Readings").
    """
    artifacts = state["artifacts"]
    player = state["players"][seat]
    last = state["turn"]["last"] or {}
    effects: list[dict[str, Any]] = []
    if moment == "action":
        if last.get("action") == "recruit":
            if "silver_coins" in artifacts and last["pile"] > 3:
                effects.append({"artifact": "silver_coins", "gains": {"vp": 1}})
            if (
                "golden_bracelet" in artifacts
                and last["pile"] == 3
                and len(player["reserved"]) < C.MAX_RESERVED
            ):
                effects.append({"artifact": "golden_bracelet", "offer": "reserve"})
        if last.get("action") == "explore":
            if "mead_cup" in artifacts:
                effects.append({"artifact": "mead_cup", "offer": "discard_board"})
            if "helmet" in artifacts and last["influence_on_trading"]:
                effects.append({"artifact": "helmet", "offer": "recruit"})
    rows = complete_rows(player)
    new_rows = max(0, rows - player["rows_rewarded"])
    for _ in range(new_rows):
        if "amulet" in artifacts:
            effects.append({"artifact": "amulet", "gains": dict(C.AMULET_GAINS)})
        if "weathervane" in artifacts:
            effects.append({"artifact": "weathervane", "offer": "explore"})
    return effects, max(rows, player["rows_rewarded"])


def _resolve_draw(builder: Builder, rng: Random) -> bool:
    """Draw the next queued Viking. False when play must wait for exhaustion discards."""
    state = builder.state
    if not state["deck"]:
        if state["discard"]:
            order = list(state["discard"])
            rng.shuffle(order)
            builder.emit(make_event("deck_reshuffled", None, order=order))
        else:
            seats = most_vikings(state)
            if not seats:
                builder.emit(make_event("draw_abandoned", None, target=state["draws"][0]))
                return True
            builder.emit(make_event("deck_exhausted", None, seats=seats))
            return False
    target = state["draws"][0]
    builder.emit(make_event("viking_drawn", target.get("seat"), card=builder.state["deck"][0], target=target))
    return True


def advance(builder: Builder, rng: Random) -> None:
    """Run every step that needs no decision, until a seat must choose or the game is over."""
    while True:
        state = builder.state
        phase = state["phase"]
        if phase == "over" or state["exhaust"]:
            return
        if state["draws"]:
            if not _resolve_draw(builder, rng):
                return
            continue
        seat = state["current"]
        if phase == "checks":
            effects, rows = artifact_effects(state, seat, "action")
            builder.emit(make_event("action_completed", seat, effects=effects, rows=rows))
            continue
        if phase == "take":
            options = take_options(state)
            if len(options) > 1:
                return
            if options:
                _emit_take(builder, seat, options[0])
            else:
                builder.emit(make_event("board_card_taken", seat, slot=None, card=None, recruit_spent=False))
            continue
        if phase == "offer":
            if offer_moves(state, seat):
                return
            offer = state["turn"]["offers"][0]
            builder.emit(
                make_event("offer_skipped", seat, artifact=offer["artifact"], offer=offer["offer"], auto=True)
            )
            continue
        if phase == "play":
            turn = state["turn"]
            if not turn["acted"] or not (turn["traded"] or state["players"][seat]["bracelets"] == 0):
                return
            effects, rows = artifact_effects(state, seat, "end")
            if effects:
                builder.emit(make_event("artifacts_triggered", seat, effects=effects, rows=rows))
                continue
            builder.emit(make_event("turn_ended", seat))
            continue
        if phase == "between":
            following = next_seat(state, state["current"])
            if state["end_triggered"] and following == state["first"]:
                scores = [player["score"] for player in state["players"]]
                builder.emit(make_event("game_ended", None, scores=scores))
                return
            start_turn(builder, following)
            continue
        return
