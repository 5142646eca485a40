"""Rules audit against the French aid and the component notes: the departures found and fixed."""

from games.rulesets.knarr import components as C

from .helpers import RULES, Pool, play, scenario


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


def test_discarding_a_viking_on_an_empty_deck_also_breaks_the_row():
    """Deck exhaustion: the seat's discard can break its row of five, which then counts again."""
    pool = Pool()
    crew0 = [card for colour in C.COLOURS for card in pool.take(colour, "vp", 1)]
    new = pool.one("purple", "bracelet")
    board = {colour: pool.one(colour, "bracelet") for colour in C.COLOURS}
    state = scenario(
        2, pool=pool, crews=[crew0, []], hands=[[new, *pool.any(2)], pool.any(3)], board=board, deck=[]
    )
    state["players"][0].update(recruits=0, rows_rewarded=1)
    state, _ = play(state, 0, {"type": "recruit", "card": new})
    assert state["exhaust"] == [0]
    state, events = play(state, 0, {"type": "discard_viking", "card": crew0[0]})  # the only red one
    assert events[0]["data"] == {"card": crew0[0], "rows_rewarded": 0}
    assert state["players"][0]["rows_rewarded"] == 0


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
