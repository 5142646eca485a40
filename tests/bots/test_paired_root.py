"""The paired root search (``PAIRED_ROOT`` in a rule set's heuristics; Grænaland's): every root
move is played out in the same sampled world with the same luck, so one move better than another
in every world is chosen even from a single round, whatever the worlds drawn."""

from __future__ import annotations

from random import Random

from games.bots.search import Level, _paired_choice, _Search, move_key


class CoinGame:
    """Seat 0 picks "a" or "b"; a hidden coin, which the seat cannot see, is worth far more than
    the pick, and "b" is worth one more than "a" whatever the coin."""

    def legal_moves(self, state, seat):
        return [{"pick": "a"}, {"pick": "b"}] if state["pick"] is None else []

    def to_move(self, state):
        return [0] if state["pick"] is None else []

    def sample_state(self, state, seat, rng):
        return {**state, "coin": rng.randrange(2)}

    def decide(self, state, seat, move, rng):
        return [{"type": "picked", "pick": move["pick"]}]

    def evolve(self, state, event):
        return {**state, "pick": event["pick"]}

    def outcome(self, state):
        return None


def evaluate(state):
    return [10.0 * state["coin"] + (1.0 if state["pick"] == "b" else 0.0), 5.0]


def test_one_paired_round_sees_the_better_move_whatever_the_world():
    game, state = CoinGame(), {"pick": None, "coin": None}
    moves = game.legal_moves(state, 0)
    ordered = [(f"0:{move_key(move)}", move) for move in moves]
    for seed in range(30):
        search = _Search(game, 0, Level("one round", playouts=2), Random(seed))
        search.evaluate, search.paired_root = evaluate, True
        assert _paired_choice(search, state, 0, moves, ordered, search.level, None, None) == {"pick": "b"}


def test_the_policy_margin_keeps_the_policy_move_against_a_smaller_gain():
    game, state = CoinGame(), {"pick": None, "coin": None}
    moves = game.legal_moves(state, 0)
    ordered = [(f"0:{move_key(move)}", move) for move in moves]
    search = _Search(game, 0, Level("few", playouts=8), Random(3))
    search.evaluate, search.paired_root = evaluate, True
    search.policy_move = lambda state, seat, rng: {"pick": "a"}
    search.policy_margin = 0.5  # more than "b" can gain in win share
    assert _paired_choice(search, state, 0, moves, ordered, search.level, None, None) == {"pick": "a"}
    search.policy_margin = 0.0
    assert _paired_choice(search, state, 0, moves, ordered, search.level, None, None) == {"pick": "b"}
