"""Every move open to a seat, by what the game waits for (``state["step"]["ask"]``), and the
checks that turn any other input into an ``IllegalMove`` with a sentence a player understands.

A move is accepted if and only if it is, field for field and type for type, one of the moves
listed here: the lists are the rules.
"""

from __future__ import annotations

import itertools
import json
import math
from typing import Any

from games.engine import IllegalMove
from games.rulesets.greenland import advanced, flow, negotiation, text
from games.rulesets.greenland import components as C
from games.rulesets.greenland.state import (
    State,
    alive,
    card_value,
    cooperative,
    d_cards,
    elder_cubes,
    elder_positions,
    energy_discs,
    energy_payments,
    has_sled,
    has_warchief,
    hunters_on_card,
    in_homeland,
    is_new_world,
    mariner_count,
    markland_closed,
    n_seats,
    raidable,
    row_cards,
    seats_in_order,
    settlers_on,
    spouse_of,
    tableau_owner,
)

MOVE_TYPES = {
    "war_council",
    "declare_first",  # the Sami expansion (L)
    "decimation",
    "pay_loss",
    "sacrifice",
    "degrade",
    "bid",
    "pass",
    "place",
    "promote",
    "recall_elder",
    "end_assignment",
    "hunt_card",
    "hunt",
    "reroll",
    "keep_dice",
    "convert",
    "trophy",
    "witch_hunt",
    "banish",
    "emissary",
    "proselytise",
    "baptism",
    "end_actions",
    "banish_target",
    "cash_in",
    "discard_hand",
    # advanced game
    "recall_settler",
    "marry",
    "recall_spouse",
    "abandon_colonies",
    "choose_animal",
    "take_card",
    "iron_rule",
    "reassign",
    "end_reassign",
    "forage",
    "wool",
    "domesticate",
    "toolmaker",
}


def foreign_cubes(state: State, seat: int) -> dict[str, int]:
    """Cards outside ``seat``'s homeland, with the cubes the seat put there this turn (settlers
    who stayed from earlier turns need no ship this turn)."""
    found = {}
    for card in row_cards(state):
        if in_homeland(state, seat, card):
            continue
        if is_new_world(card):
            found[card] = state.get("placed", {}).get(card, [0] * n_seats(state))[seat]
        else:
            found[card] = hunters_on_card(state, card, seat)
    for card in state.get("tableau_cubes", {}):
        cubes = hunters_on_card(state, card, seat)  # the alpha raids and defends too (E7)
        if cubes and tableau_owner(state, card) is not None and not in_homeland(state, seat, card):
            found[card] = cubes
    for key, counts in state.get("placed", {}).items():  # K: spouses assigned this turn
        daughter = key.removeprefix("wed:")
        if key.startswith("wed:") and counts[seat] and not in_homeland(state, seat, daughter):
            found[daughter] = found.get(daughter, 0) + counts[seat]
    return found


def brides(state: State, seat: int) -> list[str]:
    """K: "hunters may be assigned as spouses, with automatic success": the unmarried daughters of
    the other tribes' tableaux (an abduction is still the way to a married one)."""
    if not cooperative(state) or state["beginner"]:
        return []
    return [
        daughter
        for owner, player in enumerate(state["players"])
        if owner != seat and alive(state, owner)
        for daughter in player["tableau"]
        if daughter in C.DAUGHTER_CARDS and spouse_of(state, daughter) is None
    ]


def tableau_targets(state: State, seat: int) -> list[str]:
    """E5: tableau cards a seat may put raiders on (with a Warchief) or defenders on."""
    targets = []
    warchief = has_warchief(state, seat)
    for owner, player in enumerate(state["players"]):
        for card in player["tableau"]:
            if owner == seat:
                if card in C.DAUGHTER_CARDS or card in d_cards(state, seat):
                    targets.append(card)  # defence of one's own daughters and animals
            elif card in C.DAUGHTER_CARDS and card in state["players"][seat]["spouses"]:
                targets.append(card)  # defence of one's spouse
            elif warchief and alive(state, owner) and raidable(card):
                targets.append(card)  # cattle rustling or abduction
    return targets


def mariners_needed(state: State, seat: int, foreign: dict[str, int], sled: bool) -> int:
    """E1: a Mariner per 4 cubes on each card outside the homeland; a sled covers one card of
    Greenland (not the New World); Mariners used to evacuate colonies this turn count (E4)."""
    needs = [(math.ceil(cubes / 4), is_new_world(card)) for card, cubes in foreign.items() if cubes]
    total = sum(need for need, _ in needs) + ((state.get("assign") or {}).get("evacuated") or 0)
    if sled:
        total -= max((need for need, new_world in needs if not new_world), default=0)
    return total


def mariners_in_use(state: State, seat: int) -> int:
    return mariners_needed(state, seat, foreign_cubes(state, seat), has_sled(state, seat))


def transport_ok(
    state: State, seat: int, card: str, sled: bool | None = None, foreign: dict[str, int] | None = None
) -> bool:
    """E1: can one more cube go on ``card``, outside the homeland?"""
    mariners = mariner_count(state, seat)
    if sled is None:
        sled = has_sled(state, seat)
    if not mariners and not sled:
        return False
    if foreign is None:
        foreign = foreign_cubes(state, seat)
    foreign = dict(foreign)
    foreign[card] = foreign.get(card, 0) + 1
    return mariners_needed(state, seat, foreign, sled) <= mariners


def assignment_moves(state: State, seat: int) -> list[dict[str, Any]]:
    player = state["players"][seat]
    cubes = ([False] if player["unassigned"] > 0 else []) + (
        [True] if player["alpha"] == "unassigned" else []
    )
    moves: list[dict[str, Any]] = []
    targets: list[str] = []
    if cubes:
        sled = has_sled(state, seat)
        foreign = foreign_cubes(state, seat)
        for card in row_cards(state):
            if is_new_world(card) and (state["beginner"] or markland_closed(state, card)):
                continue  # D9
            if state["flags"].get("no_sea_hunt") and C.BIOMES[card]["type"] == "sea":
                continue  # D7
            if card not in foreign or transport_ok(state, seat, card, sled, foreign):
                targets.append(card)
        if not state["beginner"]:
            for card in tableau_targets(state, seat):
                if in_homeland(state, seat, card) or transport_ok(state, seat, card, sled, foreign):
                    targets.append(card)
        # K: spouses by assignment; the alpha too (E7), once no small cube is left (as above)
        wed = [
            daughter
            for daughter in brides(state, seat)
            if in_homeland(state, seat, daughter) or transport_ok(state, seat, daughter, sled, foreign)
        ]
        if player["unassigned"] > 0:
            moves += [{"type": "marry", "daughter": daughter} for daughter in wed]
        else:
            moves += [{"type": "marry", "daughter": daughter, "alpha": True} for daughter in wed]
    for alpha in cubes:
        # E7: the alpha goes where any cube goes, raiding and defending included (its automatic die
        # is off there) and settling the New World (E2), once no small cube is left to send
        # instead: any placement stays reachable (small cubes first) and the list stays short
        moves += [
            {"type": "place", "card": card, "alpha": alpha}
            for card in targets
            if not alpha
            or player["unassigned"] == 0
            or (tableau_owner(state, card) is None and not is_new_world(card))
        ]
        moves += [
            {"type": "promote", "rank": rank, "alpha": alpha, **pay}
            for rank in range(1, 7)
            for pay in energy_payments(state, seat)
        ]
    if recall_open(state, seat):
        for rank in range(1, 7):  # E4 exception: bring back one elder
            if state["boards"][seat][rank - 1][seat] > 0:
                moves.append({"type": "recall_elder", "rank": rank, "alpha": False})
            if player["alpha"] == f"elder:{seat}:{rank}":
                moves.append({"type": "recall_elder", "rank": rank, "alpha": True})
        if not state["beginner"]:  # ... or a settler or a spouse, with the transport it needs
            mariner = mariner_count(state, seat) > 0
            for card, place in sorted(state["new_world"].items()):  # JSONB reorders keys
                if not mariner or markland_closed(state, card):
                    continue
                if place["settlers"][seat]:
                    moves.append({"type": "recall_settler", "card": card})
                if player["alpha"] == "hunt:" + card:  # E7: the alpha settler may come home
                    moves.append({"type": "recall_settler", "card": card, "alpha": True})
            for daughter in player["spouses"]:
                if in_homeland(state, seat, daughter) or mariner or has_sled(state, seat):
                    moves.append({"type": "recall_spouse", "daughter": daughter})
    if not state["beginner"] and advanced.can_abandon_colonies(state, seat):
        moves.append({"type": "abandon_colonies"})
    moves.append({"type": "end_assignment"})
    return moves


def recall_open(state: State, seat: int) -> bool:
    """E4 exception: the phase began with 0 or 1 unassigned cube and no elder was recalled yet."""
    assign = state.get("assign") or {}
    return assign.get("started_with", 2) <= 1 and not assign.get("recalled")


def assignment_over(state: State, seat: int) -> bool:
    """True when finishing is the only move left (a cheaper test than the list, for ``evolve``)."""
    player = state["players"][seat]
    if recall_open(state, seat) and (
        any(state["boards"][seat][rank][seat] for rank in range(6))
        or player["alpha"].startswith(f"elder:{seat}:")
        or (not state["beginner"] and player["spouses"])
        or (not state["beginner"] and any(settlers_on(state, card, seat) for card in state["new_world"]))
    ):
        return False
    if not state["beginner"] and advanced.can_abandon_colonies(state, seat):
        return False
    if player["unassigned"] == 0 and player["alpha"] != "unassigned":
        return True
    if energy_discs(state, seat):
        return False
    if player["unassigned"] > 0 or player["alpha"] == "unassigned":
        # the usual case, found without listing every move: a card of the homeland to hunt on
        for card in row_cards(state):
            if (
                not is_new_world(card)
                and not (state["flags"].get("no_sea_hunt") and C.BIOMES[card]["type"] == "sea")
                and in_homeland(state, seat, card)
            ):
                return False
    return [m["type"] for m in assignment_moves(state, seat)] == ["end_assignment"]


def available_elders(state: State, seat: int, rank: int) -> int:
    used = (state.get("actions") or {}).get("used", {})
    return elder_cubes(state, seat, rank, seat) - used.get(str(rank), 0)


def elder_moves(state: State, seat: int) -> list[dict[str, Any]]:
    player = state["players"][seat]
    board = C.ELDER_BOARDS[player["tribe"]][player["side"]]
    moves: list[dict[str, Any]] = []
    pays = energy_payments(state, seat)  # each of these actions costs one energy
    if pays and available_elders(state, seat, 2) > 0:
        actions = board[1]["actions"]
        if "witch_hunt" in actions:
            moves += [
                {"type": "witch_hunt", "rank": rank, **pay}
                for rank in range(1, 7)
                if elder_cubes(state, seat, rank, seat) > 0
                for pay in pays
            ]
        if "banish" in actions and flow.banish_targets(state, seat):
            moves += [{"type": "banish", **pay} for pay in pays]
        if "proselytise" in actions:
            converts = state["actions"]["converts"] if state.get("actions") else []
            for target in state["start"]["missionaries"][seat]:
                if (
                    alive(state, target)
                    and state["players"][target]["side"] == "poly"
                    and elder_cubes(state, target, 1, seat) > 0
                    and target not in converts
                ):
                    moves += [{"type": "proselytise", "target": target, **pay} for pay in pays]
    hand_marks = {card: C.BIOMES[card]["mark"] for card in player["hand"] if card in C.BIOMES}
    if pays and available_elders(state, seat, 2) > 0 and "domesticate" in board[1]["actions"]:
        moves += [
            {"type": "domesticate", "card": c, **pay}
            for c, mark in hand_marks.items()
            if mark == "D"
            for pay in pays
        ]  # I1
    if available_elders(state, seat, 3) > 0 and "toolmaker" in board[2]["actions"]:
        tools = [disc for disc in ("iron", "ivory") if player[disc] >= 1]
        if player["tribe"] != "tunit":
            tools = [disc for disc in tools if disc == "iron"]  # I4: only the Tunit may carve ivory
        moves += [
            {"type": "toolmaker", "card": c, "pay": pay}
            for c, mark in hand_marks.items()
            if mark == "I"
            for pay in tools
        ]
    if pays and "emissary" in board[4]["actions"] and available_elders(state, seat, 5) > 0:
        moves += [
            {"type": "emissary", "target": t, **pay}
            for t in seats_in_order(state)
            if t != seat
            for pay in pays
        ]
    if player["side"] == "poly" and not elder_positions(state, seat):
        moves.append({"type": "baptism"})
    moves.append({"type": "end_actions"})
    return moves


def auction_moves(state: State, seat: int) -> list[dict[str, Any]]:
    auction = state["auction"]
    ivory = state["players"][seat]["ivory"]
    if auction["leader"] is None:
        low = 1
    elif flow.auction_priority(state, seat) < flow.auction_priority(state, auction["leader"]):
        low = auction["high"]
    else:
        low = auction["high"] + 1
    return [{"type": "bid", "amount": amount} for amount in range(max(1, low), ivory + 1)] + [
        {"type": "pass"}
    ]


def step_moves(state: State, seat: int) -> list[dict[str, Any]]:
    step = state["step"]
    ask = step["ask"]
    if ask == "war_council":
        return [{"type": "war_council", "first": s} for s in seats_in_order(state)]
    if ask == "declare_first":
        return [{"type": "declare_first", "declare": True}, {"type": "declare_first", "declare": False}]
    if ask == "decimation":
        return [{"type": "decimation", **choice} for choice in flow.decimation_choices(state, seat)]
    if ask == "energy_loss":
        options = flow.loss_options(state, seat, upkeep=bool(step.get("upkeep")))
        return [{"type": "pay_loss", **option} for option in options]
    if ask == "bog_iron":
        return [{"type": "pay_loss", **option} for option in flow.loss_options(state, seat, optional=True)]
    if ask == "elder_death":
        return [{"type": "sacrifice", "board": board} for board in step["boards"]]
    if ask == "degrade":
        return [{"type": "degrade", "card": card} for card in flow.steel_cards(state, seat)]
    if ask == "auction":
        return auction_moves(state, seat)
    if ask == "assign":
        return assignment_moves(state, seat)
    if ask == "hunt_next":
        return [{"type": "hunt_card", "card": card} for card in step["cards"]]
    if ask in ("alpha", "ski", "replacement"):
        return flow.hunt_moves(state, seat)
    if ask == "reroll":
        return [{"type": "reroll", "face": face} for face in flow.reroll_faces(state)] + [
            {"type": "keep_dice"}
        ]
    if ask == "convert":
        faces = flow.convert_faces(state)
        subsets = [list(c) for k in range(len(faces), -1, -1) for c in itertools.combinations(faces, k)]
        return [{"type": "convert", "faces": subset} for subset in subsets]
    if ask == "trophy":
        return [{"type": "trophy", "claim": True}, {"type": "trophy", "claim": False}]
    if ask == "elder":
        return elder_moves(state, seat)
    if ask == "banish_target":
        return [{"type": "banish_target", "target": t} for t in flow.banish_targets(state, seat)]
    if ask == "choose_animal":
        return [{"type": "choose_animal", "animal": animal} for animal in advanced.ANIMALS]
    if ask == "take_card":
        return [{"type": "take_card", "take": True}, {"type": "take_card", "take": False}]
    if ask == "iron_rule":
        return [{"type": "iron_rule", "spend": True}, {"type": "iron_rule", "spend": False}]
    if ask == "reassign":
        return advanced.reassign_moves(state, seat)
    if ask == "forage":
        return [{"type": "forage", **option} for option in advanced.forage_options(state, seat, step["card"])]
    if ask == "wool":
        return [{"type": "wool", "take": "babies"}, {"type": "wool", "take": "ivory"}]
    if ask in negotiation.ASKS:
        return negotiation.step_moves(state, seat)
    if ask == "discard_hand":
        return [{"type": "discard_hand", "card": card} for card in state["players"][seat]["hand"]]
    raise ValueError(f"unknown step {ask}")


def cash_in_moves(state: State, seat: int) -> list[dict[str, Any]]:
    """A3: any time, a tableau card showing a disc value may be discarded for it."""
    if state["step"]["ask"] == "degrade":
        return []
    raided = {
        card
        for card, counts in state.get("tableau_cubes", {}).items()
        if any(n and other != seat for other, n in enumerate(counts))
    }
    return [
        {"type": "cash_in", "card": card}
        for card in state["players"][seat]["tableau"]
        if any(card_value(state, card).values()) and card not in raided  # A3: not while rustled
    ]


def to_move(state: State) -> list[int]:
    step = state.get("step")
    if state["over"] or not step or step["kind"] != "decision":
        return []
    return [step["seat"]]


# Moves whose fields name another tribe (by its index): a board, a target, a victim...
NAMING_TRIBES = {"war_council", "sacrifice", "emissary", "proselytise", "banish_target", "offer_to", "hit"}


def legal_moves(state: State, seat: int) -> list[dict[str, Any]]:
    if seat not in to_move(state):
        return []
    moves = step_moves(state, seat) + cash_in_moves(state, seat)
    if "controllers" in state:
        # K: a move that names a tribe carries the tribes in play, as its event does (``decide``
        # adds them to every event of the cooperative game), so that a button can say "the Thule"
        # where a seat number would name a player who may not exist (one player plays all three)
        tribes = [player["tribe"] for player in state["players"]]
        moves = [{**move, "tribes": tribes} if move["type"] in NAMING_TRIBES else move for move in moves]
    return moves


def awaiting_texts() -> dict[str, str]:
    """What each step of this module waits for, in English, as the turn emails, the game page and
    the ``IllegalMove`` messages say it ("the game is waiting for ..."); phase 3's steps are in
    ``negotiation.awaiting_texts``, the French in ``text.AWAITING_FR``. Resource words come from
    ``text`` (``RESOURCES``, ``disc_name``), card names from ``components`` and tribes from
    ``text.tribe_label``, so that these texts say what the page and the move buttons say; a
    function, so that the words are read from those tables when it is called."""
    en = text.RESOURCES["en"]
    return {
        "war_council": "the first player to choose who plays first (war council)",
        "decimation": "a decimation to be taken",
        "energy_loss": f"{text.disc_name('energy')} loss to be paid",  # "an energy loss": the disc's article
        "bog_iron": f"the {en['energy']} loss of the {C.card_name('bog_iron')} to be paid or refused",
        "elder_death": "an elder to be sacrificed",
        "degrade": "an import to be discarded for steel degradation",
        "auction": "a bid or a pass in the auction",
        "assign": "hunters to be assigned",
        "hunt_next": "the first player to choose the next card hunted",
        "alpha": "the choice of using the alpha",
        "ski": "the choice of hunting on skis (three hunters as one alpha)",
        "replacement": "the choice of hunting the card that replaced one taken into a hand, or going home",
        "declare_first": f"{text.tribe_label(C.SAMI)} to declare themselves first player, or not",
        "reroll": "re-rolls to be chosen",
        "convert": "die conversions to be chosen",
        "trophy": "a trophy to be claimed or left",
        "elder": "elder actions",
        "banish_target": "the victim of a banishment to be chosen",
        "discard_hand": "a hand card to be discarded (your hand is over its size)",
        "choose_animal": f"{text.tribe_label('viking')} to choose a domestic animal",
        "take_card": "the choice of taking the card into the hand",
        "iron_rule": f"the choice of spending {text.disc_name('iron')} to cancel the losses ({en['iron']} rule)",
        "reassign": f"{C.card_name('import:sun_stone')} re-assignments",
        "forage": "the forage of a domestic animal to be paid, or the animal slaughtered",
        "wool": f"the choice between a {text.ONE_BABY['en']} and {text.disc_name('ivory')} (Icelandic wool)",
    }


AWAITING = awaiting_texts()


def check(state: State, seat: int, move: Any) -> None:
    """Raise ``IllegalMove`` unless ``move`` is one of ``legal_moves(state, seat)``."""
    if not isinstance(move, dict) or not isinstance(move.get("type"), str):
        raise IllegalMove("malformed_move", 'A move must be a JSON object with a string field "type".')
    if move["type"] not in MOVE_TYPES | negotiation.MOVE_TYPES:
        raise IllegalMove(
            "unknown_move_type", f'There is no move called "{move["type"]}" in Greenland.', type=move["type"]
        )
    if state["over"]:
        raise IllegalMove("game_over", "The game is over.")
    if not isinstance(seat, int) or not 0 <= seat < n_seats(state) or seat not in to_move(state):
        raise IllegalMove("not_your_turn", "It is not your turn to move.")
    legal = legal_moves(state, seat)
    wanted = json.dumps(move, sort_keys=True)
    if any(json.dumps(option, sort_keys=True) == wanted for option in legal):
        return
    awaited = {**AWAITING, **negotiation.AWAITING}[state["step"]["ask"]]
    if move["type"] not in {option["type"] for option in legal}:
        raise IllegalMove(
            "wrong_step",
            f"You cannot do that now: the game is waiting for {awaited}.",
            awaited=state["step"]["ask"],
        )
    if move["type"] == "bid":
        amounts = [option["amount"] for option in legal if option["type"] == "bid"]
        raise IllegalMove(
            "bad_bid",
            f"You may bid from {min(amounts)} to {text.amount('ivory', max(amounts))}, or pass.",
            low=min(amounts),
            high=max(amounts),
        )
    if move["type"] == "place":
        raise IllegalMove(
            "cannot_place",
            "You cannot place a hunter there: the card is not in a row, there is no "
            f"{text.BIOME_TYPES['en']['sea']} this turn, or you lack a Mariner (4 cubes per Mariner "
            "outside your homeland).",
        )
    if move["type"] == "promote":
        cost = f"one {text.RESOURCES['en']['energy']}"
        if cooperative(state):  # K: black and white discs pay as energy, and the move names the disc
            cost += (
                f", which {text.disc_name('ivory')} or {text.disc_name('iron')} may pay "
                '(the move names the disc in "pay"),'
            )
        raise IllegalMove(
            "cannot_promote",
            f"A promotion costs {cost} and needs an unassigned hunter; ranks go from 1 to 6.",
        )
    raise IllegalMove(
        "illegal_choice",
        f"That choice is not open to you: the game is waiting for {awaited}; pick one of the listed moves.",
        awaited=state["step"]["ask"],
    )
