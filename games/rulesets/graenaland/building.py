"""The building phase (rulebook "Construction" to "Construction en commun", and the 5-player favour):
which projects are open, step-by-step payment, joint public works, priests and minstrels entering."""

from __future__ import annotations

from random import Random

from games.engine.errors import IllegalMove
from games.rulesets.graenaland import payment
from games.rulesets.graenaland.board import neighbours, terrain, territory_order, village_cost
from games.rulesets.graenaland.common import Emitter, Move, State, field, require
from games.rulesets.graenaland.components import (
    ARMY_BASE_COST,
    BUILDING_COSTS,
    BUILDINGS,
    HOUSES_ON_BOARD,
    KEEP_RESOURCE,
    PUBLIC_WORKS,
    TILES,
    WORK_COSTS,
    WORK_TOKENS,
    card_kind,
)
from games.rulesets.graenaland.state import seats_from_left_of
from games.rulesets.graenaland.votes import colonies_of


def houses_left(state: State, seat: int) -> int:
    used = sum(colonies_of(state, seat, tid) for tid in state["positions"])
    return HOUSES_ON_BOARD - used


def own_hero_at(state: State, seat: int, tid: str) -> bool:
    return any(where == tid for where in state["heroes"][seat].values())


def markets_for(state: State, seat: int) -> list[str]:
    """Markets ``seat`` may still use in this building phase (not for a favour)."""
    build = state["build"]
    if build["favour"] is not None and build["favour"].get("building"):
        return []
    return [
        tid
        for tid in territory_order(state)
        if state["works"][tid]["market"]
        and colonies_of(state, seat, tid) >= 1
        and tid not in build["markets_used"]
    ]


def project_cost(state: State, project: str, tid: str | None, variant: str | None) -> dict[str, int]:
    if project == "village":
        assert tid is not None
        return village_cost(state, tid)
    if project in BUILDINGS:
        return dict(BUILDING_COSTS[project])
    if project == "army":
        if variant == "grain":
            return dict(ARMY_BASE_COST)
        cost = {"grain": 1, "ore": 1}
        assert variant is not None
        cost[variant] = cost.get(variant, 0) + 1
        return cost
    cost = dict(WORK_COSTS[project])
    if project == "improvement":
        assert tid is not None
        produced = TILES[tid]["improvement"]
        cost[produced] = cost.get(produced, 0) + 1
    return cost


def army_variants(state: State, seat: int) -> list[str]:
    variants = ["grain"]
    for tid in territory_order(state):
        if state["buildings"][tid]["keep"] == seat:
            resource = KEEP_RESOURCE[terrain(tid)]
            if resource not in variants:
                variants.append(resource)
    return variants


def residents(state: State, tid: str) -> list[int]:
    return [seat for seat in range(state["players"]) if colonies_of(state, seat, tid) >= 1]


def palisade_gifts(state: State, seat: int, tid: str) -> list[int]:
    if state["works"][tid]["palisade"] and colonies_of(state, seat, tid) == 0:
        return residents(state, tid)
    return []


def work_open(state: State, kind: str, tid: str) -> bool:
    """Whether public work ``kind`` may still go on ``tid``: none there yet and a token left."""
    if state["works"][tid][kind]:
        return False
    on_board = sum(1 for works in state["works"].values() if works[kind])
    return on_board < WORK_TOKENS[kind]


def project_options(state: State, seat: int, *, public_works: bool, use_markets: bool) -> list[Move]:
    """Every project ``seat`` may start now: placed legally and payable with its hand."""
    hand = state["hands"][seat]
    markets = len(markets_for(state, seat)) if use_markets else 0
    options: list[Move] = []
    order = territory_order(state)
    if houses_left(state, seat) > 0:
        for tid in order:
            near = [tid, *neighbours(state, tid)]
            if any(colonies_of(state, seat, other) for other in near):
                gifts = palisade_gifts(state, seat, tid)
                if payment.feasible(hand, village_cost(state, tid), len(gifts), markets):
                    options.append({"type": "build", "project": "village", "territory": tid})
        for tid in order:
            if terrain(tid) == "mountains" or state["villages"][tid][seat] < 1:
                continue
            for kind in BUILDINGS:
                if state["buildings"][tid][kind] is None and payment.feasible(
                    hand, BUILDING_COSTS[kind], 0, markets
                ):
                    options.append({"type": "build", "project": kind, "territory": tid})
    for variant in army_variants(state, seat):
        if payment.feasible(hand, project_cost(state, "army", None, variant), 0, markets):
            options.append({"type": "build", "project": "army", "variant": variant})
    if public_works:
        for tid in order:
            if colonies_of(state, seat, tid) < 1:
                continue
            for kind in PUBLIC_WORKS:
                if work_open(state, kind, tid) and payment.feasible(
                    hand, project_cost(state, kind, tid, None), 0, markets
                ):
                    options.append({"type": "build", "project": kind, "territory": tid})
    return options


def joint_candidates(state: State) -> list[Move]:
    """Public works the builder may propose to build jointly (a colony there, not built yet)."""
    seat = state["build"]["seat"]
    return [
        {"type": "propose_joint", "work": kind, "territory": tid}
        for tid in territory_order(state)
        if colonies_of(state, seat, tid) >= 1
        for kind in PUBLIC_WORKS
        if work_open(state, kind, tid)
    ]


def pool(state: State) -> list[tuple[str, int]]:
    """Cards that can pay the current project, with their owner."""
    build = state["build"]
    project = build["project"]
    cards = [(card, project["by"]) for card in state["hands"][project["by"]]]
    if project["joint"]:
        for owner, offered in build["joint"]["offers"].items():
            cards += [(card, int(owner)) for card in offered]
    return cards


def pay_candidates(cards: list[tuple[str, int]]) -> list[str]:
    seen: dict[tuple[int, str], str] = {}
    for card, owner in sorted(cards, key=lambda item: (item[1], item[0])):
        seen.setdefault((owner, card_kind(card)), card)
    return list(seen.values())


def building_moves(state: State, seat: int) -> list[Move]:
    build = state["build"]
    if build["choice"] is not None:
        return [{"type": "move_hero", "accept": True}, {"type": "move_hero", "accept": False}]
    joint = build["joint"]
    if joint is not None and joint["stage"] == "offers" and build["project"] is None:
        cards = payment.representatives(state["hands"][seat]).values()
        return [{"type": "offer_card", "card": card} for card in cards] + [{"type": "done_offering"}]
    project = build["project"]
    if project is not None:
        return payment_moves(state)
    favour = build["favour"]
    if favour is not None and not favour.get("done"):
        return project_options(state, seat, public_works=True, use_markets=False) + [
            {"type": "decline_favour"}
        ]
    if joint is not None:  # offers are in: build it or give it up (a supply card may help)
        moves: list[Move] = []
        if not build["supply_taken"]:
            moves += [{"type": "take_supply", "card": card} for card in state["supply_row"]]
        cards = [card for card, _ in _joint_pool(state)]
        cost = project_cost(state, joint["work"], joint["territory"], None)
        if work_open(state, joint["work"], joint["territory"]) and payment.feasible(
            cards, cost, 0, len(markets_for(state, seat))
        ):
            moves.append({"type": "build_joint"})
        return moves + [{"type": "abandon_joint"}]
    final = build["final"]
    moves = []
    if not final and not build["supply_taken"]:
        moves += [{"type": "take_supply", "card": card} for card in state["supply_row"]]
    moves += project_options(state, seat, public_works=not final, use_markets=True)
    if not final and not build["joint_used"]:
        moves += joint_candidates(state)
        if state["players"] == 5 and state["options"].get("five_player_favour"):
            moves += [{"type": "grant_favour", "to": other} for other in seats_from_left_of(state, seat)]
    if final:
        moves.append({"type": "finish_building"})
    elif build["supply_taken"] or not state["supply_row"]:
        moves.append({"type": "end_turn"})
    return moves


def _joint_pool(state: State) -> list[tuple[str, int]]:
    build = state["build"]
    cards = [(card, build["seat"]) for card in state["hands"][build["seat"]]]
    for owner, offered in build["joint"]["offers"].items():
        cards += [(card, int(owner)) for card in offered]
    return cards


def payment_moves(state: State) -> list[Move]:
    build = state["build"]
    project = build["project"]
    cards = pool(state)
    all_cards = [card for card, _ in cards]
    markets = markets_for(state, project["by"])
    moves: list[Move] = []
    need = project["need"]
    gifts = len(project["gifts"])
    if need:
        for option in payment.pay_options(all_cards, need, gifts, markets, pay_candidates(cards)):
            moves.append({"type": "pay", **option})
    if gifts:
        own = state["hands"][project["by"]]
        others = [card for card in all_cards if card not in own]
        for card in payment.gift_options(own, need, gifts, len(markets)):
            if payment.feasible(others + [c for c in own if c != card], need, gifts - 1, len(markets)):
                for recipient in sorted(set(project["gifts"])):
                    moves.append({"type": "give_card", "card": card, "to": recipient})
    moves.append({"type": "cancel_project"})
    return moves


def move_take_supply(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    card = field(move, "card", str)
    refusal = IllegalMove("bad_supply", "Take one of the face-up supply cards.")
    require({"type": "take_supply", "card": card}, legal, refusal)
    out.emit("supply_taken", seat, card=card)


def move_build(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    project = field(move, "project", str)
    wanted: Move = {"type": "build", "project": project}
    if project == "army":
        wanted["variant"] = field(move, "variant", str)
    else:
        wanted["territory"] = field(move, "territory", str)
    require(
        wanted,
        legal,
        # ``project`` is a key (the API's); ``text.refusal_words`` names it in the reader's language.
        IllegalMove(
            "cannot_build", "You cannot build a {project} there now (placement rules or not enough resources).",
            project=project,
        ),
    )
    state = out.state
    assert state is not None
    tid = wanted.get("territory")
    cost = project_cost(state, project, tid, wanted.get("variant"))
    gifts = palisade_gifts(state, seat, tid) if project == "village" and tid else []
    build = state["build"]
    if build["favour"] is not None and not build["favour"].get("done"):
        out.emit("favour_started", seat)
    out.emit(
        "project_started",
        seat,
        project=project,
        territory=tid,
        variant=wanted.get("variant"),
        cost=cost,
        gifts=gifts,
    )


def move_build_joint(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    state = out.state
    assert state is not None
    joint = state["build"]["joint"]
    out.emit(
        "project_started",
        seat,
        project=joint["work"],
        territory=joint["territory"],
        variant=None,
        cost=project_cost(state, joint["work"], joint["territory"], None),
        gifts=[],
        joint=True,
    )


def move_pay(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    card = field(move, "card", str)
    units = field(move, "as", list)
    market = move.get("market")
    if market is not None and not isinstance(market, str):
        raise IllegalMove("malformed_move", "The market must be a territory id.")
    state = out.state
    assert state is not None
    owners = {c: owner for c, owner in pool(state)}
    if card not in owners:
        raise IllegalMove(
            "card_not_available", "That card is not in your hand (nor offered for this project)."
        )
    # any card of the same kind and owner stands for the listed one
    same = [c for c, owner in pool(state) if owner == owners[card] and card_kind(c) == card_kind(card)]
    representative = min(same)
    wanted = {"type": "pay", "card": representative, "as": units}
    if market is not None:
        available = markets_for(state, state["build"]["project"]["by"])
        if market not in available:
            raise IllegalMove(
                "market_not_available",
                "You can use a market only once per building phase, where you have a colony.",
            )
        wanted["market"] = available[0]  # unused markets are interchangeable
    if wanted not in legal:
        raise payment.pay_units(card, [u for u in units if isinstance(u, str)], market is not None) or IllegalMove(
            "cannot_pay",
            "That payment does not fit what this project still needs (or would leave it impossible to finish).",
        )
    out.emit("card_paid", seat, card=card, owner=owners[card], **{"as": units}, market=market)
    _maybe_complete(out, seat, rng)


def move_give_card(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    card = field(move, "card", str)
    recipient = field(move, "to", int)
    state = out.state
    assert state is not None
    hand = state["hands"][seat]
    if card not in hand:
        raise IllegalMove("card_not_available", "That card is not in your hand.")
    representative = min(c for c in hand if card_kind(c) == card_kind(card))
    require(
        {"type": "give_card", "card": representative, "to": recipient},
        legal,
        IllegalMove(
            "cannot_give",
            "Give one resource card (not a supply card) to each player with a colony behind the palisade.",
        ),
    )
    out.emit("card_given", seat, card=card, to=recipient)
    _maybe_complete(out, seat, rng)


def _maybe_complete(out: Emitter, seat: int, rng: Random) -> None:
    state = out.state
    assert state is not None
    project = state["build"]["project"]
    if project["need"] or project["gifts"]:
        return
    kind, tid, by = project["kind"], project["territory"], project["by"]
    out.emit(
        "project_built", by, project=kind, territory=tid, variant=project["variant"], joint=project["joint"]
    )
    if kind in ("church", "hall"):
        hero = "priest" if kind == "church" else "minstrel"
        state = out.state
        in_play = state["heroes"][by][hero] is not None or state["waiting"][by][hero] is not None
        if not in_play:
            if own_hero_at(state, by, tid):
                out.emit("hero_waiting", by, hero=hero, territory=tid)
            else:
                out.emit("hero_entered", by, hero=hero, territory=tid)
        elif not own_hero_at(state, by, tid):
            out.emit("hero_move_offered", by, hero=hero, territory=tid)


def move_cancel_project(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    out.emit("project_cancelled", seat)


def move_move_hero(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    accept = field(move, "accept", bool)
    state = out.state
    assert state is not None
    choice = state["build"]["choice"]
    if accept:
        out.emit("hero_entered", seat, hero=choice["hero"], territory=choice["territory"])
    else:
        out.emit("hero_move_declined", seat, hero=choice["hero"], territory=choice["territory"])


def move_propose_joint(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    work = field(move, "work", str)
    tid = field(move, "territory", str)
    require(
        {"type": "propose_joint", "work": work, "territory": tid},
        legal,
        IllegalMove(
            "cannot_propose_joint",
            "You may propose one joint public work a turn, not built yet, where you have a colony.",
        ),
    )
    out.emit("joint_proposed", seat, work=work, territory=tid)


def move_offer_card(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    card = field(move, "card", str)
    state = out.state
    assert state is not None
    if card not in state["hands"][seat]:
        raise IllegalMove("card_not_available", "That card is not in your hand.")
    out.emit("card_offered", seat, card=card)


def move_done_offering(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    out.emit("offers_done", seat)


def move_abandon_joint(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    out.emit("joint_abandoned", seat)


def move_grant_favour(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    other = field(move, "to", int)
    require(
        {"type": "grant_favour", "to": other},
        legal,
        IllegalMove(
            "cannot_grant",
            "You may let one other player build once, instead of a joint public work.",
        ),
    )
    out.emit("favour_granted", seat, to=other)


def move_decline_favour(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    out.emit("favour_declined", seat)
