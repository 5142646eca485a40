"""How Fjords reads to people: move labels and log lines (``text``), the map (``svg``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from games.engine.presentation import Touch
from games.engine.types import Event, Move
from games.rulesets.fjords import text
from games.rulesets.fjords.svg import render_svg
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
        shows nothing hidden); the reader's own seat is marked "(you)"."""
        return render_svg(view, names, locale)
