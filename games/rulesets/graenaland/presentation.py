"""How Grænaland reads to people: move labels, log lines and refusal words (``text``), the game
page (``render``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from games.engine.presentation import Touch
from games.engine.types import Event, Move
from games.rulesets.graenaland import render, text
from games.rulesets.presentation import CataloguePresentation


class GraenalandPresentation(CataloguePresentation):
    id: ClassVar[str] = "graenaland"
    refusal_words = text.refusal_words

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
        """The island, the players, your hand and the supply row, drawn from ``view`` only."""
        return render.render_view_html(view, seat, locale, names)
