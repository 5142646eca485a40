"""How UIGO! reads to people: move labels and log lines (``text``), the game page (``render``)."""

from __future__ import annotations

from typing import Any, ClassVar

from games.engine.types import Move
from games.rulesets.presentation import CataloguePresentation
from games.rulesets.uigo import render, text


class UigoPresentation(CataloguePresentation):
    """UIGO!'s words and page: trick, hand, kingdoms, farmers and scores, drawn from the view only;
    the cards to play or place are buttons."""

    id: ClassVar[str] = "uigo"
    text = text
    draw = render.render_view_html

    def target(self, move: Move, view: dict[str, Any]) -> str | None:
        """A card played is a card of the hand; a card placed is one of the won cards."""
        where = {"play_card": "hand", "place_card": "won"}.get(move.get("type"))
        return f"{where}:{move.get('card')}" if where else None
