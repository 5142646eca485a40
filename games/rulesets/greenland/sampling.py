"""``sample_state`` for Greenland: the other hands and the biome piles re-drawn.

Hidden from a seat (``GreenlandRuleset.view``): the hands of the tribes it does not play, the
contents of the piles (drawn from at random, so they have no order), a hand card offered between
two other tribes, and the other tribes' offer drafts. The sample:

- The biome cards of one deck (north, south) that the seat cannot see are those of its pile and
  those in the other hands; they are sorted, shuffled with the rng, the pile takes back its size
  (sorted, as piles are kept) and the rest go to the other hands, with any other hidden hand
  card; the other hands are dealt at their public sizes from those, shuffled. The event pile is
  what has not been revealed yet: public.
- A hand card offered between two other tribes becomes a card of the giver's sampled hand.
- The other tribes' drafts (offers not sent yet, which only their author sees) are dropped.
- The last roll, when it took a card into another hand, no longer names it, as in the view.

Only what the seat sees decides the draw.
"""

from __future__ import annotations

from random import Random

from games.engine.types import State, copy_state
from games.rulesets.greenland import components as C
from games.rulesets.greenland.state import controller

_DECKS = {card["id"]: row for row, deck in (("north", C.NORTH_BIOMES), ("south", C.SOUTH_BIOMES)) for card in deck}


def sample_state(state: State, seat: int, rng: Random) -> State:
    sample = copy_state(state)
    players = sample["players"]
    mine = {tribe for tribe in range(len(players)) if controller(state, tribe) == seat}
    others = [tribe for tribe in range(len(players)) if tribe not in mine]

    last = sample.get("last_roll") or {}
    if last.get("card") is not None and any(last["card"] in players[tribe]["hand"] for tribe in others):
        last["card"] = None

    hidden: dict[str, list[str]] = {row: list(sample["piles"][row]) for row in ("north", "south")}
    for tribe in others:
        for card in players[tribe]["hand"]:
            hidden.setdefault(_DECKS.get(card, "other"), []).append(card)
    to_hands: list[str] = []
    for row in sorted(hidden):
        cards = sorted(hidden[row])
        rng.shuffle(cards)
        size = len(sample["piles"][row]) if row in ("north", "south") else 0
        if row in ("north", "south"):
            sample["piles"][row] = sorted(cards[:size])
        to_hands += cards[size:]
    to_hands.sort()
    rng.shuffle(to_hands)
    for tribe in others:
        size = len(players[tribe]["hand"])
        players[tribe]["hand"], to_hands = sorted(to_hands[:size]), to_hands[size:]

    nego = sample.get("nego")
    if nego:
        nego["drafts"] = {key: draft for key, draft in nego["drafts"].items() if int(key) in mine}
        for offer in nego["offers"]:
            if offer["from"] in mine or mine & set(offer["to"]):
                continue
            free = sorted(players[offer["from"]]["hand"])
            for item in offer["give"]:
                if item["kind"] == "hand" and free:
                    item["card"] = free.pop(rng.randrange(len(free)))
    return sample
