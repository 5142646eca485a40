"""The path of one move through the code: which of the project's files it enters, how often it
comes back to a file it already left, and which apps call which.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/ravenpost_bench .venv/bin/python bench/move_path.py

It creates a two-player UIGO! game (one of the players with a webhook endpoint, so that the move
owes an email and webhook deliveries, as a bot author's game does), plays it a few moves to warm
every cache, then traces one ``services.submit_move`` with ``sys.setprofile``: every call of a
function defined in the project's code (the rule set's included, Django's and the libraries' left
out, each call charged to the nearest project frame below it). Printed:

- files: the project files the move enters, and how many of them are outside the rule set;
- returns: how many times a call enters a file that an earlier call already left (a path that
  climbs back into a module it was in is one that crosses the same seam twice);
- calls between apps: (caller's app → callee's app) with counts, the rule set counted as
  ``rules``; a call from ``games`` into ``notifications`` or ``webhooks`` would be one that runs
  up the layers (the services writing the delivery apps' rows).

Counts, not times: they are the same on every run of the same code and seed.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._db import ROOT, bench_player, prepare  # noqa: E402

PROJECT = str(ROOT) + "/"
SKIP = (str(ROOT / ".venv"), str(ROOT / "bench"), str(ROOT / "tests"))


def app_of(path: str) -> str:
    relative = path[len(PROJECT):]
    if relative.startswith("games/rulesets/") or relative.startswith("games/engine/"):
        return "rules"
    return relative.split("/", 1)[0]


def is_project(path: str) -> bool:
    return path.startswith(PROJECT) and not path.startswith(SKIP)


def trace(call):
    """Run ``call()`` under a profiler; return the project files of its calls, in order, and
    (caller file, callee file) pairs."""
    files: list[str] = []
    edges: list[tuple[str, str]] = []

    def profile(frame, event, _arg):
        if event != "call":
            return
        path = frame.f_code.co_filename
        if not is_project(path):
            return
        caller = frame.f_back
        while caller is not None and not is_project(caller.f_code.co_filename):
            caller = caller.f_back
        files.append(path)
        if caller is not None:
            edges.append((caller.f_code.co_filename, path))

    sys.setprofile(profile)
    try:
        call()
    finally:
        sys.setprofile(None)
    return files, edges


def main() -> None:
    prepare()
    from games import services
    from games.models import Game
    from outbox.models import Endpoint
    from outbox.webhooks import forget_owners

    alice, bob = bench_player("path-alice@example.org"), bench_player("path-bob@example.org")
    Endpoint.objects.get_or_create(owner=bob, url="https://bot.example.org/hook", defaults={"secret": "s" * 32})
    forget_owners()
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    players = {0: alice, 1: bob}
    chooser = Random(1)

    def play_one():
        game.refresh_from_db()
        seat = game.to_move[0]
        state = services.load_state(game)
        move = chooser.choice(services.ruleset_for(game).legal_moves(state, seat))
        return lambda: services.submit_move(game_id=game.pk, player=players[seat], move=move,
                                            expected_seq=game.seq)

    for _ in range(6):
        play_one()()
    files, edges = trace(play_one())

    visited: set[str] = set()
    returns, previous = 0, None
    for path in files:
        if path != previous and path in visited:
            returns += 1
        visited.add(path)
        previous = path
    outside_rules = {path for path in visited if app_of(path) != "rules"}
    between = Counter((app_of(a), app_of(b)) for a, b in edges if app_of(a) != app_of(b))
    print(f"one UIGO! move through services.submit_move ({Game.objects.get(pk=game.pk).ruleset}, "
          f"{len(files)} project calls)")
    print(f"files entered: {len(visited)} ({len(outside_rules)} outside the rule set)")
    print(f"returns to a file already left: {returns}")
    print("calls between apps (caller -> callee: calls):")
    for (source, target), count in sorted(between.items()):
        print(f"  {source:>13} -> {target:<13} {count}")
    print("files outside the rule set:")
    for path in sorted(outside_rules):
        print(f"  {path[len(PROJECT):]}")


if __name__ == "__main__":
    main()
