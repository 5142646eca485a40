"""Paying a destination, one card (or one recruit token) at a time.

A payment in progress is ``{"destination", "cards": [paid card ids], "recruits": n}``. Recruit
tokens are wildcards: each replaces any one card of the cost, so a whole cost may be paid with
them. A step is offered only if the payment can still be completed afterwards, so a player who
started exploring can always finish (``can_complete``).

Cost kinds (components.DESTINATIONS): ``colours`` (so many of each named colour), ``different``
(N Vikings of pairwise different colours, any colours), ``same`` (N Vikings of one colour, any).
"""

from __future__ import annotations

from typing import Any

from games.rulesets.knarr import components as C


def size(cost: dict[str, Any]) -> int:
    if cost["kind"] == "colours":
        return sum(cost["colours"].values())
    return cost["count"]


def can_complete(
    cost: dict[str, Any], paid: list[str], recruits_used: int, available: dict[str, int], recruits_left: int
) -> bool:
    """Can the payment be finished? ``paid``: colours of the cards paid so far; ``available``:
    Vikings of each colour still in the crew; ``recruits_left``: recruit tokens still held."""
    slots = size(cost) - len(paid) - recruits_used
    if slots < 0:
        return False
    kind = cost["kind"]
    if kind == "colours":
        remaining = {colour: count - paid.count(colour) for colour, count in cost["colours"].items()}
        if any(value < 0 for value in remaining.values()) or any(c not in remaining for c in paid):
            return False
        from_cards = sum(min(available.get(colour, 0), value) for colour, value in remaining.items())
        return from_cards + recruits_left >= slots
    if kind == "different":
        if len(set(paid)) != len(paid):
            return False
        from_cards = sum(1 for colour in C.COLOURS if colour not in paid and available.get(colour, 0) > 0)
        return min(from_cards, slots) + recruits_left >= slots
    # same colour
    if len(set(paid)) > 1:
        return False
    if paid:
        return available.get(paid[0], 0) + recruits_left >= slots
    return max(available.values(), default=0) + recruits_left >= slots


def complete(cost: dict[str, Any], payment: dict[str, Any]) -> bool:
    return len(payment["cards"]) + payment["recruits"] == size(cost)


def affordable(cost: dict[str, Any], player: dict[str, Any]) -> bool:
    """Whether a seat can pay this cost from scratch with its crew and recruit tokens."""
    available = {colour: len(pile) for colour, pile in player["crew"].items()}
    return can_complete(cost, [], 0, available, player["recruits"])


def card_allowed(cost: dict[str, Any], payment: dict[str, Any], player: dict[str, Any], card: int) -> bool:
    """May this crew card be paid next (keeping the payment completable)?"""
    colour = C.colour_of(card)
    if card not in player["crew"][colour]:
        return False
    paid = [C.colour_of(c) for c in payment["cards"]] + [colour]
    available = {c: len(pile) for c, pile in player["crew"].items()}
    available[colour] -= 1
    return can_complete(cost, paid, payment["recruits"], available, player["recruits"])


def recruit_allowed(cost: dict[str, Any], payment: dict[str, Any], player: dict[str, Any]) -> bool:
    if player["recruits"] < 1:
        return False
    paid = [C.colour_of(c) for c in payment["cards"]]
    available = {c: len(pile) for c, pile in player["crew"].items()}
    return can_complete(cost, paid, payment["recruits"] + 1, available, player["recruits"] - 1)


def card_choices(player: dict[str, Any], allowed) -> list[int]:
    """One card per (colour, symbol) kind in the crew (cards of a kind are interchangeable: every
    symbol of a pile counts, wherever it lies), the topmost of each kind, filtered by ``allowed``."""
    choices: list[int] = []
    for colour in C.COLOURS:
        seen: set[str] = set()
        for card in reversed(player["crew"][colour]):
            if C.gain_of(card) not in seen:
                seen.add(C.gain_of(card))
                if allowed(card):
                    choices.append(card)
    return choices
