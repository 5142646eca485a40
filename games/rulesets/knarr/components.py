"""Every component of Knarr as plain data: Viking cards, destinations, ships, tracks, artifacts.

Source: ``../shared/components/knarr.md`` and ``knarr.json`` (the official online implementation,
checked card by card against the card images). Nothing below is reconstructed except the blocks
marked ``# RECONSTRUCTED``; correct the data here, the rules read it from this module only.
"""

from __future__ import annotations

from typing import Any

# Colour order of the board slots, left to right (knarr.md §2). Also the order of crew columns.
COLOURS: tuple[str, ...] = ("red", "yellow", "green", "blue", "purple")

# The symbols a Viking card can show (exactly one each). "card" appears only on destinations.
VIKING_GAINS: tuple[str, ...] = ("vp", "bracelet", "recruit", "reputation")
GAINS: tuple[str, ...] = ("vp", "bracelet", "recruit", "reputation", "card")

MAX_BRACELETS = 3
MAX_RECRUITS = 3
# RECONSTRUCTED (as the official online implementation): extra reputation beyond 14 is lost.
MAX_REPUTATION = 14
# Reputation reached -> VP scored in the Fame phase: the last printed number reached (knarr.md §1.1).
REPUTATION_VP: tuple[tuple[int, int], ...] = ((14, 5), (10, 3), (6, 2), (3, 1))
END_SCORE = 40
HAND_SIZE = 3
START_CREW = 2
START_BRACELETS = 1
START_RECRUITS = 1
DISPLAY_SIZE = 3  # face-up destinations per deck (A and B)
MAX_RESERVED = 2  # Golden bracelet artifact

# Copies of each (colour, gain) card: unmarked, marked "3", marked "4" (knarr.md §2). A deck for
# N players holds the unmarked cards plus the marked cards whose mark is <= N (30/40/50 cards).
VIKING_COPIES: dict[tuple[str, str], tuple[int, int, int]] = {
    ("red", "vp"): (3, 0, 1),
    ("red", "bracelet"): (2, 1, 0),
    ("red", "recruit"): (1, 0, 1),
    ("red", "reputation"): (0, 1, 0),
    ("yellow", "vp"): (3, 1, 1),
    ("yellow", "bracelet"): (1, 0, 1),
    ("yellow", "recruit"): (0, 1, 0),
    ("yellow", "reputation"): (2, 0, 0),
    ("green", "vp"): (2, 1, 1),
    ("green", "bracelet"): (1, 0, 1),
    ("green", "recruit"): (2, 1, 0),
    ("green", "reputation"): (1, 0, 0),
    ("blue", "vp"): (2, 1, 1),
    ("blue", "bracelet"): (1, 1, 0),
    ("blue", "recruit"): (1, 0, 0),
    ("blue", "reputation"): (2, 0, 1),
    ("purple", "vp"): (1, 1, 2),
    ("purple", "bracelet"): (2, 0, 0),
    ("purple", "recruit"): (2, 0, 0),
    ("purple", "reputation"): (1, 1, 0),
}


def _build_vikings() -> list[dict[str, Any]]:
    cards: list[dict[str, Any]] = []
    for colour in COLOURS:
        for gain in VIKING_GAINS:
            unmarked, marked_3, marked_4 = VIKING_COPIES[(colour, gain)]
            for mark, copies in ((0, unmarked), (3, marked_3), (4, marked_4)):
                for _ in range(copies):
                    cards.append({"id": len(cards), "colour": colour, "gain": gain, "mark": mark})
    return cards


# The 50 Viking cards; a card id is its index in this list.
VIKINGS: list[dict[str, Any]] = _build_vikings()


def viking_deck(players: int) -> list[int]:
    """The ids of the Viking cards used with ``players`` players (30, 40 or 50)."""
    return [card["id"] for card in VIKINGS if card["mark"] <= players]


def colour_of(card: int) -> str:
    return VIKINGS[card]["colour"]


def gain_of(card: int) -> str:
    return VIKINGS[card]["gain"]


# Ship trade columns [1, 2, 3] by side (knarr.md §4). All players use the same side.
SHIP_COLUMNS: dict[str, list[str | None]] = {
    "normal": [None, "recruit", None],
    "advanced": ["vp", None, "bracelet"],
}


def _colours(**counts: int) -> dict[str, Any]:
    return {"kind": "colours", "colours": counts}


def _different(count: int) -> dict[str, Any]:
    return {"kind": "different", "count": count}


def _same(count: int) -> dict[str, Any]:
    return {"kind": "same", "count": count}


_FIVE = {"red": 1, "yellow": 1, "green": 1, "blue": 1, "purple": 1}

# Destinations by id (knarr.md §3): deck A = Trading Lands (1-20), deck B = Lands of Influence
# (21-35). Cost kinds: "colours" (so many of each named colour), "different" (that many Vikings of
# pairwise different colours), "same" (that many Vikings all of one colour of the payer's choice,
# the "= = = =" cost, corrected to exactly four). "immediate": gains taken once when explored;
# "columns": the trade gains in columns 1-3 (None = empty cell).
_DESTINATION_ROWS: list[tuple[int, dict[str, Any], dict[str, int], list[str | None]]] = [
    (1, _different(3), {"recruit": 1, "reputation": 1, "card": 1}, [None, "vp", None]),
    (2, _different(3), {"bracelet": 1, "reputation": 1, "card": 1}, [None, "vp", None]),
    (3, _different(3), {"bracelet": 1, "recruit": 1, "card": 1}, [None, "vp", None]),
    (4, _different(3), {"bracelet": 1}, ["vp", "reputation", "recruit"]),
    (5, _different(3), {"bracelet": 1}, ["vp", "reputation", "recruit"]),
    (6, _colours(purple=2), {"bracelet": 1, "card": 1}, [None, "vp", "card"]),
    (7, _colours(purple=2), {"card": 1}, ["card", None, "vp"]),
    (8, _colours(purple=2), {"card": 1}, ["vp", "card", None]),
    (9, _colours(blue=2), {"reputation": 2}, [None, "vp", "reputation"]),
    (10, _colours(blue=2), {"recruit": 1, "reputation": 1}, ["reputation", None, "vp"]),
    (11, _colours(blue=2), {"bracelet": 1, "reputation": 1}, [None, "reputation", "vp"]),
    (12, _colours(green=2), {"bracelet": 1, "recruit": 1}, ["vp", None, "recruit"]),
    (13, _colours(green=2), {"recruit": 1}, ["recruit", "vp", None]),
    (14, _colours(green=2), {"recruit": 2}, [None, "recruit", None]),
    (15, _colours(yellow=2), {}, ["vp", "vp", "vp"]),
    (16, _colours(yellow=2), {"reputation": 1}, ["vp", "vp", None]),
    (17, _colours(yellow=2), {"recruit": 1}, ["vp", "vp", None]),
    (18, _colours(red=2), {"bracelet": 1, "card": 1}, ["vp", None, "vp"]),
    (19, _colours(red=2), {"bracelet": 1, "reputation": 1}, ["vp", None, "vp"]),
    (20, _colours(red=2), {"bracelet": 1}, ["vp", "vp", None]),
    (21, _same(4), {"vp": 5, "recruit": 1}, [None, None, "vp"]),
    (22, _same(4), {"vp": 5, "reputation": 1}, [None, None, "vp"]),
    (23, _same(4), {"vp": 5, "bracelet": 1}, [None, None, "vp"]),
    (
        24,
        _colours(**_FIVE),
        {"vp": 4, "bracelet": 1, "recruit": 1, "reputation": 1, "card": 1},
        [None, None, "vp"],
    ),
    (
        25,
        _colours(**_FIVE),
        {"vp": 4, "bracelet": 1, "recruit": 1, "reputation": 1, "card": 1},
        [None, None, "vp"],
    ),
    (26, _colours(purple=2, yellow=2), {"vp": 6}, [None, "vp", None]),
    (27, _colours(purple=3, red=2), {"vp": 8, "card": 1}, [None, None, "vp"]),
    (28, _colours(blue=2, red=2), {"vp": 6}, [None, "vp", None]),
    (29, _colours(blue=3, purple=2), {"vp": 7, "reputation": 2}, [None, None, "vp"]),
    (30, _colours(green=2, purple=2), {"vp": 6}, [None, "vp", None]),
    (31, _colours(green=3, blue=2), {"vp": 8, "recruit": 1}, [None, None, "vp"]),
    (32, _colours(yellow=2, blue=2), {"vp": 6}, [None, "vp", None]),
    (33, _colours(yellow=3, green=2), {"vp": 9}, [None, None, "vp"]),
    (34, _colours(red=2, green=2), {"vp": 6}, [None, "vp", None]),
    (35, _colours(red=3, yellow=2), {"vp": 7, "bracelet": 1}, [None, None, "vp"]),
]

DESTINATIONS: dict[int, dict[str, Any]] = {
    number: {
        "id": number,
        "deck": "A" if number <= 20 else "B",
        "label": f"{'A' if number <= 20 else 'B'}{number}",
        "cost": cost,
        "immediate": immediate,
        "columns": columns,
    }
    for number, cost, immediate, columns in _DESTINATION_ROWS
}
DESTINATION_DECKS: dict[str, list[int]] = {
    "A": [number for number in DESTINATIONS if number <= 20],
    "B": [number for number in DESTINATIONS if number > 20],
}
# RECONSTRUCTED (as the official online implementation): an empty destination deck is not
# reshuffled; the display slot it should refill stays empty.

# The 7 artifacts (knarr.md §9). One is drawn at random when the variant is on; with two players the
# Mead Cup is added as well, as the rulebook recommends, and the random one comes from the others.
ARTIFACTS: tuple[str, ...] = (
    "mead_cup",
    "silver_coins",
    "cauldron",
    "golden_bracelet",
    "helmet",
    "amulet",
    "weathervane",
)
ARTIFACT_NAMES: dict[str, dict[str, str]] = {
    "mead_cup": {"en": "Mead Cup", "fr": "Coupe d'hydromel"},
    "silver_coins": {"en": "Silver Coins", "fr": "Pièces d'argent"},
    "cauldron": {"en": "Cauldron", "fr": "Chaudron"},
    "golden_bracelet": {"en": "Golden Bracelet", "fr": "Bracelet en or"},
    "helmet": {"en": "Helmet", "fr": "Casque"},
    "amulet": {"en": "Amulet", "fr": "Amulette"},
    "weathervane": {"en": "Weathervane", "fr": "Girouette"},
}
AMULET_GAINS: dict[str, int] = {"bracelet": 1, "recruit": 1, "reputation": 1}
