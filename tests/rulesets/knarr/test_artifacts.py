"""Each artifact's trigger and effect (knarr.md §9), with the timing of the notes."""

from games.rulesets import presentation_for
from games.rulesets.knarr import components as C

from .helpers import RULES, Pool, play, scenario, types


def _four_colours(pool):
    return [pool.one(colour, "vp") for colour in ("red", "yellow", "green", "blue")]


def _row_state(artifact, **kwargs):
    """Seat 0 holds red, yellow, green and blue in its crew and a purple Viking in hand."""
    pool = Pool()
    crew = _four_colours(pool)
    purple = pool.one("purple", "vp")
    red = pool.one("red", "bracelet")
    state = scenario(
        2,
        pool=pool,
        crews=[crew, []],
        hands=[[purple, red, *pool.any(1)], pool.any(3)],
        artifacts=[artifact],
        **kwargs,
    )
    state["players"][0].update(recruits=0, bracelets=1)
    return state, purple, red


def test_amulet_rewards_a_completed_row_once():
    state, purple, _ = _row_state("amulet")
    state, events = play(state, 0, {"type": "recruit", "card": purple})
    completed = [e for e in events if e["type"] == "action_completed"][0]
    assert completed["data"]["effects"] == [
        {"artifact": "amulet", "gains": {"bracelet": 1, "recruit": 1, "reputation": 1}}
    ]
    me = state["players"][0]
    assert (me["bracelets"], me["recruits"], me["reputation"], me["rows_rewarded"]) == (2, 1, 1, 1)
    assert "Amulet: +1 silver bracelet, 1 recruit, 1 fame" in presentation_for(RULES.id).describe_event(
        completed, ["A", "B"]
    )


def test_amulet_does_not_reward_the_same_row_twice():
    state, purple, red = _row_state("amulet")
    state["players"][0]["rows_rewarded"] = 1  # this row of five was already rewarded
    state, events = play(state, 0, {"type": "recruit", "card": purple})
    assert [e for e in events if e["type"] == "action_completed"][0]["data"]["effects"] == []


def test_weathervane_offers_an_extra_explore_after_the_action():
    state, purple, _ = _row_state("weathervane", display={"A": [4, 6, 9], "B": [21, 22, 23]})
    state, events = play(state, 0, {"type": "recruit", "card": purple})
    assert state["phase"] == "offer"
    assert RULES.legal_moves(state, 0) == [{"type": "explore", "destination": 4}, {"type": "skip"}]
    state, _ = play(state, 0, {"type": "explore", "destination": 4})
    for _ in range(3):
        state, events = play(state, 0, RULES.legal_moves(state, 0)[0])
    assert state["players"][0]["destinations"] == [4]
    # A4 gave a bracelet (2 now); back to the turn: the optional trade is still open.
    assert state["phase"] == "play" and state["players"][0]["bracelets"] == 2
    assert RULES.legal_moves(state, 0) == [
        {"type": "trade", "bracelets": 1},
        {"type": "trade", "bracelets": 2},
        {"type": "end_turn"},
    ]


def test_weathervane_and_amulet_are_checked_again_after_a_trade():
    pool = Pool()
    crew = _four_colours(pool)
    red = pool.one("red", "bracelet")
    purple = pool.one("purple", "recruit")
    for artifact in ("weathervane", "amulet"):
        state = scenario(
            2,
            pool=Pool(),
            crews=[list(crew), []],
            hands=[[red, 46, 47], [48, 49, 0]],
            board={c: 1 + i for i, c in enumerate(C.COLOURS)},
            deck=[purple, 10, 11, 12, 13],
            artifacts=[artifact],
            display={"A": [4, 5, 9], "B": [21, 22, 23]},
        )
        state["players"][0].update(recruits=0, bracelets=1, destinations=[7])  # A7: column 1 = a Viking
        state, _ = play(state, 0, {"type": "recruit", "card": red})
        state["deck"] = [purple, 10, 11]
        state, events = play(state, 0, {"type": "trade", "bracelets": 1})
        assert state["players"][0]["crew"]["purple"] == [purple]
        triggered = [e for e in events if e["type"] == "artifacts_triggered"]
        assert len(triggered) == 1
        if artifact == "amulet":
            assert triggered[0]["data"]["effects"][0]["gains"] == {
                "bracelet": 1,
                "recruit": 1,
                "reputation": 1,
            }
            assert state["current"] == 1
        else:
            assert state["phase"] == "offer" and {"type": "explore", "destination": 4} in RULES.legal_moves(
                state, 0
            )
            state, events = play(state, 0, {"type": "skip"})
            assert types(events)[:2] == ["offer_skipped", "turn_ended"] and state["current"] == 1


def test_golden_bracelet_reserves_on_the_third_viking_of_a_colour():
    pool = Pool()
    reds = pool.take("red", "vp", 2)
    third = pool.one("red", "bracelet")
    fourth = pool.one("red", "vp")
    state = scenario(
        2,
        pool=pool,
        crews=[reds, []],
        hands=[[third, *pool.any(2)], pool.any(3)],
        artifacts=["golden_bracelet"],
    )
    state["players"][0]["recruits"] = 0
    state, _ = play(state, 0, {"type": "recruit", "card": third})
    assert state["phase"] == "offer"
    moves = RULES.legal_moves(state, 0)
    assert moves == [{"type": "reserve", "destination": n} for n in (1, 2, 3, 21, 22, 23)] + [
        {"type": "skip"}
    ]
    state, events = play(state, 0, {"type": "reserve", "destination": 22})
    assert state["players"][0]["reserved"] == [22] and state["display"]["B"] == [21, 24, 23]
    # A reserved destination may be explored instead of a face-up one.
    state["phase"], state["turn"]["acted"] = "play", False
    state["players"][0]["recruits"] = 3
    state["players"][0]["crew"]["red"].append(fourth)
    assert {"type": "explore", "destination": 22} in RULES.legal_moves(state, 0)
    state, _ = play(state, 0, {"type": "explore", "destination": 22})
    while state["phase"] == "pay":
        state, _ = play(state, 0, RULES.legal_moves(state, 0)[0])
    assert state["players"][0]["reserved"] == [] and 22 in state["players"][0]["destinations"]
    assert state["display"]["B"] == [21, 24, 23]


def test_golden_bracelet_not_with_two_reserved_nor_on_the_fourth():
    pool = Pool()
    reds = pool.take("red", "vp", 2)
    third = pool.one("red", "bracelet")
    state = scenario(
        2,
        pool=pool,
        crews=[reds, []],
        hands=[[third, *pool.any(2)], pool.any(3)],
        artifacts=["golden_bracelet"],
    )
    state["players"][0].update(recruits=0, reserved=[30, 31])
    state, events = play(state, 0, {"type": "recruit", "card": third})
    assert [e for e in events if e["type"] == "action_completed"][0]["data"]["effects"] == []


def test_cauldron_takes_any_board_viking_on_the_second_of_a_colour():
    pool = Pool()
    first = pool.one("green", "vp")
    second = pool.one("green", "bracelet")
    board = {colour: pool.one(colour, "recruit") for colour in C.COLOURS if colour != "yellow"}
    board["yellow"] = pool.one("yellow", "vp")
    state = scenario(
        2,
        pool=pool,
        crews=[[first], []],
        hands=[[second, *pool.any(2)], pool.any(3)],
        board=board,
        artifacts=["cauldron"],
    )
    state["players"][0]["recruits"] = 0
    state, events = play(state, 0, {"type": "recruit", "card": second})
    assert events[0]["data"]["free_any"] is True
    assert RULES.legal_moves(state, 0) == [{"type": "take", "slot": c} for c in C.COLOURS]
    state, events = play(state, 0, {"type": "take", "slot": "blue"})
    assert events[0]["data"]["recruit_spent"] is False and board["blue"] in state["players"][0]["hand"]
    assert state["players"][0]["recruits"] == 0


def test_cauldron_not_on_the_first_or_third():
    pool = Pool()
    greens = pool.take("green", "vp", 2)
    third = pool.one("green", "bracelet")
    state = scenario(
        2, pool=pool, crews=[greens, []], hands=[[third, *pool.any(2)], pool.any(3)], artifacts=["cauldron"]
    )
    state["players"][0]["recruits"] = 0
    state, events = play(state, 0, {"type": "recruit", "card": third})
    assert events[0]["data"]["free_any"] is False and events[1]["type"] == "board_card_taken"


def _helmet_state(top_of_stack):
    pool = Pool()
    crew = pool.take("purple", "vp", 2) + pool.take("yellow", "vp", 2)
    state = scenario(
        2, pool=pool, crews=[crew, []], artifacts=["helmet"], display={"A": [1, 2, 3], "B": [26, 22, 23]}
    )
    state["players"][0].update(recruits=0, destinations=[top_of_stack])
    state, _ = play(state, 0, {"type": "explore", "destination": 26})
    while state["phase"] == "pay":
        state, events = play(state, 0, RULES.legal_moves(state, 0)[0])
    return state, events


def test_helmet_gives_a_recruit_when_influence_lies_on_a_trading_land():
    state, events = _helmet_state(15)
    completed = [e for e in events if e["type"] == "action_completed"][0]
    assert completed["data"]["effects"] == [{"artifact": "helmet", "offer": "recruit"}]
    hand = state["players"][0]["hand"]
    assert RULES.legal_moves(state, 0) == [{"type": "recruit", "card": c} for c in hand] + [{"type": "skip"}]
    state, events = play(state, 0, {"type": "recruit", "card": hand[0]})
    assert "viking_recruited" in types(events)
    assert state["current"] == 0 and state["phase"] == "play" and state["turn"]["acted"]


def test_helmet_not_on_another_land_of_influence():
    state, events = _helmet_state(21)
    assert [e for e in events if e["type"] == "action_completed"][0]["data"]["effects"] == []


def test_mead_cup_replaces_a_board_viking_after_exploring():
    pool = Pool()
    crew = pool.take("purple", "vp", 2)
    board = {colour: pool.one(colour, "vp") for colour in C.COLOURS}
    state = scenario(
        2,
        pool=pool,
        crews=[crew, []],
        board=board,
        artifacts=["mead_cup"],
        display={"A": [6, 2, 3], "B": [21, 22, 23]},
    )
    state["players"][0]["recruits"] = 0
    top = state["deck"][1]  # A6 draws the first card into the crew
    state, _ = play(state, 0, {"type": "explore", "destination": 6})
    state, _ = play(state, 0, {"type": "pay", "card": crew[1]})
    state, events = play(state, 0, {"type": "pay", "card": crew[0]})
    assert state["phase"] == "offer"
    assert RULES.legal_moves(state, 0) == [{"type": "discard_board", "slot": c} for c in C.COLOURS] + [
        {"type": "skip"}
    ]
    state, events = play(state, 0, {"type": "discard_board", "slot": "green"})
    assert board["green"] in state["discard"] and state["board"]["green"] == top
    assert state["phase"] == "play"


def test_silver_coins_one_vp_per_viking_beyond_the_third():
    pool = Pool()
    reds = pool.take("red", "bracelet", 3)
    fourth = pool.one("red", "vp")
    fifth = pool.one("red", "vp")
    state = scenario(
        2,
        pool=pool,
        crews=[reds, []],
        hands=[[fourth, fifth, *pool.any(1)], pool.any(3)],
        artifacts=["silver_coins"],
    )
    state["players"][0]["recruits"] = 0
    state, events = play(state, 0, {"type": "recruit", "card": fourth})
    completed = [e for e in events if e["type"] == "action_completed"][0]
    assert completed["data"]["effects"] == [{"artifact": "silver_coins", "gains": {"vp": 1}}]
    assert state["players"][0]["score"] == 2  # the pile's own VP symbol + the coin
    # The fifth red Viking also gives 1 VP, not 2.
    state["turn"]["acted"], state["phase"] = False, "play"
    state["players"][0]["recruits"] = 0
    state, events = play(state, 0, {"type": "recruit", "card": fifth})
    completed = [e for e in events if e["type"] == "action_completed"][0]
    assert completed["data"]["effects"] == [{"artifact": "silver_coins", "gains": {"vp": 1}}]
    assert state["players"][0]["score"] == 2 + 2 + 1  # two VP symbols in the pile + the coin


def test_offers_without_any_possible_choice_lapse():
    state, purple, _ = _row_state("weathervane", display={"A": [6, 7, 8], "B": [21, 22, 23]})
    state, events = play(state, 0, {"type": "recruit", "card": purple})
    skipped = [e for e in events if e["type"] == "offer_skipped"]
    assert skipped and skipped[0]["data"]["auto"] is True and state["phase"] == "play"


def test_mead_cup_lapses_when_deck_and_discard_are_empty():
    state = scenario(
        2, crews=[[], []], artifacts=["mead_cup"], deck=[], display={"A": [9, 2, 3], "B": [21, 22, 23]}
    )
    state["players"][0]["recruits"] = 2
    state, _ = play(state, 0, {"type": "explore", "destination": 9})
    state, _ = play(state, 0, {"type": "pay_recruit"})
    board = dict(state["board"])
    state, events = play(state, 0, {"type": "pay_recruit"})
    # Paid with tokens only: nothing reached the discard, and the deck is empty, so replacing a
    # board Viking would only draw it back: the offer lapses by itself.
    completed = [e for e in events if e["type"] == "action_completed"][0]
    assert completed["data"]["effects"] == [{"artifact": "mead_cup", "offer": "discard_board"}]
    skipped = [e for e in events if e["type"] == "offer_skipped"]
    assert skipped and skipped[0]["data"] == {"artifact": "mead_cup", "offer": "discard_board", "auto": True}
    assert state["board"] == board and state["phase"] == "play"
