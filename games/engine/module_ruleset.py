"""A rule set whose rules methods are functions of its own modules, called one to one.

A rule set package keeps its rules in modules of a known shape: who moves and what a move does
(``flow``), the fold (``state``), what a reader sees (``views``) and the bots' samples
(``sampling``). ``ModuleRuleset`` names those modules once, as class attributes, and answers
each rules method of the ``Ruleset`` protocol (``games.engine.ruleset``) by calling the module's
function of the same name with the same arguments; the protocol seen by callers does not change.
A rule set still sets its class attributes (id, options, schemas, ``silent_events``) and
overrides what is its own: ``outcome``, ``timeout_move``, ``forced_move_is_public``, ….

The modules' signatures are the protocol's, less ``self``; ``setup`` is the flow's
``setup_events``, so that a module-level ``setup`` never reads as the whole rule set's. A module
conforms to its ``Protocol`` below structurally (a type checker accepts a module for it).
"""

from __future__ import annotations

from random import Random
from typing import Any, ClassVar, Protocol

from games.engine.ruleset import BaseRuleset
from games.engine.types import Event, Move, State


class FlowModule(Protocol):
    """The game's course: the opening events, who must move, the legal moves, ``decide``."""

    def setup_events(self, players: int, options: dict[str, Any], rng: Random) -> list[Event]: ...
    def to_move(self, state: State) -> list[int]: ...
    def legal_moves(self, state: State, seat: int) -> list[Move]: ...
    def decide(self, state: State, seat: int, move: Move, rng: Random) -> list[Event]: ...


class StateModule(Protocol):
    """The fold: ``evolve(state, event)``, total and deterministic (see ``games.engine.ruleset``)."""

    def evolve(self, state: State | None, event: Event) -> State: ...


class ViewsModule(Protocol):
    """What a seat, or a spectator (``seat=None``), is shown of a state and of an event."""

    def view(self, state: State, seat: int | None) -> dict[str, Any]: ...
    def redact(self, event: Event, seat: int | None) -> Event | None: ...


class SamplingModule(Protocol):
    """A full state as ``seat`` could imagine it, its hidden parts re-drawn with ``rng``."""

    def sample_state(self, state: State, seat: int, rng: Random) -> State: ...


class ModuleRuleset(BaseRuleset):
    """``BaseRuleset`` whose rules methods call ``flow_module``, ``state_module``,
    ``views_module`` and ``sampling_module`` (see the module docstring). Pure: it adds no
    behaviour of its own, so a rule set built on it answers exactly as its modules do."""

    flow_module: ClassVar[FlowModule]
    state_module: ClassVar[StateModule]
    views_module: ClassVar[ViewsModule]
    sampling_module: ClassVar[SamplingModule]

    def setup(self, players: int, options: dict[str, Any], rng: Random) -> list[Event]:
        return self.flow_module.setup_events(players, options, rng)

    def evolve(self, state: State | None, event: Event) -> State:
        return self.state_module.evolve(state, event)

    def to_move(self, state: State) -> list[int]:
        return self.flow_module.to_move(state)

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        return self.flow_module.legal_moves(state, seat)

    def decide(self, state: State, seat: int, move: Move, rng: Random) -> list[Event]:
        return self.flow_module.decide(state, seat, move, rng)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return self.views_module.view(state, seat)

    def redact(self, event: Event, seat: int | None) -> Event | None:
        return self.views_module.redact(event, seat)

    def sample_state(self, state: State, seat: int, rng: Random) -> State:
        """What ``seat`` cannot see, re-drawn with ``rng`` (the rule set's ``sampling`` module)."""
        return self.sampling_module.sample_state(state, seat, rng)
