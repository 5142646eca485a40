"""Deck exhaustion, the end of the game at 40 VP with equal turns, and the tie-breaks."""

from games.rulesets import presentation_for
from games.rulesets.knarr import components as C

from .helpers import RULES, Pool, play, scenario, types
from .test_turn import finish_turn


def _exhaustion_state(seat1_crew_size):
    pool = Pool()
    crew0 = [pool.one("red", "vp"), pool.one("yellow", "vp"), pool.one("green", "vp")]
    crew1 = pool.take("blue", "vp", seat1_crew_size)
    new = pool.one("purple", "vp")
    board = {colour: pool.one(colour, "bracelet") for colour in C.COLOURS}
    state = scenario(
        2, pool=pool, crews=[crew0, crew1], hands=[[new, *pool.any(2)], pool.any(3)], board=board, deck=[]
    )
    state["players"][0]["recruits"] = 0
    return state, new, crew0, crew1


def test_empty_deck_and_discard_the_player_with_most_vikings_discards_one():
    state, new, crew0, _ = _exhaustion_state(3)
    state, events = play(state, 0, {"type": "recruit", "card": new})
    assert types(events)[-1] == "deck_exhausted" and events[-1]["data"]["seats"] == [0]
    assert RULES.to_move(state) == [0] and state["board"]["purple"] is None
    moves = RULES.legal_moves(state, 0)
    assert {m["type"] for m in moves} == {"discard_viking"} and len(moves) == 4
    state, events = play(state, 0, {"type": "discard_viking", "card": crew0[1]})
    # The discarded Viking becomes the card drawn.
    assert types(events)[:3] == ["viking_discarded", "deck_reshuffled", "viking_drawn"]
    assert state["board"]["purple"] == crew0[1] and state["deck"] == [] and state["discard"] == []
    assert state["players"][0]["crew"]["yellow"] == []
    assert RULES.to_move(state) == [0] and state["phase"] == "play" and state["turn"]["acted"]


def test_every_player_tied_for_most_vikings_discards_one():
    state, new, crew0, crew1 = _exhaustion_state(4)
    state, events = play(state, 0, {"type": "recruit", "card": new})
    assert events[-1]["data"]["seats"] == [0, 1] and RULES.to_move(state) == [0, 1]
    state, events = play(state, 1, {"type": "discard_viking", "card": crew1[-1]})
    assert types(events) == ["viking_discarded"] and RULES.to_move(state) == [0]
    assert RULES.legal_moves(state, 1) == []
    state, events = play(state, 0, {"type": "discard_viking", "card": crew0[0]}, seed=3)
    assert types(events)[:3] == ["viking_discarded", "deck_reshuffled", "viking_drawn"]
    assert sorted(events[1]["data"]["order"]) == sorted([crew1[-1], crew0[0]])
    assert state["board"]["purple"] == events[1]["data"]["order"][0]
    assert state["deck"] == events[1]["data"]["order"][1:]


def test_empty_deck_reshuffles_the_discard():
    state, new, _, _ = _exhaustion_state(3)
    state["discard"] = [45, 46, 47]
    state, events = play(state, 0, {"type": "recruit", "card": new}, seed=5)
    shuffled = [e for e in events if e["type"] == "deck_reshuffled"][0]
    assert sorted(shuffled["data"]["order"]) == [45, 46, 47]
    assert state["board"]["purple"] == shuffled["data"]["order"][0] and len(state["deck"]) == 2
    assert state["discard"] == []
    # Nobody may see the new order.
    assert RULES.redact(shuffled, 0)["data"] == {"count": 3}


def _race(first_scorer):
    pool = Pool()
    hands = [
        [pool.one("red", "vp"), *pool.any(2)],
        [pool.one("yellow", "vp"), *pool.any(2)],
        [pool.one("green", "vp"), *pool.any(2)],
    ]
    state = scenario(3, pool=pool, hands=hands, crews=[[], [], []])
    for player in state["players"]:
        player["recruits"] = 0
    state["players"][first_scorer]["score"] = 39
    return state, hands


def test_reaching_40_finishes_the_round():
    state, hands = _race(1)
    state, _ = finish_turn(state)
    assert state["current"] == 1
    state, _ = play(state, 1, {"type": "recruit", "card": hands[1][0]})
    assert state["players"][1]["score"] == 40 and state["end_triggered"]
    assert RULES.outcome(state) is None
    state, _ = finish_turn(state)
    assert state["current"] == 2 and RULES.outcome(state) is None  # seat 2 still plays
    state, events = finish_turn(state)
    assert types(events)[-2:] == ["turn_ended", "game_ended"]
    assert RULES.to_move(state) == []
    assert RULES.outcome(state)["winners"] == [1]


def test_first_player_reaching_40_lets_everyone_else_play():
    state, hands = _race(0)
    state, _ = play(state, 0, {"type": "recruit", "card": hands[0][0]})
    assert state["end_triggered"]
    state, _ = finish_turn(state)
    state, _ = finish_turn(state)
    assert state["current"] == 2 and state["phase"] == "play"
    state, _ = finish_turn(state)
    assert state["phase"] == "over"


def test_fame_can_trigger_the_end():
    state, _ = _race(2)
    state["players"][1].update(score=36, reputation=14)
    state, events = finish_turn(state)
    assert events[-1]["type"] == "turn_started" and state["players"][1]["score"] == 41
    assert state["end_triggered"]


def test_ties_go_to_recruits_plus_bracelets_then_shared():
    state = scenario(3)
    state["phase"] = "over"
    for player, (score, recruits, bracelets) in zip(
        state["players"], [(45, 1, 1), (45, 3, 0), (30, 3, 3)], strict=True
    ):
        player.update(score=score, recruits=recruits, bracelets=bracelets)
    outcome = RULES.outcome(state)
    assert outcome["winners"] == [1]
    assert [(r["seat"], r["rank"]) for r in outcome["ranking"]] == [(1, 1), (0, 2), (2, 3)]
    state["players"][0]["bracelets"] = 2
    outcome = RULES.outcome(state)
    assert outcome["winners"] == [0, 1] and outcome["scores"] == {"0": 45, "1": 45, "2": 30}


def test_no_viking_anywhere_abandons_the_draw():
    """Deck, discard and every crew empty: nobody can discard, the draw is dropped (README)."""
    pool = Pool()
    new = pool.one("purple", "vp")
    board = {colour: pool.one(colour, "bracelet") for colour in C.COLOURS}
    state = scenario(
        2, pool=pool, crews=[[], []], hands=[[new, *pool.any(2)], pool.any(3)], board=board, deck=[]
    )
    state["players"][0]["recruits"] = 0
    # Paying A3 entirely with recruit tokens leaves every crew empty; its "card" gain finds nothing.
    state["players"][0]["recruits"] = 3
    state, _ = play(state, 0, {"type": "explore", "destination": 3})
    for _ in range(3):
        state, events = play(state, 0, {"type": "pay_recruit"})
    assert "draw_abandoned" in types(events) and "deck_exhausted" not in types(events)
    assert state["draws"] == [] and state["phase"] == "play" and state["turn"]["acted"]
    assert presentation_for(RULES.id).describe_event(events[types(events).index("draw_abandoned")], ["A", "B"], "en") == (
        "No Viking is left anywhere to draw."
    )
