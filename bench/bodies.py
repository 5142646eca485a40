"""CPU microseconds per response body: hand-written, DRF's serializer, and the compiled builder.

    .venv/bin/python bench/bodies.py [--games 2000] [--rounds 9]

The hot endpoints answer with bodies compiled from the serializer declarations
(``games.api.bodies.body_builder``). This times, in one run, three ways of building the same
bodies for the same in-memory objects (no database):

- **hand-written**: the plain functions the endpoints used before (a frozen copy below, kept
  only as the yardstick);
- **DRF**: ``SerializerClass(instance).data``;
- **builder**: ``body_builder(SerializerClass)(instance)``, what the endpoints call.

Bodies: a game with 2 to 5 seats (some invited, some bots, some finished with an outcome), an
open game of the lobby, an event, and a move's answer with three events. Each figure is the best
of ``--rounds`` passes of CPU time (the three take turns in each pass); the ratios are
builder / hand-written and DRF / builder.
"""

from __future__ import annotations

import argparse
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._db import production_env  # noqa: E402

production_env()

import django  # noqa: E402

django.setup()

from rest_framework import serializers  # noqa: E402

from games.api import serializers as s  # noqa: E402
from games.api.bodies import body_builder  # noqa: E402
from games.models import Game, Seat  # noqa: E402
from games.store import prefetched  # noqa: E402
from players.models import Player  # noqa: E402

# --- The hand-written bodies the endpoints built before (games/api/serializers.py at 9b0dffe) ------

_datetime_field = serializers.DateTimeField()


def _int(value):
    return None if value is None else int(value)


def datetime_text(value):
    return _datetime_field.to_representation(value)


def outcome_body(outcome):
    if outcome is None:
        return None
    return {
        "scores": {str(seat): score for seat, score in outcome["scores"].items()},
        "ranking": [{"seat": _int(entry["seat"]), "rank": _int(entry["rank"]), "score": entry["score"]}
                    for entry in outcome["ranking"]],
        "winners": [_int(seat) for seat in outcome["winners"]],
    }


def game_body(game):
    return {
        "id": game.pk,
        "ruleset": str(game.ruleset),
        "status": str(game.status),
        "seats": [
            {"seat": _int(seat.seat), "player": seat.player_id,
             "name": seat.player.display_name if seat.player else None, "kind": str(seat.kind)}
            for seat in game.seats.all()
        ],
        "to_move": [_int(seat) for seat in game.to_move],
        "seq": int(game.seq),
        "deadline": datetime_text(game.deadline),
        "outcome": outcome_body(game.outcome),
        "seating": str(game.seating),
        "join_by": datetime_text(game.join_by),
        "rematch_of": game.rematch_of_id,
    }


def open_game_body(game):
    limit = game.move_time_limit
    return {
        **game_body(game),
        "options": game.options,
        "move_time_limit_hours": int(limit.total_seconds() // 3600) if limit is not None else None,
        "seats_left": sum(1 for seat in game.seats.all() if seat.kind == "open" and seat.player_id is None),
    }


def event_body(event):
    return {"seq": _int(event["seq"]), "type": event["type"], "seat": _int(event["seat"]), "data": event["data"],
            "at": datetime_text(event["at"])}


def move_response_body(seq, events):
    return {"seq": int(seq), "events": [event_body(event) for event in events]}


# --- The objects -----------------------------------------------------------------------------------

def make_games(count: int, chooser: Random) -> list[Game]:
    """Games as ``services.fetch_game`` leaves them: seats prefetched, each with its player."""
    now = datetime(2026, 11, 25, 9, 30, tzinfo=UTC)
    games = []
    for number in range(1, count + 1):
        size = chooser.randint(2, 5)
        finished = chooser.random() < 0.3
        game = Game(id=number, ruleset=chooser.choice(["uigo", "knarr", "fjords"]),
                    status="finished" if finished else "active", seq=chooser.randint(1, 400),
                    to_move=[] if finished else [chooser.randrange(size)],
                    deadline=None if finished else now + timedelta(hours=chooser.randint(1, 72)),
                    move_time_limit=timedelta(hours=72), options={"variant": "standard"},
                    seating="listed", join_by=now if chooser.random() < 0.5 else None,
                    rematch_of_id=number - 1 if chooser.random() < 0.1 else None)
        if finished:
            scores = {str(seat): chooser.randint(0, 60) for seat in range(size)}
            ranked = sorted(range(size), key=lambda seat: -scores[str(seat)])
            game.outcome = {"scores": scores, "winners": ranked[:1],
                            "ranking": [{"seat": seat, "rank": rank + 1, "score": scores[str(seat)]}
                                        for rank, seat in enumerate(ranked)]}
        seats = []
        for seat_number in range(size):
            kind = "bot" if chooser.random() < 0.15 else "player"
            player = None
            if kind == "player" and chooser.random() < 0.9:
                player = Player(id=number * 10 + seat_number, email=f"p{number}.{seat_number}@example.org",
                                name=f"Player {seat_number}")
            seat = Seat(id=number * 10 + seat_number, game=game, seat=seat_number, kind=kind, player=player)
            seats.append(seat)
        games.append(prefetched(game, seats))
    return games


def make_events(count: int, chooser: Random) -> list[dict]:
    at = datetime(2026, 11, 25, 9, 30, 12, 345678, tzinfo=UTC)
    return [{"seq": n, "type": chooser.choice(["placed", "drew", "scored"]),
             "seat": None if n % 7 == 0 else n % 4, "data": {"cell": [n % 9, n % 5], "cards": n % 3},
             "at": at + timedelta(seconds=n)} for n in range(1, count + 1)]


# --- Timing ----------------------------------------------------------------------------------------

def best_of(rounds: int, ways: list, items) -> list[float]:
    """CPU microseconds per item of each way (process time: a noisy neighbour on the shared cores
    does not count), best of ``rounds`` passes; the ways take turns within each round."""
    best = [float("inf")] * len(ways)
    for _ in range(rounds):
        for number, build in enumerate(ways):
            start = time.process_time()
            for item in items:
                build(item)
            best[number] = min(best[number], time.process_time() - start)
    return [seconds / len(items) * 1e6 for seconds in best]


def check(name: str, ways: dict, items) -> None:
    """The three ways give the same bodies (the builder's contract; the yardstick too)."""
    for item in items[:200]:
        bodies = [build(item) for build in ways.values()]
        if any(body != bodies[0] for body in bodies):
            raise SystemExit(f"{name}: the bodies differ for {item!r}: {bodies}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args()
    chooser = Random(20261125)
    games = make_games(args.games, chooser)
    events = make_events(args.games, chooser)
    moves = [{"seq": events[i + 2]["seq"], "events": events[i:i + 3]} for i in range(0, len(events) - 3, 3)]
    for game in games[::3]:  # lobby games: waiting, with open seats
        game.status, game.seq, game.to_move, game.deadline, game.outcome = "waiting", 0, [], None, None
    lobby = games[::3]
    for game in lobby:
        for seat in game.seats.all()[1:]:
            seat.kind, seat.player = "open", None

    cases = [
        ("game (2-5 seats)", games, s.GameSerializer, game_body),
        ("open game (lobby)", lobby, s.OpenGameSerializer, open_game_body),
        ("event", events, s.EventSerializer, event_body),
        ("move answer (3 events)", moves, s.MoveResponseSerializer,
         lambda body: move_response_body(body["seq"], body["events"])),
    ]
    print(f"{'body':24s} {'hand-written':>13s} {'DRF':>10s} {'builder':>10s}   builder/hand  DRF/builder")
    for name, items, serializer_class, hand_written in cases:
        ways = {"hand": hand_written, "drf": lambda item, cls=serializer_class: cls(item).data,
                "builder": body_builder(serializer_class)}
        check(name, ways, items)
        hand, drf, fast = best_of(args.rounds, list(ways.values()), items)
        print(f"{name:24s} {hand:10.2f} µs {drf:7.2f} µs {fast:7.2f} µs   {fast / hand:10.2f}x {drf / fast:10.1f}x")


if __name__ == "__main__":
    main()
