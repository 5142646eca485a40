"""Folding events into state.

``Ruleset.evolve`` may update the state it is given in place and return it (copying a whole game
state on every event would make replay quadratic in practice). These helpers therefore take a
private deep copy of any starting state they are handed, so a caller's snapshot is never changed.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from games.engine.ruleset import Ruleset
from games.engine.types import Event, State, copy_state


def fold(ruleset: Ruleset, events: Iterable[Event], state: State | None = None) -> State | None:
    """The state after applying ``events`` to ``state`` (``None`` = before setup)."""
    current = copy_state(state)
    for event in events:
        current = ruleset.evolve(current, event)
    return current


def fold_each(ruleset: Ruleset, events: Iterable[Event], state: State | None = None) -> Iterator[State]:
    """Yield a private copy of the state after each event (for ``?at=SEQ`` and replay checks)."""
    current = copy_state(state)
    for event in events:
        current = ruleset.evolve(current, event)
        yield copy_state(current)
