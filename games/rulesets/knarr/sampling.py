"""``sample_state`` for Knarr: the other hands and the decks re-drawn.

Hidden from a seat (views.py): the other seats' hands and the order of the Viking deck and of both
destination decks. The Vikings in the deck and in the other hands, together, are exactly those
the seat does not see anywhere; they are sorted, shuffled with the rng, dealt to the other hands at
their public sizes, and the rest is the deck in that order. Each destination deck is sorted and
shuffled. Only what the seat sees decides the draw.
"""

from __future__ import annotations

from random import Random

from games.engine.types import State, copy_state


def sample_state(state: State, seat: int, rng: Random) -> State:
    sample = copy_state(state)
    players = sample["players"]
    pool = list(sample["deck"])
    for other, player in enumerate(players):
        if other != seat:
            pool += player["hand"]
    pool.sort()
    rng.shuffle(pool)
    for other, player in enumerate(players):
        if other != seat:
            size = len(player["hand"])
            player["hand"], pool = sorted(pool[:size]), pool[size:]
    sample["deck"] = pool
    for deck in sorted(sample["dest_deck"]):
        cards = sorted(sample["dest_deck"][deck])
        rng.shuffle(cards)
        sample["dest_deck"][deck] = cards
    return sample
