"""Every component of Greenland (Phil Eklund, 2nd edition), as plain data.

RECONSTRUCTED: no list of the 60 cards exists in public (see ../shared/components/greenland.md).
Every card below is a reconstruction that honours each fact the rulebook states about a named card
(the facts are cited in comments) and uses every mechanic the rules define. A player who owns the
game can correct any value here: the engine reads only this data, so no code changes are needed.

Vocabulary
- Biome types: "land" (spear), "sea" (harpoon), "fishing" (hook), "metallurgy" (hammer),
  "raid" (+o+).
- Rows/decks: "north" (Northern Greenland, homeland of Thule and Tunit), "south" (Southern
  Greenland, homeland of the Vikings).
- ``yield``: what a successful hunt gives once per turn: babies, energy, ivory, iron.
- ``deaths``: faces of the "victorious death" (bloody) dice.
- ``trophy``: {"dice": 0|2|3|4, "vp": n}: antler symbol, doubles/triples/quadruples needed.
- ``hand``: {"dice": 0|2|3|4}: hand symbol (D and I cards), same meaning.
- ``mark``: "D" (domesticable animal), "I" (invention) or None.
- ``tableau``: what the card does once in a tableau: ``effects`` (list), ``vp``, ``value`` (discs
  gained when it is discarded for its value, A3), and for D cards ``forage`` (snowflakes paid each
  turn, H1), ``babies`` (H2), ``babies_or_ivory``, ``raid_faces`` (G1), ``no_raid``.
  ``tableau_card`` adds ``raid_deaths`` (the biome's ``deaths``, G0) to a raidable D card only: an
  invention is never raided (E5). An antler on a D or I card is never a trophy (G5): only an antler
  without dice counts, as a hand symbol (``hand_dice``).
- Daughters have no "literate" flag: a literate daughter is one with a hand-size bonus (A2 tip),
  so her ``hand_size`` effect says it, with its amount.
- Effects: {"reroll": face, "on": type} (G2), {"convert": face, "on": type} (G3, the face counts
  as a "1"), {"hand_size": n} (A2), {"sled": True} (E1), {"energy_loss_reduction": n} (D3: each
  energy-loss event is n smaller, an Event card's and Bog Iron's, G4; never a forage, H1),
  {"auction_ties": True} (D10), {"reassign": n} (E6), {"hunt_first": type} (B4),
  {"feud_protection": True} (D2), {"transport": 4} (E1 Mariner), {"warchief": True} (B2, E5, F2).
"""

from __future__ import annotations

import functools
from typing import Any

TRIBES: dict[str, dict[str, Any]] = {
    # sourced: colours and homelands (rulebook A1, A4, E1; the Sami: L "Introduction" and "Sami (E1)").
    # ``people`` / ``people_fr``: how a text names the tribe as a player ("the Thule offers...").
    "thule": {"name": "Thule", "name_fr": "Thulé", "people": "the Thule", "people_fr": "les Thulé",
              "colour": "yellow", "homeland": "north"},
    "tunit": {"name": "Tunit", "name_fr": "Tunit", "people": "the Tunit", "people_fr": "les Tunit",
              "colour": "green", "homeland": "north"},
    "viking": {"name": "Viking", "name_fr": "Viking", "people": "the Vikings", "people_fr": "les Vikings",
               "colour": "red", "homeland": "south"},
    # L: the fourth player, blue, whose homeland is the southern row, shared with the Norse player.
    "sami": {"name": "Sami", "name_fr": "Sami", "people": "the Sami", "people_fr": "les Samis",
             "colour": "blue", "homeland": "south"},
}
TRIBE_ORDER = ["thule", "tunit", "viking"]  # the three cultures of the base game (C, C1, K)
SAMI = "sami"  # the Sami expansion (L, option "sami"): a fourth player, always these four cultures
SAMI_PLAYERS = 4

BIOME_TYPES = ["land", "sea", "fishing", "metallurgy", "raid"]

# sourced (rulebook A4, C6, C8): cube and disc numbers.
SMALL_CUBES = 18
START_UNASSIGNED = 5
START_ENERGY, START_IVORY, START_IRON = 5, 1, 1
HUMUS_LIMIT = 8
EVENT_TURNS = 10
COOPERATIVE_EVENT_TURNS = 12  # K: the solitaire and cooperative game use 12 event cards
# C4: six cards per row, five with two players (C1). RECONSTRUCTED for four players (L says nothing):
# six, since C1's two-player game is the only exception the rulebook names.
ROW_START = {2: 5, 3: 6, 4: 6}


def _y(babies: int = 0, energy: int = 0, ivory: int = 0, iron: int = 0) -> dict[str, int]:
    return {"babies": babies, "energy": energy, "ivory": ivory, "iron": iron}


def _biome(
    id: str,
    name: str,
    name_fr: str,
    deck: str,
    type: str,
    maximum: int,
    successes: int,
    yields: dict[str, int],
    deaths: list[int],
    *,
    trophy: dict[str, int] | None = None,
    hand: dict[str, int] | None = None,
    mark: str | None = None,
    tableau: dict[str, Any] | None = None,
    energy_loss_on_success: int = 0,
) -> dict[str, Any]:
    return {
        "id": id,
        "name": name,
        "name_fr": name_fr,
        "deck": deck,
        "kind": "biome",
        "type": type,
        "maximum": maximum,
        "homeland": deck,
        "successes": successes,
        "yield": yields,
        "deaths": deaths,
        "trophy": trophy,
        "hand": hand,
        "mark": mark,
        "tableau": tableau or {"effects": [], "vp": 0, "value": {}},
        "energy_loss_on_success": energy_loss_on_success,
    }


def _tab(
    effects: list[dict[str, Any]] | None = None,
    vp: int = 0,
    value: dict[str, int] | None = None,
    **extra: Any,
) -> dict[str, Any]:
    return {"effects": effects or [], "vp": vp, "value": value or {}, **extra}


# fmt: off
# (the card data is kept one card per line or two, like a table: easier to read and correct)

# RECONSTRUCTED: the 14 "Northern Greenland" biome cards. Maximums are distinct within the row
# (0..14 with Markland at 7) so that a migration never meets a tie.
NORTH_BIOMES = [
    # sourced: Walrus is a northern sea hunt, 2 successes, 4 babies 2 energy 1 ivory, dies on 3,
    # trophy with triples (G5, G8). The VP value is reconstructed.
    _biome("walrus", "Walrus", "Morse", "north", "sea", 9, 2, _y(4, 2, 1), [3], trophy={"dice": 3, "vp": 4}),
    # sourced: Polar bear kills on a 2 (C3 example); the example's 4 babies and 2 successes fit.
    _biome("polar_bear", "Polar Bear", "Ours polaire", "north", "land", 3, 2, _y(4, 0, 1), [2],
           trophy={"dice": 2, "vp": 3}),
    _biome("narwhal", "Narwhal", "Narval", "north", "sea", 6, 2, _y(2, 1, 2), [6], trophy={"dice": 4, "vp": 6}),
    _biome("bowhead_whale", "Bowhead Whale", "Baleine boréale", "north", "sea", 12, 3, _y(5, 4, 0), [5, 6],
           trophy={"dice": 4, "vp": 7}),
    # sourced: the seal gives 1 baby (G4).
    _biome("ringed_seal", "Ringed Seal", "Phoque annelé", "north", "sea", 14, 1, _y(1, 1, 0), []),
    _biome("arctic_char", "Arctic Char", "Omble chevalier", "north", "fishing", 13, 1, _y(1, 1, 0), []),
    _biome("arctic_fox", "Arctic Fox", "Renard arctique", "north", "land", 10, 1, _y(0, 0, 1), [6],
           trophy={"dice": 2, "vp": 1}),
    _biome("meteorite_iron", "Cape York Meteorite", "Météorite du cap York", "north", "metallurgy", 1, 2,
           _y(0, 0, 0, 2), []),
    _biome("nordrsetur_camp", "Nordrsetur Hunting Camp", "Camp de chasse du Nordrsetur", "north", "raid", 11, 2,
           _y(0, 0, 1, 1), [5, 6]),
    # sourced: Musk Ox is a D card taken into the hand with triples (G6), raiders steal 2 babies (E6).
    _biome("musk_ox", "Musk Ox", "Bœuf musqué", "north", "land", 5, 2, _y(2, 1, 0), [6], hand={"dice": 3}, mark="D",
           tableau=_tab(value={"energy": 2}, forage=1, babies=2, raid_faces=[1, 2])),
    # sourced: Gyrfalcon is worth 1 ivory when hunted or discarded (A3); it can be domesticated.
    # reconstructed: the rest; a falcon is worth ivory (A3, A4: white discs are "des faucons" too),
    # not food, so it gives no babies (H2) but eats (H1: forage 1): one keeps it for its re-roll;
    # a raid on it steals nothing (G1 steals babies, or the sheep's ivory).
    _biome("gyrfalcon", "Gyrfalcon", "Gerfaut", "north", "land", 2, 1, _y(0, 0, 1), [], hand={"dice": 2}, mark="D",
           tableau=_tab([{"reroll": 5, "on": "land"}], value={"ivory": 1}, forage=1, babies=0,
                        raid_faces=[1], falcon=True)),
    # sourced: Dogs need 1 success and can be domesticated (G4 example); the sled is reconstructed.
    _biome("dogs", "Dogs", "Chiens", "north", "land", 8, 1, _y(1, 0, 0), [], hand={"dice": 2}, mark="D",
           tableau=_tab([{"sled": True}], value={"energy": 1}, forage=1, babies=1, raid_faces=[1])),
    # sourced: Toggle-head harpoon is an invention; on sea hunts 3s become 1s (G8).
    _biome("toggle_harpoon", "Toggle-head Harpoon", "Harpon à tête basculante", "north", "sea", 4, 2,
           _y(0, 1, 0), [6], hand={"dice": 0}, mark="I",
           tableau=_tab([{"convert": 3, "on": "sea"}], vp=1, value={"ivory": 1})),
    # sourced: Slit Goggles are an invention with a VP value (I4 example). Its antler has no dice,
    # so it goes to the hand (G5).
    _biome("slit_goggles", "Slit Goggles", "Lunettes à fente", "north", "land", 0, 1, _y(0, 0, 1), [],
           trophy={"dice": 0, "vp": 0}, mark="I",
           tableau=_tab([{"reroll": 6, "on": "sea"}], vp=2)),
]

# RECONSTRUCTED: the 15 "Southern Greenland" biome cards (Vinland takes maximum 14).
SOUTH_BIOMES = [
    _biome("harp_seal", "Harp Seal", "Phoque du Groenland", "south", "sea", 15, 1, _y(2, 1, 0), []),
    _biome("hooded_seal", "Hooded Seal", "Phoque à capuchon", "south", "sea", 10, 2, _y(3, 2, 0), [6]),
    # sourced: the shark is a 5 VP trophy (J example).
    _biome("shark", "Greenland Shark", "Requin du Groenland", "south", "fishing", 4, 2, _y(1, 2, 0), [5],
           trophy={"dice": 3, "vp": 5}),
    _biome("atlantic_cod", "Atlantic Cod", "Morue", "south", "fishing", 13, 1, _y(1, 1, 0), []),
    _biome("salmon", "Salmon Run", "Remontée des saumons", "south", "fishing", 11, 2, _y(2, 2, 0), []),
    _biome("beluga", "Beluga", "Béluga", "south", "sea", 12, 2, _y(2, 3, 0), [6], trophy={"dice": 2, "vp": 3}),
    _biome("arctic_wolf", "Arctic Wolf", "Loup arctique", "south", "land", 6, 2, _y(1, 0, 1), [5, 6],
           trophy={"dice": 4, "vp": 4}),
    # sourced: Bog Iron is metallurgy, 1 iron, and a success costs an energy loss (G4, D3).
    _biome("bog_iron", "Bog Iron", "Fer des marais", "south", "metallurgy", 2, 1, _y(0, 0, 0, 1), [],
           energy_loss_on_success=1),
    _biome("skraeling_camp", "Skraeling Camp", "Camp skræling", "south", "raid", 0, 2, _y(1, 1, 1), [5, 6]),
    # sourced: Barren-Ground Caribou is in the southern deck (4-player Sami expansion uses it).
    # reconstructed: the rest, its antler included; as a D card it goes to the hand with its hand
    # symbol's triples (G6) and its antler is never a trophy (G5), so the antler's dice and VP are
    # never read (README, "Card data questions").
    _biome("caribou", "Barren-Ground Caribou", "Caribou de la toundra", "south", "land", 8, 1, _y(2, 1, 0), [6],
           trophy={"dice": 2, "vp": 2}, hand={"dice": 3}, mark="D",
           tableau=_tab([{"sled": True}], value={"energy": 2}, forage=1, babies=1, raid_faces=[1])),
    # sourced: Elkhounds are a land hunt (G3 example).
    _biome("elkhounds", "Elkhounds", "Chiens d'élan", "south", "land", 9, 1, _y(1, 0, 0), [], hand={"dice": 2},
           mark="D", tableau=_tab([{"reroll": 5, "on": "land"}], value={"energy": 1}, forage=1, babies=1,
                                  raid_faces=[1, 2])),
    # sourced: Icelandic Sheep is a D card giving babies or an ivory (H2); raiders may take ivory.
    _biome("icelandic_sheep", "Icelandic Sheep", "Moutons islandais", "south", "land", 5, 1, _y(1, 0, 1), [],
           hand={"dice": 3}, mark="D",
           tableau=_tab(value={"ivory": 1}, forage=1, babies=1, babies_or_ivory=True, raid_faces=[1, 2])),
    # sourced: the bow "may re-roll +o+" (F2). reconstructed: the face (6, as the sword's, which the
    # F2 example sources), the land re-roll and the rest; so the bow and the imported sword together
    # re-roll the same 6s as either alone (G2: each die once).
    _biome("recurve_bow", "Recurve Bow", "Arc recourbé", "south", "land", 7, 2, _y(0, 1, 0), [6], hand={"dice": 2},
           mark="I", tableau=_tab([{"reroll": 6, "on": "raid"}, {"reroll": 6, "on": "land"}], vp=1)),
    _biome("soapstone_lamp", "Soapstone Lamp", "Lampe en stéatite", "south", "fishing", 1, 1, _y(0, 1, 0), [],
           hand={"dice": 0}, mark="I",
           tableau=_tab([{"energy_loss_reduction": 1}], vp=1, value={"ivory": 1})),
    _biome("fish_weir", "Fish Weir", "Barrage à poissons", "south", "fishing", 3, 1, _y(1, 1, 0), [],
           hand={"dice": 2}, mark="I", tableau=_tab([{"convert": 4, "on": "fishing"}], vp=1)),
]

# RECONSTRUCTED except the facts cited: the New World cards (E2, F3, G4 example: on hostile warm
# Vinland the roll 2, 2, 6 gives 2 settlers, 2 energy, 1 iron and kills the three settlers; the
# same example lets the imported sword, a "may re-roll +o+" card (F2), re-roll the 6, so the New
# World cards are of the raid type "+o+"; F4 example: five 3s on Markland would kill the five
# settlers, so 3 is a victorious death on Markland).
NEW_WORLD = [
    {"id": "markland", "name": "Markland", "name_fr": "Markland", "deck": "north", "kind": "new_world",
     "type": "raid", "maximum": 7, "homeland": None, "trophy": None, "hand": None, "mark": None,
     "energy_loss_on_success": 0,
     "sides": {"peaceful": {"successes": 2, "yield": _y(2, 2, 0, 0), "deaths": [3]},
               "hostile": {"successes": 2, "yield": _y(2, 2, 0, 0), "deaths": [3, 6]}}},
    {"id": "vinland", "name": "Vinland", "name_fr": "Vinland", "deck": "south", "kind": "new_world",
     "type": "raid", "maximum": 14, "homeland": None, "trophy": None, "hand": None, "mark": None,
     "energy_loss_on_success": 0,
     "sides": {"peaceful": {"successes": 2, "yield": _y(2, 2, 0, 1), "deaths": [6]},
               "hostile": {"successes": 2, "yield": _y(2, 2, 0, 1), "deaths": [2, 6]}}},
]
NEW_WORLD_SETTLER_LIMIT = 6  # sourced (E2, F3): more than 6 settlers turn a peaceful card hostile
TUNIT_MARKLAND_SETTLERS = 5  # sourced (C7)

# RECONSTRUCTED except the names and abilities cited in the notes (A2, D2, D3, D10, G2, G8). A
# literate daughter (A2 tip) is one with a ``hand_size`` effect: Peepeelee and Birgitta.
# Raid fields (G1) are reconstructed from the two abduction examples: raiders rolling 3 and 5
# leave one dead hero and one groom (G1), and a lone raider rolling 3 dies (F2): every daughter
# is abducted on a 1 or a 5 and kills a raider on a 3 (see DAUGHTER_RAID below).
DAUGHTERS = [
    {"id": "peepeelee", "name": "Peepeelee", "tribe": "thule", "colour": "yellow",
     "effects": [{"hand_size": 1}, {"auction_ties": True}]},
    {"id": "kirima", "name": "Kirima", "tribe": "thule", "colour": "yellow",
     "effects": [{"reroll": 4, "on": "sea"}]},
    {"id": "nuvua", "name": "Nuvua", "tribe": "thule", "colour": "yellow",
     "effects": [{"hunt_first": "sea"}]},
    {"id": "meeka", "name": "Meeka", "tribe": "tunit", "colour": "green",
     "effects": [{"reroll": 4, "on": "fishing"}]},
    {"id": "saila", "name": "Saila", "tribe": "tunit", "colour": "green",
     "effects": [{"energy_loss_reduction": 1}]},
    {"id": "arnakuk", "name": "Arnakuk", "tribe": "tunit", "colour": "green",
     "effects": [{"sled": True}]},
    {"id": "birgitta", "name": "Birgitta", "tribe": "viking", "colour": "red",
     "effects": [{"hand_size": 2}]},
    {"id": "gudrid", "name": "Gudrid", "tribe": "viking", "colour": "red",
     "effects": [{"reroll": 5, "on": "land"}]},
]

# The Sami expansion (L): "1 board showing two Daughter cards", Gealá and Sunnan-Ánni, in the Sami
# tableau from the start (L, C). Sourced: the names, the colour blue (L: "the Sami as fourth player
# (blue)") and one ability each: Gealá's "Ski" (once per phase 4, three hunters on one Biome card act
# together as one alpha instead of rolling dice: ``{"ski": True}``), Sunnan-Ánni's "Sami drums"
# (immune to venereal decimations and mass decimations, D2: ``{"drums": True}``); whoever has the
# daughter in its tableau or a spouse married to her has the ability (L), as for every daughter (F1).
# reconstructed: nothing else; neither daughter is literate (no hand-size effect) and neither has a
# re-roll, since L names none; they are raided like every daughter (DAUGHTER_RAID, reconstructed
# above for all daughters); the ids are the names without diacritics.
SAMI_DAUGHTERS = [
    {"id": "geala", "name": "Gealá", "tribe": "sami", "colour": "blue",
     "effects": [{"ski": True}]},
    {"id": "sunnan_anni", "name": "Sunnan-Ánni", "tribe": "sami", "colour": "blue",
     "effects": [{"drums": True}]},
]
# sourced (L, C): the Sami's domestic animal is always the Barren-Ground Caribou, taken out of the
# Southern Greenland deck and put in the Sami tableau turned 180°, purple band up: a domesticated D
# card (I1), which does what the caribou's tableau data says.
SAMI_ANIMAL = "caribou"
SKI_HUNTERS = 3  # sourced (L, Ski): three hunters act together as one alpha

DAUGHTER_RAID = {"raid_faces": [1, 5], "raid_deaths": [3]}

# RECONSTRUCTED: the two Viking domestic animal cards, two animals each (C5; the Settlement Goat
# is named by a review of the 2nd edition). In a tableau they are "animal:<side>".
VIKING_ANIMALS = [
    {"id": "cow_pony", "sides": {
        "cow": {"name": "Cow", "name_fr": "Vache", "mark": "D",
                "tableau": _tab(value={"energy": 3}, forage=2, babies=3, raid_faces=[1, 2])},
        "pony": {"name": "Pony", "name_fr": "Poney", "mark": "D",
                 "tableau": _tab([{"sled": True}], value={"energy": 2}, forage=1, babies=1, no_raid=True)}}},
    {"id": "sheep_goat", "sides": {
        "sheep": {"name": "Sheep", "name_fr": "Moutons", "mark": "D",
                  "tableau": _tab(value={"ivory": 1}, forage=1, babies=1, babies_or_ivory=True, raid_faces=[1])},
        "goat": {"name": "Settlement Goat", "name_fr": "Chèvre de la colonie", "mark": "D",
                 "tableau": _tab(value={"energy": 1}, forage=1, babies=2, raid_faces=[1, 2, 3])}}},
]
# fmt: on


def _sym(kind: str, **data: Any) -> dict[str, Any]:
    return {"kind": kind, **data}


def _import(
    name: str,
    name_fr: str,
    effects: list[dict[str, Any]] | None = None,
    *,
    vp: int = 0,
    value: dict[str, int] | None = None,
    mark: str | None = None,
    **extra: Any,
) -> dict[str, Any]:
    return {
        "name": name,
        "name_fr": name_fr,
        "mark": mark,
        "effects": effects or [],
        "vp": vp,
        "value": value or {},
        **extra,
    }


# fmt: off
# RECONSTRUCTED except the names cited (D2, D3, A3, D10, E6, F2, G3, A2 tip, L example).
# Symbols (D1-D9): migration(row), epidemic(threshold), venereal(colours), feud, energy_loss(amount,
# per "fixed"|"d_card"), global_cooling, elder_death, steel_degradation, no_sea_hunt, storm,
# markland_forbidden, and falconers_ransom (the Gyrfalcon is worth 3 ivory this turn, A3).
EVENTS = [
    {"id": "syphilis", "name": "Syphilis", "name_fr": "Syphilis", "first": "yellow", "second": "red",
     "symbols": [_sym("venereal", colours=["yellow", "green"]), _sym("migration", row="south")], "import": None},
    {"id": "falconers_ransom", "name": "Falconer's Ransom", "name_fr": "Rançon du fauconnier", "first": "red",
     "second": "green", "symbols": [_sym("falconers_ransom"), _sym("migration", row="north")], "import": None},
    {"id": "icelandic_trading_ship", "name": "Icelandic Trading Ship", "name_fr": "Navire marchand islandais",
     "first": "red", "second": "yellow", "symbols": [_sym("migration", row="north")],
     "import": _import("Icelandic Pony", "Poney islandais", [{"sled": True}], mark="D", value={"energy": 2},
                       forage=1, babies=1, no_raid=True)},
    {"id": "sun_stone", "name": "Sun Stone / Sun Compass", "name_fr": "Pierre de soleil / Boussole solaire",
     "first": "green", "second": "yellow", "symbols": [_sym("global_cooling")],
     "import": _import("Sun Stone", "Pierre de soleil", [{"reassign": 3}], vp=1)},
    {"id": "ulfberht_sword", "name": "Ulfberht Sword", "name_fr": "Épée Ulfberht", "first": "yellow",
     "second": "green", "symbols": [_sym("epidemic", threshold=8), _sym("global_cooling")],
     # sourced: the imported sword re-rolls the 6s of an attack (F2 example) and of a New World roll
     # (G4 example); reconstructed: its value and the event side.
     "import": _import("Imported Sword", "Épée importée", [{"reroll": 6, "on": "raid"}], value={"iron": 1})},
    {"id": "crossbow", "name": "Crossbow", "name_fr": "Arbalète", "first": "green", "second": "red",
     "symbols": [_sym("energy_loss", amount=1, per="fixed"), _sym("migration", row="south")],
     "import": _import("Crossbow", "Arbalète", [{"convert": 3, "on": "land"}], value={"iron": 1})},
    {"id": "kings_mirror", "name": "The King's Mirror", "name_fr": "Le Miroir royal", "first": "red",
     "second": "yellow", "symbols": [_sym("feud"), _sym("migration", row="north")],
     "import": _import("Imported Book", "Livre importé", [{"hand_size": 1}], vp=1)},
    {"id": "black_death", "name": "Black Death", "name_fr": "Peste noire", "first": "green", "second": "red",
     "symbols": [_sym("epidemic", threshold=10), _sym("storm"), _sym("global_cooling")], "import": None},
    {"id": "little_ice_age", "name": "Little Ice Age", "name_fr": "Petit Âge glaciaire", "first": "yellow",
     "second": "red", "symbols": [_sym("global_cooling"), _sym("energy_loss", amount=2, per="fixed")],
     "import": None},
    {"id": "hard_winter", "name": "Hard Winter", "name_fr": "Hiver rigoureux", "first": "green",
     "second": "yellow", "symbols": [_sym("energy_loss", amount=1, per="d_card"),
                                     _sym("energy_loss", amount=1, per="fixed"), _sym("migration", row="south")],
     "import": None},
    {"id": "bog_rust", "name": "Rust and Rot", "name_fr": "Rouille et pourriture", "first": "red",
     "second": "green", "symbols": [_sym("steel_degradation"), _sym("migration", row="north"),
                                    _sym("migration", row="south")],
     "import": _import("Iron Cauldron", "Chaudron de fer", value={"iron": 2})},
    {"id": "pack_ice", "name": "Pack Ice", "name_fr": "Banquise", "first": "yellow", "second": "green",
     "symbols": [_sym("no_sea_hunt"), _sym("global_cooling")], "import": None},
    {"id": "hunger_winter", "name": "Hunger Winter", "name_fr": "Hiver de famine", "first": "green",
     "second": "red", "symbols": [_sym("elder_death"), _sym("energy_loss", amount=1, per="fixed")],
     "import": None},
    {"id": "thule_migration", "name": "Thule Migration", "name_fr": "Migration thulé", "first": "yellow",
     "second": "red", "symbols": [_sym("migration", row="north"), _sym("feud"), _sym("storm")],
     "import": _import("Umiak", "Oumiak", [{"hunt_first": "sea"}], vp=1)},
    {"id": "skraeling_war", "name": "Skraeling War", "name_fr": "Guerre skræling", "first": "red",
     "second": "yellow", "symbols": [_sym("markland_forbidden"), _sym("migration", row="south"),
                                     _sym("elder_death")],
     "import": _import("Chain Mail", "Cotte de mailles", [{"reroll": 5, "on": "raid"}], value={"iron": 1})},
    {"id": "measles", "name": "Measles", "name_fr": "Rougeole", "first": "yellow", "second": "green",
     "symbols": [_sym("epidemic", threshold=8), _sym("venereal", colours=["red"]), _sym("migration", row="north")],
     "import": _import("Bishop's Crozier", "Crosse d'évêque", vp=2, value={"ivory": 2})},
]
# fmt: on


def _rank(
    name: str, name_fr: str, effects: list[dict[str, Any]] | None = None, actions: list[str] | None = None
) -> dict[str, Any]:
    return {"name": name, "name_fr": name_fr, "effects": effects or [], "actions": actions or []}


def _board(tribe: str) -> dict[str, list[dict[str, Any]]]:
    """RECONSTRUCTED per tribe from the notes: the six ranks of each side of an elder board.

    Actions: witch_hunt (I2), banish (I3, see README for the side), domesticate (I1, advanced),
    toolmaker (I4, advanced), emissary (I5), proselytise (I6).
    """
    third = {
        "thule": ("Sage", "Sage"),
        "tunit": ("Artisan", "Artisan"),
        "viking": ("Blacksmith", "Forgeron"),
        "sami": ("Artisan", "Artisan"),
    }[tribe]
    third_effects: list[dict[str, Any]] = [{"hand_size": 1}]
    if tribe == "thule":
        third_effects.append({"reroll": 4, "on": "metallurgy"})  # notes: a Sage re-rolls 4s on metallurgy
    shaman_effects = [{"reroll": 3, "on": "fishing"}] if tribe == "tunit" else []  # notes: Tunit shaman
    chief_effects: list[dict[str, Any]] = [{"feud_protection": True}]
    if tribe == "tunit":
        chief_effects.append({"energy_loss_reduction": 1})  # notes: the Tunit lose fewer elders in the cold
    mariner_effects: list[dict[str, Any]] = [{"transport": 4}]
    if tribe == "thule":
        mariner_effects.append({"reroll": 5, "on": "sea"})  # notes: the Thule are better at sea hunts
    poly = [
        _rank("Chief", "Chef", chief_effects),
        _rank("Shaman", "Chaman", shaman_effects, ["domesticate", "witch_hunt", "banish"]),
        _rank(third[0], third[1], third_effects, ["toolmaker"]),
        _rank("Warchief", "Chef de guerre", [{"warchief": True}]),
        _rank("Tracker", "Pisteur", [{"reroll": 4, "on": "land"}]),
        _rank("Mariner", "Marinier", mariner_effects),
    ]
    mono = [
        _rank("Foreign Missionary", "Missionnaire étranger", chief_effects),
        _rank("Bishop", "Évêque", [], ["witch_hunt", "banish", "proselytise"]),
        _rank(third[0], third[1], third_effects, ["toolmaker"]),
        _rank("Warchief", "Chef de guerre", [{"warchief": True}]),
        _rank("Acolyte", "Acolyte", [], ["emissary"]),
        _rank("Mariner", "Marinier", mariner_effects),
    ]
    return {"poly": poly, "mono": mono}


# reconstructed: the Sami elder board (L: "1 Plateau des Anciens"; only its rank-2 polytheist
# Shaman is named, by the first-player rule). Its faces are unknown, and the base boards differ only
# in small tribe traits known from reviews of the three base cultures; none is known for the Sami, so
# theirs is the plain board with no trait (rank 3 called Artisan, the generic name of the notes).
ELDER_BOARDS = {tribe: _board(tribe) for tribe in [*TRIBE_ORDER, SAMI]}

BIOMES = {card["id"]: card for card in NORTH_BIOMES + SOUTH_BIOMES + NEW_WORLD}
EVENT_CARDS = {card["id"]: card for card in EVENTS}
DAUGHTER_CARDS = {card["id"]: card for card in DAUGHTERS + SAMI_DAUGHTERS}


ANIMAL_SIDES = {side: info for card in VIKING_ANIMALS for side, info in card["sides"].items()}


def card_name(card_id: str, locale: str = "en") -> str:
    """The printed name of any card id (biome, event or its import "import:<event>", daughter,
    Viking animal "animal:<side>"); an id it does not know comes back unchanged, so that a page
    showing a view with an unexpected id still renders."""
    for table in (BIOMES, EVENT_CARDS, DAUGHTER_CARDS):
        if card_id in table:
            card = table[card_id]
            return card.get("name_fr", card["name"]) if locale == "fr" else card["name"]
    card = None
    if card_id.startswith("import:"):
        card = (EVENT_CARDS.get(card_id[len("import:") :]) or {}).get("import")
    elif card_id.startswith("animal:"):
        card = ANIMAL_SIDES.get(card_id[len("animal:") :])
    if card is None:
        return card_id
    return card["name_fr"] if locale == "fr" else card["name"]


def hand_dice(card_id: str) -> int | None:
    """G5, G6: matching dice needed to take a D or I card into the hand (0: a successful hunt
    suffices), or None when the card cannot be taken into a hand. An "I" card whose antler shows
    no dice goes to the hand as well (G5)."""
    card = BIOMES.get(card_id)
    if card is None or not card["mark"]:
        return None
    if card["hand"] is not None:
        return int(card["hand"]["dice"])
    if card["trophy"] is not None and card["trophy"]["dice"] == 0:
        return 0
    return None


@functools.cache
def tableau_card(card_id: str) -> dict[str, Any]:
    """What a card in a tableau does: effects, vp, value, forage... (imports are "import:<event>").

    Cached (the rules ask it on every event folded): callers read the answer, never change it."""
    if card_id.startswith("import:"):
        return EVENT_CARDS[card_id[len("import:") :]]["import"]
    if card_id.startswith("animal:"):
        return {"mark": "D", **ANIMAL_SIDES[card_id[len("animal:") :]]["tableau"]}
    if card_id in DAUGHTER_CARDS:
        return {"effects": DAUGHTER_CARDS[card_id]["effects"], "vp": 0, "value": {}, **DAUGHTER_RAID}
    if card_id in BIOMES and BIOMES[card_id]["kind"] == "biome":
        card = BIOMES[card_id]
        if card["mark"] == "D" and not card["tableau"].get("no_raid"):
            # a domesticated animal raided kills raiders on the faces that kill its hunters (G0);
            # an invention is never raided (E5), so it carries no raider deaths for anyone to read
            return {"raid_deaths": card["deaths"], **card["tableau"]}
        return card["tableau"]
    return {"effects": [], "vp": 0, "value": {}}
