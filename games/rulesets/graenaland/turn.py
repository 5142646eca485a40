"""The turn: start (production), hero plans and reveal, distribution (proposals and votes), the
victory-point claims, the end of the turn and of the final building phases."""

from __future__ import annotations

from random import Random

from games.engine.errors import IllegalMove
from games.rulesets.graenaland.board import step, territory_order
from games.rulesets.graenaland.building import own_hero_at
from games.rulesets.graenaland.common import Emitter, Move, State, field, require
from games.rulesets.graenaland.components import (
    DIRECTIONS,
    GOALS_TO_WIN,
    HEROES,
    TILES,
    VP_CARDS,
    VP_CARDS_DEALT,
    VP_TO_WIN,
    card_resource,
)
from games.rulesets.graenaland.scoring import goals_met, victory_points
from games.rulesets.graenaland.state import eligible_territories
from games.rulesets.graenaland.votes import all_votes, colonies_of

# A safety limit (see README, "Game length"): after this many turns, a game stops when a whole
# round has passed without anything built. In such a round every player ended a building phase
# (and, with victory-point cards, had a claims window when it could reach 6 VP) without winning,
# and nothing that counts for victory changed: the game only goes on because nobody builds (every
# player timing out, say). The stop is reported by the ``game_stopped`` event and ``ended_by_limit``.
MAX_TURNS = 150


def stalled(state: State, turn: int) -> bool:
    """Whether the game must stop before ``turn`` starts (the safety limit above)."""
    return turn > MAX_TURNS and state["turn"] - state["last_built_turn"] >= state["players"]


def start_first_turn(out: Emitter, rng: Random) -> None:
    state = out.state
    assert state is not None
    if (
        state["options"].get("victory_point_cards")
        and all(card is None for card in state["vp"]["cards"])
        and not any(state["vp"]["offers"])
    ):
        deck = sorted(VP_CARDS)
        for seat in range(state["players"]):
            dealt = rng.sample(deck, VP_CARDS_DEALT)
            for card in dealt:
                deck.remove(card)
            out.emit("vp_cards_dealt", seat, cards=sorted(dealt))
        return
    start_turn(out, 0, 1, rng)


def move_choose_vp_card(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    card = field(move, "card", str)
    require(
        {"type": "choose_vp_card", "card": card},
        legal,
        IllegalMove("bad_card", "Choose one of the three victory-point cards you were dealt."),
    )
    out.emit("vp_card_chosen", seat, card=card)
    assert out.state is not None
    if all(chosen is not None for chosen in out.state["vp"]["cards"]):
        start_turn(out, 0, 1, rng)


def draw(out: Emitter, terrain_name: str, rng: Random) -> str | None:
    state = out.state
    assert state is not None
    if not state["decks"][terrain_name]:
        if not state["discards"][terrain_name]:
            return None
        out.emit("deck_refilled", terrain=terrain_name)
    return rng.choice(out.state["decks"][terrain_name])


def start_turn(out: Emitter, main: int, turn: int, rng: Random) -> None:
    state = out.state
    assert state is not None
    if stalled(state, turn):
        # the ranking by victory points is public, so the cards behind it are shown first
        _reveal_vp_cards(out)
        out.emit(
            "game_stopped",
            reason="turn_limit",
            turns=state["turn"],
            last_built_turn=state["last_built_turn"],
        )
        return
    out.emit("turn_started", main=main, turn=turn)
    state = out.state
    assert state is not None
    for tid in territory_order(state):
        colonies = sum(colonies_of(state, seat, tid) for seat in range(state["players"]))
        if colonies == 0:
            continue
        limit = colonies + 1
        faces = ["up"]
        if state["works"][tid]["road"]:
            faces.append("down")
        if state["works"][tid]["improvement"]:
            faces.append("improvement")
        for face in faces:
            if len(out.state["piles"][tid]) >= limit:
                break
            card = draw(out, TILES[tid]["terrain"], rng)
            if card is None:
                continue
            kept = face != "improvement" or card_resource(card) == TILES[tid]["improvement"]
            out.emit("card_produced", territory=tid, face=face, card=card, kept=kept)
    out.emit("heroes_planning")


def move_plan_hero(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    direction = field(move, "direction", str)
    if direction == "stay":
        if move.get("hero") is not None:
            hero = field(move, "hero", str)
            if hero not in HEROES or out.state["heroes"][seat][hero] is None:  # type: ignore[index]
                raise IllegalMove("bad_hero", "You have no such hero on the board.")
        out.emit("hero_planned", seat, hero=None, direction="stay")
    else:
        hero = field(move, "hero", str)
        if direction not in DIRECTIONS:
            raise IllegalMove("bad_direction", "Directions are stay, {directions}.", directions=", ".join(DIRECTIONS))
        require(
            {"type": "plan_hero", "hero": hero, "direction": direction},
            legal,
            IllegalMove("bad_hero", "You have no such hero on the board."),
        )
        out.emit("hero_planned", seat, hero=hero, direction=direction)
    state = out.state
    assert state is not None
    if any(plan is None for plan in state["plans"]):
        return
    moves = []
    for other, plan in enumerate(state["plans"]):
        if other == state["main"]:
            continue
        if plan["hero"] is None:
            moves.append({"seat": other, "hero": None, "direction": "stay", "from": None, "to": None})
            continue
        start = state["heroes"][other][plan["hero"]]
        target = step(state, start, plan["direction"]) or start
        moves.append(
            {"seat": other, "hero": plan["hero"], "direction": plan["direction"], "from": start, "to": target}
        )
    out.emit("heroes_moved", moves=moves)
    state = out.state
    for other in range(state["players"]):
        for hero in ("priest", "minstrel"):
            waiting = state["waiting"][other][hero]
            if waiting is not None and not own_hero_at(state, other, waiting):
                out.emit("hero_entered", other, hero=hero, territory=waiting)
    out.emit("distribution_started")


def distribution_moves(state: State, seat: int) -> list[Move]:
    proposal = state["proposal"]
    if proposal is None:
        return [{"type": "propose", "territory": tid} for tid in eligible_territories(state, seat)] + [
            {"type": "pass"}
        ]
    if proposal["stage"] == "assign":
        votes = all_votes(state, proposal["territory"])
        index = len(proposal["assign"])
        return [
            {"type": "assign_card", "card": index, "to": other}
            for other in range(state["players"])
            if votes[other] >= 1
        ]
    if proposal["stage"] == "confirm":
        return [{"type": "confirm_proposal"}, {"type": "withdraw_proposal"}]
    return [{"type": "vote", "accept": True}, {"type": "vote", "accept": False}]


def move_propose(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    tid = field(move, "territory", str)
    require(
        {"type": "propose", "territory": tid},
        legal,
        IllegalMove(
            "no_vote_there",
            "You can propose only for a territory with resources where you have at least one vote.",
        ),
    )
    out.emit("proposal_started", seat, territory=tid)


def move_assign_card(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    index = field(move, "card", int)
    recipient = field(move, "to", int)
    expected = legal[0]["card"]
    if index != expected:
        raise IllegalMove("wrong_card", "Assign the cards in order: card {card} is next.", card=expected)
    require(
        {"type": "assign_card", "card": index, "to": recipient},
        legal,
        IllegalMove("no_vote_there", "Cards may go only to players with at least one vote in that territory."),
    )
    # The pile lies open on the table: a face-up card is named in the event (the log says which
    # card went to whom), a face-down one only marked as such (nobody has seen it).
    state = out.state
    assert state is not None
    lying = state["piles"][state["proposal"]["territory"]][index]
    shown = {"card": lying["card"]} if lying["up"] else {"face_down": True}
    out.emit("card_assigned", seat, index=index, to=recipient, **shown)


def move_confirm_proposal(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    state = out.state
    assert state is not None
    proposal = state["proposal"]
    votes = all_votes(state, proposal["territory"])
    out.emit(
        "proposal_made",
        seat,
        territory=proposal["territory"],
        assign=list(proposal["assign"]),
        weights={str(other): votes[other] for other in range(state["players"]) if votes[other] >= 1},
    )


def move_withdraw_proposal(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    out.emit("proposal_withdrawn", seat)


def move_pass(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    out.emit("proposal_passed", seat)


def move_vote(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    accept = field(move, "accept", bool)
    out.emit("vote_cast", seat, accept=accept)
    state = out.state
    assert state is not None
    proposal = state["proposal"]
    if any(str(voter) not in state["votes"] for voter in proposal["voters"]):
        return
    weights = proposal["weights"]
    yes = sum(weights[str(voter)] for voter in proposal["voters"] if state["votes"][str(voter)])
    total = sum(weights[str(voter)] for voter in proposal["voters"])
    out.emit(
        "votes_revealed",
        territory=proposal["territory"],
        assign=list(proposal["assign"]),
        votes={str(voter): state["votes"][str(voter)] for voter in proposal["voters"]},
        yes=yes,
        total=total,
        adopted=yes * 2 > total,
    )


# ---------------------------------------------------------------- victory-point claims


def move_claim(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    if move["type"] == "no_claim":
        out.emit("claim_made", seat, vp=0)
    else:
        vp = field(move, "vp", int)
        require(
            {"type": "claim_victory", "vp": vp},
            legal,
            IllegalMove(
                "bad_claim", "A claim announces at least {vp} victory points you can reach by building now.", vp=VP_TO_WIN
            ),
        )
        out.emit("claim_made", seat, vp=vp)
    state = out.state
    assert state is not None
    if any(claim is None for claim in state["claims"].values()):
        return
    claims = {key: value for key, value in state["claims"].items()}
    order = claim_preference(claims, state["main"], state["players"])
    out.emit("claims_revealed", claims=claims, order=order, claimant=order[0] if order else None)


def claim_preference(claims: dict[str, int], main: int, players: int) -> list[int]:
    """The claimants (seats whose claim is not 0), in the order they try to prove their claim.

    Rulebook, Fin du jeu: the highest announced VP first ("celui qui a le plus de points de
    victoire gagne"); among equal claims, "le joueur situé le plus près du joueur principal dans le
    sens des aiguilles d'une montre": the main player's left neighbour first, then on clockwise
    (seat + 1 is the next seat clockwise), the main player last, after the whole circle. A player
    "situé près du joueur principal" is placed relative to him, so he is not the nearest to
    himself; the proposals go round the same way ("en commençant par le joueur à la gauche du
    joueur principal et en continuant dans le sens des aiguilles d'une montre"); and the main
    player's own claim is the exception the rulebook adds ("Même le joueur principal ...
    Toutefois"), not a priority (README, readings).
    """
    return sorted(
        (int(key) for key, value in claims.items() if value),
        key=lambda other: (-claims[str(other)], (other - main - 1) % players),
    )


def move_end_turn(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    state = out.state
    assert state is not None
    out.emit("turn_ended", seat)
    if not state["options"].get("victory_point_cards") and goals_met(out.state, seat) >= GOALS_TO_WIN:
        out.emit("victory_declared", seat, goals=goals_met(out.state, seat))
        return
    state = out.state
    if not state["supply_deck"] and state["supply_discard"]:
        out.emit("supply_refilled")
    if out.state["supply_deck"]:
        out.emit("supply_revealed", card=rng.choice(out.state["supply_deck"]))
    start_turn(out, (seat + 1) % state["players"], state["turn"] + 1, rng)


def move_finish_building(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    state = out.state
    assert state is not None
    build = state["build"]
    if "claim" in build:
        card = state["vp"]["cards"][seat]
        vp = victory_points(state, seat)
        out.emit("vp_card_revealed", seat, card=card, vp=vp)
        # the claimant must prove the victory points it announced (at least 6)
        if vp >= max(VP_TO_WIN, build["claim"]):
            out.emit("victory_declared", seat, vp=vp)
        else:
            out.emit("claim_failed", seat, vp=vp, claimed=build["claim"])
        return
    if not state["final_queue"]:
        _reveal_vp_cards(out)
    out.emit("building_finished", seat)


def _reveal_vp_cards(out: Emitter) -> None:
    """At the end of the game every victory-point card not revealed yet is shown (with its VP)."""
    state = out.state
    assert state is not None
    if not state["options"].get("victory_point_cards"):
        return
    for other in range(state["players"]):
        if not state["vp"]["revealed"][other]:
            out.emit(
                "vp_card_revealed", other, card=state["vp"]["cards"][other], vp=victory_points(state, other)
            )
