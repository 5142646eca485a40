"""Partition the event table by game id (PostgreSQL; nothing on SQLite).

A play-by-mail server keeps every game: ``games_event`` only grows. Range partitions on
``game_id`` keep each partition's indexes the size of its games, and let old, finished ranges be
detached and archived (``manage.py detach_event_partitions``). Every read and write of the event
store names its game, so each touches one partition.

What the conversion does, in one transaction (the table is locked for its whole length: moves
wait; docs/operations.md gives its cost on a filled database):

1. the table ``games_event`` is renamed ``games_event_unpartitioned`` (its id sequence too);
2. a partitioned ``games_event`` is made like it (columns, defaults, checks, identity), with
   partitions of ``EVENT_PARTITION_GAMES`` game ids (named ``games_event_p<first id>``, the first
   from ``MINVALUE``) covering every game id handed out and ``EVENT_PARTITIONS_AHEAD`` more;
3. the rows are copied in one ``INSERT … SELECT`` (the append-only trigger refuses UPDATE and
   DELETE only), and the new identity continues where the old sequence was;
4. the old table is dropped, then the parent gets what the old table had, under the same names:
   primary key, now ``(id, game_id)`` (a partitioned table's unique constraints must hold the
   partition key; ids still come from one identity sequence, so they stay unique in practice,
   and nothing references an event by id), the unique ``(game_id, seq)``, the unique
   idempotency key per game, the index on ``actor_id``, both foreign keys and the append-only
   trigger. Each partition, present or future, inherits them all.

Backwards does the opposite (the events of detached partitions are not brought back). Django's
model is unchanged: it still sees ``id`` as the primary key, which it is in every way the ORM uses.
"""

from django.conf import settings
from django.db import migrations

TABLE = "games_event"
OLD = "games_event_unpartitioned"
TRIGGER = """CREATE TRIGGER games_event_append_only BEFORE UPDATE OR DELETE ON games_event
    FOR EACH ROW EXECUTE FUNCTION games_event_refuse_change()"""
# What the table had (0002, 0003, 0005), in the names Django gave it.
CONSTRAINTS = [
    "ALTER TABLE games_event ADD CONSTRAINT event_seq_unique_per_game UNIQUE (game_id, seq)",
    """CREATE UNIQUE INDEX event_idempotency_key_unique_per_game ON games_event (game_id, idempotency_key)
        WHERE idempotency_key IS NOT NULL""",
    "CREATE INDEX games_event_actor_id_f3476b78 ON games_event (actor_id)",
    """ALTER TABLE games_event ADD CONSTRAINT games_event_actor_id_f3476b78_fk_players_player_id
        FOREIGN KEY (actor_id) REFERENCES players_player (id) DEFERRABLE INITIALLY DEFERRED""",
    """ALTER TABLE games_event ADD CONSTRAINT games_event_game_id_afa0391c_fk_games_game_id
        FOREIGN KEY (game_id) REFERENCES games_game (id) DEFERRABLE INITIALLY DEFERRED""",
    TRIGGER,
]


def _sequence(cursor, table):
    cursor.execute("SELECT pg_get_serial_sequence(%s, 'id')", [table])
    return cursor.fetchone()[0]


def _newest_game_id(cursor):
    sequence = _sequence(cursor, "games_game")
    cursor.execute(f"SELECT GREATEST((SELECT last_value FROM {sequence}), (SELECT max(id) FROM games_game), 0)")
    return cursor.fetchone()[0]


def _copy_table(cursor, partitioned: bool):
    """Rename the table, make its successor like it, copy the rows and the identity's position, drop
    the old one; the constraints and indexes are the caller's."""
    old_sequence = _sequence(cursor, TABLE)
    cursor.execute(f"LOCK TABLE {TABLE} IN ACCESS EXCLUSIVE MODE")
    cursor.execute(f"ALTER TABLE {TABLE} RENAME TO {OLD}")
    cursor.execute(f"ALTER SEQUENCE {old_sequence} RENAME TO {OLD}_id_seq")
    cursor.execute(f"CREATE TABLE {TABLE} (LIKE {OLD} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING IDENTITY"
                   f" INCLUDING STORAGE INCLUDING COMMENTS){' PARTITION BY RANGE (game_id)' if partitioned else ''}")
    if partitioned:
        width, ahead = settings.EVENT_PARTITION_GAMES, settings.EVENT_PARTITIONS_AHEAD
        newest = _newest_game_id(cursor)
        # Partitions [MINVALUE, width), [width, 2 width), …: through the newest game's, and `ahead` more.
        count = newest // width + 1 + ahead
        for number in range(count):
            lower = "MINVALUE" if number == 0 else number * width
            cursor.execute(f"CREATE TABLE {TABLE}_p{number * width} PARTITION OF {TABLE}"
                           f" FOR VALUES FROM ({lower}) TO ({(number + 1) * width})")
    cursor.execute(f"INSERT INTO {TABLE} SELECT * FROM {OLD}")
    cursor.execute(f"SELECT last_value, is_called FROM {OLD}_id_seq")
    last_value, is_called = cursor.fetchone()
    cursor.execute("SELECT setval(%s, %s, %s)", [_sequence(cursor, TABLE), last_value, is_called])
    cursor.execute(f"DROP TABLE {OLD}")


def forwards(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    with schema_editor.connection.cursor() as cursor:
        _copy_table(cursor, partitioned=True)
        cursor.execute(f"ALTER TABLE {TABLE} ADD CONSTRAINT games_event_pkey PRIMARY KEY (id, game_id)")
        for statement in CONSTRAINTS:
            cursor.execute(statement)
        cursor.execute(f"ANALYZE {TABLE}")  # autovacuum analyses the partitions, never their parent


def backwards(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    with schema_editor.connection.cursor() as cursor:
        _copy_table(cursor, partitioned=False)
        cursor.execute(f"ALTER TABLE {TABLE} ADD CONSTRAINT games_event_pkey PRIMARY KEY (id)")
        for statement in CONSTRAINTS:
            cursor.execute(statement)
        cursor.execute(f"ANALYZE {TABLE}")


class Migration(migrations.Migration):
    dependencies = [("games", "0008_seat_emails_muted"), ("players", "__first__")]
    operations = [migrations.RunPython(forwards, backwards, elidable=False)]
