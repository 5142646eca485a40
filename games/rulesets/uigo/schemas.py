"""UIGO!: the JSON Schemas of its moves, its view and its events' data: ``DEFS``, ``MOVES``,
``VIEW``, ``EVENTS`` and ``EVENT_SEATS``, as ``games.engine.schemas`` says.
"""

from __future__ import annotations

from games.engine.schemas import Schema, array_of, boolean, enum_of, integer, obj, or_null, ref, string
from games.rulesets.uigo import components as C

# The closed sets, from ``components``, each in alphabetical order.
DEFS: dict[str, Schema] = {
    "Card": enum_of(sorted(C.CARDS)),  # "<colour>-<value>"
    "Colour": enum_of(sorted(C.COLOURS)),
}

MOVES: dict[str, Schema] = {
    "place_card": obj({"card": ref("Card")}, ["card"]),
    "play_card": obj({"card": ref("Card")}, ["card"]),
}


def played_card() -> Schema:
    """A card in a trick and the seat that played it."""
    return obj({"seat": integer(), "card": ref("Card")}, ["seat", "card"])


def farmers_won() -> Schema:
    """What a trick gave a seat in farmers: earned by the trick, and actually gained from the supply."""
    return obj({"seat": integer(), "earned": integer(), "gained": integer()}, ["seat", "earned", "gained"])


VIEW: Schema = obj({
    "seat": integer(nullable=True),
    "players": integer(),
    "round": integer(),
    "rounds": integer(),
    "trick_number": integer(),
    "tricks_per_round": integer(),
    "dealer": integer(),
    "leader": integer(),
    "step": enum_of(["over", "place", "play"]),
    "to_move": array_of(integer()),
    "hand": array_of(ref("Card"), nullable=True),  # null but for the seat's own
    "hand_sizes": array_of(integer()),
    "set_aside": integer(),
    "trick": array_of(played_card()),
    "led_colour": or_null(ref("Colour")),
    "last_trick": obj({
        "trick": integer(),
        "cards": array_of(played_card()),
        "winner": integer(),
        "farmers": array_of(farmers_won()),
    }, ["trick", "cards", "winner", "farmers"], nullable=True),
    "to_place": obj({"seat": integer(), "cards": array_of(ref("Card"))}, ["seat", "cards"], nullable=True),
    "kingdoms": array_of(obj({
        "boxes": array_of(obj({
            "box": integer(),
            "colour": or_null(ref("Colour")),
            "cards": array_of(ref("Card")),
            "top": string(nullable=True),
            "farmers": integer(),
            "slots": integer(),
            "printed_value": integer(),
            "points_now": integer(),
        }, ["box", "colour", "cards", "top", "farmers", "slots", "printed_value", "points_now"])),
        "points_now": integer(),
        "free_slots": integer(),
    }, ["boxes", "points_now", "free_slots"])),
    "farmer_supply": integer(),
    "scores": array_of(obj({"rounds": array_of(integer()), "total": integer()}, ["rounds", "total"])),
    "last_round": obj({
        "round": integer(),
        "boxes": array_of(array_of(integer())),
        "scores": array_of(integer()),
        "kingdoms": array_of(array_of(obj({
            "colour": or_null(ref("Colour")),
            "cards": array_of(ref("Card")),
            "farmers": integer(),
        }, ["colour", "cards", "farmers"]))),
    }, ["round", "boxes", "scores", "kingdoms"], nullable=True),
}, [
    "seat", "players", "round", "rounds", "trick_number", "tricks_per_round", "dealer", "leader", "step",
    "to_move", "hand", "hand_sizes", "set_aside", "trick", "led_colour", "last_trick", "to_place", "kingdoms",
    "farmer_supply", "scores", "last_round",
])

EVENTS: dict[str, Schema] = {
    "card_played": obj({"card": ref("Card")}, ["card"]),
    "cards_placed": obj({
        "player": integer(),
        "placements": array_of(obj({"card": ref("Card"), "box": integer()}, ["card", "box"])),
        "auto": boolean(),
    }, ["player", "placements", "auto"]),
    "game_ended": obj({"totals": array_of(integer())}, ["totals"]),
    "game_started": obj({"players": integer(), "rounds": integer()}, ["players", "rounds"]),
    "round_dealt": obj({
        "round": integer(),
        "dealer": integer(),
        "leader": integer(),
        "farmer_supply": integer(),
        "hand_sizes": array_of(integer()),
        "hand": array_of(ref("Card")),
    }, ["round", "dealer", "leader", "farmer_supply", "hand_sizes"]),
    "round_scored": obj({
        "round": integer(),
        "boxes": array_of(array_of(integer())),
        "scores": array_of(integer()),
        "totals": array_of(integer()),
    }, ["round", "boxes", "scores", "totals"]),
    "trick_won": obj({
        "trick": integer(),
        "winner": integer(),
        "winning_card": string(),
        "cards": array_of(played_card()),
        "farmers": array_of(farmers_won()),
    }, ["trick", "winner", "winning_card", "cards", "farmers"]),
}


EVENT_SEATS: dict[str, str] = {'card_played': 'seat',
 'cards_placed': 'nullable',
 'game_ended': 'none',
 'game_started': 'none',
 'round_dealt': 'none',
 'round_scored': 'none',
 'trick_won': 'none'}
