"""Paying for a project, one card at a time (rulebook "Construction", "Ravitaillement", "Marchés").

A cost is a dict resource -> units. A card pays:
- one unit of its own resource; a gold card one unit of anything (joker);
- a supply card one or both of its two resources, for this project only (an unused half is lost);
- through a market (once per market territory per building phase, where the builder has a colony)
  any card, a whole supply card included, pays one unit of anything.
A village in a palisaded territory where the builder has no colony also costs one resource card
(gold included, not a supply card) given to each resident: ``gifts`` counts those cards.

``feasible`` answers "can this still be paid from these cards" so that the step-by-step payment
only ever offers steps that keep the project payable.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

from games.engine.errors import IllegalMove
from games.rulesets.graenaland.components import (
    BASIC_RESOURCES,
    RESOURCES,
    SUPPLY_CARDS,
    card_kind,
    card_resource,
)


def _covered(
    need: dict[str, int], counts: Counter[str], supplies_unused: int, gifts: int, markets: int
) -> bool:
    """Feasible once the supply cards' halves are chosen: direct, then gold, then markets."""
    deficit = 0
    spare = 0
    for resource in BASIC_RESOURCES:
        used = min(need.get(resource, 0), counts.get(resource, 0))
        deficit += need.get(resource, 0) - used
        spare += counts.get(resource, 0) - used
    deficit += need.get("gold", 0)  # a gold unit is paid by gold or through a market only
    gold = counts.get("gold", 0)
    for by_market in range(0, min(markets, deficit) + 1):
        by_gold = deficit - by_market
        if by_gold > gold:
            continue
        from_supply = min(by_market, supplies_unused)
        from_resources = by_market - from_supply
        if spare + gold - by_gold - from_resources >= gifts:
            return True
    return False


def feasible(cards: list[str], need: dict[str, int], gifts: int = 0, markets: int = 0) -> bool:
    """Whether ``need`` (plus ``gifts`` resource cards) can be paid with ``cards``."""
    counts: Counter[str] = Counter()
    supplies: list[tuple[str, str]] = []
    for card in cards:
        if card in SUPPLY_CARDS:
            supplies.append(SUPPLY_CARDS[card])
        else:
            counts[card_resource(card)] += 1
    return _feasible_kinds(
        tuple(counts.get(resource, 0) for resource in RESOURCES),
        tuple(sorted(supplies)),
        tuple(need.get(resource, 0) for resource in RESOURCES),
        gifts,
        markets,
    )


@lru_cache(maxsize=65536)
def _feasible_kinds(
    counts_tuple: tuple[int, ...],
    supplies: tuple[tuple[str, str], ...],
    need_tuple: tuple[int, ...],
    gifts: int,
    markets: int,
) -> bool:
    """``feasible`` on a canonical key (card counts by resource, supply pairs, need by resource)."""
    if sum(counts_tuple) + 2 * len(supplies) < sum(need_tuple) + gifts:
        return False
    counts: Counter[str] = Counter(dict(zip(RESOURCES, counts_tuple, strict=True)))
    need = {resource: count for resource, count in zip(RESOURCES, need_tuple, strict=True) if count}
    # only supply cards that can still pay something matter as such; the others are spare cards
    useful = [pair for pair in supplies if need.get(pair[0], 0) or need.get(pair[1], 0)]
    useless = len(supplies) - len(useful)
    return _search(useful, 0, need, counts, useless, gifts, markets)


def _search(
    pairs: list[tuple[str, str]],
    index: int,
    need: dict[str, int],
    counts: Counter[str],
    unused: int,
    gifts: int,
    markets: int,
) -> bool:
    if index == len(pairs) or not any(need.get(r, 0) for r in BASIC_RESOURCES):
        return _covered(need, counts, unused + len(pairs) - index, gifts, markets)
    first, second = pairs[index]
    options: list[list[str]] = [[]]
    if need.get(first, 0):
        options.append([first])
    if second != first and need.get(second, 0):
        options.append([second])
    if (first != second and need.get(first, 0) and need.get(second, 0)) or (
        first == second and need.get(first, 0) >= 2
    ):
        options.append([first, second])
    for option in options:
        rest = dict(need)
        for resource in option:
            rest[resource] -= 1
        if _search(pairs, index + 1, rest, counts, unused + (0 if option else 1), gifts, markets):
            return True
    return False


def representatives(cards: list[str]) -> dict[str, str]:
    """One card per kind (the smallest id), so that listed moves stay few."""
    found: dict[str, str] = {}
    for card in sorted(cards):
        found.setdefault(card_kind(card), card)
    return found


def pay_units(card: str, units: list[str], market: bool) -> IllegalMove | None:
    """Why ``card`` cannot pay ``units``, as the refusal to raise (None when it can), ignoring what
    is still owed. Resources are named by key; ``text.refusal_words`` words them."""
    if market:
        return None if len(units) == 1 else IllegalMove("cannot_pay", "A market replaces exactly one unit.")
    if card in SUPPLY_CARDS:
        first, second = SUPPLY_CARDS[card]
        if sorted(units) in ([first], [second], sorted([first, second])) and units:
            return None
        return IllegalMove("cannot_pay", "This supply card shows {first} and {second}.", first=first, second=second)
    resource = card_resource(card)
    if len(units) != 1:
        return IllegalMove("cannot_pay", "A resource card pays one unit.")
    if resource == "gold" or resource == units[0]:
        return None
    return IllegalMove("cannot_pay", "This card is {resource}, not {unit}.", resource=resource, unit=units[0])


def remaining_after(need: dict[str, int], units: list[str]) -> dict[str, int] | None:
    rest = dict(need)
    for unit in units:
        if rest.get(unit, 0) <= 0:
            return None
        rest[unit] -= 1
    return {resource: count for resource, count in rest.items() if count > 0}


def pay_options(
    cards: list[str],
    need: dict[str, int],
    gifts: int,
    markets: list[str],
    candidates: list[str] | None = None,
) -> list[dict[str, Any]]:
    """Every next payment step that keeps the rest payable: pay moves (without ``type``).

    ``candidates`` are the cards to offer (default: one per kind of ``cards``).
    """
    options: list[dict[str, Any]] = []
    for card in candidates if candidates is not None else representatives(cards).values():
        rest_cards = list(cards)
        rest_cards.remove(card)
        candidates: list[list[str]] = []
        if card in SUPPLY_CARDS:
            first, second = SUPPLY_CARDS[card]
            candidates = [[first]] if first == second else [[first], [second]]
            candidates.append([first, second])
        elif card_resource(card) == "gold":
            candidates = [[resource] for resource in sorted(need)]
        else:
            candidates = [[card_resource(card)]]
        for units in candidates:
            rest = remaining_after(need, units)
            if rest is None:
                continue
            if feasible(rest_cards, rest, gifts, len(markets)):
                options.append({"card": card, "as": units})
        # The builder's unused markets are interchangeable for the rest of the phase, so only the
        # first is listed (decide accepts any); a card that could pay the unit itself needs none.
        for market in markets[:1]:
            for resource in sorted(need):
                if pay_units(card, [resource], market=False) is None:
                    continue
                rest = remaining_after(need, [resource])
                if rest is not None and feasible(rest_cards, rest, gifts, len(markets) - 1):
                    options.append({"card": card, "as": [resource], "market": market})
    return options


def gift_options(cards: list[str], need: dict[str, int], gifts: int, markets: int) -> list[str]:
    """Cards that can be given to a resident now, keeping the rest payable."""
    found = []
    for card in representatives([c for c in cards if c not in SUPPLY_CARDS]).values():
        rest_cards = list(cards)
        rest_cards.remove(card)
        if feasible(rest_cards, need, gifts - 1, markets):
            found.append(card)
    return found
