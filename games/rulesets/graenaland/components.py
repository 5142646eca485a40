"""Grænaland component data: decks, terrain tiles, layouts, costs, supply cards, victory-point cards.

Sources: the rulebook (``shared/rulebooks/graenaland.fr.txt``) and ``shared/components/graenaland.md``.
The rulebook lost its pictures, so every block marked ``# RECONSTRUCTED`` below is a proposal that
fits the rules, kept here in one place so that a player with the physical game can correct it.
"""

from __future__ import annotations

from typing import Any

RESOURCES = ("grain", "cattle", "wood", "ore", "gold")
BASIC_RESOURCES = ("grain", "cattle", "wood", "ore")
TERRAINS = ("plains", "forest", "hills", "mountains")

# Sourced (publisher's component list): composition of the four resource decks.
DECK_COMPOSITION: dict[str, dict[str, int]] = {
    "plains": {"grain": 18, "cattle": 12, "ore": 6},
    "forest": {"grain": 12, "cattle": 6, "wood": 18},
    "hills": {"cattle": 10, "wood": 5, "ore": 15},
    "mountains": {"wood": 4, "ore": 8, "gold": 12},
}


def _build_resource_cards() -> dict[str, tuple[str, str]]:
    """Card id -> (terrain, resource). Ids are ``<terrain>-<nn>``; the number says nothing."""
    cards: dict[str, tuple[str, str]] = {}
    for terrain in TERRAINS:
        number = 0
        for resource in RESOURCES:
            for _ in range(DECK_COMPOSITION[terrain].get(resource, 0)):
                number += 1
                cards[f"{terrain}-{number:02d}"] = (terrain, resource)
    return cards


RESOURCE_CARDS: dict[str, tuple[str, str]] = _build_resource_cards()

# RECONSTRUCTED: the 16 supply cards (all different in the box; their symbols are lost).
# Each unordered pair of two different basic resources twice (12 cards) plus each double once (4).
_SUPPLY_PAIRS: list[tuple[str, str]] = []
for _i, _first in enumerate(BASIC_RESOURCES):
    for _second in BASIC_RESOURCES[_i + 1 :]:
        _SUPPLY_PAIRS += [(_first, _second), (_first, _second)]
_SUPPLY_PAIRS += [(resource, resource) for resource in BASIC_RESOURCES]
SUPPLY_CARDS: dict[str, tuple[str, str]] = {
    f"supply-{number:02d}": pair for number, pair in enumerate(_SUPPLY_PAIRS, start=1)
}
SUPPLY_ROW_SIZE = 4

# RECONSTRUCTED: the nine terrain tiles (structure sourced, terrains and improvements proposed).
# village: the resources printed on the tile; improvement: what its terrain improvement produces.
TILES: dict[str, dict[str, Any]] = {
    "T1": {"row": "coast", "terrain": "plains", "improvement": "grain"},
    "T2": {"row": "coast", "terrain": "forest", "improvement": "wood"},
    "T3": {"row": "coast", "terrain": "hills", "improvement": "ore"},
    "T4": {"row": "inland", "terrain": "mountains", "improvement": "gold"},
    "T5": {"row": "inland", "terrain": "hills", "improvement": "ore"},
    "T6": {"row": "coast", "terrain": "plains", "improvement": "cattle"},
    "T7": {"row": "inland", "terrain": "hills", "improvement": "cattle"},
    "T8": {"row": "inland", "terrain": "mountains", "improvement": "ore"},
    "T9": {"row": "coast", "terrain": "forest", "improvement": "wood"},
}

# RECONSTRUCTED: the standard layouts (coast west to east; inland Ik behind the seam of Ck, Ck+1).
LAYOUTS: dict[int, dict[str, list[str]]] = {
    3: {"coast": ["T2", "T3", "T1"], "inland": ["T5", "T4"]},
    4: {"coast": ["T2", "T1", "T3", "T6"], "inland": ["T7", "T4", "T8"]},
    5: {"coast": ["T9", "T1", "T3", "T6", "T2"], "inland": ["T5", "T4", "T8", "T7"]},
}


def start_spaces(players: int, layout: dict[str, list[str]] | None = None) -> list[tuple[str, str]]:
    """RECONSTRUCTED: start space k (seat k-1): a colony on coast Ck and on inland Ik (the last
    player: Cn and In-1), the warrior on Ck. ``layout``: the game's island (default: standard)."""
    layout = layout or LAYOUTS[players]
    return [(layout["coast"][seat], layout["inland"][min(seat, players - 2)]) for seat in range(players)]


# RECONSTRUCTED: the costs of the lost summary card (see components/graenaland.md, "Costs").
VILLAGE_COSTS: dict[str, dict[str, int]] = {
    "coast": {"wood": 2, "cattle": 2},
    "inland": {"wood": 2, "cattle": 2, "grain": 1},
    "mountains": {"wood": 2, "cattle": 2, "grain": 1, "ore": 1},
}
BUILDING_COSTS: dict[str, dict[str, int]] = {
    "keep": {"ore": 2, "wood": 2, "grain": 1, "cattle": 1},
    "church": {"wood": 2, "grain": 2, "ore": 1, "cattle": 1},
    "hall": {"cattle": 2, "grain": 2, "wood": 2},
}
BUILDINGS = ("keep", "church", "hall")
WORK_COSTS: dict[str, dict[str, int]] = {
    "road": {"wood": 2, "ore": 1},
    "market": {"grain": 1, "cattle": 1, "wood": 1},
    "palisade": {"wood": 3},
    # the terrain improvement also costs one of the resource it produces (added by the rules)
    "improvement": {"wood": 1, "ore": 1},
}
PUBLIC_WORKS = ("road", "improvement", "market", "palisade")
# Sourced (publisher's component list): the tokens in the box. One of each kind per territory, and
# no more of a kind than its tokens: with 4 or 5 players (7 or 9 territories) roads, markets and
# palisades can run out.
WORK_TOKENS = {"road": 6, "improvement": 9, "market": 6, "palisade": 6}

# Sourced (rulebook): army +1 = 1 grain + 1 ore + 3 grain; with a keep 1 grain + 1 ore + the keep's
# resource. The rulebook's "mountain" keep is read as the hills keep (mountains take no building).
ARMY_BASE_COST = {"grain": 4, "ore": 1}
KEEP_RESOURCE = {"plains": "cattle", "forest": "wood", "hills": "ore"}

# Sourced: 14 houses per player, one of which marks the army on the military track.
HOUSES_ON_BOARD = 13

HEROES = ("warrior", "priest", "minstrel")

# RECONSTRUCTED: the compass (8 directions, the two double moves only along the coast).
DIRECTIONS = ("W", "E", "NW", "NE", "SW", "SE", "WW", "EE")

# Victory-condition card (sourced): 3 of these 5 goals.
GOALS = ("colonies", "territories", "major", "buildings", "army")
BASIC_GOALS = {"colonies": 8, "territories": 3, "major": 4, "buildings": 2, "army": 3}
GOALS_TO_WIN = 3
VP_TO_WIN = 6


def _vp_cards() -> dict[str, dict[str, list[int]]]:
    """RECONSTRUCTED: the 20 victory-point cards (five columns of three thresholds each).

    Card ``vp-01`` is the card of the rulebook's example (8 colonies: 2 VP, 2 territories: 0,
    5 houses in one territory: 1, 3 buildings: 2, army 3: 1 = 6 VP). The other 19 make one column
    easier (thresholds -1, never below 0) and one harder (+1) around the basic levels. Within a
    column the levels stay strictly increasing, so one project never earns two levels of a column
    at once (``state.claim_bound`` relies on it). An easy army or buildings column starts at a
    level already met (army 1, 0 buildings), like a head start.
    """
    base = {
        "colonies": [6, 8, 10],
        "territories": [2, 3, 4],
        "major": [3, 4, 5],
        "buildings": [1, 2, 3],
        "army": [2, 3, 4],
    }
    cards = {
        "vp-01": {
            "colonies": [6, 8, 10],
            "territories": [3, 4, 5],
            "major": [5, 6, 7],
            "buildings": [2, 3, 4],
            "army": [3, 4, 5],
        }
    }
    pairs = [(easy, hard) for easy in GOALS for hard in GOALS if easy != hard]
    for number, (easy, hard) in enumerate(pairs[:19], start=2):
        card = {goal: list(levels) for goal, levels in base.items()}
        card[easy] = [max(0, level - 1) for level in card[easy]]
        card[hard] = [level + 1 for level in card[hard]]
        cards[f"vp-{number:02d}"] = card
    return cards


VP_CARDS: dict[str, dict[str, list[int]]] = _vp_cards()
VP_CARDS_DEALT = 3


def card_resource(card: str) -> str:
    """The resource of a resource card, or ``supply`` for a supply card."""
    if card in SUPPLY_CARDS:
        return "supply"
    return RESOURCE_CARDS[card][1]


def card_terrain(card: str) -> str:
    return RESOURCE_CARDS[card][0]


def card_kind(card: str) -> str:
    """What makes two cards interchangeable: the resource, or ``supply:a+b`` for supply cards."""
    if card in SUPPLY_CARDS:
        first, second = SUPPLY_CARDS[card]
        return f"supply:{first}+{second}"
    return RESOURCE_CARDS[card][1]
