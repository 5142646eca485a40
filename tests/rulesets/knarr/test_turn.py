"""Scenario tests for the turn: fame, trade, recruit, explore and payments, the caps."""

import pytest

from games.engine import IllegalMove
from games.rulesets.knarr import components as C
from games.rulesets.knarr.state import fame_vp

from .helpers import RULES, Pool, play, play_any, scenario, types


def finish_turn(state):
    """Let the current seat finish its turn with timeout moves; return the state and events."""
    seat = state["current"]
    events = []
    while state["phase"] != "over" and state["current"] == seat:
        state, new = play(state, RULES.to_move(state)[0], RULES.timeout_move(state, RULES.to_move(state)[0]))
        events += new
    return state, events


@pytest.mark.parametrize(
    ("reputation", "vp"),
    [(0, 0), (2, 0), (3, 1), (5, 1), (6, 2), (9, 2), (10, 3), (13, 3), (14, 5)],
)
def test_fame_scores_the_last_threshold_reached(reputation, vp):
    state = scenario(2)
    state["players"][1]["reputation"] = reputation
    assert fame_vp(reputation) == vp
    state, events = finish_turn(state)
    started = [e for e in events if e["type"] == "turn_started"][-1]
    assert started["seat"] == 1 and started["data"]["fame_vp"] == vp
    assert state["players"][1]["score"] == vp
    assert state["current"] == 1 and state["phase"] == "play"


def test_trade_with_three_bracelets_over_ship_and_several_destinations():
    state = scenario(2, ship_side="advanced")
    me = state["players"][0]
    me.update(destinations=[4, 15, 21], bracelets=3, recruits=2)
    moves = RULES.legal_moves(state, 0)
    assert [m for m in moves if m["type"] == "trade"] == [
        {"type": "trade", "bracelets": n} for n in (1, 2, 3)
    ]
    after, events = play(state, 0, {"type": "trade", "bracelets": 3})
    # Ship [VP, -, bracelet] + A4 [VP, reputation, recruit] + A15 [VP, VP, VP] + B21 [-, -, VP].
    assert events[0]["data"]["gains"] == {"vp": 6, "bracelet": 1, "reputation": 1, "recruit": 1}
    me = after["players"][0]
    assert (me["score"], me["bracelets"], me["reputation"], me["recruits"]) == (6, 1, 1, 3)
    # Once per turn: the action is still to come, but no more trade.
    assert not [m for m in RULES.legal_moves(after, 0) if m["type"] == "trade"]
    with pytest.raises(IllegalMove) as error:
        RULES.decide(after, 0, {"type": "trade", "bracelets": 1}, None)
    assert error.value.code == "already_traded"


def test_one_and_two_bracelets_pay_for_the_first_columns_only():
    state = scenario(2, ship_side="advanced")
    state["players"][0].update(destinations=[4, 15, 21], bracelets=2)
    one, events = play(state, 0, {"type": "trade", "bracelets": 1})
    assert events[0]["data"]["gains"] == {"vp": 3}
    two, events = play(state, 0, {"type": "trade", "bracelets": 2})
    assert events[0]["data"]["gains"] == {"vp": 4, "reputation": 1}
    assert two["players"][0]["bracelets"] == 0
    normal = scenario(2)
    normal["players"][0]["bracelets"] = 2
    _, events = play(normal, 0, {"type": "trade", "bracelets": 2})
    assert events[0]["data"]["gains"] == {"recruit": 1}


def test_trade_after_the_action_ends_the_turn():
    pool = Pool()
    hand = pool.take("red", "vp", 3)
    state = scenario(2, pool=pool, hands=[hand, pool.any(3)])
    state["players"][0]["recruits"] = 0
    state, _ = play(state, 0, {"type": "recruit", "card": hand[0]})
    moves = RULES.legal_moves(state, 0)
    assert moves == [{"type": "trade", "bracelets": 1}, {"type": "end_turn"}]
    traded, events = play(state, 0, {"type": "trade", "bracelets": 1})
    assert "turn_ended" in types(events) and traded["current"] == 1
    declined, events = play(state, 0, {"type": "end_turn"})
    assert types(events)[:2] == ["trade_declined", "turn_ended"] and declined["current"] == 1


def test_recruit_gains_every_symbol_of_the_pile_and_takes_the_slot_card():
    pool = Pool()
    crew = [pool.one("red", "vp"), pool.one("red", "bracelet"), pool.one("blue", "vp")]
    new = pool.one("red", "recruit")
    board = {colour: pool.one(colour, "vp") for colour in C.COLOURS}
    state = scenario(2, pool=pool, crews=[crew, []], hands=[[new, *pool.any(2)], pool.any(3)], board=board)
    top = state["deck"][0]
    state["players"][0].update(recruits=0, bracelets=3)
    state, events = play(state, 0, {"type": "recruit", "card": new})
    assert events[0]["data"]["gains"] == {"vp": 1, "bracelet": 1, "recruit": 1}
    me = state["players"][0]
    assert (me["score"], me["bracelets"], me["recruits"]) == (1, 3, 1)  # bracelets capped at 3
    # With a recruit token now held, any slot may be taken (other slots cost the token).
    assert RULES.legal_moves(state, 0) == [{"type": "take", "slot": c} for c in C.COLOURS]
    free, events = play(state, 0, {"type": "take", "slot": "red"})
    assert free["players"][0]["recruits"] == 1 and board["red"] in free["players"][0]["hand"]
    assert free["board"]["red"] == top
    paid, _ = play(state, 0, {"type": "take", "slot": "blue"})
    assert paid["players"][0]["recruits"] == 0 and board["blue"] in paid["players"][0]["hand"]
    assert paid["board"]["blue"] == top and paid["board"]["red"] == board["red"]
    assert len(paid["players"][0]["hand"]) == 3


def test_without_recruit_the_slot_card_is_taken_at_once():
    pool = Pool()
    new = pool.one("green", "vp")
    board = {colour: pool.one(colour, "bracelet") for colour in C.COLOURS}
    state = scenario(2, pool=pool, hands=[[new, *pool.any(2)], pool.any(3)], board=board)
    state["players"][0]["recruits"] = 0
    state, events = play(state, 0, {"type": "recruit", "card": new})
    assert types(events)[:3] == ["viking_recruited", "board_card_taken", "viking_drawn"]
    assert events[1]["data"]["slot"] == "green" and board["green"] in state["players"][0]["hand"]
    with pytest.raises(IllegalMove) as error:
        RULES.decide(scenario(2), 0, {"type": "take", "slot": "red"}, None)
    assert error.value.code == "wrong_step"


def test_same_colour_cost_is_exactly_four_of_one_colour():
    pool = Pool()
    greens = [pool.one("green", g) for g in ("vp", "bracelet", "recruit", "reputation")] + [
        pool.one("green", "vp")
    ]
    blues = pool.take("blue", "vp", 2)
    red = pool.one("red", "vp")
    state = scenario(2, pool=pool, crews=[greens + blues + [red], []])
    state["players"][0]["recruits"] = 0
    state, _ = play(state, 0, {"type": "explore", "destination": 21})
    choices = RULES.legal_moves(state, 0)
    # Only green can make four; one button per kind of green card.
    assert {C.colour_of(m["card"]) for m in choices} == {"green"} and len(choices) == 4
    with pytest.raises(IllegalMove) as error:
        RULES.decide(state, 0, {"type": "pay", "card": blues[0]}, None)
    assert error.value.code == "wrong_colour"
    for card in greens[:4]:
        state, events = play_any(state, 0, {"type": "pay", "card": card})
    assert "destination_explored" in types(events)
    me = state["players"][0]
    assert me["crew"]["green"] == [greens[4]]  # the fifth green stays: four, not "all of them"
    assert me["destinations"] == [21] and me["score"] == 5 and me["recruits"] == 1
    assert state["display"]["B"][0] == 24  # the slot refilled from deck B


def test_same_colour_cost_with_recruits_and_another_colour():
    pool = Pool()
    greens = pool.take("green", "vp", 3)
    blues = pool.take("blue", "vp", 2)
    state = scenario(2, pool=pool, crews=[greens + blues, []])
    state["players"][0]["recruits"] = 2
    state, _ = play(state, 0, {"type": "explore", "destination": 22})
    assert {C.colour_of(m["card"]) for m in RULES.legal_moves(state, 0) if m["type"] == "pay"} == {
        "green",
        "blue",
    }
    state, _ = play(state, 0, {"type": "pay", "card": blues[1]})
    assert [m for m in RULES.legal_moves(state, 0) if m["type"] == "pay"] == [
        {"type": "pay", "card": blues[0]}
    ]
    state, _ = play(state, 0, {"type": "pay", "card": blues[0]})
    assert RULES.legal_moves(state, 0) == [{"type": "pay_recruit"}]
    state, _ = play(state, 0, {"type": "pay_recruit"})
    state, events = play(state, 0, {"type": "pay_recruit"})
    assert "destination_explored" in types(events)
    assert state["players"][0]["recruits"] == 0 and state["players"][0]["crew"]["green"] == greens


def test_recruit_tokens_pay_a_whole_cost():
    state = scenario(2, crews=[[], []])
    state["players"][0].update(recruits=3, bracelets=1)
    assert {"type": "explore", "destination": 1} in RULES.legal_moves(state, 0)
    assert {"type": "explore", "destination": 21} not in RULES.legal_moves(state, 0)  # 4 > 3 tokens
    state, _ = play(state, 0, {"type": "explore", "destination": 3})
    for _ in range(3):
        assert RULES.legal_moves(state, 0) == [{"type": "pay_recruit"}]
        state, events = play(state, 0, {"type": "pay_recruit"})
    explored = [e for e in events if e["type"] == "destination_explored"][0]
    assert explored["data"]["recruits"] == 3 and explored["data"]["cards"] == []
    me = state["players"][0]
    # A3 gives a bracelet, a recruit and a Viking from the deck (into the crew, without gains).
    assert (me["recruits"], me["bracelets"], me["score"]) == (1, 2, 0)
    assert sum(len(p) for p in me["crew"].values()) == 1


def test_different_colours_cost_and_any_card_of_a_pile():
    pool = Pool()
    reds = [pool.one("red", "vp"), pool.one("red", "bracelet")]
    blue = pool.one("blue", "vp")
    yellow = pool.one("yellow", "vp")
    state = scenario(
        2, pool=pool, crews=[reds + [blue, yellow], []], display={"A": [4, 2, 3], "B": [21, 22, 23]}
    )
    state["players"][0]["recruits"] = 0
    state, _ = play(state, 0, {"type": "explore", "destination": 4})
    # The older red card (not the top of the pile) may pay: it is enough that it is red.
    state, _ = play_any(state, 0, {"type": "pay", "card": reds[0]})
    assert state["players"][0]["crew"]["red"] == [reds[1]]
    with pytest.raises(IllegalMove):
        RULES.decide(state, 0, {"type": "pay", "card": reds[1]}, None)  # a second red is not "different"
    assert {m["card"] for m in RULES.legal_moves(state, 0)} == {blue, yellow}
    state, _ = play(state, 0, {"type": "pay", "card": blue})
    state, events = play(state, 0, {"type": "pay", "card": yellow})
    assert state["players"][0]["bracelets"] == 2 and state["discard"] == [reds[0], blue, yellow]


def test_five_colour_cost_and_unaffordable_destinations():
    pool = Pool()
    crew = [pool.one(colour, "vp") for colour in ("red", "yellow", "green")]
    state = scenario(2, pool=pool, crews=[crew, []], display={"A": [6, 9, 12], "B": [24, 26, 21]})
    state["players"][0]["recruits"] = 1
    explorable = {m["destination"] for m in RULES.legal_moves(state, 0) if m["type"] == "explore"}
    assert explorable == {12}  # 2 green: 1 green + 1 recruit; B24 needs 5 with 3 cards + 1 token
    state["players"][0]["recruits"] = 2
    explorable = {m["destination"] for m in RULES.legal_moves(state, 0) if m["type"] == "explore"}
    assert explorable == {6, 9, 12, 24}
    with pytest.raises(IllegalMove) as error:
        RULES.decide(state, 0, {"type": "explore", "destination": 26}, None)
    assert error.value.code == "cannot_pay"


def test_card_gain_draws_into_the_crew_without_gains():
    pool = Pool()
    purples = pool.take("purple", "vp", 2)
    drawn = pool.one("blue", "vp")
    state = scenario(2, pool=pool, crews=[purples, []], deck=[drawn, *pool.any(10)])
    state["players"][0]["recruits"] = 0
    state["display"]["A"] = [7, 2, 3]
    state, _ = play(state, 0, {"type": "explore", "destination": 7})
    for card in reversed(purples):
        state, events = play(state, 0, {"type": "pay", "card": card})
    assert "viking_drawn" in types(events)
    me = state["players"][0]
    assert me["crew"]["blue"] == [drawn] and me["score"] == 0


def test_caps_and_reputation_track_end():
    pool = Pool()
    crew = pool.take("blue", "reputation", 3)
    new = pool.one("blue", "bracelet")
    state = scenario(2, pool=pool, crews=[crew, []], hands=[[new, *pool.any(2)], pool.any(3)])
    state["players"][0].update(reputation=12, recruits=0, bracelets=3)
    state, _ = play(state, 0, {"type": "recruit", "card": new})
    me = state["players"][0]
    assert me["reputation"] == 14 and me["bracelets"] == 3


def test_destination_deck_running_out_leaves_the_slot_empty():
    state = scenario(2, crews=[[], []], dest_deck={"A": [], "B": []})
    state["players"][0]["recruits"] = 3
    state, _ = play(state, 0, {"type": "explore", "destination": 1})
    assert state["display"]["A"] == [None, 2, 3]
    assert {"type": "explore", "destination": None} not in RULES.legal_moves(state, 0)


def test_recruit_tokens_are_capped_at_three():
    pool = Pool()
    crew = pool.take("green", "recruit", 2)
    new = pool.one("green", "recruit")
    board = {colour: pool.one(colour, "vp") for colour in C.COLOURS}
    state = scenario(2, pool=pool, crews=[crew, []], hands=[[new, *pool.any(2)], pool.any(3)], board=board)
    state["players"][0].update(recruits=2, bracelets=0)
    state, events = play(state, 0, {"type": "recruit", "card": new})
    # Three recruit symbols in the green pile, but the ship holds at most three tokens.
    assert events[0]["data"]["gains"] == {"recruit": 3}
    assert state["players"][0]["recruits"] == 3
    # Spending one on another slot leaves two; the cap applies to what is held, not to what is spent.
    state, _ = play(state, 0, {"type": "take", "slot": "red"})
    assert state["players"][0]["recruits"] == 2


def test_trade_before_the_action_draws_vikings_and_keeps_the_action():
    pool = Pool()
    drawn = pool.one("yellow", "bracelet")
    state = scenario(2, pool=pool, crews=[[], []], deck=[drawn, *pool.any(8)])
    state["players"][0].update(destinations=[7], bracelets=1)  # A7: column 1 = a Viking from the deck
    state, events = play(state, 0, {"type": "trade", "bracelets": 1})
    assert types(events) == ["traded", "viking_drawn"]
    me = state["players"][0]
    # The drawn Viking goes to its colour pile, with no gain (its symbol counts for later recruits).
    assert me["crew"]["yellow"] == [drawn] and me["bracelets"] == 0 and me["score"] == 0
    assert state["phase"] == "play" and not state["turn"]["acted"]
    kinds = {m["type"] for m in RULES.legal_moves(state, 0)}
    assert "recruit" in kinds and "trade" not in kinds and "end_turn" not in kinds
