"""Random playouts: every listed move is accepted, every game ends; replay, snapshots, hidden info."""

import copy
import json
from random import Random

import pytest

from games.engine import fold
from games.engine.playout import random_playout
from games.rulesets.knarr import components as C

from .helpers import RULES

SEEDS = range(40)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("artifacts", [False, True])
@pytest.mark.parametrize("ship_side", ["normal", "advanced"])
def test_random_playouts_end(players, artifacts, ship_side):
    for seed in SEEDS:
        playout = random_playout(RULES, players, seed, {"artifacts": artifacts, "ship_side": ship_side})
        outcome = playout.outcome
        state = playout.state
        assert max(p["score"] for p in state["players"]) >= C.END_SCORE
        # Everyone played the same number of turns: the last turn was the first player's right neighbour.
        assert (state["current"] + 1) % players == state["first"]
        assert outcome["winners"] and len(outcome["ranking"]) == players
        # Cards are conserved and the caps hold.
        cards = list(state["deck"]) + state["discard"] + [c for c in state["board"].values() if c is not None]
        for player in state["players"]:
            cards += player["hand"] + [c for pile in player["crew"].values() for c in pile]
            assert (
                0 <= player["bracelets"] <= 3
                and 0 <= player["recruits"] <= 3
                and 0 <= player["reputation"] <= 14
            )
            assert len(player["hand"]) == 3
        assert sorted(cards) == C.viking_deck(players)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_replay_and_json_round_trip(players):
    playout = random_playout(RULES, players, 11, {"artifacts": True})
    events = playout.events
    assert fold(RULES, events) == playout.state
    middle = len(events) // 2
    snapshot = json.loads(json.dumps(fold(RULES, events[:middle])))
    assert fold(RULES, events[middle:], snapshot) == playout.state
    assert json.loads(json.dumps(playout.state)) == playout.state
    assert json.loads(json.dumps(events)) == events


def _hidden_from(state, seat):
    """Card ids a seat must not see: other hands and the deck."""
    hidden = set(state["deck"])
    for index, player in enumerate(state["players"]):
        if index != seat:
            hidden |= set(player["hand"])
    return hidden


def _card_ids(value):
    """Every Viking card id shown in a view (card objects carry a colour and a gain)."""
    found = set()
    if isinstance(value, dict):
        if "colour" in value and "gain" in value and "id" in value:
            found.add(value["id"])
        for item in value.values():
            found |= _card_ids(item)
    elif isinstance(value, list):
        for item in value:
            found |= _card_ids(item)
    return found


@pytest.mark.parametrize("players", [2, 4])
def test_views_and_redacted_events_hide_hands_and_deck_order(players):
    playout = random_playout(RULES, players, 7, {"artifacts": True})
    state = None
    for number, event in enumerate(playout.events):
        state = RULES.evolve(copy.deepcopy(state), event)
        if number % 5 and number != len(playout.events) - 1:
            continue
        for seat in [None, *range(players)]:
            view = RULES.view(state, seat)
            shown = _card_ids(view)
            assert not shown & _hidden_from(state, seat)
            assert "deck" not in view and "dest_deck" not in view
            for index, player in enumerate(view["players"]):
                assert (player["hand"] is None) == (index != seat)
            # The view does not change when the hidden cards are shuffled around.
            shaken = copy.deepcopy(state)
            shaken["deck"].reverse()
            shaken["dest_deck"]["A"].reverse()
            for index, player in enumerate(shaken["players"]):
                if index != seat and shaken["deck"]:
                    player["hand"][0], shaken["deck"][0] = shaken["deck"][0], player["hand"][0]
            assert RULES.view(shaken, seat) == view
    for event in playout.events:
        for seat in [None, *range(players)]:
            redacted = RULES.redact(event, seat)
            text = json.dumps(redacted)
            assert '"order"' not in text and '"deck"' not in text and '"dest_deck"' not in text
            if event["type"] == "game_set_up":
                for index, hand in enumerate(redacted["data"]["hands"]):
                    assert (hand is None) == (index != seat)
                    if index == seat:
                        assert hand == event["data"]["hands"][seat]


def test_legal_move_lists_stay_short():
    longest = 0
    for players, seed in [(2, 1), (3, 2), (4, 3), (4, 4)]:
        chooser = Random(seed)
        state = fold(
            RULES, RULES.setup(players, RULES.resolve_options(players, {"artifacts": True}), Random(seed))
        )
        while RULES.outcome(state) is None:
            seat = chooser.choice(RULES.to_move(state))
            moves = RULES.legal_moves(state, seat)
            longest = max(longest, len(moves))
            move = chooser.choice(moves)
            state = fold(RULES, RULES.decide(state, seat, move, Random(chooser.getrandbits(32))), state)
    assert longest <= 30


def test_golden_log_replays_to_its_known_scores():
    """A recorded game (2 players, advanced ships, Mead Cup + Amulet). If this fails after a code
    change, the change folds old events differently: bump ``rules_version``."""
    from pathlib import Path

    golden = json.loads((Path(__file__).parent / "golden_2p_advanced_artifacts.json").read_text())
    state = fold(RULES, golden["events"])
    assert RULES.outcome(state) == golden["outcome"]
    assert golden["outcome"]["scores"] == {"0": 40, "1": 21}
    assert state["artifacts"] == ["mead_cup", "amulet"]
