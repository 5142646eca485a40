"""Random playouts: every listed move is accepted and every game ends; replay, snapshots, hidden
information, texts and timeouts."""

import copy
import json
from random import Random

import pytest

from games.engine import fold
from games.engine.playout import random_playout
from games.rulesets import presentation_for
from games.rulesets.uigo import components as C

from .helpers import RULES

SEEDS = range(200)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_end(players):
    for seed in SEEDS:
        playout = random_playout(RULES, players, seed)
        state, outcome = playout.state, playout.outcome
        assert state["phase"] == "over" and state["round"] == 4
        assert len(outcome["ranking"]) == players and outcome["winners"]
        assert set(outcome["scores"]) == {str(s) for s in range(players)}
        assert all(len(hand) == 0 for hand in state["hands"])
        assert all(len(rounds) == 4 for rounds in state["round_scores"])


def _invariants(state):
    """Cards are never duplicated; boxes are filled left to right, one colour each; farmers fit."""
    players = state["players"]
    seen = (
        [c for hand in state["hands"] for c in hand] + [p["card"] for p in state["trick"]] + state["pending"]
    )
    for kingdom in state["kingdoms"]:
        colours = [box["colour"] for box in kingdom]
        opened = [c for c in colours if c]
        assert colours[: len(opened)] == opened and len(set(opened)) == len(opened)
        for slots, box in zip(C.BOX_SLOTS, kingdom, strict=True):
            assert 0 <= box["farmers"] <= slots
            assert all(C.colour_of(card) == box["colour"] for card in box["cards"])
            seen += box["cards"]
    assert len(seen) == len(set(seen)) <= 10 * players
    used = sum(box["farmers"] for k in state["kingdoms"] for box in k) - 2 * players
    assert used + state["supply"] == C.FARMER_SUPPLY[players]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_replay_snapshots_and_invariants(players):
    for seed in range(10):
        playout = random_playout(RULES, players, seed)
        events = playout.events
        assert fold(RULES, events) == playout.state
        state = None
        for index, event in enumerate(events):
            state = RULES.evolve(state, event)
            if state["phase"] in ("play", "place"):
                _invariants(state)
            if index % 37 == 0:  # a snapshot taken here, through JSON, folds on to the same end
                snapshot = json.loads(json.dumps(state))
                assert fold(RULES, events[index + 1 :], snapshot) == playout.state
        legal_events_are_json = json.loads(json.dumps(events))
        assert legal_events_are_json == events


def _replay_with_checks(players, seed, check):
    """Replay a random game move by move; call ``check(state, events_so_far)`` before each move."""
    playout = random_playout(RULES, players, seed)
    state, done = None, []
    for event in playout.events:
        state = RULES.evolve(state, event)
        done.append(event)
        if event["type"] in ("round_dealt", "card_played", "cards_placed", "trick_won"):
            check(state, done)
    return playout


def _hidden_cards(state, seat):
    """Cards in other seats' hands right now."""
    return {card for other, hand in enumerate(state["hands"]) if other != seat for card in hand}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_views_and_redacted_events_hide_other_hands(players):
    def check(state, events):
        # Card ids come back every round: look at this round's events and at the view without the
        # previous round's summary (public: those cards were played face up last round).
        last_deal = max(i for i, e in enumerate(events) if e["type"] == "round_dealt")
        set_aside = set(C.CARDS) - {c for hand in events[last_deal]["data"]["hands"] for c in hand}
        assert len(set_aside) == 45 - 10 * players
        for seat in [None, *range(players)]:
            hidden = _hidden_cards(state, seat) | set_aside
            view = RULES.view(state, seat)
            view.pop("last_round")
            text = json.dumps(view)
            assert not any(f'"{card}"' in text for card in hidden), (seat, hidden)
            log = json.dumps([RULES.redact(e, seat) for e in events[last_deal:]])
            assert not any(f'"{card}"' in log for card in hidden), (seat, hidden)
            if seat is not None:
                assert view["hand"] == sorted(state["hands"][seat], key=C.sort_key)

    for seed in range(3):
        _replay_with_checks(players, seed, check)


def test_redacted_deal_shows_only_the_own_hand():
    events = RULES.setup(3, {}, Random(5))
    deal = events[1]
    hands = deal["data"]["hands"]
    for seat in range(3):
        redacted = RULES.redact(deal, seat)
        assert redacted["data"]["hand"] == hands[seat]
        assert "hands" not in redacted["data"] and redacted["data"]["hand_sizes"] == [10, 10, 10]
        text = json.dumps(redacted)
        assert all(f'"{c}"' not in text for other in range(3) if other != seat for c in hands[other])
        set_aside = set(C.CARDS) - {c for hand in hands for c in hand}
        assert all(f'"{c}"' not in text for c in set_aside)
    spectator = RULES.redact(deal, None)
    assert "hand" not in spectator["data"] and "hands" not in spectator["data"]
    assert deal["data"]["hands"] == hands  # redact does not touch the stored event


def test_view_contents():
    state = fold(RULES, RULES.setup(4, {}, Random(2)))
    view = RULES.view(state, 1)
    assert view["step"] == "play" and view["to_move"] == [1]
    assert (view["round"], view["trick_number"], view["dealer"], view["leader"]) == (1, 1, 0, 1)
    assert view["hand_sizes"] == [10] * 4 and len(view["hand"]) == 10 and view["set_aside"] == 5
    assert view["farmer_supply"] == 36
    assert [b["farmers"] for b in view["kingdoms"][0]["boxes"]] == [1, 1, 0, 0, 0]
    assert [b["slots"] for b in view["kingdoms"][0]["boxes"]] == [1, 1, 2, 3, 4]
    assert view["scores"] == [{"rounds": [], "total": 0}] * 4
    assert RULES.view(state, None)["hand"] is None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_decide_never_mutates_and_timeouts_finish_games(players):
    state = fold(RULES, RULES.setup(players, {}, Random(players)))
    moves = 0
    while RULES.outcome(state) is None:
        [seat] = RULES.to_move(state)
        move = RULES.timeout_move(state, seat)
        assert move in RULES.legal_moves(state, seat)
        before = copy.deepcopy(state)
        events = RULES.decide(state, seat, move, Random(moves))
        assert state == before
        for event in events:
            state = RULES.evolve(state, event)
        moves += 1
    assert moves < 400 and RULES.to_move(state) == []


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_texts_for_every_move_and_event(locale):
    playout = random_playout(RULES, 3, 4)
    names = ["Théo", "Sonia", "Gabriel"]
    kinds = set()
    for event in playout.events:
        for seat in (None, 0):
            text = presentation_for(RULES.id).describe_event(RULES.redact(event, seat), names, locale)
            assert text and "{" not in text
        kinds.add(event["type"])
    assert kinds == {
        "game_started",
        "round_dealt",
        "card_played",
        "trick_won",
        "cards_placed",
        "round_scored",
        "game_ended",
    }
    assert presentation_for(RULES.id).describe_move({"type": "play_card", "card": "red-3"}, locale) in (
        "Play the red 3",
        "Jouer le 3 rouge",
    )
    assert presentation_for(RULES.id).describe_move({"type": "place_card", "card": "blue-0"}, locale)
