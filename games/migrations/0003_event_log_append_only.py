"""Make the event log append-only in the database itself.

A trigger refuses every UPDATE and DELETE on ``games_event``, whoever connects and whatever code
runs: history is corrected by appending events, never by editing them. (TRUNCATE, a table-level
maintenance command, is left to database administrators; the test runner uses it to reset tables.)
"""

from django.db import migrations

POSTGRES_UP = """
CREATE OR REPLACE FUNCTION games_event_refuse_change() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'games_event is append-only: % is not allowed', TG_OP
        USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER games_event_append_only
    BEFORE UPDATE OR DELETE ON games_event
    FOR EACH ROW EXECUTE FUNCTION games_event_refuse_change();
"""
POSTGRES_DOWN = """
DROP TRIGGER IF EXISTS games_event_append_only ON games_event;
DROP FUNCTION IF EXISTS games_event_refuse_change();
"""
SQLITE_UP = [
    """CREATE TRIGGER games_event_no_update BEFORE UPDATE ON games_event
       BEGIN SELECT RAISE(ABORT, 'games_event is append-only: UPDATE is not allowed'); END;""",
    """CREATE TRIGGER games_event_no_delete BEFORE DELETE ON games_event
       BEGIN SELECT RAISE(ABORT, 'games_event is append-only: DELETE is not allowed'); END;""",
]
SQLITE_DOWN = ["DROP TRIGGER IF EXISTS games_event_no_update;", "DROP TRIGGER IF EXISTS games_event_no_delete;"]


def forwards(apps, schema_editor):
    connection = schema_editor.connection
    if connection.vendor == "postgresql":
        schema_editor.execute(POSTGRES_UP, params=None)
    elif connection.vendor == "sqlite":
        for statement in SQLITE_UP:
            schema_editor.execute(statement)


def backwards(apps, schema_editor):
    connection = schema_editor.connection
    if connection.vendor == "postgresql":
        schema_editor.execute(POSTGRES_DOWN, params=None)
    elif connection.vendor == "sqlite":
        for statement in SQLITE_DOWN:
            schema_editor.execute(statement)


class Migration(migrations.Migration):
    dependencies = [("games", "0002_initial")]
    operations = [migrations.RunPython(forwards, backwards)]
