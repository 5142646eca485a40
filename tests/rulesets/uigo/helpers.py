"""Helpers to build UIGO! states by folding hand-written events, and to play moves through decide."""

from __future__ import annotations

import json
from random import Random
from typing import Any

from games.engine import fold, make_event
from games.rulesets.uigo import UigoRuleset
from games.rulesets.uigo import components as C

RULES = UigoRuleset()

# Seats of the rulebook's examples (example A: Théo, Sonia, Gabriel, Carole, clockwise).
THEO, SONIA, GABRIEL, CAROLE = 0, 1, 2, 3


def start(players: int = 2, seed: int = 1) -> dict[str, Any]:
    return fold(RULES, RULES.setup(players, RULES.resolve_options(players, {}), Random(seed)))


def deal(
    players: int, cards: dict[int, list[str]], lacking: dict[int, set[str]] | None = None
) -> list[list[str]]:
    """Hands of 10: the given cards, filled up with other cards that avoid each seat's ``lacking`` colours."""
    lacking = lacking or {}
    used = {card for hand in cards.values() for card in hand}
    assert len(used) == sum(len(hand) for hand in cards.values()), "a card is dealt twice"
    free = [card for card in C.CARDS if card not in used]
    hands: list[list[str]] = [list(cards.get(seat, [])) for seat in range(players)]
    for seat in sorted(range(players), key=lambda s: -len(lacking.get(s, ()))):
        for hand_colour_card in list(free):
            if len(hands[seat]) == C.HAND_SIZE:
                break
            if C.colour_of(hand_colour_card) not in lacking.get(seat, set()):
                hands[seat].append(hand_colour_card)
                free.remove(hand_colour_card)
        assert len(hands[seat]) == C.HAND_SIZE, f"cannot fill seat {seat}"
    return [sorted(hand, key=C.sort_key) for hand in hands]


def scenario(players: int, hands: list[list[str]], dealer: int, round_number: int = 1) -> dict[str, Any]:
    """The state after a hand-written game start and deal (the player left of ``dealer`` leads)."""
    events = [
        make_event("game_started", None, players=players, rounds=C.ROUNDS),
        make_event(
            "round_dealt",
            None,
            round=round_number,
            dealer=dealer,
            leader=(dealer + 1) % players,
            hands=hands,
            farmer_supply=C.FARMER_SUPPLY[players],
        ),
    ]
    return fold(RULES, events)


def act(state: dict[str, Any], seat: int, kind: str, card: str, rng_seed: int = 0) -> list[dict[str, Any]]:
    """Apply one move through ``decide`` (checked to be listed legal) and fold its events into ``state``."""
    move = {"type": kind, "card": card}
    assert move in RULES.legal_moves(state, seat), f"{move} is not legal for seat {seat}"
    before = json.dumps(state, sort_keys=True)
    events = RULES.decide(state, seat, move, Random(rng_seed))
    assert json.dumps(state, sort_keys=True) == before, "decide mutated the state"
    for event in events:
        RULES.evolve(state, event)
    return events


def play(state: dict[str, Any], seat: int, card: str) -> list[dict[str, Any]]:
    return act(state, seat, "play_card", card)


def place(state: dict[str, Any], seat: int, card: str) -> list[dict[str, Any]]:
    return act(state, seat, "place_card", card)


def trick(state: dict[str, Any], *plays: tuple[int, str]) -> list[dict[str, Any]]:
    """Play a whole trick; return every event it produced."""
    events = []
    for seat, card in plays:
        events += play(state, seat, card)
    return events


def of_type(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [event for event in events if event["type"] == kind]


def stacks(state: dict[str, Any], seat: int) -> list[tuple[str | None, list[str], int]]:
    return [(box["colour"], box["cards"], box["farmers"]) for box in state["kingdoms"][seat]]
