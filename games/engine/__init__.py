"""The pure-Python game engine: the Ruleset contract and the helpers every rule set shares.

Nothing under ``games/engine`` or ``games/rulesets`` may import Django, touch a database, read
the clock or draw randomness of its own (a test in ``tests/test_boundaries.py`` enforces it).
"""

from games.engine.errors import IllegalMove, InvalidSetup
from games.engine.presentation import BasePresentation, MoveNote, Presentation, Touch
from games.engine.registry import Registry
from games.engine.replay import fold, fold_each
from games.engine.rng import rng_for
from games.engine.ruleset import BaseRuleset, Ruleset
from games.engine.types import Event, Move, Outcome, State, copy_state, make_event, make_outcome

__all__ = [
    "BasePresentation",
    "BaseRuleset",
    "Event",
    "IllegalMove",
    "InvalidSetup",
    "Move",
    "MoveNote",
    "Outcome",
    "Presentation",
    "Registry",
    "Ruleset",
    "State",
    "Touch",
    "copy_state",
    "fold",
    "fold_each",
    "make_event",
    "make_outcome",
    "rng_for",
]
