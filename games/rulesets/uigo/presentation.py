"""How UIGO! reads to people: move labels and log lines (``text``), the game page (``render``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from games.engine.presentation import Touch
from games.engine.types import Event, Move
from games.rulesets.presentation import CataloguePresentation
from games.rulesets.uigo import render, text


class UigoPresentation(CataloguePresentation):
    id: ClassVar[str] = "uigo"

    def describe_move(
        self, move: Move, locale: str = "en", *, names: list[str] | None = None, view: dict[str, Any] | None = None
    ) -> str:
        return text.describe_move(move, locale)

    def describe_event(self, event: Event, names: list[str], locale: str = "en") -> str:
        return text.describe_event(event, names, locale)

    def render_view_html(
        self, view: dict[str, Any], seat: int | None, locale: str = "en", names: list[str] | None = None,
        *, touches: Mapping[str, Touch] | None = None,
    ) -> str | None:
        """Trick, hand, kingdoms, farmers and scores as HTML, drawn from ``view`` only (so it
        shows nothing hidden); the reader's own seat is marked "(you)"; the cards to play or place
        are buttons."""
        return render.render_view_html(view, seat, locale, names, touches)

    def target(self, move: Move, view: dict[str, Any]) -> str | None:
        """A card played is a card of the hand; a card placed is one of the won cards."""
        where = {"play_card": "hand", "place_card": "won"}.get(move.get("type"))
        return f"{where}:{move.get('card')}" if where else None
