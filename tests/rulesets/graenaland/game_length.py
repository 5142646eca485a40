"""Measure how long random Grænaland games last and how often the safety limit stops one.

Not a test (it takes minutes): run it by hand and copy its summary into the package README,
"Game length"::

    .venv/bin/python -m tests.rulesets.graenaland.game_length 200

For each player count it plays ``N`` seeds, cycling through the option sets of the playout tests,
and prints the number of turns (min, median, 90th percentile, max), how the games ended (victory
card, victory-point claim, safety limit) and, for any game the limit stopped, its seed and turn.
"""

from __future__ import annotations

import sys
from collections import Counter

from games.engine.playout import random_playout
from games.rulesets.graenaland import GraenalandRuleset
from games.rulesets.graenaland.turn import MAX_TURNS

OPTION_SETS = [
    {},
    {"advanced_setup": True},
    {"victory_point_cards": True},
    {"advanced_setup": True, "victory_point_cards": True, "five_player_favour": True},
    {"three_player_modifications": False},
]


def how_it_ended(state: dict) -> str:
    if state["ended_by_limit"]:
        return "safety limit"
    if state["options"].get("victory_point_cards"):
        return "victory-point claim"
    return "victory card"


def measure(seeds: int, first_seed: int = 0) -> list[str]:
    ruleset = GraenalandRuleset()
    lines = []
    for players in (3, 4, 5):
        turns: list[int] = []
        endings: Counter[str] = Counter()
        stopped = []
        for seed in range(first_seed, first_seed + seeds):
            options = OPTION_SETS[seed % len(OPTION_SETS)]
            state = random_playout(ruleset, players, seed, options).state
            turns.append(state["turn"])
            endings[how_it_ended(state)] += 1
            if state["ended_by_limit"]:
                stopped.append((seed, options, state["turn"], state["last_built_turn"]))
        turns.sort()
        lines.append(
            f"{players} players, {seeds} games: turns min {turns[0]}, median {turns[len(turns) // 2]}, "
            f"90% {turns[len(turns) * 9 // 10]}, max {turns[-1]}; over {MAX_TURNS} turns: "
            f"{sum(1 for t in turns if t > MAX_TURNS)}; endings {dict(sorted(endings.items()))}"
        )
        lines += [
            f"  stopped: seed {seed} {options} at turn {turn}, last built {built}"
            for seed, options, turn, built in stopped
        ]
    return lines


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    start = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    print("\n".join(measure(count, start)))
