"""Events folded per second, per rule set (pure Python, no database).

    .venv/bin/python bench/fold.py [--games 50] [--ruleset uigo]

Plays random games once to collect their events, then times folding them from scratch.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.engine import fold  # noqa: E402
from games.engine.playout import random_playout  # noqa: E402
from games.rulesets import registry  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--ruleset", action="append", help="rule set id (default: all registered)")
    args = parser.parse_args()
    for ruleset in registry():
        if args.ruleset and ruleset.id not in args.ruleset:
            continue
        logs = [
            random_playout(ruleset, ruleset.max_players, seed).events
            for seed in range(args.games)
        ]
        count = sum(len(log) for log in logs)
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            for log in logs:
                fold(ruleset, log)
            best = min(best, time.perf_counter() - start)
        print(f"{ruleset.id:12s} {ruleset.max_players} players: {count} events in {args.games} games, "
              f"{count / best:,.0f} events folded/s ({count / args.games:.0f} events per game)")


if __name__ == "__main__":
    main()
