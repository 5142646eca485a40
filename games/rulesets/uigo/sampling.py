"""``sample_state`` for UIGO!: the other hands re-dealt from the cards ``seat`` cannot see.

What a seat cannot see (views.py): the other hands and the cards set aside this round. Every card
of the deck that is not in the seat's hand, the trick, the won cards to place or a kingdom of this
round is one of those; they are shuffled with the rng (from a sorted list, so that only what the
seat sees decides the draw) and dealt to the other hands at their public sizes, the rest set aside.
A seat's voids (a colour it did not follow) are not inferred: the draw is uniform.
"""

from __future__ import annotations

from random import Random

from games.engine.types import State, copy_state
from games.rulesets.uigo import components as C


def sample_state(state: State, seat: int, rng: Random) -> State:
    sample = copy_state(state)
    hands = sample["hands"]
    seen = set(hands[seat])
    seen.update(play["card"] for play in sample["trick"])
    seen.update(sample["pending"])
    for kingdom in sample["kingdoms"]:
        for box in kingdom:
            seen.update(box["cards"])
    pool = sorted((card for card in C.CARDS if card not in seen), key=C.sort_key)
    rng.shuffle(pool)
    for other in range(sample["players"]):
        if other == seat:
            hands[other] = sorted(hands[other], key=C.sort_key)
            continue
        size = len(hands[other])
        hands[other], pool = sorted(pool[:size], key=C.sort_key), pool[size:]
    return sample
