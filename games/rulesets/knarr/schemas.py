"""Knarr: the JSON Schemas of its moves, its view and its events' data: ``DEFS``, ``MOVES``,
``VIEW``, ``EVENTS`` and ``EVENT_SEATS``, as ``games.engine.schemas`` says.

The closed sets are built from ``components`` (colours, gains, destinations, artifacts, the ship),
not from what playouts happened to show, so they are complete by construction.
"""

from __future__ import annotations

from games.engine.schemas import Schema, array_of, boolean, enum_of, integer, obj, or_null, ref, string
from games.rulesets.knarr import components as C

DESTINATIONS = list(C.DESTINATIONS.values())

DEFS: dict[str, Schema] = {
    "Colour": enum_of(list(C.COLOURS)),
    # What a destination's trade column gives (None, an empty cell, is left out).
    "Column": enum_of([gain for card in DESTINATIONS for gain in card["columns"] if gain]),
    "Gain": enum_of(list(C.VIKING_GAINS)),  # what a Viking card gives when recruited
    "Artifact": enum_of(list(C.ARTIFACTS)),
    "Deck": enum_of(list(C.DESTINATION_DECKS)),
    "CostKind": enum_of([card["cost"]["kind"] for card in DESTINATIONS]),
    "ShipSide": enum_of(list(C.SHIP_COLUMNS)),
    "ShipColumn": enum_of([gain for side in C.SHIP_COLUMNS.values() for gain in side if gain]),
    # Every value ``state`` gives ``state["phase"]``.
    "Phase": enum_of(["starting", "play", "take", "checks", "pay", "offer", "between", "over"]),
}

MOVES: dict[str, Schema] = {
    "discard_board": obj({"slot": ref("Colour")}, ["slot"]),
    "discard_viking": obj({"card": integer()}, ["card"]),
    "end_turn": obj(),
    "explore": obj({"destination": integer()}, ["destination"]),
    "pay": obj({"card": integer()}, ["card"]),
    "pay_recruit": obj(),
    "recruit": obj({"card": integer()}, ["card"]),
    "reserve": obj({"destination": integer()}, ["destination"]),
    "skip": obj(),
    "take": obj({"slot": ref("Colour")}, ["slot"]),
    "trade": obj({"bracelets": integer()}, ["bracelets"]),
}


def viking(colour: Schema, *, nullable: bool = False) -> Schema:
    """A Viking card shown face up; ``colour`` is what its colour can be where it lies."""
    return obj({"id": integer(), "colour": colour, "gain": ref("Gain")}, ["id", "colour", "gain"],
               nullable=nullable)


def gains() -> Schema:
    """What an action gives, by kind; a kind it does not give is left out."""
    return obj({
        "vp": integer(),
        "bracelet": integer(),
        "recruit": integer(),
        "reputation": integer(),
        "card": integer(),
    })


def destination(deck: Schema, colours: list[str], *, nullable: bool = False) -> Schema:
    """A destination card: its cost (for a "colours" cost, how many Vikings of each of ``colours``),
    what it gives at once and its three trade columns. ``colours`` are all five; their order differs
    from place to place only because the published schema has always listed them so (the OpenAPI
    document keeps it)."""
    return obj({
        "id": integer(),
        "label": string(),
        "deck": deck,
        "cost": obj({
            "kind": ref("CostKind"),
            "colours": obj({colour: integer() for colour in colours}),
            "count": integer(),
        }, ["kind"]),
        "immediate": gains(),
        "columns": array_of(or_null(ref("Column")), exact=3),
    }, ["id", "label", "deck", "cost", "immediate", "columns"], nullable=nullable)


def artifact_offer() -> Schema:
    """An artifact's offer the current player may take or skip."""
    return obj({"artifact": ref("Artifact"), "offer": string()}, ["artifact", "offer"])


VIEW: Schema = obj({
    "seat": integer(nullable=True),
    "phase": ref("Phase"),
    "to_move": array_of(integer()),
    "current": integer(),
    "first": integer(),
    "round": integer(),
    "end_triggered": boolean(),
    "ship_side": ref("ShipSide"),
    "ship_columns": array_of(or_null(ref("ShipColumn")), exact=3),
    "artifacts": array_of(obj({
        "id": enum_of([
            "mead_cup", "silver_coins", "cauldron", "golden_bracelet", "helmet", "amulet", "weathervane",
        ]),
        "names": obj({"en": string(), "fr": string()}, ["en", "fr"]),
    }, ["id", "names"])),
    "deck_count": integer(),
    "discard": array_of(viking(ref("Colour"))),
    # One slot per colour, empty (null) once taken until refilled.
    "board": obj({
        "red": viking(ref("Colour"), nullable=True),
        "yellow": viking(ref("Colour"), nullable=True),
        "green": viking(ref("Colour"), nullable=True),
        "blue": viking(ref("Colour"), nullable=True),
        "purple": viking(ref("Colour"), nullable=True),
    }, ["red", "yellow", "green", "blue", "purple"]),
    "destination_deck_counts": obj({"A": integer(), "B": integer()}, ["A", "B"]),
    # Three places per deck, an A place empty (null) once its deck is out.
    "display": obj({
        "A": array_of(destination(enum_of(["A"]), ["red", "yellow", "green", "purple", "blue"],
                                  nullable=True), exact=3),
        "B": array_of(destination(enum_of(["B"]), ["red", "yellow", "green", "blue", "purple"]), exact=3),
    }, ["A", "B"]),
    "players": array_of(obj({
        "seat": integer(),
        "score": integer(),
        "reputation": integer(),
        "fame_vp": integer(),
        "bracelets": integer(),
        "recruits": integer(),
        "hand": array_of(viking(ref("Colour")), nullable=True),  # null but for the seat's own
        "hand_count": integer(),
        # A crew's column holds Vikings of its colour only.
        "crew": obj({
            "red": array_of(viking(enum_of(["red"]))),
            "yellow": array_of(viking(enum_of(["yellow"]))),
            "green": array_of(viking(enum_of(["green"]))),
            "blue": array_of(viking(enum_of(["blue"]))),
            "purple": array_of(viking(enum_of(["purple"]))),
        }, ["red", "yellow", "green", "blue", "purple"]),
        "destinations": array_of(destination(ref("Deck"), ["red", "yellow", "green", "purple", "blue"])),
        "reserved": array_of(destination(ref("Deck"), ["yellow", "green", "purple", "blue", "red"])),
        "rows_rewarded": integer(),
    }, [
        "seat", "score", "reputation", "fame_vp", "bracelets", "recruits", "hand", "hand_count", "crew",
        "destinations", "reserved", "rows_rewarded",
    ])),
    "turn": obj({
        "acted": boolean(),
        "traded": boolean(),
        "take": obj({"colour": ref("Colour"), "free_any": boolean()}, ["colour", "free_any"], nullable=True),
        "payment": obj({
            "destination": integer(),
            "cards": array_of(integer()),
            "recruits": integer(),
        }, ["destination", "cards", "recruits"], nullable=True),
        "offers": array_of(artifact_offer()),
    }, ["acted", "traded", "take", "payment", "offers"]),
    "exhaust": array_of(integer()),
}, [
    "seat", "phase", "to_move", "current", "first", "round", "end_triggered", "ship_side", "ship_columns",
    "artifacts", "deck_count", "discard", "board", "destination_deck_counts", "display", "players", "turn",
    "exhaust",
])

EVENTS: dict[str, Schema] = {
    "action_completed": obj({
        "effects": array_of(obj({
            "artifact": ref("Artifact"),
            "offer": string(),
            "gains": gains(),
        }, ["artifact"])),
        "rows": integer(),
    }, ["effects", "rows"]),
    "board_card_discarded": obj({"slot": ref("Colour"), "card": integer()}, ["slot", "card"]),
    "board_card_taken": obj({
        "slot": ref("Colour"),
        "card": integer(),
        "recruit_spent": boolean(),
    }, ["slot", "card", "recruit_spent"]),
    "deck_exhausted": obj({"seats": array_of(integer())}, ["seats"]),
    "deck_reshuffled": obj({"count": integer()}, ["count"]),
    "destination_explored": obj({
        "destination": integer(),
        "cards": array_of(integer()),
        "recruits": integer(),
        "gains": gains(),
    }, ["destination", "cards", "recruits", "gains"]),
    "destination_reserved": obj({"destination": integer()}, ["destination"]),
    "explore_chosen": obj({
        "destination": integer(),
        "source": enum_of(["display", "reserved"]),
    }, ["destination", "source"]),
    "game_ended": obj({"scores": array_of(integer())}, ["scores"]),
    "game_set_up": obj({
        "ship_side": ref("ShipSide"),
        "artifacts": array_of(string()),
        "board": obj({
            "red": integer(),
            "yellow": integer(),
            "green": integer(),
            "blue": integer(),
            "purple": integer(),
        }, ["red", "yellow", "green", "blue", "purple"]),
        "crews": array_of(array_of(integer(), exact=2)),
        "display": obj({"A": array_of(integer(), exact=3), "B": array_of(integer(), exact=3)}, ["A", "B"]),
        "first": integer(),
        "deck_count": integer(),
        "dest_deck_counts": obj({"A": integer(), "B": integer()}, ["A", "B"]),
        "hands": array_of(array_of(integer(), exact=3, nullable=True)),
        "hand_counts": array_of(integer()),
    }, [
        "ship_side", "artifacts", "board", "crews", "display", "first", "deck_count", "dest_deck_counts",
        "hands", "hand_counts",
    ]),
    "offer_skipped": obj({
        "artifact": ref("Artifact"),
        "offer": string(),
        "auto": boolean(),
    }, ["artifact", "offer", "auto"]),
    "payment_card": obj({"card": integer(), "rows_rewarded": integer()}, ["card", "rows_rewarded"]),
    "payment_recruit": obj(),
    "trade_declined": obj(),
    "traded": obj({"bracelets": integer(), "gains": gains()}, ["bracelets", "gains"]),
    "turn_ended": obj(),
    "turn_started": obj({
        "fame_vp": integer(),
        "reputation": integer(),
        "rows_rewarded": integer(),
    }, ["fame_vp", "reputation"]),
    "viking_discarded": obj({"card": integer(), "rows_rewarded": integer()}, ["card", "rows_rewarded"]),
    "viking_drawn": obj({
        "card": integer(),
        "target": obj({
            "to": enum_of(["board", "crew"]),
            "slot": ref("Colour"),
            "seat": integer(),
        }, ["to"]),
    }, ["card", "target"]),
    "viking_recruited": obj({
        "card": integer(),
        "colour": ref("Colour"),
        "gains": gains(),
        "free_any": boolean(),
    }, ["card", "colour", "gains", "free_any"]),
}

EVENT_SEATS: dict[str, str] = {'action_completed': 'seat',
 'board_card_discarded': 'seat',
 'board_card_taken': 'seat',
 'deck_exhausted': 'none',
 'deck_reshuffled': 'none',
 'destination_explored': 'seat',
 'destination_reserved': 'seat',
 'explore_chosen': 'seat',
 'game_ended': 'none',
 'game_set_up': 'none',
 'offer_skipped': 'seat',
 'payment_card': 'seat',
 'payment_recruit': 'seat',
 'trade_declined': 'seat',
 'traded': 'seat',
 'turn_ended': 'seat',
 'turn_started': 'seat',
 'viking_discarded': 'seat',
 'viking_drawn': 'nullable',
 'viking_recruited': 'seat'}
