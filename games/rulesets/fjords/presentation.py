"""How Fjords reads to people: move labels and log lines (``text``), the map (``svg``)."""

from __future__ import annotations

from typing import Any, ClassVar

from games.engine.types import Move
from games.rulesets.fjords import text
from games.rulesets.fjords.svg import hex_key, render_board_html
from games.rulesets.presentation import CataloguePresentation


class FjordsPresentation(CataloguePresentation):
    """Fjords' words and map: the landscape as an inline SVG with its legend, drawn from the view
    only; the hexes, open tiles and draw pile the reader's moves act on are buttons laid over it."""

    id: ClassVar[str] = "fjords"
    text = text
    draw = render_board_html

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
