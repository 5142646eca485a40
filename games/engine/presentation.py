"""The contract of a game's presentation: how its moves, events, views and refusals read to people.

A rule set (``games.engine.ruleset``) says what may happen; its presentation says it in words and
pictures, in English or French. The two are separate objects with separate contracts: the rules
never import their presentation (each rule set's ``presentation``, ``text``, ``render`` and
``svg`` modules; ``tests/rulesets/test_contract.py`` and the import contracts in
``pyproject.toml`` hold it), so a bot, a replay or the API uses the rules alone, and the pages, the
emails, the log and the admin ask ``games.rulesets.presentation_for(ruleset_id)``.

Contracts, beyond the signatures (every method is pure, and reads only what it is given):

- ``describe_move(move, locale, names=, view=)`` is a short label for a move button, in
  ``locale`` ("en" or "fr"), in plain words: a thing by its name, a player by ``names[seat]``
  (each seat's display name), never by an index or a code. ``view`` is the mover's view
  (``Ruleset.view(state, seat)``) when the caller has one, so that a hand card's index can be
  named ("your Ore card"); a label works without either (a conditional move typed by hand), and
  sees no state: it never tells the reader more than their view.
- ``describe_event(event, names, locale)`` is one sentence for the game log, from an event
  *already redacted* for the reader; ``names[seat]`` is each seat's display name.
- ``render_view_html(view, seat, locale, names, touches=)`` is HTML (or inline SVG) for the game
  page, the board, drawn from ``view`` only (``seat``'s view; ``None``: a spectator), every text
  escaped; ``None`` lets the page show the view as tables. ``touches`` maps an element's key to
  the ``Touch`` it stands for: the element is drawn as a button that plays or picks its moves
  (``games.rulesets.page_style.touchable``), so moves are made on the board.
- ``target(move, view)`` is the key of the board element a legal move acts on (a card of the
  hand, a hex, a ship), the key its drawing gives that element, or ``None``: the page then offers
  the move in the board's row of actions ("End the turn", "Pass"). Pure, from the move and the
  mover's view.
- ``summarize_for_seat(view, seat, names, locale)`` is a short paragraph for ``seat``'s "your
  turn" email, or ``None``.
- ``move_note(state, seat, move, locale)`` says what a legal move does now when its label alone
  could mislead (``MoveNote``), from the state as the seat may know it, or ``None``.
- ``choice_key(move)`` is what makes a move a choice of its own for a person: pages and emails
  list one legal move per key. The API's legal moves are never collapsed.
- ``refusal(error, locale)`` is a rule's ``IllegalMove`` as a sentence in ``locale``'s language;
  English is ``error.message`` byte for byte.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, runtime_checkable

from games.engine.errors import IllegalMove
from games.engine.types import Event, Move, State


@dataclass(frozen=True)
class MoveNote:
    """A few words on a legal move now (``Presentation.move_note``), and whether it is a weak one."""

    text: str
    weak: bool = False


@dataclass(frozen=True)
class Touch:
    """What touching one board element does: the legal moves it stands for, each as ``(move as
    JSON text, its label)``. One move: touching it shows that move before it is played; several:
    touching it picks the element (``selected``), and the page lists its moves to choose from."""

    moves: tuple[tuple[str, str], ...]
    selected: bool = False


@runtime_checkable
class Presentation(Protocol):
    id: str

    def describe_move(
        self, move: Move, locale: str = "en", *, names: list[str] | None = None, view: dict[str, Any] | None = None
    ) -> str: ...
    def describe_event(self, event: Event, names: list[str], locale: str = "en") -> str: ...
    def render_view_html(
        self, view: dict[str, Any], seat: int | None, locale: str = "en", names: list[str] | None = None,
        *, touches: Mapping[str, Touch] | None = None,
    ) -> str | None: ...
    def target(self, move: Move, view: dict[str, Any]) -> str | None: ...
    def summarize_for_seat(
        self, view: dict[str, Any], seat: int, names: list[str], locale: str = "en"
    ) -> str | None: ...
    def move_note(self, state: State, seat: int, move: Move, locale: str = "en") -> MoveNote | None: ...
    def choice_key(self, move: Move) -> Any: ...
    def refusal(self, error: IllegalMove, locale: str = "en") -> str: ...


class BasePresentation:
    """The generic presentation: moves and events by their fields, no picture, no notes.

    A rule set without a presentation of its own (a throwaway one in the tests) reads this way; a
    shipped rule set subclasses it, sets ``id`` and overrides what it words better.
    """

    id: ClassVar[str] = ""

    def describe_move(
        self, move: Move, locale: str = "en", *, names: list[str] | None = None, view: dict[str, Any] | None = None
    ) -> str:
        """The generic label lists the move's fields: "play (card 3)"."""
        details = ", ".join(f"{key} {value}" for key, value in move.items() if key != "type")
        label = str(move.get("type", "?")).replace("_", " ")
        return f"{label} ({details})" if details else label

    def describe_event(self, event: Event, names: list[str], locale: str = "en") -> str:
        """The generic log line: who, the event's type and its fields."""
        who = names[event["seat"]] if event.get("seat") is not None else "Game"
        details = ", ".join(f"{key} {value}" for key, value in event.get("data", {}).items())
        text = f"{who}: {event['type'].replace('_', ' ')}"
        return f"{text} ({details})" if details else text

    def render_view_html(
        self, view: dict[str, Any], seat: int | None, locale: str = "en", names: list[str] | None = None,
        *, touches: Mapping[str, Touch] | None = None,
    ) -> str | None:
        """No picture: the page shows the view as tables.

        A rule set's picture names players by ``names[seat]`` ("Bob leads"), marks the reader's
        own seat "(you)", and without ``names`` says "Seat N"; names are anyone's input, escaped
        like the rest and free to wrap on a phone (``games.rulesets.page_style.player_name``)."""
        return None

    def target(self, move: Move, view: dict[str, Any]) -> str | None:
        """No element: every move is offered in the board's row of actions."""
        return None

    def summarize_for_seat(
        self, view: dict[str, Any], seat: int, names: list[str], locale: str = "en"
    ) -> str | None:
        """Nothing to add to the turn email."""
        return None

    def move_note(self, state: State, seat: int, move: Move, locale: str = "en") -> MoveNote | None:
        """Nothing to add to the move's label. ``MoveNote.weak`` marks a move that gains nothing
        now, or no more than a cheaper one: pages and emails list such moves after the others. A
        note never tells a player anything hidden from them."""
        return None

    def choice_key(self, move: Move) -> Any:
        """The move itself: every legal move is a choice of its own."""
        return json.dumps(move, sort_keys=True)

    def refusal(self, error: IllegalMove, locale: str = "en") -> str:
        """The rule's own sentence (English): a rule set with catalogues translates it
        (``games.rulesets.presentation.CataloguePresentation``)."""
        return error.message
