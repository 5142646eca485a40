"""Grænaland's bot policy (what bot seats and timed-out seats play), measured straight through the
rule set: no database, no clock in the games, every choice from the seed.

    .venv/bin/python bench/graenaland_bots.py [--games 40] [--players 3 4 5]

For each player count it prints:

- **bots only**: every seat plays the rule set's ``timeout_move`` (``policy.choose_move``); games
  ended by the rules (a winner by the victory condition) / total, the games the safety limit
  stopped, and the turns (mean, max) and moves per game;
- **bot vs random**: one bot seat (rotated round the table) against players choosing uniformly
  random legal moves: the bot's wins, its win share with a 95 % Wilson interval, beside the fair
  share 1 / players, and the mean turns;
- the mean time the policy takes per move.

Seeds cycle through the option sets of ``tests/rulesets/graenaland/bot_games.py`` (basic,
advanced setup, victory-point cards, both, 3-player modifications off; the favour in half the
5-player games), each resolved by ``resolve_options``.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.rulesets.graenaland.bot_games import (  # noqa: E402
    RULESET,
    options_for,
    play_game,
    random_chooser,
)

policy_seconds = 0.0
policy_moves = 0


def timed_bot(state: dict, seat: int, rng: Random) -> dict:
    """The bot seat's move, as the service plays it (``timeout_move``), timed."""
    global policy_seconds, policy_moves
    start = time.perf_counter()
    move = RULESET.timeout_move(state, seat)
    policy_seconds += time.perf_counter() - start
    policy_moves += 1
    return move


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    if not games:
        return 0.0, 0.0
    share = wins / games
    centre = (share + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def measure(players: int, games: int) -> list[str]:
    by_rules = stopped = 0
    turns: list[int] = []
    moves: list[int] = []
    for seed in range(games):
        game = play_game(players, seed, [timed_bot] * players, options_for(players, seed))
        by_rules += game.winner is not None and not game.ended_by_limit
        stopped += game.ended_by_limit
        turns.append(game.turns)
        moves.append(game.moves)
    lines = [
        f"{players} players, bots only: ended by the rules {by_rules}/{games}, safety limit {stopped}; "
        f"turns mean {sum(turns) / games:.1f}, max {max(turns)}; moves per game mean {sum(moves) / games:.0f}"
    ]
    wins = 0
    vs_turns: list[int] = []
    vs_limit = 0
    for seed in range(games):
        bot = seed % players
        choosers = [random_chooser] * players
        choosers[bot] = timed_bot
        game = play_game(players, 10_000 + seed, choosers, options_for(players, seed))
        wins += game.winner == bot
        vs_limit += game.ended_by_limit
        vs_turns.append(game.turns)
    low, high = wilson(wins, games)
    lines.append(
        f"{players} players, bot vs random: bot won {wins}/{games} = {wins / games:.2f} "
        f"(95% CI {low:.2f}-{high:.2f}; fair share {1 / players:.2f}); safety limit {vs_limit}; "
        f"turns mean {sum(vs_turns) / games:.1f}"
    )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40, help="games per player count and pairing")
    parser.add_argument("--players", type=int, nargs="+", default=[3, 4, 5])
    args = parser.parse_args()
    started = time.perf_counter()
    for players in args.players:
        for line in measure(players, args.games):
            print(line, flush=True)
    print(
        f"policy: {policy_moves} moves, {1000 * policy_seconds / max(1, policy_moves):.2f} ms per move; "
        f"whole run {time.perf_counter() - started:.0f} s"
    )


if __name__ == "__main__":
    main()
