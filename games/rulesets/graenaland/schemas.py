"""Graenaland: the JSON Schemas of its moves, its view and its events' data: ``DEFS``, ``MOVES``,
``VIEW``, ``EVENTS`` and ``EVENT_SEATS``, as ``games.engine.schemas`` says.

The closed sets are built from ``components`` (tiles, decks, heroes, compass, projects), not from
what playouts happened to show: every territory a layout (standard or advanced) can use, every card
of the decks and every direction is in its set by construction, and a component added there joins
its set without an edit here. Maps keyed by territory (``villages``, ``piles``, …) are closed maps
whose keys are territories: which ones a game has depends on its player count. The few sets the
rules spell out in code rather than in a table are listed here with where they come from.
"""

from __future__ import annotations

from games.engine.schemas import (
    Schema,
    any_of,
    array_of,
    boolean,
    by_seat,
    enum_of,
    integer,
    null,
    obj,
    or_null,
    ref,
)
from games.rulesets.graenaland import components as C

DEFS: dict[str, Schema] = {
    "Territory": enum_of(list(C.TILES)),
    "Row": enum_of([tile["row"] for tile in C.TILES.values()]),  # "coast" / "inland"
    "Terrain": enum_of(list(C.TERRAINS)),
    "Resource": enum_of(list(C.RESOURCES)),
    "BasicResource": enum_of(list(C.BASIC_RESOURCES)),
    "Hero": enum_of(list(C.HEROES)),
    # A hero's planned move: a compass direction, or "stay" (``rules.legal_moves``, phase 3).
    "Direction": enum_of([*C.DIRECTIONS, "stay"]),
    "PublicWork": enum_of(list(C.PUBLIC_WORKS)),
    # What a building phase may build (``building.project_options``): a village, the army, a building, a work.
    "Project": enum_of(["village", "army", *C.BUILDINGS, *C.PUBLIC_WORKS]),
    "ResourceCard": enum_of(list(C.RESOURCE_CARDS)),
    "SupplyCard": enum_of(list(C.SUPPLY_CARDS)),
    # A card in a hand, a pile or a payment: a resource card or a supply card.
    "Card": enum_of([*C.RESOURCE_CARDS, *C.SUPPLY_CARDS]),
    "VpCard": enum_of(list(C.VP_CARDS)),
    # Every value ``state`` gives ``state["phase"]`` (the game's round, in order).
    "Phase": enum_of(["setup", "vp_choice", "placement", "production", "heroes", "distribution", "claims",
                      "building", "final_building", "end", "over"]),
    "ProposalStage": enum_of(["assign", "confirm", "vote"]),  # ``state``: a distribution proposal's steps
    "JointStage": enum_of(["offers", "decide"]),  # ``state``: a joint public work's steps
    # ``card_produced``: a card laid face up, face down (hidden), or taken for a terrain improvement.
    "ProducedFace": enum_of(["up", "down", "improvement"]),
}

MOVES: dict[str, Schema] = {
    "abandon_joint": obj(),
    "assign_card": obj({"card": integer(), "to": integer()}, ["card", "to"]),
    "build": obj({
        "project": ref("Project"),
        "territory": ref("Territory"),
        "variant": ref("BasicResource"),
    }, ["project"]),
    "build_joint": obj(),
    "cancel_project": obj(),
    "choose_vp_card": obj({"card": ref("VpCard")}, ["card"]),
    "claim_victory": obj({"vp": integer()}, ["vp"]),
    "confirm_proposal": obj(),
    "decline_favour": obj(),
    "done_offering": obj(),
    "end_turn": obj(),
    "finish_building": obj(),
    "give_card": obj({"card": ref("Card"), "to": integer()}, ["card", "to"]),
    "grant_favour": obj({"to": integer()}, ["to"]),
    "move_hero": obj({"accept": boolean()}, ["accept"]),
    "no_claim": obj(),
    "offer_card": obj({"card": ref("Card")}, ["card"]),
    "pass": obj(),
    "pay": obj({
        "card": ref("Card"),
        "as": array_of(ref("Resource")),
        "market": ref("Territory"),
    }, ["card", "as"]),
    "place_village": obj({"territory": ref("Territory")}, ["territory"]),
    "plan_hero": obj({"direction": ref("Direction"), "hero": ref("Hero")}, ["direction"]),
    "propose": obj({"territory": ref("Territory")}, ["territory"]),
    "propose_joint": obj({"work": ref("PublicWork"), "territory": ref("Territory")}, ["work", "territory"]),
    "relocate": obj({"territory": ref("Territory")}, ["territory"]),
    "stay": obj(),
    "take_supply": obj({"card": ref("SupplyCard")}, ["card"]),
    "vote": obj({"accept": boolean()}, ["accept"]),
    "withdraw_proposal": obj(),
}


def by_territory(values: Schema) -> Schema:
    """A map keyed by territory, each mapped to ``values`` (its keys are the territories of the game's
    layout). The same as ``mapping(ref("Territory"), values)`` but for the key order, which the
    published schema has always had."""
    return {"type": "object", "additionalProperties": values, "propertyNames": ref("Territory")}


def options() -> Schema:
    """The options the game was set up with."""
    return obj({
        "advanced_setup": boolean(),
        "victory_point_cards": boolean(),
        "five_player_favour": boolean(),
        "three_player_modifications": boolean(),
    }, ["advanced_setup", "victory_point_cards", "five_player_favour", "three_player_modifications"])


def per_terrain() -> Schema:
    """A count for each terrain's deck."""
    return obj({
        "plains": integer(),
        "forest": integer(),
        "hills": integer(),
        "mountains": integer(),
    }, ["plains", "forest", "hills", "mountains"])


def resources(order: list[str]) -> Schema:
    """So many cards of each resource, a resource not needed left out; ``order`` is the order the
    published schema has always listed the five in at that place."""
    return obj({resource: integer() for resource in order})


def hero_at() -> Schema:
    """A hero and the territory it is in or is offered."""
    return obj({"hero": ref("Hero"), "territory": ref("Territory")}, ["hero", "territory"])


def _build() -> Schema:
    """The building phase under way (phase 7): who builds, their project, a joint work, a favour."""
    return obj({
        "seat": integer(),
        "final": boolean(),
        "supply_taken": boolean(),
        "markets_used": array_of(ref("Territory")),
        "joint_used": boolean(),
        "joint": obj({
            "work": ref("PublicWork"),
            "territory": ref("Territory"),
            "stage": ref("JointStage"),
            "offerers": array_of(integer()),
            "offers": by_seat(array_of(ref("Card"))),
        }, ["work", "territory", "stage", "offerers", "offers"], nullable=True),
        "favour": obj({"done": boolean(), "seat": integer(), "building": boolean()}, ["done"], nullable=True),
        "project": obj({
            "kind": ref("Project"),
            "territory": or_null(ref("Territory")),
            "variant": or_null(ref("BasicResource")),
            "need": resources(["wood", "ore", "grain", "cattle", "gold"]),
            "gifts": array_of(integer()),
            "given": array_of(obj({"card": ref("Card"), "to": integer()}, ["card", "to"])),
            "paid": array_of(obj({"card": ref("Card"), "owner": integer()}, ["card", "owner"])),
            "by": integer(),
            "joint": boolean(),
            "markets": array_of(ref("Territory")),
        }, ["kind", "territory", "variant", "need", "gifts", "given", "paid", "by", "joint", "markets"],
            nullable=True),
        "choice": obj({
            "hero": ref("Hero"),
            "territory": ref("Territory"),
            "seat": integer(),
        }, ["hero", "territory", "seat"], nullable=True),
        "claim": integer(),
    }, [
        "seat", "final", "supply_taken", "markets_used", "joint_used", "joint", "favour", "project", "choice",
    ], nullable=True)


VIEW: Schema = obj({
    "players": integer(),
    "options": options(),
    "positions": by_territory(array_of(any_of(integer(), ref("Row")), exact=2)),
    "villages": by_territory(array_of(integer())),
    "buildings": by_territory(obj({
        "keep": integer(nullable=True),
        "church": integer(nullable=True),
        "hall": integer(nullable=True),
    }, ["keep", "church", "hall"])),
    "works": by_territory(obj({
        "road": boolean(),
        "improvement": boolean(),
        "market": boolean(),
        "palisade": boolean(),
    }, ["road", "improvement", "market", "palisade"])),
    "piles": by_territory(array_of(obj({"card": or_null(ref("Card")), "up": boolean()}, ["card", "up"]))),
    "heroes": array_of(obj({
        "warrior": or_null(ref("Territory")),
        "priest": or_null(ref("Territory")),
        "minstrel": or_null(ref("Territory")),
    }, ["warrior", "priest", "minstrel"])),
    "waiting": array_of(obj({
        "priest": or_null(ref("Territory")),
        "minstrel": or_null(ref("Territory")),
    }, ["priest", "minstrel"])),
    "army": array_of(integer()),
    "hands": array_of(array_of(ref("Card"), nullable=True)),
    "decks": per_terrain(),
    "discards": per_terrain(),
    "supply_deck": integer(),
    "supply_row": array_of(ref("SupplyCard")),
    "supply_discard": array_of(ref("SupplyCard")),
    "main": integer(),
    "turn": integer(),
    "last_built_turn": integer(),
    "phase": ref("Phase"),
    # Each seat's hero plan (``views``): the reader's own as it is (null until made), the others' only
    # whether they have planned.
    "plans": array_of(any_of(
        boolean(),
        obj({"direction": ref("Direction"), "hero": or_null(ref("Hero"))}, ["direction"]),
        null(),
    )),
    "proposers": array_of(integer()),
    "proposal": obj({
        "proposer": integer(),
        "territory": ref("Territory"),
        "assign": array_of(integer()),
        "stage": ref("ProposalStage"),
        "voters": array_of(integer()),
        "weights": by_seat(integer()),
    }, ["proposer", "territory", "assign", "stage", "voters", "weights"], nullable=True),
    "votes": by_seat(boolean()),
    "claims": by_seat(any_of(boolean(), integer(), null())),
    "claimants": array_of(integer()),
    "claimed": by_seat(integer()),
    "build": _build(),
    "final_queue": array_of(integer()),
    "winner": integer(nullable=True),
    "over": boolean(),
    "ended_by_limit": boolean(),
    "placement": obj({
        "order": array_of(integer()),
        "index": integer(),
        "cards": by_territory(integer()),
        "settlers": by_territory(array_of(integer())),
        "first": array_of(or_null(ref("Territory"))),
        "relocation": obj({
            "territory": ref("Territory"),
            "newcomer": integer(),
            "asked": array_of(integer()),
        }, ["territory", "newcomer", "asked"], nullable=True),
    }, ["order", "index", "cards", "settlers", "first", "relocation"], nullable=True),
    "vp": obj({
        "offers": array_of(any_of(integer(), array_of(ref("VpCard")))),
        "cards": array_of(any_of(boolean(), ref("VpCard"), null())),
        "revealed": array_of(boolean()),
    }, ["offers", "cards", "revealed"]),
    "you": integer(nullable=True),
    "hand_sizes": array_of(integer()),
    "territory_votes": by_territory(array_of(integer())),
    "progress": array_of(obj({
        "colonies": integer(),
        "territories": integer(),
        "major": integer(),
        "buildings": integer(),
        "army": integer(),
        "goals_met": integer(),
    }, ["colonies", "territories", "major", "buildings", "army", "goals_met"])),
    "your_victory_points": integer(),
}, [
    "players", "options", "positions", "villages", "buildings", "works", "piles", "heroes", "waiting", "army",
    "hands", "decks", "discards", "supply_deck", "supply_row", "supply_discard", "main", "turn",
    "last_built_turn", "phase", "plans", "proposers", "proposal", "votes", "claims", "claimants", "claimed",
    "build", "final_queue", "winner", "over", "ended_by_limit", "placement", "vp", "you", "hand_sizes",
    "territory_votes", "progress",
])

EVENTS: dict[str, Schema] = {
    "building_finished": obj(),
    "card_assigned": obj({"index": integer(), "to": integer(), "card": ref("Card"), "face_down": boolean()},
                         ["index", "to"]),
    "card_drawn": obj({"terrain": ref("Terrain"), "card": ref("ResourceCard")}, ["terrain"]),
    "card_given": obj({"card": ref("Card"), "to": integer()}, ["card", "to"]),
    "card_offered": obj({"card": ref("Card")}, ["card"]),
    "card_paid": obj({
        "card": ref("Card"),
        "owner": integer(),
        "as": array_of(ref("Resource")),
        "market": or_null(ref("Territory")),
    }, ["card", "owner", "as", "market"]),
    "card_produced": obj({
        "territory": ref("Territory"),
        "face": ref("ProducedFace"),
        "card": or_null(ref("Card")),
        "kept": boolean(),
    }, ["territory", "face", "card", "kept"]),
    "claim_failed": obj({"vp": integer(), "claimed": integer()}, ["vp", "claimed"]),
    "claim_made": obj({"vp": integer()}),
    "claims_revealed": obj({
        "claims": by_seat(integer()),
        "order": array_of(integer()),
        "claimant": integer(nullable=True),
    }, ["claims", "order", "claimant"]),
    "colony_placed": obj({
        "territory": ref("Territory"),
        "warrior": boolean(),
        "crowded": boolean(),
    }, ["territory", "warrior"]),
    "deck_refilled": obj({"terrain": ref("Terrain")}, ["terrain"]),
    "distribution_started": obj(),
    "favour_declined": obj(),
    "favour_granted": obj({"to": integer()}, ["to"]),
    "favour_started": obj(),
    "game_stopped": obj({
        "reason": enum_of(["turn_limit"]),
        "turns": integer(),
        "last_built_turn": integer(),
    }, ["reason", "turns", "last_built_turn"]),
    "game_started": obj({
        "players": integer(),
        "options": options(),
        "coast": array_of(ref("Territory")),
        "inland": array_of(ref("Territory")),
    }, ["players", "options", "coast", "inland"]),
    "hero_entered": hero_at(),
    "hero_move_declined": hero_at(),
    "hero_move_offered": hero_at(),
    "hero_planned": obj({"hero": or_null(ref("Hero")), "direction": ref("Direction")}),
    "hero_waiting": hero_at(),
    "heroes_moved": obj({
        "moves": array_of(obj({
            "seat": integer(),
            "hero": or_null(ref("Hero")),
            "direction": ref("Direction"),
            "from": or_null(ref("Territory")),
            "to": or_null(ref("Territory")),
        }, ["seat", "hero", "direction", "from", "to"])),
    }, ["moves"]),
    "heroes_planning": obj(),
    "joint_abandoned": obj(),
    "joint_proposed": obj({"work": ref("PublicWork"), "territory": ref("Territory")}, ["work", "territory"]),
    "offers_done": obj(),
    "placement_ended": obj(),
    "project_built": obj({
        "project": ref("Project"),
        "territory": or_null(ref("Territory")),
        "variant": or_null(ref("BasicResource")),
        "joint": boolean(),
    }, ["project", "territory", "variant", "joint"]),
    "project_cancelled": obj(),
    "project_started": obj({
        "project": ref("Project"),
        "territory": or_null(ref("Territory")),
        "variant": or_null(ref("BasicResource")),
        "cost": resources(["grain", "cattle", "wood", "ore", "gold"]),
        "gifts": array_of(integer()),
        "joint": boolean(),
    }, ["project", "territory", "variant", "cost", "gifts"]),
    "proposal_made": obj({
        "territory": ref("Territory"),
        "assign": array_of(integer()),
        "weights": by_seat(integer()),
    }, ["territory", "assign", "weights"]),
    "proposal_passed": obj(),
    "proposal_started": obj({"territory": ref("Territory")}, ["territory"]),
    "proposal_withdrawn": obj(),
    "relocation_declined": obj(),
    "start_card_taken": obj({"territory": ref("Territory"), "card": ref("Card")}, ["territory"]),
    "start_cards_laid": obj({
        "order": array_of(integer()),
        "cards": by_territory(integer()),
    }, ["order", "cards"]),
    "supply_refilled": obj(),
    "supply_revealed": obj({"card": ref("SupplyCard")}, ["card"]),
    "supply_taken": obj({"card": ref("SupplyCard")}, ["card"]),
    "turn_ended": obj(),
    "turn_started": obj({"main": integer(), "turn": integer()}, ["main", "turn"]),
    "victory_declared": obj({"goals": integer(), "vp": integer()}),
    "village_relocated": obj({"from": ref("Territory"), "to": ref("Territory")}, ["from", "to"]),
    "vote_cast": obj({"accept": boolean()}),
    "votes_revealed": obj({
        "territory": ref("Territory"),
        "assign": array_of(integer()),
        "votes": by_seat(boolean()),
        "yes": integer(),
        "total": integer(),
        "adopted": boolean(),
    }, ["territory", "assign", "votes", "yes", "total", "adopted"]),
    "vp_card_chosen": obj({"card": ref("VpCard")}),
    "vp_card_revealed": obj({"card": ref("VpCard"), "vp": integer()}, ["card", "vp"]),
    "vp_cards_dealt": obj({"cards": array_of(ref("VpCard"), exact=3)}),
}

EVENT_SEATS: dict[str, str] = {'building_finished': 'seat',
 'card_assigned': 'seat',
 'card_drawn': 'seat',
 'card_given': 'seat',
 'card_offered': 'seat',
 'card_paid': 'seat',
 'card_produced': 'none',
 'claim_failed': 'seat',
 'claim_made': 'seat',
 'claims_revealed': 'none',
 'colony_placed': 'seat',
 'deck_refilled': 'none',
 'distribution_started': 'none',
 'favour_declined': 'seat',
 'favour_granted': 'seat',
 'favour_started': 'seat',
 'game_started': 'none',
 'game_stopped': 'none',
 'hero_entered': 'seat',
 'hero_move_declined': 'seat',
 'hero_move_offered': 'seat',
 'hero_planned': 'seat',
 'hero_waiting': 'seat',
 'heroes_moved': 'none',
 'heroes_planning': 'none',
 'joint_abandoned': 'seat',
 'joint_proposed': 'seat',
 'offers_done': 'seat',
 'placement_ended': 'none',
 'project_built': 'seat',
 'project_cancelled': 'seat',
 'project_started': 'seat',
 'proposal_made': 'seat',
 'proposal_passed': 'seat',
 'proposal_started': 'seat',
 'proposal_withdrawn': 'seat',
 'relocation_declined': 'seat',
 'start_card_taken': 'seat',
 'start_cards_laid': 'none',
 'supply_refilled': 'none',
 'supply_revealed': 'none',
 'supply_taken': 'seat',
 'turn_ended': 'seat',
 'turn_started': 'none',
 'victory_declared': 'seat',
 'village_relocated': 'seat',
 'vote_cast': 'seat',
 'votes_revealed': 'none',
 'vp_card_chosen': 'seat',
 'vp_card_revealed': 'seat',
 'vp_cards_dealt': 'seat'}
