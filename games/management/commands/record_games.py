"""``manage.py record_games``: record reproducible games of every rule set as JSON fixtures.

The games are played through the real write path (``create_game``, ``submit_move``,
``apply_timeout`` and the admin actions), so the logs have exactly the shape production writes:
batches, ``meta:`` events, timeouts, an autopilot seat. Everything runs in one transaction that
is rolled back at the end: the database is left as it was. The moves are drawn from ``--seed``,
each game's secret seed is derived from it, and the clock is a fake one (a second per reading from
2030-01-01), so the same code gives the same files. Database ids inside ``meta:`` events (players,
notifications) are written as labels (``p0``, ``admin``) or left out; the loader maps them back.

    manage.py record_games                          # into tests/fixtures/recorded_games/
    manage.py record_games --out DIR --seed 7 --ruleset uigo

``tests/admin/test_replay_games.py`` loads these files and runs ``replay_games`` on them: when a
rules change makes an old game replay differently, that test fails. If the change is meant
(and ``rules_version`` was bumped where needed), record again and review the diff of the files.
"""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from random import Random
from typing import Any
from unittest import mock

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction
from django.utils import timezone

from games import services
from games.models import Event, Game, Seat
from games.rulesets import registry
from games.services import admin_actions
from players.models import Player
from players.services import get_or_create_player

FORMAT = 1
PLAYER_KEYS = ("from_player", "to_player")  # player ids inside meta: events
DEFAULT_OUT = Path(settings.BASE_DIR) / "tests" / "fixtures" / "recorded_games"
TIMEOUT_EVERY = 17  # every so many moves the seat to move lets its deadline pass instead
MAX_MOVES = 20_000


class FakeClock:
    """``timezone.now`` for the recording: a fixed start, one second more at each reading."""

    def __init__(self) -> None:
        self.now = datetime(2030, 1, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


class _Rollback(Exception):
    """Raised at the end of the recording to undo everything it wrote."""


class Recorder:
    """Plays one scenario of one rule set and exports it."""

    def __init__(self, ruleset_id: str, scenario: str, seed: int, players: int | None = None,
                 options: dict[str, Any] | None = None) -> None:
        self.ruleset = registry().get(ruleset_id)
        self.name = f"{ruleset_id}-{scenario}"
        self.players = players or self.ruleset.min_players
        self.options = options or {}
        self.chooser = Random(f"{self.name}:{seed}")
        self.game_seed = hashlib.sha256(f"ravenpost-recording:{self.name}:{seed}".encode()).hexdigest()
        self.people: list[Player] = []
        self.moves = 0

    def person(self, index: int) -> Player:
        while len(self.people) <= index:
            number = len(self.people)
            player, _created = get_or_create_player(f"recorded-{self.name}-{number}@example.org", name=f"P{number}")
            # Recorded players seat each other directly (games that start at once), as bot accounts do.
            if not player.seat_directly:
                player.seat_directly = True
                player.save(update_fields=["seat_directly"])
            self.people.append(player)
        return self.people[index]

    def start(self, admin: Player) -> Game:
        self.admin = admin
        return services.create_game(creator=self.person(0), ruleset_id=self.ruleset.id, options=self.options,
                                    seats=[self.person(i).pk for i in range(self.players)], seed=self.game_seed,
                                    move_time_limit=timedelta(hours=72))

    def play(self, game: Game, moves: int) -> None:
        """Play up to ``moves`` random legal moves (some as timeouts) of seats held by players."""
        for _ in range(moves):
            game.refresh_from_db()
            if game.status != Game.Status.ACTIVE:
                return
            seats = {row.seat: row for row in Seat.objects.filter(game=game, seat__in=game.to_move)
                     .select_related("player") if row.player_id}
            if not seats:
                raise CommandError(f"{self.name}: nobody with a player is to move at seq {game.seq}")
            seat = self.chooser.choice(sorted(seats))
            self.moves += 1
            if self.moves % TIMEOUT_EVERY == 0 and seats[seat].deadline is not None:
                services.apply_timeout(game_id=game.pk, seat=seat, expected_seq=game.seq,
                                       now=seats[seat].deadline + timedelta(seconds=1))
                continue
            state = services.load_state(game)
            move = self.chooser.choice(self.ruleset.legal_moves(state, seat))
            services.submit_move(game_id=game.pk, player=seats[seat].player, move=move, expected_seq=game.seq)

    def repairs(self, game: Game) -> None:
        """What an admin does to a game in trouble: more time, a reminder, a new player, a robot."""
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE:
            raise CommandError(f"{self.name}: the game ended before the repairs; record fewer moves first")
        admin_actions.extend_deadline(game_id=game.pk, admin=self.admin, by=timedelta(hours=24), reason="recorded")
        admin_actions.resend_last_notification(game_id=game.pk, admin=self.admin)
        admin_actions.replace_player(game_id=game.pk, admin=self.admin, seat=0, player=self.person(9),
                                     reason="recorded")
        last = Seat.objects.filter(game=game).count() - 1
        admin_actions.replace_player(game_id=game.pk, admin=self.admin, seat=last, autopilot=True)

    def export(self, game: Game) -> dict[str, Any]:
        game.refresh_from_db()
        labels = {player.pk: f"p{index}" for index, player in enumerate(self.people)}
        labels[self.admin.pk] = "admin"
        state = services.load_state(game)
        events = [
            [row.seq, row.batch, row.type, row.seat, labels.get(row.actor_id) if row.actor_id else None,
             self.labelled(row.type, row.data, labels)]
            for row in Event.objects.filter(game=game).order_by("seq")
        ]
        return {
            "format": FORMAT,
            "name": self.name,
            "ruleset": game.ruleset,
            "rules_version": self.ruleset.rules_version,
            "options": game.options,
            "status": game.status,
            "seq": game.seq,
            "to_move": game.to_move,
            "outcome": game.outcome,
            "seats": [labels.get(row.player_id) for row in Seat.objects.filter(game=game).order_by("seat")],
            "players": sorted(set(labels.values())),
            "final_state": json.loads(json.dumps(state)) if state is not None else None,
            "events": events,
        }


    @staticmethod
    def labelled(event_type: str, data: dict[str, Any], labels: dict[int, str]) -> dict[str, Any]:
        if not event_type.startswith("meta:"):
            return data
        data = dict(data)
        for key in PLAYER_KEYS:
            if data.get(key) is not None:
                data[key] = labels[data[key]]
        if "notification" in data:
            data["notification"] = None
        return data


def dump(record: dict[str, Any]) -> str:
    """JSON with one event per line, so that a rules change shows as a readable diff."""
    head = {key: value for key, value in record.items() if key != "events"}
    lines = [json.dumps(event, ensure_ascii=False, separators=(",", ":")) for event in record["events"]]
    body = json.dumps(head, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return body[:-1] + ',"events":[\n' + ",\n".join(lines) + "\n]}\n"


SCENARIOS = {
    # name: (moves before the repairs, moves after them; None = to the end)
    "finished": (None, None),
    "unfinished": (30, 20),
}

# The variants, so that a rules change that alters their old games is caught too: the scenarios
# above play each rule set's smallest table with its default options only.
# name: (players, options, moves; None = to the end)
VARIANTS: dict[str, dict[str, tuple[int, dict[str, Any], int | None]]] = {
    "uigo": {"4-players": (4, {}, None)},
    "knarr": {"4-players-artifacts-advanced": (4, {"artifacts": True, "ship_side": "advanced"}, None)},
    "graenaland": {
        # a finished 5-player game is long (the 3-player one is already 170 KB): its first moves
        # cover the snake-order setup, the secret cards and the first rounds
        "5-players-advanced": (5, {"advanced_setup": True, "victory_point_cards": True,
                                   "five_player_favour": True}, 300),
    },
    "greenland": {
        "3-players-advanced-survivor-bloody-snow": (3, {"game": "advanced", "survivor": True,
                                                        "bloody_snow": True}, None),
        "3-players-cooperative-advanced": (3, {"game": "advanced", "cooperative": True}, None),
        "4-players-sami": (4, {"game": "advanced", "sami": True}, None),
    },
}


class Command(BaseCommand):
    help = "Record reproducible games of every rule set (finished, unfinished, repaired) as JSON fixtures."

    def add_arguments(self, parser):
        parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"Directory to write to ({DEFAULT_OUT}).")
        parser.add_argument("--seed", type=int, default=1, help="Seed of the moves and of each game's secret.")
        parser.add_argument("--ruleset", action="append", default=[], help="Only this rule set (repeatable).")

    def handle(self, *args, out: Path, seed: int, ruleset: list[str], **options):
        chosen = ruleset or registry().ids()
        unknown = [name for name in chosen if name not in registry()]
        if unknown:
            raise CommandError(f"Unknown rule set {unknown[0]!r}; known: {', '.join(registry().ids())}.")
        records: list[dict[str, Any]] = []
        try:
            with mock.patch.object(timezone, "now", FakeClock()), transaction.atomic():
                admin, _created = get_or_create_player("recorded-admin@example.org", name="Admin")
                for ruleset_id in chosen:
                    for scenario, (before, after) in SCENARIOS.items():
                        records.append(self.record(Recorder(ruleset_id, scenario, seed), admin, before, after))
                    for scenario, (players, game_options, moves) in VARIANTS.get(ruleset_id, {}).items():
                        recorder = Recorder(ruleset_id, scenario, seed, players, game_options)
                        records.append(self.record(recorder, admin, None, None, moves))
                records.append(self.aborted(seed, admin))
                raise _Rollback
        except _Rollback:
            pass
        out.mkdir(parents=True, exist_ok=True)
        for record in records:
            path = out / f"{record['name']}.json"
            path.write_text(dump(record))
            self.stdout.write(f"{path}: {record['status']}, {record['seq']} events, {path.stat().st_size // 1024} KB")

    def record(self, recorder: Recorder, admin: Player, before: int | None, after: int | None,
               moves: int | None = None) -> dict[str, Any]:
        """Play ``before`` moves, the repairs and ``after`` moves; or, with ``before`` None, play to
        the end (or only ``moves`` moves, with no repairs)."""
        game = recorder.start(admin)
        recorder.play(game, before or moves or MAX_MOVES)
        if before is not None:
            recorder.repairs(game)
            recorder.play(game, after or 0)
        game.refresh_from_db()
        if before is None and moves is None and game.status != Game.Status.FINISHED:
            raise CommandError(f"{recorder.name}: the game did not end after {MAX_MOVES} moves")
        return recorder.export(game)

    def aborted(self, seed: int, admin: Player) -> dict[str, Any]:
        recorder = Recorder("uigo", "aborted", seed)
        game = recorder.start(admin)
        recorder.play(game, 8)
        admin_actions.abort_game(game_id=game.pk, admin=admin, reason="recorded")
        return recorder.export(game)
