"""Victory: the five goals of the victory-condition card, victory points, the final ranking.

Rulebook "Conditions de victoire", "Cartes points de victoire", "Modifications pour trois joueurs"
(with three players the first building does not count for the buildings goal or column).
"""

from __future__ import annotations

from typing import Any

from games.engine.types import Outcome, make_outcome
from games.rulesets.graenaland.components import BASIC_GOALS, GOALS, VP_CARDS


def measures(state: dict[str, Any], seat: int) -> dict[str, int]:
    """What each goal measures for ``seat``: colonies, territories with >= 2, largest, buildings, army."""
    per_territory = []
    buildings = 0
    for tid in state["positions"]:
        owned = sum(1 for owner in state["buildings"][tid].values() if owner == seat)
        buildings += owned
        per_territory.append(state["villages"][tid][seat] + owned)
    if state["players"] == 3 and state["options"].get("three_player_modifications", True):
        buildings = max(0, buildings - 1)
    return {
        "colonies": sum(per_territory),
        "territories": sum(1 for count in per_territory if count >= 2),
        "major": max(per_territory, default=0),
        "buildings": buildings,
        "army": state["army"][seat],
    }


def goals_met(state: dict[str, Any], seat: int) -> int:
    values = measures(state, seat)
    return sum(1 for goal in GOALS if values[goal] >= BASIC_GOALS[goal])


def _levels_reached(values: dict[str, int], card: dict[str, list[int]]) -> int:
    return sum(1 for goal in GOALS for level in card[goal] if values[goal] >= level)


def victory_points(state: dict[str, Any], seat: int) -> int:
    card = state["vp"]["cards"][seat]
    if card is None:
        return 0
    return _levels_reached(measures(state, seat), VP_CARDS[card])


def best_victory_points(state: dict[str, Any], seat: int) -> int:
    """The victory points ``seat`` would have with the best of all victory-point cards (public)."""
    values = measures(state, seat)
    return max(_levels_reached(values, card) for card in VP_CARDS.values())


def points(state: dict[str, Any], seat: int) -> int:
    """Victory points with the victory-point cards, else the number of goals met."""
    if state["options"].get("victory_point_cards"):
        return victory_points(state, seat)
    return goals_met(state, seat)


def outcome(state: dict[str, Any]) -> Outcome | None:
    """The winner is the player who declared victory; the others rank by their points.

    If someone overtook the winner during the final building, the winner's score is raised to
    the best score (the winner is first whatever the points: rulebook "Vainqueur").
    """
    if not state["over"]:
        return None
    scores: dict[int, float] = {seat: points(state, seat) for seat in range(state["players"])}
    winner = state["winner"]
    tiebreak: dict[int, Any] = {}
    if winner is not None:
        scores[winner] = max(scores.values())
        tiebreak = {winner: 1}
    return make_outcome(scores, tiebreak)
