"""``sample_state`` for Fjords: the draw pile in a new order.

The only hidden information is the order of the face-down pile (views.py); its tiles are the ones
not on the board, in the display or in hand, which everyone can count. The pile is sorted, then
shuffled with the rng, so that only what the seat sees decides the draw.
"""

from __future__ import annotations

from random import Random

from games.engine.types import State, copy_state


def sample_state(state: State, seat: int, rng: Random) -> State:
    sample = copy_state(state)
    pile = sorted(sample["pile"])
    rng.shuffle(pile)
    sample["pile"] = pile
    return sample
