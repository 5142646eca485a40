"""How Grænaland reads to people: move labels, log lines and refusal words (``text``), the game
page (``render``)."""

from __future__ import annotations

from typing import Any, ClassVar

from games.engine.types import Move
from games.rulesets.graenaland import render, text
from games.rulesets.presentation import CataloguePresentation


class GraenalandPresentation(CataloguePresentation):
    """Grænaland's words and page: the island, the players, your hand and the supply row, drawn
    from the view only; the cards, territories, heroes, supply and players to touch are buttons."""

    id: ClassVar[str] = "graenaland"
    text = text
    draw = render.render_view_html
    refusal_words = text.refusal_words

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
