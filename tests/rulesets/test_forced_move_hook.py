"""``forced_move_is_public`` over random playouts of every rule set (no database).

The hook lets the service play a move for a player at once, which tells the others it was the
only one: it must only say yes when the single move is known from public information. Checked:
whenever it says yes the seat has exactly one legal move; it never depends on what is hidden
(the same answer after the hidden parts of the state are changed: a hand swapped with another of
the same size, the draw pile reordered); and it never picks a move that draws. Knarr, Grænaland
and Greenland never say yes (their single moves all depend on a hand: see their READMEs).
"""

from __future__ import annotations

import copy
from random import Random

import pytest

from games.engine.replay import fold
from games.rulesets import registry


def _states(ruleset_id: str, players: int, seed: int, limit: int = 4000):
    """(state, seat) for every seat to move in a random playout, at most ``limit`` moves."""
    ruleset = registry().get(ruleset_id)
    chooser = Random(seed)
    options = ruleset.resolve_options(players, {})
    state = fold(ruleset, ruleset.setup(players, options, Random(seed * 7919 + 1)))
    for _ in range(limit):
        if ruleset.outcome(state) is not None:
            return
        for seat in ruleset.to_move(state):
            yield state, seat
        seat = chooser.choice(ruleset.to_move(state))
        move = chooser.choice(ruleset.legal_moves(state, seat))
        for event in ruleset.decide(state, seat, move, Random(chooser.getrandbits(64))):
            state = ruleset.evolve(state, event)


def _uigo_hidden_changed(state, seat):
    """The same public state with the seat's hand swapped with another hand of the same size."""
    others = [other for other, hand in enumerate(state["hands"])
              if other != seat and len(hand) == len(state["hands"][seat])]
    if not others:
        return None
    changed = copy.deepcopy(state)
    other = others[0]
    changed["hands"][seat], changed["hands"][other] = changed["hands"][other], changed["hands"][seat]
    return changed


def _fjords_hidden_changed(state, seat):
    changed = copy.deepcopy(state)
    changed["pile"] = list(reversed(changed["pile"]))
    return changed


HIDDEN = {"uigo": _uigo_hidden_changed, "fjords": _fjords_hidden_changed}


@pytest.mark.parametrize(("ruleset_id", "players"), [("uigo", 2), ("uigo", 3), ("fjords", 2)])
def test_public_forced_moves_are_single_and_do_not_depend_on_hidden_things(ruleset_id, players):
    ruleset = registry().get(ruleset_id)
    said_yes = said_no_with_one = 0
    for seed in range(4):
        for state, seat in _states(ruleset_id, players, seed):
            moves = ruleset.legal_moves(state, seat)
            public = ruleset.forced_move_is_public(state, seat)
            if public:
                said_yes += 1
                assert len(moves) == 1, (seed, seat, moves)
                assert moves[0]["type"] != "draw"
            elif len(moves) == 1:
                said_no_with_one += 1
            changed = HIDDEN[ruleset_id](state, seat)
            if changed is not None:
                assert ruleset.forced_move_is_public(changed, seat) == public, (seed, seat)
                if public:  # still one move whatever is hidden (in UIGO! the last card is its own secret)
                    assert len(ruleset.legal_moves(changed, seat)) == 1
                    if ruleset_id == "fjords":  # nothing a move names is hidden there
                        assert ruleset.legal_moves(changed, seat) == moves
    assert said_yes > 0  # the playouts reach the situations the hook is for


def test_uigo_never_tells_that_a_hand_holds_one_playable_card():
    ruleset = registry().get("uigo")
    seen = 0
    for seed in range(4):
        for state, seat in _states("uigo", 3, seed):
            if state["phase"] == "play" and len(state["hands"][seat]) > 1 \
                    and len(ruleset.legal_moves(state, seat)) == 1:
                seen += 1
                assert not ruleset.forced_move_is_public(state, seat)
    assert seen > 0


@pytest.mark.parametrize(("ruleset_id", "players"), [("knarr", 2), ("graenaland", 3), ("greenland", 2)])
def test_games_whose_single_moves_depend_on_hands_never_play_one(ruleset_id, players):
    ruleset = registry().get(ruleset_id)
    for seed in range(2):
        for state, seat in _states(ruleset_id, players, seed, limit=1500):
            assert not ruleset.forced_move_is_public(state, seat)
