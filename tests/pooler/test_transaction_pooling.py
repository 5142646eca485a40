"""Ravenpost through PgBouncer in transaction pooling.

The whole stack of the chaos test (gunicorn, a Celery worker and beat, a private PostgreSQL and
Redis, an SMTP server) with every process's ``DATABASE_URL`` pointed at a PgBouncer 1.18 in
transaction mode whose pool (4 server sessions) is smaller than its clients, and
``DB_TRANSACTION_POOLING`` set: racing API clients play UIGO! and Knarr, the worker sends the
emails, and the chaos test's checks then read every game back (every acknowledged move in the log
at its seq, no gap, no key written twice, projections equal to a replay) and count every email at
the SMTP server. No fault is injected: this is about what a pooler does to sessions, not crashes.
"""

from __future__ import annotations

import pytest
from django.db import connection
from django.test import override_settings

from tests.chaos.harness import run
from tests.pooler.pgbouncer import pgbouncer_binary

pytestmark = [pytest.mark.slow]


@pytest.mark.chaos
def test_play_and_emails_through_pgbouncer_in_transaction_mode():
    pgbouncer_binary()  # a clear error when it is not installed
    result = run(seconds=40, faults=(), pooled=True, progress=print)
    print(result.table())

    assert result.faults == []
    assert result.counts["acknowledged"] > 50, f"too few moves went through the pooler:\n{result.table()}"
    failures = result.failures()
    assert not failures, "\n".join(failures) + "\n" + result.table()
    assert result.counts["found"] == result.counts["acknowledged"]
    assert result.counts["emails sent"] > 0, "no email reached the SMTP server"
    # The server never failed a request; a client may still find a kept-alive connection closed
    # by gunicorn (BrokenPipeError: it retries with its key or reads the log, as in the chaos test).
    failed = {what: n for what, n in result.outages.items() if what[:1].isdigit()}
    assert not failed, f"the server failed requests though nothing was broken:\n{result.table()}"
    assert result.emails_copies == 0


def _prepared_statements() -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_prepared_statements")
        return cursor.fetchone()[0]


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("pooling", [False, True], ids=["direct", "transaction-pooling"])
def test_the_move_path_prepares_statements_only_without_a_transaction_pooler(pooling, players):
    """With ``DB_TRANSACTION_POOLING`` the move path leaves nothing prepared in its session (the
    next transaction may run on another); without it the hot statements are prepared once per
    session (games.store.prepared)."""
    from games import services

    players = players[:2]
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players])
    connection.close()  # a new session, and with it a new kept cursor
    with override_settings(DB_TRANSACTION_POOLING=pooling):
        game = services.fetch_game(game.pk)
        state = services.load_state(game)
        ruleset = services.ruleset_for(game)
        seat = ruleset.to_move(state)[0]
        services.submit_move(game_id=game.pk, player=players[seat], move=ruleset.legal_moves(state, seat)[0],
                             expected_seq=game.seq)
        prepared = _prepared_statements()
    assert (prepared == 0) if pooling else (prepared > 0), prepared
