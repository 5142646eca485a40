"""The move bot seats and timed-out seats play (``timeout_move``, ``policy.choose_move``) plays to
win: games of bots end by the rules, not by the safety limit, and it beats random players.

Seeded games straight through the rule set (``bot_games``); the larger measurement is
``bench/graenaland_bots.py``.
"""

from __future__ import annotations

import json
from random import Random

import pytest

from games.rulesets.graenaland.components import RESOURCE_CARDS, VP_CARDS
from games.rulesets.graenaland.policy import choose_move
from games.rulesets.graenaland.turn import MAX_TURNS
from tests.rulesets.graenaland.bot_games import (
    RULESET,
    options_for,
    play_game,
    random_chooser,
    timeout_chooser,
)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_games_of_bots_end_by_the_rules(players):
    """Every seat plays what a bot seat plays (the rule set's timeout move): each game ends with a
    winner by the victory condition, well within the safety limit."""
    for seed in range(4):
        game = play_game(players, seed, [timeout_chooser] * players, options_for(players, seed))
        assert not game.ended_by_limit, f"{players} players, seed {seed}: stopped by the safety limit"
        assert game.winner is not None and game.turns < MAX_TURNS


def test_the_bot_beats_random_players():
    """One bot seat (rotated) against two players choosing random legal moves, 3 players: the fair
    share is 1/3 of the wins; the bot must win at least twice that."""
    games = 12
    wins = 0
    for seed in range(games):
        bot = seed % 3
        choosers = [random_chooser] * 3
        choosers[bot] = timeout_chooser
        game = play_game(3, 100 + seed, choosers, options_for(3, seed))
        assert not game.ended_by_limit
        wins += game.winner == bot
    assert wins >= 2 * games / 3, f"the bot won {wins} of {games} games"


def _shadow(state: dict, seat: int) -> dict:
    """``state`` with everything ``seat`` cannot see changed: the other hands (same sizes), the
    face-down cards of the piles, the other players' victory-point cards."""
    shadow = json.loads(json.dumps(state))
    spare = sorted(RESOURCE_CARDS)
    for other, hand in enumerate(shadow["hands"]):
        if other != seat:
            shadow["hands"][other] = spare[-len(hand):] if hand else []
    for pile in shadow["piles"].values():
        for entry in pile:
            if not entry["up"]:
                entry["card"] = spare[0]
    cards = sorted(VP_CARDS)
    for other, card in enumerate(shadow["vp"]["cards"]):
        if other != seat and card is not None and not shadow["vp"]["revealed"][other]:
            shadow["vp"]["cards"][other] = cards[(cards.index(card) + 7) % len(cards)]
    return shadow


def test_the_policy_is_pure_legal_and_sees_only_its_seat():
    """Over whole games (4 and 5 players, the advanced options): the chosen move is legal, the
    state is not changed, the same state gives the same move, and a state that looks the same from
    the seat (other hands, face-down cards, other victory-point cards changed) gives the same move."""
    for players, options in ((4, {"victory_point_cards": True, "advanced_setup": True}),
                             (5, {"five_player_favour": True})):
        resolved = RULESET.resolve_options(players, options)

        def checked(state, seat, move_rng):
            before = json.dumps(state, sort_keys=True)
            move = choose_move(state, seat, Random(7))
            assert move in RULESET.legal_moves(state, seat)
            assert json.dumps(state, sort_keys=True) == before, "the policy must not change the state"
            assert choose_move(state, seat, Random(7)) == move
            assert choose_move(_shadow(state, seat), seat, Random(7)) == move, "it used hidden information"
            # half the moves random, so that the checks meet varied positions
            return move if move_rng.random() < 0.5 else random_chooser(state, seat, move_rng)

        game = play_game(players, players, [checked] * players, resolved)
        assert game.winner is not None or game.ended_by_limit
