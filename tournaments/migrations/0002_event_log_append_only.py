"""Make the tournaments' event log append-only in the database itself, as the games' is
(``games/migrations/0003_event_log_append_only.py``): a trigger refuses UPDATE and DELETE."""

from django.db import migrations

POSTGRES_UP = """
CREATE OR REPLACE FUNCTION tournaments_event_refuse_change() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'tournaments_tournamentevent is append-only: % is not allowed', TG_OP
        USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER tournaments_event_append_only
    BEFORE UPDATE OR DELETE ON tournaments_tournamentevent
    FOR EACH ROW EXECUTE FUNCTION tournaments_event_refuse_change();
"""
POSTGRES_DOWN = """
DROP TRIGGER IF EXISTS tournaments_event_append_only ON tournaments_tournamentevent;
DROP FUNCTION IF EXISTS tournaments_event_refuse_change();
"""
SQLITE_UP = [
    """CREATE TRIGGER tournaments_event_no_update BEFORE UPDATE ON tournaments_tournamentevent
       BEGIN SELECT RAISE(ABORT, 'tournaments_tournamentevent is append-only: UPDATE is not allowed'); END;""",
    """CREATE TRIGGER tournaments_event_no_delete BEFORE DELETE ON tournaments_tournamentevent
       BEGIN SELECT RAISE(ABORT, 'tournaments_tournamentevent is append-only: DELETE is not allowed'); END;""",
]
SQLITE_DOWN = ["DROP TRIGGER IF EXISTS tournaments_event_no_update;",
               "DROP TRIGGER IF EXISTS tournaments_event_no_delete;"]


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
    dependencies = [("tournaments", "0001_initial")]
    operations = [migrations.RunPython(forwards, backwards)]
