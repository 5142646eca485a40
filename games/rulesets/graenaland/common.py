"""What every move module shares: the ``Emitter`` that folds events as ``decide`` emits them, and
the small validators of move fields."""

from __future__ import annotations

import json
from typing import Any

from games.engine.errors import IllegalMove
from games.engine.types import Event, make_event
from games.rulesets.graenaland.state import evolve

State = dict[str, Any]
Move = dict[str, Any]


class Emitter:
    """Collects events and folds each into a private copy of the state."""

    def __init__(self, state: State | None) -> None:
        # a JSON round trip copies a JSON state several times faster than copy.deepcopy
        self.state: State | None = None if state is None else json.loads(json.dumps(state))
        self.events: list[Event] = []

    def emit(self, type: str, seat: int | None = None, **data: Any) -> None:
        event = make_event(type, seat, **data)
        self.events.append(event)
        self.state = evolve(self.state, event)


def require(move: Move, legal: list[Move], refusal: IllegalMove) -> None:
    """Raise ``refusal`` unless ``move`` is one of ``legal`` (each caller writes its refusal's
    sentence literally, so the catalogue has it)."""
    if move not in legal:
        raise refusal


def field(move: Move, name: str, kind: type | tuple[type, ...]) -> Any:
    value = move.get(name)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise IllegalMove("malformed_move", "The move needs a valid {field!r} field.", field=name)
    return value
