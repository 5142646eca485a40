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
        """The island, the players, your hand and the supply row, drawn from ``view`` only; the
        elements ``touches`` names (``target``) are buttons."""
        return render.render_view_html(view, seat, locale, names, touches)

    def target(self, move: Move, view: dict[str, Any]) -> str | None:
        """The element a move acts on, under ``render``'s keys: a card paid, given or offered (of
        the hand, or offered to a joint work), a territory (a village placed or moved, a
        proposal, a building, a joint work), the hero planned (its directions are the choices), a
        supply card, a victory-point card, the proposal voted on, the army, the player a card is
        assigned or a favour granted to. Yes/no and closing moves ("Heroes stay", "End your
        turn", claims) act on nothing drawn."""
        kind = move.get("type")
        if kind in ("pay", "give_card", "offer_card"):
            return _card_key(move.get("card"), view)
        if kind in ("place_village", "relocate", "propose", "propose_joint") or (
            kind == "build" and move.get("territory")
        ):
            return f"tile:{move.get('territory')}"
        if kind == "build" and move.get("project") == "army":
            return "army"
        if kind == "plan_hero" and move.get("hero"):
            return f"hero:{move['hero']}"
        if kind == "take_supply":
            return f"supply:{move.get('card')}"
        if kind == "choose_vp_card":
            return f"vp:{move.get('card')}"
        if kind == "vote" and view.get("proposal"):
            return "proposal"
        if kind in ("assign_card", "grant_favour") and isinstance(move.get("to"), int):
            return f"player:{move['to']}"
        return None


def _card_key(card: Any, view: dict[str, Any]) -> str | None:
    """``card:<id>`` for a card the page draws: in the viewer's hand or offered to a joint work."""
    you = view.get("you")
    hands = view.get("hands") or []
    hand = hands[you] if isinstance(you, int) and 0 <= you < len(hands) else None
    joint = (view.get("build") or {}).get("joint") or {}
    offered = [c for cards in (joint.get("offers") or {}).values() for c in cards]
    if isinstance(card, str) and (card in (hand or []) or card in offered):
        return f"card:{card}"
    return None
