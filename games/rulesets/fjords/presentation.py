"""How Fjords reads to people: move labels and log lines (``text``), the map (``svg``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from games.engine.presentation import Touch
from games.engine.types import Event, Move
from games.rulesets.fjords import text
from games.rulesets.fjords.svg import hex_key, render_board_html
from games.rulesets.presentation import CataloguePresentation


class FjordsPresentation(CataloguePresentation):
    id: ClassVar[str] = "fjords"

    def describe_move(
        self, move: Move, locale: str = "en", *, names: list[str] | None = None, view: dict[str, Any] | None = None
    ) -> str:
        return text.describe_move(move, locale, names=names, view=view)

    def describe_event(self, event: Event, names: list[str], locale: str = "en") -> str:
        return text.describe_event(event, names, locale)

    def render_view_html(
        self, view: dict[str, Any], seat: int | None, locale: str = "en", names: list[str] | None = None,
        *, touches: Mapping[str, Touch] | None = None,
    ) -> str | None:
        """The landscape as an inline SVG map with its legend, drawn from ``view`` only (so it
        shows nothing hidden); the reader's own seat is marked "(you)"; the hexes, open tiles and
        draw pile the reader's moves act on are buttons laid over the map (``target``)."""
        return render_board_html(view, names, locale, touches)

    def target(self, move: Move, view: dict[str, Any]) -> str | None:
        """Taking an open tile is that tile of the display; drawing, the draw pile; placing the
        tile in hand, the free space (its rotations are the space's several moves); a hut, the
        tile just placed; a field, its tile. Declining the hut acts on nothing drawn."""
        kind = move.get("type")
        if kind == "take_open":
            return f"open:{move.get('tile')}"
        if kind == "draw":
            return "pile"
        if kind in ("place", "field"):
            return hex_key(move.get("q"), move.get("r"))
        if kind == "hut":
            last = view.get("last_placed")
            return hex_key(last[0], last[1]) if isinstance(last, (list, tuple)) and len(last) == 2 else None
        return None
