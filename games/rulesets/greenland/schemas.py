"""Greenland: the JSON Schemas of its moves, its view and its events' data: ``DEFS``, ``MOVES``,
``VIEW``, ``EVENTS`` and ``EVENT_SEATS``, as ``games.engine.schemas`` says.

The closed sets are built from the rule set's own data (``components``, the dispatch ``tables``,
``negotiation``), not from what playouts happened to show: a card, a tribe or a dice purpose the
rules can produce is in its set by construction, and a component added to ``components.py`` joins
its set without an edit here. The few sets the rules spell out in code rather than in a table are
listed here with the function that produces them.
"""

from __future__ import annotations

from collections.abc import Iterable

from games.engine.schemas import (
    Schema,
    any_of,
    array_of,
    boolean,
    by_seat,
    enum_of,
    integer,
    mapping,
    obj,
    or_null,
    ref,
    string,
)
from games.rulesets.greenland import components as C
from games.rulesets.greenland import negotiation, tables

# The discs (A4): what pays, is traded and is lost; ``negotiation.DISCS`` is the rules' own list.
RESOURCES = list(negotiation.DISCS)
BIOMES = list(C.BIOMES)  # the biome cards of both decks and the two New World cards
DAUGHTERS = list(C.DAUGHTER_CARDS)  # the base game's and the Sami's
ANIMALS = list(C.ANIMAL_SIDES)  # the sides of the Viking animal cards (C5)
# Every card id a tableau, a hand or a pile can hold: biomes, daughters, the imports of event cards
# ("import:<event>") and Viking animals ("animal:<side>"), as ``components.card_name`` reads them.
TABLEAU_CARDS = [
    *BIOMES,
    *DAUGHTERS,
    *(f"import:{card_id}" for card_id, card in C.EVENT_CARDS.items() if card["import"]),
    *(f"animal:{side}" for side in ANIMALS),
]
CARDS = [*TABLEAU_CARDS, *C.EVENT_CARDS]

DEFS: dict[str, Schema] = {
    "Tribe": enum_of(list(C.TRIBES)),
    "ElderSide": enum_of(list(C.ELDER_BOARDS[C.TRIBE_ORDER[0]])),  # "poly" / "mono" (B1)
    "Resource": enum_of(RESOURCES),
    "Row": enum_of([card["deck"] for card in C.BIOMES.values()]),  # "north" / "south"
    "Biome": enum_of(BIOMES),
    "EventCard": enum_of(list(C.EVENT_CARDS)),
    "Daughter": enum_of(DAUGHTERS),
    "Animal": enum_of(ANIMALS),
    "Card": enum_of(CARDS),
    # ``placed`` counts cubes put on a card this turn, and on a daughter's marriage ("wed:<daughter>").
    "Placed": enum_of([*CARDS, *(f"wed:{daughter}" for daughter in DAUGHTERS)]),
    "NewWorldSide": enum_of([side for card in C.NEW_WORLD for side in card["sides"]]),
    # What a decision step asks (``tables.DECISIONS``) and what dice are rolled for (``tables.DICE``);
    # the last roll shown may also be a hunt's result (``flow``'s "hunt_result").
    "Decision": enum_of(list(tables.DECISIONS)),
    "DicePurpose": enum_of(list(tables.DICE)),
    "RollShown": enum_of([*tables.DICE, "hunt_result"]),
    # ``negotiation.item_choices``: discs, a hand card, a tableau card, a daughter, a withdrawal.
    "OfferItemKind": enum_of([*RESOURCES, "hand", "card", "daughter", "withdraw"]),
    # ``flow.loss_options``: a disc, an elder, a D card (its upkeep), or nothing when optional.
    "LossPayment": enum_of([*RESOURCES, "elder", "card", "none"]),
    # ``advanced.forage_options``: a disc, an elder, or the animal slaughtered (H1).
    "ForagePayment": enum_of([*RESOURCES, "elder", "slaughter"]),
    "WoolChoice": enum_of(["babies", "ivory"]),  # ``moves``: the Sheep's babies or ivory (H2)
    "Casualty": enum_of(["small", "alpha", "spouse"]),  # ``negotiation.casualty_options`` (F2)
}

# Schemas more than one move, event or part of the view has.


def tribes_in_play() -> Schema:
    """The cooperative game's (K) three tribes, by seat: one player may play several, so a move
    naming a tribe, and every event, carries them for a reader to say "the Thule" rather than a seat."""
    return array_of(ref("Tribe"), exact=3)


def cooperative(properties: dict[str, Schema] | None = None, required: Iterable[str] = ()) -> Schema:
    """An event's data: ``obj(properties, required)`` with, last, the two optional fields the
    cooperative game adds to every event of a move (``decide``): ``tribe``, the tribe that acted,
    and ``tribes``, the tribes in play."""
    return obj({**(properties or {}), "tribe": integer(), "tribes": tribes_in_play()}, required)


def offer_item(card: Schema) -> Schema:
    """One item of a negotiation offer (``negotiation.item_choices``); ``card`` is how its card is given."""
    return obj({
        "kind": ref("OfferItemKind"),
        "card": card,
        "daughter": ref("Daughter"),
        "groom": string(),
    }, ["kind"])


def options() -> Schema:
    """The options the game was set up with."""
    return obj({
        "game": enum_of(["advanced", "beginner"]),
        "survivor": boolean(),
        "bloody_snow": boolean(),
        "cooperative": boolean(),
        "sami": boolean(),
    }, ["game", "survivor", "bloody_snow", "cooperative", "sami"])


def banish_target() -> Schema:
    """Who a banishment sends away: an elder or a daughter's spouse of a seat."""
    return obj({
        "kind": enum_of(["elder", "spouse"]),
        "seat": integer(),
        "daughter": ref("Daughter"),
    }, ["kind", "seat"])


# A move that names a tribe carries the tribes in play in the cooperative game (``moves.legal_moves``).
MOVES: dict[str, Schema] = {
    "abandon_colonies": obj(),
    "answer": obj({"offer": integer(), "accept": boolean(), "groom": string()}, ["offer", "accept"]),
    "banish": obj({"pay": ref("Resource")}),
    "banish_target": obj({"target": banish_target(), "tribes": tribes_in_play()}, ["target"]),
    "baptism": obj(),
    "bid": obj({"amount": integer()}, ["amount"]),
    "cash_in": obj({"card": ref("Card")}, ["card"]),
    "casualty": obj({"cube": ref("Casualty")}, ["cube"]),
    "choose_animal": obj({"animal": ref("Animal")}, ["animal"]),
    "convert": obj({"faces": array_of(integer())}, ["faces"]),
    "decimation": obj({
        "elder": array_of(integer(), exact=2, nullable=True),
        "alpha_dies": boolean(),
    }, ["elder", "alpha_dies"]),
    "declare_first": obj({"declare": boolean()}, ["declare"]),
    "degrade": obj({"card": ref("Card")}, ["card"]),
    "discard_hand": obj({"card": ref("Card")}, ["card"]),
    "divorce": obj({"daughter": ref("Daughter")}, ["daughter"]),
    "domesticate": obj({"card": ref("Card"), "pay": ref("Resource")}, ["card"]),
    "emissary": obj({"target": integer(), "pay": ref("Resource"), "tribes": tribes_in_play()}, ["target"]),
    "end_actions": obj(),
    "end_assignment": obj(),
    "end_pacify": obj(),
    "end_reassign": obj(),
    "forage": obj({
        "card": ref("Card"),
        "with": ref("ForagePayment"),
        "board": integer(),
        "rank": integer(),
    }, ["card", "with"]),
    "hit": obj({"victim": integer(), "tribes": tribes_in_play()}, ["victim"]),
    "hunt": obj({"alpha": boolean()}, ["alpha"]),
    "hunt_card": obj({"card": ref("Card")}, ["card"]),
    "iron_rule": obj({"spend": boolean()}, ["spend"]),
    "keep_dice": obj(),
    "marry": obj({"daughter": ref("Daughter"), "alpha": boolean()}, ["daughter"]),
    "nego_card": obj({"card": ref("Card")}, ["card"]),
    "nego_done": obj(),
    "offer_drop": obj(),
    "offer_item": obj({
        "to": integer(),
        "side": enum_of(["ask", "give"]),
        "item": offer_item(ref("Card")),
    }, ["to", "side", "item"]),
    "offer_send": obj(),
    "offer_to": obj({"to": integer(), "tribes": tribes_in_play()}, ["to"]),
    "pacify": obj({"card": ref("Card")}, ["card"]),
    "pass": obj(),
    "pay_loss": obj({
        "with": ref("LossPayment"),
        "board": integer(),
        "rank": integer(),
        "card": ref("Card"),
    }, ["with"]),
    "place": obj({"card": ref("Card"), "alpha": boolean()}, ["card", "alpha"]),
    "promote": obj({"rank": integer(), "alpha": boolean(), "pay": ref("Resource")}, ["rank", "alpha"]),
    "proselytise": obj({"target": integer(), "pay": ref("Resource"), "tribes": tribes_in_play()}, ["target"]),
    "reassign": obj({"from": string(), "to": string(), "alpha": boolean()}, ["from", "to", "alpha"]),
    "recall_elder": obj({"rank": integer(), "alpha": boolean()}, ["rank", "alpha"]),
    "recall_settler": obj({"card": ref("Card"), "alpha": boolean()}, ["card"]),
    "recall_spouse": obj({"daughter": ref("Daughter")}, ["daughter"]),
    "reroll": obj({"face": integer()}, ["face"]),
    "retreat": obj({"card": ref("Card")}, ["card"]),
    "sacrifice": obj({"board": integer(), "tribes": tribes_in_play()}, ["board"]),
    "take_card": obj({"take": boolean()}, ["take"]),
    "toolmaker": obj({"card": ref("Card"), "pay": ref("Resource")}, ["card", "pay"]),
    "trophy": obj({"claim": boolean()}, ["claim"]),
    "war_council": obj({"first": integer(), "tribes": tribes_in_play()}, ["first"]),
    "witch_hunt": obj({"rank": integer(), "pay": ref("Resource")}, ["rank"]),
    "wool": obj({"take": ref("WoolChoice")}, ["take"]),
}


def _row() -> Schema:
    """A row of biome cards (C2): its warm and its cold side."""
    return obj({"warm": array_of(ref("Biome")), "cold": array_of(ref("Biome"))}, ["warm", "cold"])


def _new_world_card() -> Schema:
    """Markland or Vinland (G): the side showing and the settlers on it."""
    return obj({"side": ref("NewWorldSide"), "settlers": array_of(integer())}, ["side", "settlers"])


def _offer() -> Schema:
    """An offer made in the negotiation (F): who made it, to whom, what it gives and asks."""
    return obj({
        "id": integer(),
        "from": integer(),
        "accepted": array_of(integer()),
        "to": array_of(integer()),
        "give": array_of(offer_item(ref("Card"))),
        "ask": array_of(offer_item(ref("Card"))),
        "retreat": boolean(),
    }, ["id", "from", "accepted", "to", "give", "ask"])


def _draft() -> Schema:
    """An offer a seat is still putting together."""
    return obj({
        "to": integer(),
        "give": array_of(offer_item(ref("Card"))),
        "ask": array_of(offer_item(ref("Card"))),
    }, ["to", "give", "ask"])


def _hunt_roll() -> Schema:
    """A hunt's dice and what they did (D)."""
    return obj({
        "seat": integer(),
        "dice": array_of(obj({
            "v": integer(),
            "alpha": boolean(),
            "fixed": boolean(),
            "rr": boolean(),
        }, ["v", "alpha", "fixed", "rr"])),
        "converted": array_of(integer()),
        "success": boolean(),
        "multiple": integer(),
        "dead": obj({"alpha": boolean(), "small": integer()}, ["alpha", "small"]),
        "faces": array_of(integer()),
        "loss_left": integer(),
        "gained": obj({
            "babies": integer(),
            "energy": integer(),
            "ivory": integer(),
            "iron": integer(),
        }, ["babies", "energy", "ivory", "iron"]),
        "rerolls_done": boolean(),
    }, ["seat", "dice", "converted", "success", "multiple"], nullable=True)


VIEW: Schema = obj({
    "players": array_of(obj({
        "tribe": ref("Tribe"),
        "side": ref("ElderSide"),
        "energy": integer(),
        "ivory": integer(),
        "iron": integer(),
        "unassigned": integer(),
        "alpha": string(),
        "tableau": array_of(ref("Card")),
        "trophies": array_of(ref("Biome")),
        # A hand is shown to its own seat, counted for the others.
        "hand": any_of(integer(), array_of(ref("Card"))),
        "spouses": array_of(ref("Daughter")),
        "extinct": boolean(),
    }, [
        "tribe", "side", "energy", "ivory", "iron", "unassigned", "alpha", "tableau", "trophies", "hand",
        "spouses", "extinct",
    ])),
    "boards": array_of(array_of(array_of(integer()))),
    "options": options(),
    "beginner": boolean(),
    "rules": integer(),
    "rows": obj({"north": _row(), "south": _row()}, ["north", "south"]),
    "piles": obj({"north": integer(), "south": integer(), "events": integer()}, ["north", "south", "events"]),
    "events_left": integer(),
    "new_world": obj({"markland": _new_world_card(), "vinland": _new_world_card()}),
    "hunters": mapping(ref("Biome"), array_of(integer())),
    "tableau_cubes": mapping(ref("Card"), array_of(integer())),
    "placed": mapping(ref("Placed"), array_of(integer())),
    "stolen": mapping(ref("Card"), integer()),
    "nego": obj({
        "card": or_null(ref("Card")),
        "handled": array_of(ref("Card")),
        "offers": array_of(_offer()),
        "drafts": by_seat(_draft()),
        "next": integer(),
        "sent": array_of(integer()),
        "exchanged": boolean(),
    }, ["card", "handled", "offers", "drafts", "next", "sent", "exchanged"], nullable=True),
    "battle": obj({
        "card": ref("Card"),
        "seat": integer(),
        "dice": array_of(obj({"v": integer(), "rr": boolean()}, ["v", "rr"])),
        "hits": integer(),
        "losses": by_seat(obj({
            "small": integer(),
            "alpha": boolean(),
            "spouse": or_null(ref("Daughter")),
            "asked": boolean(),
        }, ["small", "alpha", "spouse", "asked"])),
    }, ["card", "seat", "dice", "hits", "losses"], nullable=True),
    "turn": integer(),
    "event": or_null(ref("EventCard")),
    "first": integer(),
    "order": array_of(integer()),
    "flags": obj({
        "falconers_ransom": boolean(),
        "no_sea_hunt": boolean(),
        "markland_forbidden": boolean(),
        "cooled": boolean(),
        "ski": array_of(integer()),
    }),
    "start": obj({
        "warchief": array_of(boolean()),
        "mono": array_of(boolean()),
        "missionaries": array_of(array_of(integer())),
    }),
    "step": obj({
        "kind": enum_of(["decision"]),
        "seat": integer(),
        "ask": ref("Decision"),
        "cards": array_of(ref("Card")),
        "left": integer(),
        "offer": integer(),
        "upkeep": boolean(),
        "card": ref("Card"),
        "options": array_of(string()),
        "victims": array_of(integer()),
    }, ["kind", "seat", "ask"], nullable=True),
    "auction": obj({
        "card": ref("EventCard"),
        "high": integer(),
        "leader": integer(nullable=True),
        "passed": array_of(integer()),
        "next": integer(),
    }, ["card", "high", "leader", "passed", "next"], nullable=True),
    "hunt": obj({
        "card": ref("Card"),
        "taken": boolean(),
        "roll": _hunt_roll(),
        "replacement": boolean(),
    }, ["card", "taken", "roll"], nullable=True),
    "actions": obj({
        "seat": integer(),
        "used": by_seat(integer()),
        "converts": array_of(integer()),
    }, ["seat", "used", "converts"], nullable=True),
    "assign": obj({
        "seat": integer(),
        "started_with": integer(),
        "recalled": boolean(),
        "reassign_left": integer(),
        "evacuated": integer(),
    }, ["seat"], nullable=True),
    "removed": array_of(ref("Card")),
    "over": boolean(),
    "last_roll": obj({
        "purpose": ref("RollShown"),
        "dice": array_of(integer()),
        "seat": integer(),
        "card": or_null(ref("Card")),
        "faces": array_of(integer()),
        "success": boolean(),
    }, ["purpose"], nullable=True),
    "hunted": array_of(ref("Card")),
    "scores": by_seat(integer()),
    "to_move": array_of(integer()),
    # The cooperative game's only (K): who plays each tribe, and which tribes survive.
    "controllers": array_of(integer(), exact=3),
    "survivors": array_of(boolean(), exact=3),
}, [
    "players", "boards", "options", "beginner", "rules", "rows", "piles", "events_left", "new_world",
    "hunters", "tableau_cubes", "placed", "stolen", "nego", "battle", "turn", "event", "first", "order",
    "flags", "start", "step", "auction", "hunt", "actions", "assign", "removed", "over", "last_roll",
    "scores", "to_move",
])

# A move's event has the move's fields; in the cooperative game, ``tribe`` and ``tribes`` too, mostly
# last (``cooperative``). Where the move itself carries ``tribes``, or the rules add fields after the
# move's, the fields are spelt out in the order the event has them.
EVENTS: dict[str, Schema] = {
    "abandon_colonies": cooperative(),
    "answer": cooperative({"offer": integer(), "accept": boolean(), "groom": string()}, ["offer", "accept"]),
    "banish": cooperative({"pay": ref("Resource")}),
    "banish_target": cooperative({"target": banish_target()}, ["target"]),
    "baptism": cooperative(),
    "bid": cooperative({"amount": integer()}, ["amount"]),
    "biome_drawn": obj({
        "row": ref("Row"),
        "card": ref("Biome"),
        "purpose": enum_of(["migration", "replace"]),
    }, ["row", "card", "purpose"]),
    "cash_in": cooperative({"card": ref("Card")}, ["card"]),
    "casualty": cooperative({"cube": ref("Casualty")}, ["cube"]),
    "choose_animal": cooperative({"animal": ref("Animal")}, ["animal"]),
    "convert": cooperative({"faces": array_of(integer())}, ["faces"]),
    "decimation": cooperative({
        "elder": array_of(integer(), exact=2, nullable=True),
        "alpha_dies": boolean(),
    }, ["elder", "alpha_dies"]),
    "declare_first": cooperative({"declare": boolean()}, ["declare"]),
    "degrade": cooperative({"card": ref("Card")}, ["card"]),
    "dice_rolled": cooperative({
        "dice": array_of(integer()),
        "purpose": ref("DicePurpose"),
    }, ["dice", "purpose"]),
    "discard_hand": cooperative({"card": ref("Card")}, ["card"]),
    "divorce": cooperative({"daughter": ref("Daughter")}, ["daughter"]),
    "domesticate": cooperative({"card": ref("Card"), "pay": ref("Resource")}, ["card"]),
    "emissary": obj({
        "target": integer(),
        "pay": ref("Resource"),
        "tribes": tribes_in_play(),
        "tribe": integer(),
    }, ["target"]),
    "end_actions": cooperative(),
    "end_assignment": cooperative(),
    "end_pacify": cooperative(),
    "end_reassign": cooperative(),
    "event_revealed": obj({"card": ref("EventCard")}, ["card"]),
    "forage": cooperative({
        "card": ref("Card"),
        "with": ref("ForagePayment"),
        "board": integer(),
        "rank": integer(),
    }, ["card", "with"]),
    "hit": obj({"victim": integer(), "tribes": tribes_in_play(), "tribe": integer()}, ["victim"]),
    "hunt": cooperative({"alpha": boolean()}, ["alpha"]),
    "hunt_card": cooperative({"card": ref("Card")}, ["card"]),
    "iron_rule": cooperative({"spend": boolean()}, ["spend"]),
    "keep_dice": cooperative(),
    "marry": obj({
        "daughter": ref("Daughter"),
        "tribe": integer(),
        "tribes": tribes_in_play(),
        "alpha": boolean(),
    }, ["daughter"]),
    "nego_card": cooperative({"card": ref("Card")}, ["card"]),
    "nego_done": cooperative(),
    "offer_drop": cooperative(),
    "offer_item": cooperative({
        "to": integer(),
        "side": enum_of(["ask", "give"]),
        "item": offer_item(or_null(ref("Card"))),
    }, ["to", "side", "item"]),
    "offer_send": cooperative(),
    "offer_to": obj({"to": integer(), "tribes": tribes_in_play(), "tribe": integer()}, ["to"]),
    "pacify": cooperative({"card": ref("Card")}, ["card"]),
    "pass": cooperative(),
    "pay_loss": obj({
        "with": ref("LossPayment"),
        "board": integer(),
        "rank": integer(),
        "tribe": integer(),
        "tribes": tribes_in_play(),
        "card": ref("Card"),
    }, ["with"]),
    "place": cooperative({"card": ref("Card"), "alpha": boolean()}, ["card", "alpha"]),
    "promote": cooperative({
        "rank": integer(),
        "alpha": boolean(),
        "pay": ref("Resource"),
    }, ["rank", "alpha"]),
    "proselytise": cooperative({"target": integer(), "pay": ref("Resource")}, ["target"]),
    "reassign": cooperative({"from": string(), "to": string(), "alpha": boolean()}, ["from", "to", "alpha"]),
    "recall_elder": cooperative({"rank": integer(), "alpha": boolean()}, ["rank", "alpha"]),
    "recall_settler": obj({
        "card": ref("Card"),
        "tribe": integer(),
        "tribes": tribes_in_play(),
        "alpha": boolean(),
    }, ["card"]),
    "recall_spouse": cooperative({"daughter": ref("Daughter")}, ["daughter"]),
    "reroll": cooperative({"face": integer()}, ["face"]),
    "retreat": cooperative({"card": ref("Card")}, ["card"]),
    "sacrifice": cooperative({"board": integer()}, ["board"]),
    "setup": obj({
        "tribes": array_of(ref("Tribe")),
        "options": options(),
        "rows": obj({"north": array_of(ref("Biome")), "south": array_of(ref("Biome"))}, ["north", "south"]),
        "rules": integer(),
        "controllers": array_of(integer(), exact=3),
    }, ["tribes", "options", "rows", "rules"]),
    "take_card": cooperative({"take": boolean()}, ["take"]),
    "toolmaker": cooperative({"card": ref("Card"), "pay": ref("Resource")}, ["card", "pay"]),
    "trophy": cooperative({"claim": boolean()}, ["claim"]),
    "war_council": obj({"first": integer(), "tribes": tribes_in_play(), "tribe": integer()}, ["first"]),
    "witch_hunt": cooperative({"rank": integer(), "pay": ref("Resource")}, ["rank"]),
    "wool": cooperative({"take": ref("WoolChoice")}, ["take"]),
}

EVENT_SEATS: dict[str, str] = {'abandon_colonies': 'seat',
 'answer': 'seat',
 'banish': 'seat',
 'banish_target': 'seat',
 'baptism': 'seat',
 'bid': 'seat',
 'biome_drawn': 'none',
 'cash_in': 'seat',
 'casualty': 'seat',
 'choose_animal': 'seat',
 'convert': 'seat',
 'decimation': 'seat',
 'declare_first': 'seat',
 'degrade': 'seat',
 'dice_rolled': 'nullable',
 'discard_hand': 'seat',
 'divorce': 'seat',
 'domesticate': 'seat',
 'emissary': 'seat',
 'end_actions': 'seat',
 'end_assignment': 'seat',
 'end_pacify': 'seat',
 'end_reassign': 'seat',
 'event_revealed': 'none',
 'forage': 'seat',
 'hit': 'seat',
 'hunt': 'seat',
 'hunt_card': 'seat',
 'iron_rule': 'seat',
 'keep_dice': 'seat',
 'marry': 'seat',
 'nego_card': 'seat',
 'nego_done': 'seat',
 'offer_drop': 'seat',
 'offer_item': 'seat',
 'offer_send': 'seat',
 'offer_to': 'seat',
 'pacify': 'seat',
 'pass': 'seat',
 'pay_loss': 'seat',
 'place': 'seat',
 'promote': 'seat',
 'proselytise': 'seat',
 'reassign': 'seat',
 'recall_elder': 'seat',
 'recall_settler': 'seat',
 'recall_spouse': 'seat',
 'reroll': 'seat',
 'retreat': 'seat',
 'sacrifice': 'seat',
 'setup': 'none',
 'take_card': 'seat',
 'toolmaker': 'seat',
 'trophy': 'seat',
 'war_council': 'seat',
 'witch_hunt': 'seat',
 'wool': 'seat'}
