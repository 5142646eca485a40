"""The bots (``games.bots``) against players who pick uniformly random legal moves, straight
through the rule sets: no database, every choice from the seed.

    .venv/bin/python bench/bots.py [--games 20] [--levels easy normal] [--only uigo fjords]
                                   [--players 3] [--max-moves 20000] [--opponent random|easy|normal]

Each game: ``setup`` with a seeded rng, then, until ``outcome`` is set, one seat of ``to_move``
(picked by the seeded chooser, as ``games.engine.playout`` does) moves: the bot seat through
``choose_move`` (its own rng per decision), the others a uniformly random legal move (or, with
``--opponent LEVEL``, the bot at that level: "strong" against "normal", bots against bots); ``decide``
then ``evolve``. The bot's seat turns round the table from game to game. Prints one table: per
game and level, the games, the bot's win share (a shared win or a draw counts as a fraction)
with a 95 % Wilson interval, the fair share (1 / players), for 3 or more players the pairwise share
(over every pair of a game and another seat, the share in which the bot's seat finished ahead of
that seat by the outcome's ranking, a tie counting half; fair: 0.50; its Wilson interval counts
the pairs as if they were independent, which the pairs of one game are not, so it is a little
narrow), the mean and largest time per bot
decision with a choice (a forced move takes no search), the mean time per game, and how the games
ended: by the rules, by a rule set's own turn limit (Grænaland's ``ended_by_limit``), or by this
harness's safety stop (``--max-moves``).
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.bots import choose_move  # noqa: E402
from games.engine.replay import fold  # noqa: E402
from games.rulesets import registry  # noqa: E402

DEFAULT_PLAYERS = {"uigo": 2, "fjords": 2, "knarr": 2, "graenaland": 3, "greenland": 2}


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def pairwise(outcome: dict, bot_seat: int) -> list[float]:
    """Per other seat, 1 if the bot's seat finished ahead of it in ``outcome["ranking"]`` (a lower
    rank), 0.5 on the same rank (a tie), 0 behind: the ranks already hold the rule set's
    tie-breaks (Grænaland's declarer first), so this reads them, not the raw scores."""
    ranks = {entry["seat"]: entry["rank"] for entry in outcome["ranking"]}
    mine = ranks[bot_seat]
    return [1.0 if mine < rank else 0.5 if mine == rank else 0.0
            for seat, rank in sorted(ranks.items()) if seat != bot_seat]


def play(ruleset, players: int, seed: int, bot_seat: int, level: str, max_moves: int,
         opponent: str = "random") -> dict:
    chooser = Random(seed)
    options = ruleset.resolve_options(players, {})
    state = fold(ruleset, ruleset.setup(players, options, Random(seed * 7919 + 1)))
    decisions, searched, longest = 0, 0.0, 0.0
    moves = 0
    started = time.perf_counter()
    while ruleset.outcome(state) is None and moves < max_moves:
        seats = ruleset.to_move(state)
        seat = chooser.choice(seats)
        legal = ruleset.legal_moves(state, seat)
        if seat == bot_seat:
            tick = time.perf_counter()
            move = choose_move(ruleset, state, seat, level=level, rng=Random(seed * 100_003 + moves))
            spent = time.perf_counter() - tick
            if len(legal) > 1:
                decisions += 1
                searched += spent
                longest = max(longest, spent)
        elif opponent == "random":
            move = chooser.choice(legal)
        else:
            move = choose_move(ruleset, state, seat, level=opponent, rng=Random(seed * 100_019 + moves))
        for event in ruleset.decide(state, seat, move, Random(chooser.getrandbits(64))):
            state = ruleset.evolve(state, event)
        moves += 1
    outcome = ruleset.outcome(state)
    if outcome is None:
        share, ended = 1.0 / players, "stop"
        pairs = [0.5] * (players - 1)
    else:
        winners = outcome["winners"]
        share = (1.0 / len(winners) if bot_seat in winners else 0.0) if winners else 1.0 / players
        ended = "limit" if state.get("ended_by_limit") else "rules"
        pairs = pairwise(outcome, bot_seat)
    return {"share": share, "pairs": pairs, "ended": ended, "decisions": decisions, "searched": searched,
            "longest": longest, "seconds": time.perf_counter() - started, "moves": moves}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20, help="games per rule set and level")
    parser.add_argument("--levels", nargs="+", default=["easy", "normal"])
    parser.add_argument("--only", nargs="+", default=list(DEFAULT_PLAYERS), help="rule set ids")
    parser.add_argument("--players", type=int, default=None, help="player count (default: per game)")
    parser.add_argument("--max-moves", type=int, default=20_000, help="safety stop per game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--opponent", default="random",
                        help="what the other seats play: random (uniform legal moves) or a bot level")
    args = parser.parse_args()

    rows = []
    for ruleset_id in args.only:
        ruleset = registry().get(ruleset_id)
        players = args.players or DEFAULT_PLAYERS[ruleset_id]
        for level in args.levels:
            results = []
            for game in range(args.games):
                results.append(play(ruleset, players, args.seed * 10_000 + game, game % players, level,
                                    args.max_moves, args.opponent))
                last = results[-1]
                # each game as it ends, so that a long run shows its progress
                print(f"  game {game + 1}/{args.games}: {ruleset_id} {level} share {last['share']:.2f} "
                      f"pairs {last['pairs']} ended {last['ended']} {last['seconds']:.0f} s",
                      file=sys.stderr, flush=True)
            n = len(results)
            wins = sum(r["share"] for r in results)
            low, high = wilson(wins, n)
            pairs = [pair for r in results for pair in r["pairs"]]
            ahead = sum(pairs)
            pair_low, pair_high = wilson(ahead, len(pairs))
            decisions = sum(r["decisions"] for r in results)
            ended = {kind: sum(1 for r in results if r["ended"] == kind) for kind in ("rules", "limit", "stop")}
            rows.append([
                ruleset_id, str(players), level, str(n), f"{wins / n:.2f}", f"[{low:.2f}, {high:.2f}]",
                f"{1 / players:.2f}",
                f"{ahead / len(pairs):.2f} [{pair_low:.2f}, {pair_high:.2f}]" if players >= 3 else "",
                f"{1000 * sum(r['searched'] for r in results) / max(1, decisions):.0f}",
                f"{1000 * max(r['longest'] for r in results):.0f}",
                f"{sum(r['seconds'] for r in results) / n:.1f}",
                f"{sum(r['moves'] for r in results) / n:.0f}",
                f"{ended['rules']}/{ended['limit']}/{ended['stop']}",
            ])
            # Each row as soon as it is known, so that a long run stopped early keeps what it measured.
            print("  done: " + " | ".join(rows[-1]), file=sys.stderr, flush=True)
    print(f"opponents: {args.opponent}")
    header = ["game", "players", "level", "games", "win share", "95% CI", "fair", "pairwise (95% CI)", "ms/decision",
              "max ms", "s/game", "moves/game", "ended rules/limit/stop"]
    widths = [max(len(str(row[i])) for row in [header, *rows]) for i in range(len(header))]
    print("| " + " | ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)) + " |")
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for row in rows:
        print("| " + " | ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) + " |")


if __name__ == "__main__":
    main()
