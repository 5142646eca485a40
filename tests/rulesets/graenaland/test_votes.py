"""Votes per territory (rulebook "Nombre de votes", "Palissades", three-player modifications)."""

from __future__ import annotations

from games.rulesets import presentation_for
from games.rulesets.graenaland.votes import all_votes, votes_of

from .helpers import blank

YELLOW, RED, WHITE, PURPLE, BLUE = range(5)


def _palisade_example(tid="T3"):
    """The rulebook's palisade example on ``tid``: yellow and red have a colony there; red, white
    (army 3) and blue (army 1) have their warrior there, purple its minstrel."""
    state = blank(5)
    state["works"][tid]["palisade"] = True
    state["villages"][tid][YELLOW] = 1
    state["villages"][tid][RED] = 1
    state["heroes"][RED]["warrior"] = tid
    state["army"][RED] = 1
    state["heroes"][WHITE]["warrior"] = tid
    state["army"][WHITE] = 3
    state["heroes"][PURPLE]["minstrel"] = tid
    state["heroes"][BLUE]["warrior"] = tid
    state["army"][BLUE] = 1
    return state


def test_palisade_example_of_the_rulebook():
    """Yellow 1 (colony), red 2 (colony + army), white 2 (army 3 - 1), purple 3 (minstrel), blue 0."""
    assert all_votes(_palisade_example("T3"), "T3") == [1, 2, 2, 3, 0]


def test_colonies_and_buildings_each_give_a_vote_and_the_warrior_its_army():
    state = blank(4)
    state["villages"]["T1"][0] = 2
    state["buildings"]["T1"]["keep"] = 0
    state["heroes"][0]["warrior"] = "T1"
    state["army"][0] = 2
    assert votes_of(state, 0, "T1") == 5
    # heroes give votes even without a colony
    state["heroes"][1]["warrior"] = "T1"
    state["army"][1] = 4
    assert votes_of(state, 1, "T1") == 4


def test_priest_cancels_every_warrior_and_gives_no_vote():
    state = blank(4)
    state["villages"]["T1"][0] = 1
    for seat in (0, 1):
        state["heroes"][seat]["warrior"] = "T1"
        state["army"][seat] = 3
    state["heroes"][2]["priest"] = "T1"
    assert all_votes(state, "T1") == [1, 0, 0, 0]
    # even the priest owner's own warrior is cancelled
    state["heroes"][1]["priest"] = "T1"
    state["heroes"][2]["priest"] = None
    assert all_votes(state, "T1") == [1, 0, 0, 0]


def test_minstrel_counts_heroes_of_other_colours():
    state = blank(4)
    state["heroes"][0]["minstrel"] = "T2"
    assert votes_of(state, 0, "T2") == 0  # alone: nothing
    state["heroes"][1]["warrior"] = "T2"
    state["heroes"][2]["priest"] = "T2"
    state["heroes"][3]["minstrel"] = "T2"
    assert votes_of(state, 0, "T2") == 3
    assert votes_of(state, 1, "T2") == 0  # the priest cancels the warrior


def test_three_players_every_hero_gives_one_more_and_palisade_takes_it_back():
    state = blank(3)
    tid = "T2"
    state["heroes"][0]["warrior"] = tid
    state["army"][0] = 2
    state["heroes"][1]["minstrel"] = tid
    state["heroes"][2]["priest"] = tid
    # priest: 1 vote; warrior reduced to 1; minstrel 1 + 2 other heroes
    assert all_votes(state, tid) == [1, 3, 1]
    state["heroes"][2]["priest"] = None
    assert all_votes(state, tid) == [3, 2, 0]
    state["works"][tid]["palisade"] = True
    assert all_votes(state, tid) == [2, 1, 0]
    state["villages"][tid][0] = 1  # a resident is not affected by the palisade
    assert all_votes(state, tid) == [4, 1, 0]


def test_three_player_modifications_can_be_switched_off():
    state = blank(3, three_player_modifications=False)
    state["heroes"][0]["warrior"] = "T2"
    state["army"][0] = 2
    assert votes_of(state, 0, "T2") == 2


def test_palisade_example_through_a_proposal_and_its_vote():
    """The same table in play: blue has no vote, so it neither receives cards nor votes; the
    weights are 1, 2, 2, 3; yellow and red (3 of 8 votes) do not carry it."""
    from games.rulesets.graenaland.state import seats_from_left_of

    from .helpers import RULESET, play

    tid = "T3"
    state = _palisade_example(tid)
    cards = [state["decks"]["hills"].pop() for _ in range(2)]
    state["piles"][tid] = [{"card": card, "up": True} for card in cards]
    state["main"] = YELLOW
    state["phase"] = "distribution"
    state["proposers"] = seats_from_left_of(state, YELLOW)
    assert RULESET.to_move(state) == [RED]
    _, state = play(state, RED, {"type": "propose", "territory": tid})
    assert {m["to"] for m in RULESET.legal_moves(state, RED)} == {YELLOW, RED, WHITE, PURPLE}
    _, state = play(state, RED, {"type": "assign_card", "card": 0, "to": RED})
    _, state = play(state, RED, {"type": "assign_card", "card": 1, "to": YELLOW})
    _, state = play(state, RED, {"type": "confirm_proposal"})
    assert state["proposal"]["weights"] == {"0": 1, "1": 2, "2": 2, "3": 3}
    assert RULESET.to_move(state) == [YELLOW, RED, WHITE, PURPLE]
    for seat, accept in ((YELLOW, True), (RED, True), (WHITE, False), (PURPLE, False)):
        events, state = play(state, seat, {"type": "vote", "accept": accept})
    reveal = events[-1]["data"]
    assert (reveal["yes"], reveal["total"], reveal["adopted"]) == (3, 8, False)
    assert presentation_for(RULESET.id).describe_event(events[-1], ["Y", "R", "W", "P", "B"], "fr").startswith(
        "Votes sur T3 : 3 sur 8"
    )


def test_an_assigned_card_is_named_in_its_event_when_it_lies_face_up():
    """The pile lies on the table: the event of a face-up card names it (the log says which card
    went to whom); that of a face-down card only says so: nobody has seen it, and every seat sees
    the event."""
    from games.rulesets.graenaland.state import seats_from_left_of

    from .helpers import play

    tid = "T3"
    state = _palisade_example(tid)
    up, down = state["decks"]["hills"].pop(), state["decks"]["hills"].pop()
    state["piles"][tid] = [{"card": up, "up": True}, {"card": down, "up": False}]
    state["main"] = YELLOW
    state["phase"] = "distribution"
    state["proposers"] = seats_from_left_of(state, YELLOW)
    _, state = play(state, RED, {"type": "propose", "territory": tid})
    first, state = play(state, RED, {"type": "assign_card", "card": 0, "to": RED})
    second, state = play(state, RED, {"type": "assign_card", "card": 1, "to": YELLOW})
    assert [event["data"] for event in first + second] == [
        {"index": 0, "to": RED, "card": up}, {"index": 1, "to": YELLOW, "face_down": True}]
    assert down not in str(second)
    assert state["proposal"]["assign"] == [RED, YELLOW]
