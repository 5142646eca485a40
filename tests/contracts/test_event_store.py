"""The event store (DESIGN.md "Event store"): append-only in the database itself, unique
``(game, seq)``, no gaps, one batch per move, and projections that always equal a fold of the
log, after every kind of thing that appends: moves, timeouts, every admin repair, idempotent
retries, snapshots dropped and rebuilt.

Every attempt to edit history goes through a real code path someone could take: the ORM's
``save``, ``update``, ``bulk_update``, ``delete`` (instance and queryset), an upsert, raw SQL,
and deleting the game or the player the events point at.
"""

from __future__ import annotations

from datetime import timedelta
from random import Random

import pytest
from django.db import DatabaseError, IntegrityError, connection, transaction
from django.db.models import ProtectedError
from django.utils import timezone

from games import services
from games.models import Event, Game, Seat, Snapshot
from games.services import admin_actions
from games.services.errors import Unprocessable
from notifications import deadlines
from tests.contracts.support import (
    RULESETS,
    assert_projections_follow_the_log,
    new_game,
    next_move,
    seat_players,
)

pytestmark = pytest.mark.django_db


def events_of(game: Game) -> list[tuple]:
    return list(
        Event.objects.filter(game=game).order_by("seq").values_list("seq", "type", "seat", "data", "batch")
    )


def refused(action) -> None:
    """``action`` must fail in the database, and leave the transaction usable afterwards."""
    with pytest.raises((DatabaseError, ProtectedError)), transaction.atomic():
        action()


# --- append-only ----------------------------------------------------------------------------------


def _edits(game: Game) -> dict:
    first = Event.objects.filter(game=game).order_by("seq").first()

    def save_changed() -> None:
        first.type = "forged"
        first.save()

    def save_update_fields() -> None:
        first.data = {"forged": True}
        first.save(update_fields=["data"])

    def bulk_update() -> None:
        rows = list(Event.objects.filter(game=game))
        for row in rows:
            row.seat = 9
        Event.objects.bulk_update(rows, ["seat"])

    def upsert() -> None:
        copy = Event(game=game, seq=first.seq, type="forged", data={}, batch=first.batch)
        Event.objects.bulk_create(
            [copy], update_conflicts=True, unique_fields=["game", "seq"], update_fields=["type"]
        )

    def raw(statement: str):
        def run() -> None:
            with connection.cursor() as cursor:
                cursor.execute(statement, [game.pk])

        return run

    return {
        "queryset.update": lambda: Event.objects.filter(game=game).update(type="forged"),
        "save() of a loaded event": save_changed,
        "save(update_fields)": save_update_fields,
        "bulk_update": bulk_update,
        "queryset.delete": lambda: Event.objects.filter(game=game).delete(),
        "instance.delete": lambda: first.delete(),
        "delete the last event (undo a move)": lambda: (
            Event.objects.filter(game=game).order_by("-seq").first().delete()
        ),
        "upsert (bulk_create update_conflicts)": upsert,
        "raw UPDATE": raw("UPDATE games_event SET data = '{}'::jsonb WHERE game_id = %s"),
        "raw UPDATE of seq (renumber)": raw("UPDATE games_event SET seq = seq + 1000 WHERE game_id = %s"),
        "raw DELETE": raw("DELETE FROM games_event WHERE game_id = %s"),
        "raw INSERT … ON CONFLICT DO UPDATE": raw(
            "INSERT INTO games_event (game_id, seq, type, version, data, batch, created_at) "
            "SELECT game_id, seq, 'forged', 1, '{}', batch, now() FROM games_event WHERE game_id = %s "
            "ON CONFLICT (game_id, seq) DO UPDATE SET type = EXCLUDED.type"
        ),
        "delete the game (ORM)": lambda: Game.objects.filter(pk=game.pk).delete(),
        "delete the player who made them (ORM)": lambda: seat_players(game)[0].delete(),
    }


EDIT_NAMES = [
    "queryset.update",
    "save() of a loaded event",
    "save(update_fields)",
    "bulk_update",
    "queryset.delete",
    "instance.delete",
    "delete the last event (undo a move)",
    "upsert (bulk_create update_conflicts)",
    "raw UPDATE",
    "raw UPDATE of seq (renumber)",
    "raw DELETE",
    "raw INSERT … ON CONFLICT DO UPDATE",
    "delete the game (ORM)",
    "delete the player who made them (ORM)",
]


@pytest.mark.parametrize("edit", EDIT_NAMES)
def test_history_cannot_be_edited_or_deleted(players, edit):
    game = new_game(players)
    seq, seat, move = next_move(game.pk)
    services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=seq)
    before = events_of(game)
    refused(_edits(game)[edit])
    assert events_of(game) == before
    assert_projections_follow_the_log(game.pk)


def test_deleting_the_game_row_with_raw_sql_is_refused_at_commit(players):
    """Django's foreign keys are DEFERRABLE INITIALLY DEFERRED: the check runs at commit (here, at
    the end of a savepoint's enclosing check), so force it with SET CONSTRAINTS."""
    game = new_game(players)
    before = events_of(game)
    with pytest.raises(IntegrityError), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("DELETE FROM games_snapshot WHERE game_id = %s", [game.pk])
        cursor.execute("DELETE FROM notifications_notification WHERE game_id = %s", [game.pk])
        cursor.execute("DELETE FROM games_seat WHERE game_id = %s", [game.pk])
        cursor.execute("DELETE FROM games_invitation WHERE game_id = %s", [game.pk])
        cursor.execute("DELETE FROM games_game WHERE id = %s", [game.pk])
        cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")
    assert events_of(game) == before


def test_an_event_at_a_taken_seq_is_refused(players):
    game = new_game(players)
    last = Event.objects.filter(game=game).order_by("-seq").first()
    with pytest.raises(IntegrityError), transaction.atomic():
        Event.objects.create(game=game, seq=last.seq, type="forged", data={}, batch=last.seq)
    assert Event.objects.filter(game=game, type="forged").count() == 0


def test_an_idempotency_key_is_unique_per_game(players):
    game = new_game(players)
    seq, seat, move = next_move(game.pk)
    services.submit_move(
        game_id=game.pk, player=players[seat], move=move, expected_seq=seq, idempotency_key="k"
    )
    with pytest.raises(IntegrityError), transaction.atomic():
        Event.objects.create(
            game=game, seq=seq + 100, type="forged", data={}, batch=seq + 100, idempotency_key="k"
        )


# --- gap-free batches and projections after everything that appends -------------------------------


@pytest.mark.parametrize("ruleset", list(RULESETS))
def test_a_whole_game_with_every_kind_of_append_keeps_the_log_and_projections_in_step(
    make_player, ruleset, settings
):
    """Random legal moves interleaved with timeouts (through the deadline scan), deadline
    extensions, a replaced player, the autopilot, idempotent retries and snapshot rebuilds, until the
    game ends (or 150 steps); the oracle runs after each step."""
    settings.GAMES_SNAPSHOT_EVERY = 7  # snapshots in the middle of batches, often
    count = RULESETS[ruleset]
    seated = [make_player() for _ in range(count)]
    admin = make_player("Admin")
    game = new_game(seated, ruleset, move_time_limit=timedelta(hours=1))
    chooser = Random(hash(ruleset) % 1000)
    retries: list[tuple] = []
    now = timezone.now()
    for step in range(150):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE:
            break
        action = chooser.random()
        holders = seat_players(game)
        if action < 0.12:
            now = max(now, game.deadline) + timedelta(seconds=1)
            counts = deadlines.scan(now=now)
            assert counts["timeouts"] >= 1, counts
        elif action < 0.17:
            admin_actions.extend_deadline(game_id=game.pk, admin=admin, by=timedelta(minutes=30), reason="x")
        elif action < 0.19 and step > 10:
            seat = chooser.randrange(count)
            if holders[seat] is not None:
                admin_actions.replace_player(game_id=game.pk, admin=admin, seat=seat, player=make_player())
        elif action < 0.21 and not any(player is None for player in holders.values()):
            admin_actions.replace_player(
                game_id=game.pk, admin=admin, seat=chooser.randrange(count), autopilot=True
            )
        elif action < 0.25 and [r for r in retries if r[1] in holders.values()]:
            # A retry by a player still seated (a replaced player has lost access to the game).
            key, player, move, seq, first = chooser.choice([r for r in retries if r[1] in holders.values()])
            again = services.submit_move(
                game_id=game.pk, player=player, move=move, expected_seq=seq, idempotency_key=key
            )
            assert again.replayed and (again.seq, again.events) == (first.seq, first.events)
        elif action < 0.27:
            admin_actions.rebuild_snapshots(game_id=game.pk)
        else:
            state = services.load_state(game)
            ruleset_ = services.ruleset_for(game)
            humans = [seat for seat in ruleset_.to_move(state) if holders[seat] is not None]
            if not humans:
                continue
            seat = chooser.choice(humans)
            move = chooser.choice(ruleset_.legal_moves(state, seat))
            key = f"step-{step}" if chooser.random() < 0.5 else None
            result = services.submit_move(
                game_id=game.pk, player=holders[seat], move=move, expected_seq=game.seq, idempotency_key=key
            )
            if key is not None:
                retries.append((key, holders[seat], move, game.seq, result))
        assert_projections_follow_the_log(game.pk)
    report = admin_actions.verify_replay(Game.objects.get(pk=game.pk))
    assert report.ok, report.problems


def test_dropping_every_snapshot_changes_no_answer(players, client_for, settings):
    settings.GAMES_SNAPSHOT_EVERY = 3
    game = new_game(players)
    for pick in range(12):
        seq, seat, move = next_move(game.pk, pick)
        services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=seq)
    client = client_for(players[0])
    game.refresh_from_db()
    urls = [f"/api/games/{game.pk}/view/?at={at}" for at in range(0, game.seq + 1)]
    urls += [f"/api/games/{game.pk}/", f"/api/games/{game.pk}/legal-moves/", f"/api/games/{game.pk}/events/"]
    # Compared as JSON: object keys may come in another order from a JSONB snapshot (design notes:
    # "Dict order is not part of a state"), which is no other answer.
    before = [client.get(url).json() for url in urls]
    assert Snapshot.objects.filter(game=game).exists()
    from games.services.reads import STATE_CACHE

    Snapshot.objects.filter(game=game).delete()
    STATE_CACHE.clear()
    assert [client.get(url).json() for url in urls] == before


def test_a_refused_admin_action_appends_nothing(players, make_player):
    game = new_game(players)
    admin = make_player("Admin")
    before = events_of(game)
    with pytest.raises(Unprocessable):  # players[1] already holds seat 1
        admin_actions.replace_player(game_id=game.pk, admin=admin, seat=0, player=players[1])
    admin_actions.abort_game(game_id=game.pk, admin=admin)
    aborted = events_of(game)
    assert aborted[:-1] == before and aborted[-1][1] == "meta:aborted"
    for action in (
        lambda: admin_actions.abort_game(game_id=game.pk, admin=admin),
        lambda: admin_actions.extend_deadline(game_id=game.pk, admin=admin, by=timedelta(hours=1)),
        lambda: admin_actions.replace_player(game_id=game.pk, admin=admin, seat=0, autopilot=True),
    ):
        with pytest.raises(Unprocessable):
            action()
    assert events_of(game) == aborted
    assert Seat.objects.filter(game=game, is_to_move=True).count() == 0
    assert_projections_follow_the_log(game.pk)
