"""How Greenland reads to people: move labels, log lines, what a step waits for and refusal words
(``text``), the game page (``render``), the turn email's summary."""

from __future__ import annotations

from typing import Any, ClassVar

from games.engine.types import Move
from games.rulesets.greenland import render, text
from games.rulesets.presentation import CataloguePresentation


class GreenlandPresentation(CataloguePresentation):
    """Greenland's words and page: turn, awaited decision, rows and one panel per tribe, drawn from
    the view only; the cards, elder ranks, tribes and offers to touch are buttons."""

    id: ClassVar[str] = "greenland"
    text = text
    draw = render.render_view_html
    refusal_words = text.refusal_words

    def summarize_for_seat(
        self, view: dict[str, Any], seat: int, names: list[str], locale: str = "en"
    ) -> str | None:
        """What waits for ``seat``: offers to answer, its own offers, or the decision asked."""
        return text.summarize_for_seat(view, seat, names, text.awaiting_texts(locale), locale)

    def target(self, move: Move, view: dict[str, Any]) -> str | None:
        """The element a move acts on, under ``render``'s keys, where the page draws it: a
        card of the rows (place, hunt, retreat, re-assign from it, bring a settler back, pacify),
        a rank of the mover's own elder board (promote, bring back, witch hunt, an elder paid or
        lost), a card of the hand (discard), of a tableau (cash in, degrade, forage, pay a loss
        with it; raid it; marry, divorce or bring back a spouse from a daughter), a tribe
        chosen (first player, offers, banishment, emissary, proselytism, a sacrifice's board), an
        offer answered, the dice a re-roll acts on (``dice:<face>``: the dice of the hunt or attack
        under way showing that face). Yes/no and closing moves ("Finish assigning", "Pass",
        "Keep the dice"), conversions (a set of faces) and bids go to the row of actions."""
        kind = move.get("type")
        step = view.get("step") or {}
        mover = step.get("seat") if isinstance(step.get("seat"), int) else None
        card = move.get("card")
        if kind in CARD_MOVES or kind == "pay_loss" and move.get("with") == "card":
            return _card_key(card, view, mover)
        if kind in ("marry", "divorce", "recall_spouse"):
            return _card_key(move.get("daughter"), view, mover)
        if kind == "reassign" and move.get("from") in _row_cards(view):
            return f"biome:{move['from']}"
        if kind in ("promote", "recall_elder", "witch_hunt") and mover is not None:
            return f"elder:{mover}:{move.get('rank')}"
        if kind == "pay_loss" and move.get("with") == "elder" and move.get("board") == mover:
            return f"elder:{mover}:{move.get('rank')}"
        if kind == "decimation" and isinstance(move.get("elder"), list) and move["elder"][:1] == [mover]:
            return f"elder:{mover}:{move['elder'][1]}"
        for field in TRIBE_FIELDS.get(kind, ()):
            if isinstance(move.get(field), int):
                return f"tribe:{move[field]}"
        if kind == "answer" and isinstance(move.get("offer"), int):
            return f"offer:{move['offer']}"
        if kind == "reroll" and step.get("ask") in REROLL_ASKS and move.get("face") in _free_faces(view, step["ask"]):
            return f"dice:{move['face']}"
        return None


# The decisions whose ``reroll`` moves re-roll the dice showing a face: a hunt's roll (G2) and
# an attack's (F2). Keeping the dice and a conversion (a set of faces, listed as subsets, which no
# one die stands for) stay in the row of actions.
REROLL_ASKS = ("reroll", "attack_reroll")


def _free_faces(view: dict[str, Any], ask: str) -> set[Any]:
    """The faces of the dice a re-roll may act on now, where ``render`` draws them: the hunt's
    dice neither fixed nor re-rolled (``flow.reroll_faces``), the attack's not re-rolled
    (``negotiation.attack_reroll_faces``)."""
    if ask == "reroll":
        dice = ((view.get("hunt") or {}).get("roll") or {}).get("dice") or []
        return {d.get("v") for d in dice if isinstance(d, dict) and not d.get("fixed") and not d.get("rr")}
    dice = (view.get("battle") or {}).get("dice") or []
    return {d.get("v") for d in dice if isinstance(d, dict) and not d.get("rr")}


# The moves that act on their ``card``: a card of the rows, of the mover's tableau or hand.
CARD_MOVES = frozenset({
    "place", "hunt_card", "retreat", "recall_settler", "nego_card", "pacify", "domesticate", "toolmaker",
    "forage", "cash_in", "degrade", "discard_hand",
})


def _card_key(card: Any, view: dict[str, Any], mover: Any) -> str | None:
    """Where ``render`` draws ``card`` as an element of its own: the rows, a tableau (another
    tribe's panel with a card to touch is drawn open), the mover's hand; else ``None``."""
    if card in _row_cards(view):
        return f"biome:{card}"
    if any(card in _tableau(view, tribe) for tribe in range(len(view.get("players") or []))):
        return f"tableau:{card}"
    if card in _hand(view, mover):
        return f"hand:{card}"
    return None


# The field of a move that names the tribe it chooses (``render``'s tribe titles).
TRIBE_FIELDS: dict[str, tuple[str, ...]] = {
    "war_council": ("first",),
    "offer_to": ("to",),
    "offer_item": ("to",),
    "banish_target": ("target",),
    "emissary": ("target",),
    "proselytise": ("target",),
    "sacrifice": ("board",),
}


def _row_cards(view: dict[str, Any]) -> set[str]:
    """The cards of the biome rows, as ``render`` draws them."""
    rows = view.get("rows") or {}
    return {card for row in rows.values() if isinstance(row, dict)
            for cards in row.values() if isinstance(cards, list) for card in cards if isinstance(card, str)}


def _player(view: dict[str, Any], tribe: Any) -> dict[str, Any]:
    players = view.get("players") or []
    return players[tribe] if isinstance(tribe, int) and 0 <= tribe < len(players) else {}


def _hand(view: dict[str, Any], tribe: Any) -> list[Any]:
    hand = _player(view, tribe).get("hand")
    return hand if isinstance(hand, list) else []


def _tableau(view: dict[str, Any], tribe: Any) -> list[Any]:
    return list(_player(view, tribe).get("tableau") or [])
