"""The rules of UIGO! as pure functions over plain data (no state mutation).

- ``playable_cards``: follow suit ("Déroulement d'une manche").
- ``trick_winner``: highest value; ties go to the led colour, then to the first played.
- ``farmer_gains``: farmers for the winner (card icons) and for losing 1s and 2s, limited by
  the shared supply and the free slots of each kingdom ("Les agriculteurs", "Cartes 1 ou 2").
- ``forced_placements``: the won cards whose place in the kingdom leaves the winner no choice.
- ``score_box`` / ``score_kingdom``: "Fin de la manche et calcul des points".
"""

from __future__ import annotations

from typing import Any

from games.rulesets.uigo import components as C


def playable_cards(hand: list[str], trick: list[dict[str, Any]]) -> list[str]:
    """Cards of ``hand`` that may be played on ``trick`` (plays so far, in order)."""
    if trick:
        led = C.colour_of(trick[0]["card"])
        following = [card for card in hand if C.colour_of(card) == led]
        if following:
            return sorted(following, key=C.sort_key)
    return sorted(hand, key=C.sort_key)


def trick_winner(trick: list[dict[str, Any]]) -> int:
    """Index in ``trick`` of the winning play."""
    led = C.colour_of(trick[0]["card"])
    best = max(C.value_of(play["card"]) for play in trick)
    candidates = [i for i, play in enumerate(trick) if C.value_of(play["card"]) == best]
    for index in candidates:
        if C.colour_of(trick[index]["card"]) == led:
            return index
    return candidates[0]


def free_slots(kingdom: list[dict[str, Any]]) -> int:
    return sum(slots - box["farmers"] for slots, box in zip(C.BOX_SLOTS, kingdom, strict=True))


def earned_farmers(card: str, won: bool, winning_card: str) -> int:
    """Farmers a play earns before any limit (supply, free slots)."""
    value = C.value_of(card)
    if won:
        return C.WINNER_FARMERS[value]
    same = C.colour_of(card) == C.colour_of(winning_card)
    return C.LOSER_FARMERS.get((value, same), 0)


def farmer_gains(
    trick: list[dict[str, Any]], winner_index: int, supply: int, free: list[int]
) -> list[dict[str, int]]:
    """Farmers earned and actually gained, for each seat that earned some, in play order.

    RECONSTRUCTED: when the supply cannot serve everyone, it serves the plays in table order
    (from the leader of the trick); a kingdom without free slots takes no more farmers.
    """
    winning_card = trick[winner_index]["card"]
    gains = []
    for index, play in enumerate(trick):
        earned = earned_farmers(play["card"], index == winner_index, winning_card)
        if earned:
            gained = max(0, min(earned, supply, free[play["seat"]]))
            supply -= gained
            gains.append({"seat": play["seat"], "earned": earned, "gained": gained})
    return gains


def box_for(kingdom: list[dict[str, Any]], colour: str) -> int:
    """The box (0-based) a card of ``colour`` goes to: its colour's box, else the leftmost empty one."""
    for index, box in enumerate(kingdom):
        if box["colour"] == colour:
            return index
    for index, box in enumerate(kingdom):
        if box["colour"] is None:
            return index
    raise ValueError("no box left")  # impossible: five boxes, five colours


def forced_placements(kingdom: list[dict[str, Any]], pending: list[str]) -> list[dict[str, Any]]:
    """The placements that leave the winner no choice, in the order they are made.

    A pending card is forced when it is the only pending card of its colour and its colour
    already has a box (or it is the only colour still to open a box): placing it now or later
    gives the same kingdom. What remains afterwards is a real choice (stacking order within a
    colour, or which new colour opens the next box).
    """
    colours = {box["colour"]: index for index, box in enumerate(kingdom) if box["colour"]}
    next_box = len(colours)
    left = list(pending)
    placed: list[dict[str, Any]] = []
    progress = True
    while progress:
        progress = False
        pending_colours = [C.colour_of(card) for card in left]
        new_colours = {colour for colour in pending_colours if colour not in colours}
        for card in left:
            colour = C.colour_of(card)
            if pending_colours.count(colour) != 1:
                continue
            if colour not in colours:
                if len(new_colours) != 1:
                    continue
                colours[colour] = next_box
                next_box += 1
            placed.append({"card": card, "box": colours[colour]})
            left.remove(card)
            progress = True
            break
    return placed


def score_box(index: int, box: dict[str, Any]) -> int:
    missing = C.BOX_SLOTS[index] - box["farmers"]
    if box["cards"]:
        return C.value_of(box["cards"][-1]) if missing == 0 else -C.MISSING_FARMER_PENALTY * missing
    return C.BOX_VALUES[index] if missing == 0 else 0


def score_kingdom(kingdom: list[dict[str, Any]]) -> list[int]:
    """Points of each box, as they would be scored if the round ended now."""
    return [score_box(index, box) for index, box in enumerate(kingdom)]
