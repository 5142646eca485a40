"""How Greenland reads to people: move labels, log lines, what a step waits for and refusal words
(``text``), the game page (``render``), the turn email's summary."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from games.engine.presentation import Touch
from games.engine.types import Event, Move
from games.rulesets.greenland import render, text
from games.rulesets.presentation import CataloguePresentation


class GreenlandPresentation(CataloguePresentation):
    id: ClassVar[str] = "greenland"
    refusal_words = text.refusal_words

    def summarize_for_seat(
        self, view: dict[str, Any], seat: int, names: list[str], locale: str = "en"
    ) -> str | None:
        """What waits for ``seat``: offers to answer, its own offers, or the decision asked."""
        return text.summarize_for_seat(view, seat, names, text.awaiting_texts(locale), locale)

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
        """The game page's HTML: turn, awaited decision, rows and one panel per tribe, drawn from
        ``view`` only (so it shows nothing hidden); the reader's seat is marked "(you)"."""
        return render.render_view_html(view, seat, locale, names)
