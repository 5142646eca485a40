"""The database side of a chaos run, in a child interpreter set up for the run's private database.

The test process has its own Django set up (pytest-django's test database), and the soak script
none, so whatever needs Django on the private database runs here, as
``python -m tests.chaos.checks COMMAND [FILE]``, with the stack's environment; it reads its input
from FILE and prints one JSON object on its last line:

- ``players N``: N players, each with two API tokens (its two racing clients);
- ``verify FILE``: the checks of the run, given what the clients were told and what the SMTP server
  received (see :func:`verify`).
"""

from __future__ import annotations

import json
import sys
from collections import Counter


def players(count: int) -> list[dict]:
    """``count`` bot-like accounts with two tokens each. They opt in to being seated directly, so
    the clients' games (which seat them by id) start at once instead of waiting for invitations."""
    from players.models import Player
    from players.services import get_or_create_player, issue_token

    out = []
    for number in range(count):
        player, _ = get_or_create_player(f"chaos{number}@example.org", name=f"Chaos {number}")
        Player.objects.filter(pk=player.pk).update(seat_directly=True)
        out.append({"id": player.pk, "tokens": [issue_token(player, name="chaos a"), issue_token(player, name="chaos b")]})
    return out


def verify(given: dict) -> dict:
    """Check the log, the projections and the outbox against what the clients were told.

    ``given``: ``acks`` (game, seq, types, key of every 201), ``refused_keys`` ([game, key] of keyed
    moves refused for good), ``emails`` (notification key → emails received with it) and
    ``message_ids`` (notification key → Message-ID → copies received).

    Returns counts and, for each kind of problem, a sample (at most 20) of what went wrong:

    - ``found`` / ``lost``: an acknowledged move is found when the log holds, at its seq, a move
      batch with the same event types and seat, carrying its key (or none when it had none); two
      acknowledgements of the same batch count one as lost;
    - ``duplicated``: idempotency keys written more than once in a game (a retry played twice);
    - ``phantoms``: keyed moves the client was told were refused, yet in the log;
    - ``log``: games whose replay differs (``admin_actions.verify_replay``: seqs 1..N without a
      gap, every event folds, snapshots and projections (status, outcome, seats to move) agree),
      or whose seats' ``is_to_move`` disagree with the game's;
    - emails: ``emails_missing`` (marked sent, never received), ``emails_unknown`` (received with a
      key the outbox does not have), ``emails_unsent`` (still pending or being sent),
      ``emails_wrong_id`` (received with a Message-ID other than its row's, which every attempt
      at the row must send: ``Notification.message_id``).
    """
    from games.models import Event, Game, Seat
    from games.services.admin_actions import verify_replay
    from outbox.models import Notification

    problems: dict[str, list] = {"lost": [], "duplicated": [], "phantoms": [], "log": [], "emails_missing": [],
                                 "emails_unknown": [], "emails_unsent": [], "emails_wrong_id": []}

    def note(kind: str, what) -> None:
        if len(problems[kind]) < 20:
            problems[kind].append(what)

    counts: Counter[str] = Counter()
    games = list(Game.objects.order_by("pk"))
    seats: dict[int, list[Seat]] = {}
    for seat in Seat.objects.order_by("game_id", "seat"):
        seats.setdefault(seat.game_id, []).append(seat)
    for game in games:
        report = verify_replay(game)
        counts["events"] += report.events
        for problem in report.problems:
            note("log", f"game {game.pk}: {problem}")
            counts["log"] += 1
        for seat in seats.get(game.pk, []):
            if seat.is_to_move != (seat.seat in game.to_move):
                note("log", f"game {game.pk} seat {seat.seat}: is_to_move {seat.is_to_move}, to_move {game.to_move}")
                counts["log"] += 1

    # The log's move batches: (game, first seq) → (types, seat, key), and every key's count.
    batches: dict[tuple[int, int], tuple[list[str], int | None, str | None]] = {}
    keys: Counter[tuple[int, str]] = Counter()
    rows = Event.objects.order_by("game_id", "seq").values_list(
        "game_id", "seq", "batch", "type", "seat", "idempotency_key")
    for game_id, seq, batch, event_type, seat, key in rows.iterator(chunk_size=5000):
        if seq == batch:
            batches[(game_id, seq)] = ([event_type], seat, key)
        elif (game_id, batch) in batches:
            batches[(game_id, batch)][0].append(event_type)
        if key is not None:
            keys[(game_id, key)] += 1
    claimed: Counter[tuple[int, int]] = Counter()
    for ack in given["acks"]:
        place = (ack["game"], ack["seq"])
        claimed[place] += 1
        batch = batches.get(place)
        same = batch is not None and batch[0] == ack["types"] and batch[1] == ack["seat"] and batch[2] == ack["key"]
        if same and claimed[place] == 1:
            counts["found"] += 1
        else:
            counts["lost"] += 1
            note("lost", {"ack": ack, "log": batch, "acknowledged twice": claimed[place] > 1})
    for (game_id, key), times in keys.items():
        if times > 1:
            counts["duplicated"] += times - 1
            note("duplicated", {"game": game_id, "key": key, "times": times})
    for game_id, key in given["refused_keys"]:
        if (game_id, key) in keys:
            counts["phantoms"] += 1
            note("phantoms", {"game": game_id, "key": key})

    received: dict[str, int] = given["emails"]
    message_ids: dict[str, dict[str, int]] = given.get("message_ids", {})
    outbox = {}
    for row in Notification.objects.only("pk", "key", "status", "created_at").iterator(chunk_size=5000):
        outbox[row.key] = row.status
        wrong = sorted(set(message_ids.get(row.key, {})) - {row.message_id()})
        if wrong:
            counts["emails_wrong_id"] += 1
            note("emails_wrong_id", {"key": row.key, "expected": row.message_id(), "received": wrong})
    for key, status in outbox.items():
        if status == Notification.Status.SENT and key not in received:
            counts["emails_missing"] += 1
            note("emails_missing", key)
        elif status in (Notification.Status.PENDING, Notification.Status.SENDING, Notification.Status.FAILED):
            counts["emails_unsent"] += 1
            note("emails_unsent", {"key": key, "status": status})
    for key in received:
        if key not in outbox:
            counts["emails_unknown"] += 1
            note("emails_unknown", key)
    counts["games"] = len(games)
    counts["notifications"] = len(outbox)
    return {"counts": dict(counts), "problems": problems}


def main(argv: list[str]) -> None:
    import django

    django.setup()
    command = argv[0]
    if command == "players":
        result: object = players(int(argv[1]))
    elif command == "verify":
        with open(argv[1]) as handle:
            result = verify(json.load(handle))
    else:
        raise SystemExit(f"unknown command {command!r}: players N | verify FILE")
    print(json.dumps(result))


if __name__ == "__main__":
    main(sys.argv[1:])
