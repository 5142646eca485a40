"""Bots for every rule set, from the pure rule-set interface alone (no Django, no clock of their
own, no randomness but the rng they are given). See README.md beside this file.

``choose_move(ruleset, state, seat, *, level, rng, budget_ms=None, clock=None)`` returns one of
``ruleset.legal_moves(state, seat)`` (the very dict, not a copy).
"""

from __future__ import annotations

from games.bots.search import LEVELS, Level, choose_move

__all__ = ["LEVELS", "Level", "choose_move"]
