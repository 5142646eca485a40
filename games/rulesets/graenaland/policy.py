"""A move policy that plays toward the victory condition: what bot seats and timed-out seats play.

``choose_move(state, seat, rng=None)`` returns one of ``rules.legal_moves(state, seat)``. It is a
greedy, one-move-deep player (README, "The bot policy"):

- **Building**: build the project that brings the seat closest to winning per card spent: three
  of the five goals of the victory-condition card, or, with the victory-point cards, the levels of
  the seat's own card (``_potential``). A supply card is taken for what it lets the seat build.
  Payment spends the cards the seat needs least (no gold while a plain card will do).
- **Distribution**: propose the territory where the seat keeps the most cards after buying just
  enough votes for a strict majority (one card to each partner, strongest voters first); vote for
  a proposal that gives the seat a card (or that it made), against one that gives it nothing.
- **Claims** (victory-point cards): claim 6 when the seat's own bound says 6 is within reach;
  a claim that is not proven is undone by the rules, so trying costs little.
- Heroes stay; joint works and favours are declined; a hero offered a church or hall enters.

It only reads what ``seat`` may see: the board, the piles, the supply row, its own hand and its own
victory-point card (never another hand, plan, vote or card). It is pure and deterministic: no
clock, no randomness of its own; ``rng`` (optional) only breaks ties between equally good moves,
and without it the first of them in ``legal_moves`` order is played.
"""

from __future__ import annotations

from collections import Counter
from random import Random

from games.rulesets.graenaland import rules
from games.rulesets.graenaland.building import project_cost, project_options
from games.rulesets.graenaland.common import Move, State
from games.rulesets.graenaland.components import (
    BASIC_GOALS,
    GOALS,
    GOALS_TO_WIN,
    SUPPLY_CARDS,
    VP_CARDS,
    VP_TO_WIN,
    card_resource,
)
from games.rulesets.graenaland.scoring import measures
from games.rulesets.graenaland.state import claim_bound
from games.rulesets.graenaland.votes import all_votes, colonies_of


def choose_move(state: State, seat: int, rng: Random | None = None) -> Move:
    """The policy's move for ``seat`` (one of its legal moves). Raises ``ValueError`` if it has none."""
    moves = rules.legal_moves(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} has no legal move")
    if len(moves) == 1:
        return moves[0]
    phase = state["phase"]
    if phase == "placement":
        scored = [(_placement_score(state, seat, move), move) for move in moves]
    elif phase == "vp_choice":
        scored = [(_vp_card_score(state, seat, move["card"]), move) for move in moves]
    elif phase == "heroes":
        return _first(moves, {"type": "plan_hero", "direction": "stay"})
    elif phase == "distribution":
        return _distribution_move(state, seat, moves)
    elif phase == "claims":
        return _claim_move(state, seat, moves)
    else:
        return _building_move(state, seat, moves, rng)
    return _best(scored, rng)


def _best(scored: list[tuple[float, Move]], rng: Random | None) -> Move:
    """The move with the highest score; ties broken by ``rng``, else the first listed."""
    top = max(score for score, _ in scored)
    best = [move for score, move in scored if score >= top - 1e-9]
    return rng.choice(best) if rng is not None else best[0]


def _first(moves: list[Move], wanted: Move) -> Move:
    return wanted if wanted in moves else moves[0]


# ---------------------------------------------------------------- how close to winning


def _potential(state: State, seat: int, values: dict[str, int]) -> float:
    """How close ``values`` (``scoring.measures``) bring ``seat`` to winning, in goals (or levels).

    Basic game: the three goals nearest completion count, each as the fraction reached (a goal
    met counts 1). Victory-point cards: the levels of the seat's own card reached, plus the
    fraction of the way to the next level of each column (so that progress counts before a level
    is reached).
    """
    card = state["vp"]["cards"][seat]
    if state["options"].get("victory_point_cards") and card is not None:
        total = 0.0
        for goal in GOALS:
            levels = VP_CARDS[card][goal]
            reached = sum(1 for level in levels if values[goal] >= level)
            total += reached
            if reached < len(levels):
                total += 0.5 * min(1.0, values[goal] / max(1, levels[reached]))
        return total
    # (``measures`` already leaves out the 3-player first building)
    fractions = sorted((min(1.0, values[goal] / BASIC_GOALS[goal]) for goal in GOALS), reverse=True)
    return sum(fractions[:GOALS_TO_WIN]) + 0.05 * sum(fractions[GOALS_TO_WIN:])


def _after_project(state: State, seat: int, project: str, tid: str | None) -> dict[str, int]:
    """``measures`` for ``seat`` once ``project`` is built (on ``tid``); public works change none."""
    values = measures(state, seat)
    if project == "army":
        values["army"] += 1
        return values
    if project not in ("village", "keep", "church", "hall") or tid is None:
        return values
    here = colonies_of(state, seat, tid) + 1
    values["colonies"] += 1
    if here == 2:
        values["territories"] += 1
    values["major"] = max(values["major"], here)
    if project != "village":
        # the 3-player modification: the first building does not count (measures applies it)
        first_discounted = state["players"] == 3 and state["options"].get("three_player_modifications", True)
        owned = sum(
            1 for tid_ in state["positions"] for owner in state["buildings"][tid_].values() if owner == seat
        )
        values["buildings"] = max(0, owned + 1 - (1 if first_discounted else 0))
    return values


# ---------------------------------------------------------------- building


def _hand_units(hand: list[str]) -> int:
    return sum(2 if card in SUPPLY_CARDS else 1 for card in hand)


def _project_gain(state: State, seat: int, move: Move) -> float:
    """What starting the ``build`` move earns per card it costs (0 for public works)."""
    project = move["project"]
    tid = move.get("territory")
    gain = _potential(state, seat, _after_project(state, seat, project, tid)) - _potential(
        state, seat, measures(state, seat)
    )
    if gain <= 0:
        return 0.0
    cost = sum(project_cost(state, project, tid, move.get("variant")).values())
    return gain / cost


def project_gain(state: State, seat: int, move: Move) -> float:
    """What the ``build`` move earns toward winning per card it costs, as the policy weighs it (0 for
    a project that brings nothing, such as a public work); for the bots' choice of candidates."""
    return _project_gain(state, seat, move)


def _building_move(state: State, seat: int, moves: list[Move], rng: Random | None) -> Move:
    build = state["build"]
    kinds = {move["type"] for move in moves}
    if build["choice"] is not None:
        return _first(moves, {"type": "move_hero", "accept": True})
    if "offer_card" in kinds:  # someone else's joint public work: keep the cards
        return _first(moves, {"type": "done_offering"})
    if "pay" in kinds or "give_card" in kinds:
        return _payment_move(state, seat, moves)
    if "abandon_joint" in kinds:
        return {"type": "abandon_joint"}
    builds = [move for move in moves if move["type"] == "build"]
    scored = [(_project_gain(state, seat, move), move) for move in builds]
    scored = [(score, move) for score, move in scored if score > 0]
    supplies = [move for move in moves if move["type"] == "take_supply"]
    if supplies:
        # the supply card that makes the best project affordable (else the resources the hand lacks)
        return _best([(_supply_score(state, seat, move["card"]), move) for move in supplies], rng)
    if scored:
        return _best(scored, rng)
    for ending in ({"type": "decline_favour"}, {"type": "finish_building"}, {"type": "end_turn"}):
        if ending in moves:
            return ending
    return moves[-1]


def _supply_score(state: State, seat: int, card: str) -> float:
    """How good the best project is with ``card`` added to the hand (and how useful its units)."""
    hand = state["hands"][seat]
    trial = {**state, "hands": [list(h) for h in state["hands"]]}
    trial["hands"][seat] = [*hand, card]
    options = project_options(trial, seat, public_works=False, use_markets=True)
    best = max((_project_gain(trial, seat, move) for move in options), default=0.0)
    first, second = SUPPLY_CARDS[card]
    have = Counter(card_resource(c) for c in hand)
    # prefer resources the hand is short of (a tie-break below the project's worth)
    shortage = sum(1.0 / (1 + have[resource]) for resource in (first, second))
    return best * 10 + shortage * 0.01


def _payment_move(state: State, seat: int, moves: list[Move]) -> Move:
    """Pay with the card worth least to us; give the palisade gift we need least."""
    pays = [move for move in moves if move["type"] == "pay"]
    if pays:
        def cost(move: Move) -> float:
            card = move["card"]
            if card in SUPPLY_CARDS:
                return 1.0 if len(move["as"]) == 2 else 2.0  # half a supply card wasted
            if card_resource(card) == "gold":
                return 3.0  # gold pays anything: keep it for last
            return 0.5 if move.get("market") else 0.0  # a market pays a unit the card cannot
        return min(pays, key=cost)
    gifts = [move for move in moves if move["type"] == "give_card"]
    if gifts:
        hand = Counter(card_resource(card) for card in state["hands"][seat])
        # give away the resource we hold most of (never gold if another will do)
        return max(gifts, key=lambda move: (card_resource(move["card"]) != "gold", hand[card_resource(move["card"])]))
    return moves[0]


# ---------------------------------------------------------------- distribution


def _coalition(state: State, seat: int, tid: str) -> list[int]:
    """The fewest other voters (strongest first) who, with ``seat``, hold a strict majority in ``tid``."""
    votes = all_votes(state, tid)
    total = sum(votes)
    mine = votes[seat]
    partners: list[int] = []
    others = sorted(
        (other for other in range(state["players"]) if other != seat and votes[other] >= 1),
        key=lambda other: (-votes[other], other),
    )
    for other in others:
        if mine * 2 > total:
            break
        partners.append(other)
        mine += votes[other]
    return partners


def _card_value(state: State, seat: int, entry: dict) -> float:
    """How much ``seat`` wants a card of a pile: gold most, then what its hand is short of. A
    face-down (road) card is hidden from everyone, so it counts as a plain card."""
    if not entry["up"]:
        return 1.0
    resource = card_resource(entry["card"])
    have = Counter(card_resource(card) for card in state["hands"][seat])
    return (1.5 if resource == "gold" else 1.0) + 0.3 / (1 + have[resource])


def _assignment(state: State, seat: int, tid: str) -> list[int]:
    """Who gets each card of ``tid``'s pile in the seat's proposal: one card to each coalition
    partner (the ones we want least), the rest to the seat."""
    pile = state["piles"][tid]
    partners = _coalition(state, seat, tid)
    order = sorted(range(len(pile)), key=lambda index: (_card_value(state, seat, pile[index]), index))
    owners = [seat] * len(pile)
    # with fewer cards than partners the last partners get none (the seat will not propose it)
    for index, partner in zip(order, partners, strict=False):
        owners[index] = partner
    return owners


def _distribution_move(state: State, seat: int, moves: list[Move]) -> Move:
    proposal = state["proposal"]
    if proposal is None:
        best: tuple[float, Move] = (0.0, {"type": "pass"})
        for move in moves:
            if move["type"] != "propose":
                continue
            tid = move["territory"]
            kept = sum(
                _card_value(state, seat, entry)
                for entry, owner in zip(state["piles"][tid], _assignment(state, seat, tid), strict=True)
                if owner == seat
            )
            if kept > best[0]:
                best = (kept, move)
        return best[1]
    if proposal["stage"] == "assign":
        index = len(proposal["assign"])
        wanted = {"type": "assign_card", "card": index, "to": _assignment(state, seat, proposal["territory"])[index]}
        return _first(moves, wanted)
    if proposal["stage"] == "confirm":
        return {"type": "confirm_proposal"}
    accept = proposal["proposer"] == seat or seat in proposal["assign"]
    return {"type": "vote", "accept": accept}


# ---------------------------------------------------------------- claims, cards, placement


def _claim_move(state: State, seat: int, moves: list[Move]) -> Move:
    if claim_bound(state, seat) >= VP_TO_WIN and {"type": "claim_victory", "vp": VP_TO_WIN} in moves:
        return {"type": "claim_victory", "vp": VP_TO_WIN}
    return {"type": "no_claim"}


def _vp_card_score(state: State, seat: int, card: str) -> float:
    """The card whose columns the seat is nearest to: levels reached now, then closeness."""
    values = measures(state, seat)
    score = 0.0
    for goal in GOALS:
        for level in VP_CARDS[card][goal]:
            score += 1.0 if values[goal] >= level else 0.3 * values[goal] / max(1, level)
    return score


def _placement_score(state: State, seat: int, move: Move) -> float:
    """Advanced setup: settle where a start card still lies, keep a settled village."""
    if move["type"] == "stay":
        return 1.0
    cards = state["placement"]["cards"].get(move["territory"]) or []
    settlers = state["placement"]["settlers"].get(move["territory"]) or []
    return len(cards) - 0.5 * len(settlers)


__all__ = ["choose_move"]
