"""Setup, whose turn, legal moves, ``decide`` and the automatic steps between moves.

Moves (complete JSON objects, as ``legal_moves`` lists them):
- ``{"type": "play_card", "card": "red-3"}`` — play a card into the current trick;
- ``{"type": "place_card", "card": "red-3"}`` — the trick winner puts this won card now on its
  colour's box (a new colour opens the leftmost empty box); cards placed later lie above it.

After every move the game runs the steps that need no decision, each recorded as an event:
resolving a full trick (``trick_won``, with the farmers), placing won cards whose place is forced
(``cards_placed`` with ``auto: true``), scoring a round (``round_scored``), dealing the next round
(``round_dealt``, the shuffle drawn from ``rng``) and ending the game (``game_ended``).
"""

from __future__ import annotations

from random import Random
from typing import Any

from games.engine import IllegalMove, copy_state, make_event
from games.engine.types import Event, Move, State
from games.rulesets.uigo import components as C
from games.rulesets.uigo import rules
from games.rulesets.uigo.state import evolve

MOVE_TYPES = ("play_card", "place_card")


def deal_event(round_number: int, dealer: int, players: int, rng: Random) -> Event:
    """Shuffle all 45 cards and deal 10 to each player; the rest is set aside, unseen."""
    deck = list(C.CARDS)
    rng.shuffle(deck)
    hands = [sorted(deck[i * C.HAND_SIZE : (i + 1) * C.HAND_SIZE], key=C.sort_key) for i in range(players)]
    return make_event(
        "round_dealt",
        None,
        round=round_number,
        dealer=dealer,
        leader=(dealer + 1) % players,
        hands=hands,
        farmer_supply=C.FARMER_SUPPLY[players],
    )


def setup_events(players: int, options: dict[str, Any], rng: Random) -> list[Event]:
    # RECONSTRUCTED: the rulebook does not say who deals first; seat 0 deals round 1, so seat 1
    # (on its left, i.e. the next seat) leads the first trick of the game.
    return [
        make_event("game_started", None, players=players, rounds=C.ROUNDS),
        deal_event(1, 0, players, rng),
    ]


def to_move(state: State) -> list[int]:
    if state["phase"] == "play" and state["turn"] is not None:
        return [state["turn"]]
    if state["phase"] == "place" and state["placer"] is not None:
        return [state["placer"]]
    return []


def legal_moves(state: State, seat: int) -> list[Move]:
    if seat not in to_move(state):
        return []
    if state["phase"] == "play":
        cards = rules.playable_cards(state["hands"][seat], state["trick"])
        return [{"type": "play_card", "card": card} for card in cards]
    return [{"type": "place_card", "card": card} for card in sorted(state["pending"], key=C.sort_key)]


def _check_shape(move: Any) -> tuple[str, str]:
    if not isinstance(move, dict):
        raise IllegalMove("malformed_move", "A move must be a JSON object with a type and a card.")
    kind = move.get("type")
    if not isinstance(kind, str):
        raise IllegalMove("malformed_move", 'A move needs a "type" (play_card or place_card).')
    if kind not in MOVE_TYPES:
        raise IllegalMove(
            "unknown_move_type", "UIGO! has no move {move_type!r}: use play_card or place_card.", move_type=kind
        )
    extra = sorted(set(move) - {"type", "card"})
    if extra:
        raise IllegalMove(
            "malformed_move",
            "A {move_type} move has only a card; unexpected field(s): {fields}.",
            move_type=kind, fields=", ".join(map(str, extra)),
        )
    card = move.get("card")
    if not isinstance(card, str):
        raise IllegalMove("malformed_move", 'A {move_type} move needs a "card" such as "red-3".', move_type=kind)
    if card not in C.CARD_SET:
        raise IllegalMove(
            "unknown_card",
            'There is no card {card!r}: cards are colour-value, from "red-0" to "purple-8".',
            card=card,
        )
    return kind, card


def decide(state: State, seat: int, move: Move, rng: Random) -> list[Event]:
    kind, card = _check_shape(move)
    if state["phase"] == "over":
        raise IllegalMove("game_over", "The game is over.")
    if seat not in to_move(state):
        raise IllegalMove("not_your_turn", "It is not your turn.", seat=seat)
    if state["phase"] == "play":
        if kind != "play_card":
            raise IllegalMove("wrong_step", "Now you must play a card, not place one.")
        hand = state["hands"][seat]
        if card not in hand:
            raise IllegalMove("card_not_in_hand", "You do not hold the {colour} {value}.", card=card,
                              colour=C.colour_of(card), value=C.value_of(card))
        if card not in rules.playable_cards(hand, state["trick"]):
            led = C.colour_of(state["trick"][0]["card"])
            raise IllegalMove("must_follow_suit", "You must follow suit: you hold a {colour} card.", colour=led)
        first = make_event("card_played", seat, card=card)
        if len(state["trick"]) + 1 < state["players"]:
            return [first]  # nothing automatic follows: skip the copy
    else:
        if kind != "place_card":
            raise IllegalMove("wrong_step", "Now you must place the cards you won in your kingdom.")
        if card not in state["pending"]:
            raise IllegalMove(
                "card_not_pending",
                "The {colour} {value} is not among the cards you have to place.",
                card=card, colour=C.colour_of(card), value=C.value_of(card),
            )
        box = rules.box_for(state["kingdoms"][seat], C.colour_of(card))
        first = make_event(
            "cards_placed", seat, player=seat, placements=[{"card": card, "box": box}], auto=False
        )
    work = evolve(copy_state(state), first)
    return [first, *automatic_events(work, rng)]


def automatic_events(state: State, rng: Random) -> list[Event]:
    """Run the steps that need no decision on ``state`` (a private copy, evolved in place)."""
    events: list[Event] = []

    def emit(event: Event) -> None:
        events.append(event)
        evolve(state, event)

    while True:
        phase = state["phase"]
        if phase == "play" and len(state["trick"]) == state["players"]:
            emit(trick_won_event(state))
        elif phase == "place":
            placements = rules.forced_placements(state["kingdoms"][state["placer"]], state["pending"])
            if not placements:
                return events
            emit(make_event("cards_placed", None, player=state["placer"], placements=placements, auto=True))
        elif phase == "scoring":
            emit(round_scored_event(state))
        elif phase == "deal":
            if state["round"] < state["rounds"]:
                dealer = (state["dealer"] + 1) % state["players"]  # clockwise = next seat
                emit(deal_event(state["round"] + 1, dealer, state["players"], rng))
            else:
                emit(make_event("game_ended", None, totals=list(state["totals"])))
        else:
            return events


def trick_won_event(state: State) -> Event:
    trick = state["trick"]
    index = rules.trick_winner(trick)
    free = [rules.free_slots(kingdom) for kingdom in state["kingdoms"]]
    return make_event(
        "trick_won",
        None,
        trick=state["trick_number"],
        winner=trick[index]["seat"],
        winning_card=trick[index]["card"],
        cards=[dict(play) for play in trick],
        farmers=rules.farmer_gains(trick, index, state["supply"], free),
    )


def round_scored_event(state: State) -> Event:
    boxes = [rules.score_kingdom(kingdom) for kingdom in state["kingdoms"]]
    scores = [sum(points) for points in boxes]
    totals = [total + score for total, score in zip(state["totals"], scores, strict=True)]
    return make_event("round_scored", None, round=state["round"], boxes=boxes, scores=scores, totals=totals)


def timeout_move(state: State, seat: int) -> Move:
    """Play the lowest legal card; place won cards keeping each colour's best card on top and
    opening the earliest box with the colour whose best card is highest."""
    moves = legal_moves(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} has no move to time out")
    if state["phase"] == "play":
        return min(moves, key=lambda move: (C.value_of(move["card"]), C.sort_key(move["card"])))
    kingdom_colours = {box["colour"] for box in state["kingdoms"][seat] if box["colour"]}
    pending = state["pending"]
    stacking = [card for card in pending if C.colour_of(card) in kingdom_colours]
    if stacking:
        card = min(stacking, key=lambda c: (C.value_of(c), C.sort_key(c)))
    else:
        best = {}
        for c in pending:
            best[C.colour_of(c)] = max(best.get(C.colour_of(c), -1), C.value_of(c))
        colour = max(best, key=lambda col: (best[col], -C.COLOURS.index(col)))
        card = min((c for c in pending if C.colour_of(c) == colour), key=C.value_of)
    return {"type": "place_card", "card": card}
