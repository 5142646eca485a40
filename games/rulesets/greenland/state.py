"""The Greenland state: its shape, how it is built, and the questions the rules ask of it.

Shape (all JSON; lists indexed by seat, string keys only). A "seat" here is a tribe; the engine's
seats are players, and they differ only in the cooperative game (K), where ``controllers[tribe]``
is the player seat of each tribe (the key is absent elsewhere, see ``controller``).

- ``players[seat]``: tribe, side ("poly"/"mono"), energy, ivory, iron, ``unassigned`` (small cubes
  in the unassigned pool), ``alpha`` (where the big cube is: "unassigned", "valhalla",
  "hunt:<card>", "elder:<board owner>:<rank>"; "none" for the Sami, who have no alpha, L), ``tableau`` (imports, D/I cards, daughters),
  ``trophies``, ``hand``, ``spouses`` (daughter ids holding one of this seat's cubes, advanced;
  when the alpha is one of them, its place is ``"spouse:<daughter>"``; ``"hunt:<card>"`` also
  covers the alpha raiding or defending a tableau card).
- ``boards[owner][rank-1][seat]``: small cubes of ``seat`` on ``owner``'s elder board.
- ``rows[row]``: ``warm`` (right of the pile, index 0 next to the pile) and ``cold`` (left of the
  pile, index 0 next to the pile = the card that has been cold the longest).
- ``piles``: the undrawn cards of each biome deck and of the event deck, sorted, without an order:
  a card is drawn at random when revealed (equivalent to a shuffled face-down deck, and nothing
  secret is stored). ``events_left`` counts the reveals left (10 of the 16 event cards are used).
- ``hunters[card][seat]``: small cubes hunting a card this turn.
- Advanced game only: ``new_world[card]`` (``side`` "peaceful"/"hostile", ``settlers[seat]``),
  ``tableau_cubes[card][seat]`` (raiders and defenders on a daughter or a D card this turn, E5),
  ``placed[card][seat]`` (cubes put this turn on New World and tableau cards, for the Mariners),
  ``stolen[card]`` (the seat whose raid on that D card succeeded this turn, G1), ``nego`` (phase
  3 offers, negotiation.py) and ``battle`` (an attack being resolved, F2). The alpha settles
  too (E2, E7): its place is then ``"hunt:<markland|vinland>"``, permanent like a small settler's
  (``settlers_on`` counts it with them).
- ``flags``: what the event of the turn switched on (D7, D9, A3) and, in the Sami game (L),
  ``flags["ski"]``: the seats that used Gealá's skis this turn (once per phase 4).
- ``tasks`` (the agenda of the turn) and ``step`` (what the game waits for: a seat's decision or
  a chance draw); see flow.py (the handlers) and tables.py (evolve, advance).
"""

from __future__ import annotations

import math
from typing import Any

from games.rulesets.greenland import components as C

State = dict[str, Any]

# The rules version of this code (``GreenlandRuleset.rules_version``). A game records in its setup
# event the version it was set up under (``state["rules"]``; absent, and read as 5, in games set up
# before 6), for the folds that must differ between old and new games: since 6 the beginner game
# negotiates (phase 3, F); since 7 the hunters left on a card taken into a hand may decline to hunt
# its replacement (G7, "peuvent éventuellement tenter"); since 8 a beginner holding the Sun Stone
# re-assigns (E6, which C2 does not set aside); since 9 a hand over its size after a divorce is cut
# at once (A2), before the tribe negotiates on.
RULES_VERSION = 9


def new_state(
    tribes: list[str],
    options: dict[str, Any],
    controllers: list[int] | None = None,
    rules: int = RULES_VERSION,
) -> State:
    """A state at the start of setup (C), before the rows are dealt. ``tribes[seat]``.

    ``controllers[tribe]`` is the player seat playing each tribe in the cooperative game (K);
    elsewhere every tribe is its own seat and the key is left out. ``rules``: the rules version
    the game was set up under (see ``RULES_VERSION``)."""
    n = len(tribes)
    players = []
    for tribe in tribes:
        players.append(
            {
                "tribe": tribe,
                "side": "poly",
                "energy": C.START_ENERGY,
                "ivory": C.START_IVORY,
                "iron": C.START_IRON,
                "unassigned": C.START_UNASSIGNED,
                # L, E7: the Sami have no alpha at all ("none": never in play, never reborn)
                "alpha": "none" if tribe == C.SAMI else "unassigned",
                "tableau": [],
                "trophies": [],
                "hand": [],
                "spouses": [],
                "extinct": False,
            }
        )
    boards = [[[1 if seat == owner else 0 for seat in range(n)] for _rank in range(6)] for owner in range(n)]
    beginner = options.get("game", "beginner") == "beginner"
    if not beginner:  # C5: each tribe's daughters start in its tableau
        for player in players:
            daughters = C.DAUGHTERS + C.SAMI_DAUGHTERS
            player["tableau"] = [d["id"] for d in daughters if d["tribe"] == player["tribe"]]
            if player["tribe"] == C.SAMI:  # L, C: two daughters and the caribou, domesticated
                player["tableau"].append(C.SAMI_ANIMAL)
    new_world: dict[str, Any] = {}
    if not beginner:
        new_world = {card["id"]: {"side": "peaceful", "settlers": [0] * n} for card in C.NEW_WORLD}
        for seat, tribe in enumerate(tribes):
            if tribe == "tunit":  # C7: the Tunit colony on Markland
                new_world["markland"]["settlers"][seat] = C.TUNIT_MARKLAND_SETTLERS
    piles = {
        row: sorted(card["id"] for card in deck if not (beginner and card["mark"]))
        for row, deck in (("north", C.NORTH_BIOMES), ("south", C.SOUTH_BIOMES))
    }
    if C.SAMI in tribes and C.SAMI_ANIMAL in piles["south"]:
        piles["south"].remove(C.SAMI_ANIMAL)  # L, C: taken out of the Southern Greenland deck
    extra: dict[str, Any] = {"controllers": list(controllers)} if controllers is not None else {}
    return {
        **extra,
        "players": players,
        "boards": boards,
        "options": dict(options),
        "beginner": beginner,
        "rules": rules,
        "rows": {"north": {"warm": [], "cold": []}, "south": {"warm": [], "cold": []}},
        "piles": {**piles, "events": sorted(C.EVENT_CARDS)},
        "events_left": C.COOPERATIVE_EVENT_TURNS if options.get("cooperative") else C.EVENT_TURNS,
        "new_world": new_world,
        "hunters": {},
        "tableau_cubes": {},
        "placed": {},
        "stolen": {},
        "nego": None,
        "battle": None,
        "turn": 0,
        "event": None,
        "first": 0,
        "order": list(range(n)),
        "flags": {},
        "start": {},
        "tasks": [],
        "step": None,
        "auction": None,
        "hunt": None,
        "actions": None,
        "assign": None,
        "removed": [],
        "over": False,
        "last_roll": None,
    }


# ---------------------------------------------------------------- cubes


def n_seats(state: State) -> int:
    return len(state["players"])


def unassigned_total(state: State, seat: int) -> int:
    player = state["players"][seat]
    return player["unassigned"] + (1 if player["alpha"] == "unassigned" else 0)


def elder_cubes(state: State, owner: int, rank: int, seat: int) -> int:
    """Cubes of ``seat`` on rank ``rank`` of ``owner``'s elder board (alpha included)."""
    cubes: int = state["boards"][owner][rank - 1][seat]
    alpha = state["players"][seat]["alpha"]
    # the cheap test first: this runs for every question about elders, on every event folded
    if alpha[0] == "e" and alpha == f"elder:{owner}:{rank}":
        cubes += 1
    return cubes


def rank_cubes(state: State, owner: int, rank: int) -> int:
    """Cubes of any colour on a rank of ``owner``'s board: what switches the rank's powers on."""
    place = f"elder:{owner}:{rank}"
    alphas = sum(1 for player in state["players"] if player["alpha"] == place)
    return sum(state["boards"][owner][rank - 1]) + alphas


def elder_positions(state: State, seat: int) -> list[tuple[int, int]]:
    """Every (board owner, rank) holding at least one elder of ``seat``'s colour."""
    return [
        (owner, rank)
        for owner in range(n_seats(state))
        for rank in range(1, 7)
        if elder_cubes(state, owner, rank, seat) > 0
    ]


def remove_elder(state: State, owner: int, rank: int, seat: int) -> None:
    """One elder of ``seat`` at (owner, rank) goes to Valhalla (a small cube before the alpha)."""
    if state["boards"][owner][rank - 1][seat] > 0:
        state["boards"][owner][rank - 1][seat] -= 1
    elif state["players"][seat]["alpha"] == f"elder:{owner}:{rank}":
        state["players"][seat]["alpha"] = "valhalla"
    actions = state.get("actions")
    if actions and actions.get("seat") == seat and owner == seat:
        used = actions["used"]
        used[str(rank)] = min(used.get(str(rank), 0), elder_cubes(state, owner, rank, seat))


def small_in_play(state: State, seat: int) -> int:
    player = state["players"][seat]
    total = player["unassigned"]
    total += sum(board[rank][seat] for board in state["boards"] for rank in range(6))
    total += sum(counts[seat] for counts in state["hunters"].values())
    total += sum(place["settlers"][seat] for place in state["new_world"].values())
    total += sum(counts[seat] for counts in state.get("tableau_cubes", {}).values())
    total += len(player["spouses"]) - (1 if player["alpha"].startswith("spouse:") else 0)
    return total


def marry(state: State, seat: int, daughter: str, alpha: bool) -> None:
    """A cube of ``seat`` becomes the spouse of ``daughter`` (F1, G1, K); the caller has already
    taken it from where it was. The alpha may be the one (E7: "treated like any other cube")."""
    state["players"][seat]["spouses"].append(daughter)
    if alpha:
        state["players"][seat]["alpha"] = "spouse:" + daughter


def unmarry(state: State, seat: int, daughter: str, home: bool) -> bool:
    """The spouse of ``seat`` leaves ``daughter``: to the unassigned pool when ``home`` (divorce,
    E4 recall), else to Valhalla (killed). True when that spouse was the alpha."""
    player = state["players"][seat]
    player["spouses"].remove(daughter)
    if player["alpha"] == "spouse:" + daughter:
        player["alpha"] = "unassigned" if home else "valhalla"
        return True
    if home:
        player["unassigned"] += 1
    return False


def valhalla_small(state: State, seat: int) -> int:
    return C.SMALL_CUBES - small_in_play(state, seat)


def cubes_in_play(state: State, seat: int) -> int:
    """Small cubes out of Valhalla, and the alpha unless it is in Valhalla (or, for the Sami, who
    have none (L), ``"none"``)."""
    return small_in_play(state, seat) + (0 if state["players"][seat]["alpha"] in ("valhalla", "none") else 1)


def add_babies(state: State, seat: int, babies: int) -> int:
    """Take up to ``babies`` cubes from Valhalla into the unassigned pool (the alpha first)."""
    player = state["players"][seat]
    taken = 0
    if babies > 0 and player["alpha"] == "valhalla":
        player["alpha"] = "unassigned"
        taken += 1
    small = min(babies - taken, valhalla_small(state, seat))
    player["unassigned"] += max(0, small)
    return taken + max(0, small)


def gain(state: State, seat: int, energy: int = 0, ivory: int = 0, iron: int = 0) -> None:
    """Discs gained; the humus rule caps energy at 8 (A4)."""
    player = state["players"][seat]
    player["energy"] = min(C.HUMUS_LIMIT, player["energy"] + energy)
    player["ivory"] += ivory
    player["iron"] += iron


# ---------------------------------------------------------------- cards and effects


def effects(state: State, seat: int) -> list[dict[str, Any]]:
    """Every ability ``seat`` enjoys now: tableau cards, married daughters, active elder ranks."""
    player = state["players"][seat]
    found: list[dict[str, Any]] = []
    for card_id in player["tableau"]:
        found.extend(C.tableau_card(card_id)["effects"])
    for daughter in player["spouses"]:
        if daughter not in player["tableau"]:
            found.extend(C.tableau_card(daughter)["effects"])
    board = C.ELDER_BOARDS[player["tribe"]][player["side"]]
    cubes = state["boards"][seat]
    prefix = f"elder:{seat}:"
    alpha_ranks = {p["alpha"] for p in state["players"] if p["alpha"].startswith(prefix)}
    for rank in range(1, 7):  # an active rank: any cube on it (as rank_cubes, inlined: a hot path)
        if sum(cubes[rank - 1]) or prefix + str(rank) in alpha_ranks:
            found.extend(board[rank - 1]["effects"])
    return found


def has_effect(state: State, seat: int, key: str) -> bool:
    return any(key in effect for effect in effects(state, seat))


def hand_size(state: State, seat: int) -> int:
    """A2: +1 per rank-3 elder, plus the bonuses of daughters and imports. A daughter's bonus is
    her ``hand_size`` effect: the A2 tip's "Fille Lettrée" is one that has it (no other flag)."""
    size = elder_cubes(state, seat, 3, seat)
    for card_id in state["players"][seat]["tableau"] + state["players"][seat]["spouses"]:
        size += sum(effect.get("hand_size", 0) for effect in C.tableau_card(card_id)["effects"])
    if state["players"][seat]["spouses"]:
        # a daughter in one's own tableau and married to one's own cube would count twice
        for daughter in set(state["players"][seat]["spouses"]) & set(state["players"][seat]["tableau"]):
            size -= sum(effect.get("hand_size", 0) for effect in C.tableau_card(daughter)["effects"])
    return size


def energy_loss_reduction(state: State, seat: int) -> int:
    """D3: how much smaller each energy-loss event is for ``seat`` (Saila, and the reconstructed
    Soapstone Lamp and Tunit Chief): an Event card's symbol, and Bog Iron's loss, which G4 calls
    "un Événement Déperdition (D3)"; never a forage, which H1 counts per "symbole" (README)."""
    return sum(effect.get("energy_loss_reduction", 0) for effect in effects(state, seat))


def rerolls(state: State, seat: int, biome_type: str) -> list[int]:
    return sorted({e["reroll"] for e in effects(state, seat) if "reroll" in e and e.get("on") == biome_type})


def conversions(state: State, seat: int, biome_type: str) -> list[int]:
    return sorted(
        {e["convert"] for e in effects(state, seat) if "convert" in e and e.get("on") == biome_type}
    )


def hunts_first(state: State, seat: int, biome_type: str) -> bool:
    return any(e.get("hunt_first") == biome_type for e in effects(state, seat))


def d_cards(state: State, seat: int) -> list[str]:
    """The seat's domestic animals ("D" cards) in its tableau."""
    return [card_id for card_id in state["players"][seat]["tableau"] if card_mark(card_id) == "D"]


def card_value(state: State, card_id: str) -> dict[str, int]:
    """Discs a tableau card is worth when discarded (A3); Falconer's Ransom makes a falcon 3 ivory."""
    value = dict(C.tableau_card(card_id)["value"])
    if C.tableau_card(card_id).get("falcon") and state["flags"].get("falconers_ransom"):
        value["ivory"] = 3
    return value


def biome_stats(state: State, card_id: str) -> dict[str, Any]:
    """Successes needed, yield and death faces of a card in a row (New World: by its side)."""
    card = C.BIOMES[card_id]
    if card["kind"] == "new_world":
        side = state["new_world"].get(card_id, {}).get("side", "peaceful")
        stats = dict(card["sides"][side])
    else:
        stats = {"successes": card["successes"], "yield": dict(card["yield"]), "deaths": card["deaths"]}
    stats["yield"] = dict(stats["yield"])
    if card_id == "gyrfalcon" and state["flags"].get("falconers_ransom"):
        stats["yield"]["ivory"] = 3
    return stats


def card_row(state: State, card_id: str) -> tuple[str, str] | None:
    """(row, "warm"|"cold") of a card in a row, else None."""
    for row, sides in state["rows"].items():
        for side in ("warm", "cold"):
            if card_id in sides[side]:
                return row, side
    return None


def row_cards(state: State) -> list[str]:
    return [
        card for row in ("north", "south") for side in ("warm", "cold") for card in state["rows"][row][side]
    ]


def in_homeland(state: State, seat: int, card_id: str) -> bool:
    """E1: biome cards of one's home row, New World excepted; the tableaux of the tribes sharing
    one's home row (the Thule and Tunit tableaux are both in the north)."""
    owner = tableau_owner(state, card_id)
    if owner is not None:
        homeland = C.TRIBES[state["players"][seat]["tribe"]]["homeland"]
        return bool(C.TRIBES[state["players"][owner]["tribe"]]["homeland"] == homeland)
    card = C.BIOMES.get(card_id)
    if card is None or card["kind"] == "new_world":
        return False
    located = card_row(state, card_id)
    return located is not None and located[0] == C.TRIBES[state["players"][seat]["tribe"]]["homeland"]


def decimation_losses(state: State, seat: int) -> int:
    """D2: half the unassigned hunters, rounded up."""
    return math.ceil(unassigned_total(state, seat) / 2)


def seat_of_colour(state: State, colour: str) -> int | None:
    for seat, player in enumerate(state["players"]):
        if C.TRIBES[player["tribe"]]["colour"] == colour:
            return seat
    return None


def alive(state: State, seat: int) -> bool:
    return not state["players"][seat]["extinct"]


def seats_in_order(state: State) -> list[int]:
    """Play order (B2) from the first player, clockwise, extinct tribes left out."""
    return [seat for seat in state["order"] if alive(state, seat)]


def small_on(state: State, card: str, seat: int) -> int:
    """Small cubes of ``seat`` on a card: settlers on a New World card, raiders or defenders on a
    tableau card, hunters on any other biome."""
    if card in state["new_world"]:
        return int(state["new_world"][card]["settlers"][seat])
    if card in state.get("tableau_cubes", {}):
        return int(state["tableau_cubes"][card][seat])
    return int(state["hunters"].get(card, [0] * n_seats(state))[seat])


def add_small_on(state: State, card: str, seat: int, delta: int) -> None:
    """Put (or, with a negative ``delta``, take) small cubes of ``seat`` on a card."""
    n = n_seats(state)
    if card in state["new_world"]:
        state["new_world"][card]["settlers"][seat] += delta
    elif tableau_owner(state, card) is not None:
        state.setdefault("tableau_cubes", {}).setdefault(card, [0] * n)[seat] += delta
    else:
        state["hunters"].setdefault(card, [0] * n)[seat] += delta


def hunters_on_card(state: State, card: str, seat: int) -> int:
    """Cubes of ``seat`` on ``card`` this turn (alpha included)."""
    return small_on(state, card, seat) + (1 if state["players"][seat]["alpha"] == "hunt:" + card else 0)


def settlers_on(state: State, card: str, seat: int) -> int:
    """Settlers of ``seat`` on a New World card, the alpha included (E2, E7: "like any other
    cube"); what F3 crowding, J population, K survival, recall and evacuation count."""
    return hunters_on_card(state, card, seat) if card in state["new_world"] else 0


def tableau_owner(state: State, card: str) -> int | None:
    """The seat whose tableau holds ``card`` (a daughter, a D or I card, an import), else None."""
    for seat, player in enumerate(state["players"]):
        if card in player["tableau"]:
            return seat
    return None


def spouse_of(state: State, daughter: str) -> int | None:
    """The seat whose cube is married to ``daughter`` (F1: one spouse per daughter)."""
    for seat, player in enumerate(state["players"]):
        if daughter in player["spouses"]:
            return seat
    return None


def is_new_world(card: str) -> bool:
    return card in C.BIOMES and C.BIOMES[card]["kind"] == "new_world"


def card_type(state: State, card: str) -> str:
    """The biome type of a card in a row; a tableau card raided counts as "+o+" (F2, G1)."""
    return str(C.BIOMES[card]["type"]) if card_row(state, card) is not None else "raid"


def card_mark(card: str) -> str | None:
    """A tableau card's mark: "D" (domestic animal), "I" (invention), or None (a daughter, most
    imports). Biomes carry theirs on the biome; imports and the Viking animals in their tableau data."""
    return C.tableau_card(card).get("mark") or (C.BIOMES[card]["mark"] if card in C.BIOMES else None)


def raidable(card: str) -> bool:
    """E5: daughters and D cards that do not say "cannot be raided"; never an invention."""
    if card in C.DAUGHTER_CARDS:
        return True
    return card_mark(card) == "D" and not C.tableau_card(card).get("no_raid")


def markland_closed(state: State, card: str) -> bool:
    """D9 ("Markland forbidden"): this turn no cube goes to or leaves ``card`` if it is Markland."""
    return card == "markland" and bool(state["flags"].get("markland_forbidden"))


def cooperative(state: State) -> bool:
    """The solitaire or cooperative game (K)."""
    return bool(state["options"].get("cooperative"))


def sami_game(state: State) -> bool:
    """The four-player Sami expansion (L)."""
    return bool(state["options"].get("sami"))


def sami_seat(state: State) -> int | None:
    """The seat of the Sami (L), if they play."""
    for seat, player in enumerate(state["players"]):
        if player["tribe"] == C.SAMI:
            return seat
    return None


def controller(state: State, tribe: int) -> int:
    """The seat (player) who plays ``tribe``: itself, except in the cooperative game, where one
    seat may play several tribes (``state["controllers"][tribe]``)."""
    controllers = state.get("controllers")
    return int(controllers[tribe]) if controllers else tribe


def mariner_count(state: State, seat: int) -> int:
    """Rank-6 elders ``seat`` may ship with: its own; in the cooperative game, every tribe's (K:
    "all tribes share their sled and Mariner abilities")."""
    if cooperative(state):
        return sum(
            elder_cubes(state, tribe, 6, tribe) for tribe in range(n_seats(state)) if alive(state, tribe)
        )
    return elder_cubes(state, seat, 6, seat)


def has_sled(state: State, seat: int) -> bool:
    """A sled ability (E1) of ``seat``'s own; in the cooperative game, any tribe's (K)."""
    if cooperative(state):
        return any(has_effect(state, tribe, "sled") for tribe in range(n_seats(state)) if alive(state, tribe))
    return has_effect(state, seat, "sled")


def energy_discs(state: State, seat: int) -> list[str]:
    """The discs that may pay one energy now: orange; in the cooperative game, black and white
    too (K: "black and white discs may be spent as if they were orange")."""
    kinds = ("energy", "ivory", "iron") if cooperative(state) else ("energy",)
    return [kind for kind in kinds if state["players"][seat][kind] >= 1]


def energy_payments(state: State, seat: int) -> list[dict[str, str]]:
    """The fields a move paying one energy carries: none in the competitive games (orange it is),
    ``{"pay": disc}`` for each disc that may pay in the cooperative game. Empty: cannot pay."""
    discs = energy_discs(state, seat)
    if not cooperative(state):
        return [{}] if discs else []
    return [{"pay": disc} for disc in discs]


def has_warchief(state: State, seat: int) -> bool:
    """A rank-4 elder on one's own board (E5, F2)."""
    return rank_cubes(state, seat, 4) > 0
