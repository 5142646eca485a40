"""How Knarr reads to people: move labels, trade notes and log lines (``text``), the game page
(``render``)."""

from __future__ import annotations

from typing import Any, ClassVar

from games.engine.presentation import MoveNote
from games.engine.types import Move, State
from games.rulesets.knarr import render, text
from games.rulesets.knarr.components import colour_of, gain_of
from games.rulesets.knarr.state import trade_gains
from games.rulesets.presentation import CataloguePresentation


class KnarrPresentation(CataloguePresentation):
    """Knarr's words and page: ships, board, destinations and the reader's own hand, drawn from the
    view only; the Vikings, destinations, slots, crew and trades to touch are buttons."""

    id: ClassVar[str] = "knarr"
    text = text
    draw = render.render_view_html

    def choice_key(self, move: Move) -> Any:
        """Vikings of one colour and one gain are the same card to recruit: one choice per kind
        (the hand's card ids differ, what the recruit does does not)."""
        if move.get("type") == "recruit":
            return ("recruit", colour_of(move["card"]), gain_of(move["card"]))
        return super().choice_key(move)

    def move_note(self, state: State, seat: int, move: Move, locale: str = "en") -> MoveNote | None:
        """A trade says what it gains now; one that gains nothing, or no more than a trade of
        fewer bracelets, is weak (the opening's trade of column 1 gains nothing)."""
        if move.get("type") != "trade":
            return None
        count = move["bracelets"]
        now = trade_gains(state, seat, count)
        cheaper = trade_gains(state, seat, count - 1) if count > 1 else {}
        return MoveNote(text.trade_note(now, cheaper, count, locale), weak=not now or now == cheaper)

    def target(self, move: Move, view: dict[str, Any]) -> str | None:
        """A recruit is a card of the hand; an explore or a reservation, a face-up (or reserved)
        destination; a take or the Mead Cup's discard, the Viking of a board slot; a payment or an
        exhaustion's discard, a card of the crew; a payment by recruit token, the recruit tokens;
        a trade, its line under the ship. Ending the turn and skipping an artifact's offer act on
        nothing drawn."""
        kind = move.get("type")
        if kind == "recruit":
            return f"hand:{move.get('card')}"
        if kind in ("explore", "reserve"):
            return f"destination:{move.get('destination')}"
        if kind in ("take", "discard_board"):
            return f"slot:{move.get('slot')}"
        if kind in ("pay", "discard_viking"):
            return f"crew:{move.get('card')}"
        if kind == "pay_recruit":
            return "recruits"
        if kind == "trade":
            return f"trade:{move.get('bracelets')}"
        return None
