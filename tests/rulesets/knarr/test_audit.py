"""Rules audits against the French aid and the component notes: the departures found and fixed,
and the reading of a row of five "completed again"."""

from random import Random

import pytest

from games.engine import fold
from games.rulesets.knarr import components as C

from .helpers import RULES, Pool, play, scenario, start


def _completed(events):
    return [e for e in events if e["type"] == "action_completed"][0]


def test_amulet_rewards_a_row_rebuilt_after_it_was_paid_away():
    """Aid, Artefacts: "chaque fois que vous remplissez la condition de la carte artefact, vous
    obtenez la récompense"; Amulet: "Si vous complétez une ligne de cinq vikings de couleurs
    différentes". A row broken by paying a destination and completed again is completed again
    (knarr.md §9: the official implementation rewards a rise of the smallest pile in the turn)."""
    pool = Pool()
    # Two of each colour but one purple: one complete row, already rewarded.
    crew = [card for colour in ("red", "yellow", "green", "blue") for card in pool.take(colour, "vp", 2)]
    purple_in_crew = pool.one("purple", "vp")
    purple_in_hand = pool.one("purple", "bracelet")
    drawn = pool.one("red", "bracelet")  # A6 draws it into the crew: no purple, the row stays broken
    board = {colour: pool.one(colour, "recruit") for colour in C.COLOURS if colour != "purple"}
    board["purple"] = pool.one("purple", "recruit")
    state = scenario(
        2,
        pool=pool,
        crews=[[*crew, purple_in_crew], []],
        hands=[
            [purple_in_hand, *pool.take("yellow", "bracelet", 1), *pool.take("green", "bracelet", 1)],
            pool.any(3),
        ],
        board=board,
        deck=[drawn, *pool.free],
        artifacts=["amulet"],
        display={"A": [6, 2, 3], "B": [21, 22, 23]},
    )
    me = state["players"][0]
    me.update(recruits=1, bracelets=1, rows_rewarded=1)

    # Turn 1: explore A6 (2 purple) with the only purple Viking and a recruit token: row lost.
    state, _ = play(state, 0, {"type": "explore", "destination": 6})
    state, _ = play(state, 0, {"type": "pay", "card": purple_in_crew})
    state, events = play(state, 0, {"type": "pay_recruit"})
    assert _completed(events)["data"]["effects"] == []
    assert state["players"][0]["crew"]["purple"] == [] and drawn in state["players"][0]["crew"]["red"]
    state, _ = play(state, 0, {"type": "end_turn"})
    # Seat 1 plays a turn.
    state, _ = play(state, 1, {"type": "recruit", "card": state["players"][1]["hand"][0]})
    while state["current"] == 1:
        state, _ = play(state, 1, RULES.timeout_move(state, 1))

    # Turn 2: recruiting a purple Viking completes the row of five again: the Amulet rewards it.
    before = dict(state["players"][0])
    state, events = play(state, 0, {"type": "recruit", "card": purple_in_hand})
    assert _completed(events)["data"]["effects"] == [
        {"artifact": "amulet", "gains": {"bracelet": 1, "recruit": 1, "reputation": 1}}
    ]
    assert state["players"][0]["reputation"] == before["reputation"] + 1
    assert state["players"][0]["rows_rewarded"] == 1


def test_a_row_kept_whole_is_still_rewarded_only_once():
    """Paying with Vikings that leave every colour present keeps the row: no second reward."""
    pool = Pool()
    crew = [card for colour in C.COLOURS for card in pool.take(colour, "vp", 1)]
    extra_purple = pool.take("purple", "bracelet", 2)
    fifth_red = pool.one("red", "bracelet")
    state = scenario(
        2,
        pool=pool,
        crews=[[*crew, *extra_purple], []],
        hands=[[fifth_red, *pool.any(2)], pool.any(3)],
        artifacts=["amulet"],
        display={"A": [6, 2, 3], "B": [21, 22, 23]},
    )
    state["players"][0].update(recruits=0, rows_rewarded=1)
    state, _ = play(state, 0, {"type": "explore", "destination": 6})
    state, _ = play(state, 0, {"type": "pay", "card": extra_purple[1]})
    state, events = play(state, 0, {"type": "pay", "card": extra_purple[0]})
    assert _completed(events)["data"]["effects"] == []
    assert state["players"][0]["rows_rewarded"] == 1


def test_a_viking_discarded_on_an_empty_deck_breaks_the_row_until_a_later_turn_completes_it():
    """Deck exhaustion: the seat's discard breaks its row of five. The marker stays up for the rest
    of the turn (nothing in it can re-earn the row); the seat's next ``turn_started`` sets it to
    the rows it then holds (none), so recruiting the missing colour later rewards again."""
    pool = Pool()
    crew0 = [card for colour in C.COLOURS for card in pool.take(colour, "vp", 1)]
    # as many Vikings as seat 0 once it has recruited (6), and no row: both seats discard
    crew1 = [*pool.take("green", "recruit", 3), *pool.take("green", "vp", 2), pool.one("blue", "recruit")]
    new = pool.one("purple", "bracelet")
    red_in_hand = pool.one("red", "bracelet")
    board = {colour: pool.one(colour, "bracelet") for colour in C.COLOURS}
    state = scenario(
        2,
        pool=pool,
        crews=[crew0, crew1],
        hands=[[new, red_in_hand, *pool.any(1)], pool.any(3)],
        board=board,
        deck=[],
        artifacts=["amulet"],
    )
    state["players"][0].update(recruits=0, rows_rewarded=1)
    state, _ = play(state, 0, {"type": "recruit", "card": new})
    assert state["exhaust"] == [0, 1]
    state, events = play(state, 0, {"type": "discard_viking", "card": crew0[0]})  # the only red one
    assert events[0]["data"] == {"card": crew0[0], "rows_rewarded": 1}
    state, events = play(state, 1, RULES.legal_moves(state, 1)[0])
    assert _completed(events)["data"]["effects"] == [] and state["players"][0]["rows_rewarded"] == 1
    state, _ = play(state, 0, {"type": "end_turn"})
    while state["current"] == 1:
        state, _ = play(state, 1, RULES.timeout_move(state, 1))
    # Seat 0's next turn starts with the rows it holds: none.
    assert state["players"][0]["crew"]["red"] == [] and state["players"][0]["rows_rewarded"] == 0
    state, _ = play(state, 0, {"type": "recruit", "card": red_in_hand})
    # the deck is empty again: both discard, seat 0 one of its two purple Vikings (the row stays)
    assert state["exhaust"] == [0, 1]
    state, _ = play(state, 0, {"type": "discard_viking", "card": new})
    state, events = play(state, 1, RULES.legal_moves(state, 1)[0])
    assert _completed(events)["data"]["effects"] == [
        {"artifact": "amulet", "gains": {"bracelet": 1, "recruit": 1, "reputation": 1}}
    ]


def test_old_events_without_the_row_marker_fold_as_they_were_played():
    """Events recorded before the fix carry no ``rows_rewarded``: the marker is left as it was, so
    stored games replay to the same state (no ``rules_version`` bump needed)."""
    pool = Pool()
    crew = [card for colour in C.COLOURS for card in pool.take(colour, "vp", 1)]
    state = scenario(2, pool=pool, crews=[crew, []], display={"A": [4, 2, 3], "B": [21, 22, 23]})
    state["players"][0]["rows_rewarded"] = 1
    old = [
        {"type": "explore_chosen", "seat": 0, "data": {"destination": 4, "source": "display"}},
        {"type": "payment_card", "seat": 0, "data": {"card": crew[0]}},
    ]
    folded = state
    for event in old:
        folded = RULES.evolve(folded, event)
    assert folded["players"][0]["rows_rewarded"] == 1 and folded["players"][0]["crew"]["red"] == []


# ---------------------------------------------------------------------------------------------
# A row "completed again" within one turn is not a new row (README, "Readings")


def _exhausted_explore_state(artifact):
    """Seat 0 holds one row of five (one Viking of each colour) as its turn starts; the Viking deck
    and the discard are empty; A7 (2 purple, immediate gain: draw a Viking) is face up and seat 0
    can pay it with two recruit tokens, so the draw empties nothing but the deck."""
    pool = Pool()
    crew = {colour: pool.one(colour, "vp") for colour in C.COLOURS}
    state = scenario(
        2,
        pool=pool,
        crews=[list(crew.values()), []],
        deck=[],
        artifacts=[artifact],
        display={"A": [7, 2, 3], "B": [21, 22, 23]},
    )
    state["players"][0].update(recruits=2, rows_rewarded=1)
    return state, crew


@pytest.mark.parametrize("artifact", ["amulet", "weathervane"])
def test_a_row_broken_and_made_whole_by_the_same_card_in_one_turn_rewards_nothing(artifact):
    """Aid, Artefacts: « Après votre action, chaque fois que vous remplissez la condition » and
    « Si vous complétez une ligne de cinq vikings de couleurs différentes ». Exploring A7 draws a
    Viking; deck and discard are empty, so seat 0 (the most Vikings) discards one, its only red,
    which is shuffled as the whole deck and drawn straight back into its crew. After the action
    the crew holds the one row it held before: nothing was completed."""
    state, crew = _exhausted_explore_state(artifact)
    state, _ = play(state, 0, {"type": "explore", "destination": 7})
    state, _ = play(state, 0, {"type": "pay_recruit"})
    state, _ = play(state, 0, {"type": "pay_recruit"})
    assert state["exhaust"] == [0]
    state, events = play(state, 0, {"type": "discard_viking", "card": crew["red"]})
    assert [e["type"] for e in events][:3] == ["viking_discarded", "deck_reshuffled", "viking_drawn"]
    assert state["players"][0]["crew"]["red"] == [crew["red"]]  # the same card came back
    assert _completed(events)["data"] == {"effects": [], "rows": 1}
    assert state["phase"] == "play" and state["turn"]["offers"] == []


def test_a_row_completed_by_the_action_rewards_once_with_both_artifacts():
    """The same row check counts a real new row: the crew lacks purple as the turn starts, and
    the Viking drawn by exploring A7 is purple."""
    pool = Pool()
    crew = [pool.one(colour, "vp") for colour in C.COLOURS if colour != "purple"]
    purple = pool.one("purple", "bracelet")
    state = scenario(
        2,
        pool=pool,
        crews=[crew, []],
        deck=[purple, *pool.free],
        artifacts=["amulet", "weathervane"],
        display={"A": [7, 2, 3], "B": [21, 22, 23]},
    )
    state["players"][0].update(recruits=2, rows_rewarded=0)
    state, _ = play(state, 0, {"type": "explore", "destination": 7})
    state, _ = play(state, 0, {"type": "pay_recruit"})
    state, events = play(state, 0, {"type": "pay_recruit"})
    assert _completed(events)["data"] == {
        "effects": [
            {"artifact": "amulet", "gains": {"bracelet": 1, "recruit": 1, "reputation": 1}},
            {"artifact": "weathervane", "offer": "explore"},
        ],
        "rows": 1,
    }


def test_each_turn_starts_with_the_rows_the_seat_holds():
    """``turn_started`` records the seat's row marker: the rows of five it holds then, whatever
    was rewarded before (a row lost outside the turn no longer counts as held)."""
    state = start(2, seed=3, artifacts=True)
    for seat in (0, 1):
        state["players"][seat]["rows_rewarded"] = 5  # stale, from before
    events = RULES.decide(state, state["current"], RULES.timeout_move(state, state["current"]), Random(0))
    while not any(e["type"] == "turn_started" for e in events):
        state = fold(RULES, events, state)
        seat = RULES.to_move(state)[0]
        events = RULES.decide(state, seat, RULES.timeout_move(state, seat), Random(0))
    started = next(e for e in events if e["type"] == "turn_started")
    state = fold(RULES, events, state)
    player = state["players"][started["seat"]]
    assert started["data"]["rows_rewarded"] == min(len(pile) for pile in player["crew"].values()) == 0
    assert player["rows_rewarded"] == 0


def test_issue_21_seed_517_the_same_viking_back_from_the_deck_is_no_new_row():
    """The issue's game: ``random_playout(KnarrRuleset(), 2, 517, {"ship_side": "normal",
    "artifacts": True})`` (Mead Cup and Amulet). At move 113, in seat 0's end-of-turn step, a
    Trade's Viking draw found the deck empty: seat 0 discarded a Viking that broke its only row,
    and that card, the whole new deck, came straight back into its crew. The Amulet rewarded the
    row a second time; now the turn's rows are those it started with plus the one rewarded after
    its Recruit, and nothing more."""
    options = RULES.resolve_options(2, {"ship_side": "normal", "artifacts": True})
    chooser = Random(517)
    events = RULES.setup(2, options, Random(517 * 7919 + 1))
    state = fold(RULES, events)
    moves = 0
    while moves < 113:
        seat = chooser.choice(RULES.to_move(state))
        move = chooser.choice(RULES.legal_moves(state, seat))
        new = RULES.decide(state, seat, move, Random(chooser.getrandbits(64)))
        state = fold(RULES, new, state)
        moves += 1
        if moves == 111:  # seat 0 recruits the blue Viking its crew lacked: a new row, rewarded
            assert move["type"] == "recruit" and _completed(new)["data"]["effects"] == [
                {"artifact": "amulet", "gains": {"bracelet": 1, "recruit": 1, "reputation": 1}}
            ]
    assert move["type"] == "discard_viking" and seat == 0
    kinds = [e["type"] for e in new]
    assert kinds[:3] == ["viking_discarded", "deck_reshuffled", "viking_drawn"]
    assert new[1]["data"]["order"] == [move["card"]] and new[2]["data"]["card"] == move["card"]
    assert "artifacts_triggered" not in kinds  # no second Amulet for the same row
    assert kinds[-2:] == ["turn_ended", "turn_started"]
    assert state["players"][0]["rows_rewarded"] == 1
