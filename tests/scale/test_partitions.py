"""The event table partitioned by game id (``games.store.partitions``, migration 0009).

- after the migrations, ``games_event`` is range-partitioned on ``game_id``; every partition has
  the unique ``(game_id, seq)`` and the append-only trigger, which refuses UPDATE and DELETE
  through the parent and on a partition directly;
- ``add_event_partitions`` makes the next contiguous range and is idempotent; an event for a game
  id no partition covers fails as ``NoEventPartition`` (nothing written), and adding fixes it;
- ``detach_event_partitions`` refuses while a game of the range is going on or a new game could
  fall in it, and detaches finished ranges: their events leave ``games_event`` and stay in an
  append-only table of their own;
- the conversion from the unpartitioned table, on a database filled by ``fill_games`` at the
  migration before: same rows (ids included), same seqs per game, same replays, and the id
  sequence goes on where it was.
"""

from __future__ import annotations

import io
import time

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import DatabaseError, IntegrityError, connection, transaction
from django.db.migrations.executor import MigrationExecutor

from games import services
from games.models import Event, Game
from games.services.admin_actions import verify_replay
from games.store import AppendWrite, event_store
from games.store import partitions as parts
from games.store.partitions import NoEventPartition

pytestmark = pytest.mark.django_db

BEFORE = ("games", "0008_seat_emails_muted")
MIGRATION = ("games", "0009_event_partitioned_by_game")


def run(command: str, *args: str, **options) -> str:
    out = io.StringIO()
    call_command(command, *args, stdout=out, **options)
    return out.getvalue()


def scalar(sql: str, params=()):
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.fetchone()[0]


def execute(sql: str, params=()) -> None:
    with connection.cursor() as cursor:
        cursor.execute(sql, params)


def new_game(players):
    return services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:2]])


def game_at(template: Game, pk: int, status: str) -> Game:
    """A copy of ``template``'s row under the id ``pk`` (the services only hand out the sequence's)."""
    game = Game.objects.get(pk=template.pk)
    game.pk, game.id, game.status, game.seq = pk, pk, status, 0
    game.save(force_insert=True)
    return game


def test_the_event_table_is_range_partitioned_on_the_game_id():
    strategy, key = scalar(
        "SELECT ARRAY[partstrat::text, (SELECT attname FROM pg_attribute WHERE attrelid = partrelid"
        " AND attnum = partattrs[0])] FROM pg_partitioned_table WHERE partrelid = 'games_event'::regclass")
    assert (strategy, key) == ("r", "game_id")
    found = parts.partitions()
    assert found[0].lower is None and found[0].name == "games_event_p0"
    assert all(a.upper == b.lower for a, b in zip(found, found[1:], strict=False))  # contiguous
    for part in found:
        # Each partition has the unique (game_id, seq), the primary key (id, game_id) and the trigger.
        uniques = scalar(
            "SELECT array_agg(pg_get_indexdef(indexrelid) ORDER BY 1) FROM pg_index"
            " WHERE indrelid = %s::regclass AND indisunique", [part.name])
        assert any("(game_id, seq)" in index for index in uniques), uniques
        assert any("(id, game_id)" in index for index in uniques), uniques
        assert scalar("SELECT count(*) FROM pg_trigger WHERE tgrelid = %s::regclass AND tgname = %s",
                      [part.name, parts.TRIGGER]) == 1


def test_the_trigger_refuses_update_and_delete_on_the_parent_and_on_a_partition(players):
    game = new_game(players)
    assert Event.objects.filter(game=game).exists()
    partition = next(part.name for part in parts.partitions()
                     if (part.lower or 0) <= game.pk < part.upper)
    for table in ("games_event", partition):
        for statement in (f"UPDATE {table} SET type = 'x' WHERE game_id = %s", f"DELETE FROM {table} WHERE game_id = %s"):
            with pytest.raises(DatabaseError, match="append-only"), transaction.atomic():
                execute(statement, [game.pk])
    # And a seq twice in a game is refused by the partition's unique (game_id, seq).
    first = Event.objects.filter(game=game).order_by("seq").first()
    with pytest.raises(IntegrityError), transaction.atomic():
        Event.objects.create(game=game, seq=first.seq, type="meta:again", data={}, batch=first.seq)


def test_add_makes_the_next_range_once(settings):
    before = parts.partitions()
    top = before[-1].upper
    beyond = sum(1 for part in before if part.lower is not None and part.lower > parts.newest_game_id())
    out = run("add_event_partitions", ahead=beyond + 2, width=1000)
    after = parts.partitions()
    assert after[:len(before)] == before
    assert [(part.name, part.lower, part.upper) for part in after[len(before):]] == [
        (f"games_event_p{top}", top, top + 1000), (f"games_event_p{top + 1000}", top + 1000, top + 2000)]
    assert "Made games_event_p" in out
    # Idempotent: the lead is there, nothing more is made.
    assert "Nothing to make" in run("add_event_partitions", ahead=beyond + 2, width=1000)
    assert parts.partitions() == after
    assert "partition(s) beyond" in run("add_event_partitions", check=True, ahead=beyond + 2)
    with pytest.raises(CommandError, match="Too few"):
        run("add_event_partitions", check=True, ahead=beyond + 3)


def test_a_game_beyond_every_partition_fails_clearly_until_its_partition_is_added(players):
    template = new_game(players)
    top = parts.partitions()[-1].upper
    lost = game_at(template, top + 7, Game.Status.ACTIVE)
    row = Event(game=lost, seq=1, type="meta:note", data={}, batch=1)
    lost.seq = 1
    with pytest.raises(NoEventPartition, match=f"holds game {lost.pk}.*add_event_partitions"), transaction.atomic():
        event_store().append(AppendWrite(game=lost, rows=[row], fields=["seq"]))
    assert not Event.objects.filter(game_id=lost.pk).exists()
    lost.refresh_from_db()
    assert lost.seq == 0  # nothing of the append was written
    # The newest game id is now beyond the partitions: adding covers it, and the append goes through.
    made = parts.add_ahead(1, 1000)
    assert any(part.lower <= lost.pk < part.upper for part in made)
    lost.seq = 1
    event_store().append(AppendWrite(game=lost, rows=[Event(game=lost, seq=1, type="meta:note", data={}, batch=1)],
                                     fields=["seq"]))
    assert list(Event.objects.filter(game_id=lost.pk).values_list("seq", flat=True)) == [1]


def test_detach_refuses_games_going_on_and_detaches_finished_ranges(players):
    template = new_game(players)
    Game.objects.filter(pk=template.pk).update(status=Game.Status.FINISHED)
    top = parts.partitions()[-1].upper
    parts.add_ahead(0, 1000, through=top + 1500)  # [top, top+1000) and [top+1000, top+2000)
    old = game_at(template, top + 10, Game.Status.ACTIVE)
    newer = game_at(template, top + 1010, Game.Status.ACTIVE)
    for game in (old, newer):
        Event.objects.create(game=game, seq=1, type="meta:note", data={}, batch=1)
    attached = parts.partitions()

    with pytest.raises(CommandError, match=f"not over, e.g. {old.pk} \\(active\\)"):
        run("detach_event_partitions", before_game_id=top + 1000)
    with pytest.raises(CommandError, match="a new game could still fall in it"):
        run("detach_event_partitions", before_game_id=top + 2000)
    assert parts.partitions() == attached  # nothing was detached
    assert "Would detach games_event_p0" in run("detach_event_partitions", before_game_id=top + 1000, dry_run=True)

    Game.objects.filter(pk=old.pk).update(status=Game.Status.FINISHED)
    out = run("detach_event_partitions", before_game_id=top + 1000)
    assert f"Detached games_event_p{top}" in out
    detached = [part for part in attached if part.upper <= top + 1000]
    assert parts.partitions() == [part for part in attached if part not in detached]
    # The events of the detached ranges left the parent; newer games' events did not.
    assert not Event.objects.filter(game_id__in=[old.pk, template.pk]).exists()
    assert Event.objects.filter(game_id=newer.pk).count() == 1
    # The archive keeps them, append-only on its own.
    archive = f"games_event_p{top}"
    assert scalar(f"SELECT count(*) FROM {archive} WHERE game_id = %s", [old.pk]) == 1
    with pytest.raises(DatabaseError, match="append-only"), transaction.atomic():
        execute(f"DELETE FROM {archive}")
    assert scalar("SELECT NOT EXISTS (SELECT 1 FROM pg_inherits WHERE inhrelid = %s::regclass)", [archive])


def _snapshot_of_events() -> dict:
    """What the conversion must keep: every row, per game the seqs and contents, the id sequence."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*), max(id), sum(id), count(DISTINCT game_id) FROM games_event")
        totals = cursor.fetchone()
        cursor.execute("SELECT game_id, array_agg(seq ORDER BY seq), md5(string_agg(id || type || data::text"
                       " || batch || coalesce(actor_id, 0) || created_at::text, '|' ORDER BY seq))"
                       " FROM games_event GROUP BY game_id ORDER BY game_id")
        per_game = cursor.fetchall()
        cursor.execute("SELECT last_value FROM pg_sequences WHERE schemaname = 'public' AND sequencename ="
                       " (SELECT split_part(pg_get_serial_sequence('games_event', 'id'), '.', 2))")
        sequence = cursor.fetchone()[0]
    return {"totals": totals, "per_game": per_game, "sequence": sequence}


def test_the_conversion_keeps_every_event_of_a_filled_database():
    """In the test's transaction, rolled back at its end, migrations included (PostgreSQL's DDL
    is transactional): a committed fill, even emptied after, left the planner choosing other
    plans in tests/services/test_query_plans.py."""
    executor = MigrationExecutor(connection)
    executor.migrate([BEFORE])
    assert not parts.is_partitioned()
    try:
        run("fill_games", games=120, playouts=1, seed=5)
        before = _snapshot_of_events()
        assert before["totals"][0] > 1000  # a few thousand events of ~100 started games
        # Today's model at the schema before: the columns added since are not read.
        then = executor.loader.project_state([BEFORE]).apps.get_model("games", "Game")
        since = [field.name for field in Game._meta.concrete_fields
                 if field.name not in {old.name for old in then._meta.concrete_fields}]
        replayed = list(Game.objects.defer(*since).exclude(status=Game.Status.WAITING).order_by("pk")[:12])
        assert all(verify_replay(game).problems == [] for game in replayed)

        # The fill's deferred foreign key checks are still pending in this transaction (in a
        # deployment the migration has its own): PostgreSQL drops no table that has some.
        execute("SET CONSTRAINTS ALL IMMEDIATE")
        executor = MigrationExecutor(connection)  # a fresh graph: the one before was migrated with
        started = time.perf_counter()
        executor.migrate([MIGRATION])
        seconds = time.perf_counter() - started
    finally:
        MigrationExecutor(connection).migrate(executor.loader.graph.leaf_nodes())
    assert parts.is_partitioned()
    assert _snapshot_of_events() == before
    assert all(verify_replay(Game.objects.get(pk=game.pk)).problems == [] for game in replayed)
    # The partitions cover every game handed out and EVENT_PARTITIONS_AHEAD more.
    assert parts.partitions()[-1].lower > parts.newest_game_id()
    # New events continue the id sequence.
    game = Game.objects.filter(status=Game.Status.ACTIVE).order_by("pk").first()
    row = Event.objects.create(game=game, seq=game.seq + 1, type="meta:note", data={}, batch=game.seq + 1)
    assert row.pk > before["totals"][1]
    print(f"conversion of {before['totals'][0]} events: {seconds:.2f} s")


def test_beat_runs_the_add_daily(settings):
    from config.celery import app
    from games.tasks import add_event_partitions

    entry = settings.CELERY_BEAT_SCHEDULE["add-event-partitions"]
    assert entry["task"] == add_event_partitions.name and entry["task"] in app.tasks
    assert entry["schedule"] == 24 * 3600
    beyond = sum(1 for part in parts.partitions() if part.lower is not None and part.lower > parts.newest_game_id())
    settings.EVENT_PARTITIONS_AHEAD, settings.EVENT_PARTITION_GAMES = beyond + 1, 1000
    top = parts.partitions()[-1].upper
    assert add_event_partitions() == [f"games_event_p{top}"]
    assert add_event_partitions() == []
