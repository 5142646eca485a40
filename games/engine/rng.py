"""Deterministic randomness for rule sets.

The service keeps a secret seed per game and hands ``decide``/``setup`` an rng derived from the
seed and the sequence number the move will start at. The same game therefore replays identically
in tests, and the seed, never shown to players, cannot be guessed from the events.
Rule sets record what they draw in events, so replay never needs the rng again.
"""

from __future__ import annotations

import hashlib
from random import Random


def rng_for(seed: str, seq: int) -> Random:
    """A fresh ``Random`` for the move that will append events from ``seq + 1`` on."""
    digest = hashlib.sha256(f"{seed}:{seq}".encode()).digest()
    return Random(int.from_bytes(digest[:16], "big"))
